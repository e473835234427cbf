// SPDX-License-Identifier: MIT
/*
 * test_core.c - the generic driver core, with no platform code at all.
 *
 * Two buses are defined here and carry plain struct device and struct
 * device_driver: "testbus" uses the platdev match-key extension (and has
 * its own probe/remove), "plainbus" has only a match function. Everything
 * the platform bus relies on must hold for any bus; the binding scenario is
 * run on both buses to show that the key index and the fallback walk over
 * every driver bind the same devices to the same drivers in the same order.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>

#include "testutil.h"

/* --- what happened, in order --------------------------------------------- */

static char trace
	[1024]; /* probes "p:drv:dev", removes "r:drv:dev", releases "x:dev" */
static char seen[512]; /* names visited by a walk */

static void append(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);

static void append(char *buf, size_t size, const char *fmt, ...)
{
	size_t len = strlen(buf);
	va_list ap;

	if (len && len + 1 < size)
		buf[len++] = ' ';
	va_start(ap, fmt);
	vsnprintf(buf + len, size - len, fmt, ap);
	va_end(ap);
}

#define tracef(...) append(trace, sizeof(trace), __VA_ARGS__)
#define see(name) append(seen, sizeof(seen), "%s", name)

/* --- the devices and drivers of our buses --------------------------------- */

#define TDEV_KEYS 2
#define TDRV_KEYS 3

struct tdev {
	struct device dev;
	const char *keys[TDEV_KEYS]; /* strings it offers; NULL ends the list */
	int releases;
};

struct tdrv {
	struct device_driver drv;
	const char *keys[TDRV_KEYS]; /* strings it answers to besides its name */
	int probe_ret; /* what probe returns */
	const char *refuse; /* probe returns -ENODEV for the device so named */
	int (*probe_hook)(struct device *dev);
	void (*remove_hook)(struct device *dev);
	int probes;
	int removes;
};

#define to_tdev(d) container_of(d, struct tdev, dev)
#define to_tdrv(d) container_of(d, struct tdrv, drv)

static unsigned int match_calls, bus_probes, bus_removes;

/* A driver handles a device that offers its name or one of its keys. */
static int tmatch(struct device *dev, struct device_driver *drv)
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

/* With the key extension and bus-level probe/remove. */
static struct bus_type test_bus = {
	.name = "testbus",
	.match = tmatch,
	.probe = tbus_probe,
	.remove = tbus_remove,
	.platdev_driver_keys = tdrv_keys,
	.platdev_device_keys = tdev_keys,
};

/* Only a match function: the core asks every driver and calls the driver's
 * own probe and remove. */
static struct bus_type plain_bus = {
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

static void tdev_release(struct device *dev)
{
	struct tdev *t = to_tdev(dev);

	t->releases++;
	tracef("x:%s", dev_name(dev));
}

static void heap_release(struct device *dev)
{
	tracef("x:%s", dev_name(dev));
	free(to_tdev(dev));
}

static void tdev_init(struct tdev *t, struct bus_type *bus,
		      struct device *parent, const char *name, const char *key)
{
	memset(t, 0, sizeof(*t));
	t->dev.bus = bus;
	t->dev.parent = parent;
	t->dev.init_name = name;
	t->dev.release = tdev_release;
	t->keys[0] = key;
}

static void tdrv_init(struct tdrv *d, struct bus_type *bus, const char *name,
		      const char *key)
{
	memset(d, 0, sizeof(*d));
	d->drv.name = name;
	d->drv.bus = bus;
	d->drv.probe = tdrv_probe;
	d->drv.remove = tdrv_remove;
	d->keys[0] = key;
}

static const char *bound_to(const struct device *dev)
{
	return dev->driver ? dev->driver->name : "-";
}

static int count_one(struct device *dev, void *data)
{
	(void)dev;
	(*(int *)data)++;
	return 0;
}

/* Devices on @bus, or the walk's error. */
static int count_devs(struct bus_type *bus)
{
	int n = 0, ret = bus_for_each_dev(bus, NULL, &n, count_one);

	return ret < 0 ? ret : n;
}

static int count_drv(struct device_driver *drv, void *data)
{
	(void)drv;
	(*(int *)data)++;
	return 0;
}

/* Visit: record the name; stop with 7 at the device named @stop. */
static int visit_dev(struct device *dev, void *stop)
{
	see(dev_name(dev));
	return stop && strcmp(dev_name(dev), stop) == 0 ? 7 : 0;
}

static int visit_drv(struct device_driver *drv, void *stop)
{
	see(drv->name);
	return stop && strcmp(drv->name, stop) == 0 ? 9 : 0;
}

static int name_is(struct device *dev, const void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

static int child_name_is(struct device *dev, void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

static int any_device(struct device *dev, const void *data)
{
	(void)dev;
	(void)data;
	return 1;
}

/* --- fixture: both buses registered, model empty at the end --------------- */

static unsigned long live_at_setup;
static int level_at_setup;

static int setup(void **state)
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

/* bus_register() succeeds only on a bus that is not registered. */
static bool bus_is_gone(struct bus_type *bus)
{
	if (bus_register(bus))
		return false;
	bus_unregister(bus);
	return true;
}

static int teardown(void **state)
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

/* --- buses ---------------------------------------------------------------- */

static void test_bus_register_errors(void **state)
{
	struct bus_type nameless = { .match = tmatch };
	struct bus_type empty = { .name = "", .match = tmatch };
	struct bus_type twin = { .name = "testbus", .match = tmatch };
	struct bus_type other = { .name = "otherbus", .match = tmatch };
	struct tdev t;
	struct tdrv d;
	int n = 0;

	(void)state;
	log_capture_start();
	assert_int_equal(bus_register(&nameless), -EINVAL);
	assert_int_equal(bus_register(&empty), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));

	log_capture_start();
	assert_int_equal(bus_register(&test_bus), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "testbus", NULL));
	assert_int_equal(bus_register(&twin), -EBUSY);
	assert_null(twin.p);

	/* The registered bus is untouched by both refusals. */
	tdev_init(&t, &test_bus, NULL, "still-here", NULL);
	assert_int_equal(device_register(&t.dev), 0);
	assert_int_equal(count_devs(&test_bus), 1);
	device_unregister(&t.dev);
	assert_int_equal(t.releases, 1);

	/* An unregistered bus takes no devices or drivers and has no lists. */
	assert_int_equal(bus_register(&other), 0);
	bus_unregister(&other);
	log_capture_start();
	tdev_init(&t, &other, NULL, "stray", "k");
	assert_int_equal(device_register(&t.dev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "stray", NULL));
	put_device(&t.dev);
	assert_int_equal(t.releases, 1);
	tdrv_init(&d, &other, "stray-drv", NULL);
	assert_int_equal(driver_register(&d.drv), -EINVAL);
	assert_int_equal(bus_for_each_dev(&other, NULL, &n, count_one),
			 -EINVAL);
	assert_int_equal(bus_for_each_drv(&other, NULL, &n, count_drv),
			 -EINVAL);
	assert_int_equal(n, 0);
	assert_null(bus_find_device_by_name(&other, NULL, "stray"));
	assert_null(driver_find("stray-drv", &other));

	/* Unregistering it again is an error; registering it again works. */
	log_capture_start();
	bus_unregister(&other);
	assert_true(log_has(PLATDEV_LOG_ERR, "otherbus", NULL));
	assert_int_equal(bus_register(&other), 0);
	bus_unregister(&other);
}

static void test_bus_unregister_refuses_while_in_use(void **state)
{
	struct bus_type scratch = { .name = "scratchbus", .match = tmatch };
	struct device *found;
	struct tdev t;
	struct tdrv d;

	(void)state;
	assert_int_equal(bus_register(&scratch), 0);
	tdev_init(&t, &scratch, NULL, "busy", NULL);
	assert_int_equal(device_register(&t.dev), 0);

	log_capture_start();
	bus_unregister(&scratch);
	assert_true(log_has(PLATDEV_LOG_ERR, "scratchbus", NULL));
	/* Still registered, its device still on it. */
	assert_int_equal(bus_register(&scratch), -EBUSY);
	found = bus_find_device_by_name(&scratch, NULL, "busy");
	assert_ptr_equal(found, &t.dev);
	put_device(found);
	device_unregister(&t.dev);

	tdrv_init(&d, &scratch, "busy-drv", NULL);
	assert_int_equal(driver_register(&d.drv), 0);
	log_capture_start();
	bus_unregister(&scratch);
	assert_true(log_has(PLATDEV_LOG_ERR, "scratchbus", NULL));
	assert_ptr_equal(driver_find("busy-drv", &scratch), &d.drv);
	driver_unregister(&d.drv);

	/* Empty now: it goes, silently. */
	log_capture_start();
	bus_unregister(&scratch);
	assert_false(log_has(PLATDEV_LOG_ERR, NULL));
	assert_null(driver_find("busy-drv", &scratch));
	assert_true(bus_is_gone(&scratch));
}

/* --- devices -------------------------------------------------------------- */

static void test_device_add_del_register_unregister(void **state)
{
	struct device *found;
	struct tdev a, b, c;

	(void)state;
	tdev_init(&a, &test_bus, NULL, "dev-a", NULL);
	device_initialize(&a.dev);
	assert_false(device_is_registered(&a.dev));
	assert_string_equal(dev_name(&a.dev), "dev-a");
	assert_int_equal(device_add(&a.dev), 0);
	assert_true(device_is_registered(&a.dev));
	assert_int_equal(count_devs(&test_bus), 1);
	found = bus_find_device_by_name(&test_bus, NULL, "dev-a");
	assert_ptr_equal(found, &a.dev);
	put_device(found);

	log_capture_start();
	assert_int_equal(device_add(&a.dev), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-a", NULL));
	assert_int_equal(count_devs(&test_bus), 1);

	/* device_del() unlinks but keeps the reference. */
	device_del(&a.dev);
	assert_false(device_is_registered(&a.dev));
	assert_int_equal(count_devs(&test_bus), 0);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "dev-a"));
	assert_int_equal(a.releases, 0);
	log_capture_start();
	device_del(&a.dev);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-a", NULL));
	assert_int_equal(a.releases, 0);
	put_device(&a.dev);
	assert_int_equal(a.releases, 1);

