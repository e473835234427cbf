/* SPDX-License-Identifier: MIT */
/*
 * linux/platform_device.h - devices that cannot be discovered: described by
 * board code or a device tree, bound to platform drivers by name.
 */
#ifndef _PLATDEV_LINUX_PLATFORM_DEVICE_H
#define _PLATDEV_LINUX_PLATFORM_DEVICE_H

#include <linux/device.h>
#include <linux/init.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/version.h>

#define PLATFORM_DEVID_NONE (-1)
#define PLATFORM_DEVID_AUTO (-2)

struct platform_device_id;
struct mfd_cell;
struct property_entry;
struct software_node;

#if PLATDEV_TINY
#include <platdev/tiny_platform.h>
#else
/**
 * struct platform_device - a platform device
 * @name: the name drivers match against
 * @id: instance number, PLATFORM_DEVID_NONE or PLATFORM_DEVID_AUTO
 * @id_auto: set when the core chose @id
 * @platdev_typed_pdata: @dev.platform_data is typed (platdev/typed.h); set
 *                       by PLATDEV_TYPED_PLATFORM_DATA() or the typed
 *                       add/register calls, never by hand
 * @platdev_resource_inline: @resource lies in @pdev's own allocation (a
 *                           device made by populate): it is not freed on
 *                           its own; set by the core, never by hand
 * @num_resources: entries in @resource
 * @dev: the generic device
 * @platform_dma_mask: where @dev.dma_mask points: 32 bits from
 *                     platform_device_alloc(), platform_device_register()
 *                     and populate, as in Linux
 * @resource: the device's MMIO, I/O port, IRQ and DMA ranges
 * @id_entry: the driver's id_table entry that matched, while bound
 * @driver_override: if set, only the driver with this name may bind; on a
 *                   heap device it is freed with the device, so set it with
 *                   kstrdup() as Linux does
 * @mfd_cell: unused, for source compatibility
 */
struct platform_device {
	const char *name;
	int id;
	bool id_auto;
	bool platdev_typed_pdata; /* fills padding: costs no byte */
	bool platdev_resource_inline; /* the same */
	u32 num_resources; /* before @dev: no padding on 32-bit targets */
	struct device dev;
	u64 platform_dma_mask;
	struct resource *resource;
	const struct platform_device_id *id_entry;
	const char *driver_override;
	struct mfd_cell *mfd_cell;
};
#endif /* PLATDEV_TINY */

#define to_platform_device(x) container_of((x), struct platform_device, dev)
#define platform_get_device_id(pdev) ((pdev)->id_entry)
#define dev_is_platform(dev) ((dev)->bus == &platform_bus_type)

/**
 * struct platform_driver - a platform driver
 * @probe: binds a device; 0 on success, a negative errno otherwise
 * @remove: unbinds. Its type follows the generation the source was written
 *          for (linux/version.h): up to 6.10 it returns int (the value is
 *          ignored); from 6.11 it returns void and shares its slot with
 *          @remove_new, as in Linux
 * @remove_new: unbinds (void form); preferred over an int @remove when both
 *              are set; gone from 6.13, as in Linux
 * @platdev_remove_int: the slot of the int @remove, unnamed from 6.11 on;
 *                      never set it
 * @shutdown: quiesces a device at system shutdown
 * @suspend: legacy suspend
 * @resume: legacy resume
 * @driver: the generic driver; set .name (and .pm, .of_match_table)
 * @id_table: device names this driver handles, ended by an empty entry
 * @prevent_deferred_probe: set by platform_driver_probe()
 * @driver_managed_dma: unused, for source compatibility
 */
struct platform_driver {
	int (*probe)(struct platform_device *pdev);
#if PLATDEV_LINUX_API < KERNEL_VERSION(6, 11, 0)
	int (*remove)(struct platform_device *pdev);
	void (*remove_new)(struct platform_device *pdev);
#else
	int (*platdev_remove_int)(struct platform_device *pdev);
	union {
		void (*remove)(struct platform_device *pdev);
#if PLATDEV_LINUX_API < KERNEL_VERSION(6, 13, 0)
		void (*remove_new)(struct platform_device *pdev);
#endif
	};
#endif
	void (*shutdown)(struct platform_device *pdev);
#if !PLATDEV_TINY /* no system sleep */
	int (*suspend)(struct platform_device *pdev, pm_message_t state);
	int (*resume)(struct platform_device *pdev);
#endif
	struct device_driver driver;
	const struct platform_device_id *id_table;
#if !PLATDEV_TINY /* no deferred probe, no DMA */
	bool prevent_deferred_probe;
	bool driver_managed_dma;
#endif
};

