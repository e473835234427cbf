// SPDX-License-Identifier: MIT
/*
 * gen_types.c - the typed-data descriptions of `platdev gen --types`
 * (gen_types.h), read from C headers without a compiler.
 *
 * A header is split into tokens (comments dropped, preprocessor lines
 * skipped but for the quoted #includes, which are read too, relative to
 * the including file). Each PLATDEV_TYPE_DEFINE(tag, PLATDEV_FIELD*(tag,
 * member), ...) gives a type and its fields; only the described fields are
 * filled from properties. What a member holds comes from its declaration
 * in "struct tag { ... }", read for the fields a property fills: a
 * fixed-width integer, a bool, a pointer to char, or an array of those.
 * Gen's reading is checked again by the compiler (PLATDEV_GEN_CHECK_*() in
 * the board file), so a declaration read wrong breaks the build, not the
 * data.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "array.h"
#include "gen_types.h"

/* The largest header read, and how deep quoted includes are followed. */
#define GEN_SOURCE_MAX (4u << 20)
#define GEN_INCLUDE_DEPTH 8

enum tok_kind { T_IDENT, T_NUMBER, T_STRING, T_PUNCT };

struct token {
	enum tok_kind kind;
	const char *s;
	size_t len;
};

/* One file read: its text and its tokens. */
struct gen_source {
	char *path;
	char *text;
	struct token *tok;
	size_t nr_tok, cap_tok;
};

static bool is_ident_start(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool is_ident_char(char c)
{
	return is_ident_start(c) || (c >= '0' && c <= '9');
}

static bool tok_is(const struct token *t, const char *s)
{
	return t->len == strlen(s) && !memcmp(t->s, s, t->len);
}

/* Where the one-line errors go. */
static FILE *errors_of(const struct gen_types *types)
{
	return types->errors ? types->errors : stderr;
}

/* The file's text, NUL-terminated; NULL after one line on stderr. */
static char *read_text(const struct gen_types *types, const char *path)
{
	struct stat st;
	char *text;
	FILE *f;
	size_t n;

	if (stat(path, &st)) {
		fprintf(errors_of(types), "platdev: gen: --types %s: %s\n",
			path, strerror(errno));
		return NULL;
	}
	if (!S_ISREG(st.st_mode) || (size_t)st.st_size > GEN_SOURCE_MAX) {
		fprintf(errors_of(types), "platdev: gen: --types %s: %s\n",
			path,
			S_ISREG(st.st_mode) ? "larger than 4 MiB" :
					      "not a regular file");
		return NULL;
	}
	f = fopen(path, "r");
	text = f ? malloc((size_t)st.st_size + 1) : NULL;
	n = text ? fread(text, 1, (size_t)st.st_size, f) : 0;
	if (!text || n != (size_t)st.st_size) {
		fprintf(errors_of(types), "platdev: gen: --types %s: %s\n",
			path, f && text ? "cannot be read" : strerror(errno));
		free(text);
		if (f)
			fclose(f);
		return NULL;
	}
	fclose(f);
	text[n] = '\0';
	return text;
}

/* Past the end of the preprocessor line at @p (continuations joined). */
static const char *skip_directive(const char *p)
{
	while (*p && *p != '\n') {
		if (*p == '\\' && p[1] == '\n')
			p++;
		p++;
	}
	return p;
}

/* The quoted file of "#include "x"" at @p (after '#'), or NULL. */
static const char *include_of(const char *p, size_t *len)
{
	const char *end;

	while (*p == ' ' || *p == '\t')
		p++;
	if (strncmp(p, "include", 7))
		return NULL;
	p += 7;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p != '"')
		return NULL;
	end = strchr(p + 1, '"');
	if (!end || memchr(p + 1, '\n', (size_t)(end - p - 1)))
		return NULL;
	*len = (size_t)(end - p - 1);
	return p + 1;
}

static int add_source(struct gen_types *types, const char *path, int depth);

