// SPDX-License-Identifier: MIT
/*
 * resource.c - a tiny platform device's interrupt numbers, from its IRQ
 * resources (the resource lookups are src/platform/platform_lookup.c,
 * shared). No resource tree: nothing is claimed, so nothing can conflict
 * (docs/tiny.md).
 */
#include <linux/platform_device.h>

#include "tiny.h"

/* The interrupt number of @r: -ENXIO without one, -EINVAL for 0 or > INT_MAX. */
static int irq_number(struct platform_device *pdev, const struct resource *r)
{
	if (!r)
		return -ENXIO;
	if (r->start == 0 || r->start > (resource_size_t)__INT_MAX__)
		return (int)tiny_event(PLATDEV_EV_IRQ_INVALID, &pdev->dev,
				       -EINVAL);
	return (int)r->start;
}

int platform_get_irq_optional(struct platform_device *pdev, unsigned int num)
{
	return irq_number(pdev,
			  platform_get_resource(pdev, IORESOURCE_IRQ, num));
}

int platform_get_irq(struct platform_device *pdev, unsigned int num)
{
	int ret = platform_get_irq_optional(pdev, num);

	if (ret == -ENXIO)
		tiny_event(PLATDEV_EV_IRQ_NOT_FOUND, &pdev->dev, (long)num);
	return ret;
}

int platform_get_irq_byname_optional(struct platform_device *pdev,
				     const char *name)
{
	return irq_number(
		pdev, platform_get_resource_byname(pdev, IORESOURCE_IRQ, name));
}

int platform_get_irq_byname(struct platform_device *pdev, const char *name)
{
	int ret = platform_get_irq_byname_optional(pdev, name);

	if (ret == -ENXIO)
		tiny_event(PLATDEV_EV_IRQ_NOT_FOUND, &pdev->dev, -1);
	return ret;
}

int platform_irq_count(struct platform_device *pdev)
{
	int nr = 0;

	while (platform_get_irq_optional(pdev, (unsigned int)nr) >= 0)
		nr++;
	return nr;
}
