/* SPDX-License-Identifier: MIT */
/*
 * board_drivers.h - small drivers for the devices of QEMU's virt boards,
 * written only against the Linux API and run unmodified on their
 * simulated boards: the PL031 RTC, the PL061 GPIO controller (an interrupt
 * controller for its lines) and a GPIO-key consumer of it, the 16550A
 * UART and the Goldfish RTC, and the RISC-V PLIC their interrupts go
 * through.
 */
#ifndef _PLATDEV_EXAMPLE_BOARD_DRIVERS_H
#define _PLATDEV_EXAMPLE_BOARD_DRIVERS_H

#include <linux/amba/bus.h>
#include <linux/io.h>
#include <linux/platform_device.h>

struct irq_domain;

/**
 * example_primecell_periphid() - a PrimeCell's peripheral ID, read from
 * the low byte of each of its four ID registers at @id0 (0xfe0 in its
 * 4 KiB window)
 */
static inline u32 example_primecell_periphid(void __iomem *id0)
{
	u32 id = 0;
	unsigned int i;

	for (i = 0; i < 4; i++)
		id |= (readl(id0 + 4 * i) & 0xff) << (8 * i);
	return id;
}

/**
 * struct pl031_example - a bound PL031 real-time clock
 * @regs: its registers
 * @periphid: the peripheral ID read from its ID registers (0x00041031)
 * @alarms: alarm (match) interrupts handled
 */
struct pl031_example {
	void __iomem *regs;
	u32 periphid;
	unsigned int alarms;
};

extern struct amba_driver pl031_example_driver;

/** pl031_example_read_time() - the RTC's seconds counter */
u32 pl031_example_read_time(struct pl031_example *rtc);

/**
 * pl031_example_set_alarm() - interrupt once when the counter reaches
 * @seconds from now
 */
void pl031_example_set_alarm(struct pl031_example *rtc, u32 seconds);

/**
 * struct pl061_example - a bound PL061 GPIO controller
 * @regs: its registers
 * @domain: the irq domain of its eight lines (two-cell specifiers: line,
 *          trigger flags)
 * @periphid: the peripheral ID read from its ID registers (0x00041061)
 * @parent_irqs: its own interrupts handled (each demultiplexed to lines)
 */
struct pl061_example {
	void __iomem *regs;
	struct irq_domain *domain;
	u32 periphid;
	unsigned int parent_irqs;
};

extern struct amba_driver pl061_example_driver;

/** pl061_example_set() - make @line an output driving @value */
void pl061_example_set(struct pl061_example *gpio, unsigned int line,
		       int value);

/** pl061_example_get() - the level of @line (0 or 1) */
int pl061_example_get(struct pl061_example *gpio, unsigned int line);

/**
 * struct gpio_key_example - a bound "gpio-keys" node's first key
 * @irq: the interrupt of its GPIO line, in the GPIO controller's domain
 * @code: its "linux,code"
 * @events: interrupts handled (a press and a release are one each)
 */
struct gpio_key_example {
	int irq;
	u32 code;
	unsigned int events;
};

extern struct platform_driver gpio_key_example_driver;

/**
 * struct ns16550_example - a bound 16550A UART
 * @regs: its registers, @reg_shift apart
 * @reg_shift: the node's "reg-shift"
 * @uartclk: its input clock in Hz
 * @scratch_ok: the scratch register kept what was written (a 16450 or
 *              later)
 * @fifo_bits: IIR's top bits with the FIFOs enabled (0xc0: a 16550A)
 * @tx_irqs: "transmitter empty" interrupts handled
 * @rx: bytes received, @nr_rx of them
 */
struct ns16550_example {
	void __iomem *regs;
	u32 reg_shift;
	u32 uartclk;
	bool scratch_ok;
	u8 fifo_bits;
	unsigned int tx_irqs;
	char rx[64];
	unsigned int nr_rx;
};

extern struct platform_driver ns16550_example_driver;

/**
 * ns16550_example_send() - send @c once the transmitter is empty, with
 * its "transmitter empty" interrupt on
 * Return: 0, or -ETIMEDOUT when the transmitter stays busy for 10 ms.
 */
int ns16550_example_send(struct ns16550_example *uart, char c);

/**
 * struct goldfish_rtc_example - a bound Goldfish real-time clock
 * @regs: its registers
 * @alarms: alarm interrupts handled
 */
struct goldfish_rtc_example {
	void __iomem *regs;
	unsigned int alarms;
};

extern struct platform_driver goldfish_rtc_example_driver;

/** goldfish_rtc_example_read_ns() - the clock, in nanoseconds */
u64 goldfish_rtc_example_read_ns(struct goldfish_rtc_example *rtc);

/**
 * goldfish_rtc_example_set_alarm() - interrupt once, @ns from now
 */
void goldfish_rtc_example_set_alarm(struct goldfish_rtc_example *rtc, u64 ns);

/**
 * struct plic_example - a bound RISC-V PLIC: the irq domain of its
 * interrupt sources (one cell: the source number)
 * @regs: its registers
 * @domain: the domain
 * @nr_sources: "riscv,ndev"
 */
struct plic_example {
	void __iomem *regs;
	struct irq_domain *domain;
	u32 nr_sources;
};

extern struct platform_driver plic_example_driver;

#endif /* _PLATDEV_EXAMPLE_BOARD_DRIVERS_H */
