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
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/time.h>

#include "sim/board_drivers.h"
#include "sim/pl011_example.h"
#include "testutil.h"

#define QEMU_DTB(name) PLATDEV_SHARED_DTB_DIR "/" name ".dtb"
#define MODELS_DTB PLATDEV_TEST_DTB_DIR "/sim_models.dtb"

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
	assert_int_equal(platform_driver_register(&goldfish_rtc_example_driver),
			 0);
	assert_int_equal(platform_driver_register(&plic_example_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	return true;
}

static void virt_down(void)
{
	/* Consumers first: the key goes before its GPIO controller. */
	platform_driver_unregister(&gpio_key_example_driver);
	platform_driver_unregister(&ns16550_example_driver);
	platform_driver_unregister(&goldfish_rtc_example_driver);
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
	struct platdev_bind_status st;
	struct device_node *keys_np;
	struct device *dev;
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
	/* It asked for both edges; the PL061's chip programmed them. */
	assert_int_equal(irq_get_trigger_type((unsigned int)key->irq),
			 IRQ_TYPE_EDGE_BOTH);

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

	/*
	 * Both unbound, the key's driver back first: it defers until the
	 * controller's domain exists, then binds (the key's line is named
	 * in a child node, which in Linux too makes no probe-ordering link).
	 */
	platform_driver_unregister(&gpio_key_example_driver);
	amba_driver_unregister(&pl061_example_driver);
	assert_null(irq_find_host(np));
	assert_int_equal(platform_driver_register(&gpio_key_example_driver), 0);
	assert_null(bound(&platform_bus_type, "/gpio-keys",
			  &gpio_key_example_driver.driver));
	keys_np = of_find_node_by_path("/gpio-keys");
	dev = bus_find_device_by_of_node(&platform_bus_type, keys_np);
	of_node_put(keys_np);
	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	put_device(dev);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.last_error, -EPROBE_DEFER);
	assert_int_equal(amba_driver_register(&pl061_example_driver), 0);
	key = bound(&platform_bus_type, "/gpio-keys",
		    &gpio_key_example_driver.driver);
	assert_non_null(key);
	assert_int_equal(platdev_sim_pl061_set_input(np, 3, 1), 0);
	assert_int_equal(key->events, 1);
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
	struct goldfish_rtc_example *rtc;
	struct device_node *np;
	struct ns16550_example *uart;
	char out[4];
	u64 t0;

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

	/* The Goldfish RTC: nanoseconds on virtual time, an alarm. */
	rtc = bound(&platform_bus_type, "/soc/rtc@101000",
		    &goldfish_rtc_example_driver.driver);
	assert_non_null(rtc);
	t0 = goldfish_rtc_example_read_ns(rtc);
	platdev_sim_time_advance(3000000000ULL);
	assert_true(goldfish_rtc_example_read_ns(rtc) == t0 + 3000000000ULL);
	goldfish_rtc_example_set_alarm(rtc, 2000000000ULL);
	platdev_sim_time_advance(1999999999ULL);
	assert_int_equal(rtc->alarms, 0);
	platdev_sim_time_advance(1);
	assert_int_equal(rtc->alarms, 1);
	platdev_sim_time_advance(10000000000ULL);
	assert_int_equal(rtc->alarms, 1);
	/* An alarm already past fires at once. */
	goldfish_rtc_example_set_alarm(rtc, 0);
	assert_int_equal(rtc->alarms, 2);

	assert_null(of_find_compatible_node(NULL, NULL, "arm,pl061"));
	virt_down();
}

/* ---- the models' registers on the test board ---- */

static struct irq_domain *test_domain;
static unsigned int irqs_seen;

static irqreturn_t count_irq(int irq, void *data)
{
	(void)irq;
	(void)data;
	irqs_seen++;
	return IRQ_HANDLED;
}

static const struct irq_domain_ops onecell_ops = {
	.xlate = irq_domain_xlate_onecell,
};

