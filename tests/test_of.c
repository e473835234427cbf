// SPDX-License-Identifier: MIT
/*
 * test_of.c - loading device-tree blobs with libfdt (each class of bad blob
 * refused with its own error code), and the OF API on the
 * loaded tree: paths, aliases and alias ids, phandles and nexus maps,
 * properties of every integer width, counts, strings and string arrays with
 * Linux's error codes, compatible scoring, availability, cell counts,
 * whole-tree searches and their reference counting; every real board DTB of
 * shared/dtbs loads with the node counts its README gives.
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

/*
 * Load @size bytes at @blob, which must be refused with @err and a log line
 * giving the reason @fdt_reason (libfdt's name for it, or ours where
 * libfdt has none), leaving no tree and no allocation.
 */
static void expect_refused(const void *blob, size_t size, int err,
			   const char *fdt_reason)
{
	unsigned long live = live_allocs();

	log_capture_start();
	assert_int_equal(platdev_of_load(blob, size), err);
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid device tree blob",
			    fdt_reason, NULL));
	log_capture_stop();
	assert_null(of_root);
	assert_int_equal(live_allocs(), live);
}

/* Blobs made with libfdt's sequential-write API, in an 8-byte aligned buffer. */
static uint64_t sw_buf[256];

enum sw_shape {
	SW_GOOD, /* / { x = <1>; a { }; } */
	SW_UNFINISHED, /* the same without fdt_finish() */
	SW_UNBALANCED, /* a node that is never ended */
	SW_PROP_BEFORE_ROOT, /* a property ahead of the root node */
};

static void *sw_blob(enum sw_shape shape)
{
	void *fdt = sw_buf;

	assert_int_equal(fdt_create(fdt, sizeof(sw_buf)), 0);
	assert_int_equal(fdt_finish_reservemap(fdt), 0);
	if (shape == SW_PROP_BEFORE_ROOT)
		assert_int_equal(fdt_property_u32(fdt, "early", 1), 0);
	assert_int_equal(fdt_begin_node(fdt, ""), 0);
	assert_int_equal(fdt_property_u32(fdt, "x", 1), 0);
	assert_int_equal(fdt_begin_node(fdt, "a"), 0);
	if (shape != SW_UNBALANCED)
		assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	if (shape != SW_UNFINISHED)
		assert_int_equal(fdt_finish(fdt), 0);
	return fdt;
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
	expect_refused(junk, sizeof(junk), -ENOEXEC, "FDT_ERR_BADMAGIC");
	expect_refused(blob, size / 2, -ENODATA, "FDT_ERR_TRUNCATED");
	expect_refused(blob, 8, -ENODATA, "FDT_ERR_TRUNCATED");
	log_capture_start();
	assert_int_equal(platdev_of_load(blob, PLATDEV_OF_MAX_BLOB + 1),
			 -EFBIG);
	assert_int_equal(platdev_of_load(NULL, size), -EINVAL);
	assert_int_equal(platdev_of_load(NULL, 0), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "no device tree blob", NULL));
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
 * Each class of libfdt error has its own error code (the mapping
 * <platdev/of.h> documents), and libfdt's name for it in the log.
 */
static void test_load_errors_by_class(void **state)
{
	static uint64_t shifted[sizeof(sw_buf) / 8 + 1];
	void *fdt;

	(void)state;
	/* the blob itself loads */
	fdt = sw_blob(SW_GOOD);
	assert_int_equal(platdev_of_load(fdt, fdt_totalsize(fdt)), 0);
	assert_int_equal(platdev_of_node_count(), 2);
	assert_int_equal(platdev_of_unload(), 0);

	/* not a blob: no magic (an unfinished one has libfdt's work magic) */
	fdt = sw_blob(SW_UNFINISHED);
	expect_refused(fdt, sizeof(sw_buf), -ENOEXEC, "FDT_ERR_BADMAGIC");

	/* shorter than its header says */
	fdt = sw_blob(SW_GOOD);
	expect_refused(fdt, fdt_totalsize(fdt) - 1, -ENODATA,
		       "FDT_ERR_TRUNCATED");

	/* a format version libfdt cannot read, newer or older */
	fdt_set_last_comp_version(fdt, 0x12);
	expect_refused(fdt, fdt_totalsize(fdt), -EPROTONOSUPPORT,
		       "FDT_ERR_BADVERSION");
	fdt = sw_blob(SW_GOOD);
	fdt_set_version(fdt, 1);
	expect_refused(fdt, fdt_totalsize(fdt), -EPROTONOSUPPORT,
		       "FDT_ERR_BADVERSION");

	/*
	 * A version-15 blob whose root is named "", not by a path: libfdt
	 * 1.6.1's own full check reads through NULL on it.
	 */
	fdt = sw_blob(SW_GOOD);
	fdt_set_version(fdt, 0xf);
	fdt_set_last_comp_version(fdt, 0x2);
	expect_refused(fdt, fdt_totalsize(fdt), -EBADMSG,
		       "FDT_ERR_BADSTRUCTURE");

	/* not 8-byte aligned */
	fdt = sw_blob(SW_GOOD);
	memcpy((char *)shifted + 4, fdt, fdt_totalsize(fdt));
	expect_refused((char *)shifted + 4, fdt_totalsize(fdt), -EFAULT,
		       "not 8-byte aligned");

	/* a malformed structure block, found by libfdt or by the loader */
	fdt = sw_blob(SW_UNBALANCED);
	expect_refused(fdt, fdt_totalsize(fdt), -EBADMSG,
		       "FDT_ERR_BADSTRUCTURE");
	fdt = sw_blob(SW_PROP_BEFORE_ROOT);
	expect_refused(fdt, fdt_totalsize(fdt), -EBADMSG, "FDT_ERR_BADOFFSET");
}

