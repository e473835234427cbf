// SPDX-License-Identifier: MIT
/*
 * fwtest.c - the core scenario tests as plain C, for a microcontroller with
 * the bare port (no cmocka, no OS): static devices and drivers registered in
 * both orders without allocating, id_table matching, resources, platform
 * data, unregister, a board of static tables with no arena at all,
 * dynamic devices from the arena, and allocation failure in the arena, both
 * exhaustion and injected failures of each allocation in turn; and the
 * kernel primitives on the bare port (locks in the critical section, waits
 * that could never end refused, timers and work run when polled).
 *
 * It prints one line per check and the footprint figures (sizeof of the
 * model's structs, arena bytes per dynamic device) and returns the number
 * of failed checks, which the start-up code passes to the semihosting exit
 * call: QEMU's exit status is 0 only when every check passed.
 */
#include <stdio.h>
#include <string.h>

#include <linux/completion.h>
#include <linux/errno.h>
#include <linux/interrupt.h>
#include <linux/mutex.h>
#include <linux/platform_device.h>
#include <linux/pm_wakeup.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <platdev/deferred.h>
#include <platdev/bare.h>
#include <platdev/bind.h>
#include <platdev/power.h>
#include <platdev/features.h>
#include <platdev/log.h>
#include <platdev/port.h>
#include <platdev/sysfs.h>

static int failures, checks;

