// SPDX-License-Identifier: MIT
/*
 * test_gpio_driver.c - what a GPIO chip's driver gives gpiolib beyond the
 * basic callbacks, against Linux 6.12: set_rv() and set_multiple_rv()
 * preferred to set() and set_multiple(), their errors returned by the
 * value calls (-EBADE for a positive return), -EOPNOTSUPP for a chip that
 * cannot set; the array setters calling each chip once; add_pin_ranges()
 * called when the chip is added unless its node has "gpio-ranges", its
 * error failing the add; gpio_irq_chip.map giving each line its parent
 * interrupt; per_parent_data giving each parent's handler its own data; gpiochip_dup_line_label(), for_each_requested_gpio() and
 * gpiochip_line_is_irq().
 */
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/gpio/machine.h>
#include <linux/irqdesc.h>
#include <linux/property.h>
#include <linux/slab.h>
#include <platdev/port.h>

#include "testutil.h"

/* A chip of up to 256 lines that records what it is asked. */
struct rv_chip {
	struct gpio_chip gc;
	unsigned long out[4];
	int set_calls, set_rv_calls, multiple_calls, multiple_rv_calls;
	unsigned long last_mask;
	int set_error; /* what set_rv() and set_multiple_rv() return */
	int ranges_calls, ranges_error;
};

static struct rv_chip *to_rv(struct gpio_chip *gc)
{
	return gpiochip_get_data(gc);
}

static void rv_store(struct rv_chip *c, unsigned int offset, int value)
{
	if (value)
		__set_bit(offset, c->out);
	else
		__clear_bit(offset, c->out);
}

static void rv_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	to_rv(gc)->set_calls++;
	rv_store(to_rv(gc), offset, value);
}

static int rv_set_rv(struct gpio_chip *gc, unsigned int offset, int value)
{
	struct rv_chip *c = to_rv(gc);

	c->set_rv_calls++;
	if (c->set_error)
		return c->set_error;
	rv_store(c, offset, value);
	return 0;
}

static void rv_store_multiple(struct rv_chip *c, unsigned long *mask,
			      unsigned long *bits)
{
	unsigned int i;

	c->last_mask = mask[0];
	for_each_set_bit(i, mask, c->gc.ngpio)
		rv_store(c, i, test_bit(i, bits));
}

static void rv_set_multiple(struct gpio_chip *gc, unsigned long *mask,
			    unsigned long *bits)
{
	to_rv(gc)->multiple_calls++;
	rv_store_multiple(to_rv(gc), mask, bits);
}

static int rv_set_multiple_rv(struct gpio_chip *gc, unsigned long *mask,
			      unsigned long *bits)
{
	struct rv_chip *c = to_rv(gc);

	c->multiple_rv_calls++;
	if (c->set_error)
		return c->set_error;
	rv_store_multiple(c, mask, bits);
	return 0;
}

static int rv_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	(void)gc;
	(void)offset;
	return 0;
}

static int rv_add_pin_ranges(struct gpio_chip *gc)
{
	struct rv_chip *c = container_of(gc, struct rv_chip, gc);

	/* Called before the chip is usable: gc->gpiodev is set already. */
	assert_non_null(gc->gpiodev);
	c->ranges_calls++;
	return c->ranges_error;
}

static void rv_fill(struct rv_chip *c, u16 ngpio)
{
	memset(c, 0, sizeof(*c));
	c->gc.label = "rv-gpio";
	c->gc.base = -1;
	c->gc.ngpio = ngpio;
	c->gc.set = rv_set;
	c->gc.set_rv = rv_set_rv;
	c->gc.set_multiple = rv_set_multiple;
	c->gc.set_multiple_rv = rv_set_multiple_rv;
	c->gc.direction_input = rv_direction_input;
}

