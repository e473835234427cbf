// SPDX-License-Identifier: MIT
/*
 * test_regmap.c - register maps over MMIO (linux/regmap.h) on plain memory
 * through the direct backend: widths and byte orders, what each access
 * returns for a misaligned (-EINVAL), out-of-range or refused register
 * (-EIO), read-modify-write and its change flag, bulk accesses, fields,
 * polling, the caller's lock, clocks around accesses, configurations MMIO
 * refuses, devm maps found by dev_get_regmap() and freed at unbind, and
 * allocation failures.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/regmap.h>
#include <platdev/port.h>

#include "testutil.h"

static u8 mem[64] __attribute__((aligned(8)));

static int setup(void **state)
{
	(void)state;
	return direct_regs_setup(mem, sizeof(mem));
}

static int teardown(void **state)
{
	(void)state;
	return regs_teardown_check();
}

static const struct regmap_config cfg32 = {
	.reg_bits = 32,
	.val_bits = 32,
	.reg_stride = 4,
	.max_register = 0x1c,
};

static u32 mem32(unsigned int off)
{
	u32 v;

	memcpy(&v, mem + off, 4);
	return v;
}

static void test_read_write(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	unsigned int v = 0;

	(void)state;
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_write(map, 0x8, 0x11223344), 0);
	assert_int_equal(mem[8], 0x44); /* little-endian by default */
	assert_int_equal(regmap_read(map, 0x8, &v), 0);
	assert_int_equal(v, 0x11223344);
	assert_int_equal(regmap_get_val_bytes(map), 4);
	assert_int_equal(regmap_get_reg_stride(map), 4);
	assert_int_equal(regmap_get_max_register(map), 0x1c);
	assert_null(regmap_get_device(map));
	regmap_exit(map);
}

static void test_errors(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	unsigned int v = 0xdead;

	(void)state;
	assert_int_equal(regmap_read(map, 0x2, &v), -EINVAL);
	assert_int_equal(regmap_write(map, 0x6, 1), -EINVAL);
	assert_int_equal(regmap_update_bits(map, 0x1, 1, 1), -EINVAL);
	assert_int_equal(regmap_read(map, 0x20, &v), -EIO);
	assert_int_equal(regmap_write(map, 0x20, 1), -EIO);
	assert_int_equal(regmap_test_bits(map, 0x20, 1), -EIO);
	assert_int_equal(v, 0xdead);
	assert_int_equal(mem32(0x1c), 0);
	assert_int_equal(regmap_write(map, 0x1c, 5), 0); /* the last one */
	assert_int_equal(mem32(0x1c), 5);
	regmap_exit(map);
}

static void test_update_bits(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	bool change = true;

	(void)state;
	regmap_write(map, 0, 0xf0);
	assert_int_equal(regmap_update_bits(map, 0, 0x3c, 0x0f), 0);
	assert_int_equal(mem32(0), 0xcc); /* 0xf0 & ~0x3c | 0x0f & 0x3c */
	assert_int_equal(regmap_update_bits_check(map, 0, 0xff, 0xcc, &change),
			 0);
	assert_false(change);
	assert_int_equal(regmap_update_bits_check(map, 0, 0x1, 0x1, &change),
			 0);
	assert_true(change);
	assert_int_equal(regmap_set_bits(map, 0, 0x100), 0);
	assert_int_equal(regmap_clear_bits(map, 0, 0xc0), 0);
	assert_int_equal(mem32(0), 0x10d);
	assert_int_equal(regmap_test_bits(map, 0, 0x105), 1);
	assert_int_equal(regmap_test_bits(map, 0, 0x102), 0);
	assert_int_equal(regmap_assign_bits(map, 0, 0x2, true), 0);
	assert_int_equal(regmap_write_bits(map, 0, 0xf, 0x0), 0);
	assert_int_equal(mem32(0), 0x100);
	regmap_exit(map);
}

/* Access callbacks and tables refuse with -EIO. */
static bool readable_even(struct device *dev, unsigned int reg)
{
	(void)dev;
	return reg % 8 == 0;
}

