/* SPDX-License-Identifier: MIT */
/*
 * platdev/io.h - where ioremap() mappings come from: I/O backends, and the
 * simulated hardware that host tests drive drivers against.
 *
 * Three backends:
 *   direct     a physical address is the CPU address (bare metal, MCUs
 *              without an MMU); readl() is a volatile load;
 *   simulated  register windows with read/write callbacks (the QEMU sysbus
 *              shape: N MMIO windows and M IRQ lines per simulated device),
 *              mapped into a reserved address range that faults on any
 *              plain access; accessors recognise it with one comparison;
 *   devmem     (POSIX port) mmap() of /dev/mem or a UIO device, only for
 *              ranges inside a MEM resource the mapping device owns.
 * The application selects one with platdev_io_use(); the default is direct.
 */
#ifndef _PLATDEV_IO_H
#define _PLATDEV_IO_H

#include <linux/compiler.h>
#include <linux/types.h>

struct device;

/*
 * PLATDEV_IO_SIM: compile the simulated-window check into the accessors.
 * On by default on hosted systems; off elsewhere, where accessors are a
 * bare volatile access.
 */
#ifndef PLATDEV_IO_SIM
#if defined(__linux__) || defined(__APPLE__) || defined(__unix__)
#define PLATDEV_IO_SIM 1
#else
#define PLATDEV_IO_SIM 0
#endif
#endif

/**
 * struct platdev_io_backend - one way of turning physical ranges into
 * addresses the accessors can use
 * @name: for logs
 * @map: map [@phys, @phys + @size) for @dev (NULL for plain ioremap());
 *       returns the address or NULL, having logged why
 * @unmap: undo @map
 */
struct platdev_io_backend {
	const char *name;
	void __iomem *(*map)(struct device *dev, phys_addr_t phys, size_t size);
	void (*unmap)(void __iomem *addr, size_t size);
};

/** The identity backend: ioremap(phys) returns phys. */
extern const struct platdev_io_backend platdev_io_direct;

/** The simulated backend: see platdev_sim_device_create(). */
extern const struct platdev_io_backend platdev_io_sim;

/**
 * platdev_io_use() - select the backend later ioremap() calls use
 * @backend: the backend; mappings made before keep their own backend
 *
 * Return: the previous backend.
 */
const struct platdev_io_backend *
platdev_io_use(const struct platdev_io_backend *backend);

/**
 * platdev_io_mappings() - how many ioremap() mappings are live
 *
 * Every backend's mappings are counted, so a test can check that a driver
 * unmapped everything.
 */
unsigned int platdev_io_mappings(void);

/**
 * struct platdev_io_mapping_info - what platdev_io_mapping_find() found
 * @dev: the device that made the mapping (NULL for plain ioremap())
 * @addr: the mapping's address
 * @phys: the physical address it maps
 * @size: its length
 */
struct platdev_io_mapping_info {
	struct device *dev;
	void __iomem *addr;
	phys_addr_t phys;
	size_t size;
};

/**
 * platdev_io_mapping_find() - the live mapping that @addr belongs to
 * @addr: an address handed to an accessor
 * @info: filled in with the mapping that contains @addr or, when none
 *        does, the one of the same backend that starts closest below it
 *        (an access past the end of a mapping is blamed on its maker)
 *
 * Return: 0 when @addr lies inside the mapping found, 1 when it lies past
 * its end, -ENOENT when no mapping starts at or below @addr.
 */
int platdev_io_mapping_find(const volatile void __iomem *addr,
			    struct platdev_io_mapping_info *info);

/**
 * platdev_io_trap_faults() - on a hosted system, make a crash on a mapped
 * register address print one line instead of a bare segmentation fault
 *
 * A plain access to a direct mapping that is not backed by memory (a board
 * address on a host that forgot platdev_io_use(&platdev_io_sim)), or a
 * pointer access into the simulated range that bypassed the accessors,
 * then prints "platdev: register access at 0x... that no I/O backend owns
 * (forgot platdev_io_use(&platdev_io_sim)?)" (or the simulated-range
 * variant) and exits with 128 + the signal number. Other crashes are left
 * as they were. The first ioremap() on a hosted system calls it; it never
 * replaces a SIGSEGV or SIGBUS handler already installed (a sanitizer's,
 * a test framework's, the program's).
 *
 * Return: 0, -EBUSY when the program has its own handler, -ENOSYS where
 * the port has no signals.
 */
int platdev_io_trap_faults(void);

/**
 * platdev_io_device_owns() - whether [@phys, @phys + @size) lies inside one
 * MEM resource of @dev (a platform device); for backends that must not map
 * what a device does not own
 */
bool platdev_io_device_owns(struct device *dev, phys_addr_t phys, size_t size);

/**
 * platdev_io_devmem_open() - the Linux userspace backend over /dev/mem
 * @path: "/dev/mem", or a file standing in for it (offset = physical address)
 *
 * Mappings are mmap()s of @path. Only devm_ioremap() (and the helpers built
 * on it) can map through it, and only ranges inside a MEM resource of the
 * mapping device; anything else is refused with a log line. POSIX port only.
 *
 * Return: the backend to pass to platdev_io_use(), or NULL (logged) when
 * @path cannot be opened or another devmem backend is open.
 */
const struct platdev_io_backend *platdev_io_devmem_open(const char *path);

/**
 * platdev_io_uio_open() - the userspace backend over a UIO device
 * @dev_path: "/dev/uioN"
 * @maps_dir: its "maps" folder, normally "/sys/class/uio/uioN/maps"
 *
 * A physical range is mapped through the UIO map (mapM/addr, mapM/size)
 * that contains it, at mmap offset M * page size, with the same ownership
 * rule as platdev_io_devmem_open().
 *
 * Return: the backend, or NULL (logged).
 */
