/* SPDX-License-Identifier: MIT */
/*
 * linux/panic_notifier.h - callbacks told about a panic.
 *
 * panic() logs its message, calls the blocks on panic_notifier_list
 * (event 0, data the message), then ends through the panic hook
 * (platdev/panic.h), as Linux calls them before it reboots or halts.
 */
#ifndef _PLATDEV_LINUX_PANIC_NOTIFIER_H
#define _PLATDEV_LINUX_PANIC_NOTIFIER_H

#include <linux/notifier.h>
#include <linux/types.h>

extern struct atomic_notifier_head panic_notifier_list;

/* Whether kdump runs after the notifiers: there is no kdump here. */
extern bool crash_kexec_post_notifiers;

#endif /* _PLATDEV_LINUX_PANIC_NOTIFIER_H */
