// SPDX-License-Identifier: MIT
/*
 * test_clk_attr.c - the clk_ops Linux 6.12 has besides rates and parents
 * (init/terminate, set_rate_and_parent, recalc_accuracy, phase, duty
 * cycle, save/restore_context, the accepted-only disable_unused and
 * debug_init), the consumer API over them, clk_hw_reparent(),
 * devm_clk_hw_get_clk(), the fractional divider, the mux and fixed-rate
 * registration forms, with their error codes and allocation failures.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"
#include "testutil_clk.h"

static u32 reg[2];

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

/*
 * A test clock: its rate is its parent's / div; what its ops were called
 * with is logged in @log.
 */
struct tclk {
	struct clk_hw hw;
	unsigned int div;
	u8 index;
	int init_ret;
	int phase;
	int duty_ret;
	struct clk_duty duty;
	char log[160];
};

#define to_tclk(_hw) container_of(_hw, struct tclk, hw)

static void log_call(struct clk_hw *hw, const char *what)
{
	clk_log_append(to_tclk(hw)->log, what);
}

static int t_init(struct clk_hw *hw)
{
	log_call(hw, "init ");
	return to_tclk(hw)->init_ret;
}

static void t_terminate(struct clk_hw *hw)
{
	log_call(hw, "terminate ");
}

static u8 t_get_parent(struct clk_hw *hw)
{
	log_call(hw, "get_parent ");
	return to_tclk(hw)->index;
}

static int t_set_parent(struct clk_hw *hw, u8 index)
{
	log_call(hw, "set_parent ");
	to_tclk(hw)->index = index;
	return 0;
}

static unsigned long t_recalc(struct clk_hw *hw, unsigned long parent_rate)
{
	return parent_rate / to_tclk(hw)->div;
}

static unsigned long distance(unsigned long a, unsigned long b)
{
	return a > b ? a - b : b - a;
}

/* Each parent tried with the divider that comes nearest; the best wins. */
static int t_determine(struct clk_hw *hw, struct clk_rate_request *req)
{
	unsigned long best = 0, prate, rate, d;
	unsigned int i;
	struct clk_hw *p;

	for (i = 0; i < clk_hw_get_num_parents(hw); i++) {
		p = clk_hw_get_parent_by_index(hw, i);
		prate = clk_hw_get_rate(p);
		d = max(prate / req->rate, 1UL);
		rate = prate / d;
		if (!best ||
		    distance(rate, req->rate) < distance(best, req->rate)) {
			best = rate;
			req->best_parent_hw = p;
			req->best_parent_rate = prate;
		}
	}
	req->rate = best;
	return 0;
}

static int t_set_rate(struct clk_hw *hw, unsigned long rate,
		      unsigned long parent_rate)
{
	log_call(hw, "set_rate ");
	to_tclk(hw)->div = parent_rate / rate;
	return 0;
}

static int t_set_rate_and_parent(struct clk_hw *hw, unsigned long rate,
				 unsigned long parent_rate, u8 index)
{
	char buf[48];

	snprintf(buf, sizeof(buf), "srp(%lu,%lu,%u) ", rate, parent_rate,
		 index);
	log_call(hw, buf);
	to_tclk(hw)->index = index;
	to_tclk(hw)->div = parent_rate / rate;
	return 0;
}

static int t_get_phase(struct clk_hw *hw)
{
	return to_tclk(hw)->phase;
}

static int t_set_phase(struct clk_hw *hw, int degrees)
{
	if (degrees == 90)
		return -EIO;
	to_tclk(hw)->phase = degrees;
	return 0;
}

static int t_get_duty(struct clk_hw *hw, struct clk_duty *duty)
{
	*duty = to_tclk(hw)->duty;
	return to_tclk(hw)->duty_ret;
}

static int t_set_duty(struct clk_hw *hw, struct clk_duty *duty)
{
	to_tclk(hw)->duty = *duty;
	return 0;
}

static void t_unused(struct clk_hw *hw)
{
	log_call(hw, "unused ");
}

static void t_debug_init(struct clk_hw *hw, struct dentry *dentry)
{
	(void)dentry;
	log_call(hw, "debug_init ");
}

