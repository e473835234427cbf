// SPDX-License-Identifier: MIT
/*
 * test_gpio.c - GPIO chips and descriptors, against Linux 6.12's rules:
 * lines from "<name>-gpios", "-gpio" and "gpios" with their flags
 * (active-low values inverted, open drain and open source emulated),
 * GPIOD_ASIS/IN/OUT_LOW/OUT_HIGH, -ENOENT (NULL for optional lines),
 * -EBUSY for a line requested twice, -EINVAL for a line the chip lacks,
 * -EIO for what a chip cannot do, -EPROBE_DEFER until the chip is added
 * and the consumer bound when it is, numbers from 512 up, chips removed
 * under their consumers, an interrupt chip behind a chained handler,
 * software nodes, hogs from the device tree and from board code, board
 * code's lookup tables, and every allocation failing in turn.
 */
#include <linux/gpio/consumer.h>
#include <linux/of_gpio.h>
#include <linux/gpio/driver.h>
#include <linux/gpio/machine.h>
#include <linux/interrupt.h>
#include <linux/irqchip/chained_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;

/* A simulated controller: wire levels, directions, pending interrupts. */
struct test_gpio {
	struct gpio_chip gc;
	unsigned long out; /* levels driven by outputs */
	unsigned long in; /* levels seen on inputs */
	unsigned long dir_out;
	unsigned long pending;
	unsigned long masked;
	int request_error;
	unsigned int frees;
};

static struct test_gpio tg, late, hogged;

static struct test_gpio *to_tg(struct gpio_chip *gc)
{
	return gpiochip_get_data(gc);
}

static int tg_get(struct gpio_chip *gc, unsigned int offset)
{
	struct test_gpio *t = to_tg(gc);

	return !!((t->dir_out & BIT(offset) ? t->out : t->in) & BIT(offset));
}

static void tg_set(struct gpio_chip *gc, unsigned int offset, int value)
{
	struct test_gpio *t = to_tg(gc);

	if (value)
		t->out |= BIT(offset);
	else
		t->out &= ~BIT(offset);
}

static int tg_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	to_tg(gc)->dir_out &= ~BIT(offset);
	return 0;
}

static int tg_direction_output(struct gpio_chip *gc, unsigned int offset,
			       int value)
{
	tg_set(gc, offset, value);
	to_tg(gc)->dir_out |= BIT(offset);
	return 0;
}

static int tg_get_direction(struct gpio_chip *gc, unsigned int offset)
{
	return to_tg(gc)->dir_out & BIT(offset) ? GPIO_LINE_DIRECTION_OUT :
						  GPIO_LINE_DIRECTION_IN;
}

static int tg_request(struct gpio_chip *gc, unsigned int offset)
{
	(void)offset;
	return to_tg(gc)->request_error;
}

static void tg_free(struct gpio_chip *gc, unsigned int offset)
{
	(void)offset;
	to_tg(gc)->frees++;
}

static void tg_irq_mask(struct irq_data *d)
{
	struct test_gpio *t = to_tg(irq_data_get_irq_chip_data(d));

	t->masked |= BIT(irqd_to_hwirq(d));
}

static void tg_irq_unmask(struct irq_data *d)
{
	struct test_gpio *t = to_tg(irq_data_get_irq_chip_data(d));

	t->masked &= ~BIT(irqd_to_hwirq(d));
}

static const struct irq_chip tg_irq_chip = {
	.name = "test-gpio",
	.irq_mask = tg_irq_mask,
	.irq_unmask = tg_irq_unmask,
};

/* The chained handler: each pending, unmasked line is delivered. */
static void tg_demux(struct irq_desc *desc)
{
	struct gpio_chip *gc = irq_desc_get_handler_data(desc);
	struct irq_chip *chip = irq_desc_get_chip(desc);
	struct test_gpio *t = to_tg(gc);
	unsigned long bits;

	chained_irq_enter(chip, desc);
	bits = t->pending & ~t->masked;
	t->pending &= ~bits;
	for (unsigned int i = 0; i < gc->ngpio; i++)
		if (bits & BIT(i))
			generic_handle_domain_irq(gc->irq.domain, i);
	chained_irq_exit(chip, desc);
}

/* The parent interrupt the controller's output is wired to. */
static struct irq_domain *parent_domain;
static unsigned int parent_irq;

static void tg_fill(struct test_gpio *t, struct device *dev, u16 ngpio)
{
	memset(t, 0, sizeof(*t));
	t->gc.label = "test-gpio";
	t->gc.parent = dev;
	t->gc.owner = THIS_MODULE;
	t->gc.base = -1;
	t->gc.ngpio = ngpio;
	t->gc.get = tg_get;
	t->gc.set = tg_set;
	t->gc.direction_input = tg_direction_input;
	t->gc.direction_output = tg_direction_output;
	t->gc.get_direction = tg_get_direction;
	t->gc.request = tg_request;
	t->gc.free = tg_free;
}

