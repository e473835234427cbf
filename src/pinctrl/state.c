// SPDX-License-Identifier: MIT
/*
 * state.c - a device's pin-control handle and its states: built from the
 * device tree's "pinctrl-N"/"pinctrl-names" (each configuration node
 * turned into maps by its controller's dt_node_to_map()) and from the
 * machine's mapping tables; selecting a state; and pinctrl_bind_pins(),
 * which the driver core calls before each probe, with the states it binds
 * kept in a side table (struct device does not grow) for the
 * pinctrl_pm_select_*_state() calls.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/of.h>
#include <linux/pinctrl/consumer.h>
#include <linux/pinctrl/devinfo.h>
#include <linux/pinctrl/machine.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>
#include <platdev/features.h>

#include "pinctrl/core.h"

/* The handles, one per device (pinctrl_get() counts users). */
static LIST_HEAD(pinctrl_list);

/* The machine's mapping tables (pinctrl_register_mappings()). */
struct pinctrl_maps {
	struct list_head node;
	const struct pinctrl_map *maps;
	unsigned int num_maps;
};
static LIST_HEAD(pinctrl_maps);
static bool pinctrl_dummy_state;

/* --- the machine's tables ------------------------------------------------ */

int pinctrl_register_mappings(const struct pinctrl_map *maps,
			      unsigned int num_maps)
{
	struct pinctrl_maps *entry;
	unsigned int i;

	for (i = 0; i < num_maps; i++) {
		const struct pinctrl_map *m = &maps[i];

		if (!m->dev_name || !m->name)
			return -EINVAL;
		if (m->type == PIN_MAP_TYPE_DUMMY_STATE)
			continue;
		if (!m->ctrl_dev_name)
			return -EINVAL;
		switch (m->type) {
		case PIN_MAP_TYPE_MUX_GROUP:
			if (!m->data.mux.function)
				return -EINVAL;
			break;
		case PIN_MAP_TYPE_CONFIGS_PIN:
		case PIN_MAP_TYPE_CONFIGS_GROUP:
			if (!m->data.configs.group_or_pin ||
			    !m->data.configs.num_configs)
				return -EINVAL;
			break;
		default:
			return -EINVAL;
		}
	}
	entry = kzalloc(sizeof(*entry), GFP_KERNEL);
	if (!entry)
		return -ENOMEM;
	entry->maps = maps;
	entry->num_maps = num_maps;
	mutex_lock(&pinctrl_core_mutex);
	list_add_tail(&entry->node, &pinctrl_maps);
	mutex_unlock(&pinctrl_core_mutex);
	return 0;
}

void pinctrl_unregister_mappings(const struct pinctrl_map *map)
{
	struct pinctrl_maps *entry;

	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(entry, &pinctrl_maps, node) {
		if (entry->maps == map) {
			list_del(&entry->node);
			kfree(entry);
			break;
		}
	}
	mutex_unlock(&pinctrl_core_mutex);
}

void pinctrl_provide_dummies(void)
{
	pinctrl_dummy_state = true;
}

/* --- building a handle --------------------------------------------------- */

static struct pinctrl_state *find_state(struct pinctrl *p, const char *name)
{
	struct pinctrl_state *s;

