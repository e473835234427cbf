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

#include "of/of_private.h"

/*
 * Real interrupt trees are a few levels deep. A walk that follows more
 * interrupt-parent or interrupt-map references than this is going round a
 * loop of them (a bad tree, which Linux would follow for ever). Steps to
 * a node's tree parent are not counted: the tree has no loops, and a node
 * may be thousands of levels deep.
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
		bool jump = !of_property_read_u32(child, "interrupt-parent",
						  &handle);

		p = jump ? of_find_node_by_phandle(handle) :
			   of_get_parent(child);
		of_node_put(child);
		child = p;
		if (p && jump && too_many_hops(&hops, p)) {
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
 * Where a walk through interrupt maps stands: @spec holds the unit address
 * (@addrsize cells) and then the interrupt specifier (@intsize cells) that
 * the next interrupt-map is matched with; @hops counts the steps taken.
 */
struct irq_walk {
	u32 spec[MAX_PHANDLE_ARGS];
	u32 addrsize, intsize;
	unsigned int hops;
};

static u32 cell_at(const __be32 *p)
{
	return (u32)of_read_number(p, 1);
}

/*
 * The node a walk from out->np starts at: the first one, from out->np up
 * the interrupt parents, that has #interrupt-cells, which must be the
 * specifier's length; referenced, or NULL if there is none. Fills @w with
 * the unit address at @addr (zeros if NULL) and the specifier.
 */
static struct device_node *walk_start(const __be32 *addr,
				      const struct of_phandle_args *out,
				      struct irq_walk *w)
{
	struct device_node *ipar = of_node_get(out->np);
	u32 i;

	while (ipar &&
	       of_property_read_u32(ipar, "#interrupt-cells", &w->intsize)) {
		struct device_node *up = of_irq_find_parent(ipar);

		of_node_put(ipar);
		ipar = up;
		if (ipar && too_many_hops(&w->hops, ipar))
			goto fail;
	}
	if (!ipar || (u32)out->args_count != w->intsize)
		goto fail;
	w->addrsize = imap_addr_cells(ipar);
	/* (Each alone first: a blob's cell counts may be any u32.) */
	if (w->addrsize > MAX_PHANDLE_ARGS || w->intsize > MAX_PHANDLE_ARGS ||
	    w->addrsize + w->intsize > MAX_PHANDLE_ARGS)
		goto fail;
	for (i = 0; i < w->addrsize; i++)
		w->spec[i] = addr ? cell_at(addr + i) : 0;
	for (i = 0; i < w->intsize; i++)
		w->spec[w->addrsize + i] = out->args[i];
	return ipar;

fail:
	of_node_put(ipar);
	return NULL;
}

/* Whether the child cells of the map entry at @entry match w->spec. */
static bool imap_entry_matches(const __be32 *entry, const __be32 *imask,
			       const struct irq_walk *w)
{
	u32 i, mask;

	for (i = 0; i < w->addrsize + w->intsize; i++) {
		mask = imask ? cell_at(imask + i) : ~0u;
		if ((w->spec[i] ^ cell_at(entry + i)) & mask)
			return false;
	}
	return true;
}

/*
 * The parent of a map entry, whose phandle is at @imap with @len cells of
 * the map after it: referenced in *parent, with its #address-cells (0 if it
 * has none) in *paddr and its #interrupt-cells in *pint. Return: 0;
 * -EINVAL if the phandle names no node or the node has no
 * #interrupt-cells; -EFAULT if its specifier is too long or runs past the
 * end of the map.
 */
static int imap_entry_parent(const __be32 *imap, int len,
			     struct device_node **parent, u32 *paddr, u32 *pint)
{
	struct device_node *np =
		of_find_node_by_phandle((phandle)cell_at(imap));

