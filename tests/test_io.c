// SPDX-License-Identifier: MIT
/*
 * test_io.c - register accessors and the direct and simulated backends.
 */
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <asm/barrier.h>
#include <linux/io.h>
#include <linux/io-64-nonatomic-hi-lo.h>
#include <linux/io-64-nonatomic-lo-hi.h>
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
	assert_int_equal(platdev_sim_add_mmio(sim, 0x50000000, 0x80000000,
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

/* A simulated device of one window of @size at @base; asserts it exists. */
static struct platdev_sim_device *one_window(phys_addr_t base, size_t size)
{
	struct platdev_sim_device *sim = platdev_sim_device_create("win", NULL);

	assert_non_null(sim);
	assert_int_equal(platdev_sim_add_mmio(sim, base, size, &regs_ops), 0);
	return sim;
}

/*
 * Windows come and go: the space of a destroyed window serves the next
 * one, and a window still there keeps refusing overlaps, whichever
 * windows were destroyed around it.
 */
static void test_sim_window_space_after_destroy(void **state)
{
	struct platdev_sim_device *a, *b, *c, *d;
	void __iomem *at_a, *at_d;
	unsigned int i;

	(void)state;
	platdev_io_use(&platdev_io_sim);
	a = one_window(0x40000000, 0x1000);
	b = one_window(0x50000000, 0x1000);
	c = one_window(0x60000000, 0x1000);
	at_a = ioremap(0x40000000, 0x1000);
	assert_non_null(at_a);
	iounmap(at_a);

	/* The last window gone, the ones below still refuse overlaps. */
	platdev_sim_device_destroy(c);
	d = platdev_sim_device_create("d", NULL);
	assert_non_null(d);
	assert_int_equal(platdev_sim_add_mmio(d, 0x50000800, 0x1000, &regs_ops),
			 -EBUSY);
	assert_int_equal(platdev_sim_add_mmio(d, 0x60000000, 0x1000, &regs_ops),
			 0);
	platdev_sim_device_destroy(d);

	/* The first window gone, a window of its size takes its place. */
	platdev_sim_device_destroy(a);
	d = one_window(0x70000000, 0x1000);
	at_d = ioremap(0x70000000, 0x1000);
	assert_ptr_equal(at_d, at_a);
	assert_int_equal(platdev_sim_add_mmio(d, 0x50000000, 4, &regs_ops),
			 -EBUSY);
	iounmap(at_d);
	platdev_sim_device_destroy(d);

	/*
	 * Far more 64 MiB windows than the range holds at once, one after
	 * another: each finds the space its predecessor gave back.
	 */
	for (i = 0; i < 300; i++)
		platdev_sim_device_destroy(one_window(0x80000000, 0x4000000));

	platdev_sim_device_destroy(b);
	platdev_io_use(&platdev_io_direct);
}

/* Each window of a device counts its own accesses. */
static void test_sim_window_counts_per_window(void **state)
{
	struct regs r = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("two", &r);
	unsigned long reads, writes;
	void __iomem *first, *second;

	(void)state;
	assert_non_null(sim);
	assert_int_equal(
		platdev_sim_add_mmio(sim, 0x44000000, 0x100, &regs_ops), 0);
	assert_int_equal(
		platdev_sim_add_mmio(sim, 0x45000000, 0x100, &regs_ops), 1);
	platdev_io_use(&platdev_io_sim);
	first = ioremap(0x44000000, 0x100);
	second = ioremap(0x45000000, 0x100);
	assert_non_null(first);
	assert_non_null(second);
	readl(first);
	writel(1, second + 4);
	writel(2, second + 4);

	assert_int_equal(platdev_sim_window_counts(sim, 0, &reads, &writes), 0);
	assert_int_equal(reads, 1);
	assert_int_equal(writes, 0);
	assert_int_equal(platdev_sim_window_counts(sim, 1, &reads, &writes), 0);
	assert_int_equal(reads, 0);
	assert_int_equal(writes, 2);
	assert_int_equal(platdev_sim_window_counts(sim, 2, &reads, &writes),
			 -EINVAL);
	assert_int_equal(platdev_sim_window_counts(NULL, 0, &reads, &writes),
			 -EINVAL);

	iounmap(second);
	iounmap(first);
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

/* --- byte order, relaxed and raw forms ------------------------------------ */

static void test_byte_order_of_each_form(void **state)
{
	u8 buf[16] = { 0 };
	void __iomem *base;

	(void)state;
	platdev_io_use(&platdev_io_direct);
	base = ioremap((phys_addr_t)(uintptr_t)buf, sizeof(buf));
	assert_non_null(base);

	/* readl/writel and their relaxed forms: little-endian registers. */
	writel_relaxed(0x11223344, base);
	assert_memory_equal(buf, "\x44\x33\x22\x11", 4);
	assert_int_equal(readl_relaxed(base), 0x11223344);
	writew_relaxed(0xa1b2, base + 4);
	assert_memory_equal(buf + 4, "\xb2\xa1", 2);
	assert_int_equal(readw_relaxed(base + 4), 0xa1b2);
	writeb_relaxed(0x7e, base + 6);
	assert_int_equal(readb_relaxed(base + 6), 0x7e);
	writeq_relaxed(0x0102030405060708ULL, base + 8);
	assert_memory_equal(buf + 8, "\x08\x07\x06\x05\x04\x03\x02\x01", 8);
	assert_true(readq_relaxed(base + 8) == 0x0102030405060708ULL);

	/* Big-endian forms. */
	iowrite32be(0x11223344, base);
	assert_memory_equal(buf, "\x11\x22\x33\x44", 4);
	assert_int_equal(ioread32be(base), 0x11223344);
	assert_int_equal(readl(base), 0x44332211);
	iowrite16be(0xa1b2, base + 4);
	assert_memory_equal(buf + 4, "\xa1\xb2", 2);
	assert_int_equal(ioread16be(base + 4), 0xa1b2);
	iowrite64be(0x0102030405060708ULL, base + 8);
	assert_memory_equal(buf + 8, "\x01\x02\x03\x04\x05\x06\x07\x08", 8);
	assert_true(ioread64be(base + 8) == 0x0102030405060708ULL);
	iowrite64(0x1122334455667788ULL, base + 8);
	assert_true(ioread64(base + 8) == 0x1122334455667788ULL);
	assert_true(readq(base + 8) == 0x1122334455667788ULL);

	/* __raw_: the CPU's own byte order, whatever the device's. */
	__raw_writel(0x11223344, base);
	{
		u32 native;

		memcpy(&native, buf, 4);
		assert_int_equal(native, 0x11223344);
	}
	assert_int_equal(__raw_readl(base), 0x11223344);
	__raw_writew(0x5566, base + 4);
	assert_int_equal(__raw_readw(base + 4), 0x5566);
	__raw_writeb(0x77, base + 6);
	assert_int_equal(__raw_readb(base + 6), 0x77);
	__raw_writeq(0x8899aabbccddeeffULL, base + 8);
	assert_true(__raw_readq(base + 8) == 0x8899aabbccddeeffULL);

	iounmap(base);

	/* Drivers test for the accessors with #ifdef, as in Linux. */
#if !defined(readq) || !defined(writeq_relaxed) || !defined(__raw_readl)
	fail_msg("readq, writeq_relaxed or __raw_readl is not a macro");
#endif
}

/* --- the simulated backend: FIFOs, copies, ordering ----------------------- */

#define FIFO 0x10 /* reads pop 1, 2, 3, ...; writes are recorded */
#define MEM_BASE 0x20 /* 0x20..0x5f: plain bytes, any access size */
#define MEM_SIZE 0x40

struct model {
	u32 next;
	u64 pushed[8];
	unsigned int npushed;
	u8 mem[MEM_SIZE];
	/* every access, for the copy tests: offset and size */
	u64 off[64];
	unsigned int size[64];
	unsigned int naccess;
	/* what the device saw in normal memory when written to (ordering) */
	const u32 *dma_buf;
	u32 seen_at_start;
	u32 *dma_out;
};

static u64 model_read(void *opaque, u64 offset, unsigned int size)
{
	struct model *m = opaque;
	u64 v = 0;
	unsigned int i;

	if (m->naccess < 64) {
		m->off[m->naccess] = offset;
		m->size[m->naccess++] = size;
	}
	if (offset == FIFO)
		return ++m->next;
	if (offset == 0) { /* status: "done", after filling the buffer */
		if (m->dma_out)
			*m->dma_out = 0xd0d0d0d0;
		return 1;
	}
	for (i = 0; i < size; i++)
		v |= (u64)m->mem[offset - MEM_BASE + i] << (8 * i);
	return v;
}

static void model_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	struct model *m = opaque;
	unsigned int i;

	if (m->naccess < 64) {
		m->off[m->naccess] = offset;
		m->size[m->naccess++] = size;
	}
	if (offset == FIFO) {
		if (m->npushed < 8)
			m->pushed[m->npushed++] = value;
		return;
	}
	if (offset == 4) { /* "start": the device reads the buffer now */
		m->seen_at_start = m->dma_buf ? *m->dma_buf : 0;
		return;
	}
	for (i = 0; i < size; i++)
		m->mem[offset - MEM_BASE + i] = (u8)(value >> (8 * i));
}

static const struct platdev_sim_ops model_ops = { .read = model_read,
						  .write = model_write };

static void __iomem *model_map(struct model *m, struct platdev_sim_device **sim)
{
	void __iomem *base;

	*sim = platdev_sim_device_create("model", m);
	assert_non_null(*sim);
	assert_int_equal(
		platdev_sim_add_mmio(*sim, 0x43000000, 0x100, &model_ops), 0);
	platdev_io_use(&platdev_io_sim);
	base = ioremap(0x43000000, 0x100);
	assert_non_null(base);
	platdev_io_use(&platdev_io_direct);
	return base;
}

static void model_unmap(void __iomem *base, struct platdev_sim_device *sim)
{
	iounmap(base);
	platdev_sim_device_destroy(sim);
}

static void test_string_forms_hit_one_register(void **state)
{
	struct platdev_sim_device *sim;
	struct model m = { 0 };
	void __iomem *base = model_map(&m, &sim);
	u32 words[4] = { 0 };
	u16 halves[2] = { 0 };
	u8 bytes[3] = { 0 };
	u64 quads[2] = { 0 };
	const u32 out[3] = { 7, 8, 9 };
	unsigned int i;

	(void)state;
	readsl(base + FIFO, words, 4);
	for (i = 0; i < 4; i++)
		assert_int_equal(words[i], i + 1);
	for (i = 0; i < m.naccess; i++) {
		assert_int_equal(m.off[i], FIFO);
		assert_int_equal(m.size[i], 4);
	}
	assert_int_equal(m.naccess, 4);
	ioread16_rep(base + FIFO, halves, 2);
	assert_int_equal(halves[0], 5);
	assert_int_equal(halves[1], 6);
	assert_int_equal(m.size[5], 2);
	readsb(base + FIFO, bytes, 3);
	assert_int_equal(bytes[2], 9);
	assert_int_equal(m.size[8], 1);
	ioread64_rep(base + FIFO, quads, 2);
	assert_true(quads[1] == 11);
	assert_int_equal(m.size[10], 8);
	ioread32_rep(base + FIFO, words, 0); /* no access at all */
	assert_int_equal(m.naccess, 11);

	writesl(base + FIFO, out, 3);
	iowrite32_rep(base + FIFO, out, 1);
	assert_int_equal(m.npushed, 4);
	assert_true(m.pushed[0] == 7 && m.pushed[2] == 9 && m.pushed[3] == 7);
	iowrite8_rep(base + FIFO, "ab", 2);
	assert_true(m.pushed[5] == 'b');
	assert_int_equal(m.size[m.naccess - 1], 1);

	model_unmap(base, sim);
}

/*
 * linux/io-64-nonatomic-*.h: two 32-bit accesses in the order the header
 * names, the low half at the lower address for little-endian registers
 * and at the higher for big-endian ones.
 */
static void test_split_64bit_accesses(void **state)
{
	struct platdev_sim_device *sim;
	struct model m = { 0 };
	void __iomem *base = model_map(&m, &sim);
	void __iomem *reg = base + MEM_BASE;
	const u64 v = 0x1122334455667788ULL;

	(void)state;
	lo_hi_writeq(v, reg);
	assert_int_equal(m.naccess, 2);
	assert_true(m.off[0] == MEM_BASE && m.off[1] == MEM_BASE + 4);
	assert_true(m.size[0] == 4 && m.size[1] == 4);
	assert_memory_equal(m.mem, "\x88\x77\x66\x55\x44\x33\x22\x11", 8);
	assert_true(hi_lo_readq(reg) == v);
	assert_true(m.off[2] == MEM_BASE + 4 && m.off[3] == MEM_BASE);
	assert_true(lo_hi_readq_relaxed(reg) == v);
	assert_true(m.off[4] == MEM_BASE && m.off[5] == MEM_BASE + 4);
	hi_lo_writeq_relaxed(~v, reg);
	assert_true(m.off[6] == MEM_BASE + 4 && m.off[7] == MEM_BASE);
	assert_true(ioread64_lo_hi(reg) == ~v);
	iowrite64_hi_lo(v, reg);
	assert_true(ioread64_hi_lo(reg) == v);

	/* Big-endian: the high half is the word at the lower address. */
	m.naccess = 0;
	iowrite64be_lo_hi(v, reg);
	assert_true(m.off[0] == MEM_BASE + 4 && m.off[1] == MEM_BASE);
	assert_memory_equal(m.mem, "\x11\x22\x33\x44\x55\x66\x77\x88", 8);
	assert_true(ioread64be_hi_lo(reg) == v);
	assert_true(m.off[2] == MEM_BASE && m.off[3] == MEM_BASE + 4);
	iowrite64be_hi_lo(~v, reg);
	assert_true(m.off[4] == MEM_BASE && m.off[5] == MEM_BASE + 4);
	assert_true(ioread64be_lo_hi(reg) == ~v);
	assert_true(m.off[6] == MEM_BASE + 4 && m.off[7] == MEM_BASE);

	model_unmap(base, sim);
}

/* The widest access the copies use (see memcpy_toio()). */
static unsigned int copy_unit(void)
{
#if defined(__x86_64__) || defined(__i386__)
	return 4;
#else
	return sizeof(long);
#endif
}

static void test_copies_use_aligned_accesses(void **state)
{
	struct platdev_sim_device *sim;
	struct model m = { 0 };
	void __iomem *base = model_map(&m, &sim);
	const unsigned int unit = copy_unit();
	const char text[] = "0123456789abcdefghijklmnopqrstu"; /* 31 bytes */
	char back[32] = { 0 };
	unsigned int i, head, words;
	u64 end;

	(void)state;
	/* From 3 bytes into an aligned block: bytes, words, then bytes. */
	assert_int_equal((uintptr_t)base % 8, 0);
	memcpy_toio(base + MEM_BASE + 3, text, 31);
	assert_memory_equal(m.mem + 3, text, 31);
	head = unit - 3;
	words = (31 - head) / unit;
	assert_int_equal(m.naccess, head + words + (31 - head) % unit);
	end = MEM_BASE + 3;
	for (i = 0; i < m.naccess; i++) {
		assert_true(m.off[i] == end); /* contiguous, in order */
		assert_int_equal(m.size[i],
				 i >= head && i < head + words ? unit : 1);
		end += m.size[i];
	}

	m.naccess = 0;
	memcpy_fromio(back + 1, base + MEM_BASE + 3, 31); /* unaligned buffer */
	assert_memory_equal(back + 1, text, 31);
	assert_int_equal(m.size[unit - 3], unit);

	m.naccess = 0;
	memset_io(base + MEM_BASE + 1, 0x5a, 20);
	for (i = 1; i < 21; i++)
		assert_int_equal(m.mem[i], 0x5a);
	assert_int_equal(m.mem[0], 0);
	assert_int_equal(m.mem[21], text[18]);
	assert_int_equal(m.size[unit - 1], unit);

	/* Nothing to copy, nothing touched. */
	m.naccess = 0;
	memcpy_toio(base + MEM_BASE, text, 0);
	memcpy_fromio(back, base + MEM_BASE, 0);
	memset_io(base + MEM_BASE, 0, 0);
	assert_int_equal(m.naccess, 0);

	model_unmap(base, sim);
}

/*
 * What the barriers promise a driver, on the simulated backend where they
 * hold because an access is a call: a buffer written before writel() is
 * what the device sees when the write reaches it, and data the device
 * produced before a readl() returned is what the driver reads after it.
 */
static void test_accesses_order_with_normal_memory(void **state)
{
	struct platdev_sim_device *sim;
	struct model m = { 0 };
	void __iomem *base = model_map(&m, &sim);
	u32 desc = 0, result = 0;

	(void)state;
	m.dma_buf = &desc;
	desc = 0x600d;
	writel(1, base + 4);
	assert_int_equal(m.seen_at_start, 0x600d);
	desc = 0x0bad;
	writel_relaxed(1, base + 4);
	assert_int_equal(m.seen_at_start, 0x0bad);

	m.dma_out = &result;
	assert_int_equal(readl(base), 1);
	assert_int_equal(result, 0xd0d0d0d0);
	model_unmap(base, sim);
}

/* --- barriers ---------------------------------------------------------------- */

struct mailbox {
	u32 data[4];
	u32 ready;
};

static void *producer(void *arg)
{
	struct mailbox *box = arg;
	unsigned int round;

	for (round = 1; round <= 20000; round++) {
		while (smp_load_acquire(&box->ready) != 0)
			;
		box->data[0] = round;
		box->data[3] = ~round;
		smp_store_release(&box->ready, round);
	}
	return NULL;
}

static void test_acquire_release_pass_messages(void **state)
{
	static struct mailbox box;
	unsigned int round, bad = 0;
	pthread_t thread;

	(void)state;
	assert_int_equal(pthread_create(&thread, NULL, producer, &box), 0);
	for (round = 1; round <= 20000; round++) {
		u32 got;

		while ((got = smp_load_acquire(&box.ready)) == 0)
			;
		if (got != round || box.data[0] != round ||
		    box.data[3] != ~round)
			bad++;
		smp_store_release(&box.ready, 0);
	}
	assert_int_equal(pthread_join(thread, NULL), 0);
	assert_int_equal(bad, 0);
}

static void test_barriers_keep_values(void **state)
{
	volatile u8 b = 1;
	const u16 h = 2;
	u64 q = 0;
	void *ptr = NULL;
	int x = 5;

	(void)state;
	mb();
	rmb();
	wmb();
	dma_mb();
	dma_rmb();
	dma_wmb();
	smp_mb();
	smp_rmb();
	smp_wmb();
	smp_store_release(&b, 9);
	assert_int_equal(smp_load_acquire(&b), 9);
	assert_int_equal(smp_load_acquire(&h), 2);
	smp_store_release(&q, 0x1122334455667788ULL);
	assert_true(smp_load_acquire(&q) == 0x1122334455667788ULL);
	smp_store_release(&ptr, &x);
	assert_ptr_equal(smp_load_acquire(&ptr), &x);
	WRITE_ONCE(x, 6);
	assert_int_equal(READ_ONCE(x), 6);
}

/* --- /dev/mem: opened for uncached mappings -------------------------------- */

static void test_devmem_opens_with_o_sync(void **state)
{
	char path[] = "/tmp/platdev-io-mem-XXXXXX";
	char link[300], target[512], line[128];
	int fd = mkstemp(path), found = 0;
	struct dirent *d;
	DIR *fds;

	(void)state;
	assert_true(fd >= 0);
	close(fd);
	assert_non_null(platdev_io_devmem_open(path));
	/*
	 * Linux maps /dev/mem uncached only for a descriptor opened with
	 * O_SYNC (or outside RAM): find ours and read its flags.
	 */
	fds = opendir("/proc/self/fd");
	if (!fds) {
		platdev_io_devmem_close();
		unlink(path);
		skip();
	}
	while ((d = readdir(fds))) {
		ssize_t n;
		FILE *info;

		snprintf(link, sizeof(link), "/proc/self/fd/%s", d->d_name);
		n = readlink(link, target, sizeof(target) - 1);
		if (n < 0)
			continue;
		target[n] = '\0';
		if (strcmp(target, path))
			continue;
		snprintf(link, sizeof(link), "/proc/self/fdinfo/%s", d->d_name);
		info = fopen(link, "r");
		assert_non_null(info);
		while (fgets(line, sizeof(line), info)) {
			unsigned long flags;

			if (sscanf(line, "flags: %lo", &flags) == 1) {
				assert_true((flags & O_SYNC) == O_SYNC);
				assert_true((flags & O_ACCMODE) == O_RDWR);
				found = 1;
			}
		}
		fclose(info);
	}
	closedir(fds);
	platdev_io_devmem_close();
	unlink(path);
	assert_int_equal(found, 1);
}

/*
 * __ioread32_copy()/__iowrite32_copy() move whole 32-bit words in order;
 * virt_to_phys() is the identity on a host; memremap() maps through the
 * backend and needs a mapping type.
 */
static void test_word_copies_and_memremap(void **state)
{
	u32 regs[3] = { 0x11111111, 0x22222222, 0x33333333 };
	u32 buf[3] = { 0 }, out[2] = { 0xaaaaaaaa, 0xbbbbbbbb };
	struct regs r = { 0 };
	struct platdev_sim_device *sim = platdev_sim_device_create("mem", &r);
	void *p;

	(void)state;
	__ioread32_copy(buf, (void __iomem *)regs, 2);
	assert_int_equal(buf[0], 0x11111111);
	assert_int_equal(buf[1], 0x22222222);
	assert_int_equal(buf[2], 0);
	__iowrite32_copy((void __iomem *)&regs[1], out, 2);
	assert_int_equal(regs[0], 0x11111111);
	assert_int_equal(regs[1], 0xaaaaaaaa);
	assert_int_equal(regs[2], 0xbbbbbbbb);
	assert_ptr_equal(phys_to_virt(virt_to_phys(buf)), buf);
	assert_int_equal(virt_to_phys(buf), (unsigned long)(uintptr_t)buf);

	assert_non_null(sim);
	assert_int_equal(
		platdev_sim_add_mmio(sim, 0x48000000, 0x100, &regs_ops), 0);
	platdev_io_use(&platdev_io_sim);
	log_capture_start();
	assert_null(memremap(0x48000000, 0x100, 0));
	assert_true(
		log_has(PLATDEV_LOG_ERR, "memremap", "no mapping type", NULL));
	log_capture_stop();
	assert_null(memremap(0x48000000, 0, MEMREMAP_WB));
	p = memremap(0x48000000, 0x100, MEMREMAP_WB);
	assert_non_null(p);
	assert_true(platdev_io_is_sim((void __iomem *)p));
	assert_int_equal(readl((void __iomem *)p), 0x1d2c3b4a);
	memunmap(p);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(sim);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_direct_accessors_are_plain_memory),
		cmocka_unit_test(test_simulated_windows),
		cmocka_unit_test(test_word_copies_and_memremap),
		cmocka_unit_test(test_sim_window_space_after_destroy),
		cmocka_unit_test(test_sim_window_counts_per_window),
		cmocka_unit_test(test_devm_ioremap_resource_errors),
		cmocka_unit_test(test_byte_order_of_each_form),
		cmocka_unit_test(test_string_forms_hit_one_register),
		cmocka_unit_test(test_split_64bit_accesses),
		cmocka_unit_test(test_copies_use_aligned_accesses),
		cmocka_unit_test(test_accesses_order_with_normal_memory),
		cmocka_unit_test(test_acquire_release_pass_messages),
		cmocka_unit_test(test_barriers_keep_values),
		cmocka_unit_test(test_devmem_opens_with_o_sync),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
