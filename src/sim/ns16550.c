// SPDX-License-Identifier: MIT
/*
 * ns16550.c - a model of the 16550A UART ("ns16550a", as on QEMU's virt
 * boards): eight byte registers spaced by the node's "reg-shift" (0 when
 * absent), the divisor latch behind LCR.DLAB, 16-byte FIFOs once FCR
 * enables them (1 byte before), and a transmitted character taking ten
 * bit times of virtual time at the rate "clock-frequency" / (16 * divisor)
 * (87 us when either is unknown). The interrupt identification follows
 * the 16550's priorities: received data, then transmitter empty; IIR's
 * top bits read 11 with the FIFOs on, which is how drivers tell a 16550A.
 * Reading IIR while it reports "transmitter empty", or writing THR,
 * clears that interrupt; enabling it with THR empty raises it. One
 * interrupt line, asserted while IIR reports one (OUT2 is not modelled as
 * a gate, as on QEMU). Registers of a table cannot be spaced by
 * reg-shift, so this model is code.
 */
#include <string.h>

#include <linux/errno.h>
#include <linux/mod_devicetable.h>
#include <linux/of.h>
#include <platdev/port.h>

#include "sim_private.h"

/* Register numbers (the offset is the number << reg-shift). */
#define UART_RX 0 /* and THR, DLL */
#define UART_IER 1 /* and DLM */
#define UART_IIR 2 /* read; FCR written */
#define UART_LCR 3
#define UART_MCR 4
#define UART_LSR 5
#define UART_MSR 6
#define UART_SCR 7

#define IER_RDI 0x01
#define IER_THRI 0x02
#define IIR_NO_INT 0x01
#define IIR_THRI 0x02
#define IIR_RDI 0x04
#define IIR_FIFOS 0xc0
#define FCR_ENABLE 0x01
#define FCR_CLEAR_RX 0x02
#define FCR_CLEAR_TX 0x04
#define LCR_DLAB 0x80
#define LSR_DR 0x01
#define LSR_THRE 0x20
#define LSR_TEMT 0x40

#define FIFO_DEPTH 16
#define DEFAULT_CHAR_NS 87000

struct ns16550 {
	struct platdev_sim_timer tx_timer;
	unsigned int reg_shift;
	u32 clock; /* Hz, 0 when the node does not say */
	u8 ier, lcr, mcr, scr, dll, dlm;
	bool fifos, thri_pending;
	u8 tx[FIFO_DEPTH], rx[FIFO_DEPTH];
	unsigned int nr_tx, nr_rx;
	struct sim_char_log out;
};

/* Core lock held. */
static unsigned int depth_locked(const struct ns16550 *s)
{
	return s->fifos ? FIFO_DEPTH : 1;
}

/* The interrupt IIR reports, by the 16550's priority. Core lock held. */
static u8 iir_locked(const struct ns16550 *s)
{
	u8 fifo_bits = s->fifos ? IIR_FIFOS : 0;

	if ((s->ier & IER_RDI) && s->nr_rx)
		return IIR_RDI | fifo_bits;
	if ((s->ier & IER_THRI) && s->thri_pending)
		return IIR_THRI | fifo_bits;
	return IIR_NO_INT | fifo_bits;
}

static void update_line(struct platdev_sim_instance *inst)
{
	struct ns16550 *s = platdev_sim_priv(inst);
	bool asserted;

	platdev_port_core_lock();
	asserted = !(iir_locked(s) & IIR_NO_INT);
	platdev_port_core_unlock();
	platdev_sim_irq_set(inst, 0, asserted);
}

/* Ten bits (start, 8 data, stop) at the programmed rate. Core lock held. */
static u64 char_ns_locked(const struct ns16550 *s)
{
	u32 divisor = (u32)s->dlm << 8 | s->dll;

	if (!s->clock || !divisor)
		return DEFAULT_CHAR_NS;
	return 10ULL * 16 * divisor * 1000000000ULL / s->clock;
}

static void tx_done(struct platdev_sim_timer *timer)
{
	struct platdev_sim_instance *inst = timer->inst;
	struct ns16550 *s = platdev_sim_priv(inst);
	u64 next = 0;

	platdev_port_core_lock();
	if (s->nr_tx) {
		sim_char_log_add_locked(&s->out, (char)s->tx[0]);
		memmove(s->tx, s->tx + 1, --s->nr_tx);
	}
	if (s->nr_tx)
		next = char_ns_locked(s);
	else
		s->thri_pending = true;
	platdev_port_core_unlock();
	if (next)
		platdev_sim_timer_start(&s->tx_timer, next);
	update_line(inst);
}

