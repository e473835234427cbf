// SPDX-License-Identifier: MIT
/*
 * test_stress_overlay.c - overlays applied and removed while the tree is
 * read: one thread applies the overlay tests' "basic" overlay to their
 * base board and removes it again, round after round; its devices probe
 * asynchronously (each probe reads the tree: the clock defaults, its
 * "clocks" phandles, its properties); reader threads meanwhile look nodes
 * up by path, phandle, compatible and name, walk children and read the
 * properties the overlay adds, changes and takes away, and keep what they
 * read to check it again after the overlay is gone.
 *
 * Every value read must be one the board or the overlay gives; no read
 * may touch freed memory (ASan) or race a relink (TSan). No sleeping;
 * what goes wrong is counted with violation() and asserted by the main
 * thread. Labelled "stress": it runs under TSan too.
 */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "testutil.h"

#define OVL_DIR PLATDEV_TEST_DTB_DIR "/overlay/"
#define READERS 2
#define ROUNDS 150

static void *overlay_blob;
static size_t overlay_size;
static int stop;
static unsigned long async_probes;

/* A probe that reads the tree as a driver does. */
static int reading_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node, *clk;
	int i, n;
	u32 reg[2];

	if (!of_device_is_compatible(np, "simple-bus") &&
	    of_property_read_u32_array(np, "reg", reg, 2))
		violation("%s: no reg", dev_name(&pdev->dev));
	n = of_count_phandle_with_args(np, "clocks", "#clock-cells");
	for (i = 0; i < n; i++) {
		clk = of_parse_phandle(np, "clocks", i);
		if (!clk || !of_device_is_compatible(clk, "test,clk"))
			violation("%s: clock %d is not a clock",
				  dev_name(&pdev->dev), i);
		of_node_put(clk);
	}
	__atomic_add_fetch(&async_probes, 1, __ATOMIC_RELAXED);
	return 0;
}

static const struct of_device_id stress_ids[] = {
	{ .compatible = "test,clk" },	{ .compatible = "test,uart" },
	{ .compatible = "test,dev" },	{ .compatible = "test,spare" },
	{ .compatible = "simple-bus" }, {}
};

static struct platform_driver stress_drv = {
	.probe = reading_probe,
	.driver = {
		.name = "ovl-stress",
		.of_match_table = stress_ids,
		.probe_type = PROBE_PREFER_ASYNCHRONOUS,
	},
};

static void *writer(void *arg)
{
	unsigned long busy = 0;
	int i, id, err;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		if (of_overlay_fdt_apply(overlay_blob, (u32)overlay_size, &id,
					 NULL)) {
			violation("round %d: apply failed", i);
			break;
		}
		/* Let some of its asynchronous probes run into the removal. */
		if (i % 2)
			wait_for_device_probe();
		/* A reader holding one of its nodes refuses it for now. */
		do {
			err = of_overlay_remove(&id);
		} while (err == -EBUSY && ++busy < 1000000);
		if (err) {
			violation("round %d: remove failed: %d", i, err);
			break;
		}
	}
	return NULL;
}

/* The properties of /soc/serial@2000, which the overlay changes. */
static void read_serial(const struct property **kept)
{
	struct device_node *np = of_find_node_by_path("/soc/serial@2000");
	const struct property *pp;
	const char *s;
	u32 speed;

	if (!np) {
		violation("serial@2000 not found");
		return;
	}
	if (of_property_read_u32(np, "current-speed", &speed) ||
	    (speed != 115200 && speed != 9600))
		violation("current-speed read wrong");
	if (!of_property_read_string(np, "test,added", &s) && strcmp(s, "yes"))
		violation("test,added read wrong");
	/* Kept to be read again later, whatever comes and goes meanwhile. */
	pp = of_find_property(np, "test,added", NULL);
	if (pp)
		*kept = pp;
	of_node_put(np);
}

/* Nodes the overlay adds, found every way there is. */
static void find_added(void)
{
	struct device_node *np, *child, *soc;
	int children = 0;

	np = of_find_node_by_path("/soc/clock@4000");
	if (np) {
		struct device_node *again =
			of_find_node_by_phandle(np->phandle);

		/*
		 * Not found once the overlay is gone, or the clock@4000 of
		 * the overlay applied again; never another node.
		 */
		if (again && (again->phandle != np->phandle ||
			      strcmp(again->full_name, "clock@4000")))
			violation("clock@4000's phandle finds another node");
		of_node_put(again);
		if (!of_device_is_compatible(np, "test,clk"))
			violation("clock@4000 read wrong");
	}
	of_node_put(np);

	np = NULL;
	while ((np = of_find_compatible_node(np, NULL, "test,dev")))
		if (!of_node_name_eq(np, "dev"))
			violation("test,dev node misnamed");

	soc = of_find_node_by_path("/soc");
	for_each_child_of_node(soc, child)
		if (++children > 5 || !child->full_name[0])
			violation("soc's children misread");
	if (children < 3)
		violation("soc lost a child of the board");
	np = of_get_child_by_name(soc, "spare");
	if (!np || !of_find_property(np, "compatible", NULL))
		violation("spare not found");
	of_node_put(np);
	of_node_put(soc);
}

static void *reader(void *arg)
{
	const struct property *kept = NULL;
	struct device_node *sym;
	const char *label;

	(void)arg;
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		read_serial(&kept);
		find_added();
		sym = of_find_node_by_path("/__symbols__");
		if (!of_property_read_string(sym, "clk1", &label) &&
		    strcmp(label, "/soc/clock@4000"))
			violation("label clk1 read wrong");
		if (of_alias_get_highest_id("serial") != -ENODEV)
			violation("an alias appeared");
		of_node_put(sym);
		/* What was read once stays readable. */
		if (kept &&
		    (strcmp(kept->name, "test,added") || kept->length != 4 ||
		     memcmp(kept->value, "yes", 4)))
			violation("a kept property changed");
	}
	return NULL;
}

static void test_overlays_against_readers_and_probes(void **state)
{
	pthread_t writer_thread, readers[READERS];
	long i;

	(void)state;
	violations_reset();
	overlay_blob = test_read_file(OVL_DIR "basic.dtb", &overlay_size);
	assert_non_null(overlay_blob);
	assert_int_equal(test_load_dtb(OVL_DIR "base.dtb"), 0);
	assert_int_equal(platform_driver_register(&stress_drv), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	wait_for_device_probe();

	for (i = 0; i < READERS; i++)
		assert_int_equal(pthread_create(&readers[i], NULL, reader,
						(void *)i),
				 0);
	assert_int_equal(pthread_create(&writer_thread, NULL, writer, NULL), 0);
	pthread_join(writer_thread, NULL);
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	for (i = 0; i < READERS; i++)
		pthread_join(readers[i], NULL);
	wait_for_device_probe();
	assert_no_violations();
	/*
	 * The overlay's three devices (clock@4000, dev@5000, spare@3000)
	 * probed in every round that waited for them.
	 */
	assert_true(__atomic_load_n(&async_probes, __ATOMIC_RELAXED) >=
		    3 * (ROUNDS / 2));

	of_platform_depopulate(NULL);
	platform_driver_unregister(&stress_drv);
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(platdev_of_overlay_dead_props(), 0);
	free(overlay_blob);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_overlays_against_readers_and_probes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