/*
 * A property whose length wraps the walk offset back onto its own tag: the
 * first step of the walk never moves. libfdt 1.6.1's fdt_check_full() alone
 * loops for ever on this blob.
 */
static void test_wrapping_property_length_is_refused(void **state)
{
	size_t size;
	unsigned char *blob =
		test_read_file(PLATDEV_TEST_DTB_DIR "/of_basic.dtb", &size);
	uint32_t off = fdt_off_dt_struct(blob);

	(void)state;
	while (fdt32_ld((fdt32_t *)(blob + off)) != FDT_PROP)
		off += 4;
	/* tag, len, nameoff: len + 12 bytes of header wraps to 0 */
	*(fdt32_t *)(blob + off + 4) = cpu_to_fdt32(0xfffffff4u);
	expect_refused(blob, size, -EBADMSG, "FDT_ERR_BADSTRUCTURE");
	free(blob);
}

/*
 * An empty property whose length is rewritten to 0xffffffff or 0xfffffffd:
 * the walk still steps forward to the next tag (a subnode, or a property,
 * as in the two blobs the fuzzer found), but the value the length claims
 * would end before it starts, and libfdt reads the length back as a
 * negative int.
 */
static void test_negative_property_length_is_refused(void **state)
{
	static const uint32_t lengths[] = { 0xffffffffu, 0xfffffffdu };
	unsigned int i;

	(void)state;
	for (i = 0; i < 2 * ARRAY_SIZE(lengths); i++) {
		void *fdt = sw_buf;
		int root;

		assert_int_equal(fdt_create(fdt, sizeof(sw_buf)), 0);
		assert_int_equal(fdt_finish_reservemap(fdt), 0);
		assert_int_equal(fdt_begin_node(fdt, ""), 0);
		assert_int_equal(fdt_property(fdt, "empty", NULL, 0), 0);
		if (i % 2)
			assert_int_equal(fdt_property_u32(fdt, "cell", 1), 0);
		assert_int_equal(fdt_begin_node(fdt, "a"), 0);
		assert_int_equal(fdt_end_node(fdt), 0);
		assert_int_equal(fdt_end_node(fdt), 0);
		assert_int_equal(fdt_finish(fdt), 0);
		/* the blob loads as it is */
		assert_int_equal(platdev_of_load(fdt, fdt_totalsize(fdt)), 0);
		assert_int_equal(platdev_of_unload(), 0);

		root = fdt_path_offset(fdt, "/");
		*(fdt32_t *)((char *)fdt + fdt_off_dt_struct(fdt) +
			     fdt_first_property_offset(fdt, root) + 4) =
			cpu_to_fdt32(lengths[i / 2]);
		expect_refused(fdt, fdt_totalsize(fdt), -EBADMSG,
			       "FDT_ERR_BADSTRUCTURE");
	}
}

/*
 * The loaded tree keeps copies, not the blob: names and values read the same
 * after the blob is overwritten, each value is 4-byte aligned, a name
 * without unit address is its own short name and siblings with the same
 * short name share one; the tree is one allocation.
 */
