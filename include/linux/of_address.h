/* SPDX-License-Identifier: MIT */
/*
 * linux/of_address.h - reading "reg" and translating bus addresses to CPU
 * addresses through the "ranges" of every bus on the way to the root.
 */
#ifndef _PLATDEV_LINUX_OF_ADDRESS_H
#define _PLATDEV_LINUX_OF_ADDRESS_H

#include <linux/io.h>
#include <linux/ioport.h>
#include <linux/of.h>

#define OF_BAD_ADDR ((u64)-1)

/**
 * of_get_address() - the @index'th "reg" entry of @dev, untranslated
 * @dev: the node
 * @index: which entry
 * @size: gets the entry's size (0 on a #size-cells = <0> bus), or NULL
 * @flags: gets IORESOURCE_MEM or IORESOURCE_IO (ISA and PCI buses say
 *         which), or NULL
 *
 * Return: the entry's address cells (big-endian), or NULL if there is no
 * such entry or the cell counts are invalid.
 */
const __be32 *of_get_address(struct device_node *dev, int index, u64 *size,
			     unsigned int *flags);

/**
 * of_translate_address() - a bus address of @dev as a CPU address
 * @dev: the node whose "reg" cells @in_addr came from
 * @in_addr: the address cells
 *
 * Each bus on the way up maps the address through its "ranges": an entry
 * containing it, an empty "ranges" as identity; a bus with no "ranges"
 * cannot be crossed. ISA and PCI buses match the address space as well.
 *
 * Return: the CPU address, or OF_BAD_ADDR.
 */
u64 of_translate_address(struct device_node *dev, const __be32 *in_addr);

/**
 * of_address_to_resource() - the @index'th "reg" entry as a translated
 * resource, named from "reg-names" if present, else from the node's full name
 * Return: 0, or -EINVAL if there is no such entry or it does not translate.
 */
int of_address_to_resource(struct device_node *dev, int index,
			   struct resource *r);

/**
 * of_iomap() - ioremap() of the @index'th "reg" entry
 * Return: the mapping, or NULL.
 */
void __iomem *of_iomap(struct device_node *node, int index);

/** of_read_number() - @size big-endian cells as one number (the last 64 bits) */
static inline u64 of_read_number(const __be32 *cell, int size)
{
	u64 r = 0;

	for (; size > 0; size--, cell++) {
		const u8 *b = (const u8 *)cell;

		r = (r << 32) |
		    ((u32)b[0] << 24 | (u32)b[1] << 16 | (u32)b[2] << 8 | b[3]);
	}
	return r;
}

#endif /* _PLATDEV_LINUX_OF_ADDRESS_H */
