// SPDX-License-Identifier: MIT
/*
 * test_hostile.c - device trees built to hurt: cell counts at the limits a
 * u32 allows, and bus chains thousands of levels deep. Each must load,
 * populate with Linux's names, depopulate and unload, giving back every
 * allocation, without a crash (run under ASan+UBSan by make check). No
 * walk may recurse on the input's depth: a 400,000-level chain of plain
 * nodes, and populate, depopulate and device deletion of deep chains on a
 * thread with a small stack.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "hostile/hostile_fdt.h"
#include "testutil.h"

/* Load @blob (freed here) and populate it with the default bus rules. */
static void load_and_populate(void *blob, size_t size)
{
	assert_non_null(blob);
	assert_int_equal(platdev_of_load(blob, size), 0);
	free(blob);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
}

static void depopulate_and_unload(void)
{
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
}

/* The device of the node at @path, referenced, or NULL. */
static struct platform_device *device_at(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);
	struct platform_device *pdev = np ? of_find_device_by_node(np) : NULL;

	of_node_put(np);
	return pdev;
}

/* --- cell counts -------------------------------------------------------- */

struct cells_case {
	uint32_t na, ns;
	unsigned int resources; /* of dev@0, whose reg is 4 cells */
};

static void test_cells_at_the_limits(void **state)
{
	static const struct cells_case cases[] = {
		{ 1, 1, 2 },
		{ 2, 2, 1 },
		{ 1, 0x7fffffff, 0 }, /* na + ns overflowed an int */
		{ 0x7fffffff, 1, 0 },
		{ 0xffffffff, 1, 0 },
		{ 1, 0xffffffff, 0 },
		{ 0, 1, 0 },
		{ 5, 1, 0 }, /* more than OF_MAX_ADDR_CELLS */
		{ 1, 5, 0 },
		{ 1, 0, 0 }, /* no sizes: readable, but not translatable */
	};
	unsigned long before = live_allocs();
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct cells_case *c = &cases[i];
		struct platform_device *pdev;
		size_t size;

		print_message("#address-cells %#x, #size-cells %#x\n", c->na,
			      c->ns);
		void *blob = hostile_cells(c->na, c->ns, 2, &size);

		load_and_populate(blob, size);
		pdev = device_at("/bus/dev@0");
		assert_non_null(pdev);
		assert_int_equal(pdev->num_resources, c->resources);
		/* Without a translated reg, the name is made of the path. */
		if (!c->resources)
			assert_string_equal(dev_name(&pdev->dev), "bus:dev@0");
		put_device(&pdev->dev);
		depopulate_and_unload();
	}
	assert_int_equal(live_allocs(), before);
}

/* --- deep chains ---------------------------------------------------------- */

/*
 * "b0<sep>b1<sep>...", @lead before each name: the path of the deepest bus
 * of a chain ("/" for each), or the name Linux gives it when nothing
 * translates (":" between them).
 */
static char *chain_names(unsigned int depth, const char *lead, const char *sep)
{
	char *out = calloc(depth, 12);
	size_t len = 0;
	unsigned int i;

	assert_non_null(out);
	for (i = 0; i < depth; i++)
		len += (size_t)sprintf(out + len, "%s%sb%u", i ? sep : "", lead,
				       i);
	return out;
}

static char *plain_chain_name(unsigned int depth)
{
	return chain_names(depth, "", ":");
}

static char *chain_path(unsigned int depth)
{
	return chain_names(depth, "/", "");
}

static void check_deepest(enum hostile_chain_kind kind, unsigned int depth,
			  const char *want)
{
	char *path = chain_path(depth);
	struct platform_device *pdev;
	size_t size;
	void *blob = hostile_chain(depth, kind, &size);

	load_and_populate(blob, size);
	pdev = device_at(path);
	assert_non_null(pdev);
	assert_string_equal(dev_name(&pdev->dev), want);
	put_device(&pdev->dev);
	depopulate_and_unload();
	free(path);
}