#define CHECK(cond)                                                            \
	do {                                                                   \
		checks++;                                                      \
		if (!(cond)) {                                                 \
			failures++;                                            \
			printf("FAIL %s:%d: %s\n", __func__, __LINE__, #cond); \
		}                                                              \
	} while (0)

/* 16 KiB is far more than the tests need; exhaustion uses a small one. */
static unsigned char arena_mem[16 * 1024] __attribute__((aligned(8)));

static char last_log[160];

static void capture_log(void *ctx, int level, const char *line)
{
	(void)ctx;
	(void)level;
	strncpy(last_log, line, sizeof(last_log) - 1);
	printf("  log: %s\n", line);
}

static unsigned long allocs_now(void)
{
	struct platdev_alloc_stats st;

	platdev_port_alloc_stats(&st);
	return st.allocs;
}

static size_t arena_blocks(void)
{
	struct platdev_bare_arena_stats st;

	platdev_bare_arena_stats(&st);
	return st.blocks;
}

/* --- a driver with an id_table and platform data ------------------------ */

struct fw_pdata {
	unsigned int baud;
	unsigned int fifo;
};

static int probes, removes;
static struct platform_device *last_probed;

static int fw_probe(struct platform_device *pdev)
{
	probes++;
	last_probed = pdev;
	return 0;
}

static void fw_remove(struct platform_device *pdev)
{
	(void)pdev;
	removes++;
}

static const struct platform_device_id fw_ids[] = {
	{ .name = "fw-uart", .driver_data = 1 },
	{ .name = "fw-uart-fifo", .driver_data = 2 },
	{},
};

static struct platform_driver fw_driver = {
	.probe = fw_probe,
	.remove_new = fw_remove,
	.id_table = fw_ids,
	/* Has an id_table: its own name must no longer match. */
	.driver = { .name = "fw-named" },
};

static struct resource uart0_res[] = {
	DEFINE_RES_MEM_NAMED(0x40001000, 0x100, "regs"),
	DEFINE_RES_IRQ_NAMED(5, "rx"),
};

static struct fw_pdata uart0_pdata = { .baud = 115200, .fifo = 16 };

static struct platform_device uart0 = {
	.name = "fw-uart",
	.id = 0,
	.resource = uart0_res,
	.num_resources = ARRAY_SIZE(uart0_res),
	.dev = { .platform_data = &uart0_pdata },
};

static struct resource uart1_res[] = {
	DEFINE_RES_MEM(0x40002000, 0x100),
	DEFINE_RES_IRQ(6),
	DEFINE_RES_IRQ(7),
};

static struct platform_device uart1 = {
	.name = "fw-uart-fifo",
	.id = PLATFORM_DEVID_NONE,
	.resource = uart1_res,
	.num_resources = ARRAY_SIZE(uart1_res),
};

static struct platform_device named = {
	.name = "fw-named",
	.id = PLATFORM_DEVID_NONE,
};

/*
 * Device first, then the driver: binding happens at driver registration.
 * Static tables register and bind without allocating anything: the
 * bookkeeping is embedded in the structs and "fw-uart.0" is kept in the
 * device.
 */
static void test_device_then_driver(void)
{
	unsigned long before = allocs_now();

	probes = removes = 0;
	CHECK(platform_device_register(&named) == 0);
	CHECK(platform_device_register(&uart0) == 0);
	CHECK(uart0.dev.driver == NULL);
	CHECK(platform_driver_register(&fw_driver) == 0);
	CHECK(probes == 1);
	CHECK(uart0.dev.driver == &fw_driver.driver);
	CHECK(named.dev.driver ==
	      NULL); /* name match is off with an id_table */
	CHECK(strcmp(dev_name(&uart0.dev), "fw-uart.0") == 0);
	CHECK(platform_get_device_id(&uart0) == &fw_ids[0]);
	CHECK(allocs_now() == before);
	printf("  allocations: two static devices and a static driver registered and bound: %lu\n",
	       allocs_now() - before);
}

static void test_resources_and_pdata(void)
{
	struct resource *mem = platform_get_resource(&uart0, IORESOURCE_MEM, 0);
	const struct fw_pdata *pd = dev_get_platdata(&uart0.dev);

	CHECK(mem && mem->start == 0x40001000 && resource_size(mem) == 0x100);
	CHECK(platform_get_resource_byname(&uart0, IORESOURCE_MEM, "regs") ==
	      mem);
	CHECK(platform_get_irq(&uart0, 0) == 5);
	CHECK(platform_get_irq_byname(&uart0, "rx") == 5);
	CHECK(platform_get_irq_optional(&uart0, 1) == -ENXIO);
	CHECK(platform_irq_count(&uart0) == 1);
	CHECK(pd && pd->baud == 115200 && pd->fifo == 16);
}

/* Driver first (it is registered), then the device: binding at device add. */
static void test_driver_then_device(void)
{
	unsigned long before = allocs_now();

	probes = 0;
	CHECK(platform_device_register(&uart1) == 0);
	CHECK(allocs_now() == before);
	CHECK(probes == 1 && last_probed == &uart1);
	CHECK(platform_get_device_id(&uart1)->driver_data == 2);
	CHECK(strcmp(dev_name(&uart1.dev), "fw-uart-fifo") == 0);
	CHECK(platform_irq_count(&uart1) == 2);
	CHECK(platform_get_irq(&uart1, 1) == 7);
}

static void test_unregister(void)
{
	removes = 0;
	platform_device_unregister(&uart1);
	CHECK(removes == 1);
	CHECK(uart1.dev.driver == NULL);
	platform_driver_unregister(&fw_driver);
	CHECK(removes == 2);
	CHECK(uart0.dev.driver == NULL);
	platform_device_unregister(&uart0);
	platform_device_unregister(&named);
	CHECK(removes == 2);
	CHECK(arena_blocks() == 0);
}

/* Board-file resources are claimed in the iomem tree only with the trees. */
/*
 * A board of static tables with no arena at all: 31 numbered GPIO banks,
 * a name-matched watchdog and an id_table driver for the banks, registered
 * in both orders. Everything binds; nothing is allocated (every allocation
 * would fail with a log line). 32 devices is as many as a bus takes before
 * the full profile's name index allocates buckets.
 */
#define NBANKS 31

static int bank_probe(struct platform_device *pdev)
{
	(void)pdev;
	probes++;
	return 0;
}

static const struct platform_device_id bank_ids[] = {
	{ .name = "fw-gpio" },
	{},
};

static struct platform_driver bank_driver = {
	.probe = bank_probe,
	.id_table = bank_ids,
	.driver = { .name = "fw-gpio-banks" },
};

static struct platform_driver wdt_driver = {
	.probe = bank_probe,
	.driver = { .name = "fw-wdt" },
};

static struct platform_device wdt = { .name = "fw-wdt", .id = -1 };
static struct resource bank_res[NBANKS][1];
static struct platform_device banks[NBANKS];

static void test_static_board_without_arena(void)
{
	unsigned long before;
	int i, bound = 0;

	CHECK(arena_blocks() == 0);
	CHECK(platdev_bare_set_arena(NULL, 0) == 0);
	before = allocs_now();
	probes = 0;
	CHECK(platform_driver_register(&wdt_driver) == 0);
	for (i = 0; i < NBANKS; i++) {
		bank_res[i][0] = (struct resource)DEFINE_RES_MEM(
			0x40010000 + 0x100 * i, 0x100);
		banks[i] = (struct platform_device){
			.name = "fw-gpio",
			.id = i,
			.resource = bank_res[i],
			.num_resources = 1,
		};
		CHECK(platform_device_register(&banks[i]) == 0);
	}
	CHECK(platform_device_register(&wdt) == 0);
	CHECK(platform_driver_register(&bank_driver) == 0);
	for (i = 0; i < NBANKS; i++)
		bound += banks[i].dev.driver == &bank_driver.driver;
	CHECK(bound == NBANKS);
	CHECK(wdt.dev.driver == &wdt_driver.driver);
	CHECK(probes == NBANKS + 1);
	CHECK(strcmp(dev_name(&banks[NBANKS - 1].dev), "fw-gpio.30") == 0);
	CHECK(allocs_now() == before);
	printf("  allocations: %d static devices and 2 static drivers, no arena: %lu\n",
	       NBANKS + 1, allocs_now() - before);

	platform_driver_unregister(&bank_driver);
	for (i = 0; i < NBANKS; i++) {
		CHECK(banks[i].dev.driver == NULL);
		platform_device_unregister(&banks[i]);
	}
	platform_device_unregister(&wdt);
	platform_driver_unregister(&wdt_driver);
	CHECK(allocs_now() == before);
	CHECK(platdev_bare_set_arena(arena_mem, sizeof(arena_mem)) == 0);
}

/*
 * What the profile leaves out is refused, not faked: in the minimal
 * profile a probe's -EPROBE_DEFER leaves the device unbound with an error
 * line and device_link_add() returns NULL with one; in the full profile the
 * deferred device is retried once another device binds, and links work.
 */
static int defer_left = 1;

static int deferring_probe(struct platform_device *pdev)
{
	(void)pdev;
	if (defer_left) {
		defer_left--;
		return -EPROBE_DEFER;
	}
	return 0;
}

static struct platform_driver defer_driver = {
	.probe = deferring_probe,
	.driver = { .name = "fw-defer" },
};

static struct platform_device defer_dev = { .name = "fw-defer", .id = -1 };
static struct platform_device trigger_dev = { .name = "fw-wdt", .id = 1 };

static void test_profile_features(void)
{
	bool deps = platdev_has(PLATDEV_FEAT_DEPS);
	struct device_link *link;

	last_log[0] = '\0';
	CHECK(platform_driver_register(&wdt_driver) == 0);
	CHECK(platform_driver_register(&defer_driver) == 0);
	CHECK(platform_device_register(&defer_dev) == 0);
	CHECK(defer_dev.dev.driver == NULL);
	if (!deps)
		CHECK(strstr(last_log, "not in this profile") != NULL);
	/* Another device binding is what retries deferred ones. */
	CHECK(platform_device_register(&trigger_dev) == 0);
	CHECK(trigger_dev.dev.driver == &wdt_driver.driver);
	CHECK((defer_dev.dev.driver == &defer_driver.driver) == deps);
	/* device_attach() tries again in either profile. */
	CHECK(device_attach(&defer_dev.dev) == 1);

	last_log[0] = '\0';
	link = device_link_add(&defer_dev.dev, &trigger_dev.dev, 0);
	CHECK((link != NULL) == deps);
	if (!deps)
		CHECK(strstr(last_log, "not in this profile") != NULL);
	platform_device_unregister(&defer_dev);
	platform_device_unregister(&trigger_dev);
	platform_driver_unregister(&defer_driver);
	platform_driver_unregister(&wdt_driver);
	CHECK(arena_blocks() == 0);
	if (deps)
		return;

	/* The rest of the dependency API refuses with a line each. */
	last_log[0] = '\0';
	CHECK(platdev_set_dependency_timeout(PLATDEV_DEP_LINK, 10) ==
	      -EOPNOTSUPP);
	CHECK(strstr(last_log, "not in this profile") != NULL);
	last_log[0] = '\0';
	CHECK(driver_deferred_probe_check_state(&uart0.dev) == -EOPNOTSUPP);
	CHECK(strstr(last_log, "not in this profile") != NULL);
	last_log[0] = '\0';
	device_block_probing();
	CHECK(strstr(last_log, "not in this profile") != NULL);
	last_log[0] = '\0';
	platdev_timeline_enable(true);
	CHECK(strstr(last_log, "not in this profile") != NULL);
	last_log[0] = '\0';
	platdev_set_async_probe_all(true);
	CHECK(strstr(last_log, "not in this profile") != NULL);
	/* Probing was not blocked: a device still binds at once. */
	CHECK(platform_driver_register(&wdt_driver) == 0);
	CHECK(platform_device_register(&trigger_dev) == 0);
	CHECK(trigger_dev.dev.driver == &wdt_driver.driver);
	platform_device_unregister(&trigger_dev);
	platform_driver_unregister(&wdt_driver);
}

/*
 * Shutdown works in every profile; system sleep only where PLATDEV_FEAT_PM
 * is, and is refused with a log line elsewhere.
 */
static int shutdowns;

static void counting_shutdown(struct platform_device *pdev)
{
	(void)pdev;
	shutdowns++;
}

static struct platform_driver shut_driver = {
	.probe = bank_probe,
	.shutdown = counting_shutdown,
	.driver = { .name = "fw-shut" },
};

static struct platform_device shut_dev = { .name = "fw-shut", .id = -1 };

static void test_shutdown_and_sleep(void)
{
	bool pm = platdev_has(PLATDEV_FEAT_PM);

	CHECK(platform_driver_register(&shut_driver) == 0);
	CHECK(platform_device_register(&shut_dev) == 0);
	CHECK(shut_dev.dev.driver == &shut_driver.driver);

	last_log[0] = '\0';
	CHECK(platdev_pm_suspend(PMSG_SUSPEND) == (pm ? 0 : -EOPNOTSUPP));
	CHECK((strstr(last_log, "not in this profile") != NULL) == !pm);
	last_log[0] = '\0';
	platdev_pm_resume(PMSG_SUSPEND);
	CHECK((strstr(last_log, "not in this profile") != NULL) == !pm);

	last_log[0] = '\0';
	shutdowns = 0;
	device_shutdown();
	CHECK(shutdowns == 1);
	CHECK(last_log[0] == '\0');
	if (platdev_has(PLATDEV_FEAT_DEPS))
		device_unblock_probing();

	platform_device_unregister(&shut_dev);
	platform_driver_unregister(&shut_driver);
	CHECK(arena_blocks() == 0);
}

/*
 * A driver's dev_groups: shown through platdev_dev_attr_read() where
 * PLATDEV_FEAT_SYSFS is; elsewhere the driver binds all the same (Linux
 * without CONFIG_SYSFS) and the read is refused with a log line.
 */
static ssize_t answer_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	(void)dev;
	(void)attr;
	return sysfs_emit(buf, "42\n");
}
static DEVICE_ATTR_RO(answer);

