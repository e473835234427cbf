// SPDX-License-Identifier: MIT
/*
 * test_sim_standin.c - stand-in providers (src/sim/standin*.c): on a board
 * whose clock and reset controller, oscillator, pin controller, GPIO
 * interrupt controller, regulators and GENI wrapper have no driver, a
 * UART driver inside the wrapper binds once the stand-ins are made, gets
 * its clocks (at the assigned rate, or 24 MHz), its reset, its pin state,
 * its supplies and its interrupt, and every request is recorded; a real
 * clock driver registered later takes its node back and the UART ends up
 * on it; with stand-ins off nothing is made; no allocation failure leaks.
 */
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/clk.h>
#include <linux/interrupt.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/regulator/consumer.h>
#include <linux/reset-controller.h>
#include <linux/reset.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "testutil.h"

#define DTB PLATDEV_TEST_DTB_DIR "/sim_standin.dtb"
#define UART "/soc/geniqup@20000/serial@20100"
#define CRU "/soc/clock-controller@10000"

/* ---- the user's drivers ---- */

static int uart_probes, uart_irqs, button_irqs;
static struct clk *uart_clk, *uart_osc;

static irqreturn_t count_irq(int irq, void *data)
{
	(void)irq;
	(*(int *)data)++;
	return IRQ_HANDLED;
}

static void put_clk(void *clk)
{
	clk_put(clk);
}

static int uart_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct reset_control *rst;
	int irq, ret;

	uart_probes++;
	uart_clk = devm_clk_get_enabled(dev, NULL);
	if (IS_ERR(uart_clk))
		return PTR_ERR(uart_clk);
	uart_osc = of_clk_get(dev->of_node, 1);
	if (IS_ERR(uart_osc))
		return PTR_ERR(uart_osc);
	ret = devm_add_action_or_reset(dev, put_clk, uart_osc);
	if (ret)
		return ret;
	rst = devm_reset_control_get_exclusive(dev, NULL);
	if (IS_ERR(rst))
		return PTR_ERR(rst);
	ret = reset_control_deassert(rst);
	if (ret)
		return ret;
	ret = devm_regulator_get_enable(dev, "vcc");
	if (ret)
		return ret;
	ret = devm_regulator_get_enable(dev, "vdd");
	if (ret)
		return ret;
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	return devm_request_irq(dev, irq, count_irq, 0, "uart", &uart_irqs);
}

static const struct of_device_id uart_ids[] = { { .compatible = "test,uart" },
						{} };

static struct platform_driver uart_driver = {
	.driver = { .name = "test-uart", .of_match_table = uart_ids },
	.probe = uart_probe,
};

static int button_probe(struct platform_device *pdev)
{
	int irq = platform_get_irq(pdev, 0);

	if (irq < 0)
		return irq;
	return devm_request_irq(&pdev->dev, irq, count_irq, 0, "button",
				&button_irqs);
}

static const struct of_device_id button_ids[] = { { .compatible =
							    "test,button" },
						  {} };

static struct platform_driver button_driver = {
	.driver = { .name = "test-button", .of_match_table = button_ids },
	.probe = button_probe,
};

/* ---- a real driver for the clock and reset controller, registered late */

static int cru_probes;

static struct clk_hw *cru_get(struct of_phandle_args *spec, void *data)
{
	(void)spec;
	return data;
}

static int cru_reset_op(struct reset_controller_dev *rcdev, unsigned long id)
{
	(void)rcdev;
	(void)id;
	return 0;
}

static const struct reset_control_ops cru_reset_ops = {
	.assert = cru_reset_op,
	.deassert = cru_reset_op,
};

static struct reset_controller_dev cru_rcdev = {
	.ops = &cru_reset_ops,
	.of_reset_n_cells = 1,
	.nr_resets = 16,
};

static int cru_probe(struct platform_device *pdev)
{
	struct clk_hw *hw;
	int ret;

	cru_probes++;
	hw = devm_clk_hw_register_fixed_rate(&pdev->dev, "real-cru", NULL, 0,
					     12000000);
	if (IS_ERR(hw))
		return PTR_ERR(hw);
	ret = devm_of_clk_add_hw_provider(&pdev->dev, cru_get, hw);
	if (ret)
		return ret;
	cru_rcdev.dev = &pdev->dev;
	cru_rcdev.of_node = pdev->dev.of_node;
	return devm_reset_controller_register(&pdev->dev, &cru_rcdev);
}

static const struct of_device_id cru_ids[] = { { .compatible = "test,cru" },
					       {} };

static struct platform_driver cru_driver = {
	.driver = { .name = "test-cru", .of_match_table = cru_ids },
	.probe = cru_probe,
};

/* ---- the board ---- */

