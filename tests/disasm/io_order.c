// SPDX-License-Identifier: MIT
/*
 * io_order.c - one function per register accessor and barrier, compiled by
 * io_order.sh for each architecture and disassembled; the script's table
 * says which instructions each must be. Compiled with PLATDEV_IO_SIM=0,
 * as on bare metal: the accessors' own instructions, with no simulated
 * backend check in front of them.
 */
#include <asm/barrier.h>
#include <linux/io.h>

u32 t_readl(const void __iomem *addr)
{
	return readl(addr);
}

void t_writel(u32 value, void __iomem *addr)
{
	writel(value, addr);
}

u32 t_readl_relaxed(const void __iomem *addr)
{
	return readl_relaxed(addr);
}

void t_writel_relaxed(u32 value, void __iomem *addr)
{
	writel_relaxed(value, addr);
}

void t_mb(void)
{
	mb();
}

void t_rmb(void)
{
	rmb();
}

void t_wmb(void)
{
	wmb();
}

void t_dma_mb(void)
{
	dma_mb();
}

void t_dma_rmb(void)
{
	dma_rmb();
}

void t_dma_wmb(void)
{
	dma_wmb();
}

void t_smp_mb(void)
{
	smp_mb();
}

void t_smp_rmb(void)
{
	smp_rmb();
}

void t_smp_wmb(void)
{
	smp_wmb();
}

u32 t_smp_load_acquire(const u32 *p)
{
	return smp_load_acquire(p);
}

void t_smp_store_release(u32 *p, u32 value)
{
	smp_store_release(p, value);
}
