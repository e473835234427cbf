// SPDX-License-Identifier: MIT
/*
 * of_net.c - a network device's MAC address from the device tree or its
 * nvmem cell "mac-address" (linux/of_net.h).
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/etherdevice.h>
#include <linux/nvmem-consumer.h>
#include <linux/of.h>
#include <linux/of_net.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <platdev/features.h>

/* The cell's value as the address, if it is ETH_ALEN bytes and valid. */
static int mac_from_cell(struct nvmem_cell *cell, u8 *addr)
{
	size_t len;
	u8 *mac;

	if (IS_ERR(cell))
		return PTR_ERR(cell);
	mac = nvmem_cell_read(cell, &len);
	nvmem_cell_put(cell);
	if (IS_ERR(mac))
		return PTR_ERR(mac);
	if (len != ETH_ALEN || !is_valid_ether_addr(mac)) {
		kfree(mac);
		return -EINVAL;
	}
	ether_addr_copy(addr, mac);
	kfree(mac);
	return 0;
}

int of_get_mac_address_nvmem(struct device_node *np, u8 *addr)
{
	struct platform_device *pdev;
	int ret;

	if (!platdev_has(PLATDEV_FEAT_OF))
		return -ENODEV;
	/* A device's cell lookups count too: ask through the device. */
	pdev = of_find_device_by_node(np);
	if (pdev) {
		ret = mac_from_cell(nvmem_cell_get(&pdev->dev, "mac-address"),
				    addr);
		put_device(&pdev->dev);
		return ret;
	}
	return mac_from_cell(of_nvmem_cell_get(np, "mac-address"), addr);
}

/* Property @name of @np as the address, if it is ETH_ALEN bytes and valid. */
static bool mac_from_property(struct device_node *np, const char *name,
			      u8 *addr)
{
	int len;
	const u8 *p = of_get_property(np, name, &len);

	if (!p || len != ETH_ALEN || !is_valid_ether_addr(p))
		return false;
	memcpy(addr, p, ETH_ALEN);
	return true;
}

int of_get_mac_address(struct device_node *np, u8 *addr)
{
	if (!platdev_has(PLATDEV_FEAT_OF) || !np)
		return -ENODEV;
	if (mac_from_property(np, "mac-address", addr) ||
	    mac_from_property(np, "local-mac-address", addr) ||
	    mac_from_property(np, "address", addr))
		return 0;
	return of_get_mac_address_nvmem(np, addr);
}
