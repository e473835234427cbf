// SPDX-License-Identifier: MIT
/*
 * regmap.c - the register map core: which registers an access may reach
 * (stride, max_register, access callbacks and tables), the map's lock,
 * read-modify-write, bulk accesses, fields, and finding a device's map.
 * The registers themselves are reached through regmap-mmio.c.
 */
#include <string.h>

#include <linux/delay.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "internal.h"

static void map_lock(struct regmap *map, unsigned long *flags)
{
	if (map->config.lock)
		map->config.lock(map->config.lock_arg);
	else if (map->config.disable_locking)
		return;
	else if (map->bus)
		mutex_lock(&map->mutex);
	else
		spin_lock_irqsave(&map->lock, *flags);
}

static void map_unlock(struct regmap *map, unsigned long flags)
{
	if (map->config.lock)
		map->config.unlock(map->config.lock_arg);
	else if (map->config.disable_locking)
		return;
	else if (map->bus)
		mutex_unlock(&map->mutex);
	else
		spin_unlock_irqrestore(&map->lock, flags);
}

static bool range_holds(const struct regmap_range *r, unsigned int n,
			unsigned int reg)
{
	unsigned int i;

	for (i = 0; i < n; i++)
		if (reg >= r[i].range_min && reg <= r[i].range_max)
			return true;
	return false;
}

bool regmap_check_range_table(struct regmap *map, unsigned int reg,
			      const struct regmap_access_table *table)
{
	(void)map;
	if (range_holds(table->no_ranges, table->n_no_ranges, reg))
		return false;
	return range_holds(table->yes_ranges, table->n_yes_ranges, reg);
}

static bool beyond_max(const struct regmap *map, unsigned int reg)
{
	return map->max_register_is_set && reg > map->config.max_register;
}

static bool readable(struct regmap *map, unsigned int reg)
{
	if (beyond_max(map, reg))
		return false;
	if (map->config.readable_reg)
		return map->config.readable_reg(map->dev, reg);
	if (map->config.rd_table)
		return regmap_check_range_table(map, reg, map->config.rd_table);
	return true;
}

static bool writeable(struct regmap *map, unsigned int reg)
{
	if (beyond_max(map, reg))
		return false;
	if (map->config.writeable_reg)
		return map->config.writeable_reg(map->dev, reg);
	if (map->config.wr_table)
		return regmap_check_range_table(map, reg, map->config.wr_table);
	return true;
}

/* The byte offset of register @reg in the window. */
static unsigned int reg_offset(const struct regmap *map, unsigned int reg)
{
	int shift = map->config.reg_shift;

	reg += map->config.reg_base;
	return shift >= 0 ? reg >> shift : reg << -shift;
}

/* A value of a map over a bus from its bytes on the wire. */
static unsigned int wire_get(const struct regmap *map, const u8 *p)
{
	unsigned int v = 0, i;

	for (i = 0; i < map->val_bytes; i++)
		v |= (unsigned int)p[i]
		     << (8 * (map->big_endian ? map->val_bytes - 1 - i : i));
	return v;
}

static void wire_put(const struct regmap *map, u8 *p, unsigned int v)
{
	unsigned int i;

	for (i = 0; i < map->val_bytes; i++)
		p[i] = (u8)(v >>
			    (8 *
			     (map->big_endian ? map->val_bytes - 1 - i : i)));
}

static int read_locked(struct regmap *map, unsigned int reg, unsigned int *val)
{
	u8 buf[4];
	int err;

	if (!readable(map, reg))
		return -EIO;
	if (map->bus) {
		err = map->bus_read(map, reg, buf, map->val_bytes);
		if (!err)
			*val = wire_get(map, buf);
		return err;
	}
	if (!map->base)
		return map->config.reg_read ?
			       map->config.reg_read(map->bus_context, reg,
						    val) :
			       -EIO;
	return regmap_mmio_read(map, reg_offset(map, reg), val);
}

static int write_locked(struct regmap *map, unsigned int reg, unsigned int val)
{
	u8 buf[4];

	if (!writeable(map, reg))
		return -EIO;
	if (map->bus) {
		wire_put(map, buf, val);
		return map->bus_write(map, reg, buf, map->val_bytes);
	}
	if (!map->base)
		return map->config.reg_write ?
			       map->config.reg_write(map->bus_context, reg,
						     val) :
			       -EIO;
	return regmap_mmio_write(map, reg_offset(map, reg), val);
}

static bool misaligned(const struct regmap *map, unsigned int reg)
{
	return reg % map->reg_stride != 0;
}

