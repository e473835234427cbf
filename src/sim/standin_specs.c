// SPDX-License-Identifier: MIT
/*
 * standin_specs.c - the distinct specifiers consumers give a provider
 * node (standin_specs.h).
 */
#include <linux/device.h>
#include <linux/of.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>

#include "sim/standin_specs.h"

static bool same_spec(const struct standin_spec *s,
		      const struct of_phandle_args *args)
{
	return s->count == args->args_count &&
	       !memcmp(s->args, args->args,
		       (size_t)args->args_count * sizeof(args->args[0]));
}

int standin_spec_find(const struct standin_spec *specs, int n,
		      const struct of_phandle_args *args)
{
	int i;

	for (i = 0; i < n; i++)
		if (same_spec(&specs[i], args))
			return i;
	return -ENOENT;
}

/* Add @args to *@specs (of *@n) unless it is there. Return: 0, -ENOMEM. */
static int add_spec(struct device *dev, struct standin_spec **specs, int *n,
		    const struct of_phandle_args *args)
{
	struct standin_spec *grown;

	if (standin_spec_find(*specs, *n, args) >= 0)
		return 0;
	grown = devm_krealloc(dev, *specs, (size_t)(*n + 1) * sizeof(**specs),
			      GFP_KERNEL);
	if (!grown)
		return -ENOMEM;
	grown[*n].count = args->args_count;
	memcpy(grown[*n].args, args->args, sizeof(grown[*n].args));
	*specs = grown;
	(*n)++;
	return 0;
}

int standin_specs_collect(struct device *dev, struct device_node *np,
			  const char *list, const char *cells,
			  struct standin_spec **specs)
{
	struct of_phandle_args args;
	struct device_node *dn;
	int n = 0, i;

	*specs = NULL;
	for_each_of_allnodes(dn) {
		for (i = 0;
		     !of_parse_phandle_with_args(dn, list, cells, i, &args);
		     i++) {
			int ret = 0;

			if (args.np == np)
				ret = add_spec(dev, specs, &n, &args);
			of_node_put(args.np);
			if (ret)
				return ret;
		}
	}
	return n;
}

char *standin_spec_name(struct device *dev, const struct standin_spec *spec)
{
	char buf[MAX_PHANDLE_ARGS * 11 + 1];
	size_t len = 0;
	int i;

	buf[0] = '\0';
	for (i = 0; i < spec->count; i++)
		len += (size_t)snprintf(buf + len, sizeof(buf) - len, "%s%u",
					i ? " " : "", spec->args[i]);
	return devm_kstrdup(dev, buf, GFP_KERNEL);
}
