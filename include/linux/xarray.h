/* SPDX-License-Identifier: MIT */
/*
 * linux/xarray.h - an array of pointers indexed by unsigned long, as
 * Linux's XArray: entries are stored, loaded, erased, found in index order,
 * marked with three marks, and allocated at a free index.
 *
 * What an entry may be, as in Linux: a pointer aligned to 4 bytes, NULL
 * (storing NULL erases, except in an allocating array, where it keeps the
 * index reserved), or a value entry (xa_mk_value()). Errors come back as
 * error entries that xa_err() turns into -ENOMEM, -EINVAL, ...
 *
 * Storage: one array of (index, entry, marks) kept sorted by index, which
 * grows by doubling through kmalloc(). Lookups are binary searches; a
 * store at a new index moves the entries above it. That suits what drivers
 * keep (a few to a few hundred entries) and costs nothing when unused;
 * an XArray of millions of entries would want Linux's tree of nodes.
 *
 * Locking, as Linux's: xa_store(), xa_erase(), xa_alloc() and the other
 * plain forms take xa_lock themselves; the __xa_ forms expect the caller
 * to hold it (xa_lock(), xa_lock_irqsave(), ...). Readers (xa_load(),
 * xa_find(), xa_for_each(), xa_get_mark()) need no lock and may be called
 * with xa_lock held: where Linux readers rely on RCU, ours take a second,
 * internal lock for the duration of the call. An entry found may be
 * erased by another thread as soon as the call returns, as in Linux.
 *
 * Not provided: the advanced API (XA_STATE, xas_*()), multi-index entries
 * (xa_store_range(), orders) and xa_extract().
 */
#ifndef _PLATDEV_LINUX_XARRAY_H
#define _PLATDEV_LINUX_XARRAY_H

#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/limits.h>
#include <linux/spinlock.h>
#include <linux/types.h>

/* --- entries --------------------------------------------------------------- */

/** xa_mk_value() - an entry holding the integer @v (up to LONG_MAX) */
static inline void *xa_mk_value(unsigned long v)
{
	WARN_ON((long)v < 0);
	return (void *)((v << 1) | 1);
}

/** xa_to_value() - the integer of a value entry */
static inline unsigned long xa_to_value(const void *entry)
{
	return (unsigned long)entry >> 1;
}

/** xa_is_value() - Return: whether @entry is a value entry */
static inline bool xa_is_value(const void *entry)
{
	return (unsigned long)entry & 1;
}

/* A pointer with a tag (0 to 3) in its two low bits. */
static inline void *xa_tag_pointer(void *p, unsigned long tag)
{
	return (void *)((unsigned long)p | tag);
}

static inline void *xa_untag_pointer(void *entry)
{
	return (void *)((unsigned long)entry & ~3UL);
}

static inline unsigned int xa_pointer_tag(void *entry)
{
	return (unsigned long)entry & 3UL;
}

/* Internal entries: never stored by users, except XA_ZERO_ENTRY. */
static inline void *xa_mk_internal(unsigned long v)
{
	return (void *)((v << 2) | 2);
}

static inline unsigned long xa_to_internal(const void *entry)
{
	return (unsigned long)entry >> 2;
}

static inline bool xa_is_internal(const void *entry)
{
	return ((unsigned long)entry & 3) == 2;
}

/* What a reserved index holds: xa_load() gives NULL for it. */
#define XA_ZERO_ENTRY xa_mk_internal(257)
#define XA_RETRY_ENTRY xa_mk_internal(256)

static inline bool xa_is_zero(const void *entry)
{
	return entry == XA_ZERO_ENTRY;
}

static inline bool xa_is_retry(const void *entry)
{
	return entry == XA_RETRY_ENTRY;
}

/* An internal entry that may not be stored (all of them but the zero). */
static inline bool xa_is_advanced(const void *entry)
{
	return xa_is_internal(entry) && entry <= XA_RETRY_ENTRY;
}

/** xa_is_err() - Return: whether @entry is an error from an XArray call */
static inline bool xa_is_err(const void *entry)
{
	return unlikely(xa_is_internal(entry) &&
			entry >= xa_mk_internal(-MAX_ERRNO));
}

/** xa_err() - Return: the errno of an error entry, 0 for any other entry */
static inline int xa_err(void *entry)
{
	if (xa_is_err(entry))
		return (long)entry >> 2;
	return 0;
}

/* The error entry for -@errno (negative). */
#define XA_ERROR(errno) ((void *)(((unsigned long)(errno) << 2) | 2UL))

/* --- marks, flags, limits -------------------------------------------------- */

