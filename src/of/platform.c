// SPDX-License-Identifier: MIT
/*
 * platform.c - creating platform (and AMBA) devices from the device tree,
 * named as Linux names them (populate and depopulate). Matching drivers by
 * compatible is in device.c.
 */
#include <stdio.h>
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/err.h>
#include <linux/minmax.h>
#include <linux/of_address.h>
#include <linux/of_platform.h>
#include <linux/slab.h>
#include <platdev/bind.h>
#include <platdev/features.h>
#include <platdev/of.h>

#include "base/base.h"
#include "of/of_private.h"

const struct of_device_id of_default_bus_match_table[] = {
	{ .compatible = "simple-bus" },
	{ .compatible = "simple-mfd" },
	{ .compatible = "isa" },
	{ .compatible = "arm,amba-bus" },
	{}
};

static const struct of_device_id skipped_nodes[] = {
	{ .compatible = "operating-points-v2" },
	{}
};

/* Bus ids shorter than this are built on the stack, without the heap. */
#define BUS_ID_INLINE 48

/* A bus id under construction: in @buf when it fits, else allocated. */
struct bus_id {
	char *id;
	char buf[BUS_ID_INLINE];
};

static void bus_id_free(struct bus_id *b)
{
	if (b->id != b->buf)
		kfree(b->id);
	b->id = NULL;
}

/*
 * The head of a bus id at @np, when @np's first reg entry translates:
 * "<hex address>.<name>", or "<hex address>.<bit>.<name>" when @np has a
 * "mask" (bit: the mask's lowest set bit). It is written to @buf of @size
 * bytes when it fits, else into an allocation. @known, if not NULL, is
 * the translated address of that first entry, already made.
 * Return: the head (@buf, or to be kfree()d); NULL with *@err = 0 when
 * there is no reg or it does not translate; NULL with *@err = -ENOMEM.
 */
static char *translated_head(struct device_node *np, const u64 *known,
			     char *buf, size_t size, int *err)
{
	const __be32 *reg = known ? NULL : of_get_property(np, "reg", NULL);
	u64 addr = known ? *known :
		   reg	 ? of_translate_address(np, reg) :
			   OF_BAD_ADDR;
	char prefix[40]; /* "<16 hex digits>.<bit>." at the most */
	size_t prefix_len, name_len;
	char *head;
	u32 mask;

	*err = 0;
	if (addr == OF_BAD_ADDR)
		return NULL;
	name_len = strlen(np->name);
	if (!of_property_read_u32(np, "mask", &mask))
		snprintf(prefix, sizeof(prefix), "%llx.%x.",
			 (unsigned long long)addr,
			 (unsigned int)__builtin_ffs((int)mask) - 1);
	else
		snprintf(prefix, sizeof(prefix), "%llx.",
			 (unsigned long long)addr);
	prefix_len = strlen(prefix);
	head = prefix_len + name_len < size ?
		       buf :
		       kmalloc(prefix_len + name_len + 1, GFP_KERNEL);
	if (!head) {
		*err = -ENOMEM;
		return NULL;
	}
	memcpy(head, prefix, prefix_len);
	memcpy(head + prefix_len, np->name, name_len + 1);
	return head;
}

/*
 * The bus id Linux's of_device_make_bus_id() gives @np, into @out:
 * walking up from @np, the first node whose first reg entry translates
 * gives the head (translated_head()), and each node below it follows as
 * ":" and its full name; without such a node, the names from below the
 * root.
 *
 * @known, if not NULL, is an ancestor of @np whose own bus id @known_id is
 * already made (the bus that populate is descending): the walk stops
 * there. So populate names each device at the cost of its depth below its
 * bus, and never rebuilds the names above it; the id is built once, from
 * the right, with no string copied more than once, and on the stack when
 * it is short. @np_addr, if not NULL, is the translated address of @np's
 * first reg entry, already made.
 *
 * Return: 0 with the id in @out->id ("" for the root; bus_id_free() it),
 * or -ENOMEM.
 */