	if (!np)
		return -EINVAL;
	if (of_property_read_u32(np, "#interrupt-cells", pint)) {
		of_node_put(np);
		return -EINVAL;
	}
	if (of_property_read_u32(np, "#address-cells", paddr))
		*paddr = 0;
	if (*paddr > MAX_PHANDLE_ARGS || *pint > MAX_PHANDLE_ARGS ||
	    *paddr + *pint > MAX_PHANDLE_ARGS ||
	    len - 1 < (int)(*paddr + *pint)) {
		of_node_put(np);
		return -EFAULT;
	}
	*parent = np;
	return 0;
}

/*
 * Look w->spec up in the interrupt-map @imap of @len cells, masked with
 * @imask (NULL: every bit counts). The first entry that matches and whose
 * parent is available wins: its parent is returned in *parent
 * (referenced), and its parent unit address and specifier replace the
 * ones in @w. Every entry up to it must be well formed. Return: 0, with
 * *parent NULL when no entry matches; an error of imap_entry_parent().
 */
static int imap_lookup(const __be32 *imap, int len, const __be32 *imask,
		       struct irq_walk *w, struct device_node **parent)
{
	u32 child = w->addrsize + w->intsize, paddr, pint, i;
	struct device_node *np;
	bool match;
	int rc;

	*parent = NULL;
	while (len > (int)(child + 1)) {
		match = imap_entry_matches(imap, imask, w);
		imap += child;
		len -= (int)child;
		rc = imap_entry_parent(imap, len, &np, &paddr, &pint);
		if (rc)
			return rc;
		imap++;
		len--;
		if (match && of_device_is_available(np)) {
			for (i = 0; i < paddr + pint; i++)
				w->spec[i] = cell_at(imap + i);
			w->addrsize = paddr;
			w->intsize = pint;
			*parent = np;
			return 0;
		}
		of_node_put(np);
		imap += paddr + pint;
		len -= (int)(paddr + pint);
	}
	return 0;
}

/*
 * One step of a walk, at @ipar. A controller without an interrupt-map ends
 * the walk; a node without one passes the specifier on to its interrupt
 * parent; an interrupt-map translates it for the parent of its matching
 * entry (a controller whose map has no match takes it itself, as does a
 * map entry that points back to its own node). Return: 0 if @ipar is the
 * controller; 1 with the next node in *next (referenced, NULL past the
 * root); or an error.
 */
static int walk_step(struct device_node *ipar, const __be32 *addr,
		     struct irq_walk *w, struct of_phandle_args *out,
		     struct device_node **next)
{
	bool intc = of_property_read_bool(ipar, "interrupt-controller");
	const __be32 *imap, *imask;
	int len, mask_len, rc;
	u32 i;

	*next = NULL;
	imap = of_get_property(ipar, "interrupt-map", &len);
	if (!imap) {
		if (intc)
			return 0;
		*next = of_irq_find_parent(ipar);
		return 1;
	}
	if (w->addrsize && !addr)
		return -EINVAL;
	imask = of_get_property(ipar, "interrupt-map-mask", &mask_len);
	if (imask && mask_len < (int)((w->addrsize + w->intsize) * 4)) {
		/* Linux reads past such a mask; it is malformed. */
		pr_err("of: %s: interrupt-map-mask is shorter than the specifier\n",
		       ipar->full_name);
		return -EINVAL;
	}
	rc = imap_lookup(imap, len / 4, imask, w, next);
	if (rc)
		return rc;
	if (!*next)
		return intc ? 0 : -EINVAL;
	for (i = 0; i < w->intsize; i++)
		out->args[i] = w->spec[w->addrsize + i];
	out->args_count = (int)w->intsize;
	if (*next == ipar) {
		of_node_put(*next);
		*next = NULL;
		return 0;
	}
	return 1;
}

/*
 * Walk from out->np through interrupt maps to a controller. @addr: the
 * device's unit address (its reg) or NULL. On success out->np is the
 * controller (referenced; the reference to the starting node is dropped)
 * and out->args its specifier; on error out->np is NULL. If @nexus is not
 * NULL, *nexus gets the first node whose interrupt-map translated the
 * specifier for another node (referenced), or NULL.
 */
