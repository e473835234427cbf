// SPDX-License-Identifier: MIT
/*
 * hostile_fdt.c - hostile device trees made with libfdt's sequential-write
 * API; see hostile_fdt.h.
 */
#include <libfdt.h>
#include <stdio.h>
#include <stdlib.h>

#include "hostile_fdt.h"

/* Bytes a tree of @nodes nodes with a few properties each may need. */
static size_t room_for(size_t nodes)
{
	return 4096 + nodes * 256;
}

/* Start a blob with a root of 1 address cell and 1 size cell. */
static void *begin(size_t room)
{
	void *fdt = malloc(room);

	if (!fdt)
		return NULL;
	if (fdt_create(fdt, (int)room) || fdt_finish_reservemap(fdt) ||
	    fdt_begin_node(fdt, "") ||
	    fdt_property_u32(fdt, "#address-cells", 1) ||
	    fdt_property_u32(fdt, "#size-cells", 1)) {
		free(fdt);
		return NULL;
	}
	return fdt;
}

/* Close the root and the blob; free it on any error. */
static void *finish(void *fdt, int err, size_t *size)
{
	if (!err)
		err = fdt_end_node(fdt);
	if (!err)
		err = fdt_finish(fdt);
	if (err) {
		fprintf(stderr, "hostile_fdt: %s\n", fdt_strerror(err));
		free(fdt);
		return NULL;
	}
	*size = fdt_totalsize(fdt);
	return fdt;
}

/* A "simple-bus" node's own properties: cells, and reg/ranges if asked. */
static int bus_props(void *fdt, int with_reg, uint32_t addr, int with_ranges)
{
	fdt32_t reg[2] = { cpu_to_fdt32(addr), cpu_to_fdt32(0x10) };
	int err = fdt_property_string(fdt, "compatible", "simple-bus");

	if (!err)
		err = fdt_property_u32(fdt, "#address-cells", 1);
	if (!err)
		err = fdt_property_u32(fdt, "#size-cells", 1);
	if (!err && with_reg)
		err = fdt_property(fdt, "reg", reg, sizeof(reg));
	if (!err && with_ranges)
		err = fdt_property(fdt, "ranges", NULL, 0);
	return err;
}

void *hostile_chain(unsigned int depth, enum hostile_chain_kind kind,
		    size_t *size)
{
	void *fdt = begin(room_for(depth));
	unsigned int i;
	char name[24];
	int err = 0;

	if (!fdt)
		return NULL;
	for (i = 0; i < depth && !err; i++) {
		snprintf(name, sizeof(name), "b%u", i);
		err = fdt_begin_node(fdt, name);
		if (!err)
			err = bus_props(
				fdt, kind != HOSTILE_CHAIN_PLAIN, 0x10 * i,
				kind == HOSTILE_CHAIN_RANGES ||
					(kind == HOSTILE_CHAIN_BROKEN_RANGES &&
					 i > 0));
	}
	for (i = 0; i < depth && !err; i++)
		err = fdt_end_node(fdt);
	return finish(fdt, err, size);
}

void *hostile_siblings(unsigned int count, size_t *size)
{
	void *fdt = begin(room_for(count));
	unsigned int i;
	char name[24];
	int err = 0;

	if (!fdt)
		return NULL;
	for (i = 0; i < count && !err; i++) {
		snprintf(name, sizeof(name), "d%u", i);
		err = fdt_begin_node(fdt, name);
		if (!err)
			err = bus_props(fdt, 1, 0x1000 * i, 0);
		if (!err)
			err = fdt_end_node(fdt);
	}
	return finish(fdt, err, size);
}

void *hostile_cells(uint32_t address_cells, uint32_t size_cells,
		    uint32_t interrupt_cells, size_t *size)
{
	static const fdt32_t four[4] = { 0, 0, 0, 0 };
	void *fdt = begin(room_for(4));
	int err;

	if (!fdt)
		return NULL;
	err = fdt_begin_node(fdt, "intc");
	if (!err)
		err = fdt_property(fdt, "interrupt-controller", NULL, 0);
	if (!err)
		err = fdt_property_u32(fdt, "#interrupt-cells",
				       interrupt_cells);
	if (!err)
		err = fdt_property_u32(fdt, "phandle", 1);
	if (!err)
		err = fdt_end_node(fdt);
	if (!err)
		err = fdt_begin_node(fdt, "bus");
	if (!err)
		err = fdt_property_string(fdt, "compatible", "simple-bus");
	if (!err)
		err = fdt_property_u32(fdt, "#address-cells", address_cells);
	if (!err)
		err = fdt_property_u32(fdt, "#size-cells", size_cells);
	if (!err)
		err = fdt_property(fdt, "ranges", NULL, 0);
	if (!err)
		err = fdt_begin_node(fdt, "dev@0");
	if (!err)
		err = fdt_property_string(fdt, "compatible", "test,hostile");
	if (!err)
		err = fdt_property(fdt, "reg", four, sizeof(four));
	if (!err)
		err = fdt_property_u32(fdt, "interrupt-parent", 1);
	if (!err)
		err = fdt_property(fdt, "interrupts", four, sizeof(four));
	if (!err)
		err = fdt_end_node(fdt);
	if (!err)
		err = fdt_end_node(fdt);
	return finish(fdt, err, size);
}
