/* SPDX-License-Identifier: MIT */
/*
 * linux/reset-controller.h - the provider side of resets: a driver that
 * controls reset lines describes them with a struct reset_controller_dev
 * and registers it; consumers then find its lines through their "resets"
 * property (or a lookup table) and drive them through its ops.
 */
#ifndef _PLATDEV_LINUX_RESET_CONTROLLER_H
#define _PLATDEV_LINUX_RESET_CONTROLLER_H

#include <linux/list.h>

struct device;
struct device_node;
struct module;
struct of_phandle_args;
struct reset_controller_dev;

/**
 * struct reset_control_ops - what a controller does to one line
 * @reset: pulse the line (assert, wait, deassert); optional
 * @assert: hold the line in reset; optional
 * @deassert: release it; optional (a line that releases itself)
 * @status: 1 while it is in reset, 0 when not, or an error; optional
 *
 * Each gets the line's number as of_xlate() gave it.
 */
struct reset_control_ops {
	int (*reset)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*assert)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*deassert)(struct reset_controller_dev *rcdev, unsigned long id);
	int (*status)(struct reset_controller_dev *rcdev, unsigned long id);
};

/**
 * struct reset_control_lookup - a line given to a device without a
 * device tree, by names (see reset_controller_add_lookup())
 * @list: the table's link (set when added)
 * @provider: the name of the controller's device (dev_name())
 * @index: the line's number at that controller
 * @dev_id: the consumer's device name
 * @con_id: the name the consumer asks for, or NULL
 */
struct reset_control_lookup {
	struct list_head list;
	const char *provider;
	unsigned int index;
	const char *dev_id;
	const char *con_id;
};

#define RESET_LOOKUP(_provider, _index, _dev_id, _con_id)   \
	{                                                   \
		.provider = (_provider), .index = (_index), \
		.dev_id = (_dev_id), .con_id = (_con_id),   \
	}

/**
 * struct reset_controller_dev - a reset controller
 * @ops: its operations
 * @owner: the module that provides it (THIS_MODULE)
 * @list: the registry's link (the core's)
 * @reset_control_head: the consumers' handles of its lines (the core's)
 * @dev: the device that provides it, or NULL; lookups by name use it
 * @of_node: the device-tree node consumers' "resets" point at
 * @of_args: for a controller that serves one specifier of another node
 *           (Linux's reset-gpio); must not be set with @of_node
 * @of_reset_n_cells: the cells of a specifier (#reset-cells); 1 when
 *                    @of_xlate is left NULL
 * @of_xlate: the line number of a specifier, or a negative error; NULL
 *            takes of_reset_simple_xlate()'s rule (one cell, below
 *            @nr_resets)
 * @nr_resets: how many lines it has
 */
struct reset_controller_dev {
	const struct reset_control_ops *ops;
	struct module *owner;
	struct list_head list;
	struct list_head reset_control_head;
	struct device *dev;
	struct device_node *of_node;
	const struct of_phandle_args *of_args;
	int of_reset_n_cells;
	int (*of_xlate)(struct reset_controller_dev *rcdev,
			const struct of_phandle_args *reset_spec);
	unsigned int nr_resets;
};

/**
 * reset_controller_register() - make @rcdev's lines available
 * @rcdev: the controller, filled in; it must stay until unregistered
 *
 * Consumers that deferred their probe for want of it (their "resets"
 * point at @rcdev->of_node) are tried again.
 *
 * Return: 0, or -EINVAL when both @of_node and @of_args are set.
 */
int reset_controller_register(struct reset_controller_dev *rcdev);

/**
 * reset_controller_unregister() - withdraw @rcdev
 * @rcdev: a registered controller
 *
 * Handles consumers still hold stay valid but are cut off: each operation
 * on them returns -ENODEV (Linux would call into the freed controller).
 */
void reset_controller_unregister(struct reset_controller_dev *rcdev);

/**
 * devm_reset_controller_register() - reset_controller_register(),
 * unregistered again when @dev's driver unbinds
 * @dev: the provider's device
 * @rcdev: the controller
 *
 * Return: 0, -ENOMEM, or reset_controller_register()'s error.
 */
int devm_reset_controller_register(struct device *dev,
				   struct reset_controller_dev *rcdev);

/**
 * reset_controller_add_lookup() - give lines to devices by name
 * @lookup: the entries; they must stay (they are linked, not copied)
 * @num_entries: how many
 *
 * An entry without @dev_id or @provider is skipped with a warning.
 */
void reset_controller_add_lookup(struct reset_control_lookup *lookup,
				 unsigned int num_entries);

/**
 * platdev_reset_controller_del_lookup() - take entries added with
 * reset_controller_add_lookup() out again (Linux has no such call; tests
 * and unloadable board files need it)
 * @lookup: the entries
 * @num_entries: how many
 */
void platdev_reset_controller_del_lookup(struct reset_control_lookup *lookup,
					 unsigned int num_entries);

#endif /* _PLATDEV_LINUX_RESET_CONTROLLER_H */
