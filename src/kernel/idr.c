// SPDX-License-Identifier: MIT
/*
 * idr.c - the IDR and the IDA (linux/idr.h) on the XArray.
 *
 * An IDR keeps @ptr at index ID - idr_base of an allocating XArray, so a
 * NULL @ptr is a reserved index. An IDA keeps one struct ida_bitmap per
 * IDA_BITMAP_BITS IDs at index ID / IDA_BITMAP_BITS, freed when its last
 * ID is given back.
 */
#include <linux/errno.h>
#include <linux/idr.h>
#include <linux/slab.h>

int idr_alloc_u32(struct idr *idr, void *ptr, u32 *nextid, unsigned long max,
		  gfp_t gfp)
{
	unsigned int base = idr->idr_base;
	unsigned int id = *nextid;
	struct xa_limit limit;
	u32 index;
	int ret;

	if (max < base)
		return -ENOSPC;
	limit.min = id < base ? 0 : id - base;
	limit.max = max - base > UINT_MAX ? UINT_MAX : (u32)(max - base);
	ret = __xa_alloc(&idr->idr_rt, &index, ptr, limit, gfp);
	if (ret == -EBUSY)
		return -ENOSPC;
	if (ret)
		return ret;
	*nextid = index + base;
	return 0;
}

int idr_alloc(struct idr *idr, void *ptr, int start, int end, gfp_t gfp)
{
	u32 id = (u32)start;
	int ret;

	if (WARN_ON_ONCE(start < 0))
		return -EINVAL;
	ret = idr_alloc_u32(idr, ptr, &id, end > 0 ? end - 1 : INT_MAX, gfp);
	return ret ? ret : (int)id;
}

int idr_alloc_cyclic(struct idr *idr, void *ptr, int start, int end, gfp_t gfp)
{
	u32 id = idr->idr_next;
	int err, max = end > 0 ? end - 1 : INT_MAX;

	if ((int)id < start)
		id = (u32)start;
	err = idr_alloc_u32(idr, ptr, &id, (unsigned long)max, gfp);
	/* The range above the cursor is full: try again from @start. */
	if (err == -ENOSPC && id > (u32)start) {
		id = (u32)start;
		err = idr_alloc_u32(idr, ptr, &id, (unsigned long)max, gfp);
	}
	if (err)
		return err;
	idr->idr_next = id + 1;
	return (int)id;
}

/* The XArray index of @id, or false when @id is below the base. */
static bool idr_index(const struct idr *idr, unsigned long id,
		      unsigned long *index)
{
	if (id < idr->idr_base)
		return false;
	*index = id - idr->idr_base;
	return true;
}

void *idr_remove(struct idr *idr, unsigned long id)
{
	unsigned long index;

	if (!idr_index(idr, id, &index))
		return NULL;
	return __xa_erase(&idr->idr_rt, index);
}

void *idr_find(const struct idr *idr, unsigned long id)
{
	unsigned long index;

	if (!idr_index(idr, id, &index))
		return NULL;
	return xa_load((struct xarray *)&idr->idr_rt, index);
}

void *idr_replace(struct idr *idr, void *ptr, unsigned long id)
{
	unsigned long index;

	if (WARN_ON_ONCE(xa_is_internal(ptr)))
		return ERR_PTR(-EINVAL);
	/* Only an ID that is handed out, with a pointer or reserved. */
	if (!idr_index(idr, id, &index) ||
	    !__platdev_xa_load_raw(&idr->idr_rt, index))
		return ERR_PTR(-ENOENT);
	return __xa_store(&idr->idr_rt, index, ptr, 0);
}

void *idr_get_next_ul(struct idr *idr, unsigned long *nextid)
{
	unsigned long base = idr->idr_base, index;
	void **slot;

	index = *nextid < base ? 0 : *nextid - base;
	slot = __platdev_xa_slot(&idr->idr_rt, &index, false);
	if (!slot)
		return NULL;
	*nextid = index + base;
	return *slot;
}

void *idr_get_next(struct idr *idr, int *nextid)
{
	unsigned long id = (unsigned long)*nextid;
	void *entry = idr_get_next_ul(idr, &id);

	if (entry && WARN_ON_ONCE(id > INT_MAX))
		return NULL;
	if (entry)
		*nextid = (int)id;
	return entry;
}

