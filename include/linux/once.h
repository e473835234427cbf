/* SPDX-License-Identifier: MIT */
/*
 * linux/once.h - DO_ONCE(): call a function once per call site, with every
 * other caller waiting until that call has returned.
 *
 * DO_ONCE(func, ...) is true in the call that ran func(...), false in the
 * others. The first call and its waiters serialize on one lock; later
 * calls only read a flag. DO_ONCE_SLEEPABLE() is the same here (func may
 * sleep in both). get_random_once() fills a buffer once.
 */
#ifndef _PLATDEV_LINUX_ONCE_H
#define _PLATDEV_LINUX_ONCE_H

#include <linux/compiler.h>
#include <linux/types.h>

/**
 * __do_once_start() - Return: true, with the once lock held, when *@done
 * is false (the caller runs its function, then __do_once_done()); false
 * when it is true
 */
bool __do_once_start(bool *done);

/** __do_once_done() - set *@done and let the once lock go */
void __do_once_done(bool *done);

#define DO_ONCE(func, ...)                                                    \
	({                                                                    \
		bool ___ret = false;                                          \
		static bool ___done;                                          \
		if (unlikely(!__atomic_load_n(&___done, __ATOMIC_ACQUIRE)) && \
		    __do_once_start(&___done)) {                              \
			func(__VA_ARGS__);                                    \
			__do_once_done(&___done);                             \
			___ret = true;                                        \
		}                                                             \
		___ret;                                                       \
	})
#define DO_ONCE_SLEEPABLE(func, ...) DO_ONCE(func, ##__VA_ARGS__)

#define get_random_once(buf, nbytes) DO_ONCE(get_random_bytes, (buf), (nbytes))
#define get_random_sleepable_once(buf, nbytes) \
	DO_ONCE_SLEEPABLE(get_random_bytes, (buf), (nbytes))

#endif /* _PLATDEV_LINUX_ONCE_H */
