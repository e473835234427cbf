// SPDX-License-Identifier: MIT
/*
 * early.c - what Linux does to the tree before it populates it.
 *
 * Early in boot Linux initialises interrupt controllers (of_irq_init(),
 * for drivers declared with IRQCHIP_DECLARE) and clock providers
 * (of_clk_init(), for CLK_OF_DECLARE) straight from the tree, and marks
 * each node it initialised OF_POPULATED so that populate makes no platform
 * device for it. A board inspected here has no such drivers; marking the
 * same nodes makes populate create the devices a Linux kernel creates.
 * They are flagged PLATDEV_OF_EARLY_INIT too, so that a node set up early
 * is not taken for one that has a device.
 */
#include <linux/irqdomain.h>
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/clk.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "of/of_private.h"

/* The generic clock providers Linux declares with CLK_OF_DECLARE. */
static const struct of_device_id early_clocks[] = {
	{ .compatible = "fixed-clock" },
	{ .compatible = "fixed-factor-clock" },
	{}
};

/*
 * Interrupt translation of the early controllers, as their Linux drivers
 * read the specifier cells: the library's decoder (irq_decode.c), so that
 * platform_get_irq() and platdev_of_irq_decode() agree.
 */

#define GICV2_NR_IRQS 1020
#define GICV3_NR_IRQS 5120
#define NVIC_NR_IRQS 496
#define RISCV_INTC_NR_IRQS 64

/* What an early controller's domain is like; its host_data points here. */
struct early_irqchip_kind {
	bool gic; /* warn about a specifier without a trigger, as Linux does */
	unsigned int nr_irqs;
	const struct irq_chip *chip; /* given to each mapped line, or NULL */
};

/*
 * The GIC's lines as Linux's GIC drivers describe them: no register is
 * modelled here, but a wake request succeeds without a call, as there
 * (a GPIO controller chained to a GIC line passes its own on).
 */
static const struct irq_chip gic_chip = {
	.name = "GIC",
	.flags = IRQCHIP_SET_TYPE_MASKED | IRQCHIP_SKIP_SET_WAKE |
		 IRQCHIP_MASK_ON_SUSPEND,
};

static int early_translate(struct irq_domain *d, struct irq_fwspec *fwspec,
			   unsigned long *hwirq, unsigned int *type)
{
	const struct early_irqchip_kind *kind = d->host_data;
	struct device_node *np =
		container_of(fwspec->fwnode, struct device_node, fwnode);
	int ret = of_irq_translate_cells(np, fwspec->param, fwspec->param_count,
					 hwirq, type);

	if (!ret && kind->gic && *type == IRQ_TYPE_NONE)
		pr_warn("of: GIC interrupt %lu has no trigger type (a broken device tree)\n",
			*hwirq);
	return ret;
}

static int early_map(struct irq_domain *d, unsigned int virq,
		     irq_hw_number_t hwirq)
{
	const struct early_irqchip_kind *kind = d->host_data;

	(void)hwirq;
	if (kind->chip)
		irq_set_chip_and_handler(virq, kind->chip, NULL);
	return 0;
}

static const struct irq_domain_ops early_ops = {
	.translate = early_translate,
	.map = early_map,
};

static const struct early_irqchip_kind gicv2_kind = { true, GICV2_NR_IRQS,
						      &gic_chip };
static const struct early_irqchip_kind gicv3_kind = { true, GICV3_NR_IRQS,
						      &gic_chip };
static const struct early_irqchip_kind nvic_kind = { false, NVIC_NR_IRQS,
						     NULL };
static const struct early_irqchip_kind riscv_intc_kind = { false,
							   RISCV_INTC_NR_IRQS,
							   NULL };

/*
 * Interrupt controllers a Linux 6.9+ kernel initialises with
 * IRQCHIP_DECLARE, limited to generic ones (the GIC family, the M-profile
 * NVIC, the RISC-V per-hart controller), and their domains. Since 6.9 the
 * RISC-V PLIC, APLIC and IMSIC are platform drivers, so they are not
 * listed: their consumers wait until a driver for them binds.
 */
