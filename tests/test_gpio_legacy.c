// SPDX-License-Identifier: MIT
/*
 * test_gpio_legacy.c - lines by global number (linux/gpio.h) and every
 * line of a consumer's list at once (gpiod_get_array() and the array
 * value calls).
 */
#include <linux/gpio.h>
#include <linux/gpio/driver.h>
#include <linux/gpio/machine.h>
#include <linux/platform_device.h>

#include "testutil.h"

struct chip {
	struct gpio_chip gc;
	unsigned long out, in, dir_out;
	int dir_error;
};

static struct chip c;

static int c_get(struct gpio_chip *gc, unsigned int off)
{
	struct chip *t = gpiochip_get_data(gc);

	return !!((t->dir_out & BIT(off) ? t->out : t->in) & BIT(off));
}

static void c_set(struct gpio_chip *gc, unsigned int off, int v)
{
	struct chip *t = gpiochip_get_data(gc);

	if (v)
		t->out |= BIT(off);
	else
		t->out &= ~BIT(off);
}

static int c_in(struct gpio_chip *gc, unsigned int off)
{
	struct chip *t = gpiochip_get_data(gc);

	if (t->dir_error)
		return t->dir_error;
	t->dir_out &= ~BIT(off);
	return 0;
}

static int c_out(struct gpio_chip *gc, unsigned int off, int v)
{
	struct chip *t = gpiochip_get_data(gc);

	if (t->dir_error)
		return t->dir_error;
	c_set(gc, off, v);
	t->dir_out |= BIT(off);
	return 0;
}

static int setup(void **state)
{
	(void)state;
	c = (struct chip){ 0 };
	c.gc.label = "legacy-gpio";
	c.gc.base = 600;
	c.gc.ngpio = 8;
	c.gc.get = c_get;
	c.gc.set = c_set;
	c.gc.direction_input = c_in;
	c.gc.direction_output = c_out;
	return gpiochip_add_data(&c.gc, &c);
}

static int teardown(void **state)
{
	(void)state;
	gpiochip_remove(&c.gc);
	return 0;
}

static void test_numbers(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	assert_true(gpio_is_valid(0));
	assert_false(gpio_is_valid(-1));
	assert_int_equal(gpio_request(599, "x"), -EPROBE_DEFER);
	assert_int_equal(gpio_request(608, "x"), -EPROBE_DEFER);
	assert_int_equal(gpio_request(601, "x"), 0);
	assert_int_equal(gpio_request(601, "y"), -EBUSY);
	assert_int_equal(gpio_direction_output(601, 1), 0);
	assert_true(c.dir_out & BIT(1));
	assert_int_equal(gpio_get_value(601), 1);
	gpio_set_value(601, 0);
	assert_false(c.out & BIT(1));
	/* The setters answer (void in older Linux). */
	assert_int_equal(gpiod_set_value(gpio_to_desc(601), 1), 0);
	assert_int_equal(gpiod_set_raw_value(NULL, 1), 0);
	assert_int_equal(gpiod_set_value_cansleep(ERR_PTR(-EIO), 1), -EIO);
	assert_int_equal(gpiod_set_raw_value_cansleep(gpio_to_desc(601), 0), 0);
	gpio_set_value_cansleep(601, 1);
	assert_int_equal(gpio_get_value_cansleep(601), 1);
	assert_int_equal(gpio_direction_input(601), 0);
	c.in = BIT(1);
	assert_int_equal(gpio_get_value(601), 1);
	assert_int_equal(gpio_to_irq(601), -ENXIO); /* no interrupts */
	gpio_free(601);
	assert_int_equal(gpio_request(601, "y"), 0);
	gpio_free(601);
	log_capture_start();
	gpio_free(601); /* not requested */
	assert_true(log_has(PLATDEV_LOG_WARNING, "GPIO 601", NULL));
	gpio_free(700);
	assert_true(log_has(PLATDEV_LOG_WARNING, "GPIO 700", NULL));
	log_capture_stop();
	assert_int_equal(live_allocs(), live);
}

