// SPDX-License-Identifier: MIT
/*
 * smp.c - the one CPU (linux/cpumask.h, linux/smp.h): its masks, and
 * "calls on a CPU" that run in the caller with interrupts kept out.
 */
#include <linux/cpumask.h>
#include <linux/smp.h>
#include <platdev/port.h>

const struct cpumask __platdev_cpu_all_mask = { { [0] = 1UL } };
const struct cpumask __platdev_cpu_none_mask = { { [0] = 0UL } };

static void smp_call_here(smp_call_func_t func, void *info)
{
	unsigned long flags = platdev_port_irq_save();

	func(info);
	platdev_port_irq_restore(flags);
}

int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait)
{
	(void)wait;
	if (cpu != 0)
		return -ENXIO;
	smp_call_here(func, info);
	return 0;
}

void on_each_cpu(smp_call_func_t func, void *info, int wait)
{
	(void)wait;
	smp_call_here(func, info);
}

void on_each_cpu_mask(const struct cpumask *mask, smp_call_func_t func,
		      void *info, bool wait)
{
	(void)wait;
	if (cpumask_test_cpu(0, mask))
		smp_call_here(func, info);
}

void on_each_cpu_cond(smp_cond_func_t cond_func, smp_call_func_t func,
		      void *info, bool wait)
{
	(void)wait;
	if (!cond_func || cond_func(0, info))
		smp_call_here(func, info);
}

int smp_call_function_any(const struct cpumask *mask, smp_call_func_t func,
			  void *info, int wait)
{
	(void)wait;
	if (!cpumask_test_cpu(0, mask))
		return -ENXIO;
	smp_call_here(func, info);
	return 0;
}
