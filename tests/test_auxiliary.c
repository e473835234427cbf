// SPDX-License-Identifier: MIT
/*
 * test_auxiliary.c - the auxiliary bus: auxiliary_device_init()/add(),
 * names "modname.devname.id" matched by id_table entries
 * "modname.devname", probe with the matching entry, remove, uninit and
 * delete, driver names, auxiliary_find_device(), every error code, and
 * allocation failures that leave nothing behind.
 */
#define KBUILD_MODNAME "auxtest"

#include <string.h>

#include <linux/auxiliary_bus.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

struct part {
	struct auxiliary_device adev;
	int releases;
};

static int probes, removes, probe_ret;
static const struct auxiliary_device_id *probed_id;

static int part_probe(struct auxiliary_device *adev,
		      const struct auxiliary_device_id *id)
{
	(void)adev;
	probes++;
	probed_id = id;
	return probe_ret;
}

static void part_remove(struct auxiliary_device *adev)
{
	(void)adev;
	removes++;
}

static const struct auxiliary_device_id part_ids[] = {
	{ .name = "auxtest.reset", .driver_data = 1 },
	{ .name = "othermod.reset", .driver_data = 2 },
	{}
};

static struct auxiliary_driver part_drv = {
	.probe = part_probe,
	.remove = part_remove,
	.name = "reset",
	.id_table = part_ids,
};

static void part_release(struct device *dev)
{
	container_of(dev, struct part, adev.dev)->releases++;
}

static struct platform_device *parent;

static int setup(void **state)
{
	(void)state;
	probes = removes = probe_ret = 0;
	probed_id = NULL;
	parent = platform_device_register_simple("aux-parent", -1, NULL, 0);
	return IS_ERR(parent) ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	platform_device_unregister(parent);
	return 0;
}

static void part_prepare(struct part *p, const char *name, u32 id)
{
	memset(p, 0, sizeof(*p));
	p->adev.name = name;
	p->adev.id = id;
	p->adev.dev.parent = &parent->dev;
	p->adev.dev.release = part_release;
}

static void test_init_needs_parent_and_name(void **state)
{
	struct part p;

	(void)state;
	log_capture_start();
	part_prepare(&p, "reset", 0);
	p.adev.dev.parent = NULL;
	assert_int_equal(auxiliary_device_init(&p.adev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "NULL dev->parent", NULL));
	part_prepare(&p, NULL, 0);
	assert_int_equal(auxiliary_device_init(&p.adev), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "NULL name", NULL));
	log_capture_stop();
	assert_int_equal(p.releases, 0);
}

static void test_bind_by_modname_and_devname(void **state)
{
	struct part a, b, c;

	(void)state;
	part_prepare(&a, "reset", 3);
	assert_int_equal(auxiliary_device_init(&a.adev), 0);
	assert_ptr_equal(a.adev.dev.bus, &auxiliary_bus_type);
	assert_int_equal(auxiliary_device_add(&a.adev), 0);
	assert_string_equal(dev_name(&a.adev.dev), "auxtest.reset.3");
	assert_null(a.adev.dev.driver); /* no driver yet */

	assert_int_equal(auxiliary_driver_register(&part_drv), 0);
	assert_string_equal(part_drv.driver.name, "auxtest.reset");
	assert_ptr_equal(a.adev.dev.driver, &part_drv.driver);
	assert_int_equal(probes, 1);
	assert_ptr_equal(probed_id, &part_ids[0]);

	/* Another module's device of the same name: the second entry. */
	part_prepare(&b, "reset", 0);
	assert_int_equal(auxiliary_device_init(&b.adev), 0);
	assert_int_equal(__auxiliary_device_add(&b.adev, "othermod"), 0);
	assert_string_equal(dev_name(&b.adev.dev), "othermod.reset.0");
	assert_ptr_equal(b.adev.dev.driver, &part_drv.driver);
	assert_ptr_equal(probed_id, &part_ids[1]);

	/* Names that only begin like an entry do not match. */
	part_prepare(&c, "resets", 0);
	assert_int_equal(auxiliary_device_init(&c.adev), 0);
	assert_int_equal(auxiliary_device_add(&c.adev), 0);
	assert_null(c.adev.dev.driver);
	assert_int_equal(probes, 2);

	/* auxiliary_find_device() walks the bus. */
	assert_ptr_equal(auxiliary_find_device(NULL, "othermod.reset.0",
					       device_match_name),
			 &b.adev);
	put_device(&b.adev.dev);
	assert_null(auxiliary_find_device(NULL, "auxtest.clk.0",
					  device_match_name));

	/* delete unbinds (remove), uninit releases. */
	auxiliary_device_delete(&a.adev);
	assert_int_equal(removes, 1);
	assert_int_equal(a.releases, 0);
	auxiliary_device_uninit(&a.adev);
	assert_int_equal(a.releases, 1);

	/* Unregistering the driver unbinds the rest. */
	auxiliary_driver_unregister(&part_drv);
	assert_int_equal(removes, 2);
	assert_null(b.adev.dev.driver);
	assert_null(part_drv.driver.name);

	auxiliary_device_delete(&b.adev);
	auxiliary_device_uninit(&b.adev);
	auxiliary_device_delete(&c.adev);
	auxiliary_device_uninit(&c.adev);
	assert_int_equal(b.releases + c.releases, 2);
}

