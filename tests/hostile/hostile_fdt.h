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
};

/**
 * hostile_chain() - a tree of @depth nested "simple-bus" nodes b0, b1, ...
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

#endif /* _PLATDEV_HOSTILE_FDT_H */
