/* SPDX-License-Identifier: MIT */
/*
 * linux/radix-tree.h - the radix tree API, on the XArray as in Linux
 * (struct radix_tree_root is struct xarray; see linux/xarray.h for the
 * storage and the locking). Indices are unsigned long; an item must be a
 * pointer aligned to 4 bytes, not NULL.
 *
 * The writers (radix_tree_insert(), radix_tree_delete(), the tags) expect
 * the caller's lock, as Linux's: they do not take xa_lock. A slot from
 * radix_tree_lookup_slot() or radix_tree_for_each_slot() stays valid
 * until the next insertion or deletion; deleting the current item inside
 * radix_tree_for_each_slot() (radix_tree_iter_delete()) is allowed.
 * Tags are the XArray's marks 0 to 2. Preloading allocates nothing:
 * an insertion that runs out of memory returns -ENOMEM.
 */
#ifndef _PLATDEV_LINUX_RADIX_TREE_H
#define _PLATDEV_LINUX_RADIX_TREE_H

#include <linux/bug.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/list.h>
#include <linux/smp.h> /* as Linux's reaches it through linux/percpu.h */
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/xarray.h>

#define radix_tree_root xarray
#define radix_tree_node xa_node

#define RADIX_TREE_MAX_TAGS XA_MAX_MARKS
/*
 * The gfp mask a tree is declared with only served Linux's preloading;
 * here it is dropped (our gfp values would read as XArray flags).
 */
#define RADIX_TREE_INIT(name, mask) XARRAY_INIT(name, 0)
#define RADIX_TREE(name, mask) \
	struct radix_tree_root name = RADIX_TREE_INIT(name, mask)
#define INIT_RADIX_TREE(root, mask) xa_init_flags(root, ((void)(mask), 0))

/**
 * struct radix_tree_iter - where radix_tree_for_each_slot() is
 * @index: the index of the current slot
 * @next_index: the index to look from next
 * @tags: unused, for source compatibility
 */
struct radix_tree_iter {
	unsigned long index;
	unsigned long next_index;
	unsigned long tags;
};

/** radix_tree_empty() - Return: whether @root holds nothing */
static inline bool radix_tree_empty(const struct radix_tree_root *root)
{
	return xa_empty(root);
}

/**
 * radix_tree_insert() - put @item at @index
 * Return: 0, -EEXIST when @index holds an item, -ENOMEM.
 */
static inline int radix_tree_insert(struct radix_tree_root *root,
				    unsigned long index, void *item)
{
	int ret;

	if (WARN_ON_ONCE(!item || xa_is_internal(item)))
		return -EINVAL;
	ret = __xa_insert(root, index, item, GFP_KERNEL);
	return ret == -EBUSY ? -EEXIST : ret;
}

/** radix_tree_lookup() - Return: the item at @index, or NULL */
static inline void *radix_tree_lookup(const struct radix_tree_root *root,
				      unsigned long index)
{
	return xa_load((struct xarray *)root, index);
}

/** radix_tree_lookup_slot() - Return: the slot of the item at @index, or NULL */
static inline void __rcu **
radix_tree_lookup_slot(const struct radix_tree_root *root, unsigned long index)
{
	return __platdev_xa_slot((struct xarray *)root, &index, true);
}

/**
 * radix_tree_delete_item() - remove the item at @index when it is @item
 * (any item when @item is NULL)
 * Return: the item removed, or NULL.
 */
static inline void *radix_tree_delete_item(struct radix_tree_root *root,
					   unsigned long index, void *item)
{
	void *curr = xa_load(root, index);

	if (!curr || (item && curr != item))
		return NULL;
	return __xa_erase(root, index);
}

/** radix_tree_delete() - remove the item at @index; Return: it, or NULL */
static inline void *radix_tree_delete(struct radix_tree_root *root,
				      unsigned long index)
{
	return radix_tree_delete_item(root, index, NULL);
}

/**
 * radix_tree_gang_lookup() - up to @max_items items from @first_index up,
 * in index order, into @results
 * Return: how many.
 */
