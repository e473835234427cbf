// SPDX-License-Identifier: MIT
/*
 * test_regulator.c - the regulator core against Linux 6.12's rules:
 * constraints from the tree (a fixed voltage applied at registration,
 * always-on and boot-on regulators turned on with their supplies), use
 * counts per consumer and per regulator, -EINVAL for a voltage outside
 * the constraints, -EPERM when they forbid a change or a switch, -EIO for
 * an unbalanced disable, -EPROBE_DEFER through supplies not yet
 * registered, the dummy regulator for a supply the tree does not name,
 * -ENODEV for an optional one, exclusive gets, bulk calls, notifier
 * events, ramp and enable delays on virtual time, device links, the class
 * devices and every allocation failing in turn.
 */
#include <linux/delay.h>
#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/regulator/consumer.h>
#include <linux/regulator/driver.h>
#include <linux/regulator/machine.h>
#include <linux/regulator/of_regulator.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>
#include <platdev/bind.h>
#include <platdev/class.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;
static bool late_registered;

/* A test regulator: 16 selectors of 100 mV from 0.8 V. */
struct treg {
	struct regulator_desc desc;
	struct regulator_dev *rdev;
	bool on;
	unsigned int sel;
	unsigned int enables, disables, sets;
	int fail_enable;
};

static int treg_enable(struct regulator_dev *rdev)
{
	struct treg *t = rdev_get_drvdata(rdev);

	if (t->fail_enable)
		return t->fail_enable;
	t->on = true;
	t->enables++;
	return 0;
}

static int treg_disable(struct regulator_dev *rdev)
{
	struct treg *t = rdev_get_drvdata(rdev);

	t->on = false;
	t->disables++;
	return 0;
}

static int treg_is_enabled(struct regulator_dev *rdev)
{
	return ((struct treg *)rdev_get_drvdata(rdev))->on;
}

static int treg_get_sel(struct regulator_dev *rdev)
{
	return (int)((struct treg *)rdev_get_drvdata(rdev))->sel;
}

static int treg_set_sel(struct regulator_dev *rdev, unsigned int sel)
{
	struct treg *t = rdev_get_drvdata(rdev);

	t->sel = sel;
	t->sets++;
	return 0;
}

static const struct regulator_ops treg_ops = {
	.enable = treg_enable,
	.disable = treg_disable,
	.is_enabled = treg_is_enabled,
	.list_voltage = regulator_list_voltage_linear,
	.map_voltage = regulator_map_voltage_linear,
	.get_voltage_sel = treg_get_sel,
	.set_voltage_sel = treg_set_sel,
};

static void treg_desc(struct treg *t, const char *name, bool vin)
{
	t->desc.name = name;
	t->desc.supply_name = vin ? "vin" : NULL;
	t->desc.ops = &treg_ops;
	t->desc.type = REGULATOR_VOLTAGE;
	t->desc.n_voltages = 16;
	t->desc.min_uV = 800000;
	t->desc.uV_step = 100000;
}

static int treg_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	struct regulator_config cfg = {};
	struct treg *t;

	t = devm_kzalloc(&pdev->dev, sizeof(*t), GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	treg_desc(t, np->name, of_property_present(np, "vin-supply"));
	cfg.dev = &pdev->dev;
	cfg.driver_data = t;
	cfg.of_node = np;
	cfg.init_data = of_get_regulator_init_data(&pdev->dev, np, &t->desc);
	if (!cfg.init_data)
		return -ENOMEM;
	t->rdev = devm_regulator_register(&pdev->dev, &t->desc, &cfg);
	if (IS_ERR(t->rdev))
		return PTR_ERR(t->rdev);
	platform_set_drvdata(pdev, t);
	return 0;
}

static const struct of_device_id treg_match[] = { { .compatible =
							    "test,regulator" },
						  {} };

static struct platform_driver treg_driver = {
	.probe = treg_probe,
	.driver = { .name = "test-regulator", .of_match_table = treg_match },
};

static const struct of_device_id late_match[] = {
	{ .compatible = "test,regulator-late" },
	{}
};

static struct platform_driver late_driver = {
	.probe = treg_probe,
	.driver = { .name = "test-regulator-late",
		    .of_match_table = late_match },
};

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/regulator.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int populate(void **state)
{
	(void)state;
	test_events[0] = '\0';
	log_capture_start();
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	return platform_driver_register(&treg_driver);
}

