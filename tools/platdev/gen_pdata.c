// SPDX-License-Identifier: MIT
/*
 * gen_pdata.c - `platdev gen --pdata COMPAT=TAG`: a device's properties
 * converted to struct TAG at build time (gen_pdata.h), by the rules of
 * platdev_type_read_properties() (src/platform/typed_properties.c), so
 * that the board file's constant data equals what that call reads from
 * the same node at run time (tests/gen checks both).
 *
 * Where gen knows a member's size and sign, it checks the value itself
 * and refuses in one line; where the target decides them (long, enum,
 * char, an array's length given by a macro) it writes a
 * PLATDEV_GEN_CHECK_*() that the compiler checks (platdev/gen.h).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <platdev/typed.h>

#include "gen_pdata.h"

/* The widest property name a field maps to (as the runtime reader). */
#define PROP_NAME_MAX 96

/* The kind bits of PLATDEV_GEN_CHECK_*(), as C text. */
static const char *kind_bits(const struct gen_ctype *ct)
{
	switch (ct->kind) {
	case GEN_C_BOOL:
		return "1u << PLATDEV_FIELD_BOOL";
	case GEN_C_STRING_PTR:
		return "1u << PLATDEV_FIELD_CSTRING";
	default:
		if (ct->sign < 0 || !ct->size)
			return "PLATDEV_GEN_INTEGER";
		return ct->sign ? "1u << PLATDEV_FIELD_SIGNED" :
				  "1u << PLATDEV_FIELD_UNSIGNED";
	}
}

/* Whether the property is one or more NUL-terminated strings. */
static bool is_string_list(const struct property *prop)
{
	return prop->length > 0 &&
	       !((const char *)prop->value)[prop->length - 1];
}

u64 gen_prop_value(const struct property *prop, int i, int width,
		   bool is_signed)
{
	const unsigned char *b = (const unsigned char *)prop->value + i * width;
	u64 v = 0;
	int k;

	for (k = 0; k < width; k++)
		v = v << 8 | b[k];
	if (is_signed && width < 8 && (v >> (8 * width - 1)) & 1)
		v |= ~0ULL << (8 * width);
	return v;
}

/* @v as a C constant, in decimal as a .dts writes it. */
static void put_value(FILE *out, u64 v, bool is_signed)
{
	s64 s = (s64)v;

	if (is_signed && s == INT64_MIN)
		fprintf(out, "(-0x7fffffffffffffffLL - 1)");
	else if (is_signed)
		fprintf(out, "%lld%s", (long long)s,
			s < INT32_MIN || s > INT32_MAX ? "LL" : "");
	else
		fprintf(out, "%llu%s", (unsigned long long)v,
			v > UINT32_MAX ? "ULL" :
			v > INT32_MAX  ? "u" :
					 "");
}

/* The property field @name reads on @np (see the runtime reader). */
static struct property *find_property(struct device_node *np, const char *field,
				      char *name)
{
	const char *compat = NULL, *comma;
	struct property *prop;
	size_t len = strlen(field), i, v;

	if (len + 1 >= PROP_NAME_MAX)
		return NULL;
	for (i = 0; i <= len; i++)
		name[i] = field[i] == '_' ? '-' : field[i];
	prop = of_find_property(np, name, NULL);
	if (prop)
		return prop;
	if (of_property_read_string(np, "compatible", &compat))
		return NULL;
	comma = strchr(compat, ',');
	v = comma ? (size_t)(comma - compat) : 0;
	if (!v || v + 1 + len >= PROP_NAME_MAX)
		return NULL;
	memmove(name + v + 1, name, len + 1);
	memcpy(name, compat, v);
	name[v] = ',';
	return of_find_property(np, name, NULL);
}

/* What one field's conversion needs. */
struct field_ctx {
	struct gen_pdata *gp;
	const struct gen_type *type;
	const struct gen_field *field;
	struct device_node *np;
	const struct property *prop;
	const char *name; /* the property's */
	struct gen_ctype ct; /* the member's, where it was read */
	FILE *checks, *inits; /* where the checks and the designators go */
	bool first_use; /* the type's first device that sets it */
};

/* One line: the property cannot be the field, because @why. */
static int refuse(const struct field_ctx *fc, const char *why)
{
	char path[256];

	fprintf(stderr,
		"platdev: gen: %s: property %s of %s cannot be struct %s's %s (%s)\n",
		fc->gp->board, fc->name,
		platdev_of_format_path(fc->np, path, sizeof(path)),
		fc->type->tag, fc->field->name, why);
	return 1;
}

/* The member's declared type, which this field needs. */
static int read_member(struct field_ctx *fc)
{
	int ret = gen_types_member(fc->gp->types, fc->type, fc->field->name,
				   &fc->ct);

	if (ret == -ENOENT) {
		fprintf(stderr,
			"platdev: gen: %s: struct %s with a member %s is not declared in the --types files or the headers they include\n",
			fc->gp->board, fc->type->tag, fc->field->name);
		return 1;
	}
	return ret ? refuse(fc, "its declaration cannot be read") : 0;
}

