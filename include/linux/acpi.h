/* SPDX-License-Identifier: MIT */
/*
 * linux/acpi.h - the face Linux shows without CONFIG_ACPI: there are no
 * ACPI tables, so no device has an ACPI companion, ACPI_PTR() gives NULL
 * (a driver's ACPI match table is left unused), every match answers NULL
 * or false, and queries report -ENODEV or nothing. A driver that supports
 * both device tree and ACPI compiles unchanged and binds through its
 * of_match_table.
 */
#ifndef _PLATDEV_LINUX_ACPI_H
#define _PLATDEV_LINUX_ACPI_H

#include <linux/device.h>
#include <linux/errno.h>
#include <linux/ioport.h>
#include <linux/list.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/property.h>

struct acpi_device;
struct fwnode_handle;

typedef void *acpi_handle;

#define acpi_disabled 1

#define ACPI_PTR(_ptr) (NULL)
#define ACPI_COMPANION(dev) (NULL)
#define ACPI_COMPANION_SET(dev, adev) \
	do {                          \
	} while (0)
#define ACPI_HANDLE(dev) (NULL)
#define ACPI_HANDLE_FWNODE(fwnode) (NULL)

/** has_acpi_companion() - Return: false, no device has one here */
static inline bool has_acpi_companion(struct device *dev)
{
	(void)dev;
	return false;
}

static inline bool is_acpi_node(const struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return false;
}

static inline bool is_acpi_device_node(const struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return false;
}

static inline bool is_acpi_data_node(const struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return false;
}

static inline struct acpi_device *
to_acpi_device_node(const struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return NULL;
}

static inline struct fwnode_handle *acpi_fwnode_handle(struct acpi_device *adev)
{
	(void)adev;
	return NULL;
}

static inline const char *acpi_dev_name(struct acpi_device *adev)
{
	(void)adev;
	return NULL;
}

static inline bool acpi_dev_found(const char *hid)
{
	(void)hid;
	return false;
}

static inline bool acpi_dev_present(const char *hid, const char *uid, s64 hrv)
{
	(void)hid;
	(void)uid;
	(void)hrv;
	return false;
}

/** acpi_match_device() - Return: NULL, nothing matches without ACPI */
static inline const struct acpi_device_id *
acpi_match_device(const struct acpi_device_id *ids, const struct device *dev)
{
	(void)ids;
	(void)dev;
	return NULL;
}

static inline const void *acpi_device_get_match_data(const struct device *dev)
{
	(void)dev;
	return NULL;
}

static inline bool acpi_driver_match_device(struct device *dev,
					    const struct device_driver *drv)
{
	(void)dev;
	(void)drv;
	return false;
}

static inline int acpi_dev_gpio_irq_get(struct acpi_device *adev, int index)
{
	(void)adev;
	(void)index;
	return -ENXIO;
}

static inline int acpi_check_resource_conflict(const struct resource *res)
{
	(void)res;
	return 0;
}

static inline bool acpi_dev_uid_match(struct acpi_device *adev,
				      const char *uid2)
{
	(void)adev;
	(void)uid2;
	return false;
}

static inline void acpi_dev_put(struct acpi_device *adev)
{
	(void)adev;
}

/*
 * Whether @dev is in ACPI's full-power state D0: without ACPI the firmware
 * never powers a device down behind its driver's back, so always.
 */
static inline bool acpi_dev_state_d0(struct device *dev)
{
	(void)dev;
	return true;
}

/*
 * Without ACPI no ACPI device exists (ACPI_COMPANION() is NULL), so these
 * are never reached with one: the HID answers Linux's placeholder for a
 * device without IDs, a netlink event goes nowhere (0, as Linux's without
 * networking).
 */
static inline const char *acpi_device_hid(struct acpi_device *adev)
{
	(void)adev;
	return "device";
}

static inline int acpi_bus_generate_netlink_event(const char *device_class,
						  const char *bus_id, u8 type,
						  int data)
{
	(void)device_class;
	(void)bus_id;
	(void)type;
	(void)data;
	return 0;
}

/*
 * acpi_register_wakeup_handler() - a handler for the ACPI SCI wakeup of
 * @wake_irq: without ACPI there is none, -ENXIO as Linux's
 */
static inline int acpi_register_wakeup_handler(int wake_irq,
					       bool (*wakeup)(void *context),
					       void *context)
{
	(void)wake_irq;
	(void)wakeup;
	(void)context;
	return -ENXIO;
}

static inline void acpi_unregister_wakeup_handler(bool (*wakeup)(void *context),
						  void *context)
{
	(void)wakeup;
	(void)context;
}

#endif /* _PLATDEV_LINUX_ACPI_H */
