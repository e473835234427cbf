// SPDX-License-Identifier: MIT
/*
 * test_dma.c - the DMA API (linux/dma-mapping.h, linux/scatterlist.h) and
 * dmaengine's consumer side (linux/dmaengine.h) on a simulated board: the
 * masks platform devices get, a model that copies memory through the bus
 * addresses of live mappings, bounce semantics that catch a missing sync,
 * the identity mode, leaks reported at unbind, managed buffers freed at
 * unbind, allocation failures, and drivers with optional DMA that bind in
 * PIO mode after deferring for an unbound controller.
 */
#include <string.h>

#include <linux/dma-mapping.h>
#include <linux/dmaengine.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/scatterlist.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/dma.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "testutil.h"

/* ---- the copier model: copies LEN bytes from SRC to DST, adding 1 ---- */

#define CP_SRC 0x00
#define CP_DST 0x04
#define CP_LEN 0x08
#define CP_CTRL 0x0c /* write 1: copy */
#define CP_STATUS 0x10 /* 1 done, 2 the read failed, 3 the write failed */

static void cp_go(struct platdev_sim_instance *inst,
		  const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	u32 len = platdev_sim_reg_get(inst, CP_LEN);
	u8 buf[256];
	u32 i, status = 1;

	(void)reg;
	(void)old;
	if (!(written & 1) || len > sizeof(buf))
		return;
	if (platdev_sim_dma_read(inst, platdev_sim_reg_get(inst, CP_SRC), buf,
				 len)) {
		status = 2;
	} else {
		for (i = 0; i < len; i++)
			buf[i]++;
		if (platdev_sim_dma_write(
			    inst, platdev_sim_reg_get(inst, CP_DST), buf, len))
			status = 3;
	}
	platdev_sim_reg_set(inst, CP_STATUS, status);
}

static const struct platdev_sim_reg cp_regs[] = {
	{ .name = "SRC", .offset = CP_SRC, .rw = ~0u },
	{ .name = "DST", .offset = CP_DST, .rw = ~0u },
	{ .name = "LEN", .offset = CP_LEN, .rw = ~0u },
	{ .name = "CTRL", .offset = CP_CTRL, .rw = 1, .on_write = cp_go },
	{ .name = "STATUS", .offset = CP_STATUS },
	{}
};

static const struct of_device_id cp_model_match[] = {
	{ .compatible = "test,dma-copier" },
	{}
};

static struct platdev_sim_model cp_model = {
	.name = "dma-copier",
	.of_match_table = cp_model_match,
	.regs = cp_regs,
};

/* ---- its driver: only <linux/...> ---- */

struct cp {
	void __iomem *regs;
	void *leak_buf;
	dma_addr_t leak_addr;
};

static bool cp_leak, cp_managed;
static void *cp_managed_buf;

static int cp_probe(struct platform_device *pdev)
{
	struct cp *cp;
	dma_addr_t handle;
	int ret;

	cp = devm_kzalloc(&pdev->dev, sizeof(*cp), GFP_KERNEL);
	if (!cp)
		return -ENOMEM;
	cp->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(cp->regs))
		return PTR_ERR(cp->regs);
	ret = dma_set_mask_and_coherent(&pdev->dev, DMA_BIT_MASK(32));
	if (ret)
		return ret;
	if (cp_managed) {
		cp_managed_buf = dmam_alloc_coherent(&pdev->dev, 100, &handle,
						     GFP_KERNEL);
		if (!cp_managed_buf)
			return -ENOMEM;
	}
	if (cp_leak) {
		cp->leak_buf = kmalloc(32, GFP_KERNEL);
		if (!cp->leak_buf)
			return -ENOMEM;
		cp->leak_addr = dma_map_single(&pdev->dev, cp->leak_buf, 32,
					       DMA_TO_DEVICE);
	}
	platform_set_drvdata(pdev, cp);
	return 0;
}

static const struct of_device_id cp_match[] = { { .compatible =
							  "test,dma-copier" },
						{} };

