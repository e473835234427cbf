// SPDX-License-Identifier: MIT
/*
 * test_stress_links.c - device links, deferral and asynchronous probe
 * under threads: pairs of devices (a consumer linked to its supplier) come
 * and go in several threads while their drivers are registered and
 * unregistered, half of the probes asynchronous, and one thread unbinds
 * and rebinds suppliers; no consumer may ever probe while its supplier is
 * unbound. Another thread keeps a reference to a device that others
 * unregister, and uses it until it lets go.
 *
 * As in test_stress.c: no sleeping, invariants counted in atomics and
 * asserted by the main thread. Labelled "stress": it runs under TSan too.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/async.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>

#include "testutil.h"

#define THREADS 3
#define ROUNDS 300

/* Each pair: the supplier's drvdata says it is bound. */
struct pair {
	struct platform_device *supplier, *consumer;
};

/* Atomic, as consumers on other threads read it. */
static int supplier_probe(struct platform_device *pdev)
{
	__atomic_store_n(&pdev->dev.driver_data, pdev, __ATOMIC_RELEASE);
	return 0;
}

static int supplier_remove(struct platform_device *pdev)
{
	__atomic_store_n(&pdev->dev.driver_data, NULL, __ATOMIC_RELEASE);
	return 0;
}

static int consumer_probe(struct platform_device *pdev)
{
	struct platform_device *s =
		pdev->dev.platform_data ?
			*(struct platform_device **)pdev->dev.platform_data :
			NULL;

	if (s && !__atomic_load_n(&s->dev.driver_data, __ATOMIC_ACQUIRE))
		violation("%s probed before its supplier %s was bound",
			  dev_name(&pdev->dev), dev_name(&s->dev));
	return 0;
}

static const struct platform_device_id sup_ids[] = { { "sup", 0 }, {} };
static const struct platform_device_id con_ids[] = { { "con", 0 }, {} };

static struct platform_driver sup_drv = {
	.probe = supplier_probe,
	.remove = supplier_remove,
	.id_table = sup_ids,
	.driver = { .name = "stress-sup",
		    .probe_type = PROBE_PREFER_ASYNCHRONOUS },
};

static struct platform_driver con_drv = {
	.probe = consumer_probe,
	.id_table = con_ids,
	.driver = { .name = "stress-con" },
};

static pthread_barrier_t start;
static bool stop;

static void *pair_thread(void *arg)
{
	int t = (int)(long)arg, i;

	pthread_barrier_wait(&start);
	for (i = 0; i < ROUNDS; i++) {
		struct platform_device *s, *c;
		int id = t * ROUNDS + i;

		s = platform_device_alloc("sup", id);
		c = platform_device_alloc("con", id);
		if (!s || !c || platform_device_add_data(c, &s, sizeof(s))) {
			violation("out of memory");
			platform_device_put(s);
			platform_device_put(c);
			continue;
		}
		/*
		 * Consumers first, the worst order; probing held back until
		 * the link exists, as populate does (it nests across threads).
		 */
		device_block_probing();
		if (platform_device_add(c) || platform_device_add(s)) {
			violation("add failed");
		} else if (!device_link_add(&c->dev, &s->dev,
					    DL_FLAG_AUTOPROBE_CONSUMER)) {
			violation("link refused");
		}
		device_unblock_probing();
		if (i % 3 == 0)
			device_reprobe(&s->dev);
		platform_device_unregister(c);
		platform_device_unregister(s);
	}
	return NULL;
}

static void *driver_thread(void *arg)
{
	(void)arg;
	pthread_barrier_wait(&start);
	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		platform_driver_unregister(&sup_drv);
		if (platform_driver_register(&sup_drv))
			violation("supplier driver registration failed");
		platform_driver_unregister(&con_drv);
		if (platform_driver_register(&con_drv))
			violation("consumer driver registration failed");
	}
	return NULL;
}

static void test_links_under_threads(void **state)
{
	pthread_t pairs[THREADS], drivers;
	long i;

	(void)state;
	platdev_set_log_level(PLATDEV_LOG_CRIT); /* "probe failed" noise */
	assert_int_equal(platform_driver_register(&sup_drv), 0);
	assert_int_equal(platform_driver_register(&con_drv), 0);
	pthread_barrier_init(&start, NULL, THREADS + 2);
	for (i = 0; i < THREADS; i++)
		assert_int_equal(pthread_create(&pairs[i], NULL, pair_thread,
						(void *)i),
				 0);
	assert_int_equal(pthread_create(&drivers, NULL, driver_thread, NULL),
			 0);
	pthread_barrier_wait(&start);
	for (i = 0; i < THREADS; i++)
		pthread_join(pairs[i], NULL);
	__atomic_store_n(&stop, true, __ATOMIC_RELEASE);
	pthread_join(drivers, NULL);
	wait_for_device_probe();

	/* After the storm, a last pair binds in order: the state is sound. */
	{
		struct platform_device *s = platform_device_alloc("sup", 99999);
		struct platform_device *c = platform_device_alloc("con", 99999);

		assert_non_null(s);
		assert_non_null(c);
		assert_int_equal(platform_device_add_data(c, &s, sizeof(s)), 0);
		device_block_probing();
		assert_int_equal(platform_device_add(c), 0);
		assert_int_equal(platform_device_add(s), 0);
		assert_non_null(device_link_add(&c->dev, &s->dev, 0));
		device_unblock_probing();
		wait_for_device_probe();
		assert_non_null(s->dev.driver);
		assert_non_null(c->dev.driver);
		platform_device_unregister(c);
		platform_device_unregister(s);
	}
	platform_driver_unregister(&con_drv);
	platform_driver_unregister(&sup_drv);
	platdev_set_log_level(PLATDEV_LOG_WARNING);
	assert_no_violations();
}

/* --- a reference outlives the unregistration --------------------------- */

static struct platform_device *shared;

static void *holder_thread(void *arg)
{
	struct device *dev = arg;
	char name[32];

	pthread_barrier_wait(&start);
	/* Unregistered meanwhile or not, the device is valid until put. */
	snprintf(name, sizeof(name), "%s", dev_name(dev));
	if (strcmp(name, "held.7"))
		violation("the held device is called %s", name);
	put_device(dev);
	return NULL;
}

static void test_reference_outlives_unregister(void **state)
{
	pthread_t holder;
	int k;

	(void)state;
	violations_reset();
	for (k = 0; k < 50; k++) {
		shared = platform_device_register_simple("held", 7, NULL, 0);
		assert_false(IS_ERR(shared));
		pthread_barrier_init(&start, NULL, 2);
		assert_int_equal(pthread_create(&holder, NULL, holder_thread,
						get_device(&shared->dev)),
				 0);
		pthread_barrier_wait(&start);
		platform_device_unregister(shared);
		pthread_join(holder, NULL);
		pthread_barrier_destroy(&start);
	}
	assert_no_violations();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_links_under_threads),
		cmocka_unit_test(test_reference_outlives_unregister),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
