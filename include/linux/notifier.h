/* SPDX-License-Identifier: MIT */
/*
 * linux/notifier.h - callbacks told about events, in priority order.
 *
 * Chains come in Linux's three kinds. An atomic chain is called under a
 * spinlock (its callbacks must not sleep); a blocking chain under a mutex
 * (they may); a raw chain has no lock (the caller serialises). A callback
 * must not register or unregister on the chain that is calling it.
 */
#ifndef _PLATDEV_LINUX_NOTIFIER_H
#define _PLATDEV_LINUX_NOTIFIER_H

#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

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

/** notifier_from_errno() - a callback's return value carrying @err */
static inline int notifier_from_errno(int err)
{
	return err ? NOTIFY_STOP_MASK | (NOTIFY_OK - err) : NOTIFY_OK;
}

/** notifier_to_errno() - the error notifier_from_errno() carried, or 0 */
static inline int notifier_to_errno(int ret)
{
	ret &= ~NOTIFY_STOP_MASK;
	return ret > NOTIFY_OK ? NOTIFY_OK - ret : 0;
}

struct atomic_notifier_head {
	spinlock_t lock;
	struct notifier_block *head;
};

struct blocking_notifier_head {
	struct mutex lock;
	struct notifier_block *head;
};

struct raw_notifier_head {
	struct notifier_block *head;
};

#define ATOMIC_NOTIFIER_INIT(name)                                    \
	{                                                             \
		.lock = __SPIN_LOCK_UNLOCKED(name.lock), .head = NULL \
	}
#define BLOCKING_NOTIFIER_INIT(name)                                 \
	{                                                            \
		.lock = __MUTEX_INITIALIZER(name.lock), .head = NULL \
	}
#define RAW_NOTIFIER_INIT(name) \
	{                       \
		.head = NULL    \
	}

#define ATOMIC_NOTIFIER_HEAD(name) \
	struct atomic_notifier_head name = ATOMIC_NOTIFIER_INIT(name)
#define BLOCKING_NOTIFIER_HEAD(name) \
	struct blocking_notifier_head name = BLOCKING_NOTIFIER_INIT(name)
#define RAW_NOTIFIER_HEAD(name) \
	struct raw_notifier_head name = RAW_NOTIFIER_INIT(name)

#define ATOMIC_INIT_NOTIFIER_HEAD(nh)        \
	do {                                 \
		spin_lock_init(&(nh)->lock); \
		(nh)->head = NULL;           \
	} while (0)
#define BLOCKING_INIT_NOTIFIER_HEAD(nh)  \
	do {                             \
		mutex_init(&(nh)->lock); \
		(nh)->head = NULL;       \
	} while (0)
#define RAW_INIT_NOTIFIER_HEAD(nh) ((nh)->head = NULL)

/*
 * *_notifier_chain_register() - add @nb to the chain, after the blocks of
 * higher or equal priority. Return: 0; -EEXIST if @nb is on it already.
 * *_notifier_chain_register_unique_prio() - the same, but -EBUSY when a
 * block of that priority is on the chain.
 * *_notifier_chain_unregister() - take @nb off. Return: 0 or -ENOENT.
 * *_notifier_call_chain() - call the blocks in order with @val and @v
 * until one returns NOTIFY_STOP_MASK. Return: the last block's return
 * value, NOTIFY_DONE for an empty chain.
 */
int atomic_notifier_chain_register(struct atomic_notifier_head *nh,
				   struct notifier_block *nb);
int atomic_notifier_chain_register_unique_prio(struct atomic_notifier_head *nh,
					       struct notifier_block *nb);
int atomic_notifier_chain_unregister(struct atomic_notifier_head *nh,
				     struct notifier_block *nb);
int atomic_notifier_call_chain(struct atomic_notifier_head *nh,
			       unsigned long val, void *v);
/** atomic_notifier_call_chain_is_empty() - whether the chain has no block */
bool atomic_notifier_call_chain_is_empty(struct atomic_notifier_head *nh);

int blocking_notifier_chain_register(struct blocking_notifier_head *nh,
				     struct notifier_block *nb);
int blocking_notifier_chain_register_unique_prio(
	struct blocking_notifier_head *nh, struct notifier_block *nb);
int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
				       struct notifier_block *nb);
int blocking_notifier_call_chain(struct blocking_notifier_head *nh,
				 unsigned long val, void *v);

int raw_notifier_chain_register(struct raw_notifier_head *nh,
				struct notifier_block *nb);
int raw_notifier_chain_unregister(struct raw_notifier_head *nh,
				  struct notifier_block *nb);
int raw_notifier_call_chain(struct raw_notifier_head *nh, unsigned long val,
			    void *v);

#endif /* _PLATDEV_LINUX_NOTIFIER_H */
