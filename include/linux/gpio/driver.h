/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/driver.h - the provider side of GPIO: a driver describes its
 * controller's lines with a struct gpio_chip (callbacks per line, the
 * line count, an optional interrupt chip) and adds it; consumers then get
 * its lines as descriptors (linux/gpio/consumer.h).
 */
#ifndef _PLATDEV_LINUX_GPIO_DRIVER_H
#define _PLATDEV_LINUX_GPIO_DRIVER_H

#include <linux/bits.h>
#include <linux/cleanup.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gpio/consumer.h>
#include <linux/irq.h>
#include <linux/irqchip/chained_irq.h>
#include <linux/irqdomain.h>
#include <linux/pinctrl/pinconf-generic.h> /* as Linux's, for set_config() */
#include <linux/pinctrl/pinctrl.h>
#include <linux/property.h>
#include <linux/spinlock.h>
#include <linux/types.h>

struct device;
struct fwnode_handle;
struct gpio_chip;
struct gpio_desc;
struct gpio_device;
struct module;
struct of_phandle_args;

/**
 * union gpio_irq_fwspec - what a hierarchical GPIO chip passes its parent
 * domain's ops->alloc for a line (populate_parent_alloc_arg fills it)
 * @fwspec: the parent's firmware specifier of the line
 */
union gpio_irq_fwspec {
	struct irq_fwspec fwspec;
};

/* What gpio_chip.get_direction() returns. */
#define GPIO_LINE_DIRECTION_IN 1
#define GPIO_LINE_DIRECTION_OUT 0

/**
 * struct gpio_irq_chip - the interrupt controller of a chip's lines
 * @chip: its irq_chip; setting it makes gpiochip_add_data() create an irq
 *        domain of ngpio lines and give gpio_chip.to_irq a default
 * @domain: that domain (set by the core)
 * @fwnode: the domain's node, if not the chip's
 * @handler: the flow each mapped line gets (handle_simple_irq etc.)
 * @default_type: the trigger each mapped line gets (IRQ_TYPE_NONE: none)
 * @parent_handler: a chained handler installed on each of @parents, with
 *                  @parent_handler_data (or the chip) as its data
 * @parent_handler_data: see @parent_handler
 * @parent_handler_data_array: with @per_parent_data, the data of each
 *                             parent, in the order of @parents (shares
 *                             its place with @parent_handler_data)
 * @num_parents: how many @parents
 * @parents: the parent interrupts
 * @per_parent_data: @parent_handler_data_array is used
 * @threaded: the lines' handlers may sleep (recorded)
 * @init_hw: called before the domain is made; may fail the add
 * @init_valid_mask: recorded; every line may interrupt here
 * @map: the parent interrupt of each line, indexed by line offset: each
 *       line mapped records its entry as its parent (irq_set_parent()),
 *       unless @num_parents is 1 (then that one parent is every line's)
 * @first: the first hwirq of the domain (0)
 * @parent_domain: setting it makes the chip's domain hierarchical, stacked
 *                 on this one: each line mapped is allocated there too
 *                 (with @child_to_parent_hwirq), and its chip calls the
 *                 parent's with the irq_chip_*_parent() helpers
 * @child_to_parent_hwirq: the parent hwirq and type of line @child_hwirq;
 *                         an error means the line has no interrupt
 * @populate_parent_alloc_arg: fill the parent's ops->alloc argument for a
 *                             parent hwirq and type (default:
 *                             gpiochip_populate_parent_fwspec_twocell)
 * @child_offset_to_irq: the child hwirq of a line offset (default: the
 *                       offset)
 * @child_irq_domain_ops: the hierarchical domain's ops; the core fills
 *                        alloc, free, translate (if unset) and activate
 */
struct gpio_irq_chip {
	const struct irq_chip *chip;
	struct irq_domain *domain;
	struct fwnode_handle *fwnode;
	irq_flow_handler_t handler;
	unsigned int default_type;
	irq_flow_handler_t parent_handler;
	union {
		void *parent_handler_data;
		void **parent_handler_data_array;
	};
	unsigned int num_parents;
	unsigned int *parents;
	bool per_parent_data;
	bool threaded;
	int (*init_hw)(struct gpio_chip *gc);
	void (*init_valid_mask)(struct gpio_chip *gc, unsigned long *valid_mask,
				unsigned int ngpios);
	unsigned int *map;
	unsigned int first;
	struct irq_domain *parent_domain;
	int (*child_to_parent_hwirq)(struct gpio_chip *gc,
				     unsigned int child_hwirq,
				     unsigned int child_type,
				     unsigned int *parent_hwirq,
				     unsigned int *parent_type);
	int (*populate_parent_alloc_arg)(struct gpio_chip *gc,
					 union gpio_irq_fwspec *fwspec,
					 unsigned int parent_hwirq,
					 unsigned int parent_type);
	unsigned int (*child_offset_to_irq)(struct gpio_chip *gc,
					    unsigned int pin);
	struct irq_domain_ops child_irq_domain_ops;
};

