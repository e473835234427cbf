// SPDX-License-Identifier: MIT
/*
 * demo_drivers.c - the demo board's drivers.
 *
 * demo-uart serves two device names through an id_table and takes its
 * per-variant defaults from the matching entry's driver_data. demo-sensor
 * reads copied platform data and a memory, an interrupt and a DMA resource.
 * demo-gpio declines, with -ENODEV, a controller the board left unwired.
 * demo-uart talks to its (simulated) hardware: it maps its registers,
 * checks the ID register and handles its interrupt; the others log what
 * they found.
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/slab.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/property.h>

#include "demo_drivers.h"
#include "demo_platdata.h"

/* --- demo-uart ----------------------------------------------------------- */

#define DEMO_UART_DEFAULT_BAUD 115200

enum demo_uart_variant {
	DEMO_UART_FULL,
	DEMO_UART_LITE,
};

/**
 * struct demo_uart_caps - what a UART variant can do
 * @fifo_depth: FIFO depth in bytes
 * @hw_flow: whether it has RTS/CTS
 */
struct demo_uart_caps {
	unsigned int fifo_depth;
	bool hw_flow;
};

static const struct demo_uart_caps demo_uart_caps[] = {
	[DEMO_UART_FULL] = { .fifo_depth = 16, .hw_flow = true },
	[DEMO_UART_LITE] = { .fifo_depth = 1, .hw_flow = false },
};

static const struct platform_device_id demo_uart_ids[] = {
	{ "demo-uart", DEMO_UART_FULL },
	{ "demo-uart-lite", DEMO_UART_LITE },
	{}
};
MODULE_DEVICE_TABLE(platform, demo_uart_ids);

static irqreturn_t demo_uart_irq(int irq, void *dev_id)
{
	struct demo_uart_state *st = dev_id;

	(void)irq;
	if (!readl(st->regs + DEMO_UART_REG_STATUS))
		return IRQ_NONE;
	writel(1, st->regs + DEMO_UART_REG_STATUS); /* acknowledge */
	st->interrupts++;
	return IRQ_HANDLED;
}

static int demo_uart_probe(struct platform_device *pdev)
{
	const struct platform_device_id *id = platform_get_device_id(pdev);
	const struct demo_uart_platdata *pdata =
		platdev_get_platdata(pdev, demo_uart_platdata);
	const struct demo_uart_caps *caps;
	struct demo_uart_state *st;
	struct resource *regs;
	unsigned int baud, fifo;
	int irq, ret;

	if (!id || id->driver_data >= ARRAY_SIZE(demo_uart_caps))
		return -ENODEV;
	caps = &demo_uart_caps[id->driver_data];

	st = devm_kzalloc(&pdev->dev, sizeof(*st), GFP_KERNEL);
	if (!st)
		return -ENOMEM;
	st->regs = devm_platform_get_and_ioremap_resource(pdev, 0, &regs);
	if (IS_ERR(st->regs))
		return PTR_ERR(st->regs);
	st->id = readl(st->regs + DEMO_UART_REG_ID);
	if (st->id != DEMO_UART_ID)
		return dev_err_probe(&pdev->dev, -ENODEV, "unknown ID %#x\n",
				     st->id);

	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	ret = devm_request_irq(&pdev->dev, (unsigned int)irq, demo_uart_irq, 0,
			       NULL, st);
	if (ret)
		return ret;
	platform_set_drvdata(pdev, st);

	baud = pdata && pdata->baud ? pdata->baud : DEMO_UART_DEFAULT_BAUD;
	fifo = pdata && pdata->fifo_depth ? pdata->fifo_depth :
					    caps->fifo_depth;
	if (pdata && pdata->hw_flow && !caps->hw_flow)
		dev_warn(&pdev->dev, "%s has no RTS/CTS; ignoring hw_flow\n",
			 id->name);

	dev_info(&pdev->dev, "%s at %#lx, irq %d, %u baud, %u-byte FIFO\n",
		 id->name, (unsigned long)regs->start, irq, baud, fifo);
	return 0;
}

static void demo_uart_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
}

/*
 * Typed (platdev/typed.h): the bus declines, with a warning, a device
 * whose platform data is not a struct demo_uart_platdata.
 */
static struct platdev_typed_driver demo_uart_driver =
	PLATDEV_TYPED_DRIVER(demo_uart_platdata, demo_uart_probe,
		.remove_new	= demo_uart_remove,
		.id_table	= demo_uart_ids,
		.driver		= {
			.name	= "demo-uart",
			.owner	= THIS_MODULE,
		});