	/* device_register() and device_unregister() do it all at once. */
	tdev_init(&b, &test_bus, NULL, "dev-b", NULL);
	assert_int_equal(device_register(&b.dev), 0);
	assert_true(device_is_registered(&b.dev));
	device_unregister(&b.dev);
	assert_false(device_is_registered(&b.dev));
	assert_int_equal(b.releases, 1);
	log_capture_start();
	device_unregister(&b.dev);
	assert_true(log_has(PLATDEV_LOG_ERR, "dev-b", NULL));

	/* Errors leave nothing behind; the caller's put releases. */
	log_capture_start();
	assert_int_equal(device_add(NULL), -EINVAL);
	tdev_init(&c, &test_bus, NULL, NULL, NULL);
	assert_int_equal(device_register(&c.dev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	assert_int_equal(count_devs(&test_bus), 0);
	assert_false(device_is_registered(&c.dev));
	put_device(&c.dev);
	assert_int_equal(c.releases, 1);

	/* A static device without release can be registered again. */
	log_capture_start();
	tdev_init(&c, &test_bus, NULL, "reusable", NULL);
	c.dev.release = NULL;
	assert_int_equal(device_register(&c.dev), 0);
	device_unregister(&c.dev);
	assert_int_equal(device_register(&c.dev), 0);
	assert_true(device_is_registered(&c.dev));
	device_unregister(&c.dev);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	assert_int_equal(count_devs(&test_bus), 0);
}

static void test_devices_without_bus(void **state)
{
	struct tdev root, twin, kid, kid2;

	(void)state;
	tdev_init(&root, NULL, NULL, "lonely-root", NULL);
	tdev_init(&twin, NULL, NULL, "lonely-root", NULL);
	assert_int_equal(device_register(&root.dev), 0);
	assert_true(device_is_registered(&root.dev));
	assert_string_equal(dev_driver_string(&root.dev), "");

	/* Without a bus, names are unique among siblings. */
	log_capture_start();
	assert_int_equal(device_register(&twin.dev), -EEXIST);
	assert_true(log_has(PLATDEV_LOG_ERR, "lonely-root", NULL));
	put_device(&twin.dev);
	assert_int_equal(twin.releases, 1);

	/* ...so the same name under another parent is fine. */
	tdev_init(&kid, NULL, &root.dev, "lonely-root", NULL);
	assert_int_equal(device_register(&kid.dev), 0);
	tdev_init(&kid2, NULL, &root.dev, "lonely-root", NULL);
	assert_int_equal(device_register(&kid2.dev), -EEXIST);
	put_device(&kid2.dev);

	device_unregister(&kid.dev);
	device_unregister(&root.dev);
	assert_int_equal(kid.releases, 1);
	assert_int_equal(root.releases, 1);
}

static void test_names(void **state)
{
	unsigned long live = live_allocs();
	struct device *found;
	struct tdev t, u;

	(void)state;
	memset(&t, 0, sizeof(t));
	device_initialize(&t.dev);
	assert_string_equal(dev_name(&t.dev), "");
	t.dev.init_name = "initial";
	assert_string_equal(dev_name(&t.dev), "initial");

	/* dev_set_name() formats, copies and overrides init_name; a name
	 * shorter than PLATDEV_DEV_NAME_INLINE stays in the device. */
	assert_int_equal(dev_set_name(&t.dev, "unit%d.%s", 3, "x"), 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x");
	assert_int_equal(live_allocs(), live);
	/* The arguments may be the current name. */
	assert_int_equal(dev_set_name(&t.dev, "%s-%s", dev_name(&t.dev), "y"),
			 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x-y");
	/* A longer one is allocated... */
	assert_int_equal(dev_set_name(&t.dev, "%s-%s", dev_name(&t.dev),
				      "and-longer"),
			 0);
	assert_string_equal(dev_name(&t.dev), "unit3.x-y-and-longer");
	assert_int_equal(live_allocs(), live + 1);
	/* ...and freed when replaced, by either kind. */
	assert_int_equal(dev_set_name(&t.dev, "renamed"), 0);
	assert_string_equal(dev_name(&t.dev), "renamed");
	assert_int_equal(live_allocs(), live);
	assert_int_equal(dev_set_name(&t.dev, "renamed-at-length"), 0);
	assert_int_equal(live_allocs(), live + 1);

	log_capture_start();
	assert_int_equal(dev_set_name(&t.dev, "%s", ""), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	assert_string_equal(dev_name(&t.dev), "renamed-at-length");

	t.dev.bus = &test_bus;
	t.dev.release = tdev_release;
	assert_int_equal(device_add(&t.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "renamed-at-length");
	assert_ptr_equal(found, &t.dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "initial"));
	assert_null(bus_find_device_by_name(&test_bus, NULL, "renamed"));

	/* The name lives until release has run, then goes with it. */
	trace[0] = '\0';
	device_unregister(&t.dev);
	assert_int_equal(t.releases, 1);
	assert_string_equal(trace, "x:renamed-at-length");
	assert_int_equal(live_allocs(), live);

	/* Same for a device without a release function. */
	tdev_init(&u, &test_bus, NULL, NULL, NULL);
	u.dev.release = NULL;
	device_initialize(&u.dev);
	assert_int_equal(dev_set_name(&u.dev, "norelease.%d", 7), 0);
	assert_int_equal(device_add(&u.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "norelease.7");
	assert_ptr_equal(found, &u.dev);
	put_device(found);
	device_unregister(&u.dev);
	assert_int_equal(live_allocs(), live);
}

static void test_refcount_release_once(void **state)
{
	struct tdev t, n;

	(void)state;
	tdev_init(&t, &test_bus, NULL, "counted", NULL);
	assert_int_equal(device_register(&t.dev), 0);
	assert_ptr_equal(get_device(&t.dev), &t.dev);
	assert_ptr_equal(get_device(&t.dev), &t.dev);
	assert_null(get_device(NULL));
	put_device(NULL);

	device_unregister(&t.dev);
	assert_int_equal(t.releases, 0);
	put_device(&t.dev);
	assert_int_equal(t.releases, 0);
	put_device(&t.dev); /* the last reference */
	assert_int_equal(t.releases, 1);

	log_capture_start();
	put_device(&t.dev);
	assert_int_equal(t.releases, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "counted",
			    "reference count underflow", NULL));

	/* A device that was never added: device_initialize() gave it one. */
	tdev_init(&n, NULL, NULL, "never-added", NULL);
	device_initialize(&n.dev);
	get_device(&n.dev);
	put_device(&n.dev);
	assert_int_equal(n.releases, 0);
	put_device(&n.dev);
	assert_int_equal(n.releases, 1);
	log_capture_start();
	put_device(&n.dev);
	assert_int_equal(n.releases, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "never-added",
			    "reference count underflow", NULL));
}

/* --- the hierarchy -------------------------------------------------------- */

static int visit_child(struct device *dev, void *stop)
{
	see(dev_name(dev));
	return stop && strcmp(dev_name(dev), stop) == 0 ? 42 : 0;
}

static void test_children_walk_and_find(void **state)
{
	static const char *const names[] = { "kid0", "kid1", "kid2" };
	struct tdev parent, kids[3];
	struct device *found;
	int i;

	(void)state;
	tdev_init(&parent, &test_bus, NULL, "parent", NULL);
	assert_int_equal(device_register(&parent.dev), 0);
	assert_int_equal(device_for_each_child(&parent.dev, NULL, visit_child),
			 0);
	assert_string_equal(seen, "");
	for (i = 0; i < 3; i++) {
		tdev_init(&kids[i], &test_bus, &parent.dev, names[i], NULL);
		assert_int_equal(device_register(&kids[i].dev), 0);
	}

	/* Oldest first; a non-zero return stops the walk and is returned. */
	assert_int_equal(device_for_each_child(&parent.dev, NULL, visit_child),
			 0);
	assert_string_equal(seen, "kid0 kid1 kid2");
	seen[0] = '\0';
	assert_int_equal(
		device_for_each_child(&parent.dev, "kid1", visit_child), 42);
	assert_string_equal(seen, "kid0 kid1");
	seen[0] = '\0';
	assert_int_equal(device_for_each_child(&kids[0].dev, NULL, visit_child),
			 0);
	assert_string_equal(seen, "");

	/* device_find_child() hands out a reference. */
	found = device_find_child(&parent.dev, "kid2", child_name_is);
	assert_ptr_equal(found, &kids[2].dev);
	device_unregister(&kids[2].dev);
	assert_int_equal(kids[2].releases, 0);
	put_device(found);
	assert_int_equal(kids[2].releases, 1);
	assert_null(device_find_child(&parent.dev, "kid2", child_name_is));

	found = device_find_child_by_name(&parent.dev, "kid1");
	assert_ptr_equal(found, &kids[1].dev);
	device_unregister(&kids[1].dev);
	assert_int_equal(kids[1].releases, 0);
	put_device(found);
	assert_int_equal(kids[1].releases, 1);

	assert_null(device_find_child_by_name(&parent.dev, "kid1"));
	assert_null(device_find_child_by_name(&parent.dev, "nobody"));
	assert_null(device_find_child_by_name(&parent.dev, "parent"));
	assert_null(device_find_child_by_name(&kids[0].dev, "kid0"));

	seen[0] = '\0';
	device_for_each_child(&parent.dev, NULL, visit_child);
	assert_string_equal(seen, "kid0");

	device_unregister(&kids[0].dev);
	device_unregister(&parent.dev);
	assert_int_equal(parent.releases, 1);
}

static void test_unregistering_parent_deletes_children_first(void **state)
{
	static const char *const names[] = { "c0", "c1", "c2" };
	struct tdev p, c[3], g;
	struct tdrv drv;
	int i;

	(void)state;
	tdrv_init(&drv, &test_bus, "tree-drv", "node");
	assert_int_equal(driver_register(&drv.drv), 0);
	tdev_init(&p, &test_bus, NULL, "p", "node");
	assert_int_equal(device_register(&p.dev), 0);
	for (i = 0; i < 3; i++) {
		tdev_init(&c[i], &test_bus, &p.dev, names[i], "node");
		assert_int_equal(device_register(&c[i].dev), 0);
	}
	tdev_init(&g, &test_bus, &c[1].dev, "g", "node");
	assert_int_equal(device_register(&g.dev), 0);
	assert_int_equal(drv.probes, 5);

	log_capture_start();
	trace[0] = '\0';
	device_unregister(&p.dev);
	/* Newest child first, each child's own children before it, the
	 * parent's remove last; the parent goes with its last reference. */
	assert_string_equal(trace, "r:tree-drv:c2 r:tree-drv:g r:tree-drv:c1 "
				   "r:tree-drv:c0 r:tree-drv:p x:p");
	assert_int_equal(count_devs(&test_bus), 0);
	for (i = 0; i < 3; i++) {
		assert_false(device_is_registered(&c[i].dev));
		assert_null(c[i].dev.driver);
		assert_int_equal(c[i].releases,
				 0); /* their owner's reference */
	}
	assert_false(device_is_registered(&g.dev));
	assert_null(device_find_child_by_name(&p.dev, "c0"));

	/* The owners' later unregistering of the orphans is silent. */
	device_unregister(&c[0].dev);
	device_unregister(&g.dev);
	device_unregister(&c[2].dev);
	device_unregister(&c[1].dev);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	for (i = 0; i < 3; i++)
		assert_int_equal(c[i].releases, 1);
	assert_int_equal(g.releases, 1);
	assert_int_equal(p.releases, 1);
	assert_int_equal(drv.removes, 5);
	driver_unregister(&drv.drv);
}

static void test_add_under_unregistered_parent(void **state)
{
	struct tdev parent, child;

	(void)state;
	/* A parent initialized but never added. */
	tdev_init(&parent, &test_bus, NULL, "absent-parent", NULL);
	device_initialize(&parent.dev);
	tdev_init(&child, &test_bus, &parent.dev, "lost-child", NULL);
	log_capture_start();
	assert_int_equal(device_register(&child.dev), -ENODEV);
	assert_true(log_has(PLATDEV_LOG_ERR, "lost-child", NULL));
	assert_int_equal(count_devs(&test_bus), 0);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "lost-child"));
	put_device(&child.dev);
	assert_int_equal(child.releases, 1);
	put_device(&parent.dev); /* no reference was left on the parent */
	assert_int_equal(parent.releases, 1);

	/* A parent that was added and deleted again. */
	tdev_init(&parent, &test_bus, NULL, "gone-parent", NULL);
	assert_int_equal(device_register(&parent.dev), 0);
	device_del(&parent.dev);
	tdev_init(&child, &test_bus, &parent.dev, "late-child", NULL);
	log_capture_start();
	assert_int_equal(device_register(&child.dev), -ENODEV);
	assert_true(log_has(PLATDEV_LOG_ERR, "late-child", NULL));
	assert_int_equal(count_devs(&test_bus), 0);
	assert_int_equal(device_for_each_child(&parent.dev, NULL, visit_child),
			 0);
	assert_string_equal(seen, "");
	put_device(&child.dev);
	put_device(&parent.dev);
	assert_int_equal(child.releases, 1);
	assert_int_equal(parent.releases, 1);
}

static void test_duplicate_names(void **state)
{
	struct tdev first, dup, other;
	struct device *found;

	(void)state;
	tdev_init(&first, &test_bus, NULL, "twin", NULL);
	tdev_init(&dup, &test_bus, NULL, "twin", NULL);
	tdev_init(&other, &plain_bus, NULL, "twin", NULL);
	assert_int_equal(device_register(&first.dev), 0);

	log_capture_start();
	assert_int_equal(device_register(&dup.dev), -EEXIST);
	assert_true(log_has(PLATDEV_LOG_ERR, "twin", NULL));
	/* The model is as it was. */
	assert_false(device_is_registered(&dup.dev));
	assert_true(device_is_registered(&first.dev));
	assert_int_equal(count_devs(&test_bus), 1);
	found = bus_find_device_by_name(&test_bus, NULL, "twin");
	assert_ptr_equal(found, &first.dev);
	put_device(found);
	put_device(&dup.dev);
	assert_int_equal(dup.releases, 1);
	assert_int_equal(first.releases, 0);

	/* The same name on another bus is no conflict. */
	assert_int_equal(device_register(&other.dev), 0);
	found = bus_find_device_by_name(&plain_bus, NULL, "twin");
	assert_ptr_equal(found, &other.dev);
	put_device(found);

	/* Once the first goes, the name is free again. */
	device_unregister(&first.dev);
	tdev_init(&dup, &test_bus, NULL, "twin", NULL);
	assert_int_equal(device_register(&dup.dev), 0);
	found = bus_find_device_by_name(&test_bus, NULL, "twin");
	assert_ptr_equal(found, &dup.dev);
	put_device(found);
	device_unregister(&dup.dev);
	device_unregister(&other.dev);
}

/* --- walking and finding on a bus ----------------------------------------- */

static void test_bus_for_each_dev(void **state)
{
	static const char *const names[] = { "w0", "w1", "w2", "w3", "w4" };
	struct tdev d[5];
	int i;

	(void)state;
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "");
	for (i = 0; i < 5; i++) {
		tdev_init(&d[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&d[i].dev), 0);
	}

	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "w0 w1 w2 w3 w4");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[1].dev, NULL, visit_dev), 0);
	assert_string_equal(seen, "w2 w3 w4");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, "w2", visit_dev), 7);
	assert_string_equal(seen, "w0 w1 w2");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[2].dev, "w3", visit_dev), 7);
	assert_string_equal(seen, "w3");
	seen[0] = '\0';
	assert_int_equal(
		bus_for_each_dev(&test_bus, &d[4].dev, NULL, visit_dev), 0);
	assert_string_equal(seen, "");
	assert_int_equal(bus_for_each_dev(&plain_bus, NULL, NULL, visit_dev),
			 0);
	assert_string_equal(seen, "");

	/* Unregistered devices are no longer visited. */
	device_unregister(&d[3].dev);
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "w0 w1 w2 w4");

	for (i = 0; i < 5; i++)
		if (i != 3)
			device_unregister(&d[i].dev);
	for (i = 0; i < 5; i++)
		assert_int_equal(d[i].releases, 1);
}

