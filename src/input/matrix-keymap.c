// SPDX-License-Identifier: MIT
/*
 * matrix-keymap.c - building a key matrix's keymap from a board's table or
 * the device's "linux,keymap" property (linux/input/matrix_keypad.h).
 */
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/input.h>
#include <linux/input/matrix_keypad.h>
#include <linux/log2.h>
#include <linux/property.h>
#include <linux/slab.h>

static bool matrix_keypad_map_key(struct input_dev *input_dev,
				  unsigned int rows, unsigned int cols,
				  unsigned int row_shift, unsigned int key)
{
	unsigned short *keymap = input_dev->keycode;
	unsigned int row = KEY_ROW(key), col = KEY_COL(key);
	unsigned short code = KEY_VAL(key);

	if (row >= rows || col >= cols) {
		dev_err(input_dev->dev.parent,
			"%s: invalid keymap entry 0x%x (row: %d, col: %d, rows: %d, cols: %d)\n",
			__func__, key, row, col, rows, cols);
		return false;
	}
	keymap[MATRIX_SCAN_CODE(row, col, row_shift)] = code;
	__set_bit(code, input_dev->keybit);
	return true;
}

int matrix_keypad_parse_properties(struct device *dev, unsigned int *rows,
				   unsigned int *cols)
{
	*rows = 0;
	*cols = 0;
	device_property_read_u32(dev, "keypad,num-rows", rows);
	device_property_read_u32(dev, "keypad,num-cols", cols);
	if (!*rows || !*cols) {
		dev_err(dev, "number of keypad rows/columns not specified\n");
		return -EINVAL;
	}
	return 0;
}

static int matrix_keypad_parse_keymap(const char *propname, unsigned int rows,
				      unsigned int cols,
				      struct input_dev *input_dev)
{
	struct device *dev = input_dev->dev.parent;
	unsigned int row_shift = get_count_order(cols);
	unsigned int max_keys = rows << row_shift;
	u32 *keys;
	int size, i, err = 0;

	if (!propname)
		propname = "linux,keymap";
	size = device_property_count_u32(dev, propname);
	if (size <= 0) {
		dev_err(dev, "missing or malformed property %s: %d\n", propname,
			size);
		return size < 0 ? size : -EINVAL;
	}
	if ((unsigned int)size > max_keys) {
		dev_err(dev, "%s size overflow (%d vs max %u)\n", propname,
			size, max_keys);
		return -EINVAL;
	}
	keys = kmalloc_array(size, sizeof(*keys), GFP_KERNEL);
	if (!keys)
		return -ENOMEM;
	err = device_property_read_u32_array(dev, propname, keys, size);
	if (err) {
		dev_err(dev, "failed to read %s property: %d\n", propname, err);
		goto out;
	}
	for (i = 0; i < size; i++) {
		if (!matrix_keypad_map_key(input_dev, rows, cols, row_shift,
					   keys[i])) {
			err = -EINVAL;
			break;
		}
	}
out:
	kfree(keys);
	return err;
}

int matrix_keypad_build_keymap(const struct matrix_keymap_data *keymap_data,
			       const char *keymap_name, unsigned int rows,
			       unsigned int cols, unsigned short *keymap,
			       struct input_dev *input_dev)
{
	unsigned int row_shift = get_count_order(cols);
	size_t max_keys = (size_t)rows << row_shift;
	unsigned int i;
	int err;

	if (WARN_ON(!input_dev->dev.parent))
		return -EINVAL;
	if (!keymap) {
		keymap = devm_kcalloc(input_dev->dev.parent, max_keys,
				      sizeof(*keymap), GFP_KERNEL);
		if (!keymap) {
			dev_err(input_dev->dev.parent,
				"Unable to allocate memory for keymap");
			return -ENOMEM;
		}
	}
	input_dev->keycode = keymap;
	input_dev->keycodesize = sizeof(*keymap);
	input_dev->keycodemax = max_keys;
	__set_bit(EV_KEY, input_dev->evbit);

	if (keymap_data) {
		for (i = 0; i < keymap_data->keymap_size; i++)
			if (!matrix_keypad_map_key(input_dev, rows, cols,
						   row_shift,
						   keymap_data->keymap[i]))
				return -EINVAL;
	} else {
		err = matrix_keypad_parse_keymap(keymap_name, rows, cols,
						 input_dev);
		if (err)
			return err;
	}
	__clear_bit(KEY_RESERVED, input_dev->keybit);
	return 0;
}