static int depopulate(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(-1, 0);
	log_capture_stop();
	of_platform_depopulate(NULL);
	platform_driver_unregister(&treg_driver);
	if (late_registered)
		platform_driver_unregister(&late_driver);
	late_registered = false;
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *consumer(void)
{
	return test_device_of("/consumer@2000");
}

static struct device *other(void)
{
	return test_device_of("/other@3000");
}

static struct treg *treg_of(const char *path)
{
	struct device *dev = test_device_of(path);

	assert_non_null(dev->driver);
	return platform_get_drvdata(to_platform_device(dev));
}

/* Whether @consumer has a device link to @supplier. */
static bool linked(struct device *consumer, struct device *supplier)
{
	struct platdev_link_info links[8];
	int i, n = platdev_device_links(consumer, links, 8);

	for (i = 0; i < n && i < 8; i++)
		if (links[i].consumer == consumer &&
		    links[i].supplier == supplier)
			return true;
	return false;
}

static void bind_late(void)
{
	assert_int_equal(platform_driver_register(&late_driver), 0);
	late_registered = true;
	assert_non_null(test_device_of("/regulator@1400")->driver);
}

/* The tree's constraints, applied at registration. */
static void test_constraints(void **state)
{
	struct treg *main_reg = treg_of("/regulator@1000");
	struct treg *vdd = treg_of("/regulator@1100");
	struct treg *fixed = treg_of("/regulator@1200");
	struct regulation_constraints *c;

	(void)state;
	/* always on, and its fixed 1.2 V set: selector 4 */
	assert_true(main_reg->on);
	assert_int_equal(main_reg->sel, 4);
	assert_int_equal(main_reg->rdev->use_count, 1);
	c = main_reg->rdev->constraints;
	assert_true(c->always_on);
	assert_false(c->valid_ops_mask & REGULATOR_CHANGE_STATUS);
	assert_false(c->valid_ops_mask & REGULATOR_CHANGE_VOLTAGE);
	assert_string_equal(rdev_get_name(main_reg->rdev), "main");

	/* vdd: a range, switchable, off; 1.0 V applied (0.8 was below) */
	c = vdd->rdev->constraints;
	assert_int_equal(c->min_uV, 1000000);
	assert_int_equal(c->max_uV, 2000000);
	assert_int_equal(c->ramp_delay, 1000);
	assert_int_equal(c->enable_time, 500);
	assert_true(c->valid_ops_mask & REGULATOR_CHANGE_VOLTAGE);
	assert_true(c->valid_ops_mask & REGULATOR_CHANGE_STATUS);
	assert_false(vdd->on);
	assert_int_equal(vdd->sel, 2);
	/* its supply is main, as a consumer of it */
	assert_non_null(vdd->rdev->supply);
	assert_int_equal(main_reg->rdev->open_count, 1);

	assert_int_equal(fixed->sel, 10);
	assert_false(fixed->on);

	/* boot waits for its supply's driver: not bound */
	assert_null(test_device_of("/regulator@1300")->driver);

	/* the class devices, by regulator-name, under their drivers */
	assert_non_null(platdev_class_device_find("regulator", "main"));
	assert_ptr_equal(platdev_class_device_data("regulator", "vdd"),
			 vdd->rdev);
	assert_ptr_equal(platdev_class_device_find("regulator", "vdd")->parent,
			 test_device_of("/regulator@1100"));
	assert_ptr_equal(rdev_get_dev(vdd->rdev)->parent,
			 test_device_of("/regulator@1100"));
	assert_ptr_equal(rdev_get_drvdata(vdd->rdev), vdd);
	assert_null(rdev_get_regmap(vdd->rdev));
	assert_int_equal(rdev_get_id(vdd->rdev), 0);
}

/* Use counts: each consumer's enables, the regulator's consumers, the
 * supply's enable while its regulator is on. */
static void test_use_counts(void **state)
{
	struct treg *main_reg = treg_of("/regulator@1000");
	struct treg *vdd = treg_of("/regulator@1100");
	struct regulator *a, *b;
	char buf[4][PLATDEV_CLASS_EVENT_LEN];
	struct platdev_class_device *cdev;
	s64 t0;

	(void)state;
	a = regulator_get(consumer(), "vdd");
	assert_false(IS_ERR(a));
	b = regulator_get(other(), "vdd");
	assert_false(IS_ERR(b));
	assert_int_equal(vdd->rdev->open_count, 2);
	assert_int_equal(regulator_is_enabled(a), 0);

	/* on: the enable delay passes on virtual time */
	t0 = ktime_to_us(ktime_get());
	assert_int_equal(regulator_enable(a), 0);
	assert_true(ktime_to_us(ktime_get()) - t0 >= 500);
	assert_true(vdd->on);
	assert_int_equal(vdd->enables, 1);
	assert_int_equal(vdd->rdev->use_count, 1);
	/* main now has vdd's enable as well as its own always-on count */
	assert_int_equal(main_reg->rdev->use_count, 2);
	assert_int_equal(regulator_enable(a), 0);
	assert_int_equal(regulator_enable(b), 0);
	assert_int_equal(vdd->enables, 1);
	assert_int_equal(vdd->rdev->use_count, 2);
	assert_int_equal(regulator_is_enabled(b), 1);

	/* a's two enables and b's one: off only after all three */
	assert_int_equal(regulator_disable(a), 0);
	assert_int_equal(regulator_disable(b), 0);
	assert_true(vdd->on);
	assert_int_equal(vdd->rdev->use_count, 1);
	assert_int_equal(regulator_disable(a), 0);
	assert_false(vdd->on);
	assert_int_equal(vdd->rdev->use_count, 0);
	assert_int_equal(main_reg->rdev->use_count, 1);
	assert_true(main_reg->on); /* always on */

	/* one more disable: -EIO and a warning, nothing changes */
	assert_int_equal(regulator_disable(b), -EIO);
	assert_true(log_has(PLATDEV_LOG_WARNING, "unbalanced disables for vdd",
			    NULL));
	assert_int_equal(vdd->disables, 1);

	/* the class device's events */
	cdev = platdev_class_device_find("regulator", "vdd");
	assert_true(platdev_class_device_events(cdev, buf, 4) >= 4);
	assert_string_equal(buf[2], "enable");
	assert_string_equal(buf[3], "disable");

	/* the device links from the consumers to the regulator */
	assert_true(linked(consumer(), &vdd->rdev->dev));
	regulator_put(a);
	assert_false(linked(consumer(), &vdd->rdev->dev));
	regulator_put(b);
	assert_int_equal(vdd->rdev->open_count, 0);

	/* always on, no switching: enable and disable only count */
	a = regulator_get(consumer(), "main");
	assert_false(IS_ERR(a));
	assert_int_equal(regulator_is_enabled(a), 1);
	assert_int_equal(regulator_enable(a), 0);
	assert_int_equal(regulator_disable(a), 0);
	assert_true(main_reg->on);
	assert_int_equal(main_reg->rdev->use_count, 1);
	regulator_put(a);
}

/* Voltages within the constraints and every consumer's range. */
static void test_voltage(void **state)
{
	struct treg *vdd = treg_of("/regulator@1100");
	struct treg *fixed = treg_of("/regulator@1200");
	struct regulator *a, *b, *f;
	s64 t0;

	(void)state;
	a = regulator_get(consumer(), "vdd");
	b = regulator_get(other(), "vdd");
	f = regulator_get(consumer(), "fixed");
	assert_false(IS_ERR(a) || IS_ERR(b) || IS_ERR(f));

	assert_int_equal(regulator_get_voltage(a), 1000000);
	assert_int_equal(regulator_set_voltage(a, 1500000, 1600000), 0);
	assert_int_equal(regulator_get_voltage(a), 1500000);
	assert_int_equal(vdd->sel, 7);
	/* outside the constraints: -EINVAL, the voltage kept */
	assert_int_equal(regulator_set_voltage(a, 2100000, 2300000), -EINVAL);
	assert_int_equal(regulator_set_voltage(a, 500000, 900000), -EINVAL);
	assert_int_equal(regulator_get_voltage(a), 1500000);
	/* partly outside: clamped to the constraints */
	assert_int_equal(regulator_set_voltage(a, 1900000, 2500000), 0);
	assert_int_equal(regulator_get_voltage(a), 1900000);
	/* b's range excludes a's: -EINVAL */
	assert_int_equal(regulator_set_voltage(b, 1000000, 1200000), -EINVAL);
	/* b's range overlaps: the lowest both allow */
	assert_int_equal(regulator_set_voltage(a, 1100000, 1900000), 0);
	assert_int_equal(regulator_set_voltage(b, 1300000, 2000000), 0);
	assert_int_equal(regulator_get_voltage(a), 1300000);

	/* on: a change ramps at 1000 uV/us on virtual time (600 mV) */
	assert_int_equal(regulator_enable(a), 0);
	t0 = ktime_to_us(ktime_get());
	assert_int_equal(regulator_set_voltage(b, 1900000, 2000000), 0);
	assert_true(ktime_to_us(ktime_get()) - t0 >= 600);
	assert_int_equal(regulator_get_voltage(b), 1900000);
	assert_int_equal(regulator_disable(a), 0);

	/* a fixed regulator: its voltage in range is fine, others -EPERM */
	assert_int_equal(regulator_get_voltage(f), 1800000);
	assert_int_equal(regulator_set_voltage(f, 1700000, 1900000), 0);
	assert_int_equal(regulator_set_voltage(f, 1000000, 1200000), -EPERM);
	assert_int_equal(fixed->sets, 1); /* the one at registration */

	/* the voltages listed and supported */
	assert_int_equal(regulator_count_voltages(a), 16);
	assert_int_equal(regulator_list_voltage(a, 0), 0); /* below min */
	assert_int_equal(regulator_list_voltage(a, 5), 1300000);
	assert_int_equal(regulator_list_voltage(a, 16), -EINVAL);
	assert_int_equal(regulator_is_supported_voltage(a, 1250000, 1350000),
			 1);
	assert_int_equal(regulator_is_supported_voltage(a, 2100000, 2200000),
			 0);
	assert_int_equal(regulator_is_supported_voltage(f, 1800000, 1800000),
			 1);
	assert_int_equal(regulator_get_linear_step(a), 100000);
	assert_true(regulator_is_equal(a, b));
	assert_false(regulator_is_equal(a, f));
	assert_int_equal(regulator_sync_voltage(b), 0);

	regulator_put(a);
	regulator_put(b);
	regulator_put(f);
}

/* Notifier events of enable, disable, voltage changes and the driver's. */
static unsigned long seen[8];
static unsigned int nseen;
static unsigned long veto;

static int note(struct notifier_block *nb, unsigned long event, void *data)
{
	(void)nb;
	(void)data;
	if (nseen < 8)
		seen[nseen++] = event;
	return event & veto ? NOTIFY_BAD : NOTIFY_OK;
}

static void test_notifiers(void **state)
{
	struct treg *vdd = treg_of("/regulator@1100");
	struct notifier_block nb = { .notifier_call = note };
	struct regulator *a;

	(void)state;
	a = regulator_get(consumer(), "vdd");
	assert_false(IS_ERR(a));
	nseen = 0;
	veto = 0;
	assert_int_equal(regulator_register_notifier(a, &nb), 0);
	assert_int_equal(regulator_enable(a), 0);
	assert_int_equal(regulator_set_voltage(a, 1200000, 1200000), 0);
	assert_int_equal(regulator_disable(a), 0);
	assert_int_equal(nseen, 5);
	assert_int_equal(seen[0], REGULATOR_EVENT_ENABLE);
	assert_int_equal(seen[1], REGULATOR_EVENT_PRE_VOLTAGE_CHANGE);
	assert_int_equal(seen[2], REGULATOR_EVENT_VOLTAGE_CHANGE);
	assert_int_equal(seen[3], REGULATOR_EVENT_PRE_DISABLE);
	assert_int_equal(seen[4], REGULATOR_EVENT_DISABLE);

	/* a veto of the disable: -EINVAL, still on */
	nseen = 0;
	veto = REGULATOR_EVENT_PRE_DISABLE;
	assert_int_equal(regulator_enable(a), 0);
	assert_int_equal(regulator_disable(a), -EINVAL);
	assert_true(vdd->on);
	/* a veto of a voltage change: -EINVAL, the voltage kept */
	veto = REGULATOR_EVENT_PRE_VOLTAGE_CHANGE;
	assert_int_equal(regulator_set_voltage(a, 1400000, 1400000), -EINVAL);
	assert_int_equal(regulator_get_voltage(a), 1200000);
	veto = 0;
	assert_int_equal(regulator_disable(a), 0);

	/* forced off: FORCE_DISABLE with PRE_DISABLE, then with DISABLE */
	assert_int_equal(regulator_enable(a), 0);
	nseen = 0;
	assert_int_equal(regulator_force_disable(a), 0);
	assert_false(vdd->on);
	assert_int_equal(nseen, 2);
	assert_int_equal(seen[0], REGULATOR_EVENT_FORCE_DISABLE |
					  REGULATOR_EVENT_PRE_DISABLE);
	assert_int_equal(seen[1], REGULATOR_EVENT_FORCE_DISABLE |
					  REGULATOR_EVENT_DISABLE);

	/* what a driver reports reaches the consumers */
	nseen = 0;
	assert_int_equal(regulator_notifier_call_chain(
				 vdd->rdev, REGULATOR_EVENT_OVER_CURRENT, NULL),
			 NOTIFY_DONE);
	assert_int_equal(nseen, 1);
	assert_int_equal(seen[0], REGULATOR_EVENT_OVER_CURRENT);
	assert_int_equal(regulator_unregister_notifier(a, &nb), 0);
	nseen = 0;
	regulator_notifier_call_chain(vdd->rdev, REGULATOR_EVENT_FAIL, NULL);
	assert_int_equal(nseen, 0);

	/* managed: gone with the consumer's driver's resources */
	assert_int_equal(devm_regulator_register_notifier(a, &nb), 0);
	devm_regulator_unregister_notifier(a, &nb);
	regulator_notifier_call_chain(vdd->rdev, REGULATOR_EVENT_FAIL, NULL);
	assert_int_equal(nseen, 0);
	/*
	 * The forced disable dropped the supply's enable but not the
	 * consumer's: its disable then finds the supply unbalanced (-EIO),
	 * as in Linux.
	 */
	assert_int_equal(vdd->rdev->use_count, 1);
	assert_int_equal(regulator_disable(a), -EIO);
	assert_int_equal(vdd->rdev->use_count, 0);
	regulator_put(a);
}

/* Supplies: -EPROBE_DEFER until registered, then the chain comes up. */
static void test_supply_chain(void **state)
{
	struct regulator_config cfg = {};
	struct regulator_init_data init = {};
	struct regulator_dev *rdev;
	struct treg t = {}, *late, *boot;
	struct regulator *r;

	(void)state;
	/* boot's regulator is not registered: the consumer waits */
	r = regulator_get(consumer(), "boot");
	assert_int_equal(PTR_ERR(r), -EPROBE_DEFER);
	r = regulator_get_optional(consumer(), "boot");
	assert_int_equal(PTR_ERR(r), -EPROBE_DEFER);

	/* boot-on with its supply missing: the registration defers */
	treg_desc(&t, "boot-by-hand", true);
	cfg.dev = other();
	cfg.driver_data = &t;
	cfg.of_node = test_node("/regulator@1300");
	init.constraints.boot_on = 1;
	init.constraints.valid_ops_mask = REGULATOR_CHANGE_STATUS;
	cfg.init_data = &init;
	rdev = regulator_register(other(), &t.desc, &cfg);
	assert_int_equal(PTR_ERR(rdev), -EPROBE_DEFER);
	assert_false(t.on);

	/* not needed on: registered, and its consumers wait for its supply */
	init.constraints.boot_on = 0;
	rdev = regulator_register(other(), &t.desc, &cfg);
	assert_false(IS_ERR(rdev));
	assert_null(rdev->supply);
	r = regulator_get(consumer(), "boot");
	assert_int_equal(PTR_ERR(r), -EPROBE_DEFER);
	regulator_unregister(rdev);

	/* the supply's driver binds: boot comes up on it, both on */
	bind_late();
	late = treg_of("/regulator@1400");
	boot = treg_of("/regulator@1300");
	assert_true(boot->on);
	assert_true(late->on);
	assert_non_null(boot->rdev->supply);
	assert_int_equal(late->rdev->open_count, 1);
	/* boot-on is no use count: the first consumer's disable turns it off */
	assert_int_equal(boot->rdev->use_count, 0);
	r = regulator_get(consumer(), "boot");
	assert_false(IS_ERR(r));
	assert_int_equal(regulator_enable(r), 0);
	assert_int_equal(late->rdev->use_count, 1);
	assert_int_equal(regulator_disable(r), 0);
	assert_false(boot->on);
	regulator_put(r);
}

/* The dummy for an unnamed supply, -ENODEV for optional and exclusive. */
static void test_dummy_optional_exclusive(void **state)
{
	struct treg *fixed = treg_of("/regulator@1200");
	struct regulator *r, *e;

	(void)state;
	r = regulator_get(consumer(), "vcc");
	assert_false(IS_ERR(r));
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "supply vcc not found, using dummy regulator",
			    NULL));
	assert_int_equal(regulator_enable(r), 0);
	assert_int_equal(regulator_is_enabled(r), 1);
	assert_int_equal(regulator_get_voltage(r), -EINVAL);
	assert_int_equal(regulator_set_voltage(r, 1000000, 2000000), -EINVAL);
	assert_int_equal(regulator_disable(r), 0);
	assert_int_equal(regulator_is_enabled(r), 1);
	regulator_put(r);

	assert_int_equal(PTR_ERR(regulator_get_optional(consumer(), "vcc")),
			 -ENODEV);
	assert_int_equal(PTR_ERR(regulator_get_exclusive(consumer(), "vcc")),
			 -ENODEV);
	assert_int_equal(PTR_ERR(regulator_get(consumer(), NULL)), -EINVAL);

	/* exclusive: -EBUSY when held, -EPERM for others once it is held */
	r = regulator_get(other(), "fixed");
	assert_false(IS_ERR(r));
	assert_int_equal(PTR_ERR(regulator_get_exclusive(consumer(), "fixed")),
			 -EBUSY);
	regulator_put(r);
	fixed->on = true; /* on when taken: the exclusive consumer's count */
	e = regulator_get_exclusive(consumer(), "fixed");
	assert_false(IS_ERR(e));
	assert_int_equal(fixed->rdev->use_count, 1);
	assert_int_equal(PTR_ERR(regulator_get(other(), "fixed")), -EPERM);
	assert_int_equal(regulator_disable(e), 0);
	assert_false(fixed->on);
	regulator_put(e);
	r = regulator_get(other(), "fixed");
	assert_false(IS_ERR(r));
	regulator_put(r);
}

