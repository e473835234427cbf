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

#endif /* _PLATDEV_LINUX_SLAB_H */
