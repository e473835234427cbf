/* SPDX-License-Identifier: MIT */
/*
 * linux/idr.h - small integer IDs: the IDR maps each ID it hands out to a
 * pointer, the IDA only hands out and takes back IDs. Both are built on
 * the XArray (linux/xarray.h) and allocate through kmalloc().
 *
 * As Linux's: IDs are ints from 0 (or an IDR's base) to INT_MAX; the
 * lowest free ID in the range asked for is handed out. idr_alloc() gives
 * -ENOSPC when the range is full and -ENOMEM when out of memory; so do
 * the ida_alloc*() forms. An IDR's allocators, lookups and removals need
 * the caller's lock when used from several threads (idr_lock() is there
 * for that); the IDA locks itself.
 */
#ifndef _PLATDEV_LINUX_IDR_H
#define _PLATDEV_LINUX_IDR_H

#include <linux/bitmap.h>
#include <linux/bug.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/limits.h>
#include <linux/radix-tree.h>
#include <linux/spinlock.h>
#include <linux/types.h>
#include <linux/xarray.h>

/**
 * struct idr - IDs to pointers
 * @idr_rt: the pointers, at ID - @idr_base
 * @idr_base: the lowest ID
 * @idr_next: where idr_alloc_cyclic() looks from next
 */
struct idr {
	struct radix_tree_root idr_rt;
	unsigned int idr_base;
	unsigned int idr_next;
};

#define IDR_INIT_BASE(name, base)                                   \
	{                                                           \
		.idr_rt = XARRAY_INIT(name.idr_rt, XA_FLAGS_ALLOC), \
		.idr_base = (base), .idr_next = 0,                  \
	}
#define IDR_INIT(name) IDR_INIT_BASE(name, 0)
#define DEFINE_IDR(name) struct idr name = IDR_INIT(name)

/** idr_init_base() - make @idr empty, its IDs starting at @base */
static inline void idr_init_base(struct idr *idr, int base)
{
	xa_init_flags(&idr->idr_rt, XA_FLAGS_ALLOC);
	idr->idr_base = (unsigned int)base;
	idr->idr_next = 0;
}

/** idr_init() - make @idr empty, its IDs starting at 0 */
static inline void idr_init(struct idr *idr)
{
	idr_init_base(idr, 0);
}

/** idr_is_empty() - Return: whether @idr has no ID handed out */
static inline bool idr_is_empty(const struct idr *idr)
{
	return xa_empty(&idr->idr_rt);
}

#define idr_lock(idr) xa_lock(&(idr)->idr_rt)
#define idr_unlock(idr) xa_unlock(&(idr)->idr_rt)
#define idr_lock_bh(idr) xa_lock_bh(&(idr)->idr_rt)
#define idr_unlock_bh(idr) xa_unlock_bh(&(idr)->idr_rt)
#define idr_lock_irq(idr) xa_lock_irq(&(idr)->idr_rt)
#define idr_unlock_irq(idr) xa_unlock_irq(&(idr)->idr_rt)
#define idr_lock_irqsave(idr, flags) xa_lock_irqsave(&(idr)->idr_rt, flags)
#define idr_unlock_irqrestore(idr, flags) \
	xa_unlock_irqrestore(&(idr)->idr_rt, flags)

/** idr_get_cursor() - where idr_alloc_cyclic() looks from next */
static inline unsigned int idr_get_cursor(const struct idr *idr)
{
	return READ_ONCE(idr->idr_next);
}

/** idr_set_cursor() - make idr_alloc_cyclic() look from @val next */
static inline void idr_set_cursor(struct idr *idr, unsigned int val)
{
	WRITE_ONCE(idr->idr_next, val);
}

/* Nothing is allocated ahead here: preloading does nothing. */
static inline void idr_preload(gfp_t gfp_mask)
{
	(void)gfp_mask;
}

static inline void idr_preload_end(void)
{
}

/**
 * idr_alloc_u32() - the lowest free ID from *@nextid to @max for @ptr
 * (NULL reserves the ID: idr_find() gives NULL for it)
 * Return: 0 with the ID in *@nextid, -ENOSPC when none is free, -ENOMEM.
 */
int idr_alloc_u32(struct idr *idr, void *ptr, u32 *nextid, unsigned long max,
		  gfp_t gfp);

/**
 * idr_alloc() - the lowest free ID from @start to @end - 1 (to INT_MAX
 * when @end <= 0) for @ptr
 * Return: the ID, -ENOSPC when none is free, -ENOMEM, -EINVAL for a
 * negative @start.
 */
int idr_alloc(struct idr *idr, void *ptr, int start, int end, gfp_t gfp);

/**
 * idr_alloc_cyclic() - idr_alloc() from the ID after the last one handed
 * out, wrapping to @start when the range above is full
 * Return: the ID, or idr_alloc()'s errors.
 */
int idr_alloc_cyclic(struct idr *idr, void *ptr, int start, int end, gfp_t gfp);

/** idr_remove() - give back @id; Return: its pointer, or NULL */
void *idr_remove(struct idr *idr, unsigned long id);

