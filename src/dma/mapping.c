// SPDX-License-Identifier: MIT
/*
 * mapping.c - the DMA API (linux/dma-mapping.h): masks, coherent buffers,
 * streaming mappings and their syncs, over one table of live mappings
 * that also answers the device side (platdev_dma_access()) and reports
 * the mappings a driver leaves behind when it unbinds.
 *
 * Every mapping and coherent buffer is a record on one list sorted by the
 * start of the bus range it holds. In BOUNCE mode the range is allocated
 * in the window, lowest first, and a streaming record carries the bounce
 * copy behind it; in IDENTITY mode the range is the buffer itself.
 * The list is short (the buffers in flight), so lookups walk it.
 */
#include <stdint.h>
#include <string.h>

#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/spinlock.h>
#include <platdev/dma.h>
#include <platdev/port.h>

#include "dma/dma.h"

enum dma_rec_kind { DMA_REC_STREAM, DMA_REC_COHERENT };

struct dma_rec {
	struct dma_rec *next;
	struct device *dev;
	void *cpu; /* the buffer */
	void *view; /* what the device reads and writes */
	dma_addr_t addr; /* bus address of the buffer's first byte */
	dma_addr_t base; /* the bus range held: [base, base + span) */
	size_t span;
	size_t size;
	u8 dir;
	u8 kind;
};

#define DMA_DEFAULT_BASE 0x40000000ULL
#define DMA_DEFAULT_SIZE 0xc0000000ULL

static DEFINE_SPINLOCK(dma_lock);
static struct dma_rec *recs; /* sorted by base */
static unsigned int nr_recs;
static enum platdev_dma_mode dma_mode =
	UINTPTR_MAX > 0xffffffffu ? PLATDEV_DMA_BOUNCE : PLATDEV_DMA_IDENTITY;
static u64 win_base = DMA_DEFAULT_BASE;
static u64 win_size = DMA_DEFAULT_SIZE;

/* ---- settings ---- */

int platdev_dma_set_mode(enum platdev_dma_mode mode)
{
	unsigned long flags;
	int ret = 0;

	if (mode != PLATDEV_DMA_IDENTITY && mode != PLATDEV_DMA_BOUNCE)
		return -EINVAL;
	spin_lock_irqsave(&dma_lock, flags);
	if (nr_recs)
		ret = -EBUSY;
	else
		dma_mode = mode;
	spin_unlock_irqrestore(&dma_lock, flags);
	return ret;
}

enum platdev_dma_mode platdev_dma_get_mode(void)
{
	return dma_mode;
}

int platdev_dma_set_window(dma_addr_t base, u64 size)
{
	unsigned long flags;
	int ret = 0;

	if (!base || !size || (base | size) & ~PAGE_MASK ||
	    base + size - 1 < base || base + size - 1 > (dma_addr_t)~0ULL - 1)
		return -EINVAL;
	spin_lock_irqsave(&dma_lock, flags);
	if (nr_recs) {
		ret = -EBUSY;
	} else {
		win_base = base;
		win_size = size;
	}
	spin_unlock_irqrestore(&dma_lock, flags);
	return ret;
}

/* ---- masks ---- */

/*
 * As Linux's direct mapping: a mask of 32 bits or more is always
 * supported; a smaller one must reach the lowest memory a mapping can get.
 */
static bool dma_supported(u64 mask)
{
	if (mask >= DMA_BIT_MASK(32))
		return true;
	return dma_mode == PLATDEV_DMA_BOUNCE ? mask >= win_base : mask != 0;
}

int dma_set_mask(struct device *dev, u64 mask)
{
	mask = (dma_addr_t)mask;
	if (!dev || !dev->dma_mask || !dma_supported(mask))
		return -EIO;
	*dev->dma_mask = mask;
	return 0;
}

int dma_set_coherent_mask(struct device *dev, u64 mask)
{
	mask = (dma_addr_t)mask;
	if (!dev || !dma_supported(mask))
		return -EIO;
	dev->coherent_dma_mask = mask;
	return 0;
}

