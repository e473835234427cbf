// SPDX-License-Identifier: MIT
/*
 * test_platform_typed.c - typed platform data and match data
 * (platdev/typed.h): a typed driver binds to data of its type and declines
 * another type or size with a warning naming both; the typed copies of the
 * add and register calls, their errors and allocation failures; typed
 * match data; and the field-by-field printer.
 */
#include <string.h>

#include <platdev/bind.h>
#include <platdev/log.h>
#include <platdev/typed.h>

#include "testutil_platform.h"

struct tt_uart_pdata {
	unsigned int uartclk;
	unsigned int baud;
	bool hw_flow;
	char label[8];
	signed char trim;
	u16 taps[3];
	const char *port;
	void *cookie;
};
PLATDEV_TYPE_DECLARE(tt_uart_pdata);
PLATDEV_TYPE_DEFINE(tt_uart_pdata, PLATDEV_FIELD(tt_uart_pdata, uartclk),
		    PLATDEV_FIELD(tt_uart_pdata, baud),
		    PLATDEV_FIELD(tt_uart_pdata, hw_flow),
		    PLATDEV_FIELD_STRING(tt_uart_pdata, label),
		    PLATDEV_FIELD(tt_uart_pdata, trim),
		    PLATDEV_FIELD_ARRAY(tt_uart_pdata, taps),
		    PLATDEV_FIELD(tt_uart_pdata, port),
		    PLATDEV_FIELD(tt_uart_pdata, cookie));

struct tt_gpio_pdata {
	unsigned int base;
	unsigned int ngpio;
};
PLATDEV_TYPE_DEFINE(tt_gpio_pdata, PLATDEV_FIELD(tt_gpio_pdata, base),
		    PLATDEV_FIELD(tt_gpio_pdata, ngpio));

/* Another definition of struct tt_gpio_pdata, as an older module has it. */
static const struct platdev_type tt_gpio_pdata_v0 = {
	.name = "struct tt_gpio_pdata",
	.size = sizeof(unsigned int),
};

/* Bit-fields, as i2c_gpio_platform_data has them. */
struct tt_flags {
	int before;
	unsigned int a : 1;
	unsigned int b : 1;
	unsigned int c : 1;
};
PLATDEV_TYPE_DEFINE(tt_flags, PLATDEV_FIELD(tt_flags, before),
		    PLATDEV_FIELD_FLAG(tt_flags, a),
		    PLATDEV_FIELD_FLAG(tt_flags, b),
		    PLATDEV_FIELD_FLAG(tt_flags, c));

PLATDEV_PDATA(tt_uart_pdata, uart0_data, .uartclk = 1843200, .baud = 115200,
	      .hw_flow = true, .label = "console", .trim = -3,
	      .taps = { 1, 2, 65535 }, .port = "ttyS0");
PLATDEV_PDATA(tt_gpio_pdata, gpio0_data, .base = 32, .ngpio = 16);

static struct platform_device *probed;
static const struct tt_uart_pdata *probed_pdata;

static int uart_probe(struct platform_device *pdev)
{
	probed = pdev;
	probed_pdata = platdev_get_platdata(pdev, tt_uart_pdata);
	return 0;
}

static int gpio_probe(struct platform_device *pdev)
{
	probed = pdev;
	return 0;
}

static void test_format_prints_every_field(void **state)
{
	char buf[256];

	(void)state;
	assert_string_equal(
		platdev_type_format(&platdev_type_tt_uart_pdata,
				    &uart0_data__platdev_typed.data, buf,
				    sizeof(buf)),
		"struct tt_uart_pdata: uartclk=1843200 baud=115200 hw_flow=true"
		" label=\"console\" trim=-3 taps=[1,2,65535] port=\"ttyS0\""
		" cookie=NULL");
	{
		struct tt_flags flags = { .before = -1, .a = 1, .c = 1 };

		assert_string_equal(platdev_type_format(&platdev_type_tt_flags,
							&flags, buf,
							sizeof(buf)),
				    "struct tt_flags: before=-1 a=1 b=0 c=1");
	}
	/* Truncated to fit, always terminated. */
	assert_string_equal(platdev_type_format(&platdev_type_tt_uart_pdata,
						&uart0_data__platdev_typed.data,
						buf, 12),
			    "struct tt_u");
	assert_null(platdev_type_format(&platdev_type_tt_uart_pdata,
					&uart0_data__platdev_typed.data, buf,
					0));
}

