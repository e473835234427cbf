// SPDX-License-Identifier: MIT
/*
 * test_hrtimer.c - linux/hrtimer.h: expiry never early (resolution a
 * jiffy), HRTIMER_RESTART with hrtimer_forward_now(), ABS and REL modes,
 * hrtimer_forward()'s overrun count, the cancel forms' results (-1 from a
 * running callback), on virtual time; and a stress of threads starting
 * and cancelling timers on real time (TSan).
 */
#include <pthread.h>

#include <linux/delay.h>
#include <linux/hrtimer.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>

#include "testutil.h"

struct tick {
	struct hrtimer t;
	int runs;
	int restarts;
	ktime_t period;
	ktime_t fired_at[8];
	int self_cancel;
};

static enum hrtimer_restart tick_fn(struct hrtimer *t)
{
	struct tick *k = container_of(t, struct tick, t);

	if (k->runs < 8)
		k->fired_at[k->runs] = ktime_get();
	k->runs++;
	if (k->self_cancel)
		k->self_cancel = hrtimer_try_to_cancel(t);
	if (k->runs > k->restarts)
		return HRTIMER_NORESTART;
	hrtimer_forward_now(t, k->period);
	return HRTIMER_RESTART;
}

static void setup_tick(struct tick *k)
{
	memset(k, 0, sizeof(*k));
	hrtimer_init(&k->t, CLOCK_MONOTONIC, HRTIMER_MODE_REL);
	k->t.function = tick_fn;
}

static void test_one_shot_not_early(void **state)
{
	struct tick k;
	ktime_t start;

	(void)state;
	virtual_time_use(1000000000ull);
	setup_tick(&k);
	start = ktime_get();
	hrtimer_start(&k.t, ns_to_ktime(1500000), HRTIMER_MODE_REL);
	assert_true(hrtimer_is_queued(&k.t));
	assert_true(hrtimer_active(&k.t));
	assert_int_equal(hrtimer_get_expires(&k.t), start + 1500000);
	msleep(1);
	assert_int_equal(k.runs, 0);
	msleep(1);
	assert_int_equal(k.runs, 1);
	assert_true(k.fired_at[0] >= start + 1500000);
	assert_false(hrtimer_active(&k.t));
	platdev_time_use(NULL, NULL);
}

static void test_periodic_restart(void **state)
{
	struct tick k;
	int i;

	(void)state;
	virtual_time_use(2000000000ull);
	setup_tick(&k);
	k.restarts = 4;
	k.period = ms_to_ktime(2);
	hrtimer_start(&k.t, ms_to_ktime(2), HRTIMER_MODE_REL);
	/*
	 * Virtual time moves in each sleep's steps: a timer forwarded from
	 * "now" in its callback falls due again two steps later.
	 */
	for (i = 0; i < 10; i++)
		msleep(1);
	hrtimer_cancel(&k.t);
	assert_int_equal(k.runs, 5);
	assert_true(k.fired_at[4] - k.fired_at[0] >= 4 * 2000000);
	assert_false(hrtimer_active(&k.t));
	platdev_time_use(NULL, NULL);
}

static void test_abs_and_cancel(void **state)
{
	struct tick k;

	(void)state;
	virtual_time_use(3000000000ull);
	setup_tick(&k);
	hrtimer_start(&k.t, ktime_add_ms(ktime_get(), 3), HRTIMER_MODE_ABS);
	assert_int_equal(hrtimer_try_to_cancel(&k.t), 1);
	assert_int_equal(hrtimer_try_to_cancel(&k.t), 0);
	hrtimer_start(&k.t, ms_to_ktime(3), HRTIMER_MODE_REL);
	assert_int_equal(hrtimer_cancel(&k.t), 1);
	msleep(10);
	assert_int_equal(k.runs, 0);
	/* From its own running callback: -1, nothing done. */
	k.self_cancel = 1;
	hrtimer_start(&k.t, 0, HRTIMER_MODE_REL);
	msleep(2);
	assert_int_equal(k.runs, 1);
	assert_int_equal(k.self_cancel, -1);
	platdev_time_use(NULL, NULL);
}

static void test_forward(void **state)
{
	struct hrtimer t;

	(void)state;
	hrtimer_init(&t, CLOCK_MONOTONIC, HRTIMER_MODE_ABS);
	hrtimer_set_expires(&t, 1000000);
	/* Expiry after now: nothing to do. */
	assert_int_equal(hrtimer_forward(&t, 999999, 1000000), 0);
	assert_int_equal(hrtimer_get_expires(&t), 1000000);
	/* now == expires: one step. */
	assert_int_equal(hrtimer_forward(&t, 1000000, 1000000), 1);
	assert_int_equal(hrtimer_get_expires(&t), 2000000);
	/* 3.5 steps late: 4 steps, strictly after now. */
	assert_int_equal(hrtimer_forward(&t, 5500000, 1000000), 4);
	assert_int_equal(hrtimer_get_expires(&t), 6000000);
	/* Landing exactly on now takes one step more. */
	assert_int_equal(hrtimer_forward(&t, 8000000, 1000000), 3);
	assert_int_equal(hrtimer_get_expires(&t), 9000000);
	/* An interval below the resolution counts as the resolution. */
	assert_int_equal(hrtimer_forward(&t, 9000000, 1), 1);
	assert_int_equal(hrtimer_get_expires(&t), 9000000 + hrtimer_resolution);
	assert_int_equal(hrtimer_resolution, TICK_NSEC);
}

/* ---- stress on real time ---- */

#define STRESS_THREADS 4
#define STRESS_ROUNDS 300

static enum hrtimer_restart stress_fn(struct hrtimer *t)
{
	(void)t;
	return HRTIMER_NORESTART;
}

static void *stress_thread(void *arg)
{
	struct hrtimer *t = arg;
	int i;

	for (i = 0; i < STRESS_ROUNDS; i++) {
		hrtimer_start(t, (ktime_t)(i % 3) * 100000, HRTIMER_MODE_REL);
		if (i % 2)
			hrtimer_try_to_cancel(t);
		else
			hrtimer_cancel(t);
	}
	hrtimer_cancel(t);
	return NULL;
}

static void test_stress(void **state)
{
	struct hrtimer t[STRESS_THREADS];
	pthread_t th[STRESS_THREADS];
	int i;

	(void)state;
	for (i = 0; i < STRESS_THREADS; i++) {
		hrtimer_setup(&t[i], stress_fn, CLOCK_MONOTONIC,
			      HRTIMER_MODE_REL);
		assert_int_equal(
			pthread_create(&th[i], NULL, stress_thread, &t[i]), 0);
	}
	for (i = 0; i < STRESS_THREADS; i++) {
		assert_int_equal(pthread_join(th[i], NULL), 0);
		assert_false(hrtimer_active(&t[i]));
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_one_shot_not_early),
		cmocka_unit_test(test_periodic_restart),
		cmocka_unit_test(test_abs_and_cancel),
		cmocka_unit_test(test_forward),
		cmocka_unit_test(test_stress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
