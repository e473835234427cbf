/* SPDX-License-Identifier: MIT */
/*
 * testutil_core.h - the test_core_*.c tests: the generic driver core with
 * no platform code at all.
 *
 * Two buses carry plain struct device and struct device_driver: "testbus"
 * uses the platdev match-key extension (and has its own probe/remove),
 * "plainbus" has only a match function. Everything the platform bus relies
 * on must hold for any bus; scenarios run on both show that the key index
 * and the fallback walk over every driver bind the same devices to the same
 * drivers in the same order.
 */
#ifndef _PLATDEV_TESTUTIL_CORE_H
#define _PLATDEV_TESTUTIL_CORE_H

#include <stddef.h>

#include <linux/device.h>

#include "testutil.h"

/* --- what happened, in order --------------------------------------------- */

/* probes "p:drv:dev", removes "r:drv:dev", releases "x:dev" */
extern char trace[1024];
/* names visited by a walk */
extern char seen[512];

/* Append to @buf, a space before all but the first entry. */
void append(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);

#define tracef(...) append(trace, sizeof(trace), __VA_ARGS__)
#define see(name) append(seen, sizeof(seen), "%s", name)

/* Calls of tmatch() and of testbus's own probe and remove. */
extern unsigned int match_calls, bus_probes, bus_removes;

/* --- the devices and drivers of our buses --------------------------------- */

#define TDEV_KEYS 2
#define TDRV_KEYS 3

struct tdev {
	struct device dev;
	const char *keys[TDEV_KEYS]; /* strings it offers; NULL ends the list */
	int releases;
};

struct tdrv {
	struct device_driver drv;
	const char *keys[TDRV_KEYS]; /* strings it answers to besides its name */
	int probe_ret; /* what probe returns */
	const char *refuse; /* probe returns -ENODEV for the device so named */
	int (*probe_hook)(struct device *dev);
	void (*remove_hook)(struct device *dev);
	int probes;
	int removes;
};

#define to_tdev(d) container_of(d, struct tdev, dev)
#define to_tdrv(d) container_of(d, struct tdrv, drv)

/* With the key extension and bus-level probe/remove. */
extern struct bus_type test_bus;
/* Only a match function: the core asks every driver and calls the driver's
 * own probe and remove. */
extern struct bus_type plain_bus;

/* A driver handles a device that offers its name or one of its keys. */
int tmatch(struct device *dev, struct device_driver *drv);

/* Counts the release in the struct tdev and traces it. */
void tdev_release(struct device *dev);

/* A device named @name on @bus under @parent offering @key (or none). */
void tdev_init(struct tdev *t, struct bus_type *bus, struct device *parent,
	       const char *name, const char *key);

/* A driver named @name on @bus answering @key (or only its name). */
void tdrv_init(struct tdrv *d, struct bus_type *bus, const char *name,
	       const char *key);

/* The bound driver's name, or "-". */
const char *bound_to(const struct device *dev);

/* bus_register() succeeds only on a bus that is not registered. */
bool bus_is_gone(struct bus_type *bus);

/* --- fixture: both buses registered, model empty at the end --------------- */

int core_setup(void **state);
int core_teardown(void **state);

#define T(fn) cmocka_unit_test_setup_teardown(fn, core_setup, core_teardown)

#endif /* _PLATDEV_TESTUTIL_CORE_H */
