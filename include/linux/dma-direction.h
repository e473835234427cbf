/* SPDX-License-Identifier: MIT */
/*
 * linux/dma-direction.h - which way the data of a DMA mapping flows.
 */
#ifndef _PLATDEV_LINUX_DMA_DIRECTION_H
#define _PLATDEV_LINUX_DMA_DIRECTION_H

#include <linux/types.h>

/**
 * enum dma_data_direction - the direction of a streaming mapping
 * @DMA_BIDIRECTIONAL: the device reads and writes the buffer
 * @DMA_TO_DEVICE: the device reads it (the CPU filled it)
 * @DMA_FROM_DEVICE: the device writes it (the CPU reads it afterwards)
 * @DMA_NONE: no direction; never valid for a mapping
 */
enum dma_data_direction {
	DMA_BIDIRECTIONAL = 0,
	DMA_TO_DEVICE = 1,
	DMA_FROM_DEVICE = 2,
	DMA_NONE = 3,
};

/** valid_dma_direction() - Return: whether @dir may be used for a mapping */
static inline int valid_dma_direction(enum dma_data_direction dir)
{
	return dir == DMA_BIDIRECTIONAL || dir == DMA_TO_DEVICE ||
	       dir == DMA_FROM_DEVICE;
}

#endif /* _PLATDEV_LINUX_DMA_DIRECTION_H */
