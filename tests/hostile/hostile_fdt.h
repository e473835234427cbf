/* SPDX-License-Identifier: MIT */
/*
 * hostile_fdt.h - generators of hostile device trees, written with libfdt's
 * sequential-write API (dtc cannot compile trees thousands of levels deep).
 * The tests of tests/test_hostile.c and the benchmarks of bench/ build
 * their inputs with these.
 */
#ifndef _PLATDEV_HOSTILE_FDT_H
#define _PLATDEV_HOSTILE_FDT_H

#include <stddef.h>
#include <stdint.h>

/* What a chain's buses carry. */
enum hostile_chain_kind {
	HOSTILE_CHAIN_PLAIN, /* no reg, no ranges: nothing translates */
	HOSTILE_CHAIN_RANGES, /* empty ranges and a reg at every level */
	HOSTILE_CHAIN_BROKEN_RANGES, /* reg everywhere, ranges but at the top */
	HOSTILE_CHAIN_NODES, /* nodes "n" with no property: 12 bytes a level */
};

/**
 * hostile_chain() - a tree of @depth nested "simple-bus" nodes b0, b1, ...
 * (for HOSTILE_CHAIN_NODES, plain nodes all named "n", which populate
 * makes no device of)
 * @depth: how many levels
 * @kind: what each level carries (see enum hostile_chain_kind)
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_chain(unsigned int depth, enum hostile_chain_kind kind,
		    size_t *size);

/**
 * hostile_siblings() - a root with @count "simple-bus" children d0, d1, ...,
 * each with a reg of 16 bytes at 0x1000 * i
 * @count: how many
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_siblings(unsigned int count, size_t *size);

/**
 * hostile_cells() - a bus with the given #address-cells and #size-cells
 * holding one device "dev@0" with a reg of 4 cells and an interrupt
 * parent with the given #interrupt-cells and "interrupts" of 4 cells
 * @address_cells: the bus's #address-cells
 * @size_cells: the bus's #size-cells
 * @interrupt_cells: the interrupt controller's #interrupt-cells
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_cells(uint32_t address_cells, uint32_t size_cells,
		    uint32_t interrupt_cells, size_t *size);

/**
 * hostile_irq_parent_loop() - @length devices p0, p1, ... whose
 * "interrupt-parent" each names the next, the last the first (p0 names
 * itself when @length is 1); none has #interrupt-cells, so the walk for an
 * interrupt parent goes round the ring. Each has "interrupts" = <1 2>, and a
 * device "dev" uses p0 as its interrupt parent.
 * @length: the ring's length, at least 1
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_irq_parent_loop(unsigned int length, size_t *size);

/**
 * hostile_irq_map_loop() - @length interrupt nexus nodes m0, m1, ... whose
 * "interrupt-map" each sends interrupt 1 to the next, the last to the
 * first (m0 to itself when @length is 1); a device "dev" has interrupt 1
 * of m0.
 * @length: the ring's length, at least 1
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_irq_map_loop(unsigned int length, size_t *size);

/**
 * hostile_compatible() - a device "dev@0" whose "compatible" lists @count
 * strings "vendor,dev-0", "vendor,dev-1", ...
 * @count: how many strings
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_compatible(unsigned int count, size_t *size);

/**
 * hostile_unterminated() - string properties without their NUL:
 * "compatible", "status", "device_type" (of a bus), "reg-names",
 * "interrupt-names", "clock-names" and the root's "model", on devices
 * that have registers and interrupts, and an interrupt controller whose
 * "compatible" is a GIC's without the NUL
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_unterminated(size_t *size);

/**
 * hostile_phandles() - phandles that are zero (no phandle), duplicated
 * (two interrupt and clock controllers with phandle 5), and 0xffffffff
 * (-1, which dtc never gives), each used by consumers through
 * "interrupt-parent", "interrupts-extended" and "clocks"
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_phandles(size_t *size);

/**
 * hostile_truncated() - a whole blob (hostile_phandles()'s) cut to half its
 * size, so its header promises more than there is: every command must
 * refuse it
 * @size: set to the bytes to write (half the blob's)
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_truncated(size_t *size);

/**
 * hostile_empty() - an empty file: no blob (no magic), so the inspector
 * takes it for device-tree source, which dtc refuses
 * @size: set to 0
 *
 * Return: a buffer to free(), or NULL without memory.
 */
void *hostile_empty(size_t *size);

/**
 * hostile_supplier_ring() - @count devices c0, c1, ..., each a clock
 * provider (#clock-cells = <0>) whose "clocks" names the next, the last
 * the first: a cycle of device links through every device
 * @count: how many devices, at least 1
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_supplier_ring(unsigned int count, size_t *size);

/**
 * hostile_overlay_siblings() - an overlay whose one fragment (target-path
 * "/") adds @count devices "ov@ADDR" (compatible "test,ovl-dev", reg of
 * 16 bytes at 0x40000000 + 0x100 * i), each a clock provider with a
 * phandle of the overlay's own (i + 1) and, but the first, a consumer of
 * the one before ("clocks"), those uses listed in "__local_fixups__" as
 * dtc -@ lists them: a chain of device links through every device
 * @count: how many devices, at least 1
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_overlay_siblings(unsigned int count, size_t *size);

/**
 * hostile_supplier_props() - a device "clk" (#clock-cells = <0>, no
 * driver) and a device "dev@0" with @count supplier properties "s0-supply",
 * "s1-supply", ..., each the phandle of "clk": one device link to make,
 * @count times, from one node
 * @count: how many properties
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL without memory.
 */
void *hostile_supplier_props(unsigned int count, size_t *size);

/**
 * hostile_by_name() - the blob a name describes, for programs that take
 * names on their command line
 * @name: "chain-N", "ranges-chain-N", "broken-ranges-chain-N",
 *        "node-chain-N" (HOSTILE_CHAIN_NODES, 400,000 levels in 4.8 MB),
 *        "supplier-props-N",
 *        "siblings-N", "cells-NA-NS-IC" (hexadecimal u32s),
 *        "irq-parent-loop-N", "irq-map-loop-N", "compatible-N",
 *        "unterminated", "phandles", "supplier-ring-N" or
 *        "overlay-siblings-N"
 *        (N decimal, 1 to 10,000,000)
 * @size: set to the blob's size
 *
 * Return: the blob (free() it), or NULL for a name it does not know or
 * without memory.
 */
void *hostile_by_name(const char *name, size_t *size);

#endif /* _PLATDEV_HOSTILE_FDT_H */
