/* SPDX-License-Identifier: MIT */
/*
 * platdev/typed.h - platform data and match data that carry their type.
 *
 * Linux's platform data is a void pointer: a driver assumes the board
 * passed the structure it expects. This header, an opt-in extension next
 * to dev_get_platdata() (which stays as in Linux), lets
 *
 *   - a type be described once, with its fields (PLATDEV_TYPE_DEFINE());
 *   - a board attach data of a named type, checked by the compiler, to a
 *     static device (PLATDEV_PDATA() and PLATDEV_TYPED_PLATFORM_DATA()) or
 *     to a device it builds at run time
 *     (platform_device_add_typed_data(), platform_device_register_typed_data());
 *   - a driver say which type it expects (PLATDEV_TYPED_DRIVER()); the bus
 *     then declines to bind it to a device whose data is of another type or
 *     size, with a log line naming both, and the driver fetches a typed
 *     pointer (platdev_get_platdata());
 *   - a driver's match tables carry typed data (PLATDEV_MATCH_DATA(),
 *     platdev_get_match_data());
 *   - a tool print any typed data field by field (platdev_type_format()).
 *
 * Typed data sits right behind a small header that names its type: the
 * header is as wide as the most aligned scalar (max_align_t), so the data
 * keeps its natural alignment and the header is found at a fixed offset.
 * A device flags typed data in @platdev_typed_pdata of struct
 * platform_device. A board or driver that uses none of this pays nothing:
 * the checks live in the typed driver's probe, which only a typed driver
 * links in.
 *
 * Example, in a header the board and the driver share:
 *
 *	struct foo_pdata { unsigned int clk_hz; char label[8]; };
 *	PLATDEV_TYPE_DECLARE(foo_pdata);
 *
 * in one .c file:
 *
 *	PLATDEV_TYPE_DEFINE(foo_pdata, PLATDEV_FIELD(foo_pdata, clk_hz),
 *			    PLATDEV_FIELD_STRING(foo_pdata, label));
 *
 * in the board:
 *
 *	PLATDEV_PDATA(foo_pdata, foo0_data, .clk_hz = 48000000, .label = "a");
 *	static struct platform_device foo0 = {
 *		.name = "foo", .id = 0,
 *		PLATDEV_TYPED_PLATFORM_DATA(foo_pdata, foo0_data),
 *	};
 *
 * in the driver:
 *
 *	static int foo_probe(struct platform_device *pdev)
 *	{
 *		const struct foo_pdata *pd = platdev_get_platdata(pdev, foo_pdata);
 *		...
 *	}
 *	static struct platdev_typed_driver foo_driver =
 *		PLATDEV_TYPED_DRIVER(foo_pdata, foo_probe,
 *				     .driver = { .name = "foo" });
 *	module_platdev_typed_driver(foo_driver);
 */
#ifndef _PLATDEV_TYPED_H
#define _PLATDEV_TYPED_H

#include <stddef.h>

#include <linux/device.h>
#include <linux/kernel.h>
#include <linux/mod_devicetable.h>
#include <linux/platform_device.h>
#include <linux/types.h>

/**
 * enum platdev_field_kind - how a described field is stored
 * @PLATDEV_FIELD_BOOL: a bool
 * @PLATDEV_FIELD_SIGNED: a signed integer (or a plain char) of @size bytes
 * @PLATDEV_FIELD_UNSIGNED: an unsigned integer (or an enum) of @size bytes
 * @PLATDEV_FIELD_CSTRING: a pointer to a NUL-terminated string, or NULL
 * @PLATDEV_FIELD_CHARS: a char array holding a string, NUL-terminated
 *                       unless it fills the array
 * @PLATDEV_FIELD_POINTER: any other pointer; printed as set or NULL
 * @PLATDEV_FIELD_OPAQUE: anything else (a struct, a float); printed as bytes
 * @PLATDEV_FIELD_FLAG: a one-bit bit-field, found through @bit_template
 */
enum platdev_field_kind {
	PLATDEV_FIELD_BOOL,
	PLATDEV_FIELD_SIGNED,
	PLATDEV_FIELD_UNSIGNED,
	PLATDEV_FIELD_CSTRING,
	PLATDEV_FIELD_CHARS,
	PLATDEV_FIELD_POINTER,
	PLATDEV_FIELD_OPAQUE,
	PLATDEV_FIELD_FLAG,
};

