// SPDX-License-Identifier: MIT
/*
 * bcm2835_pwm.c - a model of the Broadcom BCM2835 PWM controller (the
 * Raspberry Pi's), declarative: two channels, each with a range register
 * (the period in clock cycles, RNGn) and a data register (the active
 * cycles, DATn), and one control register with a byte per channel (bit 0
 * enable, bit 4 polarity, bit 7 mark-space mode).
 */
#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/sim.h>

#include "sim_private.h"

#define PWM_CTL 0x00
#define PWM_STA 0x04
#define PWM_DMAC 0x08
#define PWM_RNG(ch) (0x10 + (ch)*0x10)
#define PWM_DAT(ch) (0x14 + (ch)*0x10)
#define PWM_FIF1 0x18

static const struct platdev_sim_reg bcm2835_pwm_regs[] = {
	{ .name = "CTL", .offset = PWM_CTL, .rw = 0xbfff },
	{ .name = "STA", .offset = PWM_STA, .reset = 0x2, .w1c = 0x1fc },
	{ .name = "DMAC", .offset = PWM_DMAC, .reset = 0x707, .rw = 0x8000ffff },
	{ .name = "RNG1", .offset = PWM_RNG(0), .reset = 0x20, .rw = ~0u },
	{ .name = "DAT1", .offset = PWM_DAT(0), .rw = ~0u },
	{ .name = "FIF1", .offset = PWM_FIF1, .rw = ~0u },
	{ .name = "RNG2", .offset = PWM_RNG(1), .reset = 0x20, .rw = ~0u },
	{ .name = "DAT2", .offset = PWM_DAT(1), .rw = ~0u },
	{}
};

static const struct of_device_id bcm2835_pwm_ids[] = {
	{ .compatible = "brcm,bcm2835-pwm" },
	{}
};

struct platdev_sim_model sim_bcm2835_pwm_model = {
	.name = "bcm2835-pwm",
	.of_match_table = bcm2835_pwm_ids,
	.regs = bcm2835_pwm_regs,
};

int platdev_sim_bcm2835_pwm_get(const struct device_node *np,
				unsigned int channel,
				struct platdev_sim_pwm_channel *out)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_bcm2835_pwm_model);
	u32 ctl;

	if (!inst || channel > 1 || !out)
		return -ENOENT;
	ctl = platdev_sim_reg_get(inst, PWM_CTL) >> (channel * 8);
	out->range = platdev_sim_reg_get(inst, PWM_RNG(channel));
	out->data = platdev_sim_reg_get(inst, PWM_DAT(channel));
	out->enabled = ctl & 0x01;
	out->inversed = ctl & 0x10;
	return 0;
}
