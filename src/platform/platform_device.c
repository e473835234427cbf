// SPDX-License-Identifier: MIT
/*
 * platform_device.c - platform devices: allocation, naming, registration.
 */
#include <string.h>

#include <linux/property.h>
#include <linux/slab.h>
#include <platdev/features.h>

#include "base/base.h"
#include "platform/platform.h"
#include "platform/platform_devid.h"

/* A device from platform_device_alloc(), with its name stored behind it. */
struct platform_object {
	struct platform_device pdev;
	char name[];
};

static void platform_device_release(struct device *dev)
{
	struct platform_object *pa =
		container_of(dev, struct platform_object, pdev.dev);

	software_node_device_gone(dev, true); /* platform_device_info.swnode */
	platdev_port_free(platform_data_allocation(&pa->pdev));
	platdev_port_free(pa->pdev.resource);
	kfree(pa->pdev.driver_override); /* set with kstrdup(), as in Linux */
	platdev_port_free(pa);
}

struct platform_device *platform_device_alloc(const char *name, int id)
{
	struct platform_object *pa;
	size_t len;

	if (!name || !*name) {
		pr_err("platform_device_alloc: device without a name\n");
		return NULL;
	}
	len = strlen(name);
	pa = platdev_port_alloc(sizeof(*pa) + len + 1);
	if (!pa)
		return NULL;
	memcpy(pa->name, name, len + 1);
	pa->pdev.name = pa->name;
	pa->pdev.id = id;
	device_initialize(&pa->pdev.dev);
	pa->pdev.dev.release = platform_device_release;
	platform_setup_dma_masks(&pa->pdev);
	return &pa->pdev;
}

static void *copy_bytes(const void *src, size_t size)
{
	void *dst = platdev_port_alloc(size);

	if (dst && size)
		memcpy(dst, src, size);
	return dst;
}

int platform_device_add_resources(struct platform_device *pdev,
				  const struct resource *res, unsigned int num)
{
	struct resource *copy = NULL;

	size_t bytes;

	if (!pdev)
		return -EINVAL;
	if (!res && num) {
		pr_err("platform_device_add_resources: %s: %u resources, but no table\n",
		       pdev->name ? pdev->name : "(unnamed)", num);
		return -EINVAL;
	}
	if (__builtin_mul_overflow((size_t)num, sizeof(*res), &bytes))
		return -ENOMEM;
	if (num) {
		copy = copy_bytes(res, bytes);
		if (!copy)
			return -ENOMEM;
	}
	if (!pdev->platdev_resource_inline)
		platdev_port_free(pdev->resource);
	pdev->platdev_resource_inline = false;
	pdev->resource = copy;
	pdev->num_resources = copy ? num : 0;
	return 0;
}

int platform_device_add_data(struct platform_device *pdev, const void *data,
			     size_t size)
{
	void *copy = NULL;

	if (!pdev)
		return -EINVAL;
	if (data) {
		copy = copy_bytes(data, size);
		if (!copy)
			return -ENOMEM;
	}
	platdev_port_free(platform_data_allocation(pdev));
	pdev->dev.platform_data = copy;
	pdev->platdev_typed_pdata = false;
	return 0;
}

static bool known_resource_type(unsigned long type)
{
	switch (type) {
	case IORESOURCE_IO:
	case IORESOURCE_MEM:
	case IORESOURCE_REG:
	case IORESOURCE_IRQ:
	case IORESOURCE_DMA:
	case IORESOURCE_BUS:
		return true;
	default:
		return false;
	}
}

static int check_resources(struct platform_device *pdev)
{
	u32 i;

	if (pdev->num_resources && !pdev->resource) {
		pr_err("platform_device_add: %s: %u resources but no array\n",
		       pdev->name, pdev->num_resources);
		return -EINVAL;
	}
	for (i = 0; i < pdev->num_resources; i++) {
		const struct resource *r = &pdev->resource[i];

		if (!known_resource_type(resource_type(r))) {
			pr_err("platform_device_add: %s: resource %u (%s) has unknown type %#lx\n",
			       pdev->name, i, r->name ? r->name : "unnamed",
			       resource_type(r));
			return -EINVAL;
		}
		if (r->end < r->start) {
			pr_err("platform_device_add: %s: resource %u (%s) ends at %#llx before it starts at %#llx\n",
			       pdev->name, i, r->name ? r->name : "unnamed",
			       (unsigned long long)r->end,
			       (unsigned long long)r->start);
			return -EINVAL;
		}
	}
	return 0;
}

