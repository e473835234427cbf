// SPDX-License-Identifier: MIT
/*
 * platform.c - creating platform devices from the device tree, named as
 * Linux names them, and matching drivers by compatible.
 */
#include <stdio.h>
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/features.h>

#include "of/of_private.h"
#include "platform/platform.h"

const struct of_device_id of_default_bus_match_table[] = {
	{ .compatible = "simple-bus" },
	{ .compatible = "simple-mfd" },
	{ .compatible = "isa" },
	{ .compatible = "arm,amba-bus" },
	{}
};

static const struct of_device_id skipped_nodes[] = {
	{ .compatible = "operating-points-v2" },
	{}
};

const struct of_device_id *of_match_device(const struct of_device_id *matches,
					   const struct device *dev)
{
	return matches && dev && dev->of_node ?
		       of_match_node(matches, dev->of_node) :
		       NULL;
}

const void *of_device_get_match_data(const struct device *dev)
{
	const struct device_driver *drv =
		dev ? __atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE) : NULL;
	const struct of_device_id *match;

	if (!drv)
		return NULL;
	match = of_match_device(drv->of_match_table, dev);
	return match ? match->data : NULL;
}

const void *device_get_match_data(const struct device *dev)
{
	return of_device_get_match_data(dev);
}

int of_device_modalias(const struct device *dev, char *str, size_t len)
{
	const struct device_node *np = dev ? dev->of_node : NULL;
	const struct property *prop;
	const char *type, *compat;
	size_t total;
	int n;

	if (!np)
		return -ENODEV;
	type = of_get_property(np, "device_type", NULL);
	n = snprintf(str, len, "of:N%sT%s", np->name, type ? type : "(null)");
	total = n > 0 ? (size_t)n : 0;
	of_property_for_each_string(np, "compatible", prop, compat)
	{
		size_t start = total + 1, k;

		n = snprintf(total < len ? str + total : NULL,
			     total < len ? len - total : 0, "C%s", compat);
		total += n > 0 ? (size_t)n : 0;
		/* white space becomes '_', in what fitted */
		for (k = start; k < total && k + 1 < len; k++)
			if (str[k] == ' ' || str[k] == '\t' || str[k] == '\n')
				str[k] = '_';
	}
	return (int)total;
}

int of_driver_match_device(struct device *dev, const struct device_driver *drv)
{
	return of_match_device(drv->of_match_table, dev) != NULL;
}

/*
 * Name @dev as of_device_make_bus_id() does: the first ancestor-or-self
 * whose first reg entry translates gives "<hex address>.<name>" (with the
 * "mask" variant), and the nodes below it are appended with ':'.
 */
static int make_bus_id(struct device *dev, struct device_node *np)
{
	struct device_node *node;
	int ret = 0;

	for (node = np; node->parent && !ret; node = node->parent) {
		const __be32 *reg = of_get_property(node, "reg", NULL);
		u64 addr = reg ? of_translate_address(node, reg) : OF_BAD_ADDR;
		const char *below = dev_name(dev); /* the part built so far */
		const char *sep = *below ? ":" : "";
		u32 mask;

		if (addr == OF_BAD_ADDR) {
			ret = dev_set_name(dev, "%s%s%s", node->full_name, sep,
					   below);
			continue;
		}
		/* A translated address is unique enough: it ends the name. */
		if (!of_property_read_u32(node, "mask", &mask))
			return dev_set_name(
				dev, "%llx.%x.%s%s%s", (unsigned long long)addr,
				(unsigned int)__builtin_ffs((int)mask) - 1,
				node->name, sep, below);
		return dev_set_name(dev, "%llx.%s%s%s",
				    (unsigned long long)addr, node->name, sep,
				    below);
	}
	return ret;
}

static void of_device_release(struct device *dev)
{
	struct platform_device *pdev = to_platform_device(dev);

	if (dev->of_node->fwnode.dev == dev)
		dev->of_node->fwnode.dev = NULL;
	of_node_put(dev->of_node);
	kfree(pdev->resource);
	kfree(pdev);
}

/* Build (not add) the platform device of @np. */
static struct platform_device *of_device_alloc(struct device_node *np,
					       const char *bus_id,
					       struct device *parent)
{
	struct platform_device *pdev = kzalloc(sizeof(*pdev), GFP_KERNEL);
	struct resource tmp;
	int nr_reg = 0, i;

