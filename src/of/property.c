// SPDX-License-Identifier: MIT
/*
 * property.c - reading property values of the loaded tree: integers of
 * 8 to 64 bits, singly or as arrays, counts of elements, strings and string
 * lists, with Linux's return codes. Finding nodes is base.c's.
 */
#include <string.h>

#include <linux/of.h>
#include <linux/printk.h>

/*
 * The value of property @propname if it holds at least @min bytes and, when
 * @max is not 0, at most @max; its length in *@len. NULL with *@err set
 * otherwise.
 */
static const void *value_of_size(const struct device_node *np,
				 const char *propname, size_t min, size_t max,
				 size_t *len, int *err)
{
	struct property *pp = of_find_property(np, propname, NULL);

	if (!pp) {
		*err = -EINVAL;
		return NULL;
	}
	if (!pp->value) {
		*err = -ENODATA;
		return NULL;
	}
	if ((size_t)pp->length < min || (max && (size_t)pp->length > max)) {
		*err = -EOVERFLOW;
		return NULL;
	}
	if (len)
		*len = (size_t)pp->length;
	return pp->value;
}

/* A big-endian number of @size bytes (1, 2, 4 or 8) at @p, aligned or not. */
static u64 read_be(const u8 *p, size_t size)
{
	u64 v = 0;

	while (size--)
		v = (v << 8) | *p++;
	return v;
}

/*
 * Read between @sz_min and @sz_max (0: exactly @sz_min) elements of @size
 * bytes into @out, an array of the matching unsigned type.
 */
static int read_array(const struct device_node *np, const char *propname,
		      void *out, size_t size, size_t sz_min, size_t sz_max)
{
	const u8 *val;
	size_t len, n, i;
	int err;

	val = value_of_size(np, propname, sz_min * size, sz_max * size, &len,
			    &err);
	if (!val)
		return err;
	n = sz_max ? len / size : sz_min;
	for (i = 0; i < n; i++, val += size) {
		u64 v = read_be(val, size);

		switch (size) {
		case 1:
			((u8 *)out)[i] = (u8)v;
			break;
		case 2:
			((u16 *)out)[i] = (u16)v;
			break;
		case 4:
			((u32 *)out)[i] = (u32)v;
			break;
		default:
			((u64 *)out)[i] = v;
			break;
		}
	}
	return (int)n;
}

int of_property_read_variable_u8_array(const struct device_node *np,
				       const char *propname, u8 *out_values,
				       size_t sz_min, size_t sz_max)
{
	return read_array(np, propname, out_values, sizeof(*out_values), sz_min,
			  sz_max);
}

int of_property_read_variable_u16_array(const struct device_node *np,
					const char *propname, u16 *out_values,
					size_t sz_min, size_t sz_max)
{
	return read_array(np, propname, out_values, sizeof(*out_values), sz_min,
			  sz_max);
}

int of_property_read_variable_u32_array(const struct device_node *np,
					const char *propname, u32 *out_values,
					size_t sz_min, size_t sz_max)
{
	return read_array(np, propname, out_values, sizeof(*out_values), sz_min,
			  sz_max);
}

int of_property_read_variable_u64_array(const struct device_node *np,
					const char *propname, u64 *out_values,
					size_t sz_min, size_t sz_max)
{
	return read_array(np, propname, out_values, sizeof(*out_values), sz_min,
			  sz_max);
}

int of_property_count_elems_of_size(const struct device_node *np,
				    const char *propname, int elem_size)
{
	struct property *pp = of_find_property(np, propname, NULL);

	if (!pp || elem_size <= 0)
		return -EINVAL;
	if (!pp->value)
		return -ENODATA;
	if (pp->length % elem_size) {
		pr_err("%s: %s is %d bytes, not a multiple of %d\n",
		       np->full_name, propname, pp->length, elem_size);
		return -EINVAL;
	}
	return pp->length / elem_size;
}

int of_property_read_u32_index(const struct device_node *np,
			       const char *propname, u32 index, u32 *out_value)
{
	const u8 *val;
	int err;

	val = value_of_size(np, propname, ((size_t)index + 1) * sizeof(u32), 0,
			    NULL, &err);
	if (!val)
		return err;
	*out_value =
		(u32)read_be(val + (size_t)index * sizeof(u32), sizeof(u32));
	return 0;
}

