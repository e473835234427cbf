/* SPDX-License-Identifier: MIT */
/*
 * platdev/features.h - the compile-time feature mask: which features exist,
 * which feature needs which, and what each profile holds. This file is the
 * one source of truth for all three.
 *
 * In the spirit of libfdt's can_assume(): one integer, PLATDEV_FEATURES,
 * and one predicate, platdev_has(), that code tests with an ordinary `if`.
 * Because the mask is a constant, the compiler folds the test and drops the
 * call behind it, and --gc-sections then drops the feature's code from the
 * image; the source stays free of #ifdef forests and every branch is still
 * type-checked.
 *
 * The build reads this file as well (cmake/PlatdevFeatures.cmake): it takes
 * the bits, each bit's PLATDEV_FEAT_<NAME>_NEEDS and the profiles
 * PLATDEV_FEATURES_<PROFILE> from the #defines below, compiles the folders
 * of the features in the set (OF: src/of, AMBA: src/amba, IO: src/io,
 * RESOURCE_TREE: src/resource), refuses at configure time a set whose
 * needs are not met, and passes the mask to the compiler as
 * -DPLATDEV_FEATURES=<hex>. The installed platdev.pc and CMake package pass
 * the same definition to users' code, so that a program and the library
 * agree. So that CMake can read them, keep those #defines as they are:
 * a bit is one hex constant; needs and profiles are PLATDEV_FEAT_* names
 * (or 0u) joined with |.
 *
 * Profiles (CMake: PLATDEV_PROFILE, or PLATDEV_FEATURES for any set):
 *   minimal  platform bus, name and id_table matching, resources, platform
 *            data: what a board file needs (PLATDEV_FEATURES_MINIMAL)
 *   full     every feature (PLATDEV_FEATURES_FULL, the default here and in
 *            the host build)
 *   tiny     no feature bit, and a core of its own: src/tiny instead of
 *            src/base, src/platform, src/kernel and the port, built with
 *            PLATDEV_TINY=1 (see below and docs/tiny.md)
 *
 * A dropped feature is never a silent success. A feature with a folder of
 * its own (OF, AMBA, IO, RESOURCE_TREE) is not compiled, so calling its
 * API does not link; where the kept code would reach it, the call sits
 * behind platdev_has() and the kept code fails or refuses instead (see each
 * bit). The features inside src/base (DEPS, ASYNC, INDEX, PM, SWNODE) are
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

/*
 * Device tree: src/of (loading, the OF API, OF matching, of_node
 * interrupts, populate). Needs DEPS: populate adds device links and defers
 * probes on suppliers; and IO: of_irq_get() maps through irq domains and
 * of_iomap() maps registers.
 */
#define PLATDEV_FEAT_OF 0x01u
#define PLATDEV_FEAT_OF_NEEDS (PLATDEV_FEAT_DEPS | PLATDEV_FEAT_IO)
/*
 * The AMBA bus: src/amba. Needs OF (its devices come from "arm,primecell"
 * nodes, their interrupts from the tree), IO (the peripheral ID is read
 * from the registers) and RESOURCE_TREE (amba_device_add() claims the
 * window). Without it populate creates no device for a PrimeCell node, as
 * Linux without CONFIG_ARM_AMBA.
 */
#define PLATDEV_FEAT_AMBA 0x02u
#define PLATDEV_FEAT_AMBA_NEEDS \
	(PLATDEV_FEAT_OF | PLATDEV_FEAT_IO | PLATDEV_FEAT_RESOURCE_TREE)
/*
 * Register access and interrupts: src/io (ioremap and its backends,
 * request_irq, irq domains, the simulated board). Needs RESOURCE_TREE:
 * devm_ioremap_resource() claims the window in iomem_resource. Without it
 * the posix port's /dev/mem and UIO backend maps nothing.
 */
