// SPDX-License-Identifier: MIT
/*
 * ioremap.c - mapping physical ranges through the selected I/O backend,
 * the direct backend, and the managed (devm_) mapping helpers.
 */
#include <linux/device.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <platdev/port.h>

/* One live mapping, so iounmap() finds its backend and size. */
struct io_mapping {
	struct io_mapping *next;
	void __iomem *addr;
	size_t size;
	phys_addr_t phys;
	struct device *dev;
	const struct platdev_io_backend *backend;
};

static struct io_mapping *mappings;
static unsigned int nr_mappings;

/* The span of every direct mapping made so far, for the fault trap. */
static uintptr_t direct_lo = UINTPTR_MAX, direct_hi;

static void note_direct(void __iomem *addr, size_t size)
{
	uintptr_t a = (uintptr_t)addr, old;

	old = __atomic_load_n(&direct_lo, __ATOMIC_RELAXED);
	while (a < old &&
	       !__atomic_compare_exchange_n(&direct_lo, &old, a, false,
					    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
	old = __atomic_load_n(&direct_hi, __ATOMIC_RELAXED);
	while (a + size > old &&
	       !__atomic_compare_exchange_n(&direct_hi, &old, a + size, false,
					    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
		;
}

/* Called in a signal handler: atomic loads only. */
static const char *describe_fault(uintptr_t addr)
{
	if (platdev_io_is_sim((void __iomem *)addr))
		return " in the simulated range, not through readl()/writel() (a plain pointer access?)";
	if (addr >= __atomic_load_n(&direct_lo, __ATOMIC_RELAXED) &&
	    addr < __atomic_load_n(&direct_hi, __ATOMIC_RELAXED))
		return " that no I/O backend owns (forgot platdev_io_use(&platdev_io_sim)?)";
	return NULL;
}

int platdev_io_trap_faults(void)
{
	return platdev_port_fault_trap(describe_fault);
}

static void __iomem *direct_map(struct device *dev, phys_addr_t phys,
				size_t size)
{
	(void)dev;
	(void)size;
	return (void __iomem *)phys;
}

static void direct_unmap(void __iomem *addr, size_t size)
{
	(void)addr;
	(void)size;
}

const struct platdev_io_backend platdev_io_direct = {
	.name = "direct",
	.map = direct_map,
	.unmap = direct_unmap,
};

static const struct platdev_io_backend *current_backend = &platdev_io_direct;

const struct platdev_io_backend *
platdev_io_use(const struct platdev_io_backend *backend)
{
	const struct platdev_io_backend *old;

	platdev_port_core_lock();
	old = current_backend;
	current_backend = backend ? backend : &platdev_io_direct;
	platdev_port_core_unlock();
	return old;
}

unsigned int platdev_io_mappings(void)
{
	unsigned int n;

	platdev_port_core_lock();
	n = nr_mappings;
	platdev_port_core_unlock();
	return n;
}

static bool trap_tried;

static void __iomem *map_for(struct device *dev, phys_addr_t phys, size_t size)
{
	const struct platdev_io_backend *backend;
	struct io_mapping *m;
	void __iomem *addr;

	if (!size) {
		pr_err("ioremap: zero-sized mapping at %#llx\n",
		       (unsigned long long)phys);
		return NULL;
	}
	m = platdev_port_alloc(sizeof(*m));
	if (!m)
		return NULL;
	platdev_port_core_lock();
	backend = current_backend;
	platdev_port_core_unlock();

	addr = backend->map(dev, phys, size);
	if (!addr) {
		platdev_port_free(m);
		return NULL;
	}
	if (backend == &platdev_io_direct)
		note_direct(addr, size);
	if (PLATDEV_IO_SIM &&
	    !__atomic_exchange_n(&trap_tried, true, __ATOMIC_RELAXED))
		platdev_io_trap_faults();
	m->addr = addr;
	m->size = size;
	m->phys = phys;
	m->dev = dev;
	m->backend = backend;
	platdev_port_core_lock();
	m->next = mappings;
	mappings = m;
	nr_mappings++;
	platdev_port_core_unlock();
	return addr;
}

int platdev_io_mapping_find(const volatile void __iomem *addr,
			    struct platdev_io_mapping_info *info)
{
	uintptr_t a = (uintptr_t)addr;
	struct io_mapping *m, *best = NULL;
	int ret = -ENOENT;

	platdev_port_core_lock();
	for (m = mappings; m; m = m->next) {
		uintptr_t start = (uintptr_t)m->addr;

		if (start > a || (best && start <= (uintptr_t)best->addr))
			continue;
		if (platdev_io_is_sim(m->addr) != platdev_io_is_sim(addr))
			continue;
		best = m;
	}
	if (best) {
		info->dev = best->dev;
		info->addr = best->addr;
		info->phys = best->phys;
		info->size = best->size;
		ret = a - (uintptr_t)best->addr < best->size ? 0 : 1;
	}
	platdev_port_core_unlock();
	return ret;
}

void __iomem *ioremap(phys_addr_t phys, size_t size)
{
	return map_for(NULL, phys, size);
}

void iounmap(volatile void __iomem *addr)
{
	struct io_mapping **link, *m = NULL;

	if (!addr)
		return;
	platdev_port_core_lock();
	for (link = &mappings; *link; link = &(*link)->next) {
		if ((*link)->addr == addr) {
			m = *link;
			*link = m->next;
			nr_mappings--;
			break;
		}
	}
	platdev_port_core_unlock();
	if (!m) {
		pr_err("iounmap: %p is not a mapping\n",
		       (void *)(uintptr_t)addr);
		return;
	}
	m->backend->unmap(m->addr, m->size);
	platdev_port_free(m);
}

/* --- managed mappings --- */

static void devm_ioremap_release(struct device *dev, void *res)
{
	(void)dev;
	iounmap(*(void __iomem **)res);
}

static int devm_ioremap_match(struct device *dev, void *res, void *addr)
{
	(void)dev;
	return *(void __iomem **)res == addr;
}

void __iomem *devm_ioremap(struct device *dev, resource_size_t offset,
			   resource_size_t size)
{
	void __iomem **slot =
		devres_alloc(devm_ioremap_release, sizeof(*slot), GFP_KERNEL);
	void __iomem *addr;

	if (!slot)
		return NULL;
	addr = map_for(dev, offset, size);
	if (!addr) {
		devres_free(slot);
		return NULL;
	}
	*slot = addr;
	devres_add(dev, slot);
	return addr;
}

void devm_iounmap(struct device *dev, void __iomem *addr)
{
	if (devres_release(dev, devm_ioremap_release, devm_ioremap_match,
			   (void *)addr))
		dev_warn(dev, "devm_iounmap: %p is not a managed mapping\n",
			 (void *)addr);
}

void __iomem *devm_ioremap_resource(struct device *dev,
				    const struct resource *res)
{
	resource_size_t size;
	void __iomem *addr;
	const char *name;

	if (!res || resource_type(res) != IORESOURCE_MEM) {
		dev_err(dev, "invalid resource %s\n",
			res && res->name ? res->name : "(none)");
		return ERR_PTR(-EINVAL);
	}
	size = resource_size(res);
	/* As Linux names the region in /proc/iomem: "40001000.uart uart@1000" */
	name = res->name ? devm_kasprintf(dev, GFP_KERNEL, "%s %s",
					  dev_name(dev), res->name) :
			   dev_name(dev);
	if (!name)
		return ERR_PTR(-ENOMEM);
	if (!devm_request_mem_region(dev, res->start, size, name)) {
		dev_err(dev,
			"can't request region for resource [mem %#llx-%#llx]\n",
			(unsigned long long)res->start,
			(unsigned long long)res->end);
		return ERR_PTR(-EBUSY);
	}
	addr = devm_ioremap(dev, res->start, size);
	if (!addr) {
		dev_err(dev, "ioremap failed for resource [mem %#llx-%#llx]\n",
			(unsigned long long)res->start,
			(unsigned long long)res->end);
		devm_release_mem_region(dev, res->start, size);
		return ERR_PTR(-ENOMEM);
	}
	return addr;
}

void __iomem *devm_platform_get_and_ioremap_resource(
	struct platform_device *pdev, unsigned int index, struct resource **res)
{
	struct resource *r = platform_get_resource(pdev, IORESOURCE_MEM, index);

	if (res)
		*res = r;
	return devm_ioremap_resource(&pdev->dev, r);
}

void __iomem *devm_platform_ioremap_resource(struct platform_device *pdev,
					     unsigned int index)
{
	return devm_platform_get_and_ioremap_resource(pdev, index, NULL);
}

void __iomem *
devm_platform_ioremap_resource_byname(struct platform_device *pdev,
				      const char *name)
{
	return devm_ioremap_resource(
		&pdev->dev,
		platform_get_resource_byname(pdev, IORESOURCE_MEM, name));
}

bool platdev_io_device_owns(struct device *dev, phys_addr_t phys, size_t size)
{
	struct platform_device *pdev;
	u32 i;

	if (!dev || dev->bus != &platform_bus_type || !size)
		return false;
	pdev = to_platform_device(dev);
	for (i = 0; i < pdev->num_resources; i++) {
		const struct resource *r = &pdev->resource[i];

		if (resource_type(r) == IORESOURCE_MEM && r->start <= phys &&
		    phys + size - 1 <= r->end && phys + size - 1 >= phys)
			return true;
	}
	return false;
}