	list_for_each_entry(s, &p->states, node)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

static struct pinctrl_state *create_state(struct pinctrl *p, const char *name)
{
	struct pinctrl_state *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return ERR_PTR(-ENOMEM);
	s->name = name;
	INIT_LIST_HEAD(&s->settings);
	list_add_tail(&s->node, &p->states);
	return s;
}

/*
 * Add the setting of @map to @p, on @pctldev (NULL: the controller its
 * ctrl_dev_name names). Return: 0, -EPROBE_DEFER for a controller not
 * registered yet, -EINVAL for an unknown group, function or pin, -ENOMEM.
 */
static int add_setting(struct pinctrl *p, struct pinctrl_dev *pctldev,
		       const struct pinctrl_map *map)
{
	struct pinctrl_state *s = find_state(p, map->name);
	struct pinctrl_setting *setting;
	int ret;

	if (!s)
		s = create_state(p, map->name);
	if (IS_ERR(s))
		return (int)PTR_ERR(s);
	if (map->type == PIN_MAP_TYPE_DUMMY_STATE)
		return 0;
	if (!pctldev)
		pctldev = get_pinctrl_dev_from_devname(map->ctrl_dev_name);
	if (!pctldev) {
		dev_info(p->dev, "pin controller %s not registered yet\n",
			 map->ctrl_dev_name);
		return -EPROBE_DEFER;
	}
	setting = kzalloc(sizeof(*setting), GFP_KERNEL);
	if (!setting)
		return -ENOMEM;
	setting->type = map->type;
	setting->pctldev = pctldev;
	setting->dev_name = map->dev_name;
	if (map->type == PIN_MAP_TYPE_MUX_GROUP)
		ret = pinmux_map_to_setting(map, setting);
	else
		ret = pinconf_map_to_setting(map, setting);
	if (ret) {
		kfree(setting);
		return ret;
	}
	list_add_tail(&setting->node, &s->settings);
	return 0;
}

/* Free @p's maps from dt_node_to_map(). */
static void dt_free_maps(struct pinctrl *p)
{
	struct pinctrl_dt_map *dt, *n;

	list_for_each_entry_safe(dt, n, &p->dt_maps, node) {
		const struct pinctrl_ops *ops = dt->pctldev->desc->pctlops;

		list_del(&dt->node);
		if (ops->dt_free_map)
			ops->dt_free_map(dt->pctldev, dt->map, dt->num_maps);
		else
			kfree(dt->map);
		kfree(dt);
	}
}

/*
 * The controller of configuration node @np_config: its nearest ancestor
 * that is a registered controller (@hog when it is @p's own device).
 * Return: it, or ERR_PTR(-EPROBE_DEFER) while none is, ERR_PTR(-ENODEV)
 * for a node under @p's own device that is no hog (Linux's same rule).
 */
static struct pinctrl_dev *config_controller(struct pinctrl *p,
					     struct pinctrl_dev *hog,
					     struct device_node *np_config)
{
	struct device_node *np;
	struct pinctrl_dev *pctldev;

	for (np = np_config->parent; np && np->parent; np = np->parent) {
		if (hog && np == p->dev->of_node)
			return hog;
		pctldev = get_pinctrl_dev_from_of_node(np);
		if (pctldev)
			return pctldev;
		if (np == p->dev->of_node)
			return ERR_PTR(-ENODEV);
	}
	return ERR_PTR(-EPROBE_DEFER);
}

/* The maps of @np_config for state @statename, added to @p. */
static int dt_one_config(struct pinctrl *p, struct pinctrl_dev *hog,
			 const char *statename, struct device_node *np_config)
{
	struct pinctrl_dev *pctldev = config_controller(p, hog, np_config);
	const struct pinctrl_ops *ops;
	struct pinctrl_dt_map *dt;
	struct pinctrl_map *map;
	unsigned int num_maps, i;
	int ret;

	if (IS_ERR(pctldev))
		return (int)PTR_ERR(pctldev);
	ops = pctldev->desc->pctlops;
	if (!ops->dt_node_to_map) {
		dev_err(p->dev, "pin controller %s cannot parse DT\n",
			dev_name(pctldev->dev));
		return -ENODEV;
	}
	ret = ops->dt_node_to_map(pctldev, np_config, &map, &num_maps);
	if (ret < 0)
		return ret;
	dt = kzalloc(sizeof(*dt), GFP_KERNEL);
	if (!dt) {
		if (ops->dt_free_map)
			ops->dt_free_map(pctldev, map, num_maps);
		return -ENOMEM;
	}
	dt->pctldev = pctldev;
	dt->map = map;
	dt->num_maps = num_maps;
	list_add_tail(&dt->node, &p->dt_maps);
	for (i = 0; i < num_maps; i++) {
		map[i].dev_name = dev_name(p->dev);
		map[i].name = statename;
		map[i].ctrl_dev_name = dev_name(pctldev->dev);
		ret = add_setting(p, pctldev, &map[i]);
		if (ret)
			return ret;
	}
	return 0;
}

/*
 * The states of @p's device from its node. Return: 0, -ENODEV for a node
 * without "pinctrl-0", or an error of a configuration.
 */
static int dt_to_states(struct pinctrl *p, struct pinctrl_dev *hog)
{
	struct device_node *np = p->dev->of_node;
	int state, ret;

	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return 0;
	for (state = 0;; state++) {
		struct property *prop;
		const char *statename;
		const __be32 *list;
		char propname[24];
		int size, i;

		snprintf(propname, sizeof(propname), "pinctrl-%d", state);
		prop = of_find_property(np, propname, &size);
		if (!prop)
			return state ? 0 : -ENODEV;
		list = prop->value;
		size /= (int)sizeof(*list);
		if (of_property_read_string_index(np, "pinctrl-names", state,
						  &statename))
			statename = prop->name + strlen("pinctrl-");
		if (!size) {
			/* An empty list: a state that sets nothing. */
			struct pinctrl_state *s = find_state(p, statename);

			if (!s && IS_ERR(create_state(p, statename)))
				return -ENOMEM;
			continue;
		}
		for (i = 0; i < size; i++) {
			struct device_node *np_config =
				of_find_node_by_phandle(be32_to_cpup(list + i));

			if (!np_config) {
				dev_err(p->dev, "%s: invalid phandle\n",
					propname);
				return -EINVAL;
			}
			ret = dt_one_config(p, hog, statename, np_config);
			of_node_put(np_config);
			if (ret)
				return ret;
		}
	}
}

static void free_handle(struct pinctrl *p)
{
	struct pinctrl_state *s, *ns;
	struct pinctrl_setting *set, *nset;

	list_for_each_entry_safe(s, ns, &p->states, node) {
		list_for_each_entry_safe(set, nset, &s->settings, node) {
			if (s == p->state &&
			    set->type == PIN_MAP_TYPE_MUX_GROUP)
				pinmux_disable_setting(set);
			list_del(&set->node);
			kfree(set);
		}
		list_del(&s->node);
		kfree(s);
	}
	dt_free_maps(p);
	kfree(p);
}

/* Build @dev's handle; @hog: the controller @dev registers (hogs). */
static struct pinctrl *create_handle(struct device *dev,
				     struct pinctrl_dev *hog)
{
	const char *devname = dev_name(dev);
	struct pinctrl_maps *entry;
	struct pinctrl *p;
	unsigned int i;
	int ret;

