/* SPDX-License-Identifier: MIT */
/*
 * platdev/dma.h - how bus addresses of the DMA API (linux/dma-mapping.h)
 * relate to memory, and the device side of a mapping: what a simulated
 * device model reads and writes through a bus address.
 *
 * Two modes:
 *
 *   PLATDEV_DMA_BOUNCE    bus addresses are allocated in a window (by
 *                         default [1 GiB, 4 GiB)), lowest first; a
 *                         streaming mapping gives the device a copy of the
 *                         buffer that dma_sync_*() and dma_unmap_*() move
 *                         as Linux's swiotlb does, so a missing sync shows
 *                         as stale data. Coherent buffers are shared. The
 *                         default where pointers are wider than 32 bits.
 *   PLATDEV_DMA_IDENTITY  a bus address is the CPU address and the device
 *                         sees the buffer itself; a buffer above the
 *                         device's mask cannot be mapped (Linux's direct
 *                         mapping without swiotlb). The default on 32-bit
 *                         targets.
 */
#ifndef _PLATDEV_DMA_H
#define _PLATDEV_DMA_H

#include <stdbool.h>
#include <stddef.h>

#include <linux/types.h>

struct device;

/** enum platdev_dma_mode - see above */
enum platdev_dma_mode {
	PLATDEV_DMA_IDENTITY,
	PLATDEV_DMA_BOUNCE,
};

/**
 * platdev_dma_set_mode() - choose how bus addresses are made
 * Return: 0, -EINVAL (unknown mode), -EBUSY (mappings are live).
 */
int platdev_dma_set_mode(enum platdev_dma_mode mode);

/** platdev_dma_get_mode() - the current mode */
enum platdev_dma_mode platdev_dma_get_mode(void);

/**
 * platdev_dma_set_window() - the bus addresses BOUNCE mode hands out:
 * [@base, @base + @size), both page-aligned
 * Return: 0, -EINVAL (unaligned, empty, 0 as @base or wrapping), -EBUSY
 * (mappings are live).
 */
int platdev_dma_set_window(dma_addr_t base, u64 size);

/**
 * platdev_dma_access() - the device side of DMA: read or write @len bytes
 * at bus address @addr
 * @owner: if not NULL, receives the device that made the mapping
 *
 * The range must lie inside one live mapping. A device reads and writes
 * what the mapping shows it (the bounce copy, or the buffer itself), and
 * cannot write a DMA_TO_DEVICE mapping.
 *
 * Return: 0, -EFAULT (no live mapping holds the range), -EACCES (a write
 * to a DMA_TO_DEVICE mapping), -EINVAL (@len is 0 or @buf NULL).
 */
int platdev_dma_access(dma_addr_t addr, void *buf, size_t len, bool write,
		       struct device **owner);

/**
 * platdev_dma_live() - how many mappings and coherent buffers @dev holds
 * (NULL: every device)
 */
unsigned int platdev_dma_live(const struct device *dev);

#endif /* _PLATDEV_DMA_H */
