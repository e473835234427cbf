// SPDX-License-Identifier: MIT
/*
 * wakeirq.c - a device's wake-up interrupt (linux/pm_wakeirq.h).
 *
 * A wake IRQ hangs off its device's deps (base/base.h) and is on a list
 * of all wake IRQs, both under the core lock. The power code arms them
 * for the noirq phase of a system sleep through wakeirq_arm, which is set
 * by the first dev_pm_set_wake_irq(): enable_irq_wake() for each one whose
 * device may wake up, undone on resume.
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/pm_wakeirq.h>
#include <linux/slab.h>

#include "base/base.h"

struct wake_irq {
	struct list_head node; /* on wake_irqs */
	struct device *dev;
	unsigned int irq;
	bool armed; /* enable_irq_wake() succeeded for this sleep */
};

static LIST_HEAD(wake_irqs);

/* Arm or disarm every wake IRQ of a device that may wake up. */
static void wake_irqs_arm(bool arm)
{
	struct wake_irq *w;
	unsigned int irq;
	bool was;

	/*
	 * The chip's irq_set_wake() runs without the core lock, so one IRQ is
	 * picked at a time; a device is not deleted during a system sleep.
	 */
	for (;;) {
		irq = 0;
		platdev_port_core_lock();
		list_for_each_entry(w, &wake_irqs, node) {
			was = w->armed;
			if (arm && !was && device_may_wakeup(w->dev)) {
				w->armed = true;
				irq = w->irq;
				break;
			}
			if (!arm && was) {
				w->armed = false;
				irq = w->irq;
				break;
			}
		}
		platdev_port_core_unlock();
		if (!irq)
			return;
		if (arm && enable_irq_wake(irq))
			dev_warn(w->dev, "wake IRQ %u cannot wake the system\n",
				 irq);
		if (!arm)
			disable_irq_wake(irq);
	}
}

static void wake_irq_free(struct device_deps *d)
{
	struct wake_irq *w = d->wakeirq;

	d->wakeirq = NULL;
	platdev_port_core_lock();
	list_del(&w->node);
	platdev_port_core_unlock();
	kfree(w);
}

int dev_pm_set_wake_irq(struct device *dev, int irq)
{
	struct device_deps *d;
	struct wake_irq *w;
	int ret = 0;

	if (irq < 0 || !dev)
		return -EINVAL;
	w = kzalloc(sizeof(*w), GFP_KERNEL);
	if (!w)
		return -ENOMEM;
	w->dev = dev;
	w->irq = irq;
	platdev_port_core_lock();
	d = device_deps_locked(dev, true);
	if (!d) {
		ret = -ENOMEM;
	} else if (d->wakeirq) {
		ret = -EEXIST;
	} else {
		d->wakeirq = w;
		list_add_tail(&w->node, &wake_irqs);
		wakeirq_free = wake_irq_free;
		wakeirq_arm = wake_irqs_arm;
	}
	platdev_port_core_unlock();
	if (ret == -EEXIST)
		dev_warn(dev, "wake irq already initialized\n");
	if (ret)
		kfree(w);
	return ret;
}

void dev_pm_clear_wake_irq(struct device *dev)
{
	struct device_deps *d;
	struct wake_irq *w = NULL;

	if (!dev)
		return;
	platdev_port_core_lock();
	d = dev->p.deps;
	if (d && d->wakeirq) {
		w = d->wakeirq;
		d->wakeirq = NULL;
		list_del(&w->node);
	}
	platdev_port_core_unlock();
	if (w && w->armed)
		disable_irq_wake(w->irq);
	kfree(w);
}

int platdev_wake_irq(struct device *dev)
{
	struct device_deps *d;
	int irq = -ENOENT;

	if (!dev)
		return -ENOENT;
	platdev_port_core_lock();
	d = dev->p.deps;
	if (d && d->wakeirq)
		irq = d->wakeirq->irq;
	platdev_port_core_unlock();
	return irq;
}

static void devm_wake_irq_release(void *dev)
{
	dev_pm_clear_wake_irq(dev);
}

int devm_pm_set_wake_irq(struct device *dev, int irq)
{
	int ret = dev_pm_set_wake_irq(dev, irq);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_wake_irq_release, dev);
}
