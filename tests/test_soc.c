// SPDX-License-Identifier: MIT
/*
 * test_soc.c - SoC devices (linux/sys_soc.h): registration and names,
 * soc_device_match() with glob patterns as a vendor driver's quirk table
 * uses it, the machine taken from the device tree, errors and allocation
 * failures.
 */
#include <linux/err.h>
#include <linux/sys_soc.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static const struct soc_device_attribute quirks[] = {
	{ .soc_id = "i.MX8MQ", .revision = "1.0", .data = "mq-1.0" },
	{ .soc_id = "i.MX8M*", .revision = "2.*", .data = "m-2.x" },
	{ .family = "Freescale i.MX", .data = "any-imx" },
	{ /* sentinel */ }
};

static void test_register_and_match(void **state)
{
	struct soc_device_attribute mq = { .family = "Freescale i.MX",
					   .soc_id = "i.MX8MQ",
					   .revision = "1.0",
					   .machine = "EVK" };
	struct soc_device_attribute other = { .family = "Other",
					      .soc_id = "X1",
					      .revision = "2.1" };
	const struct soc_device_attribute *hit;
	unsigned long before = live_allocs();
	struct soc_device *a, *b, *c;

	(void)state;
	assert_null(soc_device_match(quirks)); /* no SoC yet */
	assert_null(soc_device_match(NULL));

	a = soc_device_register(&mq);
	assert_false(IS_ERR(a));
	assert_string_equal(dev_name(soc_device_to_device(a)), "soc0");
	hit = soc_device_match(quirks);
	assert_ptr_equal(hit, &quirks[0]);
	assert_string_equal(hit->data, "mq-1.0");

	/* A later revision: the first entry no longer matches. */
	mq.revision = "2.1";
	assert_ptr_equal(soc_device_match(quirks), &quirks[1]);
	mq.soc_id = "i.MX9";
	assert_ptr_equal(soc_device_match(quirks), &quirks[2]);
	/* A pattern needs the field: a SoC without a revision fails it. */
	mq.soc_id = "i.MX8MQ";
	mq.revision = NULL;
	assert_ptr_equal(soc_device_match(quirks), &quirks[2]);

	/* Any registered SoC may match; numbers are reused. */
	b = soc_device_register(&other);
	assert_string_equal(dev_name(soc_device_to_device(b)), "soc1");
	{
		const struct soc_device_attribute x1[] = {
			{ .soc_id = "X?", .revision = "2.[0-3]" }, {}
		};

		assert_ptr_equal(soc_device_match(x1), &x1[0]);
		other.revision = "2.4";
		assert_null(soc_device_match(x1));
	}
	soc_device_unregister(a);
	assert_null(soc_device_match(quirks));
	c = soc_device_register(&mq);
	assert_string_equal(dev_name(soc_device_to_device(c)), "soc0");
	soc_device_unregister(b);
	soc_device_unregister(c);
	soc_device_unregister(NULL);
	assert_int_equal(live_allocs(), before);
}

/* Without a machine, the SoC takes the device tree root's "model". */
static void test_machine_from_the_tree(void **state)
{
	struct soc_device_attribute attr = { .soc_id = "T1" };
	const struct soc_device_attribute board[] = {
		{ .machine = "platdev test*" }, {}
	};
	struct soc_device *soc;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_basic.dtb"),
			 0);
	soc = soc_device_register(&attr);
	assert_false(IS_ERR(soc));
	assert_string_equal(attr.machine, "platdev test board");
	assert_ptr_equal(soc_device_match(board), &board[0]);
	soc_device_unregister(soc);
	assert_int_equal(platdev_of_unload(), 0);
}

static void test_errors(void **state)
{
	struct soc_device_attribute attr = { .soc_id = "E1" };
	unsigned long before = live_allocs();
	struct soc_device *soc;
	int n;

	(void)state;
	assert_int_equal(PTR_ERR(soc_device_register(NULL)), -EINVAL);
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		soc = soc_device_register(&attr);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(soc))
			break;
		assert_int_equal(PTR_ERR(soc), -ENOMEM);
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n >= 1);
	soc_device_unregister(soc);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_register_and_match),
		cmocka_unit_test(test_machine_from_the_tree),
		cmocka_unit_test(test_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