/* --- demo-sensor --------------------------------------------------------- */

static int demo_sensor_probe(struct platform_device *pdev)
{
	const struct demo_sensor_platdata *pdata =
		platdev_get_platdata(pdev, demo_sensor_platdata);
	struct resource *regs, *dma;
	int irq;

	if (!pdata)
		return dev_err_probe(&pdev->dev, -EINVAL, "no platform data\n");

	regs = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	if (!regs)
		return dev_err_probe(&pdev->dev, -EINVAL,
				     "no register window\n");

	irq = platform_get_irq_byname(pdev, "alarm");
	if (irq < 0)
		return irq;

	/* DMA is optional: without a channel the sensor is polled. */
	dma = platform_get_resource(pdev, IORESOURCE_DMA, 0);

	dev_info(&pdev->dev,
		 "\"%s\" every %u ms, alarm at %d mC (irq %d), %s\n",
		 pdata->label, pdata->poll_ms, pdata->alarm_mc, irq,
		 dma ? "DMA" : "polled");
	return 0;
}

static void demo_sensor_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
}

static struct platdev_typed_driver demo_sensor_driver =
	PLATDEV_TYPED_DRIVER(demo_sensor_platdata, demo_sensor_probe,
		.remove_new	= demo_sensor_remove,
		.driver		= {
			.name	= "demo-sensor",
			.owner	= THIS_MODULE,
		});

/* --- demo-gpio ----------------------------------------------------------- */

static int demo_gpio_probe(struct platform_device *pdev)
{
	const struct demo_gpio_platdata *pdata = dev_get_platdata(&pdev->dev);

	if (!pdata)
		return dev_err_probe(&pdev->dev, -EINVAL, "no platform data\n");

	/*
	 * -ENODEV tells the core "not mine after all": the device stays
	 * unbound, quietly, and another driver may still take it.
	 */
	if (!pdata->ngpio) {
		dev_info(&pdev->dev, "no lines wired on this board\n");
		return -ENODEV;
	}

	dev_info(&pdev->dev, "GPIOs %u-%u\n", pdata->base,
		 pdata->base + pdata->ngpio - 1);
	return 0;
}

static int demo_gpio_remove(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static struct platform_driver demo_gpio_driver = {
	.probe		= demo_gpio_probe,
	.remove		= demo_gpio_remove,
	.driver		= {
		.name	= "demo-gpio",
		.owner	= THIS_MODULE,
	},
};

/* --- demo-led ------------------------------------------------------------ */

/*
 * Written only with device properties: the same code reads a board file's
 * software node and a device-tree node.
 */
static int demo_led_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	const char *label;
	u32 brightness = 255;
	int ret;

	ret = device_property_read_string(dev, "label", &label);
	if (ret)
		return dev_err_probe(dev, ret, "no label\n");
	/* Optional, as in Linux's LED bindings: missing keeps the default. */
	device_property_read_u32(dev, "default-brightness", &brightness);
	dev_info(dev, "LED \"%s\", brightness %u, active %s\n", label,
		 brightness,
		 device_property_read_bool(dev, "active-low") ? "low" : "high");
	return 0;
}

static struct platform_driver demo_led_driver = {
	.probe		= demo_led_probe,
	.driver		= {
		.name	= "demo-led",
		.owner	= THIS_MODULE,
	},
};

/* --- registration -------------------------------------------------------- */

static struct platform_driver *const demo_drivers[] = {
	&demo_uart_driver.driver,
	&demo_sensor_driver.driver,
	&demo_gpio_driver, /* untyped, as Linux's: reads dev_get_platdata() */
	&demo_led_driver,
};

/**
 * demo_drivers_register() - register the demo-uart, demo-sensor and
 * demo-gpio drivers
 *
 * Return: 0, or the first error; none is left registered then.
 */
int demo_drivers_register(void)
{
	return platform_register_drivers(demo_drivers,
					 ARRAY_SIZE(demo_drivers));
}

/**
 * demo_drivers_unregister() - unregister the three drivers, newest first
 */
void demo_drivers_unregister(void)
{
	platform_unregister_drivers(demo_drivers, ARRAY_SIZE(demo_drivers));
}

MODULE_DESCRIPTION("platdev demo board drivers");
MODULE_LICENSE("MIT");
