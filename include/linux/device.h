/* SPDX-License-Identifier: MIT */
/*
 * linux/device.h - struct device and the driver core's device API.
 */
#ifndef _PLATDEV_LINUX_DEVICE_H
#define _PLATDEV_LINUX_DEVICE_H

#include <linux/atomic.h>
#include <linux/cleanup.h>
#include <linux/compiler.h>
#include <linux/device/bus.h>
#include <linux/device/devres.h>
#include <linux/device/driver.h>
#include <linux/dev_printk.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/ioport.h>
#include <linux/kernel.h>
#include <linux/kobject.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/module.h>
#include <linux/pm.h>
#include <linux/types.h>
#include <platdev/log.h>

struct device_node;
struct fwnode_handle;
struct devres_node;
struct device_deps;

#if PLATDEV_TINY
#include <platdev/tiny_device.h>
#else
/* A link in a hash chain of the core's name index. */
struct platdev_hash_node {
	struct platdev_hash_node *next;
};

/*
 * Bytes, with the terminating NUL, of a name that dev_set_name() keeps
 * inside the device; a longer name is allocated.
 */
#define PLATDEV_DEV_NAME_INLINE 16

/* How struct device_private holds the device's name. */
enum device_name_kind {
	DEV_NAME_NONE =
		0, /* not named yet: dev_name() falls back to init_name */
	DEV_NAME_INLINE, /* in name_buf */
	DEV_NAME_OWNED, /* allocated by dev_set_name() */
	DEV_NAME_BORROWED, /* a string that outlives the device */
};

/**
 * struct device_private - the core's bookkeeping inside every device
 *
 * Embedded rather than allocated, so a static device needs no heap. Only
 * the driver core reads or writes these fields. The two list nodes are each
 * followed by a byte the core's list walkers use to tell devices from walk
 * cursors; the remaining fields fill the padding after them. A bound
 * device is found through its bus's list (its driver keeps only a count).
 * The device's name is &dev->kobj's: a short one points into name_buf.
 */
struct device_private {
	struct list_head bus_node; /* on the bus's device list */
	u8 bus_node_kind;
	u8 state; /* enum in src/base/base.h */
	u8 busy; /* a bind or unbind is in progress */
	u8 bound; /* probe succeeded and unbinding has not begun */
	struct kref kref;

	struct list_head sibling_node; /* on the parent's children list */
	u8 sibling_node_kind;
	u8 name_kind; /* enum device_name_kind */
	s16 last_probe_err; /* the last probe's result; 0 once bound */
	u32 bind_attempts;

	/* The link and, right after it, a short name's bytes. */
	struct platdev_hash_node name_node; /* in the bus's name index */
	char name_buf[PLATDEV_DEV_NAME_INLINE]; /* a short dev_set_name() */

	struct list_head children;
	struct device_deps *deps; /* links and waiting state, made on demand */
	struct devres_node *devres; /* managed resources, newest first */
};

/**
 * struct device_dma_parameters - a device's limits on scatter-gather
 * segments, set by its driver for the DMA API. Linux points
 * struct device's dma_parms at one; here dma_set_max_seg_size() and its
 * siblings keep it beside the device (struct device does not grow).
 * @max_segment_size: the longest segment it handles; 0 for the default 64 KiB
 * @min_align_mask: low address bits a bounce buffer must keep
 * @segment_boundary_mask: no segment may cross a multiple of this plus one;
 *                         0 for no boundary
 */
struct device_dma_parameters {
	unsigned int max_segment_size;
	unsigned int min_align_mask;
	unsigned long segment_boundary_mask;
};


