// SPDX-License-Identifier: MIT
/*
 * xarray.c - the XArray as one sorted array of (index, entry, marks)
 * (linux/xarray.h explains the choice and the locking).
 *
 * Every access to xa_items happens under xa_readers, held only inside
 * these functions, so readers never see the array half moved. Writers are
 * serialised by xa_lock, which their callers hold.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/xarray.h>

static void rd_lock(const struct xarray *xa)
{
	_raw_spin_lock((raw_spinlock_t *)&xa->xa_readers);
}

static void rd_unlock(const struct xarray *xa)
{
	_raw_spin_unlock((raw_spinlock_t *)&xa->xa_readers);
}

/* The position of the first item whose index is @index or above. */
static unsigned int lower_bound(const struct xarray *xa, unsigned long index)
{
	unsigned int lo = 0, hi = xa->xa_nr;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (xa->xa_items[mid].index < index)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The item at @index, or NULL. Under xa_readers. */
static struct __platdev_xa_item *item_at(const struct xarray *xa,
					 unsigned long index)
{
	unsigned int pos = lower_bound(xa, index);

	if (pos < xa->xa_nr && xa->xa_items[pos].index == index)
		return &xa->xa_items[pos];
	return NULL;
}

static bool track_free(const struct xarray *xa)
{
	return xa->xa_flags & XA_FLAGS_TRACK_FREE;
}

static void *zero_to_null(void *entry)
{
	return xa_is_zero(entry) ? NULL : entry;
}

/*
 * Make room for one more item before taking xa_readers: the new array is
 * allocated outside it, then swapped in under it.
 */
static int reserve_one(struct xarray *xa)
{
	struct __platdev_xa_item *items, *old;
	unsigned int cap;

	if (xa->xa_nr < xa->xa_cap)
		return 0;
	cap = xa->xa_cap ? xa->xa_cap * 2 : 4;
	items = kmalloc_array(cap, sizeof(*items), GFP_KERNEL);
	if (!items)
		return -ENOMEM;
	rd_lock(xa);
	old = xa->xa_items;
	if (xa->xa_nr)
		memcpy(items, old, xa->xa_nr * sizeof(*items));
	xa->xa_items = items;
	xa->xa_cap = cap;
	rd_unlock(xa);
	kfree(old);
	return 0;
}

/* Put @entry at @index, where nothing is; room must have been made. */
static void insert_item(struct xarray *xa, unsigned long index, void *entry)
{
	unsigned int pos;

	rd_lock(xa);
	pos = lower_bound(xa, index);
	memmove(&xa->xa_items[pos + 1], &xa->xa_items[pos],
		(xa->xa_nr - pos) * sizeof(xa->xa_items[0]));
	xa->xa_items[pos] =
		(struct __platdev_xa_item){ .index = index, .entry = entry };
	WRITE_ONCE(xa->xa_nr, xa->xa_nr + 1);
	rd_unlock(xa);
}

/* Remove the item at @index, if any; Return: its entry. */
static void *remove_item(struct xarray *xa, unsigned long index)
{
	struct __platdev_xa_item *item;
	void *entry = NULL;
	unsigned int pos;

	rd_lock(xa);
	item = item_at(xa, index);
	if (item) {
		entry = item->entry;
		pos = (unsigned int)(item - xa->xa_items);
		memmove(item, item + 1,
			(xa->xa_nr - pos - 1) * sizeof(xa->xa_items[0]));
		WRITE_ONCE(xa->xa_nr, xa->xa_nr - 1);
	}
	rd_unlock(xa);
	return entry;
}

/* Replace the entry at an existing @index; Return: the old one. */
static void *replace_item(struct xarray *xa, unsigned long index, void *entry)
{
	struct __platdev_xa_item *item;
	void *old;

	rd_lock(xa);
	item = item_at(xa, index);
	old = item->entry;
	item->entry = entry;
	/* A reserved index has no marks, as an erased one. */
	if (xa_is_zero(entry))
		item->marks = 0;
	rd_unlock(xa);
	return old;
}

/* What is stored at @index (XA_ZERO_ENTRY for reserved), or NULL. */
static void *raw_load(struct xarray *xa, unsigned long index)
{
	struct __platdev_xa_item *item;
	void *entry;

	rd_lock(xa);
	item = item_at(xa, index);
	entry = item ? item->entry : NULL;
	rd_unlock(xa);
	return entry;
}

/*
 * Store @entry (NULL: erase) at @index with xa_lock held, whatever is
 * there. Return: what was there, or an error entry.
 */
static void *store_raw(struct xarray *xa, unsigned long index, void *entry)
{
	void *curr = raw_load(xa, index);

	if (!entry)
		return remove_item(xa, index);
	if (curr)
		return replace_item(xa, index, entry);
	if (reserve_one(xa))
		return XA_ERROR(-ENOMEM);
	insert_item(xa, index, entry);
	return NULL;
}

void *__platdev_xa_load_raw(struct xarray *xa, unsigned long index)
{
	return raw_load(xa, index);
}

void *xa_load(struct xarray *xa, unsigned long index)
{
	return zero_to_null(raw_load(xa, index));
}

void *__xa_store(struct xarray *xa, unsigned long index, void *entry, gfp_t gfp)
{
	(void)gfp;
	if (WARN_ON_ONCE(xa_is_advanced(entry)))
		return XA_ERROR(-EINVAL);
	if (track_free(xa) && !entry)
		entry = XA_ZERO_ENTRY;
	return zero_to_null(store_raw(xa, index, entry));
}

void *__xa_erase(struct xarray *xa, unsigned long index)
{
	return zero_to_null(remove_item(xa, index));
}

void *__xa_cmpxchg(struct xarray *xa, unsigned long index, void *old,
		   void *entry, gfp_t gfp)
{
	void *curr;

	(void)gfp;
	if (WARN_ON_ONCE(xa_is_advanced(entry)))
		return XA_ERROR(-EINVAL);
	curr = raw_load(xa, index);
	/* Unlike __xa_store(), NULL erases even in an allocating array. */
	if (curr == old) {
		curr = store_raw(xa, index, entry);
		if (xa_is_err(curr))
			return curr;
	}
	return zero_to_null(curr);
}

int __xa_insert(struct xarray *xa, unsigned long index, void *entry, gfp_t gfp)
{
	(void)gfp;
	if (WARN_ON_ONCE(xa_is_advanced(entry)))
		return -EINVAL;
	if (!entry)
		entry = XA_ZERO_ENTRY;
	if (raw_load(xa, index))
		return -EBUSY;
	return xa_err(store_raw(xa, index, entry));
}

/* The lowest index in [@min, @max] (@min <= @max) holding nothing. */
static bool lowest_free(struct xarray *xa, unsigned long min, unsigned long max,
			unsigned long *found)
{
	unsigned long want = min;
	unsigned int pos;
	bool free = true;

	rd_lock(xa);
	/* Walk the run of used indices that starts at @min. */
	for (pos = lower_bound(xa, min);
	     pos < xa->xa_nr && xa->xa_items[pos].index == want; pos++) {
		if (want == max) {
			free = false;
			break;
		}
		want++;
	}
	rd_unlock(xa);
	*found = want;
	return free;
}

int __xa_alloc(struct xarray *xa, u32 *id, void *entry, struct xa_limit limit,
	       gfp_t gfp)
{
	unsigned long min = limit.min, index;
	void *curr;

	(void)gfp;
	if (WARN_ON_ONCE(xa_is_advanced(entry)))
		return -EINVAL;
	if (WARN_ON_ONCE(!track_free(xa)))
		return -EINVAL;
	if ((xa->xa_flags & XA_FLAGS_ZERO_BUSY) && min == 0)
		min = 1;
	if (min > limit.max || !lowest_free(xa, min, limit.max, &index))
		return -EBUSY;
	curr = store_raw(xa, index, entry ? entry : XA_ZERO_ENTRY);
	if (xa_is_err(curr))
		return xa_err(curr);
	*id = (u32)index;
	return 0;
}

int __xa_alloc_cyclic(struct xarray *xa, u32 *id, void *entry,
		      struct xa_limit limit, u32 *next, gfp_t gfp)
{
	u32 min = limit.min;
	int ret;

	if (*next > limit.min)
		limit.min = *next;
	ret = __xa_alloc(xa, id, entry, limit, gfp);
	if (ret == 0 && (xa->xa_flags & XA_FLAGS_ALLOC_WRAPPED)) {
		xa->xa_flags &= ~XA_FLAGS_ALLOC_WRAPPED;
		ret = 1;
	}
	/* Nothing free above *next: start again from the bottom. */
	if (ret < 0 && limit.min > min) {
		limit.min = min;
		ret = __xa_alloc(xa, id, entry, limit, gfp);
		if (ret == 0)
			ret = 1;
	}
	if (ret >= 0) {
		*next = *id + 1;
		if (*next == 0)
			xa->xa_flags |= XA_FLAGS_ALLOC_WRAPPED;
	}
	return ret;
}

static bool bad_mark(xa_mark_t mark)
{
	return WARN_ON_ONCE(mark > XA_MARK_MAX);
}

/* Set or clear @mark of the entry at @index. */
static void change_mark(struct xarray *xa, unsigned long index, xa_mark_t mark,
			bool set)
{
	struct __platdev_xa_item *item;

	if (bad_mark(mark))
		return;
	rd_lock(xa);
	item = item_at(xa, index);
	if (item && !xa_is_zero(item->entry)) {
		if (set)
			item->marks |= 1UL << mark;
		else
			item->marks &= ~(1UL << mark);
	}
	rd_unlock(xa);
}

void __xa_set_mark(struct xarray *xa, unsigned long index, xa_mark_t mark)
{
	change_mark(xa, index, mark, true);
}

void __xa_clear_mark(struct xarray *xa, unsigned long index, xa_mark_t mark)
{
	change_mark(xa, index, mark, false);
}

bool xa_get_mark(struct xarray *xa, unsigned long index, xa_mark_t mark)
{
	struct __platdev_xa_item *item;
	bool set = false;

	if (bad_mark(mark))
		return false;
	rd_lock(xa);
	item = item_at(xa, index);
	if (item)
		set = item->marks & (1UL << mark);
	rd_unlock(xa);
	return set;
}

bool xa_marked(const struct xarray *xa, xa_mark_t mark)
{
	unsigned int pos;
	bool set = false;

	if (bad_mark(mark))
		return false;
	rd_lock(xa);
	for (pos = 0; pos < xa->xa_nr && !set; pos++)
		set = xa->xa_items[pos].marks & (1UL << mark);
	rd_unlock(xa);
	return set;
}

/* The first present entry matching @filter from @index to @max. */
static void *find_from(struct xarray *xa, unsigned long *indexp,
		       unsigned long index, unsigned long max, xa_mark_t filter)
{
	void *entry = NULL;
	unsigned int pos;

	if (filter != XA_PRESENT && bad_mark(filter))
		return NULL;
	rd_lock(xa);
	for (pos = lower_bound(xa, index);
	     pos < xa->xa_nr && xa->xa_items[pos].index <= max; pos++) {
		const struct __platdev_xa_item *item = &xa->xa_items[pos];

		if (xa_is_zero(item->entry))
			continue;
		if (filter != XA_PRESENT && !(item->marks & (1UL << filter)))
			continue;
		entry = item->entry;
		*indexp = item->index;
		break;
	}
	rd_unlock(xa);
	return entry;
}

void *xa_find(struct xarray *xa, unsigned long *indexp, unsigned long max,
	      xa_mark_t filter)
{
	if (*indexp > max)
		return NULL;
	return find_from(xa, indexp, *indexp, max, filter);
}

void *xa_find_after(struct xarray *xa, unsigned long *indexp, unsigned long max,
		    xa_mark_t filter)
{
	if (*indexp >= max)
		return NULL;
	return find_from(xa, indexp, *indexp + 1, max, filter);
}

void xa_destroy(struct xarray *xa)
{
	struct __platdev_xa_item *items;
	unsigned long flags;

	xa_lock_irqsave(xa, flags);
	rd_lock(xa);
	items = xa->xa_items;
	xa->xa_items = NULL;
	WRITE_ONCE(xa->xa_nr, 0);
	xa->xa_cap = 0;
	rd_unlock(xa);
	xa_unlock_irqrestore(xa, flags);
	kfree(items);
}

void **__platdev_xa_slot(struct xarray *xa, unsigned long *indexp, bool exact)
{
	void **slot = NULL;
	unsigned int pos;

	rd_lock(xa);
	for (pos = lower_bound(xa, *indexp); pos < xa->xa_nr; pos++) {
		struct __platdev_xa_item *item = &xa->xa_items[pos];

		if (exact && item->index != *indexp)
			break;
		if (xa_is_zero(item->entry))
			continue;
		*indexp = item->index;
		slot = &item->entry;
		break;
	}
	rd_unlock(xa);
	return slot;
}
