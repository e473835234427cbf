/* SPDX-License-Identifier: MIT */
/*
 * linux/kfifo.h - first-in first-out queues of elements of a fixed type,
 * as Linux's: the size is a power of two, the indices run freely and are
 * masked on access, and one reader and one writer may use a queue at the
 * same time without a lock (the indices are published with release and
 * read with acquire ordering). Several readers or writers need a lock:
 * the _spinlocked forms take one.
 *
 *   DECLARE_KFIFO(fifo, type, size) + INIT_KFIFO(fifo)  an embedded queue
 *                                  (@size a power of two, checked when
 *                                  compiling);
 *   DEFINE_KFIFO(fifo, type, size) the same, defined and initialised;
 *   DECLARE_KFIFO_PTR(fifo, type), struct kfifo (bytes)
 *                                  a queue whose buffer comes from
 *                                  kfifo_alloc() (the size rounded up to a
 *                                  power of two) or kfifo_init() (a given
 *                                  buffer, its size rounded down).
 *
 * kfifo_in(), kfifo_out() and kfifo_out_peek() copy up to n elements and
 * return how many they copied; kfifo_put(), kfifo_get() and kfifo_peek()
 * one element, returning 0 when full or empty. Record queues (a length
 * before each record, recsize 1 or 2) and the DMA helpers are not
 * provided.
 */
#ifndef _PLATDEV_LINUX_KFIFO_H
#define _PLATDEV_LINUX_KFIFO_H

#include <asm/barrier.h>
#include <linux/array_size.h>
#include <linux/errno.h>
#include <linux/gfp.h>
#include <linux/spinlock.h>
#include <linux/stddef.h>
#include <linux/types.h>

/**
 * struct __kfifo - the queue proper
 * @in: the index of the next element written (runs freely)
 * @out: the index of the next element read
 * @mask: the size in elements minus one (0: no buffer yet)
 * @esize: the size of an element in bytes
 * @data: the buffer
 */
struct __kfifo {
	unsigned int in;
	unsigned int out;
	unsigned int mask;
	unsigned int esize;
	void *data;
};

/* The queue, and pointers of the element type for the macros' checks. */
#define __STRUCT_KFIFO_COMMON(datatype, recsize, ptrtype) \
	union {                                           \
		struct __kfifo kfifo;                     \
		datatype *type;                           \
		const datatype *const_type;               \
		char (*rectype)[recsize];                 \
		ptrtype *ptr;                             \
		ptrtype const *ptr_const;                 \
	}

/* An embedded buffer; a size that is not a power of two >= 2 fails. */
#define __STRUCT_KFIFO(type, size, recsize, ptrtype)                           \
	{                                                                      \
		__STRUCT_KFIFO_COMMON(type, recsize, ptrtype);                 \
		type buf[((size) < 2 || ((size) & ((size)-1))) ? -1 : (size)]; \
	}
#define STRUCT_KFIFO(type, size) struct __STRUCT_KFIFO(type, size, 0, type)

#define __STRUCT_KFIFO_PTR(type, recsize, ptrtype)             \
	{                                                      \
		__STRUCT_KFIFO_COMMON(type, recsize, ptrtype); \
		type buf[0];                                   \
	}
#define STRUCT_KFIFO_PTR(type) struct __STRUCT_KFIFO_PTR(type, 0, type)

/** struct kfifo - a queue of bytes with an allocated or given buffer */
struct kfifo __STRUCT_KFIFO_PTR(unsigned char, 0, void);

#define DECLARE_KFIFO_PTR(fifo, type) STRUCT_KFIFO_PTR(type) fifo
#define DECLARE_KFIFO(fifo, type, size) STRUCT_KFIFO(type, size) fifo

/* Whether @fifo's buffer is allocated or given (rather than embedded). */
#define __is_kfifo_ptr(fifo) \
	(sizeof(*(fifo)) == sizeof(STRUCT_KFIFO_PTR(typeof(*(fifo)->type))))

