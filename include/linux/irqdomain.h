/* SPDX-License-Identifier: MIT */
/*
 * linux/irqdomain.h - irq domains: an interrupt controller's hardware
 * numbers (hwirq) mapped to the system's interrupt numbers (virq).
 */
#ifndef _PLATDEV_LINUX_IRQDOMAIN_H
#define _PLATDEV_LINUX_IRQDOMAIN_H

#include <linux/irq.h>
#include <linux/of.h> /* as Linux's: gpio/driver.h users rely on it */
#include <linux/types.h>

struct device;
struct device_node;
struct fwnode_handle;
struct irq_domain;

#define IRQ_DOMAIN_IRQ_SPEC_PARAMS 16

/**
 * struct irq_fwspec - an interrupt as firmware describes it
 * @fwnode: the controller's firmware node (its domain's)
 * @param_count: cells used in @param
 * @param: the specifier cells (hwirq, flags, ...)
 */
struct irq_fwspec {
	struct fwnode_handle *fwnode;
	int param_count;
	u32 param[IRQ_DOMAIN_IRQ_SPEC_PARAMS];
};

/**
 * struct irq_domain_ops - an interrupt controller's mapping callbacks
 * @map: set up @virq for @hw; non-zero refuses the mapping
 * @unmap: undo @map
 * @xlate: turn device-tree specifier cells into (hwirq, type)
 * @translate: turn a fwspec into (hwirq, type); preferred over @xlate
 */
struct irq_domain_ops {
	int (*map)(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw);
	void (*unmap)(struct irq_domain *d, unsigned int virq);
	int (*xlate)(struct irq_domain *d, struct device_node *node,
		     const u32 *intspec, unsigned int intsize,
		     unsigned long *out_hwirq, unsigned int *out_type);
	int (*translate)(struct irq_domain *d, struct irq_fwspec *fwspec,
			 unsigned long *out_hwirq, unsigned int *out_type);
};

/**
 * struct irq_domain - one controller's hwirq -> virq map
 * @name: for logs
 * @ops: the controller's callbacks
 * @host_data: the controller driver's data
 * @fwnode: the firmware node the domain serves
 * @hwirq_max: hwirqs must be below this (linear domains)
 * @gc: its generic chips (irq_domain_alloc_generic_chips()), or NULL
 * @pm_dev: the device whose runtime PM covers its lines
 */
struct irq_domain {
	const char *name;
	const struct irq_domain_ops *ops;
	void *host_data;
	struct fwnode_handle *fwnode;
	irq_hw_number_t hwirq_max;
	struct irq_domain_chip_generic *gc;
	struct device *pm_dev;
	/* private */
	struct irq_domain *next;
	unsigned int nr_mappings;
	unsigned int revmap_size;
	unsigned int *linear_revmap; /* linear: virq by hwirq */
	struct irq_domain_tree_entry *tree; /* tree: sorted (hwirq, virq) */
	unsigned int tree_len, tree_cap;
};

/**
 * irq_domain_add_linear() - a domain for hwirqs 0..@size-1
 * @of_node: the controller's node (its fwnode), or NULL
 * Return: the domain, or NULL when out of memory.
 */
struct irq_domain *irq_domain_add_linear(struct device_node *of_node,
					 unsigned int size,
					 const struct irq_domain_ops *ops,
					 void *host_data);

/** irq_domain_add_tree() - a domain for sparse hwirqs of any value */
struct irq_domain *irq_domain_add_tree(struct device_node *of_node,
				       const struct irq_domain_ops *ops,
				       void *host_data);

/**
 * irq_domain_remove() - remove a domain; mappings still present are
 * disposed of (and logged)
 */
void irq_domain_remove(struct irq_domain *domain);

/**
 * irq_find_host() - the domain serving firmware node @node, or NULL
 */
struct irq_domain *irq_find_host(struct device_node *node);

/** irq_find_matching_fwnode() - the domain serving @fwnode, or NULL */
struct irq_domain *irq_find_matching_fwnode(struct fwnode_handle *fwnode,
					    int bus_token);

/**
 * irq_create_mapping() - the virq for @hwirq, created if needed
 * Return: the virq, or 0 (out of range, refused by ->map, or no memory).
 */
unsigned int irq_create_mapping(struct irq_domain *domain,
				irq_hw_number_t hwirq);

/** irq_find_mapping() - the virq for @hwirq, or 0 */
unsigned int irq_find_mapping(struct irq_domain *domain, irq_hw_number_t hwirq);

/** irq_dispose_mapping() - remove the mapping of @virq (its handlers must be freed) */
void irq_dispose_mapping(unsigned int virq);

/**
 * irq_create_fwspec_mapping() - map a firmware interrupt specifier
 *
 * Finds the domain of @fwspec->fwnode, translates the cells (->translate,
 * ->xlate, or the first cell as hwirq), maps it and sets the trigger type.
 *
 * Return: the virq, or 0 when no domain serves the node or it refuses.
 */
unsigned int irq_create_fwspec_mapping(struct irq_fwspec *fwspec);

/** irq_domain_xlate_onecell() - one cell: the hwirq */
int irq_domain_xlate_onecell(struct irq_domain *d, struct device_node *ctrlr,
			     const u32 *intspec, unsigned int intsize,
			     unsigned long *out_hwirq, unsigned int *out_type);

