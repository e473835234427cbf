// SPDX-License-Identifier: MIT
/*
 * panic.c - panic(), BUG() and WARN(): the messages they log, the panic
 * hook they end in, and the taint mask.
 */
#include <stdarg.h>
#include <stdio.h>

#include <linux/bug.h>
#include <linux/panic.h>
#include <platdev/log.h>
#include <platdev/panic.h>
#include <platdev/port.h>

/* Long enough for a file:line and a reason; longer ones are cut. */
#define PANIC_MSG_MAX 256

int panic_timeout;

/*
 * panic_notifier.c, linked in when a program uses panic_notifier_list:
 * calls the panic notifiers. Weak, so that panic() alone does not pull
 * the notifier chains in.
 */
extern void panic_notify(const char *msg) __attribute__((weak));

static platdev_panic_fn panic_hook;
static void *panic_hook_ctx;
static unsigned long taint_mask;

void platdev_set_panic_hook(platdev_panic_fn fn, void *ctx)
{
	__atomic_store_n(&panic_hook_ctx, ctx, __ATOMIC_RELEASE);
	__atomic_store_n(&panic_hook, fn, __ATOMIC_RELEASE);
}

void platdev_vpanic(const char *fmt, va_list ap)
{
	char msg[PANIC_MSG_MAX];
	platdev_panic_fn hook;
	size_t len;
	int n;

	n = vsnprintf(msg, sizeof(msg), fmt, ap);
	len = n < 0 ? 0 : (size_t)n < sizeof(msg) ? (size_t)n : sizeof(msg) - 1;
	msg[len] = '\0';
	while (len && msg[len - 1] == '\n')
		msg[--len] = '\0';
	platdev_log(PLATDEV_LOG_EMERG, NULL, "Kernel panic - not syncing: %s",
		    msg);
	if (panic_notify)
		panic_notify(msg);
	hook = __atomic_load_n(&panic_hook, __ATOMIC_ACQUIRE);
	if (hook)
		hook(__atomic_load_n(&panic_hook_ctx, __ATOMIC_ACQUIRE), msg);
	platdev_port_panic(msg);
}

void platdev_panic(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	platdev_vpanic(fmt, ap);
}

void platdev_bug(const char *file, int line)
{
	platdev_log(PLATDEV_LOG_CRIT, NULL, "kernel BUG at %s:%d!", file, line);
	platdev_panic("kernel BUG at %s:%d!", file, line);
}

void platdev_warn(const char *file, int line, const char *func,
		  unsigned int taint, const char *fmt, ...)
{
	va_list ap;

	if (fmt) {
		va_start(ap, fmt);
		platdev_vlog(PLATDEV_LOG_WARNING, NULL, fmt, ap);
		va_end(ap);
	}
	platdev_log(PLATDEV_LOG_WARNING, NULL, "WARNING: at %s:%d %s()", file,
		    line, func);
	add_taint(taint, LOCKDEP_STILL_OK);
}

void add_taint(unsigned int flag, enum lockdep_ok lockdep_ok)
{
	(void)lockdep_ok;
	if (flag < TAINT_FLAGS_COUNT)
		__atomic_fetch_or(&taint_mask, 1UL << flag, __ATOMIC_RELAXED);
}

int test_taint(unsigned int flag)
{
	return flag < TAINT_FLAGS_COUNT && (get_taint() >> flag) & 1;
}

unsigned long get_taint(void)
{
	return __atomic_load_n(&taint_mask, __ATOMIC_RELAXED);
}
