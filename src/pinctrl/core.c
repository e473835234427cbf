// SPDX-License-Identifier: MIT
/*
 * core.c - pin controllers: registering one with its pins, finding one by
 * device name or device-tree node, GPIO ranges and the GPIO calls of
 * linux/pinctrl/consumer.h (a line's pin muxed to GPIO on request, through
 * pinctrl_add_gpio_range() or the chip's "gpio-ranges"), and each
 * controller's class device "pinctrl".
 */
#include <linux/bug.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gpio/driver.h>
#include <linux/of.h>
#include <linux/pinctrl/consumer.h>
#include <linux/pinctrl/pinconf-generic.h>
#include <linux/pinctrl/pinconf.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/pinctrl/pinmux.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <platdev/features.h>

#include "pinctrl/core.h"

/* Guards the controller list and every handle's list of states. */
DEFINE_MUTEX(pinctrl_core_mutex);
static LIST_HEAD(pinctrldev_list);

const char *pinctrl_dev_get_name(struct pinctrl_dev *pctldev)
{
	return pctldev->desc->name;
}

const char *pinctrl_dev_get_devname(struct pinctrl_dev *pctldev)
{
	return dev_name(pctldev->dev);
}

void *pinctrl_dev_get_drvdata(struct pinctrl_dev *pctldev)
{
	return pctldev->driver_data;
}

/* Core mutex held. Enabled controllers only. */
static struct pinctrl_dev *find_locked(const char *devname,
				       const struct device_node *np)
{
	struct pinctrl_dev *pctldev;

	list_for_each_entry(pctldev, &pinctrldev_list, node) {
		if (devname && !strcmp(dev_name(pctldev->dev), devname))
			return pctldev;
		if (np && pctldev->dev->of_node == np)
			return pctldev;
	}
	return NULL;
}

/* The enabled controller named @devname or of node @np, or NULL. */
static struct pinctrl_dev *find_enabled(const char *devname,
					const struct device_node *np)
{
	struct pinctrl_dev *pctldev;

	if (!devname && !np)
		return NULL;
	mutex_lock(&pinctrl_core_mutex);
	pctldev = find_locked(devname, np);
	mutex_unlock(&pinctrl_core_mutex);
	return pctldev;
}

/**
 * get_pinctrl_dev_from_devname() - the enabled controller of the device
 * named @dev_name, or NULL
 */
struct pinctrl_dev *get_pinctrl_dev_from_devname(const char *dev_name)
{
	return find_enabled(dev_name, NULL);
}

/** get_pinctrl_dev_from_of_node() - the enabled controller of @np, or NULL */
struct pinctrl_dev *get_pinctrl_dev_from_of_node(struct device_node *np)
{
	return find_enabled(NULL, np);
}

struct pinctrl_dev *of_pinctrl_get(struct device_node *np)
{
	return get_pinctrl_dev_from_of_node(np);
}

/** pin_get_from_name() - the number of the pin named @name, or -EINVAL */
int pin_get_from_name(struct pinctrl_dev *pctldev, const char *name)
{
	unsigned int i;

	for (i = 0; i < pctldev->desc->npins; i++) {
		unsigned int pin = pctldev->desc->pins[i].number;
		struct pin_desc *desc = pin_desc_get(pctldev, pin);

		if (desc && desc->name && !strcmp(name, desc->name))
			return (int)pin;
	}
	return -EINVAL;
}

/** pinctrl_get_group_selector() - the selector of group @pin_group */
int pinctrl_get_group_selector(struct pinctrl_dev *pctldev,
			       const char *pin_group)
{
	const struct pinctrl_ops *ops = pctldev->desc->pctlops;
	int n = ops->get_groups_count(pctldev);
	int i;

	for (i = 0; i < n; i++) {
		const char *name =
			ops->get_group_name(pctldev, (unsigned int)i);

		if (name && !strcmp(name, pin_group))
			return i;
	}
	dev_err(pctldev->dev, "does not have pin group %s\n", pin_group);
	return -EINVAL;
}

int pinctrl_get_group_pins(struct pinctrl_dev *pctldev, const char *pin_group,
			   const unsigned int **pins, unsigned int *num_pins)
{
	const struct pinctrl_ops *ops = pctldev->desc->pctlops;
	int sel;

	if (!ops->get_group_pins)
		return -EINVAL;
	sel = pinctrl_get_group_selector(pctldev, pin_group);
	if (sel < 0)
		return sel;
	return ops->get_group_pins(pctldev, (unsigned int)sel, pins, num_pins);
}

