/* SPDX-License-Identifier: MIT */
/*
 * linux/io.h - register access and mapping.
 *
 * The accessors keep Linux's ordering contract (Documentation/driver-api/
 * device-io.rst; Documentation/memory-barriers.txt, "KERNEL I/O BARRIER
 * EFFECTS"):
 *
 *   readX()          little-endian; the register read completes before any
 *                    later read of normal memory, so a driver that reads a
 *                    DMA "done" status may then read the buffer;
 *   writeX()         little-endian; every earlier write to normal memory is
 *                    visible to the device before the register write, so a
 *                    driver may fill a DMA buffer and then start the device;
 *   readX_relaxed(), writeX_relaxed()
 *                    the same access with no barrier: ordered with other
 *                    accesses to the same device, not with normal memory;
 *   __raw_readX(), __raw_writeX()
 *                    CPU byte order, no barrier;
 *   ioreadX(), iowriteX()            readX(), writeX();
 *   ioreadXbe(), iowriteXbe()        big-endian, ordered like readX/writeX;
 *   readsX(), writesX(), ioreadX_rep(), iowriteX_rep()
 *                    @count accesses to one register (a FIFO), CPU byte
 *                    order, with the architecture's string ordering (none
 *                    except on RISC-V, one fence for the run);
 *   memcpy_fromio(), memcpy_toio(), memset_io()
 *                    copies with raw accesses, no barriers.
 *
 * The barriers are Linux 6.12's for the architecture (asm/barrier.h and
 * platdev/arch/: a compiler barrier on x86; dmb oshld with a control
 * dependency after a read and dmb oshst before a write on arm64; dsb on
 * 32-bit Arm, Cortex-M included; fence i,ir and fence w,o on RISC-V).
 * The README lists each accessor's instructions and cost.
 *
 * Backends: with PLATDEV_IO_SIM off (bare metal) the access itself is one
 * volatile load or store. With it on, one comparison first sends addresses
 * in the simulated range to the simulated hardware, a function call that
 * keeps program order by itself; the barriers around it stay, and cost
 * nothing next to the call. /dev/mem and UIO mappings are device memory
 * mapped uncached (platdev_io_devmem_open()), accessed like the direct
 * backend's.
 */
#ifndef _PLATDEV_LINUX_IO_H
#define _PLATDEV_LINUX_IO_H

#include <string.h>

#include <asm/barrier.h>
#include <asm/byteorder.h>
#include <linux/bug.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/sizes.h> /* as Linux 6.12's linux/io.h */
#include <linux/types.h>
#include <platdev/io.h>

struct device;
struct device_node;
struct resource;
struct platform_device;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define __platdev_le16(x) __builtin_bswap16(x)
#define __platdev_le32(x) __builtin_bswap32(x)
#define __platdev_le64(x) __builtin_bswap64(x)
#define __platdev_be16(x) (x)
#define __platdev_be32(x) (x)
#define __platdev_be64(x) (x)
#else
#define __platdev_le16(x) (x)
#define __platdev_le32(x) (x)
#define __platdev_le64(x) (x)
#define __platdev_be16(x) __builtin_bswap16(x)
#define __platdev_be32(x) __builtin_bswap32(x)
#define __platdev_be64(x) __builtin_bswap64(x)
#endif
#define __platdev_le8(x) (x)

/*
 * The machine access: one load or store of the register's width.
 *
 * On arm64 it is written in assembly, as Linux writes it, so that it is
 * always a single ldr/str with a base register and nothing else: a
 * hypervisor that traps the access (a device passed to a virtual machine)
 * can only emulate such an instruction. Elsewhere a volatile access
 * compiles to the one instruction.
 */
