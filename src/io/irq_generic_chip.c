// SPDX-License-Identifier: MIT
/*
 * irq_generic_chip.c - generic interrupt chips: up to 32 lines of one
 * register block whose mask, enable, acknowledge and end-of-interrupt
 * registers take one bit per line, with the chip callbacks that write
 * them (irq_gc_*), for lines numbered by the driver (irq_alloc_descs())
 * or by a domain that owns its generic chips.
 *
 * The callbacks run, as every chip callback here, on a copy of the line's
 * irq_data; they only read it (chip data, chip, mask bit).
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/irqdomain.h>
#include <linux/math.h>
#include <linux/slab.h>

#include "io/irq_internal.h"

static struct irq_chip_generic *gc_of(struct irq_data *d)
{
	return irq_data_get_irq_chip_data(d);
}

void irq_gc_noop(struct irq_data *d)
{
	(void)d;
}

void irq_gc_mask_disable_reg(struct irq_data *d)
{
	struct irq_chip_generic *gc = gc_of(d);
	struct irq_chip_type *ct = irq_data_get_chip_type(d);

	irq_gc_lock(gc);
	irq_reg_writel(gc, d->mask, (int)ct->regs.disable);
	*ct->mask_cache &= ~d->mask;
	irq_gc_unlock(gc);
}

/* Change the line's bit in the mask cache and write the cache out. */
static void mask_cache_write(struct irq_data *d, bool set)
{
	struct irq_chip_generic *gc = gc_of(d);
	struct irq_chip_type *ct = irq_data_get_chip_type(d);

	irq_gc_lock(gc);
	if (set)
		*ct->mask_cache |= d->mask;
	else
		*ct->mask_cache &= ~d->mask;
	irq_reg_writel(gc, *ct->mask_cache, (int)ct->regs.mask);
	irq_gc_unlock(gc);
}

void irq_gc_mask_set_bit(struct irq_data *d)
{
	mask_cache_write(d, true);
}

void irq_gc_mask_clr_bit(struct irq_data *d)
{
	mask_cache_write(d, false);
}

void irq_gc_unmask_enable_reg(struct irq_data *d)
{
	struct irq_chip_generic *gc = gc_of(d);
	struct irq_chip_type *ct = irq_data_get_chip_type(d);

	irq_gc_lock(gc);
	irq_reg_writel(gc, d->mask, (int)ct->regs.enable);
	*ct->mask_cache |= d->mask;
	irq_gc_unlock(gc);
}

/* Write @val to the register at @offset, under the chip's lock. */
static void gc_write_locked(struct irq_data *d, u32 val, unsigned long offset)
{
	struct irq_chip_generic *gc = gc_of(d);

	irq_gc_lock(gc);
	irq_reg_writel(gc, val, (int)offset);
	irq_gc_unlock(gc);
}

void irq_gc_ack_set_bit(struct irq_data *d)
{
	gc_write_locked(d, d->mask, irq_data_get_chip_type(d)->regs.ack);
}

void irq_gc_ack_clr_bit(struct irq_data *d)
{
	gc_write_locked(d, ~d->mask, irq_data_get_chip_type(d)->regs.ack);
}

void irq_gc_mask_disable_and_ack_set(struct irq_data *d)
{
	struct irq_chip_generic *gc = gc_of(d);
	struct irq_chip_type *ct = irq_data_get_chip_type(d);

	irq_gc_lock(gc);
	irq_reg_writel(gc, d->mask, (int)ct->regs.disable);
	*ct->mask_cache &= ~d->mask;
	irq_reg_writel(gc, d->mask, (int)ct->regs.ack);
	irq_gc_unlock(gc);
}

void irq_gc_eoi(struct irq_data *d)
{
	gc_write_locked(d, d->mask, irq_data_get_chip_type(d)->regs.eoi);
}

int irq_gc_set_wake(struct irq_data *d, unsigned int on)
{
	struct irq_chip_generic *gc = gc_of(d);

	if (!(d->mask & gc->wake_enabled))
		return -EINVAL;
	irq_gc_lock(gc);
	if (on)
		gc->wake_active |= d->mask;
	else
		gc->wake_active &= ~d->mask;
	irq_gc_unlock(gc);
	return 0;
}

