// SPDX-License-Identifier: MIT
/*
 * test_io.c - register accessors and the direct and simulated backends.
 */
#include <string.h>

#include <linux/io.h>
#include <linux/platform_device.h>

#include "testutil.h"

static void test_direct_accessors_are_plain_memory(void **state)
{
	u8 buf[16] = { 0 };
	void __iomem *base;
	unsigned int before = platdev_io_mappings();

	(void)state;
	platdev_io_use(&platdev_io_direct);
	base = ioremap((phys_addr_t)(uintptr_t)buf, sizeof(buf));
	assert_ptr_equal(base, buf);
	assert_int_equal(platdev_io_mappings(), before + 1);
	writel(0x11223344, base);
	assert_int_equal(buf[0],
			 0x44); /* little-endian, as Linux's accessors */
	assert_int_equal(readl(base), 0x11223344);
	writew(0xbeef, base + 4);
	assert_int_equal(readw(base + 4), 0xbeef);
	writeb(0x5a, base + 6);
	assert_int_equal(ioread8(base + 6), 0x5a);
	writeq(0x0102030405060708ULL, base + 8);
	assert_true(readq(base + 8) == 0x0102030405060708ULL);
	iowrite32(7, base);
	assert_int_equal(ioread32(base), 7);
	iowrite16(9, base);
	assert_int_equal(ioread16(base), 9);
	assert_int_equal(readl_relaxed(base), 9);
	memset_io(base, 0xab, 4);
	assert_int_equal(readl(base), 0xabababab);
	memcpy_toio(base, "wxyz", 4);
	{
		char out[5] = { 0 };

		memcpy_fromio(out, base, 4);
		assert_string_equal(out, "wxyz");
	}
	iounmap(base);
	assert_int_equal(platdev_io_mappings(), before);
	log_capture_start();
	iounmap(base);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "iounmap", "is not a mapping", NULL));
	log_capture_stop();
}

/* A register file: ID at 0, a scratch register at 4, a byte FIFO at 8. */
struct regs {
	u32 scratch;
	u8 last_byte;
	unsigned int reads, writes;
};

static u64 regs_read(void *opaque, u64 offset, unsigned int size)
{
	struct regs *r = opaque;

	r->reads++;
	if (offset == 0 && size == 4)
		return 0x1d2c3b4a;
	if (offset == 4)
		return r->scratch;
	if (offset == 8)
		return r->last_byte;
	return 0;
}

static void regs_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	struct regs *r = opaque;

	(void)size;
	r->writes++;
	if (offset == 4)
		r->scratch = (u32)value;
	if (offset == 8)
		r->last_byte = (u8)value;
}

static const struct platdev_sim_ops regs_ops = { .read = regs_read,
						 .write = regs_write };

struct trace_log {
	int n;
	struct platdev_sim_access last;
};

static void on_access(void *ctx, const struct platdev_sim_access *a)
{
	struct trace_log *t = ctx;

	t->n++;
	t->last = *a;
}

struct fault_log {
	int n;
	uintptr_t addr;
	bool write;
};

static void on_fault(void *ctx, uintptr_t addr, unsigned int size, bool write)
{
	struct fault_log *f = ctx;

	(void)size;
	f->n++;
	f->addr = addr;
	f->write = write;
}

