// SPDX-License-Identifier: MIT
/*
 * test_mfd_stm32_timers.c - Linux 6.12's drivers/mfd/stm32-timers.c,
 * built unchanged and strictly, probes the STM32MP157's timers on a
 * simulated board. It sizes each timer's auto-reload register by writing
 * all ones to it and reading back what the hardware kept (32 bits on
 * TIM2, 16 on TIM3, whose upper bits the board is made to read as 0),
 * then restores it; it asks for its optional DMA channels and, with no
 * "dmas", runs without them; it populates its children (PWM, trigger,
 * counter). A timer whose "dmas" provider has no driver waits for it,
 * then, probed, is deferred by its channel request (-EPROBE_DEFER) and
 * populates nothing.
 */
#include <linux/mfd/stm32-timers.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/regmap.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"

#define TIM2 0x40000000
#define TIM3 0x40001000

/* The writes to TIM2's auto-reload register, in order. */
static u64 arr_writes[4];
static unsigned int narr_writes;

static void record(void *ctx, const struct platdev_sim_event *ev)
{
	(void)ctx;
	if (ev->kind != PLATDEV_SIM_EV_WRITE || ev->addr != TIM2 + TIM_ARR)
		return;
	if (narr_writes < ARRAY_SIZE(arr_writes))
		arr_writes[narr_writes] = ev->value;
	narr_writes++;
}

static const struct platdev_sim_observer observer = { .event = record };

static void test_stm32_timers(void **state)
{
	static const struct platdev_sim_fault arr16 = {
		.kind = PLATDEV_SIM_FAULT_HOLD,
		.clear = 0xffff0000,
	};
	struct platdev_bind_status st;
	struct stm32_timers *tim2, *tim3;
	struct platform_device *pwm;
	void __iomem *regs;
	struct device *dev;
	u32 val;
	int i;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_LINUX_DTB), 0);
	assert_int_equal(platdev_of_init_early(), 1); /* the timers' clock */
	assert_int_equal(platdev_sim_board_create(), 0);
	/* TIM3's counter is 16 bits wide: its upper ARR bits read 0 */
	assert_true(platdev_sim_fault_add(TIM3 + TIM_ARR, 4, &arr16) > 0);
	regs = ioremap(TIM2, 0x400);
	assert_non_null(regs);
	writel(1000, regs + TIM_ARR); /* what the firmware left */
	platdev_sim_observe(&observer);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	platdev_sim_observe(NULL);

	dev = test_device_of("/timer@40000000");
	assert_non_null(dev->driver);
	assert_string_equal(dev->driver->name, "stm32-timers");
	tim2 = dev_get_drvdata(dev);
	assert_non_null(tim2);
	assert_int_equal(tim2->max_arr, 0xffffffff);
	/* all ones to size it, then the firmware's value back */
	assert_int_equal(narr_writes, 2);
	assert_int_equal(arr_writes[0], 0xffffffff);
	assert_int_equal(arr_writes[1], 1000);
	assert_int_equal(readl(regs + TIM_ARR), 1000);
	/* no "dmas": every optional channel NULL, no interrupt either */
	for (i = 0; i < STM32_TIMERS_MAX_DMAS; i++)
		assert_null(tim2->dma.chans[i]);
	assert_int_equal(tim2->nr_irqs, 0);
	/* its children are its own platform devices */
	pwm = of_find_device_by_node(test_node("/timer@40000000/pwm"));
	assert_non_null(pwm);
	assert_ptr_equal(pwm->dev.parent, dev);
	put_device(&pwm->dev);
	assert_non_null(test_device_of("/timer@40000000/timer@1"));
	assert_non_null(test_device_of("/timer@40000000/counter"));

	/* the regmap it shares with them reaches the registers */
	assert_int_equal(regmap_write(tim2->regmap, TIM_CR1, TIM_CR1_CEN), 0);
	assert_int_equal(readl(regs + TIM_CR1), TIM_CR1_CEN);
	writel(0x1234, regs + TIM_CNT);
	assert_int_equal(regmap_read(tim2->regmap, TIM_CNT, &val), 0);
	assert_int_equal(val, 0x1234);

	tim3 = dev_get_drvdata(test_device_of("/timer@40001000"));
	assert_non_null(tim3);
	assert_int_equal(tim3->max_arr, 0xffff);

	/*
	 * TIM4's DMA provider has no driver: held back for it by the link
	 * the tree made; when drivers are all in, probed, and deferred by
	 * its channel request; nothing populated.
	 */
	dev = test_device_of("/timer@40002000");
	assert_null(dev->driver);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.probe_calls, 0);
	fw_devlink_drivers_done();
	assert_null(dev->driver);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_true(st.probe_calls > 0);
	assert_int_equal(st.last_error, -EPROBE_DEFER);
	assert_null(of_find_device_by_node(test_node("/timer@40002000/pwm")));

	iounmap(regs);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_stm32_timers),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