/**
 * struct device - a device
 * @parent: the device this one hangs under; NULL for a root device
 * @init_name: the initial name of a statically declared device; naming the
 *             device replaces it, as device_add() consumes it in Linux
 * @kobj: @kobj.name is the device's current name (sharing @init_name's
 *        storage, so that the structure does not grow)
 * @bus: the bus it sits on, or NULL
 * @driver: the driver bound to it; set while probe runs, cleared if it fails
 * @platform_data: board-specific data for the driver
 * @driver_data: the driver's own state; see dev_set_drvdata()
 * @of_node: its device-tree node, or NULL
 * @fwnode: firmware node, or NULL
 * @coherent_dma_mask: the bus addresses dma_alloc_coherent() may give it
 * @dma_mask: the bus addresses its streaming mappings may get; NULL for a
 *            device that does no DMA (platform devices point it at
 *            their platform_dma_mask)
 * @release: frees the device when its last reference goes; may be NULL for
 *           a device that is not dynamically allocated
 * @p: core bookkeeping
 *
 * &dev->kobj also names the device to sysfs_create_group() and friends.
 */
struct device {
	struct device *parent;
	union {
		const char *init_name;
		struct kobject kobj;
	};
	const struct bus_type *bus;
	struct device_driver *driver;
	void *platform_data;
	void *driver_data;
	struct device_node *of_node;
	struct fwnode_handle *fwnode;
	u64 coherent_dma_mask;
	u64 *dma_mask;
	void (*release)(struct device *dev);
	struct device_private p;
};
#endif /* PLATDEV_TINY */

/**
 * dev_name() - the device's name
 * Return: the name set by dev_set_name() or registration, else @init_name,
 * else "".
 */
const char *dev_name(const struct device *dev);

/**
 * dev_set_name() - name a device (before it is added)
 * @dev: the device
 * @fmt: printf format
 *
 * A name shorter than PLATDEV_DEV_NAME_INLINE bytes is kept inside @dev,
 * so naming a static device needs no memory; a longer one is allocated.
 *
 * Return: 0, -EINVAL for an empty name, -ENOMEM.
 */
int dev_set_name(struct device *dev, const char *fmt, ...) __printf(2, 3);

/**
 * device_initialize() - prepare a device for use: one reference, no lists
 * @dev: the device; fields other than the core's are left as the caller set them
 */
void device_initialize(struct device *dev);

/**
 * device_add() - make an initialized device visible and try to bind it
 * @dev: the device, named by dev_set_name() or @init_name
 *
 * Links @dev under its parent and onto its bus, then, if the bus has
 * drivers, binds the first matching driver whose probe succeeds.
 *
 * Return: 0 (whether or not a driver bound); -EINVAL for a NULL device,
 * a missing or empty name, or a bus that is not registered; -EBUSY if @dev
 * is already added; -EEXIST if another device on the bus (or under the same
 * parent, for a device without a bus) has the name; -ENODEV if the parent is
 * not registered or is being removed. On error nothing is changed.
 */
int device_add(struct device *dev);

/**
 * device_register() - device_initialize() then device_add()
 * Return: as device_add(). On error the caller still owns the reference
 * and must drop it with put_device().
 */
int device_register(struct device *dev);

/**
 * device_del() - remove a device from the system
 * @dev: an added device
 *
 * Children are deleted first, newest first; then the driver's remove runs;
 * then @dev leaves its bus and parent. The reference taken by
 * device_initialize() is not dropped. A child deleted this way because its
 * parent went is "orphaned": its owner's later device_del() is a no-op.
 */
void device_del(struct device *dev);

/** device_unregister() - device_del() then put_device() */
void device_unregister(struct device *dev);

/**
 * get_device() - take a reference
 * Return: @dev (NULL stays NULL).
 */
struct device *get_device(struct device *dev);

/**
 * put_device() - drop a reference; the last one calls @dev->release
 * @dev: the device, or NULL
 */
void put_device(struct device *dev);

/**
 * device_is_registered() - whether @dev is added and not being deleted
 */
bool device_is_registered(const struct device *dev);

/**
 * device_attach() - bind @dev to a matching driver, if it has none
 * Return: 1 if bound (now or already), 0 if no driver took it, -ENODEV if
 * @dev is not registered.
 */
int device_attach(struct device *dev);

/**
 * device_reprobe() - unbind @dev and bind it again, to the best driver now
 * @dev: a registered device
 *
 * Return: 0 when bound or no driver matches, -ENODEV if @dev is not
 * registered, -EINVAL for NULL.
 */
int device_reprobe(struct device *dev);