#if defined(__aarch64__)
#define __PLATDEV_MMIO(bits, ld, st, reg)                                     \
	static __always_inline u##bits __platdev_mmio_read##bits(             \
		const volatile void __iomem *addr)                            \
	{                                                                     \
		u##bits v;                                                    \
		__asm__ __volatile__(ld " %" reg "0, %1"                      \
				     : "=r"(v)                                \
				     : "Q"(*(const volatile u##bits *)addr)); \
		return v;                                                     \
	}                                                                     \
	static __always_inline void __platdev_mmio_write##bits(               \
		u##bits v, volatile void __iomem *addr)                       \
	{                                                                     \
		__asm__ __volatile__(st " %" reg "1, %0"                      \
				     : "=Q"(*(volatile u##bits *)addr)        \
				     : "rZ"(v));                              \
	}
__PLATDEV_MMIO(8, "ldrb", "strb", "w")
__PLATDEV_MMIO(16, "ldrh", "strh", "w")
__PLATDEV_MMIO(32, "ldr", "str", "w")
__PLATDEV_MMIO(64, "ldr", "str", "x")
#undef __PLATDEV_MMIO
#else
#define __PLATDEV_MMIO(bits)                                      \
	static __always_inline u##bits __platdev_mmio_read##bits( \
		const volatile void __iomem *addr)                \
	{                                                         \
		return *(const volatile u##bits __force *)addr;   \
	}                                                         \
	static __always_inline void __platdev_mmio_write##bits(   \
		u##bits v, volatile void __iomem *addr)           \
	{                                                         \
		*(volatile u##bits __force *)addr = v;            \
	}
__PLATDEV_MMIO(8)
__PLATDEV_MMIO(16)
__PLATDEV_MMIO(32)
#if __SIZEOF_LONG__ >= 8
__PLATDEV_MMIO(64)
#else
/*
 * A 32-bit CPU has no 64-bit device access: two 32-bit ones, the lower
 * address first (Linux's io-64-nonatomic-lo-hi.h order). Not atomic.
 */
static __always_inline u64
__platdev_mmio_read64(const volatile void __iomem *addr)
{
	u32 first = __platdev_mmio_read32(addr);
	u32 second =
		__platdev_mmio_read32((const volatile u8 __iomem *)addr + 4);

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return (u64)first << 32 | second;
#else
	return (u64)second << 32 | first;
#endif
}

static __always_inline void __platdev_mmio_write64(u64 v,
						   volatile void __iomem *addr)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	__platdev_mmio_write32((u32)(v >> 32), addr);
	__platdev_mmio_write32((u32)v, (volatile u8 __iomem *)addr + 4);
#else
	__platdev_mmio_write32((u32)v, addr);
	__platdev_mmio_write32((u32)(v >> 32), (volatile u8 __iomem *)addr + 4);
#endif
}
#endif
#undef __PLATDEV_MMIO
#endif

/*
 * __raw_readX(), __raw_writeX(): CPU byte order, no barrier. A simulated
 * register holds the value readX() returns, so its raw value is that value
 * in CPU order. Without the simulated range (PLATDEV_IO_SIM 0) the test
 * folds away even at -O0, so firmware links no simulator.
 */
#define __PLATDEV_RAW(sfx, bits)                                            \
	static inline u##bits __raw_read##sfx(                              \
		const volatile void __iomem *addr)                          \
	{                                                                   \
		if (PLATDEV_IO_SIM && unlikely(platdev_io_is_sim(addr)))    \
			return __platdev_le##bits(                          \
				(u##bits)platdev_sim_read(addr, bits / 8)); \
		return __platdev_mmio_read##bits(addr);                     \
	}                                                                   \
	static inline void __raw_write##sfx(u##bits value,                  \
					    volatile void __iomem *addr)    \
	{                                                                   \
		if (PLATDEV_IO_SIM && unlikely(platdev_io_is_sim(addr)))    \
			platdev_sim_write(addr, __platdev_le##bits(value),  \
					  bits / 8);                        \
		else                                                        \
			__platdev_mmio_write##bits(value, addr);            \
	}

/*
 * readX_relaxed(), writeX_relaxed(): little-endian, no barrier.
 * readX(), writeX(): the same with the architecture's I/O barriers: a
 * compiler barrier before and the read barrier after a read, the write
 * barrier before and a compiler barrier after a write.
 */
#define __PLATDEV_ORDERED(sfx, bits)                                         \
	static inline u##bits read##sfx##_relaxed(                           \
		const volatile void __iomem *addr)                           \
	{                                                                    \
		return __platdev_le##bits(__raw_read##sfx(addr));            \
	}                                                                    \
	static inline void write##sfx##_relaxed(u##bits value,               \
						volatile void __iomem *addr) \
	{                                                                    \
		__raw_write##sfx(__platdev_le##bits(value), addr);           \
	}                                                                    \
	static inline u##bits read##sfx(const volatile void __iomem *addr)   \
	{                                                                    \
		u##bits v;                                                   \
                                                                             \
		barrier();                                                   \
		v = read##sfx##_relaxed(addr);                               \
		__platdev_io_ar(v);                                          \
		return v;                                                    \
	}                                                                    \
	static inline void write##sfx(u##bits value,                         \
				      volatile void __iomem *addr)           \
	{                                                                    \
		__platdev_io_bw();                                           \
		write##sfx##_relaxed(value, addr);                           \
		barrier();                                                   \
	}

/*
 * readsX(), writesX(): @count accesses to the one register at @addr, to or
 * from @buffer (aligned for the width), CPU byte order.
 */
#define __PLATDEV_STRING(sfx, bits)                                            \
	static inline void reads##sfx(const volatile void __iomem *addr,       \
				      void *buffer, unsigned int count)        \
	{                                                                      \
		u##bits *buf = buffer;                                         \
                                                                               \
		while (count--)                                                \
			*buf++ = __raw_read##sfx(addr);                        \
		__platdev_ios_ar();                                            \
	}                                                                      \
	static inline void writes##sfx(volatile void __iomem *addr,            \
				       const void *buffer, unsigned int count) \
	{                                                                      \
		const u##bits *buf = buffer;                                   \
                                                                               \
		__platdev_ios_bw();                                            \
		while (count--)                                                \
			__raw_write##sfx(*buf++, addr);                        \
	}

