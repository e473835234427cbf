/* SPDX-License-Identifier: MIT */
/*
 * asm/bug.h - BUG(), BUG_ON() and the WARN() family (Linux's
 * asm-generic/bug.h, which every architecture's asm/bug.h includes).
 *
 * WARN_ON(cond), WARN(cond, fmt, ...) and WARN_TAINT() evaluate @cond once
 * and are its truth value (int, 0 or 1), so they sit in an if:
 * `if (WARN_ON(!p)) return -EINVAL;`. When @cond is true they log, at
 * PLATDEV_LOG_WARNING, the message (WARN()) and "WARNING: at file:line
 * func()", and add TAINT_WARN (or @taint). The _ONCE forms log only the
 * first time @cond is true at that site but still give its value every
 * time.
 *
 * BUG() logs "kernel BUG at file:line!" at PLATDEV_LOG_CRIT and panics
 * (linux/panic.h): it never returns. BUG_ON(cond) is BUG() when @cond is
 * true.
 */
#ifndef _PLATDEV_ASM_BUG_H
#define _PLATDEV_ASM_BUG_H

#include <linux/compiler.h>
#include <linux/once_lite.h>
#include <linux/panic.h>
#include <linux/printk.h>

#define CUT_HERE "------------[ cut here ]------------\n"

#define BUG() platdev_bug(__FILE__, __LINE__)

#define BUG_ON(condition)                \
	do {                             \
		if (unlikely(condition)) \
			BUG();           \
	} while (0)

#define __WARN() platdev_warn(__FILE__, __LINE__, __func__, TAINT_WARN, NULL)
#define __WARN_printf(taint, ...) \
	platdev_warn(__FILE__, __LINE__, __func__, taint, __VA_ARGS__)

#define WARN_ON(condition)                         \
	({                                         \
		int __ret_warn_on = !!(condition); \
		if (unlikely(__ret_warn_on))       \
			__WARN();                  \
		unlikely(__ret_warn_on);           \
	})

#define WARN(condition, ...)                                    \
	({                                                      \
		int __ret_warn_on = !!(condition);              \
		if (unlikely(__ret_warn_on))                    \
			__WARN_printf(TAINT_WARN, __VA_ARGS__); \
		unlikely(__ret_warn_on);                        \
	})

#define WARN_TAINT(condition, taint, ...)                  \
	({                                                 \
		int __ret_warn_on = !!(condition);         \
		if (unlikely(__ret_warn_on))               \
			__WARN_printf(taint, __VA_ARGS__); \
		unlikely(__ret_warn_on);                   \
	})

#define __platdev_warn_on_once_call() __WARN()
#define WARN_ON_ONCE(condition) \
	DO_ONCE_LITE_IF(condition, __platdev_warn_on_once_call)
#define WARN_ONCE(condition, ...) \
	DO_ONCE_LITE_IF(condition, __WARN_printf, TAINT_WARN, __VA_ARGS__)
#define WARN_TAINT_ONCE(condition, taint, ...) \
	DO_ONCE_LITE_IF(condition, __WARN_printf, taint, __VA_ARGS__)

/* One CPU here: the SMP-only checks are the plain ones. */
#define WARN_ON_SMP(x) WARN_ON(x)

#endif /* _PLATDEV_ASM_BUG_H */
