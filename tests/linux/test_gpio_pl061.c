// SPDX-License-Identifier: MIT
/*
 * test_gpio_pl061.c - Linux 6.12's drivers/gpio/gpio-pl061.c (an AMBA
 * driver with an immutable interrupt chip, IRQCHIP_IMMUTABLE and
 * GPIOCHIP_IRQ_RESOURCE_HELPERS), built unchanged, probes on a simulated
 * board behind an early-initialised GIC. A consumer drives one line and
 * takes the interrupt of another: each edge of the pin reaches its
 * handler through the GIC and the driver's chained handler (an edge
 * latched while the line was disabled too, raised by the unmask the
 * driver writes under its spinlock); a line an interrupt uses cannot be
 * made an output, and an output cannot become an interrupt; a wake
 * request goes through the driver to the GIC.
 */
#include <linux/amba/bus.h>
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/interrupt.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/seq_file.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

static struct gpio_desc *led, *button;
static unsigned int presses;
static int button_irq;

static irqreturn_t button_isr(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	presses++;
	return IRQ_HANDLED;
}

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	led = devm_gpiod_get(dev, "led", GPIOD_OUT_LOW);
	if (IS_ERR(led))
		return (int)PTR_ERR(led);
	button = devm_gpiod_get(dev, "button", GPIOD_IN);
	if (IS_ERR(button))
		return (int)PTR_ERR(button);
	button_irq = platform_get_irq(pdev, 0);
	if (button_irq < 0)
		return button_irq;
	return devm_request_irq(dev, (unsigned int)button_irq, button_isr, 0,
				"button", NULL);
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,pl061-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "pl061-user", .of_match_table = user_match },
};

static irqreturn_t never(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	return IRQ_NONE;
}

static void test_gpio_pl061(void **state)
{
	struct device_node *np;
	struct device *dev, *user;
	struct irq_data *data;
	struct gpio_desc *again;
	char text[64];
	struct seq_file seq = { .buf = text, .size = sizeof(text) };
	int led_irq;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_true(platdev_of_init_early() > 0); /* the GIC, as Linux boots */
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	np = of_find_node_by_path("/pl061@9030000");
	dev = bus_find_device_by_of_node(&amba_bustype, np);
	assert_non_null(dev);
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "pl061_gpio");
	user = test_device_of("/device@10000000");
	assert_non_null(user->driver);

	/* The driver's chip: eight lines, and the line the LED is on. */
	assert_int_equal(gpiod_to_chip(led)->ngpio, 8);
	assert_int_equal(platdev_sim_pl061_get_output(np) & 1, 0);
	gpiod_set_value(led, 1);
	assert_int_equal(platdev_sim_pl061_get_output(np) & 1, 1);

	/* Both edges of the button's pin, each delivered once. */
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 1), 0);
	assert_int_equal(presses, 1);
	assert_int_equal(gpiod_get_value(button), 1);
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 0), 0);
	assert_int_equal(presses, 2);

	/*
	 * An edge while the line is disabled is latched; enabling it unmasks
	 * the line under the driver's spinlock, and the interrupt that write
	 * raises is taken once the lock is let go, as on hardware (its ack
	 * takes the same lock).
	 */
	disable_irq((unsigned int)button_irq);
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 1), 0);
	assert_int_equal(presses, 2);
	enable_irq((unsigned int)button_irq);
	assert_int_equal(presses, 3);
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 0), 0);
	assert_int_equal(presses, 4);

	/* The interrupt's line is locked as one: no output while enabled. */
	assert_int_equal(gpiod_direction_output(button, 1), -EIO);
	/* An output cannot become an interrupt: the chip's resources are
	 * refused, and so is the request. */
	led_irq = gpiod_to_irq(led);
	assert_true(led_irq > 0);
	assert_int_equal(request_irq((unsigned int)led_irq, never, 0, "led",
				     NULL),
			 -EIO);

	/* A wake request goes through the driver to its parent, the GIC,
	 * whose chip skips it as Linux's does; an unbalanced one warns. */
	assert_int_equal(enable_irq_wake((unsigned int)button_irq), 0);
	assert_int_equal(disable_irq_wake((unsigned int)button_irq), 0);
	assert_int_equal(disable_irq_wake((unsigned int)button_irq), 0);

	/* The driver names its chip in a listing by its device. */
	data = irq_get_irq_data((unsigned int)button_irq);
	assert_non_null(data->chip->irq_print_chip);
	data->chip->irq_print_chip(data, &seq);
	assert_string_equal(text, dev_name(dev));
	assert_true(data->chip->flags & IRQCHIP_IMMUTABLE);

	/* Unbound, the consumer's interrupt is freed and its line unlocked:
	 * it may be an output now. */
	platform_driver_unregister(&user_driver);
	again = gpiod_get(user, "button", GPIOD_OUT_HIGH);
	assert_false(IS_ERR_OR_NULL(again));
	assert_int_equal(platdev_sim_pl061_get_output(np) & BIT(3), BIT(3));
	gpiod_put(again);

	put_device(dev);
	of_node_put(np);
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gpio_pl061),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
