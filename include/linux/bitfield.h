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

/*
 * The position of @mask's lowest set bit (-1 for 0). __builtin_ctzll()
 * takes the mask unsigned: __builtin_ffsll()'s signed argument would make
 * a constant mask with bit 63 set overflow, and so not be an integer
 * constant expression for the checks below.
 */
#define __bf_shf(mask) \
	((mask) ? __builtin_ctzll((unsigned long long)(mask)) : -1)

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

/*
 * 0, or a compile error: a constant @val has bits outside the field. Only
 * checked when @mask is an integer constant expression too: a mask the
 * optimiser folds (a driver's typeof() copy) gives no constant width.
 */
#define __bf_check_val(mask, val)                                       \
	BUILD_BUG_ON_ZERO(__builtin_choose_expr(                        \
		__is_constexpr(val) && __is_constexpr(mask),            \
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

/**
 * FIELD_PREP_CONST() - FIELD_PREP() for a constant @mask and @val, usable
 * where C wants a constant expression (a static table's initialiser); a
 * zero or split mask, or a value too wide for it, does not compile
 */
#define FIELD_PREP_CONST(mask, val)                               \
	(BUILD_BUG_ON_ZERO((mask) == 0) +                         \
	 BUILD_BUG_ON_ZERO(!__bf_is_run(mask)) +                  \
	 BUILD_BUG_ON_ZERO(~((mask) >> __bf_shf(mask)) & (val)) + \
	 (((typeof(mask))(val) << __bf_shf(mask)) & (mask)))

/** FIELD_GET() - the field @mask of @reg, shifted down to bit 0 */
#define FIELD_GET(mask, reg)                    \
	((typeof(mask))(__bf_check_mask(mask) + \
			(((reg) & (mask)) >> __bf_shf(mask))))

/*
 * The typed helpers: the field is a mask value (any run of set bits, not
 * necessarily constant), the register a u8/u16/u32/u64 in CPU order or a
 * __le16/__be32/... in its wire order.
 *
 *	TYPE_encode_bits(v, field)      v placed in the field, rest zero
 *	TYPE_get_bits(reg, field)       the field of reg, at bit 0
 *	TYPE_replace_bits(reg, v, field)  reg with the field set to v
 *	TYPEp_replace_bits(&reg, v, field)  the same, in place
 *
 * As in Linux, a constant value too wide for the field, or a constant
 * field that is not one run of bits, stops the build when optimising.
 */
#ifdef __OPTIMIZE__
extern void __platdev_field_overflow(void)
	__attribute__((__error__("value doesn't fit into mask")));
extern void __platdev_bad_field(void)
	__attribute__((__error__("bad bitfield mask")));
#else
#define __platdev_field_overflow() ((void)0)
#define __platdev_bad_field() ((void)0)
#endif

/* The value of the field's lowest bit (what a value is multiplied by). */
static __always_inline u64 field_multiplier(u64 field)
{
	u64 run = field | (field - 1);

	if (__builtin_constant_p(field) && (run & (run + 1)))
		__platdev_bad_field();
	return field & (~field + 1);
}

/** field_mask() - @field shifted down to bit 0 */
static __always_inline u64 field_mask(u64 field)
{
	return field / field_multiplier(field);
}

/** field_max() - the largest value @field holds, in @field's type */
#define field_max(field) ((typeof(field))field_mask(field))

#define __PLATDEV_BF_OPS(type, base, to, from)                                 \
	static __always_inline __##type type##_encode_bits(base v, base field) \
	{                                                                      \
		if (__builtin_constant_p(v) && (v & ~field_mask(field)))       \
			__platdev_field_overflow();                            \
		return to((base)((v & field_mask(field)) *                     \
				 field_multiplier(field)));                    \
	}                                                                      \
	static __always_inline __##type type##_replace_bits(                   \
		__##type old, base v, base field)                              \
	{                                                                      \
		return (old & ~to(field)) | type##_encode_bits(v, field);      \
	}                                                                      \
	static __always_inline void type##p_replace_bits(__##type *p, base v,  \
							 base field)           \
	{                                                                      \
		*p = type##_replace_bits(*p, v, field);                        \
	}                                                                      \
	static __always_inline base type##_get_bits(__##type v, base field)    \
	{                                                                      \
		return (base)((from(v) & field) / field_multiplier(field));    \
	}
#define __PLATDEV_BF_SIZE(n)                                        \
	__PLATDEV_BF_OPS(le##n, u##n, cpu_to_le##n, le##n##_to_cpu) \
	__PLATDEV_BF_OPS(be##n, u##n, cpu_to_be##n, be##n##_to_cpu) \
	__PLATDEV_BF_OPS(u##n, u##n, , )
__PLATDEV_BF_OPS(u8, u8, , )
__PLATDEV_BF_SIZE(16)
__PLATDEV_BF_SIZE(32)
__PLATDEV_BF_SIZE(64)
#undef __PLATDEV_BF_SIZE
#undef __PLATDEV_BF_OPS

#endif /* _PLATDEV_LINUX_BITFIELD_H */