/* 5,000 levels, nothing translates: every name lists its whole path. */
static void test_plain_chain_5000(void **state)
{
	char *want = plain_chain_name(5000);

	(void)state;
	check_deepest(HOSTILE_CHAIN_PLAIN, 5000, want);
	free(want);
}

/* 2,000 levels of identity ranges: each bus's own address names it. */
static void test_ranges_chain_2000(void **state)
{
	char want[32];

	(void)state;
	snprintf(want, sizeof(want), "%x.b1999", 0x10 * 1999);
	check_deepest(HOSTILE_CHAIN_RANGES, 2000, want);
}

/* The top bus lacks ranges: no address translates, at any depth. */
static void test_broken_ranges_chain_2000(void **state)
{
	char *names = plain_chain_name(2000);
	char *want = malloc(strlen(names) + 3);

	(void)state;
	/* b0's own reg is on the root bus: it translates and heads them all. */
	assert_non_null(want);
	strcpy(want, "0.");
	strcat(want, names);
	check_deepest(HOSTILE_CHAIN_BROKEN_RANGES, 2000, want);
	free(want);
	free(names);
}

/* --- interrupt trees -------------------------------------------------- */

/* of_irq_count() of the node at @path. */
static int irq_count_at(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);
	int n;

	assert_non_null(np);
	n = of_irq_count(np);
	of_node_put(np);
	return n;
}

static void test_interrupt_loops_and_zero_cells(void **state)
{
	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/irq_loops.dtb"),
			 0);
	log_capture_start();
	assert_int_equal(irq_count_at("/self-loop"), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "self-loop", "loop", NULL));
	assert_int_equal(irq_count_at("/loop-a"), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "loop", NULL));
	assert_int_equal(irq_count_at("/map-user"), 1);
	/* Specifiers of 0 cells: refused, not counted for ever. */
	assert_int_equal(irq_count_at("/zero-user"), 0);
	/* A mask shorter than the specifier is not read past its end. */
	assert_int_equal(irq_count_at("/short-mask"), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "interrupt-map-mask", NULL));
	log_capture_stop();
	assert_int_equal(platdev_of_unload(), 0);
}

/* 5,000 levels without an interrupt parent is deep, not a loop. */
static void test_deep_node_is_no_interrupt_loop(void **state)
{
	char *path = chain_path(5000);
	struct device_node *np;
	size_t size;
	void *blob = hostile_chain(5000, HOSTILE_CHAIN_PLAIN, &size);

	(void)state;
	assert_non_null(blob);
	assert_int_equal(platdev_of_load(blob, size), 0);
	free(blob);
	np = of_find_node_by_path(path);
	assert_non_null(np);
	log_capture_start();
	assert_null(of_irq_find_parent(np));
	assert_false(log_has(PLATDEV_LOG_ERR, "loop", NULL));
	log_capture_stop();
	of_node_put(np);
	free(path);
	assert_int_equal(platdev_of_unload(), 0);
}

/* --- no recursion on depth ----------------------------------------------- */

/*
 * Run @fn on a thread whose stack is 512 KiB: a walk that recursed once
 * per level of a 5,000-level chain would need more (and ASan's frames are
 * bigger still), while a walk that does not needs a few KiB.
 */
static void on_small_stack(void (*fn)(void))
{
	pthread_attr_t attr;
	pthread_t t;

	assert_int_equal(pthread_attr_init(&attr), 0);
	assert_int_equal(pthread_attr_setstacksize(&attr, 512 * 1024), 0);
	assert_int_equal(pthread_create(&t, &attr,
					(void *(*)(void *))(void *)fn, NULL),
			 0);
	assert_int_equal(pthread_join(t, NULL), 0);
	pthread_attr_destroy(&attr);
}

#define NODE_CHAIN_DEPTH 400000

/*
 * 400,000 nested plain nodes (4.8 MB): loading, the early set-up and its
 * marks, populate with its device links, the deepest node's path and
 * tearing down all walk the whole depth, once each.
 */
