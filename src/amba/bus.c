// SPDX-License-Identifier: MIT
/*
 * bus.c - the AMBA bus: PrimeCell devices and drivers, matched by
 * peripheral ID, with each device's register window claimed in the iomem
 * tree while it is registered.
 */
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/slab.h>
#include <platdev/bind.h>

#include "base/base.h"

static bool read_ids_from_hardware;

bool platdev_amba_read_ids(bool enable)
{
	return __atomic_exchange_n(&read_ids_from_hardware, enable,
				   __ATOMIC_ACQ_REL);
}

static const struct amba_id *amba_lookup(const struct amba_id *table,
					 const struct amba_device *dev)
{
	for (; table && table->mask; table++)
		if ((dev->periphid & table->mask) == table->id)
			return table;
	return NULL;
}

/* driver_override wins; otherwise the peripheral ID against the table. */
static int amba_match(struct device *dev, struct device_driver *drv)
{
	struct amba_device *adev = to_amba_device(dev);

	if (adev->driver_override)
		return strcmp(adev->driver_override, drv->name) == 0;
	return amba_lookup(to_amba_driver(drv)->id_table, adev) != NULL;
}

/*
 * As Linux does just before probe: the device-tree interrupts, by index;
 * one whose controller has no domain yet defers the probe.
 */
static int amba_decode_irqs(struct amba_device *adev)
{
	int i, irq;

	if (!adev->dev.of_node)
		return 0;
	for (i = 0; i < AMBA_NR_IRQS; i++) {
		irq = of_irq_get(adev->dev.of_node, i);
		if (irq == -EPROBE_DEFER) {
			struct of_phandle_args oirq;

			if (!of_irq_parse_one(adev->dev.of_node, i, &oirq)) {
				platdev_device_waits_for_node(
					&adev->dev, oirq.np,
					PLATDEV_DEP_IRQ_PARENT);
				of_node_put(oirq.np);
			}
			return irq;
		}
		adev->irq[i] = irq > 0 ? (unsigned int)irq : 0;
	}
	return 0;
}

static int amba_probe(struct device *dev)
{
	struct amba_device *adev = to_amba_device(dev);
	struct amba_driver *drv = to_amba_driver(dev->driver);
	int ret = amba_decode_irqs(adev);

	if (ret)
		return ret;
	return drv->probe ? drv->probe(adev, amba_lookup(drv->id_table, adev)) :
			    0;
}

static void amba_remove(struct device *dev)
{
	struct amba_driver *drv = to_amba_driver(dev->driver);

	if (drv->remove)
		drv->remove(to_amba_device(dev));
}

static void amba_shutdown(struct device *dev)
{
	struct device_driver *d =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);

	if (d && to_amba_driver(d)->shutdown)
		to_amba_driver(d)->shutdown(to_amba_device(dev));
}

static struct subsys_private amba_bus_private;

struct bus_type amba_bustype = {
	.name = "amba",
	.match = amba_match,
	.probe = amba_probe,
	.remove = amba_remove,
	.shutdown = amba_shutdown,
	.p = &amba_bus_private,
};

static int amba_bus_init(void)
{
	int ret = 0;

	platdev_port_core_lock();
	if (!bus_private_locked(&amba_bustype))
		ret = bus_register_locked(&amba_bustype);
	platdev_port_core_unlock();
	return ret;
}

#ifndef PLATDEV_NO_CONSTRUCTORS
/*
 * Register the bus at program start, as Linux does at postcore time, so
 * walking it works before any PrimeCell exists; without constructors the
 * first AMBA call does it.
 */
static void __attribute__((constructor)) amba_bus_init_early(void)
{
	amba_bus_init();
}
#endif

int __amba_driver_register(struct amba_driver *drv, struct module *owner)
{
	int ret;

	if (!drv) {
		pr_err("amba_driver_register: NULL driver\n");
		return -EINVAL;
	}
	ret = amba_bus_init();
	if (ret)
		return ret;
	drv->drv.owner = owner;
	drv->drv.bus = &amba_bustype;
	return driver_register(&drv->drv);
}

void amba_driver_unregister(struct amba_driver *drv)
{
	if (!drv) {
		pr_err("amba_driver_unregister: NULL driver\n");
		return;
	}
	driver_unregister(&drv->drv);
}

/*
 * Give back @adev's window. Claims nested in it move up a level rather
 * than going with it (Linux's release_resource() takes them along, and
 * their owners then cannot find them to give them back), as a platform
 * device's resources do.
 */
