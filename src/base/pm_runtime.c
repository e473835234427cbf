// SPDX-License-Identifier: MIT
/*
 * pm_runtime.c - runtime power management (linux/pm_runtime.h), as
 * Linux's drivers/base/power/runtime.c behaves.
 *
 * A device's state is made the first time a runtime-PM call changes it
 * and hangs off its dependency record (struct device_deps), so devices
 * that never use runtime PM pay one pointer there. One spinlock
 * (rpm_lock) guards every device's state; callbacks run without it, the
 * device marked RPM_RESUMING or RPM_SUSPENDING meanwhile, and a caller
 * that meets a transition waits for rpm_transitions to move (each
 * transition's end bumps it and wakes the waiters). Parents and suppliers
 * are handled by recursion with the lock dropped, parent before child, as
 * in Linux. Asynchronous requests are one work item per device on
 * system_wq; the autosuspend timer queues it when the delay is over.
 */
#include <linux/jiffies.h>
#include <linux/pm_runtime.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <linux/timer.h>
#include <linux/workqueue.h>
#include <platdev/port.h>
#include <platdev/time.h>

#include "base/base.h"

enum rpm_request {
	RPM_REQ_NONE = 0,
	RPM_REQ_IDLE,
	RPM_REQ_SUSPEND,
	RPM_REQ_AUTOSUSPEND,
	RPM_REQ_RESUME,
};

/**
 * struct dev_pm_runtime - one device's runtime-PM state (rpm_lock)
 * @dev: the device
 * @status: enum rpm_status
 * @last_status: the status when runtime PM was last disabled
 * @request: the pending asynchronous request (enum rpm_request)
 * @request_pending: @work is queued for @request
 * @deferred_resume: a resume was asked for during a suspend
 * @ignore_children: active children do not keep it resumed
 * @no_callbacks: transitions run no callback
 * @use_autosuspend: suspends honour @autosuspend_delay
 * @forbidden: pm_runtime_forbid() holds a usage count
 * @needs_force_resume: pm_runtime_force_suspend() suspended it
 * @timer_autosuspends: @timer is armed for an autosuspend at @timer_expires
 * @runtime_error: a callback's error; blocks transitions until cleared
 * @disable_depth: pm_runtime_disable() calls not undone (1 at first)
 * @usage_count: users that keep it resumed
 * @child_count: active children
 * @autosuspend_delay: ms after @last_busy
 * @last_busy: platdev_time_now_ns() at the last pm_runtime_mark_last_busy()
 * @timer_expires: when @timer fires (ns), 0 when not armed
 * @timer: the autosuspend timer
 * @work: runs @request
 */
struct dev_pm_runtime {
	struct device *dev;
	s8 status;
	s8 last_status;
	u8 request;
	bool request_pending;
	bool deferred_resume;
	bool ignore_children;
	bool no_callbacks;
	bool use_autosuspend;
	bool forbidden;
	bool needs_force_resume;
	bool timer_autosuspends;
	int runtime_error;
	unsigned int disable_depth;
	int usage_count;
	int child_count;
	int autosuspend_delay;
	u64 last_busy;
	u64 timer_expires;
	struct timer_list timer;
	struct work_struct work;
};

static DEFINE_RAW_SPINLOCK(rpm_lock);
static u32 rpm_transitions;

static int rpm_idle(struct device *dev, int rpmflags);
static int rpm_suspend(struct device *dev, int rpmflags);
static int rpm_resume(struct device *dev, int rpmflags);

#define lock() raw_spin_lock(&rpm_lock)
#define unlock() raw_spin_unlock(&rpm_lock)

/* ---- the state ---- */

static void rpm_work_fn(struct work_struct *work);
static void rpm_timer_fn(struct timer_list *t);
static const struct rpm_core_ops core_ops;
static void pm_runtime_reinit(struct device *dev);

/* @dev's state, or NULL. Any context. */
static struct dev_pm_runtime *rpm_peek(struct device *dev)
{
	struct device_deps *d = __atomic_load_n(&dev->p.deps, __ATOMIC_ACQUIRE);

	return d ? __atomic_load_n(&d->rpm, __ATOMIC_ACQUIRE) : NULL;
}

/* @dev's state, made if missing (NULL, logged, when out of memory). */
static struct dev_pm_runtime *rpm_get(struct device *dev)
{
	struct dev_pm_runtime *r = rpm_peek(dev), *fresh;
	struct device_deps *d;

