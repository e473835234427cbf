// SPDX-License-Identifier: MIT
/*
 * kfifo.c - the copies and buffers behind linux/kfifo.h. The writer
 * copies in, then publishes @in with release ordering; the reader reads
 * @in with acquire ordering, copies out, then publishes @out the same way.
 */
#include <string.h>

#include <linux/kfifo.h>
#include <linux/log2.h>
#include <linux/slab.h>

int __kfifo_alloc(struct __kfifo *fifo, unsigned int size, size_t esize,
		  gfp_t gfp_mask)
{
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = (unsigned int)esize;
	fifo->mask = 0;
	fifo->data = NULL;
	if (size < 2)
		return -EINVAL;
	size = (unsigned int)roundup_pow_of_two(size);
	if (!size)
		return -EINVAL;
	fifo->data = kmalloc_array(esize, size, gfp_mask);
	if (!fifo->data)
		return -ENOMEM;
	fifo->mask = size - 1;
	return 0;
}

void __kfifo_free(struct __kfifo *fifo)
{
	kfree(fifo->data);
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = 0;
	fifo->data = NULL;
	fifo->mask = 0;
}

int __kfifo_init(struct __kfifo *fifo, void *buffer, unsigned int size,
		 size_t esize)
{
	size /= esize;
	if (size >= 2 && !is_power_of_2(size))
		size = (unsigned int)rounddown_pow_of_two(size);
	fifo->in = 0;
	fifo->out = 0;
	fifo->esize = (unsigned int)esize;
	fifo->data = buffer;
	if (size < 2) {
		fifo->mask = 0;
		return -EINVAL;
	}
	fifo->mask = size - 1;
	return 0;
}

/*
 * The reader and the writer meet only at the indices: the writer
 * publishes @in after the elements, the reader @out after it copied
 * them. C11 atomics rather than smp_*() fences, so that the thread
 * sanitizer sees the pairing as well as the CPU does.
 */
#define fifo_load_acquire(p) __atomic_load_n(p, __ATOMIC_ACQUIRE)
#define fifo_store_release(p, v) __atomic_store_n(p, v, __ATOMIC_RELEASE)

/* Copy @len elements between @buf and the ring at index @off. */
static void ring_copy(struct __kfifo *fifo, void *buf, unsigned int len,
		      unsigned int off, bool into_ring)
{
	unsigned int size = fifo->mask + 1, esize = fifo->esize;
	unsigned int first;
	char *ring = fifo->data;

	off &= fifo->mask;
	first = len < size - off ? len : size - off;
	if (into_ring) {
		memcpy(ring + off * esize, buf, first * esize);
		memcpy(ring, (char *)buf + first * esize,
		       (len - first) * esize);
	} else {
		memcpy(buf, ring + off * esize, first * esize);
		memcpy((char *)buf + first * esize, ring,
		       (len - first) * esize);
	}
}

unsigned int __kfifo_in(struct __kfifo *fifo, const void *buf, unsigned int len)
{
	unsigned int in = fifo->in;
	unsigned int room =
		fifo->mask + 1 - (in - fifo_load_acquire(&fifo->out));

	if (!fifo->mask)
		return 0;
	if (len > room)
		len = room;
	ring_copy(fifo, (void *)buf, len, in, true);
	fifo_store_release(&fifo->in, in + len);
	return len;
}

unsigned int __kfifo_out_peek(struct __kfifo *fifo, void *buf, unsigned int len)
{
	unsigned int held = fifo_load_acquire(&fifo->in) - fifo->out;

	if (len > held)
		len = held;
	if (len)
		ring_copy(fifo, buf, len, fifo->out, false);
	return len;
}

unsigned int __kfifo_out(struct __kfifo *fifo, void *buf, unsigned int len)
{
	len = __kfifo_out_peek(fifo, buf, len);
	fifo_store_release(&fifo->out, fifo->out + len);
	return len;
}

unsigned int __kfifo_out_linear(struct __kfifo *fifo, unsigned int *tail,
				unsigned int n)
{
	unsigned int size = fifo->mask + 1;
	unsigned int off = fifo->out & fifo->mask;
	unsigned int held = fifo_load_acquire(&fifo->in) - fifo->out;

	if (tail)
		*tail = off;
	if (n > held)
		n = held;
	if (n > size - off)
		n = size - off;
	return n;
}