static void append(void *ctx, const char *s)
{
	strcat(ctx, s);
}

/* The same fields as JSON, for the inspector's devices --json. */
static void test_json_writes_every_field(void **state)
{
	char buf[512] = "";

	(void)state;
	platdev_type_write_json(&platdev_type_tt_uart_pdata,
				&uart0_data__platdev_typed.data, append, buf);
	assert_string_equal(
		buf,
		"{\"uartclk\": 1843200, \"baud\": 115200, \"hw_flow\": true,"
		" \"label\": \"console\", \"trim\": -3, \"taps\": [1, 2, 65535],"
		" \"port\": \"ttyS0\", \"cookie\": null}");
	buf[0] = '\0';
	platdev_type_write_json(NULL, NULL, append, buf);
	assert_string_equal(buf, "null");
}

static void test_field_descriptions(void **state)
{
	const struct platdev_type *t = &platdev_type_tt_uart_pdata;
	u64 v;

	(void)state;
	assert_string_equal(t->name, "struct tt_uart_pdata");
	assert_int_equal(t->size, sizeof(struct tt_uart_pdata));
	assert_int_equal(t->nr_fields, 8);
	assert_int_equal(t->fields[0].kind, PLATDEV_FIELD_UNSIGNED);
	assert_int_equal(t->fields[2].kind, PLATDEV_FIELD_BOOL);
	assert_int_equal(t->fields[3].kind, PLATDEV_FIELD_CHARS);
	assert_int_equal(t->fields[3].count, 8);
	assert_int_equal(t->fields[4].kind, PLATDEV_FIELD_SIGNED);
	assert_int_equal(t->fields[5].count, 3);
	assert_int_equal(t->fields[5].size, 2);
	assert_int_equal(t->fields[5].offset,
			 offsetof(struct tt_uart_pdata, taps));
	assert_int_equal(t->fields[6].kind, PLATDEV_FIELD_CSTRING);
	assert_int_equal(t->fields[7].kind, PLATDEV_FIELD_POINTER);

	assert_int_equal(platdev_field_value(&t->fields[4],
					     &uart0_data__platdev_typed.data, 0,
					     &v),
			 0);
	assert_int_equal((s64)v, -3);
	assert_int_equal(platdev_field_value(&t->fields[5],
					     &uart0_data__platdev_typed.data, 2,
					     &v),
			 0);
	assert_int_equal(v, 65535);
	/* Past the array, and a kind that is no integer. */
	assert_int_equal(platdev_field_value(&t->fields[5],
					     &uart0_data__platdev_typed.data, 3,
					     &v),
			 -EINVAL);
	assert_int_equal(platdev_field_value(&t->fields[3],
					     &uart0_data__platdev_typed.data, 0,
					     &v),
			 -EINVAL);
}

static struct platdev_typed_driver uart_driver = PLATDEV_TYPED_DRIVER(
	tt_uart_pdata, uart_probe, .driver = { .name = "tt-dev" });
static struct platdev_typed_driver gpio_driver = PLATDEV_TYPED_DRIVER(
	tt_gpio_pdata, gpio_probe, .driver = { .name = "tt-gpio-drv" },
	.id_table = (const struct platform_device_id[]){ { "tt-dev", 0 }, {} });

