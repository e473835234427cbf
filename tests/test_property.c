// SPDX-License-Identifier: MIT
/*
 * test_property.c - the device property API over both backends: the same
 * reads of every type (arrays, counts, strings, string matching, missing
 * properties, booleans, wrong types, references, child nodes) from the
 * device-tree node /props of tests/dts/property.dts and from a software
 * node declaring the same values, with identical answers except where
 * Linux's backends differ (each such row says why); a device-tree node
 * with a software node as secondary.
 */
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/property.h>
#include <platdev/of.h>

#include "testutil.h"

/* --- the software node mirroring /props ---------------------------------- */

static const struct property_entry target_entries[] = {
	PROPERTY_ENTRY_U32("#my-cells", 2),
	{},
};

static const struct software_node target_node = {
	.name = "target",
	.properties = target_entries,
};

static const struct software_node target2_node = {
	.name = "target2",
	.properties = target_entries,
};

static const u8 u8_arr[] = { 1, 2, 3, 4, 5 };
static const u16 u16_arr[] = { 100, 200, 300 };
static const u32 u32_arr[] = { 10, 20, 30, 40 };
static const u64 u64_arr[] = { 1, 0x100000000ull };
static const char *const str_arr[] = { "alpha", "beta", "gamma" };
static const struct software_node_ref_args refs[] = {
	SOFTWARE_NODE_REFERENCE(&target_node, 1, 2),
	SOFTWARE_NODE_REFERENCE(&target2_node, 3, 4),
};

static const struct property_entry props_entries[] = {
	PROPERTY_ENTRY_BOOL("flag"),
	PROPERTY_ENTRY_U8("u8-val", 0x12),
	PROPERTY_ENTRY_U8_ARRAY("u8-arr", u8_arr),
	PROPERTY_ENTRY_U16("u16-val", 0x1234),
	PROPERTY_ENTRY_U16_ARRAY("u16-arr", u16_arr),
	PROPERTY_ENTRY_U32("u32-val", 0x12345678),
	PROPERTY_ENTRY_U32_ARRAY("u32-arr", u32_arr),
	PROPERTY_ENTRY_U64("u64-val", 0x123456789abcdef0ull),
	PROPERTY_ENTRY_U64_ARRAY("u64-arr", u64_arr),
	PROPERTY_ENTRY_STRING("str", "hello"),
	PROPERTY_ENTRY_STRING_ARRAY("str-arr", str_arr),
	PROPERTY_ENTRY_REF("ref", &target_node, 5, 6),
	PROPERTY_ENTRY_REF_ARRAY("refs", refs),
	{},
};

static const struct software_node props_node = {
	.name = "props",
	.properties = props_entries,
};

static const struct property_entry red_entries[] = {
	PROPERTY_ENTRY_STRING("label", "r"),
	{},
};

static const struct software_node red_node = {
	.name = "red",
	.parent = &props_node,
	.properties = red_entries,
};

static const struct property_entry green_entries[] = {
	PROPERTY_ENTRY_STRING("label", "g"),
	{},
};

static const struct software_node green_node = {
	.name = "green",
	.parent = &props_node,
	.properties = green_entries,
};

static const struct software_node *props_group[] = {
	&target_node, &target2_node, &props_node, &red_node, &green_node, NULL,
};

/* --- fixtures ------------------------------------------------------------- */

static unsigned long live_at_setup;

static int setup(void **state)
{
	(void)state;
	live_at_setup = live_allocs();
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/property.dtb"))
		return -1;
	return software_node_register_node_group(props_group);
}

static int teardown(void **state)
{
	(void)state;
	software_node_unregister_node_group(props_group);
	if (platdev_of_unload())
		return -1;
	return live_allocs() == live_at_setup ? 0 : -1;
}

/* The two devices whose properties are read: one per backend. */
struct backends {
	struct device dt;
	struct device sw;
};

