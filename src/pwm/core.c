// SPDX-License-Identifier: MIT
/*
 * core.c - the PWM core (linux/pwm.h): chips allocated with their outputs
 * and private area in one block, registered as class devices "pwmchipN"
 * (platdev/class.h, which is also the list of chips), outputs requested by
 * consumers through the device tree or a lookup table, and states applied
 * after the core's validity checks.
 *
 * One mutex, pwm_lock, orders chip registration and output requests; a
 * state is applied under no core lock (the driver serialises its
 * hardware, as in Linux).
 */
#include <linux/bitops.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/overflow.h>
#include <linux/printk.h>
#include <linux/pwm.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/bind.h>

#include "kernel/lookup_score.h"
#include "pwm/pwm.h"

/* The third cell's flag of a "pwms" entry (dt-bindings/pwm/pwm.h). */
#define PWM_DT_POLARITY_INVERTED (1 << 0)

/* The private area starts this aligned after the outputs. */
#define PWMCHIP_ALIGN 16

DEFINE_MUTEX(pwm_lock);
static DEFINE_MUTEX(pwm_lookup_lock);
static LIST_HEAD(pwm_lookup_list);

static void pwmchip_release(struct device *dev)
{
	kfree(container_of(dev, struct pwm_chip, dev));
}

struct pwm_chip *pwmchip_alloc(struct device *parent, unsigned int npwm,
			       size_t sizeof_priv)
{
	struct pwm_chip *chip;
	size_t head = ALIGN(struct_size(chip, pwms, npwm), PWMCHIP_ALIGN);
	unsigned int i;

	chip = kzalloc(size_add(head, sizeof_priv), GFP_KERNEL);
	if (!chip)
		return ERR_PTR(-ENOMEM);
	chip->npwm = npwm;
	chip->uses_pwmchip_alloc = true;
	device_initialize(&chip->dev);
	chip->dev.parent = parent;
	chip->dev.release = pwmchip_release;
	pwmchip_set_drvdata(chip, (char *)chip + head);
	for (i = 0; i < npwm; i++) {
		chip->pwms[i].chip = chip;
		chip->pwms[i].hwpwm = i;
	}
	return chip;
}

void pwmchip_put(struct pwm_chip *chip)
{
	put_device(&chip->dev);
}

static void devm_pwmchip_put(void *chip)
{
	pwmchip_put(chip);
}

struct pwm_chip *devm_pwmchip_alloc(struct device *parent, unsigned int npwm,
				    size_t sizeof_priv)
{
	struct pwm_chip *chip = pwmchip_alloc(parent, npwm, sizeof_priv);
	int ret;

	if (IS_ERR(chip))
		return chip;
	ret = devm_add_action_or_reset(parent, devm_pwmchip_put, chip);
	return ret ? ERR_PTR(ret) : chip;
}

/* The lowest N that no "pwmchipN" has; pwm_lock held. */
static unsigned int pwmchip_free_id_locked(void)
{
	char name[PLATDEV_CLASS_NAME_LEN];
	unsigned int id;

	for (id = 0;; id++) {
		snprintf(name, sizeof(name), "pwmchip%u", id);
		if (!platdev_class_device_find("pwm", name))
			return id;
	}
}

int __pwmchip_add(struct pwm_chip *chip, struct module *owner)
{
	struct device_node *np;
	int ret;

	if (!chip || !pwmchip_parent(chip) || !chip->ops || !chip->npwm ||
	    !chip->uses_pwmchip_alloc || !chip->ops->apply)
		return -EINVAL;
	chip->owner = owner;
	np = pwmchip_parent(chip)->of_node;
	mutex_lock(&pwm_lock);
	chip->id = pwmchip_free_id_locked();
	ret = dev_set_name(&chip->dev, "pwmchip%u", chip->id);
	if (ret)
		goto out;
	if (np) {
		if (!chip->of_xlate)
			chip->of_xlate = of_pwm_xlate_with_flags;
		of_node_get(np);
	}
	ret = device_add(&chip->dev);
	if (ret)
		goto put_node;
	chip->platdev_class.class = "pwm";
	strscpy(chip->platdev_class.name, dev_name(&chip->dev),
		sizeof(chip->platdev_class.name));
	chip->platdev_class.parent = pwmchip_parent(chip);
	chip->platdev_class.data = chip;
	ret = platdev_class_device_add(&chip->platdev_class);
	if (!ret)
		goto out;
	device_del(&chip->dev);
put_node:
	of_node_put(np);
out:
	mutex_unlock(&pwm_lock);
	return ret;
}