	p = kzalloc(sizeof(*p), GFP_KERNEL);
	if (!p)
		return ERR_PTR(-ENOMEM);
	p->dev = dev;
	INIT_LIST_HEAD(&p->states);
	INIT_LIST_HEAD(&p->dt_maps);
	kref_init(&p->users);

	ret = dt_to_states(p, hog);
	if (ret == -ENODEV)
		ret = 0;
	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(entry, &pinctrl_maps, node) {
		for (i = 0; !ret && i < entry->num_maps; i++) {
			const struct pinctrl_map *m = &entry->maps[i];
			struct pinctrl_dev *pd = NULL;

			if (strcmp(m->dev_name, devname))
				continue;
			if (hog && m->ctrl_dev_name &&
			    !strcmp(m->ctrl_dev_name, devname))
				pd = hog;
			mutex_unlock(&pinctrl_core_mutex);
			ret = add_setting(p, pd, m);
			mutex_lock(&pinctrl_core_mutex);
		}
	}
	mutex_unlock(&pinctrl_core_mutex);
	if (!ret && list_empty(&p->states))
		ret = -ENODEV;
	if (ret) {
		free_handle(p);
		return ERR_PTR(ret);
	}
	mutex_lock(&pinctrl_core_mutex);
	list_add_tail(&p->node, &pinctrl_list);
	mutex_unlock(&pinctrl_core_mutex);
	return p;
}

/** pinctrl_create_hog() - the handle of a controller's own states */
struct pinctrl *pinctrl_create_hog(struct pinctrl_dev *pctldev)
{
	return create_handle(pctldev->dev, pctldev);
}

struct pinctrl *pinctrl_get(struct device *dev)
{
	struct pinctrl *p;

	if (!dev)
		return ERR_PTR(-EINVAL);
	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(p, &pinctrl_list, node) {
		if (p->dev == dev) {
			kref_get(&p->users);
			mutex_unlock(&pinctrl_core_mutex);
			return p;
		}
	}
	mutex_unlock(&pinctrl_core_mutex);
	return create_handle(dev, NULL);
}

static void release_handle(struct kref *kref)
{
	struct pinctrl *p = container_of(kref, struct pinctrl, users);

	list_del(&p->node);
	free_handle(p);
}

void pinctrl_put(struct pinctrl *p)
{
	if (IS_ERR_OR_NULL(p))
		return;
	mutex_lock(&pinctrl_core_mutex);
	kref_put(&p->users, release_handle);
	mutex_unlock(&pinctrl_core_mutex);
}

struct pinctrl_state *pinctrl_lookup_state(struct pinctrl *p, const char *name)
{
	struct pinctrl_state *s;

