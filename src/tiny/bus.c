// SPDX-License-Identifier: MIT
/*
 * bus.c - the tiny core's platform bus: registering and unregistering
 * devices and drivers in either order, matching by id_table or name,
 * probe/remove/shutdown, and the walk over the bus's devices.
 *
 * One execution context, as docs/tiny.md says: nothing is locked and
 * nothing waits, so what would have to wait is refused instead (a device
 * or driver unregistered from inside its own callback). Lists are walked
 * from the head; there is no index. A generated board's device also
 * matches by compatible (gen.c). The behaviour otherwise follows
 * Linux's platform bus: the first matching driver whose probe succeeds
 * binds, a failed probe leaves the device unbound, drivers unbind their
 * devices newest first and device_shutdown() runs newest first.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/platform_device.h>

#include "tiny.h"

struct tiny_bus tiny_bus;

/* The bus on which every device of this core sits. */
struct bus_type platform_bus_type = { .name = "platform" };

const char *dev_name(const struct device *dev)
{
	if (dev->platdev_name[0])
		return dev->platdev_name;
	return to_platform_device(dev)->name;
}

static const struct platform_device_id *
match_id(const struct platform_device_id *id, const char *name)
{
	for (; id->name[0]; id++)
		if (!strcmp(id->name, name))
			return id;
	return NULL;
}

/*
 * Linux's precedence: the device's node against the driver's
 * of_match_table (only a generated board's devices have one: gen.c, linked
 * with such a board), then the id_table, then the driver's name.
 */
static bool drv_matches(struct platform_driver *drv,
			struct platform_device *pdev)
{
	if (tiny_gen_match && pdev->platdev_gen_node &&
	    tiny_gen_match(drv, pdev))
		return true;
	if (drv->id_table)
		return match_id(drv->id_table, pdev->name) != NULL;
	return !strcmp(drv->driver.name, pdev->name);
}

/*
 * Run @fn on @pdev with both its and its driver's callback flag set, so
 * that the callback cannot unregister either of them under the core.
 */
static int
in_callback(struct platform_device *pdev, struct platform_driver *drv,
	    int (*fn)(struct platform_device *, struct platform_driver *))
{
	int ret;

	pdev->platdev_state |= TINY_IN_CALLBACK;
	drv->driver.platdev_state |= TINY_IN_CALLBACK;
	ret = fn(pdev, drv);
	pdev->platdev_state &= ~TINY_IN_CALLBACK;
	drv->driver.platdev_state &= ~TINY_IN_CALLBACK;
	return ret;
}

static int call_probe(struct platform_device *pdev, struct platform_driver *drv)
{
	return drv->probe ? drv->probe(pdev) : 0;
}

static int call_remove(struct platform_device *pdev,
		       struct platform_driver *drv)
{
#if PLATDEV_LINUX_API < KERNEL_VERSION(6, 11, 0)
	if (drv->remove_new) {
		drv->remove_new(pdev);
		return 0;
	}
	return drv->remove ? drv->remove(pdev) : 0;
#else
	if (drv->remove) {
		drv->remove(pdev);
		return 0;
	}
	return drv->platdev_remove_int ? drv->platdev_remove_int(pdev) : 0;
#endif
}

static int call_shutdown(struct platform_device *pdev,
			 struct platform_driver *drv)
{
	if (drv->shutdown)
		drv->shutdown(pdev);
	return 0;
}

/* Bind @pdev to @drv if it matches and the probe succeeds: true if bound. */
static bool try_bind(struct platform_device *pdev, struct platform_driver *drv)
{
	int ret;

	if (!drv_matches(drv, pdev))
		return false;
	pdev->id_entry = drv->id_table ? match_id(drv->id_table, pdev->name) :
					 NULL;
	pdev->dev.driver = &drv->driver;
	ret = in_callback(pdev, drv, call_probe);
	if (!ret)
		return true;
	pdev->dev.driver = NULL;
	pdev->dev.driver_data = NULL;
	pdev->id_entry = NULL;
	if (ret == -EPROBE_DEFER)
		tiny_event(PLATDEV_EV_PROBE_DEFER, &pdev->dev, ret);
	else if (ret != -ENODEV && ret != -ENXIO)
		tiny_event(PLATDEV_EV_PROBE_FAILED, &pdev->dev, ret);
	return false;
}

