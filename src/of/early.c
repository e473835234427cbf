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
 */
#include <linux/of.h>
#include <platdev/of.h>

/*
 * Interrupt controllers a Linux 6.9+ kernel initialises with
 * IRQCHIP_DECLARE, limited to generic ones (the GIC family, the M-profile
 * NVIC, the RISC-V per-hart controller). Since 6.9 the RISC-V PLIC, APLIC
 * and IMSIC are platform drivers, so they are not listed.
 */
static const struct of_device_id early_irqchips[] = {
	{ .compatible = "arm,gic-400" },
	{ .compatible = "arm,arm11mp-gic" },
	{ .compatible = "arm,arm1176jzf-devchip-gic" },
	{ .compatible = "arm,cortex-a15-gic" },
	{ .compatible = "arm,cortex-a9-gic" },
	{ .compatible = "arm,cortex-a7-gic" },
	{ .compatible = "arm,pl390" },
	{ .compatible = "qcom,msm-8660-qgic" },
	{ .compatible = "qcom,msm-qgic2" },
	{ .compatible = "arm,gic-v3" },
	{ .compatible = "arm,armv7m-nvic" },
	{ .compatible = "arm,v6m-nvic" },
	{ .compatible = "arm,v7m-nvic" },
	{ .compatible = "riscv,cpu-intc" },
	{}
};

/* The generic clock providers Linux declares with CLK_OF_DECLARE. */
static const struct of_device_id early_clocks[] = {
	{ .compatible = "fixed-clock" },
	{ .compatible = "fixed-factor-clock" },
	{}
};

static bool initialised_early(const struct device_node *np)
{
	if (!of_device_is_available(np))
		return false;
	if (of_match_node(early_clocks, np))
		return true;
	return of_get_property(np, "interrupt-controller", NULL) &&
	       of_match_node(early_irqchips, np);
}

static int mark_subtree(struct device_node *np)
{
	struct device_node *child;
	int marked = 0;

	if (initialised_early(np) && !of_node_check_flag(np, OF_POPULATED)) {
		of_node_set_flag(np, OF_POPULATED);
		marked++;
	}
	for (child = np->child; child; child = child->sibling)
		marked += mark_subtree(child);
	return marked;
}

int platdev_of_mark_early_init(void)
{
	return of_root ? mark_subtree(of_root) : 0;
}
