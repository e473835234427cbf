// SPDX-License-Identifier: MIT
/*
 * test_stress_runtime_pm.c - runtime PM across threads: several threads
 * take and drop usage counts of one child device (get_sync, then a put
 * with autosuspend, a synchronous put or an asynchronous one) while the
 * autosuspend timer and the work queue suspend it behind them, and its
 * parent follows. Invariants checked in the callbacks: a device is never
 * used while suspended (a thread holding a count sees it active), the
 * child is never resumed while its parent is suspended, callbacks of one
 * device never overlap; at the end every resume has its suspend.
 *
 * No sleeping: the autosuspend delay is 1 ms of the port's real clock, so
 * the timer fires while the threads run. Labelled "stress": it runs under
 * TSan too.
 */
#include <pthread.h>

#include <linux/platform_device.h>
#include <linux/pm_runtime.h>
#include <linux/workqueue.h>

#include "testutil.h"

#define THREADS 4
#define ROUNDS 2000

static struct platform_device *parent, *child;
static int active[2], in_callback[2], resumes[2], suspends[2];

static int index_of(struct device *dev)
{
	return dev == &child->dev;
}

static int s_suspend(struct device *dev)
{
	int i = index_of(dev);

	if (__atomic_add_fetch(&in_callback[i], 1, __ATOMIC_ACQ_REL) != 1)
		violation("callbacks of %s overlap", dev_name(dev));
	if (i == 0 && __atomic_load_n(&active[1], __ATOMIC_ACQUIRE))
		violation("parent suspended under an active child");
	__atomic_store_n(&active[i], 0, __ATOMIC_RELEASE);
	__atomic_add_fetch(&suspends[i], 1, __ATOMIC_RELAXED);
	__atomic_sub_fetch(&in_callback[i], 1, __ATOMIC_ACQ_REL);
	return 0;
}

static int s_resume(struct device *dev)
{
	int i = index_of(dev);

	if (__atomic_add_fetch(&in_callback[i], 1, __ATOMIC_ACQ_REL) != 1)
		violation("callbacks of %s overlap", dev_name(dev));
	if (i == 1 && !__atomic_load_n(&active[0], __ATOMIC_ACQUIRE))
		violation("child resumed under a suspended parent");
	__atomic_store_n(&active[i], 1, __ATOMIC_RELEASE);
	__atomic_add_fetch(&resumes[i], 1, __ATOMIC_RELAXED);
	__atomic_sub_fetch(&in_callback[i], 1, __ATOMIC_ACQ_REL);
	return 0;
}

static const struct dev_pm_ops s_pm = { RUNTIME_PM_OPS(s_suspend, s_resume,
						       NULL) };

static int s_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static struct platform_driver s_driver = {
	.probe = s_probe,
	.driver = { .name = "rpm-stress", .pm = &s_pm },
};

static void *user(void *arg)
{
	long seed = (long)arg;
	int n;

	for (n = 0; n < ROUNDS; n++) {
		int ret = pm_runtime_resume_and_get(&child->dev);

		if (ret) {
			violation("resume_and_get returned %d", ret);
			break;
		}
		if (!__atomic_load_n(&active[1], __ATOMIC_ACQUIRE))
			violation("in use while suspended");
		pm_runtime_mark_last_busy(&child->dev);
		switch ((seed + n) % 3) {
		case 0:
			ret = pm_runtime_put_autosuspend(&child->dev);
			break;
		case 1:
			ret = pm_runtime_put_sync(&child->dev);
			break;
		default:
			ret = pm_runtime_put(&child->dev);
			break;
		}
		/* -EAGAIN, -EBUSY, -EINPROGRESS: another thread is at it. */
		if (ret < 0 && ret != -EAGAIN && ret != -EBUSY &&
		    ret != -EINPROGRESS)
			violation("put returned %d", ret);
	}
	return NULL;
}

static void test_threads(void **state)
{
	pthread_t threads[THREADS];
	long i;

	(void)state;
	assert_int_equal(platform_driver_register(&s_driver), 0);
	parent = platform_device_alloc("rpm-stress", 0);
	assert_int_equal(platform_device_add(parent), 0);
	child = platform_device_alloc("rpm-stress", 1);
	child->dev.parent = &parent->dev;
	assert_int_equal(platform_device_add(child), 0);
	pm_runtime_enable(&parent->dev);
	pm_runtime_set_autosuspend_delay(&child->dev, 1);
	pm_runtime_use_autosuspend(&child->dev);
	pm_runtime_enable(&child->dev);

	for (i = 0; i < THREADS; i++)
		assert_int_equal(
			pthread_create(&threads[i], NULL, user, (void *)i), 0);
	for (i = 0; i < THREADS; i++)
		pthread_join(threads[i], NULL);
	assert_no_violations();

	/* Let it settle: suspend now, the parent after it. */
	pm_runtime_dont_use_autosuspend(&child->dev);
	flush_workqueue(system_wq);
	pm_runtime_suspend(&child->dev);
	flush_workqueue(system_wq);
	assert_true(pm_runtime_status_suspended(&child->dev));
	assert_true(pm_runtime_status_suspended(&parent->dev));
	assert_int_equal(resumes[1], suspends[1]);
	assert_int_equal(resumes[0], suspends[0]);
	assert_true(resumes[1] > 0);
	pm_runtime_disable(&child->dev);
	pm_runtime_disable(&parent->dev);
	platform_device_unregister(child);
	platform_device_unregister(parent);
	platform_driver_unregister(&s_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
