// SPDX-License-Identifier: MIT
/*
 * irq_bindings.c - how each interrupt controller's binding reads its
 * specifier cells: one table from compatible to a translation (and, for a
 * controller stacked on a parent, what the parent is given), following
 * the .translate or .xlate of the controller's Linux 6.12 driver.
 *
 * Most controllers use one of the kernel's common forms: one cell (the
 * hwirq), two (hwirq and IRQ_TYPE_* flags), or "one or two". The others
 * have a translation here. Where Linux's answer depends on something a
 * device tree does not hold (a register, a firmware allocation), the
 * decoder gives what the cells alone determine and says what is missing
 * in platdev_of_irq.note.
 *
 * Banks without a compatible of their own (GPIO banks of a pin
 * controller, the buses of a SPMI arbiter, a PCIe host's INTx controller)
 * are looked up by their parent's compatible in a second table.
 */
#include <linux/irq.h>
#include <linux/kernel.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "of/of_private.h"

/* The GIC's interrupt ID ranges (the GICv3 architecture's INTID map). */
#define GIC_PPI_BASE 16
#define GIC_SPI_BASE 32
#define GIC_EPPI_BASE 1056
#define GIC_ESPI_BASE 4096

/* The Qualcomm PDC's "this GPIO cannot wake the system" pin. */
#define PDC_NO_WAKE_PIN 0xffffffffu

/* Apple AIC: the kinds of its first cell, and its event number fields. */
#define AIC_KIND_IRQ 0
#define AIC_KIND_FIQ 1
#define AIC_NR_FIQS 7 /* two timers a level, two PMUs, the vGIC */
#define AIC_EVENT_DIE_SHIFT 24
#define AIC_EVENT_TYPE_SHIFT 16
#define AIC_EVENT_TYPE_IRQ 1
#define AIC_EVENT_NUM_MASK 0xffffu
#define AIC_EVENT_DIE_MASK 0xffu
#define AIC_FIQ_GUEST_TIMERS 2 /* FIQs 0-1 the EL2 timers, 2-3 the guest's */

/* Allwinner: a pin controller's banks are 32 pins apart. */
#define SUNXI_PINS_PER_BANK 32
/* Allwinner R_INTC: the lines its mux can route (the first NMI included). */
#define SUN6I_R_NR_MUX_LINES 128

/* STM32: a GPIO bank's pins reach EXTI lines 0-15. */
#define STM32_GPIO_IRQ_LINES 16

/* Qualcomm SPMI: the fields of a <sid periph irq flags> specifier. */
#define SPMI_MAX_SID 0xfu
#define SPMI_MAX_PERIPH 0xffu
#define SPMI_MAX_PERIPH_IRQ 7u
#define SPMI_HWIRQ_SID_SHIFT 24
#define SPMI_HWIRQ_PERIPH_SHIFT 16
#define SPMI_HWIRQ_IRQ_SHIFT 8
/* Qualcomm PMIC GPIOs are numbered from 1 in the tree. */
#define PMIC_GPIO_FIRST 1

/* Qualcomm IPCC: hwirq = client << 16 | signal, both 16 bits. */
#define IPCC_CLIENT_SHIFT 16
#define IPCC_FIELD_MASK 0xffffu

/* NVIDIA Tegra186 and later GPIO: eight pins a port in the tree's numbers. */
#define TEGRA_GPIO_PINS_PER_PORT 8

static const char *const gic_kind_names[] = { "SPI", "PPI", "ESPI", "EPPI" };
static const unsigned int gic_kind_base[] = { GIC_SPI_BASE, GIC_PPI_BASE,
					      GIC_ESPI_BASE, GIC_EPPI_BASE };

/*
 * GICv2 and GICv3: <kind number flags>, kind 0 an SPI and 1 a PPI (on a
 * GICv3 also 2 an extended SPI and 3 an extended PPI); the low four bits
 * of flags are the trigger (a GICv2 PPI's bits 8-15 are a CPU mask). A
 * GICv3 may have a fourth cell, the phandle of the PPI partition the
 * interrupt belongs to (0: none). One cell below 16 is an SGI.
 */
