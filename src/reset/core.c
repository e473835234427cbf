// SPDX-License-Identifier: MIT
/*
 * core.c - reset controllers and what a handle does to its line: the
 * registry, the default specifier translation, and assert, deassert,
 * pulse and status with Linux's rules for exclusive and shared handles.
 */
#include <linux/compiler.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/bind.h>
#include <platdev/port.h>

#include "reset/reset.h"

LIST_HEAD(reset_controller_list);

/* One cell, the line's number, below the controller's count. */
static int of_reset_simple_xlate(struct reset_controller_dev *rcdev,
				 const struct of_phandle_args *reset_spec)
{
	if (reset_spec->args[0] >= rcdev->nr_resets)
		return -EINVAL;
	return (int)reset_spec->args[0];
}

int reset_controller_register(struct reset_controller_dev *rcdev)
{
	if (rcdev->of_node && rcdev->of_args)
		return -EINVAL;
	if (!rcdev->of_xlate) {
		rcdev->of_reset_n_cells = 1;
		rcdev->of_xlate = of_reset_simple_xlate;
	}
	INIT_LIST_HEAD(&rcdev->reset_control_head);
	platdev_port_core_lock();
	list_add(&rcdev->list, &reset_controller_list);
	platdev_port_core_unlock();
	/* Consumers that deferred for want of it try again. */
	if (rcdev->of_node)
		platdev_node_ready(rcdev->of_node);
	return 0;
}

void reset_controller_unregister(struct reset_controller_dev *rcdev)
{
	struct reset_control *rstc, *tmp;
	unsigned int orphans = 0;

	platdev_port_core_lock();
	list_del(&rcdev->list);
	list_for_each_entry_safe(rstc, tmp, &rcdev->reset_control_head, list) {
		WRITE_ONCE(rstc->rcdev, NULL);
		list_del_init(&rstc->list);
		orphans++;
	}
	platdev_port_core_unlock();
	/* The references the handles held on the provider go with them. */
	for (unsigned int i = 0; i < orphans; i++)
		put_device(rcdev->dev);
	if (orphans)
		pr_warn("reset: %s unregistered with %u lines still held\n",
			rcdev->dev ? dev_name(rcdev->dev) : "controller",
			orphans);
}

static void devm_reset_controller_release(struct device *dev, void *res)
{
	(void)dev;
	reset_controller_unregister(*(struct reset_controller_dev **)res);
}

int devm_reset_controller_register(struct device *dev,
				   struct reset_controller_dev *rcdev)
{
	struct reset_controller_dev **ptr;
	int ret;

	ptr = devres_alloc(devm_reset_controller_release, sizeof(*ptr),
			   GFP_KERNEL);
	if (!ptr)
		return -ENOMEM;
	ret = reset_controller_register(rcdev);
	if (ret) {
		devres_free(ptr);
		return ret;
	}
	*ptr = rcdev;
	devres_add(dev, ptr);
	return 0;
}

static struct reset_control_array *to_array(struct reset_control *rstc)
{
	return container_of(rstc, struct reset_control_array, base);
}

/* Each line's @op in order; on a failure the lines done get @undo. */
static int array_apply(struct reset_control *rstc,
		       int (*op)(struct reset_control *),
		       int (*undo)(struct reset_control *))
{
	struct reset_control_array *resets = to_array(rstc);
	unsigned int i;
	int ret;

	for (i = 0; i < resets->num_rstcs; i++) {
		ret = op(resets->rstc[i]);
		if (ret)
			goto undo;
	}
	return 0;
undo:
	while (undo && i--)
		undo(resets->rstc[i]);
	return ret;
}

/*
 * What every operation checks first. Return: 1 to go on, 0 for a NULL
 * handle (done), or a negative error.
 */
static int check_handle(struct reset_control *rstc, const char *what)
{
	if (!rstc)
		return 0;
	if (IS_ERR(rstc)) {
		pr_warn("reset: %s of an error handle (%ld)\n", what,
			PTR_ERR(rstc));
		return -EINVAL;
	}
	return 1;
}

/* The controller of a single line's handle, or NULL once it has gone. */
static struct reset_controller_dev *controller(struct reset_control *rstc)
{
	return READ_ONCE(rstc->rcdev);
}

static int not_acquired(struct reset_control *rstc)
{
	pr_warn("reset: line %u is not acquired\n", rstc->id);
	return -EPERM;
}

