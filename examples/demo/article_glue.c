// SPDX-License-Identifier: MIT
/*
 * article_glue.c - builds the LWN article's board file and drivers into the
 * demo board, unchanged: the inspector's build takes only the .c files of
 * examples/demo. Below them, what the demo's bridge to Linux 6.12's i2c-gpio
 * needs to know of the article's board (demo_i2c.c).
 */
#include "../article/article_board.c"
#include "../article/article_drivers.c"

#include "demo_i2c.h"

bool article_i2c_gpio_legacy(const struct platform_device *pdev,
			     struct demo_i2c_gpio_legacy *out)
{
	const struct i2c_gpio_platform_data *pdata = &my_i2c_plat_data;

	if (pdev != &my_gpio_i2c)
		return false;
	*out = (struct demo_i2c_gpio_legacy){
		.sda_pin = pdata->sda_pin,
		.scl_pin = pdata->scl_pin,
		.udelay = pdata->udelay,
		.timeout = pdata->timeout,
		.sda_is_open_drain = pdata->sda_is_open_drain,
		.scl_is_open_drain = pdata->scl_is_open_drain,
		.scl_is_output_only = pdata->scl_is_output_only,
	};
	return true;
}

bool article_i2c_gpio_standin(const struct device_driver *drv)
{
	return drv == &i2c_gpio_driver.driver;
}

int article_register_drivers_beside(void)
{
	/* Linux's i2c-gpio, loaded as a module, takes the name if it is there */
	if (driver_find(i2c_gpio_driver.driver.name, &platform_bus_type))
		return platform_driver_register(&my_driver);
	return article_register_drivers();
}

void article_unregister_drivers_beside(void)
{
	struct device_driver *drv;

	drv = driver_find(i2c_gpio_driver.driver.name, &platform_bus_type);
	if (drv && !article_i2c_gpio_standin(drv)) {
		platform_driver_unregister(&my_driver);
		return;
	}
	article_unregister_drivers();
}