static int tg_probe(struct platform_device *pdev)
{
	struct gpio_irq_chip *girq = &tg.gc.irq;

	tg_fill(&tg, &pdev->dev, 8);
	gpio_irq_chip_set_chip(girq, &tg_irq_chip);
	girq->handler = handle_simple_irq;
	girq->default_type = IRQ_TYPE_NONE;
	girq->parent_handler = tg_demux;
	girq->num_parents = 1;
	girq->parents = &parent_irq;
	return devm_gpiochip_add_data(&pdev->dev, &tg.gc, &tg);
}

static const struct of_device_id tg_match[] = { { .compatible = "test,gpio" },
						{} };

static struct platform_driver tg_driver = {
	.probe = tg_probe,
	.driver = { .name = "test-gpio", .of_match_table = tg_match },
};

/* The late controller takes its line count from "ngpios". */
static int late_probe(struct platform_device *pdev)
{
	tg_fill(&late, &pdev->dev, 0);
	return devm_gpiochip_add_data(&pdev->dev, &late.gc, &late);
}

static const struct of_device_id late_match[] = { { .compatible =
							    "test,gpio-late" },
						  {} };

static struct platform_driver late_driver = {
	.probe = late_probe,
	.driver = { .name = "test-gpio-late", .of_match_table = late_match },
};

/* The hogged controller: named lines, and a request error to give. */
static const char *const hogged_names[] = { "h0", "h1", "h2", "h3",
					    "h4", "h5", "h6", "h7" };
static int hogged_request_error;

static int hogged_probe(struct platform_device *pdev)
{
	tg_fill(&hogged, &pdev->dev, 0);
	hogged.gc.label = "test-gpio-hogged";
	hogged.gc.names = hogged_names;
	hogged.request_error = hogged_request_error;
	return devm_gpiochip_add_data(&pdev->dev, &hogged.gc, &hogged);
}

static const struct of_device_id hogged_match[] = {
	{ .compatible = "test,gpio-hogged" },
	{}
};

static struct platform_driver hogged_driver = {
	.probe = hogged_probe,
	.driver = { .name = "test-gpio-hogged",
		    .of_match_table = hogged_match },
};

static const struct irq_domain_ops parent_ops;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/gpio.dtb"))
		return -1;
	parent_domain = irq_domain_add_linear(NULL, 1, &parent_ops, NULL);
	parent_irq = irq_create_mapping(parent_domain, 0);
	allocs_loaded = live_allocs();
	return parent_irq ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	irq_dispose_mapping(parent_irq);
	irq_domain_remove(parent_domain);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int bind_controller(void **state)
{
	(void)state;
	if (platform_driver_register(&tg_driver))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	return test_device_of("/gpio@1000")->driver ? 0 : -1;
}

