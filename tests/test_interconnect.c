// SPDX-License-Identifier: MIT
/*
 * test_interconnect.c - the interconnect framework (linux/interconnect.h,
 * linux/interconnect-provider.h): a path found through the provider's
 * links, deferral until the provider registers or while no path joins two
 * nodes, votes aggregated per node (sum of averages, highest peak) and
 * applied hop by hop, enable and disable, a provider's refusal undone,
 * put, the NULL path of a node without "interconnects", allocation
 * failures.
 */
#include <linux/interconnect-provider.h>
#include <linux/interconnect.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static struct icc_provider prov;
static struct icc_onecell_data *cells;
static int sets, set_err;
static u32 last_avg, last_peak;

static int t_set(struct icc_node *src, struct icc_node *dst)
{
	(void)src;
	if (set_err)
		return set_err;
	sets++;
	last_avg = dst->avg_bw;
	last_peak = dst->peak_bw;
	return 0;
}

static int noc_probe(struct platform_device *pdev)
{
	static const char *const names[] = { "cpu", "bus", "ddr", "island" };
	int i, ret;

	cells = devm_kzalloc(&pdev->dev, struct_size(cells, nodes, 4),
			     GFP_KERNEL);
	if (!cells)
		return -ENOMEM;
	cells->num_nodes = 4;
	memset(&prov, 0, sizeof(prov));
	prov.dev = &pdev->dev;
	prov.set = t_set;
	prov.xlate = of_icc_xlate_onecell;
	prov.data = cells;
	icc_provider_init(&prov);
	for (i = 0; i < 4; i++) {
		struct icc_node *node = icc_node_create(100 + i);

		if (IS_ERR(node))
			return (int)PTR_ERR(node);
		node->name = names[i];
		icc_node_add(node, &prov);
		cells->nodes[i] = node;
		if (i < 2) {
			ret = icc_link_create(node, 101 + i);
			if (ret)
				return ret;
		}
	}
	return icc_provider_register(&prov);
}

static void noc_remove(struct platform_device *pdev)
{
	(void)pdev;
	icc_provider_deregister(&prov);
	icc_nodes_remove(&prov);
}

static const struct of_device_id noc_ids[] = { { .compatible = "test,icc" },
					       {} };

static struct platform_driver noc_driver = {
	.probe = noc_probe,
	.remove_new = noc_remove,
	.driver = { .name = "test-icc", .of_match_table = noc_ids },
};

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/interconnect.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int before(void **state)
{
	(void)state;
	sets = set_err = 0;
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&noc_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *user(void)
{
	return test_device_of("/dma@2000");
}

/* Paths, votes, aggregation, enable/disable, refusal, put. */
static void test_votes(void **state)
{
	struct icc_path *a, *b;

	(void)state;
	assert_true(PTR_ERR(of_icc_get(user(), "mem")) == -EPROBE_DEFER);
	assert_int_equal(platform_driver_register(&noc_driver), 0);
	a = of_icc_get(user(), "mem");
	b = of_icc_get_by_index(user(), 0);
	assert_false(IS_ERR_OR_NULL(a));
	assert_string_equal(icc_get_name(a), "cpu-ddr");
	assert_int_equal(prov.users, 6);
	assert_int_equal(icc_set_bw(a, MBps_to_icc(100), MBps_to_icc(200)), 0);
	/* two hops: cpu->bus, bus->ddr */
	assert_int_equal(sets, 2);
	assert_int_equal(last_avg, 100000);
	assert_int_equal(last_peak, 200000);
	assert_int_equal(icc_set_bw(b, 50000, 500000), 0);
	assert_int_equal(cells->nodes[1]->avg_bw, 150000);
	assert_int_equal(cells->nodes[1]->peak_bw, 500000);
	/* disabled: counted as 0, kept for enable */
	assert_int_equal(icc_disable(b), 0);
	assert_int_equal(cells->nodes[2]->avg_bw, 100000);
	assert_int_equal(cells->nodes[2]->peak_bw, 200000);
	assert_int_equal(icc_enable(b), 0);
	assert_int_equal(cells->nodes[2]->avg_bw, 150000);
	/* a refusal restores the previous votes */
	set_err = -EIO;
	assert_int_equal(icc_set_bw(a, 1, 1), -EIO);
	assert_int_equal(cells->nodes[2]->avg_bw, 150000);
	set_err = 0;
	icc_put(b);
	assert_int_equal(cells->nodes[2]->avg_bw, 100000);
	assert_int_equal(cells->nodes[2]->peak_bw, 200000);
	icc_put(a);
	assert_int_equal(cells->nodes[2]->avg_bw, 0);
	assert_int_equal(prov.users, 0);
}

/* The errors and the NULL path. */
static void test_errors(void **state)
{
	struct icc_path *p;

	(void)state;
	assert_int_equal(platform_driver_register(&noc_driver), 0);
	/* node 3 is linked to nothing */
	assert_true(PTR_ERR(of_icc_get(user(), "lost")) == -EPROBE_DEFER);
	assert_true(IS_ERR(of_icc_get(user(), "none")));
	assert_null(of_icc_get(test_device_of("/uart@3000"), "mem"));
	assert_null(devm_of_icc_get(test_device_of("/uart@3000"), NULL));
	assert_true(PTR_ERR(of_icc_get(NULL, "mem")) == -ENODEV);
	assert_true(PTR_ERR(of_icc_get_by_index(user(), 5)) == -ENOENT);
	assert_int_equal(icc_set_bw(NULL, 1, 1), 0);
	assert_int_equal(icc_enable(NULL), 0);
	icc_put(NULL);
	assert_null(icc_get_name(NULL));
	/* a node without a provider cannot link */
	{
		struct icc_node *loose = icc_node_create(900);

		assert_false(IS_ERR(loose));
		assert_ptr_equal(icc_node_create(900), loose);
		assert_int_equal(icc_link_create(loose, 901), -EINVAL);
		icc_node_destroy(900);
	}
	/* allocation failures */
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(icc_node_create(900)) == -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(icc_link_create(cells->nodes[3], 102), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(of_icc_get(user(), "mem")) == -ENOMEM);
	platdev_port_fail_alloc_after(1, 0);
	assert_true(PTR_ERR(of_icc_get(user(), "mem")) == -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(prov.users, 0);
	/* managed: put at unbind */
	p = devm_of_icc_get(user(), "mem");
	assert_false(IS_ERR_OR_NULL(p));
	assert_int_equal(icc_set_bw(p, 7, 7), 0);
	devres_release_all(user());
	assert_int_equal(prov.users, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_votes, before, after),
		cmocka_unit_test_setup_teardown(test_errors, before, after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
