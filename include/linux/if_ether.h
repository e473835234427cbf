/* SPDX-License-Identifier: MIT */
/*
 * linux/if_ether.h - the sizes of Ethernet addresses and frames, and the
 * EtherTypes drivers name most, as Linux's uapi header gives them.
 */
#ifndef _LINUX_IF_ETHER_H
#define _LINUX_IF_ETHER_H

#include <linux/types.h>

#define ETH_ALEN 6 /* bytes of an Ethernet address */
#define ETH_TLEN 2 /* bytes of the type field */
#define ETH_HLEN 14 /* bytes of a header */
#define ETH_ZLEN 60 /* shortest frame, without its FCS */
#define ETH_DATA_LEN 1500 /* longest payload */
#define ETH_FRAME_LEN 1514 /* longest frame, without its FCS */
#define ETH_FCS_LEN 4 /* bytes of the frame check sequence */

#define ETH_P_LOOP 0x0060
#define ETH_P_IP 0x0800
#define ETH_P_ARP 0x0806
#define ETH_P_8021Q 0x8100
#define ETH_P_IPV6 0x86DD
#define ETH_P_8021AD 0x88A8

#endif /* _LINUX_IF_ETHER_H */
