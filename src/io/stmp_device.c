// SPDX-License-Identifier: MIT
/*
 * stmp_device.c - the soft reset of an STMP block (linux/stmp_device.h),
 * following the sequence the i.MX23/i.MX28 reference manuals describe.
 */
#include <linux/bits.h>
#include <linux/delay.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/stmp_device.h>

#define STMP_SFTRST BIT(31)
#define STMP_CLKGATE BIT(30)
#define STMP_POLLS 1000 /* about 1 ms, 1 us apart */

/* Wait until (reg & @mask) == @want. Return: 0 or -ETIMEDOUT. */
static int stmp_wait(void __iomem *reg, u32 mask, u32 want)
{
	int n;

	for (n = 0; n < STMP_POLLS; n++) {
		if ((readl(reg) & mask) == want)
			return 0;
		udelay(1);
	}
	return -ETIMEDOUT;
}

/* Clear @mask and wait for it to read back clear. */
static int stmp_clear(void __iomem *reg, u32 mask)
{
	writel(mask, reg + STMP_OFFSET_REG_CLR);
	return stmp_wait(reg, mask, 0);
}

int stmp_reset_block(void __iomem *reset_addr)
{
	int ret;

	/* Out of reset, clock on. */
	ret = stmp_clear(reset_addr, STMP_SFTRST);
	if (ret)
		return ret;
	writel(STMP_CLKGATE, reset_addr + STMP_OFFSET_REG_CLR);
	/* Reset: the block gates its clock once the reset is done. */
	writel(STMP_SFTRST, reset_addr + STMP_OFFSET_REG_SET);
	stmp_wait(reset_addr, STMP_CLKGATE, STMP_CLKGATE);
	ret = stmp_clear(reset_addr, STMP_SFTRST);
	if (!ret)
		ret = stmp_clear(reset_addr, STMP_CLKGATE);
	return ret;
}
