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

void register_syscore(struct syscore *syscore)
{
	mutex_lock(&syscore_ops_lock);
	list_add_tail(&syscore->node, &syscore_ops_list);
	mutex_unlock(&syscore_ops_lock);
}

void unregister_syscore(struct syscore *syscore)
{
	mutex_lock(&syscore_ops_lock);
	list_del(&syscore->node);
	mutex_unlock(&syscore_ops_lock);
}

int syscore_suspend(void)
{
	struct syscore *sc;
	int ret = 0;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry_reverse(sc, &syscore_ops_list, node) {
		if (!sc->ops->suspend)
			continue;
		ret = sc->ops->suspend(sc->data);
		if (ret) {
			pr_err("PM: system core suspend callback %p failed: %d\n",
			       (void *)sc->ops->suspend, ret);
			break;
		}
	}
	if (ret) {
		/* Resume those that suspended, oldest first. */
		list_for_each_entry_continue(sc, &syscore_ops_list, node)
			if (sc->ops->resume)
				sc->ops->resume(sc->data);
	}
	mutex_unlock(&syscore_ops_lock);
	return ret;
}

void syscore_resume(void)
{
	struct syscore *sc;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry(sc, &syscore_ops_list, node)
		if (sc->ops->resume)
			sc->ops->resume(sc->data);
	mutex_unlock(&syscore_ops_lock);
}

void syscore_shutdown(void)
{
	struct syscore *sc;

	mutex_lock(&syscore_ops_lock);
	list_for_each_entry_reverse(sc, &syscore_ops_list, node)
		if (sc->ops->shutdown)
			sc->ops->shutdown(sc->data);
	mutex_unlock(&syscore_ops_lock);
}