static int bus_id_of(struct device_node *np, const struct device_node *known,
		     const char *known_id, const u64 *np_addr,
		     struct bus_id *out)
{
	const struct device_node *node, *below;
	const char *head = "";
	char *top = NULL, *id, *pos;
	size_t head_len, tail = 0;
	int err = 0;

	out->id = NULL;
	for (node = np; node->parent; node = node->parent) {
		if (node == known) {
			head = known_id;
			break;
		}
		top = translated_head((struct device_node *)node,
				      node == np ? np_addr : NULL, out->buf,
				      sizeof(out->buf), &err);
		if (err)
			return err;
		if (top) {
			head = top;
			break;
		}
		tail += strlen(node->full_name) + 1; /* ":" and the name */
	}
	head_len = strlen(head);
	id = head_len + tail < sizeof(out->buf) ?
		     out->buf :
		     kmalloc(head_len + tail + 1, GFP_KERNEL);
	if (!id)
		goto out;
	if (id != head)
		memmove(id, head, head_len);
	pos = id + head_len + tail;
	*pos = '\0';
	for (below = np; below != node; below = below->parent) {
		size_t len = strlen(below->full_name);

		pos -= len;
		memcpy(pos, below->full_name, len);
		*--pos = ':';
	}
	/* Nothing above the names: drop the separator before the first. */
	if (!head_len && tail)
		memmove(id, id + 1, tail);
out:
	if (top != out->buf)
		kfree(top);
	out->id = id;
	return id ? 0 : -ENOMEM;
}

/* Name @dev @name, or, if that is NULL, by bus_id_of(@np) from scratch. */
static int name_of_device(struct device *dev, struct device_node *np,
			  const char *name)
{
	struct bus_id id;
	int ret;

	if (name)
		return dev_copy_name(dev, name);
	ret = bus_id_of(np, NULL, NULL, NULL, &id);
	if (ret)
		return ret;
	ret = dev_copy_name(dev, id.id);
	bus_id_free(&id);
	return ret;
}

static void of_device_release(struct device *dev)
{
	struct platform_device *pdev = to_platform_device(dev);

	if (dev->of_node->fwnode.dev == dev)
		dev->of_node->fwnode.dev = NULL;
	of_node_put(dev->of_node);
	kfree(pdev->driver_override); /* kstrdup()ed, as in Linux */
	/* Resources given later: platform_device_add_resources() made them. */
	if (!pdev->platdev_resource_inline)
		platdev_port_free(pdev->resource);
	platdev_port_free(pdev);
}

/* Register windows translated on the stack before the device is made. */
#define OF_RES_ON_STACK 4

/*
 * A node's register windows, translated once for both its bus id and its
 * resources: the first OF_RES_ON_STACK of them.
 */
struct node_regs {
	struct resource found[OF_RES_ON_STACK];
	int nr; /* how many translate, even beyond OF_RES_ON_STACK */
	u64 first; /* the first's CPU address, if @nr */
};

/* Translate @np's windows into @regs by @rules (see of_child_resources()). */
static void translate_regs(struct of_child_addr *rules, struct device_node *np,
			   struct node_regs *regs)
{
	regs->nr = of_child_resources(rules, np, regs->found, OF_RES_ON_STACK,
				      &regs->first);
}

/*
 * Build (not add) the platform device of @np. The device and its
 * resources are one allocation straight from the port (no kmalloc()
 * header: nothing asks its size). @regs are @np's windows if the caller
 * translated them already, else NULL; each window is translated once
 * when there are at most OF_RES_ON_STACK of them.
 */
