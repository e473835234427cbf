// SPDX-License-Identifier: MIT
/*
 * typed.c - typed platform data (platdev/typed.h) in the tiny profile:
 * static typed data (PLATDEV_PDATA()), typed drivers and checked lookups.
 * Without a heap there are no typed copies (the add/register calls are the
 * other profiles'); a mismatch is an event instead of a line of text. The
 * type identity is src/platform/typed_identity.c, shared.
 */
#include <linux/platform_device.h>
#include <platdev/typed.h>

#include "tiny.h"

/* Whether @pdev's data may be read as @want: untyped data always may. */
static bool pdata_fits(const struct platform_device *pdev,
		       const struct platdev_type *want)
{
	const struct platdev_type *have = platdev_pdata_type(pdev);

	if (!have || !want || platdev_type_same(have, want))
		return true;
	tiny_event(PLATDEV_EV_PDATA_TYPE, &pdev->dev, -ENODEV);
	return false;
}

int platdev_typed_probe(struct platform_device *pdev)
{
	struct platdev_typed_driver *drv =
		container_of(to_platform_driver(pdev->dev.driver),
			     struct platdev_typed_driver, driver);

	if (!pdata_fits(pdev, drv->pdata_type))
		return -ENODEV;
	return drv->probe ? drv->probe(pdev) : 0;
}

int platdev_typed_driver_register(struct platdev_typed_driver *drv)
{
	if (!drv || drv->driver.probe != platdev_typed_probe)
		return tiny_event(PLATDEV_EV_TYPED_DRIVER, NULL, -EINVAL);
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
	if (!pdev || !pdata_fits(pdev, type))
		return NULL;
	return pdev->dev.platform_data;
}

const void *platdev_checked_match_data(const struct device *dev,
				       const struct platdev_type *type)
{
	const struct platform_device *pdev;
	const void *data;

	if (!dev || !type)
		return NULL;
	pdev = to_platform_device(dev);
	if (!pdev->id_entry || !pdev->id_entry->driver_data)
		return NULL;
	data = (const void *)pdev->id_entry->driver_data;
	if (platdev_type_same(platdev_typed_hdr_of(data)->type, type))
		return data;
	tiny_event(PLATDEV_EV_PDATA_TYPE, dev, -EINVAL);
	return NULL;
}
