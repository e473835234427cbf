// SPDX-License-Identifier: MIT
/*
 * test_dmaengine_provider.c - dmaengine's provider side (linux/dmaengine.h,
 * linux/of_dma.h): an engine registered with its channels, its node's
 * translation (of_dma_xlate_by_chan_id()), a consumer handed a channel
 * through "dmas" with its resources allocated on the first client and
 * freed on the last, a channel already taken, a translation that gives
 * none, registration errors and allocation failures; a provider's
 * descriptors (tied to their channel, reused only where the engine says,
 * buffers unmapped when the last reference goes), the inline helpers
 * drivers use, and dma_map_resource().
 */
#include <linux/dma-mapping.h>
#include <linux/dmaengine.h>
#include <linux/of.h>
#include <linux/of_dma.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/dma.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

/* ---- the provider: three channels, numbered by "dmas" cell ---- */

static struct dma_device tdma;
static struct dma_chan tchans[4];
static int allocs, frees, alloc_err;

static int t_alloc(struct dma_chan *chan)
{
	(void)chan;
	if (alloc_err)
		return alloc_err;
	allocs++;
	return 0;
}

static void t_free(struct dma_chan *chan)
{
	(void)chan;
	frees++;
}

static int tdmac_probe(struct platform_device *pdev)
{
	int i, ret;

	memset(&tdma, 0, sizeof(tdma));
	memset(tchans, 0, sizeof(tchans));
	tdma.dev = &pdev->dev;
	dma_cap_set(DMA_SLAVE, tdma.cap_mask);
	tdma.device_alloc_chan_resources = t_alloc;
	tdma.device_free_chan_resources = t_free;
	INIT_LIST_HEAD(&tdma.channels);
	for (i = 0; i < 4; i++)
		list_add_tail(&tchans[i].device_node, &tdma.channels);
	ret = dmaenginem_async_device_register(&tdma);
	if (ret)
		return ret;
	return of_dma_controller_register(pdev->dev.of_node,
					  of_dma_xlate_by_chan_id, &tdma);
}

static void tdmac_remove(struct platform_device *pdev)
{
	of_dma_controller_free(pdev->dev.of_node);
}

static const struct of_device_id tdmac_ids[] = { { .compatible = "test,dmac" },
						 {} };

static struct platform_driver tdmac_driver = {
	.probe = tdmac_probe,
	.remove_new = tdmac_remove,
	.driver = { .name = "test-dmac", .of_match_table = tdmac_ids },
};

/* ---- the consumer: optional rx and tx channels ---- */

struct uart {
	struct dma_chan *rx, *tx;
	long rx_err;
};

static int uart_probe(struct platform_device *pdev)
{
	struct uart *u = devm_kzalloc(&pdev->dev, sizeof(*u), GFP_KERNEL);

	if (!u)
		return -ENOMEM;
	u->rx = devm_dma_request_chan(&pdev->dev, "rx");
	if (PTR_ERR(u->rx) == -EPROBE_DEFER)
		return -EPROBE_DEFER;
	if (IS_ERR(u->rx)) {
		u->rx_err = PTR_ERR(u->rx);
		u->rx = NULL;
	}
	u->tx = dma_request_chan(&pdev->dev, "tx");
	if (IS_ERR(u->tx))
		u->tx = NULL;
	platform_set_drvdata(pdev, u);
	return 0;
}

static void uart_remove(struct platform_device *pdev)
{
	struct uart *u = platform_get_drvdata(pdev);

	if (u->tx)
		dma_release_channel(u->tx);
}

static const struct of_device_id uart_ids[] = { { .compatible =
							  "test,dma-uart" },
						{} };

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.remove_new = uart_remove,
	.driver = { .name = "test-dma-uart", .of_match_table = uart_ids },
};

/* ---- fixtures ---- */

static unsigned long allocs_loaded;

