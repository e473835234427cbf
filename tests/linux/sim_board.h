/* SPDX-License-Identifier: MIT */
/*
 * sim_board.h - the simulated board each test of Linux's drivers runs
 * on: its tree (PLATDEV_LINUX_DTB) loaded and simulated, the test's
 * consumer driver registered, the tree populated; and all of it undone.
 */
#ifndef _PLATDEV_TESTS_LINUX_SIM_BOARD_H
#define _PLATDEV_TESTS_LINUX_SIM_BOARD_H

struct platform_driver;

/* Bring the board up with @consumer registered (asserted). */
void linux_sim_board_up(const char *dtb, struct platform_driver *consumer);

/*
 * Unregister @consumer (NULL: the test did), depopulate, take the board
 * down (asserted).
 */
void linux_sim_board_down(struct platform_driver *consumer);

#endif /* _PLATDEV_TESTS_LINUX_SIM_BOARD_H */
