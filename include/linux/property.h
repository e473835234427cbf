/* SPDX-License-Identifier: MIT */
/*
 * linux/property.h - device properties: one API over device-tree nodes and
 * software nodes, and the software nodes themselves.
 *
 * A driver reads its configuration with device_property_read_*() and runs
 * unchanged on a device from a device tree and on one a board file gives
 * properties (platform_device_info.properties or .swnode, or
 * device_add_software_node()).
 *
 * Return codes, as Linux 6.12 gives them for each backend:
 *   -EINVAL     no such property (or no node, or a NULL argument)
 *   -ENODATA    the property has no value (a boolean), or, for strings,
 *               holds none; device_property_match_string(): not in the list
 *   -EOVERFLOW  the property holds fewer elements than asked for
 *   -EILSEQ     device tree: a string that is not NUL-terminated
 *   -EPROTO     software node: the property is of another type
 *   -ENXIO      the node's kind cannot read this (an element size other
 *               than 1, 2, 4 or 8)
 *
 * Where the two backends differ (a device tree has no types; Linux's
 * software nodes do not check them, we do), see docs/design.md, "Device
 * properties".
 */
#ifndef _PLATDEV_LINUX_PROPERTY_H
#define _PLATDEV_LINUX_PROPERTY_H

#include <stddef.h>

#include <linux/cleanup.h>
#include <linux/fwnode.h>
#include <linux/kernel.h>
#include <linux/types.h>

struct device;

#ifndef sizeof_field
#define sizeof_field(type, member) sizeof(((type *)0)->member)
#endif

#ifndef COUNT_ARGS
#define __platdev_count_args(_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, \
			     _12, _13, _14, _15, _16, n, ...)                  \
	n
/* The number of arguments, 0 to 16. */
#define COUNT_ARGS(...)                                                      \
	__platdev_count_args(, ##__VA_ARGS__, 16, 15, 14, 13, 12, 11, 10, 9, \
			     8, 7, 6, 5, 4, 3, 2, 1, 0)
#endif

/* The type of a property_entry's value. */
enum dev_prop_type {
	DEV_PROP_U8,
	DEV_PROP_U16,
	DEV_PROP_U32,
	DEV_PROP_U64,
	DEV_PROP_STRING,
	DEV_PROP_REF,
};

/* --- a device's firmware node --------------------------------------------- */

const struct fwnode_handle *__dev_fwnode_const(const struct device *dev);
struct fwnode_handle *__dev_fwnode(struct device *dev);

/*
 * dev_fwnode(dev) - a device's firmware node: its device-tree node if it
 * has one, else its fwnode (a software node), else NULL. Const-preserving.
 */
#define dev_fwnode(dev) \
	_Generic((dev),                                            \
		const struct device *: __dev_fwnode_const,         \
		struct device *: __dev_fwnode)(dev)

/* --- reading properties --------------------------------------------------- */

/**
 * fwnode_property_present() - whether @fwnode (or its secondary) has
 * property @propname
 * @fwnode: the node, or NULL
 * @propname: the property's name
 */
bool fwnode_property_present(const struct fwnode_handle *fwnode,
			     const char *propname);

/**
 * fwnode_property_read_u8_array() - @nval 8-bit values of a property
 * @fwnode: the node (its secondary is tried when the primary lacks the
 *          property)
 * @propname: the property's name
 * @val: where the values go, or NULL to count them
 * @nval: how many to read; the property may hold more
 *
 * Return: with @val NULL, how many values the property holds (0 for one
 * with no value); else 0. -EINVAL if there is no such property or no node,
 * -ENODATA if it has no value, -EOVERFLOW if it holds fewer than @nval,
 * -EPROTO (software node) if it is not a u8 property.
 */
int fwnode_property_read_u8_array(const struct fwnode_handle *fwnode,
				  const char *propname, u8 *val, size_t nval);