static struct tdev walk_devs[5];

/* At w1, unregister w1 itself and the device after it. */
static int unregister_self_and_next(struct device *dev, void *data)
{
	(void)data;
	see(dev_name(dev));
	if (dev == &walk_devs[1].dev) {
		device_unregister(dev);
		/* The walk still holds a reference on the device it gave us. */
		assert_int_equal(walk_devs[1].releases, 0);
		device_unregister(&walk_devs[2].dev);
		assert_int_equal(walk_devs[2].releases, 1);
	}
	return 0;
}

static void test_bus_for_each_dev_callback_unregisters(void **state)
{
	static const char *const names[] = { "u0", "u1", "u2", "u3", "u4" };
	int i;

	(void)state;
	for (i = 0; i < 5; i++) {
		tdev_init(&walk_devs[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&walk_devs[i].dev), 0);
	}
	log_capture_start();
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL,
					  unregister_self_and_next),
			 0);
	assert_string_equal(seen, "u0 u1 u3 u4");
	assert_int_equal(walk_devs[1].releases, 1);
	assert_int_equal(walk_devs[2].releases, 1);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	seen[0] = '\0';
	assert_int_equal(bus_for_each_dev(&test_bus, NULL, NULL, visit_dev), 0);
	assert_string_equal(seen, "u0 u3 u4");

	device_unregister(&walk_devs[0].dev);
	device_unregister(&walk_devs[3].dev);
	device_unregister(&walk_devs[4].dev);
	for (i = 0; i < 5; i++)
		assert_int_equal(walk_devs[i].releases, 1);
}

