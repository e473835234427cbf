// SPDX-License-Identifier: MIT
/*
 * explain.c - why a device is or is not bound: a snapshot of its binding,
 * what it waits for, since when, and what its driver last said.
 */
#include <stdio.h>
#include <string.h>

#include <platdev/bind.h>

#include "base/base.h"

static bool timeline_on;

void platdev_timeline_enable(bool on)
{
	if (!platdev_has(PLATDEV_FEAT_DEPS) && on) {
		not_in_profile(NULL, __func__, "the timeline");
		return;
	}
	__atomic_store_n(&timeline_on, on, __ATOMIC_RELEASE);
}

bool timeline_enabled(void)
{
	return __atomic_load_n(&timeline_on, __ATOMIC_ACQUIRE);
}

u64 timeline_probe_start(void)
{
	if (!platdev_has(PLATDEV_FEAT_DEPS) || !timeline_enabled())
		return 0;
	return platdev_port_now_ns();
}

void timeline_probe_end_locked(struct device *dev, u64 start)
{
	struct device_deps *d;

	if (!start)
		return;
	d = device_deps_locked(dev, true);
	if (!d)
		return;
	if (!d->first_probe)
		d->first_probe = start;
	d->probe_time += platdev_port_now_ns() - start;
}

/* Fill the waiting part of @st from @d. Core lock held. */
static void fill_wait_locked(const struct device_deps *d,
			     struct platdev_bind_status *st, u64 now,
			     bool waiting)
{
	if (!d)
		return;
	st->first_probe_ns = d->first_probe;
	st->probe_ns = d->probe_time;
	st->defers = d->defers;
	if (d->reason)
		snprintf(st->reason, sizeof(st->reason), "%s", d->reason);
	if (!waiting || d->park == PARK_NONE || d->park == PARK_BLOCKED)
		return;
	st->wait_kind = (enum platdev_dep_kind)d->wait_kind;
	if (st->wait_kind == PLATDEV_DEP_LINK ||
	    st->wait_kind == PLATDEV_DEP_FW_LINK)
		snprintf(st->supplier, sizeof(st->supplier), "%s",
			 dev_name(d->wait_for));
	else if (platdev_dep_kind_is_node(st->wait_kind))
		st->node = d->wait_for;
	st->waited_ms = (unsigned long)((now - d->wait_since) / 1000000u);
	st->timed_out = deferred_timed_out_locked(d, now);
}

int platdev_device_bind_status(struct device *dev,
			       struct platdev_bind_status *st)
{
	u64 now = platdev_port_now_ns();

	if (!dev || !st)
		return -EINVAL;
	memset(st, 0, sizeof(*st));
	platdev_port_core_lock();
	st->last_error = dev->p.last_probe_err;
	st->probe_calls = dev->p.bind_attempts;
	st->driver = dev->p.bound ? dev->driver->name : NULL;
	fill_wait_locked(dev->p.deps, st, now, !st->driver);
	st->driver_matches = st->driver || device_has_candidate_locked(dev);
	platdev_port_core_unlock();
	if (st->driver)
		st->state = PLATDEV_BIND_BOUND;
	else if (st->wait_kind != PLATDEV_DEP_NONE ||
		 st->last_error == -EPROBE_DEFER)
		st->state = PLATDEV_BIND_DEFERRED;
	else if (st->last_error == -ENODEV || st->last_error == -ENXIO)
		st->state = PLATDEV_BIND_DECLINED;
	else if (st->last_error)
		st->state = PLATDEV_BIND_FAILED;
	else
		st->state = PLATDEV_BIND_UNBOUND;
	return 0;
}

const char *platdev_bind_state_name(enum platdev_bind_state state)
{
	static const char *const names[] = {
		[PLATDEV_BIND_UNBOUND] = "unbound",
		[PLATDEV_BIND_BOUND] = "bound",
		[PLATDEV_BIND_DEFERRED] = "deferred",
		[PLATDEV_BIND_FAILED] = "failed",
		[PLATDEV_BIND_DECLINED] = "declined",
	};

	return (unsigned int)state < ARRAY_SIZE(names) ? names[state] : "?";
}

const char *platdev_dep_kind_name(enum platdev_dep_kind kind)
{
	static const char *const names[] = {
		[PLATDEV_DEP_NONE] = "none",
		[PLATDEV_DEP_UNKNOWN] = "unknown",
		[PLATDEV_DEP_LINK] = "device link",
		[PLATDEV_DEP_FW_LINK] = "device-tree link",
		[PLATDEV_DEP_IRQ_PARENT] = "interrupt parent",
		[PLATDEV_DEP_CLOCK] = "clock",
		[PLATDEV_DEP_RESET] = "reset controller",
		[PLATDEV_DEP_GPIO] = "GPIO controller",
		[PLATDEV_DEP_SUPPLY] = "regulator",
		[PLATDEV_DEP_PROVIDER] = "provider",
	};
	_Static_assert(ARRAY_SIZE(names) == PLATDEV_DEP_KINDS,
		       "a name for every dependency kind");

	return (unsigned int)kind < ARRAY_SIZE(names) ? names[kind] : "?";
}
