// SPDX-License-Identifier: MIT
/*
 * test_nvmem.c - the nvmem core against Linux 6.12's rules: names
 * ("<name><id>", the name alone, "nvmem<n>"), cells from the config, a
 * board's table, the node's children and a fixed layout, bit fields read
 * shifted down and written with their neighbours kept, the exact-length
 * and variable-length readers, read-only memories (-EINVAL for a cell
 * write, -EPERM for a program's), -EPROBE_DEFER while the provider is
 * missing or its layout unparsed, -ENOENT, keepouts, of_get_mac_address()
 * in its order, the program's reads as of the sysfs file, the class
 * device and its events, and every allocation failing in turn.
 */
#include <linux/device.h>
#include <linux/etherdevice.h>
#include <linux/nvmem-consumer.h>
#include <linux/nvmem-provider.h>
#include <linux/of.h>
#include <linux/of_net.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <platdev/class.h>
#include <platdev/nvmem.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;

/* A memory in RAM, as a test driver's. */
struct ram {
	u8 mem[256];
	unsigned int reads;
	unsigned int writes;
	int fail;
};

static struct ram ram[3];

static int ram_read(void *priv, unsigned int offset, void *val, size_t bytes)
{
	struct ram *r = priv;

	if (r->fail)
		return r->fail;
	r->reads++;
	memcpy(val, r->mem + offset, bytes);
	return 0;
}

static int ram_write(void *priv, unsigned int offset, void *val, size_t bytes)
{
	struct ram *r = priv;

	if (r->fail)
		return r->fail;
	r->writes++;
	memcpy(r->mem + offset, val, bytes);
	return 0;
}

static const u8 mac_bytes[ETH_ALEN] = { 0x02, 0x00, 0x5e, 0x10, 0x20, 0x30 };
static const u8 lmac_bytes[ETH_ALEN] = { 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f };

static void fill(void)
{
	memset(ram, 0, sizeof(ram));
	memcpy(ram[0].mem + 0x10, mac_bytes, ETH_ALEN);
	/* calib: bits 3..9 of 0x20-0x21: 0b1011001 = 0x59 */
	ram[0].mem[0x20] = (u8)(0x59 << 3) | 0x5;
	ram[0].mem[0x21] = (u8)(0x59 >> 5) | 0xf0;
	ram[0].mem[0x24] = 0x78;
	ram[0].mem[0x25] = 0x56;
	ram[0].mem[0x26] = 0x34;
	ram[0].mem[0x27] = 0x12;
	for (int i = 0; i < 8; i++)
		ram[0].mem[0x28 + i] = (u8)(0x11 * (i + 1));
	ram[0].mem[0x30] = 0xa5;
	ram[0].mem[0x31] = 0x01;
	ram[0].mem[0x32] = 0x02;
	ram[0].mem[0x34] = 0xff;
	ram[0].mem[0x35] = 0x1a; /* bits 9..12: 0b1101 = 0xd */
	ram[0].mem[0x36] = 0x03;
	memcpy(ram[1].mem + 0x8, lmac_bytes, ETH_ALEN);
	ram[1].mem[0] = 0x42;
}

static struct nvmem_config config(const char *path, unsigned int i);

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/nvmem.dtb"))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	/* the core's numbers keep their storage once used */
	{
		struct nvmem_config c = config("/eeprom@1000", 0);

		nvmem_unregister(nvmem_register(&c));
	}
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int fresh(void **state)
{
	(void)state;
	fill();
	return 0;
}

