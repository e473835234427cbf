// SPDX-License-Identifier: MIT
/*
 * test_core_match.c - which driver a device gets: registration order and
 * the next driver after a failed or refused probe, the same on the keyed
 * and the plain bus, and the key index that narrows the candidates (built
 * only from PLATDEV_DRIVER_INDEX_MIN drivers on, and without memory).
 */
#include <stdio.h>

#include "testutil_core.h"

/*
 * The binding scenario: which driver each device ends up with, and the
 * probes tried on the way, on @bus, registering the drivers before the
 * devices or after them. Drivers, in registration order:
 *   alpha  answers "gen", refuses s4 (-ENODEV)
 *   beta   answers "vendor,x", its probe fails (-EIO)
 *   gamma  answers "vendor,x" and "gen"
 *   delta  only its name
 */
static void run_binding_scenario(struct bus_type *bus, bool drivers_first,
				 char *bound, size_t size)
{
	static const char *const names[] = { "s0", "s1", "s2", "s3", "s4" };
	static const char *const keys[][2] = {
		{ "vendor,x", "gen" }, { "vendor,x", NULL }, { "delta", NULL },
		{ "nothing", NULL },   { "gen", NULL },
	};
	struct tdrv alpha, beta, gamma, delta;
	struct tdrv *drvs[] = { &alpha, &beta, &gamma, &delta };
	struct tdev d[5];
	unsigned int i;

	tdrv_init(&alpha, bus, "alpha", "gen");
	alpha.refuse = "s4";
	tdrv_init(&beta, bus, "beta", "vendor,x");
	beta.probe_ret = -EIO;
	tdrv_init(&gamma, bus, "gamma", "vendor,x");
	gamma.keys[1] = "gen";
	tdrv_init(&delta, bus, "delta", NULL);
	for (i = 0; i < 5; i++) {
		tdev_init(&d[i], bus, NULL, names[i], keys[i][0]);
		d[i].keys[1] = keys[i][1];
	}

	trace[0] = '\0';
	log_capture_start();
	if (drivers_first) {
		for (i = 0; i < ARRAY_SIZE(drvs); i++)
			assert_int_equal(driver_register(&drvs[i]->drv), 0);
		for (i = 0; i < 5; i++)
			assert_int_equal(device_register(&d[i].dev), 0);
	} else {
		for (i = 0; i < 5; i++)
			assert_int_equal(device_register(&d[i].dev), 0);
		for (i = 0; i < ARRAY_SIZE(drvs); i++)
			assert_int_equal(driver_register(&drvs[i]->drv), 0);
	}
	/* beta's failure is an error; alpha's -ENODEV only a debug line. */
	assert_true(log_has(PLATDEV_LOG_ERR, "s1", "beta", "-5", NULL));
	assert_false(log_has(PLATDEV_LOG_WARNING, "s4", NULL));
	assert_true(log_has(PLATDEV_LOG_DEBUG, "s4", "alpha", NULL));
	log_capture_stop();

	bound[0] = '\0';
	for (i = 0; i < 5; i++) {
		append(bound, size, "%s=%s", names[i], bound_to(&d[i].dev));
		/* A failed probe leaves no driver data behind. */
		if (!d[i].dev.driver)
			assert_null(dev_get_drvdata(&d[i].dev));
		else
			assert_ptr_equal(dev_get_drvdata(&d[i].dev),
					 to_tdrv(d[i].dev.driver));
	}
	append(bound, size, "| %s", trace);

	for (i = 0; i < 5; i++) {
		device_unregister(&d[i].dev);
		assert_int_equal(d[i].releases, 1);
	}
	for (i = 0; i < ARRAY_SIZE(drvs); i++)
		driver_unregister(&drvs[i]->drv);
	assert_int_equal(alpha.removes + gamma.removes + delta.removes, 4);
	assert_int_equal(beta.removes, 0);
}

static void test_registration_order_and_next_driver(void **state)
{
	const char *devices_later =
		"s0=alpha s1=gamma s2=delta s3=- s4=gamma | "
		"p:alpha:s0 p:beta:s1 p:gamma:s1 p:delta:s2 p:alpha:s4 p:gamma:s4";
	const char *drivers_later =
		"s0=alpha s1=gamma s2=delta s3=- s4=gamma | "
		"p:alpha:s0 p:alpha:s4 p:beta:s1 p:gamma:s1 p:gamma:s4 p:delta:s2";
	char keyed[512], plain[512];
	unsigned int probes;

	(void)state;
	run_binding_scenario(&test_bus, true, keyed, sizeof(keyed));
	assert_string_equal(keyed, devices_later);
	probes = bus_probes;
	assert_int_equal(probes, 6);
	run_binding_scenario(&plain_bus, true, plain, sizeof(plain));
	assert_string_equal(plain, keyed);
	assert_int_equal(bus_probes, probes);

	run_binding_scenario(&test_bus, false, keyed, sizeof(keyed));
	assert_string_equal(keyed, drivers_later);
	run_binding_scenario(&plain_bus, false, plain, sizeof(plain));
	assert_string_equal(plain, keyed);
}

