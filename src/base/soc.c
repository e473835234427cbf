// SPDX-License-Identifier: MIT
/*
 * soc.c - SoC devices and soc_device_match() (linux/sys_soc.h).
 */
#include <linux/err.h>
#include <linux/glob.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/slab.h>
#include <linux/sys_soc.h>
#include <platdev/features.h>

struct soc_device {
	struct device dev;
	struct soc_device_attribute *attr;
	unsigned int num;
	struct list_head node; /* in soc_devices, while registered */
};

static LIST_HEAD(soc_devices);
static DEFINE_MUTEX(soc_devices_lock);

static void soc_release(struct device *dev)
{
	kfree(container_of(dev, struct soc_device, dev));
}

/* The lowest number no registered SoC has. List lock. */
static unsigned int free_number(void)
{
	struct soc_device *soc;
	unsigned int num = 0;
	bool taken;

	do {
		taken = false;
		list_for_each_entry(soc, &soc_devices, node) {
			if (soc->num == num) {
				taken = true;
				num++;
				break;
			}
		}
	} while (taken);
	return num;
}

static void fill_machine(struct soc_device_attribute *attr)
{
	struct device_node *root;

	if (!platdev_has(PLATDEV_FEAT_OF) || attr->machine)
		return;
	root = of_find_node_by_path("/");
	if (root) {
		of_property_read_string(root, "model", &attr->machine);
		of_node_put(root);
	}
}

struct soc_device *soc_device_register(struct soc_device_attribute *attr)
{
	struct soc_device *soc;
	int ret;

	if (!attr)
		return ERR_PTR(-EINVAL);
	fill_machine(attr);
	soc = kzalloc(sizeof(*soc), GFP_KERNEL);
	if (!soc)
		return ERR_PTR(-ENOMEM);
	soc->attr = attr;
	soc->dev.release = soc_release;
	device_initialize(&soc->dev);
	mutex_lock(&soc_devices_lock);
	soc->num = free_number();
	ret = dev_set_name(&soc->dev, "soc%u", soc->num);
	if (!ret)
		ret = device_add(&soc->dev);
	if (!ret)
		list_add_tail(&soc->node, &soc_devices);
	mutex_unlock(&soc_devices_lock);
	if (ret) {
		put_device(&soc->dev);
		return ERR_PTR(ret);
	}
	return soc;
}

void soc_device_unregister(struct soc_device *soc)
{
	if (IS_ERR_OR_NULL(soc))
		return;
	mutex_lock(&soc_devices_lock);
	list_del(&soc->node);
	mutex_unlock(&soc_devices_lock);
	device_unregister(&soc->dev);
}

struct device *soc_device_to_device(struct soc_device *soc)
{
	return &soc->dev;
}

/* Whether @field, a pattern or NULL (anything), accepts @value. */
static bool field_matches(const char *pattern, const char *value)
{
	return !pattern || (value && glob_match(pattern, value));
}

static bool soc_matches(const struct soc_device_attribute *attr,
			const struct soc_device_attribute *m)
{
	return field_matches(m->machine, attr->machine) &&
	       field_matches(m->family, attr->family) &&
	       field_matches(m->revision, attr->revision) &&
	       field_matches(m->soc_id, attr->soc_id);
}

const struct soc_device_attribute *
soc_device_match(const struct soc_device_attribute *matches)
{
	const struct soc_device_attribute *found = NULL;
	struct soc_device *soc;

	if (!matches)
		return NULL;
	mutex_lock(&soc_devices_lock);
	for (; !found && (matches->machine || matches->family ||
			  matches->revision || matches->soc_id);
	     matches++) {
		list_for_each_entry(soc, &soc_devices, node) {
			if (soc_matches(soc->attr, matches)) {
				found = matches;
				break;
			}
		}
	}
	mutex_unlock(&soc_devices_lock);
	return found;
}
