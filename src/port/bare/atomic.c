// SPDX-License-Identifier: MIT
/*
 * atomic.c - the 4-byte atomic operations for cores without atomic
 * instructions (ARMv6-M: Cortex-M0/M0+), built on the application's
 * critical section: those the core uses and those of linux/atomic.h and
 * linux/bitops.h (the bitwise ones).
 *
 * On such cores GCC turns __atomic read-modify-write builtins into calls to
 * __atomic_<op>_4 and expects the runtime (libatomic) to provide them; a
 * bare-metal toolchain ships none. The core uses a handful (reference
 * counts, the initcall guard, the allocator counters), so the bare port
 * provides exactly those. On cores with native atomics (GCC then defines
 * __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4) this file is empty.
 *
 * The functions are defined under other C names and given the libatomic
 * symbol names with asm labels: GCC reserves the __atomic_* names for its
 * builtins and refuses a C definition of them.
 */
#include <stdbool.h>

#include "port/bare/bare.h"

#ifndef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4

typedef unsigned int atomic_word;

atomic_word bare_atomic_exchange_4(volatile void *mem, atomic_word val,
				   int model) __asm__("__atomic_exchange_4");
bool bare_atomic_cmpxchg_4(volatile void *mem, void *expected,
			   atomic_word desired, bool weak, int success,
			   int failure) __asm__("__atomic_compare_exchange_4");
atomic_word bare_atomic_fetch_add_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_fetch_add_4");
atomic_word bare_atomic_fetch_sub_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_fetch_sub_4");
atomic_word bare_atomic_add_fetch_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_add_fetch_4");
atomic_word bare_atomic_sub_fetch_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_sub_fetch_4");
atomic_word bare_atomic_fetch_or_4(volatile void *mem, atomic_word val,
				   int model) __asm__("__atomic_fetch_or_4");
atomic_word bare_atomic_fetch_and_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_fetch_and_4");
atomic_word bare_atomic_fetch_xor_4(volatile void *mem, atomic_word val,
				    int model) __asm__("__atomic_fetch_xor_4");

/* The critical section calls are out of line, so they order memory too. */
atomic_word bare_atomic_exchange_4(volatile void *mem, atomic_word val,
				   int model)
{
	volatile atomic_word *p = mem;
	unsigned long flags = platdev_bare_critical_enter();
	atomic_word old = *p;

	(void)model;
	*p = val;
	platdev_bare_critical_exit(flags);
	return old;
}

bool bare_atomic_cmpxchg_4(volatile void *mem, void *expected,
			   atomic_word desired, bool weak, int success,
			   int failure)
{
	volatile atomic_word *p = mem;
	atomic_word *exp = expected;
	unsigned long flags = platdev_bare_critical_enter();
	atomic_word old = *p;
	bool ok = old == *exp;

	(void)weak;
	(void)success;
	(void)failure;
	if (ok)
		*p = desired;
	platdev_bare_critical_exit(flags);
	if (!ok)
		*exp = old;
	return ok;
}

static atomic_word fetch_add(volatile void *mem, atomic_word val)
{
	volatile atomic_word *p = mem;
	unsigned long flags = platdev_bare_critical_enter();
	atomic_word old = *p;

	*p = old + val;
	platdev_bare_critical_exit(flags);
	return old;
}

atomic_word bare_atomic_fetch_add_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_add(mem, val);
}

atomic_word bare_atomic_fetch_sub_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_add(mem, -val);
}

atomic_word bare_atomic_add_fetch_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_add(mem, val) + val;
}

atomic_word bare_atomic_sub_fetch_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_add(mem, -val) - val;
}

enum bare_bitwise { BARE_OR, BARE_AND, BARE_XOR };

static atomic_word fetch_bitwise(volatile void *mem, atomic_word val,
				 enum bare_bitwise op)
{
	volatile atomic_word *p = mem;
	unsigned long flags = platdev_bare_critical_enter();
	atomic_word old = *p;

	if (op == BARE_OR)
		*p = old | val;
	else if (op == BARE_AND)
		*p = old & val;
	else
		*p = old ^ val;
	platdev_bare_critical_exit(flags);
	return old;
}

atomic_word bare_atomic_fetch_or_4(volatile void *mem, atomic_word val,
				   int model)
{
	(void)model;
	return fetch_bitwise(mem, val, BARE_OR);
}

atomic_word bare_atomic_fetch_and_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_bitwise(mem, val, BARE_AND);
}

atomic_word bare_atomic_fetch_xor_4(volatile void *mem, atomic_word val,
				    int model)
{
	(void)model;
	return fetch_bitwise(mem, val, BARE_XOR);
}

#endif /* !__GCC_HAVE_SYNC_COMPARE_AND_SWAP_4 */