u64 dma_get_required_mask(struct device *dev)
{
	u64 end = dma_mode == PLATDEV_DMA_BOUNCE ? win_base + win_size - 1 :
						   (u64)UINTPTR_MAX;
	unsigned int bits = 1;

	(void)dev;
	while (bits < 64 && end > DMA_BIT_MASK(bits))
		bits++;
	return DMA_BIT_MASK(bits);
}

bool dma_addressing_limited(struct device *dev)
{
	return dma_get_mask(dev) < dma_get_required_mask(dev);
}

size_t dma_max_mapping_size(struct device *dev)
{
	(void)dev;
	return dma_mode == PLATDEV_DMA_BOUNCE ? (size_t)win_size : SIZE_MAX;
}

bool dma_need_sync(struct device *dev, dma_addr_t dma_addr)
{
	(void)dev;
	(void)dma_addr;
	return dma_mode == PLATDEV_DMA_BOUNCE;
}

/* ---- the table ---- */

/* Insert @r by its base, with the lock held. */
static void rec_insert_locked(struct dma_rec *r)
{
	struct dma_rec **link = &recs;

	while (*link && (*link)->base < r->base)
		link = &(*link)->next;
	r->next = *link;
	*link = r;
	nr_recs++;
}

static void rec_unlink_locked(struct dma_rec *r)
{
	struct dma_rec **link;

	for (link = &recs; *link; link = &(*link)->next) {
		if (*link == r) {
			*link = r->next;
			nr_recs--;
			return;
		}
	}
}

/*
 * Insert @r if the caller found it a bus range, then drop the lock the
 * caller took with @flags; a record without a range is logged and freed.
 * Return: whether @r is inserted.
 */
static bool rec_placed(struct dma_rec *r, unsigned long flags, u64 mask,
		       const char *what)
{
	if (r->base)
		rec_insert_locked(r);
	spin_unlock_irqrestore(&dma_lock, flags);
	if (r->base)
		return true;
	dev_err(r->dev, "%s: no bus address for %zu bytes under mask %#llx\n",
		what, r->size, (unsigned long long)mask);
	platdev_port_free(r);
	return false;
}

/*
 * The lowest @span bytes of the window aligned to @align that no record
 * holds and that end at or below @limit, with the lock held.
 * Return: their base, or 0 when there is none.
 */
static dma_addr_t window_alloc_locked(size_t span, u64 align, u64 limit)
{
	u64 end = win_base + win_size;
	u64 cand = win_base;
	struct dma_rec *r;

	for (r = recs;; r = r->next) {
		cand = (cand + align - 1) & ~(align - 1);
		if (cand + span > end || cand + span - 1 > limit)
			return 0;
		if (!r || cand + span <= r->base)
			return (dma_addr_t)cand;
		if (r->base + r->span > cand)
			cand = r->base + r->span;
	}
}

/* The notifier of each bus whose devices have mapped, for leak reports. */
#define DMA_MAX_BUSES 8
static struct {
	const struct bus_type *bus;
	struct notifier_block nb;
} dma_buses[DMA_MAX_BUSES];
static DEFINE_MUTEX(dma_buses_lock);

static void report_leaks(struct device *dev)
{
	struct dma_rec *r, first = { 0 };
	unsigned long flags;
	unsigned int n = 0;

	spin_lock_irqsave(&dma_lock, flags);
	for (r = recs; r; r = r->next) {
		if (r->dev == dev && !n++)
			first = *r;
	}
	spin_unlock_irqrestore(&dma_lock, flags);
	if (n)
		dev_err(dev,
			"DMA-API: device driver has pending DMA allocations while released from device [count=%u]; first: %s of %zu bytes at bus address %#llx\n",
			n,
			first.kind == DMA_REC_COHERENT ? "coherent buffer" :
							 "streaming mapping",
			first.size, (unsigned long long)first.addr);
}

static int dma_bus_event(struct notifier_block *nb, unsigned long action,
			 void *data)
{
	(void)nb;
	if (action == BUS_NOTIFY_UNBOUND_DRIVER)
		report_leaks(data);
	else if (action == BUS_NOTIFY_BOUND_DRIVER)
		dmaengine_device_bound(data);
	return NOTIFY_DONE;
}