/**
 * fwnode_property_read_u16_array() - as fwnode_property_read_u8_array(),
 * for 16-bit values
 * @fwnode: the node
 * @propname: the property's name
 * @val: where the values go, or NULL to count them
 * @nval: how many to read
 *
 * Return: as fwnode_property_read_u8_array().
 */
int fwnode_property_read_u16_array(const struct fwnode_handle *fwnode,
				   const char *propname, u16 *val, size_t nval);

/**
 * fwnode_property_read_u32_array() - as fwnode_property_read_u8_array(),
 * for 32-bit values
 * @fwnode: the node
 * @propname: the property's name
 * @val: where the values go, or NULL to count them
 * @nval: how many to read
 *
 * Return: as fwnode_property_read_u8_array().
 */
int fwnode_property_read_u32_array(const struct fwnode_handle *fwnode,
				   const char *propname, u32 *val, size_t nval);

/**
 * fwnode_property_read_u64_array() - as fwnode_property_read_u8_array(),
 * for 64-bit values (two cells each in a device tree)
 * @fwnode: the node
 * @propname: the property's name
 * @val: where the values go, or NULL to count them
 * @nval: how many to read
 *
 * Return: as fwnode_property_read_u8_array().
 */
int fwnode_property_read_u64_array(const struct fwnode_handle *fwnode,
				   const char *propname, u64 *val, size_t nval);

/**
 * fwnode_property_read_string_array() - up to @nval strings of a string
 * list property
 * @fwnode: the node (its secondary is tried when the primary lacks the
 *          property)
 * @propname: the property's name
 * @val: where pointers to the strings go, or NULL to count them
 * @nval: room in @val
 *
 * The strings stay where the node keeps them.
 *
 * Return: how many were stored (at most @nval), or with @val NULL how many
 * there are; -EINVAL if there is no such property or no node, -ENODATA if
 * it holds no string, -EILSEQ (device tree) if a string is not terminated,
 * -EPROTO (software node) if it is not a string property.
 */
int fwnode_property_read_string_array(const struct fwnode_handle *fwnode,
				      const char *propname, const char **val,
				      size_t nval);

/**
 * fwnode_property_read_string() - the first string of a property
 * @fwnode: the node
 * @propname: the property's name
 * @val: where a pointer to it goes; untouched on error
 *
 * Return: 0, else as fwnode_property_read_string_array().
 */
int fwnode_property_read_string(const struct fwnode_handle *fwnode,
				const char *propname, const char **val);

/**
 * fwnode_property_match_string() - the index of @string in a string list
 * @fwnode: the node
 * @propname: the property's name
 * @string: the string to look for (compared exactly)
 *
 * Return: the index; -ENODATA if the list does not hold it or holds
 * nothing; -ENOMEM if a list of more than 8 strings cannot be copied;
 * else as fwnode_property_read_string_array().
 */
int fwnode_property_match_string(const struct fwnode_handle *fwnode,
				 const char *propname, const char *string);

/**
 * fwnode_property_get_reference_args() - the @index'th reference of a
 * reference property (a phandle list in a device tree, PROPERTY_ENTRY_REF
 * in a software node), with its arguments
 * @fwnode: the node holding the property (then its secondary)
 * @prop: the property's name
 * @nargs_prop: the property of the node referred to that gives the number
 *              of arguments ("#gpio-cells"), or NULL to use @nargs
 * @nargs: arguments per reference when @nargs_prop is NULL
 * @index: which reference, from 0
 * @args: where the node (referenced) and arguments go, or NULL to check
 *        only
 *
 * A device tree fills @args->args beyond @args->nargs with zeros; a
 * software node leaves them as they were (as Linux).
 *
 * Return: 0; -ENOENT if there is no such property or reference, the
 * reference is empty or to a node not registered, or no node; -EINVAL if
 * the property is malformed or not a reference (software node), or there
 * are more than NR_FWNODE_REFERENCE_ARGS arguments (software node); the
 * error reading @nargs_prop of the node referred to (software node).
 */
int fwnode_property_get_reference_args(const struct fwnode_handle *fwnode,
				       const char *prop, const char *nargs_prop,
				       unsigned int nargs, unsigned int index,
				       struct fwnode_reference_args *args);

