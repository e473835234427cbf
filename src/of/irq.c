// SPDX-License-Identifier: MIT
/*
 * irq.c - interrupts described by the device tree: finding a device's
 * interrupt parent, walking interrupt-map nexus nodes, and mapping the
 * result through the controller's irq domain, as Linux's drivers/of/irq.c.
 */
#include <string.h>

#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/printk.h>

/*
 * Real interrupt trees are a few levels deep. A walk of more steps than
 * this is going round a loop of interrupt-parent or interrupt-map
 * references (a bad tree, which Linux would follow for ever).
 */
#define MAX_IRQ_HOPS 256

static bool too_many_hops(unsigned int *hops, const struct device_node *np)
{
	if (++*hops <= MAX_IRQ_HOPS)
		return false;
	pr_err("of: %s: interrupt parents go round in a loop (over %d steps)\n",
	       np ? np->full_name : "?", MAX_IRQ_HOPS);
	return true;
}

struct device_node *of_irq_find_parent(struct device_node *child)
{
	struct device_node *p;
	unsigned int hops = 0;
	u32 handle;

	of_node_get(child);
	do {
		if (of_property_read_u32(child, "interrupt-parent", &handle))
			p = of_get_parent(child);
		else
			p = of_find_node_by_phandle(handle);
		of_node_put(child);
		child = p;
		if (p && too_many_hops(&hops, p)) {
			of_node_put(p);
			return NULL;
		}
	} while (p && !of_get_property(p, "#interrupt-cells", NULL));
	return p;
}

/* #address-cells of @np, or of its nearest ancestor (Linux's old trick); 2 if none. */
static u32 imap_addr_cells(struct device_node *np)
{
	u32 cells;

	for (; np; np = np->parent)
		if (!of_property_read_u32(np, "#address-cells", &cells))
			return cells;
	return 2;
}

/*
 * Walk from out->np through interrupt maps to a controller. @addr: the
 * device's unit address (its reg) or NULL; after a map, the matched entry's
 * parent unit address and specifier are what the next map is matched with.
 */
static int parse_raw(const __be32 *addr, struct of_phandle_args *out)
{
	struct device_node *ipar, *newpar = NULL;
	u32 match_array[MAX_PHANDLE_ARGS];
	u32 intsize, addrsize, i;
	unsigned int hops = 0;
	int rc = -EINVAL;

	/* The specifier's cell count comes from the first node that has one. */
	ipar = of_node_get(out->np);
	while (ipar &&
	       of_property_read_u32(ipar, "#interrupt-cells", &intsize)) {
		struct device_node *up = of_irq_find_parent(ipar);

		of_node_put(ipar);
		ipar = up;
		if (ipar && too_many_hops(&hops, ipar))
			goto fail;
	}
	if (!ipar || (u32)out->args_count != intsize)
		goto fail;
	addrsize = imap_addr_cells(ipar);
	if (addrsize + intsize > MAX_PHANDLE_ARGS)
		goto fail;
	for (i = 0; i < addrsize; i++)
		match_array[i] = addr ? (u32)of_read_number(addr + i, 1) : 0;
	for (i = 0; i < intsize; i++)
		match_array[addrsize + i] = out->args[i];

	while (ipar) {
		bool intc = of_property_read_bool(ipar, "interrupt-controller");
		const __be32 *imap, *imask;
		u32 newintsize = 0, newaddrsize = 0;
		int imaplen, match = 0;

		if (too_many_hops(&hops, ipar))
			goto fail;

		imap = of_get_property(ipar, "interrupt-map", &imaplen);
		if (intc && !imap) {
			/* a controller: done; out->np holds our reference */
			of_node_put(out->np);
			out->np = ipar;
			return 0;
		}
		if (!imap) {
			newpar = of_irq_find_parent(ipar);
			goto next;
		}
		if (addrsize && !addr)
			goto fail;
		imaplen /= 4;
		imask = of_get_property(ipar, "interrupt-map-mask", NULL);
		while (imaplen > (int)(addrsize + intsize + 1) && !match) {
			match = 1;
			for (i = 0; i < addrsize + intsize;
			     i++, imaplen--, imap++) {
				u32 mask = imask ? (u32)of_read_number(
							   imask + i, 1) :
						   ~0u;

				match &= !((match_array[i] ^
					    (u32)of_read_number(imap, 1)) &
					   mask);
			}
			of_node_put(newpar);
			newpar = of_find_node_by_phandle(
				(phandle)of_read_number(imap, 1));
			imap++;
			imaplen--;
			if (!newpar)
				goto fail;
			if (!of_device_is_available(newpar))
				match = 0;
			if (of_property_read_u32(newpar, "#interrupt-cells",
						 &newintsize))
				goto fail;
			if (of_property_read_u32(newpar, "#address-cells",
						 &newaddrsize))
				newaddrsize = 0;
			if (newaddrsize + newintsize > MAX_PHANDLE_ARGS ||
			    imaplen < (int)(newaddrsize + newintsize)) {
				rc = -EFAULT;
				goto fail;
			}
			imap += newaddrsize + newintsize;
			imaplen -= (int)(newaddrsize + newintsize);
		}
		if (!match) {
			if (intc) {
				of_node_put(out->np);
				out->np = ipar;
				of_node_put(newpar);
				return 0;
			}
			goto fail;
		}
		/* The matched entry's parent specifier becomes the new one. */
		for (i = 0; i < newaddrsize + newintsize; i++)
			match_array[i] = (u32)of_read_number(
				imap - newaddrsize - newintsize + i, 1);
		for (i = 0; i < newintsize; i++)
			out->args[i] = match_array[newaddrsize + i];
		out->args_count = (int)newintsize;
		intsize = newintsize;
		addrsize = newaddrsize;
		if (ipar == newpar) {
			of_node_put(newpar);
			of_node_put(out->np);
			out->np = ipar;
			return 0;
		}
next:
		of_node_put(ipar);
		ipar = newpar;
		newpar = NULL;
	}
	rc = -ENOENT;
fail:
	of_node_put(ipar);
	of_node_put(newpar);
	of_node_put(out->np);
	out->np = NULL;
	return rc;
}