/**
 * device_driver_attach() - bind @dev to @drv (and no other), if it matches
 * @drv: a registered driver
 * @dev: an unbound registered device
 *
 * Return: 0 when bound, -EBUSY if @dev has a driver, -ENODEV if @drv does
 * not match @dev, the probe's error otherwise.
 */
int device_driver_attach(const struct device_driver *drv, struct device *dev);

/**
 * driver_set_override() - set or clear a device's driver_override
 * @dev: the device (for locking)
 * @override: the field to set (e.g. &pdev->driver_override)
 * @s: the driver's name; "" or "\n" clears the override
 * @len: how much of @s to use; a trailing newline is dropped
 *
 * The old string is freed; the new one is a copy. The override does not
 * unbind the device; device_reprobe() applies it.
 *
 * Return: 0, -EINVAL for a NULL argument or a name of 4096 bytes or more,
 * -ENOMEM.
 */
int driver_set_override(struct device *dev, const char **override,
			const char *s, size_t len);

/**
 * device_release_driver() - unbind @dev from its driver (remove runs)
 * @dev: the device; a no-op if unbound
 */
void device_release_driver(struct device *dev);

/**
 * device_for_each_child() - call @fn for each child of @parent, oldest first
 * @parent: the parent
 * @data: passed to @fn
 * @fn: non-zero stops the walk; runs without locks, with a reference held
 *
 * Return: the last @fn result, or 0.
 */
int device_for_each_child(struct device *parent, void *data,
			  int (*fn)(struct device *dev, void *data));

/**
 * device_find_child() - first child of @parent that @match accepts
 * Return: the child with a reference taken (put_device() it), or NULL.
 */
struct device *device_find_child(struct device *parent, void *data,
				 int (*match)(struct device *dev, void *data));

/**
 * device_find_child_by_name() - the child of @parent named @name
 * Return: the child with a reference taken, or NULL.
 */
struct device *device_find_child_by_name(struct device *parent,
					 const char *name);

/* --- device links: a consumer that needs a supplier bound first ------- */

/* Flags of device_link_add(). */
#define DL_FLAG_STATELESS \
	(1u << 0) /* only a record: no ordering, no autoremove */
#define DL_FLAG_AUTOREMOVE_CONSUMER \
	(1u << 1) /* dropped when the consumer unbinds */
#define DL_FLAG_PM_RUNTIME (1u << 2) /* recorded; runtime PM is not modelled */
#define DL_FLAG_RPM_ACTIVE (1u << 3) /* recorded */
#define DL_FLAG_AUTOREMOVE_SUPPLIER \
	(1u << 4) /* dropped when the supplier unbinds */
#define DL_FLAG_AUTOPROBE_CONSUMER \
	(1u << 5) /* probe the consumer when the supplier binds */
#define DL_FLAG_MANAGED \
	(1u << 6) /* set by the core on links that order probing */
#define DL_FLAG_SYNC_STATE_ONLY (1u << 7) /* recorded: only for sync_state */
#define DL_FLAG_INFERRED (1u << 8) /* made from the device tree (fw_devlink) */
#define DL_FLAG_CYCLE (1u << 9) /* part of a cycle: does not order probing */

/**
 * enum device_link_state - where a managed link stands
 * @DL_STATE_NONE: the link is stateless
 * @DL_STATE_DORMANT: neither side is bound
 * @DL_STATE_AVAILABLE: the supplier is bound; the consumer is not
 * @DL_STATE_CONSUMER_PROBE: the consumer's probe is running
 * @DL_STATE_ACTIVE: both are bound
 * @DL_STATE_SUPPLIER_UNBIND: the supplier is unbinding
 */
enum device_link_state {
	DL_STATE_NONE = -1,
	DL_STATE_DORMANT = 0,
	DL_STATE_AVAILABLE,
	DL_STATE_CONSUMER_PROBE,
	DL_STATE_ACTIVE,
	DL_STATE_SUPPLIER_UNBIND,
};

/**
 * struct device_link - "@consumer needs @supplier"
 * @supplier: the device that must be bound first
 * @s_node: on the supplier's list of consumer links
 * @consumer: the device that waits
 * @c_node: on the consumer's list of supplier links
 * @status: see enum device_link_state
 * @flags: DL_FLAG_*
 * @refs: device_link_add() calls for a stateless link, less its deletes
 * @rpm_active: the consumer's runtime resume holds the supplier resumed
 *              (DL_FLAG_PM_RUNTIME; guarded by the core lock)
 */
