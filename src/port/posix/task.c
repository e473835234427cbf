// SPDX-License-Identifier: MIT
/*
 * task.c - the POSIX port's task of each thread (linux/sched.h's
 * `current` for a thread that is not a kernel thread).
 */
#include <pthread.h>

#include <linux/sched.h>
#include <platdev/port.h>

struct task_struct *platdev_port_thread_task(void)
{
	/* initial-exec, as platdev_port_thread_slot(): linked, not dlopen()ed. */
	static _Thread_local struct task_struct task
		__attribute__((tls_model("initial-exec")));

	return &task;
}

void platdev_port_thread_exit(void)
{
	pthread_exit(NULL);
}