static int put_scalar(struct field_ctx *fc)
{
	const struct gen_ctype *ct = &fc->ct;
	int len = fc->prop->length;
	char why[160];
	bool is_signed = ct->sign > 0;
	u64 v;

	switch (ct->kind) {
	case GEN_C_BOOL:
		fprintf(fc->inits, "\t.%s = true,\n", fc->field->name);
		break;
	case GEN_C_STRING_PTR:
		if (!is_string_list(fc->prop))
			return refuse(fc, "it is not a string");
		fprintf(fc->inits, "\t.%s = ", fc->field->name);
		gen_put_string(fc->inits, fc->prop->value,
			       strlen(fc->prop->value));
		fprintf(fc->inits, ",\n");
		break;
	case GEN_C_INT:
		if (len != 1 && len != 2 && len != 4 && len != 8)
			return refuse(
				fc,
				"it is not one value of 8, 16, 32 or 64 bits");
		v = gen_prop_value(fc->prop, 0, len, is_signed);
		if (ct->size && ct->sign >= 0 &&
		    !platdev_value_fits(v, (size_t)ct->size, is_signed)) {
			snprintf(why, sizeof(why), "it does not fit a %s",
				 ct->text);
			return refuse(fc, why);
		}
		fprintf(fc->inits, "\t.%s = ", fc->field->name);
		put_value(fc->inits, v, is_signed);
		fprintf(fc->inits, ",\n");
		if (!ct->size || ct->sign < 0) {
			fprintf(fc->checks, "PLATDEV_GEN_CHECK_FITS(%s, %s, ",
				fc->type->tag, fc->field->name);
			put_value(fc->checks, v, is_signed);
			fprintf(fc->checks, ");\n");
		}
		break;
	default:
		snprintf(why, sizeof(why), "a %s is not read from properties",
			 ct->text);
		return refuse(fc, why);
	}
	if (fc->first_use)
		fprintf(fc->checks,
			"PLATDEV_GEN_CHECK_FIELD(%s, %s, %s, %d);\n",
			fc->type->tag, fc->field->name, kind_bits(ct),
			ct->size);
	return 0;
}

static int put_array(struct field_ctx *fc)
{
	const struct gen_ctype *ct = &fc->ct;
	const char *s, *end;
	char why[160];
	int n, i;

	if (!ct->array)
		return refuse(
			fc, "it is described as an array but not declared one");
	if (ct->kind == GEN_C_STRING_PTR) {
		if (!is_string_list(fc->prop))
			return refuse(fc, "it is not a list of strings");
		s = fc->prop->value;
		end = s + fc->prop->length;
		n = 0;
		for (; s < end; s += strlen(s) + 1)
			n++;
		if (ct->count && (unsigned long)n > ct->count)
			return refuse(fc,
				      "it holds more strings than the array");
		fprintf(fc->inits, "\t.%s = {", fc->field->name);
		for (s = fc->prop->value; s < end; s += strlen(s) + 1) {
			fputc(' ', fc->inits);
			gen_put_string(fc->inits, s, strlen(s));
			fputc(',', fc->inits);
		}
		fprintf(fc->inits, " },\n");
		fprintf(fc->checks,
			"PLATDEV_GEN_CHECK_ELEMENTS(%s, %s, %s, sizeof(char *), %d);\n",
			fc->type->tag, fc->field->name, kind_bits(ct), n);
		return 0;
	}
	if (ct->kind != GEN_C_INT) {
		snprintf(why, sizeof(why),
			 "an array of %s is not read from properties",
			 ct->text);
		return refuse(fc, why);
	}
	if (!ct->size) {
		snprintf(
			why, sizeof(why),
			"the size of a %s depends on the target: use a fixed-width type",
			ct->text);
		return refuse(fc, why);
	}
	if (fc->prop->length <= 0 || fc->prop->length % ct->size) {
		snprintf(why, sizeof(why), "it is not a list of %d-bit values",
			 8 * ct->size);
		return refuse(fc, why);
	}
	n = fc->prop->length / ct->size;
	if (ct->count && (unsigned long)n > ct->count)
		return refuse(fc, "it holds more values than the array");
	fprintf(fc->inits, "\t.%s = {", fc->field->name);
	for (i = 0; i < n; i++) {
		fprintf(fc->inits, "%s", i % 8 ? " " : "\n\t\t");
		if (ct->size == 1 && ct->sign <= 0)
			fprintf(fc->inits, "0x%02x",
				((const unsigned char *)fc->prop->value)[i]);
		else
			put_value(fc->inits,
				  gen_prop_value(fc->prop, i, ct->size,
						 ct->sign > 0),
				  ct->sign > 0);
		fputc(',', fc->inits);
	}
	fprintf(fc->inits, "\n\t},\n");
	fprintf(fc->checks, "PLATDEV_GEN_CHECK_ELEMENTS(%s, %s, %s, %d, %d);\n",
		fc->type->tag, fc->field->name, kind_bits(ct), ct->size, n);
	return 0;
}