/* --- pins ---------------------------------------------------------------- */

/* Free the first @n pins' descriptors and the tree's own storage. */
static void free_pins(struct pinctrl_dev *pctldev, unsigned int n)
{
	const struct pinctrl_pin_desc *pins = pctldev->desc->pins;
	unsigned int i;

	for (i = 0; i < n; i++) {
		struct pin_desc *desc = radix_tree_delete(
			&pctldev->pin_desc_tree, pins[i].number);

		if (!desc)
			continue;
		mutex_destroy(&desc->mux_lock);
		if (desc->dynamic_name)
			kfree(desc->name);
		kfree(desc);
	}
	xa_destroy(&pctldev->pin_desc_tree);
}

static int register_one_pin(struct pinctrl_dev *pctldev,
			    const struct pinctrl_pin_desc *pin)
{
	struct pin_desc *desc;
	int ret;

	if (pin_desc_get(pctldev, pin->number)) {
		dev_err(pctldev->dev, "pin %u already registered\n",
			pin->number);
		return -EINVAL;
	}
	desc = kzalloc(sizeof(*desc), GFP_KERNEL);
	if (!desc)
		return -ENOMEM;
	desc->pctldev = pctldev;
	desc->drv_data = pin->drv_data;
	mutex_init(&desc->mux_lock);
	if (pin->name) {
		desc->name = pin->name;
	} else {
		desc->name = kasprintf(GFP_KERNEL, "PIN%u", pin->number);
		if (!desc->name) {
			mutex_destroy(&desc->mux_lock);
			kfree(desc);
			return -ENOMEM;
		}
		desc->dynamic_name = true;
	}
	ret = radix_tree_insert(&pctldev->pin_desc_tree, pin->number, desc);
	if (ret) {
		mutex_destroy(&desc->mux_lock);
		if (desc->dynamic_name)
			kfree(desc->name);
		kfree(desc);
	}
	return ret;
}

/* --- registration -------------------------------------------------------- */

static int check_ops(struct pinctrl_dev *pctldev)
{
	const struct pinctrl_ops *ops = pctldev->desc->pctlops;

	if (!ops || !ops->get_groups_count || !ops->get_group_name)
		return -EINVAL;
	return 0;
}

int pinctrl_register_and_init(struct pinctrl_desc *pctldesc, struct device *dev,
			      void *driver_data, struct pinctrl_dev **pctldev)
{
	struct pinctrl_dev_priv *priv;
	struct pinctrl_dev *pd;
	unsigned int i;
	int ret;

	if (!platdev_has(PLATDEV_FEAT_PINCTRL))
		return -EOPNOTSUPP;
	if (!pctldesc || !pctldesc->name || !dev || !pctldev)
		return -EINVAL;
	priv = kzalloc(sizeof(*priv), GFP_KERNEL);
	if (!priv)
		return -ENOMEM;
	pd = &priv->pctldev;
	pd->owner = pctldesc->owner;
	pd->desc = pctldesc;
	pd->driver_data = driver_data;
	pd->dev = dev;
	INIT_RADIX_TREE(&pd->pin_desc_tree, GFP_KERNEL);
	INIT_RADIX_TREE(&pd->pin_group_tree, GFP_KERNEL);
	INIT_RADIX_TREE(&pd->pin_function_tree, GFP_KERNEL);
	INIT_LIST_HEAD(&pd->gpio_ranges);
	INIT_LIST_HEAD(&pd->node);
	mutex_init(&pd->mutex);

	ret = check_ops(pd);
	if (!ret && pctldesc->pmxops)
		ret = pinmux_check_ops(pd);
	if (!ret && pctldesc->confops)
		ret = pinconf_check_ops(pd);
	if (ret) {
		dev_err(dev, "pin controller %s: missing operations\n",
			pctldesc->name);
		goto fail;
	}
	for (i = 0; i < pctldesc->npins; i++) {
		ret = register_one_pin(pd, &pctldesc->pins[i]);
		if (ret) {
			free_pins(pd, i);
			goto fail;
		}
	}
	*pctldev = pd;
	return 0;
fail:
	mutex_destroy(&pd->mutex);
	kfree(priv);
	return ret;
}

