// SPDX-License-Identifier: MIT
/*
 * address.c - translating "reg" addresses to CPU addresses, bus by bus,
 * with the default, ISA and PCI rules of Linux's drivers/of/address.c.
 */
#include <limits.h>
#include <stdio.h>
#include <string.h>

#include <linux/of_address.h>
#include <linux/printk.h>

#include "of/of_private.h"

/*
 * The most cells an address may have (Linux's limit: the translation
 * buffer holds four). A blob can hold any u32 as a cell count; counts are
 * checked against these limits before they are used in any arithmetic,
 * so na + ns + pna below never overflows.
 */
#define OF_MAX_ADDR_CELLS 4
/*
 * The most cells a size may have. Linux accepts any positive count and
 * adds it to na in an int, which overflows for counts a hostile blob can
 * give; no binding uses more than two size cells (a size is read into a
 * u64), so more than four is refused as malformed.
 */
#define OF_MAX_SIZE_CELLS 4

struct of_bus {
	const char *name;
	bool (*match)(const struct device_node *parent);
	void (*count_cells)(const struct device_node *child, int *na, int *ns);
	u64 (*map)(const __be32 *addr, const __be32 *range, int na, int ns,
		   int pna);
	unsigned int (*get_flags)(const __be32 *addr);
};

static u32 cell(const __be32 *p)
{
	return (u32)of_read_number(p, 1);
}

static void write_cell(__be32 *p, u32 v)
{
	u8 *b = (u8 *)p;

	b[0] = (u8)(v >> 24);
	b[1] = (u8)(v >> 16);
	b[2] = (u8)(v >> 8);
	b[3] = (u8)v;
}

static bool type_is(const struct device_node *np, const char *type)
{
	const char *t = of_get_property(np, "device_type", NULL);

	return t && !strcmp(t, type);
}

/* The offset of bus address @da in the range [@cp, @cp + @s), or OF_BAD_ADDR. */
static u64 range_offset(u64 da, u64 cp, u64 s)
{
	return da < cp || da - cp >= s ? OF_BAD_ADDR : da - cp;
}

/* For buses whose first address cell names a space: match the others. */
static u64 map_past_space_cell(const __be32 *addr, const __be32 *range, int na,
			       int ns, int pna)
{
	return range_offset(of_read_number(addr + 1, na - 1),
			    of_read_number(range + 1, na - 1),
			    of_read_number(range + na + pna, ns));
}

/* --- default bus --- */

static void default_count_cells(const struct device_node *child, int *na,
				int *ns)
{
	*na = of_n_addr_cells(child);
	*ns = of_n_size_cells(child);
}

static u64 default_map(const __be32 *addr, const __be32 *range, int na, int ns,
		       int pna)
{
	return range_offset(of_read_number(addr, na), of_read_number(range, na),
			    of_read_number(range + na + pna, ns));
}

static unsigned int default_flags(const __be32 *addr)
{
	(void)addr;
	return IORESOURCE_MEM;
}

/* --- PCI: 3 address cells, the first giving the space (IO, MEM32, MEM64) --- */

static bool pci_match(const struct device_node *np)
{
	return type_is(np, "pci") || type_is(np, "pciex") ||
	       type_is(np, "vci") || type_is(np, "ht");
}

static void pci_count_cells(const struct device_node *child, int *na, int *ns)
{
	(void)child;
	*na = 3;
	*ns = 2;
}

static unsigned int pci_flags(const __be32 *addr)
{
	switch ((cell(addr) >> 24) & 3) {
	case 1:
		return IORESOURCE_IO;
	case 2:
	case 3:
		return IORESOURCE_MEM;
	default:
		return 0;
	}
}

static u64 pci_map(const __be32 *addr, const __be32 *range, int na, int ns,
		   int pna)
{
	/* The address space must match the range's. */
	if ((pci_flags(addr) ^ pci_flags(range)) &
	    (IORESOURCE_IO | IORESOURCE_MEM))
		return OF_BAD_ADDR;
	return map_past_space_cell(addr, range, na, ns, pna);
}

/* --- ISA: 2 address cells, bit 0 of the first selects I/O space --- */

static bool isa_match(const struct device_node *np)
{
	return of_node_name_eq(np, "isa");
}

static void isa_count_cells(const struct device_node *child, int *na, int *ns)
{
	(void)child;
	*na = 2;
	*ns = 1;
}

