// SPDX-License-Identifier: MIT
/*
 * dw_uart_example.c - the driver of the README's walk-through: a platform
 * driver for Synopsys DesignWare APB UARTs ("snps,dw-apb-uart", the
 * console UART of most Rockchip, Allwinner, StarFive and many other SoCs),
 * written against the Linux API only. It takes what such a driver takes on
 * a real board: its registers, its "baudclk" and "apb_pclk" clocks, an
 * optional reset, its pin state (bound by the driver core before probe)
 * and its interrupt; it programs 115200 8N1 from the clock's rate and
 * sends a greeting, one character per transmit-empty interrupt.
 *
 * Built as a module for `platdev sim --module`, it runs on any board of
 * the tree that has such a UART; the model it meets is
 * examples/sim/dw_uart_model.c.
 */
#include <linux/clk.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/iopoll.h>
#include <linux/math.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <linux/reset.h>
#include <linux/slab.h>

/* 16550 registers, by index (the byte offset is index << reg-shift). */
#define DW_UART_THR 0x00 /* transmit holding; divisor latch low with DLAB */
#define DW_UART_IER 0x01 /* interrupt enable; divisor latch high with DLAB */
#define DW_UART_IIR 0x02 /* interrupt identification */
#define DW_UART_LCR 0x03 /* line control */
#define DW_UART_USR 0x1f /* DesignWare: UART status */

#define DW_UART_IER_THRI 0x02 /* interrupt when the transmitter is empty */
#define DW_UART_IIR_ID 0x0f
#define DW_UART_IIR_THRI 0x02 /* the transmitter is empty */
#define DW_UART_LCR_8N1 0x03
#define DW_UART_LCR_DLAB 0x80
#define DW_UART_USR_BUSY 0x01 /* a character is being sent: LCR is locked */

#define DW_UART_BAUD 115200

struct dw_uart {
	void __iomem *base;
	u32 reg_shift;
	const char *msg;
	size_t sent;
};

static const char greeting[] = "hello from dw_uart_example\n";

static u32 dw_read(struct dw_uart *u, unsigned int reg)
{
	return readl(u->base + (reg << u->reg_shift));
}

static void dw_write(struct dw_uart *u, unsigned int reg, u32 value)
{
	writel(value, u->base + (reg << u->reg_shift));
}

/* Transmit-empty: the next character, or stop asking when all are out. */
static irqreturn_t dw_uart_irq(int irq, void *data)
{
	struct dw_uart *u = data;

	if ((dw_read(u, DW_UART_IIR) & DW_UART_IIR_ID) != DW_UART_IIR_THRI)
		return IRQ_NONE;
	if (u->msg[u->sent])
		dw_write(u, DW_UART_THR, u->msg[u->sent++]);
	else
		dw_write(u, DW_UART_IER, 0);
	return IRQ_HANDLED;
}

static int dw_uart_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct reset_control *rst;
	unsigned long rate;
	struct dw_uart *u;
	struct clk *clk;
	u32 usr, div;
	int irq, ret;

	u = devm_kzalloc(dev, sizeof(*u), GFP_KERNEL);
	if (!u)
		return -ENOMEM;
	u->msg = greeting;
	u->base = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(u->base))
		return PTR_ERR(u->base);
	device_property_read_u32(dev, "reg-shift", &u->reg_shift);

	clk = devm_clk_get_enabled(dev, "baudclk");
	if (IS_ERR(clk))
		return dev_err_probe(dev, PTR_ERR(clk), "no baud clock\n");
	rate = clk_get_rate(clk);
	clk = devm_clk_get_optional_enabled(dev, "apb_pclk");
	if (IS_ERR(clk))
		return dev_err_probe(dev, PTR_ERR(clk), "no bus clock\n");
	rst = devm_reset_control_get_optional_exclusive(dev, NULL);
	if (IS_ERR(rst))
		return dev_err_probe(dev, PTR_ERR(rst), "no reset\n");
	reset_control_deassert(rst);

	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	ret = devm_request_irq(dev, irq, dw_uart_irq, 0, dev_name(dev), u);
	if (ret)
		return dev_err_probe(dev, ret, "cannot take irq %d\n", irq);

	/* The divisor latch cannot be written while the UART is busy. */
	ret = readl_poll_timeout(u->base + (DW_UART_USR << u->reg_shift), usr,
				 !(usr & DW_UART_USR_BUSY), 10, 10000);
	if (ret)
		return dev_err_probe(dev, ret, "stays busy (USR %#x)\n", usr);
	div = DIV_ROUND_CLOSEST(rate, 16 * DW_UART_BAUD);
	if (!div)
		return dev_err_probe(dev, -EINVAL,
				     "baud clock %lu Hz is too slow\n", rate);
	dw_write(u, DW_UART_LCR, DW_UART_LCR_DLAB | DW_UART_LCR_8N1);
	dw_write(u, DW_UART_THR, div & 0xff);
	dw_write(u, DW_UART_IER, div >> 8);
	dw_write(u, DW_UART_LCR, DW_UART_LCR_8N1);
	dev_info(dev, "%lu Hz, divisor %u, irq %d\n", rate, div, irq);

	/* The first character now, the others from the interrupt. */
	dw_write(u, DW_UART_THR, u->msg[u->sent++]);
	dw_write(u, DW_UART_IER, DW_UART_IER_THRI);
	platform_set_drvdata(pdev, u);
	return 0;
}

static const struct of_device_id dw_uart_ids[] = {
	{ .compatible = "snps,dw-apb-uart" },
	{}
};
MODULE_DEVICE_TABLE(of, dw_uart_ids);

static struct platform_driver dw_uart_driver = {
	.probe = dw_uart_probe,
	.driver = {
		.name = "dw-uart-example",
		.of_match_table = dw_uart_ids,
	},
};
module_platform_driver(dw_uart_driver);

MODULE_DESCRIPTION("DesignWare APB UART example driver");
MODULE_LICENSE("MIT");
