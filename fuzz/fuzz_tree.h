/* SPDX-License-Identifier: MIT */
/*
 * fuzz_tree.h - what the overlay fuzz targets share: their base board,
 * and a hash of the live tree to tell whether it came back as it was.
 */
#ifndef PLATDEV_FUZZ_TREE_H
#define PLATDEV_FUZZ_TREE_H

#include <stddef.h>

/**
 * fuzz_read_board() - read a board blob once, 8-byte aligned
 * @env: the environment variable that may name it
 * @path: its path otherwise
 * @size: set to its size
 *
 * Return: the blob; aborts when it cannot be read.
 */
void *fuzz_read_board(const char *env, const char *path, size_t *size);

/**
 * fuzz_tree_hash() - FNV-1a over every node's path and phandle and every
 * property's name and value, in tree order
 */
unsigned long fuzz_tree_hash(void);

/**
 * fuzz_board_down() - depopulate and unload the board, and abort unless
 * no node is still referenced and the allocator holds as many live
 * allocations as it did at @live_before (before the board was loaded)
 */
void fuzz_board_down(unsigned long live_before);

#endif /* PLATDEV_FUZZ_TREE_H */
