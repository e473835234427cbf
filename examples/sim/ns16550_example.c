// SPDX-License-Identifier: MIT
/*
 * ns16550_example.c - a small driver for the 16550A UART ("ns16550a"),
 * written only against the Linux API: devm_platform_ioremap_resource(),
 * the node's "reg-shift" and "clock-frequency" (or its clock, with
 * devm_clk_get_enabled()), platform_get_irq(), devm_request_irq(), and
 * readb_poll_timeout() for the transmitter. It tells a 16550A from older
 * parts as Linux's 8250 driver does: the scratch register keeps a value,
 * and with the FIFOs enabled IIR's top two bits read 11.
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/iopoll.h>
#include <linux/of.h>
#include <linux/slab.h>

#include "board_drivers.h"

#define UART_RX 0
#define UART_TX 0
#define UART_DLL 0
#define UART_IER 1
#define UART_DLM 1
#define UART_IIR 2
#define UART_FCR 2
#define UART_LCR 3
#define UART_MCR 4
#define UART_LSR 5
#define UART_SCR 7

#define UART_IER_RDI 0x01
#define UART_IER_THRI 0x02
#define UART_IIR_NO_INT 0x01
#define UART_IIR_ID 0x0e
#define UART_IIR_THRI 0x02
#define UART_IIR_RDI 0x04
#define UART_IIR_FIFO_BITS 0xc0
#define UART_FCR_ENABLE_FIFO 0x01
#define UART_FCR_CLEAR_RCVR 0x02
#define UART_FCR_CLEAR_XMIT 0x04
#define UART_LCR_DLAB 0x80
#define UART_LCR_WLEN8 0x03
#define UART_MCR_DTR 0x01
#define UART_MCR_RTS 0x02
#define UART_MCR_OUT2 0x08
#define UART_LSR_DR 0x01
#define UART_LSR_THRE 0x20

#define NS16550_BAUD 115200

static u8 serial_in(struct ns16550_example *uart, unsigned int reg)
{
	return readb(uart->regs + (reg << uart->reg_shift));
}

static void serial_out(struct ns16550_example *uart, unsigned int reg, u8 value)
{
	writeb(value, uart->regs + (reg << uart->reg_shift));
}

static irqreturn_t ns16550_example_irq(int irq, void *dev_id)
{
	struct ns16550_example *uart = dev_id;
	irqreturn_t ret = IRQ_NONE;
	u8 iir;

	(void)irq;
	while (!((iir = serial_in(uart, UART_IIR)) & UART_IIR_NO_INT)) {
		ret = IRQ_HANDLED;
		switch (iir & UART_IIR_ID) {
		case UART_IIR_RDI:
			while (serial_in(uart, UART_LSR) & UART_LSR_DR) {
				u8 c = serial_in(uart, UART_RX);

				if (uart->nr_rx < sizeof(uart->rx))
					uart->rx[uart->nr_rx++] = (char)c;
			}
			break;
		case UART_IIR_THRI:
			/* Nothing more to send (reading IIR acknowledged it). */
			serial_out(uart, UART_IER,
				   serial_in(uart, UART_IER) & ~UART_IER_THRI);
			uart->tx_irqs++;
			break;
		default:
			return ret;
		}
	}
	return ret;
}

int ns16550_example_send(struct ns16550_example *uart, char c)
{
	u8 lsr;
	int ret;

	ret = readb_poll_timeout(uart->regs + (UART_LSR << uart->reg_shift),
				 lsr, lsr & UART_LSR_THRE, 10, 10000);
	if (ret)
		return ret;
	serial_out(uart, UART_TX, (u8)c);
	serial_out(uart, UART_IER, serial_in(uart, UART_IER) | UART_IER_THRI);
	return 0;
}

/* The input clock: "clock-frequency", else the node's clock. */
static int ns16550_example_clock(struct device *dev,
				 struct ns16550_example *uart)
{
	struct clk *clk;

	if (!of_property_read_u32(dev->of_node, "clock-frequency",
				  &uart->uartclk))
		return 0;
	clk = devm_clk_get_enabled(dev, NULL);
	if (IS_ERR(clk))
		return dev_err_probe(dev, PTR_ERR(clk), "no clock\n");
	uart->uartclk = (u32)clk_get_rate(clk);
	return 0;
}

/* A 16550A: a working scratch register and IIR's FIFO bits. */
static int ns16550_example_identify(struct device *dev,
				    struct ns16550_example *uart)
{
	serial_out(uart, UART_SCR, 0xa5);
	uart->scratch_ok = serial_in(uart, UART_SCR) == 0xa5;
	serial_out(uart, UART_FCR,
		   UART_FCR_ENABLE_FIFO | UART_FCR_CLEAR_RCVR |
			   UART_FCR_CLEAR_XMIT);
	uart->fifo_bits = serial_in(uart, UART_IIR) & UART_IIR_FIFO_BITS;
	if (!uart->scratch_ok || uart->fifo_bits != UART_IIR_FIFO_BITS)
		return dev_err_probe(dev, -ENODEV,
				     "not a 16550A (IIR FIFO bits %#x)\n",
				     uart->fifo_bits);
	return 0;
}

static int ns16550_example_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct ns16550_example *uart;
	unsigned int divisor;
	int irq, ret;

	uart = devm_kzalloc(dev, sizeof(*uart), GFP_KERNEL);
	if (!uart)
		return -ENOMEM;
	uart->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(uart->regs))
		return PTR_ERR(uart->regs);
	of_property_read_u32(dev->of_node, "reg-shift", &uart->reg_shift);
	ret = ns16550_example_clock(dev, uart);
	if (ret)
		return ret;
	ret = ns16550_example_identify(dev, uart);
	if (ret)
		return ret;
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;

	/* 115200 8N1, receive interrupt on, OUT2 to let it out. */
	divisor = uart->uartclk / (16 * NS16550_BAUD);
	serial_out(uart, UART_LCR, UART_LCR_DLAB);
	serial_out(uart, UART_DLL, divisor & 0xff);
	serial_out(uart, UART_DLM, (divisor >> 8) & 0xff);
	serial_out(uart, UART_LCR, UART_LCR_WLEN8);
	ret = devm_request_irq(dev, (unsigned int)irq, ns16550_example_irq, 0,
			       dev_name(dev), uart);
	if (ret)
		return ret;
	serial_out(uart, UART_MCR, UART_MCR_DTR | UART_MCR_RTS | UART_MCR_OUT2);
	serial_out(uart, UART_IER, UART_IER_RDI);
	platform_set_drvdata(pdev, uart);
	return 0;
}

static void ns16550_example_remove(struct platform_device *pdev)
{
	struct ns16550_example *uart = platform_get_drvdata(pdev);

	serial_out(uart, UART_IER, 0);
	serial_out(uart, UART_MCR, 0);
}

static const struct of_device_id ns16550_example_ids[] = {
	{ .compatible = "ns16550a" },
	{}
};

struct platform_driver ns16550_example_driver = {
	.probe = ns16550_example_probe,
	.remove_new = ns16550_example_remove,
	.driver = { .name = "ns16550-example",
		    .of_match_table = ns16550_example_ids },
};
