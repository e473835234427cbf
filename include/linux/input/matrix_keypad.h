/* SPDX-License-Identifier: MIT */
/*
 * linux/input/matrix_keypad.h - keymaps of key matrices: an entry packs a
 * row, a column and a key code (KEY()); matrix_keypad_build_keymap() turns
 * a table of them, or the device's "linux,keymap" property, into an input
 * device's scancode-to-keycode map, a scancode being
 * MATRIX_SCAN_CODE(row, col, row_shift).
 */
#ifndef _PLATDEV_LINUX_INPUT_MATRIX_KEYPAD_H
#define _PLATDEV_LINUX_INPUT_MATRIX_KEYPAD_H

#include <linux/types.h>

struct device;
struct input_dev;

#define MATRIX_MAX_ROWS 32
#define MATRIX_MAX_COLS 32

#define KEY(row, col, val)                         \
	((((row) & (MATRIX_MAX_ROWS - 1)) << 24) | \
	 (((col) & (MATRIX_MAX_COLS - 1)) << 16) | ((val)&0xffff))
#define KEY_ROW(k) (((k) >> 24) & 0xff)
#define KEY_COL(k) (((k) >> 16) & 0xff)
#define KEY_VAL(k) ((k)&0xffff)

#define MATRIX_SCAN_CODE(row, col, row_shift) (((row) << (row_shift)) + (col))

/**
 * struct matrix_keymap_data - a board's keymap
 * @keymap: entries made with KEY()
 * @keymap_size: how many
 */
struct matrix_keymap_data {
	const uint32_t *keymap;
	unsigned int keymap_size;
};

/**
 * matrix_keypad_build_keymap() - fill @input_dev's keymap
 * @keymap_data: the board's entries, or NULL to read the device's property
 * @keymap_name: that property's name; NULL: "linux,keymap"
 * @rows: rows of the matrix
 * @cols: columns of the matrix
 * @keymap: room for rows << get_count_order(cols) codes, or NULL to
 *          allocate it (managed by @input_dev's parent)
 * @input_dev: gets the map, EV_KEY and each mapped key's bit
 *
 * Return: 0; -EINVAL for an entry outside the matrix, a missing or
 * too long property, or a NULL map without a parent to allocate for;
 * -ENOMEM.
 */
int matrix_keypad_build_keymap(const struct matrix_keymap_data *keymap_data,
			       const char *keymap_name, unsigned int rows,
			       unsigned int cols, unsigned short *keymap,
			       struct input_dev *input_dev);

/**
 * matrix_keypad_parse_properties() - the matrix's size from
 * "keypad,num-rows" and "keypad,num-cols"
 *
 * Return: 0; -EINVAL when either is missing or 0 (logged).
 */
int matrix_keypad_parse_properties(struct device *dev, unsigned int *rows,
				   unsigned int *cols);

#endif /* _PLATDEV_LINUX_INPUT_MATRIX_KEYPAD_H */
