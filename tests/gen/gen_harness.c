// SPDX-License-Identifier: MIT
/*
 * gen_harness.c - print what a board registers, for tests/gen/compare.sh:
 *
 *   gen_harness --blob BOARD.dtb   load and populate the blob as the
 *                                  inspector does (platdev devices)
 *       [--pdata-from BOARD.so COMPAT=TAG...]
 *                                  and read, for the devices compatible
 *                                  with COMPAT, struct TAG from their
 *                                  properties (platdev_type_read_properties(),
 *                                  the type taken from the generated board)
 *   gen_harness --board BOARD.so   register the board `platdev gen` wrote
 *                                  (compiled as a module: it resolves the
 *                                  library's symbols against this program)
 *
 * Both print, per platform device in registration order: its name and
 * parent's, its memory resources, its interrupts (the blob's decoded for
 * their controller, the generated board's IRQ resources) and its node
 * with its subtree, each property as the bytes a device tree holds (a
 * generated reference as the target's phandle and its arguments), so that
 * the two outputs are identical when the generated file says what the
 * blob says. A device with typed platform data (the generated board's, or
 * the blob's read at run time with --pdata-from) prints it field by field.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/irq.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/bind.h>
#include <platdev/gen.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/sim.h>
#include <platdev/typed.h>

static bool from_blob;

/* --pdata-from: each COMPAT and the type its TAG names in the board. */
static struct {
	const char *compat;
	const struct platdev_type *type;
} pdata_map[16];
static int nr_pdata_map;

/* The typed data of @pdev: the board's, or read from the blob's node. */
static void put_pdata(struct platform_device *pdev)
{
	const struct platdev_type *type = platdev_pdata_type(pdev);
	const void *data = dev_get_platdata(&pdev->dev);
	char text[2048];
	void *read = NULL;
	int i, ret;

	for (i = 0; from_blob && i < nr_pdata_map && !type; i++) {
		if (!of_device_is_compatible(pdev->dev.of_node,
					     pdata_map[i].compat))
			continue;
		type = pdata_map[i].type;
		read = calloc(1, type->size);
		if (!read)
			return;
		ret = platdev_type_read_properties(&pdev->dev, type, read);
		if (ret < 0) {
			printf("  pdata error %d\n", ret);
			free(read);
			return;
		}
		data = read;
	}
	if (!type)
		return;
	printf("  pdata %s\n",
	       platdev_type_format(type, data, text, sizeof(text)));
	/* and what the runtime reader makes of the device's own node */
	if (!read) {
		read = calloc(1, type->size);
		if (!read)
			return;
		ret = platdev_type_read_properties(&pdev->dev, type, read);
		if (ret < 0)
			printf("  pdata from the node: error %d\n", ret);
		else
			printf("  pdata from the node %s\n",
			       platdev_type_format(type, read, text,
						   sizeof(text)));
	} else {
		printf("  pdata from the node %s\n", text);
	}
	free(read);
}

static void put_be32(u32 v)
{
	printf("%02x%02x%02x%02x", v >> 24, (v >> 16) & 0xff, (v >> 8) & 0xff,
	       v & 0xff);
}

static void put_bytes(const void *p, size_t n)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < n; i++)
		printf("%02x", b[i]);
}

static const struct software_node *gen_node_of(const struct fwnode_handle *fw)
{
	if (IS_ERR_OR_NULL(fw) || fw->ops != &platdev_gen_fwnode_ops)
		return NULL;
	return container_of(fw, const struct platdev_gen_fwnode, fwnode)->node;
}

/* A generated entry as the blob's bytes. */
static void put_entry(const struct fwnode_handle *fw,
		      const struct property_entry *p)
{
	const void *v = p->is_inline ? (const void *)&p->value : p->pointer;
	size_t i, j;

	switch (p->type) {
	case DEV_PROP_U16:
		for (i = 0; i < p->length / 2; i++)
			printf("%04x", ((const u16 *)v)[i]);
		break;
	case DEV_PROP_U32:
		for (i = 0; i < p->length / 4; i++)
			put_be32(((const u32 *)v)[i]);
		break;
	case DEV_PROP_U64:
		for (i = 0; i < p->length / 8; i++) {
			put_be32((u32)(((const u64 *)v)[i] >> 32));
			put_be32((u32)((const u64 *)v)[i]);
		}
		break;
	case DEV_PROP_STRING:
		for (i = 0; i < p->length / sizeof(char *); i++)
			put_bytes(((const char *const *)v)[i],
				  strlen(((const char *const *)v)[i]) + 1);
		break;
	case DEV_PROP_REF:
		for (i = 0;
		     i < p->length / sizeof(struct software_node_ref_args);
		     i++) {
			struct fwnode_reference_args args;
			u32 ph = 0;

			if (fwnode_property_get_reference_args(
				    fw, p->name, NULL,
				    ((const struct software_node_ref_args *)v)[i]
					    .nargs,
				    (unsigned int)i, &args)) {
				printf("<unresolved>");
				continue;
			}
			fwnode_property_read_u32(args.fwnode, "phandle", &ph);
			put_be32(ph);
			for (j = 0; j < args.nargs; j++)
				put_be32((u32)args.args[j]);
			fwnode_handle_put(args.fwnode);
		}
		break;
	default:
		put_bytes(v, p->length);
		break;
	}
}

