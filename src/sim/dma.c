// SPDX-License-Identifier: MIT
/*
 * dma.c - a model's DMA: reading and writing memory through the bus
 * addresses of live mappings (src/dma/mapping.c keeps them).
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/dma.h>

#include "sim/sim_private.h"

static int sim_dma(struct platdev_sim_instance *inst, dma_addr_t addr,
		   void *buf, size_t len, bool write)
{
	int ret;

	if (!inst)
		return -EINVAL;
	ret = platdev_dma_access(addr, buf, len, write, NULL);
	if (ret) {
		inst->faults++;
		pr_err("sim: %s: DMA %s of %zu bytes at bus address %#llx refused: %s\n",
		       of_node_full_name(inst->np), write ? "write" : "read",
		       len, (unsigned long long)addr,
		       ret == -EACCES ? "the mapping is DMA_TO_DEVICE" :
		       ret == -EFAULT ? "no live mapping holds it" :
					"bad arguments");
	}
	return ret;
}

int platdev_sim_dma_read(struct platdev_sim_instance *inst, dma_addr_t addr,
			 void *buf, size_t len)
{
	return sim_dma(inst, addr, buf, len, false);
}

int platdev_sim_dma_write(struct platdev_sim_instance *inst, dma_addr_t addr,
			  const void *buf, size_t len)
{
	return sim_dma(inst, addr, (void *)buf, len, true);
}
