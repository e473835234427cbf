// SPDX-License-Identifier: MIT
/*
 * fwtest_tiny.c - the scenario tests of the tiny profile (src/tiny), run
 * on the emulated Cortex-M3 by `make check-cross`: static devices and
 * drivers registered in both orders, id_table and name matching,
 * resources, platform data plain and typed, unregistration from either
 * side, shutdown order, the walk, the LWN article's board file and drivers
 * (examples/article, compiled unchanged) in both orders, and each refusal
 * with its error code and event (docs/tiny.md).
 *
 * One line per failed check, the struct sizes, and a last line that
 * cross.sh looks for; the exit status is the number of failed checks.
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/platform_device.h>
#include <platdev/event.h>
#include <platdev/typed.h>

#include "../../examples/article/article.h"

static int failures, checks;

#define CHECK(cond)                                                            \
	do {                                                                   \
		checks++;                                                      \
		if (!(cond)) {                                                 \
			failures++;                                            \
			printf("FAIL %s:%d: %s\n", __func__, __LINE__, #cond); \
		}                                                              \
	} while (0)

/* --- the event hook: the last event and how many came ------------------ */

static struct {
	int count;
	int code;
	long arg;
	const struct device *dev;
	const char *fmt;
} seen;

static void capture(void *ctx, const struct platdev_event *ev)
{
	(void)ctx;
	seen.count++;
	seen.code = ev->code;
	seen.arg = ev->arg;
	seen.dev = ev->dev;
	seen.fmt = ev->fmt;
	if (ev->code == PLATDEV_EV_MESSAGE)
		vprintf(ev->fmt,
			*ev->args); /* the firmware formats, not the core */
	else
		printf("  event %s (arg %ld)\n",
		       platdev_event_describe(ev->code), ev->arg);
}

static void forget_events(void)
{
	memset(&seen, 0, sizeof(seen));
	seen.code = -1;
}

/* --- drivers that count what happens ----------------------------------- */

struct fw_pdata {
	unsigned int baud;
};

static int probes, removes, shutdowns;
static char order[16];
static int probe_result;

static void note(char c)
{
	size_t n = strlen(order);

	if (n + 1 < sizeof(order))
		order[n] = c, order[n + 1] = '\0';
}

static int counting_probe(struct platform_device *pdev)
{
	(void)pdev;
	probes++;
	return probe_result;
}

static void counting_remove(struct platform_device *pdev)
{
	note((char)('0' + (pdev->id < 0 ? 9 : pdev->id)));
	removes++;
}

static void counting_shutdown(struct platform_device *pdev)
{
	note((char)('0' + (pdev->id < 0 ? 9 : pdev->id)));
	shutdowns++;
}

static const struct platform_device_id uart_ids[] = {
	{ .name = "fw-uart", .driver_data = 1 },
	{ .name = "fw-uart-fifo", .driver_data = 2 },
	{},
};

static struct platform_driver uart_driver = {
	.probe = counting_probe,
	.remove_new = counting_remove,
	.shutdown = counting_shutdown,
	.id_table = uart_ids,
	/* Has an id_table: its own name no longer matches. */
	.driver = { .name = "fw-named" },
};

static struct platform_driver named_driver = {
	.probe = counting_probe,
	.remove_new = counting_remove,
	.driver = { .name = "fw-named" },
};

static struct resource uart0_res[] = {
	DEFINE_RES_MEM_NAMED(0x40001000, 0x100, "regs"),
	DEFINE_RES_IRQ_NAMED(5, "rx"),
	DEFINE_RES_IRQ_NAMED(6, "tx"),
};

static struct fw_pdata uart0_pdata = { .baud = 115200 };

static struct platform_device uart0 = {
	.name = "fw-uart",
	.id = 0,
	.resource = uart0_res,
	.num_resources = ARRAY_SIZE(uart0_res),
	.dev = { .platform_data = &uart0_pdata },
};

static struct platform_device uart1 = {
	.name = "fw-uart-fifo",
	.id = 1,
};