static const struct clk_ops t_ops = {
	.init = t_init,
	.terminate = t_terminate,
	.get_parent = t_get_parent,
	.set_parent = t_set_parent,
	.recalc_rate = t_recalc,
	.determine_rate = t_determine,
	.set_rate = t_set_rate,
	.set_rate_and_parent = t_set_rate_and_parent,
	.get_phase = t_get_phase,
	.set_phase = t_set_phase,
	.get_duty_cycle = t_get_duty,
	.set_duty_cycle = t_set_duty,
	.disable_unused = t_unused,
	.unprepare_unused = t_unused,
	.debug_init = t_debug_init,
};

static const char *const two_parents[] = { "a-p100", "a-p300" };

static struct clk_init_data tclk_data;

static void tclk_init(struct tclk *t, const char *name,
		      const struct clk_ops *ops)
{
	memset(t, 0, sizeof(*t));
	t->div = 1;
	t->duty = (struct clk_duty){ 1, 4 };
	tclk_data = (struct clk_init_data){
		.name = name,
		.ops = ops,
		.parent_names = two_parents,
		.num_parents = ARRAY_SIZE(two_parents),
	};
	t->hw.init = &tclk_data;
}

static void test_init_and_terminate(void **state)
{
	struct tclk t;
	static const struct clk_ops no_rate_ops = {
		.get_parent = t_get_parent,
		.set_parent = t_set_parent,
		.determine_rate = t_determine,
		.set_rate_and_parent = t_set_rate_and_parent,
	};

	(void)state;
	/* init comes first; its error fails the registration. */
	tclk_init(&t, "a-init", &t_ops);
	t.init_ret = -EIO;
	assert_int_equal(clk_hw_register(NULL, &t.hw), -EIO);
	assert_string_equal(t.log, "init ");
	assert_null(t.hw.core);
	/* A negative phase at registration fails it too. */
	tclk_init(&t, "a-init", &t_ops);
	t.phase = -ENODEV;
	assert_int_equal(clk_hw_register(NULL, &t.hw), -ENODEV);
	assert_string_equal(t.log, "init get_parent ");
	/* The name is free again. */
	tclk_init(&t, "a-init", &t_ops);
	assert_int_equal(clk_hw_register(NULL, &t.hw), 0);
	assert_string_equal(t.log, "init get_parent ");
	/* disable_unused, unprepare_unused and debug_init are never called. */
	clk_hw_unregister(&t.hw);
	assert_string_equal(t.log, "init get_parent terminate ");
	/* set_rate_and_parent needs set_parent and set_rate. */
	tclk_init(&t, "a-init", &no_rate_ops);
	assert_int_equal(clk_hw_register(NULL, &t.hw), -EINVAL);
	assert_string_equal(t.log, "");
}

static void test_set_rate_and_parent(void **state)
{
	struct clk_hw *p100, *p300;
	struct tclk t;
	struct clk *clk;

	(void)state;
	p100 = clk_hw_register_fixed_rate(NULL, "a-p100", NULL, 0, 100);
	p300 = clk_hw_register_fixed_rate(NULL, "a-p300", NULL, 0, 300);
	tclk_init(&t, "a-srp", &t_ops);
	assert_int_equal(clk_hw_register(NULL, &t.hw), 0);
	clk = clk_hw_get_clk(&t.hw, NULL);
	assert_int_equal(clk_get_rate(clk), 100);
	assert_int_equal(clk_prepare_enable(clk), 0);
	/* Parent and rate both change: one call does both. */
	t.log[0] = '\0';
	assert_int_equal(clk_set_rate(clk, 150), 0);
	assert_string_equal(t.log, "srp(150,300,1) ");
	assert_ptr_equal(clk_hw_get_parent(&t.hw), p300);
	assert_int_equal(clk_get_rate(clk), 150);
	/* The counts moved with it. */
	assert_clk_counts(p300, 1, 1);
	assert_clk_counts(p100, 0, 0);
	/* Only the rate changes: set_rate. */
	t.log[0] = '\0';
	assert_int_equal(clk_set_rate(clk, 300), 0);
	assert_string_equal(t.log, "set_rate ");
	assert_int_equal(clk_get_rate(clk), 300);
	/* Only the parent changes: set_parent. */
	t.log[0] = '\0';
	assert_int_equal(clk_set_parent(clk, p100->clk), 0);
	assert_string_equal(t.log, "set_parent ");
	assert_int_equal(clk_get_rate(clk), 100);
	clk_disable_unprepare(clk);
	clk_put(clk);
	clk_hw_unregister(&t.hw);
	clk_hw_unregister_fixed_rate(p300);
	clk_hw_unregister_fixed_rate(p100);
}