static struct platform_driver cp_driver = {
	.probe = cp_probe,
	.driver = { .name = "dma-copier", .of_match_table = cp_match },
};

/* Run the copier from bus address @src to @dst; Return: its status. */
static u32 cp_run(struct cp *cp, dma_addr_t src, dma_addr_t dst, u32 len)
{
	writel((u32)src, cp->regs + CP_SRC);
	writel((u32)dst, cp->regs + CP_DST);
	writel(len, cp->regs + CP_LEN);
	writel(1, cp->regs + CP_CTRL);
	return readl(cp->regs + CP_STATUS);
}

/* ---- a UART-like driver whose DMA is optional ---- */

struct uart {
	struct dma_chan *rx;
	int dma_err;
};

static int uart_probe(struct platform_device *pdev)
{
	struct uart *u = devm_kzalloc(&pdev->dev, sizeof(*u), GFP_KERNEL);

	if (!u)
		return -ENOMEM;
	u->rx = dma_request_chan(&pdev->dev, "rx");
	if (IS_ERR(u->rx)) {
		u->dma_err = (int)PTR_ERR(u->rx);
		if (u->dma_err == -EPROBE_DEFER)
			return -EPROBE_DEFER;
		u->rx = NULL; /* PIO */
	}
	platform_set_drvdata(pdev, u);
	return 0;
}

static void uart_remove(struct platform_device *pdev)
{
	struct uart *u = platform_get_drvdata(pdev);

	if (u->rx)
		dma_release_channel(u->rx);
}

static const struct of_device_id uart_match[] = { { .compatible =
							    "test,dma-uart" },
						  {} };

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.remove_new = uart_remove,
	.driver = { .name = "dma-uart", .of_match_table = uart_match },
};

static int dmac_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static const struct of_device_id dmac_match[] = { { .compatible = "test,dmac" },
						  {} };

static struct platform_driver dmac_driver = {
	.probe = dmac_probe,
	.driver = { .name = "test-dmac", .of_match_table = dmac_match },
};

/* ---- the board ---- */

static int setup(void **state)
{
	(void)state;
	if (platdev_sim_model_register(&cp_model))
		return -1;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/dma.dtb"))
		return -1;
	return platdev_sim_board_create();
}

