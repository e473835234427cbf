// SPDX-License-Identifier: MIT
/*
 * typed_format.c - print typed data field by field, from its type's
 * description (platdev/typed.h), so that no tool needs code per type.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <platdev/typed.h>

/*
 * Where a printer writes: a bounded buffer that truncates (@buf), or the
 * caller's sink (@sink). @json picks the notation of the values.
 */
struct text {
	char *buf;
	size_t len;
	size_t used;
	void (*sink)(void *ctx, const char *s);
	void *ctx;
	bool json;
};

static void put_str(struct text *t, const char *s)
{
	size_t n;

	if (t->sink) {
		t->sink(t->ctx, s);
		return;
	}
	if (t->used + 1 >= t->len)
		return;
	n = strlen(s);
	if (n > t->len - t->used - 1)
		n = t->len - t->used - 1;
	memcpy(t->buf + t->used, s, n);
	t->used += n;
	t->buf[t->used] = '\0';
}

/* Short formatted pieces: numbers, escapes. */
static void __printf(2, 3) put(struct text *t, const char *fmt, ...)
{
	char piece[32];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(piece, sizeof(piece), fmt, ap);
	va_end(ap);
	put_str(t, piece);
}

/* A one-bit bit-field: the one bit set in the field's template. */
static int flag_value(const struct platdev_field *field, const void *data,
		      u64 *value)
{
	const unsigned char *set = field->bit_template;
	const unsigned char *p = data;
	size_t i;

	for (i = 0; set && i < field->size; i++) {
		if (set[i]) {
			*value = (p[i] & set[i]) != 0;
			return 0;
		}
	}
	return -EINVAL;
}

int platdev_field_value(const struct platdev_field *field, const void *data,
			size_t index, u64 *value)
{
	const unsigned char *p;
	union {
		u8 u8;
		u16 u16;
		u32 u32;
		u64 u64;
	} v;

	if (!field || !data || !value || index >= field->count)
		return -EINVAL;
	if (field->kind == PLATDEV_FIELD_FLAG)
		return flag_value(field, data, value);
	if (field->kind != PLATDEV_FIELD_BOOL &&
	    field->kind != PLATDEV_FIELD_SIGNED &&
	    field->kind != PLATDEV_FIELD_UNSIGNED)
		return -EINVAL;
	p = (const unsigned char *)data + field->offset + index * field->size;
	switch (field->size) {
	case 1:
		memcpy(&v.u8, p, 1);
		*value = field->kind == PLATDEV_FIELD_SIGNED ? (u64)(s8)v.u8 : v.u8;
		return 0;
	case 2:
		memcpy(&v.u16, p, 2);
		*value = field->kind == PLATDEV_FIELD_SIGNED ? (u64)(s16)v.u16 :
							       v.u16;
		return 0;
	case 4:
		memcpy(&v.u32, p, 4);
		*value = field->kind == PLATDEV_FIELD_SIGNED ? (u64)(s32)v.u32 :
							       v.u32;
		return 0;
	case 8:
		memcpy(&v.u64, p, 8);
		*value = v.u64;
		return 0;
	default:
		return -EINVAL;
	}
}

/* A string of at most @max bytes, quoted, with what would break a line escaped. */
static void put_string(struct text *t, const char *s, size_t max)
{
	size_t i;

	put(t, "\"");
	for (i = 0; i < max && s[i]; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			put(t, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			put(t, t->json ? "\\u%04x" : "\\x%02x", c);
		else
			put(t, "%c", c);
	}
	put(t, "\"");
}

static void put_element(struct text *t, const struct platdev_field *f,
			const unsigned char *p, size_t index)
{
	const unsigned char *e = p + index * f->size;
	const void *ptr;
	u64 v;
	size_t i;

	switch (f->kind) {
	case PLATDEV_FIELD_BOOL:
	case PLATDEV_FIELD_SIGNED:
	case PLATDEV_FIELD_UNSIGNED:
	case PLATDEV_FIELD_FLAG:
		if (platdev_field_value(f, p - f->offset, index, &v)) {
			put_str(t, t->json ? "null" : "?");
		} else if (f->kind == PLATDEV_FIELD_BOOL) {
			put(t, "%s", v ? "true" : "false");
		} else if (f->kind == PLATDEV_FIELD_SIGNED) {
			put(t, "%lld", (long long)v);
		} else {
			put(t, "%llu", (unsigned long long)v);
		}
		return;
	case PLATDEV_FIELD_CSTRING:
		memcpy(&ptr, e, sizeof(ptr));
		if (ptr)
			put_string(t, ptr, (size_t)-1);
		else
			put_str(t, t->json ? "null" : "NULL");
		return;
	case PLATDEV_FIELD_POINTER:
		memcpy(&ptr, e, sizeof(ptr));
		if (t->json)
			put_str(t, ptr ? "\"(set)\"" : "null");
		else
			put_str(t, ptr ? "(set)" : "NULL");
		return;
	default:
		put_str(t, t->json ? "\"0x" : "0x");
		for (i = 0; i < f->size; i++)
			put(t, "%02x", e[i]);
		if (t->json)
			put_str(t, "\"");
		return;
	}
}

/* Every field of @data: "name=value" pairs, or a JSON object's members. */
static void put_fields(struct text *t, const struct platdev_type *type,
		       const void *data)
{
	size_t i, j;

	for (i = 0; i < type->nr_fields; i++) {
		const struct platdev_field *f = &type->fields[i];
		const unsigned char *p = (const unsigned char *)data + f->offset;

		if (t->json) {
			put_str(t, i ? ", \"" : "\"");
			put_str(t, f->name);
			put_str(t, "\": ");
		} else {
			put_str(t, " ");
			put_str(t, f->name);
			put_str(t, "=");
		}
		if (f->kind == PLATDEV_FIELD_CHARS) {
			put_string(t, (const char *)p, f->count);
			continue;
		}
		if (f->count != 1)
			put_str(t, "[");
		for (j = 0; j < f->count; j++) {
			if (j)
				put_str(t, t->json ? ", " : ",");
			put_element(t, f, p, j);
		}
		if (f->count != 1)
			put_str(t, "]");
	}
}

char *platdev_type_format(const struct platdev_type *type, const void *data,
			  char *buf, size_t len)
{
	struct text t = { .buf = buf, .len = len };

	if (!buf || !len)
		return NULL;
	buf[0] = '\0';
	if (!type || !data)
		return buf;
	put_str(&t, type->name);
	put_str(&t, ":");
	put_fields(&t, type, data);
	return buf;
}

void platdev_type_write_json(const struct platdev_type *type, const void *data,
			     void (*sink)(void *ctx, const char *s), void *ctx)
{
	struct text t = { .sink = sink, .ctx = ctx, .json = true };

	if (!sink)
		return;
	if (!type || !data) {
		put_str(&t, "null");
		return;
	}
	put_str(&t, "{");
	put_fields(&t, type, data);
	put_str(&t, "}");
}
