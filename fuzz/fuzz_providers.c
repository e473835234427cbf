// SPDX-License-Identifier: MIT
/*
 * fuzz_providers.c - what the fuzz targets' drivers do with the suppliers
 * and functions a node describes: take every clock, reset line and GPIO
 * line through the consumer APIs, then serve a clock provider, a reset
 * controller and a GPIO chip for the "#*-cells" of the node. Everything
 * is devm_, so that unbinding the driver takes it all down again.
 */
#include <limits.h>
#include <stdio.h>

#include <linux/bitops.h>
#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/gpio/consumer.h>
#include <linux/gpio/driver.h>
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/reset-controller.h>
#include <linux/reset.h>

#include "fuzz_providers.h"

#define ARRAY_LEN(a) (sizeof(a) / sizeof((a)[0]))

#define MAX_CLOCKS 16 /* clocks one provider serves, or one probe takes */
#define MAX_LINES 16 /* GPIO lines and "clock-names" entries one probe takes */
#define DEFAULT_NGPIO 32
#define NR_RESETS 32

/*
 * One clock of a provider: without a parent a root at @rate, which
 * clk_set_rate() may change; with one (an entry of the provider's own
 * "clocks") a pass-through that hands rate changes to its parent.
 */
struct fuzz_clk {
	struct clk_hw hw;
	unsigned long rate;
};

static unsigned long fuzz_clk_recalc(struct clk_hw *hw, unsigned long prate)
{
	struct fuzz_clk *fc = container_of(hw, struct fuzz_clk, hw);

	return clk_hw_get_num_parents(hw) ? prate : fc->rate;
}

static long fuzz_clk_round(struct clk_hw *hw, unsigned long rate,
			   unsigned long *prate)
{
	if (clk_hw_get_num_parents(hw))
		*prate = rate;
	return rate > LONG_MAX ? LONG_MAX : (long)rate;
}

static int fuzz_clk_set_rate(struct clk_hw *hw, unsigned long rate,
			     unsigned long prate)
{
	(void)prate;
	container_of(hw, struct fuzz_clk, hw)->rate = rate;
	return 0;
}

static const struct clk_ops fuzz_clk_ops = {
	.recalc_rate = fuzz_clk_recalc,
	.round_rate = fuzz_clk_round,
	.set_rate = fuzz_clk_set_rate,
};

/*
 * A clock provider for a node with "#clock-cells": <0> serves one clock
 * (of_clk_hw_simple_get), more one per "clock-output-names" entry, or
 * four without it (of_clk_hw_onecell_get). Clock i is named by entry i of
 * "clock-output-names", else by the node's path, and takes entry i (modulo
 * their number) of the node's own "clocks" as its parent, so that parent
 * lookups, orphans and loops of the clock tree run. A clock that cannot
 * register (a name taken) is served as an error, as drivers do.
 */
static int add_clk_provider(struct device *dev, struct device_node *np,
			    u32 cells)
{
	struct clk_hw_onecell_data *data;
	struct clk_parent_data parent;
	struct clk_init_data init;
	struct fuzz_clk *fc;
	char name[300], path[256];
	const char *out;
	int n, parents, i;

	n = of_property_count_strings(np, "clock-output-names");
	if (cells == 0)
		n = 1;
	else if (n <= 0)
		n = 4;
	n = n > MAX_CLOCKS ? MAX_CLOCKS : n;
	parents = (int)of_clk_get_parent_count(np);
	data = devm_kzalloc(dev,
			    sizeof(*data) + (size_t)n * sizeof(data->hws[0]),
			    GFP_KERNEL);
	fc = devm_kcalloc(dev, (size_t)n, sizeof(*fc), GFP_KERNEL);
	if (!data || !fc)
		return -ENOMEM;
	data->num = (unsigned int)n;
	platdev_of_format_path(np, path, sizeof(path));
	for (i = 0; i < n; i++) {
		if (of_property_read_string_index(np, "clock-output-names", i,
						  &out)) {
			snprintf(name, sizeof(name), "%s#%d", path, i);
			out = name;
		}
		parent = (struct clk_parent_data){
			.index = parents ? i % parents : -1
		};
		init = (struct clk_init_data){
			.name = out,
			.ops = &fuzz_clk_ops,
			.parent_data = parents ? &parent : NULL,
			.num_parents = parents ? 1 : 0,
			.flags = parents ? CLK_SET_RATE_PARENT : 0,
		};
		fc[i].rate = 1000000ul * (unsigned long)(i + 1);
		fc[i].hw.init = &init;
		data->hws[i] = devm_clk_hw_register(dev, &fc[i].hw) ?
				       ERR_PTR(-ENOENT) :
				       &fc[i].hw;
	}
	if (cells == 0)
		return devm_of_clk_add_hw_provider(dev, of_clk_hw_simple_get,
						   data->hws[0]);
	return devm_of_clk_add_hw_provider(dev, of_clk_hw_onecell_get, data);
}

