// SPDX-License-Identifier: MIT
/*
 * test_wakeup.c - devices that may wake the system (linux/pm_wakeup.h)
 * and wake IRQs (linux/pm_wakeirq.h): capable versus enabled, Linux's
 * return codes (-EINVAL for a device that is not capable, -EEXIST when
 * enabled twice), wakeup-source counters for plain, timed and hard events
 * and stay-awake/relax, the list of registered sources, wakeup disabled
 * at device_del() and everything freed with the device, wake IRQs armed
 * around the noirq phase of a system sleep, and allocation failure.
 */
#include <linux/delay.h>
#include <linux/interrupt.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/pm_wakeirq.h>
#include <linux/pm_wakeup.h>
#include <platdev/port.h>
#include <platdev/time.h>

#include "testutil.h"

static struct platform_device *new_dev(const char *name)
{
	struct platform_device *pdev =
		platform_device_register_simple(name, -1, NULL, 0);

	assert_false(IS_ERR_OR_NULL(pdev));
	return pdev;
}

/* Whether @ws is on the list of registered sources. */
static bool registered(struct wakeup_source *ws)
{
	struct wakeup_source *it;
	bool found = false;
	int idx = wakeup_sources_read_lock();

	for_each_wakeup_source(it) if (it == ws) found = true;
	wakeup_sources_read_unlock(idx);
	return found;
}