	if (r)
		return r;
	fresh = kzalloc(sizeof(*fresh), GFP_KERNEL);
	platdev_port_core_lock();
	d = fresh ? device_deps_locked(dev, true) : NULL;
	r = d ? d->rpm : NULL;
	if (d && !r) {
		r = fresh;
		fresh = NULL;
		r->dev = dev;
		r->status = RPM_SUSPENDED;
		r->last_status = RPM_INVALID;
		r->disable_depth = 1;
		timer_setup(&r->timer, rpm_timer_fn, 0);
		INIT_WORK(&r->work, rpm_work_fn);
		__atomic_store_n(&d->rpm, r, __ATOMIC_RELEASE);
		/* From now on the driver core calls in (base.h). */
		__atomic_store_n(&rpm_core_ops, &core_ops, __ATOMIC_RELEASE);
	}
	platdev_port_core_unlock();
	kfree(fresh);
	if (!r)
		dev_err(dev, "runtime PM: out of memory for its state\n");
	return r;
}

static void transition_done(void)
{
	__atomic_add_fetch(&rpm_transitions, 1, __ATOMIC_RELEASE);
	platdev_port_wake_word(&rpm_transitions);
}

/* Wait, rpm_lock held and dropped meanwhile, until some transition ends. */
static void wait_transition(void)
{
	u32 seen = __atomic_load_n(&rpm_transitions, __ATOMIC_ACQUIRE);

	unlock();
	platdev_port_wait_word(&rpm_transitions, seen,
			       PLATDEV_PORT_WAIT_FOREVER);
	lock();
}

static void set_status(struct dev_pm_runtime *r, int status)
{
	r->status = status;
}

/* The bus's callback at @off of dev_pm_ops, else the driver's, or NULL. */
static int (*rpm_callback_of(struct device *dev, size_t off))(struct device *)
{
	const struct device_driver *drv =
		__atomic_load_n(&dev->driver, __ATOMIC_ACQUIRE);
	const struct dev_pm_ops *ops[2] = {
		dev->bus ? dev->bus->pm : NULL,
		drv ? drv->pm : NULL,
	};
	int i;

	for (i = 0; i < 2; i++) {
		int (*fn)(struct device *) =
			ops[i] ? *(int (*const *)(struct device *))(
					 (const char *)ops[i] + off) :
				 NULL;

		if (fn)
			return fn;
	}
	return NULL;
}

#define RPM_CALLBACK(dev, name) \
	rpm_callback_of(dev, offsetof(struct dev_pm_ops, name))

/* ---- suppliers of DL_FLAG_PM_RUNTIME links ---- */

/* Whether @link is one whose supplier follows the consumer. Core lock. */
static bool rpm_link(const struct device_link *link)
{
	return (link->flags & DL_FLAG_PM_RUNTIME) &&
	       link->status != DL_STATE_SUPPLIER_UNBIND;
}

/*
 * Resume the suppliers of @dev's runtime-PM links, each one counted in
 * its link. The core lock is dropped around each resume, the supplier
 * held meanwhile. Return: 0 or the first supplier's error.
 */
static int get_suppliers(struct device *dev)
{
	struct device_link *link;
	int ret = 0;

	platdev_port_core_lock();
	if (!dev->p.deps) {
		platdev_port_core_unlock();
		return 0;
	}
	list_for_each_entry(link, &dev->p.deps->suppliers, c_node) {
		struct device *sup;

		if (!rpm_link(link) || link->rpm_active)
			continue;
		sup = get_device(link->supplier);
		link->rpm_active = 1;
		platdev_port_core_unlock();
		ret = pm_runtime_get_sync(sup);
		if (ret < 0 && ret != -EACCES) {
			pm_runtime_put_noidle(sup);
			platdev_port_core_lock();
			link->rpm_active = 0;
			platdev_port_core_unlock();
			put_device(sup);
			return ret;
		}
		put_device(sup);
		ret = 0;
		/* The list may have changed meanwhile: start over. */
		platdev_port_core_lock();
		link = list_entry(&dev->p.deps->suppliers, struct device_link,
				  c_node);
	}
	platdev_port_core_unlock();
	return ret;
}

