/* SPDX-License-Identifier: MIT */
/*
 * linux/topology.h - CPU and memory topology as a kernel without
 * CONFIG_NUMA sees it: one node, 0, holding every CPU (platdev runs on one
 * CPU, see linux/cpumask.h).
 */
#ifndef _PLATDEV_LINUX_TOPOLOGY_H
#define _PLATDEV_LINUX_TOPOLOGY_H

#include <linux/bitops.h>
#include <linux/cpumask.h>
#include <linux/numa.h>
#include <linux/smp.h>

static inline int numa_node_id(void)
{
	return 0;
}

static inline int cpu_to_node(int cpu)
{
	(void)cpu;
	return 0;
}

static inline int numa_mem_id(void)
{
	return 0;
}

#define cpumask_of_node(node) ((void)(node), cpu_online_mask)

#endif /* _PLATDEV_LINUX_TOPOLOGY_H */
