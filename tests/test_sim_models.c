// SPDX-License-Identifier: MIT
/*
 * test_sim_models.c - the built-in device models (16550A, PL061, PL031)
 * and the example drivers of examples/sim, run unmodified on QEMU's virt
 * boards (aarch64, arm, riscv64) from ../shared/dtbs: each driver binds,
 * reads its ID registers, takes an interrupt the model raises through the
 * board's real irq domains (the PL061's own domain for a GPIO key), and
 * unbinds leaving no mapping, interrupt or allocation behind. Then the
 * models' registers on the test board, and their error paths.
 */
#include <stdlib.h>
#include <string.h>

#include <linux/interrupt.h>
#include <linux/io.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "sim/board_drivers.h"
#include "sim/pl011_example.h"
#include "testutil.h"

#define QEMU_DTB(name) PLATDEV_SHARED_DTB_DIR "/" name ".dtb"
#define SIM_DTB PLATDEV_TEST_DTB_DIR "/sim_board.dtb"

/* ---- a QEMU board, simulated, with every example driver ---- */

static unsigned long live_before;

static bool virt_up(const char *path)
{
	size_t size;
	void *blob = test_read_file(path, &size);

	if (!blob)
		return false;
	assert_int_equal(platdev_of_load(blob, size), 0);
	free(blob);
	live_before = live_allocs();
	/* As Linux boots: early interrupt controllers and clocks first. */
	assert_true(platdev_of_init_early() > 0);
	assert_int_equal(platdev_sim_board_create(), 0);
	platdev_time_use(&platdev_sim_time_ops, NULL);
	assert_int_equal(amba_driver_register(&pl011_example_driver), 0);
	assert_int_equal(amba_driver_register(&pl031_example_driver), 0);
	assert_int_equal(amba_driver_register(&pl061_example_driver), 0);
	assert_int_equal(platform_driver_register(&gpio_key_example_driver), 0);
	assert_int_equal(platform_driver_register(&ns16550_example_driver), 0);
	assert_int_equal(platform_driver_register(&plic_example_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	return true;
}

static void virt_down(void)
{
	/* Consumers first: the key goes before its GPIO controller. */
	platform_driver_unregister(&gpio_key_example_driver);
	platform_driver_unregister(&ns16550_example_driver);
	platform_driver_unregister(&plic_example_driver);
	amba_driver_unregister(&pl061_example_driver);
	amba_driver_unregister(&pl031_example_driver);
	amba_driver_unregister(&pl011_example_driver);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_io_mappings(), 0);
	platdev_time_use(NULL, NULL);
	platdev_sim_board_destroy();
	platdev_of_exit_early();
	assert_int_equal(live_allocs(), live_before);
	assert_int_equal(platdev_of_unload(), 0);
}

/* The driver data of the device made for @path, or NULL (unbound). */
static void *bound(const struct bus_type *bus, const char *path,
		   const struct device_driver *drv)
{
	struct device_node *np = of_find_node_by_path(path);
	struct device *dev = bus_find_device_by_of_node(bus, np);
	void *data = NULL;

	of_node_put(np);
	assert_non_null(dev);
	if (dev->driver == drv)
		data = dev_get_drvdata(dev);
	put_device(dev);
	return data;
}

static void check_pl031(void)
{
	struct pl031_example *rtc;
	struct device_node *np;
	struct device *dev;
	u32 t0;

	rtc = bound(&amba_bustype, "/pl031@9010000", &pl031_example_driver.drv);
	assert_non_null(rtc);
	np = of_find_node_by_path("/pl031@9010000");
	dev = bus_find_device_by_of_node(&amba_bustype, np);
	assert_int_equal(to_amba_device(dev)->periphid, 0x00041031);
	put_device(dev);
	of_node_put(np);
	assert_int_equal(rtc->periphid, 0x00041031);

	/* The counter runs on virtual time, a second a second. */
	t0 = pl031_example_read_time(rtc);
	platdev_sim_time_advance(3000000000ULL);
	assert_int_equal(pl031_example_read_time(rtc), t0 + 3);

	/* An alarm 2 s on: nothing at 1.5 s, one interrupt by 2 s. */
	pl031_example_set_alarm(rtc, 2);
	platdev_sim_time_advance(1500000000ULL);
	assert_int_equal(rtc->alarms, 0);
	platdev_sim_time_advance(500000000ULL);
	assert_int_equal(rtc->alarms, 1);
	platdev_sim_time_advance(10000000000ULL);
	assert_int_equal(rtc->alarms, 1); /* one-shot: masked by the driver */
}

static void check_pl061_and_key(void)
{
	struct device_node *np = of_find_node_by_path("/pl061@9030000");
	struct gpio_key_example *key;
	struct pl061_example *gpio;

	gpio = bound(&amba_bustype, "/pl061@9030000",
		     &pl061_example_driver.drv);
	assert_non_null(gpio);
	assert_int_equal(gpio->periphid, 0x00041061);
	assert_ptr_equal(irq_find_host(np), gpio->domain);

	/* The key's interrupt is line 3 of the PL061's own domain. */
	key = bound(&platform_bus_type, "/gpio-keys",
		    &gpio_key_example_driver.driver);
	assert_non_null(key);
	assert_int_equal(key->code, 0x74); /* KEY_POWER */
	assert_true(key->irq > 0);
	assert_int_equal(platdev_irq_hwirq((unsigned int)key->irq), 3);
	assert_int_equal(irq_find_mapping(gpio->domain, 3), key->irq);

	/* Press and release: two edges, each through the GIC and the PL061. */
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 1), 0);
	assert_int_equal(key->events, 1);
	assert_int_equal(gpio->parent_irqs, 1);
	assert_int_equal(pl061_example_get(gpio, 3), 1);
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 0), 0);
	assert_int_equal(key->events, 2);
	assert_int_equal(gpio->parent_irqs, 2);
	assert_int_equal(pl061_example_get(gpio, 3), 0);

	/* A line nobody mapped is masked: its edges interrupt nobody. */
	assert_int_equal(platdev_sim_pl061_set_input(np, 5, 1), 0);
	assert_int_equal(gpio->parent_irqs, 2);
	assert_int_equal(pl061_example_get(gpio, 5), 1);

	/* An output line drives the pin; the model sees the level. */
	pl061_example_set(gpio, 0, 1);
	assert_int_equal(platdev_sim_pl061_get_output(np), 0x01);
	assert_int_equal(pl061_example_get(gpio, 0), 1);
	pl061_example_set(gpio, 0, 0);
	assert_int_equal(platdev_sim_pl061_get_output(np), 0);
	of_node_put(np);
}

