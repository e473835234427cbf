// SPDX-License-Identifier: MIT
/*
 * test_acpi.c - linux/acpi.h's !CONFIG_ACPI face: ACPI_PTR() is NULL, no
 * device has a companion, matching answers NULL/false, and a driver that
 * names an ACPI match table is accepted and binds only by its other keys:
 * never by an ACPI ID, even one equal to the device's name.
 */
#include <linux/acpi.h>
#include <linux/platform_device.h>

#include "testutil.h"

static const struct acpi_device_id demo_acpi_ids[] = { { .id = "PRP0001" },
						       { .id = "acpidev",
							 .driver_data = 1 },
						       {} };
MODULE_DEVICE_TABLE(acpi, demo_acpi_ids);

static int probes;

static int demo_probe(struct platform_device *pdev)
{
	(void)pdev;
	probes++;
	return 0;
}

static struct platform_driver demo_driver = {
	.probe = demo_probe,
	.driver = {
		.name = "acpidrv",
		.acpi_match_table = ACPI_PTR(demo_acpi_ids),
	},
};

/* The same, with the table given without ACPI_PTR(), as some drivers do. */
static struct platform_driver direct_driver = {
	.probe = demo_probe,
	.driver = {
		.name = "acpidrv2",
		.acpi_match_table = demo_acpi_ids,
	},
};

static void test_face(void **state)
{
	struct platform_device *pdev;

	(void)state;
	assert_null(ACPI_PTR(demo_acpi_ids));
	assert_true(acpi_disabled);
	assert_null(demo_driver.driver.acpi_match_table);
	assert_int_equal(sizeof(demo_acpi_ids[0].id), ACPI_ID_LEN);
	pdev = platform_device_register_simple("acpidev", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_false(has_acpi_companion(&pdev->dev));
	assert_null(ACPI_COMPANION(&pdev->dev));
	assert_null(ACPI_HANDLE(&pdev->dev));
	assert_null(acpi_match_device(demo_acpi_ids, &pdev->dev));
	assert_null(acpi_device_get_match_data(&pdev->dev));
	assert_false(
		acpi_driver_match_device(&pdev->dev, &direct_driver.driver));
	assert_false(is_acpi_node(dev_fwnode(&pdev->dev)));
	assert_false(acpi_dev_found("PRP0001"));
	assert_int_equal(acpi_dev_gpio_irq_get(NULL, 0), -ENXIO);
	assert_string_equal(acpi_device_hid(NULL), "device");
	assert_int_equal(acpi_bus_generate_netlink_event("button/power",
							 "PWRB", 0x80, 1),
			 0);

	/* Accepted, never matched: "acpidev" is in the table, not bound. */
	probes = 0;
	assert_int_equal(platform_driver_register(&demo_driver), 0);
	assert_int_equal(platform_driver_register(&direct_driver), 0);
	assert_int_equal(probes, 0);
	assert_null(pdev->dev.driver);
	platform_driver_unregister(&direct_driver);
	platform_driver_unregister(&demo_driver);
	platform_device_unregister(pdev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_face),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