static int teardown(void **state)
{
	(void)state;
	platdev_sim_board_destroy();
	platdev_sim_model_unregister(&cp_model);
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* Populate with the copier driver; Return: its state. */
static struct cp *cp_bind(struct device **devp)
{
	struct device *dev;

	assert_int_equal(platform_driver_register(&cp_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	dev = test_device_of("/soc/copier@20000");
	assert_non_null(dev->driver);
	*devp = dev;
	return dev_get_drvdata(dev);
}

static void cp_unbind(void)
{
	platform_driver_unregister(&cp_driver);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_dma_live(NULL), 0);
}

/* ---- tests ---- */

/* Platform devices get Linux's default masks, every way they are made. */
static void test_default_masks(void **state)
{
	struct platform_device_info info = { .name = "wide",
					     .id = PLATFORM_DEVID_NONE,
					     .dma_mask = DMA_BIT_MASK(40) };
	static struct platform_device stat = { .name = "static-dma",
					       .id = PLATFORM_DEVID_NONE };
	struct platform_device *pdev;
	struct device *dev;

	(void)state;
	pdev = platform_device_alloc("alloc-dma", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	assert_ptr_equal(pdev->dev.dma_mask, &pdev->platform_dma_mask);
	assert_true(*pdev->dev.dma_mask == DMA_BIT_MASK(32));
	assert_true(pdev->dev.coherent_dma_mask == DMA_BIT_MASK(32));
	platform_device_put(pdev);

	pdev = platform_device_register_full(&info);
	assert_false(IS_ERR(pdev));
	assert_true(dma_get_mask(&pdev->dev) == DMA_BIT_MASK(40));
	assert_true(pdev->dev.coherent_dma_mask == DMA_BIT_MASK(40));
	platform_device_unregister(pdev);

	assert_int_equal(platform_device_register(&stat), 0);
	assert_ptr_equal(stat.dev.dma_mask, &stat.platform_dma_mask);
	assert_true(stat.dev.coherent_dma_mask == DMA_BIT_MASK(32));
	platform_device_unregister(&stat);

	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	dev = test_device_of("/soc/uart@31000");
	assert_true(dma_get_mask(dev) == DMA_BIT_MASK(32));
	assert_true(dev->coherent_dma_mask == DMA_BIT_MASK(32));
	of_platform_depopulate(NULL);
}

/*
 * Segment limits with Linux's defaults (64 KiB segments, no boundary); a
 * driver's own last while it is bound, the next one starts from the
 * defaults; no memory for them: a warning and the defaults. A channel is
 * named after its own device.
 */
static void test_segment_limits(void **state)
{
	struct dma_chan_dev chan_dev = { 0 };
	struct dma_chan chan = { 0 };
	struct platform_device *pdev;

	(void)state;
	pdev = platform_device_alloc("segs", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	assert_int_equal(dma_get_max_seg_size(&pdev->dev), 65536);
	assert_true(dma_get_seg_boundary(&pdev->dev) == ULONG_MAX);
	assert_int_equal(dma_get_min_align_mask(&pdev->dev), 0);
	dma_set_max_seg_size(&pdev->dev, 4096);
	dma_set_seg_boundary(&pdev->dev, 0xffff);
	dma_set_min_align_mask(&pdev->dev, 0x3f);
	assert_int_equal(dma_get_max_seg_size(&pdev->dev), 4096);
	assert_true(dma_get_seg_boundary(&pdev->dev) == 0xffff);
	assert_true(dma_get_seg_boundary_nr_pages(&pdev->dev, 12) == 16);
	assert_int_equal(dma_get_min_align_mask(&pdev->dev), 0x3f);
	/* Released with the device's managed resources. */
	assert_int_equal(devres_release_all(&pdev->dev), 1);
	assert_int_equal(dma_get_max_seg_size(&pdev->dev), 65536);

	log_capture_start();
	platdev_port_fail_alloc_after(0, 0);
	dma_set_max_seg_size(&pdev->dev, 4096);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(log_has(PLATDEV_LOG_WARNING, "DMA segment limits", NULL));
	log_capture_stop();
	assert_int_equal(dma_get_max_seg_size(&pdev->dev), 65536);
	platform_device_put(pdev);

	chan_dev.device.init_name = "dma0chan1";
	chan.dev = &chan_dev;
	assert_string_equal(dma_chan_name(&chan), "dma0chan1");
}

/* dma_set_mask() and friends: what is supported, what -EIO means. */
static void test_set_mask(void **state)
{
	struct platform_device *pdev;
	struct device *dev;
	u64 keep;

	(void)state;
	pdev = platform_device_alloc("masks", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	dev = &pdev->dev;
	assert_int_equal(dma_set_mask_and_coherent(dev, DMA_BIT_MASK(64)), 0);
	assert_true(*dev->dma_mask == DMA_BIT_MASK(64));
	assert_true(dev->coherent_dma_mask == DMA_BIT_MASK(64));
	/* 24 bits reach no memory of the window at 1 GiB: refused, kept */
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(24)), -EIO);
	assert_int_equal(dma_set_coherent_mask(dev, DMA_BIT_MASK(24)), -EIO);
	assert_int_equal(dma_set_mask_and_coherent(dev, DMA_BIT_MASK(24)),
			 -EIO);
	assert_true(*dev->dma_mask == DMA_BIT_MASK(64));
	assert_true(dev->coherent_dma_mask == DMA_BIT_MASK(64));
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(31)), 0);
	/* no dma_mask pointer: -EIO, until coerced */
	dev->dma_mask = NULL;
	keep = dev->coherent_dma_mask;
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(32)), -EIO);
	assert_true(dma_get_mask(dev) == DMA_BIT_MASK(32));
	assert_true(dev->coherent_dma_mask == keep);
	assert_int_equal(dma_coerce_mask_and_coherent(dev, DMA_BIT_MASK(36)),
			 0);
	assert_ptr_equal(dev->dma_mask, &dev->coherent_dma_mask);
	assert_true(dma_get_mask(dev) == DMA_BIT_MASK(36));
	assert_int_equal(dma_set_mask(NULL, DMA_BIT_MASK(32)), -EIO);
	assert_true(dma_get_required_mask(dev) == DMA_BIT_MASK(32));
	assert_false(dma_addressing_limited(dev));
	platform_device_put(pdev);
}