/**
 * DOC: register accessors
 *
 * __raw_readb(), __raw_readw(), __raw_readl(), __raw_readq() - read a
 * register in CPU byte order, no barrier.
 * __raw_writeb(), __raw_writew(), __raw_writel(), __raw_writeq() - write
 * one the same way.
 *
 * readb_relaxed() ... readq_relaxed(), writeb_relaxed() ...
 * writeq_relaxed() - little-endian registers, no barrier: accesses to one
 * device stay in program order, but normal memory accesses may pass them.
 *
 * readb(), readw(), readl(), readq() - read a little-endian register; the
 * read completes before any later read of normal memory.
 * writeb(), writew(), writel(), writeq() - write a little-endian register
 * after every earlier write to normal memory is visible to the device.
 *
 * readsb() ... readsq(), writesb() ... writesq() - @count raw accesses to
 * one register (a FIFO), to or from @buffer.
 *
 * The q forms on a 32-bit CPU are two 32-bit accesses, lower address first.
 */
__PLATDEV_RAW(b, 8)
__PLATDEV_RAW(w, 16)
__PLATDEV_RAW(l, 32)
__PLATDEV_RAW(q, 64)
__PLATDEV_ORDERED(b, 8)
__PLATDEV_ORDERED(w, 16)
__PLATDEV_ORDERED(l, 32)
__PLATDEV_ORDERED(q, 64)
__PLATDEV_STRING(b, 8)
__PLATDEV_STRING(w, 16)
__PLATDEV_STRING(l, 32)
__PLATDEV_STRING(q, 64)
#undef __PLATDEV_RAW
#undef __PLATDEV_ORDERED
#undef __PLATDEV_STRING

/* Drivers test for these with #ifdef, as in Linux. */
#define __raw_readb __raw_readb
#define __raw_readw __raw_readw
#define __raw_readl __raw_readl
#define __raw_readq __raw_readq
#define __raw_writeb __raw_writeb
#define __raw_writew __raw_writew
#define __raw_writel __raw_writel
#define __raw_writeq __raw_writeq
#define readb readb
#define readw readw
#define readl readl
#define readq readq
#define writeb writeb
#define writew writew
#define writel writel
#define writeq writeq
#define readb_relaxed readb_relaxed
#define readw_relaxed readw_relaxed
#define readl_relaxed readl_relaxed
#define readq_relaxed readq_relaxed
#define writeb_relaxed writeb_relaxed
#define writew_relaxed writew_relaxed
#define writel_relaxed writel_relaxed
#define writeq_relaxed writeq_relaxed