struct seq_file;

/**
 * struct gpio_chip - a GPIO controller, as its driver describes it
 * @label: its name (default: its parent's name, else "unknown")
 * @gpiodev: the core's record (set by gpiochip_add_data())
 * @parent: the device providing it; its node, unless @fwnode is set, is
 *          the node consumers' "gpios" point at
 * @fwnode: the node of the chip, if not its parent's
 * @owner: the module (THIS_MODULE)
 * @request: a line is being requested; optional; an error refuses it
 * @free: a requested line was let go; optional
 * @get_direction: GPIO_LINE_DIRECTION_IN/OUT or an error; optional
 * @direction_input: make a line an input; optional
 * @direction_output: make a line an output at @value; optional
 * @get: read a line (0, 1 or an error); optional
 * @get_multiple: read the lines of @mask into @bits; optional
 * @set: drive an output line; optional
 * @set_multiple: drive the lines of @mask from @bits; optional
 * @set_rv: as @set, but returns 0 or a negative error, which the value
 *          calls return (a positive value becomes -EBADE); used instead
 *          of @set when both are given
 * @set_multiple_rv: as @set_multiple, returning 0 or an error in the same
 *                   way; used instead of @set_multiple when both are given
 * @set_config: pin configuration (pull, debounce); optional, -ENOTSUPP
 * @to_irq: a line's interrupt number; the irq chip gives a default
 * @init_valid_mask: which lines exist; optional
 * @add_pin_ranges: add the chip's pin ranges (gpiochip_add_pin_range());
 *                  optional; called when the chip is added, before its
 *                  interrupt chip, unless its node has "gpio-ranges"; an
 *                  error fails the add
 * @dbg_show: the chip's own lines in debugfs; accepted and never called
 *            (there is no debugfs: linux/debugfs.h's !CONFIG_DEBUG_FS face)
 * @base: the first global GPIO number; -1 (recommended) lets the core
 *        choose one from 512 up
 * @ngpio: how many lines; 0 takes the "ngpios" property
 * @offset: for chips that share a node
 * @names: a name per line, or NULL
 * @can_sleep: the callbacks may sleep: only the _cansleep value calls may
 *             be used
 * @read_reg: the generic MMIO driver's fields (bgpio_init())
 * @write_reg: see @read_reg
 * @be_bits: see @read_reg
 * @reg_dat: see @read_reg
 * @reg_set: see @read_reg
 * @reg_clr: see @read_reg
 * @reg_dir_out: see @read_reg
 * @reg_dir_in: see @read_reg
 * @bgpio_dir_unreadable: see @read_reg
 * @bgpio_bits: see @read_reg
 * @bgpio_lock: see @read_reg
 * @bgpio_data: see @read_reg
 * @bgpio_dir: see @read_reg
 * @irq: its interrupt controller, if @irq.chip is set
 * @valid_mask: the lines that exist, when @init_valid_mask is given
 * @of_gpio_n_cells: cells of a specifier (#gpio-cells); 2 by default
 * @of_xlate: a specifier's line and flags; of_gpio_simple_xlate() rules
 *            (line below @ngpio, flags in the second cell) by default
 */
struct gpio_chip {
	const char *label;
	struct gpio_device *gpiodev;
	struct device *parent;
	struct fwnode_handle *fwnode;
	struct module *owner;