int of_property_read_u64_index(const struct device_node *np,
			       const char *propname, u32 index, u64 *out_value)
{
	const u8 *val;
	int err;

	val = value_of_size(np, propname, ((size_t)index + 1) * sizeof(u64), 0,
			    NULL, &err);
	if (!val)
		return err;
	*out_value = read_be(val + (size_t)index * sizeof(u64), sizeof(u64));
	return 0;
}

int of_property_read_u64(const struct device_node *np, const char *propname,
			 u64 *out_value)
{
	return of_property_read_u64_index(np, propname, 0, out_value);
}

int of_property_read_string(const struct device_node *np, const char *propname,
			    const char **out_string)
{
	struct property *pp = of_find_property(np, propname, NULL);

	if (!pp)
		return -EINVAL;
	if (!pp->length || !pp->value)
		return -ENODATA;
	if (strnlen(pp->value, (size_t)pp->length) >= (size_t)pp->length)
		return -EILSEQ;
	*out_string = pp->value;
	return 0;
}

int of_property_read_string_helper(const struct device_node *np,
				   const char *propname, const char **out_strs,
				   size_t sz, int skip)
{
	struct property *pp = of_find_property(np, propname, NULL);
	const char *p, *end;
	size_t i, l, first;

	if (!pp)
		return -EINVAL;
	if (!pp->value)
		return -ENODATA;
	first = skip > 0 ? (size_t)skip : 0;
	p = pp->value;
	end = p + pp->length;
	/* Stop once the wanted strings are stored; counting walks them all. */
	for (i = 0; p < end && (!out_strs || i < first + sz); i++, p += l) {
		l = strnlen(p, (size_t)(end - p)) + 1;
		if (p + l > end)
			return -EILSEQ;
		if (out_strs && i >= first)
			*out_strs++ = p;
	}
	return i <= first ? -ENODATA : (int)(i - first);
}

int of_property_read_string_index(const struct device_node *np,
				  const char *propname, int index,
				  const char **output)
{
	int ret;

	if (index < 0)
		return -EINVAL;
	ret = of_property_read_string_helper(np, propname, output, 1, index);
	return ret < 0 ? ret : 0;
}

int of_property_count_strings(const struct device_node *np,
			      const char *propname)
{
	return of_property_read_string_helper(np, propname, NULL, 0, 0);
}

int of_property_match_string(const struct device_node *np, const char *propname,
			     const char *string)
{
	struct property *pp = of_find_property(np, propname, NULL);
	const char *p, *end;
	size_t l;
	int i;

	if (!pp)
		return -EINVAL;
	if (!pp->value)
		return -ENODATA;
	p = pp->value;
	end = p + pp->length;
	for (i = 0; p < end; i++, p += l) {
		l = strnlen(p, (size_t)(end - p)) + 1;
		if (p + l > end)
			return -EILSEQ;
		if (string && strcmp(string, p) == 0)
			return i;
	}
	return -ENODATA;
}

const __be32 *of_prop_next_u32(const struct property *prop, const __be32 *cur,
			       u32 *pu)
{
	const u8 *start, *next;

	if (!prop || !prop->value)
		return NULL;
	start = prop->value;
	next = cur ? (const u8 *)(cur + 1) : start;
	/* Only whole cells: a short tail is not read. */
	if ((size_t)(next - start) + sizeof(u32) > (size_t)prop->length)
		return NULL;
	*pu = (u32)read_be(next, sizeof(u32));
	return (const __be32 *)next;
}

const char *of_prop_next_string(const struct property *prop, const char *cur)
{
	const char *start, *next;
	size_t left;

	if (!prop || !prop->value)
		return NULL;
	start = prop->value;
	next = cur ? cur + strlen(cur) + 1 : start;
	if (next < start || next >= start + prop->length)
		return NULL;
	left = (size_t)(start + prop->length - next);
	return strnlen(next, left) < left ? next : NULL;
}
