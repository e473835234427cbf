/* SPDX-License-Identifier: MIT */
/*
 * gen_types.h - the typed-data descriptions that `platdev gen --types`
 * reads from a board author's headers (gen_types.c): each
 * PLATDEV_TYPE_DEFINE() with its described fields, and, for a field a
 * property fills, the member's C type as its struct declares it.
 */
#ifndef _PLATDEV_TOOLS_GEN_TYPES_H
#define _PLATDEV_TOOLS_GEN_TYPES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#define GEN_NAME_MAX 64

/* The description macro a field was named with (platdev/typed.h). */
enum gen_field_macro {
	GEN_FIELD, /* PLATDEV_FIELD() */
	GEN_FIELD_ARRAY, /* PLATDEV_FIELD_ARRAY() */
	GEN_FIELD_STRING, /* PLATDEV_FIELD_STRING() */
	GEN_FIELD_FLAG, /* PLATDEV_FIELD_FLAG() */
};

/* What a member holds, as far as a property can fill it. */
enum gen_ckind {
	GEN_C_BOOL,
	GEN_C_INT,
	GEN_C_STRING_PTR, /* a pointer to char */
	GEN_C_OTHER, /* a pointer, struct, float, function pointer */
};

/**
 * struct gen_ctype - a member's declared type
 * @kind: what it holds (of one element, for an array)
 * @size: bytes of one element; 0 when the target decides (long, enum)
 * @sign: 1 signed, 0 unsigned, -1 when the target decides (char, enum)
 * @array: declared with a length
 * @count: that length when it is a number; 0 when it is not (a macro)
 * @text: the type as written, for messages
 */
struct gen_ctype {
	enum gen_ckind kind;
	int size;
	int sign;
	bool array;
	unsigned long count;
	char text[GEN_NAME_MAX];
};

/**
 * struct gen_field - a described field
 * @name: the member
 * @macro: how the description names it
 */
struct gen_field {
	char name[GEN_NAME_MAX];
	enum gen_field_macro macro;
};

/**
 * struct gen_type - one PLATDEV_TYPE_DEFINE()
 * @tag: the structure's tag
 * @file: the --types file that holds it
 * @fields: its described fields, in order
 * @nr_fields: how many
 */
struct gen_type {
	char tag[GEN_NAME_MAX];
	const char *file;
	struct gen_field *fields;
	size_t nr_fields;
};

struct gen_source;

/**
 * struct gen_types - what the --types files describe
 * @types: the descriptions, in the files' order
 * @nr_types: how many
 * @sources: every file read (the --types files and the headers they
 *           include with quotes), to find struct declarations in
 * @nr_sources: how many
 * @errors: where the one-line errors go; NULL: stderr
 */
struct gen_types {
	struct gen_type *types;
	size_t nr_types;
	struct gen_source *sources;
	size_t nr_sources;
	FILE *errors;
};

/**
 * gen_types_load() - read the descriptions of @files
 * @types: zeroed (but for @errors); filled
 * @files: the --types files
 * @nr: how many
 *
 * Return: 0, or 1 after one line on stderr (a file that cannot be read, a
 * description that cannot be, a type described twice); -ENOMEM.
 */
int gen_types_load(struct gen_types *types, const char *const *files, int nr);

/**
 * gen_types_find() - the description of struct @tag
 * @types: the descriptions
 * @tag: the tag
 *
 * Return: it, or NULL.
 */
const struct gen_type *gen_types_find(const struct gen_types *types,
				      const char *tag);

/**
 * gen_types_member() - the declared type of struct @type's @member
 * @types: the descriptions and their sources
 * @type: the struct
 * @member: one of its members
 * @ctype: set to the member's type
 *
 * Return: 0; -ENOENT when no source declares struct @type (or it has no
 * such member); -EINVAL when the declaration cannot be read.
 */
int gen_types_member(const struct gen_types *types, const struct gen_type *type,
		     const char *member, struct gen_ctype *ctype);

/** gen_types_free() - free what gen_types_load() allocated */
void gen_types_free(struct gen_types *types);

#endif /* _PLATDEV_TOOLS_GEN_TYPES_H */
