// SPDX-License-Identifier: MIT
/*
 * irqdesc.c - a line's settings and data as drivers read and change them
 * by number or from their chip callbacks (whose irq_data is a copy: what
 * they change goes to the descriptor, found by number).
 */
#include <linux/errno.h>
#include <linux/irqdesc.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

struct irq_chip no_irq_chip = {
	.name = "none",
};

struct irq_chip dummy_irq_chip = {
	.name = "dummy",
};

struct irq_desc *irq_to_desc(unsigned int irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	platdev_port_core_unlock();
	return desc;
}

unsigned int irq_desc_get_irq(struct irq_desc *desc)
{
	return desc->irq;
}

void *irq_desc_get_chip_data(struct irq_desc *desc)
{
	return desc->irq_data.chip_data;
}

int irq_desc_has_action(struct irq_desc *desc)
{
	int ret;

	platdev_port_core_lock();
	ret = desc->action != NULL;
	platdev_port_core_unlock();
	return ret;
}

bool irq_has_action(unsigned int irq)
{
	struct irq_desc *desc;
	bool ret;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	ret = desc && desc->action;
	platdev_port_core_unlock();
	return ret;
}

/* Set the flow (and chip, if @chip) of @irq; false without a descriptor. */
static bool set_flow(unsigned int irq, const struct irq_chip *chip,
		     bool set_chip, irq_flow_handler_t handle)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		if (set_chip)
			desc->irq_data.chip = chip;
		desc->handle_irq = handle;
	}
	platdev_port_core_unlock();
	return desc;
}

void __irq_set_handler(unsigned int irq, irq_flow_handler_t handle,
		       int is_chained, const char *name)
{
	(void)is_chained;
	(void)name;
	if (!set_flow(irq, NULL, false, handle))
		pr_err("irq_set_handler: IRQ %u does not exist\n", irq);
}

void irq_set_chip_and_handler_name(unsigned int irq,
				   const struct irq_chip *chip,
				   irq_flow_handler_t handle, const char *name)
{
	(void)name;
	irq_set_chip_and_handler(irq, chip, handle);
}

void irq_set_chip_handler_name_locked(struct irq_data *data,
				      const struct irq_chip *chip,
				      irq_flow_handler_t handler,
				      const char *name)
{
	(void)name;
	/* The caller's copy sees the new chip for the rest of its call. */
	data->chip = chip;
	set_flow(data->irq, chip, true, handler);
}

int irq_set_handler_data(unsigned int irq, void *data)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		desc->handler_data = data;
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

int irq_set_parent(int irq, int parent_irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq < 0 ? NULL : irq_to_desc_locked((unsigned int)irq);
	if (desc)
		desc->parent_irq = parent_irq;
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

void *irq_get_handler_data(unsigned int irq)
{
	struct irq_desc *desc;
	void *data;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	data = desc ? desc->handler_data : NULL;
	platdev_port_core_unlock();
	return data;
}

void *irq_data_get_irq_handler_data(struct irq_data *d)
{
	return irq_get_handler_data(d->irq);
}

void *irq_get_chip_data(unsigned int irq)
{
	struct irq_desc *desc;
	void *data;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	data = desc ? desc->irq_data.chip_data : NULL;
	platdev_port_core_unlock();
	return data;
}

struct irq_chip *irq_get_chip(unsigned int irq)
{
	struct irq_desc *desc;
	const struct irq_chip *chip;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	chip = desc ? desc->irq_data.chip : NULL;
	platdev_port_core_unlock();
	return (struct irq_chip *)chip;
}

void irq_modify_status(unsigned int irq, unsigned long clr, unsigned long set)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		desc->status &= ~(clr & IRQF_MODIFY_MASK);
		desc->status |= set & IRQF_MODIFY_MASK;
		/* As Linux: trigger bits set record the type, no chip call. */
		if (set & IRQ_TYPE_SENSE_MASK)
			desc->type = set & IRQ_TYPE_SENSE_MASK;
		desc->status &= ~(unsigned long)IRQ_TYPE_SENSE_MASK;
	}
	platdev_port_core_unlock();
	if (!desc)
		pr_err("irq_modify_status: IRQ %u does not exist\n", irq);
}

unsigned long platdev_irq_status(unsigned int irq)
{
	struct irq_desc *desc;
	unsigned long status;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	status = desc ? desc->status : 0;
	platdev_port_core_unlock();
	return status;
}

void irqd_set_trigger_type(struct irq_data *d, u32 type)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(d->irq);
	if (desc)
		desc->type = type & IRQ_TYPE_SENSE_MASK;
	platdev_port_core_unlock();
}

bool irqd_irq_disabled(struct irq_data *d)
{
	struct irq_desc *desc;
	bool disabled;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(d->irq);
	disabled = !desc || !desc->action || desc->depth;
	platdev_port_core_unlock();
	return disabled;
}

bool irqd_is_wakeup_set(struct irq_data *d)
{
	struct irq_desc *desc;
	bool wake;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(d->irq);
	wake = desc && desc->wake_depth;
	platdev_port_core_unlock();
	return wake;
}
