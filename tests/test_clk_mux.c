// SPDX-License-Identifier: MIT
/*
 * test_clk_mux.c - multi-parent clocks and the basic mux
 * (linux/clk-provider.h): the parent read at registration, orphans that
 * find their parent (and hand it their counts) when it registers,
 * clk_set_parent() with Linux's codes and its carrying of prepare and
 * enable counts, subtree rates, the CLK_MUX_* register layouts, rate
 * requests that choose a parent, registration's refusals and its
 * allocation failures; and assigned-clocks applied before a probe.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/clk/clk-conf.h>
#include <linux/io.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"
#include "testutil_clk.h"

static u32 reg[2];
static DEFINE_SPINLOCK(reg_lock);
static const char *const ab[] = { "m-a", "m-b" };

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

static struct clk_hw *osc(const char *name, unsigned long rate)
{
	struct clk_hw *hw =
		clk_hw_register_fixed_rate(NULL, name, NULL, 0, rate);

	assert_false(IS_ERR(hw));
	return hw;
}

static void test_mux_parent_and_switch(void **state)
{
	struct clk_hw *a = osc("m-a", 1000), *b = osc("m-b", 600), *mux, *div;
	struct clk *m, *ca, *cb, *cd;

	(void)state;
	reg[0] = 1 << 4; /* the field (bits 4-5) selects entry 1 */
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 4, 2, 0,
				  &reg_lock);
	assert_false(IS_ERR(mux));
	div = clk_hw_register_divider(NULL, "m-div", "m-mux", 0, reg + 1, 0, 4,
				      0, NULL);
	assert_int_equal(clk_hw_get_num_parents(mux), 2);
	assert_ptr_equal(clk_hw_get_parent(mux), b);
	assert_int_equal(clk_hw_get_parent_index(mux), 1);
	assert_ptr_equal(clk_hw_get_parent_by_index(mux, 0), a);
	assert_null(clk_hw_get_parent_by_index(mux, 2));
	reg[1] = 1; /* divide by 2 */
	assert_int_equal(clk_hw_get_rate(div), 300);

	m = clk_hw_get_clk(mux, NULL);
	ca = clk_hw_get_clk(a, NULL);
	cb = clk_hw_get_clk(b, NULL);
	cd = clk_hw_get_clk(div, NULL);
	assert_true(clk_has_parent(m, ca));
	assert_false(clk_has_parent(m, cd));
	assert_true(clk_has_parent(m, NULL));
	assert_int_equal(clk_get_rate(clk_get_parent(m)), 600);
	assert_null(clk_get_parent(ca));
	assert_null(clk_get_parent(NULL));

	/* Switching: the register, then the whole subtree's rates. */
	assert_int_equal(clk_set_parent(m, ca), 0);
	assert_int_equal(reg[0], 0);
	assert_ptr_equal(clk_hw_get_parent(mux), a);
	assert_int_equal(clk_get_rate(cd), 500);
	assert_int_equal(clk_set_parent(m, ca), 0); /* already */
	assert_int_equal(clk_set_parent(m, cd), -EINVAL);
	assert_int_equal(clk_set_parent(cd, ca), -EINVAL);
	assert_int_equal(clk_set_parent(NULL, ca), 0);
	assert_int_equal(clk_hw_set_parent(mux, b), 0);
	assert_int_equal(reg[0], 1 << 4);

	/* A prepared and enabled mux moves its counts to the new parent. */
	assert_int_equal(clk_prepare(m), 0);
	assert_clk_counts(b, 1, 0);
	assert_int_equal(clk_set_parent(m, ca), 0);
	assert_clk_counts(b, 0, 0);
	assert_clk_counts(a, 1, 0);
	assert_int_equal(clk_enable(m), 0);
	assert_clk_counts(a, 1, 1);
	assert_int_equal(clk_set_parent(m, cb), 0);
	assert_clk_counts(a, 0, 0);
	assert_clk_counts(b, 1, 1);
	assert_clk_counts(mux, 1, 1);
	clk_disable_unprepare(m);
	assert_clk_counts(b, 0, 0);

	/* A rate request picks the parent (the highest not above it). */
	assert_int_equal(clk_round_rate(m, 900), 600);
	assert_int_equal(clk_round_rate(m, 5000), 1000);
	assert_int_equal(clk_set_rate(m, 1000), 0);
	assert_ptr_equal(clk_hw_get_parent(mux), a);
	assert_int_equal(clk_round_rate(m, 100), -EINVAL); /* none fits */

	clk_put(cd);
	clk_put(cb);
	clk_put(ca);
	clk_put(m);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_mux(mux);
	clk_hw_unregister_fixed_rate(b);
	clk_hw_unregister_fixed_rate(a);
}