static struct attribute *answer_attrs[] = { &dev_attr_answer.attr, NULL };
ATTRIBUTE_GROUPS(answer);

static struct platform_driver attr_driver = {
	.probe = bank_probe,
	.driver = { .name = "fw-attr", .dev_groups = answer_groups },
};

static struct platform_device attr_dev = { .name = "fw-attr", .id = -1 };

static void test_attributes(void)
{
	bool sysfs = platdev_has(PLATDEV_FEAT_SYSFS);
	char buf[8] = "";

	CHECK(platform_driver_register(&attr_driver) == 0);
	CHECK(platform_device_register(&attr_dev) == 0);
	CHECK(attr_dev.dev.driver == &attr_driver.driver);
	last_log[0] = '\0';
	CHECK(platdev_dev_attr_read(&attr_dev.dev, "answer", buf,
				    sizeof(buf)) == (sysfs ? 3 : -EOPNOTSUPP));
	CHECK(strcmp(buf, sysfs ? "42\n" : "") == 0);
	CHECK((strstr(last_log, "not in this profile") != NULL) == !sysfs);
	platform_device_unregister(&attr_dev);
	platform_driver_unregister(&attr_driver);
	CHECK(arena_blocks() == 0);
}

/*
 * Wakeup in every profile: a capable device with wakeup enabled may wake
 * the system (a wakeup source where PLATDEV_FEAT_PM is; a flag, as Linux
 * without CONFIG_PM_SLEEP, elsewhere), and its state goes with it.
 */
