// SPDX-License-Identifier: MIT
/*
 * test_pwm.c - the PWM core against Linux 6.12's rules: chips allocated
 * with pwmchip_alloc() and named pwmchipN (the lowest free N, a removed
 * chip's number reused), pwmchip_add()'s -EINVAL, "pwms" specifiers of two
 * and three cells (period, inverted flag), -EPROBE_DEFER until the chip's
 * driver binds, the device link that unbinds a consumer before its chip,
 * -EBUSY for an output already requested, pwm_apply_might_sleep()'s
 * -EINVAL, the state helpers, lookup tables, platdev/pwm.h's export files
 * and every allocation failing in turn.
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/pwm.h>
#include <platdev/bind.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/port.h>
#include <platdev/pwm.h>

#include "testutil.h"

#define NPWM 4

static unsigned long allocs_loaded;
static bool chips_registered, consumer_registered;

/* A chip's private area: what its outputs were last told. */
struct tpwm {
	struct pwm_state hw[NPWM];
	unsigned int applies;
	int fail; /* apply's error, when not 0 */
};

static int tpwm_apply(struct pwm_chip *chip, struct pwm_device *pwm,
		      const struct pwm_state *state)
{
	struct tpwm *t = pwmchip_get_drvdata(chip);

	if (t->fail)
		return t->fail;
	t->hw[pwm->hwpwm] = *state;
	t->applies++;
	return 0;
}

static int tpwm_get_state(struct pwm_chip *chip, struct pwm_device *pwm,
			  struct pwm_state *state)
{
	struct tpwm *t = pwmchip_get_drvdata(chip);

	*state = t->hw[pwm->hwpwm];
	return 0;
}

static const struct pwm_ops tpwm_ops = {
	.apply = tpwm_apply,
	.get_state = tpwm_get_state,
};

static const struct pwm_ops no_apply_ops = { .get_state = tpwm_get_state };

static int tpwm_probe(struct platform_device *pdev)
{
	struct pwm_chip *chip;
	struct tpwm *t;

	chip = devm_pwmchip_alloc(&pdev->dev, NPWM, sizeof(*t));
	if (IS_ERR(chip))
		return PTR_ERR(chip);
	t = pwmchip_get_drvdata(chip);
	/* output 1 is running at boot: get_state reads it at request */
	t->hw[1] = (struct pwm_state){ .period = 1000,
				       .duty_cycle = 400,
				       .enabled = true };
	chip->ops = &tpwm_ops;
	platform_set_drvdata(pdev, chip);
	return devm_pwmchip_add(&pdev->dev, chip);
}

static void tpwm_remove(struct platform_device *pdev)
{
	ev("remove %s ", dev_name(&pdev->dev));
}

static const struct of_device_id tpwm_match[] = { { .compatible = "test,pwm" },
						  {} };

static struct platform_driver tpwm_driver = {
	.probe = tpwm_probe,
	.remove_new = tpwm_remove,
	.driver = { .name = "test-pwm", .of_match_table = tpwm_match },
};

/* The consumer driver: takes "inv" managed, keeps it while bound. */
static int consumer_probe(struct platform_device *pdev)
{
	struct pwm_device *pwm = devm_pwm_get(&pdev->dev, "inv");

	if (IS_ERR(pwm))
		return PTR_ERR(pwm);
	platform_set_drvdata(pdev, pwm);
	return 0;
}

static void consumer_remove(struct platform_device *pdev)
{
	ev("remove %s ", dev_name(&pdev->dev));
}

