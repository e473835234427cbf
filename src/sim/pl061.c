// SPDX-License-Identifier: MIT
/*
 * pl061.c - a model of the ARM PrimeCell GPIO (PL061): eight lines, each
 * an input (driven from outside with platdev_sim_pl061_set_input()) or an
 * output (GPIODIR), and an interrupt per line. The control registers are
 * a register table; GPIODATA is the code: its 256 word addresses, where
 * address bits [9:2] mask which lines a read sees and a write changes.
 *
 * Interrupts as the TRM describes them: GPIOIS chooses level (1) or edge
 * (0) sensing, GPIOIBE both edges, GPIOIEV the rising edge or high level
 * (1) or the falling edge or low level (0). An edge latches its bit in
 * GPIORIS until a 1 is written to it in GPIOIC; a level bit follows the
 * line. The one interrupt line (GPIOINTR) is asserted while
 * GPIORIS & GPIOIE. Peripheral ID 0x00041061 (Linux's gpio-pl061 matches
 * it under mask 0x000fffff).
 */
#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/port.h>

#include "sim_private.h"

#define GPIODATA_END 0x400
#define GPIODIR 0x400
#define GPIOIS 0x404
#define GPIOIBE 0x408
#define GPIOIEV 0x40c
#define GPIOIE 0x410
#define GPIORIS 0x414
#define GPIOIC 0x41c

#define NR_LINES 8
#define LINES ((1u << NR_LINES) - 1)

struct pl061 {
	u8 inputs; /* the levels driven onto the pins from outside */
	u8 out; /* the output latch GPIODATA writes */
	u8 pins; /* what the pins are now */
	/* an open-drain net on some lines (sim_pl061_wire()), or NULL */
	const struct sim_pl061_wire_ops *wire;
	void *wire_ctx;
};

/* What the pins read: output lines show the latch, inputs their level. */
static u8 pin_levels(struct platdev_sim_instance *inst, u8 inputs, u8 out)
{
	u8 dir = (u8)platdev_sim_reg_get(inst, GPIODIR);

	return (u8)((out & dir) | (inputs & ~dir));
}

/*
 * The pins went from @old to @now: latch the edges that are armed,
 * recompute the level bits, and drive the interrupt line.
 */
static void sense(struct platdev_sim_instance *inst, u8 old, u8 now)
{
	u32 is = platdev_sim_reg_get(inst, GPIOIS);
	u32 ibe = platdev_sim_reg_get(inst, GPIOIBE);
	u32 iev = platdev_sim_reg_get(inst, GPIOIEV);
	u32 rose = now & ~old, fell = old & ~now;
	u32 edges = (rose | fell) & ibe;
	u32 ris = platdev_sim_reg_get(inst, GPIORIS) & ~is;
	u32 level = ~(now ^ iev) & is; /* high when IEV is 1, low when 0 */

	edges |= ~ibe & ((rose & iev) | (fell & ~iev));
	ris = (ris | (edges & ~is) | level) & LINES;
	platdev_sim_reg_set(inst, GPIORIS, ris);
	platdev_sim_irq_set(inst, 0,
			    (ris & platdev_sim_reg_get(inst, GPIOIE)) != 0);
}

/* Recompute the pins from the inputs and the latch; sense what changed. */
static void pins_update(struct platdev_sim_instance *inst, u8 inputs, u8 out)
{
	struct pl061 *s = platdev_sim_priv(inst);
	u8 now = pin_levels(inst, inputs, out), old;

	platdev_port_core_lock();
	old = s->pins;
	s->pins = now;
	s->inputs = inputs;
	s->out = out;
	platdev_port_core_unlock();
	sense(inst, old, now);
	if (s->wire)
		s->wire->pulled(s->wire_ctx,
				(u8)(platdev_sim_reg_get(inst, GPIODIR) &
				     ~out));
}

static void state(struct platdev_sim_instance *inst, u8 *inputs, u8 *out,
		  u8 *pins)
{
	struct pl061 *s = platdev_sim_priv(inst);

	platdev_port_core_lock();
	*inputs = s->inputs;
	*out = s->out;
	*pins = s->pins;
	platdev_port_core_unlock();
}

/* GPIODATA: address bits [9:2] select the lines. */
static u64 pl061_read(struct platdev_sim_instance *inst, unsigned int window,
		      u64 offset, unsigned int size)
{
	u8 inputs, out, pins;

	struct pl061 *s = platdev_sim_priv(inst);

	if (window || offset >= GPIODATA_END)
		return 0;
	if (s->wire && s->wire->sampled)
		s->wire->sampled(s->wire_ctx);
	state(inst, &inputs, &out, &pins);
	return (pins & (offset >> 2)) & lanes(size);
}

