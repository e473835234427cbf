// SPDX-License-Identifier: MIT
/*
 * devres.c - the managed regulator calls (undone when the driver unbinds,
 * in reverse order) and the bulk calls over several supplies.
 */
#include <linux/device.h>
#include <linux/regulator/consumer.h>
#include <linux/regulator/driver.h>
#include <linux/slab.h>

#include "regulator.h"

static void devm_regulator_release(void *res)
{
	regulator_put(res);
}

static struct regulator *devm_get(struct device *dev, const char *id,
				  struct regulator *(*get)(struct device *,
							   const char *))
{
	struct regulator *r = get(dev, id);
	int ret;

	if (IS_ERR(r))
		return r;
	ret = devm_add_action_or_reset(dev, devm_regulator_release, r);
	return ret ? ERR_PTR(ret) : r;
}

/**
 * devm_regulator_get() - regulator_get(), put when @dev's driver unbinds
 * @dev: the consumer
 * @id: the supply's name
 * Return: as regulator_get().
 */
struct regulator *devm_regulator_get(struct device *dev, const char *id)
{
	return devm_get(dev, id, regulator_get);
}
EXPORT_SYMBOL_GPL(devm_regulator_get);

/** devm_regulator_get_exclusive() - managed regulator_get_exclusive() */
struct regulator *devm_regulator_get_exclusive(struct device *dev,
					       const char *id)
{
	return devm_get(dev, id, regulator_get_exclusive);
}
EXPORT_SYMBOL_GPL(devm_regulator_get_exclusive);

/** devm_regulator_get_optional() - managed regulator_get_optional() */
struct regulator *devm_regulator_get_optional(struct device *dev,
					      const char *id)
{
	return devm_get(dev, id, regulator_get_optional);
}
EXPORT_SYMBOL_GPL(devm_regulator_get_optional);

/**
 * devm_regulator_put() - put a managed regulator before the unbind
 * @regulator: a handle of devm_regulator_get()
 */
void devm_regulator_put(struct regulator *regulator)
{
	devm_release_action(regulator->dev, devm_regulator_release, regulator);
}
EXPORT_SYMBOL_GPL(devm_regulator_put);

static void devm_regulator_disable_put(void *res)
{
	struct regulator *r = res;

	regulator_disable(r);
	regulator_put(r);
}

static int get_enable(struct device *dev, const char *id,
		      struct regulator **out,
		      struct regulator *(*get)(struct device *, const char *))
{
	struct regulator *r = get(dev, id);
	int ret;

	if (IS_ERR(r))
		return PTR_ERR(r);
	ret = regulator_enable(r);
	if (ret) {
		regulator_put(r);
		return ret;
	}
	ret = devm_add_action_or_reset(dev, devm_regulator_disable_put, r);
	if (!ret && out)
		*out = r;
	return ret;
}

/**
 * devm_regulator_get_enable() - get a supply and keep it on while @dev's
 * driver is bound
 * @dev: the consumer
 * @id: the supply's name
 * Return: 0 or the error of the get or the enable.
 */
int devm_regulator_get_enable(struct device *dev, const char *id)
{
	return get_enable(dev, id, NULL, regulator_get);
}
EXPORT_SYMBOL_GPL(devm_regulator_get_enable);

/**
 * devm_regulator_get_enable_optional() - devm_regulator_get_enable() of an
 * optional supply
 * @dev: the consumer
 * @id: the supply's name
 * Return: 0; -ENODEV when the tree names no such supply (for the caller
 * to ignore, as in Linux); the error of the get or the enable.
 */
int devm_regulator_get_enable_optional(struct device *dev, const char *id)
{
	return get_enable(dev, id, NULL, regulator_get_optional);
}
EXPORT_SYMBOL_GPL(devm_regulator_get_enable_optional);

/**
 * devm_regulator_get_enable_read_voltage() - the voltage of a supply kept
 * on while @dev's driver is bound
 * @dev: the consumer
 * @id: the supply's name
 * Return: microvolts, or a negative error (-ENODEV: no such supply).
 */
