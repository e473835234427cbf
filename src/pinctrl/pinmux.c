// SPDX-License-Identifier: MIT
/*
 * pinmux.c - muxing: a map's group and function checked against the
 * controller's, each pin of a group claimed by one owner (a device's name,
 * or a GPIO chip's label for a line), the driver's set_mux(); and the
 * generic groups and functions a driver adds at run time (drivers/pinctrl
 * core.h's pinctrl_generic_*() and pinmux.h's pinmux_generic_*()).
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/pinctrl/pinmux.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "pinctrl/core.h"

/* --- generic groups ------------------------------------------------------ */

int pinctrl_generic_get_group_count(struct pinctrl_dev *pctldev)
{
	return (int)pctldev->num_groups;
}

struct group_desc *pinctrl_generic_get_group(struct pinctrl_dev *pctldev,
					     unsigned int selector)
{
	return radix_tree_lookup(&pctldev->pin_group_tree, selector);
}

const char *pinctrl_generic_get_group_name(struct pinctrl_dev *pctldev,
					   unsigned int selector)
{
	struct group_desc *group = pinctrl_generic_get_group(pctldev, selector);

	return group ? group->grp.name : NULL;
}

int pinctrl_generic_get_group_pins(struct pinctrl_dev *pctldev,
				   unsigned int selector,
				   const unsigned int **pins,
				   unsigned int *npins)
{
	struct group_desc *group = pinctrl_generic_get_group(pctldev, selector);

	if (!group) {
		dev_err(pctldev->dev, "no group %u\n", selector);
		return -EINVAL;
	}
	*pins = group->grp.pins;
	*npins = (unsigned int)group->grp.npins;
	return 0;
}

/* The selector of the item named @name of @tree, or -EINVAL. */
static int tree_name_to_selector(struct radix_tree_root *tree,
				 unsigned int count, const char *name,
				 bool functions)
{
	unsigned int sel, found = 0;

	for (sel = 0; found < count && sel < count * 2 + 16; sel++) {
		void *item = radix_tree_lookup(tree, sel);
		const char *n;

		if (!item)
			continue;
		found++;
		n = functions ? ((struct function_desc *)item)->func.name :
				((struct group_desc *)item)->grp.name;
		if (!strcmp(n, name))
			return (int)sel;
	}
	return -EINVAL;
}

int pinctrl_generic_add_group(struct pinctrl_dev *pctldev, const char *name,
			      const unsigned int *pins, int num_pins,
			      void *data)
{
	struct group_desc *group;
	int sel, ret;

	if (!name)
		return -EINVAL;
	sel = tree_name_to_selector(&pctldev->pin_group_tree,
				    pctldev->num_groups, name, false);
	if (sel >= 0)
		return sel;
	sel = (int)pctldev->num_groups;
	group = kzalloc(sizeof(*group), GFP_KERNEL);
	if (!group)
		return -ENOMEM;
	group->grp = PINCTRL_PINGROUP(name, pins, (size_t)num_pins);
	group->data = data;
	ret = radix_tree_insert(&pctldev->pin_group_tree, (unsigned long)sel,
				group);
	if (ret) {
		kfree(group);
		return ret;
	}
	pctldev->num_groups++;
	return sel;
}

int pinctrl_generic_remove_group(struct pinctrl_dev *pctldev,
				 unsigned int selector)
{
	struct group_desc *group =
		radix_tree_delete(&pctldev->pin_group_tree, selector);

	if (!group)
		return -ENOENT;
	kfree(group);
	pctldev->num_groups--;
	return 0;
}

/* Free every item of @tree (the controller goes). */
static void free_tree(struct radix_tree_root *tree, unsigned int *count)
{
	struct radix_tree_iter iter;
	void __rcu **slot;

	radix_tree_for_each_slot(slot, tree, &iter, 0)
	{
		kfree(*slot);
		radix_tree_iter_delete(tree, &iter, slot);
	}
	xa_destroy(tree);
	*count = 0;
}

void pinctrl_generic_free_groups(struct pinctrl_dev *pctldev)
{
	free_tree(&pctldev->pin_group_tree, &pctldev->num_groups);
}

/* --- generic functions --------------------------------------------------- */

