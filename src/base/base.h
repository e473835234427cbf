/* SPDX-License-Identifier: MIT */
/*
 * base.h - the driver core's private declarations, shared by src/base and
 * the layers built on it (src/platform, src/amba, src/of). Nothing here
 * knows about a particular bus or the device tree, except the start-up of
 * the platform bus, which Linux also declares with the core's (the core
 * owns the order in which buses come up).
 *
 * Lock order: there is one lock, the core lock of the port layer
 * (platdev_port_core_lock()). It protects every list, index and state field
 * below and in struct device_private. It is never held while a driver's
 * probe/remove, a bus's probe/remove, a walk callback or a release function
 * runs. A bind or unbind in progress is marked by device_private.busy
 * instead of a lock: a thread that needs the device waits on the core
 * condition until busy clears (see claim_device_locked()).
 */
#ifndef _PLATDEV_BASE_H
#define _PLATDEV_BASE_H

#include <linux/device.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/port.h>

#include "base/strhash.h"

/* device_private.state */
enum device_state {
	DEV_STATE_NEW = 0, /* initialized (or never touched) */
	DEV_STATE_ADDED, /* visible on its bus and under its parent */
	DEV_STATE_DELETING, /* device_del() in progress */
	DEV_STATE_DELETED, /* removed by its owner's device_del() */
	DEV_STATE_ORPHANED, /* removed because its parent was deleted */
	DEV_STATE_RELEASED, /* released: a static device may register again */
};

/*
 * Lists that the core walks without holding its lock (bus devices, bus
 * drivers, children) carry a kind byte right after each list node. A walker
 * parks a cursor (kind WALK_CURSOR) after the entry it is visiting, so
 * entries may be removed while the walker's callback runs.
 */
enum walk_node_kind {
	WALK_ENTRY = 0,
	WALK_CURSOR = 1,
};

struct walk_cursor {
	struct list_head node;
	u8 kind;
};

/**
 * struct walk_ops - how platdev_walk() treats the entries of one list
 * @accept: under the core lock: visit this entry? NULL visits all
 * @get: under the core lock: pin the entry while the callback runs
 * @put: without the lock: unpin it
 * @fn: without the lock: the visit; non-zero stops the walk
 */
struct walk_ops {
	bool (*accept)(struct list_head *node, void *ctx);
	void (*get)(struct list_head *node);
	void (*put)(struct list_head *node);
	int (*fn)(struct list_head *node, void *ctx);
};

/**
 * platdev_walk() - visit the entries of a cursor-walkable list
 * @head: the list; must stay valid during the walk
 * @start: visit entries after this one, or NULL to start at the beginning;
 *         an entry no longer on the list ends the walk at once
 * @ops: see struct walk_ops
 * @ctx: passed to @ops
 *
 * Takes and releases the core lock itself.
 *
 * Return: the last @fn result, or 0.
 */
int platdev_walk(struct list_head *head, struct list_head *start,
		 const struct walk_ops *ops, void *ctx);

/*
 * bus_for_each_dev() from the newest device back to the oldest (Linux's
 * driver_detach() unbinds the last bound first; the newest registered is
 * that one as a rule).
 */
int bus_for_each_dev_reverse(const struct bus_type *bus, void *data,
			     int (*fn)(struct device *dev, void *data));

/* platdev_walk() from the last entry back to the first. */
int platdev_walk_reverse(struct list_head *head, const struct walk_ops *ops,
			 void *ctx);

/* The next entry (not a cursor) after @pos, or NULL at the end. Core lock held. */
struct list_head *walk_next_locked(struct list_head *head,
				   struct list_head *pos);

/* A bus's private state. */
struct subsys_private {
	struct bus_type *bus;
	struct list_head devices; /* device_private.bus_node, walkable */
	struct list_head drivers; /* driver_private.node, walkable */
	struct strhash dev_names; /* device_private.name_node */
	struct strhash drv_keys; /* driver_key.node, once @indexed */
	unsigned int ndrivers; /* registered, not being unregistered */
	bool indexed; /* drivers are in @drv_keys (driver.c) */
	struct list_head buses_node;
	struct notifier_block *notifiers; /* by falling priority */
	unsigned int notifying; /* calls in progress */
	u64 next_seq;
	bool registered;
	bool allocated;
};

