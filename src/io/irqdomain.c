// SPDX-License-Identifier: MIT
/*
 * irqdomain.c - irq domains: per-controller maps from hardware interrupt
 * numbers to system interrupt numbers.
 *
 * A linear domain keeps a table indexed by hwirq; a tree domain keeps a
 * sorted array of (hwirq, virq) pairs searched by bisection. Each mapping
 * owns the descriptor of its virq.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <platdev/bind.h>
#include <platdev/port.h>

#include "io/irq_internal.h"

struct irq_domain_tree_entry {
	irq_hw_number_t hwirq;
	unsigned int virq;
};

static struct irq_domain *domains;

static void dispose(unsigned int virq, bool call_unmap);

static struct irq_domain *domain_new(struct device_node *of_node,
				     unsigned int size,
				     const struct irq_domain_ops *ops,
				     void *host_data)
{
	struct irq_domain *d;

	if (!ops) {
		pr_err("irq_domain_add: a domain needs ops\n");
		return NULL;
	}
	d = platdev_port_alloc(sizeof(*d));
	if (!d)
		return NULL;
	if (size) {
		d->linear_revmap =
			platdev_port_alloc(size * sizeof(*d->linear_revmap));
		if (!d->linear_revmap) {
			platdev_port_free(d);
			return NULL;
		}
	}
	d->name = "irqdomain";
	d->ops = ops;
	d->host_data = host_data;
	d->fwnode = of_node ? &of_node->fwnode : NULL;
	d->revmap_size = size;
	d->hwirq_max = size ? size : ~0UL;
	platdev_port_core_lock();
	d->next = domains;
	domains = d;
	platdev_port_core_unlock();
	/* Devices whose probe deferred for want of this domain try again. */
	if (of_node)
		platdev_node_ready(of_node);
	return d;
}

struct irq_domain *irq_domain_add_linear(struct device_node *of_node,
					 unsigned int size,
					 const struct irq_domain_ops *ops,
					 void *host_data)
{
	if (!size) {
		pr_err("irq_domain_add_linear: size 0\n");
		return NULL;
	}
	return domain_new(of_node, size, ops, host_data);
}

struct irq_domain *irq_domain_add_tree(struct device_node *of_node,
				       const struct irq_domain_ops *ops,
				       void *host_data)
{
	return domain_new(of_node, 0, ops, host_data);
}

