// SPDX-License-Identifier: MIT
/*
 * standin_probe_module.c - a driver module for `platdev --module` that
 * binds whatever compatibles the environment variable
 * STANDIN_PROBE_COMPATIBLES lists (separated by spaces), as a user's
 * driver for a board's UART, I2C or SPI controller would: it takes every
 * clock of its node enabled, its resets (optional, as an array, deasserted),
 * its pin state (the driver core selects "default" before probe), and its
 * first interrupt with a handler. A model for the same compatibles raises
 * that interrupt 1 us of virtual time after the board starts, through the
 * simulated board's API, and lowers it at once; `platdev sim --run` then
 * reports whether the handler took it.
 *
 * Used by tests/standin_all_boards.py over every board of ../shared/dtbs:
 * no provider is written here; the stand-ins provide them.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/clk.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/reset.h>
#include <linux/slab.h>
#include <platdev/sim.h>

#define MAX_IDS 64

static struct of_device_id ids[MAX_IDS + 1];

static irqreturn_t standin_probe_irq(int irq, void *data)
{
	struct device *dev = data;

	dev_info(dev, "interrupt %d taken\n", irq);
	return IRQ_HANDLED;
}

static int standin_probe_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct reset_control *rst;
	struct clk_bulk_data *clks;
	int irq, n, ret;

	n = devm_clk_bulk_get_all_enable(dev, &clks);
	if (n < 0)
		return dev_err_probe(dev, n, "cannot get its clocks\n");
	rst = devm_reset_control_array_get_optional_exclusive(dev);
	if (IS_ERR(rst))
		return dev_err_probe(dev, PTR_ERR(rst),
				     "cannot get its resets\n");
	ret = reset_control_deassert(rst);
	if (ret)
		return dev_err_probe(dev, ret, "cannot deassert its resets\n");
	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	ret = devm_request_irq(dev, irq, standin_probe_irq, 0, dev_name(dev),
			       dev);
	if (ret)
		return dev_err_probe(dev, ret, "cannot request its interrupt\n");
	dev_info(dev, "bound: %d clocks, interrupt %d\n", n, irq);
	return 0;
}

static struct platform_driver standin_probe_driver = {
	.driver = { .name = "standin-probe", .of_match_table = ids },
	.probe = standin_probe_probe,
};

static void raise_line(struct platdev_sim_timer *t)
{
	platdev_sim_irq_set(t->inst, 0, 1);
	platdev_sim_irq_set(t->inst, 0, 0);
}

static int model_create(struct platdev_sim_instance *inst)
{
	struct platdev_sim_timer *t = platdev_sim_priv(inst);

	platdev_sim_timer_init(t, inst, raise_line);
	platdev_sim_timer_start(t, 1000);
	return 0;
}

static struct platdev_sim_model standin_probe_model = {
	.name = "standin-probe",
	.of_match_table = ids,
	.priv_size = sizeof(struct platdev_sim_timer),
	.create = model_create,
};

/* The compatibles of the environment into ids[]; how many. */
static int read_ids(void)
{
	const char *list = getenv("STANDIN_PROBE_COMPATIBLES");
	int n = 0;

	while (list && *list && n < MAX_IDS) {
		size_t len = strcspn(list, " ");

		if (len && len < sizeof(ids[n].compatible))
			memcpy(ids[n++].compatible, list, len);
		list += len;
		list += strspn(list, " ");
	}
	return n;
}

static int __init standin_probe_init(void)
{
	int ret;

	if (!read_ids())
		return 0;
	ret = platdev_sim_model_register(&standin_probe_model);
	if (ret)
		return ret;
	return platform_driver_register(&standin_probe_driver);
}
module_init(standin_probe_init);

static void __exit standin_probe_exit(void)
{
	if (!ids[0].compatible[0])
		return;
	platform_driver_unregister(&standin_probe_driver);
	platdev_sim_model_unregister(&standin_probe_model);
}
module_exit(standin_probe_exit);