int pinmux_generic_get_function_count(struct pinctrl_dev *pctldev)
{
	return (int)pctldev->num_functions;
}

struct function_desc *pinmux_generic_get_function(struct pinctrl_dev *pctldev,
						  unsigned int selector)
{
	return radix_tree_lookup(&pctldev->pin_function_tree, selector);
}

const char *pinmux_generic_get_function_name(struct pinctrl_dev *pctldev,
					     unsigned int selector)
{
	struct function_desc *f =
		pinmux_generic_get_function(pctldev, selector);

	return f ? f->func.name : NULL;
}

int pinmux_generic_get_function_groups(struct pinctrl_dev *pctldev,
				       unsigned int selector,
				       const char *const **groups,
				       unsigned int *const ngroups)
{
	struct function_desc *f =
		pinmux_generic_get_function(pctldev, selector);

	if (!f) {
		dev_err(pctldev->dev, "no function %u\n", selector);
		return -EINVAL;
	}
	*groups = f->func.groups;
	*ngroups = (unsigned int)f->func.ngroups;
	return 0;
}

int pinmux_generic_add_function(struct pinctrl_dev *pctldev, const char *name,
				const char *const *groups,
				unsigned int const ngroups, void *data)
{
	struct function_desc *f;
	int sel, ret;

	if (!name)
		return -EINVAL;
	mutex_lock(&pctldev->mutex);
	sel = tree_name_to_selector(&pctldev->pin_function_tree,
				    pctldev->num_functions, name, true);
	if (sel >= 0)
		goto out;
	sel = (int)pctldev->num_functions;
	f = kzalloc(sizeof(*f), GFP_KERNEL);
	if (!f) {
		sel = -ENOMEM;
		goto out;
	}
	f->func = PINCTRL_PINFUNCTION(name, groups, ngroups);
	f->data = data;
	ret = radix_tree_insert(&pctldev->pin_function_tree, (unsigned long)sel,
				f);
	if (ret) {
		kfree(f);
		sel = ret;
		goto out;
	}
	pctldev->num_functions++;
out:
	mutex_unlock(&pctldev->mutex);
	return sel;
}

int pinmux_generic_remove_function(struct pinctrl_dev *pctldev,
				   unsigned int selector)
{
	struct function_desc *f;

	mutex_lock(&pctldev->mutex);
	f = radix_tree_delete(&pctldev->pin_function_tree, selector);
	if (f)
		pctldev->num_functions--;
	mutex_unlock(&pctldev->mutex);
	if (!f)
		return -ENOENT;
	kfree(f);
	return 0;
}

void pinmux_generic_free_functions(struct pinctrl_dev *pctldev)
{
	free_tree(&pctldev->pin_function_tree, &pctldev->num_functions);
}

/* --- settings ------------------------------------------------------------ */

/** pinmux_check_ops() - a muxing driver has its mandatory calls */
int pinmux_check_ops(struct pinctrl_dev *pctldev)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;

	if (!ops->get_functions_count || !ops->get_function_name ||
	    !ops->get_function_groups || !ops->set_mux)
		return -EINVAL;
	return 0;
}

static int function_selector(struct pinctrl_dev *pctldev, const char *name)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;
	int n = ops->get_functions_count(pctldev);
	int i;

	for (i = 0; i < n; i++) {
		const char *f =
			ops->get_function_name(pctldev, (unsigned int)i);

		if (f && !strcmp(f, name))
			return i;
	}
	return -EINVAL;
}

/**
 * pinmux_map_to_setting() - the selectors of @map's function and group
 * Return: 0, -EINVAL for a controller that cannot mux, an unknown function
 * or group, or a group its function cannot take.
 */
