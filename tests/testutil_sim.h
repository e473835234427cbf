/* SPDX-License-Identifier: MIT */
/*
 * testutil_sim.h - the test_sim_*.c tests' board: tests/dts/sim_board.dts
 * simulated, its interrupt controller given a one-cell irq domain.
 */
#ifndef _PLATDEV_TESTUTIL_SIM_H
#define _PLATDEV_TESTUTIL_SIM_H

struct irq_domain;

/* The domain of /intc@1000 while the board is up. */
extern struct irq_domain *sim_test_domain;

/*
 * Load @dtb (the build's sim_board.dtb), give /intc@1000 its domain and
 * simulate the board; asserts each step.
 */
void sim_test_board_up(const char *dtb);

/*
 * Stop observing, take the board down, dispose of interrupt 5's mapping
 * and the domain, unload the tree (asserted).
 */
void sim_test_board_down(void);

#endif /* _PLATDEV_TESTUTIL_SIM_H */
