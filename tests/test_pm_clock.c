// SPDX-License-Identifier: MIT
/*
 * test_pm_clock.c - linux/pm_clock.h: a device's PM clock list prepared
 * when filled, switched by pm_clk_suspend()/pm_clk_resume() and by runtime
 * PM through USE_PM_CLK_RUNTIME_OPS, the entries Linux keeps for clocks it
 * cannot get, reference-counted lists, devm lists gone at unbind, the
 * error codes, and allocation failures that leave nothing behind.
 */
#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/pm_clock.h>
#include <linux/pm_runtime.h>
#include <platdev/clk.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"
#include "testutil_clk.h"

static struct {
	struct clk_hw_onecell_data data;
	struct clk_hw *hws[3];
} cc;

static int cc_probe(struct platform_device *pdev)
{
	static const char *const names[] = { "pm-core", "pm-bus", "pm-aux" };
	int i;

	cc.data.num = 3;
	for (i = 0; i < 3; i++)
		cc.data.hws[i] = clk_hw_register_fixed_rate(NULL, names[i],
							    NULL, 0, 1000 + i);
	return devm_of_clk_add_hw_provider(&pdev->dev, of_clk_hw_onecell_get,
					   &cc.data);
}

static void cc_remove(struct platform_device *pdev)
{
	int i;

	(void)pdev;
	for (i = 0; i < 3; i++)
		clk_hw_unregister_fixed_rate(cc.data.hws[i]);
}

static const struct of_device_id cc_ids[] = { { .compatible = "test,pm-cc" },
					      {} };

static struct platform_driver cc_driver = {
	.probe = cc_probe,
	.remove_new = cc_remove,
	.driver = { .name = "pm-cc", .of_match_table = cc_ids },
};

/* The user's driver: two clocks by name, the third by handle. */
static int user_suspends, user_resumes, user_suspend_ret;

static int user_runtime_suspend(struct device *dev)
{
	(void)dev;
	user_suspends++;
	return user_suspend_ret;
}

static int user_runtime_resume(struct device *dev)
{
	(void)dev;
	user_resumes++;
	return 0;
}

static int user_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	int ret;

	ret = devm_pm_clk_create(dev);
	if (ret)
		return ret;
	ret = pm_clk_add(dev, "core");
	if (!ret)
		ret = pm_clk_add(dev, "bus");
	if (!ret)
		ret = of_pm_clk_add_clk(dev, "aux");
	if (ret)
		return ret;
	return devm_pm_runtime_enable(dev);
}

static const struct dev_pm_ops user_pm = {
	.runtime_suspend = user_runtime_suspend,
	.runtime_resume = user_runtime_resume,
};

static const struct of_device_id user_ids[] = { { .compatible =
							  "test,pm-clk-user" },
						{} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "pm-clk-user",
		    .of_match_table = user_ids,
		    .pm = &user_pm },
};

/* A bus whose runtime PM ops are the PM clock list's, as Linux's users do. */
static const struct dev_pm_ops clk_bus_pm = { USE_PM_CLK_RUNTIME_OPS };

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/pm_clock.dtb"))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	if (platform_driver_register(&cc_driver))
		return -1;
	user_suspends = user_resumes = user_suspend_ret = 0;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platform_driver_unregister(&cc_driver);
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static struct device *dev_at(const char *path)
{
	return test_device_of(path);
}

static void assert_all(unsigned int prepare, unsigned int enable)
{
	int i;

	for (i = 0; i < 3; i++)
		assert_clk_counts(cc.data.hws[i], prepare, enable);
}

