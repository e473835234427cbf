// SPDX-License-Identifier: MIT
/*
 * test_string_helpers.c - linux/string_helpers.h (numbered name arrays,
 * their devm form's ERR_PTR(-ENOMEM), case conversion) and the helpers
 * added to linux/string.h: strchrnul(), strnchr(), memset_p(),
 * memchr_inv(), skip_spaces(), strim(), strreplace(), match_string()
 * stopping at NULL, sysfs_match_string(), next_arg().
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/platform_device.h>
#include <linux/string.h>
#include <linux/string_helpers.h>
#include <platdev/port.h>

#include "testutil.h"

static void test_string_functions(void **state)
{
	static const char *const list[] = { "low", "high", NULL, "after" };
	char s[] = "  a b c \n", path[] = "a/b/c";
	void *ptrs[3] = { NULL, NULL, NULL };
	unsigned char zeros[5] = { 0, 0, 0, 7, 0 };
	const char *t = "key=value";

	(void)state;
	assert_ptr_equal(strchrnul(t, '='), t + 3);
	assert_ptr_equal(strchrnul(t, '#'), t + strlen(t));
	assert_ptr_equal(strnchr(t, 3, '='), NULL);
	assert_ptr_equal(strnchr(t, 4, '='), t + 3);
	assert_ptr_equal(memset_p(ptrs, s, 2), ptrs);
	assert_ptr_equal(ptrs[1], s);
	assert_null(ptrs[2]);
	assert_ptr_equal(memchr_inv(zeros, 0, 5), &zeros[3]);
	assert_null(memchr_inv(zeros, 0, 3));
	assert_string_equal(skip_spaces(s), "a b c \n");
	assert_string_equal(strim(s), "a b c");
	assert_ptr_equal(strreplace(path, '/', '!'), path + 5);
	assert_string_equal(path, "a!b!c");
	assert_int_equal(match_string(list, 4, "high"), 1);
	assert_int_equal(match_string(list, 4, "after"),
			 -EINVAL); /* NULL ends */
	assert_int_equal(match_string(list, 1, "high"), -EINVAL);
	assert_int_equal(__sysfs_match_string(list, 4, "high\n"), 1);
	assert_int_equal(sysfs_match_string(list, "low"), 0);
	assert_int_equal(sysfs_match_string(list, "mid"), -EINVAL);
}

static void test_next_arg(void **state)
{
	char line[] = "gpio=3 \"name=a b\"  flag x=\"q r\" =lead";
	char *rest = line, *param, *val;

	(void)state;
	rest = next_arg(rest, &param, &val);
	assert_string_equal(param, "gpio");
	assert_string_equal(val, "3");
	rest = next_arg(rest, &param, &val);
	assert_string_equal(param, "name"); /* quotes around it dropped */
	assert_string_equal(val, "a b");
	rest = next_arg(rest, &param, &val); /* two spaces were eaten */
	assert_string_equal(param, "flag");
	assert_null(val);
	rest = next_arg(rest, &param, &val);
	assert_string_equal(param, "x");
	assert_string_equal(val, "q r"); /* quotes around the value dropped */
	rest = next_arg(rest, &param, &val);
	assert_string_equal(param, "=lead"); /* a leading '=' is no split */
	assert_null(val);
	assert_string_equal(rest, "");
}

static void test_case_and_arrays(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	char up[8], **names, *r;

	(void)state;
	string_upper(up, "Ab1z");
	assert_string_equal(up, "AB1Z");
	string_lower(up, "Ab1Z");
	assert_string_equal(up, "ab1z");
	assert_true(string_is_terminated("ab", 3));
	assert_false(string_is_terminated("abc", 3));
	r = kstrdup_and_replace("a-b-c", '-', '_', GFP_KERNEL);
	assert_string_equal(r, "a_b_c");
	kfree(r);
	names = kasprintf_strarray(GFP_KERNEL, "gpio", 3);
	assert_string_equal(names[0], "gpio-0");
	assert_string_equal(names[2], "gpio-2");
	assert_null(names[3]);
	kfree_strarray(names, 3);
	kfree_strarray(NULL, 3);
	platdev_port_fail_alloc_after(2, 0); /* the third name */
	assert_null(kasprintf_strarray(GFP_KERNEL, "gpio", 3));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);

	pdev = platform_device_alloc("names", PLATFORM_DEVID_NONE);
	names = devm_kasprintf_strarray(&pdev->dev, "pin", 2);
	assert_false(IS_ERR(names));
	assert_string_equal(names[1], "pin-1");
	platdev_port_fail_alloc_after(0, 0);
	assert_ptr_equal(devm_kasprintf_strarray(&pdev->dev, "pin", 2),
			 ERR_PTR(-ENOMEM));
	platdev_port_fail_alloc_after(1, 0);
	assert_ptr_equal(devm_kasprintf_strarray(&pdev->dev, "pin", 2),
			 ERR_PTR(-ENOMEM));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(devres_release_all(&pdev->dev), 1);
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_string_functions),
		cmocka_unit_test(test_next_arg),
		cmocka_unit_test(test_case_and_arrays),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
