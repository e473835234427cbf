/* SPDX-License-Identifier: MIT */
/*
 * linux/stmp_device.h - the register conventions of Freescale's STMP
 * blocks (i.MX23/i.MX28): each register has SET, CLR and TOG aliases at
 * +0x4, +0x8 and +0xc (writing 1s there sets, clears or toggles those
 * bits), and a block's control register has SFTRST (bit 31) and CLKGATE
 * (bit 30).
 */
#ifndef _PLATDEV_LINUX_STMP_DEVICE_H
#define _PLATDEV_LINUX_STMP_DEVICE_H

#include <linux/compiler.h>

#define STMP_OFFSET_REG_SET 0x4
#define STMP_OFFSET_REG_CLR 0x8
#define STMP_OFFSET_REG_TOG 0xc

/**
 * stmp_reset_block() - soft-reset an STMP block
 * @reset_addr: its control register (SFTRST and CLKGATE)
 *
 * Brings the block out of reset, soft-resets it (sets SFTRST and waits for
 * the hardware to gate the clock in answer, which a block without a soft
 * reset never does: that is not an error), then clears SFTRST and CLKGATE
 * again, each step checked for about a millisecond.
 *
 * Return: 0, or -ETIMEDOUT when SFTRST or CLKGATE does not clear.
 */
int stmp_reset_block(void __iomem *reset_addr);

#endif /* _PLATDEV_LINUX_STMP_DEVICE_H */