static int unbind_controller(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&tg_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *consumer(void)
{
	return test_device_of("/consumer@2000");
}

static void test_values(void **state)
{
	struct gpio_desc *led, *reset;

	(void)state;
	led = gpiod_get(consumer(), "led", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(led));
	assert_int_equal(tg.dir_out, BIT(1));
	assert_int_equal(tg.out, BIT(1));
	gpiod_set_value(led, 0);
	assert_int_equal(tg.out, 0);
	gpiod_set_value_cansleep(led, 7); /* any non-zero is 1 */
	assert_int_equal(tg.out, BIT(1));
	assert_int_equal(gpiod_get_value(led), 1);
	assert_int_equal(gpiod_get_direction(led), GPIO_LINE_DIRECTION_OUT);
	assert_int_equal(gpiod_is_active_low(led), 0);
	assert_int_equal(gpiod_cansleep(led), 0);

	/* active low: logical 1 is a low wire; raw calls see the wire */
	reset = gpiod_get(consumer(), "reset", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(reset));
	assert_int_equal(gpiod_is_active_low(reset), 1);
	assert_false(tg.out & BIT(2));
	assert_int_equal(gpiod_get_value(reset), 1);
	assert_int_equal(gpiod_get_raw_value(reset), 0);
	gpiod_set_value(reset, 0);
	assert_true(tg.out & BIT(2));
	gpiod_set_raw_value(reset, 0);
	assert_false(tg.out & BIT(2));
	assert_int_equal(gpiod_get_value_cansleep(reset), 1);
	assert_int_equal(gpiod_get_raw_value_cansleep(reset), 0);
	assert_int_equal(gpiod_direction_output(reset, 0), 0);
	assert_true(tg.out & BIT(2));
	assert_int_equal(gpiod_direction_output_raw(reset, 0), 0);
	assert_false(tg.out & BIT(2));
	gpiod_toggle_active_low(reset);
	assert_int_equal(gpiod_get_value(reset), 0);

	/* an input follows its wire */
	assert_int_equal(gpiod_direction_input(reset), 0);
	assert_int_equal(gpiod_get_direction(reset), GPIO_LINE_DIRECTION_IN);
	tg.in = BIT(2);
	assert_int_equal(gpiod_get_value(reset), 1);

	/* numbers: the chip got 512 up, as Linux's dynamic bases */
	assert_int_equal(tg.gc.base, 512);
	assert_int_equal(desc_to_gpio(led), 513);
	assert_ptr_equal(gpio_to_desc(513), led);
	assert_null(gpio_to_desc(600));
	assert_int_equal(desc_to_gpio(NULL), -1);
	assert_ptr_equal(gpiod_to_chip(led), &tg.gc);
	assert_string_equal(gpiochip_is_requested(&tg.gc, 1), "led");
	assert_null(gpiochip_is_requested(&tg.gc, 0));
	assert_int_equal(gpiod_set_consumer_name(led, "lamp"), 0);
	assert_string_equal(gpiochip_is_requested(&tg.gc, 1), "lamp");
	gpiod_put(led);
	gpiod_put(reset);
	assert_int_equal(tg.frees, 2);
	assert_null(gpiochip_is_requested(&tg.gc, 1));
}

static void test_lookups(void **state)
{
	struct device *plain = test_device_of("/plain@4000");
	struct gpio_desc *a, *b, *od;

	(void)state;
	/* "gpios" without a name, by index, with its own flags */
	a = gpiod_get_index(consumer(), NULL, 0, GPIOD_ASIS);
	b = gpiod_get_index(consumer(), NULL, 1, GPIOD_IN);
	assert_false(IS_ERR_OR_NULL(a) || IS_ERR_OR_NULL(b));
	assert_int_equal(desc_to_gpio(a), 515);
	assert_int_equal(gpiod_is_active_low(b), 1);
	assert_int_equal(gpiod_count(consumer(), NULL), 2);
	assert_int_equal(gpiod_count(consumer(), "led"), 1);
	assert_int_equal(gpiod_count(consumer(), "none"), -ENOENT);
	assert_int_equal(gpiod_count(plain, NULL), -ENOENT);
	/* a line is requested once */
	assert_int_equal(
		PTR_ERR(gpiod_get_index(consumer(), NULL, 0, GPIOD_ASIS)),
		-EBUSY);
	assert_int_equal(
		PTR_ERR(gpiod_get_index(consumer(), NULL, 2, GPIOD_ASIS)),
		-ENOENT);
	assert_null(gpiod_get_index_optional(consumer(), NULL, 2, GPIOD_ASIS));
	/* ...unless shared on purpose: the same descriptor */
	assert_ptr_equal(gpiod_get_index(consumer(), NULL, 0,
					 GPIOD_ASIS |
						 GPIOD_FLAGS_BIT_NONEXCLUSIVE),
			 a);
	gpiod_put(a);
	gpiod_put(b);

	assert_int_equal(PTR_ERR(gpiod_get(consumer(), "none", GPIOD_ASIS)),
			 -ENOENT);
	assert_null(gpiod_get_optional(consumer(), "none", GPIOD_ASIS));
	assert_null(gpiod_get_optional(plain, NULL, GPIOD_IN));
	assert_int_equal(PTR_ERR(gpiod_get(NULL, "led", GPIOD_ASIS)), -ENOENT);
	assert_int_equal(PTR_ERR(gpiod_get(consumer(), "beyond", GPIOD_ASIS)),
			 -EINVAL);
	assert_int_equal(PTR_ERR(fwnode_gpiod_get_index(dev_fwnode(consumer()),
							"led", -1, GPIOD_ASIS,
							"x")),
			 -EINVAL);

	/* open drain: 1 lets the line float (an input), 0 drives it low */
	od = gpiod_get(consumer(), "od", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(od));
	assert_false(tg.dir_out & BIT(6));
	gpiod_set_value(od, 0);
	assert_true(tg.dir_out & BIT(6));
	assert_false(tg.out & BIT(6));
	gpiod_set_value(od, 1);
	assert_false(tg.dir_out & BIT(6));
	gpiod_put(od);
	/* open source ("-gpio", the old suffix): 0 floats, 1 drives */
	od = gpiod_get(consumer(), "os", GPIOD_OUT_LOW);
	assert_false(IS_ERR_OR_NULL(od));
	assert_false(tg.dir_out & BIT(7));
	gpiod_set_value(od, 1);
	assert_true(tg.dir_out & BIT(7) && tg.out & BIT(7));
	gpiod_set_value(od, 0);
	assert_false(tg.dir_out & BIT(7));
	gpiod_put(od);

	/* a request the chip refuses */
	tg.request_error = -EACCES;
	assert_int_equal(PTR_ERR(gpiod_get(consumer(), "led", GPIOD_ASIS)),
			 -EACCES);
	tg.request_error = 1; /* a positive refusal is -EBADE, as Linux */
	assert_int_equal(PTR_ERR(gpiod_get(consumer(), "led", GPIOD_ASIS)),
			 -EBADE);
	tg.request_error = 0;
	a = gpiod_get(consumer(), "led", GPIOD_ASIS);
	assert_false(IS_ERR_OR_NULL(a));
	gpiod_put(a);
}

static void test_of_get_named_gpio(void **state)
{
	struct device_node *np = consumer()->of_node;

	(void)state;
	assert_int_equal(of_get_named_gpio(np, "reset-gpios", 0),
			 tg.gc.base + 2);
	assert_int_equal(of_get_named_gpio(np, "gpios", 1), tg.gc.base + 4);
	assert_int_equal(of_get_named_gpio(np, "gpios", 2), -ENOENT);
	assert_int_equal(of_get_named_gpio(np, "none-gpios", 0), -ENOENT);
	assert_int_equal(of_get_named_gpio(np, "beyond-gpios", 0), -EINVAL);
	assert_int_equal(of_get_named_gpio(np, "enable-gpios", 0),
			 -EPROBE_DEFER);
	assert_int_equal(of_get_named_gpio(NULL, "gpios", 0), -EINVAL);
	assert_int_equal(of_get_named_gpio(np, "gpios", -1), -EINVAL);
}

static void test_null_and_errors(void **state)
{
	struct gpio_desc *err = ERR_PTR(-ENOENT);

	(void)state;
	assert_int_equal(gpiod_get_value(NULL), 0);
	assert_int_equal(gpiod_direction_input(NULL), 0);
	assert_int_equal(gpiod_direction_output(NULL, 1), 0);
	assert_int_equal(gpiod_get_direction(NULL), 0);
	assert_int_equal(gpiod_to_irq(NULL), -EINVAL);
	gpiod_set_value(NULL, 1);
	gpiod_put(NULL);
	log_capture_start();
	assert_int_equal(gpiod_get_value(err), -ENOENT);
	assert_int_equal(gpiod_direction_output(err, 0), -ENOENT);
	gpiod_set_value(err, 1);
	log_capture_stop();
	assert_true(log_has(4, "invalid GPIO", NULL));
	assert_int_equal(gpiod_to_irq(err), -EINVAL);
	gpiod_put(err);
}

static unsigned long last_config;

static int record_config(struct gpio_chip *gc, unsigned int offset,
			 unsigned long config)
{
	(void)gc;
	(void)offset;
	last_config = config;
	return 0;
}

/* Chips that lack callbacks, and how each call copes. */
static void test_missing_ops(void **state)
{
	struct gpio_desc *desc;
	struct test_gpio t;

	(void)state;
	tg_fill(&t, NULL, 2);
	t.gc.direction_input = NULL;
	t.gc.direction_output = NULL;
	t.gc.get_direction = NULL;
	t.gc.request = NULL;
	t.gc.free = NULL;
	assert_int_equal(gpiochip_add_data(&t.gc, &t), 0);
	assert_string_equal(t.gc.label, "test-gpio");
	desc = gpiochip_request_own_desc(&t.gc, 0, "own", 0, GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(desc));
	assert_true(t.out & BIT(0)); /* an output-only chip: set() drives */
	assert_int_equal(gpiod_get_direction(desc), -ENOTSUPP);
	assert_int_equal(gpiod_set_debounce(desc, 5000), -ENOTSUPP);
	/* a chip that debounces: PIN_CONFIG_INPUT_DEBOUNCE, 5000 us */
	t.gc.set_config = record_config;
	assert_int_equal(gpiod_set_debounce(desc, 5000), 0);
	assert_int_equal(last_config, (5000UL << 8) | 11);
	t.gc.set_config = NULL;
	/* with get() but no direction_input() the line is taken as is */
	assert_int_equal(gpiod_direction_input(desc), 0);
	t.gc.get = NULL;
	assert_int_equal(gpiod_direction_input(desc), -EIO);
	assert_int_equal(gpiod_get_value(desc), -EIO);
	t.gc.set = NULL;
	assert_int_equal(gpiod_direction_output(desc, 1), -EIO);
	gpiochip_free_own_desc(desc);
	assert_int_equal(PTR_ERR(gpiochip_request_own_desc(&t.gc, 2, "x", 0,
							   GPIOD_ASIS)),
			 -EINVAL);
	/* get_direction() says input: an output-only drive is refused */
	t.gc.set = tg_set;
	t.gc.get_direction = tg_get_direction;
	desc = gpiochip_request_own_desc(&t.gc, 1, "own", 0, GPIOD_ASIS);
	assert_int_equal(gpiod_direction_output(desc, 1), -EIO);
	t.dir_out = BIT(1);
	assert_int_equal(gpiod_direction_output(desc, 1), 0);
	assert_int_equal(gpiod_to_irq(desc), -ENXIO); /* no interrupts */
	gpiochip_free_own_desc(desc);
	gpiochip_remove(&t.gc);
	gpiochip_remove(&t.gc); /* a second remove does nothing */
}

static int two_cell_xlate(struct gpio_chip *gc,
			  const struct of_phandle_args *spec, u32 *flags)
{
	return of_gpio_simple_xlate(gc, spec, flags);
}

static void test_chip_errors(void **state)
{
	struct test_gpio a, b;
	struct of_phandle_args spec = { .args_count = 1, .args = { 0 } };
	unsigned long before = live_allocs();
	struct gpio_desc *held;

	(void)state;
	tg_fill(&a, NULL, 0);
	assert_int_equal(gpiochip_add_data(&a.gc, &a), -EINVAL);
	/* fixed bases: taken numbers are refused */
	tg_fill(&a, NULL, 4);
	a.gc.base = 100;
	assert_int_equal(gpiochip_add_data(&a.gc, &a), 0);
	tg_fill(&b, NULL, 4);
	b.gc.base = 102;
	log_capture_start();
	assert_int_equal(gpiochip_add_data(&b.gc, &b), -EBUSY);
	log_capture_stop();
	b.gc.base = 104;
	assert_int_equal(gpiochip_add_data(&b.gc, &b), 0);
	assert_int_equal(desc_to_gpio(gpiochip_get_desc(&b.gc, 3)), 107);
	assert_int_equal(PTR_ERR(gpiochip_get_desc(&b.gc, 4)), -EINVAL);
	gpiochip_remove(&b.gc);
	/* a custom of_xlate must say how many cells it reads */
	tg_fill(&b, NULL, 4);
	b.gc.of_xlate = two_cell_xlate;
	assert_int_equal(gpiochip_add_data(&b.gc, &b), -EINVAL);
	assert_int_equal(of_gpio_simple_xlate(&a.gc, &spec, NULL), -EINVAL);
	spec.args_count = 2;
	assert_int_equal(of_gpio_simple_xlate(&a.gc, &spec, NULL), 0);

	/* removed under a consumer: the line is cut off, put still works */
	held = gpiochip_request_own_desc(&a.gc, 1, "held", 0, GPIOD_OUT_LOW);
	log_capture_start();
	gpiochip_remove(&a.gc);
	log_capture_stop();
	assert_true(log_has(3, "removed with 1 lines still requested", NULL));
	assert_int_equal(gpiod_get_value(held), -ENODEV);
	assert_int_equal(gpiod_direction_input(held), -ENODEV);
	assert_int_equal(gpiod_to_irq(held), -ENODEV);
	assert_null(gpiod_to_chip(held));
	gpiod_set_value(held, 1);
	gpiod_put(held);
	assert_int_equal(live_allocs(), before);
}

/* A consumer driver on a chip whose driver registers late. */
static struct gpio_desc *got_enable;

static int consumer_probe(struct platform_device *pdev)
{
	got_enable = devm_gpiod_get(&pdev->dev, "enable", GPIOD_OUT_HIGH);
	return PTR_ERR_OR_ZERO(got_enable);
}

static const struct of_device_id consumer_match[] = {
	{ .compatible = "test,gpio-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.driver = { .name = "gpio-consumer", .of_match_table = consumer_match },
};

static void test_devm_and_defer(void **state)
{
	struct platdev_bind_status st;
	struct device *dev = consumer();

	(void)state;
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	fw_devlink_drivers_done();
	assert_null(dev->driver);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_GPIO);
	assert_ptr_equal(st.node, test_node("/gpio@1100"));

	assert_int_equal(platform_driver_register(&late_driver), 0);
	assert_non_null(dev->driver);
	assert_int_equal(late.gc.ngpio, 4); /* from "ngpios" */
	assert_int_equal(late.gc.base, 520); /* after the first chip's 8 */
	assert_true(late.out & BIT(3) && late.dir_out & BIT(3));
	assert_int_equal(PTR_ERR(gpiod_get(dev, "enable", GPIOD_ASIS)), -EBUSY);
	platform_driver_unregister(&consumer_driver);
	assert_int_equal(late.frees, 1); /* the managed line was put */
	got_enable = gpiod_get(dev, "enable", GPIOD_ASIS);
	assert_false(IS_ERR_OR_NULL(got_enable));
	devm_gpiod_put(dev, got_enable); /* not managed: logged */
	gpiod_put(got_enable);
	got_enable = devm_gpiod_get_index_optional(dev, "enable", 0, GPIOD_IN);
	assert_false(IS_ERR_OR_NULL(got_enable));
	devm_gpiod_put(dev, got_enable);
	assert_null(devm_gpiod_get_optional(dev, "none", GPIOD_IN));
	platform_driver_unregister(&late_driver);
}

/* An interrupt taken from a GPIO line, behind the chained handler. */
static unsigned int button_presses;

static irqreturn_t button_irq(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	button_presses++;
	return IRQ_HANDLED;
}

static void test_irq(void **state)
{
	struct device *user = test_device_of("/irq-user@3000");
	struct gpio_desc *button;
	int irq, irq2;

	(void)state;
	button = gpiod_get(user, "button", GPIOD_IN);
	irq = gpiod_to_irq(button);
	assert_true(irq > 0);
	/* the node's "interrupts" names the same line through the domain */
	irq2 = platform_get_irq(to_platform_device(user), 0);
	assert_int_equal(irq2, irq);
	assert_int_equal(irq_get_trigger_type(irq), IRQ_TYPE_EDGE_RISING);
	assert_int_equal(request_irq(irq, button_irq, 0, "button", NULL), 0);
	assert_false(tg.masked & BIT(5));
	tg.pending = BIT(5) | BIT(4); /* 4 is not mapped: not delivered */
	assert_int_equal(generic_handle_irq(parent_irq), 0);
	assert_int_equal(button_presses, 1);
	disable_irq(irq);
	assert_true(tg.masked & BIT(5));
	tg.pending = BIT(5);
	generic_handle_irq(parent_irq);
	assert_int_equal(button_presses, 1); /* masked: left pending */
	enable_irq(irq);
	generic_handle_irq(parent_irq);
	assert_int_equal(button_presses, 2);
	free_irq(irq, NULL);
	gpiod_put(button);
}

/* Software nodes: a chip named by one, a consumer referring to it. */
static const struct software_node chip_node = { .name = "sw-gpio" };

static void test_swnode(void **state)
{
	const struct property_entry props[] = {
		PROPERTY_ENTRY_REF("power-gpios", &chip_node, 2, 1), {}
	};
	const struct platform_device_info info = {
		.name = "sw-consumer",
		.id = PLATFORM_DEVID_NONE,
		.properties = props,
	};
	struct platform_device *pdev;
	struct gpio_desc *power;
	struct test_gpio t;

	(void)state;
	assert_int_equal(software_node_register(&chip_node), 0);
	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(gpiod_get(&pdev->dev, "power", GPIOD_ASIS)),
			 -EPROBE_DEFER);
	tg_fill(&t, NULL, 4);
	t.gc.fwnode = software_node_fwnode(&chip_node);
	assert_int_equal(gpiochip_add_data(&t.gc, &t), 0);
	power = gpiod_get(&pdev->dev, "power", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(power));
	assert_int_equal(gpiod_is_active_low(power), 1);
	assert_true(t.dir_out & BIT(2));
	assert_false(t.out & BIT(2));
	gpiod_put(power);
	gpiochip_remove(&t.gc);
	platform_device_unregister(pdev);
	software_node_unregister(&chip_node);
}