/* Drop what get_suppliers() took, letting the suppliers suspend. */
static void put_suppliers(struct device *dev)
{
	struct device_link *link;

	platdev_port_core_lock();
	if (!dev->p.deps) {
		platdev_port_core_unlock();
		return;
	}
	list_for_each_entry(link, &dev->p.deps->suppliers, c_node) {
		struct device *sup;

		if (!link->rpm_active)
			continue;
		link->rpm_active = 0;
		sup = get_device(link->supplier);
		platdev_port_core_unlock();
		pm_runtime_put(sup);
		put_device(sup);
		platdev_port_core_lock();
		link = list_entry(&dev->p.deps->suppliers, struct device_link,
				  c_node);
	}
	platdev_port_core_unlock();
}

/*
 * The device's power domain (src/genpd), referenced weakly: on before the
 * resume callback, tried off after a suspend (Linux's genpd runtime ops).
 */
extern int platdev_genpd_runtime(struct device *dev, bool on)
	__attribute__((weak));

/* Whether genpd is linked (it comes with the device tree, src/genpd). */
static bool genpd_linked(void)
{
	return platdev_has(PLATDEV_FEAT_OF) && platdev_genpd_runtime;
}

/* Run @cb for @dev with rpm_lock dropped; the suppliers follow it. */
static int rpm_callback(struct dev_pm_runtime *r, int (*cb)(struct device *))
{
	struct device *dev = r->dev;
	bool resuming = r->status == RPM_RESUMING;
	bool domain_on = false;
	int ret = 0;

	unlock();
	if (resuming)
		ret = get_suppliers(dev);
	if (platdev_has(PLATDEV_FEAT_OF) && !ret && resuming &&
	    genpd_linked()) {
		ret = platdev_genpd_runtime(dev, true);
		domain_on = !ret;
	}
	if (!ret && cb)
		ret = cb(dev);
	if (platdev_has(PLATDEV_FEAT_OF) && genpd_linked() &&
	    ((!resuming && !ret) || (domain_on && ret)))
		platdev_genpd_runtime(dev, false);
	if ((!resuming && !ret) || (resuming && ret))
		put_suppliers(dev);
	lock();
	r->runtime_error = ret;
	return ret != -EACCES ? ret : -EIO;
}

/* ---- the three operations (rpm_lock held) ---- */

static int check_suspend_allowed(struct dev_pm_runtime *r)
{
	if (r->runtime_error)
		return -EINVAL;
	if (r->disable_depth > 0)
		return -EACCES;
	if (r->usage_count)
		return -EAGAIN;
	if (!r->ignore_children && r->child_count)
		return -EBUSY;
	if ((r->deferred_resume && r->status == RPM_SUSPENDING) ||
	    (r->request_pending && r->request == RPM_REQ_RESUME))
		return -EAGAIN;
	if (r->status == RPM_SUSPENDED)
		return 1;
	return 0;
}

static u64 expiration_locked(struct dev_pm_runtime *r)
{
	u64 expires;

	if (!r->use_autosuspend || r->autosuspend_delay < 0)
		return 0;
	expires = r->last_busy + (u64)r->autosuspend_delay * NSEC_PER_MSEC;
	return expires > platdev_time_now_ns() ? expires : 0;
}

static void deactivate_timer(struct dev_pm_runtime *r)
{
	if (r->timer_expires) {
		del_timer(&r->timer);
		r->timer_expires = 0;
		r->timer_autosuspends = false;
	}
}

static void cancel_pending(struct dev_pm_runtime *r)
{
	deactivate_timer(r);
	r->request = RPM_REQ_NONE;
}

static void queue_request(struct dev_pm_runtime *r, enum rpm_request req)
{
	r->request = req;
	if (!r->request_pending) {
		r->request_pending = true;
		queue_work(system_wq, &r->work);
	}
}

static int rpm_idle(struct device *dev, int rpmflags)
{
	struct dev_pm_runtime *r = rpm_peek(dev);
	int (*cb)(struct device *);
	int ret;

	if (!r)
		return -EACCES;
	ret = check_suspend_allowed(r);
	if (ret < 0)
		return ret;
	if (r->status != RPM_ACTIVE)
		return -EAGAIN;
	if (r->request_pending && r->request > RPM_REQ_IDLE)
		return -EAGAIN;
	r->request = RPM_REQ_NONE;
	cb = r->no_callbacks ? NULL : RPM_CALLBACK(dev, runtime_idle);
	if (!cb)
		return rpm_suspend(dev, rpmflags | RPM_AUTO);
	if (rpmflags & RPM_ASYNC) {
		queue_request(r, RPM_REQ_IDLE);
		return 0;
	}
	unlock();
	ret = cb(dev);
	lock();
	return ret ? ret : rpm_suspend(dev, rpmflags | RPM_AUTO);
}

