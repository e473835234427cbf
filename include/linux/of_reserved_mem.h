/* SPDX-License-Identifier: MIT */
/*
 * linux/of_reserved_mem.h - the regions of the device tree's
 * /reserved-memory node, which drivers find by their node
 * (of_reserved_mem_lookup()) to map a firmware or shared buffer.
 *
 * A region is a child of /reserved-memory with a "reg" (static regions;
 * one with only "size", which Linux allocates at boot, is not placed
 * here and is not found), available, and known by its node name as in
 * Linux. No region handler (RESERVEDMEM_OF_DECLARE(), "shared-dma-pool")
 * runs here, so no region has ops and of_reserved_mem_device_init*()
 * answer as Linux does for a region without them.
 */
#ifndef _PLATDEV_LINUX_OF_RESERVED_MEM_H
#define _PLATDEV_LINUX_OF_RESERVED_MEM_H

#include <linux/device.h>
#include <linux/of.h>

struct of_phandle_args;
struct reserved_mem_ops;

/**
 * struct reserved_mem - one reserved-memory region
 * @name: its node's name ("fw@9f000000")
 * @fdt_node: its offset in the flattened tree in Linux; 0 here
 * @ops: what assigns it to a device; NULL here
 * @base: its physical address
 * @size: its length in bytes
 * @priv: the region handler's data
 */
struct reserved_mem {
	const char *name;
	unsigned long fdt_node;
	const struct reserved_mem_ops *ops;
	phys_addr_t base;
	phys_addr_t size;
	void *priv;
};

struct reserved_mem_ops {
	int (*device_init)(struct reserved_mem *rmem, struct device *dev);
	void (*device_release)(struct reserved_mem *rmem, struct device *dev);
};

typedef int (*reservedmem_of_init_fn)(struct reserved_mem *rmem);

/* A region handler: type-checked, never run (there is no boot scan). */
#define RESERVEDMEM_OF_DECLARE(name, compat, init)                  \
	static const reservedmem_of_init_fn __reservedmem_of_##name \
		__maybe_unused = (init)

/**
 * of_reserved_mem_lookup() - the region of node @np
 * @np: a child of /reserved-memory
 *
 * Return: the region (it stays valid; a later lookup of a node of the
 * same name refreshes it), or NULL for a node that is not an available
 * child of /reserved-memory with a "reg", or when 64 regions are known.
 */
struct reserved_mem *of_reserved_mem_lookup(struct device_node *np);

/**
 * of_reserved_mem_device_init_by_idx() - assign @dev the region the
 * @idx'th phandle of @np's "memory-region" names
 *
 * Return: 0 when the region is disabled; -EINVAL for no @dev or @np, or a
 * region without a handler (every region here); -ENODEV when there is no
 * such phandle.
 */
int of_reserved_mem_device_init_by_idx(struct device *dev,
				       struct device_node *np, int idx);

/**
 * of_reserved_mem_device_init_by_name() - as _by_idx(), the region named
 * @name in "memory-region-names"
 * Return: as of_reserved_mem_device_init_by_idx(); -ENODEV for no such
 * name.
 */
int of_reserved_mem_device_init_by_name(struct device *dev,
					struct device_node *np,
					const char *name);

/** of_reserved_mem_device_release() - undo what was assigned to @dev */
void of_reserved_mem_device_release(struct device *dev);

/** of_reserved_mem_device_init() - the first region of @dev's node */
static inline int of_reserved_mem_device_init(struct device *dev)
{
	return of_reserved_mem_device_init_by_idx(dev, dev->of_node, 0);
}

#endif /* _PLATDEV_LINUX_OF_RESERVED_MEM_H */
