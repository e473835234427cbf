/* SPDX-License-Identifier: MIT */
/*
 * linux/interrupt.h - requesting interrupts and handling them.
 */
#ifndef _PLATDEV_LINUX_INTERRUPT_H
#define _PLATDEV_LINUX_INTERRUPT_H

#include <linux/compiler.h>
#include <linux/irq.h>
#include <linux/irqreturn.h>
#include <linux/types.h>

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

#endif /* _PLATDEV_LINUX_INTERRUPT_H */