static void put_node(struct fwnode_handle *fw, int depth)
{
	struct fwnode_handle *child;

	printf("%*snode %s\n", 2 * depth, "", fwnode_get_name(fw));
	if (from_blob) {
		const struct device_node *np = to_of_node(fw);
		const struct property *pp;

		for_each_property_of_node(np, pp) {
			if (!strcmp(pp->name, "name"))
				continue;
			printf("%*s  %s = ", 2 * depth, "", pp->name);
			put_bytes(pp->value, (size_t)pp->length);
			printf("\n");
		}
	} else {
		const struct property_entry *p = gen_node_of(fw)->properties;

		for (; p && p->name; p++) {
			printf("%*s  %s = ", 2 * depth, "", p->name);
			put_entry(fw, p);
			printf("\n");
		}
	}
	fwnode_for_each_child_node(fw, child) put_node(child, depth + 1);
}

static int dump_device(struct device *dev, void *data)
{
	struct platform_device *pdev = to_platform_device(dev);
	const struct resource *r;
	unsigned int i;

	(void)data;
	printf("device %s parent %s\n", dev_name(dev),
	       dev->parent && dev->parent != &platform_bus ?
		       dev_name(dev->parent) :
		       "-");
	for (i = 0; i < pdev->num_resources; i++) {
		r = &pdev->resource[i];
		if (resource_type(r) == IORESOURCE_IRQ)
			continue;
		printf("  mem %llx-%llx %lx %s\n", (unsigned long long)r->start,
		       (unsigned long long)r->end, r->flags,
		       r->name ? r->name : "-");
	}
	if (from_blob) {
		struct platdev_of_irq irq;
		const char *name;

		for (i = 0; !platdev_of_irq_parse(dev->of_node, (int)i, &irq);
		     i++) {
			name = NULL;
			of_property_read_string_index(
				dev->of_node, "interrupt-names", (int)i, &name);
			/* registration names an unnamed resource so */
			printf("  irq %lx %x %s\n", irq.hwirq,
			       irq.type & IRQ_TYPE_SENSE_MASK,
			       name ? name : dev_name(dev));
			platdev_of_irq_put(&irq);
		}
		platdev_of_irq_put(&irq);
	} else {
		for (i = 0; i < pdev->num_resources; i++) {
			r = &pdev->resource[i];
			if (resource_type(r) != IORESOURCE_IRQ)
				continue;
			printf("  irq %llx %lx %s\n",
			       (unsigned long long)r->start,
			       r->flags & IORESOURCE_BITS,
			       r->name ? r->name : "-");
		}
	}
	put_pdata(pdev);
	put_node(dev_fwnode(dev), 1);
	return 0;
}

static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (!fseek(f, 0, SEEK_END) && (n = ftell(f)) > 0 &&
	    !fseek(f, 0, SEEK_SET)) {
		buf = malloc((size_t)n);
		if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		}
		*size = (size_t)n;
	}
	fclose(f);
	return buf;
}

/* The types --pdata-from names, from the generated board @so. */
static int load_pdata_map(const char *so, char **pairs, int n)
{
	void *handle = dlopen(so, RTLD_NOW);
	char sym[128];
	int i;

	if (!handle || n > (int)ARRAY_SIZE(pdata_map)) {
		fprintf(stderr, "gen_harness: %s\n",
			handle ? "too many COMPAT=TAG" : dlerror());
		return 1;
	}
	for (i = 0; i < n; i++) {
		char *eq = strchr(pairs[i], '=');

		if (!eq)
			return 1;
		*eq = '\0';
		snprintf(sym, sizeof(sym), "platdev_type_%s", eq + 1);
		pdata_map[i].compat = pairs[i];
		pdata_map[i].type = dlsym(handle, sym);
		if (!pdata_map[i].type) {
			fprintf(stderr, "gen_harness: %s has no %s\n", so, sym);
			return 1;
		}
	}
	nr_pdata_map = n;
	return 0; /* the module stays loaded: its types are in use */
}

int main(int argc, char **argv)
{
	int (*reg)(void);
	void (*unreg)(void);
	void *blob, *so;
	size_t size = 0;
	int ret;

	if (argc < 3 || (argc > 3 && (argc < 5 || strcmp(argv[1], "--blob") ||
				      strcmp(argv[3], "--pdata-from")))) {
		fprintf(stderr,
			"usage: gen_harness --blob X.dtb [--pdata-from X.so COMPAT=TAG...] | --board X.so\n");
		return 2;
	}
	if (argc > 3 && load_pdata_map(argv[4], argv + 5, argc - 5))
		return 1;
	platdev_set_log_level(PLATDEV_LOG_EMERG);
	if (!strcmp(argv[1], "--blob")) {
		from_blob = true;
		blob = read_file(argv[2], &size);
		if (!blob || platdev_of_load(blob, size)) {
			fprintf(stderr, "gen_harness: cannot load %s\n",
				argv[2]);
			return 1;
		}
		free(blob);
		/* as the inspector sets a board up (tools/platdev/board.c) */
		platdev_sim_board_create();
		platdev_of_init_early();
		platdev_of_populate_boot();
		fw_devlink_drivers_done();
		bus_for_each_dev(&platform_bus_type, NULL, NULL, dump_device);
		of_platform_depopulate(NULL);
		platdev_sim_board_destroy();
		platdev_of_exit_early();
		return platdev_of_unload() ? 1 : 0;
	}
	so = dlopen(argv[2], RTLD_NOW);
	if (!so) {
		fprintf(stderr, "gen_harness: %s\n", dlerror());
		return 1;
	}
	*(void **)&reg = dlsym(so, "platdev_board_register");
	*(void **)&unreg = dlsym(so, "platdev_board_unregister");
	if (!reg || !unreg) {
		fprintf(stderr, "gen_harness: %s has no board functions\n",
			argv[2]);
		return 1;
	}
	ret = reg();
	if (ret) {
		fprintf(stderr, "gen_harness: registering failed: %d\n", ret);
		return 1;
	}
	bus_for_each_dev(&platform_bus_type, NULL, NULL, dump_device);
	unreg();
	dlclose(so);
	return 0;
}
