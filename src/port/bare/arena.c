// SPDX-License-Identifier: MIT
/*
 * arena.c - the bare port's memory: a first-fit allocator over one block of
 * memory the application provides (platdev_bare_set_arena()).
 *
 * Free blocks sit on a list in address order, so a free merges with both
 * neighbours in one walk and the arena does not crumble under the
 * register/unregister cycles of dynamic devices. Every block starts with a
 * header holding its size (header included) and, while allocated, a magic
 * value instead of the list link, which catches frees of foreign pointers
 * and double frees. The platdev allocations are few and small (a device, a
 * copy of resources or platform data, devres records), so a list walk is
 * cheaper in code and RAM than size classes.
 */
#include <stdint.h>
#include <string.h>

#include <linux/errno.h>
#include <linux/printk.h>
#include <platdev/bare.h>

#include "port/bare/bare.h"
#include "port/common/heap.h"

/* 8: struct resource holds u64s, which ARM EABI and RV32 align to 8. */
#define ARENA_ALIGN 8u

struct arena_block {
	size_t size;
	struct arena_block *next; /* free: the next free block; else the magic */
};

#define ARENA_HDR                                         \
	((sizeof(struct arena_block) + ARENA_ALIGN - 1) & \
	 ~(size_t)(ARENA_ALIGN - 1))
/* A split leaves a remainder only when it can hold a header and some data. */
#define ARENA_MIN_BLOCK (ARENA_HDR + ARENA_ALIGN)
#define ARENA_USED ((struct arena_block *)(uintptr_t)0xa110c8edu)

static struct {
	unsigned char *start, *end;
	struct arena_block *free_list;
	size_t used, peak, blocks;
} arena;

static size_t align_up(size_t n)
{
	return (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
}

int platdev_bare_set_arena(void *mem, size_t size)
{
	uintptr_t lo = (uintptr_t)mem, hi = lo + size;
	unsigned long flags;
	int ret = 0;

	if (!mem && size)
		return -EINVAL;
	if (mem) {
		lo = (lo + ARENA_ALIGN - 1) & ~(uintptr_t)(ARENA_ALIGN - 1);
		hi &= ~(uintptr_t)(ARENA_ALIGN - 1);
		if (hi <= lo || hi - lo < ARENA_MIN_BLOCK)
			return -EINVAL;
	}

	flags = platdev_bare_critical_enter();
	if (arena.blocks) {
		ret = -EBUSY;
	} else if (!mem) {
		memset(&arena, 0, sizeof(arena));
	} else {
		arena.start = (unsigned char *)lo;
		arena.end = (unsigned char *)hi;
		arena.free_list = (struct arena_block *)lo;
		arena.free_list->size = hi - lo;
		arena.free_list->next = NULL;
		arena.used = arena.peak = 0;
	}
	platdev_bare_critical_exit(flags);
	if (ret)
		pr_err("bare port: arena still has %lu blocks allocated; not replaced\n",
		       (unsigned long)arena.blocks);
	return ret;
}

static size_t largest_free_locked(void)
{
	struct arena_block *b;
	size_t largest = 0;

	for (b = arena.free_list; b; b = b->next)
		if (b->size > largest)
			largest = b->size;
	return largest;
}

void platdev_bare_arena_stats(struct platdev_bare_arena_stats *stats)
{
	unsigned long flags = platdev_bare_critical_enter();

	stats->size = (size_t)(arena.end - arena.start);
	stats->used = arena.used;
	stats->peak = arena.peak;
	stats->blocks = arena.blocks;
	stats->largest_free = largest_free_locked();
	platdev_bare_critical_exit(flags);
}

void *platdev_port_heap_alloc(size_t size)
{
	struct arena_block **link, *b = NULL;
	size_t need, largest = 0;
	unsigned long flags;

	/* Refuse sizes whose rounding would wrap rather than allocate 0. */
	if (size > (size_t)-1 - ARENA_HDR - ARENA_ALIGN)
		goto fail_log;
	need = ARENA_HDR + align_up(size);

	flags = platdev_bare_critical_enter();
	for (link = &arena.free_list; *link; link = &(*link)->next)
		if ((*link)->size >= need)
			break;
	b = *link;
	if (b) {
		if (b->size - need >= ARENA_MIN_BLOCK) {
			struct arena_block *rest =
				(struct arena_block *)((unsigned char *)b +
						       need);

			rest->size = b->size - need;
			rest->next = b->next;
			b->size = need;
			*link = rest;
		} else {
			*link = b->next;
		}
		b->next = ARENA_USED;
		arena.used += b->size;
		arena.blocks++;
		if (arena.used > arena.peak)
			arena.peak = arena.used;
	} else {
		largest = largest_free_locked();
	}
	platdev_bare_critical_exit(flags);

	if (b) {
		void *p = (unsigned char *)b + ARENA_HDR;

		memset(p, 0, b->size - ARENA_HDR);
		return p;
	}
fail_log:
	/*
	 * Logged outside the critical section: a log writer may be slow.
	 * %lu, not %zu: newlib as most toolchains ship it has no C99 sizes.
	 */
	if (!arena.start)
		pr_err("bare port: no arena for %lu bytes; call platdev_bare_set_arena()\n",
		       (unsigned long)size);
	else
		pr_err("bare port: arena exhausted: %lu bytes requested, largest free block %lu of %lu (%lu in use)\n",
		       (unsigned long)size,
		       (unsigned long)(largest > ARENA_HDR ?
					       largest - ARENA_HDR :
					       0),
		       (unsigned long)(arena.end - arena.start),
		       (unsigned long)arena.used);
	return NULL;
}

void platdev_port_heap_free(void *ptr)
{
	struct arena_block *b, **link, *prev = NULL;
	unsigned long flags;

	b = (struct arena_block *)((unsigned char *)ptr - ARENA_HDR);
	if ((unsigned char *)b < arena.start ||
	    (unsigned char *)ptr >= arena.end || b->next != ARENA_USED) {
		pr_err("bare port: free of %p, which is not an allocated arena block\n",
		       ptr);
		return;
	}

	flags = platdev_bare_critical_enter();
	arena.used -= b->size;
	arena.blocks--;
	for (link = &arena.free_list; *link && *link < b; link = &(*link)->next)
		prev = *link;
	b->next = *link;
	*link = b;
	if (b->next &&
	    (unsigned char *)b + b->size == (unsigned char *)b->next) {
		b->size += b->next->size;
		b->next = b->next->next;
	}
	if (prev && (unsigned char *)prev + prev->size == (unsigned char *)b) {
		prev->size += b->size;
		prev->next = b->next;
	}
	platdev_bare_critical_exit(flags);
}
