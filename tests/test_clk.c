// SPDX-License-Identifier: MIT
/*
 * test_clk.c - clocks: fixed-rate and fixed-factor rates, prepare and
 * enable counts carried to the parent, the consumer lookups and their
 * errors (-ENOENT, -EPROBE_DEFER until the provider registers, optional
 * clocks, clk_get_optional()), devm clocks (devm_get_clk_from_child()
 * among them) released on unbind without a leak, providers that
 * go while a consumer holds their clock, and the tree's fixed clocks.
 */
#include <linux/clk-provider.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/clk.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/clk.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	return platdev_of_unload() == 0 ? 0 : -1;
}

static void counts(struct clk_hw *hw, unsigned int prepare, unsigned int enable)
{
	unsigned int p, e;

	platdev_clk_hw_counts(hw, &p, &e);
	assert_int_equal(p, prepare);
	assert_int_equal(e, enable);
}

/* Rates; a factor clock whose parent registers after it. */
static void test_rates(void **state)
{
	struct clk_hw *parent, *child;
	struct clk *clk;

	(void)state;
	child = clk_hw_register_fixed_factor(NULL, "t-child", "t-parent", 0, 3,
					     4);
	assert_false(IS_ERR(child));
	assert_int_equal(clk_hw_get_rate(child), 0); /* an orphan */
	assert_null(clk_hw_get_parent(child));
	parent = clk_hw_register_fixed_rate(NULL, "t-parent", NULL, 0, 1000000);
	assert_false(IS_ERR(parent));
	assert_int_equal(clk_hw_get_rate(parent), 1000000);
	assert_int_equal(clk_hw_get_rate(child), 750000);
	assert_ptr_equal(clk_hw_get_parent(child), parent);
	assert_string_equal(clk_hw_get_name(child), "t-child");
	clk = clk_hw_get_clk(child, "x");
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 750000);
	clk_put(clk);
	clk_hw_unregister_fixed_factor(child);
	clk_hw_unregister_fixed_rate(parent);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/* Counts: the parent is prepared and enabled with its first child. */
static void test_counts(void **state)
{
	struct clk_hw *parent, *child;
	struct clk *a, *b;

	(void)state;
	parent = clk_hw_register_fixed_rate(NULL, "c-parent", NULL, 0, 100);
	child = clk_hw_register_fixed_factor(NULL, "c-child", "c-parent", 0, 1,
					     2);
	a = clk_hw_get_clk(child, NULL);
	b = clk_hw_get_clk(child, NULL);
	assert_false(IS_ERR(a) || IS_ERR(b));

	assert_int_equal(clk_enable(a), -ESHUTDOWN); /* not prepared */
	counts(child, 0, 0);
	assert_int_equal(clk_prepare_enable(a), 0);
	assert_int_equal(clk_prepare_enable(b), 0);
	counts(child, 2, 2);
	counts(parent, 1, 1);
	assert_true(clk_hw_is_enabled(parent) && clk_hw_is_prepared(parent));
	clk_disable_unprepare(a);
	counts(child, 1, 1);
	counts(parent, 1, 1);
	clk_disable(b);
	counts(parent, 1, 0);
	clk_unprepare(b);
	counts(parent, 0, 0);
	assert_false(clk_hw_is_prepared(parent));
	/* unbalanced calls are logged and change nothing */
	clk_disable(a);
	clk_unprepare(a);
	counts(child, 0, 0);

	/* NULL and error clocks do nothing */
	assert_int_equal(clk_prepare_enable(NULL), 0);
	clk_disable_unprepare(NULL);
	assert_int_equal(clk_get_rate(NULL), 0);
	clk_put(NULL);
	clk_put(ERR_PTR(-ENOENT));

	clk_put(a);
	clk_put(b);
	clk_hw_unregister_fixed_factor(child);
	clk_hw_unregister_fixed_rate(parent);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/* A provider unregistered while a consumer holds its clock. */
static void test_unregistered(void **state)
{
	struct clk_hw *hw = clk_hw_register_fixed_rate(NULL, "u", NULL, 0, 5);
	struct clk *clk = clk_hw_get_clk(hw, NULL);

	(void)state;
	assert_int_equal(clk_prepare(clk), 0);
	clk_hw_unregister_fixed_rate(hw); /* logged: still prepared */
	assert_int_equal(clk_get_rate(clk), 0);
	assert_int_equal(clk_enable(clk), -ENODEV);
	clk_unprepare(clk);
	assert_int_equal(clk_prepare(clk), -ENODEV);
	clk_put(clk);
	assert_int_equal(live_allocs(), allocs_loaded);
}

static void test_register_errors(void **state)
{
	struct clk_init_data init = { .name = "two", .num_parents = 2 };
	struct clk_hw hw = { .init = &init }, *a;

	(void)state;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	init.name = NULL;
	init.num_parents = 0;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	hw.init = NULL;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fixed_factor(NULL, "f", "p", 0, 1, 0)),
		-EINVAL);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fixed_factor(NULL, "f", NULL, 0, 1, 1)),
		-EINVAL);
	a = clk_hw_register_fixed_rate(NULL, "same", NULL, 0, 1);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fixed_rate(NULL, "same", NULL, 0, 2)),
		-EEXIST);
	assert_int_equal(PTR_ERR(clk_hw_get_clk(&hw, NULL)), -ENOENT);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(clk_hw_get_clk(a, NULL)), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fixed_rate(NULL, "m", NULL, 0, 1)),
		-ENOMEM);
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fixed_rate(NULL, "m", NULL, 0, 1)),
		-ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	clk_hw_unregister_fixed_rate(a);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/* The tree's clocks: the refused nodes are skipped, the others provide. */