	int (*request)(struct gpio_chip *gc, unsigned int offset);
	void (*free)(struct gpio_chip *gc, unsigned int offset);
	int (*get_direction)(struct gpio_chip *gc, unsigned int offset);
	int (*direction_input)(struct gpio_chip *gc, unsigned int offset);
	int (*direction_output)(struct gpio_chip *gc, unsigned int offset,
				int value);
	int (*get)(struct gpio_chip *gc, unsigned int offset);
	int (*get_multiple)(struct gpio_chip *gc, unsigned long *mask,
			    unsigned long *bits);
	void (*set)(struct gpio_chip *gc, unsigned int offset, int value);
	void (*set_multiple)(struct gpio_chip *gc, unsigned long *mask,
			     unsigned long *bits);
	int (*set_rv)(struct gpio_chip *gc, unsigned int offset, int value);
	int (*set_multiple_rv)(struct gpio_chip *gc, unsigned long *mask,
			       unsigned long *bits);
	int (*set_config)(struct gpio_chip *gc, unsigned int offset,
			  unsigned long config);
	int (*to_irq)(struct gpio_chip *gc, unsigned int offset);
	int (*init_valid_mask)(struct gpio_chip *gc, unsigned long *valid_mask,
			       unsigned int ngpios);
	int (*add_pin_ranges)(struct gpio_chip *gc);
	void (*dbg_show)(struct seq_file *s, struct gpio_chip *gc);

	int base;
	u16 ngpio;
	u16 offset;
	const char *const *names;
	bool can_sleep;

	unsigned long (*read_reg)(void __iomem *reg);
	void (*write_reg)(void __iomem *reg, unsigned long data);
	bool be_bits;
	void __iomem *reg_dat;
	void __iomem *reg_set;
	void __iomem *reg_clr;
	void __iomem *reg_dir_out;
	void __iomem *reg_dir_in;
	bool bgpio_dir_unreadable;
	int bgpio_bits;
	raw_spinlock_t bgpio_lock;
	unsigned long bgpio_data;
	unsigned long bgpio_dir;

	struct gpio_irq_chip irq;
	unsigned long *valid_mask;

	unsigned int of_gpio_n_cells;
	int (*of_xlate)(struct gpio_chip *gc,
			const struct of_phandle_args *gpiospec, u32 *flags);
};

/**
 * gpiochip_dup_line_label() - a copy of the consumer's label of line
 * @offset of @gc
 * @gc: the chip
 * @offset: the line
 *
 * Return: the copy, which the caller frees with kfree(); NULL for a line
 * that is not requested or that @gc lacks; ERR_PTR(-ENOMEM).
 */
char *gpiochip_dup_line_label(struct gpio_chip *gc, unsigned int offset);

struct _gpiochip_for_each_data {
	const char **label;
	unsigned int *i;
};

DEFINE_CLASS(_gpiochip_for_each_data, struct _gpiochip_for_each_data,
	     if (*_T.label) kfree(*_T.label), ({
		     struct _gpiochip_for_each_data _data = {
			     label, (unsigned int *)i
		     };
		     *_data.i = 0;
		     _data;
	     }),
	     const char **label, int *i)

/*
 * for_each_hwgpio() - every line @_i of @_chip, @_label the copy of its
 * label (NULL for a free line) inside the loop, freed after each step
 */
#define for_each_hwgpio(_chip, _i, _label)                             \
	for (CLASS(_gpiochip_for_each_data, _data)(&_label, &_i);      \
	     *_data.i < (_chip)->ngpio;                                \
	     (*_data.i)++, kfree(*(_data.label)), *_data.label = NULL) \
		if (IS_ERR(*_data.label = gpiochip_dup_line_label(     \
				   _chip, *_data.i))) {                \
		} else

/*
 * for_each_requested_gpio_in_range() - the requested lines @_i among
 * @_size lines of @_chip from @_base, with a copy of their label in
 * @_label
 */
#define for_each_requested_gpio_in_range(_chip, _i, _base, _size, _label) \
	for (CLASS(_gpiochip_for_each_data, _data)(&_label, &_i);         \
	     *_data.i < _size;                                            \
	     (*_data.i)++, kfree(*(_data.label)), *_data.label = NULL)    \
		if ((*_data.label = gpiochip_dup_line_label(              \
			     _chip, _base + *_data.i)) == NULL) {         \
		} else if (IS_ERR(*_data.label)) {                        \
		} else

/* for_each_requested_gpio() - the requested lines of @chip */
#define for_each_requested_gpio(chip, i, label) \
	for_each_requested_gpio_in_range(chip, i, 0, (chip)->ngpio, label)

