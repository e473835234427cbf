/* SPDX-License-Identifier: MIT */
/*
 * linux/bitfield.h - register fields described by their mask.
 *
 *	#define CTRL_MODE GENMASK(6, 4)
 *	reg = (reg & ~CTRL_MODE) | FIELD_PREP(CTRL_MODE, 3);
 *	mode = FIELD_GET(CTRL_MODE, reg);
 *
 * As in Linux the mask must be a constant: a mask that is not, is 0 or is
 * not one run of set bits does not compile, nor does FIELD_PREP() of a
 * constant value too wide for the field. The result has the mask's type.
 * A mask that only the optimiser makes constant (a const local in a
 * driver's own macro) is accepted as Linux accepts it; without
 * optimisation such a mask is not checked, since nothing folds.
 */
#ifndef _PLATDEV_LINUX_BITFIELD_H
#define _PLATDEV_LINUX_BITFIELD_H

#include <asm/byteorder.h>
#include <linux/bits.h>
#include <linux/build_bug.h>
#include <linux/types.h>

/* The position of @mask's lowest set bit. */
#define __bf_shf(mask) (__builtin_ffsll(mask) - 1)

/* A mask of one run of set bits has a power of two above its run. */
#define __bf_is_run(mask) \
	((((mask) >> __bf_shf(mask)) & (((mask) >> __bf_shf(mask)) + 1)) == 0)

/*
 * 0 for a @mask that is not an integer constant expression but that the
 * optimiser folds to a constant, as Linux allows; otherwise the call to
 * this never-defined function stays and the build stops on its error.
 */
#ifdef __OPTIMIZE__
extern int __platdev_bf_mask_not_constant(void)
	__attribute__((__error__("FIELD_* mask is not a constant")));
#define __bf_check_folded(mask) \
	(__builtin_constant_p(mask) ? 0 : __platdev_bf_mask_not_constant())
#else
#define __bf_check_folded(mask) 0
#endif

/* 0, or a compile error: @mask not constant, zero or not contiguous. */
#define __bf_check_mask(mask)                                          \
	(__builtin_choose_expr(__is_constexpr(mask), 0,                \
			       __bf_check_folded(mask)) +              \
	 BUILD_BUG_ON_ZERO(__builtin_choose_expr(__is_constexpr(mask), \
						 (mask) == 0, 0)) +    \
	 BUILD_BUG_ON_ZERO(__builtin_choose_expr(__is_constexpr(mask), \
						 !__bf_is_run(mask), 0)))

/* 0, or a compile error: a constant @val has bits outside the field. */
#define __bf_check_val(mask, val)                                       \
	BUILD_BUG_ON_ZERO(__builtin_choose_expr(                        \
		__is_constexpr(val),                                    \
		((unsigned long long)(val) &                            \
		 ~((unsigned long long)(mask) >> __bf_shf(mask))) != 0, \
		0))

/** FIELD_MAX() - the largest value the field @mask holds */
#define FIELD_MAX(mask) \
	((typeof(mask))(__bf_check_mask(mask) + ((mask) >> __bf_shf(mask))))

/** FIELD_FIT() - whether @val fits the field @mask */
#define FIELD_FIT(mask, val)     \
	(__bf_check_mask(mask) + \
	 !((((typeof(mask))(val)) << __bf_shf(mask)) & ~(mask)))

/** FIELD_PREP() - @val placed in the field @mask (bits outside dropped) */
#define FIELD_PREP(mask, val)                                               \
	((typeof(mask))(__bf_check_mask(mask) + __bf_check_val(mask, val) + \
			((((typeof(mask))(val)) << __bf_shf(mask)) & (mask))))

/** FIELD_GET() - the field @mask of @reg, shifted down to bit 0 */
#define FIELD_GET(mask, reg)                    \
	((typeof(mask))(__bf_check_mask(mask) + \
			(((reg) & (mask)) >> __bf_shf(mask))))

#endif /* _PLATDEV_LINUX_BITFIELD_H */
