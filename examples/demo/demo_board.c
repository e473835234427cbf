// SPDX-License-Identifier: MIT
/*
 * demo_board.c - the board the platdev inspector shows with "platdev demo".
 *
 * In registration order:
 *   foomatic, i2c-gpio.0      the LWN article's board (examples/article)
 *   demo-uart.0, demo-uart.1  static devices; one driver, matched by id_table
 *   demo-uart-lite            numbered by the core (PLATFORM_DEVID_AUTO)
 *   demo-sensor               built by platform_device_register_full(); its
 *                             resources and platform data are copies
 *   demo-gpio.0, demo-gpio.1  the driver binds the first, declines the second
 *   demo-rtc                  described by the board, claimed by no driver
 *
 * The three UARTs have simulated hardware behind their register windows
 * (an ID register and an interrupt status), so their driver's probe reads
 * real registers through ioremap() and handles real interrupts.
 */
#include <linux/err.h>
#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/io.h>

#include <stdio.h>
#include <string.h>

#include "../article/article.h"
#include "../article/i2c_gpio.h"
#include "demo_board.h"
#include "demo_drivers.h"
#include "demo_i2c.h"
#include "demo_platdata.h"

/* --- simulated UART hardware --------------------------------------------- */

/**
 * struct demo_uart_hw - one simulated UART: an ID register and an
 * interrupt status that the driver acknowledges by writing 1
 * @base: physical address of its register window
 * @size: its length
 * @irq: the interrupt its line raises
 * @sim: the simulated device
 * @status: pending-interrupt bit
 */
struct demo_uart_hw {
	phys_addr_t base;
	size_t size;
	unsigned int irq;
	struct platdev_sim_device *sim;
	u32 status;
};

static struct demo_uart_hw demo_uart_hw[] = {
	{ .base = 0x10010000, .size = 0x100, .irq = 32 },
	{ .base = 0x10011000, .size = 0x100, .irq = 33 },
	{ .base = 0x10012000, .size = 0x20, .irq = 34 },
};

static u64 demo_uart_hw_read(void *opaque, u64 offset, unsigned int size)
{
	struct demo_uart_hw *hw = opaque;

	(void)size;
	if (offset == DEMO_UART_REG_ID)
		return DEMO_UART_ID;
	if (offset == DEMO_UART_REG_STATUS)
		return hw->status;
	return 0;
}

static void demo_uart_hw_write(void *opaque, u64 offset, u64 value,
			       unsigned int size)
{
	struct demo_uart_hw *hw = opaque;

	(void)size;
	if (offset == DEMO_UART_REG_STATUS && value) {
		hw->status = 0;
		platdev_sim_set_irq(hw->sim, 0, 0); /* acknowledged */
	}
}

static const struct platdev_sim_ops demo_uart_hw_ops = {
	.read = demo_uart_hw_read,
	.write = demo_uart_hw_write,
};

static const struct platdev_io_backend *demo_saved_backend;
static bool demo_i2c_up;

static void demo_hardware_destroy(void)
{
	size_t i;

	if (demo_i2c_up)
		demo_i2c_destroy();
	demo_i2c_up = false;
	for (i = 0; i < ARRAY_SIZE(demo_uart_hw); i++) {
		platdev_sim_device_destroy(demo_uart_hw[i].sim);
		demo_uart_hw[i].sim = NULL;
	}
	if (demo_saved_backend)
		platdev_io_use(demo_saved_backend);
	demo_saved_backend = NULL;
}

/* Build the simulated UARTs and map through the simulated backend. */
static int demo_hardware_create(void)
{
	size_t i;
	int ret;

	for (i = 0; i < ARRAY_SIZE(demo_uart_hw); i++) {
		struct demo_uart_hw *hw = &demo_uart_hw[i];

		hw->status = 0;
		hw->sim = platdev_sim_device_create("demo-uart", hw);
		if (!hw->sim) {
			demo_hardware_destroy();
			return -ENOMEM;
		}
		ret = platdev_sim_add_mmio(hw->sim, hw->base, hw->size,
					   &demo_uart_hw_ops);
		if (ret >= 0)
			ret = platdev_sim_add_irq(hw->sim, hw->irq);
		if (ret < 0) {
			demo_hardware_destroy();
			return ret;
		}
	}
	demo_saved_backend = platdev_io_use(&platdev_io_sim);
	ret = demo_i2c_create();
	if (ret) {
		demo_hardware_destroy();
		return ret;
	}
	demo_i2c_up = true;
	return 0;
}

