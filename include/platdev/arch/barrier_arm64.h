/* SPDX-License-Identifier: MIT */
/*
 * platdev/arch/barrier_arm64.h - AArch64 barriers, included by asm/barrier.h
 * only; drivers include <asm/barrier.h> or <linux/io.h>.
 *
 * The instructions are those Linux 6.12 emits (line numbers from the Debian
 * linux-source-6.12 tree, 6.12.118):
 *
 *   arch/arm64/include/asm/barrier.h:60-62    mb, rmb, wmb: dsb sy, ld, st
 *   arch/arm64/include/asm/barrier.h:64-66    dma_mb, dma_rmb, dma_wmb:
 *                                             dmb osh, oshld, oshst
 *   arch/arm64/include/asm/barrier.h:123-125  smp_mb, smp_rmb, smp_wmb:
 *                                             dmb ish, ishld, ishst
 *   arch/arm64/include/asm/barrier.h:127-190  smp_store_release is stlr,
 *                                             smp_load_acquire is ldar
 *   arch/arm64/include/asm/io.h:98-121        after an I/O read, dma_rmb()
 *                                             and a control dependency on
 *                                             the value read; before an I/O
 *                                             write, dma_wmb()
 *
 * The control dependency (eor of the value with itself, then a cbnz that
 * never branches) makes every later instruction wait for the read to
 * complete, so a delay loop that reads the counter after readl() cannot
 * start its timing early.
 */
#ifndef _PLATDEV_ARCH_BARRIER_ARM64_H
#define _PLATDEV_ARCH_BARRIER_ARM64_H

#define __platdev_arm64_bar(insn) __asm__ __volatile__(insn ::: "memory")

#define __mb() __platdev_arm64_bar("dsb sy")
#define __rmb() __platdev_arm64_bar("dsb ld")
#define __wmb() __platdev_arm64_bar("dsb st")

#define __dma_mb() __platdev_arm64_bar("dmb osh")
#define __dma_rmb() __platdev_arm64_bar("dmb oshld")
#define __dma_wmb() __platdev_arm64_bar("dmb oshst")

#define __smp_mb() __platdev_arm64_bar("dmb ish")
#define __smp_rmb() __platdev_arm64_bar("dmb ishld")
#define __smp_wmb() __platdev_arm64_bar("dmb ishst")

/*
 * Release and acquire are single instructions (stlr, ldar and their byte
 * and halfword forms), written out rather than left to __atomic builtins:
 * a compiler targeting a core with RCpc may pick ldapr, which Linux uses
 * for smp_load_acquire() on no configuration.
 */
#define __platdev_arm64_word(p)                    \
	union {                                    \
		__platdev_unqual_typeof(*(p)) val; \
		unsigned char b;                   \
		unsigned short h;                  \
		unsigned int w;                    \
		unsigned long long x;              \
	}

/*
 * One store-release or load-acquire through union member @m: b, h and w
 * take a W register (%w), x an X register (%x).
 */
#define __platdev_stlr(insn, reg, p, m)            \
	__asm__ __volatile__(insn " %" reg "1, %0" \
			     : "=Q"(*(p))          \
			     : "rZ"(m)             \
			     : "memory")
#define __platdev_ldar(insn, reg, p, m)            \
	__asm__ __volatile__(insn " %" reg "0, %1" \
			     : "=r"(m)             \
			     : "Q"(*(p))           \
			     : "memory")

/* @op with the instruction for *@p's size: @base, then b, h or nothing. */
#define __platdev_arm64_sized(op, base, p, u)        \
	do {                                         \
		switch (sizeof(*(p))) {              \
		case 1:                              \
			op(base "b", "w", p, (u).b); \
			break;                       \
		case 2:                              \
			op(base "h", "w", p, (u).h); \
			break;                       \
		case 4:                              \
			op(base, "w", p, (u).w);     \
			break;                       \
		default:                             \
			op(base, "x", p, (u).x);     \
			break;                       \
		}                                    \
	} while (0)

#define __smp_store_release(p, v)                                          \
	do {                                                               \
		__typeof__(*(p)) *__platdev_p = (p);                       \
		__platdev_arm64_word(p) __platdev_u = { .val = (v) };      \
		__platdev_arm64_sized(__platdev_stlr, "stlr", __platdev_p, \
				      __platdev_u);                        \
	} while (0)

#define __smp_load_acquire(p)                                              \
	({                                                                 \
		__typeof__(*(p)) *__platdev_p = (p);                       \
		__platdev_arm64_word(p) __platdev_u;                       \
		__platdev_arm64_sized(__platdev_ldar, "ldar", __platdev_p, \
				      __platdev_u);                        \
		__platdev_u.val;                                           \
	})

#define __platdev_io_ar(v)                                     \
	do {                                                   \
		unsigned long __platdev_tmp;                   \
		__dma_rmb();                                   \
		__asm__ __volatile__("eor %0, %1, %1\n\t"      \
				     "cbnz %0, ."              \
				     : "=r"(__platdev_tmp)     \
				     : "r"((unsigned long)(v)) \
				     : "memory");              \
	} while (0)
#define __platdev_io_bw() __dma_wmb()

#endif /* _PLATDEV_ARCH_BARRIER_ARM64_H */
