/* SPDX-License-Identifier: MIT */
/*
 * linux/rwsem.h - read-write semaphores. Here a reader excludes other
 * readers too (the semaphore is a mutex): every Linux rule holds (a
 * reader may sleep, no reader takes it twice), only readers that would
 * have overlapped take turns.
 */
#ifndef _PLATDEV_LINUX_RWSEM_H
#define _PLATDEV_LINUX_RWSEM_H

#include <linux/mutex.h>

/** struct rw_semaphore - a read-write semaphore; @lock: private */
struct rw_semaphore {
	struct mutex lock;
};

#define __RWSEM_INITIALIZER(name)                      \
	{                                              \
		.lock = __MUTEX_INITIALIZER(name.lock) \
	}
#define DECLARE_RWSEM(name) struct rw_semaphore name = __RWSEM_INITIALIZER(name)

/** init_rwsem() - set up @sem unlocked */
#define init_rwsem(sem) mutex_init(&(sem)->lock)

/** down_read() - take @sem for reading; may sleep */
static inline void down_read(struct rw_semaphore *sem)
{
	mutex_lock(&sem->lock);
}

/** down_read_trylock() - Return: 1 if @sem was taken for reading, else 0 */
static inline int down_read_trylock(struct rw_semaphore *sem)
{
	return mutex_trylock(&sem->lock);
}

/** up_read() - release a down_read() */
static inline void up_read(struct rw_semaphore *sem)
{
	mutex_unlock(&sem->lock);
}

/** down_write() - take @sem for writing; may sleep */
static inline void down_write(struct rw_semaphore *sem)
{
	mutex_lock(&sem->lock);
}

/** down_write_trylock() - Return: 1 if @sem was taken for writing, else 0 */
static inline int down_write_trylock(struct rw_semaphore *sem)
{
	return mutex_trylock(&sem->lock);
}

/** up_write() - release a down_write() */
static inline void up_write(struct rw_semaphore *sem)
{
	mutex_unlock(&sem->lock);
}

/** downgrade_write() - keep @sem, now for reading */
static inline void downgrade_write(struct rw_semaphore *sem)
{
	(void)sem;
}

/** rwsem_is_locked() - whether anyone holds @sem */
static inline int rwsem_is_locked(struct rw_semaphore *sem)
{
	return mutex_is_locked(&sem->lock);
}

#endif /* _PLATDEV_LINUX_RWSEM_H */