/**
 * DOC: ioread/iowrite
 *
 * ioread8(), ioread16(), ioread32(), ioread64() - readb() ... readq().
 * iowrite8(), iowrite16(), iowrite32(), iowrite64() - writeb() ... writeq().
 * ioread16be(), ioread32be(), ioread64be() - read a big-endian register,
 * ordered like readl(). iowrite16be(), iowrite32be(), iowrite64be() - write
 * one, ordered like writel().
 * ioread8_rep() ... ioread64_rep(), iowrite8_rep() ... iowrite64_rep() -
 * readsb() ... writesq().
 */
/** ioread8() - readb() */
static inline u8 ioread8(const volatile void __iomem *addr)
{
	return readb(addr);
}

/** ioread16() - readw() */
static inline u16 ioread16(const volatile void __iomem *addr)
{
	return readw(addr);
}

/** ioread32() - readl() */
static inline u32 ioread32(const volatile void __iomem *addr)
{
	return readl(addr);
}

/** ioread64() - readq() */
static inline u64 ioread64(const volatile void __iomem *addr)
{
	return readq(addr);
}

/** iowrite8() - writeb() */
static inline void iowrite8(u8 value, volatile void __iomem *addr)
{
	writeb(value, addr);
}

/** iowrite16() - writew() */
static inline void iowrite16(u16 value, volatile void __iomem *addr)
{
	writew(value, addr);
}

/** iowrite32() - writel() */
static inline void iowrite32(u32 value, volatile void __iomem *addr)
{
	writel(value, addr);
}

/** iowrite64() - writeq() */
static inline void iowrite64(u64 value, volatile void __iomem *addr)
{
	writeq(value, addr);
}

/*
 * ioreadXbe(), iowriteXbe(): a big-endian register of X bits, ordered as
 * readX()/writeX() are.
 */
#define __PLATDEV_BE(bits, sfx)                                           \
	static inline u##bits ioread##bits##be(                           \
		const volatile void __iomem *addr)                        \
	{                                                                 \
		u##bits v;                                                \
                                                                          \
		barrier();                                                \
		v = __platdev_be##bits(__raw_read##sfx(addr));            \
		__platdev_io_ar(v);                                       \
		return v;                                                 \
	}                                                                 \
	static inline void iowrite##bits##be(u##bits value,               \
					     volatile void __iomem *addr) \
	{                                                                 \
		__platdev_io_bw();                                        \
		__raw_write##sfx(__platdev_be##bits(value), addr);        \
		barrier();                                                \
	}

/**
 * DOC: big-endian registers
 *
 * ioread16be(), ioread32be(), ioread64be() - read a big-endian register,
 * ordered as readw(), readl(), readq().
 * iowrite16be(), iowrite32be(), iowrite64be() - write one, ordered as
 * writew(), writel(), writeq().
 */
__PLATDEV_BE(16, w)
__PLATDEV_BE(32, l)
__PLATDEV_BE(64, q)
#undef __PLATDEV_BE

/* ioreadX_rep(), iowriteX_rep(): readsX(), writesX() under their iomap names. */
#define ioread8_rep readsb
#define ioread16_rep readsw
#define ioread32_rep readsl
#define ioread64_rep readsq
#define iowrite8_rep writesb
#define iowrite16_rep writesw
#define iowrite32_rep writesl
#define iowrite64_rep writesq

/*
 * The copies' widest access: x86 copies with movsl (4 bytes) once the
 * device address is aligned, arm64 with 8-byte loads and stores; we use
 * that pattern, with the CPU's word elsewhere (Linux's 32-bit Arm and
 * RISC-V copy with memcpy(), which moves aligned data a word at a time).
 * Bytes go before the first aligned word and after the last.
 */
#if defined(__x86_64__) || defined(__i386__)
#define __PLATDEV_IO_COPY_UNIT 4
#else
#define __PLATDEV_IO_COPY_UNIT __SIZEOF_LONG__
#endif

static inline size_t __platdev_io_head(const volatile void __iomem *addr,
				       size_t count)
{
	size_t mis = (uintptr_t)addr & (__PLATDEV_IO_COPY_UNIT - 1);
	size_t head = mis ? __PLATDEV_IO_COPY_UNIT - mis : 0;

	return head < count ? head : count;
}