/*
 * Once per bus: the array only grows, so a bus seen is found without the
 * mutex. A bus unregistered and registered anew is not watched again.
 */
void dma_watch_bus(const struct bus_type *bus)
{
	unsigned int i;

	if (!bus)
		return;
	for (i = 0; i < DMA_MAX_BUSES; i++)
		if (__atomic_load_n(&dma_buses[i].bus, __ATOMIC_ACQUIRE) == bus)
			return;
	mutex_lock(&dma_buses_lock);
	for (i = 0; i < DMA_MAX_BUSES; i++) {
		if (dma_buses[i].bus == bus)
			break;
		if (dma_buses[i].bus)
			continue;
		dma_buses[i].nb.notifier_call = dma_bus_event;
		if (!bus_register_notifier(bus, &dma_buses[i].nb))
			__atomic_store_n(&dma_buses[i].bus, bus,
					 __ATOMIC_RELEASE);
		break;
	}
	mutex_unlock(&dma_buses_lock);
}

/* ---- streaming mappings ---- */

dma_addr_t dma_map_page_attrs(struct device *dev, struct page *page,
			      size_t offset, size_t size,
			      enum dma_data_direction dir, unsigned long attrs)
{
	char *cpu = (char *)page_address(page) + offset;
	unsigned long flags;
	struct dma_rec *r;
	bool bounce;
	u64 mask;

	(void)attrs;
	if (!dev || !valid_dma_direction(dir) || !page) {
		pr_err("dma_map: %s\n", !dev  ? "no device" :
					!page ? "no page" :
						"invalid direction");
		return DMA_MAPPING_ERROR;
	}
	if (!dev->dma_mask) {
		dev_err(dev, "dma_map: the device has no DMA mask\n");
		return DMA_MAPPING_ERROR;
	}
	mask = dma_get_mask(dev);
	dma_watch_bus(dev->bus);
	bounce = dma_mode == PLATDEV_DMA_BOUNCE;
	r = platdev_port_alloc(sizeof(*r) + (bounce ? size : 0));
	if (!r)
		return DMA_MAPPING_ERROR;
	r->dev = dev;
	r->cpu = cpu;
	r->size = size;
	r->dir = (u8)dir;
	r->kind = DMA_REC_STREAM;
	if (bounce) {
		r->view = r + 1;
		memcpy(r->view, cpu, size);
		r->span = PAGE_ALIGN(offset_in_page(cpu) + (size ? size : 1));
	} else {
		r->view = cpu;
		r->addr = (dma_addr_t)(uintptr_t)cpu;
		r->base = r->addr;
		r->span = size;
	}
	spin_lock_irqsave(&dma_lock, flags);
	if (bounce) {
		r->base = window_alloc_locked(r->span, PAGE_SIZE, mask);
		r->addr = r->base + offset_in_page(cpu);
	} else if (r->addr + (size ? size - 1 : 0) < r->addr ||
		   r->addr + (size ? size - 1 : 0) > mask) {
		r->base = 0;
	}
	if (!rec_placed(r, flags, mask, "dma_map"))
		return DMA_MAPPING_ERROR;
	return r->addr;
}

dma_addr_t dma_map_resource(struct device *dev, phys_addr_t phys_addr,
			    size_t size, enum dma_data_direction dir,
			    unsigned long attrs)
{
	u64 last = (u64)phys_addr + (size ? size - 1 : 0);

	(void)attrs;
	if (!dev || !valid_dma_direction(dir) || !dev->dma_mask ||
	    last < phys_addr || last > dma_get_mask(dev)) {
		pr_err("dma_map_resource: %s\n",
		       !dev			 ? "no device" :
		       !valid_dma_direction(dir) ? "invalid direction" :
		       !dev->dma_mask ? "the device has no DMA mask" :
					"past the device's DMA mask");
		return DMA_MAPPING_ERROR;
	}
	return (dma_addr_t)phys_addr;
}

/* The streaming record of @dev holding [@addr, @addr + @size), locked. */
static struct dma_rec *find_stream_locked(struct device *dev, dma_addr_t addr,
					  size_t size)
{
	struct dma_rec *r;

	for (r = recs; r && r->base <= addr; r = r->next)
		if (r->dev == dev && r->kind == DMA_REC_STREAM &&
		    addr >= r->addr && addr - r->addr <= r->size &&
		    size <= r->size - (addr - r->addr))
			return r;
	return NULL;
}