/**
 * gpiochip_add_data() - add a GPIO controller
 * @gc: the chip, filled in; it must stay until gpiochip_remove()
 * @data: what gpiochip_get_data() returns
 *
 * Reads each line's direction (get_direction), makes the interrupt
 * domain when @gc->irq.chip is set, and retries consumers that deferred
 * for want of the chip.
 *
 * Return: 0; -EINVAL for no lines (@ngpio 0 and no "ngpios"), a
 * specifier of fewer than 2 cells with the default of_xlate, or a custom
 * of_xlate without of_gpio_n_cells; -EBUSY when a fixed @base overlaps
 * another chip's numbers; -ENOSPC when no numbers are left; -ENOMEM; the
 * error of @init_valid_mask or @irq.init_hw.
 */
int gpiochip_add_data(struct gpio_chip *gc, void *data);

#define gpiochip_add(gc) gpiochip_add_data(gc, NULL)

/**
 * gpiochip_remove() - remove a chip
 * @gc: an added chip
 *
 * Lines still requested are cut off: their calls return -ENODEV (values:
 * 0), and gpiod_put() still frees them. Logged, as in Linux.
 */
void gpiochip_remove(struct gpio_chip *gc);

/**
 * devm_gpiochip_add_data() - gpiochip_add_data(), removed again when
 * @dev's driver unbinds
 * Return: as gpiochip_add_data().
 */
int devm_gpiochip_add_data(struct device *dev, struct gpio_chip *gc,
			   void *data);

/** gpiochip_get_data() - the @data given to gpiochip_add_data() */
void *gpiochip_get_data(struct gpio_chip *gc);

/**
 * gpiochip_get_ngpios() - set @gc->ngpio from the "ngpios" property of
 * @dev when it is 0
 * Return: 0; -EINVAL when it stays 0 or "ngpios" exceeds a set @ngpio.
 */
int gpiochip_get_ngpios(struct gpio_chip *gc, struct device *dev);

/**
 * gpiochip_is_requested() - the consumer's label of line @offset, or NULL
 * when it is free
 */
const char *gpiochip_is_requested(struct gpio_chip *gc, unsigned int offset);

/** gpiochip_line_is_valid() - whether line @offset exists (valid_mask) */
bool gpiochip_line_is_valid(const struct gpio_chip *gc, unsigned int offset);

/**
 * gpiochip_request_own_desc() - a line the chip's own driver uses
 * @gc: the chip
 * @hwnum: the line
 * @label: the user's name
 * @lflags: GPIO_ACTIVE_LOW etc. (enum gpio_lookup_flags)
 * @dflags: the direction to set
 * Return: the descriptor; ERR_PTR(-EINVAL), -EBUSY, or the direction's
 * error.
 */
struct gpio_desc *gpiochip_request_own_desc(struct gpio_chip *gc,
					    unsigned int hwnum,
					    const char *label,
					    unsigned long lflags,
					    unsigned int dflags);
void gpiochip_free_own_desc(struct gpio_desc *desc);

/**
 * gpiod_hog() - claim @desc for the board, as a "gpio-hog" node does
 * @desc: the line
 * @name: the label it is requested under
 * @lflags: GPIO_ACTIVE_LOW etc. (enum gpio_lookup_flags)
 * @dflags: the direction and value to set
 *
 * The line stays requested until its chip is removed.
 * Return: 0 (also when it is hogged already); -ENODEV once the chip is
 * gone; the request's or the direction's error.
 */
int gpiod_hog(struct gpio_desc *desc, const char *name, unsigned long lflags,
	      enum gpiod_flags dflags);

/**
 * struct gpio_pin_range - pins of a pin controller that lines of a chip
 * sit on (gpiochip_add_pin_range())
 * @node: on the chip's list (private)
 * @pctldev: the pin controller
 * @range: the range, @range.base in the chip's line offsets
 */
struct gpio_pin_range {
	struct list_head node;
	struct pinctrl_dev *pctldev;
	struct pinctrl_gpio_range range;
};

#ifdef CONFIG_PINCTRL
/**
 * gpiochip_add_pin_range() - lines @gpio_offset.. of @gc sit on pins
 * @pin_offset.. of the controller named @pinctl_name
 * Return: 0, -EPROBE_DEFER while no such controller is registered,
 * -ENOMEM.
 */
int gpiochip_add_pin_range(struct gpio_chip *gc, const char *pinctl_name,
			   unsigned int gpio_offset, unsigned int pin_offset,
			   unsigned int npins);
/**
 * gpiochip_add_pingroup_range() - lines from @gpio_offset sit on the pins
 * of group @pin_group of @pctldev
 * Return: 0, -EINVAL for no such group, -ENOMEM.
 */
int gpiochip_add_pingroup_range(struct gpio_chip *gc,
				struct pinctrl_dev *pctldev,
				unsigned int gpio_offset,
				const char *pin_group);
