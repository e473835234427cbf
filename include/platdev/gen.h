/* SPDX-License-Identifier: MIT */
/*
 * platdev/gen.h - what a board file written by `platdev gen` stands on: a
 * device-tree node as a constant software node (struct software_node and
 * its property_entry table, linux/property.h), attached to a static
 * platform device without registering the node, so that the profiles
 * without software nodes (minimal) and without firmware nodes at all
 * (tiny) read it too.
 *
 * Full and minimal profiles: each node has a struct platdev_gen_fwnode
 * (its firmware-node handle, in RAM; the properties stay constant), one
 * array of them per board, and the device's dev.fwnode points at its own.
 * The fwnode readers (device_property_read_*(), fwnode_property_*(), child
 * iteration, references) then work on it as on any firmware node.
 *
 * Tiny profile: there is no firmware node in struct device; a generated
 * device is a struct platdev_gen_device, the platform device followed by
 * its node, marked by platform_device.platdev_gen_node. The tiny core's
 * device_property_read_*() read that node's properties (no references or
 * child iteration: docs/tiny.md).
 *
 * In every profile a driver's of_match_table binds such a device by its
 * "compatible" property, before its id_table and its name, as a device-tree
 * node would; of_device_get_match_data() and device_get_match_data() give
 * the matching entry's data.
 */
#ifndef _PLATDEV_GEN_H
#define _PLATDEV_GEN_H

#include <linux/mod_devicetable.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/typed.h>

#if PLATDEV_TINY
/**
 * struct platdev_gen_device - a generated platform device and its node
 * (tiny profile)
 * @pdev: the device; its platdev_gen_node is true
 * @node: its properties
 */
struct platdev_gen_device {
	struct platform_device pdev;
	const struct software_node *node;
};

/**
 * platdev_gen_node() - the node of a generated device
 * @dev: any device
 *
 * Return: its node, or NULL when @dev is no struct platdev_gen_device.
 */
const struct software_node *platdev_gen_node(const struct device *dev);
#else
struct platdev_gen_board;

/**
 * struct platdev_gen_fwnode - the firmware-node handle of one generated node
 * @fwnode: the handle (ops: platdev_gen_fwnode_ops)
 * @node: the node
 * @board: the board's nodes, for parents, children and references
 */
struct platdev_gen_fwnode {
	struct fwnode_handle fwnode;
	const struct software_node *node;
	const struct platdev_gen_board *board;
};

/**
 * struct platdev_gen_board - every node of a generated board
 * @nodes: the handles, parents before children, siblings in tree order
 * @nr_nodes: how many
 */
struct platdev_gen_board {
	struct platdev_gen_fwnode *nodes;
	unsigned int nr_nodes;
};

extern const struct fwnode_operations platdev_gen_fwnode_ops;

/* The initializer of the handle of @_node, one of @_board's. */
#define PLATDEV_GEN_FWNODE(_node, _board)                                      \
	{                                                                      \
		.fwnode = { .ops = &platdev_gen_fwnode_ops }, .node = (_node), \
		.board = (_board),                                             \
	}

/**
 * platdev_gen_node() - the node of a device whose firmware node is a
 * generated one
 * @dev: any device
 *
 * Return: its node, or NULL.
 */
const struct software_node *platdev_gen_node(const struct device *dev);
#endif

/**
 * platdev_gen_match() - the entry of @matches that a generated node's
 * "compatible" property selects: its first compatible that some entry
 * names, as of_match_node() ranks a device-tree node's
 * @matches: an of_match_table (ended by an empty entry), or NULL
 * @node: the node
 *
 * Return: the entry, or NULL.
 */
const struct of_device_id *platdev_gen_match(const struct of_device_id *matches,
					     const struct software_node *node);

/**
 * platdev_gen_add_devices() - register a generated board's devices
 * @devs: the devices, parents before children
 * @num: how many
 *
 * As platform_add_devices(): on an error, the devices registered so far are
 * unregistered again.
 *
 * Return: 0, or the error of the registration that failed.
 */
int platdev_gen_add_devices(struct platform_device *const *devs, int num);

