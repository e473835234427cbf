// SPDX-License-Identifier: MIT
/*
 * test_log.c - the log hook and level, and the kernel's printing API on
 * top of them: dev_*() line format, pr_*() with pr_fmt, printk() levels,
 * dev_printk(), dev_err_probe(), truncation of long lines.
 */
#define pr_fmt(fmt) "logtest: " fmt

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <limits.h>

#include <linux/device.h>
#include <linux/errname.h>
#include <linux/platform_device.h>
#include <linux/printk.h>

#include "testutil.h"

/* The last line the hook received. */
static struct {
	unsigned int count;
	int level;
	size_t len;
	char line[2048];
} last;

static void hook(void *ctx, int level, const char *line)
{
	assert_ptr_equal(ctx, &last);
	last.count++;
	last.level = level;
	last.len = strlen(line);
	snprintf(last.line, sizeof(last.line), "%s", line);
}

static int level_at_setup;

static int setup(void **state)
{
	(void)state;
	memset(&last, 0, sizeof(last));
	/* Setting and restoring reads the level without changing it. */
	level_at_setup = platdev_set_log_level(PLATDEV_LOG_INFO);
	platdev_set_log_level(level_at_setup);
	platdev_set_log_hook(hook, &last);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platdev_set_log_hook(NULL, NULL);
	platdev_set_log_level(level_at_setup);
	return 0;
}

/* Log through @fn and expect exactly one line at @level reading @text. */
#define expect_line(call, lvl, text)                      \
	do {                                              \
		unsigned int before = last.count;         \
		int n = (call);                           \
		assert_int_equal(last.count, before + 1); \
		assert_int_equal(last.level, (lvl));      \
		assert_string_equal(last.line, (text));   \
		assert_int_equal(n, (int)strlen(text));   \
	} while (0)

#define expect_nothing(call)                          \
	do {                                          \
		unsigned int before = last.count;     \
		assert_int_equal((call), 0);          \
		assert_int_equal(last.count, before); \
	} while (0)

static void test_levels_and_filter(void **state)
{
	(void)state;
	/* The default drops debug and lets info through. */
	assert_int_equal(platdev_set_log_level(PLATDEV_LOG_INFO),
			 PLATDEV_LOG_INFO);
	expect_nothing(pr_debug("hidden %d\n", 1));
	expect_line(pr_info("shown %d\n", 2), PLATDEV_LOG_INFO,
		    "logtest: shown 2");
	expect_line(pr_notice("notice\n"), PLATDEV_LOG_NOTICE,
		    "logtest: notice");

	assert_int_equal(platdev_set_log_level(PLATDEV_LOG_DEBUG),
			 PLATDEV_LOG_INFO);
	expect_line(pr_debug("now %s\n", "visible"), PLATDEV_LOG_DEBUG,
		    "logtest: now visible");

	/* A stricter level drops everything less severe. */
	assert_int_equal(platdev_set_log_level(PLATDEV_LOG_ERR),
			 PLATDEV_LOG_DEBUG);
	expect_nothing(pr_info("quiet\n"));
	expect_nothing(pr_warn("quiet\n"));
	expect_line(pr_err("loud\n"), PLATDEV_LOG_ERR, "logtest: loud");
	expect_line(pr_crit("louder\n"), PLATDEV_LOG_CRIT, "logtest: louder");
	expect_line(pr_alert("alert\n"), PLATDEV_LOG_ALERT, "logtest: alert");
	expect_line(pr_emerg("emerg\n"), PLATDEV_LOG_EMERG, "logtest: emerg");
}

static int logdrv_probe(struct platform_device *pdev)
{
	dev_info(&pdev->dev, "probing %d\n", pdev->id);
	return 0;
}

static const struct platform_device_id logdrv_ids[] = {
	{ .name = "logdev" },
	{},
};

static struct platform_driver logdrv = {
	.probe = logdrv_probe,
	.driver = { .name = "logdrv" },
	.id_table = logdrv_ids,
};

static struct platform_device logdev = {
	.name = "logdev",
	.id = PLATFORM_DEVID_NONE,
};

