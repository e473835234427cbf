// SPDX-License-Identifier: MIT
/*
 * random.c - random numbers (linux/random.h): the port's source, else a
 * splitmix64 generator under a spinlock, seeded from the clock on first
 * use and stirred by what drivers add.
 */
#include <linux/random.h>
#include <linux/spinlock.h>
#include <linux/string.h>
#include <platdev/port.h>

static DEFINE_RAW_SPINLOCK(random_lock);
static u64 random_state;
static bool random_seeded;

/* One splitmix64 step; called locked. */
static u64 random_next(void)
{
	u64 z;

	if (!random_seeded) {
		random_state ^= platdev_port_now_ns();
		random_seeded = true;
	}
	random_state += 0x9e3779b97f4a7c15ull;
	z = random_state;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

void get_random_bytes(void *buf, size_t len)
{
	unsigned char *p = buf;
	unsigned long flags;
	size_t n;
	u64 word;

	if (!len || !platdev_port_entropy(buf, len))
		return;
	flags = _raw_spin_lock_irqsave(&random_lock);
	while (len) {
		word = random_next();
		n = len < sizeof(word) ? len : sizeof(word);
		memcpy(p, &word, n);
		p += n;
		len -= n;
	}
	_raw_spin_unlock_irqrestore(&random_lock, flags);
}

void add_device_randomness(const void *buf, size_t len)
{
	const unsigned char *p = buf;
	unsigned long flags;
	size_t i;

	flags = _raw_spin_lock_irqsave(&random_lock);
	for (i = 0; i < len; i++) {
		random_state ^= (u64)p[i] << (8 * (i % 8));
		if (i % 8 == 7 || i == len - 1)
			random_state = random_next();
	}
	_raw_spin_unlock_irqrestore(&random_lock, flags);
}

void add_bootloader_randomness(const void *buf, size_t len)
{
	add_device_randomness(buf, len);
}

void add_hwgenerator_randomness(const void *buf, size_t len, size_t entropy,
				bool sleep_after)
{
	(void)entropy;
	add_device_randomness(buf, len);
	if (sleep_after)
		platdev_port_sleep_ns(100000000ull);
}

#define RANDOM_GETTER(type, name)                \
	type name(void)                          \
	{                                        \
		type v;                          \
		get_random_bytes(&v, sizeof(v)); \
		return v;                        \
	}
RANDOM_GETTER(u8, get_random_u8)
RANDOM_GETTER(u16, get_random_u16)
RANDOM_GETTER(u32, get_random_u32)
RANDOM_GETTER(u64, get_random_u64)

u32 get_random_u32_below(u32 ceil)
{
	u32 bound;
	u64 mult;

	if (!ceil)
		return get_random_u32();
	/*
	 * Scale a 32-bit draw to [0, ceil) by multiplying, and draw again
	 * while the low half falls in the few values that would favour
	 * some results (2^32 mod ceil of them).
	 */
	mult = (u64)ceil * get_random_u32();
	if ((u32)mult < ceil) {
		bound = -ceil % ceil;
		while ((u32)mult < bound)
			mult = (u64)ceil * get_random_u32();
	}
	return (u32)(mult >> 32);
}
