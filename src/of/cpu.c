// SPDX-License-Identifier: MIT
/*
 * cpu.c - the CPU nodes under /cpus: walking them and reading their
 * hardware ids. In a file of its own, so a program that never looks at
 * CPUs links none of it.
 */
#include <string.h>

#include <linux/of.h>
#include <linux/of_address.h>

/* Whether @np is a CPU node: named "cpu" or of device_type "cpu". */
static bool is_cpu_node(const struct device_node *np)
{
	const char *type;

	if (of_node_name_eq(np, "cpu"))
		return true;
	return !of_property_read_string(np, "device_type", &type) &&
	       !strcmp(type, "cpu");
}

/* Whether @np's status is "fail" or "fail-<reason>". */
static bool failed(const struct device_node *np)
{
	const char *status;

	if (of_property_read_string(np, "status", &status))
		return false;
	return !strncmp(status, "fail", 4) &&
	       (status[4] == '\0' || status[4] == '-');
}

struct device_node *of_get_next_cpu_node(struct device_node *prev)
{
	struct device_node *parent, *np;

	parent = prev ? of_get_parent(prev) : of_find_node_by_path("/cpus");
	if (!parent) {
		of_node_put(prev);
		return NULL;
	}
	/* of_get_next_child() drops the reference to the node it moves from. */
	np = prev;
	while ((np = of_get_next_child(parent, np)))
		if (is_cpu_node(np) && !failed(np))
			break;
	of_node_put(parent);
	return np;
}

u64 of_get_cpu_hwid(struct device_node *cpun, unsigned int thread)
{
	const __be32 *cell;
	int ac, len;

	ac = of_n_addr_cells(cpun);
	cell = of_get_property(cpun, "reg", &len);
	if (!cell || ac <= 0 || len < 0 ||
	    (u64)sizeof(*cell) * (u64)ac * ((u64)thread + 1) > (u64)len)
		return ~0ULL;
	return of_read_number(cell + (size_t)ac * thread, ac);
}