static void board_up(bool standins)
{
	uart_probes = uart_irqs = button_irqs = cru_probes = 0;
	assert_int_equal(test_load_dtb(DTB), 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	assert_true(platdev_of_init_early() >= 0);
	platdev_sim_standins_enable(standins);
	assert_int_equal(platform_driver_register(&uart_driver), 0);
	assert_int_equal(platform_driver_register(&button_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	fw_devlink_drivers_done();
	wait_for_device_probe();
}

static void board_down(void)
{
	of_platform_depopulate(NULL);
	platform_driver_unregister(&button_driver);
	platform_driver_unregister(&uart_driver);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(platdev_of_unload(), 0);
	platdev_sim_standins_enable(false);
}

static struct device *uart_dev(void)
{
	return test_device_of(UART);
}

/* The stand-in of @path, copied into @info: true if there is one. */
static bool standin_info(const char *path,
			 struct platdev_sim_standin_info *info)
{
	struct platdev_sim_standin_info all[32];
	int n = platdev_sim_standins(all, ARRAY_SIZE(all)), i;

	assert_true(n >= 0 && n <= (int)ARRAY_SIZE(all));
	for (i = 0; i < n; i++)
		if (all[i].node == test_node(path)) {
			*info = all[i];
			return true;
		}
	return false;
}

static bool recorded(const struct platdev_sim_standin_info *info,
		     const char *what)
{
	unsigned int i;

	for (i = 0; i < info->kept; i++)
		if (!strcmp(info->latest[i], what))
			return true;
	return false;
}

/* ---- the tests ---- */

static void test_consumer_binds_with_standins(void **state)
{
	struct platdev_sim_standin_info info;
	int n;

	(void)state;
	board_up(true);
	/* Before: the UART is not even a device (the wrapper has no driver). */
	assert_null(test_device_named("20100.serial"));
	n = platdev_sim_standins_bind();
	/* cru, osc, pinctrl, gpio, pmic, vcc, qup, and the PMIC's ldo1 */
	assert_int_equal(n, 7);
	assert_non_null(uart_dev()->driver);
	assert_non_null(test_device_of("/soc/button@30000")->driver);

	assert_int_equal(clk_get_rate(uart_clk), 48000000);
	assert_int_equal(clk_get_rate(uart_osc),
			 PLATDEV_SIM_STANDIN_CLOCK_RATE);

	assert_true(standin_info(CRU, &info));
	assert_string_equal(info.kinds, "clock, reset");
	assert_true(recorded(&info, "prepare clock 3"));
	assert_true(recorded(&info, "enable clock 3"));
	assert_true(recorded(&info, "deassert reset 7"));
	assert_true(standin_info("/soc/pinctrl@12000", &info));
	assert_string_equal(info.kinds, "pin controller");
	assert_true(recorded(&info, "map /soc/pinctrl@12000/uart-pins"));
	assert_true(standin_info("/regulator-vcc", &info));
	assert_true(recorded(&info, "enable regulator"));
	/* ldo1 has no device: the PMIC's stand-in serves it */
	assert_true(standin_info("/soc/pmic@14000/regulators/ldo1", &info));
	assert_string_equal(info.device, "14000.pmic");
	assert_true(recorded(&info, "enable regulator"));
	assert_true(standin_info("/soc/geniqup@20000", &info));
	assert_string_equal(info.kinds, "bus");
	assert_true(platdev_sim_standin_of(test_node("/soc/gpio@13000")));
	assert_false(platdev_sim_standin_of(test_node(UART)));

	/* The UART's line through the GIC, the button's through the GPIO's */
	assert_int_equal(platdev_sim_node_irq_set(test_node(UART), 0, 1), 0);
	assert_int_equal(platdev_sim_node_irq_set(test_node(UART), 0, 0), 0);
	assert_int_equal(uart_irqs, 1);
	assert_int_equal(
		platdev_sim_node_irq_set(test_node("/soc/button@30000"), 0, 1),
		0);
	assert_int_equal(button_irqs, 1);
	assert_true(standin_info("/soc/gpio@13000", &info));
	assert_true(recorded(&info, "unmask interrupt 5"));
	assert_int_equal(platdev_sim_node_irq_set(test_node("/"), 0, 1),
			 -ENOENT);

	/* A second call makes nothing new. */
	assert_int_equal(platdev_sim_standins_bind(), 0);
	board_down();
	assert_int_equal(platdev_sim_standins(NULL, 0), 0);
}

static void test_no_standins(void **state)
{
	(void)state;
	board_up(false);
	assert_false(platdev_sim_standins_enabled());
	assert_int_equal(platdev_sim_standins_bind(), 0);
	assert_null(test_device_named("20100.serial"));
	assert_null(test_device_of("/soc/button@30000")->driver);
	assert_int_equal(platdev_sim_standins(NULL, 0), 0);
	board_down();
}

static void test_set_rate(void **state)
{
	struct device_node *osc;

	(void)state;
	board_up(true);
	osc = test_node("/soc/oscillator@11000");
	assert_int_equal(platdev_sim_standin_set_rate(NULL, 0, 1), -EINVAL);
	assert_int_equal(platdev_sim_standin_set_rate(osc, 0, 0), -EINVAL);
	/* before the clock exists: it starts at the rate */
	assert_int_equal(platdev_sim_standin_set_rate(osc, -1, 19200000), 0);
	assert_true(platdev_sim_standins_bind() > 0);
	assert_int_equal(clk_get_rate(uart_osc), 19200000);
	/* after: it takes it now */
	assert_int_equal(platdev_sim_standin_set_rate(osc, 0, 1000000), 0);
	assert_int_equal(clk_get_rate(uart_osc), 1000000);
	/* no memory for the setting */
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platdev_sim_standin_set_rate(osc, 0, 2), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(clk_get_rate(uart_osc), 1000000);
	board_down();
}

static void test_real_driver_takes_back(void **state)
{
	struct platdev_sim_standin_info info;
	int probes;

	(void)state;
	board_up(true);
	assert_true(platdev_sim_standins_bind() > 0);
	assert_true(platdev_sim_standin_of(test_node(CRU)));
	probes = uart_probes;
	assert_int_equal(clk_get_rate(uart_clk), 48000000);

	assert_int_equal(platform_driver_register(&cru_driver), 0);
	wait_for_device_probe();
	assert_int_equal(cru_probes, 1);
	assert_string_equal(test_device_of(CRU)->driver->name, "test-cru");
	assert_false(platdev_sim_standin_of(test_node(CRU)));
	assert_false(standin_info(CRU, &info));
	/* the UART was unbound first, then probed again on the real clock */
	assert_true(uart_probes > probes);
	assert_non_null(uart_dev()->driver);
	assert_int_equal(clk_get_rate(uart_clk), 12000000);
	/* the other stand-ins stay */
	assert_true(platdev_sim_standin_of(test_node("/soc/pinctrl@12000")));

	of_platform_depopulate(NULL);
	platform_driver_unregister(&cru_driver);
	board_down();
}

static void test_records_are_bounded(void **state)
{
	struct platdev_sim_standin_info info;
	unsigned long before;
	int i;

	(void)state;
	board_up(true);
	assert_true(platdev_sim_standins_bind() > 0);
	assert_true(standin_info(CRU, &info));
	before = info.requests;
	for (i = 0; i < 3 * PLATDEV_SIM_STANDIN_RECORDS; i++) {
		clk_disable(uart_clk);
		clk_enable(uart_clk);
	}
	assert_true(standin_info(CRU, &info));
	assert_int_equal(info.requests,
			 before + 6 * PLATDEV_SIM_STANDIN_RECORDS);
	assert_int_equal(info.kept, PLATDEV_SIM_STANDIN_RECORDS);
	assert_string_equal(info.latest[PLATDEV_SIM_STANDIN_RECORDS - 1],
			    "enable clock 3");
	assert_string_equal(info.latest[PLATDEV_SIM_STANDIN_RECORDS - 2],
			    "disable clock 3");
	board_down();
}

/* ---- the observer hears of the requests ---- */

static int standin_events;
static char last_what[80];

static void observe(void *ctx, const struct platdev_sim_event *ev)
{
	(void)ctx;
	if (ev->kind != PLATDEV_SIM_EV_STANDIN)
		return;
	standin_events++;
	strncpy(last_what, ev->what, sizeof(last_what) - 1);
}

static void test_observer_hears_requests(void **state)
{
	const struct platdev_sim_observer obs = { .event = observe };

	(void)state;
	standin_events = 0;
	platdev_sim_observe(&obs);
	board_up(true);
	assert_true(platdev_sim_standins_bind() > 0);
	assert_true(standin_events > 0);
	clk_disable(uart_clk);
	assert_string_equal(last_what, "disable clock 3");
	clk_enable(uart_clk);
	board_down();
	platdev_sim_observe(NULL);
}

/* Every allocation of the stand-ins' paths may fail: no leak, no crash. */
static void test_allocation_failures(void **state)
{
	unsigned long live;
	int n, ret;

	(void)state;
	for (n = 0;; n++) {
		live = live_allocs();
		board_up(true);
		log_capture_start();
		platdev_port_fail_alloc_after(n, 0);
		ret = platdev_sim_standins_bind();
		platdev_port_fail_alloc_after(-1, 0);
		log_capture_stop();
		assert_true(ret == -ENOMEM || ret >= 0);
		if (ret == 7 && uart_dev()->driver && uart_irqs == 0 &&
		    !platdev_sim_node_irq_set(test_node(UART), 0, 1) &&
		    uart_irqs == 1) {
			board_down();
			assert_int_equal(live_allocs(), live);
			break;
		}
		board_down();
		assert_int_equal(live_allocs(), live);
		assert_true(n < 2000);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_consumer_binds_with_standins),
		cmocka_unit_test(test_no_standins),
		cmocka_unit_test(test_set_rate),
		cmocka_unit_test(test_real_driver_takes_back),
		cmocka_unit_test(test_records_are_bounded),
		cmocka_unit_test(test_observer_hears_requests),
		cmocka_unit_test(test_allocation_failures),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
