// SPDX-License-Identifier: MIT
/*
 * cases.c - what linux/bits.h, bitfield.h, minmax.h, string.h and
 * moduleparam.h must refuse at compile time, as Linux's do. check.cmake
 * compiles this file, optimised as Linux always is, once per CASE: 0
 * (everything used correctly) must compile, every other case must not.
 */
#include <linux/bitfield.h>
#include <linux/bits.h>
#include <linux/minmax.h>
#include <linux/moduleparam.h>
#include <linux/string.h>

static int param = 1;
static char buf[8];

int check(unsigned int u, int i, unsigned long reg, char *p);
int check(unsigned int u, int i, unsigned long reg, char *p)
{
	unsigned long mask = 0xf0;
	int sum = 0;

	(void)mask;
	(void)p;
#if CASE == 0
	sum += GENMASK(4, 3) + FIELD_PREP(GENMASK(7, 4), 15) +
	       FIELD_GET(GENMASK(7, 4), reg) + min(u, 3u) + max(i, -1) +
	       clamp(i, 0, 5) + strscpy(buf, "x") + strscpy(p, "x", 4) +
	       FIELD_PREP_CONST(GENMASK(7, 4), 15);
	/* A mask constant only once optimised, as in a driver's own macro. */
	sum += ({
		const unsigned long m = GENMASK(5, 2);
		FIELD_PREP(m, u);
	});
#elif CASE == 1
	sum += GENMASK(3, 4); /* bounds swapped */
#elif CASE == 2
	sum += GENMASK_ULL(0, 1);
#elif CASE == 3
	sum += FIELD_PREP(GENMASK(7, 4), 16); /* value too wide */
#elif CASE == 4
	sum += FIELD_GET((unsigned long)i, reg); /* mask not constant */
#elif CASE == 5
	sum += FIELD_GET(0, reg); /* empty mask */
#elif CASE == 6
	sum += FIELD_GET(0x90, reg); /* mask with a hole */
#elif CASE == 7
	sum += min(u, i); /* signed against unsigned */
#elif CASE == 8
	sum += clamp(i, 5, 0); /* bounds swapped */
#elif CASE == 9
	sum += strscpy(p, "x"); /* no size for a pointer */
#elif CASE == 12
	sum += FIELD_PREP_CONST(GENMASK(7, 4), 16); /* value too wide */
#elif CASE == 13
	sum += FIELD_PREP_CONST(0x90, 1); /* mask with a hole */
#endif
	return sum;
}

#if CASE == 10
module_param(param, long, 0444); /* an int, not a long */
#elif CASE == 11
module_param(param, charp, 0444);
#else
module_param(param, int, 0444);
#endif
