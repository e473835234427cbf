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
 * @PLATDEV_BIND_DEFERRED: waiting: the last probe returned -EPROBE_DEFER,
 *                         or a supplier must bind before it may probe
 * @PLATDEV_BIND_FAILED: the last probe returned another error
 * @PLATDEV_BIND_DECLINED: the last probe returned -ENODEV or -ENXIO, which
 *                         Linux takes as a quiet "not mine", not a failure
 */
enum platdev_bind_state {
	PLATDEV_BIND_UNBOUND,
	PLATDEV_BIND_BOUND,
	PLATDEV_BIND_DEFERRED,
	PLATDEV_BIND_FAILED,
	PLATDEV_BIND_DECLINED,
	PLATDEV_BIND_STATES /* how many there are */
};

/**
 * enum platdev_dep_kind - what a device that cannot bind waits for
 * @PLATDEV_DEP_NONE: nothing
 * @PLATDEV_DEP_UNKNOWN: its probe returned -EPROBE_DEFER without saying
 *                       why; retried after other devices bind
 * @PLATDEV_DEP_LINK: a supplier of a device link (device_link_add())
 * @PLATDEV_DEP_FW_LINK: a supplier named by a phandle in the device tree
 * @PLATDEV_DEP_IRQ_PARENT: an interrupt controller that has no irq domain
 * @PLATDEV_DEP_CLOCK: a clock provider that is not registered yet
 * @PLATDEV_DEP_RESET: a reset controller that is not registered yet
 * @PLATDEV_DEP_GPIO: a GPIO controller that is not registered yet
 * @PLATDEV_DEP_SUPPLY: a regulator (a "-supply" property) not registered yet
 * @PLATDEV_DEP_PROVIDER: another provider named by a phandle (a PHY, a DMA
 *                        controller, a power domain, ...)
 * @PLATDEV_DEP_KINDS: how many kinds there are
 *
 * From @PLATDEV_DEP_IRQ_PARENT on, the kinds are waits for a device-tree
 * node whose provider is missing, said by the probe through
 * platdev_device_waits_for_node(); see platdev_dep_kind_is_node().
 */
enum platdev_dep_kind {
	PLATDEV_DEP_NONE,
	PLATDEV_DEP_UNKNOWN,
	PLATDEV_DEP_LINK,
	PLATDEV_DEP_FW_LINK,
	PLATDEV_DEP_IRQ_PARENT,
	PLATDEV_DEP_CLOCK,
	PLATDEV_DEP_RESET,
	PLATDEV_DEP_GPIO,
	PLATDEV_DEP_SUPPLY,
	PLATDEV_DEP_PROVIDER,
	PLATDEV_DEP_KINDS,
};

/**
 * platdev_dep_kind_is_node() - whether @kind is a wait for a device-tree
 * node's provider (and platdev_bind_status.node says which node)
 * @kind: a dependency kind
 *
 * Return: true for @PLATDEV_DEP_IRQ_PARENT up to @PLATDEV_DEP_PROVIDER.
 */
static inline bool platdev_dep_kind_is_node(enum platdev_dep_kind kind)
{
	return kind >= PLATDEV_DEP_IRQ_PARENT && kind < PLATDEV_DEP_KINDS;
}

/**
 * platdev_set_dependency_timeout() - how long a device may wait for one
 * kind of dependency before driver_deferred_probe_check_state() says
 * -ETIMEDOUT and the explanation calls the dependency timed out
 * @kind: the kind of dependency
 * @ms: milliseconds; 0 waits for ever. Defaults: 10 s, except explicit
 *      device links, which wait for ever (their supplier is certain)
 *
 * Return: 0, or -EINVAL for an unknown kind.
 */
int platdev_set_dependency_timeout(enum platdev_dep_kind kind, unsigned int ms);

/**
 * platdev_device_waits_for_node() - tell the core what the running probe
 * of @dev waits for
 * @dev: the device being probed
 * @node: the device-tree node (struct device_node *) whose provider is
 *        missing, e.g. an interrupt controller without an irq domain
 * @kind: what @node provides: a kind for which platdev_dep_kind_is_node()
 *        is true (another kind is recorded as %PLATDEV_DEP_PROVIDER)
 *
 * When the probe then returns -EPROBE_DEFER, @dev is retried as soon as
 * platdev_node_ready(@node) is called, besides the retries after binds,
 * and platdev_device_bind_status() reports @kind and @node as what it
 * waits for. platform_get_irq() and friends call it for interrupt parents
 * with %PLATDEV_DEP_IRQ_PARENT.
 */
void platdev_device_waits_for_node(struct device *dev, const void *node,
				   enum platdev_dep_kind kind);

/**
 * platdev_node_ready() - the provider behind @node appeared (an irq domain
 * was created for it): retry the devices that waited for it
 * @node: a struct device_node *
 */
void platdev_node_ready(const void *node);

/**
 * platdev_bind_by_name() - bind a device to a driver, both named, as
 * writing to Linux's /sys/bus/BUS/drivers/DRIVER/bind does
 * @bus: the bus
 * @driver: the driver's name
 * @device: the device's name
 *
 * Return: 0, -ENODEV when either is not found or the driver does not
 * match, -EBUSY when the device has a driver, the probe's error.
 */
int platdev_bind_by_name(const struct bus_type *bus, const char *driver,
			 const char *device);

/**
 * platdev_unbind_by_name() - unbind the named device from its driver, as
 * writing to /sys/bus/BUS/drivers/DRIVER/unbind does
 * @bus: the bus
 * @device: the device's name
 *
 * Return: 0 (also when it was not bound), -ENODEV when not found.
 */
