/* SPDX-License-Identifier: MIT */
/*
 * asm/processor.h - cpu_relax(), the hint inside a busy-wait loop.
 */
#ifndef _PLATDEV_ASM_PROCESSOR_H
#define _PLATDEV_ASM_PROCESSOR_H

#include <linux/compiler.h>

/*
 * cpu_relax() - tell the CPU (and the compiler) that this is a spin loop
 *
 * A pause or yield instruction where the architecture has one, and always
 * a compiler barrier, so memory is read again on the next turn.
 */
#if defined(__x86_64__) || defined(__i386__)
#define cpu_relax() __asm__ __volatile__("pause" : : : "memory")
#elif defined(__aarch64__)
#define cpu_relax() __asm__ __volatile__("yield" : : : "memory")
#else
#define cpu_relax() barrier()
#endif

#endif /* _PLATDEV_ASM_PROCESSOR_H */
