// SPDX-License-Identifier: MIT
/*
 * test_of_address.c - "reg" entries translated to CPU addresses through
 * every bus's "ranges", with the default, ISA and PCI rules.
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/of_address.h>
#include <platdev/of.h>

#include "testutil.h"

static int load(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_address.dtb");
}

static int unload(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* The CPU address of @path's reg entry @index, or OF_BAD_ADDR. */
static u64 cpu_addr(const char *path, int index, u64 *size, unsigned int *flags)
{
	struct device_node *np = of_find_node_by_path(path);
	const __be32 *reg;
	u64 a;

	assert_non_null(np);
	reg = of_get_address(np, index, size, flags);
	a = reg ? of_translate_address(np, reg) : OF_BAD_ADDR;
	of_node_put(np);
	return a;
}

static void test_default_bus(void **state)
{
	unsigned int flags;
	u64 size;

	(void)state;
	assert_true(cpu_addr("/soc/uart@1000", 0, &size, &flags) == 0x40001000);
	assert_true(size == 0x100);
	assert_int_equal(flags, IORESOURCE_MEM);
	/* second ranges entry, above 4 GiB */
	assert_true(cpu_addr("/soc/far@20000010", 0, NULL, NULL) ==
		    0x100000010ULL);
	/* inside no ranges entry */
	assert_true(cpu_addr("/soc/unmapped@30000000", 0, NULL, NULL) ==
		    OF_BAD_ADDR);
	/* two levels of ranges */
	assert_true(cpu_addr("/soc/sub/dev@10", 0, NULL, NULL) == 0x40002010);
	/* empty ranges: identity */
	assert_true(cpu_addr("/soc/ident/node@3000", 0, NULL, NULL) ==
		    0x40003000);
	/* #cells inherited from ancestors, and changed midway */
	assert_true(cpu_addr("/soc/inherit/l1/l2/l3/dev@4", 0, &size, NULL) ==
		    0x40008134);
	assert_true(size == 8);
	/* no ranges: untranslatable */
	assert_true(cpu_addr("/soc/noranges/x@0", 0, NULL, NULL) ==
		    OF_BAD_ADDR);
	/* #size-cells = <0>: an address without a size, not a CPU address */
	assert_true(cpu_addr("/soc/i2c@5000/eeprom@50", 0, &size, NULL) ==
		    OF_BAD_ADDR);
	assert_true(size == 0);
	/* no second entry */
	assert_true(cpu_addr("/soc/uart@1000", 1, NULL, NULL) == OF_BAD_ADDR);
}

static void test_isa_and_pci(void **state)
{
	unsigned int flags;
	u64 size;

	(void)state;
	assert_true(cpu_addr("/isa/serial@i3f8", 0, &size, &flags) ==
		    0xfe0003f8);
	assert_int_equal(flags, IORESOURCE_IO);
	assert_true(size == 8);
	assert_true(cpu_addr("/isa/vga@a0000", 0, NULL, &flags) == 0xfd0a0000);
	assert_int_equal(flags, IORESOURCE_MEM);

	assert_true(cpu_addr("/pci/mem@0", 0, &size, &flags) == 0x40001000);
	assert_int_equal(flags, IORESOURCE_MEM);
	assert_true(size == 0x1000);
	assert_true(cpu_addr("/pci/io@1", 0, NULL, &flags) == 0x3eff0100);
	assert_int_equal(flags, IORESOURCE_IO);
}

static void test_address_to_resource(void **state)
{
	struct device_node *np = of_find_node_by_path("/soc/named@6000");
	struct resource r;

	(void)state;
	assert_int_equal(of_address_to_resource(np, 1, &r), 0);
	assert_true(r.start == 0x40007000 && r.end == 0x4000701f);
	assert_string_equal(r.name, "data");
	assert_int_equal(resource_type(&r), IORESOURCE_MEM);
	assert_int_equal(of_address_to_resource(np, 2, &r), -EINVAL);
	of_node_put(np);

	np = of_find_node_by_path("/soc/uart@1000");
	assert_int_equal(of_address_to_resource(np, 0, &r), 0);
	assert_string_equal(r.name,
			    "uart@1000"); /* no reg-names: the node's name */
	of_node_put(np);

	np = of_find_node_by_path("/soc/unmapped@30000000");
	assert_int_equal(of_address_to_resource(np, 0, &r), -EINVAL);
	of_node_put(np);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_default_bus),
		cmocka_unit_test(test_isa_and_pci),
		cmocka_unit_test(test_address_to_resource),
	};

	return cmocka_run_group_tests(tests, load, unload);
}