static void test_simulated_windows(void **state)
{
	struct regs r = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("regs", &r);
	struct trace_log t = { 0 };
	struct fault_log f = { 0 };
	unsigned long reads, writes;
	void __iomem *base, *tail;
	u8 plain[4] = { 1, 2, 3, 4 };

	(void)state;
	assert_non_null(sim);
	assert_int_equal(
		platdev_sim_add_mmio(sim, 0x40000000, 0x100, &regs_ops), 0);
	assert_int_equal(platdev_sim_add_mmio(sim, 0x40000080, 0x100,
					      &regs_ops),
			 -EBUSY);
	assert_int_equal(platdev_sim_add_mmio(sim, 0x50000000, 0x2000000,
					      &regs_ops),
			 -EINVAL);

	platdev_io_use(&platdev_io_sim);
	base = ioremap(0x40000000, 0x100);
	assert_non_null(base);
	assert_true(platdev_io_is_sim(base));
	/* Ordinary memory keeps working next to simulated windows. */
	assert_false(platdev_io_is_sim(plain));
	assert_int_equal(readb(plain + 2), 3);

	platdev_sim_set_trace(on_access, &t);
	assert_int_equal(readl(base), 0x1d2c3b4a);
	writel(0xcafe, base + 4);
	assert_int_equal(readl(base + 4), 0xcafe);
	assert_int_equal(t.n, 3);
	assert_false(t.last.write);
	assert_int_equal(t.last.offset, 4);
	assert_int_equal(t.last.value, 0xcafe);
	assert_string_equal(t.last.device, "regs");
	platdev_sim_set_trace(NULL, NULL);
	writeb(0x42, base + 8);
	assert_int_equal(readb(base + 8), 0x42);
	assert_int_equal(platdev_sim_window_counts(sim, 0, &reads, &writes), 0);
	assert_int_equal(reads, 3);
	assert_int_equal(writes, 2);
	assert_int_equal(r.reads, 3);
	assert_int_equal(platdev_sim_window_counts(sim, 5, &reads, &writes),
			 -EINVAL);

	/* A mapping may start inside a window. */
	tail = ioremap(0x40000004, 4);
	assert_non_null(tail);
	assert_int_equal(readl(tail), 0xcafe);

	/* Outside every window: the fault handler hears of it, nothing is touched. */
	platdev_sim_set_fault_handler(on_fault, &f);
	assert_int_equal(readl(base + 0x100), 0xffffffff);
	writel(1, base + 0xffc + 8);
	assert_int_equal(f.n, 2);
	assert_true(f.write);
	assert_true(f.addr == (uintptr_t)base + 0x1004);
	platdev_sim_set_fault_handler(NULL, NULL);

	/* No window, no mapping. */
	log_capture_start();
	assert_null(ioremap(0x60000000, 4));
	assert_true(log_has(PLATDEV_LOG_ERR, "no simulated window",
			    "0x60000000", NULL));
	assert_null(ioremap(0x400000f0, 0x20)); /* crosses the window's end */
	log_capture_stop();

	iounmap(tail);
	iounmap(base);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(sim);
}

static void test_devm_ioremap_resource_errors(void **state)
{
	unsigned long live = live_allocs();
	struct regs r = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("win", &r);
	struct resource irq = DEFINE_RES_IRQ(9);
	struct resource mem = DEFINE_RES_MEM_NAMED(0x41000000, 0x100, "win");
	struct resource nowin = DEFINE_RES_MEM(0x42000000, 0x100);
	struct platform_device *pdev = platform_device_alloc("ioremap-test", 0);
	void __iomem *p;

	(void)state;
	assert_int_equal(
		platdev_sim_add_mmio(sim, 0x41000000, 0x100, &regs_ops), 0);
	platdev_io_use(&platdev_io_sim);
	log_capture_start();
	p = devm_ioremap_resource(&pdev->dev, NULL);
	assert_int_equal(PTR_ERR(p), -EINVAL);
	p = devm_ioremap_resource(&pdev->dev, &irq);
	assert_int_equal(PTR_ERR(p), -EINVAL);

	p = devm_ioremap_resource(&pdev->dev, &mem);
	assert_false(IS_ERR(p));
	assert_int_equal(readl(p), 0x1d2c3b4a);
	/* Claimed: a second mapping of the same range is refused. */
	assert_int_equal(PTR_ERR(devm_ioremap_resource(&pdev->dev, &mem)),
			 -EBUSY);
	assert_true(log_has(PLATDEV_LOG_ERR, "can't request region",
			    "0x41000000", NULL));
	/* Claimable but not mappable: -ENOMEM, and the claim is given back. */
	assert_int_equal(PTR_ERR(devm_ioremap_resource(&pdev->dev, &nowin)),
			 -ENOMEM);
	assert_non_null(request_mem_region(0x42000000, 0x100, "check"));
	release_mem_region(0x42000000, 0x100);
	log_capture_stop();

	platform_device_put(pdev); /* releases the mapping and the claim */
	assert_null(iomem_resource.child);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(sim);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_direct_accessors_are_plain_memory),
		cmocka_unit_test(test_simulated_windows),
		cmocka_unit_test(test_devm_ioremap_resource_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
