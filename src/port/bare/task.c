// SPDX-License-Identifier: MIT
/*
 * task.c - the bare port's one task (one thread of execution).
 */
#include <linux/sched.h>
#include <platdev/port.h>

struct task_struct *platdev_port_thread_task(void)
{
	static struct task_struct task;

	return &task;
}

/* No thread was started, so none can end. */
void platdev_port_thread_exit(void)
{
	__builtin_trap();
}