static struct platform_device named = { .name = "fw-named", .id = -1 };

static void reset_counts(void)
{
	probes = removes = shutdowns = 0;
	probe_result = 0;
	order[0] = '\0';
}

/* Devices first: binding happens when the driver registers. */
static void test_devices_then_driver(void)
{
	reset_counts();
	CHECK(platform_device_register(&named) == 0);
	CHECK(platform_device_register(&uart0) == 0);
	CHECK(uart0.dev.driver == NULL);
	CHECK(platform_driver_register(&uart_driver) == 0);
	CHECK(probes == 1);
	CHECK(uart0.dev.driver == &uart_driver.driver);
	CHECK(named.dev.driver == NULL);
	CHECK(platform_get_device_id(&uart0) == &uart_ids[0]);
	CHECK(strcmp(dev_name(&uart0.dev), "fw-uart.0") == 0);
	CHECK(strcmp(dev_name(&named.dev), "fw-named") == 0);
	/* Name matching, for a driver without an id_table. */
	CHECK(platform_driver_register(&named_driver) == 0);
	CHECK(named.dev.driver == &named_driver.driver);
	CHECK(probes == 2);
}

static void test_resources_and_pdata(void)
{
	struct resource *mem = platform_get_resource(&uart0, IORESOURCE_MEM, 0);
	const struct fw_pdata *pd = dev_get_platdata(&uart0.dev);

	CHECK(mem && mem->start == 0x40001000 && resource_size(mem) == 0x100);
	CHECK(platform_get_resource(&uart0, IORESOURCE_MEM, 1) == NULL);
	CHECK(platform_get_resource_byname(&uart0, IORESOURCE_MEM, "regs") ==
	      mem);
	CHECK(platform_get_resource_byname(&uart0, IORESOURCE_IRQ, "regs") ==
	      NULL);
	CHECK(platform_get_irq(&uart0, 1) == 6);
	CHECK(platform_get_irq_byname(&uart0, "rx") == 5);
	CHECK(platform_irq_count(&uart0) == 2);
	CHECK(pd && pd->baud == 115200);

	forget_events();
	CHECK(platform_get_irq_optional(&uart0, 2) == -ENXIO);
	CHECK(seen.count == 0); /* optional: no event */
	CHECK(platform_get_irq(&uart0, 2) == -ENXIO);
	CHECK(seen.code == PLATDEV_EV_IRQ_NOT_FOUND && seen.arg == 2);
	CHECK(platform_get_irq_byname(&uart0, "nope") == -ENXIO);
	CHECK(seen.code == PLATDEV_EV_IRQ_NOT_FOUND && seen.arg == -1);
}

/* A driver that is registered binds a device when it is added. */
static void test_driver_then_device(void)
{
	reset_counts();
	CHECK(platform_device_register(&uart1) == 0);
	CHECK(probes == 1);
	CHECK(uart1.dev.driver == &uart_driver.driver);
	CHECK(platform_get_device_id(&uart1)->driver_data == 2);
	CHECK(strcmp(dev_name(&uart1.dev), "fw-uart-fifo.1") == 0);
}

/* Devices are walked oldest first; a callback may stop the walk. */
static int count_dev(struct device *dev, void *data)
{
	(void)dev;
	return ++*(int *)data == 2;
}

static int unregister_visited(struct device *dev, void *data)
{
	(void)data;
	platform_device_unregister(to_platform_device(dev));
	return 1;
}

static void test_walk(void)
{
	int n = 0;

	CHECK(bus_for_each_dev(&platform_bus_type, NULL, &n, count_dev) == 1);
	CHECK(n == 2);
	n = 0;
	CHECK(bus_for_each_dev(&platform_bus_type, &named.dev, &n, count_dev) ==
	      1);
	CHECK(n == 2);
	CHECK(bus_for_each_dev(NULL, NULL, &n, count_dev) == -EINVAL);
#ifndef NDEBUG
	/* A callback may not unregister what it visits: debug builds refuse. */
	forget_events();
	removes = 0;
	CHECK(bus_for_each_dev(&platform_bus_type, NULL, NULL,
			       unregister_visited) == 1);
	CHECK(seen.code == PLATDEV_EV_WALK_UNREGISTER && seen.arg == -EBUSY);
	CHECK(removes == 0 && named.dev.driver == &named_driver.driver);
	printf("  debug build: unregistering from a walk is refused\n");
#else
	(void)unregister_visited;
#endif
}