static void test_alloc_failures(void **state)
{
	struct gpio_desc *desc;
	struct test_gpio t;
	unsigned long before = live_allocs();
	int ret;

	(void)state;
	for (long n = 0;; n++) {
		tg_fill(&t, NULL, 4);
		gpio_irq_chip_set_chip(&t.gc.irq, &tg_irq_chip);
		platdev_port_fail_alloc_after(n, 0);
		ret = gpiochip_add_data(&t.gc, &t);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(gpiod_to_irq(gpiochip_get_desc(&t.gc, 0)) > 0);
	gpiochip_remove(&t.gc);
	assert_int_equal(live_allocs(), before);
	for (long n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		desc = devm_gpiod_get(consumer(), "led", GPIOD_OUT_LOW);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(desc))
			break;
		assert_int_equal(PTR_ERR(desc), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	devm_gpiod_put(consumer(), desc);
	assert_int_equal(live_allocs(), before);
}

/* --- hogs ---------------------------------------------------------------- */

static struct device *hogged_dev(void)
{
	return test_device_of("/gpio@1200");
}

/* Whether hog node @name of the hogged controller is marked as its chip's. */
static bool hog_node_owned(const char *name)
{
	struct device_node *np =
		of_get_child_by_name(hogged_dev()->of_node, name);
	bool owned;

	assert_non_null(np);
	owned = of_node_check_flag(np, OF_POPULATED);
	of_node_put(np);
	return owned;
}

static void test_dt_hogs(void **state)
{
	struct gpio_desc *desc;

	(void)state;
	log_capture_start();
	assert_int_equal(platform_driver_register(&hogged_driver), 0);
	assert_non_null(hogged_dev()->driver);
	/* output-high, under its line-name */
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 0), "power-on");
	assert_true(hogged.dir_out & BIT(0) && hogged.out & BIT(0));
	/* active-low output-low: logical 0 is a high wire; the node's name */
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 1), "hog-low-al");
	assert_true(hogged.dir_out & BIT(1) && hogged.out & BIT(1));
	/* both lines of one hog, as inputs */
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 2), "hog-in");
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 3), "hog-in");
	assert_false(hogged.dir_out & (BIT(2) | BIT(3)));
	/* no state: warned of and left alone; the rest are no hogs */
	assert_true(log_has(4, "hog-none", "names no state", NULL));
	for (unsigned int i = 4; i < 8; i++)
		assert_null(gpiochip_is_requested(&hogged.gc, i));
	/* The chip owns its hog nodes, the malformed ones too, as in Linux. */
	assert_true(hog_node_owned("hog-high"));
	assert_true(hog_node_owned("hog-none"));
	assert_true(hog_node_owned("hog-beyond"));
	/* A hogged line is taken; a consumer cannot have it. */
	desc = gpiochip_get_desc(&hogged.gc, 0);
	assert_int_equal(gpiod_hog(desc, "again", 0, GPIOD_IN), 0);
	assert_int_equal(PTR_ERR(gpiochip_request_own_desc(&hogged.gc, 0, "x",
							   0, GPIOD_ASIS)),
			 -EBUSY);

	/* Removing the chip frees its hogs: no line is left requested. */
	platform_driver_unregister(&hogged_driver);
	assert_int_equal(hogged.frees, 4);
	assert_false(hog_node_owned("hog-high"));
	assert_false(hog_node_owned("hog-none"));
	assert_false(log_has(3, "still requested", NULL));
	log_capture_stop();
}

