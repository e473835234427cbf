// SPDX-License-Identifier: MIT
/*
 * test_idr.c - linux/idr.h: idr_alloc() ranges (end <= 0 is INT_MAX,
 * -ENOSPC when full, -EINVAL for a negative start), NULL reservations,
 * idr_replace()'s -ENOENT, a base, the cyclic allocator and its wrap,
 * the iterators; the IDA's lowest-free order across bitmaps, its range
 * rules, ida_free() of an ID never handed out (a warning), and -ENOMEM
 * with nothing changed when allocations fail.
 */
#include <linux/errno.h>
#include <linux/idr.h>
#include <platdev/port.h>

#include "testutil.h"

static int objs[8];
#define P(i) ((void *)&objs[i])

static int sum_ids(int id, void *p, void *data)
{
	(void)p;
	*(long *)data += id;
	return id == 3 ? 42 : 0;
}

static void test_idr_alloc(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_IDR(idr);
	void *entry;
	long sum = 0;
	int id, n = 0;

	(void)state;
	assert_true(idr_is_empty(&idr));
	assert_int_equal(idr_alloc(&idr, P(0), 0, 0, GFP_KERNEL), 0);
	assert_int_equal(idr_alloc(&idr, P(1), 0, 0, GFP_KERNEL), 1);
	assert_int_equal(idr_alloc(&idr, P(2), 5, 7, GFP_KERNEL), 5);
	assert_int_equal(idr_alloc(&idr, P(3), 5, 7, GFP_KERNEL), 6);
	assert_int_equal(idr_alloc(&idr, P(4), 5, 7, GFP_KERNEL), -ENOSPC);
	assert_int_equal(idr_alloc(&idr, P(4), -1, 0, GFP_KERNEL), -EINVAL);
	assert_int_equal(idr_alloc(&idr, P(4), INT_MAX, 0, GFP_KERNEL),
			 INT_MAX);
	assert_int_equal(idr_alloc(&idr, P(4), INT_MAX, 0, GFP_KERNEL),
			 -ENOSPC);
	assert_ptr_equal(idr_find(&idr, 5), P(2));
	assert_null(idr_find(&idr, 4));
	/* a NULL pointer reserves the ID */
	assert_int_equal(idr_alloc(&idr, NULL, 2, 3, GFP_KERNEL), 2);
	assert_null(idr_find(&idr, 2));
	assert_int_equal(idr_alloc(&idr, P(5), 2, 3, GFP_KERNEL), -ENOSPC);
	assert_null(idr_replace(&idr, P(5), 2));
	assert_ptr_equal(idr_find(&idr, 2), P(5));
	assert_ptr_equal(idr_replace(&idr, P(6), 0), P(0));
	assert_ptr_equal(idr_replace(&idr, P(6), 3), ERR_PTR(-ENOENT));
	/* iteration in ID order */
	idr_for_each_entry(&idr, entry, id) n++;
	assert_int_equal(n, 6);
	id = 3;
	assert_ptr_equal(idr_get_next(&idr, &id), P(2));
	assert_int_equal(id, 5);
	assert_int_equal(idr_for_each(&idr, sum_ids, &sum), 0);
	assert_int_equal(sum, 0 + 1 + 2 + 5 + 6 + (long)INT_MAX);
	/* remove */
	assert_ptr_equal(idr_remove(&idr, 5), P(2));
	assert_null(idr_remove(&idr, 5));
	assert_null(idr_find(&idr, 5));
	assert_int_equal(idr_alloc(&idr, P(7), 0, 0, GFP_KERNEL), 3);
	sum = 0;
	assert_int_equal(idr_for_each(&idr, sum_ids, &sum), 42);
	idr_destroy(&idr);
	assert_true(idr_is_empty(&idr));
	assert_int_equal(live_allocs(), live);
}

