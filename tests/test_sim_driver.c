// SPDX-License-Identifier: MIT
/*
 * test_sim_driver.c - a driver written only against the Linux API, run
 * against a simulated device: two register windows mapped by name, an
 * interrupt requested with devm_request_irq, an ID register read, an
 * injected interrupt handled; after unbind nothing is left mapped, claimed
 * or requested.
 */
#include <string.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/platform_device.h>
#include <linux/slab.h>

#include "testutil.h"

/* ---- the driver: only <linux/...> ---- */

#define TMR_ID 0x00
#define TMR_CTRL 0x04
#define TMR_STATUS 0x08 /* in the "irq" window: write 1 to acknowledge */
#define TMR_ID_VALUE 0x54494d52 /* "TIMR" */

struct tmr {
	void __iomem *regs;
	void __iomem *irqregs;
	unsigned int ticks;
	u32 id;
};

static irqreturn_t tmr_irq(int irq, void *dev_id)
{
	struct tmr *t = dev_id;

	(void)irq;
	if (!readl(t->irqregs + TMR_STATUS))
		return IRQ_NONE;
	writel(1, t->irqregs + TMR_STATUS);
	t->ticks++;
	return IRQ_HANDLED;
}

static int tmr_probe(struct platform_device *pdev)
{
	struct tmr *t;
	int irq, ret;

	t = devm_kzalloc(&pdev->dev, sizeof(*t), GFP_KERNEL);
	if (!t)
		return -ENOMEM;
	t->regs = devm_platform_ioremap_resource_byname(pdev, "regs");
	if (IS_ERR(t->regs))
		return PTR_ERR(t->regs);
	t->irqregs = devm_platform_ioremap_resource_byname(pdev, "irq-regs");
	if (IS_ERR(t->irqregs))
		return PTR_ERR(t->irqregs);
	t->id = readl(t->regs + TMR_ID);
	if (t->id != TMR_ID_VALUE)
		return dev_err_probe(&pdev->dev, -ENODEV, "unknown ID %#x\n",
				     t->id);
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	ret = devm_request_irq(&pdev->dev, (unsigned int)irq, tmr_irq, 0,
			       dev_name(&pdev->dev), t);
	if (ret)
		return ret;
	writel(1, t->regs + TMR_CTRL); /* start */
	platform_set_drvdata(pdev, t);
	return 0;
}

static void tmr_remove(struct platform_device *pdev)
{
	struct tmr *t = platform_get_drvdata(pdev);

	writel(0, t->regs + TMR_CTRL); /* stop */
}

static struct platform_driver tmr_driver = {
	.probe = tmr_probe,
	.remove_new = tmr_remove,
	.driver = { .name = "sim-timer" },
};

/* ---- the simulated hardware ---- */

struct tmr_hw {
	struct platdev_sim_device *sim;
	u32 id;
	u32 ctrl;
	u32 status;
	int acks;
};

static u64 hw_regs_read(void *opaque, u64 offset, unsigned int size)
{
	struct tmr_hw *hw = opaque;

	(void)size;
	return offset == TMR_ID ? hw->id : offset == TMR_CTRL ? hw->ctrl : 0;
}

static void hw_regs_write(void *opaque, u64 offset, u64 value,
			  unsigned int size)
{
	struct tmr_hw *hw = opaque;

	(void)size;
	if (offset == TMR_CTRL)
		hw->ctrl = (u32)value;
}

static u64 hw_irq_read(void *opaque, u64 offset, unsigned int size)
{
	struct tmr_hw *hw = opaque;

	(void)size;
	return offset == TMR_STATUS ? hw->status : 0;
}

static void hw_irq_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	struct tmr_hw *hw = opaque;

	(void)size;
	if (offset == TMR_STATUS && value) {
		hw->status = 0;
		hw->acks++;
		platdev_sim_set_irq(hw->sim, 0,
				    0); /* acknowledged: lower the line */
	}
}

static const struct platdev_sim_ops hw_regs_ops = { .read = hw_regs_read,
						    .write = hw_regs_write };
