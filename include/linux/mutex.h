/* SPDX-License-Identifier: MIT */
/*
 * linux/mutex.h - sleeping locks, and guard(mutex) for linux/cleanup.h.
 *
 * As in Linux a mutex is released by the task that took it, is not
 * recursive and is not taken from an interrupt handler. On POSIX a
 * contended mutex_lock() sleeps (platdev_port_wait_word()). The bare port
 * has no scheduler: a mutex found held there is held by the caller itself,
 * so waiting would never end; mutex_lock() then logs an error and returns
 * without the lock (its mutex_unlock() leaves the holder's lock alone),
 * and mutex_lock_interruptible() and mutex_lock_killable() return
 * -EDEADLK. An uncontended mutex costs one atomic operation either way.
 */
#ifndef _PLATDEV_LINUX_MUTEX_H
#define _PLATDEV_LINUX_MUTEX_H

#include <linux/cleanup.h>
#include <asm/current.h>
#include <asm/processor.h>
#include <linux/lockdep.h>
#include <linux/types.h>

struct device;

struct mutex {
	u32 locked; /* src/kernel/lock_word.h */
	u32 refused; /* refused takes whose unlocks are pending */
};

#define __MUTEX_INITIALIZER(name) \
	{                         \
		.locked = 0       \
	}
#define DEFINE_MUTEX(name) struct mutex name = __MUTEX_INITIALIZER(name)

/** mutex_init() - initialise @lock, unlocked */
#define mutex_init(lock)                                           \
	do {                                                       \
		*(lock) = (struct mutex)__MUTEX_INITIALIZER(lock); \
	} while (0)

/** mutex_destroy() - mark @lock unusable (nothing to do here) */
#define mutex_destroy(lock) ((void)(lock))

/**
 * devm_mutex_init() - mutex_init() for a driver: as in Linux without mutex
 * debugging, there is nothing to undo when @dev unbinds
 * Return: 0.
 */
#define devm_mutex_init(dev, lock) \
	({                         \
		(void)(dev);       \
		mutex_init(lock);  \
		0;                 \
	})

/** mutex_lock() - take @lock, sleeping while another task holds it */
void mutex_lock(struct mutex *lock);

/**
 * mutex_lock_interruptible() - mutex_lock(); nothing interrupts a wait here
 * Return: 0 with the lock held, -EDEADLK when the port cannot wait.
 */
int mutex_lock_interruptible(struct mutex *lock);

/** mutex_lock_killable() - as mutex_lock_interruptible() */
int mutex_lock_killable(struct mutex *lock);

/** mutex_trylock() - take @lock if it is free; Return: 1 if taken, else 0 */
int mutex_trylock(struct mutex *lock);

/** mutex_unlock() - release @lock, waking a waiter */
void mutex_unlock(struct mutex *lock);

/** mutex_is_locked() - Return: whether someone holds @lock */
bool mutex_is_locked(struct mutex *lock);

#define mutex_lock_nested(lock, subclass) mutex_lock(lock)
#define mutex_lock_interruptible_nested(lock, subclass) \
	mutex_lock_interruptible(lock)
#define mutex_lock_io(lock) mutex_lock(lock)

DEFINE_GUARD(mutex, struct mutex *, mutex_lock(_T), mutex_unlock(_T))

#endif /* _PLATDEV_LINUX_MUTEX_H */
