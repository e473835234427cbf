// SPDX-License-Identifier: MIT
/*
 * iomem.c - "platdev iomem [BOARD]": the iomem tree in /proc/iomem format
 * after the board is populated and probed.
 *
 * Populating a device tree claims nothing (neither does Linux's
 * of_device_add()); Linux's /proc/iomem shows the regions drivers request.
 * So each device's MEM resources are inserted, as copies, into the tree the
 * way they appear once claimed, next to what drivers did request; the
 * copies come out again before the board is taken down. Board-file devices
 * (the demo board) had theirs inserted when they were added. The RAM Linux
 * shows before any driver runs comes first (iomem_ram.c).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/ioport.h>

#include "array.h"
#include "inspect.h"

struct iomem_ctx {
	struct resource **copies;
	size_t nr, cap;
	unsigned int conflicts;
	int err;
};

static int keep_copy(struct iomem_ctx *c, struct resource *copy)
{
	return ARRAY_PUSH(c->copies, c->nr, c->cap, copy);
}

static void claim_one(struct iomem_ctx *c, struct device *dev,
		      const struct resource *res)
{
	struct resource *copy, *conflict;
	char range[128];

	copy = calloc(1, sizeof(*copy));
	if (!copy || keep_copy(c, copy)) {
		free(copy);
		c->err = -ENOMEM;
		return;
	}
	copy->start = res->start;
	copy->end = res->end;
	copy->flags = res->flags;
	copy->name = res->name ? res->name : dev_name(dev);
	conflict = insert_resource_conflict(&iomem_resource, copy);
	if (!conflict)
		return;
	c->nr--;
	free(copy);
	/* The device's driver requested exactly this region: it is shown. */
	if (conflict->start == res->start && conflict->end == res->end &&
	    (conflict->flags & IORESOURCE_BUSY))
		return;
	inspect_format_resource(res, range, sizeof(range));
	fprintf(stderr, "platdev: iomem: %s %s (%s) conflicts with %s\n",
		dev_name(dev), range, res->name ? res->name : "unnamed",
		conflict->name ? conflict->name : "an unnamed region");
	c->conflicts++;
}

static int claim_device(struct device *dev, void *data)
{
	struct iomem_ctx *c = data;
	const struct resource *res;
	unsigned int i, n = inspect_device_resources(dev, &res);

	for (i = 0; i < n && !c->err; i++) {
		/* Already in a tree: added from a board file, or claimed. */
		if (resource_type(&res[i]) != IORESOURCE_MEM || res[i].parent ||
		    (res[i].flags & IORESOURCE_DISABLED) ||
		    res[i].end < res[i].start)
			continue;
		claim_one(c, dev, &res[i]);
	}
	return c->err;
}

static void emit_line(void *ctx, const char *line)
{
	fprintf(ctx, "%s\n", line);
}

void inspect_print_iomem(FILE *out, const struct resource *root)
{
	platdev_resource_show(root, emit_line, out);
}

/* Claim, print the tree with @print, release the claims. */
static int print_claimed(FILE *out,
			 void (*print)(FILE *out, const struct resource *root))
{
	struct inspect_iomem_ram ram;
	struct iomem_ctx c = { 0 };
	int ret = inspect_iomem_add_ram(&ram);

	if (!ret)
		ret = inspect_for_each_device(&c, claim_device);
	if (ret >= 0)
		print(out, &iomem_resource);
	/*
	 * Each removal moves the copy's children up into its place, so any
	 * order restores the tree; first inserted first, because boards list
	 * their devices in address order and the first copy left is then the
	 * first of its siblings, found at once (the latest would be the last,
	 * found after a walk over all of them).
	 */
	for (size_t i = 0; i < c.nr; i++) {
		remove_resource(c.copies[i]);
		free(c.copies[i]);
	}
	free(c.copies);
	inspect_iomem_remove_ram(&ram);
	return ret < 0 ? ret : 0;
}

int inspect_print_claimed_iomem(FILE *out)
{
	return print_claimed(out, inspect_print_iomem);
}

int inspect_print_claimed_iomem_json(FILE *out)
{
	return print_claimed(out, inspect_json_resource_tree);
}