/* The path of @name included from @from: in @from's folder. */
static char *relative_to(const char *from, const char *name, size_t len)
{
	const char *slash = strrchr(from, '/');
	size_t dir = slash && name[0] != '/' ? (size_t)(slash - from) + 1 : 0;
	char *path = malloc(dir + len + 1);

	if (path) {
		memcpy(path, from, dir);
		memcpy(path + dir, name, len);
		path[dir + len] = '\0';
	}
	return path;
}

/* Split @src into tokens, reading its quoted includes as it goes. */
static int tokenize(struct gen_types *types, size_t index, int depth)
{
	const char *p = types->sources[index].text;
	bool line_start = true;

	while (*p) {
		struct token t = { .s = p };
		struct gen_source *src;

		if (*p == '\n') {
			line_start = true;
			p++;
			continue;
		}
		if (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\f' ||
		    *p == '\v' || (*p == '\\' && p[1] == '\n')) {
			p += *p == '\\' ? 2 : 1;
			continue;
		}
		if (p[0] == '/' && p[1] == '*') {
			const char *end = strstr(p + 2, "*/");

			p = end ? end + 2 : p + strlen(p);
			continue;
		}
		if (p[0] == '/' && p[1] == '/') {
			p = skip_directive(p);
			continue;
		}
		if (*p == '#' && line_start) {
			size_t len;
			const char *inc = include_of(p + 1, &len);

			if (inc) {
				char *path = relative_to(
					types->sources[index].path, inc, len);
				int ret;

				if (!path)
					return -ENOMEM;
				ret = add_source(types, path, depth + 1);
				free(path);
				if (ret)
					return ret;
			}
			p = skip_directive(p);
			continue;
		}
		line_start = false;
		if (is_ident_start(*p)) {
			t.kind = T_IDENT;
			while (is_ident_char(*p))
				p++;
		} else if (*p >= '0' && *p <= '9') {
			t.kind = T_NUMBER;
			while (is_ident_char(*p))
				p++;
		} else if (*p == '"' || *p == '\'') {
			char q = *p++;

			t.kind = T_STRING;
			while (*p && *p != q && *p != '\n')
				p += *p == '\\' && p[1] ? 2 : 1;
			if (*p == q)
				p++;
		} else {
			t.kind = T_PUNCT;
			p++;
		}
		t.len = (size_t)(p - t.s);
		src = &types->sources[index];
		if (ARRAY_PUSH(src->tok, src->nr_tok, src->cap_tok, t))
			return -ENOMEM;
	}
	return 0;
}

/*
 * Read @path and, through its quoted includes, what it needs; a file read
 * already is not read again. Return: 0, 1 after a line, -ENOMEM.
 */
static int add_source(struct gen_types *types, const char *path, int depth)
{
	struct gen_source *grown;
	size_t i;

	for (i = 0; i < types->nr_sources; i++)
		if (!strcmp(types->sources[i].path, path))
			return 0;
	if (depth > GEN_INCLUDE_DEPTH) {
		fprintf(errors_of(types),
			"platdev: gen: --types: includes nested more than %d deep at %s\n",
			GEN_INCLUDE_DEPTH, path);
		return 1;
	}
	/* A header it includes from elsewhere (<...> or -I) is not needed. */
	if (depth > 0) {
		struct stat st;

		if (stat(path, &st) || !S_ISREG(st.st_mode))
			return 0;
	}
	grown = realloc(types->sources,
			(types->nr_sources + 1) * sizeof(*types->sources));
	if (!grown)
		return -ENOMEM;
	types->sources = grown;
	i = types->nr_sources;
	memset(&grown[i], 0, sizeof(grown[i]));
	grown[i].path = strdup(path);
	if (!grown[i].path)
		return -ENOMEM;
	types->nr_sources++;
	grown[i].text = read_text(types, path);
	if (!grown[i].text)
		return 1;
	return tokenize(types, i, depth);
}

static const char *const field_macros[] = {
	[GEN_FIELD] = "PLATDEV_FIELD",
	[GEN_FIELD_ARRAY] = "PLATDEV_FIELD_ARRAY",
	[GEN_FIELD_STRING] = "PLATDEV_FIELD_STRING",
	[GEN_FIELD_FLAG] = "PLATDEV_FIELD_FLAG",
};

