// SPDX-License-Identifier: MIT
/*
 * test_cmdline.c - the kernel command line (platdev/cmdline.h) and the
 * boot options of linux/init.h: early_param() functions run first with
 * the value, __setup() ones with the rest after their (prefix) name until
 * one handles it; get_option(), get_options() and memparse() of
 * linux/string.h.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/init.h>
#include <linux/string.h>
#include <platdev/cmdline.h>

#include "testutil.h"

static char seq[256];

/*
 * The __setup() records of one file are in the order the compiler emits
 * them: "decline" runs only when it comes before "take" (which handles the
 * parameter and ends the search). Drop its marks for a fixed comparison.
 */
static const char *without_decline(void)
{
	static char out[sizeof(seq)];
	const char *p = seq;
	char *o = out;

	while (*p) {
		if (!strncmp(p, "decline(", 8)) {
			p = strchr(p, ')') + 1;
			continue;
		}
		*o++ = *p++;
	}
	*o = '\0';
	return out;
}

static void mark(const char *tag, const char *arg)
{
	size_t len = strlen(seq);

	snprintf(seq + len, sizeof(seq) - len, "%s(%s)", tag,
		 arg ? arg : "NULL");
}

static int __init keep_setup(char *arg)
{
	mark("keep", arg);
	return 1;
}
__setup("clk_ignore_unused", keep_setup);

/* Two functions for "earlycon": the first declines, the second handles. */
static int __init decline_setup(char *arg)
{
	mark("decline", arg);
	return 0;
}
__setup_param("earlycon", decline_id, decline_setup, 0);

static int __init take_setup(char *arg)
{
	mark("take", arg);
	return 1;
}
__setup_param("earlycon", take_id, take_setup, 0);

static int __init value_setup(char *arg)
{
	mark("val", arg);
	return 1;
}
__setup("my.opt=", value_setup);

static int __init early_fn(char *arg)
{
	mark("early", arg);
	return arg && !strcmp(arg, "bad") ? -EINVAL : 0;
}
early_param("earlycon", early_fn);

early_param_on_off("feat_on", "feat_off", test_feat, CONFIG_OF);

static void test_setup_and_early(void **state)
{
	(void)state;
	seq[0] = 0;
	assert_int_equal(platdev_set_command_line(
				 "clk-ignore-unused earlycon=uart,0x9000000 "
				 "my.opt=\"a b\" other=1"),
			 0);
	/* Early first, then each parameter in order, prefix matching. */
	assert_string_equal(without_decline(), "early(uart,0x9000000)keep()"
					       "take(=uart,0x9000000)val(a b)");
	assert_string_equal(boot_command_line,
			    "clk-ignore-unused earlycon=uart,0x9000000 "
			    "my.opt=\"a b\" other=1");
	assert_ptr_equal(saved_command_line, boot_command_line);

	/* "console" also runs earlycon's early function; NULL: no value. */
	seq[0] = 0;
	assert_int_equal(platdev_set_command_line("  console earlycon  "), 0);
	assert_string_equal(without_decline(), "early(NULL)early(NULL)take()");

	/* A failing early function is reported; the rest still runs. */
	seq[0] = 0;
	log_capture_start();
	assert_int_equal(platdev_set_command_line("earlycon=bad"), 0);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "Malformed early option", NULL));
	log_capture_stop();
	assert_string_equal(without_decline(), "early(bad)take(=bad)");

	/* early_param_on_off() switches its variable. */
	assert_int_equal(test_feat, IS_ENABLED(CONFIG_OF));
	assert_int_equal(platdev_set_command_line("feat_off"), 0);
	assert_int_equal(test_feat, 0);
	assert_int_equal(platdev_set_command_line("feat_on"), 0);
	assert_int_equal(test_feat, 1);
}

static void test_line_errors(void **state)
{
	static char big[COMMAND_LINE_SIZE + 1];

	(void)state;
	assert_int_equal(platdev_set_command_line("clk_ignore_unused"), 0);
	memset(big, 'x', COMMAND_LINE_SIZE);
	seq[0] = 0;
	assert_int_equal(platdev_set_command_line(big), -E2BIG);
	assert_int_equal(platdev_set_command_line(NULL), -EINVAL);
	/* Nothing ran, the line stayed. */
	assert_string_equal(seq, "");
	assert_string_equal(boot_command_line, "clk_ignore_unused");
	assert_int_equal(platdev_set_command_line(""), 0);
	assert_string_equal(seq, "");
}

static void test_get_option(void **state)
{
	char buf[] = "12,-3-7 x";
	char *p = buf;
	int v = 0;

	(void)state;
	assert_int_equal(get_option(&p, &v), 2);
	assert_int_equal(v, 12);
	assert_int_equal(get_option(&p, &v), 3);
	assert_int_equal(v, -3);
	assert_int_equal(*p, '-');
	p++;
	assert_int_equal(get_option(&p, NULL), 1);
	assert_string_equal(p, " x");
	p++;
	assert_int_equal(get_option(&p, &v), 0);
	assert_string_equal(p, "x");
	p = NULL;
	assert_int_equal(get_option(&p, &v), 0);
}

static void test_get_options(void **state)
{
	int ints[8];
	char *end;

	(void)state;
	end = get_options("1,3-5,0x10", ARRAY_SIZE(ints), ints);
	assert_int_equal(ints[0], 5);
	assert_int_equal(ints[1], 1);
	assert_int_equal(ints[2], 3);
	assert_int_equal(ints[3], 4);
	assert_int_equal(ints[4], 5);
	assert_int_equal(ints[5], 16);
	assert_string_equal(end, "");

	/* Only as many as fit. */
	end = get_options("1,2,3,4", 3, ints);
	assert_int_equal(ints[0], 2);
	assert_int_equal(ints[2], 2);
	assert_string_equal(end, "3,4");

	/* nints 0 counts; something else stops the list. */
	end = get_options("0-9,11", 0, ints);
	assert_int_equal(ints[0], 11);
	assert_string_equal(end, "");
	end = get_options("4,abc", 0, ints);
	assert_int_equal(ints[0], 1);
	assert_string_equal(end, "abc");
	end = get_options("abc", 0, ints);
	assert_int_equal(ints[0], 0);
	/* A reversed range is not read. */
	end = get_options("2,9-3", ARRAY_SIZE(ints), ints);
	assert_int_equal(ints[0], 1);
	assert_int_equal(ints[1], 2);
}

static void test_memparse(void **state)
{
	char *end;

	(void)state;
	assert_true(memparse("4k", &end) == 4096);
	assert_string_equal(end, "");
	assert_true(memparse("0x10M,", &end) == 16ULL << 20);
	assert_string_equal(end, ",");
	assert_true(memparse("3G", NULL) == 3ULL << 30);
	assert_true(memparse("2T", NULL) == 2ULL << 40);
	assert_true(memparse("12", &end) == 12);
	assert_true(memparse("7q", &end) == 7);
	assert_string_equal(end, "q");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_setup_and_early),
		cmocka_unit_test(test_line_errors),
		cmocka_unit_test(test_get_option),
		cmocka_unit_test(test_get_options),
		cmocka_unit_test(test_memparse),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
