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

/** list_is_first() - Return: whether @entry is the first of @head */
static inline int list_is_first(const struct list_head *entry,
				const struct list_head *head)
{
	return entry->prev == head;
}

/** list_is_head() - Return: whether @entry is @head itself */
static inline int list_is_head(const struct list_head *entry,
			       const struct list_head *head)
{
	return entry == head;
}

/** list_is_singular() - Return: whether @head holds exactly one entry */
static inline int list_is_singular(const struct list_head *head)
{
	return !list_empty(head) && head->next == head->prev;
}

/* As list_empty(), and also false while another CPU is half-way (same here). */
static inline int list_empty_careful(const struct list_head *head)
{
	return list_empty(head);
}

/** list_replace() - put @new where @old is (@old is left as it was) */
static inline void list_replace(struct list_head *old, struct list_head *new)
{
	new->next = old->next;
	new->next->prev = new;
	new->prev = old->prev;
	new->prev->next = new;
}

/** list_replace_init() - list_replace(), then make @old an empty list */
static inline void list_replace_init(struct list_head *old,
				     struct list_head *new)
{
	list_replace(old, new);
	INIT_LIST_HEAD(old);
}

/** list_swap() - exchange the places of @a and @b (in one list or two) */
static inline void list_swap(struct list_head *a, struct list_head *b)
{
	struct list_head *before_b = b->prev;

	list_del(b);
	list_replace(a, b);
	if (before_b == a)
		before_b = b;
	list_add(a, before_b);
}

/** list_rotate_left() - move the first entry of @head to its end */
static inline void list_rotate_left(struct list_head *head)
{
	if (!list_empty(head))
		list_move_tail(head->next, head);
}

/** list_rotate_to_front() - rotate @head so that @entry comes first */
static inline void list_rotate_to_front(struct list_head *entry,
					struct list_head *head)
{
	list_move_tail(head, entry);
}

/** list_count_nodes() - Return: how many entries @head holds */
static inline size_t list_count_nodes(const struct list_head *head)
{
	const struct list_head *pos;
	size_t n = 0;

	for (pos = head->next; pos != head; pos = pos->next)
		n++;
	return n;
}

/* Link the entries of @list (not empty) between @prev and @next. */
static inline void __list_splice(const struct list_head *list,
				 struct list_head *prev, struct list_head *next)
{
	struct list_head *first = list->next;
	struct list_head *last = list->prev;

	first->prev = prev;
	prev->next = first;
	last->next = next;
	next->prev = last;
}

/**
 * list_splice() - insert the entries of @list at the front of @head
 *
 * @list itself is left pointing at the moved entries: reinitialise it (or
 * use list_splice_init()) before using it again.
 */
static inline void list_splice(const struct list_head *list,
			       struct list_head *head)
{
	if (!list_empty(list))
		__list_splice(list, head, head->next);
}

/** list_splice_tail() - insert the entries of @list at the end of @head */
static inline void list_splice_tail(const struct list_head *list,
				    struct list_head *head)
{
	if (!list_empty(list))
		__list_splice(list, head->prev, head);
}

/** list_splice_init() - list_splice(), then leave @list empty */
static inline void list_splice_init(struct list_head *list,
				    struct list_head *head)
{
	if (!list_empty(list)) {
		__list_splice(list, head, head->next);
		INIT_LIST_HEAD(list);
	}
}

/** list_splice_tail_init() - list_splice_tail(), then leave @list empty */
static inline void list_splice_tail_init(struct list_head *list,
					 struct list_head *head)
{
	if (!list_empty(list)) {
		__list_splice(list, head->prev, head);
		INIT_LIST_HEAD(list);
	}
}

/**
 * list_cut_position() - move the entries of @head up to and including
 * @entry to the empty (or discarded) list @list
 */
static inline void list_cut_position(struct list_head *list,
				     struct list_head *head,
				     struct list_head *entry)
{
	if (list_empty(head) ||
	    (list_is_singular(head) && head->next != entry && head != entry))
		return;
	if (entry == head) {
		INIT_LIST_HEAD(list);
		return;
	}
	list->next = head->next;
	list->next->prev = list;
	list->prev = entry;
	head->next = entry->next;
	head->next->prev = head;
	entry->next = list;
}

/**
 * list_bulk_move_tail() - move the run @first..@last of one list to the
 * end of @head
 */
