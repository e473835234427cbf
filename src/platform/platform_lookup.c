// SPDX-License-Identifier: MIT
/*
 * platform_lookup.c - finding a platform device's resources by type and
 * index or by name. Plain walks of the device's own array, shared by every
 * profile's core (the tiny one compiles this file too).
 */
#include <string.h>

#include <linux/platform_device.h>

struct resource *platform_get_resource(struct platform_device *pdev,
				       unsigned int type, unsigned int num)
{
	u32 i;

	for (i = 0; pdev && i < pdev->num_resources; i++) {
		struct resource *r = &pdev->resource[i];

		if (type == resource_type(r) && num-- == 0)
			return r;
	}
	return NULL;
}

struct resource *platform_get_mem_or_io(struct platform_device *pdev,
					unsigned int num)
{
	u32 i;

	for (i = 0; pdev && i < pdev->num_resources; i++) {
		struct resource *r = &pdev->resource[i];

		if ((resource_type(r) & (IORESOURCE_MEM | IORESOURCE_IO)) &&
		    num-- == 0)
			return r;
	}
	return NULL;
}

struct resource *platform_get_resource_byname(struct platform_device *pdev,
					      unsigned int type,
					      const char *name)
{
	u32 i;

	for (i = 0; pdev && name && i < pdev->num_resources; i++) {
		struct resource *r = &pdev->resource[i];

		/* Unregistering may clear a name the core gave; read it once. */
		const char *rname = __atomic_load_n(&r->name, __ATOMIC_RELAXED);

		if (rname && type == resource_type(r) &&
		    strcmp(rname, name) == 0)
			return r;
	}
	return NULL;
}
