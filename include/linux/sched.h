/* SPDX-License-Identifier: MIT */
/*
 * linux/sched.h - tasks as drivers see them: `current`, task states,
 * sleeping until woken (schedule()) or for a time (schedule_timeout()),
 * and waking a task (wake_up_process()).
 *
 * Every thread that calls platdev has a task: a kernel thread
 * (linux/kthread.h) its own, any other thread one the port keeps for it
 * (platdev_port_thread_task()), numbered from 1 on first use. A task
 * sleeps as in Linux: it sets its state (set_current_state()), checks its
 * condition, and calls schedule(), which returns once a wake-up has put
 * the state back to TASK_RUNNING (at once if it is already). There is one
 * CPU and no priorities: the sched_set_*() calls record nothing.
 *
 * Timeouts are in jiffies on the port's clock. On a simulated board's
 * virtual time (platdev/time.h) schedule_timeout() sleeps its whole time
 * on that clock (a wake-up does not shorten it) and returns 0. No signals
 * exist here: an interruptible sleep ends only by a wake-up or a timeout.
 *
 * The bare port has no other thread to wake a sleeper, only interrupt
 * handlers: schedule() returns at once there (the caller's loop re-checks
 * its condition, so it polls), and schedule_timeout() watches for a
 * wake-up until its time is up (with a clock, platdev_bare_set_clock()).
 */
#ifndef _PLATDEV_LINUX_SCHED_H
#define _PLATDEV_LINUX_SCHED_H

#include <asm/current.h>
#include <asm/processor.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/kernel.h>
#include <linux/limits.h>
#include <linux/preempt.h>
#include <linux/types.h>

#define TASK_RUNNING 0x00000000
#define TASK_INTERRUPTIBLE 0x00000001
#define TASK_UNINTERRUPTIBLE 0x00000002
#define __TASK_STOPPED 0x00000004
#define __TASK_TRACED 0x00000008
#define TASK_PARKED 0x00000040
#define TASK_DEAD 0x00000080
#define TASK_WAKEKILL 0x00000100
#define TASK_WAKING 0x00000200
#define TASK_NOLOAD 0x00000400
#define TASK_NEW 0x00000800
#define TASK_FREEZABLE 0x00002000
#define TASK_KILLABLE (TASK_WAKEKILL | TASK_UNINTERRUPTIBLE)
#define TASK_IDLE (TASK_UNINTERRUPTIBLE | TASK_NOLOAD)
#define TASK_NORMAL (TASK_INTERRUPTIBLE | TASK_UNINTERRUPTIBLE)

#define TASK_COMM_LEN 16

/* task_struct.flags */
#define PF_EXITING 0x00000004
#define PF_KTHREAD 0x00200000

#ifndef MAX_SCHEDULE_TIMEOUT
#define MAX_SCHEDULE_TIMEOUT ((long)(~0UL >> 1))
#endif

/* Nice values and real-time priorities (recorded nowhere). */
#define MAX_NICE 19
#define MIN_NICE -20
#define MAX_RT_PRIO 100

/**
 * struct task_struct - a thread that calls platdev
 * @__state: TASK_RUNNING, or the state the task sleeps (or is about to
 *           sleep) in; the word schedule() waits on
 * @flags: PF_* flags (PF_KTHREAD for a kernel thread)
 * @pid: its number, from 1
 * @comm: its name (a kernel thread's from kthread_create(), else "platdev")
 * @usage: references of a kernel thread's task (get_task_struct())
 * @__platdev_preempt: preempt_disable() depth
 * @__platdev_as: the task a thread runs as (a kernel thread's, set in the
 *                thread's own port task), or NULL
 * @__platdev_kthread: the kernel thread's private data, or NULL
 */
struct task_struct {
	unsigned int __state;
	unsigned int flags;
	pid_t pid;
	char comm[TASK_COMM_LEN];
	int usage;
	int __platdev_preempt;
	struct task_struct *__platdev_as;
	void *__platdev_kthread;
};

/*
 * The state is stored with full ordering, so that the condition a sleeper
 * reads after set_current_state() cannot be read before it (a waker sets
 * the condition, then the state).
 */
#define __set_current_state(state_value) \
	__atomic_store_n(&current->__state, (state_value), __ATOMIC_RELAXED)
#define set_current_state(state_value) \
	__atomic_store_n(&current->__state, (state_value), __ATOMIC_SEQ_CST)
#define get_current_state() __atomic_load_n(&current->__state, __ATOMIC_RELAXED)
#define task_is_running(task) \
	(__atomic_load_n(&(task)->__state, __ATOMIC_RELAXED) == TASK_RUNNING)

/**
 * schedule() - sleep until woken, unless the state is TASK_RUNNING
 *
 * Returns with the state TASK_RUNNING after wake_up_process() (or a wait
 * queue's wake-up) or at once when it already was. On the bare port it
 * returns at once (nothing but an interrupt handler could wake it).
 */
void schedule(void);

/**
 * schedule_timeout() - schedule(), for at most @timeout jiffies
 *
 * With the state TASK_RUNNING it does not sleep and returns @timeout, as
 * Linux. MAX_SCHEDULE_TIMEOUT is schedule(), and returns itself. A
 * negative @timeout returns 0 at once (Linux logs an error first).
 *
 * Return: 0 when the time ran out, else the jiffies left (at least 1 when
 * woken before the end). The state is TASK_RUNNING on return.
 */
long schedule_timeout(long timeout);

/** schedule_timeout_interruptible() - TASK_INTERRUPTIBLE, then sleep */
long schedule_timeout_interruptible(long timeout);
/** schedule_timeout_killable() - TASK_KILLABLE, then sleep */
long schedule_timeout_killable(long timeout);
/** schedule_timeout_uninterruptible() - TASK_UNINTERRUPTIBLE, then sleep */
long schedule_timeout_uninterruptible(long timeout);
/** schedule_timeout_idle() - TASK_IDLE, then sleep */
long schedule_timeout_idle(long timeout);

#define io_schedule() schedule()
#define io_schedule_timeout(t) schedule_timeout(t)

/**
 * wake_up_process() - wake @p if it sleeps (or is about to) in any state
 * Return: 1 if @p was woken, 0 if it was running.
 */
int wake_up_process(struct task_struct *p);

/**
 * wake_up_state() - wake @p if its state has one of the bits of @state
 * Return: 1 if @p was woken, else 0.
 */
int wake_up_state(struct task_struct *p, unsigned int state);

/* One CPU, nothing else to run: 0, no reschedule happened. */
static inline int cond_resched(void)
{
	return 0;
}

/** yield() - give the CPU to another thread that can run */
void yield(void);

/* Priorities: accepted, nothing is recorded (one scheduling class). */
static inline void sched_set_fifo(struct task_struct *p)
{
	(void)p;
}

static inline void sched_set_fifo_low(struct task_struct *p)
{
	(void)p;
}

static inline void sched_set_normal(struct task_struct *p, int nice)
{
	(void)p;
	(void)nice;
}

static inline void set_user_nice(struct task_struct *p, long nice)
{
	(void)p;
	(void)nice;
}

static inline pid_t task_pid_nr(struct task_struct *tsk)
{
	return tsk->pid;
}

static inline pid_t task_pid_vnr(struct task_struct *tsk)
{
	return tsk->pid;
}

#define get_task_comm(buf, tsk) strscpy(buf, (tsk)->comm, sizeof(buf))

#include <linux/sched/task.h>

#endif /* _PLATDEV_LINUX_SCHED_H */
