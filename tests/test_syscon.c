// SPDX-License-Identifier: MIT
/*
 * test_syscon.c - system controllers (linux/mfd/syscon.h) on a simulated
 * board: one shared regmap per node, made on demand with the node's
 * layout (reg-io-width, byte order, max_register from "reg"), the lookups
 * by node, phandle, phandle with arguments and compatible with their
 * error codes, a node's clock, a driver's own map registered for a node,
 * allocation failures, and everything freed with the board and the tree.
 */
#include <linux/io.h>
#include <linux/mfd/syscon.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/regmap.h>
#include <platdev/clk.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "testutil.h"

static unsigned long allocs_before;

static int setup(void **state)
{
	(void)state;
	allocs_before = live_allocs();
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/syscon.dtb"))
		return -1;
	return platdev_sim_board_create();
}

static int teardown(void **state)
{
	(void)state;
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	if (platdev_of_unload())
		return -1;
	return live_allocs() == allocs_before ? 0 : -1;
}

/* The register at @off of @np's window, read around the regmap. */
static u32 raw_reg(const char *path, unsigned int off)
{
	void __iomem *base = of_iomap(test_node(path), 0);
	u32 v;

	assert_non_null(base);
	v = readl((u8 __iomem *)base + off);
	iounmap(base);
	return v;
}

static void test_node_to_regmap(void **state)
{
	struct device_node *np = test_node("/syscon@10000");
	struct regmap *map = syscon_node_to_regmap(np);
	unsigned int v;

	(void)state;
	assert_false(IS_ERR(map));
	assert_ptr_equal(syscon_node_to_regmap(np), map);
	assert_ptr_equal(device_node_to_regmap(np), map);
	assert_int_equal(regmap_write(map, 0x20, 0xcafe), 0);
	assert_int_equal(raw_reg("/syscon@10000", 0x20), 0xcafe);
	assert_int_equal(regmap_read(map, 0x20, &v), 0);
	assert_int_equal(v, 0xcafe);
	assert_int_equal(regmap_get_max_register(map), 0xfc);
	assert_int_equal(regmap_write(map, 0x100, 1), -EIO);
	assert_int_equal(regmap_write(map, 0x22, 1), -EINVAL);
}

static void test_layouts(void **state)
{
	struct device_node *np;
	struct regmap *map;
	unsigned int v;

	(void)state;
	map = syscon_node_to_regmap(np = test_node("/syscon@11000"));
	assert_int_equal(regmap_write(map, 4, 0x11223344), 0);
	assert_int_equal(raw_reg("/syscon@11000", 4), 0x44332211);

	map = syscon_node_to_regmap(np = test_node("/syscon@12000"));
	assert_int_equal(regmap_get_val_bytes(map), 1);
	assert_int_equal(regmap_write(map, 3, 0x1ab), 0);
	assert_int_equal(raw_reg("/syscon@12000", 0), 0xab000000);
	assert_int_equal(regmap_read(map, 0xf, &v), 0);
	assert_int_equal(regmap_read(map, 0x10, &v), -EIO);

	np = test_node("/syscon@13000");
	assert_int_equal(PTR_ERR(syscon_node_to_regmap(np)), -EINVAL);
	np = test_node("/syscon-noreg");
	assert_int_equal(PTR_ERR(syscon_node_to_regmap(np)), -ENOMEM);
	assert_int_equal(PTR_ERR(syscon_node_to_regmap(NULL)), -EINVAL);
}

static void test_not_a_syscon(void **state)
{
	struct device_node *np = test_node("/regs@14000");
	struct regmap *map;

	(void)state;
	assert_int_equal(PTR_ERR(syscon_node_to_regmap(np)), -EINVAL);
	map = device_node_to_regmap(np);
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_write(map, 0xc, 7), 0);
	assert_int_equal(raw_reg("/regs@14000", 0xc), 7);
}

