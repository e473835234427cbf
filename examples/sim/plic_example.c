// SPDX-License-Identifier: MIT
/*
 * plic_example.c - the RISC-V platform-level interrupt controller as
 * Linux 6.9+ has it: a platform driver (not an early irqchip), so the
 * devices behind it defer until it binds. It maps its registers, reads
 * how many sources it has ("riscv,ndev") and provides the irq domain of
 * its sources (one cell: the source number; source 0 does not exist).
 * A consumer's mapping gives its source priority 1, so that it is not
 * masked by the zero threshold. On a simulated board a model's interrupt
 * reaches the consumer's handler through this domain; claim and complete
 * through the hart contexts are not modelled.
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/slab.h>

#include "board_drivers.h"

#define PLIC_PRIORITY(source) (4 * (source))

static int plic_example_map(struct irq_domain *d, unsigned int virq,
			    irq_hw_number_t hw)
{
	struct plic_example *plic = d->host_data;

	(void)virq;
	if (!hw || hw > plic->nr_sources)
		return -EINVAL;
	writel(1, plic->regs + PLIC_PRIORITY(hw));
	return 0;
}

static const struct irq_domain_ops plic_example_domain_ops = {
	.map = plic_example_map,
	.xlate = irq_domain_xlate_onecell,
};

static void plic_example_remove_domain(void *data)
{
	struct plic_example *plic = data;
	unsigned int source, virq;

	for (source = 1; source <= plic->nr_sources; source++) {
		virq = irq_find_mapping(plic->domain, source);
		if (!virq)
			continue;
		irq_dispose_mapping(virq);
		writel(0, plic->regs + PLIC_PRIORITY(source));
	}
	irq_domain_remove(plic->domain);
}

static int plic_example_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct plic_example *plic;

	plic = devm_kzalloc(dev, sizeof(*plic), GFP_KERNEL);
	if (!plic)
		return -ENOMEM;
	plic->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(plic->regs))
		return PTR_ERR(plic->regs);
	if (of_property_read_u32(dev->of_node, "riscv,ndev",
				 &plic->nr_sources) ||
	    !plic->nr_sources)
		return dev_err_probe(dev, -EINVAL, "no riscv,ndev\n");
	plic->domain = irq_domain_add_linear(dev->of_node, plic->nr_sources + 1,
					     &plic_example_domain_ops, plic);
	if (!plic->domain)
		return -ENOMEM;
	platform_set_drvdata(pdev, plic);
	return devm_add_action_or_reset(dev, plic_example_remove_domain, plic);
}

static const struct of_device_id plic_example_ids[] = {
	{ .compatible = "sifive,plic-1.0.0" },
	{ .compatible = "riscv,plic0" },
	{}
};

struct platform_driver plic_example_driver = {
	.probe = plic_example_probe,
	.driver = { .name = "plic-example",
		    .of_match_table = plic_example_ids },
};