typedef unsigned int xa_mark_t;
#define XA_MARK_0 ((xa_mark_t)0U)
#define XA_MARK_1 ((xa_mark_t)1U)
#define XA_MARK_2 ((xa_mark_t)2U)
#define XA_PRESENT ((xa_mark_t)8U)
#define XA_MARK_MAX XA_MARK_2
#define XA_FREE_MARK XA_MARK_0
#define XA_MAX_MARKS 3

#define XA_FLAGS_LOCK_IRQ ((gfp_t)1U)
#define XA_FLAGS_LOCK_BH ((gfp_t)2U)
#define XA_FLAGS_TRACK_FREE ((gfp_t)4U)
#define XA_FLAGS_ZERO_BUSY ((gfp_t)8U)
#define XA_FLAGS_ALLOC_WRAPPED ((gfp_t)16U)
#define XA_FLAGS_ACCOUNT ((gfp_t)32U)
#define XA_FLAGS_MARK(mark) ((gfp_t)((1U << 26) << (unsigned int)(mark)))
/* An array whose free indices xa_alloc() hands out (0 first, or 1). */
#define XA_FLAGS_ALLOC (XA_FLAGS_TRACK_FREE | XA_FLAGS_MARK(XA_FREE_MARK))
#define XA_FLAGS_ALLOC1 (XA_FLAGS_TRACK_FREE | XA_FLAGS_ZERO_BUSY)

/**
 * struct xa_limit - the indices xa_alloc() may use, @min to @max inclusive
 */
struct xa_limit {
	u32 max;
	u32 min;
};

#define XA_LIMIT(_min, _max) ((struct xa_limit){ .min = (_min), .max = (_max) })
#define xa_limit_32b XA_LIMIT(0, UINT_MAX)
#define xa_limit_31b XA_LIMIT(0, INT_MAX)
#define xa_limit_16b XA_LIMIT(0, USHRT_MAX)

/* --- the array --------------------------------------------------------------- */

/* One stored entry (see the top of this file). */
struct __platdev_xa_item {
	unsigned long index;
	void *entry;
	unsigned long marks;
};

/**
 * struct xarray - the array
 * @xa_lock: the writers' lock (xa_lock() and friends)
 * @xa_flags: XA_FLAGS_*
 * @xa_items: the entries, sorted by index (kmalloc()ed)
 * @xa_nr: how many
 * @xa_cap: how many @xa_items holds
 * @xa_readers: the internal lock readers and writers take for a moment
 */
struct xarray {
	spinlock_t xa_lock;
	gfp_t xa_flags;
	struct __platdev_xa_item *xa_items;
	unsigned int xa_nr;
	unsigned int xa_cap;
	raw_spinlock_t xa_readers;
};

#define XARRAY_INIT(name, flags)                                         \
	{                                                                \
		.xa_lock = __SPIN_LOCK_UNLOCKED(name.xa_lock),           \
		.xa_flags = (flags), .xa_items = NULL, .xa_nr = 0,       \
		.xa_cap = 0,                                             \
		.xa_readers = __RAW_SPIN_LOCK_UNLOCKED(name.xa_readers), \
	}

#define DEFINE_XARRAY_FLAGS(name, flags) \
	struct xarray name = XARRAY_INIT(name, flags)
#define DEFINE_XARRAY(name) DEFINE_XARRAY_FLAGS(name, 0)
#define DEFINE_XARRAY_ALLOC(name) DEFINE_XARRAY_FLAGS(name, XA_FLAGS_ALLOC)
#define DEFINE_XARRAY_ALLOC1(name) DEFINE_XARRAY_FLAGS(name, XA_FLAGS_ALLOC1)

/** xa_init_flags() - make @xa an empty array with @flags */
static inline void xa_init_flags(struct xarray *xa, gfp_t flags)
{
	*xa = (struct xarray)XARRAY_INIT(*xa, flags);
}

/** xa_init() - make @xa an empty array */
static inline void xa_init(struct xarray *xa)
{
	xa_init_flags(xa, 0);
}

/** xa_empty() - Return: whether @xa holds nothing, reserved indices included */
static inline bool xa_empty(const struct xarray *xa)
{
	return READ_ONCE(xa->xa_nr) == 0;
}

/** xa_marked() - Return: whether any entry of @xa has @mark set */
bool xa_marked(const struct xarray *xa, xa_mark_t mark);

#define xa_trylock(xa) spin_trylock(&(xa)->xa_lock)
#define xa_lock(xa) spin_lock(&(xa)->xa_lock)
#define xa_unlock(xa) spin_unlock(&(xa)->xa_lock)
#define xa_lock_bh(xa) spin_lock_bh(&(xa)->xa_lock)
#define xa_unlock_bh(xa) spin_unlock_bh(&(xa)->xa_lock)
#define xa_lock_irq(xa) spin_lock_irq(&(xa)->xa_lock)
#define xa_unlock_irq(xa) spin_unlock_irq(&(xa)->xa_lock)
#define xa_lock_irqsave(xa, flags) spin_lock_irqsave(&(xa)->xa_lock, flags)
#define xa_unlock_irqrestore(xa, flags) \
	spin_unlock_irqrestore(&(xa)->xa_lock, flags)
