/* SPDX-License-Identifier: MIT */
/*
 * platdev/sim.h - simulated boards: every register window a device tree
 * describes, backed by device models keyed by compatible or by plain
 * registers, interrupts delivered through the board's real irq domains,
 * virtual time, and faults injected on purpose.
 *
 *   platdev_of_load(blob, size);
 *   platdev_sim_board_create();        backs every translated reg window
 *   of_platform_default_populate(...); drivers map, read and write models
 *   ...
 *   of_platform_depopulate(NULL);
 *   platdev_sim_board_destroy();
 *
 * Built on the simulated I/O backend of platdev/io.h; hosted systems only
 * (the bare port reserves no address range, so board creation fails).
 */
#ifndef _PLATDEV_SIM_H
#define _PLATDEV_SIM_H

#include <stddef.h>

#include <linux/init.h>
#include <linux/types.h>
#include <platdev/io.h>
#include <platdev/time.h>

struct device_node;
struct of_device_id;
struct platdev_sim_instance;

/* ---- declarative registers ---- */

/**
 * struct platdev_sim_reg - one 32-bit register of a model's window 0
 * @name: for traces; a table ends with an entry whose @name is NULL
 * @offset: its offset in the window (4-byte aligned)
 * @reset: its value after reset
 * @rw: bits a write stores
 * @w1c: bits a written 1 clears (write-1-to-clear)
 * @w1s: bits a written 1 sets (write-1-to-set)
 * @on_read: optional; what a driver's read sees, given the stored value
 *           (a side effect such as popping a FIFO goes here)
 * @on_write: optional; called after a driver's write changed the value
 *            from @old, with the bits @written (the access's lanes only)
 *
 * Bits in none of @rw, @w1c and @w1s are read-only: writes leave them.
 * The callbacks run with no platdev lock held and may use
 * platdev_sim_reg_get()/platdev_sim_reg_set(), raise interrupts and start
 * timers. Smaller accesses read and write the register's byte lanes.
 */
struct platdev_sim_reg {
	const char *name;
	u32 offset;
	u32 reset;
	u32 rw;
	u32 w1c;
	u32 w1s;
	u32 (*on_read)(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 value);
	void (*on_write)(struct platdev_sim_instance *inst,
			 const struct platdev_sim_reg *reg, u32 old,
			 u32 written);
};

/* ---- device models ---- */

/**
 * struct platdev_sim_model - a simulated device, bound to device-tree nodes
 * by compatible as a driver is
 * @name: for logs
 * @of_match_table: the compatibles it models, ended by an empty entry
 * @regs: optional register table of window 0 (reg entry 0 of the node)
 * @priv_size: bytes of zeroed private state per instance
 *             (platdev_sim_priv())
 * @create: optional; set up an instance (its node, windows and private
 *          state are there); a non-zero return leaves the node with plain
 *          registers, logged
 * @reset: optional; called after the table is reset, at creation and by
 *         platdev_sim_reset()
 * @destroy: optional; undo @create (the instance's timers are stopped
 *           after it)
 * @read: optional; accesses the table does not hold, in window @window
 *        (the node's reg entry) at @offset; NULL: plain registers
 * @write: optional; likewise for writes
 * @next: private to the model list
 */
struct platdev_sim_model {
	const char *name;
	const struct of_device_id *of_match_table;
	const struct platdev_sim_reg *regs;
	size_t priv_size;
	int (*create)(struct platdev_sim_instance *inst);
	void (*reset)(struct platdev_sim_instance *inst);
	void (*destroy)(struct platdev_sim_instance *inst);
	u64 (*read)(struct platdev_sim_instance *inst, unsigned int window,
		    u64 offset, unsigned int size);
	void (*write)(struct platdev_sim_instance *inst, unsigned int window,
		      u64 offset, u64 value, unsigned int size);
	struct platdev_sim_model *next;
};

/**
 * platdev_sim_model_register() - make @model available to boards created
 * from now on; later registrations win over earlier ones for the same
 * compatible, and every registered model over the built-in ones
 *
 * Return: 0, -EINVAL (no table), -EBUSY (registered already).
 */
int platdev_sim_model_register(struct platdev_sim_model *model);

/** platdev_sim_model_unregister() - forget @model (existing boards keep it) */
void platdev_sim_model_unregister(struct platdev_sim_model *model);

/**
 * module_platdev_sim_model() - register a model when its program or
 * module starts, as module_platform_driver() does for a driver
 */