static const struct regmap_range no_write[] = { regmap_reg_range(0x8, 0xc) };
static const struct regmap_range write_ok[] = { regmap_reg_range(0x0, 0x10) };
static const struct regmap_access_table wr_table = {
	.yes_ranges = write_ok,
	.n_yes_ranges = 1,
	.no_ranges = no_write,
	.n_no_ranges = 1,
};

static void test_access_tables(void **state)
{
	struct regmap_config c = cfg32;
	struct regmap *map;
	unsigned int v;

	(void)state;
	c.readable_reg = readable_even;
	c.wr_table = &wr_table;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_read(map, 0x4, &v), -EIO);
	assert_int_equal(regmap_read(map, 0x8, &v), 0);
	assert_int_equal(regmap_write(map, 0x8, 1), -EIO);
	assert_int_equal(regmap_write(map, 0xc, 1), -EIO);
	assert_int_equal(regmap_write(map, 0x14, 1), -EIO);
	assert_int_equal(regmap_write(map, 0x10, 1), 0);
	/* update_bits of an unreadable register fails on the read */
	assert_int_equal(regmap_update_bits(map, 0x4, 1, 1), -EIO);
	assert_true(regmap_check_range_table(map, 0x4, &wr_table));
	assert_false(regmap_check_range_table(map, 0x8, &wr_table));
	regmap_exit(map);
}

static void test_widths_and_endianness(void **state)
{
	struct regmap_config c = { .reg_bits = 32,
				   .val_bits = 16,
				   .reg_stride = 2 };
	struct regmap *map;
	unsigned int v;

	(void)state;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 2, 0xabcd), 0);
	assert_int_equal(mem[2], 0xcd);
	assert_int_equal(mem[3], 0xab);
	regmap_exit(map);

	c.val_format_endian = REGMAP_ENDIAN_BIG;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 4, 0x1234), 0);
	assert_int_equal(mem[4], 0x12);
	assert_int_equal(regmap_read(map, 2, &v), 0);
	assert_int_equal(v, 0xcdab);
	regmap_exit(map);

	c.val_bits = 32;
	c.reg_stride = 4;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 8, 0x01020304), 0);
	assert_int_equal(mem[8], 0x01);
	assert_int_equal(mem[11], 0x04);
	regmap_exit(map);

	c.val_format_endian = REGMAP_ENDIAN_NATIVE;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 12, 0x0a0b0c0d), 0);
	assert_int_equal(mem32(12), 0x0a0b0c0d);
	regmap_exit(map);

	c = (struct regmap_config){ .reg_bits = 8, .val_bits = 8 };
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 17, 0x1ff), 0); /* truncated */
	assert_int_equal(mem[17], 0xff);
	assert_int_equal(regmap_read(map, 17, &v), 0);
	assert_int_equal(v, 0xff);
	assert_int_equal(regmap_get_max_register(map), -EINVAL);
	regmap_exit(map);
}

/* Registers numbered 0, 1, 2... at a base, four bytes apart. */
static void test_base_and_shift(void **state)
{
	struct regmap_config c = { .reg_bits = 32,
				   .val_bits = 32,
				   .reg_shift = REGMAP_UPSHIFT(2),
				   .reg_base = 2 };
	struct regmap *map = regmap_init_mmio(NULL, mem, &c);

	(void)state;
	assert_int_equal(regmap_write(map, 1, 0x77), 0);
	assert_int_equal(mem32(12), 0x77); /* (1 + 2) << 2 */
	regmap_exit(map);
}

static void test_bad_configs(void **state)
{
	struct regmap_config c = cfg32;

	(void)state;
	c.val_bits = 12;
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	c = cfg32;
	c.reg_bits = 7;
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	c = cfg32;
	c.reg_stride = 2; /* narrower than a value */
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	c = cfg32;
	c.pad_bits = 8;
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	c = cfg32;
	c.io_port = true;
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &cfg32)), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