/*
 * Typed platform data from the tree (`platdev gen --types FILE.h --pdata
 * COMPAT=TAG`): the board file converts a device's properties into struct
 * TAG at build time, by the rules of platdev_type_read_properties()
 * (platdev/typed.h), and gives it to the device as typed platform data
 * (platdev_get_platdata()). Gen reads the member types from the header; the
 * checks below make the compiler confirm what it read, so that a header
 * that changed since breaks the build instead of the data.
 */

/**
 * PLATDEV_GEN_PDATA() - constant typed platform data of struct @tag
 * @tag: the structure's tag, described with PLATDEV_TYPE_DEFINE()
 * @name: a name for the data, given to PLATDEV_GEN_PDATA_REF()
 * @...: the structure's initialiser, as designators
 *
 * As PLATDEV_PDATA(), but constant (flash, not RAM): the same box as
 * PLATDEV_MATCH_DATA()'s.
 */
#define PLATDEV_GEN_PDATA(tag, name, ...) \
	PLATDEV_MATCH_DATA(tag, name, __VA_ARGS__)

/**
 * PLATDEV_GEN_PDATA_REF() - the platform_data pointer of @name
 * @tag: the type the data must have; another does not compile
 * @name: data defined with PLATDEV_GEN_PDATA()
 *
 * Set the device's platdev_typed_pdata too. Drivers read the data through
 * a pointer to const (platdev_get_platdata()), as Linux's do.
 */
#define PLATDEV_GEN_PDATA_REF(tag, name) \
	((void *)platdev_check_type(tag, &__platdev_box(name).data))

/* The kind bits of an expression, and those of any integer. */
#define __platdev_gen_kind(x) (1u << __platdev_kind_of(x))
#define PLATDEV_GEN_INTEGER \
	((1u << PLATDEV_FIELD_SIGNED) | (1u << PLATDEV_FIELD_UNSIGNED))

/**
 * PLATDEV_GEN_CHECK_FIELD() - struct @tag's @member is what gen read
 * @tag: the structure's tag
 * @member: a scalar member
 * @kinds: the bits (1u << enum platdev_field_kind) it may be of
 * @size: its size in bytes, or 0 when the target decides it
 */
#define PLATDEV_GEN_CHECK_FIELD(tag, member, kinds, size)                  \
	_Static_assert(                                                    \
		(__platdev_gen_kind(__platdev_member(tag, member)) &       \
		 (kinds)) &&                                               \
			((size) == 0 ||                                    \
			 sizeof(__platdev_member(tag, member)) == (size)), \
		"struct " #tag ", member " #member                         \
		": not what `platdev gen` read; generate the board file again")

/**
 * PLATDEV_GEN_CHECK_ELEMENTS() - struct @tag's array @member is what gen
 * read, and holds at least @count elements
 * @tag: the structure's tag
 * @member: an array member
 * @kinds: the bits its elements may be of
 * @size: an element's size in bytes
 * @count: the elements the board file gives it
 */
#define PLATDEV_GEN_CHECK_ELEMENTS(tag, member, kinds, size, count)           \
	_Static_assert(                                                       \
		(__platdev_gen_kind(__platdev_member(tag, member)[0]) &       \
		 (kinds)) &&                                                  \
			sizeof(__platdev_member(tag, member)[0]) == (size) && \
			ARRAY_SIZE(__platdev_member(tag, member)) >= (count), \
		"struct " #tag ", member " #member                            \
		": not the array `platdev gen` read, or too short")

/**
 * PLATDEV_GEN_CHECK_CHARS() - struct @tag's char array @member has room for
 * @len characters (a NUL need not fit)
 * @tag: the structure's tag
 * @member: a char array
 * @len: the string's length
 */
#define PLATDEV_GEN_CHECK_CHARS(tag, member, len)                      \
	_Static_assert(sizeof(__platdev_member(tag, member)) >= (len), \
		       "struct " #tag ", member " #member              \
		       ": too short for the string of the tree")

/**
 * PLATDEV_GEN_CHECK_FITS() - a value fits struct @tag's @member, whose size
 * or sign the target decides
 * @tag: the structure's tag
 * @member: an integer member
 * @value: the value the board file gives it
 */
#define PLATDEV_GEN_CHECK_FITS(tag, member, value)                           \
	_Static_assert((__typeof__(__platdev_member(tag, member)))(value) == \
			       (value),                                      \
		       "struct " #tag ", member " #member                    \
		       ": a value of the tree does not fit")

#endif /* _PLATDEV_GEN_H */