void pwmchip_remove(struct pwm_chip *chip)
{
	pwmchip_sysfs_unexport(chip);
	mutex_lock(&pwm_lock);
	platdev_class_device_del(&chip->platdev_class);
	of_node_put(pwmchip_parent(chip)->of_node);
	mutex_unlock(&pwm_lock);
	device_del(&chip->dev);
}

static void devm_pwmchip_remove(void *chip)
{
	pwmchip_remove(chip);
}

int __devm_pwmchip_add(struct device *dev, struct pwm_chip *chip,
		       struct module *owner)
{
	int ret = __pwmchip_add(chip, owner);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_pwmchip_remove, chip);
}

/* Request @pwm for @label; pwm_lock held. */
static int pwm_device_request_locked(struct pwm_device *pwm, const char *label)
{
	struct pwm_chip *chip = pwm->chip;
	int err;

	if (test_bit(PWMF_REQUESTED, &pwm->flags))
		return -EBUSY;
	if (!try_module_get(chip->owner))
		return -ENODEV;
	get_device(&chip->dev);
	if (chip->ops->request) {
		err = chip->ops->request(chip, pwm);
		if (err) {
			put_device(&chip->dev);
			module_put(chip->owner);
			return err;
		}
	}
	if (chip->ops->get_state) {
		struct pwm_state state = {};

		if (!chip->ops->get_state(chip, pwm, &state))
			pwm->state = state;
	}
	set_bit(PWMF_REQUESTED, &pwm->flags);
	pwm->label = label;
	return 0;
}

struct pwm_device *pwm_request_from_chip(struct pwm_chip *chip,
					 unsigned int index, const char *label)
{
	struct pwm_device *pwm;
	int err;

	if (!chip || index >= chip->npwm)
		return ERR_PTR(-EINVAL);
	mutex_lock(&pwm_lock);
	pwm = &chip->pwms[index];
	err = pwm_device_request_locked(pwm, label);
	mutex_unlock(&pwm_lock);
	return err ? ERR_PTR(err) : pwm;
}

/*
 * Request output @index of @chip for a specifier whose period is cell
 * @first of @args and whose flags are the cell after it (both optional).
 */
static struct pwm_device *pwm_xlate_cells(struct pwm_chip *chip,
					  const struct of_phandle_args *args,
					  unsigned int index, int first)
{
	struct pwm_device *pwm = pwm_request_from_chip(chip, index, NULL);

	if (IS_ERR(pwm))
		return pwm;
	if (args->args_count > first)
		pwm->args.period = args->args[first];
	pwm->args.polarity = PWM_POLARITY_NORMAL;
	if (args->args_count > first + 1 &&
	    (args->args[first + 1] & PWM_DT_POLARITY_INVERTED))
		pwm->args.polarity = PWM_POLARITY_INVERSED;
	return pwm;
}

struct pwm_device *of_pwm_xlate_with_flags(struct pwm_chip *chip,
					   const struct of_phandle_args *args)
{
	if (args->args_count < 1)
		return ERR_PTR(-EINVAL);
	return pwm_xlate_cells(chip, args, args->args[0], 1);
}

struct pwm_device *of_pwm_single_xlate(struct pwm_chip *chip,
				       const struct of_phandle_args *args)
{
	return pwm_xlate_cells(chip, args, 0, 0);
}

/*
 * Whether the hardware can do @state: a disabled state is always fine,
 * whatever else it says.
 */
static bool pwm_state_valid(const struct pwm_state *state)
{
	if (!state->enabled)
		return true;
	return state->period && state->duty_cycle <= state->period;
}

static int __pwm_apply(struct pwm_device *pwm, const struct pwm_state *state)
{
	struct pwm_chip *chip;
	int err;

	if (!pwm || !state)
		return -EINVAL;
	if (!pwm_state_valid(state)) {
		/* From one invalid state to another, as sysfs goes step by
		 * step: kept, the driver not asked. */
		if (!pwm_state_valid(&pwm->state)) {
			pwm->state = *state;
			return 0;
		}
		return -EINVAL;
	}
	chip = pwm->chip;
	if (state->period == pwm->state.period &&
	    state->duty_cycle == pwm->state.duty_cycle &&
	    state->polarity == pwm->state.polarity &&
	    state->enabled == pwm->state.enabled &&
	    state->usage_power == pwm->state.usage_power)
		return 0;
	err = chip->ops->apply(chip, pwm, state);
	if (err)
		return err;
	pwm->state = *state;
	pwm->last = *state;
	platdev_class_device_event(
		&chip->platdev_class, "pwm%u %s %llu/%llu ns%s", pwm->hwpwm,
		state->enabled ? "on" : "off",
		(unsigned long long)state->duty_cycle,
		(unsigned long long)state->period,
		state->polarity == PWM_POLARITY_INVERSED ? " inversed" : "");
	return 0;
}