static int parse_raw(const __be32 *addr, struct of_phandle_args *out,
		     struct device_node **nexus)
{
	struct irq_walk w = { .hops = 0 };
	struct device_node *ipar, *next;
	int rc = -EINVAL;

	ipar = walk_start(addr, out, &w);
	while (ipar) {
		if (too_many_hops(&w.hops, ipar)) {
			rc = -EINVAL;
			break;
		}
		rc = walk_step(ipar, addr, &w, out, &next);
		if (rc <= 0)
			break;
		if (nexus && !*nexus &&
		    of_find_property(ipar, "interrupt-map", NULL))
			*nexus = of_node_get(ipar);
		of_node_put(ipar);
		ipar = next;
		rc = -ENOENT; /* if this was the last node */
	}
	of_node_put(out->np);
	out->np = rc ? NULL : ipar;
	if (rc) {
		of_node_put(ipar);
		if (nexus) {
			of_node_put(*nexus);
			*nexus = NULL;
		}
	}
	return rc;
}

int of_irq_parse_one_nexus(struct device_node *device, int index,
			   struct of_phandle_args *out_irq,
			   struct device_node **nexus)
{
	__be32 addr_buf[MAX_PHANDLE_ARGS] = { 0 };
	const __be32 *addr = NULL, *reg;
	struct device_node *p;
	int i, res, reg_len = 0;
	u32 intsize;

	if (!device || index < 0)
		return -EINVAL;
	/*
	 * The unit address an interrupt-map matches may be longer than reg
	 * (the map's #address-cells is not the device's bus's): read it from
	 * a copy, padded with zeros, as Linux 6.12 does.
	 */
	reg = of_get_property(device, "reg", &reg_len);
	if (reg) {
		if (reg_len > (int)sizeof(addr_buf))
			reg_len = (int)sizeof(addr_buf);
		memcpy(addr_buf, reg, (size_t)(reg_len > 0 ? reg_len : 0));
		addr = addr_buf;
	}
	memset(out_irq, 0, sizeof(*out_irq));
	res = of_parse_phandle_with_args(device, "interrupts-extended",
					 "#interrupt-cells", index, out_irq);
	if (!res)
		return parse_raw(addr, out_irq, nexus);

	/*
	 * Without "interrupts" every path below ends in -EINVAL, as Linux's
	 * does; said at once rather than after a walk up the interrupt
	 * parents, which on a deep tree costs a step per level.
	 */
	if (!of_find_property(device, "interrupts", NULL))
		return -EINVAL;
	p = of_irq_find_parent(device);
	if (!p)
		return -EINVAL;
	/*
	 * An entry of 0 cells would make every index valid (of_irq_count()
	 * would count for ever, as Linux's does): refused.
	 */
	if (of_property_read_u32(p, "#interrupt-cells", &intsize) || !intsize ||
	    intsize > MAX_PHANDLE_ARGS ||
	    (u64)index * intsize > (u32)~0u - intsize) {
		of_node_put(p);
		return -EINVAL;
	}
	out_irq->np = p;
	out_irq->args_count = (int)intsize;
	for (i = 0; i < (int)intsize; i++) {
		res = of_property_read_u32_index(device, "interrupts",
						 (u32)index * intsize + (u32)i,
						 &out_irq->args[i]);
		if (res) {
			of_node_put(p);
			out_irq->np = NULL;
			return -EINVAL;
		}
	}
	return parse_raw(addr, out_irq, nexus);
}

int of_irq_parse_one(struct device_node *device, int index,
		     struct of_phandle_args *out_irq)
{
	return of_irq_parse_one_nexus(device, index, out_irq, NULL);
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

unsigned int irq_of_parse_and_map(struct device_node *dev, int index)
{
	struct of_phandle_args oirq;
	unsigned int virq;

	if (of_irq_parse_one(dev, index, &oirq))
		return 0;
	virq = irq_create_of_mapping(&oirq);
	of_node_put(oirq.np);
	return virq;
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
