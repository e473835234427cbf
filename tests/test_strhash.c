// SPDX-License-Identifier: MIT
/*
 * test_strhash.c - the core's string-keyed index (src/base/strhash.c):
 * lookups through growth, removal and duplicate keys, with and without
 * kept hashes; strhash_reserve() sizing the table as the inserts it
 * announces would, and changing nothing without memory; strhash_trim()
 * giving an empty table's buckets back; the buckets'
 * summaries never hiding a node.
 */
#include <stdio.h>
#include <string.h>

#include "base/strhash.h"

#include "testutil.h"

#define NR_ITEMS 1000

struct item {
	char key[16];
	u32 hash;
	struct platdev_hash_node node;
};

static struct item items[NR_ITEMS];

static const char *item_key(const struct platdev_hash_node *node)
{
	return container_of(node, struct item, node)->key;
}

static u32 item_hash(const struct platdev_hash_node *node)
{
	return container_of(node, struct item, node)->hash;
}

/* Key items[i] "item<i>", or "item<i % @distinct>" to make duplicates. */
static void make_items(unsigned int distinct)
{
	unsigned int i;

	memset(items, 0, sizeof(items));
	for (i = 0; i < NR_ITEMS; i++) {
		snprintf(items[i].key, sizeof(items[i].key), "item%u",
			 i % distinct);
		items[i].hash = strhash_hash(items[i].key);
	}
}

static void insert_all(struct strhash *h, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		strhash_insert(h, &items[i].node);
}

static void remove_all(struct strhash *h, unsigned int n)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		strhash_remove(h, &items[i].node);
}

/* Whether @key leads to items[@i] through strhash_first()/strhash_next(). */
static bool finds(const struct strhash *h, const char *key, unsigned int i)
{
	struct platdev_hash_node *n;

	for (n = strhash_first(h, key); n; n = strhash_next(h, n, key))
		if (n == &items[i].node)
			return true;
	return false;
}

static void init_table(struct strhash *h, bool hashed)
{
	if (hashed)
		strhash_init_hashed(h, item_key, item_hash);
	else
		strhash_init(h, item_key);
}

static void check_lookups(bool hashed)
{
	struct strhash h;
	unsigned int i;
	char key[16];

	make_items(NR_ITEMS);
	init_table(&h, hashed);
	insert_all(&h, NR_ITEMS);
	assert_int_equal(h.count, NR_ITEMS);
	for (i = 0; i < NR_ITEMS; i++)
		assert_true(finds(&h, items[i].key, i));
	for (i = 0; i < 2 * NR_ITEMS; i++) {
		snprintf(key, sizeof(key), "other%u", i);
		assert_null(strhash_first(&h, key));
	}
	/* Remove the even ones: they are gone, the odd ones stay found. */
	for (i = 0; i < NR_ITEMS; i += 2)
		strhash_remove(&h, &items[i].node);
	for (i = 0; i < NR_ITEMS; i++) {
		if (i % 2)
			assert_true(finds(&h, items[i].key, i));
		else
			assert_null(strhash_first(&h, items[i].key));
	}
	/* and they can come back */
	for (i = 0; i < NR_ITEMS; i += 2)
		strhash_insert(&h, &items[i].node);
	for (i = 0; i < NR_ITEMS; i++)
		assert_true(finds(&h, items[i].key, i));
	remove_all(&h, NR_ITEMS);
	assert_int_equal(h.count, 0);
	assert_int_equal(h.nbuckets, 1); /* an empty table owns no memory */
}

static void test_lookups(void **state)
{
	(void)state;
	check_lookups(false);
}

static void test_lookups_hashed(void **state)
{
	(void)state;
	check_lookups(true);
}

/* Every node of a duplicated key is found, whichever bucket it is in. */
static void test_duplicates(void **state)
{
	struct strhash h;
	unsigned int i;

	(void)state;
	make_items(10);
	strhash_init(&h, item_key);
	insert_all(&h, NR_ITEMS);
	for (i = 0; i < NR_ITEMS; i++)
		assert_true(finds(&h, items[i].key, i));
	remove_all(&h, NR_ITEMS);
}

/*
 * A bucket whose last node leaves forgets that node's summary bit; a
 * bucket that keeps nodes may keep it (it is only a hint).
 */
static void test_summary_cleared_with_bucket(void **state)
{
	unsigned int i, b;
	struct strhash h;

	(void)state;
	make_items(NR_ITEMS);
	strhash_init(&h, item_key);
	insert_all(&h, 100);
	assert_true(h.nbuckets > 1);
	assert_non_null(h.summary);
	for (i = 0; i < 100; i++) {
		b = items[i].hash & (h.nbuckets - 1);
		assert_true(h.summary[b] & (1u << (items[i].hash >> 28)));
	}
	/* Empty the bucket of items[0] and keep the rest. */
	b = items[0].hash & (h.nbuckets - 1);
	for (i = 0; i < 100; i++)
		if ((items[i].hash & (h.nbuckets - 1)) == b)
			strhash_remove(&h, &items[i].node);
	assert_null(h.buckets[b]);
	assert_int_equal(h.summary[b], 0);
	assert_null(strhash_first(&h, items[0].key));
	for (i = 0; i < 100; i++)
		if ((items[i].hash & (h.nbuckets - 1)) != b)
			strhash_remove(&h, &items[i].node);
	assert_int_equal(h.count, 0);
}

