// SPDX-License-Identifier: MIT
/*
 * sp805.c - a model of the ARM PrimeCell watchdog (SP805). A 32-bit
 * counter runs down at the watchdog clock's rate (the first of the node's
 * "clocks", read as a fixed clock's "clock-frequency", or the node's own
 * "clock-frequency") while WdogControl's INTEN is set. Stepping past 0 it
 * raises the interrupt (WdogRIS; the line is WdogMIS) and reloads from
 * WdogLoad; stepping past 0 again with the interrupt still raised asserts
 * the reset output when RESEN is set: the board is reset
 * (platdev_sim_board_reset()), and the watchdog with it. Writing WdogLoad
 * reloads the counter; writing WdogIntClr clears the interrupt and
 * reloads; setting INTEN reloads. Every register but WdogLock ignores
 * writes unless WdogLock was written 0x1ACCE551. Peripheral ID 0x00141805,
 * also at the end of a window larger than the block's 4 KiB.
 */
#include <linux/mod_devicetable.h>
#include <linux/of.h>
#include <platdev/port.h>

#include "sim_private.h"

#define WDOGLOAD 0x000
#define WDOGVALUE 0x004
#define WDOGCONTROL 0x008
#define WDOGINTCLR 0x00c
#define WDOGRIS 0x010
#define WDOGMIS 0x014
#define WDOGLOCK 0xc00

#define CTRL_INTEN (1u << 0)
#define CTRL_RESEN (1u << 1)
#define INT_BIT (1u << 0)
#define UNLOCK_KEY 0x1acce551u

#define SP805_PID 0x00141805u
#define PRIMECELL_CID 0xb105f00du

struct sp805 {
	struct platdev_sim_timer timer;
	u32 rate; /* counter ticks per second; 0: it never moves */
	u32 from; /* the counter at @since */
	u64 since;
	bool unlocked;
};

/* Ticks of @rate in @ns, without overflowing for long waits. */
static u64 ns_to_ticks(u64 ns, u32 rate)
{
	return ns / NSEC_PER_SEC * rate +
	       ns % NSEC_PER_SEC * rate / NSEC_PER_SEC;
}

/* The first moment @ticks have passed. */
static u64 ticks_to_ns(u64 ticks, u32 rate)
{
	return ticks / rate * NSEC_PER_SEC +
	       (ticks % rate * NSEC_PER_SEC + rate - 1) / rate;
}

static bool counting(struct platdev_sim_instance *inst)
{
	struct sp805 *s = platdev_sim_priv(inst);

	return s->rate && (platdev_sim_reg_get(inst, WDOGCONTROL) & CTRL_INTEN);
}

static void update_line(struct platdev_sim_instance *inst)
{
	bool on = (platdev_sim_reg_get(inst, WDOGRIS) & INT_BIT) &&
		  (platdev_sim_reg_get(inst, WDOGCONTROL) & CTRL_INTEN);

	platdev_sim_irq_set(inst, 0, on);
}

/* Count down from @value now; the next step past 0 is @value + 1 ticks away. */
static void reload(struct platdev_sim_instance *inst, u32 value)
{
	struct sp805 *s = platdev_sim_priv(inst);
	u64 now = platdev_sim_time_now();

	platdev_port_core_lock();
	s->from = value;
	s->since = now;
	platdev_port_core_unlock();
	if (counting(inst))
		platdev_sim_timer_start(&s->timer,
					ticks_to_ns((u64)value + 1, s->rate));
	else
		platdev_sim_timer_cancel(&s->timer);
}

static void expired(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;
	u32 ctrl = platdev_sim_reg_get(inst, WDOGCONTROL);

	if (platdev_sim_reg_get(inst, WDOGRIS) & INT_BIT) {
		if (ctrl & CTRL_RESEN) {
			platdev_sim_board_reset(inst);
			return;
		}
	} else {
		platdev_sim_reg_set(inst, WDOGRIS, INT_BIT);
		update_line(inst);
	}
	reload(inst, platdev_sim_reg_get(inst, WDOGLOAD));
}

static u32 value_read(struct platdev_sim_instance *inst,
		      const struct platdev_sim_reg *reg, u32 value)
{
	struct sp805 *s = platdev_sim_priv(inst);
	bool moving = counting(inst);
	u64 now = platdev_sim_time_now(), ticks = 0;
	u32 from;

	(void)reg;
	(void)value;
	platdev_port_core_lock();
	from = s->from;
	if (moving)
		ticks = ns_to_ticks(now - s->since, s->rate);
	platdev_port_core_unlock();
	return ticks > from ? 0 : from - (u32)ticks;
}

/* A write while locked leaves the register as it was. */
static bool locked_write(struct platdev_sim_instance *inst,
			 const struct platdev_sim_reg *reg, u32 old)
{
	struct sp805 *s = platdev_sim_priv(inst);
	bool unlocked;

	platdev_port_core_lock();
	unlocked = s->unlocked;
	platdev_port_core_unlock();
	if (!unlocked)
		platdev_sim_reg_set(inst, reg->offset, old);
	return !unlocked;
}

static void load_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	if (!locked_write(inst, reg, old))
		reload(inst, written);
}

