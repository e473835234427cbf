/* SPDX-License-Identifier: MIT */
/*
 * asm/barrier.h - memory barriers, with Linux's names and, per
 * architecture, the instructions Linux 6.12 emits for them.
 *
 * The architecture's file (platdev/arch/barrier_<arch>.h: x86, arm64, arm
 * with the Cortex-M profile, riscv) defines the barriers as Linux's
 * arch/<arch>/include/asm/barrier.h does, and cites the lines it follows;
 * this file adds what include/asm-generic/barrier.h adds: the fallbacks and
 * the smp_ layer. On any other architecture every hardware barrier is a
 * full __atomic_thread_fence(): correct, if slower than Linux's choice.
 *
 * READ_ONCE(), WRITE_ONCE() and barrier() (the compiler-only barrier) come
 * from linux/compiler.h, included here, as in Linux.
 *
 * PLATDEV_SMP: the smp_ barriers order memory between CPUs. Linux compiles
 * them to compiler barriers in a uniprocessor kernel (CONFIG_SMP=n), which
 * is how it builds for every Cortex-M. Microcontrollers with two cores that
 * share memory exist (RP2040, RP2350, dual-core STM32H7), so platdev keeps
 * the instructions unless the application defines PLATDEV_SMP to 0 for a
 * single-CPU target; the default is 1 everywhere.
 */
#ifndef _PLATDEV_ASM_BARRIER_H
#define _PLATDEV_ASM_BARRIER_H

#include <linux/compiler.h>

#ifndef PLATDEV_SMP
#define PLATDEV_SMP 1
#endif

/*
 * The type of @x without const or volatile, for a local copy of a value that
 * READ_ONCE() loaded (a volatile local would be spilled to the stack). The
 * controlling expression of _Generic loses its qualifiers; pointers and
 * other types keep theirs.
 * (clang-format does not know _Generic's association list.)
 */
/* clang-format off */
#define __platdev_unqual_typeof(x)					\
	__typeof__(_Generic((x),					\
		char: (char)0,						\
		signed char: (signed char)0,				\
		unsigned char: (unsigned char)0,			\
		short: (short)0,					\
		unsigned short: (unsigned short)0,			\
		int: (int)0,						\
		unsigned int: (unsigned int)0,				\
		long: (long)0,						\
		unsigned long: (unsigned long)0,			\
		long long: (long long)0,				\
		unsigned long long: (unsigned long long)0,		\
		_Bool: (_Bool)0,					\
		default: (x)))
/* clang-format on */

/*
 * Release and acquire as a barrier and a plain access, the way every
 * architecture but arm64 builds them: @bar before the store, or after the
 * load.
 */
#define __platdev_release_with(bar, p, v) \
	do {                              \
		bar;                      \
		WRITE_ONCE(*(p), (v));    \
	} while (0)
#define __platdev_acquire_with(bar, p)                                       \
	({                                                                   \
		__platdev_unqual_typeof(*(p)) __platdev_v = READ_ONCE(*(p)); \
		bar;                                                         \
		__platdev_v;                                                 \
	})

#if defined(__x86_64__) || defined(__i386__)
#include <platdev/arch/barrier_x86.h>
#elif defined(__aarch64__)
#include <platdev/arch/barrier_arm64.h>
#elif defined(__arm__)
#include <platdev/arch/barrier_arm.h>
#elif defined(__riscv)
#include <platdev/arch/barrier_riscv.h>
#else
#define __mb() __atomic_thread_fence(__ATOMIC_SEQ_CST)
#define __rmb() __mb()
#define __wmb() __mb()
#define __smp_mb() __mb()
#define __platdev_io_ar(v) __mb()
#define __platdev_io_bw() __mb()
#endif

/* What include/asm-generic/barrier.h supplies when an architecture does not. */
#ifndef __dma_mb
#define __dma_mb() __mb()
#endif
#ifndef __dma_rmb
#define __dma_rmb() __rmb()
#endif
#ifndef __dma_wmb
#define __dma_wmb() __wmb()
#endif
#ifndef __smp_rmb
#define __smp_rmb() __rmb()
#endif
#ifndef __smp_wmb
#define __smp_wmb() __wmb()
#endif
#ifndef __smp_store_release
#define __smp_store_release(p, v) __platdev_release_with(__smp_mb(), p, v)
#endif
#ifndef __smp_load_acquire
#define __smp_load_acquire(p) __platdev_acquire_with(__smp_mb(), p)
#endif

/*
 * The string accessors (readsl(), writesl(), ...) order like the single
 * ones on RISC-V only, once for the run; elsewhere they are barrier-free.
 */
#ifndef __platdev_ios_ar
#define __platdev_ios_ar() barrier()
#endif
#ifndef __platdev_ios_bw
#define __platdev_ios_bw() barrier()
#endif

/**
 * mb() - order every earlier memory and device access before every later one
 *
 * The strongest barrier; it also orders accesses to device memory, and on
 * Arm waits for them to complete (dsb). Use it when a CPU access and a
 * device access must not pass each other and nothing weaker says so.
 */
#define mb() __mb()

/** rmb() - order earlier reads (memory and device) before later reads */
#define rmb() __rmb()

/** wmb() - order earlier writes (memory and device) before later writes */
#define wmb() __wmb()

/**
 * dma_mb() - order accesses to memory shared with a device (coherent DMA
 * memory) before later ones; full barrier for that memory only
 */
#define dma_mb() __dma_mb()

/**
 * dma_rmb() - order reads of coherent DMA memory: read a descriptor's
 * ownership flag, dma_rmb(), then read the rest of the descriptor
 */
#define dma_rmb() __dma_rmb()

/**
 * dma_wmb() - order writes to coherent DMA memory: fill a descriptor,
 * dma_wmb(), then hand it to the device by writing its ownership flag
 */
#define dma_wmb() __dma_wmb()

#if PLATDEV_SMP
/** smp_mb() - full barrier between CPUs (normal memory only) */
#define smp_mb() __smp_mb()
/** smp_rmb() - order earlier reads before later reads, between CPUs */
#define smp_rmb() __smp_rmb()
/** smp_wmb() - order earlier writes before later writes, between CPUs */
#define smp_wmb() __smp_wmb()
/**
 * smp_store_release() - store @v into *@p after every earlier access
 * @p: pointer to a 1, 2, 4 or 8-byte scalar
 * @v: the value
 *
 * Pairs with smp_load_acquire() of the same location on another CPU: a
 * CPU that sees @v also sees everything this CPU did before the store.
 */
#define smp_store_release(p, v) __smp_store_release(p, v)
/**
 * smp_load_acquire() - load *@p before every later access
 * @p: pointer to a 1, 2, 4 or 8-byte scalar
 *
 * Return: the value loaded.
 */
#define smp_load_acquire(p) __smp_load_acquire(p)
#else
#define smp_mb() barrier()
#define smp_rmb() barrier()
#define smp_wmb() barrier()
#define smp_store_release(p, v) __platdev_release_with(barrier(), p, v)
#define smp_load_acquire(p) __platdev_acquire_with(barrier(), p)
#endif

#endif /* _PLATDEV_ASM_BARRIER_H */
