// SPDX-License-Identifier: MIT
/*
 * test_glob.c - glob_match() (linux/glob.h) against fnmatch(3) without
 * flags, which it is documented to equal, and its worst case.
 */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>

#include <linux/glob.h>
#include <linux/kernel.h>

#include "testutil.h"

struct glob_case {
	const char *pat, *str;
	bool match;
};

static const struct glob_case cases[] = {
	{ "", "", true },
	{ "", "a", false },
	{ "a", "", false },
	{ "abc", "abc", true },
	{ "abc", "abcd", false },
	{ "?", "x", true },
	{ "?", "", false },
	{ "a?c", "abc", true },
	{ "*", "", true },
	{ "*", "anything", true },
	{ "a*", "a", true },
	{ "*c", "abc", true },
	{ "*c", "abd", false },
	{ "a*b*c", "aXXbYYc", true },
	{ "a*b*c", "aXXbYY", false },
	{ "*aaaaa", "aaaaaaaaaa", true },
	{ "*ab", "aab", true },
	{ "[abc]", "b", true },
	{ "[abc]", "d", false },
	{ "[a-f]x", "dx", true },
	{ "[a-f]x", "gx", false },
	{ "[!a-f]x", "gx", true },
	{ "[!a-f]x", "ax", false },
	{ "[]]", "]", true },
	{ "[!]]", "]", false },
	{ "[!]]", "x", true },
	{ "[a-]", "-", true },
	{ "[ab", "[ab", true }, /* no ']': the '[' is a character */
	{ "[ab", "a", false },
	{ "\\*", "*", true },
	{ "\\*", "x", false },
	{ "\\?x", "?x", true },
	{ "a\\", "a\\", false }, /* a final '\' matches nothing */
	{ "[\\]", "\\", true }, /* '\' in a class is itself */
	{ "/*", "/dev", true },
	{ "*", ".hidden", true },
	{ "1.[0-2]", "1.1", true },
	{ "1.[0-2]", "1.3", false },
	{ "i.MX8M*", "i.MX8MM", true },
	{ "*8MQ", "i.MX8MM", false },
};

static void test_cases(void **state)
{
	unsigned int i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct glob_case *c = &cases[i];

		if (glob_match(c->pat, c->str) != c->match)
			fail_msg("glob_match(\"%s\", \"%s\") is not %d", c->pat,
				 c->str, c->match);
	}
}

/*
 * The same answers as the C library's fnmatch() on random patterns without
 * '\' (which fnmatch() also reads as an escape inside a class).
 */
static void test_agrees_with_fnmatch(void **state)
{
	static const char alphabet[] = "ab*?[]!-";
	char pat[9], str[9];
	unsigned int seed = 12345, n, i;

	(void)state;
	for (n = 0; n < 200000; n++) {
		unsigned int plen = rand_r(&seed) % 8, slen = rand_r(&seed) % 8;

		for (i = 0; i < plen; i++)
			pat[i] =
				alphabet[rand_r(&seed) % (sizeof(alphabet) - 1)];
		pat[plen] = 0;
		for (i = 0; i < slen; i++)
			str[i] = "ab-]!"[rand_r(&seed) % 5];
		str[slen] = 0;
		if (glob_match(pat, str) != !fnmatch(pat, str, 0))
			fail_msg(
				"glob_match(\"%s\", \"%s\") = %d, fnmatch says %d",
				pat, str, glob_match(pat, str),
				!fnmatch(pat, str, 0));
	}
}

/* Many stars against a long string that fails at the end: no blow-up. */
static void test_worst_case_is_bounded(void **state)
{
	char *pat = malloc(2001), *str = malloc(20001);

	(void)state;
	memset(pat, '*', 1000);
	memset(pat + 1000, 'a', 999);
	pat[1999] = 'b';
	pat[2000] = 0;
	memset(str, 'a', 20000);
	str[20000] = 0;
	assert_false(glob_match(pat, str));
	free(pat);
	free(str);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cases),
		cmocka_unit_test(test_agrees_with_fnmatch),
		cmocka_unit_test(test_worst_case_is_bounded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
