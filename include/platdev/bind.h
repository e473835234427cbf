/* SPDX-License-Identifier: MIT */
/*
 * platdev/bind.h - where a device stands with respect to drivers: bound,
 * never bound, waiting (deferred) or failed, and how it got there. Linux
 * keeps no such record; platdev keeps the little it costs so tools and
 * tests can ask.
 */
#ifndef _PLATDEV_BIND_H
#define _PLATDEV_BIND_H

#include <linux/device.h>

/**
 * enum platdev_bind_state - a device's standing with drivers
 * @PLATDEV_BIND_UNBOUND: no driver bound, and the last probe (if any) did
 *                        not fail; includes "no driver matched"
 * @PLATDEV_BIND_BOUND: a driver is bound
 * @PLATDEV_BIND_DEFERRED: the last probe returned -EPROBE_DEFER
 * @PLATDEV_BIND_FAILED: the last probe returned another error
 */
enum platdev_bind_state {
	PLATDEV_BIND_UNBOUND,
	PLATDEV_BIND_BOUND,
	PLATDEV_BIND_DEFERRED,
	PLATDEV_BIND_FAILED,
};

/**
 * struct platdev_bind_status - a snapshot of a device's binding
 * @state: see enum platdev_bind_state
 * @driver: the bound driver's name, or NULL; valid while that driver stays
 *          registered
 * @last_error: what the last probe returned (0 when it bound or none ran)
 * @probe_calls: how many probes have run for this device
 */
struct platdev_bind_status {
	enum platdev_bind_state state;
	const char *driver;
	int last_error;
	unsigned int probe_calls;
};

/**
 * platdev_device_bind_status() - where @dev stands with drivers
 * @dev: a device
 * @st: filled in
 *
 * Return: 0, or -EINVAL for a NULL argument.
 */
int platdev_device_bind_status(struct device *dev,
			       struct platdev_bind_status *st);

/**
 * platdev_bind_state_name() - "unbound", "bound", "deferred" or "failed"
 * @state: a state
 *
 * Return: the name, "?" for a value outside the enum.
 */
const char *platdev_bind_state_name(enum platdev_bind_state state);

#endif /* _PLATDEV_BIND_H */
