/* SPDX-License-Identifier: MIT */
/*
 * linux/bcd.h - packed binary-coded decimal, one byte (two digits), as
 * RTCs store dates.
 */
#ifndef _PLATDEV_LINUX_BCD_H
#define _PLATDEV_LINUX_BCD_H

#include <linux/types.h>

/** bcd2bin() - Return: the value of the two BCD digits in @val's low byte */
static inline unsigned int bcd2bin(u8 val)
{
	return (val & 0x0fu) + (val >> 4) * 10u;
}

/** bin2bcd() - Return: @val (0 to 99) as two BCD digits */
static inline u8 bin2bcd(unsigned int val)
{
	return (u8)(((val / 10u) << 4) | (val % 10u));
}

/** bcd_is_valid() - Return: whether both of @val's digits are 0 to 9 */
static inline bool bcd_is_valid(u8 val)
{
	return (val & 0x0fu) < 10 && (val >> 4) < 10;
}

#endif /* _PLATDEV_LINUX_BCD_H */