static struct gpio_desc *own(struct rv_chip *c, unsigned int line,
			     unsigned long lflags)
{
	struct gpio_desc *desc = gpiochip_request_own_desc(&c->gc, line, "own",
							   lflags, GPIOD_ASIS);

	assert_false(IS_ERR_OR_NULL(desc));
	return desc;
}

static void test_set_rv(void **state)
{
	struct gpio_desc *desc;
	struct rv_chip c;

	(void)state;
	rv_fill(&c, 8);
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	desc = own(&c, 2, GPIO_ACTIVE_LOW);

	/* set_rv() is preferred to set(). */
	assert_int_equal(gpiod_set_value(desc, 0), 0);
	assert_int_equal(c.set_rv_calls, 1);
	assert_int_equal(c.set_calls, 0);
	assert_true(test_bit(2, c.out));
	assert_int_equal(gpiod_set_raw_value_cansleep(desc, 0), 0);
	assert_false(test_bit(2, c.out));

	/* Its error comes back from every setter. */
	c.set_error = -EIO;
	assert_int_equal(gpiod_set_value(desc, 1), -EIO);
	assert_int_equal(gpiod_set_raw_value(desc, 1), -EIO);
	assert_int_equal(gpiod_set_value_cansleep(desc, 1), -EIO);
	/* An output-only chip drives through it too. */
	assert_int_equal(gpiod_direction_output(desc, 1), -EIO);
	/* A positive return is no error code: -EBADE, as Linux. */
	c.set_error = 1;
	assert_int_equal(gpiod_set_value(desc, 1), -EBADE);
	c.set_error = 0;
	assert_int_equal(gpiod_direction_output_raw(desc, 1), 0);
	assert_true(test_bit(2, c.out));

	/* Without set_rv(), set() drives, and cannot fail. */
	c.gc.set_rv = NULL;
	assert_int_equal(gpiod_set_raw_value(desc, 0), 0);
	assert_int_equal(c.set_calls, 1);
	assert_false(test_bit(2, c.out));
	/* Neither: -EOPNOTSUPP, as Linux's gpiochip_set(). */
	c.gc.set = NULL;
	assert_int_equal(gpiod_set_value(desc, 1), -EOPNOTSUPP);
	gpiochip_free_own_desc(desc);
	gpiochip_remove(&c.gc);
}

