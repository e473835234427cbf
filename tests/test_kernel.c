// SPDX-License-Identifier: MIT
/*
 * test_kernel.c - what linux/kernel.h reaches, as Linux 6.12's does:
 * math.h's rounding, alignment, word parts, kstrto*(), scnprintf(),
 * min/max, BUILD_BUG_ON, panic() and (through linux/slab.h) WARN_ON, with
 * no other Linux header included (linux/sched.h, last, only for its own
 * test). Built with implicit declarations as errors.
 */
#pragma GCC diagnostic error "-Wimplicit-function-declaration"

#include <linux/kernel.h>
#include <linux/sched.h>
#include <platdev/time.h>

#include "testutil.h"

/* Linux's kernel.h reaches linux/linkage.h, which reaches export.h. */
int test_kernel_exported(void);
int test_kernel_exported(void)
{
	return 1;
}
EXPORT_SYMBOL_GPL(test_kernel_exported);

struct grouped {
	int head;
	struct_group(body, int a; short b;);
	DECLARE_FLEX_ARRAY(u8, tail);
};

static void test_reached(void **state)
{
	unsigned long long wide = 0x123456789abcdef0ull;
	char buf[16];
	int v = 0;
	int *p = &v;

	(void)state;
	BUILD_BUG_ON(sizeof(u32) != 4);
	assert_int_equal(DIV_ROUND_UP(7, 2), 4);
	assert_int_equal(DIV_ROUND_CLOSEST(7, 2), 4);
	assert_int_equal(ALIGN(13, 8), 16);
	assert_int_equal(ALIGN_DOWN(13, 8), 8);
	assert_true(IS_ALIGNED(16, 8));
	assert_ptr_equal(PTR_ALIGN_DOWN((char *)p + 1, sizeof(int)), p);
	assert_true(upper_32_bits(wide) == 0x12345678u);
	assert_true(lower_32_bits(wide) == 0x9abcdef0u);
	assert_true(upper_32_bits(0xffffffffu) == 0);
	assert_true(upper_16_bits(0xabcd1234u) == 0xabcd);
	assert_true(lower_16_bits(0xabcd1234u) == 0x1234);
	assert_true(REPEAT_BYTE_U32(0x5a) == 0x5a5a5a5au);
	assert_int_equal(kstrtoint("-12", 0, &v), 0);
	assert_int_equal(v, -12);
	assert_int_equal(scnprintf(buf, sizeof(buf), "%d", min(v, 3)), 3);
	assert_string_equal(buf, "-12");
	assert_int_equal(ilog2(64), 6);
	assert_int_equal(WARN_ON(v > 0), 0);
	assert_int_equal(ARRAY_SIZE(buf), 16);
	assert_true(TAINT_WARN == 9);
}

/* linux/stddef.h and the lock annotations, also reached from kernel.h. */
static void test_stddef_and_annotations(void **state)
{
	struct grouped g = { .head = 1 };

	(void)state;
	g.a = 5;
	g.b = 7;
	assert_int_equal(g.body.a, 5); /* the same members, two names */
	assert_int_equal(g.body.b, 7);
	assert_int_equal(offsetof(struct grouped, body),
			 offsetof(struct grouped, a));
	assert_int_equal(offsetofend(struct grouped, head), sizeof(int));
	assert_int_equal(sizeof_field(struct grouped, b), sizeof(short));
	assert_int_equal(offsetof(struct grouped, tail),
			 sizeof(struct grouped));
	assert_int_equal(__cond_lock(x, 3 > 2), 1);
	__acquire(x);
	__release(x);
}

/* linux/sched.h: timed sleeps last their time; nothing wakes them. */
static void test_sched_sleeps(void **state)
{
	u64 t0;

	(void)state;
	virtual_time_use(1000000000ull);
	t0 = platdev_time_now_ns();
	set_current_state(TASK_UNINTERRUPTIBLE);
	assert_int_equal(schedule_timeout(msecs_to_jiffies(20)), 0);
	assert_true(platdev_time_now_ns() - t0 >= 20000000ull);
	t0 = platdev_time_now_ns();
	assert_int_equal(schedule_timeout_interruptible(-1), 0);
	assert_true(schedule_timeout(MAX_SCHEDULE_TIMEOUT) ==
		    MAX_SCHEDULE_TIMEOUT);
	assert_true(platdev_time_now_ns() == t0); /* neither slept */
	assert_int_equal(cond_resched(), 0);
	might_sleep();
	platdev_time_use(NULL, NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reached),
		cmocka_unit_test(test_stddef_and_annotations),
		cmocka_unit_test(test_sched_sleeps),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
