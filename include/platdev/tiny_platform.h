/* SPDX-License-Identifier: MIT */
/*
 * platdev/tiny_platform.h - struct platform_device in the tiny
 * profile (PLATDEV_TINY), included by
 * <linux/platform_device.h> in place of the other profiles' definitions.
 *
 * A platform device keeps what the tiny core reads: its name and id, its
 * resources, the id_table entry it matched and three flag bytes in the
 * padding after @id. No driver_override, id_auto or mfd_cell. (struct
 * platform_driver is the other profiles', less suspend/resume (no system
 * sleep) and prevent_deferred_probe (no deferred probe).)
 */
#ifndef _PLATDEV_TINY_PLATFORM_H
#define _PLATDEV_TINY_PLATFORM_H

#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/mod_devicetable.h>

/**
 * struct platform_device - a platform device, in the tiny profile
 * @name: the name drivers match; "name.id" is its device name
 * @id: its instance number, or PLATFORM_DEVID_NONE
 * @platdev_typed_pdata: dev.platform_data is typed (PLATDEV_PDATA())
 * @platdev_state: the core's flags (src/tiny/tiny.h)
 * @platdev_gen_node: it is the @pdev of a struct platdev_gen_device, a
 *                    device of a board `platdev gen` wrote (platdev/gen.h)
 * @dev: the device
 * @num_resources: entries in @resource
 * @resource: its memory windows, interrupts, ...
 * @id_entry: the driver's id_table entry that matched, while bound
 */
struct platform_device {
	const char *name;
	int id;
	bool platdev_typed_pdata;
	u8 platdev_state;
	bool platdev_gen_node;
	struct device dev;
	u32 num_resources;
	struct resource *resource;
	const struct platform_device_id *id_entry;
};

#endif /* _PLATDEV_TINY_PLATFORM_H */
