/* SPDX-License-Identifier: MIT */
/*
 * strhash.h - an intrusive hash table of nodes keyed by strings.
 *
 * Nodes live inside the objects they index; the table only holds bucket
 * heads. It starts with one inline bucket, a plain list that needs no
 * allocation, and keeps it up to STRHASH_INLINE_MAX nodes, so that a small
 * static system indexes its devices without any memory. Beyond that it
 * allocates STRHASH_INLINE_MAX buckets and doubles them whenever it
 * averages more than two nodes a bucket. Growing never fails an insert:
 * without memory the chains just get longer. It returns to the inline
 * bucket when it empties, so an empty table owns no memory.
 * A table whose nodes keep their key's hash (strhash_init_hashed()) moves
 * and removes nodes without reading their keys, and passes over a node of
 * another hash without comparing strings: what a table of objects that are
 * cold in the cache wants.
 * Allocated buckets each have a 16-bit summary of the hashes of their
 * nodes (one bit set a node, chosen by the hash's top four bits): a lookup
 * of a key whose bit is clear there returns at once, without reading the
 * chain, whose nodes sit in objects that are likely cold (adding a device
 * asks whether its name is taken; it mostly is not). A removal leaves its
 * node's bit set until its bucket empties or the table grows, so a bit may
 * be stale; it is never missing.
 * Not thread-safe: callers lock.
 */
#ifndef _PLATDEV_STRHASH_H
#define _PLATDEV_STRHASH_H

#include <linux/device.h>

/* Nodes the inline bucket holds before the table allocates buckets. */
#define STRHASH_INLINE_MAX 32

struct strhash {
	struct platdev_hash_node **buckets;
	u16 *summary; /* a summary a bucket, after them; NULL when inline */
	struct platdev_hash_node *inline_bucket;
	unsigned int nbuckets; /* a power of two */
	unsigned int count;
	const char *(*key_of)(const struct platdev_hash_node *node);
	u32 (*hash_of)(const struct platdev_hash_node *node); /* or NULL */
};

/** strhash_init() - an empty table whose nodes' keys @key_of returns */
void strhash_init(struct strhash *h,
		  const char *(*key_of)(const struct platdev_hash_node *node));

/**
 * strhash_init_hashed() - an empty table whose nodes keep their key's hash
 * @h: the table
 * @key_of: returns a node's key
 * @hash_of: returns the strhash_hash() of a node's key, which the node
 *           keeps: it must be set before the node is inserted and stay the
 *           same while the node is in the table
 */
void strhash_init_hashed(
	struct strhash *h,
	const char *(*key_of)(const struct platdev_hash_node *node),
	u32 (*hash_of)(const struct platdev_hash_node *node));

/** strhash_insert() - add @node (duplicates allowed) */
void strhash_insert(struct strhash *h, struct platdev_hash_node *node);

/**
 * strhash_reserve() - make room for @more nodes beyond those in the table
 * @h: the table
 * @more: how many nodes are about to be inserted
 *
 * Gives the table at once the buckets that inserting @more nodes one by
 * one would grow it to, so those inserts move no node. A hint: without
 * memory the table stays as it is, and it never shrinks here.
 */
void strhash_reserve(struct strhash *h, unsigned int more);

/**
 * strhash_trim() - give back the buckets of a table that holds no node
 * @h: the table
 *
 * For after a strhash_reserve() whose nodes did not come: an empty table
 * otherwise keeps its buckets until a node is inserted and removed.
 */
void strhash_trim(struct strhash *h);

/** strhash_remove() - take @node out; it must be in the table */
void strhash_remove(struct strhash *h, struct platdev_hash_node *node);

/** strhash_first() - the first node with @key, or NULL */
struct platdev_hash_node *strhash_first(const struct strhash *h,
					const char *key);

/** strhash_next() - the next node after @node with the same key, or NULL */
struct platdev_hash_node *strhash_next(const struct strhash *h,
				       const struct platdev_hash_node *node,
				       const char *key);

/** strhash_hash() - the hash of a string (FNV-1a, 32 bits) */
u32 strhash_hash(const char *s);

#endif /* _PLATDEV_STRHASH_H */
