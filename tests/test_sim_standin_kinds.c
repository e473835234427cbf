// SPDX-License-Identifier: MIT
/*
 * test_sim_standin_kinds.c - the stand-in kinds of power domains, PHYs,
 * DMA channels, mailboxes and interconnects
 * (src/sim/standin_{genpd,phy,dma,mbox,icc}.c), started by a
 * driver of the test's in place of the registry (standin.c): an object
 * per specifier the board uses, providers in subnodes without a
 * compatible, consumers that bind as on the real board, their calls
 * recorded, everything undone at unbind, allocation failures.
 */
#include <stdarg.h>
#include <stdio.h>

#include <linux/dmaengine.h>
#include <linux/interconnect.h>
#include <linux/mailbox_client.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/phy/phy.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "sim/standin.h"
#include "testutil.h"

/* ---- the records (the registry's standin_record(), here the test's) ---- */

static char records[32][128];
static int nrecords;

void standin_record(struct platdev_standin *si, const char *fmt, ...)
{
	va_list ap;

	(void)si;
	if (nrecords >= 32)
		return;
	va_start(ap, fmt);
	vsnprintf(records[nrecords++], sizeof(records[0]), fmt, ap);
	va_end(ap);
}

static int record_count(const char *s)
{
	int i, n = 0;

	for (i = 0; i < nrecords; i++)
		n += !strcmp(records[i], s);
	return n;
}

/* ---- a stand-in driver starting the kind, as the registry does ---- */

static int start_err;

static const struct standin_kind *const kinds[] = {
	&standin_kind_genpd, &standin_kind_phy, &standin_kind_dma,
	&standin_kind_mbox,  &standin_kind_icc,
};

static int si_probe(struct platform_device *pdev)
{
	struct platdev_standin *si;
	void *data = NULL;
	bool wanted = false;
	size_t i;

	si = devm_kzalloc(&pdev->dev, sizeof(*si), GFP_KERNEL);
	if (!si)
		return -ENOMEM;
	si->dev = &pdev->dev;
	si->np = pdev->dev.of_node;
	start_err = 0;
	for (i = 0; i < ARRAY_SIZE(kinds) && !start_err; i++) {
		if (!kinds[i]->wants(si->np))
			continue;
		wanted = true;
		start_err = kinds[i]->start(si, &data);
	}
	return wanted ? start_err : -ENODEV;
}

static const struct of_device_id si_ids[] = {
	{ .compatible = "vendor,unknown-pc" },
	{ .compatible = "vendor,gpc" },
	{ .compatible = "vendor,unknown-phy" },
	{ .compatible = "vendor,unknown-combphy" },
	{ .compatible = "vendor,unknown-dmac" },
	{ .compatible = "vendor,unknown-mbox" },
	{ .compatible = "vendor,unknown-noc" },
	{}
};

static struct platform_driver si_driver = {
	.probe = si_probe,
	.driver = { .name = "test-standin", .of_match_table = si_ids },
};

static int consumer_probe(struct platform_device *pdev)
{
	return devm_pm_runtime_enable(&pdev->dev);
}

