/* SPDX-License-Identifier: MIT */
/*
 * linux/topology.h - which memory node a CPU belongs to: one CPU, one
 * node (0), as a kernel without CONFIG_NUMA.
 */
#ifndef _PLATDEV_LINUX_TOPOLOGY_H
#define _PLATDEV_LINUX_TOPOLOGY_H

#include <linux/numa.h>

/** numa_node_id() - the memory node of the running CPU: 0 */
static inline int numa_node_id(void)
{
	return 0;
}

/** cpu_to_node() - the memory node of @cpu: 0 */
static inline int cpu_to_node(int cpu)
{
	(void)cpu;
	return 0;
}

/** numa_mem_id() - the nearest node with memory: 0 */
static inline int numa_mem_id(void)
{
	return 0;
}

/** cpu_to_mem() - the node of @cpu's nearest memory: 0 */
static inline int cpu_to_mem(int cpu)
{
	(void)cpu;
	return 0;
}

#endif /* _PLATDEV_LINUX_TOPOLOGY_H */
