// SPDX-License-Identifier: MIT
/*
 * rwlock.c - reader-writer spinlocks (linux/rwlock.h) on one 32-bit word:
 * the number of readers, a writer bit and a bit saying someone sleeps on
 * the word. A taker that finds the lock busy sets the waiter bit and
 * sleeps until the word changes; the release that frees the lock for the
 * sleepers clears the bit and wakes them all, to race again.
 */
#include <linux/errno.h>
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <platdev/port.h>

#define RW_WRITER (1u << 31)
#define RW_WAITERS (1u << 30)

/* Whether the word @v lets a reader (@write false) or a writer in. */
static bool rw_free_for(u32 v, bool write)
{
	return write ? !(v & ~RW_WAITERS) : !(v & RW_WRITER);
}

/* One attempt; Return: whether @lock was taken. */
static bool rw_try(rwlock_t *lock, bool write)
{
	u32 v = __atomic_load_n(&lock->cnt, __ATOMIC_RELAXED);

	while (rw_free_for(v, write)) {
		if (__atomic_compare_exchange_n(
			    &lock->cnt, &v, write ? v | RW_WRITER : v + 1,
			    false, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
			return true;
	}
	return false;
}

/* Take @lock, waiting; Return: 0, or -EDEADLK (logged) if the port cannot. */
static int rw_take(rwlock_t *lock, bool write)
{
	u32 v;

	while (!rw_try(lock, write)) {
		v = __atomic_load_n(&lock->cnt, __ATOMIC_RELAXED);
		if (rw_free_for(v, write))
			continue;
		if (!(v & RW_WAITERS) &&
		    !__atomic_compare_exchange_n(&lock->cnt, &v, v | RW_WAITERS,
						 false, __ATOMIC_RELAXED,
						 __ATOMIC_RELAXED))
			continue;
		if (platdev_port_wait_word(&lock->cnt, v | RW_WAITERS,
					   PLATDEV_PORT_WAIT_FOREVER) ==
		    -EDEADLK) {
			lock->refused++;
			pr_err("rwlock %p is held and this port cannot wait for its holder: not taken\n",
			       (void *)lock);
			return -EDEADLK;
		}
	}
	return 0;
}

/* Whether this unlock matches a refused take (it must change nothing). */
static bool rw_release_refused(rwlock_t *lock)
{
	if (!lock->refused)
		return false;
	lock->refused--;
	return true;
}

static void rw_wake(rwlock_t *lock)
{
	__atomic_fetch_and(&lock->cnt, ~RW_WAITERS, __ATOMIC_RELAXED);
	platdev_port_wake_word(&lock->cnt);
}

static void rw_release_read(rwlock_t *lock)
{
	u32 old = __atomic_fetch_sub(&lock->cnt, 1, __ATOMIC_RELEASE);

	if ((old & RW_WAITERS) && (old & ~RW_WAITERS) == 1)
		rw_wake(lock);
}

static void rw_release_write(rwlock_t *lock)
{
	if (__atomic_exchange_n(&lock->cnt, 0, __ATOMIC_RELEASE) & RW_WAITERS)
		platdev_port_wake_word(&lock->cnt);
}

void _raw_read_lock(rwlock_t *lock)
{
	rw_take(lock, false);
}

void _raw_read_unlock(rwlock_t *lock)
{
	if (!rw_release_refused(lock))
		rw_release_read(lock);
}

/* Mask, then take @lock as a reader or the writer; Return: the flags. */
static unsigned long rw_lock_irqsave(rwlock_t *lock, bool write)
{
	unsigned long flags = platdev_port_irq_save();

	rw_take(lock, write);
	return flags;
}

unsigned long _raw_read_lock_irqsave(rwlock_t *lock)
{
	return rw_lock_irqsave(lock, false);
}

void _raw_read_unlock_irqrestore(rwlock_t *lock, unsigned long flags)
{
	_raw_read_unlock(lock);
	platdev_local_irq_restore(flags);
}

int _raw_read_trylock(rwlock_t *lock)
{
	return rw_try(lock, false);
}

void _raw_write_lock(rwlock_t *lock)
{
	unsigned long flags = platdev_port_irq_save();

	if (rw_take(lock, true)) {
		platdev_port_irq_restore(flags);
		return;
	}
	lock->flags = flags;
}

void _raw_write_unlock(rwlock_t *lock)
{
	unsigned long flags = lock->flags;

	if (rw_release_refused(lock))
		return;
	rw_release_write(lock);
	platdev_local_irq_restore(flags);
}

unsigned long _raw_write_lock_irqsave(rwlock_t *lock)
{
	return rw_lock_irqsave(lock, true);
}

void _raw_write_unlock_irqrestore(rwlock_t *lock, unsigned long flags)
{
	if (!rw_release_refused(lock))
		rw_release_write(lock);
	platdev_local_irq_restore(flags);
}

int _raw_write_trylock(rwlock_t *lock)
{
	unsigned long flags = platdev_port_irq_save();

	if (!rw_try(lock, true)) {
		platdev_port_irq_restore(flags);
		return 0;
	}
	lock->flags = flags;
	return 1;
}
