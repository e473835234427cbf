/* SPDX-License-Identifier: MIT */
/*
 * linux/io-64-nonatomic-lo-hi.h - 64-bit registers accessed as two 32-bit
 * halves, the low half first: lo_hi_readq(), lo_hi_writeq(), their
 * _relaxed forms, ioread64_lo_hi(), iowrite64_lo_hi() and the big-endian
 * ioread64be_lo_hi(), iowrite64be_lo_hi(). readq() and writeq() stay the
 * single 64-bit accesses linux/io.h has here.
 */
#ifndef _PLATDEV_LINUX_IO_64_NONATOMIC_LO_HI_H
#define _PLATDEV_LINUX_IO_64_NONATOMIC_LO_HI_H

#include <platdev/linux/io64_split.h>

static inline u64 lo_hi_readq(const volatile void __iomem *addr)
{
	return __platdev_io64_read(addr, true, PLATDEV_IO64_LE);
}

static inline void lo_hi_writeq(u64 val, volatile void __iomem *addr)
{
	__platdev_io64_write(val, addr, true, PLATDEV_IO64_LE);
}

static inline u64 lo_hi_readq_relaxed(const volatile void __iomem *addr)
{
	return __platdev_io64_read(addr, true, PLATDEV_IO64_LE_RELAXED);
}

static inline void lo_hi_writeq_relaxed(u64 val, volatile void __iomem *addr)
{
	__platdev_io64_write(val, addr, true, PLATDEV_IO64_LE_RELAXED);
}

#define ioread64_lo_hi ioread64_lo_hi
static inline u64 ioread64_lo_hi(const void __iomem *addr)
{
	return lo_hi_readq(addr);
}

#define iowrite64_lo_hi iowrite64_lo_hi
static inline void iowrite64_lo_hi(u64 val, void __iomem *addr)
{
	lo_hi_writeq(val, addr);
}

#define ioread64be_lo_hi ioread64be_lo_hi
static inline u64 ioread64be_lo_hi(const void __iomem *addr)
{
	return __platdev_io64_read(addr, true, PLATDEV_IO64_BE);
}

#define iowrite64be_lo_hi iowrite64be_lo_hi
static inline void iowrite64be_lo_hi(u64 val, void __iomem *addr)
{
	__platdev_io64_write(val, addr, true, PLATDEV_IO64_BE);
}

#endif /* _PLATDEV_LINUX_IO_64_NONATOMIC_LO_HI_H */
