/* SPDX-License-Identifier: MIT */
/*
 * linux/interrupt.h - requesting interrupts and handling them.
 */
#ifndef _PLATDEV_LINUX_INTERRUPT_H
#define _PLATDEV_LINUX_INTERRUPT_H

#include <linux/atomic.h>
#include <linux/bitops.h>
#include <linux/compiler.h>
#include <linux/container_of.h>
#include <linux/irq.h>
#include <linux/irqreturn.h>
#include <linux/kernel.h>
#include <linux/kref.h>
#include <linux/types.h>
/* As Linux 6.12's: drivers rely on linux/interrupt.h reaching these. */
#include <linux/completion.h>
#include <linux/cpumask_types.h>
#include <linux/hrtimer.h>
#include <linux/preempt.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>
#include <linux/workqueue.h>

struct device;

typedef irqreturn_t (*irq_handler_t)(int irq, void *dev_id);

#define IRQF_TRIGGER_NONE 0x00000000UL
#define IRQF_TRIGGER_RISING 0x00000001UL
#define IRQF_TRIGGER_FALLING 0x00000002UL
#define IRQF_TRIGGER_HIGH 0x00000004UL
#define IRQF_TRIGGER_LOW 0x00000008UL
#define IRQF_TRIGGER_MASK                                             \
	(IRQF_TRIGGER_HIGH | IRQF_TRIGGER_LOW | IRQF_TRIGGER_RISING | \
	 IRQF_TRIGGER_FALLING)
#define IRQF_SHARED 0x00000080UL
#define IRQF_PROBE_SHARED 0x00000100UL
#define IRQF_TIMER 0x00000200UL
#define IRQF_PERCPU 0x00000400UL
#define IRQF_NOBALANCING 0x00000800UL
#define IRQF_IRQPOLL 0x00001000UL
#define IRQF_ONESHOT 0x00002000UL
#define IRQF_NO_SUSPEND 0x00004000UL
#define IRQF_FORCE_RESUME 0x00008000UL
#define IRQF_NO_THREAD 0x00010000UL
#define IRQF_EARLY_RESUME 0x00020000UL
#define IRQF_COND_SUSPEND 0x00040000UL
#define IRQF_NO_AUTOEN 0x00080000UL
#define IRQF_NO_DEBUG 0x00100000UL
/* Take IRQF_ONESHOT when the shared line's handlers have it. */
#define IRQF_COND_ONESHOT 0x00200000UL

/**
 * request_threaded_irq() - install a handler for interrupt @irq
 * @irq: the interrupt number (a board-file number or one from an irq domain)
 * @handler: runs when the interrupt is delivered; returns IRQ_HANDLED,
 *           IRQ_NONE (not this device's, on a shared line) or
 *           IRQ_WAKE_THREAD; NULL with @thread_fn means "wake the thread"
 * @thread_fn: runs on the IRQ worker thread after IRQ_WAKE_THREAD (inline
 *             on ports without threads), or NULL
 * @flags: IRQF_SHARED to share the line (every user must set it, with a
 *         non-NULL @dev_id), IRQF_ONESHOT to keep the line masked until
 *         @thread_fn returns (required when @handler is NULL), IRQF_TRIGGER_*,
 *         IRQF_NO_AUTOEN to leave the line disabled
 * @name: the owner's name, for logs
 * @dev_id: passed to the handlers; identifies the action for free_irq()
 *
 * Return: 0; -EINVAL for IRQ 0, no handler at all, a shared request without
 * @dev_id or a NULL @handler without IRQF_ONESHOT; -EBUSY when the line is
 * taken and not both requests share it; -ENOMEM.
 */
int request_threaded_irq(unsigned int irq, irq_handler_t handler,
			 irq_handler_t thread_fn, unsigned long flags,
			 const char *name, void *dev_id);

static inline int request_irq(unsigned int irq, irq_handler_t handler,
			      unsigned long flags, const char *name,
			      void *dev_id)
{
	return request_threaded_irq(irq, handler, NULL, flags, name, dev_id);
}