static u64 ns16550_read(struct platdev_sim_instance *inst, unsigned int window,
			u64 offset, unsigned int size)
{
	struct ns16550 *s = platdev_sim_priv(inst);
	unsigned int reg = (unsigned int)(offset >> s->reg_shift);
	bool dlab;
	u8 v = 0;

	(void)size;
	if (window || offset & ((1u << s->reg_shift) - 1))
		return 0;
	platdev_port_core_lock();
	dlab = s->lcr & LCR_DLAB;
	switch (reg) {
	case UART_RX:
		if (dlab) {
			v = s->dll;
		} else if (s->nr_rx) {
			v = s->rx[0];
			memmove(s->rx, s->rx + 1, --s->nr_rx);
		}
		break;
	case UART_IER:
		v = dlab ? s->dlm : s->ier;
		break;
	case UART_IIR:
		v = iir_locked(s);
		if ((v & 0x0f) == IIR_THRI)
			s->thri_pending = false;
		break;
	case UART_LCR:
		v = s->lcr;
		break;
	case UART_MCR:
		v = s->mcr;
		break;
	case UART_LSR:
		v = (s->nr_rx ? LSR_DR : 0) |
		    (s->nr_tx ? 0 : LSR_THRE | LSR_TEMT);
		break;
	case UART_SCR:
		v = s->scr;
		break;
	default: /* MSR: no modem lines */
		break;
	}
	platdev_port_core_unlock();
	update_line(inst);
	return v;
}

static void fcr_write_locked(struct ns16550 *s, u8 v)
{
	s->fifos = v & FCR_ENABLE;
	if (v & FCR_CLEAR_RX || !s->fifos)
		s->nr_rx = 0;
	if (v & FCR_CLEAR_TX || !s->fifos)
		s->nr_tx = 0;
}

static void ns16550_write(struct platdev_sim_instance *inst,
			  unsigned int window, u64 offset, u64 value,
			  unsigned int size)
{
	struct ns16550 *s = platdev_sim_priv(inst);
	unsigned int reg = (unsigned int)(offset >> s->reg_shift);
	u8 v = (u8)value;
	u64 start = 0;
	bool dlab;

	(void)size;
	if (window || offset & ((1u << s->reg_shift) - 1))
		return;
	platdev_port_core_lock();
	dlab = s->lcr & LCR_DLAB;
	switch (reg) {
	case UART_RX:
		if (dlab) {
			s->dll = v;
			break;
		}
		if (s->nr_tx < depth_locked(s))
			s->tx[s->nr_tx++] = v;
		s->thri_pending = false;
		if (!s->tx_timer.armed)
			start = char_ns_locked(s);
		break;
	case UART_IER:
		if (dlab) {
			s->dlm = v;
			break;
		}
		/* Enabling it while THR is empty raises THRE at once. */
		if ((v & IER_THRI) && !(s->ier & IER_THRI) && !s->nr_tx)
			s->thri_pending = true;
		s->ier = v & 0x0f;
		break;
	case UART_IIR:
		fcr_write_locked(s, v);
		break;
	case UART_LCR:
		s->lcr = v;
		break;
	case UART_MCR:
		s->mcr = v & 0x1f;
		break;
	case UART_SCR:
		s->scr = v;
		break;
	default: /* LSR, MSR: read-only */
		break;
	}
	platdev_port_core_unlock();
	if (start)
		platdev_sim_timer_start(&s->tx_timer, start);
	update_line(inst);
}

static int ns16550_create(struct platdev_sim_instance *inst)
{
	struct ns16550 *s = platdev_sim_priv(inst);
	struct device_node *np = platdev_sim_node(inst);
	u32 shift = 0;

	of_property_read_u32(np, "reg-shift", &shift);
	if (shift > 3)
		return -EINVAL;
	s->reg_shift = shift;
	of_property_read_u32(np, "clock-frequency", &s->clock);
	platdev_sim_timer_init(&s->tx_timer, inst, tx_done);
	return 0;
}

static void ns16550_reset(struct platdev_sim_instance *inst)
{
	struct ns16550 *s = platdev_sim_priv(inst);

	platdev_sim_timer_cancel(&s->tx_timer);
	platdev_port_core_lock();
	s->ier = s->lcr = s->mcr = s->scr = s->dll = s->dlm = 0;
	s->fifos = s->thri_pending = false;
	s->nr_tx = s->nr_rx = 0;
	platdev_port_core_unlock();
}

static const struct of_device_id ns16550_ids[] = { { .compatible = "ns16550a" },
						   {} };

struct platdev_sim_model sim_ns16550_model = {
	.name = "ns16550a",
	.of_match_table = ns16550_ids,
	.priv_size = sizeof(struct ns16550),
	.create = ns16550_create,
	.reset = ns16550_reset,
	.read = ns16550_read,
	.write = ns16550_write,
};

static struct ns16550 *ns16550_of(const struct device_node *np)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_ns16550_model);

	return inst ? platdev_sim_priv(inst) : NULL;
}

int platdev_sim_ns16550_output(const struct device_node *np, char *buf,
			       size_t len)
{
	struct ns16550 *s = ns16550_of(np);

	return s ? sim_char_log_copy(&s->out, buf, len) : -ENOENT;
}

int platdev_sim_ns16550_input(const struct device_node *np, const char *buf,
			      size_t len)
{
	struct platdev_sim_instance *inst =
		sim_instance_of(np, &sim_ns16550_model);
	struct ns16550 *s;
	size_t i;

	if (!inst)
		return -ENOENT;
	s = platdev_sim_priv(inst);
	platdev_port_core_lock();
	for (i = 0; i < len && s->nr_rx < depth_locked(s); i++)
		s->rx[s->nr_rx++] = (u8)buf[i];
	platdev_port_core_unlock();
	update_line(inst);
	return (int)i;
}
