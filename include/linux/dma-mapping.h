/* SPDX-License-Identifier: MIT */
/*
 * linux/dma-mapping.h - the DMA API: device masks, coherent buffers and
 * streaming mappings, as Linux 6.12 documents them
 * (Documentation/core-api/dma-api.rst).
 *
 * What a bus address is depends on the mode (platdev/dma.h). On a 64-bit
 * host it is translated: mappings get addresses in a window below 4 GiB,
 * and a streaming mapping is bounced (the device sees a copy that the
 * sync and unmap calls move, as Linux's swiotlb), so a driver that forgets
 * a dma_sync_*() call reads stale data in a test as on non-coherent
 * hardware. On a 32-bit target it is the CPU address (identity) and the
 * device sees the buffer itself. Either way every live mapping is
 * recorded: a simulated device model reads and writes memory through its
 * bus address (platdev_sim_dma_read()), an address beyond the device's
 * mask fails the mapping with DMA_MAPPING_ERROR, and mappings still live
 * when a driver unbinds are reported, as Linux's dma-debug does.
 *
 * Not in the tiny profile, whose struct device has no masks.
 */
#ifndef _PLATDEV_LINUX_DMA_MAPPING_H
#define _PLATDEV_LINUX_DMA_MAPPING_H

#include <linux/bug.h>
#include <linux/device.h>
#include <linux/dma-direction.h>
#include <linux/err.h>
#include <linux/limits.h>
#include <linux/mm.h>
#include <linux/scatterlist.h>
#include <linux/string.h>
#include <linux/types.h>

/* Attributes (the @attrs of the *_attrs() calls); accepted, no effect. */
#define DMA_ATTR_WEAK_ORDERING (1UL << 1)
#define DMA_ATTR_WRITE_COMBINE (1UL << 2)
#define DMA_ATTR_NO_KERNEL_MAPPING (1UL << 4)
#define DMA_ATTR_SKIP_CPU_SYNC (1UL << 5)
#define DMA_ATTR_FORCE_CONTIGUOUS (1UL << 6)
#define DMA_ATTR_ALLOC_SINGLE_PAGES (1UL << 7)
#define DMA_ATTR_NO_WARN (1UL << 8)
#define DMA_ATTR_PRIVILEGED (1UL << 9)

/* The bus address of a failed mapping; test with dma_mapping_error(). */
#define DMA_MAPPING_ERROR (~(dma_addr_t)0)

/** DMA_BIT_MASK() - the mask of a device that drives @n address bits */
#define DMA_BIT_MASK(n) (((n) == 64) ? ~0ULL : ((1ULL << (n)) - 1))

/**
 * dma_mapping_error() - whether a mapping call failed
 * Return: -ENOMEM for DMA_MAPPING_ERROR, else 0.
 */
static inline int dma_mapping_error(struct device *dev, dma_addr_t dma_addr)
{
	(void)dev;
	return dma_addr == DMA_MAPPING_ERROR ? -ENOMEM : 0;
}

/**
 * dma_set_mask() - say which bus addresses the device can drive in
 * streaming mappings
 *
 * Return: 0, or -EIO when the device has no dma_mask pointer or no memory
 * lies under @mask (a mask of 32 bits or more is always supported, as in
 * Linux; below that, the mask must cover the start of the DMA window).
 */
int dma_set_mask(struct device *dev, u64 mask);

/**
 * dma_set_coherent_mask() - the same for dma_alloc_coherent()
 * Return: 0, or -EIO when no memory lies under @mask.
 */
int dma_set_coherent_mask(struct device *dev, u64 mask);

/**
 * dma_map_page_attrs() - hand @size bytes at @offset in @page to the device
 * @dir: DMA_TO_DEVICE, DMA_FROM_DEVICE or DMA_BIDIRECTIONAL
 *
 * Until dma_unmap_page() (or dma_sync_single_for_cpu()) the buffer belongs
 * to the device: the CPU must not touch it.
 *
 * Return: the bus address of the first byte, or DMA_MAPPING_ERROR (bad
 * direction or device, the address would exceed the device's mask, no
 * room in the window, no memory for the record or bounce buffer).
 */
