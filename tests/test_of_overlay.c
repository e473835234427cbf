// SPDX-License-Identifier: MIT
/*
 * test_of_overlay.c - device-tree overlays applied to and removed from the
 * live tree: fragments by phandle, path and relative path; phandles
 * renumbered and fixed up; properties added, updated and put back; nodes
 * attached; labels added; devices made, named, linked, bound, deleted
 * (consumers first) and made again as "status" changes; the notifiers and
 * their order and vetoes; the topmost rule and held references. Every
 * refused overlay, and every allocation failure during an apply or a
 * remove, must leave the tree, the devices and the allocator exactly as
 * they were: a dump of all three is compared.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libfdt.h>

#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "testutil.h"

#define OVL_DIR PLATDEV_TEST_DTB_DIR "/overlay/"

/* --- the board's driver: every test compatible, probes and removes logged */

static const struct of_device_id ovl_ids[] = {
	{ .compatible = "test,clk" },	{ .compatible = "test,uart" },
	{ .compatible = "test,dev" },	{ .compatible = "test,spare" },
	{ .compatible = "simple-bus" }, {}
};

static int ovl_probe(struct platform_device *pdev)
{
	ev("probe %s;", dev_name(&pdev->dev));
	return 0;
}

static int ovl_remove(struct platform_device *pdev)
{
	ev("remove %s;", dev_name(&pdev->dev));
	return 0;
}

static struct platform_driver ovl_drv = {
	.probe = ovl_probe,
	.remove = ovl_remove,
	.driver = { .name = "ovl-test", .of_match_table = ovl_ids },
};

/* --- a dump of the tree, the devices and the allocator -------------------- */

static char dump_buf[1 << 16];
static size_t dump_len;

static void put(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void put(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	dump_len += (size_t)vsnprintf(dump_buf + dump_len,
				      sizeof(dump_buf) - dump_len, fmt, ap);
	va_end(ap);
	assert_true(dump_len < sizeof(dump_buf));
}

static int dump_device(struct device *dev, void *data)
{
	(void)data;
	put("dev %s %s\n", dev_name(dev),
	    dev->driver ? dev->driver->name : "-");
	return 0;
}

/* Everything an overlay may touch, as text (malloc()ed; free() it). */
static char *dump(void)
{
	struct device_node *np;
	struct property *pp;
	char path[256];
	int i;

	dump_len = 0;
	for_each_of_allnodes(np) {
		put("%s ph=%u refs=%d flags=%lx\n",
		    platdev_of_format_path(np, path, sizeof(path)), np->phandle,
		    np->refs, np->_flags);
		for (pp = np->properties; pp; pp = pp->next) {
			put("  %s =", pp->name);
			for (i = 0; i < pp->length; i++)
				put(" %02x", ((unsigned char *)pp->value)[i]);
			put("\n");
		}
		if (np->phandle) {
			struct device_node *found =
				of_find_node_by_phandle(np->phandle);

			assert_ptr_equal(found, np);
			of_node_put(found);
		}
	}
	bus_for_each_dev(&platform_bus_type, NULL, NULL, dump_device);
	/* Removed properties are kept until unload, as Linux's deadprops. */
	put("allocs %lu\n", live_allocs() - platdev_of_overlay_dead_props());
	return strdup(dump_buf);
}

static void assert_unchanged(const char *before)
{
	char *now = dump();

	if (strcmp(before, now))
		fprintf(stderr, "before:\n%s\nnow:\n%s\n", before, now);
	assert_string_equal(before, now);
	free(now);
}

/* --- fixtures ------------------------------------------------------------- */

static char *initial;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(OVL_DIR "base.dtb"))
		return -1;
	if (platform_driver_register(&ovl_drv))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	initial = dump();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	free(initial);
	of_platform_depopulate(NULL);
	platform_driver_unregister(&ovl_drv);
	return platdev_of_unload();
}

/* Each test starts and ends with the board as populated. */
static int each_setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	log_capture_start();
	return 0;
}

static int each_teardown(void **state)
{
	(void)state;
	log_capture_stop();
	assert_int_equal(of_overlay_remove_all(), 0);
	assert_unchanged(initial);
	return 0;
}

