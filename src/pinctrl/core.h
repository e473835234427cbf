/* SPDX-License-Identifier: MIT */
/*
 * core.h - the pin control core's own structures. Linux's drivers reach
 * some of them through drivers/pinctrl/core.h, pinmux.h and pinconf.h
 * (pin_desc_get() reads &pctldev->pin_desc_tree inline, a driver reads a
 * pin's mux_setting and a function's data): the layouts here are Linux
 * 6.12's, field for field, with every CONFIG_ option of linux/kconfig.h's
 * PINCTRL set and without CONFIG_DEBUG_FS, so that a driver built against
 * those headers and this core agree.
 */
#ifndef _PLATDEV_SRC_PINCTRL_CORE_H
#define _PLATDEV_SRC_PINCTRL_CORE_H

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/pinctrl/machine.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/radix-tree.h>
#include <linux/types.h>
#include <platdev/class.h>

struct pinctrl_dev {
	struct list_head node;
	struct pinctrl_desc *desc;
	struct radix_tree_root pin_desc_tree;
	struct radix_tree_root pin_group_tree;
	unsigned int num_groups;
	struct radix_tree_root pin_function_tree;
	unsigned int num_functions;
	struct list_head gpio_ranges;
	struct device *dev;
	struct module *owner;
	void *driver_data;
	struct pinctrl *p;
	struct pinctrl_state *hog_default;
	struct pinctrl_state *hog_sleep;
	struct mutex mutex;
};

struct pinctrl {
	struct list_head node;
	struct device *dev;
	struct list_head states;
	struct pinctrl_state *state;
	struct list_head dt_maps;
	struct kref users;
};

struct pinctrl_state {
	struct list_head node;
	const char *name;
	struct list_head settings;
};

struct pinctrl_setting_mux {
	unsigned int group;
	unsigned int func;
};

struct pinctrl_setting_configs {
	unsigned int group_or_pin;
	unsigned long *configs;
	unsigned int num_configs;
};

struct pinctrl_setting {
	struct list_head node;
	enum pinctrl_map_type type;
	struct pinctrl_dev *pctldev;
	const char *dev_name;
	union {
		struct pinctrl_setting_mux mux;
		struct pinctrl_setting_configs configs;
	} data;
};

struct pin_desc {
	struct pinctrl_dev *pctldev;
	const char *name;
	bool dynamic_name;
	void *drv_data;
	unsigned int mux_usecount;
	const char *mux_owner;
	const struct pinctrl_setting_mux *mux_setting;
	const char *gpio_owner;
	struct mutex mux_lock;
};

struct group_desc {
	struct pingroup grp;
	void *data;
};

struct function_desc {
	struct pinfunction func;
	void *data;
};

/*
 * What the core keeps beside a controller (Linux's struct pinctrl_dev
 * does not grow): its class device "pinctrl" and whether it is enabled.
 */
struct pinctrl_dev_priv {
	struct pinctrl_dev pctldev;
	struct platdev_class_device cdev;
	bool enabled;
};

/* The maps a controller's dt_node_to_map() made for a handle. */
struct pinctrl_dt_map {
	struct list_head node;
	struct pinctrl_dev *pctldev;
	struct pinctrl_map *map;
	unsigned int num_maps;
};

static inline struct pinctrl_dev_priv *pctldev_priv(struct pinctrl_dev *pd)
{
	return container_of(pd, struct pinctrl_dev_priv, pctldev);
}

static inline struct pin_desc *pin_desc_get(struct pinctrl_dev *pctldev,
					    unsigned int pin)
{
	return radix_tree_lookup(&pctldev->pin_desc_tree, pin);
}

/* core.c */
extern struct mutex pinctrl_core_mutex;
struct pinctrl_dev *get_pinctrl_dev_from_devname(const char *dev_name);
struct pinctrl_dev *get_pinctrl_dev_from_of_node(struct device_node *np);
int pin_get_from_name(struct pinctrl_dev *pctldev, const char *name);
int pinctrl_get_group_selector(struct pinctrl_dev *pctldev,
			       const char *pin_group);
int pinctrl_force_sleep(struct pinctrl_dev *pctldev);
int pinctrl_force_default(struct pinctrl_dev *pctldev);

/* utils.c (Linux's drivers/pinctrl/pinctrl-utils.h and core.h) */
const char *pin_get_name(struct pinctrl_dev *pctldev, const unsigned int pin);
int pinctrl_utils_reserve_map(struct pinctrl_dev *pctldev,
			      struct pinctrl_map **map,
			      unsigned int *reserved_maps,
			      unsigned int *num_maps, unsigned int reserve);