static u32 gc_readl_be(void __iomem *addr)
{
	return ioread32be(addr);
}

static void gc_writel_be(u32 val, void __iomem *addr)
{
	iowrite32be(val, addr);
}

static void gc_init(struct irq_chip_generic *gc, const char *name, int num_ct,
		    unsigned int irq_base, void __iomem *reg_base,
		    irq_flow_handler_t handler)
{
	int i;

	raw_spin_lock_init(&gc->lock);
	INIT_LIST_HEAD(&gc->list);
	gc->num_ct = (unsigned int)num_ct;
	gc->irq_base = irq_base;
	gc->reg_base = reg_base;
	for (i = 0; i < num_ct; i++) {
		gc->chip_types[i].chip.name = name;
		gc->chip_types[i].handler = handler;
		gc->chip_types[i].mask_cache = &gc->mask_cache;
	}
}

struct irq_chip_generic *irq_alloc_generic_chip(const char *name, int nr_ct,
						unsigned int irq_base,
						void __iomem *reg_base,
						irq_flow_handler_t handler)
{
	struct irq_chip_generic *gc;

	if (nr_ct < 1)
		return NULL;
	gc = kzalloc(struct_size(gc, chip_types, nr_ct), GFP_KERNEL);
	if (gc)
		gc_init(gc, name, nr_ct, irq_base, reg_base, handler);
	return gc;
}

/* Point each type at its mask cache and read it from the hardware. */
static void mask_cache_init(struct irq_chip_generic *gc,
			    enum irq_gc_flags flags)
{
	bool per_type = flags & IRQ_GC_MASK_CACHE_PER_TYPE;
	unsigned int i;

	for (i = 0; i < gc->num_ct; i++) {
		struct irq_chip_type *ct = &gc->chip_types[i];

		ct->mask_cache = per_type ? &ct->mask_cache_priv :
					    &gc->mask_cache;
		if ((flags & IRQ_GC_INIT_MASK_CACHE) && (per_type || i == 0))
			*ct->mask_cache = irq_reg_readl(gc, (int)ct->regs.mask);
	}
}

/* Give line @virq bit @bit of @gc: its first type, chip data, mask bit. */
static void setup_line(struct irq_chip_generic *gc, unsigned int virq,
		       unsigned int bit, enum irq_gc_flags flags,
		       unsigned int clr, unsigned int set)
{
	struct irq_chip_type *ct = &gc->chip_types[0];
	struct irq_data *d = irq_get_irq_data(virq);

	if (!d)
		return;
	if (!(flags & IRQ_GC_NO_MASK))
		d->mask = BIT(bit);
	irq_set_chip_data(virq, gc);
	irq_set_chip_and_handler(virq, &ct->chip, ct->handler);
	irq_modify_status(virq, clr, set);
}

unsigned int irq_gc_line_virq(struct irq_chip_generic *gc, unsigned int bit)
{
	if (gc->domain)
		return irq_find_mapping(gc->domain, gc->irq_base + bit);
	return gc->irq_base + bit;
}

void irq_setup_generic_chip(struct irq_chip_generic *gc, u32 msk,
			    enum irq_gc_flags flags, unsigned int clr,
			    unsigned int set)
{
	unsigned int i;

	if (flags & IRQ_GC_BE_IO) {
		gc->reg_readl = gc_readl_be;
		gc->reg_writel = gc_writel_be;
	}
	mask_cache_init(gc, flags);
	for (i = 0; i < 32; i++) {
		if (!(msk & BIT(i)))
			continue;
		setup_line(gc, gc->irq_base + i, i, flags, clr, set);
		gc->installed |= BIT(i);
		gc->irq_cnt = i + 1;
	}
	irq_gc_pm_add(gc);
}

int irq_setup_alt_chip(struct irq_data *d, unsigned int type)
{
	struct irq_chip_generic *gc = gc_of(d);
	unsigned int i;

	for (i = 0; i < gc->num_ct; i++) {
		struct irq_chip_type *ct = &gc->chip_types[i];

		if (ct->type & type) {
			irq_set_chip_handler_name_locked(d, &ct->chip,
							 ct->handler, NULL);
			return 0;
		}
	}
	return -EINVAL;
}

