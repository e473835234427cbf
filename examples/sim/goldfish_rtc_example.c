// SPDX-License-Identifier: MIT
/*
 * goldfish_rtc_example.c - a small driver for the Goldfish real-time
 * clock ("google,goldfish-rtc", on QEMU's RISC-V virt board), written
 * only against the Linux API: devm_platform_ioremap_resource(),
 * platform_get_irq(), devm_request_irq(), and a one-shot alarm. The block
 * has no ID registers and no clock in the tree.
 */
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/slab.h>

#include "board_drivers.h"

#define TIMER_TIME_LOW 0x00 /* reading it latches TIMER_TIME_HIGH */
#define TIMER_TIME_HIGH 0x04
#define TIMER_ALARM_LOW 0x08 /* writing it arms the alarm */
#define TIMER_ALARM_HIGH 0x0c
#define TIMER_IRQ_ENABLED 0x10
#define TIMER_CLEAR_ALARM 0x14
#define TIMER_CLEAR_INTERRUPT 0x1c

static irqreturn_t goldfish_rtc_example_irq(int irq, void *dev_id)
{
	struct goldfish_rtc_example *rtc = dev_id;

	(void)irq;
	writel(1, rtc->regs + TIMER_CLEAR_INTERRUPT);
	rtc->alarms++;
	return IRQ_HANDLED;
}

u64 goldfish_rtc_example_read_ns(struct goldfish_rtc_example *rtc)
{
	u64 low = readl(rtc->regs + TIMER_TIME_LOW);

	return (u64)readl(rtc->regs + TIMER_TIME_HIGH) << 32 | low;
}

void goldfish_rtc_example_set_alarm(struct goldfish_rtc_example *rtc, u64 ns)
{
	u64 at = goldfish_rtc_example_read_ns(rtc) + ns;

	writel((u32)(at >> 32), rtc->regs + TIMER_ALARM_HIGH);
	writel((u32)at, rtc->regs + TIMER_ALARM_LOW);
	writel(1, rtc->regs + TIMER_IRQ_ENABLED);
}

static int goldfish_rtc_example_probe(struct platform_device *pdev)
{
	struct goldfish_rtc_example *rtc;
	int irq;

	rtc = devm_kzalloc(&pdev->dev, sizeof(*rtc), GFP_KERNEL);
	if (!rtc)
		return -ENOMEM;
	rtc->regs = devm_platform_ioremap_resource(pdev, 0);
	if (IS_ERR(rtc->regs))
		return PTR_ERR(rtc->regs);
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	writel(0, rtc->regs + TIMER_IRQ_ENABLED);
	writel(1, rtc->regs + TIMER_CLEAR_ALARM);
	platform_set_drvdata(pdev, rtc);
	return devm_request_irq(&pdev->dev, (unsigned int)irq,
				goldfish_rtc_example_irq, 0,
				dev_name(&pdev->dev), rtc);
}

static void goldfish_rtc_example_remove(struct platform_device *pdev)
{
	struct goldfish_rtc_example *rtc = platform_get_drvdata(pdev);

	writel(0, rtc->regs + TIMER_IRQ_ENABLED);
	writel(1, rtc->regs + TIMER_CLEAR_ALARM);
}

static const struct of_device_id goldfish_rtc_example_ids[] = {
	{ .compatible = "google,goldfish-rtc" },
	{}
};

struct platform_driver goldfish_rtc_example_driver = {
	.probe = goldfish_rtc_example_probe,
	.remove_new = goldfish_rtc_example_remove,
	.driver = { .name = "goldfish-rtc-example",
		    .of_match_table = goldfish_rtc_example_ids },
};
