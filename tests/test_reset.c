// SPDX-License-Identifier: MIT
/*
 * test_reset.c - reset controllers and their consumers, against Linux
 * 6.12's rules: exclusive handles own their line (-EBUSY for a second),
 * shared handles count deasserts and pulse once, released handles must be
 * acquired (-EPERM, -EBUSY), missing ops (-ENOTSUPP), names and indexes
 * that are not there (-ENOENT, NULL for optional lines, -EINVAL), arrays
 * that undo a partial failure, -EPROBE_DEFER until the controller
 * registers and the consumer bound when it does, devm handles released on
 * unbind, lookup tables, a controller that goes while handles are held,
 * and every allocation failing in turn.
 */
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/reset-controller.h>
#include <linux/reset.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;

/* The test controller: 8 lines, each asserted or not, and call counts. */
struct test_rcdev {
	struct reset_controller_dev rcdev;
	unsigned long asserted;
	unsigned int asserts, deasserts, pulses;
	unsigned long fail; /* lines whose ops fail with -EIO */
};

static struct test_rcdev trc;

static struct test_rcdev *to_trc(struct reset_controller_dev *rcdev)
{
	return container_of(rcdev, struct test_rcdev, rcdev);
}

static int trc_assert(struct reset_controller_dev *rcdev, unsigned long id)
{
	struct test_rcdev *t = to_trc(rcdev);

	if (t->fail & BIT(id))
		return -EIO;
	t->asserted |= BIT(id);
	t->asserts++;
	return 0;
}

static int trc_deassert(struct reset_controller_dev *rcdev, unsigned long id)
{
	struct test_rcdev *t = to_trc(rcdev);

	if (t->fail & BIT(id))
		return -EIO;
	t->asserted &= ~BIT(id);
	t->deasserts++;
	return 0;
}

static int trc_reset(struct reset_controller_dev *rcdev, unsigned long id)
{
	struct test_rcdev *t = to_trc(rcdev);

	if (t->fail & BIT(id))
		return -EIO;
	t->pulses++;
	return 0;
}

static int trc_status(struct reset_controller_dev *rcdev, unsigned long id)
{
	return !!(to_trc(rcdev)->asserted & BIT(id));
}

static const struct reset_control_ops trc_ops = {
	.assert = trc_assert,
	.deassert = trc_deassert,
	.reset = trc_reset,
	.status = trc_status,
};

static int trc_probe(struct platform_device *pdev)
{
	trc.rcdev.ops = &trc_ops;
	trc.rcdev.owner = THIS_MODULE;
	trc.rcdev.nr_resets = 8;
	trc.rcdev.of_node = pdev->dev.of_node;
	trc.rcdev.dev = &pdev->dev;
	return devm_reset_controller_register(&pdev->dev, &trc.rcdev);
}

static const struct of_device_id trc_match[] = { { .compatible = "test,reset" },
						 {} };

static struct platform_driver trc_driver = {
	.probe = trc_probe,
	.driver = { .name = "test-reset", .of_match_table = trc_match },
};

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/reset.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* Per test: the tree populated and the controller bound, fresh state. */
static int bind_controller(void **state)
{
	(void)state;
	memset(&trc, 0, sizeof(trc));
	if (platform_driver_register(&trc_driver))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	return test_device_of("/reset-controller@1000")->driver ? 0 : -1;
}

