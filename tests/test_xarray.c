// SPDX-License-Identifier: MIT
/*
 * test_xarray.c - linux/xarray.h and linux/radix-tree.h: stores, loads
 * and erases at sparse indices (0 and ULONG_MAX included), value and
 * error entries, reserved indices, xa_insert()'s -EBUSY, cmpxchg, marks,
 * the iterators, xa_alloc() and xa_alloc_cyclic() with their limits and
 * wrap, and the radix tree's -EEXIST, slots, tags and deletion while
 * iterating; every allocation failure leaves the array as it was.
 */
#include <linux/errno.h>
#include <linux/radix-tree.h>
#include <linux/xarray.h>
#include <platdev/port.h>

#include "testutil.h"

static int objs[8];
#define P(i) ((void *)&objs[i])

static void test_store_load_erase(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_XARRAY(xa);

	(void)state;
	assert_true(xa_empty(&xa));
	assert_null(xa_load(&xa, 5));
	assert_null(xa_store(&xa, 5, P(0), GFP_KERNEL));
	assert_null(xa_store(&xa, 0, P(1), GFP_KERNEL));
	assert_null(xa_store(&xa, ULONG_MAX, P(2), GFP_KERNEL));
	assert_null(xa_store(&xa, 3, P(3), GFP_KERNEL));
	assert_null(xa_store(&xa, 9, P(4), GFP_KERNEL));
	assert_false(xa_empty(&xa));
	assert_ptr_equal(xa_load(&xa, 5), P(0));
	assert_ptr_equal(xa_load(&xa, 0), P(1));
	assert_ptr_equal(xa_load(&xa, ULONG_MAX), P(2));
	assert_null(xa_load(&xa, 4));
	/* replacing gives the old entry back */
	assert_ptr_equal(xa_store(&xa, 5, P(5), GFP_KERNEL), P(0));
	assert_ptr_equal(xa_load(&xa, 5), P(5));
	/* storing NULL erases */
	assert_ptr_equal(xa_store(&xa, 5, NULL, GFP_KERNEL), P(5));
	assert_null(xa_load(&xa, 5));
	assert_ptr_equal(xa_erase(&xa, 0), P(1));
	assert_null(xa_erase(&xa, 0));
	/* value entries */
	assert_null(xa_store(&xa, 7, xa_mk_value(1234), GFP_KERNEL));
	assert_true(xa_is_value(xa_load(&xa, 7)));
	assert_int_equal(xa_to_value(xa_load(&xa, 7)), 1234);
	/* an internal entry is refused with -EINVAL */
	assert_int_equal(xa_err(xa_store(&xa, 8, XA_RETRY_ENTRY, GFP_KERNEL)),
			 -EINVAL);
	assert_null(xa_load(&xa, 8));
	assert_int_equal(xa_err(P(0)), 0);
	assert_int_equal(xa_err(NULL), 0);
	xa_destroy(&xa);
	assert_true(xa_empty(&xa));
	assert_null(xa_load(&xa, 3));
	assert_int_equal(live_allocs(), live);
	/* usable after xa_destroy() */
	assert_null(xa_store(&xa, 1, P(1), GFP_KERNEL));
	assert_ptr_equal(xa_load(&xa, 1), P(1));
	xa_destroy(&xa);
	assert_int_equal(live_allocs(), live);
}

static void test_many_sorted(void **state)
{
	struct xarray xa;
	unsigned long i, index, n = 0;
	void *entry;

	(void)state;
	xa_init(&xa);
	/* out of order, to move entries around */
	for (i = 0; i < 200; i++)
		assert_null(xa_store(&xa, (i * 37) % 200 * 3,
				     xa_mk_value((i * 37) % 200), GFP_KERNEL));
	for (i = 0; i < 200; i++)
		assert_int_equal(xa_to_value(xa_load(&xa, i * 3)), i);
	xa_for_each(&xa, index, entry)
	{
		assert_int_equal(index, n * 3);
		assert_int_equal(xa_to_value(entry), n);
		n++;
	}
	assert_int_equal(n, 200);
	/* a range, and erasing while iterating */
	n = 0;
	xa_for_each_range(&xa, index, entry, 10, 20)
	{
		assert_true(index >= 10 && index <= 20);
		xa_erase(&xa, index);
		n++;
	}
	assert_int_equal(n, 3); /* 12, 15 and 18 */
	assert_null(xa_load(&xa, 12));
	assert_non_null(xa_load(&xa, 21));
	xa_destroy(&xa);
}