static int check(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(-1, 0);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *dev_of(const char *path)
{
	return test_device_of(path);
}

static struct device *consumer(void)
{
	return dev_of("/consumer@6000");
}

/* The config of the memory of node @path backed by ram[@i]. */
static struct nvmem_config config(const char *path, unsigned int i)
{
	return (struct nvmem_config){
		.dev = dev_of(path),
		.name = NULL,
		.id = NVMEM_DEVID_AUTO,
		.reg_read = ram_read,
		.reg_write = ram_write,
		.size = 0x100,
		.priv = &ram[i],
	};
}

static struct nvmem_device *reg_eeprom(void)
{
	struct nvmem_config c = config("/eeprom@1000", 0);
	struct nvmem_device *nvmem;

	c.name = "eeprom";
	c.id = NVMEM_DEVID_NONE;
	c.add_legacy_fixed_of_cells = true;
	nvmem = nvmem_register(&c);
	assert_false(IS_ERR(nvmem));
	return nvmem;
}

static struct nvmem_device *reg_otp(void)
{
	struct nvmem_config c = config("/otp@2000", 1);
	struct nvmem_device *nvmem;

	c.name = "otp";
	c.id = 7;
	c.size = 0x40;
	nvmem = nvmem_register(&c);
	assert_false(IS_ERR(nvmem));
	return nvmem;
}

static void test_names(void **state)
{
	struct nvmem_config c = config("/eeprom@1000", 0);
	struct nvmem_device *a, *b, *d, *e;
	char want[16];

	(void)state;
	/* no name, an id: "nvmem<n>", n the core's own number */
	c.id = 0;
	a = nvmem_register(&c);
	assert_false(IS_ERR(a));
	assert_memory_equal(nvmem_dev_name(a), "nvmem", 5);
	assert_non_null(platdev_class_device_find("nvmem", nvmem_dev_name(a)));
	assert_int_equal(nvmem_dev_size(a), 0x100);
	/* a name and NVMEM_DEVID_AUTO: the name and the core's number */
	c.name = "fuse";
	c.id = NVMEM_DEVID_AUTO;
	b = nvmem_register(&c);
	assert_false(IS_ERR(b));
	snprintf(want, sizeof(want), "fuse%s", nvmem_dev_name(a) + 5);
	assert_string_not_equal(nvmem_dev_name(b),
				want); /* a's number is taken */
	assert_memory_equal(nvmem_dev_name(b), "fuse", 4);
	/* a name and an id: both */
	c.id = 3;
	d = nvmem_register(&c);
	assert_false(IS_ERR(d));
	assert_string_equal(nvmem_dev_name(d), "fuse3");
	/* the name alone, and the same name again: -EEXIST */
	c.id = NVMEM_DEVID_NONE;
	c.name = "board-eeprom";
	e = nvmem_register(&c);
	assert_false(IS_ERR(e));
	assert_string_equal(nvmem_dev_name(e), "board-eeprom");
	assert_ptr_equal(platdev_class_device_data("nvmem", "board-eeprom"), e);
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EEXIST);

	nvmem_unregister(e);
	assert_null(platdev_class_device_find("nvmem", "board-eeprom"));
	nvmem_unregister(d);
	nvmem_unregister(b);
	nvmem_unregister(a);
	nvmem_unregister(NULL);

	/* no device, no accessor: -EINVAL */
	c.dev = NULL;
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EINVAL);
	c = config("/eeprom@1000", 0);
	c.reg_read = NULL;
	c.reg_write = NULL;
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EINVAL);
}