/* One string under which a driver is indexed. */
struct driver_key {
	struct platdev_hash_node node;
	u32 hash; /* strhash_hash(@key): the index passes others unread */
	const char *key;
	struct driver_private *dp;
};

/* The driver whose bookkeeping @dp is. */
static inline struct device_driver *driver_of(struct driver_private *dp)
{
	return container_of(dp, struct device_driver, p);
}

/* --- log.c --- */

/*
 * Log that @fn cannot do its work because @what is not in this profile
 * (see platdev/features.h). @dev, if not NULL, prefixes the line.
 */
void not_in_profile(const struct device *dev, const char *fn, const char *what);

/* --- swnode.c --- */

/*
 * What takes a device's software node away when the device goes: set by
 * the first call that gives a device a node, so that a program that never
 * does links none of swnode.c. @all: any node (a platform device's
 * release), else only a managed one (device_del(), and the last
 * put_device() of a device never added).
 */
extern void (*swnode_device_gone)(struct device *dev, bool all);

static inline void software_node_device_gone(struct device *dev, bool all)
{
	void (*gone)(struct device * dev, bool all);

	if (!platdev_has(PLATDEV_FEAT_SWNODE))
		return;
	gone = __atomic_load_n(&swnode_device_gone, __ATOMIC_ACQUIRE);
	if (gone)
		gone(dev, all);
}

/* --- core.c --- */

/*
 * Whether @dev may be added: 0, -EBUSY if it is registered, -EINVAL if it
 * was removed and not initialized again (logged). Core lock held.
 */
int device_addable_locked(struct device *dev);

/*
 * device_initialize() @dev for @fn (device_register() and the like), if it
 * may be registered (again): never added, or released. Refuses, with a log
 * line and -EBUSY, a device that is registered, being deleted, still
 * referenced after its deletion, or being released by another thread,
 * whose fields a new registration would overwrite under that thread. The
 * state changes under the core lock, so threads asking
 * device_is_registered() meanwhile see no torn write.
 */
int device_initialize_for_register(struct device *dev, const char *fn);

/* Validate and link @dev into its bus and parent; core lock held. */
int device_enlist_locked(struct device *dev);

/*
 * dev_set_name(@dev, "%s", @name) without formatting: a name of any length
 * costs one copy. Return: as dev_set_name().
 */
int dev_copy_name(struct device *dev, const char *name);

/* Free a name set by dev_set_name() and forget it. */
void dev_clear_name(struct device *dev);

/*
 * Name @dev with @name itself, not a copy: @name must outlive the device
 * (a platform device's own name, kept by its owner). Frees any earlier
 * name set by dev_set_name().
 */
void dev_use_name(struct device *dev, const char *name);

/* --- bus.c --- */

/* The private state of a registered bus, or NULL. Core lock held. */
static inline struct subsys_private *
bus_private_locked(const struct bus_type *bus)
{
	return bus && bus->p && bus->p->registered ? bus->p : NULL;
}

/* bus_register() for a caller that holds the core lock. */
int bus_register_locked(struct bus_type *bus);

/*
 * The first device named @name on @sp (only an added one if @added; a
 * device being deleted keeps its name until it is gone). Core lock held.
 */
struct device *bus_device_named_locked(struct subsys_private *sp,
				       const char *name, bool added);

/*
 * A hint that about @more devices are about to be added to @bus: its name
 * index is given at once the buckets they would grow it to, so adding
 * them rehashes nothing. Without memory nothing changes; an overestimate
 * costs buckets that the same number of devices would have made anyway.
 * @more 0 says that the devices announced have been added, or not: if
 * none is on @bus, the buckets reserved for them are given back.
 */
void bus_expect_devices(const struct bus_type *bus, unsigned int more);

/* Whether @bus has notifiers: a lock-free peek at the chain's head. */
bool bus_has_notifiers(const struct bus_type *bus);

/* Tell @dev's bus notifiers about @event. Called without the core lock. */
void bus_notify(struct device *dev, unsigned long event);

/* Call @fn for every device of every registered bus. Core lock held. */
void for_each_bus_device_locked(void (*fn)(struct device *dev, void *ctx),
				void *ctx);

/* --- src/platform/platform_bus.c --- */

/**
 * platform_bus_init() - register the platform bus and its root device
 *
 * Idempotent and thread-safe; every platform entry point calls it first, so
 * no explicit start-up call is needed (constructors may register drivers
 * before main()).
 *
 * Return: 0 or -ENOMEM.
 */
