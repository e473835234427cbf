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
	/* A domain that allocates its lines is hierarchical (as Linux's). */
	if (ops->alloc)
		d->flags |= IRQ_DOMAIN_FLAG_HIERARCHY;
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

int irq_domain_revmap_add_locked(struct irq_domain *d, irq_hw_number_t hwirq,
				 unsigned int virq)
{
	unsigned int i;

	if (d->revmap_size) {
		d->linear_revmap[hwirq] = virq;
		return 0;
	}
	i = tree_search(d, hwirq);
	if (i < d->tree_len && d->tree[i].hwirq == hwirq) {
		/* A later allocation of the hwirq takes it over, as Linux's. */
		d->tree[i].virq = virq;
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

void irq_domain_revmap_del_locked(struct irq_domain *d, irq_hw_number_t hwirq,
				  unsigned int virq)
{
	unsigned int i;

	/* Only @virq's: the hwirq may have been taken over since. */
	if (d->revmap_size) {
		if (hwirq < d->revmap_size && d->linear_revmap[hwirq] == virq)
			d->linear_revmap[hwirq] = 0;
		return;
	}
	i = tree_search(d, hwirq);
	if (i < d->tree_len && d->tree[i].hwirq == hwirq &&
	    d->tree[i].virq == virq) {
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
	if (irq_domain_revmap_add_locked(domain, hwirq, virq)) {
		irq_put_desc_locked(desc);
		ret = -ENOMEM;
		goto out;
	}
	desc->domain = domain;
	desc->hwirq = hwirq;
	desc->irq_data.domain = domain;
	desc->irq_data.hwirq = hwirq;
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
	struct irq_desc *desc;
	bool allocated;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	allocated = desc && desc->allocated;
	platdev_port_core_unlock();
	/* A line of a hierarchy goes as it came, through ops->free. */
	if (allocated)
		irq_domain_free_irqs(virq, 1);
	else
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
	/*
	 * A line whose handlers were not freed (its controller's driver is
	 * going first) is cut off from its chip as Linux's disassociation
	 * does: no more deliveries, chip calls do nothing, and the handlers'
	 * own reference keeps the number until free_irq().
	 */
	if (desc->action)
		pr_warn("irq_dispose_mapping: IRQ %u still has handlers; detached from its chip\n",
			virq);
	domain = desc->domain;
	hwirq = desc->hwirq;
	platdev_port_core_unlock();

	if (call_unmap && domain->ops->unmap)
		domain->ops->unmap(domain, virq);

	platdev_port_core_lock();
	irq_domain_revmap_del_locked(domain, hwirq, virq);
	domain->nr_mappings--;
	desc = irq_to_desc_locked(virq);
	desc->domain = NULL;
	desc->hwirq = 0;
	desc->irq_data.domain = NULL;
	desc->irq_data.hwirq = 0;
	/* A reserved number outlives its mapping, blank (as Linux's). */
	desc->irq_data.chip = NULL;
	desc->irq_data.chip_data = NULL;
	desc->irq_data.mask = 0;
	desc->handle_irq = NULL;
	desc->handler_data = NULL;
	irq_put_desc_locked(desc);
	platdev_port_core_unlock();
}

void irq_domain_remove(struct irq_domain *domain)
{
	struct irq_domain **link;
	unsigned int virq;
	bool busy;

	if (!domain)
		return;
	platdev_port_core_lock();
	if (domain->nr_mappings)
		pr_warn("irq_domain_remove: %s still has %u mappings; disposing of them\n",
			domain->name, domain->nr_mappings);
	/*
	 * Every line with a level here, those a later allocation of their
	 * hwirq hid from the reverse map included.
	 */
	while ((virq = irq_domain_line_locked(domain, &busy))) {
		platdev_port_core_unlock();
		irq_dispose_mapping(virq);
		platdev_port_core_lock();
	}
	if (busy || domain->nr_mappings) {
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

/* Whether @d serves @fwspec for @token (ops->select, ops->match, fwnode). */
static bool domain_serves(struct irq_domain *d, struct irq_fwspec *fwspec,
			  enum irq_domain_bus_token token)
{
	if (d->ops->select && token != DOMAIN_BUS_ANY)
		return d->ops->select(d, fwspec, token);
	if (d->ops->match)
		return d->ops->match(d, to_of_node(fwspec->fwnode), token);
	return d->fwnode && d->fwnode == fwspec->fwnode &&
	       (token == DOMAIN_BUS_ANY || d->bus_token == token);
}

struct irq_domain *irq_find_matching_fwspec(struct irq_fwspec *fwspec,
					    enum irq_domain_bus_token bus_token)
{
	struct irq_domain *d, *found = NULL;

	/*
	 * The callbacks run under the core lock, as Linux's under its
	 * domain list mutex: they may only look at the domain and fwspec.
	 * The newest domain wins, as in Linux's list.
	 */
	platdev_port_core_lock();
	for (d = domains; d && !found; d = d->next)
		if (domain_serves(d, fwspec, bus_token))
			found = d;
	platdev_port_core_unlock();
	return found;
}

struct irq_domain *irq_find_matching_fwnode(struct fwnode_handle *fwnode,
					    enum irq_domain_bus_token bus_token)
{
	struct irq_fwspec fwspec = { .fwnode = fwnode };

	if (!fwnode)
		return NULL;
	return irq_find_matching_fwspec(&fwspec, bus_token);
}

struct irq_domain *irq_find_host(struct device_node *node)
{
	struct irq_domain *d;

	if (!node)
		return NULL;
	d = irq_find_matching_fwnode(&node->fwnode, DOMAIN_BUS_WIRED);
	return d ? d : irq_find_matching_fwnode(&node->fwnode, DOMAIN_BUS_ANY);
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

struct irq_domain *
irq_domain_create_hierarchy(struct irq_domain *parent, unsigned int flags,
			    unsigned int size, struct fwnode_handle *fwnode,
			    const struct irq_domain_ops *ops, void *host_data)
{
	struct irq_domain *d = domain_for_fwnode(fwnode, size, ops, host_data);

	if (d) {
		/* Set before anyone maps through it: no lock needed. */
		d->parent = parent;
		d->flags |= flags;
	}
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

/*
 * irq_create_fwspec_mapping() in a hierarchical domain, as Linux: the line
 * allocated through ops->alloc with its type recorded, programmed by its
 * first request_irq(); a line mapped already keeps its type, gets it if
 * it had none, and is refused for another.
 */
static unsigned int fwspec_mapping_hierarchy(struct irq_domain *d,
					     struct irq_fwspec *fwspec,
					     unsigned long hwirq,
					     unsigned int type)
{
	unsigned int virq = irq_find_mapping(d, hwirq), now;
	int ret;

	if (!virq) {
		ret = irq_domain_alloc_irqs(d, 1, NUMA_NO_NODE, fwspec);
		if (ret <= 0)
			return 0;
		virq = (unsigned int)ret;
		now = IRQ_TYPE_NONE;
	} else {
		now = irq_get_trigger_type(virq);
	}
	if (type == IRQ_TYPE_NONE || type == now)
		return virq;
	if (now != IRQ_TYPE_NONE) {
		pr_warn("irq_create_fwspec_mapping: type mismatch for hwirq %lu of %s\n",
			hwirq, d->name);
		return 0;
	}
	irqd_set_trigger_type(irq_get_irq_data(virq), type);
	return virq;
}

unsigned int irq_create_fwspec_mapping(struct irq_fwspec *fwspec)
{
	struct irq_domain *d;
	unsigned int type = IRQ_TYPE_NONE, virq;
	unsigned long hwirq;
	int ret;

	d = irq_find_matching_fwspec(fwspec, DOMAIN_BUS_WIRED);
	if (!d)
		d = irq_find_matching_fwspec(fwspec, DOMAIN_BUS_ANY);
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
	if (irq_domain_is_hierarchy(d))
		return fwspec_mapping_hierarchy(d, fwspec, hwirq, type);
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

unsigned int platdev_irq_current_line(unsigned int virq)
{
	struct irq_desc *desc;
	unsigned int now = 0;

	platdev_port_core_lock();
	desc = irq_to_desc_locked(virq);
	if (desc && desc->domain)
		now = find_locked(desc->domain, desc->hwirq);
	platdev_port_core_unlock();
	return now ? now : virq;
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

const struct fwnode_operations irqchip_fwnode_ops;

const struct irq_domain_ops irq_domain_simple_ops = {
	.xlate = irq_domain_xlate_onetwocell,
};