static int rpm_suspend(struct device *dev, int rpmflags)
{
	struct dev_pm_runtime *r = rpm_peek(dev);
	struct device *parent = NULL;
	int ret;

	if (!r)
		return -EACCES;
repeat:
	ret = check_suspend_allowed(r);
	if (ret < 0)
		return ret;
	if (r->status == RPM_RESUMING && !(rpmflags & RPM_ASYNC))
		ret = -EAGAIN;
	if (ret)
		return ret;
	if ((rpmflags & RPM_AUTO) && r->status != RPM_SUSPENDING) {
		u64 expires = expiration_locked(r);

		if (expires) {
			r->request = RPM_REQ_NONE;
			if (!(r->timer_expires &&
			      r->timer_expires <= expires)) {
				u64 now = platdev_time_now_ns();

				r->timer_expires = expires;
				r->timer_autosuspends = true;
				mod_timer(&r->timer,
					  jiffies +
						  nsecs_to_jiffies(expires -
								   now) +
						  1);
			}
			return 0;
		}
	}
	cancel_pending(r);
	if (r->status == RPM_SUSPENDING) {
		if (rpmflags & RPM_ASYNC)
			return -EINPROGRESS;
		wait_transition();
		goto repeat;
	}
	if (rpmflags & RPM_ASYNC) {
		queue_request(r, (rpmflags & RPM_AUTO) ? RPM_REQ_AUTOSUSPEND :
							 RPM_REQ_SUSPEND);
		return 0;
	}
	set_status(r, RPM_SUSPENDING);
	ret = rpm_callback(
		r, r->no_callbacks ? NULL : RPM_CALLBACK(dev, runtime_suspend));
	if (ret) {
		set_status(r, RPM_ACTIVE);
		r->deferred_resume = false;
		transition_done();
		if (ret != -EAGAIN && ret != -EBUSY) {
			cancel_pending(r);
			return ret;
		}
		/* A transient refusal: try again when the delay is over. */
		r->runtime_error = 0;
		if ((rpmflags & RPM_AUTO) && expiration_locked(r))
			goto repeat;
		return ret;
	}
	set_status(r, RPM_SUSPENDED);
	deactivate_timer(r);
	if (dev->parent) {
		struct dev_pm_runtime *pr = rpm_peek(dev->parent);

		parent = dev->parent;
		if (pr && pr->child_count > 0)
			pr->child_count--;
	}
	transition_done();
	if (r->deferred_resume) {
		r->deferred_resume = false;
		rpm_resume(dev, 0);
		return -EAGAIN;
	}
	/* Maybe the parent can suspend now. */
	if (parent) {
		struct dev_pm_runtime *pr = rpm_peek(parent);

		if (pr && !pr->ignore_children)
			rpm_idle(parent, RPM_ASYNC);
	}
	return 0;
}

static int rpm_resume(struct device *dev, int rpmflags)
{
	struct dev_pm_runtime *r = rpm_peek(dev);
	struct device *parent = NULL;
	int ret = 0;

	if (!r)
		return -EACCES;
repeat:
	if (r->runtime_error)
		ret = -EINVAL;
	else if (r->disable_depth > 0)
		ret = r->status == RPM_ACTIVE && r->last_status == RPM_ACTIVE ?
			      1 :
			      -EACCES;
	if (ret)
		goto out;
	r->request = RPM_REQ_NONE;
	if (!r->timer_autosuspends)
		deactivate_timer(r);
	if (r->status == RPM_ACTIVE) {
		ret = 1;
		goto out;
	}
	if (r->status == RPM_RESUMING || r->status == RPM_SUSPENDING) {
		if (rpmflags & (RPM_ASYNC | RPM_NOWAIT)) {
			if (r->status == RPM_SUSPENDING)
				r->deferred_resume = true;
			ret = -EINPROGRESS;
			goto out;
		}
		wait_transition();
		goto repeat;
	}
	if (!parent && dev->parent && rpm_peek(dev->parent)) {
		/* The parent first, held resumed while the child is. */
		struct dev_pm_runtime *pr = rpm_peek(dev->parent);

		parent = dev->parent;
		pr->usage_count++;
		if (!pr->disable_depth && !pr->ignore_children) {
			rpm_resume(parent, 0);
			if (pr->status != RPM_ACTIVE)
				ret = -EBUSY;
		}
		if (ret)
			goto out;
		goto repeat;
	}
	if (rpmflags & RPM_ASYNC) {
		queue_request(r, RPM_REQ_RESUME);
		goto out;
	}
	set_status(r, RPM_RESUMING);
	ret = rpm_callback(
		r, r->no_callbacks ? NULL : RPM_CALLBACK(dev, runtime_resume));
	if (ret) {
		set_status(r, RPM_SUSPENDED);
		cancel_pending(r);
	} else {
		set_status(r, RPM_ACTIVE);
		r->last_busy = platdev_time_now_ns();
		if (parent) {
			struct dev_pm_runtime *pr = rpm_peek(parent);

			if (pr)
				pr->child_count++;
		}
	}
	transition_done();
	if (ret >= 0)
		rpm_idle(dev, RPM_ASYNC);
out:
	if (parent) {
		/* The child's own count now keeps the parent resumed. */
		struct dev_pm_runtime *pr = rpm_peek(parent);

		if (pr->usage_count > 0 && --pr->usage_count == 0)
			rpm_idle(parent, RPM_ASYNC);
	}
	return ret;
}