/* A reset controller's lines: a bit each, set while asserted. */
struct fuzz_reset {
	struct reset_controller_dev rcdev;
	unsigned long asserted;
};

static int fuzz_reset_assert(struct reset_controller_dev *rcdev,
			     unsigned long id)
{
	container_of(rcdev, struct fuzz_reset, rcdev)->asserted |= 1ul << id;
	return 0;
}

static int fuzz_reset_deassert(struct reset_controller_dev *rcdev,
			       unsigned long id)
{
	container_of(rcdev, struct fuzz_reset, rcdev)->asserted &= ~(1ul << id);
	return 0;
}

static int fuzz_reset_status(struct reset_controller_dev *rcdev,
			     unsigned long id)
{
	return !!(container_of(rcdev, struct fuzz_reset, rcdev)->asserted &
		  (1ul << id));
}

static const struct reset_control_ops fuzz_reset_ops = {
	.assert = fuzz_reset_assert,
	.deassert = fuzz_reset_deassert,
	.status = fuzz_reset_status,
};

/* The line is the first cell (line 0 with no cells), below nr_resets. */
static int fuzz_reset_xlate(struct reset_controller_dev *rcdev,
			    const struct of_phandle_args *spec)
{
	u32 id = spec->args_count ? spec->args[0] : 0;

	return id < rcdev->nr_resets ? (int)id : -EINVAL;
}

/* A reset controller for a node with "#reset-cells", of that many cells. */
static int add_reset_controller(struct device *dev, struct device_node *np,
				u32 cells)
{
	struct fuzz_reset *fr = devm_kzalloc(dev, sizeof(*fr), GFP_KERNEL);

	if (!fr)
		return -ENOMEM;
	fr->rcdev.ops = &fuzz_reset_ops;
	fr->rcdev.dev = dev;
	fr->rcdev.of_node = np;
	fr->rcdev.of_reset_n_cells = (int)cells;
	fr->rcdev.of_xlate = fuzz_reset_xlate;
	fr->rcdev.nr_resets = cells ? NR_RESETS : 1;
	return devm_reset_controller_register(dev, &fr->rcdev);
}

/* A GPIO chip's lines: a bit each for the direction (out) and the value. */
struct fuzz_gpio {
	struct gpio_chip gc;
	unsigned long out[DIV_ROUND_UP(65536, BITS_PER_LONG)];
	unsigned long val[DIV_ROUND_UP(65536, BITS_PER_LONG)];
};

static int fuzz_gpio_get_direction(struct gpio_chip *gc, unsigned int line)
{
	struct fuzz_gpio *fg = gpiochip_get_data(gc);

	return test_bit(line, fg->out) ? GPIO_LINE_DIRECTION_OUT :
					 GPIO_LINE_DIRECTION_IN;
}

static int fuzz_gpio_input(struct gpio_chip *gc, unsigned int line)
{
	clear_bit(line, ((struct fuzz_gpio *)gpiochip_get_data(gc))->out);
	return 0;
}

static void fuzz_gpio_set(struct gpio_chip *gc, unsigned int line, int value)
{
	struct fuzz_gpio *fg = gpiochip_get_data(gc);

	if (value)
		set_bit(line, fg->val);
	else
		clear_bit(line, fg->val);
}

