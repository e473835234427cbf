// SPDX-License-Identifier: MIT
/*
 * board_reset.c - a model resetting the whole board (a watchdog's reset
 * output): counted with its virtual time, logged, handed to the program's
 * hook (platdev_sim_board_set_reset_hook()); the model resets itself.
 */
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "sim_private.h"

static struct {
	unsigned long count;
	u64 last_ns;
	void (*hook)(void *ctx, const struct device_node *by);
	void *ctx;
} resets;

void platdev_sim_board_set_reset_hook(
	void (*hook)(void *ctx, const struct device_node *by), void *ctx)
{
	platdev_port_core_lock();
	resets.hook = hook;
	resets.ctx = ctx;
	platdev_port_core_unlock();
}

unsigned long platdev_sim_board_resets(u64 *last_ns)
{
	unsigned long count;

	platdev_port_core_lock();
	count = resets.count;
	if (last_ns)
		*last_ns = resets.last_ns;
	platdev_port_core_unlock();
	return count;
}

void sim_board_resets_clear(void)
{
	platdev_port_core_lock();
	resets.count = 0;
	resets.last_ns = 0;
	platdev_port_core_unlock();
}

void platdev_sim_board_reset(struct platdev_sim_instance *inst)
{
	void (*hook)(void *ctx, const struct device_node *by);
	struct device_node *np = platdev_sim_node(inst);
	u64 now = platdev_sim_time_now();
	void *ctx;

	platdev_port_core_lock();
	resets.count++;
	resets.last_ns = now;
	hook = resets.hook;
	ctx = resets.ctx;
	platdev_port_core_unlock();
	pr_emerg("sim: %s resets the board at %llu ns\n", of_node_full_name(np),
		 (unsigned long long)now);
	platdev_sim_reset(inst);
	if (hook)
		hook(ctx, np);
}