int platform_bus_init(void);

/* --- driver_call.c --- */

/* A probe or remove callback the calling thread is running. */
struct driver_call {
	struct device *dev;
	const struct device_driver *drv;
	const char *what; /* "probe" or "remove" */
	struct driver_call *outer; /* the thread's next callback out, or NULL */
	void **slot; /* the thread's slot, where @outer goes back at leave */
};

/* Note that this thread now runs @drv's @what for @dev, until leave. */
void driver_call_enter(struct driver_call *call, struct device *dev,
		       const struct device_driver *drv, const char *what);

/* End the callback that driver_call_enter(@call) began. */
void driver_call_leave(struct driver_call *call);

/*
 * Whether @fn, called for @dev (or NULL) or @drv (or NULL), would wait for
 * a callback this thread is running: one for @dev or a device below it, or
 * one of @drv's. Return: 0, or -EDEADLK with a log line naming @fn.
 */
int refuse_self_wait(const char *fn, const struct device *dev,
		     const struct device_driver *drv);

/* --- dd.c --- */

/* Try to bind a newly added device. */
void bus_probe_device(struct device *dev);

/*
 * Bind @dev, claimed by the caller, to the first matching driver whose
 * probe succeeds, unless probing is blocked or a supplier is unbound (then
 * it is parked). Core lock held; dropped around probes.
 * Return: 1 if bound, else 0.
 */
int bind_claimed_device_locked(struct device *dev);

/* Does some registered driver match @dev? Core lock held. */
bool device_has_candidate_locked(struct device *dev);

/* Does @dp match @dev? Core lock held. */
bool driver_matches_locked(struct driver_private *dp, struct device *dev);

/* Wait until no bind is in progress on @dev, then mark one. Core lock held. */
void claim_device_locked(struct device *dev);

/* End the bind marked by claim_device_locked() and wake waiters. Core lock held. */
void unclaim_device_locked(struct device *dev);

/*
 * Unbind @dev, whose claim the caller holds, if it is bound. Called without
 * the core lock; the driver's remove runs.
 */
void device_release_driver_claimed(struct device *dev);

/* --- deferred.c: parking devices that cannot bind yet --- */

/* Where a device waits. */
enum park_kind {
	PARK_NONE = 0,
	PARK_DEFERRED, /* on deferred_list: its probe returned -EPROBE_DEFER */
	PARK_LINK, /* on no list: a managed supplier is not bound */
	PARK_READY, /* on ready_list: to be attached by the retry runner */
	PARK_BLOCKED, /* on blocked_list: added while probing was blocked */
};

/*
 * struct device_deps - a device's links and waiting state, allocated the
 * first time the device gets a link or has to wait. Core lock.
 */
struct device_deps {
	struct list_head suppliers; /* device_link.c_node */
	struct list_head consumers; /* device_link.s_node */
	struct list_head park_node; /* on the list @park says */
	u8 park_node_kind; /* WALK_ENTRY: the deferred list is cursor-walked */
	u8 park; /* enum park_kind */
	u8 wait_kind; /* enum platdev_dep_kind of the current wait */
	u8 timed_out; /* the current wait outlived its timeout (logged) */
	u8 state_synced; /* sync_state ran since the driver bound */
	u32 defers; /* probes that returned -EPROBE_DEFER */
	u32 visit; /* dependency-walk generation */
	struct device *dev; /* whose deps these are */
	const void *wait_for; /* struct device * or struct device_node * */
	const void *hint; /* node the running probe said it waits for */
	u8 hint_kind; /* enum platdev_dep_kind: what @hint provides */
	u64 wait_since; /* platdev_port_now_ns() when the wait began */
	char *reason; /* the last dev_err_probe() message, or NULL */
	u64 first_probe; /* platdev_port_now_ns() at the first probe (timeline) */
	u64 probe_time; /* ns spent in probes (timeline) */
	struct dev_pm_runtime *rpm; /* runtime PM state, made on demand */
	/* The supplier whose unbind unbinds this consumer first (dd.c). */
	struct device *unbinding_for;
	/* System-sleep wakeup (wakeup.c, src/io/wakeirq.c), made on demand. */
	struct wakeup_source *wakeup; /* set while wakeup is enabled */
	struct wake_irq *wakeirq; /* dev_pm_set_wake_irq() */
	u8 can_wakeup; /* device_set_wakeup_capable() */
	u8 wakeup_path; /* device_set_wakeup_path() */
	u8 should_wakeup; /* wakeup enabled, without PLATDEV_FEAT_PM */
	u8 no_pm; /* device_set_pm_not_required(): no system-sleep callbacks */
};