static void test_of_clocks(void **state)
{
	struct device_node *consumer = test_node("/consumer@2000");
	struct clk *clk;

	(void)state;
	assert_int_equal(PTR_ERR(of_clk_get(consumer, 0)), -EPROBE_DEFER);
	/* Two fixed clocks, two CLK_OF_DECLARE() setups (the first time). */
	assert_int_equal(platdev_of_clk_init(), 4);
	assert_int_equal(platdev_of_clk_init(), -EBUSY);
	clk = of_clk_get_by_name(consumer, "bus");
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 12000000);
	clk_put(clk);
	clk = of_clk_get(consumer, 0);
	assert_int_equal(clk_get_rate(clk), 24000000);
	clk_put(clk);
	assert_int_equal(PTR_ERR(of_clk_get(consumer, 2)), -EPROBE_DEFER);
	assert_int_equal(PTR_ERR(of_clk_get(consumer, 3)), -ENOENT);
	assert_int_equal(PTR_ERR(of_clk_get(consumer, -1)), -EINVAL);
	assert_int_equal(PTR_ERR(of_clk_get_by_name(consumer, "none")),
			 -ENOENT);
	assert_int_equal(PTR_ERR(of_clk_get(test_node("/plain@3000"), 0)),
			 -ENOENT);
	assert_int_equal(PTR_ERR(clk_get(NULL, "core")), -ENOENT);
	assert_int_equal(of_clk_get_parent_count(consumer), 3);
	/* providers: one per node */
	assert_int_equal(of_clk_add_hw_provider(test_node("/osc"),
						of_clk_hw_simple_get, NULL),
			 -EEXIST);
	assert_int_equal(of_clk_add_hw_provider(NULL, of_clk_hw_simple_get,
						NULL),
			 -EINVAL);
	platdev_of_clk_exit();
	assert_int_equal(live_allocs(), allocs_loaded);

	/* out of memory at each allocation: -ENOMEM and nothing left */
	for (long n = 0;; n++) {
		int ret;

		platdev_port_fail_alloc_after(n, 1);
		ret = platdev_of_clk_init();
		platdev_port_fail_alloc_after(-1, 0);
		if (ret >= 0) {
			assert_int_equal(ret, 2);
			break;
		}
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs(), allocs_loaded);
	}
	platdev_of_clk_exit();
}

/* A clock controller whose driver registers late: two clocks, one cell. */
static struct {
	struct clk_hw_onecell_data data;
	struct clk_hw *hws[2];
} late_clocks;

static int late_probe(struct platform_device *pdev)
{
	late_clocks.data.num = 2;
	late_clocks.data.hws[0] =
		clk_hw_register_fixed_rate(NULL, "late0", NULL, 0, 100);
	late_clocks.data.hws[1] =
		clk_hw_register_fixed_rate(NULL, "late1", NULL, 0, 200);
	return devm_of_clk_add_hw_provider(&pdev->dev, of_clk_hw_onecell_get,
					   &late_clocks.data);
}

static void late_remove(struct platform_device *pdev)
{
	(void)pdev;
	clk_hw_unregister_fixed_rate(late_clocks.data.hws[0]);
	clk_hw_unregister_fixed_rate(late_clocks.data.hws[1]);
}

