/* SPDX-License-Identifier: MIT */
/*
 * cmsdk_pdata.h - typed platform data for the CMSDK APB UART, which
 * `platdev gen --pdata arm,cmsdk-uart=cmsdk_uart_pdata` fills from the
 * node's properties at build time (tests/cross/gen/mps2_board_typed_*.c,
 * fwtest_gen.c). The description is in cmsdk_types.h, which only the
 * board file includes.
 */
#ifndef _PLATDEV_TESTS_CMSDK_PDATA_H
#define _PLATDEV_TESTS_CMSDK_PDATA_H

#include <linux/types.h>
#include <platdev/typed.h>

/**
 * struct cmsdk_uart_pdata - a CMSDK UART's settings
 * @current_speed: its baud rate ("current-speed")
 * @rts_cts: whether it has flow control ("rts-cts"; absent on the MPS2)
 */
struct cmsdk_uart_pdata {
	u32 current_speed;
	bool rts_cts;
};
PLATDEV_TYPE_DECLARE(cmsdk_uart_pdata);

#endif /* _PLATDEV_TESTS_CMSDK_PDATA_H */
