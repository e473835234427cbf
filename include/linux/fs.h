/* SPDX-License-Identifier: MIT */
/*
 * linux/fs.h - the file system's types, for drivers that name them in
 * callbacks (struct file, struct inode) without opening files: there are
 * no files here. Its own header, so that the host's uapi <linux/fs.h> is
 * never taken for it.
 */
#ifndef _PLATDEV_LINUX_FS_H
#define _PLATDEV_LINUX_FS_H

#include <linux/errno.h>
#include <linux/string.h>
#include <linux/sysfs.h> /* loff_t */
#include <linux/types.h>

struct file;
struct inode;
struct file_operations;

/**
 * memory_read_from_buffer() - copy to @to up to @count bytes of the
 * @available bytes at @from, from offset *@ppos on, and advance *@ppos
 * Return: the bytes copied (0 at or past the end); -EINVAL for a negative
 * offset.
 */
static inline ssize_t memory_read_from_buffer(void *to, size_t count,
					      loff_t *ppos, const void *from,
					      size_t available)
{
	loff_t pos = *ppos;

	if (pos < 0)
		return -EINVAL;
	if ((u64)pos >= available || !count)
		return 0;
	if (count > available - (size_t)pos)
		count = available - (size_t)pos;
	memcpy(to, (const char *)from + pos, count);
	*ppos = pos + (loff_t)count;
	return (ssize_t)count;
}

#endif /* _PLATDEV_LINUX_FS_H */