static const struct of_device_id late_match[] = { { .compatible =
							    "test,late-clk" },
						  {} };

static struct platform_driver late_driver = {
	.probe = late_probe,
	.remove_new = late_remove,
	.driver = { .name = "late-clk", .of_match_table = late_match },
};

static struct clk *got_core, *got_late, *got_missing, *got_prepared;

static int consumer_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	got_core = devm_clk_get_enabled(dev, "core");
	if (IS_ERR(got_core))
		return (int)PTR_ERR(got_core);
	got_missing = devm_clk_get_optional(dev, "missing");
	if (got_missing)
		return -EINVAL;
	if (devm_clk_get_optional_prepared(dev, "missing"))
		return -EINVAL;
	got_late = devm_clk_get(dev, "late");
	if (IS_ERR(got_late))
		return (int)PTR_ERR(got_late);
	got_prepared = devm_clk_get_prepared(dev, "late");
	if (IS_ERR(got_prepared))
		return (int)PTR_ERR(got_prepared);
	return 0;
}

static const struct of_device_id consumer_match[] = {
	{ .compatible = "test,clk-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.driver = { .name = "clk-consumer", .of_match_table = consumer_match },
};

/*
 * A consumer defers for its clock controller's provider and binds when
 * the controller's driver registers it; its devm clocks go on unbind.
 */
static void test_devm_and_defer(void **state)
{
	struct platdev_bind_status st;
	struct device *dev;
	unsigned long before;
	unsigned int p, e;
	struct clk *osc;

	(void)state;
	assert_true(platdev_of_init_early() >= 2);
	osc = of_clk_get(test_node("/consumer@2000"), 0);
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	fw_devlink_drivers_done();
	before = live_allocs();
	dev = test_device_of("/consumer@2000");
	assert_null(dev->driver);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_CLOCK);
	assert_ptr_equal(st.node, test_node("/clock-controller@1000"));
	/* the deferred probe let go of what it had taken */
	assert_int_equal(clk_get_rate(osc), 24000000);
	assert_int_equal(clk_prepare(osc), 0);
	clk_unprepare(osc);

	assert_int_equal(platform_driver_register(&late_driver), 0);
	assert_non_null(dev->driver);
	assert_null(got_missing);
	assert_int_equal(clk_get_rate(got_late), 200);
	assert_int_equal(clk_get_rate(got_core), 24000000);
	/* devm_clk_get() left "late" alone, devm_clk_get_prepared() prepared it */
	platdev_clk_hw_counts(late_clocks.data.hws[1], &p, &e);
	assert_int_equal(p, 1);
	assert_int_equal(e, 0);
	assert_int_equal(clk_prepare(osc), 0); /* the consumer's plus ours */
	clk_unprepare(osc);
	/* devm_clk_put() undoes the variant's prepare now, once. */
	devm_clk_put(dev, got_prepared);
	platdev_clk_hw_counts(late_clocks.data.hws[1], &p, &e);
	assert_int_equal(p + e, 0);
	log_capture_start();
	devm_clk_put(dev, osc); /* not managed: logged, left alone */
	devm_clk_put(dev, NULL); /* an absent optional clock: nothing */
	log_capture_stop();
	assert_int_equal(test_log.count, 1);
	assert_non_null(strstr(test_log.lines[0], "not a managed clock"));
	assert_int_equal(clk_get_rate(osc), 24000000);

	platform_driver_unregister(&consumer_driver);
	assert_null(dev->driver);
	/* unbinding unprepared it */
	platdev_clk_hw_counts(late_clocks.data.hws[1], &p, &e);
	assert_int_equal(p + e, 0);
	platform_driver_unregister(&late_driver);
	assert_int_equal(PTR_ERR(of_clk_get(test_node("/consumer@2000"), 2)),
			 -EPROBE_DEFER);
	/* the clocks from devm are put: live allocations as before the bind */
	assert_int_equal(live_allocs(), before);
	clk_put(osc);
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	assert_int_equal(live_allocs(), allocs_loaded);
}

static int plain_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static const struct of_device_id plain_match[] = { { .compatible =
							     "test,clk-plain" },
						   {} };

static struct platform_driver plain_driver = {
	.probe = plain_probe,
	.driver = { .name = "clk-plain", .of_match_table = plain_match },
};

