// SPDX-License-Identifier: MIT
/*
 * user.c - a program's reads and writes of a memory's bytes
 * (platdev/nvmem.h), as Linux's nvmem sysfs file serves them.
 */
#include <linux/err.h>
#include <linux/minmax.h>
#include <linux/nvmem-consumer.h>
#include <linux/slab.h>
#include <platdev/nvmem.h>

#include "nvmem.h"

/*
 * The error of an access of @count bytes at @offset of @nvmem, as Linux's
 * file checks it (the stride and word size first); 0 when it may go on.
 */
static int user_check(struct nvmem_device *nvmem, size_t offset, size_t count,
		      bool write)
{
	if (offset % (size_t)nvmem->stride || count < (size_t)nvmem->word_size)
		return -EINVAL;
	if (write && offset >= (size_t)nvmem->size)
		return -EFBIG;
	if (write ? !nvmem->reg_write || nvmem->read_only : !nvmem->reg_read)
		return -EPERM;
	return 0;
}

static ssize_t user_io(const char *name, size_t offset, void *buf, size_t count,
		       bool write)
{
	struct nvmem_device *nvmem = nvmem_find_by_name(name);
	int ret;

	if (!nvmem)
		return -ENODEV;
	ret = user_check(nvmem, offset, count, write);
	/* Cut to the end (nothing past it) and to whole words. */
	count = offset < (size_t)nvmem->size ?
			min(count, (size_t)nvmem->size - offset) :
			0;
	count -= count % (size_t)nvmem->word_size;
	if (ret || !count) {
		nvmem_device_put(nvmem);
		return ret;
	}
	if (write)
		ret = nvmem_reg_write(nvmem, (unsigned int)offset, buf, count);
	else
		ret = nvmem_reg_read(nvmem, (unsigned int)offset, buf, count);
	if (!ret)
		platdev_class_device_event(&nvmem->cdev, "%s %zu bytes at %zu",
					   write ? "write" : "read", count,
					   offset);
	nvmem_device_put(nvmem);
	return ret ? ret : (ssize_t)count;
}

ssize_t platdev_nvmem_read(const char *name, size_t offset, void *buf,
			   size_t count)
{
	return user_io(name, offset, buf, count, false);
}

ssize_t platdev_nvmem_write(const char *name, size_t offset, const void *buf,
			    size_t count)
{
	return user_io(name, offset, (void *)buf, count, true);
}

ssize_t platdev_nvmem_size(const char *name)
{
	struct nvmem_device *nvmem = nvmem_find_by_name(name);
	ssize_t size;

	if (!nvmem)
		return -ENODEV;
	size = nvmem->size;
	nvmem_device_put(nvmem);
	return size;
}
