/* SPDX-License-Identifier: MIT */
/*
 * linux/irq.h - interrupt lines: trigger types and delivery.
 */
#ifndef _PLATDEV_LINUX_IRQ_H
#define _PLATDEV_LINUX_IRQ_H

#include <linux/types.h>

enum {
	IRQ_TYPE_NONE = 0x00000000,
	IRQ_TYPE_EDGE_RISING = 0x00000001,
	IRQ_TYPE_EDGE_FALLING = 0x00000002,
	IRQ_TYPE_EDGE_BOTH = (IRQ_TYPE_EDGE_FALLING | IRQ_TYPE_EDGE_RISING),
	IRQ_TYPE_LEVEL_HIGH = 0x00000004,
	IRQ_TYPE_LEVEL_LOW = 0x00000008,
	IRQ_TYPE_LEVEL_MASK = (IRQ_TYPE_LEVEL_LOW | IRQ_TYPE_LEVEL_HIGH),
	IRQ_TYPE_SENSE_MASK = 0x0000000f,
};

/**
 * irq_set_irq_type() - record the trigger type of @irq
 * Return: 0, or -EINVAL for IRQ 0 or a type outside IRQ_TYPE_SENSE_MASK.
 */
int irq_set_irq_type(unsigned int irq, unsigned int type);

/** irq_get_trigger_type() - the trigger type of @irq (IRQ_TYPE_NONE if unknown) */
unsigned int irq_get_trigger_type(unsigned int irq);

/**
 * generic_handle_irq() - deliver interrupt @irq: run its handlers now
 *
 * Called by interrupt-controller code (or the simulated backend). A masked
 * line remembers the delivery for enable_irq().
 *
 * Return: 0, or -EINVAL when @irq has no descriptor (never requested or mapped).
 */
int generic_handle_irq(unsigned int irq);

/**
 * platdev_irq_count() - deliveries of @irq that reached its handlers
 * (platdev extension, like a /proc/interrupts column)
 */
unsigned long platdev_irq_count(unsigned int irq);

/**
 * platdev_irq_unhandled_count() - deliveries of @irq that no handler
 * claimed (every handler returned IRQ_NONE, or there was none); platdev
 * extension
 */
unsigned long platdev_irq_unhandled_count(unsigned int irq);

#endif /* _PLATDEV_LINUX_IRQ_H */