static void test_tree_outlives_its_blob(void **state)
{
	static const char odd[3] = { 'a', 'b', 'c' };
	struct device_node *a, *b, *cpus;
	struct property *pp;
	unsigned long live = live_allocs();
	void *fdt = sw_buf;
	u32 v;

	(void)state;
	assert_int_equal(fdt_create(fdt, sizeof(sw_buf)), 0);
	assert_int_equal(fdt_finish_reservemap(fdt), 0);
	assert_int_equal(fdt_begin_node(fdt, ""), 0);
	assert_int_equal(fdt_property(fdt, "odd", odd, sizeof(odd)), 0);
	assert_int_equal(fdt_property(fdt, "empty", NULL, 0), 0);
	assert_int_equal(fdt_property_u32(fdt, "cell", 0x12345678), 0);
	assert_int_equal(fdt_begin_node(fdt, "serial@1"), 0);
	assert_int_equal(fdt_property_u32(fdt, "cell", 1), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_begin_node(fdt, "serial@2"), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_begin_node(fdt, "cpus"), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_end_node(fdt), 0);
	assert_int_equal(fdt_finish(fdt), 0);
	assert_int_equal(platdev_of_load(fdt, fdt_totalsize(fdt)), 0);
	assert_int_equal(live_allocs(), live + 1);
	memset(sw_buf, 0xff, sizeof(sw_buf));

	pp = of_find_property(of_root, "odd", NULL);
	assert_non_null(pp);
	assert_int_equal(pp->length, 3);
	assert_memory_equal(pp->value, odd, sizeof(odd));
	pp = of_find_property(of_root, "empty", NULL);
	assert_non_null(pp);
	assert_int_equal(pp->length, 0);
	assert_true(of_property_read_bool(of_root, "empty"));
	pp = of_find_property(of_root, "cell", NULL);
	assert_non_null(pp);
	assert_int_equal((uintptr_t)pp->value % 4, 0);
	assert_int_equal(of_property_read_u32(of_root, "cell", &v), 0);
	assert_int_equal(v, 0x12345678);

	a = of_get_child_by_name(of_root, "serial");
	assert_non_null(a);
	assert_string_equal(a->full_name, "serial@1");
	assert_string_equal(a->name, "serial");
	assert_int_equal(of_property_read_u32(a, "cell", &v), 0);
	assert_int_equal(v, 1);
	b = a->sibling;
	assert_string_equal(b->full_name, "serial@2");
	assert_ptr_equal(b->name, a->name);
	cpus = b->sibling;
	assert_string_equal(cpus->full_name, "cpus");
	assert_ptr_equal(cpus->name, cpus->full_name);
	assert_string_equal(of_root->name, "");
	assert_string_equal(of_root->full_name, "/");
	of_node_put(a);
}

static void test_paths_and_aliases(void **state)
{
	struct device_node *np, *alias, *port, *soc;
	char path[128];

	(void)state;
	load_basic();
	assert_int_equal(platdev_of_node_count(), 19);
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

/* The node at @path, which must exist; the caller puts it. */
static struct device_node *node(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);

	if (!np)
		fail_msg("no node %s", path);
	return np;
}

static void test_integer_arrays(void **state)
{
	struct device_node *np;
	u8 b[8];
	u16 h[4];
	u32 w[8];
	u64 d[4];

	(void)state;
	load_basic();
	np = node("/values");

	assert_int_equal(of_property_read_u8(np, "u8s", &b[0]), 0);
	assert_int_equal(b[0], 1);
	assert_int_equal(of_property_read_u8_array(np, "u8s", b, 4), 0);
	assert_int_equal(b[3], 0xff);
	assert_int_equal(of_property_read_u8_array(np, "u8s", b, 5),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_u8(np, "missing", &b[0]), -EINVAL);
	assert_int_equal(of_property_read_u8(np, "empty-value", &b[0]),
			 -EOVERFLOW);

	assert_int_equal(of_property_read_u16(np, "u16s", &h[0]), 0);
	assert_int_equal(h[0], 0x1234);
	assert_int_equal(of_property_read_u16_array(np, "u16s", h, 3), 0);
	assert_int_equal(h[1], 0xabcd);
	assert_int_equal(h[2], 1);
	assert_int_equal(of_property_read_u16_array(np, "u16s", h, 4),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_u16(np, "missing", &h[0]), -EINVAL);

	/* The fixed readers take the first elements of a longer property. */
	assert_int_equal(of_property_read_u32_array(np, "u32s", w, 2), 0);
	assert_int_equal(w[1], 2);
	assert_int_equal(of_property_read_u32(np, "u32s", &w[0]), 0);
	assert_int_equal(w[0], 1);

	assert_int_equal(of_property_read_u64_index(np, "u64s", 0, &d[0]), 0);
	assert_true(d[0] == 0x1122334455667788ULL);
	assert_int_equal(of_property_read_u64_index(np, "u64s", 1, &d[0]), 0);
	assert_true(d[0] == 0x99aabbccddeeff00ULL);
	assert_int_equal(of_property_read_u64_index(np, "u64s", 2, &d[0]),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_u64_index(np, "missing", 0, &d[0]),
			 -EINVAL);
	memset(d, 0, sizeof(d));
	assert_int_equal(of_property_read_u64_array(np, "u64s", d, 2), 0);
	assert_true(d[0] == 0x1122334455667788ULL);
	assert_true(d[1] == 0x99aabbccddeeff00ULL);
	assert_int_equal(of_property_read_u64_array(np, "u64s", d, 3),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_u64(np, "u32s", &d[0]), 0);
	assert_true(d[0] == 0x100000002ULL);
	assert_int_equal(of_property_read_u64(np, "odd", &d[0]), -EOVERFLOW);
	of_node_put(np);
}

