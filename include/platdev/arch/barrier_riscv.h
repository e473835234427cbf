/* SPDX-License-Identifier: MIT */
/*
 * platdev/arch/barrier_riscv.h - RISC-V barriers (RV32 and RV64), included
 * by asm/barrier.h only.
 *
 * RISC-V orders device (I/O) accesses and normal memory accesses with
 * separate predecessor/successor sets of the fence instruction: i and o for
 * device input and output, r and w for memory reads and writes. Linux 6.12
 * (line numbers from the Debian linux-source-6.12 tree, 6.12.118):
 *
 *   arch/riscv/include/asm/barrier.h:23-25  mb = fence iorw,iorw,
 *                                           rmb = fence ir,ir,
 *                                           wmb = fence ow,ow
 *   include/asm-generic/barrier.h:72-82     dma_mb, dma_rmb, dma_wmb fall
 *                                           back to mb, rmb, wmb
 *   arch/riscv/include/asm/barrier.h:28-30  smp_mb = fence rw,rw,
 *                                           smp_rmb = fence r,r,
 *                                           smp_wmb = fence w,w
 *   arch/riscv/include/asm/barrier.h:59-71  smp_store_release: fence rw,w
 *                                           then the store;
 *                                           smp_load_acquire: the load then
 *                                           fence r,rw
 *   arch/riscv/include/asm/mmio.h:134-149   readX: load then fence i,ir;
 *                                           writeX: fence w,o then store
 *   arch/riscv/include/asm/io.h:61-110      readsX: one fence i,ir after the
 *                                           whole run; writesX: one fence w,o
 *                                           before it
 *
 * Linux also marks a CPU after writeX() so that spin_unlock() issues
 * fence o,w (CONFIG_MMIOWB, asm/mmiowb.h); platdev's locks are the port's,
 * which make no such promise about device writes: a driver that needs a
 * device write ordered before its unlock as seen by another hart calls
 * wmb() itself.
 */
#ifndef _PLATDEV_ARCH_BARRIER_RISCV_H
#define _PLATDEV_ARCH_BARRIER_RISCV_H

#define __platdev_fence(pred, succ) \
	__asm__ __volatile__("fence " #pred "," #succ ::: "memory")

#define __mb() __platdev_fence(iorw, iorw)
#define __rmb() __platdev_fence(ir, ir)
#define __wmb() __platdev_fence(ow, ow)

#define __smp_mb() __platdev_fence(rw, rw)
#define __smp_rmb() __platdev_fence(r, r)
#define __smp_wmb() __platdev_fence(w, w)

#define __smp_store_release(p, v) \
	__platdev_release_with(__platdev_fence(rw, w), p, v)
#define __smp_load_acquire(p) __platdev_acquire_with(__platdev_fence(r, rw), p)

#define __platdev_io_ar(v) __platdev_fence(i, ir)
#define __platdev_io_bw() __platdev_fence(w, o)

/* The string accessors fence once for the whole run. */
#define __platdev_ios_ar() __platdev_io_ar(0)
#define __platdev_ios_bw() __platdev_io_bw()

#endif /* _PLATDEV_ARCH_BARRIER_RISCV_H */