/* The board, and a handler on the interrupt of @path's node. */
static void __iomem *models_up(const char *path, u32 size, int *virq)
{
	struct device_node *np;
	phys_addr_t base;
	void __iomem *regs;

	assert_int_equal(test_load_dtb(MODELS_DTB), 0);
	live_before = live_allocs();
	np = of_find_node_by_path("/intc@1000");
	test_domain = irq_domain_add_linear(np, 32, &onecell_ops, NULL);
	of_node_put(np);
	assert_non_null(test_domain);
	log_capture_start();
	assert_int_equal(platdev_sim_board_create(), 0);
	/* reg-shift 7 is past what a 16550 can be spaced by: plain registers */
	assert_true(log_has(PLATDEV_LOG_ERR, "serial@51000",
			    "model ns16550a failed to start", NULL));
	log_capture_stop();
	np = of_find_node_by_path(path);
	base = (phys_addr_t)strtoul(strchr(path, '@') + 1, NULL, 16);
	regs = ioremap(base, size);
	assert_non_null(regs);
	*virq = of_irq_get(np, 0);
	of_node_put(np);
	irqs_seen = 0;
	if (*virq > 0)
		assert_int_equal(request_irq((unsigned int)*virq, count_irq, 0,
					     "test", &irqs_seen),
				 0);
	return regs;
}

static void models_down(void __iomem *regs, int virq)
{
	if (virq > 0) {
		free_irq((unsigned int)virq, &irqs_seen);
		irq_dispose_mapping((unsigned int)virq);
	}
	iounmap(regs);
	platdev_sim_board_destroy();
	irq_domain_remove(test_domain);
	assert_int_equal(platdev_io_mappings(), 0);
	assert_int_equal(live_allocs(), live_before);
	assert_int_equal(platdev_of_unload(), 0);
}

#define UART(reg) ((reg) << 2) /* reg-shift 2 */

static void test_ns16550_model(void **state)
{
	struct device_node *np, *bad;
	void __iomem *uart;
	char out[4];
	int virq;

	(void)state;
	uart = models_up("/soc/serial@50000", 0x100, &virq);
	bad = of_find_node_by_path("/soc/serial@51000");
	assert_null(platdev_sim_board_find(bad));
	assert_int_equal(platdev_sim_ns16550_output(bad, out, 1), -ENOENT);
	assert_int_equal(platdev_sim_ns16550_input(bad, "x", 1), -ENOENT);
	of_node_put(bad);
	np = of_find_node_by_path("/soc/serial@50000");
	assert_true(virq > 0);

	/* Registers four bytes apart; between them nothing. */
	writeb(0x5a, uart + UART(7));
	assert_int_equal(readb(uart + UART(7)), 0x5a);
	assert_int_equal(readb(uart + UART(7) + 1), 0);
	writeb(0xff, uart + UART(7) + 1);
	assert_int_equal(readb(uart + UART(7)), 0x5a);
	/* IIR: no FIFO bits until FCR enables the FIFOs. */
	assert_int_equal(readb(uart + UART(2)), 0x01);
	writeb(0x01, uart + UART(2));
	assert_int_equal(readb(uart + UART(2)), 0xc1);
	/* The divisor latch behind DLAB: 1843200 / (16 * 12) = 9600 baud. */
	writeb(0x80, uart + UART(3));
	writeb(12, uart + UART(0));
	writeb(0, uart + UART(1));
	assert_int_equal(readb(uart + UART(0)), 12);
	writeb(0x03, uart + UART(3));
	assert_int_equal(readb(uart + UART(1)), 0); /* IER again */
	assert_int_equal(platdev_sim_ns16550_output(np, out, 1), 0);

	/* Enabling THRE with THR empty interrupts at once; IIR clears it. */
	writeb(0x02, uart + UART(1));
	assert_int_equal(irqs_seen, 1);
	assert_int_equal(readb(uart + UART(2)), 0xc2);
	assert_int_equal(readb(uart + UART(2)), 0xc1);

	/* Three bytes in the FIFO: 1.04 ms each, THRE when all are out. */
	writeb('x', uart + UART(0));
	writeb('y', uart + UART(0));
	writeb('z', uart + UART(0));
	assert_int_equal(readb(uart + UART(5)) & 0x60, 0);
	platdev_sim_time_advance(3000000);
	assert_int_equal(irqs_seen, 1);
	assert_int_equal(platdev_sim_ns16550_output(np, out, 4), 2);
	platdev_sim_time_advance(200000);
	assert_int_equal(irqs_seen, 2);
	assert_int_equal(platdev_sim_ns16550_output(np, out, 4), 3);
	assert_memory_equal(out, "xyz", 3);
	assert_int_equal(readb(uart + UART(5)) & 0x60, 0x60);
	assert_int_equal(readb(uart + UART(2)), 0xc2);

	/* Receive: data-ready interrupt, and the FIFO's depth. */
	writeb(0x01, uart + UART(1));
	assert_int_equal(platdev_sim_ns16550_input(np, "ab", 2), 2);
	assert_int_equal(irqs_seen, 3);
	assert_int_equal(readb(uart + UART(2)), 0xc4);
	assert_int_equal(readb(uart + UART(5)) & 0x01, 0x01);
	assert_int_equal(readb(uart + UART(0)), 'a');
	assert_int_equal(readb(uart + UART(0)), 'b');
	assert_int_equal(readb(uart + UART(5)) & 0x01, 0);
	assert_int_equal(readb(uart + UART(2)), 0xc1);
	writeb(0x00, uart + UART(2)); /* FIFOs off: one byte held */
	assert_int_equal(platdev_sim_ns16550_input(np, "cd", 2), 1);
	writeb(0x03, uart + UART(2)); /* on, receive FIFO cleared */
	assert_int_equal(readb(uart + UART(5)) & 0x01, 0);
	of_node_put(np);
	models_down(uart, virq);
}