static void test_wakeup(void)
{
	CHECK(platform_driver_register(&attr_driver) == 0);
	CHECK(platform_device_register(&attr_dev) == 0);
	CHECK(!device_may_wakeup(&attr_dev.dev));
	CHECK(device_init_wakeup(&attr_dev.dev, true) == 0);
	CHECK(device_can_wakeup(&attr_dev.dev));
	CHECK(device_may_wakeup(&attr_dev.dev));
	CHECK(device_set_wakeup_enable(&attr_dev.dev, false) == 0);
	CHECK(!device_may_wakeup(&attr_dev.dev));
	CHECK(device_wakeup_enable(&attr_dev.dev) == 0);
	CHECK(device_may_wakeup(&attr_dev.dev));
	platform_device_unregister(&attr_dev);
	platform_driver_unregister(&attr_driver);
	CHECK(arena_blocks() == 0);
}

static void test_overlap(void)
{
	static struct resource a_res[] = { DEFINE_RES_MEM(0x50000000, 0x100) };
	static struct resource b_res[] = { DEFINE_RES_MEM(0x50000080, 0x100) };
	static struct platform_device a = {
		.name = "fw-ovl",
		.id = 1,
		.resource = a_res,
		.num_resources = 1,
	};
	static struct platform_device b = {
		.name = "fw-ovl",
		.id = 2,
		.resource = b_res,
		.num_resources = 1,
	};
	int ret;

	CHECK(platform_device_register(&a) == 0);
	ret = platform_device_register(&b);
	if (platdev_has(PLATDEV_FEAT_RESOURCE_TREE)) {
		CHECK(ret == -EBUSY);
	} else {
		CHECK(ret == 0);
		platform_device_unregister(&b);
	}
	platform_device_unregister(&a);
}