/* ---- asynchronous requests ---- */

static void rpm_work_fn(struct work_struct *work)
{
	struct dev_pm_runtime *r =
		container_of(work, struct dev_pm_runtime, work);
	enum rpm_request req;

	lock();
	req = r->request_pending ? r->request : RPM_REQ_NONE;
	r->request_pending = false;
	r->request = RPM_REQ_NONE;
	switch (req) {
	case RPM_REQ_IDLE:
		rpm_idle(r->dev, RPM_NOWAIT);
		break;
	case RPM_REQ_SUSPEND:
		rpm_suspend(r->dev, RPM_NOWAIT);
		break;
	case RPM_REQ_AUTOSUSPEND:
		rpm_suspend(r->dev, RPM_NOWAIT | RPM_AUTO);
		break;
	case RPM_REQ_RESUME:
		rpm_resume(r->dev, RPM_NOWAIT);
		break;
	default:
		break;
	}
	unlock();
}

static void rpm_timer_fn(struct timer_list *t)
{
	struct dev_pm_runtime *r = from_timer(r, t, timer);

	lock();
	if (r->timer_expires) {
		r->timer_expires = 0;
		rpm_suspend(r->dev,
			    (r->timer_autosuspends ? RPM_AUTO : 0) | RPM_ASYNC);
	}
	unlock();
}

/* ---- the public calls ---- */

static bool pm_missing(void)
{
	return !platdev_has(PLATDEV_FEAT_PM);
}

/* Drop a usage count. Return: what is left, or -EINVAL (logged) at 0. */
static int drop_usage(struct device *dev, struct dev_pm_runtime *r)
{
	if (r->usage_count > 0)
		return --r->usage_count;
	dev_warn(dev, "Runtime PM usage count underflow!\n");
	return -EINVAL;
}

/* Drop a usage count if asked, then @op (rpm_idle or rpm_suspend). */
static int put_then(struct device *dev, int rpmflags,
		    int (*op)(struct device *dev, int rpmflags))
{
	struct dev_pm_runtime *r;
	int ret;

	if (pm_missing())
		return -ENOSYS;
	r = rpm_get(dev);
	if (!r)
		return -ENOMEM;
	lock();
	ret = rpmflags & RPM_GET_PUT ? drop_usage(dev, r) : 0;
	if (!ret)
		ret = op(dev, rpmflags);
	else if (ret > 0)
		ret = 0; /* still in use */
	unlock();
	return ret;
}

int __pm_runtime_idle(struct device *dev, int rpmflags)
{
	return put_then(dev, rpmflags, rpm_idle);
}

int __pm_runtime_suspend(struct device *dev, int rpmflags)
{
	return put_then(dev, rpmflags, rpm_suspend);
}

int __pm_runtime_resume(struct device *dev, int rpmflags)
{
	struct dev_pm_runtime *r;
	int ret;

	if (pm_missing())
		return 1;
	r = rpm_get(dev);
	if (!r)
		return -ENOMEM;
	lock();
	if (rpmflags & RPM_GET_PUT)
		r->usage_count++;
	ret = rpm_resume(dev, rpmflags);
	unlock();
	return ret;
}

