/* SPDX-License-Identifier: MIT */
/*
 * linux/once_lite.h - run a call once per call site.
 *
 * DO_ONCE_LITE(func, ...) calls func(...) the first time the site runs.
 * DO_ONCE_LITE_IF(cond, func, ...) calls it the first time @cond is true
 * there, and is @cond's truth value (0 or 1) every time. The flag is
 * static per site (per translation unit for a site in an inline function);
 * it is taken with an atomic exchange, so two threads never both call.
 */
#ifndef _PLATDEV_LINUX_ONCE_LITE_H
#define _PLATDEV_LINUX_ONCE_LITE_H

#include <linux/compiler.h>
#include <linux/types.h>

/* True the first time a site evaluates it, false ever after. */
#define __platdev_first_time()                                   \
	({                                                       \
		static bool __platdev_once_done;                 \
		!__atomic_exchange_n(&__platdev_once_done, true, \
				     __ATOMIC_RELAXED);          \
	})

#define DO_ONCE_LITE(func, ...) DO_ONCE_LITE_IF(true, func, ##__VA_ARGS__)

#define DO_ONCE_LITE_IF(condition, func, ...)                               \
	({                                                                  \
		bool __platdev_once_ret = !!(condition);                    \
		if (unlikely(__platdev_once_ret) && __platdev_first_time()) \
			func(__VA_ARGS__);                                  \
		unlikely(__platdev_once_ret);                               \
	})

#endif /* _PLATDEV_LINUX_ONCE_LITE_H */
