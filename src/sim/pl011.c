// SPDX-License-Identifier: MIT
/*
 * pl011.c - a model of the ARM PrimeCell UART (PL011), mostly declarative:
 * the register table holds control, mask and ID registers; side effects
 * move bytes through 16-byte FIFOs (1 byte when LCR_H.FEN is clear), and
 * a transmitted character takes 87 us of virtual time (10 bits at
 * 115200 baud, whatever the divisors say). One interrupt line: UARTINTR,
 * asserted while RIS & IMSC is non-zero. The ID registers read as the
 * TRM's r1p5 part: peripheral ID 0x00341011 (Linux's amba-pl011 matches
 * 0x00041011 under mask 0x000fffff), component ID 0xb105f00d.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <platdev/port.h>

#include "sim_private.h"

#define DR 0x00
#define FR 0x18
#define LCR_H 0x2c
#define CR 0x30
#define IMSC 0x38
#define RIS 0x3c
#define ICR 0x44

#define FR_BUSY (1u << 3)
#define FR_RXFE (1u << 4)
#define FR_TXFF (1u << 5)
#define FR_RXFF (1u << 6)
#define FR_TXFE (1u << 7)
#define LCR_H_FEN (1u << 4)
#define CR_UARTEN (1u << 0)
#define CR_TXE (1u << 8)
#define INT_RX (1u << 4)
#define INT_TX (1u << 5)

#define FIFO_DEPTH 16
#define CHAR_NS 87000
#define OUT_LOG 256

struct pl011 {
	struct platdev_sim_instance *inst;
	struct platdev_sim_timer tx_timer;
	u8 tx[FIFO_DEPTH], rx[FIFO_DEPTH];
	unsigned int nr_tx, nr_rx;
	char out[OUT_LOG];
	size_t out_len;
};

/* Recompute FR from the FIFOs and the interrupt line from RIS & IMSC. */
static void pl011_update(struct platdev_sim_instance *inst)
{
	struct pl011 *s = platdev_sim_priv(inst);
	unsigned int depth =
		platdev_sim_reg_get(inst, LCR_H) & LCR_H_FEN ? FIFO_DEPTH : 1;
	u32 fr = platdev_sim_reg_get(inst, FR) &
		 ~(FR_BUSY | FR_RXFE | FR_TXFF | FR_RXFF | FR_TXFE);
	u32 mis;

	platdev_port_core_lock();
	fr |= s->nr_tx ? FR_BUSY : FR_TXFE;
	fr |= s->nr_tx >= depth ? FR_TXFF : 0;
	fr |= s->nr_rx ? 0 : FR_RXFE;
	fr |= s->nr_rx >= depth ? FR_RXFF : 0;
	platdev_port_core_unlock();
	platdev_sim_reg_set(inst, FR, fr);
	mis = platdev_sim_reg_get(inst, RIS) & platdev_sim_reg_get(inst, IMSC);
	platdev_sim_irq_set(inst, 0, mis != 0);
}

static void set_ris(struct platdev_sim_instance *inst, u32 set, u32 clear)
{
	platdev_sim_reg_set(inst, RIS,
			    (platdev_sim_reg_get(inst, RIS) & ~clear) | set);
}

static bool tx_enabled(struct platdev_sim_instance *inst)
{
	u32 cr = platdev_sim_reg_get(inst, CR);

	return (cr & CR_UARTEN) && (cr & CR_TXE);
}

static void tx_done(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;
	struct pl011 *s = platdev_sim_priv(inst);
	bool more;

	platdev_port_core_lock();
	if (s->nr_tx) {
		if (s->out_len < OUT_LOG)
			s->out[s->out_len] = (char)s->tx[0];
		s->out_len++;
		memmove(s->tx, s->tx + 1, --s->nr_tx);
	}
	more = s->nr_tx != 0;
	platdev_port_core_unlock();
	if (more && tx_enabled(inst))
		platdev_sim_timer_start(&s->tx_timer, CHAR_NS);
	if (!more)
		set_ris(inst, INT_TX, 0);
	pl011_update(inst);
}

static void dr_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct pl011 *s = platdev_sim_priv(inst);
	unsigned int depth =
		platdev_sim_reg_get(inst, LCR_H) & LCR_H_FEN ? FIFO_DEPTH : 1;
	bool start;

	(void)reg;
	(void)old;
	platdev_port_core_lock();
	if (s->nr_tx < depth)
		s->tx[s->nr_tx++] = (u8)written;
	start = !s->tx_timer.armed;
	platdev_port_core_unlock();
	set_ris(inst, 0, INT_TX);
	if (start && tx_enabled(inst))
		platdev_sim_timer_start(&s->tx_timer, CHAR_NS);
	pl011_update(inst);
}

static u32 dr_read(struct platdev_sim_instance *inst,
		   const struct platdev_sim_reg *reg, u32 value)
{
	struct pl011 *s = platdev_sim_priv(inst);
	bool empty;

	(void)reg;
	(void)value;
	platdev_port_core_lock();
	value = s->nr_rx ? s->rx[0] : 0;
	if (s->nr_rx)
		memmove(s->rx, s->rx + 1, --s->nr_rx);
	empty = !s->nr_rx;
	platdev_port_core_unlock();
	if (empty)
		set_ris(inst, 0, INT_RX);
	pl011_update(inst);
	return value;
}

