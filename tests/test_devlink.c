// SPDX-License-Identifier: MIT
/*
 * test_devlink.c - device links made from the device tree on populate:
 * consumers listed before their suppliers probe once each, after them;
 * cycles and parent/child references make no link; a supplier no driver
 * takes holds its consumers until fw_devlink_drivers_done() or until the
 * wait times out; depopulate leaves nothing behind.
 */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <linux/of_platform.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "testutil.h"

static char order[512];

static int probe(struct platform_device *pdev)
{
	size_t len = strlen(order);

	snprintf(order + len, sizeof(order) - len, "%s;", dev_name(&pdev->dev));
	return 0;
}

static const struct of_device_id ids[] = { { .compatible = "test,uart" },
					   { .compatible = "test,clk" },
					   { .compatible = "test,gpio" },
					   { .compatible = "test,pinctrl" },
					   { .compatible = "test,regulator" },
					   { .compatible = "test,intc" },
					   { .compatible = "test,user" },
					   { .compatible = "test,cyc" },
					   { .compatible = "test,mfd" },
					   { .compatible = "test,cell" },
					   {} };

static struct platform_driver drv = {
	.probe = probe,
	.driver = { .name = "devlink-test", .of_match_table = ids },
};

static struct device *find(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	put_device(dev); /* populated devices live until depopulate */
	return dev;
}

/* Where @name was probed in the order, or -1. */
static int pos(const char *name)
{
	char key[64];
	const char *at;

	snprintf(key, sizeof(key), "%s;", name);
	at = strstr(order, key);
	if (!at || (at != order && at[-1] != ';'))
		return -1;
	return (int)(at - order);
}

static int setup(void **state)
{
	(void)state;
	order[0] = '\0';
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/devlink.dtb"))
		return -1;
	return platform_driver_register(&drv);
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	of_platform_depopulate(NULL);
	platform_driver_unregister(&drv);
	platdev_set_dependency_timeout(PLATDEV_DEP_FW_LINK, 10000);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static void test_suppliers_probe_first_once(void **state)
{
	const char *all[] = { "5000.uart",	"1000.clock-controller",
			      "2000.gpio",	"3000.pinctrl",
			      "4000.regulator", "4100.interrupt-controller",
			      "8000.cyc",	"9000.cyc",
			      "a000.mfd",	"a000.mfd:cell" };
	struct platdev_bind_status st;
	size_t i;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	for (i = 0; i < ARRAY_SIZE(all); i++) {
		assert_true(pos(all[i]) >= 0);
		/* probed once: no deferral, no second try */
		assert_int_equal(platdev_device_bind_status(find(all[i]), &st),
				 0);
		assert_int_equal(st.probe_calls, 1);
		assert_int_equal(st.defers, 0);
	}
	/* uart is first in the tree but waits for all five suppliers. */
	assert_true(pos("5000.uart") > pos("1000.clock-controller"));
	assert_true(pos("5000.uart") > pos("2000.gpio"));
	assert_true(pos("5000.uart") > pos("3000.pinctrl"));
	assert_true(pos("5000.uart") > pos("4000.regulator"));
	assert_true(pos("5000.uart") > pos("4100.interrupt-controller"));
	assert_true(pos("2000.gpio") > pos("3000.pinctrl"));
	/* The cycle: the first link made (8000 needs 9000) is the one kept. */
	assert_true(pos("8000.cyc") > pos("9000.cyc"));
}

static void test_driverless_supplier(void **state)
{
	struct device *orphan;
	struct platdev_bind_status st;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	orphan = find("6000.orphan");
	assert_non_null(orphan);
	assert_null(orphan->driver);
	assert_int_equal(platdev_device_bind_status(orphan, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_FW_LINK);
	assert_string_equal(st.supplier, "7000.noclk");
	assert_int_equal(st.probe_calls, 0);

	log_capture_start();
	fw_devlink_drivers_done();
	assert_true(log_has(PLATDEV_LOG_DEBUG, "6000.orphan",
			    "not waiting for 7000.noclk", NULL));
	/* Debug level only: not shown by default. */
	assert_false(log_has(PLATDEV_LOG_INFO, "not waiting for", NULL));
	log_capture_stop();
	assert_non_null(orphan->driver);
}

static void test_fw_link_timeout(void **state)
{
	struct timespec two_ms = { 0, 2000000 };
	struct device *orphan;

	(void)state;
	/* An hour: however slow this machine, the wait is not overdue yet. */
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_FW_LINK,
							3600000),
			 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	orphan = find("6000.orphan");
	platdev_check_dependency_timeouts();
	assert_null(orphan->driver);
	/* Timeouts apply to waits in progress: 1 ms, then 2 ms of waiting. */
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_FW_LINK, 1),
			 0);
	nanosleep(&two_ms, NULL); /* the timeout under test */
	log_capture_start();
	platdev_check_dependency_timeouts();
	assert_true(log_has(PLATDEV_LOG_WARNING, "6000.orphan",
			    "still waiting for 7000.noclk", "device-tree link",
			    NULL));
	log_capture_stop();
	assert_non_null(orphan->driver);
}

static void test_depopulate_leaves_nothing(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_non_null(find("5000.uart"));
	assert_non_null(find("a000.mfd:cell"));
	of_platform_depopulate(NULL);
	assert_null(find("5000.uart"));
	assert_null(find("a000.mfd:cell"));
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_suppliers_probe_first_once),
		T(test_driverless_supplier),
		T(test_fw_link_timeout),
		T(test_depopulate_leaves_nothing),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
