// SPDX-License-Identifier: MIT
/*
 * notifier.c - notifier chains (linux/notifier.h): a singly linked list in
 * priority order, the same three operations under the lock of each kind.
 */
#include <linux/notifier.h>

static int chain_insert(struct notifier_block **list, struct notifier_block *nb,
			bool unique_prio)
{
	struct notifier_block **pos;

	for (pos = list; *pos; pos = &(*pos)->next) {
		if (*pos == nb)
			return -EEXIST;
		if (unique_prio && (*pos)->priority == nb->priority)
			return -EBUSY;
	}
	for (pos = list; *pos && (*pos)->priority >= nb->priority;
	     pos = &(*pos)->next)
		;
	nb->next = *pos;
	*pos = nb;
	return 0;
}

static int chain_remove(struct notifier_block **list, struct notifier_block *nb)
{
	struct notifier_block **pos;

	for (pos = list; *pos; pos = &(*pos)->next) {
		if (*pos == nb) {
			*pos = nb->next;
			return 0;
		}
	}
	return -ENOENT;
}

static int chain_call(struct notifier_block *nb, unsigned long val, void *v)
{
	struct notifier_block *next;
	int ret = NOTIFY_DONE;

	for (; nb; nb = next) {
		next = nb->next; /* as Linux: a raw chain's callback may remove itself */
		ret = nb->notifier_call(nb, val, v);
		if (ret & NOTIFY_STOP_MASK)
			break;
	}
	return ret;
}

/* ---- atomic: a spinlock ---- */

static int atomic_insert(struct atomic_notifier_head *nh,
			 struct notifier_block *nb, bool unique_prio)
{
	unsigned long flags;
	int err;

	spin_lock_irqsave(&nh->lock, flags);
	err = chain_insert(&nh->head, nb, unique_prio);
	spin_unlock_irqrestore(&nh->lock, flags);
	return err;
}

int atomic_notifier_chain_register(struct atomic_notifier_head *nh,
				   struct notifier_block *nb)
{
	return atomic_insert(nh, nb, false);
}

int atomic_notifier_chain_register_unique_prio(struct atomic_notifier_head *nh,
					       struct notifier_block *nb)
{
	return atomic_insert(nh, nb, true);
}

int atomic_notifier_chain_unregister(struct atomic_notifier_head *nh,
				     struct notifier_block *nb)
{
	unsigned long flags;
	int err;

	spin_lock_irqsave(&nh->lock, flags);
	err = chain_remove(&nh->head, nb);
	spin_unlock_irqrestore(&nh->lock, flags);
	return err;
}

int atomic_notifier_call_chain(struct atomic_notifier_head *nh,
			       unsigned long val, void *v)
{
	unsigned long flags;
	int ret;

	spin_lock_irqsave(&nh->lock, flags);
	ret = chain_call(nh->head, val, v);
	spin_unlock_irqrestore(&nh->lock, flags);
	return ret;
}

bool atomic_notifier_call_chain_is_empty(struct atomic_notifier_head *nh)
{
	return !__atomic_load_n(&nh->head, __ATOMIC_ACQUIRE);
}

/* ---- blocking: a mutex ---- */

static int blocking_insert(struct blocking_notifier_head *nh,
			   struct notifier_block *nb, bool unique_prio)
{
	int err;

	mutex_lock(&nh->lock);
	err = chain_insert(&nh->head, nb, unique_prio);
	mutex_unlock(&nh->lock);
	return err;
}

int blocking_notifier_chain_register(struct blocking_notifier_head *nh,
				     struct notifier_block *nb)
{
	return blocking_insert(nh, nb, false);
}

int blocking_notifier_chain_register_unique_prio(
	struct blocking_notifier_head *nh, struct notifier_block *nb)
{
	return blocking_insert(nh, nb, true);
}

int blocking_notifier_chain_unregister(struct blocking_notifier_head *nh,
				       struct notifier_block *nb)
{
	int err;

	mutex_lock(&nh->lock);
	err = chain_remove(&nh->head, nb);
	mutex_unlock(&nh->lock);
	return err;
}

int blocking_notifier_call_chain(struct blocking_notifier_head *nh,
				 unsigned long val, void *v)
{
	int ret;

	mutex_lock(&nh->lock);
	ret = chain_call(nh->head, val, v);
	mutex_unlock(&nh->lock);
	return ret;
}

/* ---- raw: the caller's lock ---- */

int raw_notifier_chain_register(struct raw_notifier_head *nh,
				struct notifier_block *nb)
{
	return chain_insert(&nh->head, nb, false);
}

int raw_notifier_chain_unregister(struct raw_notifier_head *nh,
				  struct notifier_block *nb)
{
	return chain_remove(&nh->head, nb);
}

int raw_notifier_call_chain(struct raw_notifier_head *nh, unsigned long val,
			    void *v)
{
	return chain_call(nh->head, val, v);
}