/* A device made at run time lives in the arena and goes back to it. */
static void test_dynamic(void)
{
	static const struct resource res[] = { DEFINE_RES_MEM(0x40003000, 0x40),
					       DEFINE_RES_IRQ(9) };
	struct fw_pdata pd = { .baud = 9600, .fifo = 1 };
	struct platdev_bare_arena_stats st;
	struct platform_device *pdev;
	size_t blocks, used;

	CHECK(platform_driver_register(&fw_driver) == 0);
	platdev_bare_arena_stats(&st);
	blocks = st.blocks;
	used = st.used;
	probes = removes = 0;
	pdev = platform_device_register_resndata(
		NULL, "fw-uart", 3, res, ARRAY_SIZE(res), &pd, sizeof(pd));
	CHECK(!IS_ERR(pdev));
	if (IS_ERR(pdev))
		return;
	CHECK(probes == 1 && last_probed == pdev);
	CHECK(((struct fw_pdata *)dev_get_platdata(&pdev->dev))->baud == 9600);
	CHECK(platform_get_irq(pdev, 0) == 9);
	platdev_bare_arena_stats(&st);
	printf("  dynamic device with 2 resources and %u bytes of pdata: %lu blocks, %lu arena bytes\n",
	       (unsigned int)sizeof(pd), (unsigned long)(st.blocks - blocks),
	       (unsigned long)(st.used - used));
	platform_device_unregister(pdev);
	CHECK(removes == 1);
	CHECK(arena_blocks() == blocks);
	platform_driver_unregister(&fw_driver);
	CHECK(arena_blocks() == 0);
}