static const char *const dir_names[] = { "DMA_BIDIRECTIONAL", "DMA_TO_DEVICE",
					 "DMA_FROM_DEVICE", "DMA_NONE" };

static const char *dir_name(enum dma_data_direction dir)
{
	return (unsigned int)dir < 4 ? dir_names[dir] : "invalid";
}

void dma_unmap_page_attrs(struct device *dev, dma_addr_t addr, size_t size,
			  enum dma_data_direction dir, unsigned long attrs)
{
	unsigned long flags;
	struct dma_rec *r;

	(void)attrs;
	if (!dev)
		return;
	spin_lock_irqsave(&dma_lock, flags);
	r = find_stream_locked(dev, addr, 0);
	if (r && r->addr == addr)
		rec_unlink_locked(r);
	else
		r = NULL;
	spin_unlock_irqrestore(&dma_lock, flags);
	if (!r) {
		dev_err(dev,
			"DMA-API: unmap of bus address %#llx (%zu bytes) that is not mapped\n",
			(unsigned long long)addr, size);
		return;
	}
	if (r->size != size || r->dir != dir)
		dev_err(dev,
			"DMA-API: unmap of %#llx as %zu bytes %s; it was mapped as %zu bytes %s\n",
			(unsigned long long)addr, size, dir_name(dir), r->size,
			dir_name(r->dir));
	if (r->view != r->cpu &&
	    (r->dir == DMA_FROM_DEVICE || r->dir == DMA_BIDIRECTIONAL))
		memcpy(r->cpu, r->view, r->size);
	platdev_port_free(r);
}

/*
 * Copy @size bytes at @addr between the CPU buffer and the device's copy:
 * to the CPU for @for_cpu, else to the device, if @dir moves data that way.
 */
static void dma_sync(struct device *dev, dma_addr_t addr, size_t size,
		     enum dma_data_direction dir, bool for_cpu)
{
	unsigned long flags;
	struct dma_rec *r;
	size_t off;

	if (!dev)
		return;
	spin_lock_irqsave(&dma_lock, flags);
	r = find_stream_locked(dev, addr, size);
	if (r && r->view != r->cpu) {
		off = addr - r->addr;
		if (for_cpu &&
		    (dir == DMA_FROM_DEVICE || dir == DMA_BIDIRECTIONAL))
			memcpy((char *)r->cpu + off, (char *)r->view + off,
			       size);
		else if (!for_cpu &&
			 (dir == DMA_TO_DEVICE || dir == DMA_BIDIRECTIONAL))
			memcpy((char *)r->view + off, (char *)r->cpu + off,
			       size);
	}
	spin_unlock_irqrestore(&dma_lock, flags);
	if (!r)
		dev_err(dev,
			"DMA-API: sync of %zu bytes at bus address %#llx that is not mapped\n",
			size, (unsigned long long)addr);
	else if (r->dir != DMA_BIDIRECTIONAL && r->dir != dir)
		dev_err(dev,
			"DMA-API: sync of %#llx as %s; it was mapped as %s\n",
			(unsigned long long)addr, dir_name(dir),
			dir_name(r->dir));
}

void dma_sync_single_for_cpu(struct device *dev, dma_addr_t addr, size_t size,
			     enum dma_data_direction dir)
{
	dma_sync(dev, addr, size, dir, true);
}

void dma_sync_single_for_device(struct device *dev, dma_addr_t addr,
				size_t size, enum dma_data_direction dir)
{
	dma_sync(dev, addr, size, dir, false);
}

void dma_sync_sg_for_cpu(struct device *dev, struct scatterlist *sg, int nelems,
			 enum dma_data_direction dir)
{
	int i;

	for (i = 0; i < nelems && sg; i++, sg = sg_next(sg))
		dma_sync(dev, sg_dma_address(sg), sg_dma_len(sg), dir, true);
}

