// SPDX-License-Identifier: MIT
/*
 * test_ratelimit.c - linux/ratelimit.h on a virtual clock: @burst events
 * per @interval jiffies, the window reopened only once the interval has
 * passed, the "callbacks suppressed" line (or, with
 * RATELIMIT_MSG_ON_RELEASE, the count at ratelimit_state_exit()), an
 * interval of 0 letting all through, a burst of 0 none, a contended check
 * refused, printk_ratelimit() and WARN_RATELIMIT().
 */
#include <linux/jiffies.h>
#include <linux/ratelimit.h>
#include <platdev/time.h>

#include "testutil.h"

static u64 virtual_ns;

static u64 virtual_now(void *ctx)
{
	(void)ctx;
	return virtual_ns;
}

static const struct platdev_time_ops virtual_time = { .now_ns = virtual_now };

static void advance_ms(unsigned int ms)
{
	virtual_ns += (u64)ms * 1000000u;
}

static int setup(void **state)
{
	(void)state;
	virtual_ns = 1000000000u;
	platdev_time_use(&virtual_time, NULL);
	log_capture_start();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platdev_time_use(NULL, NULL);
	return 0;
}

/* How many of @n calls in a row @rs lets through. */
static int passes(struct ratelimit_state *rs, int n)
{
	int ok = 0;

	while (n--)
		ok += ___ratelimit(rs, "probe_fn");
	return ok;
}

static void test_burst_and_interval(void **state)
{
	DEFINE_RATELIMIT_STATE(rs, 100, 3);

	(void)state;
	assert_int_equal(passes(&rs, 5), 3);
	assert_int_equal(rs.missed, 2);
	/* Still the same window at exactly begin + interval. */
	advance_ms(100);
	assert_int_equal(passes(&rs, 1), 0);
	assert_int_equal(test_log.count, 0);
	/* One jiffy later a new window opens, reporting what was missed. */
	advance_ms(1);
	assert_int_equal(passes(&rs, 4), 3);
	assert_true(log_has(PLATDEV_LOG_WARNING,
			    "probe_fn: 3 callbacks suppressed", NULL));
	assert_int_equal(test_log.count, 1);
	assert_int_equal(rs.missed, 1);
	/* A window with nothing missed reports nothing. */
	advance_ms(1000);
	assert_int_equal(passes(&rs, 1), 1);
	advance_ms(1000);
	assert_int_equal(passes(&rs, 3), 3);
	assert_int_equal(test_log.count, 2);
	assert_int_equal(rs.missed, 0);
}

static void test_disabled_and_closed(void **state)
{
	struct ratelimit_state off = RATELIMIT_STATE_INIT_DISABLED;
	DEFINE_RATELIMIT_STATE(closed, 100, 0);

	(void)state;
	assert_int_equal(passes(&off, 1000), 1000);
	assert_int_equal(passes(&closed, 10), 0);
	assert_int_equal(closed.missed, 10);
}

static void test_msg_on_release(void **state)
{
	struct ratelimit_state rs;

	(void)state;
	ratelimit_default_init(&rs);
	assert_int_equal(rs.interval, DEFAULT_RATELIMIT_INTERVAL);
	assert_int_equal(rs.interval, 5 * HZ);
	assert_int_equal(rs.burst, DEFAULT_RATELIMIT_BURST);
	ratelimit_state_init(&rs, 10, 1);
	ratelimit_set_flags(&rs, RATELIMIT_MSG_ON_RELEASE);
	assert_int_equal(passes(&rs, 4), 1);
	advance_ms(11);
	assert_int_equal(passes(&rs, 1), 1);
	/* Nothing said at the new window; the count waits for the exit. */
	assert_int_equal(test_log.count, 0);
	assert_int_equal(rs.missed, 3);
	ratelimit_state_exit(&rs);
	assert_true(log_has(PLATDEV_LOG_WARNING, "3 output lines suppressed",
			    NULL));
	assert_int_equal(rs.missed, 0);
	ratelimit_state_exit(&rs);
	assert_int_equal(test_log.count, 1);
	/* Without the flag the exit says nothing. */
	ratelimit_state_init(&rs, 10, 1);
	assert_int_equal(passes(&rs, 3), 1);
	ratelimit_state_exit(&rs);
	assert_int_equal(test_log.count, 1);
}

static void test_contended(void **state)
{
	DEFINE_RATELIMIT_STATE(rs, 100, 5);

	(void)state;
	raw_spin_lock(&rs.lock);
	/* Refused, and not counted as missed. */
	assert_int_equal(__ratelimit(&rs), 0);
	assert_int_equal(rs.missed, 0);
	raw_spin_unlock(&rs.lock);
	assert_int_equal(__ratelimit(&rs), 1);
}

static int warn_site(int cond)
{
	return WARN_RATELIMIT(cond, "flood %d", cond);
}

static void test_shared_and_warn(void **state)
{
	int shown = 0;
	int i;

	(void)state;
	for (i = 0; i < 20; i++)
		shown += printk_ratelimit();
	assert_int_equal(shown, DEFAULT_RATELIMIT_BURST);
	advance_ms(5 * 1000 + 1);
	assert_int_equal(printk_ratelimit(), 1);

	for (i = 1; i <= 15; i++)
		assert_int_equal(warn_site(i), 1);
	assert_int_equal(warn_site(0), 0);
	assert_true(log_has(PLATDEV_LOG_WARNING, "flood 10", NULL));
	assert_false(log_has(PLATDEV_LOG_WARNING, "flood 11", NULL));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_burst_and_interval, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_disabled_and_closed, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_msg_on_release, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_contended, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_shared_and_warn, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