/** irq_domain_xlate_twocell() - two cells: hwirq and IRQ_TYPE_* flags */
int irq_domain_xlate_twocell(struct irq_domain *d, struct device_node *ctrlr,
			     const u32 *intspec, unsigned int intsize,
			     unsigned long *out_hwirq, unsigned int *out_type);

/**
 * irq_domain_xlate_onetwocell() - one or two cells: the hwirq, and the
 * IRQ_TYPE_* flags if present (IRQ_TYPE_NONE if not)
 * Return: 0, or -EINVAL for no cell.
 */
int irq_domain_xlate_onetwocell(struct irq_domain *d, struct device_node *ctrlr,
				const u32 *intspec, unsigned int intsize,
				unsigned long *out_hwirq,
				unsigned int *out_type);

/** irq_domain_translate_onecell() - irq_domain_xlate_onecell() of a fwspec */
int irq_domain_translate_onecell(struct irq_domain *d,
				 struct irq_fwspec *fwspec,
				 unsigned long *out_hwirq,
				 unsigned int *out_type);

/** irq_domain_translate_twocell() - irq_domain_xlate_twocell() of a fwspec */
int irq_domain_translate_twocell(struct irq_domain *d,
				 struct irq_fwspec *fwspec,
				 unsigned long *out_hwirq,
				 unsigned int *out_type);

/**
 * irq_domain_create_linear() - irq_domain_add_linear() for a firmware node
 * of any kind (device tree or software node)
 */
struct irq_domain *irq_domain_create_linear(struct fwnode_handle *fwnode,
					    unsigned int size,
					    const struct irq_domain_ops *ops,
					    void *host_data);

/** irq_domain_create_tree() - irq_domain_add_tree() for a firmware node */
struct irq_domain *irq_domain_create_tree(struct fwnode_handle *fwnode,
					  const struct irq_domain_ops *ops,
					  void *host_data);

/**
 * irq_domain_add_simple() - a linear domain of @size (a tree for 0);
 * @first_irq, Linux's preallocated numbers, is ignored (logged): lines are
 * numbered as they are mapped
 */
struct irq_domain *irq_domain_add_simple(struct device_node *of_node,
					 unsigned int size,
					 unsigned int first_irq,
					 const struct irq_domain_ops *ops,
					 void *host_data);

/** irq_domain_get_of_node() - the device-tree node @d serves, or NULL */
struct device_node *irq_domain_get_of_node(struct irq_domain *d);

/** irq_linear_revmap() - irq_find_mapping() (Linux's old fast path) */
static inline unsigned int irq_linear_revmap(struct irq_domain *domain,
					     irq_hw_number_t hwirq)
{
	return irq_find_mapping(domain, hwirq);
}

/**
 * irq_domain_set_pm_device() - record @dev as the device whose runtime PM
 * covers the lines of @d (kept in @d->pm_dev; nothing here calls it)
 */
static inline void irq_domain_set_pm_device(struct irq_domain *d,
					    struct device *dev)
{
	if (d)
		d->pm_dev = dev;
}

/**
 * irq_domain_associate() - map @hwirq of @domain to the number @irq, which
 * __irq_alloc_descs() reserved (or which is free: it is then the
 * mapping's own)
 * Return: 0; -EINVAL for a @hwirq beyond the domain or @irq 0; -EBUSY
 * when either is mapped already; -ENOMEM; ->map's error.
 */
int irq_domain_associate(struct irq_domain *domain, unsigned int irq,
			 irq_hw_number_t hwirq);

/**
 * irq_domain_associate_many() - irq_domain_associate() of @count lines
 * from @irq_base and @hwirq_base; a line that fails is logged and skipped
 */
void irq_domain_associate_many(struct irq_domain *domain, unsigned int irq_base,
			       irq_hw_number_t hwirq_base, int count);

/**
 * irq_domain_add_legacy() - a domain whose hwirqs @first_hwirq.. are the
 * numbers @first_irq.. (reserved with irq_alloc_descs()), mapped at once
 * Return: the domain, or NULL (@size 0, no memory).
 */
struct irq_domain *
irq_domain_add_legacy(struct device_node *of_node, unsigned int size,
		      unsigned int first_irq, irq_hw_number_t first_hwirq,
		      const struct irq_domain_ops *ops, void *host_data);

/** irq_domain_create_legacy() - irq_domain_add_legacy() for a fwnode */
struct irq_domain *
irq_domain_create_legacy(struct fwnode_handle *fwnode, unsigned int size,
			 unsigned int first_irq, irq_hw_number_t first_hwirq,
			 const struct irq_domain_ops *ops, void *host_data);

/** irq_domain_simple_ops - ops with only a one-or-two-cell ->xlate */
extern const struct irq_domain_ops irq_domain_simple_ops;

/**
 * irq_generic_chip_ops - the ops of a domain served by generic chips
 * (irq_map_generic_chip(), irq_unmap_generic_chip(), one or two cells)
 */
extern struct irq_domain_ops irq_generic_chip_ops;

/** irq_get_irq_data-style lookup: the hwirq behind @virq in its domain, or -1 */
long platdev_irq_hwirq(unsigned int virq);

#endif /* _PLATDEV_LINUX_IRQDOMAIN_H */
