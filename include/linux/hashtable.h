/* SPDX-License-Identifier: MIT */
/*
 * linux/hashtable.h - fixed-size hash tables of hlist buckets, 2^bits of
 * them, an entry's bucket chosen by hash_min() of its key (linux/hash.h).
 *
 * The tables do no locking; the _rcu forms are the plain ones (there is
 * no RCU here): a reader running beside a writer needs the writer's lock.
 */
#ifndef _PLATDEV_LINUX_HASHTABLE_H
#define _PLATDEV_LINUX_HASHTABLE_H

#include <linux/array_size.h>
#include <linux/hash.h>
#include <linux/list.h>
#include <linux/log2.h>
#include <linux/types.h>

#define DEFINE_HASHTABLE(name, bits)                                           \
	struct hlist_head name[1 << (bits)] = { [0 ...((1 << (bits)) - 1)] = { \
							NULL } }
#define DEFINE_READ_MOSTLY_HASHTABLE(name, bits) DEFINE_HASHTABLE(name, bits)
#define DECLARE_HASHTABLE(name, bits) struct hlist_head name[1 << (bits)]

#define HASH_SIZE(name) (ARRAY_SIZE(name))
#define HASH_BITS(name) ilog2(HASH_SIZE(name))

/* A @bits-bit hash of @val: 32-bit keys hash as u32, wider ones as u64. */
#define hash_min(val, bits) \
	(sizeof(val) <= 4 ? hash_32((u32)(val), bits) : hash_long(val, bits))

static inline void __hash_init(struct hlist_head *ht, unsigned int sz)
{
	unsigned int i;

	for (i = 0; i < sz; i++)
		INIT_HLIST_HEAD(&ht[i]);
}

/** hash_init() - empty the table @hashtable (an array, not a pointer) */
#define hash_init(hashtable) __hash_init(hashtable, HASH_SIZE(hashtable))

/** hash_add() - add @node to @hashtable under @key */
#define hash_add(hashtable, node, key) \
	hlist_add_head(node, &hashtable[hash_min(key, HASH_BITS(hashtable))])
#define hash_add_rcu(hashtable, node, key) hash_add(hashtable, node, key)

/** hash_hashed() - Return: whether @node is in a table */
static inline bool hash_hashed(struct hlist_node *node)
{
	return !hlist_unhashed(node);
}

static inline bool __hash_empty(struct hlist_head *ht, unsigned int sz)
{
	unsigned int i;

	for (i = 0; i < sz; i++)
		if (!hlist_empty(&ht[i]))
			return false;
	return true;
}

/** hash_empty() - Return: whether @hashtable holds nothing */
#define hash_empty(hashtable) __hash_empty(hashtable, HASH_SIZE(hashtable))

/** hash_del() - take @node out of its table */
static inline void hash_del(struct hlist_node *node)
{
	hlist_del_init(node);
}

static inline void hash_del_rcu(struct hlist_node *node)
{
	hlist_del_init(node);
}

/** hash_for_each() - each entry of @name, bucket by bucket */
#define hash_for_each(name, bkt, obj, member)                   \
	for ((bkt) = 0, (obj) = NULL;                           \
	     (obj) == NULL && (bkt) < HASH_SIZE(name); (bkt)++) \
		hlist_for_each_entry(obj, &name[bkt], member)
#define hash_for_each_rcu(name, bkt, obj, member) \
	hash_for_each(name, bkt, obj, member)

/** hash_for_each_safe() - hash_for_each() that lets @obj be removed */
#define hash_for_each_safe(name, bkt, tmp, obj, member)         \
	for ((bkt) = 0, (obj) = NULL;                           \
	     (obj) == NULL && (bkt) < HASH_SIZE(name); (bkt)++) \
		hlist_for_each_entry_safe(obj, tmp, &name[bkt], member)

/** hash_for_each_possible() - each entry in @key's bucket */
#define hash_for_each_possible(name, obj, member, key) \
	hlist_for_each_entry(obj, &name[hash_min(key, HASH_BITS(name))], member)
#define hash_for_each_possible_rcu(name, obj, member, key, cond...) \
	hash_for_each_possible(name, obj, member, key)
#define hash_for_each_possible_rcu_notrace(name, obj, member, key) \
	hash_for_each_possible(name, obj, member, key)

/** hash_for_each_possible_safe() - ..._possible() that lets @obj be removed */
#define hash_for_each_possible_safe(name, obj, tmp, member, key) \
	hlist_for_each_entry_safe(                               \
		obj, tmp, &name[hash_min(key, HASH_BITS(name))], member)

#endif /* _PLATDEV_LINUX_HASHTABLE_H */