/** idr_find() - Return: the pointer of @id, or NULL */
void *idr_find(const struct idr *idr, unsigned long id);

/**
 * idr_replace() - give @id the pointer @ptr instead
 * Return: the old pointer, or ERR_PTR(-ENOENT) when @id is not handed out.
 */
void *idr_replace(struct idr *idr, void *ptr, unsigned long id);

/**
 * idr_for_each() - call @fn(id, pointer, @data) for each ID with a
 * pointer, in ID order, until one returns non-zero
 * Return: that value, or 0.
 */
int idr_for_each(const struct idr *idr, int (*fn)(int id, void *p, void *data),
		 void *data);

/**
 * idr_get_next() - the first ID at *@nextid or above with a pointer
 * Return: its pointer (the ID in *@nextid), or NULL.
 */
void *idr_get_next(struct idr *idr, int *nextid);

/** idr_get_next_ul() - idr_get_next() with an unsigned long ID */
void *idr_get_next_ul(struct idr *idr, unsigned long *nextid);

/** idr_destroy() - give back every ID (the pointers are the caller's) */
void idr_destroy(struct idr *idr);

#define idr_for_each_entry(idr, entry, id) \
	for ((id) = 0; ((entry) = idr_get_next(idr, &(id))) != NULL; (id) += 1U)
#define idr_for_each_entry_ul(idr, entry, tmp, id)                             \
	for ((tmp) = 0, (id) = 0;                                              \
	     ((entry) = (tmp) <= (id) ? idr_get_next_ul(idr, &(id)) : NULL) != \
	     NULL;                                                             \
	     (tmp) = (id), ++(id))
#define idr_for_each_entry_continue(idr, entry, id)         \
	for ((entry) = idr_get_next((idr), &(id)); (entry); \
	     ++(id), (entry) = idr_get_next((idr), &(id)))
#define idr_for_each_entry_continue_ul(idr, entry, tmp, id)                    \
	for ((tmp) = (id);                                                     \
	     ((entry) = (tmp) <= (id) ? idr_get_next_ul(idr, &(id)) : NULL) != \
	     NULL;                                                             \
	     (tmp) = (id), ++(id))

/* --- IDA ------------------------------------------------------------------- */

/* The IDs of one bitmap of an IDA. */
#define IDA_CHUNK_SIZE 128
#define IDA_BITMAP_LONGS (IDA_CHUNK_SIZE / sizeof(long))
#define IDA_BITMAP_BITS (IDA_BITMAP_LONGS * sizeof(long) * 8)

/** struct ida_bitmap - which of IDA_BITMAP_BITS IDs are handed out */
struct ida_bitmap {
	unsigned long bitmap[IDA_BITMAP_LONGS];
};

/** struct ida - IDs, kept as bitmaps indexed by ID / IDA_BITMAP_BITS */
struct ida {
	struct xarray xa;
};

#define IDA_INIT_FLAGS (XA_FLAGS_LOCK_IRQ | XA_FLAGS_ALLOC)
#define IDA_INIT(name)                                     \
	{                                                  \
		.xa = XARRAY_INIT(name.xa, IDA_INIT_FLAGS) \
	}
#define DEFINE_IDA(name) struct ida name = IDA_INIT(name)

/** ida_init() - make @ida empty */
static inline void ida_init(struct ida *ida)
{
	xa_init_flags(&ida->xa, IDA_INIT_FLAGS);
}

/** ida_is_empty() - Return: whether @ida has no ID handed out */
static inline bool ida_is_empty(const struct ida *ida)
{
	return xa_empty(&ida->xa);
}

/**
 * ida_alloc_range() - the lowest free ID from @min to @max
 *
 * A @max above INT_MAX means INT_MAX.
 *
 * Return: the ID; -ENOSPC when none is free or @min is above INT_MAX,
 * -ENOMEM.
 */
int ida_alloc_range(struct ida *ida, unsigned int min, unsigned int max,
		    gfp_t gfp);

/**
 * ida_free() - give back @id; a negative one is ignored, one not handed
 * out is a bug that warns
 */
void ida_free(struct ida *ida, unsigned int id);

/** ida_destroy() - give back every ID */
void ida_destroy(struct ida *ida);

/** ida_alloc() - the lowest free ID */
static inline int ida_alloc(struct ida *ida, gfp_t gfp)
{
	return ida_alloc_range(ida, 0, ~0U, gfp);
}

/** ida_alloc_min() - the lowest free ID from @min */
static inline int ida_alloc_min(struct ida *ida, unsigned int min, gfp_t gfp)
{
	return ida_alloc_range(ida, min, ~0U, gfp);
}

/** ida_alloc_max() - the lowest free ID up to @max */
static inline int ida_alloc_max(struct ida *ida, unsigned int max, gfp_t gfp)
{
	return ida_alloc_range(ida, 0, max, gfp);
}

/* The names before ida_alloc(), as Linux still has them. */
#define ida_simple_get(ida, start, end, gfp) \
	ida_alloc_range(ida, start, (end) ? (end)-1 : ~0U, gfp)
#define ida_simple_remove(ida, id) ida_free(ida, id)

#endif /* _PLATDEV_LINUX_IDR_H */
