/* SPDX-License-Identifier: MIT */
/*
 * linux/numa.h - memory nodes: one here, node 0.
 */
#ifndef _PLATDEV_LINUX_NUMA_H
#define _PLATDEV_LINUX_NUMA_H

#define NODES_SHIFT 0
#define MAX_NUMNODES (1 << NODES_SHIFT)

/* "Any node": what an allocation with no preference passes. */
#define NUMA_NO_NODE (-1)
#define NUMA_NO_MEMBLK (-1)

/** numa_nearest_node() - the node nearest @node: node 0 */
static inline int numa_nearest_node(int node, unsigned int state)
{
	(void)node;
	(void)state;
	return 0;
}

#endif /* _PLATDEV_LINUX_NUMA_H */
