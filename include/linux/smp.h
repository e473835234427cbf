/* SPDX-License-Identifier: MIT */
/*
 * linux/smp.h - calling functions on CPUs, as a kernel without CONFIG_SMP:
 * there is CPU 0 alone, and a call "on a CPU" runs the function right
 * there in the caller, with interrupts kept out (platdev_port_irq_save()).
 */
#ifndef _PLATDEV_LINUX_SMP_H
#define _PLATDEV_LINUX_SMP_H

#include <linux/cpumask.h>
#include <linux/errno.h>
#include <linux/list.h>
#include <linux/preempt.h>
#include <linux/types.h>

typedef void (*smp_call_func_t)(void *info);
typedef bool (*smp_cond_func_t)(int cpu, void *info);

#define smp_processor_id() 0
#define raw_smp_processor_id() 0
#define get_cpu()                  \
	({                         \
		preempt_disable(); \
		0;                 \
	})
#define put_cpu() preempt_enable()

#define setup_max_cpus 0
#define smp_send_stop() ((void)0)

/**
 * smp_call_function_single() - run @func(@info) on @cpu
 * Return: 0, or -ENXIO for a CPU other than 0 (@func does not run).
 */
int smp_call_function_single(int cpu, smp_call_func_t func, void *info,
			     int wait);

/** on_each_cpu() - run @func(@info) on every online CPU: here, now */
void on_each_cpu(smp_call_func_t func, void *info, int wait);

/** on_each_cpu_mask() - run @func(@info) on the CPUs of @mask (CPU 0 or none) */
void on_each_cpu_mask(const struct cpumask *mask, smp_call_func_t func,
		      void *info, bool wait);

/** on_each_cpu_cond() - on_each_cpu() where @cond_func(cpu, @info) is true */
void on_each_cpu_cond(smp_cond_func_t cond_func, smp_call_func_t func,
		      void *info, bool wait);

/** smp_call_function_any() - run @func on a CPU of @mask; -ENXIO if none */
int smp_call_function_any(const struct cpumask *mask, smp_call_func_t func,
			  void *info, int wait);

/** smp_call_function() - run @func on every other CPU: there is none */
static inline void smp_call_function(smp_call_func_t func, void *info, int wait)
{
	(void)func;
	(void)info;
	(void)wait;
}

static inline void smp_call_function_many(const struct cpumask *mask,
					  smp_call_func_t func, void *info,
					  bool wait)
{
	(void)mask;
	(void)func;
	(void)info;
	(void)wait;
}

static inline void kick_all_cpus_sync(void)
{
}

static inline void wake_up_all_idle_cpus(void)
{
}

#endif /* _PLATDEV_LINUX_SMP_H */
