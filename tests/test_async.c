// SPDX-License-Identifier: MIT
/*
 * test_async.c - asynchronous probe: PREFER_ASYNCHRONOUS probes run in
 * the worker pool, several at once (two probes that each wait for the
 * other both finish), async_synchronize_full() waits for them, links
 * still order them, FORCE_SYNCHRONOUS stays in the caller's thread, and
 * the process-wide switch makes default drivers asynchronous.
 */
#include <pthread.h>
#include <string.h>
#include <time.h>

#include <linux/async.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "testutil.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int arrived;
static bool rendezvous_ok;
static pthread_t probe_thread[4];
static int probes;
static char order[256];

/* Wait (at most 5 s) until @n probes have arrived. */
static bool rendezvous(int n)
{
	struct timespec until;
	bool ok = true;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 5;
	pthread_mutex_lock(&lock);
	arrived++;
	pthread_cond_broadcast(&cond);
	while (arrived < n && ok)
		ok = pthread_cond_timedwait(&cond, &lock, &until) == 0;
	pthread_mutex_unlock(&lock);
	return ok;
}

static int pair_probe(struct platform_device *pdev)
{
	bool ok = rendezvous(2);

	pthread_mutex_lock(&lock);
	probe_thread[probes++ % 4] = pthread_self();
	rendezvous_ok = rendezvous_ok && ok;
	strcat(order, pdev->name);
	strcat(order, ";");
	pthread_mutex_unlock(&lock);
	return 0;
}

static int plain_probe(struct platform_device *pdev)
{
	pthread_mutex_lock(&lock);
	probe_thread[probes++ % 4] = pthread_self();
	strcat(order, pdev->name);
	strcat(order, ";");
	pthread_mutex_unlock(&lock);
	return 0;
}

static const struct platform_device_id pair_ids[] = { { "left", 0 },
						      { "right", 0 },
						      {} };

static struct platform_driver pair_drv = {
	.probe = pair_probe,
	.id_table = pair_ids,
	.driver = { .name = "pair", .probe_type = PROBE_PREFER_ASYNCHRONOUS },
};

static const struct platform_device_id plain_ids[] = { { "sup", 0 },
						       { "con", 0 },
						       { "solo", 0 },
						       {} };

static struct platform_driver plain_drv = {
	.probe = plain_probe,
	.id_table = plain_ids,
	.driver = { .name = "plain" },
};

static void reset(void)
{
	arrived = probes = 0;
	rendezvous_ok = true;
	order[0] = '\0';
}

static void test_probes_overlap_in_the_pool(void **state)
{
	struct platform_device left = { .name = "left", .id = -1 };
	struct platform_device right = { .name = "right", .id = -1 };

	(void)state;
	reset();
	assert_int_equal(platform_driver_register(&pair_drv), 0);
	/* Each probe waits for the other: synchronous probing would stall. */
	assert_int_equal(platform_device_register(&left), 0);
	assert_int_equal(platform_device_register(&right), 0);
	async_synchronize_full();
	assert_true(rendezvous_ok);
	assert_int_equal(probes, 2);
	assert_non_null(left.dev.driver);
	assert_non_null(right.dev.driver);
	assert_false(pthread_equal(probe_thread[0], pthread_self()));
	assert_false(pthread_equal(probe_thread[1], pthread_self()));
	platform_device_unregister(&left);
	platform_device_unregister(&right);
	platform_driver_unregister(&pair_drv);
}

static void test_async_honours_links_and_force_sync(void **state)
{
	struct platform_device sup = { .name = "sup", .id = -1 };
	struct platform_device con = { .name = "con", .id = -1 };
	struct platform_device solo = { .name = "solo", .id = -1 };

	(void)state;
	reset();
	platdev_set_async_probe_all(true);
	assert_int_equal(platform_device_register(&con), 0);
	assert_int_equal(platform_device_register(&sup), 0);
	assert_non_null(device_link_add(&con.dev, &sup.dev, 0));
	assert_int_equal(platform_driver_register(&plain_drv), 0);
	wait_for_device_probe();
	assert_string_equal(order, "sup;con;");
	assert_non_null(con.dev.driver);

	/* FORCE_SYNCHRONOUS probes in the registering thread. */
	platform_driver_unregister(&plain_drv);
	reset();
	plain_drv.driver.probe_type = PROBE_FORCE_SYNCHRONOUS;
	assert_int_equal(platform_device_register(&solo), 0);
	assert_int_equal(platform_driver_register(&plain_drv), 0);
	assert_int_equal(probes, 3); /* done before register returned */
	assert_true(pthread_equal(probe_thread[2], pthread_self()));
	platdev_set_async_probe_all(false);
	plain_drv.driver.probe_type = PROBE_DEFAULT_STRATEGY;

	platform_driver_unregister(&plain_drv);
	platform_device_unregister(&solo);
	platform_device_unregister(&con);
	platform_device_unregister(&sup);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_probes_overlap_in_the_pool),
		cmocka_unit_test(test_async_honours_links_and_force_sync),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
