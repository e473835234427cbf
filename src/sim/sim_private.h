/* SPDX-License-Identifier: MIT */
/*
 * sim_private.h - the simulated board's internal structures, shared by
 * board.c (windows, dispatch, reports), model.c (models and instances),
 * regs.c (register tables and plain registers), time.c, fault.c and
 * observe.c.
 *
 * Locking: the core lock guards register values, plain registers, timer
 * lists, fault lists and counters; it is never held while a model's
 * callback, a timer callback or an interrupt handler runs.
 */
#ifndef _PLATDEV_SIM_PRIVATE_H
#define _PLATDEV_SIM_PRIVATE_H

#include <platdev/sim.h>

#define SIM_MAX_LINES 8

/* Plain registers: written 64-bit cells, sorted by offset. */
struct sim_store {
	struct sim_cell {
		u64 offset; /* 8-byte aligned */
		u64 value;
	} * cells;
	size_t nr, cap;
};

/* One node's reg entry, in the region that backs it, and its accesses. */
struct sim_nodewin {
	struct platdev_sim_instance *inst;
	struct sim_region *region;
	unsigned int index;
	phys_addr_t base;
	u64 size;
	unsigned long reads[PLATDEV_SIM_NR_VIA];
	unsigned long writes[PLATDEV_SIM_NR_VIA];
};

/* One simulated window of the I/O backend: overlapping reg entries merged. */
struct sim_region {
	struct platdev_sim_device *dev;
	phys_addr_t base;
	u64 size;
	struct sim_nodewin **wins; /* modelled first, then smallest first */
	unsigned int nr_wins;
	struct sim_store store;
};

/*
 * Deliver the interrupts raised while their raising thread held a
 * spinlock, whose lines are still asserted (board.c, the unmask hook).
 */
void sim_irq_replay_deferred(void);
/* The same for the lines of @inst (model.c). */
void sim_irq_replay_instance(struct platdev_sim_instance *inst);

/* Interrupts deferred so (model.c); read without the lock as a fast path. */
extern unsigned int sim_irqs_deferred;

struct platdev_sim_instance {
	struct device_node *np;
	const struct platdev_sim_model *model; /* NULL: plain registers */
	void *priv;
	u32 *values; /* one per entry of model->regs */
	unsigned int nr_regs;
	unsigned int nr_wins;
	int virq[SIM_MAX_LINES];
	u8 level[SIM_MAX_LINES];
	/* raised while the raising thread held a spinlock: not delivered yet */
	bool deferred[SIM_MAX_LINES];
	bool irq_warned[SIM_MAX_LINES];
	bool created;
	unsigned long faults;
	/* its table holds the PrimeCell ID block (SIM_PRIMECELL_ID_REGS) */
	bool primecell;
};

/*
 * The eight ID registers at the end of a PrimeCell's 4 KiB window, as
 * register-table entries: peripheral ID @pid (part, designer, revision,
 * configuration) and the component ID 0xb105f00d, one byte per register.
 * Whatever the size of the node's first window, the board answers them
 * at its last 0x20 bytes, where Linux's AMBA bus reads them.
 */
#define SIM_PRIMECELL_ID_BLOCK 0xfe0
#define SIM_PRIMECELL_ID_REG(n, off, v)                     \
	{                                                   \
		.name = n, .offset = off, .reset = (v)&0xff \
	}
#define SIM_PRIMECELL_ID_REGS(pid)                                     \
	SIM_PRIMECELL_ID_REG("PeriphID0", 0xfe0, (pid)),               \
		SIM_PRIMECELL_ID_REG("PeriphID1", 0xfe4, (pid) >> 8),  \
		SIM_PRIMECELL_ID_REG("PeriphID2", 0xfe8, (pid) >> 16), \
		SIM_PRIMECELL_ID_REG("PeriphID3", 0xfec, (pid) >> 24), \
		SIM_PRIMECELL_ID_REG("PCellID0", 0xff0, 0x0d),         \
		SIM_PRIMECELL_ID_REG("PCellID1", 0xff4, 0xf0),         \
		SIM_PRIMECELL_ID_REG("PCellID2", 0xff8, 0x05),         \
		SIM_PRIMECELL_ID_REG("PCellID3", 0xffc, 0xb1)

/* Byte-lane mask of a @size-byte access. */
static inline u64 lanes(unsigned int size)
{
	return size >= 8 ? ~0ULL : (1ULL << (8 * size)) - 1;
}

/* charlog.c: bytes a UART model sent (the first SIM_CHAR_LOG kept) */
#define SIM_CHAR_LOG 256
struct sim_char_log {
	char buf[SIM_CHAR_LOG];
	size_t len; /* all bytes sent, kept or not */
};
void sim_char_log_add_locked(struct sim_char_log *log, char c);
int sim_char_log_copy(struct sim_char_log *log, char *buf, size_t len);

