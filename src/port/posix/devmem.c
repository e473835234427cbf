// SPDX-License-Identifier: MIT
/*
 * devmem.c - the Linux userspace I/O backend: mmap() of /dev/mem or of a
 * UIO device, for ranges the mapping device owns and nothing else.
 *
 * Device registers must be mapped uncached, as the kernel's ioremap() maps
 * them, or the accessors' barriers order nothing that reaches the device.
 * Linux gives a /dev/mem mapping the uncached attributes when the file was
 * opened with O_DSYNC, which O_SYNC includes (drivers/char/mem.c,
 * uncached_access(); otherwise only above the RAM it knows), and a UIO
 * physical map always (drivers/uio/uio.c, uio_mmap_physical()). So both
 * are opened with O_SYNC, and the mapping is MAP_SHARED: stores go to the
 * device, not to a private copy. The mapped addresses then take the same
 * accessors as the direct backend, barriers included (linux/io.h).
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include <linux/device.h>
#include <platdev/features.h>
#include <platdev/io.h>

#define UIO_MAX_MAPS 5

struct uio_map {
	unsigned long long addr, size;
};

static int devmem_fd = -1;
static char devmem_path[256];
static bool uio_mode;
static struct uio_map uio_maps[UIO_MAX_MAPS];
static unsigned int uio_nr_maps;

static long page_size(void)
{
	long ps = sysconf(_SC_PAGESIZE);

	return ps > 0 ? ps : 4096;
}

/* The mmap() offset for [phys, phys + size), or -1 when it cannot be mapped. */
static long long map_offset(phys_addr_t phys, size_t size,
			    phys_addr_t *page_phys)
{
	unsigned long long mask = (unsigned long long)page_size() - 1;
	unsigned int i;

	if (!uio_mode) {
		*page_phys = phys & ~mask;
		return (long long)*page_phys;
	}
	for (i = 0; i < uio_nr_maps; i++) {
		const struct uio_map *m = &uio_maps[i];

		if (m->addr <= phys && phys + size <= m->addr + m->size) {
			/* UIO map i starts at offset i pages; its addr is page aligned. */
			*page_phys = m->addr + ((phys - m->addr) & ~mask);
			return (long long)(i * (unsigned long long)page_size() +
					   (*page_phys - m->addr));
		}
	}
	return -1;
}

static void __iomem *devmem_map(struct device *dev, phys_addr_t phys,
				size_t size)
{
	phys_addr_t page_phys;
	long long offset;
	size_t len;
	void *p;

	if (!dev) {
		pr_err("ioremap: %s maps only for a device (use devm_ioremap); refusing [%#llx-%#llx]\n",
		       devmem_path, (unsigned long long)phys,
		       (unsigned long long)(phys + size - 1));
		return NULL;
	}
	/* (without src/io nothing maps through here: fold its call away) */
	if (!platdev_has(PLATDEV_FEAT_IO) ||
	    !platdev_io_device_owns(dev, phys, size)) {
		dev_err(dev,
			"refusing to map [%#llx-%#llx] through %s: not inside a MEM resource of this device\n",
			(unsigned long long)phys,
			(unsigned long long)(phys + size - 1), devmem_path);
		return NULL;
	}
	offset = map_offset(phys, size, &page_phys);
	if (offset < 0) {
		dev_err(dev, "no UIO map of %s covers [%#llx-%#llx]\n",
			devmem_path, (unsigned long long)phys,
			(unsigned long long)(phys + size - 1));
		return NULL;
	}
	len = (size_t)(phys - page_phys) + size;
	p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_SHARED, devmem_fd,
		 (off_t)offset);
	if (p == MAP_FAILED) {
		dev_err(dev, "mmap of %s at %#llx failed\n", devmem_path,
			(unsigned long long)offset);
		return NULL;
	}
	return (void __iomem *)((char *)p + (phys - page_phys));
}

static void devmem_unmap(void __iomem *addr, size_t size)
{
	uintptr_t mask = (uintptr_t)page_size() - 1;
	uintptr_t base = (uintptr_t)addr & ~mask;

	munmap((void *)base, (uintptr_t)addr - base + size);
}

static const struct platdev_io_backend devmem_backend = {
	.name = "devmem",
	.map = devmem_map,
	.unmap = devmem_unmap,
};

static const struct platdev_io_backend *open_backend(const char *path, bool uio)
{
	if (devmem_fd >= 0) {
		pr_err("devmem: %s is already open\n", devmem_path);
		return NULL;
	}
	/* O_SYNC: uncached mappings (see the top of this file). */
	devmem_fd = open(path, O_RDWR | O_SYNC | O_CLOEXEC);
	if (devmem_fd < 0) {
		pr_err("devmem: cannot open %s\n", path);
		return NULL;
	}
	snprintf(devmem_path, sizeof(devmem_path), "%s", path);
	uio_mode = uio;
	return &devmem_backend;
}

const struct platdev_io_backend *platdev_io_devmem_open(const char *path)
{
	return open_backend(path, false);
}

static bool read_hex(const char *dir, unsigned int index, const char *what,
		     unsigned long long *out)
{
	char path[512];
	FILE *f;
	bool ok;

	snprintf(path, sizeof(path), "%s/map%u/%s", dir, index, what);
	f = fopen(path, "r");
	if (!f)
		return false;
	ok = fscanf(f, "%llx", out) == 1;
	fclose(f);
	return ok;
}

const struct platdev_io_backend *platdev_io_uio_open(const char *dev_path,
						     const char *maps_dir)
{
	unsigned int i;

	uio_nr_maps = 0;
	for (i = 0; i < UIO_MAX_MAPS; i++) {
		if (!read_hex(maps_dir, i, "addr", &uio_maps[i].addr) ||
		    !read_hex(maps_dir, i, "size", &uio_maps[i].size))
			break;
		uio_nr_maps++;
	}
	if (!uio_nr_maps) {
		pr_err("devmem: no UIO maps under %s\n", maps_dir);
		return NULL;
	}
	return open_backend(dev_path, true);
}

void platdev_io_devmem_close(void)
{
	if (devmem_fd >= 0)
		close(devmem_fd);
	devmem_fd = -1;
	uio_nr_maps = 0;
}
