/* SPDX-License-Identifier: MIT */
/*
 * linux/cpumask_types.h - the CPU bitmap type.
 */
#ifndef _PLATDEV_LINUX_CPUMASK_TYPES_H
#define _PLATDEV_LINUX_CPUMASK_TYPES_H

#include <linux/bitops.h>
#include <linux/threads.h>

typedef struct cpumask {
	unsigned long bits[BITS_TO_LONGS(NR_CPUS)];
} cpumask_t;

/* Without CONFIG_CPUMASK_OFFSTACK: a mask on the stack, nothing to free. */
typedef struct cpumask cpumask_var_t[1];

#endif /* _PLATDEV_LINUX_CPUMASK_TYPES_H */