/**
 * free_irq() - remove the handler @dev_id installed on @irq
 *
 * Waits for running handlers (and the thread function) of the line to
 * finish. An unknown action is logged.
 *
 * Return: the name the handler was requested with, or NULL.
 */
const void *free_irq(unsigned int irq, void *dev_id);

/** devm_request_threaded_irq() - request_threaded_irq() freed with @dev's resources */
int devm_request_threaded_irq(struct device *dev, unsigned int irq,
			      irq_handler_t handler, irq_handler_t thread_fn,
			      unsigned long irqflags, const char *devname,
			      void *dev_id);

static inline int devm_request_irq(struct device *dev, unsigned int irq,
				   irq_handler_t handler,
				   unsigned long irqflags, const char *devname,
				   void *dev_id)
{
	return devm_request_threaded_irq(dev, irq, handler, NULL, irqflags,
					 devname, dev_id);
}

/** devm_free_irq() - free a managed interrupt early */
void devm_free_irq(struct device *dev, unsigned int irq, void *dev_id);

/**
 * disable_irq_nosync() - mask @irq (nesting: each disable needs an enable);
 * deliveries while masked are remembered and replayed by enable_irq()
 */
void disable_irq_nosync(unsigned int irq);

/** disable_irq() - disable_irq_nosync(), then wait for running handlers */
void disable_irq(unsigned int irq);

/** enable_irq() - undo one disable; an unbalanced enable is logged */
void enable_irq(unsigned int irq);

/** enable_irq_wake() - irq_set_irq_wake(@irq, 1) */
static inline int enable_irq_wake(unsigned int irq)
{
	return irq_set_irq_wake(irq, 1);
}

/** disable_irq_wake() - irq_set_irq_wake(@irq, 0) */
static inline int disable_irq_wake(unsigned int irq)
{
	return irq_set_irq_wake(irq, 0);
}

/** synchronize_irq() - wait until no handler or thread of @irq is running */
void synchronize_irq(unsigned int irq);

/*
 * A line a driver's table says is not wired: request_irq() and
 * request_nmi() fail with -ENOTCONN for it.
 */
#define IRQ_NOTCONNECTED (1U << 31)

/* --- NMIs ---------------------------------------------------------------- */

/*
 * No interrupt chip here delivers NMIs (Linux's need IRQCHIP_SUPPORTS_NMI
 * and an irq_nmi_setup callback, at the root of the line's hierarchy), so
 * every request gets Linux's answer for a chip without them, and a driver
 * falls back to request_irq() as it does there.
 */

/**
 * request_nmi() - install @handler as the non-maskable handler of @irq
 * @irqflags: must have IRQF_PERCPU and IRQF_NO_AUTOEN, and none of
 *            IRQF_SHARED, IRQF_COND_SUSPEND, IRQF_IRQPOLL
 * Return: -ENOTCONN for IRQ_NOTCONNECTED; -EINVAL for bad @irqflags, no
 * @handler, no such line, and for any line (its chip cannot deliver NMIs).
 */
int request_nmi(unsigned int irq, irq_handler_t handler, unsigned long irqflags,
		const char *name, void *dev_id);

/**
 * free_nmi() - free an NMI of request_nmi(): there are none, so the call is
 * warned of
 * Return: NULL.
 */
const void *free_nmi(unsigned int irq, void *dev_id);

/** enable_nmi() - enable_irq() of an NMI line */
void enable_nmi(unsigned int irq);
/** disable_nmi_nosync() - disable_irq_nosync() of an NMI line */
void disable_nmi_nosync(unsigned int irq);

/**
 * request_percpu_nmi() - a per-CPU NMI
 * Return: -ENOTCONN for IRQ_NOTCONNECTED, else -EINVAL (see request_nmi()).
 */
int request_percpu_nmi(unsigned int irq, irq_handler_t handler,
		       const char *name, void __percpu *dev_id);
/** prepare_percpu_nmi() - Return: -EINVAL: no line is an NMI */
int prepare_percpu_nmi(unsigned int irq);
/** teardown_percpu_nmi() - nothing to undo */
void teardown_percpu_nmi(unsigned int irq);

/* --- the chip's state of a line ------------------------------------------ */

/* enum irqchip_irq_state is in linux/irq.h, for struct irq_chip. */