static void test_legacy_cells(void **state)
{
	struct nvmem_device *nvmem = reg_eeprom();
	char ev[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct nvmem_cell *cell;
	size_t len;
	u8 *buf, b;
	u16 w16;
	u32 w32;
	u64 w64;

	(void)state;
	cell = nvmem_cell_get(consumer(), "mac-address");
	assert_false(IS_ERR(cell));
	buf = nvmem_cell_read(cell, &len);
	assert_false(IS_ERR(buf));
	assert_int_equal(len, ETH_ALEN);
	assert_memory_equal(buf, mac_bytes, ETH_ALEN);
	kfree(buf);
	nvmem_cell_put(cell);
	assert_true(platdev_class_device_events(
			    platdev_class_device_find("nvmem", "eeprom"), ev,
			    PLATDEV_CLASS_EVENTS) >= 1);
	assert_string_equal(ev[0], "read cell mac-address 6 bytes");

	/* a NULL id: the first entry */
	cell = nvmem_cell_get(consumer(), NULL);
	assert_false(IS_ERR(cell));
	nvmem_cell_put(cell);

	assert_int_equal(nvmem_cell_read_u8(consumer(), "byte", &b), 0);
	assert_int_equal(b, 0xa5);
	assert_int_equal(nvmem_cell_read_u32(consumer(), "word", &w32), 0);
	assert_int_equal(w32, 0x12345678);
	assert_int_equal(nvmem_cell_read_u64(consumer(), "serial", &w64), 0);
	assert_true(w64 == 0x8877665544332211ull);
	/* the exact readers want the cell's length */
	assert_int_equal(nvmem_cell_read_u16(consumer(), "word", &w16),
			 -EINVAL);
	assert_int_equal(nvmem_cell_read_u32(consumer(), "mac-address", &w32),
			 -EINVAL);
	/* the variable ones take up to theirs */
	assert_int_equal(
		nvmem_cell_read_variable_le_u32(consumer(), "var", &w32), 0);
	assert_int_equal(w32, 0x000201);
	assert_int_equal(
		nvmem_cell_read_variable_le_u64(consumer(), "var", &w64), 0);
	assert_true(w64 == 0x201);
	assert_int_equal(nvmem_cell_read_variable_le_u32(consumer(), "serial",
							 &w32),
			 -ERANGE);
	/* no such name: -ENOENT */
	assert_int_equal(nvmem_cell_read_u8(consumer(), "nope", &b), -ENOENT);
	/* the driver's error */
	ram[0].fail = -EIO;
	assert_int_equal(nvmem_cell_read_u8(consumer(), "byte", &b), -EIO);
	ram[0].fail = 0;
	nvmem_unregister(nvmem);
}

static void test_bits(void **state)
{
	struct nvmem_device *nvmem = reg_eeprom();
	struct nvmem_cell *cell;
	u8 v[2] = { 0x2a, 0 };
	u16 w16;
	u8 b;

	(void)state;
	/* bits 3..9: shifted down, the bits above cleared */
	assert_int_equal(nvmem_cell_read_u16(consumer(), "calib", &w16), 0);
	assert_int_equal(w16, 0x59);
	/* bits 9..12 of two bytes: a byte past the first, a one-byte value */
	assert_int_equal(nvmem_cell_read_u16(consumer(), "high", &w16), 0);
	assert_int_equal(w16, 0xd);
	assert_int_equal(nvmem_cell_read_variable_le_u32(consumer(), "high",
							 (u32 *)&(u32){ 0 }),
			 0);

	/* a write puts the bits back, keeping the others */
	cell = nvmem_cell_get(consumer(), "calib");
	assert_false(IS_ERR(cell));
	assert_int_equal(nvmem_cell_write(cell, v, 1), 1);
	assert_int_equal(ram[0].mem[0x20], (u8)(0x2a << 3) | 0x5);
	assert_int_equal(ram[0].mem[0x21], 0xf1);
	assert_int_equal(nvmem_cell_read_u16(consumer(), "calib", &w16), 0);
	assert_int_equal(w16, 0x2a);
	/* a length neither the bits' nor the cell's: -EINVAL */
	assert_int_equal(nvmem_cell_write(cell, v, 3), -EINVAL);
	nvmem_cell_put(cell);

	cell = nvmem_cell_get(consumer(), "high");
	v[0] = 0x5;
	assert_int_equal(nvmem_cell_write(cell, v, 1), 1);
	assert_int_equal(ram[0].mem[0x34], 0xff);
	assert_int_equal(ram[0].mem[0x35], 0x0a);
	nvmem_cell_put(cell);

	/* a whole-byte cell takes its length only */
	cell = nvmem_cell_get(consumer(), "byte");
	v[0] = 0x3c;
	assert_int_equal(nvmem_cell_write(cell, v, 2), -EINVAL);
	assert_int_equal(nvmem_cell_write(cell, v, 1), 1);
	nvmem_cell_put(cell);
	assert_int_equal(nvmem_cell_read_u8(consumer(), "byte", &b), 0);
	assert_int_equal(b, 0x3c);
	nvmem_unregister(nvmem);
}

static void test_fixed_layout_and_read_only(void **state)
{
	struct nvmem_device *otp = reg_otp();
	struct nvmem_cell *cell;
	u8 mac[ETH_ALEN], b = 1;

	(void)state;
	assert_string_equal(nvmem_dev_name(otp), "otp7");
	cell = nvmem_cell_get(consumer(), "lmac");
	assert_false(IS_ERR(cell));
	/* "read-only" in the node: a cell write is refused (-EINVAL) */
	assert_int_equal(nvmem_cell_write(cell, mac, ETH_ALEN), -EINVAL);
	nvmem_cell_put(cell);
	assert_int_equal(nvmem_cell_read_u8(consumer(), "tag", &b), 0);
	assert_int_equal(b, 0x42);
	/* a program's write: -EPERM */
	assert_int_equal(platdev_nvmem_write("otp7", 0, &b, 1), -EPERM);
	assert_int_equal(ram[1].writes, 0);
	/* the layout's cells are not the node's direct children */
	assert_int_equal(of_get_mac_address(test_node("/eth@7000"), mac), 0);
	assert_memory_equal(mac, lmac_bytes, ETH_ALEN);
	nvmem_unregister(otp);

	/* no writer: read-only too */
	{
		struct nvmem_config c = config("/eeprom@1000", 0);
		struct nvmem_device *ro;

		c.reg_write = NULL;
		c.name = "ro";
		c.id = NVMEM_DEVID_NONE;
		c.add_legacy_fixed_of_cells = true;
		ro = nvmem_register(&c);
		assert_false(IS_ERR(ro));
		cell = nvmem_cell_get(consumer(), "byte");
		assert_int_equal(nvmem_cell_write(cell, &b, 1), -EINVAL);
		nvmem_cell_put(cell);
		assert_int_equal(platdev_nvmem_write("ro", 0, &b, 1), -EPERM);
		assert_int_equal(nvmem_device_write(ro, 0, 1, &b), -EINVAL);
		nvmem_unregister(ro);
	}
}

static void test_defer_and_errors(void **state)
{
	struct device_node *pending = test_node("/eth@7200");
	struct nvmem_config c;
	struct nvmem_device *nvmem, *parsed;
	struct nvmem_cell *cell;
	u8 mac[ETH_ALEN];
	size_t len;

	(void)state;
	/* the provider not registered yet */
	assert_int_equal(PTR_ERR(nvmem_cell_get(consumer(), "mac-address")),
			 -EPROBE_DEFER);
	assert_int_equal(PTR_ERR(nvmem_device_get(consumer(), "eeprom")),
			 -EPROBE_DEFER);
	assert_int_equal(of_get_mac_address(test_node("/eth@7000"), mac),
			 -EPROBE_DEFER);
	/* no node, no lookup */
	assert_int_equal(PTR_ERR(nvmem_cell_get(consumer(), "nope")), -ENOENT);
	/* a NULL id needs a node's list */
	assert_int_equal(PTR_ERR(nvmem_cell_get(dev_of("/badreg@5000"), NULL)),
			 -EINVAL);

	nvmem = reg_eeprom();
	cell = nvmem_cell_get(consumer(), "mac-address");
	assert_false(IS_ERR(cell));
	/* a layout no parser handles: its cells stay pending */
	c = config("/parsed@3000", 2);
	c.id = 0;
	parsed = nvmem_register(&c);
	assert_false(IS_ERR(parsed));
	assert_int_equal(of_get_mac_address(pending, mac), -EPROBE_DEFER);
	nvmem_unregister(parsed);

	/* the provider gone: new gets defer, a held cell reads -ENODEV */
	nvmem_unregister(nvmem);
	assert_int_equal(PTR_ERR(nvmem_cell_get(consumer(), "mac-address")),
			 -EPROBE_DEFER);
	assert_int_equal(PTR_ERR(nvmem_cell_read(cell, &len)), -ENODEV);
	nvmem_cell_put(cell);

	/* malformed cells fail the registration */
	c = config("/badbits@4000", 2);
	c.add_legacy_fixed_of_cells = true;
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EINVAL);
	c = config("/badreg@5000", 2);
	c.add_legacy_fixed_of_cells = true;
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EINVAL);
	/* a cell off the stride */
	c = config("/eeprom@1000", 0);
	c.stride = 4;
	c.add_legacy_fixed_of_cells = true;
	assert_int_equal(PTR_ERR(nvmem_register(&c)), -EINVAL);
	assert_null(platdev_class_device_find("nvmem", NULL));
}