/*
 * The wakeup code's part in the core, NULL until a device first uses it
 * (so that firmware without wakeup links none of it): @remove disables
 * wakeup at device_del(), as Linux's device_pm_remove() does; @free and
 * @free_irq free what is left with the deps; @arm_irqs arms (true) or
 * disarms the wake IRQs around the noirq phase of a system sleep.
 */
struct wakeup_core_ops {
	void (*remove)(struct device *dev);
	void (*free)(struct device_deps *d);
};
extern const struct wakeup_core_ops *wakeup_core_ops;
extern void (*wakeirq_free)(struct device_deps *d);
extern void (*wakeirq_arm)(bool arm);

/*
 * The attribute table (sysfs.c), reached through weak references so that
 * a program that uses no attribute links none of it: a driver's
 * dev_groups and groups, and what a deleted device leaves.
 */
int device_add_groups(struct device *dev,
		      const struct attribute_group **groups) __attribute__((weak));
void device_remove_groups(struct device *dev,
			  const struct attribute_group **groups)
	__attribute__((weak));
int platdev_sysfs_driver_groups(struct device_driver *drv, bool add_them)
	__attribute__((weak));
void platdev_sysfs_forget(struct device *dev) __attribute__((weak));

/*
 * The simulated board's stand-in providers (src/sim/standin.c), reached
 * through a weak reference so that a program without them links none: a
 * driver just registered takes back the nodes stood in for that it
 * matches.
 */
void platdev_standin_driver_registered(struct device_driver *drv)
	__attribute__((weak));

/* Whether probes are timed (platdev_timeline_enable()). */
bool timeline_enabled(void);

/* The time a probe starts, for the timeline; 0 when probes are not timed. */
u64 timeline_probe_start(void);

/*
 * Account a probe of @dev that began at @start (timeline_probe_start()) in
 * its first-probe time and total probe time. Core lock held.
 */
void timeline_probe_end_locked(struct device *dev, u64 start);

/* @dev's deps, allocated when @create and missing (NULL if out of memory). Core lock. */
struct device_deps *device_deps_locked(struct device *dev, bool create);

/* Free @dev's deps at its release. */
void device_deps_free(struct device *dev);

/*
 * Runtime PM and the driver core (pm_runtime.c), as Linux's driver core:
 * @probe_begin holds the parent resumed across a probe (Return: whether
 * it did) and flushes @dev's pending requests; @probe_end marks @dev
 * suspended again if the probe failed (@ret) and lets it idle;
 * @unbind_begin resumes @dev once and puts it back before its driver's
 * remove; @reinit marks a disabled device suspended after its driver
 * went; @remove disables runtime PM at device_del; @state_free frees the
 * state with the deps. The core calls them through rpm_core_ops, which
 * pm_runtime.c sets when a device first gets runtime-PM state: until a
 * driver uses runtime PM it is NULL, and a firmware that never does links
 * none of it.
 */
struct rpm_core_ops {
	bool (*probe_begin)(struct device *dev);
	void (*probe_end)(struct device *dev, int ret, bool parent_held);
	void (*unbind_begin)(struct device *dev);
	void (*reinit)(struct device *dev);
	void (*remove)(struct device *dev);
	void (*state_free)(struct device_deps *d);
};

extern const struct rpm_core_ops *rpm_core_ops;

/* The runtime-PM calls of the core, or NULL while nobody uses it. */
static inline const struct rpm_core_ops *rpm_core(void)
{
	if (!platdev_has(PLATDEV_FEAT_PM))
		return NULL;
	return __atomic_load_n(&rpm_core_ops, __ATOMIC_ACQUIRE);
}

/*
 * Attach @dev (not claimed by the caller), honouring links and blocking,
 * without running the retry queue. Return: 1 bound, 0 not.
 */
int device_try_bind(struct device *dev);

/*
 * Run queued retries (targeted and after-bind passes) unless a run is
 * active; nothing without PLATDEV_FEAT_DEPS.
 */
