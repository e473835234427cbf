/* SPDX-License-Identifier: MIT */
/*
 * linux/cpumask.h - sets of CPUs.
 *
 * platdev runs drivers on one CPU, CPU 0, which is possible, present,
 * online and active (NR_CPUS is 1, as a kernel without CONFIG_SMP), so
 * nr_cpu_ids is 1 and for_each_online_cpu() visits CPU 0 only. The mask
 * operations work on the first nr_cpumask_bits bits, as Linux's.
 */
#ifndef _PLATDEV_LINUX_CPUMASK_H
#define _PLATDEV_LINUX_CPUMASK_H

#include <linux/bitops.h>
#include <linux/bug.h>
#include <linux/cpumask_types.h>
#include <linux/gfp.h>
#include <linux/kernel.h>
#include <linux/threads.h>
#include <linux/types.h>

#define nr_cpu_ids ((unsigned int)NR_CPUS)
#define nr_cpumask_bits nr_cpu_ids
#define small_cpumask_bits nr_cpumask_bits
#define large_cpumask_bits nr_cpumask_bits

#define cpumask_bits(maskp) ((maskp)->bits)
#define to_cpumask(bitmap) \
	((struct cpumask *)(1 ? (bitmap) : (void *)sizeof(bitmap)))
#define cpumask_pr_args(maskp) nr_cpu_ids, cpumask_bits(maskp)
#define CPU_BITS_ALL      \
	{                 \
		[0] = 1UL \
	}
#define CPU_MASK_ALL ((cpumask_t){ { [0] = 1UL } })
#define CPU_MASK_NONE ((cpumask_t){ { [0] = 0UL } })
#define CPU_MASK_CPU0 ((cpumask_t){ { [0] = 1UL } })

/* The masks of the one CPU: all of them hold CPU 0. */
extern const struct cpumask __platdev_cpu_all_mask;
#define cpu_possible_mask (&__platdev_cpu_all_mask)
#define cpu_online_mask (&__platdev_cpu_all_mask)
#define cpu_present_mask (&__platdev_cpu_all_mask)
#define cpu_active_mask (&__platdev_cpu_all_mask)
#define cpu_enabled_mask (&__platdev_cpu_all_mask)
#define cpu_dying_mask ((const struct cpumask *)&__platdev_cpu_none_mask)
#define cpu_all_mask (&__platdev_cpu_all_mask)
#define cpu_none_mask ((const struct cpumask *)&__platdev_cpu_none_mask)
extern const struct cpumask __platdev_cpu_none_mask;

#define num_online_cpus() 1U
#define num_possible_cpus() 1U
#define num_present_cpus() 1U
#define num_active_cpus() 1U
#define num_enabled_cpus() 1U
#define cpu_online(cpu) ((unsigned int)(cpu) == 0)
#define cpu_possible(cpu) ((unsigned int)(cpu) == 0)
#define cpu_present(cpu) ((unsigned int)(cpu) == 0)
#define cpu_active(cpu) ((unsigned int)(cpu) == 0)
#define cpu_enabled(cpu) ((unsigned int)(cpu) == 0)
#define cpu_dying(cpu) false

static inline unsigned int cpumask_check(unsigned int cpu)
{
	return cpu;
}

static inline void cpumask_set_cpu(unsigned int cpu, struct cpumask *dstp)
{
	if (cpu < nr_cpumask_bits)
		set_bit(cpu, cpumask_bits(dstp));
}

static inline void __cpumask_set_cpu(unsigned int cpu, struct cpumask *dstp)
{
	cpumask_set_cpu(cpu, dstp);
}

static inline void cpumask_clear_cpu(int cpu, struct cpumask *dstp)
{
	if ((unsigned int)cpu < nr_cpumask_bits)
		clear_bit((unsigned int)cpu, cpumask_bits(dstp));
}

static inline void __cpumask_clear_cpu(int cpu, struct cpumask *dstp)
{
	cpumask_clear_cpu(cpu, dstp);
}

static inline bool cpumask_test_cpu(int cpu, const struct cpumask *cpumask)
{
	return (unsigned int)cpu < nr_cpumask_bits &&
	       test_bit((unsigned int)cpu, cpumask_bits(cpumask));
}

static inline bool cpumask_test_and_set_cpu(int cpu, struct cpumask *cpumask)
{
	return (unsigned int)cpu < nr_cpumask_bits &&
	       test_and_set_bit((unsigned int)cpu, cpumask_bits(cpumask));
}