/* A device-tree hog that cannot be requested fails the chip's add. */
static void test_dt_hog_failure(void **state)
{
	unsigned long before = live_allocs();

	(void)state;
	log_capture_start();
	hogged_request_error = -EBUSY;
	assert_int_equal(platform_driver_register(&hogged_driver), 0);
	hogged_request_error = 0;
	assert_null(hogged_dev()->driver);
	assert_true(log_has(3, "hog power-on (line 0) could not be requested",
			    "-16", NULL));
	assert_null(hogged.gc.gpiodev); /* the chip is not added */
	assert_false(hog_node_owned("hog-high"));
	platform_driver_unregister(&hogged_driver);
	log_capture_stop();
	assert_int_equal(live_allocs(), before);
}

/* A chip whose specifiers are one cell: the line. */
static struct test_gpio one_cell;

static int one_cell_xlate(struct gpio_chip *gc,
			  const struct of_phandle_args *spec, u32 *flags)
{
	if (flags)
		*flags = 0;
	return spec->args[0] < gc->ngpio ? (int)spec->args[0] : -EINVAL;
}

static int one_cell_probe(struct platform_device *pdev)
{
	tg_fill(&one_cell, &pdev->dev, 0);
	one_cell.gc.label = "test-gpio-one-cell";
	one_cell.gc.of_gpio_n_cells = 1;
	one_cell.gc.of_xlate = one_cell_xlate;
	return devm_gpiochip_add_data(&pdev->dev, &one_cell.gc, &one_cell);
}

