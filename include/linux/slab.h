/* SPDX-License-Identifier: MIT */
/*
 * linux/slab.h - kmalloc() and friends, on the port allocator.
 *
 * Every allocation carries its size in a small header so krealloc() can
 * copy; memory from these functions must be freed with kfree(). Memory is
 * always returned zero-filled. The gfp flags are accepted and ignored.
 */
#ifndef _PLATDEV_LINUX_SLAB_H
#define _PLATDEV_LINUX_SLAB_H

#include <stdarg.h>

#include <linux/bug.h>
#include <linux/cache.h> /* as Linux 6.12's slab.h */
#include <linux/cleanup.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/gfp.h>
#include <linux/hash.h> /* as Linux's slab.h reaches it */
#include <linux/overflow.h>
#include <linux/sprintf.h>
#include <linux/types.h>

/**
 * kmalloc() - allocate @size bytes (zero-filled)
 * Return: the memory, or NULL when out of memory.
 */
void *kmalloc(size_t size, gfp_t flags) __malloc_like;

/** kzalloc() - kmalloc(), zero-filled (as all allocations are here) */
void *kzalloc(size_t size, gfp_t flags) __malloc_like;

/**
 * kmalloc_array() - allocate @n elements of @size bytes
 * Return: the memory, or NULL when out of memory or @n * @size overflows.
 */
void *kmalloc_array(size_t n, size_t size, gfp_t flags) __malloc_like;

/** kcalloc() - kmalloc_array(), zero-filled */
void *kcalloc(size_t n, size_t size, gfp_t flags) __malloc_like;

/**
 * krealloc() - resize an allocation, keeping its contents
 * @p: memory from kmalloc() and friends, or NULL (then like kmalloc())
 * @new_size: the new size; 0 frees @p and returns NULL
 * @flags: ignored
 *
 * Return: the new memory (bytes past the old size are zero), or NULL when
 * out of memory, in which case @p is untouched.
 */
void *krealloc(const void *p, size_t new_size, gfp_t flags);

/**
 * krealloc_array() - krealloc() to @new_n elements of @new_size bytes
 * Return: the new memory, or NULL when the product overflows (@p then
 * untouched) or when out of memory.
 */
static inline __must_check void *krealloc_array(void *p, size_t new_n,
						 size_t new_size, gfp_t flags)
{
	size_t bytes;

	if (check_mul_overflow(new_n, new_size, &bytes))
		return NULL;
	return krealloc(p, bytes, flags);
}

/** kfree() - free memory from kmalloc() and friends; NULL is a no-op */
void kfree(const void *p);

/** ksize() - the size @p was allocated with */
size_t ksize(const void *p);

/** kstrdup() - copy a string; NULL gives NULL */
char *kstrdup(const char *s, gfp_t flags) __malloc_like;

/** kstrndup() - copy at most @max bytes of a string, terminated */
char *kstrndup(const char *s, size_t max, gfp_t flags) __malloc_like;

/** kmemdup() - copy @len bytes */
void *kmemdup(const void *src, size_t len, gfp_t flags) __malloc_like;

/**
 * kmemdup_array() - copy @count elements of @element_size bytes
 * Return: the copy, or NULL when out of memory or the size overflows.
 */
static inline void *kmemdup_array(const void *src, size_t count,
				  size_t element_size, gfp_t flags)
{
	return kmemdup(src, size_mul(count, element_size), flags);
}

/* kasprintf() and kvasprintf() are in linux/sprintf.h. */

/* Memory that kfree() frees when its __free(kfree) pointer goes out of scope. */
DEFINE_FREE(kfree, void *, if (_T) kfree(_T))

#define kvmalloc(size, flags) kmalloc(size, flags)
#define kvzalloc(size, flags) kzalloc(size, flags)
#define kvfree(p) kfree(p)

/* ---- object caches ---- */

/* Flags of kmem_cache_create(); those past SLAB_HWCACHE_ALIGN are accepted
 * and change nothing here (no slab pages, accounting or poisoning). */
typedef unsigned int slab_flags_t;
#define SLAB_HWCACHE_ALIGN ((slab_flags_t)1u << 13)
#define SLAB_CACHE_DMA ((slab_flags_t)1u << 14)
#define SLAB_CACHE_DMA32 ((slab_flags_t)1u << 15)
#define SLAB_PANIC ((slab_flags_t)1u << 18)
#define SLAB_TYPESAFE_BY_RCU ((slab_flags_t)1u << 19)
#define SLAB_ACCOUNT ((slab_flags_t)1u << 26)
#define SLAB_RECLAIM_ACCOUNT ((slab_flags_t)1u << 17)
#define SLAB_NO_MERGE ((slab_flags_t)1u << 24)

struct kmem_cache;

/**
 * kmem_cache_create() - a cache of objects of @size bytes
 * @name: its name (copied)
 * @size: bytes an object takes
 * @align: the alignment its objects need (0: the allocator's own); a power
 *         of two
 * @flags: SLAB_*: with SLAB_HWCACHE_ALIGN objects are aligned to the cache
 *         line, or to half of it and less while they fit; SLAB_PANIC panics
 *         instead of returning NULL
 * @ctor: run on each object as it is allocated, or NULL
 *
 * Objects come from the port allocator one by one (no slab pages).
 *
 * Return: the cache, or NULL (no memory, a @size of 0, an @align that is
 * not a power of two).
 */
struct kmem_cache *kmem_cache_create(const char *name, unsigned int size,
				     unsigned int align, slab_flags_t flags,
				     void (*ctor)(void *));

/**
 * kmem_cache_destroy() - free a cache; NULL is a no-op
 * @s: the cache, all of whose objects should have been freed: a cache
 *     that still has some is reported, and goes when the last is freed
 */
void kmem_cache_destroy(struct kmem_cache *s);

/**
 * kmem_cache_alloc() - an object of @s, constructed by its ctor
 * @s: the cache
 * @flags: allocation flags
 *
 * Return: the object, or NULL.
 */
void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags) __malloc_like;

/**
 * kmem_cache_zalloc() - an object of @s, zero-filled (its ctor's work is
 * overwritten, as Linux's __GFP_ZERO does)
 * @s: the cache
 * @flags: allocation flags
 *
 * Return: the object, or NULL.
 */
void *kmem_cache_zalloc(struct kmem_cache *s, gfp_t flags) __malloc_like;

/**
 * kmem_cache_free() - give an object back to its cache
 * @s: the cache
 * @objp: the object, or NULL
 */
void kmem_cache_free(struct kmem_cache *s, void *objp);

/** kmem_cache_size() - the size of @s's objects */
unsigned int kmem_cache_size(struct kmem_cache *s);

/* A cache for struct @__struct, named after it, aligned as it is. */
#define KMEM_CACHE(__struct, __flags)                                  \
	kmem_cache_create(#__struct, sizeof(struct __struct),           \
			  __alignof__(struct __struct), (__flags), NULL)

DEFINE_FREE(kmem_cache_destroy, struct kmem_cache *,
	    if (!IS_ERR_OR_NULL(_T)) kmem_cache_destroy(_T))

#endif /* _PLATDEV_LINUX_SLAB_H */