/** gpiochip_remove_pin_ranges() - remove every range of @gc */
void gpiochip_remove_pin_ranges(struct gpio_chip *gc);
#else
static inline int gpiochip_add_pin_range(struct gpio_chip *gc,
					 const char *pinctl_name,
					 unsigned int gpio_offset,
					 unsigned int pin_offset,
					 unsigned int npins)
{
	return 0;
}

static inline int gpiochip_add_pingroup_range(struct gpio_chip *gc,
					      struct pinctrl_dev *pctldev,
					      unsigned int gpio_offset,
					      const char *pin_group)
{
	return 0;
}

static inline void gpiochip_remove_pin_ranges(struct gpio_chip *gc)
{
}
#endif

/**
 * gpiochip_generic_request() - mux the line's pin to GPIO through pin
 * control (pinctrl_gpio_request()); 0 for a line on no controller's pin
 */
int gpiochip_generic_request(struct gpio_chip *gc, unsigned int offset);
/** gpiochip_generic_free() - undo gpiochip_generic_request() */
void gpiochip_generic_free(struct gpio_chip *gc, unsigned int offset);
/**
 * gpiochip_generic_config() - a line's pin configuration through pin
 * control (pinctrl_gpio_set_config()); a line on no controller's pin, or
 * a profile without pin control: accepted (0)
 */
int gpiochip_generic_config(struct gpio_chip *gc, unsigned int offset,
			    unsigned long config);

/**
 * of_gpio_simple_xlate() - the default specifier translation: line in the
 * first cell (below ngpio), flags in the second
 * Return: the line, or -EINVAL.
 */
int of_gpio_simple_xlate(struct gpio_chip *gc,
			 const struct of_phandle_args *gpiospec, u32 *flags);

/** gpiod_to_chip() - the chip of a descriptor (NULL once removed) */
struct gpio_chip *gpiod_to_chip(const struct gpio_desc *desc);

/** gpiochip_get_desc() - the descriptor of line @hwnum, ERR_PTR(-EINVAL) */
struct gpio_desc *gpiochip_get_desc(struct gpio_chip *gc, unsigned int hwnum);

/* The interrupt helpers (gpiolib's irqchip). */

/**
 * gpiochip_lock_as_irq() - mark line @offset of @gc as an interrupt's
 * @gc: the chip
 * @offset: the line
 *
 * While it is, gpiod_direction_output() refuses it (with -EIO) as long as
 * the interrupt is enabled.
 * Return: 0; -EINVAL for a line the chip lacks; -EIO for a line that is
 * an output (not open drain); the chip's get_direction() error.
 */
int gpiochip_lock_as_irq(struct gpio_chip *gc, unsigned int offset);
/** gpiochip_unlock_as_irq() - undo gpiochip_lock_as_irq() */
void gpiochip_unlock_as_irq(struct gpio_chip *gc, unsigned int offset);
/**
 * gpiochip_line_is_irq() - whether line @offset of @gc is locked as an
 * interrupt's (gpiochip_lock_as_irq()); false for a line it lacks
 */
bool gpiochip_line_is_irq(struct gpio_chip *gc, unsigned int offset);
/**
 * gpiochip_reqres_irq() - an immutable irq chip's irq_request_resources:
 * gpiochip_lock_as_irq()
 * Return: as gpiochip_lock_as_irq().
 */
int gpiochip_reqres_irq(struct gpio_chip *gc, unsigned int offset);
/** gpiochip_relres_irq() - its irq_release_resources */
void gpiochip_relres_irq(struct gpio_chip *gc, unsigned int offset);

/**
 * gpiochip_irq_reqres() - irq_chip.irq_request_resources of a GPIO
 * chip's interrupt chip: gpiochip_lock_as_irq() of the line
 * Return: its result.
 */
int gpiochip_irq_reqres(struct irq_data *data);
/** gpiochip_irq_relres() - irq_chip.irq_release_resources: unlock it */
void gpiochip_irq_relres(struct irq_data *data);

/*
 * The resource callbacks of an immutable GPIO interrupt chip
 * (IRQCHIP_IMMUTABLE), as an irq_chip initialiser's last entries.
 */
#define GPIOCHIP_IRQ_RESOURCE_HELPERS                 \
	.irq_request_resources = gpiochip_irq_reqres, \
	.irq_release_resources = gpiochip_irq_relres

