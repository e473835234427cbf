// SPDX-License-Identifier: MIT
/*
 * alloc.c - platdev_port_alloc() for every port: the counters and failure
 * injection that tests use, in front of the port's own memory (heap.h: the
 * C library heap on POSIX, the caller's arena on the bare port), so that
 * fault injection works the same on the host and on a microcontroller.
 */
#include <platdev/port.h>

#include "port/common/heap.h"

static unsigned long n_allocs, n_frees, n_failed;
static long fail_countdown =
	-1; /* allocations to let through; -1: never fail */
static int fail_sticky;

static int alloc_should_fail(void)
{
	long left = __atomic_load_n(&fail_countdown, __ATOMIC_ACQUIRE);

	while (left >= 0) {
		long next = left > 0 ? left - 1 : (fail_sticky ? 0 : -1);

		if (__atomic_compare_exchange_n(&fail_countdown, &left, next, 0,
						__ATOMIC_ACQ_REL,
						__ATOMIC_ACQUIRE))
			return left == 0;
	}
	return 0;
}

static void alloc_account_success(void)
{
	__atomic_add_fetch(&n_allocs, 1, __ATOMIC_RELAXED);
}

static void alloc_account_failure(void)
{
	__atomic_add_fetch(&n_failed, 1, __ATOMIC_RELAXED);
}

static void alloc_account_free(void)
{
	__atomic_add_fetch(&n_frees, 1, __ATOMIC_RELAXED);
}

void platdev_port_alloc_stats(struct platdev_alloc_stats *stats)
{
	stats->allocs = __atomic_load_n(&n_allocs, __ATOMIC_RELAXED);
	stats->frees = __atomic_load_n(&n_frees, __ATOMIC_RELAXED);
	stats->failed = __atomic_load_n(&n_failed, __ATOMIC_RELAXED);
	stats->live = stats->allocs - stats->frees;
}

void platdev_port_fail_alloc_after(long n, int sticky)
{
	__atomic_store_n(&fail_sticky, sticky, __ATOMIC_RELAXED);
	__atomic_store_n(&fail_countdown, n < 0 ? -1 : n, __ATOMIC_RELEASE);
}

void *platdev_port_alloc(size_t size)
{
	void *p;

	if (alloc_should_fail()) {
		alloc_account_failure();
		return NULL;
	}
	p = platdev_port_heap_alloc(size ? size : 1);
	if (!p) {
		alloc_account_failure();
		return NULL;
	}
	alloc_account_success();
	return p;
}

void platdev_port_free(void *ptr)
{
	if (!ptr)
		return;
	alloc_account_free();
	platdev_port_heap_free(ptr);
}