static const struct of_device_id consumer_match[] = {
	{ .compatible = "test,pwm-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.remove_new = consumer_remove,
	.driver = { .name = "test-pwm-consumer",
		    .of_match_table = consumer_match },
};

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/pwm.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* Per test: the tree populated, the chips' driver not yet registered. */
static int populate(void **state)
{
	(void)state;
	test_events[0] = '\0';
	return of_platform_default_populate(NULL, NULL, NULL);
}

static int depopulate(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(-1, 0);
	of_platform_depopulate(NULL);
	if (consumer_registered)
		platform_driver_unregister(&consumer_driver);
	if (chips_registered)
		platform_driver_unregister(&tpwm_driver);
	consumer_registered = chips_registered = false;
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

static struct pwm_chip *chip_of(const char *path)
{
	return platform_get_drvdata(to_platform_device(test_device_of(path)));
}

static void bind_chips(void)
{
	assert_int_equal(platform_driver_register(&tpwm_driver), 0);
	chips_registered = true;
	assert_non_null(test_device_of("/pwm@1000")->driver);
	assert_non_null(test_device_of("/pwm@1100")->driver);
}

static struct pwm_chip *chip_named(const char *name)
{
	struct platdev_class_device *cdev =
		platdev_class_device_find("pwm", name);

	return cdev ? cdev->data : NULL;
}

/* Chips by hand: pwmchip_add()'s checks, names, a freed number reused. */
static void test_chip_alloc_add(void **state)
{
	struct device *parent = consumer();
	struct pwm_chip *a, *b, *c;

	(void)state;
	a = pwmchip_alloc(parent, 2, 24);
	assert_false(IS_ERR(a));
	assert_int_equal(a->npwm, 2);
	assert_ptr_equal(pwmchip_parent(a), parent);
	assert_ptr_equal(a->pwms[1].chip, a);
	assert_int_equal(a->pwms[1].hwpwm, 1);
	/* the private area is zeroed, after the outputs, aligned */
	assert_non_null(pwmchip_get_drvdata(a));
	assert_true((char *)pwmchip_get_drvdata(a) >= (char *)&a->pwms[2]);
	assert_int_equal((uintptr_t)pwmchip_get_drvdata(a) % 16, 0);
	assert_int_equal(((unsigned char *)pwmchip_get_drvdata(a))[23], 0);

	/* no ops, no apply: -EINVAL, and nothing registered */
	assert_int_equal(pwmchip_add(a), -EINVAL);
	a->ops = &no_apply_ops;
	assert_int_equal(pwmchip_add(a), -EINVAL);
	assert_null(chip_named("pwmchip0"));
	assert_int_equal(pwmchip_add(NULL), -EINVAL);

	a->ops = &tpwm_ops;
	assert_int_equal(pwmchip_add(a), 0);
	assert_string_equal(dev_name(&a->dev), "pwmchip0");
	assert_int_equal(a->id, 0);
	assert_ptr_equal(chip_named("pwmchip0"), a);
	/* the parent has a node: the default translation */
	assert_ptr_equal(a->of_xlate, of_pwm_xlate_with_flags);

	b = pwmchip_alloc(parent, 1, 0);
	assert_false(IS_ERR(b));
	b->ops = &tpwm_ops;
	assert_int_equal(pwmchip_add(b), 0);
	assert_string_equal(dev_name(&b->dev), "pwmchip1");

	/* pwmchip0 goes: the next chip takes its number */
	pwmchip_remove(a);
	assert_null(chip_named("pwmchip0"));
	pwmchip_put(a);
	c = pwmchip_alloc(parent, 1, 0);
	assert_false(IS_ERR(c));
	c->ops = &tpwm_ops;
	assert_int_equal(pwmchip_add(c), 0);
	assert_string_equal(dev_name(&c->dev), "pwmchip0");
	assert_int_equal(platdev_pwm_npwm("pwmchip0"), 1);
	assert_int_equal(platdev_pwm_npwm("pwmchip1"), 1);
	assert_int_equal(platdev_pwm_npwm("pwmchip2"), -ENODEV);
	pwmchip_remove(b);
	pwmchip_put(b);
	pwmchip_remove(c);
	pwmchip_put(c);
	assert_null(chip_named("pwmchip0"));
}

/* The specifiers: index, period, the inverted flag; of two cells too. */
static void test_of_xlate(void **state)
{
	struct pwm_device *inv, *two, *normal;
	struct pwm_args args;

	(void)state;
	bind_chips();
	/* a node gets of_pwm_xlate_with_flags by default */
	assert_ptr_equal(chip_of("/pwm@1000")->of_xlate,
			 of_pwm_xlate_with_flags);

	inv = pwm_get(consumer(), "inv");
	assert_false(IS_ERR(inv));
	assert_ptr_equal(inv->chip, chip_of("/pwm@1000"));
	assert_int_equal(inv->hwpwm, 1);
	pwm_get_args(inv, &args);
	assert_int_equal(args.period, 5000000);
	assert_int_equal(args.polarity, PWM_POLARITY_INVERSED);
	assert_string_equal(inv->label, "inv");
	/* the running output's state was read from the hardware */
	assert_true(pwm_is_enabled(inv));
	assert_int_equal(pwm_get_period(inv), 1000);
	assert_int_equal(pwm_get_duty_cycle(inv), 400);

	two = pwm_get(consumer(), "two");
	assert_false(IS_ERR(two));
	assert_ptr_equal(two->chip, chip_of("/pwm@1100"));
	assert_int_equal(two->hwpwm, 2);
	pwm_get_args(two, &args);
	assert_int_equal(args.period, 20000);
	assert_int_equal(args.polarity, PWM_POLARITY_NORMAL);

	normal = pwm_get(consumer(), "normal");
	assert_false(IS_ERR(normal));
	assert_int_equal(normal->hwpwm, 3);
	assert_int_equal(pwm_get_polarity(normal), PWM_POLARITY_NORMAL);
	pwm_get_args(normal, &args);
	assert_int_equal(args.period, 300);

	/* no name: the first entry, labelled by its name */
	pwm_put(inv);
	inv = pwm_get(consumer(), NULL);
	assert_false(IS_ERR(inv));
	assert_int_equal(inv->hwpwm, 1);
	assert_string_equal(inv->label, "inv");

	/* errors: a held output, beyond npwm, a short specifier, no name */
	assert_int_equal(PTR_ERR(pwm_get(other(), "same")), -EBUSY);
	assert_int_equal(PTR_ERR(pwm_get(other(), "beyond")), -EINVAL);
	assert_int_equal(PTR_ERR(pwm_get(other(), "short")), -EINVAL);
	assert_int_equal(PTR_ERR(pwm_get(other(), "nosuch")), -ENODATA);
	pwm_put(inv);
	pwm_put(two);
	pwm_put(normal);
	/* freed: requestable again, and a second put only warns */
	inv = pwm_get(other(), "same");
	assert_false(IS_ERR(inv));
	pwm_put(inv);
	log_capture_start();
	pwm_put(inv);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_WARNING, "already freed", NULL));
}