static int unbind_controller(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&trc_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *consumer(void)
{
	return test_device_of("/consumer@2000");
}

static void test_exclusive(void **state)
{
	struct reset_control *core, *again;

	(void)state;
	core = reset_control_get_exclusive(consumer(), "core");
	assert_false(IS_ERR_OR_NULL(core));
	/* one exclusive handle per line, and no shared one beside it */
	assert_int_equal(
		PTR_ERR(reset_control_get_exclusive(consumer(), "core")),
		-EBUSY);
	assert_int_equal(PTR_ERR(reset_control_get_shared(consumer(), "core")),
			 -EBUSY);
	assert_int_equal(reset_control_assert(core), 0);
	assert_int_equal(trc.asserted, BIT(1));
	assert_int_equal(reset_control_status(core), 1);
	assert_int_equal(reset_control_assert(core), 0); /* not counted */
	assert_int_equal(trc.asserts, 2);
	assert_int_equal(reset_control_deassert(core), 0);
	assert_int_equal(trc.asserted, 0);
	assert_int_equal(reset_control_status(core), 0);
	assert_int_equal(reset_control_reset(core), 0);
	assert_int_equal(reset_control_reset(core), 0); /* pulses each time */
	assert_int_equal(trc.pulses, 2);
	trc.fail = BIT(1);
	assert_int_equal(reset_control_assert(core), -EIO);
	trc.fail = 0;
	reset_control_put(core);
	again = reset_control_get_exclusive(consumer(), "core");
	assert_false(IS_ERR_OR_NULL(again));
	reset_control_put(again);

	/* by index; the same line from another device is the same line */
	core = reset_control_get_exclusive(test_device_of("/other@3000"),
					   "core");
	assert_false(IS_ERR_OR_NULL(core));
	assert_int_equal(PTR_ERR(__reset_control_get(consumer(), NULL, 0,
						     RESET_CONTROL_EXCLUSIVE)),
			 -EBUSY);
	reset_control_put(core);
}

static void test_shared(void **state)
{
	struct reset_control *a, *b;

	(void)state;
	trc.asserted = BIT(2);
	a = reset_control_get_shared(consumer(), "bus");
	b = reset_control_get_shared(consumer(), "bus");
	assert_false(IS_ERR_OR_NULL(a));
	assert_ptr_equal(a, b); /* one handle per shared line */
	assert_int_equal(
		PTR_ERR(reset_control_get_exclusive(consumer(), "bus")),
		-EBUSY);
	/* no deassert yet: an assert is unbalanced */
	assert_int_equal(reset_control_assert(a), -EINVAL);
	assert_int_equal(reset_control_deassert(a), 0);
	assert_int_equal(reset_control_deassert(b), 0);
	assert_int_equal(trc.deasserts, 1); /* only the first reaches it */
	assert_int_equal(trc.asserted, 0);
	assert_int_equal(reset_control_assert(a), 0);
	assert_int_equal(trc.asserts, 0); /* b still wants it deasserted */
	/* a pulse while deasserted is refused */
	assert_int_equal(reset_control_reset(a), -EINVAL);
	assert_int_equal(reset_control_rearm(a), -EINVAL);
	assert_int_equal(reset_control_assert(b), 0);
	assert_int_equal(trc.asserts, 1);
	assert_int_equal(trc.asserted, BIT(2));

	/* one pulse for all users until rearmed; counted calls then refused */
	assert_int_equal(reset_control_reset(a), 0);
	assert_int_equal(reset_control_reset(b), 0);
	assert_int_equal(trc.pulses, 1);
	assert_int_equal(reset_control_deassert(a), -EINVAL);
	assert_int_equal(reset_control_assert(a), -EINVAL);
	assert_int_equal(reset_control_rearm(a), 0);
	assert_int_equal(reset_control_rearm(b), 0);
	assert_int_equal(reset_control_reset(b), 0);
	assert_int_equal(trc.pulses, 2);
	assert_int_equal(reset_control_rearm(b), 0);
	/* a failed pulse does not count as done */
	trc.fail = BIT(2);
	assert_int_equal(reset_control_reset(a), -EIO);
	trc.fail = 0;
	assert_int_equal(reset_control_reset(a), 0);
	assert_int_equal(trc.pulses, 3);
	reset_control_put(a);
	reset_control_put(b);
}

static void test_released(void **state)
{
	struct reset_control *owner, *second;

	(void)state;
	owner = reset_control_get_exclusive(consumer(), "phy");
	second = reset_control_get_exclusive_released(consumer(), "phy");
	assert_false(IS_ERR_OR_NULL(owner) || IS_ERR_OR_NULL(second));
	assert_ptr_not_equal(owner, second);
	assert_int_equal(reset_control_assert(second), -EPERM);
	assert_int_equal(reset_control_deassert(second), -EPERM);
	assert_int_equal(reset_control_reset(second), -EPERM);
	assert_int_equal(reset_control_rearm(second), -EPERM);
	assert_int_equal(trc.asserts + trc.deasserts + trc.pulses, 0);
	assert_int_equal(reset_control_acquire(second), -EBUSY);
	reset_control_release(owner);
	assert_int_equal(reset_control_assert(owner), -EPERM);
	assert_int_equal(reset_control_acquire(second), 0);
	assert_int_equal(reset_control_acquire(second), 0); /* already */
	assert_int_equal(reset_control_assert(second), 0);
	assert_int_equal(reset_control_acquire(owner), -EBUSY);
	reset_control_put(second);
	assert_int_equal(reset_control_acquire(owner), 0);
	reset_control_put(owner);
	/* flags both shared and acquired are refused */
	assert_int_equal(PTR_ERR(__reset_control_get(
				 consumer(), "phy", 0,
				 RESET_CONTROL_SHARED |
					 RESET_CONTROL_FLAGS_BIT_ACQUIRED)),
			 -EINVAL);
}

static void test_lookups(void **state)
{
	struct device *other = test_device_of("/other@3000");
	struct device *plain = test_device_of("/plain@4000");

	(void)state;
	assert_int_equal(
		PTR_ERR(reset_control_get_exclusive(consumer(), "none")),
		-ENOENT);
	assert_null(reset_control_get_optional_exclusive(consumer(), "none"));
	assert_null(reset_control_get_optional_shared(plain, NULL));
	assert_int_equal(PTR_ERR(reset_control_get_exclusive(plain, NULL)),
			 -ENOENT);
	assert_int_equal(PTR_ERR(__reset_control_get(consumer(), NULL, 3,
						     RESET_CONTROL_EXCLUSIVE)),
			 -ENOENT);
	/* a line beyond the controller's count */
	assert_int_equal(PTR_ERR(reset_control_get_exclusive(other, "beyond")),
			 -EINVAL);
	/* a specifier of two cells at a controller of one... */
	assert_int_equal(PTR_ERR(reset_control_get_shared(other, "cells")),
			 -EPROBE_DEFER); /* ...whose controller is not there */
	assert_int_equal(PTR_ERR(reset_control_get_exclusive(
				 test_device_of("/bad-names@5000"), "ab")),
			 -EILSEQ);
	assert_int_equal(PTR_ERR(__of_reset_control_get(NULL, NULL, 0,
							RESET_CONTROL_SHARED)),
			 -EINVAL);
	assert_int_equal(reset_control_get_count(consumer()), 3);
	assert_int_equal(reset_control_get_count(plain), -ENOENT);

	/* NULL handles (optional lines) do nothing and succeed */
	assert_int_equal(reset_control_assert(NULL), 0);
	assert_int_equal(reset_control_deassert(NULL), 0);
	assert_int_equal(reset_control_reset(NULL), 0);
	assert_int_equal(reset_control_rearm(NULL), 0);
	assert_int_equal(reset_control_status(NULL), 0);
	assert_int_equal(reset_control_acquire(NULL), 0);
	reset_control_release(NULL);
	reset_control_put(NULL);
	assert_int_equal(reset_control_assert(ERR_PTR(-ENOENT)), -EINVAL);
	assert_int_equal(reset_control_status(ERR_PTR(-ENOENT)), -EINVAL);
	reset_control_put(ERR_PTR(-ENOENT));

	/* device_reset(): the first line, pulsed */
	assert_int_equal(device_reset(consumer()), 0);
	assert_int_equal(trc.pulses, 1);
	assert_int_equal(device_reset(plain), -ENOENT);
	assert_int_equal(device_reset_optional(plain), 0);
}

/* Controllers with ops left out, and one registered twice wrongly. */
static void test_missing_ops(void **state)
{
	static const struct reset_control_ops none;
	struct of_phandle_args args = { .np = test_node("/plain@4000") };
	struct reset_controller_dev bare = {
		.ops = &none,
		.nr_resets = 4,
		.of_node = test_node("/reset-controller@1100"),
	};
	struct reset_control *excl, *shared;

	(void)state;
	bare.of_reset_n_cells = 2;
	bare.of_xlate = NULL;
	assert_int_equal(reset_controller_register(&bare), 0);
	/* the default translation takes one cell: a two-cell spec is -EINVAL */
	assert_int_equal(bare.of_reset_n_cells, 1);
	assert_int_equal(PTR_ERR(reset_control_get_shared(
				 test_device_of("/other@3000"), "cells")),
			 -EINVAL);
	reset_controller_unregister(&bare);
	bare.of_reset_n_cells = 2;
	bare.of_xlate = NULL;
	bare.of_args = &args;
	assert_int_equal(reset_controller_register(&bare), -EINVAL);
	bare.of_args = NULL;

	/* no ops at all: what may be done without them is done */
	bare.of_node = test_node("/reset-controller@1000");
	trc.rcdev.of_node = NULL; /* hide the real one */
	assert_int_equal(reset_controller_register(&bare), 0);
	excl = reset_control_get_exclusive(consumer(), "core");
	shared = reset_control_get_shared(consumer(), "bus");
	assert_false(IS_ERR_OR_NULL(excl) || IS_ERR_OR_NULL(shared));
	assert_int_equal(reset_control_assert(excl), -ENOTSUPP);
	assert_int_equal(reset_control_deassert(excl), 0);
	assert_int_equal(reset_control_reset(excl), -ENOTSUPP);
	assert_int_equal(reset_control_status(excl), -ENOTSUPP);
	assert_int_equal(reset_control_deassert(shared), 0);
	assert_int_equal(reset_control_assert(shared), 0);
	reset_control_put(excl);
	reset_control_put(shared);
	reset_controller_unregister(&bare);
	trc.rcdev.of_node = test_node("/reset-controller@1000");
}

static void test_array(void **state)
{
	struct reset_control *all, *one;

	(void)state;
	all = of_reset_control_array_get_exclusive(consumer()->of_node);
	assert_false(IS_ERR_OR_NULL(all));
	assert_int_equal(reset_control_assert(all), 0);
	assert_int_equal(trc.asserted, BIT(1) | BIT(2) | BIT(3));
	assert_int_equal(reset_control_status(all), -EINVAL);
	/* the third line fails: the first two are asserted again */
	trc.fail = BIT(3);
	assert_int_equal(reset_control_deassert(all), -EIO);
	assert_int_equal(trc.asserted, BIT(1) | BIT(2) | BIT(3));
	trc.fail = 0;
	assert_int_equal(reset_control_deassert(all), 0);
	assert_int_equal(trc.asserted, 0);
	assert_int_equal(reset_control_reset(all), 0);
	assert_int_equal(trc.pulses, 3);
	reset_control_release(all);
	assert_int_equal(reset_control_assert(all), -EPERM);
	/* beside a released handle only another released one may be got */
	assert_int_equal(
		PTR_ERR(reset_control_get_exclusive(consumer(), "bus")),
		-EBUSY);
	one = reset_control_get_exclusive_released(consumer(), "bus");
	assert_int_equal(reset_control_acquire(one), 0);
	assert_int_equal(reset_control_acquire(all), -EBUSY);
	reset_control_put(one);
	assert_int_equal(reset_control_acquire(all), 0);
	assert_int_equal(reset_control_rearm(all), 0);
	reset_control_put(all);

	assert_null(of_reset_control_array_get_optional_shared(
		test_node("/plain@4000")));
	assert_int_equal(PTR_ERR(of_reset_control_array_get_shared(
				 test_node("/plain@4000"))),
			 -ENOENT);
	assert_int_equal(PTR_ERR(of_reset_control_array_get_shared(NULL)),
			 -EINVAL);
	/* a line that cannot be had: the others are let go */
	one = reset_control_get_exclusive(consumer(), "phy");
	assert_int_equal(PTR_ERR(of_reset_control_array_get_exclusive(
				 consumer()->of_node)),
			 -EBUSY);
	reset_control_put(one);
	assert_int_equal(PTR_ERR(of_reset_control_array_get_exclusive(
				 test_node("/other@3000"))),
			 -EINVAL);
}

static void test_bulk(void **state)
{
	struct reset_control_bulk_data lines[] = { { .id = "core" },
						   { .id = "bus" },
						   { .id = "phy" } };
	struct reset_control_bulk_data bad[] = { { .id = "core" },
						 { .id = "none" } };

	(void)state;
	assert_int_equal(reset_control_bulk_get_exclusive(consumer(), 3, lines),
			 0);
	assert_int_equal(reset_control_bulk_assert(3, lines), 0);
	assert_int_equal(trc.asserted, BIT(1) | BIT(2) | BIT(3));
	/* deassert goes last first: line 1 fails after 3 and 2 went */
	trc.fail = BIT(1);
	assert_int_equal(reset_control_bulk_deassert(3, lines), -EIO);
	assert_int_equal(trc.asserted, BIT(1) | BIT(2) | BIT(3));
	assert_int_equal(trc.deasserts, 2);
	assert_int_equal(reset_control_bulk_assert(3, lines), -EIO);
	assert_int_equal(reset_control_bulk_reset(3, lines), -EIO);
	trc.fail = 0;
	assert_int_equal(reset_control_bulk_reset(3, lines), 0);
	reset_control_bulk_release(3, lines);
	assert_int_equal(reset_control_bulk_assert(3, lines), -EPERM);
	assert_int_equal(reset_control_bulk_acquire(3, lines), 0);
	reset_control_bulk_put(3, lines);
	assert_int_equal(reset_control_bulk_get_shared(consumer(), 2, bad),
			 -ENOENT);
	/* optional: the missing line is NULL, and does nothing */
	assert_int_equal(
		reset_control_bulk_get_optional_shared(consumer(), 2, bad), 0);
	assert_non_null(bad[0].rstc);
	assert_null(bad[1].rstc);
	assert_int_equal(reset_control_bulk_deassert(2, bad), 0);
	assert_int_equal(reset_control_bulk_assert(2, bad), 0);
	reset_control_bulk_put(2, bad);
}

/* Handles that outlive their controller are cut off, not dangling. */
static void test_controller_gone(void **state)
{
	struct reset_control *core, *bus;

	(void)state;
	core = reset_control_get_exclusive(consumer(), "core");
	bus = reset_control_get_shared(consumer(), "bus");
	log_capture_start();
	platform_driver_unregister(&trc_driver);
	log_capture_stop();
	assert_true(log_has(4, "unregistered with 2 lines still held", NULL));
	assert_int_equal(reset_control_assert(core), -ENODEV);
	assert_int_equal(reset_control_deassert(bus), -ENODEV);
	assert_int_equal(reset_control_reset(core), -ENODEV);
	assert_int_equal(reset_control_status(core), -ENODEV);
	assert_int_equal(reset_control_acquire(bus), -ENODEV);
	assert_int_equal(
		PTR_ERR(reset_control_get_exclusive(consumer(), "core")),
		-EPROBE_DEFER);
	reset_control_put(core);
	reset_control_put(bus);
	assert_int_equal(platform_driver_register(&trc_driver), 0);
}

/* Lines by name for devices without a node. */
static void test_lookup_table(void **state)
{
	static struct reset_control_lookup table[] = {
		RESET_LOOKUP("1000.reset-controller", 5, "board-dev.0", NULL),
		RESET_LOOKUP("1000.reset-controller", 6, "board-dev.0", "aux"),
		RESET_LOOKUP("missing.0", 1, "board-dev.0", "gone"),
		RESET_LOOKUP(NULL, 1, "board-dev.0", "skipped"),
	};
	struct platform_device *pdev;
	struct reset_control *rstc;

	(void)state;
	pdev = platform_device_register_simple("board-dev", 0, NULL, 0);
	assert_false(IS_ERR(pdev));
	log_capture_start();
	reset_controller_add_lookup(table, 4);
	log_capture_stop();
	assert_true(log_has(4, "without device or provider", NULL));
	rstc = reset_control_get_exclusive(&pdev->dev, NULL);
	assert_int_equal(reset_control_assert(rstc), 0);
	assert_int_equal(trc.asserted, BIT(5));
	reset_control_put(rstc);
	rstc = reset_control_get_shared(&pdev->dev, "aux");
	assert_int_equal(reset_control_deassert(rstc), 0);
	assert_int_equal(trc.deasserts, 1);
	reset_control_put(rstc);
	assert_int_equal(PTR_ERR(reset_control_get_shared(&pdev->dev, "gone")),
			 -EPROBE_DEFER);
	assert_int_equal(PTR_ERR(reset_control_get_shared(&pdev->dev, "x")),
			 -ENOENT);
	assert_null(reset_control_get_optional_shared(&pdev->dev, "x"));
	platdev_reset_controller_del_lookup(table, 4);
	assert_int_equal(PTR_ERR(reset_control_get_shared(&pdev->dev, NULL)),
			 -ENOENT);
	platform_device_unregister(pdev);
}

/*
 * Consumer drivers: one takes its "core" line deasserted while bound, the
 * other deasserts all of its lines as an array.
 */
static struct reset_control *got_core, *got_all, *got_none;

static int consumer_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	got_core = devm_reset_control_get_exclusive_deasserted(dev, "core");
	if (IS_ERR(got_core))
		return (int)PTR_ERR(got_core);
	got_none = devm_reset_control_get_optional_shared(dev, "none");
	return got_none ? -EINVAL : 0;
}

