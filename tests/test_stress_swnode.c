// SPDX-License-Identifier: MIT
/*
 * test_stress_swnode.c - software nodes under threads: writers register
 * and unregister children of one node, and give platform devices managed
 * nodes, while readers walk the children (holding each one while they read
 * its properties) and look them up by name. A child read must always be
 * whole; at the end every node and copy is gone.
 *
 * No sleeping; what goes wrong is counted with violation() and asserted by
 * the main thread. Labelled "stress": it runs under TSan too.
 */
#include <pthread.h>
#include <stdio.h>

#include <linux/platform_device.h>
#include <linux/property.h>

#include "testutil.h"

#define WRITERS 2
#define READERS 2
#define ROUNDS 400

static const struct software_node anchor = { .name = "anchor" };

static const struct property_entry child_entries[WRITERS][3] = {
	{ PROPERTY_ENTRY_U32("id", 0), PROPERTY_ENTRY_STRING("kind", "c"), {} },
	{ PROPERTY_ENTRY_U32("id", 1), PROPERTY_ENTRY_STRING("kind", "c"), {} },
};

static const struct software_node children[WRITERS] = {
	{ .name = "w0", .parent = &anchor, .properties = child_entries[0] },
	{ .name = "w1", .parent = &anchor, .properties = child_entries[1] },
};

static struct fwnode_handle *anchor_fw;
static int stop;

static void *writer(void *arg)
{
	long w = (long)arg;
	struct platform_device_info info = {
		.name = "swn-stress",
		.id = PLATFORM_DEVID_AUTO,
		.properties = child_entries[w],
	};
	struct platform_device *pdev;
	int i;
	u32 id;

	for (i = 0; i < ROUNDS; i++) {
		if (software_node_register(&children[w]))
			violation("writer %ld: register failed", w);
		pdev = platform_device_register_full(&info);
		if (IS_ERR(pdev)) {
			violation("writer %ld: device failed", w);
		} else {
			if (device_property_read_u32(&pdev->dev, "id", &id) ||
			    id != (u32)w)
				violation("writer %ld: managed node misread",
					  w);
			platform_device_unregister(pdev);
		}
		software_node_unregister(&children[w]);
	}
	return NULL;
}

static void read_child(struct fwnode_handle *child)
{
	const char *kind;
	u32 id;

	if (fwnode_property_read_u32(child, "id", &id) || id >= WRITERS ||
	    fwnode_property_read_string(child, "kind", &kind) || kind[0] != 'c')
		violation("a child read wrong");
}

static void *reader(void *arg)
{
	struct fwnode_handle *child;
	char name[4];
	long r = (long)arg;
	unsigned int n = 0;

	while (!__atomic_load_n(&stop, __ATOMIC_ACQUIRE)) {
		fwnode_for_each_child_node(anchor_fw, child) read_child(child);
		snprintf(name, sizeof(name), "w%u",
			 (unsigned int)(n++ % WRITERS));
		child = fwnode_get_named_child_node(anchor_fw, name);
		if (child) {
			read_child(child);
			fwnode_handle_put(child);
		}
	}
	(void)r;
	return NULL;
}

static void test_children_come_and_go(void **state)
{
	pthread_t writers[WRITERS], readers[READERS];
	unsigned long live = live_allocs();
	long i;

	(void)state;
	violations_reset();
	assert_int_equal(software_node_register(&anchor), 0);
	anchor_fw = software_node_fwnode(&anchor);
	for (i = 0; i < READERS; i++)
		assert_int_equal(pthread_create(&readers[i], NULL, reader,
						(void *)i),
				 0);
	for (i = 0; i < WRITERS; i++)
		assert_int_equal(pthread_create(&writers[i], NULL, writer,
						(void *)i),
				 0);
	for (i = 0; i < WRITERS; i++)
		pthread_join(writers[i], NULL);
	__atomic_store_n(&stop, 1, __ATOMIC_RELEASE);
	for (i = 0; i < READERS; i++)
		pthread_join(readers[i], NULL);
	assert_no_violations();
	assert_null(fwnode_get_next_child_node(anchor_fw, NULL));
	software_node_unregister(&anchor);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_children_come_and_go),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