	if (!pdev)
		return NULL;
	while (of_address_to_resource(np, nr_reg, &tmp) == 0)
		nr_reg++;
	if (nr_reg) {
		pdev->resource = kcalloc((size_t)nr_reg,
					 sizeof(*pdev->resource), GFP_KERNEL);
		if (!pdev->resource) {
			kfree(pdev);
			return NULL;
		}
		for (i = 0; i < nr_reg; i++)
			of_address_to_resource(np, i, &pdev->resource[i]);
		pdev->num_resources = (u32)nr_reg;
	}
	device_initialize(&pdev->dev);
	pdev->dev.release = of_device_release;
	pdev->dev.of_node = of_node_get(np);
	pdev->dev.fwnode = &np->fwnode;
	np->fwnode.dev = &pdev->dev;
	pdev->dev.parent = parent ? parent : &platform_bus;
	pdev->dev.bus = &platform_bus_type;
	pdev->id = PLATFORM_DEVID_NONE;
	if ((bus_id ? dev_set_name(&pdev->dev, "%s", bus_id) :
		      make_bus_id(&pdev->dev, np))) {
		put_device(&pdev->dev);
		return NULL;
	}
	pdev->name = dev_name(&pdev->dev);
	return pdev;
}

/*
 * A PrimeCell node becomes a device on the AMBA bus, named as a platform
 * device would be, its window claimed in the iomem tree (which a platform
 * device from the device tree does not do). Its subtree is its driver's.
 */
static struct amba_device *amba_device_create(struct device_node *np,
					      const char *bus_id,
					      void *platform_data,
					      struct device *parent)
{
	struct amba_device *dev;
	char path[256];
	int ret;

	/* no AMBA bus: no device, as Linux without CONFIG_ARM_AMBA */
	if (!platdev_has(PLATDEV_FEAT_AMBA) || !of_device_is_available(np) ||
	    of_node_test_and_set_flag(np, OF_POPULATED))
		return NULL;
	dev = amba_device_alloc(NULL, 0, 0);
	if (!dev)
		goto err_clear;
	dev->dev.of_node = of_node_get(np);
	dev->dev.fwnode = &np->fwnode;
	np->fwnode.dev = &dev->dev;
	dev->dev.parent = parent ? parent : &platform_bus;
	dev->dev.platform_data = platform_data;
	ret = bus_id ? dev_set_name(&dev->dev, "%s", bus_id) :
		       make_bus_id(&dev->dev, np);
	if (ret)
		goto err_put;
	of_property_read_u32(np, "arm,primecell-periphid", &dev->periphid);
	ret = of_address_to_resource(np, 0, &dev->res);
	if (ret) {
		pr_err("of: %s: no register window for an AMBA device (%d)\n",
		       platdev_of_format_path(np, path, sizeof(path)), ret);
		goto err_put;
	}
	ret = amba_device_add(dev, &iomem_resource);
	if (ret) {
		pr_err("of: %s: adding the AMBA device failed (%d)\n",
		       platdev_of_format_path(np, path, sizeof(path)), ret);
		goto err_put;
	}
	return dev;

err_put:
	amba_device_put(dev);
err_clear:
	of_node_clear_flag(np, OF_POPULATED);
	return NULL;
}

static struct platform_device *create_pdata(struct device_node *np,
					    const char *bus_id,
					    void *platform_data,
					    struct device *parent)
{
	struct platform_device *pdev;

	if (!of_device_is_available(np) ||
	    of_node_test_and_set_flag(np, OF_POPULATED))
		return NULL;
	pdev = of_device_alloc(np, bus_id, parent);
	if (!pdev)
		goto err_clear;
	pdev->dev.platform_data = platform_data;
	/* As Linux's of_device_add(): resources are not claimed in the trees. */
	if (device_add(&pdev->dev)) {
		put_device(&pdev->dev);
		goto err_clear;
	}
	return pdev;

err_clear:
	of_node_clear_flag(np, OF_POPULATED);
	return NULL;
}

struct platform_device *of_platform_device_create(struct device_node *np,
						  const char *bus_id,
						  struct device *parent)
{
	return create_pdata(np, bus_id, NULL, parent);
}

static const struct of_dev_auxdata *
lookup_auxdata(const struct of_dev_auxdata *lookup, struct device_node *np)
{
	struct resource res;

	for (; lookup && lookup->compatible; lookup++) {
		if (!of_device_is_compatible(np, lookup->compatible))
			continue;
		if (!of_address_to_resource(np, 0, &res) &&
		    res.start != lookup->phys_addr)
			continue;
		return lookup;
	}
	return NULL;
}

static int bus_create(struct device_node *bus,
		      const struct of_device_id *matches,
		      const struct of_dev_auxdata *lookup,
		      struct device *parent)
{
	const struct of_dev_auxdata *aux;
	struct platform_device *pdev;
	struct device_node *child;
	int rc = 0;