dma_addr_t dma_map_page_attrs(struct device *dev, struct page *page,
			      size_t offset, size_t size,
			      enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_unmap_page_attrs() - end a streaming mapping: the data the device
 * wrote is in the buffer (DMA_FROM_DEVICE, DMA_BIDIRECTIONAL)
 *
 * @addr, @size and @dir must be those of the mapping; a mismatch or an
 * address that is not mapped is reported (dev_err) and ignored.
 */
void dma_unmap_page_attrs(struct device *dev, dma_addr_t addr, size_t size,
			  enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_map_sg_attrs() - map each of the @nents entries of @sg, filling
 * sg_dma_address() and sg_dma_len() (entries are not merged)
 * Return: the number of mapped entries (@nents), or 0 when any failed
 * (those mapped are unmapped again).
 */
unsigned int dma_map_sg_attrs(struct device *dev, struct scatterlist *sg,
			      int nents, enum dma_data_direction dir,
			      unsigned long attrs);

/** dma_unmap_sg_attrs() - unmap what dma_map_sg_attrs() mapped */
void dma_unmap_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
			enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_map_sgtable() - map the entries of @sgt, setting @sgt->nents
 * Return: 0, -EINVAL (bad direction, no entries), -EIO (an address beyond
 * the mask), -ENOMEM (no room or memory).
 */
int dma_map_sgtable(struct device *dev, struct sg_table *sgt,
		    enum dma_data_direction dir, unsigned long attrs);

/**
 * dma_alloc_attrs() - allocate @size bytes of zeroed memory that the CPU
 * and the device share without syncing
 * @dma_handle: receives the bus address
 *
 * The CPU and bus addresses are aligned to the smallest power-of-two
 * number of pages that holds @size.
 *
 * Return: the CPU address, or NULL (no @dev or @size, no memory, or no
 * room under the device's coherent mask).
 */
void *dma_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle,
		      gfp_t flag, unsigned long attrs);

/**
 * dma_free_attrs() - free what dma_alloc_attrs() gave; a pointer it did
 * not give, or a wrong size or handle, is reported and ignored
 */
void dma_free_attrs(struct device *dev, size_t size, void *cpu_addr,
		    dma_addr_t dma_handle, unsigned long attrs);

/**
 * dmam_alloc_attrs() - dma_alloc_attrs() freed when the driver unbinds
 * (or probe fails)
 */
void *dmam_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle,
		       gfp_t gfp, unsigned long attrs);

/** dmam_free_coherent() - free a dmam_alloc_coherent() buffer now */
void dmam_free_coherent(struct device *dev, size_t size, void *vaddr,
			dma_addr_t dma_handle);

/**
 * dma_get_required_mask() - the mask that covers every address a mapping
 * can get (the end of the window, or of the address space in identity mode)
 */
u64 dma_get_required_mask(struct device *dev);

/** dma_addressing_limited() - whether the device's mask misses memory */
bool dma_addressing_limited(struct device *dev);

/** dma_max_mapping_size() - Return: the largest single mapping */
size_t dma_max_mapping_size(struct device *dev);

/**
 * dma_sync_single_for_cpu() - give the CPU the current contents of a
 * mapped range (what the device wrote, for DMA_FROM_DEVICE and
 * DMA_BIDIRECTIONAL); the buffer then belongs to the CPU until
 * dma_sync_single_for_device()
 * @addr: a bus address inside a live streaming mapping; @size bytes from
 *        it must lie inside that mapping (else reported and ignored)
 */
void dma_sync_single_for_cpu(struct device *dev, dma_addr_t addr, size_t size,
			     enum dma_data_direction dir);

/**
 * dma_sync_single_for_device() - hand a range back to the device with
 * what the CPU wrote (DMA_TO_DEVICE, DMA_BIDIRECTIONAL)
 */
void dma_sync_single_for_device(struct device *dev, dma_addr_t addr,
				size_t size, enum dma_data_direction dir);

/** dma_sync_sg_for_cpu() - dma_sync_single_for_cpu() on every entry */
void dma_sync_sg_for_cpu(struct device *dev, struct scatterlist *sg, int nelems,
			 enum dma_data_direction dir);

/** dma_sync_sg_for_device() - dma_sync_single_for_device() on each entry */
void dma_sync_sg_for_device(struct device *dev, struct scatterlist *sg,
			    int nelems, enum dma_data_direction dir);

/** dma_need_sync() - Return: whether syncs move data (bounce mode) */
bool dma_need_sync(struct device *dev, dma_addr_t dma_addr);