/* Name the device as Linux does: "name", "name.id" or "name.N.auto". */
static int name_device(struct platform_device *pdev)
{
	int ret;

	switch (pdev->id) {
	case PLATFORM_DEVID_NONE:
		/* The device's own name serves; no copy needed. */
		dev_use_name(&pdev->dev, pdev->name);
		return 0;
	case PLATFORM_DEVID_AUTO:
		ret = platform_devid_alloc();
		if (ret < 0)
			return ret;
		pdev->id = ret;
		pdev->id_auto = true;
		ret = dev_set_name(&pdev->dev, "%s.%d.auto", pdev->name,
				   pdev->id);
		break;
	default:
		if (pdev->id < 0) {
			pr_err("platform_device_add: %s: invalid id %d\n",
			       pdev->name, pdev->id);
			return -EINVAL;
		}
		ret = dev_set_name(&pdev->dev, "%s.%d", pdev->name, pdev->id);
		break;
	}
	return ret;
}

static void forget_auto_id(struct platform_device *pdev)
{
	if (!pdev->id_auto)
		return;
	platform_devid_free(pdev->id);
	pdev->id = PLATFORM_DEVID_AUTO;
	pdev->id_auto = false;
}

/* Resources that took the device's name give it back (it may be freed). */
static void unname_resources(struct platform_device *pdev)
{
	const char *name = dev_name(&pdev->dev);
	u32 i;

	/*
	 * Holders of a reference may be reading the names (by-name lookups):
	 * they see the name or NULL, never a torn pointer; the name itself
	 * lives until the last reference goes.
	 */
	for (i = 0; i < pdev->num_resources; i++) {
		const char **slot = &pdev->resource[i].name;

		if (__atomic_load_n(slot, __ATOMIC_RELAXED) == name)
			__atomic_store_n(slot, NULL, __ATOMIC_RELAXED);
	}
}

/* The tree a resource is claimed in: its preset parent, else by type. */
static struct resource *tree_of(const struct resource *r)
{
	/* (Tested here too, so that -O0 builds fold the trees away.) */
	if (!platdev_has(PLATDEV_FEAT_RESOURCE_TREE))
		return NULL;
	if (r->parent)
		return r->parent;
	switch (resource_type(r)) {
	case IORESOURCE_MEM:
		return &iomem_resource;
	case IORESOURCE_IO:
		return &ioport_resource;
	default:
		return NULL;
	}
}

/* Give back the first @n resources' claims; their children move up. */
static void unclaim_resources(struct platform_device *pdev, u32 n)
{
	if (!platdev_has(PLATDEV_FEAT_RESOURCE_TREE))
		return;
	/* remove_resource() checks, under the lock, that it is in a tree. */
	while (n--)
		remove_resource(&pdev->resource[n]);
}

/*
 * Claim the MEM and IO resources in the iomem and ioport trees, as Linux
 * does for board-file devices, so two devices cannot own overlapping ranges.
 */
static int claim_resources(struct platform_device *pdev)
{
	u32 i;

	/* A profile without the trees attaches resources without claiming. */
	if (!platdev_has(PLATDEV_FEAT_RESOURCE_TREE))
		return 0;
	for (i = 0; i < pdev->num_resources; i++) {
		struct resource *r = &pdev->resource[i];
		struct resource *tree = tree_of(r), *conflict;

		if (!tree)
			continue;
		r->parent = NULL;
		conflict = insert_resource_conflict(tree, r);
		if (conflict) {
			dev_err(&pdev->dev,
				"failed to claim resource %u [%#llx-%#llx]: conflicts with %s [%#llx-%#llx]\n",
				i, (unsigned long long)r->start,
				(unsigned long long)r->end,
				conflict->name ? conflict->name : "(unnamed)",
				(unsigned long long)conflict->start,
				(unsigned long long)conflict->end);
			unclaim_resources(pdev, i);
			return -EBUSY;
		}
	}
	return 0;
}

int platform_device_add(struct platform_device *pdev)
{
	u32 i;
	int ret;

	if (!pdev) {
		pr_err("platform_device_add: NULL device\n");
		return -EINVAL;
	}
	if (!pdev->name || !*pdev->name) {
		pr_err("platform_device_add: device without a name\n");
		return -EINVAL;
	}
	ret = platform_bus_init();
	if (ret)
		return ret;
	/* Renaming or claiming a registered device's resources would wreck it. */
	platdev_port_core_lock();
	ret = device_addable_locked(&pdev->dev);
	platdev_port_core_unlock();
	if (ret)
		return ret;
	ret = check_resources(pdev);
	if (ret)
		return ret;
	if (!pdev->dev.parent)
		pdev->dev.parent = &platform_bus;
	pdev->dev.bus = &platform_bus_type;

	ret = name_device(pdev);
	if (ret)
		goto err_name;
	for (i = 0; i < pdev->num_resources; i++)
		if (!pdev->resource[i].name)
			pdev->resource[i].name = dev_name(&pdev->dev);
	ret = claim_resources(pdev);
	if (ret)
		goto err_claim;

	ret = device_add(&pdev->dev);
	if (ret)
		goto err_add;
	return 0;

err_add:
	unclaim_resources(pdev, pdev->num_resources);
err_claim:
	unname_resources(pdev);
err_name:
	forget_auto_id(pdev);
	dev_clear_name(&pdev->dev);
	return ret;
}