static void test_set_multiple_rv(void **state)
{
	struct gpio_desc *descs[4], *a0, *a1;
	struct rv_chip a, b;
	unsigned long bits;

	(void)state;
	rv_fill(&a, 8);
	rv_fill(&b, 8);
	assert_int_equal(gpiochip_add_data(&a.gc, &a), 0);
	assert_int_equal(gpiochip_add_data(&b.gc, &b), 0);
	descs[0] = own(&a, 1, 0);
	descs[1] = own(&a, 5, GPIO_ACTIVE_LOW);
	descs[2] = own(&b, 0, 0);
	descs[3] = own(&b, 3, 0);

	/* One set_multiple_rv() per chip, logical values. */
	bits = BIT(0) | BIT(3);
	assert_int_equal(gpiod_set_array_value(4, descs, NULL, &bits), 0);
	assert_int_equal(a.multiple_rv_calls, 1);
	assert_int_equal(b.multiple_rv_calls, 1);
	assert_int_equal(a.last_mask, BIT(1) | BIT(5));
	assert_int_equal(b.last_mask, BIT(0) | BIT(3));
	assert_int_equal(a.out[0], BIT(1) | BIT(5));
	assert_int_equal(b.out[0], BIT(3));
	assert_int_equal(a.multiple_calls + a.set_rv_calls + a.set_calls, 0);
	/* Raw: the active-low line follows its bit. */
	bits = 0;
	assert_int_equal(gpiod_set_raw_array_value(2, descs, NULL, &bits), 0);
	assert_int_equal(a.out[0], 0);

	/* The first chip's error stops the call; the second is not asked. */
	a.set_error = -ETIMEDOUT;
	assert_int_equal(gpiod_set_array_value_cansleep(4, descs, NULL, &bits),
			 -ETIMEDOUT);
	assert_int_equal(b.multiple_rv_calls, 1);
	a.set_error = 2;
	assert_int_equal(gpiod_set_raw_array_value_cansleep(4, descs, NULL,
							    &bits),
			 -EBADE);
	a.set_error = 0;

	/* Then set_multiple(); then line by line through set_rv(). */
	a.gc.set_multiple_rv = NULL;
	bits = BIT(0);
	assert_int_equal(gpiod_set_raw_array_value(2, descs, NULL, &bits), 0);
	assert_int_equal(a.multiple_calls, 1);
	assert_int_equal(a.out[0], BIT(1));
	a.gc.set_multiple = NULL;
	a.set_error = -EIO;
	assert_int_equal(gpiod_set_raw_array_value(2, descs, NULL, &bits),
			 -EIO);
	assert_int_equal(a.set_rv_calls, 1); /* stopped at the first line */
	a.set_error = 0;
	bits = BIT(1);
	assert_int_equal(gpiod_set_raw_array_value(2, descs, NULL, &bits), 0);
	assert_int_equal(a.out[0], BIT(5));
	/* Nothing to set with: -EOPNOTSUPP. */
	a.gc.set_rv = NULL;
	a.gc.set = NULL;
	assert_int_equal(gpiod_set_raw_array_value(2, descs, NULL, &bits),
			 -EOPNOTSUPP);
	/* A NULL list is refused, a NULL line skipped. */
	assert_int_equal(gpiod_set_array_value(1, NULL, NULL, &bits), -EINVAL);
	a0 = descs[0];
	a1 = descs[1];
	descs[0] = NULL;
	descs[1] = NULL;
	bits = BIT(2) | BIT(3);
	assert_int_equal(gpiod_set_array_value(4, descs, NULL, &bits), 0);
	assert_int_equal(b.out[0], BIT(0) | BIT(3));

	gpiochip_free_own_desc(a0);
	gpiochip_free_own_desc(a1);
	for (int i = 2; i < 4; i++)
		gpiochip_free_own_desc(descs[i]);
	gpiochip_remove(&a.gc);
	gpiochip_remove(&b.gc);
}

