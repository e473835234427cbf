/* SPDX-License-Identifier: MIT */
/*
 * linux/cpu.h - the CPUs as devices, and CPU hotplug.
 *
 * One CPU, CPU 0, online for good (linux/cpumask.h): no CPU devices are
 * registered, so get_cpu_device() returns NULL; the hotplug lock guards
 * nothing (no CPU ever comes or goes) and is a no-op; remove_cpu() refuses
 * the last online CPU with -EBUSY, as Linux.
 */
#ifndef _PLATDEV_LINUX_CPU_H
#define _PLATDEV_LINUX_CPU_H

#include <linux/compiler.h>
#include <linux/cpu_pm.h>
#include <linux/cpuhotplug.h>
#include <linux/cpumask.h>
#include <linux/errno.h>
#include <linux/smp.h>

struct device;

/** get_cpu_device() - Return: NULL (no CPU devices are registered) */
static inline struct device *get_cpu_device(unsigned int cpu)
{
	(void)cpu;
	return NULL;
}

static inline void cpus_read_lock(void)
{
}

static inline void cpus_read_unlock(void)
{
}

static inline int cpus_read_trylock(void)
{
	return 1;
}

#define lockdep_assert_cpus_held() ((void)0)
#define get_online_cpus() cpus_read_lock()
#define put_online_cpus() cpus_read_unlock()

static inline void cpu_hotplug_disable(void)
{
}

static inline void cpu_hotplug_enable(void)
{
}

/** remove_cpu() - Return: -EBUSY for CPU 0 (the last online), -EINVAL else */
static inline int remove_cpu(unsigned int cpu)
{
	return cpu == 0 ? -EBUSY : -EINVAL;
}

/** add_cpu() - Return: 0 for CPU 0 (online already), -EINVAL else */
static inline int add_cpu(unsigned int cpu)
{
	return cpu == 0 ? 0 : -EINVAL;
}

static inline int freeze_secondary_cpus(int primary)
{
	(void)primary;
	return 0;
}

static inline void thaw_secondary_cpus(void)
{
}

static inline bool cpu_is_hotpluggable(unsigned int cpu)
{
	(void)cpu;
	return false;
}

static inline void arch_cpu_idle(void)
{
	cpu_relax();
}

#endif /* _PLATDEV_LINUX_CPU_H */