/* regs.c */
const struct platdev_sim_reg *sim_reg_find(struct platdev_sim_instance *inst,
					   u64 offset, unsigned int size,
					   unsigned int *idx);
u64 sim_reg_read(struct platdev_sim_instance *inst, unsigned int idx,
		 u64 offset, unsigned int size);
void sim_reg_write(struct platdev_sim_instance *inst, unsigned int idx,
		   u64 offset, u64 value, unsigned int size);
void sim_regs_reset(struct platdev_sim_instance *inst);
u64 sim_store_read(struct sim_store *store, u64 offset, unsigned int size);
int sim_store_write(struct sim_store *store, u64 offset, u64 value,
		    unsigned int size);
void sim_store_free(struct sim_store *store);

/* model.c */
const struct platdev_sim_model *sim_model_lookup(struct device_node *np);
int sim_instance_setup(struct platdev_sim_instance *inst);
void sim_instance_teardown(struct platdev_sim_instance *inst);
void sim_builtin_models_register(void);
/* The instance of @model simulating @np on the board, or NULL. */
struct platdev_sim_instance *
sim_instance_of(const struct device_node *np,
		const struct platdev_sim_model *model);
extern struct platdev_sim_model sim_pl011_model;
extern struct platdev_sim_model sim_ns16550_model;
extern struct platdev_sim_model sim_pl061_model;
extern struct platdev_sim_model sim_pl031_model;
extern struct platdev_sim_model sim_bcm2835_pwm_model;
extern struct platdev_sim_model sim_goldfish_rtc_model;
extern struct platdev_sim_model sim_timeriomem_rng_model;
extern struct platdev_sim_model sim_sp805_model;
extern struct platdev_sim_model sim_efuse_model;
extern struct platdev_sim_model sim_padconf_model;

/*
 * pl061.c: lines of a PL061 wired to an open-drain net (i2c_bus.c).
 * @pulled: the lines the PL061 now pulls low (outputs latched at 0), after
 *          each change of its pins
 * @sampled: optional, before a read of GPIODATA
 */
struct sim_pl061_wire_ops {
	void (*pulled)(void *ctx, u8 low);
	void (*sampled)(void *ctx);
};
void sim_pl061_wire(struct platdev_sim_instance *inst,
		    const struct sim_pl061_wire_ops *ops, void *ctx);
/* Drive the input levels of the lines in @mask (nothing if unchanged). */
void sim_pl061_set_levels(struct platdev_sim_instance *inst, u8 mask,
			  u8 levels);

/* i2c_bus.c: the I2C buses of i2c-gpio nodes, and their targets */
int sim_i2c_buses_create(void);
void sim_i2c_buses_destroy(void);

/* board_reset.c: forget the resets of the board before */
void sim_board_resets_clear(void);

/* time.c */
void sim_timers_cancel_owned(struct platdev_sim_instance *inst);

/* fault.c */
enum sim_fault_action { SIM_FAULT_NONE, SIM_FAULT_FAILED, SIM_FAULT_READ };
enum sim_fault_action sim_fault_check(phys_addr_t addr, unsigned int size,
				      bool write, u64 *value);
bool sim_fault_apply_read(phys_addr_t addr, unsigned int size, u64 *value);

/*
 * observe.c: a read being answered by a model. The CPU takes what the read
 * set off after the read: the interrupt events its model causes are told
 * after the read's own, and an interrupt it raises is delivered then.
 */
#define SIM_READ_HELD_EVENTS 8
struct sim_read_scope {
	const void *thread;
	struct sim_read_scope *next;
	unsigned int nr; /* events held */
	bool raised; /* an interrupt was raised: deliver it at the end */
	struct platdev_sim_event held[SIM_READ_HELD_EVENTS];
};
void sim_read_begin(struct sim_read_scope *scope);
void sim_read_end(struct sim_read_scope *scope);
/* Whether the calling thread is in a read; if so, a raise waits for its end. */
bool sim_read_defers_raise(void);

/* observe.c */
const struct platdev_sim_observer *sim_observer(void);
void sim_observe(const struct platdev_sim_observer *obs,
		 struct platdev_sim_event *ev);
void sim_observe_irq(const struct platdev_sim_observer *obs,
		     const struct device_node *np, unsigned int line, int irq,
		     enum platdev_sim_event_kind kind);
int sim_deliver_observed(const struct platdev_sim_observer *obs,
			 const struct device_node *np, unsigned int line,
			 unsigned int irq);

/* board.c */
bool sim_board_window(struct device_node *np, unsigned int index,
		      phys_addr_t *base, u64 *size);
void sim_board_report(phys_addr_t phys, bool have_phys, uintptr_t addr,
		      unsigned int size, bool write, const char *why);

#endif /* _PLATDEV_SIM_PRIVATE_H */
