// SPDX-License-Identifier: MIT
/*
 * test_tasklet.c - tasklets (linux/interrupt.h) on the POSIX port, where
 * they run on the tasklet thread: scheduled many times before it runs a
 * tasklet runs once; high priority first; a disabled tasklet stays
 * pending until enabled; tasklet_kill() waits for a run and refuses the
 * waits that would never end; the old (func, data) form and the
 * DECLARE_TASKLET* forms; a stress run (labelled stress, run under TSan)
 * of threads scheduling the same tasklets, which never run concurrently
 * with themselves nor lose a schedule.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/interrupt.h>
#include <platdev/deferred.h>

#include "testutil.h"

struct probe {
	struct tasklet_struct t;
	int runs;
	char tag;
};

static char order[64];

static void probe_fn(struct tasklet_struct *t)
{
	struct probe *p = from_tasklet(p, t, t);
	size_t n = strlen(order);

	__atomic_add_fetch(&p->runs, 1, __ATOMIC_ACQ_REL);
	if (n + 1 < sizeof(order)) {
		order[n] = p->tag;
		order[n + 1] = '\0';
	}
}

static void probe_init(struct probe *p, char tag)
{
	tasklet_setup(&p->t, probe_fn);
	p->runs = 0;
	p->tag = tag;
}

static int runs(struct probe *p)
{
	return __atomic_load_n(&p->runs, __ATOMIC_ACQUIRE);
}

/* A tasklet that holds the tasklet thread until the gate opens. */
static DECLARE_COMPLETION(blocker_in);
static DECLARE_COMPLETION(gate);
static int blocker_done;

static void blocker_fn(struct tasklet_struct *t)
{
	(void)t;
	complete(&blocker_in);
	wait_for_completion(&gate);
	__atomic_store_n(&blocker_done, 1, __ATOMIC_RELEASE);
}

static DECLARE_TASKLET(blocker, blocker_fn);

/* Hold the tasklet thread in blocker_fn(). */
static void hold_runner(void)
{
	reinit_completion(&blocker_in);
	reinit_completion(&gate);
	__atomic_store_n(&blocker_done, 0, __ATOMIC_RELEASE);
	tasklet_schedule(&blocker);
	wait_for_completion(&blocker_in);
}

static void release_runner(void)
{
	complete(&gate);
	tasklet_kill(&blocker);
	assert_int_equal(__atomic_load_n(&blocker_done, __ATOMIC_ACQUIRE), 1);
}

static void test_runs_once(void **state)
{
	struct probe p;
	int i;

	(void)state;
	probe_init(&p, 'p');
	hold_runner();
	for (i = 0; i < 5; i++)
		tasklet_schedule(&p.t);
	assert_true(test_bit(TASKLET_STATE_SCHED, &p.t.state));
	assert_int_equal(runs(&p), 0);
	release_runner();
	tasklet_kill(&p.t);
	assert_int_equal(runs(&p), 1);
	assert_false(test_bit(TASKLET_STATE_SCHED, &p.t.state));
	/* Scheduled again after it ran: runs again. */
	tasklet_schedule(&p.t);
	tasklet_kill(&p.t);
	assert_int_equal(runs(&p), 2);
}

static void test_hi_first(void **state)
{
	struct probe n1, n2, h;

	(void)state;
	probe_init(&n1, 'a');
	probe_init(&n2, 'b');
	probe_init(&h, 'H');
	hold_runner();
	order[0] = '\0';
	tasklet_schedule(&n1.t);
	tasklet_hi_schedule(&h.t);
	tasklet_schedule(&n2.t);
	release_runner();
	tasklet_kill(&n1.t);
	tasklet_kill(&n2.t);
	tasklet_kill(&h.t);
	assert_string_equal(order, "Hab");
}

static void test_disabled_stays_pending(void **state)
{
	struct probe d, after;

	(void)state;
	probe_init(&d, 'd');
	probe_init(&after, 'e');
	tasklet_disable(&d.t);
	tasklet_schedule(&d.t);
	tasklet_schedule(&after.t);
	/* @after ran, so the runner has passed @d and kept it. */
	tasklet_kill(&after.t);
	assert_int_equal(runs(&after), 1);
	assert_int_equal(runs(&d), 0);
	assert_true(test_bit(TASKLET_STATE_SCHED, &d.t.state));
	/* Nested disables: runs only when the count is back at 0. */
	tasklet_disable_nosync(&d.t);
	tasklet_enable(&d.t);
	tasklet_schedule(&after.t);
	tasklet_kill(&after.t);
	assert_int_equal(runs(&d), 0);
	tasklet_enable(&d.t);
	tasklet_kill(&d.t);
	assert_int_equal(runs(&d), 1);
}

static void test_kill_disabled_refused(void **state)
{
	struct probe d;

	(void)state;
	probe_init(&d, 'd');
	tasklet_disable(&d.t);
	tasklet_schedule(&d.t);
	log_capture_start();
	tasklet_kill(&d.t);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "tasklet_kill", "disabled", NULL));
	assert_false(test_bit(TASKLET_STATE_SCHED, &d.t.state));
	tasklet_enable(&d.t);
	assert_int_equal(runs(&d), 0);
	/* Unscheduled for good: scheduling works as for a new one. */
	tasklet_schedule(&d.t);
	tasklet_kill(&d.t);
	assert_int_equal(runs(&d), 1);
}

/* tasklet_kill() waits for a run in progress. */
static DECLARE_COMPLETION(slow_in);
static DECLARE_COMPLETION(slow_gate);
static int slow_done;

static void slow_fn(struct tasklet_struct *t)
{
	(void)t;
	complete(&slow_in);
	wait_for_completion(&slow_gate);
	__atomic_store_n(&slow_done, 1, __ATOMIC_RELEASE);
}

