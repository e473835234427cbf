// SPDX-License-Identifier: MIT
/*
 * efuse.c - a model of a memory-mapped eFuse block read a byte (or a
 * word) at a time ("socionext,uniphier-efuse", Linux's uniphier-efuse
 * binding): 256 bytes of fuses, all 0 until a test programs them with
 * platdev_sim_efuse_program() (a blown fuse stays 1, as in silicon; a
 * board reset keeps them). Writes from the bus are ignored. The model
 * counts the bytes it served.
 */
#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "sim_private.h"

#define EFUSE_BYTES 256

struct efuse {
	u8 fuse[EFUSE_BYTES];
	unsigned long served;
};

static u64 efuse_read(struct platdev_sim_instance *inst, unsigned int window,
		      u64 offset, unsigned int size)
{
	struct efuse *s = platdev_sim_priv(inst);
	u64 value = 0;
	unsigned int i;

	if (window)
		return 0;
	platdev_port_core_lock();
	for (i = 0; i < size; i++) {
		if (offset + i < EFUSE_BYTES)
			value |= (u64)s->fuse[offset + i] << (8 * i);
	}
	s->served += size;
	platdev_port_core_unlock();
	return value;
}

static void efuse_write(struct platdev_sim_instance *inst, unsigned int window,
			u64 offset, u64 value, unsigned int size)
{
	/* One-time programmable through a sequence this model lacks. */
	(void)inst;
	(void)window;
	(void)offset;
	(void)value;
	(void)size;
}

static const struct of_device_id efuse_ids[] = {
	{ .compatible = "socionext,uniphier-efuse" },
	{}
};

struct platdev_sim_model sim_efuse_model = {
	.name = "efuse",
	.of_match_table = efuse_ids,
	.priv_size = sizeof(struct efuse),
	.read = efuse_read,
	.write = efuse_write,
};

int platdev_sim_efuse_program(const struct device_node *np, unsigned int offset,
			      const void *buf, size_t len)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_efuse_model);
	const u8 *p = buf;
	struct efuse *s;
	size_t i;

	if (!inst)
		return -ENOENT;
	if (offset > EFUSE_BYTES || len > EFUSE_BYTES - offset)
		return -EINVAL;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	for (i = 0; i < len; i++)
		s->fuse[offset + i] |= p[i];
	platdev_port_core_unlock();
	return 0;
}

long platdev_sim_efuse_served(const struct device_node *np)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_efuse_model);
	struct efuse *s;
	unsigned long served;

	if (!inst)
		return -ENOENT;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	served = s->served;
	platdev_port_core_unlock();
	return (long)served;
}