static const struct platdev_sim_ops hw_irq_ops = { .read = hw_irq_read,
						   .write = hw_irq_write };

static void hw_tick(struct tmr_hw *hw)
{
	hw->status = 1;
	platdev_sim_set_irq(hw->sim, 0, 1);
}

/* ---- the board ---- */

static struct resource tmr_res[] = {
	DEFINE_RES_MEM_NAMED(0x48000000, 0x100, "regs"),
	DEFINE_RES_MEM_NAMED(0x48001000, 0x10, "irq-regs"),
	DEFINE_RES_IRQ(45),
};

static struct platform_device tmr_dev = {
	.name = "sim-timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = tmr_res,
	.num_resources = ARRAY_SIZE(tmr_res),
};

static void hw_create(struct tmr_hw *hw, u32 id)
{
	memset(hw, 0, sizeof(*hw));
	hw->id = id;
	hw->sim = platdev_sim_device_create("timer", hw);
	assert_non_null(hw->sim);
	assert_int_equal(platdev_sim_add_mmio(hw->sim, 0x48000000, 0x100,
					      &hw_regs_ops),
			 0);
	assert_int_equal(platdev_sim_add_mmio(hw->sim, 0x48001000, 0x10,
					      &hw_irq_ops),
			 1);
	assert_int_equal(platdev_sim_add_irq(hw->sim, 45), 0);
}

static void test_driver_against_simulated_device(void **state)
{
	unsigned long live = live_allocs();
	unsigned int maps = platdev_io_mappings();
	struct tmr_hw hw;
	struct tmr *t;

	(void)state;
	hw_create(&hw, TMR_ID_VALUE);
	platdev_io_use(&platdev_io_sim);
	assert_int_equal(platform_device_register(&tmr_dev), 0);
	assert_int_equal(platform_driver_register(&tmr_driver), 0);
	assert_non_null(tmr_dev.dev.driver);
	t = platform_get_drvdata(&tmr_dev);
	assert_int_equal(t->id, TMR_ID_VALUE);
	assert_int_equal(hw.ctrl, 1);
	assert_int_equal(platdev_io_mappings(), maps + 2);
	/* Regions claimed, nested under the device's own resources. */
	assert_true(tmr_res[0].child &&
		    (tmr_res[0].child->flags & IORESOURCE_BUSY));

	hw_tick(&hw);
	assert_int_equal(t->ticks, 1);
	assert_int_equal(hw.acks, 1);
	hw_tick(&hw);
	assert_int_equal(t->ticks, 2);

	platform_driver_unregister(&tmr_driver);
	assert_int_equal(hw.ctrl, 0);
	assert_int_equal(platdev_io_mappings(), maps);
	assert_null(tmr_res[0].child);
	assert_null(tmr_res[1].child);
	assert_int_equal(generic_handle_irq(45),
			 -EINVAL); /* nobody requests it now */

	platform_device_unregister(&tmr_dev);
	assert_null(iomem_resource.child);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(hw.sim);
	assert_int_equal(live_allocs(), live);
}

static void test_wrong_id_fails_probe_cleanly(void **state)
{
	unsigned long live = live_allocs();
	unsigned int maps = platdev_io_mappings();
	struct tmr_hw hw;

	(void)state;
	hw_create(&hw, 0xdeadbeef);
	platdev_io_use(&platdev_io_sim);
	assert_int_equal(platform_driver_register(&tmr_driver), 0);
	log_capture_start();
	assert_int_equal(platform_device_register(&tmr_dev), 0);
	assert_true(log_has(PLATDEV_LOG_ERR, "sim-timer",
			    "unknown ID 0xdeadbeef", NULL));
	log_capture_stop();
	assert_null(tmr_dev.dev.driver);
	assert_int_equal(platdev_io_mappings(), maps);
	assert_null(tmr_res[0].child);
	platform_device_unregister(&tmr_dev);
	platform_driver_unregister(&tmr_driver);
	platdev_io_use(&platdev_io_direct);
	platdev_sim_device_destroy(hw.sim);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_driver_against_simulated_device),
		cmocka_unit_test(test_wrong_id_fails_probe_cleanly),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
