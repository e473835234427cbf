// SPDX-License-Identifier: MIT
/*
 * test_input_gpio_keys.c - Linux 6.12's drivers/input/keyboard/gpio_keys.c,
 * built unchanged and strictly, on QEMU's virt board (its own gpio-keys
 * node: the power key on line 3 of the PL061, Linux's gpio-pl061.c driving
 * the PL061 model): a press of the simulated button gives KEY_POWER down,
 * its release KEY_POWER up, each once, through a program's reader, after
 * the driver's 5 ms software debounce on virtual time.
 */
#include <linux/amba/bus.h>
#include <linux/delay.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/workqueue.h>
#include <platdev/class.h>
#include <platdev/input.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "../testutil.h"

#define GPIOIS 0x404
#define GPIOIBE 0x408
#define GPIOIE 0x410

#define KEY_LINE 3 /* the node's gpios = <&pl061 3 0> */

static void advance_ms(unsigned int ms)
{
	msleep(ms);
	flush_workqueue(system_wq);
}

static void test_power_key(void **state)
{
	struct platdev_input_reader *r;
	struct platdev_class_device *cdev;
	struct input_event ev[8];
	struct device_node *gpio;
	struct input_id id;
	void __iomem *regs;
	struct device *dev;
	u64 pressed;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_true(platdev_of_init_early() > 0); /* the GIC */
	platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	dev = test_device_of("/gpio-keys");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "gpio-keys");
	cdev = platdev_class_device_find("input", NULL);
	assert_non_null(cdev);
	assert_ptr_equal(cdev->parent, dev);

	gpio = of_find_node_by_path("/pl061@9030000");
	regs = of_iomap(gpio, 0);
	assert_non_null(regs);

	r = platdev_input_open(cdev->name);
	assert_false(IS_ERR(r));
	assert_string_equal(platdev_input_name(r, &id), "gpio-keys");
	assert_int_equal(id.bustype, BUS_HOST);
	/* opened: the line's interrupt on both edges, unmasked */
	assert_int_equal(readl(regs + GPIOIS) & BIT(KEY_LINE), 0);
	assert_int_equal(readl(regs + GPIOIBE) & BIT(KEY_LINE), BIT(KEY_LINE));
	assert_int_equal(readl(regs + GPIOIE) & BIT(KEY_LINE), BIT(KEY_LINE));

	/* pressed: reported once the debounce time has passed */
	pressed = platdev_sim_time_now();
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 1), 0);
	flush_workqueue(system_wq);
	assert_int_equal(platdev_input_read(r, ev, 8), -EAGAIN);
	advance_ms(5);
	assert_int_equal(platdev_input_read(r, ev, 8), 2);
	assert_int_equal(ev[0].type, EV_KEY);
	assert_int_equal(ev[0].code, KEY_POWER);
	assert_int_equal(ev[0].value, 1);
	assert_int_equal(ev[1].type, EV_SYN);
	assert_int_equal((u64)ev[0].input_event_sec * NSEC_PER_SEC +
				 ev[0].input_event_usec * NSEC_PER_USEC,
			 pressed + 5 * NSEC_PER_MSEC);
	assert_true(platdev_input_key_down(r, KEY_POWER));

	/* held: nothing more */
	advance_ms(100);
	assert_int_equal(platdev_input_read(r, ev, 8), -EAGAIN);

	/* released */
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 0), 0);
	advance_ms(5);
	assert_int_equal(platdev_input_read(r, ev, 8), 2);
	assert_int_equal(ev[0].code, KEY_POWER);
	assert_int_equal(ev[0].value, 0);
	assert_false(platdev_input_key_down(r, KEY_POWER));

	/* a bounce within the debounce time gives one press */
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 1), 0);
	advance_ms(2);
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 0), 0);
	advance_ms(1);
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 1), 0);
	advance_ms(5);
	assert_int_equal(platdev_input_read(r, ev, 8), 2);
	assert_int_equal(ev[0].value, 1);
	assert_int_equal(platdev_sim_pl061_set_input(gpio, KEY_LINE, 0), 0);
	advance_ms(5);
	assert_int_equal(platdev_input_read(r, ev, 8), 2);
	assert_int_equal(ev[0].value, 0);

	platdev_input_close(r);
	iounmap(regs);
	of_node_put(gpio);
	/*
	 * The consumer first, as a device link would have it (the board's
	 * gpio-keys comes before the PL061 in the tree, and depopulating
	 * goes backwards).
	 */
	device_release_driver(dev);
	assert_null(platdev_class_device_find("input", NULL));
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
	platdev_time_use(NULL, NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_power_key),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