void pm_runtime_get_noresume(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	r->usage_count++;
	unlock();
}

void pm_runtime_put_noidle(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return;
	lock();
	if (r->usage_count > 0)
		r->usage_count--;
	unlock();
}

static int get_if(struct device *dev, bool in_use)
{
	struct dev_pm_runtime *r;
	int ret;

	if (pm_missing())
		return -EINVAL;
	r = rpm_peek(dev);
	if (!r)
		return -EINVAL;
	lock();
	if (r->disable_depth) {
		ret = -EINVAL;
	} else {
		ret = r->status == RPM_ACTIVE && (!in_use || r->usage_count);
		if (ret)
			r->usage_count++;
	}
	unlock();
	return ret;
}

int pm_runtime_get_if_active(struct device *dev)
{
	return get_if(dev, false);
}

int pm_runtime_get_if_in_use(struct device *dev)
{
	return get_if(dev, true);
}

int __pm_runtime_set_status(struct device *dev, unsigned int status)
{
	struct device *parent = dev->parent;
	struct dev_pm_runtime *r, *pr;
	bool notify_parent = false;
	int err = 0;

	if (pm_missing())
		return 0;
	if (status != RPM_ACTIVE && status != RPM_SUSPENDED)
		return -EINVAL;
	r = rpm_get(dev);
	if (!r)
		return -ENOMEM;
	lock();
	if (r->runtime_error || r->disable_depth)
		r->disable_depth++;
	else
		err = -EAGAIN;
	unlock();
	if (err)
		return err;
	if (status == RPM_ACTIVE && get_suppliers(dev)) {
		put_suppliers(dev);
		status = RPM_SUSPENDED;
	}
	lock();
	pr = parent ? rpm_peek(parent) : NULL;
	if (r->status != (int)status && parent) {
		if (status == RPM_SUSPENDED) {
			if (pr && pr->child_count > 0)
				pr->child_count--;
			notify_parent = pr && !pr->ignore_children;
		} else if (pr && !pr->disable_depth && !pr->ignore_children &&
			   pr->status != RPM_ACTIVE) {
			dev_err(dev,
				"runtime PM trying to activate child device %s but parent (%s) is not active\n",
				dev_name(dev), dev_name(parent));
			err = -EBUSY;
		} else if (r->status == RPM_SUSPENDED && pr) {
			pr->child_count++;
		}
	}
	if (!err) {
		set_status(r, status);
		r->runtime_error = 0;
	} else {
		status = RPM_SUSPENDED;
	}
	unlock();
	if (notify_parent)
		pm_request_idle(parent);
	if (status == RPM_SUSPENDED)
		put_suppliers(dev);
	pm_runtime_enable(dev);
	return err;
}

void pm_runtime_enable(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	if (!r->disable_depth)
		dev_warn(dev, "Unbalanced %s!\n", __func__);
	else if (--r->disable_depth == 0)
		r->last_status = RPM_INVALID;
	unlock();
}

/* Cancel the timer and the work of @r, waiting for them. No lock held. */
static void rpm_barrier(struct dev_pm_runtime *r)
{
	del_timer_sync(&r->timer);
	cancel_work_sync(&r->work);
	lock();
	r->timer_expires = 0;
	r->timer_autosuspends = false;
	r->request_pending = false;
	r->request = RPM_REQ_NONE;
	while (r->status == RPM_RESUMING || r->status == RPM_SUSPENDING)
		wait_transition();
	unlock();
}

void __pm_runtime_disable(struct device *dev, bool check_resume)
{
	struct dev_pm_runtime *r;
	bool first;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return;
	lock();
	if (r->disable_depth > 0) {
		r->disable_depth++;
		unlock();
		return;
	}
	if (check_resume && r->request_pending &&
	    r->request == RPM_REQ_RESUME) {
		r->usage_count++;
		rpm_resume(dev, 0);
		r->usage_count--;
	}
	first = !r->disable_depth++;
	unlock();
	if (first) {
		rpm_barrier(r);
		lock();
		r->last_status = r->status;
		unlock();
	}
}

int pm_runtime_barrier(struct device *dev)
{
	struct dev_pm_runtime *r;
	int ret = 0;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return 0;
	lock();
	r->usage_count++;
	if (r->request_pending && r->request == RPM_REQ_RESUME) {
		rpm_resume(dev, 0);
		ret = 1;
	}
	unlock();
	rpm_barrier(r);
	pm_runtime_put_noidle(dev);
	return ret;
}