/* Single-cell chips: of_pwm_single_xlate takes output 0. */
static void test_single_xlate(void **state)
{
	struct of_phandle_args args = {
		.args_count = 2, .args = { 7000, PWM_POLARITY_INVERSED }
	};
	struct pwm_chip *chip;
	struct pwm_device *pwm;

	(void)state;
	bind_chips();
	chip = chip_of("/pwm@1000");
	pwm = of_pwm_single_xlate(chip, &args);
	assert_false(IS_ERR(pwm));
	assert_int_equal(pwm->hwpwm, 0);
	assert_int_equal(pwm->args.period, 7000);
	assert_int_equal(pwm->args.polarity, PWM_POLARITY_INVERSED);
	assert_int_equal(PTR_ERR(of_pwm_single_xlate(chip, &args)), -EBUSY);
	pwm_put(pwm);
	args.args_count = 0;
	pwm = of_pwm_single_xlate(chip, &args);
	assert_false(IS_ERR(pwm));
	assert_int_equal(pwm->args.polarity, PWM_POLARITY_NORMAL);
	pwm_put(pwm);
	/* with flags: at least the index */
	assert_int_equal(PTR_ERR(of_pwm_xlate_with_flags(chip, &args)),
			 -EINVAL);
}

/*
 * -EPROBE_DEFER while the chip's driver is away; then the consumer binds,
 * linked to the chip's device, and unbinding the chip's driver unbinds
 * the consumer first.
 */