static struct platform_device *of_device_alloc(struct device_node *np,
					       const char *bus_id,
					       struct device *parent,
					       const struct node_regs *regs)
{
	struct of_child_addr rules = { 0 };
	struct platform_device *pdev;
	struct node_regs own;
	size_t bytes;
	u64 first;
	int nr_reg;

	if (!regs) {
		translate_regs(&rules, np, &own);
		regs = &own;
	}
	nr_reg = regs->nr;
	bytes = sizeof(*pdev) + (size_t)nr_reg * sizeof(struct resource);
	pdev = platdev_port_alloc(bytes); /* zero-filled */
	if (!pdev)
		return NULL;
	if (nr_reg) {
		pdev->resource = (struct resource *)(pdev + 1);
		pdev->platdev_resource_inline = true;
		if (nr_reg <= OF_RES_ON_STACK)
			memcpy(pdev->resource, regs->found,
			       (size_t)nr_reg * sizeof(struct resource));
		else
			of_child_resources(&rules, np, pdev->resource, nr_reg,
					   &first);
		pdev->num_resources = (u32)nr_reg;
	}
	device_initialize(&pdev->dev);
	pdev->dev.release = of_device_release;
	pdev->dev.of_node = of_node_get(np);
	pdev->dev.fwnode = &np->fwnode;
	np->fwnode.dev = &pdev->dev;
	pdev->dev.parent = parent ? parent : &platform_bus;
	pdev->dev.bus = &platform_bus_type;
	pdev->id = PLATFORM_DEVID_NONE;
	/* As Linux's platform_device_alloc() and of_platform: 32 bits. */
	pdev->platform_dma_mask = 0xffffffffULL;
	pdev->dev.dma_mask = &pdev->platform_dma_mask;
	pdev->dev.coherent_dma_mask = 0xffffffffULL;
	if (name_of_device(&pdev->dev, np, bus_id)) {
		put_device(&pdev->dev);
		return NULL;
	}
	pdev->name = dev_name(&pdev->dev);
	return pdev;
}

/*
 * A PrimeCell node becomes a device on the AMBA bus, named as a platform
 * device would be, its window claimed in the iomem tree (which a platform
 * device from the device tree does not do). Its subtree is its driver's.
 */
static struct amba_device *amba_device_create(struct device_node *np,
					      const char *bus_id,
					      void *platform_data,
					      struct device *parent)
{
	struct amba_device *dev;
	char path[256];
	int ret;

	/* no AMBA bus: no device, as Linux without CONFIG_ARM_AMBA */
	if (!platdev_has(PLATDEV_FEAT_AMBA) || !of_device_is_available(np) ||
	    of_node_test_and_set_flag(np, OF_POPULATED))
		return NULL;
	dev = amba_device_alloc(NULL, 0, 0);
	if (!dev)
		goto err_clear;
	dev->dev.of_node = of_node_get(np);
	dev->dev.fwnode = &np->fwnode;
	np->fwnode.dev = &dev->dev;
	dev->dev.parent = parent ? parent : &platform_bus;
	dev->dev.platform_data = platform_data;
	dev->dev.coherent_dma_mask = 0xffffffffULL; /* as Linux */
	ret = name_of_device(&dev->dev, np, bus_id);
	if (ret)
		goto err_put;
	of_property_read_u32(np, "arm,primecell-periphid", &dev->periphid);
	ret = of_address_to_resource(np, 0, &dev->res);
	if (ret) {
		pr_err("of: %s: no register window for an AMBA device (%d)\n",
		       platdev_of_format_path(np, path, sizeof(path)), ret);
		goto err_put;
	}
	ret = amba_device_add(dev, &iomem_resource);
	if (ret) {
		pr_err("of: %s: adding the AMBA device failed (%d)\n",
		       platdev_of_format_path(np, path, sizeof(path)), ret);
		goto err_put;
	}
	return dev;

err_put:
	amba_device_put(dev);
err_clear:
	of_node_clear_flag(np, OF_POPULATED);
	return NULL;
}

/*
 * The platform device of @np, made and added; NULL if @np is not
 * available or has a device already, or with *@err set (if @err is not
 * NULL) when making or adding it failed.
 */
static struct platform_device *
create_pdata(struct device_node *np, const char *bus_id, void *platform_data,
	     struct device *parent, int *err, const struct node_regs *regs)
{
	struct platform_device *pdev;
	int ret = -ENOMEM;

	if (!of_device_is_available(np) ||
	    of_node_test_and_set_flag(np, OF_POPULATED))
		return NULL;
	pdev = of_device_alloc(np, bus_id, parent, regs);
	if (!pdev)
		goto err_clear;
	pdev->dev.platform_data = platform_data;
	/* As Linux's of_device_add(): resources are not claimed in the trees. */
	ret = device_add(&pdev->dev);
	if (ret) {
		put_device(&pdev->dev);
		goto err_clear;
	}
	return pdev;

err_clear:
	of_node_clear_flag(np, OF_POPULATED);
	if (err)
		*err = ret;
	return NULL;
}