static void test_variable_arrays(void **state)
{
	struct device_node *np;
	u8 b[8];
	u16 h[8];
	u32 w[8];
	u64 d[4];

	(void)state;
	load_basic();
	np = node("/values");

	/* Between min and max: the count read; sz_max 0: exactly sz_min. */
	memset(w, 0, sizeof(w));
	assert_int_equal(
		of_property_read_variable_u32_array(np, "u32s", w, 1, 8), 3);
	assert_int_equal(w[0], 1);
	assert_int_equal(w[2], 3);
	assert_int_equal(w[3], 0);
	assert_int_equal(
		of_property_read_variable_u32_array(np, "u32s", w, 3, 3), 3);
	assert_int_equal(
		of_property_read_variable_u32_array(np, "u32s", w, 2, 0), 2);
	assert_int_equal(of_property_read_variable_u32_array(np, "u32s", w, 4,
							     8),
			 -EOVERFLOW);
	/* Longer than sz_max is an error too, as in Linux. */
	assert_int_equal(of_property_read_variable_u32_array(np, "u32s", w, 1,
							     2),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_variable_u32_array(np, "missing", w,
							     1, 2),
			 -EINVAL);
	/* A trailing partial element is left out. */
	assert_int_equal(
		of_property_read_variable_u32_array(np, "odd", w, 1, 2), 1);
	assert_int_equal(w[0], 0x01020304);
	assert_int_equal(of_property_read_variable_u32_array(np, "empty-value",
							     w, 0, 4),
			 0);

	assert_int_equal(of_property_read_variable_u8_array(np, "u8s", b, 2, 8),
			 4);
	assert_int_equal(b[2], 3);
	assert_int_equal(of_property_read_variable_u8_array(np, "u8s", b, 2, 3),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_variable_u8_array(np, "odd", b, 5, 5),
			 5);
	assert_int_equal(b[4], 5);

	assert_int_equal(
		of_property_read_variable_u16_array(np, "u16s", h, 1, 8), 3);
	assert_int_equal(h[1], 0xabcd);
	assert_int_equal(of_property_read_variable_u16_array(np, "u16s", h, 4,
							     8),
			 -EOVERFLOW);

	assert_int_equal(
		of_property_read_variable_u64_array(np, "u64s", d, 1, 4), 2);
	assert_true(d[1] == 0x99aabbccddeeff00ULL);
	assert_int_equal(of_property_read_variable_u64_array(np, "u64s", d, 1,
							     1),
			 -EOVERFLOW);
	assert_int_equal(of_property_read_variable_u64_array(np, "missing", d,
							     1, 1),
			 -EINVAL);
	of_node_put(np);
}

static void test_element_counts(void **state)
{
	struct device_node *np;

	(void)state;
	load_basic();
	np = node("/values");
	assert_int_equal(of_property_count_u8_elems(np, "u8s"), 4);
	assert_int_equal(of_property_count_u16_elems(np, "u16s"), 3);
	assert_int_equal(of_property_count_u8_elems(np, "u16s"), 6);
	assert_int_equal(of_property_count_u32_elems(np, "u32s"), 3);
	assert_int_equal(of_property_count_u64_elems(np, "u64s"), 2);
	assert_int_equal(of_property_count_u32_elems(np, "u64s"), 4);
	assert_int_equal(of_property_count_elems_of_size(np, "strings", 1), 17);
	assert_int_equal(of_property_count_u32_elems(np, "empty-value"), 0);
	assert_int_equal(of_property_count_u32_elems(np, "missing"), -EINVAL);
	assert_int_equal(of_property_count_elems_of_size(np, "u32s", 0),
			 -EINVAL);
	assert_int_equal(of_property_count_u8_elems(np, "odd"), 5);
	log_capture_start();
	assert_int_equal(of_property_count_u32_elems(np, "odd"), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "odd", "multiple of 4", NULL));
	log_capture_stop();
	of_node_put(np);
}