int regmap_read(struct regmap *map, unsigned int reg, unsigned int *val)
{
	unsigned long flags = 0;
	int err;

	if (misaligned(map, reg))
		return -EINVAL;
	map_lock(map, &flags);
	err = read_locked(map, reg, val);
	map_unlock(map, flags);
	return err;
}

int regmap_write(struct regmap *map, unsigned int reg, unsigned int val)
{
	unsigned long flags = 0;
	int err;

	if (misaligned(map, reg))
		return -EINVAL;
	map_lock(map, &flags);
	err = write_locked(map, reg, val);
	map_unlock(map, flags);
	return err;
}

int regmap_multi_reg_write(struct regmap *map, const struct reg_sequence *regs,
			   int num_regs)
{
	int i, err;

	if (num_regs < 0 || (num_regs && !regs))
		return -EINVAL;
	for (i = 0; i < num_regs; i++) {
		err = regmap_write(map, regs[i].reg, regs[i].def);
		if (err)
			return err;
		if (regs[i].delay_us)
			fsleep(regs[i].delay_us);
	}
	return 0;
}

int regmap_multi_reg_write_bypassed(struct regmap *map,
				    const struct reg_sequence *regs,
				    int num_regs)
{
	return regmap_multi_reg_write(map, regs, num_regs);
}

int regmap_register_patch(struct regmap *map, const struct reg_sequence *regs,
			  int num_regs)
{
	return regmap_multi_reg_write(map, regs, num_regs);
}

int regmap_update_bits_base(struct regmap *map, unsigned int reg,
			    unsigned int mask, unsigned int val, bool *change,
			    bool async, bool force)
{
	unsigned long flags = 0;
	unsigned int old, new;
	int err;

	(void)async;
	if (change)
		*change = false;
	if (misaligned(map, reg))
		return -EINVAL;
	map_lock(map, &flags);
	err = read_locked(map, reg, &old);
	if (!err) {
		new = (old & ~mask) | (val & mask);
		if (force || new != old)
			err = write_locked(map, reg, new);
		if (!err && change)
			*change = new != old;
	}
	map_unlock(map, flags);
	return err;
}

int regmap_test_bits(struct regmap *map, unsigned int reg, unsigned int bits)
{
	unsigned int val;
	int err = regmap_read(map, reg, &val);

	return err ? err : (val & bits) == bits;
}

/* Element @i of an array of registers of @bytes bytes each. */
static unsigned int elem_get(const void *arr, unsigned int bytes, size_t i)
{
	switch (bytes) {
	case 1:
		return ((const u8 *)arr)[i];
	case 2:
		return ((const u16 *)arr)[i];
	case 4:
		return ((const u32 *)arr)[i];
	default:
		return (unsigned int)((const u64 *)arr)[i];
	}
}

static void elem_set(void *arr, unsigned int bytes, size_t i, unsigned int v)
{
	switch (bytes) {
	case 1:
		((u8 *)arr)[i] = (u8)v;
		break;
	case 2:
		((u16 *)arr)[i] = (u16)v;
		break;
	case 4:
		((u32 *)arr)[i] = v;
		break;
	default:
		((u64 *)arr)[i] = v;
	}
}

/*
 * Whether @count registers from @reg may all be read (@write false) or
 * written, so that a map over a bus reaches them in one transfer.
 */
static bool all_reachable(struct regmap *map, unsigned int reg, size_t count,
			  bool write)
{
	size_t i;

	for (i = 0; i < count; i++)
		if (!(write ? writeable : readable)(map, reg + (unsigned int)i))
			return false;
	return true;
}

/* A bulk read of a map over a bus: one transfer, the values converted. */
static int bus_bulk_read(struct regmap *map, unsigned int reg, void *val,
			 size_t count)
{
	unsigned int vb = map->val_bytes;
	size_t i;
	int err = map->bus_read(map, reg, val, count * vb);

	for (i = 0; i < count && !err && vb > 1; i++)
		elem_set(val, vb, i, wire_get(map, (u8 *)val + i * vb));
	return err;
}

static int bus_bulk_write(struct regmap *map, unsigned int reg, const void *val,
			  size_t count)
{
	unsigned int vb = map->val_bytes;
	u8 *buf;
	size_t i;
	int err;

	if (vb == 1)
		return map->bus_write(map, reg, val, count);
	buf = kmalloc(count * vb, GFP_KERNEL);
	if (!buf)
		return -ENOMEM;
	for (i = 0; i < count; i++)
		wire_put(map, buf + i * vb, (unsigned int)elem_get(val, vb, i));
	err = map->bus_write(map, reg, buf, count * vb);
	kfree(buf);
	return err;
}