#define xa_lock_nested(xa, subclass) xa_lock(xa)
#define xa_lock_bh_nested(xa, subclass) xa_lock_bh(xa)
#define xa_lock_irq_nested(xa, subclass) xa_lock_irq(xa)
#define xa_lock_irqsave_nested(xa, flags, subclass) xa_lock_irqsave(xa, flags)

/* --- readers ----------------------------------------------------------------- */

/** xa_load() - Return: the entry at @index, or NULL (also when reserved) */
void *xa_load(struct xarray *xa, unsigned long index);

/**
 * xa_find() - the first entry at *@indexp or above, up to @max, that is
 * present (@filter XA_PRESENT) or has the mark @filter
 *
 * Reserved indices are skipped. On success *@indexp is the entry's index.
 *
 * Return: the entry, or NULL when there is none (*@indexp unchanged).
 */
void *xa_find(struct xarray *xa, unsigned long *indexp, unsigned long max,
	      xa_mark_t filter);

/** xa_find_after() - xa_find() strictly above *@indexp */
void *xa_find_after(struct xarray *xa, unsigned long *indexp, unsigned long max,
		    xa_mark_t filter);

/** xa_get_mark() - Return: whether the entry at @index has @mark */
bool xa_get_mark(struct xarray *xa, unsigned long index, xa_mark_t mark);

#define xa_for_each_range(xa, index, entry, start, last)           \
	for ((index) = (start),                                    \
	    (entry) = xa_find((xa), &(index), (last), XA_PRESENT); \
	     (entry);                                              \
	     (entry) = xa_find_after((xa), &(index), (last), XA_PRESENT))
#define xa_for_each_start(xa, index, entry, start) \
	xa_for_each_range(xa, index, entry, start, ULONG_MAX)
#define xa_for_each(xa, index, entry) xa_for_each_start(xa, index, entry, 0)
#define xa_for_each_marked(xa, index, entry, filter)                \
	for ((index) = 0,                                           \
	    (entry) = xa_find((xa), &(index), ULONG_MAX, (filter)); \
	     (entry);                                               \
	     (entry) = xa_find_after((xa), &(index), ULONG_MAX, (filter)))

/*
 * The slot of the entry at *@indexp (@exact) or of the first one above it
 * (*@indexp then set to its index), reserved ones skipped; NULL for none.
 * For linux/radix-tree.h: the pointer is good until the next store.
 */
void **__platdev_xa_slot(struct xarray *xa, unsigned long *indexp, bool exact);

/* What is at @index, XA_ZERO_ENTRY for a reserved index (for the IDR). */
void *__platdev_xa_load_raw(struct xarray *xa, unsigned long index);

/* --- writers, with xa_lock held --------------------------------------------- */

/**
 * __xa_store() - store @entry at @index; NULL erases (reserves, in an
 * allocating array)
 * Return: the entry that was there (NULL for none or reserved), or an
 * error entry: -EINVAL for an internal @entry, -ENOMEM.
 */
void *__xa_store(struct xarray *xa, unsigned long index, void *entry,
		 gfp_t gfp);

/** __xa_erase() - remove the entry at @index; Return: it, or NULL */
void *__xa_erase(struct xarray *xa, unsigned long index);

/**
 * __xa_cmpxchg() - store @entry at @index when what is there is @old
 * (XA_ZERO_ENTRY for a reserved index); a NULL @entry erases, also in
 * an allocating array
 * Return: what was there (NULL for reserved), or an error entry.
 */
void *__xa_cmpxchg(struct xarray *xa, unsigned long index, void *old,
		   void *entry, gfp_t gfp);

/**
 * __xa_insert() - store @entry at a free @index (NULL reserves it)
 * Return: 0, -EBUSY when @index holds an entry or is reserved, -EINVAL
 * for an internal @entry, -ENOMEM.
 */
int __xa_insert(struct xarray *xa, unsigned long index, void *entry, gfp_t gfp);

/**
 * __xa_alloc() - store @entry at the lowest free index within @limit
 * @id: where the index goes
 *
 * With XA_FLAGS_ALLOC1 index 0 is never handed out.
 *
 * Return: 0, -EBUSY when @limit has no free index, -EINVAL when @xa is
 * not an allocating array or @entry is internal, -ENOMEM.
 */
int __xa_alloc(struct xarray *xa, u32 *id, void *entry, struct xa_limit limit,
	       gfp_t gfp);

