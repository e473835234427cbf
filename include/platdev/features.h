/* SPDX-License-Identifier: MIT */
/*
 * platdev/features.h - the compile-time feature mask that selects a profile.
 *
 * In the spirit of libfdt's can_assume(): one integer, PLATDEV_FEATURES,
 * set by the build (CMake's PLATDEV_PROFILE), and one predicate,
 * platdev_has(), that code tests with an ordinary `if`. Because the mask is
 * a constant, the compiler folds the test and drops the call behind it, and
 * --gc-sections then drops the feature's code from the image; the source
 * stays free of #ifdef forests and every branch is still type-checked.
 *
 * Profiles:
 *   minimal  platform bus, name and id_table matching, resources, platform
 *            data: what a board file needs (PLATDEV_FEATURES_MINIMAL)
 *   full     everything the library has (PLATDEV_FEATURES_ALL, the default
 *            and the host build)
 *
 * A dropped feature is never a silent success. A feature with a folder of
 * its own (OF, AMBA, IO, RESOURCE_TREE) is not compiled, so calling its
 * API does not link. The features inside src/base (DEPS, ASYNC, INDEX, PM) are
 * compiled but unreached: the core's calls into them are folded away, and
 * their public calls log a line and return -EOPNOTSUPP (or NULL), so that
 * --gc-sections keeps only those small refusals. Where the kept code would
 * have used a dropped feature it returns -EOPNOTSUPP with a log line or
 * behaves exactly as for a device that does not use the feature (a device
 * without an of_node never needed the device tree).
 */
#ifndef _PLATDEV_FEATURES_H
#define _PLATDEV_FEATURES_H

#include <stdbool.h>

/* Device tree: src/of (OF matching, of_node interrupts, populate). */
#define PLATDEV_FEAT_OF 0x01u
/* The AMBA bus: src/amba. */
#define PLATDEV_FEAT_AMBA 0x02u
/* Register access and interrupts: src/io (ioremap, request_irq, domains). */
#define PLATDEV_FEAT_IO 0x04u
/*
 * The iomem/ioport resource trees (src/resource): platform_device_add()
 * claims MEM and IO resources and refuses overlaps with -EBUSY. Without it
 * resources are still attached to devices and looked up, but not claimed.
 */
#define PLATDEV_FEAT_RESOURCE_TREE 0x08u
/*
 * Dependencies (src/base/{deferred,links,explain}.c): deferred probe and
 * its retries, device links, probe blocking, dependency timeouts and the
 * boot timeline. Without it a probe that returns -EPROBE_DEFER leaves the
 * device unbound with an error line (device_attach() may try it again),
 * device_link_add() returns NULL and the other calls -EOPNOTSUPP, each
 * with a log line. The device tree needs it.
 */
#define PLATDEV_FEAT_DEPS 0x10u
/*
 * Asynchronous probing in the port's worker threads (src/base/async.c).
 * Without it every probe runs in the thread that registers, which
 * PROBE_PREFER_ASYNCHRONOUS permits; platdev_set_async_probe_all(true)
 * logs that it is not available.
 */
#define PLATDEV_FEAT_ASYNC 0x20u
/*
 * Hash indexes of each bus's device names and driver match keys
 * (src/base/strhash.c), so that binding does not slow down with thousands
 * of drivers. Without it lookups walk the bus's lists, as Linux does.
 */
#define PLATDEV_FEAT_INDEX 0x40u
/*
 * System sleep (src/base/power.c: dpm_*, platdev_pm_suspend/resume) and
 * the platform bus's dev_pm_ops bridge to drivers' callbacks. Without it
 * those calls return -EOPNOTSUPP (the resume calls do nothing) with a log
 * line; device_shutdown() stays. Needs PLATDEV_FEAT_DEPS (a suspend holds
 * probing off).
 */
#define PLATDEV_FEAT_PM 0x80u

#define PLATDEV_FEATURES_ALL                                                   \
	(PLATDEV_FEAT_OF | PLATDEV_FEAT_AMBA | PLATDEV_FEAT_IO |               \
	 PLATDEV_FEAT_RESOURCE_TREE | PLATDEV_FEAT_DEPS | PLATDEV_FEAT_ASYNC | \
	 PLATDEV_FEAT_INDEX | PLATDEV_FEAT_PM)
#define PLATDEV_FEATURES_MINIMAL 0u

#ifndef PLATDEV_FEATURES
#define PLATDEV_FEATURES PLATDEV_FEATURES_ALL
#endif

#if (PLATDEV_FEATURES & PLATDEV_FEAT_OF) && \
	!(PLATDEV_FEATURES & PLATDEV_FEAT_DEPS)
#error "PLATDEV_FEAT_OF needs PLATDEV_FEAT_DEPS (links and deferral from the tree)"
#endif
#if (PLATDEV_FEATURES & PLATDEV_FEAT_PM) && \
	!(PLATDEV_FEATURES & PLATDEV_FEAT_DEPS)
#error "PLATDEV_FEAT_PM needs PLATDEV_FEAT_DEPS (a suspend blocks probing)"
#endif

/**
 * platdev_has() - whether this build has @feature
 * @feature: one or more PLATDEV_FEAT_* bits
 *
 * A macro rather than a function, so that it is an integer constant
 * expression and `if (platdev_has(PLATDEV_FEAT_OF) && ...)` is folded
 * away, with the calls behind it, even without optimisation (-O0).
 *
 * Return: true when every bit of @feature is in PLATDEV_FEATURES.
 */
#define platdev_has(feature)                             \
	((PLATDEV_FEATURES & (unsigned int)(feature)) == \
	 (unsigned int)(feature))

#endif /* _PLATDEV_FEATURES_H */
