/* SPDX-License-Identifier: MIT */
/*
 * linux/irqdomain.h - irq domains: an interrupt controller's hardware
 * numbers (hwirq) mapped to the system's interrupt numbers (virq).
 */
#ifndef _PLATDEV_LINUX_IRQDOMAIN_H
#define _PLATDEV_LINUX_IRQDOMAIN_H

#include <linux/irq.h>
#include <linux/of.h> /* as Linux's: gpio/driver.h users rely on it */
#include <linux/numa.h>
#include <linux/types.h>

struct device;
struct device_node;
struct fwnode_handle;
struct irq_affinity_desc;
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
 * enum irq_domain_bus_token - what kind of interrupts a domain serves,
 * for controllers that make several domains on one node (Linux 6.12's
 * values); wired interrupts are DOMAIN_BUS_WIRED or DOMAIN_BUS_ANY
 */
enum irq_domain_bus_token {
	DOMAIN_BUS_ANY = 0,
	DOMAIN_BUS_WIRED,
	DOMAIN_BUS_GENERIC_MSI,
	DOMAIN_BUS_PCI_MSI,
	DOMAIN_BUS_PLATFORM_MSI,
	DOMAIN_BUS_NEXUS,
	DOMAIN_BUS_IPI,
	DOMAIN_BUS_FSL_MC_MSI,
	DOMAIN_BUS_TI_SCI_INTA_MSI,
	DOMAIN_BUS_WAKEUP,
	DOMAIN_BUS_VMD_MSI,
	DOMAIN_BUS_PCI_DEVICE_MSI,
	DOMAIN_BUS_PCI_DEVICE_MSIX,
	DOMAIN_BUS_DMAR,
	DOMAIN_BUS_AMDVI,
	DOMAIN_BUS_DEVICE_MSI,
	DOMAIN_BUS_WIRED_TO_MSI,
};

/**
 * struct irq_domain_ops - an interrupt controller's mapping callbacks
 * @match: whether the domain serves @node for @bus_token (default: its
 *         fwnode is @node's and the token matches)
 * @select: the same for a whole fwspec; preferred over @match
 * @map: set up @virq for @hw; non-zero refuses the mapping
 * @unmap: undo @map
 * @xlate: turn device-tree specifier cells into (hwirq, type)
 * @alloc: a hierarchical domain's: set up @nr_irqs lines from @virq for
 *         @arg (a struct irq_fwspec for wired interrupts), usually with
 *         irq_domain_set_info() and irq_domain_alloc_irqs_parent(); a
 *         domain with @alloc is hierarchical and maps through it
 * @free: undo @alloc (irq_domain_free_irqs_common() and the like)
 * @activate: the line is about to be used (its first handler): program
 *            its routing; an error fails the request
 * @deactivate: undo @activate (its last handler freed)
 * @translate: turn a fwspec into (hwirq, type); preferred over @xlate
 */
struct irq_domain_ops {
	int (*match)(struct irq_domain *d, struct device_node *node,
		     enum irq_domain_bus_token bus_token);
	int (*select)(struct irq_domain *d, struct irq_fwspec *fwspec,
		      enum irq_domain_bus_token bus_token);
	int (*map)(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw);
	void (*unmap)(struct irq_domain *d, unsigned int virq);
	int (*xlate)(struct irq_domain *d, struct device_node *node,
		     const u32 *intspec, unsigned int intsize,
		     unsigned long *out_hwirq, unsigned int *out_type);
	int (*alloc)(struct irq_domain *d, unsigned int virq,
		     unsigned int nr_irqs, void *arg);
	void (*free)(struct irq_domain *d, unsigned int virq,
		     unsigned int nr_irqs);
	int (*activate)(struct irq_domain *d, struct irq_data *irqd,
			bool reserve);
	void (*deactivate)(struct irq_domain *d, struct irq_data *irq_data);
	int (*translate)(struct irq_domain *d, struct irq_fwspec *fwspec,
			 unsigned long *out_hwirq, unsigned int *out_type);
};

