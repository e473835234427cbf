// SPDX-License-Identifier: MIT
/*
 * power.c - system suspend, resume and shutdown in dependency order.
 *
 * The order (what Linux keeps as dpm_list) is computed when a suspend
 * starts: every device of every bus, after its parent and after the
 * suppliers of its managed links. Suspend phases walk it backwards
 * (children and consumers first), resume phases forwards; prepare runs
 * forwards and complete backwards, as in Linux. A callback that fails
 * aborts the suspend: what was already suspended is resumed, newest
 * suspension last undone first, and the failing device is reported.
 * Probing is held off from prepare until complete.
 */
#include <stddef.h>
#include <stdio.h>

#include <linux/slab.h>
#include <linux/syscore_ops.h>
#include <platdev/power.h>

#include "base/base.h"

/* --- the dependency order -------------------------------------------- */

struct dev_set {
	struct device **slot;
	u8 *state; /* 0 absent, 1 expanding, 2 placed */
	size_t mask;
};

static size_t set_find(const struct dev_set *s, const struct device *dev)
{
	size_t i = ((uintptr_t)dev >> 4) * 0x9e3779b1u;

	for (i &= s->mask; s->slot[i] && s->slot[i] != dev;
	     i = (i + 1) & s->mask)
		;
	return i;
}

struct order_build {
	struct dev_set set;
	struct device **out, **stack;
	size_t n, depth, stack_cap;
	bool nomem;
};

static void count_device(struct device *dev, void *ctx)
{
	size_t *n = ctx;

	for (; dev; dev = dev->parent)
		(*n)++; /* an upper bound: ancestors are counted per child */
}

/*
 * Put @dev on the stack to be placed. A device already waiting lower on
 * the stack is pushed again, so it is placed before the one that needs it
 * (its older copy is skipped later); a placed one is left alone.
 */
static void push(struct order_build *b, struct device *dev)
{
	size_t i = set_find(&b->set, dev);

	if (b->set.slot[i] && b->set.state[i] != 0)
		return;
	if (b->depth == b->stack_cap) {
		size_t cap = 2 * b->stack_cap;
		struct device **st =
			krealloc(b->stack, cap * sizeof(*st), GFP_KERNEL);

		if (!st) {
			b->nomem = true;
			return;
		}
		b->stack = st;
		b->stack_cap = cap;
	}
	b->set.slot[i] = dev;
	b->stack[b->depth++] = dev;
}

/* Place @root after everything it depends on (iterative depth first). */
static void place(struct device *root, void *ctx)
{
	struct order_build *b = ctx;

	push(b, root);
	while (b->depth && !b->nomem) {
		struct device *dev = b->stack[b->depth - 1];
		size_t i = set_find(&b->set, dev);
		struct device_link *link;

		if (b->set.state[i] == 2) {
			b->depth--;
			continue;
		}
		if (b->set.state[i] == 1) {
			b->set.state[i] = 2;
			b->out[b->n++] = get_device(dev);
			b->depth--;
			continue;
		}
		b->set.state[i] = 1;
		if (dev->parent)
			push(b, dev->parent);
		if (dev->p.deps)
			list_for_each_entry(link, &dev->p.deps->suppliers,
					    c_node)
				if (link->flags & DL_FLAG_MANAGED)
					push(b, link->supplier);
	}
}

/*
 * Every device of every bus and their ancestors, each after its parent
 * and its managed suppliers; referenced. Return: 0 or -ENOMEM.
 */
static int build_order(struct device ***order, size_t *n)
{
	struct order_build b = { 0 };
	size_t slots = 16, bound = 0;

	platdev_port_core_lock();
	for_each_bus_device_locked(count_device, &bound);
	while (slots < 2 * bound + 2)
		slots *= 2;
	b.set.slot = kcalloc(slots, sizeof(*b.set.slot), GFP_KERNEL);
	b.set.state = kcalloc(slots, 1, GFP_KERNEL);
	b.out = kcalloc(bound + 1, sizeof(*b.out), GFP_KERNEL);
	b.stack_cap = 64;
	b.stack = kcalloc(b.stack_cap, sizeof(*b.stack), GFP_KERNEL);
	if (b.set.slot && b.set.state && b.out && b.stack) {
		b.set.mask = slots - 1;
		for_each_bus_device_locked(place, &b);
	} else {
		b.nomem = true;
	}
	if (b.nomem)
		while (b.n)
			put_device(b.out[--b.n]);
	platdev_port_core_unlock();
	kfree(b.set.slot);
	kfree(b.set.state);
	kfree(b.stack);
	if (b.nomem) {
		kfree(b.out);
		return -ENOMEM;
	}
	*order = b.out;
	*n = b.n;
	return 0;
}