static void backends_init(struct backends *b)
{
	memset(b, 0, sizeof(*b));
	b->dt.of_node = test_node("/props");
	b->dt.fwnode = &b->dt.of_node->fwnode;
	assert_int_equal(device_add_software_node(&b->sw, &props_node), 0);
}

static void backends_exit(struct backends *b)
{
	device_remove_software_node(&b->sw);
	assert_null(dev_fwnode(&b->sw));
}

/* --- the parity table ----------------------------------------------------- */

enum op {
	OP_PRESENT, /* device_property_present() */
	OP_U8, /* device_property_read_u8_array(); n 0: count */
	OP_U16,
	OP_U32,
	OP_U64,
	OP_STRING, /* device_property_read_string() */
	OP_STRINGS, /* device_property_read_string_array(); n 0: count */
	OP_MATCH, /* device_property_match_string(@arg) */
};

/*
 * One read and what it gives on each backend, as "<return> <values...>".
 * A row whose two answers differ is a place where Linux's backends differ.
 */
struct read_case {
	enum op op;
	const char *prop;
	size_t n;
	const char *arg;
	const char *dt; /* from the device-tree node */
	const char *sw; /* from the software node */
};

#define SAME(op, prop, n, arg, result)           \
	{                                        \
		op, prop, n, arg, result, result \
	}

static const struct read_case cases[] = {
	SAME(OP_PRESENT, "flag", 0, NULL, "1"),
	SAME(OP_PRESENT, "u32-arr", 0, NULL, "1"),
	SAME(OP_PRESENT, "ref", 0, NULL, "1"),
	SAME(OP_PRESENT, "missing", 0, NULL, "0"),

	/* every width: one value, an array, a count, too many, missing */
	SAME(OP_U8, "u8-val", 1, NULL, "0 0x12"),
	SAME(OP_U8, "u8-arr", 5, NULL, "0 0x1 0x2 0x3 0x4 0x5"),
	SAME(OP_U8, "u8-arr", 2, NULL, "0 0x1 0x2"),
	SAME(OP_U8, "u8-arr", 0, NULL, "5"),
	SAME(OP_U8, "u8-arr", 6, NULL, "-EOVERFLOW"),
	SAME(OP_U8, "missing", 1, NULL, "-EINVAL"),
	SAME(OP_U8, "missing", 0, NULL, "-EINVAL"),
	SAME(OP_U16, "u16-val", 1, NULL, "0 0x1234"),
	SAME(OP_U16, "u16-arr", 3, NULL, "0 0x64 0xc8 0x12c"),
	SAME(OP_U16, "u16-arr", 0, NULL, "3"),
	SAME(OP_U16, "u16-arr", 4, NULL, "-EOVERFLOW"),
	SAME(OP_U32, "u32-val", 1, NULL, "0 0x12345678"),
	SAME(OP_U32, "u32-arr", 4, NULL, "0 0xa 0x14 0x1e 0x28"),
	SAME(OP_U32, "u32-arr", 0, NULL, "4"),
	SAME(OP_U32, "u32-arr", 5, NULL, "-EOVERFLOW"),
	SAME(OP_U32, "missing", 1, NULL, "-EINVAL"),
	SAME(OP_U64, "u64-val", 1, NULL, "0 0x123456789abcdef0"),
	SAME(OP_U64, "u64-arr", 2, NULL, "0 0x1 0x100000000"),
	SAME(OP_U64, "u64-arr", 0, NULL, "2"),
	SAME(OP_U64, "u64-arr", 3, NULL, "-EOVERFLOW"),

	/* a boolean has no value to read, and counts as empty */
	SAME(OP_U32, "flag", 0, NULL, "0"),
	SAME(OP_U8, "flag", 0, NULL, "0"),
	/* Linux: an empty DT property is too short; a software boolean has no data */
	{ OP_U32, "flag", 1, NULL, "-EOVERFLOW", "-ENODATA" },
	{ OP_U8, "flag", 1, NULL, "-EOVERFLOW", "-ENODATA" },
	SAME(OP_STRING, "flag", 0, NULL, "-ENODATA"),
	SAME(OP_MATCH, "flag", 0, "x", "-ENODATA"),
	/* Linux: of_property_count_strings() of an empty property is -ENODATA */
	{ OP_STRINGS, "flag", 0, NULL, "-ENODATA", "0" },

	/* strings */
	SAME(OP_STRING, "str", 0, NULL, "0 hello"),
	SAME(OP_STRING, "str-arr", 0, NULL, "0 alpha"),
	SAME(OP_STRING, "missing", 0, NULL, "-EINVAL"),
	SAME(OP_STRINGS, "str-arr", 0, NULL, "3"),
	SAME(OP_STRINGS, "str-arr", 2, NULL, "2 alpha beta"),
	SAME(OP_STRINGS, "str-arr", 5, NULL, "3 alpha beta gamma"),
	SAME(OP_STRINGS, "str", 0, NULL, "1"),
	SAME(OP_STRINGS, "missing", 0, NULL, "-EINVAL"),
	SAME(OP_MATCH, "str-arr", 0, "gamma", "2"),
	SAME(OP_MATCH, "str-arr", 0, "alpha", "0"),
	SAME(OP_MATCH, "str-arr", 0, "delta", "-ENODATA"),
	SAME(OP_MATCH, "missing", 0, "alpha", "-EINVAL"),

	/*
	 * Wrong types. A device tree has none: its bytes are read as asked
	 * (big-endian), and a string must be NUL-terminated (-EILSEQ).
	 * Linux's software nodes would hand back the entry's bytes (a
	 * string's pointer as an integer, an integer as a string pointer);
	 * ours refuse with -EPROTO.
	 */
	{ OP_U32, "str", 1, NULL, "0 0x68656c6c", "-EPROTO" },
	{ OP_U16, "u32-val", 1, NULL, "0 0x1234", "-EPROTO" },
	{ OP_U8, "u16-arr", 0, NULL, "6", "-EPROTO" },
	{ OP_U64, "u32-val", 1, NULL, "-EOVERFLOW", "-EPROTO" },
	{ OP_STRING, "u32-val", 0, NULL, "-EILSEQ", "-EPROTO" },
	{ OP_STRINGS, "u8-arr", 0, NULL, "-EILSEQ", "-EPROTO" },
	{ OP_MATCH, "u32-arr", 0, "x", "-EILSEQ", "-EPROTO" },
	{ OP_U32, "ref", 1, NULL, "0 0x*", "-EPROTO" }, /* the phandle */
};

