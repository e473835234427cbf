/* SPDX-License-Identifier: MIT */
/*
 * linux/notifier.h - callbacks told about events, in priority order.
 */
#ifndef _PLATDEV_LINUX_NOTIFIER_H
#define _PLATDEV_LINUX_NOTIFIER_H

/**
 * struct notifier_block - one callback on a notifier chain
 * @notifier_call: called with the event and its data; returns NOTIFY_*
 * @next: the next block on the chain (the chain's business)
 * @priority: higher runs earlier
 */
struct notifier_block {
	int (*notifier_call)(struct notifier_block *nb, unsigned long action,
			     void *data);
	struct notifier_block *next;
	int priority;
};

#define NOTIFY_DONE 0x0000 /* don't care */
#define NOTIFY_OK 0x0001 /* suits me */
#define NOTIFY_STOP_MASK 0x8000 /* don't call further */
#define NOTIFY_BAD (NOTIFY_STOP_MASK | 0x0002)
#define NOTIFY_STOP (NOTIFY_OK | NOTIFY_STOP_MASK)

/** notifier_from_errno() - what a callback returns to report @err */
static inline int notifier_from_errno(int err)
{
	return err ? NOTIFY_STOP_MASK | (NOTIFY_OK - err) : NOTIFY_OK;
}

/** notifier_to_errno() - the error a callback's return @ret reports, or 0 */
static inline int notifier_to_errno(int ret)
{
	ret &= ~NOTIFY_STOP_MASK;
	return ret > NOTIFY_OK ? NOTIFY_OK - ret : 0;
}

#endif /* _PLATDEV_LINUX_NOTIFIER_H */
