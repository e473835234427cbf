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
 * Each binding's reading of the cells is in irq_bindings.c. Bindings
 * without a decoder there are read with the generic conventions when
 * they have one cell (the hwirq) or two (the hwirq and IRQ_TYPE_* flags),
 * and marked so; longer specifiers of unknown bindings are not decoded.
 */
#include <string.h>

#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "of/of_private.h"

/* Stacked controllers passed through before giving up (a loop of them). */
#define MAX_STACKED_HOPS 16

int of_irq_translate_cells(struct device_node *ctrl, const u32 *cells,
			   int count, unsigned long *hwirq, unsigned int *type)
{
	struct platdev_of_irq out = { .decoded = false };
	struct of_phandle_args spec = { .np = ctrl, .args_count = count };
	const struct irq_binding *b;
	int ret;

	if (count < 0 || count > MAX_PHANDLE_ARGS)
		return -EINVAL;
	b = of_irq_binding_of(ctrl, count);
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
	of_node_put(irq->nexus);
	of_node_put(irq->via);
	of_node_put(irq->partition);
	irq->spec.np = irq->nexus = irq->via = irq->partition = NULL;
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
	out->note = NULL;
	out->decoded = false;
	out->generic = false;
	*b = of_irq_binding_of(out->spec.np, out->spec.args_count);
	if (!*b)
		return -EOPNOTSUPP;
	if ((*b)->translate(*b, &out->spec, out))
		return -EINVAL;
	out->decoded = true;
	out->generic = (*b)->generic;
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
	struct device_node *nexus = NULL;
	struct of_phandle_args spec;
	int ret;

	memset(out, 0, sizeof(*out));
	ret = of_irq_parse_one_nexus(dev, index, &spec, &nexus);
	if (ret)
		return ret;
	ret = platdev_of_irq_decode(&spec, out);
	out->nexus = nexus;
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