/**
 * memcpy_fromio() - copy @count bytes of device memory at @from to @to
 * @to: normal memory, any alignment
 * @from: device memory
 * @count: bytes
 *
 * Raw accesses (no barriers), the widest aligned ones the CPU has for the
 * middle of the range; see memcpy_toio().
 */
static inline void memcpy_fromio(void *to, const volatile void __iomem *from,
				 size_t count)
{
	const volatile u8 __iomem *src = from;
	size_t head = __platdev_io_head(from, count);
	u8 *dst = to;

	count -= head;
	while (head--)
		*dst++ = __raw_readb(src++);
	for (; count >= __PLATDEV_IO_COPY_UNIT;
	     count -= __PLATDEV_IO_COPY_UNIT) {
		if (__PLATDEV_IO_COPY_UNIT == 8) {
			u64 v = __raw_readq(src);

			memcpy(dst, &v, 8);
		} else {
			u32 v = __raw_readl(src);

			memcpy(dst, &v, 4);
		}
		src += __PLATDEV_IO_COPY_UNIT;
		dst += __PLATDEV_IO_COPY_UNIT;
	}
	while (count--)
		*dst++ = __raw_readb(src++);
}

/**
 * memcpy_toio() - copy @count bytes from @from into device memory at @to
 * @to: device memory
 * @from: normal memory, any alignment
 * @count: bytes
 *
 * Byte writes up to the first address aligned to the copy's width (4 bytes
 * on x86 and 32-bit CPUs, 8 on 64-bit ones), then writes of that width,
 * then bytes; raw accesses, no barriers, as Linux's copies. A device whose
 * registers take only some widths wants writel() and friends instead.
 */
static inline void memcpy_toio(volatile void __iomem *to, const void *from,
			       size_t count)
{
	volatile u8 __iomem *dst = to;
	size_t head = __platdev_io_head(to, count);
	const u8 *src = from;

	count -= head;
	while (head--)
		__raw_writeb(*src++, dst++);
	for (; count >= __PLATDEV_IO_COPY_UNIT;
	     count -= __PLATDEV_IO_COPY_UNIT) {
		if (__PLATDEV_IO_COPY_UNIT == 8) {
			u64 v;

			memcpy(&v, src, 8);
			__raw_writeq(v, dst);
		} else {
			u32 v;

			memcpy(&v, src, 4);
			__raw_writel(v, dst);
		}
		src += __PLATDEV_IO_COPY_UNIT;
		dst += __PLATDEV_IO_COPY_UNIT;
	}
	while (count--)
		__raw_writeb(*src++, dst++);
}

/**
 * memset_io() - fill @count bytes of device memory at @addr with @value
 * @addr: device memory
 * @value: the byte (the low 8 bits of @value)
 * @count: bytes
 *
 * Written with the accesses memcpy_toio() would use.
 */
static inline void memset_io(volatile void __iomem *addr, int value,
			     size_t count)
{
	volatile u8 __iomem *dst = addr;
	size_t head = __platdev_io_head(addr, count);
	u64 pattern = 0x0101010101010101ULL * (u8)value;

	count -= head;
	while (head--)
		__raw_writeb((u8)value, dst++);
	for (; count >= __PLATDEV_IO_COPY_UNIT;
	     count -= __PLATDEV_IO_COPY_UNIT) {
		if (__PLATDEV_IO_COPY_UNIT == 8)
			__raw_writeq(pattern, dst);
		else
			__raw_writel((u32)pattern, dst);
		dst += __PLATDEV_IO_COPY_UNIT;
	}
	while (count--)
		__raw_writeb((u8)value, dst++);
}

/**
 * __ioread32_copy() - copy @count 32-bit words from registers at @from to
 * memory at @to, one raw 32-bit read each, in order
 */
static inline void __ioread32_copy(void *to, const void __iomem *from,
				   size_t count)
{
	const volatile u32 __iomem *src = from;
	u32 *dst = to;

	while (count--)
		*dst++ = __raw_readl(src++);
}