/* Shutdown runs newest device first; unregistering a driver too. */
static void test_shutdown_and_unregister(void)
{
	reset_counts();
	device_shutdown();
	CHECK(shutdowns == 2 && strcmp(order, "10") == 0);

	reset_counts();
	platform_driver_unregister(&uart_driver);
	CHECK(removes == 2 && strcmp(order, "10") == 0);
	CHECK(uart0.dev.driver == NULL && uart1.dev.driver == NULL);
	CHECK(uart0.id_entry == NULL);
	/* The device stays registered, and binds again. */
	CHECK(platform_driver_register(&uart_driver) == 0);
	CHECK(uart0.dev.driver == &uart_driver.driver);

	reset_counts();
	platform_device_unregister(&uart1);
	CHECK(removes == 1 && uart1.dev.driver == NULL);
	platform_device_unregister(&named);
	CHECK(removes == 2);
	platform_driver_unregister(&named_driver);
	platform_driver_unregister(&uart_driver);
	CHECK(removes == 3);
	platform_device_unregister(&uart0);
	CHECK(removes == 3);
	CHECK(bus_for_each_dev(&platform_bus_type, NULL, NULL, count_dev) == 0);
}

/* --- refusals, each with its code and its event ------------------------ */

static struct platform_device self_dev = { .name = "fw-self", .id = -1 };

static int self_unregistering_probe(struct platform_device *pdev)
{
	platform_device_unregister(pdev);
	platform_driver_unregister(to_platform_driver(pdev->dev.driver));
	return 0;
}

static struct platform_driver self_driver = {
	.probe = self_unregistering_probe,
	.driver = { .name = "fw-self" },
};

static void test_refusals(void)
{
	static struct platform_device unnamed = { .id = -1 };
	static struct platform_device auto_id = { .name = "fw-auto",
						  .id = PLATFORM_DEVID_AUTO };
	static struct platform_device long_name = {
		.name = "fw-a-very-long-name", .id = 7
	};
	static struct platform_device twin = { .name = "fw-uart", .id = 0 };
	static struct platform_driver nameless = { .probe = counting_probe };

	forget_events();
	CHECK(platform_device_register(NULL) == -EINVAL);
	CHECK(platform_device_register(&unnamed) == -EINVAL);
	CHECK(seen.code == PLATDEV_EV_INVALID && seen.arg == -EINVAL);
	CHECK(platform_driver_register(&nameless) == -EINVAL);
	CHECK(platform_device_register(&auto_id) == -EOPNOTSUPP);
	CHECK(seen.code == PLATDEV_EV_DEVID_AUTO);
	CHECK(platform_device_register(&long_name) == -ENAMETOOLONG);
	CHECK(seen.code == PLATDEV_EV_NAME_TOO_LONG);

	CHECK(platform_device_register(&uart0) == 0);
	CHECK(platform_device_register(&uart0) == -EBUSY);
	CHECK(seen.code == PLATDEV_EV_ALREADY_REGISTERED);
	CHECK(platform_device_register(&twin) == -EEXIST);
	CHECK(seen.code == PLATDEV_EV_NAME_TAKEN && seen.dev == &twin.dev);
	CHECK(platform_driver_register(&uart_driver) == 0);
	CHECK(platform_driver_register(&uart_driver) == -EBUSY);
	CHECK(seen.code == PLATDEV_EV_ALREADY_REGISTERED);
	platform_driver_unregister(&uart_driver);
	platform_device_unregister(&uart0);

	/* Unregistering what is not registered changes nothing. */
	forget_events();
	platform_device_unregister(&uart0);
	CHECK(seen.code == PLATDEV_EV_NOT_REGISTERED);
	platform_driver_unregister(&uart_driver);
	CHECK(seen.count == 2);

	/* From inside its own probe: refused, as there is nothing to wait on. */
	forget_events();
	CHECK(platform_driver_register(&self_driver) == 0);
	CHECK(platform_device_register(&self_dev) == 0);
	CHECK(seen.count == 2 && seen.code == PLATDEV_EV_IN_CALLBACK);
	CHECK(self_dev.dev.driver == &self_driver.driver);
	platform_device_unregister(&self_dev);
	platform_driver_unregister(&self_driver);
	CHECK(bus_for_each_dev(&platform_bus_type, NULL, NULL, count_dev) == 0);
}