/* A node built by hand with a property that has no value at all. */
static void test_property_without_value(void **state)
{
	struct property prop = { .name = "nodata" };
	struct device_node np = { .name = "fake",
				  .full_name = "fake",
				  .properties = &prop };
	const char *s[2];
	u8 b;
	u16 h;
	u32 w;
	u64 d;

	(void)state;
	assert_true(of_property_read_bool(&np, "nodata"));
	assert_true(of_property_present(&np, "nodata"));
	assert_int_equal(of_property_read_u8(&np, "nodata", &b), -ENODATA);
	assert_int_equal(of_property_read_u16(&np, "nodata", &h), -ENODATA);
	assert_int_equal(of_property_read_u32(&np, "nodata", &w), -ENODATA);
	assert_int_equal(of_property_read_u32_index(&np, "nodata", 0, &w),
			 -ENODATA);
	assert_int_equal(of_property_read_u64(&np, "nodata", &d), -ENODATA);
	assert_int_equal(of_property_read_u64_index(&np, "nodata", 0, &d),
			 -ENODATA);
	assert_int_equal(of_property_read_variable_u32_array(&np, "nodata", &w,
							     0, 1),
			 -ENODATA);
	assert_int_equal(of_property_count_u32_elems(&np, "nodata"), -ENODATA);
	assert_int_equal(of_property_read_string(&np, "nodata", &s[0]),
			 -ENODATA);
	assert_int_equal(of_property_read_string_array(&np, "nodata", s, 2),
			 -ENODATA);
	assert_int_equal(of_property_count_strings(&np, "nodata"), -ENODATA);
	assert_int_equal(of_property_match_string(&np, "nodata", "x"),
			 -ENODATA);
	assert_false(of_property_present(NULL, "nodata"));
	assert_int_equal(of_property_read_u32(NULL, "nodata", &w), -EINVAL);
}

static void test_string_arrays(void **state)
{
	struct device_node *np, *gpio;
	struct property *prop;
	const char *out[5], *s;
	char joined[64] = "";
	u32 u, sum = 0;
	int n = 0;

	(void)state;
	load_basic();
	np = node("/values");
	assert_int_equal(of_property_read_string_array(np, "strings", NULL, 0),
			 3);
	memset(out, 0, sizeof(out));
	assert_int_equal(of_property_read_string_array(np, "strings", out, 2),
			 2);
	assert_string_equal(out[0], "alpha");
	assert_string_equal(out[1], "beta");
	assert_null(out[2]);
	assert_int_equal(of_property_read_string_array(np, "strings", out, 5),
			 3);
	assert_string_equal(out[2], "gamma");
	assert_int_equal(
		of_property_read_string_helper(np, "strings", out, 5, 1), 2);
	assert_string_equal(out[0], "beta");
	assert_int_equal(of_property_read_string_helper(np, "strings", out, 5,
							3),
			 -ENODATA);
	assert_int_equal(of_property_read_string_array(np, "missing", out, 5),
			 -EINVAL);
	assert_int_equal(of_property_read_string_array(np, "empty-value", out,
						       5),
			 -ENODATA);
	assert_int_equal(of_property_match_string(np, "strings", "gamma"), 2);

	gpio = node("/soc/gpio@20000000");
	assert_int_equal(of_property_read_string_array(gpio, "bad-list", out,
						       5),
			 -EILSEQ);
	/* The strings before the bad one can still be read one at a time. */
	assert_int_equal(
		of_property_read_string_array(gpio, "bad-list", out, 1), 1);
	assert_string_equal(out[0], "a");

	of_property_for_each_string(np, "strings", prop, s)
	{
		strcat(joined, s);
		strcat(joined, ";");
	}
	assert_string_equal(joined, "alpha;beta;gamma;");
	of_property_for_each_string(gpio, "bad-list", prop, s) n++;
	assert_int_equal(n, 1); /* "b" is not terminated */
	n = 0;
	of_property_for_each_string(np, "missing", prop, s) n++;
	of_property_for_each_string(np, "empty-value", prop, s) n++;
	assert_int_equal(n, 0);

	of_property_for_each_u32(np, "u32s", u)
	{
		sum += u;
		n++;
	}
	assert_int_equal(n, 3);
	assert_int_equal(sum, 6);
	n = 0;
	of_property_for_each_u32(np, "odd", u) n++;
	assert_int_equal(n, 1); /* whole cells only */
	assert_int_equal(u, 0x01020304);
	n = 0;
	of_property_for_each_u32(np, "missing", u) n++;
	of_property_for_each_u32(np, "empty-value", u) n++;
	assert_int_equal(n, 0);
	of_node_put(gpio);
	of_node_put(np);
}

/* Every node's path in of_find_all_nodes() order, ';' after each. */
static const char all_paths[] =
	"/;/aliases;/cpus;/cpus/cpu@0;/cpus/cpu@1;/values;"
	"/gpio-controller@30000000;/gpio-controller@30001000;/connector;"
	"/expansion;/loop;/badmap;/consumer;/interrupt-controller@8000000;"
	"/soc;/soc/serial@10000000;/soc/serial@10000000/port@0;"
	"/soc/serial@10001000;/soc/gpio@20000000;";