/**
 * gpiochip_enable_irq() - an immutable chip's irq_unmask says its line's
 * interrupt is enabled (a line not locked as an interrupt is warned of)
 */
void gpiochip_enable_irq(struct gpio_chip *gc, irq_hw_number_t offset);
/** gpiochip_disable_irq() - its irq_mask says the interrupt is disabled */
void gpiochip_disable_irq(struct gpio_chip *gc, irq_hw_number_t offset);

/**
 * gpiochip_irq_map() - the irq_domain_ops.map that the core's domain
 * uses: chip, handler, chip data and default type for a new mapping
 */
int gpiochip_irq_map(struct irq_domain *d, unsigned int irq,
		     irq_hw_number_t hwirq);
void gpiochip_irq_unmap(struct irq_domain *d, unsigned int irq);

/**
 * gpiochip_irqchip_add_domain() - use a domain the driver made itself
 * Return: 0, -EINVAL for NULL.
 */
int gpiochip_irqchip_add_domain(struct gpio_chip *gc,
				struct irq_domain *domain);

/**
 * gpiochip_populate_parent_fwspec_twocell() - a populate_parent_alloc_arg
 * for a parent of two cells: the parent hwirq and type
 * Return: 0.
 */
int gpiochip_populate_parent_fwspec_twocell(struct gpio_chip *gc,
					    union gpio_irq_fwspec *gfwspec,
					    unsigned int parent_hwirq,
					    unsigned int parent_type);
/**
 * gpiochip_populate_parent_fwspec_fourcell() - one for a parent of four
 * cells: 0, the parent hwirq, the type, 0
 * Return: 0.
 */
int gpiochip_populate_parent_fwspec_fourcell(struct gpio_chip *gc,
					     union gpio_irq_fwspec *gfwspec,
					     unsigned int parent_hwirq,
					     unsigned int parent_type);

/** gpio_irq_chip_set_chip() - give @girq its irq_chip (Linux 6.x style) */
static inline void gpio_irq_chip_set_chip(struct gpio_irq_chip *girq,
					  const struct irq_chip *chip)
{
	girq->chip = chip;
}

/*
 * The generic memory-mapped GPIO helper. bgpio_init() itself belongs to
 * the driver that implements it (Linux's drivers/gpio/gpio-mmio.c).
 */
#define BGPIOF_BIG_ENDIAN BIT(0)
#define BGPIOF_UNREADABLE_REG_SET BIT(1)
#define BGPIOF_UNREADABLE_REG_DIR BIT(2)
#define BGPIOF_BIG_ENDIAN_BYTE_ORDER BIT(3)
#define BGPIOF_READ_OUTPUT_REG_SET BIT(4)
#define BGPIOF_NO_OUTPUT BIT(5)
#define BGPIOF_NO_SET_ON_INPUT BIT(6)

/**
 * struct bgpio_pdata - platform data of a basic-mmio-gpio device
 * @label: the chip's label
 * @base: its first number (-1: any)
 * @ngpio: its line count (0: the register's width)
 */
struct bgpio_pdata {
	const char *label;
	int base;
	int ngpio;
};

int bgpio_init(struct gpio_chip *gc, struct device *dev, unsigned long sz,
	       void __iomem *dat, void __iomem *set, void __iomem *clr,
	       void __iomem *dirout, void __iomem *dirin, unsigned long flags);

/*
 * for_each_gpiochip_node() - walk @dev's child nodes that are GPIO
 * controllers (have "gpio-controller"), @child holding a reference inside
 * the loop as device_for_each_child_node() does
 */
#define for_each_gpiochip_node(dev, child)                                \
	device_for_each_child_node(dev, child)                            \
		if (!fwnode_property_present(child, "gpio-controller")) { \
		} else

/** gpiochip_node_count() - how many of @dev's children are GPIO controllers */
static inline unsigned int gpiochip_node_count(struct device *dev)
{
	struct fwnode_handle *child;
	unsigned int count = 0;

	for_each_gpiochip_node(dev, child) count++;
	return count;
}

/**
 * gpiochip_node_get_first() - @dev's first child that is a GPIO controller
 * Return: it with a reference the caller puts (fwnode_handle_put()), or
 * NULL.
 */
static inline struct fwnode_handle *gpiochip_node_get_first(struct device *dev)
{
	struct fwnode_handle *child;

	for_each_gpiochip_node(dev, child) return child;
	return NULL;
}

#endif /* _PLATDEV_LINUX_GPIO_DRIVER_H */