/** INIT_KFIFO() - make the queue @fifo empty, on its own buffer if any */
#define INIT_KFIFO(fifo)                                                   \
	(void)({                                                           \
		typeof(&(fifo)) __tmp = &(fifo);                           \
		struct __kfifo *__kfifo = &__tmp->kfifo;                   \
		__kfifo->in = 0;                                           \
		__kfifo->out = 0;                                          \
		__kfifo->mask = __is_kfifo_ptr(__tmp) ?                    \
					0 :                                \
					ARRAY_SIZE(__tmp->buf) - 1;        \
		__kfifo->esize = sizeof(*__tmp->buf);                      \
		__kfifo->data = __is_kfifo_ptr(__tmp) ? NULL : __tmp->buf; \
	})

/** DEFINE_KFIFO() - define the queue @fifo of @size elements, empty */
#define DEFINE_KFIFO(fifo, type, size)                                 \
	DECLARE_KFIFO(fifo, type, size) = (typeof(fifo)){              \
		{ .kfifo = { .in = 0, .out = 0, .mask = (size) - 1,    \
			     .esize = sizeof(type), .data = (fifo).buf } }, \
		.buf = { 0 }                                           \
	}

/* --- state ------------------------------------------------------------------ */

#define kfifo_initialized(fifo) ((fifo)->kfifo.mask)
#define kfifo_esize(fifo) ((fifo)->kfifo.esize)
#define kfifo_recsize(fifo) (sizeof(*(fifo)->rectype))
#define kfifo_size(fifo) ((fifo)->kfifo.mask + 1)

/** kfifo_reset() - empty @fifo; not safe beside a reader or writer */
#define kfifo_reset(fifo)                               \
	(void)({                                        \
		typeof((fifo) + 1) __tmp = (fifo);      \
		__tmp->kfifo.in = __tmp->kfifo.out = 0; \
	})

/** kfifo_reset_out() - drop what @fifo holds, from the reader's side */
#define kfifo_reset_out(fifo)                                          \
	(void)({                                                       \
		typeof((fifo) + 1) __tmp = (fifo);                     \
		__atomic_store_n(&__tmp->kfifo.out,                    \
				 __atomic_load_n(&__tmp->kfifo.in,     \
						 __ATOMIC_ACQUIRE),    \
				 __ATOMIC_RELEASE);                    \
	})

/** kfifo_len() - how many elements @fifo holds */
#define kfifo_len(fifo) __kfifo_len(&(fifo)->kfifo)
/** kfifo_is_empty() - whether @fifo holds nothing */
#define kfifo_is_empty(fifo) (kfifo_len(fifo) == 0)
/** kfifo_is_full() - whether @fifo has no room */
#define kfifo_is_full(fifo) (kfifo_len(fifo) > (fifo)->kfifo.mask)
/** kfifo_avail() - how many more elements @fifo takes */
#define kfifo_avail(fifo) (kfifo_size(fifo) - kfifo_len(fifo))

#define kfifo_is_empty_spinlocked(fifo, lock)          \
	({                                             \
		unsigned long __flags;                 \
		bool __ret;                            \
		spin_lock_irqsave(lock, __flags);      \
		__ret = kfifo_is_empty(fifo);          \
		spin_unlock_irqrestore(lock, __flags); \
		__ret;                                 \
	})
#define kfifo_is_empty_spinlocked_noirqsave(fifo, lock) \
	({                                              \
		bool __ret;                             \
		spin_lock(lock);                        \
		__ret = kfifo_is_empty(fifo);           \
		spin_unlock(lock);                      \
		__ret;                                  \
	})

/** kfifo_skip_count() - drop the @count oldest elements (all there) */
#define kfifo_skip_count(fifo, count) __kfifo_skip(&(fifo)->kfifo, (count))
/** kfifo_skip() - drop the oldest element */
#define kfifo_skip(fifo) kfifo_skip_count(fifo, 1)