int platform_device_register(struct platform_device *pdev)
{
	if (!pdev) {
		pr_err("platform_device_register: NULL device\n");
		return -EINVAL;
	}
	/* device_initialize() would wreck the lists of a registered device. */
	if (device_initialize_for_register(&pdev->dev, __func__))
		return -EBUSY;
	platform_setup_dma_masks(pdev);
	return platform_device_add(pdev);
}

void platform_device_del(struct platform_device *pdev)
{
	if (IS_ERR_OR_NULL(pdev) ||
	    refuse_self_wait(__func__, &pdev->dev, NULL))
		return;
	device_del(&pdev->dev);
	unclaim_resources(pdev, pdev->num_resources);
	unname_resources(pdev);
	forget_auto_id(pdev);
}

void platform_device_put(struct platform_device *pdev)
{
	if (IS_ERR_OR_NULL(pdev))
		return;
	put_device(&pdev->dev);
}

void platform_device_unregister(struct platform_device *pdev)
{
	if (!IS_ERR_OR_NULL(pdev) &&
	    refuse_self_wait(__func__, &pdev->dev, NULL))
		return; /* (and keep the reference: it stays registered) */
	platform_device_del(pdev);
	platform_device_put(pdev);
}

/*
 * Give @pdev the software node @info asks for: .swnode as it is, or a
 * managed node holding a copy of .properties (one or the other).
 */
static int
platform_device_info_add_swnode(struct platform_device *pdev,
				const struct platform_device_info *info)
{
	if (info->swnode && info->properties) {
		pr_err("platform_device_register_full: %s: both swnode and properties\n",
		       info->name);
		return -EINVAL;
	}
	if (info->swnode)
		return device_add_software_node(&pdev->dev, info->swnode);
	if (info->properties)
		return device_create_managed_software_node(
			&pdev->dev, info->properties, NULL);
	return 0;
}

struct platform_device *
platform_device_register_full(const struct platform_device_info *pdevinfo)
{
	struct platform_device *pdev;
	int ret;

	if (!pdevinfo || !pdevinfo->name || !*pdevinfo->name) {
		pr_err("platform_device_register_full: device without a name\n");
		return ERR_PTR(-EINVAL);
	}
	pdev = platform_device_alloc(pdevinfo->name, pdevinfo->id);
	if (!pdev)
		return ERR_PTR(-ENOMEM);
	pdev->dev.parent = pdevinfo->parent;
	pdev->dev.fwnode = pdevinfo->fwnode;
	if (pdevinfo->dma_mask) {
		pdev->platform_dma_mask = pdevinfo->dma_mask;
		pdev->dev.coherent_dma_mask = pdevinfo->dma_mask;
	}

	ret = platform_device_add_resources(pdev, pdevinfo->res,
					    pdevinfo->num_res);
	if (!ret)
		ret = platform_device_add_data(pdev, pdevinfo->data,
					       pdevinfo->size_data);
	if (!ret)
		ret = platform_device_info_add_swnode(pdev, pdevinfo);
	if (!ret)
		ret = platform_device_add(pdev);
	if (ret) {
		platform_device_put(pdev);
		return ERR_PTR(ret);
	}
	return pdev;
}

struct platform_device *
platform_device_register_resndata(struct device *parent, const char *name,
				  int id, const struct resource *res,
				  unsigned int num, const void *data,
				  size_t size)
{
	struct platform_device_info info = {
		.parent = parent,
		.name = name,
		.id = id,
		.res = res,
		.num_res = num,
		.data = data,
		.size_data = size,
	};

	return platform_device_register_full(&info);
}

struct platform_device *
platform_device_register_simple(const char *name, int id,
				const struct resource *res, unsigned int num)
{
	return platform_device_register_resndata(NULL, name, id, res, num, NULL,
						 0);
}

struct platform_device *platform_device_register_data(struct device *parent,
						      const char *name, int id,
						      const void *data,
						      size_t size)
{
	return platform_device_register_resndata(parent, name, id, NULL, 0,
						 data, size);
}

int platform_add_devices(struct platform_device **devs, int num)
{
	int i, ret = 0;

	if (!devs && num > 0)
		return -EINVAL;
	for (i = 0; i < num; i++) {
		ret = platform_device_register(devs[i]);
		if (ret) {
			while (--i >= 0)
				platform_device_unregister(devs[i]);
			break;
		}
	}
	return ret;
}