static void devm_disable(void *dev)
{
	pm_runtime_dont_use_autosuspend(dev);
	pm_runtime_disable(dev);
}

int devm_pm_runtime_enable(struct device *dev)
{
	if (pm_missing())
		return 0;
	pm_runtime_enable(dev);
	return devm_add_action_or_reset(dev, devm_disable, dev);
}

static void devm_set_suspended(void *dev)
{
	pm_runtime_set_suspended(dev);
}

int devm_pm_runtime_set_active_enabled(struct device *dev)
{
	int err;

	if (pm_missing())
		return 0;
	err = pm_runtime_set_active(dev);
	if (err)
		return err;
	/* Undone in the reverse order: disabled, then marked suspended. */
	err = devm_add_action_or_reset(dev, devm_set_suspended, dev);
	if (err)
		return err;
	return devm_pm_runtime_enable(dev);
}

/* Apply a change of use_autosuspend or of the delay (rpm_lock held). */
static void update_autosuspend(struct device *dev, struct dev_pm_runtime *r,
			       int old_delay, bool old_use)
{
	int delay = r->autosuspend_delay;

	if (r->use_autosuspend && delay < 0) {
		/* A negative delay keeps it resumed: hold a usage count. */
		if (!old_use || old_delay >= 0) {
			r->usage_count++;
			rpm_resume(dev, 0);
		}
	} else {
		if (old_use && old_delay < 0)
			r->usage_count--;
		rpm_idle(dev, RPM_AUTO);
	}
}

void pm_runtime_set_autosuspend_delay(struct device *dev, int delay)
{
	struct dev_pm_runtime *r;
	int old_delay;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	old_delay = r->autosuspend_delay;
	r->autosuspend_delay = delay;
	update_autosuspend(dev, r, old_delay, r->use_autosuspend);
	unlock();
}

void __pm_runtime_use_autosuspend(struct device *dev, bool use)
{
	struct dev_pm_runtime *r;
	bool old_use;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	old_use = r->use_autosuspend;
	r->use_autosuspend = use;
	update_autosuspend(dev, r, r->autosuspend_delay, old_use);
	unlock();
}

u64 pm_runtime_autosuspend_expiration(struct device *dev)
{
	struct dev_pm_runtime *r;
	u64 expires;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return 0;
	lock();
	expires = expiration_locked(r);
	unlock();
	return expires;
}

void pm_runtime_mark_last_busy(struct device *dev)
{
	struct dev_pm_runtime *r;
	u64 now;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	/* Under the lock: a 64-bit store is not atomic on every CPU. */
	now = platdev_time_now_ns();
	lock();
	r->last_busy = now;
	unlock();
}

static void set_flag(struct device *dev, size_t off, bool value)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	*(bool *)((char *)r + off) = value;
	unlock();
}

void pm_suspend_ignore_children(struct device *dev, bool enable)
{
	set_flag(dev, offsetof(struct dev_pm_runtime, ignore_children), enable);
}

void pm_runtime_no_callbacks(struct device *dev)
{
	set_flag(dev, offsetof(struct dev_pm_runtime, no_callbacks), true);
}

void pm_runtime_irq_safe(struct device *dev)
{
	(void)dev;
}

void pm_runtime_forbid(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_get(dev)))
		return;
	lock();
	if (!r->forbidden) {
		r->forbidden = true;
		r->usage_count++;
		rpm_resume(dev, 0);
	}
	unlock();
}

void pm_runtime_allow(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return;
	lock();
	if (r->forbidden) {
		r->forbidden = false;
		if (drop_usage(dev, r) == 0)
			rpm_idle(dev, RPM_AUTO | RPM_ASYNC);
	}
	unlock();
}

/* A status, with the state's defaults for a device that has none. */
static void read_state(struct device *dev, int *status, unsigned int *depth)
{
	struct dev_pm_runtime *r = rpm_peek(dev);

	*status = RPM_SUSPENDED;
	*depth = 1;
	if (!r)
		return;
	lock();
	*status = r->status;
	*depth = r->disable_depth;
	unlock();
}

bool pm_runtime_suspended(struct device *dev)
{
	int status;
	unsigned int depth;

	if (pm_missing())
		return false;
	read_state(dev, &status, &depth);
	return status == RPM_SUSPENDED && !depth;
}