static void test_devices_and_program(void **state)
{
	struct nvmem_device *nvmem = reg_eeprom(), *got;
	static const struct nvmem_keepout keepout[] = {
		{ .start = 4, .end = 8, .value = 0xee },
	};
	struct nvmem_config c = config("/badreg@5000", 2);
	u8 buf[300];

	(void)state;
	got = nvmem_device_get(consumer(), "eeprom");
	assert_ptr_equal(got, nvmem);
	assert_int_equal(nvmem_device_read(got, 0x24, 4, buf), 4);
	assert_int_equal(buf[0], 0x78);
	buf[0] = 0x99;
	assert_int_equal(nvmem_device_write(got, 0x40, 1, buf), 1);
	assert_int_equal(ram[0].mem[0x40], 0x99);
	assert_int_equal(nvmem_device_read(NULL, 0, 1, buf), -EINVAL);
	nvmem_device_put(got);
	/* by name, without the node's list */
	got = nvmem_device_get(dev_of("/badreg@5000"), "eeprom");
	assert_ptr_equal(got, nvmem);
	nvmem_device_put(got);
	assert_int_equal(
		PTR_ERR(nvmem_device_get(dev_of("/badreg@5000"), "none")),
		-EPROBE_DEFER);

	/* a program reads as the sysfs file: cut at the end, 0 past it */
	assert_int_equal(platdev_nvmem_size("eeprom"), 0x100);
	assert_int_equal(platdev_nvmem_read("eeprom", 0xf0, buf, 64), 16);
	assert_int_equal(platdev_nvmem_read("eeprom", 0x100, buf, 4), 0);
	assert_int_equal(platdev_nvmem_read("eeprom", 0x10, buf, 6), 6);
	assert_memory_equal(buf, mac_bytes, ETH_ALEN);
	assert_int_equal(platdev_nvmem_write("eeprom", 0x100, buf, 1), -EFBIG);
	assert_int_equal(platdev_nvmem_write("eeprom", 0x50, buf, 2), 2);
	assert_int_equal(platdev_nvmem_read("nope", 0, buf, 1), -ENODEV);
	assert_int_equal(platdev_nvmem_size("nope"), -ENODEV);
	nvmem_unregister(nvmem);

	/* stride and word size; keepouts read as their value */
	c.stride = 2;
	c.word_size = 2;
	c.keepout = keepout;
	c.nkeepout = 1;
	c.name = "words";
	c.id = NVMEM_DEVID_NONE;
	c.size = 16;
	memset(ram[2].mem, 0x11, 16);
	nvmem = nvmem_register(&c);
	assert_false(IS_ERR(nvmem));
	assert_int_equal(platdev_nvmem_read("words", 1, buf, 2), -EINVAL);
	assert_int_equal(platdev_nvmem_read("words", 0, buf, 1), -EINVAL);
	assert_int_equal(platdev_nvmem_read("words", 0, buf, 11), 10);
	assert_memory_equal(buf, "\x11\x11\x11\x11\xee\xee\xee\xee\x11\x11",
			    10);
	memset(buf, 0x77, 10);
	assert_int_equal(platdev_nvmem_write("words", 2, buf, 8), 8);
	assert_int_equal(ram[2].mem[4], 0x11); /* kept out */
	assert_int_equal(ram[2].mem[8], 0x77);
	nvmem_unregister(nvmem);
	/* keepouts out of order: -ERANGE */
	{
		static const struct nvmem_keepout bad[] = {
			{ .start = 8, .end = 10 },
			{ .start = 4, .end = 6 },
		};

		c.keepout = bad;
		c.nkeepout = 2;
		assert_int_equal(PTR_ERR(nvmem_register(&c)), -ERANGE);
	}
}