#define to_platform_driver(drv) \
	container_of((drv), struct platform_driver, driver)

/**
 * struct platform_device_info - what platform_device_register_full() builds
 * @parent: parent device, or NULL for the platform bus root
 * @fwnode: firmware node, or NULL
 * @of_node_reused: unused, for source compatibility
 * @name: device name
 * @id: instance number, PLATFORM_DEVID_NONE or PLATFORM_DEVID_AUTO
 * @res: resources, copied
 * @num_res: entries in @res
 * @data: platform data, copied
 * @size_data: bytes of @data
 * @dma_mask: if not 0, the device's streaming and coherent DMA masks
 *            (else 32 bits)
 * @properties: properties for a software node made for the device and
 *              removed with it (device_create_managed_software_node())
 * @swnode: a software node to give the device (device_add_software_node();
 *          dropped when the device is released), instead of @properties;
 *          a field of Linux after 6.12
 */
struct platform_device_info {
	struct device *parent;
	struct fwnode_handle *fwnode;
	bool of_node_reused;
	const char *name;
	int id;
	const struct resource *res;
	unsigned int num_res;
	const void *data;
	size_t size_data;
	u64 dma_mask;
	const struct property_entry *properties;
	const struct software_node *swnode;
};

extern struct bus_type platform_bus_type;
extern struct device platform_bus;

/* --- devices ------------------------------------------------------------- */

/**
 * platform_device_register() - add a platform device (typically static)
 * @pdev: the device; name, id, resources and platform data set by the caller
 *
 * Resources and platform data stay where the caller keeps them.
 *
 * Return: 0; -EINVAL for a NULL device, a missing or empty name, or an
 * invalid resource (end before start, unknown type); -EBUSY if @pdev is
 * already registered; -EEXIST if the resulting name is taken; -ENOMEM.
 * On error nothing is registered.
 */
int platform_device_register(struct platform_device *pdev);

/** platform_device_unregister() - platform_device_del() then platform_device_put() */
void platform_device_unregister(struct platform_device *pdev);

/**
 * platform_device_alloc() - allocate a platform device
 * @name: device name, copied
 * @id: instance number, PLATFORM_DEVID_NONE or PLATFORM_DEVID_AUTO
 *
 * The device is freed, with its resources and platform data, when its last
 * reference goes (platform_device_put()).
 *
 * Return: the device, or NULL when out of memory or @name is NULL or empty.
 */
struct platform_device *platform_device_alloc(const char *name, int id);

/**
 * platform_device_add_resources() - give an allocated device a copy of @res
 * @pdev: a device from platform_device_alloc()
 * @res: resources to copy, or NULL for none
 * @num: entries in @res (0 when @res is NULL)
 *
 * Any resources added before are freed.
 *
 * Return: 0; -EINVAL for a NULL @pdev, or a NULL @res with a non-zero
 * @num (logged; Linux would record @num entries of a NULL table); -ENOMEM.
 * On error the old resources are kept.
 */
int platform_device_add_resources(struct platform_device *pdev,
				  const struct resource *res, unsigned int num);

/**
 * platform_device_add_data() - give an allocated device a copy of @data
 * @pdev: a device from platform_device_alloc()
 * @data: platform data to copy, or NULL to clear it
 * @size: bytes of @data
 *
 * Return: 0 or -ENOMEM (the old data is kept then).
 */
int platform_device_add_data(struct platform_device *pdev, const void *data,
			     size_t size);

/**
 * platform_device_add() - name and add a prepared platform device
 * @pdev: the device (from platform_device_alloc() or device_initialize()d)
 *
 * Unnamed resources take the device's name.
 *
 * Return: as platform_device_register().
 */
int platform_device_add(struct platform_device *pdev);

/**
 * platform_device_del() - remove a platform device (its driver unbinds);
 * the reference is kept. NULL and error pointers are ignored.
 */
