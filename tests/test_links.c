// SPDX-License-Identifier: MIT
/*
 * test_links.c - device links: refused links (arguments, flags, cycles),
 * duplicates, probe ordering, unbinding consumers before their supplier,
 * the AUTOREMOVE and AUTOPROBE flags, stateless links, link states,
 * links going with their devices, and a chain of 100,000 consumers unbound
 * without recursion.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "testutil.h"

static int probe_ret; /* what the next probes return */

static int l_probe(struct platform_device *pdev)
{
	ev("probe %s;", pdev->name);
	return probe_ret;
}

static int l_remove(struct platform_device *pdev)
{
	ev("remove %s;", pdev->name);
	return 0;
}

static const struct platform_device_id ids[] = {
	{ "a", 0 }, { "b", 0 }, { "c", 0 }, { "parent", 0 }, { "child", 0 }, {}
};

static struct platform_driver drv = {
	.probe = l_probe,
	.remove = l_remove,
	.id_table = ids,
	.driver = { .name = "links-test" },
};

static struct platform_device a, b, c;

static void add(struct platform_device *pdev, const char *name)
{
	memset(pdev, 0, sizeof(*pdev));
	pdev->name = name;
	pdev->id = PLATFORM_DEVID_NONE;
	assert_int_equal(platform_device_register(pdev), 0);
}

static int setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	probe_ret = 0;
	add(&a, "a");
	add(&b, "b");
	add(&c, "c");
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	if (drv.driver.p.registered)
		platform_driver_unregister(&drv);
	platform_device_unregister(&c);
	platform_device_unregister(&b);
	platform_device_unregister(&a);
	return 0;
}

/*
 * A device's link bookkeeping is allocated with its first link and freed
 * with the device; make it exist, so allocation counts show links alone.
 */
static void make_link_bookkeeping(void)
{
	device_link_del(device_link_add(&a.dev, &b.dev, DL_FLAG_STATELESS));
	device_link_del(device_link_add(&b.dev, &c.dev, DL_FLAG_STATELESS));
}

static void test_refused_links(void **state)
{
	struct platform_device loose = { .name = "loose", .id = -1 };

	(void)state;
	log_capture_start();
	assert_null(device_link_add(NULL, &a.dev, 0));
	assert_null(device_link_add(&a.dev, NULL, 0));
	assert_null(device_link_add(&a.dev, &a.dev, 0));
	assert_null(device_link_add(&a.dev, &b.dev,
				    DL_FLAG_STATELESS |
					    DL_FLAG_AUTOREMOVE_CONSUMER));
	assert_null(device_link_add(&a.dev, &b.dev,
				    DL_FLAG_STATELESS |
					    DL_FLAG_AUTOPROBE_CONSUMER));
	assert_null(device_link_add(&a.dev, &b.dev,
				    DL_FLAG_AUTOREMOVE_CONSUMER |
					    DL_FLAG_AUTOREMOVE_SUPPLIER));
	assert_null(device_link_add(&a.dev, &b.dev, 1u << 20));
	assert_true(log_has(PLATDEV_LOG_ERR, "device_link_add", "a -> b",
			    "invalid", NULL));
	/* Both ends must be registered. */
	device_initialize(&loose.dev);
	assert_null(device_link_add(&a.dev, &loose.dev, 0));
	assert_true(log_has(PLATDEV_LOG_ERR, "must be registered", NULL));
	put_device(&loose.dev);
	log_capture_stop();
}

