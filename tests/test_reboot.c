// SPDX-License-Identifier: MIT
/*
 * test_reboot.c - notifier chains (linux/notifier.h) and restart,
 * power-off and halt (linux/reboot.h): each sequence's order (reboot
 * notifiers, device shutdown, the prepare handlers, the handlers by
 * priority until NOTIFY_STOP, pm_power_off at the default priority, the
 * application's final act), sys-off registration errors (-EINVAL, -EBUSY,
 * -ENOMEM), devm handlers that see their device and go at unbind.
 */
#include <linux/notifier.h>
#include <linux/platform_device.h>
#include <linux/reboot.h>
#include <platdev/bind.h>
#include <platdev/port.h>
#include <platdev/reboot.h>

#include "testutil.h"

static unsigned long allocs_before;

static int setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	allocs_before = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return live_allocs() == allocs_before ? 0 : -1;
}

/* ---- notifier chains ---- */

static int note(struct notifier_block *nb, unsigned long action, void *data)
{
	ev("%d:%lu%s;", nb->priority, action, data ? (char *)data : "");
	return nb->priority == 99 ? NOTIFY_STOP : NOTIFY_OK;
}

static void test_chains(void **state)
{
	static BLOCKING_NOTIFIER_HEAD(bh);
	static ATOMIC_NOTIFIER_HEAD(ah);
	RAW_NOTIFIER_HEAD(rh);
	struct notifier_block a = { .notifier_call = note, .priority = 1 };
	struct notifier_block b = { .notifier_call = note, .priority = 5 };
	struct notifier_block c = { .notifier_call = note, .priority = 1 };
	struct notifier_block stop = { .notifier_call = note, .priority = 99 };

	(void)state;
	assert_int_equal(blocking_notifier_call_chain(&bh, 0, NULL),
			 NOTIFY_DONE);
	assert_int_equal(blocking_notifier_chain_register(&bh, &a), 0);
	assert_int_equal(blocking_notifier_chain_register(&bh, &b), 0);
	assert_int_equal(blocking_notifier_chain_register(&bh, &a), -EEXIST);
	assert_int_equal(blocking_notifier_chain_register_unique_prio(&bh, &c),
			 -EBUSY);
	assert_int_equal(blocking_notifier_chain_register(&bh, &c), 0);
	assert_int_equal(blocking_notifier_call_chain(&bh, 7, "x"), NOTIFY_OK);
	assert_string_equal(test_events, "5:7x;1:7x;1:7x;");
	assert_int_equal(blocking_notifier_chain_unregister(&bh, &c), 0);
	assert_int_equal(blocking_notifier_chain_unregister(&bh, &c), -ENOENT);

	test_events[0] = '\0';
	assert_true(atomic_notifier_call_chain_is_empty(&ah));
	atomic_notifier_chain_register(&ah, &a);
	atomic_notifier_chain_register(&ah, &stop);
	assert_int_equal(atomic_notifier_call_chain(&ah, 2, NULL), NOTIFY_STOP);
	assert_string_equal(test_events, "99:2;");
	assert_int_equal(atomic_notifier_chain_unregister(&ah, &stop), 0);
	assert_int_equal(atomic_notifier_chain_unregister(&ah, &a), 0);
	assert_int_equal(atomic_notifier_chain_unregister(&ah, &a), -ENOENT);

	test_events[0] = '\0';
	assert_int_equal(raw_notifier_chain_register(&rh, &b), 0);
	assert_int_equal(raw_notifier_chain_register(&rh, &a), 0);
	raw_notifier_call_chain(&rh, 3, NULL);
	assert_string_equal(test_events, "5:3;1:3;");
	assert_int_equal(raw_notifier_chain_unregister(&rh, &a), 0);
	assert_int_equal(raw_notifier_chain_unregister(&rh, &a), -ENOENT);

	assert_int_equal(notifier_to_errno(notifier_from_errno(-EIO)), -EIO);
	assert_int_equal(notifier_from_errno(0), NOTIFY_OK);
	assert_int_equal(notifier_to_errno(NOTIFY_OK), 0);
	assert_true(notifier_from_errno(-EIO) & NOTIFY_STOP_MASK);
}

/* ---- the sequences ---- */

static int on_reboot(struct notifier_block *nb, unsigned long action,
		     void *data)
{
	(void)nb;
	ev("notifier %lu %s;", action, data ? (char *)data : "-");
	return NOTIFY_DONE;
}

static int on_restart(struct notifier_block *nb, unsigned long mode, void *cmd)
{
	ev("restart %d mode %lu %s;", nb->priority, mode,
	   cmd ? (char *)cmd : "-");
	return nb->priority == 250 ? NOTIFY_STOP : NOTIFY_DONE;
}

static int sys_off(struct sys_off_data *data)
{
	ev("sys-off %s mode %d%s%s;", (char *)data->cb_data, data->mode,
	   data->cmd ? " " : "", data->cmd ? data->cmd : "");
	return NOTIFY_DONE;
}

static void legacy_power_off(void)
{
	ev("pm_power_off;");
}

