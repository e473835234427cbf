// SPDX-License-Identifier: MIT
/*
 * hostile_fdt.c - hostile device trees made with libfdt's sequential-write
 * API; see hostile_fdt.h.
 */
#include <ctype.h>
#include <libfdt.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hostile_fdt.h"

/* Bytes a tree of @nodes nodes with a few properties each may need. */
static size_t room_for(size_t nodes)
{
	return 4096 + nodes * 256;
}

/*
 * Start a blob with a root of 1 address cell and 1 size cell; @flags for
 * fdt_create_with_flags() (FDT_CREATE_FLAG_NO_NAME_DEDUP: libfdt looks
 * each new property name up in the strings written so far, quadratic in
 * the number of distinct names, unless told not to).
 */
static void *begin_with(size_t room, uint32_t flags)
{
	void *fdt = malloc(room);

	if (!fdt)
		return NULL;
	if (fdt_create_with_flags(fdt, (int)room, flags) ||
	    fdt_finish_reservemap(fdt) || fdt_begin_node(fdt, "") ||
	    fdt_property_u32(fdt, "#address-cells", 1) ||
	    fdt_property_u32(fdt, "#size-cells", 1)) {
		free(fdt);
		return NULL;
	}
	return fdt;
}

static void *begin(size_t room)
{
	return begin_with(room, 0);
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
		if (kind == HOSTILE_CHAIN_NODES) {
			err = fdt_begin_node(fdt, "n");
			continue;
		}
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

void *hostile_supplier_props(unsigned int count, size_t *size)
{
	void *fdt = begin_with(room_for(count / 4 + 2),
			       FDT_CREATE_FLAG_NO_NAME_DEDUP);
	unsigned int i;
	char name[24];
	int err;

	if (!fdt)
		return NULL;
	err = fdt_begin_node(fdt, "clk");
	if (!err)
		err = fdt_property_string(fdt, "compatible", "test,supplier");
	if (!err)
		err = fdt_property_u32(fdt, "#clock-cells", 0);
	if (!err)
		err = fdt_property_u32(fdt, "phandle", 1);
	if (!err)
		err = fdt_end_node(fdt);
	if (!err)
		err = fdt_begin_node(fdt, "dev@0");
	if (!err)
		err = fdt_property_string(fdt, "compatible", "test,consumer");
	for (i = 0; i < count && !err; i++) {
		snprintf(name, sizeof(name), "s%u-supply", i);
		err = fdt_property_u32(fdt, name, 1);
	}
	if (!err)
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

/* A property of @n cells. */
static int prop_cells(void *fdt, const char *name, const uint32_t *cells,
		      unsigned int n)
{
	fdt32_t buf[8];
	unsigned int i;

	if (n > sizeof(buf) / sizeof(buf[0]))
		return -FDT_ERR_BADVALUE;
	for (i = 0; i < n; i++)
		buf[i] = cpu_to_fdt32(cells[i]);
	return fdt_property(fdt, name, buf, (int)(n * sizeof(buf[0])));
}

/* Open node "@name@@addr" with a compatible and a reg of 16 bytes. */
static int begin_device(void *fdt, const char *name, const char *compatible,
			uint32_t addr)
{
	uint32_t reg[2] = { addr, 0x10 };
	char full[48];
	int err;

	snprintf(full, sizeof(full), "%s@%x", name, addr);
	err = fdt_begin_node(fdt, full);
	if (!err)
		err = fdt_property_string(fdt, "compatible", compatible);
	if (!err)
		err = prop_cells(fdt, "reg", reg, 2);
	return err;
}

/* A device "dev" with interrupts @irq of the node of phandle 1. */
static int irq_user(void *fdt, const uint32_t *irq, unsigned int n)
{
	int err = fdt_begin_node(fdt, "dev");

	if (!err)
		err = fdt_property_string(fdt, "compatible", "test,irq-user");
	if (!err)
		err = fdt_property_u32(fdt, "interrupt-parent", 1);
	if (!err)
		err = prop_cells(fdt, "interrupts", irq, n);
	if (!err)
		err = fdt_end_node(fdt);
	return err;
}

void *hostile_irq_parent_loop(unsigned int length, size_t *size)
{
	static const uint32_t irq[2] = { 1, 2 };
	void *fdt = begin(room_for(length + 1));
	unsigned int i;
	int err = 0;

	if (!fdt)
		return NULL;
	for (i = 0; i < length && !err; i++) {
		err = begin_device(fdt, "p", "test,irq-loop", 0x1000 * i);
		if (!err)
			err = fdt_property_u32(fdt, "phandle", i + 1);
		if (!err)
			err = fdt_property_u32(fdt, "interrupt-parent",
					       (i + 1) % length + 1);
		if (!err)
			err = prop_cells(fdt, "interrupts", irq, 2);
		if (!err)
			err = fdt_end_node(fdt);
	}
	if (!err)
		err = irq_user(fdt, irq, 2);
	return finish(fdt, err, size);
}

void *hostile_irq_map_loop(unsigned int length, size_t *size)
{
	static const uint32_t one = 1;
	void *fdt = begin(room_for(length + 1));
	unsigned int i;
	int err = 0;

	if (!fdt)
		return NULL;
	for (i = 0; i < length && !err; i++) {
		uint32_t map[3] = { 1, (i + 1) % length + 1, 1 };
		uint32_t mask = 0xffffffff;

		err = begin_device(fdt, "m", "test,irq-nexus", 0x1000 * i);
		if (!err)
			err = fdt_property_u32(fdt, "phandle", i + 1);
		if (!err)
			err = fdt_property_u32(fdt, "#interrupt-cells", 1);
		if (!err)
			err = fdt_property_u32(fdt, "#address-cells", 0);
		if (!err)
			err = prop_cells(fdt, "interrupt-map-mask", &mask, 1);
		if (!err)
			err = prop_cells(fdt, "interrupt-map", map, 3);
		if (!err)
			err = fdt_end_node(fdt);
	}
	if (!err)
		err = irq_user(fdt, &one, 1);
	return finish(fdt, err, size);
}

void *hostile_compatible(unsigned int count, size_t *size)
{
	size_t len = 0, cap = (size_t)count * 24 + 1;
	char *list = malloc(cap);
	void *fdt = begin(room_for(4) + cap);
	uint32_t reg[2] = { 0, 0x10 };
	unsigned int i;
	int err;

	if (!fdt || !list) {
		free(fdt);
		free(list);
		return NULL;
	}
	for (i = 0; i < count; i++)
		len += (size_t)snprintf(list + len, cap - len, "vendor,dev-%u",
					i) +
		       1;
	err = fdt_begin_node(fdt, "dev@0");
	if (!err)
		err = fdt_property(fdt, "compatible", list, (int)len);
	if (!err)
		err = prop_cells(fdt, "reg", reg, 2);
	if (!err)
		err = fdt_end_node(fdt);
	free(list);
	return finish(fdt, err, size);
}

/* A property holding @s without its NUL. */
static int prop_unterminated(void *fdt, const char *name, const char *s)
{
	return fdt_property(fdt, name, s, (int)strlen(s));
}

void *hostile_unterminated(size_t *size)
{
	static const uint32_t irq[3] = { 0, 5, 4 };
	void *fdt = begin(room_for(8));
	int err;

	if (!fdt)
		return NULL;
	err = prop_unterminated(fdt, "model", "no terminator");
	/* a GIC that early init would pick by its compatible */
	if (!err)
		err = fdt_begin_node(fdt, "intc@1000");
	if (!err)
		err = prop_unterminated(fdt, "compatible", "arm,gic-400");
	if (!err)
		err = fdt_property(fdt, "interrupt-controller", NULL, 0);
	if (!err)
		err = fdt_property_u32(fdt, "#interrupt-cells", 3);
	if (!err)
		err = fdt_property_u32(fdt, "phandle", 1);
	if (!err)
		err = fdt_end_node(fdt);
	/* a bus of type "pci" (3 address cells on PCI) without the NUL */
	if (!err)
		err = fdt_begin_node(fdt, "bus");
	if (!err)
		err = prop_unterminated(fdt, "compatible", "simple-bus");
	if (!err)
		err = prop_unterminated(fdt, "device_type", "pci");
	if (!err)
		err = fdt_property_u32(fdt, "#address-cells", 1);
	if (!err)
		err = fdt_property_u32(fdt, "#size-cells", 1);
	if (!err)
		err = fdt_property(fdt, "ranges", NULL, 0);
	if (!err)
		err = begin_device(fdt, "dev", "test,named", 0x2000);
	if (!err)
		err = prop_unterminated(fdt, "status", "okay");
	if (!err)
		err = prop_unterminated(fdt, "reg-names", "regs");
	if (!err)
		err = fdt_property_u32(fdt, "interrupt-parent", 1);
	if (!err)
		err = prop_cells(fdt, "interrupts", irq, 3);
	if (!err)
		err = prop_unterminated(fdt, "interrupt-names", "tx");
	if (!err)
		err = prop_unterminated(fdt, "clock-names", "core");
	if (!err)
		err = fdt_end_node(fdt);
	/* compatible with no NUL at all, and a status of one byte */
	if (!err)
		err = fdt_begin_node(fdt, "dev@3000");
	if (!err)
		err = prop_unterminated(fdt, "compatible", "vendor,nul-less");
	if (!err)
		err = prop_unterminated(fdt, "status", "o");
	if (!err)
		err = fdt_end_node(fdt);
	if (!err)
		err = fdt_end_node(fdt);
	return finish(fdt, err, size);
}

/* A controller node of interrupts and clocks with phandle @ph. */
static int controller(void *fdt, const char *name, uint32_t addr, uint32_t ph)
{
	int err = begin_device(fdt, name, "test,controller", addr);

	if (!err)
		err = fdt_property(fdt, "interrupt-controller", NULL, 0);
	if (!err)
		err = fdt_property_u32(fdt, "#interrupt-cells", 1);
	if (!err)
		err = fdt_property_u32(fdt, "#clock-cells", 0);
	if (!err)
		err = fdt_property_u32(fdt, "phandle", ph);
	if (!err)
		err = fdt_end_node(fdt);
	return err;
}

/* A consumer of phandle @ph by every route. */
static int consumer(void *fdt, const char *name, uint32_t addr, uint32_t ph)
{
	uint32_t ext[4] = { ph, 1, ph, 2 };
	int err = begin_device(fdt, name, "test,consumer", addr);

	if (!err)
		err = fdt_property_u32(fdt, "interrupt-parent", ph);
	if (!err)
		err = fdt_property_u32(fdt, "interrupts", 3);
	if (!err)
		err = prop_cells(fdt, "interrupts-extended", ext, 4);
	if (!err)
		err = fdt_property_u32(fdt, "clocks", ph);
	if (!err)
		err = fdt_end_node(fdt);
	return err;
}

void *hostile_phandles(size_t *size)
{
	void *fdt = begin(room_for(8));
	int err;

	if (!fdt)
		return NULL;
	err = controller(fdt, "zero", 0x1000, 0);
	if (!err)
		err = controller(fdt, "dup", 0x2000, 5);
	if (!err)
		err = controller(fdt, "dup", 0x3000, 5);
	if (!err)
		err = controller(fdt, "minus-one", 0x4000, 0xffffffff);
	if (!err)
		err = consumer(fdt, "uses-zero", 0x5000, 0);
	if (!err)
		err = consumer(fdt, "uses-dup", 0x6000, 5);
	if (!err)
		err = consumer(fdt, "uses-minus-one", 0x7000, 0xffffffff);
	return finish(fdt, err, size);
}

void *hostile_supplier_ring(unsigned int count, size_t *size)
{
	void *fdt = begin(room_for(count));
	unsigned int i;
	int err = 0;

	if (!fdt)
		return NULL;
	for (i = 0; i < count && !err; i++) {
		err = begin_device(fdt, "c", "test,ring", 0x1000 * i);
		if (!err)
			err = fdt_property_u32(fdt, "#clock-cells", 0);
		if (!err)
			err = fdt_property_u32(fdt, "phandle", i + 1);
		if (!err)
			err = fdt_property_u32(fdt, "clocks",
					       (i + 1) % count + 1);
		if (!err)
			err = fdt_end_node(fdt);
	}
	return finish(fdt, err, size);
}

/* Open the fragment's "__overlay__" (or its mirror in __local_fixups__). */
static int begin_fragment(void *fdt, bool target)
{
	int err = fdt_begin_node(fdt, "fragment@0");

	if (!err && target)
		err = fdt_property_string(fdt, "target-path", "/");
	if (!err)
		err = fdt_begin_node(fdt, "__overlay__");
	return err;
}

#define OVERLAY_SIBLINGS_BASE 0x40000000u

void *hostile_overlay_siblings(unsigned int count, size_t *size)
{
	void *fdt = begin(room_for(2 * (size_t)count));
	uint32_t addr;
	unsigned int i;
	char name[24];
	int err;

	if (!fdt)
		return NULL;
	err = begin_fragment(fdt, true);
	for (i = 0; i < count && !err; i++) {
		err = begin_device(fdt, "ov", "test,ovl-dev",
				   OVERLAY_SIBLINGS_BASE + 0x100 * i);
		if (!err)
			err = fdt_property_u32(fdt, "#clock-cells", 0);
		if (!err)
			err = fdt_property_u32(fdt, "phandle", i + 1);
		if (!err && i)
			err = fdt_property_u32(fdt, "clocks", i);
		if (!err)
			err = fdt_end_node(fdt);
	}
	if (!err)
		err = fdt_end_node(fdt); /* __overlay__ */
	if (!err)
		err = fdt_end_node(fdt); /* fragment@0 */
	if (!err)
		err = fdt_begin_node(fdt, "__local_fixups__");
	if (!err)
		err = begin_fragment(fdt, false);
	for (i = 1; i < count && !err; i++) {
		addr = OVERLAY_SIBLINGS_BASE + 0x100 * i;
		snprintf(name, sizeof(name), "ov@%x", addr);
		err = fdt_begin_node(fdt, name);
		if (!err)
			err = fdt_property_u32(fdt, "clocks", 0);
		if (!err)
			err = fdt_end_node(fdt);
	}
	for (i = 0; i < 3 && !err; i++)
		err = fdt_end_node(fdt);
	return finish(fdt, err, size);
}

/* @s is a decimal number from 1 to 10,000,000: store it in @n. */
static bool count_of(const char *s, unsigned int *n)
{
	char *end;
	unsigned long v;

	if (*s < '1' || *s > '9')
		return false;
	v = strtoul(s, &end, 10);
	if (*end || v > 10000000)
		return false;
	*n = (unsigned int)v;
	return true;
}

/* "NA-NS-IC" in hexadecimal. */
static bool cells_of(const char *s, uint32_t v[3])
{
	unsigned long long x;
	char *end;
	int i;

	for (i = 0; i < 3; i++) {
		if (!isxdigit((unsigned char)*s))
			return false;
		x = strtoull(s, &end, 16);
		if (x > 0xffffffffull || *end != (i < 2 ? '-' : '\0'))
			return false;
		v[i] = (uint32_t)x;
		s = end + (i < 2);
	}
	return true;
}

void *hostile_truncated(size_t *size)
{
	void *fdt = hostile_phandles(size);

	if (fdt)
		*size /= 2;
	return fdt;
}

void *hostile_empty(size_t *size)
{
	*size = 0;
	return malloc(1);
}

void *hostile_by_name(const char *name, size_t *size)
{
	static const struct {
		const char *prefix;
		void *(*make)(unsigned int n, size_t *size);
	} counted[] = {
		{ "siblings-", hostile_siblings },
		{ "irq-parent-loop-", hostile_irq_parent_loop },
		{ "irq-map-loop-", hostile_irq_map_loop },
		{ "compatible-", hostile_compatible },
		{ "supplier-ring-", hostile_supplier_ring },
		{ "overlay-siblings-", hostile_overlay_siblings },
		{ "supplier-props-", hostile_supplier_props },
	};
	static const struct {
		const char *prefix;
		enum hostile_chain_kind kind;
	} chains[] = {
		{ "chain-", HOSTILE_CHAIN_PLAIN },
		{ "ranges-chain-", HOSTILE_CHAIN_RANGES },
		{ "broken-ranges-chain-", HOSTILE_CHAIN_BROKEN_RANGES },
		{ "node-chain-", HOSTILE_CHAIN_NODES },
	};
	unsigned int n;
	uint32_t v[3];
	size_t i, k;

	for (i = 0; i < sizeof(counted) / sizeof(counted[0]); i++) {
		k = strlen(counted[i].prefix);
		if (!strncmp(name, counted[i].prefix, k))
			return count_of(name + k, &n) ?
				       counted[i].make(n, size) :
				       NULL;
	}
	for (i = 0; i < sizeof(chains) / sizeof(chains[0]); i++) {
		k = strlen(chains[i].prefix);
		if (!strncmp(name, chains[i].prefix, k))
			return count_of(name + k, &n) ?
				       hostile_chain(n, chains[i].kind, size) :
				       NULL;
	}
	if (!strncmp(name, "cells-", 6))
		return cells_of(name + 6, v) ?
			       hostile_cells(v[0], v[1], v[2], size) :
			       NULL;
	if (!strcmp(name, "unterminated"))
		return hostile_unterminated(size);
	if (!strcmp(name, "phandles"))
		return hostile_phandles(size);
	if (!strcmp(name, "truncated"))
		return hostile_truncated(size);
	if (!strcmp(name, "empty"))
		return hostile_empty(size);
	return NULL;
}