/**
 * fwnode_find_reference() - the node the @index'th reference of @name
 * points to
 * @fwnode: the node holding the property
 * @name: the property's name
 * @index: which reference
 *
 * Return: the node, referenced, or an ERR_PTR() of
 * fwnode_property_get_reference_args()'s code.
 */
struct fwnode_handle *fwnode_find_reference(const struct fwnode_handle *fwnode,
					    const char *name,
					    unsigned int index);

/** device_property_present() - fwnode_property_present() on dev_fwnode(@dev) */
bool device_property_present(const struct device *dev, const char *propname);

/**
 * device_property_read_u8_array() - fwnode_property_read_u8_array() on
 * dev_fwnode(@dev)
 * @dev: the device
 * @propname: the property's name
 * @val: where the values go, or NULL to count them
 * @nval: how many to read
 *
 * Return: as fwnode_property_read_u8_array().
 */
int device_property_read_u8_array(const struct device *dev,
				  const char *propname, u8 *val, size_t nval);

/** device_property_read_u16_array() - the same for 16-bit values */
int device_property_read_u16_array(const struct device *dev,
				   const char *propname, u16 *val, size_t nval);

/** device_property_read_u32_array() - the same for 32-bit values */
int device_property_read_u32_array(const struct device *dev,
				   const char *propname, u32 *val, size_t nval);

/** device_property_read_u64_array() - the same for 64-bit values */
int device_property_read_u64_array(const struct device *dev,
				   const char *propname, u64 *val, size_t nval);

/**
 * device_property_read_string_array() - fwnode_property_read_string_array()
 * on dev_fwnode(@dev)
 * @dev: the device
 * @propname: the property's name
 * @val: where pointers to the strings go, or NULL to count them
 * @nval: room in @val
 *
 * Return: as fwnode_property_read_string_array().
 */
int device_property_read_string_array(const struct device *dev,
				      const char *propname, const char **val,
				      size_t nval);

/** device_property_read_string() - fwnode_property_read_string() on dev_fwnode(@dev) */
int device_property_read_string(const struct device *dev, const char *propname,
				const char **val);

/** device_property_match_string() - fwnode_property_match_string() on dev_fwnode(@dev) */
int device_property_match_string(const struct device *dev, const char *propname,
				 const char *string);

static inline bool fwnode_property_read_bool(const struct fwnode_handle *fwnode,
					     const char *propname)
{
	return fwnode_property_present(fwnode, propname);
}

static inline int fwnode_property_read_u8(const struct fwnode_handle *fwnode,
					  const char *propname, u8 *val)
{
	return fwnode_property_read_u8_array(fwnode, propname, val, 1);
}

static inline int fwnode_property_read_u16(const struct fwnode_handle *fwnode,
					   const char *propname, u16 *val)
{
	return fwnode_property_read_u16_array(fwnode, propname, val, 1);
}

static inline int fwnode_property_read_u32(const struct fwnode_handle *fwnode,
					   const char *propname, u32 *val)
{
	return fwnode_property_read_u32_array(fwnode, propname, val, 1);
}

static inline int fwnode_property_read_u64(const struct fwnode_handle *fwnode,
					   const char *propname, u64 *val)
{
	return fwnode_property_read_u64_array(fwnode, propname, val, 1);
}

static inline int fwnode_property_count_u8(const struct fwnode_handle *fwnode,
					   const char *propname)
{
	return fwnode_property_read_u8_array(fwnode, propname, NULL, 0);
}

static inline int fwnode_property_count_u16(const struct fwnode_handle *fwnode,
					    const char *propname)
{
	return fwnode_property_read_u16_array(fwnode, propname, NULL, 0);
}

static inline int fwnode_property_count_u32(const struct fwnode_handle *fwnode,
					    const char *propname)
{
	return fwnode_property_read_u32_array(fwnode, propname, NULL, 0);
}