static int gic_translate(const struct irq_binding *b,
			 const struct of_phandle_args *spec,
			 struct platdev_of_irq *out)
{
	const u32 *cell = spec->args;

	if (spec->args_count == 1 && cell[0] < GIC_PPI_BASE) {
		out->kind = "SGI";
		out->number = cell[0];
		out->hwirq = cell[0];
		out->type = IRQ_TYPE_EDGE_RISING;
		return 0;
	}
	if (spec->args_count < 3 || cell[0] >= b->limit[0])
		return -EINVAL;
	out->kind = gic_kind_names[cell[0]];
	out->number = cell[1];
	out->hwirq = (unsigned long)cell[1] + gic_kind_base[cell[0]];
	out->type = cell[2] & IRQ_TYPE_SENSE_MASK;
	if (b->limit[0] > 2 && spec->args_count > 3 && cell[3])
		out->partition = of_find_node_by_phandle(cell[3]);
	return 0;
}

/* One cell, the hwirq; no trigger (Linux's irq_domain_xlate_onecell). */
static int onecell_translate(const struct irq_binding *b,
			     const struct of_phandle_args *spec,
			     struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count < 1)
		return -EINVAL;
	out->hwirq = spec->args[0];
	out->type = IRQ_TYPE_NONE;
	return 0;
}

/* The hwirq, then IRQ_TYPE_* flags (irq_domain_xlate_twocell). */
static int twocell_translate(const struct irq_binding *b,
			     const struct of_phandle_args *spec,
			     struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count < 2)
		return -EINVAL;
	out->hwirq = spec->args[0];
	out->type = spec->args[1] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

/* The hwirq and, if there is a second cell, flags (..._onetwocell). */
static int onetwocell_translate(const struct irq_binding *b,
				const struct of_phandle_args *spec,
				struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count < 1)
		return -EINVAL;
	out->hwirq = spec->args[0];
	out->type = spec->args_count > 1 ? spec->args[1] & IRQ_TYPE_SENSE_MASK :
					   IRQ_TYPE_NONE;
	return 0;
}

/* RISC-V APLIC: two cells, source 0 being no source. */
static int aplic_translate(const struct irq_binding *b,
			   const struct of_phandle_args *spec,
			   struct platdev_of_irq *out)
{
	if (spec->args_count >= 2 && !spec->args[0])
		return -EINVAL;
	return twocell_translate(b, spec, out);
}

/* Tegra PMC wake events: two cells or more, the flags taken whole. */
static int tegra_pmc_translate(const struct irq_binding *b,
			       const struct of_phandle_args *spec,
			       struct platdev_of_irq *out)
{
	int ret = twocell_translate(b, spec, out);

	if (!ret)
		out->type = spec->args[1];
	return ret;
}

/*
 * Exactly two cells, the hwirq below limit[0] (when set) and the flags
 * taken whole: the Amlogic GPIO interrupt controller, a STM32 GPIO bank.
 */
static int strict_twocell_translate(const struct irq_binding *b,
				    const struct of_phandle_args *spec,
				    struct platdev_of_irq *out)
{
	if (spec->args_count != 2 ||
	    (b->limit[0] && spec->args[0] >= b->limit[0]))
		return -EINVAL;
	out->hwirq = spec->args[0];
	out->type = spec->args[1];
	return 0;
}

/*
 * The i.MX GPC and the MediaTek sysirq take GIC SPIs only, <0 number
 * flags>, the number being their own hwirq, and hand the same cells to
 * their parent GIC.
 */
static int spi_only_translate(const struct irq_binding *b,
			      const struct of_phandle_args *spec,
			      struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count != 3 || spec->args[0] != 0)
		return -EINVAL;
	out->hwirq = spec->args[1];
	out->type = spec->args[2] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

/*
 * Apple AIC: <kind number flags>, or <kind die number flags> on an AIC2
 * with several dies. An IRQ's hwirq packs die, event type and number; a
 * FIQ (die 0 only) is one of seven per-CPU sources. How many dies and
 * IRQs there are is read from the hardware, so those bounds are not
 * checked. The FIQ numbers are Linux's at EL2: a kernel at EL1 gives the
 * guest timers the EL0 timers' numbers and refuses the hypervisor's.
 */
