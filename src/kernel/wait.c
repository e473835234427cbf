// SPDX-License-Identifier: MIT
/*
 * wait.c - wait queues (linux/wait.h): entries on a list under the
 * queue's spinlock; waking calls their wake functions, which wake tasks
 * through linux/sched.h.
 */
#include <linux/sched.h>
#include <linux/wait.h>

void add_wait_queue(struct wait_queue_head *wq_head,
		    struct wait_queue_entry *wq_entry)
{
	unsigned long flags;

	wq_entry->flags &= ~WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&wq_head->lock, flags);
	list_add(&wq_entry->entry, &wq_head->head);
	spin_unlock_irqrestore(&wq_head->lock, flags);
}

void add_wait_queue_exclusive(struct wait_queue_head *wq_head,
			      struct wait_queue_entry *wq_entry)
{
	unsigned long flags;

	wq_entry->flags |= WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&wq_head->lock, flags);
	list_add_tail(&wq_entry->entry, &wq_head->head);
	spin_unlock_irqrestore(&wq_head->lock, flags);
}

void remove_wait_queue(struct wait_queue_head *wq_head,
		       struct wait_queue_entry *wq_entry)
{
	unsigned long flags;

	spin_lock_irqsave(&wq_head->lock, flags);
	list_del(&wq_entry->entry);
	spin_unlock_irqrestore(&wq_head->lock, flags);
}

/*
 * Queue @wq_entry unless it is queued (non-exclusive entries first,
 * exclusive ones at the end), then set the task state: both under the
 * lock, so that a wake-up either sees the entry or comes after the state.
 */
static void wait_prepare(struct wait_queue_head *wq_head,
			 struct wait_queue_entry *wq_entry, int state)
{
	unsigned long flags;

	spin_lock_irqsave(&wq_head->lock, flags);
	if (list_empty(&wq_entry->entry)) {
		if (wq_entry->flags & WQ_FLAG_EXCLUSIVE)
			list_add_tail(&wq_entry->entry, &wq_head->head);
		else
			list_add(&wq_entry->entry, &wq_head->head);
	}
	set_current_state(state);
	spin_unlock_irqrestore(&wq_head->lock, flags);
}

void prepare_to_wait(struct wait_queue_head *wq_head,
		     struct wait_queue_entry *wq_entry, int state)
{
	wq_entry->flags &= ~WQ_FLAG_EXCLUSIVE;
	wait_prepare(wq_head, wq_entry, state);
}

bool prepare_to_wait_exclusive(struct wait_queue_head *wq_head,
			       struct wait_queue_entry *wq_entry, int state)
{
	bool first;
	unsigned long flags;

	wq_entry->flags |= WQ_FLAG_EXCLUSIVE;
	spin_lock_irqsave(&wq_head->lock, flags);
	first = list_empty(&wq_head->head);
	spin_unlock_irqrestore(&wq_head->lock, flags);
	wait_prepare(wq_head, wq_entry, state);
	return first;
}

long prepare_to_wait_event(struct wait_queue_head *wq_head,
			   struct wait_queue_entry *wq_entry, int state)
{
	wait_prepare(wq_head, wq_entry, state);
	return 0;
}

void finish_wait(struct wait_queue_head *wq_head,
		 struct wait_queue_entry *wq_entry)
{
	unsigned long flags;

	__set_current_state(TASK_RUNNING);
	/* An autoremove wake-up may have taken it off: init'ed, no harm. */
	spin_lock_irqsave(&wq_head->lock, flags);
	list_del_init(&wq_entry->entry);
	spin_unlock_irqrestore(&wq_head->lock, flags);
}

int default_wake_function(struct wait_queue_entry *wq_entry, unsigned int mode,
			  int flags, void *key)
{
	(void)flags;
	(void)key;
	return wake_up_state(wq_entry->private, mode);
}

int autoremove_wake_function(struct wait_queue_entry *wq_entry,
			     unsigned int mode, int flags, void *key)
{
	int woken = default_wake_function(wq_entry, mode, flags, key);

	if (woken)
		list_del_init(&wq_entry->entry);
	return woken;
}

int woken_wake_function(struct wait_queue_entry *wq_entry, unsigned int mode,
			int flags, void *key)
{
	__atomic_or_fetch(&wq_entry->flags, WQ_FLAG_WOKEN, __ATOMIC_SEQ_CST);
	return default_wake_function(wq_entry, mode, flags, key);
}

long wait_woken(struct wait_queue_entry *wq_entry, unsigned int mode,
		long timeout)
{
	set_current_state(mode);
	if (!(__atomic_load_n(&wq_entry->flags, __ATOMIC_SEQ_CST) &
	      WQ_FLAG_WOKEN))
		timeout = schedule_timeout(timeout);
	__set_current_state(TASK_RUNNING);
	__atomic_and_fetch(&wq_entry->flags, ~WQ_FLAG_WOKEN, __ATOMIC_SEQ_CST);
	return timeout;
}

/* Wake the entries of @wq_head, with its lock held. */
static int wake_entries(struct wait_queue_head *wq_head, unsigned int mode,
			int nr_exclusive, void *key)
{
	struct wait_queue_entry *curr, *next;
	int woken = 0, ret;

	list_for_each_entry_safe(curr, next, &wq_head->head, entry) {
		unsigned int flags = curr->flags;

		ret = curr->func(curr, mode, 0, key);
		if (ret < 0)
			break;
		if (ret)
			woken++;
		if (ret && (flags & WQ_FLAG_EXCLUSIVE) && !--nr_exclusive)
			break;
	}
	return woken;
}

int __wake_up(struct wait_queue_head *wq_head, unsigned int mode,
	      int nr_exclusive, void *key)
{
	unsigned long flags;
	int woken;

	spin_lock_irqsave(&wq_head->lock, flags);
	woken = wake_entries(wq_head, mode, nr_exclusive, key);
	spin_unlock_irqrestore(&wq_head->lock, flags);
	return woken;
}

void __wake_up_locked(struct wait_queue_head *wq_head, unsigned int mode,
		      int nr)
{
	wake_entries(wq_head, mode, nr, NULL);
}

void __wake_up_locked_key(struct wait_queue_head *wq_head, unsigned int mode,
			  void *key)
{
	wake_entries(wq_head, mode, 1, key);
}
