/* SPDX-License-Identifier: MIT */
/*
 * platdev/panic.h - where panic(), BUG() and BUG_ON() end, and what WARN()
 * and its family report through.
 *
 * A panic first logs its message at PLATDEV_LOG_EMERG ("Kernel panic - not
 * syncing: ..."), then hands it to the panic hook. The default hook is the
 * port's platdev_port_panic(): POSIX writes the message to stderr and
 * aborts, the bare port stops at a trap instruction. An application
 * replaces the hook to reset the board or record the message; a test
 * replaces it with one that longjmp()s back, so that it can check a
 * BUG_ON() without dying.
 */
#ifndef _PLATDEV_PANIC_H
#define _PLATDEV_PANIC_H

#include <stdarg.h>

#include <linux/compiler.h>

/**
 * typedef platdev_panic_fn - receives the message of a panic
 * @ctx: the pointer given to platdev_set_panic_hook()
 * @msg: the formatted message, without a trailing newline
 *
 * It must not return: it resets, halts, or leaves with longjmp(). If it
 * returns anyway, the port's platdev_port_panic() runs.
 */
typedef void (*platdev_panic_fn)(void *ctx, const char *msg);

/**
 * platdev_set_panic_hook() - send panics to @fn
 * @fn: the hook, or NULL to restore the port's platdev_port_panic()
 * @ctx: passed back to @fn
 */
void platdev_set_panic_hook(platdev_panic_fn fn, void *ctx);

/**
 * platdev_panic() - log @fmt at PLATDEV_LOG_EMERG and call the panic hook
 * @fmt: printf format of the reason; a trailing newline is dropped
 *
 * Call it through panic() (linux/panic.h). Never returns.
 */
void platdev_panic(const char *fmt, ...) __printf(1, 2) __noreturn __cold;

/** platdev_vpanic() - platdev_panic() with a va_list (vpanic()) */
void platdev_vpanic(const char *fmt, va_list ap)
	__printf(1, 0) __noreturn __cold;

/**
 * platdev_bug() - what BUG() runs: logs "kernel BUG at @file:@line!" at
 * PLATDEV_LOG_CRIT and panics with the same text. Never returns.
 */
void platdev_bug(const char *file, int line) __noreturn __cold;

/**
 * platdev_warn() - what WARN() and its family run when their condition is
 * true
 * @file: the source file of the WARN
 * @line: its line
 * @func: the function it is in
 * @taint: the TAINT_* flag to add (TAINT_WARN for WARN() itself)
 * @fmt: printf format of the message, or NULL for none
 *
 * Logs the message (if any), then "WARNING: at @file:@line @func()", both
 * at PLATDEV_LOG_WARNING, and adds @taint to the taint mask (get_taint()).
 */
void platdev_warn(const char *file, int line, const char *func,
		  unsigned int taint, const char *fmt, ...)
	__printf(5, 6) __cold;

#endif /* _PLATDEV_PANIC_H */