#define PLATDEV_FEAT_IO 0x04u
#define PLATDEV_FEAT_IO_NEEDS PLATDEV_FEAT_RESOURCE_TREE
/*
 * The iomem/ioport resource trees (src/resource): platform_device_add()
 * claims MEM and IO resources and refuses overlaps with -EBUSY. Without it
 * resources are still attached to devices and looked up, but not claimed,
 * and devm_request_region()/devm_request_mem_region() fail (NULL).
 */
#define PLATDEV_FEAT_RESOURCE_TREE 0x08u
/*
 * Dependencies (src/base/{deferred,links,explain}.c): deferred probe and
 * its retries, device links, probe blocking, dependency timeouts and the
 * boot timeline. Without it a probe that returns -EPROBE_DEFER leaves the
 * device unbound with an error line (device_attach() may try it again),
 * device_link_add() returns NULL and the other calls -EOPNOTSUPP, each
 * with a log line.
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
 * line; device_shutdown() stays. Needs DEPS: a suspend holds probing off.
 */
#define PLATDEV_FEAT_PM 0x80u
#define PLATDEV_FEAT_PM_NEEDS PLATDEV_FEAT_DEPS
/*
 * Software nodes (src/base/swnode.c): device properties a board file gives
 * (software_node_register(), device_add_software_node(),
 * platform_device_info.properties and .swnode), removed with their device.
 * Without it those calls return -EOPNOTSUPP with a log line and a device's
 * properties come from its device-tree node alone; the readers
 * (device_property_*()) stay.
 */
#define PLATDEV_FEAT_SWNODE 0x100u

/*
 * The subsystem cores of Linux's small device classes, each in its own
 * src/<core> and each a class device of platdev/class.h: the RTC class
 * (linux/rtc.h), the watchdog core (linux/watchdog.h), hardware random
 * number generators (linux/hw_random.h), the LED class and its triggers
 * (linux/leds.h), PWM chips and their consumers (linux/pwm.h) and input
 * devices (linux/input.h). Without one its provider calls return
 * -EOPNOTSUPP, so a driver for it fails to probe with a log line.
 */
/*
 * RTC: src/rtc (linux/rtc.h, platdev/rtc.h), CONFIG_RTC_CLASS. HWRNG:
 * src/hwrng (linux/hw_random.h, platdev/hwrng.h), CONFIG_HW_RANDOM. Both
 * stand on the workqueue and devres of the core alone; without the bit the
 * folder is not built and its calls do not link (a profile without it
 * pays nothing).
 */
#define PLATDEV_FEAT_RTC 0x200u
#define PLATDEV_FEAT_WATCHDOG 0x400u
#define PLATDEV_FEAT_HWRNG 0x800u
#define PLATDEV_FEAT_LEDS 0x1000u
#define PLATDEV_FEAT_PWM 0x2000u
#define PLATDEV_FEAT_INPUT 0x4000u

/*
 * The cores every real board's devices stand on before they can probe,
 * each in its own src/<core>: regulators and their consumers
 * (linux/regulator/), pin control with pinctrl_bind_pins() at probe
 * (linux/pinctrl/), the I2C core with its adapters, clients and drivers
 * (linux/i2c.h) and nvmem providers and cells (linux/nvmem-*.h). Without
 * one, its provider calls return -EOPNOTSUPP and its consumer calls behave
 * as Linux's do without the CONFIG_ option.
 */
#define PLATDEV_FEAT_REGULATOR 0x8000u
#define PLATDEV_FEAT_PINCTRL 0x10000u
#define PLATDEV_FEAT_I2C 0x20000u
#define PLATDEV_FEAT_NVMEM 0x40000u

/*
 * Attributes (src/base/sysfs.c, linux/sysfs.h, platdev/sysfs.h): the
 * groups a driver's dev_groups and groups name, sysfs_create_group() and
 * its kin, and their reads and writes through platdev_dev_attr_*(). Without
 * it the calls that add or remove attributes succeed and keep nothing, as
 * Linux's do without CONFIG_SYSFS, and the reads and writes return
 * -EOPNOTSUPP with a log line: firmware has no one to read them.
 */