struct platform_device *of_platform_device_create(struct device_node *np,
						  const char *bus_id,
						  struct device *parent)
{
	return create_pdata(np, bus_id, NULL, parent, NULL, NULL);
}

static const struct of_dev_auxdata *
lookup_auxdata(const struct of_dev_auxdata *lookup, struct device_node *np)
{
	struct resource res;

	for (; lookup && lookup->compatible; lookup++) {
		if (!of_device_is_compatible(np, lookup->compatible))
			continue;
		if (!of_address_to_resource(np, 0, &res) &&
		    res.start != lookup->phys_addr)
			continue;
		return lookup;
	}
	return NULL;
}

/*
 * Tell the platform bus that @np's children are about to become devices
 * (some may not: an upper bound), so its name index grows once.
 */
static void expect_children(const struct device_node *np)
{
	const struct device_node *child;
	unsigned int n = 0;

	for (child = np->child; child; child = child->sibling)
		n++;
	bus_expect_devices(&platform_bus_type, n);
}

/* The children expect_children() announced are made, as far as they go. */
static void children_made(void)
{
	bus_expect_devices(&platform_bus_type, 0);
}

/*
 * Name and make the device of @np under @parent, a platform or AMBA
 * device, its windows translated once by @rules (the rules of @np's bus,
 * shared with its siblings). @known_id is the bus id of @np's parent
 * node; @np's own goes to @id (bus_id_free() it). Return: the platform
 * device, or NULL if none was made (an AMBA device may have been). Out
 * of line, so its windows are not on the stack of bus_walk().
 */
static noinline struct platform_device *
create_named(struct device_node *np, struct of_child_addr *rules,
	     const struct of_dev_auxdata *lookup, struct device *parent,
	     const char *known_id, struct bus_id *id)
{
	const struct of_dev_auxdata *aux;
	struct node_regs regs;

	translate_regs(rules, np, &regs);
	if (bus_id_of(np, np->parent, known_id, regs.nr ? &regs.first : NULL,
		      id))
		return NULL; /* as any device that cannot be made: skipped */
	aux = lookup_auxdata(lookup, np);
	if (of_device_is_compatible(np, "arm,primecell")) {
		amba_device_create(np, aux && aux->name ? aux->name : id->id,
				   aux ? aux->platform_data : NULL, parent);
		return NULL;
	}
	return create_pdata(np, aux && aux->name ? aux->name : id->id,
			    aux ? aux->platform_data : NULL, parent, NULL,
			    &regs);
}

/*
 * A bus on populate's way down: its node, its device (the parent of its
 * children's), its bus id (the one their names build on) and the address
 * rules of its children. Populate keeps the buses above the node it
 * makes in a stack of these instead of recursing, so a tree of any depth
 * costs no stack: the first BUS_LEVELS_INLINE levels are on the caller's,
 * deeper ones allocated.
 */
struct bus_level {
	struct device_node *np;
	struct device *dev;
	struct bus_id id;
	struct of_child_addr rules;
	struct bus_level *up;
};

#define BUS_LEVELS_INLINE 8

struct bus_walk;

/*
 * Make the device of @np under the top bus of @w, its bus id into @id.
 * Return: its device, to make those of its children under it; NULL not
 * to (none was made, or @np is no bus to descend); or an ERR_PTR() that
 * ends the walk.
 */
typedef struct device *(*bus_visit_fn)(struct bus_walk *w,
				       struct device_node *np,
				       struct bus_id *id);

struct bus_walk {
	struct bus_level levels[BUS_LEVELS_INLINE];
	struct bus_level *top; /* the bus whose children are being made */
	unsigned int depth;
	bus_visit_fn visit;
	bool announce; /* expect_children() before a bus's children */
	const struct of_device_id *matches;
	const struct of_dev_auxdata *lookup;
};

/*
 * Push the bus @np with its device @dev and its id @id (taken over) on
 * @w. Return: 0, or -ENOMEM (@id freed).
 */