static void test_idr_base_cyclic(void **state)
{
	struct idr idr;
	unsigned long tmp, ul;
	void *entry;
	int n = 0;

	(void)state;
	idr_init_base(&idr, 1);
	assert_int_equal(idr_alloc(&idr, P(0), 0, 0, GFP_KERNEL), 1);
	assert_int_equal(idr_alloc(&idr, P(1), 0, 0, GFP_KERNEL), 2);
	assert_null(idr_find(&idr, 0));
	assert_null(idr_remove(&idr, 0));
	assert_ptr_equal(idr_find(&idr, 2), P(1));
	assert_int_equal(idr_alloc(&idr, P(1), 0, 1, GFP_KERNEL), -ENOSPC);
	idr_for_each_entry_ul(&idr, entry, tmp, ul) n++;
	assert_int_equal(n, 2);
	idr_destroy(&idr);

	idr_init(&idr);
	assert_int_equal(idr_alloc_cyclic(&idr, P(0), 0, 3, GFP_KERNEL), 0);
	assert_int_equal(idr_alloc_cyclic(&idr, P(1), 0, 3, GFP_KERNEL), 1);
	idr_remove(&idr, 0);
	assert_int_equal(idr_alloc_cyclic(&idr, P(2), 0, 3, GFP_KERNEL), 2);
	assert_int_equal(idr_get_cursor(&idr), 3);
	/* nothing above the cursor: from the start again */
	assert_int_equal(idr_alloc_cyclic(&idr, P(3), 0, 3, GFP_KERNEL), 0);
	assert_int_equal(idr_alloc_cyclic(&idr, P(4), 0, 3, GFP_KERNEL),
			 -ENOSPC);
	idr_set_cursor(&idr, 0);
	assert_int_equal(idr_get_cursor(&idr), 0);
	idr_destroy(&idr);
}

static void test_idr_alloc_failure(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_IDR(idr);

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(idr_alloc(&idr, P(0), 0, 0, GFP_KERNEL), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(idr_alloc_cyclic(&idr, P(0), 0, 0, GFP_KERNEL),
			 -ENOMEM);
	assert_int_equal(idr_get_cursor(&idr), 0);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(idr_is_empty(&idr));
	assert_int_equal(idr_alloc(&idr, P(0), 0, 0, GFP_KERNEL), 0);
	idr_destroy(&idr);
	assert_int_equal(live_allocs(), live);
}

static void test_ida(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_IDA(ida);
	int i;

	(void)state;
	assert_true(ida_is_empty(&ida));
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 0);
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 1);
	assert_int_equal(ida_alloc_min(&ida, 1, GFP_KERNEL), 2);
	ida_free(&ida, 1);
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 1);
	/* ranges, including across and beyond one bitmap */
	assert_int_equal(ida_alloc_range(&ida, 1000, 1030, GFP_KERNEL), 1000);
	assert_int_equal(ida_alloc_range(&ida, 1024, 1030, GFP_KERNEL), 1024);
	assert_int_equal(ida_alloc_range(&ida, 5, 4, GFP_KERNEL), -ENOSPC);
	assert_int_equal(ida_alloc_range(&ida, 0x80000000U, ~0U, GFP_KERNEL),
			 -ENOSPC);
	assert_int_equal(ida_alloc_range(&ida, INT_MAX, ~0U, GFP_KERNEL),
			 INT_MAX);
	assert_int_equal(ida_alloc_min(&ida, INT_MAX, GFP_KERNEL), -ENOSPC);
	assert_int_equal(ida_alloc_max(&ida, 2, GFP_KERNEL), -ENOSPC);
	/* fill a whole bitmap and step into the next */
	for (i = 3; i < 1000; i++)
		assert_int_equal(ida_alloc(&ida, GFP_KERNEL), i);
	for (i = 1001; i < 1024; i++)
		assert_int_equal(ida_alloc(&ida, GFP_KERNEL), i);
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 1025);
	/* freeing what was never handed out warns and changes nothing */
	log_capture_start();
	ida_free(&ida, -1); /* negative: ignored */
	assert_int_equal(test_log.count, 0);
	ida_free(&ida, 5000);
	assert_true(log_has(PLATDEV_LOG_WARNING, "ida_free called for id=5000",
			    NULL));
	log_capture_stop();
	ida_free(&ida, 0);
	assert_int_equal(ida_alloc_max(&ida, 2, GFP_KERNEL), 0);
	ida_destroy(&ida);
	assert_true(ida_is_empty(&ida));
	assert_int_equal(live_allocs(), live);
}

static void test_ida_alloc_failure(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_IDA(ida);
	int n;

	(void)state;
	/* the bitmap, then the XArray's array */
	for (n = 0; n < 2; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(ida_alloc(&ida, GFP_KERNEL), -ENOMEM);
		assert_true(ida_is_empty(&ida));
	}
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 0);
	/* within an existing bitmap nothing is allocated */
	platdev_port_fail_alloc_after(0, 1);
	assert_int_equal(ida_alloc(&ida, GFP_KERNEL), 1);
	platdev_port_fail_alloc_after(-1, 0);
	ida_destroy(&ida);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_idr_alloc),
		cmocka_unit_test(test_idr_base_cyclic),
		cmocka_unit_test(test_idr_alloc_failure),
		cmocka_unit_test(test_ida),
		cmocka_unit_test(test_ida_alloc_failure),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