/* Apply the overlay in @file; return the result, the id in *@id. */
static int apply_file(const char *file, int *id, struct device_node *base)
{
	char path[512];
	int ret;

	snprintf(path, sizeof(path), OVL_DIR "%s.dtb", file);
	ret = test_apply_overlay(path, id, base);
	if (getenv("OVL_TEST_VERBOSE"))
		for (unsigned int i = 0;
		     i < test_log.count && i < LOG_CAPTURE_LINES; i++)
			fprintf(stderr, "%s: %s", file, test_log.lines[i]);
	return ret;
}

/* Whether test_events has @first, and @then after it. */
static bool happened_before(const char *first, const char *then)
{
	const char *a = strstr(test_events, first);

	return a && strstr(a, then);
}

static u32 cell(const char *path, const char *prop, int index)
{
	struct device_node *np = of_find_node_by_path(path);
	u32 v = 0;

	assert_non_null(np);
	assert_int_equal(of_property_read_u32_index(np, prop, (u32)index, &v),
			 0);
	of_node_put(np);
	return v;
}

/* --- applying and removing ------------------------------------------------ */

static void test_basic_apply_and_remove(void **state)
{
	struct device_node *clk1, *sym;
	struct device *dev, *clk;
	const char *s;
	int id = -1;

	(void)state;
	assert_int_equal(apply_file("basic", &id, NULL), 0);
	assert_int_equal(id, 1);

	/* The new clock's phandle moved above the base's five. */
	clk1 = of_find_node_by_path("/soc/clock@4000");
	assert_non_null(clk1);
	assert_true(clk1->phandle > 5);
	/* Local fixup to the new clock, fixup to the base's clock0 (1). */
	assert_int_equal(cell("/soc/dev@5000", "clocks", 0), clk1->phandle);
	assert_int_equal(cell("/soc/dev@5000", "clocks", 1), 1);
	of_node_put(clk1);

	/* Updated and added properties of a live node. */
	assert_int_equal(cell("/soc/serial@2000", "current-speed", 0), 9600);
	assert_non_null(of_find_property(test_node("/soc/serial@2000"),
					 "test,added", NULL));

	/* The label, rewritten to the live path. */
	sym = of_find_node_by_path("/__symbols__");
	assert_int_equal(of_property_read_string(sym, "clk1", &s), 0);
	assert_string_equal(s, "/soc/clock@4000");
	of_node_put(sym);

	/* Devices, named as populate names them, bound; the consumer came
	 * first in the tree but probed after its supplier (a device link). */
	dev = test_device_named("5000.dev");
	clk = test_device_named("4000.clock");
	assert_non_null(dev);
	assert_non_null(clk);
	assert_non_null(dev->driver);
	assert_non_null(clk->driver);
	assert_non_null(test_device_named("3000.spare"));
	assert_true(happened_before("probe 4000.clock;", "probe 5000.dev;"));

	/* Removal: the consumer goes before its supplier. */
	test_events[0] = '\0';
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_int_equal(id, 0);
	assert_true(happened_before("remove 5000.dev;", "remove 4000.clock;"));
	assert_null(test_device_named("5000.dev"));
	assert_null(test_device_named("3000.spare"));
	assert_int_equal(cell("/soc/serial@2000", "current-speed", 0), 115200);
	assert_unchanged(initial);
}

/* A fragment with nothing in it: an overlay of no changes, as in Linux. */
/*
 * A reader that took a property of a live node from an overlay (an added
 * one, an updated one, a label) can still read it after the removal:
 * Linux keeps a removed property as long as its node.
 */
static void test_removed_properties_stay_readable(void **state)
{
	struct device_node *serial = test_node("/soc/serial@2000");
	struct device_node *sym = of_find_node_by_path("/__symbols__");
	const struct property *added, *speed;
	unsigned long dead = platdev_of_overlay_dead_props();
	const char *label;
	int id = -1;

	(void)state;
	assert_int_equal(apply_file("basic", &id, NULL), 0);
	added = of_find_property(serial, "test,added", NULL);
	speed = of_find_property(serial, "current-speed", NULL);
	assert_non_null(added);
	assert_non_null(speed);
	assert_int_equal(of_property_read_string(sym, "clk1", &label), 0);
	assert_int_equal(of_overlay_remove(&id), 0);

	/* Gone from the node, and the old value back... */
	assert_null(of_find_property(serial, "test,added", NULL));
	assert_int_equal(cell("/soc/serial@2000", "current-speed", 0), 115200);
	assert_null(of_find_property(sym, "clk1", NULL));
	/* ...but what the reader holds is intact (ASan: not freed). */
	assert_string_equal(added->name, "test,added");
	assert_string_equal(speed->name, "current-speed");
	assert_int_equal(speed->length, 4);
	assert_int_equal((u32)of_read_number(speed->value, 1), 9600);
	assert_string_equal(label, "/soc/clock@4000");
	assert_true(platdev_of_overlay_dead_props() > dead);
	of_node_put(sym);
}