static void test_bus_find_device(void **state)
{
	static const char *const names[] = { "f0", "f1", "f2", "f3" };
	struct device *found;
	struct tdev d[4];
	int i;

	(void)state;
	for (i = 0; i < 4; i++) {
		tdev_init(&d[i], &test_bus, NULL, names[i], NULL);
		assert_int_equal(device_register(&d[i].dev), 0);
	}

	/* bus_find_device(): first accepted after @start. */
	found = bus_find_device(&test_bus, NULL, NULL, any_device);
	assert_ptr_equal(found, &d[0].dev);
	put_device(found);
	found = bus_find_device(&test_bus, &d[0].dev, NULL, any_device);
	assert_ptr_equal(found, &d[1].dev);
	put_device(found);
	found = bus_find_device(&test_bus, NULL, "f2", name_is);
	assert_ptr_equal(found, &d[2].dev);
	put_device(found);
	assert_null(bus_find_device(&test_bus, &d[2].dev, "f1", name_is));
	assert_null(bus_find_device(&test_bus, &d[3].dev, NULL, any_device));
	assert_null(bus_find_device(&test_bus, NULL, "nobody", name_is));
	assert_null(bus_find_device(&plain_bus, NULL, NULL, any_device));

	/* ...and the device found is referenced. */
	found = bus_find_device(&test_bus, NULL, "f2", name_is);
	device_unregister(&d[2].dev);
	assert_int_equal(d[2].releases, 0);
	put_device(found);
	assert_int_equal(d[2].releases, 1);
	found = bus_find_device(&test_bus, &d[1].dev, NULL, any_device);
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);

	/* By name, without @start (the index) and with it (a walk). */
	found = bus_find_device_by_name(&test_bus, NULL, "f3");
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, NULL, "f2"));
	assert_null(bus_find_device_by_name(&test_bus, NULL, "nobody"));
	assert_null(bus_find_device_by_name(&plain_bus, NULL, "f0"));
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f3");
	assert_ptr_equal(found, &d[3].dev);
	put_device(found);
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f1");
	assert_ptr_equal(found, &d[1].dev);
	put_device(found);
	assert_null(bus_find_device_by_name(&test_bus, &d[1].dev, "f0"));
	assert_null(bus_find_device_by_name(&test_bus, &d[1].dev, "f1"));

	found = bus_find_device_by_name(&test_bus, NULL, "f1");
	assert_ptr_equal(found, &d[1].dev);
	device_unregister(&d[1].dev);
	assert_int_equal(d[1].releases, 0);
	put_device(found);
	assert_int_equal(d[1].releases, 1);
	found = bus_find_device_by_name(&test_bus, &d[0].dev, "f3");
	assert_ptr_equal(found, &d[3].dev);
	device_unregister(&d[3].dev);
	assert_int_equal(d[3].releases, 0);
	put_device(found);
	assert_int_equal(d[3].releases, 1);

	device_unregister(&d[0].dev);
	assert_int_equal(d[0].releases, 1);
}

