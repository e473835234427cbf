// SPDX-License-Identifier: MIT
/*
 * cpu_pm.c - CPU power notifiers (linux/cpu_pm.h): a raw notifier chain
 * under a spinlock, called with the lock held (interrupts kept out), as
 * Linux calls them with interrupts off.
 */
#include <linux/cpu_pm.h>
#include <linux/spinlock.h>

static DEFINE_RAW_SPINLOCK(cpu_pm_lock);
static RAW_NOTIFIER_HEAD(cpu_pm_chain);

int cpu_pm_register_notifier(struct notifier_block *nb)
{
	unsigned long flags = _raw_spin_lock_irqsave(&cpu_pm_lock);
	int ret = raw_notifier_chain_register(&cpu_pm_chain, nb);

	_raw_spin_unlock_irqrestore(&cpu_pm_lock, flags);
	return ret;
}

int cpu_pm_unregister_notifier(struct notifier_block *nb)
{
	unsigned long flags = _raw_spin_lock_irqsave(&cpu_pm_lock);
	int ret = raw_notifier_chain_unregister(&cpu_pm_chain, nb);

	_raw_spin_unlock_irqrestore(&cpu_pm_lock, flags);
	return ret;
}

/*
 * Notify @up; when a block refuses (NOTIFY_STOP_MASK set), notify @down
 * to the blocks before it. Return: 0 or the refusal as an errno.
 */
static int cpu_pm_notify_robust(unsigned long up, unsigned long down)
{
	struct notifier_block *nb, *failed = NULL;
	unsigned long flags = _raw_spin_lock_irqsave(&cpu_pm_lock);
	int ret = NOTIFY_DONE;

	for (nb = cpu_pm_chain.head; nb; nb = nb->next) {
		ret = nb->notifier_call(nb, up, NULL);
		if (ret & NOTIFY_STOP_MASK) {
			failed = nb;
			break;
		}
	}
	if (failed)
		for (nb = cpu_pm_chain.head; nb != failed; nb = nb->next)
			nb->notifier_call(nb, down, NULL);
	_raw_spin_unlock_irqrestore(&cpu_pm_lock, flags);
	return failed ? notifier_to_errno(ret) : 0;
}

static int cpu_pm_notify(unsigned long event)
{
	unsigned long flags = _raw_spin_lock_irqsave(&cpu_pm_lock);
	int ret = raw_notifier_call_chain(&cpu_pm_chain, event, NULL);

	_raw_spin_unlock_irqrestore(&cpu_pm_lock, flags);
	return notifier_to_errno(ret);
}

int cpu_pm_enter(void)
{
	return cpu_pm_notify_robust(CPU_PM_ENTER, CPU_PM_ENTER_FAILED);
}

int cpu_pm_exit(void)
{
	return cpu_pm_notify(CPU_PM_EXIT);
}

int cpu_cluster_pm_enter(void)
{
	return cpu_pm_notify_robust(CPU_CLUSTER_PM_ENTER,
				    CPU_CLUSTER_PM_ENTER_FAILED);
}

int cpu_cluster_pm_exit(void)
{
	return cpu_pm_notify(CPU_CLUSTER_PM_EXIT);
}