static void test_request_one(void **state)
{
	struct gpio_desc *desc = gpio_to_desc(602);

	(void)state;
	assert_int_equal(gpio_request_one(700, GPIOF_IN, "x"), -EPROBE_DEFER);
	/* Raw levels: GPIOF_ACTIVE_LOW only marks the descriptor. */
	assert_int_equal(
		gpio_request_one(602, GPIOF_OUT_INIT_HIGH | GPIOF_ACTIVE_LOW,
				 "one"),
		0);
	assert_true(c.dir_out & BIT(2));
	assert_true(c.out & BIT(2));
	assert_true(gpiod_is_active_low(desc));
	assert_int_equal(gpiod_get_value(desc), 0);
	assert_int_equal(gpio_request_one(602, GPIOF_IN, "two"), -EBUSY);
	gpio_free(602);
	assert_int_equal(gpio_request_one(603, GPIOF_OUT_INIT_LOW, "one"), 0);
	assert_true(c.dir_out & BIT(3));
	assert_false(c.out & BIT(3));
	gpio_free(603);
	assert_int_equal(gpio_request_one(603, GPIOF_IN, "one"), 0);
	assert_false(c.dir_out & BIT(3));
	gpio_free(603);
	/* A direction error frees the line. */
	c.dir_error = -EIO;
	assert_int_equal(gpio_request_one(604, GPIOF_IN, "one"), -EIO);
	c.dir_error = 0;
	assert_int_equal(gpio_request(604, "again"), 0);
	gpio_free(604);
}