/**
 * irq_get_irqchip_state() - read state @which of @irq from the first
 * level of its hierarchy whose chip has irq_get_irqchip_state
 * Return: 0 with *@state set; -EINVAL when @irq has no descriptor or no
 * chip can; the chip's error.
 */
int irq_get_irqchip_state(unsigned int irq, enum irqchip_irq_state which,
			  bool *state);

/**
 * irq_set_irqchip_state() - set state @which of @irq in its chip (making
 * an interrupt pending raises it)
 * Return: 0; -EINVAL when @irq has no descriptor or no chip can; the
 * chip's error.
 */
int irq_set_irqchip_state(unsigned int irq, enum irqchip_irq_state which,
			  bool state);

/* --- tasklets ------------------------------------------------------------- */

/*
 * A tasklet is a function run soon, outside the code that schedules it
 * (typically an interrupt handler), with Linux's rules: scheduled many
 * times before it runs, it runs once; it never runs concurrently with
 * itself; a disabled tasklet stays pending until enabled; tasklet_kill()
 * waits until it is neither scheduled nor running. High-priority tasklets
 * (tasklet_hi_schedule()) run before the others that are pending.
 *
 * Where they run: on POSIX, one tasklet thread (Linux's softirq),
 * started by the first schedule; on a port without threads (the bare
 * port), from platdev_run_deferred() (platdev/deferred.h) in the
 * application's main loop, and in a tasklet_kill() or tasklet_disable()
 * that waits for them.
 */

/**
 * struct tasklet_struct - a tasklet
 * @next: on the pending queue
 * @state: TASKLET_STATE_SCHED (pending) and TASKLET_STATE_RUN (running)
 * @count: disable nesting; runs only at 0
 * @use_callback: whether @callback (given the tasklet) or @func (given
 *                @data) is the function
 * @func: the old-style function
 * @callback: the function (tasklet_setup(), DECLARE_TASKLET())
 * @data: @func's argument
 */
struct tasklet_struct {
	struct tasklet_struct *next;
	unsigned long state;
	atomic_t count;
	bool use_callback;
	union {
		void (*func)(unsigned long data);
		void (*callback)(struct tasklet_struct *t);
	};
	unsigned long data;
};

enum {
	TASKLET_STATE_SCHED, /* scheduled to run */
	TASKLET_STATE_RUN, /* running */
};

#define DECLARE_TASKLET(name, _callback)                        \
	struct tasklet_struct name = { .count = ATOMIC_INIT(0), \
				       .use_callback = true,    \
				       .callback = _callback }
#define DECLARE_TASKLET_DISABLED(name, _callback)               \
	struct tasklet_struct name = { .count = ATOMIC_INIT(1), \
				       .use_callback = true,    \
				       .callback = _callback }
#define DECLARE_TASKLET_OLD(name, _func) \
	struct tasklet_struct name = { .count = ATOMIC_INIT(0), .func = _func }
#define DECLARE_TASKLET_DISABLED_OLD(name, _func) \
	struct tasklet_struct name = { .count = ATOMIC_INIT(1), .func = _func }

/** from_tasklet() - the structure holding @tasklet as its member @field */
#define from_tasklet(var, callback_tasklet, tasklet_fieldname) \
	container_of(callback_tasklet, typeof(*var), tasklet_fieldname)

/** tasklet_init() - prepare @t to call @func(@data), enabled, not pending */
void tasklet_init(struct tasklet_struct *t, void (*func)(unsigned long),
		  unsigned long data);

/** tasklet_setup() - prepare @t to call @callback(@t), enabled, not pending */
void tasklet_setup(struct tasklet_struct *t,
		   void (*callback)(struct tasklet_struct *));

/**
 * __tasklet_schedule() - queue @t, whose TASKLET_STATE_SCHED bit the caller
 * set (tasklet_schedule() is the call to make)
 */
void __tasklet_schedule(struct tasklet_struct *t);
/** __tasklet_hi_schedule() - __tasklet_schedule() at high priority */
void __tasklet_hi_schedule(struct tasklet_struct *t);

