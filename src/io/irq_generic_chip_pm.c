// SPDX-License-Identifier: MIT
/*
 * irq_generic_chip_pm.c - generic interrupt chips across system suspend,
 * as Linux's: the system core's suspend calls, for each chip set up, its
 * first chip type's irq_suspend with the line data of its first line and
 * then its suspend; resume calls its resume and then irq_resume;
 * shutdown calls irq_pm_shutdown. Its system-core callbacks take their
 * data: the Linux 6.12 generation of linux/syscore_ops.h.
 */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)

#include <linux/bitops.h>
#include <linux/irq.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/syscore_ops.h>

#include "io/irq_internal.h"

/*
 * The chips set up, whose chip_types[0] irq_suspend, irq_resume and
 * irq_pm_shutdown (and their suspend and resume) the system core's
 * callbacks call, as Linux's generic chip does.
 */
static LIST_HEAD(gc_list);
static DEFINE_MUTEX(gc_list_lock);

/* The line data of @gc's first installed line, or NULL. */
static struct irq_data *gc_irq_data(struct irq_chip_generic *gc)
{
	unsigned int virq;

	if (!gc->installed)
		return NULL;
	virq = irq_gc_line_virq(gc, (unsigned int)__ffs(gc->installed));
	return virq ? irq_get_irq_data(virq) : NULL;
}

enum gc_phase { GC_SUSPEND, GC_RESUME, GC_SHUTDOWN };

/* Call each listed chip's callbacks of @phase, in Linux's order. */
static void gc_walk(enum gc_phase phase)
{
	struct irq_chip_generic *gc;

	mutex_lock(&gc_list_lock);
	list_for_each_entry(gc, &gc_list, list) {
		struct irq_chip *chip = &gc->chip_types[0].chip;
		struct irq_data *d = gc_irq_data(gc);

		if (phase == GC_SUSPEND) {
			if (chip->irq_suspend && d)
				chip->irq_suspend(d);
			if (gc->suspend)
				gc->suspend(gc);
		} else if (phase == GC_RESUME) {
			if (gc->resume)
				gc->resume(gc);
			if (chip->irq_resume && d)
				chip->irq_resume(d);
		} else if (chip->irq_pm_shutdown && d) {
			chip->irq_pm_shutdown(d);
		}
	}
	mutex_unlock(&gc_list_lock);
}

static int gc_suspend(void *data)
{
	(void)data;
	gc_walk(GC_SUSPEND);
	return 0;
}

static void gc_resume(void *data)
{
	(void)data;
	gc_walk(GC_RESUME);
}

static void gc_shutdown(void *data)
{
	(void)data;
	gc_walk(GC_SHUTDOWN);
}

static const struct syscore_ops gc_syscore_ops = {
	.suspend = gc_suspend,
	.resume = gc_resume,
	.shutdown = gc_shutdown,
};

static struct syscore gc_syscore = { .ops = &gc_syscore_ops };

void irq_gc_pm_add(struct irq_chip_generic *gc)
{
	static bool registered;

	if (!__atomic_exchange_n(&registered, true, __ATOMIC_ACQ_REL))
		register_syscore(&gc_syscore);
	mutex_lock(&gc_list_lock);
	if (list_empty(&gc->list))
		list_add_tail(&gc->list, &gc_list);
	mutex_unlock(&gc_list_lock);
}

void irq_gc_pm_del(struct irq_chip_generic *gc)
{
	mutex_lock(&gc_list_lock);
	list_del_init(&gc->list);
	mutex_unlock(&gc_list_lock);
}