static void test_defer_and_link(void **state)
{
	struct platdev_bind_status st;
	struct pwm_device *pwm;

	(void)state;
	assert_int_equal(PTR_ERR(pwm_get(other(), "same")), -EPROBE_DEFER);
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	consumer_registered = true;
	fw_devlink_drivers_done();
	assert_null(consumer()->driver);
	assert_int_equal(platdev_device_bind_status(consumer(), &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);

	bind_chips();
	assert_non_null(consumer()->driver);
	pwm = platform_get_drvdata(to_platform_device(consumer()));
	assert_int_equal(pwm->hwpwm, 1);
	assert_true(test_bit(PWMF_REQUESTED, &pwm->flags));

	platform_driver_unregister(&tpwm_driver);
	chips_registered = false;
	assert_null(consumer()->driver);
	/* the consumer went before the chip it uses */
	assert_non_null(strstr(test_events, "remove 2000.consumer "
					    "remove 1000.pwm "));
	assert_non_null(strstr(test_events, "remove 1100.pwm "));
	assert_null(chip_named("pwmchip0"));
	assert_null(chip_named("pwmchip1"));
}

/* pwm_apply_might_sleep(): Linux's -EINVAL cases and the driver's error. */
static void test_apply(void **state)
{
	struct pwm_device *pwm;
	struct pwm_state st;
	struct tpwm *t;

	(void)state;
	bind_chips();
	pwm = pwm_get(consumer(), "normal");
	assert_false(IS_ERR(pwm));
	t = pwmchip_get_drvdata(pwm->chip);

	pwm_init_state(pwm, &st);
	assert_int_equal(st.period, 300);
	assert_int_equal(st.duty_cycle, 0);
	assert_int_equal(st.polarity, PWM_POLARITY_NORMAL);
	assert_false(st.enabled);
	assert_int_equal(pwm_set_relative_duty_cycle(&st, 1, 3), 0);
	assert_int_equal(st.duty_cycle, 100);
	assert_int_equal(pwm_set_relative_duty_cycle(&st, 2, 3), 0);
	assert_int_equal(st.duty_cycle, 200);
	assert_int_equal(pwm_get_relative_duty_cycle(&st, 100), 67);
	assert_int_equal(pwm_set_relative_duty_cycle(&st, 4, 3), -EINVAL);
	assert_int_equal(pwm_set_relative_duty_cycle(&st, 0, 0), -EINVAL);
	assert_int_equal(st.duty_cycle, 200);
	st.enabled = true;
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), 0);
	assert_int_equal(t->hw[3].duty_cycle, 200);
	assert_true(t->hw[3].enabled);
	assert_int_equal(t->applies, 1);
	/* the same state again: the driver is not asked */
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), 0);
	assert_int_equal(t->applies, 1);

	/* enabled with no period, or a duty cycle above it */
	assert_int_equal(pwm_apply_might_sleep(NULL, &st), -EINVAL);
	assert_int_equal(pwm_apply_might_sleep(pwm, NULL), -EINVAL);
	st.duty_cycle = 301;
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), -EINVAL);
	st.period = 0;
	st.duty_cycle = 0;
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), -EINVAL);
	assert_int_equal(t->applies, 1);
	assert_int_equal(pwm_get_period(pwm), 300);
	/* disabled, anything goes */
	st.enabled = false;
	st.duty_cycle = 500;
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), 0);
	assert_int_equal(t->applies, 2);
	/* the driver's error, and the state kept */
	t->fail = -EIO;
	st = (struct pwm_state){ .period = 50,
				 .duty_cycle = 5,
				 .enabled = true };
	assert_int_equal(pwm_apply_might_sleep(pwm, &st), -EIO);
	assert_false(pwm_is_enabled(pwm));
	t->fail = 0;
	/* atomically, on a chip that sleeps: done, with a warning */
	log_capture_start();
	assert_int_equal(pwm_apply_atomic(pwm, &st), 0);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_WARNING, "atomic context", NULL));
	assert_int_equal(pwm_get_duty_cycle(pwm), 5);
	/* the legacy calls go through the same checks */
	assert_int_equal(pwm_config(pwm, 60, 50), -EINVAL);
	assert_int_equal(pwm_config(pwm, 10, 50), 0);
	pwm_disable(pwm);
	assert_false(t->hw[3].enabled);
	assert_int_equal(pwm_enable(pwm), 0);
	assert_true(t->hw[3].enabled);
	/* pwm_adjust_config: the board's period and polarity, duty scaled */
	assert_int_equal(pwm_adjust_config(pwm), 0);
	assert_int_equal(pwm_get_period(pwm), 300);
	assert_int_equal(pwm_get_duty_cycle(pwm), 60);
	assert_int_equal(pwm_capture(pwm, NULL, 0), -ENOSYS);
	pwm_put(pwm);
}