static const struct of_device_id one_cell_match[] = {
	{ .compatible = "test,gpio-one-cell" },
	{}
};

static struct platform_driver one_cell_driver = {
	.probe = one_cell_probe,
	.driver = { .name = "test-gpio-one-cell",
		    .of_match_table = one_cell_match },
};

/*
 * The chip's node says #gpio-cells = <0>, its of_xlate takes one cell: a
 * hog whose specifiers are not of_gpio_n_cells long is refused, as Linux
 * refuses it (of_xlate_and_get_gpiod_flags(): -EINVAL), and the chip is
 * added without it. It used to hog line 0 again and again, for ever.
 */
static void test_dt_hog_of_other_cell_count(void **state)
{
	(void)state;
	assert_int_equal(platform_driver_register(&one_cell_driver), 0);
	assert_non_null(test_device_of("/gpio@1300")->driver);
	for (unsigned int i = 0; i < 4; i++)
		assert_null(gpiochip_is_requested(&one_cell.gc, i));
	platform_driver_unregister(&one_cell_driver);
}

static struct gpiod_hog board_hogs[] = {
	GPIO_HOG("test-gpio-hogged", 5, "board-hog", GPIO_ACTIVE_HIGH,
		 GPIOD_OUT_HIGH),
	GPIO_HOG("test-gpio-hogged", 12, "beyond", GPIO_ACTIVE_HIGH, GPIOD_IN),
	{}
};

