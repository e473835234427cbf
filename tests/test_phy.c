// SPDX-License-Identifier: MIT
/*
 * test_phy.c - the generic PHY framework (linux/phy/phy.h): providers by
 * index and by subnode, consumers' handles by name, index and node, the
 * deferral while a provider is missing, Linux's counting of init and
 * power-on (and the runtime-PM references it holds), the calls without
 * ops, disabled and NOP PHYs, managed release, allocation failures,
 * phy_configure()/phy_validate() with union phy_configure_opts, the
 * MIPI D-PHY timings' defaults and limits, and lookups for devices
 * without a node.
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

/* ---- configuration: union phy_configure_opts, MIPI D-PHY timings ---- */

#define DPHY_FIELD(f) offsetof(struct phy_configure_opts_mipi_dphy, f)

static unsigned int *dphy_field(struct phy_configure_opts_mipi_dphy *cfg,
				size_t offset)
{
	return (unsigned int *)((char *)cfg + offset);
}

/* The smallest timings at 1 GHz (1000 ps a UI) and at a display's rate. */
static void test_mipi_dphy_defaults(void **state)
{
	struct phy_configure_opts_mipi_dphy cfg;

	(void)state;
	memset(&cfg, 0xa5, sizeof(cfg));
	assert_int_equal(phy_mipi_dphy_get_default_config_for_hsclk(
				 1000000000ULL, 4, &cfg),
			 0);
	assert_int_equal(cfg.clk_miss, 0);
	assert_int_equal(cfg.clk_post, 60000 + 52 * 1000);
	assert_int_equal(cfg.clk_pre, 8);
	assert_int_equal(cfg.clk_prepare, 38000);
	assert_int_equal(cfg.clk_settle, 95000);
	assert_int_equal(cfg.clk_term_en, 0);
	assert_int_equal(cfg.clk_trail, 60000);
	assert_int_equal(cfg.clk_zero, 262000);
	assert_int_equal(cfg.d_term_en, 0);
	assert_int_equal(cfg.eot, 0);
	assert_int_equal(cfg.hs_exit, 100000);
	assert_int_equal(cfg.hs_prepare, 44000);
	assert_int_equal(cfg.hs_settle, 91000);
	assert_int_equal(cfg.hs_skip, 40000);
	assert_int_equal(cfg.hs_trail, 76000); /* reverse HS: 60 ns + 16 UI */
	assert_int_equal(cfg.hs_zero, 111000);
	assert_int_equal(cfg.init, 100);
	assert_int_equal(cfg.lpx, 50000);
	assert_int_equal(cfg.ta_get, 250000);
	assert_int_equal(cfg.ta_go, 200000);
	assert_int_equal(cfg.ta_sure, 50000);
	assert_int_equal(cfg.wakeup, 1000);
	assert_int_equal(cfg.hs_clk_rate, 1000000000UL);
	assert_int_equal(cfg.lanes, 4);
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), 0);

	/* 1080p60: 148.5 MHz of 24-bit pixels on 4 lanes, 891 MHz, 1123 ps */
	assert_int_equal(
		phy_mipi_dphy_get_default_config(148500000, 24, 4, &cfg), 0);
	assert_int_equal(cfg.hs_clk_rate, 891000000UL);
	assert_int_equal(cfg.clk_post, 60000 + 52 * 1123);
	assert_int_equal(cfg.hs_prepare, 40000 + 4 * 1123);
	assert_int_equal(cfg.hs_prepare + cfg.hs_zero, 145000 + 10 * 1123);
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), 0);
	/* slow enough that 4 * 8 UI is the longer trail: 50 MHz, 20 ns */
	assert_int_equal(phy_mipi_dphy_get_default_config_for_hsclk(50000000, 1,
								    &cfg),
			 0);
	assert_int_equal(cfg.hs_trail, 32 * 20000);
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), 0);

	assert_int_equal(phy_mipi_dphy_get_default_config(148500000, 24, 4,
							  NULL),
			 -EINVAL);
	assert_int_equal(phy_mipi_dphy_get_default_config(148500000, 24, 0,
							  &cfg),
			 -EINVAL);
	assert_int_equal(phy_mipi_dphy_get_default_config(0, 24, 4, &cfg),
			 -EINVAL);
	assert_int_equal(phy_mipi_dphy_get_default_config(1, 1, 4, &cfg),
			 -EINVAL); /* a rate that rounds to 0 Hz */
	assert_int_equal(phy_mipi_dphy_get_default_config_for_hsclk(0, 4, &cfg),
			 -EINVAL);
	assert_int_equal(phy_mipi_dphy_get_default_config_for_hsclk(1000, 4,
								    NULL),
			 -EINVAL);
}

