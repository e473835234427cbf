// SPDX-License-Identifier: MIT
/*
 * standin_irq.c - the interrupt controller kind of stand-in: a node with
 * "interrupt-controller" that was not set up early (src/of/early.c) and
 * has no domain - a GPIO controller's, the RISC-V PLIC, the i.MX GPC, the
 * Qualcomm PDC - gets an irq domain that reads each specifier as the
 * controller's binding says (of_irq_translate_cells(), src/of/irq_bindings.c;
 * a specifier of a binding it does not know: its first cell is the hwirq,
 * no trigger), so platform_get_irq() returns a virq for its consumers.
 *
 * The domain is flat: a line is not allocated in the controller's own
 * parent, as its Linux driver would (hierarchically for the GPC or PDC,
 * chained for a GPIO controller). The simulated board needs no more: a
 * model raising a line delivers it to the virq of its node's specifier
 * (platdev_sim_irq_set()), whichever controller's domain mapped it. Mask,
 * unmask and trigger changes are recorded, with the hwirq.
 */
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <linux/slab.h>
#include <platdev/of.h>

#include "of/of_private.h"
#include "sim/standin_private.h"

/* The domain and the lines mapped in it, to dispose of at the end. */
struct sirq {
	struct irq_domain *domain;
	struct platdev_standin *si;
	unsigned int *virqs;
	unsigned int nr, cap;
};

static struct platdev_standin *line_standin(struct irq_data *d)
{
	return irq_data_get_irq_chip_data(d);
}

static void sirq_mask(struct irq_data *d)
{
	standin_record(line_standin(d), "mask interrupt %lu",
		       (unsigned long)d->hwirq);
}

static void sirq_unmask(struct irq_data *d)
{
	standin_record(line_standin(d), "unmask interrupt %lu",
		       (unsigned long)d->hwirq);
}

static int sirq_set_type(struct irq_data *d, unsigned int type)
{
	standin_record(line_standin(d), "set type of interrupt %lu to %#x",
		       (unsigned long)d->hwirq, type);
	return 0;
}

static const struct irq_chip sirq_chip = {
	.name = "standin",
	.irq_mask = sirq_mask,
	.irq_unmask = sirq_unmask,
	.irq_set_type = sirq_set_type,
	.flags = IRQCHIP_SKIP_SET_WAKE,
};

static int sirq_translate(struct irq_domain *d, struct irq_fwspec *fwspec,
			  unsigned long *hwirq, unsigned int *type)
{
	struct device_node *np =
		container_of(fwspec->fwnode, struct device_node, fwnode);

	(void)d;
	if (!of_irq_translate_cells(np, fwspec->param, (int)fwspec->param_count,
				    hwirq, type))
		return 0;
	if (!fwspec->param_count)
		return -EINVAL;
	*hwirq = fwspec->param[0];
	*type = IRQ_TYPE_NONE;
	return 0;
}

static int sirq_map(struct irq_domain *d, unsigned int virq,
		    irq_hw_number_t hwirq)
{
	struct sirq *s = d->host_data;
	unsigned int *grown;

	(void)hwirq;
	if (s->nr == s->cap) {
		grown = krealloc(s->virqs,
				 (s->cap ? s->cap * 2 : 8) * sizeof(*grown),
				 GFP_KERNEL);
		if (!grown)
			return -ENOMEM;
		s->virqs = grown;
		s->cap = s->cap ? s->cap * 2 : 8;
	}
	s->virqs[s->nr++] = virq;
	irq_set_chip_and_handler(virq, &sirq_chip, NULL);
	irq_set_chip_data(virq, s->si);
	return 0;
}

static void sirq_unmap(struct irq_domain *d, unsigned int virq)
{
	struct sirq *s = d->host_data;
	unsigned int i;

	for (i = 0; i < s->nr; i++)
		if (s->virqs[i] == virq) {
			s->virqs[i] = s->virqs[--s->nr];
			break;
		}
}

static const struct irq_domain_ops sirq_ops = {
	.translate = sirq_translate,
	.map = sirq_map,
	.unmap = sirq_unmap,
};

static bool sirq_wants(struct device_node *np)
{
	return of_find_property(np, "interrupt-controller", NULL) &&
	       !of_node_check_flag(np, PLATDEV_OF_EARLY_INIT) &&
	       !irq_find_host(np);
}

static int sirq_start(struct platdev_standin *si, void **data)
{
	struct sirq *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return -ENOMEM;
	s->si = si;
	/* A tree: the hwirqs of some bindings are large (Apple's AIC). */
	s->domain = irq_domain_add_tree(si->np, &sirq_ops, s);
	if (!s->domain) {
		kfree(s);
		return -ENOMEM;
	}
	s->domain->name = si->np->full_name;
	*data = s;
	return 0;
}

/* Mappings its consumers left go first, then the domain. */
static void sirq_stop(struct platdev_standin *si, void *data)
{
	struct sirq *s = data;

	(void)si;
	while (s->nr) {
		unsigned int nr = s->nr;

		irq_dispose_mapping(s->virqs[nr - 1]);
		if (s->nr == nr) /* (not unmapped: forget it) */
			s->nr--;
	}
	irq_domain_remove(s->domain);
	kfree(s->virqs);
	kfree(s);
}

const struct standin_kind standin_irq_kind = {
	.name = "interrupt controller",
	.wants = sirq_wants,
	.start = sirq_start,
	.stop = sirq_stop,
};
