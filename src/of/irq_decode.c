// SPDX-License-Identifier: MIT
/*
 * irq_decode.c - what an interrupt specifier means to the controller that
 * takes it: the hardware interrupt number and the trigger, read from the
 * cells as the Linux driver of that controller's binding reads them.
 *
 * Some controllers only pass an interrupt on to their own parent (the
 * i.MX GPC, the MediaTek sysirq, the Qualcomm PDC are stacked on the GIC):
 * for those the walk goes on with the specifier the parent is given, so
 * the answer is the controller at the end of the chain. Controllers that
 * demultiplex their lines into one parent interrupt (GPIO controllers, an
 * irqsteer) are where the walk ends: their lines are their own hwirqs.
 *
 * Bindings without a decoder here are read with the generic conventions
 * when they have one cell (the hwirq) or two (the hwirq and IRQ_TYPE_*
 * flags); longer specifiers of unknown bindings are not decoded.
 */
#include <string.h>

#include <linux/irq.h>
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

/* Stacked controllers passed through before giving up (a loop of them). */
#define MAX_STACKED_HOPS 16

struct irq_binding;

/*
 * Read @spec, the cells given to controller spec->np, into @out: hwirq,
 * type, kind and number. Return 0, or -EINVAL for cells the binding
 * refuses.
 */
typedef int (*irq_translate_fn)(const struct irq_binding *b,
				const struct of_phandle_args *spec,
				struct platdev_of_irq *out);

/*
 * For a stacked controller: the specifier its parent is given for the
 * interrupt @here decoded (spec->np is the stacked controller). Return 1
 * with @parent filled (np not yet set), 0 when the interrupt stops here,
 * or -EINVAL.
 */
typedef int (*irq_pass_on_fn)(const struct of_phandle_args *spec,
			      const struct platdev_of_irq *here,
			      struct of_phandle_args *parent);

struct irq_binding {
	irq_translate_fn translate;
	irq_pass_on_fn pass_on;
	unsigned int nr_kinds; /* GIC: 2 on a GICv2, 4 on a GICv3 */
};

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
	if (spec->args_count < 3 || cell[0] >= b->nr_kinds)
		return -EINVAL;
	out->kind = gic_kind_names[cell[0]];
	out->number = cell[1];
	out->hwirq = (unsigned long)cell[1] + gic_kind_base[cell[0]];
	out->type = cell[2] & IRQ_TYPE_SENSE_MASK;
	if (b->nr_kinds > 2 && spec->args_count > 3 && cell[3])
		out->partition = of_find_node_by_phandle(cell[3]);
	return 0;
}

/* One cell, the hwirq; no trigger (NVIC, RISC-V hart-local, PLIC...). */
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

/* The generic two cells: the hwirq, then IRQ_TYPE_* flags. */
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

