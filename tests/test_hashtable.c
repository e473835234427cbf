// SPDX-License-Identifier: MIT
/*
 * test_hashtable.c - linux/hashtable.h and linux/hash.h: Linux's hash
 * values, entries found in their key's bucket only, removal while
 * iterating, emptiness, and the _safe and per-bucket walks.
 */
#include <linux/hash.h>
#include <linux/hashtable.h>

#include "testutil.h"

struct item {
	int key;
	struct hlist_node node;
};

static void test_hash(void **state)
{
	(void)state;
	assert_int_equal(hash_32(1, 32), GOLDEN_RATIO_32);
	assert_int_equal(hash_32(0x12345678, 8),
			 (0x12345678U * 0x61C88647U) >> 24);
	assert_int_equal(hash_64(1, 32), (u32)(GOLDEN_RATIO_64 >> 32));
	assert_true(hash_ptr(&state, 6) < 64);
}

static void test_table(void **state)
{
	DEFINE_HASHTABLE(table, 3);
	struct item items[20], *it;
	struct hlist_node *tmp;
	unsigned int bkt;
	int i, n = 0, sum = 0;

	(void)state;
	assert_int_equal(HASH_SIZE(table), 8);
	assert_int_equal(HASH_BITS(table), 3);
	assert_true(hash_empty(table));
	hash_init(table);
	for (i = 0; i < 20; i++) {
		items[i].key = i;
		hash_add(table, &items[i].node, items[i].key);
	}
	assert_false(hash_empty(table));
	hash_for_each(table, bkt, it, node) {
		sum += it->key;
		n++;
	}
	assert_int_equal(n, 20);
	assert_int_equal(sum, 190);
	/* a key's walk sees it, and only its bucket */
	n = 0;
	hash_for_each_possible(table, it, node, 7) {
		assert_int_equal(hash_min(it->key, 3), hash_min(7, 3));
		n += it->key == 7;
	}
	assert_int_equal(n, 1);
	/* delete the odd keys while iterating */
	hash_for_each_safe(table, bkt, tmp, it, node)
		if (it->key % 2)
			hash_del(&it->node);
	assert_false(hash_hashed(&items[3].node));
	assert_true(hash_hashed(&items[4].node));
	n = 0;
	hash_for_each(table, bkt, it, node)
		n++;
	assert_int_equal(n, 10);
	hash_for_each_possible_safe(table, it, tmp, node, 4) if (it->key == 4)
		hash_del(&it->node);
	for (i = 0; i < 20; i += 2)
		hash_del(&items[i].node);
	assert_true(hash_empty(table));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hash),
		cmocka_unit_test(test_table),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