static void platform_power_off(void)
{
	ev("platform;");
}

static void final_restart(const char *cmd)
{
	ev("final restart %s;", cmd ? cmd : "-");
}

static void final_power_off(void)
{
	ev("final power-off;");
}

static void final_halt(void)
{
	ev("final halt;");
}

static const struct platdev_machine_ops machine = {
	.restart = final_restart,
	.power_off = final_power_off,
	.halt = final_halt,
};

static void s_shutdown(struct platform_device *pdev)
{
	ev("shutdown %s;", dev_name(&pdev->dev));
}

static int s_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static struct platform_driver shut_driver = {
	.probe = s_probe,
	.shutdown = s_shutdown,
	.driver = { .name = "shut" },
};

static struct notifier_block reboot_nb = { .notifier_call = on_reboot };
static struct notifier_block restart_low = { .notifier_call = on_restart,
					     .priority = 0 };
static struct notifier_block restart_default = { .notifier_call = on_restart,
						 .priority = 128 };

static void test_restart_order(void **state)
{
	struct platform_device *pdev;
	struct sys_off_handler *prep, *high;

	(void)state;
	assert_int_equal(platform_driver_register(&shut_driver), 0);
	pdev = platform_device_register_simple("shut", -1, NULL, 0);
	assert_int_equal(register_reboot_notifier(&reboot_nb), 0);
	assert_int_equal(register_reboot_notifier(&reboot_nb), -EEXIST);
	assert_int_equal(register_restart_handler(&restart_low), 0);
	assert_int_equal(register_restart_handler(&restart_default), 0);
	prep = register_sys_off_handler(SYS_OFF_MODE_RESTART_PREPARE,
					SYS_OFF_PRIO_DEFAULT, sys_off, "prep");
	high = register_sys_off_handler(SYS_OFF_MODE_RESTART, SYS_OFF_PRIO_HIGH,
					sys_off, "high");
	assert_false(IS_ERR(prep));
	assert_false(IS_ERR(high));

	kernel_restart("bootloader");
	assert_string_equal(test_events, "notifier 1 bootloader;shutdown shut;"
					 "sys-off prep mode 0;"
					 "sys-off high mode 0 bootloader;"
					 "restart 128 mode 0 bootloader;"
					 "restart 0 mode 0 bootloader;");
	device_unblock_probing();

	/* The final act runs last; NOTIFY_STOP ends the handlers. */
	test_events[0] = '\0';
	restart_default.priority = 250;
	unregister_restart_handler(&restart_default);
	register_restart_handler(&restart_default);
	unregister_reboot_notifier(&reboot_nb);
	platdev_set_machine_ops(&machine);
	reboot_mode = REBOOT_WARM;
	kernel_restart(NULL);
	reboot_mode = REBOOT_COLD;
	platdev_set_machine_ops(NULL);
	assert_string_equal(test_events, "shutdown shut;sys-off prep mode 0;"
					 "restart 250 mode 1 -;"
					 "final restart -;");
	device_unblock_probing();

	/* An emergency restart: no notifiers, no shutdown, no preparation. */
	test_events[0] = '\0';
	platdev_set_machine_ops(&machine);
	emergency_restart();
	platdev_set_machine_ops(NULL);
	assert_string_equal(test_events, "restart 250 mode 0 -;"
					 "final restart -;");

	assert_int_equal(unregister_restart_handler(&restart_default), 0);
	assert_int_equal(unregister_restart_handler(&restart_low), 0);
	assert_int_equal(unregister_restart_handler(&restart_low), -ENOENT);
	assert_int_equal(unregister_reboot_notifier(&reboot_nb), -ENOENT);
	unregister_sys_off_handler(prep);
	unregister_sys_off_handler(high);
	platform_device_unregister(pdev);
	platform_driver_unregister(&shut_driver);
}

static void test_power_off_order(void **state)
{
	struct sys_off_handler *low, *high, *prep, *dflt;

	(void)state;
	assert_false(kernel_can_power_off());
	pm_power_off = legacy_power_off;
	assert_true(kernel_can_power_off());
	assert_int_equal(register_platform_power_off(platform_power_off), 0);
	assert_int_equal(register_platform_power_off(platform_power_off),
			 -EBUSY);
	low = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF, SYS_OFF_PRIO_LOW,
				       sys_off, "low");
	high = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF,
					SYS_OFF_PRIO_FIRMWARE, sys_off, "fw");
	dflt = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF,
					SYS_OFF_PRIO_DEFAULT, sys_off, "dflt");
	prep = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF_PREPARE,
					SYS_OFF_PRIO_HIGH, sys_off, "prep");
	register_reboot_notifier(&reboot_nb);
	platdev_set_machine_ops(&machine);

	kernel_power_off();
	assert_string_equal(test_events, "notifier 3 -;sys-off prep mode 0;"
					 "sys-off fw mode 0;"
					 "sys-off dflt mode 0;pm_power_off;"
					 "sys-off low mode 0;platform;"
					 "final power-off;");
	device_unblock_probing();

	test_events[0] = '\0';
	kernel_halt();
	assert_string_equal(test_events, "notifier 2 -;final halt;");
	device_unblock_probing();

	platdev_set_machine_ops(NULL);
	unregister_reboot_notifier(&reboot_nb);
	pm_power_off = NULL;
	unregister_sys_off_handler(low);
	unregister_sys_off_handler(high);
	unregister_sys_off_handler(dflt);
	unregister_sys_off_handler(prep);
	unregister_platform_power_off(platform_power_off);
	assert_false(kernel_can_power_off());
	/* Without handlers or a final act the call reports and returns. */
	test_events[0] = '\0';
	kernel_power_off();
	assert_string_equal(test_events, "");
	device_unblock_probing();
}