/*
 * clk_get_optional(): a clock the device does not list is NULL, any other
 * error stays. devm_get_clk_from_child(): another node's clocks, held by
 * the device until it unbinds; -ENOMEM leaves nothing behind.
 */
static void test_optional_and_from_child(void **state)
{
	struct device_node *consumer = test_node("/consumer@2000");
	struct device *plain, *cdev;
	unsigned long before;
	struct clk *clk;

	(void)state;
	assert_true(platdev_of_init_early() >= 2);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_int_equal(platform_driver_register(&plain_driver), 0);
	plain = test_device_of("/plain@3000");
	cdev = test_device_of("/consumer@2000");
	assert_non_null(plain->driver);

	assert_null(clk_get_optional(plain, "core"));
	assert_null(clk_get_optional(plain, NULL));
	assert_null(clk_get_optional(NULL, "nosuch"));
	assert_null(clk_get_optional(cdev, "nosuch"));
	/* Not -ENOENT: the provider of "late" has not registered yet. */
	assert_int_equal(PTR_ERR(clk_get_optional(cdev, "late")),
			 -EPROBE_DEFER);
	clk = clk_get_optional(cdev, "core");
	assert_false(IS_ERR_OR_NULL(clk));
	assert_int_equal(clk_get_rate(clk), 24000000);
	clk_put(clk);

	before = live_allocs();
	clk = devm_get_clk_from_child(plain, consumer, "bus");
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 12000000);
	clk = devm_get_clk_from_child(plain, consumer, NULL);
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 24000000);
	assert_int_equal(
		PTR_ERR(devm_get_clk_from_child(plain, consumer, "none")),
		-ENOENT);
	assert_int_equal(
		PTR_ERR(devm_get_clk_from_child(plain, consumer, "late")),
		-EPROBE_DEFER);
	assert_int_equal(PTR_ERR(devm_get_clk_from_child(
				 plain, test_node("/plain@3000"), NULL)),
			 -ENOENT);
	/* devm_clk_put() knows it as a managed clock */
	devm_clk_put(plain, clk);

	/* out of memory at each allocation: -ENOMEM and nothing held */
	for (long n = 0;; n++) {
		unsigned long live = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		clk = devm_get_clk_from_child(plain, consumer, "core");
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(clk))
			break;
		assert_int_equal(PTR_ERR(clk), -ENOMEM);
		assert_int_equal(live_allocs(), live);
	}
	assert_int_equal(clk_get_rate(clk), 24000000);

	/* Unbinding puts the clocks it holds. */
	platform_driver_unregister(&plain_driver);
	assert_null(plain->driver);
	assert_int_equal(live_allocs(), before);
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	assert_int_equal(live_allocs(), allocs_loaded);
}

static void test_onecell(void **state)
{
	struct of_phandle_args spec = { .np = test_node(
						"/clock-controller@1000"),
					.args_count = 1,
					.args = { 2 } };
	struct clk_hw_onecell_data data = { .num = 2 };

	(void)state;
	assert_int_equal(PTR_ERR(of_clk_hw_onecell_get(&spec, &data)), -EINVAL);
	spec.args_count = 0;
	assert_int_equal(PTR_ERR(of_clk_hw_onecell_get(&spec, &data)), -EINVAL);
	assert_int_equal(devm_of_clk_add_hw_provider(NULL, of_clk_hw_simple_get,
						     NULL),
			 -EINVAL);
}

/*
 * Linux's older provider form: struct clk handles from
 * of_clk_src_onecell_get(), as the consumer of the controller sees them;
 * __clk_is_enabled() follows the handle's clock.
 */