static void drop_order(struct device **order, size_t n)
{
	while (n--)
		put_device(order[n]);
	kfree(order);
}

/* --- callbacks --------------------------------------------------------- */

/* One phase: which dev_pm_ops member, in which direction. */
struct pm_phase {
	const char *name;
	size_t op; /* offsetof(struct dev_pm_ops, ...) */
	bool forward;
};

#define PHASE(member, fwd)                                        \
	{                                                         \
#member, offsetof(struct dev_pm_ops, member), fwd \
	}

/* Suspend phases and the resume phase that undoes each, per event. */
static const struct pm_phase suspend_phases[3][4] = {
	{ PHASE(prepare, true), PHASE(suspend, false),
	  PHASE(suspend_late, false), PHASE(suspend_noirq, false) },
	{ PHASE(prepare, true), PHASE(freeze, false), PHASE(freeze_late, false),
	  PHASE(freeze_noirq, false) },
	{ PHASE(prepare, true), PHASE(poweroff, false),
	  PHASE(poweroff_late, false), PHASE(poweroff_noirq, false) },
};
static const struct pm_phase resume_phases[3][4] = {
	{ PHASE(complete, false), PHASE(resume, true),
	  PHASE(resume_early, true), PHASE(resume_noirq, true) },
	{ PHASE(complete, false), PHASE(thaw, true), PHASE(thaw_early, true),
	  PHASE(thaw_noirq, true) },
	{ PHASE(complete, false), PHASE(restore, true),
	  PHASE(restore_early, true), PHASE(restore_noirq, true) },
};

typedef int (*pm_cb)(struct device *dev);

static const struct dev_pm_ops *driver_pm(const struct device *dev)
{
	const struct device_driver *drv =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);

	return drv ? drv->pm : NULL;
}

/* The bus's callback if it has one for @op, else the driver's, else NULL. */
static void *callback(const struct device *dev, size_t op)
{
	const struct dev_pm_ops *ops[2] = {
		dev->bus ? dev->bus->pm : NULL,
		driver_pm(dev),
	};
	int i;

	if (!dev->p.bound || (dev->p.deps && dev->p.deps->no_pm))
		return NULL;
	for (i = 0; i < 2; i++) {
		void *fn = ops[i] ?
				   *(void *const *)((const char *)ops[i] + op) :
				   NULL;

		if (fn)
			return fn;
	}
	return NULL;
}

static int run_callback(struct device *dev, const struct pm_phase *ph)
{
	void *fn = callback(dev, ph->op);

	if (!fn)
		return 0;
	if (ph->op == offsetof(struct dev_pm_ops, complete)) {
		((void (*)(struct device *))fn)(dev);
		return 0;
	}
	return ((pm_cb)fn)(dev);
}

/* --- the suspend state machine ---------------------------------------- */

static struct {
	struct device **order;
	size_t n;
	int event; /* index into the phase tables */
	int phases_done; /* suspend phases complete */
	bool active;
} pm;

static char failed_name[64];

static int event_index(pm_message_t state)
{
	switch (state.event) {
	case PM_EVENT_SUSPEND:
		return 0;
	case PM_EVENT_FREEZE:
	case PM_EVENT_QUIESCE:
		return 1;
	case PM_EVENT_HIBERNATE:
		return 2;
	default:
		return -1;
	}
}

/* Run resume phase @p (undoing suspend phase @p) over devices [lo, hi). */
static void resume_range(int p, size_t lo, size_t hi)
{
	const struct pm_phase *ph = &resume_phases[pm.event][p];
	size_t k;

	for (k = 0; k < hi - lo; k++) {
		struct device *dev =
			pm.order[ph->forward ? lo + k : hi - 1 - k];
		int err = run_callback(dev, ph);

		if (err)
			dev_err(dev, "PM: %s returned %d\n", ph->name, err);
	}
}

/* Run suspend phase @p; on failure undo it and report. Return: 0 or error. */
static int suspend_phase(int p)
{
	const struct pm_phase *ph = &suspend_phases[pm.event][p];
	size_t k;

	for (k = 0; k < pm.n; k++) {
		size_t i = ph->forward ? k : pm.n - 1 - k;
		int err = run_callback(pm.order[i], ph);

		if (!err)
			continue;
		snprintf(failed_name, sizeof(failed_name), "%s",
			 dev_name(pm.order[i]));
		dev_err(pm.order[i], "PM: %s failed: error %d\n", ph->name,
			err);
		/* Undo this phase for the devices it already reached. */
		if (ph->forward)
			resume_range(p, 0, i);
		else
			resume_range(p, i + 1, pm.n);
		return err;
	}
	return 0;
}