static unsigned int isa_flags(const __be32 *addr)
{
	return cell(addr) & 1 ? IORESOURCE_IO : IORESOURCE_MEM;
}

static u64 isa_map(const __be32 *addr, const __be32 *range, int na, int ns,
		   int pna)
{
	if ((cell(addr) ^ cell(range)) & 1)
		return OF_BAD_ADDR;
	return map_past_space_cell(addr, range, na, ns, pna);
}

static const struct of_bus buses[] = {
	{ "pci", pci_match, pci_count_cells, pci_map, pci_flags },
	{ "isa", isa_match, isa_count_cells, isa_map, isa_flags },
	{ "default", NULL, default_count_cells, default_map, default_flags },
};

/* The bus rules that apply to the children of @parent. */
static const struct of_bus *bus_of(const struct device_node *parent)
{
	unsigned int i;

	for (i = 0; i < sizeof(buses) / sizeof(buses[0]); i++)
		if (!buses[i].match || (parent && buses[i].match(parent)))
			return &buses[i];
	return &buses[0];
}

/* Whether @na address cells are usable: as Linux's OF_CHECK_ADDR_COUNT. */
static bool addr_count_ok(int na)
{
	return na > 0 && na <= OF_MAX_ADDR_CELLS;
}

/*
 * Whether a reg entry of @na address and @ns size cells can be read
 * (of_get_address(): a bus without sizes, #size-cells = <0>, is fine).
 */
static bool reg_counts_ok(int na, int ns)
{
	return addr_count_ok(na) && ns >= 0 && ns <= OF_MAX_SIZE_CELLS;
}

/*
 * Whether an address of @na cells with @ns size cells can be translated:
 * as Linux's OF_CHECK_COUNTS, a bus needs sizes to be translatable.
 */
static bool translate_counts_ok(int na, int ns)
{
	return addr_count_ok(na) && ns > 0 && ns <= OF_MAX_SIZE_CELLS;
}

/* Look up the address rules of @child's bus into @rules. */
static void rules_of(struct of_child_addr *rules,
		     const struct device_node *child)
{
	rules->parent = child->parent;
	rules->bus = bus_of(child->parent);
	rules->bus->count_cells(child, &rules->na, &rules->ns);
}

/* of_get_address() of @dev, whose bus's rules are @rules. */
static const __be32 *get_address(const struct of_child_addr *rules,
				 const struct device_node *dev, int index,
				 u64 *size, unsigned int *flags)
{
	int na = rules->na, ns = rules->ns, len, i;
	const __be32 *prop;

	if (!reg_counts_ok(na, ns))
		return NULL;
	prop = of_get_property(dev, "reg", &len);
	if (!prop)
		return NULL;
	len /= 4;
	for (i = 0; len >= na + ns; len -= na + ns, prop += na + ns, i++) {
		if (i == index) {
			if (size)
				*size = of_read_number(prop + na, ns);
			if (flags)
				*flags = rules->bus->get_flags(prop);
			return prop;
		}
	}
	return NULL;
}

const __be32 *of_get_address(struct device_node *dev, int index, u64 *size,
			     unsigned int *flags)
{
	struct of_child_addr rules;

	if (!dev || index < 0)
		return NULL;
	rules_of(&rules, dev);
	return get_address(&rules, dev, index, size, flags);
}

/*
 * Map @addr (na cells, on @dev's bus) through @parent's "ranges" into
 * pna cells of the bus above. Return: 0, or 1 when it does not map.
 */
static int translate_one(const struct device_node *parent,
			 const struct of_bus *bus, __be32 *addr, int na, int ns,
			 int pna)
{
	const __be32 *ranges;
	u64 offset = OF_BAD_ADDR, a;
	int rlen, rone;

	ranges = of_get_property(parent, "ranges", &rlen);
	if (!ranges) {
		pr_debug("of: %s has no ranges; cannot translate\n",
			 parent->full_name);
		return 1;
	}
	if (!rlen) {
		/* Empty ranges: the child bus sees the parent's addresses 1:1. */
		offset = of_read_number(addr, na);
		memset(addr, 0, (size_t)pna * 4);
	} else {
		rone = na + pna + ns;
		for (rlen /= 4; rlen >= rone; rlen -= rone, ranges += rone) {
			offset = bus->map(addr, ranges, na, ns, pna);
			if (offset != OF_BAD_ADDR)
				break;
		}
		if (offset == OF_BAD_ADDR)
			return 1;
		memcpy(addr, ranges + na, (size_t)pna * 4);
	}
	/* Add the offset to the parent-bus address, in place. */
	a = of_read_number(addr, pna) + offset;
	memset(addr, 0, (size_t)pna * 4);
	if (pna > 1)
		write_cell(&addr[pna - 2], (u32)(a >> 32));
	write_cell(&addr[pna - 1], (u32)a);
	return 0;
}

