/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_qos.h - quality-of-service requests: the CPU wake-up latency
 * and per-device constraints, combined as Linux combines them.
 *
 *   CPU latency, device resume latency, latency tolerance: the smallest
 *   value requested wins;
 *   minimum frequency: the largest; maximum frequency: the smallest;
 *   flags: the OR of all requests' flags.
 *
 * With no request a value reads its default. Adding, updating and removing
 * a request returns 1 when the combined value changed, 0 when not. The
 * values are recorded for whoever reads them (a cpuidle or devfreq driver,
 * a test); nothing else acts on them here. A request must be removed
 * before its device goes away.
 */
#ifndef _PLATDEV_LINUX_PM_QOS_H
#define _PLATDEV_LINUX_PM_QOS_H

#include <linux/limits.h>
#include <linux/list.h>
#include <linux/notifier.h>
#include <linux/types.h>

struct device;

#define PM_QOS_DEFAULT_VALUE (-1)
#define PM_QOS_LATENCY_ANY S32_MAX
#define PM_QOS_LATENCY_ANY_NS ((s64)PM_QOS_LATENCY_ANY * 1000)
#define PM_QOS_CPU_LATENCY_DEFAULT_VALUE (2000 * 1000)
#define PM_QOS_RESUME_LATENCY_DEFAULT_VALUE PM_QOS_LATENCY_ANY
#define PM_QOS_RESUME_LATENCY_NO_CONSTRAINT PM_QOS_LATENCY_ANY
#define PM_QOS_RESUME_LATENCY_NO_CONSTRAINT_NS PM_QOS_LATENCY_ANY_NS
#define PM_QOS_LATENCY_TOLERANCE_DEFAULT_VALUE 0
#define PM_QOS_MIN_FREQUENCY_DEFAULT_VALUE 0
#define PM_QOS_MAX_FREQUENCY_DEFAULT_VALUE S32_MAX
#define PM_QOS_LATENCY_TOLERANCE_NO_CONSTRAINT (-1)
#define FREQ_QOS_MIN_DEFAULT_VALUE 0
#define FREQ_QOS_MAX_DEFAULT_VALUE S32_MAX

#define PM_QOS_FLAG_NO_POWER_OFF (1 << 0)

enum pm_qos_flags_status {
	PM_QOS_FLAGS_UNDEFINED = -1,
	PM_QOS_FLAGS_NONE,
	PM_QOS_FLAGS_SOME,
	PM_QOS_FLAGS_ALL,
};

enum dev_pm_qos_req_type {
	DEV_PM_QOS_RESUME_LATENCY = 1,
	DEV_PM_QOS_LATENCY_TOLERANCE,
	DEV_PM_QOS_MIN_FREQUENCY,
	DEV_PM_QOS_MAX_FREQUENCY,
	DEV_PM_QOS_FLAGS,
};

/* A value on a priority list: @prio is the request's value. */
struct plist_node {
	int prio;
	struct list_head prio_list;
	struct list_head node_list;
};

/**
 * struct pm_qos_request - a CPU latency request
 * @node: @node.prio is the value; @node.node_list links active requests
 * @qos: non-NULL while the request is active
 */
struct pm_qos_request {
	struct plist_node node;
	void *qos;
};

struct pm_qos_flags_request {
	struct list_head node;
	s32 flags;
};

/**
 * struct dev_pm_qos_request - a device's constraint request
 * @type: what it constrains
 * @data: the value (@data.pnode.prio, or @data.flr.flags for flags)
 * @dev: the device while the request is active, else NULL
 */
struct dev_pm_qos_request {
	enum dev_pm_qos_req_type type;
	union {
		struct plist_node pnode;
		struct pm_qos_flags_request flr;
	} data;
	struct device *dev;
	struct list_head __platdev_node;
};

/* ---- CPU latency ---- */

/** cpu_latency_qos_limit() - Return: the smallest latency requested (us) */
s32 cpu_latency_qos_limit(void);
/** cpu_latency_qos_request_active() - Return: whether @req was added */
bool cpu_latency_qos_request_active(struct pm_qos_request *req);
/** cpu_latency_qos_add_request() - request @value us (a WARNING when @req is active) */
void cpu_latency_qos_add_request(struct pm_qos_request *req, s32 value);
/** cpu_latency_qos_update_request() - change an active request's value */
void cpu_latency_qos_update_request(struct pm_qos_request *req, s32 new_value);
/** cpu_latency_qos_remove_request() - drop an active request */
void cpu_latency_qos_remove_request(struct pm_qos_request *req);

/* ---- devices ---- */

/**
 * dev_pm_qos_add_request() - add @req of @type with @value for @dev
 * Return: 1 if @dev's combined value changed, 0 if not, -EINVAL for a
 * NULL argument or an unknown type, -EEXIST (with a WARNING) when @req is
 * active already.
 */
int dev_pm_qos_add_request(struct device *dev, struct dev_pm_qos_request *req,
			   enum dev_pm_qos_req_type type, s32 value);

/**
 * dev_pm_qos_update_request() - give the active @req @new_value
 * Return: 1 if the combined value changed, 0 if not, -EINVAL for NULL or
 * an inactive @req (with a WARNING).
 */
int dev_pm_qos_update_request(struct dev_pm_qos_request *req, s32 new_value);

/**
 * dev_pm_qos_remove_request() - drop the active @req
 * Return: 1 if the combined value changed, 0 if not, -EINVAL for NULL or
 * an inactive @req (with a WARNING).
 */
int dev_pm_qos_remove_request(struct dev_pm_qos_request *req);

/** dev_pm_qos_read_value() - Return: @dev's combined value of @type */
s32 dev_pm_qos_read_value(struct device *dev, enum dev_pm_qos_req_type type);

/**
 * dev_pm_qos_flags() - Return: PM_QOS_FLAGS_UNDEFINED when @dev has no
 * flags request, else NONE, SOME or ALL of @mask set in the combined flags
 */
enum pm_qos_flags_status dev_pm_qos_flags(struct device *dev, s32 mask);

static inline int dev_pm_qos_request_active(struct dev_pm_qos_request *req)
{
	return req->dev != NULL;
}

static inline s32 dev_pm_qos_raw_resume_latency(struct device *dev)
{
	return dev_pm_qos_read_value(dev, DEV_PM_QOS_RESUME_LATENCY);
}

/* No sysfs here: exposing a limit to user space has nothing to do. */
static inline int dev_pm_qos_expose_latency_limit(struct device *dev, s32 value)
{
	(void)dev;
	(void)value;
	return 0;
}

static inline void dev_pm_qos_hide_latency_limit(struct device *dev)
{
	(void)dev;
}

static inline int dev_pm_qos_expose_flags(struct device *dev, s32 value)
{
	(void)dev;
	(void)value;
	return 0;
}

static inline void dev_pm_qos_hide_flags(struct device *dev)
{
	(void)dev;
}

static inline int dev_pm_qos_expose_latency_tolerance(struct device *dev)
{
	(void)dev;
	return 0;
}

static inline void dev_pm_qos_hide_latency_tolerance(struct device *dev)
{
	(void)dev;
}

#endif /* _PLATDEV_LINUX_PM_QOS_H */
