// SPDX-License-Identifier: MIT
/*
 * platform_devid.c - instance numbers for PLATFORM_DEVID_AUTO devices:
 * the smallest free number, from a bitmap that grows as needed and is freed
 * when the last number is returned.
 */
#include <limits.h>
#include <string.h>

#include "platform/platform_devid.h"
#include <platdev/port.h>

#define WORD_BITS (sizeof(unsigned long) * CHAR_BIT)

static unsigned long *devid_bits;
static unsigned int devid_words;
static unsigned int devid_used;

static int find_free_bit(void)
{
	unsigned int w, b;

	for (w = 0; w < devid_words; w++) {
		if (devid_bits[w] == ~0UL)
			continue;
		for (b = 0; b < WORD_BITS; b++)
			if (!(devid_bits[w] & (1UL << b)))
				return (int)(w * WORD_BITS + b);
	}
	return -1;
}

static int grow_bitmap(void)
{
	unsigned int words = devid_words ? devid_words * 2 : 1;
	unsigned long *bits;

	if (words > INT_MAX / WORD_BITS)
		return -ENOSPC;
	bits = platdev_port_alloc(words * sizeof(*bits));
	if (!bits)
		return -ENOMEM;
	if (devid_words)
		memcpy(bits, devid_bits, devid_words * sizeof(*bits));
	platdev_port_free(devid_bits);
	devid_bits = bits;
	devid_words = words;
	return 0;
}

int platform_devid_alloc(void)
{
	int id, ret;

	platdev_port_core_lock();
	id = find_free_bit();
	if (id < 0) {
		ret = grow_bitmap();
		if (ret) {
			platdev_port_core_unlock();
			return ret;
		}
		id = find_free_bit();
	}
	devid_bits[id / WORD_BITS] |= 1UL << (id % WORD_BITS);
	devid_used++;
	platdev_port_core_unlock();
	return id;
}

void platform_devid_free(int id)
{
	platdev_port_core_lock();
	if (id >= 0 && (unsigned int)id < devid_words * WORD_BITS &&
	    (devid_bits[id / WORD_BITS] & (1UL << (id % WORD_BITS)))) {
		devid_bits[id / WORD_BITS] &= ~(1UL << (id % WORD_BITS));
		if (--devid_used == 0) {
			platdev_port_free(devid_bits);
			devid_bits = NULL;
			devid_words = 0;
		}
	}
	platdev_port_core_unlock();
}