static int fuzz_gpio_output(struct gpio_chip *gc, unsigned int line, int value)
{
	fuzz_gpio_set(gc, line, value);
	set_bit(line, ((struct fuzz_gpio *)gpiochip_get_data(gc))->out);
	return 0;
}

static int fuzz_gpio_get(struct gpio_chip *gc, unsigned int line)
{
	return test_bit(line, ((struct fuzz_gpio *)gpiochip_get_data(gc))->val);
}

/*
 * As drivers that know their cell count do: the line is the first cell,
 * the flags the second when the chip takes two.
 */
static int fuzz_gpio_xlate(struct gpio_chip *gc,
			   const struct of_phandle_args *spec, u32 *lflags)
{
	if (spec->args[0] >= gc->ngpio)
		return -EINVAL;
	if (lflags)
		*lflags = gc->of_gpio_n_cells > 1 ? spec->args[1] : 0;
	return (int)spec->args[0];
}

/*
 * A GPIO chip for a node with "gpio-controller" and "#gpio-cells": that
 * many cells, or two (the usual) for a count the core refuses; "ngpios"
 * lines (read by the core), else DEFAULT_NGPIO. Its "gpio-hog" children
 * are hogged when it is added.
 */
static int add_gpio_chip(struct device *dev, struct device_node *np, u32 cells)
{
	struct fuzz_gpio *fg = devm_kzalloc(dev, sizeof(*fg), GFP_KERNEL);

	if (!fg)
		return -ENOMEM;
	fg->gc.label = dev_name(dev);
	fg->gc.parent = dev;
	fg->gc.base = -1;
	fg->gc.ngpio = of_property_present(np, "ngpios") ? 0 : DEFAULT_NGPIO;
	fg->gc.can_sleep = true;
	fg->gc.of_gpio_n_cells = cells && cells <= MAX_PHANDLE_ARGS ? cells : 2;
	fg->gc.of_xlate = fuzz_gpio_xlate;
	fg->gc.get_direction = fuzz_gpio_get_direction;
	fg->gc.direction_input = fuzz_gpio_input;
	fg->gc.direction_output = fuzz_gpio_output;
	fg->gc.get = fuzz_gpio_get;
	fg->gc.set = fuzz_gpio_set;
	return devm_gpiochip_add_data(dev, &fg->gc, fg);
}

/*
 * Register a provider for each "#*-cells" of @np this driver serves. A
 * provider that fails is left out, as a driver with an optional function
 * would; only -ENOMEM fails the probe.
 */
static int add_providers(struct device *dev, struct device_node *np)
{
	u32 cells;
	int ret = 0;

	if (!of_property_read_u32(np, "#clock-cells", &cells))
		ret = add_clk_provider(dev, np, cells);
	if (ret != -ENOMEM && !of_property_read_u32(np, "#reset-cells", &cells))
		ret = add_reset_controller(dev, np, cells);
	if (ret != -ENOMEM && of_property_read_bool(np, "gpio-controller") &&
	    !of_property_read_u32(np, "#gpio-cells", &cells))
		ret = add_gpio_chip(dev, np, cells);
	return ret == -ENOMEM ? ret : 0;
}

/* The clocks a probe left running, stopped when its driver unbinds. */
struct running_clocks {
	int n;
	struct clk_bulk_data *clks;
};

static void stop_clocks(void *data)
{
	struct running_clocks *rc = data;

	clk_bulk_disable_unprepare(rc->n, rc->clks);
}

/* Run @clk, ask for half its rate, then its own again, and stop it. */
static void use_clock(struct clk *clk)
{
	unsigned long rate;

	if (clk_prepare_enable(clk))
		return;
	rate = clk_get_rate(clk);
	clk_round_rate(clk, rate / 2 + 1);
	clk_set_rate(clk, rate / 2 + 1);
	clk_get_rate(clk);
	clk_set_rate(clk, rate);
	clk_get_parent(clk);
	clk_disable_unprepare(clk);
}

