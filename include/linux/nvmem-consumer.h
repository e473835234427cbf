/* SPDX-License-Identifier: MIT */
/*
 * linux/nvmem-consumer.h - reading and writing the cells and bytes of
 * non-volatile memories (src/nvmem, CONFIG_NVMEM): a MAC address, a
 * calibration word, a serial number. Without CONFIG_NVMEM every call
 * returns -EOPNOTSUPP, as in Linux.
 */
#ifndef _LINUX_NVMEM_CONSUMER_H
#define _LINUX_NVMEM_CONSUMER_H

#include <linux/err.h>
#include <linux/errno.h>
#include <linux/kconfig.h>
#include <linux/list.h>
#include <linux/notifier.h>
#include <linux/types.h>

struct device;
struct device_node;
struct nvmem_cell;
struct nvmem_device;
struct nvmem_cell_info;

/**
 * struct nvmem_cell_lookup - a board's tie of a cell to a consumer
 * @nvmem_name: the memory's name ("nvmem0", a config's name)
 * @cell_name: the cell's name in that memory
 * @dev_id: the consumer's device name
 * @con_id: the name the consumer asks for
 * @node: private: on the lookup list
 */
struct nvmem_cell_lookup {
	const char *nvmem_name;
	const char *cell_name;
	const char *dev_id;
	const char *con_id;
	struct list_head node;
};

/* Events of nvmem_register_notifier()'s chain. */
enum {
	NVMEM_ADD = 1,
	NVMEM_REMOVE,
	NVMEM_CELL_ADD,
	NVMEM_CELL_REMOVE,
	NVMEM_LAYOUT_ADD,
	NVMEM_LAYOUT_REMOVE,
};

#if IS_ENABLED(CONFIG_NVMEM)

/**
 * nvmem_cell_get() - the cell @id of @dev: the entry of its node's
 * "nvmem-cells" named @id in "nvmem-cell-names" (the first entry for a
 * NULL @id), else a board's cell lookup
 *
 * Return: the cell, to nvmem_cell_put(); ERR_PTR(-EPROBE_DEFER) while the
 * memory is not registered, ERR_PTR(-ENOENT) for no such cell,
 * ERR_PTR(-EINVAL) for a NULL @id without a node, ERR_PTR(-ENOMEM).
 */
struct nvmem_cell *nvmem_cell_get(struct device *dev, const char *id);
/** devm_nvmem_cell_get() - nvmem_cell_get(), put when @dev unbinds */
struct nvmem_cell *devm_nvmem_cell_get(struct device *dev, const char *id);
/** nvmem_cell_put() - give back a cell of nvmem_cell_get() */
void nvmem_cell_put(struct nvmem_cell *cell);
/** devm_nvmem_cell_put() - put a cell of devm_nvmem_cell_get() now */
void devm_nvmem_cell_put(struct device *dev, struct nvmem_cell *cell);

/**
 * nvmem_cell_read() - a cell's value, its bits shifted down to bit 0
 * @cell: the cell
 * @len: receives its length in bytes, or NULL
 *
 * Return: a kmalloc()ed buffer to kfree(), or ERR_PTR(): -ENOMEM, the
 * driver's error, -ENODEV when the memory was unregistered.
 */
void *nvmem_cell_read(struct nvmem_cell *cell, size_t *len);

/**
 * nvmem_cell_write() - write a cell's value (its other bits kept)
 * Return: @len, or -EINVAL (a read-only memory, a wrong length, a
 * post-processed cell), -ENOMEM, the driver's error.
 */
int nvmem_cell_write(struct nvmem_cell *cell, void *buf, size_t len);

/*
 * nvmem_cell_read_u8() to _u64() - the cell @cell_id of @dev, whose length
 * must be that of the type (else -EINVAL); 0 or nvmem_cell_get()'s error.
 */
int nvmem_cell_read_u8(struct device *dev, const char *cell_id, u8 *val);
int nvmem_cell_read_u16(struct device *dev, const char *cell_id, u16 *val);
int nvmem_cell_read_u32(struct device *dev, const char *cell_id, u32 *val);
int nvmem_cell_read_u64(struct device *dev, const char *cell_id, u64 *val);

/*
 * nvmem_cell_read_variable_le_u32() and _u64() - a little-endian cell of up
 * to the type's length; -ERANGE for a longer one.
 */