int pwm_apply_might_sleep(struct pwm_device *pwm, const struct pwm_state *state)
{
	might_sleep();
	return __pwm_apply(pwm, state);
}

int pwm_apply_atomic(struct pwm_device *pwm, const struct pwm_state *state)
{
	WARN_ONCE(pwm && !pwm->chip->atomic,
		  "sleeping PWM driver used in atomic context\n");
	return __pwm_apply(pwm, state);
}

int pwm_adjust_config(struct pwm_device *pwm)
{
	struct pwm_state state;
	struct pwm_args pargs;

	pwm_get_args(pwm, &pargs);
	pwm_get_state(pwm, &state);
	if (!state.period) {
		state.duty_cycle = 0;
		state.period = pargs.period;
		state.polarity = pargs.polarity;
		return pwm_apply_might_sleep(pwm, &state);
	}
	if (pargs.period != state.period) {
		state.duty_cycle = div64_u64(state.duty_cycle * pargs.period,
					     state.period);
		state.period = pargs.period;
	}
	if (pargs.polarity != state.polarity) {
		state.polarity = pargs.polarity;
		state.duty_cycle = state.period - state.duty_cycle;
	}
	return pwm_apply_might_sleep(pwm, &state);
}

int pwm_capture(struct pwm_device *pwm, struct pwm_capture *result,
		unsigned long timeout)
{
	int err;

	if (!pwm || !pwm->chip->ops)
		return -EINVAL;
	if (!pwm->chip->ops->capture)
		return -ENOSYS;
	mutex_lock(&pwm_lock);
	err = pwm->chip->ops->capture(pwm->chip, pwm, result, timeout);
	mutex_unlock(&pwm_lock);
	return err;
}

struct pwm_chip_match {
	const struct device_node *np; /* the driver's device's node, or */
	const char *name; /* its name */
	struct pwm_chip *chip; /* found */
};

static int pwmchip_match(struct platdev_class_device *cdev, void *arg)
{
	struct pwm_chip_match *m = arg;
	struct device *parent = pwmchip_parent(cdev->data);

	if (m->np ? parent->of_node != m->np :
		    strcmp(dev_name(parent), m->name))
		return 0;
	m->chip = cdev->data;
	return 1;
}

/* The added chip whose driver's device has node @np, or name @name. */
static struct pwm_chip *pwmchip_find_locked(const struct device_node *np,
					    const char *name)
{
	struct pwm_chip_match m = { .np = np, .name = name };

	platdev_class_device_for_each("pwm", pwmchip_match, &m);
	return m.chip;
}

/*
 * Link @dev to the chip's driver's device, so that it unbinds first; no
 * link without a consumer device, as in Linux (with a warning).
 */
static int pwm_device_link_add(struct device *dev, struct pwm_device *pwm)
{
	struct device *supplier = pwmchip_parent(pwm->chip);

	if (!dev) {
		dev_warn(supplier,
			 "No consumer device specified to create a link to\n");
		return 0;
	}
	if (!device_link_add(dev, supplier, DL_FLAG_AUTOREMOVE_CONSUMER)) {
		dev_err(dev, "failed to create device link to %s\n",
			dev_name(supplier));
		return -EINVAL;
	}
	return 0;
}

static struct pwm_device *of_pwm_get(struct device *dev, struct device_node *np,
				     const char *con_id)
{
	struct of_phandle_args args;
	struct pwm_device *pwm;
	struct pwm_chip *chip;
	int index = 0;
	int err;

	if (con_id) {
		index = of_property_match_string(np, "pwm-names", con_id);
		if (index < 0)
			return ERR_PTR(index);
	}
	err = of_parse_phandle_with_args(np, "pwms", "#pwm-cells", index,
					 &args);
	if (err) {
		pr_err("%s(): can't parse \"pwms\" property\n", __func__);
		return ERR_PTR(err);
	}
	mutex_lock(&pwm_lock);
	chip = pwmchip_find_locked(args.np, NULL);
	mutex_unlock(&pwm_lock);
	if (!chip) {
		if (dev)
			platdev_device_waits_for_node(dev, args.np,
						      PLATDEV_DEP_PROVIDER);
		pwm = ERR_PTR(-EPROBE_DEFER);
		goto put;
	}
	pwm = chip->of_xlate(chip, &args);
	if (IS_ERR(pwm))
		goto put;
	err = pwm_device_link_add(dev, pwm);
	if (err) {
		pwm_put(pwm);
		pwm = ERR_PTR(err);
		goto put;
	}
	if (!con_id &&
	    of_property_read_string_index(np, "pwm-names", index, &con_id) < 0)
		con_id = np->name;
	pwm->label = con_id;
put:
	of_node_put(args.np);
	return pwm;
}

