// SPDX-License-Identifier: MIT
/*
 * sim_board.c - bring a simulated board up and down around the tests of
 * Linux's drivers (see sim_board.h).
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "../testutil.h"
#include "sim_board.h"

void linux_sim_board_start(const char *dtb, const struct linux_sim_board *b)
{
	if (b->virtual_time)
		platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(test_load_dtb(dtb), 0);
	if (b->early)
		assert_true(platdev_of_init_early() > 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	if (b->consumer)
		assert_int_equal(platform_driver_register(b->consumer), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
}

void linux_sim_board_stop(const struct linux_sim_board *b)
{
	if (b->consumer)
		platform_driver_unregister(b->consumer);
	of_platform_depopulate(NULL);
	if (b->early)
		platdev_of_exit_early();
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
	if (b->virtual_time)
		platdev_time_use(NULL, NULL);
}

void linux_sim_board_up(const char *dtb, struct platform_driver *consumer)
{
	const struct linux_sim_board b = { .consumer = consumer };

	linux_sim_board_start(dtb, &b);
}

void linux_sim_board_down(struct platform_driver *consumer)
{
	const struct linux_sim_board b = { .consumer = consumer };

	linux_sim_board_stop(&b);
}