int pinctrl_utils_add_map_mux(struct pinctrl_dev *pctldev,
			      struct pinctrl_map **map,
			      unsigned int *reserved_maps,
			      unsigned int *num_maps, const char *group,
			      const char *function);
int pinctrl_utils_add_map_configs(struct pinctrl_dev *pctldev,
				  struct pinctrl_map **map,
				  unsigned int *reserved_maps,
				  unsigned int *num_maps, const char *group,
				  unsigned long *configs,
				  unsigned int num_configs,
				  enum pinctrl_map_type type);
int pinctrl_utils_add_config(struct pinctrl_dev *pctldev,
			     unsigned long **configs, unsigned int *num_configs,
			     unsigned long config);
void pinctrl_utils_free_map(struct pinctrl_dev *pctldev,
			    struct pinctrl_map *map, unsigned int num_maps);

/* gpio.c */
void pinctrl_forget_chip_ranges(struct pinctrl_dev *pctldev);

/* devicetree.c */
struct of_phandle_args;
int pinctrl_count_index_with_args(const struct device_node *np,
				  const char *list_name);
int pinctrl_parse_index_with_args(const struct device_node *np,
				  const char *list_name, int index,
				  struct of_phandle_args *out_args);

/* state.c */
struct pinctrl *pinctrl_create_hog(struct pinctrl_dev *pctldev);
void pinctrl_state_event(struct pinctrl *p, struct pinctrl_state *s);

/*
 * pinmux.c: the generic groups (declared for drivers by Linux's
 * drivers/pinctrl/core.h) ...
 */
int pinctrl_generic_get_group_count(struct pinctrl_dev *pctldev);
const char *pinctrl_generic_get_group_name(struct pinctrl_dev *pctldev,
					   unsigned int selector);
int pinctrl_generic_get_group_pins(struct pinctrl_dev *pctldev,
				   unsigned int selector,
				   const unsigned int **pins,
				   unsigned int *npins);
struct group_desc *pinctrl_generic_get_group(struct pinctrl_dev *pctldev,
					     unsigned int selector);
int pinctrl_generic_add_group(struct pinctrl_dev *pctldev, const char *name,
			      const unsigned int *pins, int num_pins,
			      void *data);
int pinctrl_generic_remove_group(struct pinctrl_dev *pctldev,
				 unsigned int selector);
/* ... and functions (its pinmux.h). */
int pinmux_generic_get_function_count(struct pinctrl_dev *pctldev);
const char *pinmux_generic_get_function_name(struct pinctrl_dev *pctldev,
					     unsigned int selector);
int pinmux_generic_get_function_groups(struct pinctrl_dev *pctldev,
				       unsigned int selector,
				       const char *const **groups,
				       unsigned int *const ngroups);
struct function_desc *pinmux_generic_get_function(struct pinctrl_dev *pctldev,
						  unsigned int selector);
int pinmux_generic_add_function(struct pinctrl_dev *pctldev, const char *name,
				const char *const *groups,
				unsigned int const ngroups, void *data);
int pinmux_generic_remove_function(struct pinctrl_dev *pctldev,
				   unsigned int selector);

/* pinmux.c */
int pinmux_check_ops(struct pinctrl_dev *pctldev);
int pinmux_map_to_setting(const struct pinctrl_map *map,
			  struct pinctrl_setting *setting);
int pinmux_enable_setting(const struct pinctrl_setting *setting);
void pinmux_disable_setting(const struct pinctrl_setting *setting);
int pinmux_claim_gpio(struct pinctrl_dev *pctldev,
		      struct pinctrl_gpio_range *range, unsigned int pin,
		      const char *owner);
void pinmux_free_gpio(struct pinctrl_dev *pctldev, unsigned int pin,
		      struct pinctrl_gpio_range *range);
int pinmux_gpio_direction(struct pinctrl_dev *pctldev,
			  struct pinctrl_gpio_range *range, unsigned int pin,
			  bool input);
bool pinmux_can_be_used_for_gpio(struct pinctrl_dev *pctldev, unsigned int pin);
void pinctrl_generic_free_groups(struct pinctrl_dev *pctldev);
void pinmux_generic_free_functions(struct pinctrl_dev *pctldev);

/* pinconf.c */
int pinconf_check_ops(struct pinctrl_dev *pctldev);
int pinconf_map_to_setting(const struct pinctrl_map *map,
			   struct pinctrl_setting *setting);
int pinconf_apply_setting(const struct pinctrl_setting *setting);
int pinconf_set_config(struct pinctrl_dev *pctldev, unsigned int pin,
		       unsigned long *configs, size_t nconfigs);

#endif /* _PLATDEV_SRC_PINCTRL_CORE_H */
