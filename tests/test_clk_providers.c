// SPDX-License-Identifier: MIT
/*
 * test_clk_providers.c - the basic clock providers on registers (gate and
 * divider, linux/clk-provider.h), clk_round_rate()/clk_set_rate() through
 * the tree with their codes, the bulk consumer API (clk_bulk_*,
 * devm_clk_bulk_get_all(_enable)) on a device tree, and allocation
 * failures of each.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/io.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/clk.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"
#include "testutil_clk.h"

static u32 reg[2];
static unsigned long allocs_before;
static DEFINE_SPINLOCK(reg_lock);

static int setup(void **state)
{
	(void)state;
	return direct_regs_setup(reg, sizeof(reg));
}

static int teardown(void **state)
{
	(void)state;
	return regs_teardown_check();
}

static void test_gate(void **state)
{
	struct clk_hw *osc, *gate, *inv;
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "g-osc", NULL, 0, 1000);
	gate = clk_hw_register_gate(NULL, "g-gate", "g-osc", 0, reg, 3, 0,
				    &reg_lock);
	inv = clk_hw_register_gate(NULL, "g-inv", "g-osc", 0, reg, 5,
				   CLK_GATE_SET_TO_DISABLE, &reg_lock);
	assert_false(IS_ERR(gate));
	assert_false(IS_ERR(inv));
	assert_int_equal(clk_hw_get_rate(gate), 1000);
	reg[0] = 0x100;
	clk = clk_hw_get_clk(gate, NULL);
	assert_int_equal(clk_prepare_enable(clk), 0);
	assert_int_equal(reg[0], 0x108);
	assert_int_equal(clk_gate_is_enabled(gate), 1);
	assert_clk_counts(osc, 1, 1);
	clk_disable_unprepare(clk);
	assert_int_equal(reg[0], 0x100);
	assert_int_equal(clk_gate_is_enabled(gate), 0);
	clk_put(clk);
	assert_int_equal(clk_gate_is_enabled(inv), 1); /* bit 5 clear */
	clk = clk_hw_get_clk(inv, NULL);
	clk_prepare_enable(clk);
	clk_disable(clk);
	assert_int_equal(reg[0], 0x120);
	clk_unprepare(clk);
	clk_put(clk);
	/*
	 * A gate cannot change the rate: asked for another, it rounds to its
	 * own, which it runs at already (Linux 6.12: 0, nothing done).
	 */
	clk = clk_hw_get_clk(gate, NULL);
	assert_int_equal(clk_round_rate(clk, 400), 1000);
	assert_int_equal(clk_set_rate(clk, 400), 0);
	assert_int_equal(clk_get_rate(clk), 1000);
	assert_int_equal(clk_set_rate(clk, 1000), 0);
	clk_put(clk);
	/* So does a fixed clock (assigned-clock-rates on a crystal). */
	clk = clk_hw_get_clk(osc, NULL);
	assert_int_equal(clk_set_rate(clk, 24000000), 0);
	assert_int_equal(clk_get_rate(clk), 1000);
	clk_put(clk);
	clk_hw_unregister_gate(inv);
	clk_hw_unregister_gate(gate);
	clk_hw_unregister_fixed_rate(osc);
}