#define module_platdev_sim_model(__model)                      \
	static int __model##_sim_init(void)                    \
	{                                                      \
		return platdev_sim_model_register(&(__model)); \
	}                                                      \
	module_init(__model##_sim_init);                       \
	static void __model##_sim_exit(void)                   \
	{                                                      \
		platdev_sim_model_unregister(&(__model));      \
	}                                                      \
	module_exit(__model##_sim_exit)

/** platdev_sim_node() - the device-tree node an instance models */
struct device_node *platdev_sim_node(const struct platdev_sim_instance *inst);

/** platdev_sim_priv() - an instance's private state (priv_size bytes) */
void *platdev_sim_priv(const struct platdev_sim_instance *inst);

/**
 * platdev_sim_reg_get() - the stored value of table register @offset, no
 * side effect
 * Return: the value, 0 for an offset the table does not hold.
 */
u32 platdev_sim_reg_get(struct platdev_sim_instance *inst, u32 offset);

/**
 * platdev_sim_reg_set() - store @value in table register @offset as the
 * hardware would (no masks, no side effect)
 * Return: 0, -ENOENT for an offset the table does not hold.
 */
int platdev_sim_reg_set(struct platdev_sim_instance *inst, u32 offset,
			u32 value);

/**
 * platdev_sim_reset() - reset an instance: table to reset values, then
 * the model's reset
 */
void platdev_sim_reset(struct platdev_sim_instance *inst);

/**
 * platdev_sim_irq_set() - drive interrupt line @line of an instance
 * @line: the index in its node's "interrupts" (as of_irq_get())
 * @level: 1 asserts, 0 deasserts
 *
 * The line is resolved through the node's interrupt parent and that
 * controller's irq domain on first use. Each rise (0 to 1) delivers the
 * interrupt once with generic_handle_irq(); a line held high is not
 * delivered again until it falls and rises, so a model recomputes its line
 * after every change of its status (a level line whose cause the handler
 * did not clear therefore fires no storm: the driver would hang on real
 * hardware, here it is silent).
 *
 * Return: 0, -ENOENT when the node has no such interrupt or its
 * controller has no domain (logged once per line), -EINVAL for a bad
 * line (at most 8).
 */
int platdev_sim_irq_set(struct platdev_sim_instance *inst, unsigned int line,
			int level);

/* ---- DMA ---- */

/**
 * platdev_sim_dma_read() - the model of @inst reads @len bytes of memory
 * at bus address @addr, as its device's DMA would
 *
 * The range must lie inside one live mapping of the DMA API
 * (linux/dma-mapping.h): a streaming mapping between its map and unmap, or
 * a coherent buffer. In the host's bounce mode the model sees the
 * device's copy of a streaming buffer: what the CPU wrote before the
 * mapping (or the last dma_sync_single_for_device()).
 *
 * Return: 0, -EFAULT (no live mapping holds the range), -EINVAL (no
 * instance, @len 0); a refusal is logged with the node and counted as a
 * fault of the instance.
 */
int platdev_sim_dma_read(struct platdev_sim_instance *inst, dma_addr_t addr,
			 void *buf, size_t len);

/**
 * platdev_sim_dma_write() - the model of @inst writes @len bytes at bus
 * address @addr; in bounce mode the CPU sees them after
 * dma_sync_single_for_cpu() or the unmap, not before
 *
 * Return: as platdev_sim_dma_read(), and -EACCES for a DMA_TO_DEVICE
 * mapping, which the device may only read.
 */
int platdev_sim_dma_write(struct platdev_sim_instance *inst, dma_addr_t addr,
			  const void *buf, size_t len);

/* ---- virtual time ---- */

/*
 * The end of virtual time, in nanoseconds from 0: KTIME_MAX, the largest
 * time ktime_get() can return (a signed 64-bit count, about 292 years).
 * The clock stops there, and a timer due after it never fires.
 */
#define PLATDEV_SIM_TIME_MAX (~0ULL >> 1)

/**
 * struct platdev_sim_timer - a model's one-shot timer on virtual time
 * (fields private; set up with platdev_sim_timer_init())
 */
struct platdev_sim_timer {
	u64 expires;
	void (*fn)(struct platdev_sim_timer *timer);
	struct platdev_sim_instance *inst;
	struct platdev_sim_timer *next;
	bool armed;
};

/**
 * platdev_sim_timer_init() - prepare @timer to call @fn for @inst
 * @inst: the owner; destroying it stops the timer (NULL: none)
 */
void platdev_sim_timer_init(struct platdev_sim_timer *timer,
			    struct platdev_sim_instance *inst,
			    void (*fn)(struct platdev_sim_timer *timer));

/**
 * platdev_sim_timer_start() - (re)arm @timer to fire @ns of virtual time
 * from now; it fires while time is advanced past that point (never, if
 * that point is past PLATDEV_SIM_TIME_MAX)
 */
void platdev_sim_timer_start(struct platdev_sim_timer *timer, u64 ns);

/** platdev_sim_timer_cancel() - disarm @timer; true if it was armed */
bool platdev_sim_timer_cancel(struct platdev_sim_timer *timer);

/** platdev_sim_time_now() - virtual time in nanoseconds (starts at 0) */
u64 platdev_sim_time_now(void);

/**
 * platdev_sim_time_advance() - move virtual time on by @ns, firing the
 * timers that fall due on the way, earliest first, each with the clock at
 * its expiry; callbacks run with no platdev lock held. The clock stops at
 * PLATDEV_SIM_TIME_MAX: a larger @ns takes it there.
 */
void platdev_sim_time_advance(u64 ns);

/**
 * platdev_sim_time_ops - virtual time for platdev_time_use(): now reads
 * the virtual clock, sleep and delay advance it (firing due model timers),
 * so a driver polling a status bit with a timeout runs instantly and the
 * model's timers decide what it sees. Pass NULL as the context.
 */
extern const struct platdev_time_ops platdev_sim_time_ops;

/* ---- the board resetting ---- */

/**
 * platdev_sim_board_reset() - for a model whose reset output fires (a
 * watchdog's): the board is reset. Counted with the virtual time, logged,
 * passed to the program's hook; the model @inst is reset to its power-on
 * state. The rest of the board, and the drivers, go on: what a reset means
 * beyond that is the program's (the hook's) to decide.
 */
void platdev_sim_board_reset(struct platdev_sim_instance *inst);

/**
 * platdev_sim_board_resets() - how many times a model reset the board
 * since it was created
 * @last_ns: if not NULL, receives the virtual time of the last reset
 */
unsigned long platdev_sim_board_resets(u64 *last_ns);

/**
 * platdev_sim_board_set_reset_hook() - call @hook(@ctx, the resetting
 * model's node) on each board reset, from the thread moving virtual time;
 * NULL removes it
 */
void platdev_sim_board_set_reset_hook(
	void (*hook)(void *ctx, const struct device_node *by), void *ctx);

/* ---- the board ---- */

/**
 * platdev_sim_board_create() - simulate the loaded device tree's board
 *
 * Walks every node with a "reg" that translates to a CPU address (memory
 * and reserved-memory nodes and unaddressable buses aside), merges
 * windows that overlap into one simulated window, gives each node the
 * model registered for its compatible (or plain registers: reads return
 * 0 until written, writes are kept), selects the simulated I/O backend,
 * lets the AMBA bus read PrimeCell IDs from the models, and reports every
 * access outside all windows (address, size, the device whose mapping it
 * went through) with all ones read and writes dropped (the board holds
 * the backend's fault handler, platdev_sim_set_fault_handler(), until it
 * is destroyed, which resets it to the default). Call it after
 * platdev_of_load() and before populating, so drivers map simulated
 * windows from their first probe. A window too large to simulate (over
 * 1 GiB) is logged and left out.
 *
 * Return: 0, -EBUSY (a board exists), -ENODEV (no tree loaded), -ENOMEM,
 * -ENOSPC (the simulated range is full), or an error of the I/O backend.
 */
int platdev_sim_board_create(void);

/**
 * platdev_sim_board_destroy() - take the board down: models destroyed,
 * windows removed, the previous I/O backend and AMBA ID setting restored,
 * faults forgotten. Depopulate first: mappings must be gone.
 */
void platdev_sim_board_destroy(void);

/**
 * platdev_sim_board_find() - the instance simulating @np
 * Return: it, or NULL (no board, no reg window, or no model for @np).
 */
struct platdev_sim_instance *
platdev_sim_board_find(const struct device_node *np);

/**
 * struct platdev_sim_node_stats - what happened to one node's windows
 * @node: the node
 * @model: its model's name, NULL for plain registers
 * @reads: reads that no model handled (plain registers)
 * @writes: writes that no model handled
 * @faults: accesses past the node's mapping, failed on purpose, or that
 *          fell outside every window
 */
struct platdev_sim_node_stats {
	const struct device_node *node;
	const char *model;
	unsigned long reads;
	unsigned long writes;
	unsigned long faults;
};

/**
 * platdev_sim_board_stats() - per node, the accesses that hit no model
 * @stats: filled with up to @max entries, for nodes with at least one such
 *         access or fault, in tree order
 * @max: room in @stats
 *
 * Return: how many nodes have such accesses (may exceed @max), or -ENODEV
 * when there is no board.
 */
int platdev_sim_board_stats(struct platdev_sim_node_stats *stats, size_t max);

/**
 * enum platdev_sim_via - what answered a simulated access
 * @PLATDEV_SIM_VIA_MODEL: the node's model (its register table or its
 *                         read/write callbacks)
 * @PLATDEV_SIM_VIA_PLAIN: plain registers (no model, or none for that
 *                         window)
 * @PLATDEV_SIM_VIA_FAULT: an injected fault (a chosen value or a failure),
 *                         or nothing: the access fell past the window
 * @PLATDEV_SIM_NR_VIA: how many there are
 */
enum platdev_sim_via {
	PLATDEV_SIM_VIA_MODEL,
	PLATDEV_SIM_VIA_PLAIN,
	PLATDEV_SIM_VIA_FAULT,
	PLATDEV_SIM_NR_VIA,
};

/**
 * struct platdev_sim_window_stats - the accesses to one node's reg entry
 * @node: the node
 * @model: its model's name, NULL for plain registers
 * @window: the reg entry's index
 * @base: its physical address
 * @size: its size in bytes
 * @reads: reads, by what answered them
 * @writes: writes, by what took them
 */
struct platdev_sim_window_stats {
	const struct device_node *node;
	const char *model;
	unsigned int window;
	phys_addr_t base;
	u64 size;
	unsigned long reads[PLATDEV_SIM_NR_VIA];
	unsigned long writes[PLATDEV_SIM_NR_VIA];
};

/**
 * platdev_sim_board_windows() - every simulated window and its accesses
 * @stats: filled with up to @max entries, node by node in tree order,
 *         each node's windows by reg entry
 * @max: room in @stats
 *
 * An access past a node's window through its mapping counts as a fault of
 * the window it was mapped from. The counts are exact for accesses made one
 * at a time (they are kept without a locked instruction): two threads that
 * access the same window at the same moment may count one.
 *
 * Return: how many windows the board simulates (may exceed @max), or
 * -ENODEV when there is no board.
 */
int platdev_sim_board_windows(struct platdev_sim_window_stats *stats,
			      size_t max);

/**
 * platdev_sim_board_log_summary() - log one line per node whose accesses
 * hit no model (info level), and a total line
 */
void platdev_sim_board_log_summary(void);

/* ---- observing a board ---- */

/**
 * enum platdev_sim_event_kind - what a struct platdev_sim_event reports
 * @PLATDEV_SIM_EV_READ: a driver read a register
 * @PLATDEV_SIM_EV_WRITE: a driver wrote a register
 * @PLATDEV_SIM_EV_IRQ_RAISE: a model raised an interrupt line (0 to 1)
 * @PLATDEV_SIM_EV_IRQ_LOWER: a model lowered it (1 to 0)
 * @PLATDEV_SIM_EV_IRQ_HANDLED: the raised interrupt was delivered and a
 *                              handler claimed it (IRQ_HANDLED)
 * @PLATDEV_SIM_EV_IRQ_UNHANDLED: it was delivered and no handler claimed
 *                                it, or it is masked and waits
 * @PLATDEV_SIM_EV_STANDIN: a driver asked something of a stand-in provider
 *                          (@node: the provider node, @what: the request)
 */
enum platdev_sim_event_kind {
	PLATDEV_SIM_EV_READ,
	PLATDEV_SIM_EV_WRITE,
	PLATDEV_SIM_EV_IRQ_RAISE,
	PLATDEV_SIM_EV_IRQ_LOWER,
	PLATDEV_SIM_EV_IRQ_HANDLED,
	PLATDEV_SIM_EV_IRQ_UNHANDLED,
	PLATDEV_SIM_EV_STANDIN,
};

/**
 * struct platdev_sim_event - one thing that happened on a simulated board
 * @kind: what
 * @time_ns: virtual time (platdev_sim_time_now())
 * @node: the node whose window was accessed or whose model drove the line;
 *        NULL for an access that belongs to no node
 * @via: accesses: what answered it
 * @window: accesses: the node's reg entry
 * @offset: accesses: the offset in that entry
 * @addr: accesses: the physical address
 * @size: accesses: bytes (1, 2, 4 or 8)
 * @value: accesses: the value read or written
 * @line: interrupts: the index in the node's "interrupts"
 * @irq: interrupts: the Linux irq number, or a negative errno when the line
 *       does not resolve (then no delivery follows a raise)
 * @what: stand-in requests: what was asked ("enable clock 3"), valid
 *        during the call only
 */
struct platdev_sim_event {
	enum platdev_sim_event_kind kind;
	u64 time_ns;
	const struct device_node *node;
	enum platdev_sim_via via;
	unsigned int window;
	u64 offset;
	phys_addr_t addr;
	unsigned int size;
	u64 value;
	unsigned int line;
	int irq;
	const char *what;
};

/**
 * struct platdev_sim_observer - who is told of every event of a board
 * @event: called for each event, in the thread that caused it, with no
 *         platdev lock held; it must not touch simulated registers
 * @ctx: passed to @event
 */
struct platdev_sim_observer {
	void (*event)(void *ctx, const struct platdev_sim_event *ev);
	void *ctx;
};

/**
 * platdev_sim_observe() - send every register access of a simulated board
 * and every interrupt its models drive to @obs (NULL: nobody)
 * @obs: must stay valid until replaced; set it before populating and
 *       clear it after depopulating, so no access is still running
 *
 * Nobody observing costs an access one load and a branch.
 */
void platdev_sim_observe(const struct platdev_sim_observer *obs);

/* ---- faults on purpose ---- */

/**
 * enum platdev_sim_fault_kind - what an injected fault does
 * @PLATDEV_SIM_FAULT_VALUE: reads starting at the address return @value
 * @PLATDEV_SIM_FAULT_FAIL: any access touching the range fails: reported,
 *                          reads return all ones, writes are dropped
 * @PLATDEV_SIM_FAULT_HOLD: reads starting at the address see the bits of
 *                          @set set and those of @clear cleared, whatever
 *                          the model says (a stuck status bit)
 */
enum platdev_sim_fault_kind {
	PLATDEV_SIM_FAULT_VALUE,
	PLATDEV_SIM_FAULT_FAIL,
	PLATDEV_SIM_FAULT_HOLD,
};

/**
 * struct platdev_sim_fault - one injected fault
 * @kind: what it does
 * @value: for VALUE
 * @set: for HOLD
 * @clear: for HOLD
 * @count: how many accesses it acts on, after which it is spent (0: every
 *         access, for as long as it lives)
 * @from_ns: the virtual time from which it acts (0: at once)
 *
 * Every access a fault acts on is counted as a fault of its node and
 * window (platdev_sim_board_stats(), platdev_sim_board_windows()) and
 * observed with PLATDEV_SIM_VIA_FAULT, a HOLD's read included.
 */
struct platdev_sim_fault {
	enum platdev_sim_fault_kind kind;
	u64 value;
	u64 set;
	u64 clear;
	unsigned long count;
	u64 from_ns;
};

/**
 * platdev_sim_fault_add() - inject @fault at physical [@addr, @addr + @size)
 *
 * Writes still reach the model for VALUE and HOLD. The last added fault
 * covering an access wins. Faults live until removed or the board goes.
 *
 * Return: an id (> 0) for platdev_sim_fault_remove(), -EINVAL (no size,
 * bad kind), -ENOMEM.
 */
int platdev_sim_fault_add(phys_addr_t addr, size_t size,
			  const struct platdev_sim_fault *fault);

/**
 * platdev_sim_fault_add_node() - platdev_sim_fault_add() at @offset in
 * reg entry @window of @np
 *
 * Return: an id, -ENOENT (@np has no such translated reg entry, or
 * @offset + @size runs past it), or as platdev_sim_fault_add().
 */
int platdev_sim_fault_add_node(struct device_node *np, unsigned int window,
			       u64 offset, size_t size,
			       const struct platdev_sim_fault *fault);

/** platdev_sim_fault_remove() - remove fault @id; -ENOENT if unknown */
int platdev_sim_fault_remove(int id);

/** platdev_sim_fault_remove_all() - remove every injected fault */
void platdev_sim_fault_remove_all(void);

/* ---- the built-in PL011 model ("arm,pl011") ---- */

/**
 * platdev_sim_pl011_output() - what the PL011 modelling @np transmitted
 * @buf: receives up to @len bytes, oldest first
 *
 * Return: the number of bytes transmitted so far (may exceed @len), or
 * -ENOENT when @np is not modelled by the PL011 model.
 */
int platdev_sim_pl011_output(const struct device_node *np, char *buf,
			     size_t len);

/**
 * platdev_sim_pl011_input() - bytes arriving on the PL011's receive line
 * Return: how many fitted in the 16-byte receive FIFO, or -ENOENT.
 */
int platdev_sim_pl011_input(const struct device_node *np, const char *buf,
			    size_t len);

/* ---- the built-in 16550A model ("ns16550a") ---- */

/**
 * platdev_sim_ns16550_output() - what the 16550 modelling @np transmitted
 * @buf: receives up to @len bytes, oldest first (the first 256 are kept)
 *
 * Return: the number of bytes transmitted so far (may exceed @len), or
 * -ENOENT when @np is not modelled by the 16550 model.
 */
int platdev_sim_ns16550_output(const struct device_node *np, char *buf,
			       size_t len);

/**
 * platdev_sim_ns16550_input() - bytes arriving on the 16550's receive line
 * Return: how many fitted in the receive FIFO (16 bytes with the FIFOs
 * enabled, else 1), or -ENOENT.
 */
int platdev_sim_ns16550_input(const struct device_node *np, const char *buf,
			      size_t len);

/* ---- the built-in PL061 GPIO model ("arm,pl061") ---- */

/**
 * platdev_sim_pl061_set_input() - drive GPIO line @line of the PL061
 * modelling @np from outside (a button, another chip)
 * @level: 0 low, otherwise high
 *
 * An input line's change is sensed as the driver programmed it (edge or
 * level, GPIOIS/GPIOIBE/GPIOIEV) and may raise the PL061's interrupt; a
 * line the driver made an output keeps showing its output latch.
 *
 * Return: 0, -ENOENT when @np is not modelled by the PL061 model,
 * -EINVAL for a line above 7.
 */
int platdev_sim_pl061_set_input(const struct device_node *np, unsigned int line,
				int level);

/**
 * platdev_sim_pl061_get_output() - the levels the PL061 modelling @np
 * drives on its output lines (bit n: line n; input lines read 0)
 * Return: the levels, or -ENOENT.
 */
int platdev_sim_pl061_get_output(const struct device_node *np);

/* ---- the built-in register RNG model ("timeriomem_rng") ---- */

/**
 * platdev_sim_rng_word() - word @n of the sequence the RNG model serves
 * from @seed (1 after reset): word 1 is what the first read returns
 */
u32 platdev_sim_rng_word(u32 seed, unsigned long n);

/**
 * platdev_sim_rng_served() - how many words the RNG model of @np served
 * since reset
 * Return: the count, or -ENOENT when @np is not modelled by it.
 */
long platdev_sim_rng_served(const struct device_node *np);

/* ---- the built-in pad configuration block ("pinctrl-single") ---- */

/**
 * platdev_sim_padconf_get() - the value of the pad register of @size bytes
 * (1, 2 or 4) at @offset of the padconf model of @np
 * Return: it, -ENOENT when @np is not modelled by it, -EINVAL for a size,
 * alignment or offset outside the block (4 KiB).
 */
long platdev_sim_padconf_get(const struct device_node *np, u32 offset,
			     unsigned int size);

/**
 * platdev_sim_padconf_writes() - how many writes reached the 16-bit unit
 * at @offset (a negative @offset: the block) since reset
 * Return: the count, -ENOENT or -EINVAL as platdev_sim_padconf_get().
 */
long platdev_sim_padconf_writes(const struct device_node *np, long offset);

/**
 * struct platdev_sim_pwm_channel - what a PWM model's channel outputs
 * @range: its period in clock cycles
 * @data: its active cycles
 * @enabled: whether it runs
 * @inversed: whether its polarity is inverted
 */
struct platdev_sim_pwm_channel {
	u32 range;
	u32 data;
	bool enabled;
	bool inversed;
};

/**
 * platdev_sim_bcm2835_pwm_get() - channel @channel (0 or 1) of the
 * BCM2835 PWM ("brcm,bcm2835-pwm") modelling @np
 * Return: 0, or -ENOENT.
 */
int platdev_sim_bcm2835_pwm_get(const struct device_node *np,
				unsigned int channel,
				struct platdev_sim_pwm_channel *out);

/* ---- I2C buses of simulated GPIO lines (src/sim/i2c_bus.c) ---- */

/*
 * The two lines an "i2c-gpio" node names on a simulated PL061 are wired
 * as an open-drain bus, its children "atmel,24c02" and "dallas,ds1307"
 * modelled at the bit level as targets at their "reg" addresses (see
 * i2c_bus.c). Created by platdev_sim_board_create().
 */
struct platdev_sim_i2c_target;

/** platdev_sim_i2c_target_find() - Return: the target modelling @np, or NULL */
struct platdev_sim_i2c_target *
platdev_sim_i2c_target_find(const struct device_node *np);

/**
 * platdev_sim_i2c_target_stretch() - make @t hold SCL low for @ns of
 * virtual time after each byte it acknowledges (U64_MAX: a target that
 * never lets go; 0: no stretching, and SCL let go now)
 */
void platdev_sim_i2c_target_stretch(struct platdev_sim_i2c_target *t, u64 ns);

/**
 * platdev_sim_i2c_target_read() - copy @len bytes of @t's memory from
 * @offset (the 24c02's 256 bytes; the DS1307's 64 registers, the time
 * latched now)
 * Return: the bytes copied.
 */
size_t platdev_sim_i2c_target_read(struct platdev_sim_i2c_target *t,
				   unsigned int offset, void *buf, size_t len);

/**
 * platdev_sim_i2c_trace() - what the decoder of the bus of i2c-gpio node
 * @np saw lately (its last KiB), a line per transaction ("S a0 A 00 A Sr
 * a1 A 5a N P"), copied to @buf (not terminated)
 * Return: the bytes copied; -ENOENT for no such bus.
 */
int platdev_sim_i2c_trace(const struct device_node *np, char *buf, size_t len);

/*
 * Board code's own I2C bus of two open-drain lines (SCL, SDA), for a board
 * without a device tree: the same targets and decoder as above; the
 * board's GPIO chip drives the lines (platdev_sim_i2c_bus_drive()) and
 * reads them (platdev_sim_i2c_bus_sample()). The decoder's lines go to the
 * I2C adapter class device named @adapter.
 */
struct platdev_sim_i2c_bus;

/**
 * platdev_sim_i2c_bus_create() - a bus with both lines pulled up
 * @adapter: the name of the adapter that will drive it ("i2c-0"); kept,
 *           not copied
 * Return: the bus, or NULL (no memory, or no @adapter).
 */
struct platdev_sim_i2c_bus *platdev_sim_i2c_bus_create(const char *adapter);

/** platdev_sim_i2c_bus_destroy() - free @bus and its targets (NULL: nothing) */
void platdev_sim_i2c_bus_destroy(struct platdev_sim_i2c_bus *bus);

/**
 * platdev_sim_i2c_bus_add_target() - put a chip on @bus
 * @bus: the bus
 * @compatible: "atmel,24c02" or "dallas,ds1307"
 * @addr: its 7-bit address
 * Return: the target, or NULL: no model of @compatible, @addr above 0x7f or
 * taken, the bus full (8 targets) or no memory.
 */
struct platdev_sim_i2c_target *
platdev_sim_i2c_bus_add_target(struct platdev_sim_i2c_bus *bus,
			       const char *compatible, unsigned int addr);

/**
 * platdev_sim_i2c_bus_drive() - what the controller's side pulls low
 * @bus: the bus
 * @scl_low: whether it holds SCL low (else lets it go)
 * @sda_low: likewise SDA
 *
 * The targets see each edge that results, as on a wire.
 */
void platdev_sim_i2c_bus_drive(struct platdev_sim_i2c_bus *bus, bool scl_low,
			       bool sda_low);

/**
 * platdev_sim_i2c_bus_sample() - the levels of both lines now (the wired
 * AND); a line a target holds low costs a microsecond of virtual time, as
 * a read of the PL061 does
 */
void platdev_sim_i2c_bus_sample(struct platdev_sim_i2c_bus *bus, bool *scl,
				bool *sda);

/** platdev_sim_i2c_bus_trace() - as platdev_sim_i2c_trace(), for @bus */
int platdev_sim_i2c_bus_trace(struct platdev_sim_i2c_bus *bus, char *buf,
			      size_t len);

/**
 * platdev_sim_i2c_target_write() - preset @len bytes of a 24c02 target's
 * memory from @offset, as a programmer would before the board runs
 * Return: the bytes written (0 for a DS1307).
 */
size_t platdev_sim_i2c_target_write(struct platdev_sim_i2c_target *t,
				    unsigned int offset, const void *buf,
				    size_t len);

/* ---- the built-in eFuse model ("socionext,uniphier-efuse") ---- */

/**
 * platdev_sim_efuse_program() - blow fuses of the eFuse model of @np: each
 * 1 bit of @buf sets that fuse (a fuse once set stays set; a reset keeps
 * them), as a factory programs a MAC address or calibration data
 * @np: the model's node
 * @offset: the first byte, from 0
 * @buf: the bits to set
 * @len: bytes of @buf
 *
 * Return: 0, -ENOENT when @np is not modelled by it, -EINVAL past its 256
 * bytes.
 */
int platdev_sim_efuse_program(const struct device_node *np, unsigned int offset,
			      const void *buf, size_t len);

/**
 * platdev_sim_efuse_served() - how many bytes the eFuse model of @np served
 * to reads
 * Return: the count, or -ENOENT.
 */
long platdev_sim_efuse_served(const struct device_node *np);

/* ---- stand-in providers: DMA channels ---- */

/**
 * platdev_sim_standin_dma_channels() - what the stand-in of a DMA
 * controller node (`#dma-cells`) hands out from the next stand-in started:
 * a stand-in channel per "dmas" specifier (@give, the default) or none,
 * so that consumers get -ENODEV and drivers with optional DMA take their
 * PIO path
 * @give: channels or not
 */
void platdev_sim_standin_dma_channels(bool give);

/* ---- stand-in providers (src/sim/standin*.c) ---- */

/*
 * A provider node (a clock or reset controller, a pin controller, a
 * regulator, an interrupt controller that is an ordinary driver in Linux,
 * a bus wrapper that makes its children's devices) that no registered
 * driver claims once probing settles gets a stand-in: a driver of the
 * library ("platdev-standin") bound to its device that registers the
 * provider its "#*-cells" says, so its consumers bind as on the real
 * board. A driver registered later for the node takes it back.
 */

/* The rate of a stand-in clock when nothing else gives one: 24 MHz. */
#define PLATDEV_SIM_STANDIN_CLOCK_RATE 24000000UL

/* How many requests each stand-in keeps (the latest); all are counted. */
#define PLATDEV_SIM_STANDIN_RECORDS 16

/**
 * platdev_sim_standins_enable() - turn stand-ins on or off (off at start)
 * @on: true: platdev_sim_standins_bind() makes them, and a driver that
 *      registers takes back the nodes stood in for; false: neither (the
 *      stand-ins bound stay until their devices go) and the clock rates
 *      set with platdev_sim_standin_set_rate() are forgotten
 */
void platdev_sim_standins_enable(bool on);

/** platdev_sim_standins_enabled() - whether stand-ins are on */
bool platdev_sim_standins_enabled(void);

/**
 * platdev_sim_standins_bind() - once probing has settled: give every
 * platform device that no registered driver matches, and whose node needs
 * a provider a stand-in can offer, a stand-in; wait for the probes that
 * lets run, and repeat until no new stand-in is made (a bus wrapper's
 * stand-in makes devices that may need stand-ins of their own; a stand-in
 * whose node takes another's pin states binds once that one is bound)
 *
 * A node that has no device of its own (regulators under a PMIC's node)
 * is served by the stand-in of its nearest ancestor that has a device,
 * when that ancestor is stood in for. Once a stand-in is bound, its
 * consumers' device-tree links, relaxed at boot because no driver would
 * bind it, hold again: they unbind before it, as from a real provider.
 *
 * Return: how many stand-ins were made (0 when stand-ins are off), or
 * -ENOMEM.
 */
int platdev_sim_standins_bind(void);

/**
 * platdev_sim_standin_set_rate() - the rate of stand-in clock @index of
 * @np (negative: each of its clocks); a clock that exists takes it now
 * (recorded as a set_rate of nobody's), one made later starts at it.
 * Without it a clock starts at the "assigned-clock-rates" a node of the
 * tree gives it, else PLATDEV_SIM_STANDIN_CLOCK_RATE.
 *
 * Return: 0, -EINVAL (no @np, a zero @rate), -ENOMEM.
 */
int platdev_sim_standin_set_rate(const struct device_node *np, int index,
				 unsigned long rate);

/**
 * struct platdev_sim_standin_info - one stand-in
 * @node: the provider node stood in for
 * @device: the device its stand-in driver is bound to (an ancestor's for
 *          a node served by its ancestor's stand-in)
 * @kinds: what it provides ("clock, reset")
 * @requests: how many requests drivers made of it
 * @kept: how many of the latest are in @latest
 * @latest: the latest requests, oldest first
 */
struct platdev_sim_standin_info {
	const struct device_node *node;
	const char *device;
	char kinds[64];
	unsigned long requests;
	unsigned int kept;
	char latest[PLATDEV_SIM_STANDIN_RECORDS][80];
};

/**
 * platdev_sim_standins() - the stand-ins bound now, in the order they were
 * made
 * @out: filled with up to @max entries (may be NULL with @max 0)
 * @max: room in @out
 *
 * Return: how many there are (may exceed @max).
 */
int platdev_sim_standins(struct platdev_sim_standin_info *out, size_t max);

/**
 * platdev_sim_standin_of() - whether a stand-in serves node @np now
 * Return: true if so.
 */
bool platdev_sim_standin_of(const struct device_node *np);

/**
 * platdev_sim_node_irq_set() - platdev_sim_irq_set() for the node @np,
 * with or without a model (plain registers): for a test raising a line of
 * a device whose model is not written
 *
 * Return: as platdev_sim_irq_set(), -ENOENT when @np has no simulated
 * register window.
 */
int platdev_sim_node_irq_set(const struct device_node *np, unsigned int line,
			     int level);

#endif /* _PLATDEV_SIM_H */
