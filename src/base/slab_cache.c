// SPDX-License-Identifier: MIT
/*
 * slab_cache.c - object caches (kmem_cache_*(), linux/slab.h) on kmalloc():
 * a cache keeps its objects' size, alignment and constructor, and counts
 * the objects it has out so that destroying it with some left is reported.
 *
 * An object aligned more strictly than kmalloc() aligns comes from
 * kmalloc_aligned().
 *
 * Destroying a cache that still has objects out is reported, as in Linux;
 * where Linux then keeps the cache for ever, this one goes with its last
 * object (kmem_cache_free() stays valid on it until then).
 */
#include <stdalign.h>
#include <stddef.h>
#include <string.h>

#include <linux/atomic.h>
#include <linux/cache.h>
#include <linux/log2.h>
#include <linux/panic.h>
#include <linux/printk.h>
#include <linux/slab.h>

#include "base/kmalloc_aligned.h"

struct kmem_cache {
	char *name;
	unsigned int size;
	unsigned int align;
	void (*ctor)(void *);
	atomic_t objects; /* allocated and not freed */
	bool destroyed; /* with objects out: freed with the last one */
};

/* What kmalloc() aligns to by itself. */
#define KMALLOC_ALIGN ((unsigned int)alignof(max_align_t))

/*
 * The alignment of @size-byte objects: at least @align and the
 * allocator's, and with SLAB_HWCACHE_ALIGN a cache line, halved while an
 * object still fits in half of it.
 */
static unsigned int object_align(unsigned int size, unsigned int align,
				 slab_flags_t flags)
{
	unsigned int a = align ? align : 1;

	if (flags & SLAB_HWCACHE_ALIGN) {
		unsigned int line = L1_CACHE_BYTES;

		while (line > 1 && size <= line / 2)
			line /= 2;
		a = max(a, line);
	}
	return max(a, (unsigned int)sizeof(void *));
}

struct kmem_cache *kmem_cache_create(const char *name, unsigned int size,
				     unsigned int align, slab_flags_t flags,
				     void (*ctor)(void *))
{
	struct kmem_cache *s = NULL;

	if (size && (!align || is_power_of_2(align))) {
		s = kzalloc(sizeof(*s), GFP_KERNEL);
		if (s) {
			s->name = kstrdup(name ? name : "", GFP_KERNEL);
			if (!s->name) {
				kfree(s);
				s = NULL;
			}
		}
	}
	if (!s) {
		pr_err("kmem_cache_create(%s): %s\n", name ? name : "",
		       !size ? "a size of 0" :
		       align && !is_power_of_2(align) ?
			       "the alignment is not a power of two" :
			       "out of memory");
		if (flags & SLAB_PANIC)
			panic("kmem_cache_create(%s) failed", name ? name : "");
		return NULL;
	}
	s->size = size;
	s->align = object_align(size, align, flags);
	s->ctor = ctor;
	atomic_set(&s->objects, 0);
	return s;
}

void kmem_cache_destroy(struct kmem_cache *s)
{
	int left;

	if (!s)
		return;
	left = atomic_read(&s->objects);
	if (left) {
		pr_err("kmem_cache_destroy %s: Slab cache still has objects (%d); it goes with the last\n",
		       s->name, left);
		s->destroyed = true;
		return;
	}
	kfree(s->name);
	kfree(s);
}

/* An object of @s, zero-filled, not yet constructed. */
static void *object_alloc(struct kmem_cache *s, gfp_t flags)
{
	if (s->align <= KMALLOC_ALIGN)
		return kmalloc(s->size, flags);
	return kmalloc_aligned(s->size, s->align, flags);
}

void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags)
{
	void *obj = object_alloc(s, flags);

	if (!obj)
		return NULL;
	atomic_inc(&s->objects);
	if (s->ctor)
		s->ctor(obj);
	return obj;
}

void *kmem_cache_zalloc(struct kmem_cache *s, gfp_t flags)
{
	void *obj = kmem_cache_alloc(s, flags);

	if (obj)
		memset(obj, 0, s->size);
	return obj;
}

void kmem_cache_free(struct kmem_cache *s, void *objp)
{
	if (!objp)
		return;
	if (s->align > KMALLOC_ALIGN)
		kfree_aligned(objp);
	else
		kfree(objp);
	if (atomic_dec_and_test(&s->objects) && s->destroyed) {
		kfree(s->name);
		kfree(s);
	}
}

unsigned int kmem_cache_size(struct kmem_cache *s)
{
	return s->size;
}
