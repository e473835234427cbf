/* SPDX-License-Identifier: MIT */
/*
 * testutil_platform.h - the test_platform_*.c tests: a platform driver that
 * records its calls, static devices made in one expression, platform data
 * to copy, and the fixture that leaves the model as it found it: empty.
 */
#ifndef _PLATDEV_TESTUTIL_PLATFORM_H
#define _PLATDEV_TESTUTIL_PLATFORM_H

#include <linux/platform_device.h>

#include "testutil.h"

/* A platform driver that records its calls and does what it is told. */
struct tdrv {
	struct platform_driver pdrv;
	int probe_ret; /* what probe returns */
	int remove_ret; /* what the int remove returns */
	int probes; /* probe calls, failing ones included */
	int removes; /* remove calls */
	int remove_news; /* remove_new calls */
	int shutdowns;
	kernel_ulong_t driver_data; /* of the id entry probe saw */
	const struct platform_device_id *id_seen;
	struct platform_device *last;
};

/* Its callbacks; each also appends "probe DRIVER DEVICE;" (and so on) to
 * test_events. */
int t_probe(struct platform_device *pdev);
int t_remove(struct platform_device *pdev);
void t_remove_new(struct platform_device *pdev);
void t_shutdown(struct platform_device *pdev);

#define TDRV(_name)                                    \
	(struct tdrv)                                  \
	{                                              \
		.pdrv = {                              \
			.probe = t_probe,              \
			.remove = t_remove,            \
			.shutdown = t_shutdown,        \
			.driver = { .name = (_name) }, \
		},                                     \
	}

#define SDEV(_name, _id)                     \
	(struct platform_device)             \
	{                                    \
		.name = (_name), .id = (_id) \
	}

/* Platform data for the copies. */
struct tp_pdata {
	int pins[4];
	char label[12];
};

/* test_events cleared; at the end no device, driver or claimed range. */
int platform_setup(void **state);
int platform_teardown(void **state);

#define T(fn) \
	cmocka_unit_test_setup_teardown(fn, platform_setup, platform_teardown)

#endif /* _PLATDEV_TESTUTIL_PLATFORM_H */