/*
 * A model copies through streaming mappings: it reads what the CPU wrote
 * before mapping, and its writes reach the CPU at the sync, not before.
 */
static void test_model_streaming(void **state)
{
	char src[64], dst[64], want[64];
	dma_addr_t s, d;
	struct device *dev;
	struct cp *cp;
	int i;

	(void)state;
	assert_int_equal(platdev_dma_get_mode(), PLATDEV_DMA_BOUNCE);
	cp = cp_bind(&dev);
	for (i = 0; i < 64; i++) {
		src[i] = (char)i;
		want[i] = (char)(i + 1);
	}
	memset(dst, 0, sizeof(dst));
	s = dma_map_single(dev, src, sizeof(src), DMA_TO_DEVICE);
	d = dma_map_single(dev, dst, sizeof(dst), DMA_FROM_DEVICE);
	assert_int_equal(dma_mapping_error(dev, s), 0);
	assert_int_equal(dma_mapping_error(dev, d), 0);
	assert_true(s >= 0x40000000 && s + 63 <= DMA_BIT_MASK(32));
	assert_int_equal(platdev_dma_live(dev), 2);

	assert_int_equal(cp_run(cp, s, d, 64), 1);
	/* not synced: the CPU still sees its own buffer */
	assert_int_equal(dst[5], 0);
	dma_sync_single_for_cpu(dev, d, sizeof(dst), DMA_FROM_DEVICE);
	assert_memory_equal(dst, want, 64);

	/* a CPU write after the mapping reaches the device only when synced */
	src[0] = 100;
	memset(dst, 0, sizeof(dst));
	dma_sync_single_for_device(dev, d, sizeof(dst), DMA_FROM_DEVICE);
	assert_int_equal(cp_run(cp, s, d, 1), 1);
	dma_sync_single_for_cpu(dev, d, 1, DMA_FROM_DEVICE);
	assert_int_equal(dst[0], 1); /* from the stale 0, not 100 */
	dma_sync_single_for_device(dev, s, 1, DMA_TO_DEVICE);
	assert_int_equal(cp_run(cp, s, d, 1), 1);
	dma_unmap_single(dev, d, sizeof(dst), DMA_FROM_DEVICE);
	assert_int_equal(dst[0], 101); /* the unmap copied it back */

	/* the device cannot write a DMA_TO_DEVICE mapping */
	log_capture_start();
	assert_int_equal(cp_run(cp, s, s, 4), 3);
	assert_true(log_has(PLATDEV_LOG_ERR, "copier@20000", "DMA write",
			    "DMA_TO_DEVICE", NULL));
	dma_unmap_single(dev, s, sizeof(src), DMA_TO_DEVICE);
	/* nor touch an address no longer mapped */
	assert_int_equal(cp_run(cp, s, d, 4), 2);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "DMA read", "no live mapping", NULL));
	/* unmapping twice, or what was never mapped, is reported */
	dma_unmap_single(dev, s, sizeof(src), DMA_TO_DEVICE);
	assert_true(log_has(PLATDEV_LOG_ERR, "not mapped", NULL));
	log_capture_stop();
	cp_unbind();
}

