/* SPDX-License-Identifier: MIT */
/*
 * linux/cleanup.h - scope-based release of memory and locks, on the
 * compilers' cleanup attribute (GCC and Clang).
 *
 *	struct foo *p __free(kfree) = kzalloc(sizeof(*p), GFP_KERNEL);
 *	if (!p)
 *		return -ENOMEM;
 *	...
 *	return_ptr(p);			// handed to the caller, not freed
 *
 *	guard(mutex)(&priv->lock);	// unlocked when the scope ends
 *	scoped_guard(spinlock_irqsave, &priv->slock) {
 *		...			// locked inside the block only
 *	}
 *
 * DEFINE_FREE(name, type, free) makes __free(name) for variables of @type,
 * running @free with the value in `_T`; DEFINE_GUARD(name, type, lock,
 * unlock) makes guard(name) and scoped_guard(name, ...) for a lock reached
 * through a pointer of @type (`_T` again); DEFINE_LOCK_GUARD_1() makes
 * them for a lock that needs more state (the flags of an irqsave).
 * linux/mutex.h and linux/spinlock.h define the guards for their locks,
 * linux/slab.h __free(kfree).
 */
#ifndef _PLATDEV_LINUX_CLEANUP_H
#define _PLATDEV_LINUX_CLEANUP_H

#include <linux/compiler.h>
#include <linux/types.h>

#define __cleanup(func) __attribute__((__cleanup__(func)))

/* --- __free() ------------------------------------------------------------ */

#define DEFINE_FREE(_name, _type, _free)           \
	static inline void __free_##_name(void *p) \
	{                                          \
		_type _T = *(_type *)p;            \
		_free;                             \
	}

#define __free(_name) __cleanup(__free_##_name)

/* The value of @p, with @p set to NULL so its __free() does nothing. */
#define __platdev_take_ptr(p, up, uval) \
	({                              \
		typeof(p) *up = &(p);   \
		typeof(p) uval = *up;   \
		*up = NULL;             \
		uval;                   \
	})
#define no_free_ptr(p) \
	__platdev_take_ptr(p, __UNIQUE_ID(ptr_), __UNIQUE_ID(val_))
#define return_ptr(p) return no_free_ptr(p)

/* --- classes: a value with a constructor and a destructor ---------------- */

#define DEFINE_CLASS(_name, _type, _exit, _init, _init_args...)     \
	typedef _type class_##_name##_t;                            \
	static inline void class_##_name##_destructor(_type *p)     \
	{                                                           \
		_type _T = *p;                                      \
		_exit;                                              \
	}                                                           \
	static inline _type class_##_name##_constructor(_init_args) \
	{                                                           \
		_type t = _init;                                    \
		return t;                                           \
	}

#define CLASS(_name, var)                                             \
	class_##_name##_t var __cleanup(class_##_name##_destructor) = \
		class_##_name##_constructor

/* --- guards -------------------------------------------------------------- */

#define DEFINE_GUARD(_name, _type, _lock, _unlock)                          \
	DEFINE_CLASS(                                                       \
		_name, _type, if (_T) { _unlock; }, ({                      \
			_lock;                                              \
			_T;                                                 \
		}),                                                         \
		_type _T);                                                  \
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *_T) \
	{                                                                   \
		return (void *)(uintptr_t)*_T;                              \
	}

#define DEFINE_LOCK_GUARD_1(_name, _type, _lock, _unlock, ...)                \
	typedef struct {                                                      \
		_type *lock;                                                  \
		__VA_ARGS__;                                                  \
	} class_##_name##_t;                                                  \
	static inline void class_##_name##_destructor(class_##_name##_t *_T)  \
	{                                                                     \
		if (_T->lock) {                                               \
			_unlock;                                              \
		}                                                             \
	}                                                                     \
	static inline void *class_##_name##_lock_ptr(class_##_name##_t *_T)   \
	{                                                                     \
		return (void *)_T->lock;                                      \
	}                                                                     \
	static inline class_##_name##_t class_##_name##_constructor(_type *l) \
	{                                                                     \
		class_##_name##_t _t = { .lock = l }, *_T = &_t;              \
		_lock;                                                        \
		return _t;                                                    \
	}

/** guard() - guard(name)(args): hold the lock until the scope ends */
#define guard(_name) CLASS(_name, __UNIQUE_ID(guard_))

#define __platdev_scoped_guard(_name, scope, done, ...)      \
	for (CLASS(_name, scope)(__VA_ARGS__), *done = NULL; \
	     class_##_name##_lock_ptr(&scope) && !done; done = (void *)1)

/** scoped_guard() - hold the lock for the statement or block that follows */
#define scoped_guard(_name, ...)                                               \
	__platdev_scoped_guard(_name, __UNIQUE_ID(scope_), __UNIQUE_ID(done_), \
			       __VA_ARGS__)

#endif /* _PLATDEV_LINUX_CLEANUP_H */
