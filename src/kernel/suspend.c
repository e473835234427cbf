// SPDX-License-Identifier: MIT
/*
 * suspend.c - system sleep (linux/suspend.h): the PM notifier chain, the
 * platform's suspend ops and pm_suspend()'s sequence over
 * platdev_pm_suspend() and platdev_pm_resume().
 */
#include <linux/mutex.h>
#include <linux/suspend.h>
#include <platdev/power.h>

suspend_state_t pm_suspend_target_state;

static DEFINE_MUTEX(pm_mutex);
static RAW_NOTIFIER_HEAD(pm_chain);
static const struct platform_suspend_ops *suspend_ops;

int register_pm_notifier(struct notifier_block *nb)
{
	int ret;

	mutex_lock(&pm_mutex);
	ret = raw_notifier_chain_register(&pm_chain, nb);
	mutex_unlock(&pm_mutex);
	return ret;
}

int unregister_pm_notifier(struct notifier_block *nb)
{
	int ret;

	mutex_lock(&pm_mutex);
	ret = raw_notifier_chain_unregister(&pm_chain, nb);
	mutex_unlock(&pm_mutex);
	return ret;
}

void suspend_set_ops(const struct platform_suspend_ops *ops)
{
	mutex_lock(&pm_mutex);
	suspend_ops = ops;
	mutex_unlock(&pm_mutex);
}

int suspend_valid_only_mem(suspend_state_t state)
{
	return state == PM_SUSPEND_MEM;
}

/* Called with pm_mutex held. */
static bool suspend_state_valid(suspend_state_t state)
{
	if (state == PM_SUSPEND_TO_IDLE)
		return true;
	if (state != PM_SUSPEND_STANDBY && state != PM_SUSPEND_MEM)
		return false;
	return suspend_ops && suspend_ops->valid && suspend_ops->enter &&
	       suspend_ops->valid(state);
}

bool valid_state(suspend_state_t state)
{
	bool valid;

	mutex_lock(&pm_mutex);
	valid = suspend_state_valid(state);
	mutex_unlock(&pm_mutex);
	return valid;
}

/*
 * PM_SUSPEND_PREPARE to every notifier; when one refuses, PM_POST_SUSPEND
 * to those before it. Called with pm_mutex held. Return: 0 or its error.
 */
static int suspend_notify_prepare(void)
{
	struct notifier_block *nb, *failed = NULL;
	int ret = NOTIFY_DONE;

	for (nb = pm_chain.head; nb; nb = nb->next) {
		ret = nb->notifier_call(nb, PM_SUSPEND_PREPARE, NULL);
		if (ret & NOTIFY_STOP_MASK) {
			failed = nb;
			break;
		}
	}
	if (!failed)
		return 0;
	for (nb = pm_chain.head; nb != failed; nb = nb->next)
		nb->notifier_call(nb, PM_POST_SUSPEND, NULL);
	return notifier_to_errno(ret);
}

static bool abort_suspend;

void pm_system_wakeup(void)
{
	__atomic_store_n(&abort_suspend, true, __ATOMIC_RELEASE);
}

bool pm_wakeup_pending(void)
{
	return __atomic_load_n(&abort_suspend, __ATOMIC_ACQUIRE);
}

void pm_wakeup_clear(unsigned int irq_number)
{
	(void)irq_number;
	__atomic_store_n(&abort_suspend, false, __ATOMIC_RELEASE);
}

/* With the devices suspended: the platform's part. */
static int suspend_enter(suspend_state_t state)
{
	const struct platform_suspend_ops *ops = suspend_ops;
	int ret = 0;

	if (state == PM_SUSPEND_TO_IDLE)
		return pm_wakeup_pending() ? -EBUSY : 0;
	if (ops->prepare)
		ret = ops->prepare();
	if (!ret && ops->prepare_late)
		ret = ops->prepare_late();
	if (!ret && pm_wakeup_pending())
		ret = -EBUSY; /* a wakeup came while devices suspended */
	if (!ret)
		ret = ops->enter(state);
	if (ops->wake)
		ops->wake();
	if (ops->finish)
		ops->finish();
	return ret;
}

int pm_suspend(suspend_state_t state)
{
	const struct platform_suspend_ops *ops;
	int ret;

	if (state <= PM_SUSPEND_ON || state >= PM_SUSPEND_MAX)
		return -EINVAL;
	if (!mutex_trylock(&pm_mutex))
		return -EBUSY;
	ops = suspend_ops;
	if (!suspend_state_valid(state)) {
		ret = -EINVAL;
		goto unlock;
	}
	ret = suspend_notify_prepare();
	if (ret)
		goto unlock;
	pm_wakeup_clear(0);
	pm_suspend_target_state = state;
	if (state != PM_SUSPEND_TO_IDLE && ops->begin)
		ret = ops->begin(state);
	if (!ret) {
		ret = platdev_pm_suspend(PMSG_SUSPEND);
		if (!ret) {
			ret = suspend_enter(state);
			platdev_pm_resume(PMSG_SUSPEND);
		} else if (state != PM_SUSPEND_TO_IDLE && ops->recover) {
			ops->recover();
		}
	}
	if (state != PM_SUSPEND_TO_IDLE && ops->end)
		ops->end();
	pm_suspend_target_state = PM_SUSPEND_ON;
	raw_notifier_call_chain(&pm_chain, PM_POST_SUSPEND, NULL);
unlock:
	mutex_unlock(&pm_mutex);
	return ret;
}