int reset_control_reset(struct reset_control *rstc)
{
	struct reset_controller_dev *rcdev;
	int ret = check_handle(rstc, "reset");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return array_apply(rstc, reset_control_reset, NULL);
	rcdev = controller(rstc);
	if (!rcdev)
		return -ENODEV;
	if (!rcdev->ops->reset)
		return -ENOTSUPP;
	if (rstc->shared) {
		if (atomic_read(&rstc->deassert_count)) {
			pr_warn("reset: pulse of shared line %u while deasserted\n",
				rstc->id);
			return -EINVAL;
		}
		if (atomic_inc_return(&rstc->triggered_count) != 1)
			return 0;
	} else if (!rstc->acquired) {
		return -EPERM;
	}
	ret = rcdev->ops->reset(rcdev, rstc->id);
	if (ret && rstc->shared)
		atomic_dec(&rstc->triggered_count);
	return ret;
}

int reset_control_rearm(struct reset_control *rstc)
{
	int ret = check_handle(rstc, "rearm");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return array_apply(rstc, reset_control_rearm, NULL);
	if (!rstc->shared)
		return rstc->acquired ? 0 : -EPERM;
	if (atomic_read(&rstc->deassert_count)) {
		pr_warn("reset: rearm of shared line %u while deasserted\n",
			rstc->id);
		return -EINVAL;
	}
	if (atomic_dec_return(&rstc->triggered_count) < 0)
		pr_warn("reset: shared line %u rearmed more than pulsed\n",
			rstc->id);
	return 0;
}

int reset_control_assert(struct reset_control *rstc)
{
	struct reset_controller_dev *rcdev;
	int ret = check_handle(rstc, "assert");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return array_apply(rstc, reset_control_assert,
				   reset_control_deassert);
	rcdev = controller(rstc);
	if (!rcdev)
		return -ENODEV;
	if (rstc->shared) {
		if (atomic_read(&rstc->triggered_count) ||
		    !atomic_read(&rstc->deassert_count)) {
			pr_warn("reset: unbalanced assert of shared line %u\n",
				rstc->id);
			return -EINVAL;
		}
		if (atomic_dec_return(&rstc->deassert_count) != 0)
			return 0;
		/* A shared line may be left in any state: fine without op. */
		if (!rcdev->ops->assert)
			return 0;
	} else {
		/* Nothing could promise the line is asserted. */
		if (!rcdev->ops->assert)
			return -ENOTSUPP;
		if (!rstc->acquired)
			return not_acquired(rstc);
	}
	return rcdev->ops->assert(rcdev, rstc->id);
}

int reset_control_deassert(struct reset_control *rstc)
{
	struct reset_controller_dev *rcdev;
	int ret = check_handle(rstc, "deassert");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return array_apply(rstc, reset_control_deassert,
				   reset_control_assert);
	rcdev = controller(rstc);
	if (!rcdev)
		return -ENODEV;
	if (rstc->shared) {
		if (atomic_read(&rstc->triggered_count)) {
			pr_warn("reset: deassert of shared line %u after a pulse\n",
				rstc->id);
			return -EINVAL;
		}
		if (atomic_inc_return(&rstc->deassert_count) != 1)
			return 0;
	} else if (!rstc->acquired) {
		return not_acquired(rstc);
	}
	/* Without the op the line releases itself after a pulse. */
	if (!rcdev->ops->deassert)
		return 0;
	return rcdev->ops->deassert(rcdev, rstc->id);
}

int reset_control_status(struct reset_control *rstc)
{
	struct reset_controller_dev *rcdev;
	int ret = check_handle(rstc, "status");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return -EINVAL;
	rcdev = controller(rstc);
	if (!rcdev)
		return -ENODEV;
	if (!rcdev->ops->status)
		return -ENOTSUPP;
	return rcdev->ops->status(rcdev, rstc->id);
}

static int undo_acquire(struct reset_control *rstc)
{
	reset_control_release(rstc);
	return 0;
}

int reset_control_acquire(struct reset_control *rstc)
{
	struct reset_controller_dev *rcdev;
	struct reset_control *other;
	int ret = check_handle(rstc, "acquire");

	if (ret <= 0)
		return ret;
	if (rstc->array)
		return array_apply(rstc, reset_control_acquire, undo_acquire);
	ret = 0;
	platdev_port_core_lock();
	rcdev = rstc->rcdev;
	if (!rcdev) {
		ret = -ENODEV;
	} else if (!rstc->acquired) {
		list_for_each_entry(other, &rcdev->reset_control_head, list) {
			if (other != rstc && other->id == rstc->id &&
			    other->acquired) {
				ret = -EBUSY;
				break;
			}
		}
		if (!ret)
			rstc->acquired = true;
	}
	platdev_port_core_unlock();
	return ret;
}

void reset_control_release(struct reset_control *rstc)
{
	if (check_handle(rstc, "release") <= 0)
		return;
	if (rstc->array) {
		array_apply(rstc, undo_acquire, NULL);
		return;
	}
	platdev_port_core_lock();
	rstc->acquired = false;
	platdev_port_core_unlock();
}