/* The bucket count that inserting @n nodes one by one ends with. */
static unsigned int grown_buckets(unsigned int n)
{
	unsigned int nbuckets;
	struct strhash h;

	strhash_init(&h, item_key);
	insert_all(&h, n);
	nbuckets = h.nbuckets;
	remove_all(&h, n);
	return nbuckets;
}

/*
 * strhash_reserve(n) gives the table the buckets that n inserts would
 * have grown it to, so the inserts that follow do not grow it; on a table
 * with nodes, for n more.
 */
static void test_reserve_sizes_as_inserts(void **state)
{
	static const unsigned int counts[] = { 0,  1,	31,  32,  33,  64,
					       65, 128, 129, 500, 1000 };
	unsigned int i, nbuckets;
	struct strhash h;

	(void)state;
	make_items(NR_ITEMS);
	for (i = 0; i < sizeof(counts) / sizeof(counts[0]); i++) {
		strhash_init(&h, item_key);
		strhash_reserve(&h, counts[i]);
		nbuckets = h.nbuckets;
		/* (grown_buckets() uses the items, none in @h yet) */
		assert_int_equal(nbuckets, grown_buckets(counts[i]));
		insert_all(&h, counts[i]);
		assert_int_equal(h.nbuckets, nbuckets);
		remove_all(&h, counts[i]);
	}
	/* 300 in the table, 700 announced: sized for 1000. */
	nbuckets = grown_buckets(NR_ITEMS); /* the items are free now */
	strhash_init(&h, item_key);
	insert_all(&h, 300);
	strhash_reserve(&h, 700);
	assert_int_equal(h.nbuckets, nbuckets);
	/* A smaller announcement never shrinks it. */
	strhash_reserve(&h, 0);
	assert_int_equal(h.nbuckets, nbuckets);
	for (i = 0; i < 300; i++)
		assert_true(finds(&h, items[i].key, i));
	remove_all(&h, 300);
}

/*
 * strhash_trim() gives back the buckets of an empty table (reserved for
 * nodes that did not come) and leaves a table with nodes as it is.
 */
static void test_trim(void **state)
{
	unsigned long live = live_allocs();
	unsigned int nbuckets;
	struct strhash h;

	(void)state;
	make_items(NR_ITEMS);
	strhash_init(&h, item_key);
	strhash_reserve(&h, 500);
	assert_true(h.nbuckets > 1);
	assert_int_equal(live_allocs(), live + 1);
	strhash_trim(&h);
	assert_int_equal(h.nbuckets, 1);
	assert_int_equal(live_allocs(), live);
	/* and the table works as a new one */
	insert_all(&h, 40);
	strhash_reserve(&h, 500);
	nbuckets = h.nbuckets;
	strhash_trim(&h);
	assert_int_equal(h.nbuckets, nbuckets);
	assert_true(finds(&h, items[39].key, 39));
	remove_all(&h, 40);
	assert_int_equal(live_allocs(), live);
}

/* Without memory, strhash_reserve() changes nothing; inserts still work. */
static void test_reserve_without_memory(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_alloc_stats before, after;
	struct strhash h;
	unsigned int i;

	(void)state;
	make_items(NR_ITEMS);
	strhash_init(&h, item_key);
	insert_all(&h, 40);
	assert_int_equal(h.nbuckets, STRHASH_INLINE_MAX);

	platdev_port_alloc_stats(&before);
	platdev_port_fail_alloc_after(0, 1);
	strhash_reserve(&h, 500);
	assert_int_equal(h.nbuckets, STRHASH_INLINE_MAX);
	/* Nor can the inserts grow it: the chains get longer. */
	for (i = 40; i < NR_ITEMS; i++)
		strhash_insert(&h, &items[i].node);
	platdev_port_fail_alloc_after(-1, 0);
	platdev_port_alloc_stats(&after);
	assert_true(after.failed - before.failed >= 1);
	assert_int_equal(h.nbuckets, STRHASH_INLINE_MAX);
	for (i = 0; i < NR_ITEMS; i++)
		assert_true(finds(&h, items[i].key, i));
	remove_all(&h, NR_ITEMS);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lookups),
		cmocka_unit_test(test_lookups_hashed),
		cmocka_unit_test(test_duplicates),
		cmocka_unit_test(test_summary_cleared_with_bucket),
		cmocka_unit_test(test_reserve_sizes_as_inserts),
		cmocka_unit_test(test_reserve_without_memory),
		cmocka_unit_test(test_trim),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