/*
 * Every clock of @np: each "clock-names" entry (or the first clock
 * without them) with devm_clk_get_optional(), each entry of "clocks" by
 * index, and all of them with devm_clk_bulk_get_all(), which stay running
 * while bound. Return: 0, or -EPROBE_DEFER for a provider still to come.
 */
static int take_clocks(struct device *dev, struct device_node *np)
{
	struct running_clocks *rc;
	const char *name = NULL;
	struct clk *clk;
	int i, n;

	n = of_property_count_strings(np, "clock-names");
	for (i = 0; i < (n > 0 ? n : 1) && i < MAX_LINES; i++) {
		if (n > 0 &&
		    of_property_read_string_index(np, "clock-names", i, &name))
			break;
		clk = devm_clk_get_optional(dev, name);
		if (clk == ERR_PTR(-EPROBE_DEFER))
			return -EPROBE_DEFER;
		if (!IS_ERR(clk))
			use_clock(clk);
	}
	n = (int)of_clk_get_parent_count(np);
	for (i = 0; i < n && i < MAX_CLOCKS; i++) {
		clk = of_clk_get(np, i);
		if (IS_ERR(clk))
			continue;
		use_clock(clk);
		clk_put(clk);
	}
	rc = devm_kzalloc(dev, sizeof(*rc), GFP_KERNEL);
	if (!rc)
		return -ENOMEM;
	rc->n = devm_clk_bulk_get_all(dev, &rc->clks);
	if (rc->n == -EPROBE_DEFER)
		return -EPROBE_DEFER;
	if (rc->n > 0 && !clk_bulk_prepare_enable(rc->n, rc->clks))
		return devm_add_action_or_reset(dev, stop_clocks, rc);
	return 0;
}

/*
 * Every reset line of the device, as one array, shared or exclusive:
 * pulsed, and left deasserted. Return: as take_clocks().
 */
static int take_resets(struct device *dev, bool exclusive)
{
	struct reset_control *rstc;

	if (exclusive)
		rstc = devm_reset_control_array_get_optional_exclusive(dev);
	else
		rstc = devm_reset_control_array_get_optional_shared(dev);
	if (rstc == ERR_PTR(-EPROBE_DEFER))
		return -EPROBE_DEFER;
	if (IS_ERR_OR_NULL(rstc))
		return 0;
	if (exclusive) {
		reset_control_assert(rstc);
		reset_control_status(rstc);
		reset_control_deassert(rstc);
	} else {
		/* Shared: each deassert is matched by an assert. */
		reset_control_deassert(rstc);
		reset_control_deassert(rstc);
		reset_control_assert(rstc);
	}
	return 0;
}

/*
 * Every line of "reset-gpios" (an output, pulsed) and of "gpios" (an
 * input, read). A line taken already (-EBUSY) is left. Return: as
 * take_clocks().
 */
static int take_gpios(struct device *dev)
{
	static const char *const con_ids[] = { "reset", NULL };
	struct gpio_desc *desc;
	unsigned int c;
	int i, n;

	for (c = 0; c < ARRAY_LEN(con_ids); c++) {
		n = gpiod_count(dev, con_ids[c]);
		for (i = 0; i < n && i < MAX_LINES; i++) {
			desc = devm_gpiod_get_index_optional(
				dev, con_ids[c], (unsigned int)i,
				con_ids[c] ? GPIOD_OUT_HIGH : GPIOD_IN);
			if (desc == ERR_PTR(-EPROBE_DEFER))
				return -EPROBE_DEFER;
			if (IS_ERR_OR_NULL(desc))
				continue;
			if (con_ids[c])
				gpiod_set_value_cansleep(desc, 0);
			gpiod_get_value_cansleep(desc);
			gpiod_to_irq(desc);
		}
	}
	return 0;
}

int fuzz_consume_and_provide(struct device *dev, struct device_node *np,
			     bool exclusive)
{
	int ret = take_clocks(dev, np);

	if (!ret)
		ret = take_resets(dev, exclusive);
	if (!ret)
		ret = take_gpios(dev);
	if (!ret)
		ret = add_providers(dev, np);
	return ret;
}
