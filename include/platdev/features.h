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
 * A dropped feature is never a silent success: its folder is not compiled,
 * so calling its API does not link, and the places where the kept code
 * would have used it return -EOPNOTSUPP with a log line or behave exactly
 * as for a device that does not use the feature (a device without an
 * of_node never needed the device tree).
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

#define PLATDEV_FEATURES_ALL                                     \
	(PLATDEV_FEAT_OF | PLATDEV_FEAT_AMBA | PLATDEV_FEAT_IO | \
	 PLATDEV_FEAT_RESOURCE_TREE)
#define PLATDEV_FEATURES_MINIMAL 0u

#ifndef PLATDEV_FEATURES
#define PLATDEV_FEATURES PLATDEV_FEATURES_ALL
#endif

/**
 * platdev_has() - whether this build has @feature
 * @feature: one PLATDEV_FEAT_* bit
 *
 * A compile-time constant for a constant @feature, so that
 * `if (platdev_has(PLATDEV_FEAT_OF) && ...)` costs nothing when the
 * feature is out.
 *
 * Return: true when every bit of @feature is in PLATDEV_FEATURES.
 */
static inline bool platdev_has(unsigned int feature)
{
	return (PLATDEV_FEATURES & feature) == feature;
}

#endif /* _PLATDEV_FEATURES_H */