/**
 * demo_board_fire_interrupts() - make each simulated UART raise its
 * interrupt once; the driver's handler acknowledges it
 */
void demo_board_fire_interrupts(void)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(demo_uart_hw); i++) {
		if (!demo_uart_hw[i].sim)
			continue;
		demo_uart_hw[i].status = 1;
		platdev_sim_set_irq(demo_uart_hw[i].sim, 0, 1);
	}
}

/* --- static devices ------------------------------------------------------ */

static struct resource demo_uart0_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10010000, 0x100, "regs"),
	DEFINE_RES_IRQ(32), /* unnamed: takes the device's name */
};

PLATDEV_PDATA(demo_uart_platdata, demo_uart0_data,
	.uartclk = 48000000,
	.baud = 115200,
	.fifo_depth = 64,
	.hw_flow = true);

static struct platform_device demo_uart0 = {
	.name		= "demo-uart",
	.id		= 0,
	.num_resources	= ARRAY_SIZE(demo_uart0_resources),
	.resource	= demo_uart0_resources,
	PLATDEV_TYPED_PLATFORM_DATA(demo_uart_platdata, demo_uart0_data),
};

static struct resource demo_uart1_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10011000, 0x100, "regs"),
	DEFINE_RES_IRQ(33),
};

PLATDEV_PDATA(demo_uart_platdata, demo_uart1_data,
	.uartclk = 1843200,
	.baud = 9600);

static struct platform_device demo_uart1 = {
	.name		= "demo-uart",
	.id		= 1,
	.num_resources	= ARRAY_SIZE(demo_uart1_resources),
	.resource	= demo_uart1_resources,
	PLATDEV_TYPED_PLATFORM_DATA(demo_uart_platdata, demo_uart1_data),
};

static struct platform_device *demo_uarts[] = {
	&demo_uart0,
	&demo_uart1,
};

static struct resource demo_gpio0_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10030000, 0x100, "regs"),
};

PLATDEV_PDATA(demo_gpio_platdata, demo_gpio0_data,
	.base = 0,
	.ngpio = 32);

static struct platform_device demo_gpio0 = {
	.name		= "demo-gpio",
	.id		= 0,
	.num_resources	= ARRAY_SIZE(demo_gpio0_resources),
	.resource	= demo_gpio0_resources,
	PLATDEV_TYPED_PLATFORM_DATA(demo_gpio_platdata, demo_gpio0_data),
};

static struct resource demo_gpio1_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10031000, 0x100, "regs"),
};

/* The second bank is not wired on this board: its driver declines it. */
PLATDEV_PDATA(demo_gpio_platdata, demo_gpio1_data,
	.base = 32,
	.ngpio = 0);

static struct platform_device demo_gpio1 = {
	.name		= "demo-gpio",
	.id		= 1,
	.num_resources	= ARRAY_SIZE(demo_gpio1_resources),
	.resource	= demo_gpio1_resources,
	PLATDEV_TYPED_PLATFORM_DATA(demo_gpio_platdata, demo_gpio1_data),
};

static struct resource demo_rtc_resources[] = {
	DEFINE_RES_IO_NAMED(0x70, 2, "rtc-ports"),
	DEFINE_RES_IRQ_NAMED(8, "alarm"),
};

static struct platform_device demo_rtc = {
	.name = "demo-rtc",
	.id = PLATFORM_DEVID_NONE,
	.num_resources = ARRAY_SIZE(demo_rtc_resources),
	.resource = demo_rtc_resources,
};

static struct platform_device *demo_late_devices[] = {
	&demo_gpio0,
	&demo_gpio1,
	&demo_rtc,
};

/* --- devices built at run time ------------------------------------------- */

static const struct resource demo_uart_lite_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10012000, 0x20, "regs"),
	DEFINE_RES_IRQ(34),
};

static const struct resource demo_sensor_resources[] = {
	DEFINE_RES_MEM_NAMED(0x10020000, 0x1000, "regs"),
	DEFINE_RES_IRQ_NAMED(40, "alarm"),
	DEFINE_RES_DMA_NAMED(3, "rx"),
};

static struct platform_device *demo_uart_lite;
static struct platform_device *demo_sensor;

static struct platform_device *demo_sensor_create(void)
{
	/*
	 * On the stack on purpose: the typed copy is the device's own, so
	 * the data may go once the call returns.
	 */
	struct demo_sensor_platdata data = {
		.label = "board-temp",
		.poll_ms = 500,
		.alarm_mc = 85000,
	};
	struct platform_device *pdev;
	int ret;

