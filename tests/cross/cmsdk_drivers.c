// SPDX-License-Identifier: MIT
/*
 * cmsdk_drivers.c - Linux-style drivers for the CMSDK APB UART and timer
 * (cmsdk_drivers.h), written against Linux's API only: they bind by their
 * of_match_table, take their registers from the memory resource, their
 * interrupt by name and their settings from device properties.
 *
 * Where the profile maps I/O (the host's full profile: simulated
 * registers) the window is ioremap()ed; in firmware without it the
 * resource's address is the register's.
 */
#include <linux/io.h>
#include <linux/mod_devicetable.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/features.h>

#include "cmsdk_drivers.h"

/* CMSDK APB UART registers and bits */
#define UART_DATA 0x00
#define UART_STATE 0x04
#define UART_CTRL 0x08
#define UART_BAUDDIV 0x10
#define UART_STATE_TXFULL 0x1u
#define UART_CTRL_TXEN 0x1u

/* CMSDK APB timer registers */
#define TIMER_CTRL 0x00
#define TIMER_VALUE 0x04
#define TIMER_RELOAD 0x08
#define TIMER_CTRL_EN 0x1u

/* The UART's clock where the tree gives none to the profile. */
#define MPS2_SYSCLK_HZ 25000000u

struct cmsdk_seen cmsdk_seen;
static void __iomem *uart_base;

static void __iomem *map_window(struct platform_device *pdev)
{
	struct resource *r = platform_get_resource(pdev, IORESOURCE_MEM, 0);

	if (!r)
		return NULL;
	if (platdev_has(PLATDEV_FEAT_IO))
		return ioremap(r->start, resource_size(r));
	return (void __iomem *)(uintptr_t)r->start;
}

static void unmap_window(void __iomem *base)
{
	if (platdev_has(PLATDEV_FEAT_IO))
		iounmap(base);
}

void cmsdk_uart_puts(const char *s)
{
	if (!uart_base)
		return;
	for (; *s; s++) {
		while (readl(uart_base + UART_STATE) & UART_STATE_TXFULL)
			;
		writel((u8)*s, uart_base + UART_DATA);
	}
}

static int uart_probe(struct platform_device *pdev)
{
	const int *variant = device_get_match_data(&pdev->dev);
	u32 speed = 0;
	int irq;

	if (!variant ||
	    device_property_read_u32(&pdev->dev, "current-speed", &speed))
		return -EINVAL;
	irq = platform_get_irq_byname(pdev, "tx");
	if (irq < 0)
		return irq;
	uart_base = map_window(pdev);
	if (!uart_base)
		return -ENOMEM;
	writel(MPS2_SYSCLK_HZ / speed, uart_base + UART_BAUDDIV);
	writel(UART_CTRL_TXEN, uart_base + UART_CTRL);
	cmsdk_seen.uart_probes++;
	cmsdk_seen.uart_name = dev_name(&pdev->dev);
	cmsdk_seen.uart_variant = *variant;
	cmsdk_seen.uart_speed = speed;
	cmsdk_seen.uart_tx_irq = irq;
	return 0;
}

static void uart_remove(struct platform_device *pdev)
{
	(void)pdev;
	unmap_window(uart_base);
	uart_base = NULL;
}

/*
 * The node says "arm,mps2-uart", "arm,cmsdk-uart": the driver knows the
 * second. (One entry: each costs 196 bytes of flash, Linux's layout.)
 */
static const int uart_cmsdk = 1;

static const struct of_device_id uart_of_match[] = {
	{ .compatible = "arm,cmsdk-uart", .data = &uart_cmsdk },
	{}
};

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.remove_new = uart_remove,
	.driver = {
		.name = "cmsdk-uart",
		.of_match_table = uart_of_match,
	},
};

static int timer_probe(struct platform_device *pdev)
{
	void __iomem *base = map_window(pdev);
	u32 first, second;
	int spins = 1000;

	if (!base)
		return -ENOMEM;
	if (platform_get_irq(pdev, 0) < 0) {
		unmap_window(base);
		return -ENXIO;
	}
	writel(0xffffffffu, base + TIMER_RELOAD);
	writel(0xffffffffu, base + TIMER_VALUE);
	writel(TIMER_CTRL_EN, base + TIMER_CTRL);
	first = readl(base + TIMER_VALUE);
	do
		second = readl(base + TIMER_VALUE);
	while (second == first && --spins);
	writel(0, base + TIMER_CTRL);
	cmsdk_seen.timer_counted = second < first;
	cmsdk_seen.timer_probes++;
	unmap_window(base);
	return 0;
}

static const struct of_device_id timer_of_match[] = {
	{ .compatible = "arm,cmsdk-timer" },
	{}
};

static struct platform_driver timer_driver = {
	.probe = timer_probe,
	.driver = {
		.name = "cmsdk-timer",
		.of_match_table = timer_of_match,
	},
};

int cmsdk_uart_register(void)
{
	return platform_driver_register(&uart_driver);
}

void cmsdk_uart_unregister(void)
{
	platform_driver_unregister(&uart_driver);
}

int cmsdk_register_drivers(void)
{
	int ret = cmsdk_uart_register();

	if (ret)
		return ret;
	ret = platform_driver_register(&timer_driver);
	if (ret)
		cmsdk_uart_unregister();
	return ret;
}

void cmsdk_unregister_drivers(void)
{
	platform_driver_unregister(&timer_driver);
	cmsdk_uart_unregister();
}