int devm_regulator_get_enable_read_voltage(struct device *dev, const char *id)
{
	struct regulator *r = NULL;
	int ret = get_enable(dev, id, &r, regulator_get_optional);

	if (ret)
		return ret;
	ret = regulator_get_voltage(r);
	if (ret < 0)
		devm_release_action(dev, devm_regulator_disable_put, r);
	return ret;
}
EXPORT_SYMBOL_GPL(devm_regulator_get_enable_read_voltage);

struct regulator_notifier_match {
	struct regulator *regulator;
	struct notifier_block *nb;
};

static void devm_regulator_notifier_release(struct device *dev, void *res)
{
	struct regulator_notifier_match *m = res;

	(void)dev;
	regulator_unregister_notifier(m->regulator, m->nb);
}

static int devm_regulator_match_notifier(struct device *dev, void *res,
					 void *data)
{
	struct regulator_notifier_match *m = res, *t = data;

	(void)dev;
	return m->regulator == t->regulator && m->nb == t->nb;
}

/**
 * devm_regulator_register_notifier() - regulator_register_notifier(),
 * unregistered when the consumer's driver unbinds
 * @regulator: the consumer's handle
 * @nb: the notifier block
 * Return: 0 or -ENOMEM.
 */
int devm_regulator_register_notifier(struct regulator *regulator,
				     struct notifier_block *nb)
{
	struct regulator_notifier_match *m;

	m = devres_alloc(devm_regulator_notifier_release, sizeof(*m),
			 GFP_KERNEL);
	if (!m)
		return -ENOMEM;
	m->regulator = regulator;
	m->nb = nb;
	regulator_register_notifier(regulator, nb);
	devres_add(regulator->dev, m);
	return 0;
}
EXPORT_SYMBOL_GPL(devm_regulator_register_notifier);

/** devm_regulator_unregister_notifier() - undo it before the unbind */
void devm_regulator_unregister_notifier(struct regulator *regulator,
					struct notifier_block *nb)
{
	struct regulator_notifier_match m = { regulator, nb };

	WARN_ON(devres_release(regulator->dev, devm_regulator_notifier_release,
			       devm_regulator_match_notifier, &m));
}
EXPORT_SYMBOL_GPL(devm_regulator_unregister_notifier);

static void devm_regulator_unregister(void *res)
{
	regulator_unregister(res);
}

/**
 * devm_regulator_register() - regulator_register(), unregistered when
 * @dev's driver unbinds
 * @dev: the driver's device
 * @regulator_desc: the description
 * @config: the configuration
 * Return: as regulator_register().
 */
struct regulator_dev *
devm_regulator_register(struct device *dev,
			const struct regulator_desc *regulator_desc,
			const struct regulator_config *config)
{
	struct regulator_dev *rdev;
	int ret;

	rdev = regulator_register(dev, regulator_desc, config);
	if (IS_ERR(rdev))
		return rdev;
	ret = devm_add_action_or_reset(dev, devm_regulator_unregister, rdev);
	return ret ? ERR_PTR(ret) : rdev;
}
EXPORT_SYMBOL_GPL(devm_regulator_register);

/* --- bulk ------------------------------------------------------------ */

/* Get each supply of @consumers with @get; on an error, put those got. */
static int bulk_get(struct device *dev, int num_consumers,
		    struct regulator_bulk_data *consumers,
		    struct regulator *(*get)(struct device *, const char *))
{
	int i, ret = 0;

	for (i = 0; i < num_consumers; i++)
		consumers[i].consumer = NULL;
	for (i = 0; i < num_consumers; i++) {
		consumers[i].consumer = get(dev, consumers[i].supply);
		if (IS_ERR(consumers[i].consumer)) {
			ret = dev_err_probe(dev, PTR_ERR(consumers[i].consumer),
					    "Failed to get supply '%s'\n",
					    consumers[i].supply);
			consumers[i].consumer = NULL;
			break;
		}
	}
	if (ret) {
		while (--i >= 0) {
			regulator_put(consumers[i].consumer);
			consumers[i].consumer = NULL;
		}
	}
	return ret;
}

/**
 * regulator_bulk_get() - get several supplies at once
 * @dev: the consumer
 * @num_consumers: entries of @consumers
 * @consumers: each with its supply name; receive the handles
 * Return: 0, or the first error (the supplies got before are put).
 */