static void test_not_capable(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_dev("wk-none");
	struct device *dev = &pdev->dev;

	(void)state;
	assert_false(device_can_wakeup(dev));
	assert_false(device_may_wakeup(dev));
	assert_int_equal(device_wakeup_enable(dev), -EINVAL);
	assert_int_equal(device_set_wakeup_enable(dev, true), -EINVAL);
	assert_int_equal(device_wakeup_enable(NULL), -EINVAL);
	assert_false(device_may_wakeup(dev));
	assert_null(platdev_device_wakeup_source(dev));
	/* Events of a device without a source are ignored. */
	pm_wakeup_event(dev, 0);
	pm_stay_awake(dev);
	pm_relax(dev);
	device_wakeup_disable(dev);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_capable_and_enabled(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_dev("wk-dev");
	struct device *dev = &pdev->dev;
	struct wakeup_source *ws;

	(void)state;
	device_set_wakeup_capable(dev, true);
	assert_true(device_can_wakeup(dev));
	assert_false(device_may_wakeup(dev)); /* capable, not enabled */
	assert_int_equal(device_wakeup_enable(dev), 0);
	assert_true(device_may_wakeup(dev));
	ws = platdev_device_wakeup_source(dev);
	assert_non_null(ws);
	assert_string_equal(ws->name, "wk-dev");
	assert_true(registered(ws));
	assert_int_equal(device_wakeup_enable(dev), -EEXIST);
	assert_ptr_equal(platdev_device_wakeup_source(dev), ws);

	assert_int_equal(device_set_wakeup_enable(dev, false), 0);
	assert_true(device_can_wakeup(dev));
	assert_false(device_may_wakeup(dev));
	assert_null(platdev_device_wakeup_source(dev));
	assert_int_equal(device_set_wakeup_enable(dev, true), 0);
	assert_true(device_may_wakeup(dev));

	assert_int_equal(device_init_wakeup(dev, false), 0);
	assert_false(device_can_wakeup(dev));
	assert_false(device_may_wakeup(dev));
	assert_int_equal(device_init_wakeup(dev, true), 0);
	assert_true(device_can_wakeup(dev));
	assert_true(device_may_wakeup(dev));
	/* Incapable again: not allowed to wake, whatever is enabled. */
	device_set_wakeup_capable(dev, false);
	assert_false(device_may_wakeup(dev));

	assert_false(device_wakeup_path(dev));
	device_set_wakeup_path(dev);
	assert_true(device_wakeup_path(dev));
	assert_true(device_awake_path(dev));

	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_wakeup_events(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = new_dev("wk-ev");
	struct device *dev = &pdev->dev;
	struct wakeup_source *ws;

	(void)state;
	assert_int_equal(device_init_wakeup(dev, true), 0);
	ws = platdev_device_wakeup_source(dev);
	assert_int_equal(ws->event_count, 0);

	pm_wakeup_event(dev, 0); /* begins and ends at once */
	assert_int_equal(ws->event_count, 1);
	assert_int_equal(ws->active_count, 1);
	assert_int_equal(ws->relax_count, 1);
	assert_false(ws->active);
	assert_int_equal(ws->wakeup_count, 0);

	pm_stay_awake(dev);
	assert_true(ws->active);
	assert_int_equal(ws->event_count, 2);
	pm_stay_awake(dev); /* an event; still one active period */
	assert_int_equal(ws->event_count, 3);
	assert_int_equal(ws->active_count, 2);
	pm_relax(dev);
	assert_false(ws->active);
	assert_int_equal(ws->relax_count, 2);
	pm_relax(dev); /* not active: nothing */
	assert_int_equal(ws->relax_count, 2);

	pm_wakeup_hard_event(dev);
	assert_int_equal(ws->wakeup_count, 1);
	assert_int_equal(ws->event_count, 4);

	/* The same calls on the source itself; NULL is ignored. */
	__pm_stay_awake(ws);
	__pm_relax(ws);
	__pm_wakeup_event(ws, 0);
	assert_int_equal(ws->event_count, 6);
	__pm_stay_awake(NULL);
	__pm_relax(NULL);
	pm_wakeup_ws_event(NULL, 10, true);

	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void noop_timer(struct timer_list *t)
{
	(void)t;
}

static void test_timed_event(void **state)
{
	struct platform_device *pdev;
	struct timer_list warm;
	struct wakeup_source *ws;
	struct device *dev;
	unsigned long live;

	(void)state;
	/* The timer thread, started by the first timer, stays: start it. */
	timer_setup(&warm, noop_timer, 0);
	mod_timer(&warm, jiffies + 1000);
	del_timer_sync(&warm);
	live = live_allocs();
	pdev = new_dev("wk-timed");
	dev = &pdev->dev;
	virtual_time_use(1000 * NSEC_PER_SEC);
	assert_int_equal(device_init_wakeup(dev, true), 0);
	ws = platdev_device_wakeup_source(dev);

	pm_wakeup_event(dev, 1000);
	assert_true(ws->active);
	msleep(500);
	assert_true(ws->active);
	pm_wakeup_event(dev, 200); /* ends sooner: the later end stays */
	assert_int_equal(ws->active_count, 1);
	msleep(600);
	assert_false(ws->active);
	assert_int_equal(ws->expire_count, 1);
	assert_int_equal(ws->relax_count, 1);
	assert_int_equal(ws->event_count, 2);

	/* pm_stay_awake() holds it past a timed event's end. */
	pm_wakeup_event(dev, 100);
	pm_stay_awake(dev);
	msleep(300);
	assert_true(ws->active);
	pm_relax(dev);
	assert_false(ws->active);
	assert_int_equal(ws->expire_count, 1);

	/* An event still timed when the device goes: its timer goes too. */
	pm_wakeup_event(dev, 1000);
	platform_device_unregister(pdev);
	platdev_time_use(NULL, NULL);
	assert_int_equal(live_allocs(), live);
}

static void test_del_disables(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev = platform_device_alloc("wk-del", -1);
	struct device *dev = &pdev->dev;
	struct wakeup_source *ws;

	(void)state;
	assert_non_null(pdev);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_int_equal(device_init_wakeup(dev, true), 0);
	ws = platdev_device_wakeup_source(dev);
	assert_true(registered(ws));
	get_device(dev);
	platform_device_del(pdev);
	/* device_del() disabled wakeup; the device still says it can. */
	assert_false(device_may_wakeup(dev));
	assert_true(device_can_wakeup(dev));
	assert_null(platdev_device_wakeup_source(dev));
	put_device(dev);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);

	/* Never added: the release frees the source. */
	pdev = platform_device_alloc("wk-never", -1);
	assert_non_null(pdev);
	assert_int_equal(device_init_wakeup(&pdev->dev, true), 0);
	assert_int_equal(dev_pm_set_wake_irq(&pdev->dev, 7), 0);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_source_api(void **state)
{
	unsigned long live = live_allocs();
	struct wakeup_source *a, *b;

	(void)state;
	a = wakeup_source_register(NULL, "wk-a");
	b = wakeup_source_register(NULL, "wk-b");
	assert_non_null(a);
	assert_non_null(b);
	assert_true(registered(a));
	assert_true(registered(b));
	assert_int_not_equal(a->id, b->id);
	wakeup_source_remove(a);
	assert_false(registered(a));
	wakeup_source_destroy(a);
	wakeup_source_unregister(b);
	wakeup_source_unregister(NULL);
	assert_int_equal(live_allocs(), live);
}

/* --- wake IRQs ------------------------------------------------------------ */

static int wake_calls[2];
static int wake_ret;

static int chip_set_wake(struct irq_data *d, unsigned int on)
{
	(void)d;
	wake_calls[!!on]++;
	return wake_ret;
}

static const struct irq_chip wake_chip = {
	.name = "wake",
	.irq_set_wake = chip_set_wake,
};

static int wk_map(struct irq_domain *d, unsigned int virq, irq_hw_number_t hw)
{
	(void)d;
	(void)hw;
	irq_set_chip_and_handler(virq, &wake_chip, handle_simple_irq);
	return 0;
}

static const struct irq_domain_ops wk_ops = { .map = wk_map };

/*
 * No count of live allocations here: a system sleep may start the
 * driver core's threads, whose start blocks are freed by the new thread
 * whenever it runs (ASan's leak check covers this test).
 */
static void test_wake_irq(void **state)
{
	struct device_node node = { .name = "wkc", .full_name = "wkc" };
	struct platform_device *pdev = new_dev("wk-irq");
	struct platform_device *other = new_dev("wk-irq2");
	struct device *dev = &pdev->dev;
	struct irq_domain *d;
	unsigned int virq, virq2;

	(void)state;
	d = irq_domain_add_linear(&node, 4, &wk_ops, NULL);
	assert_non_null(d);
	virq = irq_create_mapping(d, 1);
	virq2 = irq_create_mapping(d, 2);
	assert_true(virq > 0 && virq2 > 0);

	assert_int_equal(dev_pm_set_wake_irq(dev, -1), -EINVAL);
	assert_int_equal(dev_pm_set_wake_irq(NULL, 3), -EINVAL);
	assert_int_equal(platdev_wake_irq(dev), -ENOENT);
	assert_int_equal(dev_pm_set_wake_irq(dev, virq), 0);
	assert_int_equal(dev_pm_set_wake_irq(dev, virq), -EEXIST);
	assert_int_equal(platdev_wake_irq(dev), (int)virq);
	/* The other device has a wake IRQ but may not wake up. */
	assert_int_equal(dev_pm_set_wake_irq(&other->dev, virq2), 0);
	assert_int_equal(device_init_wakeup(dev, true), 0);

	wake_calls[0] = wake_calls[1] = 0;
	assert_int_equal(dpm_suspend_start(PMSG_SUSPEND), 0);
	assert_int_equal(wake_calls[1], 0); /* not before noirq */
	assert_int_equal(dpm_suspend_end(PMSG_SUSPEND), 0);
	assert_int_equal(wake_calls[1], 1);
	assert_int_equal(wake_calls[0], 0);
	dpm_resume_start(PMSG_RESUME);
	assert_int_equal(wake_calls[0], 1);
	dpm_resume_end(PMSG_RESUME);

	/* Wakeup disabled: not armed. */
	assert_int_equal(device_set_wakeup_enable(dev, false), 0);
	assert_int_equal(dpm_suspend_start(PMSG_SUSPEND), 0);
	assert_int_equal(dpm_suspend_end(PMSG_SUSPEND), 0);
	dpm_resume_start(PMSG_RESUME);
	dpm_resume_end(PMSG_RESUME);
	assert_int_equal(wake_calls[1], 1);

	dev_pm_clear_wake_irq(dev);
	assert_int_equal(platdev_wake_irq(dev), -ENOENT);
	dev_pm_clear_wake_irq(dev); /* none: nothing */
	platform_device_unregister(pdev);
	platform_device_unregister(other);
	irq_dispose_mapping(virq);
	irq_dispose_mapping(virq2);
	irq_domain_remove(d);
}

static int devm_probe(struct platform_device *pdev)
{
	int ret = device_init_wakeup(&pdev->dev, true);

	return ret ? ret : devm_pm_set_wake_irq(&pdev->dev, 9);
}

static struct platform_driver devm_driver = {
	.probe = devm_probe,
	.driver = { .name = "wk-devm" },
};

static void test_devm_wake_irq(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(platform_driver_register(&devm_driver), 0);
	pdev = new_dev("wk-devm");
	assert_non_null(pdev->dev.driver);
	assert_int_equal(platdev_wake_irq(&pdev->dev), 9);
	assert_true(device_may_wakeup(&pdev->dev));
	platform_driver_unregister(&devm_driver);
	/* Unbound: the managed wake IRQ is cleared. */
	assert_int_equal(platdev_wake_irq(&pdev->dev), -ENOENT);
	platform_device_unregister(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_alloc_failure(void **state)
{
	unsigned long live;
	struct platform_device *pdev = new_dev("wk-fail");
	struct device *dev = &pdev->dev;
	int n, ret;

	(void)state;
	live = live_allocs();
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		ret = device_init_wakeup(dev, true);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, n == 0 ? -EINVAL : -ENOMEM);
		assert_false(device_may_wakeup(dev));
		assert_null(platdev_device_wakeup_source(dev));
	}
	assert_true(n > 1);
	assert_true(device_may_wakeup(dev));
	assert_int_equal(device_init_wakeup(dev, false), 0);

	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(dev_pm_set_wake_irq(dev, 3), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(platdev_wake_irq(dev), -ENOENT);

	platdev_port_fail_alloc_after(0, 0);
	assert_null(wakeup_source_create("x"));
	platdev_port_fail_alloc_after(1, 0);
	assert_null(wakeup_source_register(NULL, "x"));
	platdev_port_fail_alloc_after(-1, 0);
	platform_device_unregister(pdev);
	(void)live;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_not_capable),
		cmocka_unit_test(test_capable_and_enabled),
		cmocka_unit_test(test_wakeup_events),
		cmocka_unit_test(test_timed_event),
		cmocka_unit_test(test_del_disables),
		cmocka_unit_test(test_source_api),
		cmocka_unit_test(test_wake_irq),
		cmocka_unit_test(test_devm_wake_irq),
		cmocka_unit_test(test_alloc_failure),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