static int aic_translate(const struct irq_binding *b,
			 const struct of_phandle_args *spec,
			 struct platdev_of_irq *out)
{
	const u32 *cell = spec->args;
	u32 die = 0, number, flags;

	(void)b;
	if (spec->args_count < 3 || spec->args_count > 4)
		return -EINVAL;
	if (spec->args_count == 4)
		die = cell[1];
	number = cell[spec->args_count - 2];
	flags = cell[spec->args_count - 1];
	switch (cell[0]) {
	case AIC_KIND_IRQ:
		out->kind = "IRQ";
		out->hwirq = (unsigned long)(die & AIC_EVENT_DIE_MASK)
				     << AIC_EVENT_DIE_SHIFT |
			     AIC_EVENT_TYPE_IRQ << AIC_EVENT_TYPE_SHIFT |
			     (number & AIC_EVENT_NUM_MASK);
		break;
	case AIC_KIND_FIQ:
		if (die || number >= AIC_NR_FIQS)
			return -EINVAL;
		out->kind = "FIQ";
		out->hwirq = number;
		if (number < AIC_FIQ_GUEST_TIMERS * 2)
			out->note = "timer FIQ numbered as at EL2";
		break;
	default:
		return -EINVAL;
	}
	out->number = number;
	out->type = flags & IRQ_TYPE_SENSE_MASK;
	return 0;
}

/*
 * The SPI the NMI of an Allwinner R_INTC reaches the GIC on: its own
 * first interrupt's number, which the old two-cell <0 flags> names.
 */
static int sun6i_r_nmi_line(struct device_node *np, u32 *line)
{
	struct of_phandle_args parent;
	int ret = of_irq_parse_one(np, 0, &parent);

	if (ret)
		return ret;
	of_node_put(parent.np);
	if (parent.args_count < 2)
		return -EINVAL;
	*line = parent.args[1];
	return 0;
}

/*
 * Allwinner R_INTC (sun6i-a31 and sun50i-h6): GIC SPIs it can wake the
 * system from, <0 number flags>, handed to the GIC unchanged; the old
 * binding's <0 flags> is the NMI. Lines past its mux are refused.
 */
static int sun6i_r_translate(const struct irq_binding *b,
			     const struct of_phandle_args *spec,
			     struct platdev_of_irq *out)
{
	const u32 *cell = spec->args;
	u32 line;

	(void)b;
	if (spec->args_count == 2 && cell[0] == 0) {
		if (sun6i_r_nmi_line(spec->np, &line))
			return -EINVAL;
		out->type = cell[1] & IRQ_TYPE_SENSE_MASK;
	} else {
		if (spec->args_count < 3 || cell[0] != 0)
			return -EINVAL;
		line = cell[1];
		out->type = cell[2] & IRQ_TYPE_SENSE_MASK;
	}
	if (line >= SUN6I_R_NR_MUX_LINES)
		return -EINVAL;
	out->hwirq = line;
	return 0;
}

static int sun6i_r_pass_on(const struct of_phandle_args *spec,
			   const struct platdev_of_irq *here,
			   struct of_phandle_args *parent)
{
	(void)spec;
	parent->args_count = 3;
	parent->args[0] = 0;
	parent->args[1] = (u32)here->hwirq;
	parent->args[2] = here->type;
	return 1;
}

/*
 * Allwinner pin controllers: <bank pin flags>. Linux's hwirq is the pin's
 * place among the SoC's interrupt-capable banks, from the SoC's pin
 * table, which the decoder does not carry: it gives the pin's number
 * (bank * 32 + pin) and says so.
 */
static int sunxi_pinctrl_translate(const struct irq_binding *b,
				   const struct of_phandle_args *spec,
				   struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count < 3)
		return -EINVAL;
	out->kind = "pin";
	out->number = spec->args[0] * SUNXI_PINS_PER_BANK + spec->args[1];
	out->hwirq = out->number;
	out->type = spec->args[2];
	out->note = "hwirq: the pin; Linux's counts interrupt banks only";
	return 0;
}