static const char *errname(int err)
{
	static const struct {
		int err;
		const char *name;
	} names[] = {
		{ -EINVAL, "-EINVAL" },	      { -ENODATA, "-ENODATA" },
		{ -EOVERFLOW, "-EOVERFLOW" }, { -EPROTO, "-EPROTO" },
		{ -EILSEQ, "-EILSEQ" },	      { -ENXIO, "-ENXIO" },
		{ -ENOENT, "-ENOENT" },
	};
	static char other[16];
	size_t i;

	for (i = 0; i < ARRAY_SIZE(names); i++)
		if (names[i].err == err)
			return names[i].name;
	snprintf(other, sizeof(other), "%d", err);
	return other;
}

/* Append " 0x<v>" for each of @n values of @size bytes at @vals. */
static void put_ints(char *out, size_t len, const void *vals, size_t size,
		     size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned long long v = size == 1 ? ((const u8 *)vals)[i] :
				       size == 2 ? ((const u16 *)vals)[i] :
				       size == 4 ? ((const u32 *)vals)[i] :
						   ((const u64 *)vals)[i];

		snprintf(out + strlen(out), len - strlen(out), " %#llx", v);
	}
}

/* Run @c on @dev; its answer as the table writes it. */
static void run_case(const struct read_case *c, const struct device *dev,
		     char *out, size_t len)
{
	u64 vals[8];
	const char *strs[8];
	int ret = 0, i;

	memset(vals, 0, sizeof(vals));
	switch (c->op) {
	case OP_PRESENT:
		snprintf(out, len, "%d", device_property_present(dev, c->prop));
		return;
	case OP_U8:
		ret = device_property_read_u8_array(
			dev, c->prop, c->n ? (u8 *)vals : NULL, c->n);
		break;
	case OP_U16:
		ret = device_property_read_u16_array(
			dev, c->prop, c->n ? (u16 *)vals : NULL, c->n);
		break;
	case OP_U32:
		ret = device_property_read_u32_array(
			dev, c->prop, c->n ? (u32 *)vals : NULL, c->n);
		break;
	case OP_U64:
		ret = device_property_read_u64_array(dev, c->prop,
						     c->n ? vals : NULL, c->n);
		break;
	case OP_STRING:
		ret = device_property_read_string(dev, c->prop, strs);
		snprintf(out, len, "%s", ret ? errname(ret) : "0 ");
		if (!ret)
			strncat(out, strs[0], len - strlen(out) - 1);
		return;
	case OP_STRINGS:
		ret = device_property_read_string_array(
			dev, c->prop, c->n ? strs : NULL, c->n);
		snprintf(out, len, "%s", ret < 0 ? errname(ret) : "");
		if (ret >= 0)
			snprintf(out, len, "%d", ret);
		for (i = 0; c->n && i < ret; i++)
			snprintf(out + strlen(out), len - strlen(out), " %s",
				 strs[i]);
		return;
	case OP_MATCH:
		ret = device_property_match_string(dev, c->prop, c->arg);
		snprintf(out, len, "%s", ret < 0 ? errname(ret) : "");
		if (ret >= 0)
			snprintf(out, len, "%d", ret);
		return;
	}
	if (ret < 0) {
		snprintf(out, len, "%s", errname(ret));
		return;
	}
	snprintf(out, len, "%d", ret);
	if (c->n)
		put_ints(out, len, vals,
			 c->op == OP_U8	 ? 1 :
			 c->op == OP_U16 ? 2 :
			 c->op == OP_U32 ? 4 :
					   8,
			 c->n);
}

