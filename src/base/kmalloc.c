// SPDX-License-Identifier: MIT
/*
 * kmalloc.c - kmalloc() and friends: port allocations with a size header.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <linux/slab.h>
#include <platdev/port.h>

#include "base/kmalloc_aligned.h"

/* The header keeps the caller's memory aligned as malloc() would. */
struct kmalloc_header {
	size_t size;
	_Alignas(max_align_t) unsigned char data[];
};

static struct kmalloc_header *header_of(const void *p)
{
	return (struct kmalloc_header *)((char *)p -
					 offsetof(struct kmalloc_header, data));
}

void *kmalloc(size_t size, gfp_t flags)
{
	struct kmalloc_header *h;

	(void)flags;
	if (size > (size_t)-1 - sizeof(*h))
		return NULL;
	h = platdev_port_alloc(sizeof(*h) + size);
	if (!h)
		return NULL;
	h->size = size;
	return h->data;
}

void *kzalloc(size_t size, gfp_t flags)
{
	return kmalloc(size, flags);
}

void *kmalloc_array(size_t n, size_t size, gfp_t flags)
{
	size_t bytes;

	if (__builtin_mul_overflow(n, size, &bytes))
		return NULL;
	return kmalloc(bytes, flags);
}

void *kcalloc(size_t n, size_t size, gfp_t flags)
{
	return kmalloc_array(n, size, flags);
}

size_t ksize(const void *p)
{
	return p ? header_of(p)->size : 0;
}

void kfree(const void *p)
{
	if (p)
		platdev_port_free(header_of(p));
}

void *krealloc(const void *p, size_t new_size, gfp_t flags)
{
	void *n;

	if (!new_size) {
		kfree(p);
		return NULL;
	}
	n = kmalloc(new_size, flags);
	if (!n)
		return NULL;
	if (p) {
		size_t old = ksize(p);

		memcpy(n, p, old < new_size ? old : new_size);
		kfree(p);
	}
	return n;
}

void *kmemdup(const void *src, size_t len, gfp_t flags)
{
	void *p = kmalloc(len, flags);

	if (p && len)
		memcpy(p, src, len);
	return p;
}

char *kstrndup(const char *s, size_t max, gfp_t flags)
{
	size_t len;
	char *p;

	if (!s)
		return NULL;
	len = strnlen(s, max);
	p = kmalloc(len + 1, flags);
	if (p)
		memcpy(p, s, len);
	return p;
}

char *kstrdup(const char *s, gfp_t flags)
{
	return s ? kstrndup(s, strlen(s), flags) : NULL;
}

char *kvasprintf(gfp_t flags, const char *fmt, va_list ap)
{
	va_list again;
	char *p;
	int len;

	va_copy(again, ap);
	len = vsnprintf(NULL, 0, fmt, again);
	va_end(again);
	if (len < 0)
		return NULL;
	p = kmalloc((size_t)len + 1, flags);
	if (p)
		vsnprintf(p, (size_t)len + 1, fmt, ap);
	return p;
}

char *kasprintf(gfp_t flags, const char *fmt, ...)
{
	va_list ap;
	char *p;

	va_start(ap, fmt);
	p = kvasprintf(flags, fmt, ap);
	va_end(ap);
	return p;
}

void *kmalloc_aligned(size_t size, size_t align, gfp_t flags)
{
	uintptr_t raw, obj;
	size_t total;

	/* room to align, and for the word that points back */
	if (__builtin_add_overflow(size, align + sizeof(void *), &total))
		return NULL;
	raw = (uintptr_t)kmalloc(total, flags);
	if (!raw)
		return NULL;
	obj = (raw + sizeof(void *) + align - 1) & ~(uintptr_t)(align - 1);
	((uintptr_t *)obj)[-1] = raw;
	return (void *)obj;
}

void kfree_aligned(const void *p)
{
	if (p)
		kfree((const void *)((const uintptr_t *)p)[-1]);
}