static void test_empty_fragment_applies_nothing(void **state)
{
	int id = -1;

	(void)state;
	assert_int_equal(apply_file("empty_fragment", &id, NULL), 0);
	assert_true(id > 0);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_int_equal(id, 0);
	assert_unchanged(initial);
}

static void test_status_disabled_deletes_the_device(void **state)
{
	int id;

	(void)state;
	assert_non_null(test_device_named("2000.serial"));
	assert_int_equal(apply_file("disable", &id, NULL), 0);
	assert_null(test_device_named("2000.serial"));
	assert_non_null(strstr(test_events, "remove 2000.serial;"));
	test_events[0] = '\0';
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_non_null(test_device_named("2000.serial"));
	assert_non_null(test_device_named("2000.serial")->driver);
	assert_string_equal(test_events, "probe 2000.serial;");
}

static void test_target_path_and_new_bus(void **state)
{
	struct device *leaf;
	int id;

	(void)state;
	assert_int_equal(apply_file("path", &id, NULL), 0);
	assert_non_null(test_device_named("soc:bus@6000"));
	leaf = test_device_named("6100.leaf");
	assert_non_null(leaf);
	assert_ptr_equal(leaf->parent, test_device_named("soc:bus@6000"));
	assert_non_null(leaf->driver);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_null(test_device_named("6100.leaf"));
	assert_null(test_device_named("soc:bus@6000"));
}

static void test_target_path_below_base(void **state)
{
	struct device_node *connector = of_find_node_by_path("/connector");
	int id;

	(void)state;
	assert_int_equal(apply_file("connector", &id, connector), 0);
	assert_int_equal(cell("/connector", "board-id", 0), 7);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_null(of_find_property(connector, "board-id", NULL));
	of_node_put(connector);
}

static void test_same_cells_allowed(void **state)
{
	int id;

	(void)state;
	assert_int_equal(apply_file("same_cells", &id, NULL), 0);
	assert_int_equal(cell("/soc", "test,same", 0), 1);
	assert_int_equal(of_overlay_remove(&id), 0);
}

static void test_topmost_only(void **state)
{
	int first, second;

	(void)state;
	assert_int_equal(apply_file("basic", &first, NULL), 0);
	/* stacked.dts refers to basic.dts's label clk1. */
	assert_int_equal(apply_file("stacked", &second, NULL), 0);
	assert_int_equal(second, 2);
	assert_int_equal(cell("/soc/clock@4000", "clock-frequency", 0),
			 1000000);
	assert_int_equal(of_overlay_remove(&first), -EBUSY);
	assert_int_equal(first, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "overlay #1 is not topmost", "#2",
			    "/soc/clock@4000", NULL));
	assert_int_equal(of_overlay_remove(&second), 0);
	assert_int_equal(of_overlay_remove(&first), 0);
}

static void test_remove_all_newest_first(void **state)
{
	int a, b, c;

	(void)state;
	assert_int_equal(apply_file("basic", &a, NULL), 0);
	assert_int_equal(apply_file("stacked", &b, NULL), 0);
	assert_int_equal(apply_file("path", &c, NULL), 0);
	assert_int_equal(c, 3);
	assert_int_equal(of_overlay_remove_all(), 0);
	assert_int_equal(of_overlay_remove(&a), -ENODEV);
}

static void test_ids_reused_lowest_first(void **state)
{
	int a, b, c;

	(void)state;
	assert_int_equal(apply_file("path", &a, NULL), 0);
	assert_int_equal(apply_file("connector", &b, test_node("/connector")),
			 0);
	assert_int_equal(of_overlay_remove(&a), 0);
	assert_int_equal(apply_file("disable", &c, NULL), 0);
	assert_int_equal(c, 1);
}

static void test_unknown_id(void **state)
{
	int id = 42;

	(void)state;
	assert_int_equal(of_overlay_remove(&id), -ENODEV);
	assert_int_equal(id, 42);
	assert_true(log_has(PLATDEV_LOG_ERR, "no overlay #42", NULL));
	assert_int_equal(of_overlay_remove(NULL), -EINVAL);
}