#define GPIODIR 0x400
#define GPIOIS 0x404
#define GPIOIBE 0x408
#define GPIOIEV 0x40c
#define GPIOIE 0x410
#define GPIORIS 0x414
#define GPIOMIS 0x418
#define GPIOIC 0x41c

static void test_pl061_model(void **state)
{
	struct device_node *np, *other;
	void __iomem *gpio;
	int virq;

	(void)state;
	gpio = models_up("/soc/gpio@52000", 0x1000, &virq);
	np = of_find_node_by_path("/soc/gpio@52000");
	other = of_find_node_by_path("/soc/rtc@53000");
	assert_int_equal(platdev_sim_pl061_set_input(other, 0, 1), -ENOENT);
	assert_int_equal(platdev_sim_pl061_get_output(other), -ENOENT);
	assert_int_equal(platdev_sim_pl061_set_input(np, 8, 1), -EINVAL);
	of_node_put(other);
	assert_int_equal(readl(gpio + 0xfe0), 0x61);

	/* GPIODATA: address bits [9:2] choose the lines written and read. */
	writel(0xff, gpio + GPIODIR);
	writel(0xff, gpio + (0x03 << 2));
	assert_int_equal(platdev_sim_pl061_get_output(np), 0x03);
	assert_int_equal(readl(gpio + (0xff << 2)), 0x03);
	assert_int_equal(readl(gpio + (0x02 << 2)), 0x02);
	writel(0x00, gpio + (0x01 << 2));
	assert_int_equal(platdev_sim_pl061_get_output(np), 0x02);
	/* An output line shows its latch, not what is driven from outside. */
	assert_int_equal(platdev_sim_pl061_set_input(np, 4, 1), 0);
	assert_int_equal(readl(gpio + (0x10 << 2)), 0);
	writel(0x00, gpio + GPIODIR);
	assert_int_equal(readl(gpio + (0x10 << 2)), 0x10);
	assert_int_equal(platdev_sim_pl061_get_output(np), 0);
	/*
	 * Line 0 fell with its latch and line 1 when it became an undriven
	 * input: falling edges, latched even with GPIOIE clear.
	 */
	assert_int_equal(readl(gpio + GPIORIS), 0x03);
	writel(0xff, gpio + GPIOIC);
	assert_int_equal(readl(gpio + GPIORIS), 0);

	/* Level high on line 1: follows the line, GPIOIC does not clear it. */
	writel(0x02, gpio + GPIOIS);
	writel(0x02, gpio + GPIOIEV);
	writel(0x02, gpio + GPIOIE);
	assert_int_equal(irqs_seen, 0);
	assert_int_equal(platdev_sim_pl061_set_input(np, 1, 1), 0);
	assert_int_equal(irqs_seen, 1);
	assert_int_equal(readl(gpio + GPIOMIS), 0x02);
	writel(0x02, gpio + GPIOIC);
	assert_int_equal(readl(gpio + GPIORIS) & 0x02, 0x02);
	assert_int_equal(platdev_sim_pl061_set_input(np, 1, 0), 0);
	assert_int_equal(readl(gpio + GPIORIS) & 0x02, 0);

	/* A falling edge on line 2 latches until acknowledged. */
	writel(0x06, gpio + GPIOIE);
	assert_int_equal(platdev_sim_pl061_set_input(np, 2, 1), 0);
	assert_int_equal(readl(gpio + GPIORIS) & 0x04, 0);
	assert_int_equal(platdev_sim_pl061_set_input(np, 2, 0), 0);
	assert_int_equal(irqs_seen, 2);
	assert_int_equal(platdev_sim_pl061_set_input(np, 2, 1), 0);
	assert_int_equal(readl(gpio + GPIOMIS), 0x04);
	writel(0x04, gpio + GPIOIC);
	assert_int_equal(readl(gpio + GPIORIS), 0);

	/* Both edges on line 6, masked: latched, no interrupt. */
	writel(0x40, gpio + GPIOIBE);
	assert_int_equal(platdev_sim_pl061_set_input(np, 6, 1), 0);
	assert_int_equal(readl(gpio + GPIORIS), 0x40);
	assert_int_equal(readl(gpio + GPIOMIS), 0);
	assert_int_equal(irqs_seen, 2);
	of_node_put(np);
	models_down(gpio, virq);
}

