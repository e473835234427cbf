/* SPDX-License-Identifier: MIT */
/*
 * platdev/arch/barrier_arm.h - 32-bit Arm barriers (A, R and M profiles),
 * included by asm/barrier.h only.
 *
 * Linux 6.12 (line numbers from the Debian linux-source-6.12 tree,
 * 6.12.118), for ARMv7 and later with CONFIG_ARM_DMA_MEM_BUFFERABLE, which
 * arch/arm/mm/Kconfig:1099-1101 makes the default for ARMv6, ARMv7-A/R and
 * ARMv7-M (CPU_V7M):
 *
 *   arch/arm/include/asm/barrier.h:18-21   dsb/dmb take an option operand
 *   arch/arm/include/asm/barrier.h:60-68   mb = dsb (sy), rmb = dsb (sy),
 *                                          wmb = dsb st, dma_rmb = dmb osh,
 *                                          dma_wmb = dmb oshst
 *   include/asm-generic/barrier.h:72-74    dma_mb falls back to mb
 *   arch/arm/include/asm/barrier.h:77-79   smp_mb = smp_rmb = dmb ish,
 *                                          smp_wmb = dmb ishst
 *   include/asm-generic/barrier.h:138-155  smp_store_release: smp_mb then
 *                                          the store; smp_load_acquire: the
 *                                          load then smp_mb
 *   arch/arm/include/asm/io.h:173-176      __iormb = rmb, __iowmb = wmb
 *   arch/arm/include/asm/io.h:295-301      readX: load then __iormb;
 *                                          writeX: __iowmb then store
 *
 * CONFIG_OUTER_CACHE_SYNC (an L2C-310 outer cache) adds a call to the outer
 * cache's sync after the dsb of mb and wmb (barrier.h:55-61); no target of
 * ours has one, so there is no such call here.
 *
 * M profile (Cortex-M0+ is ARMv6-M; M3, M4 and M7 are ARMv7-M; M33 is
 * ARMv8-M Mainline). Linux runs on ARMv7-M only, always uniprocessor, and
 * there its sequences are the ones above. The M-profile architectures define
 * one option for DMB and DSB, SY; the other option values are reserved, and
 * although a core executes them as SY, the architecture tells software not
 * to rely on that. So on M we emit the instruction kinds Linux does (dsb
 * around I/O accesses and for mb/rmb/wmb, dmb for the dma_ and smp_
 * barriers) with the SY option: what the core does with Linux's "st", "osh"
 * and "ish" anyway, without reserved encodings. ARMv6-M (Cortex-M0+) has the
 * same DMB, DSB and ISB, so it gets the same sequences; Linux has no ARMv6-M
 * support to compare with.
 *
 * Before ARMv7 on A/R cores: ARMv6 has only the CP15 barrier operations,
 * which Thumb-1 code cannot issue; there we use __sync_synchronize() (the
 * compiler's full barrier for the target). Older cores get compiler
 * barriers, as Linux without CONFIG_ARM_DMA_MEM_BUFFERABLE.
 */
#ifndef _PLATDEV_ARCH_BARRIER_ARM_H
#define _PLATDEV_ARCH_BARRIER_ARM_H

#define __platdev_arm_bar(insn) __asm__ __volatile__(insn ::: "memory")

#if defined(__ARM_ARCH_PROFILE) && __ARM_ARCH_PROFILE == 'M'
#define __platdev_dsb(opt) __platdev_arm_bar("dsb sy")
#define __platdev_dmb(opt) __platdev_arm_bar("dmb sy")
#elif __ARM_ARCH >= 7
#define __platdev_dsb(opt) __platdev_arm_bar("dsb " #opt)
#define __platdev_dmb(opt) __platdev_arm_bar("dmb " #opt)
#elif __ARM_ARCH == 6
#define __platdev_dsb(opt) __sync_synchronize()
#define __platdev_dmb(opt) __sync_synchronize()
#else
#define __platdev_dsb(opt) __platdev_arm_bar("")
#define __platdev_dmb(opt) __platdev_arm_bar("")
#endif

#define __mb() __platdev_dsb(sy)
#define __rmb() __platdev_dsb(sy)
#define __wmb() __platdev_dsb(st)

#define __dma_mb() __mb()
#define __dma_rmb() __platdev_dmb(osh)
#define __dma_wmb() __platdev_dmb(oshst)

#define __smp_mb() __platdev_dmb(ish)
#define __smp_rmb() __platdev_dmb(ish)
#define __smp_wmb() __platdev_dmb(ishst)

#define __platdev_io_ar(v) __rmb()
#define __platdev_io_bw() __wmb()

#endif /* _PLATDEV_ARCH_BARRIER_ARM_H */