static void test_held_reference_refuses_removal(void **state)
{
	struct device_node *held;
	int id;

	(void)state;
	assert_int_equal(apply_file("basic", &id, NULL), 0);
	held = of_find_node_by_path("/soc/clock@4000");
	assert_int_equal(of_overlay_remove(&id), -EBUSY);
	assert_int_equal(id, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "/soc/clock@4000",
			    "still referenced", "1 reference",
			    "once its devices went", NULL));
	/* The devices went to count, and were made and bound again. */
	assert_non_null(test_device_named("4000.clock"));
	assert_non_null(test_device_named("4000.clock")->driver);
	assert_non_null(test_device_named("5000.dev")->driver);
	of_node_put(held);
	assert_int_equal(of_overlay_remove(&id), 0);
}

/* An applied overlay holds its targets: the tree cannot go under it. */
static void test_unload_refused_while_applied(void **state)
{
	int id;

	(void)state;
	of_platform_depopulate(NULL);
	assert_int_equal(apply_file("connector", &id, test_node("/connector")),
			 0);
	assert_int_equal(platdev_of_unload(), -EBUSY);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "/connector", "1 reference", NULL));
	assert_non_null(of_root);
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
}

/* --- refused overlays ----------------------------------------------------- */

static const struct refusal {
	const char *file;
	int err;
	const char *why[3];
} refusals[] = {
	{ "bad_target", -EINVAL, { "/fragment@0", "target phandle 0xdead" } },
	{ "bad_path", -EINVAL, { "/fragment@1", "'/no/such/node' not found" } },
	{ "no_target", -EINVAL, { "/fragment@0", "no target" } },
	{ "no_fragment", -EINVAL, { "no fragments" } },
	{ "bad_label", -ENOENT, { "label 'no_such_clock' not found" } },
	{ "cells", -EINVAL, { "/soc", "#address-cells" } },
	{ "dup_prop", -EINVAL, { "/soc/serial@2000", "current-speed" } },
	{ "dup_node", -EINVAL, { "/soc", "twice@9000" } },
	{ "phandle_clash", -EINVAL, { "/soc/clock@1000", "phandle" } },
	{ "symbol_clash", -EINVAL, { "label 'uart0'", "already" } },
	{ "name_clash", -EEXIST, { "/serial@2000", "could not be made" } },
	{ "bad_local_fixup", -EINVAL, { "__local_fixups__", "user@c100" } },
	{ "bad_fixup", -EINVAL, { "__fixups__", "clk0" } },
};

static void test_refused_overlays_change_nothing(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(refusals); i++) {
		const struct refusal *r = &refusals[i];
		int id = -1;

		log_capture_start();
		assert_int_equal(apply_file(r->file, &id, NULL), r->err);
		assert_int_equal(id, 0);
		assert_true(log_has(PLATDEV_LOG_ERR, r->why[0], r->why[1],
				    r->why[2], NULL));
		assert_unchanged(initial);
	}
}

static void test_malformed_blobs(void **state)
{
	size_t size;
	char *blob = test_read_file(OVL_DIR "basic.dtb", &size);
	int id;

	(void)state;
	assert_non_null(blob);
	assert_int_equal(of_overlay_fdt_apply(NULL, 100, &id, NULL), -EINVAL);
	assert_int_equal(of_overlay_fdt_apply(blob, 16, &id, NULL), -EINVAL);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "invalid overlay blob header", NULL));
	/* Shorter than its header says. */
	assert_int_equal(of_overlay_fdt_apply(blob, (u32)size - 1, &id, NULL),
			 -EINVAL);
	/* The structure block's first tag broken. */
	blob[fdt_off_dt_struct(blob) + 3] = 0x7;
	assert_int_equal(of_overlay_fdt_apply(blob, (u32)size, &id, NULL),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid overlay blob", NULL));
	/* A version-15 blob, whose node names must be paths: "" is not. */
	blob[fdt_off_dt_struct(blob) + 3] = FDT_BEGIN_NODE;
	fdt_set_version(blob, 0xf);
	fdt_set_last_comp_version(blob, 0x2);
	log_capture_start();
	assert_int_equal(of_overlay_fdt_apply(blob, (u32)size, &id, NULL),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "FDT_ERR_BADSTRUCTURE", NULL));
	/* Not a blob. */
	memset(blob, 0, 8);
	assert_int_equal(of_overlay_fdt_apply(blob, (u32)size, &id, NULL),
			 -EINVAL);
	assert_int_equal(id, 0);
	free(blob);
	assert_unchanged(initial);
}