/* Coherent buffers are shared at once; dma_free_coherent checks its args. */
static void test_model_coherent(void **state)
{
	dma_addr_t h1, h2, bad;
	struct device *dev;
	struct cp *cp;
	u8 *a, *b;

	(void)state;
	cp = cp_bind(&dev);
	a = dma_alloc_coherent(dev, 300, &h1, GFP_KERNEL);
	b = dma_alloc_coherent(dev, 5000, &h2, GFP_KERNEL);
	assert_non_null(a);
	assert_non_null(b);
	/* zeroed, aligned to the pages that hold the size */
	assert_int_equal(a[0] | a[299], 0);
	assert_int_equal((uintptr_t)a % PAGE_SIZE, 0);
	assert_int_equal((uintptr_t)b % (2 * PAGE_SIZE), 0);
	assert_int_equal(h1 % PAGE_SIZE, 0);
	assert_int_equal(h2 % (2 * PAGE_SIZE), 0);
	a[7] = 41;
	assert_int_equal(cp_run(cp, h1 + 7, h2 + 4999, 1), 1);
	assert_int_equal(b[4999], 42); /* no sync needed */

	/* a past-the-end range belongs to no mapping */
	log_capture_start();
	assert_int_equal(cp_run(cp, h1 + 299, h2, 2), 2);
	bad = h2;
	dma_free_coherent(dev, 300, b, bad); /* wrong size: reported, freed */
	assert_true(
		log_has(PLATDEV_LOG_ERR, "coherent buffer freed as 300", NULL));
	dma_free_coherent(dev, 300, b, bad); /* twice: reported */
	assert_true(log_has(PLATDEV_LOG_ERR, "no coherent buffer", NULL));
	log_capture_stop();
	dma_free_coherent(dev, 300, a, h1);
	assert_null(dma_alloc_coherent(dev, 0, &h1, GFP_KERNEL));
	cp_unbind();
}

/* Scatterlists: building, walking, mapping entry by entry. */
static void test_scatterlist(void **state)
{
	static char bufs[3][40];
	struct scatterlist one[2], two[2], *sg;
	struct sg_table table;
	struct device *dev;
	unsigned int i;
	struct cp *cp;

	(void)state;
	sg_init_table(one, 2);
	sg_init_table(two, 2);
	sg_set_buf(&one[0], bufs[0], 40);
	sg_chain(one, 2, two);
	sg_set_buf(&two[0], bufs[1], 40);
	sg_set_buf(&two[1], bufs[2], 10);
	assert_int_equal(sg_nents(one), 3);
	assert_ptr_equal(sg_next(&one[0]), &two[0]);
	assert_ptr_equal(sg_virt(&two[1]), bufs[2]);
	assert_null(sg_next(&two[1]));

	cp = cp_bind(&dev);
	assert_int_equal(sg_alloc_table(&table, 3, GFP_KERNEL), 0);
	for_each_sgtable_sg(&table, sg, i)
	{
		memset(bufs[i], 'a' + i, sizeof(bufs[i]));
		sg_set_buf(sg, bufs[i], sizeof(bufs[i]));
	}
	assert_int_equal(dma_map_sgtable(dev, &table, DMA_BIDIRECTIONAL, 0), 0);
	assert_int_equal(table.nents, 3);
	assert_int_equal(platdev_dma_live(dev), 3);
	sg = sg_next(sg_next(table.sgl));
	assert_int_equal(cp_run(cp, sg_dma_address(sg),
				sg_dma_address(table.sgl), 40),
			 1);
	assert_int_equal(bufs[0][39], 'a'); /* not synced yet */
	dma_sync_sgtable_for_cpu(dev, &table, DMA_BIDIRECTIONAL);
	assert_int_equal(bufs[0][39], 'd');
	assert_int_equal(bufs[2][0], 'c');
	dma_unmap_sgtable(dev, &table, DMA_BIDIRECTIONAL, 0);
	assert_int_equal(platdev_dma_live(dev), 0);
	assert_int_equal(dma_map_sg(dev, table.sgl, 3, DMA_NONE), 0);
	assert_int_equal(dma_map_sgtable(dev, &table, DMA_NONE, 0), -EINVAL);
	sg_free_table(&table);
	assert_null(table.sgl);
	assert_int_equal(sg_alloc_table(&table, 0, GFP_KERNEL), -EINVAL);
	cp_unbind();
}

