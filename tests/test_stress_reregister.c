// SPDX-License-Identifier: MIT
/*
 * test_stress_reregister.c - one thread registers a static device over and
 * over while another unregisters it: each registration either succeeds or
 * is refused with -EBUSY (the device is still being unregistered), and
 * nothing races (built under TSan too, label "stress").
 */
#include <pthread.h>
#include <string.h>

#include <linux/platform_device.h>

#include "testutil.h"

#define ROUNDS 3000

static struct platform_device rereg_dev = {
	.name = "rereg",
	.id = 7,
};

static int probes;

static int rereg_probe(struct platform_device *pdev)
{
	(void)pdev;
	__atomic_fetch_add(&probes, 1, __ATOMIC_RELAXED);
	return 0;
}

static struct platform_driver rereg_driver = {
	.probe = rereg_probe,
	.driver = { .name = "rereg" },
};

static int refusals, other_errors, registrations;
static bool stop;

static void count_hook(void *ctx, int level, const char *line)
{
	(void)ctx;
	(void)level;
	if (strstr(line, "underflow") || strstr(line, "not registered"))
		violation("log: %s", line);
}

static void *registrar(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < ROUNDS; i++) {
		int ret = platform_device_register(&rereg_dev);

		if (!ret)
			__atomic_fetch_add(&registrations, 1, __ATOMIC_RELAXED);
		else if (ret == -EBUSY)
			__atomic_fetch_add(&refusals, 1, __ATOMIC_RELAXED);
		else
			__atomic_fetch_add(&other_errors, 1, __ATOMIC_RELAXED);
	}
	__atomic_store_n(&stop, true, __ATOMIC_RELEASE);
	return NULL;
}

static void *unregistrar(void *arg)
{
	int unregistered = 0;

	(void)arg;
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		if (device_is_registered(&rereg_dev.dev)) {
			platform_device_unregister(&rereg_dev);
			unregistered++;
		}
	}
	return (void *)(long)unregistered;
}

static void test_register_races_unregister(void **state)
{
	pthread_t a, b;
	void *ret;
	long unregistered;

	(void)state;
	violations_reset();
	platdev_set_log_hook(count_hook, NULL);
	assert_int_equal(platform_driver_register(&rereg_driver), 0);
	assert_int_equal(pthread_create(&a, NULL, registrar, NULL), 0);
	assert_int_equal(pthread_create(&b, NULL, unregistrar, NULL), 0);
	pthread_join(a, NULL);
	pthread_join(b, &ret);
	unregistered = (long)ret;
	if (device_is_registered(&rereg_dev.dev)) {
		platform_device_unregister(&rereg_dev);
		unregistered++;
	}
	platform_driver_unregister(&rereg_driver);
	platdev_set_log_hook(NULL, NULL);

	assert_no_violations();
	assert_int_equal(other_errors, 0);
	assert_int_equal(registrations + refusals, ROUNDS);
	assert_true(registrations > 0);
	/*
	 * Every registration was undone once. A device unregistered between
	 * its registration and its probe is never probed, so probes can be
	 * fewer, never more.
	 */
	assert_int_equal(unregistered, registrations);
	assert_true(probes <= registrations);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_register_races_unregister),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