static int push_level(struct bus_walk *w, struct device_node *np,
		      struct device *dev, struct bus_id *id)
{
	struct bus_level *l = w->depth < BUS_LEVELS_INLINE ?
				      &w->levels[w->depth] :
				      kmalloc(sizeof(*l), GFP_KERNEL);

	if (!l) {
		bus_id_free(id);
		return -ENOMEM;
	}
	memset(l, 0, sizeof(*l));
	l->np = np;
	l->dev = dev;
	l->id = *id;
	if (id->id == id->buf) /* it pointed into its own inline buffer */
		l->id.id = l->id.buf;
	l->up = w->top;
	w->top = l;
	w->depth++;
	if (w->announce)
		expect_children(np);
	return 0;
}

/* The top bus's children are made, as far as they go: it is populated. */
static void pop_level(struct bus_walk *w)
{
	struct bus_level *l = w->top;

	if (w->announce)
		children_made();
	of_node_set_flag(l->np, OF_POPULATED_BUS);
	bus_id_free(&l->id);
	w->top = l->up;
	if (--w->depth >= BUS_LEVELS_INLINE)
		kfree(l);
}

/*
 * Visit @np and, through the buses among them, its descendants in tree
 * order; with @siblings, @np's later siblings the same way. The buses
 * above @np are on @w already (its top is @np's parent's). Return: 0, or
 * the first error; each bus entered is marked populated as far as it got.
 */
static int bus_walk(struct bus_walk *w, struct device_node *np, bool siblings)
{
	unsigned int base = w->depth;
	struct device *dev;
	struct bus_id id;
	int rc = 0;

	while (np) {
		id.id = NULL;
		dev = w->visit(w, np, &id);
		if (IS_ERR(dev)) {
			rc = (int)PTR_ERR(dev);
			break;
		}
		if (dev) {
			rc = push_level(w, np, dev, &id);
			if (rc)
				break;
			if (np->child) {
				np = np->child;
				continue;
			}
			pop_level(w);
		} else {
			bus_id_free(&id);
		}
		/* The next node: a sibling, else that of a bus above. */
		while (w->depth > base && !np->sibling) {
			np = w->top->np;
			pop_level(w);
		}
		np = w->depth > base || siblings ? np->sibling : NULL;
	}
	while (w->depth > base)
		pop_level(w);
	return rc;
}

/*
 * Linux's of_platform_bus_create() for @np under the top bus of @w: its
 * device, and, if it matches @w->matches, its children's after it.
 */
static struct device *bus_create(struct bus_walk *w, struct device_node *np,
				 struct bus_id *id)
{
	struct bus_level *up = w->top;
	struct platform_device *pdev;

	if (!of_get_property(np, "compatible", NULL))
		return NULL; /* not a device; its children belong to no bus */
	if (of_match_node(skipped_nodes, np) ||
	    of_node_check_flag(np, OF_POPULATED_BUS))
		return NULL;
	pdev = create_named(np, &up->rules, w->lookup, up->dev, up->id.id, id);
	if (!pdev || !of_match_node(w->matches, np))
		return NULL;
	return &pdev->dev;
}

int of_populate_children(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent)
{
	struct bus_walk w = { .visit = bus_create,
			      .announce = true,
			      .matches = matches,
			      .lookup = lookup };
	struct bus_id root_id;
	int rc = bus_id_of(root, NULL, NULL, NULL, &root_id);

	if (rc)
		return rc;
	push_level(&w, root, parent, &root_id); /* inline: cannot fail */
	rc = bus_walk(&w, root->child, true);
	pop_level(&w);
	return rc;
}

/*
 * bus_create() for a node attached to a populated bus: the device of @np
 * under the top bus of @w and, for a bus, those of its children.
 */
static struct device *attach_create(struct bus_walk *w, struct device_node *np,
				    struct bus_id *id)
{
	struct bus_level *up = w->top;
	struct platform_device *pdev;
	int rc = 0;

