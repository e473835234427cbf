// SPDX-License-Identifier: MIT
/*
 * walk.c - visiting list entries without holding the core lock.
 *
 * A walker keeps its place with a cursor node linked into the list right
 * after the entry being visited. Entries before and after it may be added or
 * removed meanwhile; the walk resumes from the cursor. Cursors are told from
 * entries by the kind byte that follows every walkable list node.
 */
#include "base/base.h"

_Static_assert(offsetof(struct walk_cursor, kind) == sizeof(struct list_head),
	       "cursor kind must follow its node");
_Static_assert(offsetof(struct device_private, bus_node_kind) ==
		       offsetof(struct device_private, bus_node) +
			       sizeof(struct list_head),
	       "bus node kind must follow the bus node");
_Static_assert(offsetof(struct device_private, sibling_node_kind) ==
		       offsetof(struct device_private, sibling_node) +
			       sizeof(struct list_head),
	       "sibling node kind must follow the sibling node");
_Static_assert(offsetof(struct driver_private, node_kind) ==
		       offsetof(struct driver_private, node) +
			       sizeof(struct list_head),
	       "driver node kind must follow the driver node");

static u8 node_kind(const struct list_head *node)
{
	return ((const struct walk_cursor *)(const void *)node)->kind;
}

struct list_head *walk_next_locked(struct list_head *head,
				   struct list_head *pos)
{
	for (pos = pos->next; pos != head; pos = pos->next)
		if (node_kind(pos) == WALK_ENTRY)
			return pos;
	return NULL;
}

/* The previous entry (not a cursor) before @pos, or NULL at the start. */
static struct list_head *walk_prev_locked(struct list_head *head,
					  struct list_head *pos)
{
	for (pos = pos->prev; pos != head; pos = pos->prev)
		if (node_kind(pos) == WALK_ENTRY)
			return pos;
	return NULL;
}

/*
 * platdev_walk(), forwards from @start (or the beginning), or @reverse
 * from the end: the cursor is kept after the entry visited, or before it.
 */
static int walk(struct list_head *head, struct list_head *start,
		const struct walk_ops *ops, void *ctx, bool reverse)
{
	struct walk_cursor cursor = { .kind = WALK_CURSOR };
	struct list_head *node, *held = NULL;
	int ret = 0;

	platdev_port_core_lock();
	if (start && list_empty(start)) {
		platdev_port_core_unlock();
		return 0;
	}
	if (reverse)
		list_add_tail(&cursor.node, head);
	else
		list_add(&cursor.node, start ? start : head);
	while ((node = reverse ? walk_prev_locked(head, &cursor.node) :
				 walk_next_locked(head, &cursor.node))) {
		if (reverse)
			list_move_tail(&cursor.node, node);
		else
			list_move(&cursor.node, node);
		if (ops->accept && !ops->accept(node, ctx))
			continue;
		ops->get(node);
		platdev_port_core_unlock();
		if (held)
			ops->put(held);
		held = node;
		ret = ops->fn(node, ctx);
		platdev_port_core_lock();
		if (ret)
			break;
	}
	list_del(&cursor.node);
	platdev_port_core_unlock();
	if (held)
		ops->put(held);
	return ret;
}

int platdev_walk(struct list_head *head, struct list_head *start,
		 const struct walk_ops *ops, void *ctx)
{
	return walk(head, start, ops, ctx, false);
}

int platdev_walk_reverse(struct list_head *head, const struct walk_ops *ops,
			 void *ctx)
{
	return walk(head, NULL, ops, ctx, true);
}
