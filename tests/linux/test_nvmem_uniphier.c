// SPDX-License-Identifier: MIT
/*
 * test_nvmem_uniphier.c - Linux 6.12's drivers/nvmem/uniphier-efuse.c,
 * built unchanged, registers the eFuse block of a simulated board whose
 * fuses the test programmed; an Ethernet controller's driver (the test's)
 * waits (a device link, or -EPROBE_DEFER) until the eFuse is there, then
 * takes its MAC
 * address with of_get_mac_address() and a bit field and a word with the
 * cell readers. A program reads the block's bytes as Linux's
 * /sys/bus/nvmem/devices/nvmem0/nvmem, and cannot write them.
 */
#include <linux/etherdevice.h>
#include <linux/nvmem-consumer.h>
#include <linux/of_net.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <platdev/nvmem.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

static const u8 mac[ETH_ALEN] = { 0x00, 0x21, 0xb7, 0x12, 0x34, 0x56 };

/* What the Ethernet driver found, and how often it was probed. */
static struct {
	int probes;
	u8 mac[ETH_ALEN];
	u8 rev;
	u32 trim;
} eth;

static int eth_probe(struct platform_device *pdev)
{
	int ret;

	eth.probes++;
	ret = of_get_mac_address(pdev->dev.of_node, eth.mac);
	if (ret)
		return ret;
	ret = nvmem_cell_read_u8(&pdev->dev, "rev", &eth.rev);
	if (ret)
		return ret;
	return nvmem_cell_read_u32(&pdev->dev, "trim", &eth.trim);
}

static const struct of_device_id eth_ids[] = { { .compatible =
							 "test,nvmem-eth" },
					       {} };

static struct platform_driver eth_driver = {
	.probe = eth_probe,
	.driver = { .name = "test-nvmem-eth", .of_match_table = eth_ids },
};

static struct device_node *efuse_np;

static int board_up(void **state)
{
	static const u8 rev = 0x3 << 4 | 0x9, trim[4] = { 1, 2, 3, 4 };

	(void)state;
	memset(&eth, 0, sizeof(eth));
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	efuse_np = of_find_node_by_path("/efuse@5f900000");
	assert_non_null(efuse_np);
	/* the factory's fuses */
	assert_int_equal(
		platdev_sim_efuse_program(efuse_np, 0x40, mac, ETH_ALEN), 0);
	assert_int_equal(platdev_sim_efuse_program(efuse_np, 0x4, &rev, 1), 0);
	assert_int_equal(platdev_sim_efuse_program(efuse_np, 0x10, trim, 4), 0);
	assert_int_equal(platdev_sim_efuse_program(efuse_np, 0xff, trim, 2),
			 -EINVAL);
	assert_int_equal(platform_driver_register(&eth_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	return 0;
}

static int board_down(void **state)
{
	(void)state;
	platform_driver_unregister(&eth_driver);
	of_node_put(efuse_np);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	assert_int_equal(platdev_of_unload(), 0);
	return 0;
}

static void test_cells(void **state)
{
	char ev[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct platdev_class_device *cdev;
	unsigned long n;

	(void)state;
	/*
	 * Bound once the eFuse was (its cells' node is a supplier: the
	 * device link holds the probe back, or the probe deferred)
	 */
	assert_true(eth.probes >= 1);
	assert_memory_equal(eth.mac, mac, ETH_ALEN);
	assert_int_equal(eth.rev, 0x3);
	assert_int_equal(eth.trim, 0x04030201);
	/* Linux's name for a memory with neither name nor id */
	cdev = platdev_class_device_find("nvmem", "nvmem0");
	assert_non_null(cdev);
	n = platdev_class_device_events(cdev, ev, PLATDEV_CLASS_EVENTS);
	assert_int_equal(n, 3);
	assert_string_equal(ev[0], "read cell mac-address 6 bytes");
	assert_string_equal(ev[1], "read cell rev 1 bytes");
	assert_string_equal(ev[2], "read cell trim 4 bytes");
}

static void test_program_reads(void **state)
{
	u8 buf[0x120], want[0x100] = { 0 };
	u8 b = 0xff;
	long served = platdev_sim_efuse_served(efuse_np);

	(void)state;
	memcpy(want + 0x40, mac, ETH_ALEN);
	want[0x4] = 0x39;
	want[0x10] = 1;
	want[0x11] = 2;
	want[0x12] = 3;
	want[0x13] = 4;
	assert_int_equal(platdev_nvmem_size("nvmem0"), 0x100);
	/* the whole block, a byte per read of the driver's */
	assert_int_equal(platdev_nvmem_read("nvmem0", 0, buf, sizeof(buf)),
			 0x100);
	assert_memory_equal(buf, want, 0x100);
	assert_int_equal(platdev_sim_efuse_served(efuse_np), served + 0x100);
	/* read-only: the driver gives no writer */
	assert_int_equal(platdev_nvmem_write("nvmem0", 0, &b, 1), -EPERM);

	/* the driver unbound: the memory is gone */
	of_platform_depopulate(NULL);
	assert_null(platdev_class_device_find("nvmem", "nvmem0"));
	assert_int_equal(platdev_nvmem_read("nvmem0", 0, buf, 1), -ENODEV);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, board_up, board_down)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_cells),
		T(test_program_reads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
