// SPDX-License-Identifier: MIT
/*
 * regmap-irq.c - an interrupt controller described by registers in a
 * regmap (a PMIC's or a CPLD's): status, mask or unmask, and acknowledge
 * registers, one bit per line. The parent interrupt's threaded handler
 * reads the status and delivers each pending, unmasked line with
 * handle_nested_irq(); masks are cached and written when the slow-bus
 * lock is released (irq_bus_sync_unlock). In its own file, so that a
 * program that does not use it does not link it.
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/regmap.h>
#include <linux/slab.h>

/**
 * struct regmap_irq_chip_data - a regmap-irq controller's state
 * @lock: the slow-bus lock around mask changes
 * @chip: its description
 * @map: its registers
 * @irq_chip: the chip its lines get
 * @domain: their domain
 * @irq: the parent interrupt
 * @irq_base: as given
 * @mask_buf: per register, the masked bits (cached)
 * @mask_buf_def: per register, every bit a line uses
 * @status_buf: per register, the last status read
 */
struct regmap_irq_chip_data {
	struct mutex lock;
	const struct regmap_irq_chip *chip;
	struct regmap *map;
	struct irq_chip irq_chip;
	struct irq_domain *domain;
	int irq;
	int irq_base;
	unsigned int *mask_buf;
	unsigned int *mask_buf_def;
	unsigned int *status_buf;
};

unsigned int regmap_irq_get_irq_reg_linear(struct regmap_irq_chip_data *data,
					   unsigned int base, int index)
{
	unsigned int stride = data->chip->irq_reg_stride;

	return base + (unsigned int)index * (stride ? stride : 1);
}

static unsigned int irq_reg(struct regmap_irq_chip_data *d, unsigned int base,
			    int index)
{
	if (d->chip->get_irq_reg)
		return d->chip->get_irq_reg(d, base, index);
	return regmap_irq_get_irq_reg_linear(d, base, index);
}

/* Write register @i's mask (and unmask) from the cache. */
static int write_mask(struct regmap_irq_chip_data *d, int i)
{
	const struct regmap_irq_chip *chip = d->chip;
	unsigned int def = d->mask_buf_def[i], masked = d->mask_buf[i];
	int ret = 0;

	if (chip->handle_mask_sync)
		return chip->handle_mask_sync(i, def, masked,
					      chip->irq_drv_data);
	if (chip->mask_base)
		ret = regmap_update_bits(d->map, irq_reg(d, chip->mask_base, i),
					 def, masked);
	if (!ret && chip->unmask_base)
		ret = regmap_update_bits(d->map,
					 irq_reg(d, chip->unmask_base, i), def,
					 ~masked & def);
	return ret;
}

/* Acknowledge bits @bits of register @i. */
static int ack(struct regmap_irq_chip_data *d, int i, unsigned int bits)
{
	const struct regmap_irq_chip *chip = d->chip;
	unsigned int reg = irq_reg(d, chip->ack_base, i);
	int ret;

	ret = regmap_write(d->map, reg, chip->ack_invert ? ~bits : bits);
	if (!ret && chip->clear_ack)
		ret = regmap_write(d->map, reg, chip->ack_invert ? ~0u : 0);
	return ret;
}

static bool acks(const struct regmap_irq_chip *chip)
{
	return chip->ack_base || chip->use_ack;
}

static const struct regmap_irq *line_of(struct irq_data *data)
{
	struct regmap_irq_chip_data *d = irq_data_get_irq_chip_data(data);

	return &d->chip->irqs[irqd_to_hwirq(data)];
}

static void regmap_irq_lock(struct irq_data *data)
{
	struct regmap_irq_chip_data *d = irq_data_get_irq_chip_data(data);

	mutex_lock(&d->lock);
}

static void regmap_irq_sync_unlock(struct irq_data *data)
{
	struct regmap_irq_chip_data *d = irq_data_get_irq_chip_data(data);
	int i, ret;

	for (i = 0; i < d->chip->num_regs; i++) {
		ret = write_mask(d, i);
		if (ret)
			pr_err("regmap-irq: %s: mask register %d: %d\n",
			       d->chip->name, i, ret);
	}
	mutex_unlock(&d->lock);
}

static void regmap_irq_mask(struct irq_data *data)
{
	struct regmap_irq_chip_data *d = irq_data_get_irq_chip_data(data);
	const struct regmap_irq *line = line_of(data);

	d->mask_buf[line->reg_offset] |= line->mask;
}

static void regmap_irq_unmask(struct irq_data *data)
{
	struct regmap_irq_chip_data *d = irq_data_get_irq_chip_data(data);
	const struct regmap_irq *line = line_of(data);

	if (d->chip->clear_on_unmask && acks(d->chip))
		ack(d, (int)line->reg_offset, line->mask);
	d->mask_buf[line->reg_offset] &= ~line->mask;
}

