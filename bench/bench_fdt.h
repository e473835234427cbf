/* SPDX-License-Identifier: MIT */
/*
 * bench_fdt.h - the baseline the device-tree benchmarks measure against: a
 * bare libfdt walk that visits every node and every property of a blob, as
 * a consumer of libfdt alone would.
 */
#ifndef _PLATDEV_BENCH_FDT_H
#define _PLATDEV_BENCH_FDT_H

#include <libfdt.h>

/* Visit every node and property of @fdt; the sum keeps the reads live. */
static inline unsigned long libfdt_walk(const void *fdt)
{
	unsigned long acc = 0;
	int node, depth = 0;

	for (node = 0; node >= 0 && depth >= 0;
	     node = fdt_next_node(fdt, node, &depth)) {
		int prop, len;

		acc += (unsigned long)fdt_get_name(fdt, node, &len)[0] +
		       (unsigned long)len;
		fdt_for_each_property_offset(prop, fdt, node) {
			const char *name;

			fdt_getprop_by_offset(fdt, prop, &name, &len);
			acc += (unsigned long)len + (unsigned long)name[0];
		}
	}
	return acc;
}

#endif /* _PLATDEV_BENCH_FDT_H */