/* The same cells, for the parent (a STM32 GPIO bank's EXTI lines). */
static int same_cells(const struct of_phandle_args *spec,
		      const struct platdev_of_irq *here,
		      struct of_phandle_args *parent)
{
	(void)here;
	*parent = *spec;
	return 1;
}

/* The trigger an inverter in front of the GIC turns @type into. */
static u32 inverted_trigger(unsigned int type)
{
	if (type == IRQ_TYPE_LEVEL_LOW)
		return IRQ_TYPE_LEVEL_HIGH;
	if (type == IRQ_TYPE_EDGE_FALLING)
		return IRQ_TYPE_EDGE_RISING;
	return type;
}

/* The sysirq inverts low-active and falling-edge lines for the GIC. */
static int sysirq_pass_on(const struct of_phandle_args *spec,
			  const struct platdev_of_irq *here,
			  struct of_phandle_args *parent)
{
	*parent = *spec;
	parent->args[2] = (spec->args[2] & ~(u32)IRQ_TYPE_SENSE_MASK) |
			  inverted_trigger(here->type);
	return 1;
}

/*
 * The Qualcomm PDC: its pins are GIC SPIs through "qcom,pdc-ranges", a
 * list of <first-pin first-spi count>. The GIC sees every edge as rising
 * and every level as high. A pin in no range, or the "no wake" pin, ends
 * at the PDC.
 */
static int pdc_pass_on(const struct of_phandle_args *spec,
		       const struct platdev_of_irq *here,
		       struct of_phandle_args *parent)
{
	u32 pin = spec->args[0], base, spi, count, type = here->type;
	int i;

	if (pin == PDC_NO_WAKE_PIN)
		return 0;
	for (i = 0; !of_property_read_u32_index(spec->np, "qcom,pdc-ranges",
						(u32)i * 3 + 2, &count);
	     i++) {
		of_property_read_u32_index(spec->np, "qcom,pdc-ranges",
					   (u32)i * 3, &base);
		of_property_read_u32_index(spec->np, "qcom,pdc-ranges",
					   (u32)i * 3 + 1, &spi);
		if (pin < base || pin - base >= count)
			continue;
		if (type & IRQ_TYPE_EDGE_BOTH)
			type = IRQ_TYPE_EDGE_RISING;
		if (type & IRQ_TYPE_LEVEL_MASK)
			type = IRQ_TYPE_LEVEL_HIGH;
		parent->args_count = 3;
		parent->args[0] = 0;
		parent->args[1] = spi + (pin - base);
		parent->args[2] = type;
		return 1;
	}
	return 0;
}

/*
 * TI SCI interrupt router: one cell, its input line; every line has the
 * trigger of the node's "ti,intr-trigger-type" (without it the driver
 * does not probe). Which output line, hence which parent interrupt, the
 * firmware gives it is known only when Linux asks.
 */
static int ti_sci_intr_translate(const struct irq_binding *b,
				 const struct of_phandle_args *spec,
				 struct platdev_of_irq *out)
{
	u32 type;

	(void)b;
	if (spec->args_count != 1 ||
	    of_property_read_u32(spec->np, "ti,intr-trigger-type", &type))
		return -EINVAL;
	out->hwirq = spec->args[0];
	out->type = type;
	out->note = "parent line allocated by the firmware";
	return 0;
}

/*
 * Qualcomm SPMI arbiter: <sid periph irq flags>. Linux's hwirq packs
 * the three with the peripheral's APID, which the arbiter's registers
 * give: the decoder packs them with APID 0 and says so.
 */
static int spmi_arb_translate(const struct irq_binding *b,
			      const struct of_phandle_args *spec,
			      struct platdev_of_irq *out)
{
	const u32 *cell = spec->args;

	(void)b;
	if (spec->args_count != 4 || cell[0] > SPMI_MAX_SID ||
	    cell[1] > SPMI_MAX_PERIPH || cell[2] > SPMI_MAX_PERIPH_IRQ)
		return -EINVAL;
	out->hwirq = (unsigned long)cell[0] << SPMI_HWIRQ_SID_SHIFT |
		     cell[1] << SPMI_HWIRQ_PERIPH_SHIFT |
		     cell[2] << SPMI_HWIRQ_IRQ_SHIFT;
	out->type = cell[3] & IRQ_TYPE_SENSE_MASK;
	out->note = "hwirq's low byte, the APID, is read from the arbiter";
	return 0;
}