static void test_static_typed_device_binds_its_type(void **state)
{
	static struct platform_device dev = {
		.name = "tt-dev",
		.id = 0,
		PLATDEV_TYPED_PLATFORM_DATA(tt_uart_pdata, uart0_data),
	};

	(void)state;
	probed = NULL;
	probed_pdata = NULL;
	assert_int_equal(platform_device_register(&dev), 0);
	assert_ptr_equal(platdev_pdata_type(&dev), &platdev_type_tt_uart_pdata);
	/* Linux's view is unchanged. */
	assert_ptr_equal(dev_get_platdata(&dev.dev),
			 &uart0_data__platdev_typed.data);
	assert_int_equal(platdev_typed_driver_register(&uart_driver), 0);
	assert_ptr_equal(probed, &dev);
	assert_ptr_equal(probed_pdata, &uart0_data__platdev_typed.data);
	assert_int_equal(probed_pdata->baud, 115200);
	platdev_typed_driver_unregister(&uart_driver);
	platform_device_unregister(&dev);
}

static void test_other_type_declined_with_both_names(void **state)
{
	static struct platform_device dev = {
		.name = "tt-dev",
		.id = 1,
		PLATDEV_TYPED_PLATFORM_DATA(tt_uart_pdata, uart0_data),
	};

	(void)state;
	probed = NULL;
	log_capture_start();
	/* A GPIO driver that also answers to "tt-dev" declines; the UART one binds. */
	assert_int_equal(platdev_typed_driver_register(&gpio_driver), 0);
	assert_int_equal(platform_device_register(&dev), 0);
	assert_null(probed);
	assert_null(dev.dev.driver);
	assert_true(log_has(
		PLATDEV_LOG_WARNING, "tt-dev.1",
		"platform data is struct tt_uart_pdata",
		"the driver tt-gpio-drv expects struct tt_gpio_pdata", NULL));
	/* Kept as the reason the device is not bound, for `platdev why`. */
	{
		struct platdev_bind_status st;

		assert_int_equal(platdev_device_bind_status(&dev.dev, &st), 0);
		assert_int_equal(st.last_error, -ENODEV);
		assert_string_equal(
			st.reason,
			"platform data is struct tt_uart_pdata, the driver tt-gpio-drv expects struct tt_gpio_pdata");
	}
	assert_int_equal(platdev_typed_driver_register(&uart_driver), 0);
	assert_ptr_equal(probed, &dev);
	assert_ptr_equal(dev.dev.driver, &uart_driver.driver.driver);
	platdev_typed_driver_unregister(&uart_driver);
	platdev_typed_driver_unregister(&gpio_driver);
	platform_device_unregister(&dev);
}

static void test_same_name_other_size_declined(void **state)
{
	struct tt_gpio_pdata data = { .base = 7, .ngpio = 1 };
	struct platform_device *pdev;

	(void)state;
	probed = NULL;
	log_capture_start();
	pdev = platdev_device_register_typed_data(NULL, "tt-dev", 2,
						  &tt_gpio_pdata_v0, &data,
						  sizeof(unsigned int));
	assert_false(IS_ERR(pdev));
	assert_int_equal(platdev_typed_driver_register(&gpio_driver), 0);
	assert_null(probed);
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "platform data is struct tt_gpio_pdata of 4 bytes",
			    "expects 8 bytes", NULL));
	platdev_typed_driver_unregister(&gpio_driver);
	platform_device_unregister(pdev);
}

static void test_untyped_data_goes_through_unchecked(void **state)
{
	static struct tt_uart_pdata plain = { .baud = 9600 };
	static struct platform_device dev = {
		.name = "tt-dev",
		.id = 3,
		.dev = { .platform_data = &plain },
	};

	(void)state;
	probed_pdata = NULL;
	assert_int_equal(platform_device_register(&dev), 0);
	assert_null(platdev_pdata_type(&dev));
	assert_int_equal(platdev_typed_driver_register(&uart_driver), 0);
	assert_ptr_equal(probed_pdata, &plain);
	platdev_typed_driver_unregister(&uart_driver);
	platform_device_unregister(&dev);
}

