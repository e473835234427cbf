// SPDX-License-Identifier: MIT
/*
 * bulk.c - the reset_control_bulk_* calls: one operation over a
 * consumer's table of named lines, undone on the ones done when one fails.
 */
#include <linux/reset.h>

static int release_one(struct reset_control *rstc)
{
	reset_control_release(rstc);
	return 0;
}

/* @op on each line in order; on a failure @undo (if any) on those done. */
static int bulk_apply(int num_rstcs, struct reset_control_bulk_data *rstcs,
		      int (*op)(struct reset_control *),
		      int (*undo)(struct reset_control *))
{
	int i, ret;

	for (i = 0; i < num_rstcs; i++) {
		ret = op(rstcs[i].rstc);
		if (ret)
			goto undo;
	}
	return 0;
undo:
	while (undo && i--)
		undo(rstcs[i].rstc);
	return ret;
}

int reset_control_bulk_reset(int num_rstcs,
			     struct reset_control_bulk_data *rstcs)
{
	return bulk_apply(num_rstcs, rstcs, reset_control_reset, NULL);
}

int reset_control_bulk_assert(int num_rstcs,
			      struct reset_control_bulk_data *rstcs)
{
	return bulk_apply(num_rstcs, rstcs, reset_control_assert,
			  reset_control_deassert);
}

int reset_control_bulk_deassert(int num_rstcs,
				struct reset_control_bulk_data *rstcs)
{
	int i, ret;

	/* Last first, the reverse of the assert order. */
	for (i = num_rstcs - 1; i >= 0; i--) {
		ret = reset_control_deassert(rstcs[i].rstc);
		if (ret)
			goto undo;
	}
	return 0;
undo:
	while (++i < num_rstcs)
		reset_control_assert(rstcs[i].rstc);
	return ret;
}

int reset_control_bulk_acquire(int num_rstcs,
			       struct reset_control_bulk_data *rstcs)
{
	return bulk_apply(num_rstcs, rstcs, reset_control_acquire, release_one);
}

void reset_control_bulk_release(int num_rstcs,
				struct reset_control_bulk_data *rstcs)
{
	bulk_apply(num_rstcs, rstcs, release_one, NULL);
}
