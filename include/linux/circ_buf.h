/* SPDX-License-Identifier: MIT */
/*
 * linux/circ_buf.h - a ring of a power-of-two @size with free-running
 * @head (producer) and @tail (consumer) indices. One slot stays empty, so
 * a full ring is told from an empty one.
 */
#ifndef _PLATDEV_LINUX_CIRC_BUF_H
#define _PLATDEV_LINUX_CIRC_BUF_H

struct circ_buf {
	char *buf;
	int head;
	int tail;
};

/* Entries in the ring. */
#define CIRC_CNT(head, tail, size) (((head) - (tail)) & ((size)-1))

/* Room left, 0 to @size - 1. */
#define CIRC_SPACE(head, tail, size) CIRC_CNT((tail), (head) + 1, (size))

/* Entries readable in one piece, up to the end of the buffer. */
#define CIRC_CNT_TO_END(head, tail, size)                \
	({                                               \
		int __end = (size) - (tail);             \
		int __n = ((head) + __end) & ((size)-1); \
		__n < __end ? __n : __end;               \
	})

/* Room writable in one piece, up to the end of the buffer. */
#define CIRC_SPACE_TO_END(head, tail, size)              \
	({                                               \
		int __end = (size)-1 - (head);           \
		int __n = (__end + (tail)) & ((size)-1); \
		__n <= __end ? __n : __end + 1;          \
	})

#endif /* _PLATDEV_LINUX_CIRC_BUF_H */
