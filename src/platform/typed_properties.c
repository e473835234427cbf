// SPDX-License-Identifier: MIT
/*
 * typed_properties.c - typed data filled from a device's properties, by
 * its type's description (platdev/typed.h): platdev_type_read_properties().
 *
 * `platdev gen --pdata` (tools/platdev/gen_pdata.c) writes the same
 * conversion into a board file, at build time; the rules are in
 * docs/typed-data.md and both sides follow them:
 *
 *   - a field reads the property named as the field with each '_' a '-',
 *     or else that name behind the vendor prefix of the node's first
 *     compatible ("arm,fifo-depth" for fifo_depth on an "arm,..." node);
 *   - a bool or one-bit flag is true when the property is there;
 *   - an integer takes one value of 8, 16, 32 or 64 bits (a property of
 *     1, 2, 4 or 8 bytes: /bits/ 8 <x>, /bits/ 16 <x>, <x>, /bits/ 64 <x>),
 *     sign-extended for a signed field, that must fit the field;
 *   - an integer array takes values as wide as its elements (u8: bytes,
 *     u32: cells), at most as many as it has; the rest are zeroed;
 *   - a string pointer (or an array of them) takes the property's strings;
 *   - a char array takes its first string, NUL-terminated unless it fills
 *     the array;
 *   - any other field cannot come from a property.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/property.h>
#include <platdev/typed.h>

/* The longest property name a field maps to, vendor prefix included. */
#define PROP_NAME_MAX 96

/* How many values of @width bytes @name holds: > 0, or an error. */
static int count_of_width(const struct device *dev, const char *name,
			  size_t width)
{
	switch (width) {
	case 1:
		return device_property_read_u8_array(dev, name, NULL, 0);
	case 2:
		return device_property_read_u16_array(dev, name, NULL, 0);
	case 4:
		return device_property_read_u32_array(dev, name, NULL, 0);
	case 8:
		return device_property_read_u64_array(dev, name, NULL, 0);
	}
	return -EINVAL;
}

/* Read @n values of @width bytes of @name into @val, in native order. */
static int read_of_width(const struct device *dev, const char *name,
			 size_t width, void *val, size_t n)
{
	switch (width) {
	case 1:
		return device_property_read_u8_array(dev, name, val, n);
	case 2:
		return device_property_read_u16_array(dev, name, val, n);
	case 4:
		return device_property_read_u32_array(dev, name, val, n);
	case 8:
		return device_property_read_u64_array(dev, name, val, n);
	}
	return -EINVAL;
}

/* Store @v, known to fit, in the @size-byte integer at @p. */
static void store_int(void *p, size_t size, u64 v)
{
	u8 v8 = (u8)v;
	u16 v16 = (u16)v;
	u32 v32 = (u32)v;

	switch (size) {
	case 1:
		memcpy(p, &v8, 1);
		break;
	case 2:
		memcpy(p, &v16, 2);
		break;
	case 4:
		memcpy(p, &v32, 4);
		break;
	default:
		memcpy(p, &v, 8);
		break;
	}
}

/*
 * The one value of @name, of whichever width holds exactly one, sign-
 * extended when @is_signed; -EINVAL when no width holds one value.
 */
static int read_one_value(const struct device *dev, const char *name,
			  bool is_signed, u64 *value, size_t *width)
{
	static const size_t widths[] = { 1, 2, 4, 8 };
	size_t i;

	for (i = 0; i < ARRAY_SIZE(widths); i++) {
		unsigned char raw[8];
		u64 v = 0;
		int bits = 8 * (int)widths[i];

		if (count_of_width(dev, name, widths[i]) != 1 ||
		    read_of_width(dev, name, widths[i], raw, 1))
			continue;
		switch (widths[i]) {
		case 1:
			v = raw[0];
			break;
		case 2: {
			u16 x;

			memcpy(&x, raw, 2);
			v = x;
			break;
		}
		case 4: {
			u32 x;

			memcpy(&x, raw, 4);
			v = x;
			break;
		}
		default:
			memcpy(&v, raw, 8);
			break;
		}
		if (is_signed && bits < 64 && (v >> (bits - 1)) & 1)
			v |= ~0ULL << bits;
		*value = v;
		*width = widths[i];
		return 0;
	}
	return -EINVAL;
}

/* A scalar integer field from its property. */
static int read_int(const struct device *dev, const char *name,
		    const struct platdev_field *f, void *p)
{
	bool is_signed = f->kind == PLATDEV_FIELD_SIGNED;
	size_t width;
	u64 v;

	if (f->size != 1 && f->size != 2 && f->size != 4 && f->size != 8)
		return -EINVAL;
	if (read_one_value(dev, name, is_signed, &v, &width))
		return -EINVAL;
	if (!platdev_value_fits(v, f->size, is_signed))
		return -EOVERFLOW;
	store_int(p, f->size, v);
	return 0;
}

