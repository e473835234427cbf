// SPDX-License-Identifier: MIT
/*
 * test_platform_data.c - platform data and driver data: the copy
 * platform_device_add_data() makes (the old one kept without memory), a
 * static device's data left where the board keeps it, and the driver data
 * probe sets, cleared on unbind.
 */
#include <string.h>

#include "testutil_platform.h"

static void test_add_data_copies(void **state)
{
	struct tp_pdata data = { { 1, 2, 3, 4 }, "board" },
			other = { { 9 }, "x" };
	unsigned long live = live_allocs(), with_data;
	struct platform_device *pdev = platform_device_alloc("tp-data", 1);
	void *kept;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
	assert_non_null(dev_get_platdata(&pdev->dev));
	assert_ptr_not_equal(dev_get_platdata(&pdev->dev), &data);
	with_data = live_allocs();
	data.pins[0] = 77;
	strcpy(data.label, "changed");
	assert_int_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->pins[0], 1);
	assert_string_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->label,
		"board");

	/* Replacing frees the old copy. */
	assert_int_equal(platform_device_add_data(pdev, &other, sizeof(other)),
			 0);
	assert_int_equal(
		((struct tp_pdata *)dev_get_platdata(&pdev->dev))->pins[0], 9);
	assert_int_equal(live_allocs(), with_data);

	/* Out of memory: the old data stays. */
	kept = dev_get_platdata(&pdev->dev);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_ptr_equal(dev_get_platdata(&pdev->dev), kept);
	assert_int_equal(live_allocs(), with_data);

	/* NULL clears. */
	assert_int_equal(platform_device_add_data(pdev, NULL, 0), 0);
	assert_null(dev_get_platdata(&pdev->dev));
	assert_int_equal(live_allocs(), with_data - 1);

	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_drvdata_platdata_conversions(void **state)
{
	static struct tp_pdata data = { { 42 }, "static" };
	static struct tdrv drv;
	static struct platform_device pdev;
	struct device *dev;

	(void)state;
	drv = TDRV("tp-conv");
	pdev = SDEV("tp-conv", PLATFORM_DEVID_NONE);
	pdev.dev.platform_data = &data;
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_null(platform_get_drvdata(&pdev));
	/* A static device's platform data stays where the board keeps it. */
	assert_ptr_equal(dev_get_platdata(&pdev.dev), &data);

	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_ptr_equal(drv.last, &pdev);
	assert_ptr_equal(platform_get_drvdata(&pdev), &drv);
	assert_ptr_equal(dev_get_drvdata(&pdev.dev), &drv);
	dev = &pdev.dev;
	assert_ptr_equal(to_platform_device(dev), &pdev);
	assert_ptr_equal(to_platform_driver(dev->driver), &drv.pdrv);
	assert_string_equal(dev_driver_string(dev), "tp-conv");
	platform_set_drvdata(&pdev, &data);
	assert_ptr_equal(platform_get_drvdata(&pdev), &data);

	platform_driver_unregister(&drv.pdrv);
	/* Unbinding clears the driver's data. */
	assert_null(platform_get_drvdata(&pdev));
	assert_null(pdev.dev.driver);
	assert_string_equal(dev_driver_string(dev), "platform");
	platform_device_unregister(&pdev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_add_data_copies),
		T(test_drvdata_platdata_conversions),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
