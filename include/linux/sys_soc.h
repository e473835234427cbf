/* SPDX-License-Identifier: MIT */
/*
 * linux/sys_soc.h - the SoC as a device: its vendor's driver registers
 * what the chip says it is (family, revision, ID), and other drivers ask
 * soc_device_match() for the quirks of a revision.
 *
 * SoC devices are named soc0, soc1, ... (the lowest free number) and have
 * no bus; their attributes are not copied, so they must outlive the
 * device, as in Linux. A machine left NULL is filled in from the device
 * tree's root "model". Registration is possible at any time (Linux keeps
 * one early registration until its SoC bus exists; there is no such
 * moment here).
 */
#ifndef _PLATDEV_LINUX_SYS_SOC_H
#define _PLATDEV_LINUX_SYS_SOC_H

#include <linux/device.h>

struct attribute_group;
struct soc_device;

/**
 * struct soc_device_attribute - what a SoC is, or a pattern of what it is
 * @machine: the board ("model" of the device tree's root by default)
 * @family: e.g. "Freescale i.MX"
 * @revision: e.g. "1.0"
 * @serial_number: the chip's unique number, if it has one
 * @soc_id: e.g. "i.MX8MM"
 * @data: the match entry's data, for the driver asking soc_device_match()
 * @custom_attr_group: sysfs attributes in Linux; kept, never shown here
 *
 * In a table for soc_device_match() each of @machine, @family, @revision
 * and @soc_id is a glob_match() pattern or NULL (anything); an entry with
 * all four NULL ends the table.
 */
struct soc_device_attribute {
	const char *machine;
	const char *family;
	const char *revision;
	const char *serial_number;
	const char *soc_id;
	const void *data;
	const struct attribute_group *custom_attr_group;
};

/**
 * soc_device_register() - register a SoC described by @soc_plat_dev_attr
 * Return: the SoC device; ERR_PTR(-EINVAL) for NULL attributes,
 * ERR_PTR(-ENOMEM), or device_register()'s error.
 */
struct soc_device *
soc_device_register(struct soc_device_attribute *soc_plat_dev_attr);

/** soc_device_unregister() - unregister and free @soc_dev (not its attributes) */
void soc_device_unregister(struct soc_device *soc_dev);

/** soc_device_to_device() - the struct device of @soc */
struct device *soc_device_to_device(struct soc_device *soc);

/**
 * soc_device_match() - the first entry of @matches that a registered SoC
 * matches (every non-NULL pattern of the entry matches the SoC's field,
 * and the SoC has that field)
 * Return: the entry, or NULL (also for a NULL table).
 */
const struct soc_device_attribute *
soc_device_match(const struct soc_device_attribute *matches);

#endif /* _PLATDEV_LINUX_SYS_SOC_H */