/*
 * One #cells property as translate() climbs: the value the search from
 * @below found, at @at (NULL: no ancestor has it, the default). The next
 * level up, @below's parent, gets the same answer unless it is @at itself,
 * so a chain of buses without the property costs one walk, not one walk
 * per level (a tree 2,600 buses deep without #size-cells took minutes).
 */
struct cells_memo {
	const struct device_node *below, *at;
	int val;
};

static int cells_climbing(const struct device_node *node, const char *name,
			  int def, struct cells_memo *m)
{
	const struct device_node *np = node;
	u32 cells;

	if (m->below && m->below->parent == node && m->at != node) {
		m->below = node;
		return m->val;
	}
	m->below = node;
	m->at = NULL;
	m->val = def;
	/* as of_n_addr_cells(): the nearest ancestor that has it */
	do {
		if (np->parent)
			np = np->parent;
		if (!of_property_read_u32(np, name, &cells)) {
			m->at = np;
			m->val = (int)cells;
			break;
		}
	} while (np->parent);
	return m->val;
}

/* @pbus's cells of @node's bus; the default bus's through the memos. */
static void count_cells_climbing(const struct of_bus *pbus,
				 const struct device_node *node, int *na,
				 int *ns, struct cells_memo memo[2])
{
	if (pbus->count_cells != default_count_cells) {
		pbus->count_cells(node, na, ns);
		return;
	}
	*na = cells_climbing(node, "#address-cells", 1, &memo[0]);
	*ns = cells_climbing(node, "#size-cells", 1, &memo[1]);
}

/*
 * Translate @in_addr, an address on the bus whose rules are @rules, to a
 * CPU address: through each ancestor's "ranges" up to the root.
 */
static u64 translate(const struct of_child_addr *rules, const __be32 *in_addr)
{
	__be32 addr[OF_MAX_ADDR_CELLS];
	struct cells_memo memo[2] = {};
	const struct device_node *parent = rules->parent;
	const struct of_bus *bus = rules->bus, *pbus;
	int na = rules->na, ns = rules->ns, pna, pns;

	if (!parent || !translate_counts_ok(na, ns))
		return OF_BAD_ADDR;
	memcpy(addr, in_addr, (size_t)na * 4);

	for (;;) {
		const struct device_node *node = parent;

		parent = node->parent;
		if (!parent)
			return of_read_number(addr,
					      na); /* the root: CPU addresses */
		pbus = bus_of(parent);
		count_cells_climbing(pbus, node, &pna, &pns, memo);
		if (!translate_counts_ok(pna, pns))
			return OF_BAD_ADDR;
		if (translate_one(node, bus, addr, na, ns, pna))
			return OF_BAD_ADDR;
		na = pna;
		ns = pns;
		bus = pbus;
	}
}

u64 of_translate_address(struct device_node *dev, const __be32 *in_addr)
{
	struct of_child_addr rules;

	if (!dev || !in_addr)
		return OF_BAD_ADDR;
	rules_of(&rules, dev);
	return translate(&rules, in_addr);
}

/*
 * of_address_to_resource() by @rules, the rules of @dev's bus; the CPU
 * address, not truncated to a resource_size_t, into *@taddr.
 */
static int to_resource(const struct of_child_addr *rules,
		       struct device_node *dev, int index, struct resource *r,
		       u64 *taddr)
{
	unsigned int flags;
	const __be32 *addr;
	const char *name = NULL;
	u64 size;

	addr = get_address(rules, dev, index, &size, &flags);
	if (!addr)
		return -EINVAL;
	*taddr = translate(rules, addr);
	if (*taddr == OF_BAD_ADDR)
		return -EINVAL;
	of_property_read_string_index(dev, "reg-names", index, &name);
	memset(r, 0, sizeof(*r));
	r->start = (resource_size_t)*taddr;
	r->end = (resource_size_t)(*taddr + size - 1);
	r->flags = flags;
	r->name = name ? name : dev->full_name;
	return 0;
}

