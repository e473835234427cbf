// SPDX-License-Identifier: MIT
/*
 * wait.c - the POSIX port's word waits (platdev_port_wait_word()) and its
 * interrupt masking for spinlocks (none: a process has no interrupts).
 *
 * Waiters sleep on one of a fixed set of buckets, picked by hashing the
 * word's address; each bucket is a mutex and a condition variable on
 * CLOCK_MONOTONIC. A waiter checks the word with the bucket's mutex held
 * and a waker takes the same mutex before broadcasting, so a change made
 * before the wake cannot slip between the check and the sleep. Words that
 * share a bucket wake each other's waiters, which re-check and sleep
 * again.
 */
#include <errno.h>
#include <pthread.h>
#include <time.h>

#include <platdev/port.h>

#define WAIT_BUCKETS 64

struct wait_bucket {
	pthread_mutex_t lock;
	pthread_cond_t cond;
};

static struct wait_bucket wait_buckets[WAIT_BUCKETS];
static pthread_once_t wait_once = PTHREAD_ONCE_INIT;

static void wait_buckets_init(void)
{
	pthread_condattr_t attr;
	unsigned int i;

	pthread_condattr_init(&attr);
	pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
	for (i = 0; i < WAIT_BUCKETS; i++) {
		pthread_mutex_init(&wait_buckets[i].lock, NULL);
		pthread_cond_init(&wait_buckets[i].cond, &attr);
	}
	pthread_condattr_destroy(&attr);
}

static struct wait_bucket *wait_bucket_of(const u32 *word)
{
	uintptr_t key = (uintptr_t)word;

	pthread_once(&wait_once, wait_buckets_init);
	key ^= key >> 7;
	key ^= key >> 13;
	return &wait_buckets[(key >> 2) % WAIT_BUCKETS];
}

/* CLOCK_MONOTONIC now plus @ns, saturating far in the future. */
static struct timespec wait_deadline(u64 ns)
{
	struct timespec ts;
	u64 sec = ns / 1000000000u;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	if (sec > (u64)1 << 40)
		sec = (u64)1 << 40;
	ts.tv_sec += (time_t)sec;
	ts.tv_nsec += (long)(ns % 1000000000u);
	if (ts.tv_nsec >= 1000000000L) {
		ts.tv_sec++;
		ts.tv_nsec -= 1000000000L;
	}
	return ts;
}

int platdev_port_wait_word(u32 *word, u32 expected, u64 timeout_ns)
{
	struct wait_bucket *bucket = wait_bucket_of(word);
	struct timespec deadline;
	int ret = 0;

	if (timeout_ns != PLATDEV_PORT_WAIT_FOREVER)
		deadline = wait_deadline(timeout_ns);
	pthread_mutex_lock(&bucket->lock);
	if (__atomic_load_n(word, __ATOMIC_ACQUIRE) == expected) {
		if (timeout_ns == PLATDEV_PORT_WAIT_FOREVER)
			pthread_cond_wait(&bucket->cond, &bucket->lock);
		else
			ret = pthread_cond_timedwait(&bucket->cond,
						     &bucket->lock, &deadline);
	}
	pthread_mutex_unlock(&bucket->lock);
	return ret == ETIMEDOUT ? -ETIMEDOUT : 0;
}

void platdev_port_wake_word(u32 *word)
{
	struct wait_bucket *bucket = wait_bucket_of(word);

	pthread_mutex_lock(&bucket->lock);
	pthread_cond_broadcast(&bucket->cond);
	pthread_mutex_unlock(&bucket->lock);
}

/* Whether this thread is in a platdev_port_irq_save() section. */
static _Thread_local unsigned long irqs_masked;

unsigned long platdev_port_irq_save(void)
{
	unsigned long was = irqs_masked;

	irqs_masked = 1;
	return was;
}

void platdev_port_irq_restore(unsigned long flags)
{
	irqs_masked = flags;
}

bool platdev_port_irqs_masked(void)
{
	return irqs_masked != 0;
}
