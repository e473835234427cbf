// SPDX-License-Identifier: MIT
/*
 * irqdomain_hierarchy.c - domains stacked on domains: a line allocated in
 * a child domain (a GPIO block's) is allocated in each domain below it (the
 * SoC's interrupt controller) under the same number, with its data at
 * every level chained by irq_data.parent_data.
 *
 * The top level's data is the descriptor's own; each parent level's is
 * allocated with the line and freed with it. Every level records its hwirq
 * in its domain's reverse map, so that the parent controller delivering its
 * hwirq (generic_handle_domain_irq()) reaches the line, whose top-level
 * chip and flow run and call down with the irq_chip_*_parent() helpers.
 */
#include <linux/irqdomain.h>
#include <linux/printk.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

struct irq_data *irq_domain_get_irq_data(struct irq_domain *domain,
					 unsigned int virq)
{
	struct irq_data *data;
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	data = desc ? &desc->irq_data : NULL;
	while (data && data->domain != domain)
		data = data->parent_data;
	platdev_port_core_unlock();
	return data;
}

int irq_domain_set_hwirq_and_chip(struct irq_domain *domain, unsigned int virq,
				  irq_hw_number_t hwirq,
				  const struct irq_chip *chip, void *chip_data)
{
	struct irq_data *data;
	struct irq_desc *desc;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	data = desc ? &desc->irq_data : NULL;
	while (data && data->domain != domain)
		data = data->parent_data;
	if (data) {
		data->hwirq = hwirq;
		data->chip = chip ? chip : &no_irq_chip;
		data->chip_data = chip_data;
		if (data == &desc->irq_data)
			desc->hwirq = hwirq;
	}
	platdev_port_core_unlock();
	return data ? 0 : -ENOENT;
}

void irq_domain_set_info(struct irq_domain *domain, unsigned int virq,
			 irq_hw_number_t hwirq, const struct irq_chip *chip,
			 void *chip_data, irq_flow_handler_t handler,
			 void *handler_data, const char *handler_name)
{
	irq_domain_set_hwirq_and_chip(domain, virq, hwirq, chip, chip_data);
	if (handler)
		__irq_set_handler(virq, handler, 0, handler_name);
	irq_set_handler_data(virq, handler_data);
}

void irq_domain_reset_irq_data(struct irq_data *irq_data)
{
	irq_data->hwirq = 0;
	irq_data->chip = &no_irq_chip;
	irq_data->chip_data = NULL;
}

int irq_domain_alloc_irqs_parent(struct irq_domain *domain,
				 unsigned int irq_base, unsigned int nr_irqs,
				 void *arg)
{
	struct irq_domain *parent = domain ? domain->parent : NULL;

	if (!parent || !parent->ops->alloc)
		return -ENOSYS;
	return parent->ops->alloc(parent, irq_base, nr_irqs, arg);
}

/* @domain's ops->free for each line of the range that has a level there. */
static void free_at_level(struct irq_domain *domain, unsigned int irq_base,
			  unsigned int nr_irqs)
{
	unsigned int i;

	if (!domain || !domain->ops->free)
		return;
	for (i = 0; i < nr_irqs; i++)
		if (irq_domain_get_irq_data(domain, irq_base + i))
			domain->ops->free(domain, irq_base + i, 1);
}

void irq_domain_free_irqs_parent(struct irq_domain *domain,
				 unsigned int irq_base, unsigned int nr_irqs)
{
	if (domain)
		free_at_level(domain->parent, irq_base, nr_irqs);
}

void irq_domain_free_irqs_common(struct irq_domain *domain, unsigned int virq,
				 unsigned int nr_irqs)
{
	struct irq_data *data;
	unsigned int i;

	for (i = 0; i < nr_irqs; i++) {
		data = irq_domain_get_irq_data(domain, virq + i);
		if (data) {
			platdev_port_core_lock();
			irq_domain_reset_irq_data(data);
			platdev_port_core_unlock();
		}
	}
	irq_domain_free_irqs_parent(domain, virq, nr_irqs);
}

void irq_domain_free_irqs_top(struct irq_domain *domain, unsigned int virq,
			      unsigned int nr_irqs)
{
	unsigned int i;

	for (i = 0; i < nr_irqs; i++) {
		irq_set_handler_data(virq + i, NULL);
		__irq_set_handler(virq + i, NULL, 0, NULL);
	}
	irq_domain_free_irqs_common(domain, virq, nr_irqs);
}