/* Whether @got is @expected; a '*' ending @expected matches any rest. */
static bool result_is(const char *got, const char *expected)
{
	size_t len = strlen(expected);

	if (len && expected[len - 1] == '*')
		return !strncmp(got, expected, len - 1);
	return !strcmp(got, expected);
}

static void test_parity_table(void **state)
{
	struct backends b;
	char got[160];
	size_t i;

	(void)state;
	backends_init(&b);
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct read_case *c = &cases[i];

		run_case(c, &b.dt, got, sizeof(got));
		if (!result_is(got, c->dt))
			fail_msg(
				"row %zu (%s) from the device tree: \"%s\", expected \"%s\"",
				i, c->prop, got, c->dt);
		run_case(c, &b.sw, got, sizeof(got));
		if (!result_is(got, c->sw))
			fail_msg(
				"row %zu (%s) from the software node: \"%s\", expected \"%s\"",
				i, c->prop, got, c->sw);
	}
	backends_exit(&b);
}

/* fwnode_property_*() on the nodes themselves answer as the device readers. */
static void test_fwnode_readers(void **state)
{
	struct fwnode_handle *dt = &test_node("/props")->fwnode;
	struct fwnode_handle *sw = software_node_fwnode(&props_node);
	struct fwnode_handle *nodes[] = { dt, sw };
	const char *none[1];
	size_t i;

	(void)state;
	assert_true(is_of_node(dt));
	assert_false(is_software_node(dt));
	assert_true(is_software_node(sw));
	assert_ptr_equal(to_software_node(sw), &props_node);
	assert_null(to_software_node(dt));
	for (i = 0; i < ARRAY_SIZE(nodes); i++) {
		u8 v8;
		u16 v16;
		u32 v32;
		u64 v64;
		const char *s;

		assert_true(fwnode_property_read_bool(nodes[i], "flag"));
		assert_false(fwnode_property_read_bool(nodes[i], "nope"));
		assert_int_equal(
			fwnode_property_read_u8(nodes[i], "u8-val", &v8), 0);
		assert_int_equal(v8, 0x12);
		assert_int_equal(
			fwnode_property_read_u16(nodes[i], "u16-val", &v16), 0);
		assert_int_equal(v16, 0x1234);
		assert_int_equal(
			fwnode_property_read_u32(nodes[i], "u32-val", &v32), 0);
		assert_int_equal(v32, 0x12345678);
		assert_int_equal(
			fwnode_property_read_u64(nodes[i], "u64-val", &v64), 0);
		assert_true(v64 == 0x123456789abcdef0ull);
		assert_int_equal(fwnode_property_count_u8(nodes[i], "u8-arr"),
				 5);
		assert_int_equal(fwnode_property_count_u16(nodes[i], "u16-arr"),
				 3);
		assert_int_equal(fwnode_property_count_u32(nodes[i], "u32-arr"),
				 4);
		assert_int_equal(fwnode_property_count_u64(nodes[i], "u64-arr"),
				 2);
		assert_int_equal(fwnode_property_string_array_count(nodes[i],
								    "str-arr"),
				 3);
		assert_int_equal(
			fwnode_property_read_string(nodes[i], "str", &s), 0);
		assert_string_equal(s, "hello");
		assert_int_equal(fwnode_property_match_string(
					 nodes[i], "str-arr", "beta"),
				 1);
		assert_true(fwnode_device_is_available(nodes[i]));
	}
	/* Room for no string: Linux's OF helper finds none, swnode reads 0. */
	assert_int_equal(fwnode_property_read_string_array(dt, "str-arr", none,
							   0),
			 -ENODATA);
	assert_int_equal(
		fwnode_property_read_string_array(sw, "str-arr", none, 0), 0);
	/* No node at all. */
	assert_false(fwnode_property_present(NULL, "flag"));
	assert_int_equal(fwnode_property_count_u32(NULL, "u32-arr"), -EINVAL);
	assert_int_equal(fwnode_property_read_string_array(NULL, "s", NULL, 0),
			 -EINVAL);
	assert_int_equal(fwnode_property_get_reference_args(NULL, "ref", NULL,
							    0, 0, NULL),
			 -ENOENT);
	assert_false(fwnode_device_is_available(NULL));
	assert_null(fwnode_get_name(NULL));
	assert_null(fwnode_get_parent(NULL));
	assert_null(fwnode_get_next_child_node(NULL, NULL));
	assert_null(fwnode_get_named_child_node(NULL, "red"));
}

