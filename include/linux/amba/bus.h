/* SPDX-License-Identifier: MIT */
/*
 * linux/amba/bus.h - the AMBA bus: ARM PrimeCell peripherals, which carry
 * their identity in ID registers at the top of their register window and
 * bind by that peripheral ID rather than by name.
 */
#ifndef _PLATDEV_LINUX_AMBA_BUS_H
#define _PLATDEV_LINUX_AMBA_BUS_H

#include <linux/device.h>
#include <linux/ioport.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>

#define AMBA_NR_IRQS 9

/* The component ID a PrimeCell (and a CoreSight component) reports. */
#define AMBA_CID 0xb105f00d
#define CORESIGHT_CID 0xb105900d

/**
 * struct amba_device - one PrimeCell peripheral
 * @dev: the device
 * @res: its register window, claimed in the iomem tree while registered
 * @periphid: the peripheral ID (part, designer, revision, configuration);
 *            from the "arm,primecell-periphid" property, set by the creator,
 *            or read from the ID registers when the application allows it
 *            (see platdev_amba_read_ids())
 * @cid: the component ID read with it (0 when not read from hardware)
 * @irq: interrupts from the device tree, resolved just before probe
 *       (0 where there is none)
 * @driver_override: when set, only the driver of this name may bind
 */
struct amba_device {
	struct device dev;
	struct resource res;
	unsigned int periphid;
	unsigned int cid;
	unsigned int irq[AMBA_NR_IRQS];
	const char *driver_override;
};

/**
 * struct amba_driver - a driver for PrimeCell peripherals
 * @drv: the driver core's part
 * @probe: bind to a device; @id is the table entry that matched
 * @remove: unbind
 * @shutdown: quiesce at shutdown
 * @id_table: peripheral IDs this driver binds to, ended by a zero mask
 */
struct amba_driver {
	struct device_driver drv;
	int (*probe)(struct amba_device *dev, const struct amba_id *id);
	void (*remove)(struct amba_device *dev);
	void (*shutdown)(struct amba_device *dev);
	const struct amba_id *id_table;
};

extern struct bus_type amba_bustype;

#define to_amba_device(d) container_of(d, struct amba_device, dev)
#define to_amba_driver(d) container_of(d, struct amba_driver, drv)

#define amba_get_drvdata(d) dev_get_drvdata(&(d)->dev)
#define amba_set_drvdata(d, p) dev_set_drvdata(&(d)->dev, p)

/* Fields of a peripheral ID, and of a device's. */
#define AMBA_CONFIG_BITS(a) (((a) >> 24) & 0xff)
#define AMBA_REV_BITS(a) (((a) >> 20) & 0x0f)
#define AMBA_MANF_BITS(a) (((a) >> 12) & 0xff)
#define AMBA_PART_BITS(a) ((a) & 0xfff)
#define amba_config(d) AMBA_CONFIG_BITS((d)->periphid)
#define amba_rev(d) AMBA_REV_BITS((d)->periphid)
#define amba_manf(d) AMBA_MANF_BITS((d)->periphid)
#define amba_part(d) AMBA_PART_BITS((d)->periphid)

/* Manufacturers, as amba_manf() reads them. */
enum amba_vendor {
	AMBA_VENDOR_ARM = 0x41,
	AMBA_VENDOR_ST = 0x80,
	AMBA_VENDOR_QCOM = 0x51,
	AMBA_VENDOR_LSI = 0xb6,
};

/**
 * __amba_driver_register() - register a PrimeCell driver on the AMBA bus
 * @drv: the driver; its drv.name must be set
 * @owner: the module, THIS_MODULE
 *
 * Binds every registered device whose peripheral ID matches @drv's table.
 *
 * Return: 0, -EINVAL for a NULL driver or one without a name, -EBUSY if it
 * is already registered, -ENOMEM.
 */
int __amba_driver_register(struct amba_driver *drv, struct module *owner);
#define amba_driver_register(drv) __amba_driver_register(drv, THIS_MODULE)

/**
 * amba_driver_unregister() - unbind a PrimeCell driver and remove it
 * @drv: a registered driver
 */
void amba_driver_unregister(struct amba_driver *drv);

/**
 * amba_device_alloc() - allocate a PrimeCell device with one register window
 * @name: the device name, or NULL to name it later with dev_set_name()
 * @base: the window's physical address
 * @size: its size in bytes
 *
 * Return: a device holding one reference (drop it with amba_device_put()
 * until it is added), or NULL when out of memory.
 */
struct amba_device *amba_device_alloc(const char *name, resource_size_t base,
				      size_t size);

/**
 * amba_device_add() - claim a PrimeCell device's window and register it
 * @dev: from amba_device_alloc()
 * @parent: the resource tree to claim @dev->res in, usually &iomem_resource
 *
 * Return: 0; -EBUSY when the window conflicts with a claimed region
 * (nothing is registered); the errors of device_add().
 */
int amba_device_add(struct amba_device *dev, struct resource *parent);

/**
 * amba_device_register() - amba_device_add() for a device the caller
 * owns (static, or embedded in its own structure)
 * @dev: a zeroed device with res, periphid and dev.init_name set
 * @parent: the resource tree to claim the window in
 *
 * platdev never frees such a device; once unregistered and released, only
 * its window goes back to the tree.
 *
 * Return: as amba_device_add().
 */
int amba_device_register(struct amba_device *dev, struct resource *parent);

/**
 * amba_device_put() - drop a reference taken by amba_device_alloc()
 * @dev: the device
 */
void amba_device_put(struct amba_device *dev);

/**
 * amba_device_unregister() - unbind and remove a PrimeCell device; its
 * window is released when the last reference goes
 * @dev: a registered device
 */
void amba_device_unregister(struct amba_device *dev);

/**
 * amba_request_regions() - claim a device's whole window as busy
 * @dev: the device
 * @name: the claimer's name, or NULL for the driver's name
 *
 * Return: 0 or -EBUSY.
 */
int amba_request_regions(struct amba_device *dev, const char *name);

/**
 * amba_release_regions() - give back what amba_request_regions() claimed
 * @dev: the device
 */
void amba_release_regions(struct amba_device *dev);

/**
 * platdev_amba_read_ids() - allow reading peripheral IDs from hardware
 * @enable: true to read the ID registers of devices added without a
 *          peripheral ID
 *
 * Linux reads the PrimeCell ID registers of every AMBA device. On a host
 * that inspects a board's description there is no hardware behind the
 * addresses, so platdev reads them only when the application says so,
 * through the selected I/O backend (direct on an MCU, simulated windows in
 * tests). A device whose component ID is not a PrimeCell's keeps
 * periphid 0 and matches no ID table.
 *
 * Return: the previous setting.
 */
bool platdev_amba_read_ids(bool enable);

#define module_amba_driver(__amba_driver)                  \
	module_driver(__amba_driver, amba_driver_register, \
		      amba_driver_unregister)
#define builtin_amba_driver(__amba_driver) \
	builtin_driver(__amba_driver, amba_driver_register)

#endif /* _PLATDEV_LINUX_AMBA_BUS_H */
