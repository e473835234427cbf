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

/**
 * of_io_request_and_map() - claim the @index'th "reg" entry of @np in the
 * iomem tree, then map it
 * @np: the node
 * @index: which entry
 * @name: the name of the claim; NULL takes the resource's (from
 *        "reg-names", else the node's full name)
 *
 * Neither the claim nor the mapping is managed: a caller that gives up
 * unmaps and releases them itself.
 *
 * Return: the mapping; IOMEM_ERR_PTR(-EINVAL) if there is no such entry,
 * (-EBUSY) if the range is claimed already, (-ENOMEM) if it cannot be
 * mapped (the claim is released again).
 */
void __iomem *of_io_request_and_map(struct device_node *np, int index,
				    const char *name);

/* devm_of_iomap() is declared in linux/io.h, as in Linux. */

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

/* --- "ranges" and "dma-ranges" --------------------------------------------- */

struct of_bus;

/**
 * struct of_pci_range_parser - a walk over a bus node's "ranges" (also
 * named struct of_range_parser)
 * @node: the bus node
 * @bus: the address rules of its children (private)
 * @range: the next entry
 * @end: past the last
 * @na: the child bus's address cells
 * @ns: its size cells
 * @pna: the parent bus's address cells
 * @dma: walking "dma-ranges"
 */
struct of_pci_range_parser {
	struct device_node *node;
	const struct of_bus *bus;
	const __be32 *range;
	const __be32 *end;
	int na;
	int ns;
	int pna;
	bool dma;
};
#define of_range_parser of_pci_range_parser

/**
 * struct of_pci_range - one window of "ranges" (also struct of_range)
 * @pci_addr: its address on the child bus (@bus_addr)
 * @bus_addr: the same
 * @cpu_addr: its CPU address (OF_BAD_ADDR when it does not translate)
 * @size: its size
 * @flags: IORESOURCE_* of a PCI or ISA space, else IORESOURCE_MEM
 */
struct of_pci_range {
	union {
		u64 pci_addr;
		u64 bus_addr;
	};
	u64 cpu_addr;
	u64 size;
	u32 flags;
};
#define of_range of_pci_range

/**
 * of_pci_range_parser_init() - start a walk over @node's "ranges" (also
 * of_range_parser_init())
 * Return: 0; -ENOENT when @node has no "ranges"; -EINVAL for NULL @node or
 * cell counts out of range.
 */
int of_pci_range_parser_init(struct of_pci_range_parser *parser,
			     struct device_node *node);
#define of_range_parser_init of_pci_range_parser_init

/**
 * of_pci_dma_range_parser_init() - the same over "dma-ranges" (CPU
 * addresses translated through "ranges" as well: DMA translation is not
 * modelled apart)
 */
int of_pci_dma_range_parser_init(struct of_pci_range_parser *parser,
				 struct device_node *node);

/**
 * of_pci_range_parser_one() - the next window into @range; entries that
 * continue it (same flags, contiguous in both spaces) are joined to it
 * Return: @range, or NULL past the end.
 */
struct of_pci_range *of_pci_range_parser_one(struct of_pci_range_parser *parser,
					     struct of_pci_range *range);

#define for_each_of_pci_range(parser, range) \
	for (; of_pci_range_parser_one(parser, range);)
#define for_each_of_range for_each_of_pci_range

/**
 * of_range_count() - the entries left in @parser (call before walking)
 * Return: the count; 0 for an empty or failed parser.
 */
static inline int of_range_count(const struct of_range_parser *parser)
{
	if (!parser || !parser->node || !parser->range ||
	    parser->range == parser->end)
		return 0;
	return (parser->end - parser->range) /
	       (parser->na + parser->pna + parser->ns);
}

#endif /* _PLATDEV_LINUX_OF_ADDRESS_H */