/* Record @p's hog states on the controller and select "default". */
static int claim_hogs(struct pinctrl_dev *pctldev)
{
	struct pinctrl *p = pinctrl_create_hog(pctldev);
	int ret;

	if (IS_ERR(p)) {
		/* As Linux: no hog maps (-ENODEV) is no error. */
		ret = (int)PTR_ERR(p);
		return ret == -ENODEV ? 0 : ret;
	}
	if (!p)
		return 0;
	pctldev->p = p;
	pctldev->hog_default = pinctrl_lookup_state(p, PINCTRL_STATE_DEFAULT);
	if (IS_ERR(pctldev->hog_default)) {
		pctldev->hog_default = NULL;
	} else {
		ret = pinctrl_select_state(p, pctldev->hog_default);
		if (ret) {
			dev_err(pctldev->dev, "failed to select hog state\n");
			pinctrl_put(p);
			pctldev->p = NULL;
			pctldev->hog_default = NULL;
			return ret;
		}
	}
	pctldev->hog_sleep = pinctrl_lookup_state(p, PINCTRL_STATE_SLEEP);
	if (IS_ERR(pctldev->hog_sleep))
		pctldev->hog_sleep = NULL;
	return 0;
}

int pinctrl_enable(struct pinctrl_dev *pctldev)
{
	struct pinctrl_dev_priv *priv = pctldev_priv(pctldev);
	int ret;

	ret = claim_hogs(pctldev);
	if (ret) {
		dev_err(pctldev->dev, "could not claim hogs: %d\n", ret);
		return ret;
	}
	priv->cdev.class = "pinctrl";
	priv->cdev.parent = pctldev->dev;
	priv->cdev.data = pctldev;
	strscpy(priv->cdev.name, dev_name(pctldev->dev),
		sizeof(priv->cdev.name));
	/* A second controller of one device keeps working, unlisted. */
	if (platdev_class_device_add(&priv->cdev))
		priv->cdev.class = NULL;
	mutex_lock(&pinctrl_core_mutex);
	list_add_tail(&pctldev->node, &pinctrldev_list);
	priv->enabled = true;
	mutex_unlock(&pinctrl_core_mutex);
	return 0;
}

struct pinctrl_dev *pinctrl_register(struct pinctrl_desc *pctldesc,
				     struct device *dev, void *driver_data)
{
	struct pinctrl_dev *pctldev;
	int ret;

	ret = pinctrl_register_and_init(pctldesc, dev, driver_data, &pctldev);
	if (ret)
		return ERR_PTR(ret);
	ret = pinctrl_enable(pctldev);
	if (ret) {
		pinctrl_unregister(pctldev);
		return ERR_PTR(ret);
	}
	return pctldev;
}

void pinctrl_unregister(struct pinctrl_dev *pctldev)
{
	struct pinctrl_dev_priv *priv;
	struct pinctrl_gpio_range *range, *n;

	if (IS_ERR_OR_NULL(pctldev))
		return;
	priv = pctldev_priv(pctldev);
	mutex_lock(&pinctrl_core_mutex);
	if (priv->enabled)
		list_del(&pctldev->node);
	priv->enabled = false;
	mutex_unlock(&pinctrl_core_mutex);
	if (priv->cdev.class)
		platdev_class_device_del(&priv->cdev);
	if (pctldev->p)
		pinctrl_put(pctldev->p);
	pinmux_generic_free_functions(pctldev);
	pinctrl_generic_free_groups(pctldev);
	free_pins(pctldev, pctldev->desc->npins);
	mutex_lock(&pctldev->mutex);
	list_for_each_entry_safe(range, n, &pctldev->gpio_ranges, node)
		list_del(&range->node);
	mutex_unlock(&pctldev->mutex);
	pinctrl_forget_chip_ranges(pctldev);
	mutex_destroy(&pctldev->mutex);
	kfree(priv);
}

static void devm_pinctrl_dev_release(struct device *dev, void *res)
{
	(void)dev;
	pinctrl_unregister(*(struct pinctrl_dev **)res);
}

static int devm_pinctrl_dev_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct pinctrl_dev **)res == data;
}

/* Hand @pctldev to @dev's managed resources, or unregister it. */
static int devm_adopt(struct device *dev, struct pinctrl_dev *pctldev)
{
	struct pinctrl_dev **ptr = devres_alloc(devm_pinctrl_dev_release,
						sizeof(*ptr), GFP_KERNEL);

	if (!ptr) {
		pinctrl_unregister(pctldev);
		return -ENOMEM;
	}
	*ptr = pctldev;
	devres_add(dev, ptr);
	return 0;
}