/*
 * Qualcomm PMIC GPIOs: <gpio flags>, GPIOs numbered from 1; the hwirq is
 * the GPIO's offset. The upper bound is the PMIC's GPIO count, from the
 * driver's table of PMICs, and is not checked.
 */
static int spmi_gpio_translate(const struct irq_binding *b,
			       const struct of_phandle_args *spec,
			       struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count != 2 || spec->args[0] < PMIC_GPIO_FIRST)
		return -EINVAL;
	out->hwirq = spec->args[0] - PMIC_GPIO_FIRST;
	out->type = spec->args[1];
	return 0;
}

/* Qualcomm IPCC: <client signal flags>, hwirq client << 16 | signal. */
static int ipcc_translate(const struct irq_binding *b,
			  const struct of_phandle_args *spec,
			  struct platdev_of_irq *out)
{
	(void)b;
	if (spec->args_count != 3)
		return -EINVAL;
	out->hwirq = (spec->args[0] & IPCC_FIELD_MASK) << IPCC_CLIENT_SHIFT |
		     (spec->args[1] & IPCC_FIELD_MASK);
	out->type = spec->args[2] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

/*
 * TI PRUSS interrupt controller: <event channel host>, each below the
 * SoC's count (limit[0] events, limit[1] channels and hosts); the hwirq is
 * the event, always high-level.
 */
static int pruss_translate(const struct irq_binding *b,
			   const struct of_phandle_args *spec,
			   struct platdev_of_irq *out)
{
	const u32 *cell = spec->args;

	if (spec->args_count < 3 || cell[0] >= b->limit[0] ||
	    cell[1] >= b->limit[1] || cell[2] >= b->limit[1])
		return -EINVAL;
	out->hwirq = cell[0];
	out->type = IRQ_TYPE_LEVEL_HIGH;
	return 0;
}

/* Pins in each port of the Tegra234 GPIO controllers, in port order. */
static const u8 tegra234_main_gpio_ports[] = { 8, 1, 8, 4, 8, 6, 8, 8, 7,
					       6, 8, 4, 8, 8, 8, 8, 6, 8,
					       8, 8, 8, 4, 2, 4, 8 };
static const u8 tegra234_aon_gpio_ports[] = { 8, 4, 8, 3, 8, 1 };

/*
 * NVIDIA Tegra GPIO (tegra186 and later): <port * 8 + pin, flags>; the
 * hwirq counts the pins of the ports before. @b->ports lists the pins of
 * each port.
 */
static int tegra_gpio_translate(const struct irq_binding *b,
				const struct of_phandle_args *spec,
				struct platdev_of_irq *out)
{
	u32 port, pin, i;
	unsigned long offset = 0;