static void test_sys_off_errors(void **state)
{
	struct sys_off_handler *a, *b, *c;

	(void)state;
	assert_int_equal(PTR_ERR(register_sys_off_handler((enum sys_off_mode)9,
							  0, sys_off, NULL)),
			 -EINVAL);
	a = register_sys_off_handler(SYS_OFF_MODE_RESTART, SYS_OFF_PRIO_HIGH,
				     sys_off, "a");
	assert_int_equal(PTR_ERR(register_sys_off_handler(SYS_OFF_MODE_RESTART,
							  SYS_OFF_PRIO_HIGH,
							  sys_off, "b")),
			 -EBUSY);
	b = register_sys_off_handler(SYS_OFF_MODE_POWER_OFF, SYS_OFF_PRIO_HIGH,
				     sys_off, "b");
	assert_false(IS_ERR(b));
	unregister_sys_off_handler(b);
	/* The default priority is shared. */
	a = (unregister_sys_off_handler(a),
	     register_sys_off_handler(SYS_OFF_MODE_RESTART_PREPARE, 0, sys_off,
				      "a"));
	b = register_sys_off_handler(SYS_OFF_MODE_RESTART_PREPARE, 0, sys_off,
				     "b");
	assert_false(IS_ERR(a));
	assert_false(IS_ERR(b));
	c = register_sys_off_handler(SYS_OFF_MODE_RESTART_PREPARE, 5, sys_off,
				     "c");
	assert_false(IS_ERR(c));
	assert_int_equal(
		PTR_ERR(register_sys_off_handler(SYS_OFF_MODE_RESTART_PREPARE,
						 5, sys_off, "d")),
		-EBUSY);
	unregister_sys_off_handler(c);
	unregister_sys_off_handler(a);
	unregister_sys_off_handler(b);
	unregister_sys_off_handler(NULL);
	unregister_sys_off_handler(ERR_PTR(-EINVAL));
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(PTR_ERR(register_sys_off_handler(SYS_OFF_MODE_RESTART,
							  0, sys_off, NULL)),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

/* ---- devm handlers ---- */

static struct device *seen_dev;
static int fail_allocs_in_probe = -1;

static int dev_sys_off(struct sys_off_data *data)
{
	seen_dev = data->dev;
	ev("%s;", (char *)data->cb_data);
	return NOTIFY_DONE;
}

static int d_probe(struct platform_device *pdev)
{
	int err;

	if (fail_allocs_in_probe >= 0)
		platdev_port_fail_alloc_after(fail_allocs_in_probe, 0);
	err = devm_register_restart_handler(&pdev->dev, dev_sys_off,
					    "dev-restart");
	if (!err)
		err = devm_register_power_off_handler(&pdev->dev, dev_sys_off,
						      "dev-off");
	if (!err)
		err = devm_register_reboot_notifier(&pdev->dev, &reboot_nb);
	platdev_port_fail_alloc_after(-1, 0);
	return err;
}

static struct platform_driver devm_driver = {
	.probe = d_probe,
	.driver = { .name = "devm-off" },
};

static void test_devm(void **state)
{
	struct platform_device *pdev;
	int n;

	(void)state;
	assert_int_equal(platform_driver_register(&devm_driver), 0);
	pdev = platform_device_register_simple("devm-off", -1, NULL, 0);
	assert_non_null(pdev->dev.driver);
	assert_true(kernel_can_power_off());
	kernel_restart(NULL);
	assert_string_equal(test_events, "notifier 1 -;dev-restart;");
	assert_ptr_equal(seen_dev, &pdev->dev);
	device_unblock_probing();
	device_release_driver(&pdev->dev);
	assert_false(kernel_can_power_off());
	test_events[0] = '\0';
	kernel_restart(NULL);
	assert_string_equal(test_events, "");
	device_unblock_probing();
	for (n = 0; n < 5; n++) {
		unsigned long before = live_allocs();

		fail_allocs_in_probe = n;
		device_attach(&pdev->dev);
		assert_null(pdev->dev.driver);
		assert_int_equal(live_allocs(), before);
		assert_false(kernel_can_power_off());
	}
	fail_allocs_in_probe = -1;
	platform_device_unregister(pdev);
	platform_driver_unregister(&devm_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_chains, setup, teardown),
		cmocka_unit_test_setup_teardown(test_restart_order, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_power_off_order, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_sys_off_errors, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_devm, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
