/* SPDX-License-Identifier: MIT */
/*
 * linux/rwlock.h - reader-writer spinlocks (rwlock_t): any number of
 * readers at once, or one writer; reached through linux/spinlock.h as in
 * Linux.
 *
 * As in Linux, a reader may take the lock again while it holds it (read
 * locks nest), also from an interrupt handler; a writer excludes all. The
 * irqsave, _irq and _bh forms mask as the spinlock forms do (see
 * linux/spinlock.h). A contended lock waits on the port's word wait
 * (platdev_port_wait_word()); the bare port, which cannot wait, refuses
 * and logs the take, as for a spinlock.
 */
#ifndef _PLATDEV_LINUX_RWLOCK_H
#define _PLATDEV_LINUX_RWLOCK_H

#include <linux/typecheck.h>
#include <linux/types.h>

/**
 * typedef rwlock_t - a reader-writer spinlock
 * @cnt: readers holding it, with the writer and waiter bits (private)
 * @flags: the interrupt state a writer's write_lock() saved (private)
 * @refused: takes the bare port refused, whose unlocks are no-ops (private)
 */
typedef struct {
	u32 cnt;
	u32 refused;
	unsigned long flags;
} rwlock_t;

#define __RW_LOCK_UNLOCKED(name) ((rwlock_t){ 0 })
#define DEFINE_RWLOCK(name) rwlock_t name = __RW_LOCK_UNLOCKED(name)
#define rwlock_init(lock) (*(lock) = __RW_LOCK_UNLOCKED(lock))

/** _raw_read_lock_irqsave() - take @lock as a reader; Return: the flags */
unsigned long _raw_read_lock_irqsave(rwlock_t *lock);
/** _raw_read_unlock_irqrestore() - release a reader, restore @flags */
void _raw_read_unlock_irqrestore(rwlock_t *lock, unsigned long flags);
/** _raw_write_lock_irqsave() - take @lock as the writer; Return: flags */
unsigned long _raw_write_lock_irqsave(rwlock_t *lock);
/** _raw_write_unlock_irqrestore() - release the writer, restore @flags */
void _raw_write_unlock_irqrestore(rwlock_t *lock, unsigned long flags);
/** _raw_read_trylock() - Return: 1 when taken as a reader, else 0 */
int _raw_read_trylock(rwlock_t *lock);
/** _raw_write_trylock() - Return: 1 when taken as the writer, else 0 */
int _raw_write_trylock(rwlock_t *lock);
/** _raw_read_lock() - take @lock as a reader, interrupts as they were */
void _raw_read_lock(rwlock_t *lock);
/** _raw_read_unlock() - release a reader taken by _raw_read_lock() */
void _raw_read_unlock(rwlock_t *lock);
/** _raw_write_lock() - take @lock as the writer */
void _raw_write_lock(rwlock_t *lock);
/** _raw_write_unlock() - release the writer taken by _raw_write_lock() */
void _raw_write_unlock(rwlock_t *lock);

#define read_lock(lock) _raw_read_lock(lock)
#define read_unlock(lock) _raw_read_unlock(lock)
#define write_lock(lock) _raw_write_lock(lock)
#define write_unlock(lock) _raw_write_unlock(lock)
#define read_trylock(lock) _raw_read_trylock(lock)
#define write_trylock(lock) _raw_write_trylock(lock)
#define read_lock_irq(lock) read_lock(lock)
#define read_unlock_irq(lock) read_unlock(lock)
#define read_lock_bh(lock) read_lock(lock)
#define read_unlock_bh(lock) read_unlock(lock)
#define write_lock_irq(lock) write_lock(lock)
#define write_unlock_irq(lock) write_unlock(lock)
#define write_lock_bh(lock) write_lock(lock)
#define write_unlock_bh(lock) write_unlock(lock)
#define read_lock_irqsave(lock, fl)                  \
	do {                                         \
		typecheck(unsigned long, fl);        \
		(fl) = _raw_read_lock_irqsave(lock); \
	} while (0)
#define read_unlock_irqrestore(lock, fl) _raw_read_unlock_irqrestore(lock, fl)
#define write_lock_irqsave(lock, fl)                  \
	do {                                          \
		typecheck(unsigned long, fl);         \
		(fl) = _raw_write_lock_irqsave(lock); \
	} while (0)
#define write_unlock_irqrestore(lock, fl) _raw_write_unlock_irqrestore(lock, fl)

#endif /* _PLATDEV_LINUX_RWLOCK_H */
