// SPDX-License-Identifier: MIT
/*
 * completion.c - completions (linux/completion.h): a counter of complete()
 * calls that waits take one from, UINT_MAX meaning "complete_all()", and
 * waits sleep on the counter with platdev_port_wait_word().
 */
#include <linux/completion.h>
#include <linux/errno.h>
#include <linux/jiffies.h>
#include <linux/limits.h>
#include <linux/printk.h>
#include <platdev/port.h>

void complete(struct completion *x)
{
	unsigned int done = __atomic_load_n(&x->done, __ATOMIC_RELAXED);

	/* After complete_all() the count stays UINT_MAX. */
	do {
		if (done == UINT_MAX)
			break;
	} while (!__atomic_compare_exchange_n(&x->done, &done, done + 1, false,
					      __ATOMIC_RELEASE,
					      __ATOMIC_RELAXED));
	platdev_port_wake_word(&x->done);
}

void complete_all(struct completion *x)
{
	__atomic_store_n(&x->done, UINT_MAX, __ATOMIC_RELEASE);
	platdev_port_wake_word(&x->done);
}

bool try_wait_for_completion(struct completion *x)
{
	unsigned int done = __atomic_load_n(&x->done, __ATOMIC_ACQUIRE);

	do {
		if (!done)
			return false;
		if (done == UINT_MAX)
			return true;
	} while (!__atomic_compare_exchange_n(&x->done, &done, done - 1, false,
					      __ATOMIC_ACQUIRE,
					      __ATOMIC_ACQUIRE));
	return true;
}

bool completion_done(struct completion *x)
{
	return __atomic_load_n(&x->done, __ATOMIC_ACQUIRE) != 0;
}

/*
 * Take one complete(), waiting at most @timeout jiffies (for ever from
 * MAX_SCHEDULE_TIMEOUT on). Return: the jiffies left, at least 1; 0 on
 * timeout; -EDEADLK when the port cannot wait (logged).
 */
static long completion_wait(struct completion *x, unsigned long timeout)
{
	bool forever = timeout >= (unsigned long)MAX_SCHEDULE_TIMEOUT;
	u64 start = platdev_port_now_ns();
	u64 limit = forever ? 0 : jiffies_to_nsecs(timeout);
	u64 elapsed = 0;
	int ret;

	while (!try_wait_for_completion(x)) {
		if (!forever) {
			elapsed = platdev_port_now_ns() - start;
			if (elapsed >= limit)
				return 0;
		}
		ret = platdev_port_wait_word(
			&x->done, 0,
			forever ? PLATDEV_PORT_WAIT_FOREVER : limit - elapsed);
		if (ret == -EDEADLK) {
			pr_err("wait_for_completion(%p): not completed and this port has no scheduler to wait for whoever would complete it: refused\n",
			       (void *)x);
			return ret;
		}
	}
	if (forever)
		return MAX_SCHEDULE_TIMEOUT;
	elapsed = nsecs_to_jiffies64(platdev_port_now_ns() - start);
	return elapsed < timeout ? (long)(timeout - elapsed) : 1;
}

void wait_for_completion(struct completion *x)
{
	completion_wait(x, MAX_SCHEDULE_TIMEOUT);
}

unsigned long wait_for_completion_timeout(struct completion *x,
					  unsigned long timeout)
{
	long left = completion_wait(x, timeout);

	return left > 0 ? (unsigned long)left : 0;
}

int wait_for_completion_interruptible(struct completion *x)
{
	long ret = completion_wait(x, MAX_SCHEDULE_TIMEOUT);

	return ret < 0 ? (int)ret : 0;
}

long wait_for_completion_interruptible_timeout(struct completion *x,
					       unsigned long timeout)
{
	return completion_wait(x, timeout);
}
