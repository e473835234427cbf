// SPDX-License-Identifier: MIT
/*
 * test_workqueue.c - linux/workqueue.h on the POSIX port: queueing with
 * Linux's return values, flush and cancel (the _sync forms waiting for a
 * running item, and refusing from inside it), a self-requeueing item that
 * cancel_work_sync() stops, delayed work, and queues of one's own.
 */
#include <pthread.h>

#include <linux/completion.h>
#include <linux/jiffies.h>
#include <linux/slab.h>
#include <linux/workqueue.h>

#include "testutil.h"

struct probe_work {
	struct work_struct work;
	struct delayed_work dwork;
	struct completion entered;
	struct completion done;
	struct completion *gate;
	int runs;
	int requeue; /* times left to queue itself again */
	bool cancel_self;
	bool cancel_ret;
	int *next_order;
	int order;
};

static void probe_run(struct probe_work *p, struct work_struct *work)
{
	p->runs++;
	if (p->next_order)
		p->order = (*p->next_order)++;
	complete(&p->entered);
	if (p->gate)
		wait_for_completion(p->gate);
	if (p->cancel_self)
		p->cancel_ret = cancel_work_sync(work);
	if (p->requeue && p->requeue--)
		schedule_work(work);
	complete(&p->done);
}

static void probe_fn(struct work_struct *work)
{
	probe_run(container_of(work, struct probe_work, work), work);
}

static void probe_delayed_fn(struct work_struct *work)
{
	probe_run(container_of(to_delayed_work(work), struct probe_work, dwork),
		  work);
}

static void probe_init(struct probe_work *p)
{
	memset(p, 0, sizeof(*p));
	INIT_WORK(&p->work, probe_fn);
	INIT_DELAYED_WORK(&p->dwork, probe_delayed_fn);
	init_completion(&p->entered);
	init_completion(&p->done);
}

static void test_runs_once_per_queueing(void **state)
{
	DECLARE_COMPLETION(gate);
	struct probe_work blocker, p;

	(void)state;
	probe_init(&blocker);
	probe_init(&p);
	blocker.gate = &gate;
	/* Hold the worker so that @p stays pending. */
	assert_true(schedule_work(&blocker.work));
	wait_for_completion(&blocker.entered);
	assert_false(work_pending(&blocker.work)); /* running, not pending */
	assert_true(schedule_work(&p.work));
	assert_true(work_pending(&p.work));
	assert_false(schedule_work(&p.work));
	assert_false(queue_work(system_long_wq, &p.work));
	complete(&gate);
	/* Whether it still had to wait depends on the worker's pace. */
	flush_work(&p.work);
	assert_int_equal(p.runs, 1);
	assert_false(work_pending(&p.work));
	assert_false(flush_work(&p.work)); /* idle: nothing to wait for */
	flush_scheduled_work();
	assert_int_equal(blocker.runs, 1);
}

static void test_cancel_pending(void **state)
{
	DECLARE_COMPLETION(gate);
	struct probe_work blocker, p;

	(void)state;
	probe_init(&blocker);
	probe_init(&p);
	blocker.gate = &gate;
	schedule_work(&blocker.work);
	wait_for_completion(&blocker.entered);
	schedule_work(&p.work);
	assert_true(cancel_work_sync(&p.work));
	assert_false(cancel_work_sync(&p.work));
	schedule_work(&p.work);
	assert_true(cancel_work(&p.work));
	complete(&gate);
	flush_work(&blocker.work);
	flush_scheduled_work();
	assert_int_equal(p.runs, 0);
	/* Cancelled items queue again normally. */
	assert_true(schedule_work(&p.work));
	flush_work(&p.work);
	assert_int_equal(p.runs, 1);
}

struct canceller {
	struct work_struct *work;
	struct probe_work *p;
	bool ret;
	bool finished_first;
};

static void *cancel_in_thread(void *arg)
{
	struct canceller *c = arg;

	c->ret = cancel_work_sync(c->work);
	c->finished_first = completion_done(&c->p->done);
	return NULL;
}

static void test_cancel_sync_waits_for_running(void **state)
{
	DECLARE_COMPLETION(gate);
	struct probe_work p;
	struct canceller c;
	pthread_t thread;

	(void)state;
	probe_init(&p);
	p.gate = &gate;
	c = (struct canceller){ .work = &p.work, .p = &p };
	schedule_work(&p.work);
	wait_for_completion(&p.entered);
	assert_int_equal(pthread_create(&thread, NULL, cancel_in_thread, &c),
			 0);
	complete(&gate);
	assert_int_equal(pthread_join(thread, NULL), 0);
	assert_false(c.ret); /* running, not pending */
	assert_true(c.finished_first);
}

static void test_cancel_sync_stops_requeueing(void **state)
{
	struct probe_work p;

	(void)state;
	probe_init(&p);
	p.requeue = 1000000;
	schedule_work(&p.work);
	wait_for_completion(&p.entered);
	cancel_work_sync(&p.work);
	assert_false(work_pending(&p.work));
	{
		int runs = p.runs;

		flush_scheduled_work();
		assert_int_equal(p.runs, runs);
	}
	assert_true(p.requeue > 0);
}

static void test_cancel_sync_from_itself_refused(void **state)
{
	struct probe_work p;

	(void)state;
	probe_init(&p);
	p.cancel_self = true;
	log_capture_start();
	schedule_work(&p.work);
	wait_for_completion(&p.done);
	flush_scheduled_work();
	log_capture_stop();
	assert_int_equal(p.runs, 1);
	assert_false(p.cancel_ret);
	assert_true(log_has(PLATDEV_LOG_ERR, "cancel_work_sync", "same queue",
			    NULL));
}