static void test_provider_of_clk_handles(void **state)
{
	struct device_node *cc = test_node("/clock-controller@1000");
	struct device_node *consumer = test_node("/consumer@2000");
	struct clk_hw *hw0, *hw1;
	struct clk *clks[2], *got;
	struct clk_onecell_data data = { .clks = clks, .clk_num = 2 };
	struct of_phandle_args spec = { .np = cc,
					.args_count = 1,
					.args = { 2 } };

	(void)state;
	hw0 = clk_hw_register_fixed_rate(NULL, "old0", NULL, 0, 100);
	hw1 = clk_hw_register_fixed_rate(NULL, "old1", NULL, 0, 200);
	clks[0] = clk_hw_get_clk(hw0, NULL);
	clks[1] = clk_hw_get_clk(hw1, NULL);
	assert_int_equal(of_clk_add_provider(cc, NULL, &data), -EINVAL);
	assert_int_equal(of_clk_add_provider(cc, of_clk_src_onecell_get, &data),
			 0);
	assert_int_equal(of_clk_add_provider(cc, of_clk_src_simple_get,
					     clks[0]),
			 -EEXIST);

	/* consumer@2000's third clock is <&late 1>. */
	got = of_clk_get(consumer, 2);
	assert_false(IS_ERR(got));
	assert_int_equal(clk_get_rate(got), 200);
	assert_false(__clk_is_enabled(got));
	assert_int_equal(clk_prepare_enable(got), 0);
	assert_true(__clk_is_enabled(got));
	assert_true(__clk_is_enabled(clks[1]));
	clk_disable_unprepare(got);
	clk_put(got);
	assert_false(__clk_is_enabled(NULL));

	assert_int_equal(PTR_ERR(of_clk_src_onecell_get(&spec, &data)),
			 -EINVAL);
	assert_ptr_equal(of_clk_src_simple_get(&spec, clks[0]), clks[0]);
	of_clk_del_provider(cc);
	assert_int_equal(PTR_ERR(of_clk_get(consumer, 2)), -EPROBE_DEFER);
	clk_put(clks[0]);
	clk_put(clks[1]);
	clk_hw_unregister_fixed_rate(hw0);
	clk_hw_unregister_fixed_rate(hw1);
}

/* ---- CLK_OF_DECLARE() and parent names ---- */

static struct device_node *declared[4];
static unsigned int n_declared;

static void declared_setup(struct device_node *np)
{
	if (n_declared < ARRAY_SIZE(declared))
		declared[n_declared] = np;
	n_declared++;
}

CLK_OF_DECLARE(test_declared, "test,declared-clk", declared_setup);
CLK_OF_DECLARE_DRIVER(test_declared_drv, "test,declared-drv", declared_setup);

static void test_of_declare(void **state)
{
	struct device_node *decl = test_node("/declared@4000");
	struct device_node *drv = test_node("/declared-driver@3800");
	struct platform_device *pdev;

	(void)state;
	/* The group's tree: the first early init (this or an earlier test's). */
	assert_true(platdev_of_init_early() >= 2);
	/* Its parents there first; the one waiting for "late" at the end. */
	assert_int_equal(n_declared, 2);
	assert_ptr_equal(declared[0], decl);
	assert_ptr_equal(declared[1], drv);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	/* A device only for CLK_OF_DECLARE_DRIVER()'s node. */
	assert_null(of_find_device_by_node(decl));
	pdev = of_find_device_by_node(drv);
	assert_non_null(pdev);
	put_device(&pdev->dev);
	/* Not again for a second early init. */
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	assert_true(platdev_of_init_early() >= 2);
	assert_int_equal(n_declared, 2);
}

static void test_parent_names(void **state)
{
	struct device_node *np = test_node("/named@4800");
	const char *names[6] = { NULL };

	(void)state;
	/* Before the early clocks: names from the tree, else the node's. */
	assert_string_equal(of_clk_get_parent_name(np, 0), "osc-half");
	assert_string_equal(of_clk_get_parent_name(np, 1), "osc");
	/* #clock-cells 1, no names, not registered: none. */
	assert_null(of_clk_get_parent_name(np, 2));
	/* clock-indices map cell 7 to the second name; 9 to none. */
	assert_string_equal(of_clk_get_parent_name(np, 3), "idx-seven");
	assert_null(of_clk_get_parent_name(np, 4));
	assert_null(of_clk_get_parent_name(np, 5));
	assert_null(of_clk_get_parent_name(np, -1));
	assert_null(of_clk_get_parent_name(NULL, 0));
	assert_int_equal(of_clk_parent_fill(np, names, 6), 2);
	assert_string_equal(names[1], "osc");
	assert_int_equal(of_clk_parent_fill(np, names, 1), 1);
	assert_int_equal(of_clk_get_parent_count(np), 5);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rates),
		cmocka_unit_test(test_counts),
		cmocka_unit_test(test_unregistered),
		cmocka_unit_test(test_register_errors),
		cmocka_unit_test(test_of_clocks),
		cmocka_unit_test(test_devm_and_defer),
		cmocka_unit_test(test_optional_and_from_child),
		cmocka_unit_test(test_onecell),
		cmocka_unit_test(test_provider_of_clk_handles),
		cmocka_unit_test(test_of_declare),
		cmocka_unit_test(test_parent_names),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