/* --- buffers ----------------------------------------------------------------- */

/**
 * kfifo_alloc() - give the queue @fifo a buffer of @size elements (rounded
 * up to a power of two) from kmalloc()
 * Return: 0, -EINVAL for a size below 2 or an embedded queue, -ENOMEM.
 */
#define kfifo_alloc(fifo, size, gfp_mask)                                 \
	({                                                                \
		typeof((fifo) + 1) __tmp = (fifo);                        \
		__is_kfifo_ptr(__tmp) ?                                   \
			__kfifo_alloc(&__tmp->kfifo, (size),              \
				      sizeof(*__tmp->type), (gfp_mask)) : \
			-EINVAL;                                          \
	})

/** kfifo_free() - free the buffer kfifo_alloc() gave @fifo */
#define kfifo_free(fifo)                             \
	(void)({                                     \
		typeof((fifo) + 1) __tmp = (fifo);   \
		if (__is_kfifo_ptr(__tmp))           \
			__kfifo_free(&__tmp->kfifo); \
	})

/**
 * kfifo_init() - give the queue @fifo the @size-byte @buffer (its element
 * count rounded down to a power of two)
 * Return: 0, -EINVAL when that leaves fewer than 2 elements or @fifo is
 * embedded.
 */
#define kfifo_init(fifo, buffer, size)                                \
	({                                                            \
		typeof((fifo) + 1) __tmp = (fifo);                    \
		__is_kfifo_ptr(__tmp) ?                               \
			__kfifo_init(&__tmp->kfifo, (buffer), (size), \
				     sizeof(*__tmp->type)) :          \
			-EINVAL;                                      \
	})

/* --- one element -------------------------------------------------------------- */

/** kfifo_put() - add @val; Return: 1, or 0 when @fifo is full */
#define kfifo_put(fifo, val)                              \
	({                                                \
		typeof((fifo) + 1) __tmp = (fifo);        \
		typeof(*__tmp->const_type) __val = (val); \
		__kfifo_in(&__tmp->kfifo, &__val, 1);     \
	})

/** kfifo_get() - take the oldest element into *@val; Return: 1, or 0 */
#define kfifo_get(fifo, val)                          \
	({                                            \
		typeof((fifo) + 1) __tmp = (fifo);    \
		typeof(__tmp->ptr) __val = (val);     \
		__kfifo_out(&__tmp->kfifo, __val, 1); \
	})

/** kfifo_peek() - copy the oldest element into *@val; Return: 1, or 0 */
#define kfifo_peek(fifo, val)                              \
	({                                                 \
		typeof((fifo) + 1) __tmp = (fifo);         \
		typeof(__tmp->ptr) __val = (val);          \
		__kfifo_out_peek(&__tmp->kfifo, __val, 1); \
	})

/* --- several elements ------------------------------------------------------- */

/** kfifo_in() - add up to @n elements of @buf; Return: how many */
#define kfifo_in(fifo, buf, n)                          \
	({                                              \
		typeof((fifo) + 1) __tmp = (fifo);      \
		typeof(__tmp->ptr_const) __buf = (buf); \
		__kfifo_in(&__tmp->kfifo, __buf, (n));  \
	})

/** kfifo_out() - take up to @n elements into @buf; Return: how many */
#define kfifo_out(fifo, buf, n)                         \
	({                                              \
		typeof((fifo) + 1) __tmp = (fifo);      \
		typeof(__tmp->ptr) __buf = (buf);       \
		__kfifo_out(&__tmp->kfifo, __buf, (n)); \
	})

/** kfifo_out_peek() - kfifo_out() that leaves the elements in @fifo */
#define kfifo_out_peek(fifo, buf, n)                         \
	({                                                   \
		typeof((fifo) + 1) __tmp = (fifo);           \
		typeof(__tmp->ptr) __buf = (buf);            \
		__kfifo_out_peek(&__tmp->kfifo, __buf, (n)); \
	})