struct pinctrl_dev *devm_pinctrl_register(struct device *dev,
					  struct pinctrl_desc *pctldesc,
					  void *driver_data)
{
	struct pinctrl_dev *pctldev =
		pinctrl_register(pctldesc, dev, driver_data);
	int ret;

	if (IS_ERR(pctldev))
		return pctldev;
	ret = devm_adopt(dev, pctldev);
	return ret ? ERR_PTR(ret) : pctldev;
}

int devm_pinctrl_register_and_init(struct device *dev,
				   struct pinctrl_desc *pctldesc,
				   void *driver_data,
				   struct pinctrl_dev **pctldev)
{
	int ret =
		pinctrl_register_and_init(pctldesc, dev, driver_data, pctldev);

	if (ret)
		return ret;
	ret = devm_adopt(dev, *pctldev);
	if (ret)
		*pctldev = NULL;
	return ret;
}

void devm_pinctrl_unregister(struct device *dev, struct pinctrl_dev *pctldev)
{
	WARN_ON(devres_release(dev, devm_pinctrl_dev_release,
			       devm_pinctrl_dev_match, pctldev));
}

/** pinctrl_force_sleep() - select the controller's hog "sleep" state */
int pinctrl_force_sleep(struct pinctrl_dev *pctldev)
{
	if (!IS_ERR_OR_NULL(pctldev->hog_sleep))
		return pinctrl_select_state(pctldev->p, pctldev->hog_sleep);
	return 0;
}

/** pinctrl_force_default() - select the controller's hog "default" state */
int pinctrl_force_default(struct pinctrl_dev *pctldev)
{
	if (!IS_ERR_OR_NULL(pctldev->hog_default))
		return pinctrl_select_state(pctldev->p, pctldev->hog_default);
	return 0;
}

/* --- GPIO ranges --------------------------------------------------------- */

void pinctrl_add_gpio_range(struct pinctrl_dev *pctldev,
			    struct pinctrl_gpio_range *range)
{
	mutex_lock(&pctldev->mutex);
	list_add_tail(&range->node, &pctldev->gpio_ranges);
	mutex_unlock(&pctldev->mutex);
}

void pinctrl_add_gpio_ranges(struct pinctrl_dev *pctldev,
			     struct pinctrl_gpio_range *ranges,
			     unsigned int nranges)
{
	unsigned int i;

	for (i = 0; i < nranges; i++)
		pinctrl_add_gpio_range(pctldev, &ranges[i]);
}

void pinctrl_remove_gpio_range(struct pinctrl_dev *pctldev,
			       struct pinctrl_gpio_range *range)
{
	mutex_lock(&pctldev->mutex);
	list_del(&range->node);
	mutex_unlock(&pctldev->mutex);
}

struct pinctrl_dev *
pinctrl_find_and_add_gpio_range(const char *devname,
				struct pinctrl_gpio_range *range)
{
	struct pinctrl_dev *pctldev = get_pinctrl_dev_from_devname(devname);

	if (!pctldev)
		return ERR_PTR(-EPROBE_DEFER);
	pinctrl_add_gpio_range(pctldev, range);
	return pctldev;
}

/* The pin of line @offset of @range (offset from the range's first line). */
static unsigned int range_pin(const struct pinctrl_gpio_range *range,
			      unsigned int offset)
{
	return range->pins ? range->pins[offset] : range->pin_base + offset;
}

struct pinctrl_gpio_range *
pinctrl_find_gpio_range_from_pin(struct pinctrl_dev *pctldev, unsigned int pin)
{
	struct pinctrl_gpio_range *range;
	unsigned int i;

	mutex_lock(&pctldev->mutex);
	list_for_each_entry(range, &pctldev->gpio_ranges, node)
		for (i = 0; i < range->npins; i++)
			if (range_pin(range, i) == pin)
				goto out;
	range = NULL;
out:
	mutex_unlock(&pctldev->mutex);
	return range;
}

/*
 * Where line @offset of @gc sits: a range some controller was given
 * (pinctrl_add_gpio_range() or gpiochip_add_pin_range(): by chip, @base
 * in the chip's offsets, as Linux 6.12; or by global number), else the chip's
 * "gpio-ranges" = <&controller gpio-offset pin-offset count>, described in
 * @tmp. Return: 0 and *@pctldev, *@range, *@pin; 1 for a line on no pin of
 * any controller; -EPROBE_DEFER for a "gpio-ranges" controller not
 * registered yet.
 */
