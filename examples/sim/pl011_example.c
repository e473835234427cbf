// SPDX-License-Identifier: MIT
/*
 * pl011_example.c - a small driver for the ARM PL011 UART, written only
 * against the Linux API: an amba_driver (the UART is a PrimeCell, so a
 * device tree's "arm,pl011", "arm,primecell" node becomes an AMBA device
 * and the bus matches it by the peripheral ID read from the hardware),
 * devm_ioremap_resource(), devm_request_irq(), readl()/writel().
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/slab.h>

#include "pl011_example.h"

#define UARTDR 0x00
#define UARTFR 0x18
#define UARTCR 0x30
#define UARTIMSC 0x38
#define UARTMIS 0x40
#define UARTICR 0x44
#define UARTPERIPHID0 0xfe0

#define FR_RXFE (1u << 4)
#define FR_TXFF (1u << 5)
#define CR_UARTEN (1u << 0)
#define CR_TXE (1u << 8)
#define CR_RXE (1u << 9)
#define INT_RX (1u << 4)
#define INT_TX (1u << 5)

static irqreturn_t pl011_example_irq(int irq, void *dev_id)
{
	struct pl011_example *uart = dev_id;
	u32 mis = readl(uart->regs + UARTMIS);

	(void)irq;
	if (!mis)
		return IRQ_NONE;
	if (mis & INT_TX) {
		/* Nothing more to send: acknowledge and mask. */
		writel(INT_TX, uart->regs + UARTICR);
		writel(readl(uart->regs + UARTIMSC) & ~INT_TX,
		       uart->regs + UARTIMSC);
		uart->tx_irqs++;
	}
	if (mis & INT_RX) {
		while (!(readl(uart->regs + UARTFR) & FR_RXFE)) {
			u32 c = readl(uart->regs + UARTDR);

			if (uart->nr_rx < sizeof(uart->rx))
				uart->rx[uart->nr_rx++] = (char)c;
		}
		writel(INT_RX, uart->regs + UARTICR);
	}
	return IRQ_HANDLED;
}

int pl011_example_send(struct pl011_example *uart, char c)
{
	if (readl(uart->regs + UARTFR) & FR_TXFF)
		return -EBUSY;
	writel((u8)c, uart->regs + UARTDR);
	writel(readl(uart->regs + UARTIMSC) | INT_TX, uart->regs + UARTIMSC);
	return 0;
}

static int pl011_example_probe(struct amba_device *adev,
			       const struct amba_id *id)
{
	struct device *dev = &adev->dev;
	struct pl011_example *uart;
	unsigned int i;
	int ret;

	(void)id;
	uart = devm_kzalloc(dev, sizeof(*uart), GFP_KERNEL);
	if (!uart)
		return -ENOMEM;
	uart->regs = devm_ioremap_resource(dev, &adev->res);
	if (IS_ERR(uart->regs))
		return PTR_ERR(uart->regs);
	for (i = 0; i < 4; i++)
		uart->periphid |=
			(readl(uart->regs + UARTPERIPHID0 + 4 * i) & 0xff)
			<< (8 * i);
	if (!adev->irq[0])
		return dev_err_probe(dev, -ENXIO, "no interrupt\n");
	ret = devm_request_irq(dev, adev->irq[0], pl011_example_irq, 0,
			       dev_name(dev), uart);
	if (ret)
		return ret;
	writel(INT_RX, uart->regs + UARTIMSC);
	writel(CR_UARTEN | CR_TXE | CR_RXE, uart->regs + UARTCR);
	amba_set_drvdata(adev, uart);
	dev_info(dev, "PL011 rev %u\n", amba_rev(adev));
	return 0;
}

static void pl011_example_remove(struct amba_device *adev)
{
	struct pl011_example *uart = amba_get_drvdata(adev);

	writel(0, uart->regs + UARTIMSC);
	writel(0, uart->regs + UARTCR);
}

static const struct amba_id pl011_example_ids[] = {
	{ .id = 0x00041011, .mask = 0x000fffff },
	{},
};

struct amba_driver pl011_example_driver = {
	.drv = { .name = "pl011-example" },
	.probe = pl011_example_probe,
	.remove = pl011_example_remove,
	.id_table = pl011_example_ids,
};