static int put_chars(struct field_ctx *fc)
{
	size_t len;

	if (!is_string_list(fc->prop))
		return refuse(fc, "it is not a string");
	len = strlen(fc->prop->value);
	if (!gen_types_member(fc->gp->types, fc->type, fc->field->name,
			      &fc->ct) &&
	    fc->ct.count && len > fc->ct.count)
		return refuse(fc, "the string is longer than the array");
	fprintf(fc->inits, "\t.%s = ", fc->field->name);
	gen_put_string(fc->inits, fc->prop->value, strlen(fc->prop->value));
	fprintf(fc->inits, ",\n");
	fprintf(fc->checks, "PLATDEV_GEN_CHECK_CHARS(%s, %s, %zu);\n",
		fc->type->tag, fc->field->name, len);
	return 0;
}

/* One field whose property @np has. */
static int put_field(struct field_ctx *fc)
{
	int ret;

	switch (fc->field->macro) {
	case GEN_FIELD_FLAG:
		fprintf(fc->inits, "\t.%s = 1,\n", fc->field->name);
		return 0;
	case GEN_FIELD_STRING:
		return put_chars(fc);
	case GEN_FIELD_ARRAY:
		ret = read_member(fc);
		return ret ? ret : put_array(fc);
	default:
		ret = read_member(fc);
		return ret ? ret : put_scalar(fc);
	}
}

int gen_pdata_width(const struct gen_pdata *gp, struct device_node *np,
		    const struct property *prop)
{
	const struct gen_type *type = gen_pdata_type(gp, np);
	char name[PROP_NAME_MAX];
	struct gen_ctype ct;
	size_t f;

	for (f = 0; type && f < type->nr_fields; f++) {
		const struct gen_field *field = &type->fields[f];

		if (field->macro == GEN_FIELD_FLAG ||
		    field->macro == GEN_FIELD_STRING ||
		    find_property(np, field->name, name) != prop ||
		    gen_types_member(gp->types, type, field->name, &ct) ||
		    ct.kind != GEN_C_INT)
			continue;
		if (field->macro == GEN_FIELD)
			return prop->length == 1 || prop->length == 2 ||
					       prop->length == 8 ?
				       prop->length :
				       0;
		if (ct.size && prop->length % ct.size == 0)
			return ct.size;
	}
	return 0;
}

const struct gen_type *gen_pdata_type(const struct gen_pdata *gp,
				      struct device_node *np)
{
	const char *compat;
	int i, k;

	if (!gp->nr_map)
		return NULL; /* no --pdata: nothing to look up */
	for (i = 0;
	     !of_property_read_string_index(np, "compatible", i, &compat); i++)
		for (k = 0; k < gp->nr_map; k++)
			if (!strcmp(gp->map[k].compat, compat))
				return gp->map[k].type;
	return NULL;
}

/* Whether field @f of @type was set on an earlier device (and mark it). */
static bool seen_before(struct gen_pdata *gp, const struct gen_type *type,
			size_t f)
{
	size_t t = (size_t)(type - gp->types->types);
	size_t bit = t * GEN_PDATA_MAX_FIELDS + f;

	if (f >= GEN_PDATA_MAX_FIELDS || t >= GEN_PDATA_MAX_TYPES)
		return false;
	if (gp->seen[bit / 8] & (1u << (bit % 8)))
		return true;
	gp->seen[bit / 8] |= (unsigned char)(1u << (bit % 8));
	return false;
}

int gen_pdata_put(struct gen_pdata *gp, FILE *out, struct device_node *np,
		  const struct gen_type *type, size_t d)
{
	char *checks = NULL, *inits = NULL, name[PROP_NAME_MAX], path[256];
	size_t checks_len = 0, inits_len = 0, f;
	struct field_ctx fc = { .gp = gp, .type = type, .np = np };
	int ret = 0;

	fc.checks = open_memstream(&checks, &checks_len);
	fc.inits = open_memstream(&inits, &inits_len);
	if (!fc.checks || !fc.inits) {
		ret = -ENOMEM;
		goto out;
	}
	for (f = 0; f < type->nr_fields && !ret; f++) {
		fc.field = &type->fields[f];
		fc.prop = find_property(np, fc.field->name, name);
		if (!fc.prop)
			continue;
		fc.name = name;
		fc.first_use = !seen_before(gp, type, f);
		ret = put_field(&fc);
	}
out:
	if (fc.checks)
		fclose(fc.checks);
	if (fc.inits)
		fclose(fc.inits);
	if (!ret) {
		fprintf(out, "\n/* struct %s from %s's properties */\n%s",
			type->tag,
			platdev_of_format_path(np, path, sizeof(path)), checks);
		fprintf(out, "PLATDEV_GEN_PDATA(%s, d%zu_pdata,\n%s);\n",
			type->tag, d, inits_len ? inits : "\t0\n");
	}
	free(checks);
	free(inits);
	return ret;
}
