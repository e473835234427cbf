/* SPDX-License-Identifier: MIT */
/*
 * platdev/arch/barrier_x86.h - x86 barriers (x86-64; i386 with SSE2),
 * included by asm/barrier.h only.
 *
 * x86 keeps loads in order with loads and stores in order with stores, and
 * uncached (UC) device memory is not reordered with anything; so I/O
 * accessors and the dma_ barriers need only keep the compiler from moving
 * memory accesses across them. Linux 6.12 (line numbers from the Debian
 * linux-source-6.12 tree, 6.12.118):
 *
 *   arch/x86/include/asm/io.h:47-71       readX/writeX are a mov with a
 *                                         "memory" clobber; the _relaxed
 *                                         forms the same mov without it
 *   arch/x86/include/asm/barrier.h:22-24  mb = mfence, rmb = lfence,
 *                                         wmb = sfence (the ordering of
 *                                         write-combining and non-temporal
 *                                         stores needs them)
 *   arch/x86/include/asm/barrier.h:50-51  dma_rmb, dma_wmb: compiler only
 *   include/asm-generic/barrier.h:72-74   dma_mb falls back to mb
 *   arch/x86/include/asm/barrier.h:53-56  smp_mb = lock addl $0,-4(%rsp),
 *                                         cheaper than mfence; smp_rmb and
 *                                         smp_wmb: compiler only
 *   arch/x86/include/asm/barrier.h:59-72  smp_store_release and
 *                                         smp_load_acquire: a plain store
 *                                         or load and a compiler barrier
 *
 * 32-bit x86 without SSE2 would need Linux's locked-add fallbacks for
 * mb/rmb/wmb; we use the fence instructions and require SSE2 there.
 */
#ifndef _PLATDEV_ARCH_BARRIER_X86_H
#define _PLATDEV_ARCH_BARRIER_X86_H

#if defined(__i386__) && !defined(__SSE2__)
#error "platdev: 32-bit x86 barriers need SSE2 (-msse2)"
#endif

#define __mb() __asm__ __volatile__("mfence" ::: "memory")
#define __rmb() __asm__ __volatile__("lfence" ::: "memory")
#define __wmb() __asm__ __volatile__("sfence" ::: "memory")

#define __dma_rmb() barrier()
#define __dma_wmb() barrier()

#ifdef __x86_64__
#define __smp_mb() \
	__asm__ __volatile__("lock addl $0,-4(%%rsp)" ::: "memory", "cc")
#else
#define __smp_mb() \
	__asm__ __volatile__("lock addl $0,-4(%%esp)" ::: "memory", "cc")
#endif
#define __smp_rmb() barrier()
#define __smp_wmb() barrier()

#define __smp_store_release(p, v) __platdev_release_with(barrier(), p, v)
#define __smp_load_acquire(p) __platdev_acquire_with(barrier(), p)

#define __platdev_io_ar(v) barrier()
#define __platdev_io_bw() barrier()

#endif /* _PLATDEV_ARCH_BARRIER_X86_H */
