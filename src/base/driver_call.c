// SPDX-License-Identifier: MIT
/*
 * driver_call.c - the probe and remove callbacks the calling thread is
 * inside, so that a call that would wait for one of them is refused
 * instead of deadlocking.
 *
 * A probe or remove runs with its device claimed (dd.c). Unregistering
 * that device (or an ancestor, whose deletion deletes it first), releasing
 * its driver, or unregistering the driver, waits for the claim to end: from
 * inside the callback, for ever. Linux deadlocks there without a word; we
 * keep a short stack of the thread's callbacks in the port's thread slot
 * and say which call was refused.
 */
#include <platdev/port.h>

#include "base/base.h"

void driver_call_enter(struct driver_call *call, struct device *dev,
		       const struct device_driver *drv, const char *what)
{
	void **slot = platdev_port_thread_slot();

	call->dev = dev;
	call->drv = drv;
	call->what = what;
	call->slot = slot;
	call->outer = *slot;
	*slot = call;
}

void driver_call_leave(struct driver_call *call)
{
	*call->slot = call->outer;
}

/* Whether @dev is @top or lies below it. */
static bool is_below(const struct device *dev, const struct device *top)
{
	for (; dev; dev = dev->parent)
		if (dev == top)
			return true;
	return false;
}

int refuse_self_wait(const char *fn, const struct device *dev,
		     const struct device_driver *drv)
{
	const struct driver_call *call = *platdev_port_thread_slot();

	for (; call; call = call->outer) {
		if (dev && is_below(call->dev, dev))
			break;
		if (drv && call->drv == drv)
			break;
	}
	if (!call)
		return 0;
	pr_err("%s: %s: called from the %s of %s by driver %s, which it would wait for: refused (-EDEADLK)\n",
	       fn, dev ? dev_name(dev) : drv->name, call->what,
	       dev_name(call->dev), call->drv->name);
	return -EDEADLK;
}
