// SPDX-License-Identifier: MIT
/*
 * fwtest_gen.c - the end-to-end test of `platdev gen` on the emulated
 * Cortex-M3 (QEMU's mps2-an385), built in the tiny and minimal profiles:
 * the board file generated from tests/dts/gen_mps2_an385.dts with the
 * UART's typed platform data (tests/cross/gen/mps2_board_typed_<profile>.c,
 * `--pdata arm,cmsdk-uart=cmsdk_uart_pdata`), the LWN article's board file
 * and drivers (examples/article) and the CMSDK UART and timer drivers
 * (cmsdk_drivers.c), which bind the generated devices by compatible, read
 * their properties and registers through the generated resources, and
 * print through the real UART (cross.sh reads QEMU's serial output).
 * Then a typed driver takes the UART over and reads the struct the board
 * file converted from the node at build time.
 *
 * One line per failed check and a last line that cross.sh looks for; the
 * exit status is the number of failed checks.
 */
#include <stdio.h>
#include <string.h>

#include <linux/mod_devicetable.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/typed.h>
#if !PLATDEV_TINY
#include <platdev/bare.h>

/* The heap the minimal profile may use: its peak is printed (aim: 0). */
static unsigned char arena[4096] __attribute__((aligned(8)));
#endif

#include "../../examples/article/article.h"
#include "cmsdk_drivers.h"
#include "cmsdk_pdata.h"

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

/* What the typed UART driver saw: the struct, and the property it came from. */
static struct {
	int probes;
	u32 speed, property;
	bool rts_cts;
} typed_seen;

static int typed_uart_probe(struct platform_device *pdev)
{
	const struct cmsdk_uart_pdata *pd =
		platdev_get_platdata(pdev, cmsdk_uart_pdata);

	if (!pd)
		return -EINVAL;
	typed_seen.speed = pd->current_speed;
	typed_seen.rts_cts = pd->rts_cts;
	device_property_read_u32(&pdev->dev, "current-speed",
				 &typed_seen.property);
	typed_seen.probes++;
	return 0;
}

static const struct of_device_id typed_uart_match[] = {
	{ .compatible = "arm,cmsdk-uart" },
	{}
};

static struct platdev_typed_driver typed_uart_driver =
	PLATDEV_TYPED_DRIVER(cmsdk_uart_pdata, typed_uart_probe,
			     .driver = { .name = "cmsdk-uart-typed",
					 .of_match_table = typed_uart_match });

/* The UART's typed data, which the board file converted at build time. */
static void check_typed_data(void)
{
	cmsdk_uart_unregister();
	CHECK(platdev_typed_driver_register(&typed_uart_driver) == 0);
	CHECK(typed_seen.probes == 1);
	CHECK(typed_seen.speed == 115200);
	CHECK(typed_seen.property == typed_seen.speed);
	CHECK(!typed_seen.rts_cts);
	platdev_typed_driver_unregister(&typed_uart_driver);
	CHECK(cmsdk_uart_register() == 0);
}

int main(void)
{
#if !PLATDEV_TINY
	struct platdev_bare_arena_stats heap;

	CHECK(platdev_bare_set_arena(arena, sizeof(arena)) == 0);
#endif
	/* Drivers first, then the boards: each device binds as it comes. */
	CHECK(cmsdk_register_drivers() == 0);
	CHECK(article_register_drivers() == 0);
	CHECK(platdev_board_register() == 0);
	CHECK(article_register_devices() == 0);

	CHECK(cmsdk_seen.uart_probes == 1);
	CHECK(cmsdk_seen.uart_name &&
	      strcmp(cmsdk_seen.uart_name, "40004000.serial") == 0);
	/* bound by the node's second compatible, with its entry's data */
	CHECK(cmsdk_seen.uart_variant == 1);
	CHECK(cmsdk_seen.uart_speed == 115200);
	CHECK(cmsdk_seen.uart_tx_irq == 1);
	CHECK(cmsdk_seen.timer_probes == 1);
	CHECK(cmsdk_seen.timer_counted);
	CHECK(article_observed.foomatic_probes == 1);
	CHECK(article_observed.i2c_gpio_probes == 1);
	cmsdk_uart_puts(
		"fwtest_gen: hello through the CMSDK UART of a generated board\n");
	check_typed_data();

	article_unregister_devices();
	platdev_board_unregister();
	article_unregister_drivers();
	cmsdk_unregister_drivers();
	CHECK(article_observed.foomatic_removes == 1);

#if PLATDEV_TINY
	printf("fwtest_gen: heap used 0 bytes (the tiny core has no heap)\n");
#else
	platdev_bare_arena_stats(&heap);
	printf("fwtest_gen: heap used %u bytes at the peak, %u now\n",
	       (unsigned int)heap.peak, (unsigned int)heap.used);
	CHECK(heap.used == 0);
#endif
	printf("fwtest: %d checks, %d failed\n", checks, failures);
	return failures;
}
