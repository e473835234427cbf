// SPDX-License-Identifier: MIT
/*
 * firmware_main.c - a minimal Cortex-M program linked against the core and
 * the bare port: proves the core builds and links with newlib only.
 */
#include <linux/platform_device.h>

static struct resource uart_res[] = {
	DEFINE_RES_MEM(0x40001000, 0x100),
	DEFINE_RES_IRQ(5),
};

static struct platform_device uart_dev = {
	.name = "fw-uart",
	.id = PLATFORM_DEVID_NONE,
	.resource = uart_res,
	.num_resources = ARRAY_SIZE(uart_res),
};

static int uart_probe(struct platform_device *pdev)
{
	return platform_get_irq(pdev, 0) == 5 ? 0 : -EINVAL;
}

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.driver = { .name = "fw-uart" },
};

int main(void)
{
	if (platform_device_register(&uart_dev))
		return 1;
	if (platform_driver_register(&uart_driver))
		return 2;
	return uart_dev.dev.driver ? 0 : 3;
}
