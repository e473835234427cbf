/* SPDX-License-Identifier: MIT */
/*
 * of_private.h - the loaded tree's bookkeeping, shared by src/of files.
 */
#ifndef _PLATDEV_OF_PRIVATE_H
#define _PLATDEV_OF_PRIVATE_H

#include <linux/of.h>

/* The node with phandle @handle in the loaded tree, or NULL (no reference taken). */
struct device_node *of_phandle_lookup(phandle handle);

#endif /* _PLATDEV_OF_PRIVATE_H */