static inline int fwnode_property_count_u64(const struct fwnode_handle *fwnode,
					    const char *propname)
{
	return fwnode_property_read_u64_array(fwnode, propname, NULL, 0);
}

static inline int
fwnode_property_string_array_count(const struct fwnode_handle *fwnode,
				   const char *propname)
{
	return fwnode_property_read_string_array(fwnode, propname, NULL, 0);
}

static inline bool device_property_read_bool(const struct device *dev,
					     const char *propname)
{
	return device_property_present(dev, propname);
}

/**
 * device_is_big_endian() - whether @dev's registers are big-endian: its
 * node says "big-endian", or "native-endian" on a big-endian CPU
 */
static inline bool device_is_big_endian(const struct device *dev)
{
	if (device_property_present(dev, "big-endian"))
		return true;
	return __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ &&
	       device_property_present(dev, "native-endian");
}

/**
 * fwnode_device_is_compatible() - whether @fwnode's "compatible" list
 * holds @compat
 */
static inline bool
fwnode_device_is_compatible(const struct fwnode_handle *fwnode,
			    const char *compat)
{
	return fwnode_property_match_string(fwnode, "compatible", compat) >= 0;
}

/**
 * device_is_compatible() - whether @dev's firmware node is compatible with
 * @compat (false for a device without one)
 */
static inline bool device_is_compatible(const struct device *dev,
					const char *compat)
{
	return fwnode_device_is_compatible(dev_fwnode(dev), compat);
}

static inline int device_property_read_u8(const struct device *dev,
					  const char *propname, u8 *val)
{
	return device_property_read_u8_array(dev, propname, val, 1);
}

static inline int device_property_read_u16(const struct device *dev,
					   const char *propname, u16 *val)
{
	return device_property_read_u16_array(dev, propname, val, 1);
}

static inline int device_property_read_u32(const struct device *dev,
					   const char *propname, u32 *val)
{
	return device_property_read_u32_array(dev, propname, val, 1);
}

static inline int device_property_read_u64(const struct device *dev,
					   const char *propname, u64 *val)
{
	return device_property_read_u64_array(dev, propname, val, 1);
}

static inline int device_property_count_u8(const struct device *dev,
					   const char *propname)
{
	return device_property_read_u8_array(dev, propname, NULL, 0);
}

static inline int device_property_count_u16(const struct device *dev,
					    const char *propname)
{
	return device_property_read_u16_array(dev, propname, NULL, 0);
}

static inline int device_property_count_u32(const struct device *dev,
					    const char *propname)
{
	return device_property_read_u32_array(dev, propname, NULL, 0);
}

static inline int device_property_count_u64(const struct device *dev,
					    const char *propname)
{
	return device_property_read_u64_array(dev, propname, NULL, 0);
}

static inline int device_property_string_array_count(const struct device *dev,
						     const char *propname)
{
	return device_property_read_string_array(dev, propname, NULL, 0);
}

/* --- nodes ------------------------------------------------------------------ */

/**
 * fwnode_handle_get() - take a reference on a node
 * Return: @fwnode (NULL stays NULL).
 */
struct fwnode_handle *fwnode_handle_get(struct fwnode_handle *fwnode);

/**
 * fwnode_handle_put() - drop a reference taken on a node (by a lookup,
 * an iteration left with break, or fwnode_handle_get())
 * @fwnode: the node, or NULL
 */
static inline void fwnode_handle_put(struct fwnode_handle *fwnode)
{
	fwnode_call_void_op(fwnode, put);
}

/**
 * fwnode_get_name() - a node's name: with unit address for a device-tree
 * node ("serial@1000"; "" for the root), the software_node's name or
 * "node<N>" for a software node
 * Return: the name, or NULL.
 */
const char *fwnode_get_name(const struct fwnode_handle *fwnode);

/**
 * fwnode_get_parent() - a node's parent
 * Return: the parent, referenced, or NULL.
 */
struct fwnode_handle *fwnode_get_parent(const struct fwnode_handle *fwnode);