/* One timing changed from the 1 GHz defaults, and whether that is valid. */
static const struct dphy_case {
	size_t field;
	unsigned int value;
	int ret;
} dphy_cases[] = {
	{ DPHY_FIELD(clk_miss), 60000, 0 },
	{ DPHY_FIELD(clk_miss), 60001, -EINVAL },
	{ DPHY_FIELD(clk_post), 111999, -EINVAL },
	{ DPHY_FIELD(clk_pre), 7, -EINVAL },
	{ DPHY_FIELD(clk_prepare), 37999, -EINVAL },
	{ DPHY_FIELD(clk_prepare), 95001, -EINVAL },
	{ DPHY_FIELD(clk_settle), 94999, -EINVAL },
	{ DPHY_FIELD(clk_settle), 300000, 0 },
	{ DPHY_FIELD(clk_settle), 300001, -EINVAL },
	{ DPHY_FIELD(clk_term_en), 38000, 0 },
	{ DPHY_FIELD(clk_term_en), 38001, -EINVAL },
	{ DPHY_FIELD(clk_trail), 59999, -EINVAL },
	{ DPHY_FIELD(clk_zero), 261999, -EINVAL }, /* prepare + zero */
	{ DPHY_FIELD(d_term_en), 39000, 0 },
	{ DPHY_FIELD(d_term_en), 39001, -EINVAL },
	{ DPHY_FIELD(eot), 117000, 0 },
	{ DPHY_FIELD(eot), 117001, -EINVAL },
	{ DPHY_FIELD(hs_exit), 99999, -EINVAL },
	{ DPHY_FIELD(hs_prepare), 43999, -EINVAL },
	{ DPHY_FIELD(hs_prepare), 91000, 0 },
	{ DPHY_FIELD(hs_prepare), 91001, -EINVAL },
	{ DPHY_FIELD(hs_zero), 110999, -EINVAL }, /* prepare + zero */
	{ DPHY_FIELD(hs_settle), 90999, -EINVAL },
	{ DPHY_FIELD(hs_settle), 155000, 0 },
	{ DPHY_FIELD(hs_settle), 155001, -EINVAL },
	{ DPHY_FIELD(hs_skip), 39999, -EINVAL },
	{ DPHY_FIELD(hs_skip), 59000, 0 },
	{ DPHY_FIELD(hs_skip), 59001, -EINVAL },
	{ DPHY_FIELD(hs_trail), 64000, 0 }, /* forward HS: 60 ns + 4 UI */
	{ DPHY_FIELD(hs_trail), 63999, -EINVAL },
	{ DPHY_FIELD(init), 99, -EINVAL },
	{ DPHY_FIELD(lpx), 49999, -EINVAL },
	{ DPHY_FIELD(ta_get), 250001, -EINVAL },
	{ DPHY_FIELD(ta_go), 199999, -EINVAL },
	{ DPHY_FIELD(ta_sure), 49999, -EINVAL },
	{ DPHY_FIELD(ta_sure), 100000, 0 },
	{ DPHY_FIELD(ta_sure), 100001, -EINVAL },
	{ DPHY_FIELD(wakeup), 999, -EINVAL },
};

static void test_mipi_dphy_limits(void **state)
{
	struct phy_configure_opts_mipi_dphy cfg;
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(dphy_cases); i++) {
		const struct dphy_case *c = &dphy_cases[i];

		phy_mipi_dphy_get_default_config_for_hsclk(1000000000ULL, 2,
							   &cfg);
		*dphy_field(&cfg, c->field) = c->value;
		if (phy_mipi_dphy_config_validate(&cfg) != c->ret)
			fail_msg("case %zu: field at %zu = %u: not %d", i,
				 c->field, c->value, c->ret);
	}
	/* 8 UI counts where it is longer than 60 ns + 4 UI: 50 MHz */
	phy_mipi_dphy_get_default_config_for_hsclk(50000000, 1, &cfg);
	cfg.hs_trail = 8 * 20000;
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), 0);
	cfg.hs_trail = 8 * 20000 - 1; /* above 60 ns + 4 UI (140 ns) */
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), -EINVAL);
	/* prepare and zero count together: more prepare, less zero */
	phy_mipi_dphy_get_default_config_for_hsclk(1000000000ULL, 2, &cfg);
	cfg.clk_prepare = 95000;
	cfg.clk_zero = 205000;
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), 0);
	cfg.hs_clk_rate = 0;
	assert_int_equal(phy_mipi_dphy_config_validate(&cfg), -EINVAL);
	assert_int_equal(phy_mipi_dphy_config_validate(NULL), -EINVAL);
}

static int d_configure(struct phy *phy, union phy_configure_opts *opts)
{
	int ret = phy_mipi_dphy_config_validate(&opts->mipi_dphy);

	if (!ret)
		phy_set_bus_width(phy, opts->mipi_dphy.lanes);
	return ret;
}

/* A PHY's validate may adjust the settings it is given: here, to defaults. */
static int d_validate(struct phy *phy, enum phy_mode mode, int submode,
		      union phy_configure_opts *opts)
{
	(void)phy;
	if (mode != PHY_MODE_MIPI_DPHY || submode)
		return -EINVAL;
	return phy_mipi_dphy_get_default_config_for_hsclk(
		opts->mipi_dphy.hs_clk_rate, opts->mipi_dphy.lanes,
		&opts->mipi_dphy);
}

