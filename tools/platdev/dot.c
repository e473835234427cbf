// SPDX-License-Identifier: MIT
/*
 * dot.c - "platdev dot [BOARD]": the device hierarchy as a Graphviz
 * digraph: one node per device, labelled with its name and driver (dashed
 * when no driver is bound), and an edge from each parent to its children.
 */
#include <stdio.h>

#include <linux/device.h>

#include "inspect.h"

/* Print @s as the inside of a DOT quoted string. */
static void dot_escape(FILE *out, const char *s)
{
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch == '\n')
			fputs("\\n", out);
		else if (ch >= 0x20 && ch != 0x7f)
			fputc(ch, out);
	}
}

static void dot_id(FILE *out, const struct device *dev)
{
	fputc('"', out);
	dot_escape(out, dev_name(dev));
	fputc('"', out);
}

int inspect_print_dot(FILE *out)
{
	struct inspect_devices list;
	size_t i;
	int ret = inspect_collect_devices(&list);

	if (ret)
		return ret;
	fputs("digraph platdev {\n"
	      "\trankdir=LR;\n"
	      "\tnode [shape=box, fontname=\"monospace\"];\n",
	      out);
	for (i = 0; i < list.nr; i++) {
		const struct device *dev = list.dev[i];

		fputc('\t', out);
		dot_id(out, dev);
		fputs(" [label=\"", out);
		dot_escape(out, dev_name(dev));
		fputs("\\n", out);
		dot_escape(out,
			   dev->driver ? dev->driver->name : "(no driver)");
		fputs(dev->driver ? "\"];\n" : "\", style=dashed];\n", out);
	}
	for (i = 0; i < list.nr; i++) {
		int p = inspect_parent_index(&list, i);

		if (p < 0)
			continue;
		fputc('\t', out);
		dot_id(out, list.dev[p]);
		fputs(" -> ", out);
		dot_id(out, list.dev[i]);
		fputs(";\n", out);
	}
	fputs("}\n", out);
	ret = (int)list.nr;
	inspect_free_devices(&list);
	return ret;
}
