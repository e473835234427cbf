// SPDX-License-Identifier: MIT
/*
 * test_list.c - linux/list.h's splicing, rotating, counting, cutting,
 * swapping, the _continue/_from/_reverse walks, and hlist.
 */
#include <linux/list.h>

#include "testutil.h"

struct item {
	int v;
	struct list_head node;
	struct hlist_node hnode;
};

static struct item items[8];

/* The values of @head's entries, in order, as digits ("" when empty). */
static const char *order(const struct list_head *head)
{
	static char buf[16];
	struct item *it;
	size_t n = 0;

	list_for_each_entry(it, head, node)
		buf[n++] = (char)('0' + it->v);
	buf[n] = '\0';
	return buf;
}

/* Fill @head with items[from..to]. */
static void fill(struct list_head *head, int from, int to)
{
	INIT_LIST_HEAD(head);
	for (; from <= to; from++) {
		items[from].v = from;
		list_add_tail(&items[from].node, head);
	}
}

static void test_splice(void **state)
{
	LIST_HEAD(a);
	LIST_HEAD(b);
	LIST_HEAD(empty);

	(void)state;
	fill(&a, 0, 2);
	fill(&b, 3, 5);
	list_splice_tail_init(&b, &a);
	assert_string_equal(order(&a), "012345");
	assert_true(list_empty(&b));
	list_splice_tail_init(&empty, &a);
	assert_string_equal(order(&a), "012345");
	fill(&a, 0, 2);
	fill(&b, 3, 5);
	list_splice_init(&b, &a);
	assert_string_equal(order(&a), "345012");
	assert_true(list_empty(&b));
	fill(&a, 0, 1);
	fill(&b, 2, 3);
	list_splice(&b, &a);
	assert_string_equal(order(&a), "2301");
	fill(&a, 0, 1);
	fill(&b, 2, 3);
	list_splice_tail(&b, &a);
	assert_string_equal(order(&a), "0123");
	assert_int_equal(list_count_nodes(&a), 4);
	assert_int_equal(list_count_nodes(&empty), 0);
}

static void test_shape(void **state)
{
	LIST_HEAD(a);
	LIST_HEAD(cut);
	struct item *it, *n;

	(void)state;
	fill(&a, 0, 3);
	assert_true(list_is_first(&items[0].node, &a));
	assert_false(list_is_first(&items[1].node, &a));
	assert_false(list_is_singular(&a));
	list_rotate_left(&a);
	assert_string_equal(order(&a), "1230");
	list_rotate_to_front(&items[3].node, &a);
	assert_string_equal(order(&a), "3012");
	list_swap(&items[3].node, &items[1].node);
	assert_string_equal(order(&a), "1032");
	list_swap(&items[1].node, &items[0].node);
	assert_string_equal(order(&a), "0132");
	list_replace_init(&items[3].node, &items[4].node);
	items[4].v = 4;
	assert_string_equal(order(&a), "0142");
	assert_true(list_empty(&items[3].node));
	list_cut_position(&cut, &a, &items[1].node);
	assert_string_equal(order(&cut), "01");
	assert_string_equal(order(&a), "42");
	list_bulk_move_tail(&a, &items[0].node, &items[1].node);
	assert_string_equal(order(&a), "4201");
	assert_ptr_equal(list_last_entry_or_null(&a, struct item, node),
			 &items[1]);
	assert_ptr_equal(list_next_entry_circular(&items[1], &a, node),
			 &items[4]);
	assert_ptr_equal(list_prev_entry_circular(&items[4], &a, node),
			 &items[1]);

	/* Walks from a point, and deleting while walking backwards. */
	it = &items[2];
	list_for_each_entry_continue(it, &a, node)
		it->v += 10;
	assert_int_equal(items[0].v + items[1].v, 21);
	list_for_each_entry_safe_reverse(it, n, &a, node)
		if (it->v >= 10)
			list_del(&it->node);
	assert_string_equal(order(&a), "42");
	fill(&a, 0, 0);
	assert_true(list_is_singular(&a));
	INIT_LIST_HEAD(&cut);
	list_cut_position(&cut, &a, &a);
	assert_true(list_empty(&cut));
	assert_string_equal(order(&a), "0");
}

static void test_hlist(void **state)
{
	HLIST_HEAD(h);
	struct hlist_node *tmp;
	struct item *it;
	int sum = 0;
	int i;

	(void)state;
	assert_true(hlist_empty(&h));
	for (i = 0; i < 3; i++) {
		items[i].v = i + 1;
		INIT_HLIST_NODE(&items[i].hnode);
		assert_true(hlist_unhashed(&items[i].hnode));
		hlist_add_head(&items[i].hnode, &h);
	}
	items[5].v = 100;
	hlist_add_behind(&items[5].hnode, &items[2].hnode);
	items[6].v = 1000;
	hlist_add_before(&items[6].hnode, &items[2].hnode);
	/* Head first: 1000, 3, 100, 2, 1. */
	it = hlist_entry(h.first, struct item, hnode);
	assert_int_equal(it->v, 1000);
	hlist_for_each_entry(it, &h, hnode)
		sum += it->v;
	assert_int_equal(sum, 1106);
	hlist_for_each_entry_safe(it, tmp, &h, hnode)
		if (it->v >= 100)
			hlist_del(&it->hnode);
	assert_true(hlist_unhashed(&items[5].hnode));
	hlist_del_init(&items[5].hnode);
	sum = 0;
	hlist_for_each_entry(it, &h, hnode)
		sum += it->v;
	assert_int_equal(sum, 6);
	hlist_for_each_entry_safe(it, tmp, &h, hnode)
		hlist_del_init(&it->hnode);
	assert_true(hlist_empty(&h));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_splice),
		cmocka_unit_test(test_shape),
		cmocka_unit_test(test_hlist),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
