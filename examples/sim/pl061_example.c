// SPDX-License-Identifier: MIT
/*
 * pl061_example.c - a small driver for the ARM PL061 GPIO controller,
 * written only against the Linux API. It is an interrupt controller for
 * its eight lines: a linear irq domain on its node (two-cell specifiers:
 * line, trigger flags, as Linux's GPIO irqchips translate them), fed by
 * its own interrupt, whose handler reads which lines are pending and
 * delivers each with generic_handle_domain_irq().
 *
 * Each line has an irq_chip as in Linux's gpio-pl061: mask and unmask
 * through GPIOIE, acknowledge through GPIOIC, and the trigger type
 * (GPIOIS, GPIOIBE, GPIOIEV) with the edge or level flow to match. A
 * mapped line is made an input (Linux's consumers ask gpiolib for that).
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/slab.h>

#include "board_drivers.h"

#define GPIODATA 0x000 /* address bits [9:2] select the lines */
#define GPIODIR 0x400
#define GPIOIS 0x404
#define GPIOIBE 0x408
#define GPIOIEV 0x40c
#define GPIOIE 0x410
#define GPIOMIS 0x418
#define GPIOIC 0x41c
#define GPIOPERIPHID0 0xfe0

#define PL061_NR_LINES 8

static void pl061_example_update(struct pl061_example *gpio, unsigned int reg,
				 u32 bit, bool set)
{
	u32 v = readl(gpio->regs + reg);

	writel(set ? v | bit : v & ~bit, gpio->regs + reg);
}

void pl061_example_set(struct pl061_example *gpio, unsigned int line, int value)
{
	u32 bit = 1u << line;

	writel(value ? bit : 0, gpio->regs + GPIODATA + (bit << 2));
	pl061_example_update(gpio, GPIODIR, bit, true);
}

int pl061_example_get(struct pl061_example *gpio, unsigned int line)
{
	u32 bit = 1u << line;

	return !!readl(gpio->regs + GPIODATA + (bit << 2));
}

static struct pl061_example *line_gpio(struct irq_data *d, u32 *bit)
{
	*bit = 1u << irqd_to_hwirq(d);
	return irq_data_get_irq_chip_data(d);
}

static void pl061_example_irq_ack(struct irq_data *d)
{
	u32 bit;
	struct pl061_example *gpio = line_gpio(d, &bit);

	writel(bit, gpio->regs + GPIOIC);
}

static void pl061_example_irq_mask(struct irq_data *d)
{
	u32 bit;
	struct pl061_example *gpio = line_gpio(d, &bit);

	pl061_example_update(gpio, GPIOIE, bit, false);
}

static void pl061_example_irq_unmask(struct irq_data *d)
{
	u32 bit;
	struct pl061_example *gpio = line_gpio(d, &bit);

	pl061_example_update(gpio, GPIOIE, bit, true);
}

static int pl061_example_irq_type(struct irq_data *d, unsigned int trigger)
{
	u32 bit;
	struct pl061_example *gpio = line_gpio(d, &bit);
	bool level = trigger & IRQ_TYPE_LEVEL_MASK;
	bool both = (trigger & IRQ_TYPE_EDGE_BOTH) == IRQ_TYPE_EDGE_BOTH;
	bool high = trigger & (IRQ_TYPE_LEVEL_HIGH | IRQ_TYPE_EDGE_RISING);

	if (level && (trigger & IRQ_TYPE_EDGE_BOTH))
		return -EINVAL;
	pl061_example_update(gpio, GPIOIS, bit, level);
	pl061_example_update(gpio, GPIOIBE, bit, both);
	pl061_example_update(gpio, GPIOIEV, bit, high && !both);
	irq_set_handler_locked(d, level ? handle_level_irq : handle_edge_irq);
	return 0;
}

