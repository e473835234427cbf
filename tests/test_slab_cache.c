// SPDX-License-Identifier: MIT
/*
 * test_slab_cache.c - object caches (kmem_cache_*(), linux/slab.h): an
 * object's size, alignment (asked for, and the cache line's with
 * SLAB_HWCACHE_ALIGN) and constructor, zeroed allocation, KMEM_CACHE(),
 * the creation errors, allocation failures, and a cache destroyed with an
 * object still out: reported, and freed with that object.
 */
#include <stdint.h>
#include <string.h>

#include <linux/slab.h>
#include <platdev/port.h>

#include "testutil.h"

struct widget {
	u64 id;
	char name[20];
};

static int constructed;

static void widget_ctor(void *obj)
{
	struct widget *w = obj;

	w->id = 7;
	constructed++;
}

static void test_objects(void **state)
{
	struct kmem_cache *c;
	struct widget *w, *z;

	(void)state;
	constructed = 0;
	c = kmem_cache_create("widget", sizeof(struct widget), 0, 0,
			      widget_ctor);
	assert_non_null(c);
	assert_int_equal(kmem_cache_size(c), sizeof(struct widget));
	w = kmem_cache_alloc(c, GFP_KERNEL);
	assert_non_null(w);
	assert_int_equal(w->id, 7); /* constructed */
	assert_int_equal(constructed, 1);
	z = kmem_cache_zalloc(c, GFP_KERNEL);
	assert_non_null(z);
	assert_int_equal(z->id, 0); /* zeroed over the constructor */
	memset(z->name, 'x', sizeof(z->name));
	kmem_cache_free(c, w);
	kmem_cache_free(c, z);
	kmem_cache_free(c, NULL);
	kmem_cache_destroy(c);
	kmem_cache_destroy(NULL);
}

static void test_alignment(void **state)
{
	struct kmem_cache *big, *line, *small;
	void *a, *b, *s;

	(void)state;
	big = kmem_cache_create("aligned", 40, 256, 0, NULL);
	line = kmem_cache_create("line", 100, 0, SLAB_HWCACHE_ALIGN, NULL);
	/* 10 bytes fit in a quarter of a 64-byte line: 16 is enough */
	small = kmem_cache_create("small", 10, 0, SLAB_HWCACHE_ALIGN, NULL);
	assert_non_null(big);
	assert_non_null(line);
	assert_non_null(small);
	a = kmem_cache_alloc(big, GFP_KERNEL);
	b = kmem_cache_alloc(line, GFP_KERNEL);
	s = kmem_cache_alloc(small, GFP_KERNEL);
	assert_non_null(a);
	assert_non_null(b);
	assert_non_null(s);
	assert_int_equal((uintptr_t)a % 256, 0);
	assert_int_equal((uintptr_t)b % L1_CACHE_BYTES, 0);
	assert_int_equal((uintptr_t)s % 16, 0);
	memset(a, 0xa5, 40); /* the whole object is the caller's */
	memset(b, 0xa5, 100);
	kmem_cache_free(big, a);
	kmem_cache_free(line, b);
	kmem_cache_free(small, s);
	kmem_cache_destroy(big);
	kmem_cache_destroy(line);
	kmem_cache_destroy(small);
}

static void test_kmem_cache_macro(void **state)
{
	struct kmem_cache *c = KMEM_CACHE(widget, SLAB_HWCACHE_ALIGN);
	struct widget *w;

	(void)state;
	assert_non_null(c);
	w = kmem_cache_zalloc(c, GFP_KERNEL);
	assert_non_null(w);
	assert_int_equal((uintptr_t)w % __alignof__(struct widget), 0);
	kmem_cache_free(c, w);
	kmem_cache_destroy(c);
}

static void test_errors(void **state)
{
	struct kmem_cache *c;

	(void)state;
	log_capture_start();
	assert_null(kmem_cache_create("zero", 0, 0, 0, NULL));
	assert_null(kmem_cache_create("odd", 8, 3, 0, NULL));
	platdev_port_fail_alloc_after(0, 0);
	assert_null(kmem_cache_create("nomem", 8, 0, 0, NULL));
	platdev_port_fail_alloc_after(1, 0); /* the name's copy fails */
	assert_null(kmem_cache_create("nomem2", 8, 0, 0, NULL));
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "kmem_cache_create(zero)",
			    "a size of 0", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "kmem_cache_create(odd)",
			    "not a power of two", NULL));
	assert_true(log_has(PLATDEV_LOG_ERR, "kmem_cache_create(nomem)",
			    "out of memory", NULL));
	c = kmem_cache_create("fails", 8, 128, 0, NULL);
	assert_non_null(c);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(kmem_cache_alloc(c, GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
	kmem_cache_destroy(c); /* no object out: nothing reported */
}

static void test_destroyed_with_objects(void **state)
{
	struct kmem_cache *c = kmem_cache_create("busy", 32, 64, 0, NULL);
	void *a, *b;

	(void)state;
	assert_non_null(c);
	a = kmem_cache_alloc(c, GFP_KERNEL);
	b = kmem_cache_alloc(c, GFP_KERNEL);
	assert_non_null(a);
	assert_non_null(b);
	kmem_cache_free(c, a);
	log_capture_start();
	kmem_cache_destroy(c);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "kmem_cache_destroy busy",
			    "still has objects (1)", NULL));
	/* the cache is still there for its last object, and goes with it */
	kmem_cache_free(c, b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_objects),
		cmocka_unit_test(test_alignment),
		cmocka_unit_test(test_kmem_cache_macro),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_destroyed_with_objects),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
