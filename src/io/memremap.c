// SPDX-License-Identifier: MIT
/*
 * memremap.c - memremap() and its managed form: a range of memory (not
 * registers), such as a reserved-memory region, mapped through the I/O
 * backend that ioremap() uses and handed out as a plain pointer. In a file
 * of its own so that programs that do not call it link none of it.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/io.h>
#include <linux/printk.h>

#define MEMREMAP_KINDS (MEMREMAP_WB | MEMREMAP_WT | MEMREMAP_WC)

void *memremap(resource_size_t offset, size_t size, unsigned long flags)
{
	if (!(flags & MEMREMAP_KINDS)) {
		pr_err("memremap: no mapping type (MEMREMAP_WB, _WT or _WC) in flags 0x%lx\n",
		       flags);
		return NULL;
	}
	if (!size)
		return NULL;
	return (void __force *)ioremap(offset, size);
}

void memunmap(void *addr)
{
	iounmap((void __iomem __force *)addr);
}

static void devm_memremap_release(struct device *dev, void *res)
{
	(void)dev;
	memunmap(*(void **)res);
}

static int devm_memremap_match(struct device *dev, void *res, void *addr)
{
	(void)dev;
	return *(void **)res == addr;
}

void *devm_memremap(struct device *dev, resource_size_t offset, size_t size,
		    unsigned long flags)
{
	void **slot =
		devres_alloc(devm_memremap_release, sizeof(*slot), GFP_KERNEL);
	void *addr;

	if (!slot)
		return ERR_PTR(-ENOMEM);
	addr = memremap(offset, size, flags);
	if (!addr) {
		devres_free(slot);
		return ERR_PTR(-ENXIO);
	}
	*slot = addr;
	devres_add(dev, slot);
	return addr;
}

void devm_memunmap(struct device *dev, void *addr)
{
	if (devres_release(dev, devm_memremap_release, devm_memremap_match,
			   addr))
		dev_warn(dev, "devm_memunmap: %p is not a managed mapping\n",
			 addr);
}
