// SPDX-License-Identifier: MIT
/*
 * pl031_example.c - a small driver for the ARM PL031 real-time clock,
 * written only against the Linux API: an amba_driver, its bus clock with
 * devm_clk_get_enabled(), devm_ioremap_resource(), devm_request_irq(), and
 * an alarm through the match register.
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/slab.h>

#include "board_drivers.h"

#define RTCDR 0x00
#define RTCMR 0x04
#define RTCCR 0x0c
#define RTCIMSC 0x10
#define RTCMIS 0x18
#define RTCICR 0x1c
#define RTCPERIPHID0 0xfe0

#define RTC_START (1u << 0)
#define RTC_BIT_AI (1u << 0)

static irqreturn_t pl031_example_irq(int irq, void *dev_id)
{
	struct pl031_example *rtc = dev_id;
	u32 mis = readl(rtc->regs + RTCMIS);

	(void)irq;
	if (!(mis & RTC_BIT_AI))
		return IRQ_NONE;
	/* A one-shot alarm: acknowledge it and mask it. */
	writel(RTC_BIT_AI, rtc->regs + RTCICR);
	writel(0, rtc->regs + RTCIMSC);
	rtc->alarms++;
	return IRQ_HANDLED;
}

u32 pl031_example_read_time(struct pl031_example *rtc)
{
	return readl(rtc->regs + RTCDR);
}

void pl031_example_set_alarm(struct pl031_example *rtc, u32 seconds)
{
	writel(readl(rtc->regs + RTCDR) + seconds, rtc->regs + RTCMR);
	writel(RTC_BIT_AI, rtc->regs + RTCICR);
	writel(RTC_BIT_AI, rtc->regs + RTCIMSC);
}

static int pl031_example_probe(struct amba_device *adev,
			       const struct amba_id *id)
{
	struct device *dev = &adev->dev;
	struct pl031_example *rtc;
	struct clk *pclk;
	int ret;

	(void)id;
	rtc = devm_kzalloc(dev, sizeof(*rtc), GFP_KERNEL);
	if (!rtc)
		return -ENOMEM;
	/* Linux's AMBA bus enables apb_pclk before probe; this one does not. */
	pclk = devm_clk_get_enabled(dev, "apb_pclk");
	if (IS_ERR(pclk))
		return dev_err_probe(dev, PTR_ERR(pclk), "no bus clock\n");
	rtc->regs = devm_ioremap_resource(dev, &adev->res);
	if (IS_ERR(rtc->regs))
		return PTR_ERR(rtc->regs);
	rtc->periphid = example_primecell_periphid(rtc->regs + RTCPERIPHID0);
	if (!adev->irq[0])
		return dev_err_probe(dev, -ENXIO, "no interrupt\n");
	writel(0, rtc->regs + RTCIMSC);
	writel(RTC_BIT_AI, rtc->regs + RTCICR);
	ret = devm_request_irq(dev, adev->irq[0], pl031_example_irq, 0,
			       dev_name(dev), rtc);
	if (ret)
		return ret;
	/* The counter runs from the first start until a reset. */
	if (!(readl(rtc->regs + RTCCR) & RTC_START))
		writel(RTC_START, rtc->regs + RTCCR);
	amba_set_drvdata(adev, rtc);
	return 0;
}

static void pl031_example_remove(struct amba_device *adev)
{
	struct pl031_example *rtc = amba_get_drvdata(adev);

	writel(0, rtc->regs + RTCIMSC);
}

static const struct amba_id pl031_example_ids[] = {
	{ .id = 0x00041031, .mask = 0x000fffff },
	{},
};

struct amba_driver pl031_example_driver = {
	.drv = { .name = "pl031-example" },
	.probe = pl031_example_probe,
	.remove = pl031_example_remove,
	.id_table = pl031_example_ids,
};
