/* SPDX-License-Identifier: MIT */
/*
 * linux/spinlock.h - spinlocks, plain and raw, with the _irqsave, _irq and
 * _bh forms, and their guards for linux/cleanup.h.
 *
 * What a lock does depends on the port (platdev/port.h):
 *   - POSIX has no interrupts to mask: a spinlock is a lock word whose
 *     contended waiters sleep rather than burn a shared CPU; the irqsave
 *     flags are 0. Every form excludes every other form, across threads.
 *   - The bare port maps every form to the application's critical section
 *     (platdev_bare_set_critical(), typically interrupts off), held from
 *     lock to unlock, so a lock shared with an interrupt handler is safe
 *     whichever form the thread side uses. Finding the lock already held
 *     there means the holder is the caller itself, or the code an
 *     interrupt handler interrupted: that would never end, so the lock
 *     is refused with an error line instead (and not taken; the matching
 *     unlock then leaves the holder's lock alone).
 *
 * raw_spinlock_t and spinlock_t behave alike here. A spinlock must not be
 * held across a sleep (msleep(), mutex_lock(), wait_for_completion()), as
 * in Linux.
 */
#ifndef _PLATDEV_LINUX_SPINLOCK_H
#define _PLATDEV_LINUX_SPINLOCK_H

#include <linux/cleanup.h>
#include <linux/irqflags.h> /* as Linux 6.12's spinlock.h */
#include <linux/lockdep.h>
#include <linux/preempt.h>
#include <linux/typecheck.h>
#include <linux/types.h>
#include <linux/rwlock.h> /* as Linux 6.12's spinlock.h */

typedef struct raw_spinlock {
	u32 locked; /* src/kernel/lock_word.h */
	u32 refused; /* refused takes whose unlocks are pending */
	unsigned long flags; /* of the forms that keep them in the lock */
} raw_spinlock_t;

typedef struct spinlock {
	raw_spinlock_t rlock;
} spinlock_t;

#define __RAW_SPIN_LOCK_UNLOCKED(name) \
	{                              \
		.locked = 0            \
	}
#define __SPIN_LOCK_UNLOCKED(name)                      \
	{                                               \
		.rlock = __RAW_SPIN_LOCK_UNLOCKED(name) \
	}
#define DEFINE_RAW_SPINLOCK(name) \
	raw_spinlock_t name = __RAW_SPIN_LOCK_UNLOCKED(name)
#define DEFINE_SPINLOCK(name) spinlock_t name = __SPIN_LOCK_UNLOCKED(name)

/* --- src/kernel/spinlock.c ------------------------------------------------ */

/** _raw_spin_lock() - take @lock (interrupts masked where the port can) */
void _raw_spin_lock(raw_spinlock_t *lock);
/** _raw_spin_unlock() - release @lock taken by _raw_spin_lock() */
void _raw_spin_unlock(raw_spinlock_t *lock);
/** _raw_spin_trylock() - take @lock if it is free; Return: 1 if taken */
int _raw_spin_trylock(raw_spinlock_t *lock);
/** _raw_spin_lock_irqsave() - take @lock; Return: the flags to restore */
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
/** _raw_spin_unlock_irqrestore() - release @lock, restore @flags */
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);
/**
 * _raw_spin_trylock_irqsave() - take @lock if free, into *@flags
 * Return: 1 if taken (*@flags then holds what to restore), else 0.
 */
int _raw_spin_trylock_irqsave(raw_spinlock_t *lock, unsigned long *flags);
/** raw_spin_is_locked() - Return: whether someone holds @lock */
int raw_spin_is_locked(raw_spinlock_t *lock);

#define raw_spin_lock_init(lock)                                          \
	do {                                                              \
		*(lock) = (raw_spinlock_t)__RAW_SPIN_LOCK_UNLOCKED(lock); \
	} while (0)
#define raw_spin_lock(lock) _raw_spin_lock(lock)
#define raw_spin_unlock(lock) _raw_spin_unlock(lock)
#define raw_spin_trylock(lock) _raw_spin_trylock(lock)
#define raw_spin_lock_irq(lock) _raw_spin_lock(lock)
#define raw_spin_unlock_irq(lock) _raw_spin_unlock(lock)
#define raw_spin_lock_bh(lock) _raw_spin_lock(lock)
#define raw_spin_unlock_bh(lock) _raw_spin_unlock(lock)
#define raw_spin_lock_irqsave(lock, fl)              \
	do {                                         \
		typecheck(unsigned long, fl);        \
		(fl) = _raw_spin_lock_irqsave(lock); \
	} while (0)
#define raw_spin_unlock_irqrestore(lock, fl)           \
	do {                                           \
		typecheck(unsigned long, fl);          \
		_raw_spin_unlock_irqrestore(lock, fl); \
	} while (0)
#define raw_spin_trylock_irqsave(lock, fl) \
	_raw_spin_trylock_irqsave(lock, &(fl))

#define spin_lock_init(lock)                                      \
	do {                                                      \
		*(lock) = (spinlock_t)__SPIN_LOCK_UNLOCKED(lock); \
	} while (0)

static inline void spin_lock(spinlock_t *lock)
{
	_raw_spin_lock(&lock->rlock);
}

static inline void spin_unlock(spinlock_t *lock)
{
	_raw_spin_unlock(&lock->rlock);
}

static inline int spin_trylock(spinlock_t *lock)
{
	return _raw_spin_trylock(&lock->rlock);
}

static inline int spin_is_locked(spinlock_t *lock)
{
	return raw_spin_is_locked(&lock->rlock);
}

/* Interrupts and bottom halves are kept out by every form alike. */
#define spin_lock_irq(lock) spin_lock(lock)
#define spin_unlock_irq(lock) spin_unlock(lock)
#define spin_lock_bh(lock) spin_lock(lock)
#define spin_unlock_bh(lock) spin_unlock(lock)
#define spin_trylock_bh(lock) spin_trylock(lock)
#define spin_trylock_irq(lock) spin_trylock(lock)
#define spin_lock_nested(lock, subclass) spin_lock(lock)
#define spin_lock_irqsave(lock, fl) raw_spin_lock_irqsave(&(lock)->rlock, fl)
#define spin_lock_irqsave_nested(lock, fl, subclass) spin_lock_irqsave(lock, fl)
#define spin_unlock_irqrestore(lock, fl) \
	raw_spin_unlock_irqrestore(&(lock)->rlock, fl)
#define spin_trylock_irqsave(lock, fl) \
	raw_spin_trylock_irqsave(&(lock)->rlock, fl)
#define assert_spin_locked(lock) ((void)sizeof(lock))
#define assert_raw_spin_locked(lock) ((void)sizeof(lock))

/* --- guards ------------------------------------------------------------------ */

DEFINE_LOCK_GUARD_1(raw_spinlock, raw_spinlock_t, raw_spin_lock(_T->lock),
		    raw_spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(raw_spinlock_irq, raw_spinlock_t, raw_spin_lock(_T->lock),
		    raw_spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(raw_spinlock_irqsave, raw_spinlock_t,
		    raw_spin_lock_irqsave(_T->lock, _T->flags),
		    raw_spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)
DEFINE_LOCK_GUARD_1(spinlock, spinlock_t, spin_lock(_T->lock),
		    spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irq, spinlock_t, spin_lock(_T->lock),
		    spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_bh, spinlock_t, spin_lock(_T->lock),
		    spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)

#endif /* _PLATDEV_LINUX_SPINLOCK_H */
