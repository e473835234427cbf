// SPDX-License-Identifier: MIT
/*
 * test_of.c - loading device-tree blobs with libfdt, and the OF API on the
 * loaded tree: paths, aliases, phandles, properties with Linux's error
 * codes, compatible scoring, availability, cell counts; every real board
 * DTB of shared/dtbs loads with the node counts its README gives.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include <linux/kernel.h>
#include <linux/of.h>
#include <platdev/of.h>

#include "testutil.h"

static void load_basic(void)
{
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_basic.dtb"),
			 0);
}

static int unload(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static void test_bad_blobs_are_refused(void **state)
{
	unsigned long live = live_allocs();
	unsigned char junk[256];
	size_t size;
	void *blob =
		test_read_file(PLATDEV_TEST_DTB_DIR "/of_basic.dtb", &size);

	(void)state;
	memset(junk, 0xa5, sizeof(junk));
	log_capture_start();
	assert_int_equal(platdev_of_load(junk, sizeof(junk)), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid device tree blob",
			    "FDT_ERR_BADMAGIC", NULL));
	assert_int_equal(platdev_of_load(blob, size / 2),
			 -EINVAL); /* truncated */
	assert_int_equal(platdev_of_load(blob, 8), -EINVAL);
	assert_int_equal(platdev_of_load(blob, PLATDEV_OF_MAX_BLOB + 1),
			 -EFBIG);
	log_capture_stop();
	assert_null(of_root);

	assert_int_equal(platdev_of_load(blob, size), 0);
	log_capture_start();
	assert_int_equal(platdev_of_load(blob, size), -EBUSY);
	log_capture_stop();
	assert_int_equal(platdev_of_unload(), 0);
	free(blob);

	platdev_port_fail_alloc_after(0, 0);
	blob = test_read_file(PLATDEV_TEST_DTB_DIR "/of_basic.dtb", &size);
	assert_int_equal(platdev_of_load(blob, size), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	free(blob);
	assert_null(of_root);
	assert_int_equal(live_allocs(), live);
}

/*
 * A property whose length wraps the walk offset back onto its own tag: the
 * first step of the walk never moves. libfdt 1.6.1's fdt_check_full() alone
 * loops for ever on this blob.
 */
static void test_wrapping_property_length_is_refused(void **state)
{
	unsigned long live = live_allocs();
	size_t size;
	unsigned char *blob =
		test_read_file(PLATDEV_TEST_DTB_DIR "/of_basic.dtb", &size);
	uint32_t off = fdt_off_dt_struct(blob);

	(void)state;
	while (fdt32_ld((fdt32_t *)(blob + off)) != FDT_PROP)
		off += 4;
	/* tag, len, nameoff: len + 12 bytes of header wraps to 0 */
	*(fdt32_t *)(blob + off + 4) = cpu_to_fdt32(0xfffffff4u);
	log_capture_start();
	assert_int_equal(platdev_of_load(blob, size), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid device tree blob",
			    "FDT_ERR_BADSTRUCTURE", NULL));
	log_capture_stop();
	assert_null(of_root);
	assert_int_equal(live_allocs(), live);
	free(blob);
}

static void test_paths_and_aliases(void **state)
{
	struct device_node *np, *alias, *port, *soc;
	char path[128];

	(void)state;
	load_basic();
	assert_int_equal(platdev_of_node_count(), 8);
	assert_string_equal(of_root->full_name, "/");

	np = of_find_node_by_path("/soc/serial@10000000");
	assert_non_null(np);
	assert_string_equal(np->name, "serial");
	assert_string_equal(np->full_name, "serial@10000000");
	assert_string_equal(platdev_of_format_path(np, path, sizeof(path)),
			    "/soc/serial@10000000");
	assert_ptr_equal(of_find_node_by_path("/"), of_root);
	of_node_put(of_root);
	assert_null(of_find_node_by_path(
		"/soc/serial")); /* unit address is part of the name */
	assert_null(of_find_node_by_path("/nonexistent"));

	alias = of_find_node_by_path("serial0");
	assert_ptr_equal(alias, np);
	of_node_put(alias);
	alias = of_find_node_by_path("serial0:115200n8"); /* options ignored */
	assert_ptr_equal(alias, np);
	of_node_put(alias);
	port = of_find_node_by_path("serial0/port@0");
	assert_non_null(port);
	assert_ptr_equal(port->parent, np);
	assert_string_equal(platdev_of_format_path(port, path, sizeof(path)),
			    "/soc/serial@10000000/port@0");
	soc = of_find_node_by_path("soc"); /* an alias written as a reference */
	assert_ptr_equal(soc, np->parent);
	assert_null(of_find_node_by_path("broken"));
	assert_null(of_find_node_by_path("nosuchalias"));

	of_node_put(port);
	of_node_put(soc);
	of_node_put(np);
}