/* A handle of a kind that implements nothing: -ENXIO, as Linux. */
static void test_node_without_ops(void **state)
{
	static const struct fwnode_operations none;
	struct fwnode_handle bare = { .ops = &none };
	struct device dev = { .fwnode = &bare };

	(void)state;
	assert_int_equal(device_property_count_u32(&dev, "x"), -ENXIO);
	assert_int_equal(device_property_read_string(&dev, "x", NULL), -ENXIO);
	assert_false(device_property_present(&dev, "x"));
	assert_null(device_get_match_data(&dev));
	assert_ptr_equal(fwnode_handle_get(&bare), &bare);
	fwnode_handle_put(&bare);
	assert_true(fwnode_device_is_available(&bare));
}

/* --- references ------------------------------------------------------------- */

static void check_reference(struct fwnode_handle *fwnode, const char *prop,
			    const char *nargs_prop, unsigned int nargs,
			    unsigned int index, const char *target, u64 a0,
			    u64 a1)
{
	struct fwnode_reference_args args;
	u32 cells;

	memset(&args, 0xa5, sizeof(args));
	assert_int_equal(fwnode_property_get_reference_args(
				 fwnode, prop, nargs_prop, nargs, index, &args),
			 0);
	assert_string_equal(fwnode_get_name(args.fwnode), target);
	assert_int_equal(args.nargs, 2);
	assert_true(args.args[0] == a0 && args.args[1] == a1);
	assert_int_equal(
		fwnode_property_read_u32(args.fwnode, "#my-cells", &cells), 0);
	assert_int_equal(cells, 2);
	fwnode_handle_put(args.fwnode);
}