bool pm_runtime_active(struct device *dev)
{
	int status;
	unsigned int depth;

	if (pm_missing())
		return true;
	read_state(dev, &status, &depth);
	return status == RPM_ACTIVE || depth;
}

bool pm_runtime_status_suspended(struct device *dev)
{
	int status;
	unsigned int depth;

	if (pm_missing())
		return false;
	read_state(dev, &status, &depth);
	return status == RPM_SUSPENDED;
}

bool pm_runtime_enabled(struct device *dev)
{
	int status;
	unsigned int depth;

	if (pm_missing())
		return false;
	read_state(dev, &status, &depth);
	return !depth;
}

int platdev_pm_runtime_usage(struct device *dev)
{
	struct dev_pm_runtime *r = pm_missing() ? NULL : rpm_peek(dev);
	int n = 0;

	if (r) {
		lock();
		n = r->usage_count;
		unlock();
	}
	return n;
}

int pm_runtime_force_suspend(struct device *dev)
{
	int (*cb)(struct device *);
	struct dev_pm_runtime *r;
	int ret;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return 0;
	pm_runtime_disable(dev);
	if (pm_runtime_status_suspended(dev))
		return 0;
	cb = RPM_CALLBACK(dev, runtime_suspend);
	ret = cb ? cb(dev) : 0;
	if (ret) {
		pm_runtime_enable(dev);
		return ret;
	}
	lock();
	set_status(r, RPM_SUSPENDED);
	r->needs_force_resume = true;
	unlock();
	return 0;
}

int pm_runtime_force_resume(struct device *dev)
{
	int (*cb)(struct device *);
	struct dev_pm_runtime *r;
	bool resume;
	int ret = 0;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return 0;
	lock();
	resume = r->status == RPM_SUSPENDED && r->needs_force_resume;
	if (resume)
		set_status(r, RPM_ACTIVE);
	r->needs_force_resume = false;
	unlock();
	if (resume) {
		cb = RPM_CALLBACK(dev, runtime_resume);
		ret = cb ? cb(dev) : 0;
		if (ret)
			pm_runtime_set_suspended(dev);
		else
			pm_runtime_mark_last_busy(dev);
	}
	pm_runtime_enable(dev);
	return ret;
}

/* ---- the driver core's calls (base.h) ---- */

static bool pm_runtime_probe_begin(struct device *dev)
{
	bool parent_held = dev->parent && rpm_peek(dev->parent);

	if (pm_missing())
		return false;
	if (parent_held)
		pm_runtime_get_sync(dev->parent);
	if (rpm_peek(dev))
		pm_runtime_barrier(dev);
	return parent_held;
}

static void pm_runtime_probe_end(struct device *dev, int ret, bool parent_held)
{
	if (pm_missing())
		return;
	if (ret)
		pm_runtime_reinit(dev);
	if (rpm_peek(dev))
		pm_request_idle(dev);
	if (parent_held)
		pm_runtime_put(dev->parent);
}

static void pm_runtime_unbind_begin(struct device *dev)
{
	if (pm_missing() || !rpm_peek(dev))
		return;
	pm_runtime_get_sync(dev);
	pm_runtime_put_sync(dev);
}

static void pm_runtime_remove(struct device *dev)
{
	struct dev_pm_runtime *r;

	if (pm_missing() || !(r = rpm_peek(dev)))
		return;
	__pm_runtime_disable(dev, false);
	pm_runtime_reinit(dev);
}

static void pm_runtime_reinit(struct device *dev)
{
	int status;
	unsigned int depth;

	if (pm_missing() || !rpm_peek(dev))
		return;
	read_state(dev, &status, &depth);
	if (depth && status == RPM_ACTIVE)
		pm_runtime_set_suspended(dev);
}

static void pm_runtime_state_free(struct device_deps *d)
{
	struct dev_pm_runtime *r = d->rpm;

	if (!r)
		return;
	del_timer_sync(&r->timer);
	cancel_work_sync(&r->work);
	kfree(r);
}

static const struct rpm_core_ops core_ops = {
	.probe_begin = pm_runtime_probe_begin,
	.probe_end = pm_runtime_probe_end,
	.unbind_begin = pm_runtime_unbind_begin,
	.reinit = pm_runtime_reinit,
	.remove = pm_runtime_remove,
	.state_free = pm_runtime_state_free,
};
