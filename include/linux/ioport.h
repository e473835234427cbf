/* SPDX-License-Identifier: MIT */
/*
 * linux/ioport.h - struct resource: a range of addresses, I/O ports, IRQs
 * or DMA channels, with the kernel's flag values.
 */
#ifndef _PLATDEV_LINUX_IOPORT_H
#define _PLATDEV_LINUX_IOPORT_H

#include <linux/compiler.h>
#include <linux/types.h>

/**
 * struct resource - one range owned or described by a device
 * @start: first address or number
 * @end: last address or number, inclusive
 * @name: a label ("io-memory", "irq", a reg-names entry), or NULL
 * @flags: IORESOURCE_* type and attribute bits
 * @desc: IORES_DESC_* descriptor
 * @parent: enclosing resource in a resource tree
 * @sibling: next resource under the same parent
 * @child: first nested resource
 */
struct resource {
	resource_size_t start;
	resource_size_t end;
	const char *name;
	unsigned long flags;
	unsigned long desc;
	struct resource *parent, *sibling, *child;
};

#define IORESOURCE_BITS 0x000000ffUL /* bus-specific bits */

#define IORESOURCE_TYPE_BITS 0x00001f00UL
#define IORESOURCE_IO 0x00000100UL
#define IORESOURCE_MEM 0x00000200UL
#define IORESOURCE_REG 0x00000300UL /* register offsets */
#define IORESOURCE_IRQ 0x00000400UL
#define IORESOURCE_DMA 0x00000800UL
#define IORESOURCE_BUS 0x00001000UL

#define IORESOURCE_PREFETCH 0x00002000UL
#define IORESOURCE_READONLY 0x00004000UL
#define IORESOURCE_CACHEABLE 0x00008000UL
#define IORESOURCE_RANGELENGTH 0x00010000UL
#define IORESOURCE_SHADOWABLE 0x00020000UL
#define IORESOURCE_SIZEALIGN 0x00040000UL
#define IORESOURCE_STARTALIGN 0x00080000UL
#define IORESOURCE_MEM_64 0x00100000UL
#define IORESOURCE_WINDOW 0x00200000UL
#define IORESOURCE_MUXED 0x00400000UL
#define IORESOURCE_EXT_TYPE_BITS 0x01000000UL
#define IORESOURCE_SYSRAM 0x01000000UL
#define IORESOURCE_EXCLUSIVE 0x08000000UL
#define IORESOURCE_DISABLED 0x10000000UL
#define IORESOURCE_UNSET 0x20000000UL
#define IORESOURCE_AUTO 0x40000000UL
#define IORESOURCE_BUSY 0x80000000UL

/* IORESOURCE_IRQ trigger bits (the low byte) */
#define IORESOURCE_IRQ_HIGHEDGE (1 << 0)
#define IORESOURCE_IRQ_LOWEDGE (1 << 1)
#define IORESOURCE_IRQ_HIGHLEVEL (1 << 2)
#define IORESOURCE_IRQ_LOWLEVEL (1 << 3)
#define IORESOURCE_IRQ_SHAREABLE (1 << 4)
#define IORESOURCE_IRQ_OPTIONAL (1 << 5)
#define IORESOURCE_IRQ_WAKECAPABLE (1 << 6)

/* IORESOURCE_MEM bits */
#define IORESOURCE_MEM_WRITEABLE (1 << 0)
#define IORESOURCE_MEM_READONLY (1 << 1)
#define IORESOURCE_MEM_NONPOSTED (1 << 3)

enum {
	IORES_DESC_NONE = 0,
	IORES_DESC_CRASH_KERNEL = 1,
	IORES_DESC_ACPI_TABLES = 2,
	IORES_DESC_ACPI_NV_STORAGE = 3,
	IORES_DESC_PERSISTENT_MEMORY = 4,
	IORES_DESC_PERSISTENT_MEMORY_LEGACY = 5,
	IORES_DESC_DEVICE_PRIVATE_MEMORY = 6,
	IORES_DESC_RESERVED = 7,
	IORES_DESC_SOFT_RESERVED = 8,
	IORES_DESC_CXL = 9,
};

#define DEFINE_RES_NAMED_DESC(_start, _size, _name, _flags, _desc)   \
	{                                                            \
		.start = (_start), .end = (_start) + (_size)-1,      \
		.name = (_name), .flags = (_flags), .desc = (_desc), \
	}
#define DEFINE_RES_NAMED(_start, _size, _name, _flags) \
	DEFINE_RES_NAMED_DESC(_start, _size, _name, _flags, IORES_DESC_NONE)
#define DEFINE_RES(_start, _size, _flags) \
	DEFINE_RES_NAMED(_start, _size, NULL, _flags)

#define DEFINE_RES_IO_NAMED(_start, _size, _name) \
	DEFINE_RES_NAMED(_start, _size, _name, IORESOURCE_IO)
#define DEFINE_RES_IO(_start, _size) DEFINE_RES_IO_NAMED(_start, _size, NULL)

#define DEFINE_RES_MEM_NAMED(_start, _size, _name) \
	DEFINE_RES_NAMED(_start, _size, _name, IORESOURCE_MEM)
#define DEFINE_RES_MEM(_start, _size) DEFINE_RES_MEM_NAMED(_start, _size, NULL)

#define DEFINE_RES_REG_NAMED(_start, _size, _name) \
	DEFINE_RES_NAMED(_start, _size, _name, IORESOURCE_REG)
#define DEFINE_RES_REG(_start, _size) DEFINE_RES_REG_NAMED(_start, _size, NULL)

#define DEFINE_RES_IRQ_NAMED(_irq, _name) \
	DEFINE_RES_NAMED(_irq, 1, _name, IORESOURCE_IRQ)
#define DEFINE_RES_IRQ(_irq) DEFINE_RES_IRQ_NAMED(_irq, NULL)

#define DEFINE_RES_DMA_NAMED(_dma, _name) \
	DEFINE_RES_NAMED(_dma, 1, _name, IORESOURCE_DMA)
#define DEFINE_RES_DMA(_dma) DEFINE_RES_DMA_NAMED(_dma, NULL)

/** resource_size() - number of addresses in @res (end is inclusive) */
static inline resource_size_t resource_size(const struct resource *res)
{
	return res->end - res->start + 1;
}

/** resource_type() - the IORESOURCE_* type bits of @res */
static inline unsigned long resource_type(const struct resource *res)
{
	return res->flags & IORESOURCE_TYPE_BITS;
}

/** resource_ext_type() - the extended type bits of @res */
static inline unsigned long resource_ext_type(const struct resource *res)
{
	return res->flags & IORESOURCE_EXT_TYPE_BITS;
}

#endif /* _PLATDEV_LINUX_IOPORT_H */