static void node_chain(void)
{
	unsigned long before = live_allocs();
	struct device_node *np;
	size_t size, n = NODE_CHAIN_DEPTH * 2 + 1;
	void *blob =
		hostile_chain(NODE_CHAIN_DEPTH, HOSTILE_CHAIN_NODES, &size);
	char *path = malloc(n), small[8];
	unsigned int depth = 0;

	assert_non_null(blob);
	assert_non_null(path);
	assert_true(size < 5000000);
	assert_int_equal(platdev_of_load(blob, size), 0);
	free(blob);
	assert_int_equal(platdev_of_init_early(), 0);
	assert_int_equal(platdev_of_mark_early_init(), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	for (np = of_root; np->child; np = np->child)
		depth++;
	assert_int_equal(depth, NODE_CHAIN_DEPTH);
	/* "/n/n/...": two bytes a level, and cut short as snprintf() cuts. */
	platdev_of_format_path(np, path, n);
	assert_int_equal(strlen(path), n - 1);
	assert_int_equal(strspn(path, "/n"), n - 1);
	assert_string_equal(platdev_of_format_path(np, small, sizeof(small)),
			    "/n/n/n/");
	assert_string_equal(
		platdev_of_format_path(np->parent->parent, small, 1), "");
	free(path);
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), before);
}

static void test_node_chain_400000(void **state)
{
	(void)state;
	node_chain();
}

/* Populate and depopulate a 5,000-level chain of buses. */
static void bus_chain(void)
{
	size_t size;
	void *blob = hostile_chain(5000, HOSTILE_CHAIN_PLAIN, &size);
	struct platform_device *pdev;

	load_and_populate(blob, size);
	pdev = device_at("/b0");
	assert_non_null(pdev);
	put_device(&pdev->dev);
	depopulate_and_unload();
	assert_null(device_at("/b0"));
}

static void test_bus_chain_on_small_stack(void **state)
{
	unsigned long before = live_allocs();

	(void)state;
	on_small_stack(bus_chain);
	assert_int_equal(live_allocs(), before);
}

#define DEVICE_CHAIN_DEPTH 100000

static struct platform_device **device_chain;

/*
 * 100,000 platform devices, each the parent of the next: unregistering
 * the first deletes all the others first (each left for its owner).
 */
static void delete_device_chain(void)
{
	struct platform_device *up = NULL;
	unsigned int i;

	for (i = 0; i < DEVICE_CHAIN_DEPTH; i++) {
		struct platform_device *pdev =
			platform_device_alloc("deep", (int)i);

		assert_non_null(pdev);
		if (up)
			pdev->dev.parent = &up->dev;
		assert_int_equal(platform_device_add(pdev), 0);
		device_chain[i] = up = pdev;
	}
	platform_device_unregister(device_chain[0]);
	for (i = 1; i < DEVICE_CHAIN_DEPTH; i++) {
		assert_false(device_is_registered(&device_chain[i]->dev));
		platform_device_unregister(device_chain[i]);
	}
}

static void test_device_chain_on_small_stack(void **state)
{
	unsigned long before = live_allocs();

	(void)state;
	device_chain = calloc(DEVICE_CHAIN_DEPTH, sizeof(*device_chain));
	assert_non_null(device_chain);
	on_small_stack(delete_device_chain);
	free(device_chain);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cells_at_the_limits),
		cmocka_unit_test(test_plain_chain_5000),
		cmocka_unit_test(test_ranges_chain_2000),
		cmocka_unit_test(test_broken_ranges_chain_2000),
		cmocka_unit_test(test_interrupt_loops_and_zero_cells),
		cmocka_unit_test(test_deep_node_is_no_interrupt_loop),
		cmocka_unit_test(test_node_chain_400000),
		cmocka_unit_test(test_bus_chain_on_small_stack),
		cmocka_unit_test(test_device_chain_on_small_stack),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