void dma_sync_sg_for_device(struct device *dev, struct scatterlist *sg,
			    int nelems, enum dma_data_direction dir)
{
	int i;

	for (i = 0; i < nelems && sg; i++, sg = sg_next(sg))
		dma_sync(dev, sg_dma_address(sg), sg_dma_len(sg), dir, false);
}

void dma_unmap_sg_attrs(struct device *dev, struct scatterlist *sg, int nents,
			enum dma_data_direction dir, unsigned long attrs)
{
	int i;

	for (i = 0; i < nents && sg; i++, sg = sg_next(sg))
		dma_unmap_page_attrs(dev, sg_dma_address(sg), sg_dma_len(sg),
				     dir, attrs);
}

/* Map the entries; Return: @nents, or a negative errno with none mapped. */
static int map_sg(struct device *dev, struct scatterlist *sgl, int nents,
		  enum dma_data_direction dir, unsigned long attrs)
{
	struct scatterlist *sg = sgl;
	int i;

	if (nents <= 0 || !sgl || !valid_dma_direction(dir))
		return -EINVAL;
	for (i = 0; i < nents && sg; i++, sg = sg_next(sg)) {
		sg->dma_address = dma_map_page_attrs(
			dev, sg_page(sg), sg->offset, sg->length, dir, attrs);
		if (sg->dma_address == DMA_MAPPING_ERROR) {
			dma_unmap_sg_attrs(dev, sgl, i, dir, attrs);
			return -EIO;
		}
		sg->dma_length = sg->length;
	}
	return i;
}

unsigned int dma_map_sg_attrs(struct device *dev, struct scatterlist *sg,
			      int nents, enum dma_data_direction dir,
			      unsigned long attrs)
{
	int ret = map_sg(dev, sg, nents, dir, attrs);

	return ret < 0 ? 0 : (unsigned int)ret;
}

int dma_map_sgtable(struct device *dev, struct sg_table *sgt,
		    enum dma_data_direction dir, unsigned long attrs)
{
	int ret;

	if (!sgt)
		return -EINVAL;
	ret = map_sg(dev, sgt->sgl, (int)sgt->orig_nents, dir, attrs);
	if (ret < 0)
		return ret;
	sgt->nents = (unsigned int)ret;
	return 0;
}

/* ---- coherent buffers ---- */

void *dma_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle,
		      gfp_t flag, unsigned long attrs)
{
	size_t align = PAGE_SIZE << get_order(size);
	unsigned long flags;
	struct dma_rec *r;
	uintptr_t cpu;
	u64 mask;

	(void)flag;
	(void)attrs;
	if (!dev || !size || !dma_handle) {
		pr_err("dma_alloc_coherent: %s\n", !dev	 ? "no device" :
						   !size ? "no size" :
							   "no handle");
		return NULL;
	}
	mask = dev->coherent_dma_mask;
	if (!mask) {
		dev_err(dev, "dma_alloc_coherent: no coherent DMA mask\n");
		return NULL;
	}
	dma_watch_bus(dev->bus);
	r = platdev_port_alloc(sizeof(*r) + align - 1 + size);
	if (!r)
		return NULL;
	cpu = ((uintptr_t)(r + 1) + align - 1) & ~(uintptr_t)(align - 1);
	memset((void *)cpu, 0, size);
	r->dev = dev;
	r->cpu = (void *)cpu;
	r->view = r->cpu;
	r->size = size;
	r->dir = DMA_BIDIRECTIONAL;
	r->kind = DMA_REC_COHERENT;
	spin_lock_irqsave(&dma_lock, flags);
	if (dma_mode == PLATDEV_DMA_BOUNCE) {
		r->span = align;
		r->base = window_alloc_locked(align, align, mask);
	} else {
		r->span = size;
		r->base = cpu + size - 1 <= mask ? cpu : 0;
	}
	r->addr = r->base;
	if (!rec_placed(r, flags, mask, "dma_alloc_coherent"))
		return NULL;
	*dma_handle = r->addr;
	return r->cpu;
}