/**
 * __xa_alloc_cyclic() - __xa_alloc() from *@next upwards, wrapping to
 * @limit's minimum when nothing above is free; *@next becomes the index
 * after the one used
 * Return: 0, 1 when the search wrapped (or the last index was used last
 * time), or __xa_alloc()'s errors.
 */
int __xa_alloc_cyclic(struct xarray *xa, u32 *id, void *entry,
		      struct xa_limit limit, u32 *next, gfp_t gfp);

/** __xa_set_mark() - set @mark on the entry at @index, if there is one */
void __xa_set_mark(struct xarray *xa, unsigned long index, xa_mark_t mark);

/** __xa_clear_mark() - clear @mark on the entry at @index */
void __xa_clear_mark(struct xarray *xa, unsigned long index, xa_mark_t mark);

/**
 * xa_destroy() - remove every entry (the entries themselves are the
 * caller's to free) and free the array's memory; @xa stays usable
 */
void xa_destroy(struct xarray *xa);

/* --- the plain forms: each takes xa_lock around its __xa_ form -------------- */

#define __PLATDEV_XA_LOCKED(ret, name, call, lock, unlock, params...) \
	static inline ret name(struct xarray *xa, params)             \
	{                                                             \
		ret r;                                                \
                                                                      \
		lock(xa);                                             \
		r = call;                                             \
		unlock(xa);                                           \
		return r;                                             \
	}
#define __PLATDEV_XA_FORMS(sfx, lock, unlock)                                 \
	__PLATDEV_XA_LOCKED(void *, xa_store##sfx,                            \
			    __xa_store(xa, index, entry, gfp), lock, unlock,  \
			    unsigned long index, void *entry, gfp_t gfp)      \
	__PLATDEV_XA_LOCKED(void *, xa_erase##sfx, __xa_erase(xa, index),     \
			    lock, unlock, unsigned long index)                \
	__PLATDEV_XA_LOCKED(void *, xa_cmpxchg##sfx,                          \
			    __xa_cmpxchg(xa, index, old, entry, gfp), lock,   \
			    unlock, unsigned long index, void *old,           \
			    void *entry, gfp_t gfp)                           \
	__PLATDEV_XA_LOCKED(int, xa_insert##sfx,                              \
			    __xa_insert(xa, index, entry, gfp), lock, unlock, \
			    unsigned long index, void *entry, gfp_t gfp)      \
	__PLATDEV_XA_LOCKED(int, xa_alloc##sfx,                               \
			    __xa_alloc(xa, id, entry, limit, gfp), lock,      \
			    unlock, u32 *id, void *entry,                     \
			    struct xa_limit limit, gfp_t gfp)                 \
	__PLATDEV_XA_LOCKED(int, xa_alloc_cyclic##sfx,                        \
			    __xa_alloc_cyclic(xa, id, entry, limit, next,     \
					      gfp),                           \
			    lock, unlock, u32 *id, void *entry,               \
			    struct xa_limit limit, u32 *next, gfp_t gfp)
__PLATDEV_XA_FORMS(, xa_lock, xa_unlock)
__PLATDEV_XA_FORMS(_bh, xa_lock_bh, xa_unlock_bh)
__PLATDEV_XA_FORMS(_irq, xa_lock_irq, xa_unlock_irq)
#undef __PLATDEV_XA_FORMS
#undef __PLATDEV_XA_LOCKED

/** xa_set_mark() - __xa_set_mark() under xa_lock */
static inline void xa_set_mark(struct xarray *xa, unsigned long index,
			       xa_mark_t mark)
{
	xa_lock(xa);
	__xa_set_mark(xa, index, mark);
	xa_unlock(xa);
}

/** xa_clear_mark() - __xa_clear_mark() under xa_lock */
static inline void xa_clear_mark(struct xarray *xa, unsigned long index,
				 xa_mark_t mark)
{
	xa_lock(xa);
	__xa_clear_mark(xa, index, mark);
	xa_unlock(xa);
}

/**
 * xa_reserve() - reserve a free @index: xa_load() gives NULL for it and
 * xa_alloc() and xa_insert() will not use it
 * Return: 0 (also when @index is in use already), -ENOMEM.
 */
static inline int xa_reserve(struct xarray *xa, unsigned long index, gfp_t gfp)
{
	return xa_err(xa_cmpxchg(xa, index, NULL, XA_ZERO_ENTRY, gfp));
}

#define xa_reserve_bh(xa, index, gfp) xa_reserve(xa, index, gfp)
#define xa_reserve_irq(xa, index, gfp) xa_reserve(xa, index, gfp)

/** xa_release() - give back a reserved @index that was not used */
static inline void xa_release(struct xarray *xa, unsigned long index)
{
	xa_cmpxchg(xa, index, XA_ZERO_ENTRY, NULL, 0);
}

#endif /* _PLATDEV_LINUX_XARRAY_H */