static void test_devm(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev =
		platform_device_alloc("legacy", PLATFORM_DEVID_NONE);

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(devm_gpio_request(&pdev->dev, 605, "d"), 0);
	assert_int_equal(devm_gpio_request_one(&pdev->dev, 606,
					       GPIOF_OUT_INIT_HIGH, "d"),
			 0);
	assert_true(c.out & BIT(6));
	assert_int_equal(devm_gpio_request(&pdev->dev, 605, "d"), -EBUSY);
	assert_int_equal(devm_gpio_request_one(&pdev->dev, 700, 0, "d"),
			 -EPROBE_DEFER);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_gpio_request(&pdev->dev, 607, "d"), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_gpio_request_one(&pdev->dev, 607, 0, "d"),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(devres_release_all(&pdev->dev), 2);
	assert_int_equal(gpio_request(605, "free"), 0);
	assert_int_equal(gpio_request(606, "free"), 0);
	assert_int_equal(gpio_request(607, "free"), 0);
	gpio_free(605);
	gpio_free(606);
	gpio_free(607);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static struct gpiod_lookup_table arr_table = {
	.dev_id = "arr",
	.table = {
		GPIO_LOOKUP_IDX("legacy-gpio", 0, "bus", 0, GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP_IDX("legacy-gpio", 3, "bus", 1, GPIO_ACTIVE_LOW),
		GPIO_LOOKUP_IDX("legacy-gpio", 5, "bus", 2, GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP_IDX("legacy-gpio", 1, "bad", 0, GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP_IDX("legacy-gpio", 40, "bad", 1, GPIO_ACTIVE_HIGH),
		{},
	},
};

static void test_arrays(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev =
		platform_device_alloc("arr", PLATFORM_DEVID_NONE);
	struct gpio_descs *descs;
	unsigned long bits;
	long n;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(dev_set_name(&pdev->dev, "arr"), 0);
	gpiod_add_lookup_table(&arr_table);
	assert_int_equal(PTR_ERR(gpiod_get_array(&pdev->dev, "none", GPIOD_IN)),
			 -ENOENT);
	assert_null(gpiod_get_array_optional(&pdev->dev, "none", GPIOD_IN));
	/* The second line fails: the first is given back. */
	assert_int_equal(PTR_ERR(gpiod_get_array(&pdev->dev, "bad", GPIOD_IN)),
			 -EINVAL);
	assert_int_equal(gpio_request(601, "free"), 0);
	gpio_free(601);

	descs = gpiod_get_array(&pdev->dev, "bus", GPIOD_OUT_LOW);
	assert_false(IS_ERR_OR_NULL(descs));
	assert_null(descs->info);
	assert_int_equal(descs->ndescs, 3);
	assert_int_equal(desc_to_gpio(descs->desc[1]), 603);
	/* Logical values: line 3 is active low. */
	assert_int_equal(c.out & (BIT(0) | BIT(3) | BIT(5)), BIT(3));
	bits = BIT(0) | BIT(1);
	assert_int_equal(gpiod_set_array_value(descs->ndescs, descs->desc,
					       descs->info, &bits),
			 0);
	assert_int_equal(c.out & (BIT(0) | BIT(3) | BIT(5)), BIT(0));
	bits = 0;
	assert_int_equal(gpiod_get_array_value(descs->ndescs, descs->desc,
					       descs->info, &bits),
			 0);
	assert_int_equal(bits, BIT(0) | BIT(1));
	assert_int_equal(gpiod_get_raw_array_value(descs->ndescs, descs->desc,
						   NULL, &bits),
			 0);
	assert_int_equal(bits, BIT(0));
	bits = BIT(1) | BIT(2);
	assert_int_equal(gpiod_set_raw_array_value(3, descs->desc, NULL, &bits),
			 0);
	assert_int_equal(c.out & (BIT(0) | BIT(3) | BIT(5)), BIT(3) | BIT(5));
	bits = BIT(0);
	assert_int_equal(
		gpiod_set_array_value_cansleep(3, descs->desc, NULL, &bits), 0);
	assert_int_equal(
		gpiod_get_array_value_cansleep(3, descs->desc, NULL, &bits), 0);
	assert_int_equal(bits, BIT(0));
	bits = 0;
	assert_int_equal(gpiod_set_raw_array_value_cansleep(3, descs->desc,
							    NULL, &bits),
			 0);
	assert_int_equal(gpiod_get_raw_array_value_cansleep(3, descs->desc,
							    NULL, &bits),
			 0);
	assert_int_equal(bits, 0);
	assert_int_equal(gpiod_get_array_value(1, NULL, NULL, &bits), -EINVAL);
	assert_int_equal(gpiod_set_array_value(1, NULL, NULL, &bits), -EINVAL);
	assert_int_equal(gpiod_get_array_value(0, NULL, NULL, &bits), 0);
	gpiod_put_array(descs);
	gpiod_put_array(NULL);

	/* Managed, and allocation failures at each step. */
	for (n = 0;; n++) {
		assert_true(n < 16);
		platdev_port_fail_alloc_after(n, 0);
		descs = devm_gpiod_get_array(&pdev->dev, "bus", GPIOD_IN);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(descs))
			break;
		assert_int_equal(PTR_ERR(descs), -ENOMEM);
		assert_int_equal(gpio_request(600, "free"), 0);
		gpio_free(600);
	}
	assert_true(n >= 2);
	assert_null(
		devm_gpiod_get_array_optional(&pdev->dev, "none", GPIOD_IN));
	assert_int_equal(PTR_ERR(devm_gpiod_get_array_optional(
				 &pdev->dev, "bus", GPIOD_IN)),
			 -EBUSY);
	devm_gpiod_put_array(&pdev->dev, descs);
	log_capture_start();
	devm_gpiod_put_array(&pdev->dev, descs);
	assert_true(log_has(PLATDEV_LOG_WARNING, "not managed", NULL));
	log_capture_stop();
	descs = devm_gpiod_get_array(&pdev->dev, "bus", GPIOD_IN);
	assert_false(IS_ERR(descs));
	assert_int_equal(devres_release_all(&pdev->dev), 1);
	assert_int_equal(gpio_request(605, "free"), 0);
	gpio_free(605);
	gpiod_remove_lookup_table(&arr_table);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_reqres_irq(void **state)
{
	(void)state;
	assert_int_equal(gpio_request(604, "irq"), 0);
	assert_int_equal(gpiochip_reqres_irq(&c.gc, 4), 0);
	/* Locked as an interrupt: once enabled, not made an output. */
	gpiochip_enable_irq(&c.gc, 4);
	assert_int_equal(gpiod_direction_output(gpio_to_desc(604), 1), -EIO);
	log_capture_start();
	assert_int_equal(gpiochip_reqres_irq(&c.gc, 8), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "line 8", NULL));
	log_capture_stop();
	gpiochip_disable_irq(&c.gc, 4);
	gpiochip_relres_irq(&c.gc, 4);
	assert_int_equal(gpiod_direction_output(gpio_to_desc(604), 1), 0);
	gpio_free(604);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_numbers),
		cmocka_unit_test(test_request_one),
		cmocka_unit_test(test_devm),
		cmocka_unit_test(test_arrays),
		cmocka_unit_test(test_reqres_irq),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
