/* SPDX-License-Identifier: MIT */
/*
 * linux/wait.h - wait queues: tasks sleep until a condition holds, and
 * whoever makes it hold calls wake_up() on the queue.
 *
 * As in Linux: a queue is a list of entries under a spinlock; a waiter
 * adds its entry and sets its task state (prepare_to_wait()), checks the
 * condition, and sleeps in schedule() (linux/sched.h); wake_up() calls
 * each entry's wake function, which puts the task back to TASK_RUNNING,
 * all non-exclusive entries and one exclusive entry (wake_up_all(): every
 * entry). A wake-up that comes between the check and the sleep is not
 * lost. wake_up*() may be called from an interrupt handler.
 *
 * The wait_event*() macros evaluate the condition any number of times.
 * Timeouts are in jiffies on the port's clock (see schedule_timeout() for
 * virtual time); the _timeout forms return 0 when the condition is still
 * false when the time is up, else the jiffies left, at least 1. No
 * signals exist here: the _interruptible and _killable forms never return
 * -ERESTARTSYS. On the bare port a wait polls its condition (interrupt
 * handlers make it true), the timed ones until their time is up.
 */
#ifndef _PLATDEV_LINUX_WAIT_H
#define _PLATDEV_LINUX_WAIT_H

#include <asm/current.h>
#include <linux/list.h>
#include <linux/sched.h>
#include <linux/spinlock.h>
#include <linux/stddef.h>

struct wait_queue_entry;
typedef int (*wait_queue_func_t)(struct wait_queue_entry *wq_entry,
				 unsigned int mode, int flags, void *key);

#define WQ_FLAG_EXCLUSIVE 0x01
#define WQ_FLAG_WOKEN 0x02

/**
 * struct wait_queue_entry - one waiter on a queue
 * @flags: WQ_FLAG_*
 * @private: the waiting task
 * @func: called by wake_up() with the queue's lock held; returns nonzero
 *        when it woke the task
 * @entry: on the queue's @head
 */
struct wait_queue_entry {
	unsigned int flags;
	void *private;
	wait_queue_func_t func;
	struct list_head entry;
};
typedef struct wait_queue_entry wait_queue_entry_t;

/**
 * struct wait_queue_head - a wait queue
 * @lock: protects @head; drivers may hold it around a wait
 *        (wait_event_lock_irq()) or wake_up_locked()
 * @head: the waiting entries
 */
struct wait_queue_head {
	spinlock_t lock;
	struct list_head head;
};
typedef struct wait_queue_head wait_queue_head_t;

#define __WAIT_QUEUE_HEAD_INITIALIZER(name)              \
	{                                                \
		.lock = __SPIN_LOCK_UNLOCKED(name.lock), \
		.head = LIST_HEAD_INIT(name.head)        \
	}
#define DECLARE_WAIT_QUEUE_HEAD(name) \
	struct wait_queue_head name = __WAIT_QUEUE_HEAD_INITIALIZER(name)
#define DECLARE_WAIT_QUEUE_HEAD_ONSTACK(name) DECLARE_WAIT_QUEUE_HEAD(name)

/** init_waitqueue_head() - an empty queue */
static inline void init_waitqueue_head(struct wait_queue_head *wq_head)
{
	spin_lock_init(&wq_head->lock);
	INIT_LIST_HEAD(&wq_head->head);
}

int default_wake_function(struct wait_queue_entry *wq_entry, unsigned int mode,
			  int flags, void *key);
int autoremove_wake_function(struct wait_queue_entry *wq_entry,
			     unsigned int mode, int flags, void *key);
int woken_wake_function(struct wait_queue_entry *wq_entry, unsigned int mode,
			int flags, void *key);

#define __WAITQUEUE_INITIALIZER(name, tsk)                                \
	{                                                                 \
		.private = tsk, .func = default_wake_function, .entry = { \
			NULL,                                             \
			NULL                                              \
		}                                                         \
	}
