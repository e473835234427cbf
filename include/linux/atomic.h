/* SPDX-License-Identifier: MIT */
/*
 * linux/atomic.h - atomic integers, on the compilers' __atomic builtins.
 *
 * Ordering as Linux documents it (Documentation/atomic_t.txt):
 * atomic_read() and atomic_set() are plain (relaxed) accesses;
 * atomic_inc(), atomic_add() and the other operations without a result
 * are atomic but do not order other memory; those that return a value
 * (atomic_add_return(), atomic_fetch_add(), atomic_cmpxchg(),
 * atomic_dec_and_test(), ...) are fully ordered, and their _relaxed,
 * _acquire and _release forms order as named. On cores without atomic
 * instructions (Cortex-M0) the bare port supplies the operations under
 * the application's critical section.
 *
 * atomic_long_t is the same on a long; cmpxchg() and xchg() work on any
 * naturally aligned 1, 2, 4 (or, with 64-bit atomics, 8) byte object.
 */
#ifndef _PLATDEV_LINUX_ATOMIC_H
#define _PLATDEV_LINUX_ATOMIC_H

#include <asm/barrier.h>
#include <linux/compiler.h>
#include <linux/types.h>

typedef struct {
	int counter;
} atomic_t;

typedef struct {
	long counter;
} atomic_long_t;

#define ATOMIC_INIT(i) \
	{              \
		(i)    \
	}
#define ATOMIC_LONG_INIT(i) \
	{                   \
		(i)         \
	}

