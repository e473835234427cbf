// SPDX-License-Identifier: MIT
/*
 * devres.c - managed reset handles: put when the consumer's driver
 * unbinds, after asserting the line again for the _DEASSERTED kinds.
 */
#include <linux/device.h>

#include "reset/reset.h"

static void devm_reset_control_release(struct device *dev, void *res)
{
	(void)dev;
	reset_control_put(*(struct reset_control **)res);
}

static void devm_reset_control_release_deasserted(struct device *dev, void *res)
{
	struct reset_control *rstc = *(struct reset_control **)res;

	(void)dev;
	reset_control_assert(rstc);
	reset_control_put(rstc);
}

/* @rstc, got for @dev, managed; deasserted first when @deasserted. */
static struct reset_control *manage(struct device *dev,
				    struct reset_control *rstc, bool deasserted)
{
	struct reset_control **ptr;
	int ret;

	if (IS_ERR_OR_NULL(rstc))
		return rstc;
	ptr = devres_alloc(deasserted ? devm_reset_control_release_deasserted :
					devm_reset_control_release,
			   sizeof(*ptr), GFP_KERNEL);
	if (!ptr) {
		reset_control_put(rstc);
		return ERR_PTR(-ENOMEM);
	}
	if (deasserted) {
		ret = reset_control_deassert(rstc);
		if (ret) {
			devres_free(ptr);
			reset_control_put(rstc);
			return ERR_PTR(ret);
		}
	}
	*ptr = rstc;
	devres_add(dev, ptr);
	return rstc;
}

struct reset_control *__devm_reset_control_get(struct device *dev,
					       const char *id, int index,
					       enum reset_control_flags flags)
{
	bool deasserted = flags & RESET_CONTROL_FLAGS_BIT_DEASSERTED;

	return manage(dev, __reset_control_get(dev, id, index, flags),
		      deasserted);
}

struct reset_control *
devm_reset_control_array_get(struct device *dev, enum reset_control_flags flags)
{
	return manage(dev, reset_control_array_get_of(dev, dev->of_node, flags),
		      false);
}

struct reset_control_bulk_devres {
	int num_rstcs;
	struct reset_control_bulk_data *rstcs;
	bool deasserted;
};

static void devm_reset_control_bulk_release(struct device *dev, void *res)
{
	struct reset_control_bulk_devres *devres = res;

	(void)dev;
	if (devres->deasserted)
		reset_control_bulk_assert(devres->num_rstcs, devres->rstcs);
	reset_control_bulk_put(devres->num_rstcs, devres->rstcs);
}

int __devm_reset_control_bulk_get(struct device *dev, int num_rstcs,
				  struct reset_control_bulk_data *rstcs,
				  enum reset_control_flags flags)
{
	struct reset_control_bulk_devres *ptr;
	int ret;

	ptr = devres_alloc(devm_reset_control_bulk_release, sizeof(*ptr),
			   GFP_KERNEL);
	if (!ptr)
		return -ENOMEM;
	ret = __reset_control_bulk_get(
		dev, num_rstcs, rstcs,
		flags & ~RESET_CONTROL_FLAGS_BIT_DEASSERTED);
	if (ret)
		goto free;
	if (flags & RESET_CONTROL_FLAGS_BIT_DEASSERTED) {
		ret = reset_control_bulk_deassert(num_rstcs, rstcs);
		if (ret) {
			reset_control_bulk_put(num_rstcs, rstcs);
			goto free;
		}
	}
	ptr->num_rstcs = num_rstcs;
	ptr->rstcs = rstcs;
	ptr->deasserted = flags & RESET_CONTROL_FLAGS_BIT_DEASSERTED;
	devres_add(dev, ptr);
	return 0;
free:
	devres_free(ptr);
	return ret;
}