	if (!of_get_property(np, "compatible", NULL) ||
	    of_match_node(skipped_nodes, np) ||
	    of_node_check_flag(np, OF_POPULATED_BUS) ||
	    !of_device_is_available(np) || of_node_check_flag(np, OF_POPULATED))
		return NULL;
	rc = bus_id_of(np, np->parent, up->id.id, NULL, id);
	if (rc)
		return ERR_PTR(rc);
	if (of_device_is_compatible(np, "arm,primecell")) {
		if (!amba_device_create(np, id->id, NULL, up->dev) &&
		    platdev_has(PLATDEV_FEAT_AMBA))
			return ERR_PTR(-ENOMEM);
		return NULL;
	}
	pdev = create_pdata(np, id->id, NULL, up->dev, &rc, NULL);
	if (rc)
		return ERR_PTR(rc);
	if (!pdev || !of_match_node(of_default_bus_match_table, np))
		return NULL;
	return &pdev->dev;
}

int of_platform_node_attached(struct device_node *np)
{
	struct device_node *parent = np->parent;
	struct bus_walk w = { .visit = attach_create };
	struct device *parent_dev = NULL;
	struct bus_id parent_id;
	int rc;

	if (!parent || !of_node_check_flag(parent, OF_POPULATED_BUS))
		return 0;
	if (of_node_check_flag(parent, OF_POPULATED))
		parent_dev = parent->fwnode.dev;
	rc = bus_id_of(parent, NULL, NULL, NULL, &parent_id);
	if (rc)
		return rc;
	push_level(&w, parent, parent_dev, &parent_id);
	rc = bus_walk(&w, np, false);
	/* The parent was populated already: only its id goes. */
	bus_id_free(&w.top->id);
	return rc;
}

int of_platform_populate(struct device_node *root,
			 const struct of_device_id *matches,
			 const struct of_dev_auxdata *lookup,
			 struct device *parent)
{
	int rc = platform_bus_init();

	if (rc)
		return rc;
	root = root ? of_node_get(root) : of_find_node_by_path("/");
	if (!root)
		return -EINVAL;
	/*
	 * Create every device first and link consumers to suppliers, then
	 * probe: in tree order, without links, consumers would only defer.
	 */
	device_block_probing();
	rc = of_populate_children(root, matches, lookup, parent);
	of_fwnode_links_add_subtree(root);
	of_node_put(root);
	device_unblock_probing();
	return rc;
}

int of_platform_default_populate(struct device_node *root,
				 const struct of_dev_auxdata *lookup,
				 struct device *parent)
{
	return of_platform_populate(root, of_default_bus_match_table, lookup,
				    parent);
}

/*
 * The reserved-memory kinds Linux's boot-time populate makes devices of,
 * wherever they are in the tree; other /reserved-memory nodes get none.
 */
const struct of_device_id platdev_of_boot_reserved_mem_table[] = {
	{ .compatible = "phram" },
	{ .compatible = "qcom,rmtfs-mem" },
	{ .compatible = "qcom,cmd-db" },
	{ .compatible = "qcom,smem" },
	{ .compatible = "ramoops" },
	{ .compatible = "nvmem-rmem" },
	{ .compatible = "google,open-dice" },
	{}
};

bool platdev_of_populate_skips(const struct device_node *np)
{
	return of_match_node(skipped_nodes, np) != NULL;
}

/* Remember the first error of the boot-time populate's stages. */
static void keep_first_error(int *first, int rc)
{
	if (rc && !*first)
		*first = rc;
}

/* Stage 2: the children of /firmware, under the platform bus root. */
static int populate_firmware(void)
{
	struct device_node *fw = of_find_node_by_path("/firmware");
	int rc;

	if (!fw)
		return 0;
	rc = of_populate_children(fw, of_default_bus_match_table, NULL, NULL);
	of_node_put(fw);
	return rc;
}

/*
 * Stage 3: the first child of /chosen (or /chosen@0) compatible with
 * "simple-framebuffer", if it is available. Linux also turns its generic
 * system framebuffer (sysfb) off here, whether or not the node is
 * available; without firmware screen information there is no sysfb
 * device to turn off.
 */