int regulator_bulk_get(struct device *dev, int num_consumers,
		       struct regulator_bulk_data *consumers)
{
	return bulk_get(dev, num_consumers, consumers, regulator_get);
}
EXPORT_SYMBOL_GPL(regulator_bulk_get);

/**
 * regulator_bulk_enable() - enable several supplies, in order
 * @num_consumers: entries of @consumers
 * @consumers: got with regulator_bulk_get()
 * Return: 0, or the first error (those enabled are disabled again).
 */
int regulator_bulk_enable(int num_consumers,
			  struct regulator_bulk_data *consumers)
{
	int i, ret = 0;

	for (i = 0; i < num_consumers; i++) {
		consumers[i].ret = regulator_enable(consumers[i].consumer);
		if (consumers[i].ret) {
			ret = consumers[i].ret;
			pr_err("Failed to enable %s: %d\n", consumers[i].supply,
			       ret);
			break;
		}
	}
	if (ret)
		while (--i >= 0)
			regulator_disable(consumers[i].consumer);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_bulk_enable);

/**
 * regulator_bulk_disable() - disable several supplies, in reverse order
 * @num_consumers: entries of @consumers
 * @consumers: enabled with regulator_bulk_enable()
 * Return: 0, or the first error (those disabled are enabled again).
 */
int regulator_bulk_disable(int num_consumers,
			   struct regulator_bulk_data *consumers)
{
	int i, ret;

	for (i = num_consumers - 1; i >= 0; --i) {
		ret = regulator_disable(consumers[i].consumer);
		if (ret)
			goto restore;
	}
	return 0;
restore:
	pr_err("Failed to disable %s: %d\n", consumers[i].supply, ret);
	for (++i; i < num_consumers; ++i)
		if (regulator_enable(consumers[i].consumer))
			pr_err("Failed to re-enable %s\n", consumers[i].supply);
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_bulk_disable);

/**
 * regulator_bulk_force_disable() - regulator_force_disable() each supply
 * @num_consumers: entries of @consumers
 * @consumers: the supplies
 * Return: 0 or the first error (every supply is tried).
 */
int regulator_bulk_force_disable(int num_consumers,
				 struct regulator_bulk_data *consumers)
{
	int i, ret = 0;

	for (i = 0; i < num_consumers; i++) {
		consumers[i].ret =
			regulator_force_disable(consumers[i].consumer);
		if (consumers[i].ret && !ret)
			ret = consumers[i].ret;
	}
	return ret;
}
EXPORT_SYMBOL_GPL(regulator_bulk_force_disable);

/**
 * regulator_bulk_free() - put several supplies
 * @num_consumers: entries of @consumers
 * @consumers: got with regulator_bulk_get(); their handles are cleared
 */
void regulator_bulk_free(int num_consumers,
			 struct regulator_bulk_data *consumers)
{
	int i;

	for (i = 0; i < num_consumers; i++) {
		regulator_put(consumers[i].consumer);
		consumers[i].consumer = NULL;
	}
}
EXPORT_SYMBOL_GPL(regulator_bulk_free);

/** regulator_bulk_set_supply_names() - fill in the supplies' names */
void regulator_bulk_set_supply_names(struct regulator_bulk_data *consumers,
				     const char *const *supply_names,
				     unsigned int num_supplies)
{
	unsigned int i;

	for (i = 0; i < num_supplies; i++)
		consumers[i].supply = supply_names[i];
}
EXPORT_SYMBOL_GPL(regulator_bulk_set_supply_names);

struct regulator_bulk_devres {
	struct regulator_bulk_data *consumers;
	int num_consumers;
};

static void devm_regulator_bulk_release(struct device *dev, void *res)
{
	struct regulator_bulk_devres *d = res;

	(void)dev;
	regulator_bulk_free(d->num_consumers, d->consumers);
}

static int devm_bulk_get(struct device *dev, int num_consumers,
			 struct regulator_bulk_data *consumers,
			 struct regulator *(*get)(struct device *,
						  const char *))
{
	struct regulator_bulk_devres *d;
	int ret;

	d = devres_alloc(devm_regulator_bulk_release, sizeof(*d), GFP_KERNEL);
	if (!d)
		return -ENOMEM;
	ret = bulk_get(dev, num_consumers, consumers, get);
	if (ret) {
		devres_free(d);
		return ret;
	}
	d->consumers = consumers;
	d->num_consumers = num_consumers;
	devres_add(dev, d);
	return 0;
}