static void test_cycles_are_refused(void **state)
{
	struct platform_device parent, child;
	unsigned long live;

	(void)state;
	assert_non_null(device_link_add(&a.dev, &b.dev, 0));
	assert_non_null(device_link_add(&b.dev, &c.dev, 0));
	log_capture_start();
	assert_null(device_link_add(&b.dev, &a.dev, 0));
	assert_null(device_link_add(&c.dev, &a.dev, 0));
	assert_true(log_has(PLATDEV_LOG_ERR, "c -> a", "cycle", NULL));
	log_capture_stop();

	/* A child depends on its parent: the parent cannot consume it. */
	add(&parent, "parent");
	memset(&child, 0, sizeof(child));
	child.name = "child";
	child.id = PLATFORM_DEVID_NONE;
	child.dev.parent = &parent.dev;
	assert_int_equal(platform_device_register(&child), 0);
	live = live_allocs();
	log_capture_start();
	assert_null(device_link_add(&parent.dev, &child.dev, 0));
	log_capture_stop();
	assert_int_equal(live_allocs(), live); /* the walk's stack is freed */
	assert_non_null(device_link_add(&child.dev, &parent.dev, 0));
	/*
	 * Registering the driver binds in dependency order: a and b wait for
	 * their suppliers and bind once the walk over the bus is done.
	 */
	assert_int_equal(platform_driver_register(&drv), 0);
	assert_string_equal(test_events, "probe c;probe parent;probe child;"
					 "probe b;probe a;");
	platform_device_unregister(&child);
	platform_device_unregister(&parent);
}

static void test_duplicates_and_stateless_refs(void **state)
{
	struct device_link *l1, *l2;
	unsigned long live;

	(void)state;
	make_link_bookkeeping();
	live = live_allocs();
	l1 = device_link_add(&a.dev, &b.dev, 0);
	l2 = device_link_add(&a.dev, &b.dev, DL_FLAG_AUTOPROBE_CONSUMER);
	assert_ptr_equal(l1, l2);
	assert_true(l1->flags & DL_FLAG_AUTOPROBE_CONSUMER);
	assert_true(l1->flags & DL_FLAG_MANAGED);
	device_link_del(l1);
	assert_int_equal(live_allocs(), live);

	l1 = device_link_add(&a.dev, &c.dev, DL_FLAG_STATELESS);
	l2 = device_link_add(&a.dev, &c.dev, DL_FLAG_STATELESS);
	assert_ptr_equal(l1, l2);
	assert_int_equal(l1->status, DL_STATE_NONE);
	assert_false(l1->flags & DL_FLAG_MANAGED);
	device_link_del(l1);
	assert_true(live_allocs() > live); /* one add is left */
	device_link_del(l2);
	assert_int_equal(live_allocs(), live);

	/* device_link_remove() removes however often it was added. */
	device_link_add(&a.dev, &c.dev, DL_FLAG_STATELESS);
	device_link_add(&a.dev, &c.dev, DL_FLAG_STATELESS);
	device_link_remove(&a.dev, &c.dev);
	device_link_remove(&a.dev, &c.dev); /* no such link: nothing */
	assert_int_equal(live_allocs(), live);
}

static void test_stateless_links_do_not_order(void **state)
{
	(void)state;
	assert_non_null(device_link_add(&a.dev, &b.dev, DL_FLAG_STATELESS));
	assert_int_equal(platform_driver_register(&drv), 0);
	assert_string_equal(test_events, "probe a;probe b;probe c;");
}

static void test_supplier_unbind_unbinds_consumers_first(void **state)
{
	struct device_link *ab, *bc;
	struct platdev_bind_status st;

	(void)state;
	ab = device_link_add(&a.dev, &b.dev, 0);
	bc = device_link_add(&b.dev, &c.dev, 0);
	assert_int_equal(ab->status, DL_STATE_DORMANT);
	assert_int_equal(platform_driver_register(&drv), 0);
	assert_string_equal(test_events, "probe c;probe b;probe a;");
	assert_int_equal(ab->status, DL_STATE_ACTIVE);
	assert_int_equal(bc->status, DL_STATE_ACTIVE);

	test_events[0] = '\0';
	device_release_driver(&c.dev);
	assert_string_equal(test_events, "remove a;remove b;remove c;");
	assert_int_equal(bc->status, DL_STATE_DORMANT);
	assert_null(a.dev.driver);

	/* Without AUTOPROBE_CONSUMER the consumers stay unbound (Linux). */
	test_events[0] = '\0';
	assert_int_equal(device_attach(&c.dev), 1);
	assert_string_equal(test_events, "probe c;");
	assert_int_equal(bc->status, DL_STATE_AVAILABLE);
	/* b may probe now; a waits for b, and says so. */
	assert_int_equal(device_attach(&a.dev), 0);
	assert_int_equal(platdev_device_bind_status(&a.dev, &st), 0);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_LINK);
	assert_string_equal(st.supplier, "b");
	/* and binds as soon as b does */
	test_events[0] = '\0';
	assert_int_equal(device_attach(&b.dev), 1);
	assert_string_equal(test_events, "probe b;probe a;");
}

