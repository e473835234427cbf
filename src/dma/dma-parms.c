// SPDX-License-Identifier: MIT
/*
 * dma-parms.c - a device's scatter-gather segment limits
 * (linux/dma-mapping.h), kept as a managed resource of the device so that
 * struct device needs no pointer for the few drivers that set them.
 */
#include <linux/device.h>
#include <linux/dma-mapping.h>
#include <linux/limits.h>
#include <linux/printk.h>

#define DMA_DEFAULT_MAX_SEGMENT 0x10000u

static void dma_parms_release(struct device *dev, void *res)
{
	(void)dev;
	(void)res;
}

static struct device_dma_parameters *dma_parms_find(struct device *dev)
{
	return devres_find(dev, dma_parms_release, NULL, NULL);
}

/* @dev's limits, made zero (the defaults) on first use; NULL: no memory. */
static struct device_dma_parameters *dma_parms_get(struct device *dev)
{
	struct device_dma_parameters *parms = dma_parms_find(dev);

	if (parms)
		return parms;
	parms = devres_alloc(dma_parms_release, sizeof(*parms), GFP_KERNEL);
	if (!parms) {
		dev_warn(dev, "no memory for DMA segment limits\n");
		return NULL;
	}
	devres_add(dev, parms);
	return parms;
}

unsigned int dma_get_max_seg_size(struct device *dev)
{
	struct device_dma_parameters *parms = dma_parms_find(dev);

	if (parms && parms->max_segment_size)
		return parms->max_segment_size;
	return DMA_DEFAULT_MAX_SEGMENT;
}

void dma_set_max_seg_size(struct device *dev, unsigned int size)
{
	struct device_dma_parameters *parms = dma_parms_get(dev);

	if (parms)
		parms->max_segment_size = size;
}

unsigned long dma_get_seg_boundary(struct device *dev)
{
	struct device_dma_parameters *parms = dma_parms_find(dev);

	if (parms && parms->segment_boundary_mask)
		return parms->segment_boundary_mask;
	return ULONG_MAX;
}

void dma_set_seg_boundary(struct device *dev, unsigned long mask)
{
	struct device_dma_parameters *parms = dma_parms_get(dev);

	if (parms)
		parms->segment_boundary_mask = mask;
}

unsigned int dma_get_min_align_mask(struct device *dev)
{
	struct device_dma_parameters *parms = dma_parms_find(dev);

	return parms ? parms->min_align_mask : 0;
}

void dma_set_min_align_mask(struct device *dev, unsigned int min_align_mask)
{
	struct device_dma_parameters *parms = dma_parms_get(dev);

	if (parms)
		parms->min_align_mask = min_align_mask;
}