static void test_accuracy(void **state)
{
	struct clk_parent_data pd = { .name = "a-xtal", .index = -1 };
	struct clk_hw *xtal, *ff, *ffacc, *pacc, *fr;
	struct clk_fixed_rate own = { .fixed_rate = 32768,
				      .fixed_accuracy = 20000 };
	struct clk *c;

	(void)state;
	xtal = clk_hw_register_fixed_rate_with_accuracy(NULL, "a-xtal", NULL, 0,
							24000000, 50);
	ff = clk_hw_register_fixed_factor(NULL, "a-ff", "a-xtal", 0, 1, 2);
	ffacc = clk_hw_register_fixed_factor_with_accuracy_fwname(
		NULL, NULL, "a-ffacc", "none", 0, 1, 2, 7);
	pacc = clk_hw_register_fixed_rate_parent_accuracy(NULL, "a-pacc", &pd,
							  0, 1000);
	fr = clk_hw_register_fixed_rate(NULL, "a-fr", "a-xtal", 0, 5);
	assert_false(IS_ERR(xtal) || IS_ERR(ff) || IS_ERR(ffacc) ||
		     IS_ERR(pacc) || IS_ERR(fr));
	c = clk_hw_get_clk(xtal, NULL);
	assert_int_equal(clk_get_accuracy(c), 50);
	clk_put(c);
	/* Without its own, the parent's. */
	c = clk_hw_get_clk(ff, NULL);
	assert_int_equal(clk_get_accuracy(c), 50);
	clk_put(c);
	/* A fixed accuracy, though it has no parent. */
	c = clk_hw_get_clk(ffacc, NULL);
	assert_int_equal(clk_get_accuracy(c), 7);
	clk_put(c);
	/* CLK_FIXED_RATE_PARENT_ACCURACY: the parent's, not fixed_accuracy. */
	c = clk_hw_get_clk(pacc, NULL);
	assert_int_equal(clk_get_rate(c), 1000);
	assert_int_equal(clk_get_accuracy(c), 50);
	clk_put(c);
	/* A plain fixed rate: its own (0), whatever its parent's. */
	c = clk_hw_get_clk(fr, NULL);
	assert_int_equal(clk_get_accuracy(c), 0);
	clk_put(c);
	assert_int_equal(clk_get_accuracy(NULL), 0);
	/* A provider's own clk_fixed_rate on the exported ops. */
	own.hw.init = CLK_HW_INIT_NO_PARENT("a-own", &clk_fixed_rate_ops, 0);
	assert_int_equal(clk_hw_register(NULL, &own.hw), 0);
	assert_int_equal(clk_hw_get_rate(&own.hw), 32768);
	c = clk_hw_get_clk(&own.hw, NULL);
	assert_int_equal(clk_get_accuracy(c), 20000);
	clk_put(c);
	clk_hw_unregister(&own.hw);
	clk_hw_unregister_fixed_rate(fr);
	clk_hw_unregister_fixed_rate(pacc);
	clk_hw_unregister_fixed_factor(ffacc);
	clk_hw_unregister_fixed_factor(ff);
	clk_hw_unregister_fixed_rate(xtal);
}

static void test_phase(void **state)
{
	struct clk *clk, *other;
	struct clk_hw *osc;
	struct tclk t;

	(void)state;
	tclk_init(&t, "a-phase", &t_ops);
	t.phase = 45;
	assert_int_equal(clk_hw_register(NULL, &t.hw), 0);
	clk = clk_hw_get_clk(&t.hw, NULL);
	other = clk_hw_get_clk(&t.hw, NULL);
	assert_int_equal(clk_get_phase(clk), 45);
	/* Taken modulo 360. */
	assert_int_equal(clk_set_phase(clk, -20), 0);
	assert_int_equal(clk_get_phase(clk), 340);
	assert_int_equal(clk_set_phase(clk, 450), -EIO);
	assert_int_equal(clk_get_phase(clk), 340);
	/* Held by another handle. */
	assert_int_equal(clk_rate_exclusive_get(other), 0);
	assert_int_equal(clk_set_phase(clk, 10), -EBUSY);
	assert_int_equal(clk_set_phase(other, 10), 0);
	clk_rate_exclusive_put(other);
	assert_int_equal(clk_set_phase(NULL, 10), 0);
	assert_int_equal(clk_get_phase(NULL), 0);
	/* A clock without phase ops: 0, and -EINVAL to set. */
	osc = clk_hw_register_fixed_rate(NULL, "a-osc", NULL, 0, 10);
	clk_put(other);
	other = clk_hw_get_clk(osc, NULL);
	assert_int_equal(clk_get_phase(other), 0);
	assert_int_equal(clk_set_phase(other, 30), -EINVAL);
	clk_put(other);
	clk_hw_unregister_fixed_rate(osc);
	/* Its provider gone. */
	clk_hw_unregister(&t.hw);
	assert_int_equal(clk_set_phase(clk, 30), -ENODEV);
	assert_int_equal(clk_get_phase(clk), 0);
	clk_put(clk);
}