static void create_chosen_framebuffer(void)
{
	struct device_node *chosen = of_find_node_by_path("/chosen");
	struct device_node *fb;

	if (!chosen)
		chosen = of_find_node_by_path("/chosen@0");
	if (!chosen)
		return;
	fb = of_get_compatible_child(chosen, "simple-framebuffer");
	if (fb) {
		of_platform_device_create(fb, NULL, NULL);
		of_node_put(fb);
	}
	of_node_put(chosen);
}

int platdev_of_populate_boot(void)
{
	struct device_node *np;
	int rc = platform_bus_init(), first = 0;

	if (rc)
		return rc;
	if (!of_root)
		return -EINVAL;
	device_block_probing();
	for_each_matching_node(np, platdev_of_boot_reserved_mem_table)
		of_platform_device_create(np, NULL, NULL);
	keep_first_error(&first, populate_firmware());
	create_chosen_framebuffer();
	keep_first_error(&first, of_populate_children(
					 of_root, of_default_bus_match_table,
					 NULL, NULL));
	of_fwnode_links_add_subtree(of_root);
	device_unblock_probing();
	return first;
}

static bool populated(struct device *dev)
{
	return dev->of_node &&
	       (dev->bus == &platform_bus_type ||
		(platdev_has(PLATDEV_FEAT_AMBA) &&
		 dev->bus == &amba_bustype)) &&
	       of_node_check_flag(dev->of_node, OF_POPULATED);
}

/* The populated children of a device, referenced, in their order. */
struct child_list {
	struct device **v;
	size_t n, cap;
	bool nomem;
};

/* Append @dev to @l, referenced; false (@l->nomem) without memory. */
static bool child_list_push(struct child_list *l, struct device *dev)
{
	if (l->n == l->cap) {
		size_t cap = l->cap ? 2 * l->cap : 16;
		struct device **v =
			krealloc(l->v, cap * sizeof(*v), GFP_KERNEL);

		if (!v) {
			l->nomem = true;
			return false;
		}
		l->v = v;
		l->cap = cap;
	}
	l->v[l->n++] = get_device(dev);
	return true;
}

static void child_list_free(struct child_list *l)
{
	while (l->n)
		put_device(l->v[--l->n]);
	kfree(l->v);
}

static int collect_populated(struct device *dev, void *data)
{
	return populated(dev) && !child_list_push(data, dev);
}

/* Take @victim's device away; its populated children went already. */
static void destroy_one(struct device *victim)
{
	struct device_node *np = victim->of_node;

	of_node_clear_flag(np, OF_POPULATED);
	of_node_clear_flag(np, OF_POPULATED_BUS);
	device_unregister(victim);
}

/* Keep a reference on the newest populated child seen so far. */
static int remember_newest(struct device *dev, void *data)
{
	struct device **newest = data;

	if (populated(dev)) {
		put_device(*newest);
		*newest = get_device(dev);
	}
	return 0;
}

/* The newest populated child of @parent, referenced, or NULL. */
static struct device *newest_populated(struct device *parent)
{
	struct device *newest = NULL;

	device_for_each_child(parent, &newest, remember_newest);
	return newest;
}

/*
 * Without memory for the lists: one walk per device, each time down to
 * the newest populated device below @parent that has none below it.
 */
static void depopulate_one_by_one(struct device *parent)
{
	struct device *victim, *below;

	while ((victim = newest_populated(parent))) {
		while (of_node_check_flag(victim->of_node, OF_POPULATED_BUS) &&
		       (below = newest_populated(victim))) {
			put_device(victim);
			victim = below;
		}
		destroy_one(victim);
		put_device(victim);
	}
}

/*
 * Every populated device below @parent, in tree order (each bus before
 * its children), into @order: @work holds those still to look into,
 * the next one last. Return: false without memory.
 */
static bool collect_below(struct device *parent, struct child_list *order,
			  struct child_list *work)
{
	struct device *dev = parent;
	size_t from, i, j;

	for (;;) {
		from = work->n;
		if (dev == parent ||
		    of_node_check_flag(dev->of_node, OF_POPULATED_BUS))
			device_for_each_child(dev, work, collect_populated);
		if (work->nomem)
			return false;
		/* The first child on top, to be looked into next. */
		for (i = from, j = work->n; i + 1 < j; i++, j--)
			swap(work->v[i], work->v[j - 1]);
		if (!work->n)
			return true;
		dev = work->v[--work->n];
		/* The reference goes from @work to @order. */
		if (!child_list_push(order, dev)) {
			put_device(dev);
			return false;
		}
		put_device(dev);
	}
}

