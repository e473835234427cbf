/* SPDX-License-Identifier: MIT */
/*
 * linux/goldfish.h - register access of the Goldfish virtual devices
 * (QEMU's and the Android emulator's): 32-bit little-endian MMIO, and a
 * pointer or DMA address written as two halves (the high one only where
 * it has one).
 */
#ifndef __LINUX_GOLDFISH_H
#define __LINUX_GOLDFISH_H

#include <linux/io.h>
#include <linux/kernel.h>
#include <linux/types.h>
#include <linux/wordpart.h>

#ifndef gf_ioread32
#define gf_ioread32 ioread32
#endif
#ifndef gf_iowrite32
#define gf_iowrite32 iowrite32
#endif

/** gf_write_ptr() - write @ptr's address to the low and high registers */
static inline void gf_write_ptr(const void *ptr, void __iomem *portl,
				void __iomem *porth)
{
	const unsigned long addr = (unsigned long)ptr;

	gf_iowrite32(lower_32_bits(addr), portl);
	if (sizeof(addr) > 4)
		gf_iowrite32(upper_32_bits(addr), porth);
}

/** gf_write_dma_addr() - write a bus address likewise */
static inline void gf_write_dma_addr(const dma_addr_t addr, void __iomem *portl,
				     void __iomem *porth)
{
	gf_iowrite32(lower_32_bits(addr), portl);
	if (sizeof(addr) > 4)
		gf_iowrite32(upper_32_bits(addr), porth);
}

#endif /* __LINUX_GOLDFISH_H */