static void test_insert_reserve_cmpxchg(void **state)
{
	DEFINE_XARRAY(xa);
	unsigned long index;
	void *entry;
	int n = 0;

	(void)state;
	assert_int_equal(xa_insert(&xa, 4, P(0), GFP_KERNEL), 0);
	assert_int_equal(xa_insert(&xa, 4, P(1), GFP_KERNEL), -EBUSY);
	assert_ptr_equal(xa_load(&xa, 4), P(0));
	assert_int_equal(xa_insert(&xa, 5, XA_RETRY_ENTRY, GFP_KERNEL),
			 -EINVAL);
	/* a reserved index loads as NULL, is busy, is not iterated */
	assert_int_equal(xa_reserve(&xa, 6, GFP_KERNEL), 0);
	assert_null(xa_load(&xa, 6));
	assert_int_equal(xa_insert(&xa, 6, P(2), GFP_KERNEL), -EBUSY);
	xa_for_each(&xa, index, entry) n++;
	assert_int_equal(n, 1);
	xa_release(&xa, 6);
	assert_int_equal(xa_insert(&xa, 6, P(2), GFP_KERNEL), 0);
	/* xa_release() leaves a used index alone */
	xa_release(&xa, 6);
	assert_ptr_equal(xa_load(&xa, 6), P(2));
	/* xa_insert(NULL) reserves */
	assert_int_equal(xa_insert(&xa, 7, NULL, GFP_KERNEL), 0);
	assert_int_equal(xa_insert(&xa, 7, P(3), GFP_KERNEL), -EBUSY);
	assert_false(xa_empty(&xa));
	/* cmpxchg: stores only on a match, always returns what was there */
	assert_ptr_equal(xa_cmpxchg(&xa, 4, P(1), P(5), GFP_KERNEL), P(0));
	assert_ptr_equal(xa_load(&xa, 4), P(0));
	assert_ptr_equal(xa_cmpxchg(&xa, 4, P(0), P(5), GFP_KERNEL), P(0));
	assert_ptr_equal(xa_load(&xa, 4), P(5));
	assert_null(xa_cmpxchg(&xa, 9, NULL, P(6), GFP_KERNEL));
	assert_ptr_equal(xa_load(&xa, 9), P(6));
	assert_ptr_equal(xa_cmpxchg(&xa, 9, P(6), NULL, GFP_KERNEL), P(6));
	assert_null(xa_load(&xa, 9));
	xa_destroy(&xa);
}

static void test_marks(void **state)
{
	DEFINE_XARRAY(xa);
	unsigned long index;
	void *entry;
	int n = 0;

	(void)state;
	xa_store(&xa, 1, P(1), GFP_KERNEL);
	xa_store(&xa, 2, P(2), GFP_KERNEL);
	xa_store(&xa, 3, P(3), GFP_KERNEL);
	assert_false(xa_marked(&xa, XA_MARK_1));
	xa_set_mark(&xa, 2, XA_MARK_1);
	xa_set_mark(&xa, 3, XA_MARK_1);
	xa_set_mark(&xa, 50, XA_MARK_1); /* nothing there: no effect */
	assert_true(xa_get_mark(&xa, 2, XA_MARK_1));
	assert_false(xa_get_mark(&xa, 1, XA_MARK_1));
	assert_false(xa_get_mark(&xa, 2, XA_MARK_2));
	assert_false(xa_get_mark(&xa, 50, XA_MARK_1));
	assert_true(xa_marked(&xa, XA_MARK_1));
	xa_for_each_marked(&xa, index, entry, XA_MARK_1)
	{
		assert_true(index == 2 || index == 3);
		n++;
	}
	assert_int_equal(n, 2);
	xa_clear_mark(&xa, 2, XA_MARK_1);
	index = 0;
	assert_ptr_equal(xa_find(&xa, &index, ULONG_MAX, XA_MARK_1), P(3));
	assert_int_equal(index, 3);
	/* replacing keeps the mark, erasing drops it */
	xa_store(&xa, 3, P(4), GFP_KERNEL);
	assert_true(xa_get_mark(&xa, 3, XA_MARK_1));
	xa_erase(&xa, 3);
	xa_store(&xa, 3, P(4), GFP_KERNEL);
	assert_false(xa_get_mark(&xa, 3, XA_MARK_1));
	/* find: bounds */
	index = 4;
	assert_null(xa_find(&xa, &index, ULONG_MAX, XA_PRESENT));
	assert_int_equal(index, 4);
	index = 2;
	assert_null(xa_find(&xa, &index, 1, XA_PRESENT));
	index = 3;
	assert_null(xa_find_after(&xa, &index, ULONG_MAX, XA_PRESENT));
	xa_destroy(&xa);
}