static void test_autoprobe_consumer(void **state)
{
	(void)state;
	assert_non_null(
		device_link_add(&a.dev, &b.dev, DL_FLAG_AUTOPROBE_CONSUMER));
	/* b binds first; a's probe fails for good (not a deferral). */
	probe_ret = -ENODEV;
	assert_int_equal(platform_driver_register(&drv), 0);
	assert_null(b.dev.driver);
	probe_ret = 0;
	assert_int_equal(device_attach(&b.dev), 1);
	/* b bound: a is probed again because of AUTOPROBE_CONSUMER */
	assert_non_null(a.dev.driver);
	assert_non_null(b.dev.driver);
}

static void test_autoremove(void **state)
{
	unsigned long live;

	(void)state;
	assert_int_equal(platform_driver_register(&drv), 0);
	make_link_bookkeeping();
	live = live_allocs();
	assert_non_null(
		device_link_add(&a.dev, &b.dev, DL_FLAG_AUTOREMOVE_CONSUMER));
	assert_non_null(
		device_link_add(&b.dev, &c.dev, DL_FLAG_AUTOREMOVE_SUPPLIER));
	device_release_driver(&a.dev); /* the consumer: a->b goes */
	device_release_driver(&c.dev); /* the supplier: b->c goes, b unbinds */
	assert_null(b.dev.driver);
	assert_int_equal(live_allocs(), live);
	/* no links left: each binds on its own */
	assert_int_equal(device_attach(&b.dev), 1);
}

static void test_links_go_with_devices(void **state)
{
	struct platform_device d;
	unsigned long live;

	(void)state;
	make_link_bookkeeping();
	live = live_allocs();
	add(&d, "d");
	assert_non_null(device_link_add(&d.dev, &a.dev, 0));
	assert_non_null(device_link_add(&b.dev, &d.dev, DL_FLAG_STATELESS));
	platform_device_unregister(&d);
	assert_int_equal(live_allocs(), live);
}

/* A device's links as a snapshot, suppliers first, with their states by name. */
static void test_supplier_links_snapshot(void **state)
{
	struct platdev_link_info info[2];

	(void)state;
	assert_int_equal(platdev_device_links(&a.dev, info, 2), 0);
	assert_int_equal(platdev_device_links(NULL, info, 2), -EINVAL);
	assert_non_null(device_link_add(&a.dev, &b.dev, 0));
	assert_non_null(device_link_add(&a.dev, &c.dev, DL_FLAG_STATELESS));
	assert_int_equal(platdev_device_links(&a.dev, info, 2), 2);
	assert_ptr_equal(info[0].supplier, &b.dev);
	assert_ptr_equal(info[0].consumer, &a.dev);
	assert_int_equal(info[0].status, DL_STATE_DORMANT);
	assert_ptr_equal(info[1].supplier, &c.dev);
	assert_int_equal(info[1].status, DL_STATE_NONE);
	assert_true(info[1].flags & DL_FLAG_STATELESS);
	/* too little room: the count still says how many there are */
	memset(info, 0, sizeof(info));
	assert_int_equal(platdev_device_links(&a.dev, info, 1), 2);
	assert_ptr_equal(info[0].supplier, &b.dev);
	assert_null(info[1].supplier);
	/* b's one link is to its consumer */
	assert_int_equal(platdev_device_links(&b.dev, info, 2), 1);
	assert_ptr_equal(info[0].supplier, &b.dev);
	assert_ptr_equal(info[0].consumer, &a.dev);
	assert_int_equal(platform_driver_register(&drv), 0);
	assert_int_equal(platdev_device_links(&a.dev, info, 2), 2);
	assert_int_equal(info[0].status, DL_STATE_ACTIVE);

	assert_string_equal(platdev_link_state_name(DL_STATE_NONE),
			    "not tracked");
	assert_string_equal(platdev_link_state_name(DL_STATE_DORMANT),
			    "dormant");
	assert_string_equal(platdev_link_state_name(DL_STATE_AVAILABLE),
			    "available");
	assert_string_equal(platdev_link_state_name(DL_STATE_CONSUMER_PROBE),
			    "consumer probing");
	assert_string_equal(platdev_link_state_name(DL_STATE_ACTIVE), "active");
	assert_string_equal(platdev_link_state_name(DL_STATE_SUPPLIER_UNBIND),
			    "supplier unbinding");
	assert_string_equal(platdev_link_state_name((enum device_link_state)9),
			    "?");
}