/* Copy the token into @buf of GEN_NAME_MAX; false when too long. */
static bool tok_copy(const struct token *t, char *buf)
{
	if (t->len >= GEN_NAME_MAX)
		return false;
	memcpy(buf, t->s, t->len);
	buf[t->len] = '\0';
	return true;
}

/*
 * One PLATDEV_TYPE_DEFINE( at @tok[0] of @src: "tag, MACRO(tag, member),
 * ... )". Return: 0, 1 after a line, -ENOMEM.
 */
static int parse_define(struct gen_types *types, const struct gen_source *src,
			size_t at)
{
	const struct token *t = src->tok;
	struct gen_type type = { .file = src->path };
	size_t cap = 0, i = at + 2;

	if (i + 1 >= src->nr_tok || !tok_is(&t[at + 1], "(") ||
	    t[i].kind != T_IDENT || !tok_copy(&t[i], type.tag))
		goto bad;
	for (i++; i < src->nr_tok && tok_is(&t[i], ","); i += 7) {
		struct gen_field f;
		size_t m;

		/* a comma may end the list, as in any initializer */
		if (i + 1 < src->nr_tok && tok_is(&t[i + 1], ")")) {
			i++;
			break;
		}
		if (i + 6 >= src->nr_tok)
			goto bad;
		for (m = 0; m < sizeof(field_macros) / sizeof(field_macros[0]);
		     m++)
			if (tok_is(&t[i + 1], field_macros[m]))
				break;
		if (m == sizeof(field_macros) / sizeof(field_macros[0]) ||
		    !tok_is(&t[i + 2], "(") || !tok_is(&t[i + 3], type.tag) ||
		    t[i + 3].kind != T_IDENT || !tok_is(&t[i + 4], ",") ||
		    t[i + 5].kind != T_IDENT || !tok_is(&t[i + 6], ")") ||
		    !tok_copy(&t[i + 5], f.name))
			goto bad;
		f.macro = (enum gen_field_macro)m;
		if (ARRAY_PUSH(type.fields, type.nr_fields, cap, f)) {
			free(type.fields);
			return -ENOMEM;
		}
	}
	if (i >= src->nr_tok || !tok_is(&t[i], ")"))
		goto bad;
	if (gen_types_find(types, type.tag)) {
		fprintf(errors_of(types),
			"platdev: gen: --types %s: struct %s is described twice\n",
			src->path, type.tag);
		free(type.fields);
		return 1;
	}
	{
		struct gen_type *grown = realloc(
			types->types, (types->nr_types + 1) * sizeof(*grown));

		if (!grown) {
			free(type.fields);
			return -ENOMEM;
		}
		types->types = grown;
		grown[types->nr_types++] = type;
	}
	return 0;
bad:
	fprintf(errors_of(types),
		"platdev: gen: --types %s: a PLATDEV_TYPE_DEFINE() that is not \"tag, PLATDEV_FIELD*(tag, member), ...\" (near token %zu)\n",
		src->path, i < src->nr_tok ? i : src->nr_tok);
	free(type.fields);
	return 1;
}

int gen_types_load(struct gen_types *types, const char *const *files, int nr)
{
	size_t first, s, i;
	int f, ret;

	for (f = 0; f < nr; f++) {
		first = types->nr_sources;
		ret = add_source(types, files[f], 0);
		if (ret)
			return ret;
		/* The descriptions are those of the files given, not includes. */
		for (s = first; s < types->nr_sources; s++) {
			const struct gen_source *src = &types->sources[s];

			if (strcmp(src->path, files[f]))
				continue;
			for (i = 0; i + 1 < src->nr_tok; i++) {
				if (!tok_is(&src->tok[i],
					    "PLATDEV_TYPE_DEFINE"))
					continue;
				ret = parse_define(types, src, i);
				if (ret)
					return ret;
			}
		}
	}
	return 0;
}

const struct gen_type *gen_types_find(const struct gen_types *types,
				      const char *tag)
{
	size_t i;

	for (i = 0; i < types->nr_types; i++)
		if (!strcmp(types->types[i].tag, tag))
			return &types->types[i];
	return NULL;
}

