// SPDX-License-Identifier: MIT
/*
 * syscon.c - system controllers: one regmap per device-tree node, made on
 * the first request and freed when the tree is unloaded or a simulated
 * board's registers go away (of_syscon_release_all(), called by
 * platdev_of_unload() and platdev_sim_board_destroy()).
 *
 * The records hold no reference on their node: as in Linux a syscon is
 * looked up by node pointer, and the tree's unload frees the records
 * before the nodes.
 */
#include <linux/clk.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/list.h>
#include <linux/mfd/syscon.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/regmap.h>
#include <linux/slab.h>

#include "of/of_private.h"

/**
 * struct syscon - a node's shared regmap
 * @np: the node
 * @regmap: its map
 * @base: the registers mapped here, or NULL for a map registered by a
 *        driver (of_syscon_register_regmap(): not freed here)
 * @clk: the node's clock attached to the map, or NULL
 * @list: on syscon_list
 */
struct syscon {
	struct device_node *np;
	struct regmap *regmap;
	void __iomem *base;
	struct clk *clk;
	struct list_head list;
};

static DEFINE_MUTEX(syscon_lock);
static LIST_HEAD(syscon_list);

static struct syscon *find_locked(const struct device_node *np)
{
	struct syscon *s;

	list_for_each_entry(s, &syscon_list, list)
		if (s->np == np)
			return s;
	return NULL;
}

/* The map's layout from the node's properties and its first "reg". */
static int node_config(struct device_node *np, const struct resource *res,
		       struct regmap_config *config)
{
	u32 width = 4;

	if (of_property_read_bool(np, "big-endian"))
		config->val_format_endian = REGMAP_ENDIAN_BIG;
	else if (of_property_read_bool(np, "little-endian"))
		config->val_format_endian = REGMAP_ENDIAN_LITTLE;
	else if (of_property_read_bool(np, "native-endian"))
		config->val_format_endian = REGMAP_ENDIAN_NATIVE;
	of_property_read_u32(np, "reg-io-width", &width);
	if (width != 1 && width != 2 && width != 4 && width != 8)
		return -EINVAL;
	if (resource_size(res) < width)
		return -EINVAL;
	config->reg_bits = 32;
	config->reg_stride = width;
	config->val_bits = width * 8;
	config->max_register = resource_size(res) - width;
	return 0;
}

/* Attach @s's node's first clock, if it has one, to its map. */
static int attach_node_clk(struct syscon *s, struct device_node *np)
{
	struct clk *clk = of_clk_get(np, 0);
	int err;

	if (IS_ERR(clk))
		return PTR_ERR(clk) == -ENOENT ? 0 : PTR_ERR(clk);
	err = regmap_mmio_attach_clk(s->regmap, clk);
	if (err)
		clk_put(clk);
	else
		s->clk = clk;
	return err;
}

/* Free @s and what was made for it. */
static void syscon_free(struct syscon *s)
{
	if (s->base) {
		regmap_exit(s->regmap);
		clk_put(s->clk);
		iounmap(s->base);
	}
	kfree(s);
}

static struct syscon *create_locked(struct device_node *np, bool with_clk)
{
	struct regmap_config config = { 0 };
	struct syscon *s;
	struct resource res;
	int err;

	if (of_address_to_resource(np, 0, &res))
		return ERR_PTR(-ENOMEM);
	err = node_config(np, &res, &config);
	if (err)
		return ERR_PTR(err);
	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return ERR_PTR(-ENOMEM);
	s->base = of_iomap(np, 0);
	if (!s->base) {
		err = -ENOMEM;
		goto free;
	}
	s->regmap = regmap_init_mmio(NULL, s->base, &config);
	if (IS_ERR(s->regmap)) {
		err = PTR_ERR(s->regmap);
		goto unmap;
	}
	err = with_clk ? attach_node_clk(s, np) : 0;
	if (err) {
		syscon_free(s);
		return ERR_PTR(err);
	}
	s->np = np;
	list_add_tail(&s->list, &syscon_list);
	return s;
unmap:
	iounmap(s->base);
free:
	kfree(s);
	return ERR_PTR(err);
}

static struct regmap *node_regmap(struct device_node *np, bool with_clk)
{
	struct syscon *s;

	if (!np)
		return ERR_PTR(-EINVAL);
	mutex_lock(&syscon_lock);
	s = find_locked(np);
	if (!s)
		s = create_locked(np, with_clk);
	mutex_unlock(&syscon_lock);
	return IS_ERR(s) ? ERR_CAST(s) : s->regmap;
}

struct regmap *device_node_to_regmap(struct device_node *np)
{
	return node_regmap(np, false);
}

struct regmap *syscon_node_to_regmap(struct device_node *np)
{
	if (!np || of_device_is_compatible(np, "syscon") <= 0)
		return ERR_PTR(-EINVAL);
	return node_regmap(np, true);
}

struct regmap *syscon_regmap_lookup_by_compatible(const char *s)
{
	struct device_node *np = of_find_compatible_node(NULL, NULL, s);
	struct regmap *map;

	if (!np)
		return ERR_PTR(-ENODEV);
	map = syscon_node_to_regmap(np);
	of_node_put(np);
	return map;
}

struct regmap *syscon_regmap_lookup_by_phandle(struct device_node *np,
					       const char *property)
{
	struct device_node *target;
	struct regmap *map;

	if (!property)
		return syscon_node_to_regmap(np);
	target = of_parse_phandle(np, property, 0);
	if (!target)
		return ERR_PTR(-ENODEV);
	map = syscon_node_to_regmap(target);
	of_node_put(target);
	return map;
}

struct regmap *syscon_regmap_lookup_by_phandle_args(struct device_node *np,
						    const char *property,
						    int arg_count,
						    unsigned int *out_args)
{
	struct of_phandle_args args;
	struct regmap *map;
	int i, err;

	err = of_parse_phandle_with_fixed_args(np, property, arg_count, 0,
					       &args);
	if (err)
		return ERR_PTR(err);
	map = syscon_node_to_regmap(args.np);
	for (i = 0; i < arg_count; i++)
		out_args[i] = args.args[i];
	of_node_put(args.np);
	return map;
}

struct regmap *syscon_regmap_lookup_by_phandle_optional(struct device_node *np,
							const char *property)
{
	struct regmap *map = syscon_regmap_lookup_by_phandle(np, property);

	return PTR_ERR_OR_ZERO(map) == -ENODEV ? NULL : map;
}

int of_syscon_register_regmap(struct device_node *np, struct regmap *regmap)
{
	struct syscon *s;
	int err = 0;

	if (!np || !regmap)
		return -EINVAL;
	s = kzalloc(sizeof(*s), GFP_KERNEL);
	if (!s)
		return -ENOMEM;
	mutex_lock(&syscon_lock);
	if (find_locked(np)) {
		err = -EEXIST;
	} else {
		s->np = np;
		s->regmap = regmap;
		list_add_tail(&s->list, &syscon_list);
	}
	mutex_unlock(&syscon_lock);
	if (err)
		kfree(s);
	return err;
}

void of_syscon_release_all(void)
{
	struct syscon *s, *tmp;

	mutex_lock(&syscon_lock);
	list_for_each_entry_safe(s, tmp, &syscon_list, list) {
		list_del(&s->list);
		syscon_free(s);
	}
	mutex_unlock(&syscon_lock);
}
