/* SPDX-License-Identifier: MIT */
/*
 * gen_pdata.h - `platdev gen --pdata COMPAT=TAG`: typed platform data
 * converted from a device's properties at build time (gen_pdata.c).
 */
#ifndef _PLATDEV_TOOLS_GEN_PDATA_H
#define _PLATDEV_TOOLS_GEN_PDATA_H

#include <stdio.h>

#include <linux/types.h>

#include "gen.h"
#include "gen_types.h"

/* What the "first use" marks cover: fields past them are checked again. */
#define GEN_PDATA_MAX_TYPES 16
#define GEN_PDATA_MAX_FIELDS 64

struct device_node;
struct property;

/**
 * struct gen_pdata - the --pdata choices of one run
 * @board: the board's file, for messages
 * @types: the --types descriptions
 * @map: each --pdata: a compatible and its type
 * @nr_map: entries of @map
 * @seen: the fields whose member checks were written already
 */
struct gen_pdata {
	const char *board;
	const struct gen_types *types;
	struct {
		const char *compat;
		const struct gen_type *type;
	} map[GEN_MAX_PDATA];
	int nr_map;
	unsigned char seen[GEN_PDATA_MAX_TYPES * GEN_PDATA_MAX_FIELDS / 8];
};

/**
 * gen_pdata_type() - the type --pdata gives @np: that of its first
 * compatible that some --pdata names
 * @gp: the choices
 * @np: the device's node
 *
 * Return: the type, or NULL.
 */
const struct gen_type *gen_pdata_type(const struct gen_pdata *gp,
				      struct device_node *np);

/**
 * gen_prop_value() - value @i of @width bytes of @prop, as a tree holds it
 * (big-endian)
 * @prop: the property
 * @i: which value; the caller checks that it is in the property
 * @width: 1, 2, 4 or 8
 * @is_signed: sign-extend it from @width
 */
u64 gen_prop_value(const struct property *prop, int i, int width,
		   bool is_signed);

/**
 * gen_pdata_width() - the width a --pdata description gives @prop's values
 * @gp: the choices
 * @np: the node that holds it
 * @prop: one of its properties
 *
 * Return: 1, 2 or 8 (bytes) when @np's type has an integer field that
 * reads @prop at that width, so that the node's table types it so too;
 * else 0 (the bytes decide, as for any property).
 */
int gen_pdata_width(const struct gen_pdata *gp, struct device_node *np,
		    const struct property *prop);

/**
 * gen_pdata_put() - write device @d's data: the compiler's checks of what
 * gen read, then PLATDEV_GEN_PDATA(TAG, d<d>_pdata, ...)
 * @gp: the choices
 * @out: the board file
 * @np: the device's node
 * @type: its type
 * @d: the device's index
 *
 * Return: 0; 1 after one line on stderr (a property its field cannot
 * take, a member gen cannot read); -ENOMEM.
 */
int gen_pdata_put(struct gen_pdata *gp, FILE *out, struct device_node *np,
		  const struct gen_type *type, size_t d);

#endif /* _PLATDEV_TOOLS_GEN_PDATA_H */
