/* SPDX-License-Identifier: MIT */
/*
 * platdev/of.h - loading a flattened device tree (DTB).
 */
#ifndef _PLATDEV_OF_H
#define _PLATDEV_OF_H

#include <stddef.h>

struct device_node;

/* Blobs larger than this are refused. */
#define PLATDEV_OF_MAX_BLOB (64u << 20)

/**
 * platdev_of_load() - check a DTB and build its node tree; it becomes of_root
 * @blob: the blob (copied; the caller may free it afterwards)
 * @size: bytes available at @blob
 *
 * The blob is checked with libfdt's fdt_check_full() first.
 *
 * Return: 0; -EINVAL for a malformed or truncated blob, with libfdt's reason
 * logged; -EFBIG for a blob larger than PLATDEV_OF_MAX_BLOB; -EBUSY if a
 * tree is loaded; -ENOMEM. On error nothing is loaded or leaked.
 */
int platdev_of_load(const void *blob, size_t size);

/**
 * platdev_of_unload() - free the loaded tree
 *
 * References still held with of_node_get() are logged as leaks; the nodes
 * are freed regardless.
 *
 * Return: the number of references that were still held.
 */
int platdev_of_unload(void);

/**
 * platdev_of_node_count() - nodes in the loaded tree (0 if none)
 */
unsigned int platdev_of_node_count(void);

#endif /* _PLATDEV_OF_H */
