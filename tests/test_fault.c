// SPDX-License-Identifier: MIT
/*
 * test_fault.c - allocation failures: a board-like scenario (two drivers,
 * one with an id_table; static and heap devices with resources and data;
 * an automatic instance number; names that need memory; a probe that
 * registers a child and one that allocates managed memory) is run once
 * with each of its allocations failing in turn, then with every allocation
 * failing from some point on. Each time the failing call must return a
 * clean -ENOMEM, and unregistering what did register must leave nothing:
 * no device, no driver, no claimed range, no allocation.
 */
#include <string.h>

#include <linux/platform_device.h>
#include <linux/slab.h>

#include "testutil.h"

struct flt_pdata {
	int value;
	char label[20];
};

static const struct flt_pdata pdata = { 42, "fault" };

/* --- drivers ----------------------------------------------------------- */

static struct platform_device *child; /* registered by flt-a's probe */
static int child_err;
static int a_probes, a_removes, b_probes, b_removes, b_probe_err;

/* flt-a: matched by name; its probe registers a child of its device. */
static int a_probe(struct platform_device *pdev)
{
	struct platform_device *c;

	a_probes++;
	c = platform_device_register_data(&pdev->dev, "flt-child",
					  PLATFORM_DEVID_NONE, &pdata,
					  sizeof(pdata));
	if (IS_ERR(c)) {
		child_err = (int)PTR_ERR(c);
		return child_err;
	}
	child = c;
	platform_set_drvdata(pdev, c);
	return 0;
}

static void a_remove(struct platform_device *pdev)
{
	struct platform_device *c = platform_get_drvdata(pdev);

	a_removes++;
	platform_device_unregister(c);
	if (c == child)
		child = NULL;
}

static struct platform_driver drv_a = {
	.probe = a_probe,
	.remove_new = a_remove,
	.driver = { .name = "flt-a" },
};

/* flt-b: matched by id_table; its probe allocates managed memory. */
static const struct platform_device_id b_ids[] = {
	{ "flt-full", 1 },
	{ "flt-auto", 2 },
	{},
};

static int b_probe(struct platform_device *pdev)
{
	struct flt_pdata *state;

	b_probes++;
	state = devm_kzalloc(&pdev->dev, sizeof(*state), GFP_KERNEL);
	if (!state) {
		b_probe_err = -ENOMEM;
		return -ENOMEM;
	}
	state->value = (int)platform_get_device_id(pdev)->driver_data;
	platform_set_drvdata(pdev, state);
	return 0;
}

static int b_remove(struct platform_device *pdev)
{
	(void)pdev;
	b_removes++;
	return 0;
}

static struct platform_driver drv_b = {
	.probe = b_probe,
	.remove = b_remove,
	.driver = { .name = "flt-b" },
	.id_table = b_ids,
};

/* --- devices ----------------------------------------------------------- */

static struct resource static_res[] = {
	DEFINE_RES_MEM(0x50000000, 0x1000),
	DEFINE_RES_IRQ_NAMED(30, "irq"),
};

static struct platform_device static_dev = {
	.name = "flt-a",
	.id = PLATFORM_DEVID_NONE,
	.resource = static_res,
	.num_resources = ARRAY_SIZE(static_res),
};

static struct resource id_res[] = {
	DEFINE_RES_IO(0x500, 0x10),
};

/* A static device with an instance number: its name needs memory. */
static struct platform_device id_dev = {
	.name = "flt-id",
	.id = 4,
	.resource = id_res,
	.num_resources = ARRAY_SIZE(id_res),
};

static const struct resource full_res[] = {
	DEFINE_RES_MEM_NAMED(0x50010000, 0x100, "regs"),
	DEFINE_RES_IRQ(31),
};

static const struct resource auto_res[] = {
	DEFINE_RES_MEM(0x50020000, 0x100),
};

static const char *const scenario_names[] = {
	"flt-a",	   "flt-child", "flt-full",
	"flt-auto.0.auto", "flt-id.4",	"flt-hid.9",
};

/* --- the scenario ------------------------------------------------------ */

enum step {
	STEP_NONE,
	STEP_DRV_A,
	STEP_DRV_B,
	STEP_STATIC,
	STEP_FULL,
	STEP_AUTO,
	STEP_ID,
	STEP_HEAP_ID,
};

struct run {
	enum step failed; /* the step that failed, or STEP_NONE */
	int err;
	bool drv_a, drv_b, static_dev, id_dev;
	struct platform_device *full, *autodev, *heap_id;
};

static int ptr_ret(struct platform_device *pdev)
{
	return IS_ERR(pdev) ? (int)PTR_ERR(pdev) : 0;
}

/* Note the step that failed and leave scenario(). */
#define goto_fail(r, step, error)     \
	do {                          \
		(r)->failed = (step); \
		(r)->err = (error);   \
		return;               \
	} while (0)

