// SPDX-License-Identifier: MIT
/*
 * testutil_core.c - the two test buses of the test_core_*.c tests, their
 * devices and drivers, and the fixture (see testutil_core.h).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "testutil_core.h"

char trace[1024];
char seen[512];
unsigned int match_calls, bus_probes, bus_removes;

void append(char *buf, size_t size, const char *fmt, ...)
{
	size_t len = strlen(buf);
	va_list ap;

	if (len && len + 1 < size)
		buf[len++] = ' ';
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

int tmatch(struct device *dev, struct device_driver *drv)
{
	struct tdev *t = to_tdev(dev);
	struct tdrv *d = to_tdrv(drv);
	int i, j;

	match_calls++;
	for (i = 0; i < TDEV_KEYS && t->keys[i]; i++) {
		if (strcmp(t->keys[i], drv->name) == 0)
			return 1;
		for (j = 0; j < TDRV_KEYS && d->keys[j]; j++)
			if (strcmp(t->keys[i], d->keys[j]) == 0)
				return 1;
	}
	return 0;
}

static void tdrv_keys(struct device_driver *drv, platdev_key_fn fn, void *ctx)
{
	struct tdrv *d = to_tdrv(drv);
	int j;

	for (j = 0; j < TDRV_KEYS && d->keys[j]; j++)
		fn(ctx, d->keys[j]);
}

static void tdev_keys(struct device *dev, platdev_key_fn fn, void *ctx)
{
	struct tdev *t = to_tdev(dev);
	int i;

	for (i = 0; i < TDEV_KEYS && t->keys[i]; i++)
		fn(ctx, t->keys[i]);
}

static int tbus_probe(struct device *dev)
{
	bus_probes++;
	return dev->driver->probe(dev);
}

static void tbus_remove(struct device *dev)
{
	bus_removes++;
	(void)dev->driver->remove(dev);
}

struct bus_type test_bus = {
	.name = "testbus",
	.match = tmatch,
	.probe = tbus_probe,
	.remove = tbus_remove,
	.platdev_driver_keys = tdrv_keys,
	.platdev_device_keys = tdev_keys,
};

struct bus_type plain_bus = {
	.name = "plainbus",
	.match = tmatch,
};

static int tdrv_probe(struct device *dev)
{
	struct tdrv *d = to_tdrv(dev->driver);
	int ret;

	d->probes++;
	tracef("p:%s:%s", d->drv.name, dev_name(dev));
	/* Set before failing: the core must clear it again. */
	dev_set_drvdata(dev, d);
	if (d->refuse && strcmp(d->refuse, dev_name(dev)) == 0)
		return -ENODEV;
	if (d->probe_hook) {
		ret = d->probe_hook(dev);
		if (ret)
			return ret;
	}
	return d->probe_ret;
}

static int tdrv_remove(struct device *dev)
{
	struct tdrv *d = to_tdrv(dev->driver);

	d->removes++;
	tracef("r:%s:%s", d->drv.name, dev_name(dev));
	assert_ptr_equal(dev_get_drvdata(dev), d);
	if (d->remove_hook)
		d->remove_hook(dev);
	return 0;
}

void tdev_release(struct device *dev)
{
	struct tdev *t = to_tdev(dev);

	t->releases++;
	tracef("x:%s", dev_name(dev));
}

void tdev_init(struct tdev *t, struct bus_type *bus, struct device *parent,
	       const char *name, const char *key)
{
	memset(t, 0, sizeof(*t));
	t->dev.bus = bus;
	t->dev.parent = parent;
	t->dev.init_name = name;
	t->dev.release = tdev_release;
	t->keys[0] = key;
}

void tdrv_init(struct tdrv *d, struct bus_type *bus, const char *name,
	       const char *key)
{
	memset(d, 0, sizeof(*d));
	d->drv.name = name;
	d->drv.bus = bus;
	d->drv.probe = tdrv_probe;
	d->drv.remove = tdrv_remove;
	d->keys[0] = key;
}

const char *bound_to(const struct device *dev)
{
	return dev->driver ? dev->driver->name : "-";
}

bool bus_is_gone(struct bus_type *bus)
{
	if (bus_register(bus))
		return false;
	bus_unregister(bus);
	return true;
}

static unsigned long live_at_setup;
static int level_at_setup;

int core_setup(void **state)
{
	(void)state;
	live_at_setup = live_allocs();
	/* Set and put back: reads the log level. */
	level_at_setup = platdev_set_log_level(PLATDEV_LOG_INFO);
	platdev_set_log_level(level_at_setup);
	trace[0] = '\0';
	seen[0] = '\0';
	match_calls = bus_probes = bus_removes = 0;
	if (bus_register(&test_bus) || bus_register(&plain_bus))
		return -1;
	return 0;
}

int core_teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platdev_set_log_level(level_at_setup);
	/* A bus with devices or drivers left refuses to go. */
	bus_unregister(&test_bus);
	bus_unregister(&plain_bus);
	if (!bus_is_gone(&test_bus) || !bus_is_gone(&plain_bus)) {
		fprintf(stderr, "a test left devices or drivers on a bus\n");
		return -1;
	}
	if (live_allocs() != live_at_setup) {
		fprintf(stderr, "allocations: %lu live, %lu at start\n",
			live_allocs(), live_at_setup);
		return -1;
	}
	return 0;
}