static void unbind(struct platform_device *pdev)
{
	struct platform_driver *drv = to_platform_driver(pdev->dev.driver);
	int ret = in_callback(pdev, drv, call_remove);

	if (ret)
		tiny_event(PLATDEV_EV_REMOVE_FAILED, &pdev->dev, ret);
	pdev->dev.driver = NULL;
	pdev->dev.driver_data = NULL;
	pdev->id_entry = NULL;
}

/* Why @state's object may not be unregistered now: 0 if it may. */
static int unregister_refused(u8 state, const struct device *dev)
{
	if (!(state & TINY_REGISTERED))
		return tiny_event(PLATDEV_EV_NOT_REGISTERED, dev, -ENODEV);
	if (state & TINY_IN_CALLBACK)
		return tiny_event(PLATDEV_EV_IN_CALLBACK, dev, -EBUSY);
#ifndef NDEBUG
	if (tiny_bus.walks)
		return tiny_event(PLATDEV_EV_WALK_UNREGISTER, dev, -EBUSY);
#endif
	return 0;
}

/* Write "name.id" into @dev's buffer: 0, or -ENAMETOOLONG. */
static int make_name(struct platform_device *pdev)
{
	char digits[12], *end = digits + sizeof(digits);
	unsigned int id = (unsigned int)pdev->id;
	size_t len = strlen(pdev->name);
	char *p = end;

	do
		*--p = (char)('0' + id % 10);
	while (id /= 10);
	if (len + 1 + (size_t)(end - p) >= PLATDEV_TINY_NAME_LEN)
		return -ENAMETOOLONG;
	memcpy(pdev->dev.platdev_name, pdev->name, len);
	pdev->dev.platdev_name[len] = '.';
	memcpy(pdev->dev.platdev_name + len + 1, p, (size_t)(end - p));
	pdev->dev.platdev_name[len + 1 + (end - p)] = '\0';
	return 0;
}

static bool name_taken(const struct device *dev)
{
	const struct device *d;

	for (d = tiny_bus.devices; d; d = d->platdev_next)
		if (!strcmp(dev_name(d), dev_name(dev)))
			return true;
	return false;
}

/* Append @node at the tail of the list that @head starts. */
#define tiny_append(head, node)                            \
	do {                                               \
		typeof(head) *__link = &(head);            \
		while (*__link)                            \
			__link = &(*__link)->platdev_next; \
		(node)->platdev_next = NULL;               \
		*__link = (node);                          \
	} while (0)

/* Unlink @node from the list that @head starts (it is on it). */
#define tiny_unlink(head, node)                            \
	do {                                               \
		typeof(head) *__link = &(head);            \
		while (*__link != (node))                  \
			__link = &(*__link)->platdev_next; \
		*__link = (node)->platdev_next;            \
	} while (0)

int platform_device_register(struct platform_device *pdev)
{
	struct device_driver *drv;
	int ret;

	if (!pdev || !pdev->name || !pdev->name[0])
		return tiny_event(PLATDEV_EV_INVALID, NULL, -EINVAL);
	if (pdev->platdev_state & TINY_REGISTERED)
		return tiny_event(PLATDEV_EV_ALREADY_REGISTERED, &pdev->dev,
				  -EBUSY);
	if (pdev->id == PLATFORM_DEVID_AUTO)
		return tiny_event(PLATDEV_EV_DEVID_AUTO, NULL, -EOPNOTSUPP);
	pdev->dev.platdev_name[0] = '\0';
	if (pdev->id != PLATFORM_DEVID_NONE) {
		ret = make_name(pdev);
		if (ret)
			return tiny_event(PLATDEV_EV_NAME_TOO_LONG, NULL, ret);
	}
	if (name_taken(&pdev->dev))
		return tiny_event(PLATDEV_EV_NAME_TAKEN, &pdev->dev, -EEXIST);

	pdev->dev.driver = NULL;
	pdev->id_entry = NULL;
	pdev->platdev_state = TINY_REGISTERED;
	tiny_append(tiny_bus.devices, &pdev->dev);
	for (drv = tiny_bus.drivers; drv && !pdev->dev.driver;
	     drv = drv->platdev_next)
		try_bind(pdev, to_platform_driver(drv));
	return 0;
}