void irq_remove_generic_chip(struct irq_chip_generic *gc, u32 msk,
			     unsigned int clr, unsigned int set)
{
	unsigned int i, virq;

	irq_gc_pm_del(gc);
	for (i = 0; i < 32; i++) {
		if (!(msk & BIT(i)))
			continue;
		gc->installed &= ~BIT(i);
		virq = irq_gc_line_virq(gc, i);
		if (!virq || !irq_get_irq_data(virq))
			continue;
		irq_set_chip_and_handler(virq, &no_irq_chip, NULL);
		irq_set_chip_data(virq, NULL);
		irq_modify_status(virq, clr, set);
	}
}

static void devm_gc_free(struct device *dev, void *res)
{
	(void)dev;
	kfree(*(struct irq_chip_generic **)res);
}

struct irq_chip_generic *
devm_irq_alloc_generic_chip(struct device *dev, const char *name, int num_ct,
			    unsigned int irq_base, void __iomem *reg_base,
			    irq_flow_handler_t handler)
{
	struct irq_chip_generic **ptr, *gc;

	ptr = devres_alloc(devm_gc_free, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return NULL;
	gc = irq_alloc_generic_chip(name, num_ct, irq_base, reg_base, handler);
	if (!gc) {
		devres_free(ptr);
		return NULL;
	}
	*ptr = gc;
	devres_add(dev, ptr);
	return gc;
}

struct gc_setup_devres {
	struct irq_chip_generic *gc;
	u32 msk;
	unsigned int clr, set;
};

static void devm_gc_remove(struct device *dev, void *res)
{
	struct gc_setup_devres *r = res;

	(void)dev;
	irq_remove_generic_chip(r->gc, r->msk, r->clr, r->set);
}

int devm_irq_setup_generic_chip(struct device *dev, struct irq_chip_generic *gc,
				u32 msk, enum irq_gc_flags flags,
				unsigned int clr, unsigned int set)
{
	struct gc_setup_devres *r;

	r = devres_alloc(devm_gc_remove, sizeof(*r), GFP_KERNEL);
	if (!r)
		return -ENOMEM;
	irq_setup_generic_chip(gc, msk, flags, clr, set);
	r->gc = gc;
	r->msk = msk;
	r->clr = clr;
	r->set = set;
	devres_add(dev, r);
	return 0;
}

/* --- the generic chips of a domain --- */

struct irq_chip_generic *irq_get_domain_generic_chip(struct irq_domain *d,
						     unsigned int hw_irq)
{
	struct irq_domain_chip_generic *dgc = d ? d->gc : NULL;
	unsigned int idx;

	if (!dgc)
		return NULL;
	idx = hw_irq / dgc->irqs_per_chip;
	return idx < dgc->num_chips ? dgc->gc[idx] : NULL;
}

/* Free the first @n chips of @dgc, calling ->exit for each. */
static void domain_chips_free(struct irq_domain_chip_generic *dgc,
			      unsigned int n)
{
	while (n--) {
		if (dgc->exit)
			dgc->exit(dgc->gc[n]);
		kfree(dgc->gc[n]);
	}
	kfree(dgc);
}

int irq_domain_alloc_generic_chips(
	struct irq_domain *d, const struct irq_domain_chip_generic_info *info)
{
	struct irq_domain_chip_generic *dgc;
	unsigned int i, nr;
	int ret;

	if (!d || d->gc || !info->irqs_per_chip || info->irqs_per_chip > 32 ||
	    !info->num_ct || !d->revmap_size)
		return -EINVAL;
	nr = DIV_ROUND_UP(d->revmap_size, info->irqs_per_chip);
	dgc = kzalloc(struct_size(dgc, gc, nr), GFP_KERNEL);
	if (!dgc)
		return -ENOMEM;
	dgc->irqs_per_chip = info->irqs_per_chip;
	dgc->num_chips = nr;
	dgc->irq_flags_to_clear = info->irq_flags_to_clear;
	dgc->irq_flags_to_set = info->irq_flags_to_set;
	dgc->gc_flags = info->gc_flags;
	dgc->exit = info->exit;
	for (i = 0; i < nr; i++) {
		struct irq_chip_generic *gc = irq_alloc_generic_chip(
			info->name, (int)info->num_ct, i * info->irqs_per_chip,
			NULL, info->handler);

		if (!gc) {
			ret = -ENOMEM;
			goto fail;
		}
		gc->domain = d;
		if (info->gc_flags & IRQ_GC_BE_IO) {
			gc->reg_readl = gc_readl_be;
			gc->reg_writel = gc_writel_be;
		}
		dgc->gc[i] = gc;
		ret = info->init ? info->init(gc) : 0;
		if (ret) {
			/* No ->exit for the chip whose ->init failed. */
			kfree(gc);
			goto fail;
		}
	}
	for (i = 0; i < nr; i++)
		irq_gc_pm_add(dgc->gc[i]);
	d->gc = dgc;
	return 0;
fail:
	domain_chips_free(dgc, i);
	return ret;
}

int __irq_alloc_domain_generic_chips(struct irq_domain *d, int irqs_per_chip,
				     int num_ct, const char *name,
				     irq_flow_handler_t handler,
				     unsigned int clr, unsigned int set,
				     enum irq_gc_flags flags)
{
	struct irq_domain_chip_generic_info info = {
		.name = name,
		.handler = handler,
		.irqs_per_chip =
			irqs_per_chip > 0 ? (unsigned int)irqs_per_chip : 0,
		.num_ct = num_ct > 0 ? (unsigned int)num_ct : 0,
		.irq_flags_to_clear = clr,
		.irq_flags_to_set = set,
		.gc_flags = flags,
	};

	return irq_domain_alloc_generic_chips(d, &info);
}

void irq_domain_remove_generic_chips(struct irq_domain *d)
{
	struct irq_domain_chip_generic *dgc = d ? d->gc : NULL;
	unsigned int i;

	if (!dgc)
		return;
	for (i = 0; i < dgc->num_chips; i++)
		irq_remove_generic_chip(dgc->gc[i], ~0U, dgc->irq_flags_to_set,
					dgc->irq_flags_to_clear);
	d->gc = NULL;
	domain_chips_free(dgc, dgc->num_chips);
}

int irq_map_generic_chip(struct irq_domain *d, unsigned int virq,
			 irq_hw_number_t hw_irq)
{
	struct irq_domain_chip_generic *dgc = d->gc;
	struct irq_chip_generic *gc;
	unsigned int bit;

	if (!dgc)
		return -ENODEV;
	gc = irq_get_domain_generic_chip(d, (unsigned int)hw_irq);
	if (!gc)
		return -EINVAL;
	bit = (unsigned int)(hw_irq % dgc->irqs_per_chip);
	if (gc->unused & BIT(bit))
		return -EBUSY;
	/* The first line mapped reads the mask register into the cache. */
	if (!gc->installed)
		mask_cache_init(gc, dgc->gc_flags);
	if (gc->installed & BIT(bit))
		return -EBUSY;
	gc->installed |= BIT(bit);
	setup_line(gc, virq, bit, dgc->gc_flags, dgc->irq_flags_to_clear,
		   dgc->irq_flags_to_set);
	return 0;
}

void irq_unmap_generic_chip(struct irq_domain *d, unsigned int virq)
{
	long hw_irq = platdev_irq_hwirq(virq);
	struct irq_chip_generic *gc;

	if (hw_irq < 0)
		return;
	gc = irq_get_domain_generic_chip(d, (unsigned int)hw_irq);
	if (!gc)
		return;
	gc->installed &= ~BIT(hw_irq % d->gc->irqs_per_chip);
	irq_set_chip_and_handler(virq, &no_irq_chip, NULL);
	irq_set_chip_data(virq, NULL);
}

struct irq_domain_ops irq_generic_chip_ops = {
	.map = irq_map_generic_chip,
	.unmap = irq_unmap_generic_chip,
	.xlate = irq_domain_xlate_onetwocell,
};
