/* SPDX-License-Identifier: MIT */
/*
 * linux/firmware.h - loading firmware files for devices.
 *
 * A file is looked up by name through the port (platdev_port_firmware_read():
 * on POSIX the folders of PLATDEV_FIRMWARE_PATH, else /lib/firmware; the
 * bare port has no files), read whole into memory, and handed over as a
 * struct firmware until release_firmware(). Errors are Linux's: -ENOENT
 * when no folder holds the file, -EINVAL for a NULL or empty name, -ENOMEM,
 * -EFBIG when it does not fit the caller's buffer. On failure *@fw is set
 * to NULL and, except for the _nowarn and _direct forms, a warning names
 * the file. There is no user-space fallback loader.
 */
#ifndef _PLATDEV_LINUX_FIRMWARE_H
#define _PLATDEV_LINUX_FIRMWARE_H

#include <linux/compiler.h>
#include <linux/gfp.h>
#include <linux/types.h>

#define FW_ACTION_NOUEVENT 0
#define FW_ACTION_UEVENT 1

struct device;
struct module;

/**
 * struct firmware - a loaded file
 * @size: its length in bytes
 * @data: its contents (read-only)
 * @priv: the loader's
 */
struct firmware {
	size_t size;
	const u8 *data;
	void *priv;
};

/**
 * request_firmware() - load the file @name for @device
 * Return: 0 with *@fw set, or a negative errno (see the top) with *@fw
 * NULL.
 */
int request_firmware(const struct firmware **fw, const char *name,
		     struct device *device);
/** firmware_request_nowarn() - request_firmware() without the warning */
int firmware_request_nowarn(const struct firmware **fw, const char *name,
			    struct device *device);
/** request_firmware_direct() - request_firmware() without the warning */
int request_firmware_direct(const struct firmware **fw, const char *name,
			    struct device *device);
/** firmware_request_platform() - request_firmware() */
int firmware_request_platform(const struct firmware **fw, const char *name,
			      struct device *device);

/**
 * request_firmware_into_buf() - request_firmware() into the caller's @buf
 * of @size bytes (->data points into it)
 * Return: 0, -EFBIG when the file is larger than @size, or as
 * request_firmware().
 */
int request_firmware_into_buf(const struct firmware **firmware_p,
			      const char *name, struct device *device,
			      void *buf, size_t size);

/**
 * request_firmware_nowait() - load @name later, on the system work
 * queue, then call @cont(fw, @context) (fw NULL on failure; the callee
 * releases it)
 * Return: 0 when queued, -ENOMEM, -EINVAL for a NULL @name.
 */
int request_firmware_nowait(struct module *module, bool uevent,
			    const char *name, struct device *device, gfp_t gfp,
			    void *context,
			    void (*cont)(const struct firmware *fw,
					 void *context));

/** release_firmware() - free what request_firmware() returned; NULL is a no-op */
void release_firmware(const struct firmware *fw);

/* No firmware cache across suspend here: nothing to do. */
static inline int firmware_request_cache(struct device *device,
					 const char *name)
{
	(void)device;
	(void)name;
	return 0;
}

#endif /* _PLATDEV_LINUX_FIRMWARE_H */
