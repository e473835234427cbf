// SPDX-License-Identifier: MIT
/*
 * goldfish_rtc.c - a model of the Goldfish real-time clock (QEMU's
 * "google,goldfish-rtc", on its RISC-V virt board): a 64-bit nanosecond
 * clock on virtual time and one alarm, as a register table with side
 * effects. Reading TIME_LOW latches the high half into TIME_HIGH; writing
 * TIME_HIGH then TIME_LOW sets the clock. Writing ALARM_HIGH then
 * ALARM_LOW arms the alarm (ALARM_STATUS reads 1 until it fires or
 * CLEAR_ALARM disarms it); when it fires the interrupt is pending until
 * CLEAR_INTERRUPT, and the line is asserted while it is pending and
 * IRQ_ENABLED is set. The block has no ID registers.
 */
#include <linux/mod_devicetable.h>
#include <platdev/port.h>

#include "sim_private.h"

#define TIME_LOW 0x00
#define TIME_HIGH 0x04
#define ALARM_LOW 0x08
#define ALARM_HIGH 0x0c
#define IRQ_ENABLED 0x10
#define CLEAR_ALARM 0x14
#define ALARM_STATUS 0x18
#define CLEAR_INTERRUPT 0x1c

struct goldfish_rtc {
	struct platdev_sim_timer alarm_timer;
	u64 offset; /* the clock minus virtual time */
	bool pending;
};

static u64 clock_now(struct platdev_sim_instance *inst)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);
	u64 offset;

	platdev_port_core_lock();
	offset = s->offset;
	platdev_port_core_unlock();
	return platdev_sim_time_now() + offset;
}

static void update_line(struct platdev_sim_instance *inst)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);
	bool pending;

	platdev_port_core_lock();
	pending = s->pending;
	platdev_port_core_unlock();
	platdev_sim_irq_set(inst, 0,
			    pending && platdev_sim_reg_get(inst, IRQ_ENABLED));
}

static void alarm_fired(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;
	struct goldfish_rtc *s = platdev_sim_priv(inst);

	platdev_sim_reg_set(inst, ALARM_STATUS, 0);
	platdev_port_core_lock();
	s->pending = true;
	platdev_port_core_unlock();
	update_line(inst);
}

static u32 time_low_read(struct platdev_sim_instance *inst,
			 const struct platdev_sim_reg *reg, u32 value)
{
	u64 now = clock_now(inst);

	(void)reg;
	(void)value;
	platdev_sim_reg_set(inst, TIME_HIGH, (u32)(now >> 32));
	return (u32)now;
}

static void time_low_write(struct platdev_sim_instance *inst,
			   const struct platdev_sim_reg *reg, u32 old,
			   u32 written)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);
	u64 set = (u64)platdev_sim_reg_get(inst, TIME_HIGH) << 32 | written;
	u64 now = platdev_sim_time_now();

	(void)reg;
	(void)old;
	platdev_port_core_lock();
	s->offset = set - now;
	platdev_port_core_unlock();
}

static void alarm_low_write(struct platdev_sim_instance *inst,
			    const struct platdev_sim_reg *reg, u32 old,
			    u32 written)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);
	u64 alarm = (u64)platdev_sim_reg_get(inst, ALARM_HIGH) << 32 | written;
	u64 now = clock_now(inst);

	(void)reg;
	(void)old;
	platdev_sim_reg_set(inst, ALARM_STATUS, 1);
	if (alarm > now) {
		platdev_sim_timer_start(&s->alarm_timer, alarm - now);
		return;
	}
	/* An alarm already past fires at once. */
	platdev_sim_timer_cancel(&s->alarm_timer);
	alarm_fired(&s->alarm_timer);
}

static void clear_alarm_write(struct platdev_sim_instance *inst,
			      const struct platdev_sim_reg *reg, u32 old,
			      u32 written)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);

	(void)reg;
	(void)old;
	(void)written;
	platdev_sim_timer_cancel(&s->alarm_timer);
	platdev_sim_reg_set(inst, ALARM_STATUS, 0);
}

static void clear_interrupt_write(struct platdev_sim_instance *inst,
				  const struct platdev_sim_reg *reg, u32 old,
				  u32 written)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);

	(void)reg;
	(void)old;
	(void)written;
	platdev_port_core_lock();
	s->pending = false;
	platdev_port_core_unlock();
	update_line(inst);
}

static void irq_enabled_write(struct platdev_sim_instance *inst,
			      const struct platdev_sim_reg *reg, u32 old,
			      u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	update_line(inst);
}

static const struct platdev_sim_reg goldfish_rtc_regs[] = {
	{ .name = "TIME_LOW",
	  .offset = TIME_LOW,
	  .on_read = time_low_read,
	  .on_write = time_low_write },
	{ .name = "TIME_HIGH", .offset = TIME_HIGH, .rw = ~0u },
	{ .name = "ALARM_LOW",
	  .offset = ALARM_LOW,
	  .rw = ~0u,
	  .on_write = alarm_low_write },
	{ .name = "ALARM_HIGH", .offset = ALARM_HIGH, .rw = ~0u },
	{ .name = "IRQ_ENABLED",
	  .offset = IRQ_ENABLED,
	  .rw = 1,
	  .on_write = irq_enabled_write },
	{ .name = "CLEAR_ALARM",
	  .offset = CLEAR_ALARM,
	  .on_write = clear_alarm_write },
	{ .name = "ALARM_STATUS", .offset = ALARM_STATUS },
	{ .name = "CLEAR_INTERRUPT",
	  .offset = CLEAR_INTERRUPT,
	  .on_write = clear_interrupt_write },
	{ 0 }
};

static int goldfish_rtc_create(struct platdev_sim_instance *inst)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);

	platdev_sim_timer_init(&s->alarm_timer, inst, alarm_fired);
	return 0;
}

static void goldfish_rtc_reset(struct platdev_sim_instance *inst)
{
	struct goldfish_rtc *s = platdev_sim_priv(inst);

	platdev_sim_timer_cancel(&s->alarm_timer);
	platdev_port_core_lock();
	s->offset = 0;
	s->pending = false;
	platdev_port_core_unlock();
}

static const struct of_device_id goldfish_rtc_ids[] = {
	{ .compatible = "google,goldfish-rtc" },
	{}
};

struct platdev_sim_model sim_goldfish_rtc_model = {
	.name = "goldfish-rtc",
	.of_match_table = goldfish_rtc_ids,
	.regs = goldfish_rtc_regs,
	.priv_size = sizeof(struct goldfish_rtc),
	.create = goldfish_rtc_create,
	.reset = goldfish_rtc_reset,
};