/* Register everything, stopping at the first call that fails. */
static void scenario(struct run *r)
{
	struct platform_device_info info = {
		.name = "flt-full",
		.id = PLATFORM_DEVID_NONE,
		.res = full_res,
		.num_res = ARRAY_SIZE(full_res),
		.data = &pdata,
		.size_data = sizeof(pdata),
	};
	struct platform_device *pdev;
	int ret;

	memset(r, 0, sizeof(*r));
	ret = platform_driver_register(&drv_a);
	if (ret)
		goto_fail(r, STEP_DRV_A, ret);
	r->drv_a = true;

	ret = platform_driver_register(&drv_b);
	if (ret)
		goto_fail(r, STEP_DRV_B, ret);
	r->drv_b = true;

	ret = platform_device_register(&static_dev);
	if (ret)
		goto_fail(r, STEP_STATIC, ret);
	r->static_dev = true;

	pdev = platform_device_register_full(&info);
	if (IS_ERR_OR_NULL(pdev))
		goto_fail(r, STEP_FULL, ptr_ret(pdev));
	r->full = pdev;

	pdev = platform_device_register_simple("flt-auto", PLATFORM_DEVID_AUTO,
					       auto_res, ARRAY_SIZE(auto_res));
	if (IS_ERR_OR_NULL(pdev))
		goto_fail(r, STEP_AUTO, ptr_ret(pdev));
	r->autodev = pdev;

	ret = platform_device_register(&id_dev);
	if (ret)
		goto_fail(r, STEP_ID, ret);
	r->id_dev = true;

	pdev = platform_device_register_data(NULL, "flt-hid", 9, &pdata,
					     sizeof(pdata));
	if (IS_ERR_OR_NULL(pdev))
		goto_fail(r, STEP_HEAP_ID, ptr_ret(pdev));
	r->heap_id = pdev;
}

/* Unregister what registered, newest first. */
static void unwind(struct run *r)
{
	if (r->heap_id)
		platform_device_unregister(r->heap_id);
	if (r->id_dev)
		platform_device_unregister(&id_dev);
	if (r->autodev)
		platform_device_unregister(r->autodev);
	if (r->full)
		platform_device_unregister(r->full);
	if (r->static_dev)
		platform_device_unregister(&static_dev);
	if (r->drv_b)
		platform_driver_unregister(&drv_b);
	if (r->drv_a)
		platform_driver_unregister(&drv_a);
}

/* What registered is there and whole; what failed left nothing. */
static void check_registered(const struct run *r)
{
	if (r->failed != STEP_NONE)
		assert_int_equal(r->err, -ENOMEM);

	assert_int_equal(driver_find("flt-a", &platform_bus_type) != NULL,
			 r->drv_a);
	assert_int_equal(driver_find("flt-b", &platform_bus_type) != NULL,
			 r->drv_b);
	assert_int_equal(on_platform_bus("flt-a"), r->static_dev);
	assert_int_equal(on_platform_bus("flt-full"), r->full != NULL);
	assert_int_equal(on_platform_bus("flt-auto.0.auto"),
			 r->autodev != NULL);
	assert_int_equal(on_platform_bus("flt-id.4"), r->id_dev);
	assert_int_equal(on_platform_bus("flt-hid.9"), r->heap_id != NULL);
	assert_int_equal(static_res[0].parent == &iomem_resource,
			 r->static_dev);
	assert_int_equal(id_res[0].parent == &ioport_resource, r->id_dev);

	/* The static device is bound with its child, or its probe failed
	 * cleanly for want of memory and it is unbound. */
	if (r->static_dev) {
		if (static_dev.dev.driver) {
			assert_non_null(child);
			assert_ptr_equal(child->dev.parent, &static_dev.dev);
			assert_true(on_platform_bus("flt-child"));
		} else {
			assert_int_equal(child_err, -ENOMEM);
			assert_null(platform_get_drvdata(&static_dev));
			assert_false(on_platform_bus("flt-child"));
		}
	}
	if (r->full && !r->full->dev.driver)
		assert_int_equal(b_probe_err, -ENOMEM);
	if (r->full && r->full->dev.driver)
		assert_int_equal(
			((struct flt_pdata *)platform_get_drvdata(r->full))
				->value,
			1);
	if (r->autodev && !r->autodev->dev.driver)
		assert_int_equal(b_probe_err, -ENOMEM);
}

/* Nothing of the scenario is left anywhere. */
static void check_gone(unsigned long live)
{
	size_t i;

	for (i = 0; i < ARRAY_SIZE(scenario_names); i++)
		assert_false(on_platform_bus(scenario_names[i]));
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	assert_null(driver_find("flt-a", &platform_bus_type));
	assert_null(driver_find("flt-b", &platform_bus_type));
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
	/* The board's own tables are as the board wrote them. */
	assert_null(static_res[0].parent);
	/* A range that took the device's name gives it back, or keeps a
	 * name that stays valid: never a pointer to freed memory. */
	assert_true(!static_res[0].name ||
		    strcmp(static_res[0].name, "flt-a") == 0);
	assert_null(id_res[0].name); /* "flt-id.4" was freed */
	assert_null(id_res[0].parent);
	assert_false(device_is_registered(&static_dev.dev));
	assert_false(device_is_registered(&id_dev.dev));
	assert_int_equal(live_allocs(), live);
}