static void test_references(void **state)
{
	struct fwnode_handle *dt = &test_node("/props")->fwnode;
	struct fwnode_handle *sw = software_node_fwnode(&props_node);
	struct fwnode_handle *nodes[] = { dt, sw }, *found;
	struct fwnode_reference_args args;
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(nodes); i++) {
		/* arguments counted by the target's property, or fixed */
		check_reference(nodes[i], "ref", "#my-cells", 0, 0, "target", 5,
				6);
		check_reference(nodes[i], "ref", NULL, 2, 0, "target", 5, 6);
		check_reference(nodes[i], "refs", "#my-cells", 0, 1, "target2",
				3, 4);
		check_reference(nodes[i], "refs", NULL, 2, 0, "target", 1, 2);
		/* only checking */
		assert_int_equal(fwnode_property_get_reference_args(
					 nodes[i], "refs", NULL, 2, 1, NULL),
				 0);
		/* past the end, missing */
		assert_int_equal(fwnode_property_get_reference_args(
					 nodes[i], "refs", NULL, 2, 2, &args),
				 -ENOENT);
		assert_int_equal(
			fwnode_property_get_reference_args(nodes[i], "missing",
							   NULL, 0, 0, &args),
			-ENOENT);
		/* not a reference: a phandle that leads nowhere, a number */
		assert_int_equal(
			fwnode_property_get_reference_args(nodes[i], "u32-val",
							   NULL, 0, 0, &args),
			-EINVAL);
		/* the target lacks the count property */
		assert_int_equal(fwnode_property_get_reference_args(
					 nodes[i], "ref", "#nope-cells", 0, 0,
					 &args),
				 -EINVAL);
		found = fwnode_find_reference(nodes[i], "ref", 0);
		assert_false(IS_ERR(found));
		assert_string_equal(fwnode_get_name(found), "target");
		fwnode_handle_put(found);
		assert_int_equal(
			PTR_ERR(fwnode_find_reference(nodes[i], "missing", 0)),
			-ENOENT);
	}
	/*
	 * Where they differ: a device tree zeroes the unused arguments;
	 * Linux's software nodes leave them. Too many arguments: the tree
	 * finds the list too short (-EINVAL); a software node refuses more
	 * than 16 (-EINVAL) and copies what it holds otherwise.
	 */
	memset(&args, 0xa5, sizeof(args));
	assert_int_equal(fwnode_property_get_reference_args(dt, "ref", NULL, 2,
							    0, &args),
			 0);
	assert_true(args.args[2] == 0 && args.args[15] == 0);
	fwnode_handle_put(args.fwnode);
	assert_int_equal(fwnode_property_get_reference_args(dt, "ref", NULL, 3,
							    0, &args),
			 -EINVAL);
	assert_int_equal(fwnode_property_get_reference_args(
				 sw, "ref", NULL, NR_FWNODE_REFERENCE_ARGS + 1,
				 0, &args),
			 -EINVAL);
}

static const struct software_node lonely = { .name = "lonely" };
static const struct property_entry holder_entries[] = {
	PROPERTY_ENTRY_REF("to", &lonely),
	PROPERTY_ENTRY_U32("n", 1),
	{},
};
static const struct software_node holder = {
	.name = "holder",
	.properties = holder_entries,
};

