/* SPDX-License-Identifier: MIT */
/*
 * platdev/log.h - where the library's and the drivers' messages go.
 *
 * Every message (dev_err(), pr_info(), printk(), ...) is formatted into one
 * line and handed to the log hook. The default hook is the port's: stderr on
 * POSIX. An application replaces it to send lines elsewhere, or a test to
 * capture them.
 */
#ifndef _PLATDEV_LOG_H
#define _PLATDEV_LOG_H

#include <stdarg.h>

struct device;

/* Levels as the kernel numbers them: lower is more severe. */
enum platdev_log_level {
	PLATDEV_LOG_EMERG = 0,
	PLATDEV_LOG_ALERT = 1,
	PLATDEV_LOG_CRIT = 2,
	PLATDEV_LOG_ERR = 3,
	PLATDEV_LOG_WARNING = 4,
	PLATDEV_LOG_NOTICE = 5,
	PLATDEV_LOG_INFO = 6,
	PLATDEV_LOG_DEBUG = 7,
	PLATDEV_LOG_CONT =
		8, /* continues the previous line; passed at its level */
};

/*
 * PLATDEV_LOG_MIN_LEVEL - the least severe level compiled in.
 *
 * dev_*() and pr_*() calls of a less severe level (a higher number) are
 * folded away at compile time, format string and all, as Linux drops
 * dev_dbg() and pr_debug() without DEBUG; the arguments are still
 * type-checked. The build sets it (CMake: PLATDEV_LOG_MIN_LEVEL): full
 * keeps debug (7), minimal and tiny stop at info (6). Unlike
 * platdev_set_log_level(), which filters at run time what was compiled in,
 * a message left out here cannot be turned on again without a rebuild.
 */
#ifndef PLATDEV_LOG_MIN_LEVEL
#define PLATDEV_LOG_MIN_LEVEL 7
#endif

/* Whether messages of @level are compiled in (an integer constant). */
#define platdev_log_compiled(level) ((level) <= PLATDEV_LOG_MIN_LEVEL)

/*
 * platdev_log_at() - platdev_log() when @level is compiled in, else 0
 * without a trace of @fmt in the image. The condition is a constant: the
 * compiler drops the call and its string even at -O0.
 */
#define platdev_log_at(level, dev, fmt, ...)                             \
	({                                                               \
		int __platdev_logged = 0;                                \
		if (platdev_log_compiled(level))                         \
			__platdev_logged = platdev_log((level), (dev), fmt, \
						       ##__VA_ARGS__);   \
		__platdev_logged;                                        \
	})

/**
 * typedef platdev_log_fn - receives one formatted log line
 * @ctx: the pointer given to platdev_set_log_hook()
 * @level: an enum platdev_log_level value
 * @line: the text, without a trailing newline; prefixed with the driver (or
 *        bus) and device name for dev_*() messages, as Linux prints them
 */
typedef void (*platdev_log_fn)(void *ctx, int level, const char *line);

/**
 * platdev_set_log_hook() - send log lines to @fn
 * @fn: the hook, or NULL to restore the port's default
 * @ctx: passed back to @fn
 *
 * The hook may be called from any thread that logs, sometimes with the
 * core lock held (errors found while validating a registration); it must
 * not call back into platdev and must not block for long.
 */
void platdev_set_log_hook(platdev_log_fn fn, void *ctx);

/**
 * platdev_set_log_level() - drop messages less severe than @level
 * @level: the least severe level still delivered (default PLATDEV_LOG_INFO)
 *
 * Return: the previous level.
 */
int platdev_set_log_level(int level);

/**
 * platdev_log() - format and deliver one message
 * @level: an enum platdev_log_level value
 * @dev: the device the message is about, or NULL
 * @fmt: printf format
 *
 * Return: the number of characters delivered, 0 if the level is filtered.
 */
int platdev_log(int level, const struct device *dev, const char *fmt, ...)
	__attribute__((__format__(printf, 3, 4)));

/** platdev_vlog() - platdev_log() with a va_list */
int platdev_vlog(int level, const struct device *dev, const char *fmt,
		 va_list ap) __attribute__((__format__(printf, 3, 0)));

/**
 * platdev_printk() - printk() with a KERN_* level prefix in @fmt
 * @fmt: printf format, optionally starting with KERN_SOH and a level digit
 *
 * Return: as platdev_log().
 */
int platdev_printk(const char *fmt, ...)
	__attribute__((__format__(printf, 1, 2)));

#endif /* _PLATDEV_LOG_H */