static const struct phy_ops dphy_ops = {
	.configure = d_configure,
	.validate = d_validate,
	.owner = THIS_MODULE,
};

/* phy_validate() and phy_configure() hand the union to the PHY's ops. */
static void test_configure_opts(void **state)
{
	union phy_configure_opts opts = {
		.mipi_dphy = { .hs_clk_rate = 500000000, .lanes = 2 }
	};
	struct phy *phy;

	(void)state;
	register_providers();
	phy = phy_create(test_device_of("/phy@1000"), NULL, &dphy_ops);
	assert_false(IS_ERR(phy));
	assert_int_equal(phy_configure(phy, &opts), -EINVAL); /* no timings */
	assert_int_equal(phy_validate(phy, PHY_MODE_DP, 0, &opts), -EINVAL);
	assert_int_equal(phy_validate(phy, PHY_MODE_MIPI_DPHY, 0, &opts), 0);
	assert_int_equal(opts.mipi_dphy.clk_post, 60000 + 52 * 2000);
	assert_int_equal(phy_configure(phy, &opts), 0);
	assert_int_equal(phy_get_bus_width(phy), 2);
	/* The other members share the union's storage. */
	opts.dp = (struct phy_configure_opts_dp){ .link_rate = 2700,
						  .lanes = 4,
						  .set_rate = 1 };
	assert_int_equal(opts.dp.link_rate, 2700);
	assert_true(opts.dp.set_rate && !opts.dp.set_lanes);
	assert_true(sizeof(opts) >= sizeof(struct phy_configure_opts_lvds));
	phy_destroy(phy);
}

static int status_show(struct seq_file *s, void *data)
{
	(void)s;
	(void)data;
	return 0;
}

/*
 * A device without a node finds a PHY through a lookup the provider made;
 * the lookup goes with phy_remove_lookup() or the PHY.
 */
static void test_lookups(void **state)
{
	struct platform_device *user;
	struct device *dev;
	struct phy *phy, *got;

	(void)state;
	register_providers();
	user = platform_device_register_simple("phy-user", -1, NULL, 0);
	assert_false(IS_ERR(user));
	dev = &user->dev;
	phy = phy_create(test_device_of("/phy@1000"), NULL, &bare_ops);
	assert_false(IS_ERR(phy));
	/* No debugfs: the folder is the value every debugfs call accepts. */
	assert_ptr_equal(phy->debugfs, ERR_PTR(-ENODEV));
	debugfs_create_devm_seqfile(&phy->dev, "status", phy->debugfs,
				    status_show);

	assert_ptr_equal(phy_get(dev, "dp"), ERR_PTR(-ENODEV));
	assert_int_equal(phy_create_lookup(NULL, "dp", "phy-user"), -EINVAL);
	assert_int_equal(phy_create_lookup(phy, NULL, "phy-user"), -EINVAL);
	assert_int_equal(phy_create_lookup(phy, "dp", NULL), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(phy_create_lookup(phy, "dp", "phy-user"), -ENOMEM);
	assert_ptr_equal(phy_get(dev, "dp"), ERR_PTR(-ENODEV));
	assert_int_equal(phy_create_lookup(phy, "dp", dev_name(dev)), 0);

	got = phy_get(dev, "dp");
	assert_ptr_equal(got, phy);
	assert_int_equal(phy_init(got), 0);
	assert_int_equal(phy_exit(got), 0);
	phy_put(dev, got);
	assert_ptr_equal(phy_get(dev, "usb"), ERR_PTR(-ENODEV));
	assert_null(phy_optional_get(dev, "usb"));
	assert_ptr_equal(phy_get(dev, NULL), ERR_PTR(-EINVAL));
	/* Only the lookup made with the same names goes. */
	phy_remove_lookup(phy, "dp", "someone-else");
	phy_remove_lookup(phy, "usb", "phy-user");
	phy_remove_lookup(NULL, "dp", "phy-user");
	got = devm_phy_get(dev, "dp");
	assert_ptr_equal(got, phy);
	devm_phy_put(dev, got);
	phy_remove_lookup(phy, "dp", "phy-user");
	assert_ptr_equal(phy_get(dev, "dp"), ERR_PTR(-ENODEV));

	/* Destroying the PHY takes its lookups with it. */
	assert_int_equal(phy_create_lookup(phy, "dp", "phy-user"), 0);
	assert_int_equal(phy_create_lookup(phy, "aux", "phy-user"), 0);
	phy_destroy(phy);
	assert_ptr_equal(phy_get(dev, "dp"), ERR_PTR(-ENODEV));
	assert_ptr_equal(phy_get(dev, "aux"), ERR_PTR(-ENODEV));
	platform_device_unregister(user);
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
		cmocka_unit_test(test_mipi_dphy_defaults),
		cmocka_unit_test(test_mipi_dphy_limits),
		cmocka_unit_test_setup_teardown(test_configure_opts, before,
						after),
		cmocka_unit_test_setup_teardown(test_lookups, before, after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