int pinmux_map_to_setting(const struct pinctrl_map *map,
			  struct pinctrl_setting *setting)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	const struct pinmux_ops *ops = pctldev->desc->pmxops;
	const char *const *groups;
	const char *group;
	unsigned int ngroups, i;
	int ret;

	if (!ops) {
		dev_err(pctldev->dev, "does not support mux function\n");
		return -EINVAL;
	}
	ret = function_selector(pctldev, map->data.mux.function);
	if (ret < 0) {
		dev_err(pctldev->dev, "invalid function %s in map table\n",
			map->data.mux.function);
		return ret;
	}
	setting->data.mux.func = (unsigned int)ret;
	ret = ops->get_function_groups(pctldev, setting->data.mux.func, &groups,
				       &ngroups);
	if (ret < 0)
		return ret;
	if (!ngroups) {
		dev_err(pctldev->dev, "function %s has no groups\n",
			map->data.mux.function);
		return -EINVAL;
	}
	group = map->data.mux.group;
	if (group) {
		for (i = 0; i < ngroups; i++)
			if (!strcmp(groups[i], group))
				break;
		if (i == ngroups) {
			dev_err(pctldev->dev,
				"invalid group \"%s\" for function \"%s\"\n",
				group, map->data.mux.function);
			return -EINVAL;
		}
	} else {
		group = groups[0];
	}
	ret = pinctrl_get_group_selector(pctldev, group);
	if (ret < 0)
		return ret;
	setting->data.mux.group = (unsigned int)ret;
	return 0;
}

/*
 * Claim @pin for @owner: for a device's mux when @gpio_range is NULL, for
 * GPIO otherwise. Return: 0, -EINVAL (no such pin, or owned by another, or
 * by the other kind on a strict controller: Linux's code for a conflict),
 * or the driver's request error.
 */
static int pin_request(struct pinctrl_dev *pctldev, unsigned int pin,
		       const char *owner, struct pinctrl_gpio_range *gpio_range)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;
	struct pin_desc *desc = pin_desc_get(pctldev, pin);
	int ret = 0;

	if (!desc) {
		dev_err(pctldev->dev, "pin %u is not registered\n", pin);
		return -EINVAL;
	}
	mutex_lock(&desc->mux_lock);
	if ((!gpio_range || ops->strict) && desc->mux_usecount &&
	    strcmp(desc->mux_owner, owner))
		ret = -EINVAL;
	if ((gpio_range || ops->strict) && desc->gpio_owner)
		ret = -EINVAL;
	if (ret) {
		mutex_unlock(&desc->mux_lock);
		dev_err(pctldev->dev,
			"pin %s already requested by %s; cannot claim for %s\n",
			desc->name,
			desc->gpio_owner ? desc->gpio_owner : desc->mux_owner,
			owner);
		return ret;
	}
	if (gpio_range) {
		desc->gpio_owner = owner;
	} else if (desc->mux_usecount++) {
		/* The same owner again: counted, the driver is not asked. */
		mutex_unlock(&desc->mux_lock);
		return 0;
	} else {
		desc->mux_owner = owner;
	}
	mutex_unlock(&desc->mux_lock);

	if (gpio_range && ops->gpio_request_enable)
		ret = ops->gpio_request_enable(pctldev, gpio_range, pin);
	else if (ops->request)
		ret = ops->request(pctldev, pin);
	if (ret) {
		dev_err(pctldev->dev, "request of pin %u for %s failed: %d\n",
			pin, owner, ret);
		mutex_lock(&desc->mux_lock);
		if (gpio_range) {
			desc->gpio_owner = NULL;
		} else {
			desc->mux_usecount--;
			desc->mux_owner = NULL;
		}
		mutex_unlock(&desc->mux_lock);
	}
	return ret;
}

/* Undo pin_request() (with the same @gpio_range, NULL for a mux). */
static void pin_free(struct pinctrl_dev *pctldev, unsigned int pin,
		     struct pinctrl_gpio_range *gpio_range)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;
	struct pin_desc *desc = pin_desc_get(pctldev, pin);

	if (!desc)
		return;
	mutex_lock(&desc->mux_lock);
	if (!gpio_range) {
		if (!desc->mux_usecount || --desc->mux_usecount) {
			mutex_unlock(&desc->mux_lock);
			return;
		}
	}
	mutex_unlock(&desc->mux_lock);
	if (gpio_range && ops->gpio_disable_free)
		ops->gpio_disable_free(pctldev, gpio_range, pin);
	else if (ops->free)
		ops->free(pctldev, pin);
	mutex_lock(&desc->mux_lock);
	if (gpio_range) {
		desc->gpio_owner = NULL;
	} else {
		desc->mux_owner = NULL;
		desc->mux_setting = NULL;
	}
	mutex_unlock(&desc->mux_lock);
}