static struct gpiod_hog late_board_hogs[] = { GPIO_HOG("test-gpio-hogged", 6,
						       "after", GPIO_ACTIVE_LOW,
						       GPIOD_OUT_HIGH),
					      {} };

static void test_board_hogs(void **state)
{
	(void)state;
	log_capture_start();
	/* Before the chip: taken when it is added; a bad one is logged. */
	gpiod_add_hogs(board_hogs);
	assert_int_equal(platform_driver_register(&hogged_driver), 0);
	assert_non_null(hogged_dev()->driver);
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 5), "board-hog");
	assert_true(hogged.dir_out & BIT(5) && hogged.out & BIT(5));
	assert_true(log_has(3, "hog beyond names line 12", NULL));
	/* After the chip: taken at once (active low: logical 1, wire low). */
	gpiod_add_hogs(late_board_hogs);
	assert_string_equal(gpiochip_is_requested(&hogged.gc, 6), "after");
	assert_true(hogged.dir_out & BIT(6));
	assert_false(hogged.out & BIT(6));
	platform_driver_unregister(&hogged_driver);
	assert_false(log_has(3, "still requested", NULL));

	/* Removed hogs are not taken again when the chip comes back. */
	gpiod_remove_hogs(board_hogs);
	gpiod_remove_hogs(late_board_hogs);
	assert_int_equal(platform_driver_register(&hogged_driver), 0);
	assert_null(gpiochip_is_requested(&hogged.gc, 5));
	assert_null(gpiochip_is_requested(&hogged.gc, 6));
	platform_driver_unregister(&hogged_driver);
	log_capture_stop();
}

/* --- board code's lookup tables ----------------------------------------- */