static void test_phandles(void **state)
{
	struct device_node *serial, *intc;
	u32 handle;

	(void)state;
	load_basic();
	serial = of_find_node_by_path("serial0");
	assert_int_equal(
		of_property_read_u32(serial, "interrupt-parent", &handle), 0);
	intc = of_find_node_by_phandle(handle);
	assert_non_null(intc);
	assert_true(of_node_name_eq(intc, "interrupt-controller"));
	assert_int_equal(intc->phandle, handle);
	assert_null(of_find_node_by_phandle(0));
	assert_null(of_find_node_by_phandle(0xdead));
	of_node_put(intc);
	of_node_put(serial);
}

static void test_property_reads(void **state)
{
	struct device_node *np, *gpio;
	const char *s;
	u32 cells[4];
	u64 big;
	u32 v;
	int len;

	(void)state;
	load_basic();
	np = of_find_node_by_path("serial0");
	assert_int_equal(of_property_read_u32(np, "clock-frequency", &v), 0);
	assert_int_equal(v, 48000000);
	assert_int_equal(of_property_read_u32(np, "missing", &v), -EINVAL);
	assert_int_equal(of_property_read_u32(np, "empty", &v), -EOVERFLOW);
	assert_true(of_property_read_bool(np, "empty"));
	assert_false(of_property_read_bool(np, "missing"));
	assert_int_equal(of_property_read_u32_array(np, "reg", cells, 4), 0);
	assert_int_equal(cells[1], 0x10000000);
	assert_int_equal(cells[3], 0x100);
	assert_int_equal(of_property_read_u32_index(np, "reg", 3, &v), 0);
	assert_int_equal(v, 0x100);
	assert_int_equal(of_property_read_u32_index(np, "reg", 4, &v),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_u64(np, "big", &big), 0);
	assert_true(big == 0x123456789abcdef0ULL);
	assert_non_null(of_get_property(np, "reg", &len));
	assert_int_equal(len, 16);

	assert_int_equal(of_property_read_string(of_root, "model", &s), 0);
	assert_string_equal(s, "platdev test board");
	assert_int_equal(of_property_read_string(np, "empty", &s), -ENODATA);
	assert_int_equal(of_property_read_string(np, "missing", &s), -EINVAL);
	assert_int_equal(of_property_count_strings(np, "clock-names"), 2);
	assert_int_equal(
		of_property_read_string_index(np, "clock-names", 1, &s), 0);
	assert_string_equal(s, "apb");
	assert_int_equal(of_property_read_string_index(np, "clock-names", 2,
						       &s),
			 -ENODATA);
	assert_int_equal(of_property_match_string(np, "clock-names", "apb"), 1);
	assert_int_equal(of_property_match_string(np, "clock-names", "ahb"),
			 -ENODATA);
	assert_int_equal(of_property_match_string(np, "missing", "apb"),
			 -EINVAL);
	assert_int_equal(of_property_count_strings(np, "empty"), -ENODATA);

	gpio = of_get_child_by_name(np->parent, "gpio");
	assert_non_null(gpio);
	assert_int_equal(of_property_read_string(gpio, "unterminated", &s),
			 -EILSEQ);
	assert_int_equal(of_property_count_strings(gpio, "bad-list"), -EILSEQ);
	assert_int_equal(of_property_match_string(gpio, "bad-list", "zz"),
			 -EILSEQ);
	of_node_put(gpio);
	of_node_put(np);
}

