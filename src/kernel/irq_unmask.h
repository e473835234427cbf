/* SPDX-License-Identifier: MIT */
/*
 * irq_unmask.h - a hook run when a thread leaves its last spinlock
 * section (its interrupts unmasked again), for the simulated board to
 * deliver the interrupts its devices raised while the thread held a lock.
 */
#ifndef _PLATDEV_SRC_KERNEL_IRQ_UNMASK_H
#define _PLATDEV_SRC_KERNEL_IRQ_UNMASK_H

/* Set (or, with NULL, clear) the hook; one at a time. */
void platdev_irq_set_unmasked_hook(void (*hook)(void));

#endif /* _PLATDEV_SRC_KERNEL_IRQ_UNMASK_H */