/* As Linux's without config registers: every type is accepted. */
static int regmap_irq_set_type(struct irq_data *data, unsigned int type)
{
	(void)data;
	(void)type;
	return 0;
}

static int regmap_irq_set_wake(struct irq_data *data, unsigned int on)
{
	(void)data;
	(void)on;
	return 0;
}

static const struct irq_chip regmap_irq_chip_ops = {
	.irq_bus_lock = regmap_irq_lock,
	.irq_bus_sync_unlock = regmap_irq_sync_unlock,
	.irq_mask = regmap_irq_mask,
	.irq_unmask = regmap_irq_unmask,
	.irq_set_type = regmap_irq_set_type,
	.irq_set_wake = regmap_irq_set_wake,
};

/* Read register @i's pending bits into status_buf. */
static int read_status(struct regmap_irq_chip_data *d, int i)
{
	const struct regmap_irq_chip *chip = d->chip;
	unsigned int val;
	int ret;

	if (chip->no_status) {
		d->status_buf[i] = d->mask_buf_def[i];
		return 0;
	}
	ret = regmap_read(d->map, irq_reg(d, chip->status_base, i), &val);
	if (ret)
		return ret;
	d->status_buf[i] = chip->status_invert ? ~val : val;
	return 0;
}

static irqreturn_t regmap_irq_thread(int irq, void *data)
{
	struct regmap_irq_chip_data *d = data;
	const struct regmap_irq_chip *chip = d->chip;
	bool handled = false;
	int i, ret;

	(void)irq;
	if (chip->handle_pre_irq)
		chip->handle_pre_irq(chip->irq_drv_data);
	for (i = 0; i < chip->num_regs; i++) {
		ret = read_status(d, i);
		if (ret) {
			pr_err("regmap-irq: %s: status register %d: %d\n",
			       chip->name, i, ret);
			goto exit;
		}
		d->status_buf[i] &= ~d->mask_buf[i] & d->mask_buf_def[i];
		if (d->status_buf[i] && acks(chip)) {
			ret = ack(d, i, d->status_buf[i]);
			if (ret)
				pr_err("regmap-irq: %s: ack register %d: %d\n",
				       chip->name, i, ret);
		}
	}
	for (i = 0; i < chip->num_irqs; i++) {
		const struct regmap_irq *line = &chip->irqs[i];

		if (!(d->status_buf[line->reg_offset] & line->mask))
			continue;
		handle_nested_irq(irq_find_mapping(d->domain, i));
		handled = true;
	}
exit:
	if (chip->handle_post_irq)
		chip->handle_post_irq(chip->irq_drv_data);
	return handled ? IRQ_HANDLED : IRQ_NONE;
}

static int regmap_irq_map(struct irq_domain *domain, unsigned int virq,
			  irq_hw_number_t hwirq)
{
	struct regmap_irq_chip_data *d = domain->host_data;

	(void)hwirq;
	irq_set_chip_data(virq, d);
	irq_set_chip(virq, &d->irq_chip);
	irq_set_nested_thread(virq, true);
	irq_set_parent((int)virq, d->irq);
	irq_set_noprobe(virq);
	return 0;
}

static const struct irq_domain_ops regmap_domain_ops = {
	.map = regmap_irq_map,
	.xlate = irq_domain_xlate_onetwocell,
};

static void chip_data_free(struct regmap_irq_chip_data *d)
{
	kfree(d->mask_buf);
	kfree(d->mask_buf_def);
	kfree(d->status_buf);
	kfree(d);
}

/* Mask every line, and acknowledge what is pending if asked. */
static int chip_init_hw(struct regmap_irq_chip_data *d)
{
	const struct regmap_irq_chip *chip = d->chip;
	int i, ret;

	for (i = 0; i < chip->num_regs; i++) {
		d->mask_buf[i] = d->mask_buf_def[i];
		ret = write_mask(d, i);
		if (ret)
			return ret;
		if (!chip->init_ack_masked || !acks(chip))
			continue;
		ret = read_status(d, i);
		if (!ret && d->status_buf[i])
			ret = ack(d, i, d->status_buf[i] & d->mask_buf_def[i]);
		if (ret)
			return ret;
	}
	return 0;
}

int regmap_add_irq_chip_fwnode(struct fwnode_handle *fwnode, struct regmap *map,
			       int irq, int irq_flags, int irq_base,
			       const struct regmap_irq_chip *chip,
			       struct regmap_irq_chip_data **data)
{
	struct regmap_irq_chip_data *d;
	size_t n;
	int i, ret;

