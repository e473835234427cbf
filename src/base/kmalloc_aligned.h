/* SPDX-License-Identifier: MIT */
/*
 * kmalloc_aligned.h - memory aligned more strictly than kmalloc() aligns,
 * for whole pages (src/kernel/pages.c) and object caches
 * (src/base/slab_cache.c): carved from a larger kmalloc(), with a pointer
 * to that allocation kept in the word before it.
 */
#ifndef _PLATDEV_BASE_KMALLOC_ALIGNED_H
#define _PLATDEV_BASE_KMALLOC_ALIGNED_H

#include <stddef.h>

#include <linux/gfp.h>

/**
 * kmalloc_aligned() - @size zero-filled bytes at a multiple of @align
 * @size: bytes
 * @align: a power of two
 * @flags: as kmalloc()'s
 *
 * Return: the memory, for kfree_aligned(); NULL when out of memory or
 * the size overflows.
 */
void *kmalloc_aligned(size_t size, size_t align, gfp_t flags);

/** kfree_aligned() - free what kmalloc_aligned() returned; NULL is a no-op */
void kfree_aligned(const void *p);

#endif /* _PLATDEV_BASE_KMALLOC_ALIGNED_H */
