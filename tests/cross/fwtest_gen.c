// SPDX-License-Identifier: MIT
/*
 * fwtest_gen.c - the end-to-end test of `platdev gen` on the emulated
 * Cortex-M3 (QEMU's mps2-an385), built in the tiny and minimal profiles:
 * the board file generated from tests/dts/gen_mps2_an385.dts
 * (tests/cross/gen/mps2_board_<profile>.c), the LWN article's board file
 * and drivers (examples/article) and the CMSDK UART and timer drivers
 * (cmsdk_drivers.c), which bind the generated devices by compatible, read
 * their properties and registers through the generated resources, and
 * print through the real UART (cross.sh reads QEMU's serial output).
 *
 * One line per failed check and a last line that cross.sh looks for; the
 * exit status is the number of failed checks.
 */
#include <stdio.h>
#include <string.h>

#include <linux/platform_device.h>

#include "../../examples/article/article.h"
#include "cmsdk_drivers.h"

int platdev_board_register(void);
void platdev_board_unregister(void);

static int failures, checks;

#define CHECK(cond)                                                            \
	do {                                                                   \
		checks++;                                                      \
		if (!(cond)) {                                                 \
			failures++;                                            \
			printf("FAIL %s:%d: %s\n", __func__, __LINE__, #cond); \
		}                                                              \
	} while (0)

int main(void)
{
	/* Drivers first, then the boards: each device binds as it comes. */
	CHECK(cmsdk_register_drivers() == 0);
	CHECK(article_register_drivers() == 0);
	CHECK(platdev_board_register() == 0);
	CHECK(article_register_devices() == 0);

	CHECK(cmsdk_seen.uart_probes == 1);
	CHECK(cmsdk_seen.uart_name &&
	      strcmp(cmsdk_seen.uart_name, "40004000.serial") == 0);
	/* the node's first compatible, "arm,mps2-uart", picks the entry */
	CHECK(cmsdk_seen.uart_variant == 2);
	CHECK(cmsdk_seen.uart_speed == 115200);
	CHECK(cmsdk_seen.uart_tx_irq == 1);
	CHECK(cmsdk_seen.timer_probes == 1);
	CHECK(cmsdk_seen.timer_counted);
	CHECK(article_observed.foomatic_probes == 1);
	CHECK(article_observed.i2c_gpio_probes == 1);
	cmsdk_uart_puts(
		"fwtest_gen: hello through the CMSDK UART of a generated board\n");

	article_unregister_devices();
	platdev_board_unregister();
	article_unregister_drivers();
	cmsdk_unregister_drivers();
	CHECK(article_observed.foomatic_removes == 1);

	printf("fwtest: %d checks, %d failed\n", checks, failures);
	return failures;
}
