// SPDX-License-Identifier: MIT
/*
 * heap.c - the POSIX port's memory: the C library heap, behind the shared
 * counters and failure injection of ../common/alloc.c.
 */
#include <stdlib.h>

#include "port/common/heap.h"

void *platdev_port_heap_alloc(size_t size)
{
	return calloc(1, size);
}

void platdev_port_heap_free(void *ptr)
{
	free(ptr);
}
