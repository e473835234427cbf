// SPDX-License-Identifier: MIT
/*
 * test_of_suppliers.c - platdev_of_supplier_property(): which properties
 * name suppliers, and how, for device links and platdev check alike.
 */
#include <platdev/of.h>

#include "testutil.h"

static int setup(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/check_findings.dtb");
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static enum platdev_of_supplier_kind kind(const char *path, const char *name,
					  int length, const char **cells)
{
	return platdev_of_supplier_property(test_node(path), name, length,
					    cells);
}

static void test_lists(void **state)
{
	static const char *const lists[][2] = {
		{ "clocks", "#clock-cells" },
		{ "resets", "#reset-cells" },
		{ "power-domains", "#power-domain-cells" },
		{ "dmas", "#dma-cells" },
		{ "phys", "#phy-cells" },
		{ "iommus", "#iommu-cells" },
		{ "mboxes", "#mbox-cells" },
		{ "io-channels", "#io-channel-cells" },
		{ "thermal-sensors", "#thermal-sensor-cells" },
		{ "interrupts-extended", "#interrupt-cells" },
		{ "gpios", "#gpio-cells" },
		{ "gpio", "#gpio-cells" },
		{ "reset-gpios", "#gpio-cells" },
		{ "enable-gpio", "#gpio-cells" },
	};
	const char *cells;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(lists) / sizeof(lists[0]); i++) {
		assert_int_equal(kind("/suppliers@2000", lists[i][0], 8,
				      &cells),
				 PLATDEV_OF_SUPPLIER_LIST);
		assert_string_equal(cells, lists[i][1]);
	}
}

static void test_others(void **state)
{
	static const struct {
		const char *path, *name;
		int length;
		enum platdev_of_supplier_kind kind;
	} props[] = {
		{ "/suppliers@2000", "vdd-supply", 4,
		  PLATDEV_OF_SUPPLIER_PHANDLES },
		{ "/suppliers@2000", "pinctrl-0", 8,
		  PLATDEV_OF_SUPPLIER_PHANDLES },
		{ "/suppliers@2000", "nvmem-cells", 4,
		  PLATDEV_OF_SUPPLIER_PHANDLES },
		{ "/suppliers@2000", "interrupts", 8,
		  PLATDEV_OF_SUPPLIER_INTERRUPT_PARENT },
		/* a -supply of more than one cell is not a phandle */
		{ "/suppliers@2000", "vdd-supply", 8,
		  PLATDEV_OF_SUPPLIER_NONE },
		{ "/suppliers@2000", "pinctrl-names", 8,
		  PLATDEV_OF_SUPPLIER_NONE },
		{ "/suppliers@2000", "pinctrl-", 4, PLATDEV_OF_SUPPLIER_NONE },
		{ "/suppliers@2000", "pinctrl-0a", 4,
		  PLATDEV_OF_SUPPLIER_NONE },
		{ "/suppliers@2000", "nr-gpios", 4, PLATDEV_OF_SUPPLIER_NONE },
		{ "/suppliers@2000", "reg", 8, PLATDEV_OF_SUPPLIER_NONE },
		/* a GPIO hog's gpios are its controller's lines, no phandles */
		{ "/gpio@5000/line-hog", "gpios", 8, PLATDEV_OF_SUPPLIER_NONE },
		{ "/gpio@5000/line-hog", "gpio", 8, PLATDEV_OF_SUPPLIER_NONE },
		{ "/gpio@5000/line-hog", "reset-gpios", 8,
		  PLATDEV_OF_SUPPLIER_LIST },
	};
	const char *cells;
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(props) / sizeof(props[0]); i++) {
		cells = "stale";
		assert_int_equal(kind(props[i].path, props[i].name,
				      props[i].length, &cells),
				 props[i].kind);
		if (props[i].kind != PLATDEV_OF_SUPPLIER_LIST)
			assert_null(cells);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lists),
		cmocka_unit_test(test_others),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