/* The integer and bool spellings, their sizes (0: the target's) and signs. */
static const struct {
	const char *name;
	enum gen_ckind kind;
	int size;
	int sign;
} base_types[] = {
	{ "bool", GEN_C_BOOL, 1, 0 },
	{ "_Bool", GEN_C_BOOL, 1, 0 },
	{ "char", GEN_C_INT, 1, -1 },
	{ "signed char", GEN_C_INT, 1, 1 },
	{ "s8", GEN_C_INT, 1, 1 },
	{ "__s8", GEN_C_INT, 1, 1 },
	{ "int8_t", GEN_C_INT, 1, 1 },
	{ "unsigned char", GEN_C_INT, 1, 0 },
	{ "u8", GEN_C_INT, 1, 0 },
	{ "__u8", GEN_C_INT, 1, 0 },
	{ "uint8_t", GEN_C_INT, 1, 0 },
	{ "short", GEN_C_INT, 2, 1 },
	{ "short int", GEN_C_INT, 2, 1 },
	{ "signed short", GEN_C_INT, 2, 1 },
	{ "s16", GEN_C_INT, 2, 1 },
	{ "__s16", GEN_C_INT, 2, 1 },
	{ "int16_t", GEN_C_INT, 2, 1 },
	{ "unsigned short", GEN_C_INT, 2, 0 },
	{ "unsigned short int", GEN_C_INT, 2, 0 },
	{ "u16", GEN_C_INT, 2, 0 },
	{ "__u16", GEN_C_INT, 2, 0 },
	{ "uint16_t", GEN_C_INT, 2, 0 },
	{ "int", GEN_C_INT, 4, 1 },
	{ "signed", GEN_C_INT, 4, 1 },
	{ "signed int", GEN_C_INT, 4, 1 },
	{ "s32", GEN_C_INT, 4, 1 },
	{ "__s32", GEN_C_INT, 4, 1 },
	{ "int32_t", GEN_C_INT, 4, 1 },
	{ "unsigned", GEN_C_INT, 4, 0 },
	{ "unsigned int", GEN_C_INT, 4, 0 },
	{ "u32", GEN_C_INT, 4, 0 },
	{ "__u32", GEN_C_INT, 4, 0 },
	{ "uint32_t", GEN_C_INT, 4, 0 },
	{ "long long", GEN_C_INT, 8, 1 },
	{ "long long int", GEN_C_INT, 8, 1 },
	{ "signed long long", GEN_C_INT, 8, 1 },
	{ "s64", GEN_C_INT, 8, 1 },
	{ "__s64", GEN_C_INT, 8, 1 },
	{ "int64_t", GEN_C_INT, 8, 1 },
	{ "unsigned long long", GEN_C_INT, 8, 0 },
	{ "unsigned long long int", GEN_C_INT, 8, 0 },
	{ "u64", GEN_C_INT, 8, 0 },
	{ "__u64", GEN_C_INT, 8, 0 },
	{ "uint64_t", GEN_C_INT, 8, 0 },
	{ "long", GEN_C_INT, 0, 1 },
	{ "long int", GEN_C_INT, 0, 1 },
	{ "signed long", GEN_C_INT, 0, 1 },
	{ "ssize_t", GEN_C_INT, 0, 1 },
	{ "intptr_t", GEN_C_INT, 0, 1 },
	{ "unsigned long", GEN_C_INT, 0, 0 },
	{ "unsigned long int", GEN_C_INT, 0, 0 },
	{ "size_t", GEN_C_INT, 0, 0 },
	{ "uintptr_t", GEN_C_INT, 0, 0 },
	{ "phys_addr_t", GEN_C_INT, 0, 0 },
	{ "resource_size_t", GEN_C_INT, 0, 0 },
	{ "kernel_ulong_t", GEN_C_INT, 0, 0 },
};

/*
 * The type of the declaration @t[0..n): "qualifiers base [*...] name
 * [[N]] [: bits]", the name being @member. Return: 0, -EINVAL.
 */
static int read_declaration(const struct token *t, size_t n, const char *member,
			    struct gen_ctype *ct)
{
	size_t i, name = n, stars = 0, used = 0;
	char base[GEN_NAME_MAX] = "";

