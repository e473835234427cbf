// SPDX-License-Identifier: MIT
/*
 * testutil.c - log capture, allocation accounting and counting what is on a
 * bus, for every test.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <string.h>

#include <stdio.h>
#include <stdlib.h>

#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/io.h>
#include <platdev/of.h>
#include <platdev/time.h>

#include "testutil.h"

struct log_capture test_log;
static int saved_level;
static bool capturing;

static void capture(void *ctx, int level, const char *line)
{
	struct log_capture *c = ctx;
	unsigned int slot = c->count % LOG_CAPTURE_LINES;

	strncpy(c->lines[slot], line, LOG_CAPTURE_LEN - 1);
	c->lines[slot][LOG_CAPTURE_LEN - 1] = '\0';
	c->levels[slot] = level;
	c->count++;
}

void log_capture_start(void)
{
	memset(&test_log, 0, sizeof(test_log));
	platdev_set_log_hook(capture, &test_log);
	if (!capturing)
		saved_level = platdev_set_log_level(PLATDEV_LOG_DEBUG);
	capturing = true;
}

void log_capture_stop(void)
{
	platdev_set_log_hook(NULL, NULL);
	if (capturing)
		platdev_set_log_level(saved_level);
	capturing = false;
}

bool log_has(int level, ...)
{
	unsigned int n = test_log.count < LOG_CAPTURE_LINES ? test_log.count :
							      LOG_CAPTURE_LINES;
	unsigned int i;

	for (i = 0; i < n; i++) {
		const char *want;
		bool all = test_log.levels[i] <= level;
		va_list ap;

		va_start(ap, level);
		while (all && (want = va_arg(ap, const char *)))
			all = strstr(test_log.lines[i], want) != NULL;
		va_end(ap);
		if (all)
			return true;
	}
	return false;
}

unsigned long live_allocs(void)
{
	struct platdev_alloc_stats st;

	platdev_port_alloc_stats(&st);
	return st.live;
}

static unsigned long regs_live_allocs;

int direct_regs_setup(void *regs, size_t size)
{
	platdev_io_use(&platdev_io_direct);
	memset(regs, 0, size);
	regs_live_allocs = live_allocs();
	return 0;
}

int regs_teardown_check(void)
{
	return live_allocs() == regs_live_allocs ? 0 : -1;
}

struct name_count {
	const char *name;
	int n;
};

static int count_named(struct device_driver *drv, void *data)
{
	struct name_count *c = data;

	if (strcmp(drv->name, c->name) == 0)
		c->n++;
	return 0;
}

int platform_drivers_named(const char *name)
{
	struct name_count c = { .name = name };

	assert_int_equal(
		bus_for_each_drv(&platform_bus_type, NULL, &c, count_named), 0);
	return c.n;
}

int count_device(struct device *dev, void *count)
{
	(void)dev;
	(*(int *)count)++;
	return 0;
}

int count_driver(struct device_driver *drv, void *count)
{
	(void)drv;
	(*(int *)count)++;
	return 0;
}

int bus_device_count(const struct bus_type *bus)
{
	int n = 0, ret = bus_for_each_dev(bus, NULL, &n, count_device);

	return ret < 0 ? ret : n;
}

int bus_driver_count(const struct bus_type *bus)
{
	int n = 0, ret = bus_for_each_drv(bus, NULL, &n, count_driver);

	return ret < 0 ? ret : n;
}

bool on_platform_bus(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	put_device(dev);
	return dev != NULL;
}

void *test_read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long len;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc(len ? (size_t)len : 1);
		if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
			free(buf);
			buf = NULL;
		}
		*size = (size_t)len;
	}
	fclose(f);
	return buf;
}

int test_load_dtb(const char *path)
{
	size_t size;
	void *blob = test_read_file(path, &size);
	int ret;

	if (!blob)
		return -ENOENT;
	ret = platdev_of_load(blob, size);
	free(blob);
	return ret;
}

struct device_node *test_node(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);

	assert_non_null(np);
	of_node_put(np);
	return np;
}

struct device *test_device_of(const char *path)
{
	struct platform_device *pdev = of_find_device_by_node(test_node(path));

	assert_non_null(pdev);
	put_device(&pdev->dev);
	return &pdev->dev;
}

int test_apply_overlay(const char *path, int *id, struct device_node *base)
{
	size_t size;
	void *blob = test_read_file(path, &size);
	int ret;

	assert_non_null(blob);
	ret = of_overlay_fdt_apply(blob, (u32)size, id, base);
	free(blob);
	return ret;
}

struct device *test_device_named(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	put_device(dev);
	return dev;
}

char test_events[4096];

void ev(const char *fmt, ...)
{
	size_t len = strlen(test_events);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(test_events + len, sizeof(test_events) - len, fmt, ap);
	va_end(ap);
}

static int violations;
static char first_violation[256];

void violation(const char *fmt, ...)
{
	if (__atomic_fetch_add(&violations, 1, __ATOMIC_ACQ_REL) == 0) {
		va_list ap;

		va_start(ap, fmt);
		vsnprintf(first_violation, sizeof(first_violation), fmt, ap);
		va_end(ap);
	}
}

void violations_reset(void)
{
	__atomic_store_n(&violations, 0, __ATOMIC_RELEASE);
	first_violation[0] = '\0';
}

void assert_no_violations(void)
{
	int n = __atomic_load_n(&violations, __ATOMIC_ACQUIRE);

	if (n)
		fail_msg("%d violations, the first: %s", n, first_violation);
}

/* --- virtual time ---------------------------------------------------------- */

static u64 virtual_now;

static u64 virt_now(void *ctx)
{
	(void)ctx;
	return __atomic_load_n(&virtual_now, __ATOMIC_ACQUIRE);
}

static void virt_wait(void *ctx, u64 ns)
{
	(void)ctx;
	__atomic_fetch_add(&virtual_now, ns, __ATOMIC_ACQ_REL);
}

static const struct platdev_time_ops virt_ops = {
	.now_ns = virt_now,
	.sleep_ns = virt_wait,
	.delay_ns = virt_wait,
};

void virtual_time_use(uint64_t start_ns)
{
	__atomic_store_n(&virtual_now, start_ns, __ATOMIC_RELEASE);
	platdev_time_use(&virt_ops, NULL);
}
