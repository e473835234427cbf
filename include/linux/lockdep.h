/* SPDX-License-Identifier: MIT */
/*
 * linux/lockdep.h - the lock validator's annotations. platdev has no lock
 * validator: the assertions and class keys compile and do nothing (their
 * arguments are still type-checked as expressions, not evaluated).
 */
#ifndef _PLATDEV_LINUX_LOCKDEP_H
#define _PLATDEV_LINUX_LOCKDEP_H

struct lock_class_key {
	char unused;
};

#define lockdep_assert_held(l) ((void)sizeof(l))
#define lockdep_assert_not_held(l) ((void)sizeof(l))
#define lockdep_assert_held_once(l) ((void)sizeof(l))
#define lockdep_set_class(lock, key) ((void)sizeof(lock), (void)sizeof(key))
#define lockdep_assert_irqs_disabled() ((void)0)
#define might_lock(l) ((void)sizeof(l))
#define SINGLE_DEPTH_NESTING 1

#endif /* _PLATDEV_LINUX_LOCKDEP_H */