static void pl061_write(struct platdev_sim_instance *inst, unsigned int window,
			u64 offset, u64 value, unsigned int size)
{
	u8 inputs, out, pins, mask = (u8)(offset >> 2);

	(void)size;
	if (window || offset >= GPIODATA_END)
		return;
	state(inst, &inputs, &out, &pins);
	pins_update(inst, inputs, (u8)((out & ~mask) | (value & mask)));
}

/* Direction and sensing changed: the pins and interrupt bits follow. */
static void control_write(struct platdev_sim_instance *inst,
			  const struct platdev_sim_reg *reg, u32 old,
			  u32 written)
{
	u8 inputs, out, pins;

	(void)reg;
	(void)old;
	(void)written;
	state(inst, &inputs, &out, &pins);
	pins_update(inst, inputs, out);
}

static u32 mis_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	(void)reg;
	(void)value;
	return platdev_sim_reg_get(inst, GPIORIS) &
	       platdev_sim_reg_get(inst, GPIOIE);
}

/* GPIOIC clears latched edges; level bits stay while the level does. */
static void ic_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	u32 edge = ~platdev_sim_reg_get(inst, GPIOIS);

	(void)reg;
	(void)old;
	platdev_sim_reg_set(inst, GPIORIS,
			    platdev_sim_reg_get(inst, GPIORIS) &
				    ~(written & edge));
	control_write(inst, reg, old, written);
}

#define CONTROL(n, off)                                \
	{                                              \
		.name = n, .offset = off, .rw = LINES, \
		.on_write = control_write              \
	}

static const struct platdev_sim_reg pl061_regs[] = {
	CONTROL("GPIODIR", GPIODIR),
	CONTROL("GPIOIS", GPIOIS),
	CONTROL("GPIOIBE", GPIOIBE),
	CONTROL("GPIOIEV", GPIOIEV),
	CONTROL("GPIOIE", GPIOIE),
	{ .name = "GPIORIS", .offset = GPIORIS },
	{ .name = "GPIOMIS", .offset = 0x418, .on_read = mis_read },
	{ .name = "GPIOIC", .offset = GPIOIC, .on_write = ic_write },
	{ .name = "GPIOAFSEL", .offset = 0x420, .rw = LINES },
	SIM_PRIMECELL_ID_REGS(0x00041061),
	{ 0 }
};

static void pl061_reset(struct platdev_sim_instance *inst)
{
	struct pl061 *s = platdev_sim_priv(inst);

	platdev_port_core_lock();
	s->out = 0;
	s->pins = s->inputs; /* all inputs after reset */
	platdev_port_core_unlock();
}

static const struct of_device_id pl061_ids[] = { { .compatible = "arm,pl061" },
						 {} };

struct platdev_sim_model sim_pl061_model = {
	.name = "pl061",
	.of_match_table = pl061_ids,
	.regs = pl061_regs,
	.priv_size = sizeof(struct pl061),
	.reset = pl061_reset,
	.read = pl061_read,
	.write = pl061_write,
};

int platdev_sim_pl061_set_input(const struct device_node *np, unsigned int line,
				int level)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_pl061_model);
	u8 inputs, out, pins, bit = (u8)(1u << line);

	if (!inst)
		return -ENOENT;
	if (line >= NR_LINES)
		return -EINVAL;
	state(inst, &inputs, &out, &pins);
	pins_update(inst, level ? inputs | bit : inputs & ~bit, out);
	return 0;
}

int platdev_sim_pl061_get_output(const struct device_node *np)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_pl061_model);
	u8 inputs, out, pins;

	if (!inst)
		return -ENOENT;
	state(inst, &inputs, &out, &pins);
	return pins & (u8)platdev_sim_reg_get(inst, GPIODIR);
}

void sim_pl061_wire(struct platdev_sim_instance *inst,
		    const struct sim_pl061_wire_ops *ops, void *ctx)
{
	struct pl061 *s = platdev_sim_priv(inst);

	s->wire = ops;
	s->wire_ctx = ctx;
}

void sim_pl061_set_levels(struct platdev_sim_instance *inst, u8 mask, u8 levels)
{
	u8 inputs, out, pins;

	state(inst, &inputs, &out, &pins);
	if (((inputs ^ levels) & mask) == 0)
		return;
	pins_update(inst, (u8)((inputs & ~mask) | (levels & mask)), out);
}