/* A reference to a node that is not registered leads nowhere. */
static void test_reference_to_unregistered_node(void **state)
{
	struct fwnode_reference_args args;
	struct fwnode_handle *fw;

	(void)state;
	assert_int_equal(software_node_register(&holder), 0);
	fw = software_node_fwnode(&holder);
	assert_int_equal(fwnode_property_get_reference_args(fw, "to", NULL, 0,
							    0, &args),
			 -ENOENT);
	assert_int_equal(software_node_register(&lonely), 0);
	assert_int_equal(fwnode_property_get_reference_args(fw, "to", NULL, 0,
							    0, &args),
			 0);
	assert_ptr_equal(args.fwnode, software_node_fwnode(&lonely));
	assert_int_equal(args.nargs, 0);
	fwnode_handle_put(args.fwnode);
	/* the count property read from a node with none is -EINVAL */
	assert_int_equal(fwnode_property_get_reference_args(fw, "to", "n", 0, 0,
							    &args),
			 -EINVAL);
	software_node_unregister(&lonely);
	software_node_unregister(&holder);
	assert_null(software_node_fwnode(&holder));
}

/* --- children --------------------------------------------------------------- */

/* The children's names and labels, "red=r green=g ". */
static void list_children(const struct device *dev, char *out, size_t len)
{
	struct fwnode_handle *child;
	const char *label;

	out[0] = '\0';
	device_for_each_child_node(dev, child) {
		assert_int_equal(
			fwnode_property_read_string(child, "label", &label), 0);
		snprintf(out + strlen(out), len - strlen(out), "%s=%s ",
			 fwnode_get_name(child), label);
	}
}

static void test_children(void **state)
{
	struct fwnode_handle *child, *parent;
	struct backends b;
	const struct device *devs[2];
	char names[64];
	size_t i;

	(void)state;
	backends_init(&b);
	devs[0] = &b.dt;
	devs[1] = &b.sw;
	for (i = 0; i < ARRAY_SIZE(devs); i++) {
		list_children(devs[i], names, sizeof(names));
		assert_string_equal(names, "red=r green=g ");
		assert_int_equal(device_get_child_node_count(devs[i]), 2);

		child = device_get_named_child_node(devs[i], "green");
		assert_non_null(child);
		assert_string_equal(fwnode_get_name(child), "green");
		parent = fwnode_get_parent(child);
		assert_ptr_equal(parent, dev_fwnode(devs[i]));
		fwnode_handle_put(parent);
		fwnode_handle_put(child);
		assert_null(device_get_named_child_node(devs[i], "blue"));

		/* leaving the loop early keeps a reference to drop */
		device_for_each_child_node(devs[i], child)
			break;
		assert_string_equal(fwnode_get_name(child), "red");
		fwnode_handle_put(child);
	}
	backends_exit(&b);
}

static const struct software_node unit_parent = { .name = "units" };
static const struct software_node unit_child = {
	.name = "child@4",
	.parent = &unit_parent,
};

/* Where child lookups differ (as Linux): unit addresses and status. */
static void test_children_differences(void **state)
{
	struct device_node *np;
	struct fwnode_handle *fw, *child;

	(void)state;
	/* a device-tree child is found by its name without unit address... */
	fw = &test_node("/units")->fwnode;
	child = fwnode_get_named_child_node(fw, "child");
	assert_non_null(child);
	assert_string_equal(fwnode_get_name(child), "child@4");
	fwnode_handle_put(child);
	assert_null(fwnode_get_named_child_node(fw, "child@4"));
	/* ...a software node's by its whole name */
	assert_int_equal(software_node_register(&unit_parent), 0);
	assert_int_equal(software_node_register(&unit_child), 0);
	fw = software_node_fwnode(&unit_parent);
	assert_null(fwnode_get_named_child_node(fw, "child"));
	child = fwnode_get_named_child_node(fw, "child@4");
	assert_ptr_equal(child, software_node_fwnode(&unit_child));
	fwnode_handle_put(child);
	software_node_unregister(&unit_child);
	software_node_unregister(&unit_parent);

	np = test_node("/prop-demo@1000");
	fw = &np->fwnode;
	assert_string_equal(fwnode_get_name(fw), "prop-demo@1000");
	/* disabled device-tree children are not children here */
	assert_null(fwnode_get_named_child_node(fw, "port-off"));
	child = fwnode_get_named_child_node(fw, "port-b");
	assert_non_null(child);
	fwnode_handle_put(child);
	assert_string_equal(fwnode_get_name(&of_root->fwnode), "");
}