/* --- notifiers ------------------------------------------------------------ */

static const char *const action_names[] = { "?",   "attach", "detach",
					    "add", "remove", "update" };

static int reconfig_cb(struct notifier_block *nb, unsigned long action,
		       void *data)
{
	struct of_reconfig_data *rd = data;
	char path[256];

	(void)nb;
	ev("%s %s%s%s (serial %s);", action_names[action],
	   platdev_of_format_path(rd->dn, path, sizeof(path)),
	   rd->prop ? ":" : "", rd->prop ? rd->prop->name : "",
	   test_device_named("2000.serial") ? "on" : "off");
	return NOTIFY_OK;
}

static int veto_at = -1, veto_err;

static int overlay_cb(struct notifier_block *nb, unsigned long action,
		      void *data)
{
	static const char *const names[] = { "init", "pre-apply", "post-apply",
					     "pre-remove", "post-remove" };
	struct of_overlay_notify_data *nd = data;
	char path[256];

	(void)nb;
	ev("%s %s;", names[action],
	   platdev_of_format_path(nd->target, path, sizeof(path)));
	if ((int)action == veto_at)
		return notifier_from_errno(veto_err);
	return NOTIFY_OK;
}

static struct notifier_block reconfig_nb = { .notifier_call = reconfig_cb };
static struct notifier_block overlay_nb = { .notifier_call = overlay_cb };

static void test_notices_in_order(void **state)
{
	int id;

	(void)state;
	assert_int_equal(of_reconfig_notifier_register(&reconfig_nb), 0);
	assert_int_equal(of_overlay_notifier_register(&overlay_nb), 0);
	assert_int_equal(apply_file("disable", &id, NULL), 0);
	/* The device is gone before the notifiers hear of the change. */
	assert_string_equal(test_events,
			    "pre-apply /soc/serial@2000;"
			    "remove 2000.serial;"
			    "add /soc/serial@2000:status (serial off);"
			    "post-apply /soc/serial@2000;");
	test_events[0] = '\0';
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_string_equal(test_events,
			    "pre-remove /soc/serial@2000;"
			    "remove /soc/serial@2000:status (serial on);"
			    "probe 2000.serial;"
			    "post-remove /soc/serial@2000;");

	/* A new node: attached, then its properties; detached in reverse. */
	test_events[0] = '\0';
	assert_int_equal(apply_file("path", &id, NULL), 0);
	assert_non_null(strstr(test_events,
			       "attach /soc/bus@6000 (serial on);"
			       "add /soc/bus@6000:compatible (serial on);"));
	assert_non_null(strstr(test_events,
			       "attach /soc/bus@6000/leaf@6100 (serial on);"));
	test_events[0] = '\0';
	assert_int_equal(of_overlay_remove(&id), 0);
	assert_non_null(
		strstr(test_events,
		       "remove /soc/bus@6000/leaf@6100:reg (serial on);"
		       "remove /soc/bus@6000/leaf@6100:compatible (serial on);"
		       "detach /soc/bus@6000/leaf@6100 (serial on);"));
	assert_int_equal(of_overlay_notifier_unregister(&overlay_nb), 0);
	assert_int_equal(of_reconfig_notifier_unregister(&reconfig_nb), 0);
	assert_int_equal(of_reconfig_notifier_unregister(&reconfig_nb),
			 -ENOENT);
}

static void test_veto_and_post_errors(void **state)
{
	int id;

	(void)state;
	assert_int_equal(of_overlay_notifier_register(&overlay_nb), 0);
	veto_err = -EPERM;

	veto_at = OF_OVERLAY_PRE_APPLY;
	assert_int_equal(apply_file("basic", &id, NULL), -EPERM);
	assert_int_equal(id, 0);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "pre-apply notifier error -1", NULL));
	assert_unchanged(initial);

	veto_at = OF_OVERLAY_POST_APPLY;
	assert_int_equal(apply_file("basic", &id, NULL), -EPERM);
	assert_int_equal(id, 1); /* applied all the same, as Linux */
	assert_non_null(test_device_named("5000.dev"));

	veto_at = OF_OVERLAY_PRE_REMOVE;
	assert_int_equal(of_overlay_remove(&id), -EPERM);
	assert_int_equal(id, 1);
	assert_non_null(test_device_named("5000.dev"));

	veto_at = OF_OVERLAY_POST_REMOVE;
	assert_int_equal(of_overlay_remove(&id), -EPERM);
	assert_int_equal(id, 0); /* removed all the same */
	assert_null(test_device_named("5000.dev"));

	veto_at = -1;
	assert_int_equal(of_overlay_notifier_unregister(&overlay_nb), 0);
}