static const struct of_device_id consumer_ids[] = {
	{ .compatible = "test,standin-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.driver = { .name = "test-consumer", .of_match_table = consumer_ids },
};

/* A USB controller with two PHYs, initialized and powered while bound. */
static struct phy *usb_phys[2];

static int usb_probe(struct platform_device *pdev)
{
	static const char *const names[] = { "usb2", "usb3" };
	int i, ret;

	for (i = 0; i < 2; i++) {
		usb_phys[i] = devm_phy_get(&pdev->dev, names[i]);
		if (IS_ERR(usb_phys[i]))
			return (int)PTR_ERR(usb_phys[i]);
		ret = phy_init(usb_phys[i]);
		if (!ret)
			ret = phy_power_on(usb_phys[i]);
		if (ret)
			return ret;
	}
	return phy_set_mode(usb_phys[0], PHY_MODE_USB_HOST);
}

static void usb_remove(struct platform_device *pdev)
{
	int i;

	(void)pdev;
	for (i = 0; i < 2; i++) {
		phy_power_off(usb_phys[i]);
		phy_exit(usb_phys[i]);
	}
}

static const struct of_device_id usb_ids[] = {
	{ .compatible = "test,standin-phy-consumer" },
	{}
};

static struct platform_driver usb_driver = {
	.probe = usb_probe,
	.remove_new = usb_remove,
	.driver = { .name = "test-usb", .of_match_table = usb_ids },
};

/* A SPI controller with optional DMA: channels or PIO. */
static struct dma_chan *spi_rx;
static long spi_err;

static int spi_probe(struct platform_device *pdev)
{
	struct dma_slave_config cfg = { 0 };

	spi_rx = devm_dma_request_chan(&pdev->dev, "rx");
	if (PTR_ERR(spi_rx) == -EPROBE_DEFER)
		return -EPROBE_DEFER;
	spi_err = IS_ERR(spi_rx) ? PTR_ERR(spi_rx) : 0;
	if (spi_err) {
		spi_rx = NULL;
		return 0;
	}
	if (dmaengine_slave_config(spi_rx, &cfg))
		return -EIO;
	/* a stand-in channel refuses transfers: the driver would use PIO */
	if (dmaengine_prep_slave_single(spi_rx, 0x1000, 16, DMA_DEV_TO_MEM,
					DMA_PREP_INTERRUPT))
		return -EIO;
	return 0;
}

static const struct of_device_id spi_ids[] = {
	{ .compatible = "test,standin-dma-consumer" },
	{}
};

static struct platform_driver spi_driver = {
	.probe = spi_probe,
	.driver = { .name = "test-spi", .of_match_table = spi_ids },
};

/* An SCMI-like client: a blocking send on its mailbox channel. */
static struct mbox_client scmi_cl;
static struct mbox_chan *scmi_chan;
static int scmi_sent;

static int scmi_probe(struct platform_device *pdev)
{
	scmi_cl.dev = &pdev->dev;
	scmi_cl.tx_block = true;
	scmi_cl.tx_tout = 5000;
	scmi_chan = mbox_request_channel_byname(&scmi_cl, "tx");
	if (IS_ERR(scmi_chan))
		return (int)PTR_ERR(scmi_chan);
	scmi_sent = mbox_send_message(scmi_chan, NULL);
	return 0;
}

static void scmi_remove(struct platform_device *pdev)
{
	(void)pdev;
	mbox_free_channel(scmi_chan);
}

static const struct of_device_id scmi_ids[] = {
	{ .compatible = "test,standin-mbox-consumer" },
	{}
};

static struct platform_driver scmi_driver = {
	.probe = scmi_probe,
	.remove_new = scmi_remove,
	.driver = { .name = "test-scmi", .of_match_table = scmi_ids },
};

/* A GENI-like serial engine: a bandwidth vote on its path. */
static int qup_vote;

static int qup_probe(struct platform_device *pdev)
{
	struct icc_path *path = devm_of_icc_get(&pdev->dev, "qup-core");

	if (IS_ERR(path))
		return (int)PTR_ERR(path);
	qup_vote = icc_set_bw(path, kBps_to_icc(76800), kBps_to_icc(76800));
	return 0;
}

static const struct of_device_id qup_ids[] = {
	{ .compatible = "test,standin-icc-consumer" },
	{}
};

static struct platform_driver qup_driver = {
	.probe = qup_probe,
	.driver = { .name = "test-qup", .of_match_table = qup_ids },
};

/* ---- fixtures ---- */

static unsigned long allocs_loaded;

static int before(void **state);
static int after(void **state);

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/standin_pd.dtb"))
		return -1;
	/*
	 * One cycle first: an ID allocator keeps its first node, which is
	 * not a leak of the tests'.
	 */
	if (before(NULL))
		return -1;
	if (platform_driver_register(&si_driver))
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
	nrecords = 0;
	return platform_driver_register(&consumer_driver) ||
	       platform_driver_register(&usb_driver) ||
	       platform_driver_register(&spi_driver) ||
	       platform_driver_register(&scmi_driver) ||
	       platform_driver_register(&qup_driver) ||
	       of_platform_default_populate(NULL, NULL, NULL);
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&consumer_driver);
	platform_driver_unregister(&usb_driver);
	platform_driver_unregister(&spi_driver);
	platform_driver_unregister(&scmi_driver);
	platform_driver_unregister(&qup_driver);
	platform_driver_unregister(&si_driver);
	platdev_sim_standin_dma_channels(true);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

