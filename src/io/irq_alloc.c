// SPDX-License-Identifier: MIT
/*
 * irq_alloc.c - interrupt numbers reserved ahead of their mapping
 * (irq_alloc_descs()), for drivers that number their lines themselves and
 * map them with irq_domain_add_legacy().
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/irq.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

/* Whether @cnt numbers from @from are free. Core lock held. */
static bool range_free_locked(unsigned int from, unsigned int cnt)
{
	unsigned int i;

	if (from == 0 || from >= PLATDEV_NR_IRQS ||
	    cnt > PLATDEV_NR_IRQS - from)
		return false;
	for (i = 0; i < cnt; i++)
		if (irq_to_desc_locked(from + i))
			return false;
	return true;
}

int __irq_alloc_descs(int irq, unsigned int from, unsigned int cnt, int node,
		      struct module *owner,
		      const struct irq_affinity_desc *affinity)
{
	unsigned int start, i;
	int ret = 0;

	(void)node;
	(void)owner;
	(void)affinity;
	if (!cnt)
		return -EINVAL;
	if (irq >= 0) {
		if ((unsigned int)irq >= PLATDEV_NR_IRQS)
			return -EINVAL;
		/* Linux: a number asked for must not be below @from. */
		if (from > (unsigned int)irq)
			return -EINVAL;
		from = (unsigned int)irq;
	}
	if (from == 0)
		from = 1; /* 0 is no interrupt */
	platdev_port_core_lock();
	for (start = from; start < PLATDEV_NR_IRQS; start++) {
		if (range_free_locked(start, cnt))
			break;
		if (irq >= 0)
			break;
	}
	if (start >= PLATDEV_NR_IRQS || !range_free_locked(start, cnt)) {
		ret = irq >= 0 ? -EEXIST : -ENOMEM;
		goto out;
	}
	for (i = 0; i < cnt; i++) {
		struct irq_desc *desc = irq_alloc_desc_locked(start + i);

		if (!desc) {
			while (i--)
				irq_free_desc_locked(start + i);
			ret = -ENOMEM;
			goto out;
		}
		desc->reserved = true;
	}
	ret = (int)start;
out:
	platdev_port_core_unlock();
	return ret;
}

void irq_free_descs(unsigned int irq, unsigned int cnt)
{
	unsigned int i;

	platdev_port_core_lock();
	for (i = 0; i < cnt; i++) {
		struct irq_desc *desc = irq_to_desc_locked(irq + i);

		if (!desc || !desc->reserved)
			continue;
		desc->reserved = false;
		if (desc->action || desc->domain)
			pr_err("irq_free_descs: IRQ %u is still %s; kept until then\n",
			       irq + i, desc->action ? "requested" : "mapped");
		irq_put_desc_locked(desc);
	}
	platdev_port_core_unlock();
}

struct irq_descs_devres {
	unsigned int from;
	unsigned int cnt;
};

static void devm_irq_descs_release(struct device *dev, void *res)
{
	struct irq_descs_devres *r = res;

	(void)dev;
	irq_free_descs(r->from, r->cnt);
}

int __devm_irq_alloc_descs(struct device *dev, int irq, unsigned int from,
			   unsigned int cnt, int node, struct module *owner,
			   const struct irq_affinity_desc *affinity)
{
	struct irq_descs_devres *r;
	int base;

	r = devres_alloc(devm_irq_descs_release, sizeof(*r), GFP_KERNEL);
	if (!r)
		return -ENOMEM;
	base = __irq_alloc_descs(irq, from, cnt, node, owner, affinity);
	if (base < 0) {
		devres_free(r);
		return base;
	}
	r->from = (unsigned int)base;
	r->cnt = cnt;
	devres_add(dev, r);
	return base;
}
