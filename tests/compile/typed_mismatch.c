// SPDX-License-Identifier: MIT
/*
 * typed_mismatch.c - what platdev/typed.h must refuse at compile time.
 * Built once per CASE: with TYPED_OK the line is right and must compile;
 * without it the line is wrong and the compiler must stop (CTest checks
 * both, see tests/CMakeLists.txt).
 */
#include <platdev/typed.h>

struct want_pdata {
	unsigned int clk;
	unsigned int pins[2];
	char label[4];
};
PLATDEV_TYPE_DECLARE(want_pdata);

struct other_pdata {
	unsigned int clk;
};
PLATDEV_TYPE_DECLARE(other_pdata);

#ifdef TYPED_OK
#define RIGHT(a, b) a
#else
#define RIGHT(a, b) b
#endif

#if CASE == 1 /* a static device declared with the wrong data */
PLATDEV_PDATA(want_pdata, data, .clk = 1);
PLATDEV_PDATA(other_pdata, wrong, .clk = 1);
struct platform_device dev = {
	.name = "x",
	PLATDEV_TYPED_PLATFORM_DATA(want_pdata, RIGHT(data, wrong)),
};
struct platform_device dev2 = {
	.name = "y",
	PLATDEV_TYPED_PLATFORM_DATA(other_pdata, wrong),
};
#elif CASE == 2 /* platform_device_add_typed_data() with the wrong data */
int add(struct platform_device *pdev, struct want_pdata *w,
	struct other_pdata *o)
{
	(void)w;
	(void)o;
	return platform_device_add_typed_data(pdev, want_pdata, RIGHT(w, o));
}
#elif CASE == 3 /* platform_device_register_typed_data() with the wrong data */
struct platform_device *reg(const struct want_pdata *w,
			    const struct other_pdata *o)
{
	(void)w;
	(void)o;
	return platform_device_register_typed_data(NULL, "x", 0, want_pdata,
						   RIGHT(w, o));
}
#elif CASE == 4 /* a match table entry pointing at the wrong data */
PLATDEV_MATCH_DATA(want_pdata, variant, .clk = 1);
PLATDEV_MATCH_DATA(other_pdata, wrong_variant, .clk = 1);
const struct of_device_id ids[] = {
	{ .compatible = "x",
	  .data = PLATDEV_MATCH_DATA_REF(want_pdata, RIGHT(variant, wrong_variant)) },
	{ .compatible = "y",
	  .data = PLATDEV_MATCH_DATA_REF(other_pdata, wrong_variant) },
	{},
};
#elif CASE == 5 /* an array described as a scalar */
PLATDEV_TYPE_DEFINE(want_pdata, RIGHT(PLATDEV_FIELD_ARRAY, PLATDEV_FIELD)(want_pdata, pins));
#elif CASE == 6 /* a string described from an array of another type */
PLATDEV_TYPE_DEFINE(want_pdata, PLATDEV_FIELD_STRING(want_pdata, RIGHT(label, pins)));
#else
#error "CASE must be 1 to 6"
#endif
