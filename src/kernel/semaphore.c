// SPDX-License-Identifier: MIT
/*
 * semaphore.c - counting semaphores (linux/semaphore.h): an atomic count
 * that down() decrements when nonzero and sleeps on with
 * platdev_port_wait_word() when zero.
 */
#include <linux/errno.h>
#include <linux/jiffies.h>
#include <linux/semaphore.h>
#include <platdev/port.h>

int down_trylock(struct semaphore *sem)
{
	unsigned int count = __atomic_load_n(&sem->count, __ATOMIC_RELAXED);

	do {
		if (!count)
			return 1;
	} while (!__atomic_compare_exchange_n(&sem->count, &count, count - 1,
					      false, __ATOMIC_ACQUIRE,
					      __ATOMIC_RELAXED));
	return 0;
}

/*
 * Take one, waiting at most @ns of the port's clock
 * (PLATDEV_PORT_WAIT_FOREVER: no limit). A port that cannot sleep polls.
 * Return: 0 or -ETIME.
 */
static int sem_down(struct semaphore *sem, u64 ns)
{
	u64 start = platdev_port_now_ns();
	u64 elapsed;

	while (down_trylock(sem)) {
		elapsed = platdev_port_now_ns() - start;
		if (ns != PLATDEV_PORT_WAIT_FOREVER && elapsed >= ns)
			return -ETIME;
		platdev_port_wait_word(
			&sem->count, 0,
			ns == PLATDEV_PORT_WAIT_FOREVER ? ns : ns - elapsed);
	}
	return 0;
}

void down(struct semaphore *sem)
{
	sem_down(sem, PLATDEV_PORT_WAIT_FOREVER);
}

int down_interruptible(struct semaphore *sem)
{
	return sem_down(sem, PLATDEV_PORT_WAIT_FOREVER);
}

int down_killable(struct semaphore *sem)
{
	return sem_down(sem, PLATDEV_PORT_WAIT_FOREVER);
}

int down_timeout(struct semaphore *sem, long timeout)
{
	return sem_down(sem, timeout > 0 ?
				     jiffies_to_nsecs((unsigned long)timeout) :
				     0);
}

void up(struct semaphore *sem)
{
	__atomic_add_fetch(&sem->count, 1, __ATOMIC_RELEASE);
	platdev_port_wake_word(&sem->count);
}
