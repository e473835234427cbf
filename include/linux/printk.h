/* SPDX-License-Identifier: MIT */
/*
 * linux/printk.h - printk() and the pr_*() family, routed through the
 * platdev log hook (see <platdev/log.h>).
 */
#ifndef _PLATDEV_LINUX_PRINTK_H
#define _PLATDEV_LINUX_PRINTK_H

#include <stdbool.h>
#include <stddef.h>

#include <linux/init.h> /* Linux 6.12 reaches __init through here */
#include <linux/once_lite.h>
#include <linux/ratelimit_types.h>
#include <platdev/log.h>

#define KERN_SOH "\001"
#define KERN_EMERG KERN_SOH "0"
#define KERN_ALERT KERN_SOH "1"
#define KERN_CRIT KERN_SOH "2"
#define KERN_ERR KERN_SOH "3"
#define KERN_WARNING KERN_SOH "4"
#define KERN_NOTICE KERN_SOH "5"
#define KERN_INFO KERN_SOH "6"
#define KERN_DEBUG KERN_SOH "7"
#define KERN_CONT KERN_SOH "c"
/* The default level: printk() without one, KERN_WARNING here. */
#define KERN_DEFAULT ""

/* The prefix of a message reporting an error the hardware signalled. */
#define HW_ERR "[Hardware Error]: "

#ifndef pr_fmt
#define pr_fmt(fmt) fmt
#endif

/** platdev_kern_level() - the level number of a KERN_* string (KERN_WARNING if none) */
static inline int platdev_kern_level(const char *level)
{
	if (level[0] == KERN_SOH[0] && level[1] >= '0' && level[1] <= '7')
		return level[1] - '0';
	return PLATDEV_LOG_WARNING;
}

/* printk() takes its level from a KERN_* prefix; without one it logs at KERN_WARNING. */
#define printk(fmt, ...) platdev_printk(fmt, ##__VA_ARGS__)