/* A probe's error leaves the device unbound; -EPROBE_DEFER says why. */
static void test_failed_probes(void)
{
	reset_counts();
	CHECK(platform_driver_register(&uart_driver) == 0);
	forget_events();
	probe_result = -EIO;
	CHECK(platform_device_register(&uart0) == 0);
	CHECK(probes == 1 && uart0.dev.driver == NULL);
	CHECK(uart0.id_entry == NULL);
	CHECK(seen.code == PLATDEV_EV_PROBE_FAILED && seen.arg == -EIO);
	platform_device_unregister(&uart0);

	forget_events();
	probe_result = -EPROBE_DEFER;
	CHECK(platform_device_register(&uart0) == 0);
	CHECK(uart0.dev.driver == NULL);
	CHECK(seen.code == PLATDEV_EV_PROBE_DEFER);
	platform_device_unregister(&uart0);

	forget_events();
	probe_result = -ENODEV; /* declined: silent, as in Linux */
	CHECK(platform_device_register(&uart0) == 0);
	CHECK(uart0.dev.driver == NULL && seen.count == 0);
	platform_device_unregister(&uart0);
	platform_driver_unregister(&uart_driver);
	probe_result = 0;
}

/* --- typed platform data ----------------------------------------------- */

struct fw_led_pdata {
	unsigned int pin;
	bool active_low;
};
PLATDEV_TYPE_DECLARE(fw_led_pdata);
PLATDEV_TYPE_DEFINE(fw_led_pdata, PLATDEV_FIELD(fw_led_pdata, pin),
		    PLATDEV_FIELD(fw_led_pdata, active_low));

struct fw_key_pdata {
	unsigned int code;
};
PLATDEV_TYPE_DECLARE(fw_key_pdata);
PLATDEV_TYPE_DEFINE(fw_key_pdata, PLATDEV_FIELD(fw_key_pdata, code));

PLATDEV_PDATA(fw_led_pdata, led0_data, .pin = 12, .active_low = true);
PLATDEV_PDATA(fw_key_pdata, key0_data, .code = 28);

static struct platform_device led0 = {
	.name = "fw-led",
	.id = 0,
	PLATDEV_TYPED_PLATFORM_DATA(fw_led_pdata, led0_data),
};

/* A key's data where a LED's is expected: the typed driver declines it. */
static struct platform_device led1 = {
	.name = "fw-led",
	.id = 1,
	PLATDEV_TYPED_PLATFORM_DATA(fw_key_pdata, key0_data),
};

static unsigned int led_pin;

static int led_probe(struct platform_device *pdev)
{
	struct fw_led_pdata *pd = platdev_get_platdata(pdev, fw_led_pdata);

	led_pin = pd ? pd->pin : 0;
	return pd ? 0 : -EINVAL;
}

static struct platdev_typed_driver led_driver = PLATDEV_TYPED_DRIVER(
	fw_led_pdata, led_probe, .driver = { .name = "fw-led" });