int regmap_bulk_read(struct regmap *map, unsigned int reg, void *val,
		     size_t val_count)
{
	unsigned long flags = 0;
	unsigned int v;
	size_t i;
	int err = 0;

	if (misaligned(map, reg))
		return -EINVAL;
	map_lock(map, &flags);
	if (map->bus && map->reg_stride == 1 && val_count &&
	    all_reachable(map, reg, val_count, false)) {
		err = bus_bulk_read(map, reg, val, val_count);
		val_count = 0;
	}
	for (i = 0; i < val_count && !err; i++) {
		err = read_locked(map, reg + i * map->reg_stride, &v);
		if (!err)
			elem_set(val, map->val_bytes, i, v);
	}
	map_unlock(map, flags);
	return err;
}

int regmap_raw_read(struct regmap *map, unsigned int reg, void *val,
		    size_t val_len)
{
	unsigned long flags = 0;
	int err;

	if (!val_len || val_len % map->val_bytes || misaligned(map, reg))
		return -EINVAL;
	if (!map->bus)
		return -ENOTSUPP;
	map_lock(map, &flags);
	err = map->bus_read(map, reg, val, val_len);
	map_unlock(map, flags);
	return err;
}

int regmap_bulk_write(struct regmap *map, unsigned int reg, const void *val,
		      size_t val_count)
{
	unsigned long flags = 0;
	size_t i;
	int err = 0;

	if (misaligned(map, reg))
		return -EINVAL;
	map_lock(map, &flags);
	if (map->bus && map->reg_stride == 1 && val_count &&
	    all_reachable(map, reg, val_count, true)) {
		err = bus_bulk_write(map, reg, val, val_count);
		val_count = 0;
	}
	for (i = 0; i < val_count && !err; i++)
		err = write_locked(map, reg + i * map->reg_stride,
				   elem_get(val, map->val_bytes, i));
	map_unlock(map, flags);
	return err;
}

struct device *regmap_get_device(struct regmap *map)
{
	return map->dev;
}

int regmap_get_val_bytes(struct regmap *map)
{
	return map->val_bytes;
}

int regmap_get_max_register(struct regmap *map)
{
	return map->max_register_is_set ? (int)map->config.max_register :
					  -EINVAL;
}

int regmap_get_reg_stride(struct regmap *map)
{
	return map->reg_stride;
}

/* ---- finding a device's maps ---- */

/* A devres entry naming one of the device's maps; releases nothing. */
static void attached_map_release(struct device *dev, void *res)
{
	/*
	 * Nothing: the map is its maker's, and may already be gone (a devm
	 * map is freed by the action added after this slot, which runs
	 * first).
	 */
	(void)dev;
	(void)res;
}

static int attached_map_match(struct device *dev, void *res, void *data)
{
	struct regmap *map = *(struct regmap **)res;
	const char *name = data;

	(void)dev;
	if (!name)
		return 1;
	return map->name && !strcmp(map->name, name);
}

static int attached_map_is(struct device *dev, void *res, void *data)
{
	(void)dev;
	return *(struct regmap **)res == data;
}

int regmap_devres_attach(struct device *dev, struct regmap *map)
{
	struct regmap **slot;

	slot = devres_alloc(attached_map_release, sizeof(*slot), GFP_KERNEL);
	if (!slot)
		return -ENOMEM;
	*slot = map;
	devres_add(dev, slot);
	return 0;
}

int regmap_attach_dev(struct device *dev, struct regmap *map,
		      const struct regmap_config *config)
{
	char *name = NULL;
	int err;

	if (!dev || IS_ERR_OR_NULL(map))
		return -EINVAL;
	/* The config may be the caller's stack (Linux copies its name). */
	if (config && config->name &&
	    (!map->name || strcmp(map->name, config->name))) {
		name = kstrdup(config->name, GFP_KERNEL);
		if (!name)
			return -ENOMEM;
	}
	err = regmap_devres_attach(dev, map);
	if (err) {
		kfree(name);
		return err;
	}
	map->dev = dev;
	if (name) {
		kfree(map->name_copy);
		map->name_copy = name;
		map->name = name;
	}
	return 0;
}

void regmap_detach_dev(struct regmap *map)
{
	/*
	 * Only the device the map was made for: one that regmap_attach_dev()
	 * gave it may be gone (its slot went with it).
	 */
	if (map->owner)
		devres_release(map->owner, attached_map_release,
			       attached_map_is, map);
}