static int group_pins(const struct pinctrl_setting *setting,
		      const unsigned int **pins, unsigned int *num_pins)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	const struct pinctrl_ops *ops = pctldev->desc->pctlops;

	*pins = NULL;
	*num_pins = 0;
	if (!ops->get_group_pins)
		return 0;
	return ops->get_group_pins(pctldev, setting->data.mux.group, pins,
				   num_pins);
}

/**
 * pinmux_enable_setting() - claim the group's pins for the setting's
 * device and set the mux
 * Return: 0, -EINVAL for a pin another owner holds, or the driver's error.
 */
int pinmux_enable_setting(const struct pinctrl_setting *setting)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	const unsigned int *pins;
	unsigned int num_pins, i;
	int ret;

	ret = group_pins(setting, &pins, &num_pins);
	if (ret)
		num_pins = 0;
	for (i = 0; i < num_pins; i++) {
		ret = pin_request(pctldev, pins[i], setting->dev_name, NULL);
		if (ret)
			goto release;
	}
	for (i = 0; i < num_pins; i++) {
		struct pin_desc *desc = pin_desc_get(pctldev, pins[i]);

		mutex_lock(&desc->mux_lock);
		desc->mux_setting = &setting->data.mux;
		mutex_unlock(&desc->mux_lock);
	}
	ret = pctldev->desc->pmxops->set_mux(pctldev, setting->data.mux.func,
					     setting->data.mux.group);
	if (!ret)
		return 0;
	for (i = 0; i < num_pins; i++) {
		struct pin_desc *desc = pin_desc_get(pctldev, pins[i]);

		mutex_lock(&desc->mux_lock);
		desc->mux_setting = NULL;
		mutex_unlock(&desc->mux_lock);
	}
release:
	while (i--)
		pin_free(pctldev, pins[i], NULL);
	return ret;
}

/** pinmux_disable_setting() - give back the pins the setting holds */
void pinmux_disable_setting(const struct pinctrl_setting *setting)
{
	struct pinctrl_dev *pctldev = setting->pctldev;
	const unsigned int *pins;
	unsigned int num_pins, i;

	if (group_pins(setting, &pins, &num_pins))
		return;
	for (i = 0; i < num_pins; i++) {
		struct pin_desc *desc = pin_desc_get(pctldev, pins[i]);
		bool ours;

		if (!desc)
			continue;
		mutex_lock(&desc->mux_lock);
		ours = desc->mux_setting == &setting->data.mux;
		mutex_unlock(&desc->mux_lock);
		if (ours)
			pin_free(pctldev, pins[i], NULL);
	}
}

/* --- GPIO ---------------------------------------------------------------- */

/** pinmux_can_be_used_for_gpio() - not muxed away on a strict controller */
bool pinmux_can_be_used_for_gpio(struct pinctrl_dev *pctldev, unsigned int pin)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;
	struct pin_desc *desc = pin_desc_get(pctldev, pin);
	bool ok;

	if (!desc || !ops || !ops->strict)
		return true;
	mutex_lock(&desc->mux_lock);
	ok = !desc->mux_usecount;
	mutex_unlock(&desc->mux_lock);
	return ok;
}

/** pinmux_claim_gpio() - take @pin of @range for GPIO, for @owner */
int pinmux_claim_gpio(struct pinctrl_dev *pctldev,
		      struct pinctrl_gpio_range *range, unsigned int pin,
		      const char *owner)
{
	if (!pctldev->desc->pmxops)
		return 0;
	return pin_request(pctldev, pin, owner ? owner : "gpio", range);
}

/** pinmux_free_gpio() - give back a pin pinmux_claim_gpio() took */
void pinmux_free_gpio(struct pinctrl_dev *pctldev, unsigned int pin,
		      struct pinctrl_gpio_range *range)
{
	if (pctldev->desc->pmxops)
		pin_free(pctldev, pin, range);
}

/** pinmux_gpio_direction() - the driver's gpio_set_direction(), if any */
int pinmux_gpio_direction(struct pinctrl_dev *pctldev,
			  struct pinctrl_gpio_range *range, unsigned int pin,
			  bool input)
{
	const struct pinmux_ops *ops = pctldev->desc->pmxops;

	if (ops && ops->gpio_set_direction)
		return ops->gpio_set_direction(pctldev, range, pin, input);
	return 0;
}
