/* SPDX-License-Identifier: MIT */
/*
 * reset.h - the reset framework's private records, shared by src/reset/.
 *
 * The registry of controllers, each controller's list of handles, the
 * handles' reference counts and their acquired flags are guarded by the
 * core lock; the shared counts are atomic, as in Linux.
 */
#ifndef _PLATDEV_SRC_RESET_H
#define _PLATDEV_SRC_RESET_H

#include <linux/atomic.h>
#include <linux/list.h>
#include <linux/reset-controller.h>
#include <linux/reset.h>

/**
 * struct reset_control - a handle of one line (or, with @array, of a list)
 * @rcdev: its controller; NULL once that was unregistered
 * @list: the controller's list of handles
 * @id: the line's number at the controller
 * @refs: how many gets share it (shared handles are one per line)
 * @acquired: an exclusive handle that may act on the line
 * @shared: counted deasserts and one pulse for all its users
 * @array: it is the @base of a struct reset_control_array
 * @deassert_count: deasserts not undone (shared)
 * @triggered_count: pulses not rearmed (shared)
 */
struct reset_control {
	struct reset_controller_dev *rcdev;
	struct list_head list;
	unsigned int id;
	unsigned int refs;
	bool acquired;
	bool shared;
	bool array;
	atomic_t deassert_count;
	atomic_t triggered_count;
};

/**
 * struct reset_control_array - the handles of every line a node lists
 * @base: what the consumer holds
 * @num_rstcs: how many
 * @rstc: the handles
 */
struct reset_control_array {
	struct reset_control base;
	unsigned int num_rstcs;
	struct reset_control *rstc[];
};

/* The registered controllers, newest first. Core lock. */
extern struct list_head reset_controller_list;

/* Drop one reference of @rstc (a single line's), core lock held. */
void reset_control_put_locked(struct reset_control *rstc);

/* The line @index (or @id of "reset-names") of @node, for @dev if set. */
struct reset_control *reset_control_get_of(struct device *dev,
					   struct device_node *node,
					   const char *id, int index,
					   enum reset_control_flags flags);

/* Every line of @np's "resets" as one handle, for @dev if set. */
struct reset_control *
reset_control_array_get_of(struct device *dev, struct device_node *np,
			   enum reset_control_flags flags);

#endif /* _PLATDEV_SRC_RESET_H */