static void test_gate_hiword_and_errors(void **state)
{
	struct clk_hw *gate;
	struct clk *clk;

	(void)state;
	assert_int_equal(PTR_ERR(clk_hw_register_gate(NULL, "h", NULL, 0, reg,
						      16, CLK_GATE_HIWORD_MASK,
						      NULL)),
			 -EINVAL);
	gate = clk_hw_register_gate(NULL, "h", NULL, 0, reg, 2,
				    CLK_GATE_HIWORD_MASK, NULL);
	clk = clk_hw_get_clk(gate, NULL);
	clk_prepare_enable(clk);
	assert_int_equal(reg[0], 0x00040004);
	clk_disable_unprepare(clk);
	assert_int_equal(reg[0], 0x00040000);
	clk_put(clk);
	assert_int_equal(PTR_ERR(clk_hw_register_gate(NULL, "h", NULL, 0, reg,
						      1, 0, NULL)),
			 -EEXIST);
	clk_hw_unregister_gate(gate);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(clk_hw_register_gate(NULL, "m", NULL, 0, reg,
						      1, 0, NULL)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(PTR_ERR(clk_hw_register_gate(NULL, "m", NULL, 0, reg,
						      1, 0, NULL)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

/* Rate-change notifiers: what each is told, and a refusal. */
struct rate_log {
	struct notifier_block nb;
	unsigned long events[8], old_rate[8], new_rate[8];
	int n;
	int answer; /* to PRE_RATE_CHANGE */
};

static int rate_cb(struct notifier_block *nb, unsigned long event, void *v)
{
	struct rate_log *l = container_of(nb, struct rate_log, nb);
	struct clk_notifier_data *d = v;

	if (l->n < 8) {
		l->events[l->n] = event;
		l->old_rate[l->n] = d->old_rate;
		l->new_rate[l->n++] = d->new_rate;
	}
	return event == PRE_RATE_CHANGE ? l->answer : NOTIFY_OK;
}

static void test_rate_notifiers(void **state)
{
	struct rate_log on_div = { .nb.notifier_call = rate_cb,
				   .answer = NOTIFY_OK };
	struct rate_log on_half = { .nb.notifier_call = rate_cb,
				    .answer = NOTIFY_OK };
	struct clk_hw *osc, *div, *half;
	struct clk *dclk, *hclk;
	unsigned long before = live_allocs();

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "n-osc", NULL, 0, 24000000);
	div = clk_hw_register_divider(NULL, "n-div", "n-osc", 0, reg, 4, 4, 0,
				      &reg_lock);
	half = clk_hw_register_fixed_factor(NULL, "n-half", "n-div", 0, 1, 2);
	reg[0] = 1 << 4; /* /2: 12 MHz */
	dclk = clk_hw_get_clk(div, NULL);
	hclk = clk_hw_get_clk(half, NULL);
	assert_int_equal(clk_notifier_register(NULL, &on_div.nb), -EINVAL);
	assert_int_equal(clk_notifier_register(dclk, NULL), -EINVAL);
	assert_int_equal(clk_notifier_register(dclk, &on_div.nb), 0);
	assert_int_equal(clk_notifier_register(dclk, &on_div.nb), -EEXIST);
	assert_int_equal(clk_notifier_register(hclk, &on_half.nb), 0);

	/* The divider is told before and after; its child after. */
	assert_int_equal(clk_set_rate(dclk, 8000000), 0);
	assert_int_equal(on_div.n, 2);
	assert_true(on_div.events[0] == PRE_RATE_CHANGE &&
		    on_div.old_rate[0] == 12000000 &&
		    on_div.new_rate[0] == 8000000);
	assert_true(on_div.events[1] == POST_RATE_CHANGE &&
		    on_div.new_rate[1] == 8000000);
	assert_int_equal(on_half.n, 1);
	assert_true(on_half.events[0] == POST_RATE_CHANGE &&
		    on_half.old_rate[0] == 6000000 &&
		    on_half.new_rate[0] == 4000000);

	/* A refusal: -EBUSY, nothing changes, the told one hears the abort. */
	on_div.n = on_half.n = 0;
	on_div.answer = NOTIFY_BAD;
	assert_int_equal(clk_set_rate(dclk, 6000000), -EBUSY);
	assert_int_equal(clk_get_rate(dclk), 8000000);
	assert_int_equal(on_div.n, 2);
	assert_true(on_div.events[1] == ABORT_RATE_CHANGE &&
		    on_div.new_rate[1] == 6000000);
	assert_int_equal(on_half.n, 0);

	/* The same rate again: nothing to do, nobody told. */
	on_div.n = 0;
	on_div.answer = NOTIFY_OK;
	assert_int_equal(clk_set_rate(dclk, 8000000), 0);
	assert_int_equal(on_div.n, 0);

	assert_int_equal(clk_notifier_unregister(dclk, &on_div.nb), 0);
	assert_int_equal(clk_notifier_unregister(dclk, &on_div.nb), -ENOENT);
	assert_int_equal(clk_notifier_unregister(hclk, &on_half.nb), 0);
	assert_int_equal(clk_notifier_unregister(NULL, &on_half.nb), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(clk_notifier_register(dclk, &on_div.nb), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	clk_put(dclk);
	clk_put(hclk);
	clk_hw_unregister_fixed_factor(half);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_fixed_rate(osc);
	assert_int_equal(live_allocs(), before);
}

static void test_divider(void **state)
{
	struct clk_hw *osc, *div;
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "d-osc", NULL, 0, 24000000);
	/* bits 4..7: divide by field + 1 */
	div = clk_hw_register_divider(NULL, "d-div", "d-osc", 0, reg, 4, 4, 0,
				      &reg_lock);
	assert_false(IS_ERR(div));
	reg[0] = 0xf00f | (2 << 4);
	assert_int_equal(clk_hw_get_rate(div), 8000000);
	clk = clk_hw_get_clk(div, NULL);
	assert_int_equal(clk_round_rate(clk, 5000000), 4800000); /* /5 */
	assert_int_equal(clk_round_rate(clk, 1), 1500000); /* /16 at most */
	assert_int_equal(clk_round_rate(clk, 48000000), 24000000);
	assert_int_equal(clk_set_rate(clk, 6000000), 0);
	assert_int_equal(reg[0], 0xf00f | (3 << 4));
	assert_int_equal(clk_get_rate(clk), 6000000);
	assert_int_equal(clk_set_rate(clk, 5000000), 0);
	assert_int_equal(clk_get_rate(clk), 4800000);
	clk_put(clk);
	clk_hw_unregister_divider(div);

	/* Powers of two, rounding to the closest. */
	div = clk_hw_register_divider(
		NULL, "d-pow", "d-osc", 0, reg, 0, 3,
		CLK_DIVIDER_POWER_OF_TWO | CLK_DIVIDER_ROUND_CLOSEST, NULL);
	clk = clk_hw_get_clk(div, NULL);
	assert_int_equal(clk_round_rate(clk, 3500000), 3000000); /* /8 */
	assert_int_equal(clk_round_rate(clk, 5000000), 6000000); /* /4 */
	assert_int_equal(clk_set_rate(clk, 5000000), 0);
	assert_int_equal(reg[0] & 7, 2);
	clk_put(clk);
	clk_hw_unregister_divider(div);

	/* Read-only: the rate is what the field says. */
	div = clk_hw_register_divider(
		NULL, "d-ro", "d-osc", 0, reg, 0, 2,
		CLK_DIVIDER_ONE_BASED | CLK_DIVIDER_READ_ONLY, NULL);
	reg[0] = 3;
	clk = clk_hw_get_clk(div, NULL);
	assert_int_equal(clk_get_rate(clk), 8000000);
	assert_int_equal(clk_round_rate(clk, 12000000), 8000000);
	/* Rounds to its own rate: nothing to do. */
	assert_int_equal(clk_set_rate(clk, 12000000), 0);
	assert_int_equal(clk_get_rate(clk), 8000000);
	reg[0] = 0; /* a zero divisor: the parent's rate, logged */
	assert_int_equal(clk_get_rate(clk), 24000000);
	clk_put(clk);
	clk_hw_unregister_divider(div);

	assert_int_equal(
		PTR_ERR(clk_hw_register_divider(NULL, "x", NULL, 0, reg, 14, 4,
						CLK_DIVIDER_HIWORD_MASK, NULL)),
		-EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(clk_hw_register_divider(NULL, "x", NULL, 0,
							 reg, 0, 4, 0, NULL)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	clk_hw_unregister_fixed_rate(osc);
}

static const struct clk_div_table table[] = {
	{ .val = 0, .div = 3 },
	{ .val = 1, .div = 7 },
	{},
};

/* A gate with CLK_SET_RATE_PARENT changes its parent divider's rate. */
static void test_rate_through_parent(void **state)
{
	struct clk_hw *osc, *div, *gate;
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "p-osc", NULL, 0, 21000000);
	div = clk_hw_register_divider_table(NULL, "p-div", "p-osc", 0, reg, 0,
					    1, 0, table, NULL);
	gate = clk_hw_register_gate(NULL, "p-gate", "p-div",
				    CLK_SET_RATE_PARENT, reg + 1, 0, 0, NULL);
	clk = clk_hw_get_clk(gate, NULL);
	assert_int_equal(clk_get_rate(clk), 7000000);
	assert_int_equal(clk_round_rate(clk, 4000000), 3000000);
	assert_int_equal(clk_set_rate(clk, 3000000), 0);
	assert_int_equal(reg[0], 1);
	assert_int_equal(clk_get_rate(clk), 3000000);
	assert_int_equal(clk_set_rate(NULL, 5), 0);
	assert_int_equal(clk_round_rate(NULL, 5), 0);
	clk_put(clk);
	clk_hw_unregister_gate(gate);
	/* A handle outliving its provider. */
	clk = clk_hw_get_clk(div, NULL);
	clk_hw_unregister_divider(div);
	assert_int_equal(clk_set_rate(clk, 1), -ENODEV);
	assert_int_equal(clk_round_rate(clk, 1), -ENODEV);
	clk_put(clk);
	clk_hw_unregister_fixed_rate(osc);
}

/* The divider_*() helpers for providers with fields of their own. */
static void test_divider_helpers(void **state)
{
	static const struct clk_div_table t[] = {
		{ 0, 2 }, { 1, 5 }, { 3, 8 }, {}
	};

	(void)state;
	assert_int_equal(divider_get_val(6000000, 24000000, NULL, 4, 0), 3);
	assert_int_equal(divider_get_val(6000000, 24000000, NULL, 4,
					 CLK_DIVIDER_ONE_BASED),
			 4);
	assert_int_equal(divider_get_val(6000000, 24000000, NULL, 4,
					 CLK_DIVIDER_POWER_OF_TWO),
			 2);
	/* Not a power of two, not in the table, no rate: -EINVAL. */
	assert_int_equal(divider_get_val(8000000, 24000000, NULL, 4,
					 CLK_DIVIDER_POWER_OF_TWO),
			 -EINVAL);
	assert_int_equal(divider_get_val(8000000, 24000000, t, 2, 0), -EINVAL);
	assert_int_equal(divider_get_val(0, 24000000, NULL, 4, 0), -EINVAL);
	assert_int_equal(divider_get_val(3000000, 24000000, t, 2, 0), 3);
	/* Past the field's end: its largest value. */
	assert_int_equal(divider_get_val(1000, 24000000, NULL, 2, 0), 3);
	/* 0 is 2^width with MAX_AT_ZERO. */
	assert_int_equal(divider_get_val(1500000, 24000000, NULL, 4,
					 CLK_DIVIDER_MAX_AT_ZERO),
			 0);
	assert_int_equal(divider_recalc_rate(NULL, 24000000, 0, NULL,
					     CLK_DIVIDER_MAX_AT_ZERO, 4),
			 1500000);
	assert_int_equal(divider_recalc_rate(NULL, 24000000, 1, t, 0, 2),
			 4800000);
	/* A value the table lacks divides by nothing: the parent's rate. */
	assert_int_equal(divider_recalc_rate(NULL, 24000000, 2, t, 0, 2),
			 24000000);
	assert_int_equal(divider_recalc_rate(NULL, 24000000, 0, NULL,
					     CLK_DIVIDER_ONE_BASED |
						     CLK_DIVIDER_ALLOW_ZERO,
					     4),
			 24000000);
}

/* Tables, byte order, handles and devm forms of the register functions. */
static void test_divider_table(void **state)
{
	struct platform_device *pdev;
	struct clk_hw *osc, *div, *g;
	struct clk_parent_data pd = { .name = "dt-osc", .index = -1 };
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "dt-osc", NULL, 0, 21000000);
	clk = clk_register_divider_table(NULL, "dt-div", "dt-osc", 0, reg, 8, 2,
					 CLK_DIVIDER_BIG_ENDIAN, table, NULL);
	assert_false(IS_ERR(clk));
	iowrite32be(1 << 8, reg);
	assert_int_equal(clk_get_rate(clk), 3000000);
	assert_int_equal(clk_set_rate(clk, 7000000), 0);
	assert_int_equal(ioread32be(reg), 0);
	/* Between 7 and 3 MHz: the table's 3 MHz is the highest not above. */
	assert_int_equal(clk_round_rate(clk, 5000000), 3000000);
	clk_unregister_divider(clk);

	g = clk_hw_register_gate_parent_data(NULL, "dt-gate", &pd, 0, reg + 1,
					     3, 0, NULL);
	div = clk_hw_register_divider_parent_hw(NULL, "dt-div2", g, 0, reg, 0,
						2, 0, NULL);
	assert_ptr_equal(clk_hw_get_parent(div), g);
	assert_ptr_equal(clk_hw_get_parent(g), osc);
	reg[0] = 2;
	assert_int_equal(clk_hw_get_rate(div), 7000000);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_gate(g);

	pdev = platform_device_register_simple("dt-devm", -1, NULL, 0);
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	div = devm_clk_hw_register_divider_table(
		&pdev->dev, "dt-devm", "dt-osc", 0, reg, 0, 2, 0, table, NULL);
	assert_false(IS_ERR(div));
	assert_false(IS_ERR(devm_clk_hw_register_fixed_rate(
		&pdev->dev, "dt-fixed", NULL, 0, 5)));
	devres_release_group(&pdev->dev, NULL);
	platform_device_unregister(pdev);
	div = clk_hw_register_divider(NULL, "dt-devm", NULL, 0, reg, 0, 2, 0,
				      NULL);
	assert_false(IS_ERR(div)); /* the devm one is gone */
	clk_hw_unregister_divider(div);
	assert_int_equal(PTR_ERR(clk_register_divider_table(
				 NULL, "x", NULL, 0, reg, 0, 0, 0, NULL, NULL)),
			 -EINVAL);
	clk_hw_unregister_fixed_rate(osc);
}

/*
 * A divider with CLK_SET_RATE_PARENT asks its parent (a divider too) for
 * each of its dividers' best rate from inside its determine_rate, which
 * takes the clock lock again; a fixed factor does the same.
 */
static void test_divider_sets_parent(void **state)
{
	struct clk_hw *osc, *pdiv, *div, *fix;
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "sp-osc", NULL, 0, 24000000);
	pdiv = clk_hw_register_divider(NULL, "sp-pdiv", "sp-osc", 0, reg, 0, 2,
				       CLK_DIVIDER_ONE_BASED, NULL);
	div = clk_hw_register_divider(NULL, "sp-div", "sp-pdiv",
				      CLK_SET_RATE_PARENT, reg + 1, 0, 1, 0,
				      NULL);
	reg[0] = 1;
	reg[1] = 0;
	clk = clk_hw_get_clk(div, NULL);
	assert_int_equal(clk_get_rate(clk), 24000000);
	/* 4 MHz: parent /3 (8 MHz), own /2. */
	assert_int_equal(clk_round_rate(clk, 4000000), 4000000);
	assert_int_equal(clk_set_rate(clk, 4000000), 0);
	assert_int_equal(reg[0], 3);
	assert_int_equal(reg[1], 1);
	clk_put(clk);

	fix = clk_hw_register_fixed_factor(NULL, "sp-fix", "sp-pdiv",
					   CLK_SET_RATE_PARENT, 2, 1);
	clk = clk_hw_get_clk(fix, NULL);
	assert_int_equal(clk_set_rate(clk, 24000000), 0);
	assert_int_equal(reg[0], 2);
	assert_int_equal(clk_get_rate(clk), 24000000);
	clk_put(clk);
	clk_hw_unregister_fixed_factor(fix);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_divider(pdiv);
	clk_hw_unregister_fixed_rate(osc);
}

/* Rate ranges and rate exclusivity. */
static void test_range_and_exclusive(void **state)
{
	struct clk_hw *osc, *div;
	struct clk *a, *b, *other;
	unsigned long lo, hi;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "rx-osc", NULL, 0, 24000000);
	other = clk_hw_get_clk(osc, NULL);
	div = clk_hw_register_divider(NULL, "rx-div", "rx-osc", 0, reg, 0, 4, 0,
				      NULL);
	reg[0] = 0;
	a = clk_hw_get_clk(div, "a");
	b = clk_hw_get_clk(div, "b");
	clk_hw_get_rate_range(div, &lo, &hi);
	assert_int_equal(lo, 0);
	assert_true(hi == ULONG_MAX);
	clk_hw_set_rate_range(div, 4000000, 12000000);
	clk_hw_get_rate_range(div, &lo, &hi);
	assert_int_equal(lo, 4000000);
	assert_int_equal(hi, 12000000);
	/* Requests are clamped into the range. */
	assert_int_equal(clk_round_rate(a, 1000000), 4000000);
	assert_int_equal(clk_hw_round_rate(div, 30000000), 12000000);
	assert_int_equal(clk_set_rate(a, 1000000), 0);
	assert_int_equal(clk_get_rate(a), 4000000);
	clk_hw_set_rate_range(div, 5000000, 4000000); /* refused, logged */
	clk_hw_get_rate_range(div, &lo, &hi);
	assert_int_equal(lo, 4000000);
	clk_hw_set_rate_range(div, 0, ULONG_MAX);

	assert_int_equal(clk_rate_exclusive_get(a), 0);
	assert_int_equal(clk_set_rate(b, 12000000), -EBUSY);
	assert_int_equal(clk_set_rate(b, 4000000), 0); /* its rate already */
	assert_int_equal(clk_set_rate(a, 12000000), 0); /* the holder may */
	assert_int_equal(clk_get_rate(b), 12000000);
	clk_rate_exclusive_put(a);
	clk_rate_exclusive_put(a); /* unbalanced: logged, ignored */
	assert_int_equal(clk_set_rate(b, 6000000), 0);
	/* clk_put() ends the handle's exclusivity. */
	assert_int_equal(clk_rate_exclusive_get(b), 0);
	clk_put(b);
	assert_int_equal(clk_set_rate(a, 8000000), 0);
	/* clk_set_rate_exclusive(): set, then held against the others. */
	assert_int_equal(clk_set_rate_exclusive(a, 6000000), 0);
	assert_int_equal(clk_get_rate(a), 6000000);
	b = clk_hw_get_clk(div, "b");
	assert_int_equal(clk_set_rate(b, 12000000), -EBUSY);
	assert_int_equal(clk_set_rate_exclusive(b, 12000000), -EBUSY);
	assert_int_equal(clk_set_rate_exclusive(b, 6000000), 0); /* no change */
	clk_rate_exclusive_put(b);
	/* Its own hold counts against it, unlike clk_set_rate()'s. */
	assert_int_equal(clk_set_rate_exclusive(a, 12000000), -EBUSY);
	assert_int_equal(clk_get_rate(a), 6000000);
	assert_int_equal(clk_set_rate(a, 12000000), 0); /* clk_set_rate() may */
	clk_rate_exclusive_put(a);
	assert_int_equal(clk_set_rate(b, 6000000), 0);
	/* The -EBUSY one of b held nothing: b holds nothing now. */
	assert_int_equal(clk_set_rate(a, 8000000), 0);
	assert_int_equal(clk_set_rate_exclusive(NULL, 5), 0);
	clk_put(b);
	assert_int_equal(clk_rate_exclusive_get(NULL), 0);
	clk_rate_exclusive_put(NULL);
	assert_int_equal(clk_hw_round_rate(NULL, 5), 0);
	assert_int_equal(clk_hw_get_flags(div), 0);
	assert_string_equal(__clk_get_name(a), "rx-div");
	assert_null(__clk_get_name(NULL));
	assert_ptr_equal(__clk_get_hw(a), div);
	clk_put(a);
	clk_put(other);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_fixed_rate(osc);
}

static unsigned long hw_init_recalc(struct clk_hw *hw, unsigned long prate)
{
	(void)hw;
	return prate / 4;
}

static const struct clk_ops hw_init_ops = {
	.recalc_rate = hw_init_recalc,
};

/* The handle (struct clk) forms, the parent_hw and devm fixed factors. */
static void test_handles_and_forms(void **state)
{
	struct clk_hw *osc, *fix, *mux_hw;
	struct clk_hw quarter = { .init = CLK_HW_INIT("hf-quarter", "hf-osc",
						      &hw_init_ops, 0) };
	struct clk_rate_request req = { .rate = 1 };
	struct platform_device *pdev;
	const char *const names[] = { "hf-osc", "hf-fix" };
	struct clk *clk;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "hf-osc", NULL, 0, 8000000);
	clk = clk_register(NULL, &quarter);
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 2000000);
	assert_ptr_equal(clk, quarter.clk);
	clk_unregister(clk);
	clk_unregister(NULL);

	fix = clk_hw_register_fixed_factor_parent_hw(NULL, "hf-fix", osc, 0, 1,
						     2);
	assert_int_equal(clk_hw_get_rate(fix), 4000000);
	assert_int_equal(PTR_ERR(clk_hw_register_fixed_factor_parent_hw(
				 NULL, "hf-x", NULL, 0, 1, 2)),
			 -EINVAL);
	/* A mux that keeps its parent: req answered from the current one. */
	reg[0] = 1;
	mux_hw = clk_hw_register_mux(NULL, "hf-mux", names, 2, 0, reg, 0, 1, 0,
				     NULL);
	assert_int_equal(clk_hw_determine_rate_no_reparent(mux_hw, &req), 0);
	assert_int_equal(req.rate, 4000000);
	assert_int_equal(clk_hw_get_flags(mux_hw), 0);
	clk_hw_unregister_mux(mux_hw);
	clk_hw_unregister_fixed_factor(fix);

	clk = clk_register_gate(NULL, "hf-gate", "hf-osc", 0, reg, 3, 0, NULL);
	assert_int_equal(clk_prepare_enable(clk), 0);
	assert_int_equal(reg[0] & BIT(3), BIT(3));
	clk_disable_unprepare(clk);
	clk_unregister_gate(clk);
	clk = clk_register_fixed_factor(NULL, "hf-ff", "hf-osc", 0, 3, 1);
	assert_int_equal(clk_get_rate(clk), 24000000);
	clk_unregister_fixed_factor(clk);
	clk = clk_register_fixed_rate(NULL, "hf-fr", NULL, 0, 7);
	assert_int_equal(clk_get_rate(clk), 7);
	clk_unregister_fixed_rate(clk);
	assert_int_equal(
		PTR_ERR(clk_register_fixed_rate(NULL, "hf-osc", NULL, 0, 7)),
		-EEXIST);

	pdev = platform_device_register_simple("hf-devm", -1, NULL, 0);
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	assert_false(IS_ERR(devm_clk_hw_register_fixed_factor(
		&pdev->dev, "hf-d1", "hf-osc", 0, 1, 1)));
	assert_false(IS_ERR(devm_clk_hw_register_fixed_factor_parent_hw(
		&pdev->dev, "hf-d2", osc, 0, 1, 1)));
	assert_null(quarter.init); /* registration clears it */
	quarter.init = CLK_HW_INIT("hf-quarter", "hf-osc", &hw_init_ops, 0);
	assert_false(IS_ERR(devm_clk_register(&pdev->dev, &quarter)));
	assert_int_equal(PTR_ERR(devm_clk_hw_register_fixed_factor(
				 &pdev->dev, "hf-d3", "hf-osc", 0, 1, 0)),
			 -EINVAL);
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(PTR_ERR(devm_clk_hw_register_fixed_factor_index(
				 &pdev->dev, "hf-d4", 0, 0, 1, 1)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	devres_release_group(&pdev->dev, NULL);
	platform_device_unregister(pdev);
	/* The devm ones are gone: their names are free again. */
	fix = clk_hw_register_fixed_factor(NULL, "hf-d1", "hf-osc", 0, 1, 1);
	assert_false(IS_ERR(fix));
	clk_hw_unregister_fixed_factor(fix);
	clk_hw_unregister_fixed_rate(osc);
}

static void test_devm_providers(void **state)
{
	struct platform_device *pdev;
	struct clk_hw *g, *d;

	(void)state;
	pdev = platform_device_register_simple("clk-devm", -1, NULL, 0);
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	g = devm_clk_hw_register_gate(&pdev->dev, "devm-gate", NULL, 0, reg, 0,
				      0, NULL);
	d = devm_clk_hw_register_divider(&pdev->dev, "devm-div", "devm-gate", 0,
					 reg, 4, 2, 0, NULL);
	assert_false(IS_ERR(g));
	assert_false(IS_ERR(d));
	assert_int_equal(PTR_ERR(devm_clk_hw_register_gate(&pdev->dev,
							   "devm-gate", NULL, 0,
							   reg, 0, 0, NULL)),
			 -EEXIST);
	devres_release_group(&pdev->dev, NULL);
	/* Both gone with the group: their names are free again. */
	g = clk_hw_register_gate(NULL, "devm-gate", NULL, 0, reg, 0, 0, NULL);
	d = clk_hw_register_divider(NULL, "devm-div", NULL, 0, reg, 4, 2, 0,
				    NULL);
	assert_false(IS_ERR(g));
	assert_false(IS_ERR(d));
	clk_hw_unregister_divider(d);
	clk_hw_unregister_gate(g);
	platform_device_unregister(pdev);
}

/* ---- bulk ---- */

static int bulk_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static const struct of_device_id bulk_ids[] = { { .compatible = "test,bulk" },
						{} };

static struct platform_driver bulk_driver = {
	.probe = bulk_probe,
	.driver = { .name = "bulk", .of_match_table = bulk_ids },
};

static int bulk_setup(void **state)
{
	(void)state;
	allocs_before = live_allocs();
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/clk_bulk.dtb") ||
	    platdev_of_clk_init() != 2 ||
	    platform_driver_register(&bulk_driver))
		return -1;
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int bulk_teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&bulk_driver);
	platdev_of_exit_early();
	if (platdev_of_unload())
		return -1;
	return live_allocs() == allocs_before ? 0 : -1;
}