static int gpio_line_pin(struct gpio_chip *gc, unsigned int offset,
			 struct pinctrl_dev **pctldev,
			 struct pinctrl_gpio_range **range,
			 struct pinctrl_gpio_range *tmp, unsigned int *pin)
{
	struct of_phandle_args args;
	struct pinctrl_dev *pd;
	struct pinctrl_gpio_range *r;
	struct device_node *np;
	int i;

	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(pd, &pinctrldev_list, node) {
		list_for_each_entry(r, &pd->gpio_ranges, node) {
			unsigned int line;

			if (r->gc == gc && offset >= r->base &&
			    offset - r->base < r->npins) {
				line = offset - r->base;
			} else if (!r->gc && gc->base >= 0 &&
				   (unsigned int)gc->base + offset >= r->base &&
				   (unsigned int)gc->base + offset <
					   r->base + r->npins) {
				line = (unsigned int)gc->base + offset -
				       r->base;
			} else {
				continue;
			}
			*pctldev = pd;
			*range = r;
			*pin = range_pin(r, line);
			mutex_unlock(&pinctrl_core_mutex);
			return 0;
		}
	}
	mutex_unlock(&pinctrl_core_mutex);

	np = gc->fwnode ? to_of_node(gc->fwnode) : NULL;
	if (!np && gc->parent)
		np = gc->parent->of_node;
	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return 1;
	for (i = 0;
	     !of_parse_phandle_with_fixed_args(np, "gpio-ranges", 3, i, &args);
	     i++) {
		u32 first = args.args[0], pin0 = args.args[1];
		u32 count = args.args[2];

		pd = get_pinctrl_dev_from_of_node(args.np);
		of_node_put(args.np);
		if (offset < first || offset - first >= count)
			continue;
		if (!pd)
			return -EPROBE_DEFER;
		memset(tmp, 0, sizeof(*tmp));
		tmp->name = gc->label;
		tmp->base = first;
		tmp->pin_base = pin0;
		tmp->npins = count;
		tmp->gc = gc;
		*pctldev = pd;
		*range = tmp;
		*pin = pin0 + (offset - first);
		return 0;
	}
	return 1;
}

bool pinctrl_gpio_can_use_line(struct gpio_chip *gc, unsigned int offset)
{
	struct pinctrl_gpio_range tmp, *range;
	struct pinctrl_dev *pctldev;
	unsigned int pin;

	if (gpio_line_pin(gc, offset, &pctldev, &range, &tmp, &pin))
		return true;
	return pinmux_can_be_used_for_gpio(pctldev, pin);
}

int pinctrl_gpio_request(struct gpio_chip *gc, unsigned int offset)
{
	struct pinctrl_gpio_range tmp, *range;
	struct pinctrl_dev *pctldev;
	unsigned int pin;
	int ret = gpio_line_pin(gc, offset, &pctldev, &range, &tmp, &pin);

	if (ret)
		return ret > 0 ? 0 : ret;
	return pinmux_claim_gpio(pctldev, range, pin, gc->label);
}

void pinctrl_gpio_free(struct gpio_chip *gc, unsigned int offset)
{
	struct pinctrl_gpio_range tmp, *range;
	struct pinctrl_dev *pctldev;
	unsigned int pin;

	if (!gpio_line_pin(gc, offset, &pctldev, &range, &tmp, &pin))
		pinmux_free_gpio(pctldev, pin, range);
}

static int gpio_direction(struct gpio_chip *gc, unsigned int offset, bool input)
{
	struct pinctrl_gpio_range tmp, *range;
	struct pinctrl_dev *pctldev;
	unsigned int pin;
	int ret = gpio_line_pin(gc, offset, &pctldev, &range, &tmp, &pin);

	if (ret)
		return ret > 0 ? 0 : ret;
	return pinmux_gpio_direction(pctldev, range, pin, input);
}

int pinctrl_gpio_direction_input(struct gpio_chip *gc, unsigned int offset)
{
	return gpio_direction(gc, offset, true);
}

int pinctrl_gpio_direction_output(struct gpio_chip *gc, unsigned int offset)
{
	return gpio_direction(gc, offset, false);
}

int pinctrl_gpio_set_config(struct gpio_chip *gc, unsigned int offset,
			    unsigned long config)
{
	struct pinctrl_gpio_range tmp, *range;
	struct pinctrl_dev *pctldev;
	unsigned int pin;
	int ret = gpio_line_pin(gc, offset, &pctldev, &range, &tmp, &pin);

	if (ret)
		return ret > 0 ? -ENOTSUPP : ret;
	return pinconf_set_config(pctldev, pin, &config, 1);
}
