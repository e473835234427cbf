/* SPDX-License-Identifier: MIT */
/*
 * linux/random.h - random numbers for drivers.
 *
 * Each call reads the port's source (platdev_port_entropy(): getrandom(2)
 * on POSIX, the application's hook on the bare port). Where the port has
 * none, a generator runs instead, seeded from the clock and stirred by
 * every add_device_randomness() and add_hwgenerator_randomness(): its
 * numbers are fine for jitter and identifiers, not for keys. The pool is
 * always "initialized": wait_for_random_bytes() returns 0 at once.
 */
#ifndef _PLATDEV_LINUX_RANDOM_H
#define _PLATDEV_LINUX_RANDOM_H

#include <linux/bug.h>
#include <linux/kernel.h>
#include <linux/list.h>
#include <linux/once.h>
#include <linux/types.h>

struct notifier_block;

/** get_random_bytes() - fill @buf with @len random bytes */
void get_random_bytes(void *buf, size_t len);

/**
 * add_device_randomness() - stir @len bytes a device gives (serial
 * numbers, MAC addresses) into the fallback generator; credits nothing
 */
void add_device_randomness(const void *buf, size_t len);

/** add_bootloader_randomness() - add_device_randomness() */
void add_bootloader_randomness(const void *buf, size_t len);

/**
 * add_hwgenerator_randomness() - bytes from a hardware generator, stirred
 * in as add_device_randomness(); with @sleep_after the caller sleeps a
 * little (Linux sleeps until the pool wants more)
 */
void add_hwgenerator_randomness(const void *buf, size_t len, size_t entropy,
				bool sleep_after);

static inline void add_interrupt_randomness(int irq)
{
	(void)irq;
}

static inline void add_input_randomness(unsigned int type, unsigned int code,
					unsigned int value)
{
	(void)type;
	(void)code;
	(void)value;
}

static inline void add_latent_entropy(void)
{
}

u8 get_random_u8(void);
u16 get_random_u16(void);
u32 get_random_u32(void);
u64 get_random_u64(void);

static inline unsigned long get_random_long(void)
{
	return sizeof(long) == 8 ? (unsigned long)get_random_u64() :
				   get_random_u32();
}

/**
 * get_random_u32_below() - a uniform random number in [0, @ceil), without
 * the bias of a modulo; @ceil 0 gives any u32
 */
u32 get_random_u32_below(u32 ceil);

/** get_random_u32_above() - a uniform random number in (@floor, U32_MAX] */
static inline u32 get_random_u32_above(u32 floor)
{
	return floor + 1 + get_random_u32_below(~floor);
}

/** get_random_u32_inclusive() - a uniform random number in [@floor, @ceil] */
static inline u32 get_random_u32_inclusive(u32 floor, u32 ceil)
{
	return floor + get_random_u32_below(ceil - floor + 1);
}

/** rng_is_initialized() - Return: true (see the top of this file) */
static inline bool rng_is_initialized(void)
{
	return true;
}

/** wait_for_random_bytes() - Return: 0 at once (always initialized) */
static inline int wait_for_random_bytes(void)
{
	return 0;
}

static inline int get_random_bytes_wait(void *buf, size_t nbytes)
{
	get_random_bytes(buf, nbytes);
	return 0;
}

#define __platdev_random_wait(name, type)                     \
	static inline int get_random_##name##_wait(type *out) \
	{                                                     \
		*out = get_random_##name();                   \
		return 0;                                     \
	}
__platdev_random_wait(u8, u8) __platdev_random_wait(u16, u16)
	__platdev_random_wait(u32, u32) __platdev_random_wait(u64, u64)
		__platdev_random_wait(long, unsigned long)
#undef __platdev_random_wait

#endif /* _PLATDEV_LINUX_RANDOM_H */