/* ---- a multi-parent clock of the test's own, to watch the core ---- */

struct probe_clk {
	struct clk_hw hw;
	u8 index;
	int set_parent_ret;
	char events[128];
};

#define to_probe_clk(_hw) container_of(_hw, struct probe_clk, hw)

static void event(struct clk_hw *hw, const char *what)
{
	clk_log_append(to_probe_clk(hw)->events, what);
}

static int probe_enable(struct clk_hw *hw)
{
	event(hw, "on;");
	return 0;
}

static void probe_disable(struct clk_hw *hw)
{
	event(hw, "off;");
}

static u8 probe_get_parent(struct clk_hw *hw)
{
	return to_probe_clk(hw)->index;
}

static int probe_set_parent(struct clk_hw *hw, u8 index)
{
	struct probe_clk *p = to_probe_clk(hw);

	event(hw, index ? "to1;" : "to0;");
	if (p->set_parent_ret)
		return p->set_parent_ret;
	p->index = index;
	return 0;
}

static const struct clk_ops probe_ops = {
	.enable = probe_enable,
	.disable = probe_disable,
	.get_parent = probe_get_parent,
	.set_parent = probe_set_parent,
	.determine_rate = __clk_mux_determine_rate,
};

static void test_switch_rules(void **state)
{
	struct clk_init_data init = { .name = "p-clk",
				      .ops = &probe_ops,
				      .parent_names = ab,
				      .num_parents = 2 };
	struct probe_clk p = { .hw.init = &init };
	struct clk_hw *a = osc("m-a", 1000), *b = osc("m-b", 600);
	struct clk *c, *ca, *cb;

	(void)state;
	assert_int_equal(clk_hw_register(NULL, &p.hw), 0);
	c = clk_hw_get_clk(&p.hw, NULL);
	ca = clk_hw_get_clk(a, NULL);
	cb = clk_hw_get_clk(b, NULL);
	assert_int_equal(clk_prepare(c), 0);

	/* A prepared clock runs across the switch (Linux: glitch-free). */
	assert_int_equal(clk_set_parent(c, cb), 0);
	assert_string_equal(p.events, "on;to1;off;");
	assert_clk_counts(a, 0, 0);
	assert_clk_counts(b, 1, 0);

	/* A refused switch leaves parent and counts as they were. */
	p.events[0] = 0;
	p.set_parent_ret = -EIO;
	assert_int_equal(clk_set_parent(c, ca), -EIO);
	assert_string_equal(p.events, "on;to0;off;");
	assert_ptr_equal(clk_hw_get_parent(&p.hw), b);
	assert_clk_counts(a, 0, 0);
	assert_clk_counts(b, 1, 0);
	p.set_parent_ret = 0;

	/* Enabled: nothing toggles, the enable count moves. */
	assert_int_equal(clk_enable(c), 0);
	p.events[0] = 0;
	assert_int_equal(clk_set_parent(c, ca), 0);
	assert_string_equal(p.events, "to0;");
	assert_clk_counts(a, 1, 1);
	assert_clk_counts(b, 0, 0);
	clk_disable(c);
	assert_clk_counts(a, 1, 0);

	/* CLK_SET_PARENT_GATE: only while unprepared. */
	clk_unprepare(c);
	clk_put(c);
	clk_hw_unregister(&p.hw);
	init.flags = CLK_SET_PARENT_GATE;
	p.hw.init = &init;
	assert_int_equal(clk_hw_register(NULL, &p.hw), 0);
	c = clk_hw_get_clk(&p.hw, NULL);
	assert_int_equal(clk_prepare(c), 0);
	assert_int_equal(clk_set_parent(c, cb), -EBUSY);
	clk_unprepare(c);
	assert_int_equal(clk_set_parent(c, cb), 0);
	assert_int_equal(p.index, 1);
	assert_clk_counts(a, 0, 0);

	clk_put(c);
	clk_put(cb);
	clk_put(ca);
	clk_hw_unregister(&p.hw);
	clk_hw_unregister_fixed_rate(b);
	clk_hw_unregister_fixed_rate(a);
}