int nvmem_cell_read_variable_le_u32(struct device *dev, const char *cell_id,
				    u32 *val);
int nvmem_cell_read_variable_le_u64(struct device *dev, const char *cell_id,
				    u64 *val);

/**
 * nvmem_device_get() - a memory by @dev's "nvmem"/"nvmem-names", else by
 * its name @name
 * Return: it, to nvmem_device_put(); ERR_PTR(-EPROBE_DEFER) while not
 * registered.
 */
struct nvmem_device *nvmem_device_get(struct device *dev, const char *name);
/** devm_nvmem_device_get() - nvmem_device_get(), put when @dev unbinds */
struct nvmem_device *devm_nvmem_device_get(struct device *dev,
					   const char *name);
/** nvmem_device_put() - give back a memory of nvmem_device_get() */
void nvmem_device_put(struct nvmem_device *nvmem);
/** devm_nvmem_device_put() - put a memory of devm_nvmem_device_get() now */
void devm_nvmem_device_put(struct device *dev, struct nvmem_device *nvmem);

/**
 * nvmem_device_read() - read @bytes at @offset of a memory
 * Return: @bytes, -EINVAL (no memory, no reader), the driver's error.
 */
int nvmem_device_read(struct nvmem_device *nvmem, unsigned int offset,
		      size_t bytes, void *buf);
/**
 * nvmem_device_write() - write @bytes at @offset of a memory
 * Return: @bytes, -EINVAL (no memory, no writer), the driver's error.
 */
int nvmem_device_write(struct nvmem_device *nvmem, unsigned int offset,
		       size_t bytes, void *buf);
/** nvmem_device_cell_read() - read the cell @info describes; its length */
ssize_t nvmem_device_cell_read(struct nvmem_device *nvmem,
			       struct nvmem_cell_info *info, void *buf);
/** nvmem_device_cell_write() - write the cell @info describes */
int nvmem_device_cell_write(struct nvmem_device *nvmem,
			    struct nvmem_cell_info *info, void *buf);

/** nvmem_dev_name() - a memory's name */
const char *nvmem_dev_name(struct nvmem_device *nvmem);
/** nvmem_dev_size() - a memory's size in bytes */
size_t nvmem_dev_size(struct nvmem_device *nvmem);

/** nvmem_add_cell_lookups() - tie cells to consumers, for boards */
void nvmem_add_cell_lookups(struct nvmem_cell_lookup *entries, size_t nentries);
/** nvmem_del_cell_lookups() - undo nvmem_add_cell_lookups() */
void nvmem_del_cell_lookups(struct nvmem_cell_lookup *entries, size_t nentries);

/** nvmem_register_notifier() - be told of memories and cells (NVMEM_*) */
int nvmem_register_notifier(struct notifier_block *nb);
/** nvmem_unregister_notifier() - undo nvmem_register_notifier() */
int nvmem_unregister_notifier(struct notifier_block *nb);

/**
 * nvmem_device_find() - the first memory whose device @match accepts;
 * unsupported here (memories are no devices): ERR_PTR(-EOPNOTSUPP)
 */
struct nvmem_device *nvmem_device_find(void *data,
				       int (*match)(struct device *dev,
						    const void *data));

#else /* !CONFIG_NVMEM */