static void test_bulk_get(void **state)
{
	struct device *dev = test_device_of("/two@2000");
	struct clk_bulk_data named[2] = { { .id = "rtc" }, { .id = "bus" } };
	struct clk_bulk_data opt[2] = { { .id = "bus" }, { .id = "nope" } };
	struct clk_bulk_data *all = NULL;
	int n;

	(void)state;
	assert_int_equal(clk_bulk_get(dev, 2, named), 0);
	assert_int_equal(clk_get_rate(named[0].clk), 32768);
	assert_int_equal(clk_get_rate(named[1].clk), 24000000);
	assert_int_equal(clk_bulk_prepare_enable(2, named), 0);
	clk_bulk_disable_unprepare(2, named);
	clk_bulk_put(2, named);
	assert_null(named[0].clk);

	assert_int_equal(clk_bulk_get(dev, 2, opt), -ENOENT);
	assert_null(opt[0].clk);
	assert_int_equal(clk_bulk_get_optional(dev, 2, opt), 0);
	assert_non_null(opt[0].clk);
	assert_null(opt[1].clk);
	clk_bulk_put(2, opt);

	n = clk_bulk_get_all(dev, &all);
	assert_int_equal(n, 2);
	assert_string_equal(all[0].id, "bus");
	assert_string_equal(all[1].id, "rtc");
	clk_bulk_put_all(n, all);
	all = NULL;
	assert_int_equal(clk_bulk_get_all(test_device_of("/none@4000"), &all),
			 0);
	assert_null(all);
	assert_int_equal(clk_bulk_get_all(test_device_of("/waits@3000"), &all),
			 -EPROBE_DEFER);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(clk_bulk_get_all(dev, &all), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

static void test_bulk_devm(void **state)
{
	struct device *dev = test_device_of("/two@2000");
	struct clk_bulk_data *all = NULL;
	struct clk *osc;
	unsigned int n;

	(void)state;
	osc = of_clk_get(dev->of_node, 0);
	devres_open_group(dev, NULL, GFP_KERNEL);
	assert_int_equal(devm_clk_bulk_get_all_enable(dev, &all), 0);
	assert_non_null(all);
	assert_int_equal(clk_enable(osc), 0); /* prepared by the bulk */
	clk_disable(osc);
	devres_release_group(dev, NULL);
	/* Disabled and unprepared with the group. */
	assert_int_equal(clk_enable(osc), -ESHUTDOWN);
	devres_open_group(dev, NULL, GFP_KERNEL);
	assert_int_equal(devm_clk_bulk_get_all(dev, &all), 2);
	devres_release_group(dev, NULL);
	/* Each allocation failing leaves nothing behind. */
	for (n = 0; n < 4; n++) {
		unsigned long before = live_allocs();
		int ret;

		platdev_port_fail_alloc_after(n, 0);
		ret = devm_clk_bulk_get_all_enable(dev, &all);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret) {
			devres_release_all(dev);
			continue;
		}
		assert_int_equal(ret, -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	assert_int_equal(devm_clk_bulk_get_all_enable(
				 test_device_of("/waits@3000"), &all),
			 -EPROBE_DEFER);
	clk_put(osc);
}

/* __clk_lookup() by name; __clk_determine_rate() asks another clock. */
static void test_lookup_and_determine(void **state)
{
	struct clk_rate_request req;
	struct clk_hw *osc, *div;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "ld-osc", NULL, 0, 24000000);
	div = clk_hw_register_divider(NULL, "ld-div", "ld-osc", 0, reg, 4, 4,
				      0, &reg_lock);
	assert_false(IS_ERR(div));
	assert_ptr_equal(__clk_lookup("ld-div"), div->clk);
	assert_ptr_equal(__clk_lookup("ld-osc"), osc->clk);
	assert_null(__clk_lookup("ld-none"));
	assert_null(__clk_lookup(NULL));

	/* The divider rounds 5 MHz to /5 of its parent. */
	req = (struct clk_rate_request){ .rate = 5000000,
					 .max_rate = ULONG_MAX };
	assert_int_equal(__clk_determine_rate(div, &req), 0);
	assert_int_equal(req.rate, 4800000);
	assert_ptr_equal(req.best_parent_hw, osc);
	assert_int_equal(req.best_parent_rate, 24000000);
	/* The request's range clamps what is asked. */
	req = (struct clk_rate_request){ .rate = 24000000,
					 .max_rate = 7000000 };
	assert_int_equal(__clk_determine_rate(div, &req), 0);
	assert_int_equal(req.rate, 6000000);
	/* A fixed clock answers its rate; no clock answers 0. */
	req = (struct clk_rate_request){ .rate = 1, .max_rate = ULONG_MAX };
	assert_int_equal(__clk_determine_rate(osc, &req), 0);
	assert_int_equal(req.rate, 24000000);
	req.rate = 5;
	assert_int_equal(__clk_determine_rate(NULL, &req), 0);
	assert_int_equal(req.rate, 0);

	clk_hw_unregister_divider(div);
	assert_null(__clk_lookup("ld-div"));
	clk_hw_unregister_fixed_rate(osc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_gate, setup, teardown),
		cmocka_unit_test_setup_teardown(test_gate_hiword_and_errors,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_divider, setup, teardown),
		cmocka_unit_test_setup_teardown(test_lookup_and_determine,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_rate_notifiers, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_rate_through_parent, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_devm_providers, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_divider_helpers, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_divider_table, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_divider_sets_parent, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_range_and_exclusive, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_handles_and_forms, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_bulk_get, bulk_setup,
						bulk_teardown),
		cmocka_unit_test_setup_teardown(test_bulk_devm, bulk_setup,
						bulk_teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