/**
 * struct platdev_field - one field of a described type
 * @name: the member's name
 * @offset: its offset in the structure
 * @size: the size of one element
 * @count: the number of elements: 1 for a scalar, the length of an array
 * @kind: see enum platdev_field_kind (of one element)
 * @bit_template: for a FLAG, a structure of @size bytes in which only that
 *                bit-field is set (a bit-field has no offset in C); else NULL
 */
struct platdev_field {
	const char *name;
	size_t offset;
	size_t size;
	size_t count;
	enum platdev_field_kind kind;
	const void *bit_template;
};

/**
 * struct platdev_type - a type that platform or match data can be of
 * @name: "struct <tag>"
 * @size: sizeof the structure
 * @fields: its described fields, in the order they are printed
 * @nr_fields: entries in @fields
 *
 * Two types are the same when they are the same object, or have the same
 * name and size (a module may carry its own definition of a board's type).
 */
struct platdev_type {
	const char *name;
	size_t size;
	const struct platdev_field *fields;
	size_t nr_fields;
};

/**
 * struct platdev_typed_hdr - what precedes typed data in memory
 * @type: the data's type
 *
 * Aligned as strictly as any scalar, so its size is that alignment and the
 * data that follows it starts at a fixed offset with its own alignment.
 */
struct platdev_typed_hdr {
	_Alignas(max_align_t) const struct platdev_type *type;
};

/* The header in front of typed data @data. */
static inline const struct platdev_typed_hdr *
platdev_typed_hdr_of(const void *data)
{
	return (const struct platdev_typed_hdr *)data - 1;
}

/* The object that describes struct @tag. */
#define platdev_type_of(tag) (&platdev_type_##tag)

/**
 * PLATDEV_TYPE_DECLARE() - declare the description of struct @tag
 * @tag: the structure's tag
 *
 * Put it next to the structure, in the header that users of the type share.
 */
#define PLATDEV_TYPE_DECLARE(tag) \
	extern const struct platdev_type platdev_type_##tag

/**
 * PLATDEV_TYPE_DEFINE() - describe struct @tag, once in the program
 * @tag: the structure's tag
 * @...: its fields, each PLATDEV_FIELD(), PLATDEV_FIELD_ARRAY() or
 *       PLATDEV_FIELD_STRING(); fields left out are not printed
 */