static void test_mac_address(void **state)
{
	struct nvmem_device *eeprom, *otp;
	u8 mac[ETH_ALEN];

	(void)state;
	assert_int_equal(of_get_mac_address(NULL, mac), -ENODEV);
	/* an all-zero mac-address is passed over for local-mac-address */
	assert_int_equal(of_get_mac_address(test_node("/eth@7100"), mac), 0);
	assert_memory_equal(mac, "\x02\x11\x22\x33\x44\x55", ETH_ALEN);
	/* "address" (a multicast one is no station's: not taken) */
	assert_int_equal(of_get_mac_address(test_node("/eth-bare"), mac),
			 -ENOENT);
	eeprom = reg_eeprom();
	otp = reg_otp();
	assert_int_equal(of_get_mac_address(test_node("/eth@7000"), mac), 0);
	assert_memory_equal(mac, lmac_bytes, ETH_ALEN);
	/* a cell of the wrong length: -EINVAL */
	assert_int_equal(of_get_mac_address(test_node("/eth@7300"), mac),
			 -EINVAL);
	/* an invalid address in the cell: -EINVAL */
	ram[1].mem[0x8] = 0x01;
	assert_int_equal(of_get_mac_address_nvmem(test_node("/eth@7000"), mac),
			 -EINVAL);
	memset(ram[1].mem + 0x8, 0, ETH_ALEN);
	assert_int_equal(of_get_mac_address_nvmem(test_node("/eth@7000"), mac),
			 -EINVAL);
	nvmem_unregister(otp);
	nvmem_unregister(eeprom);
}

