// SPDX-License-Identifier: MIT
/*
 * test_platform_driver.c - registering platform drivers: the errors,
 * platform_register_drivers() all or nothing, platform_driver_probe()
 * binding the devices already there and no later ones, and
 * platform_create_bundle() with its failures.
 */
#include "testutil_platform.h"

static void test_register_drivers_all_or_nothing(void **state)
{
	static struct tdrv d1, dup, d3;
	static struct platform_device p1, p3;
	struct platform_driver *bad[2] = { &d1.pdrv, &dup.pdrv };
	struct platform_driver *good[2] = { &d1.pdrv, &d3.pdrv };

	(void)state;
	d1 = TDRV("tp-rd1");
	dup = TDRV("tp-rd1");
	d3 = TDRV("tp-rd3");
	p1 = SDEV("tp-rd1", PLATFORM_DEVID_NONE);
	p3 = SDEV("tp-rd3", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&p1), 0);
	assert_int_equal(platform_device_register(&p3), 0);

	log_capture_start();
	assert_int_equal(platform_register_drivers(bad, 2), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-rd1", NULL));
	log_capture_stop();
	/* The first bound p1 and was taken away again. */
	assert_string_equal(test_events,
			    "probe tp-rd1 tp-rd1;remove tp-rd1 tp-rd1;");
	assert_null(driver_find("tp-rd1", &platform_bus_type));
	assert_null(p1.dev.driver);
	assert_int_equal(bus_driver_count(&platform_bus_type), 0);

	test_events[0] = '\0';
	assert_int_equal(platform_register_drivers(good, 2), 0);
	assert_ptr_equal(driver_find("tp-rd1", &platform_bus_type),
			 &d1.pdrv.driver);
	assert_ptr_equal(driver_find("tp-rd3", &platform_bus_type),
			 &d3.pdrv.driver);
	assert_ptr_equal(p1.dev.driver, &d1.pdrv.driver);
	assert_ptr_equal(p3.dev.driver, &d3.pdrv.driver);

	test_events[0] = '\0';
	platform_unregister_drivers(good, 2);
	assert_string_equal(test_events,
			    "remove tp-rd3 tp-rd3;remove tp-rd1 tp-rd1;");
	assert_null(driver_find("tp-rd1", &platform_bus_type));
	assert_null(driver_find("tp-rd3", &platform_bus_type));

	platform_device_unregister(&p3);
	platform_device_unregister(&p1);
}

static void test_driver_probe_binds_existing_only(void **state)
{
	static struct tdrv drv, lonely, refused;
	static struct platform_device now, later, stubborn;

	(void)state;
	drv = TDRV("tp-dp");
	drv.pdrv.probe = NULL;
	now = SDEV("tp-dp", 0);
	later = SDEV("tp-dp", 1);
	assert_int_equal(platform_device_register(&now), 0);
	assert_int_equal(platform_driver_probe(&drv.pdrv, t_probe), 0);
	assert_ptr_equal(now.dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(driver_find("tp-dp", &platform_bus_type),
			 &drv.pdrv.driver);

	/* A device that comes later is never bound to it. */
	assert_int_equal(platform_device_register(&later), 0);
	assert_null(later.dev.driver);
	assert_int_equal(bus_rescan_devices(&platform_bus_type), 0);
	assert_null(later.dev.driver);
	assert_int_equal(drv.probes, 1);

	platform_device_unregister(&later);
	platform_device_unregister(&now);
	assert_int_equal(drv.removes, 1);
	platform_driver_unregister(&drv.pdrv);

	/* No device: -ENODEV, and the driver is gone again. */
	lonely = TDRV("tp-dp-lonely");
	assert_int_equal(platform_driver_probe(&lonely.pdrv, t_probe), -ENODEV);
	assert_null(driver_find("tp-dp-lonely", &platform_bus_type));
	assert_int_equal(bus_driver_count(&platform_bus_type), 0);

	/* A device whose probe fails counts as none. */
	refused = TDRV("tp-dp-refused");
	refused.probe_ret = -ENODEV;
	stubborn = SDEV("tp-dp-refused", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&stubborn), 0);
	assert_int_equal(platform_driver_probe(&refused.pdrv, t_probe),
			 -ENODEV);
	assert_int_equal(refused.probes, 1);
	assert_null(driver_find("tp-dp-refused", &platform_bus_type));
	assert_null(stubborn.dev.driver);
	platform_device_unregister(&stubborn);
}

