// SPDX-License-Identifier: MIT
/*
 * syscore.c - system-core callbacks (linux/syscore_ops.h).
 *
 * The callbacks run with the list's mutex held, as Linux runs them with
 * its own: one may not register or unregister others from inside.
 */
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/syscore_ops.h>

static LIST_HEAD(syscore_ops_list);
static DEFINE_MUTEX(syscore_ops_lock);

void register_syscore_ops(struct syscore_ops *ops)
{
	mutex_lock(&syscore_ops_lock);
	list_add_tail(&ops->node, &syscore_ops_list);
	mutex_unlock(&syscore_ops_lock);
}

void unregister_syscore_ops(struct syscore_ops *ops)
{
	mutex_lock(&syscore_ops_lock);
	list_del(&ops->node);
	mutex_unlock(&syscore_ops_lock);
}

int syscore_suspend(void)
{
	struct syscore_ops *ops;
	int ret = 0;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry_reverse(ops, &syscore_ops_list, node) {
		if (!ops->suspend)
			continue;
		ret = ops->suspend();
		if (ret) {
			pr_err("PM: system core suspend callback %p failed: %d\n",
			       (void *)ops->suspend, ret);
			break;
		}
	}
	if (ret) {
		/* Resume those that suspended, oldest first. */
		list_for_each_entry_continue(ops, &syscore_ops_list, node)
			if (ops->resume)
				ops->resume();
	}
	mutex_unlock(&syscore_ops_lock);
	return ret;
}

void syscore_resume(void)
{
	struct syscore_ops *ops;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry(ops, &syscore_ops_list, node)
		if (ops->resume)
			ops->resume();
	mutex_unlock(&syscore_ops_lock);
}

void syscore_shutdown(void)
{
	struct syscore_ops *ops;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry_reverse(ops, &syscore_ops_list, node)
		if (ops->shutdown)
			ops->shutdown();
	mutex_unlock(&syscore_ops_lock);
}
