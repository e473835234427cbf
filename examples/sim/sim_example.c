// SPDX-License-Identifier: MIT
/*
 * sim_example.c - the README's "Test your driver on a simulated board":
 * QEMU's virt board from its DTB, every register window simulated, the
 * PL011 example driver bound against the PL011 model, a byte sent and
 * its interrupt delivered on virtual time.
 *
 *   sim_example qemu-virt-aarch64.dtb
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/io.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "pl011_example.h"

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long n;

	if (f && !fseek(f, 0, SEEK_END) && (n = ftell(f)) > 0 &&
	    !fseek(f, 0, SEEK_SET) && (buf = malloc((size_t)n)) &&
	    fread(buf, 1, (size_t)n, f) == (size_t)n)
		*size = (size_t)n;
	else
		free(buf), buf = NULL;
	if (f)
		fclose(f);
	return buf;
}

int main(int argc, char **argv)
{
	struct device_node *gic_np, *uart_np;
	struct pl011_example *uart;
	struct irq_domain *gic;
	struct device *dev;
	size_t size = 0;
	void *blob;
	unsigned int tx_irqs;
	char out;

	blob = argc > 1 ? read_file(argv[1], &size) : NULL;
	if (!blob || platdev_of_load(blob, size))
		return 77; /* no board: skipped */
	free(blob);
	gic_np = of_find_node_by_path("/intc@8000000");
	gic = sim_example_gic_domain(gic_np);

	/* 1. Simulate the board: after loading, before populating. */
	if (platdev_sim_board_create())
		return 1;
	/* 2. Bind drivers as Linux would. */
	amba_driver_register(&pl011_example_driver);
	platdev_of_mark_early_init();
	of_platform_default_populate(NULL, NULL, NULL);

	uart_np = of_find_node_by_path("/pl011@9000000");
	dev = bus_find_device(&amba_bustype, NULL, uart_np,
			      sim_example_match_node);
	if (!dev || !dev->driver)
		return 1;
	uart = dev_get_drvdata(dev);
	/* 3. Drive it: the model transmits in 87 us of virtual time. */
	pl011_example_send(uart, 'A');
	platdev_sim_time_advance(100000);
	printf("periphid %#x, sent '%c', %u TX interrupt(s)\n", uart->periphid,
	       platdev_sim_pl011_output(uart_np, &out, 1) == 1 ? out : '?',
	       uart->tx_irqs);
	tx_irqs = uart->tx_irqs; /* uart goes with the driver's devres */
	put_device(dev);

	/* 4. Take it all down again. */
	amba_driver_unregister(&pl011_example_driver);
	of_platform_depopulate(NULL);
	platdev_sim_board_destroy();
	irq_dispose_mapping(irq_find_mapping(gic, 33));
	irq_domain_remove(gic);
	of_node_put(uart_np);
	of_node_put(gic_np);
	platdev_of_unload();
	return tx_irqs == 1 ? 0 : 1;
}
