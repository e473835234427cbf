/* SPDX-License-Identifier: MIT */
/*
 * platdev/linux/io64_split.h - 64-bit register accesses made of two 32-bit
 * ones, for linux/io-64-nonatomic-lo-hi.h and -hi-lo.h, which differ only
 * in which half goes first. Not atomic: a device that changes the register
 * between the halves is seen half old, half new.
 *
 * A little-endian register keeps its low half at the lower address, a
 * big-endian one at the higher.
 */
#ifndef _PLATDEV_LINUX_IO64_SPLIT_H
#define _PLATDEV_LINUX_IO64_SPLIT_H

#include <linux/io.h>

enum platdev_io64_kind {
	PLATDEV_IO64_LE, /* readl()/writel() */
	PLATDEV_IO64_LE_RELAXED, /* readl_relaxed()/writel_relaxed() */
	PLATDEV_IO64_BE, /* ioread32be()/iowrite32be() */
};

static inline u32 __platdev_io64_rd(const volatile u32 __iomem *w,
				    enum platdev_io64_kind kind)
{
	if (kind == PLATDEV_IO64_BE)
		return ioread32be((const void __iomem *)w);
	return kind == PLATDEV_IO64_LE ? readl(w) : readl_relaxed(w);
}

static inline void __platdev_io64_wr(u32 v, volatile u32 __iomem *w,
				     enum platdev_io64_kind kind)
{
	if (kind == PLATDEV_IO64_BE)
		iowrite32be(v, (void __iomem *)w);
	else if (kind == PLATDEV_IO64_LE)
		writel(v, w);
	else
		writel_relaxed(v, w);
}

/* Read the register at @addr, its low half first if @lo_first. */
static inline u64 __platdev_io64_read(const volatile void __iomem *addr,
				      bool lo_first,
				      enum platdev_io64_kind kind)
{
	const volatile u32 __iomem *w = addr;
	unsigned int lo = kind == PLATDEV_IO64_BE, hi = !lo;
	u32 l, h;

	if (lo_first) {
		l = __platdev_io64_rd(w + lo, kind);
		h = __platdev_io64_rd(w + hi, kind);
	} else {
		h = __platdev_io64_rd(w + hi, kind);
		l = __platdev_io64_rd(w + lo, kind);
	}
	return (u64)h << 32 | l;
}

/* Write @val to the register at @addr, its low half first if @lo_first. */
static inline void __platdev_io64_write(u64 val, volatile void __iomem *addr,
					bool lo_first,
					enum platdev_io64_kind kind)
{
	volatile u32 __iomem *w = addr;
	unsigned int lo = kind == PLATDEV_IO64_BE, hi = !lo;

	if (lo_first) {
		__platdev_io64_wr((u32)val, w + lo, kind);
		__platdev_io64_wr((u32)(val >> 32), w + hi, kind);
	} else {
		__platdev_io64_wr((u32)(val >> 32), w + hi, kind);
		__platdev_io64_wr((u32)val, w + lo, kind);
	}
}

#endif /* _PLATDEV_LINUX_IO64_SPLIT_H */