const struct platdev_io_backend *platdev_io_uio_open(const char *dev_path,
						     const char *maps_dir);

/** platdev_io_devmem_close() - close the devmem/UIO backend (mappings must be gone) */
void platdev_io_devmem_close(void);

/* --- simulated hardware --- */

/**
 * struct platdev_sim_ops - a simulated register window's behaviour
 * @read: returns the value of the @size-byte register at @offset
 * @write: stores @value into the @size-byte register at @offset
 *
 * Both run in the accessing thread with no platdev lock held; they may
 * raise or lower the device's IRQ lines.
 */
struct platdev_sim_ops {
	u64 (*read)(void *opaque, u64 offset, unsigned int size);
	void (*write)(void *opaque, u64 offset, u64 value, unsigned int size);
};

struct platdev_sim_device;

/**
 * platdev_sim_device_create() - a simulated device
 * @name: for logs and traces
 * @opaque: passed to its window callbacks
 *
 * Return: the device, or NULL when out of memory.
 */
struct platdev_sim_device *platdev_sim_device_create(const char *name,
						     void *opaque);

/**
 * platdev_sim_device_destroy() - remove a simulated device and its windows
 *
 * Mappings of its windows must be gone (logged otherwise; accesses through
 * them then fault).
 */
void platdev_sim_device_destroy(struct platdev_sim_device *sim);

/**
 * platdev_sim_add_mmio() - give @sim a register window at physical @base
 * @sim: the device
 * @base: the window's physical address (what a board's MEM resource says)
 * @size: its length, at most 1 GiB (64 MiB on 32-bit hosts)
 * @ops: its callbacks
 *
 * The window takes its size rounded up to 1 MiB of the reserved range,
 * plus 1 MiB of guard: an access up to 1 MiB past its end is reported to
 * the fault handler as outside it.
 *
 * Return: the window's index in @sim (0, 1, ...), -EINVAL for a bad size,
 * -EBUSY if it overlaps another simulated window, -ENOSPC when the reserved
 * range is full, -ENOMEM.
 */
int platdev_sim_add_mmio(struct platdev_sim_device *sim, phys_addr_t base,
			 size_t size, const struct platdev_sim_ops *ops);

/**
 * platdev_sim_add_irq() - wire a new IRQ line of @sim to interrupt @irq
 * Return: the line's index in @sim (0, 1, ...), or -ENOSPC (8 lines at most).
 */
int platdev_sim_add_irq(struct platdev_sim_device *sim, unsigned int irq);

/**
 * platdev_sim_set_irq() - drive IRQ line @line of @sim
 * @level: 1 raises the line (the interrupt is delivered), 0 lowers it
 */
void platdev_sim_set_irq(struct platdev_sim_device *sim, unsigned int line,
			 int level);

/**
 * struct platdev_sim_access - one access to a simulated window, for traces
 */
struct platdev_sim_access {
	const char *device;
	unsigned int window;
	u64 offset;
	u64 value;
	unsigned int size;
	bool write;
};

/**
 * platdev_sim_set_trace() - call @fn for every simulated access (NULL: stop)
 */
void platdev_sim_set_trace(void (*fn)(void *ctx,
				      const struct platdev_sim_access *a),
			   void *ctx);

/**
 * platdev_sim_window_counts() - accesses to window @window of @sim so far
 * Return: 0, or -EINVAL for an unknown window.
 */
int platdev_sim_window_counts(const struct platdev_sim_device *sim,
			      unsigned int window, unsigned long *reads,
			      unsigned long *writes);

/**
 * platdev_sim_set_fault_handler() - what happens on an access that hits no
 * window (the default logs the address and aborts the program)
 * @fn: the handler, or NULL for the default; a read then returns all ones
 */
void platdev_sim_set_fault_handler(void (*fn)(void *ctx, uintptr_t addr,
					      unsigned int size, bool write),
				   void *ctx);

/**
 * platdev_sim_addr_to_phys() - the physical address that an address in
 * the simulated range stands for
 * @addr: a mapped address, possibly in the guard before or after its
 *        window (up to 8 MiB on 64-bit hosts, 1 MiB on 32-bit ones)
 * @phys: set to the window's base plus (or, before it, minus) @addr's
 *        distance from its start
 *
 * Return: 0, or -ENOENT when @addr belongs to no window.
 */
int platdev_sim_addr_to_phys(const volatile void __iomem *addr,
			     phys_addr_t *phys);

/**
 * platdev_sim_addr_owner() - the simulated device whose window, or guard
 * before or after it, holds @addr
 * @addr: an address in the simulated range
 *
 * Return: the @opaque pointer the device was created with, or NULL when
 * @addr belongs to no window.
 */
void *platdev_sim_addr_owner(const volatile void __iomem *addr);

/* Accessor slow path: an address inside the simulated range. */
u64 platdev_sim_read(const volatile void __iomem *addr, unsigned int size);
void platdev_sim_write(volatile void __iomem *addr, u64 value,
		       unsigned int size);

/* The simulated range; both 0 until the simulated backend is first used. */
extern uintptr_t platdev_sim_range_base;
extern uintptr_t platdev_sim_range_size;

/** platdev_io_is_sim() - whether @addr lies in the simulated range */
static inline bool platdev_io_is_sim(const volatile void __iomem *addr)
{
#if PLATDEV_IO_SIM
	return (uintptr_t)addr - __atomic_load_n(&platdev_sim_range_base,
						 __ATOMIC_RELAXED) <
	       __atomic_load_n(&platdev_sim_range_size, __ATOMIC_RELAXED);
#else
	(void)addr;
	return false;
#endif
}

#endif /* _PLATDEV_IO_H */
