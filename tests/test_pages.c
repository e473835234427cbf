// SPDX-License-Identifier: MIT
/*
 * test_pages.c - whole pages (linux/gfp.h): aligned, zero-filled, orders
 * up to MAX_PAGE_ORDER and 0 above it, free_page(0) ignored, alloc_pages()
 * with page_address(); vmalloc.h on kmalloc(); highmem.h's mappings and
 * copies; page frame numbers and the zero page; and every allocation
 * failing cleanly.
 */
#include <linux/gfp.h>
#include <linux/highmem.h>
#include <linux/mm.h>
#include <linux/vmalloc.h>
#include <platdev/port.h>

#include "testutil.h"

static void test_pages(void **state)
{
	unsigned long live = live_allocs();
	unsigned long addr, i;
	struct page *page;
	unsigned char *p;

	(void)state;
	addr = get_zeroed_page(GFP_KERNEL);
	assert_int_not_equal(addr, 0);
	assert_int_equal(addr % PAGE_SIZE, 0);
	p = (unsigned char *)addr;
	for (i = 0; i < PAGE_SIZE; i++)
		if (p[i])
			fail_msg("byte %lu not zero", i);
	memset(p, 0xaa, PAGE_SIZE); /* the whole page is ours */
	free_page(addr);
	free_page(0);
	addr = __get_free_pages(GFP_KERNEL, 2);
	assert_int_equal(addr % PAGE_SIZE, 0);
	memset((void *)addr, 0x55, 4 * PAGE_SIZE);
	free_pages(addr, 2);
	assert_int_equal(__get_free_pages(GFP_KERNEL, MAX_PAGE_ORDER + 1), 0);
	page = alloc_pages(GFP_KERNEL, 1);
	assert_non_null(page);
	assert_int_equal((uintptr_t)page_address(page) % PAGE_SIZE, 0);
	assert_ptr_equal(virt_to_page(page_address(page)), page);
	__free_pages(page, 1);
	__free_pages(NULL, 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(get_zeroed_page(GFP_KERNEL), 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(alloc_page(GFP_KERNEL));
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), live);
}

static void test_vmalloc_highmem(void **state)
{
	unsigned long live = live_allocs();
	struct page *page = alloc_page(GFP_KERNEL);
	char buf[4] = "abc";
	char *v;

	(void)state;
	v = vzalloc(100);
	assert_non_null(v);
	assert_int_equal(v[99], 0);
	assert_false(is_vmalloc_addr(v));
	vfree(v);
	vfree(NULL);
	assert_null(vmalloc_array(SIZE_MAX, 2)); /* overflow */
	platdev_port_fail_alloc_after(0, 0);
	assert_null(vmalloc(10));
	platdev_port_fail_alloc_after(-1, 0);
	/* highmem: every page is mapped */
	assert_ptr_equal(kmap(page), page_address(page));
	kunmap(page);
	v = kmap_local_page(page);
	memcpy_to_page(page, 10, buf, 3);
	assert_memory_equal(v + 10, "abc", 3);
	memset(buf, 0, sizeof(buf));
	memcpy_from_page(buf, page, 11, 2);
	assert_string_equal(buf, "bc");
	memzero_page(page, 10, 3);
	assert_int_equal(v[11], 0);
	kunmap_local(v);
	__free_page(page);
	assert_int_equal(live_allocs(), live);
}

/* Frame numbers go with the page pointers; the zero page reads as zeros. */
static void test_pfn_and_zero_page(void **state)
{
	unsigned long addr = get_zeroed_page(GFP_KERNEL);
	struct page *page = virt_to_page((void *)(addr + 100));
	const unsigned char *zero;
	dma_addr_t bus = 0x40001234;
	unsigned long i;

	(void)state;
	assert_int_not_equal(addr, 0);
	assert_int_equal(page_to_pfn(page), addr >> PAGE_SHIFT);
	assert_ptr_equal(pfn_to_page(page_to_pfn(page)), page);
	assert_int_equal(virt_to_pfn((void *)addr), PFN_DOWN(addr));
	assert_ptr_equal(pfn_to_virt(PFN_DOWN(addr)), (void *)addr);
	/* a bus address's page, as DMA drivers make a scatterlist entry */
	assert_int_equal((uintptr_t)pfn_to_page(PFN_DOWN(bus)), 0x40001000);
	free_page(addr);
	zero = page_address(ZERO_PAGE(0));
	assert_ptr_equal(ZERO_PAGE(12345), ZERO_PAGE(0));
	assert_int_equal((uintptr_t)zero % PAGE_SIZE, 0);
	for (i = 0; i < PAGE_SIZE; i++)
		if (zero[i])
			fail_msg("zero page byte %lu is %u", i, zero[i]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pages),
		cmocka_unit_test(test_vmalloc_highmem),
		cmocka_unit_test(test_pfn_and_zero_page),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
