/* SPDX-License-Identifier: MIT */
/*
 * linux/fs.h - the file system's types, for drivers that name them in
 * callbacks (struct file, struct inode) without opening files: there are
 * no files here. Its own header, so that the host's uapi <linux/fs.h> is
 * never taken for it.
 */
#ifndef _PLATDEV_LINUX_FS_H
#define _PLATDEV_LINUX_FS_H

#include <linux/types.h>

struct file;
struct inode;
struct file_operations;

#endif /* _PLATDEV_LINUX_FS_H */
