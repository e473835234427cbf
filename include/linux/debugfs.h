/* SPDX-License-Identifier: MIT */
/*
 * linux/debugfs.h - the face Linux shows without CONFIG_DEBUG_FS: every
 * create call returns ERR_PTR(-ENODEV) and creates nothing, removal is a
 * no-op (on any pointer, error pointers and NULL included), and the
 * attribute macros still define their file operations, so a driver's
 * debugfs code compiles unchanged and costs nothing when unused.
 */
#ifndef _PLATDEV_LINUX_DEBUGFS_H
#define _PLATDEV_LINUX_DEBUGFS_H

#include <linux/atomic.h>
#include <linux/compiler.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/module.h>
#include <linux/sched/signal.h> /* as Linux's, through linux/fs.h */
#include <linux/seq_file.h>
#include <linux/types.h>

struct dentry;
struct device;
struct file;
struct inode;

/**
 * struct file_operations - the callbacks of a file (only the members the
 * attribute macros set; nothing calls them here)
 */
struct file_operations {
	struct module *owner;
	int (*open)(struct inode *inode, struct file *file);
	int (*release)(struct inode *inode, struct file *file);
};

struct debugfs_regset32 {
	const struct debugfs_reg32 *regs;
	int nregs;
	void __iomem *base;
	struct device *dev;
};

struct debugfs_reg32 {
	char *name;
	unsigned long offset;
};

#define __platdev_debugfs_none ERR_PTR(-ENODEV)

/** debugfs_create_dir() - Return: ERR_PTR(-ENODEV), there is no debugfs */
static inline struct dentry *debugfs_create_dir(const char *name,
						struct dentry *parent)
{
	(void)name;
	(void)parent;
	return __platdev_debugfs_none;
}

/** debugfs_create_file() - Return: ERR_PTR(-ENODEV), nothing is created */
static inline struct dentry *
debugfs_create_file(const char *name, umode_t mode, struct dentry *parent,
		    void *data, const struct file_operations *fops)
{
	(void)name;
	(void)mode;
	(void)parent;
	(void)data;
	(void)fops;
	return __platdev_debugfs_none;
}

#define debugfs_create_file_unsafe debugfs_create_file

static inline struct dentry *debugfs_lookup(const char *name,
					    struct dentry *parent)
{
	(void)name;
	(void)parent;
	return __platdev_debugfs_none;
}

static inline struct dentry *debugfs_create_symlink(const char *name,
						    struct dentry *parent,
						    const char *dest)
{
	(void)name;
	(void)parent;
	(void)dest;
	return __platdev_debugfs_none;
}

/**
 * struct debugfs_blob_wrapper - a binary blob debugfs_create_blob() shows
 * @data: its bytes
 * @size: their number
 */
struct debugfs_blob_wrapper {
	void *data;
	unsigned long size;
};

static inline struct dentry *
debugfs_create_blob(const char *name, umode_t mode, struct dentry *parent,
		    struct debugfs_blob_wrapper *blob)
{
	(void)name;
	(void)mode;
	(void)parent;
	(void)blob;
	return __platdev_debugfs_none;
}

/* The value files return nothing in Linux 6.12 (and create nothing here). */
#define __platdev_debugfs_value(fn, type)                         \
	static inline void fn(const char *name, umode_t mode,     \
			      struct dentry *parent, type *value) \
	{                                                         \
		(void)name;                                       \
		(void)mode;                                       \
		(void)parent;                                     \
		(void)value;                                      \
	}
__platdev_debugfs_value(debugfs_create_u8, u8) __platdev_debugfs_value(
	debugfs_create_u16,
	u16) __platdev_debugfs_value(debugfs_create_u32,
				     u32) __platdev_debugfs_value(debugfs_create_u64,
								  u64)
	__platdev_debugfs_value(debugfs_create_x8, u8) __platdev_debugfs_value(
		debugfs_create_x16,
		u16) __platdev_debugfs_value(debugfs_create_x32, u32)
		__platdev_debugfs_value(
			debugfs_create_x64,
			u64) __platdev_debugfs_value(debugfs_create_ulong,
						     unsigned long)
			__platdev_debugfs_value(
				debugfs_create_size_t,
				size_t) __platdev_debugfs_value(debugfs_create_bool,
								bool)
				__platdev_debugfs_value(debugfs_create_atomic_t,
							atomic_t)
					__platdev_debugfs_value(
						debugfs_create_regset32,
						struct debugfs_regset32)

						static inline void debugfs_create_devm_seqfile(
							struct device *dev,
							const char *name,
							struct dentry *parent,
							int (*read_fn)(
								struct seq_file
									*s,
								void *data))
{
	(void)dev;
	(void)name;
	(void)parent;
	(void)read_fn;
}

/** debugfs_remove() - nothing to remove: a no-op for any @dentry */
static inline void debugfs_remove(struct dentry *dentry)
{
	(void)dentry;
}

#define debugfs_remove_recursive debugfs_remove

static inline void debugfs_lookup_and_remove(const char *name,
					     struct dentry *parent)
{
	(void)name;
	(void)parent;
}

static inline bool debugfs_initialized(void)
{
	return false;
}

/*
 * DEFINE_SHOW_ATTRIBUTE(name) defines name_fops around the driver's
 * name_show(struct seq_file *, void *), as Linux's seq_file.h does.
 */
#ifndef DEFINE_SHOW_ATTRIBUTE
#define DEFINE_SHOW_ATTRIBUTE(__name)                                    \
	static int __name##_open(struct inode *inode, struct file *file) \
	{                                                                \
		(void)inode;                                             \
		(void)file;                                              \
		(void)__name##_show;                                     \
		return -ENODEV;                                          \
	}                                                                \
	static const struct file_operations __name##_fops = {            \
		.owner = THIS_MODULE,                                    \
		.open = __name##_open,                                   \
	}
#endif

/*
 * DEFINE_DEBUGFS_ATTRIBUTE(fops, get, set, fmt): a file whose value comes
 * from get(void *, u64 *) and goes to set(void *, u64), either may be NULL.
 */
#define DEFINE_DEBUGFS_ATTRIBUTE(__fops, __get, __set, __fmt)            \
	static int __fops##_open(struct inode *inode, struct file *file) \
	{                                                                \
		int (*get)(void *, u64 *) = __get;                       \
		int (*set)(void *, u64) = __set;                         \
		(void)inode;                                             \
		(void)file;                                              \
		(void)get;                                               \
		(void)set;                                               \
		(void)sizeof(__fmt);                                     \
		return -ENODEV;                                          \
	}                                                                \
	static const struct file_operations __fops = {                   \
		.owner = THIS_MODULE,                                    \
		.open = __fops##_open,                                   \
	}
#define DEFINE_DEBUGFS_ATTRIBUTE_SIGNED DEFINE_DEBUGFS_ATTRIBUTE
#define DEFINE_SIMPLE_ATTRIBUTE DEFINE_DEBUGFS_ATTRIBUTE

#endif /* _PLATDEV_LINUX_DEBUGFS_H */
