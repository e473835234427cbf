// SPDX-License-Identifier: MIT
/*
 * test_platform_probe.c - probe, remove and shutdown: a failed probe and
 * the next driver, probe errors and how each is logged, the bind status
 * through them, a positive return, remove_new preferred to remove, a
 * non-zero remove warned about, and shutdown through the bus.
 */
#include <platdev/bind.h>

#include "testutil_platform.h"

static void test_probe_failure_next_driver(void **state)
{
	static const struct platform_device_id ids[] = { { "tp-pf", 1 }, {} };
	static struct tdrv failing, next;
	static struct platform_device pdev, later;

	(void)state;
	failing = TDRV("tp-pf");
	failing.probe_ret = -EIO;
	next = TDRV("tp-pf-next");
	next.pdrv.id_table = ids;
	pdev = SDEV("tp-pf", 1);
	later = SDEV("tp-pf", 2);

	/* Both drivers present: the first fails, the second takes it. */
	assert_int_equal(platform_driver_register(&failing.pdrv), 0);
	assert_int_equal(platform_driver_register(&next.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-pf.1",
			    "probe with driver tp-pf failed with error -5",
			    NULL));
	log_capture_stop();
	assert_string_equal(test_events, "probe tp-pf tp-pf.1;"
					 "probe tp-pf-next tp-pf.1;");
	assert_ptr_equal(pdev.dev.driver, &next.pdrv.driver);
	assert_ptr_equal(platform_get_device_id(&pdev), &ids[0]);
	platform_driver_unregister(&next.pdrv);
	platform_device_unregister(&pdev);

	/* The failing driver alone leaves the device unbound and clean. */
	log_capture_start();
	assert_int_equal(platform_device_register(&later), 0);
	log_capture_stop();
	assert_int_equal(failing.probes, 2);
	assert_null(later.dev.driver);
	assert_null(platform_get_drvdata(&later));
	assert_null(platform_get_device_id(&later));
	/* A driver registered afterwards still gets its chance. */
	assert_int_equal(platform_driver_register(&next.pdrv), 0);
	assert_ptr_equal(later.dev.driver, &next.pdrv.driver);
	assert_int_equal(failing.removes, 0);

	platform_device_unregister(&later);
	platform_driver_unregister(&next.pdrv);
	platform_driver_unregister(&failing.pdrv);
	assert_int_equal(failing.removes, 0);
}

static void check_probe_error(int err, bool logged_as_error)
{
	static struct tdrv drv;
	static struct platform_device pdev;
	struct platdev_bind_status st;

	drv = TDRV("tp-perr");
	drv.probe_ret = err;
	pdev = SDEV("tp-perr", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_int_equal(drv.probes, 1);
	assert_null(pdev.dev.driver);
	assert_true(device_is_registered(&pdev.dev));
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, err == -EPROBE_DEFER ?
					   PLATDEV_BIND_DEFERRED :
				   err == -ENODEV || err == -ENXIO ?
					   PLATDEV_BIND_DECLINED :
					   PLATDEV_BIND_FAILED);
	assert_int_equal(st.last_error, err);
	assert_int_equal(st.probe_calls, 1);
	assert_null(st.driver);
	/* It was said, at least at debug level. */
	assert_true(log_has(PLATDEV_LOG_DEBUG, "tp-perr", NULL));
	assert_int_equal(log_has(PLATDEV_LOG_ERR, "tp-perr", NULL),
			 logged_as_error);
	log_capture_stop();
	platform_device_unregister(&pdev);
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(drv.removes, 0);
}

/* The bind status follows a device through no driver, failure and success. */
static void test_bind_status(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;
	struct platdev_bind_status st;

	(void)state;
	drv = TDRV("tp-status");
	pdev = SDEV("tp-status", PLATFORM_DEVID_NONE);
	assert_int_equal(platdev_device_bind_status(NULL, &st), -EINVAL);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, NULL), -EINVAL);

	assert_int_equal(platform_device_register(&pdev), 0);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_UNBOUND);
	assert_int_equal(st.probe_calls, 0);
	assert_string_equal(platdev_bind_state_name(st.state), "unbound");

	drv.probe_ret = -EPROBE_DEFER;
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_string_equal(platdev_bind_state_name(st.state), "deferred");

	drv.probe_ret = 0;
	assert_int_equal(device_attach(&pdev.dev), 1);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_BOUND);
	assert_string_equal(platdev_bind_state_name(st.state), "bound");
	assert_string_equal(st.driver, "tp-status");
	assert_int_equal(st.last_error, 0);
	assert_int_equal(st.probe_calls, 2);

	/* Unbinding is not a failure. */
	platform_driver_unregister(&drv.pdrv);
	assert_int_equal(platdev_device_bind_status(&pdev.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_UNBOUND);
	assert_null(st.driver);
	assert_string_equal(platdev_bind_state_name(PLATDEV_BIND_FAILED),
			    "failed");
	assert_string_equal(platdev_bind_state_name(PLATDEV_BIND_DECLINED),
			    "declined");
	assert_string_equal(platdev_bind_state_name((enum platdev_bind_state)9),
			    "?");
	platform_device_unregister(&pdev);
}