#define RTCDR 0x00
#define RTCMR 0x04
#define RTCLR 0x08
#define RTCCR 0x0c
#define RTCIMSC 0x10
#define RTCRIS 0x14
#define RTCMIS 0x18
#define RTCICR 0x1c
#define SEC 1000000000ULL

static void test_pl031_model(void **state)
{
	struct device_node *np;
	void __iomem *rtc;
	int virq;

	(void)state;
	rtc = models_up("/soc/rtc@53000", 0x1000, &virq);
	assert_int_equal(readl(rtc + 0xfe0), 0x31);
	assert_int_equal(readl(rtc + 0xff0), 0x0d);

	/* Until started the counter holds what was loaded. */
	writel(100, rtc + RTCLR);
	platdev_sim_time_advance(5 * SEC);
	assert_int_equal(readl(rtc + RTCDR), 100);
	assert_int_equal(readl(rtc + RTCLR), 100);
	writel(1, rtc + RTCCR);
	writel(0, rtc + RTCCR); /* write 1 to set: only a reset stops it */
	assert_int_equal(readl(rtc + RTCCR), 1);
	platdev_sim_time_advance(2 * SEC);
	assert_int_equal(readl(rtc + RTCDR), 102);

	/* A match at 104: its interrupt when the counter gets there. */
	writel(104, rtc + RTCMR);
	writel(1, rtc + RTCIMSC);
	platdev_sim_time_advance(SEC + SEC / 2);
	assert_int_equal(irqs_seen, 0);
	assert_int_equal(readl(rtc + RTCRIS), 0);
	platdev_sim_time_advance(SEC / 2);
	assert_int_equal(irqs_seen, 1);
	assert_int_equal(readl(rtc + RTCMIS), 1);
	writel(1, rtc + RTCICR);
	assert_int_equal(readl(rtc + RTCRIS), 0);
	/* A match equal to the counter now is a whole turn away. */
	writel(readl(rtc + RTCDR), rtc + RTCMR);
	platdev_sim_time_advance(100 * SEC);
	assert_int_equal(irqs_seen, 1);
	/* A load moves the count and the match with it. */
	writel(7, rtc + RTCLR);
	writel(9, rtc + RTCMR);
	platdev_sim_time_advance(2 * SEC);
	assert_int_equal(irqs_seen, 2);
	assert_int_equal(readl(rtc + RTCDR), 9);

	/* A reset stops it and clears it. */
	np = of_find_node_by_path("/soc/rtc@53000");
	platdev_sim_reset(platdev_sim_board_find(np));
	of_node_put(np);
	assert_int_equal(readl(rtc + RTCCR), 0);
	platdev_sim_time_advance(3 * SEC);
	assert_int_equal(readl(rtc + RTCDR), 0);
	models_down(rtc, virq);
}

#define GF_TIME_LOW 0x00
#define GF_TIME_HIGH 0x04
#define GF_ALARM_LOW 0x08
#define GF_ALARM_HIGH 0x0c
#define GF_IRQ_ENABLED 0x10
#define GF_CLEAR_ALARM 0x14
#define GF_ALARM_STATUS 0x18
#define GF_CLEAR_INTERRUPT 0x1c