int platdev_unbind_by_name(const struct bus_type *bus, const char *device);

/**
 * platdev_set_async_probe_all() - probe every driver asynchronously
 * unless it insists on PROBE_FORCE_SYNCHRONOUS (Linux's
 * driver_async_probe=* on the kernel command line)
 * @all: true to switch it on
 *
 * Asynchronous probes run in a pool of four worker threads (the POSIX
 * port); async_synchronize_full() or wait_for_device_probe() waits for
 * them. On a port without threads probes stay synchronous.
 */
void platdev_set_async_probe_all(bool all);

/**
 * fw_devlink_drivers_done() - every driver that will ever be registered is
 * registered: stop holding devices back for device-tree suppliers that no
 * driver matches, and probe them
 *
 * Links made from the device tree (see of_platform_populate()) guess that
 * every supplier node will get a driver. Linux gives up on that guess when
 * its built-in drivers are in; call this at the same point (after loading
 * driver modules). The relaxed links stay as records.
 */
void fw_devlink_drivers_done(void);

/**
 * platdev_check_dependency_timeouts() - act on waits that outlived their
 * kind's timeout (platdev_set_dependency_timeout())
 *
 * Each overdue device is logged once with what it waits for; a device
 * waiting for a device-tree supplier stops waiting for it and is probed.
 * platdev has no timer of its own: call this from the application's (a
 * periodic tick, or once after start-up).
 */
void platdev_check_dependency_timeouts(void);

/**
 * device_block_probing() - hold back the probes of devices added from now
 * on, until device_unblock_probing()
 *
 * For code that adds many devices and the links between them before any
 * should probe (of_platform_populate() does): probing in between would
 * only defer. Calls nest.
 */
void device_block_probing(void);

/**
 * device_unblock_probing() - end one device_block_probing(); at the
 * outermost, probe the devices held back, in the order they were added
 */
void device_unblock_probing(void);

/**
 * struct platdev_bind_status - a snapshot of a device's binding
 * @state: see enum platdev_bind_state
 * @driver: the bound driver's name, or NULL; valid while that driver stays
 *          registered
 * @last_error: what the last probe returned (0 when it bound or none ran)
 * @probe_calls: how many probes have run for this device
 * @defers: how many of them returned -EPROBE_DEFER
 * @wait_kind: what it waits for now (PLATDEV_DEP_NONE when it does not)
 * @supplier: the name of the supplier it waits for (links), or ""
 * @node: the struct device_node whose provider it waits for (the kinds of
 *        platdev_dep_kind_is_node()), or NULL
 * @waited_ms: how long the current wait has lasted
 * @timed_out: the wait outlived its kind's timeout
 * @reason: the last dev_err_probe() message, or ""
 * @driver_matches: a registered driver matches the device (false: "no
 *                  matching driver")
 * @first_probe_ns: platdev_port_now_ns() when its first probe began, 0 if
 *                  none was timed (see platdev_timeline_enable())
 * @probe_ns: time spent in its probes, all tries together (timed only)
 */
struct platdev_bind_status {
	enum platdev_bind_state state;
	const char *driver;
	int last_error;
	unsigned int probe_calls;
	unsigned int defers;
	enum platdev_dep_kind wait_kind;
	char supplier[64];
	const void *node;
	unsigned long waited_ms;
	bool timed_out;
	char reason[160];
	bool driver_matches;
	u64 first_probe_ns;
	u64 probe_ns;
};

/**
 * platdev_timeline_enable() - time every probe from now on, for the boot
 * timeline in struct platdev_bind_status
 * @on: true to time probes
 *
 * Off by default: it costs a clock read around each probe and the
 * bookkeeping that holds the times.
 */
void platdev_timeline_enable(bool on);

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

/**
 * platdev_dep_kind_name() - "none", "unknown", "device link",
 * "device-tree link" or "interrupt parent"
 * @kind: a kind
 *
 * Return: the name, "?" for a value outside the enum.
 */
const char *platdev_dep_kind_name(enum platdev_dep_kind kind);

/**
 * struct platdev_link_info - one device link, as platdev_device_links()
 * reports it
 * @supplier: the device that must be bound first
 * @consumer: the device that needs it
 * @flags: DL_FLAG_*, as the link holds them (DL_FLAG_MANAGED set by the
 *         core, DL_FLAG_INFERRED on links made from the device tree)
 * @status: where a managed link stands; DL_STATE_NONE for a stateless one
 *
 * The devices are not referenced: the snapshot is for code that knows
 * neither device goes away meanwhile (a tool inspecting a settled board).
 */
struct platdev_link_info {
	struct device *supplier;
	struct device *consumer;
	u32 flags;
	enum device_link_state status;
};

/**
 * platdev_device_links() - the device links of @dev, the ones to its
 * suppliers first, then the ones to its consumers, each in the order they
 * were made; Linux shows the same in /sys/class/devlink
 * @dev: a device
 * @links: filled with up to @max links (may be NULL when @max is 0)
 * @max: room in @links
 *
 * Return: how many links @dev has (more than @max when @links was too
 * small: call again with room for that many), 0 in a profile without
 * PLATDEV_FEAT_DEPS, or -EINVAL for a NULL @dev.
 */
int platdev_device_links(struct device *dev, struct platdev_link_info *links,
			 unsigned int max);

/**
 * platdev_link_state_name() - a link state as Linux's devlink "status"
 * attribute names it: "not tracked", "dormant", "available", "consumer
 * probing", "active", "supplier unbinding"
 * @state: the state
 *
 * Return: the name, "?" for a value outside the enum.
 */
const char *platdev_link_state_name(enum device_link_state state);

#endif /* _PLATDEV_BIND_H */