/* irq_domain.flags, with Linux 6.12's values. */
enum {
	IRQ_DOMAIN_FLAG_HIERARCHY = (1 << 0),
	IRQ_DOMAIN_NAME_ALLOCATED = (1 << 1),
	IRQ_DOMAIN_FLAG_IPI_PER_CPU = (1 << 2),
	IRQ_DOMAIN_FLAG_IPI_SINGLE = (1 << 3),
	IRQ_DOMAIN_FLAG_MSI = (1 << 4),
	IRQ_DOMAIN_FLAG_ISOLATED_MSI = (1 << 5),
	IRQ_DOMAIN_FLAG_NO_MAP = (1 << 6),
	IRQ_DOMAIN_FLAG_MSI_PARENT = (1 << 8),
	IRQ_DOMAIN_FLAG_MSI_DEVICE = (1 << 9),
	IRQ_DOMAIN_FLAG_DESTROY_GC = (1 << 10),
	IRQ_DOMAIN_FLAG_NONCORE = (1 << 16),
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
 * @flags: IRQ_DOMAIN_FLAG_*; IRQ_DOMAIN_FLAG_HIERARCHY for a domain with
 *         an ops->alloc
 * @bus_token: what it serves (irq_domain_update_bus_token())
 * @parent: the domain it is stacked on (irq_domain_create_hierarchy()),
 *          or NULL
 */
struct irq_domain {
	const char *name;
	const struct irq_domain_ops *ops;
	void *host_data;
	struct fwnode_handle *fwnode;
	irq_hw_number_t hwirq_max;
	struct irq_domain_chip_generic *gc;
	struct device *pm_dev;
	unsigned int flags;
	enum irq_domain_bus_token bus_token;
	struct irq_domain *parent;
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
struct irq_domain *
irq_find_matching_fwnode(struct fwnode_handle *fwnode,
			 enum irq_domain_bus_token bus_token);

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

/* --- hierarchies of domains --- */

/*
 * The firmware nodes Linux allocates for controllers that have no node
 * of their own (irq_domain_alloc_named_fwnode()) carry these ops.
 */
extern const struct fwnode_operations irqchip_fwnode_ops;

/** is_fwnode_irqchip() - whether @fwnode is such a node (never here) */
static inline bool is_fwnode_irqchip(const struct fwnode_handle *fwnode)
{
	return fwnode && fwnode->ops == &irqchip_fwnode_ops;
}

/** irq_domain_is_hierarchy() - whether @domain maps through ops->alloc */
static inline bool irq_domain_is_hierarchy(struct irq_domain *domain)
{
	return domain->flags & IRQ_DOMAIN_FLAG_HIERARCHY;
}

/**
 * irq_domain_create_hierarchy() - a domain stacked on @parent
 * @parent: the domain its lines are allocated in too (may be NULL: a root)
 * @flags: IRQ_DOMAIN_FLAG_* to add
 * @size: hwirqs 0..@size-1 (linear), or 0 for sparse hwirqs (tree)
 * @fwnode: the firmware node it serves
 * @ops: its callbacks; with ops->alloc it is hierarchical
 * @host_data: the driver's data
 * Return: the domain, or NULL when out of memory.
 */
struct irq_domain *
irq_domain_create_hierarchy(struct irq_domain *parent, unsigned int flags,
			    unsigned int size, struct fwnode_handle *fwnode,
			    const struct irq_domain_ops *ops, void *host_data);

/** irq_domain_add_hierarchy() - irq_domain_create_hierarchy() for a node */
static inline struct irq_domain *
irq_domain_add_hierarchy(struct irq_domain *parent, unsigned int flags,
			 unsigned int size, struct device_node *node,
			 const struct irq_domain_ops *ops, void *host_data)
{
	return irq_domain_create_hierarchy(parent, flags, size,
					   node ? &node->fwnode : NULL, ops,
					   host_data);
}

/**
 * __irq_domain_alloc_irqs() - allocate lines in a hierarchical domain
 * @domain: the domain (ops->alloc)
 * @irq_base: the number wanted, or -1 for any free one
 * @nr_irqs: how many consecutive lines
 * @node: ignored (one memory node)
 * @arg: what ops->alloc gets (a struct irq_fwspec for wired interrupts)
 * @realloc: @irq_base's descriptors exist already (reserved by the caller)
 * @affinity: ignored
 *
 * Reserves the numbers, gives each line its data at every level of the
 * hierarchy (irq_data.parent_data), calls ops->alloc, and records each
 * level's hwirq in that level's domain (irq_find_mapping() of any level
 * gives the line).
 *
 * Return: the first number; -EINVAL (no domain, @nr_irqs 0, or
 * @realloc with a negative @irq_base); -ENOSYS when @domain has no
 * ops->alloc; -ENOMEM, -EEXIST (@irq_base taken); ops->alloc's error.
 */
int __irq_domain_alloc_irqs(struct irq_domain *domain, int irq_base,
			    unsigned int nr_irqs, int node, void *arg,
			    bool realloc,
			    const struct irq_affinity_desc *affinity);

/** irq_domain_alloc_irqs() - __irq_domain_alloc_irqs() of any free numbers */
static inline int irq_domain_alloc_irqs(struct irq_domain *domain,
					unsigned int nr_irqs, int node,
					void *arg)
{
	return __irq_domain_alloc_irqs(domain, -1, nr_irqs, node, arg, false,
				       NULL);
}

/**
 * irq_domain_free_irqs() - free lines of __irq_domain_alloc_irqs(): the
 * top domain's ops->free, each level's mapping, the numbers. A line with
 * handlers still requested is kept (and logged).
 */
void irq_domain_free_irqs(unsigned int virq, unsigned int nr_irqs);

/**
 * irq_domain_alloc_irqs_parent() - from ops->alloc: allocate the same
 * lines in the parent domain, with @arg for its ops->alloc
 * Return: its answer; -ENOSYS without a parent or a parent's ops->alloc.
 */
int irq_domain_alloc_irqs_parent(struct irq_domain *domain,
				 unsigned int irq_base, unsigned int nr_irqs,
				 void *arg);

/** irq_domain_free_irqs_parent() - from ops->free: the parent's ops->free */
void irq_domain_free_irqs_parent(struct irq_domain *domain,
				 unsigned int irq_base, unsigned int nr_irqs);

/**
 * irq_domain_free_irqs_common() - an ops->free: reset each line's data
 * at @domain's level, then free the lines in the parent
 */
void irq_domain_free_irqs_common(struct irq_domain *domain, unsigned int virq,
				 unsigned int nr_irqs);

/**
 * irq_domain_free_irqs_top() - irq_domain_free_irqs_common() that also
 * clears the lines' flow and handler data (the top domain's ops->free)
 */
void irq_domain_free_irqs_top(struct irq_domain *domain, unsigned int virq,
			      unsigned int nr_irqs);

/**
 * irq_domain_get_irq_data() - @virq's data at @domain's level, or NULL
 * when @domain is not in the line's hierarchy
 */
struct irq_data *irq_domain_get_irq_data(struct irq_domain *domain,
					 unsigned int virq);

/**
 * irq_domain_set_hwirq_and_chip() - from ops->alloc: @virq's hwirq, chip
 * (NULL: no_irq_chip) and chip data at @domain's level
 * Return: 0, or -ENOENT when @domain is not in the line's hierarchy.
 */
int irq_domain_set_hwirq_and_chip(struct irq_domain *domain, unsigned int virq,
				  irq_hw_number_t hwirq,
				  const struct irq_chip *chip, void *chip_data);

/**
 * irq_domain_set_info() - irq_domain_set_hwirq_and_chip(), and the line's
 * flow @handler (NULL leaves it) with @handler_data; @handler_name is for
 * logs
 */
void irq_domain_set_info(struct irq_domain *domain, unsigned int virq,
			 irq_hw_number_t hwirq, const struct irq_chip *chip,
			 void *chip_data, irq_flow_handler_t handler,
			 void *handler_data, const char *handler_name);

/** irq_domain_reset_irq_data() - clear a level's hwirq, chip, chip data */
void irq_domain_reset_irq_data(struct irq_data *irq_data);

/**
 * irq_domain_activate_irq() - ops->activate of every level, the root's
 * first (request_irq() does it for a line's first handler)
 * Return: 0, or the first error (the levels activated are deactivated).
 */
int irq_domain_activate_irq(struct irq_data *irq_data, bool reserve);

/** irq_domain_deactivate_irq() - ops->deactivate of every level, top first */
void irq_domain_deactivate_irq(struct irq_data *irq_data);

/**
 * irq_find_matching_fwspec() - the domain serving @fwspec for @bus_token
 * (ops->select, ops->match, else its fwnode and bus token), or NULL
 */
struct irq_domain *
irq_find_matching_fwspec(struct irq_fwspec *fwspec,
			 enum irq_domain_bus_token bus_token);

/** irq_domain_update_bus_token() - say what kind of interrupts @domain serves */
static inline void irq_domain_update_bus_token(struct irq_domain *domain,
					       enum irq_domain_bus_token token)
{
	domain->bus_token = token;
}

/**
 * platdev_irq_current_line() - the line that an interrupt reaching the
 * controller input behind @virq is delivered to now: the newest mapping of
 * @virq's (domain, hwirq), which a line of a stacked domain allocated
 * later takes over (as Linux's revmap); @virq itself otherwise. For
 * simulated devices, whose interrupt is the controller's input (platdev
 * extension).
 */
unsigned int platdev_irq_current_line(unsigned int virq);

/** irq_get_irq_data-style lookup: the hwirq behind @virq in its domain, or -1 */
long platdev_irq_hwirq(unsigned int virq);

#endif /* _PLATDEV_LINUX_IRQDOMAIN_H */
