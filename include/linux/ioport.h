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

/* --- resource trees (src/resource/resource.c) ----------------------------- */

#ifndef IO_SPACE_LIMIT
#define IO_SPACE_LIMIT 0xffff
#endif

/* The roots: all of the CPU's address space, and the I/O port space. */
extern struct resource iomem_resource;
extern struct resource ioport_resource;

/**
 * request_resource_conflict() - claim @new as a child of @root
 * @root: the parent range
 * @new: the range to insert; must lie inside @root and overlap none of its
 *       children
 *
 * Return: NULL on success, else the resource in the way (@root itself when
 * @new does not fit inside it or ends before it starts).
 */
struct resource *request_resource_conflict(struct resource *root,
					   struct resource *new);

/** request_resource() - request_resource_conflict(); 0 or -EBUSY */
int request_resource(struct resource *root, struct resource *new);

/**
 * release_resource() - take @old, with its children, out of its tree
 * Return: 0, or -EINVAL if @old is not in a tree.
 */
int release_resource(struct resource *old);

/**
 * insert_resource_conflict() - insert @new into @parent's tree, at the
 * deepest level it fits, adopting existing resources it fully covers
 * @parent: where to start
 * @new: the range
 *
 * Return: NULL on success, else the resource it partially overlaps (or
 * @parent when @new does not fit inside it).
 */
struct resource *insert_resource_conflict(struct resource *parent,
					  struct resource *new);

/** insert_resource() - insert_resource_conflict(); 0 or -EBUSY */
int insert_resource(struct resource *parent, struct resource *new);

/**
 * remove_resource() - take @old out of its tree; its children move up to
 * its parent in its place
 * Return: 0, or -EINVAL if @old is not in a tree.
 */
int remove_resource(struct resource *old);

/**
 * adjust_resource() - move or resize a resource in place
 * @res: the resource (in a tree or not)
 * @start: new start
 * @size: new size
 *
 * Return: 0, or -EBUSY if the new range leaves its parent, overlaps a
 * sibling, no longer covers one of its children, or wraps around.
 */
int adjust_resource(struct resource *res, resource_size_t start,
		    resource_size_t size);

/* Moves a candidate start up to satisfy a caller-specific alignment. */
typedef resource_size_t (*resource_alignf)(void *data,
					   const struct resource *res,
					   resource_size_t size,
					   resource_size_t align);

/**
 * allocate_resource() - find a free range for @new under @root and claim it
 * @root: the parent range
 * @new: receives start and end; its flags and name are kept
 * @size: bytes (or numbers) wanted
 * @min: lowest acceptable start
 * @max: highest acceptable end
 * @align: alignment of the start (a power of two; 0 or 1 for none)
 * @alignf: optional further alignment callback, or NULL
 * @alignf_data: passed to @alignf
 *
 * The lowest fitting range is chosen. If @new is already in a tree it is
 * moved (released, then claimed again; restored on failure).
 *
 * Return: 0, -EINVAL for a zero size, or -EBUSY when no range fits.
 */
int allocate_resource(struct resource *root, struct resource *new,
		      resource_size_t size, resource_size_t min,
		      resource_size_t max, resource_size_t align,
		      resource_alignf alignf, void *alignf_data);

/**
 * __request_region() - claim a busy region, nested inside non-busy ranges
 * @parent: the root to claim in (&iomem_resource, &ioport_resource)
 * @start: first address
 * @n: length
 * @name: the owner's label (not copied)
 * @flags: extra flags (IORESOURCE_MUXED, IORESOURCE_EXCLUSIVE)
 *
 * The region descends into the non-busy resource that contains it, and
 * fails against a busy one or a partial overlap.
 *
 * Return: the new busy resource, or NULL (conflict or no memory).
 */
struct resource *__request_region(struct resource *parent,
				  resource_size_t start, resource_size_t n,
				  const char *name, int flags);

/**
 * __release_region() - release a region claimed by __request_region()
 * @parent: the root it was claimed in
 * @start: its first address
 * @n: its length; start and length must match the claim exactly
 *
 * An unknown region is logged and ignored.
 */
void __release_region(struct resource *parent, resource_size_t start,
		      resource_size_t n);

#define request_region(start, n, name) \
	__request_region(&ioport_resource, (start), (n), (name), 0)
#define request_muxed_region(start, n, name)                     \
	__request_region(&ioport_resource, (start), (n), (name), \
			 IORESOURCE_MUXED)
#define request_mem_region(start, n, name) \
	__request_region(&iomem_resource, (start), (n), (name), 0)
#define request_mem_region_exclusive(start, n, name)            \
	__request_region(&iomem_resource, (start), (n), (name), \
			 IORESOURCE_EXCLUSIVE)
#define release_region(start, n) \
	__release_region(&ioport_resource, (start), (n))
#define release_mem_region(start, n) \
	__release_region(&iomem_resource, (start), (n))

enum {
	REGION_DISJOINT,
	REGION_INTERSECTS,
	REGION_MIXED,
};

/**
 * region_intersects() - how [start, start+size) relates to the top-level
 * resources of iomem_resource with @flags (all of them set) and @desc
 * (IORES_DESC_NONE matches any)
 *
 * Return: REGION_INTERSECTS if it lies in such resources only,
 * REGION_DISJOINT if it touches none, REGION_MIXED if both.
 */
int region_intersects(resource_size_t start, size_t size, unsigned long flags,
		      unsigned long desc);

/**
 * platdev_resource_show() - print a tree as /proc/iomem does
 * @root: the root (not printed itself)
 * @emit: receives each line, without newline: two spaces per level, then
 *        "start-end : name" in hex (four digits when @root ends below
 *        0x10000, else at least eight)
 * @ctx: passed to @emit
 */
void platdev_resource_show(const struct resource *root,
			   void (*emit)(void *ctx, const char *line),
			   void *ctx);

/** resource_contains() - whether @r2 lies inside @r1 (same type, both set) */
static inline bool resource_contains(const struct resource *r1,
				     const struct resource *r2)
{
	if (resource_type(r1) != resource_type(r2))
		return false;
	if ((r1->flags & IORESOURCE_UNSET) || (r2->flags & IORESOURCE_UNSET))
		return false;
	return r1->start <= r2->start && r1->end >= r2->end;
}

/** resource_overlaps() - whether the ranges share an address */
static inline bool resource_overlaps(const struct resource *r1,
				     const struct resource *r2)
{
	return r1->start <= r2->end && r1->end >= r2->start;
}

/** resource_intersection() - @r gets the common part; false if none */
static inline bool resource_intersection(const struct resource *r1,
					 const struct resource *r2,
					 struct resource *r)
{
	if (!resource_overlaps(r1, r2))
		return false;
	r->start = r1->start > r2->start ? r1->start : r2->start;
	r->end = r1->end < r2->end ? r1->end : r2->end;
	return true;
}

/** resource_union() - @r gets the smallest range covering both; false if disjoint */
static inline bool resource_union(const struct resource *r1,
				  const struct resource *r2, struct resource *r)
{
	if (!resource_overlaps(r1, r2))
		return false;
	r->start = r1->start < r2->start ? r1->start : r2->start;
	r->end = r1->end > r2->end ? r1->end : r2->end;
	return true;
}

#endif /* _PLATDEV_LINUX_IOPORT_H */
