// SPDX-License-Identifier: MIT
/*
 * pl011_example_module.c - the simulated-board example's PL011 driver
 * (examples/sim/pl011_example.c, unchanged) as a `platdev sim --module`,
 * with one stimulus: once a UART is bound, it sends 'A', so a run of
 * virtual time sees the model transmit and the driver's TX interrupt
 * handler run. The recorded trace of that run is tests/sim/
 * pl011_example.jsonl.
 */
#include <linux/amba/bus.h>
#include <linux/module.h>

#include "sim/pl011_example.h"

static int probe_then_send(struct amba_device *adev, const struct amba_id *id)
{
	int ret = pl011_example_driver.probe(adev, id);

	if (!ret)
		pl011_example_send(amba_get_drvdata(adev), 'A');
	return ret;
}

static void remove(struct amba_device *adev)
{
	pl011_example_driver.remove(adev);
}

static struct amba_driver pl011_example_sender = {
	.drv = { .name = "pl011-example" },
	.probe = probe_then_send,
	.remove = remove,
};

static int pl011_example_module_init(void)
{
	pl011_example_sender.id_table = pl011_example_driver.id_table;
	return amba_driver_register(&pl011_example_sender);
}
module_init(pl011_example_module_init);

static void pl011_example_module_exit(void)
{
	amba_driver_unregister(&pl011_example_sender);
}
module_exit(pl011_example_module_exit);
MODULE_LICENSE("MIT");