static void test_dev_line_format(void **state)
{
	unsigned long live = live_allocs();
	struct device solo;

	(void)state;
	platdev_set_log_level(PLATDEV_LOG_DEBUG);
	memset(&logdev.dev, 0, sizeof(logdev.dev));
	assert_int_equal(platform_device_register(&logdev), 0);

	/* Unbound: the bus name, then the device name; newlines dropped. */
	expect_line(dev_err(&logdev.dev, "broke %d\n", 5), PLATDEV_LOG_ERR,
		    "platform logdev: broke 5");
	expect_line(dev_warn(&logdev.dev, "twice\n\n"), PLATDEV_LOG_WARNING,
		    "platform logdev: twice");
	expect_line(dev_notice(&logdev.dev, "a\nb\n"), PLATDEV_LOG_NOTICE,
		    "platform logdev: a\nb");
	expect_line(dev_dbg(&logdev.dev, "no newline"), PLATDEV_LOG_DEBUG,
		    "platform logdev: no newline");
	expect_line(dev_crit(&logdev.dev, "c\n"), PLATDEV_LOG_CRIT,
		    "platform logdev: c");
	expect_line(dev_alert(&logdev.dev, "a\n"), PLATDEV_LOG_ALERT,
		    "platform logdev: a");
	expect_line(dev_emerg(&logdev.dev, "e\n"), PLATDEV_LOG_EMERG,
		    "platform logdev: e");

	/* During probe and while bound: the driver's name. */
	assert_int_equal(platform_driver_register(&logdrv), 0);
	assert_ptr_equal(logdev.dev.driver, &logdrv.driver);
	assert_int_equal(last.level, PLATDEV_LOG_INFO);
	assert_string_equal(last.line, "logdrv logdev: probing -1");
	expect_line(dev_info(&logdev.dev, "bound\n"), PLATDEV_LOG_INFO,
		    "logdrv logdev: bound");
	platform_driver_unregister(&logdrv);
	expect_line(dev_info(&logdev.dev, "unbound\n"), PLATDEV_LOG_INFO,
		    "platform logdev: unbound");
	platform_device_unregister(&logdev);

	/* No bus, no driver: just the name. */
	memset(&solo, 0, sizeof(solo));
	device_initialize(&solo);
	assert_int_equal(dev_set_name(&solo, "solo.%d", 1), 0);
	expect_line(dev_err(&solo, "alone\n"), PLATDEV_LOG_ERR,
		    "solo.1: alone");
	put_device(&solo);
	assert_int_equal(live_allocs(), live);
}

static void test_printk_and_dev_printk(void **state)
{
	struct device d;

	(void)state;
	platdev_set_log_level(PLATDEV_LOG_DEBUG);
	/* printk() takes its level from the prefix, which is not printed,
	 * and does not apply pr_fmt. */
	expect_line(printk(KERN_ERR "e%d\n", 1), PLATDEV_LOG_ERR, "e1");
	expect_line(printk(KERN_EMERG "m\n"), PLATDEV_LOG_EMERG, "m");
	expect_line(printk(KERN_INFO "i\n"), PLATDEV_LOG_INFO, "i");
	expect_line(printk(KERN_DEBUG "d\n"), PLATDEV_LOG_DEBUG, "d");
	expect_line(printk("no prefix %s\n", "here"), PLATDEV_LOG_WARNING,
		    "no prefix here");
	/* a level given as an argument, as print_hex_dump() passes it */
	expect_line(printk("%s%s\n", KERN_NOTICE, "by argument"),
		    PLATDEV_LOG_NOTICE, "by argument");
	assert_int_equal(platdev_kern_level(KERN_ERR), 3);
	assert_int_equal(platdev_kern_level(KERN_NOTICE), PLATDEV_LOG_NOTICE);
	assert_int_equal(platdev_kern_level(""), PLATDEV_LOG_WARNING);

	platdev_set_log_level(PLATDEV_LOG_INFO);
	expect_nothing(printk(KERN_DEBUG "dropped\n"));
	expect_nothing(printk("%sdropped\n", KERN_DEBUG));

	memset(&d, 0, sizeof(d));
	device_initialize(&d);
	d.init_name = "dp0";
	expect_line(dev_printk(KERN_INFO, &d, "via %s\n", "dev_printk"),
		    PLATDEV_LOG_INFO, "dp0: via dev_printk");
	expect_line(dev_printk(KERN_ERR, &d, "bad\n"), PLATDEV_LOG_ERR,
		    "dp0: bad");
	expect_nothing(dev_printk(KERN_DEBUG, &d, "dropped\n"));
	put_device(&d);
}

static void test_dev_err_probe(void **state)
{
	struct device d;

	(void)state;
	memset(&d, 0, sizeof(d));
	device_initialize(&d);
	d.init_name = "probed";

	platdev_set_log_level(PLATDEV_LOG_DEBUG);
	last.count = 0;
	assert_int_equal(dev_err_probe(&d, -EIO, "clock %s missing\n", "bus"),
			 -EIO);
	assert_int_equal(last.count, 1);
	assert_int_equal(last.level, PLATDEV_LOG_ERR);
	assert_string_equal(last.line, "probed: clock bus missing");
	assert_int_equal(dev_err_probe(&d, -ENOMEM, "no memory\n"), -ENOMEM);
	assert_int_equal(last.level, PLATDEV_LOG_ERR);

	/* A deferral is expected to be retried: debug level only. */
	assert_int_equal(dev_err_probe(&d, -EPROBE_DEFER, "waiting\n"),
			 -EPROBE_DEFER);
	assert_int_equal(last.count, 3);
	assert_int_equal(last.level, PLATDEV_LOG_DEBUG);
	assert_string_equal(last.line, "probed: waiting");

	platdev_set_log_level(PLATDEV_LOG_INFO);
	assert_int_equal(dev_err_probe(&d, -EPROBE_DEFER, "waiting\n"),
			 -EPROBE_DEFER);
	assert_int_equal(last.count, 3);
	assert_int_equal(dev_err_probe(&d, -ENODEV, "gone\n"), -ENODEV);
	assert_int_equal(last.count, 4);
	assert_int_equal(last.level, PLATDEV_LOG_ERR);
	put_device(&d);
}