static void test_whole_tree_walks(void **state)
{
	struct device_node *np, *from;
	char paths[1024] = "", path[128];
	unsigned int n = 0;

	(void)state;
	load_basic();
	assert_int_equal(platdev_of_node_count(), 19);
	for (np = of_find_all_nodes(NULL); np; np = of_find_all_nodes(np)) {
		assert_int_equal(np->refs, 1); /* only the walk's */
		strcat(paths, platdev_of_format_path(np, path, sizeof(path)));
		strcat(paths, ";");
	}
	assert_string_equal(paths, all_paths);
	paths[0] = '\0';
	for_each_of_allnodes(np) {
		assert_int_equal(np->refs, 0);
		strcat(paths, platdev_of_format_path(np, path, sizeof(path)));
		strcat(paths, ";");
		n++;
	}
	assert_string_equal(paths, all_paths);
	assert_int_equal(n, platdev_of_node_count());

	/* From a node: the ones after it; the last one has none. */
	from = node("/soc/serial@10000000/port@0");
	np = of_find_all_nodes(from);
	assert_string_equal(platdev_of_format_path(np, path, sizeof(path)),
			    "/soc/serial@10001000");
	assert_int_equal(from->refs, 0);
	of_node_put(np);
	np = of_find_all_nodes(node("/soc/gpio@20000000"));
	assert_null(np);
	n = 0;
	for_each_of_allnodes_from(from, np)
		n++;
	assert_int_equal(n, 2);
}

static void test_find_by_name_type_compatible(void **state)
{
	struct device_node *np, *from, *cpu0;
	char path[128];
	int n = 0;

	(void)state;
	load_basic();
	np = of_find_node_by_name(NULL, "serial");
	assert_string_equal(platdev_of_format_path(np, path, sizeof(path)),
			    "/soc/serial@10000000");
	assert_int_equal(np->refs, 1);
	from = np;
	np = of_find_node_by_name(from, "serial");
	assert_string_equal(np->full_name, "serial@10001000");
	assert_int_equal(from->refs, 0); /* from's reference was dropped */
	assert_int_equal(np->refs, 1);
	assert_null(of_find_node_by_name(np, "serial"));
	assert_int_equal(np->refs, 0);
	assert_null(of_find_node_by_name(NULL, "nosuch"));
	assert_null(of_find_node_by_name(NULL, "serial@10000000"));

	for_each_node_by_name(np, "gpio-controller")
		n++;
	assert_int_equal(n, 2);
	/* Leaving early keeps the current node's reference. */
	for_each_node_by_name(np, "cpu")
		break;
	assert_string_equal(np->full_name, "cpu@0");
	assert_int_equal(np->refs, 1);
	cpu0 = np;

	n = 0;
	for_each_node_by_type(np, "cpu") {
		assert_true(of_node_name_eq(np, "cpu"));
		n++;
	}
	assert_int_equal(n, 2);
	assert_null(of_find_node_by_type(NULL, "memory"));
	of_node_put(cpu0);

	np = of_find_compatible_node(NULL, NULL, "ns16550a");
	assert_string_equal(np->full_name, "serial@10000000");
	np = of_find_compatible_node(np, NULL, "NS16550A");
	assert_string_equal(np->full_name, "serial@10001000");
	np = of_find_compatible_node(np, NULL, "ns16550a");
	assert_null(np);
	np = of_find_compatible_node(NULL, "cpu", "arm,cortex-a53");
	assert_string_equal(np->full_name, "cpu@0");
	of_node_put(np);
	assert_null(of_find_compatible_node(NULL, "memory", "arm,cortex-a53"));
	assert_null(of_find_compatible_node(NULL, NULL, "nosuch"));
	np = of_find_compatible_node(NULL, "cpu", NULL); /* type alone */
	assert_string_equal(np->full_name, "cpu@0");
	of_node_put(np);
	n = 0;
	for_each_compatible_node(np, NULL, "vendor,gpio-ctrl") {
		assert_int_equal(np->refs, 1);
		n++;
	}
	assert_int_equal(n, 2); /* disabled ones too */
	n = 0;
	for_each_compatible_node(np, NULL, "platdev,generic")
		n++;
	assert_int_equal(n, 1); /* the root */
}