static void test_orphans(void **state)
{
	struct clk_hw *mux, *a, *b;
	struct clk *m;

	(void)state;
	/* Parents not registered yet: an orphan of rate 0. */
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 0, 1, 0, NULL);
	assert_false(IS_ERR(mux));
	assert_null(clk_hw_get_parent(mux));
	assert_int_equal(clk_hw_get_parent_index(mux), -EINVAL);
	m = clk_hw_get_clk(mux, NULL);
	assert_int_equal(clk_get_rate(m), 0);
	assert_int_equal(clk_prepare_enable(m), 0);
	/* The other parent comes: still an orphan. */
	b = osc("m-b", 600);
	assert_null(clk_hw_get_parent(mux));
	assert_clk_counts(b, 0, 0);
	/* Its own comes: adopted at once, with the counts the mux holds. */
	a = osc("m-a", 1000);
	assert_clk_counts(a, 1, 1);
	assert_int_equal(clk_get_rate(m), 1000);
	clk_disable_unprepare(m);
	assert_clk_counts(a, 0, 0);

	/* A field value no entry has: an orphan too. */
	clk_put(m);
	clk_hw_unregister_mux(mux);
	reg[0] = 3;
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 0, 2, 0, NULL);
	assert_null(clk_hw_get_parent(mux));
	assert_int_equal(clk_hw_get_rate(mux), 0);
	/* Read-only: it cannot be switched. */
	clk_hw_unregister_mux(mux);
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 0, 2,
				  CLK_MUX_READ_ONLY, NULL);
	assert_int_equal(clk_hw_set_parent(mux, a), -EPERM);
	assert_int_equal(reg[0], 3);
	clk_hw_unregister_mux(mux);
	clk_hw_unregister_fixed_rate(b);
	clk_hw_unregister_fixed_rate(a);
}

/*
 * A parent unregistered under a running child: the child gives back what
 * it held on it and is an orphan of rate 0, then is adopted, counts and
 * all, by the next clock of that name.
 */
static void test_parent_unregistered(void **state)
{
	struct clk_hw *a = osc("m-a", 1000), *again, *div, *gate;
	struct clk *d;

	(void)state;
	div = clk_hw_register_divider(NULL, "m-div", "m-a", 0, reg, 0, 2, 0,
				      &reg_lock);
	gate = clk_hw_register_gate(NULL, "m-gate", "m-a", 0, reg + 1, 0, 0,
				    &reg_lock);
	assert_false(IS_ERR(div));
	assert_false(IS_ERR(gate));
	d = clk_hw_get_clk(div, NULL);
	assert_int_equal(clk_prepare_enable(d), 0);
	assert_int_equal(clk_get_rate(d), 1000);
	assert_ptr_equal(clk_hw_get_parent(gate), a);
	assert_clk_counts(a, 1, 1);

	log_capture_start();
	clk_hw_unregister_fixed_rate(a);
	/* The counts the children held were theirs: no warning of them. */
	assert_false(log_has(PLATDEV_LOG_WARNING, "unregistered while", NULL));
	log_capture_stop();
	assert_null(clk_hw_get_parent(div));
	assert_null(clk_hw_get_parent(gate));
	assert_int_equal(clk_get_rate(d), 0);
	assert_clk_counts(div, 1, 1);

	again = osc("m-a", 3000);
	assert_ptr_equal(clk_hw_get_parent(div), again);
	assert_ptr_equal(clk_hw_get_parent(gate), again);
	assert_clk_counts(again, 1, 1);
	assert_int_equal(clk_get_rate(d), 3000);
	clk_disable_unprepare(d);
	assert_clk_counts(again, 0, 0);
	clk_put(d);
	clk_hw_unregister_gate(gate);
	clk_hw_unregister_divider(div);
	clk_hw_unregister_fixed_rate(again);
}