/* A too-small arena: the allocation fails cleanly and says why. */
static void test_arena_exhausted(void)
{
	static unsigned char tiny[64] __attribute__((aligned(8)));
	struct platform_device *pdev;

	CHECK(platdev_bare_set_arena(tiny, sizeof(tiny)) == 0);
	last_log[0] = '\0';
	pdev = platform_device_register_simple("fw-big", 1, NULL, 0);
	CHECK(IS_ERR(pdev) && PTR_ERR(pdev) == -ENOMEM);
	CHECK(strstr(last_log, "arena exhausted") != NULL);
	CHECK(arena_blocks() == 0);
	CHECK(platdev_bare_set_arena(arena_mem, sizeof(arena_mem)) == 0);
}

/* Freed neighbours merge back: the arena does not crumble. */
static void test_arena_merge(void)
{
	struct platdev_bare_arena_stats st, start;
	void *a, *b, *c;

	platdev_bare_arena_stats(&start);
	a = platdev_port_alloc(40);
	b = platdev_port_alloc(1);
	c = platdev_port_alloc(100);
	CHECK(a && b && c);
	CHECK(((unsigned long)a & 7) == 0 && ((unsigned long)b & 7) == 0);
	CHECK(((unsigned char *)a)[39] == 0); /* zero-filled */
	platdev_port_free(b);
	platdev_port_free(a);
	platdev_bare_arena_stats(&st);
	CHECK(st.blocks == start.blocks + 1);
	platdev_port_free(c);
	platdev_bare_arena_stats(&st);
	CHECK(st.blocks == start.blocks && st.used == start.used);
	CHECK(st.largest_free == start.largest_free);
	/* A pointer the arena never gave out is refused with a log line. */
	last_log[0] = '\0';
	platdev_port_free(&st);
	CHECK(strstr(last_log, "not an allocated arena block") != NULL);
}

/* Fail each allocation of a dynamic registration in turn: nothing leaks. */
static void test_fault_injection(void)
{
	static const struct resource res[] = { DEFINE_RES_MEM(0x40004000,
							      0x10) };
	const unsigned int pd = 42;
	struct platform_device *pdev;
	long n;

	for (n = 0; n < 32; n++) {
		platdev_port_fail_alloc_after(n, 0);
		pdev = platform_device_register_resndata(NULL, "fw-inj",
							 PLATFORM_DEVID_AUTO,
							 res, 1, &pd,
							 sizeof(pd));
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(pdev)) {
			platform_device_unregister(pdev);
			break;
		}
		CHECK(PTR_ERR(pdev) == -ENOMEM);
		CHECK(arena_blocks() <= 1); /* at most the devid bitmap */
	}
	printf("  registration succeeded once %ld allocations were allowed\n",
	       n);
	CHECK(n > 0 && n < 32);
}

/* --- kernel primitives on the bare port ----------------------------------- */

static unsigned int crit_depth;

static unsigned long crit_enter(void)
{
	return crit_depth++;
}

static void crit_exit(unsigned long state)
{
	crit_depth = (unsigned int)state;
}

static int deferred_runs;

static void count_work(struct work_struct *work)
{
	(void)work;
	deferred_runs++;
}

static void count_timer(struct timer_list *timer)
{
	(void)timer;
	deferred_runs += 10;
}

static void count_tasklet(struct tasklet_struct *t)
{
	(void)t;
	deferred_runs += 100;
}

