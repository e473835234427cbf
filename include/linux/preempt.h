/* SPDX-License-Identifier: MIT */
/*
 * linux/preempt.h - preemption counts and "what context is this".
 *
 * preempt_disable() and preempt_enable() nest on a count kept per task
 * (they keep nothing from running meanwhile on POSIX: threads are not
 * preempted by the library). The context tests answer as for a task:
 * handlers of simulated and threaded interrupts run in threads here, so
 * in_interrupt(), in_hardirq(), in_softirq() and in_nmi() are false, and
 * in_atomic() is true inside a preempt_disable() or spinlock-irqsave
 * section (platdev_port_irqs_masked()).
 */
#ifndef _PLATDEV_LINUX_PREEMPT_H
#define _PLATDEV_LINUX_PREEMPT_H

#include <linux/compiler.h>
#include <linux/types.h>

/** preempt_count() - Return: the calling task's preempt_disable() depth */
int preempt_count(void);

/** preempt_count_add() - add @val to the calling task's count */
void preempt_count_add(int val);

#define preempt_count_sub(val) preempt_count_add(-(val))

#define preempt_disable()             \
	do {                          \
		preempt_count_add(1); \
		barrier();            \
	} while (0)
#define preempt_enable()              \
	do {                          \
		barrier();            \
		preempt_count_sub(1); \
	} while (0)
#define preempt_disable_notrace() preempt_disable()
#define preempt_enable_notrace() preempt_enable()
#define preempt_enable_no_resched() preempt_enable()
#define preempt_enable_no_resched_notrace() preempt_enable()
#define migrate_disable() barrier()
#define migrate_enable() barrier()

/* Whether the port has interrupts masked here (platdev/port.h). */
bool platdev_port_irqs_masked(void);

#define in_nmi() 0
#define in_hardirq() 0
#define in_irq() 0
#define in_serving_softirq() 0
#define in_softirq() 0
#define in_interrupt() 0
#define in_task() 1
#define in_atomic() (preempt_count() != 0 || platdev_port_irqs_masked())
#define preemptible() (!in_atomic())

#endif /* _PLATDEV_LINUX_PREEMPT_H */
