// SPDX-License-Identifier: MIT
/*
 * test_kfifo.c - linux/kfifo.h: embedded and allocated queues (sizes
 * rounded up by kfifo_alloc(), down by kfifo_init(), -EINVAL below 2),
 * order across the wrap of the ring and of the free-running indices,
 * full and empty answers, peek, skip, linear views, the spinlocked forms,
 * one reader and one writer in two threads, and kfifo_alloc()'s -ENOMEM.
 */
#include <pthread.h>
#include <string.h>

#include <linux/errno.h>
#include <linux/kfifo.h>
#include <linux/limits.h>
#include <platdev/port.h>

#include "testutil.h"

static DEFINE_KFIFO(defined, int, 8);

static void test_embedded(void **state)
{
	DECLARE_KFIFO(fifo, int, 4);
	int v, buf[8] = { 1, 2, 3, 4, 5, 6 };
	unsigned int i;

	(void)state;
	INIT_KFIFO(fifo);
	assert_true(kfifo_initialized(&fifo));
	assert_int_equal(kfifo_size(&fifo), 4);
	assert_int_equal(kfifo_esize(&fifo), sizeof(int));
	assert_true(kfifo_is_empty(&fifo));
	assert_int_equal(kfifo_get(&fifo, &v), 0);
	assert_int_equal(kfifo_in(&fifo, buf, 6), 4); /* only 4 fit */
	assert_true(kfifo_is_full(&fifo));
	assert_int_equal(kfifo_avail(&fifo), 0);
	assert_int_equal(kfifo_put(&fifo, 9), 0);
	assert_int_equal(kfifo_peek(&fifo, &v), 1);
	assert_int_equal(v, 1);
	assert_int_equal(kfifo_len(&fifo), 4);
	kfifo_skip(&fifo);
	assert_int_equal(kfifo_put(&fifo, 9), 1);
	/* 2 3 4 9, stored across the end of the ring */
	memset(buf, 0, sizeof(buf));
	assert_int_equal(kfifo_out_peek(&fifo, buf, 8), 4);
	assert_int_equal(kfifo_out(&fifo, buf, 8), 4);
	assert_int_equal(buf[0], 2);
	assert_int_equal(buf[3], 9);
	assert_true(kfifo_is_empty(&fifo));
	/* the indices run on past UINT_MAX */
	fifo.kfifo.in = fifo.kfifo.out = UINT_MAX - 1;
	for (i = 0; i < 3; i++)
		assert_int_equal(kfifo_put(&fifo, (int)i + 10), 1);
	assert_int_equal(kfifo_len(&fifo), 3);
	for (i = 0; i < 3; i++) {
		assert_int_equal(kfifo_get(&fifo, &v), 1);
		assert_int_equal(v, (int)i + 10);
	}
	kfifo_put(&fifo, 1);
	kfifo_reset(&fifo);
	assert_true(kfifo_is_empty(&fifo));
	kfifo_put(&fifo, 1);
	kfifo_reset_out(&fifo);
	assert_true(kfifo_is_empty(&fifo));

	assert_int_equal(kfifo_size(&defined), 8);
	assert_int_equal(kfifo_put(&defined, 5), 1);
	assert_int_equal(kfifo_get(&defined, &v), 1);
	assert_int_equal(v, 5);
}

static void test_linear(void **state)
{
	DECLARE_KFIFO(fifo, char, 8);
	unsigned int tail;
	char *p;

	(void)state;
	INIT_KFIFO(fifo);
	kfifo_in(&fifo, "abcdef", 6);
	kfifo_skip_count(&fifo, 5);
	kfifo_in(&fifo, "ghij", 4); /* f g h at 5..7, i j at 0..1 */
	assert_int_equal(kfifo_out_linear(&fifo, &tail, 8), 3);
	assert_int_equal(tail, 5);
	assert_int_equal(kfifo_out_linear_ptr(&fifo, &p, 2), 2);
	assert_memory_equal(p, "fg", 2);
	kfifo_skip_count(&fifo, 3);
	assert_int_equal(kfifo_out_linear(&fifo, &tail, 8), 2);
	assert_int_equal(tail, 0);
}

