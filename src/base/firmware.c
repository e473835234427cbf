// SPDX-License-Identifier: MIT
/*
 * firmware.c - the firmware loader (linux/firmware.h), as Linux's
 * drivers/base/firmware_loader without its fallbacks: the port reads the
 * file, this file wraps it in a struct firmware.
 */
#include <linux/device.h>
#include <linux/firmware.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/workqueue.h>
#include <platdev/port.h>

enum {
	FW_OPT_WARN = 1 << 0,
};

/* Load @name into a new firmware (or into @buf of @size). */
static int fw_load(const struct firmware **fw, const char *name,
		   struct device *device, void *buf, size_t size,
		   unsigned int opts)
{
	struct firmware *f;
	void *data = NULL;
	size_t len = 0;
	int ret;

	if (!fw)
		return -EINVAL;
	*fw = NULL;
	if (!name || !*name)
		return -EINVAL;
	f = kzalloc(sizeof(*f), GFP_KERNEL);
	if (!f)
		return -ENOMEM;
	ret = platdev_port_firmware_read(name, &data, &len);
	if (!ret && buf) {
		if (len > size) {
			ret = -EFBIG;
		} else {
			memcpy(buf, data, len);
			platdev_port_free(data);
			data = NULL;
		}
	}
	if (ret) {
		platdev_port_free(data);
		kfree(f);
		if (opts & FW_OPT_WARN)
			dev_warn(
				device,
				"Direct firmware load for %s failed with error %d\n",
				name, ret);
		return ret;
	}
	f->size = len;
	f->data = buf ? buf : data;
	f->priv = data; /* what release_firmware() frees */
	*fw = f;
	return 0;
}

int request_firmware(const struct firmware **fw, const char *name,
		     struct device *device)
{
	return fw_load(fw, name, device, NULL, 0, FW_OPT_WARN);
}

int firmware_request_nowarn(const struct firmware **fw, const char *name,
			    struct device *device)
{
	return fw_load(fw, name, device, NULL, 0, 0);
}

int request_firmware_direct(const struct firmware **fw, const char *name,
			    struct device *device)
{
	return fw_load(fw, name, device, NULL, 0, 0);
}

int firmware_request_platform(const struct firmware **fw, const char *name,
			      struct device *device)
{
	return fw_load(fw, name, device, NULL, 0, FW_OPT_WARN);
}

int request_firmware_into_buf(const struct firmware **firmware_p,
			      const char *name, struct device *device,
			      void *buf, size_t size)
{
	if (!buf)
		return -EINVAL;
	return fw_load(firmware_p, name, device, buf, size, FW_OPT_WARN);
}

void release_firmware(const struct firmware *fw)
{
	if (!fw)
		return;
	platdev_port_free(fw->priv);
	kfree(fw);
}

struct fw_async {
	struct work_struct work;
	struct device *device;
	const char *name;
	void *context;
	void (*cont)(const struct firmware *fw, void *context);
};

static void fw_async_work(struct work_struct *work)
{
	struct fw_async *a = container_of(work, struct fw_async, work);
	const struct firmware *fw;

	fw_load(&fw, a->name, a->device, NULL, 0, FW_OPT_WARN);
	a->cont(fw, a->context);
	if (a->device)
		put_device(a->device);
	kfree(a->name);
	kfree(a);
}

int request_firmware_nowait(struct module *module, bool uevent,
			    const char *name, struct device *device, gfp_t gfp,
			    void *context,
			    void (*cont)(const struct firmware *fw,
					 void *context))
{
	struct fw_async *a;

	(void)module;
	(void)uevent;
	if (!name || !cont)
		return -EINVAL;
	a = kzalloc(sizeof(*a), gfp);
	if (!a)
		return -ENOMEM;
	a->name = kstrdup(name, gfp);
	if (!a->name) {
		kfree(a);
		return -ENOMEM;
	}
	a->device = device ? get_device(device) : NULL;
	a->context = context;
	a->cont = cont;
	INIT_WORK(&a->work, fw_async_work);
	schedule_work(&a->work);
	return 0;
}