static void give_back_window(struct amba_device *adev)
{
	if (adev->res.parent)
		remove_resource(&adev->res);
}

static void amba_device_release(struct device *dev)
{
	struct amba_device *adev = to_amba_device(dev);

	if (dev->of_node && dev->of_node->fwnode.dev == dev)
		dev->of_node->fwnode.dev = NULL;
	of_node_put(dev->of_node);
	give_back_window(adev);
	kfree(adev->driver_override);
	kfree(adev);
}

/* A device the caller owns: only its window goes back. */
static void amba_device_release_static(struct device *dev)
{
	struct amba_device *adev = to_amba_device(dev);

	of_node_put(dev->of_node);
	give_back_window(adev);
}

struct amba_device *amba_device_alloc(const char *name, resource_size_t base,
				      size_t size)
{
	struct amba_device *dev = kzalloc(sizeof(*dev), GFP_KERNEL);

	if (!dev)
		return NULL;
	device_initialize(&dev->dev);
	dev->dev.release = amba_device_release;
	dev->dev.dma_mask = &dev->dev.coherent_dma_mask; /* as Linux */
	if (name) {
		if (dev_set_name(&dev->dev, "%s", name)) {
			put_device(&dev->dev);
			return NULL;
		}
		dev->res.name = dev_name(&dev->dev);
	}
	dev->res.flags = IORESOURCE_MEM;
	dev->res.start = base;
	dev->res.end = base + size - 1;
	return dev;
}

/*
 * The PrimeCell ID registers are the last eight words of the window: four
 * peripheral ID bytes, then four component ID bytes, one per word.
 */
static void amba_read_ids(struct amba_device *dev)
{
	resource_size_t size = resource_size(&dev->res);
	unsigned int pid = 0, cid = 0, i;
	void __iomem *base;

	if (size < 0x20)
		return;
	base = ioremap(dev->res.start, size);
	if (!base) {
		dev_warn(&dev->dev, "cannot map the ID registers\n");
		return;
	}
	for (i = 0; i < 4; i++) {
		pid |= (readl(base + size - 0x20 + 4 * i) & 0xff) << (8 * i);
		cid |= (readl(base + size - 0x10 + 4 * i) & 0xff) << (8 * i);
	}
	iounmap(base);
	if (cid != AMBA_CID && cid != CORESIGHT_CID) {
		dev_warn(
			&dev->dev,
			"component ID %08x is not a PrimeCell's; no driver will match\n",
			cid);
		return;
	}
	dev->periphid = pid;
	dev->cid = cid;
}

int amba_device_add(struct amba_device *dev, struct resource *parent)
{
	int ret;

	if (!dev || !parent)
		return -EINVAL;
	ret = amba_bus_init();
	if (ret)
		return ret;
	if (!dev->dev.bus)
		dev->dev.bus = &amba_bustype;
	ret = request_resource(parent, &dev->res);
	if (ret) {
		dev_err(&dev->dev, "window %#llx-%#llx is already claimed\n",
			(unsigned long long)dev->res.start,
			(unsigned long long)dev->res.end);
		return ret;
	}
	if (!dev->periphid &&
	    __atomic_load_n(&read_ids_from_hardware, __ATOMIC_ACQUIRE))
		amba_read_ids(dev);
	ret = device_add(&dev->dev);
	if (ret)
		give_back_window(dev);
	return ret;
}

int amba_device_register(struct amba_device *dev, struct resource *parent)
{
	if (!dev)
		return -EINVAL;
	device_initialize(&dev->dev);
	dev->dev.release = amba_device_release_static;
	dev->dev.dma_mask = &dev->dev.coherent_dma_mask; /* as Linux */
	if (!dev->res.name)
		dev->res.name = dev->dev.init_name;
	if (!dev->res.flags)
		dev->res.flags = IORESOURCE_MEM;
	return amba_device_add(dev, parent);
}

void amba_device_put(struct amba_device *dev)
{
	if (dev)
		put_device(&dev->dev);
}

void amba_device_unregister(struct amba_device *dev)
{
	if (dev)
		device_unregister(&dev->dev);
}

int amba_request_regions(struct amba_device *dev, const char *name)
{
	const struct device_driver *drv = dev->dev.driver;

	if (!name)
		name = drv ? drv->name : dev_name(&dev->dev);
	return request_mem_region(dev->res.start, resource_size(&dev->res),
				  name) ?
		       0 :
		       -EBUSY;
}

void amba_release_regions(struct amba_device *dev)
{
	release_mem_region(dev->res.start, resource_size(&dev->res));
}
