/* SPDX-License-Identifier: MIT */
/*
 * linux/nvmem-provider.h - providers of non-volatile memory (EEPROMs,
 * fuses, an RTC's battery-backed RAM): their description and registration
 * (src/nvmem, CONFIG_NVMEM). Without CONFIG_NVMEM a registration returns
 * -EOPNOTSUPP, as in Linux, so that a driver that treats the memory as
 * optional still probes.
 */
#ifndef _LINUX_NVMEM_PROVIDER_H
#define _LINUX_NVMEM_PROVIDER_H

#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/gpio/consumer.h>
#include <linux/kconfig.h>
#include <linux/list.h>

struct nvmem_device;
struct nvmem_layout;

/* Read or write @bytes at @offset of the memory; 0 or a negative error. */
typedef int (*nvmem_reg_read_t)(void *priv, unsigned int offset, void *val,
				size_t bytes);
typedef int (*nvmem_reg_write_t)(void *priv, unsigned int offset, void *val,
				 size_t bytes);
/* Turn a cell's raw bytes into what its readers get. */
typedef int (*nvmem_cell_post_process_t)(void *priv, const char *id, int index,
					 unsigned int offset, void *buf,
					 size_t bytes);

/* What kind of memory it is. */
enum nvmem_type {
	NVMEM_TYPE_UNKNOWN = 0,
	NVMEM_TYPE_EEPROM,
	NVMEM_TYPE_OTP,
	NVMEM_TYPE_BATTERY_BACKED,
	NVMEM_TYPE_FRAM,
};

#define NVMEM_DEVID_NONE (-1)
#define NVMEM_DEVID_AUTO (-2)

/* A range the memory reads as @value and that writes skip. */
struct nvmem_keepout {
	unsigned int start;
	unsigned int end;
	unsigned char value;
};

/* A named cell of the memory: bytes, or bits of them. */
struct nvmem_cell_info {
	const char *name;
	unsigned int offset;
	size_t raw_len;
	unsigned int bytes;
	unsigned int bit_offset;
	unsigned int nbits;
	struct device_node *np;
	nvmem_cell_post_process_t read_post_process;
	void *priv;
};

/**
 * struct nvmem_config - a memory as its driver describes it
 * @dev: the driver's device
 * @name: its name ("<name><id>"), NULL: the device's
 * @id: NVMEM_DEVID_NONE, NVMEM_DEVID_AUTO or a number
 * @owner: THIS_MODULE
 * @cells: cells to add, @ncells of them
 * @ncells: how many
 * @add_legacy_fixed_of_cells: read fixed cells from the node
 * @fixup_dt_cell_info: adjust a cell read from the tree
 * @keepout: ranges reads and writes keep out of, @nkeepout of them
 * @nkeepout: how many
 * @type: its kind
 * @read_only: writes refused
 * @root_only: reads for the privileged only
 * @ignore_wp: no write-protect GPIO
 * @layout: how its cells are found
 * @of_node: its node, NULL: the device's
 * @reg_read: reads
 * @reg_write: writes
 * @size: its size in bytes
 * @word_size: the access granularity
 * @stride: the smallest offset step
 * @priv: for @reg_read and @reg_write
 * @compat: also offer the old sysfs file
 * @base_dev: the device of that file
 */
struct nvmem_config {
	struct device *dev;
	const char *name;
	int id;
	struct module *owner;
	const struct nvmem_cell_info *cells;
	int ncells;
	bool add_legacy_fixed_of_cells;
	void (*fixup_dt_cell_info)(struct nvmem_device *nvmem,
				   struct nvmem_cell_info *cell);
	const struct nvmem_keepout *keepout;
	unsigned int nkeepout;
	enum nvmem_type type;
	bool read_only;
	bool root_only;
	bool ignore_wp;
	struct nvmem_layout *layout;
	struct device_node *of_node;
	nvmem_reg_read_t reg_read;
	nvmem_reg_write_t reg_write;
	int size;
	int word_size;
	int stride;
	void *priv;
	bool compat;
	struct device *base_dev;
};

