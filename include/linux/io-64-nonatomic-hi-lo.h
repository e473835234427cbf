/* SPDX-License-Identifier: MIT */
/*
 * linux/io-64-nonatomic-hi-lo.h - 64-bit registers accessed as two 32-bit
 * halves, the high half first: hi_lo_readq(), hi_lo_writeq(), their
 * _relaxed forms, ioread64_hi_lo(), iowrite64_hi_lo() and the big-endian
 * ioread64be_hi_lo(), iowrite64be_hi_lo(). readq() and writeq() stay the
 * single 64-bit accesses linux/io.h has here.
 */
#ifndef _PLATDEV_LINUX_IO_64_NONATOMIC_HI_LO_H
#define _PLATDEV_LINUX_IO_64_NONATOMIC_HI_LO_H

#include <platdev/linux/io64_split.h>

static inline u64 hi_lo_readq(const volatile void __iomem *addr)
{
	return __platdev_io64_read(addr, false, PLATDEV_IO64_LE);
}

static inline void hi_lo_writeq(u64 val, volatile void __iomem *addr)
{
	__platdev_io64_write(val, addr, false, PLATDEV_IO64_LE);
}

static inline u64 hi_lo_readq_relaxed(const volatile void __iomem *addr)
{
	return __platdev_io64_read(addr, false, PLATDEV_IO64_LE_RELAXED);
}

static inline void hi_lo_writeq_relaxed(u64 val, volatile void __iomem *addr)
{
	__platdev_io64_write(val, addr, false, PLATDEV_IO64_LE_RELAXED);
}

#define ioread64_hi_lo ioread64_hi_lo
static inline u64 ioread64_hi_lo(const void __iomem *addr)
{
	return hi_lo_readq(addr);
}

#define iowrite64_hi_lo iowrite64_hi_lo
static inline void iowrite64_hi_lo(u64 val, void __iomem *addr)
{
	hi_lo_writeq(val, addr);
}

#define ioread64be_hi_lo ioread64be_hi_lo
static inline u64 ioread64be_hi_lo(const void __iomem *addr)
{
	return __platdev_io64_read(addr, false, PLATDEV_IO64_BE);
}

#define iowrite64be_hi_lo iowrite64be_hi_lo
static inline void iowrite64be_hi_lo(u64 val, void __iomem *addr)
{
	__platdev_io64_write(val, addr, false, PLATDEV_IO64_BE);
}

#endif /* _PLATDEV_LINUX_IO_64_NONATOMIC_HI_LO_H */