/* Free the parent levels of @desc's line. Core lock held. */
static void free_levels_locked(struct irq_desc *desc)
{
	struct irq_data *data = desc->irq_data.parent_data, *next;

	desc->irq_data.parent_data = NULL;
	for (; data; data = next) {
		next = data->parent_data;
		platdev_port_free(data);
	}
}

static void clear_line_locked(struct irq_desc *desc);

/*
 * Give @desc's line its data at @domain's level and every level below.
 * Core lock held. Return: 0 or -ENOMEM.
 */
static int alloc_levels_locked(struct irq_desc *desc, struct irq_domain *domain)
{
	struct irq_data *data = &desc->irq_data;
	struct irq_domain *p;

	desc->domain = domain;
	desc->hwirq = 0;
	data->irq = desc->irq;
	data->domain = domain;
	data->hwirq = 0;
	for (p = domain->parent; p; p = p->parent) {
		data->parent_data = platdev_port_alloc(sizeof(*data));
		if (!data->parent_data) {
			clear_line_locked(desc);
			return -ENOMEM;
		}
		data = data->parent_data;
		data->irq = desc->irq;
		data->domain = p;
	}
	desc->allocated = true;
	return 0;
}

/* Blank @desc's line after its levels went. Core lock held. */
static void clear_line_locked(struct irq_desc *desc)
{
	free_levels_locked(desc);
	desc->domain = NULL;
	desc->hwirq = 0;
	desc->allocated = false;
	desc->irq_data.domain = NULL;
	desc->irq_data.hwirq = 0;
	desc->irq_data.chip = NULL;
	desc->irq_data.chip_data = NULL;
	desc->irq_data.mask = 0;
	desc->handle_irq = NULL;
	desc->handler_data = NULL;
}

/* Forget the reverse maps of every level of @desc's line. Core lock held. */
static void unmap_levels_locked(struct irq_desc *desc)
{
	struct irq_data *data;

	for (data = &desc->irq_data; data; data = data->parent_data) {
		irq_domain_revmap_del_locked(data->domain, data->hwirq,
					     desc->irq);
		data->domain->nr_mappings--;
	}
}

/*
 * Record every level's hwirq in its domain's reverse map. Core lock held.
 * Return: 0; -EINVAL for a hwirq beyond a linear domain; -ENOMEM.
 */
static int map_levels_locked(struct irq_desc *desc)
{
	struct irq_data *data, *done;
	int ret = 0;

	for (data = &desc->irq_data; data; data = data->parent_data) {
		if (data->hwirq >= data->domain->hwirq_max) {
			pr_err("irq_domain: hwirq %lu of IRQ %u is beyond domain %s (%lu)\n",
			       data->hwirq, desc->irq, data->domain->name,
			       data->domain->hwirq_max);
			ret = -EINVAL;
		} else {
			ret = irq_domain_revmap_add_locked(
				data->domain, data->hwirq, desc->irq);
		}
		if (ret)
			break;
		data->domain->nr_mappings++;
	}
	if (!ret)
		return 0;
	for (done = &desc->irq_data; done != data; done = done->parent_data) {
		irq_domain_revmap_del_locked(done->domain, done->hwirq,
					     desc->irq);
		done->domain->nr_mappings--;
	}
	return ret;
}

/*
 * Give the lines @virq.. their levels (@check: they must be unmapped).
 * Core lock held. Return: 0, -EINVAL, -EEXIST, -ENOMEM.
 */
static int prepare_lines_locked(struct irq_domain *domain, unsigned int virq,
				unsigned int nr_irqs)
{
	struct irq_desc *desc;
	unsigned int i;
	int ret = 0;

	for (i = 0; i < nr_irqs; i++) {
		desc = irq_to_desc_locked(virq + i);
		if (!desc)
			ret = -EINVAL;
		else if (desc->domain)
			ret = -EEXIST;
		else
			ret = alloc_levels_locked(desc, domain);
		if (ret)
			break;
	}
	if (ret)
		while (i--)
			clear_line_locked(irq_to_desc_locked(virq + i));
	return ret;
}

