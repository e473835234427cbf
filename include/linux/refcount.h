/* SPDX-License-Identifier: MIT */
/*
 * linux/refcount.h - reference counts that refuse to wrap.
 *
 * As Linux's refcount_t: an increment from 0 (a use after free), an
 * overflow past INT_MAX and a decrement below 0 do not wrap. The count is
 * set to REFCOUNT_SATURATED, where it stays (the object leaks instead of
 * being freed twice), and a WARNING is logged, once per kind. Decrements
 * order what came before them (release), and the one reaching 0 sees all
 * that came before the others (acquire), so the object can be freed.
 */
#ifndef _PLATDEV_LINUX_REFCOUNT_H
#define _PLATDEV_LINUX_REFCOUNT_H

#include <linux/compiler.h>
#include <linux/limits.h>
#include <linux/types.h>

struct mutex;
struct spinlock;

typedef struct refcount_struct {
	int refs;
} refcount_t;

#define REFCOUNT_INIT(n)    \
	{                   \
		.refs = (n) \
	}
#define REFCOUNT_MAX INT_MAX
#define REFCOUNT_SATURATED (INT_MIN / 2)

enum refcount_saturation_type {
	REFCOUNT_ADD_NOT_ZERO_OVF,
	REFCOUNT_ADD_OVF,
	REFCOUNT_ADD_UAF,
	REFCOUNT_SUB_UAF,
	REFCOUNT_DEC_LEAK,
};

/** refcount_warn_saturate() - saturate @r and warn about @t (once per kind) */
void refcount_warn_saturate(refcount_t *r, enum refcount_saturation_type t);

static inline void refcount_set(refcount_t *r, int n)
{
	__atomic_store_n(&r->refs, n, __ATOMIC_RELAXED);
}

static inline void refcount_set_release(refcount_t *r, int n)
{
	__atomic_store_n(&r->refs, n, __ATOMIC_RELEASE);
}

static inline unsigned int refcount_read(const refcount_t *r)
{
	return (unsigned int)__atomic_load_n(&r->refs, __ATOMIC_RELAXED);
}

/* Whether @old + @i leaves the valid range (or @old was out of it). */
static inline bool __refcount_add_bad(int old, int i)
{
	int sum;

	return old < 0 || __builtin_add_overflow(old, i, &sum) || sum < 0;
}

/**
 * refcount_add_not_zero() - add @i unless the count is 0
 * Return: false if it was 0 (nothing added), else true.
 */
static inline __must_check bool refcount_add_not_zero(int i, refcount_t *r)
{
	int old = __atomic_load_n(&r->refs, __ATOMIC_RELAXED);

	do {
		if (!old)
			return false;
	} while (!__atomic_compare_exchange_n(
		&r->refs, &old, (int)((unsigned int)old + i), false,
		__ATOMIC_RELAXED, __ATOMIC_RELAXED));
	if (__refcount_add_bad(old, i))
		refcount_warn_saturate(r, REFCOUNT_ADD_NOT_ZERO_OVF);
	return true;
}

static inline __must_check bool refcount_inc_not_zero(refcount_t *r)
{
	return refcount_add_not_zero(1, r);
}

/** refcount_add() - add @i; from 0 it saturates and warns */
static inline void refcount_add(int i, refcount_t *r)
{
	int old = __atomic_fetch_add(&r->refs, i, __ATOMIC_RELAXED);

	if (!old)
		refcount_warn_saturate(r, REFCOUNT_ADD_UAF);
	else if (__refcount_add_bad(old, i))
		refcount_warn_saturate(r, REFCOUNT_ADD_OVF);
}

static inline void refcount_inc(refcount_t *r)
{
	refcount_add(1, r);
}

/**
 * refcount_sub_and_test() - subtract @i
 * Return: true when the count reached 0 (free the object now), false
 * otherwise; below 0 it saturates and warns.
 */
static inline __must_check bool refcount_sub_and_test(int i, refcount_t *r)
{
	int old = __atomic_fetch_sub(&r->refs, i, __ATOMIC_RELEASE);

	if (old == i) {
		__atomic_thread_fence(__ATOMIC_ACQUIRE);
		return true;
	}
	if (old < 0 || old - i < 0)
		refcount_warn_saturate(r, REFCOUNT_SUB_UAF);
	return false;
}

static inline __must_check bool refcount_dec_and_test(refcount_t *r)
{
	return refcount_sub_and_test(1, r);
}

/** refcount_dec() - subtract 1 where it must not reach 0 (that warns) */
static inline void refcount_dec(refcount_t *r)
{
	if (__atomic_fetch_sub(&r->refs, 1, __ATOMIC_RELEASE) <= 1)
		refcount_warn_saturate(r, REFCOUNT_DEC_LEAK);
}

/** refcount_dec_if_one() - 1 to 0; Return: whether it was 1 */
bool refcount_dec_if_one(refcount_t *r);
/** refcount_dec_not_one() - subtract 1 unless 1; Return: false if it was 1 */
bool refcount_dec_not_one(refcount_t *r);
/**
 * refcount_dec_and_mutex_lock() - subtract 1; when that reaches 0, return
 * true with @lock held
 */
bool refcount_dec_and_mutex_lock(refcount_t *r, struct mutex *lock);

#endif /* _PLATDEV_LINUX_REFCOUNT_H */
