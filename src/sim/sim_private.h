/* SPDX-License-Identifier: MIT */
/*
 * sim_private.h - the simulated board's internal structures, shared by
 * board.c (windows, dispatch, reports), model.c (models and instances),
 * regs.c (register tables and plain registers), time.c and fault.c.
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

/* One node's reg entry, in the region that backs it. */
struct sim_nodewin {
	struct platdev_sim_instance *inst;
	struct sim_region *region;
	unsigned int index;
	phys_addr_t base;
	u64 size;
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

struct platdev_sim_instance {
	struct device_node *np;
	const struct platdev_sim_model *model; /* NULL: plain registers */
	void *priv;
	u32 *values; /* one per entry of model->regs */
	unsigned int nr_regs;
	unsigned int nr_wins;
	int virq[SIM_MAX_LINES];
	u8 level[SIM_MAX_LINES];
	bool irq_warned[SIM_MAX_LINES];
	bool created;
	unsigned long reads, writes, faults;
};

/* Byte-lane mask of a @size-byte access. */
static inline u64 lanes(unsigned int size)
{
	return size >= 8 ? ~0ULL : (1ULL << (8 * size)) - 1;
}

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
extern struct platdev_sim_model sim_pl011_model;

/* time.c */
void sim_timers_cancel_owned(struct platdev_sim_instance *inst);

/* fault.c */
enum sim_fault_action { SIM_FAULT_NONE, SIM_FAULT_FAILED, SIM_FAULT_READ };
enum sim_fault_action sim_fault_check(phys_addr_t addr, unsigned int size,
				      bool write, u64 *value);
u64 sim_fault_apply_read(phys_addr_t addr, unsigned int size, u64 value);

/* board.c */
bool sim_board_window(struct device_node *np, unsigned int index,
		      phys_addr_t *base, u64 *size);
void sim_board_report(phys_addr_t phys, bool have_phys, uintptr_t addr,
		      unsigned int size, bool write, const char *why);

#endif /* _PLATDEV_SIM_PRIVATE_H */
