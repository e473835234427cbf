// SPDX-License-Identifier: MIT
/*
 * test_article.c - the LWN article's board file and drivers
 * (examples/article), compiled unchanged: whichever comes first, devices or
 * drivers, each probe sees exactly what the board declared, and
 * unregistering runs remove and gives every allocation back.
 */
#include <string.h>

#include <linux/platform_device.h>

#include "../examples/article/article.h"
#include "testutil.h"

static unsigned long live_at_start;

static int setup(void **state)
{
	(void)state;
	article_observed_reset();
	live_at_start = live_allocs();
	log_capture_start();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	assert_null(
		bus_find_device_by_name(&platform_bus_type, NULL, "foomatic"));
	assert_null(bus_find_device_by_name(&platform_bus_type, NULL,
					    "i2c-gpio.0"));
	assert_null(driver_find("foomatic", &platform_bus_type));
	assert_null(driver_find("i2c-gpio", &platform_bus_type));
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live_at_start);
	return 0;
}

/* What the foomatic driver was handed, checked in the driver's record. */
static void check_foomatic_probe(void)
{
	assert_int_equal(article_observed.foomatic_probes, 1);
	assert_string_equal(article_observed.foomatic_name, "foomatic");
	assert_int_equal(article_observed.mem_start, 0x10000000);
	assert_int_equal(article_observed.mem_end, 0x10001000);
	assert_int_equal(article_observed.byname_mem_start, 0x10000000);
	assert_int_equal(article_observed.byname_mem_end, 0x10001000);
	assert_int_equal(article_observed.byname_irq, 20);
	assert_int_equal(article_observed.irq, 20);
	assert_true(log_has(PLATDEV_LOG_INFO, "foomatic foomatic:",
			    "0x10000000-0x10001000", "irq 20", NULL));
}

static void check_i2c_gpio_probe(void)
{
	assert_int_equal(article_observed.i2c_gpio_probes, 1);
	assert_string_equal(article_observed.i2c_gpio_name, "i2c-gpio.0");
	assert_int_equal(article_observed.i2c_gpio_bus, 0);
	assert_int_equal(article_observed.scl_pin, 100);
	assert_int_equal(article_observed.sda_pin, 101);
	/* The board left udelay at 0: the driver's default. */
	assert_int_equal(article_observed.i2c_gpio_udelay, 5);
	assert_true(log_has(PLATDEV_LOG_INFO, "i2c-gpio i2c-gpio.0:",
			    "pins 101 (SDA) and 100 (SCL)", NULL));
}

/* The bound devices, as any other code would look at them. */
static void check_bound_devices(void)
{
	struct platform_device *pdev;
	struct resource *mem, *irq;
	struct device *dev;

	dev = bus_find_device_by_name(&platform_bus_type, NULL, "foomatic");
	assert_non_null(dev);
	pdev = to_platform_device(dev);
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "foomatic");
	mem = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	assert_non_null(mem);
	assert_int_equal(mem->start, 0x10000000);
	/* The end is inclusive: the window is 0x1001 bytes, as declared. */
	assert_int_equal(resource_size(mem), 0x1001);
	assert_string_equal(mem->name, "io-memory");
	assert_ptr_equal(platform_get_resource_byname(pdev, IORESOURCE_MEM,
						      "io-memory"),
			 mem);
	irq = platform_get_resource_byname(pdev, IORESOURCE_IRQ, "irq");
	assert_non_null(irq);
	assert_int_equal(irq->start, 20);
	assert_int_equal(platform_get_irq(pdev, 0), 20);
	assert_int_equal(platform_get_irq_byname(pdev, "irq"), 20);
	assert_int_equal(platform_irq_count(pdev), 1);
	/* The memory window is claimed in the iomem tree while registered. */
	assert_ptr_equal(mem->parent, &iomem_resource);
	put_device(dev);

	dev = bus_find_device_by_name(&platform_bus_type, NULL, "i2c-gpio.0");
	assert_non_null(dev);
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "i2c-gpio");
	assert_non_null(dev_get_platdata(dev));
	assert_int_equal(to_platform_device(dev)->num_resources, 0);
	put_device(dev);
}

static void test_devices_then_drivers(void **state)
{
	(void)state;
	assert_int_equal(article_register_devices(), 0);
	assert_int_equal(article_observed.foomatic_probes, 0);
	assert_int_equal(article_observed.i2c_gpio_probes, 0);

	assert_int_equal(article_register_drivers(), 0);
	check_foomatic_probe();
	check_i2c_gpio_probe();
	check_bound_devices();

	/* Devices go first: each bound driver's remove runs. */
	article_unregister_devices();
	assert_int_equal(article_observed.foomatic_removes, 1);
	assert_int_equal(article_observed.i2c_gpio_removes, 1);
	assert_null(
		bus_find_device_by_name(&platform_bus_type, NULL, "foomatic"));
	article_unregister_drivers();
	assert_int_equal(article_observed.foomatic_removes, 1);
	assert_int_equal(article_observed.i2c_gpio_removes, 1);
}

static void test_drivers_then_devices(void **state)
{
	(void)state;
	assert_int_equal(article_register_drivers(), 0);
	assert_int_equal(article_observed.foomatic_probes, 0);

	assert_int_equal(article_register_devices(), 0);
	check_foomatic_probe();
	check_i2c_gpio_probe();
	check_bound_devices();

	/* Drivers go first: each bound device sees remove. */
	article_unregister_drivers();
	assert_int_equal(article_observed.foomatic_removes, 1);
	assert_int_equal(article_observed.i2c_gpio_removes, 1);
	assert_null(driver_find("foomatic", &platform_bus_type));
	article_unregister_devices();
	assert_int_equal(article_observed.foomatic_removes, 1);
	assert_int_equal(article_observed.i2c_gpio_removes, 1);
}

/* The board's static devices come and go as often as needed. */
static void test_board_registers_again(void **state)
{
	int round;

	(void)state;
	assert_int_equal(article_register_drivers(), 0);
	for (round = 1; round <= 3; round++) {
		assert_int_equal(article_register_devices(), 0);
		assert_int_equal(article_observed.foomatic_probes, round);
		assert_int_equal(article_observed.i2c_gpio_probes, round);
		assert_int_equal(article_observed.irq, 20);
		article_unregister_devices();
		assert_int_equal(article_observed.foomatic_removes, round);
		assert_int_equal(article_observed.i2c_gpio_removes, round);
	}
	article_unregister_drivers();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_devices_then_drivers,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_drivers_then_devices,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_board_registers_again,
						setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