struct device_link {
	struct device *supplier;
	struct list_head s_node;
	struct device *consumer;
	struct list_head c_node;
	enum device_link_state status;
	u32 flags;
	unsigned int refs;
	unsigned int rpm_active;
};

/**
 * device_link_add() - make @consumer depend on @supplier
 * @consumer: the dependent device (registered)
 * @supplier: the device it needs (registered)
 * @flags: DL_FLAG_STATELESS, DL_FLAG_AUTOREMOVE_CONSUMER,
 *         DL_FLAG_AUTOREMOVE_SUPPLIER, DL_FLAG_AUTOPROBE_CONSUMER,
 *         DL_FLAG_PM_RUNTIME, DL_FLAG_RPM_ACTIVE
 *
 * A link without DL_FLAG_STATELESS is managed: @consumer is not probed
 * until @supplier is bound, and unbinding @supplier unbinds @consumer
 * first. A second call for the same pair returns the existing link (a
 * stateless one counts the calls). Links are removed with either device.
 *
 * Return: the link, or NULL (logged) when a device is missing or not
 * registered, @consumer == @supplier, the flags contradict each other
 * (STATELESS with AUTOREMOVE or AUTOPROBE, both AUTOREMOVE flags), the
 * link would close a cycle (@supplier already depends on @consumer, or is
 * its descendant), or memory is short.
 */
struct device_link *device_link_add(struct device *consumer,
				    struct device *supplier, u32 flags);

/**
 * device_link_del() - delete a link made by device_link_add()
 * @link: the link; a stateless link goes when its last add is deleted
 */
void device_link_del(struct device_link *link);

/**
 * device_link_remove() - delete the link from @consumer to @supplier
 * @consumer: the consumer
 * @supplier: the supplier; nothing happens if there is no such link
 */
void device_link_remove(void *consumer, struct device *supplier);

/**
 * device_shutdown() - call every bound device's shutdown, children before
 * parents and consumers before suppliers
 *
 * Probing is blocked first and stays blocked, as in Linux; a program that
 * goes on (a test) lifts it with device_unblock_probing(). A profile
 * without PLATDEV_FEAT_DEPS has no probe blocking: a device added after
 * the shutdown still binds.
 */
void device_shutdown(void);

/**
 * wait_for_device_probe() - wait until no probe is pending: queued
 * retries of deferred devices have run and no asynchronous probe is busy
 */
void wait_for_device_probe(void);

/**
 * driver_deferred_probe_check_state() - what a provider lookup should
 * return while @dev's dependency is missing
 * @dev: the device being probed
 *
 * Return: -EPROBE_DEFER while the dependency @dev waits for may still
 * appear, -ETIMEDOUT once it has waited longer than that dependency's
 * timeout (see platdev_set_dependency_timeout()).
 */
int driver_deferred_probe_check_state(struct device *dev);

static inline void *dev_get_drvdata(const struct device *dev)
{
	return dev->driver_data;
}

static inline void dev_set_drvdata(struct device *dev, void *data)
{
	dev->driver_data = data;
}

/**
 * device_iommu_mapped() - whether @dev's DMA goes through an IOMMU: never
 * here (there is no IOMMU; bus addresses are what the DMA API gives)
 * @dev: the device
 */
static inline bool device_iommu_mapped(struct device *dev)
{
	(void)dev;
	return false;
}

static inline void *dev_get_platdata(const struct device *dev)
{
	return dev->platform_data;
}

/**
 * device_has_driver_override() - whether only a driver named by the
 * user may bind @dev (a platform device's driver_override is set)
 */
bool device_has_driver_override(struct device *dev);

/* dev_driver_string(), dev_err_probe() and dev_err() and its kin are in
 * linux/dev_printk.h. */

/**
 * dev_of_node() - @dev's device-tree node (no reference taken)
 * Return: it, or NULL for NULL @dev or a device without one.
 */
