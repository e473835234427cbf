/* SPDX-License-Identifier: MIT */
/*
 * linux/of_net.h - a network device's MAC address from the device tree:
 * its "mac-address", "local-mac-address" or "address" property, else its
 * nvmem cell "mac-address" (src/nvmem/of_net.c). Without the device tree
 * or nvmem the calls return -ENODEV. (Linux's of_get_phy_mode() and the
 * net_device calls are not offered: there are no network devices here.)
 */
#ifndef _LINUX_OF_NET_H
#define _LINUX_OF_NET_H

#include <linux/errno.h>
#include <linux/etherdevice.h>
#include <linux/kconfig.h>
#include <linux/of.h>

#if IS_ENABLED(CONFIG_OF) && IS_ENABLED(CONFIG_NVMEM)
/**
 * of_get_mac_address() - the MAC address of node @np
 * @np: the network device's node
 * @mac: receives ETH_ALEN bytes
 *
 * The first of the properties "mac-address", "local-mac-address" and
 * "address" that is ETH_ALEN bytes and a valid address
 * (is_valid_ether_addr()), else of_get_mac_address_nvmem().
 *
 * Return: 0, -ENODEV for a NULL @np, else of_get_mac_address_nvmem()'s.
 */
int of_get_mac_address(struct device_node *np, u8 *mac);

/**
 * of_get_mac_address_nvmem() - the MAC address in @np's nvmem cell named
 * "mac-address" (through the device's cell lookups when @np is a platform
 * device's node)
 *
 * Return: 0; -EINVAL when the cell is not ETH_ALEN bytes or not a valid
 * address; nvmem_cell_get()'s errors (-ENOENT, -EPROBE_DEFER) and
 * nvmem_cell_read()'s.
 */
int of_get_mac_address_nvmem(struct device_node *np, u8 *mac);
#else
static inline int of_get_mac_address(struct device_node *np, u8 *mac)
{
	(void)np;
	(void)mac;
	return -ENODEV;
}

static inline int of_get_mac_address_nvmem(struct device_node *np, u8 *mac)
{
	(void)np;
	(void)mac;
	return -ENODEV;
}
#endif

#endif /* _LINUX_OF_NET_H */
