// SPDX-License-Identifier: MIT
/*
 * reboot_mode.c - reboot modes (linux/reboot-mode.h): the mode-* table of
 * a device node, consulted by a reboot notifier.
 */
#include <linux/bug.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/reboot-mode.h>
#include <linux/reboot.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/features.h>

#define PREFIX "mode-"

struct mode_info {
	struct list_head list;
	unsigned int magic;
	char mode[];
};

static unsigned int reboot_mode_magic(struct reboot_mode_driver *reboot,
				      const char *cmd)
{
	struct mode_info *info;

	if (!cmd)
		cmd = "normal";
	list_for_each_entry(info, &reboot->head, list)
		if (!strcmp(info->mode, cmd))
			return info->magic;
	return 0;
}

static int reboot_mode_notify(struct notifier_block *nb, unsigned long mode,
			      void *cmd)
{
	struct reboot_mode_driver *reboot =
		container_of(nb, struct reboot_mode_driver, reboot_notifier);
	unsigned int magic = reboot_mode_magic(reboot, cmd);

	(void)mode;
	if (magic)
		reboot->write(reboot, magic);
	return NOTIFY_DONE;
}

static void reboot_mode_free(struct reboot_mode_driver *reboot)
{
	struct mode_info *info, *next;

	list_for_each_entry_safe(info, next, &reboot->head, list) {
		list_del(&info->list);
		kfree(info);
	}
}

/*
 * The "mode-NAME = <magic>" properties of the driver's node, onto its list.
 * Without the device tree there are none: the early return keeps even an
 * unoptimised build free of calls into it.
 */
static int reboot_mode_parse(struct reboot_mode_driver *reboot)
{
	struct device_node *np = reboot->dev->of_node;
	size_t len = strlen(PREFIX);
	struct mode_info *info;
	struct property *prop;
	u32 magic;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return 0;
	for (prop = np ? np->properties : NULL; prop; prop = prop->next) {
		if (strncmp(prop->name, PREFIX, len))
			continue;
		if (of_property_read_u32(np, prop->name, &magic)) {
			dev_err(reboot->dev,
				"reboot mode %s without magic number\n",
				prop->name);
			continue;
		}
		if (!prop->name[len]) {
			dev_err(reboot->dev,
				"invalid mode name(%s): too short!\n",
				prop->name);
			return -EINVAL;
		}
		info = kzalloc(sizeof(*info) + strlen(prop->name + len) + 1,
			       GFP_KERNEL);
		if (!info)
			return -ENOMEM;
		info->magic = magic;
		strcpy(info->mode, prop->name + len);
		list_add_tail(&info->list, &reboot->head);
	}
	return 0;
}

int reboot_mode_register(struct reboot_mode_driver *reboot)
{
	int ret;

	INIT_LIST_HEAD(&reboot->head);
	ret = reboot_mode_parse(reboot);
	if (!ret) {
		reboot->reboot_notifier.notifier_call = reboot_mode_notify;
		ret = register_reboot_notifier(&reboot->reboot_notifier);
		if (!ret)
			return 0;
	}
	reboot_mode_free(reboot);
	return ret;
}

int reboot_mode_unregister(struct reboot_mode_driver *reboot)
{
	unregister_reboot_notifier(&reboot->reboot_notifier);
	reboot_mode_free(reboot);
	return 0;
}

static void devm_reboot_mode_release(struct device *dev, void *res)
{
	(void)dev;
	reboot_mode_unregister(*(struct reboot_mode_driver **)res);
}

static int devm_reboot_mode_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct reboot_mode_driver **)res == data;
}

int devm_reboot_mode_register(struct device *dev,
			      struct reboot_mode_driver *reboot)
{
	struct reboot_mode_driver **dr;
	int ret;

	dr = devres_alloc(devm_reboot_mode_release, sizeof(*dr), GFP_KERNEL);
	if (!dr)
		return -ENOMEM;
	ret = reboot_mode_register(reboot);
	if (ret) {
		devres_free(dr);
		return ret;
	}
	*dr = reboot;
	devres_add(dev, dr);
	return 0;
}

void devm_reboot_mode_unregister(struct device *dev,
				 struct reboot_mode_driver *reboot)
{
	WARN_ON(devres_release(dev, devm_reboot_mode_release,
			       devm_reboot_mode_match, reboot));
}