static void test_bulk(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	u32 out[3] = { 1, 2, 3 }, in[3] = { 0 };

	(void)state;
	assert_int_equal(regmap_bulk_write(map, 4, out, 3), 0);
	assert_int_equal(mem32(8), 2);
	assert_int_equal(regmap_bulk_read(map, 4, in, 3), 0);
	assert_memory_equal(in, out, sizeof(in));
	assert_int_equal(regmap_bulk_read(map, 0x18, in, 3), -EIO);
	assert_int_equal(regmap_bulk_write(map, 2, out, 1), -EINVAL);
	/* No bus reads bytes of an MMIO map (and no cache holds them). */
	assert_int_equal(regmap_raw_read(map, 4, in, sizeof(in)), -ENOTSUPP);
	assert_int_equal(regmap_raw_read(map, 2, in, sizeof(in)), -EINVAL);
	assert_int_equal(regmap_raw_read(map, 4, in, 2), -EINVAL);
	regmap_exit(map);
}

static void test_fields(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	struct regmap_field *f;
	unsigned int v;

	(void)state;
	assert_int_equal(PTR_ERR(regmap_field_alloc(
				 map, (struct reg_field)REG_FIELD(0, 5, 4))),
			 -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(regmap_field_alloc(
				 map, (struct reg_field)REG_FIELD(0, 4, 7))),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	f = regmap_field_alloc(map, (struct reg_field)REG_FIELD(4, 4, 7));
	assert_false(IS_ERR(f));
	regmap_write(map, 4, 0xffffff0f);
	assert_int_equal(regmap_field_write(f, 0x15), 0); /* 4 bits kept */
	assert_int_equal(mem32(4), 0xffffff5f);
	assert_int_equal(regmap_field_read(f, &v), 0);
	assert_int_equal(v, 5);
	assert_int_equal(regmap_field_set_bits(f, 0x2), 0);
	assert_int_equal(regmap_field_clear_bits(f, 0x1), 0);
	assert_int_equal(regmap_field_test_bits(f, 0x6), 1);
	assert_int_equal(mem32(4), 0xffffff6f);
	assert_int_equal(regmap_field_update_bits(f, 0x8, 0xff), 0);
	assert_int_equal(mem32(4), 0xffffffef);
	regmap_field_free(f);
	f = regmap_field_alloc(map, (struct reg_field)REG_FIELD(0x40, 0, 1));
	assert_int_equal(regmap_field_read(f, &v), -EIO);
	regmap_field_free(f);
	regmap_exit(map);
}

/*
 * Bulk fields: one allocation, each field at its own register and bits;
 * a bad field fails the lot; the allocation failure is reported.
 */
static void test_field_bulk(void **state)
{
	static const struct reg_field rf[] = { REG_FIELD(4, 0, 3),
					       REG_FIELD(8, 8, 15) };
	static const struct reg_field bad[] = { REG_FIELD(4, 0, 3),
						REG_FIELD(8, 9, 8) };
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	struct regmap_field *f[2] = { NULL, NULL };
	unsigned int v;

	(void)state;
	assert_int_equal(regmap_field_bulk_alloc(map, f, rf, 2), 0);
	regmap_write(map, 4, 0xab);
	regmap_write(map, 8, 0x1234);
	assert_int_equal(regmap_field_read(f[0], &v), 0);
	assert_int_equal(v, 0xb);
	assert_int_equal(regmap_field_read(f[1], &v), 0);
	assert_int_equal(v, 0x12);
	assert_int_equal(regmap_field_write(f[1], 0x56), 0);
	assert_int_equal(mem32(8), 0x5634);
	regmap_field_bulk_free(f[0]);
	assert_int_equal(regmap_field_bulk_alloc(map, f, bad, 2), -EINVAL);
	assert_int_equal(regmap_field_bulk_alloc(map, f, rf, 0), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(regmap_field_bulk_alloc(map, f, rf, 2), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	regmap_exit(map);
}

static void test_poll(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	unsigned int v;

	(void)state;
	regmap_write(map, 0, 0x80);
	assert_int_equal(
		regmap_read_poll_timeout(map, 0, v, v & 0x80, 10, 1000), 0);
	assert_int_equal(regmap_read_poll_timeout(map, 0, v, v & 0x1, 10, 200),
			 -ETIMEDOUT);
	assert_int_equal(v, 0x80);
	assert_int_equal(regmap_read_poll_timeout(map, 0x40, v, v, 10, 200),
			 -EIO);
	assert_int_equal(regmap_read_poll_timeout_atomic(map, 0, v, v & 0x1, 1,
							 20),
			 -ETIMEDOUT);
	regmap_exit(map);
}

static void test_multi_reg_write(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	const struct reg_sequence seq[] = {
		{ 0x0, 0x11, 0 },
		REG_SEQ(0x4, 0x22, 5),
		REG_SEQ0(0x8, 0x33),
	};
	const struct reg_sequence bad[] = {
		{ 0xc, 0x44, 0 },
		{ 0x2, 0x55, 0 }, /* misaligned: the sequence stops here */
		{ 0x10, 0x66, 0 },
	};

	(void)state;
	assert_int_equal(regmap_multi_reg_write(map, seq, ARRAY_SIZE(seq)), 0);
	assert_int_equal(mem32(0x0), 0x11);
	assert_int_equal(mem32(0x4), 0x22);
	assert_int_equal(mem32(0x8), 0x33);
	assert_int_equal(regmap_multi_reg_write(map, bad, ARRAY_SIZE(bad)),
			 -EINVAL);
	assert_int_equal(mem32(0xc), 0x44);
	assert_int_equal(mem32(0x10), 0);
	assert_int_equal(regmap_multi_reg_write(map, seq, -1), -EINVAL);
	assert_int_equal(regmap_multi_reg_write(map, NULL, 1), -EINVAL);
	assert_int_equal(regmap_multi_reg_write(map, NULL, 0), 0);
	assert_int_equal(regmap_register_patch(map, bad + 2, 1), 0);
	assert_int_equal(mem32(0x10), 0x66);
	assert_int_equal(regmap_multi_reg_write_bypassed(map, seq, 1), 0);
	regmap_exit(map);
}

static int locks, unlocks;

static void count_lock(void *arg)
{
	assert_ptr_equal(arg, &locks);
	locks++;
}

static void count_unlock(void *arg)
{
	(void)arg;
	unlocks++;
}

static void test_callers_lock(void **state)
{
	struct regmap_config c = cfg32;
	struct regmap *map;
	unsigned int v;

	(void)state;
	c.lock = count_lock;
	assert_int_equal(PTR_ERR(regmap_init_mmio(NULL, mem, &c)), -EINVAL);
	c.unlock = count_unlock;
	c.lock_arg = &locks;
	map = regmap_init_mmio(NULL, mem, &c);
	regmap_read(map, 0, &v);
	regmap_update_bits(map, 0, 1, 1);
	assert_int_equal(locks, 2);
	assert_int_equal(unlocks, 2);
	regmap_exit(map);
	c = cfg32;
	c.disable_locking = true;
	map = regmap_init_mmio(NULL, mem, &c);
	assert_int_equal(regmap_write(map, 0, 9), 0);
	regmap_exit(map);
}

/* A clock attached to a map is enabled around each access only. */
static unsigned int enables;

static int gate_enable(struct clk_hw *hw)
{
	(void)hw;
	enables++;
	return 0;
}

static const struct clk_ops gate_ops = { .enable = gate_enable };

static void test_clock(void **state)
{
	struct clk_init_data init = { .name = "regmap-test-clk",
				      .ops = &gate_ops };
	struct clk_hw hw = { .init = &init };
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	unsigned int p, e, v;
	struct clk *clk;

	(void)state;
	assert_int_equal(clk_hw_register(NULL, &hw), 0);
	clk = clk_hw_get_clk(&hw, NULL);
	assert_int_equal(regmap_mmio_attach_clk(map, clk), 0);
	assert_int_equal(regmap_mmio_attach_clk(map, clk), -EINVAL);
	platdev_clk_hw_counts(&hw, &p, &e);
	assert_int_equal(p, 1);
	assert_int_equal(e, 0);
	regmap_read(map, 0, &v);
	regmap_write(map, 0, 1);
	assert_int_equal(enables, 2);
	platdev_clk_hw_counts(&hw, &p, &e);
	assert_int_equal(e, 0);
	regmap_mmio_detach_clk(map);
	platdev_clk_hw_counts(&hw, &p, &e);
	assert_int_equal(p, 0);
	regmap_exit(map);
	clk_put(clk);
	clk_hw_unregister(&hw);
}

/* A driver's devm map: found by name while bound, freed at unbind. */
static const struct regmap_config named = {
	.name = "ctl",
	.reg_bits = 32,
	.val_bits = 32,
	.reg_stride = 4,
};
static struct regmap *probed_map;
static int fail_allocs_in_probe = -1;

static int rm_probe(struct platform_device *pdev)
{
	if (fail_allocs_in_probe >= 0)
		platdev_port_fail_alloc_after(fail_allocs_in_probe, 0);
	probed_map = devm_regmap_init_mmio(&pdev->dev, mem, &named);
	platdev_port_fail_alloc_after(-1, 0);
	return PTR_ERR_OR_ZERO(probed_map);
}

static struct platform_driver rm_driver = {
	.probe = rm_probe,
	.driver = { .name = "regmap-user" },
};

static void test_devm(void **state)
{
	struct platform_device *pdev;
	int n;

	(void)state;
	assert_int_equal(platform_driver_register(&rm_driver), 0);
	pdev = platform_device_register_simple("regmap-user", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_non_null(pdev->dev.driver);
	assert_ptr_equal(dev_get_regmap(&pdev->dev, "ctl"), probed_map);
	assert_ptr_equal(dev_get_regmap(&pdev->dev, NULL), probed_map);
	assert_null(dev_get_regmap(&pdev->dev, "other"));
	assert_ptr_equal(regmap_get_device(probed_map), &pdev->dev);
	device_release_driver(&pdev->dev);
	assert_null(dev_get_regmap(&pdev->dev, NULL));
	/* Each allocation of the probe failing leaves nothing behind. */
	for (n = 0; n < 3; n++) {
		unsigned long before = live_allocs();

		fail_allocs_in_probe = n;
		assert_int_equal(device_attach(&pdev->dev), 0);
		assert_null(pdev->dev.driver);
		assert_int_equal(PTR_ERR(probed_map), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	fail_allocs_in_probe = -1;
	platform_device_unregister(pdev);
	platform_driver_unregister(&rm_driver);
}

/* Attach a map made for nobody, named by a config on the stack. */
static void attach_named(struct device *dev, struct regmap *map)
{
	struct regmap_config config = { .name = "src" };

	assert_int_equal(regmap_attach_dev(dev, map, &config), 0);
	memset(&config, 0, sizeof(config)); /* the caller's frame goes */
}

/*
 * Linux's regmap_attach_dev() (a driver taking a system controller's
 * map, as reset-imx7.c does): the device finds it by the config's name,
 * and the map outlives the device.
 */
static void test_attach_dev(void **state)
{
	struct regmap *map = regmap_init_mmio(NULL, mem, &cfg32);
	struct platform_device *pdev;
	unsigned long before;

	(void)state;
	assert_false(IS_ERR(map));
	pdev = platform_device_register_simple("regmap-attach", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_int_equal(regmap_attach_dev(NULL, map, NULL), -EINVAL);
	assert_int_equal(regmap_attach_dev(&pdev->dev, NULL, NULL), -EINVAL);

	/* Each allocation failing leaves the map as it was. */
	before = live_allocs();
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(regmap_attach_dev(&pdev->dev, map, &named), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), before);
	assert_null(regmap_get_device(map));
	assert_null(dev_get_regmap(&pdev->dev, NULL));

	attach_named(&pdev->dev, map);
	assert_ptr_equal(dev_get_regmap(&pdev->dev, "src"), map);
	assert_ptr_equal(dev_get_regmap(&pdev->dev, NULL), map);
	assert_ptr_equal(regmap_get_device(map), &pdev->dev);
	assert_int_equal(regmap_write(map, 0x8, 0x5a), 0);
	assert_int_equal(mem32(8), 0x5a);

	/*
	 * The device goes first; the map still works, and its exit does not
	 * touch the device that is gone (ASan).
	 */
	platform_device_unregister(pdev);
	assert_int_equal(regmap_write(map, 0x8, 0xa5), 0);
	assert_int_equal(mem32(8), 0xa5);
	regmap_exit(map);
}

/* A register file behind a "controller": 16 registers of 16 bits. */
struct cb_regs {
	unsigned int r[16];
	int reads, writes, fail;
};

static int cb_read(void *context, unsigned int reg, unsigned int *val)
{
	struct cb_regs *c = context;

	c->reads++;
	if (c->fail)
		return c->fail;
	*val = c->r[reg];
	return 0;
}

static int cb_write(void *context, unsigned int reg, unsigned int val)
{
	struct cb_regs *c = context;

	c->writes++;
	if (c->fail)
		return c->fail;
	c->r[reg] = val;
	return 0;
}

static const struct regmap_config cb_cfg = {
	.name = "cb",
	.reg_bits = 16,
	.val_bits = 16,
	.reg_base = 0x100, /* not applied to callbacks */
	.max_register = 15,
	.reg_read = cb_read,
	.reg_write = cb_write,
};

static int raw_write(void *context, const void *data, size_t count)
{
	(void)context;
	(void)data;
	(void)count;
	return 0;
}

static const struct regmap_bus raw_bus = { .write = raw_write,
					   .reg_read = cb_read };
static const struct regmap_bus empty_bus = { .fast_io = true };
static const struct regmap_bus ro_bus = { .reg_read = cb_read };

static void test_callbacks(void **state)
{
	struct regmap_config ro = cb_cfg, none = cb_cfg, wide = cb_cfg;
	struct cb_regs c = { .r = { [3] = 0x1234 } };
	struct regmap *map;
	unsigned int v;
	bool changed;

	(void)state;
	map = regmap_init(NULL, NULL, &c, &cb_cfg);
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_read(map, 3, &v), 0);
	assert_int_equal(v, 0x1234);
	assert_int_equal(regmap_write(map, 5, 0xbeef), 0);
	assert_int_equal(c.r[5], 0xbeef);
	assert_int_equal(regmap_update_bits_check(map, 5, 0xff, 0x01, &changed),
			 0);
	assert_true(changed);
	assert_int_equal(c.r[5], 0xbe01);
	/* The map's checks still apply; the callback is not called. */
	c.reads = 0;
	assert_int_equal(regmap_read(map, 16, &v), -EIO);
	assert_int_equal(c.reads, 0);
	/* The callback's error is the access's. */
	c.fail = -ETIMEDOUT;
	assert_int_equal(regmap_read(map, 3, &v), -ETIMEDOUT);
	assert_int_equal(regmap_write(map, 3, 0), -ETIMEDOUT);
	c.fail = 0;
	regmap_exit(map);

	/* Read-only: writes are refused. */
	ro.reg_write = NULL;
	map = regmap_init(NULL, NULL, &c, &ro);
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_write(map, 3, 1), -EIO);
	assert_int_equal(regmap_read(map, 3, &v), 0);
	regmap_exit(map);

	/* Refused: a raw bus, no callback, values wider than 32 bits. */
	log_capture_start();
	assert_int_equal(PTR_ERR(regmap_init(NULL, &raw_bus, &c, &cb_cfg)),
			 -ENOTSUPP);
	assert_true(log_has(PLATDEV_LOG_ERR, "raw register buses", NULL));
	log_capture_stop();
	none.reg_read = NULL;
	none.reg_write = NULL;
	assert_int_equal(PTR_ERR(regmap_init(NULL, NULL, &c, &none)), -EINVAL);
	assert_int_equal(PTR_ERR(regmap_init(NULL, &empty_bus, &c, &cb_cfg)),
			 -EINVAL);

	/* A bus of whole registers: its callbacks, not the config's. */
	map = regmap_init(NULL, &ro_bus, &c, &none);
	assert_false(IS_ERR(map));
	c.reads = 0;
	assert_int_equal(regmap_read(map, 3, &v), 0);
	assert_int_equal(v, 0x1234);
	assert_int_equal(c.reads, 1);
	assert_int_equal(regmap_write(map, 3, 1), -EIO); /* no reg_write */
	regmap_exit(map);
	wide.val_bits = 64;
	assert_int_equal(PTR_ERR(regmap_init(NULL, NULL, &c, &wide)), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(regmap_init(NULL, NULL, &c, &cb_cfg)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

static struct cb_regs cb_dev_regs;
static struct regmap *cb_probed;
static int cb_fail_allocs = -1;

static int cb_probe(struct platform_device *pdev)
{
	if (cb_fail_allocs >= 0)
		platdev_port_fail_alloc_after(cb_fail_allocs, 1);
	cb_probed = devm_regmap_init(&pdev->dev, NULL, &cb_dev_regs, &cb_cfg);
	platdev_port_fail_alloc_after(-1, 0);
	return PTR_ERR_OR_ZERO(cb_probed);
}

static struct platform_driver cb_driver = {
	.probe = cb_probe,
	.driver = { .name = "regmap-cb" },
};

static void test_devm_callbacks(void **state)
{
	struct platform_device *pdev;
	int n;

	(void)state;
	assert_int_equal(platform_driver_register(&cb_driver), 0);
	pdev = platform_device_register_simple("regmap-cb", -1, NULL, 0);
	assert_false(IS_ERR(pdev));
	assert_non_null(pdev->dev.driver);
	assert_ptr_equal(dev_get_regmap(&pdev->dev, "cb"), cb_probed);
	device_release_driver(&pdev->dev);
	assert_null(dev_get_regmap(&pdev->dev, NULL));
	for (n = 0; n < 3; n++) {
		unsigned long before = live_allocs();

		cb_fail_allocs = n;
		log_capture_start();
		assert_int_equal(device_attach(&pdev->dev), 0);
		log_capture_stop();
		assert_null(pdev->dev.driver);
		assert_int_equal(PTR_ERR(cb_probed), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	cb_fail_allocs = -1;
	platform_device_unregister(pdev);
	platform_driver_unregister(&cb_driver);
}

static void test_field_poll(void **state)
{
	struct cb_regs c = { .r = { [2] = 0x30 } };
	struct regmap *map = regmap_init(NULL, NULL, &c, &cb_cfg);
	struct regmap_field *f, *far;
	unsigned int v;

	(void)state;
	f = regmap_field_alloc(map, (struct reg_field)REG_FIELD(2, 4, 5));
	far = regmap_field_alloc(map, (struct reg_field)REG_FIELD(20, 0, 1));
	assert_false(IS_ERR(f));
	assert_int_equal(regmap_field_read_poll_timeout(f, v, v == 3, 10, 1000),
			 0);
	assert_int_equal(v, 3);
	assert_int_equal(regmap_field_read_poll_timeout(f, v, v == 1, 10, 200),
			 -ETIMEDOUT);
	assert_int_equal(v, 3);
	assert_int_equal(regmap_field_read_poll_timeout(far, v, v, 10, 200),
			 -EIO);
	regmap_field_free(f);
	regmap_field_free(far);
	regmap_exit(map);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_read_write, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_update_bits, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_access_tables, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_widths_and_endianness,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_base_and_shift, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_bad_configs, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_bulk, setup, teardown),
		cmocka_unit_test_setup_teardown(test_fields, setup, teardown),
		cmocka_unit_test_setup_teardown(test_field_bulk, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_poll, setup, teardown),
		cmocka_unit_test_setup_teardown(test_multi_reg_write, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_callers_lock, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_clock, setup, teardown),
		cmocka_unit_test_setup_teardown(test_devm, setup, teardown),
		cmocka_unit_test(test_callbacks),
		cmocka_unit_test(test_devm_callbacks),
		cmocka_unit_test(test_field_poll),
		cmocka_unit_test_setup_teardown(test_attach_dev, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
