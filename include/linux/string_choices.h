/* SPDX-License-Identifier: MIT */
/*
 * linux/string_choices.h - the words for a boolean in log messages:
 * str_on_off(v) is "on" or "off", str_off_on(v) the other way round.
 */
#ifndef _PLATDEV_LINUX_STRING_CHOICES_H
#define _PLATDEV_LINUX_STRING_CHOICES_H

#include <linux/types.h>

#define __platdev_str_choice(name, yes, no)    \
	static inline const char *name(bool v) \
	{                                      \
		return v ? yes : no;           \
	}

__platdev_str_choice(str_enable_disable, "enable",
		     "disable") __platdev_str_choice(str_enabled_disabled,
						     "enabled", "disabled")
	__platdev_str_choice(str_hi_lo, "hi", "lo") __platdev_str_choice(
		str_high_low, "high",
		"low") __platdev_str_choice(str_read_write, "read", "write")
		__platdev_str_choice(str_on_off, "on", "off")
			__platdev_str_choice(str_yes_no, "yes", "no")
				__platdev_str_choice(str_up_down, "up", "down")
					__platdev_str_choice(str_true_false,
							     "true", "false")

#define str_disable_enable(v) str_enable_disable(!(v))
#define str_disabled_enabled(v) str_enabled_disabled(!(v))
#define str_lo_hi(v) str_hi_lo(!(v))
#define str_low_high(v) str_high_low(!(v))
#define str_write_read(v) str_read_write(!(v))
#define str_off_on(v) str_on_off(!(v))
#define str_no_yes(v) str_yes_no(!(v))
#define str_down_up(v) str_up_down(!(v))
#define str_false_true(v) str_true_false(!(v))

	/* "s" unless @num is 1: "%zu clock%s", n, str_plural(n). */
	static inline const char *str_plural(size_t num)
{
	return num == 1 ? "" : "s";
}

#undef __platdev_str_choice

#endif /* _PLATDEV_LINUX_STRING_CHOICES_H */