/**
 * __iowrite32_copy() - copy @count 32-bit words from memory at @from to
 * registers at @to, one raw 32-bit write each, in order
 */
static inline void __iowrite32_copy(void __iomem *to, const void *from,
				    size_t count)
{
	volatile u32 __iomem *dst = to;
	const u32 *src = from;

	while (count--)
		__raw_writel(*src++, dst++);
}

/*
 * A host has one address space: a CPU address is its own physical
 * address, so virt_to_phys() and phys_to_virt() convert nothing.
 */
static inline unsigned long virt_to_phys(volatile void *address)
{
	return (unsigned long)(uintptr_t)address;
}

static inline void *phys_to_virt(unsigned long address)
{
	return (void *)(uintptr_t)address;
}

enum {
	MEMREMAP_WB = 1 << 0,
	MEMREMAP_WT = 1 << 1,
	MEMREMAP_WC = 1 << 2,
	MEMREMAP_ENC = 1 << 3,
	MEMREMAP_DEC = 1 << 4,
};

/**
 * memremap() - map the memory range @offset..@offset+@size (a reserved
 * memory region, a shared buffer) through the backend ioremap() uses
 * @offset: its physical address
 * @size: its length in bytes
 * @flags: MEMREMAP_WB, _WT or _WC (one is needed; the mapping is the
 *         backend's either way)
 *
 * Return: the address, or NULL for no mapping type, no size or a range
 * the backend cannot map.
 */
void *memremap(resource_size_t offset, size_t size, unsigned long flags);

/** memunmap() - undo memremap() */
void memunmap(void *addr);

/**
 * devm_memremap() - memremap() for @dev, unmapped with its managed
 * resources
 * Return: the address; ERR_PTR(-ENXIO) when memremap() fails,
 * ERR_PTR(-ENOMEM).
 */
void *devm_memremap(struct device *dev, resource_size_t offset, size_t size,
		    unsigned long flags);

/** devm_memunmap() - undo devm_memremap() before @dev unbinds */
void devm_memunmap(struct device *dev, void *addr);

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

/**
 * devm_of_iomap() - devm_ioremap_resource() of the @index'th "reg" entry
 * of @node, for @dev
 * @dev: the device whose managed resources hold the claim and the mapping
 * @node: the node
 * @index: which entry
 * @size: gets the entry's size, or NULL
 *
 * Return: the mapping; IOMEM_ERR_PTR(-EINVAL) if there is no such entry,
 * else as devm_ioremap_resource() (-EBUSY for a range claimed already).
 */
void __iomem *devm_of_iomap(struct device *dev, struct device_node *node,
			    int index, resource_size_t *size);

/** devm_platform_get_and_ioremap_resource() - map MEM resource @index; *@res gets it */
void __iomem *
devm_platform_get_and_ioremap_resource(struct platform_device *pdev,
				       unsigned int index,
				       struct resource **res);

/** IOMEM_ERR_PTR() - an error code as a register pointer */
#define IOMEM_ERR_PTR(err) ((void __iomem *)ERR_PTR(err))

/** devm_platform_ioremap_resource() - map MEM resource @index */
void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index);

/** devm_platform_ioremap_resource_byname() - map the MEM resource named @name */
void __iomem *
devm_platform_ioremap_resource_byname(struct platform_device *pdev,
				      const char *name);

/*
 * IOMEM() - an address as an __iomem pointer (32-bit Arm's asm/io.h);
 * __iormb(), __iowmb() - the read barrier readX() ends with and the write
 * barrier writeX() starts with, for a driver that orders relaxed accesses
 * itself (32-bit Arm's take no argument, arm64's the value read: both
 * forms are accepted).
 */
#define IOMEM(x) ((void __force __iomem *)(x))
#define __iormb(...) __platdev_io_ar(0)
#define __iowmb() __platdev_io_bw()

/*
 * PowerPC's accessors, as its drivers call them: in_be32(), out_be32() and
 * the 16-bit and little-endian forms, in_8() and out_8(). Each is ordered
 * as readX()/writeX() are (PowerPC's are fully ordered).
 */
