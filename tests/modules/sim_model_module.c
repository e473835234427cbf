// SPDX-License-Identifier: MIT
/*
 * sim_model_module.c - a device-model module for `platdev --model`: QEMU's
 * fw-cfg MMIO device, reduced to its signature register (the selector
 * reads "QEMU" after reset), declared as a register table.
 */
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <platdev/sim.h>

static const struct platdev_sim_reg fw_cfg_regs[] = {
	{ .name = "DATA", .offset = 0x0, .reset = 0x554d4551 }, /* "QEMU" */
	{ .name = "SELECTOR", .offset = 0x8, .rw = 0xffff },
	{}
};

static const struct of_device_id fw_cfg_ids[] = {
	{ .compatible = "qemu,fw-cfg-mmio" },
	{}
};

static struct platdev_sim_model fw_cfg_model = {
	.name = "fw-cfg",
	.of_match_table = fw_cfg_ids,
	.regs = fw_cfg_regs,
};
module_platdev_sim_model(fw_cfg_model);
