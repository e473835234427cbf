// SPDX-License-Identifier: MIT
/*
 * test_bsearch.c - linux/bsearch.h: every element of sorted arrays of
 * each length up to 9 found, by both forms; every gap between them and
 * both ends not found; an empty array; a structure keyed by one field.
 */
#include <linux/bsearch.h>
#include <linux/kernel.h>

#include "testutil.h"

static int cmp_int(const void *a, const void *b)
{
	int x = *(const int *)a, y = *(const int *)b;

	return x < y ? -1 : x > y;
}

static void test_found_and_not(void **state)
{
	static const int odd[] = { 1, 3, 5, 7, 9, 11, 13, 15, 17 };
	size_t n, i;
	int key;

	(void)state;
	for (n = 0; n <= ARRAY_SIZE(odd); n++) {
		for (i = 0; i < n; i++) {
			assert_ptr_equal(__inline_bsearch(&odd[i], odd, n,
							  sizeof(int), cmp_int),
					 &odd[i]);
			assert_ptr_equal(bsearch(&odd[i], odd, n, sizeof(int),
						 cmp_int),
					 &odd[i]);
		}
		/* the even numbers fall between (and around) them */
		for (key = 0; key <= 18; key += 2) {
			assert_null(__inline_bsearch(&key, odd, n, sizeof(int),
						     cmp_int));
			assert_null(
				bsearch(&key, odd, n, sizeof(int), cmp_int));
		}
	}
}

struct pin {
	unsigned int number;
	const char *name;
};

static int cmp_pin(const void *key, const void *elt)
{
	unsigned int k = *(const unsigned int *)key;
	const struct pin *p = elt;

	return k < p->number ? -1 : k > p->number;
}

static void test_keyed_structure(void **state)
{
	static const struct pin pins[] = {
		{ 2, "sda" },
		{ 3, "scl" },
		{ 10, "tx" },
		{ 11, "rx" },
	};
	unsigned int key = 10;
	const struct pin *p;

	(void)state;
	p = __inline_bsearch(&key, pins, ARRAY_SIZE(pins), sizeof(pins[0]),
			     cmp_pin);
	assert_non_null(p);
	assert_string_equal(p->name, "tx");
	key = 4;
	assert_null(bsearch(&key, pins, ARRAY_SIZE(pins), sizeof(pins[0]),
			    cmp_pin));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_found_and_not),
		cmocka_unit_test(test_keyed_structure),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
