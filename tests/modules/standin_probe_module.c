// SPDX-License-Identifier: MIT
/*
 * standin_probe_module.c - a driver module for `platdev --module` that
 * binds whatever compatibles the environment variable
 * STANDIN_PROBE_COMPATIBLES lists (separated by spaces), as a user's
 * driver for a board's UART, I2C or SPI controller would: it takes every
 * clock of its node enabled, its resets (optional, as an array, deasserted),
 * its pin state (the driver core selects "default" before probe), and its
 * first interrupt, if its node has one, with a handler. A model for the same compatibles raises
 * that interrupt 1 us of virtual time after the board starts, through the
 * simulated board's API, and lowers it at once; `platdev sim --run` then
 * reports whether the handler took it.
 *
 * STANDIN_PROBE_MODEL_COMPATIBLES lists those the model takes (not the
 * PrimeCells', whose built-in models answer their ID registers).
 *
 * Used by tests/standin_all_boards.py over every board of ../shared/dtbs:
 * no provider is written here; the stand-ins provide them.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/clk.h>
#include <linux/interrupt.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_device.h>
#include <linux/platform_device.h>
#include <linux/reset.h>
#include <linux/slab.h>
#include <platdev/sim.h>

#define MAX_IDS 64

static struct of_device_id ids[MAX_IDS + 1];
static struct of_device_id model_ids[MAX_IDS + 1];

static irqreturn_t standin_probe_irq(int irq, void *data)
{
	struct device *dev = data;

	dev_info(dev, "interrupt %d taken\n", irq);
	return IRQ_HANDLED;
}

/* What both drivers do; @irq: the first interrupt, or a negative errno. */
static int take_everything(struct device *dev, int irq)
{
	struct reset_control *rst;
	struct clk_bulk_data *clks;
	int n, ret;

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
	/* A controller without an interrupt (an HDMI DDC's) polls. */
	if (irq == -ENXIO) {
		dev_info(dev, "bound: %d clocks, no interrupt\n", n);
		return 0;
	}
	if (irq < 0)
		return irq;
	/* (shared, as the Linux drivers of two I2C controllers on one line) */
	ret = devm_request_irq(dev, irq, standin_probe_irq, IRQF_SHARED,
			       dev_name(dev), dev);
	if (ret)
		return dev_err_probe(dev, ret,
				     "cannot request its interrupt\n");
	dev_info(dev, "bound: %d clocks, interrupt %d\n", n, irq);
	return 0;
}

static int standin_probe_probe(struct platform_device *pdev)
{
	return take_everything(&pdev->dev, platform_get_irq_optional(pdev, 0));
}

/* A PrimeCell of ARM's: matched by ID, then by the compatibles. */
static int standin_probe_amba(struct amba_device *adev,
			      const struct amba_id *id)
{
	(void)id;
	if (!of_match_device(ids, &adev->dev))
		return -ENODEV;
	return take_everything(&adev->dev,
			       adev->irq[0] ? (int)adev->irq[0] : -ENXIO);
}

static const struct amba_id arm_primecells[] = { { .id = 0x00041000,
						   .mask = 0x000ff000 },
						 {} };

static struct amba_driver standin_probe_amba_driver = {
	.drv = { .name = "standin-probe-amba" },
	.probe = standin_probe_amba,
	.id_table = arm_primecells,
};

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
	.of_match_table = model_ids,
	.priv_size = sizeof(struct platdev_sim_timer),
	.create = model_create,
};

/* The compatibles environment variable @var lists, into @t; how many. */
static int read_ids(const char *var, struct of_device_id *t)
{
	const char *list = getenv(var);
	int n = 0;

	while (list && *list && n < MAX_IDS) {
		size_t len = strcspn(list, " ");

		if (len && len < sizeof(t[n].compatible))
			memcpy(t[n++].compatible, list, len);
		list += len;
		list += strspn(list, " ");
	}
	return n;
}

static int __init standin_probe_init(void)
{
	int ret;

	if (!read_ids("STANDIN_PROBE_COMPATIBLES", ids))
		return 0;
	/* (not the PrimeCells': their models answer the ID registers) */
	if (read_ids("STANDIN_PROBE_MODEL_COMPATIBLES", model_ids)) {
		ret = platdev_sim_model_register(&standin_probe_model);
		if (ret)
			return ret;
	}
	ret = amba_driver_register(&standin_probe_amba_driver);
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
	amba_driver_unregister(&standin_probe_amba_driver);
	if (model_ids[0].compatible[0])
		platdev_sim_model_unregister(&standin_probe_model);
}
module_exit(standin_probe_exit);