/*
 * Destroy every populated device below @parent, newest first, the reverse
 * of populate; each bus's children before it. The devices are listed
 * first (Linux walks them backwards, recursing into each bus: here no
 * walk recurses, for trees of any depth).
 */
static void depopulate_below(struct device *parent)
{
	struct child_list order = { 0 }, work = { 0 };
	struct device *dev;

	if (!collect_below(parent, &order, &work)) {
		child_list_free(&work);
		child_list_free(&order);
		depopulate_one_by_one(parent);
		return;
	}
	kfree(work.v);
	while (order.n) {
		dev = order.v[--order.n];
		if (populated(dev))
			destroy_one(dev);
		put_device(dev);
	}
	kfree(order.v);
}

/* Take @victim's device and those populated below it away. */
static void destroy(struct device *victim)
{
	if (of_node_check_flag(victim->of_node, OF_POPULATED_BUS))
		depopulate_below(victim);
	destroy_one(victim);
}

/* Whether a child of @np still has a device from populate. */
static bool has_populated_child(const struct device_node *np)
{
	const struct device_node *child;

	for (child = np->child; child; child = child->sibling)
		if (of_node_check_flag(child, OF_POPULATED))
			return true;
	return false;
}

/*
 * After the bus root's devices went: the nodes whose children were
 * populated straight under it (the root, /firmware) have no device of
 * their own; once none of their children has one either, they are no
 * populated bus any more, and a later populate starts afresh.
 */
static void forget_root_populates(void)
{
	struct device_node *np;

	for_each_of_allnodes(np)
		if (of_node_check_flag(np, OF_POPULATED_BUS) &&
		    !of_node_check_flag(np, OF_POPULATED) &&
		    !has_populated_child(np))
			of_node_clear_flag(np, OF_POPULATED_BUS);
}

void of_platform_depopulate(struct device *parent)
{
	if (!parent)
		parent = &platform_bus;
	depopulate_below(parent);
	if (parent == &platform_bus)
		forget_root_populates();
}

bool of_platform_node_has_device(struct device_node *np)
{
	struct device *dev = np->fwnode.dev;

	/*
	 * Flagged with no device of its own (a GPIO hog its chip took), or
	 * its device deleted by other code: nothing of populate's to delete.
	 */
	return dev && dev->of_node == np &&
	       of_node_check_flag(np, OF_POPULATED) && populated(dev) &&
	       device_is_registered(dev);
}

void of_platform_node_destroy(struct device_node *np)
{
	struct device *dev = np->fwnode.dev;

	if (!of_platform_node_has_device(np))
		return;
	get_device(dev);
	destroy(dev);
	put_device(dev);
}

static int match_node(struct device *dev, const void *np)
{
	return dev->of_node == np;
}

struct platform_device *of_find_device_by_node(struct device_node *np)
{
	struct device *dev =
		bus_find_device(&platform_bus_type, NULL, np, match_node);

	return dev ? to_platform_device(dev) : NULL;
}

static void devm_populate_release(struct device *dev, void *res)
{
	(void)dev;
	of_platform_depopulate(*(struct device **)res);
}

static int devm_populate_match(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct device **)res == data;
}

int devm_of_platform_populate(struct device *dev)
{
	struct device **ptr;
	int ret;

	if (!dev)
		return -EINVAL;
	ptr = devres_alloc(devm_populate_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return -ENOMEM;
	ret = of_platform_populate(dev->of_node, NULL, NULL, dev);
	if (ret) {
		devres_free(ptr);
		return ret;
	}
	*ptr = dev;
	devres_add(dev, ptr);
	return 0;
}

void devm_of_platform_depopulate(struct device *dev)
{
	if (devres_release(dev, devm_populate_release, devm_populate_match,
			   dev))
		dev_warn(
			dev,
			"devm_of_platform_depopulate without devm_of_platform_populate\n");
}