static int before(void **state);
static int after(void **state);

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/dma.dtb"))
		return -1;
	/*
	 * One cycle first: an ID allocator keeps its first node, which is
	 * not a leak of the tests'.
	 */
	if (before(NULL))
		return -1;
	if (platform_driver_register(&tdmac_driver))
		return -1;
	after(NULL);
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int before(void **state)
{
	(void)state;
	allocs = frees = alloc_err = 0;
	return platform_driver_register(&uart_driver) ||
	       of_platform_default_populate(NULL, NULL, NULL);
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&uart_driver);
	platform_driver_unregister(&tdmac_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct uart *uart_at(const char *path)
{
	struct device *dev = test_device_of(path);

	return dev->driver ? dev_get_drvdata(dev) : NULL;
}

/* ---- tests ---- */

/*
 * The consumer waits for the controller; then gets channels 1 and 2 by
 * name, their resources allocated; unbinding releases both.
 */
static void test_channels_handed_out(void **state)
{
	struct uart *u;

	(void)state;
	assert_null(uart_at("/soc/uart@30000"));
	assert_int_equal(platform_driver_register(&tdmac_driver), 0);
	u = uart_at("/soc/uart@30000");
	assert_non_null(u);
	assert_ptr_equal(u->rx, &tchans[1]);
	assert_ptr_equal(u->tx, &tchans[2]);
	assert_ptr_equal(u->rx->device, &tdma);
	assert_ptr_equal(u->rx->slave, test_device_of("/soc/uart@30000"));
	assert_string_equal(u->rx->name, "rx");
	assert_int_equal(u->rx->client_count, 1);
	assert_int_equal(tdma.chancnt, 4);
	assert_int_equal(tdma.privatecnt, 2);
	assert_true(dma_has_cap(DMA_PRIVATE, tdma.cap_mask));
	assert_int_equal(allocs, 2);
	/* taken: the same channel is not handed out again */
	assert_true(PTR_ERR(dma_request_chan(test_device_of("/soc/uart@30000"),
					     "rx")) == -ENODEV);
	device_release_driver(test_device_of("/soc/uart@30000"));
	assert_int_equal(frees, 2);
	assert_int_equal(tchans[1].client_count, 0);
	assert_null(tchans[1].slave);
	assert_int_equal(tdma.privatecnt, 0);
	assert_false(dma_has_cap(DMA_PRIVATE, tdma.cap_mask));
	/* "dmas" without "dma-names": no channel */
	assert_non_null(uart_at("/soc/uart@32000"));
	assert_null(uart_at("/soc/uart@32000")->rx);
}

/* A channel whose resources fail: no channel, PIO. */
static void test_alloc_resources_fails(void **state)
{
	struct uart *u;

	(void)state;
	alloc_err = -EBUSY;
	assert_int_equal(platform_driver_register(&tdmac_driver), 0);
	u = uart_at("/soc/uart@30000");
	assert_non_null(u);
	assert_null(u->rx);
	assert_int_equal(u->rx_err, -ENODEV);
	assert_int_equal(tchans[1].client_count, 0);
}

/* Registration errors, direct translations, allocation failures. */
static void test_errors(void **state)
{
	struct device_node *np = test_node("/soc/dma-controller@10000");
	struct of_phandle_args spec = { .np = np, .args_count = 1 };
	struct dma_device empty = { 0 };
	struct of_dma ofdma = { .of_dma_data = &tdma };
	struct dma_chan *chan, extra[2];
	int n, ret = -1;

	(void)state;
	assert_int_equal(dma_async_device_register(NULL), -EINVAL);
	assert_int_equal(dma_async_device_register(&empty), -EINVAL);
	empty.dev = test_device_of("/soc/dma-controller@10000");
	INIT_LIST_HEAD(&empty.channels);
	assert_int_equal(dma_async_device_register(&empty), -EINVAL);
	assert_int_equal(
		of_dma_controller_register(NULL, of_dma_xlate_by_chan_id, NULL),
		-EINVAL);
	assert_int_equal(of_dma_controller_register(np, NULL, NULL), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(of_dma_controller_register(np, of_dma_xlate_by_chan_id,
						    NULL),
			 -ENOMEM);
	assert_int_equal(platform_driver_register(&tdmac_driver), 0);
	/* by chan_id: past the channels, or taken, none */
	spec.args[0] = 9;
	assert_null(of_dma_xlate_by_chan_id(&spec, &ofdma));
	spec.args[0] = 1;
	assert_null(of_dma_xlate_by_chan_id(&spec, &ofdma)); /* the uart's */
	spec.args[0] = 3;
	chan = of_dma_xlate_by_chan_id(&spec, &ofdma);
	assert_ptr_equal(chan, &tchans[3]);
	dma_release_channel(chan);
	assert_null(dma_get_slave_channel(NULL));
	assert_null(dma_get_any_slave_channel(NULL));
	chan = dma_get_any_slave_channel(&tdma);
	assert_ptr_equal(chan, &tchans[0]);
	dma_release_channel(chan);
	/* allocation failures: nothing registered, nothing lost */
	memset(&empty, 0, sizeof(empty));
	memset(extra, 0, sizeof(extra));
	empty.dev = test_device_of("/soc/dma-controller@10000");
	INIT_LIST_HEAD(&empty.channels);
	list_add_tail(&extra[0].device_node, &empty.channels);
	list_add_tail(&extra[1].device_node, &empty.channels);
	for (n = 0; n < 8; n++) {
		platdev_port_fail_alloc_after(n, 0);
		ret = dma_async_device_register(&empty);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(extra[0].dev);
	}
	assert_int_equal(ret, 0);
	assert_true(n > 0);
	assert_int_equal(extra[1].chan_id, 1);
	dma_async_device_unregister(&empty);
}

static bool caps_reuse;

/* An engine that reuses descriptors on its channel 3 only. */
static void t_caps(struct dma_chan *chan, struct dma_slave_caps *caps)
{
	caps->descriptor_reuse = caps_reuse && chan == &tchans[3];
}

static int freed_descs;

static int t_desc_free(struct dma_async_tx_descriptor *tx)
{
	(void)tx;
	freed_descs++;
	return 0;
}

/* A descriptor's channel, the reuse flag and the ack flag. */
static void test_descriptors(void **state)
{
	struct dma_async_tx_descriptor tx = { .flags = DMA_CTRL_ACK };

	(void)state;
	assert_int_equal(platform_driver_register(&tdmac_driver), 0);
	dma_async_tx_descriptor_init(&tx, &tchans[3]);
	assert_ptr_equal(tx.chan, &tchans[3]);
	/* the engine does not reuse: refused, the flag stays clear */
	assert_int_equal(dmaengine_desc_set_reuse(&tx), -EPERM);
	assert_false(dmaengine_desc_test_reuse(&tx));
	assert_int_equal(dmaengine_desc_free(&tx), -EPERM);
	/* the engine's device_caps() says it does, on this channel only */
	tdma.device_caps = t_caps;
	caps_reuse = true;
	assert_int_equal(dmaengine_desc_set_reuse(&tx), 0);
	assert_true(dmaengine_desc_test_reuse(&tx));
	assert_int_equal(dmaengine_desc_free(&tx), -EPERM); /* no desc_free */
	tx.desc_free = t_desc_free;
	assert_int_equal(dmaengine_desc_free(&tx), 0);
	assert_int_equal(freed_descs, 1);
	dmaengine_desc_clear_reuse(&tx);
	assert_false(dmaengine_desc_test_reuse(&tx));
	tx.chan = &tchans[2];
	assert_int_equal(dmaengine_desc_set_reuse(&tx), -EPERM);
	tdma.device_caps = NULL;
	/* the ack flag */
	assert_true(async_tx_test_ack(&tx));
	async_tx_clear_ack(&tx);
	assert_false(async_tx_test_ack(&tx));
	async_tx_ack(&tx);
	assert_true(async_tx_test_ack(&tx));
	dma_run_dependencies(&tx); /* nothing depends on it */
}

/* The inline helpers drivers take their limits and texts from. */
static void test_helpers(void **state)
{
	struct {
		struct dma_interleaved_template xt;
		struct data_chunk chunk;
	} t = { .xt = { .src_inc = true, .src_sgl = true, .dst_inc = true },
		.chunk = { .size = 64, .icg = 16, .src_icg = 4 } };

	(void)state;
	assert_true(is_slave_direction(DMA_MEM_TO_DEV));
	assert_true(is_slave_direction(DMA_DEV_TO_MEM));
	assert_false(is_slave_direction(DMA_MEM_TO_MEM));
	assert_false(is_slave_direction(DMA_DEV_TO_DEV));
	assert_string_equal(dmaengine_get_direction_text(DMA_DEV_TO_MEM),
			    "DEV_TO_MEM");
	assert_string_equal(dmaengine_get_direction_text(DMA_TRANS_NONE),
			    "invalid");
	assert_true(dmaengine_check_align(DMAENGINE_ALIGN_4_BYTES, 8, 16, 64));
	assert_false(dmaengine_check_align(DMAENGINE_ALIGN_4_BYTES, 8, 2, 64));
	assert_false(dmaengine_check_align(DMAENGINE_ALIGN_8_BYTES, 8, 16, 4));
	assert_true(dmaengine_check_align(DMAENGINE_ALIGN_1_BYTE, 1, 3, 5));
	tdma.copy_align = DMAENGINE_ALIGN_8_BYTES;
	tdma.fill_align = DMAENGINE_ALIGN_2_BYTES;
	assert_true(is_dma_copy_aligned(&tdma, 8, 16, 24));
	assert_false(is_dma_copy_aligned(&tdma, 8, 16, 4));
	assert_true(is_dma_fill_aligned(&tdma, 2, 4, 6));
	assert_true(is_dma_xor_aligned(&tdma, 1, 1, 1)); /* left at 1 byte */
	assert_true(is_dma_pq_aligned(&tdma, 1, 1, 1));
	{
		struct dma_tx_state st = { 0 };

		dma_set_tx_state(&st, 5, 7, 100);
		assert_int_equal(st.last, 5);
		assert_int_equal(st.used, 7);
		assert_int_equal(st.residue, 100);
		dma_set_tx_state(NULL, 5, 7, 100); /* no caller's state */
	}
	/* the source side has its own gap; the destination side none */
	assert_int_equal(dmaengine_get_src_icg(&t.xt, &t.xt.sgl[0]), 4);
	assert_int_equal(dmaengine_get_dst_icg(&t.xt, &t.xt.sgl[0]), 0);
	t.xt.dst_sgl = true;
	assert_int_equal(dmaengine_get_dst_icg(&t.xt, &t.xt.sgl[0]), 16);
	/* an engine without interleaved transfers prepares none */
	assert_null(dmaengine_prep_interleaved_dma(&tchans[0], &t.xt, 0));
	assert_null(dmaengine_prep_dma_memset(&tchans[0], 0, 0, 4, 0));
}

/* Buffers a descriptor unmaps when its last reference goes. */
static void test_unmap_data(void **state)
{
	struct device *dev = test_device_of("/soc/uart@30000");
	struct dma_async_tx_descriptor tx = { 0 };
	struct dmaengine_unmap_data *unmap;
	static char src[64], dst[64];

	(void)state;
	assert_null(dmaengine_get_unmap_data(dev, 0, GFP_KERNEL));
	assert_null(dmaengine_get_unmap_data(dev, 129, GFP_KERNEL));
	dmaengine_unmap_put(NULL);
	unmap = dmaengine_get_unmap_data(dev, 3, GFP_KERNEL);
	assert_non_null(unmap);
	assert_int_equal(unmap->map_cnt, 3);
	unmap->len = sizeof(src);
	unmap->addr[0] = dma_map_single(dev, src, sizeof(src), DMA_TO_DEVICE);
	unmap->to_cnt = 1;
	unmap->addr[1] = dma_map_single(dev, dst, sizeof(dst), DMA_FROM_DEVICE);
	unmap->from_cnt = 1;
	unmap->bidi_cnt = 1; /* left empty: not unmapped */
	assert_int_equal(platdev_dma_live(dev), 2);
	dma_set_unmap(&tx, unmap);
	assert_ptr_equal(tx.unmap, unmap);
	dmaengine_unmap_put(unmap); /* the caller's */
	assert_int_equal(platdev_dma_live(dev), 2);
	dmaengine_unmap_put(tx.unmap); /* the descriptor's: unmapped */
	assert_int_equal(platdev_dma_live(dev), 0);
	/* no memory for the record */
	platdev_port_fail_alloc_after(0, 0);
	assert_null(dmaengine_get_unmap_data(dev, 1, GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
}

/* An MMIO address is its own bus address, within the device's mask. */
static void test_map_resource(void **state)
{
	struct device *dev = test_device_of("/soc/uart@30000");

	(void)state;
	assert_int_equal(dma_set_mask(dev, DMA_BIT_MASK(32)), 0);
	assert_false(device_iommu_mapped(dev)); /* no IOMMU here */
	assert_true(dma_map_resource(dev, 0x30000, 4, DMA_TO_DEVICE, 0) ==
		    0x30000);
	dma_unmap_resource(dev, 0x30000, 4, DMA_TO_DEVICE, 0);
	log_capture_start();
	assert_true(dma_map_resource(dev, 0xfffffffe, 4, DMA_TO_DEVICE, 0) ==
		    DMA_MAPPING_ERROR);
	assert_true(dma_map_resource(NULL, 0x30000, 4, DMA_TO_DEVICE, 0) ==
		    DMA_MAPPING_ERROR);
	assert_true(dma_map_resource(dev, 0x30000, 4, DMA_NONE, 0) ==
		    DMA_MAPPING_ERROR);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "dma_map_resource",
			    "past the device's DMA mask", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "dma_map_resource", "no device",
			    NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid direction", NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_channels_handed_out,
						before, after),
		cmocka_unit_test_setup_teardown(test_alloc_resources_fails,
						before, after),
		cmocka_unit_test_setup_teardown(test_errors, before, after),
		cmocka_unit_test_setup_teardown(test_descriptors, before,
						after),
		cmocka_unit_test_setup_teardown(test_helpers, before, after),
		cmocka_unit_test_setup_teardown(test_unmap_data, before, after),
		cmocka_unit_test_setup_teardown(test_map_resource, before,
						after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
