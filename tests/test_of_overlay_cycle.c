// SPDX-License-Identifier: MIT
/*
 * test_of_overlay_cycle.c - an overlay of 50 devices (10 clock providers,
 * each registering its clock, and 40 consumers linked to them, each taking
 * and enabling its clock) applied to and removed from the largest
 * board of ../shared/dtbs 10,000 times (PLATDEV_OVERLAY_CYCLES changes the
 * count). Every cycle makes, links, binds and deletes the 50 devices;
 * consumers probe after their provider and are removed before it. At the
 * end the board has the same devices, no node holds a reference it did not
 * hold before, and every allocation was given back.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>

#include "testutil.h"

#define BOARD PLATDEV_SHARED_DTB_DIR "/x1e80100-crd.dtb"
#define OVERLAY PLATDEV_TEST_DTB_DIR "/overlay/fifty.dtb"

static int consumers_bound[10], probes, order_errors;

/* Which of the ten providers a node is, or uses: its clock's unit address. */
static int provider_index(struct device_node *clk)
{
	u32 reg[2];

	if (of_property_read_u32_array(clk, "reg", reg, 2))
		return -1;
	return (int)((reg[1] - 0xf0000000u) / 0x1000u);
}

static void unregister_fixed(void *hw)
{
	clk_hw_unregister_fixed_rate(hw);
}

/* A provider's rate: 1 MHz times one more than its index. */
static unsigned long provider_rate(int i)
{
	return 1000000ul * (unsigned long)(i + 1);
}

/*
 * A provider registers its clock with the clock framework (holding its
 * node, as a real clock driver does); a consumer takes and enables it.
 */
static int provider_probe(struct platform_device *pdev, int i)
{
	struct device *dev = &pdev->dev;
	struct clk_hw *hw;
	int ret;

	if (i < 0)
		return -EINVAL;
	hw = clk_hw_register_fixed_rate(dev, dev_name(dev), NULL, 0,
					provider_rate(i));
	if (IS_ERR(hw))
		return (int)PTR_ERR(hw);
	ret = devm_add_action_or_reset(dev, unregister_fixed, hw);
	if (ret)
		return ret;
	return devm_of_clk_add_hw_provider(dev, of_clk_hw_simple_get, hw);
}

static int cycle_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node, *clk_np;
	struct clk *clk;
	int i;

	probes++;
	if (of_device_is_compatible(np, "test,ovl-clk"))
		return provider_probe(pdev, provider_index(np));
	clk_np = of_parse_phandle(np, "clocks", 0);
	i = clk_np ? provider_index(clk_np) : -1;
	of_node_put(clk_np);
	/* The link made the provider bind first: its clock is there. */
	clk = devm_clk_get_enabled(&pdev->dev, NULL);
	if (i < 0 || IS_ERR(clk) || clk_get_rate(clk) != provider_rate(i))
		order_errors++;
	else
		consumers_bound[i]++;
	return 0;
}

static int cycle_remove(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node, *clk;
	int i;

	if (of_device_is_compatible(np, "test,ovl-clk")) {
		/* Its consumers went first. */
		i = provider_index(np);
		if (i < 0 || consumers_bound[i])
			order_errors++;
		return 0;
	}
	clk = of_parse_phandle(np, "clocks", 0);
	i = clk ? provider_index(clk) : -1;
	if (i >= 0)
		consumers_bound[i]--;
	of_node_put(clk);
	return 0;
}

static const struct of_device_id cycle_ids[] = {
	{ .compatible = "test,ovl-clk" },
	{ .compatible = "test,ovl-dev" },
	{}
};

static struct platform_driver cycle_drv = {
	.probe = cycle_probe,
	.remove = cycle_remove,
	.driver = { .name = "ovl-cycle", .of_match_table = cycle_ids },
};

static char names[1 << 20];
static size_t names_len;

static int add_name(struct device *dev, void *data)
{
	(void)data;
	names_len += (size_t)snprintf(names + names_len,
				      sizeof(names) - names_len, "%s\n",
				      dev_name(dev));
	return 0;
}

/* The platform devices' names, in bus order (malloc()ed). */
static char *device_list(void)
{
	names_len = 0;
	bus_for_each_dev(&platform_bus_type, NULL, NULL, add_name);
	assert_true(names_len < sizeof(names));
	return strdup(names);
}

static long node_refs(void)
{
	struct device_node *np;
	long refs = 0;

	for_each_of_allnodes(np)
		refs += np->refs;
	return refs;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void test_apply_remove_cycles(void **state)
{
	const char *env = getenv("PLATDEV_OVERLAY_CYCLES");
	long cycles = env ? atol(env) : 10000, i;
	unsigned long allocs;
	char *before, *after;
	long refs;
	size_t size;
	void *blob;
	double t0;
	int id, nr_devices;

	(void)state;
	if (test_load_dtb(BOARD) == -ENOENT)
		skip();
	assert_non_null(of_root);
	assert_int_equal(platform_driver_register(&cycle_drv), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	blob = test_read_file(OVERLAY, &size);
	assert_non_null(blob);
	before = device_list();
	refs = node_refs();
	allocs = live_allocs();
	nr_devices = bus_device_count(&platform_bus_type);

	t0 = now_s();
	for (i = 0; i < cycles; i++) {
		assert_int_equal(
			of_overlay_fdt_apply(blob, (u32)size, &id, NULL), 0);
		if (i == 0) {
			assert_int_equal(bus_device_count(&platform_bus_type),
					 nr_devices + 50);
			assert_int_equal(probes, 50);
		}
		assert_int_equal(of_overlay_remove(&id), 0);
	}
	printf("%ld apply/remove cycles of 50 devices: %.3f s\n", cycles,
	       now_s() - t0);
	assert_int_equal(order_errors, 0);
	assert_int_equal(probes, 50 * cycles);

	after = device_list();
	assert_string_equal(before, after);
	assert_int_equal(node_refs(), refs);
	assert_int_equal(live_allocs(), allocs);
	free(before);
	free(after);
	free(blob);
	of_platform_depopulate(NULL);
	platform_driver_unregister(&cycle_drv);
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_apply_remove_cycles),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