static void test_find_node_with_property(void **state)
{
	struct device_node *np, *from;
	char path[128];
	int n = 0;

	(void)state;
	load_basic();
	/* Empty properties count: "gpio-controller;" has no value. */
	for_each_node_with_property(np, "gpio-controller") {
		assert_int_equal(np->refs, 1);
		assert_true(of_node_name_eq(np, "gpio-controller"));
		n++;
	}
	assert_int_equal(n, 2); /* the disabled one too */

	np = of_find_node_with_property(NULL, "empty-value");
	assert_string_equal(platdev_of_format_path(np, path, sizeof(path)),
			    "/values");
	from = np;
	assert_null(of_find_node_with_property(from, "empty-value"));
	assert_int_equal(from->refs, 0); /* from's reference was dropped */

	/* Leaving early keeps the current node's reference. */
	for_each_node_with_property(np, "#gpio-cells")
		break;
	assert_string_equal(np->full_name, "gpio-controller@30000000");
	assert_int_equal(np->refs, 1);
	from = np;
	np = of_find_node_with_property(from, "#gpio-cells");
	assert_string_equal(np->full_name, "gpio-controller@30001000");
	assert_int_equal(from->refs, 0);
	of_node_put(np);

	/* Exact names only, and none at all. */
	assert_null(of_find_node_with_property(NULL, "gpio-control"));
	assert_null(of_find_node_with_property(NULL, "GPIO-CONTROLLER"));
	assert_null(of_find_node_with_property(NULL, "nosuch"));
	assert_null(of_find_node_with_property(NULL, NULL));
}

static const struct of_device_id uart_gpio_ids[] = {
	{ .compatible = "ns16550a", .data = "uart" },
	{ .compatible = "vendor,gpio", .data = "gpio" },
	{ .type = "cpu", .data = "cpu" },
	{},
};

static const struct of_device_id gpio_ids[] = {
	{ .compatible = "vendor,gpio" },
	{},
};

static void test_matching_nodes(void **state)
{
	const struct of_device_id *match = uart_gpio_ids;
	struct device_node *np, *parent, *child;
	char seen[256] = "";
	int n = 0;

	(void)state;
	load_basic();
	for_each_matching_node_and_match(np, uart_gpio_ids, &match) {
		strcat(seen, np->full_name);
		strcat(seen, "=");
		strcat(seen, match->data);
		strcat(seen, ";");
	}
	assert_string_equal(
		seen,
		"cpu@0=cpu;cpu@1=cpu;serial@10000000=uart;serial@10001000=uart;gpio@20000000=gpio;");
	assert_null(match); /* the walk's end clears it */
	for_each_matching_node(np, uart_gpio_ids)
		n++;
	assert_int_equal(n, 5);
	np = of_find_matching_node(NULL, gpio_ids);
	assert_string_equal(np->full_name, "gpio@20000000");
	assert_null(of_find_matching_node(np, gpio_ids));

	parent = node("/soc");
	child = of_get_compatible_child(parent, "ns16550a");
	assert_string_equal(child->full_name, "serial@10000000");
	assert_int_equal(child->refs, 1);
	of_node_put(child);
	child = of_get_compatible_child(parent, "vendor,gpio");
	assert_string_equal(child->full_name, "gpio@20000000");
	of_node_put(child);
	assert_null(of_get_compatible_child(parent, "arm,cortex-a53"));
	assert_null(of_get_compatible_child(NULL, "ns16550a"));
	of_node_put(parent);
}

static void test_alias_ids(void **state)
{
	struct device_node *serial0, *serial1, *connector, *soc;

	(void)state;
	load_basic();
	serial0 = node("/soc/serial@10000000");
	serial1 = node("/soc/serial@10001000");
	connector = node("/connector");
	soc = node("/soc");
	assert_int_equal(of_alias_get_id(serial0, "serial"), 0);
	assert_int_equal(of_alias_get_id(serial1, "serial"), 3);
	assert_int_equal(of_alias_get_id(connector, "i2c"), 12);
	assert_int_equal(of_alias_get_id(serial0, "seria"), -ENODEV);
	assert_int_equal(of_alias_get_id(serial0, "i2c"), -ENODEV);
	assert_int_equal(of_alias_get_id(soc, "soc"), -ENODEV); /* no number */
	assert_int_equal(of_alias_get_id(soc, "mmc"), -ENODEV); /* too big */
	assert_int_equal(of_alias_get_id(NULL, "serial"), -ENODEV);
	assert_int_equal(of_alias_get_highest_id("serial"), 3);
	assert_int_equal(of_alias_get_highest_id("i2c"), 12);
	assert_int_equal(of_alias_get_highest_id("gpio"),
			 -ENODEV); /* leads nowhere */
	assert_int_equal(of_alias_get_highest_id("nosuch"), -ENODEV);
	assert_int_equal(serial0->refs, 1);
	assert_int_equal(serial1->refs, 1);
	of_node_put(soc);
	of_node_put(connector);
	of_node_put(serial1);
	of_node_put(serial0);
}

/* The specifier of @list on /consumer through the gpio maps. */
static int map(const char *list, int index, struct of_phandle_args *args)
{
	struct device_node *consumer = node("/consumer");
	int ret;

	memset(args, 0, sizeof(*args));
	ret = of_parse_phandle_with_args_map(consumer, list, "gpio", index,
					     args);
	of_node_put(consumer);
	return ret;
}