static void test_probe_errors_and_logging(void **state)
{
	(void)state;
	check_probe_error(-ENODEV, false);
	check_probe_error(-ENXIO, false);
	check_probe_error(-EIO, true);
	check_probe_error(-ENOMEM, true);
	check_probe_error(-EPROBE_DEFER, false);
}

static void test_probe_positive_return(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;

	(void)state;
	drv = TDRV("tp-pos");
	drv.probe_ret = 1;
	pdev = SDEV("tp-pos", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&pdev), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "tp-pos", "returned 1", NULL));
	log_capture_stop();
	assert_null(pdev.dev.driver);
	platform_device_unregister(&pdev);
	assert_int_equal(drv.removes, 0);
	platform_driver_unregister(&drv.pdrv);
}

static void test_remove_new_preferred(void **state)
{
	static struct tdrv both, only_int;
	static struct platform_device a, b;

	(void)state;
	both = TDRV("tp-rn");
	both.pdrv.remove_new = t_remove_new;
	only_int = TDRV("tp-ri");
	a = SDEV("tp-rn", PLATFORM_DEVID_NONE);
	b = SDEV("tp-ri", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&both.pdrv), 0);
	assert_int_equal(platform_driver_register(&only_int.pdrv), 0);
	assert_int_equal(platform_device_register(&a), 0);
	assert_int_equal(platform_device_register(&b), 0);

	platform_device_unregister(&a);
	assert_int_equal(both.remove_news, 1);
	assert_int_equal(both.removes, 0);
	platform_device_unregister(&b);
	assert_int_equal(only_int.removes, 1);

	platform_driver_unregister(&only_int.pdrv);
	platform_driver_unregister(&both.pdrv);
}

static void test_remove_nonzero_warns(void **state)
{
	static struct tdrv drv;
	static struct platform_device pdev;

	(void)state;
	drv = TDRV("tp-rw");
	drv.remove_ret = -EBUSY;
	pdev = SDEV("tp-rw", 3);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_device_register(&pdev), 0);
	log_capture_start();
	platform_device_unregister(&pdev);
	assert_true(log_has(PLATDEV_LOG_WARNING, "tp-rw.3", "remove", NULL));
	log_capture_stop();
	/* The value is ignored: the device is gone all the same. */
	assert_int_equal(drv.removes, 1);
	assert_false(on_platform_bus("tp-rw.3"));
	assert_null(pdev.dev.driver);
	platform_driver_unregister(&drv.pdrv);
}

static void test_shutdown_via_bus(void **state)
{
	static struct tdrv drv, noshut;
	static struct platform_device bound, unbound, quiet;

	(void)state;
	drv = TDRV("tp-shut");
	noshut = TDRV("tp-noshut");
	noshut.pdrv.shutdown = NULL;
	bound = SDEV("tp-shut", PLATFORM_DEVID_NONE);
	unbound = SDEV("tp-shut-none", PLATFORM_DEVID_NONE);
	quiet = SDEV("tp-noshut", PLATFORM_DEVID_NONE);
	assert_int_equal(platform_driver_register(&drv.pdrv), 0);
	assert_int_equal(platform_driver_register(&noshut.pdrv), 0);
	assert_int_equal(platform_device_register(&bound), 0);
	assert_int_equal(platform_device_register(&unbound), 0);
	assert_int_equal(platform_device_register(&quiet), 0);

	assert_non_null(platform_bus_type.shutdown);
	platform_bus_type.shutdown(&bound.dev);
	assert_int_equal(drv.shutdowns, 1);
	assert_string_equal(test_events, "probe tp-shut tp-shut;"
					 "probe tp-noshut tp-noshut;"
					 "shutdown tp-shut tp-shut;");
	platform_bus_type.shutdown(&unbound.dev);
	platform_bus_type.shutdown(&quiet.dev);
	assert_int_equal(drv.shutdowns, 1);
	/* Shutdown does not unbind. */
	assert_ptr_equal(bound.dev.driver, &drv.pdrv.driver);

	platform_device_unregister(&quiet);
	platform_device_unregister(&unbound);
	platform_device_unregister(&bound);
	platform_driver_unregister(&noshut.pdrv);
	platform_driver_unregister(&drv.pdrv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_probe_failure_next_driver),
		T(test_probe_errors_and_logging),
		T(test_bind_status),
		T(test_probe_positive_return),
		T(test_remove_new_preferred),
		T(test_remove_nonzero_warns),
		T(test_shutdown_via_bus),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
