// SPDX-License-Identifier: MIT
/*
 * article_drivers.c - the drivers of the LWN article "The platform device
 * API".
 *
 * my_driver binds to the "foomatic" device by name and fetches the memory
 * window and interrupt the board declared, by index and by name. The
 * i2c-gpio driver finds its pins in the device's platform data. Neither
 * touches hardware: they record what the device model gave them in
 * article_observed.
 */
#include <linux/device.h>
#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/module.h>
#include <linux/platform_device.h>

#include <string.h>

#include "article.h"
#include "i2c_gpio.h"

/* The half clock period i2c-gpio uses when the board leaves udelay at 0. */
#define I2C_GPIO_DEFAULT_UDELAY 5

struct article_observed article_observed;

/**
 * article_observed_reset() - forget everything the drivers recorded
 */
void article_observed_reset(void)
{
	memset(&article_observed, 0, sizeof(article_observed));
}

static void article_copy_name(char *dst, const struct device *dev)
{
	strncpy(dst, dev_name(dev), ARTICLE_NAME_LEN - 1);
	dst[ARTICLE_NAME_LEN - 1] = '\0';
}

/* --- foomatic ------------------------------------------------------------ */

static int __devinit my_probe(struct platform_device *pdev)
{
	struct resource *r, *mem, *irq_res;
	int irq;

	r = platform_get_resource(pdev, IORESOURCE_MEM, 0);
	if (!r) {
		dev_err(&pdev->dev, "no memory window\n");
		return -ENODEV;
	}

	mem = platform_get_resource_byname(pdev, IORESOURCE_MEM, "io-memory");
	if (!mem) {
		dev_err(&pdev->dev, "no resource named io-memory\n");
		return -ENODEV;
	}

	irq_res = platform_get_resource_byname(pdev, IORESOURCE_IRQ, "irq");
	if (!irq_res) {
		dev_err(&pdev->dev, "no resource named irq\n");
		return -ENODEV;
	}

	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;

	article_observed.mem_start = r->start;
	article_observed.mem_end = r->end;
	article_observed.byname_mem_start = mem->start;
	article_observed.byname_mem_end = mem->end;
	article_observed.byname_irq = irq_res->start;
	article_observed.irq = irq;
	article_copy_name(article_observed.foomatic_name, &pdev->dev);
	article_observed.foomatic_probes++;

	dev_info(&pdev->dev, "registers at %#lx-%#lx, irq %d\n",
		 (unsigned long)r->start, (unsigned long)r->end, irq);
	return 0;
}

static int __devexit my_remove(struct platform_device *pdev)
{
	article_observed.foomatic_removes++;
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static struct platform_driver my_driver = {
	.probe		= my_probe,
	.remove		= __devexit_p(my_remove),
	.driver		= {
		.name	= "foomatic",
		.owner	= THIS_MODULE,
	},
};

/* --- i2c-gpio ------------------------------------------------------------ */

static int __devinit i2c_gpio_probe(struct platform_device *pdev)
{
	/* As the article has it; dev_get_platdata() is the modern spelling. */
	struct i2c_gpio_platform_data *pdata = pdev->dev.platform_data;

	if (!pdata) {
		dev_err(&pdev->dev, "no platform data: which pins?\n");
		return -ENXIO;
	}

	article_observed.scl_pin = pdata->scl_pin;
	article_observed.sda_pin = pdata->sda_pin;
	article_observed.i2c_gpio_udelay =
		pdata->udelay ? pdata->udelay : I2C_GPIO_DEFAULT_UDELAY;
	article_observed.i2c_gpio_bus = pdev->id;
	article_copy_name(article_observed.i2c_gpio_name, &pdev->dev);
	article_observed.i2c_gpio_probes++;

	dev_info(&pdev->dev, "bus %d using pins %u (SDA) and %u (SCL)\n",
		 pdev->id, pdata->sda_pin, pdata->scl_pin);
	return 0;
}

static int __devexit i2c_gpio_remove(struct platform_device *pdev)
{
	article_observed.i2c_gpio_removes++;
	dev_info(&pdev->dev, "removed\n");
	return 0;
}

static struct platform_driver i2c_gpio_driver = {
	.driver		= {
		.name	= "i2c-gpio",
		.owner	= THIS_MODULE,
	},
	.probe		= i2c_gpio_probe,
	.remove		= __devexit_p(i2c_gpio_remove),
};

/* --- registration -------------------------------------------------------- */

/**
 * article_register_drivers() - register the foomatic and i2c-gpio drivers
 *
 * Each binds at once to a matching device that is already registered.
 *
 * Return: 0, or the first error; nothing is left registered then.
 */
int __init article_register_drivers(void)
{
	int ret;

	ret = platform_driver_register(&my_driver);
	if (ret)
		return ret;

	ret = platform_driver_register(&i2c_gpio_driver);
	if (ret)
		goto err_my_driver;

	return 0;

err_my_driver:
	platform_driver_unregister(&my_driver);
	return ret;
}

/**
 * article_unregister_drivers() - unregister both drivers, newest first
 *
 * Each bound device sees the driver's remove function run.
 */
void __exit article_unregister_drivers(void)
{
	platform_driver_unregister(&i2c_gpio_driver);
	platform_driver_unregister(&my_driver);
}
