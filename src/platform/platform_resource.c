// SPDX-License-Identifier: MIT
/*
 * platform_resource.c - a platform device's interrupts, from its device-tree
 * node or its IRQ resources (the lookups themselves: platform_lookup.c).
 */
#include <linux/of_irq.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/features.h>

/* An IRQ resource's number; 0 is never a valid interrupt. */
static int irq_of(struct platform_device *pdev, const struct resource *r)
{
	if (!r)
		return -ENXIO;
	if (r->start == 0) {
		dev_warn(&pdev->dev, "0 is an invalid IRQ number\n");
		return -EINVAL;
	}
	if (r->start > (resource_size_t)__INT_MAX__) {
		dev_warn(&pdev->dev, "IRQ %#llx does not fit an int\n",
			 (unsigned long long)r->start);
		return -EINVAL;
	}
	return (int)r->start;
}

/*
 * Interrupt @index of @pdev's node has a controller without a domain: tell
 * the core, so the deferred probe is retried when that domain appears.
 */
static void wait_for_irq_parent(struct platform_device *pdev, int index)
{
	struct of_phandle_args oirq;

	/* (Tested here too, so that -O0 builds fold the tree away.) */
	if (!platdev_has(PLATDEV_FEAT_OF) || index < 0 ||
	    of_irq_parse_one(pdev->dev.of_node, index, &oirq))
		return;
	platdev_device_waits_for_node(&pdev->dev, oirq.np,
				      PLATDEV_DEP_IRQ_PARENT);
	of_node_put(oirq.np);
}

int platform_get_irq_optional(struct platform_device *pdev, unsigned int num)
{
	/* A device-tree device maps its interrupts when asked, as Linux does. */
	if (platdev_has(PLATDEV_FEAT_OF) && pdev && pdev->dev.of_node) {
		int ret = of_irq_get(pdev->dev.of_node, (int)num);

		if (ret == -EPROBE_DEFER)
			wait_for_irq_parent(pdev, (int)num);
		if (ret > 0 || ret == -EPROBE_DEFER)
			return ret;
	}
	return irq_of(pdev, platform_get_resource(pdev, IORESOURCE_IRQ, num));
}

int platform_get_irq(struct platform_device *pdev, unsigned int num)
{
	int ret = platform_get_irq_optional(pdev, num);

	if (ret < 0)
		return dev_err_probe(&pdev->dev, ret,
				     "IRQ index %u not found\n", num);
	return ret;
}

int platform_get_irq_byname_optional(struct platform_device *pdev,
				     const char *name)
{
	if (platdev_has(PLATDEV_FEAT_OF) && pdev && pdev->dev.of_node && name) {
		int ret = of_irq_get_byname(pdev->dev.of_node, name);

		if (ret == -EPROBE_DEFER)
			wait_for_irq_parent(pdev,
					    of_property_match_string(
						    pdev->dev.of_node,
						    "interrupt-names", name));
		if (ret > 0 || ret == -EPROBE_DEFER)
			return ret;
	}
	return irq_of(pdev,
		      platform_get_resource_byname(pdev, IORESOURCE_IRQ, name));
}

int platform_get_irq_byname(struct platform_device *pdev, const char *name)
{
	int ret = platform_get_irq_byname_optional(pdev, name);

	if (ret < 0)
		return dev_err_probe(&pdev->dev, ret, "IRQ %s not found\n",
				     name);
	return ret;
}

int platform_irq_count(struct platform_device *pdev)
{
	int ret, nr = 0;

	while ((ret = platform_get_irq_optional(pdev, nr)) >= 0)
		nr++;
	if (ret == -EPROBE_DEFER)
		return ret;
	return nr;
}
