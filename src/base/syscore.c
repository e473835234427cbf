// SPDX-License-Identifier: MIT
/*
 * syscore.c - system-core callbacks (linux/syscore_ops.h).
 *
 * The core keeps 6.12's struct syscore registrations. A registration of
 * an older driver's struct syscore_ops carries one inside; it is put on
 * the same list with callbacks that call the driver's argument-less ones.
 *
 * The callbacks run with the list's mutex held, as Linux runs them with
 * its own: one may not register or unregister others from inside.
 */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)

#include <linux/compiler.h>
#include <linux/mutex.h>
#include <linux/printk.h>
#include <linux/syscore_ops.h>
#include <linux/timekeeping.h>

/*
 * The struct syscore_ops of the generations before 6.12, as their header
 * lays it out: the callbacks without argument, then a struct syscore.
 */
struct syscore_ops_before_612 {
	struct list_head node;
	int (*suspend)(void);
	void (*resume)(void);
	void (*shutdown)(void);
	struct syscore syscore;
};

void register_syscore_ops(struct syscore_ops_before_612 *ops);
void unregister_syscore_ops(struct syscore_ops_before_612 *ops);

static LIST_HEAD(syscore_list);
static DEFINE_MUTEX(syscore_lock);

void register_syscore(struct syscore *syscore)
{
	mutex_lock(&syscore_lock);
	list_add_tail(&syscore->node, &syscore_list);
	mutex_unlock(&syscore_lock);
}

void unregister_syscore(struct syscore *syscore)
{
	mutex_lock(&syscore_lock);
	list_del(&syscore->node);
	mutex_unlock(&syscore_lock);
}

static int old_suspend(void *data)
{
	const struct syscore_ops_before_612 *ops = data;

	return ops->suspend ? ops->suspend() : 0;
}

static void old_resume(void *data)
{
	const struct syscore_ops_before_612 *ops = data;

	if (ops->resume)
		ops->resume();
}

static void old_shutdown(void *data)
{
	const struct syscore_ops_before_612 *ops = data;

	if (ops->shutdown)
		ops->shutdown();
}

static const struct syscore_ops old_ops = {
	.suspend = old_suspend,
	.resume = old_resume,
	.shutdown = old_shutdown,
};

void register_syscore_ops(struct syscore_ops_before_612 *ops)
{
	ops->syscore.ops = &old_ops;
	ops->syscore.data = ops;
	register_syscore(&ops->syscore);
}

void unregister_syscore_ops(struct syscore_ops_before_612 *ops)
{
	unregister_syscore(&ops->syscore);
}

/*
 * As Linux's timekeeping, which registers its system-core operations first
 * so they suspend last and resume first: set while the system core is
 * suspended, for drivers that must not wait on the clock then.
 */
int timekeeping_suspended;

int syscore_suspend(void)
{
	struct syscore *sc;
	int ret = 0;

	mutex_lock(&syscore_lock);
	list_for_each_entry_reverse(sc, &syscore_list, node) {
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
		list_for_each_entry_continue(sc, &syscore_list, node)
			if (sc->ops->resume)
				sc->ops->resume(sc->data);
	} else {
		WRITE_ONCE(timekeeping_suspended, 1);
	}
	mutex_unlock(&syscore_lock);
	return ret;
}

void syscore_resume(void)
{
	struct syscore *sc;

	mutex_lock(&syscore_lock);
	WRITE_ONCE(timekeeping_suspended, 0);
	list_for_each_entry(sc, &syscore_list, node)
		if (sc->ops->resume)
			sc->ops->resume(sc->data);
	mutex_unlock(&syscore_lock);
}

void syscore_shutdown(void)
{
	struct syscore *sc;

	mutex_lock(&syscore_lock);
	list_for_each_entry_reverse(sc, &syscore_list, node)
		if (sc->ops->shutdown)
			sc->ops->shutdown(sc->data);
	mutex_unlock(&syscore_lock);
}
