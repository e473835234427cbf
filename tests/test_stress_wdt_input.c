// SPDX-License-Identifier: MIT
/*
 * test_stress_wdt_input.c - the watchdog and input cores under threads:
 * programs opening, pinging and closing a watchdog while the core's own
 * pings run from its timer and work queue, and drivers reporting input
 * events from several threads while readers open, read and close, and
 * the device is unregistered under them. Run under the thread sanitizer.
 */
#include <pthread.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include <linux/delay.h>
#include <linux/err.h>
#include <linux/input.h>
#include <linux/watchdog.h>
#include <platdev/input.h>
#include <platdev/watchdog.h>

#include "testutil.h"

#define ROUNDS 2000

static int wd_pings;

static int wd_start(struct watchdog_device *wdd)
{
	(void)wdd;
	return 0;
}

static int wd_stop(struct watchdog_device *wdd)
{
	(void)wdd;
	return 0;
}

static int wd_ping(struct watchdog_device *wdd)
{
	(void)wdd;
	__atomic_add_fetch(&wd_pings, 1, __ATOMIC_RELAXED);
	return 0;
}

static const struct watchdog_info wd_info = {
	.options = WDIOF_MAGICCLOSE | WDIOF_KEEPALIVEPING | WDIOF_SETTIMEOUT,
	.identity = "stress",
};

static const struct watchdog_ops wd_ops = {
	.start = wd_start,
	.stop = wd_stop,
	.ping = wd_ping,
};

static void *wd_program(void *arg)
{
	int i, opened = 0;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		struct platdev_watchdog *wd = platdev_watchdog_open(NULL);
		int t = 2 + (i & 3);

		if (IS_ERR(wd)) {
			/* the other program has it, or it is gone */
			assert_true(wd == ERR_PTR(-EBUSY) ||
				    wd == ERR_PTR(-ENODEV));
			continue;
		}
		opened++;
		platdev_watchdog_keepalive(wd);
		platdev_watchdog_set_timeout(wd, &t);
		if (i & 1)
			platdev_watchdog_write(wd, "V", 1);
		platdev_watchdog_close(wd);
	}
	return (void *)(intptr_t)opened;
}

static void test_watchdog_programs(void **state)
{
	struct watchdog_device wdd = {
		.info = &wd_info,
		.ops = &wd_ops,
		.timeout = 2,
		/* the core pings every few ms of real time */
		.max_hw_heartbeat_ms = 10,
	};
	pthread_t th[2];
	intptr_t opened = 0;
	void *ret;
	int i;

	(void)state;
	set_bit(WDOG_HW_RUNNING, &wdd.status);
	assert_int_equal(watchdog_register_device(&wdd), 0);
	for (i = 0; i < 2; i++)
		assert_int_equal(pthread_create(&th[i], NULL, wd_program, NULL),
				 0);
	for (i = 0; i < 2; i++) {
		pthread_join(th[i], &ret);
		opened += (intptr_t)ret;
	}
	assert_true(opened > 0);
	watchdog_unregister_device(&wdd);
	assert_true(__atomic_load_n(&wd_pings, __ATOMIC_RELAXED) > 0);
}

static struct input_dev *idev;
static char iname[16];
static int stop_readers;

static void *reporter(void *arg)
{
	unsigned int code = (unsigned int)(intptr_t)arg;
	int i;

	for (i = 0; i < ROUNDS; i++) {
		input_report_key(idev, code, i & 1);
		input_sync(idev);
	}
	return NULL;
}

static void *reader(void *arg)
{
	struct input_event ev[16];
	long got = 0;

	(void)arg;
	while (!__atomic_load_n(&stop_readers, __ATOMIC_ACQUIRE)) {
		struct platdev_input_reader *r = platdev_input_open(iname);
		int n, k;

		if (IS_ERR(r))
			break; /* unregistered */
		for (k = 0; k < 50; k++) {
			n = platdev_input_read(r, ev, 16);
			if (n == -ENODEV)
				break;
			if (n > 0)
				got += n;
		}
		platdev_input_close(r);
	}
	return (void *)got;
}

static void test_input_threads(void **state)
{
	pthread_t rep[2], rd[2];
	int i;

	(void)state;
	idev = input_allocate_device();
	assert_non_null(idev);
	input_set_capability(idev, EV_KEY, KEY_A);
	input_set_capability(idev, EV_KEY, KEY_B);
	assert_int_equal(input_register_device(idev), 0);
	strscpy(iname, dev_name(&idev->dev), sizeof(iname));
	for (i = 0; i < 2; i++)
		assert_int_equal(pthread_create(&rd[i], NULL, reader, NULL), 0);
	assert_int_equal(pthread_create(&rep[0], NULL, reporter,
					(void *)(intptr_t)KEY_A),
			 0);
	assert_int_equal(pthread_create(&rep[1], NULL, reporter,
					(void *)(intptr_t)KEY_B),
			 0);
	for (i = 0; i < 2; i++)
		pthread_join(rep[i], NULL);
	/* unregistered under the readers */
	input_unregister_device(idev);
	__atomic_store_n(&stop_readers, 1, __ATOMIC_RELEASE);
	for (i = 0; i < 2; i++)
		pthread_join(rd[i], NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_watchdog_programs),
		cmocka_unit_test(test_input_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
