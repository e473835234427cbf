// SPDX-License-Identifier: MIT
/*
 * test_dmapool.c - DMA pools (linux/dmapool.h): blocks aligned and within
 * their boundary in bus addresses, reused after free, cleared by
 * dma_pool_zalloc(), pages added as needed, managed pools gone at unbind,
 * bad arguments refused, frees of foreign blocks logged, and allocation
 * failures that leave the pool usable.
 */
#include <linux/dma-mapping.h>
#include <linux/dmapool.h>
#include <linux/mm.h>
#include <linux/platform_device.h>
#include <platdev/port.h>

#include "testutil.h"

static struct platform_device *pdev;
static struct device *dev;

static int setup(void **state)
{
	(void)state;
	pdev = platform_device_register_simple("pool-user", PLATFORM_DEVID_NONE,
					       NULL, 0);
	if (IS_ERR(pdev))
		return -1;
	dev = &pdev->dev;
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platform_device_unregister(pdev);
	return 0;
}

/* 48-byte blocks aligned to 64 that never cross a 256-byte boundary. */
static void test_alignment_and_boundary(void **state)
{
	unsigned long before = live_allocs();
	struct dma_pool *pool;
	dma_addr_t dma[64];
	void *cpu[64];
	int i, j;

	(void)state;
	pool = dma_pool_create("desc", dev, 48, 64, 256);
	assert_non_null(pool);
	for (i = 0; i < 64; i++) {
		cpu[i] = dma_pool_alloc(pool, GFP_KERNEL, &dma[i]);
		assert_non_null(cpu[i]);
		assert_true(dma[i] % 64 == 0);
		assert_true(dma[i] / 256 == (dma[i] + 48 - 1) / 256);
		assert_true((uintptr_t)cpu[i] % 64 == 0);
		memset(cpu[i], i, 48);
		for (j = 0; j < i; j++)
			assert_false(dma[i] == dma[j]);
	}
	/* No block was overwritten by another. */
	for (i = 0; i < 64; i++)
		assert_int_equal(((u8 *)cpu[i])[47], i);
	for (i = 0; i < 64; i++)
		dma_pool_free(pool, cpu[i], dma[i]);
	dma_pool_destroy(pool);
	dma_pool_destroy(NULL);
	assert_int_equal(live_allocs(), before);
}

/* A freed block comes back; zalloc clears it; a page serves many. */
static void test_reuse_and_zero(void **state)
{
	struct dma_pool *pool = dma_pool_create("z", dev, 32, 0, 0);
	dma_addr_t a, b, c;
	u8 *pa, *pb, *pc;
	unsigned long one_page;

	(void)state;
	pa = dma_pool_alloc(pool, GFP_KERNEL, &a);
	one_page = live_allocs();
	pb = dma_pool_alloc(pool, GFP_KERNEL, &b);
	assert_int_equal(live_allocs(), one_page); /* same page */
	assert_true(b != a);
	memset(pb, 0xa5, 32);
	dma_pool_free(pool, pb, b);
	pc = dma_pool_zalloc(pool, GFP_KERNEL, &c);
	assert_ptr_equal(pc, pb);
	assert_true(c == b);
	assert_int_equal(pc[0] | pc[31], 0);
	dma_pool_free(pool, pa, a);
	dma_pool_free(pool, pc, c);
	dma_pool_destroy(pool);
}

static void test_bad_arguments(void **state)
{
	struct dma_pool *pool;
	dma_addr_t a;
	u8 *p, other[8];

	(void)state;
	assert_null(dma_pool_create("x", dev, 0, 8, 0));
	assert_null(dma_pool_create("x", dev, 16, 3, 0));
	assert_null(dma_pool_create("x", dev, 64, 8, 32)); /* < block */
	assert_null(dma_pool_create("x", dev, 16, 8, 48)); /* not 2^n */

	pool = dma_pool_create("x", dev, 16, 8, 0);
	p = dma_pool_alloc(pool, GFP_KERNEL, &a);
	log_capture_start();
	dma_pool_free(pool, other, a);
	assert_true(log_has(PLATDEV_LOG_ERR, "not a block of the pool", NULL));
	dma_pool_free(pool, p, a + 8);
	assert_true(log_has(PLATDEV_LOG_ERR, "is not at bus address", NULL));
	log_capture_stop();
	dma_pool_free(pool, p, a);
	dma_pool_destroy(pool);
}

/* A managed pool goes when its device's driver unbinds. */
static int managed_probe(struct platform_device *p)
{
	struct dma_pool *pool = dmam_pool_create("m", &p->dev, 24, 8, 0);
	dma_addr_t a;
	void *block;

	if (!pool)
		return -ENOMEM;
	block = dma_pool_alloc(pool, GFP_KERNEL, &a);
	if (!block)
		return -ENOMEM;
	dma_pool_free(pool, block, a);
	return 0;
}

static struct platform_driver managed_driver = {
	.probe = managed_probe,
	.driver = { .name = "pool-user" },
};

static void test_managed_pool(void **state)
{
	unsigned long before = live_allocs();
	struct dma_pool *pool;

	(void)state;
	/* The page the probe's block came from goes with the pool. */
	assert_int_equal(platform_driver_register(&managed_driver), 0);
	assert_non_null(dev->driver);
	platform_driver_unregister(&managed_driver);
	assert_int_equal(live_allocs(), before);

	pool = dmam_pool_create("n", dev, 24, 8, 0);
	assert_non_null(pool);
	dmam_pool_destroy(pool);
	assert_int_equal(live_allocs(), before);
}

static void test_allocation_failures(void **state)
{
	unsigned long before = live_allocs();
	struct dma_pool *pool;
	dma_addr_t a;
	void *p;
	int n;

	(void)state;
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		pool = dma_pool_create("f", dev, 16, 8, 0);
		platdev_port_fail_alloc_after(-1, 0);
		if (pool)
			break;
		assert_int_equal(live_allocs(), before);
	}
	assert_true(n >= 2);
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		p = dma_pool_alloc(pool, GFP_KERNEL, &a);
		platdev_port_fail_alloc_after(-1, 0);
		if (p)
			break;
	}
	assert_true(n >= 2); /* the page record and its coherent memory */
	dma_pool_free(pool, p, a);
	dma_pool_destroy(pool);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
		T(test_alignment_and_boundary), T(test_reuse_and_zero),
		T(test_bad_arguments),		T(test_managed_pool),
		T(test_allocation_failures),
#undef T
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
