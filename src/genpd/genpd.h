/* SPDX-License-Identifier: MIT */
/*
 * genpd.h - what the generic power domains (src/genpd) offer the rest of
 * the library: the runtime-PM core and the platform bus reach these
 * through weak references, so that a program without genpd code does not
 * link it for them.
 */
#ifndef _PLATDEV_GENPD_H
#define _PLATDEV_GENPD_H

#include <linux/device.h>

/**
 * platdev_genpd_runtime() - @dev is about to runtime-resume (@on: its
 * domain is powered on first) or has runtime-suspended (its domain goes
 * off if nothing else needs it)
 * Return: 0, or the domain's power_on error (the resume fails).
 */
int platdev_genpd_runtime(struct device *dev, bool on);

/**
 * platdev_genpd_sync() - after @dev's probe: its domain goes off if
 * nothing needs it (Linux's dev_pm_domain->sync)
 */
void platdev_genpd_sync(struct device *dev);

#endif /* _PLATDEV_GENPD_H */