static void test_failed_probe_leaves_unbound(void **state)
{
	struct part a;

	(void)state;
	assert_int_equal(auxiliary_driver_register(&part_drv), 0);
	probe_ret = -EIO;
	part_prepare(&a, "reset", 0);
	assert_int_equal(auxiliary_device_init(&a.adev), 0);
	log_capture_start();
	assert_int_equal(auxiliary_device_add(&a.adev), 0);
	log_capture_stop();
	assert_int_equal(probes, 1);
	assert_null(a.adev.dev.driver);
	auxiliary_device_delete(&a.adev);
	assert_int_equal(removes, 0);
	auxiliary_device_uninit(&a.adev);
	assert_int_equal(a.releases, 1);
	auxiliary_driver_unregister(&part_drv);
}

static void test_parent_deletion_takes_parts(void **state)
{
	struct part a;

	(void)state;
	assert_int_equal(auxiliary_driver_register(&part_drv), 0);
	part_prepare(&a, "reset", 0);
	assert_int_equal(auxiliary_device_init(&a.adev), 0);
	assert_int_equal(auxiliary_device_add(&a.adev), 0);
	assert_int_equal(probes, 1);
	platform_device_del(parent);
	assert_int_equal(removes, 1);
	assert_false(device_is_registered(&a.adev.dev));
	/* The owner's delete is then a no-op; uninit releases. */
	auxiliary_device_delete(&a.adev);
	auxiliary_device_uninit(&a.adev);
	assert_int_equal(a.releases, 1);
	auxiliary_driver_unregister(&part_drv);
	platform_device_put(parent);
	parent = platform_device_register_simple("aux-parent", -1, NULL, 0);
	assert_false(IS_ERR(parent));
}

static void test_add_errors(void **state)
{
	struct part a, b;

	(void)state;
	part_prepare(&a, "reset", 0);
	assert_int_equal(auxiliary_device_init(&a.adev), 0);
	log_capture_start();
	assert_int_equal(__auxiliary_device_add(&a.adev, NULL), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "modname is NULL", NULL));
	assert_int_equal(auxiliary_device_add(&a.adev), 0);

	/* The same module, name and id twice. */
	part_prepare(&b, "reset", 0);
	assert_int_equal(auxiliary_device_init(&b.adev), 0);
	assert_int_equal(auxiliary_device_add(&b.adev), -EEXIST);
	assert_true(log_has(PLATDEV_LOG_ERR, "adding auxiliary device failed",
			    NULL));
	log_capture_stop();
	auxiliary_device_uninit(&b.adev);
	assert_int_equal(b.releases, 1);

	auxiliary_device_delete(&a.adev);
	auxiliary_device_uninit(&a.adev);
	assert_int_equal(a.releases, 1);
}

static void test_driver_errors_and_names(void **state)
{
	struct auxiliary_driver bad = { .id_table = part_ids };
	struct auxiliary_driver anon = { .probe = part_probe,
					 .id_table = part_ids };
	struct auxiliary_driver twin = part_drv;

	(void)state;
	log_capture_start();
	assert_int_equal(auxiliary_driver_register(&bad), -EINVAL);
	bad.probe = part_probe;
	bad.id_table = NULL;
	assert_int_equal(auxiliary_driver_register(&bad), -EINVAL);
	log_capture_stop();

	/* Without a name the driver is named after its module. */
	assert_int_equal(auxiliary_driver_register(&anon), 0);
	assert_string_equal(anon.driver.name, "auxtest");
	assert_int_equal(auxiliary_driver_register(&part_drv), 0);
	/* A second driver of the same name: refused, its name freed. */
	log_capture_start();
	assert_int_equal(auxiliary_driver_register(&twin), -EBUSY);
	log_capture_stop();
	assert_null(twin.driver.name);
	auxiliary_driver_unregister(&part_drv);
	auxiliary_driver_unregister(&anon);
}

static void test_out_of_memory(void **state)
{
	unsigned long live = live_allocs();
	struct part a;
	long n;
	int ret;

	(void)state;
	/* The driver's name. */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(auxiliary_driver_register(&part_drv), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);

	/* A device name too long to keep inside the device. */
	for (n = 0;; n++) {
		part_prepare(&a, "a-part-with-a-long-name", 7);
		assert_int_equal(auxiliary_device_init(&a.adev), 0);
		log_capture_start();
		platdev_port_fail_alloc_after(n, 0);
		ret = auxiliary_device_add(&a.adev);
		platdev_port_fail_alloc_after(-1, 0);
		log_capture_stop();
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		auxiliary_device_uninit(&a.adev);
		assert_int_equal(a.releases, 1);
		assert_int_equal(live_allocs(), live);
	}
	assert_string_equal(dev_name(&a.adev.dev),
			    "auxtest.a-part-with-a-long-name.7");
	auxiliary_device_delete(&a.adev);
	auxiliary_device_uninit(&a.adev);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_init_needs_parent_and_name),
		T(test_bind_by_modname_and_devname),
		T(test_failed_probe_leaves_unbound),
		T(test_parent_deletion_takes_parts),
		T(test_add_errors),
		T(test_driver_errors_and_names),
		T(test_out_of_memory),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
