// SPDX-License-Identifier: MIT
/*
 * test_cleanup.c - linux/cleanup.h: __free(kfree) frees at the end of the
 * scope unless no_free_ptr()/return_ptr() took the pointer; classes and
 * guards run their destructors once, on every way out of the scope.
 */
#include <linux/cleanup.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/slab.h>

#include "testutil.h"

static unsigned long live_allocations(void)
{
	struct platdev_alloc_stats stats;

	platdev_port_alloc_stats(&stats);
	return stats.live;
}

static int *make_kept(void)
{
	int *p __free(kfree) = kzalloc(sizeof(*p), GFP_KERNEL);

	if (!p)
		return NULL;
	*p = 42;
	return_ptr(p);
}

static int use_and_drop(bool fail_early)
{
	char *buf __free(kfree) = kzalloc(16, GFP_KERNEL);

	if (!buf)
		return -ENOMEM;
	if (fail_early)
		return -EINVAL; /* freed on this way out too */
	buf[0] = 'x';
	return 0;
}

static void test_free_attribute(void **state)
{
	unsigned long before = live_allocations();
	int *kept;

	(void)state;
	assert_int_equal(use_and_drop(false), 0);
	assert_int_equal(use_and_drop(true), -EINVAL);
	assert_int_equal(live_allocations(), before);

	kept = make_kept();
	assert_non_null(kept);
	assert_int_equal(*kept, 42);
	assert_int_equal(live_allocations(), before + 1);
	kfree(kept);

	{
		void *p __free(kfree) = kmalloc(8, GFP_KERNEL);
		void *taken = no_free_ptr(p);

		assert_null(p);
		kfree(taken);
	}
	assert_int_equal(live_allocations(), before);

	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(use_and_drop(false), -ENOMEM); /* NULL: not freed */
	platdev_port_fail_alloc_after(-1, 0);
}

static int counter_exits;

DEFINE_CLASS(counted, int, counter_exits += _T, ({ _v; }), int _v)

static void test_class(void **state)
{
	(void)state;
	counter_exits = 0;
	{
		CLASS(counted, a)(2);
		CLASS(counted, b)(3);

		assert_int_equal(a + b, 5);
	}
	assert_int_equal(counter_exits, 5);
}

static DEFINE_MUTEX(lock);

static int guarded_early_return(int x)
{
	guard(mutex)(&lock);
	if (x < 0)
		return -EINVAL;
	return mutex_is_locked(&lock);
}

static void test_guard_every_exit(void **state)
{
	int i;

	(void)state;
	assert_int_equal(guarded_early_return(-1), -EINVAL);
	assert_false(mutex_is_locked(&lock));
	assert_int_equal(guarded_early_return(1), 1);
	assert_false(mutex_is_locked(&lock));
	for (i = 0; i < 3; i++) {
		scoped_guard(mutex, &lock)
		{
			if (i == 1)
				break; /* leaves the guard's scope */
		}
		assert_false(mutex_is_locked(&lock));
	}
	assert_int_equal(i, 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_free_attribute),
		cmocka_unit_test(test_class),
		cmocka_unit_test(test_guard_every_exit),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