static const struct irq_binding gicv2_binding = {
	.translate = gic_translate,
	.nr_kinds = 2,
};
static const struct irq_binding gicv3_binding = {
	.translate = gic_translate,
	.nr_kinds = 4,
};
static const struct irq_binding onecell_binding = {
	.translate = onecell_translate,
};
static const struct irq_binding twocell_binding = {
	.translate = twocell_translate,
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

static const struct of_device_id irq_bindings[] = {
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
	{ .compatible = "fsl,imx6q-gpc", .data = &gpc_binding },
	{ .compatible = "fsl,imx7d-gpc", .data = &gpc_binding },
	{ .compatible = "fsl,imx8mq-gpc", .data = &gpc_binding },
	{ .compatible = "mediatek,mt6577-sysirq", .data = &sysirq_binding },
	{ .compatible = "qcom,pdc", .data = &pdc_binding },
	{}
};

static const struct irq_binding *binding_of(const struct device_node *np,
					    int args_count)
{
	const struct of_device_id *id = of_match_node(irq_bindings, np);

	if (id)
		return id->data;
	if (args_count == 1)
		return &onecell_binding;
	if (args_count == 2)
		return &twocell_binding;
	return NULL;
}

int of_irq_translate_cells(struct device_node *ctrl, const u32 *cells,
			   int count, unsigned long *hwirq, unsigned int *type)
{
	struct platdev_of_irq out = { .decoded = false };
	struct of_phandle_args spec = { .np = ctrl, .args_count = count };
	const struct irq_binding *b;
	int ret;

	if (count < 0 || count > MAX_PHANDLE_ARGS)
		return -EINVAL;
	b = binding_of(ctrl, count);
	if (!b)
		return -EINVAL;
	memcpy(spec.args, cells, (size_t)count * sizeof(*cells));
	ret = b->translate(b, &spec, &out);
	of_node_put(out.partition);
	if (ret)
		return ret;
	*hwirq = out.hwirq;
	*type = out.type;
	return 0;
}

void platdev_of_irq_put(struct platdev_of_irq *irq)
{
	if (!irq)
		return;
	of_node_put(irq->spec.np);
	of_node_put(irq->via);
	of_node_put(irq->partition);
	irq->spec.np = irq->via = irq->partition = NULL;
}

/* Decode @out->spec at its controller, with no earlier result left in @out. */
static int decode_here(struct platdev_of_irq *out, const struct irq_binding **b)
{
	of_node_put(out->partition);
	out->partition = NULL;
	out->kind = NULL;
	out->number = 0;
	out->hwirq = 0;
	out->type = IRQ_TYPE_NONE;
	out->decoded = false;
	*b = binding_of(out->spec.np, out->spec.args_count);
	if (!*b)
		return -EOPNOTSUPP;
	if ((*b)->translate(*b, &out->spec, out))
		return -EINVAL;
	out->decoded = true;
	return 0;
}

int platdev_of_irq_decode(const struct of_phandle_args *spec,
			  struct platdev_of_irq *out)
{
	const struct irq_binding *b;
	struct of_phandle_args up;
	unsigned int hops;
	int ret;

	memset(out, 0, sizeof(*out));
	if (!spec || !spec->np || spec->args_count < 0 ||
	    spec->args_count > MAX_PHANDLE_ARGS)
		return -EINVAL;
	out->spec = *spec;
	of_node_get(out->spec.np);
	for (hops = 0;; hops++) {
		ret = decode_here(out, &b);
		if (ret || !b->pass_on)
			return ret;
		up.args_count = 0;
		ret = b->pass_on(&out->spec, out, &up);
		if (ret <= 0)
			return ret;
		up.np = of_irq_find_parent(out->spec.np);
		if (!up.np || hops == MAX_STACKED_HOPS) {
			/* a stacked controller with no parent takes it itself */
			of_node_put(up.np);
			return 0;
		}
		if (out->via)
			of_node_put(out->spec.np);
		else
			out->via = out->spec.np;
		out->spec = up;
	}
}

int platdev_of_irq_parse(struct device_node *dev, int index,
			 struct platdev_of_irq *out)
{
	struct of_phandle_args spec;
	int ret;

	memset(out, 0, sizeof(*out));
	ret = of_irq_parse_one(dev, index, &spec);
	if (ret)
		return ret;
	ret = platdev_of_irq_decode(&spec, out);
	of_node_put(spec.np);
	return ret;
}

const char *platdev_irq_trigger_name(unsigned int type)
{
	switch (type) {
	case IRQ_TYPE_NONE:
		return "type-none";
	case IRQ_TYPE_EDGE_RISING:
		return "edge-rising";
	case IRQ_TYPE_EDGE_FALLING:
		return "edge-falling";
	case IRQ_TYPE_EDGE_BOTH:
		return "edge-both";
	case IRQ_TYPE_LEVEL_HIGH:
		return "level-high";
	case IRQ_TYPE_LEVEL_LOW:
		return "level-low";
	default:
		return NULL;
	}
}
