/* SPDX-License-Identifier: MIT */
/*
 * demo_drivers.h - the demo board's own drivers: demo-uart (two device
 * names through an id_table), demo-sensor and demo-gpio.
 */
#ifndef _PLATDEV_EXAMPLES_DEMO_DRIVERS_H
#define _PLATDEV_EXAMPLES_DEMO_DRIVERS_H

#include <linux/io.h>
#include <linux/types.h>

/* The demo UART's registers: an ID, and a status word written 1 to acknowledge. */
#define DEMO_UART_REG_ID 0x00
#define DEMO_UART_REG_STATUS 0x08
#define DEMO_UART_ID 0x55415254 /* "UART" */

/**
 * struct demo_uart_state - what the demo-uart driver keeps per device
 * @regs: its mapped registers
 * @id: the ID register as read at probe
 * @interrupts: interrupts handled so far
 */
struct demo_uart_state {
	void __iomem *regs;
	u32 id;
	unsigned long interrupts;
};

/**
 * demo_drivers_register() - register the demo-uart, demo-sensor and
 * demo-gpio drivers
 *
 * Return: 0, or the first error; none is left registered then.
 */
int demo_drivers_register(void);

/**
 * demo_drivers_unregister() - unregister the three drivers, newest first
 */
void demo_drivers_unregister(void);

#endif /* _PLATDEV_EXAMPLES_DEMO_DRIVERS_H */