static const struct of_device_id early_irq_domains[] = {
	{ .compatible = "arm,gic-400", .data = &gicv2_kind },
	{ .compatible = "arm,arm11mp-gic", .data = &gicv2_kind },
	{ .compatible = "arm,arm1176jzf-devchip-gic", .data = &gicv2_kind },
	{ .compatible = "arm,cortex-a15-gic", .data = &gicv2_kind },
	{ .compatible = "arm,cortex-a9-gic", .data = &gicv2_kind },
	{ .compatible = "arm,cortex-a7-gic", .data = &gicv2_kind },
	{ .compatible = "arm,pl390", .data = &gicv2_kind },
	{ .compatible = "qcom,msm-8660-qgic", .data = &gicv2_kind },
	{ .compatible = "qcom,msm-qgic2", .data = &gicv2_kind },
	{ .compatible = "arm,gic-v3", .data = &gicv3_kind },
	{ .compatible = "arm,armv7m-nvic", .data = &nvic_kind },
	{ .compatible = "arm,v6m-nvic", .data = &nvic_kind },
	{ .compatible = "arm,v7m-nvic", .data = &nvic_kind },
	{ .compatible = "riscv,cpu-intc", .data = &riscv_intc_kind },
	{}
};

static bool initialised_early(const struct device_node *np)
{
	if (!of_device_is_available(np))
		return false;
	if (of_match_node(early_clocks, np))
		return true;
	return of_get_property(np, "interrupt-controller", NULL) &&
	       of_match_node(early_irq_domains, np);
}

static int mark_subtree(struct device_node *root)
{
	struct device_node *np;
	int marked = 0;

	for (np = root; np; np = of_subtree_next(root, np)) {
		if (initialised_early(np) &&
		    !of_node_check_flag(np, OF_POPULATED)) {
			of_node_set_flag(np, OF_POPULATED);
			of_node_set_flag(np, PLATDEV_OF_EARLY_INIT);
			marked++;
		}
	}
	return marked;
}

int platdev_of_mark_early_init(void)
{
	return of_root ? mark_subtree(of_root) : 0;
}

/*
 * The domains platdev_of_init_early() created, newest first. Every hart's
 * riscv,cpu-intc node gets one; Linux gives one only to the boot hart's
 * (the others are reached through per-hart registers), but a host has no
 * boot hart and a driver may map any hart's interrupt.
 */
struct early_domain {
	struct irq_domain *domain;
	struct early_domain *next;
};

static struct early_domain *early_domains;
static bool early_done;

static void remove_domain(struct irq_domain *d)
{
	unsigned long hwirq;
	unsigned int virq;

	/* Mappings drivers left (platform_get_irq() makes them) go first. */
	for (hwirq = 0; hwirq < d->hwirq_max; hwirq++) {
		virq = irq_find_mapping(d, hwirq);
		if (virq)
			irq_dispose_mapping(virq);
	}
	irq_domain_remove(d);
}

static int add_domain(struct device_node *np)
{
	const struct of_device_id *id = of_match_node(early_irq_domains, np);
	const struct early_irqchip_kind *kind;
	struct early_domain *e;

	if (!id || irq_find_host(np))
		return 0;
	kind = id->data;
	e = platdev_port_alloc(sizeof(*e));
	if (!e)
		return -ENOMEM;
	e->domain = irq_domain_add_linear(np, kind->nr_irqs, &early_ops,
					  (void *)kind);
	if (!e->domain) {
		platdev_port_free(e);
		return -ENOMEM;
	}
	e->domain->name = np->full_name;
	e->next = early_domains;
	early_domains = e;
	return 1;
}

static int init_subtree(struct device_node *root)
{
	struct device_node *np;
	int ret, added = 0;

	for (np = root; np; np = of_subtree_next(root, np)) {
		if (!of_device_is_available(np) ||
		    !of_get_property(np, "interrupt-controller", NULL))
			continue;
		ret = add_domain(np);
		if (ret < 0)
			return ret;
		added += ret;
	}
	return added;
}

int platdev_of_init_early(void)
{
	int irqs, clocks;

	if (!of_root)
		return 0;
	if (early_done)
		return -EBUSY;
	irqs = init_subtree(of_root);
	if (irqs < 0)
		goto fail;
	clocks = platdev_of_clk_init();
	if (clocks < 0) {
		irqs = clocks;
		goto fail;
	}
	early_done = true;
	mark_subtree(of_root);
	return irqs + clocks;
fail:
	platdev_of_exit_early();
	return irqs;
}

void platdev_of_exit_early(void)
{
	struct early_domain *e;

	platdev_of_clk_exit();
	while ((e = early_domains)) {
		early_domains = e->next;
		remove_domain(e->domain);
		platdev_port_free(e);
	}
	early_done = false;
}