#define DECLARE_WAITQUEUE(name, tsk) \
	struct wait_queue_entry name = __WAITQUEUE_INITIALIZER(name, tsk)

static inline void init_waitqueue_entry(struct wait_queue_entry *wq_entry,
					struct task_struct *p)
{
	wq_entry->flags = 0;
	wq_entry->private = p;
	wq_entry->func = default_wake_function;
}

static inline void init_waitqueue_func_entry(struct wait_queue_entry *wq_entry,
					     wait_queue_func_t func)
{
	wq_entry->flags = 0;
	wq_entry->private = NULL;
	wq_entry->func = func;
}

#define DEFINE_WAIT_FUNC(name, function)               \
	struct wait_queue_entry name = {               \
		.private = current,                    \
		.func = function,                      \
		.entry = LIST_HEAD_INIT((name).entry), \
	}
#define DEFINE_WAIT(name) DEFINE_WAIT_FUNC(name, autoremove_wake_function)

static inline void init_wait(struct wait_queue_entry *wq_entry)
{
	wq_entry->flags = 0;
	wq_entry->private = current;
	wq_entry->func = autoremove_wake_function;
	INIT_LIST_HEAD(&wq_entry->entry);
}

/**
 * waitqueue_active() - Return: whether an entry is on @wq_head (read
 * without the lock: the caller orders it against its condition, as in
 * Linux, or uses wq_has_sleeper())
 */
static inline int waitqueue_active(struct wait_queue_head *wq_head)
{
	return !list_empty(&wq_head->head);
}

/** wq_has_sleeper() - waitqueue_active() after a full memory barrier */
static inline bool wq_has_sleeper(struct wait_queue_head *wq_head)
{
	__atomic_thread_fence(__ATOMIC_SEQ_CST);
	return waitqueue_active(wq_head);
}

void add_wait_queue(struct wait_queue_head *wq_head,
		    struct wait_queue_entry *wq_entry);
void add_wait_queue_exclusive(struct wait_queue_head *wq_head,
			      struct wait_queue_entry *wq_entry);
void remove_wait_queue(struct wait_queue_head *wq_head,
		       struct wait_queue_entry *wq_entry);

/**
 * prepare_to_wait() - queue @wq_entry (once) and set the task's @state
 */
void prepare_to_wait(struct wait_queue_head *wq_head,
		     struct wait_queue_entry *wq_entry, int state);
/** prepare_to_wait_exclusive() - as prepare_to_wait(), exclusive */
bool prepare_to_wait_exclusive(struct wait_queue_head *wq_head,
			       struct wait_queue_entry *wq_entry, int state);
/** prepare_to_wait_event() - as prepare_to_wait(); Return: 0 (no signals) */
long prepare_to_wait_event(struct wait_queue_head *wq_head,
			   struct wait_queue_entry *wq_entry, int state);
/** finish_wait() - TASK_RUNNING again, and @wq_entry off the queue */
void finish_wait(struct wait_queue_head *wq_head,
		 struct wait_queue_entry *wq_entry);

/**
 * wait_woken() - sleep (at most @timeout jiffies) unless woken_wake_function()
 * woke @wq_entry since the last call
 * Return: the jiffies left, as schedule_timeout().
 */
long wait_woken(struct wait_queue_entry *wq_entry, unsigned int mode,
		long timeout);

/**
 * __wake_up() - wake the non-exclusive waiters of @wq_head in @mode and
 * @nr_exclusive exclusive ones (0: all)
 * Return: how many wake functions woke their task.
 */
int __wake_up(struct wait_queue_head *wq_head, unsigned int mode,
	      int nr_exclusive, void *key);
/** __wake_up_locked() - __wake_up() with @wq_head->lock held */
void __wake_up_locked(struct wait_queue_head *wq_head, unsigned int mode,
		      int nr);