static inline bool cpumask_test_and_clear_cpu(int cpu, struct cpumask *cpumask)
{
	return (unsigned int)cpu < nr_cpumask_bits &&
	       test_and_clear_bit((unsigned int)cpu, cpumask_bits(cpumask));
}

static inline void cpumask_setall(struct cpumask *dstp)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		set_bit(i, cpumask_bits(dstp));
}

static inline void cpumask_clear(struct cpumask *dstp)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		clear_bit(i, cpumask_bits(dstp));
}

/** cpumask_next() - Return: the first CPU after @n in @srcp, or >= nr_cpu_ids */
static inline unsigned int cpumask_next(int n, const struct cpumask *srcp)
{
	return (unsigned int)find_next_bit(cpumask_bits(srcp), nr_cpumask_bits,
					   (unsigned long)(n + 1));
}

static inline unsigned int cpumask_next_zero(int n, const struct cpumask *srcp)
{
	return (unsigned int)find_next_zero_bit(
		cpumask_bits(srcp), nr_cpumask_bits, (unsigned long)(n + 1));
}

static inline unsigned int cpumask_first(const struct cpumask *srcp)
{
	return cpumask_next(-1, srcp);
}

static inline unsigned int cpumask_first_zero(const struct cpumask *srcp)
{
	return cpumask_next_zero(-1, srcp);
}

static inline unsigned int cpumask_last(const struct cpumask *srcp)
{
	unsigned int i, last = nr_cpumask_bits;

	for (i = 0; i < nr_cpumask_bits; i++)
		if (cpumask_test_cpu((int)i, srcp))
			last = i;
	return last;
}

static inline unsigned int cpumask_weight(const struct cpumask *srcp)
{
	unsigned int i, n = 0;

	for (i = 0; i < nr_cpumask_bits; i++)
		n += cpumask_test_cpu((int)i, srcp);
	return n;
}

static inline bool cpumask_empty(const struct cpumask *srcp)
{
	return cpumask_first(srcp) >= nr_cpumask_bits;
}

static inline bool cpumask_full(const struct cpumask *srcp)
{
	return cpumask_weight(srcp) == nr_cpumask_bits;
}

/* Bit-by-bit binary operations on the first nr_cpumask_bits bits. */
#define __platdev_cpumask_op(dstp, src1p, src2p, expr)                \
	do {                                                          \
		unsigned int __i;                                     \
		for (__i = 0; __i < nr_cpumask_bits; __i++) {         \
			bool a = cpumask_test_cpu((int)__i, (src1p)); \
			bool b = cpumask_test_cpu((int)__i, (src2p)); \
			if (expr)                                     \
				cpumask_set_cpu(__i, (dstp));         \
			else                                          \
				cpumask_clear_cpu((int)__i, (dstp));  \
		}                                                     \
	} while (0)

static inline bool cpumask_and(struct cpumask *dstp,
			       const struct cpumask *src1p,
			       const struct cpumask *src2p)
{
	__platdev_cpumask_op(dstp, src1p, src2p, a && b);
	return !cpumask_empty(dstp);
}

static inline void cpumask_or(struct cpumask *dstp, const struct cpumask *src1p,
			      const struct cpumask *src2p)
{
	__platdev_cpumask_op(dstp, src1p, src2p, a || b);
}

static inline void cpumask_xor(struct cpumask *dstp,
			       const struct cpumask *src1p,
			       const struct cpumask *src2p)
{
	__platdev_cpumask_op(dstp, src1p, src2p, a != b);
}

static inline bool cpumask_andnot(struct cpumask *dstp,
				  const struct cpumask *src1p,
				  const struct cpumask *src2p)
{
	__platdev_cpumask_op(dstp, src1p, src2p, a && !b);
	return !cpumask_empty(dstp);
}

static inline void cpumask_copy(struct cpumask *dstp,
				const struct cpumask *srcp)
{
	*dstp = *srcp;
}

static inline bool cpumask_equal(const struct cpumask *src1p,
				 const struct cpumask *src2p)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		if (cpumask_test_cpu((int)i, src1p) !=
		    cpumask_test_cpu((int)i, src2p))
			return false;
	return true;
}