/**
 * kfifo_out_linear() - where the oldest elements start in the buffer and
 * how many of them (up to @n) follow each other there
 * @tail: where the index of the first goes
 * Return: how many; kfifo_skip_count() then consumes them.
 */
#define kfifo_out_linear(fifo, tail, n)                         \
	({                                                      \
		typeof((fifo) + 1) __tmp = (fifo);              \
		__kfifo_out_linear(&__tmp->kfifo, (tail), (n)); \
	})

/** kfifo_out_linear_ptr() - kfifo_out_linear() giving an element pointer */
#define kfifo_out_linear_ptr(fifo, ptr, n)                                   \
	({                                                                   \
		typeof((fifo) + 1) ___tmp = (fifo);                          \
		unsigned int ___tail;                                        \
		unsigned int ___n = kfifo_out_linear(___tmp, &___tail, (n)); \
		*(ptr) = (typeof(___tmp->type))___tmp->kfifo.data + ___tail; \
		___n;                                                        \
	})

#define kfifo_in_spinlocked(fifo, buf, n, lock)        \
	({                                             \
		unsigned long __flags;                 \
		unsigned int __ret;                    \
		spin_lock_irqsave(lock, __flags);      \
		__ret = kfifo_in(fifo, buf, n);        \
		spin_unlock_irqrestore(lock, __flags); \
		__ret;                                 \
	})
#define kfifo_in_spinlocked_noirqsave(fifo, buf, n, lock) \
	({                                                \
		unsigned int __ret;                       \
		spin_lock(lock);                          \
		__ret = kfifo_in(fifo, buf, n);           \
		spin_unlock(lock);                        \
		__ret;                                    \
	})
#define kfifo_out_spinlocked(fifo, buf, n, lock)       \
	({                                             \
		unsigned long __flags;                 \
		unsigned int __ret;                    \
		spin_lock_irqsave(lock, __flags);      \
		__ret = kfifo_out(fifo, buf, n);       \
		spin_unlock_irqrestore(lock, __flags); \
		__ret;                                 \
	})
#define kfifo_out_spinlocked_noirqsave(fifo, buf, n, lock) \
	({                                                 \
		unsigned int __ret;                        \
		spin_lock(lock);                           \
		__ret = kfifo_out(fifo, buf, n);           \
		spin_unlock(lock);                         \
		__ret;                                     \
	})

/* --- src/kernel/kfifo.c -------------------------------------------------------- */

static inline unsigned int __kfifo_len(struct __kfifo *fifo)
{
	/* C11 atomics, as in kfifo.c: the thread sanitizer sees them. */
	return __atomic_load_n(&fifo->in, __ATOMIC_ACQUIRE) -
	       __atomic_load_n(&fifo->out, __ATOMIC_ACQUIRE);
}

static inline void __kfifo_skip(struct __kfifo *fifo, unsigned int count)
{
	__atomic_store_n(&fifo->out, fifo->out + count, __ATOMIC_RELEASE);
}

int __kfifo_alloc(struct __kfifo *fifo, unsigned int size, size_t esize,
		  gfp_t gfp_mask);
void __kfifo_free(struct __kfifo *fifo);
int __kfifo_init(struct __kfifo *fifo, void *buffer, unsigned int size,
		 size_t esize);
unsigned int __kfifo_in(struct __kfifo *fifo, const void *buf,
			unsigned int len);
unsigned int __kfifo_out(struct __kfifo *fifo, void *buf, unsigned int len);
unsigned int __kfifo_out_peek(struct __kfifo *fifo, void *buf,
			      unsigned int len);
unsigned int __kfifo_out_linear(struct __kfifo *fifo, unsigned int *tail,
				unsigned int n);

#endif /* _PLATDEV_LINUX_KFIFO_H */