/* An integer array field: values as wide as its elements, zeros after. */
static int read_int_array(const struct device *dev, const char *name,
			  const struct platdev_field *f, void *p)
{
	int n = count_of_width(dev, name, f->size);

	if (n <= 0)
		return -EINVAL;
	if ((size_t)n > f->count)
		return -EOVERFLOW;
	memset(p, 0, f->size * f->count);
	return read_of_width(dev, name, f->size, p, (size_t)n) ? -EINVAL : 0;
}

/* String pointers: the property's strings, NULL after them. */
static int read_strings(const struct device *dev, const char *name,
			const struct platdev_field *f, void *p)
{
	int n = device_property_read_string_array(dev, name, NULL, 0);

	if (n <= 0 || f->size != sizeof(char *))
		return -EINVAL;
	if ((size_t)n > f->count)
		return -EOVERFLOW;
	memset(p, 0, f->size * f->count);
	/* the field is an array of f->count string pointers */
	return device_property_read_string_array(dev, name, (const char **)p,
						 (size_t)n) < 0 ?
		       -EINVAL :
		       0;
}

/* A char array: the first string, NUL-terminated unless it fills it. */
static int read_chars(const struct device *dev, const char *name,
		      const struct platdev_field *f, void *p)
{
	const char *s;
	size_t len;

	if (device_property_read_string(dev, name, &s))
		return -EINVAL;
	len = strlen(s);
	if (len > f->count)
		return -EOVERFLOW;
	memset(p, 0, f->count);
	memcpy(p, s, len);
	return 0;
}

/* A bool, or a one-bit flag set through its template. */
static void set_true(const struct platdev_field *f, void *p)
{
	const unsigned char *bit = f->bit_template;
	unsigned char *b = p;
	size_t i;

	if (f->kind == PLATDEV_FIELD_BOOL) {
		*(bool *)p = true;
		return;
	}
	for (i = 0; bit && i < f->size; i++)
		b[i] |= bit[i];
}

/* The field's value from the property @name, which is there. */
static int read_field(const struct device *dev, const char *name,
		      const struct platdev_field *f, void *p)
{
	switch (f->kind) {
	case PLATDEV_FIELD_BOOL:
	case PLATDEV_FIELD_FLAG:
		if (f->count != 1)
			return -EINVAL;
		set_true(f, p);
		return 0;
	case PLATDEV_FIELD_SIGNED:
	case PLATDEV_FIELD_UNSIGNED:
		return f->count == 1 ? read_int(dev, name, f, p) :
				       read_int_array(dev, name, f, p);
	case PLATDEV_FIELD_CSTRING:
		return read_strings(dev, name, f, p);
	case PLATDEV_FIELD_CHARS:
		return read_chars(dev, name, f, p);
	default:
		return -EINVAL;
	}
}

/*
 * The property field @f reads, in @buf: its name with '-' for '_', else
 * that behind @vendor's prefix. Return: true when the device has it.
 */
static bool find_property(const struct device *dev, const char *field,
			  const char *vendor, size_t vendor_len, char *buf)
{
	size_t len = strlen(field), i;

	if (vendor_len + 1 + len >= PROP_NAME_MAX)
		return false;
	for (i = 0; i <= len; i++)
		buf[vendor_len + 1 + i] = field[i] == '_' ? '-' : field[i];
	if (device_property_present(dev, buf + vendor_len + 1)) {
		memmove(buf, buf + vendor_len + 1, len + 1);
		return true;
	}
	if (!vendor_len)
		return false;
	memcpy(buf, vendor, vendor_len);
	buf[vendor_len] = ',';
	return device_property_present(dev, buf);
}

int platdev_type_read_properties(const struct device *dev,
				 const struct platdev_type *type, void *data)
{
	const char *compat = NULL, *vendor = "";
	size_t vendor_len = 0, i;
	int set = 0;

	if (!dev || !type || !data || !dev_fwnode(dev))
		return -EINVAL;
	if (!device_property_read_string(dev, "compatible", &compat)) {
		const char *comma = strchr(compat, ',');

		if (comma) {
			vendor = compat;
			vendor_len = (size_t)(comma - compat);
		}
	}
	for (i = 0; i < type->nr_fields; i++) {
		const struct platdev_field *f = &type->fields[i];
		char name[PROP_NAME_MAX];
		int ret;

		if (!find_property(dev, f->name, vendor, vendor_len, name))
			continue;
		ret = read_field(dev, name, f, (char *)data + f->offset);
		if (ret) {
			dev_err(dev, "property %s cannot be %s's %s (%s)\n",
				name, type->name, f->name,
				ret == -EOVERFLOW ? "it does not fit" :
						    "not a value of its kind");
			return ret;
		}
		set++;
	}
	return set;
}