static void test_mux_layouts(void **state)
{
	static const u32 table[] = { 5, 9 };
	struct clk_hw *a = osc("m-a", 1000), *b = osc("m-b", 600), *mux;
	struct clk *cb, *cm;

	(void)state;
	cb = clk_hw_get_clk(b, NULL);
	/* CLK_MUX_INDEX_ONE: entry i is i + 1. */
	reg[0] = 2;
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 0, 2,
				  CLK_MUX_INDEX_ONE, NULL);
	assert_ptr_equal(clk_hw_get_parent(mux), b);
	assert_int_equal(clk_hw_set_parent(mux, a), 0);
	assert_int_equal(reg[0], 1);
	clk_hw_unregister_mux(mux);
	/* CLK_MUX_INDEX_BIT: entry i is bit i. */
	reg[0] = 0xf0 | (2 << 8);
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 8, 2,
				  CLK_MUX_INDEX_BIT, NULL);
	assert_ptr_equal(clk_hw_get_parent(mux), b);
	assert_int_equal(clk_hw_set_parent(mux, a), 0);
	assert_int_equal(reg[0], 0xf0 | (1 << 8));
	clk_hw_unregister_mux(mux);
	/* A table; the field's other bits kept. */
	reg[0] = 0x10009;
	mux = clk_hw_register_mux_table(NULL, "m-mux", ab, 2, 0, reg, 0, 0xf, 0,
					table, NULL);
	assert_ptr_equal(clk_hw_get_parent(mux), b);
	assert_int_equal(clk_mux_val_to_index(mux, table, 0, 7), -EINVAL);
	assert_int_equal(clk_hw_set_parent(mux, a), 0);
	assert_int_equal(reg[0], 0x10005);
	clk_hw_unregister_mux(mux);
	/* CLK_MUX_HIWORD_MASK: one write, its mask in the high half. */
	reg[0] = 0;
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 2, 1,
				  CLK_MUX_HIWORD_MASK, NULL);
	assert_int_equal(clk_hw_set_parent(mux, b), 0);
	assert_int_equal(reg[0], (1 << 18) | (1 << 2));
	clk_hw_unregister_mux(mux);
	assert_int_equal(
		PTR_ERR(clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 14, 3,
					    CLK_MUX_HIWORD_MASK, NULL)),
		-EINVAL);
	/* CLK_MUX_ROUND_CLOSEST: the nearest parent, above or below. */
	mux = clk_hw_register_mux(NULL, "m-mux", ab, 2, 0, reg, 0, 1,
				  CLK_MUX_ROUND_CLOSEST, NULL);
	assert_int_equal(clk_hw_set_parent(mux, a), 0);
	cm = clk_hw_get_clk(mux, NULL);
	assert_int_equal(clk_round_rate(cm, 700), 600);
	assert_int_equal(clk_round_rate(cm, 900), 1000);
	/* Linux measures from 0 Hz first: nothing is nearer 100 than that. */
	assert_int_equal(clk_round_rate(cm, 100), -EINVAL);
	clk_put(cm);
	clk_hw_unregister_mux(mux);
	clk_put(cb);
	clk_hw_unregister_fixed_rate(b);
	clk_hw_unregister_fixed_rate(a);
}

static void test_register_refusals(void **state)
{
	static const struct clk_ops no_get = {
		.set_parent = probe_set_parent,
		.determine_rate = __clk_mux_determine_rate
	};
	static const struct clk_ops no_determine = {
		.get_parent = probe_get_parent, .set_parent = probe_set_parent
	};
	static const char *const holed[] = { "m-a", NULL };
	struct clk_init_data init = { .name = "r",
				      .ops = &clk_gate_ops,
				      .parent_names = ab,
				      .num_parents = 2 };
	struct clk_hw hw = { .init = &init };

	(void)state;
	/* Several parents and no get_parent. */
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	init.ops = &no_get;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	init.ops = &no_determine;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	init.ops = &clk_mux_ro_ops;
	init.parent_names = holed;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	init.parent_names = NULL;
	assert_int_equal(clk_hw_register(NULL, &hw), -EINVAL);
	assert_null(hw.core);
}

static void test_register_alloc_failures(void **state)
{
	static const struct clk_parent_data pd[] = {
		{ .fw_name = "a", .name = "m-a", .index = -1 },
		{ .fw_name = "b", .name = "m-b", .index = -1 },
	};
	struct clk_hw *mux = ERR_PTR(-ENOMEM);
	long n;

	(void)state;
	/* Fail each allocation in turn: nothing left behind, -ENOMEM. */
	for (n = 0; IS_ERR(mux); n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		mux = clk_hw_register_mux_parent_data(NULL, "m-mux", pd, 2, 0,
						      reg, 0, 1, 0, NULL);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(mux))
			break;
		assert_int_equal(PTR_ERR(mux), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n >= 6); /* the mux, the core, its name, 2 x 2 names... */
	clk_hw_unregister_mux(mux);
}