static void test_goldfish_rtc_model(void **state)
{
	void __iomem *rtc;
	int virq;

	(void)state;
	rtc = models_up("/soc/rtc@54000", 0x1000, &virq);

	/* Set to 5 << 32 + 7 ns; TIME_LOW latches the high half. */
	writel(5, rtc + GF_TIME_HIGH);
	writel(7, rtc + GF_TIME_LOW);
	writel(0, rtc + GF_TIME_HIGH);
	assert_int_equal(readl(rtc + GF_TIME_LOW), 7);
	assert_int_equal(readl(rtc + GF_TIME_HIGH), 5);
	platdev_sim_time_advance(10);
	assert_int_equal(readl(rtc + GF_TIME_LOW), 17);

	/* An alarm 100 ns on, interrupt disabled: pending, line low. */
	writel(5, rtc + GF_ALARM_HIGH);
	writel(117, rtc + GF_ALARM_LOW);
	assert_int_equal(readl(rtc + GF_ALARM_STATUS), 1);
	platdev_sim_time_advance(100);
	assert_int_equal(readl(rtc + GF_ALARM_STATUS), 0);
	assert_int_equal(irqs_seen, 0);
	writel(1, rtc + GF_IRQ_ENABLED);
	assert_int_equal(irqs_seen, 1);
	writel(1, rtc + GF_CLEAR_INTERRUPT);
	writel(0, rtc + GF_IRQ_ENABLED);
	writel(1, rtc + GF_IRQ_ENABLED);
	assert_int_equal(irqs_seen, 1);

	/* A cleared alarm does not fire. */
	writel(5, rtc + GF_ALARM_HIGH);
	writel(1000, rtc + GF_ALARM_LOW);
	writel(1, rtc + GF_CLEAR_ALARM);
	assert_int_equal(readl(rtc + GF_ALARM_STATUS), 0);
	platdev_sim_time_advance(10000);
	assert_int_equal(irqs_seen, 1);
	models_down(rtc, virq);
}

/*
 * Time runs to its end with the PL031 counting and a match set: the
 * matches come on schedule, no deadline wraps (the next match used to be
 * found by adding a turn of the counter until it passed now, which wrapped
 * near the top of the 64-bit range and spun with the core lock held), and
 * the clock stays at PLATDEV_SIM_TIME_MAX however much more it is asked
 * to run. Virtual time is not reset between tests: this one runs last.
 */
static void test_pl031_end_of_time(void **state)
{
	void __iomem *rtc;
	u64 start;
	int virq;

	(void)state;
	rtc = models_up("/soc/rtc@53000", 0x1000, &virq);
	start = platdev_sim_time_now();
	writel(0, rtc + RTCLR);
	writel(1, rtc + RTCCR);
	writel(5, rtc + RTCMR);
	writel(1, rtc + RTCIMSC);
	platdev_sim_time_advance(~0ULL);
	assert_int_equal(platdev_sim_time_now(), PLATDEV_SIM_TIME_MAX);
	/* One rise: the interrupt stays raised until cleared. */
	assert_int_equal(irqs_seen, 1);
	assert_int_equal(readl(rtc + RTCRIS), 1);
	assert_int_equal(readl(rtc + RTCDR),
			 (u32)((PLATDEV_SIM_TIME_MAX - start) / SEC));
	/* A match set at the end of time: armed past it, never due. */
	writel(1, rtc + RTCICR);
	writel(readl(rtc + RTCDR) + 1, rtc + RTCMR);
	platdev_sim_time_advance(~0ULL);
	platdev_sim_time_advance(SEC);
	assert_int_equal(platdev_sim_time_now(), PLATDEV_SIM_TIME_MAX);
	assert_int_equal(readl(rtc + RTCRIS), 0);
	assert_int_equal(irqs_seen, 1);
	models_down(rtc, virq);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_qemu_virt_aarch64),
		cmocka_unit_test(test_qemu_virt_arm),
		cmocka_unit_test(test_qemu_virt_riscv64),
		cmocka_unit_test(test_ns16550_model),
		cmocka_unit_test(test_pl061_model),
		cmocka_unit_test(test_pl031_model),
		cmocka_unit_test(test_goldfish_rtc_model),
		/* last: it leaves virtual time at its end */
		cmocka_unit_test(test_pl031_end_of_time),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
