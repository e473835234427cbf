// SPDX-License-Identifier: MIT
/*
 * panic_notifier.c - the panic notifier chain (linux/panic_notifier.h),
 * called by panic() (panic.c) through panic_notify().
 */
#include <linux/panic_notifier.h>

ATOMIC_NOTIFIER_HEAD(panic_notifier_list);
bool crash_kexec_post_notifiers;

void panic_notify(const char *msg);

void panic_notify(const char *msg)
{
	atomic_notifier_call_chain(&panic_notifier_list, 0, (void *)msg);
}