struct flusher {
	struct work_struct work;
	struct work_struct *target;
	bool flushed;
	struct completion go;
	struct completion done;
};

static void flush_other(struct work_struct *work)
{
	struct flusher *f = container_of(work, struct flusher, work);

	wait_for_completion(&f->go);
	f->flushed = flush_work(f->target);
	complete(&f->done);
}

/*
 * An item flushing another one queued behind it on the same queue would
 * wait for ever (items of a queue run one at a time): refused, and both
 * still run.
 */
static void test_flush_behind_self_refused(void **state)
{
	struct probe_work p;
	struct flusher f;

	(void)state;
	probe_init(&p);
	memset(&f, 0, sizeof(f));
	INIT_WORK(&f.work, flush_other);
	f.target = &p.work;
	init_completion(&f.go);
	init_completion(&f.done);
	log_capture_start();
	schedule_work(&f.work);
	schedule_work(&p.work); /* behind @f, which waits for it */
	complete(&f.go);
	wait_for_completion(&f.done);
	flush_work(&p.work);
	log_capture_stop();
	assert_int_equal(p.runs, 1);
	/* Refused only when @p was still queued behind it. */
	if (!f.flushed)
		assert_true(log_has(PLATDEV_LOG_ERR, "flush_work", "same queue",
				    NULL));
}

static void test_delayed_work(void **state)
{
	struct probe_work p;

	(void)state;
	probe_init(&p);
	assert_true(schedule_delayed_work(&p.dwork, 60 * HZ));
	assert_true(delayed_work_pending(&p.dwork));
	assert_false(schedule_delayed_work(&p.dwork, 1));
	/* Pending, so mod_delayed_work() says so and shortens the delay. */
	assert_true(mod_delayed_work(system_wq, &p.dwork, 1));
	wait_for_completion(&p.done);
	flush_delayed_work(&p.dwork);
	assert_int_equal(p.runs, 1);

	/* Cancelled while its timer is armed: never runs. */
	assert_true(schedule_delayed_work(&p.dwork, 60 * HZ));
	assert_true(cancel_delayed_work_sync(&p.dwork));
	assert_false(cancel_delayed_work_sync(&p.dwork));
	assert_true(schedule_delayed_work(&p.dwork, 60 * HZ));
	assert_true(cancel_delayed_work(&p.dwork));
	assert_int_equal(p.runs, 1);

	/* mod_delayed_work() brings a far one forward to now. */
	reinit_completion(&p.done);
	assert_false(mod_delayed_work(system_wq, &p.dwork, 60 * HZ));
	assert_true(mod_delayed_work(system_wq, &p.dwork, 0));
	wait_for_completion(&p.done);
	assert_int_equal(p.runs, 2);

	/* flush_delayed_work() runs an armed one now. */
	assert_true(schedule_delayed_work(&p.dwork, 60 * HZ));
	assert_true(flush_delayed_work(&p.dwork));
	assert_int_equal(p.runs, 3);
	assert_false(delayed_work_pending(&p.dwork));
}

static void test_own_queue(void **state)
{
	struct workqueue_struct *wq;
	struct probe_work p[3];
	int i, next = 1;

	(void)state;
	wq = alloc_workqueue("test-%d", WQ_UNBOUND, 0, 7);
	assert_non_null(wq);
	for (i = 0; i < 3; i++) {
		probe_init(&p[i]);
		p[i].next_order = &next;
		assert_true(queue_work(wq, &p[i].work));
	}
	flush_workqueue(wq);
	for (i = 0; i < 3; i++)
		assert_int_equal(p[i].order, i + 1); /* in queueing order */
	for (i = 0; i < 3; i++)
		queue_work(wq, &p[i].work);
	/* Destroying runs what is queued, then stops the worker. */
	destroy_workqueue(wq);
	for (i = 0; i < 3; i++)
		assert_int_equal(p[i].runs, 2);

	wq = create_singlethread_workqueue("other");
	assert_non_null(wq);
	destroy_workqueue(wq); /* never used: no worker to stop */
}

static void test_alloc_workqueue_out_of_memory(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_null(alloc_workqueue("a", 0, 0));
	platdev_port_fail_alloc_after(1, 0);
	assert_null(alloc_workqueue("b", 0, 0)); /* its name */
	platdev_port_fail_alloc_after(-1, 0);
}

struct self_freeing {
	struct work_struct work;
	struct completion *done;
};

static void free_self(struct work_struct *work)
{
	struct self_freeing *s = container_of(work, struct self_freeing, work);
	struct completion *done = s->done;

	kfree(s);
	complete(done);
}

static void test_work_frees_itself(void **state)
{
	DECLARE_COMPLETION(done);
	struct self_freeing *s = kzalloc(sizeof(*s), GFP_KERNEL);

	(void)state;
	assert_non_null(s);
	INIT_WORK(&s->work, free_self);
	s->done = &done;
	schedule_work(&s->work);
	wait_for_completion(&done);
	flush_scheduled_work();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_runs_once_per_queueing),
		cmocka_unit_test(test_cancel_pending),
		cmocka_unit_test(test_cancel_sync_waits_for_running),
		cmocka_unit_test(test_cancel_sync_stops_requeueing),
		cmocka_unit_test(test_cancel_sync_from_itself_refused),
		cmocka_unit_test(test_flush_behind_self_refused),
		cmocka_unit_test(test_delayed_work),
		cmocka_unit_test(test_own_queue),
		cmocka_unit_test(test_alloc_workqueue_out_of_memory),
		cmocka_unit_test(test_work_frees_itself),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