/* ---- tests ---- */

static void test_wants(void **state)
{
	(void)state;
	assert_true(
		standin_kind_genpd.wants(test_node("/power-controller@1000")));
	assert_true(standin_kind_genpd.wants(test_node("/gpc@2000")));
	assert_false(standin_kind_genpd.wants(test_node("/uart@3000")));
	assert_string_equal(standin_kind_genpd.name, "power domain");
}

/*
 * The consumers wait for the unclaimed providers; with the stand-ins they
 * bind, their domains powered on for the probe and off once they are
 * runtime-suspended; a resume powers the domain on again.
 */
static void test_consumers_bind(void **state)
{
	struct device *uart = test_device_of("/uart@3000");

	(void)state;
	assert_null(uart->driver);
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_int_equal(start_err, 0);
	assert_non_null(uart->driver);
	assert_non_null(test_device_of("/uart@4000")->driver);
	assert_non_null(test_device_of("/i2c@5000")->driver);
	assert_int_equal(
		record_count(
			"power-domain provider power-controller@1000: 1 domains"),
		1);
	assert_int_equal(
		record_count("power-domain provider power-domain@0: 1 domains"),
		1);
	/* on for each probe, off after it (runtime-suspended) */
	assert_int_equal(
		record_count("power on domain power-controller@1000 3"), 2);
	assert_int_equal(
		record_count("power off domain power-controller@1000 3"), 2);
	assert_int_equal(record_count("power on domain power-domain@0"), 1);
	nrecords = 0;
	assert_int_equal(pm_runtime_resume_and_get(uart), 0);
	assert_int_equal(
		record_count("power on domain power-controller@1000 3"), 1);
	assert_int_equal(pm_runtime_put_sync(uart), 0);
	assert_int_equal(
		record_count("power off domain power-controller@1000 3"), 1);
	/* the stand-in's unbind takes its consumers first, then the domains */
	platform_driver_unregister(&si_driver);
	assert_null(uart->driver);
}

/* PHYs: a PHY per specifier, of the node and of a port subnode. */
static void test_phys(void **state)
{
	struct device *usb = test_device_of("/usb@8000");

	(void)state;
	assert_true(standin_kind_phy.wants(test_node("/phy@6000")));
	assert_true(standin_kind_phy.wants(test_node("/combphy@7000")));
	assert_false(standin_kind_phy.wants(test_node("/uart@3000")));
	assert_null(usb->driver);
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_non_null(usb->driver);
	assert_int_equal(record_count("phy provider phy@6000: 1 phys"), 1);
	assert_int_equal(record_count("phy provider combphy@7000: 1 phys"), 1);
	assert_int_equal(record_count("init phy phy@6000 2"), 1);
	assert_int_equal(record_count("power on phy phy@6000 2"), 1);
	assert_int_equal(record_count("init phy port0"), 1);
	assert_int_equal(record_count("power on phy port0"), 1);
	assert_int_equal(record_count("set mode 1/0 of phy phy@6000 2"), 1);
	device_release_driver(usb);
	assert_int_equal(record_count("power off phy port0"), 1);
	assert_int_equal(record_count("exit phy phy@6000 2"), 1);
}