static inline struct device_node *dev_of_node(struct device *dev)
{
#if PLATDEV_TINY
	(void)dev;
	return NULL; /* the tiny profile has no device tree */
#else
	if (!dev)
		return NULL;
	return dev->of_node;
#endif
}

/**
 * device_set_node() - give @dev the firmware node @fwnode, and its
 * device-tree node when @fwnode is one (else NULL); no reference is taken
 * or dropped, as in Linux
 */
void device_set_node(struct device *dev, struct fwnode_handle *fwnode);

/**
 * device_set_of_node_from_dev() - give @dev the device-tree node of @dev2,
 * with a reference of its own (the one @dev had is dropped)
 */
void device_set_of_node_from_dev(struct device *dev, const struct device *dev2);

/**
 * device_set_pm_not_required() - keep @dev out of system sleep: no
 * suspend or resume callback runs for it (logged if its state cannot be
 * allocated)
 */
void device_set_pm_not_required(struct device *dev);

/** device_pm_not_required() - whether device_set_pm_not_required() ran */
bool device_pm_not_required(struct device *dev);

#if !PLATDEV_TINY
/** kobj_to_dev() - the device whose kobj @kobj is */
static inline struct device *kobj_to_dev(struct kobject *kobj)
{
	return container_of(kobj, struct device, kobj);
}
#endif

/**
 * struct device_attribute - an attribute of a device (linux/sysfs.h)
 * @attr: the attribute
 * @show: formats the value into a page (sysfs_emit()); returns its length
 *        or an error
 * @store: takes a new value of @count bytes; returns the bytes used or an
 *         error
 */
struct device_attribute {
	struct attribute attr;
	ssize_t (*show)(struct device *dev, struct device_attribute *attr,
			char *buf);
	ssize_t (*store)(struct device *dev, struct device_attribute *attr,
			 const char *buf, size_t count);
};

#define DEVICE_ATTR(_name, _mode, _show, _store) \
	struct device_attribute dev_attr_##_name =   \
		__ATTR(_name, _mode, _show, _store)
#define DEVICE_ATTR_PREALLOC(_name, _mode, _show, _store) \
	DEVICE_ATTR(_name, _mode, _show, _store)
#define DEVICE_ATTR_RW(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RW(_name)
#define DEVICE_ATTR_ADMIN_RW(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RW_MODE(_name, 0600)
#define DEVICE_ATTR_RO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RO(_name)
#define DEVICE_ATTR_ADMIN_RO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_RO_MODE(_name, 0400)
#define DEVICE_ATTR_WO(_name) \
	struct device_attribute dev_attr_##_name = __ATTR_WO(_name)

/**
 * device_create_file() - give @dev the attribute @attr
 * Return: as sysfs_create_file(); -EINVAL for no @dev.
 */
int device_create_file(struct device *dev,
		       const struct device_attribute *attr);

/** device_remove_file() - undo device_create_file(); absent: no-op */
void device_remove_file(struct device *dev,
			const struct device_attribute *attr);

/** device_add_group() - sysfs_create_group() on @dev */
int device_add_group(struct device *dev, const struct attribute_group *grp);

/** device_remove_group() - sysfs_remove_group() on @dev */
void device_remove_group(struct device *dev,
			 const struct attribute_group *grp);

/** device_add_groups() - sysfs_create_groups() on @dev */
int device_add_groups(struct device *dev,
		      const struct attribute_group **groups);

/** device_remove_groups() - sysfs_remove_groups() on @dev */
void device_remove_groups(struct device *dev,
			  const struct attribute_group **groups);

/**
 * devm_device_add_group() - device_add_group(), removed when @dev's
 * driver unbinds
 * Return: as device_add_group().
 */
int devm_device_add_group(struct device *dev,
			  const struct attribute_group *grp);

/** devm_device_add_groups() - the same for NULL-terminated @groups */
int devm_device_add_groups(struct device *dev,
			   const struct attribute_group **groups);

/* As in Linux 6.12, device.h gives device_init_wakeup() and friends. */
#include <linux/pm_wakeup.h>

#endif /* _PLATDEV_LINUX_DEVICE_H */
