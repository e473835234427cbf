/* SPDX-License-Identifier: MIT */
/*
 * swnode_entries.h - reading a constant software node's property_entry
 * table without registering the node: what the generated boards of
 * `platdev gen` read in every profile (src/platform/gen_node.c, and the
 * tiny core's src/tiny/gen.c), and what registered software nodes read
 * through (src/base/swnode.c), so that both answer alike. Typed as
 * software nodes are read (docs/design.md, "Device properties"): reading
 * an element of another size than the entry's is -EPROTO.
 */
#ifndef _PLATDEV_PLATFORM_SWNODE_ENTRIES_H
#define _PLATDEV_PLATFORM_SWNODE_ENTRIES_H

#include <linux/property.h>

/**
 * platdev_entry_get() - the entry named @name of @props
 * @props: entries ended by one with a NULL name, or NULL
 * @name: the property
 *
 * Return: the entry, or NULL.
 */
const struct property_entry *
platdev_entry_get(const struct property_entry *props, const char *name);

/**
 * platdev_entry_value() - where the value of @prop is
 * @prop: an entry
 *
 * Return: its inline value or the array it points to, or NULL for an entry
 * without a value (a boolean).
 */
static inline const void *platdev_entry_value(const struct property_entry *prop)
{
	if (!prop->length)
		return NULL;
	return prop->is_inline ? (const void *)&prop->value : prop->pointer;
}

/**
 * platdev_entries_read_int_array() - read integers as
 * fwnode_property_read_u32_array() and its siblings do
 * @props: the node's entries
 * @name: the property
 * @elem_size: 1, 2, 4 or 8
 * @val: where to copy @nval elements, or NULL to count them
 * @nval: how many
 *
 * Return: 0 (or the count when @val is NULL), -EINVAL without the property,
 * -ENODATA for a boolean, -EPROTO for another type, -EOVERFLOW when it has
 * fewer than @nval elements, -ENXIO for an unknown @elem_size.
 */
int platdev_entries_read_int_array(const struct property_entry *props,
				   const char *name, unsigned int elem_size,
				   void *val, size_t nval);

/**
 * platdev_entries_read_string_array() - read strings as
 * fwnode_property_read_string_array() does
 * @props: the node's entries
 * @name: the property
 * @val: where to put up to @nval strings, or NULL to count them
 * @nval: room in @val
 *
 * Return: the number of strings copied (or there are, when @val is NULL),
 * -EINVAL without the property, -ENODATA for a boolean, -EPROTO for
 * another type.
 */
int platdev_entries_read_string_array(const struct property_entry *props,
				      const char *name, const char **val,
				      size_t nval);

/**
 * platdev_entries_read_reference() - the reference at @index of @props'
 * property @name, and how many of its arguments count, as
 * fwnode_property_get_reference_args() reads them
 * @props: the node's entries
 * @name: the property (DEV_PROP_REF, never inline)
 * @nargs_prop: the property of the referenced node that holds the count,
 *              or NULL to take @nargs
 * @nargs: the count without @nargs_prop
 * @index: which reference
 * @ref: set to the reference on success
 *
 * Return: the count of arguments (at most NR_FWNODE_REFERENCE_ARGS);
 * -ENOENT without the property or past its last reference, -EINVAL for
 * another type or too many arguments, or the error of reading @nargs_prop
 * as a u32.
 */
int platdev_entries_read_reference(const struct property_entry *props,
				   const char *name, const char *nargs_prop,
				   unsigned int nargs, unsigned int index,
				   const struct software_node_ref_args **ref);

/**
 * platdev_entries_match() - the entry of @matches that the "compatible"
 * strings of @props select: the first string, in the node's order, that an
 * entry names (case-insensitively, as of_device_is_compatible() compares)
 * @matches: an of_match_table, or NULL
 * @props: the node's entries
 *
 * Return: the entry, or NULL.
 */
const struct of_device_id *
platdev_entries_match(const struct of_device_id *matches,
		      const struct property_entry *props);

#endif /* _PLATDEV_PLATFORM_SWNODE_ENTRIES_H */
