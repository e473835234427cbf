/* SPDX-License-Identifier: MIT */
/*
 * linux/etherdevice.h - the checks and copies of Ethernet addresses that
 * drivers make on a MAC address read from the tree or an nvmem cell (no
 * network devices here).
 */
#ifndef _LINUX_ETHERDEVICE_H
#define _LINUX_ETHERDEVICE_H

#include <linux/if_ether.h>
#include <linux/random.h>
#include <linux/string.h>
#include <linux/types.h>

struct device;

/** is_zero_ether_addr() - whether @addr is 00:00:00:00:00:00 */
static inline bool is_zero_ether_addr(const u8 *addr)
{
	return !(addr[0] | addr[1] | addr[2] | addr[3] | addr[4] | addr[5]);
}

/** is_multicast_ether_addr() - whether @addr is a group address (the
 * broadcast address is one) */
static inline bool is_multicast_ether_addr(const u8 *addr)
{
	return addr[0] & 0x01;
}

/** is_local_ether_addr() - whether @addr is locally administered */
static inline bool is_local_ether_addr(const u8 *addr)
{
	return addr[0] & 0x02;
}

/** is_broadcast_ether_addr() - whether @addr is FF:FF:FF:FF:FF:FF */
static inline bool is_broadcast_ether_addr(const u8 *addr)
{
	return (addr[0] & addr[1] & addr[2] & addr[3] & addr[4] & addr[5]) ==
	       0xff;
}

/** is_unicast_ether_addr() - whether @addr is an individual address */
static inline bool is_unicast_ether_addr(const u8 *addr)
{
	return !is_multicast_ether_addr(addr);
}

/**
 * is_valid_ether_addr() - whether @addr can be a station's address:
 * neither all zeros nor a group (or broadcast) address
 */
static inline bool is_valid_ether_addr(const u8 *addr)
{
	return !is_multicast_ether_addr(addr) && !is_zero_ether_addr(addr);
}

/** eth_zero_addr() - set @addr to 00:00:00:00:00:00 */
static inline void eth_zero_addr(u8 *addr)
{
	memset(addr, 0, ETH_ALEN);
}

/** eth_broadcast_addr() - set @addr to FF:FF:FF:FF:FF:FF */
static inline void eth_broadcast_addr(u8 *addr)
{
	memset(addr, 0xff, ETH_ALEN);
}

/** eth_random_addr() - a random locally administered unicast address */
static inline void eth_random_addr(u8 *addr)
{
	get_random_bytes(addr, ETH_ALEN);
	addr[0] &= 0xfe; /* individual */
	addr[0] |= 0x02; /* locally administered */
}

/** ether_addr_copy() - copy an Ethernet address */
static inline void ether_addr_copy(u8 *dst, const u8 *src)
{
	memcpy(dst, src, ETH_ALEN);
}

/** ether_addr_equal() - whether two Ethernet addresses are the same */
static inline bool ether_addr_equal(const u8 *addr1, const u8 *addr2)
{
	return !memcmp(addr1, addr2, ETH_ALEN);
}

/** ether_addr_to_u64() - @addr as a number, its first byte the highest */
static inline u64 ether_addr_to_u64(const u8 *addr)
{
	u64 u = 0;
	int i;

	for (i = 0; i < ETH_ALEN; i++)
		u = u << 8 | addr[i];
	return u;
}

/** u64_to_ether_addr() - the low 48 bits of @u as an address */
static inline void u64_to_ether_addr(u64 u, u8 *addr)
{
	int i;

	for (i = ETH_ALEN - 1; i >= 0; i--, u >>= 8)
		addr[i] = (u8)u;
}

/** eth_addr_inc() - the address after @addr */
static inline void eth_addr_inc(u8 *addr)
{
	u64_to_ether_addr(ether_addr_to_u64(addr) + 1, addr);
}

/** eth_addr_add() - @addr plus @offset */
static inline void eth_addr_add(u8 *addr, long offset)
{
	u64_to_ether_addr(ether_addr_to_u64(addr) + (u64)offset, addr);
}

#endif /* _LINUX_ETHERDEVICE_H */
