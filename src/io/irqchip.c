// SPDX-License-Identifier: MIT
/*
 * irqchip.c - interrupt chips: the hardware side of a line (ack, mask,
 * unmask, trigger type) that controller drivers attach to the lines they
 * map, and the calls the IRQ core makes to them. Chip callbacks run
 * without the core lock, on a copy of the line's irq_data, since they
 * access registers (which on a simulated board take the lock).
 */
#include <linux/errno.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

struct irq_data *irq_get_irq_data(unsigned int irq)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		desc->irq_data.irq = desc->irq;
		desc->irq_data.hwirq = desc->hwirq;
		desc->irq_data.domain = desc->domain;
	}
	platdev_port_core_unlock();
	return desc ? &desc->irq_data : NULL;
}

int irq_set_chip(unsigned int irq, const struct irq_chip *chip)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		desc->irq_data.chip = chip;
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

int irq_set_chip_data(unsigned int irq, void *data)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		desc->irq_data.chip_data = data;
	platdev_port_core_unlock();
	return desc ? 0 : -EINVAL;
}

void irq_set_chip_and_handler(unsigned int irq, const struct irq_chip *chip,
			      irq_flow_handler_t handle)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		desc->irq_data.chip = chip;
		desc->handle_irq = handle;
	}
	platdev_port_core_unlock();
	if (!desc)
		pr_err("irq_set_chip_and_handler: IRQ %u does not exist\n",
		       irq);
}

void irq_set_handler_locked(struct irq_data *data, irq_flow_handler_t handler)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(data->irq);
	if (desc)
		desc->handle_irq = handler;
	platdev_port_core_unlock();
}

void irq_chip_call_prepare_locked(struct irq_desc *desc,
				  struct irq_chip_call *call)
{
	call->data = desc->irq_data;
	call->data.irq = desc->irq;
	call->data.hwirq = desc->hwirq;
	call->data.domain = desc->domain;
}

void irq_chip_call_ack(struct irq_chip_call *call)
{
	if (call->data.chip && call->data.chip->irq_ack)
		call->data.chip->irq_ack(&call->data);
}

void irq_chip_call_mask(struct irq_chip_call *call)
{
	if (call->data.chip && call->data.chip->irq_mask)
		call->data.chip->irq_mask(&call->data);
}

void irq_chip_call_unmask(struct irq_chip_call *call)
{
	if (call->data.chip && call->data.chip->irq_unmask)
		call->data.chip->irq_unmask(&call->data);
}

int irq_chip_call_set_type(struct irq_chip_call *call, unsigned int type,
			   bool masked)
{
	bool mask_around;
	int ret;

	if (!call->data.chip || !call->data.chip->irq_set_type)
		return 0;
	mask_around = (call->data.chip->flags & IRQCHIP_SET_TYPE_MASKED) &&
		      !masked;
	if (mask_around)
		irq_chip_call_mask(call);
	ret = call->data.chip->irq_set_type(&call->data, type);
	if (mask_around)
		irq_chip_call_unmask(call);
	if (ret < 0)
		pr_err("irq: chip %s refused type %#x for IRQ %u (hwirq %lu): %d\n",
		       call->data.chip->name ? call->data.chip->name : "?",
		       type, call->data.irq, call->data.hwirq, ret);
	return ret;
}

void irq_chip_call_enable(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_enable)
		chip->irq_enable(&call->data);
	else
		irq_chip_call_unmask(call);
}

void irq_chip_call_startup(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_startup)
		chip->irq_startup(&call->data);
	else
		irq_chip_call_enable(call);
}

void irq_chip_call_disable(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_disable)
		chip->irq_disable(&call->data);
	else
		irq_chip_call_mask(call);
}

void irq_chip_call_shutdown(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_shutdown)
		chip->irq_shutdown(&call->data);
	else
		irq_chip_call_disable(call);
}