static void test_qemu_virt_arm_boards(const char *path)
{
	if (!virt_up(path))
		skip();
	check_pl031();
	check_pl061_and_key();
	assert_null(of_find_compatible_node(NULL, NULL, "ns16550a"));
	virt_down();
}

static void test_qemu_virt_aarch64(void **state)
{
	(void)state;
	test_qemu_virt_arm_boards(QEMU_DTB("qemu-virt-aarch64"));
}

static void test_qemu_virt_arm(void **state)
{
	(void)state;
	test_qemu_virt_arm_boards(QEMU_DTB("qemu-virt-arm"));
}

static void test_qemu_virt_riscv64(void **state)
{
	struct device_node *np;
	struct ns16550_example *uart;
	char out[4];

	(void)state;
	if (!virt_up(QEMU_DTB("qemu-virt-riscv64")))
		skip();
	/* The PLIC is a driver: the UART waited for it, then bound. */
	assert_non_null(bound(&platform_bus_type, "/soc/plic@c000000",
			      &plic_example_driver.driver));
	uart = bound(&platform_bus_type, "/soc/serial@10000000",
		     &ns16550_example_driver.driver);
	assert_non_null(uart);
	assert_true(uart->scratch_ok);
	assert_int_equal(uart->fifo_bits, 0xc0);
	assert_int_equal(uart->uartclk, 3686400);

	/* A byte out at 115200 baud (divisor 2): THRE 86.8 us later. */
	np = of_find_node_by_path("/soc/serial@10000000");
	assert_int_equal(ns16550_example_send(uart, 'A'), 0);
	platdev_sim_time_advance(80000);
	assert_int_equal(uart->tx_irqs, 0);
	assert_int_equal(platdev_sim_ns16550_output(np, out, sizeof(out)), 0);
	platdev_sim_time_advance(10000);
	assert_int_equal(uart->tx_irqs, 1);
	assert_int_equal(platdev_sim_ns16550_output(np, out, sizeof(out)), 1);
	assert_int_equal(out[0], 'A');

	/* Bytes in: the receive interrupt, the driver drains the FIFO. */
	assert_int_equal(platdev_sim_ns16550_input(np, "hi", 2), 2);
	assert_int_equal(uart->nr_rx, 2);
	assert_memory_equal(uart->rx, "hi", 2);
	of_node_put(np);

	assert_null(of_find_compatible_node(NULL, NULL, "arm,pl061"));
	virt_down();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_qemu_virt_aarch64),
		cmocka_unit_test(test_qemu_virt_arm),
		cmocka_unit_test(test_qemu_virt_riscv64),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
