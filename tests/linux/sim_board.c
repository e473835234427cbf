// SPDX-License-Identifier: MIT
/*
 * sim_board.c - bring a simulated board up and down around the tests of
 * Linux's drivers (see sim_board.h).
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

void linux_sim_board_up(const char *dtb, struct platform_driver *consumer)
{
	assert_int_equal(test_load_dtb(dtb), 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_int_equal(platform_driver_register(consumer), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
}

void linux_sim_board_down(struct platform_driver *consumer)
{
	if (consumer)
		platform_driver_unregister(consumer);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
}