void irq_chip_call_eoi(struct irq_chip_call *call, bool handled)
{
	const struct irq_chip *chip = call->data.chip;

	if (!chip || !chip->irq_eoi)
		return;
	if (!handled && (chip->flags & IRQCHIP_EOI_IF_HANDLED))
		return;
	chip->irq_eoi(&call->data);
}

void irq_chip_call_bus_lock(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_bus_lock)
		chip->irq_bus_lock(&call->data);
}

void irq_chip_call_bus_sync_unlock(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_bus_sync_unlock)
		chip->irq_bus_sync_unlock(&call->data);
}

int irq_chip_call_request_resources(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (!chip || !chip->irq_request_resources)
		return 0;
	return chip->irq_request_resources(&call->data);
}

void irq_chip_call_release_resources(struct irq_chip_call *call)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && chip->irq_release_resources)
		chip->irq_release_resources(&call->data);
}

int irq_chip_call_set_wake(struct irq_chip_call *call, unsigned int on)
{
	const struct irq_chip *chip = call->data.chip;

	if (chip && (chip->flags & IRQCHIP_SKIP_SET_WAKE))
		return 0;
	if (!chip || !chip->irq_set_wake)
		return -ENXIO;
	return chip->irq_set_wake(&call->data, on);
}

void irq_set_chained_handler_and_data(unsigned int irq,
				      irq_flow_handler_t handle, void *data)
{
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc) {
		desc->handle_irq = handle;
		desc->handler_data = data;
	}
	platdev_port_core_unlock();
	if (!desc)
		pr_err("irq_set_chained_handler_and_data: IRQ %u does not exist\n",
		       irq);
}

void *irq_desc_get_handler_data(struct irq_desc *desc)
{
	return desc->handler_data;
}

struct irq_chip *irq_desc_get_chip(struct irq_desc *desc)
{
	return (struct irq_chip *)desc->irq_data.chip;
}

struct irq_data *irq_desc_get_irq_data(struct irq_desc *desc)
{
	return &desc->irq_data;
}

/*
 * The first level of @irq's line, from the top, whose chip has the state
 * callback (@set, or get), with the line's data copied in @call.
 * Return: 0 with *@level set; -EINVAL (no descriptor, no chip that can);
 * -ENODEV for a level without a chip (Linux's warning).
 */
static int state_level(unsigned int irq, bool set, struct irq_chip_call *call,
		       struct irq_data **level)
{
	struct irq_desc *desc;
	struct irq_data *data;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc)
		irq_chip_call_prepare_locked(desc, call);
	platdev_port_core_unlock();
	if (!desc)
		return -EINVAL;
	for (data = &call->data; data; data = data->parent_data) {
		if (!data->chip) {
			pr_warn("irq: IRQ %u has a level without a chip\n",
				irq);
			return -ENODEV;
		}
		if ((set && data->chip->irq_set_irqchip_state) ||
		    (!set && data->chip->irq_get_irqchip_state)) {
			*level = data;
			return 0;
		}
	}
	return -EINVAL;
}

int irq_get_irqchip_state(unsigned int irq, enum irqchip_irq_state which,
			  bool *state)
{
	struct irq_chip_call call;
	struct irq_data *data;
	int ret = state_level(irq, false, &call, &data);

	if (ret)
		return ret;
	irq_chip_call_bus_lock(&call);
	ret = data->chip->irq_get_irqchip_state(data, which, state);
	irq_chip_call_bus_sync_unlock(&call);
	return ret;
}

int irq_set_irqchip_state(unsigned int irq, enum irqchip_irq_state which,
			  bool state)
{
	struct irq_chip_call call;
	struct irq_data *data;
	int ret = state_level(irq, true, &call, &data);

	if (ret)
		return ret;
	irq_chip_call_bus_lock(&call);
	ret = data->chip->irq_set_irqchip_state(data, which, state);
	irq_chip_call_bus_sync_unlock(&call);
	return ret;
}