int of_address_to_resource(struct device_node *dev, int index,
			   struct resource *r)
{
	struct of_child_addr rules;
	u64 taddr;

	if (!dev || index < 0)
		return -EINVAL;
	rules_of(&rules, dev);
	return to_resource(&rules, dev, index, r, &taddr);
}

int of_child_resources(struct of_child_addr *rules, struct device_node *dev,
		       struct resource *res, int max, u64 *first)
{
	struct resource spare;
	u64 taddr;
	int n;

	if (!dev->parent)
		return 0;
	if (rules->parent != dev->parent)
		rules_of(rules, dev);
	for (n = 0;
	     !to_resource(rules, dev, n, n < max ? &res[n] : &spare, &taddr);
	     n++) {
		if (n == 0)
			*first = taddr;
	}
	return n;
}

void __iomem *of_iomap(struct device_node *node, int index)
{
	struct resource res;

	if (of_address_to_resource(node, index, &res))
		return NULL;
	return ioremap(res.start, (size_t)resource_size(&res));
}

/* #address-cells (@size: #size-cells) of @np's children: its own, else inherited. */
static int bus_cells(struct device_node *np, bool size)
{
	const char *name = size ? "#size-cells" : "#address-cells";
	u32 v;

	if (!of_property_read_u32(np, name, &v))
		return v > INT_MAX ? -1 : (int)v;
	return size ? of_n_size_cells(np) : of_n_addr_cells(np);
}

static int range_parser_init(struct of_pci_range_parser *parser,
			     struct device_node *node, const char *name)
{
	int rlen;

	memset(parser, 0, sizeof(*parser));
	if (!node)
		return -EINVAL;
	parser->node = node;
	parser->pna = of_n_addr_cells(node);
	parser->na = bus_cells(node, false);
	parser->ns = bus_cells(node, true);
	parser->dma = !strcmp(name, "dma-ranges");
	parser->bus = bus_of(node);
	if (!addr_count_ok(parser->na) || !addr_count_ok(parser->pna) ||
	    !translate_counts_ok(parser->na, parser->ns)) {
		parser->range = NULL;
		return -EINVAL;
	}
	parser->range = of_get_property(node, name, &rlen);
	if (!parser->range)
		return -ENOENT;
	parser->end = parser->range + rlen / 4;
	return 0;
}

int of_pci_range_parser_init(struct of_pci_range_parser *parser,
			     struct device_node *node)
{
	return range_parser_init(parser, node, "ranges");
}

int of_pci_dma_range_parser_init(struct of_pci_range_parser *parser,
				 struct device_node *node)
{
	return range_parser_init(parser, node, "dma-ranges");
}

/* The entry at @p: flags, child-bus address, CPU address, size. */
static void range_read(const struct of_pci_range_parser *parser,
		       const __be32 *p, struct of_pci_range *r)
{
	/* PCI's phys.hi and ISA's space cell carry flags, not address. */
	int flag_cells = parser->bus->match ? 1 : 0;

	r->flags = parser->bus->get_flags(p);
	r->bus_addr = of_read_number(p + flag_cells, parser->na - flag_cells);
	r->cpu_addr = of_translate_address(parser->node, p + parser->na);
	r->size = of_read_number(p + parser->na + parser->pna, parser->ns);
}

struct of_pci_range *of_pci_range_parser_one(struct of_pci_range_parser *parser,
					     struct of_pci_range *range)
{
	int np = parser->na + parser->pna + parser->ns;
	struct of_pci_range next;

	if (!range || !parser->range || parser->range + np > parser->end)
		return NULL;
	range_read(parser, parser->range, range);
	parser->range += np;
	/* Entries that continue this one, in both spaces, join it. */
	while (parser->range + np <= parser->end) {
		range_read(parser, parser->range, &next);
		if (next.flags != range->flags ||
		    next.bus_addr != range->bus_addr + range->size ||
		    next.cpu_addr != range->cpu_addr + range->size)
			break;
		range->size += next.size;
		parser->range += np;
	}
	return range;
}
