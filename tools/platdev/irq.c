// SPDX-License-Identifier: MIT
/*
 * irq.c - a device node's interrupts read statically from the device tree:
 * how many it describes, and each one as its controller's path, the
 * specifier cells, and the trigger type where the controller's binding is
 * known (GIC-style three cells, or the generic two cells).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "inspect.h"

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

static const char *trigger_name(u32 flags)
{
	switch (flags & 0xf) {
	case 0:
		return "type-none";
	case 1:
		return "edge-rising";
	case 2:
		return "edge-falling";
	case 3:
		return "edge-both";
	case 4:
		return "level-high";
	case 8:
		return "level-low";
	default:
		return NULL;
	}
}

/* "arm,gic-400", "arm,gic-v3", ... and "arm,cortex-a15-gic" and its kin */
static bool is_gic(const struct device_node *np)
{
	const char *compat;
	int i;

	for (i = 0;
	     !of_property_read_string_index(np, "compatible", i, &compat); i++)
		if (!strncmp(compat, "arm,gic", 7) ||
		    (!strncmp(compat, "arm,", 4) && strlen(compat) > 8 &&
		     !strcmp(compat + strlen(compat) - 4, "-gic")))
			return true;
	return false;
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

char *inspect_format_irq(const struct of_phandle_args *irq, char *buf,
			 size_t len)
{
	static const char *const gic_kinds[] = { "SPI", "PPI", "ESPI", "EPPI" };
	static const unsigned long gic_base[] = { 32, 16, 4096, 1056 };
	const char *type;
	u32 flags;
	size_t n;
	int i;

	platdev_of_format_path(irq->np, buf, len);
	n = append(buf, len, strlen(buf), " <");
	for (i = 0; i < irq->args_count; i++)
		n = append(buf, len, n, i ? " 0x%x" : "0x%x",
			   (unsigned int)irq->args[i]);
	n = append(buf, len, n, ">");

	if (irq->args_count == 3 && is_gic(irq->np)) {
		u32 kind = irq->args[0];

		if (kind < 4)
			n = append(buf, len, n, " %s %lu (hwirq %lu)",
				   gic_kinds[kind], (unsigned long)irq->args[1],
				   (unsigned long)irq->args[1] +
					   gic_base[kind]);
		flags = irq->args[2];
	} else if (irq->args_count == 2) {
		flags = irq->args[1];
	} else {
		return buf;
	}
	type = trigger_name(flags);
	if (type)
		append(buf, len, n, " %s", type);
	else
		append(buf, len, n, " flags 0x%x", (unsigned int)flags);
	return buf;
}