void pwm_add_table(struct pwm_lookup *table, size_t num)
{
	mutex_lock(&pwm_lookup_lock);
	while (num--)
		list_add_tail(&table++->list, &pwm_lookup_list);
	mutex_unlock(&pwm_lookup_lock);
}

void pwm_remove_table(struct pwm_lookup *table, size_t num)
{
	mutex_lock(&pwm_lookup_lock);
	while (num--)
		list_del(&table++->list);
	mutex_unlock(&pwm_lookup_lock);
}

/*
 * The lookup entry that names @dev_id and @con_id most precisely (device
 * and connection, then device, then connection); a NULL field of an entry
 * matches anything.
 */
static struct pwm_lookup *pwm_lookup_find(const char *dev_id,
					  const char *con_id)
{
	struct pwm_lookup *p, *chosen = NULL;
	int best = 0, match;

	mutex_lock(&pwm_lookup_lock);
	list_for_each_entry(p, &pwm_lookup_list, list) {
		match = platdev_lookup_score(p->dev_id, p->con_id, dev_id,
					     con_id);
		if (match > best) {
			chosen = p;
			best = match;
			if (match == 3)
				break;
		}
	}
	mutex_unlock(&pwm_lookup_lock);
	return chosen;
}

struct pwm_device *pwm_get(struct device *dev, const char *con_id)
{
	const char *dev_id = dev ? dev_name(dev) : NULL;
	struct pwm_lookup *chosen;
	struct pwm_device *pwm;
	struct pwm_chip *chip;
	int err;

	if (dev && dev->of_node)
		return of_pwm_get(dev, dev->of_node, con_id);
	chosen = pwm_lookup_find(dev_id, con_id);
	if (!chosen)
		return ERR_PTR(-ENODEV);
	mutex_lock(&pwm_lock);
	chip = pwmchip_find_locked(NULL, chosen->provider);
	mutex_unlock(&pwm_lock);
	if (!chip)
		return ERR_PTR(-EPROBE_DEFER);
	pwm = pwm_request_from_chip(chip, chosen->index,
				    con_id ? con_id : dev_id);
	if (IS_ERR(pwm))
		return pwm;
	err = pwm_device_link_add(dev, pwm);
	if (err) {
		pwm_put(pwm);
		return ERR_PTR(err);
	}
	pwm->args.period = chosen->period;
	pwm->args.polarity = chosen->polarity;
	return pwm;
}

void pwm_put(struct pwm_device *pwm)
{
	struct pwm_chip *chip;

	if (!pwm)
		return;
	chip = pwm->chip;
	mutex_lock(&pwm_lock);
	if (!test_and_clear_bit(PWMF_REQUESTED, &pwm->flags)) {
		mutex_unlock(&pwm_lock);
		pr_warn("PWM device already freed\n");
		return;
	}
	if (chip->ops->free)
		chip->ops->free(chip, pwm);
	pwm->label = NULL;
	mutex_unlock(&pwm_lock);
	module_put(chip->owner);
	put_device(&chip->dev);
}

static void devm_pwm_release(void *pwm)
{
	pwm_put(pwm);
}

static struct pwm_device *devm_pwm_manage(struct device *dev,
					  struct pwm_device *pwm)
{
	int ret;

	if (IS_ERR(pwm))
		return pwm;
	ret = devm_add_action_or_reset(dev, devm_pwm_release, pwm);
	return ret ? ERR_PTR(ret) : pwm;
}

struct pwm_device *devm_pwm_get(struct device *dev, const char *con_id)
{
	return devm_pwm_manage(dev, pwm_get(dev, con_id));
}

struct pwm_device *devm_fwnode_pwm_get(struct device *dev,
				       struct fwnode_handle *fwnode,
				       const char *con_id)
{
	if (!is_of_node(fwnode))
		return ERR_PTR(-ENODEV);
	return devm_pwm_manage(dev,
			       of_pwm_get(dev, to_of_node(fwnode), con_id));
}
