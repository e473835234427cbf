/* SPDX-License-Identifier: MIT */
/*
 * sim_board.h - the simulated board each test of Linux's drivers runs
 * on: its tree (PLATDEV_LINUX_DTB) loaded and simulated, the early
 * interrupt controllers set up, time on the board's virtual clock, the
 * test's consumer driver registered, the tree populated; and all of it
 * undone.
 */
#ifndef _PLATDEV_TESTS_LINUX_SIM_BOARD_H
#define _PLATDEV_TESTS_LINUX_SIM_BOARD_H

#include <stdbool.h>

struct platform_driver;

/**
 * struct linux_sim_board - how a test's board comes up
 * @consumer: the test's own driver, registered before the tree is
 *            populated; NULL for none
 * @early: set up the controllers Linux sets up before any device (the
 *         GIC: platdev_of_init_early()), asserting there is one
 * @virtual_time: time (delays, timeouts, jiffies) runs on the simulated
 *                board's virtual clock
 */
struct linux_sim_board {
	struct platform_driver *consumer;
	bool early;
	bool virtual_time;
};

/* Bring the board of @dtb up as @b says (each step asserted). */
void linux_sim_board_start(const char *dtb, const struct linux_sim_board *b);

/*
 * Undo linux_sim_board_start(): unregister the consumer (unless the test
 * did: then clear @b's), depopulate, take the board down (asserted).
 */
void linux_sim_board_stop(const struct linux_sim_board *b);

/* Bring the board up with @consumer registered (asserted). */
void linux_sim_board_up(const char *dtb, struct platform_driver *consumer);

/*
 * Unregister @consumer (NULL: the test did), depopulate, take the board
 * down (asserted).
 */
void linux_sim_board_down(struct platform_driver *consumer);

#endif /* _PLATDEV_TESTS_LINUX_SIM_BOARD_H */