/* Cells of a memory named @nvmem_name, given by a board. */
struct nvmem_cell_table {
	const char *nvmem_name;
	const struct nvmem_cell_info *cells;
	size_t ncells;
	struct list_head node;
};

/* A layout: cells found by parsing the memory's contents. */
struct nvmem_layout {
	struct device dev;
	struct nvmem_device *nvmem;
	int (*add_cells)(struct nvmem_layout *layout);
};

#if IS_ENABLED(CONFIG_NVMEM)

/**
 * nvmem_register() - register a memory as its driver describes it
 * @cfg: the description; its @dev, and @reg_read or @reg_write, are needed
 *
 * Named "<name><id>", the config's name alone (NVMEM_DEVID_NONE), or
 * "nvmem<n>" without a name; its cells come from @cfg->cells, the board's
 * cell tables, the node's direct children (@add_legacy_fixed_of_cells) and
 * its "nvmem-layout" child of compatible "fixed-layout".
 *
 * Return: the memory, or ERR_PTR(-EINVAL) for a config without a device or
 * accessors (or a malformed cell), ERR_PTR(-ENOMEM), or the write-protect
 * GPIO's error.
 */
struct nvmem_device *nvmem_register(const struct nvmem_config *cfg);

/** nvmem_unregister() - undo nvmem_register(); the memory goes when its
 * last cell or reference is put */
void nvmem_unregister(struct nvmem_device *nvmem);

/** devm_nvmem_register() - nvmem_register(), undone when @dev unbinds */
struct nvmem_device *devm_nvmem_register(struct device *dev,
					 const struct nvmem_config *cfg);

/** nvmem_add_cell_table() - cells for the memory named table->nvmem_name,
 * added when it registers */
void nvmem_add_cell_table(struct nvmem_cell_table *table);
/** nvmem_del_cell_table() - undo nvmem_add_cell_table() */
void nvmem_del_cell_table(struct nvmem_cell_table *table);

/**
 * nvmem_add_one_cell() - add the cell @info describes to @nvmem
 * Return: 0, -EINVAL (unaligned to the stride or word size), -ENOMEM.
 */
int nvmem_add_one_cell(struct nvmem_device *nvmem,
		       const struct nvmem_cell_info *info);

/**
 * nvmem_add_cells_from_dt() - add the cells described by @np's children
 * (reg = <offset size>, optional bits = <bit_offset nbits>)
 * Return: 0, -EINVAL for a malformed reg or bits, -ENOMEM.
 */
int nvmem_add_cells_from_dt(struct nvmem_device *nvmem, struct device_node *np);

#else

static inline struct nvmem_device *nvmem_register(const struct nvmem_config *c)
{
	(void)c;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline void nvmem_unregister(struct nvmem_device *nvmem)
{
	(void)nvmem;
}

static inline struct nvmem_device *
devm_nvmem_register(struct device *dev, const struct nvmem_config *c)
{
	(void)dev;
	return nvmem_register(c);
}

static inline void nvmem_add_cell_table(struct nvmem_cell_table *table)
{
	(void)table;
}

static inline void nvmem_del_cell_table(struct nvmem_cell_table *table)
{
	(void)table;
}

static inline int nvmem_add_one_cell(struct nvmem_device *nvmem,
				     const struct nvmem_cell_info *info)
{
	(void)nvmem;
	(void)info;
	return -EOPNOTSUPP;
}

static inline int nvmem_add_cells_from_dt(struct nvmem_device *nvmem,
					  struct device_node *np)
{
	(void)nvmem;
	(void)np;
	return -EOPNOTSUPP;
}

#endif /* CONFIG_NVMEM */

#if IS_ENABLED(CONFIG_NVMEM) && IS_ENABLED(CONFIG_OF)
/** of_nvmem_layout_get_container() - @nvmem's "nvmem-layout" child node
 * (referenced), or NULL */
struct device_node *of_nvmem_layout_get_container(struct nvmem_device *nvmem);
#else
static inline struct device_node *
of_nvmem_layout_get_container(struct nvmem_device *nvmem)
{
	(void)nvmem;
	return NULL;
}
#endif

#endif /* _LINUX_NVMEM_PROVIDER_H */