void dma_free_attrs(struct device *dev, size_t size, void *cpu_addr,
		    dma_addr_t dma_handle, unsigned long attrs)
{
	unsigned long flags;
	struct dma_rec *r;

	(void)attrs;
	if (!cpu_addr)
		return;
	spin_lock_irqsave(&dma_lock, flags);
	for (r = recs; r; r = r->next)
		if (r->kind == DMA_REC_COHERENT && r->cpu == cpu_addr &&
		    r->dev == dev)
			break;
	if (r)
		rec_unlink_locked(r);
	spin_unlock_irqrestore(&dma_lock, flags);
	if (!r) {
		pr_err("DMA-API: %s: free of %p, which is no coherent buffer of the device\n",
		       dev ? dev_name(dev) : "(no device)", cpu_addr);
		return;
	}
	if (r->size != size || r->addr != dma_handle)
		dev_err(dev,
			"DMA-API: coherent buffer freed as %zu bytes at %#llx; it has %zu bytes at %#llx\n",
			size, (unsigned long long)dma_handle, r->size,
			(unsigned long long)r->addr);
	platdev_port_free(r);
}

/* ---- managed coherent buffers ---- */

struct dma_devres {
	size_t size;
	void *vaddr;
	dma_addr_t dma_handle;
	unsigned long attrs;
};

static void dmam_release(struct device *dev, void *res)
{
	struct dma_devres *this = res;

	dma_free_attrs(dev, this->size, this->vaddr, this->dma_handle,
		       this->attrs);
}

static int dmam_match(struct device *dev, void *res, void *match_data)
{
	struct dma_devres *this = res, *match = match_data;

	(void)dev;
	return this->vaddr == match->vaddr;
}

void *dmam_alloc_attrs(struct device *dev, size_t size, dma_addr_t *dma_handle,
		       gfp_t gfp, unsigned long attrs)
{
	struct dma_devres *dr;
	void *vaddr;

	dr = devres_alloc(dmam_release, sizeof(*dr), gfp);
	if (!dr)
		return NULL;
	vaddr = dma_alloc_attrs(dev, size, dma_handle, gfp, attrs);
	if (!vaddr) {
		devres_free(dr);
		return NULL;
	}
	dr->vaddr = vaddr;
	dr->dma_handle = *dma_handle;
	dr->size = size;
	dr->attrs = attrs;
	devres_add(dev, dr);
	return vaddr;
}

void dmam_free_coherent(struct device *dev, size_t size, void *vaddr,
			dma_addr_t dma_handle)
{
	struct dma_devres match = { .size = size,
				    .vaddr = vaddr,
				    .dma_handle = dma_handle };

	/* As Linux: freed even when it was not managed, after a report. */
	if (devres_destroy(dev, dmam_release, dmam_match, &match))
		dev_err(dev, "dmam_free_coherent: %p is no managed buffer\n",
			vaddr);
	dma_free_attrs(dev, size, vaddr, dma_handle, 0);
}

/* ---- the device side ---- */

int platdev_dma_access(dma_addr_t addr, void *buf, size_t len, bool write,
		       struct device **owner)
{
	unsigned long flags;
	struct dma_rec *r;
	int ret = -EFAULT;
	size_t off;

	if (!len || !buf)
		return -EINVAL;
	spin_lock_irqsave(&dma_lock, flags);
	for (r = recs; r && r->base <= addr; r = r->next) {
		if (addr < r->addr || addr - r->addr >= r->size ||
		    len > r->size - (addr - r->addr))
			continue;
		off = addr - r->addr;
		if (write && r->dir == DMA_TO_DEVICE) {
			ret = -EACCES;
		} else {
			if (write)
				memcpy((char *)r->view + off, buf, len);
			else
				memcpy(buf, (char *)r->view + off, len);
			ret = 0;
		}
		if (owner)
			*owner = r->dev;
		break;
	}
	spin_unlock_irqrestore(&dma_lock, flags);
	return ret;
}

unsigned int platdev_dma_live(const struct device *dev)
{
	unsigned long flags;
	unsigned int n = 0;
	struct dma_rec *r;

	spin_lock_irqsave(&dma_lock, flags);
	for (r = recs; r; r = r->next)
		if (!dev || r->dev == dev)
			n++;
	spin_unlock_irqrestore(&dma_lock, flags);
	return n;
}