/**
 * fwnode_device_is_available() - whether the node's device is enabled: a
 * device-tree node's status is "okay"; a software node always is
 * Return: false for no node.
 */
bool fwnode_device_is_available(const struct fwnode_handle *fwnode);

/**
 * fwnode_get_next_child_node() - the child of @fwnode after @child, then
 * those of its secondary node
 * @fwnode: the parent
 * @child: the child returned last time (its reference is dropped), or NULL
 *         for the first
 *
 * A device tree's disabled children are skipped (as Linux).
 *
 * Return: the child, referenced, or NULL after the last.
 */
struct fwnode_handle *
fwnode_get_next_child_node(const struct fwnode_handle *fwnode,
			   struct fwnode_handle *child);

#define fwnode_for_each_child_node(fwnode, child)                     \
	for (child = fwnode_get_next_child_node(fwnode, NULL); child; \
	     child = fwnode_get_next_child_node(fwnode, child))

/**
 * device_get_next_child_node() - fwnode_get_next_child_node() on
 * dev_fwnode(@dev)
 * @dev: the device
 * @child: the child returned last time (its reference is dropped), or NULL
 *
 * Return: the child, referenced, or NULL after the last.
 */
struct fwnode_handle *device_get_next_child_node(const struct device *dev,
						 struct fwnode_handle *child);

/*
 * device_for_each_child_node(dev, child) - run the body for each child
 * node of @dev; leaving it with break keeps a reference on @child that the
 * caller drops with fwnode_handle_put().
 */
#define device_for_each_child_node(dev, child)                     \
	for (child = device_get_next_child_node(dev, NULL); child; \
	     child = device_get_next_child_node(dev, child))

/* __free(fwnode_handle): fwnode_handle_put() at the end of the scope. */
DEFINE_FREE(fwnode_handle, struct fwnode_handle *, fwnode_handle_put(_T))

/**
 * device_for_each_child_node_scoped(dev, child) - device_for_each_child_node()
 * with @child declared by the loop and put however the loop ends
 */
#define device_for_each_child_node_scoped(dev, child)             \
	for (struct fwnode_handle * child __free(fwnode_handle) = \
		     device_get_next_child_node(dev, NULL);       \
	     child; child = device_get_next_child_node(dev, child))

/**
 * fwnode_get_named_child_node() - the child of @fwnode called @childname
 * @fwnode: the parent (its secondary is not searched, as Linux)
 * @childname: a device-tree node's name without unit address (and only
 *             available children); a software node's full name
 *
 * Return: the child, referenced, or NULL.
 */
struct fwnode_handle *
fwnode_get_named_child_node(const struct fwnode_handle *fwnode,
			    const char *childname);

/**
 * device_get_named_child_node() - fwnode_get_named_child_node() on
 * dev_fwnode(@dev)
 * Return: the child, referenced, or NULL.
 */
struct fwnode_handle *device_get_named_child_node(const struct device *dev,
						  const char *childname);

/** device_get_child_node_count() - how many child nodes @dev's node has */
unsigned int device_get_child_node_count(const struct device *dev);

/**
 * device_get_match_data() - the match data of the driver bound to @dev,
 * as its firmware node finds it: the of_match_table entry's data for a
 * device-tree node; NULL for a software node (Linux's software nodes do
 * not match drivers) or a device without a node
 * @dev: the device
 */
const void *device_get_match_data(const struct device *dev);

/* --- software nodes ----------------------------------------------------------- */

struct software_node;

/**
 * struct software_node_ref_args - a reference to a software node, with
 * integer arguments
 * @node: the node referred to (registered when the reference is read)
 * @nargs: entries of @args used
 * @args: the arguments
 */
struct software_node_ref_args {
	const struct software_node *node;
	unsigned int nargs;
	u64 args[NR_FWNODE_REFERENCE_ARGS];
};

/* A reference to software node @_ref_ with up to 16 integer arguments. */
#define SOFTWARE_NODE_REFERENCE(_ref_, ...)                      \
	(const struct software_node_ref_args)                    \
	{                                                        \
		.node = _ref_, .nargs = COUNT_ARGS(__VA_ARGS__), \
		.args = { __VA_ARGS__ },                         \
	}