int idr_for_each(const struct idr *idr, int (*fn)(int id, void *p, void *data),
		 void *data)
{
	unsigned long id = 0;
	void *entry;
	int ret;

	while ((entry = idr_get_next_ul((struct idr *)idr, &id))) {
		if (WARN_ON_ONCE(id > INT_MAX))
			break;
		ret = fn((int)id, entry, data);
		if (ret)
			return ret;
		if (id == ULONG_MAX)
			break;
		id++;
	}
	return 0;
}

void idr_destroy(struct idr *idr)
{
	xa_destroy(&idr->idr_rt);
}

/* --- IDA ------------------------------------------------------------------- */

/*
 * The lowest clear bit from @bit in the bitmap of chunk @chunk (a new,
 * empty one when there is none), taken; -ENOSPC when none below @last
 * (the chunk's last bit to use), -ENOMEM. With xa_lock held.
 */
static int ida_take_in_chunk(struct ida *ida, unsigned long chunk,
			     unsigned int bit, unsigned int last)
{
	struct ida_bitmap *bitmap = xa_load(&ida->xa, chunk);
	void *err;

	if (bit > last)
		return -ENOSPC;
	if (bitmap) {
		bit = (unsigned int)find_next_zero_bit(bitmap->bitmap, last + 1,
						       bit);
		if (bit > last)
			return -ENOSPC;
		__set_bit(bit, bitmap->bitmap);
		return (int)bit;
	}
	bitmap = kzalloc(sizeof(*bitmap), GFP_KERNEL);
	if (!bitmap)
		return -ENOMEM;
	__set_bit(bit, bitmap->bitmap);
	err = __xa_store(&ida->xa, chunk, bitmap, GFP_KERNEL);
	if (xa_is_err(err)) {
		kfree(bitmap);
		return xa_err(err);
	}
	return (int)bit;
}

int ida_alloc_range(struct ida *ida, unsigned int min, unsigned int max,
		    gfp_t gfp)
{
	unsigned long chunk, flags;
	int ret = -ENOSPC;

	(void)gfp;
	if ((int)min < 0)
		return -ENOSPC;
	if ((int)max < 0)
		max = INT_MAX;
	xa_lock_irqsave(&ida->xa, flags);
	for (chunk = min / IDA_BITMAP_BITS; chunk <= max / IDA_BITMAP_BITS;
	     chunk++) {
		unsigned long first = chunk * IDA_BITMAP_BITS;
		unsigned int bit = min > first ? min - first : 0;
		unsigned int last = IDA_BITMAP_BITS - 1;

		if (max - first < last)
			last = max - first;
		ret = ida_take_in_chunk(ida, chunk, bit, last);
		if (ret != -ENOSPC)
			break;
	}
	xa_unlock_irqrestore(&ida->xa, flags);
	if (ret < 0)
		return ret;
	return (int)(chunk * IDA_BITMAP_BITS + ret);
}

void ida_free(struct ida *ida, unsigned int id)
{
	unsigned long chunk = id / IDA_BITMAP_BITS, flags;
	unsigned int bit = id % IDA_BITMAP_BITS;
	struct ida_bitmap *bitmap;
	bool taken;

	if ((int)id < 0)
		return;
	xa_lock_irqsave(&ida->xa, flags);
	bitmap = xa_load(&ida->xa, chunk);
	taken = bitmap && test_bit(bit, bitmap->bitmap);
	if (taken) {
		__clear_bit(bit, bitmap->bitmap);
		if (bitmap_empty(bitmap->bitmap, IDA_BITMAP_BITS)) {
			__xa_erase(&ida->xa, chunk);
			kfree(bitmap);
		}
	}
	xa_unlock_irqrestore(&ida->xa, flags);
	WARN(!taken, "ida_free called for id=%d which is not allocated.\n",
	     (int)id);
}

void ida_destroy(struct ida *ida)
{
	unsigned long chunk, flags;
	struct ida_bitmap *bitmap;

	xa_lock_irqsave(&ida->xa, flags);
	xa_for_each(&ida->xa, chunk, bitmap)
	{
		__xa_erase(&ida->xa, chunk);
		kfree(bitmap);
	}
	xa_unlock_irqrestore(&ida->xa, flags);
	xa_destroy(&ida->xa);
}