#define PLATDEV_FEAT_SYSFS 0x80000u

/* Every bit this version knows. */
#define PLATDEV_FEATURES_ALL                                                   \
	(PLATDEV_FEAT_OF | PLATDEV_FEAT_AMBA | PLATDEV_FEAT_IO |               \
	 PLATDEV_FEAT_RESOURCE_TREE | PLATDEV_FEAT_DEPS | PLATDEV_FEAT_ASYNC | \
	 PLATDEV_FEAT_INDEX | PLATDEV_FEAT_PM | PLATDEV_FEAT_SWNODE |          \
	 PLATDEV_FEAT_RTC | PLATDEV_FEAT_WATCHDOG | PLATDEV_FEAT_HWRNG |       \
	 PLATDEV_FEAT_LEDS | PLATDEV_FEAT_PWM | PLATDEV_FEAT_INPUT |           \
	 PLATDEV_FEAT_REGULATOR | PLATDEV_FEAT_PINCTRL | PLATDEV_FEAT_I2C |    \
	 PLATDEV_FEAT_NVMEM | PLATDEV_FEAT_SYSFS)

/* The profiles: PLATDEV_FEATURES_<NAME> is CMake's PLATDEV_PROFILE=<name>. */
#define PLATDEV_FEATURES_FULL PLATDEV_FEATURES_ALL
#define PLATDEV_FEATURES_MINIMAL 0u
#define PLATDEV_FEATURES_TINY 0u

/*
 * PLATDEV_TINY: 1 in the tiny profile (CMake defines it, for the library
 * and its users). The headers then declare the tiny structs
 * (platdev/tiny_device.h, platdev/tiny_platform.h) and src/tiny implements
 * the platform bus's API on them: one execution context, no heap, no
 * message text (platdev/event.h), linear walks.
 */
#ifndef PLATDEV_TINY
#define PLATDEV_TINY 0
#endif

/* The build's feature bits; without -DPLATDEV_FEATURES, the full profile. */
#ifndef PLATDEV_FEATURES
#define PLATDEV_FEATURES PLATDEV_FEATURES_FULL
#endif

/*
 * A set the library cannot be built with stops the compiler here, as it
 * stops CMake at configure time, for code built without CMake (or with a
 * hand-written -DPLATDEV_FEATURES).
 */
#if (PLATDEV_FEATURES) & ~PLATDEV_FEATURES_ALL
#error "PLATDEV_FEATURES has bits that are no PLATDEV_FEAT_* of this version"
#endif

/* Whether @feature is in the set without everything in @feature##_NEEDS. */
#define PLATDEV_LACKS_NEEDS(feature)         \
	(((PLATDEV_FEATURES) & (feature)) && \
	 ((PLATDEV_FEATURES) & (feature##_NEEDS)) != (feature##_NEEDS))

#if PLATDEV_LACKS_NEEDS(PLATDEV_FEAT_OF)
#error "PLATDEV_FEAT_OF needs PLATDEV_FEAT_DEPS and PLATDEV_FEAT_IO (device links and deferral from the tree, interrupt mapping and of_iomap)"
#endif
#if PLATDEV_LACKS_NEEDS(PLATDEV_FEAT_AMBA)
#error "PLATDEV_FEAT_AMBA needs PLATDEV_FEAT_OF, PLATDEV_FEAT_IO and PLATDEV_FEAT_RESOURCE_TREE (PrimeCell nodes, the peripheral ID registers, the claimed window)"
#endif
#if PLATDEV_LACKS_NEEDS(PLATDEV_FEAT_IO)
#error "PLATDEV_FEAT_IO needs PLATDEV_FEAT_RESOURCE_TREE (devm_ioremap_resource claims the window)"
#endif
#if PLATDEV_LACKS_NEEDS(PLATDEV_FEAT_PM)
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