int __irq_domain_alloc_irqs(struct irq_domain *domain, int irq_base,
			    unsigned int nr_irqs, int node, void *arg,
			    bool realloc,
			    const struct irq_affinity_desc *affinity)
{
	unsigned int virq, i;
	int ret;

	if (!domain || !nr_irqs || (realloc && irq_base < 0))
		return -EINVAL;
	if (!domain->ops->alloc) {
		pr_debug("irq_domain_alloc_irqs: domain %s cannot allocate\n",
			 domain->name);
		return -ENOSYS;
	}
	if (realloc) {
		virq = (unsigned int)irq_base;
	} else {
		ret = __irq_alloc_descs(irq_base, irq_base < 0 ? 1 : 0, nr_irqs,
					node, NULL, affinity);
		if (ret < 0)
			return ret;
		virq = (unsigned int)ret;
	}
	platdev_port_core_lock();
	ret = prepare_lines_locked(domain, virq, nr_irqs);
	platdev_port_core_unlock();
	if (ret)
		goto free_descs;

	ret = domain->ops->alloc(domain, virq, nr_irqs, arg);
	if (ret < 0)
		goto clear;
	platdev_port_core_lock();
	for (i = 0; i < nr_irqs; i++) {
		ret = map_levels_locked(irq_to_desc_locked(virq + i));
		if (ret)
			break;
	}
	if (ret)
		while (i--)
			unmap_levels_locked(irq_to_desc_locked(virq + i));
	platdev_port_core_unlock();
	if (!ret)
		return (int)virq;
	free_at_level(domain, virq, nr_irqs);
clear:
	platdev_port_core_lock();
	for (i = 0; i < nr_irqs; i++)
		clear_line_locked(irq_to_desc_locked(virq + i));
	platdev_port_core_unlock();
free_descs:
	if (!realloc)
		irq_free_descs(virq, nr_irqs);
	return ret;
}

void irq_domain_free_irqs(unsigned int virq, unsigned int nr_irqs)
{
	struct irq_domain *domain = NULL;
	struct irq_desc *desc;
	unsigned int i;
	const char *why = NULL;

	platdev_port_core_lock();
	for (i = 0; i < nr_irqs && !why; i++) {
		desc = irq_to_desc_locked(virq + i);
		if (!desc || !desc->allocated)
			why = "not allocated by a domain";
		else if (desc->action)
			why = "still requested";
		else if (domain && desc->domain != domain)
			why = "of several domains";
		else
			domain = desc->domain;
	}
	if (!why)
		for (i = 0; i < nr_irqs; i++)
			unmap_levels_locked(irq_to_desc_locked(virq + i));
	platdev_port_core_unlock();
	if (why || !domain) {
		pr_err("irq_domain_free_irqs: IRQ %u..%u %s; not freed\n", virq,
		       virq + nr_irqs - 1, why ? why : "empty");
		return;
	}
	free_at_level(domain, virq, nr_irqs);
	platdev_port_core_lock();
	for (i = 0; i < nr_irqs; i++)
		clear_line_locked(irq_to_desc_locked(virq + i));
	platdev_port_core_unlock();
	irq_free_descs(virq, nr_irqs);
}

#define MAX_LEVELS 8

/* The levels of @irq_data, the top first. Return: how many. */
static unsigned int get_levels(struct irq_data *irq_data,
			       struct irq_data **levels)
{
	unsigned int n = 0;

	for (; irq_data && n < MAX_LEVELS; irq_data = irq_data->parent_data)
		levels[n++] = irq_data;
	return n;
}

/* ops->deactivate of @levels[from..n), the top first. */
static void deactivate_levels(struct irq_data **levels, unsigned int from,
			      unsigned int n)
{
	for (; from < n; from++) {
		struct irq_domain *d = levels[from]->domain;

		if (d && d->ops->deactivate)
			d->ops->deactivate(d, levels[from]);
	}
}

int irq_domain_activate_irq(struct irq_data *irq_data, bool reserve)
{
	struct irq_data *levels[MAX_LEVELS];
	unsigned int n = get_levels(irq_data, levels), i;
	int ret;

	/* The root's first: a child routes through what its parent set up. */
	for (i = n; i-- > 0;) {
		struct irq_domain *d = levels[i]->domain;

		ret = d && d->ops->activate ?
			      d->ops->activate(d, levels[i], reserve) :
			      0;
		if (ret) {
			deactivate_levels(levels, i + 1, n);
			return ret;
		}
	}
	return 0;
}

