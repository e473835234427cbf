/* SPDX-License-Identifier: MIT */
/*
 * linux/gpio/machine.h - GPIO lines described by board code rather than
 * firmware: lookup tables that give a device, by name, the lines its
 * gpiod_get() calls ask for, and hogs that claim lines for the board
 * itself as soon as their chip is added.
 *
 * A table is consulted when the device's firmware node has no such line
 * (-ENOENT there); a table entry whose chip is not added yet makes the
 * get return -EPROBE_DEFER. Tables and hogs are the caller's memory and
 * stay in use until they are removed again. As in Linux 6.12.
 */
#ifndef _PLATDEV_LINUX_GPIO_MACHINE_H
#define _PLATDEV_LINUX_GPIO_MACHINE_H

#include <linux/list.h>
#include <linux/types.h>

/**
 * enum gpio_lookup_flags - what board code (or a specifier's flags cell,
 * once translated) says of a line
 * @GPIO_ACTIVE_HIGH: logical 1 is a high wire (the default)
 * @GPIO_ACTIVE_LOW: logical 1 is a low wire
 * @GPIO_OPEN_DRAIN: the line is only ever driven low
 * @GPIO_OPEN_SOURCE: the line is only ever driven high
 * @GPIO_PERSISTENT: the value must survive sleep (the default)
 * @GPIO_TRANSITORY: the value may be lost in sleep
 * @GPIO_PULL_UP: bias the line up
 * @GPIO_PULL_DOWN: bias the line down
 * @GPIO_PULL_DISABLE: no bias
 * @GPIO_LOOKUP_FLAGS_DEFAULT: active high and persistent
 *
 * The bias and persistence flags are accepted and recorded nowhere: the
 * chips here have no pin configuration.
 */
enum gpio_lookup_flags {
	GPIO_ACTIVE_HIGH = (0 << 0),
	GPIO_ACTIVE_LOW = (1 << 0),
	GPIO_OPEN_DRAIN = (1 << 1),
	GPIO_OPEN_SOURCE = (1 << 2),
	GPIO_PERSISTENT = (0 << 3),
	GPIO_TRANSITORY = (1 << 3),
	GPIO_PULL_UP = (1 << 4),
	GPIO_PULL_DOWN = (1 << 5),
	GPIO_PULL_DISABLE = (1 << 6),
	GPIO_LOOKUP_FLAGS_DEFAULT = GPIO_ACTIVE_HIGH | GPIO_PERSISTENT,
};

/**
 * struct gpiod_lookup - one line of a lookup table
 * @key: the chip's label, or the line's name when @chip_hwnum is U16_MAX
 * @chip_hwnum: the line's offset at that chip
 * @con_id: the name the consumer asks for; NULL matches any name
 * @idx: the index the consumer asks for
 * @flags: enum gpio_lookup_flags
 */
struct gpiod_lookup {
	const char *key;
	u16 chip_hwnum;
	const char *con_id;
	unsigned int idx;
	unsigned long flags;
};

/**
 * struct gpiod_lookup_table - the lines of one device
 * @list: the core's list of tables
 * @dev_id: the device's name (dev_name()); NULL for gets without a device
 * @table: its lines, ended by an entry with a NULL @key
 */
struct gpiod_lookup_table {
	struct list_head list;
	const char *dev_id;
	struct gpiod_lookup table[];
};

/**
 * struct gpiod_hog - a line board code claims for itself
 * @list: the core's list of hogs
 * @chip_label: the chip's label
 * @chip_hwnum: the line's offset at that chip
 * @line_name: the label it is requested under
 * @lflags: enum gpio_lookup_flags
 * @dflags: enum gpiod_flags: the direction and value it is set to
 */
struct gpiod_hog {
	struct list_head list;
	const char *chip_label;
	u16 chip_hwnum;
	const char *line_name;
	unsigned long lflags;
	int dflags;
};

/* A lookup table named @_name with the one line GPIO_LOOKUP() describes. */
#define GPIO_LOOKUP_SINGLE(_name, _dev_id, _key, _chip_hwnum, _con_id,      \
			   _flags)                                          \
	static struct gpiod_lookup_table _name = {                          \
		.dev_id = _dev_id,                                          \
		.table = {                                                  \
			GPIO_LOOKUP(_key, _chip_hwnum, _con_id, _flags),    \
			{},                                                 \
		},                                                          \
	}

/* Line @_chip_hwnum of chip @_key as index 0 of @_con_id. */
#define GPIO_LOOKUP(_key, _chip_hwnum, _con_id, _flags) \
	GPIO_LOOKUP_IDX(_key, _chip_hwnum, _con_id, 0, _flags)

/* Line @_chip_hwnum of chip @_key as index @_idx of @_con_id. */
#define GPIO_LOOKUP_IDX(_key, _chip_hwnum, _con_id, _idx, _flags) \
	((struct gpiod_lookup){                                    \
		.key = _key,                                       \
		.chip_hwnum = _chip_hwnum,                         \
		.con_id = _con_id,                                 \
		.idx = _idx,                                       \
		.flags = _flags,                                   \
	})

/* Line @_chip_hwnum of chip @_chip_label, hogged as @_line_name. */
#define GPIO_HOG(_chip_label, _chip_hwnum, _line_name, _lflags, _dflags) \
	((struct gpiod_hog){                                              \
		.chip_label = _chip_label,                                \
		.chip_hwnum = _chip_hwnum,                                \
		.line_name = _line_name,                                  \
		.lflags = _lflags,                                        \
		.dflags = _dflags,                                        \
	})

/**
 * gpiod_add_lookup_table() - make @table's lines found by its device
 * @table: the table; the caller's memory, in use until removed
 */
void gpiod_add_lookup_table(struct gpiod_lookup_table *table);

/**
 * gpiod_add_lookup_tables() - gpiod_add_lookup_table() for @n tables
 * @tables: the tables
 * @n: how many
 */
void gpiod_add_lookup_tables(struct gpiod_lookup_table **tables, size_t n);

/**
 * gpiod_remove_lookup_table() - take @table out of use
 * @table: an added table, or NULL (nothing is done)
 */
void gpiod_remove_lookup_table(struct gpiod_lookup_table *table);

/**
 * gpiod_add_hogs() - hog lines for the board
 * @hogs: the hogs, ended by one with a NULL chip_label; the caller's
 *        memory, in use until removed
 *
 * Each hog whose chip is added already is requested at once, the others
 * when their chip is added. A hog that cannot be requested is logged and
 * left out; the chip is added all the same.
 */
void gpiod_add_hogs(struct gpiod_hog *hogs);

/**
 * gpiod_remove_hogs() - forget @hogs for chips added from now on
 * @hogs: hogs given to gpiod_add_hogs()
 *
 * Lines hogged already stay hogged until their chip is removed, as in
 * Linux.
 */
void gpiod_remove_hogs(struct gpiod_hog *hogs);

#endif /* _PLATDEV_LINUX_GPIO_MACHINE_H */