	memset(ct, 0, sizeof(*ct));
	for (i = 0; i < n; i++)
		if (t[i].kind == T_IDENT && tok_is(&t[i], member))
			name = i;
	if (name == n)
		return -ENOENT;
	for (i = 0; i < name; i++) {
		if (tok_is(&t[i], "(") || tok_is(&t[i], "{"))
			break;
		if (tok_is(&t[i], "*")) {
			stars++;
			continue;
		}
		if (t[i].kind != T_IDENT || tok_is(&t[i], "const") ||
		    tok_is(&t[i], "volatile"))
			continue;
		if (used + t[i].len + 2 > sizeof(base))
			return -EINVAL;
		if (used)
			base[used++] = ' ';
		memcpy(base + used, t[i].s, t[i].len);
		used += t[i].len;
		base[used] = '\0';
	}
	snprintf(ct->text, sizeof(ct->text), "%s%s%.*s", base, stars ? " " : "",
		 (int)(stars < 8 ? stars : 8), "********");
	if (name + 1 < n && tok_is(&t[name + 1], "[")) {
		ct->array = true;
		if (name + 3 < n && t[name + 2].kind == T_NUMBER &&
		    tok_is(&t[name + 3], "]"))
			ct->count = strtoul(t[name + 2].s, NULL, 0);
	}
	ct->kind = GEN_C_OTHER;
	if (i < name)
		return 0; /* a function pointer or a nested definition */
	if (stars) {
		/* only a plain char pointer is a string (typed.h's kinds) */
		if (stars == 1 && !strcmp(base, "char"))
			ct->kind = GEN_C_STRING_PTR;
		return 0;
	}
	if (!strncmp(base, "enum ", 5)) {
		ct->kind = GEN_C_INT;
		ct->sign = -1;
		return 0;
	}
	for (i = 0; i < sizeof(base_types) / sizeof(base_types[0]); i++)
		if (!strcmp(base, base_types[i].name)) {
			ct->kind = base_types[i].kind;
			ct->size = base_types[i].size;
			ct->sign = base_types[i].sign;
			return 0;
		}
	return 0;
}

/*
 * @member in the body of "struct tag {" at @t[at] (the brace), up to its
 * closing brace. Return: 0, -ENOENT, -EINVAL.
 */
static int find_member(const struct token *t, size_t nr, size_t at,
		       const char *member, struct gen_ctype *ct)
{
	size_t i = at + 1, start = i;
	int depth = 0;

	for (; i < nr; i++) {
		if (tok_is(&t[i], "{") || tok_is(&t[i], "(") ||
		    tok_is(&t[i], "[")) {
			depth++;
			continue;
		}
		if (tok_is(&t[i], "}") && !depth)
			return -ENOENT;
		if (tok_is(&t[i], "}") || tok_is(&t[i], ")") ||
		    tok_is(&t[i], "]")) {
			depth--;
			continue;
		}
		if (depth || !tok_is(&t[i], ";"))
			continue;
		/* a declaration: one member (several are not read) */
		if (!read_declaration(&t[start], i - start, member, ct))
			return 0;
		start = i + 1;
	}
	return -ENOENT;
}

int gen_types_member(const struct gen_types *types, const struct gen_type *type,
		     const char *member, struct gen_ctype *ctype)
{
	size_t s, i;

	for (s = 0; s < types->nr_sources; s++) {
		const struct gen_source *src = &types->sources[s];

		for (i = 0; i + 2 < src->nr_tok; i++)
			if (tok_is(&src->tok[i], "struct") &&
			    tok_is(&src->tok[i + 1], type->tag) &&
			    tok_is(&src->tok[i + 2], "{"))
				return find_member(src->tok, src->nr_tok, i + 2,
						   member, ctype);
	}
	return -ENOENT;
}

void gen_types_free(struct gen_types *types)
{
	size_t i;

	for (i = 0; i < types->nr_types; i++)
		free(types->types[i].fields);
	for (i = 0; i < types->nr_sources; i++) {
		free(types->sources[i].path);
		free(types->sources[i].text);
		free(types->sources[i].tok);
	}
	free(types->types);
	free(types->sources);
	memset(types, 0, sizeof(*types));
}