static inline bool cpumask_intersects(const struct cpumask *src1p,
				      const struct cpumask *src2p)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		if (cpumask_test_cpu((int)i, src1p) &&
		    cpumask_test_cpu((int)i, src2p))
			return true;
	return false;
}

static inline bool cpumask_subset(const struct cpumask *src1p,
				  const struct cpumask *src2p)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		if (cpumask_test_cpu((int)i, src1p) &&
		    !cpumask_test_cpu((int)i, src2p))
			return false;
	return true;
}

/** cpumask_any_but() - Return: a CPU of @mask other than @cpu, or >= nr_cpu_ids */
static inline unsigned int cpumask_any_but(const struct cpumask *mask,
					   unsigned int cpu)
{
	unsigned int i;

	for (i = cpumask_first(mask); i < nr_cpumask_bits;
	     i = cpumask_next((int)i, mask))
		if (i != cpu)
			return i;
	return nr_cpu_ids;
}

static inline unsigned int cpumask_any_and(const struct cpumask *src1p,
					   const struct cpumask *src2p)
{
	unsigned int i;

	for (i = 0; i < nr_cpumask_bits; i++)
		if (cpumask_test_cpu((int)i, src1p) &&
		    cpumask_test_cpu((int)i, src2p))
			return i;
	return nr_cpu_ids;
}

#define cpumask_any(srcp) cpumask_first(srcp)
#define cpumask_first_and(src1p, src2p) cpumask_any_and(src1p, src2p)
#define cpumask_any_distribute(srcp) cpumask_first(srcp)

/** cpumask_nth() - Return: the @n-th CPU (from 0) of @srcp, or >= nr_cpu_ids */
static inline unsigned int cpumask_nth(unsigned int n,
				       const struct cpumask *srcp)
{
	unsigned int i;

	for (i = cpumask_first(srcp); i < nr_cpumask_bits;
	     i = cpumask_next((int)i, srcp))
		if (!n--)
			return i;
	return nr_cpu_ids;
}

static inline unsigned int cpumask_local_spread(unsigned int i, int node)
{
	(void)i;
	(void)node;
	return 0;
}

/** cpumask_of() - Return: the mask holding @cpu alone (CPU 0 here) */
#define cpumask_of(cpu) ((void)(cpu), cpu_all_mask)
#define get_cpu_mask(cpu) cpumask_of(cpu)

#define for_each_cpu(cpu, mask)                               \
	for ((cpu) = cpumask_first(mask); (cpu) < nr_cpu_ids; \
	     (cpu) = cpumask_next((int)(cpu), (mask)))
#define for_each_cpu_not(cpu, mask)                                \
	for ((cpu) = cpumask_first_zero(mask); (cpu) < nr_cpu_ids; \
	     (cpu) = cpumask_next_zero((int)(cpu), (mask)))
#define for_each_cpu_wrap(cpu, mask, start) for_each_cpu(cpu, mask)
#define for_each_cpu_and(cpu, mask1, mask2)                   \
	for ((cpu) = 0; (cpu) < nr_cpu_ids; (cpu)++)          \
		if (!cpumask_test_cpu((int)(cpu), (mask1)) || \
		    !cpumask_test_cpu((int)(cpu), (mask2))) { \
		} else
#define for_each_possible_cpu(cpu) for_each_cpu((cpu), cpu_possible_mask)
#define for_each_online_cpu(cpu) for_each_cpu((cpu), cpu_online_mask)
#define for_each_present_cpu(cpu) for_each_cpu((cpu), cpu_present_mask)
#define for_each_enabled_cpu(cpu) for_each_cpu((cpu), cpu_enabled_mask)

static inline bool alloc_cpumask_var(cpumask_var_t *mask, gfp_t flags)
{
	(void)mask;
	(void)flags;
	return true;
}

static inline bool zalloc_cpumask_var(cpumask_var_t *mask, gfp_t flags)
{
	(void)flags;
	cpumask_clear(*mask);
	return true;
}

#define alloc_cpumask_var_node(mask, flags, node) alloc_cpumask_var(mask, flags)
#define zalloc_cpumask_var_node(mask, flags, node) \
	zalloc_cpumask_var(mask, flags)

static inline void free_cpumask_var(cpumask_var_t mask)
{
	(void)mask;
}

static inline unsigned int cpumask_size(void)
{
	return sizeof(struct cpumask);
}

#endif /* _PLATDEV_LINUX_CPUMASK_H */
