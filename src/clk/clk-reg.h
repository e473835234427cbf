/* SPDX-License-Identifier: MIT */
/*
 * clk-reg.h - the register accesses the basic clocks (gate, divider)
 * share: a 32-bit register of either byte order, updated under the
 * provider's lock or with a "hiword" mask.
 */
#ifndef _PLATDEV_SRC_CLK_REG_H
#define _PLATDEV_SRC_CLK_REG_H

#include <linux/io.h>
#include <linux/spinlock.h>

static inline u32 clk_reg_read(void __iomem *reg, bool big_endian)
{
	return big_endian ? ioread32be(reg) : readl(reg);
}

static inline void clk_reg_write(void __iomem *reg, bool big_endian, u32 v)
{
	if (big_endian)
		iowrite32be(v, reg);
	else
		writel(v, reg);
}

/*
 * Set the bits of @mask in @reg to those of @val: with @hiword one write
 * of @val and @mask << 16 (the hardware keeps the other bits), else a
 * read-modify-write under @lock (when there is one).
 */
static inline void clk_reg_update(void __iomem *reg, spinlock_t *lock,
				  bool big_endian, bool hiword, u32 mask,
				  u32 val)
{
	unsigned long flags = 0;
	u32 v;

	if (hiword) {
		clk_reg_write(reg, big_endian, (mask << 16) | val);
		return;
	}
	if (lock)
		spin_lock_irqsave(lock, flags);
	v = clk_reg_read(reg, big_endian);
	clk_reg_write(reg, big_endian, (v & ~mask) | (val & mask));
	if (lock)
		spin_unlock_irqrestore(lock, flags);
}

#endif /* _PLATDEV_SRC_CLK_REG_H */
