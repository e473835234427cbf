// SPDX-License-Identifier: MIT
/*
 * refcount.c - refcount_t's slow paths (linux/refcount.h).
 */
#include <linux/bug.h>
#include <linux/mutex.h>
#include <linux/refcount.h>

void refcount_warn_saturate(refcount_t *r, enum refcount_saturation_type t)
{
	refcount_set(r, REFCOUNT_SATURATED);
	switch (t) {
	case REFCOUNT_ADD_NOT_ZERO_OVF:
	case REFCOUNT_ADD_OVF:
		WARN_ONCE(1, "refcount_t: saturated; leaking memory.\n");
		break;
	case REFCOUNT_ADD_UAF:
		WARN_ONCE(1, "refcount_t: addition on 0; use-after-free.\n");
		break;
	case REFCOUNT_SUB_UAF:
		WARN_ONCE(1, "refcount_t: underflow; use-after-free.\n");
		break;
	case REFCOUNT_DEC_LEAK:
		WARN_ONCE(1, "refcount_t: decrement hit 0; leaking memory.\n");
		break;
	}
}

bool refcount_dec_if_one(refcount_t *r)
{
	int one = 1;

	return __atomic_compare_exchange_n(&r->refs, &one, 0, false,
					   __ATOMIC_RELEASE, __ATOMIC_RELAXED);
}

bool refcount_dec_not_one(refcount_t *r)
{
	int old = __atomic_load_n(&r->refs, __ATOMIC_RELAXED);

	do {
		if (old == REFCOUNT_SATURATED)
			return true;
		if (old == 1)
			return false;
		if (old <= 0) {
			refcount_warn_saturate(r, REFCOUNT_SUB_UAF);
			return true;
		}
	} while (!__atomic_compare_exchange_n(&r->refs, &old, old - 1, false,
					      __ATOMIC_RELEASE,
					      __ATOMIC_RELAXED));
	return true;
}

bool refcount_dec_and_mutex_lock(refcount_t *r, struct mutex *lock)
{
	if (refcount_dec_not_one(r))
		return false;
	mutex_lock(lock);
	if (!refcount_dec_and_test(r)) {
		mutex_unlock(lock);
		return false;
	}
	return true;
}
