// SPDX-License-Identifier: MIT
/*
 * standin_reset.c - the reset kind of stand-in: a node with
 * "#reset-cells" becomes a reset controller that accepts any specifier.
 * A line's number is its first cell (0 with no cells); with two or more,
 * the first two cells packed (first << 16 | second), so that lines told
 * apart by the binding are told apart here. assert, deassert, reset and
 * status are recorded, with the specifier's cells.
 */
#include <stdio.h>

#include <linux/of.h>
#include <linux/reset-controller.h>
#include <linux/slab.h>

#include "sim/standin_private.h"

struct sreset {
	struct reset_controller_dev rcdev;
	struct platdev_standin *si;
	unsigned int cells;
};

static struct sreset *to_sreset(struct reset_controller_dev *rcdev)
{
	return container_of(rcdev, struct sreset, rcdev);
}

/* Record @op on line @id, named by its cells. */
static int note(struct reset_controller_dev *rcdev, const char *op,
		unsigned long id)
{
	struct sreset *r = to_sreset(rcdev);

	if (r->cells >= 2)
		standin_record(r->si, "%s reset %lu %lu", op, id >> 16,
			       id & 0xffff);
	else
		standin_record(r->si, "%s reset %lu", op, id);
	return 0;
}

static int sreset_assert(struct reset_controller_dev *rcdev, unsigned long id)
{
	return note(rcdev, "assert", id);
}

static int sreset_deassert(struct reset_controller_dev *rcdev, unsigned long id)
{
	return note(rcdev, "deassert", id);
}

static int sreset_reset(struct reset_controller_dev *rcdev, unsigned long id)
{
	return note(rcdev, "reset", id);
}

static const struct reset_control_ops sreset_ops = {
	.reset = sreset_reset,
	.assert = sreset_assert,
	.deassert = sreset_deassert,
};

static int sreset_xlate(struct reset_controller_dev *rcdev,
			const struct of_phandle_args *spec)
{
	(void)rcdev;
	if (spec->args_count == 0)
		return 0;
	if (spec->args_count == 1)
		return (int)(spec->args[0] & 0x7fffffff);
	return (int)((spec->args[0] & 0x7fff) << 16 | (spec->args[1] & 0xffff));
}

static bool sreset_wants(struct device_node *np)
{
	return of_find_property(np, "#reset-cells", NULL);
}

static int sreset_start(struct platdev_standin *si, void **data)
{
	struct sreset *r = devm_kzalloc(si->dev, sizeof(*r), GFP_KERNEL);
	u32 cells = 1;

	if (!r)
		return -ENOMEM;
	of_property_read_u32(si->np, "#reset-cells", &cells);
	r->si = si;
	r->cells = cells;
	r->rcdev.ops = &sreset_ops;
	r->rcdev.dev = si->dev;
	r->rcdev.of_node = si->np;
	r->rcdev.of_reset_n_cells = (int)cells;
	r->rcdev.of_xlate = sreset_xlate;
	r->rcdev.nr_resets = 0x7fffffff;
	*data = r;
	return devm_reset_controller_register(si->dev, &r->rcdev);
}

const struct standin_kind standin_reset_kind = {
	.name = "reset",
	.wants = sreset_wants,
	.start = sreset_start,
};