/* Masks and the window decide what can be mapped. */
static void test_mask_and_window(void **state)
{
	static char buf[16];
	struct device *dev;
	dma_addr_t a, b;
	void *p;

	(void)state;
	cp_bind(&dev);
	assert_int_equal(platdev_dma_set_window(0x1000, 0), -EINVAL);
	assert_int_equal(platdev_dma_set_window(0x1001, 0x1000), -EINVAL);
	a = dma_map_single(dev, buf, sizeof(buf), DMA_BIDIRECTIONAL);
	assert_int_equal(dma_mapping_error(dev, a), 0);
	assert_int_equal(platdev_dma_set_window(0x100000000ULL, 0x10000000),
			 -EBUSY);
	assert_int_equal(platdev_dma_set_mode(PLATDEV_DMA_IDENTITY), -EBUSY);
	/* lowest first: a 31-bit mask is served below 2 GiB */
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(31)), 0);
	b = dma_map_single(dev, buf, sizeof(buf), DMA_BIDIRECTIONAL);
	assert_true(b != a && b + sizeof(buf) - 1 <= DMA_BIT_MASK(31));
	dma_unmap_single(dev, b, sizeof(buf), DMA_BIDIRECTIONAL);
	dma_unmap_single(dev, a, sizeof(buf), DMA_BIDIRECTIONAL);
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(32)), 0);

	/* a window above 4 GiB: nothing fits a 32-bit device */
	assert_int_equal(platdev_dma_set_window(0x100000000ULL, 0x10000000), 0);
	log_capture_start();
	a = dma_map_single(dev, buf, sizeof(buf), DMA_TO_DEVICE);
	assert_true(a == DMA_MAPPING_ERROR);
	assert_int_equal(dma_mapping_error(dev, a), -ENOMEM);
	assert_null(dma_alloc_coherent(dev, 64, &b, GFP_KERNEL));
	assert_true(log_has(PLATDEV_LOG_ERR, "under mask 0xffffffff", NULL));
	log_capture_stop();
	assert_int_equal(dma_set_mask_and_coherent(dev, DMA_BIT_MASK(64)), 0);
	a = dma_map_single(dev, buf, sizeof(buf), DMA_TO_DEVICE);
	assert_true(a >= 0x100000000ULL && a != DMA_MAPPING_ERROR);
	p = dma_alloc_coherent(dev, 64, &b, GFP_KERNEL);
	assert_non_null(p);
	assert_true(b >= 0x100000000ULL);
	dma_free_coherent(dev, 64, p, b);
	dma_unmap_single(dev, a, sizeof(buf), DMA_TO_DEVICE);
	assert_int_equal(platdev_dma_set_window(0x40000000, 0xc0000000), 0);
	/* a bad direction or a missing mask is refused */
	assert_true(dma_map_single(dev, buf, 1, DMA_NONE) == DMA_MAPPING_ERROR);
	dev->dma_mask = NULL;
	assert_true(dma_map_single(dev, buf, 1, DMA_TO_DEVICE) ==
		    DMA_MAPPING_ERROR);
	cp_unbind();
}

