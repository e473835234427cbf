// SPDX-License-Identifier: MIT
/*
 * test_phy.c - the generic PHY framework (linux/phy/phy.h): providers by
 * index and by subnode, consumers' handles by name, index and node, the
 * deferral while a provider is missing, Linux's counting of init and
 * power-on (and the runtime-PM references it holds), the calls without
 * ops, disabled and NOP PHYs, managed release, and allocation failures.
 */
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/phy/phy.h>
#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

/* ---- the provider by index ---- */

struct tphy_calls {
	int init, exit, on, off, mode, reset, release;
	int init_err, on_err, off_err;
};

static struct tphy_calls calls;
static struct phy *tphys[2];

static int t_init(struct phy *phy)
{
	(void)phy;
	if (calls.init_err)
		return calls.init_err;
	calls.init++;
	return 0;
}

static int t_exit(struct phy *phy)
{
	(void)phy;
	calls.exit++;
	return 0;
}

static int t_on(struct phy *phy)
{
	(void)phy;
	if (calls.on_err)
		return calls.on_err;
	calls.on++;
	return 0;
}

static int t_off(struct phy *phy)
{
	(void)phy;
	if (calls.off_err)
		return calls.off_err;
	calls.off++;
	return 0;
}

static int t_mode(struct phy *phy, enum phy_mode mode, int submode)
{
	(void)phy;
	calls.mode++;
	return mode == PHY_MODE_SATA ? -EINVAL : submode;
}

static int t_reset(struct phy *phy)
{
	(void)phy;
	calls.reset++;
	return 0;
}

static void t_release(struct phy *phy)
{
	(void)phy;
	calls.release++;
}

static const struct phy_ops t_ops = {
	.init = t_init,
	.exit = t_exit,
	.power_on = t_on,
	.power_off = t_off,
	.set_mode = t_mode,
	.reset = t_reset,
	.release = t_release,
	.owner = THIS_MODULE,
};

static const struct phy_ops bare_ops = { .owner = THIS_MODULE };

static struct phy *t_xlate(struct device *dev,
			   const struct of_phandle_args *args)
{
	(void)dev;
	if (args->args[0] >= 2)
		return ERR_PTR(-EINVAL);
	return tphys[args->args[0]];
}

static int tphy_probe(struct platform_device *pdev)
{
	struct phy_provider *provider;
	int i;

	for (i = 0; i < 2; i++) {
		tphys[i] = devm_phy_create(&pdev->dev, NULL, &t_ops);
		if (IS_ERR(tphys[i]))
			return (int)PTR_ERR(tphys[i]);
	}
	phy_set_drvdata(tphys[1], &calls);
	provider = devm_of_phy_provider_register(&pdev->dev, t_xlate);
	return PTR_ERR_OR_ZERO(provider);
}

static const struct of_device_id tphy_ids[] = { { .compatible = "test,phy" },
						{} };

static struct platform_driver tphy_driver = {
	.probe = tphy_probe,
	.driver = { .name = "test-phy", .of_match_table = tphy_ids },
};

/* ---- the provider by subnode ---- */

static struct phy *bank_phy;

static int bank_probe(struct platform_device *pdev)
{
	struct device_node *child;

	for_each_child_of_node(pdev->dev.of_node, child) {
		struct phy *phy = devm_phy_create(&pdev->dev, child, &bare_ops);

		if (IS_ERR(phy)) {
			of_node_put(child);
			return (int)PTR_ERR(phy);
		}
		if (!bank_phy)
			bank_phy = phy;
	}
	return PTR_ERR_OR_ZERO(
		devm_of_phy_provider_register(&pdev->dev, of_phy_simple_xlate));
}

static const struct of_device_id bank_ids[] = { { .compatible =
							  "test,phy-bank" },
						{} };

static struct platform_driver bank_driver = {
	.probe = bank_probe,
	.driver = { .name = "test-phy-bank", .of_match_table = bank_ids },
};

/* ---- fixtures ---- */

static unsigned long allocs_loaded;