static inline struct nvmem_cell *nvmem_cell_get(struct device *dev,
						const char *id)
{
	(void)dev;
	(void)id;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline struct nvmem_cell *devm_nvmem_cell_get(struct device *dev,
						     const char *id)
{
	(void)dev;
	(void)id;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline void devm_nvmem_cell_put(struct device *dev,
				       struct nvmem_cell *cell)
{
	(void)dev;
	(void)cell;
}

static inline void nvmem_cell_put(struct nvmem_cell *cell)
{
	(void)cell;
}

static inline void *nvmem_cell_read(struct nvmem_cell *cell, size_t *len)
{
	(void)cell;
	(void)len;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline int nvmem_cell_write(struct nvmem_cell *cell, void *buf,
				   size_t len)
{
	(void)cell;
	(void)buf;
	(void)len;
	return -EOPNOTSUPP;
}

#define __PLATDEV_NVMEM_READ_STUB(type, name)                           \
	static inline int name(struct device *dev, const char *cell_id, \
			       type *val)                               \
	{                                                               \
		(void)dev;                                              \
		(void)cell_id;                                          \
		(void)val;                                              \
		return -EOPNOTSUPP;                                     \
	}
__PLATDEV_NVMEM_READ_STUB(u8, nvmem_cell_read_u8)
__PLATDEV_NVMEM_READ_STUB(u16, nvmem_cell_read_u16)
__PLATDEV_NVMEM_READ_STUB(u32, nvmem_cell_read_u32)
__PLATDEV_NVMEM_READ_STUB(u64, nvmem_cell_read_u64)
__PLATDEV_NVMEM_READ_STUB(u32, nvmem_cell_read_variable_le_u32)
__PLATDEV_NVMEM_READ_STUB(u64, nvmem_cell_read_variable_le_u64)
#undef __PLATDEV_NVMEM_READ_STUB

static inline struct nvmem_device *nvmem_device_get(struct device *dev,
						    const char *name)
{
	(void)dev;
	(void)name;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline struct nvmem_device *devm_nvmem_device_get(struct device *dev,
							 const char *name)
{
	(void)dev;
	(void)name;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline void nvmem_device_put(struct nvmem_device *nvmem)
{
	(void)nvmem;
}

static inline void devm_nvmem_device_put(struct device *dev,
					 struct nvmem_device *nvmem)
{
	(void)dev;
	(void)nvmem;
}

static inline ssize_t nvmem_device_cell_read(struct nvmem_device *nvmem,
					     struct nvmem_cell_info *info,
					     void *buf)
{
	(void)nvmem;
	(void)info;
	(void)buf;
	return -EOPNOTSUPP;
}

static inline int nvmem_device_cell_write(struct nvmem_device *nvmem,
					  struct nvmem_cell_info *info,
					  void *buf)
{
	(void)nvmem;
	(void)info;
	(void)buf;
	return -EOPNOTSUPP;
}

static inline int nvmem_device_read(struct nvmem_device *nvmem,
				    unsigned int offset, size_t bytes,
				    void *buf)
{
	(void)nvmem;
	(void)offset;
	(void)bytes;
	(void)buf;
	return -EOPNOTSUPP;
}

static inline int nvmem_device_write(struct nvmem_device *nvmem,
				     unsigned int offset, size_t bytes,
				     void *buf)
{
	(void)nvmem;
	(void)offset;
	(void)bytes;
	(void)buf;
	return -EOPNOTSUPP;
}

static inline const char *nvmem_dev_name(struct nvmem_device *nvmem)
{
	(void)nvmem;
	return NULL;
}

static inline void nvmem_add_cell_lookups(struct nvmem_cell_lookup *entries,
					  size_t nentries)
{
	(void)entries;
	(void)nentries;
}

static inline void nvmem_del_cell_lookups(struct nvmem_cell_lookup *entries,
					  size_t nentries)
{
	(void)entries;
	(void)nentries;
}

static inline int nvmem_register_notifier(struct notifier_block *nb)
{
	(void)nb;
	return -EOPNOTSUPP;
}

static inline int nvmem_unregister_notifier(struct notifier_block *nb)
{
	(void)nb;
	return -EOPNOTSUPP;
}

static inline struct nvmem_device *
nvmem_device_find(void *data,
		  int (*match)(struct device *dev, const void *data))
{
	(void)data;
	(void)match;
	return NULL;
}

#endif /* CONFIG_NVMEM */

#if IS_ENABLED(CONFIG_NVMEM) && IS_ENABLED(CONFIG_OF)
/**
 * of_nvmem_cell_get() - the cell @id of node @np ("nvmem-cells" entry named
 * @id in "nvmem-cell-names"; the first for a NULL @id)
 * Return: as nvmem_cell_get().
 */
struct nvmem_cell *of_nvmem_cell_get(struct device_node *np, const char *id);
/** of_nvmem_device_get() - the memory @id of @np's "nvmem"/"nvmem-names" */
struct nvmem_device *of_nvmem_device_get(struct device_node *np,
					 const char *id);
#else
static inline struct nvmem_cell *of_nvmem_cell_get(struct device_node *np,
						   const char *id)
{
	(void)np;
	(void)id;
	return ERR_PTR(-EOPNOTSUPP);
}

static inline struct nvmem_device *of_nvmem_device_get(struct device_node *np,
						       const char *id)
{
	(void)np;
	(void)id;
	return ERR_PTR(-EOPNOTSUPP);
}
#endif

#endif /* _LINUX_NVMEM_CONSUMER_H */
