// SPDX-License-Identifier: MIT
/*
 * qos.c - the CPU latency QoS (linux/pm_qos.h): the active requests on a
 * list under a spinlock; the limit is the smallest value.
 */
#include <linux/bug.h>
#include <linux/pm_qos.h>
#include <linux/spinlock.h>

static DEFINE_RAW_SPINLOCK(cpu_qos_lock);
static LIST_HEAD(cpu_qos_requests);
/* What an active request's ->qos points at. */
static int cpu_qos_active_mark;

/* Called locked. */
static s32 cpu_qos_limit_locked(void)
{
	struct pm_qos_request *req;
	s32 limit = PM_QOS_CPU_LATENCY_DEFAULT_VALUE;

	list_for_each_entry(req, &cpu_qos_requests, node.node_list)
		if (req->node.prio < limit)
			limit = req->node.prio;
	return limit;
}

s32 cpu_latency_qos_limit(void)
{
	unsigned long flags = _raw_spin_lock_irqsave(&cpu_qos_lock);
	s32 limit = cpu_qos_limit_locked();

	_raw_spin_unlock_irqrestore(&cpu_qos_lock, flags);
	return limit;
}

bool cpu_latency_qos_request_active(struct pm_qos_request *req)
{
	return __atomic_load_n(&req->qos, __ATOMIC_ACQUIRE) != NULL;
}

void cpu_latency_qos_add_request(struct pm_qos_request *req, s32 value)
{
	unsigned long flags;

	if (!req)
		return;
	if (WARN(cpu_latency_qos_request_active(req),
		 "%s called for already added request\n", __func__))
		return;
	if (value == PM_QOS_DEFAULT_VALUE)
		value = PM_QOS_CPU_LATENCY_DEFAULT_VALUE;
	flags = _raw_spin_lock_irqsave(&cpu_qos_lock);
	req->node.prio = value;
	list_add_tail(&req->node.node_list, &cpu_qos_requests);
	__atomic_store_n(&req->qos, &cpu_qos_active_mark, __ATOMIC_RELEASE);
	_raw_spin_unlock_irqrestore(&cpu_qos_lock, flags);
}

void cpu_latency_qos_update_request(struct pm_qos_request *req, s32 new_value)
{
	unsigned long flags;

	if (!req)
		return;
	if (WARN(!cpu_latency_qos_request_active(req),
		 "%s called for unknown object\n", __func__))
		return;
	if (new_value == PM_QOS_DEFAULT_VALUE)
		new_value = PM_QOS_CPU_LATENCY_DEFAULT_VALUE;
	flags = _raw_spin_lock_irqsave(&cpu_qos_lock);
	req->node.prio = new_value;
	_raw_spin_unlock_irqrestore(&cpu_qos_lock, flags);
}

void cpu_latency_qos_remove_request(struct pm_qos_request *req)
{
	unsigned long flags;

	if (!req)
		return;
	if (WARN(!cpu_latency_qos_request_active(req),
		 "%s called for unknown object\n", __func__))
		return;
	flags = _raw_spin_lock_irqsave(&cpu_qos_lock);
	list_del(&req->node.node_list);
	__atomic_store_n(&req->qos, NULL, __ATOMIC_RELEASE);
	_raw_spin_unlock_irqrestore(&cpu_qos_lock, flags);
}
