/* SPDX-License-Identifier: MIT */
/*
 * linux/semaphore.h - counting semaphores.
 *
 * down() takes one from the count, sleeping while it is 0; up() gives one
 * back and wakes a sleeper (up() may be called from an interrupt handler
 * and by any thread, not only the one that called down()). No signals
 * exist here: down_interruptible() and down_killable() return 0 like
 * down(). On the bare port a down() on 0 polls the count until an
 * interrupt handler's up() (down_timeout() until its time is up).
 */
#ifndef _PLATDEV_LINUX_SEMAPHORE_H
#define _PLATDEV_LINUX_SEMAPHORE_H

#include <linux/list.h>
#include <linux/spinlock.h>
#include <linux/types.h>

/**
 * struct semaphore - a counting semaphore
 * @count: what down() can still take, the word sleepers wait on
 */
struct semaphore {
	unsigned int count;
};

#define __SEMAPHORE_INITIALIZER(name, n) \
	{                                \
		.count = (n)             \
	}
#define DEFINE_SEMAPHORE(_name, _n) \
	struct semaphore _name = __SEMAPHORE_INITIALIZER(_name, _n)

/** sema_init() - set @sem's count to @val */
static inline void sema_init(struct semaphore *sem, int val)
{
	__atomic_store_n(&sem->count, (unsigned int)val, __ATOMIC_RELAXED);
}

/** down() - take one, sleeping until there is one */
void down(struct semaphore *sem);
/** down_interruptible() - down(); Return: 0 (no signals here) */
int down_interruptible(struct semaphore *sem);
/** down_killable() - down(); Return: 0 (no signals here) */
int down_killable(struct semaphore *sem);
/** down_trylock() - take one if there is one; Return: 0 if taken, 1 if not */
int down_trylock(struct semaphore *sem);
/**
 * down_timeout() - down(), at most @timeout jiffies long
 * Return: 0 when taken, -ETIME when the time ran out.
 */
int down_timeout(struct semaphore *sem, long timeout);
/** up() - give one back, waking a sleeper */
void up(struct semaphore *sem);

#endif /* _PLATDEV_LINUX_SEMAPHORE_H */