static int before(void **state);
static int after(void **state);
static void register_providers(void);

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/phy.dtb"))
		return -1;
	/*
	 * One cycle first: an ID allocator keeps its first node, which is
	 * not a leak of the tests'.
	 */
	if (before(NULL))
		return -1;
	register_providers();
	after(NULL);
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
	memset(&calls, 0, sizeof(calls));
	bank_phy = NULL;
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&tphy_driver);
	platform_driver_unregister(&bank_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *consumer(void)
{
	return test_device_of("/consumer@3000");
}

static void register_providers(void)
{
	assert_int_equal(platform_driver_register(&tphy_driver), 0);
	assert_int_equal(platform_driver_register(&bank_driver), 0);
}

/* ---- tests ---- */

/* -EPROBE_DEFER until the provider registers; then the PHY by name. */
static void test_get_defers_then_finds(void **state)
{
	struct phy *phy;

	(void)state;
	assert_true(PTR_ERR(phy_get(consumer(), "usb")) == -EPROBE_DEFER);
	register_providers();
	phy = phy_get(consumer(), "pcie");
	assert_ptr_equal(phy, tphys[1]);
	assert_ptr_equal(phy_get_drvdata(phy), &calls);
	assert_string_equal(dev_name(&phy->dev), "phy-1000.phy.1");
	phy_put(consumer(), phy);
	assert_int_equal(calls.release, 1);
	/* no name: the first entry; another consumer, the same PHY */
	phy = phy_get(test_device_of("/consumer@4000"), NULL);
	assert_ptr_equal(phy, tphys[0]);
	phy_put(NULL, phy);
	/* by subnode: of_phy_simple_xlate() */
	phy = of_phy_get(consumer()->of_node, "bank");
	assert_ptr_equal(phy, bank_phy);
	of_phy_put(phy);
}

/* The errors of phy_get() and the optional forms. */
static void test_get_errors(void **state)
{
	struct device *dev = consumer();

	(void)state;
	register_providers();
	assert_true(PTR_ERR(phy_get(dev, "missing")) == -ENODEV);
	assert_null(phy_optional_get(dev, "missing"));
	assert_null(devm_phy_optional_get(dev, "missing"));
	/* disabled, a NOP transceiver: none */
	assert_true(PTR_ERR(phy_get(dev, "off")) == -ENODEV);
	assert_true(PTR_ERR(phy_get(dev, "nop")) == -ENODEV);
	assert_null(devm_of_phy_optional_get(dev, dev->of_node, "nop"));
	/* the provider's xlate refuses */
	assert_true(PTR_ERR(phy_get(dev, "bad")) == -EINVAL);
	assert_true(PTR_ERR(devm_of_phy_get_by_index(dev, dev->of_node, 9)) ==
		    -ENODEV);
	assert_true(PTR_ERR(of_phy_get(NULL, "usb")) == -ENODEV);
	/* NULL PHYs are no-ops, except configure/validate */
	assert_int_equal(phy_init(NULL), 0);
	assert_int_equal(phy_power_on(NULL), 0);
	assert_int_equal(phy_power_off(NULL), 0);
	assert_int_equal(phy_exit(NULL), 0);
	assert_int_equal(phy_set_mode(NULL, PHY_MODE_USB_HOST), 0);
	assert_int_equal(phy_reset(NULL), 0);
	assert_int_equal(phy_calibrate(NULL), 0);
	assert_int_equal(phy_configure(NULL, NULL), -EINVAL);
	assert_int_equal(phy_validate(NULL, PHY_MODE_PCIE, 0, NULL), -EINVAL);
	phy_put(dev, NULL);
	phy_put(dev, ERR_PTR(-ENODEV));
}

/* The providers bound, the consumer's PHY named @name. */
static struct phy *provided_phy(const char *name)
{
	struct phy *phy;

	register_providers();
	phy = devm_phy_get(consumer(), name);
	assert_false(IS_ERR(phy));
	return phy;
}

/* init/exit and power_on/off reach the ops on the first and last call. */
static void test_counting(void **state)
{
	struct device *dev = consumer();
	struct phy *phy = provided_phy("usb");

	(void)state;
	calls.init_err = -EIO;
	assert_int_equal(phy_init(phy), -EIO);
	assert_int_equal(phy->init_count, 0);
	calls.init_err = 0;
	assert_int_equal(phy_init(phy), 0);
	assert_int_equal(phy_init(phy), 0);
	assert_int_equal(calls.init, 1);
	assert_int_equal(phy_power_on(phy), 0);
	assert_int_equal(phy_power_on(phy), 0);
	assert_int_equal(calls.on, 1);
	assert_int_equal(phy_power_off(phy), 0);
	calls.off_err = -EBUSY;
	assert_int_equal(phy_power_off(phy), -EBUSY);
	assert_int_equal(phy->power_count, 1);
	calls.off_err = 0;
	assert_int_equal(phy_power_off(phy), 0);
	assert_int_equal(calls.off, 1);
	assert_int_equal(phy_exit(phy), 0);
	assert_int_equal(calls.exit, 0);
	assert_int_equal(phy_exit(phy), 0);
	assert_int_equal(calls.exit, 1);
	/* modes: kept on success only */
	assert_int_equal(phy_set_mode_ext(phy, PHY_MODE_USB_OTG, 0), 0);
	assert_int_equal(phy_get_mode(phy), PHY_MODE_USB_OTG);
	assert_int_equal(phy_set_mode(phy, PHY_MODE_SATA), -EINVAL);
	assert_int_equal(phy_get_mode(phy), PHY_MODE_USB_OTG);
	assert_int_equal(phy_reset(phy), 0);
	assert_int_equal(calls.reset, 1);
	assert_int_equal(phy_calibrate(phy), 0);
	assert_int_equal(phy_configure(phy, NULL), -EOPNOTSUPP);
	assert_int_equal(phy_validate(phy, PHY_MODE_PCIE, 0, NULL),
			 -EOPNOTSUPP);
	phy_set_bus_width(phy, 8);
	assert_int_equal(phy_get_bus_width(phy), 8);
	/* a bare PHY: the calls count without ops */
	phy = devm_phy_get(dev, "bank");
	assert_int_equal(phy_init(phy), 0);
	assert_int_equal(phy_power_on(phy), 0);
	assert_int_equal(phy->power_count, 1);
	assert_int_equal(phy_power_off(phy), 0);
	assert_int_equal(phy_exit(phy), 0);
	devm_phy_put(dev, phy);
}

/*
 * With runtime PM on, init and exit resume the PHY for the call only; each
 * counted power-on holds a usage reference that its power-off gives back,
 * and a failed or uncounted call holds none.
 */
static void test_counting_runtime_pm(void **state)
{
	struct phy *phy = provided_phy("usb");

	(void)state;
	pm_runtime_enable(&phy->dev);
	pm_runtime_no_callbacks(&phy->dev);
	calls.init_err = -EIO;
	assert_int_equal(phy_init(phy), -EIO);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
	calls.init_err = 0;
	assert_int_equal(phy_init(phy), 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
	calls.on_err = -ETIMEDOUT;
	assert_int_equal(phy_power_on(phy), -ETIMEDOUT);
	assert_int_equal(phy->power_count, 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
	calls.on_err = 0;
	assert_int_equal(phy_power_on(phy), 0);
	assert_int_equal(phy_power_on(phy), 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 2);
	assert_int_equal(phy_power_off(phy), 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 1);
	calls.off_err = -EBUSY;
	assert_int_equal(phy_power_off(phy), -EBUSY);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 1);
	calls.off_err = 0;
	assert_int_equal(phy_power_off(phy), 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
	/* one power-off too many: nothing to give back */
	assert_int_equal(phy_power_off(phy), 0);
	assert_int_equal(phy->power_count, 0);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
	assert_int_equal(calls.off, 1);
	assert_int_equal(phy_exit(phy), 0);
	assert_int_equal(phy_exit(phy), 0);
	assert_int_equal(phy->init_count, 0);
	assert_int_equal(calls.exit, 1);
	assert_int_equal(platdev_pm_runtime_usage(&phy->dev), 0);
}

/* Providers' errors and allocation failures. */
static void test_provider_errors(void **state)
{
	struct device *prov, *dev = consumer();
	struct phy *phy;

	(void)state;
	register_providers();
	prov = test_device_of("/phy@1000");
	/* children not under the provider's node */
	assert_true(PTR_ERR(__of_phy_provider_register(prov, dev->of_node,
						       THIS_MODULE, t_xlate)) ==
		    -EINVAL);
	assert_true(PTR_ERR(phy_create(NULL, NULL, &t_ops)) == -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(phy_create(prov, NULL, &t_ops)) == -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(of_phy_provider_register(prov, t_xlate)) ==
		    -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(devm_phy_get(dev, "usb")) == -ENOMEM);
	/* a PHY destroyed now: its handle still holds the memory */
	phy = phy_create(prov, NULL, &bare_ops);
	assert_false(IS_ERR(phy));
	get_device(&phy->dev);
	phy_destroy(phy);
	put_device(&phy->dev);
	phy = devm_phy_create(prov, NULL, &bare_ops);
	devm_phy_destroy(prov, phy);
	/* no provider after the provider's unbind */
	device_release_driver(prov);
	assert_true(PTR_ERR(phy_get(dev, "usb")) == -EPROBE_DEFER);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_get_defers_then_finds,
						before, after),
		cmocka_unit_test_setup_teardown(test_get_errors, before, after),
		cmocka_unit_test_setup_teardown(test_counting, before, after),
		cmocka_unit_test_setup_teardown(test_counting_runtime_pm,
						before, after),
		cmocka_unit_test_setup_teardown(test_provider_errors, before,
						after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
