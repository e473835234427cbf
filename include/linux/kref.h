/* SPDX-License-Identifier: MIT */
/*
 * linux/kref.h - reference counts whose last put runs a release function.
 *
 * The count is updated with atomic read-modify-write operations, so gets and
 * puts from several threads need no lock.
 */
#ifndef _PLATDEV_LINUX_KREF_H
#define _PLATDEV_LINUX_KREF_H

#include <linux/types.h>
#include <linux/refcount.h>

struct kref {
	int refcount;
};

#define KREF_INIT(n)            \
	{                       \
		.refcount = (n) \
	}

static inline void kref_init(struct kref *kref)
{
	__atomic_store_n(&kref->refcount, 1, __ATOMIC_RELAXED);
}

static inline unsigned int kref_read(const struct kref *kref)
{
	return (unsigned int)__atomic_load_n(&kref->refcount, __ATOMIC_RELAXED);
}

static inline void kref_get(struct kref *kref)
{
	__atomic_add_fetch(&kref->refcount, 1, __ATOMIC_RELAXED);
}

/**
 * kref_put - drop a reference
 * @kref: the count
 * @release: called once, by the caller that drops the last reference
 *
 * Return: 1 if @release ran, else 0.
 */
static inline int kref_put(struct kref *kref,
			   void (*release)(struct kref *kref))
{
	if (__atomic_sub_fetch(&kref->refcount, 1, __ATOMIC_ACQ_REL) == 0) {
		release(kref);
		return 1;
	}
	return 0;
}

#endif /* _PLATDEV_LINUX_KREF_H */
