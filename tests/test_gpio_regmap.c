// SPDX-License-Identifier: MIT
/*
 * test_gpio_regmap.c - GPIO chips over regmap registers
 * (gpio_regmap_register()) on a register block in memory.
 */
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/gpio/machine.h>
#include <linux/gpio/regmap.h>
#include <linux/irqdomain.h>
#include <linux/platform_device.h>
#include <linux/regmap.h>

#include "testutil.h"

/* Registers (byte addresses, 4 apart): data, set, clear, direction. */
enum { DAT = 0x0, SET = 0x10, CLR = 0x20, DIR = 0x30, NREGS = 0x40 / 4 };

static u32 regs[NREGS];
static struct platform_device *pdev;
static struct regmap *map;

static const struct regmap_config map_config = {
	.reg_bits = 32,
	.val_bits = 32,
	.reg_stride = 4,
	.max_register = 0x3c,
};

/* The consumer of the lines the tests look at. */
static struct platform_device *user;

static struct gpiod_lookup_table lines_table = {
	.dev_id = "gr-user",
	.table = {
		GPIO_LOOKUP("gr", 1, "l1", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("gr", 2, "l2", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("gr", 3, "l3", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("gr", 5, "l5", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("gr", 33, "l33", GPIO_ACTIVE_HIGH),
		{},
	},
};

static int setup(void **state)
{
	(void)state;
	pdev = platform_device_alloc("gr", PLATFORM_DEVID_NONE);
	if (!pdev)
		return -1;
	map = regmap_init_mmio(&pdev->dev, regs, &map_config);
	user = platform_device_alloc("gr-user", PLATFORM_DEVID_NONE);
	if (!user || dev_set_name(&user->dev, "gr-user"))
		return -1;
	gpiod_add_lookup_table(&lines_table);
	return IS_ERR(map) ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	gpiod_remove_lookup_table(&lines_table);
	platform_device_put(user);
	regmap_exit(map);
	platform_device_put(pdev);
	return 0;
}

/* Line @name of the chip labelled "gr", requested (gpiod_put() it). */
static struct gpio_desc *line(const char *name)
{
	struct gpio_desc *desc = gpiod_get(&user->dev, name, GPIOD_ASIS);

	assert_false(IS_ERR_OR_NULL(desc));
	return desc;
}

static struct gpio_regmap_config base_config(void)
{
	return (struct gpio_regmap_config){
		.parent = &pdev->dev,
		.regmap = map,
		.label = "gr",
		.ngpio = 40,
		.ngpio_per_reg = 32,
		.reg_stride = 4,
	};
}

static void test_config_errors(void **state)
{
	unsigned long live = live_allocs();
	struct gpio_regmap_config cfg = base_config();

	(void)state;
	/* No data nor output register. */
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -EINVAL);
	cfg.reg_dat_base = GPIO_REGMAP_ADDR(DAT);
	cfg.parent = NULL;
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -EINVAL);
	cfg.parent = &pdev->dev;
	cfg.ngpio = 0;
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -EINVAL);
	cfg.ngpio = 40;
	/* A direction register needs both data and output registers. */
	cfg.reg_dir_out_base = DIR;
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -EINVAL);
	cfg.reg_set_base = SET;
	cfg.reg_dir_in_base = DIR;
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -EINVAL);
	cfg.reg_dir_in_base = 0;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
}

static void test_lines(void **state)
{
	unsigned long live = live_allocs();
	struct gpio_regmap_config cfg = base_config();
	struct gpio_regmap *gr;
	struct gpio_desc *d3, *d33;
	int drvdata;

	(void)state;
	memset(regs, 0, sizeof(regs));
	cfg.reg_dat_base = GPIO_REGMAP_ADDR(DAT);
	cfg.reg_set_base = SET;
	cfg.reg_clr_base = CLR;
	cfg.reg_dir_out_base = DIR;
	cfg.drvdata = &drvdata;
	gr = gpio_regmap_register(&cfg);
	assert_false(IS_ERR(gr));
	assert_ptr_equal(gpio_regmap_get_drvdata(gr), &drvdata);
	d3 = line("l3");
	d33 = line("l33");
	assert_false(IS_ERR_OR_NULL(d3));

	/* Line 3: register 0, bit 3; line 33: the next register, bit 1. */
	regs[DAT / 4] = BIT(3);
	regs[DAT / 4 + 1] = 0;
	assert_int_equal(gpiod_get_direction(d3), GPIO_LINE_DIRECTION_IN);
	assert_int_equal(gpiod_get_raw_value(d3), 1);
	assert_int_equal(gpiod_get_raw_value(d33), 0);
	regs[DAT / 4 + 1] = BIT(1);
	assert_int_equal(gpiod_get_raw_value(d33), 1);

	/* Output: the value through set/clear, then the direction bit. */
	assert_int_equal(gpiod_direction_output_raw(d33, 1), 0);
	assert_int_equal(regs[SET / 4 + 1], BIT(1));
	assert_int_equal(regs[DIR / 4 + 1], BIT(1));
	assert_int_equal(gpiod_get_direction(d33), GPIO_LINE_DIRECTION_OUT);
	gpiod_set_raw_value(d33, 0);
	assert_int_equal(regs[CLR / 4 + 1], BIT(1));
	assert_int_equal(gpiod_direction_input(d33), 0);
	assert_int_equal(regs[DIR / 4 + 1], 0);

	gpiod_put(d3);
	gpiod_put(d33);
	gpio_regmap_unregister(gr);
	assert_int_equal(live_allocs(), live);
}

