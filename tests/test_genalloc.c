// SPDX-License-Identifier: MIT
/*
 * test_genalloc.c - linux/genalloc.h: units and rounding, first fit over
 * the newest chunk first, 0 when nothing fits or for size 0, frees that
 * make room again, physical addresses, the aligned, order-aligned,
 * fixed and best-fit algorithms, owners, devm pools found by name,
 * BUG() on freeing foreign memory and on destroying a busy pool, and
 * -ENOMEM/NULL on every allocation failure.
 */
#include <setjmp.h>

#include <linux/device.h>
#include <linux/errno.h>
#include <linux/genalloc.h>
#include <linux/panic.h>
#include <linux/platform_device.h>
#include <platdev/panic.h>
#include <platdev/port.h>

#include "testutil.h"

static jmp_buf panic_jump;
static int panics;

static void catch_panic(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
	panics++;
	longjmp(panic_jump, 1);
}

#define BASE 0x10000UL

static void test_alloc_free(void **state)
{
	unsigned long live = live_allocs();
	struct gen_pool *pool = gen_pool_create(4, -1); /* 16-byte units */
	unsigned long a, b, c;
	dma_addr_t dma;
	void *owner;
	int tag;

	(void)state;
	assert_non_null(pool);
	assert_int_equal(gen_pool_add_owner(pool, BASE, 0x8000, 64, -1, &tag),
			 0);
	assert_int_equal(gen_pool_size(pool), 64);
	assert_int_equal(gen_pool_avail(pool), 64);
	assert_int_equal(gen_pool_alloc(pool, 0), 0);
	a = gen_pool_alloc_owner(pool, 1, &owner); /* one whole unit */
	assert_int_equal(a, BASE);
	assert_ptr_equal(owner, &tag);
	assert_int_equal(gen_pool_avail(pool), 48);
	b = gen_pool_alloc(pool, 17); /* two units */
	assert_int_equal(b, BASE + 16);
	assert_int_equal(gen_pool_alloc(pool, 32), 0); /* 16 left */
	c = gen_pool_alloc(pool, 16);
	assert_int_equal(c, BASE + 48);
	assert_int_equal(gen_pool_avail(pool), 0);
	gen_pool_free_owner(pool, b, 17, &owner);
	assert_ptr_equal(owner, &tag);
	assert_int_equal(gen_pool_alloc(pool, 32), BASE + 16);
	assert_int_equal(gen_pool_virt_to_phys(pool, BASE + 20), 0x8014);
	assert_int_equal(gen_pool_virt_to_phys(pool, BASE + 64),
			 (phys_addr_t)-1);
	assert_true(gen_pool_has_addr(pool, BASE, 64));
	assert_false(gen_pool_has_addr(pool, BASE + 8, 64));
	/* the newest chunk is searched first */
	assert_int_equal(gen_pool_add(pool, 2 * BASE, 32, -1), 0);
	assert_int_equal(gen_pool_size(pool), 96);
	assert_int_equal(gen_pool_alloc(pool, 16), 2 * BASE);
	assert_int_equal(gen_pool_virt_to_phys(pool, 2 * BASE),
			 (phys_addr_t)-1);
	gen_pool_free(pool, 2 * BASE, 16);
	/* the DMA forms */
	gen_pool_free(pool, a, 1);
	assert_null(gen_pool_dma_alloc(NULL, 16, &dma));
	assert_int_equal((unsigned long)gen_pool_dma_alloc(pool, 8, &dma),
			 2 * BASE);
	gen_pool_free(pool, 2 * BASE, 8);
	gen_pool_free(pool, BASE + 16, 32);
	gen_pool_free(pool, c, 16);
	assert_int_equal(gen_pool_avail(pool), 96);
	gen_pool_destroy(pool);
	assert_int_equal(live_allocs(), live);
}