static void control_write(struct platdev_sim_instance *inst,
			  const struct platdev_sim_reg *reg, u32 old,
			  u32 written)
{
	struct sp805 *s = platdev_sim_priv(inst);

	if (locked_write(inst, reg, old))
		return;
	if (!(old & CTRL_INTEN) && (written & CTRL_INTEN)) {
		reload(inst, platdev_sim_reg_get(inst, WDOGLOAD));
	} else if ((old & CTRL_INTEN) && !(written & CTRL_INTEN)) {
		/* Stopped: the counter holds its value. */
		u32 held = value_read(inst, reg, 0);

		platdev_sim_timer_cancel(&s->timer);
		platdev_port_core_lock();
		s->from = held;
		platdev_port_core_unlock();
	}
	update_line(inst);
}

static void intclr_write(struct platdev_sim_instance *inst,
			 const struct platdev_sim_reg *reg, u32 old,
			 u32 written)
{
	(void)written;
	if (locked_write(inst, reg, old))
		return;
	platdev_sim_reg_set(inst, WDOGRIS, 0);
	update_line(inst);
	reload(inst, platdev_sim_reg_get(inst, WDOGLOAD));
}

static u32 mis_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	(void)reg;
	(void)value;
	if (!(platdev_sim_reg_get(inst, WDOGCONTROL) & CTRL_INTEN))
		return 0;
	return platdev_sim_reg_get(inst, WDOGRIS) & INT_BIT;
}

static void lock_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct sp805 *s = platdev_sim_priv(inst);

	(void)reg;
	(void)old;
	platdev_port_core_lock();
	s->unlocked = written == UNLOCK_KEY;
	platdev_port_core_unlock();
}

static u32 lock_read(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 value)
{
	struct sp805 *s = platdev_sim_priv(inst);
	bool unlocked;

	(void)reg;
	(void)value;
	platdev_port_core_lock();
	unlocked = s->unlocked;
	platdev_port_core_unlock();
	return unlocked ? 0 : 1;
}

static const struct platdev_sim_reg sp805_regs[] = {
	{ .name = "WdogLoad",
	  .offset = WDOGLOAD,
	  .reset = ~0u,
	  .rw = ~0u,
	  .on_write = load_write },
	{ .name = "WdogValue", .offset = WDOGVALUE, .on_read = value_read },
	{ .name = "WdogControl",
	  .offset = WDOGCONTROL,
	  .rw = CTRL_INTEN | CTRL_RESEN,
	  .on_write = control_write },
	{ .name = "WdogIntClr", .offset = WDOGINTCLR, .on_write = intclr_write },
	{ .name = "WdogRIS", .offset = WDOGRIS },
	{ .name = "WdogMIS", .offset = WDOGMIS, .on_read = mis_read },
	{ .name = "WdogLock",
	  .offset = WDOGLOCK,
	  .on_read = lock_read,
	  .on_write = lock_write },
	SIM_PRIMECELL_ID_REGS(SP805_PID),
	{ 0 }
};

/*
 * Beyond its 4 KiB the block repeats (it decodes 12 address bits): a
 * larger window, as the Juno board gives it, has the identification
 * registers at its end too, where Linux's AMBA bus reads them.
 */
static u64 sp805_alias_read(struct platdev_sim_instance *inst,
			    unsigned int window, u64 offset, unsigned int size)
{
	unsigned int at = (unsigned int)(offset & 0xfff);

	(void)inst;
	(void)size;
	if (window || at < 0xfe0 || (at & 3))
		return 0;
	if (at < 0xff0)
		return (SP805_PID >> (8 * ((at - 0xfe0) / 4))) & 0xff;
	return (PRIMECELL_CID >> (8 * ((at - 0xff0) / 4))) & 0xff;
}

/* The watchdog clock: the first clock's rate, or the node's own. */
static u32 sp805_clock_rate(struct device_node *np)
{
	struct device_node *clk = of_parse_phandle(np, "clocks", 0);
	u32 rate = 0;

	if (clk) {
		of_property_read_u32(clk, "clock-frequency", &rate);
		of_node_put(clk);
	}
	if (!rate)
		of_property_read_u32(np, "clock-frequency", &rate);
	return rate;
}

static int sp805_create(struct platdev_sim_instance *inst)
{
	struct sp805 *s = platdev_sim_priv(inst);

	platdev_sim_timer_init(&s->timer, inst, expired);
	s->rate = sp805_clock_rate(platdev_sim_node(inst));
	return 0;
}

static void sp805_reset(struct platdev_sim_instance *inst)
{
	struct sp805 *s = platdev_sim_priv(inst);
	u64 now = platdev_sim_time_now();

	platdev_sim_timer_cancel(&s->timer);
	platdev_port_core_lock();
	s->from = ~0u;
	s->since = now;
	s->unlocked = false;
	platdev_port_core_unlock();
}

static const struct of_device_id sp805_ids[] = { { .compatible = "arm,sp805" },
						 {} };

struct platdev_sim_model sim_sp805_model = {
	.name = "sp805",
	.of_match_table = sp805_ids,
	.regs = sp805_regs,
	.priv_size = sizeof(struct sp805),
	.create = sp805_create,
	.reset = sp805_reset,
	.read = sp805_alias_read,
};
