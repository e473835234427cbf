// SPDX-License-Identifier: MIT
/*
 * swnode_entries.c - a constant software node's properties read in place,
 * for the generated boards of `platdev gen` and for registered software
 * nodes (swnode_entries.h).
 */
#include <string.h>

#include <linux/mod_devicetable.h>

#include "swnode_entries.h"

const struct property_entry *
platdev_entry_get(const struct property_entry *props, const char *name)
{
	for (; props && props->name; props++)
		if (!strcmp(props->name, name))
			return props;
	return NULL;
}

int platdev_entries_read_int_array(const struct property_entry *props,
				   const char *name, unsigned int elem_size,
				   void *val, size_t nval)
{
	const struct property_entry *prop = platdev_entry_get(props, name);
	unsigned int type;
	const void *data;

	switch (elem_size) {
	case 1:
		type = DEV_PROP_U8;
		break;
	case 2:
		type = DEV_PROP_U16;
		break;
	case 4:
		type = DEV_PROP_U32;
		break;
	case 8:
		type = DEV_PROP_U64;
		break;
	default:
		return -ENXIO;
	}
	if (!prop)
		return -EINVAL;
	data = platdev_entry_value(prop);
	if (!data)
		return val ? -ENODATA : 0;
	if ((unsigned int)prop->type != type)
		return -EPROTO;
	if (!val)
		return (int)(prop->length / elem_size);
	if (nval > prop->length / elem_size)
		return -EOVERFLOW;
	memcpy(val, data, nval * elem_size);
	return 0;
}

int platdev_entries_read_string_array(const struct property_entry *props,
				      const char *name, const char **val,
				      size_t nval)
{
	const struct property_entry *prop = platdev_entry_get(props, name);
	const char *const *data;
	size_t count;

	if (!prop)
		return -EINVAL;
	data = platdev_entry_value(prop);
	if (!data)
		return val ? -ENODATA : 0;
	if (prop->type != DEV_PROP_STRING)
		return -EPROTO;
	count = prop->length / sizeof(const char *);
	if (!val)
		return (int)count;
	if (count > nval)
		count = nval;
	memcpy(val, data, count * sizeof(const char *));
	return (int)count;
}

int platdev_entries_read_reference(const struct property_entry *props,
				   const char *name, const char *nargs_prop,
				   unsigned int nargs, unsigned int index,
				   const struct software_node_ref_args **ref)
{
	const struct property_entry *prop = platdev_entry_get(props, name);
	const struct software_node_ref_args *at;
	u32 count;
	int ret;

	if (!prop)
		return -ENOENT;
	/* References are never inline: they do not fit. */
	if (prop->type != DEV_PROP_REF || prop->is_inline)
		return -EINVAL;
	if (index >= prop->length / sizeof(*at))
		return -ENOENT;
	at = (const struct software_node_ref_args *)prop->pointer + index;
	if (nargs_prop) {
		ret = platdev_entries_read_int_array(
			at->node ? at->node->properties : NULL, nargs_prop,
			sizeof(u32), &count, 1);
		if (ret)
			return ret;
		nargs = count;
	}
	if (nargs > NR_FWNODE_REFERENCE_ARGS)
		return -EINVAL;
	*ref = at;
	return (int)nargs;
}

/* ASCII case-insensitive equality, as of_compat_cmp() compares. */
static bool same_compatible(const char *a, const char *b)
{
	unsigned char x, y;

	do {
		x = (unsigned char)*a++;
		y = (unsigned char)*b++;
		if (x >= 'A' && x <= 'Z')
			x = (unsigned char)(x - 'A' + 'a');
		if (y >= 'A' && y <= 'Z')
			y = (unsigned char)(y - 'A' + 'a');
	} while (x && x == y);
	return x == y;
}

const struct of_device_id *
platdev_entries_match(const struct of_device_id *matches,
		      const struct property_entry *props)
{
	const struct property_entry *prop =
		platdev_entry_get(props, "compatible");
	const char *const *compat;
	const struct of_device_id *m;
	size_t i, n;

	if (!matches || !prop || !prop->length || prop->type != DEV_PROP_STRING)
		return NULL;
	compat = platdev_entry_value(prop);
	n = prop->length / sizeof(const char *);
	for (i = 0; i < n; i++)
		for (m = matches; m->name[0] || m->type[0] || m->compatible[0];
		     m++)
			if (m->compatible[0] &&
			    same_compatible(m->compatible, compat[i]))
				return m;
	return NULL;
}