static void assert_gpio(const struct of_phandle_args *args,
			const char *provider, u32 pin, u32 flags)
{
	assert_non_null(args->np);
	assert_string_equal(args->np->full_name, provider);
	assert_int_equal(args->args_count, 2);
	assert_int_equal(args->args[0], pin);
	assert_int_equal(args->args[1], flags);
}

static void test_phandle_args_map(void **state)
{
	struct device_node *consumer, *gpio0, *connector;
	struct of_phandle_args args;

	(void)state;
	load_basic();
	gpio0 = node("/gpio-controller@30000000");
	connector = node("/connector");

	/* Pin 1 of the connector, active low: the low bit passes through. */
	assert_int_equal(map("reset-gpios", 0, &args), 0);
	assert_gpio(&args, "gpio-controller@30000000", 14, 1);
	assert_int_equal(gpio0->refs, 2);
	assert_int_equal(connector->refs, 1);
	of_node_put(args.np);

	/* No map at the provider: the specifier as written. */
	assert_int_equal(map("enable-gpios", 0, &args), 0);
	assert_gpio(&args, "gpio-controller@30000000", 5, 0);
	of_node_put(args.np);

	/* Through two nexus nodes. */
	assert_int_equal(map("chained-gpios", 0, &args), 0);
	assert_gpio(&args, "gpio-controller@30000000", 14, 1);
	of_node_put(args.np);
	assert_int_equal(connector->refs, 1);

	/* The mask drops bits before comparing: 0x10 is pin 0. */
	assert_int_equal(map("masked-gpios", 0, &args), 0);
	assert_gpio(&args, "gpio-controller@30000000", 12, 0);
	of_node_put(args.np);

	/* The entry for a disabled controller is passed over. */
	assert_int_equal(map("disabled-gpios", 0, &args), 0);
	assert_gpio(&args, "gpio-controller@30000000", 20, 0);
	of_node_put(args.np);

	/* Without following the map, the connector itself. */
	consumer = node("/consumer");
	assert_int_equal(of_parse_phandle_with_args(consumer, "reset-gpios",
						    "#gpio-cells", 0, &args),
			 0);
	assert_ptr_equal(args.np, connector);
	assert_int_equal(args.args[0], 1);
	of_node_put(args.np);
	assert_int_equal(of_count_phandle_with_args(consumer, "reset-gpios",
						    "#gpio-cells"),
			 1);
	of_node_put(consumer);

	/* Errors, none of which leaves a reference behind. */
	assert_int_equal(map("reset-gpios", 1, &args), -ENOENT);
	assert_int_equal(map("missing-gpios", 0, &args), -ENOENT);
	assert_int_equal(map("reset-gpios", -1, &args), -EINVAL);
	assert_int_equal(map("nomatch-gpios", 0, &args), -EINVAL);
	assert_null(args.np);
	log_capture_start();
	assert_int_equal(map("loop-gpios", 0, &args), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "loop", "gpio-map", NULL));
	assert_int_equal(map("badmap-gpios", 0, &args), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "badmap", "gpio-map", NULL));
	consumer = node("/consumer");
	assert_int_equal(of_parse_phandle_with_args_map(consumer, "pwms", "pwm",
							0, &args),
			 -EINVAL);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "pwm-map", "could not find", NULL));
	of_node_put(consumer);
	log_capture_stop();
	assert_int_equal(gpio0->refs, 1);
	assert_int_equal(connector->refs, 1);
	of_node_put(connector);
	of_node_put(gpio0);
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
		cmocka_unit_test(test_load_errors_by_class),
		cmocka_unit_test(test_wrapping_property_length_is_refused),
		cmocka_unit_test(test_negative_property_length_is_refused),
		cmocka_unit_test_teardown(test_paths_and_aliases, unload),
		cmocka_unit_test_teardown(test_phandles, unload),
		cmocka_unit_test_teardown(test_property_reads, unload),
		cmocka_unit_test_teardown(test_compatible_availability_cells,
					  unload),
		cmocka_unit_test_teardown(test_integer_arrays, unload),
		cmocka_unit_test_teardown(test_variable_arrays, unload),
		cmocka_unit_test_teardown(test_element_counts, unload),
		cmocka_unit_test(test_property_without_value),
		cmocka_unit_test_teardown(test_string_arrays, unload),
		cmocka_unit_test_teardown(test_whole_tree_walks, unload),
		cmocka_unit_test_teardown(test_find_by_name_type_compatible,
					  unload),
		cmocka_unit_test_teardown(test_find_node_with_property, unload),
		cmocka_unit_test_teardown(test_matching_nodes, unload),
		cmocka_unit_test_teardown(test_alias_ids, unload),
		cmocka_unit_test_teardown(test_phandle_args_map, unload),
		cmocka_unit_test(test_real_board_dtbs),
		cmocka_unit_test_teardown(test_tree_outlives_its_blob, unload),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
