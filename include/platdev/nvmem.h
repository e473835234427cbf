/* SPDX-License-Identifier: MIT */
/*
 * platdev/nvmem.h - what a program does with the non-volatile memories
 * the drivers registered, as Linux user space does with
 * /sys/bus/nvmem/devices/<name>/nvmem: read and write their bytes and
 * learn their size. A memory's name is its class device's ("nvmem" class,
 * platdev/class.h): "nvmem0", a driver's config name, ...
 */
#ifndef _PLATDEV_NVMEM_H
#define _PLATDEV_NVMEM_H

#include <stddef.h>
#include <sys/types.h>

/**
 * platdev_nvmem_read() - read up to @count bytes at @offset of the memory
 * @name, as pread(2) of its nvmem file
 * @name: the memory's name
 * @offset: where, a multiple of its stride
 * @buf: receives the bytes
 * @count: how many; cut to the memory's size and to whole words
 *
 * Return: the bytes read, 0 at or past the end; -ENODEV for no such
 * memory, -EINVAL for an offset off the stride or fewer bytes than a word,
 * -EPERM when it cannot be read, or the driver's error.
 */
ssize_t platdev_nvmem_read(const char *name, size_t offset, void *buf,
			   size_t count);

/**
 * platdev_nvmem_write() - write up to @count bytes at @offset, as
 * pwrite(2) of its nvmem file
 *
 * Return: the bytes written; -ENODEV, -EINVAL as for reads, -EFBIG at or
 * past the end, -EPERM for a read-only memory, or the driver's error.
 */
ssize_t platdev_nvmem_write(const char *name, size_t offset, const void *buf,
			    size_t count);

/**
 * platdev_nvmem_size() - the memory's size in bytes, as its nvmem file's
 * Return: it, or -ENODEV for no such memory.
 */
ssize_t platdev_nvmem_size(const char *name);

#endif /* _PLATDEV_NVMEM_H */
