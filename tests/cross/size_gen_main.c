// SPDX-License-Identifier: MIT
/*
 * size_gen_main.c - the image `make size` measures for `platdev gen`: the
 * MPS2-AN385 board generated from tests/dts/gen_mps2_an385.dts
 * (gen/mps2_board_<profile>.c), the LWN article's board file and drivers
 * and the CMSDK UART driver (cmsdk_drivers.c; the timer's device is in
 * the board, its driver is not linked), registered,
 * bound, printing through the UART and taken down again: what a firmware
 * described by a device tree links. No semihosting, no heap.
 */
#include <linux/platform_device.h>

#include "../../examples/article/article.h"
#include "cmsdk_drivers.h"

int platdev_board_register(void);
void platdev_board_unregister(void);

int main(void)
{
	if (cmsdk_uart_register() || article_register_drivers())
		return 1;
	if (platdev_board_register() || article_register_devices())
		return 2;
	cmsdk_uart_puts("hello\n");
	article_unregister_devices();
	platdev_board_unregister();
	article_unregister_drivers();
	cmsdk_uart_unregister();
	return 0;
}
