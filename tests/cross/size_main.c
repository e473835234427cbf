// SPDX-License-Identifier: MIT
/*
 * size_main.c - the firmware `make size` measures: what a board file and
 * its drivers use in the minimal profile (static devices with resources
 * and platform data, drivers matched by id_table and by name, lookups in
 * probe, unregistration), linked with --gc-sections so that the image holds
 * only the library code such a firmware reaches. The same source is linked
 * in every profile; the difference is what a profile costs a firmware that
 * does not use its extra features.
 */
#include <linux/platform_device.h>
#include <platdev/bare.h>
#include <platdev/event.h>

struct sensor_pdata {
	unsigned int address;
	unsigned int rate_hz;
};

static struct resource uart_res[] = {
	DEFINE_RES_MEM_NAMED(0x40001000, 0x100, "regs"),
	DEFINE_RES_IRQ(5),
};

static struct platform_device uart_dev = {
	.name = "fw-uart",
	.id = 0,
	.resource = uart_res,
	.num_resources = ARRAY_SIZE(uart_res),
};

static struct sensor_pdata sensor_pdata = { .address = 0x48, .rate_hz = 10 };

static struct platform_device sensor_dev = {
	.name = "fw-sensor",
	.id = PLATFORM_DEVID_NONE,
	.dev = { .platform_data = &sensor_pdata },
};

static struct platform_device *board_devices[] = { &uart_dev, &sensor_dev };

static volatile u32 sink;

static int uart_probe(struct platform_device *pdev)
{
	struct resource *regs =
		platform_get_resource_byname(pdev, IORESOURCE_MEM, "regs");
	int irq = platform_get_irq(pdev, 0);

	if (!regs || irq < 0)
		return irq < 0 ? irq : -ENODEV;
	sink = (u32)regs->start + (u32)irq;
	platform_set_drvdata(pdev, regs);
	return 0;
}

static void uart_remove(struct platform_device *pdev)
{
	platform_set_drvdata(pdev, NULL);
}

static const struct platform_device_id uart_ids[] = {
	{ .name = "fw-uart" },
	{ .name = "fw-uart-fifo", .driver_data = 1 },
	{},
};

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.remove_new = uart_remove,
	.id_table = uart_ids,
	.driver = { .name = "uart" },
};

static int sensor_probe(struct platform_device *pdev)
{
	const struct sensor_pdata *pd = dev_get_platdata(&pdev->dev);

	if (!pd)
		return -EINVAL;
	sink = pd->address;
	dev_info(&pdev->dev, "sensor at %#x\n", pd->address);
	/* In the image only where PLATDEV_LOG_MIN_LEVEL keeps debug (logcheck.sh). */
	dev_dbg(&pdev->dev, "sensor polled at %u Hz\n", pd->rate_hz);
	return 0;
}

static struct platform_driver sensor_driver = {
	.probe = sensor_probe,
	.driver = { .name = "fw-sensor" },
};

static void log_write(const char *buf, size_t len)
{
	while (len--)
		sink = (u32)*buf++;
}

#if PLATDEV_TINY
/* The tiny core has no text to write: its events go to a hook. */
static void log_event(void *ctx, const struct platdev_event *ev)
{
	(void)ctx;
	log_write((const char *)&ev->arg, sizeof(ev->arg));
}
#endif

int main(void)
{
#if PLATDEV_TINY
	platdev_set_event_hook(log_event, NULL);
#else
	platdev_bare_set_log_write(log_write);
#endif
	if (platform_add_devices(board_devices, ARRAY_SIZE(board_devices)))
		return 1;
	if (platform_driver_register(&uart_driver) ||
	    platform_driver_register(&sensor_driver))
		return 2;
	platform_driver_unregister(&sensor_driver);
	platform_device_unregister(&uart_dev);
	return uart_dev.dev.driver ? 3 : 0;
}