/* --- a chain of 100,000 consumers -------------------------------------- */

#define CHAIN_LENGTH 100000

static struct platform_device *chain; /* chain[i] consumes chain[i + 1] */
static unsigned int chain_probes, chain_removes, chain_early;

static int chain_probe(struct platform_device *pdev)
{
	(void)pdev;
	chain_probes++;
	return 0;
}

static int chain_remove(struct platform_device *pdev)
{
	unsigned int i = (unsigned int)pdev->id;

	/* Its consumer must be unbound before it. */
	if (i && chain[i - 1].dev.driver)
		chain_early++;
	chain_removes++;
	return 0;
}

static const struct platform_device_id chain_ids[] = { { "chain", 0 }, {} };

static struct platform_driver chain_drv = {
	.probe = chain_probe,
	.remove = chain_remove,
	.id_table = chain_ids,
	.driver = { .name = "chain-test" },
};

/*
 * Each device the consumer of the next, all bound, then the driver goes:
 * it unbinds its newest device first, the supplier of all the others,
 * whose consumers go first, theirs before them, 100,000 deep.
 */
static void test_consumer_chain_unbinds(void **state)
{
	unsigned long before = live_allocs();
	unsigned int i;

	(void)state;
	chain = calloc(CHAIN_LENGTH, sizeof(*chain));
	assert_non_null(chain);
	for (i = 0; i < CHAIN_LENGTH; i++) {
		chain[i].name = "chain";
		chain[i].id = (int)i;
		assert_int_equal(platform_device_register(&chain[i]), 0);
	}
	for (i = 0; i + 1 < CHAIN_LENGTH; i++)
		assert_non_null(
			device_link_add(&chain[i].dev, &chain[i + 1].dev, 0));
	assert_int_equal(platform_driver_register(&chain_drv), 0);
	assert_int_equal(chain_probes, CHAIN_LENGTH);
	assert_non_null(chain[0].dev.driver);

	platform_driver_unregister(&chain_drv);
	assert_int_equal(chain_removes, CHAIN_LENGTH);
	assert_int_equal(chain_early, 0);
	for (i = 0; i < CHAIN_LENGTH; i++)
		assert_null(chain[i].dev.driver);
	for (i = CHAIN_LENGTH; i--;)
		platform_device_unregister(&chain[i]);
	free(chain);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_refused_links),
		T(test_cycles_are_refused),
		T(test_duplicates_and_stateless_refs),
		T(test_stateless_links_do_not_order),
		T(test_supplier_unbind_unbinds_consumers_first),
		T(test_autoprobe_consumer),
		T(test_autoremove),
		T(test_links_go_with_devices),
		T(test_supplier_links_snapshot),
		cmocka_unit_test(test_consumer_chain_unbinds),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