/* --- allocation failures -------------------------------------------------- */

static unsigned long failed_allocs(void)
{
	struct platdev_alloc_stats s;

	platdev_port_alloc_stats(&s);
	return s.failed;
}

/*
 * Apply @file with each of its allocations failing in turn: each time it
 * is -ENOMEM and nothing changed, or it worked and removes cleanly.
 */
static void fail_each_apply_allocation(const char *file,
				       const char *expect_device)
{
	long n;
	int ret, id;
	bool clean = false;

	for (n = 0; !clean; n++) {
		unsigned long failed = failed_allocs();

		log_capture_start();
		platdev_port_fail_alloc_after(n, 0);
		ret = apply_file(file, &id, NULL);
		platdev_port_fail_alloc_after(-1, 0);
		clean = failed_allocs() == failed;
		if (ret) {
			assert_int_equal(ret, -ENOMEM);
			assert_int_equal(id, 0);
			assert_unchanged(initial);
			continue;
		}
		if (expect_device)
			assert_non_null(test_device_named(expect_device));
		assert_int_equal(of_overlay_remove(&id), 0);
		assert_unchanged(initial);
	}
	assert_true(n > 3);
}

static void test_apply_allocation_failures(void **state)
{
	(void)state;
	fail_each_apply_allocation("basic", "5000.dev");
	fail_each_apply_allocation("path", "6100.leaf");
	fail_each_apply_allocation("disable", NULL);
}

/* Removal needs no memory: with none at all it still restores everything. */
static void test_remove_without_memory(void **state)
{
	static const char *const files[] = { "basic", "path" };
	size_t i;
	int id;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(files); i++) {
		assert_int_equal(apply_file(files[i], &id, NULL), 0);
		platdev_port_fail_alloc_after(0, 1);
		assert_int_equal(of_overlay_remove(&id), 0);
		platdev_port_fail_alloc_after(-1, 0);
		assert_unchanged(initial);
	}
}

/*
 * Removing disable.dts makes the serial port's device again: with that
 * failing for want of memory, the overlay is still removed, the tree is
 * restored, and the failure is logged (a device link lost to it is not).
 */
static void test_remove_remakes_devices(void **state)
{
	unsigned long failed;
	long n;
	int id;
	bool clean = false;

	(void)state;
	for (n = 0; !clean; n++) {
		log_capture_start();
		assert_int_equal(apply_file("disable", &id, NULL), 0);
		failed = failed_allocs();
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(of_overlay_remove(&id), 0);
		platdev_port_fail_alloc_after(-1, 0);
		clean = failed_allocs() == failed;
		if (!test_device_named("2000.serial"))
			assert_true(log_has(PLATDEV_LOG_ERR, "/soc/serial@2000",
					    "could not be made again", NULL));
		if (!clean) {
			/*
			 * The device, or its link to its clock, may be
			 * missing: populate the board afresh.
			 */
			of_platform_depopulate(NULL);
			assert_int_equal(
				of_platform_default_populate(NULL, NULL, NULL),
				0);
		}
		assert_unchanged(initial);
	}
}

#define T(f) cmocka_unit_test_setup_teardown(f, each_setup, each_teardown)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_basic_apply_and_remove),
		T(test_removed_properties_stay_readable),
		T(test_empty_fragment_applies_nothing),
		T(test_status_disabled_deletes_the_device),
		T(test_target_path_and_new_bus),
		T(test_target_path_below_base),
		T(test_same_cells_allowed),
		T(test_topmost_only),
		T(test_remove_all_newest_first),
		T(test_ids_reused_lowest_first),
		T(test_unknown_id),
		T(test_held_reference_refuses_removal),
		T(test_unload_refused_while_applied),
		T(test_refused_overlays_change_nothing),
		T(test_malformed_blobs),
		T(test_notices_in_order),
		T(test_veto_and_post_errors),
		T(test_apply_allocation_failures),
		T(test_remove_without_memory),
		T(test_remove_remakes_devices),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
