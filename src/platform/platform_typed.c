// SPDX-License-Identifier: MIT
/*
 * platform_typed.c - platform data and match data that carry their type:
 * attaching it, checking it at probe, fetching it. See platdev/typed.h.
 */
#include <stdio.h>
#include <string.h>

#include <linux/of_device.h>
#include <platdev/features.h>
#include <platdev/typed.h>

#include "base/base.h"
#include "platform/platform.h"

/* A header and a copy of @size bytes of @data behind it; NULL if no memory. */
static void *typed_copy(const struct platdev_type *type, const void *data,
			size_t size)
{
	struct platdev_typed_hdr *hdr;
	size_t bytes;

	if (__builtin_add_overflow(sizeof(*hdr), size, &bytes))
		return NULL;
	hdr = platdev_port_alloc(bytes);
	if (!hdr)
		return NULL;
	hdr->type = type;
	memcpy(hdr + 1, data, size);
	return hdr + 1;
}

int platdev_device_add_typed_data(struct platform_device *pdev,
				  const struct platdev_type *type,
				  const void *data, size_t size)
{
	void *copy = NULL;

	if (!pdev || !type)
		return -EINVAL;
	if (data && size != type->size) {
		pr_err("%s: %zu bytes of platform data given as %s, which has %zu\n",
		       pdev->name ? pdev->name : "(unnamed)", size, type->name,
		       type->size);
		return -EINVAL;
	}
	if (data) {
		copy = typed_copy(type, data, size);
		if (!copy)
			return -ENOMEM;
	}
	platdev_port_free(platform_data_allocation(pdev));
	pdev->dev.platform_data = copy;
	pdev->platdev_typed_pdata = copy != NULL;
	return 0;
}

struct platform_device *
platdev_device_register_typed_data(struct device *parent, const char *name,
				   int id, const struct platdev_type *type,
				   const void *data, size_t size)
{
	struct platform_device *pdev;
	int ret;

	if (!type || !name || !*name)
		return ERR_PTR(-EINVAL);
	pdev = platform_device_alloc(name, id);
	if (!pdev)
		return ERR_PTR(-ENOMEM);
	pdev->dev.parent = parent;
	ret = platdev_device_add_typed_data(pdev, type, data, size);
	if (!ret)
		ret = platform_device_add(pdev);
	if (ret) {
		platform_device_put(pdev);
		return ERR_PTR(ret);
	}
	return pdev;
}

static struct platdev_typed_driver *
to_typed_driver(const struct platform_device *pdev)
{
	struct device_driver *drv = pdev->dev.driver;

	return container_of(to_platform_driver(drv), struct platdev_typed_driver,
			    driver);
}

/*
 * Whether the device's data may go to @driver (NULL: a caller of
 * platdev_get_platdata()) expecting @want: untyped data cannot be checked
 * and passes, as in Linux. A refusal is logged naming both types; for a
 * driver through dev_err_probe(), so that the device keeps it as the
 * reason it is not bound.
 */
static bool pdata_fits(const struct platform_device *pdev,
		       const struct platdev_type *want, const char *driver)
{
	const struct platdev_type *have = platdev_pdata_type(pdev);
	char who[64], msg[160];

	if (!have || !want || platdev_type_same(have, want))
		return true;
	snprintf(who, sizeof(who), "%s%s", driver ? "the driver " : "the caller",
		 driver ? driver : "");
	if (!strcmp(have->name, want->name))
		snprintf(msg, sizeof(msg),
			 "platform data is %s of %zu bytes, %s expects %zu bytes",
			 have->name, have->size, who, want->size);
	else
		snprintf(msg, sizeof(msg), "platform data is %s, %s expects %s",
			 have->name, who, want->name);
	if (driver)
		dev_err_probe(&pdev->dev, -ENODEV, "%s\n", msg);
	else
		dev_warn(&pdev->dev, "%s\n", msg);
	return false;
}

int platdev_typed_probe(struct platform_device *pdev)
{
	struct platdev_typed_driver *drv = to_typed_driver(pdev);

	if (!pdata_fits(pdev, drv->pdata_type, drv->driver.driver.name))
		return -ENODEV;
	return drv->probe ? drv->probe(pdev) : 0;
}

int platdev_typed_driver_register(struct platdev_typed_driver *drv)
{
	if (!drv || drv->driver.probe != platdev_typed_probe) {
		pr_err("platdev_typed_driver_register: %s is not declared with PLATDEV_TYPED_DRIVER()\n",
		       drv && drv->driver.driver.name ? drv->driver.driver.name :
							"a driver");
		return -EINVAL;
	}
	return platform_driver_register(&drv->driver);
}

void platdev_typed_driver_unregister(struct platdev_typed_driver *drv)
{
	if (drv)
		platform_driver_unregister(&drv->driver);
}

void *platdev_checked_platdata(const struct platform_device *pdev,
			       const struct platdev_type *type)
{
	if (!pdev || !pdata_fits(pdev, type, NULL))
		return NULL;
	return pdev->dev.platform_data;
}

/* The data of the entry that matched @dev: device tree first, then id_table. */
static const void *match_data(const struct device *dev)
{
	const struct platform_device *pdev;

	if (platdev_has(PLATDEV_FEAT_OF)) {
		const void *data = of_device_get_match_data(dev);

		if (data)
			return data;
	}
	if (!dev_is_platform(dev))
		return NULL;
	pdev = to_platform_device(dev);
	return pdev->id_entry ? (const void *)pdev->id_entry->driver_data :
				NULL;
}

const void *platdev_checked_match_data(const struct device *dev,
				       const struct platdev_type *type)
{
	const struct platdev_type *have;
	const void *data;

	if (!dev || !type)
		return NULL;
	data = match_data(dev);
	if (!data)
		return NULL;
	have = platdev_typed_hdr_of(data)->type;
	if (platdev_type_same(have, type))
		return data;
	dev_warn(dev, "match data is %s, the caller expects %s\n",
		 have ? have->name : "untyped", type->name);
	return NULL;
}
