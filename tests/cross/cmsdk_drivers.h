/* SPDX-License-Identifier: MIT */
/*
 * cmsdk_drivers.h - drivers for Arm's CMSDK APB UART and timer that bind
 * by compatible (of_match_table) and read their node with the device
 * property API: one source for the MPS2 firmware built from a generated
 * board (fwtest_gen.c, tiny and minimal profiles) and for the host, where
 * the same drivers bind from the device tree through populate (test_gen).
 */
#ifndef _PLATDEV_TESTS_CMSDK_DRIVERS_H
#define _PLATDEV_TESTS_CMSDK_DRIVERS_H

#include <linux/types.h>

/**
 * struct cmsdk_seen - what the drivers saw at probe
 * @uart_probes: successful probes of the UART driver
 * @uart_name: dev_name() of the UART it probed
 * @uart_variant: the match data of the entry it bound by
 * @uart_speed: its "current-speed"
 * @uart_tx_irq: platform_get_irq_byname(pdev, "tx")
 * @timer_probes: successful probes of the timer driver
 * @timer_counted: the timer counted down between two reads
 */
struct cmsdk_seen {
	int uart_probes;
	const char *uart_name;
	int uart_variant;
	u32 uart_speed;
	int uart_tx_irq;
	int timer_probes;
	bool timer_counted;
};

extern struct cmsdk_seen cmsdk_seen;

/** cmsdk_register_drivers() - register both drivers: 0, or an error */
int cmsdk_register_drivers(void);

/** cmsdk_unregister_drivers() - unregister both */
void cmsdk_unregister_drivers(void);

/** cmsdk_uart_register() - register the UART driver alone: 0, or an error */
int cmsdk_uart_register(void);

/** cmsdk_uart_unregister() - unregister the UART driver */
void cmsdk_uart_unregister(void);

/**
 * cmsdk_uart_puts() - write @s through the UART the driver bound
 * (nothing when none is bound)
 */
void cmsdk_uart_puts(const char *s);

#endif /* _PLATDEV_TESTS_CMSDK_DRIVERS_H */
