// SPDX-License-Identifier: MIT
/*
 * pl031.c - a model of the ARM PrimeCell real-time clock (PL031), all but
 * the counter declarative: a 32-bit seconds counter that runs on virtual
 * time once RTCCR's start bit is set (write 1 to set; only a reset stops
 * it), loaded through RTCLR; when it reaches the match register RTCMR the
 * raw interrupt bit is set, and the interrupt line (RTCINTR) is asserted
 * while RTCRIS & RTCIMSC. Writing 1 to RTCICR clears it. Peripheral ID
 * 0x00041031 (Linux's rtc-pl031 matches it under mask 0x000fffff).
 */
#include <linux/mod_devicetable.h>
#include <platdev/port.h>

#include "sim_private.h"

#define RTCDR 0x00
#define RTCMR 0x04
#define RTCLR 0x08
#define RTCCR 0x0c
#define RTCIMSC 0x10
#define RTCRIS 0x14
#define RTCICR 0x1c

#define RTC_START (1u << 0)
#define RTC_INT (1u << 0)

#define NSEC_PER_SEC 1000000000ULL
/* a whole turn of the 32-bit seconds counter, in ns (below 2^63) */
#define TURN_NS ((1ULL << 32) * NSEC_PER_SEC)

struct pl031 {
	struct platdev_sim_timer match_timer;
	u32 base; /* the counter at @since */
	u64 since; /* virtual time it was loaded or started */
};

static bool running(struct platdev_sim_instance *inst)
{
	return platdev_sim_reg_get(inst, RTCCR) & RTC_START;
}

/* The counter now: it holds still until started. */
static u32 counter(struct platdev_sim_instance *inst)
{
	struct pl031 *s = platdev_sim_priv(inst);
	u64 now = platdev_sim_time_now();
	bool counting = running(inst);
	u32 value;

	platdev_port_core_lock();
	value = s->base;
	if (counting)
		value += (u32)((now - s->since) / NSEC_PER_SEC);
	platdev_port_core_unlock();
	return value;
}

static void update_line(struct platdev_sim_instance *inst)
{
	u32 mis = platdev_sim_reg_get(inst, RTCRIS) &
		  platdev_sim_reg_get(inst, RTCIMSC);

	platdev_sim_irq_set(inst, 0, mis != 0);
}

/*
 * Arm the match timer for the moment the counter next becomes RTCMR: the
 * start of that second. A match equal to the counter now is a full turn
 * of the counter away. The wait is found with a remainder, not by adding
 * turns until it passes now: near the end of virtual time that sum would
 * wrap (the timer saturates past the end, and then never fires).
 */
static void arm_match(struct platdev_sim_instance *inst)
{
	struct pl031 *s = platdev_sim_priv(inst);
	u32 match = platdev_sim_reg_get(inst, RTCMR);
	u64 now = platdev_sim_time_now(), first, elapsed, wait;

	if (!running(inst)) {
		platdev_sim_timer_cancel(&s->match_timer);
		return;
	}
	platdev_port_core_lock();
	/* From @since: the first match, and the time run so far. */
	first = (u64)(u32)(match - s->base) * NSEC_PER_SEC;
	elapsed = now - s->since;
	platdev_port_core_unlock();
	if (first > elapsed)
		wait = first - elapsed;
	else
		wait = TURN_NS - (elapsed - first) % TURN_NS;
	platdev_sim_timer_start(&s->match_timer, wait);
}

static void matched(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;

	platdev_sim_reg_set(inst, RTCRIS,
			    platdev_sim_reg_get(inst, RTCRIS) | RTC_INT);
	update_line(inst);
	arm_match(inst);
}

/* Restart the count from @value now (a load, or the start bit). */
static void load(struct platdev_sim_instance *inst, u32 value)
{
	struct pl031 *s = platdev_sim_priv(inst);
	u64 now = platdev_sim_time_now();

	platdev_port_core_lock();
	s->base = value;
	s->since = now;
	platdev_port_core_unlock();
	arm_match(inst);
}

static u32 dr_read(struct platdev_sim_instance *inst,
		   const struct platdev_sim_reg *reg, u32 value)
{
	(void)reg;
	(void)value;
	return counter(inst);
}

static void mr_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	arm_match(inst);
}

static void lr_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	load(inst, platdev_sim_reg_get(inst, RTCLR));
}

static void cr_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct pl031 *s = platdev_sim_priv(inst);
	u32 held;

	(void)reg;
	(void)written;
	if ((old & RTC_START) || !running(inst))
		return;
	/* Started: count on from the value held (loaded) so far. */
	platdev_port_core_lock();
	held = s->base;
	platdev_port_core_unlock();
	load(inst, held);
}

static void irq_regs_write(struct platdev_sim_instance *inst,
			   const struct platdev_sim_reg *reg, u32 old,
			   u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	update_line(inst);
}

static u32 mis_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	(void)reg;
	(void)value;
	return platdev_sim_reg_get(inst, RTCRIS) &
	       platdev_sim_reg_get(inst, RTCIMSC);
}

static void icr_write(struct platdev_sim_instance *inst,
		      const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	platdev_sim_reg_set(inst, RTCRIS,
			    platdev_sim_reg_get(inst, RTCRIS) &
				    ~(written & RTC_INT));
	update_line(inst);
}

static const struct platdev_sim_reg pl031_regs[] = {
	{ .name = "RTCDR", .offset = RTCDR, .on_read = dr_read },
	{ .name = "RTCMR", .offset = RTCMR, .rw = ~0u, .on_write = mr_write },
	{ .name = "RTCLR", .offset = RTCLR, .rw = ~0u, .on_write = lr_write },
	{ .name = "RTCCR",
	  .offset = RTCCR,
	  .w1s = RTC_START,
	  .on_write = cr_write },
	{ .name = "RTCIMSC",
	  .offset = RTCIMSC,
	  .rw = RTC_INT,
	  .on_write = irq_regs_write },
	{ .name = "RTCRIS", .offset = RTCRIS },
	{ .name = "RTCMIS", .offset = 0x18, .on_read = mis_read },
	{ .name = "RTCICR", .offset = RTCICR, .on_write = icr_write },
	SIM_PRIMECELL_ID_REGS(0x00041031),
	{ 0 }
};

static int pl031_create(struct platdev_sim_instance *inst)
{
	struct pl031 *s = platdev_sim_priv(inst);

	platdev_sim_timer_init(&s->match_timer, inst, matched);
	return 0;
}

static void pl031_reset(struct platdev_sim_instance *inst)
{
	struct pl031 *s = platdev_sim_priv(inst);

	platdev_sim_timer_cancel(&s->match_timer);
	platdev_port_core_lock();
	s->base = 0;
	s->since = 0;
	platdev_port_core_unlock();
}

static const struct of_device_id pl031_ids[] = { { .compatible = "arm,pl031" },
						 {} };

struct platdev_sim_model sim_pl031_model = {
	.name = "pl031",
	.of_match_table = pl031_ids,
	.regs = pl031_regs,
	.priv_size = sizeof(struct pl031),
	.create = pl031_create,
	.reset = pl031_reset,
};
