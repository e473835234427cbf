/* SPDX-License-Identifier: MIT */
/*
 * pl011_example.h - a small PL011 driver written only against the Linux
 * API, for the simulated-board example and test.
 */
#ifndef _PLATDEV_EXAMPLE_PL011_H
#define _PLATDEV_EXAMPLE_PL011_H

#include <linux/amba/bus.h>

/**
 * struct pl011_example - what the driver keeps per bound UART
 * @regs: its mapped registers
 * @periphid: the peripheral ID the driver read itself (0x00041011)
 * @tx_irqs: transmit interrupts handled
 * @rx: bytes received, @nr_rx of them
 */
struct pl011_example {
	void __iomem *regs;
	u32 periphid;
	unsigned int tx_irqs;
	char rx[64];
	unsigned int nr_rx;
};

extern struct amba_driver pl011_example_driver;

/**
 * pl011_example_send() - start sending @c, with the transmit interrupt on
 * Return: 0, or -EBUSY while the transmitter is full.
 */
int pl011_example_send(struct pl011_example *uart, char c);

struct irq_domain;

/**
 * sim_example_gic_domain() - an irq domain for GIC node @np (three-cell
 * specifiers: SPI/PPI, number, flags), as the early interrupt setup makes
 * Return: the domain, or NULL.
 */
struct irq_domain *sim_example_gic_domain(struct device_node *np);

/** sim_example_match_node() - bus_find_device() match on dev->of_node */
int sim_example_match_node(struct device *dev, const void *np);

#endif /* _PLATDEV_EXAMPLE_PL011_H */