static void test_alloc(void **state)
{
	DEFINE_XARRAY_ALLOC(xa);
	DEFINE_XARRAY_ALLOC1(xa1);
	DEFINE_XARRAY(plain);
	u32 id = 99, next = 0;

	(void)state;
	assert_int_equal(xa_alloc(&xa, &id, P(0), xa_limit_32b, GFP_KERNEL), 0);
	assert_int_equal(id, 0);
	assert_int_equal(xa_alloc(&xa, &id, P(1), xa_limit_32b, GFP_KERNEL), 0);
	assert_int_equal(id, 1);
	/* NULL reserves the index */
	assert_int_equal(xa_alloc(&xa, &id, NULL, xa_limit_32b, GFP_KERNEL), 0);
	assert_int_equal(id, 2);
	assert_null(xa_load(&xa, 2));
	/* a freed index is reused first; storing NULL keeps it reserved */
	xa_erase(&xa, 0);
	assert_ptr_equal(xa_store(&xa, 1, NULL, GFP_KERNEL), P(1));
	assert_int_equal(xa_alloc(&xa, &id, P(2), xa_limit_32b, GFP_KERNEL), 0);
	assert_int_equal(id, 0);
	assert_int_equal(xa_alloc(&xa, &id, P(3), xa_limit_32b, GFP_KERNEL), 0);
	assert_int_equal(id, 3);
	/* cmpxchg to NULL erases, even here */
	assert_ptr_equal(xa_cmpxchg(&xa, 3, P(3), NULL, GFP_KERNEL), P(3));
	assert_int_equal(xa_alloc(&xa, &id, P(3), xa_limit_32b, GFP_KERNEL),
			 0);
	assert_int_equal(id, 3);
	/* limits */
	id = 77;
	assert_int_equal(xa_alloc(&xa, &id, P(4), XA_LIMIT(0, 3), GFP_KERNEL),
			 -EBUSY);
	assert_int_equal(id, 77);
	assert_int_equal(xa_alloc(&xa, &id, P(4), XA_LIMIT(5, 4), GFP_KERNEL),
			 -EBUSY);
	assert_int_equal(xa_alloc(&xa, &id, P(4), XA_LIMIT(10, 10), GFP_KERNEL),
			 0);
	assert_int_equal(id, 10);
	assert_null(xa_store(&xa, UINT_MAX, P(5), GFP_KERNEL));
	assert_int_equal(xa_alloc(&xa, &id, P(5), XA_LIMIT(UINT_MAX, UINT_MAX),
				  GFP_KERNEL),
			 -EBUSY);
	/* ALLOC1 never hands out 0 */
	assert_int_equal(xa_alloc(&xa1, &id, P(0), xa_limit_32b, GFP_KERNEL),
			 0);
	assert_int_equal(id, 1);
	/* not an allocating array */
	assert_int_equal(xa_alloc(&plain, &id, P(0), xa_limit_32b, GFP_KERNEL),
			 -EINVAL);
	/* cyclic: from next, wrapping to the minimum with 1 */
	xa_destroy(&xa);
	next = 0;
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(0), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 0);
	assert_int_equal(id, 0);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(1), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 0);
	assert_int_equal(id, 1);
	xa_erase(&xa, 0);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(2), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 0);
	assert_int_equal(id, 2); /* not 0: cyclic */
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(3), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 0);
	assert_int_equal(id, 3);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(4), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 1); /* wrapped */
	assert_int_equal(id, 0);
	assert_int_equal(next, 1);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(5), XA_LIMIT(0, 3), &next,
					 GFP_KERNEL),
			 -EBUSY);
	/* the counter itself wrapping past UINT_MAX */
	xa_destroy(&xa);
	next = UINT_MAX;
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(0), xa_limit_32b, &next,
					 GFP_KERNEL),
			 0);
	assert_int_equal(id, UINT_MAX);
	assert_int_equal(next, 0);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(1), xa_limit_32b, &next,
					 GFP_KERNEL),
			 1);
	assert_int_equal(id, 0);
	xa_destroy(&xa);
	xa_destroy(&xa1);
}