static void test_duty_cycle(void **state)
{
	struct clk_hw *osc, *ff, *ffp;
	struct clk *clk, *cff, *cffp, *other;
	struct tclk t;

	(void)state;
	tclk_init(&t, "a-duty", &t_ops);
	t.hw.init = CLK_HW_INIT_NO_PARENT("a-duty", &t_ops, 0);
	assert_int_equal(clk_hw_register(NULL, &t.hw), 0);
	clk = clk_hw_get_clk(&t.hw, NULL);
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 100), 25);
	assert_int_equal(clk_set_duty_cycle(clk, 3, 4), 0);
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 1000), 750);
	assert_int_equal(clk_set_duty_cycle(clk, 5, 4), -EINVAL);
	assert_int_equal(clk_set_duty_cycle(clk, 0, 0), -EINVAL);
	assert_int_equal(clk_set_duty_cycle(NULL, 5, 4), 0);
	assert_int_equal(clk_get_scaled_duty_cycle(NULL, 100), 0);
	/* The provider's error, or a ratio above 1: 50% is assumed. */
	t.duty_ret = -EIO;
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 100), -EIO);
	t.duty_ret = 0;
	t.duty = (struct clk_duty){ 3, 2 };
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 100), -EINVAL);
	t.duty = (struct clk_duty){ 1, 0 };
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 100), -EINVAL);
	t.duty = (struct clk_duty){ 1, 5 };

	/* Without duty ops: 50%, and setting does nothing. */
	osc = clk_hw_register_fixed_rate(NULL, "a-dosc", NULL, 0, 10);
	ff = clk_hw_register_fixed_factor(NULL, "a-dff", "a-dosc", 0, 1, 1);
	cff = clk_hw_get_clk(ff, NULL);
	assert_int_equal(clk_get_scaled_duty_cycle(cff, 100), 50);
	assert_int_equal(clk_set_duty_cycle(cff, 1, 3), 0);
	assert_int_equal(clk_get_scaled_duty_cycle(cff, 100), 50);
	clk_put(cff);
	clk_hw_unregister_fixed_factor(ff);

	/* CLK_DUTY_CYCLE_PARENT: read and set through the parent. */
	ffp = clk_hw_register_fixed_factor(NULL, "a-dffp2", "a-duty",
					   CLK_DUTY_CYCLE_PARENT, 1, 1);
	cffp = clk_hw_get_clk(ffp, NULL);
	assert_int_equal(clk_get_scaled_duty_cycle(cffp, 100), 20);
	assert_int_equal(clk_set_duty_cycle(cffp, 2, 5), 0);
	assert_int_equal(t.duty.num, 2);
	assert_int_equal(t.duty.den, 5);
	/* The parent's rate held by another handle: -EBUSY. */
	other = clk_hw_get_clk(&t.hw, NULL);
	assert_int_equal(clk_rate_exclusive_get(other), 0);
	assert_int_equal(clk_set_duty_cycle(cffp, 1, 5), -EBUSY);
	assert_int_equal(clk_set_duty_cycle(clk, 1, 5), -EBUSY);
	assert_int_equal(clk_set_duty_cycle(other, 1, 5), 0);
	clk_rate_exclusive_put(other);
	clk_put(other);
	clk_put(cffp);
	clk_hw_unregister_fixed_factor(ffp);

	/* CLK_SET_RATE_PARENT passes a set, not a read. */
	ffp = clk_hw_register_fixed_factor(NULL, "a-dffr", "a-duty",
					   CLK_SET_RATE_PARENT, 1, 1);
	cffp = clk_hw_get_clk(ffp, NULL);
	assert_int_equal(clk_set_duty_cycle(cffp, 3, 5), 0);
	assert_int_equal(t.duty.num, 3);
	assert_int_equal(clk_get_scaled_duty_cycle(cffp, 100), 50);
	clk_put(cffp);
	clk_hw_unregister_fixed_factor(ffp);
	clk_hw_unregister_fixed_rate(osc);

	clk_hw_unregister(&t.hw);
	assert_int_equal(clk_set_duty_cycle(clk, 1, 2), -ENODEV);
	assert_int_equal(clk_get_scaled_duty_cycle(clk, 10), 5);
	clk_put(clk);
}