#define pr_emerg(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_EMERG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_alert(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ALERT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_crit(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_CRIT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_ERR, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_WARNING, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warning pr_warn
#define pr_notice(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_NOTICE, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_INFO, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_debug(fmt, ...) \
	platdev_log_at(PLATDEV_LOG_DEBUG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_devel pr_debug
#define pr_cont(fmt, ...) \
	platdev_log(PLATDEV_LOG_CONT, NULL, fmt, ##__VA_ARGS__)

/* Nothing printed, but the format and arguments are still checked. */
#define no_printk(fmt, ...)                         \
	({                                          \
		if (0)                              \
			printk(fmt, ##__VA_ARGS__); \
		0;                                  \
	})

/* No deferred console here: printed at once. */
#define printk_deferred(fmt, ...) printk(fmt, ##__VA_ARGS__)

/*
 * The _once forms print the first time their site runs. A level that is
 * not compiled in (PLATDEV_LOG_MIN_LEVEL) leaves nothing behind.
 */
#define printk_once(fmt, ...) DO_ONCE_LITE(printk, fmt, ##__VA_ARGS__)
#define printk_deferred_once(fmt, ...) printk_once(fmt, ##__VA_ARGS__)
#define __platdev_log_once(level, dev, fmt, ...)                   \
	({                                                         \
		if (platdev_log_compiled(level))                   \
			DO_ONCE_LITE(platdev_log, level, dev, fmt, \
				     ##__VA_ARGS__);               \
	})
#define pr_emerg_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_EMERG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_alert_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_ALERT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_crit_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_CRIT, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_err_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_ERR, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_warn_once(fmt, ...)                                     \
	__platdev_log_once(PLATDEV_LOG_WARNING, NULL, pr_fmt(fmt), \
			   ##__VA_ARGS__)
#define pr_notice_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_NOTICE, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_info_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_INFO, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_debug_once(fmt, ...) \
	__platdev_log_once(PLATDEV_LOG_DEBUG, NULL, pr_fmt(fmt), ##__VA_ARGS__)
#define pr_devel_once pr_debug_once

/*
 * The _ratelimited forms print at most DEFAULT_RATELIMIT_BURST (10) lines
 * per DEFAULT_RATELIMIT_INTERVAL (5 s) from their site
 * (linux/ratelimit_types.h).
 */
#define __platdev_log_ratelimited(level, dev, fmt, ...)                        \
	({                                                                     \
		static DEFINE_RATELIMIT_STATE(_rs, DEFAULT_RATELIMIT_INTERVAL, \
					      DEFAULT_RATELIMIT_BURST);        \
		if (platdev_log_compiled(level) && __ratelimit(&_rs))          \
			platdev_log(level, dev, fmt, ##__VA_ARGS__);           \
	})
#define printk_ratelimited(fmt, ...)                                           \
	({                                                                     \
		static DEFINE_RATELIMIT_STATE(_rs, DEFAULT_RATELIMIT_INTERVAL, \
					      DEFAULT_RATELIMIT_BURST);        \
		if (__ratelimit(&_rs))                                         \
			printk(fmt, ##__VA_ARGS__);                            \
	})
#define pr_emerg_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_EMERG, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_alert_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_ALERT, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_crit_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_CRIT, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_err_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_ERR, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_warn_ratelimited(fmt, ...)                                     \
	__platdev_log_ratelimited(PLATDEV_LOG_WARNING, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_notice_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_NOTICE, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_info_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_INFO, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_debug_ratelimited(fmt, ...)                                  \
	__platdev_log_ratelimited(PLATDEV_LOG_DEBUG, NULL, pr_fmt(fmt), \
				  ##__VA_ARGS__)
#define pr_devel_ratelimited pr_debug_ratelimited

/**
 * __printk_ratelimit() - one state shared by every printk_ratelimit()
 * caller (Linux discourages it for that; prefer printk_ratelimited())
 * Return: 1 to print, 0 to stay quiet.
 */
int __printk_ratelimit(const char *func);
#define printk_ratelimit() __printk_ratelimit(__func__)

/*
 * Prefixes for messages about a firmware's (device tree's, ACPI table's)
 * mistakes, as Linux's: pr_err(FW_BUG "...").
 */
#ifndef FW_BUG
#define FW_BUG "[Firmware Bug]: "
#define FW_WARN "[Firmware Warn]: "
#define FW_INFO "[Firmware Info]: "
#endif

/* What print_hex_dump() puts before each line. */
enum {
	DUMP_PREFIX_NONE,
	DUMP_PREFIX_ADDRESS,
	DUMP_PREFIX_OFFSET,
};

/**
 * hex_dump_to_buffer() - one line of a hex dump
 * @buf: the bytes
 * @len: how many; at most @rowsize are formatted
 * @rowsize: bytes a line: 16 or 32 (another value is 16)
 * @groupsize: bytes a group, read in the CPU's order: 1, 2, 4 or 8
 *             (another value, or one that does not divide @len, is 1)
 * @linebuf: where the line goes, NUL-terminated
 * @linebuflen: its size
 * @ascii: add the bytes as text after the hex, printable ones as
 *         themselves and the others as '.', in a column of their own
 *
 * Return: the length of the line written; when it does not fit, the
 * length it would have (and @linebuf holds part of it).
 */
int hex_dump_to_buffer(const void *buf, size_t len, int rowsize, int groupsize,
		       char *linebuf, size_t linebuflen, bool ascii);

/**
 * print_hex_dump() - log a buffer as lines of hex_dump_to_buffer()
 * @level: a KERN_* level
 * @prefix_str: put before each line
 * @prefix_type: DUMP_PREFIX_ADDRESS (the line's address), _OFFSET (its
 *               offset, 8 hex digits) or _NONE, after @prefix_str
 * @rowsize: as hex_dump_to_buffer()
 * @groupsize: as hex_dump_to_buffer()
 * @buf: the bytes
 * @len: how many
 * @ascii: as hex_dump_to_buffer()
 */
void print_hex_dump(const char *level, const char *prefix_str,
		    int prefix_type, int rowsize, int groupsize,
		    const void *buf, size_t len, bool ascii);

/*
 * At the debug level, which the log's level filters at run time (as
 * Linux's dynamic debug switches such lines on).
 */
#define print_hex_dump_debug(prefix_str, prefix_type, rowsize, groupsize, \
			     buf, len, ascii)                               \
	print_hex_dump(KERN_DEBUG, prefix_str, prefix_type, rowsize,       \
		       groupsize, buf, len, ascii)

/* print_hex_dump_debug() with 16 bytes a line, single bytes and text. */
#define print_hex_dump_bytes(prefix_str, prefix_type, buf, len) \
	print_hex_dump_debug(prefix_str, prefix_type, 16, 1, buf, len, true)

/**
 * dump_stack_lvl() - report where the caller is, at level @log_lvl (a
 * KERN_* string): the caller's address, and that this port has no call
 * trace to print
 * @log_lvl: the level
 */
void dump_stack_lvl(const char *log_lvl);

/** dump_stack() - dump_stack_lvl() at the default level */
void dump_stack(void);

#endif /* _PLATDEV_LINUX_PRINTK_H */
