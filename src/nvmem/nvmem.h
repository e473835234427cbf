/* SPDX-License-Identifier: MIT */
/*
 * nvmem.h - the nvmem core's objects, shared by its files: a registered
 * memory, the cells it has and the handles consumers hold on them.
 */
#ifndef _PLATDEV_SRC_NVMEM_H
#define _PLATDEV_SRC_NVMEM_H

#include <linux/kref.h>
#include <linux/list.h>
#include <linux/nvmem-provider.h>
#include <platdev/class.h>

/*
 * A registered memory. Found on the core's list (by name, by node) until
 * it is unregistered; freed when its last reference (the registration's,
 * one per cell handle and per nvmem_device_get()) is put. After
 * unregistration a held handle reads and writes -ENODEV: its driver is
 * gone.
 */
struct nvmem_device {
	struct kref refcnt;
	struct list_head node;
	struct list_head cells;
	const char *name;
	int id;
	struct device *parent;
	struct device_node *of_node;
	int stride;
	int word_size;
	int size;
	enum nvmem_type type;
	bool read_only;
	bool root_only;
	bool dead;
	/* its "nvmem-layout" child has a layout no driver here parses */
	bool layout_pending;
	nvmem_reg_read_t reg_read;
	nvmem_reg_write_t reg_write;
	void *priv;
	const struct nvmem_keepout *keepout;
	unsigned int nkeepout;
	struct gpio_desc *wp_gpio;
	void (*fixup_dt_cell_info)(struct nvmem_device *nvmem,
				   struct nvmem_cell_info *cell);
	struct platdev_class_device cdev;
};

/* A cell of a memory, as added. */
struct nvmem_cell_entry {
	const char *name;
	unsigned int offset;
	size_t raw_len;
	unsigned int bytes;
	unsigned int bit_offset;
	unsigned int nbits;
	struct device_node *np;
	nvmem_cell_post_process_t read_post_process;
	void *priv;
	struct nvmem_device *nvmem;
	struct list_head node;
};

/* A consumer's handle on a cell (its memory referenced). */
struct nvmem_cell {
	struct nvmem_cell_entry *entry;
	const char *id;
	int index;
};

/* The registered memory named @name, referenced; NULL when none. */
struct nvmem_device *nvmem_find_by_name(const char *name);

/*
 * Read or write @bytes at @offset through the driver, around keepouts;
 * -ENODEV once the memory is unregistered.
 */
int nvmem_reg_read(struct nvmem_device *nvmem, unsigned int offset, void *val,
		   size_t bytes);
int nvmem_reg_write(struct nvmem_device *nvmem, unsigned int offset, void *val,
		    size_t bytes);

#endif /* _PLATDEV_SRC_NVMEM_H */