static int saved;
static char order[16];

static int ctx_save(struct clk_hw *hw)
{
	strncat(order, clk_hw_get_name(hw) + 4, 1);
	return saved++ == 5 ? -EIO : 0;
}

static void ctx_restore(struct clk_hw *hw)
{
	strncat(order, clk_hw_get_name(hw) + 4, 1);
}

static const struct clk_ops ctx_ops = {
	.save_context = ctx_save,
	.restore_context = ctx_restore,
};

static void test_context(void **state)
{
	struct clk_hw child = { .init = CLK_HW_INIT("ctx-c", "ctx-p", &ctx_ops,
						    0) };
	struct clk_hw grandchild = { .init = CLK_HW_INIT("ctx-g", "ctx-c",
							 &ctx_ops, 0) };
	struct clk_hw parent = { .init = CLK_HW_INIT_NO_PARENT("ctx-p",
							       &ctx_ops, 0) };

	(void)state;
	/* Registered children first; still saved and restored roots first. */
	assert_int_equal(clk_hw_register(NULL, &grandchild), 0);
	assert_int_equal(clk_hw_register(NULL, &child), 0);
	assert_int_equal(clk_hw_register(NULL, &parent), 0);
	assert_int_equal(clk_hw_get_rate(&grandchild), 0); /* finds parents */
	saved = 0;
	order[0] = '\0';
	assert_int_equal(clk_save_context(), 0);
	assert_string_equal(order, "pcg");
	order[0] = '\0';
	clk_restore_context();
	assert_string_equal(order, "pcg");
	/* The first error stops the walk and is the answer. */
	saved = 4;
	order[0] = '\0';
	assert_int_equal(clk_save_context(), -EIO);
	assert_string_equal(order, "pc");
	clk_hw_unregister(&grandchild);
	clk_hw_unregister(&child);
	clk_hw_unregister(&parent);
}

static void test_queries_and_reparent(void **state)
{
	struct clk_hw *p100, *p300, *mux, *ff;
	struct clk *a, *b, *c;
	struct platform_device *pdev;
	long n, before;

	(void)state;
	p100 = clk_hw_register_fixed_rate(NULL, "a-p100", NULL, 0, 100);
	p300 = clk_hw_register_fixed_rate(NULL, "a-p300", NULL, 0, 300);
	reg[0] = 0;
	mux = clk_hw_register_mux(NULL, "a-mux", two_parents, 2,
				  CLK_SET_RATE_PARENT, reg, 0, 1, 0, NULL);
	ff = clk_hw_register_fixed_factor(NULL, "a-qff", "a-p100", 0, 1, 1);
	assert_true(clk_hw_can_set_rate_parent(mux));
	assert_false(clk_hw_can_set_rate_parent(ff));

	a = clk_hw_get_clk(mux, "a");
	b = clk_hw_get_clk(mux, "b");
	c = clk_hw_get_clk(ff, NULL);
	assert_true(clk_is_match(a, b));
	assert_false(clk_is_match(a, c));
	assert_true(clk_is_match(NULL, NULL));
	assert_false(clk_is_match(a, NULL));
	assert_false(clk_hw_rate_is_protected(mux));
	assert_int_equal(clk_rate_exclusive_get(a), 0);
	assert_true(clk_hw_rate_is_protected(mux));
	clk_rate_exclusive_put(a);

	/* The hardware switched by itself: the counts follow the record. */
	assert_int_equal(clk_prepare_enable(a), 0);
	assert_int_equal(__clk_get_enable_count(a), 1);
	assert_int_equal(__clk_get_enable_count(NULL), 0);
	assert_clk_counts(p100, 1, 1);
	reg[0] = 1;
	clk_hw_reparent(mux, p300);
	assert_ptr_equal(clk_hw_get_parent(mux), p300);
	assert_int_equal(clk_get_rate(a), 300);
	assert_clk_counts(p100, 0, 0);
	assert_clk_counts(p300, 1, 1);
	/* Not one of its parents: refused. */
	clk_hw_reparent(mux, ff);
	assert_ptr_equal(clk_hw_get_parent(mux), p300);
	clk_hw_reparent(NULL, p300);
	clk_disable_unprepare(a);
	assert_clk_counts(p300, 0, 0);
	clk_put(a);
	clk_put(b);
	clk_put(c);

	/* devm_clk_hw_get_clk(): put when the driver unbinds. */
	pdev = platform_device_register_simple("a-devm", -1, NULL, 0);
	before = (long)live_allocs();
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	a = devm_clk_hw_get_clk(&pdev->dev, mux, "devm");
	assert_false(IS_ERR(a));
	assert_int_equal(clk_get_rate(a), 300);
	devres_release_group(&pdev->dev, NULL);
	assert_int_equal((long)live_allocs(), before);
	for (n = 0; n < 3; n++) {
		platdev_port_fail_alloc_after(n, 0);
		a = devm_clk_hw_get_clk(&pdev->dev, mux, "devm");
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(a)) {
			devres_release_all(&pdev->dev);
			continue;
		}
		assert_int_equal(PTR_ERR(a), -ENOMEM);
		assert_int_equal((long)live_allocs(), before);
	}
	platform_device_unregister(pdev);
	clk_hw_unregister_fixed_factor(ff);
	clk_hw_unregister_mux(mux);
	clk_hw_unregister_fixed_rate(p300);
	clk_hw_unregister_fixed_rate(p100);
}