struct regmap *dev_get_regmap(struct device *dev, const char *name)
{
	struct regmap **slot = devres_find(dev, attached_map_release,
					   attached_map_match, (void *)name);

	return slot ? *slot : NULL;
}

/* ---- fields ---- */

/**
 * struct regmap_field - a run of bits of one register
 * @map: the map
 * @reg: the register
 * @shift: the field's lowest bit
 * @mask: the field's bits, in place
 */
struct regmap_field {
	struct regmap *map;
	unsigned int reg;
	unsigned int shift;
	unsigned int mask;
};

static int field_init(struct regmap_field *field, struct regmap *map,
		      const struct reg_field *rf)
{
	if (rf->lsb > rf->msb || rf->msb > 31)
		return -EINVAL;
	field->map = map;
	field->reg = rf->reg;
	field->shift = rf->lsb;
	field->mask = GENMASK(rf->msb, rf->lsb);
	return 0;
}

struct regmap_field *regmap_field_alloc(struct regmap *regmap,
					struct reg_field reg_field)
{
	struct regmap_field *field = kzalloc(sizeof(*field), GFP_KERNEL);
	int err;

	if (!field)
		return ERR_PTR(-ENOMEM);
	err = field_init(field, regmap, &reg_field);
	if (err) {
		kfree(field);
		return ERR_PTR(err);
	}
	return field;
}

void regmap_field_free(struct regmap_field *field)
{
	kfree(field);
}

struct regmap_field *devm_regmap_field_alloc(struct device *dev,
					     struct regmap *regmap,
					     struct reg_field reg_field)
{
	struct regmap_field *field =
		devm_kzalloc(dev, sizeof(*field), GFP_KERNEL);
	int err;

	if (!field)
		return ERR_PTR(-ENOMEM);
	err = field_init(field, regmap, &reg_field);
	if (err) {
		devm_kfree(dev, field);
		return ERR_PTR(err);
	}
	return field;
}

/* Fill @fields (an array of @num) and point @field[i] at each. */
static int field_bulk_init(struct regmap_field *fields, struct regmap *map,
			   struct regmap_field **field,
			   const struct reg_field *reg_field, int num)
{
	int i, err;

	for (i = 0; i < num; i++) {
		err = field_init(&fields[i], map, &reg_field[i]);
		if (err)
			return err;
		field[i] = &fields[i];
	}
	return 0;
}

int regmap_field_bulk_alloc(struct regmap *regmap, struct regmap_field **field,
			    const struct reg_field *reg_field, int num_fields)
{
	struct regmap_field *fields;
	int err;

	if (num_fields <= 0)
		return -EINVAL;
	fields = kcalloc(num_fields, sizeof(*fields), GFP_KERNEL);
	if (!fields)
		return -ENOMEM;
	err = field_bulk_init(fields, regmap, field, reg_field, num_fields);
	if (err)
		kfree(fields);
	return err;
}

void regmap_field_bulk_free(struct regmap_field *field)
{
	kfree(field);
}

int devm_regmap_field_bulk_alloc(struct device *dev, struct regmap *regmap,
				 struct regmap_field **field,
				 const struct reg_field *reg_field,
				 int num_fields)
{
	struct regmap_field *fields;
	int err;

	if (num_fields <= 0)
		return -EINVAL;
	fields = devm_kcalloc(dev, num_fields, sizeof(*fields), GFP_KERNEL);
	if (!fields)
		return -ENOMEM;
	err = field_bulk_init(fields, regmap, field, reg_field, num_fields);
	if (err)
		devm_kfree(dev, fields);
	return err;
}

void devm_regmap_field_bulk_free(struct device *dev, struct regmap_field *field)
{
	devm_kfree(dev, field);
}

int regmap_field_read(struct regmap_field *field, unsigned int *val)
{
	unsigned int reg_val;
	int err = regmap_read(field->map, field->reg, &reg_val);

	if (!err)
		*val = (reg_val & field->mask) >> field->shift;
	return err;
}

int regmap_field_update_bits_base(struct regmap_field *field, unsigned int mask,
				  unsigned int val, bool *change, bool async,
				  bool force)
{
	return regmap_update_bits_base(field->map, field->reg,
				       (mask << field->shift) & field->mask,
				       val << field->shift, change, async,
				       force);
}

int regmap_field_test_bits(struct regmap_field *field, unsigned int bits)
{
	unsigned int val;
	int err = regmap_field_read(field, &val);

	return err ? err : (val & bits) == bits;
}