void platform_device_del(struct platform_device *pdev);

/** platform_device_put() - drop a reference; NULL and error pointers are ignored */
void platform_device_put(struct platform_device *pdev);

/**
 * platform_device_register_full() - allocate, fill and add a device in one call
 * @pdevinfo: what to build; resources and data are copied
 *
 * Return: the device, or an ERR_PTR() of the errors platform_device_register()
 * returns. On error nothing is left allocated.
 */
struct platform_device *
platform_device_register_full(const struct platform_device_info *pdevinfo);

/**
 * platform_device_register_resndata() - platform_device_register_full()
 * with the usual arguments
 */
struct platform_device *
platform_device_register_resndata(struct device *parent, const char *name,
				  int id, const struct resource *res,
				  unsigned int num, const void *data,
				  size_t size);

/** platform_device_register_simple() - a device with resources, no data, no parent */
struct platform_device *
platform_device_register_simple(const char *name, int id,
				const struct resource *res, unsigned int num);

/** platform_device_register_data() - a device with data, no resources */
struct platform_device *platform_device_register_data(struct device *parent,
						      const char *name, int id,
						      const void *data,
						      size_t size);

/**
 * platform_add_devices() - register an array of devices, all or nothing
 * @devs: the devices
 * @num: how many
 *
 * Return: 0, or the first error; then the devices registered by this call
 * are unregistered again, last first.
 */
int platform_add_devices(struct platform_device **devs, int num);

/* --- resources ----------------------------------------------------------- */

/**
 * platform_get_resource() - the @num'th resource of @type
 * Return: the resource, or NULL.
 */
struct resource *platform_get_resource(struct platform_device *pdev,
				       unsigned int type, unsigned int num);

/*
 * The managed mappings of a device's MEM resources, documented in
 * linux/io.h; Linux declares them here too, and drivers rely on it.
 */
void __iomem *
devm_platform_get_and_ioremap_resource(struct platform_device *pdev,
				       unsigned int index,
				       struct resource **res);
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index);
void __iomem *
devm_platform_ioremap_resource_byname(struct platform_device *pdev,
				      const char *name);

/**
 * platform_get_mem_or_io() - the @num'th MEM or IO resource
 * Return: the resource, or NULL.
 */
struct resource *platform_get_mem_or_io(struct platform_device *pdev,
					unsigned int num);

/**
 * platform_get_resource_byname() - the resource of @type named @name
 * Return: the resource, or NULL.
 */
struct resource *platform_get_resource_byname(struct platform_device *pdev,
					      unsigned int type,
					      const char *name);

/**
 * platform_get_irq_optional() - the @num'th interrupt, without logging
 * Return: the IRQ number (> 0), -ENXIO if there is none, -EINVAL if the
 * resource says IRQ 0.
 */
int platform_get_irq_optional(struct platform_device *pdev, unsigned int num);

/**
 * platform_get_irq() - the @num'th interrupt, logging when missing
 * Return: as platform_get_irq_optional(); errors are logged.
 */
int platform_get_irq(struct platform_device *pdev, unsigned int num);

/** platform_get_irq_byname_optional() - the interrupt named @name, without logging */
int platform_get_irq_byname_optional(struct platform_device *pdev,
				     const char *name);

/** platform_get_irq_byname() - the interrupt named @name, logging when missing */
int platform_get_irq_byname(struct platform_device *pdev, const char *name);

/**
 * platform_irq_count() - how many interrupts @pdev has
 * Return: the count, or -EPROBE_DEFER.
 */
int platform_irq_count(struct platform_device *pdev);

/* --- drivers ------------------------------------------------------------- */

/**
 * __platform_driver_register() - register a platform driver
 * @drv: the driver; drv->driver.name must be set
 * @owner: THIS_MODULE
 *
 * Binds the driver to every matching unbound device.
 *
 * Return: as driver_register().
 */
int __platform_driver_register(struct platform_driver *drv,
			       struct module *owner);
#define platform_driver_register(drv) \
	__platform_driver_register(drv, THIS_MODULE)

/** platform_driver_unregister() - unbind from all devices and remove */
void platform_driver_unregister(struct platform_driver *drv);