/* A chip of many lines gathers its mask in memory that may run out. */
static void test_set_multiple_wide(void **state)
{
	unsigned long before = live_allocs(), bits = BIT(1);
	struct gpio_desc *descs[2];
	struct rv_chip c;

	(void)state;
	rv_fill(&c, 200);
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	descs[0] = own(&c, 10, 0);
	descs[1] = own(&c, 190, 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(gpiod_set_array_value(2, descs, NULL, &bits), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(c.multiple_rv_calls, 0);
	assert_int_equal(gpiod_set_array_value(2, descs, NULL, &bits), 0);
	assert_int_equal(c.multiple_rv_calls, 1);
	assert_true(test_bit(190, c.out));
	assert_false(test_bit(10, c.out));
	gpiochip_free_own_desc(descs[0]);
	gpiochip_free_own_desc(descs[1]);
	gpiochip_remove(&c.gc);
	assert_int_equal(live_allocs(), before);
}

static const struct property_entry ranged_props[] = { PROPERTY_ENTRY_BOOL(
							      "gpio-ranges"),
						      {} };

static const struct software_node ranged_node = {
	.name = "ranged-gpio",
	.properties = ranged_props,
};

static void test_add_pin_ranges(void **state)
{
	unsigned long before = live_allocs();
	struct rv_chip c;

	(void)state;
	rv_fill(&c, 4);
	c.gc.add_pin_ranges = rv_add_pin_ranges;
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	assert_int_equal(c.ranges_calls, 1);
	gpiochip_remove(&c.gc);
	assert_int_equal(c.ranges_calls, 1);

	/* Its error fails the add, and nothing stays behind. */
	c.ranges_error = -EPROBE_DEFER;
	assert_int_equal(gpiochip_add_data(&c.gc, &c), -EPROBE_DEFER);
	assert_int_equal(c.ranges_calls, 2);
	assert_null(c.gc.gpiodev);
	assert_int_equal(live_allocs(), before);

	/* A node with "gpio-ranges" describes them: not called. */
	assert_int_equal(software_node_register(&ranged_node), 0);
	c.gc.fwnode = software_node_fwnode(&ranged_node);
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	assert_int_equal(c.ranges_calls, 2);
	gpiochip_remove(&c.gc);
	software_node_unregister(&ranged_node);
}

static void tm_irq_noop(struct irq_data *d)
{
	(void)d;
}

static const struct irq_chip tm_irq_chip = {
	.name = "rv-gpio",
	.irq_mask = tm_irq_noop,
	.irq_unmask = tm_irq_noop,
};

static int line_parent(struct rv_chip *c, unsigned int line)
{
	int irq = gpiod_to_irq(gpiochip_get_desc(&c->gc, line));

	assert_true(irq > 0);
	return irq_to_desc((unsigned int)irq)->parent_irq;
}

/* Add @c, 4 lines with an interrupt chip, its parents and map given. */
static void add_irq_chip(struct rv_chip *c, unsigned int num_parents,
			 unsigned int *parents, unsigned int *map)
{
	rv_fill(c, 4);
	gpio_irq_chip_set_chip(&c->gc.irq, &tm_irq_chip);
	c->gc.irq.handler = handle_simple_irq;
	c->gc.irq.num_parents = num_parents;
	c->gc.irq.parents = parents;
	c->gc.irq.map = map;
	assert_int_equal(gpiochip_add_data(&c->gc, c), 0);
}

static void test_irq_map(void **state)
{
	unsigned int parents[] = { 40, 41 };
	unsigned int map[] = { 41, 40, 41, 40 };
	struct rv_chip c;

	(void)state;
	/* Each line's parent from map[], indexed by its offset. */
	add_irq_chip(&c, 2, parents, map);
	assert_int_equal(line_parent(&c, 0), 41);
	assert_int_equal(line_parent(&c, 1), 40);
	assert_int_equal(line_parent(&c, 3), 40);
	gpiochip_remove(&c.gc);

	/* One parent is every line's, map[] or not. */
	add_irq_chip(&c, 1, parents, map);
	assert_int_equal(line_parent(&c, 0), 40);
	assert_int_equal(line_parent(&c, 2), 40);
	gpiochip_remove(&c.gc);

	/* Neither: no parent recorded. */
	add_irq_chip(&c, 0, NULL, NULL);
	assert_int_equal(line_parent(&c, 1), 0);
	gpiochip_remove(&c.gc);

	/* A line that has no descriptor takes no parent. */
	assert_int_equal(irq_set_parent(60000, 40), -EINVAL);
	assert_int_equal(irq_set_parent(-1, 40), -EINVAL);
}

static void demux(struct irq_desc *desc)
{
	(void)desc;
}

/* per_parent_data: each parent's chained handler gets its own data. */
static void test_per_parent_data(void **state)
{
	static const struct irq_domain_ops ops;
	struct irq_domain *d = irq_domain_add_linear(NULL, 2, &ops, NULL);
	unsigned int parents[2];
	int x, y;
	void *data[] = { &x, &y };
	struct rv_chip c;

	(void)state;
	assert_non_null(d);
	parents[0] = irq_create_mapping(d, 0);
	parents[1] = irq_create_mapping(d, 1);
	rv_fill(&c, 4);
	gpio_irq_chip_set_chip(&c.gc.irq, &tm_irq_chip);
	c.gc.irq.parent_handler = demux;
	c.gc.irq.num_parents = 2;
	c.gc.irq.parents = parents;
	c.gc.irq.per_parent_data = true;
	c.gc.irq.parent_handler_data_array = data;
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	assert_ptr_equal(irq_get_handler_data(parents[0]), &x);
	assert_ptr_equal(irq_get_handler_data(parents[1]), &y);
	gpiochip_remove(&c.gc);
	/* Without it, the one parent_handler_data (else the chip) is all's. */
	c.gc.irq.per_parent_data = false;
	c.gc.irq.parent_handler_data = NULL;
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	assert_ptr_equal(irq_get_handler_data(parents[1]), &c.gc);
	gpiochip_remove(&c.gc);
	irq_dispose_mapping(parents[0]);
	irq_dispose_mapping(parents[1]);
	irq_domain_remove(d);
}

static void test_line_labels(void **state)
{
	unsigned long before = live_allocs();
	struct gpio_desc *a, *b;
	const char *label;
	unsigned int seen = 0;
	int i; /* as most of Linux's callers */
	char *copy;
	struct rv_chip c;

	(void)state;
	rv_fill(&c, 8);
	assert_int_equal(gpiochip_add_data(&c.gc, &c), 0);
	a = gpiochip_request_own_desc(&c.gc, 1, "reset", 0, GPIOD_ASIS);
	b = gpiochip_request_own_desc(&c.gc, 6, "enable", 0, GPIOD_IN);
	assert_false(IS_ERR_OR_NULL(a));
	assert_false(IS_ERR_OR_NULL(b));

	/* A copy the caller frees; NULL for a free or missing line. */
	copy = gpiochip_dup_line_label(&c.gc, 1);
	assert_false(IS_ERR_OR_NULL(copy));
	assert_string_equal(copy, "reset");
	assert_ptr_not_equal(copy, gpiochip_is_requested(&c.gc, 1));
	kfree(copy);
	assert_null(gpiochip_dup_line_label(&c.gc, 0));
	assert_null(gpiochip_dup_line_label(&c.gc, 8));
	platdev_port_fail_alloc_after(0, 0);
	copy = gpiochip_dup_line_label(&c.gc, 6);
	platdev_port_fail_alloc_after(-1, 0);
	assert_ptr_equal(copy, ERR_PTR(-ENOMEM));

	/* The requested lines in order, each copy freed as the loop goes. */
	for_each_requested_gpio(&c.gc, i, label)
	{
		assert_true(i == 1 || i == 6);
		assert_string_equal(label, i == 1 ? "reset" : "enable");
		seen++;
	}
	assert_int_equal(seen, 2);
	assert_int_equal(i, 8);
	seen = 0;
	for_each_requested_gpio_in_range(&c.gc, i, 2, 6, label) seen++;
	assert_int_equal(seen, 1); /* line 6: the range's fifth */
	seen = 0;
	for_each_hwgpio(&c.gc, i, label) seen += label != NULL;
	assert_int_equal(seen, 2);

	/* gpiochip_line_is_irq(): while locked as an interrupt's. */
	assert_false(gpiochip_line_is_irq(&c.gc, 6));
	assert_int_equal(gpiochip_lock_as_irq(&c.gc, 6), 0);
	assert_true(gpiochip_line_is_irq(&c.gc, 6));
	assert_false(gpiochip_line_is_irq(&c.gc, 5));
	assert_false(gpiochip_line_is_irq(&c.gc, 8));
	gpiochip_unlock_as_irq(&c.gc, 6);
	assert_false(gpiochip_line_is_irq(&c.gc, 6));

	gpiochip_free_own_desc(a);
	gpiochip_free_own_desc(b);
	gpiochip_remove(&c.gc);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_set_rv),
		cmocka_unit_test(test_set_multiple_rv),
		cmocka_unit_test(test_set_multiple_wide),
		cmocka_unit_test(test_add_pin_ranges),
		cmocka_unit_test(test_irq_map),
		cmocka_unit_test(test_per_parent_data),
		cmocka_unit_test(test_line_labels),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
