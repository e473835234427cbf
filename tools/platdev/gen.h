/* SPDX-License-Identifier: MIT */
/*
 * gen.h - "platdev gen": a board's device tree as a static C board file
 * (gen.c).
 */
#ifndef _PLATDEV_TOOLS_GEN_H
#define _PLATDEV_TOOLS_GEN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define GEN_MAX_ONLY 32
#define GEN_MAX_TYPES 16
#define GEN_MAX_PDATA 32
#define GEN_COMPAT_MAX 128

/* The profile the file is written for. */
enum gen_profile { GEN_FULL, GEN_MINIMAL, GEN_TINY };

/**
 * struct gen_options - what "platdev gen" was asked for
 * @board: the board file
 * @out: the C file to write, or NULL for stdout
 * @profile: the library profile the file is compiled against
 * @only: keep only the devices with one of these compatibles (none: all)
 * @nr_only: entries of @only
 * @reg_name: the registration function's name
 * @types: headers holding PLATDEV_TYPE_DEFINE()s (--types), included by
 *         the file as given
 * @nr_types: entries of @types
 * @pdata: "COMPAT=TAG": devices compatible with COMPAT get their
 *         properties as typed platform data of struct TAG (--pdata)
 * @nr_pdata: entries of @pdata
 */
struct gen_options {
	const char *board;
	const char *out;
	enum gen_profile profile;
	const char *only[GEN_MAX_ONLY];
	int nr_only;
	const char *reg_name;
	const char *types[GEN_MAX_TYPES];
	int nr_types;
	const char *pdata[GEN_MAX_PDATA];
	int nr_pdata;
};

/**
 * gen_profile_parse() - the profile named @name ("full", "minimal", "tiny")
 * @name: the name
 * @profile: set to it
 *
 * Return: 0, or -EINVAL for another name.
 */
int gen_profile_parse(const char *name, enum gen_profile *profile);

/**
 * gen_put_string() - @len bytes of @s as a C string literal
 * @out: where to write
 * @s: the bytes
 * @len: how many
 */
void gen_put_string(FILE *out, const char *s, size_t len);

/**
 * board_gen() - write the board file
 * @opts: what to write
 *
 * Return: 0, or 1 after one line on stderr (the board cannot be set up,
 * or has something the file cannot express, or the file cannot be
 * written).
 */
int board_gen(const struct gen_options *opts);

#endif /* _PLATDEV_TOOLS_GEN_H */