static inline unsigned int
radix_tree_gang_lookup(const struct radix_tree_root *root, void **results,
		       unsigned long first_index, unsigned int max_items)
{
	unsigned long index = first_index;
	unsigned int n = 0;
	void *item;

	if (!max_items)
		return 0;
	for (item = xa_find((struct xarray *)root, &index, ULONG_MAX,
			    XA_PRESENT);
	     item; item = xa_find_after((struct xarray *)root, &index,
					ULONG_MAX, XA_PRESENT)) {
		results[n++] = item;
		if (n == max_items)
			break;
	}
	return n;
}

#define radix_tree_deref_slot(slot) (*(slot))
#define radix_tree_deref_slot_protected(slot, lock) (*(slot))
#define radix_tree_deref_retry(arg) 0
#define radix_tree_exception(arg) 0

/** radix_tree_replace_slot() - put @item in @slot (from a lookup) */
static inline void radix_tree_replace_slot(struct radix_tree_root *root,
					   void __rcu **slot, void *item)
{
	(void)root;
	if (!WARN_ON_ONCE(!item || xa_is_internal(item)))
		*slot = item;
}

/** radix_tree_iter_init() - start @iter at @start; Return: NULL */
static inline void __rcu **radix_tree_iter_init(struct radix_tree_iter *iter,
						unsigned long start)
{
	iter->index = 0;
	iter->next_index = start;
	iter->tags = 0;
	return NULL;
}

/* The slot of the first item at @iter->next_index or above, or NULL. */
static inline void __rcu **__platdev_radix_next(struct radix_tree_root *root,
						struct radix_tree_iter *iter)
{
	unsigned long index = iter->next_index;
	void **slot;

	if (!index && iter->index)
		return NULL; /* wrapped past ULONG_MAX */
	slot = __platdev_xa_slot(root, &index, false);
	if (slot) {
		iter->index = index;
		iter->next_index = index + 1;
	}
	return slot;
}

/**
 * radix_tree_for_each_slot() - each item's slot from @start up, in index
 * order; @iter->index is the current index
 */
#define radix_tree_for_each_slot(slot, root, iter, start) \
	for (radix_tree_iter_init(iter, start),           \
	     (slot) = __platdev_radix_next(root, iter);   \
	     (slot); (slot) = __platdev_radix_next(root, iter))

/** radix_tree_iter_delete() - remove the item of the current slot */
static inline void radix_tree_iter_delete(struct radix_tree_root *root,
					  struct radix_tree_iter *iter,
					  void __rcu **slot)
{
	(void)slot;
	__xa_erase(root, iter->index);
}

/** radix_tree_tag_set() - set @tag on the item at @index; Return: the item */
static inline void *radix_tree_tag_set(struct radix_tree_root *root,
				       unsigned long index, unsigned int tag)
{
	__xa_set_mark(root, index, tag);
	return xa_load(root, index);
}

/** radix_tree_tag_clear() - clear @tag on the item at @index; Return: it */
static inline void *radix_tree_tag_clear(struct radix_tree_root *root,
					 unsigned long index, unsigned int tag)
{
	__xa_clear_mark(root, index, tag);
	return xa_load(root, index);
}

/** radix_tree_tag_get() - Return: whether the item at @index has @tag */
static inline int radix_tree_tag_get(const struct radix_tree_root *root,
				     unsigned long index, unsigned int tag)
{
	return xa_get_mark((struct xarray *)root, index, tag);
}

/** radix_tree_tagged() - Return: whether any item has @tag */
static inline int radix_tree_tagged(const struct radix_tree_root *root,
				    unsigned int tag)
{
	return xa_marked(root, tag);
}

/* Nothing is allocated ahead here: these always succeed. */
static inline int radix_tree_preload(gfp_t gfp_mask)
{
	(void)gfp_mask;
	return 0;
}

static inline int radix_tree_maybe_preload(gfp_t gfp_mask)
{
	(void)gfp_mask;
	return 0;
}

static inline void radix_tree_preload_end(void)
{
}

#endif /* _PLATDEV_LINUX_RADIX_TREE_H */