/* Filling prepares; resume enables; suspend disables; destroy undoes all. */
static void test_list_switches_its_clocks(void **state)
{
	struct device *dev = dev_at("/user@2000");

	(void)state;
	assert_true(pm_clk_no_clocks(dev));
	assert_int_equal(pm_clk_add(dev, "core"), -EINVAL); /* no list yet */
	assert_int_equal(pm_clk_create(NULL), -EINVAL);

	assert_int_equal(pm_clk_create(dev), 0);
	assert_true(pm_clk_no_clocks(dev));
	assert_int_equal(pm_clk_add(dev, "core"), 0);
	assert_int_equal(pm_clk_add(dev, "bus"), 0);
	assert_false(pm_clk_no_clocks(dev));
	assert_clk_counts(cc.data.hws[0], 1, 0);
	assert_clk_counts(cc.data.hws[1], 1, 0);
	assert_clk_counts(cc.data.hws[2], 0, 0);

	assert_int_equal(pm_clk_resume(dev), 0);
	assert_clk_counts(cc.data.hws[0], 1, 1);
	assert_clk_counts(cc.data.hws[1], 1, 1);
	assert_int_equal(pm_clk_resume(dev), 0); /* enabled once, not twice */
	assert_clk_counts(cc.data.hws[0], 1, 1);
	assert_int_equal(pm_clk_suspend(dev), 0);
	assert_clk_counts(cc.data.hws[0], 1, 0);
	assert_clk_counts(cc.data.hws[1], 1, 0);

	/* Removal by name disables and unprepares that clock only. */
	assert_int_equal(pm_clk_resume(dev), 0);
	pm_clk_remove(dev, "bus");
	assert_clk_counts(cc.data.hws[1], 0, 0);
	assert_clk_counts(cc.data.hws[0], 1, 1);
	pm_clk_remove(dev, "nothing"); /* no such entry: nothing happens */

	pm_clk_destroy(dev);
	assert_all(0, 0);
	assert_true(pm_clk_no_clocks(dev));
	pm_clk_destroy(dev); /* no list: a no-op */
	assert_int_equal(live_allocs(), allocs_loaded);
}