/* DMA: a channel per specifier, requested and released; or none. */
static void test_dma(void **state)
{
	struct device *spi = test_device_of("/spi@a000");

	(void)state;
	assert_true(standin_kind_dma.wants(test_node("/dma-controller@9000")));
	assert_false(standin_kind_dma.wants(test_node("/spi@a000")));
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_non_null(spi->driver);
	assert_non_null(spi_rx);
	assert_int_equal(
		record_count("dma controller dma-controller@9000: 2 channels"),
		1);
	assert_int_equal(
		record_count("request dma channel dma-controller@9000 4"), 1);
	assert_int_equal(
		record_count("configure dma channel dma-controller@9000 4"), 1);
	assert_int_equal(
		record_count(
			"refuse a transfer (prep_slave_sg) on dma channel dma-controller@9000 4"),
		1);
	device_release_driver(spi);
	assert_int_equal(
		record_count("release dma channel dma-controller@9000 4"), 1);
	/* "no channel": the stand-in registers none, the driver takes PIO */
	platform_driver_unregister(&si_driver);
	platdev_sim_standin_dma_channels(false);
	nrecords = 0;
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_int_equal(
		record_count(
			"dma controller dma-controller@9000: no channels (by option)"),
		1);
	assert_non_null(spi->driver);
	assert_null(spi_rx);
	assert_int_equal(spi_err, -ENODEV);
}

/* Mailboxes: a channel per specifier; a blocking send returns. */
static void test_mbox(void **state)
{
	struct device *scmi = test_device_of("/scmi@c000");

	(void)state;
	assert_true(standin_kind_mbox.wants(test_node("/mailbox@b000")));
	assert_false(standin_kind_mbox.wants(test_node("/scmi@c000")));
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_non_null(scmi->driver);
	assert_int_equal(scmi_sent, 0);
	assert_int_equal(
		record_count("mailbox controller mailbox@b000: 1 channels"), 1);
	assert_int_equal(record_count("start mailbox channel mailbox@b000 2"),
			 1);
	assert_int_equal(record_count("send on mailbox channel mailbox@b000 2"),
			 1);
	device_release_driver(scmi);
	assert_int_equal(
		record_count("shut down mailbox channel mailbox@b000 2"), 1);
}

/* Interconnects: a node per specifier, linked; votes recorded. */
static void test_icc(void **state)
{
	struct device *qup = test_device_of("/serial@e000");

	(void)state;
	assert_true(standin_kind_icc.wants(test_node("/interconnect@d000")));
	assert_false(standin_kind_icc.wants(test_node("/serial@e000")));
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_non_null(qup->driver);
	assert_int_equal(qup_vote, 0);
	assert_int_equal(
		record_count("interconnect interconnect@d000: 2 nodes"), 1);
	assert_int_equal(
		record_count(
			"bandwidth interconnect@d000 1 0 -> interconnect@d000 7 0: avg 76800 peak 76800 kB/s"),
		1);
	device_release_driver(qup);
	assert_int_equal(
		record_count(
			"bandwidth interconnect@d000 1 0 -> interconnect@d000 7 0: avg 0 peak 0 kB/s"),
		1);
}

/* Allocation failures in start: the probe fails, nothing is left. */
static void test_alloc_failures(void **state)
{
	long n;

	(void)state;
	for (n = 0; n < 40; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(platform_driver_register(&si_driver), 0);
		platdev_port_fail_alloc_after(-1, 0);
		platform_driver_unregister(&si_driver);
	}
	/* and then it works */
	assert_int_equal(platform_driver_register(&si_driver), 0);
	assert_int_equal(start_err, 0);
	assert_non_null(test_device_of("/uart@3000")->driver);
	assert_non_null(test_device_of("/usb@8000")->driver);
	assert_non_null(test_device_of("/spi@a000")->driver);
	assert_non_null(test_device_of("/scmi@c000")->driver);
	assert_non_null(test_device_of("/serial@e000")->driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wants),
		cmocka_unit_test_setup_teardown(test_consumers_bind, before,
						after),
		cmocka_unit_test_setup_teardown(test_phys, before, after),
		cmocka_unit_test_setup_teardown(test_dma, before, after),
		cmocka_unit_test_setup_teardown(test_mbox, before, after),
		cmocka_unit_test_setup_teardown(test_icc, before, after),
		cmocka_unit_test_setup_teardown(test_alloc_failures, before,
						after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