static void test_bus_for_each_drv(void **state)
{
	struct tdrv a, b, c, p;

	(void)state;
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, "x", visit_drv), 0);
	assert_string_equal(seen, "");
	tdrv_init(&a, &test_bus, "drv-a", NULL);
	tdrv_init(&b, &test_bus, "drv-b", NULL);
	tdrv_init(&c, &test_bus, "drv-c", NULL);
	tdrv_init(&p, &plain_bus, "drv-p", NULL);
	assert_int_equal(driver_register(&a.drv), 0);
	assert_int_equal(driver_register(&b.drv), 0);
	assert_int_equal(driver_register(&c.drv), 0);
	assert_int_equal(driver_register(&p.drv), 0);

	assert_int_equal(bus_for_each_drv(&test_bus, NULL, NULL, visit_drv), 0);
	assert_string_equal(seen, "drv-a drv-b drv-c");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&test_bus, &a.drv, NULL, visit_drv),
			 0);
	assert_string_equal(seen, "drv-b drv-c");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, "drv-b", visit_drv),
			 9);
	assert_string_equal(seen, "drv-a drv-b");
	seen[0] = '\0';
	assert_int_equal(bus_for_each_drv(&plain_bus, NULL, NULL, visit_drv),
			 0);
	assert_string_equal(seen, "drv-p");

	seen[0] = '\0';
	driver_unregister(&b.drv);
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, NULL, visit_drv), 0);
	assert_string_equal(seen, "drv-a drv-c");

	driver_unregister(&a.drv);
	driver_unregister(&c.drv);
	driver_unregister(&p.drv);
}

/* --- drivers -------------------------------------------------------------- */

static void test_driver_register_errors(void **state)
{
	struct bus_type gone = { .name = "gonebus", .match = tmatch };
	struct tdrv d, twin, other, bad, keyed, named;
	int n = 0;

	(void)state;
	log_capture_start();
	tdrv_init(&bad, &test_bus, NULL, NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	tdrv_init(&bad, &test_bus, "", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, NULL));
	log_capture_start();
	tdrv_init(&bad, NULL, "busless-drv", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "busless-drv", NULL));
	assert_int_equal(bus_register(&gone), 0);
	bus_unregister(&gone);
	log_capture_start();
	tdrv_init(&bad, &gone, "orphan-drv", NULL);
	assert_int_equal(driver_register(&bad.drv), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "orphan-drv", NULL));
	assert_false(bad.drv.p.registered);

	tdrv_init(&d, &test_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&d.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	log_capture_start();
	assert_int_equal(driver_register(&d.drv), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "the-drv", NULL));
	tdrv_init(&twin, &test_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&twin.drv), -EBUSY);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	assert_int_equal(bus_for_each_drv(&test_bus, NULL, &n, count_drv), 0);
	assert_int_equal(n, 1);

	/* Names are per bus. */
	tdrv_init(&other, &plain_bus, "the-drv", NULL);
	assert_int_equal(driver_register(&other.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &plain_bus), &other.drv);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &d.drv);
	assert_null(driver_find("no-such-drv", &test_bus));

	/* driver_find() looks up names, not match keys; a name may equal
	 * another driver's key. */
	tdrv_init(&keyed, &test_bus, "keyed-drv", "the-key");
	assert_int_equal(driver_register(&keyed.drv), 0);
	assert_null(driver_find("the-key", &test_bus));
	tdrv_init(&named, &test_bus, "the-key", NULL);
	assert_int_equal(driver_register(&named.drv), 0);
	assert_ptr_equal(driver_find("the-key", &test_bus), &named.drv);
	driver_unregister(&named.drv);
	driver_unregister(&keyed.drv);

	/* Unregistered, the name is free; unregistering twice is an error. */
	driver_unregister(&d.drv);
	assert_null(driver_find("the-drv", &test_bus));
	log_capture_start();
	driver_unregister(&d.drv);
	assert_true(log_has(PLATDEV_LOG_ERR, "the-drv", NULL));
	assert_int_equal(driver_register(&twin.drv), 0);
	assert_ptr_equal(driver_find("the-drv", &test_bus), &twin.drv);
	driver_unregister(&twin.drv);
	driver_unregister(&other.drv);
}

static void test_bind_in_either_order(void **state)
{
	struct bus_type *buses[] = { &test_bus, &plain_bus };
	unsigned int i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(buses); i++) {
		struct tdev early, late, stranger;
		struct tdrv drv;

		tdrv_init(&drv, buses[i], "either", "thing");
		tdev_init(&early, buses[i], NULL, "early", "thing");
		tdev_init(&late, buses[i], NULL, "late", "thing");
		tdev_init(&stranger, buses[i], NULL, "stranger", "else");

		/* Device first: it waits, unbound, for its driver. */
		assert_int_equal(device_register(&early.dev), 0);
		assert_int_equal(device_register(&stranger.dev), 0);
		assert_null(early.dev.driver);
		assert_int_equal(driver_register(&drv.drv), 0);
		assert_ptr_equal(early.dev.driver, &drv.drv);
		assert_ptr_equal(dev_get_drvdata(&early.dev), &drv);
		assert_null(stranger.dev.driver);
		assert_int_equal(drv.probes, 1);

		/* Driver first: the device binds as it is added. */
		assert_int_equal(device_register(&late.dev), 0);
		assert_ptr_equal(late.dev.driver, &drv.drv);
		assert_int_equal(drv.probes, 2);

		device_unregister(&early.dev);
		device_unregister(&late.dev);
		device_unregister(&stranger.dev);
		assert_int_equal(drv.removes, 2);
		driver_unregister(&drv.drv);
	}
	/* Only the bus with its own probe/remove went through them. */
	assert_int_equal(bus_probes, 2);
	assert_int_equal(bus_removes, 2);
}

/*
 * The binding scenario: which driver each device ends up with, and the
 * probes tried on the way, on @bus, registering the drivers before the
 * devices or after them. Drivers, in registration order:
 *   alpha  answers "gen", refuses s4 (-ENODEV)
 *   beta   answers "vendor,x", its probe fails (-EIO)
 *   gamma  answers "vendor,x" and "gen"
 *   delta  only its name
 */