static void test_long_lines_are_truncated(void **state)
{
	static char big[4096], longname[1500];
	unsigned long live = live_allocs();
	struct device d;
	size_t i;
	int n;

	(void)state;
	memset(big, 'a', sizeof(big) - 2);
	big[sizeof(big) - 2] = '\n';
	big[sizeof(big) - 1] = '\0';
	memset(longname, 'n', sizeof(longname) - 1);
	longname[sizeof(longname) - 1] = '\0';

	n = pr_err("%s", big);
	assert_int_equal(last.count, 1);
	assert_int_equal(n, (int)last.len);
	assert_true(last.len >= 200); /* a useful part survives */
	assert_true(last.len < strlen(big));
	assert_memory_equal(last.line, "logtest: aaaa", 13);
	for (i = 9; i < last.len; i++)
		assert_int_equal(last.line[i], 'a');

	/* A device prefix longer than the line. */
	memset(&d, 0, sizeof(d));
	device_initialize(&d);
	assert_int_equal(dev_set_name(&d, "%s", longname), 0);
	n = dev_err(&d, "%s", big);
	assert_int_equal(last.count, 2);
	assert_int_equal(n, (int)last.len);
	assert_true(last.len >= 200);
	assert_true(last.len < strlen(longname));
	for (i = 0; i < last.len; i++)
		assert_int_equal(last.line[i], 'n');

	/* A prefix that fits, and a long message after it. */
	assert_int_equal(dev_set_name(&d, "short"), 0);
	n = dev_warn(&d, "%s", big);
	assert_int_equal(n, (int)last.len);
	assert_true(last.len >= 200 && last.len < strlen(big));
	assert_memory_equal(last.line, "short: aaa", 10);
	put_device(&d);
	assert_int_equal(live_allocs(), live);
}

static void test_null_hook_restores_stderr(void **state)
{
	char buf[256] = { 0 };
	FILE *tmp = tmpfile();
	int saved;
	size_t got;

	(void)state;
	assert_non_null(tmp);
	platdev_set_log_hook(NULL, NULL);
	fflush(stderr);
	saved = dup(STDERR_FILENO);
	assert_true(saved >= 0);
	assert_true(dup2(fileno(tmp), STDERR_FILENO) >= 0);
	pr_err("to the port %d\n", 42);
	fflush(stderr);
	assert_true(dup2(saved, STDERR_FILENO) >= 0);
	close(saved);

	rewind(tmp);
	got = fread(buf, 1, sizeof(buf) - 1, tmp);
	fclose(tmp);
	assert_true(got > 0);
	assert_non_null(strstr(buf, "logtest: to the port 42"));
	assert_int_equal(last.count, 0); /* not to the old hook */
}

/* Error codes by name, as Linux's %pe prints them; unknown ones have none. */
static void test_errname(void **state)
{
	(void)state;
	assert_string_equal(errname(-ENODEV), "-ENODEV");
	assert_string_equal(errname(ENODEV), "ENODEV");
	assert_string_equal(errname(-EPROBE_DEFER), "-EPROBE_DEFER");
	assert_string_equal(errname(-ENXIO), "-ENXIO");
	assert_string_equal(errname(-EOPNOTSUPP), "-EOPNOTSUPP");
	assert_null(errname(0));
	assert_null(errname(-4000));
	assert_null(errname(INT_MIN));
	assert_null(errname(INT_MAX));
}

/* dump_stack(): where it was called from, at the level asked for. */
static void test_dump_stack(void **state)
{
	unsigned int before = last.count;

	(void)state;
	dump_stack();
	assert_int_equal(last.count, before + 1);
	assert_int_equal(last.level, PLATDEV_LOG_WARNING);
	assert_non_null(strstr(last.line, "dump_stack() called from "));
	assert_non_null(strstr(last.line, "no call trace in this port"));
	dump_stack_lvl(KERN_ERR);
	assert_int_equal(last.count, before + 2);
	assert_int_equal(last.level, PLATDEV_LOG_ERR);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_levels_and_filter),
		T(test_dev_line_format),
		T(test_printk_and_dev_printk),
		T(test_dev_err_probe),
		T(test_long_lines_are_truncated),
		T(test_null_hook_restores_stderr),
		T(test_errname),
		T(test_dump_stack),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
