// SPDX-License-Identifier: MIT
/*
 * timeriomem_rng.c - a model of a random number generator read through
 * one 32-bit register ("timeriomem_rng", Linux's timeriomem-rng binding):
 * each read of offset 0 returns a new word of a known sequence (xorshift32
 * from a seed, 1 after reset), so a test can tell the bytes a program got
 * are the device's. The model counts the words it served.
 */
#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include "sim_private.h"

struct timeriomem_rng {
	u32 state; /* the last word served, or the seed */
	unsigned long served;
};

/* The word after @x in the sequence (never 0 after a non-zero seed). */
static u32 next_word(u32 x)
{
	x ^= x << 13;
	x ^= x >> 17;
	x ^= x << 5;
	return x;
}

static u32 data_read(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 value)
{
	struct timeriomem_rng *s = platdev_sim_priv(inst);
	u32 word;

	(void)reg;
	(void)value;
	platdev_port_core_lock();
	word = next_word(s->state);
	s->state = word;
	s->served++;
	platdev_port_core_unlock();
	return word;
}

static const struct platdev_sim_reg timeriomem_rng_regs[] = {
	{ .name = "DATA", .offset = 0, .on_read = data_read },
	{ 0 }
};

static void timeriomem_rng_reset(struct platdev_sim_instance *inst)
{
	struct timeriomem_rng *s = platdev_sim_priv(inst);

	platdev_port_core_lock();
	s->state = 1;
	s->served = 0;
	platdev_port_core_unlock();
}

static const struct of_device_id timeriomem_rng_ids[] = {
	{ .compatible = "timeriomem_rng" },
	{}
};

struct platdev_sim_model sim_timeriomem_rng_model = {
	.name = "timeriomem_rng",
	.of_match_table = timeriomem_rng_ids,
	.regs = timeriomem_rng_regs,
	.priv_size = sizeof(struct timeriomem_rng),
	.reset = timeriomem_rng_reset,
};

u32 platdev_sim_rng_word(u32 seed, unsigned long n)
{
	while (n--)
		seed = next_word(seed);
	return seed;
}

long platdev_sim_rng_served(const struct device_node *np)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_timeriomem_rng_model);
	struct timeriomem_rng *s;
	unsigned long served;

	if (!inst)
		return -ENOENT;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	served = s->served;
	platdev_port_core_unlock();
	return (long)served;
}