static const struct of_device_id consumer_match[] = {
	{ .compatible = "test,reset-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.driver = { .name = "reset-consumer",
		    .of_match_table = consumer_match },
};

static int array_consumer_probe(struct platform_device *pdev)
{
	got_all = devm_reset_control_array_get_shared(&pdev->dev);
	if (IS_ERR(got_all))
		return (int)PTR_ERR(got_all);
	return reset_control_deassert(got_all);
}

static const struct of_device_id array_consumer_match[] = {
	{ .compatible = "test,reset-array-consumer" },
	{}
};

static struct platform_driver array_consumer_driver = {
	.probe = array_consumer_probe,
	.driver = { .name = "reset-array-consumer",
		    .of_match_table = array_consumer_match },
};

/*
 * The consumers defer while the controller's driver is away and bind
 * when it registers the controller; their managed handles go on unbind.
 */
static void test_devm_and_defer(void **state)
{
	struct platdev_bind_status st;
	struct device *dev;

	(void)state;
	platform_driver_unregister(&trc_driver);
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	assert_int_equal(platform_driver_register(&array_consumer_driver), 0);
	fw_devlink_drivers_done();
	dev = consumer();
	assert_null(dev->driver);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_RESET);
	assert_ptr_equal(st.node, test_node("/reset-controller@1000"));

	trc.asserted = 0xff;
	assert_int_equal(platform_driver_register(&trc_driver), 0);
	assert_non_null(dev->driver);
	assert_non_null(test_device_of("/array-consumer@6000")->driver);
	assert_int_equal(trc.asserted, 0xff & ~(BIT(1) | BIT(4) | BIT(5)));
	platform_driver_unregister(&consumer_driver);
	platform_driver_unregister(&array_consumer_driver);
	assert_null(dev->driver);
	/* "core" is asserted again; the array's lines are only put */
	assert_int_equal(trc.asserted, 0xff & ~(BIT(4) | BIT(5)));
}

static void test_alloc_failures(void **state)
{
	struct reset_control *rstc;
	struct reset_controller_dev rcdev = { .ops = &trc_ops };
	unsigned long before = live_allocs();

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(reset_control_get_shared(consumer(), "bus")),
			 -ENOMEM);
	for (long n = 0; n < 2; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(PTR_ERR(devm_reset_control_get_shared(
					 consumer(), "bus")),
				 -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	platdev_port_fail_alloc_after(-1, 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_reset_controller_register(consumer(), &rcdev),
			 -ENOMEM);
	/* each allocation of an array get in turn */
	for (long n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		rstc = of_reset_control_array_get_shared(consumer()->of_node);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(rstc))
			break;
		assert_int_equal(PTR_ERR(rstc), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	reset_control_put(rstc);
	assert_int_equal(live_allocs(), before);
}

#define T(fn) \
	cmocka_unit_test_setup_teardown(fn, bind_controller, unbind_controller)

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_exclusive),	T(test_shared),
		T(test_released),	T(test_lookups),
		T(test_missing_ops),	T(test_array),
		T(test_bulk),		T(test_controller_gone),
		T(test_lookup_table),	T(test_devm_and_defer),
		T(test_alloc_failures),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