/* One family of functions per counter type (@pfx_ names, @t the type). */
#define __PLATDEV_ATOMIC_OPS(pfx, atype, t)                                   \
	static inline t pfx##_read(const atype *v)                            \
	{                                                                     \
		return __atomic_load_n(&v->counter, __ATOMIC_RELAXED);        \
	}                                                                     \
	static inline t pfx##_read_acquire(const atype *v)                    \
	{                                                                     \
		return __atomic_load_n(&v->counter, __ATOMIC_ACQUIRE);        \
	}                                                                     \
	static inline void pfx##_set(atype *v, t i)                           \
	{                                                                     \
		__atomic_store_n(&v->counter, i, __ATOMIC_RELAXED);           \
	}                                                                     \
	static inline void pfx##_set_release(atype *v, t i)                   \
	{                                                                     \
		__atomic_store_n(&v->counter, i, __ATOMIC_RELEASE);           \
	}                                                                     \
	static inline void pfx##_add(t i, atype *v)                           \
	{                                                                     \
		__atomic_fetch_add(&v->counter, i, __ATOMIC_RELAXED);         \
	}                                                                     \
	static inline void pfx##_sub(t i, atype *v)                           \
	{                                                                     \
		__atomic_fetch_sub(&v->counter, i, __ATOMIC_RELAXED);         \
	}                                                                     \
	static inline void pfx##_inc(atype *v)                                \
	{                                                                     \
		pfx##_add(1, v);                                              \
	}                                                                     \
	static inline void pfx##_dec(atype *v)                                \
	{                                                                     \
		pfx##_sub(1, v);                                              \
	}                                                                     \
	static inline void pfx##_and(t i, atype *v)                           \
	{                                                                     \
		__atomic_fetch_and(&v->counter, i, __ATOMIC_RELAXED);         \
	}                                                                     \
	static inline void pfx##_or(t i, atype *v)                            \
	{                                                                     \
		__atomic_fetch_or(&v->counter, i, __ATOMIC_RELAXED);          \
	}                                                                     \
	static inline void pfx##_xor(t i, atype *v)                           \
	{                                                                     \
		__atomic_fetch_xor(&v->counter, i, __ATOMIC_RELAXED);         \
	}                                                                     \
	static inline t pfx##_fetch_add(t i, atype *v)                        \
	{                                                                     \
		return __atomic_fetch_add(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                     \
	static inline t pfx##_fetch_add_relaxed(t i, atype *v)                \
	{                                                                     \
		return __atomic_fetch_add(&v->counter, i, __ATOMIC_RELAXED);  \
	}                                                                     \
	static inline t pfx##_fetch_sub(t i, atype *v)                        \
	{                                                                     \
		return __atomic_fetch_sub(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                     \
	static inline t pfx##_fetch_or(t i, atype *v)                         \
	{                                                                     \
		return __atomic_fetch_or(&v->counter, i, __ATOMIC_SEQ_CST);   \
	}                                                                     \
	static inline t pfx##_fetch_and(t i, atype *v)                        \
	{                                                                     \
		return __atomic_fetch_and(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                     \
	static inline t pfx##_add_return(t i, atype *v)                       \
	{                                                                     \
		return __atomic_add_fetch(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                     \
	static inline t pfx##_add_return_relaxed(t i, atype *v)               \
	{                                                                     \
		return __atomic_add_fetch(&v->counter, i, __ATOMIC_RELAXED);  \
	}                                                                     \
	static inline t pfx##_add_return_acquire(t i, atype *v)               \
	{                                                                     \
		return __atomic_add_fetch(&v->counter, i, __ATOMIC_ACQUIRE);  \
	}                                                                     \
	static inline t pfx##_add_return_release(t i, atype *v)               \
	{                                                                     \
		return __atomic_add_fetch(&v->counter, i, __ATOMIC_RELEASE);  \
	}                                                                     \
	static inline t pfx##_sub_return(t i, atype *v)                       \
	{                                                                     \
		return __atomic_sub_fetch(&v->counter, i, __ATOMIC_SEQ_CST);  \
	}                                                                     \
	static inline t pfx##_inc_return(atype *v)                            \
	{                                                                     \
		return pfx##_add_return(1, v);                                \
	}                                                                     \
	static inline t pfx##_dec_return(atype *v)                            \
	{                                                                     \
		return pfx##_sub_return(1, v);                                \
	}                                                                     \
	static inline bool pfx##_inc_and_test(atype *v)                       \
	{                                                                     \
		return pfx##_add_return(1, v) == 0;                           \
	}                                                                     \
	static inline bool pfx##_dec_and_test(atype *v)                       \
	{                                                                     \
		return pfx##_sub_return(1, v) == 0;                           \
	}                                                                     \
	static inline bool pfx##_sub_and_test(t i, atype *v)                  \
	{                                                                     \
		return pfx##_sub_return(i, v) == 0;                           \
	}                                                                     \
	static inline bool pfx##_add_negative(t i, atype *v)                  \
	{                                                                     \
		return pfx##_add_return(i, v) < 0;                            \
	}                                                                     \
	static inline t pfx##_xchg(atype *v, t i)                             \
	{                                                                     \
		return __atomic_exchange_n(&v->counter, i, __ATOMIC_SEQ_CST); \
	}                                                                     \
	/* The old value; @new is stored only when it was @old. */            \
	static inline t pfx##_cmpxchg(atype *v, t old, t new)                 \
	{                                                                     \
		__atomic_compare_exchange_n(&v->counter, &old, new, false,    \
					    __ATOMIC_SEQ_CST,                 \
					    __ATOMIC_SEQ_CST);                \
		return old;                                                   \
	}                                                                     \
	/* Whether @new was stored; if not, *@old gets the value found. */    \
	static inline bool pfx##_try_cmpxchg(atype *v, t *old, t new)         \
	{                                                                     \
		return __atomic_compare_exchange_n(&v->counter, old, new,     \
						   false, __ATOMIC_SEQ_CST,   \
						   __ATOMIC_SEQ_CST);         \
	}                                                                     \
	/* Adds @a unless the value is @u; Return: the old value. */          \
	static inline t pfx##_fetch_add_unless(atype *v, t a, t u)            \
	{                                                                     \
		t c = pfx##_read(v);                                          \
		do {                                                          \
			if (c == u)                                           \
				break;                                        \
		} while (!pfx##_try_cmpxchg(v, &c, c + a));                   \
		return c;                                                     \
	}                                                                     \
	static inline bool pfx##_add_unless(atype *v, t a, t u)               \
	{                                                                     \
		return pfx##_fetch_add_unless(v, a, u) != u;                  \
	}                                                                     \
	static inline bool pfx##_inc_not_zero(atype *v)                       \
	{                                                                     \
		return pfx##_add_unless(v, 1, 0);                             \
	}

__PLATDEV_ATOMIC_OPS(atomic, atomic_t, int)
__PLATDEV_ATOMIC_OPS(atomic_long, atomic_long_t, long)

/**
 * cmpxchg() - store @new at @ptr if it holds @old, fully ordered
 * Return: the value found at @ptr (@old when the store happened).
 */
#define cmpxchg(ptr, old, new)                                               \
	({                                                                   \
		typeof(*(ptr)) __platdev_cx_old = (old);                     \
		__atomic_compare_exchange_n((ptr), &__platdev_cx_old, (new), \
					    false, __ATOMIC_SEQ_CST,         \
					    __ATOMIC_SEQ_CST);               \
		__platdev_cx_old;                                            \
	})
#define cmpxchg_relaxed(ptr, old, new) cmpxchg(ptr, old, new)
#define try_cmpxchg(ptr, oldp, new)                              \
	__atomic_compare_exchange_n((ptr), (oldp), (new), false, \
				    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)

/** xchg() - store @v at @ptr, fully ordered; Return: the old value */
#define xchg(ptr, v) __atomic_exchange_n((ptr), (v), __ATOMIC_SEQ_CST)

#define smp_mb__before_atomic() smp_mb()
#define smp_mb__after_atomic() smp_mb()

#endif /* _PLATDEV_LINUX_ATOMIC_H */