/**
 * struct property_entry - a property of a software node
 * @name: its name; a NULL name ends an array of entries
 * @length: bytes of its value (0: a boolean, no value)
 * @is_inline: the value is in @value, not behind @pointer
 * @type: the type of its elements
 * @pointer: the value, when not inline (arrays, references)
 * @value: the value of a single element, inline
 *
 * Build entries with the PROPERTY_ENTRY_*() macros.
 */
struct property_entry {
	const char *name;
	size_t length;
	bool is_inline;
	enum dev_prop_type type;
	union {
		const void *pointer;
		union {
			u8 u8_data[sizeof(u64) / sizeof(u8)];
			u16 u16_data[sizeof(u64) / sizeof(u16)];
			u32 u32_data[sizeof(u64) / sizeof(u32)];
			u64 u64_data[sizeof(u64) / sizeof(u64)];
			const char *str[sizeof(u64) / sizeof(char *)];
		} value;
	};
};

#define __PROPERTY_ENTRY_ARRAY_LEN(_name_, _elem_, _Type_, _val_, _len_) \
	(struct property_entry)                                          \
	{                                                                \
		.name = _name_,                                          \
		.length = (_len_)*sizeof_field(struct property_entry,    \
					       value._elem_[0]),         \
		.type = DEV_PROP_##_Type_, { .pointer = _val_ },         \
	}

#define PROPERTY_ENTRY_U8_ARRAY_LEN(_name_, _val_, _len_) \
	__PROPERTY_ENTRY_ARRAY_LEN(_name_, u8_data, U8, _val_, _len_)
#define PROPERTY_ENTRY_U16_ARRAY_LEN(_name_, _val_, _len_) \
	__PROPERTY_ENTRY_ARRAY_LEN(_name_, u16_data, U16, _val_, _len_)
#define PROPERTY_ENTRY_U32_ARRAY_LEN(_name_, _val_, _len_) \
	__PROPERTY_ENTRY_ARRAY_LEN(_name_, u32_data, U32, _val_, _len_)
#define PROPERTY_ENTRY_U64_ARRAY_LEN(_name_, _val_, _len_) \
	__PROPERTY_ENTRY_ARRAY_LEN(_name_, u64_data, U64, _val_, _len_)
#define PROPERTY_ENTRY_STRING_ARRAY_LEN(_name_, _val_, _len_) \
	__PROPERTY_ENTRY_ARRAY_LEN(_name_, str, STRING, _val_, _len_)

#define PROPERTY_ENTRY_REF_ARRAY_LEN(_name_, _val_, _len_)                 \
	(struct property_entry)                                            \
	{                                                                  \
		.name = _name_,                                            \
		.length = (_len_) * sizeof(struct software_node_ref_args), \
		.type = DEV_PROP_REF, { .pointer = _val_ },                \
	}

#define PROPERTY_ENTRY_U8_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_U8_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))
#define PROPERTY_ENTRY_U16_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_U16_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))
#define PROPERTY_ENTRY_U32_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_U32_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))
#define PROPERTY_ENTRY_U64_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_U64_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))
#define PROPERTY_ENTRY_STRING_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_STRING_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))
#define PROPERTY_ENTRY_REF_ARRAY(_name_, _val_) \
	PROPERTY_ENTRY_REF_ARRAY_LEN(_name_, _val_, ARRAY_SIZE(_val_))

#define __PROPERTY_ENTRY_ELEMENT(_name_, _elem_, _Type_, _val_)               \
	(struct property_entry)                                               \
	{                                                                     \
		.name = _name_,                                               \
		.length =                                                     \
			sizeof_field(struct property_entry, value._elem_[0]), \
		.is_inline = true, .type = DEV_PROP_##_Type_,                 \
		{ .value = { ._elem_[0] = _val_ } },                          \
	}