/**
 * tasklet_schedule() - make @t run once soon; nothing if it is pending
 * already (a running tasklet is pending anew and runs again after)
 */
static inline void tasklet_schedule(struct tasklet_struct *t)
{
	if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		__tasklet_schedule(t);
}

/** tasklet_hi_schedule() - tasklet_schedule(), ahead of the others */
static inline void tasklet_hi_schedule(struct tasklet_struct *t)
{
	if (!test_and_set_bit(TASKLET_STATE_SCHED, &t->state))
		__tasklet_hi_schedule(t);
}

/**
 * tasklet_trylock() - mark @t running, as its runner does
 * Return: false when it runs already.
 */
static inline bool tasklet_trylock(struct tasklet_struct *t)
{
	return !test_and_set_bit(TASKLET_STATE_RUN, &t->state);
}

/** tasklet_unlock() - end what tasklet_trylock() began, waking waiters */
void tasklet_unlock(struct tasklet_struct *t);

/**
 * tasklet_unlock_wait() - wait until @t is not running; refused with an
 * error line from @t itself, where it would wait for ever
 */
void tasklet_unlock_wait(struct tasklet_struct *t);
#define tasklet_unlock_spin_wait(t) tasklet_unlock_wait(t)

/** tasklet_disable_nosync() - keep @t from running (nests); no wait */
static inline void tasklet_disable_nosync(struct tasklet_struct *t)
{
	atomic_inc(&t->count);
	smp_mb__after_atomic();
}

/** tasklet_disable() - tasklet_disable_nosync(), then wait until it is not running */
static inline void tasklet_disable(struct tasklet_struct *t)
{
	tasklet_disable_nosync(t);
	tasklet_unlock_wait(t);
}

#define tasklet_disable_in_atomic(t) tasklet_disable(t)

/**
 * tasklet_enable() - undo one disable; a tasklet pending meanwhile runs
 * once the count is back at 0
 */
void tasklet_enable(struct tasklet_struct *t);

/**
 * tasklet_kill() - wait until @t is neither pending nor running, and leave
 * it unscheduled
 *
 * As in Linux, a schedule during the wait makes it wait for that run too.
 * Called from @t itself it would wait for ever, and on a disabled pending
 * tasklet Linux would too: both are refused with an error line (the
 * disabled one is unscheduled).
 */
void tasklet_kill(struct tasklet_struct *t);

/* What request_any_context_irq() installed the handler as. */
enum {
	IRQC_IS_HARDIRQ = 0,
	IRQC_IS_NESTED,
};

/**
 * request_any_context_irq() - install @handler where the line can run it:
 * as the thread function of a line nested in another's thread
 * (irq_set_nested_thread()), else as its hard handler
 *
 * Return: IRQC_IS_NESTED or IRQC_IS_HARDIRQ; request_threaded_irq()'s
 * error.
 */
static inline int request_any_context_irq(unsigned int irq,
					  irq_handler_t handler,
					  unsigned long flags, const char *name,
					  void *dev_id)
{
	int ret;

	if (platdev_irq_status(irq) & IRQ_NESTED_THREAD) {
		ret = request_threaded_irq(irq, NULL, handler, flags, name,
					   dev_id);
		return ret ? ret : IRQC_IS_NESTED;
	}
	ret = request_threaded_irq(irq, handler, NULL, flags, name, dev_id);
	return ret ? ret : IRQC_IS_HARDIRQ;
}

/** devm_request_any_context_irq() - the same, freed with @dev's resources */
static inline int
devm_request_any_context_irq(struct device *dev, unsigned int irq,
			     irq_handler_t handler, unsigned long irqflags,
			     const char *devname, void *dev_id)
{
	int ret;

	if (platdev_irq_status(irq) & IRQ_NESTED_THREAD) {
		ret = devm_request_threaded_irq(dev, irq, NULL, handler,
						irqflags, devname, dev_id);
		return ret ? ret : IRQC_IS_NESTED;
	}
	ret = devm_request_threaded_irq(dev, irq, handler, NULL, irqflags,
					devname, dev_id);
	return ret ? ret : IRQC_IS_HARDIRQ;
}

#endif /* _PLATDEV_LINUX_INTERRUPT_H */
