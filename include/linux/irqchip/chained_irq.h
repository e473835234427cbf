/* SPDX-License-Identifier: MIT */
/*
 * linux/irqchip/chained_irq.h - what a chained handler does around its
 * demultiplexing: mask and acknowledge the parent line, then unmask it.
 */
#ifndef _PLATDEV_LINUX_IRQCHIP_CHAINED_IRQ_H
#define _PLATDEV_LINUX_IRQCHIP_CHAINED_IRQ_H

#include <linux/irq.h>

/** chained_irq_enter() - mask and acknowledge the parent line */
static inline void chained_irq_enter(struct irq_chip *chip,
				     struct irq_desc *desc)
{
	struct irq_data *data = irq_desc_get_irq_data(desc);

	if (!chip)
		return;
	if (chip->irq_mask)
		chip->irq_mask(data);
	if (chip->irq_ack)
		chip->irq_ack(data);
}

/** chained_irq_exit() - unmask the parent line */
static inline void chained_irq_exit(struct irq_chip *chip,
				    struct irq_desc *desc)
{
	if (chip && chip->irq_unmask)
		chip->irq_unmask(irq_desc_get_irq_data(desc));
}

#endif /* _PLATDEV_LINUX_IRQCHIP_CHAINED_IRQ_H */
