/* SPDX-License-Identifier: MIT */
/*
 * typed_checks.h - a structure whose members gen reads but cannot size
 * alone (a char, whose sign the target decides; an unsigned long, whose
 * size it decides; an array whose length is a macro), and one that a
 * build can change behind gen's back (TYPED_CHECKS_SHRINK), for
 * typed_checks.sh: the board file's PLATDEV_GEN_CHECK_*() must stop
 * those builds. Its description ends with a comma, as C allows.
 */
#include <platdev/typed.h>

#define TYPED_CHECKS_TAPS 4

struct typed_checked {
#ifndef TYPED_CHECKS_SHRINK
	u32 speed;
#else
	u16 speed;
#endif
	char level;
	unsigned long addr;
	u8 taps[TYPED_CHECKS_TAPS];
};

PLATDEV_TYPE_DEFINE(typed_checked, PLATDEV_FIELD(typed_checked, speed),
		    PLATDEV_FIELD(typed_checked, level),
		    PLATDEV_FIELD(typed_checked, addr),
		    PLATDEV_FIELD_ARRAY(typed_checked, taps), /* a comma may end it */);