static struct gpiod_lookup_table plain_table = {
	.dev_id = "4000.plain",
	.table = {
		GPIO_LOOKUP("test-gpio", 1, "led", GPIO_ACTIVE_LOW),
		GPIO_LOOKUP_IDX("test-gpio", 2, "data", 0, GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP_IDX("test-gpio", 3, "data", 1, GPIO_OPEN_DRAIN),
		GPIO_LOOKUP("missing-chip", 0, "later", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("test-gpio", 20, "beyond", GPIO_ACTIVE_HIGH),
		GPIO_LOOKUP("h7", U16_MAX, "named", GPIO_ACTIVE_HIGH),
		{},
	},
};

/* A table for a device the tree gives lines too: the tree wins. */
GPIO_LOOKUP_SINGLE(consumer_table, "2000.consumer", "test-gpio", 5, NULL,
		   GPIO_ACTIVE_HIGH);

/* The lines of gets without a device. */
GPIO_LOOKUP_SINGLE(nodev_table, NULL, "test-gpio", 6, "nodev",
		   GPIO_ACTIVE_HIGH);

static void test_lookup_tables(void **state)
{
	struct gpiod_lookup_table *tables[] = { &plain_table, &consumer_table,
						&nodev_table };
	struct device *plain = test_device_of("/plain@4000");
	struct gpio_desc *led, *d0, *d1, *named, *extra, *nodev;

	(void)state;
	assert_int_equal(PTR_ERR(gpiod_get(plain, "led", GPIOD_ASIS)), -ENOENT);
	gpiod_add_lookup_tables(tables, ARRAY_SIZE(tables));

	/* Active low, driven logical 1: the wire is low. */
	led = gpiod_get(plain, "led", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(led));
	assert_int_equal(desc_to_gpio(led), tg.gc.base + 1);
	assert_true(tg.dir_out & BIT(1));
	assert_false(tg.out & BIT(1));
	assert_int_equal(gpiod_get_value(led), 1);
	assert_string_equal(gpiochip_is_requested(&tg.gc, 1), "led");
	gpiod_put(led);

	/* Indexes of one name, and counting them. */
	assert_int_equal(gpiod_count(plain, "data"), 2);
	assert_int_equal(gpiod_count(plain, "led"), 1);
	assert_int_equal(gpiod_count(plain, "none"), -ENOENT);
	d0 = gpiod_get_index(plain, "data", 0, GPIOD_IN);
	d1 = gpiod_get_index(plain, "data", 1, GPIOD_OUT_HIGH);
	assert_int_equal(desc_to_gpio(d0), tg.gc.base + 2);
	assert_int_equal(desc_to_gpio(d1), tg.gc.base + 3);
	/* open drain, driven 1: the line is let float (an input) */
	assert_false(tg.dir_out & BIT(3));

	/* A chip or a line name not there yet defers; a line beyond the
	 * chip is refused; a name no table has is not found. */
	log_capture_start();
	assert_int_equal(PTR_ERR(gpiod_get(plain, "later", GPIOD_IN)),
			 -EPROBE_DEFER);
	assert_true(log_has(4, "4000.plain", "no GPIO chip missing-chip yet",
			    NULL));
	assert_int_equal(PTR_ERR(gpiod_get(plain, "named", GPIOD_IN)),
			 -EPROBE_DEFER);
	assert_true(log_has(4, "no GPIO line h7 yet", NULL));
	assert_int_equal(PTR_ERR(gpiod_get(plain, "beyond", GPIOD_IN)),
			 -EINVAL);
	assert_true(
		log_has(3, "GPIO 20 of chip test-gpio is beyond its 8", NULL));
	log_capture_stop();
	assert_int_equal(PTR_ERR(gpiod_get(plain, "none", GPIOD_IN)), -ENOENT);
	assert_null(gpiod_get_optional(plain, "none", GPIOD_IN));

	/* A line found by its name once its chip is there. */
	assert_int_equal(platform_driver_register(&hogged_driver), 0);
	named = gpiod_get(plain, "named", GPIOD_OUT_LOW);
	assert_false(IS_ERR_OR_NULL(named));
	assert_ptr_equal(named, gpiochip_get_desc(&hogged.gc, 7));
	gpiod_put(named);
	platform_driver_unregister(&hogged_driver);

	/* The tree's lines come first; the table fills in the rest (its
	 * entry without a name matches any name). */
	led = gpiod_get(consumer(), "led", GPIOD_ASIS);
	assert_int_equal(desc_to_gpio(led), tg.gc.base + 1); /* led-gpios */
	gpiod_put(led);
	extra = gpiod_get(consumer(), "extra", GPIOD_ASIS);
	assert_int_equal(desc_to_gpio(extra), tg.gc.base + 5);
	gpiod_put(extra);

	/* Without a device: the table without a dev_id; never for a
	 * firmware node's get. */
	nodev = gpiod_get(NULL, "nodev", GPIOD_ASIS);
	assert_int_equal(desc_to_gpio(nodev), tg.gc.base + 6);
	gpiod_put(nodev);
	assert_int_equal(PTR_ERR(fwnode_gpiod_get_index(
				 of_fwnode_handle(test_node("/plain@4000")),
				 "nodev", 0, GPIOD_ASIS, "x")),
			 -ENOENT);

	gpiod_put(d0);
	gpiod_put(d1);
	for (size_t i = 0; i < ARRAY_SIZE(tables); i++)
		gpiod_remove_lookup_table(tables[i]);
	gpiod_remove_lookup_table(NULL);
	assert_int_equal(PTR_ERR(gpiod_get(plain, "data", GPIOD_IN)), -ENOENT);
	assert_int_equal(gpiod_count(plain, "data"), -ENOENT);
}

#define T(fn) \
	cmocka_unit_test_setup_teardown(fn, bind_controller, unbind_controller)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_values),
		T(test_lookups),
		T(test_of_get_named_gpio),
		T(test_null_and_errors),
		T(test_missing_ops),
		T(test_chip_errors),
		T(test_irq),
		T(test_swnode),
		T(test_alloc_failures),
		T(test_devm_and_defer),
		T(test_dt_hogs),
		T(test_dt_hog_failure),
		T(test_board_hogs),
		T(test_lookup_tables),
		T(test_dt_hog_of_other_cell_count),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
