// SPDX-License-Identifier: MIT
/*
 * strhash.c - string-keyed intrusive hash table (see strhash.h).
 */
#include <limits.h>
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
	h->summary = NULL;
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

/* The bit of a bucket's summary that a node of @hash sets. */
static u16 summary_bit(u32 hash)
{
	return (u16)(1u << (hash >> 28));
}

/* Whether a node of @hash may be in its bucket. */
static bool may_hold(const struct strhash *h, u32 hash)
{
	return !h->summary ||
	       (h->summary[hash & (h->nbuckets - 1)] & summary_bit(hash));
}

/* The most nodes @nbuckets buckets hold before the table grows. */
static unsigned int capacity(unsigned int nbuckets)
{
	return nbuckets == 1 ? STRHASH_INLINE_MAX : 2 * nbuckets;
}

/*
 * Move every node into a table of @n buckets (a power of two, more than
 * now) and their summaries, one allocation; without memory, keep the old
 * one.
 */
static void resize(struct strhash *h, unsigned int n)
{
	unsigned int i;
	struct platdev_hash_node **nb, *node, *next;
	u16 *summary;

	nb = platdev_port_alloc(n * (sizeof(*nb) + sizeof(*summary)));
	if (!nb)
		return;
	summary = (u16 *)(nb + n);
	for (i = 0; i < h->nbuckets; i++) {
		for (node = h->buckets[i]; node; node = next) {
			u32 hash = node_hash(h, node);
			struct platdev_hash_node **b = &nb[hash & (n - 1)];

			next = node->next;
			node->next = *b;
			*b = node;
			summary[hash & (n - 1)] |= summary_bit(hash);
		}
	}
	if (h->buckets != &h->inline_bucket)
		platdev_port_free(h->buckets);
	h->buckets = nb;
	h->summary = summary;
	h->nbuckets = n;
}

void strhash_insert(struct strhash *h, struct platdev_hash_node *node)
{
	struct platdev_hash_node **b;
	u32 hash = node_hash(h, node);

	if (h->count >= capacity(h->nbuckets))
		resize(h,
		       h->nbuckets == 1 ? STRHASH_INLINE_MAX : 2 * h->nbuckets);
	b = bucket_of(h, hash);
	node->next = *b;
	*b = node;
	if (h->summary)
		h->summary[hash & (h->nbuckets - 1)] |= summary_bit(hash);
	h->count++;
}

void strhash_reserve(struct strhash *h, unsigned int more)
{
	unsigned int want = h->count + more, n = STRHASH_INLINE_MAX;

	/* Inserting nodes one by one would keep the inline bucket. */
	if (want < h->count || want <= STRHASH_INLINE_MAX)
		return;
	/*
	 * The bucket count those inserts would have grown the table to; at
	 * most 2^28 buckets, whose size fits a 32-bit size_t.
	 */
	while (capacity(n) < want && n < (UINT_MAX >> 4))
		n *= 2;
	if (n > h->nbuckets)
		resize(h, n);
}

void strhash_trim(struct strhash *h)
{
	if (h->count == 0 && h->buckets != &h->inline_bucket) {
		platdev_port_free(h->buckets);
		use_inline_bucket(h);
	}
}

void strhash_remove(struct strhash *h, struct platdev_hash_node *node)
{
	u32 hash = node_hash(h, node);
	struct platdev_hash_node **head = bucket_of(h, hash), **link = head;

	for (; *link; link = &(*link)->next) {
		if (*link == node) {
			*link = node->next;
			node->next = NULL;
			h->count--;
			break;
		}
	}
	if (h->count == 0)
		strhash_trim(h);
	else if (!*head && h->summary)
		h->summary[hash & (h->nbuckets - 1)] = 0;
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

	if (!may_hold(h, hash))
		return NULL;
	return scan(h, *bucket_of(h, hash), key, hash);
}

struct platdev_hash_node *strhash_next(const struct strhash *h,
				       const struct platdev_hash_node *node,
				       const char *key)
{
	return scan(h, node->next, key, strhash_hash(key));
}