static void cr_write(struct platdev_sim_instance *inst,
		     const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct pl011 *s = platdev_sim_priv(inst);
	bool start;

	(void)reg;
	(void)old;
	(void)written;
	platdev_port_core_lock();
	start = s->nr_tx && !s->tx_timer.armed;
	platdev_port_core_unlock();
	if (start && tx_enabled(inst))
		platdev_sim_timer_start(&s->tx_timer, CHAR_NS);
}

static void mask_write(struct platdev_sim_instance *inst,
		       const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	(void)written;
	pl011_update(inst);
}

static u32 mis_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	(void)reg;
	(void)value;
	return platdev_sim_reg_get(inst, RIS) & platdev_sim_reg_get(inst, IMSC);
}

static void icr_write(struct platdev_sim_instance *inst,
		      const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	(void)reg;
	(void)old;
	set_ris(inst, 0, written & 0x7ff);
	pl011_update(inst);
}

#define ID(n, off, v)                                \
	{                                            \
		.name = n, .offset = off, .reset = v \
	}

static const struct platdev_sim_reg pl011_regs[] = {
	{ .name = "UARTDR",
	  .offset = DR,
	  .on_read = dr_read,
	  .on_write = dr_write },
	{ .name = "UARTRSR", .offset = 0x04 },
	{ .name = "UARTFR", .offset = FR, .reset = FR_TXFE | FR_RXFE },
	{ .name = "UARTILPR", .offset = 0x20, .rw = 0xff },
	{ .name = "UARTIBRD", .offset = 0x24, .rw = 0xffff },
	{ .name = "UARTFBRD", .offset = 0x28, .rw = 0x3f },
	{ .name = "UARTLCR_H", .offset = LCR_H, .rw = 0xff },
	{ .name = "UARTCR",
	  .offset = CR,
	  .reset = 0x300,
	  .rw = 0xff87,
	  .on_write = cr_write },
	{ .name = "UARTIFLS", .offset = 0x34, .reset = 0x12, .rw = 0x3f },
	{ .name = "UARTIMSC",
	  .offset = IMSC,
	  .rw = 0x7ff,
	  .on_write = mask_write },
	{ .name = "UARTRIS", .offset = RIS },
	{ .name = "UARTMIS", .offset = 0x40, .on_read = mis_read },
	{ .name = "UARTICR", .offset = ICR, .on_write = icr_write },
	{ .name = "UARTDMACR", .offset = 0x48, .rw = 0x7 },
	ID("UARTPeriphID0", 0xfe0, 0x11),
	ID("UARTPeriphID1", 0xfe4, 0x10),
	ID("UARTPeriphID2", 0xfe8, 0x34), /* revision r1p5 */
	ID("UARTPeriphID3", 0xfec, 0x00),
	ID("UARTPCellID0", 0xff0, 0x0d),
	ID("UARTPCellID1", 0xff4, 0xf0),
	ID("UARTPCellID2", 0xff8, 0x05),
	ID("UARTPCellID3", 0xffc, 0xb1),
	{ 0 }
};

static int pl011_create(struct platdev_sim_instance *inst)
{
	struct pl011 *s = platdev_sim_priv(inst);

	s->inst = inst;
	platdev_sim_timer_init(&s->tx_timer, inst, tx_done);
	return 0;
}

static void pl011_reset(struct platdev_sim_instance *inst)
{
	struct pl011 *s = platdev_sim_priv(inst);

	platdev_sim_timer_cancel(&s->tx_timer);
	platdev_port_core_lock();
	s->nr_tx = s->nr_rx = 0;
	platdev_port_core_unlock();
}

static const struct of_device_id pl011_ids[] = { { .compatible = "arm,pl011" },
						 {} };

struct platdev_sim_model sim_pl011_model = {
	.name = "pl011",
	.of_match_table = pl011_ids,
	.regs = pl011_regs,
	.priv_size = sizeof(struct pl011),
	.create = pl011_create,
	.reset = pl011_reset,
};

static struct pl011 *pl011_of(const struct device_node *np)
{
	struct platdev_sim_instance *inst = platdev_sim_board_find(np);

	return inst && inst->model == &sim_pl011_model ?
		       platdev_sim_priv(inst) :
		       NULL;
}

int platdev_sim_pl011_output(const struct device_node *np, char *buf,
			     size_t len)
{
	struct pl011 *s = pl011_of(np);
	size_t n;

	if (!s)
		return -ENOENT;
	platdev_port_core_lock();
	n = s->out_len;
	memcpy(buf, s->out, len < n ? len : n < OUT_LOG ? n : OUT_LOG);
	platdev_port_core_unlock();
	return (int)n;
}

int platdev_sim_pl011_input(const struct device_node *np, const char *buf,
			    size_t len)
{
	struct pl011 *s = pl011_of(np);
	unsigned int depth;
	size_t i;

	if (!s)
		return -ENOENT;
	depth = platdev_sim_reg_get(s->inst, LCR_H) & LCR_H_FEN ? FIFO_DEPTH :
								  1;
	platdev_port_core_lock();
	for (i = 0; i < len && s->nr_rx < depth; i++)
		s->rx[s->nr_rx++] = (u8)buf[i];
	platdev_port_core_unlock();
	if (i)
		set_ris(s->inst, INT_RX, 0);
	pl011_update(s->inst);
	return (int)i;
}