	if (IS_ERR_OR_NULL(p) || !name)
		return ERR_PTR(-EINVAL);
	mutex_lock(&pinctrl_core_mutex);
	s = find_state(p, name);
	if (!s && pinctrl_dummy_state)
		s = create_state(p, name);
	mutex_unlock(&pinctrl_core_mutex);
	if (!s) {
		dev_dbg(p->dev, "no pin state %s\n", name);
		return ERR_PTR(-ENODEV);
	}
	return s;
}

/** pinctrl_state_event() - "dev <name> state <state>" on each controller */
void pinctrl_state_event(struct pinctrl *p, struct pinctrl_state *s)
{
	struct pinctrl_setting *set;
	struct pinctrl_dev *last = NULL;

	list_for_each_entry(set, &s->settings, node) {
		struct pinctrl_dev_priv *priv = pctldev_priv(set->pctldev);

		if (set->pctldev == last || !priv->cdev.class)
			continue;
		last = set->pctldev;
		platdev_class_device_event(&priv->cdev, "dev %s state %s",
					   dev_name(p->dev), s->name);
	}
}

/* Mux and configure the pins of @s; undo its muxes on failure. */
static int apply_state(struct pinctrl *p, struct pinctrl_state *s)
{
	struct pinctrl_setting *set, *undo;
	int ret = 0;

	list_for_each_entry(set, &s->settings, node) {
		if (set->type == PIN_MAP_TYPE_MUX_GROUP)
			ret = pinmux_enable_setting(set);
		else
			ret = pinconf_apply_setting(set);
		if (ret)
			goto fail;
	}
	return 0;
fail:
	list_for_each_entry(undo, &s->settings, node) {
		if (undo == set)
			break;
		if (undo->type == PIN_MAP_TYPE_MUX_GROUP)
			pinmux_disable_setting(undo);
	}
	dev_dbg(p->dev, "pin state %s not selected: %d\n", s->name, ret);
	return ret;
}

int pinctrl_select_state(struct pinctrl *p, struct pinctrl_state *s)
{
	struct pinctrl_state *old;
	struct pinctrl_setting *set;
	int ret;

	if (IS_ERR_OR_NULL(p) || IS_ERR_OR_NULL(s))
		return -EINVAL;
	old = p->state;
	if (old == s)
		return 0;
	if (old)
		list_for_each_entry(set, &old->settings, node)
			if (set->type == PIN_MAP_TYPE_MUX_GROUP)
				pinmux_disable_setting(set);
	p->state = NULL;
	ret = apply_state(p, s);
	if (ret) {
		/* As Linux: back to the state the device had. */
		if (old && !apply_state(p, old))
			p->state = old;
		return ret;
	}
	p->state = s;
	pinctrl_state_event(p, s);
	return 0;
}

/* --- managed handles ----------------------------------------------------- */

static void devm_pinctrl_release(struct device *dev, void *res)
{
	(void)dev;
	pinctrl_put(*(struct pinctrl **)res);
}

static int devm_pinctrl_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct pinctrl **)res == data;
}

struct pinctrl *devm_pinctrl_get(struct device *dev)
{
	struct pinctrl **ptr, *p;

	ptr = devres_alloc(devm_pinctrl_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return ERR_PTR(-ENOMEM);
	p = pinctrl_get(dev);
	if (IS_ERR(p)) {
		devres_free(ptr);
		return p;
	}
	*ptr = p;
	devres_add(dev, ptr);
	return p;
}

void devm_pinctrl_put(struct pinctrl *p)
{
	if (IS_ERR_OR_NULL(p))
		return;
	WARN_ON(devres_release(p->dev, devm_pinctrl_release, devm_pinctrl_match,
			       p));
}

/* --- the states the driver core binds ------------------------------------ */

/* A device's struct dev_pin_info, in the side table while it is bound. */
struct pin_info_entry {
	struct list_head node;
	struct device *dev;
	struct dev_pin_info pins;
};
static LIST_HEAD(pin_info_table);

static struct dev_pin_info *dev_pins(struct device *dev)
{
	struct pin_info_entry *e;
	struct dev_pin_info *pins = NULL;

	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(e, &pin_info_table, node) {
		if (e->dev == dev) {
			pins = &e->pins;
			break;
		}
	}
	mutex_unlock(&pinctrl_core_mutex);
	return pins;
}

static void pin_info_release(struct device *dev, void *res)
{
	struct pin_info_entry *e = res;

	(void)dev;
	mutex_lock(&pinctrl_core_mutex);
	list_del(&e->node);
	mutex_unlock(&pinctrl_core_mutex);
}

struct pinctrl *dev_pinctrl(struct device *dev)
{
	struct dev_pin_info *pins = dev_pins(dev);