	pdev = platform_device_alloc("demo-sensor", PLATFORM_DEVID_NONE);
	if (!pdev)
		return ERR_PTR(-ENOMEM);
	ret = platform_device_add_resources(pdev, demo_sensor_resources,
					    ARRAY_SIZE(demo_sensor_resources));
	if (!ret)
		ret = platform_device_add_typed_data(pdev, demo_sensor_platdata,
						     &data);
	if (!ret)
		ret = platform_device_add(pdev);
	if (ret) {
		platform_device_put(pdev);
		return ERR_PTR(ret);
	}
	return pdev;
}

/*
 * A status LED described the way newer Linux board code describes devices:
 * properties in a software node rather than platform data, so that its
 * driver (device_property_*) reads them the same from a device tree.
 */
static const struct property_entry demo_led_properties[] = {
	PROPERTY_ENTRY_STRING("label", "status"),
	PROPERTY_ENTRY_U32("default-brightness", 128),
	PROPERTY_ENTRY_BOOL("active-low"),
	{}
};

static struct platform_device *demo_led;

static struct platform_device *demo_led_create(void)
{
	struct platform_device_info info = {
		.name = "demo-led",
		.id = PLATFORM_DEVID_NONE,
		.properties = demo_led_properties,
	};

	return platform_device_register_full(&info);
}

/* --- registration -------------------------------------------------------- */

static int demo_devices_register(void)
{
	int ret;

	ret = article_register_devices();
	if (ret)
		return ret;

	ret = platform_add_devices(demo_uarts, ARRAY_SIZE(demo_uarts));
	if (ret)
		goto err_article;

	demo_uart_lite = platform_device_register_simple(
		"demo-uart-lite", PLATFORM_DEVID_AUTO, demo_uart_lite_resources,
		ARRAY_SIZE(demo_uart_lite_resources));
	if (IS_ERR(demo_uart_lite)) {
		ret = PTR_ERR(demo_uart_lite);
		goto err_uarts;
	}

	demo_sensor = demo_sensor_create();
	if (IS_ERR(demo_sensor)) {
		ret = PTR_ERR(demo_sensor);
		goto err_uart_lite;
	}

	demo_led = demo_led_create();
	if (IS_ERR(demo_led)) {
		ret = PTR_ERR(demo_led);
		goto err_sensor;
	}

	ret = platform_add_devices(demo_late_devices,
				   ARRAY_SIZE(demo_late_devices));
	if (ret)
		goto err_led;

	return 0;

err_led:
	platform_device_unregister(demo_led);
err_sensor:
	platform_device_unregister(demo_sensor);
err_uart_lite:
	platform_device_unregister(demo_uart_lite);
err_uarts:
	platform_device_unregister(&demo_uart1);
	platform_device_unregister(&demo_uart0);
err_article:
	article_unregister_devices();
	demo_uart_lite = NULL;
	demo_sensor = NULL;
	demo_led = NULL;
	return ret;
}

static void demo_devices_unregister(void)
{
	int i;

	for (i = ARRAY_SIZE(demo_late_devices) - 1; i >= 0; i--)
		platform_device_unregister(demo_late_devices[i]);
	platform_device_unregister(demo_led);
	platform_device_unregister(demo_sensor);
	platform_device_unregister(demo_uart_lite);
	for (i = ARRAY_SIZE(demo_uarts) - 1; i >= 0; i--)
		platform_device_unregister(demo_uarts[i]);
	article_unregister_devices();
	demo_sensor = NULL;
	demo_uart_lite = NULL;
	demo_led = NULL;
}

/**
 * demo_board_register() - register the demo board's devices, then its drivers
 *
 * Return: 0, or the first error; nothing is left registered then.
 */
int demo_board_register(void)
{
	int ret;

	ret = demo_hardware_create();
	if (ret)
		return ret;

	ret = demo_devices_register();
	if (ret)
		goto err_hardware;

	ret = article_register_drivers_beside();
	if (ret)
		goto err_devices;

	ret = demo_drivers_register();
	if (ret)
		goto err_article_drivers;

	return 0;

err_article_drivers:
	article_unregister_drivers_beside();
err_devices:
	demo_devices_unregister();
err_hardware:
	demo_hardware_destroy();
	return ret;
}

/**
 * demo_board_unregister() - unregister the drivers, then the devices
 *
 * Each bound device sees its driver's remove run as its driver goes.
 */
void demo_board_unregister(void)
{
	demo_drivers_unregister();
	article_unregister_drivers_beside();
	demo_devices_unregister();
	demo_hardware_destroy();
}