static void run_binding_scenario(struct bus_type *bus, bool drivers_first,
				 char *bound, size_t size)
{
	static const char *const names[] = { "s0", "s1", "s2", "s3", "s4" };
	static const char *const keys[][2] = {
		{ "vendor,x", "gen" }, { "vendor,x", NULL }, { "delta", NULL },
		{ "nothing", NULL },   { "gen", NULL },
	};
	struct tdrv alpha, beta, gamma, delta;
	struct tdrv *drvs[] = { &alpha, &beta, &gamma, &delta };
	struct tdev d[5];
	unsigned int i;

	tdrv_init(&alpha, bus, "alpha", "gen");
	alpha.refuse = "s4";
	tdrv_init(&beta, bus, "beta", "vendor,x");
	beta.probe_ret = -EIO;
	tdrv_init(&gamma, bus, "gamma", "vendor,x");
	gamma.keys[1] = "gen";
	tdrv_init(&delta, bus, "delta", NULL);
	for (i = 0; i < 5; i++) {
		tdev_init(&d[i], bus, NULL, names[i], keys[i][0]);
		d[i].keys[1] = keys[i][1];
	}

	trace[0] = '\0';
	log_capture_start();
	if (drivers_first) {
		for (i = 0; i < ARRAY_SIZE(drvs); i++)
			assert_int_equal(driver_register(&drvs[i]->drv), 0);
		for (i = 0; i < 5; i++)
			assert_int_equal(device_register(&d[i].dev), 0);
	} else {
		for (i = 0; i < 5; i++)
			assert_int_equal(device_register(&d[i].dev), 0);
		for (i = 0; i < ARRAY_SIZE(drvs); i++)
			assert_int_equal(driver_register(&drvs[i]->drv), 0);
	}
	/* beta's failure is an error; alpha's -ENODEV only a debug line. */
	assert_true(log_has(PLATDEV_LOG_ERR, "s1", "beta", "-5", NULL));
	assert_false(log_has(PLATDEV_LOG_WARNING, "s4", NULL));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "s4", "alpha", NULL));
	log_capture_stop();

	bound[0] = '\0';
	for (i = 0; i < 5; i++) {
		append(bound, size, "%s=%s", names[i], bound_to(&d[i].dev));
		/* A failed probe leaves no driver data behind. */
		if (!d[i].dev.driver)
			assert_null(dev_get_drvdata(&d[i].dev));
		else
			assert_ptr_equal(dev_get_drvdata(&d[i].dev),
					 to_tdrv(d[i].dev.driver));
	}
	append(bound, size, "| %s", trace);

	for (i = 0; i < 5; i++) {
		device_unregister(&d[i].dev);
		assert_int_equal(d[i].releases, 1);
	}
	for (i = 0; i < ARRAY_SIZE(drvs); i++)
		driver_unregister(&drvs[i]->drv);
	assert_int_equal(alpha.removes + gamma.removes + delta.removes, 4);
	assert_int_equal(beta.removes, 0);
}

static void test_registration_order_and_next_driver(void **state)
{
	const char *devices_later =
		"s0=alpha s1=gamma s2=delta s3=- s4=gamma | "
		"p:alpha:s0 p:beta:s1 p:gamma:s1 p:delta:s2 p:alpha:s4 p:gamma:s4";
	const char *drivers_later =
		"s0=alpha s1=gamma s2=delta s3=- s4=gamma | "
		"p:alpha:s0 p:alpha:s4 p:beta:s1 p:gamma:s1 p:gamma:s4 p:delta:s2";
	char keyed[512], plain[512];
	unsigned int probes;

	(void)state;
	run_binding_scenario(&test_bus, true, keyed, sizeof(keyed));
	assert_string_equal(keyed, devices_later);
	probes = bus_probes;
	assert_int_equal(probes, 6);
	run_binding_scenario(&plain_bus, true, plain, sizeof(plain));
	assert_string_equal(plain, keyed);
	assert_int_equal(bus_probes, probes);

	run_binding_scenario(&test_bus, false, keyed, sizeof(keyed));
	assert_string_equal(keyed, drivers_later);
	run_binding_scenario(&plain_bus, false, plain, sizeof(plain));
	assert_string_equal(plain, keyed);
}

static void test_key_index_narrows_candidates(void **state)
{
	static char names[2][40][16];
	static struct tdrv crowd[2][40];
	struct bus_type *buses[] = { &test_bus, &plain_bus };
	unsigned int calls[2];
	unsigned int b, i;

	(void)state;
	for (b = 0; b < 2; b++) {
		struct tdrv target;
		struct tdev dev;

		for (i = 0; i < 40; i++) {
			snprintf(names[b][i], sizeof(names[b][i]), "crowd%u",
				 i);
			tdrv_init(&crowd[b][i], buses[b], names[b][i],
				  "elsewhere");
			assert_int_equal(driver_register(&crowd[b][i].drv), 0);
		}
		tdrv_init(&target, buses[b], "target", "wanted");
		assert_int_equal(driver_register(&target.drv), 0);

		tdev_init(&dev, buses[b], NULL, "seeker", "wanted");
		match_calls = 0;
		assert_int_equal(device_register(&dev.dev), 0);
		calls[b] = match_calls;
		assert_ptr_equal(dev.dev.driver, &target.drv);

		device_unregister(&dev.dev);
		driver_unregister(&target.drv);
		for (i = 0; i < 40; i++)
			driver_unregister(&crowd[b][i].drv);
	}
	/* With keys only drivers sharing one are asked; without, all are. */
	assert_in_range(calls[0], 1, 2);
	assert_true(calls[1] >= 41);
}

/*
 * A bus is walked, which needs no memory, until it has
 * PLATDEV_DRIVER_INDEX_MIN drivers; then it builds its key index. Without
 * memory for the index it stays walked and still binds correctly; once
 * indexed, a driver that cannot get its keys is refused.
 */