/* ---- assigned-clocks, on a device tree ---- */

static struct clk_hw *prov_hws[2];
static struct clk_hw_onecell_data *prov_data;
static int user_probes;

static int prov_probe(struct platform_device *pdev)
{
	static const struct clk_parent_data pd[] = {
		{ .fw_name = "a", .index = -1 },
		{ .fw_name = "b", .index = -1 },
	};
	static const char *const mux_name[] = { "t-mux" };
	struct device *dev = &pdev->dev;

	prov_data = devm_kzalloc(dev, sizeof(*prov_data) + 2 * sizeof(void *),
				 GFP_KERNEL);
	if (!prov_data)
		return -ENOMEM;
	prov_data->num = 2;
	prov_hws[0] = __devm_clk_hw_register_mux(dev, NULL, "t-mux", 2, NULL,
						 NULL, pd, 0, reg, 0, 1, 0,
						 NULL, NULL);
	if (IS_ERR(prov_hws[0]))
		return (int)PTR_ERR(prov_hws[0]);
	prov_hws[1] = devm_clk_hw_register_divider(dev, "t-div", mux_name[0], 0,
						   reg + 1, 0, 4, 0, NULL);
	if (IS_ERR(prov_hws[1]))
		return (int)PTR_ERR(prov_hws[1]);
	prov_data->hws[0] = prov_hws[0];
	prov_data->hws[1] = prov_hws[1];
	return devm_of_clk_add_hw_provider(dev, of_clk_hw_onecell_get,
					   prov_data);
}

static int user_probe(struct platform_device *pdev)
{
	(void)pdev;
	user_probes++;
	return 0;
}

static const struct of_device_id prov_ids[] = { { .compatible =
							  "test,mux-provider" },
						{} };
static const struct of_device_id user_ids[] = {
	{ .compatible = "test,assigned-user" },
	{}
};
static struct platform_driver prov_driver = {
	.probe = prov_probe,
	.driver = { .name = "mux-provider", .of_match_table = prov_ids },
};
static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "assigned-user", .of_match_table = user_ids },
};

static void test_assigned_clocks(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	memset(reg, 0, sizeof(reg));
	platdev_io_use(&platdev_io_direct);
	user_probes = 0;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/clk_mux.dtb"), 0);
	assert_int_equal(platdev_of_init_early(), 2);
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_int_equal(platform_driver_register(&prov_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	/* The parents by clock-names; "a" (entry 0) was selected. */
	assert_non_null(test_device_of("/clock-controller@1000")->driver);
	assert_string_equal(
		clk_hw_get_name(clk_hw_get_parent_by_index(prov_hws[0], 0)),
		"osc-a");
	/* user@2000: the mux moved to osc-b, the divider set to 300 kHz. */
	assert_non_null(test_device_of("/user@2000")->driver);
	assert_string_equal(clk_hw_get_name(clk_hw_get_parent(prov_hws[0])),
			    "osc-b");
	assert_int_equal(reg[0], 1);
	assert_int_equal(clk_hw_get_rate(prov_hws[1]), 300000);
	/* refused@3000: its parent refused and logged, its probe ran. */
	assert_non_null(test_device_of("/refused@3000")->driver);
	/* waits@4000: its assigned clock's provider never comes. */
	assert_null(test_device_of("/waits@4000")->driver);
	assert_int_equal(user_probes, 2);

	of_platform_depopulate(NULL);
	platform_driver_unregister(&prov_driver);
	platform_driver_unregister(&user_driver);
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), live);
}

static void test_set_defaults_direct(void **state)
{
	(void)state;
	assert_int_equal(of_clk_set_defaults(NULL, false), 0);
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/clk_mux.dtb"), 0);
	/* No provider for any of them yet: deferred, as Linux. */
	assert_int_equal(of_clk_set_defaults(test_node("/user@2000"), false),
			 -EPROBE_DEFER);
	assert_int_equal(of_clk_set_defaults(test_node("/osc-a"), false), 0);
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_mux_parent_and_switch,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_switch_rules, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_orphans, setup, teardown),
		cmocka_unit_test_setup_teardown(test_parent_unregistered, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_mux_layouts, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_register_refusals, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_register_alloc_failures,
						setup, teardown),
		cmocka_unit_test(test_assigned_clocks),
		cmocka_unit_test(test_set_defaults_direct),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