void __wake_up_locked_key(struct wait_queue_head *wq_head, unsigned int mode,
			  void *key);

#define wake_up(x) __wake_up(x, TASK_NORMAL, 1, NULL)
#define wake_up_nr(x, nr) __wake_up(x, TASK_NORMAL, nr, NULL)
#define wake_up_all(x) __wake_up(x, TASK_NORMAL, 0, NULL)
#define wake_up_locked(x) __wake_up_locked((x), TASK_NORMAL, 1)
#define wake_up_all_locked(x) __wake_up_locked((x), TASK_NORMAL, 0)
#define wake_up_interruptible(x) __wake_up(x, TASK_INTERRUPTIBLE, 1, NULL)
#define wake_up_interruptible_nr(x, nr) \
	__wake_up(x, TASK_INTERRUPTIBLE, nr, NULL)
#define wake_up_interruptible_all(x) __wake_up(x, TASK_INTERRUPTIBLE, 0, NULL)
#define wake_up_interruptible_sync(x) wake_up_interruptible(x)
#define wake_up_poll(x, m) __wake_up(x, TASK_NORMAL, 1, (void *)(uintptr_t)(m))
#define wake_up_interruptible_poll(x, m) \
	__wake_up(x, TASK_INTERRUPTIBLE, 1, (void *)(uintptr_t)(m))

/*
 * The loop under every wait_event*(): queue an entry, set @state, test
 * @condition, run @sleep (which updates __ret) until it holds or
 * @sleep says stop (by leaving __ret at 0 in a timed wait).
 */
#define ___wait_event(wq_head, condition, state, exclusive, ret, sleep) \
	({                                                              \
		struct wait_queue_entry __wq_entry;                     \
		long __ret = (ret);                                     \
		init_wait(&__wq_entry);                                 \
		if (exclusive)                                          \
			__wq_entry.flags = WQ_FLAG_EXCLUSIVE;           \
		for (;;) {                                              \
			prepare_to_wait_event(&(wq_head), &__wq_entry,  \
					      (state));                 \
			if (condition)                                  \
				break;                                  \
			sleep;                                          \
		}                                                       \
		finish_wait(&(wq_head), &__wq_entry);                   \
		__ret;                                                  \
	})

/*
 * A timed wait's sleep: when the time is up, the result is 1 if the
 * condition holds now after all, else 0.
 */
#define ___wait_timed_sleep(condition)               \
	do {                                         \
		__ret = schedule_timeout(__ret);     \
		if (!__ret) {                        \
			__ret = (condition) ? 1 : 0; \
			break;                       \
		}                                    \
	} while (0)

#define ___wait_timed(wq_head, condition, state, timeout)               \
	({                                                              \
		long __t = (timeout);                                   \
		if (!(condition))                                       \
			__t = ___wait_event(                            \
				wq_head, condition, state, 0, __t, ({   \
					___wait_timed_sleep(condition); \
					if (!__ret)                     \
						break;                  \
				}));                                    \
		else if (!__t)                                          \
			__t = 1;                                        \
		__t;                                                    \
	})

/** wait_event() - sleep until @condition holds */
#define wait_event(wq_head, condition)                                        \
	do {                                                                  \
		if (condition)                                                \
			break;                                                \
		(void)___wait_event(wq_head, condition, TASK_UNINTERRUPTIBLE, \
				    0, 0, schedule());                        \
	} while (0)

#define wait_event_idle(wq_head, condition)                              \
	do {                                                             \
		if (condition)                                           \
			break;                                           \
		(void)___wait_event(wq_head, condition, TASK_IDLE, 0, 0, \
				    schedule());                         \
	} while (0)
#define wait_event_idle_exclusive(wq_head, condition)                    \
	do {                                                             \
		if (condition)                                           \
			break;                                           \
		(void)___wait_event(wq_head, condition, TASK_IDLE, 1, 0, \
				    schedule());                         \
	} while (0)