static void test_mux_and_fixed_forms(void **state)
{
	static const u32 table[] = { 3, 5 };
	struct clk_parent_data pd[] = { { .name = "a-p100", .index = -1 },
					{ .name = "a-p300", .index = -1 } };
	struct platform_device *pdev;
	struct clk_hw *p100, *p300, *hw;
	struct clk *mux;

	(void)state;
	p100 = clk_hw_register_fixed_rate(NULL, "a-p100", NULL, 0, 100);
	p300 = clk_hw_register_fixed_rate_parent_hw(NULL, "a-p300", NULL, 0,
						    300);
	reg[0] = 5 << 4;
	mux = clk_register_mux_table(NULL, "a-tmux", two_parents, 2, 0, reg, 4,
				     7, 0, table, NULL);
	assert_false(IS_ERR(mux));
	assert_int_equal(clk_get_rate(mux), 300);
	assert_int_equal(clk_set_parent(mux, p100->clk), 0);
	assert_int_equal(reg[0], 3 << 4);
	clk_unregister_mux(mux);
	clk_unregister_mux(NULL);
	mux = clk_register_mux(NULL, "a-rmux", two_parents, 2, 0, reg, 0, 1, 0,
			       NULL);
	assert_int_equal(clk_get_rate(mux), 100); /* bit 0 of 3 << 4 */
	clk_unregister_mux(mux);
	assert_int_equal(PTR_ERR(clk_register_mux(NULL, "a-p100", two_parents,
						  2, 0, reg, 0, 1, 0, NULL)),
			 -EEXIST);

	pdev = platform_device_register_simple("a-forms", -1, NULL, 0);
	devres_open_group(&pdev->dev, NULL, GFP_KERNEL);
	reg[0] = 3;
	hw = devm_clk_hw_register_mux_parent_data_table(
		&pdev->dev, "a-dmux", pd, 2, 0, reg, 0, 3, 0, table, NULL);
	assert_false(IS_ERR(hw));
	assert_int_equal(clk_hw_get_rate(hw), 100);
	hw = devm_clk_hw_register_fixed_rate_parent_data(&pdev->dev, "a-dfr",
							 pd, 0, 9);
	assert_int_equal(clk_hw_get_rate(hw), 9);
	assert_ptr_equal(clk_hw_get_parent(hw), p100);
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(PTR_ERR(devm_clk_hw_register_fixed_rate(
				 &pdev->dev, "a-dfr2", NULL, 0, 1)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	devres_release_group(&pdev->dev, NULL);
	platform_device_unregister(pdev);
	/* Gone with the group. */
	hw = clk_hw_register_mux_parent_data_table(NULL, "a-dmux", pd, 2, 0,
						   reg, 0, 3, 0, table, NULL);
	assert_false(IS_ERR(hw));
	clk_hw_unregister_mux(hw);
	hw = clk_hw_register_fixed_factor_fwname(NULL, NULL, "a-fw", "x", 0, 1,
						 1);
	assert_false(IS_ERR(hw));
	assert_null(clk_hw_get_parent(hw)); /* no node names "x" */
	clk_hw_unregister_fixed_factor(hw);
	clk_hw_unregister_fixed_rate(p300);
	clk_hw_unregister_fixed_rate(p100);
}

static void test_fractional_divider(void **state)
{
	struct clk_hw *osc, *fd;
	struct clk *clk;
	unsigned long m, n, prate;
	long a;

	(void)state;
	osc = clk_hw_register_fixed_rate(NULL, "a-fosc", NULL, 0, 24000000);
	/* m in bits 16-31, n in bits 0-15 of the register. */
	reg[0] = (1 << 16) | 4;
	fd = clk_hw_register_fractional_divider(NULL, "a-fd", "a-fosc", 0, reg,
						16, 16, 0, 16, 0, NULL);
	assert_false(IS_ERR(fd));
	assert_int_equal(clk_hw_get_rate(fd), 6000000);
	/* A field of 0: the parent's rate. */
	reg[0] = 4;
	assert_int_equal(clk_hw_get_rate(fd), 24000000);
	clk = clk_hw_get_clk(fd, NULL);
	/* 24 MHz * 48 / 625 = 1.8432 MHz exactly. */
	assert_int_equal(clk_round_rate(clk, 1843200), 1843200);
	assert_int_equal(clk_set_rate(clk, 1843200), 0);
	assert_int_equal(reg[0], (48u << 16) | 625);
	assert_int_equal(clk_get_rate(clk), 1843200);
	/* At or above the parent's: the parent's (no CLK_SET_RATE_PARENT). */
	assert_int_equal(clk_round_rate(clk, 30000000), 24000000);
	clk_put(clk);
	clk_hw_unregister_fractional_divider(fd);

	/* 3-bit fields, zero-based: m and n up to 8. */
	reg[0] = (2 << 4) | 5; /* m 3, n 6 */
	clk = clk_register_fractional_divider(NULL, "a-fd0", "a-fosc", 0, reg,
					      4, 3, 0, 3,
					      CLK_FRAC_DIVIDER_ZERO_BASED,
					      NULL);
	assert_false(IS_ERR(clk));
	assert_int_equal(clk_get_rate(clk), 12000000);
	/* 24 MHz * 1/7 cannot be met exactly by n <= 8 other than 1/7. */
	assert_int_equal(clk_set_rate(clk, 24000000 / 7), 0);
	assert_int_equal(reg[0], (0 << 4) | 6);
	/* 0.3: best with m, n <= 8 is 2/7 (0.2857), not 1/3 (0.333). */
	prate = 10000000;
	clk_fractional_divider_general_approximation(__clk_get_hw(clk), 3000000,
						     &prate, &m, &n);
	assert_int_equal(m, 2);
	assert_int_equal(n, 7);
	/* Just below the parent's: 1/1 is nearer than 7/8. */
	a = clk_round_rate(clk, 23999999);
	assert_int_equal(a, 24000000);
	a = clk_round_rate(clk, 21000001);
	assert_int_equal(a, 21000000);
	clk_hw_unregister_fractional_divider(__clk_get_hw(clk));

	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(
		PTR_ERR(clk_hw_register_fractional_divider(
			NULL, "a-fdx", "a-fosc", 0, reg, 0, 4, 4, 4, 0, NULL)),
		-ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(
		PTR_ERR(clk_register_fractional_divider(
			NULL, "a-fosc", NULL, 0, reg, 0, 4, 4, 4, 0, NULL)),
		-EEXIST);
	clk_hw_unregister_fixed_rate(osc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_init_and_terminate, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_set_rate_and_parent, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_accuracy, setup, teardown),
		cmocka_unit_test_setup_teardown(test_phase, setup, teardown),
		cmocka_unit_test_setup_teardown(test_duty_cycle, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_context, setup, teardown),
		cmocka_unit_test_setup_teardown(test_queries_and_reparent,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_mux_and_fixed_forms, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_fractional_divider, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
