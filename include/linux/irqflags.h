/* SPDX-License-Identifier: MIT */
/*
 * linux/irqflags.h - masking interrupts on the calling CPU without a lock:
 * local_irq_save()/local_irq_restore(), local_irq_disable()/
 * local_irq_enable() and irqs_disabled().
 *
 * They are the port's masking (platdev_port_irq_save(), platdev/port.h),
 * the same a spinlock's _irqsave form takes: on POSIX the calling thread
 * is marked masked, and an interrupt a simulated device raises meanwhile
 * is delivered when the thread unmasks; on the bare port they enter and
 * leave the application's critical section. local_irq_enable() unmasks
 * whatever the state was, as in Linux: it restores the state "nothing
 * masked", which the bare port passes to the critical-section exit hook
 * as 0 (the PRIMASK value of enabled interrupts, what a hook that saves
 * PRIMASK returned when interrupts were on).
 */
#ifndef _PLATDEV_LINUX_IRQFLAGS_H
#define _PLATDEV_LINUX_IRQFLAGS_H

#include <linux/typecheck.h>
#include <platdev/port.h>

/**
 * platdev_local_irq_restore() - restore the interrupt state @flags; when
 * that unmasks the thread, deliver what simulated devices raised meanwhile
 */
void platdev_local_irq_restore(unsigned long flags);

#define local_irq_save(flags)                      \
	do {                                       \
		typecheck(unsigned long, flags);   \
		(flags) = platdev_port_irq_save(); \
	} while (0)

#define local_irq_restore(flags)                  \
	do {                                      \
		typecheck(unsigned long, flags);  \
		platdev_local_irq_restore(flags); \
	} while (0)

#define local_irq_disable() ((void)platdev_port_irq_save())
#define local_irq_enable() platdev_local_irq_restore(0)

#define local_save_flags(flags)                                      \
	do {                                                         \
		typecheck(unsigned long, flags);                     \
		(flags) = (unsigned long)platdev_port_irqs_masked(); \
	} while (0)

/** irqs_disabled() - whether the calling thread has interrupts masked */
#define irqs_disabled() platdev_port_irqs_masked()

#define raw_local_irq_save(flags) local_irq_save(flags)
#define raw_local_irq_restore(flags) local_irq_restore(flags)
#define raw_local_irq_disable() local_irq_disable()
#define raw_local_irq_enable() local_irq_enable()

#endif /* _PLATDEV_LINUX_IRQFLAGS_H */