/* Nameless software nodes are "node<N>", N the lowest free among siblings. */
static void test_nameless_nodes(void **state)
{
	struct fwnode_handle *parent, *a, *b, *c;

	(void)state;
	parent = fwnode_create_software_node(NULL, NULL);
	assert_false(IS_ERR(parent));
	a = fwnode_create_software_node(NULL, parent);
	b = fwnode_create_software_node(NULL, parent);
	assert_false(IS_ERR(a) || IS_ERR(b));
	assert_string_equal(fwnode_get_name(a), "node0");
	assert_string_equal(fwnode_get_name(b), "node1");
	fwnode_remove_software_node(a);
	c = fwnode_create_software_node(NULL, parent);
	assert_string_equal(fwnode_get_name(c), "node0");
	assert_ptr_equal(fwnode_get_named_child_node(parent, "node0"), c);
	fwnode_handle_put(c);
	/* a parent of another kind, or an error, is refused */
	assert_int_equal(PTR_ERR(fwnode_create_software_node(
				 NULL, &test_node("/props")->fwnode)),
			 -EINVAL);
	assert_int_equal(
		PTR_ERR(fwnode_create_software_node(NULL, ERR_PTR(-ENOMEM))),
		-ENOMEM);
	fwnode_remove_software_node(c);
	fwnode_remove_software_node(b);
	fwnode_remove_software_node(parent);
}

/* --- a device-tree node completed by a software node ------------------------ */

static void test_secondary_node(void **state)
{
	static const struct property_entry extra_entries[] = {
		PROPERTY_ENTRY_U32("added", 7),
		PROPERTY_ENTRY_U32("u32-val", 1), /* the tree's wins */
		{},
	};
	static const struct software_node extra = {
		.name = "extra",
		.properties = extra_entries,
	};
	static const struct property_entry blue_entries[] = {
		PROPERTY_ENTRY_STRING("label", "b"),
		{},
	};
	static const struct software_node extra_child = {
		.name = "blue",
		.parent = &extra,
		.properties = blue_entries,
	};
	struct device dev;
	char names[64];
	u32 v;

	(void)state;
	memset(&dev, 0, sizeof(dev));
	dev.of_node = test_node("/props");
	dev.fwnode = &dev.of_node->fwnode;
	assert_int_equal(software_node_register(&extra), 0);
	assert_int_equal(software_node_register(&extra_child), 0);
	assert_int_equal(device_add_software_node(&dev, &extra), 0);
	assert_int_equal(device_add_software_node(&dev, &extra), -EBUSY);
	assert_true(dev_fwnode(&dev) == &dev.of_node->fwnode);

	assert_int_equal(device_property_read_u32(&dev, "added", &v), 0);
	assert_int_equal(v, 7);
	assert_int_equal(device_property_read_u32(&dev, "u32-val", &v), 0);
	assert_int_equal(v, 0x12345678);
	assert_true(device_property_present(&dev, "added"));
	list_children(&dev, names, sizeof(names));
	assert_string_equal(names, "red=r green=g blue=b ");

	device_remove_software_node(&dev);
	assert_false(device_property_present(&dev, "added"));
	assert_int_equal(device_property_read_u32(&dev, "added", &v), -EINVAL);
	software_node_unregister(&extra_child);
	software_node_unregister(&extra);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parity_table),
		cmocka_unit_test(test_fwnode_readers),
		cmocka_unit_test(test_node_without_ops),
		cmocka_unit_test(test_references),
		cmocka_unit_test(test_reference_to_unregistered_node),
		cmocka_unit_test(test_children),
		cmocka_unit_test(test_children_differences),
		cmocka_unit_test(test_nameless_nodes),
		cmocka_unit_test(test_secondary_node),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