static void test_alloc_failure(void **state)
{
	unsigned long live = live_allocs();
	DEFINE_XARRAY_ALLOC(xa);
	u32 id = 5, next = 0;
	int i;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_err(xa_store(&xa, 1, P(0), GFP_KERNEL)), -ENOMEM);
	assert_true(xa_empty(&xa));
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_insert(&xa, 1, P(0), GFP_KERNEL), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_alloc(&xa, &id, P(0), xa_limit_32b, GFP_KERNEL),
			 -ENOMEM);
	assert_int_equal(id, 5);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_alloc_cyclic(&xa, &id, P(0), xa_limit_32b, &next,
					 GFP_KERNEL),
			 -ENOMEM);
	assert_int_equal(next, 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_reserve(&xa, 3, GFP_KERNEL), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_err(xa_cmpxchg(&xa, 3, NULL, P(1), GFP_KERNEL)),
			 -ENOMEM);
	assert_true(xa_empty(&xa));
	/* growing past 4 entries fails with the 4 kept */
	for (i = 0; i < 4; i++)
		assert_null(xa_store(&xa, i, P(i), GFP_KERNEL));
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(xa_err(xa_store(&xa, 10, P(4), GFP_KERNEL)), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	for (i = 0; i < 4; i++)
		assert_ptr_equal(xa_load(&xa, i), P(i));
	assert_null(xa_load(&xa, 10));
	/* replacing and erasing allocate nothing */
	platdev_port_fail_alloc_after(0, 1);
	assert_ptr_equal(xa_store(&xa, 2, P(7), GFP_KERNEL), P(2));
	assert_ptr_equal(xa_erase(&xa, 1), P(1));
	platdev_port_fail_alloc_after(-1, 0);
	xa_destroy(&xa);
	assert_int_equal(live_allocs(), live);
}

static RADIX_TREE(tree, GFP_DMA); /* the mask must not matter */

static void test_radix_tree(void **state)
{
	struct radix_tree_iter iter;
	void __rcu **slot;
	void *results[4];
	unsigned long seen = 0;

	(void)state;
	assert_int_equal(tree.xa_flags, 0);
	assert_true(radix_tree_empty(&tree));
	assert_int_equal(radix_tree_insert(&tree, 10, P(0)), 0);
	assert_int_equal(radix_tree_insert(&tree, 10, P(1)), -EEXIST);
	assert_int_equal(radix_tree_insert(&tree, 2, P(1)), 0);
	assert_int_equal(radix_tree_insert(&tree, 7, P(2)), 0);
	assert_ptr_equal(radix_tree_lookup(&tree, 10), P(0));
	assert_null(radix_tree_lookup(&tree, 11));
	slot = radix_tree_lookup_slot(&tree, 7);
	assert_non_null(slot);
	assert_ptr_equal(radix_tree_deref_slot(slot), P(2));
	radix_tree_replace_slot(&tree, slot, P(3));
	assert_ptr_equal(radix_tree_lookup(&tree, 7), P(3));
	assert_null(radix_tree_lookup_slot(&tree, 8));
	assert_int_equal(radix_tree_gang_lookup(&tree, results, 3, 4), 2);
	assert_ptr_equal(results[0], P(3));
	assert_ptr_equal(results[1], P(0));
	/* tags */
	radix_tree_tag_set(&tree, 2, 1);
	assert_true(radix_tree_tag_get(&tree, 2, 1));
	assert_true(radix_tree_tagged(&tree, 1));
	radix_tree_tag_clear(&tree, 2, 1);
	assert_false(radix_tree_tagged(&tree, 1));
	/* delete_item only deletes the matching item */
	assert_null(radix_tree_delete_item(&tree, 10, P(5)));
	assert_ptr_equal(radix_tree_lookup(&tree, 10), P(0));
	/* iteration in index order, deleting as it goes */
	radix_tree_for_each_slot(slot, &tree, &iter, 0)
	{
		seen = seen * 100 + iter.index;
		radix_tree_iter_delete(&tree, &iter, slot);
	}
	assert_int_equal(seen, 20710);
	assert_true(radix_tree_empty(&tree));
	assert_null(radix_tree_delete(&tree, 10));
	/* the last index and a start past every item */
	assert_int_equal(radix_tree_insert(&tree, ULONG_MAX, P(4)), 0);
	seen = 0;
	radix_tree_for_each_slot(slot, &tree, &iter, 5) seen++;
	assert_int_equal(seen, 1);
	assert_ptr_equal(radix_tree_delete(&tree, ULONG_MAX), P(4));
	xa_destroy(&tree); /* no room kept: the insertion must allocate */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(radix_tree_insert(&tree, 1, P(0)), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_true(radix_tree_empty(&tree));
	xa_destroy(&tree);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_store_load_erase),
		cmocka_unit_test(test_many_sorted),
		cmocka_unit_test(test_insert_reserve_cmpxchg),
		cmocka_unit_test(test_marks),
		cmocka_unit_test(test_alloc),
		cmocka_unit_test(test_alloc_failure),
		cmocka_unit_test(test_radix_tree),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