static void test_typed_fetch_of_another_type_is_null(void **state)
{
	static struct platform_device dev = {
		.name = "tt-fetch",
		.id = PLATFORM_DEVID_NONE,
		PLATDEV_TYPED_PLATFORM_DATA(tt_gpio_pdata, gpio0_data),
	};

	(void)state;
	log_capture_start();
	assert_int_equal(platform_device_register(&dev), 0);
	assert_non_null(platdev_get_platdata(&dev, tt_gpio_pdata));
	assert_null(platdev_get_platdata(&dev, tt_uart_pdata));
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "platform data is struct tt_gpio_pdata",
			    "the caller expects struct tt_uart_pdata", NULL));
	platform_device_unregister(&dev);
}

static void test_add_typed_data(void **state)
{
	struct tt_gpio_pdata data = { .base = 64, .ngpio = 8 };
	struct tt_uart_pdata other = { .baud = 1 };
	unsigned long live = live_allocs();
	struct platform_device *pdev = platform_device_alloc("tt-add", 1);
	struct tt_gpio_pdata *copy;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(
		platform_device_add_typed_data(pdev, tt_gpio_pdata, &data), 0);
	copy = dev_get_platdata(&pdev->dev);
	assert_ptr_not_equal(copy, &data);
	assert_int_equal(copy->base, 64);
	assert_ptr_equal(platdev_pdata_type(pdev), &platdev_type_tt_gpio_pdata);
	assert_int_equal((uintptr_t)copy % _Alignof(max_align_t), 0);

	/* A size that is not the type's, and no type: refused, data kept. */
	assert_int_equal(platdev_device_add_typed_data(
				 pdev, &platdev_type_tt_gpio_pdata, &data, 4),
			 -EINVAL);
	assert_int_equal(platdev_device_add_typed_data(pdev, NULL, &data,
						       sizeof(data)),
			 -EINVAL);
	assert_int_equal(
		platdev_device_add_typed_data(NULL, &platdev_type_tt_gpio_pdata,
					      &data, sizeof(data)),
		-EINVAL);
	/* Out of memory: the old data stays. */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platform_device_add_typed_data(pdev, tt_uart_pdata,
							&other),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_ptr_equal(dev_get_platdata(&pdev->dev), copy);
	assert_ptr_equal(platdev_pdata_type(pdev), &platdev_type_tt_gpio_pdata);

	/* Replaced by untyped data: the typed copy is freed, the flag goes. */
	assert_int_equal(platform_device_add_data(pdev, &data, sizeof(data)),
			 0);
	assert_null(platdev_pdata_type(pdev));
	assert_int_equal(
		platform_device_add_typed_data(pdev, tt_gpio_pdata, &data), 0);
	/* NULL removes it. */
	assert_int_equal(platdev_device_add_typed_data(
				 pdev, &platdev_type_tt_gpio_pdata, NULL, 0),
			 0);
	assert_null(dev_get_platdata(&pdev->dev));
	assert_null(platdev_pdata_type(pdev));
	assert_int_equal(
		platform_device_add_typed_data(pdev, tt_gpio_pdata, &data), 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_register_typed_data_allocation_failures(void **state)
{
	struct tt_gpio_pdata data = { .base = 1, .ngpio = 2 };
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	int n, failures = 0;

	(void)state;
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		pdev = platform_device_register_typed_data(NULL, "tt-reg",
							   PLATFORM_DEVID_AUTO,
							   tt_gpio_pdata,
							   &data);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(pdev))
			break;
		assert_int_equal(PTR_ERR(pdev), -ENOMEM);
		assert_int_equal(live_allocs(), live);
		failures++;
	}
	assert_true(failures >= 2); /* the device and the data's copy */
	assert_ptr_equal(platdev_pdata_type(pdev), &platdev_type_tt_gpio_pdata);
	assert_int_equal(platdev_get_platdata(pdev, tt_gpio_pdata)->ngpio, 2);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);

	assert_int_equal(PTR_ERR(platdev_device_register_typed_data(
				 NULL, "tt-reg", 1, NULL, &data, sizeof(data))),
			 -EINVAL);
	assert_int_equal(PTR_ERR(platdev_device_register_typed_data(
				 NULL, "tt-reg", 1, &platdev_type_tt_gpio_pdata,
				 &data, 3)),
			 -EINVAL);
	assert_int_equal(live_allocs(), live);
}

