/* SPDX-License-Identifier: MIT */
/*
 * linux/mfd/syscon.h - system controllers: a device-tree node of
 * compatible "syscon" whose registers several drivers share through one
 * regmap, made the first time someone asks for it (no driver binds to the
 * node) and kept until the tree is unloaded (or, on a simulated board,
 * until the board is destroyed, since the map reaches its registers).
 *
 * The map is 32-bit registers at a stride of 4 unless the node says
 * "reg-io-width"; "big-endian", "little-endian" or "native-endian" give
 * the byte order; max_register is the last register of "reg" entry 0. The
 * node's first clock, if it has one, is enabled around each access. (A
 * "resets" entry is not deasserted: reset controllers are not consulted.)
 */
#ifndef _PLATDEV_LINUX_MFD_SYSCON_H
#define _PLATDEV_LINUX_MFD_SYSCON_H

#include <linux/err.h>

struct device_node;
struct regmap;

/**
 * device_node_to_regmap() - the regmap of @np's registers, whatever its
 * compatible (no clock attached)
 * Return: the map (shared; not to be freed); ERR_PTR(-ENOMEM) when @np
 * has no registers to map or memory is short; ERR_PTR(-EINVAL) for a
 * "reg-io-width" the registers cannot have.
 */
struct regmap *device_node_to_regmap(struct device_node *np);

/**
 * syscon_node_to_regmap() - the regmap of a "syscon" node
 * Return: the map; ERR_PTR(-EINVAL) when @np is not compatible with
 * "syscon"; the clock's error other than -ENOENT (-EPROBE_DEFER while its
 * provider is missing); as device_node_to_regmap().
 */
struct regmap *syscon_node_to_regmap(struct device_node *np);

/**
 * syscon_regmap_lookup_by_compatible() - the regmap of the first node
 * compatible with @s
 * Return: the map; ERR_PTR(-ENODEV) when no node is; as
 * syscon_node_to_regmap().
 */
struct regmap *syscon_regmap_lookup_by_compatible(const char *s);

/**
 * syscon_regmap_lookup_by_phandle() - the regmap of the syscon node that
 * @np's phandle property @property names (@np itself when @property is
 * NULL)
 * Return: the map; ERR_PTR(-ENODEV) without such a phandle; as
 * syscon_node_to_regmap().
 */
struct regmap *syscon_regmap_lookup_by_phandle(struct device_node *np,
					       const char *property);

/**
 * syscon_regmap_lookup_by_phandle_args() - the same for a property of a
 * phandle followed by @arg_count cells, copied into @out_args
 * Return: the map; of_parse_phandle_with_fixed_args()'s error (-ENOENT,
 * -EINVAL); as syscon_node_to_regmap().
 */
struct regmap *syscon_regmap_lookup_by_phandle_args(struct device_node *np,
						    const char *property,
						    int arg_count,
						    unsigned int *out_args);

/**
 * syscon_regmap_lookup_by_phandle_optional() - syscon_regmap_lookup_by_phandle()
 * that returns NULL when there is no such phandle
 * Return: the map, NULL, or another error as syscon_node_to_regmap().
 */
struct regmap *syscon_regmap_lookup_by_phandle_optional(struct device_node *np,
							const char *property);

/**
 * of_syscon_register_regmap() - make @regmap the syscon regmap of @np (a
 * driver that maps the registers itself shares them this way)
 * Return: 0; -EINVAL for a NULL argument; -EEXIST when @np has one
 * already; -ENOMEM. The map stays the caller's: it is not freed here.
 */
int of_syscon_register_regmap(struct device_node *np, struct regmap *regmap);

#endif /* _PLATDEV_LINUX_MFD_SYSCON_H */