	return pins ? pins->p : NULL;
}

/* Whether anything gives @dev pin states (else binding costs nothing). */
static bool has_pin_states(struct device *dev)
{
	struct pinctrl_maps *entry;
	unsigned int i;
	bool found = false;

	if (platdev_has(PLATDEV_FEAT_OF) && dev->of_node &&
	    of_property_present(dev->of_node, "pinctrl-0"))
		return true;
	mutex_lock(&pinctrl_core_mutex);
	list_for_each_entry(entry, &pinctrl_maps, node)
		for (i = 0; !found && i < entry->num_maps; i++)
			found = !strcmp(entry->maps[i].dev_name, dev_name(dev));
	mutex_unlock(&pinctrl_core_mutex);
	return found;
}

static struct pinctrl_state *lookup_optional(struct pinctrl *p,
					     const char *name)
{
	struct pinctrl_state *s = pinctrl_lookup_state(p, name);

	return IS_ERR(s) ? NULL : s;
}

int pinctrl_bind_pins(struct device *dev)
{
	struct pin_info_entry *e;
	struct pinctrl_state *first;
	int ret;

	if (!has_pin_states(dev))
		return 0;
	e = devres_alloc(pin_info_release, sizeof(*e), GFP_KERNEL);
	if (!e)
		return -ENOMEM;
	e->dev = dev;
	e->pins.p = devm_pinctrl_get(dev);
	if (IS_ERR(e->pins.p)) {
		ret = (int)PTR_ERR(e->pins.p);
		dev_dbg(dev, "no pinctrl handle: %d\n", ret);
		devres_free(e);
		goto out;
	}
	e->pins.default_state =
		lookup_optional(e->pins.p, PINCTRL_STATE_DEFAULT);
	if (!e->pins.default_state) {
		/* As Linux: a handle without "default" binds nothing. */
		devm_pinctrl_put(e->pins.p);
		devres_free(e);
		return 0;
	}
	e->pins.init_state = lookup_optional(e->pins.p, PINCTRL_STATE_INIT);
	first = e->pins.init_state ?: e->pins.default_state;
	ret = pinctrl_select_state(e->pins.p, first);
	if (ret) {
		dev_err(dev, "failed to select pin state %s: %d\n", first->name,
			ret);
		devm_pinctrl_put(e->pins.p);
		devres_free(e);
		goto out;
	}
	if (platdev_has(PLATDEV_FEAT_PM)) {
		e->pins.sleep_state =
			lookup_optional(e->pins.p, PINCTRL_STATE_SLEEP);
		e->pins.idle_state =
			lookup_optional(e->pins.p, PINCTRL_STATE_IDLE);
	}
	mutex_lock(&pinctrl_core_mutex);
	list_add_tail(&e->node, &pin_info_table);
	mutex_unlock(&pinctrl_core_mutex);
	devres_add(dev, e);
	return 0;
out:
	/* As Linux: deferral and -EINVAL fail the probe, the rest do not. */
	if (ret == -EPROBE_DEFER || ret == -EINVAL || ret == -ENOMEM)
		return ret;
	return 0;
}

int pinctrl_init_done(struct device *dev)
{
	struct dev_pin_info *pins = dev_pins(dev);
	int ret;

	if (!pins || !pins->init_state || pins->p->state != pins->init_state)
		return 0;
	ret = pinctrl_select_state(pins->p, pins->default_state);
	if (ret)
		dev_err(dev, "failed to select default pin state: %d\n", ret);
	return ret;
}

/* Select @dev's bound state @which (an offset in struct dev_pin_info). */
static int select_bound(struct device *dev, size_t which)
{
	struct dev_pin_info *pins = dev_pins(dev);
	struct pinctrl_state *s;
	int ret;

	if (!pins)
		return 0;
	s = *(struct pinctrl_state **)((char *)pins + which);
	if (!s)
		return 0;
	ret = pinctrl_select_state(pins->p, s);
	if (ret)
		dev_err(dev, "failed to select pin state %s: %d\n", s->name,
			ret);
	return ret;
}

int pinctrl_select_default_state(struct device *dev)
{
	return select_bound(dev, offsetof(struct dev_pin_info, default_state));
}

int pinctrl_pm_select_default_state(struct device *dev)
{
	return pinctrl_select_default_state(dev);
}

int pinctrl_pm_select_sleep_state(struct device *dev)
{
	return select_bound(dev, offsetof(struct dev_pin_info, sleep_state));
}

int pinctrl_pm_select_idle_state(struct device *dev)
{
	return select_bound(dev, offsetof(struct dev_pin_info, idle_state));
}