static void test_driver_index_built_on_demand(void **state)
{
	enum { N = PLATDEV_DRIVER_INDEX_MIN };
	static char names[N + 1][16];
	static struct tdrv drvs[N + 1];
	unsigned long live = live_allocs();
	struct tdev dev;
	unsigned int i;

	(void)state;
	for (i = 0; i <= N; i++) {
		snprintf(names[i], sizeof(names[i]), "idx%u", i);
		tdrv_init(&drvs[i], &test_bus, names[i], names[i] + 1);
	}
	for (i = 0; i < N - 1; i++)
		assert_int_equal(driver_register(&drvs[i].drv), 0);
	assert_int_equal(live_allocs(), live);

	/* The index cannot be built: the bus stays walked. */
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(driver_register(&drvs[N - 1].drv), 0);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
	tdev_init(&dev, &test_bus, NULL, "idx-dev", "dx3");
	match_calls = 0;
	assert_int_equal(device_register(&dev.dev), 0);
	assert_ptr_equal(dev.dev.driver, &drvs[3].drv);
	assert_true(match_calls >= 4); /* drivers are asked in order */
	device_unregister(&dev.dev);
	assert_ptr_equal(driver_find("idx15", &test_bus), &drvs[N - 1].drv);

	/* With memory it is built: one key array per driver. */
	driver_unregister(&drvs[N - 1].drv);
	assert_int_equal(driver_register(&drvs[N - 1].drv), 0);
	assert_int_equal(live_allocs(), live + N);
	tdev_init(&dev, &test_bus, NULL, "idx-dev", "dx3");
	match_calls = 0;
	assert_int_equal(device_register(&dev.dev), 0);
	assert_ptr_equal(dev.dev.driver, &drvs[3].drv);
	assert_int_equal(match_calls, 1);
	device_unregister(&dev.dev);
	assert_ptr_equal(driver_find("idx15", &test_bus), &drvs[N - 1].drv);

	/* Indexed, a driver without memory for its keys is refused. */
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(driver_register(&drvs[N].drv), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(drvs[N].drv.p.registered);
	assert_null(driver_find("idx16", &test_bus));

	for (i = 0; i < N; i++)
		driver_unregister(&drvs[i].drv);
	assert_int_equal(live_allocs(), live);
	/* Empty again, the bus is walked again. */
	assert_int_equal(driver_register(&drvs[N].drv), 0);
	assert_int_equal(live_allocs(), live);
	driver_unregister(&drvs[N].drv);
}

static void test_device_attach_return_values(void **state)
{
	struct tdev m, u, r, f;
	struct tdrv drv;

	(void)state;
	tdrv_init(&drv, &test_bus, "attach-drv", "att");
	tdev_init(&m, &test_bus, NULL, "attach-me", "att");
	tdev_init(&u, &test_bus, NULL, "unmatched", "zzz");
	assert_int_equal(driver_register(&drv.drv), 0);
	assert_int_equal(device_register(&m.dev), 0);
	assert_int_equal(device_register(&u.dev), 0);

	assert_int_equal(device_attach(&m.dev), 1); /* already bound */
	assert_int_equal(drv.probes, 1);
	device_release_driver(&m.dev);
	assert_null(m.dev.driver);
	assert_int_equal(device_attach(&m.dev), 1);
	assert_ptr_equal(m.dev.driver, &drv.drv);
	assert_int_equal(drv.probes, 2);
	assert_int_equal(device_attach(&u.dev), 0);
	assert_null(u.dev.driver);

	/* Every matching probe failing is "no driver took it". */
	log_capture_start();
	drv.probe_ret = -EIO;
	tdev_init(&f, &test_bus, NULL, "fails", "att");
	assert_int_equal(device_register(&f.dev), 0);
	assert_null(f.dev.driver);
	assert_int_equal(device_attach(&f.dev), 0);
	assert_int_equal(drv.probes, 4);
	drv.probe_ret = 0;
	assert_int_equal(device_attach(&f.dev), 1);

	/* Not registered: never added, or deleted. */
	tdev_init(&r, &test_bus, NULL, "never", "att");
	device_initialize(&r.dev);
	assert_int_equal(device_attach(&r.dev), -ENODEV);
	put_device(&r.dev);
	device_del(&m.dev);
	assert_int_equal(device_attach(&m.dev), -ENODEV);
	assert_null(m.dev.driver);
	put_device(&m.dev);

	device_unregister(&u.dev);
	device_unregister(&f.dev);
	driver_unregister(&drv.drv);
	assert_int_equal(drv.removes, 3);
}

static void test_release_driver_attach_and_unregister(void **state)
{
	static const char *const names[] = { "r0", "r1", "r2" };
	struct tdrv drv, again;
	struct tdev d[3];
	int i;

	(void)state;
	tdrv_init(&drv, &plain_bus, "rel-drv", "rel");
	assert_int_equal(driver_register(&drv.drv), 0);
	for (i = 0; i < 3; i++) {
		tdev_init(&d[i], &plain_bus, NULL, names[i], "rel");
		assert_int_equal(device_register(&d[i].dev), 0);
		assert_ptr_equal(d[i].dev.driver, &drv.drv);
	}

	trace[0] = '\0';
	device_release_driver(&d[1].dev);
	assert_string_equal(trace, "r:rel-drv:r1");
	assert_null(d[1].dev.driver);
	assert_null(dev_get_drvdata(&d[1].dev));
	assert_true(device_is_registered(&d[1].dev));
	device_release_driver(&d[1].dev); /* unbound: nothing to do */
	assert_int_equal(drv.removes, 1);

	/* driver_attach() binds the unbound, leaves the bound alone. */
	trace[0] = '\0';
	assert_int_equal(driver_attach(&drv.drv), 0);
	assert_string_equal(trace, "p:rel-drv:r1");
	assert_ptr_equal(d[1].dev.driver, &drv.drv);

	/* driver_unregister() unbinds every device; they stay registered. */
	driver_unregister(&drv.drv);
	assert_int_equal(drv.removes, 4);
	for (i = 0; i < 3; i++) {
		assert_null(d[i].dev.driver);
		assert_null(dev_get_drvdata(&d[i].dev));
		assert_true(device_is_registered(&d[i].dev));
	}
	assert_int_equal(driver_attach(&drv.drv), -EINVAL);

	/* Another driver takes them all as it registers. */
	tdrv_init(&again, &plain_bus, "rel-again", "rel");
	assert_int_equal(driver_register(&again.drv), 0);
	assert_int_equal(again.probes, 3);
	for (i = 0; i < 3; i++)
		device_unregister(&d[i].dev);
	assert_int_equal(again.removes, 3);
	driver_unregister(&again.drv);
}

static void test_drvdata_and_probe_errors(void **state)
{
	struct tdrv drv;
	struct tdev t;

	(void)state;
	tdrv_init(&drv, &test_bus, "picky", "pk");
	drv.probe_ret = -EIO;
	tdev_init(&t, &test_bus, NULL, "pk0", "pk");
	assert_int_equal(driver_register(&drv.drv), 0);
	log_capture_start();
	assert_int_equal(device_register(&t.dev), 0);
	assert_int_equal(drv.probes, 1);
	assert_null(t.dev.driver);
	assert_null(dev_get_drvdata(&t.dev)); /* probe had set it */
	assert_true(log_has(PLATDEV_LOG_ERR, "pk0", "picky", "-5", NULL));

	/* -ENODEV and -ENXIO: "not mine", logged at debug level only. */
	log_capture_start();
	drv.probe_ret = -ENXIO;
	assert_int_equal(device_attach(&t.dev), 0);
	drv.probe_ret = -ENODEV;
	assert_int_equal(device_attach(&t.dev), 0);
	assert_null(dev_get_drvdata(&t.dev));
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "pk0", "picky", NULL));

	/* A positive return is a failure, and an error. */
	log_capture_start();
	drv.probe_ret = 1;
	assert_int_equal(device_attach(&t.dev), 0);
	assert_null(t.dev.driver);
	assert_null(dev_get_drvdata(&t.dev));
	assert_true(log_has(PLATDEV_LOG_ERR, "pk0", "picky", NULL));

	/* Bound, drvdata is the driver's until remove has run. */
	drv.probe_ret = 0;
	assert_int_equal(device_attach(&t.dev), 1);
	assert_ptr_equal(dev_get_drvdata(&t.dev), &drv);
	device_release_driver(&t.dev);
	assert_int_equal(drv.removes, 1);
	assert_null(dev_get_drvdata(&t.dev));

	device_unregister(&t.dev);
	driver_unregister(&drv.drv);
	assert_int_equal(drv.removes, 1);
}

static void test_dev_driver_string(void **state)
{
	struct tdev t, loose;
	struct tdrv drv;

	(void)state;
	tdev_init(&t, &test_bus, NULL, "named", "ds");
	assert_int_equal(device_register(&t.dev), 0);
	assert_string_equal(dev_driver_string(&t.dev), "testbus");
	tdrv_init(&drv, &test_bus, "ds-drv", "ds");
	assert_int_equal(driver_register(&drv.drv), 0);
	assert_string_equal(dev_driver_string(&t.dev), "ds-drv");
	driver_unregister(&drv.drv);
	assert_string_equal(dev_driver_string(&t.dev), "testbus");
	device_unregister(&t.dev);

	tdev_init(&loose, NULL, NULL, "loose", NULL);
	device_initialize(&loose.dev);
	assert_string_equal(dev_driver_string(&loose.dev), "");
	put_device(&loose.dev);
}

/* A heap device whose release frees it, as most real devices are. */
static struct tdev *heap_dev(struct bus_type *bus, struct device *parent,
			     const char *name)
{
	struct tdev *t = malloc(sizeof(*t));

	assert_non_null(t);
	tdev_init(t, bus, parent, name, NULL);
	t->dev.release = heap_release;
	return t;
}

static struct tdev *heap_victim;

static int unregister_given(struct device *dev, void *data)
{
	(void)data;
	see(dev_name(dev));
	if (dev == &heap_victim->dev)
		device_unregister(dev);
	return 0;
}