/**
 * __platform_register_drivers() - register several drivers, all or nothing
 * Return: 0, or the first error (the ones registered are unregistered again).
 */
int __platform_register_drivers(struct platform_driver *const *drivers,
				unsigned int count, struct module *owner);
#define platform_register_drivers(drivers, count) \
	__platform_register_drivers(drivers, count, THIS_MODULE)

/** platform_unregister_drivers() - unregister several drivers, last first */
void platform_unregister_drivers(struct platform_driver *const *drivers,
				 unsigned int count);

/**
 * __platform_driver_probe() - register a driver for devices that exist now
 * @drv: the driver
 * @probe: its probe function
 * @module: THIS_MODULE
 *
 * Devices registered later are never bound to @drv.
 *
 * Return: 0 if at least one device bound; -ENODEV (and the driver is
 * unregistered again) if none did; else as driver_register().
 */
int __platform_driver_probe(struct platform_driver *drv,
			    int (*probe)(struct platform_device *),
			    struct module *module);
#define platform_driver_probe(drv, probe) \
	__platform_driver_probe(drv, probe, THIS_MODULE)

/**
 * __platform_create_bundle() - create a device and bind a driver to it, once
 * @driver: the driver
 * @probe: its probe function
 * @res: resources for the device, copied
 * @n_res: entries in @res
 * @data: platform data, copied
 * @size: bytes of @data
 * @module: THIS_MODULE
 *
 * The device is named after the driver, with PLATFORM_DEVID_NONE.
 *
 * Return: the device, or an ERR_PTR() (nothing is left registered then).
 */
struct platform_device *
__platform_create_bundle(struct platform_driver *driver,
			 int (*probe)(struct platform_device *),
			 struct resource *res, unsigned int n_res,
			 const void *data, size_t size, struct module *module);
#define platform_create_bundle(driver, probe, res, n_res, data, size)   \
	__platform_create_bundle(driver, probe, res, n_res, data, size, \
				 THIS_MODULE)

/**
 * platform_find_device_by_driver() - first device after @start that @drv
 * would match (bound or not)
 * Return: the device with a reference taken (put_device() it), or NULL.
 */
struct device *platform_find_device_by_driver(struct device *start,
					      const struct device_driver *drv);

static inline void *platform_get_drvdata(const struct platform_device *pdev)
{
	return dev_get_drvdata(&pdev->dev);
}

static inline void platform_set_drvdata(struct platform_device *pdev,
					void *data)
{
	dev_set_drvdata(&pdev->dev, data);
}

/*
 * module_platform_driver() registers the driver at program start (or from
 * platdev_run_initcalls()) and unregisters it from platdev_run_exitcalls().
 * builtin_platform_driver() only registers it. (module_driver() and
 * builtin_driver() live in linux/device/driver.h.)
 */
#define module_platform_driver(__platform_driver)                  \
	module_driver(__platform_driver, platform_driver_register, \
		      platform_driver_unregister)
#define builtin_platform_driver(__platform_driver) \
	builtin_driver(__platform_driver, platform_driver_register)

/*
 * module_platform_driver_probe() and builtin_platform_driver_probe():
 * platform_driver_probe() at start-up, for devices that exist by then and
 * never any later (the init call fails with -ENODEV, and the driver is
 * gone again, when none bound). The module form unregisters the driver
 * from the exit calls.
 */
#define module_platform_driver_probe(__platform_driver, __platform_probe) \
	static int __init __platform_driver##_init(void)                  \
	{                                                                 \
		return platform_driver_probe(&(__platform_driver),        \
					     __platform_probe);           \
	}                                                                 \
	module_init(__platform_driver##_init);                            \
	static void __exit __platform_driver##_exit(void)                 \
	{                                                                 \
		platform_driver_unregister(&(__platform_driver));         \
	}                                                                 \
	module_exit(__platform_driver##_exit);
#define builtin_platform_driver_probe(__platform_driver, __platform_probe) \
	static int __init __platform_driver##_init(void)                   \
	{                                                                  \
		return platform_driver_probe(&(__platform_driver),         \
					     __platform_probe);            \
	}                                                                  \
	device_initcall(__platform_driver##_init);

#endif /* _PLATDEV_LINUX_PLATFORM_DEVICE_H */