static void test_create_bundle(void **state)
{
	struct resource res[2] = {
		DEFINE_RES_MEM_NAMED(0x400c0000, 0x100, "bundle-regs"),
		DEFINE_RES_IRQ(21),
	};
	struct tp_pdata data = { { 1, 1 }, "bundle" };
	static struct tdrv drv;
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	drv = TDRV("tp-bundle");
	pdev = platform_create_bundle(&drv.pdrv, t_probe, res, 2, &data,
				      sizeof(data));
	assert_false(IS_ERR_OR_NULL(pdev));
	assert_string_equal(pdev->name, "tp-bundle");
	assert_string_equal(dev_name(&pdev->dev), "tp-bundle");
	assert_int_equal(pdev->id, PLATFORM_DEVID_NONE);
	assert_true(on_platform_bus("tp-bundle"));
	assert_ptr_equal(pdev->dev.driver, &drv.pdrv.driver);
	assert_ptr_equal(drv.last, pdev);
	assert_ptr_not_equal(pdev->resource, res);
	assert_int_equal(pdev->num_resources, 2);
	assert_int_equal(platform_get_resource(pdev, IORESOURCE_MEM, 0)->start,
			 0x400c0000);
	assert_int_equal(platform_get_irq(pdev, 0), 21);
	assert_ptr_not_equal(dev_get_platdata(&pdev->dev), &data);
	assert_memory_equal(dev_get_platdata(&pdev->dev), &data, sizeof(data));

	platform_device_unregister(pdev);
	assert_int_equal(drv.removes, 1);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(live_allocs(), live);
}

static void test_create_bundle_failures(void **state)
{
	struct resource res[1] = { DEFINE_RES_MEM(0x400d0000, 0x100) };
	static struct tdrv failing, clash;
	static struct platform_device squatter;
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	/* The probe fails: no device, no driver, nothing allocated. */
	failing = TDRV("tp-bfail");
	failing.probe_ret = -EIO;
	log_capture_start();
	pdev = platform_create_bundle(&failing.pdrv, t_probe, res, 1, NULL, 0);
	log_capture_stop();
	assert_true(IS_ERR(pdev));
	assert_int_equal(failing.probes, 1);
	assert_false(on_platform_bus("tp-bfail"));
	assert_null(driver_find("tp-bfail", &platform_bus_type));
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);

	/* The name is taken: the squatter stays as it was, unbound. */
	clash = TDRV("tp-bclash");
	squatter = SDEV("tp-bclash", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_device_register(&squatter), 0);
	log_capture_start();
	pdev = platform_create_bundle(&clash.pdrv, t_probe, NULL, 0, NULL, 0);
	log_capture_stop();
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), -EEXIST);
	assert_null(driver_find("tp-bclash", &platform_bus_type));
	assert_null(squatter.dev.driver);
	assert_int_equal(clash.probes, 0);
	assert_int_equal(bus_device_count(&platform_bus_type), 1);
	platform_device_unregister(&squatter);
	assert_int_equal(live_allocs(), live);
}

static void test_driver_register_errors(void **state)
{
	static struct tdrv drv, same_name;

	(void)state;
	log_capture_start();
	drv = TDRV(NULL);
	assert_int_equal(platform_driver_register(&drv.pdrv), -EINVAL);
	drv = TDRV("");
	assert_int_equal(platform_driver_register(&drv.pdrv), -EINVAL);
	assert_int_equal(bus_driver_count(&platform_bus_type), 0);

	drv = TDRV("tp-dreg");
	same_name = TDRV("tp-dreg");
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_driver_register(&drv.pdrv), -EBUSY);
	assert_int_equal(platform_driver_register(&same_name.pdrv), -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-dreg", NULL));
	assert_ptr_equal(driver_find("tp-dreg", &platform_bus_type),
			 &drv.pdrv.driver);
	assert_int_equal(bus_driver_count(&platform_bus_type), 1);
	platform_driver_unregister(&drv.pdrv);
	assert_null(driver_find("tp-dreg", &platform_bus_type));

	/* Unregistering what is not registered is logged, and harmless. */
	test_log.count = 0;
	platform_driver_unregister(&drv.pdrv);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "tp-dreg", "not registered", NULL));
	log_capture_stop();
	assert_int_equal(platform_driver_register(&same_name.pdrv), 0);
	platform_driver_unregister(&same_name.pdrv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_register_drivers_all_or_nothing),
		T(test_driver_probe_binds_existing_only),
		T(test_create_bundle),
		T(test_create_bundle_failures),
		T(test_driver_register_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
