/* SPDX-License-Identifier: MIT */
/*
 * heap.h - the seam between the shared allocator front end (alloc.c: the
 * counters and failure injection every port gets) and a port's memory:
 * the C library heap on POSIX, the caller's arena on the bare port.
 */
#ifndef _PLATDEV_PORT_HEAP_H
#define _PLATDEV_PORT_HEAP_H

#include <stddef.h>

/**
 * platdev_port_heap_alloc() - @size bytes, zero-filled, from the port's memory
 * Return: the memory, or NULL when there is none (the port says why in
 * the log if the reason is not obvious).
 */
void *platdev_port_heap_alloc(size_t size);

/** platdev_port_heap_free() - give back what platdev_port_heap_alloc() returned */
void platdev_port_heap_free(void *ptr);

#endif /* _PLATDEV_PORT_HEAP_H */
