// SPDX-License-Identifier: MIT
/*
 * irqchip.c - the probe of interrupt controllers written as platform
 * drivers with IRQCHIP_PLATFORM_DRIVER_BEGIN/END (linux/irqchip.h).
 */
#include <linux/irqchip.h>
#include <linux/irqdomain.h>

int platform_irqchip_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	struct device_node *parent = of_irq_find_parent(np);
	of_irq_init_cb_t init =
		(of_irq_init_cb_t)of_device_get_match_data(&pdev->dev);
	int ret;

	if (!init) {
		of_node_put(parent);
		return -ENODEV;
	}
	/* A root controller is its own interrupt parent. */
	if (parent == np) {
		of_node_put(parent);
		parent = NULL;
	}
	/* Its parent's domain must exist first. */
	if (parent && !irq_find_host(parent)) {
		of_node_put(parent);
		return -EPROBE_DEFER;
	}
	ret = init(np, parent);
	of_node_put(parent);
	return ret;
}