static void test_single_output_register(void **state)
{
	unsigned long live = live_allocs();
	struct gpio_regmap_config cfg = base_config();
	unsigned long fixed = BIT(1);
	struct gpio_regmap *gr;
	struct gpio_desc *d1, *d2;

	(void)state;
	memset(regs, 0, sizeof(regs));
	/* Output register only: read back, always an output. */
	cfg.ngpio = 8;
	cfg.ngpio_per_reg = 0;
	cfg.reg_set_base = GPIO_REGMAP_ADDR(0);
	gr = gpio_regmap_register(&cfg);
	assert_false(IS_ERR(gr));
	d1 = line("l1");
	assert_int_equal(gpiod_get_direction(d1), GPIO_LINE_DIRECTION_OUT);
	gpiod_set_raw_value(d1, 1);
	assert_int_equal(regs[0], BIT(1)); /* read-modify-write at address 0 */
	assert_int_equal(gpiod_get_raw_value(d1), 1);
	gpiod_set_raw_value(d1, 0);
	assert_int_equal(regs[0], 0);
	gpiod_put(d1);
	gpio_regmap_unregister(gr);

	/* Input only; fixed directions win; inverted direction register. */
	cfg.reg_set_base = 0;
	cfg.reg_dat_base = DIR;
	cfg.fixed_direction_output = &fixed;
	for (long n = 0; n < 2; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(PTR_ERR(gpio_regmap_register(&cfg)), -ENOMEM);
		platdev_port_fail_alloc_after(-1, 0);
		assert_int_equal(live_allocs(), live);
	}
	gr = gpio_regmap_register(&cfg);
	assert_false(IS_ERR(gr));
	fixed = 0; /* copied */
	d1 = line("l1");
	d2 = line("l2");
	assert_int_equal(gpiod_get_direction(d1), GPIO_LINE_DIRECTION_OUT);
	assert_int_equal(gpiod_get_direction(d2), GPIO_LINE_DIRECTION_IN);
	gpiod_put(d1);
	gpiod_put(d2);
	gpio_regmap_unregister(gr);

	cfg.fixed_direction_output = NULL;
	cfg.reg_dat_base = DAT + 4;
	cfg.reg_set_base = SET;
	cfg.reg_dir_in_base = DIR;
	regs[DIR / 4] = BIT(2); /* bit set: input */
	gr = devm_gpio_regmap_register(&user->dev, &cfg);
	assert_false(IS_ERR(gr));
	d1 = line("l1");
	d2 = line("l2");
	assert_int_equal(gpiod_get_direction(d2), GPIO_LINE_DIRECTION_IN);
	assert_int_equal(gpiod_get_direction(d1), GPIO_LINE_DIRECTION_OUT);
	assert_int_equal(gpiod_direction_input(d1), 0);
	assert_int_equal(regs[DIR / 4], BIT(1) | BIT(2));
	assert_int_equal(gpiod_direction_output_raw(d2, 1), 0);
	assert_int_equal(regs[DIR / 4], BIT(1));
	assert_int_equal(regs[SET / 4], BIT(2));
	gpiod_put(d1);
	gpiod_put(d2);
	assert_int_equal(devres_release_all(&user->dev), 1);
	assert_int_equal(PTR_ERR(gpiod_get(&user->dev, "l1", GPIOD_ASIS)),
			 -EPROBE_DEFER);
	assert_int_equal(live_allocs(), live);
}

static const struct irq_domain_ops dom_ops;

static void test_irq_domain(void **state)
{
	unsigned long live = live_allocs();
	struct gpio_regmap_config cfg = base_config();
	struct irq_domain *d = irq_domain_add_linear(NULL, 8, &dom_ops, NULL);
	struct gpio_regmap *gr;
	struct gpio_desc *d5;
	unsigned int virq;

	(void)state;
	assert_non_null(d);
	cfg.ngpio = 8;
	cfg.reg_dat_base = DIR;
	cfg.irq_domain = d;
	gr = gpio_regmap_register(&cfg);
	assert_false(IS_ERR(gr));
	virq = irq_create_mapping(d, 5);
	d5 = line("l5");
	assert_int_equal(gpiod_to_irq(d5), (int)virq);
	gpiod_put(d5);
	gpio_regmap_unregister(gr);
	irq_domain_remove(d);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_config_errors),
		cmocka_unit_test(test_lines),
		cmocka_unit_test(test_single_output_register),
		cmocka_unit_test(test_irq_domain),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