/**
 * devm_regulator_bulk_get() - regulator_bulk_get(), freed when @dev's
 * driver unbinds
 * @dev: the consumer
 * @num_consumers: entries of @consumers
 * @consumers: as regulator_bulk_get()'s
 * Return: as regulator_bulk_get(), or -ENOMEM.
 */
int devm_regulator_bulk_get(struct device *dev, int num_consumers,
			    struct regulator_bulk_data *consumers)
{
	return devm_bulk_get(dev, num_consumers, consumers, regulator_get);
}
EXPORT_SYMBOL_GPL(devm_regulator_bulk_get);

/**
 * devm_regulator_bulk_get_exclusive() - devm_regulator_bulk_get() with
 * regulator_get_exclusive()
 * @dev: the consumer
 * @num_consumers: entries of @consumers
 * @consumers: as regulator_bulk_get()'s
 * Return: as regulator_get_exclusive() for the first that fails, or 0.
 */
int devm_regulator_bulk_get_exclusive(struct device *dev, int num_consumers,
				      struct regulator_bulk_data *consumers)
{
	return devm_bulk_get(dev, num_consumers, consumers,
			     regulator_get_exclusive);
}
EXPORT_SYMBOL_GPL(devm_regulator_bulk_get_exclusive);

/**
 * devm_regulator_bulk_get_const() - devm_regulator_bulk_get() on a managed
 * copy of a constant table
 * @dev: the consumer
 * @num_consumers: entries of @in_consumers
 * @in_consumers: the supplies
 * @out_consumers: receives the copy
 * Return: as devm_regulator_bulk_get().
 */
int devm_regulator_bulk_get_const(struct device *dev, int num_consumers,
				  const struct regulator_bulk_data *in_consumers,
				  struct regulator_bulk_data **out_consumers)
{
	*out_consumers = devm_kmemdup(
		dev, in_consumers,
		(size_t)num_consumers * sizeof(*in_consumers), GFP_KERNEL);
	if (!*out_consumers)
		return -ENOMEM;
	return devm_regulator_bulk_get(dev, num_consumers, *out_consumers);
}
EXPORT_SYMBOL_GPL(devm_regulator_bulk_get_const);

static int devm_regulator_bulk_match(struct device *dev, void *res, void *data)
{
	struct regulator_bulk_devres *d = res;

	(void)dev;
	return d->consumers == data;
}

/** devm_regulator_bulk_put() - free managed bulk supplies before unbind */
void devm_regulator_bulk_put(struct regulator_bulk_data *consumers)
{
	struct regulator *r = consumers[0].consumer;

	WARN_ON(devres_release(r->dev, devm_regulator_bulk_release,
			       devm_regulator_bulk_match, consumers));
}
EXPORT_SYMBOL_GPL(devm_regulator_bulk_put);

static void devm_regulator_bulk_disable(void *res)
{
	struct regulator_bulk_devres *d = res;

	regulator_bulk_disable(d->num_consumers, d->consumers);
}

/**
 * devm_regulator_bulk_get_enable() - get and enable several supplies,
 * kept on while @dev's driver is bound
 * @dev: the consumer
 * @num_consumers: entries of @id
 * @id: the supplies' names
 * Return: 0, or the error of the gets or the enables.
 */
int devm_regulator_bulk_get_enable(struct device *dev, int num_consumers,
				   const char *const *id)
{
	struct regulator_bulk_devres *d;
	struct regulator_bulk_data *b;
	int ret;

	d = devm_kzalloc(dev, sizeof(*d), GFP_KERNEL);
	b = devm_kcalloc(dev, (size_t)num_consumers, sizeof(*b), GFP_KERNEL);
	if (!d || !b)
		return -ENOMEM;
	regulator_bulk_set_supply_names(b, id, (unsigned int)num_consumers);
	ret = devm_regulator_bulk_get(dev, num_consumers, b);
	if (ret)
		return ret;
	d->consumers = b;
	d->num_consumers = num_consumers;
	ret = regulator_bulk_enable(num_consumers, b);
	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_regulator_bulk_disable, d);
}
EXPORT_SYMBOL_GPL(devm_regulator_bulk_get_enable);