/* Identity mode: the bus address is the CPU address, checked by the mask. */
static void test_identity(void **state)
{
	struct device *dev;
	struct cp *cp;
	dma_addr_t a;
	u8 *buf;

	(void)state;
	assert_int_equal(platdev_dma_set_mode(7), -EINVAL);
	assert_int_equal(platdev_dma_set_mode(PLATDEV_DMA_IDENTITY), 0);
	cp = cp_bind(&dev);
	buf = kzalloc(64, GFP_KERNEL);
	assert_non_null(buf);
	a = dma_map_single(dev, buf, 64, DMA_BIDIRECTIONAL);
	if ((uintptr_t)buf + 63 > 0xffffffffu) {
		/* a host heap above 4 GiB: out of reach of 32 bits */
		assert_true(a == DMA_MAPPING_ERROR);
		assert_int_equal(
			dma_set_mask_and_coherent(dev, DMA_BIT_MASK(64)), 0);
		a = dma_map_single(dev, buf, 64, DMA_BIDIRECTIONAL);
	}
	assert_true(a == (dma_addr_t)(uintptr_t)buf);
	assert_false(dma_need_sync(dev, a));
	buf[0] = 9;
	/* the device sees the buffer itself: no sync, no copy */
	platdev_sim_dma_write(
		platdev_sim_board_find(test_node("/soc/copier@20000")), a + 1,
		"\x05", 1);
	assert_int_equal(buf[1], 5);
	(void)cp;
	dma_unmap_single(dev, a, 64, DMA_BIDIRECTIONAL);
	kfree(buf);
	cp_unbind();
	assert_int_equal(platdev_dma_set_mode(PLATDEV_DMA_BOUNCE), 0);
}

/* Mappings left at unbind are reported; managed buffers are freed. */
static void test_unbind(void **state)
{
	struct device *dev;
	dma_addr_t leaked;
	struct cp *cp;
	void *buf;

	(void)state;
	cp_managed = true;
	cp_bind(&dev);
	assert_non_null(cp_managed_buf);
	assert_int_equal(platdev_dma_live(dev), 1);
	log_capture_start();
	platform_driver_unregister(&cp_driver);
	assert_int_equal(platdev_dma_live(dev), 0);
	assert_false(log_has(PLATDEV_LOG_ERR, "pending DMA", NULL));
	log_capture_stop();
	cp_managed = false;
	of_platform_depopulate(NULL);

	cp_leak = true;
	cp = cp_bind(&dev);
	buf = cp->leak_buf;
	leaked = cp->leak_addr; /* cp goes with the driver */
	log_capture_start();
	platform_driver_unregister(&cp_driver);
	assert_true(log_has(PLATDEV_LOG_ERR, "20000.copier",
			    "pending DMA allocations", "[count=1]",
			    "streaming mapping of 32 bytes", NULL));
	log_capture_stop();
	cp_leak = false;
	assert_int_equal(platdev_dma_live(dev), 1);
	/* still mapped: the record outlives the driver until unmapped */
	dma_unmap_single(dev, leaked, 32, DMA_TO_DEVICE);
	kfree(buf);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_dma_live(NULL), 0);
}

/* Allocation failures: each one leaves nothing mapped and nothing lost. */
static void test_alloc_failures(void **state)
{
	struct scatterlist sg[2];
	static char buf[2][8];
	struct sg_table table;
	struct device *dev;
	unsigned long live;
	dma_addr_t h;
	long n;

	(void)state;
	cp_bind(&dev);
	live = live_allocs();
	platdev_port_fail_alloc_after(0, 0);
	assert_true(dma_map_single(dev, buf[0], 8, DMA_TO_DEVICE) ==
		    DMA_MAPPING_ERROR);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(dma_alloc_coherent(dev, 8, &h, GFP_KERNEL));
	for (n = 0; n < 2; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_null(dmam_alloc_coherent(dev, 8, &h, GFP_KERNEL));
	}
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(sg_alloc_table(&table, 2, GFP_KERNEL), -ENOMEM);
	assert_null(table.sgl);
	/* the second entry fails: the first is unmapped again */
	sg_init_table(sg, 2);
	sg_set_buf(&sg[0], buf[0], 8);
	sg_set_buf(&sg[1], buf[1], 8);
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(dma_map_sg(dev, sg, 2, DMA_TO_DEVICE), 0);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(platdev_dma_live(dev), 0);
	assert_int_equal(live_allocs(), live);
	cp_unbind();
}

