/* SPDX-License-Identifier: MIT */
/*
 * testutil.h - helpers shared by the cmocka tests: capturing log lines and
 * checking that a scenario gave back every allocation.
 */
#ifndef _PLATDEV_TESTUTIL_H
#define _PLATDEV_TESTUTIL_H

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdbool.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include <platdev/class.h>
#include <platdev/log.h>
#include <platdev/port.h>

struct bus_type;
struct device;
struct device_driver;

#define LOG_CAPTURE_LINES 64
#define LOG_CAPTURE_LEN 512

/* Lines logged since log_capture_start(); older ones drop off past 64. */
struct log_capture {
	char lines[LOG_CAPTURE_LINES][LOG_CAPTURE_LEN];
	int levels[LOG_CAPTURE_LINES];
	unsigned int count; /* total captured, may exceed LOG_CAPTURE_LINES */
};

extern struct log_capture test_log;

/* Route log lines into test_log (clearing it) and let debug lines through. */
void log_capture_start(void);

/* Restore the default hook and level. */
void log_capture_stop(void);

/* Whether a captured line at @level or more severe contains every one of the
 * NULL-terminated substrings. */
bool log_has(int level, ...);

/* How many registered platform drivers are named @name. */
int platform_drivers_named(const char *name);

/* bus_for_each_dev() and bus_for_each_drv() callbacks: ++*(int *)@count. */
int count_device(struct device *dev, void *count);
int count_driver(struct device_driver *drv, void *count);

/* The devices (drivers) on @bus, or the walk's error (negative). */
int bus_device_count(const struct bus_type *bus);
int bus_driver_count(const struct bus_type *bus);

/* Whether the platform bus has a device named @name. */
bool on_platform_bus(const char *name);

/* A whole file in malloc()ed memory (free() it), or NULL; *size gets its length. */
void *test_read_file(const char *path, size_t *size);

/* Read @path and platdev_of_load() it. Return: its result, or -ENOENT. */
int test_load_dtb(const char *path);

/*
 * The node at @path of the loaded tree, asserted to exist; not referenced
 * (the tree outlives the test).
 */
struct device_node *test_node(const char *path);

/*
 * The platform device of the node at @path, asserted to exist; not
 * referenced (it stays registered through the test).
 */
struct device *test_device_of(const char *path);

/* of_overlay_fdt_apply() of the blob in the file @path. */
int test_apply_overlay(const char *path, int *id, struct device_node *base);

/*
 * The platform device named @name, or NULL; not referenced (the bus keeps
 * it, the test only looks).
 */
struct device *test_device_named(const char *name);

/*
 * What a test's callbacks did, in order: ev() appends to test_events;
 * clear it with test_events[0] = '\0'.
 */
extern char test_events[4096];
void ev(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/*
 * Invariant breaches seen by threads (cmocka's asserts belong to the main
 * thread): violation() counts one and keeps the first message;
 * assert_no_violations() fails the test if there were any.
 */
void violation(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void violations_reset(void);
void assert_no_violations(void);

/* Live allocations now; compare before and after a scenario. */
unsigned long live_allocs(void);

/*
 * Setup and teardown of tests that drive registers in plain memory:
 * direct_regs_setup() selects the direct I/O backend, clears the @size
 * bytes at @regs and notes the live allocations; regs_teardown_check()
 * is 0 if the live allocations are back to that count, else -1.
 */
int direct_regs_setup(void *regs, size_t size);
int regs_teardown_check(void);

/*
 * Select a virtual time source that starts at @start_ns and moves only
 * when a sleep or delay waits (as a simulated board's does); undo with
 * platdev_time_use(NULL, NULL).
 */
void virtual_time_use(uint64_t start_ns);

/*
 * Whether the class device @name of @class (platdev/class.h) has @event
 * among the latest events it keeps. Inline: a test that does not use it
 * links no class registry (the tiny profile has none).
 */
static inline bool class_event_seen(const char *class, const char *name,
				    const char *event)
{
	char buf[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct platdev_class_device *cdev =
		platdev_class_device_find(class, name);
	unsigned long n, i;

	if (!cdev)
		return false;
	n = platdev_class_device_events(cdev, buf, PLATDEV_CLASS_EVENTS);
	for (i = 0; i < n && i < PLATDEV_CLASS_EVENTS; i++)
		if (!strcmp(buf[i], event))
			return true;
	return false;
}

#endif /* _PLATDEV_TESTUTIL_H */