/* A switch the constraints forbid: -EPERM. A driver's failure. */
static void test_enable_errors(void **state)
{
	struct treg *fixed = treg_of("/regulator@1200");
	struct regulator *r;

	(void)state;
	r = regulator_get(consumer(), "fixed");
	assert_false(IS_ERR(r));
	fixed->rdev->constraints->valid_ops_mask &= ~REGULATOR_CHANGE_STATUS;
	assert_int_equal(regulator_enable(r), -EPERM);
	assert_int_equal(regulator_disable(r), -EIO); /* nothing counted */
	fixed->rdev->constraints->valid_ops_mask |= REGULATOR_CHANGE_STATUS;
	fixed->fail_enable = -EIO;
	assert_int_equal(regulator_enable(r), -EIO);
	assert_int_equal(fixed->rdev->use_count, 0);
	fixed->fail_enable = 0;
	assert_int_equal(regulator_enable(r), 0);
	assert_int_equal(regulator_disable(r), 0);
	regulator_put(r);
}

/* Bulk calls, and the managed ones undone with the consumer's driver. */
static void test_bulk_devm(void **state)
{
	struct treg *vdd = treg_of("/regulator@1100");
	struct treg *fixed = treg_of("/regulator@1200");
	struct regulator_bulk_data b[3] = { { .supply = "vdd" },
					    { .supply = "fixed" },
					    { .supply = "boot" } };
	static const char *const names[] = { "vdd", "fixed" };
	struct regulator *r;

	(void)state;
	/* boot is not there: -EPROBE_DEFER, the others put again */
	assert_int_equal(regulator_bulk_get(consumer(), 3, b), -EPROBE_DEFER);
	assert_null(b[0].consumer);
	assert_int_equal(vdd->rdev->open_count, 0);
	assert_int_equal(regulator_bulk_get(consumer(), 2, b), 0);
	assert_int_equal(regulator_bulk_enable(2, b), 0);
	assert_true(vdd->on && fixed->on);
	/* one failing: the others are disabled again */
	assert_int_equal(regulator_bulk_disable(2, b), 0);
	fixed->fail_enable = -EIO;
	assert_int_equal(regulator_bulk_enable(2, b), -EIO);
	assert_false(vdd->on);
	fixed->fail_enable = 0;
	regulator_bulk_free(2, b);
	assert_null(b[0].consumer);
	assert_int_equal(vdd->rdev->open_count, 0);

	/* exclusive: -EBUSY while another holds one, the first put again */
	r = regulator_get(other(), "fixed");
	assert_false(IS_ERR(r));
	assert_int_equal(devm_regulator_bulk_get_exclusive(consumer(), 2, b),
			 -EBUSY);
	assert_int_equal(vdd->rdev->open_count, 0);
	regulator_put(r);
	assert_int_equal(devm_regulator_bulk_get_exclusive(consumer(), 2, b),
			 0);
	assert_int_equal(PTR_ERR(regulator_get(other(), "vdd")), -EPERM);
	devres_release_all(consumer());
	assert_int_equal(vdd->rdev->open_count, 0);

	/* managed */
	assert_int_equal(devm_regulator_bulk_get_enable(consumer(), 2, names),
			 0);
	assert_true(vdd->on && fixed->on);
	r = devm_regulator_get(other(), "vdd");
	assert_false(IS_ERR(r));
	assert_int_equal(devm_regulator_get_enable(other(), "fixed"), 0);
	assert_int_equal(devm_regulator_get_enable_optional(other(), "vcc"),
			 -ENODEV);
	assert_int_equal(devm_regulator_get_enable_read_voltage(other(), "vdd"),
			 1000000);
	assert_int_equal(vdd->rdev->open_count, 3);
	devres_release_all(consumer());
	assert_true(vdd->on); /* other's enable */
	devres_release_all(other());
	assert_false(vdd->on);
	assert_false(fixed->on);
	assert_int_equal(vdd->rdev->open_count, 0);
	assert_int_equal(fixed->rdev->open_count, 0);
}