static void finish(void)
{
	drop_order(pm.order, pm.n);
	pm.order = NULL;
	pm.n = 0;
	pm.active = false;
	device_unblock_probing();
}

/* Undo every suspend phase done so far, newest first, and finish. */
/* The noirq phase: wake IRQs (src/io/wakeirq.c) armed around it. */
#define PHASE_NOIRQ 3

static void wake_irqs(bool arm)
{
	void (*fn)(bool arm) = wakeirq_arm;

	if (fn)
		fn(arm);
}

/* Undo suspend phases down to @to, newest first. */
static void resume_down_to(int to)
{
	while (pm.phases_done > to) {
		pm.phases_done--;
		resume_range(pm.phases_done, 0, pm.n);
		if (pm.phases_done == PHASE_NOIRQ)
			wake_irqs(false);
	}
}

static void unwind(void)
{
	resume_down_to(0);
	finish();
}

static int run_phases(int from, int to)
{
	int p, err;

	for (p = from; p < to; p++) {
		if (p == PHASE_NOIRQ)
			wake_irqs(true);
		err = suspend_phase(p);
		if (err && p == PHASE_NOIRQ)
			wake_irqs(false);
		if (err) {
			unwind();
			return err;
		}
		pm.phases_done = p + 1;
	}
	return 0;
}

/* Refuse a system-sleep call in a profile without it. */
static bool pm_missing(const char *fn)
{
	if (platdev_has(PLATDEV_FEAT_PM))
		return false;
	not_in_profile(NULL, fn, "system sleep");
	return true;
}

int dpm_suspend_start(pm_message_t state)
{
	int ev = event_index(state), err;

	if (pm_missing(__func__))
		return -EOPNOTSUPP;
	if (ev < 0 || pm.active) {
		pr_err("PM: dpm_suspend_start: %s\n",
		       ev < 0 ? "unknown event" : "already suspended");
		return -EINVAL;
	}
	device_block_probing();
	wait_for_device_probe();
	err = build_order(&pm.order, &pm.n);
	if (err) {
		device_unblock_probing();
		return err;
	}
	pm.event = ev;
	pm.phases_done = 0;
	pm.active = true;
	failed_name[0] = '\0';
	return run_phases(0, 2);
}

int dpm_suspend_end(pm_message_t state)
{
	int err;

	if (pm_missing(__func__))
		return -EOPNOTSUPP;
	if (!pm.active || pm.phases_done != 2 ||
	    event_index(state) != pm.event) {
		pr_err("PM: dpm_suspend_end without dpm_suspend_start\n");
		return -EINVAL;
	}
	err = run_phases(2, 4);
	if (err)
		return err;
	/* As Linux's suspend_enter(): the system core after the devices. */
	err = syscore_suspend();
	if (err)
		unwind();
	return err;
}

void dpm_resume_start(pm_message_t state)
{
	(void)state;
	if (pm_missing(__func__) || !pm.active)
		return;
	if (pm.phases_done == 4)
		syscore_resume();
	resume_down_to(2);
}

void dpm_resume_end(pm_message_t state)
{
	(void)state;
	if (pm_missing(__func__) || !pm.active)
		return;
	unwind();
}

int platdev_pm_suspend(pm_message_t state)
{
	int err = dpm_suspend_start(state);

	return err ? err : dpm_suspend_end(state);
}

void platdev_pm_resume(pm_message_t state)
{
	dpm_resume_start(state);
	dpm_resume_end(state);
}

const char *platdev_pm_failed_device(void)
{
	return failed_name[0] ? failed_name : NULL;
}

/* --- shutdown ---------------------------------------------------------- */

void device_shutdown(void)
{
	struct device **order;
	size_t n;

	/* Without DEPS there is no blocking (and nothing in flight). */
	if (platdev_has(PLATDEV_FEAT_DEPS)) {
		device_block_probing();
		wait_for_device_probe();
	}
	if (build_order(&order, &n)) {
		pr_err("device_shutdown: out of memory; nothing shut down\n");
		if (platdev_has(PLATDEV_FEAT_DEPS))
			device_unblock_probing();
		return;
	}
	/* Consumers and children first. */
	while (n--) {
		struct device *dev = order[n];
		struct device_driver *drv =
			__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);

		if (dev->p.bound) {
			if (dev->bus && dev->bus->shutdown)
				dev->bus->shutdown(dev);
			else if (drv && drv->shutdown)
				drv->shutdown(dev);
		}
		put_device(dev);
	}
	kfree(order);
	/* As in Linux, nothing probes after shutdown; the block stays. */
}