static void test_algorithms(void **state)
{
	struct gen_pool *pool = gen_pool_create(0, -1); /* 1-byte units */
	struct genpool_data_align align = { .align = 8 };
	struct genpool_data_fixed fixed = { .offset = 20 };
	unsigned long a;

	(void)state;
	/* a chunk starting 4 bytes past an 8-byte boundary */
	assert_int_equal(gen_pool_add(pool, BASE + 4, 60, -1), 0);
	assert_int_equal(gen_pool_alloc(pool, 1), BASE + 4);
	a = gen_pool_alloc_algo(pool, 4, gen_pool_first_fit_align, &align);
	assert_int_equal(a, BASE + 8);
	assert_int_equal(gen_pool_alloc_algo(pool, 4, gen_pool_fixed_alloc,
					     &fixed),
			 BASE + 4 + 20);
	assert_int_equal(gen_pool_alloc_algo(pool, 4, gen_pool_fixed_alloc,
					     &fixed),
			 0); /* taken */
	/* order-aligned: 3 bytes go at a multiple of 4 units */
	assert_int_equal(gen_pool_alloc_algo(
				 pool, 3, gen_pool_first_fit_order_align, NULL),
			 BASE + 4 + 8);
	gen_pool_free(pool, BASE + 4, 1);
	gen_pool_free(pool, a, 4);
	gen_pool_free(pool, BASE + 24, 4);
	gen_pool_free(pool, BASE + 12, 3);
	gen_pool_destroy(pool);

	/* best fit: the smallest hole that fits, not the first */
	pool = gen_pool_create(0, -1);
	gen_pool_add(pool, BASE, 32, -1);
	assert_int_equal(gen_pool_alloc(pool, 32), BASE);
	gen_pool_free(pool, BASE + 2, 6); /* hole of 6 at 2 */
	gen_pool_free(pool, BASE + 12, 3); /* hole of 3 at 12 */
	gen_pool_set_algo(pool, gen_pool_best_fit, NULL);
	assert_int_equal(gen_pool_alloc(pool, 3), BASE + 12);
	assert_int_equal(gen_pool_alloc(pool, 3), BASE + 2);
	gen_pool_set_algo(pool, NULL, NULL); /* back to first fit */
	assert_int_equal(gen_pool_alloc(pool, 3), BASE + 5);
	gen_pool_free(pool, BASE, 32);
	gen_pool_destroy(pool);
}

static void test_bugs(void **state)
{
	struct gen_pool *pool = gen_pool_create(4, -1);

	(void)state;
	gen_pool_add(pool, BASE, 64, -1);
	platdev_set_panic_hook(catch_panic, NULL);
	panics = 0;
	if (!setjmp(panic_jump))
		gen_pool_free(pool, 3 * BASE, 16); /* not the pool's */
	assert_int_equal(panics, 1);
	assert_int_equal(gen_pool_alloc(pool, 16), BASE);
	if (!setjmp(panic_jump))
		gen_pool_destroy(pool); /* still allocated */
	assert_int_equal(panics, 2);
	platdev_set_panic_hook(NULL, NULL);
	gen_pool_free(pool, BASE, 16);
	gen_pool_destroy(pool);
}

static void test_devm(void **state)
{
	unsigned long live = live_allocs();
	struct platform_device *pdev;
	struct device *dev;
	struct gen_pool *a, *b;

	(void)state;
	pdev = platform_device_alloc("sram", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	dev = &pdev->dev;
	a = devm_gen_pool_create(dev, 2, -1, NULL);
	assert_false(IS_ERR_OR_NULL(a));
	b = devm_gen_pool_create(dev, 2, -1, "second");
	assert_false(IS_ERR_OR_NULL(b));
	assert_ptr_equal(gen_pool_get(dev, NULL), a);
	assert_ptr_equal(gen_pool_get(dev, "second"), b);
	assert_null(gen_pool_get(dev, "third"));
	assert_ptr_equal(devm_gen_pool_create(dev, 2, -1, "second"),
			 ERR_PTR(-EINVAL));
	assert_ptr_equal(devm_gen_pool_create(dev, 2, -1, NULL),
			 ERR_PTR(-EINVAL));
	/* each allocation of the devm form failing: -ENOMEM */
	platdev_port_fail_alloc_after(0, 0);
	assert_ptr_equal(devm_gen_pool_create(dev, 2, -1, "x"),
			 ERR_PTR(-ENOMEM));
	platdev_port_fail_alloc_after(1, 0);
	assert_ptr_equal(devm_gen_pool_create(dev, 2, -1, "x"),
			 ERR_PTR(-ENOMEM));
	platdev_port_fail_alloc_after(2, 0);
	assert_ptr_equal(devm_gen_pool_create(dev, 2, -1, "x"),
			 ERR_PTR(-ENOMEM));
	platdev_port_fail_alloc_after(-1, 0);
	assert_null(gen_pool_get(dev, "x"));
	assert_int_equal(devres_release_all(dev), 2); /* both pools */
	platform_device_put(pdev);
	assert_int_equal(live_allocs(), live);
}

static void test_alloc_failure(void **state)
{
	unsigned long live = live_allocs();
	struct gen_pool *pool;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_null(gen_pool_create(3, -1));
	pool = gen_pool_create(3, -1);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(gen_pool_add(pool, BASE, 64, -1), -ENOMEM);
	assert_int_equal(gen_pool_size(pool), 0);
	assert_int_equal(gen_pool_alloc(pool, 8), 0);
	platdev_port_fail_alloc_after(-1, 0);
	gen_pool_destroy(pool);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alloc_free),
		cmocka_unit_test(test_algorithms),
		cmocka_unit_test(test_bugs),
		cmocka_unit_test(test_devm),
		cmocka_unit_test(test_alloc_failure),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