void deferred_run(void);

/* @dev bound: queue consumers and waiters, ask for a retry pass. Core lock. */
void deferred_device_bound_locked(struct device *dev);

/*
 * Park @dev as @kind, waiting for @what (a supplier device or a node) for
 * reason @why. Core lock.
 */
void deferred_park_locked(struct device *dev, enum park_kind kind,
			  enum platdev_dep_kind why, const void *what);

/* Queue @dev for the retry runner. Core lock. */
void deferred_queue_locked(struct device *dev);

/* Whether @d's current wait outlived its kind's timeout. Core lock. */
bool deferred_timed_out_locked(const struct device_deps *d, u64 now);

/* Queue the deferred devices that wait for @node. Core lock. */
void deferred_node_ready_locked(const void *node);

/*
 * @node leaves the tree (its memory may go): no wait record may name it
 * any more. The devices that waited for it are queued for a retry, which
 * finds what they wait for now. Takes the core lock.
 */
void deferred_node_gone(const void *node);

/*
 * Relax the device-tree links of every device to suppliers no driver
 * matches, as fw_devlink_drivers_done() did, if it was called: for the
 * devices made after it (by an overlay). Runs the retries.
 */
void fw_devlink_relax_again(void);

/* Keep @msg (a dev_err_probe() message) as @dev's reason for not binding. */
void device_set_probe_reason(struct device *dev, const char *msg);

/* @dev no longer waits (bound, failed for good, or deleted). Core lock. */
void deferred_unpark_locked(struct device *dev);

/* Whether new probes are held back (device_block_probing()). Core lock. */
bool probing_blocked_locked(void);

/* --- async.c --- */

/* Count @drv (@delta +1 registered, -1 gone) if it prefers async probing. Core lock. */
void async_driver_count_locked(const struct device_driver *drv, int delta);

/* Whether any probe may run in the pool: a lock-free early out. */
bool async_probing_possible(void);

/* Whether @drv's probes may run in the worker pool. */
bool driver_allows_async_probing(const struct device_driver *drv);

/*
 * Attach @dev in the worker pool. Return: false when it cannot (no
 * threads, no memory): the caller attaches it itself.
 */
bool async_queue_bind(struct device *dev);

/* --- links.c --- */

/*
 * Stop enforcing @dev's device-tree links to suppliers that are not bound
 * and (when @only_driverless) have no driver; queue @dev if nothing else
 * holds it. Return: how many links were relaxed. Core lock.
 */
unsigned int relax_inferred_links_locked(struct device *dev,
					 bool only_driverless);

/* PLATDEV_DEP_FW_LINK if @dev's link to @supplier came from the tree. Core lock. */
enum platdev_dep_kind supplier_link_kind_locked(struct device *dev,
						const struct device *supplier);

/* The first managed, unbound supplier of @dev, or NULL. Core lock. */
struct device *first_unbound_supplier_locked(struct device *dev);

/*
 * The newest managed consumer of @dev with a driver (or mid-probe),
 * referenced; NULL if none. No lock held.
 */
struct device *device_links_bound_consumer(struct device *dev);

/* After @dev unbound: drop links that autoremove on its unbind. No lock held. */
void device_links_driver_unbound(struct device *dev);

/*
 * @dev just bound: call sync_state for it and its suppliers where every
 * consumer is now bound. No lock held.
 */
void device_links_sync_state(struct device *dev);

/* Delete every link of @dev (it is being deleted). No lock held. */
void device_links_purge(struct device *dev);

/* --- driver.c --- */

/*
 * Make @drv bind no further devices and report how many it drives now.
 * Return: the count, or -EINVAL if @drv is not registered.
 */
int driver_seal(struct device_driver *drv);

/* Keep @dp's driver registered until driver_unpin(). Core lock held. */
void driver_pin_locked(struct driver_private *dp);

/* Drop a pin taken by driver_pin_locked(). Called without the core lock. */
void driver_unpin(struct driver_private *dp);

/*
 * devm_release_action() without its log line, for the managed releases
 * built on actions (devm_clk_put()). Return: 0, or -ENOENT if @dev has
 * no such action.
 */
int devm_release_action_quiet(struct device *dev, void (*action)(void *),
			      void *data);

#endif /* _PLATDEV_BASE_H */
