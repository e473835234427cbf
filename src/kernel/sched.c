// SPDX-License-Identifier: MIT
/*
 * sched.c - tasks (linux/sched.h): `current`, sleeping on the task's state
 * word with platdev_port_wait_word() and waking by putting it back to
 * TASK_RUNNING, and the preemption count.
 */
#include <linux/errno.h>
#include <linux/jiffies.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <platdev/port.h>

#include "kernel/deferred.h"

static pid_t sched_last_pid;

struct task_struct *get_current(void)
{
	struct task_struct *own = platdev_port_thread_task();

	if (own->__platdev_as)
		return own->__platdev_as;
	if (!own->pid) {
		strscpy(own->comm, "platdev", sizeof(own->comm));
		own->pid = __atomic_add_fetch(&sched_last_pid, 1,
					      __ATOMIC_RELAXED);
	}
	return own;
}

/* A new task number, for a kernel thread. */
pid_t sched_new_pid(void)
{
	return __atomic_add_fetch(&sched_last_pid, 1, __ATOMIC_RELAXED);
}

int wake_up_state(struct task_struct *p, unsigned int state)
{
	unsigned int cur = __atomic_load_n(&p->__state, __ATOMIC_SEQ_CST);

	do {
		if (!(cur & state))
			return 0;
	} while (!__atomic_compare_exchange_n(&p->__state, &cur, TASK_RUNNING,
					      false, __ATOMIC_SEQ_CST,
					      __ATOMIC_SEQ_CST));
	platdev_port_wake_word(&p->__state);
	return 1;
}

int wake_up_process(struct task_struct *p)
{
	return wake_up_state(p, ~(unsigned int)TASK_RUNNING);
}

/*
 * Sleep while the state is not TASK_RUNNING, at most @ns of the port's
 * clock (PLATDEV_PORT_WAIT_FOREVER: no limit). Return: true when woken
 * (or running already), false when the time ran out or the port cannot
 * wait. The state is TASK_RUNNING on return.
 */
static bool sched_sleep(struct task_struct *t, u64 ns)
{
	u64 start = platdev_port_now_ns();
	u64 elapsed;
	unsigned int state;
	int ret;

	for (;;) {
		state = __atomic_load_n(&t->__state, __ATOMIC_SEQ_CST);
		if (state == TASK_RUNNING)
			return true;
		elapsed = platdev_port_now_ns() - start;
		if (ns != PLATDEV_PORT_WAIT_FOREVER && elapsed >= ns)
			break;
		ret = platdev_port_wait_word(
			&t->__state, state,
			ns == PLATDEV_PORT_WAIT_FOREVER ? ns : ns - elapsed);
		if (ret == -EDEADLK)
			break;
	}
	__atomic_store_n(&t->__state, TASK_RUNNING, __ATOMIC_SEQ_CST);
	return false;
}

void schedule(void)
{
	sched_sleep(current, PLATDEV_PORT_WAIT_FOREVER);
}

long schedule_timeout(long timeout)
{
	struct task_struct *t = current;
	u64 start, left;

	if (timeout == MAX_SCHEDULE_TIMEOUT) {
		schedule();
		return MAX_SCHEDULE_TIMEOUT;
	}
	if (timeout < 0) {
		__set_current_state(TASK_RUNNING);
		return 0;
	}
	if (task_is_running(t))
		return timeout;
	if (time_is_virtual()) {
		msleep(jiffies_to_msecs((unsigned long)timeout));
		__atomic_store_n(&t->__state, TASK_RUNNING, __ATOMIC_SEQ_CST);
		return 0;
	}
	start = platdev_port_now_ns();
	if (!sched_sleep(t, jiffies_to_nsecs((unsigned long)timeout)))
		return 0;
	left = nsecs_to_jiffies64(platdev_port_now_ns() - start);
	return left < (u64)timeout ? timeout - (long)left : 1;
}

long schedule_timeout_interruptible(long timeout)
{
	set_current_state(TASK_INTERRUPTIBLE);
	return schedule_timeout(timeout);
}

long schedule_timeout_killable(long timeout)
{
	set_current_state(TASK_KILLABLE);
	return schedule_timeout(timeout);
}

long schedule_timeout_uninterruptible(long timeout)
{
	set_current_state(TASK_UNINTERRUPTIBLE);
	return schedule_timeout(timeout);
}

long schedule_timeout_idle(long timeout)
{
	set_current_state(TASK_IDLE);
	return schedule_timeout(timeout);
}

void yield(void)
{
	cpu_relax();
}

int preempt_count(void)
{
	return current->__platdev_preempt;
}

void preempt_count_add(int val)
{
	current->__platdev_preempt += val;
}