	if (!of_get_property(bus, "compatible", NULL))
		return 0; /* not a device; its children belong to no bus here */
	if (of_match_node(skipped_nodes, bus) ||
	    of_node_check_flag(bus, OF_POPULATED_BUS))
		return 0;
	aux = lookup_auxdata(lookup, bus);
	if (of_device_is_compatible(bus, "arm,primecell")) {
		amba_device_create(bus, aux ? aux->name : NULL,
				   aux ? aux->platform_data : NULL, parent);
		return 0;
	}
	pdev = create_pdata(bus, aux ? aux->name : NULL,
			    aux ? aux->platform_data : NULL, parent);
	if (!pdev || !of_match_node(matches, bus))
		return 0;
	for_each_child_of_node(bus, child) {
		rc = bus_create(child, matches, lookup, &pdev->dev);
		if (rc) {
			of_node_put(child);
			break;
		}
	}
	of_node_set_flag(bus, OF_POPULATED_BUS);
	return rc;
}

int of_platform_populate(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent)
{
	struct device_node *child;
	int rc = 0;

	rc = platform_bus_init();
	if (rc)
		return rc;
	root = root ? of_node_get(root) : of_find_node_by_path("/");
	if (!root)
		return -EINVAL;
	/*
	 * Create every device first and link consumers to suppliers, then
	 * probe: in tree order, without links, consumers would only defer.
	 */
	device_block_probing();
	for_each_child_of_node(root, child) {
		rc = bus_create(child, matches, lookup, parent);
		if (rc) {
			of_node_put(child);
			break;
		}
	}
	of_node_set_flag(root, OF_POPULATED_BUS);
	of_fwnode_links_add_subtree(root);
	of_node_put(root);
	device_unblock_probing();
	return rc;
}

int of_platform_default_populate(struct device_node *root,
				 const struct of_dev_auxdata *lookup,
				 struct device *parent)
{
	return of_platform_populate(root, of_default_bus_match_table, lookup,
				    parent);
}

static bool populated(struct device *dev)
{
	return dev->of_node &&
	       (dev->bus == &platform_bus_type ||
		(platdev_has(PLATDEV_FEAT_AMBA) &&
		 dev->bus == &amba_bustype)) &&
	       of_node_check_flag(dev->of_node, OF_POPULATED);
}

/* The populated children of a device, referenced, in their order. */
struct child_list {
	struct device **v;
	size_t n, cap;
	bool nomem;
};

static int collect_populated(struct device *dev, void *data)
{
	struct child_list *l = data;

	if (!populated(dev))
		return 0;
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 16;
		struct device **v =
			krealloc(l->v, cap * sizeof(*v), GFP_KERNEL);

		if (!v) {
			l->nomem = true;
			return 1;
		}
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = get_device(dev);
	return 0;
}

static void destroy(struct device *victim)
{
	struct device_node *np = victim->of_node;

	if (of_node_check_flag(np, OF_POPULATED_BUS))
		of_platform_depopulate(victim);
	of_node_clear_flag(np, OF_POPULATED);
	of_node_clear_flag(np, OF_POPULATED_BUS);
	device_unregister(victim);
}

/* Keep a reference on the newest populated child seen so far. */
static int remember_newest(struct device *dev, void *data)
{
	struct device **newest = data;

	if (populated(dev)) {
		put_device(*newest);
		*newest = get_device(dev);
	}
	return 0;
}

/* Without memory for the list: one walk per child, newest first. */
static void depopulate_one_by_one(struct device *parent)
{
	struct device *victim;

	for (;;) {
		victim = NULL;
		device_for_each_child(parent, &victim, remember_newest);
		if (!victim)
			return;
		destroy(victim);
		put_device(victim);
	}
}

void of_platform_depopulate(struct device *parent)
{
	struct child_list l = { 0 };

	if (!parent)
		parent = &platform_bus;
	/*
	 * Newest first, the reverse of populate; each bus's children before
	 * it. One walk collects the children (Linux walks them backwards).
	 */
	device_for_each_child(parent, &l, collect_populated);
	if (l.nomem) {
		while (l.n--)
			put_device(l.v[l.n]);
		kfree(l.v);
		depopulate_one_by_one(parent);
		return;
	}
	while (l.n--) {
		destroy(l.v[l.n]);
		put_device(l.v[l.n]);
	}
	kfree(l.v);
}

static int match_node(struct device *dev, const void *np)
{
	return dev->of_node == np;
}

struct platform_device *of_find_device_by_node(struct device_node *np)
{
	struct device *dev =
		bus_find_device(&platform_bus_type, NULL, np, match_node);

	return dev ? to_platform_device(dev) : NULL;
}
