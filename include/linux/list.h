/* SPDX-License-Identifier: MIT */
/*
 * linux/list.h - circular doubly linked lists threaded through the objects
 * they link, with the kernel's names.
 */
#ifndef _PLATDEV_LINUX_LIST_H
#define _PLATDEV_LINUX_LIST_H

#include <linux/kernel.h>

struct list_head {
	struct list_head *next, *prev;
};

#define LIST_HEAD_INIT(name)     \
	{                        \
		&(name), &(name) \
	}
#define LIST_HEAD(name) struct list_head name = LIST_HEAD_INIT(name)

static inline void INIT_LIST_HEAD(struct list_head *head)
{
	head->next = head;
	head->prev = head;
}

/* Link @entry between two neighbours that are known to be adjacent. */
static inline void __list_link(struct list_head *entry, struct list_head *prev,
			       struct list_head *next)
{
	next->prev = entry;
	entry->next = next;
	entry->prev = prev;
	prev->next = entry;
}

static inline void list_add(struct list_head *entry, struct list_head *head)
{
	__list_link(entry, head, head->next);
}

static inline void list_add_tail(struct list_head *entry,
				 struct list_head *head)
{
	__list_link(entry, head->prev, head);
}

static inline void __list_unlink(struct list_head *entry)
{
	entry->next->prev = entry->prev;
	entry->prev->next = entry->next;
}

/* Unlink and leave the node pointing at itself, so list_empty() on it holds. */
static inline void list_del_init(struct list_head *entry)
{
	__list_unlink(entry);
	INIT_LIST_HEAD(entry);
}

/* Same as list_del_init(): a dangling node is never left behind. */
static inline void list_del(struct list_head *entry)
{
	list_del_init(entry);
}

static inline void list_move(struct list_head *entry, struct list_head *head)
{
	__list_unlink(entry);
	list_add(entry, head);
}

static inline void list_move_tail(struct list_head *entry,
				  struct list_head *head)
{
	__list_unlink(entry);
	list_add_tail(entry, head);
}

static inline int list_empty(const struct list_head *head)
{
	return head->next == head;
}

static inline int list_is_last(const struct list_head *entry,
			       const struct list_head *head)
{
	return entry->next == head;
}

#define list_entry(ptr, type, member) container_of(ptr, type, member)
#define list_first_entry(head, type, member) \
	list_entry((head)->next, type, member)
#define list_last_entry(head, type, member) \
	list_entry((head)->prev, type, member)
#define list_first_entry_or_null(head, type, member) \
	(list_empty(head) ? NULL : list_first_entry(head, type, member))
#define list_next_entry(pos, member) \
	list_entry((pos)->member.next, typeof(*(pos)), member)
#define list_prev_entry(pos, member) \
	list_entry((pos)->member.prev, typeof(*(pos)), member)

#define list_for_each(pos, head) \
	for (pos = (head)->next; pos != (head); pos = pos->next)

/* As list_for_each(), but @pos may be removed from the list in the body. */
#define list_for_each_safe(pos, n, head)                       \
	for (pos = (head)->next, n = pos->next; pos != (head); \
	     pos = n, n = pos->next)

#define list_for_each_entry(pos, head, member)                   \
	for (pos = list_first_entry(head, typeof(*pos), member); \
	     &pos->member != (head); pos = list_next_entry(pos, member))

#define list_for_each_entry_reverse(pos, head, member)          \
	for (pos = list_last_entry(head, typeof(*pos), member); \
	     &pos->member != (head); pos = list_prev_entry(pos, member))

#define list_for_each_entry_safe(pos, n, head, member)           \
	for (pos = list_first_entry(head, typeof(*pos), member), \
	    n = list_next_entry(pos, member);                    \
	     &pos->member != (head); pos = n, n = list_next_entry(n, member))

#define list_for_each_entry_safe_reverse(pos, n, head, member)  \
	for (pos = list_last_entry(head, typeof(*pos), member), \
	    n = list_prev_entry(pos, member);                   \
	     &pos->member != (head); pos = n, n = list_prev_entry(n, member))

#endif /* _PLATDEV_LINUX_LIST_H */
