// SPDX-License-Identifier: MIT
/*
 * mutex.c - sleeping locks (linux/mutex.h) on a lock word.
 */
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "kernel/lock_word.h"

/*
 * Only the bare port refuses, and only with interrupts not involved (a
 * mutex is not taken in a handler), so the count needs no atomics. A
 * refused mutex_lock() is counted, for its mutex_unlock() to match; the
 * forms that return the error are not unlocked after it.
 */
static int mutex_acquire(struct mutex *lock, bool count_refusal)
{
	int ret = lock_word_lock(&lock->locked);

	if (ret) {
		if (count_refusal)
			lock->refused++;
		pr_err("mutex %p is held and this port has no scheduler to wait for its holder (the caller itself): not taken\n",
		       (void *)lock);
	}
	return ret;
}

void mutex_lock(struct mutex *lock)
{
	mutex_acquire(lock, true);
}

int mutex_lock_interruptible(struct mutex *lock)
{
	return mutex_acquire(lock, false);
}

int mutex_lock_killable(struct mutex *lock)
{
	return mutex_acquire(lock, false);
}

int mutex_trylock(struct mutex *lock)
{
	return lock_word_trylock(&lock->locked);
}

void mutex_unlock(struct mutex *lock)
{
	if (lock->refused) {
		lock->refused--;
		return;
	}
	lock_word_unlock(&lock->locked);
}

bool mutex_is_locked(struct mutex *lock)
{
	return lock_word_is_locked(&lock->locked);
}