/* Index of the first tree entry with hwirq >= @hwirq. Core lock held. */
static unsigned int tree_search(const struct irq_domain *d,
				irq_hw_number_t hwirq)
{
	unsigned int lo = 0, hi = d->tree_len;

	while (lo < hi) {
		unsigned int mid = lo + (hi - lo) / 2;

		if (d->tree[mid].hwirq < hwirq)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

static unsigned int find_locked(struct irq_domain *d, irq_hw_number_t hwirq)
{
	unsigned int i;

	if (d->revmap_size)
		return hwirq < d->revmap_size ? d->linear_revmap[hwirq] : 0;
	i = tree_search(d, hwirq);
	return i < d->tree_len && d->tree[i].hwirq == hwirq ? d->tree[i].virq :
							      0;
}

/* Record hwirq -> virq. Core lock held. Return: 0 or -ENOMEM. */
static int revmap_add_locked(struct irq_domain *d, irq_hw_number_t hwirq,
			     unsigned int virq)
{
	unsigned int i;

	if (d->revmap_size) {
		d->linear_revmap[hwirq] = virq;
		return 0;
	}
	if (d->tree_len == d->tree_cap) {
		unsigned int cap = d->tree_cap ? d->tree_cap * 2 : 8;
		struct irq_domain_tree_entry *t =
			platdev_port_alloc(cap * sizeof(*t));

		if (!t)
			return -ENOMEM;
		if (d->tree_len)
			memcpy(t, d->tree, d->tree_len * sizeof(*t));
		platdev_port_free(d->tree);
		d->tree = t;
		d->tree_cap = cap;
	}
	i = tree_search(d, hwirq);
	memmove(&d->tree[i + 1], &d->tree[i],
		(d->tree_len - i) * sizeof(d->tree[0]));
	d->tree[i].hwirq = hwirq;
	d->tree[i].virq = virq;
	d->tree_len++;
	return 0;
}

static void revmap_del_locked(struct irq_domain *d, irq_hw_number_t hwirq)
{
	unsigned int i;

	if (d->revmap_size) {
		d->linear_revmap[hwirq] = 0;
		return;
	}
	i = tree_search(d, hwirq);
	if (i < d->tree_len && d->tree[i].hwirq == hwirq) {
		memmove(&d->tree[i], &d->tree[i + 1],
			(d->tree_len - i - 1) * sizeof(d->tree[0]));
		if (--d->tree_len == 0) {
			platdev_port_free(d->tree);
			d->tree = NULL;
			d->tree_cap = 0;
		}
	}
}

unsigned int irq_find_mapping(struct irq_domain *domain, irq_hw_number_t hwirq)
{
	unsigned int virq;

	if (!domain)
		return 0;
	platdev_port_core_lock();
	virq = find_locked(domain, hwirq);
	platdev_port_core_unlock();
	return virq;
}

/*
 * Map @hwirq of @domain to @virq, or to a free number for @virq 0, and
 * run ->map. Return: the virq, or a negative errno.
 */
static int associate(struct irq_domain *domain, unsigned int virq,
		     irq_hw_number_t hwirq)
{
	struct irq_desc *desc;
	int ret;

	if (hwirq >= domain->hwirq_max) {
		pr_err("irq_domain: hwirq %lu is beyond domain %s (%lu)\n",
		       hwirq, domain->name, domain->hwirq_max);
		return -EINVAL;
	}
	platdev_port_core_lock();
	if (find_locked(domain, hwirq)) {
		ret = -EBUSY;
		goto out;
	}
	if (!virq)
		virq = irq_find_free_locked();
	desc = virq ? irq_to_desc_locked(virq) : NULL;
	if (desc && desc->domain) {
		ret = -EBUSY;
		goto out;
	}
	if (!desc && virq)
		desc = irq_alloc_desc_locked(virq);
	if (!desc) {
		ret = -ENOMEM;
		goto out;
	}
	if (revmap_add_locked(domain, hwirq, virq)) {
		irq_put_desc_locked(desc);
		ret = -ENOMEM;
		goto out;
	}
	desc->domain = domain;
	desc->hwirq = hwirq;
	domain->nr_mappings++;
	platdev_port_core_unlock();

	/* The controller's ->map runs unlocked; it may set the type. */
	ret = domain->ops->map ? domain->ops->map(domain, virq, hwirq) : 0;
	if (ret) {
		pr_err("irq_domain: domain %s refused hwirq %lu: %d\n",
		       domain->name, hwirq, ret);
		dispose(virq, false);
		return ret < 0 ? ret : -EINVAL;
	}
	return (int)virq;
out:
	platdev_port_core_unlock();
	return ret;
}

unsigned int irq_create_mapping(struct irq_domain *domain,
				irq_hw_number_t hwirq)
{
	unsigned int virq;
	int ret;

	if (!domain)
		return 0;
	virq = irq_find_mapping(domain, hwirq);
	if (virq)
		return virq;
	ret = associate(domain, 0, hwirq);
	if (ret == -EBUSY) /* mapped meanwhile */
		return irq_find_mapping(domain, hwirq);
	return ret > 0 ? (unsigned int)ret : 0;
}

int irq_domain_associate(struct irq_domain *domain, unsigned int irq,
			 irq_hw_number_t hwirq)
{
	int ret;

	if (!domain || !irq)
		return -EINVAL;
	ret = associate(domain, irq, hwirq);
	return ret < 0 ? ret : 0;
}

void irq_domain_associate_many(struct irq_domain *domain, unsigned int irq_base,
			       irq_hw_number_t hwirq_base, int count)
{
	int i, ret;

	for (i = 0; i < count; i++) {
		ret = irq_domain_associate(domain, irq_base + (unsigned int)i,
					   hwirq_base + (irq_hw_number_t)i);
		if (ret)
			pr_err("irq_domain_associate_many: IRQ %u (hwirq %lu): %d\n",
			       irq_base + (unsigned int)i,
			       hwirq_base + (irq_hw_number_t)i, ret);
	}
}

void irq_dispose_mapping(unsigned int virq)
{
	dispose(virq, true);
}

/* Remove @virq's mapping; ->unmap runs only for mappings ->map accepted. */
static void dispose(unsigned int virq, bool call_unmap)
{
	struct irq_domain *domain;
	struct irq_desc *desc;
	irq_hw_number_t hwirq;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	if (!desc || !desc->domain) {
		platdev_port_core_unlock();
		return;
	}
	if (desc->action) {
		platdev_port_core_unlock();
		pr_err("irq_dispose_mapping: IRQ %u still has handlers; not disposed\n",
		       virq);
		return;
	}
	domain = desc->domain;
	hwirq = desc->hwirq;
	platdev_port_core_unlock();

	if (call_unmap && domain->ops->unmap)
		domain->ops->unmap(domain, virq);

	platdev_port_core_lock();
	revmap_del_locked(domain, hwirq);
	domain->nr_mappings--;
	desc = irq_to_desc_locked(virq);
	desc->domain = NULL;
	desc->hwirq = 0;
	/* A reserved number outlives its mapping, blank (as Linux's). */
	desc->irq_data.chip = NULL;
	desc->irq_data.chip_data = NULL;
	desc->irq_data.mask = 0;
	desc->handle_irq = NULL;
	desc->handler_data = NULL;
	irq_put_desc_locked(desc);
	platdev_port_core_unlock();
}

/* A virq mapped by @d whose line has no handlers, or 0. Core lock held. */
static unsigned int disposable_mapping_locked(struct irq_domain *d)
{
	unsigned int i, virq;

	for (i = 0; i < (d->revmap_size ? d->revmap_size : d->tree_len); i++) {
		virq = d->revmap_size ? d->linear_revmap[i] : d->tree[i].virq;
		if (virq && !irq_to_desc_locked(virq)->action)
			return virq;
	}
	return 0;
}

void irq_domain_remove(struct irq_domain *domain)
{
	struct irq_domain **link;
	unsigned int virq;

	if (!domain)
		return;
	platdev_port_core_lock();
	if (domain->nr_mappings)
		pr_warn("irq_domain_remove: %s still has %u mappings; disposing of them\n",
			domain->name, domain->nr_mappings);
	while ((virq = disposable_mapping_locked(domain))) {
		platdev_port_core_unlock();
		irq_dispose_mapping(virq);
		platdev_port_core_lock();
	}
	if (domain->nr_mappings) {
		platdev_port_core_unlock();
		pr_err("irq_domain_remove: %s has lines with handlers still requested; not removed\n",
		       domain->name);
		return;
	}
	for (link = &domains; *link; link = &(*link)->next) {
		if (*link == domain) {
			*link = domain->next;
			break;
		}
	}
	platdev_port_core_unlock();
	platdev_port_free(domain->linear_revmap);
	platdev_port_free(domain->tree);
	platdev_port_free(domain);
}

struct irq_domain *irq_find_matching_fwnode(struct fwnode_handle *fwnode,
					    int bus_token)
{
	struct irq_domain *d;

	(void)bus_token;
	platdev_port_core_lock();
	for (d = domains; d; d = d->next)
		if (d->fwnode == fwnode)
			break;
	platdev_port_core_unlock();
	return d;
}

struct irq_domain *irq_find_host(struct device_node *node)
{
	return node ? irq_find_matching_fwnode(&node->fwnode, 0) : NULL;
}

int irq_domain_xlate_onecell(struct irq_domain *d, struct device_node *ctrlr,
			     const u32 *intspec, unsigned int intsize,
			     unsigned long *out_hwirq, unsigned int *out_type)
{
	(void)d;
	(void)ctrlr;
	if (intsize < 1)
		return -EINVAL;
	*out_hwirq = intspec[0];
	*out_type = IRQ_TYPE_NONE;
	return 0;
}

int irq_domain_xlate_twocell(struct irq_domain *d, struct device_node *ctrlr,
			     const u32 *intspec, unsigned int intsize,
			     unsigned long *out_hwirq, unsigned int *out_type)
{
	(void)d;
	(void)ctrlr;
	if (intsize < 2)
		return -EINVAL;
	*out_hwirq = intspec[0];
	*out_type = intspec[1] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

int irq_domain_xlate_onetwocell(struct irq_domain *d, struct device_node *ctrlr,
				const u32 *intspec, unsigned int intsize,
				unsigned long *out_hwirq,
				unsigned int *out_type)
{
	(void)d;
	(void)ctrlr;
	if (intsize < 1)
		return -EINVAL;
	*out_hwirq = intspec[0];
	*out_type = intsize > 1 ? intspec[1] & IRQ_TYPE_SENSE_MASK :
				  IRQ_TYPE_NONE;
	return 0;
}

int irq_domain_translate_onecell(struct irq_domain *d,
				 struct irq_fwspec *fwspec,
				 unsigned long *out_hwirq,
				 unsigned int *out_type)
{
	return irq_domain_xlate_onecell(d, NULL, fwspec->param,
					(unsigned int)fwspec->param_count,
					out_hwirq, out_type);
}

int irq_domain_translate_twocell(struct irq_domain *d,
				 struct irq_fwspec *fwspec,
				 unsigned long *out_hwirq,
				 unsigned int *out_type)
{
	return irq_domain_xlate_twocell(d, NULL, fwspec->param,
					(unsigned int)fwspec->param_count,
					out_hwirq, out_type);
}

/* A domain for @fwnode, which may be a node of another kind than OF. */
static struct irq_domain *domain_for_fwnode(struct fwnode_handle *fwnode,
					    unsigned int size,
					    const struct irq_domain_ops *ops,
					    void *host_data)
{
	struct irq_domain *d =
		domain_new(to_of_node(fwnode), size, ops, host_data);

	if (d && fwnode && !is_of_node(fwnode))
		d->fwnode = fwnode;
	return d;
}

struct irq_domain *irq_domain_create_linear(struct fwnode_handle *fwnode,
					    unsigned int size,
					    const struct irq_domain_ops *ops,
					    void *host_data)
{
	if (!size) {
		pr_err("irq_domain_create_linear: size 0\n");
		return NULL;
	}
	return domain_for_fwnode(fwnode, size, ops, host_data);
}

struct irq_domain *irq_domain_create_tree(struct fwnode_handle *fwnode,
					  const struct irq_domain_ops *ops,
					  void *host_data)
{
	return domain_for_fwnode(fwnode, 0, ops, host_data);
}

struct irq_domain *irq_domain_add_simple(struct device_node *of_node,
					 unsigned int size,
					 unsigned int first_irq,
					 const struct irq_domain_ops *ops,
					 void *host_data)
{
	if (first_irq)
		pr_info("irq_domain_add_simple: first_irq %u ignored; lines are numbered as they are mapped\n",
			first_irq);
	return size ? irq_domain_add_linear(of_node, size, ops, host_data) :
		      irq_domain_add_tree(of_node, ops, host_data);
}

struct irq_domain *
irq_domain_create_legacy(struct fwnode_handle *fwnode, unsigned int size,
			 unsigned int first_irq, irq_hw_number_t first_hwirq,
			 const struct irq_domain_ops *ops, void *host_data)
{
	struct irq_domain *d;

	if (!size) {
		pr_err("irq_domain_create_legacy: size 0\n");
		return NULL;
	}
	d = domain_for_fwnode(fwnode, (unsigned int)first_hwirq + size, ops,
			      host_data);
	if (d)
		irq_domain_associate_many(d, first_irq, first_hwirq, (int)size);
	return d;
}

struct irq_domain *
irq_domain_add_legacy(struct device_node *of_node, unsigned int size,
		      unsigned int first_irq, irq_hw_number_t first_hwirq,
		      const struct irq_domain_ops *ops, void *host_data)
{
	return irq_domain_create_legacy(of_node ? &of_node->fwnode : NULL, size,
					first_irq, first_hwirq, ops, host_data);
}

struct device_node *irq_domain_get_of_node(struct irq_domain *d)
{
	return d ? to_of_node(d->fwnode) : NULL;
}

unsigned int irq_create_fwspec_mapping(struct irq_fwspec *fwspec)
{
	struct irq_domain *d = irq_find_matching_fwnode(fwspec->fwnode, 0);
	unsigned int type = IRQ_TYPE_NONE, virq;
	unsigned long hwirq;
	int ret;

	if (!d) {
		pr_warn("irq_create_fwspec_mapping: no irq domain for node %p\n",
			(void *)fwspec->fwnode);
		return 0;
	}
	if (d->ops->translate)
		ret = d->ops->translate(d, fwspec, &hwirq, &type);
	else if (d->ops->xlate)
		ret = d->ops->xlate(d,
				    container_of(fwspec->fwnode,
						 struct device_node, fwnode),
				    fwspec->param,
				    (unsigned int)fwspec->param_count, &hwirq,
				    &type);
	else
		ret = irq_domain_xlate_onecell(
			d, NULL, fwspec->param,
			(unsigned int)fwspec->param_count, &hwirq, &type);
	if (ret)
		return 0;
	virq = irq_create_mapping(d, hwirq);
	if (virq && type != IRQ_TYPE_NONE)
		irq_set_irq_type(virq, type);
	return virq;
}

int generic_handle_domain_irq(struct irq_domain *domain, unsigned int hwirq)
{
	unsigned int virq = irq_find_mapping(domain, hwirq);

	return virq ? generic_handle_irq(virq) : -EINVAL;
}

long platdev_irq_hwirq(unsigned int virq)
{
	struct irq_desc *desc;
	long hwirq = -1;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	if (desc && desc->domain)
		hwirq = (long)desc->hwirq;
	platdev_port_core_unlock();
	return hwirq;
}

const struct irq_domain_ops irq_domain_simple_ops = {
	.xlate = irq_domain_xlate_onetwocell,
};