/* A lookup table for devices without a node. */
static void test_lookup_table(void **state)
{
	struct pwm_lookup table[] = {
		PWM_LOOKUP("1100.pwm", 1, NULL, "tbl", 4000,
			   PWM_POLARITY_INVERSED),
		PWM_LOOKUP("nosuch.pwm", 0, NULL, "gone", 10,
			   PWM_POLARITY_NORMAL),
	};
	struct pwm_device *pwm;

	(void)state;
	pwm_add_table(table, ARRAY_SIZE(table));
	assert_int_equal(PTR_ERR(pwm_get(NULL, "tbl")), -EPROBE_DEFER);
	bind_chips();
	log_capture_start();
	pwm = pwm_get(NULL, "tbl");
	log_capture_stop();
	assert_false(IS_ERR(pwm));
	/* no consumer device: no link, a warning */
	assert_true(log_has(PLATDEV_LOG_WARNING, "No consumer device", NULL));
	assert_ptr_equal(pwm->chip, chip_of("/pwm@1100"));
	assert_int_equal(pwm->hwpwm, 1);
	assert_int_equal(pwm->args.period, 4000);
	assert_int_equal(pwm->args.polarity, PWM_POLARITY_INVERSED);
	assert_string_equal(pwm->label, "tbl");
	assert_int_equal(PTR_ERR(pwm_get(NULL, "tbl")), -EBUSY);
	assert_int_equal(PTR_ERR(pwm_get(NULL, "gone")), -EPROBE_DEFER);
	assert_int_equal(PTR_ERR(pwm_get(NULL, "none")), -ENODEV);
	pwm_put(pwm);
	pwm_remove_table(table, ARRAY_SIZE(table));
	assert_int_equal(PTR_ERR(pwm_get(NULL, "tbl")), -ENODEV);
}

