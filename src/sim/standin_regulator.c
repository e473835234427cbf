// SPDX-License-Identifier: MIT
/*
 * standin_regulator.c - the regulator kind of stand-in: a node some
 * "*-supply" points at, which no driver claims, becomes a fixed regulator
 * at its "regulator-min-microvolt" (no voltage when it gives none), with
 * the constraints its node states. enable and disable are recorded.
 */
#include <linux/of.h>
#include <linux/regulator/driver.h>
#include <linux/regulator/of_regulator.h>
#include <linux/slab.h>
#include <platdev/of.h>

#include "sim/standin_private.h"

struct sreg {
	struct regulator_desc desc;
	struct platdev_standin *si;
	bool on;
	char name[160];
};

static int sreg_enable(struct regulator_dev *rdev)
{
	struct sreg *r = rdev_get_drvdata(rdev);

	r->on = true;
	standin_record(r->si, "enable regulator");
	return 0;
}

static int sreg_disable(struct regulator_dev *rdev)
{
	struct sreg *r = rdev_get_drvdata(rdev);

	r->on = false;
	standin_record(r->si, "disable regulator");
	return 0;
}

static int sreg_is_enabled(struct regulator_dev *rdev)
{
	struct sreg *r = rdev_get_drvdata(rdev);

	return r->on;
}

static const struct regulator_ops sreg_ops = {
	.enable = sreg_enable,
	.disable = sreg_disable,
	.is_enabled = sreg_is_enabled,
};

static bool sreg_wants(struct device_node *np)
{
	return standin_is_target(STANDIN_TARGET_SUPPLY, np);
}

static int sreg_start(struct platdev_standin *si, void **data)
{
	struct sreg *r = devm_kzalloc(si->dev, sizeof(*r), GFP_KERNEL);
	struct regulator_config config = { 0 };
	struct regulator_dev *rdev;
	u32 uv = 0;

	if (!r)
		return -ENOMEM;
	r->si = si;
	platdev_of_format_path(si->np, r->name, sizeof(r->name));
	r->desc.name = r->name;
	r->desc.type = REGULATOR_VOLTAGE;
	r->desc.ops = &sreg_ops;
	if (!of_property_read_u32(si->np, "regulator-min-microvolt", &uv) &&
	    uv) {
		r->desc.fixed_uV = (int)uv;
		r->desc.n_voltages = 1;
	}
	config.dev = si->dev;
	config.of_node = si->np;
	config.driver_data = r;
	config.init_data =
		of_get_regulator_init_data(si->dev, si->np, &r->desc);
	rdev = devm_regulator_register(si->dev, &r->desc, &config);
	if (IS_ERR(rdev))
		return (int)PTR_ERR(rdev);
	*data = r;
	return 0;
}

const struct standin_kind standin_regulator_kind = {
	.name = "regulator",
	.wants = sreg_wants,
	.start = sreg_start,
};
