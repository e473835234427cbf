/* SPDX-License-Identifier: MIT */
/*
 * linux/io.h - register access and mapping.
 *
 * Accessors are little-endian, as Linux's are. With PLATDEV_IO_SIM off they
 * are one volatile load or store; with it on, one comparison first sends
 * addresses in the simulated range to the simulated hardware.
 */
#ifndef _PLATDEV_LINUX_IO_H
#define _PLATDEV_LINUX_IO_H

#include <string.h>

#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/types.h>
#include <platdev/io.h>

struct device;
struct resource;
struct platform_device;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __platdev_le16(x) __builtin_bswap16(x)
#define __platdev_le32(x) __builtin_bswap32(x)
#define __platdev_le64(x) __builtin_bswap64(x)
#else
#define __platdev_le16(x) (x)
#define __platdev_le32(x) (x)
#define __platdev_le64(x) (x)
#endif

#define __PLATDEV_READ(name, type, conv)                                   \
	static inline type name(const volatile void __iomem *addr)         \
	{                                                                  \
		if (unlikely(platdev_io_is_sim(addr)))                     \
			return (type)platdev_sim_read(addr, sizeof(type)); \
		return conv(*(const volatile type *)addr);                 \
	}
#define __PLATDEV_WRITE(name, type, conv)                                \
	static inline void name(type value, volatile void __iomem *addr) \
	{                                                                \
		if (unlikely(platdev_io_is_sim(addr)))                   \
			platdev_sim_write(addr, value, sizeof(type));    \
		else                                                     \
			*(volatile type *)addr = conv(value);            \
	}

__PLATDEV_READ(readb, u8, )
__PLATDEV_READ(readw, u16, __platdev_le16)
__PLATDEV_READ(readl, u32, __platdev_le32)
__PLATDEV_READ(readq, u64, __platdev_le64)
__PLATDEV_WRITE(writeb, u8, )
__PLATDEV_WRITE(writew, u16, __platdev_le16)
__PLATDEV_WRITE(writel, u32, __platdev_le32)
__PLATDEV_WRITE(writeq, u64, __platdev_le64)

#define readb_relaxed readb
#define readw_relaxed readw
#define readl_relaxed readl
#define readq_relaxed readq
#define writeb_relaxed writeb
#define writew_relaxed writew
#define writel_relaxed writel
#define writeq_relaxed writeq

static inline unsigned int ioread8(const void __iomem *addr)
{
	return readb(addr);
}

static inline unsigned int ioread16(const void __iomem *addr)
{
	return readw(addr);
}

static inline unsigned int ioread32(const void __iomem *addr)
{
	return readl(addr);
}

static inline void iowrite8(u8 value, void __iomem *addr)
{
	writeb(value, addr);
}

static inline void iowrite16(u16 value, void __iomem *addr)
{
	writew(value, addr);
}

static inline void iowrite32(u32 value, void __iomem *addr)
{
	writel(value, addr);
}

/** memcpy_fromio() - copy @count bytes of device memory, a byte at a time */
static inline void memcpy_fromio(void *to, const volatile void __iomem *from,
				 size_t count)
{
	u8 *dst = to;
	size_t i;

	for (i = 0; i < count; i++)
		dst[i] = readb((const volatile u8 __iomem *)from + i);
}

/** memcpy_toio() - copy @count bytes into device memory, a byte at a time */
static inline void memcpy_toio(volatile void __iomem *to, const void *from,
			       size_t count)
{
	const u8 *src = from;
	size_t i;

	for (i = 0; i < count; i++)
		writeb(src[i], (volatile u8 __iomem *)to + i);
}

/** memset_io() - fill @count bytes of device memory */
static inline void memset_io(volatile void __iomem *addr, int value,
			     size_t count)
{
	size_t i;

	for (i = 0; i < count; i++)
		writeb((u8)value, (volatile u8 __iomem *)addr + i);
}

/**
 * ioremap() - map a physical range through the selected backend
 * Return: the address for the accessors, or NULL (logged).
 */
void __iomem *ioremap(phys_addr_t phys, size_t size);
#define ioremap_wc ioremap
#define ioremap_uc ioremap
#define ioremap_np ioremap
#define ioremap_cache ioremap

/** iounmap() - undo ioremap(); unknown addresses are logged, NULL ignored */
void iounmap(volatile void __iomem *addr);

/**
 * devm_ioremap() - ioremap() for @dev, unmapped with its managed resources
 *
 * Backends that check ownership (devmem) map only ranges @dev owns.
 *
 * Return: the address, or NULL.
 */
void __iomem *devm_ioremap(struct device *dev, resource_size_t offset,
			   resource_size_t size);
#define devm_ioremap_wc devm_ioremap
#define devm_ioremap_uc devm_ioremap

/** devm_iounmap() - undo devm_ioremap() early */
void devm_iounmap(struct device *dev, void __iomem *addr);

/**
 * devm_ioremap_resource() - claim a MEM resource's region, then map it
 * @dev: the device
 * @res: the resource
 *
 * Return: the address, or ERR_PTR(-EINVAL) for a missing or non-MEM
 * resource, ERR_PTR(-EBUSY) when the region is claimed by someone else (a
 * log line names the range), ERR_PTR(-ENOMEM) when it cannot be mapped.
 */
void __iomem *devm_ioremap_resource(struct device *dev,
				    const struct resource *res);

/** devm_platform_get_and_ioremap_resource() - map MEM resource @index; *@res gets it */
void __iomem *
devm_platform_get_and_ioremap_resource(struct platform_device *pdev,
				       unsigned int index,
				       struct resource **res);

/** devm_platform_ioremap_resource() - map MEM resource @index */
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index);

/** devm_platform_ioremap_resource_byname() - map the MEM resource named @name */
void __iomem *
devm_platform_ioremap_resource_byname(struct platform_device *pdev,
				      const char *name);

#endif /* _PLATDEV_LINUX_IO_H */