static void test_key_index_narrows_candidates(void **state)
{
	static char names[2][40][16];
	static struct tdrv crowd[2][40];
	struct bus_type *buses[] = { &test_bus, &plain_bus };
	unsigned int calls[2];
	unsigned int b, i;

	(void)state;
	for (b = 0; b < 2; b++) {
		struct tdrv target;
		struct tdev dev;

		for (i = 0; i < 40; i++) {
			snprintf(names[b][i], sizeof(names[b][i]), "crowd%u",
				 i);
			tdrv_init(&crowd[b][i], buses[b], names[b][i],
				  "elsewhere");
			assert_int_equal(driver_register(&crowd[b][i].drv), 0);
		}
		tdrv_init(&target, buses[b], "target", "wanted");
		assert_int_equal(driver_register(&target.drv), 0);

		tdev_init(&dev, buses[b], NULL, "seeker", "wanted");
		match_calls = 0;
		assert_int_equal(device_register(&dev.dev), 0);
		calls[b] = match_calls;
		assert_ptr_equal(dev.dev.driver, &target.drv);

		device_unregister(&dev.dev);
		driver_unregister(&target.drv);
		for (i = 0; i < 40; i++)
			driver_unregister(&crowd[b][i].drv);
	}
	/* With keys only drivers sharing one are asked; without, all are. */
	assert_in_range(calls[0], 1, 2);
	assert_true(calls[1] >= 41);
}

/*
 * A bus is walked, which needs no memory, until it has
 * PLATDEV_DRIVER_INDEX_MIN drivers; then it builds its key index. Without
 * memory for the index it stays walked and still binds correctly; once
 * indexed, a driver that cannot get its keys is refused.
 */
static void test_driver_index_built_on_demand(void **state)
{
	enum { N = PLATDEV_DRIVER_INDEX_MIN };
	static char names[N + 1][16];
	static struct tdrv drvs[N + 1];
	unsigned long live = live_allocs();
	struct tdev dev;
	unsigned int i;

	(void)state;
	for (i = 0; i <= N; i++) {
		snprintf(names[i], sizeof(names[i]), "idx%u", i);
		tdrv_init(&drvs[i], &test_bus, names[i], names[i] + 1);
	}
	for (i = 0; i < N - 1; i++)
		assert_int_equal(driver_register(&drvs[i].drv), 0);
	assert_int_equal(live_allocs(), live);

	/* The index cannot be built: the bus stays walked. */
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(driver_register(&drvs[N - 1].drv), 0);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
	tdev_init(&dev, &test_bus, NULL, "idx-dev", "dx3");
	match_calls = 0;
	assert_int_equal(device_register(&dev.dev), 0);
	assert_ptr_equal(dev.dev.driver, &drvs[3].drv);
	assert_true(match_calls >= 4); /* drivers are asked in order */
	device_unregister(&dev.dev);
	assert_ptr_equal(driver_find("idx15", &test_bus), &drvs[N - 1].drv);

	/* With memory it is built: one key array per driver. */
	driver_unregister(&drvs[N - 1].drv);
	assert_int_equal(driver_register(&drvs[N - 1].drv), 0);
	assert_int_equal(live_allocs(), live + N);
	tdev_init(&dev, &test_bus, NULL, "idx-dev", "dx3");
	match_calls = 0;
	assert_int_equal(device_register(&dev.dev), 0);
	assert_ptr_equal(dev.dev.driver, &drvs[3].drv);
	assert_int_equal(match_calls, 1);
	device_unregister(&dev.dev);
	assert_ptr_equal(driver_find("idx15", &test_bus), &drvs[N - 1].drv);

	/* Indexed, a driver without memory for its keys is refused. */
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(driver_register(&drvs[N].drv), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(drvs[N].drv.p.registered);
	assert_null(driver_find("idx16", &test_bus));

	for (i = 0; i < N; i++)
		driver_unregister(&drvs[i].drv);
	assert_int_equal(live_allocs(), live);
	/* Empty again, the bus is walked again. */
	assert_int_equal(driver_register(&drvs[N].drv), 0);
	assert_int_equal(live_allocs(), live);
	driver_unregister(&drvs[N].drv);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		T(test_registration_order_and_next_driver),
		T(test_key_index_narrows_candidates),
		T(test_driver_index_built_on_demand),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