static void *open_slow_gate(void *arg)
{
	(void)arg;
	complete(&slow_gate);
	return NULL;
}

static void test_kill_waits_for_run(void **state)
{
	struct tasklet_struct t;
	pthread_t th;

	(void)state;
	tasklet_setup(&t, slow_fn);
	tasklet_schedule(&t);
	wait_for_completion(&slow_in);
	assert_true(test_bit(TASKLET_STATE_RUN, &t.state));
	assert_int_equal(pthread_create(&th, NULL, open_slow_gate, NULL), 0);
	tasklet_kill(&t);
	assert_int_equal(__atomic_load_n(&slow_done, __ATOMIC_ACQUIRE), 1);
	assert_false(test_bit(TASKLET_STATE_RUN, &t.state));
	pthread_join(th, NULL);
}

/* Killing or disabling itself is refused, not a hang. */
static int self_runs;

static void self_fn(struct tasklet_struct *t)
{
	self_runs++;
	tasklet_kill(t);
	tasklet_disable(t);
	tasklet_enable(t);
}

static void test_kill_from_itself_refused(void **state)
{
	struct tasklet_struct t;

	(void)state;
	tasklet_setup(&t, self_fn);
	self_runs = 0;
	log_capture_start();
	tasklet_schedule(&t);
	tasklet_kill(&t);
	log_capture_stop();
	assert_int_equal(self_runs, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "tasklet_kill", "wait for ever",
			    NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "tasklet_unlock_wait", NULL));
}

/* The old form: func(data). */
static unsigned long old_data;

static void old_fn(unsigned long data)
{
	old_data = data;
}

static DECLARE_TASKLET_OLD(old_declared, old_fn);
static DECLARE_TASKLET_DISABLED(disabled_declared, blocker_fn);

static void test_old_form_and_declarations(void **state)
{
	struct tasklet_struct t;

	(void)state;
	tasklet_init(&t, old_fn, 42);
	tasklet_schedule(&t);
	tasklet_kill(&t);
	assert_int_equal(old_data, 42);
	tasklet_schedule(&old_declared);
	tasklet_kill(&old_declared);
	assert_int_equal(old_data, 0);
	assert_int_equal(atomic_read(&disabled_declared.count), 1);
	assert_true(disabled_declared.use_callback);
	assert_false(old_declared.use_callback);
	/* Never scheduled: kill returns at once. */
	tasklet_kill(&disabled_declared);
	/* Harmless where tasklets have a thread. */
	platdev_run_deferred();
}

/* --- stress ---------------------------------------------------------------- */

#define STRESS_TASKLETS 4
#define STRESS_THREADS 4
#define STRESS_ROUNDS 20000

struct stress_tasklet {
	struct tasklet_struct t;
	int inside; /* runs in progress: never above 1 */
	unsigned long runs;
	unsigned long seen; /* schedules seen by the last run */
	unsigned long scheduled; /* schedules made */
};

static struct stress_tasklet stress[STRESS_TASKLETS];

static void stress_fn(struct tasklet_struct *t)
{
	struct stress_tasklet *s = from_tasklet(s, t, t);

	if (__atomic_add_fetch(&s->inside, 1, __ATOMIC_ACQ_REL) != 1)
		violation("tasklet %p runs concurrently with itself",
			  (void *)t);
	s->runs++;
	s->seen = __atomic_load_n(&s->scheduled, __ATOMIC_ACQUIRE);
	__atomic_sub_fetch(&s->inside, 1, __ATOMIC_ACQ_REL);
}

static void *stress_thread(void *arg)
{
	unsigned int seed = (unsigned int)(uintptr_t)arg, i;

	for (i = 0; i < STRESS_ROUNDS; i++) {
		struct stress_tasklet *s;

		seed = seed * 1103515245u + 12345u;
		s = &stress[(seed >> 16) % STRESS_TASKLETS];
		__atomic_add_fetch(&s->scheduled, 1, __ATOMIC_ACQ_REL);
		if (seed & 0x100)
			tasklet_hi_schedule(&s->t);
		else
			tasklet_schedule(&s->t);
		if ((seed & 0xff) == 7) {
			tasklet_disable(&s->t);
			tasklet_enable(&s->t);
		}
	}
	return NULL;
}

static void test_stress(void **state)
{
	pthread_t th[STRESS_THREADS];
	unsigned long total = 0;
	int i;

	(void)state;
	violations_reset();
	for (i = 0; i < STRESS_TASKLETS; i++)
		tasklet_setup(&stress[i].t, stress_fn);
	for (i = 0; i < STRESS_THREADS; i++)
		assert_int_equal(pthread_create(&th[i], NULL, stress_thread,
						(void *)(uintptr_t)(i + 1)),
				 0);
	for (i = 0; i < STRESS_THREADS; i++)
		pthread_join(th[i], NULL);
	for (i = 0; i < STRESS_TASKLETS; i++) {
		/* A schedule after the last run's start gets a run of its own. */
		tasklet_kill(&stress[i].t);
		assert_int_equal(stress[i].seen, stress[i].scheduled);
		assert_true(stress[i].runs >= 1);
		assert_true(stress[i].runs <= stress[i].scheduled);
		total += stress[i].scheduled;
	}
	assert_int_equal(total, STRESS_THREADS * STRESS_ROUNDS);
	assert_no_violations();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_runs_once),
		cmocka_unit_test(test_hi_first),
		cmocka_unit_test(test_disabled_stays_pending),
		cmocka_unit_test(test_kill_disabled_refused),
		cmocka_unit_test(test_kill_waits_for_run),
		cmocka_unit_test(test_kill_from_itself_refused),
		cmocka_unit_test(test_old_form_and_declarations),
		cmocka_unit_test(test_stress),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
