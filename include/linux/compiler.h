/* SPDX-License-Identifier: MIT */
/*
 * linux/compiler.h - annotations that drivers use; most compile to nothing.
 *
 * Linux's build puts linux/kconfig.h in front of every file; here this
 * header, which most others include, brings it in, so IS_ENABLED()
 * and the build's CONFIG_ symbols are there as a driver expects.
 */
#ifndef _PLATDEV_LINUX_COMPILER_H
#define _PLATDEV_LINUX_COMPILER_H

#include <linux/kconfig.h>

#ifndef likely
#define likely(x) __builtin_expect(!!(x), 1)
#endif
#ifndef unlikely
#define unlikely(x) __builtin_expect(!!(x), 0)
#endif

#ifndef __iomem
#define __iomem
#endif
#ifndef __user
#define __user
#endif
#ifndef __force
#define __force
#endif
#ifndef __kernel
#define __kernel
#endif
/* A check of sparse's that an __iomem pointer is one: nothing here. */
#ifndef __chk_io_ptr
#define __chk_io_ptr(x) (void)0
#endif
#ifndef __rcu
#define __rcu
#endif
#ifndef __percpu
#define __percpu
#endif

/*
 * Lock annotations for the sparse checker: nothing to the compiler.
 * __cond_lock(x, c) is c, whether x was taken or not.
 */
#ifndef __acquires
#define __acquires(x)
#define __releases(x)
#define __acquire(x) ((void)0)
#define __release(x) ((void)0)
#define __must_hold(x)
#define __cond_lock(x, c) (c)
#endif

#ifndef __always_inline
#define __always_inline inline __attribute__((__always_inline__))
#endif
#ifndef noinline
#define noinline __attribute__((__noinline__))
#endif
#ifndef __maybe_unused
#define __maybe_unused __attribute__((__unused__))
#endif
#ifndef __always_unused
#define __always_unused __attribute__((__unused__))
#endif
#ifndef __used
#define __used __attribute__((__used__))
#endif
#ifndef __must_check
#define __must_check __attribute__((__warn_unused_result__))
#endif
#ifndef __packed
#define __packed __attribute__((__packed__))
#endif
#ifndef __aligned
#define __aligned(x) __attribute__((__aligned__(x)))
#endif
#ifndef __malloc_like
#define __malloc_like __attribute__((__malloc__))
#endif
#ifndef __printf
#define __printf(a, b) __attribute__((__format__(printf, a, b)))
#endif
#ifndef __cold
#define __cold __attribute__((__cold__))
#endif
#ifndef __weak
#define __weak __attribute__((__weak__))
#endif
#ifndef __section
#define __section(s) __attribute__((__section__(s)))
#endif

/* Token pasting after expansion, and a name used nowhere else in the unit. */
#ifndef __PASTE
#define ___PASTE(a, b) a##b
#define __PASTE(a, b) ___PASTE(a, b)
#endif
#ifndef __UNIQUE_ID
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#endif

#ifndef READ_ONCE
#define READ_ONCE(x) (*(const volatile typeof(x) *)&(x))
#endif
#ifndef WRITE_ONCE
#define WRITE_ONCE(x, val) (*(volatile typeof(x) *)&(x) = (val))
#endif
#ifndef barrier
#define barrier() __asm__ __volatile__("" : : : "memory")
#endif
/*
 * A switch case that goes on into the next one on purpose. C libraries
 * test __has_attribute(fallthrough) in <sys/cdefs.h> (picolibc): that
 * header is read first, so that the macro cannot rewrite the test.
 */
#if defined(__has_include)
#if __has_include(<sys/cdefs.h>)
#include <sys/cdefs.h>
#endif
#endif
#ifndef fallthrough
#define fallthrough __attribute__((__fallthrough__))
#endif
/* A function that never returns (panic(), BUG()). */
#ifndef __noreturn
#define __noreturn __attribute__((__noreturn__))
#endif
/* __stringify(): @x, macros in it expanded, as a string literal. */
#include <linux/stringify.h>
/* __counted_by(), __attribute_const__, __pure and friends. */
#include <linux/compiler_attributes.h>
/*
 * As Linux's compiler_types.h, for Linux's own files (Kbuild defines
 * KBUILD_MODNAME for each): "inline" has its GNU meaning, so a file's
 * inline function that is not static is also defined for the other files
 * of its module (mediatek's clk-pllfh.c relies on it). platdev's own code
 * keeps the C standard's meaning.
 */
#if defined(KBUILD_MODNAME) && !defined(__cplusplus) && !defined(inline)
#define inline inline __attribute__((__gnu_inline__))
#endif

#endif /* _PLATDEV_LINUX_COMPILER_H */