/*
 * dmaengine: no "dmas" or no name: -ENODEV and PIO; a "dmas" controller
 * that is not bound: -EPROBE_DEFER, waiting for that node, until it binds.
 */
static void test_dmaengine(void **state)
{
	struct platdev_bind_status st;
	struct device *u0, *u1, *u2;
	dma_cap_mask_t mask;
	struct uart *u;

	(void)state;
	log_capture_start();
	assert_int_equal(platform_driver_register(&uart_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	u0 = test_device_of("/soc/uart@30000");
	u1 = test_device_of("/soc/uart@31000");
	u2 = test_device_of("/soc/uart@32000");
	u = dev_get_drvdata(u1);
	assert_non_null(u1->driver);
	assert_int_equal(u->dma_err, -ENODEV);
	assert_null(u->rx);
	/* the controller has no driver: the links from the tree hold them */
	assert_null(u0->driver);
	assert_null(u2->driver);
	fw_devlink_drivers_done();
	assert_non_null(u2->driver);
	assert_int_equal(((struct uart *)dev_get_drvdata(u2))->dma_err,
			 -ENODEV);
	assert_true(log_has(PLATDEV_LOG_ERR, "uart@32000", "no \"dma-names\"",
			    NULL));
	assert_null(u0->driver);
	assert_int_equal(platdev_device_bind_status(u0, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_PROVIDER);
	assert_ptr_equal(st.node, test_node("/soc/dma-controller@10000"));
	assert_true(PTR_ERR(dma_request_chan(u0, "rx")) == -EPROBE_DEFER);
	assert_true(PTR_ERR(dma_request_chan(u0, "tx")) == -EPROBE_DEFER);
	assert_true(PTR_ERR(dma_request_chan(u0, "none")) == -ENODEV);
	assert_null(dma_request_slave_channel(u0, "rx"));
	assert_true(PTR_ERR(of_dma_request_slave_channel(
			    test_node("/soc/uart@30000"), "rx")) ==
		    -EPROBE_DEFER);
	assert_true(PTR_ERR(of_dma_request_slave_channel(NULL, "rx")) ==
		    -ENODEV);

	/* the controller binds: u0 is retried and binds without DMA */
	assert_int_equal(platform_driver_register(&dmac_driver), 0);
	assert_non_null(u0->driver);
	u = dev_get_drvdata(u0);
	assert_int_equal(u->dma_err, -ENODEV);
	assert_true(PTR_ERR(devm_dma_request_chan(u0, "rx")) == -ENODEV);

	/* no DMA engine: by mask, by filter, and for a device without node */
	dma_cap_zero(mask);
	dma_cap_set(DMA_SLAVE, mask);
	assert_true(dma_has_cap(DMA_SLAVE, mask));
	assert_true(PTR_ERR(dma_request_chan_by_mask(&mask)) == -ENODEV);
	assert_null(dma_request_channel(mask, NULL, NULL));
	assert_true(PTR_ERR(dma_request_chan(&platform_bus, "rx")) == -ENODEV);
	assert_int_equal(dma_get_slave_caps(NULL, NULL), -EINVAL);
	dma_release_channel(NULL);
	assert_int_equal(dma_submit_error(-EBUSY), -EBUSY);
	assert_int_equal(dma_submit_error(DMA_MIN_COOKIE), 0);
	log_capture_stop();

	platform_driver_unregister(&uart_driver);
	platform_driver_unregister(&dmac_driver);
	of_platform_depopulate(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_masks),
		cmocka_unit_test(test_segment_limits),
		cmocka_unit_test(test_set_mask),
		cmocka_unit_test(test_model_streaming),
		cmocka_unit_test(test_model_coherent),
		cmocka_unit_test(test_scatterlist),
		cmocka_unit_test(test_mask_and_window),
		cmocka_unit_test(test_identity),
		cmocka_unit_test(test_unbind),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_dmaengine),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