static void test_kernel_locks(void)
{
	DEFINE_SPINLOCK(lock);
	unsigned long flags;
	struct mutex m;

	platdev_bare_set_critical(crit_enter, crit_exit);
	spin_lock(&lock);
	CHECK(crit_depth == 1 && spin_is_locked(&lock));
	last_log[0] = 0;
	spin_lock(&lock); /* held by this very code: refused */
	CHECK(strstr(last_log, "spinlock") && strstr(last_log, "not taken"));
	CHECK(crit_depth == 1);
	spin_unlock(&lock); /* the refused one's: the lock stays held */
	CHECK(spin_is_locked(&lock) && crit_depth == 1);
	spin_unlock(&lock);
	CHECK(!spin_is_locked(&lock) && crit_depth == 0);
	spin_lock_irqsave(&lock, flags);
	CHECK(crit_depth == 1);
	spin_unlock_irqrestore(&lock, flags);
	CHECK(crit_depth == 0);

	mutex_init(&m);
	mutex_lock(&m);
	last_log[0] = 0;
	CHECK(mutex_lock_interruptible(&m) == -EDEADLK);
	CHECK(strstr(last_log, "no scheduler") != NULL);
	CHECK(mutex_trylock(&m) == 0);
	mutex_unlock(&m);
	CHECK(!mutex_is_locked(&m));
	platdev_bare_set_critical(NULL, NULL);
}

static void test_kernel_waits_and_deferred(void)
{
	DECLARE_COMPLETION(done);
	struct tasklet_struct tasklet;
	struct work_struct work;
	struct timer_list timer;

	complete(&done);
	wait_for_completion(&done); /* done already: goes through */
	last_log[0] = 0;
	CHECK(wait_for_completion_interruptible(&done) == -EDEADLK);
	CHECK(strstr(last_log, "refused") != NULL);
	/* Without a clock a timeout cannot be measured: refused too. */
	CHECK(wait_for_completion_timeout(&done, 10) == 0);

	deferred_runs = 0;
	INIT_WORK(&work, count_work);
	CHECK(schedule_work(&work));
	CHECK(deferred_runs == 0 && work_pending(&work));
	CHECK(platdev_run_deferred() == 1 && deferred_runs == 1);
	CHECK(schedule_work(&work));
	CHECK(flush_work(&work) && deferred_runs == 2); /* run in the caller */
	CHECK(schedule_work(&work));
	CHECK(cancel_work_sync(&work) && platdev_run_deferred() == 0);

	timer_setup(&timer, count_timer, 0);
	CHECK(mod_timer(&timer, jiffies) == 0);
	CHECK(platdev_run_deferred() == 1 && deferred_runs == 12);
	CHECK(!timer_pending(&timer));

	/* Tasklets: run once from the main loop, or in a kill's wait. */
	tasklet_setup(&tasklet, count_tasklet);
	tasklet_schedule(&tasklet);
	tasklet_schedule(&tasklet);
	CHECK(deferred_runs == 12);
	CHECK(platdev_run_deferred() == 1 && deferred_runs == 112);
	tasklet_disable(&tasklet);
	tasklet_schedule(&tasklet);
	platdev_run_deferred();
	CHECK(deferred_runs == 112); /* disabled: stays pending */
	tasklet_enable(&tasklet);
	tasklet_kill(&tasklet); /* runs it in the caller */
	CHECK(deferred_runs == 212);
	CHECK(platdev_run_deferred() == 0);
}

static void print_footprint(void)
{
	printf("footprint: profile=%s sizeof(struct device)=%u sizeof(struct platform_device)=%u sizeof(struct platform_driver)=%u sizeof(struct resource)=%u\n",
	       platdev_has(PLATDEV_FEATURES_ALL) ? "full" : "minimal",
	       (unsigned int)sizeof(struct device),
	       (unsigned int)sizeof(struct platform_device),
	       (unsigned int)sizeof(struct platform_driver),
	       (unsigned int)sizeof(struct resource));
}

int main(void)
{
	platdev_set_log_hook(capture_log, NULL);
	if (platdev_bare_set_arena(arena_mem, sizeof(arena_mem)))
		printf("FAIL: arena refused\n");

	print_footprint();
	test_device_then_driver();
	test_resources_and_pdata();
	test_driver_then_device();
	test_unregister();
	test_static_board_without_arena();
	test_profile_features();
	test_shutdown_and_sleep();
	test_attributes();
	test_wakeup();
	test_overlap();
	test_dynamic();
	test_arena_exhausted();
	test_arena_merge();
	test_fault_injection();
	test_kernel_locks();
	test_kernel_waits_and_deferred();

	printf("fwtest: %d checks, %d failed\n", checks, failures);
	return failures ? 1 : 0;
}