static inline dma_addr_t dma_map_single_attrs(struct device *dev, void *ptr,
					      size_t size,
					      enum dma_data_direction dir,
					      unsigned long attrs)
{
	return dma_map_page_attrs(dev, virt_to_page(ptr), offset_in_page(ptr),
				  size, dir, attrs);
}

static inline void dma_unmap_single_attrs(struct device *dev, dma_addr_t addr,
					  size_t size,
					  enum dma_data_direction dir,
					  unsigned long attrs)
{
	dma_unmap_page_attrs(dev, addr, size, dir, attrs);
}

static inline void dma_sync_single_range_for_cpu(struct device *dev,
						 dma_addr_t addr,
						 unsigned long offset,
						 size_t size,
						 enum dma_data_direction dir)
{
	dma_sync_single_for_cpu(dev, addr + offset, size, dir);
}

static inline void dma_sync_single_range_for_device(struct device *dev,
						    dma_addr_t addr,
						    unsigned long offset,
						    size_t size,
						    enum dma_data_direction dir)
{
	dma_sync_single_for_device(dev, addr + offset, size, dir);
}

/** dma_unmap_sgtable() - unmap what dma_map_sgtable() mapped */
static inline void dma_unmap_sgtable(struct device *dev, struct sg_table *sgt,
				     enum dma_data_direction dir,
				     unsigned long attrs)
{
	dma_unmap_sg_attrs(dev, sgt->sgl, (int)sgt->orig_nents, dir, attrs);
}

static inline void dma_sync_sgtable_for_cpu(struct device *dev,
					    struct sg_table *sgt,
					    enum dma_data_direction dir)
{
	dma_sync_sg_for_cpu(dev, sgt->sgl, (int)sgt->orig_nents, dir);
}

static inline void dma_sync_sgtable_for_device(struct device *dev,
					       struct sg_table *sgt,
					       enum dma_data_direction dir)
{
	dma_sync_sg_for_device(dev, sgt->sgl, (int)sgt->orig_nents, dir);
}

#define dma_map_single(d, a, s, r) dma_map_single_attrs(d, a, s, r, 0)
#define dma_unmap_single(d, a, s, r) dma_unmap_single_attrs(d, a, s, r, 0)
#define dma_map_sg(d, s, n, r) dma_map_sg_attrs(d, s, n, r, 0)
#define dma_unmap_sg(d, s, n, r) dma_unmap_sg_attrs(d, s, n, r, 0)
/**
 * dma_map_resource() - the bus address of @size bytes of MMIO at
 * @phys_addr (a peripheral's FIFO, for a DMA engine to reach)
 * @dev: the device that will reach it
 * @phys_addr: the physical address
 * @size: bytes
 * @dir: the direction
 * @attrs: DMA_ATTR_* (none used)
 *
 * There is no IOMMU: the bus address is the physical one, and no record
 * is kept.
 *
 * Return: it, or DMA_MAPPING_ERROR (with a line) when it is past the
 * device's DMA mask or the arguments are wrong.
 */
dma_addr_t dma_map_resource(struct device *dev, phys_addr_t phys_addr,
			    size_t size, enum dma_data_direction dir,
			    unsigned long attrs);

/** dma_unmap_resource() - end dma_map_resource()'s mapping (nothing to do) */
static inline void dma_unmap_resource(struct device *dev, dma_addr_t addr,
				      size_t size, enum dma_data_direction dir,
				      unsigned long attrs)
{
	(void)dev;
	(void)addr;
	(void)size;
	(void)dir;
	(void)attrs;
}

#define dma_map_page(d, p, o, s, r) dma_map_page_attrs(d, p, o, s, r, 0)
#define dma_unmap_page(d, a, s, r) dma_unmap_page_attrs(d, a, s, r, 0)

static inline void *dma_alloc_coherent(struct device *dev, size_t size,
				       dma_addr_t *dma_handle, gfp_t gfp)
{
	return dma_alloc_attrs(dev, size, dma_handle, gfp,
			       (gfp & __GFP_NOWARN) ? DMA_ATTR_NO_WARN : 0);
}

static inline void dma_free_coherent(struct device *dev, size_t size,
				     void *cpu_addr, dma_addr_t dma_handle)
{
	dma_free_attrs(dev, size, cpu_addr, dma_handle, 0);
}

