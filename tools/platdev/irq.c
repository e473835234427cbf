// SPDX-License-Identifier: MIT
/*
 * irq.c - a device node's interrupts read statically from the device tree:
 * how many it describes, and each one decoded by the library
 * (platdev_of_irq_parse()): the final controller's path, the specifier
 * cells, the hwirq and the trigger, as text or as JSON.
 */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "inspect.h"
#include "json_writer.h"

unsigned int inspect_irq_parent_cells(const struct device_node *np)
{
	/* The library's walk, with its bound on interrupt-parent loops. */
	struct device_node *p = of_irq_find_parent((struct device_node *)np);
	u32 cells = 0;

	if (p && of_property_read_u32(p, "#interrupt-cells", &cells))
		cells = 0;
	of_node_put(p);
	return cells;
}

int inspect_irq_described(struct device_node *np)
{
	u32 cells;
	int len = 0, n;

	if (of_find_property(np, "interrupts-extended", NULL)) {
		n = of_count_phandle_with_args(np, "interrupts-extended",
					       "#interrupt-cells");
		return n < 0 ? -1 : n;
	}
	if (!of_get_property(np, "interrupts", &len) || len <= 0)
		return 0;
	cells = inspect_irq_parent_cells(np);
	if (!cells)
		return -1;
	return (int)((u32)len / 4 / cells);
}

/* Append to @buf at @n as snprintf() would; the new end (never past @len). */
static size_t __printf(4, 5)
	append(char *buf, size_t len, size_t n, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (n + 1 >= len)
		return n;
	va_start(ap, fmt);
	k = vsnprintf(buf + n, len - n, fmt, ap);
	va_end(ap);
	if (k < 0)
		return n;
	return n + (size_t)k < len ? n + (size_t)k : len - 1;
}

/* The trigger's name, or its bits when they are no trigger. */
static size_t append_trigger(char *buf, size_t len, size_t n, unsigned int type)
{
	const char *name = platdev_irq_trigger_name(type);

	if (name)
		return append(buf, len, n, " %s", name);
	return append(buf, len, n, " flags 0x%x", type);
}

char *inspect_format_irq(const struct platdev_of_irq *irq, int decode_err,
			 char *buf, size_t len)
{
	char path[256];
	size_t n;
	int i;

	platdev_of_format_path(irq->spec.np, buf, len);
	n = append(buf, len, strlen(buf), " <");
	for (i = 0; i < irq->spec.args_count; i++)
		n = append(buf, len, n, i ? " 0x%x" : "0x%x",
			   (unsigned int)irq->spec.args[i]);
	n = append(buf, len, n, ">");
	if (decode_err == -EINVAL)
		n = append(buf, len, n, " (not valid for the controller)");
	if (irq->decoded) {
		if (irq->kind)
			n = append(buf, len, n, " %s %lu (hwirq %lu)",
				   irq->kind, (unsigned long)irq->number,
				   irq->hwirq);
		else
			n = append(buf, len, n, " hwirq %lu", irq->hwirq);
		n = append_trigger(buf, len, n, irq->type);
		if (irq->generic)
			n = append(buf, len, n, " (generic cells)");
		if (irq->note)
			n = append(buf, len, n, " (%s)", irq->note);
	}
	if (irq->partition)
		n = append(buf, len, n, " partition %s",
			   platdev_of_format_path(irq->partition, path,
						  sizeof(path)));
	if (irq->via)
		n = append(buf, len, n, " via %s",
			   platdev_of_format_path(irq->via, path,
						  sizeof(path)));
	if (irq->nexus)
		append(buf, len, n, " nexus %s",
		       platdev_of_format_path(irq->nexus, path, sizeof(path)));
	return buf;
}

/* One decoded interrupt's fields, after its "index" and "name". */
static void json_decoded_irq(struct json_writer *w,
			     const struct platdev_of_irq *irq, int err)
{
	int i;

	inspect_json_node_path(w, "controller", irq->spec.np);
	json_key(w, "cells");
	json_begin_array(w);
	for (i = 0; i < irq->spec.args_count; i++)
		json_uint(w, irq->spec.args[i]);
	json_end_array(w);
	json_key_string(w, "kind", irq->decoded ? irq->kind : NULL);
	json_key(w, "number");
	if (irq->decoded && irq->kind)
		json_uint(w, irq->number);
	else
		json_null(w);
	json_key(w, "hwirq");
	if (irq->decoded)
		json_uint(w, irq->hwirq);
	else
		json_null(w);
	json_key_string(w, "trigger",
			irq->decoded ? platdev_irq_trigger_name(irq->type) :
				       NULL);
	inspect_json_node_path(w, "partition", irq->partition);
	inspect_json_node_path(w, "via", irq->via);
	inspect_json_node_path(w, "nexus", irq->nexus);
	json_key_bool(w, "generic", irq->decoded && irq->generic);
	json_key_string(w, "note", irq->decoded ? irq->note : NULL);
	json_key_string(w, "error",
			err == -EINVAL	   ? "not valid for the controller" :
			err == -EOPNOTSUPP ? "binding not decoded" :
					     NULL);
}

void inspect_json_interrupts(struct json_writer *w, struct device_node *np)
{
	struct platdev_of_irq irq;
	const char *name;
	char err[32];
	int described = np ? inspect_irq_described(np) : 0;
	int i, ret, n = np ? of_irq_count(np) : 0;

	if (described > n)
		n = described;
	json_key(w, "interrupts");
	json_begin_array(w);
	for (i = 0; i < n; i++) {
		ret = platdev_of_irq_parse(np, i, &irq);
		json_begin_object(w);
		json_key_uint(w, "index", (unsigned int)i);
		if (of_property_read_string_index(np, "interrupt-names", i,
						  &name))
			name = NULL;
		json_key_string(w, "name", name);
		if (irq.spec.np) {
			json_decoded_irq(w, &irq, ret);
		} else {
			json_key_string(w, "controller", NULL);
			json_key_string(w, "error",
					inspect_errname(ret, err, sizeof(err)));
		}
		platdev_of_irq_put(&irq);
		json_end_object(w);
	}
	json_end_array(w);
}