static const struct nvmem_cell_info board_cells[] = {
	{ .name = "serial", .offset = 0x28, .bytes = 4 },
	{ .name = "flags",
	  .offset = 0x30,
	  .bytes = 1,
	  .bit_offset = 4,
	  .nbits = 4 },
};

static struct nvmem_cell_table board_table = {
	.nvmem_name = "board",
	.cells = board_cells,
	.ncells = ARRAY_SIZE(board_cells),
};

static struct nvmem_cell_lookup board_lookups[] = {
	{ .nvmem_name = "board",
	  .cell_name = "flags",
	  .dev_id = "5000.badreg",
	  .con_id = "board-flags" },
};

static void test_tables_and_lookups(void **state)
{
	struct nvmem_config c = config("/eeprom@1000", 0);
	struct nvmem_cell_info info = { .offset = 0x24, .bytes = 2 };
	struct nvmem_device *nvmem;
	struct device *dev = dev_of("/badreg@5000");
	u8 b, buf[4];
	u32 w;

	(void)state;
	nvmem_add_cell_table(&board_table);
	nvmem_add_cell_lookups(board_lookups, ARRAY_SIZE(board_lookups));
	assert_string_equal(dev_name(dev), "5000.badreg");
	assert_int_equal(nvmem_cell_read_u8(dev, "board-flags", &b),
			 -EPROBE_DEFER);
	c.name = "board";
	c.id = NVMEM_DEVID_NONE;
	nvmem = nvmem_register(&c);
	assert_false(IS_ERR(nvmem));
	assert_int_equal(nvmem_cell_read_u8(dev, "board-flags", &b), 0);
	assert_int_equal(b, 0xa);
	assert_int_equal(nvmem_cell_read_u8(dev, "other", &b), -ENOENT);
	/* a cell described on the spot */
	assert_int_equal(nvmem_device_cell_read(nvmem, &info, buf), 2);
	assert_memory_equal(buf, "\x78\x56", 2);
	buf[0] = 0x12;
	buf[1] = 0x34;
	assert_int_equal(nvmem_device_cell_write(nvmem, &info, buf), 2);
	/* its node's cells were not asked for: none of them */
	assert_int_equal(nvmem_cell_read_u32(consumer(), "word", &w), -ENOENT);
	assert_int_equal(ram[0].mem[0x24], 0x12);
	nvmem_unregister(nvmem);
	nvmem_del_cell_lookups(board_lookups, ARRAY_SIZE(board_lookups));
	nvmem_del_cell_table(&board_table);
}