static inline void *dmam_alloc_coherent(struct device *dev, size_t size,
					dma_addr_t *dma_handle, gfp_t gfp)
{
	return dmam_alloc_attrs(dev, size, dma_handle, gfp,
				(gfp & __GFP_NOWARN) ? DMA_ATTR_NO_WARN : 0);
}

/* Write-combined memory is coherent memory here. */
static inline void *dma_alloc_wc(struct device *dev, size_t size,
				 dma_addr_t *dma_addr, gfp_t gfp)
{
	return dma_alloc_attrs(dev, size, dma_addr, gfp,
			       DMA_ATTR_WRITE_COMBINE);
}

static inline void dma_free_wc(struct device *dev, size_t size, void *cpu_addr,
			       dma_addr_t dma_addr)
{
	dma_free_attrs(dev, size, cpu_addr, dma_addr, DMA_ATTR_WRITE_COMBINE);
}

/** dma_get_mask() - the streaming mask, or 32 bits when none is set */
static inline u64 dma_get_mask(struct device *dev)
{
	if (dev->dma_mask && *dev->dma_mask)
		return *dev->dma_mask;
	return DMA_BIT_MASK(32);
}

/**
 * dma_set_mask_and_coherent() - set both masks to @mask
 * Return: as dma_set_mask(); the coherent mask is set only when it
 * succeeded.
 */
static inline int dma_set_mask_and_coherent(struct device *dev, u64 mask)
{
	int rc = dma_set_mask(dev, mask);

	if (rc == 0)
		dma_set_coherent_mask(dev, mask);
	return rc;
}

/**
 * dma_coerce_mask_and_coherent() - dma_set_mask_and_coherent() for a
 * device without a dma_mask pointer: it is pointed at coherent_dma_mask
 */
static inline int dma_coerce_mask_and_coherent(struct device *dev, u64 mask)
{
	dev->dma_mask = &dev->coherent_dma_mask;
	return dma_set_mask_and_coherent(dev, mask);
}

/*
 * A device's segment limits (struct device_dma_parameters), as its driver
 * sets them, with Linux's defaults: 64 KiB segments, no boundary, no
 * alignment mask. They are kept beside the device while its driver is
 * bound (a managed resource: the next driver starts from the defaults);
 * a setter that finds no memory for them warns and changes nothing.
 */

/** dma_get_max_seg_size() - the longest scatter-gather segment @dev takes */
unsigned int dma_get_max_seg_size(struct device *dev);

/** dma_set_max_seg_size() - record the longest segment @dev takes */
void dma_set_max_seg_size(struct device *dev, unsigned int size);

/** dma_get_seg_boundary() - the mask no segment of @dev may cross (ULONG_MAX: none) */
unsigned long dma_get_seg_boundary(struct device *dev);

/** dma_set_seg_boundary() - record the mask no segment of @dev may cross */
void dma_set_seg_boundary(struct device *dev, unsigned long mask);

/** dma_get_min_align_mask() - the low address bits a bounce buffer keeps */
unsigned int dma_get_min_align_mask(struct device *dev);

/** dma_set_min_align_mask() - record them */
void dma_set_min_align_mask(struct device *dev, unsigned int min_align_mask);

/**
 * dma_get_seg_boundary_nr_pages() - dma_get_seg_boundary() in units of
 * 1 << @page_shift bytes
 */
static inline unsigned long dma_get_seg_boundary_nr_pages(struct device *dev,
							  unsigned int page_shift)
{
	return (dma_get_seg_boundary(dev) >> page_shift) + 1;
}

/** dma_get_cache_alignment() - Return: 1 (no alignment rule here) */
static inline int dma_get_cache_alignment(void)
{
	return 1;
}

#define DEFINE_DMA_UNMAP_ADDR(ADDR_NAME) dma_addr_t ADDR_NAME
#define DEFINE_DMA_UNMAP_LEN(LEN_NAME) __u32 LEN_NAME
#define dma_unmap_addr(PTR, ADDR_NAME) ((PTR)->ADDR_NAME)
#define dma_unmap_addr_set(PTR, ADDR_NAME, VAL) (((PTR)->ADDR_NAME) = (VAL))
#define dma_unmap_len(PTR, LEN_NAME) ((PTR)->LEN_NAME)
#define dma_unmap_len_set(PTR, LEN_NAME, VAL) (((PTR)->LEN_NAME) = (VAL))

#endif /* _PLATDEV_LINUX_DMA_MAPPING_H */
