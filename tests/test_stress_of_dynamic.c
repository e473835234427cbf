// SPDX-License-Identifier: MIT
/*
 * test_stress_of_dynamic.c - property edits against lookups on other
 * threads: one thread adds, updates and removes a property of a live node
 * over and over while readers look it and its neighbours up and read the
 * values. Every reader must find the neighbours every time and, for the
 * edited name, nothing or one of the two values, whole. Labelled
 * "stress": it runs under TSan too.
 */
#include <pthread.h>

#include <linux/of.h>
#include <platdev/of.h>

#include "testutil.h"

#define OVL_DIR PLATDEV_TEST_DTB_DIR "/overlay/"
#define READERS 2
#define ROUNDS 2000

static struct device_node *uart;
static int stop;

static __be32 val_a = cpu_to_be32(0x11111111), val_b = cpu_to_be32(0x22222222);
static struct property prop_a = { .name = "test,edited",
				  .length = sizeof(val_a),
				  .value = &val_a };
static struct property prop_b = { .name = "test,edited",
				  .length = sizeof(val_b),
				  .value = &val_b };

static void *reader(void *arg)
{
	unsigned long *bad = arg;
	u32 v;

	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		if (!of_find_property(uart, "current-speed", NULL) ||
		    !of_find_property(uart, "clocks", NULL))
			(*bad)++;
		if (!of_property_read_u32(uart, "test,edited", &v) &&
		    v != 0x11111111 && v != 0x22222222)
			(*bad)++;
	}
	return NULL;
}

static void edits_against_lookups(void **state)
{
	pthread_t readers[READERS];
	unsigned long bad[READERS] = { 0 };
	int i;

	(void)state;
	assert_int_equal(test_load_dtb(OVL_DIR "base.dtb"), 0);
	uart = of_find_node_by_path("/soc/serial@2000");
	assert_non_null(uart);
	for (i = 0; i < READERS; i++)
		assert_int_equal(
			pthread_create(&readers[i], NULL, reader, &bad[i]), 0);
	for (i = 0; i < ROUNDS; i++) {
		assert_int_equal(of_add_property(uart, &prop_a), 0);
		assert_int_equal(of_update_property(uart, &prop_b), 0);
		assert_int_equal(of_update_property(uart, &prop_a), 0);
		assert_int_equal(of_remove_property(uart, &prop_a), 0);
	}
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	for (i = 0; i < READERS; i++) {
		pthread_join(readers[i], NULL);
		assert_int_equal(bad[i], 0);
	}
	assert_null(of_find_property(uart, "test,edited", NULL));
	of_node_put(uart);
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(edits_against_lookups),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