static const struct irq_chip pl061_example_irq_chip = {
	.name = "pl061-example",
	.irq_ack = pl061_example_irq_ack,
	.irq_mask = pl061_example_irq_mask,
	.irq_unmask = pl061_example_irq_unmask,
	.irq_set_type = pl061_example_irq_type,
};

/* A consumer mapped line @hw: an input, with the chip. */
static int pl061_example_irq_map(struct irq_domain *d, unsigned int virq,
				 irq_hw_number_t hw)
{
	struct pl061_example *gpio = d->host_data;

	if (hw >= PL061_NR_LINES)
		return -EINVAL;
	pl061_example_update(gpio, GPIODIR, 1u << hw, false);
	irq_set_chip_data(virq, gpio);
	irq_set_chip_and_handler(virq, &pl061_example_irq_chip,
				 handle_edge_irq);
	return 0;
}

static const struct irq_domain_ops pl061_example_domain_ops = {
	.map = pl061_example_irq_map,
	.xlate = irq_domain_xlate_twocell,
};

/* The controller's own interrupt: deliver each pending line's. */
static irqreturn_t pl061_example_irq(int irq, void *dev_id)
{
	struct pl061_example *gpio = dev_id;
	u32 pending = readl(gpio->regs + GPIOMIS);
	unsigned int line;

	(void)irq;
	if (!pending)
		return IRQ_NONE;
	gpio->parent_irqs++;
	for (line = 0; line < PL061_NR_LINES; line++)
		if (pending & (1u << line))
			generic_handle_domain_irq(gpio->domain, line);
	return IRQ_HANDLED;
}

static void pl061_example_remove_domain(void *data)
{
	struct pl061_example *gpio = data;
	unsigned int line, virq;

	writel(0, gpio->regs + GPIOIE);
	for (line = 0; line < PL061_NR_LINES; line++) {
		virq = irq_find_mapping(gpio->domain, line);
		if (virq)
			irq_dispose_mapping(virq);
	}
	irq_domain_remove(gpio->domain);
}

static int pl061_example_probe(struct amba_device *adev,
			       const struct amba_id *id)
{
	struct device *dev = &adev->dev;
	struct pl061_example *gpio;
	struct clk *pclk;
	int ret;

	(void)id;
	gpio = devm_kzalloc(dev, sizeof(*gpio), GFP_KERNEL);
	if (!gpio)
		return -ENOMEM;
	/* Linux's AMBA bus enables apb_pclk before probe; this one does not. */
	pclk = devm_clk_get_enabled(dev, "apb_pclk");
	if (IS_ERR(pclk))
		return dev_err_probe(dev, PTR_ERR(pclk), "no bus clock\n");
	gpio->regs = devm_ioremap_resource(dev, &adev->res);
	if (IS_ERR(gpio->regs))
		return PTR_ERR(gpio->regs);
	gpio->periphid = example_primecell_periphid(gpio->regs + GPIOPERIPHID0);
	if (!adev->irq[0])
		return dev_err_probe(dev, -ENXIO, "no interrupt\n");
	writel(0, gpio->regs + GPIOIE);

	gpio->domain = irq_domain_add_linear(dev->of_node, PL061_NR_LINES,
					     &pl061_example_domain_ops, gpio);
	if (!gpio->domain)
		return -ENOMEM;
	ret = devm_add_action_or_reset(dev, pl061_example_remove_domain, gpio);
	if (ret)
		return ret;
	ret = devm_request_irq(dev, adev->irq[0], pl061_example_irq, 0,
			       dev_name(dev), gpio);
	if (ret)
		return ret;
	amba_set_drvdata(adev, gpio);
	return 0;
}

static const struct amba_id pl061_example_ids[] = {
	{ .id = 0x00041061, .mask = 0x000fffff },
	{},
};

struct amba_driver pl061_example_driver = {
	.drv = { .name = "pl061-example" },
	.probe = pl061_example_probe,
	.id_table = pl061_example_ids,
};