int of_irq_parse_one(struct device_node *device, int index,
		     struct of_phandle_args *out_irq)
{
	const __be32 *addr = of_get_property(device, "reg", NULL);
	struct device_node *p;
	u32 intsize;
	int i, res;

	if (!device || index < 0)
		return -EINVAL;
	memset(out_irq, 0, sizeof(*out_irq));
	res = of_parse_phandle_with_args(device, "interrupts-extended",
					 "#interrupt-cells", index, out_irq);
	if (!res)
		return parse_raw(addr, out_irq);

	p = of_irq_find_parent(device);
	if (!p)
		return -EINVAL;
	if (of_property_read_u32(p, "#interrupt-cells", &intsize) ||
	    intsize > MAX_PHANDLE_ARGS) {
		of_node_put(p);
		return -EINVAL;
	}
	out_irq->np = p;
	out_irq->args_count = (int)intsize;
	for (i = 0; i < (int)intsize; i++) {
		res = of_property_read_u32_index(
			device, "interrupts", (u32)(index * (int)intsize + i),
			&out_irq->args[i]);
		if (res) {
			of_node_put(p);
			out_irq->np = NULL;
			return -EINVAL;
		}
	}
	return parse_raw(addr, out_irq);
}

unsigned int irq_create_of_mapping(struct of_phandle_args *irq_data)
{
	struct irq_fwspec fwspec = { .fwnode = &irq_data->np->fwnode };
	int i;

	fwspec.param_count = irq_data->args_count;
	for (i = 0; i < irq_data->args_count && i < IRQ_DOMAIN_IRQ_SPEC_PARAMS;
	     i++)
		fwspec.param[i] = irq_data->args[i];
	return irq_create_fwspec_mapping(&fwspec);
}

int of_irq_get(struct device_node *dev, int index)
{
	struct of_phandle_args oirq;
	unsigned int virq;
	int rc;

	rc = of_irq_parse_one(dev, index, &oirq);
	if (rc)
		return rc;
	if (!irq_find_host(oirq.np)) {
		/* The controller's driver has not registered its domain yet. */
		of_node_put(oirq.np);
		return -EPROBE_DEFER;
	}
	virq = irq_create_of_mapping(&oirq);
	of_node_put(oirq.np);
	return virq ? (int)virq : -EINVAL;
}

int of_irq_get_byname(struct device_node *dev, const char *name)
{
	int index;

	if (!name)
		return -EINVAL;
	index = of_property_match_string(dev, "interrupt-names", name);
	if (index < 0)
		return index;
	return of_irq_get(dev, index);
}

int of_irq_count(struct device_node *dev)
{
	struct of_phandle_args irq;
	int nr = 0;

	while (of_irq_parse_one(dev, nr, &irq) == 0) {
		of_node_put(irq.np);
		nr++;
	}
	return nr;
}

int of_irq_to_resource(struct device_node *dev, int index, struct resource *r)
{
	int irq = of_irq_get(dev, index);
	const char *name = NULL;

	if (irq < 0)
		return irq;
	if (r) {
		of_property_read_string_index(dev, "interrupt-names", index,
					      &name);
		memset(r, 0, sizeof(*r));
		r->start = r->end = (resource_size_t)irq;
		r->flags = IORESOURCE_IRQ |
			   irq_get_trigger_type((unsigned int)irq);
		r->name = name ? name : dev->full_name;
	}
	return irq;
}

int of_irq_to_resource_table(struct device_node *dev, struct resource *res,
			     int nr_irqs)
{
	int i;

	for (i = 0; i < nr_irqs; i++, res++)
		if (of_irq_to_resource(dev, i, res) <= 0)
			break;
	return i;
}
