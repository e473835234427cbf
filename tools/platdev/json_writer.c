// SPDX-License-Identifier: MIT
/*
 * json_writer.c - commas, escapes and layout of the inspector's JSON
 * documents (json_writer.h).
 */
#include "inspect.h"
#include "json_writer.h"

#define LINE_LEVELS (8 * sizeof(unsigned long))

static bool level_is_list(const struct json_writer *w)
{
	return w->depth < LINE_LEVELS && (w->lines >> w->depth) & 1;
}

/* Before a value or a key: the separator the position needs. */
static void separate(struct json_writer *w)
{
	if (level_is_list(w))
		fputs(w->first ? "\n    " : ",\n    ", w->out);
	else if (!w->first)
		fputs(", ", w->out);
	w->first = false;
}

/* Before a value: a separator, unless it follows its key. */
static void before_value(struct json_writer *w)
{
	if (w->after_key)
		w->after_key = false;
	else
		separate(w);
}

void json_key(struct json_writer *w, const char *key)
{
	separate(w);
	w->after_key = true; /* (the key itself needs no second separator) */
	json_string(w, key);
	fputs(": ", w->out);
	w->after_key = true;
}

static void open_container(struct json_writer *w, char ch, bool list)
{
	before_value(w);
	fputc(ch, w->out);
	w->depth++;
	if (w->depth < LINE_LEVELS) {
		if (list)
			w->lines |= 1ul << w->depth;
		else
			w->lines &= ~(1ul << w->depth);
	}
	w->first = true;
}

static void close_container(struct json_writer *w, char ch)
{
	if (level_is_list(w) && !w->first)
		fputc('\n', w->out);
	fputc(ch, w->out);
	w->depth--;
	w->first = false;
}

void json_begin_object(struct json_writer *w)
{
	open_container(w, '{', false);
}

void json_end_object(struct json_writer *w)
{
	close_container(w, '}');
}

void json_begin_array(struct json_writer *w)
{
	open_container(w, '[', false);
}

void json_begin_list(struct json_writer *w)
{
	open_container(w, '[', true);
}

void json_end_array(struct json_writer *w)
{
	close_container(w, ']');
}

void json_begin_document(struct json_writer *w, FILE *out, const char *command)
{
	w->out = out;
	w->first = true;
	w->depth = 0;
	w->lines = 0;
	w->after_key = false;
	json_begin_object(w);
	json_key_uint(w, "schema_version", PLATDEV_JSON_SCHEMA_VERSION);
	json_key_string(w, "command", command);
}

void json_end_document(struct json_writer *w)
{
	json_end_object(w);
	fputc('\n', w->out);
}

void json_string(struct json_writer *w, const char *s)
{
	FILE *out = w->out;

	before_value(w);
	if (!s) {
		fputs("null", out);
		return;
	}
	fputc('"', out);
	for (; *s; s++) {
		unsigned char ch = (unsigned char)*s;

		if (ch == '"' || ch == '\\')
			fprintf(out, "\\%c", ch);
		else if (ch == '\n')
			fputs("\\n", out);
		else if (ch == '\t')
			fputs("\\t", out);
		else if (ch < 0x20 || ch == 0x7f)
			fprintf(out, "\\u%04x", ch);
		else
			fputc(ch, out);
	}
	fputc('"', out);
}

void json_int(struct json_writer *w, long long v)
{
	before_value(w);
	fprintf(w->out, "%lld", v);
}

void json_uint(struct json_writer *w, unsigned long long v)
{
	before_value(w);
	fprintf(w->out, "%llu", v);
}

void json_hex(struct json_writer *w, u64 v)
{
	before_value(w);
	fprintf(w->out, "\"0x%llx\"", (unsigned long long)v);
}

void json_ms(struct json_writer *w, u64 ns)
{
	before_value(w);
	fprintf(w->out, "%.3f", (double)ns / 1e6);
}

void json_bool(struct json_writer *w, bool v)
{
	before_value(w);
	fputs(v ? "true" : "false", w->out);
}

void json_null(struct json_writer *w)
{
	before_value(w);
	fputs("null", w->out);
}

FILE *json_raw(struct json_writer *w)
{
	before_value(w);
	return w->out;
}

void json_key_string(struct json_writer *w, const char *key, const char *s)
{
	json_key(w, key);
	json_string(w, s);
}

void json_key_uint(struct json_writer *w, const char *key, unsigned long long v)
{
	json_key(w, key);
	json_uint(w, v);
}

void json_key_bool(struct json_writer *w, const char *key, bool v)
{
	json_key(w, key);
	json_bool(w, v);
}

void inspect_json_string(FILE *out, const char *s)
{
	struct json_writer w = { .out = out, .first = true };

	json_string(&w, s);
}