#define wait_event_freezable(wq_head, condition) \
	({                                       \
		wait_event(wq_head, condition);  \
		0;                               \
	})

/**
 * wait_event_timeout() - sleep until @condition holds, at most @timeout
 * jiffies
 * Return: 0 when it still does not hold after @timeout, else the jiffies
 * left (at least 1).
 */
#define wait_event_timeout(wq_head, condition, timeout) \
	___wait_timed(wq_head, condition, TASK_UNINTERRUPTIBLE, timeout)
#define wait_event_idle_timeout(wq_head, condition, timeout) \
	___wait_timed(wq_head, condition, TASK_IDLE, timeout)
#define wait_event_freezable_timeout(wq_head, condition, timeout) \
	wait_event_timeout(wq_head, condition, timeout)
#define io_wait_event(wq_head, condition) wait_event(wq_head, condition)

/**
 * wait_event_interruptible() - wait_event(); Return: 0 (no signals here,
 * never -ERESTARTSYS)
 */
#define wait_event_interruptible(wq_head, condition)                  \
	({                                                            \
		if (!(condition))                                     \
			(void)___wait_event(wq_head, condition,       \
					    TASK_INTERRUPTIBLE, 0, 0, \
					    schedule());              \
		0;                                                    \
	})
#define wait_event_interruptible_exclusive(wq_head, condition)        \
	({                                                            \
		if (!(condition))                                     \
			(void)___wait_event(wq_head, condition,       \
					    TASK_INTERRUPTIBLE, 1, 0, \
					    schedule());              \
		0;                                                    \
	})
#define wait_event_killable(wq_head, condition) \
	wait_event_interruptible(wq_head, condition)
#define wait_event_killable_exclusive(wq_head, condition) \
	wait_event_interruptible_exclusive(wq_head, condition)

/**
 * wait_event_interruptible_timeout() - wait_event_timeout() (never
 * -ERESTARTSYS here)
 */
#define wait_event_interruptible_timeout(wq_head, condition, timeout) \
	___wait_timed(wq_head, condition, TASK_INTERRUPTIBLE, timeout)
#define wait_event_killable_timeout(wq_head, condition, timeout) \
	___wait_timed(wq_head, condition, TASK_KILLABLE, timeout)

/*
 * The _lock_irq forms: called with @lock (a spinlock_t) held, which is let
 * go while sleeping and held again to test @condition.
 */
#define wait_event_lock_irq(wq_head, condition, lock)                         \
	do {                                                                  \
		if (condition)                                                \
			break;                                                \
		(void)___wait_event(wq_head, condition, TASK_UNINTERRUPTIBLE, \
				    0, 0, ({                                  \
					    spin_unlock_irq(&(lock));         \
					    schedule();                       \
					    spin_lock_irq(&(lock));           \
				    }));                                      \
	} while (0)
#define wait_event_interruptible_lock_irq(wq_head, condition, lock) \
	({                                                          \
		wait_event_lock_irq(wq_head, condition, lock);      \
		0;                                                  \
	})
#define wait_event_lock_irq_timeout(wq_head, condition, lock, timeout)        \
	({                                                                    \
		long __t = (timeout);                                         \
		if (!(condition))                                             \
			__t = ___wait_event(wq_head, condition,               \
					    TASK_UNINTERRUPTIBLE, 0, __t, ({  \
						    spin_unlock_irq(&(lock)); \
						    ___wait_timed_sleep(      \
							    condition);       \
						    spin_lock_irq(&(lock));   \
						    if (!__ret)               \
							    break;            \
					    }));                              \
		else if (!__t)                                                \
			__t = 1;                                              \
		__t;                                                          \
	})
#define wait_event_interruptible_lock_irq_timeout(wq_head, condition, lock, \
						  timeout)                  \
	wait_event_lock_irq_timeout(wq_head, condition, lock, timeout)

#endif /* _PLATDEV_LINUX_WAIT_H */