/* Registration's checks and the helpers' voltages. */
static void test_register_helpers(void **state)
{
	static const struct linear_range ranges[] = {
		REGULATOR_LINEAR_RANGE(600000, 0, 9, 50000),
		REGULATOR_LINEAR_RANGE(1200000, 10, 14, 100000),
	};
	static const unsigned int table[] = { 1200000, 1800000, 3300000 };
	static const struct regulator_ops lin_ops = {
		.list_voltage = regulator_list_voltage_linear,
	};
	static const struct regulator_ops range_ops = {
		.list_voltage = regulator_list_voltage_linear_range,
	};
	struct regulator_config cfg = { .dev = other() };
	struct regulator_desc d = { .name = "x", .type = REGULATOR_VOLTAGE };
	struct regulator_dev *rdev, fake = { .desc = &d };

	(void)state;
	assert_int_equal(PTR_ERR(regulator_register(other(), &d, &cfg)),
			 -EINVAL); /* no ops */
	d.ops = &treg_ops;
	d.type = 7;
	assert_int_equal(PTR_ERR(regulator_register(other(), &d, &cfg)),
			 -EINVAL);
	d.type = REGULATOR_VOLTAGE;
	d.name = NULL;
	assert_int_equal(PTR_ERR(regulator_register(other(), &d, &cfg)),
			 -EINVAL);

	/* linear */
	d.n_voltages = 10;
	d.min_uV = 1000000;
	d.uV_step = 25000;
	d.linear_min_sel = 2;
	assert_int_equal(regulator_list_voltage_linear(&fake, 1), 0);
	assert_int_equal(regulator_list_voltage_linear(&fake, 4), 1050000);
	assert_int_equal(regulator_list_voltage_linear(&fake, 10), -EINVAL);
	d.ops = &lin_ops;
	assert_int_equal(regulator_map_voltage_linear(&fake, 1040000, 1100000),
			 4);
	assert_int_equal(regulator_map_voltage_linear(&fake, 1300000, 1400000),
			 -EINVAL);
	/* ranges */
	d.linear_ranges = ranges;
	d.n_linear_ranges = 2;
	d.ops = &range_ops;
	assert_int_equal(regulator_list_voltage_linear_range(&fake, 3), 750000);
	assert_int_equal(regulator_list_voltage_linear_range(&fake, 12),
			 1400000);
	assert_int_equal(regulator_list_voltage_linear_range(&fake, 20),
			 -EINVAL);
	assert_int_equal(regulator_map_voltage_linear_range(&fake, 1250000,
							    1500000),
			 11);
	assert_int_equal(regulator_map_voltage_linear_range(&fake, 660000,
							    680000),
			 -EINVAL);
	/* a table */
	d.volt_table = table;
	d.n_voltages = 3;
	d.linear_min_sel = 0;
	assert_int_equal(regulator_list_voltage_table(&fake, 2), 3300000);
	assert_int_equal(regulator_list_voltage_table(&fake, 3), -EINVAL);
	{
		unsigned int sel;

		assert_int_equal(regulator_find_closest_bigger(1500000, table,
							       3, &sel),
				 0);
		assert_int_equal(sel, 1);
		assert_int_equal(regulator_find_closest_bigger(5000000, table,
							       3, &sel),
				 -EINVAL);
		assert_int_equal(sel, 2);
	}

	/* registered by hand with no constraints: no voltage changes */
	d.name = "byhand";
	d.ops = &treg_ops;
	d.n_voltages = 16;
	d.min_uV = 800000;
	d.uV_step = 100000;
	d.volt_table = NULL;
	{
		struct treg t = {};

		cfg.driver_data = &t;
		rdev = regulator_register(other(), &d, &cfg);
		assert_false(IS_ERR(rdev));
		assert_string_equal(rdev_get_name(rdev), "byhand");
		assert_ptr_equal(
			platdev_class_device_data("regulator", "byhand"), rdev);
		regulator_unregister(rdev);
		assert_null(platdev_class_device_find("regulator", "byhand"));
	}
}