static inline void list_bulk_move_tail(struct list_head *head,
				       struct list_head *first,
				       struct list_head *last)
{
	first->prev->next = last->next;
	last->next->prev = first->prev;
	head->prev->next = first;
	first->prev = head->prev;
	last->next = head;
	head->prev = last;
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

#define list_last_entry_or_null(head, type, member) \
	(list_empty(head) ? NULL : list_last_entry(head, type, member))
#define list_entry_is_head(pos, head, member) (&(pos)->member == (head))
/* The next entry, wrapping past the end to the first. */
#define list_next_entry_circular(pos, head, member)               \
	(list_is_last(&(pos)->member, head) ?                     \
		 list_first_entry(head, typeof(*(pos)), member) : \
		 list_next_entry(pos, member))
#define list_prev_entry_circular(pos, head, member)              \
	(list_is_first(&(pos)->member, head) ?                   \
		 list_last_entry(head, typeof(*(pos)), member) : \
		 list_prev_entry(pos, member))
/* @pos, or the head's container when NULL, for the _continue walks. */
#define list_prepare_entry(pos, head, member) \
	((pos) ?: list_entry(head, typeof(*pos), member))

#define list_for_each_prev(pos, head) \
	for (pos = (head)->prev; pos != (head); pos = pos->prev)
#define list_for_each_prev_safe(pos, n, head)                  \
	for (pos = (head)->prev, n = pos->prev; pos != (head); \
	     pos = n, n = pos->prev)
#define list_for_each_continue(pos, head) \
	for (pos = pos->next; pos != (head); pos = pos->next)

/* Walks that start after (_continue) or at (_from) @pos. */
#define list_for_each_entry_continue(pos, head, member) \
	for (pos = list_next_entry(pos, member);        \
	     !list_entry_is_head(pos, head, member);    \
	     pos = list_next_entry(pos, member))
#define list_for_each_entry_continue_reverse(pos, head, member) \
	for (pos = list_prev_entry(pos, member);                \
	     !list_entry_is_head(pos, head, member);            \
	     pos = list_prev_entry(pos, member))
#define list_for_each_entry_from(pos, head, member)    \
	for (; !list_entry_is_head(pos, head, member); \
	     pos = list_next_entry(pos, member))
#define list_for_each_entry_from_reverse(pos, head, member) \
	for (; !list_entry_is_head(pos, head, member);      \
	     pos = list_prev_entry(pos, member))
#define list_for_each_entry_safe_continue(pos, n, head, member) \
	for (pos = list_next_entry(pos, member),                \
	    n = list_next_entry(pos, member);                   \
	     !list_entry_is_head(pos, head, member);            \
	     pos = n, n = list_next_entry(n, member))
#define list_for_each_entry_safe_from(pos, n, head, member) \
	for (n = list_next_entry(pos, member);              \
	     !list_entry_is_head(pos, head, member);        \
	     pos = n, n = list_next_entry(n, member))
#define list_safe_reset_next(pos, n, member) n = list_next_entry(pos, member)

/*
 * hlist: lists with a one-pointer head, for hash tables. A node's @pprev
 * points at the pointer that points at it; an unhashed node has it NULL.
 */
struct hlist_head {
	struct hlist_node *first;
};

struct hlist_node {
	struct hlist_node *next, **pprev;
};

#define HLIST_HEAD_INIT       \
	{                     \
		.first = NULL \
	}
#define HLIST_HEAD(name) struct hlist_head name = { .first = NULL }
#define INIT_HLIST_HEAD(ptr) ((ptr)->first = NULL)

static inline void INIT_HLIST_NODE(struct hlist_node *h)
{
	h->next = NULL;
	h->pprev = NULL;
}

static inline int hlist_unhashed(const struct hlist_node *h)
{
	return !h->pprev;
}

static inline int hlist_empty(const struct hlist_head *h)
{
	return !h->first;
}

static inline void __hlist_del(struct hlist_node *n)
{
	*n->pprev = n->next;
	if (n->next)
		n->next->pprev = n->pprev;
}

/* Unlink @n and leave it unhashed (never a dangling node, as list_del()). */
static inline void hlist_del_init(struct hlist_node *n)
{
	if (!hlist_unhashed(n)) {
		__hlist_del(n);
		INIT_HLIST_NODE(n);
	}
}

static inline void hlist_del(struct hlist_node *n)
{
	hlist_del_init(n);
}

static inline void hlist_add_head(struct hlist_node *n, struct hlist_head *h)
{
	n->next = h->first;
	if (n->next)
		n->next->pprev = &n->next;
	h->first = n;
	n->pprev = &h->first;
}

/** hlist_add_before() - link @n just before @next */
static inline void hlist_add_before(struct hlist_node *n,
				    struct hlist_node *next)
{
	n->pprev = next->pprev;
	n->next = next;
	next->pprev = &n->next;
	*n->pprev = n;
}

/** hlist_add_behind() - link @n just after @prev */
static inline void hlist_add_behind(struct hlist_node *n,
				    struct hlist_node *prev)
{
	n->next = prev->next;
	prev->next = n;
	n->pprev = &prev->next;
	if (n->next)
		n->next->pprev = &n->next;
}

#define hlist_entry(ptr, type, member) container_of(ptr, type, member)
#define hlist_entry_safe(ptr, type, member)                          \
	({                                                           \
		typeof(ptr) ____ptr = (ptr);                         \
		____ptr ? hlist_entry(____ptr, type, member) : NULL; \
	})
#define hlist_for_each(pos, head) \
	for (pos = (head)->first; pos; pos = pos->next)
#define hlist_for_each_safe(pos, n, head)                \
	for (pos = (head)->first; pos && ({              \
					  n = pos->next; \
					  1;             \
				  });                    \
	     pos = n)
#define hlist_for_each_entry(pos, head, member)                              \
	for (pos = hlist_entry_safe((head)->first, typeof(*(pos)), member);  \
	     pos; pos = hlist_entry_safe((pos)->member.next, typeof(*(pos)), \
					 member))
#define hlist_for_each_entry_safe(pos, n, head, member)                   \
	for (pos = hlist_entry_safe((head)->first, typeof(*pos), member); \
	     pos && ({                                                    \
		     n = pos->member.next;                                \
		     1;                                                   \
	     });                                                          \
	     pos = hlist_entry_safe(n, typeof(*pos), member))

#endif /* _PLATDEV_LINUX_LIST_H */