static void test_lookups(void **state)
{
	struct device_node *user = test_node("/user");
	struct device_node *np = test_node("/syscon@10000");
	struct regmap *map = syscon_node_to_regmap(np);
	unsigned int args[2] = { 0 };

	(void)state;
	assert_ptr_equal(syscon_regmap_lookup_by_phandle(user, "regmap"), map);
	assert_int_equal(PTR_ERR(syscon_regmap_lookup_by_phandle(user, "none")),
			 -ENODEV);
	assert_int_equal(PTR_ERR(syscon_regmap_lookup_by_phandle(user, NULL)),
			 -EINVAL);
	assert_int_equal(
		PTR_ERR(syscon_regmap_lookup_by_phandle(user, "other")),
		-EINVAL);
	assert_ptr_equal(syscon_regmap_lookup_by_phandle(np, NULL), map);
	assert_ptr_equal(
		syscon_regmap_lookup_by_phandle_optional(user, "regmap"), map);
	assert_null(syscon_regmap_lookup_by_phandle_optional(user, "none"));
	assert_int_equal(PTR_ERR(syscon_regmap_lookup_by_phandle_optional(
				 user, "other")),
			 -EINVAL);
	assert_ptr_equal(syscon_regmap_lookup_by_phandle_args(user, "args", 2,
							      args),
			 map);
	assert_int_equal(args[0], 0x10);
	assert_int_equal(args[1], 0x4);
	assert_int_equal(PTR_ERR(syscon_regmap_lookup_by_phandle_args(
				 user, "none", 2, args)),
			 -ENOENT);
	assert_ptr_equal(syscon_regmap_lookup_by_compatible("test,sysctl"),
			 map);
	assert_int_equal(PTR_ERR(syscon_regmap_lookup_by_compatible("none,x")),
			 -ENODEV);
}

/* A syscon's clock: its provider must be there; enabled per access. */
static void test_clock(void **state)
{
	struct device_node *np = test_node("/syscon@15000");
	struct regmap *map;

	(void)state;
	assert_int_equal(PTR_ERR(syscon_node_to_regmap(np)), -EPROBE_DEFER);
	assert_int_equal(platdev_of_clk_init(), 1);
	map = syscon_node_to_regmap(np);
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_write(map, 0, 3), 0);
	assert_int_equal(raw_reg("/syscon@15000", 0), 3);
}

static const struct regmap_config own_config = { .reg_bits = 32,
						 .val_bits = 32,
						 .reg_stride = 4 };

static void test_register_regmap(void **state)
{
	struct device_node *plain = test_node("/regs@14000");
	struct device_node *sysctl = test_node("/syscon@10000");
	void __iomem *base = of_iomap(plain, 0);
	struct regmap *own = regmap_init_mmio(NULL, base, &own_config);

	(void)state;
	assert_int_equal(of_syscon_register_regmap(NULL, own), -EINVAL);
	assert_int_equal(of_syscon_register_regmap(plain, NULL), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(of_syscon_register_regmap(plain, own), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(of_syscon_register_regmap(plain, own), 0);
	assert_ptr_equal(device_node_to_regmap(plain), own);
	assert_int_equal(of_syscon_register_regmap(plain, own), -EEXIST);
	assert_false(IS_ERR(syscon_node_to_regmap(sysctl)));
	assert_int_equal(of_syscon_register_regmap(sysctl, own), -EEXIST);
	/* The tree's release leaves a registered map to its owner. */
	platdev_sim_board_destroy();
	assert_int_equal(platdev_sim_board_create(), 0);
	regmap_exit(own);
	iounmap(base);
}

/* Each allocation of making a syscon failing leaves nothing behind. */
static void test_alloc_failures(void **state)
{
	struct device_node *np = test_node("/syscon@10000");
	struct regmap *map;
	int n;

	(void)state;
	for (n = 0;; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		map = syscon_node_to_regmap(np);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(map))
			break;
		assert_int_equal(PTR_ERR(map), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n > 1);
	assert_int_equal(regmap_write(map, 0, 1), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_node_to_regmap, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_layouts, setup, teardown),
		cmocka_unit_test_setup_teardown(test_not_a_syscon, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_lookups, setup, teardown),
		cmocka_unit_test_setup_teardown(test_clock, setup, teardown),
		cmocka_unit_test_setup_teardown(test_register_regmap, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_alloc_failures, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