#define PLATDEV_TYPE_DEFINE(tag, ...)                                       \
	static const struct platdev_field platdev_fields_##tag[] = {        \
		__VA_ARGS__                                                 \
	};                                                                  \
	_Static_assert(_Alignof(struct tag) <=                              \
			       _Alignof(struct platdev_typed_hdr),          \
		       "struct " #tag " is aligned more than max_align_t"); \
	const struct platdev_type platdev_type_##tag = {                    \
		.name = "struct " #tag,                                     \
		.size = sizeof(struct tag),                                 \
		.fields = platdev_fields_##tag,                             \
		.nr_fields = ARRAY_SIZE(platdev_fields_##tag),              \
	}

/* The kind of an expression of scalar type; arrays need their own macros. */
#define __platdev_kind_of(x) \
	_Generic((x),                                      \
		_Bool: PLATDEV_FIELD_BOOL,                 \
		char: ((char)-1 < 0 ? PLATDEV_FIELD_SIGNED \
				    : PLATDEV_FIELD_UNSIGNED), \
		signed char: PLATDEV_FIELD_SIGNED,         \
		short: PLATDEV_FIELD_SIGNED,               \
		int: PLATDEV_FIELD_SIGNED,                 \
		long: PLATDEV_FIELD_SIGNED,                \
		long long: PLATDEV_FIELD_SIGNED,           \
		unsigned char: PLATDEV_FIELD_UNSIGNED,     \
		unsigned short: PLATDEV_FIELD_UNSIGNED,    \
		unsigned int: PLATDEV_FIELD_UNSIGNED,      \
		unsigned long: PLATDEV_FIELD_UNSIGNED,     \
		unsigned long long: PLATDEV_FIELD_UNSIGNED, \
		char *: PLATDEV_FIELD_CSTRING,             \
		const char *: PLATDEV_FIELD_CSTRING,       \
		default: __platdev_kind_of_other(x))
#define __platdev_kind_of_other(x)                                 \
	(__builtin_classify_type(x) == 5 ? PLATDEV_FIELD_POINTER : \
					   PLATDEV_FIELD_OPAQUE)

#define __platdev_member(tag, member) (((struct tag *)0)->member)

/* Whether @x is an array: only an array changes type when used as a value. */
#define __platdev_is_array(x) \
	(!__builtin_types_compatible_p(typeof(x), typeof(((void)0, (x)))))

/* Zero, or a compile error when @cond is false. */
#define __platdev_zero_unless(cond) \
	(0 * sizeof(struct { int _ : (cond) ? 1 : -1; }))

/**
 * PLATDEV_FIELD() - describe a scalar member of struct @tag
 * @tag: the structure's tag
 * @member: the member: an integer, bool, enum, string pointer or pointer
 *
 * An array member does not compile here: use PLATDEV_FIELD_ARRAY() or
 * PLATDEV_FIELD_STRING().
 */
#define PLATDEV_FIELD(tag, member)                                        \
	{                                                                 \
		.name = #member, .offset = offsetof(struct tag, member),  \
		.size = sizeof(__platdev_member(tag, member)) +           \
			__platdev_zero_unless(!__platdev_is_array(        \
				__platdev_member(tag, member))),          \
		.count = 1,                                               \
		.kind = __platdev_kind_of(__platdev_member(tag, member)), \
	}

/**
 * PLATDEV_FIELD_ARRAY() - describe an array member of struct @tag
 * @tag: the structure's tag
 * @member: an array of scalars
 */
#define PLATDEV_FIELD_ARRAY(tag, member)                                     \
	{                                                                    \
		.name = #member, .offset = offsetof(struct tag, member),     \
		.size = sizeof(__platdev_member(tag, member)[0]),            \
		.count = ARRAY_SIZE(__platdev_member(tag, member)),          \
		.kind = __platdev_kind_of(__platdev_member(tag, member)[0]), \
	}

/**
 * PLATDEV_FIELD_STRING() - describe a char array member that holds a string
 * @tag: the structure's tag
 * @member: a char array
 */
#define PLATDEV_FIELD_STRING(tag, member)                                    \
	{                                                                    \
		.name = #member, .offset = offsetof(struct tag, member),     \
		.size = 1,                                                   \
		.count = ARRAY_SIZE(__platdev_member(tag, member)) +         \
			 __platdev_zero_unless(__builtin_types_compatible_p( \
				 typeof(__platdev_member(tag, member)[0]),   \
				 char)),                                     \
		.kind = PLATDEV_FIELD_CHARS,                                 \
	}

/**
 * PLATDEV_FIELD_FLAG() - describe a one-bit bit-field member of struct @tag
 * @tag: the structure's tag
 * @member: an unsigned bit-field of width 1 (a wider one prints its lowest
 *          bit only)
 *
 * C gives a bit-field no offset; the description keeps a constant copy of
 * the structure with only this member set, and the printer finds the bit in
 * it.
 */
#define PLATDEV_FIELD_FLAG(tag, member)                                   \
	{                                                                 \
		.name = #member, .offset = 0, .size = sizeof(struct tag), \
		.count = 1, .kind = PLATDEV_FIELD_FLAG,                   \
		.bit_template = &(const struct tag){ .member = 1 },       \
	}

/* @ptr, if it points to struct @tag; a compile error otherwise. */
#define platdev_check_type(tag, ptr) \
	_Generic((ptr), struct tag * : (ptr), const struct tag * : (ptr))

/* The typed data @name's box, as PLATDEV_PDATA() defines it. */
#define __platdev_box(name) name##__platdev_typed

/**
 * PLATDEV_PDATA() - define static platform data of type struct @tag
 * @tag: the structure's tag (declared with PLATDEV_TYPE_DECLARE())
 * @name: a name for the data, given to PLATDEV_TYPED_PLATFORM_DATA()
 * @...: the structure's initialiser, as designators: .clk_hz = 48000000
 */
#define PLATDEV_PDATA(tag, name, ...)                    \
	static struct {                                  \
		struct platdev_typed_hdr hdr;            \
		struct tag data;                         \
	} __platdev_box(name) = {                        \
		.hdr = { .type = platdev_type_of(tag) }, \
		.data = { __VA_ARGS__ },                 \
	}

/**
 * PLATDEV_TYPED_PLATFORM_DATA() - give a static platform device typed data
 * @tag: the type the device's data must have
 * @name: data defined with PLATDEV_PDATA(); of another type, this does not
 *        compile
 *
 * Use it in a struct platform_device initialiser, after any .dev = { }
 * (which would otherwise replace the pointer it sets).
 */
#define PLATDEV_TYPED_PLATFORM_DATA(tag, name) \
	.platdev_typed_pdata = 1,              \
	.dev.platform_data =                   \
		platdev_check_type(tag, &__platdev_box(name).data)

/**
 * PLATDEV_MATCH_DATA() - define typed data for a driver's match tables
 * @tag: the structure's tag
 * @name: a name for the data, given to PLATDEV_MATCH_DATA_REF()
 * @...: the structure's initialiser, as designators
 */
#define PLATDEV_MATCH_DATA(tag, name, ...)               \
	static const struct {                            \
		struct platdev_typed_hdr hdr;            \
		struct tag data;                         \
	} __platdev_box(name) = {                        \
		.hdr = { .type = platdev_type_of(tag) }, \
		.data = { __VA_ARGS__ },                 \
	}

/**
 * PLATDEV_MATCH_DATA_REF() - point an of_device_id's .data at typed data
 * @tag: the type the entry's data must have
 * @name: data defined with PLATDEV_MATCH_DATA(); of another type, this
 *        does not compile
 *
 * For a platform_device_id, cast it: .driver_data = (kernel_ulong_t)...
 */
#define PLATDEV_MATCH_DATA_REF(tag, name) \
	platdev_check_type(tag, &__platdev_box(name).data)

/**
 * platdev_pdata_type() - the type of a platform device's data
 * @pdev: the device
 *
 * Return: the type, or NULL when the device has no data or untyped data.
 */
const struct platdev_type *
platdev_pdata_type(const struct platform_device *pdev);

/**
 * platdev_type_same() - whether two type descriptions are of one type
 * @a: a type
 * @b: another
 *
 * Return: true for the same object, or for the same name and size.
 */
bool platdev_type_same(const struct platdev_type *a,
		       const struct platdev_type *b);

/**
 * platdev_device_add_typed_data() - copy typed platform data into a device
 * @pdev: a device from platform_device_alloc(), not yet added
 * @type: the data's type
 * @data: the data; NULL removes any data
 * @size: bytes of @data; must be @type->size
 *
 * As platform_device_add_data(), but the copy carries @type. Use it through
 * platform_device_add_typed_data(), which checks @data's type.
 *
 * Return: 0, -EINVAL for a NULL device or type or a size that is not the
 * type's, -ENOMEM.
 */
int platdev_device_add_typed_data(struct platform_device *pdev,
				  const struct platdev_type *type,
				  const void *data, size_t size);

/**
 * platform_device_add_typed_data() - platform_device_add_data(), typed
 * @pdev: a device from platform_device_alloc(), not yet added
 * @tag: the data's structure tag
 * @data: a pointer to struct @tag; another type does not compile
 */
#define platform_device_add_typed_data(pdev, tag, data)                \
	platdev_device_add_typed_data((pdev), platdev_type_of(tag),    \
				      platdev_check_type(tag, (data)), \
				      sizeof(struct tag))

/**
 * platdev_device_register_typed_data() - register a device with typed data
 * @parent: the parent, or NULL
 * @name: the device's name
 * @id: its instance number, or PLATFORM_DEVID_NONE/PLATFORM_DEVID_AUTO
 * @type: the data's type
 * @data: the data, copied
 * @size: bytes of @data; must be @type->size
 *
 * As platform_device_register_data(). Use it through
 * platform_device_register_typed_data().
 *
 * Return: the device, or an ERR_PTR(): -EINVAL, -ENOMEM, or what
 * platform_device_add() returned.
 */
struct platform_device *
platdev_device_register_typed_data(struct device *parent, const char *name,
				   int id, const struct platdev_type *type,
				   const void *data, size_t size);

/**
 * platform_device_register_typed_data() - platform_device_register_data(),
 * typed
 * @parent: the parent, or NULL
 * @name: the device's name
 * @id: its instance number
 * @tag: the data's structure tag
 * @data: a pointer to struct @tag; another type does not compile
 */
#define platform_device_register_typed_data(parent, name, id, tag, data)    \
	platdev_device_register_typed_data((parent), (name), (id),          \
					   platdev_type_of(tag),            \
					   platdev_check_type(tag, (data)), \
					   sizeof(struct tag))

/**
 * struct platdev_typed_driver - a platform driver that expects typed data
 * @driver: the platform driver; its probe is platdev_typed_probe()
 * @pdata_type: the type of platform data it expects
 * @probe: the driver's own probe, run once the data's type is right
 *
 * Declare it with PLATDEV_TYPED_DRIVER() and register it with
 * platdev_typed_driver_register() or module_platdev_typed_driver() (or
 * platform_driver_register(&drv.driver): the check lives in the probe).
 */
struct platdev_typed_driver {
	struct platform_driver driver;
	const struct platdev_type *pdata_type;
	int (*probe)(struct platform_device *pdev);
};

/**
 * platdev_typed_probe() - the probe of every typed driver
 * @pdev: the device being bound
 *
 * Declines a device whose platform data is typed with another type or
 * size than the driver's, with a warning naming both; a device without
 * data, or with untyped data, goes to the driver as in Linux.
 *
 * Return: what the driver's probe returns, or -ENODEV when declined (so
 * the bus goes on to the next driver, as for any probe that declines).
 */
int platdev_typed_probe(struct platform_device *pdev);

/**
 * PLATDEV_TYPED_DRIVER() - initialise a struct platdev_typed_driver
 * @tag: the structure tag of the platform data it expects
 * @probe_fn: its probe
 * @...: the rest of its struct platform_driver, as designators
 */
#define PLATDEV_TYPED_DRIVER(tag, probe_fn, ...)                         \
	{                                                                \
		.driver = { .probe = platdev_typed_probe, __VA_ARGS__ }, \
		.pdata_type = platdev_type_of(tag), .probe = (probe_fn), \
	}

/**
 * platdev_typed_driver_register() - register a typed driver
 * @drv: the driver
 *
 * Return: as platform_driver_register().
 */
int platdev_typed_driver_register(struct platdev_typed_driver *drv);

/**
 * platdev_typed_driver_unregister() - unregister a typed driver
 * @drv: the driver
 */
void platdev_typed_driver_unregister(struct platdev_typed_driver *drv);

/**
 * module_platdev_typed_driver() - register a typed driver at start-up
 * @__drv: the struct platdev_typed_driver
 *
 * As module_platform_driver(): registered by an initcall, unregistered at
 * exit.
 */
#define module_platdev_typed_driver(__drv)                  \
	module_driver(__drv, platdev_typed_driver_register, \
		      platdev_typed_driver_unregister)

/**
 * platdev_checked_platdata() - a device's platform data, if of @type
 * @pdev: the device
 * @type: the type the caller expects
 *
 * Return: the data when it is typed with @type, or untyped (unchecked, as
 * dev_get_platdata()); NULL, with a warning, when it is typed with another
 * type; NULL when there is none.
 */
void *platdev_checked_platdata(const struct platform_device *pdev,
			       const struct platdev_type *type);

/**
 * platdev_get_platdata() - a device's platform data as struct @tag
 * @pdev: the device
 * @tag: the structure tag the caller expects
 */
#define platdev_get_platdata(pdev, tag) \
	((struct tag *)platdev_checked_platdata((pdev), platdev_type_of(tag)))

/**
 * platdev_checked_match_data() - the match data of a bound device, if of @type
 * @dev: a device its driver is bound to (or being probed by)
 * @type: the type the caller expects
 *
 * Looks at the device-tree match first, then the platform id_table entry.
 * The driver's tables must point at data from PLATDEV_MATCH_DATA().
 *
 * Return: the data, or NULL when there is none, or, with a warning, when
 * it is of another type.
 */
const void *platdev_checked_match_data(const struct device *dev,
				       const struct platdev_type *type);

/**
 * platdev_get_match_data() - a device's match data as const struct @tag
 * @dev: the device
 * @tag: the structure tag the caller expects
 */
#define platdev_get_match_data(dev, tag)                       \
	((const struct tag *)platdev_checked_match_data((dev), \
							platdev_type_of(tag)))

/**
 * platdev_type_format() - print typed data field by field
 * @type: its type
 * @data: the data
 * @buf: where to write "struct tag: field=value ..."
 * @len: size of @buf; the text is truncated to fit and NUL-terminated
 *
 * Integers print in decimal, bools as true/false, strings quoted, pointers
 * as (set) or NULL, other fields as hex bytes; an array prints as
 * [a,b,...].
 *
 * Return: @buf, or NULL when @len is 0.
 */
char *platdev_type_format(const struct platdev_type *type, const void *data,
			  char *buf, size_t len);

/**
 * platdev_type_write_json() - typed data as a JSON object of its fields
 * @type: its type
 * @data: the data
 * @sink: called with each piece of the text, in order
 * @ctx: passed to @sink
 *
 * The same fields and values as platdev_type_format(), in JSON: integers
 * as numbers, bools as true/false, strings (escaped), arrays as arrays,
 * NULL pointers as null, other pointers as "(set)", opaque fields as
 * "0x..." strings. NULL @type or @data writes null.
 */
void platdev_type_write_json(const struct platdev_type *type, const void *data,
			     void (*sink)(void *ctx, const char *s), void *ctx);

/**
 * platdev_field_value() - one element of a described field, as an integer
 * @field: the field, of kind BOOL, SIGNED, UNSIGNED or FLAG
 * @data: the structure holding it
 * @index: the element, below @field->count
 * @value: where to store it; signed values are sign-extended
 *
 * Return: 0, or -EINVAL for another kind, a bad index or size.
 */
int platdev_field_value(const struct platdev_field *field, const void *data,
			size_t index, u64 *value);

/**
 * platdev_value_fits() - whether an integer fits a field of @size bytes
 * @value: the value; for a signed field, sign-extended to 64 bits
 * @size: the field's size in bytes
 * @is_signed: whether the field is signed
 *
 * The range rule of platdev_type_read_properties(), which `platdev gen
 * --pdata` applies at build time too.
 */
static inline bool platdev_value_fits(u64 value, size_t size, bool is_signed)
{
	unsigned int bits = 8 * (unsigned int)size;
	s64 s = (s64)value;

	if (bits >= 64)
		return true;
	if (!is_signed)
		return value < (1ULL << bits);
	return s >= -(1LL << (bits - 1)) && s < (1LL << (bits - 1));
}

/**
 * platdev_type_read_properties() - fill typed data from a device's properties
 * @dev: the device whose firmware node (device tree, software or generated
 *       node) is read
 * @type: the data's type
 * @data: the data, @type->size bytes
 *
 * Each described field reads the property named as the field with each '_'
 * a '-' ("current-speed" for current_speed), or else that name behind the
 * vendor prefix of the node's first compatible. A bool or flag is true when
 * the property is there; an integer takes the property's one value of 8,
 * 16, 32 or 64 bits, sign-extended for a signed field; an integer array
 * takes values as wide as its elements (the rest are zeroed); a string
 * pointer, or an array of them, the property's strings; a char array its
 * first string. Fields whose property is absent keep their value, so set
 * defaults first. `platdev gen --pdata` writes the same conversion into a
 * board file at build time (docs/typed-data.md).
 *
 * Return: the number of fields set; -EINVAL for a NULL argument, a device
 * without a firmware node, or a property that its field cannot take (of
 * another size, not a string, a pointer or opaque field); -EOVERFLOW for a
 * value or array that does not fit. On an error a line names the property
 * and the field, and the fields before it are already set.
 */
int platdev_type_read_properties(const struct device *dev,
				 const struct platdev_type *type, void *data);

/**
 * platdev_read_typed_properties() - platdev_type_read_properties(), typed
 * @dev: the device
 * @tag: the data's structure tag
 * @data: a pointer to struct @tag; another type does not compile
 */
#define platdev_read_typed_properties(dev, tag, data)             \
	platdev_type_read_properties((dev), platdev_type_of(tag), \
				     platdev_check_type(tag, (data)))

#endif /* _PLATDEV_TYPED_H */