void platform_device_unregister(struct platform_device *pdev)
{
	if (!pdev || unregister_refused(pdev->platdev_state, &pdev->dev))
		return;
	if (pdev->dev.driver)
		unbind(pdev);
	tiny_unlink(tiny_bus.devices, &pdev->dev);
	pdev->platdev_state = 0;
}

int platform_add_devices(struct platform_device **devs, int num)
{
	int i, ret;

	for (i = 0; i < num; i++) {
		ret = platform_device_register(devs[i]);
		if (ret) {
			while (--i >= 0)
				platform_device_unregister(devs[i]);
			return ret;
		}
	}
	return 0;
}

/*
 * Call @fn for every registered device, newest first, as Linux unbinds a
 * driver's devices and shuts the system down. A quadratic walk of a singly
 * linked list: the lists of a tiny system are short.
 */
static void for_each_newest_first(void (*fn)(struct platform_device *pdev,
					     void *data),
				  void *data)
{
	struct device *stop = NULL, *d;

	while (stop != tiny_bus.devices) {
		for (d = tiny_bus.devices; d->platdev_next != stop;
		     d = d->platdev_next)
			;
		stop = d;
		fn(to_platform_device(d), data);
	}
}

static void bind_unbound(struct platform_device *pdev, void *data)
{
	if (!pdev->dev.driver)
		try_bind(pdev, data);
}

int __platform_driver_register(struct platform_driver *drv,
			       struct module *owner)
{
	struct device *d;

	(void)owner;
	if (!drv || !drv->driver.name || !drv->driver.name[0])
		return tiny_event(PLATDEV_EV_INVALID, NULL, -EINVAL);
	if (drv->driver.platdev_state & TINY_REGISTERED)
		return tiny_event(PLATDEV_EV_ALREADY_REGISTERED, NULL, -EBUSY);
	drv->driver.platdev_state = TINY_REGISTERED;
	tiny_append(tiny_bus.drivers, &drv->driver);
	/* Oldest device first, as Linux's driver_attach() walks the bus. */
	for (d = tiny_bus.devices; d; d = d->platdev_next)
		bind_unbound(to_platform_device(d), drv);
	return 0;
}

static void unbind_from(struct platform_device *pdev, void *data)
{
	if (pdev->dev.driver == data)
		unbind(pdev);
}

void platform_driver_unregister(struct platform_driver *drv)
{
	if (!drv || unregister_refused(drv->driver.platdev_state, NULL))
		return;
	drv->driver.platdev_state = 0;
	tiny_unlink(tiny_bus.drivers, &drv->driver);
	for_each_newest_first(unbind_from, &drv->driver);
}

static void shut_down(struct platform_device *pdev, void *data)
{
	(void)data;
	if (pdev->dev.driver)
		in_callback(pdev, to_platform_driver(pdev->dev.driver),
			    call_shutdown);
}

void device_shutdown(void)
{
	for_each_newest_first(shut_down, NULL);
}

int bus_for_each_dev(const struct bus_type *bus, struct device *start,
		     void *data, int (*fn)(struct device *dev, void *data))
{
	struct device *d = start ? start->platdev_next : tiny_bus.devices;
	int ret = 0;

	if (bus != &platform_bus_type || !fn)
		return -EINVAL;
	tiny_bus.walks++;
	for (; d && !ret; d = d->platdev_next)
		ret = fn(d, data);
	tiny_bus.walks--;
	return ret;
}
