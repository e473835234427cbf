// SPDX-License-Identifier: MIT
/*
 * dw_uart_model.c - the model of the README's walk-through: a Synopsys
 * DesignWare APB UART ("snps,dw-apb-uart") as far as a driver that sends
 * needs one, with a register table, a timer and an interrupt.
 *
 * Spaced as reg-shift = 2 says (each 16550 register in a 32-bit word, as
 * on Rockchip, StarFive and most SoCs). A character written to THR takes
 * one character time (87 us: 10 bits at 115200 baud) of virtual time to
 * leave; meanwhile LSR says the transmitter is full and USR says busy. When
 * it has left, THR is empty again and, if the driver enabled it in IER,
 * the transmit-empty interrupt rises; reading IIR while it reports that
 * interrupt clears it, as on a 16550. Each line sent is logged with the
 * node's path. No receiver, no FIFO, no modem lines.
 *
 * Built as a module for `platdev sim --model`.
 */
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <platdev/sim.h>

#define MODEL_THR 0x00
#define MODEL_IER 0x04
#define MODEL_IIR 0x08
#define MODEL_LCR 0x0c
#define MODEL_LSR 0x14
#define MODEL_USR 0x7c

#define IER_THRI 0x02
#define IIR_NONE 0x01
#define IIR_THRI 0x02
#define LCR_DLAB 0x80
#define LSR_IDLE 0x60 /* THR empty and transmitter empty */
#define USR_BUSY 0x01
#define USR_IDLE 0x06 /* transmit FIFO not full and empty */

#define CHAR_NS 87000

struct dw_uart_model {
	struct platdev_sim_timer tx_done;
	unsigned char shifting; /* the character on the line */
	bool thre_pending; /* a transmit-empty interrupt is owed */
	char line[80];
	size_t len;
};

/* The interrupt line follows the pending cause and its enable bit. */
static void update_irq(struct platdev_sim_instance *inst)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);
	bool level = m->thre_pending &&
		     (platdev_sim_reg_get(inst, MODEL_IER) & IER_THRI);

	platdev_sim_irq_set(inst, 0, level);
}

/* A line is complete (or the buffer full): say what was sent. */
static void flush_line(struct platdev_sim_instance *inst)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);
	char path[128];

	pr_info("dw-uart-model %s: sent \"%.*s\"\n",
		platdev_of_format_path(platdev_sim_node(inst), path,
				       sizeof(path)),
		(int)m->len, m->line);
	m->len = 0;
}

static void tx_done(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;
	struct dw_uart_model *m = platdev_sim_priv(inst);

	if (m->shifting == '\n' || m->len == sizeof(m->line))
		flush_line(inst);
	if (m->shifting != '\n')
		m->line[m->len++] = (char)m->shifting;
	platdev_sim_reg_set(inst, MODEL_LSR, LSR_IDLE);
	platdev_sim_reg_set(inst, MODEL_USR, USR_IDLE);
	m->thre_pending = true;
	update_irq(inst);
}

/* THR, or the divisor's low byte while LCR.DLAB is set. */
static void thr_write(struct platdev_sim_instance *inst,
		      const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);

	(void)reg;
	(void)old;
	(void)written;
	if (platdev_sim_reg_get(inst, MODEL_LCR) & LCR_DLAB)
		return;
	/* A character written while one is on the line replaces nothing:
	 * this model has no FIFO, so it is sent after the current one. */
	m->shifting = (unsigned char)platdev_sim_reg_get(inst, MODEL_THR);
	m->thre_pending = false;
	platdev_sim_reg_set(inst, MODEL_LSR, 0);
	platdev_sim_reg_set(inst, MODEL_USR, USR_BUSY);
	update_irq(inst);
	platdev_sim_timer_start(&m->tx_done, CHAR_NS);
}

/* Enabling the transmit-empty interrupt with THR empty raises it at once. */
static void ier_write(struct platdev_sim_instance *inst,
		      const struct platdev_sim_reg *reg, u32 old, u32 written)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);
	u32 ier = platdev_sim_reg_get(inst, MODEL_IER);

	(void)reg;
	(void)written;
	if (platdev_sim_reg_get(inst, MODEL_LCR) & LCR_DLAB)
		return;
	if ((ier & IER_THRI) && !(old & IER_THRI) &&
	    (platdev_sim_reg_get(inst, MODEL_LSR) & LSR_IDLE))
		m->thre_pending = true;
	update_irq(inst);
}

/* IIR names the pending interrupt; reading it clears transmit-empty. */
static u32 iir_read(struct platdev_sim_instance *inst,
		    const struct platdev_sim_reg *reg, u32 value)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);

	(void)reg;
	(void)value;
	if (!m->thre_pending ||
	    !(platdev_sim_reg_get(inst, MODEL_IER) & IER_THRI))
		return IIR_NONE;
	m->thre_pending = false;
	update_irq(inst);
	return IIR_THRI;
}

static const struct platdev_sim_reg dw_uart_regs[] = {
	{ .name = "THR",
	  .offset = MODEL_THR,
	  .rw = 0xff,
	  .on_write = thr_write },
	{ .name = "IER",
	  .offset = MODEL_IER,
	  .rw = 0xff,
	  .on_write = ier_write },
	{ .name = "IIR",
	  .offset = MODEL_IIR,
	  .reset = IIR_NONE,
	  .on_read = iir_read },
	{ .name = "LCR", .offset = MODEL_LCR, .rw = 0xff },
	{ .name = "LSR", .offset = MODEL_LSR, .reset = LSR_IDLE },
	{ .name = "USR", .offset = MODEL_USR, .reset = USR_IDLE },
	{}
};

static int dw_uart_create(struct platdev_sim_instance *inst)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);

	platdev_sim_timer_init(&m->tx_done, inst, tx_done);
	return 0;
}

/* A line left unfinished is said when the board goes. */
static void dw_uart_destroy(struct platdev_sim_instance *inst)
{
	struct dw_uart_model *m = platdev_sim_priv(inst);

	if (m->len)
		flush_line(inst);
}

static const struct of_device_id dw_uart_model_ids[] = {
	{ .compatible = "snps,dw-apb-uart" },
	{}
};

static struct platdev_sim_model dw_uart_model = {
	.name = "dw-uart-model",
	.of_match_table = dw_uart_model_ids,
	.regs = dw_uart_regs,
	.priv_size = sizeof(struct dw_uart_model),
	.create = dw_uart_create,
	.destroy = dw_uart_destroy,
};
module_platdev_sim_model(dw_uart_model);
MODULE_LICENSE("MIT");