/* Lists are counted: the clocks stay until the last destroy. */
static void test_list_is_counted(void **state)
{
	struct device *dev = dev_at("/user@2000");

	(void)state;
	assert_int_equal(pm_clk_create(dev), 0);
	assert_int_equal(pm_clk_create(dev), 0);
	assert_int_equal(pm_clk_add(dev, "core"), 0);
	pm_clk_destroy(dev);
	assert_false(pm_clk_no_clocks(dev));
	assert_clk_counts(cc.data.hws[0], 1, 0);
	pm_clk_destroy(dev);
	assert_true(pm_clk_no_clocks(dev));
	assert_all(0, 0);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/*
 * Clocks handed over by the caller; of_pm_clk_add_clks() takes every
 * clock of the node, and on a bad entry removes what it added.
 */
static void test_clocks_by_handle_and_from_the_tree(void **state)
{
	struct device *user = dev_at("/user@2000");
	struct device *bad = dev_at("/bad@3000");
	struct device *bare = dev_at("/bare@4000");
	struct clk *clk;

	(void)state;
	assert_int_equal(pm_clk_create(user), 0);
	assert_int_equal(pm_clk_add_clk(user, ERR_PTR(-ENOENT)), -ENOENT);
	clk = clk_get(user, "aux");
	assert_false(IS_ERR(clk));
	assert_int_equal(pm_clk_add_clk(user, clk), 0);
	assert_clk_counts(cc.data.hws[2], 1, 0);
	pm_clk_remove_clk(user, clk); /* puts it too: no leak below */
	assert_clk_counts(cc.data.hws[2], 0, 0);
	assert_true(pm_clk_no_clocks(user));

	assert_int_equal(of_pm_clk_add_clks(user), 3);
	assert_all(1, 0);
	assert_int_equal(pm_clk_resume(user), 0);
	assert_all(1, 1);
	pm_clk_destroy(user);
	assert_all(0, 0);

	/* The second clock of bad@3000 does not exist: nothing stays. */
	assert_int_equal(pm_clk_create(bad), 0);
	assert_int_equal(of_pm_clk_add_clks(bad), -EINVAL);
	assert_true(pm_clk_no_clocks(bad));
	assert_all(0, 0);
	pm_clk_destroy(bad);

	assert_int_equal(pm_clk_create(bare), 0);
	assert_int_equal(of_pm_clk_add_clks(bare), -ENODEV);
	assert_int_equal(of_pm_clk_add_clk(bare, "core"), -ENOENT);
	assert_int_equal(of_pm_clk_add_clk(bare, NULL), -EINVAL);
	pm_clk_destroy(bare);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/* As in Linux, a clock that cannot be got is listed, then skipped. */
static void test_missing_clock_is_listed_and_skipped(void **state)
{
	struct device *dev = dev_at("/user@2000");

	(void)state;
	assert_int_equal(pm_clk_create(dev), 0);
	assert_int_equal(pm_clk_add(dev, "nonexistent"), 0);
	assert_int_equal(pm_clk_add(dev, "core"), 0);
	assert_false(pm_clk_no_clocks(dev));
	assert_int_equal(pm_clk_resume(dev), 0);
	assert_clk_counts(cc.data.hws[0], 1, 1);
	assert_int_equal(pm_clk_suspend(dev), 0);
	pm_clk_remove(dev, "nonexistent");
	pm_clk_destroy(dev);
	assert_all(0, 0);
	assert_int_equal(live_allocs(), allocs_loaded);
}

/*
 * Runtime PM through the bus's USE_PM_CLK_RUNTIME_OPS: resume enables the
 * clocks and then runs the driver's callback; suspend runs the callback,
 * then disables them; a callback's error leaves the clocks on. The devm
 * list is gone at unbind.
 */
static void test_runtime_pm_ops(void **state)
{
	struct device *dev = dev_at("/user@2000");
	const struct dev_pm_ops *saved = platform_bus_type.pm;
	struct bus_type *bus = (struct bus_type *)&platform_bus_type;

	(void)state;
	bus->pm = &clk_bus_pm;
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_non_null(dev->driver);
	assert_all(1, 0);

	assert_true(pm_runtime_get_sync(dev) >= 0);
	assert_all(1, 1);
	assert_int_equal(user_resumes, 1);
	assert_int_equal(pm_runtime_put_sync(dev), 0);
	assert_all(1, 0);
	assert_int_equal(user_suspends, 1);

	user_suspend_ret = -EBUSY;
	assert_true(pm_runtime_get_sync(dev) >= 0);
	assert_int_equal(pm_runtime_put_sync(dev), -EBUSY);
	assert_all(1, 1); /* the device stayed active, so did its clocks */
	user_suspend_ret = 0;
	assert_int_equal(pm_runtime_suspend(dev), 0);
	assert_all(1, 0);

	platform_driver_unregister(&user_driver);
	bus->pm = saved;
	assert_all(0, 0);
	assert_true(pm_clk_no_clocks(dev));
	/* The device's runtime PM state stays until the device goes. */
	assert_int_equal(live_allocs(), allocs_loaded + 1);
}

/* Every allocation failure is -ENOMEM and leaves nothing behind. */
static void test_allocation_failures(void **state)
{
	struct device *dev = dev_at("/user@2000");
	int n, ret;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(pm_clk_create(dev), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(pm_clk_no_clocks(dev));

	assert_int_equal(pm_clk_create(dev), 0);
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		ret = pm_clk_add(dev, "core");
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_true(pm_clk_no_clocks(dev));
	}
	assert_true(n >= 2); /* the entry and its name */
	pm_clk_destroy(dev);
	assert_all(0, 0);
	assert_int_equal(live_allocs(), allocs_loaded);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_list_switches_its_clocks),
		T(test_list_is_counted),
		T(test_clocks_by_handle_and_from_the_tree),
		T(test_missing_clock_is_listed_and_skipped),
		T(test_runtime_pm_ops),
		T(test_allocation_failures),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