static void test_devm(void **state)
{
	struct device *prov = dev_of("/eeprom@1000");
	struct nvmem_config c = config("/eeprom@1000", 0);
	struct nvmem_device *nvmem, *got;
	struct nvmem_cell *cell;

	(void)state;
	c.name = "managed";
	c.id = NVMEM_DEVID_NONE;
	c.add_legacy_fixed_of_cells = true;
	nvmem = devm_nvmem_register(prov, &c);
	assert_false(IS_ERR(nvmem));
	cell = devm_nvmem_cell_get(consumer(), "word");
	assert_false(IS_ERR(cell));
	got = devm_nvmem_device_get(consumer(), "eeprom");
	assert_ptr_equal(got, nvmem);
	devm_nvmem_cell_put(consumer(), cell);
	assert_int_equal(PTR_ERR(devm_nvmem_cell_get(consumer(), "nope")),
			 -ENOENT);
	assert_int_equal(devres_release_all(consumer()), 1);
	assert_int_equal(devres_release_all(prov), 1);
	assert_null(platdev_class_device_find("nvmem", "managed"));
}

/* Each allocation of a registration, a cell get and a read failing. */
static void test_alloc_failures(void **state)
{
	struct nvmem_config c = config("/otp@2000", 1);
	struct nvmem_device *nvmem = ERR_PTR(-ENOMEM);
	struct nvmem_cell *cell;
	unsigned long start = live_allocs(), before = start;
	int n;
	u8 *buf;

	(void)state;
	c.name = "otp";
	c.id = NVMEM_DEVID_NONE;
	c.cells = board_cells;
	c.ncells = ARRAY_SIZE(board_cells);
	for (n = 0; IS_ERR(nvmem); n++) {
		platdev_port_fail_alloc_after(n, 0);
		nvmem = devm_nvmem_register(dev_of("/otp@2000"), &c);
		platdev_port_fail_alloc_after(-1, 0);
		if (IS_ERR(nvmem)) {
			assert_int_equal(PTR_ERR(nvmem), -ENOMEM);
			assert_null(platdev_class_device_find("nvmem", "otp"));
			assert_int_equal(live_allocs(), before);
		}
	}
	assert_true(n > 5);
	before = live_allocs();
	cell = ERR_PTR(-ENOMEM);
	for (n = 0; IS_ERR(cell); n++) {
		platdev_port_fail_alloc_after(n, 0);
		cell = devm_nvmem_cell_get(consumer(), "lmac");
		platdev_port_fail_alloc_after(-1, 0);
		/*
		 * Linux's nvmem_cell_get() turns any failure of the tree's
		 * lookup but -EPROBE_DEFER into the board lookups' -ENOENT.
		 */
		if (IS_ERR(cell)) {
			assert_true(PTR_ERR(cell) == -ENOMEM ||
				    PTR_ERR(cell) == -ENOENT);
			assert_int_equal(live_allocs(), before);
		}
	}
	assert_true(n > 2);
	devm_nvmem_cell_put(consumer(), cell);
	/* of_nvmem_cell_get() itself says -ENOMEM */
	cell = ERR_PTR(-ENOMEM);
	for (n = 0; IS_ERR(cell); n++) {
		platdev_port_fail_alloc_after(n, 0);
		cell = of_nvmem_cell_get(consumer()->of_node, "lmac");
		platdev_port_fail_alloc_after(-1, 0);
		if (IS_ERR(cell)) {
			assert_int_equal(PTR_ERR(cell), -ENOMEM);
			assert_int_equal(live_allocs(), before);
		}
	}
	assert_true(n > 1);
	platdev_port_fail_alloc_after(0, 0);
	buf = nvmem_cell_read(cell, NULL);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(PTR_ERR(buf), -ENOMEM);
	nvmem_cell_put(cell);
	assert_int_equal(devres_release_all(dev_of("/otp@2000")), 1);
	assert_int_equal(live_allocs(), start);
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, fresh, check)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_names),
		T(test_legacy_cells),
		T(test_bits),
		T(test_fixed_layout_and_read_only),
		T(test_defer_and_errors),
		T(test_devices_and_program),
		T(test_mac_address),
		T(test_tables_and_lookups),
		T(test_devm),
		T(test_alloc_failures),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