static void test_heap_devices_freed_during_walks(void **state)
{
	struct tdev *root, *a, *b, *c;
	struct device *found;

	(void)state;
	root = heap_dev(&test_bus, NULL, "h-root");
	assert_int_equal(device_register(&root->dev), 0);
	a = heap_dev(&test_bus, &root->dev, "h-a");
	b = heap_dev(&test_bus, &root->dev, "h-b");
	c = heap_dev(&test_bus, &root->dev, "h-c");
	assert_int_equal(device_register(&a->dev), 0);
	assert_int_equal(device_register(&b->dev), 0);
	assert_int_equal(device_register(&c->dev), 0);

	/* A child walk whose callback unregisters (and so frees) its child. */
	heap_victim = b;
	assert_int_equal(
		device_for_each_child(&root->dev, NULL, unregister_given), 0);
	assert_string_equal(seen, "h-a h-b h-c");
	assert_non_null(strstr(trace, "x:h-b"));

	/* The same on the bus walk. */
	seen[0] = '\0';
	heap_victim = a;
	assert_int_equal(
		bus_for_each_dev(&test_bus, NULL, NULL, unregister_given), 0);
	assert_string_equal(seen, "h-root h-a h-c");
	assert_non_null(strstr(trace, "x:h-a"));

	/* A found device outlives its unregistering until put. */
	found = device_find_child_by_name(&root->dev, "h-c");
	assert_ptr_equal(found, &c->dev);
	device_unregister(&c->dev);
	assert_null(strstr(trace, "x:h-c"));
	put_device(found);
	assert_non_null(strstr(trace, "x:h-c"));

	trace[0] = '\0';
	device_unregister(&root->dev);
	assert_string_equal(trace, "x:h-root");
	assert_int_equal(count_devs(&test_bus), 0);
}

static int note_bound(struct device *dev, void *data)
{
	(void)data;
	see(dev_name(dev));
	return 0;
}

static void test_rescan_and_driver_for_each_device(void **state)
{
	static const char *const names[] = { "q0", "q1", "q2" };
	struct tdev d[3], odd;
	struct tdrv drv;
	int i;

	(void)state;
	tdrv_init(&drv, &plain_bus, "rescan-drv", "rs");
	drv.probe_ret = -EAGAIN;
	assert_int_equal(driver_register(&drv.drv), 0);
	log_capture_start();
	for (i = 0; i < 3; i++) {
		tdev_init(&d[i], &plain_bus, NULL, names[i], "rs");
		assert_int_equal(device_register(&d[i].dev), 0);
		assert_null(d[i].dev.driver);
	}
	tdev_init(&odd, &plain_bus, NULL, "odd", "other");
	assert_int_equal(device_register(&odd.dev), 0);
	assert_int_equal(
		driver_for_each_device(&drv.drv, NULL, NULL, note_bound), 0);
	assert_string_equal(seen, "");

	/* What failed to probe gets another chance on a rescan. */
	drv.probe_ret = 0;
	assert_int_equal(bus_rescan_devices(&plain_bus), 0);
	for (i = 0; i < 3; i++)
		assert_ptr_equal(d[i].dev.driver, &drv.drv);
	assert_null(odd.dev.driver);
	assert_int_equal(drv.probes, 6);

	device_release_driver(&d[1].dev);
	assert_int_equal(
		driver_for_each_device(&drv.drv, NULL, NULL, note_bound), 0);
	assert_string_equal(seen, "q0 q2");

	driver_unregister(&drv.drv);
	assert_int_equal(driver_for_each_device(&drv.drv, NULL, NULL,
						note_bound),
			 -EINVAL);
	for (i = 0; i < 3; i++)
		device_unregister(&d[i].dev);
	device_unregister(&odd.dev);
}

/* --- probe and remove that add and delete devices ------------------------ */

static struct tdev hub_child;

static int hub_probe_hook(struct device *dev)
{
	int ret;

	tdev_init(&hub_child, &test_bus, dev, "hub-child", "leaf");
	ret = device_register(&hub_child.dev);
	if (ret)
		put_device(&hub_child.dev);
	return ret;
}

static void hub_remove_hook(struct device *dev)
{
	(void)dev;
	device_unregister(&hub_child.dev);
}

static void test_probe_adds_child_remove_deletes_it(void **state)
{
	struct tdrv hub, leaf;
	struct tdev hub0;

	(void)state;
	tdrv_init(&leaf, &test_bus, "leaf-drv", "leaf");
	tdrv_init(&hub, &test_bus, "hub-drv", "hub");
	hub.probe_hook = hub_probe_hook;
	hub.remove_hook = hub_remove_hook;
	tdev_init(&hub0, &test_bus, NULL, "hub0", "hub");
	assert_int_equal(driver_register(&leaf.drv), 0);
	assert_int_equal(device_register(&hub0.dev), 0);
	assert_null(hub0.dev.driver);

	/* The driver's registration walks the bus; the probe adds a child to
	 * it, and the child binds to its own driver. */
	log_capture_start();
	trace[0] = '\0';
	assert_int_equal(driver_register(&hub.drv), 0);
	assert_string_equal(trace, "p:hub-drv:hub0 p:leaf-drv:hub-child");
	assert_ptr_equal(hub0.dev.driver, &hub.drv);
	assert_true(device_is_registered(&hub_child.dev));
	assert_ptr_equal(hub_child.dev.parent, &hub0.dev);
	assert_ptr_equal(hub_child.dev.driver, &leaf.drv);
	assert_int_equal(count_devs(&test_bus), 2);

	/* Unbinding the hub: its remove deletes the child. */
	trace[0] = '\0';
	device_release_driver(&hub0.dev);
	assert_string_equal(trace, "r:hub-drv:hub0 r:leaf-drv:hub-child "
				   "x:hub-child");
	assert_int_equal(count_devs(&test_bus), 1);
	assert_true(device_is_registered(&hub0.dev));

	/* Binding again adds a fresh child, which binds as it is added. */
	trace[0] = '\0';
	assert_int_equal(device_attach(&hub0.dev), 1);
	assert_string_equal(trace, "p:hub-drv:hub0 p:leaf-drv:hub-child");

	/* Unregistering the hub: the child goes first (orphaned), then the
	 * hub's remove unregisters it, silently. */
	trace[0] = '\0';
	device_unregister(&hub0.dev);
	assert_string_equal(trace, "r:leaf-drv:hub-child r:hub-drv:hub0 "
				   "x:hub-child x:hub0");
	assert_int_equal(hub_child.releases, 1);
	assert_false(log_has(PLATDEV_LOG_WARNING, NULL));
	assert_int_equal(count_devs(&test_bus), 0);

	driver_unregister(&hub.drv);
	driver_unregister(&leaf.drv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_bus_register_errors),
		T(test_bus_unregister_refuses_while_in_use),
		T(test_device_add_del_register_unregister),
		T(test_devices_without_bus),
		T(test_names),
		T(test_refcount_release_once),
		T(test_children_walk_and_find),
		T(test_unregistering_parent_deletes_children_first),
		T(test_add_under_unregistered_parent),
		T(test_duplicate_names),
		T(test_bus_for_each_dev),
		T(test_bus_for_each_dev_callback_unregisters),
		T(test_bus_find_device),
		T(test_bus_for_each_drv),
		T(test_driver_register_errors),
		T(test_bind_in_either_order),
		T(test_registration_order_and_next_driver),
		T(test_key_index_narrows_candidates),
		T(test_driver_index_built_on_demand),
		T(test_device_attach_return_values),
		T(test_release_driver_attach_and_unregister),
		T(test_drvdata_and_probe_errors),
		T(test_dev_driver_string),
		T(test_heap_devices_freed_during_walks),
		T(test_rescan_and_driver_for_each_device),
		T(test_probe_adds_child_remove_deletes_it),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