/* platdev/pwm.h: the export, unexport and attribute files. */
static void test_user_api(void **state)
{
	struct pwm_state st;
	struct pwm_device *held;
	struct tpwm *t;

	(void)state;
	bind_chips();
	/* the two chips are pwmchip0 and pwmchip1 */
	assert_non_null(chip_named("pwmchip1"));
	assert_null(chip_named("pwmchip2"));
	t = pwmchip_get_drvdata(chip_named("pwmchip0"));
	assert_int_equal(platdev_pwm_npwm("pwmchip0"), NPWM);
	assert_int_equal(platdev_pwm_npwm("nosuch"), -ENODEV);
	assert_int_equal(platdev_pwm_npwm(NULL), -ENODEV);

	/* not exported: no files */
	assert_int_equal(platdev_pwm_set_period("pwmchip0", 0, 100), -ENODEV);
	assert_int_equal(platdev_pwm_get_state("pwmchip0", 0, &st), -ENODEV);
	assert_int_equal(platdev_pwm_unexport("pwmchip0", 0), -ENODEV);
	assert_int_equal(platdev_pwm_export("pwmchip0", NPWM), -ENODEV);
	assert_int_equal(platdev_pwm_export("nosuch", 0), -ENODEV);

	assert_int_equal(platdev_pwm_export("pwmchip0", 0), 0);
	assert_int_equal(platdev_pwm_export("pwmchip0", 0), -EBUSY);
	/* an output a consumer holds cannot be exported */
	held = pwm_get(consumer(), "inv");
	assert_false(IS_ERR(held));
	assert_int_equal(platdev_pwm_export("pwmchip0", 1), -EBUSY);
	pwm_put(held);

	/* one file at a time, through invalid states while disabled */
	assert_int_equal(platdev_pwm_set_duty_cycle("pwmchip0", 0, 500), 0);
	assert_int_equal(platdev_pwm_set_period("pwmchip0", 0, 1000), 0);
	assert_int_equal(platdev_pwm_set_polarity("pwmchip0", 0, "inversed"),
			 0);
	assert_int_equal(platdev_pwm_set_polarity("pwmchip0", 0, "upside"),
			 -EINVAL);
	assert_int_equal(platdev_pwm_set_enable("pwmchip0", 0, 2), -EINVAL);
	assert_int_equal(platdev_pwm_set_enable("pwmchip0", 0, 1), 0);
	assert_true(t->hw[0].enabled);
	assert_int_equal(t->hw[0].period, 1000);
	assert_int_equal(t->hw[0].duty_cycle, 500);
	assert_int_equal(t->hw[0].polarity, PWM_POLARITY_INVERSED);
	/* enabled: the core's checks apply */
	assert_int_equal(platdev_pwm_set_duty_cycle("pwmchip0", 0, 1001),
			 -EINVAL);
	assert_int_equal(platdev_pwm_set_period("pwmchip0", 0, 0), -EINVAL);
	assert_int_equal(platdev_pwm_get_state("pwmchip0", 0, &st), 0);
	assert_int_equal(st.period, 1000);
	assert_int_equal(st.duty_cycle, 500);
	assert_int_equal(platdev_pwm_get_state("pwmchip0", 0, NULL), -ENODEV);

	assert_int_equal(platdev_pwm_unexport("pwmchip0", 0), 0);
	assert_int_equal(platdev_pwm_unexport("pwmchip0", 0), -ENODEV);
	assert_int_equal(platdev_pwm_set_enable("pwmchip0", 0, 0), -ENODEV);
	/* an output left exported is released with its chip */
	assert_int_equal(platdev_pwm_export("pwmchip0", 2), 0);
	platform_driver_unregister(&tpwm_driver);
	chips_registered = false;
	assert_int_equal(platdev_pwm_npwm("pwmchip0"), -ENODEV);
}

/* Every allocation of the chip's and the consumer's paths failing. */
static void test_alloc_failures(void **state)
{
	unsigned long before = live_allocs();
	struct pwm_device *pwm;
	struct pwm_chip *chip;
	long n;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(pwmchip_alloc(consumer(), 2, 8)), -ENOMEM);
	assert_int_equal(live_allocs(), before);
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		chip = devm_pwmchip_alloc(other(), 2, 8);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(chip))
			break;
		assert_int_equal(PTR_ERR(chip), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	devres_release_all(other());
	assert_int_equal(live_allocs(), before);

	/* pwmchip_add: the name and the registration's allocations */
	for (n = 0;; n++) {
		int ret;

		chip = pwmchip_alloc(consumer(), 2, 8);
		assert_false(IS_ERR(chip));
		chip->ops = &tpwm_ops;
		platdev_port_fail_alloc_after(n, 0);
		ret = pwmchip_add(chip);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(chip_named("pwmchip0"));
		pwmchip_put(chip);
		assert_int_equal(live_allocs(), before);
	}
	pwmchip_remove(chip);
	pwmchip_put(chip);
	assert_int_equal(live_allocs(), before);

	/* the consumer's: the link and the managed release */
	bind_chips();
	before = live_allocs();
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		pwm = devm_pwm_get(other(), "same");
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(pwm))
			break;
		/* the link's allocation failing is -EINVAL, as in Linux */
		assert_true(PTR_ERR(pwm) == -ENOMEM || PTR_ERR(pwm) == -EINVAL);
		assert_false(test_bit(PWMF_REQUESTED,
				      &chip_of("/pwm@1000")->pwms[1].flags));
	}
	assert_true(n > 0);
	devres_release_all(other());
	assert_false(
		test_bit(PWMF_REQUESTED, &chip_of("/pwm@1000")->pwms[1].flags));
}

#define T(fn) cmocka_unit_test_setup_teardown(fn, populate, depopulate)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_chip_alloc_add), T(test_of_xlate),
		T(test_single_xlate),	T(test_defer_and_link),
		T(test_apply),		T(test_lookup_table),
		T(test_user_api),	T(test_alloc_failures),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