static void test_untyped_driver_refused_by_typed_register(void **state)
{
	static struct platdev_typed_driver bad = {
		.driver = { .probe = gpio_probe,
			    .driver = { .name = "tt-bad" } },
		.pdata_type = &platdev_type_tt_gpio_pdata,
	};

	(void)state;
	log_capture_start();
	assert_int_equal(platdev_typed_driver_register(&bad), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "tt-bad", "PLATDEV_TYPED_DRIVER",
			    NULL));
	assert_int_equal(platdev_typed_driver_register(NULL), -EINVAL);
}

/* --- match data ---------------------------------------------------------- */

struct tt_variant {
	unsigned int fifo;
};
PLATDEV_TYPE_DEFINE(tt_variant, PLATDEV_FIELD(tt_variant, fifo));

PLATDEV_MATCH_DATA(tt_variant, variant_big, .fifo = 64);
PLATDEV_MATCH_DATA(tt_gpio_pdata, not_a_variant, .base = 1);

static const struct tt_variant *seen_variant;
static const struct tt_gpio_pdata *seen_wrong;

static int variant_probe(struct platform_device *pdev)
{
	seen_variant = platdev_get_match_data(&pdev->dev, tt_variant);
	seen_wrong = platdev_get_match_data(&pdev->dev, tt_gpio_pdata);
	return 0;
}

static const struct platform_device_id variant_ids[] = {
	{ "tt-big",
	  (kernel_ulong_t)PLATDEV_MATCH_DATA_REF(tt_variant, variant_big) },
	{ "tt-odd", (kernel_ulong_t)PLATDEV_MATCH_DATA_REF(tt_gpio_pdata,
							   not_a_variant) },
	{ "tt-none", 0 },
	{},
};

static void test_typed_match_data(void **state)
{
	static struct platform_driver drv = {
		.probe = variant_probe,
		.driver = { .name = "tt-variant" },
		.id_table = variant_ids,
	};
	static struct platform_device big = { .name = "tt-big", .id = -1 };
	static struct platform_device odd = { .name = "tt-odd", .id = -1 };
	static struct platform_device none = { .name = "tt-none", .id = -1 };

	(void)state;
	log_capture_start();
	assert_int_equal(platform_driver_register(&drv), 0);

	assert_int_equal(platform_device_register(&big), 0);
	assert_non_null(seen_variant);
	assert_int_equal(seen_variant->fifo, 64);
	assert_null(seen_wrong);
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "match data is struct tt_variant",
			    "the caller expects struct tt_gpio_pdata", NULL));

	assert_int_equal(platform_device_register(&odd), 0);
	assert_null(seen_variant);
	assert_non_null(seen_wrong);
	assert_int_equal(seen_wrong->base, 1);

	assert_int_equal(platform_device_register(&none), 0);
	assert_null(seen_variant);
	assert_null(seen_wrong);

	platform_device_unregister(&none);
	platform_device_unregister(&odd);
	platform_device_unregister(&big);
	platform_driver_unregister(&drv);
	assert_null(platdev_get_match_data(NULL, tt_variant));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_format_prints_every_field),
		cmocka_unit_test(test_json_writes_every_field),
		cmocka_unit_test(test_field_descriptions),
		cmocka_unit_test_setup_teardown(
			test_static_typed_device_binds_its_type, platform_setup,
			platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_other_type_declined_with_both_names,
			platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_same_name_other_size_declined, platform_setup,
			platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_untyped_data_goes_through_unchecked,
			platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_typed_fetch_of_another_type_is_null,
			platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_add_typed_data, platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_register_typed_data_allocation_failures,
			platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(
			test_untyped_driver_refused_by_typed_register,
			platform_setup, platform_teardown),
		cmocka_unit_test_setup_teardown(test_typed_match_data,
						platform_setup,
						platform_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