/**
 * demo_board_describe_hardware() - what a demo device's driver learned
 * from its simulated hardware
 * @pdev: a platform device
 * @buf: where to write the text
 * @len: size of @buf
 *
 * Return: @buf for a bound demo UART, else NULL.
 */
const char *demo_board_describe_hardware(struct platform_device *pdev,
					 char *buf, size_t len)
{
	const struct demo_uart_state *st;

	if (!len || !pdev->dev.driver ||
	    strcmp(pdev->dev.driver->name, "demo-uart"))
		return NULL;
	st = platform_get_drvdata(pdev);
	if (!st)
		return NULL;
	snprintf(
		buf, len,
		"id %#x read through the simulated backend, %lu interrupt%s handled",
		st->id, st->interrupts, st->interrupts == 1 ? "" : "s");
	return buf;
}

/**
 * demo_board_print_i2c() - print the article's I2C bus: the EEPROM read
 * through Linux's drivers, or why it was not
 * @out: where to print
 */
void demo_board_print_i2c(FILE *out)
{
	char buf[1024];

	if (demo_i2c_describe(buf, sizeof(buf))) {
		fprintf(out, "\n%s\n", buf);
		return;
	}
	fprintf(out,
		"\ni2c: the article's stand-in i2c-gpio driver has the bus; `make demo`\n"
		"     loads Linux 6.12's i2c-gpio, i2c-algo-bit and at24, built unchanged,\n"
		"     to read the board's EEPROM through them (--module)\n");
}

/* --- platform data, for the inspector ------------------------------------ */

PLATDEV_TYPE_DEFINE(demo_uart_platdata,
		    PLATDEV_FIELD(demo_uart_platdata, uartclk),
		    PLATDEV_FIELD(demo_uart_platdata, baud),
		    PLATDEV_FIELD(demo_uart_platdata, fifo_depth),
		    PLATDEV_FIELD(demo_uart_platdata, hw_flow));
PLATDEV_TYPE_DEFINE(demo_sensor_platdata,
		    PLATDEV_FIELD_STRING(demo_sensor_platdata, label),
		    PLATDEV_FIELD(demo_sensor_platdata, poll_ms),
		    PLATDEV_FIELD(demo_sensor_platdata, alarm_mc));
PLATDEV_TYPE_DEFINE(demo_gpio_platdata,
		    PLATDEV_FIELD(demo_gpio_platdata, base),
		    PLATDEV_FIELD(demo_gpio_platdata, ngpio));
PLATDEV_TYPE_DEFINE(i2c_gpio_platform_data,
		    PLATDEV_FIELD(i2c_gpio_platform_data, sda_pin),
		    PLATDEV_FIELD(i2c_gpio_platform_data, scl_pin),
		    PLATDEV_FIELD(i2c_gpio_platform_data, udelay),
		    PLATDEV_FIELD(i2c_gpio_platform_data, timeout),
		    PLATDEV_FIELD_FLAG(i2c_gpio_platform_data, sda_is_open_drain),
		    PLATDEV_FIELD_FLAG(i2c_gpio_platform_data, scl_is_open_drain),
		    PLATDEV_FIELD_FLAG(i2c_gpio_platform_data, scl_is_output_only));

/*
 * The article's board file registers untyped data, as Linux boards do;
 * its type is known from the device's name, the way its driver knows it.
 */
static const struct platdev_type *untyped_pdata_type(const char *name)
{
	return !strcmp(name, "i2c-gpio") ? &platdev_type_i2c_gpio_platform_data :
					   NULL;
}

const struct platdev_type *
demo_board_platdata_type(struct platform_device *pdev)
{
	const struct platdev_type *type = platdev_pdata_type(pdev);

	if (type || !dev_get_platdata(&pdev->dev))
		return type;
	return untyped_pdata_type(pdev->name);
}

const char *demo_board_describe_platdata(struct platform_device *pdev,
					 char *buf, size_t len)
{
	const struct platdev_type *type = demo_board_platdata_type(pdev);
	const void *legacy = demo_i2c_board_platdata(pdev);
	size_t used;

	if (!type || !len)
		return NULL;
	if (!legacy)
		return platdev_type_format(type, dev_get_platdata(&pdev->dev),
					   buf, len);
	/* The article's data, and what Linux 6.12's driver got from it. */
	platdev_type_format(type, legacy, buf, len);
	used = strlen(buf);
	demo_i2c_describe_conversion(buf + used, len - used);
	return buf;
}
