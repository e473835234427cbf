// SPDX-License-Identifier: MIT
/*
 * test_hwrng_timeriomem.c - Linux 6.12's
 * drivers/char/hw_random/timeriomem-rng.c, built unchanged, binds two
 * register RNGs of a simulated board; the core makes the one of better
 * quality current, and the bytes a program reads through platdev/hwrng.h
 * are the words that RNG's model served, in Linux's order. A program's
 * choice of rng holds, "none" leaves none (-ENODEV), and when the drivers
 * go there is none either.
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <platdev/hwrng.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <string.h>

#include "../testutil.h"
#include "sim_board.h"

static struct device_node *good_np;

static const struct linux_sim_board board = {
	.virtual_time = true,
};

static int board_up(void **state)
{
	(void)state;
	linux_sim_board_start(PLATDEV_LINUX_DTB, &board);
	good_np = of_find_node_by_path("/rng@10001000");
	assert_non_null(good_np);
	return 0;
}

static int board_down(void **state)
{
	(void)state;
	of_node_put(good_np);
	linux_sim_board_stop(&board);
	return 0;
}

/*
 * Word @n (from 1) of the model's sequence, as the little-endian bytes the
 * driver stored.
 */
static void word_bytes(unsigned long n, u8 out[4])
{
	u32 w = platdev_sim_rng_word(1, n);

	out[0] = (u8)w;
	out[1] = (u8)(w >> 8);
	out[2] = (u8)(w >> 16);
	out[3] = (u8)(w >> 24);
}

static void test_current_and_bytes(void **state)
{
	char text[128];
	u8 got[28], want[28];
	unsigned long i;

	(void)state;
	assert_int_equal(platdev_hwrng_current(text, sizeof(text)), 12);
	assert_string_equal(text, "10001000.rng");
	assert_true(platdev_hwrng_available(text, sizeof(text)) > 0);
	assert_string_equal(text, "10000000.rng 10001000.rng ");
	assert_non_null(platdev_class_device_find("hwrng", "10000000.rng"));
	assert_int_equal(platdev_hwrng_current(text, 4), -ENOSPC);

	/*
	 * A waiting read of the driver gives seven words (it stops while
	 * more than a word is left of 32 bytes); all 28 bytes read at once
	 * are those words, in order.
	 */
	assert_int_equal(platdev_hwrng_read(got, sizeof(got), false), 28);
	assert_int_equal(platdev_sim_rng_served(good_np), 7);
	for (i = 0; i < 7; i++)
		word_bytes(i + 1, want + 4 * i);
	assert_memory_equal(got, want, sizeof(want));
}

static void test_choice(void **state)
{
	struct device_node *poor_np = of_find_node_by_path("/rng@10000000");
	char text[64];
	u8 buf[8];

	(void)state;
	assert_int_equal(platdev_hwrng_set_current("nope"), -ENODEV);
	assert_int_equal(platdev_hwrng_set_current("10000000.rng"), 0);
	assert_int_equal(platdev_hwrng_read(buf, 4, false), 4);
	assert_int_equal(platdev_sim_rng_served(poor_np), 7);
	assert_int_equal(platdev_sim_rng_served(good_np), 0);
	assert_int_equal(platdev_hwrng_set_current("none"), 0);
	assert_int_equal(platdev_hwrng_current(text, sizeof(text)), 4);
	assert_string_equal(text, "none");
	assert_int_equal(platdev_hwrng_read(buf, 4, false), -ENODEV);
	assert_int_equal(platdev_hwrng_set_current(""), 0);
	platdev_hwrng_current(text, sizeof(text));
	assert_string_equal(text, "10001000.rng");
	of_node_put(poor_np);

	/* The drivers gone: no rng. */
	of_platform_depopulate(NULL);
	platdev_hwrng_current(text, sizeof(text));
	assert_string_equal(text, "none");
	assert_int_equal(platdev_hwrng_read(buf, 4, false), -ENODEV);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, board_up, board_down)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_current_and_bytes),
		T(test_choice),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
