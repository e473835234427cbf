// SPDX-License-Identifier: MIT
/*
 * strhash.c - string-keyed intrusive hash table (see strhash.h).
 */
#include <string.h>

#include "base/strhash.h"
#include <platdev/port.h>

u32 strhash_hash(const char *s)
{
	u32 h = 2166136261u;

	while (*s) {
		h ^= (u8)*s++;
		h *= 16777619u;
	}
	return h;
}

static void use_inline_bucket(struct strhash *h)
{
	h->inline_bucket = NULL;
	h->buckets = &h->inline_bucket;
	h->nbuckets = 1;
}

void strhash_init(struct strhash *h,
		  const char *(*key_of)(const struct platdev_hash_node *node))
{
	h->count = 0;
	h->key_of = key_of;
	h->hash_of = NULL;
	use_inline_bucket(h);
}

void strhash_init_hashed(
	struct strhash *h,
	const char *(*key_of)(const struct platdev_hash_node *node),
	u32 (*hash_of)(const struct platdev_hash_node *node))
{
	strhash_init(h, key_of);
	h->hash_of = hash_of;
}

/* The hash of @node's key: the one it keeps, or computed. */
static u32 node_hash(const struct strhash *h,
		     const struct platdev_hash_node *node)
{
	return h->hash_of ? h->hash_of(node) : strhash_hash(h->key_of(node));
}

static struct platdev_hash_node **bucket_of(const struct strhash *h, u32 hash)
{
	return &h->buckets[hash & (h->nbuckets - 1)];
}

/* Move every node into a larger table; keep the old one without memory. */
static void grow(struct strhash *h)
{
	unsigned int n, i;
	struct platdev_hash_node **nb, *node, *next;

	n = h->nbuckets == 1 ? STRHASH_INLINE_MAX : h->nbuckets * 2;
	nb = platdev_port_alloc(n * sizeof(*nb));
	if (!nb)
		return;
	for (i = 0; i < h->nbuckets; i++) {
		for (node = h->buckets[i]; node; node = next) {
			struct platdev_hash_node **b;

			next = node->next;
			b = &nb[node_hash(h, node) & (n - 1)];
			node->next = *b;
			*b = node;
		}
	}
	if (h->buckets != &h->inline_bucket)
		platdev_port_free(h->buckets);
	h->buckets = nb;
	h->nbuckets = n;
}

void strhash_insert(struct strhash *h, struct platdev_hash_node *node)
{
	struct platdev_hash_node **b;

	if (h->count >=
	    (h->nbuckets == 1 ? STRHASH_INLINE_MAX : 2 * h->nbuckets))
		grow(h);
	b = bucket_of(h, node_hash(h, node));
	node->next = *b;
	*b = node;
	h->count++;
}

void strhash_remove(struct strhash *h, struct platdev_hash_node *node)
{
	struct platdev_hash_node **link = bucket_of(h, node_hash(h, node));

	for (; *link; link = &(*link)->next) {
		if (*link == node) {
			*link = node->next;
			node->next = NULL;
			h->count--;
			break;
		}
	}
	if (h->count == 0 && h->buckets != &h->inline_bucket) {
		platdev_port_free(h->buckets);
		use_inline_bucket(h);
	}
}

/* The first node from @node on whose key is @key, of hash @hash. */
static struct platdev_hash_node *scan(const struct strhash *h,
				      struct platdev_hash_node *node,
				      const char *key, u32 hash)
{
	for (; node; node = node->next) {
		if (h->hash_of && h->hash_of(node) != hash)
			continue;
		if (strcmp(h->key_of(node), key) == 0)
			return node;
	}
	return NULL;
}

struct platdev_hash_node *strhash_first(const struct strhash *h,
					const char *key)
{
	u32 hash = strhash_hash(key);

	return scan(h, *bucket_of(h, hash), key, hash);
}

struct platdev_hash_node *strhash_next(const struct strhash *h,
				       const struct platdev_hash_node *node,
				       const char *key)
{
	return scan(h, node->next, key, strhash_hash(key));
}