#define PROPERTY_ENTRY_U8(_name_, _val_) \
	__PROPERTY_ENTRY_ELEMENT(_name_, u8_data, U8, _val_)
#define PROPERTY_ENTRY_U16(_name_, _val_) \
	__PROPERTY_ENTRY_ELEMENT(_name_, u16_data, U16, _val_)
#define PROPERTY_ENTRY_U32(_name_, _val_) \
	__PROPERTY_ENTRY_ELEMENT(_name_, u32_data, U32, _val_)
#define PROPERTY_ENTRY_U64(_name_, _val_) \
	__PROPERTY_ENTRY_ELEMENT(_name_, u64_data, U64, _val_)
#define PROPERTY_ENTRY_STRING(_name_, _val_) \
	__PROPERTY_ENTRY_ELEMENT(_name_, str, STRING, _val_)

/* A reference to software node @_ref_ with up to 16 integer arguments. */
#define PROPERTY_ENTRY_REF(_name_, _ref_, ...)                                 \
	(struct property_entry)                                                \
	{                                                                      \
		.name = _name_,                                                \
		.length = sizeof(struct software_node_ref_args),               \
		.type = DEV_PROP_REF,                                          \
		{ .pointer = &SOFTWARE_NODE_REFERENCE(_ref_, ##__VA_ARGS__) }, \
	}

/* A boolean: true by being there. */
#define PROPERTY_ENTRY_BOOL(_name_)                \
	(struct property_entry)                    \
	{                                          \
		.name = _name_, .is_inline = true, \
	}

/**
 * property_entries_dup() - a deep copy of an array of entries (names,
 * values and strings), in one allocation
 * @properties: entries ended by one with a NULL name, or NULL
 *
 * Return: the copy (free it with property_entries_free()), NULL for NULL,
 * ERR_PTR(-ENOMEM), ERR_PTR(-ENODATA) for an entry with no value that is
 * not inline, ERR_PTR(-EINVAL) for an inline reference.
 */
struct property_entry *
property_entries_dup(const struct property_entry *properties);

/** property_entries_free() - free a copy made by property_entries_dup() (NULL: no-op) */
void property_entries_free(const struct property_entry *properties);

/**
 * struct software_node - a firmware node described in C
 * @name: its name, or NULL ("node<N>", N the lowest free among its siblings)
 * @parent: its parent, registered before it, or NULL
 * @properties: its properties, ended by an entry with a NULL name, or NULL
 *
 * The node, its properties and their values must stay valid while it is
 * registered; registering does not copy them.
 */
struct software_node {
	const char *name;
	const struct software_node *parent;
	const struct property_entry *properties;
};

#define SOFTWARE_NODE(_name_, _properties_, _parent_)       \
	(struct software_node)                              \
	{                                                   \
		.name = _name_, .properties = _properties_, \
		.parent = _parent_,                         \
	}

/** is_software_node() - whether @fwnode is a software node's handle */
bool is_software_node(const struct fwnode_handle *fwnode);

/**
 * to_software_node() - the software_node behind a handle
 * Return: the node, or NULL if @fwnode is not a software node.
 */
const struct software_node *
to_software_node(const struct fwnode_handle *fwnode);

/**
 * software_node_fwnode() - the handle of a registered software node
 * Return: the handle (no reference taken), or NULL if @node is not
 * registered.
 */
struct fwnode_handle *software_node_fwnode(const struct software_node *node);

/**
 * software_node_register() - register a (static) software node
 * @node: the node; its parent must be registered
 *
 * Return: 0, -EEXIST if it is registered, -EINVAL if @node is NULL or its
 * parent is not registered, -ENOMEM, -EOPNOTSUPP (logged) in a profile
 * without software nodes.
 */
int software_node_register(const struct software_node *node);

/**
 * software_node_unregister() - unregister a software node
 * @node: the node; a node not registered is ignored
 *
 * It can no longer be found; its memory goes when the last reference
 * taken on its handle is dropped.
 */
void software_node_unregister(const struct software_node *node);

/**
 * software_node_register_node_group() - register nodes in order, all or
 * none
 * @node_group: nodes ended by NULL, each parent before its children, or
 *              NULL
 *
 * Return: 0, or software_node_register()'s error, after unregistering
 * those of the group registered (including any registered before).
 */
int software_node_register_node_group(const struct software_node **node_group);

/**
 * software_node_unregister_node_group() - unregister nodes, last first
 * @node_group: nodes ended by NULL, or NULL
 */
void software_node_unregister_node_group(
	const struct software_node **node_group);

/**
 * software_node_find_by_name() - a registered node by parent and name
 * @parent: its parent, or NULL for a node without one
 * @name: its name
 *
 * Return: the node, with a reference taken on its handle (drop it with
 * fwnode_handle_put(software_node_fwnode(node))), or NULL.
 */
const struct software_node *
software_node_find_by_name(const struct software_node *parent,
			   const char *name);

/**
 * fwnode_create_software_node() - register a new nameless node holding a
 * copy of @properties
 * @properties: the properties, copied; may be NULL
 * @parent: a software node's handle, or NULL
 *
 * Return: its handle (remove it with fwnode_remove_software_node()),
 * ERR_PTR(-EINVAL) if @parent is not a software node, the error of
 * property_entries_dup(), ERR_PTR(-ENOMEM), ERR_PTR(-EOPNOTSUPP).
 */
struct fwnode_handle *
fwnode_create_software_node(const struct property_entry *properties,
			    const struct fwnode_handle *parent);

/** fwnode_remove_software_node() - drop the reference fwnode_create_software_node() gave */
void fwnode_remove_software_node(struct fwnode_handle *fwnode);

/**
 * device_add_software_node() - give @dev a software node, registering it
 * if it is not registered
 * @dev: the device; its device-tree node, if any, stays the primary node
 *       and @node becomes its secondary
 * @node: the node
 *
 * The device holds a reference until device_remove_software_node() (a
 * platform device from platform_device_alloc() drops it when it is
 * released). If this call registered @node, that removal unregisters it.
 *
 * Return: 0, -EBUSY if @dev has a software node, -EINVAL for a NULL
 * argument, else as software_node_register() (a node already registered
 * is simply taken).
 */
int device_add_software_node(struct device *dev,
			     const struct software_node *node);

/**
 * device_remove_software_node() - take @dev's software node away and drop
 * the device's reference on it
 * @dev: the device; one without a software node is ignored
 */
void device_remove_software_node(struct device *dev);

/**
 * device_create_managed_software_node() - give @dev a new software node
 * holding a copy of @properties, removed with the device (when it is
 * deleted, or released if it never was added)
 * @dev: the device
 * @properties: the properties, copied
 * @parent: the new node's parent (registered), or NULL
 *
 * Return: 0, -EBUSY if @dev has a software node, -EINVAL if @parent is not
 * registered, else as fwnode_create_software_node().
 */
int device_create_managed_software_node(struct device *dev,
					const struct property_entry *properties,
					const struct software_node *parent);

/**
 * fwnode_irq_get() - the Linux interrupt number of a firmware node's
 * @index'th interrupt (of_irq_get() for a device-tree node)
 * @fwnode: the node
 * @index: the interrupt's index
 *
 * Return: the number; -EINVAL when the node has no such interrupt (or it
 * cannot be mapped); -EPROBE_DEFER while its controller is not registered.
 */
int fwnode_irq_get(const struct fwnode_handle *fwnode, unsigned int index);

/**
 * fwnode_iomap() - ioremap() of a firmware node's @index'th register range
 * (of_iomap() for a device-tree node)
 * @fwnode: the node
 * @index: the range's index in its "reg"
 *
 * Return: the mapping (iounmap() it), or NULL: no such range, a node of
 * another kind (or none), or a range that cannot be mapped.
 */
void __iomem *fwnode_iomap(struct fwnode_handle *fwnode, int index);

#endif /* _PLATDEV_LINUX_PROPERTY_H */
