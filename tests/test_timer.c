// SPDX-License-Identifier: MIT
/*
 * test_timer.c - linux/timer.h: arming, re-arming and disarming with
 * Linux's return values, expiry order, del_timer_sync() waiting for a
 * running callback and refusing from inside it, timer_shutdown_sync(),
 * and timers on a virtual time source (a simulated board's), which run
 * inside the msleep() that makes them due.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/delay.h>
#include <linux/jiffies.h>
#include <linux/timer.h>
#include <platdev/time.h>

#include "testutil.h"

struct probe_timer {
	struct timer_list timer;
	struct completion fired;
	struct completion entered;
	struct completion *gate; /* held in the callback until done */
	int runs;
	int order;
	int *next_order;
	bool rearm;
	int sync_ret;
	bool sync_from_callback;
};

static void probe_fn(struct timer_list *t)
{
	struct probe_timer *p = from_timer(p, t, timer);

	p->runs++;
	if (p->next_order)
		p->order = (*p->next_order)++;
	complete(&p->entered);
	if (p->gate)
		wait_for_completion(p->gate);
	if (p->sync_from_callback)
		p->sync_ret = del_timer_sync(&p->timer);
	if (p->rearm)
		mod_timer(&p->timer, jiffies + 1);
	complete(&p->fired);
}

static void probe_init(struct probe_timer *p)
{
	memset(p, 0, sizeof(*p));
	timer_setup(&p->timer, probe_fn, 0);
	init_completion(&p->fired);
	init_completion(&p->entered);
}

static void test_fires_once(void **state)
{
	struct probe_timer p;

	(void)state;
	probe_init(&p);
	assert_false(timer_pending(&p.timer));
	assert_int_equal(mod_timer(&p.timer, jiffies + 60 * HZ), 0);
	assert_true(timer_pending(&p.timer));
	/* Moving an armed timer reports that it was armed. */
	assert_int_equal(mod_timer(&p.timer, jiffies + 1), 1);
	wait_for_completion(&p.fired);
	assert_int_equal(p.runs, 1);
	assert_false(timer_pending(&p.timer));
	assert_int_equal(del_timer(&p.timer), 0);
	assert_int_equal(del_timer_sync(&p.timer), 0);
	assert_int_equal(p.runs, 1);
}

static void test_deleted_never_fires(void **state)
{
	struct probe_timer p;

	(void)state;
	probe_init(&p);
	p.timer.expires = jiffies + 60 * HZ;
	add_timer(&p.timer);
	assert_int_equal(del_timer(&p.timer), 1);
	assert_int_equal(del_timer(&p.timer), 0);
	mod_timer(&p.timer, jiffies + 60 * HZ);
	assert_int_equal(timer_delete_sync(&p.timer), 1);
	assert_int_equal(p.runs, 0);
}

/*
 * Armed out of order while a held callback keeps the others from running;
 * once it is let go, the three (all due by then) run in expiry order.
 */
static void test_expiry_order(void **state)
{
	DECLARE_COMPLETION(gate);
	struct probe_timer hold, a, b, c;
	unsigned long now = jiffies;
	int next = 1;

	(void)state;
	probe_init(&hold);
	probe_init(&a);
	probe_init(&b);
	probe_init(&c);
	hold.gate = &gate;
	mod_timer(&hold.timer, now);
	wait_for_completion(&hold.entered);
	a.next_order = b.next_order = c.next_order = &next;
	mod_timer(&c.timer, now + 3);
	mod_timer(&a.timer, now + 1);
	mod_timer(&b.timer, now + 2);
	complete(&gate);
	wait_for_completion(&c.fired);
	wait_for_completion(&b.fired);
	wait_for_completion(&a.fired);
	assert_int_equal(a.order, 1);
	assert_int_equal(b.order, 2);
	assert_int_equal(c.order, 3);
}

struct syncer {
	struct probe_timer *p;
	int ret;
	bool ran_to_end; /* the callback had finished when sync returned */
};

static void *sync_delete(void *arg)
{
	struct syncer *s = arg;

	s->ret = del_timer_sync(&s->p->timer);
	s->ran_to_end = completion_done(&s->p->fired);
	return NULL;
}

static void test_sync_waits_for_running_callback(void **state)
{
	DECLARE_COMPLETION(gate);
	struct probe_timer p;
	struct syncer s;
	pthread_t thread;

	(void)state;
	probe_init(&p);
	p.gate = &gate;
	s = (struct syncer){ .p = &p };
	mod_timer(&p.timer, jiffies);
	wait_for_completion(&p.entered);
	/* The callback is held; del_timer_sync() must outlast it. */
	assert_int_equal(pthread_create(&thread, NULL, sync_delete, &s), 0);
	complete(&gate);
	assert_int_equal(pthread_join(thread, NULL), 0);
	assert_int_equal(s.ret, 0);
	assert_true(s.ran_to_end);
}

static void test_sync_from_own_callback_refused(void **state)
{
	struct probe_timer p;

	(void)state;
	probe_init(&p);
	p.sync_from_callback = true;
	p.sync_ret = -1;
	log_capture_start();
	mod_timer(&p.timer, jiffies);
	wait_for_completion(&p.fired);
	log_capture_stop();
	assert_int_equal(p.sync_ret, 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "del_timer_sync", "own callback",
			    NULL));
}

static void test_shutdown_stops_rearming(void **state)
{
	struct probe_timer p;

	(void)state;
	probe_init(&p);
	p.rearm = true;
	mod_timer(&p.timer, jiffies);
	wait_for_completion(&p.fired);
	timer_shutdown_sync(&p.timer);
	assert_false(timer_pending(&p.timer));
	/* Arming after shutdown does nothing. */
	assert_int_equal(mod_timer(&p.timer, jiffies), 0);
	assert_false(timer_pending(&p.timer));
}

/* --- on virtual time --------------------------------------------------------- */

static void test_virtual_time_runs_due_timers_in_sleep(void **state)
{
	struct probe_timer p;

	(void)state;
	probe_init(&p);
	virtual_time_use(1000 * NSEC_PER_SEC);
	/* Far enough that the timer thread's real-time wait outlasts the test. */
	mod_timer(&p.timer, jiffies + msecs_to_jiffies(1000));
	msleep(500);
	assert_int_equal(p.runs, 0);
	assert_true(timer_pending(&p.timer));
	msleep(600);
	/* Due during that sleep: it ran before msleep() returned. */
	assert_int_equal(p.runs, 1);
	assert_false(timer_pending(&p.timer));
	platdev_time_use(NULL, NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fires_once),
		cmocka_unit_test(test_deleted_never_fires),
		cmocka_unit_test(test_expiry_order),
		cmocka_unit_test(test_sync_waits_for_running_callback),
		cmocka_unit_test(test_sync_from_own_callback_refused),
		cmocka_unit_test(test_shutdown_stops_rearming),
		cmocka_unit_test(test_virtual_time_runs_due_timers_in_sleep),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