static void test_typed_pdata(void)
{
	CHECK(platdev_pdata_type(&led0) == platdev_type_of(fw_led_pdata));
	CHECK(platdev_pdata_type(&uart0) == NULL);
	CHECK(platdev_typed_driver_register(&led_driver) == 0);
	CHECK(platform_device_register(&led0) == 0);
	CHECK(led0.dev.driver == &led_driver.driver.driver && led_pin == 12);
	forget_events();
	CHECK(platform_device_register(&led1) == 0);
	CHECK(led1.dev.driver == NULL);
	CHECK(seen.code == PLATDEV_EV_PDATA_TYPE && seen.dev == &led1.dev);
	CHECK(platdev_get_platdata(&led1, fw_led_pdata) == NULL);
	CHECK(platdev_get_platdata(&led1, fw_key_pdata)->code == 28);
	/* A plain driver is refused as a typed one. */
	CHECK(platdev_typed_driver_register(
		      (struct platdev_typed_driver *)&named_driver) == -EINVAL);
	CHECK(seen.code == PLATDEV_EV_TYPED_DRIVER);
	platform_device_unregister(&led1);
	platform_device_unregister(&led0);
	platdev_typed_driver_unregister(&led_driver);
}

/* --- drivers' messages -------------------------------------------------- */

static void test_driver_messages(void)
{
	forget_events();
	dev_info(&uart0.dev, "fwtest: info %d\n", 42);
	CHECK(seen.count == 1 && seen.code == PLATDEV_EV_MESSAGE);
	CHECK(seen.fmt && strstr(seen.fmt, "info %d"));
	/* Debug is not compiled in (PLATDEV_LOG_MIN_LEVEL 6 in tiny). */
	dev_dbg(&uart0.dev, "fwtest: debug %d\n", 43);
	CHECK(seen.count == (PLATDEV_LOG_MIN_LEVEL >= 7 ? 2 : 1));
}

/* --- the LWN article's code, unchanged ---------------------------------- */

static void check_article(int round)
{
	CHECK(article_observed.foomatic_probes == round);
	CHECK(strcmp(article_observed.foomatic_name, "foomatic") == 0);
	CHECK(article_observed.mem_start == 0x10000000);
	CHECK(article_observed.byname_mem_end == 0x10001000);
	CHECK(article_observed.byname_irq == 20 && article_observed.irq == 20);
	CHECK(article_observed.i2c_gpio_probes == round);
	CHECK(strcmp(article_observed.i2c_gpio_name, "i2c-gpio.0") == 0);
	CHECK(article_observed.scl_pin == 100 &&
	      article_observed.sda_pin == 101);
	CHECK(article_observed.i2c_gpio_udelay == 5);
}

static void test_article(void)
{
	article_observed_reset();
	CHECK(article_register_devices() == 0);
	CHECK(article_register_drivers() == 0);
	check_article(1);
	article_unregister_devices();
	CHECK(article_observed.foomatic_removes == 1);
	CHECK(article_observed.i2c_gpio_removes == 1);
	CHECK(article_register_devices() == 0);
	check_article(2);
	article_unregister_drivers();
	CHECK(article_observed.foomatic_removes == 2);
	CHECK(article_observed.i2c_gpio_removes == 2);
	article_unregister_devices();
	CHECK(bus_for_each_dev(&platform_bus_type, NULL, NULL, count_dev) == 0);
}

int main(void)
{
	platdev_set_event_hook(capture, NULL);
	printf("footprint: profile=tiny sizeof(struct device)=%u sizeof(struct platform_device)=%u sizeof(struct platform_driver)=%u sizeof(struct resource)=%u\n",
	       (unsigned int)sizeof(struct device),
	       (unsigned int)sizeof(struct platform_device),
	       (unsigned int)sizeof(struct platform_driver),
	       (unsigned int)sizeof(struct resource));

	test_devices_then_driver();
	test_resources_and_pdata();
	test_driver_then_device();
	test_walk();
	test_shutdown_and_unregister();
	test_refusals();
	test_failed_probes();
	test_typed_pdata();
	test_driver_messages();
	test_article();

	printf("fwtest: %d checks, %d failed\n", checks, failures);
	return failures ? 1 : 0;
}
