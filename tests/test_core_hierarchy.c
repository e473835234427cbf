// SPDX-License-Identifier: MIT
/*
 * test_core_hierarchy.c - parents and children: walking and finding
 * children, unregistering a parent (children first), adding under a parent
 * that is not registered, heap devices freed during walks, and a probe
 * that adds a child which its remove deletes.
 */
#include <stdlib.h>
#include <string.h>

#include "testutil_core.h"

static void heap_release(struct device *dev)
{
	tracef("x:%s", dev_name(dev));
	free(to_tdev(dev));
}

static int child_name_is(struct device *dev, void *name)
{
	return strcmp(dev_name(dev), name) == 0;
}

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
	assert_int_equal(bus_device_count(&test_bus), 0);
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
	assert_int_equal(bus_device_count(&test_bus), 0);
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
	assert_int_equal(bus_device_count(&test_bus), 0);
	assert_int_equal(device_for_each_child(&parent.dev, NULL, visit_child),
			 0);
	assert_string_equal(seen, "");
	put_device(&child.dev);
	put_device(&parent.dev);
	assert_int_equal(child.releases, 1);
	assert_int_equal(parent.releases, 1);
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
	assert_int_equal(bus_device_count(&test_bus), 0);
}

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
	assert_int_equal(bus_device_count(&test_bus), 2);

	/* Unbinding the hub: its remove deletes the child. */
	trace[0] = '\0';
	device_release_driver(&hub0.dev);
	assert_string_equal(trace, "r:hub-drv:hub0 r:leaf-drv:hub-child "
				   "x:hub-child");
	assert_int_equal(bus_device_count(&test_bus), 1);
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
	assert_int_equal(bus_device_count(&test_bus), 0);

	driver_unregister(&hub.drv);
	driver_unregister(&leaf.drv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_children_walk_and_find),
		T(test_unregistering_parent_deletes_children_first),
		T(test_add_under_unregistered_parent),
		T(test_heap_devices_freed_during_walks),
		T(test_probe_adds_child_remove_deletes_it),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