void irq_domain_deactivate_irq(struct irq_data *irq_data)
{
	struct irq_data *levels[MAX_LEVELS];

	deactivate_levels(levels, 0, get_levels(irq_data, levels));
}

/* Whether line @irq was allocated in a hierarchy and is @activated. */
static struct irq_data *line_levels(unsigned int irq, bool activated, bool set)
{
	struct irq_desc *desc;
	struct irq_data *data = NULL;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(irq);
	if (desc && desc->allocated && desc->activated == activated) {
		desc->activated = set;
		data = &desc->irq_data;
		data->irq = desc->irq;
	}
	platdev_port_core_unlock();
	return data;
}

int irq_line_activate(unsigned int irq)
{
	struct irq_data *data = line_levels(irq, false, true);
	int ret;

	if (!data)
		return 0;
	ret = irq_domain_activate_irq(data, false);
	if (ret)
		line_levels(irq, true, false);
	return ret;
}

void irq_line_deactivate(unsigned int irq)
{
	struct irq_data *data = line_levels(irq, true, false);

	if (data)
		irq_domain_deactivate_irq(data);
}

/* --- the chip helpers of a stacked domain --- */

/* The parent level of @data with a chip, or NULL. */
static struct irq_data *parent_of(struct irq_data *data)
{
	struct irq_data *parent = data ? data->parent_data : NULL;

	return parent && parent->chip ? parent : NULL;
}

#define CALL_PARENT(data, callback)                    \
	do {                                           \
		struct irq_data *p_ = parent_of(data); \
		if (p_ && p_->chip->callback)          \
			p_->chip->callback(p_);        \
	} while (0)

void irq_chip_mask_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_mask);
}

void irq_chip_unmask_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_unmask);
}

void irq_chip_mask_ack_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_mask_ack);
}

void irq_chip_ack_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_ack);
}

void irq_chip_eoi_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_eoi);
}

void irq_chip_enable_parent(struct irq_data *data)
{
	struct irq_data *p = parent_of(data);

	if (p && p->chip->irq_enable)
		p->chip->irq_enable(p);
	else
		irq_chip_unmask_parent(data);
}

void irq_chip_disable_parent(struct irq_data *data)
{
	struct irq_data *p = parent_of(data);

	if (p && p->chip->irq_disable)
		p->chip->irq_disable(p);
	else
		irq_chip_mask_parent(data);
}

int irq_chip_set_type_parent(struct irq_data *data, unsigned int type)
{
	struct irq_data *p = parent_of(data);

	if (!p || !p->chip->irq_set_type)
		return -ENOSYS;
	return p->chip->irq_set_type(p, type);
}

int irq_chip_set_affinity_parent(struct irq_data *data,
				 const struct cpumask *dest, bool force)
{
	struct irq_data *p = parent_of(data);

	if (!p || !p->chip->irq_set_affinity)
		return -ENOSYS;
	return p->chip->irq_set_affinity(p, dest, force);
}

int irq_chip_set_wake_parent(struct irq_data *data, unsigned int on)
{
	struct irq_data *p = parent_of(data);

	if (p && (p->chip->flags & IRQCHIP_SKIP_SET_WAKE))
		return 0;
	if (!p || !p->chip->irq_set_wake)
		return -ENOSYS;
	return p->chip->irq_set_wake(p, on);
}

int irq_chip_retrigger_hierarchy(struct irq_data *data)
{
	for (data = data ? data->parent_data : NULL; data;
	     data = data->parent_data)
		if (data->chip && data->chip->irq_retrigger)
			return data->chip->irq_retrigger(data);
	return 0;
}

int irq_chip_request_resources_parent(struct irq_data *data)
{
	struct irq_data *p = parent_of(data);

	if (!p || !p->chip->irq_request_resources)
		return -ENOSYS;
	return p->chip->irq_request_resources(p);
}

void irq_chip_release_resources_parent(struct irq_data *data)
{
	CALL_PARENT(data, irq_release_resources);
}
