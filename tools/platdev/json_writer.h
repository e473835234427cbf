/* SPDX-License-Identifier: MIT */
/*
 * json_writer.h - the one JSON writer every command's --json output goes
 * through: it places the commas, escapes the strings and opens every
 * document with its "schema_version" (docs/json-schema.md), so no printer
 * spells out JSON punctuation itself.
 *
 * Members are separated by ", " and keys followed by ": "; an array begun
 * with json_begin_list() puts each element on a line of its own, so a
 * listing of hundreds of devices stays readable and line-diffable.
 */
#ifndef _PLATDEV_TOOLS_JSON_WRITER_H
#define _PLATDEV_TOOLS_JSON_WRITER_H

#include <stdbool.h>
#include <stdio.h>

#include <linux/types.h>

/* The version of docs/json-schema.md the documents follow. */
#define PLATDEV_JSON_SCHEMA_VERSION 2

/**
 * struct json_writer - where a document goes, and where in it we are
 * @out: the stream
 * @first: nothing was written yet in the innermost open container
 * @lines: the innermost open container puts its elements on their own lines
 * @after_key: a key was written; its value needs no separator
 * @depth: how many containers are open
 * @lines: bit N set: the container open at level N is a json_begin_list()
 *
 * The state needs no stack: after a container closes, its parent holds at
 * least that container, so the next element always needs a comma. Only
 * whether a list's elements go on lines of their own is kept per level,
 * and only for the lowest levels (deeper lists are written inline).
 */
struct json_writer {
	FILE *out;
	bool first;
	bool after_key;
	unsigned int depth;
	unsigned long lines;
};

/**
 * json_begin_document() - start a document: an object whose first members
 * are "schema_version" and "command"
 * @w: the writer, set up here
 * @out: where to write
 * @command: the command that writes it ("devices", "why", ...)
 */
void json_begin_document(struct json_writer *w, FILE *out, const char *command);

/** json_end_document() - close the document's object and end the line */
void json_end_document(struct json_writer *w);

/** json_key() - the key of the next member of the open object */
void json_key(struct json_writer *w, const char *key);

/** json_begin_object() - open an object (a value, or an array element) */
void json_begin_object(struct json_writer *w);
/** json_end_object() - close the innermost object */
void json_end_object(struct json_writer *w);
/** json_begin_array() - open an array written on one line */
void json_begin_array(struct json_writer *w);
/** json_begin_list() - open an array whose elements go on their own lines */
void json_begin_list(struct json_writer *w);
/** json_end_array() - close the innermost array or list */
void json_end_array(struct json_writer *w);

/** json_string() - @s as a JSON string, escaped; NULL writes null */
void json_string(struct json_writer *w, const char *s);
/** json_int() - a signed integer */
void json_int(struct json_writer *w, long long v);
/** json_uint() - an unsigned integer */
void json_uint(struct json_writer *w, unsigned long long v);
/** json_hex() - @v as a string "0x..." (addresses exceed a double's 53 bits) */
void json_hex(struct json_writer *w, u64 v);
/** json_ms() - nanoseconds @ns as milliseconds with three decimals */
void json_ms(struct json_writer *w, u64 ns);
/** json_bool() - true or false */
void json_bool(struct json_writer *w, bool v);
/** json_null() - null */
void json_null(struct json_writer *w);

/**
 * json_raw() - start a value the caller writes to @w->out itself (already
 * valid JSON, e.g. from platdev_type_write_json())
 * @w: the writer
 *
 * Return: the stream to write the value to.
 */
FILE *json_raw(struct json_writer *w);

/* key and value in one call, for the common members */
void json_key_string(struct json_writer *w, const char *key, const char *s);
void json_key_uint(struct json_writer *w, const char *key,
		   unsigned long long v);
void json_key_bool(struct json_writer *w, const char *key, bool v);

#endif /* _PLATDEV_TOOLS_JSON_WRITER_H */