	if (spec->args_count < 2)
		return -EINVAL;
	port = spec->args[0] / TEGRA_GPIO_PINS_PER_PORT;
	pin = spec->args[0] % TEGRA_GPIO_PINS_PER_PORT;
	if (port >= b->nr_ports)
		return -EINVAL;
	for (i = 0; i < port; i++)
		offset += b->ports[i];
	out->hwirq = offset + pin;
	out->type = spec->args[1] & IRQ_TYPE_SENSE_MASK;
	return 0;
}

static const struct irq_binding gicv2_binding = {
	.translate = gic_translate,
	.limit = { 2 },
};
static const struct irq_binding gicv3_binding = {
	.translate = gic_translate,
	.limit = { 4 },
};
static const struct irq_binding onecell_binding = {
	.translate = onecell_translate,
};
static const struct irq_binding twocell_binding = {
	.translate = twocell_translate,
};
static const struct irq_binding onetwocell_binding = {
	.translate = onetwocell_translate,
};
static const struct irq_binding strict_twocell_binding = {
	.translate = strict_twocell_translate,
};
static const struct irq_binding aplic_binding = {
	.translate = aplic_translate,
};
static const struct irq_binding tegra_pmc_binding = {
	.translate = tegra_pmc_translate,
};
static const struct irq_binding generic_onecell_binding = {
	.translate = onecell_translate,
	.generic = true,
};
static const struct irq_binding generic_twocell_binding = {
	.translate = twocell_translate,
	.generic = true,
};
static const struct irq_binding gpc_binding = {
	.translate = spi_only_translate,
	.pass_on = same_cells,
};
static const struct irq_binding sysirq_binding = {
	.translate = spi_only_translate,
	.pass_on = sysirq_pass_on,
};
static const struct irq_binding pdc_binding = {
	.translate = twocell_translate,
	.pass_on = pdc_pass_on,
};
static const struct irq_binding aic_binding = {
	.translate = aic_translate,
};
static const struct irq_binding sun6i_r_binding = {
	.translate = sun6i_r_translate,
	.pass_on = sun6i_r_pass_on,
};
static const struct irq_binding sunxi_pinctrl_binding = {
	.translate = sunxi_pinctrl_translate,
};
static const struct irq_binding stm32_gpio_binding = {
	.translate = strict_twocell_translate,
	.pass_on = same_cells,
	.limit = { STM32_GPIO_IRQ_LINES },
};
static const struct irq_binding ti_sci_intr_binding = {
	.translate = ti_sci_intr_translate,
};
static const struct irq_binding spmi_arb_binding = {
	.translate = spmi_arb_translate,
};
static const struct irq_binding spmi_gpio_binding = {
	.translate = spmi_gpio_translate,
};
static const struct irq_binding ipcc_binding = {
	.translate = ipcc_translate,
};
static const struct irq_binding icssg_intc_binding = {
	.translate = pruss_translate,
	.limit = { 160, 20 },
};
static const struct irq_binding pruss_intc_binding = {
	.translate = pruss_translate,
	.limit = { 64, 10 },
};
static const struct irq_binding tegra234_main_gpio_binding = {
	.translate = tegra_gpio_translate,
	.ports = tegra234_main_gpio_ports,
	.nr_ports = ARRAY_SIZE(tegra234_main_gpio_ports),
};
static const struct irq_binding tegra234_aon_gpio_binding = {
	.translate = tegra_gpio_translate,
	.ports = tegra234_aon_gpio_ports,
	.nr_ports = ARRAY_SIZE(tegra234_aon_gpio_ports),
};

/* Controllers by their own compatible. */
static const struct of_device_id irq_bindings[] = {
	/* the GIC family and the other CPU-level controllers */
	{ .compatible = "arm,gic-400", .data = &gicv2_binding },
	{ .compatible = "arm,arm11mp-gic", .data = &gicv2_binding },
	{ .compatible = "arm,arm1176jzf-devchip-gic", .data = &gicv2_binding },
	{ .compatible = "arm,cortex-a15-gic", .data = &gicv2_binding },
	{ .compatible = "arm,cortex-a9-gic", .data = &gicv2_binding },
	{ .compatible = "arm,cortex-a7-gic", .data = &gicv2_binding },
	{ .compatible = "arm,pl390", .data = &gicv2_binding },
	{ .compatible = "qcom,msm-8660-qgic", .data = &gicv2_binding },
	{ .compatible = "qcom,msm-qgic2", .data = &gicv2_binding },
	{ .compatible = "nvidia,tegra210-agic", .data = &gicv2_binding },
	{ .compatible = "arm,gic-v3", .data = &gicv3_binding },
	{ .compatible = "arm,armv7m-nvic", .data = &onecell_binding },
	{ .compatible = "arm,v6m-nvic", .data = &onecell_binding },
	{ .compatible = "arm,v7m-nvic", .data = &onecell_binding },
	{ .compatible = "riscv,cpu-intc", .data = &onecell_binding },
	{ .compatible = "apple,aic", .data = &aic_binding },
	{ .compatible = "apple,aic2", .data = &aic_binding },
	{ .compatible = "sifive,plic-1.0.0", .data = &onecell_binding },
	{ .compatible = "riscv,plic0", .data = &onecell_binding },
	{ .compatible = "riscv,aplic", .data = &aplic_binding },
	/* stacked on the GIC */
	{ .compatible = "fsl,imx6q-gpc", .data = &gpc_binding },
	{ .compatible = "fsl,imx7d-gpc", .data = &gpc_binding },
	{ .compatible = "fsl,imx8mq-gpc", .data = &gpc_binding },
	{ .compatible = "mediatek,mt6577-sysirq", .data = &sysirq_binding },
	{ .compatible = "qcom,pdc", .data = &pdc_binding },
	{ .compatible = "allwinner,sun6i-a31-r-intc",
	  .data = &sun6i_r_binding },
	{ .compatible = "allwinner,sun50i-h6-r-intc",
	  .data = &sun6i_r_binding },
	/* demultiplexers and routers */
	{ .compatible = "fsl,imx-irqsteer", .data = &onecell_binding },
	{ .compatible = "brcm,l2-intc", .data = &onetwocell_binding },
	{ .compatible = "brcm,bcm7271-l2-intc", .data = &onetwocell_binding },
	{ .compatible = "brcm,bcm2711-l2-intc", .data = &onetwocell_binding },
	{ .compatible = "allwinner,sun6i-a31-sc-nmi",
	  .data = &onetwocell_binding },
	{ .compatible = "allwinner,sun7i-a20-sc-nmi",
	  .data = &onetwocell_binding },
	{ .compatible = "allwinner,sun9i-a80-nmi",
	  .data = &onetwocell_binding },
	{ .compatible = "st,stm32-exti", .data = &twocell_binding },
	{ .compatible = "st,stm32h7-exti", .data = &twocell_binding },
	{ .compatible = "st,stm32mp1-exti", .data = &twocell_binding },
	{ .compatible = "st,stm32mp13-exti", .data = &twocell_binding },
	{ .compatible = "amlogic,meson-gpio-intc",
	  .data = &strict_twocell_binding },
	{ .compatible = "nvidia,tegra234-pmc", .data = &tegra_pmc_binding },
	{ .compatible = "ti,sci-intr", .data = &ti_sci_intr_binding },
	{ .compatible = "ti,icssg-intc", .data = &icssg_intc_binding },
	{ .compatible = "ti,pruss-intc", .data = &pruss_intc_binding },
	{ .compatible = "qcom,spmi-pmic-arb", .data = &spmi_arb_binding },
	{ .compatible = "qcom,ipcc", .data = &ipcc_binding },
	/* GPIO and pin controllers */
	{ .compatible = "allwinner,sun50i-a64-pinctrl",
	  .data = &sunxi_pinctrl_binding },
	{ .compatible = "allwinner,sun50i-a64-r-pinctrl",
	  .data = &sunxi_pinctrl_binding },
	{ .compatible = "allwinner,sun50i-h6-pinctrl",
	  .data = &sunxi_pinctrl_binding },
	{ .compatible = "allwinner,sun50i-h6-r-pinctrl",
	  .data = &sunxi_pinctrl_binding },
	{ .compatible = "qcom,spmi-gpio", .data = &spmi_gpio_binding },
	{ .compatible = "nvidia,tegra234-gpio",
	  .data = &tegra234_main_gpio_binding },
	{ .compatible = "nvidia,tegra234-gpio-aon",
	  .data = &tegra234_aon_gpio_binding },
	{ .compatible = "apple,pinctrl", .data = &twocell_binding },
	{ .compatible = "arm,pl061", .data = &twocell_binding },
	{ .compatible = "brcm,bcm2711-gpio", .data = &twocell_binding },
	{ .compatible = "brcm,brcmstb-gpio", .data = &twocell_binding },
	{ .compatible = "fsl,imx35-gpio", .data = &onetwocell_binding },
	{ .compatible = "fsl,imx8ulp-gpio", .data = &twocell_binding },
	{ .compatible = "mediatek,mt8195-pinctrl",
	  .data = &onetwocell_binding },
	{ .compatible = "qcom,sa8775p-tlmm", .data = &twocell_binding },
	{ .compatible = "qcom,sc7180-pinctrl", .data = &twocell_binding },
	{ .compatible = "qcom,sdm845-pinctrl", .data = &twocell_binding },
	{ .compatible = "qcom,sm8650-tlmm", .data = &twocell_binding },
	{ .compatible = "qcom,x1e80100-tlmm", .data = &twocell_binding },
	{ .compatible = "rockchip,gpio-bank", .data = &onetwocell_binding },
	{ .compatible = "sifive,gpio0", .data = &twocell_binding },
	{ .compatible = "starfive,jh7110-aon-pinctrl",
	  .data = &twocell_binding },
	{ .compatible = "starfive,jh7110-sys-pinctrl",
	  .data = &twocell_binding },
	{ .compatible = "ti,keystone-gpio", .data = &onetwocell_binding },
	{ .compatible = "raspberrypi,rp1-gpio", .data = &twocell_binding },
	{ .compatible = "nxp,pca9554", .data = &twocell_binding },
	{ .compatible = "nxp,pcal6408", .data = &twocell_binding },
	{ .compatible = "nxp,pcal6416", .data = &twocell_binding },
	{ .compatible = "nxp,pcal6524", .data = &twocell_binding },
	{ .compatible = "ti,tca6416", .data = &twocell_binding },
	{ .compatible = "ti,tca9539", .data = &twocell_binding },
	{ .compatible = "maxim,max77759-gpio", .data = &twocell_binding },
	/* multi-function devices and their interrupt domains */
	{ .compatible = "maxim,max77759", .data = &twocell_binding },
	{ .compatible = "mediatek,mt6359", .data = &twocell_binding },
	{ .compatible = "mediatek,mt6360", .data = &onetwocell_binding },
	{ .compatible = "st,stpmic1", .data = &onetwocell_binding },
	{ .compatible = "x-powers,axp803", .data = &onetwocell_binding },
	{ .compatible = "x-powers,axp806", .data = &onetwocell_binding },
	{ .compatible = "x-powers,axp15060", .data = &onetwocell_binding },
	{ .compatible = "st,stm32f4-adc-core", .data = &onecell_binding },
	{ .compatible = "st,stm32mp1-adc-core", .data = &onecell_binding },
	{ .compatible = "qcom,sa8775p-mdss", .data = &onecell_binding },
	{ .compatible = "qcom,sc7180-mdss", .data = &onecell_binding },
	{ .compatible = "qcom,sdm845-mdss", .data = &onecell_binding },
	{ .compatible = "qcom,sm8650-mdss", .data = &onecell_binding },
	{ .compatible = "qcom,x1e80100-mdss", .data = &onecell_binding },
	{ .compatible = "qcom,sdm845-lmh", .data = &onecell_binding },
	{ .compatible = "pci1de4,1", .data = &twocell_binding },
	{}
};

/* Banks without a compatible, by their parent's compatible. */
static const struct of_device_id irq_bank_bindings[] = {
	{ .compatible = "google,gs101-pinctrl", .data = &twocell_binding },
	{ .compatible = "st,stm32f429-pinctrl", .data = &stm32_gpio_binding },
	{ .compatible = "st,stm32f746-pinctrl", .data = &stm32_gpio_binding },
	{ .compatible = "st,stm32mp157-pinctrl", .data = &stm32_gpio_binding },
	{ .compatible = "st,stm32mp157-z-pinctrl",
	  .data = &stm32_gpio_binding },
	{ .compatible = "qcom,smp2p", .data = &twocell_binding },
	{ .compatible = "qcom,x1e80100-spmi-pmic-arb",
	  .data = &spmi_arb_binding },
	{ .compatible = "apple,pcie", .data = &onecell_binding },
	{ .compatible = "mediatek,mt8192-pcie", .data = &onecell_binding },
	{ .compatible = "rockchip,rk3399-pcie", .data = &onecell_binding },
	{ .compatible = "rockchip,rk3568-pcie", .data = &onecell_binding },
	{ .compatible = "starfive,jh7110-pcie", .data = &onecell_binding },
	{}
};

const struct irq_binding *of_irq_binding_of(const struct device_node *np,
					    int args_count)
{
	const struct of_device_id *id = of_match_node(irq_bindings, np);

	if (!id && np->parent && !of_find_property(np, "compatible", NULL))
		id = of_match_node(irq_bank_bindings, np->parent);
	if (id)
		return id->data;
	if (args_count == 1)
		return &generic_onecell_binding;
	if (args_count == 2)
		return &generic_twocell_binding;
	return NULL;
}
