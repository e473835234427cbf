/* SPDX-License-Identifier: MIT */
/*
 * era_driver.h - one driver source built for several generations of
 * Linux's driver API (linux/version.h); see test_platform_generations.c.
 */
#ifndef _PLATDEV_TEST_ERA_DRIVER_H
#define _PLATDEV_TEST_ERA_DRIVER_H

struct platform_driver;

/* What each build of the driver saw. */
struct era_record {
	int probes;
	int removes;
	long version; /* LINUX_VERSION_CODE in the driver's translation unit */
};

extern struct era_record era_old_record, era_new_record, era_613_record,
	era_remove_new_record;
extern struct platform_driver era_old_driver, era_new_driver, era_613_driver,
	era_remove_new_driver;

#endif /* _PLATDEV_TEST_ERA_DRIVER_H */