static void test_allocated(void **state)
{
	unsigned long live = live_allocs();
	DECLARE_KFIFO_PTR(fifo, u16);
	struct kfifo bytes;
	unsigned char mem[13];
	DECLARE_KFIFO(embedded, int, 2);
	u16 v;

	(void)state;
	assert_int_equal(kfifo_alloc(&fifo, 5, GFP_KERNEL), 0);
	assert_int_equal(kfifo_size(&fifo), 8);
	assert_int_equal(kfifo_put(&fifo, 0xbeef), 1);
	assert_int_equal(kfifo_get(&fifo, &v), 1);
	assert_int_equal(v, 0xbeef);
	kfifo_free(&fifo);
	assert_false(kfifo_initialized(&fifo));
	assert_int_equal(kfifo_alloc(&fifo, 1, GFP_KERNEL), -EINVAL);
	assert_int_equal(kfifo_alloc(&fifo, 0, GFP_KERNEL), -EINVAL);
	INIT_KFIFO(embedded);
	assert_int_equal(kfifo_alloc(&embedded, 4, GFP_KERNEL), -EINVAL);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(kfifo_alloc(&fifo, 4, GFP_KERNEL), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(kfifo_initialized(&fifo));
	assert_int_equal(kfifo_put(&fifo, 1), 0); /* no buffer: no room */
	assert_int_equal(live_allocs(), live);
	/* a given buffer: 13 bytes make 8 */
	assert_int_equal(kfifo_init(&bytes, mem, sizeof(mem)), 0);
	assert_int_equal(kfifo_size(&bytes), 8);
	assert_int_equal(kfifo_in(&bytes, "0123456789", 10), 8);
	assert_int_equal(kfifo_init(&bytes, mem, 1), -EINVAL);
}

static void test_spinlocked(void **state)
{
	DECLARE_KFIFO(fifo, int, 4);
	DEFINE_SPINLOCK(lock);
	int in[2] = { 7, 8 }, out[2];

	(void)state;
	INIT_KFIFO(fifo);
	assert_true(kfifo_is_empty_spinlocked(&fifo, &lock));
	assert_int_equal(kfifo_in_spinlocked(&fifo, in, 2, &lock), 2);
	assert_int_equal(kfifo_in_spinlocked_noirqsave(&fifo, in, 1, &lock), 1);
	assert_false(kfifo_is_empty_spinlocked_noirqsave(&fifo, &lock));
	assert_int_equal(kfifo_out_spinlocked(&fifo, out, 2, &lock), 2);
	assert_int_equal(out[1], 8);
	assert_int_equal(kfifo_out_spinlocked_noirqsave(&fifo, out, 2, &lock),
			 1);
	assert_int_equal(out[0], 7);
	assert_false(spin_is_locked(&lock));
}

/* One writer thread, one reader (the test): every value once, in order. */
#define SPSC_COUNT 100000
static DECLARE_KFIFO(spsc, unsigned int, 16);

static void *writer(void *arg)
{
	unsigned int i = 0;

	(void)arg;
	while (i < SPSC_COUNT)
		if (kfifo_put(&spsc, i))
			i++;
	return NULL;
}

static void test_one_reader_one_writer(void **state)
{
	pthread_t thread;
	unsigned int want = 0, got;

	(void)state;
	INIT_KFIFO(spsc);
	assert_int_equal(pthread_create(&thread, NULL, writer, NULL), 0);
	while (want < SPSC_COUNT) {
		if (!kfifo_get(&spsc, &got))
			continue;
		if (got != want)
			break;
		want++;
	}
	pthread_join(thread, NULL);
	assert_int_equal(want, SPSC_COUNT);
	assert_true(kfifo_is_empty(&spsc));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_embedded),
		cmocka_unit_test(test_linear),
		cmocka_unit_test(test_allocated),
		cmocka_unit_test(test_spinlocked),
		cmocka_unit_test(test_one_reader_one_writer),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