/*
 * Board code's consumer maps, for devices without a tree: a device's own
 * map, then a map for any device, then a regulator's name; a consumer
 * mapped twice is refused with the regulator; the map goes with it.
 */
static void test_consumer_maps(void **state)
{
	static struct regulator_consumer_supply supplies[] = {
		REGULATOR_SUPPLY("vcc", "cons.0"),
		REGULATOR_SUPPLY("vbus", NULL),
	};
	static struct regulator_consumer_supply taken[] = {
		REGULATOR_SUPPLY("vcc", "cons.0"),
	};
	struct platform_device *c0, *c1;
	struct regulator_init_data init = {}, init2 = {};
	struct regulator_config cfg = {};
	struct regulator_dev *rdev, *rdev2;
	struct regulator *r;
	struct treg t = {}, t2 = {};

	(void)state;
	c0 = platform_device_register_simple("cons", 0, NULL, 0);
	c1 = platform_device_register_simple("cons", 1, NULL, 0);
	assert_false(IS_ERR(c0) || IS_ERR(c1));
	treg_desc(&t, "board-vcc", false);
	init.constraints.valid_ops_mask = REGULATOR_CHANGE_STATUS;
	init.consumer_supplies = supplies;
	init.num_consumer_supplies = ARRAY_SIZE(supplies);
	cfg.dev = other();
	cfg.driver_data = &t;
	cfg.init_data = &init;
	rdev = regulator_register(other(), &t.desc, &cfg);
	assert_false(IS_ERR(rdev));

	/* cons.0's vcc is mapped; cons.1's is not: the dummy */
	r = regulator_get(&c0->dev, "vcc");
	assert_false(IS_ERR(r));
	assert_int_equal(rdev->open_count, 1);
	assert_int_equal(regulator_enable(r), 0);
	assert_true(t.on);
	assert_int_equal(regulator_disable(r), 0);
	regulator_put(r);
	assert_int_equal(rdev->open_count, 0);
	r = regulator_get(&c1->dev, "vcc");
	assert_false(IS_ERR(r));
	assert_int_equal(rdev->open_count, 0);
	regulator_put(r);
	assert_int_equal(PTR_ERR(regulator_get_optional(&c1->dev, "vcc")),
			 -ENODEV);
	/* a map without a device name is any device's; so is a name */
	r = regulator_get(&c1->dev, "vbus");
	assert_false(IS_ERR(r));
	assert_int_equal(rdev->open_count, 1);
	regulator_put(r);
	r = regulator_get(&c1->dev, "board-vcc");
	assert_false(IS_ERR(r));
	assert_int_equal(rdev->open_count, 1);
	regulator_put(r);

	/* the same consumer and supply mapped again: refused, nothing kept */
	treg_desc(&t2, "board-vcc2", false);
	init2.consumer_supplies = taken;
	init2.num_consumer_supplies = ARRAY_SIZE(taken);
	cfg.driver_data = &t2;
	cfg.init_data = &init2;
	rdev2 = regulator_register(other(), &t2.desc, &cfg);
	assert_int_equal(PTR_ERR(rdev2), -EBUSY);
	assert_null(platdev_class_device_find("regulator", "board-vcc2"));

	/* the map goes with its regulator */
	regulator_unregister(rdev);
	assert_int_equal(PTR_ERR(regulator_get_optional(&c0->dev, "vcc")),
			 -ENODEV);
	assert_int_equal(PTR_ERR(regulator_get_optional(&c0->dev, "vbus")),
			 -ENODEV);
	platform_device_unregister(c1);
	platform_device_unregister(c0);
}