static void reset_counters(void)
{
	child = NULL;
	child_err = 0;
	a_probes = a_removes = b_probes = b_removes = b_probe_err = 0;
}

/* Allocations one clean run of scenario and unwind makes. */
static unsigned long clean_run(unsigned long live)
{
	struct platdev_alloc_stats before, after;
	struct run r;

	reset_counters();
	platdev_port_alloc_stats(&before);
	scenario(&r);
	assert_int_equal(r.failed, STEP_NONE);
	check_registered(&r);
	assert_non_null(child);
	assert_int_equal(b_probes, 2);
	unwind(&r);
	platdev_port_alloc_stats(&after);
	assert_int_equal(after.failed, before.failed);
	assert_int_equal(a_removes, 1);
	assert_int_equal(b_removes, 2);
	check_gone(live);
	return after.allocs - before.allocs;
}

static void run_with_failures(int sticky)
{
	unsigned long live = live_allocs(), total, k;
	unsigned int failed_steps = 0, failed_probes = 0;

	log_capture_start();
	total = clean_run(live);
	assert_true(total >= 10);

	for (k = 0;; k++) {
		struct platdev_alloc_stats before, after;
		struct run r;

		reset_counters();
		platdev_port_alloc_stats(&before);
		platdev_port_fail_alloc_after((long)k, sticky);
		scenario(&r);
		/* Checked while injection may still be on: lookups need no memory. */
		check_registered(&r);
		unwind(&r);
		platdev_port_fail_alloc_after(-1, 0);
		platdev_port_alloc_stats(&after);
		check_gone(live);

		if (after.failed == before.failed)
			break; /* this run needed no more than k allocations */
		if (!sticky)
			assert_int_equal(after.failed - before.failed, 1);
		if (r.failed != STEP_NONE)
			failed_steps++;
		if (child_err || b_probe_err)
			failed_probes++;
	}
	log_capture_stop();
	/* Every allocation was failed once, and the run after the last one
	 * went through without a failure. */
	assert_int_equal(k, total);
	/* The failures reached the calls and the probes, not only places
	 * that can absorb them. */
	assert_true(failed_steps >= 7);
	assert_true(failed_probes >= 2);
	/* And it still works afterwards. */
	clean_run(live);
}

static void test_each_allocation_fails_once(void **state)
{
	(void)state;
	run_with_failures(0);
}

static void test_allocations_fail_from_k_on(void **state)
{
	(void)state;
	run_with_failures(1);
}

/*
 * With every allocation failing: static drivers and devices still register
 * and bind (their bookkeeping is embedded and a short "name.id" is kept in
 * the device), while what needs memory fails cleanly and works afterwards.
 */
static void test_first_calls_fail_cleanly(void **state)
{
	static struct platform_device long_dev = {
		.name = "flt-with-a-long-name",
		.id = 7,
		.resource = id_res,
		.num_resources = ARRAY_SIZE(id_res),
	};
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	log_capture_start();
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(platform_driver_register(&drv_b), 0);
	assert_ptr_equal(driver_find("flt-b", &platform_bus_type),
			 &drv_b.driver);
	assert_int_equal(platform_device_register(&id_dev), 0);
	assert_true(on_platform_bus("flt-id.4"));
	assert_int_equal(platform_device_register(&static_dev), 0);
	assert_true(on_platform_bus("flt-a"));
	platform_device_unregister(&id_dev);
	platform_device_unregister(&static_dev);
	platform_driver_unregister(&drv_b);

	assert_null(platform_device_alloc("flt-x", 1));
	pdev = platform_device_register_simple("flt-x", PLATFORM_DEVID_AUTO,
					       NULL, 0);
	assert_true(IS_ERR(pdev));
	assert_int_equal(PTR_ERR(pdev), -ENOMEM);
	/* "flt-with-a-long-name.7" does not fit in the device. */
	assert_int_equal(platform_device_register(&long_dev), -ENOMEM);
	assert_false(device_is_registered(&long_dev.dev));
	assert_null(id_res[0].parent);
	platdev_port_fail_alloc_after(-1, 0);
	log_capture_stop();
	assert_int_equal(live_allocs(), live);

	assert_int_equal(platform_device_register(&long_dev), 0);
	assert_true(on_platform_bus("flt-with-a-long-name.7"));
	platform_device_unregister(&long_dev);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_each_allocation_fails_once),
		cmocka_unit_test(test_allocations_fail_from_k_on),
		cmocka_unit_test(test_first_calls_fail_cleanly),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