	if (!chip->num_irqs || chip->num_regs <= 0 || !chip->irqs)
		return -EINVAL;
	for (i = 0; i < chip->num_irqs; i++)
		if (chip->irqs[i].reg_offset >= (unsigned int)chip->num_regs)
			return -EINVAL;
	d = kzalloc(sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	n = (size_t)chip->num_regs;
	d->mask_buf = kcalloc(n, sizeof(*d->mask_buf), GFP_KERNEL);
	d->mask_buf_def = kcalloc(n, sizeof(*d->mask_buf_def), GFP_KERNEL);
	d->status_buf = kcalloc(n, sizeof(*d->status_buf), GFP_KERNEL);
	if (!d->mask_buf || !d->mask_buf_def || !d->status_buf) {
		ret = -ENOMEM;
		goto free;
	}
	mutex_init(&d->lock);
	d->chip = chip;
	d->map = map;
	d->irq = irq;
	d->irq_base = irq_base;
	d->irq_chip = regmap_irq_chip_ops;
	d->irq_chip.name = chip->name;
	for (i = 0; i < chip->num_irqs; i++)
		d->mask_buf_def[chip->irqs[i].reg_offset] |= chip->irqs[i].mask;
	ret = chip_init_hw(d);
	if (ret)
		goto free;
	d->domain = irq_domain_create_linear(
		fwnode, (unsigned int)chip->num_irqs, &regmap_domain_ops, d);
	if (!d->domain) {
		ret = -ENOMEM;
		goto free;
	}
	ret = request_threaded_irq((unsigned int)irq, NULL, regmap_irq_thread,
				   (unsigned long)irq_flags | IRQF_ONESHOT,
				   chip->name, d);
	if (ret) {
		pr_err("regmap-irq: %s: parent IRQ %d: %d\n", chip->name, irq,
		       ret);
		irq_domain_remove(d->domain);
		goto free;
	}
	*data = d;
	return 0;
free:
	chip_data_free(d);
	return ret;
}

int regmap_add_irq_chip(struct regmap *map, int irq, int irq_flags,
			int irq_base, const struct regmap_irq_chip *chip,
			struct regmap_irq_chip_data **data)
{
	return regmap_add_irq_chip_fwnode(NULL, map, irq, irq_flags, irq_base,
					  chip, data);
}

void regmap_del_irq_chip(int irq, struct regmap_irq_chip_data *d)
{
	int i;

	if (!d)
		return;
	free_irq((unsigned int)irq, d);
	for (i = 0; i < d->chip->num_irqs; i++) {
		unsigned int virq = irq_find_mapping(d->domain, i);

		if (virq)
			irq_dispose_mapping(virq);
	}
	irq_domain_remove(d->domain);
	chip_data_free(d);
}

static void devm_regmap_irq_release(struct device *dev, void *res)
{
	struct regmap_irq_chip_data *d = *(struct regmap_irq_chip_data **)res;

	(void)dev;
	regmap_del_irq_chip(d->irq, d);
}

static int devm_regmap_irq_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct regmap_irq_chip_data **)res == data;
}

int devm_regmap_add_irq_chip_fwnode(struct device *dev,
				    struct fwnode_handle *fwnode,
				    struct regmap *map, int irq, int irq_flags,
				    int irq_base,
				    const struct regmap_irq_chip *chip,
				    struct regmap_irq_chip_data **data)
{
	struct regmap_irq_chip_data **ptr, *d;
	int ret;

	ptr = devres_alloc(devm_regmap_irq_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return -ENOMEM;
	ret = regmap_add_irq_chip_fwnode(fwnode, map, irq, irq_flags, irq_base,
					 chip, &d);
	if (ret) {
		devres_free(ptr);
		return ret;
	}
	*ptr = d;
	devres_add(dev, ptr);
	*data = d;
	return 0;
}

int devm_regmap_add_irq_chip(struct device *dev, struct regmap *map, int irq,
			     int irq_flags, int irq_base,
			     const struct regmap_irq_chip *chip,
			     struct regmap_irq_chip_data **data)
{
	return devm_regmap_add_irq_chip_fwnode(dev, dev_fwnode(dev), map, irq,
					       irq_flags, irq_base, chip, data);
}

void devm_regmap_del_irq_chip(struct device *dev, int irq,
			      struct regmap_irq_chip_data *data)
{
	(void)irq;
	if (devres_release(dev, devm_regmap_irq_release, devm_regmap_irq_match,
			   data))
		pr_warn("regmap-irq: devm_regmap_del_irq_chip() of a chip not managed\n");
}

int regmap_irq_chip_get_base(struct regmap_irq_chip_data *data)
{
	if (!data->irq_base) {
		pr_warn("regmap-irq: %s: no irq_base\n", data->chip->name);
		return -EINVAL;
	}
	return data->irq_base;
}

int regmap_irq_get_virq(struct regmap_irq_chip_data *data, int irq)
{
	if (irq < 0 || irq >= data->chip->num_irqs ||
	    !data->chip->irqs[irq].mask)
		return -EINVAL;
	return (int)irq_create_mapping(data->domain, (irq_hw_number_t)irq);
}

struct irq_domain *regmap_irq_get_domain(struct regmap_irq_chip_data *data)
{
	return data ? data->domain : NULL;
}