/* Every allocation of registration and get failing in turn. */
static void test_alloc_failures(void **state)
{
	static struct regulator_consumer_supply supplies[] = {
		REGULATOR_SUPPLY("vcc", "cons.0"),
		REGULATOR_SUPPLY("vbus", NULL),
	};
	struct regulator_init_data init = {};
	struct regulator_config cfg = {};
	struct regulator_dev *rdev;
	struct regulator *r;
	struct treg t = {};
	unsigned long before;
	long n;

	(void)state;
	treg_desc(&t, "faulty", false);
	init.constraints.valid_ops_mask = REGULATOR_CHANGE_STATUS |
					  REGULATOR_CHANGE_VOLTAGE;
	init.constraints.min_uV = 1000000;
	init.constraints.max_uV = 1500000;
	init.consumer_supplies = supplies;
	init.num_consumer_supplies = ARRAY_SIZE(supplies);
	cfg.dev = other();
	cfg.driver_data = &t;
	cfg.init_data = &init;
	before = live_allocs();
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		rdev = regulator_register(other(), &t.desc, &cfg);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(rdev))
			break;
		assert_int_equal(PTR_ERR(rdev), -ENOMEM);
		assert_null(platdev_class_device_find("regulator", "faulty"));
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n > 0);
	regulator_unregister(rdev);
	assert_int_equal(live_allocs(), before);

	/* the consumer's get, managed: its handle, name, link and devres */
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		r = devm_regulator_get(consumer(), "vdd");
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(r))
			break;
		assert_int_equal(PTR_ERR(r), -ENOMEM);
		assert_int_equal(treg_of("/regulator@1100")->rdev->open_count,
				 0);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n > 0);
	devres_release_all(consumer());
	assert_int_equal(live_allocs(), before);

	/* the devm registration */
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		rdev = devm_regulator_register(other(), &t.desc, &cfg);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(rdev))
			break;
		assert_int_equal(PTR_ERR(rdev), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	devres_release_all(other());
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_constraints, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_use_counts, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_voltage, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_notifiers, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_supply_chain, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_dummy_optional_exclusive,
						populate, depopulate),
		cmocka_unit_test_setup_teardown(test_enable_errors, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_bulk_devm, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_register_helpers, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_consumer_maps, populate,
						depopulate),
		cmocka_unit_test_setup_teardown(test_alloc_failures, populate,
						depopulate),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