static void test_compatible_availability_cells(void **state)
{
	struct device_node *soc, *serial, *child, *port;
	int all = 0, available = 0;

	(void)state;
	load_basic();
	serial = of_find_node_by_path("serial0");
	assert_true(of_device_is_compatible(serial, "vendor,uart-v2") >
		    of_device_is_compatible(serial, "ns16550a"));
	assert_true(of_device_is_compatible(serial, "ns16550a") > 0);
	assert_true(of_device_is_compatible(serial, "NS16550A") >
		    0); /* case-insensitive */
	assert_int_equal(of_device_is_compatible(serial, "ns16550"), 0);
	assert_int_equal(of_device_is_compatible(serial, ""), 0);

	soc = of_get_parent(serial);
	for_each_child_of_node(soc, child)
		all++;
	for_each_available_child_of_node(soc, child) {
		available++;
		assert_true(of_device_is_available(child));
	}
	assert_int_equal(all, 3);
	assert_int_equal(available,
			 2); /* "okay" and "ok" count, "disabled" does not */

	assert_int_equal(of_n_addr_cells(serial), 2);
	assert_int_equal(of_n_size_cells(serial), 2);
	assert_int_equal(of_n_addr_cells(soc), 1);
	port = of_get_child_by_name(serial, "port");
	assert_int_equal(of_n_addr_cells(port),
			 2); /* serial has none: Linux walks up */
	assert_null(of_get_child_by_name(serial, "nope"));
	of_node_put(port);
	of_node_put(soc);
	of_node_put(serial);
}

static void test_unload_reports_leaked_references(void **state)
{
	(void)state;
	load_basic();
	assert_non_null(of_find_node_by_path("/soc")); /* never put */
	log_capture_start();
	assert_int_equal(platdev_of_unload(), 1);
	assert_true(log_has(PLATDEV_LOG_WARNING, "soc", "reference", NULL));
	log_capture_stop();
	assert_null(of_root);
}

/* Counts of one DTB in shared/dtbs/README.md. */
struct dtb_row {
	char file[96];
	unsigned int nodes, compatible;
};

static int read_table(const char *readme, struct dtb_row *rows, int max)
{
	FILE *f = fopen(readme, "r");
	char line[512];
	int n = 0;

	if (!f)
		return -1;
	while (n < max && fgets(line, sizeof(line), f)) {
		unsigned long bytes;

		if (sscanf(line, "| %95[^ |] | %lu | %u | %u |", rows[n].file,
			   &bytes, &rows[n].nodes, &rows[n].compatible) == 4 &&
		    strstr(rows[n].file, ".dtb"))
			n++;
	}
	fclose(f);
	return n;
}

static unsigned int count_compatible(const struct device_node *np)
{
	unsigned int n = of_find_property(np, "compatible", NULL) ? 1 : 0;
	const struct device_node *c;

	for (c = np->child; c; c = c->sibling)
		n += count_compatible(c);
	return n;
}

static void test_real_board_dtbs(void **state)
{
	static struct dtb_row rows[64];
	unsigned long live = live_allocs();
	char path[512];
	int n, i;

	(void)state;
	n = read_table(PLATDEV_SOURCE_DIR "/../shared/dtbs/README.md", rows,
		       64);
	if (n <= 0)
		skip(); /* shared/ is not beside this checkout */
	for (i = 0; i < n; i++) {
		size_t size;
		void *blob;

		snprintf(path, sizeof(path), "%s/../shared/dtbs/%.95s",
			 PLATDEV_SOURCE_DIR, rows[i].file);
		blob = test_read_file(path, &size);
		assert_non_null(blob);
		if (platdev_of_load(blob, size) != 0)
			fail_msg("%s does not load", rows[i].file);
		free(blob);
		if (platdev_of_node_count() != rows[i].nodes ||
		    count_compatible(of_root) != rows[i].compatible)
			fail_msg(
				"%s: %u nodes (%u with compatible), README says %u (%u)",
				rows[i].file, platdev_of_node_count(),
				count_compatible(of_root), rows[i].nodes,
				rows[i].compatible);
		assert_int_equal(platdev_of_unload(), 0);
	}
	assert_true(n >= 30);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bad_blobs_are_refused),
		cmocka_unit_test(test_wrapping_property_length_is_refused),
		cmocka_unit_test_teardown(test_paths_and_aliases, unload),
		cmocka_unit_test_teardown(test_phandles, unload),
		cmocka_unit_test_teardown(test_property_reads, unload),
		cmocka_unit_test_teardown(test_compatible_availability_cells,
					  unload),
		cmocka_unit_test(test_unload_reports_leaked_references),
		cmocka_unit_test(test_real_board_dtbs),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