#define in_8(addr) ioread8(addr)
#define out_8(addr, v) iowrite8(v, addr)
#define in_le16(addr) ioread16(addr)
#define out_le16(addr, v) iowrite16(v, addr)
#define in_be16(addr) ioread16be(addr)
#define out_be16(addr, v) iowrite16be(v, addr)
#define in_le32(addr) ioread32(addr)
#define out_le32(addr, v) iowrite32(v, addr)
#define in_be32(addr) ioread32be(addr)
#define out_be32(addr, v) iowrite32be(v, addr)
#define in_le64(addr) ioread64(addr)
#define out_le64(addr, v) iowrite64(v, addr)
#define in_be64(addr) ioread64be(addr)
#define out_be64(addr, v) iowrite64be(v, addr)

/*
 * Port I/O: inb(), outb() and friends.
 *
 * The CPUs platdev runs on (Arm, RISC-V, and x86 hosts in user space) have
 * no I/O port space a driver here can reach: Arm and RISC-V have none at
 * all, and Linux reaches PCI I/O space on them only through a host
 * bridge's window (PCI_IOBASE), which no board here maps. We answer as
 * Linux answers for a port nobody claims (lib/logic_pio.c): a read gives
 * all ones ((u8)~0, (u16)~0, (u32)~0, what an unclaimed ISA bus floats
 * to), a write is dropped, and each call site warns once. Drivers that
 * probe a Super I/O chip this way (read an ID, compare) therefore find no
 * chip and fail their probe with their own error, as on a machine
 * without one. ioport_map() gives NULL: there is no window to map.
 * request_region() on ioport_resource (linux/ioport.h) works as it does
 * for memory.
 */
#ifndef IO_SPACE_LIMIT
#define IO_SPACE_LIMIT 0xffff
#endif

#define __PLATDEV_NO_PORT(sfx, type)                                         \
	static inline type in##sfx(unsigned long port)                       \
	{                                                                    \
		WARN_ONCE(1,                                                 \
			  "platdev: no I/O port space: in" #sfx              \
			  "(0x%lx) reads all ones\n",                        \
			  port);                                             \
		return (type)~0;                                             \
	}                                                                    \
	static inline void out##sfx(type value, unsigned long port)          \
	{                                                                    \
		WARN_ONCE(1,                                                 \
			  "platdev: no I/O port space: out" #sfx             \
			  "(0x%lx, 0x%lx) dropped\n",                        \
			  port, (unsigned long)value);                       \
	}                                                                    \
	static inline type in##sfx##_p(unsigned long port)                   \
	{                                                                    \
		return in##sfx(port);                                        \
	}                                                                    \
	static inline void out##sfx##_p(type value, unsigned long port)      \
	{                                                                    \
		out##sfx(value, port);                                       \
	}                                                                    \
	static inline void ins##sfx(unsigned long port, void *buffer,        \
				    unsigned int count)                      \
	{                                                                    \
		type *buf = buffer;                                          \
                                                                             \
		while (count--)                                              \
			*buf++ = in##sfx(port);                              \
	}                                                                    \
	static inline void outs##sfx(unsigned long port, const void *buffer, \
				     unsigned int count)                     \
	{                                                                    \
		const type *buf = buffer;                                    \
                                                                             \
		while (count--)                                              \
			out##sfx(*buf++, port);                              \
	}
__PLATDEV_NO_PORT(b, u8)
__PLATDEV_NO_PORT(w, u16)
__PLATDEV_NO_PORT(l, u32)
#undef __PLATDEV_NO_PORT

/** ioport_map() - Return: NULL: there is no I/O port window to map */
static inline void __iomem *ioport_map(unsigned long port, unsigned int nr)
{
	(void)port;
	(void)nr;
	return NULL;
}

/** ioport_unmap() - nothing to undo */
static inline void ioport_unmap(void __iomem *p)
{
	(void)p;
}

/** devm_ioport_map() - Return: NULL, as ioport_map(); nothing to release */
static inline void __iomem *devm_ioport_map(struct device *dev,
					    unsigned long port, unsigned int nr)
{
	(void)dev;
	return ioport_map(port, nr);
}

static inline void devm_ioport_unmap(struct device *dev, void __iomem *addr)
{
	(void)dev;
	(void)addr;
}

#endif /* _PLATDEV_LINUX_IO_H */
