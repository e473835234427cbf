// SPDX-License-Identifier: MIT
/*
 * spinlock.c - spinlocks (linux/spinlock.h): the port's interrupt masking
 * (the bare port's critical section) around a lock word.
 */
#include <linux/printk.h>
#include <linux/spinlock.h>
#include <platdev/port.h>

#include "kernel/irq_unmask.h"
#include "kernel/lock_word.h"

static void (*unmasked_hook)(void);

void platdev_irq_set_unmasked_hook(void (*hook)(void))
{
	__atomic_store_n(&unmasked_hook, hook, __ATOMIC_RELEASE);
}

/*
 * Restore the interrupt state @flags; when that unmasks the thread, let
 * interrupts raised meanwhile (by a simulated device) be delivered.
 */
static void irqs_restore(unsigned long flags)
{
	void (*hook)(void);

	platdev_port_irq_restore(flags);
	hook = __atomic_load_n(&unmasked_hook, __ATOMIC_ACQUIRE);
	if (hook && !platdev_port_irqs_masked())
		hook();
}

void platdev_local_irq_restore(unsigned long flags)
{
	irqs_restore(flags);
}

/*
 * Whether the unlock being made matches a refused take (which the bare
 * port alone makes, with interrupts masked): it must not free the holder's
 * lock.
 */
static bool spin_release_refused(raw_spinlock_t *lock)
{
	if (!lock->refused)
		return false;
	lock->refused--;
	return true;
}

/*
 * Take @lock with interrupts already masked. Return: 0, or -EDEADLK when
 * the port cannot wait for the holder (logged; the lock is not taken).
 */
static int spin_acquire(raw_spinlock_t *lock)
{
	int ret = lock_word_lock(&lock->locked);

	if (ret) {
		lock->refused++;
		pr_err("spinlock %p is held and this port cannot wait for its holder (the caller itself, or the code an interrupt handler interrupted): not taken\n",
		       (void *)lock);
	}
	return ret;
}

void _raw_spin_lock(raw_spinlock_t *lock)
{
	unsigned long flags = platdev_port_irq_save();

	if (spin_acquire(lock)) {
		platdev_port_irq_restore(flags);
		return;
	}
	lock->flags = flags;
}

void _raw_spin_unlock(raw_spinlock_t *lock)
{
	unsigned long flags = lock->flags;

	if (spin_release_refused(lock))
		return;
	lock_word_unlock(&lock->locked);
	irqs_restore(flags);
}

int _raw_spin_trylock(raw_spinlock_t *lock)
{
	unsigned long flags;

	if (!_raw_spin_trylock_irqsave(lock, &flags))
		return 0;
	lock->flags = flags;
	return 1;
}

unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock)
{
	unsigned long flags = platdev_port_irq_save();

	spin_acquire(lock);
	return flags;
}

void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags)
{
	if (!spin_release_refused(lock))
		lock_word_unlock(&lock->locked);
	irqs_restore(flags);
}

int _raw_spin_trylock_irqsave(raw_spinlock_t *lock, unsigned long *flags)
{
	*flags = platdev_port_irq_save();
	if (lock_word_trylock(&lock->locked))
		return 1;
	platdev_port_irq_restore(*flags);
	return 0;
}

int raw_spin_is_locked(raw_spinlock_t *lock)
{
	return lock_word_is_locked(&lock->locked);
}
