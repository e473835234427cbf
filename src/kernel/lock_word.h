/* SPDX-License-Identifier: MIT */
/*
 * lock_word.h - the lock under spinlock_t and struct mutex: one 32-bit
 * word, 0 when free, 1 when held, 2 when held and perhaps waited for.
 *
 * Taking a free lock is one compare-and-swap; a contended one marks the
 * word 2 and sleeps on it with platdev_port_wait_word(); releasing a word
 * that was 2 wakes the sleepers, which race for it again. A port that
 * cannot wait (the bare port: the holder can only be the caller itself or
 * the code an interrupt handler interrupted) refuses, and the caller
 * reports it.
 */
#ifndef _PLATDEV_KERNEL_LOCK_WORD_H
#define _PLATDEV_KERNEL_LOCK_WORD_H

#include <linux/errno.h>
#include <linux/types.h>
#include <platdev/port.h>

#define LOCK_WORD_FREE 0u
#define LOCK_WORD_HELD 1u
#define LOCK_WORD_CONTENDED 2u

/* Return: whether the lock was free and is now the caller's. */
static inline bool lock_word_trylock(u32 *word)
{
	u32 seen = LOCK_WORD_FREE;

	return __atomic_compare_exchange_n(word, &seen, LOCK_WORD_HELD, false,
					   __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
}

/* Return: 0 with the lock held, or -EDEADLK when the port cannot wait. */
static inline int lock_word_lock(u32 *word)
{
	u32 seen;
	int ret;

	if (lock_word_trylock(word))
		return 0;
	seen = __atomic_exchange_n(word, LOCK_WORD_CONTENDED, __ATOMIC_ACQUIRE);
	while (seen != LOCK_WORD_FREE) {
		ret = platdev_port_wait_word(word, LOCK_WORD_CONTENDED,
					     PLATDEV_PORT_WAIT_FOREVER);
		if (ret == -EDEADLK)
			return ret;
		seen = __atomic_exchange_n(word, LOCK_WORD_CONTENDED,
					   __ATOMIC_ACQUIRE);
	}
	return 0;
}

static inline void lock_word_unlock(u32 *word)
{
	if (__atomic_exchange_n(word, LOCK_WORD_FREE, __ATOMIC_RELEASE) ==
	    LOCK_WORD_CONTENDED)
		platdev_port_wake_word(word);
}

static inline bool lock_word_is_locked(u32 *word)
{
	return __atomic_load_n(word, __ATOMIC_RELAXED) != LOCK_WORD_FREE;
}

#endif /* _PLATDEV_KERNEL_LOCK_WORD_H */
