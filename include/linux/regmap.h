/* SPDX-License-Identifier: MIT */
/*
 * linux/regmap.h - register maps over memory-mapped registers.
 *
 * A regmap turns register numbers into accesses: the number is checked
 * against the map's stride, range and access tables, offset by reg_base,
 * shifted by reg_shift, and read or written at that byte offset of the
 * mapped window with the width (val_bits) and byte order
 * (val_format_endian) the configuration asks for. Every access takes the
 * map's lock (a spinlock: MMIO maps are fast_io in Linux too) unless the
 * configuration brings its own lock or disables locking.
 *
 * Differences from Linux, on purpose: there is no register cache (cache
 * settings are accepted and every access goes to the registers, which is
 * what REGCACHE_NONE does), no regmap bus other than MMIO, no port I/O
 * (io_port is refused with -EINVAL), and no debugfs.
 */
#ifndef _PLATDEV_LINUX_REGMAP_H
#define _PLATDEV_LINUX_REGMAP_H

#include <linux/bits.h>
#include <linux/bug.h>
#include <linux/err.h>
#include <linux/iopoll.h>
#include <linux/types.h>

struct clk;
struct device;
struct device_node;
struct regmap;
struct regmap_field;

/* Register caches: accepted for compatibility, none is kept. */
enum regcache_type {
	REGCACHE_NONE,
	REGCACHE_RBTREE,
	REGCACHE_FLAT,
	REGCACHE_MAPLE,
};

/* The byte order of registers (REGMAP_ENDIAN_DEFAULT is little for MMIO). */
enum regmap_endian {
	REGMAP_ENDIAN_DEFAULT = 0,
	REGMAP_ENDIAN_BIG,
	REGMAP_ENDIAN_LITTLE,
	REGMAP_ENDIAN_NATIVE,
};

/**
 * struct reg_default - a register's value after reset (for caches; unused)
 * @reg: the register
 * @def: its value
 */
struct reg_default {
	unsigned int reg;
	unsigned int def;
};

/**
 * struct regmap_range - registers @range_min to @range_max, inclusive
 * @range_min: the first
 * @range_max: the last
 */
struct regmap_range {
	unsigned int range_min;
	unsigned int range_max;
};

#define regmap_reg_range(low, high)                  \
	{                                            \
		.range_min = low, .range_max = high, \
	}

/**
 * struct regmap_access_table - which registers allow an access
 * @yes_ranges: registers that do
 * @n_yes_ranges: entries of @yes_ranges
 * @no_ranges: registers that do not; checked first
 * @n_no_ranges: entries of @no_ranges
 */
struct regmap_access_table {
	const struct regmap_range *yes_ranges;
	unsigned int n_yes_ranges;
	const struct regmap_range *no_ranges;
	unsigned int n_no_ranges;
};

typedef void (*regmap_lock)(void *arg);
typedef void (*regmap_unlock)(void *arg);

/**
 * struct regmap_config - how to reach a device's registers
 * @name: optional; tells several maps of one device apart (dev_get_regmap())
 * @reg_bits: bits of a register number: 8, 16, 32 or 64 (64-bit hosts)
 * @reg_stride: register numbers must be multiples of it; 0 means 1; not
 *              less than the width of a value in bytes
 * @reg_shift: a register number is shifted right by this many bits (left
 *             when negative: REGMAP_UPSHIFT()) to give its byte offset
 * @reg_base: added to every register number before the shift
 * @pad_bits: must be 0 for MMIO
 * @val_bits: width of a register: 8, 16, 32 or 64 (64-bit hosts)
 * @writeable_reg: optional; false refuses a write with -EIO
 * @readable_reg: optional; false refuses a read with -EIO
 * @volatile_reg: optional; accepted (every register is volatile here)
 * @precious_reg: optional; accepted
 * @disable_locking: access without any lock (the caller serialises)
 * @lock: optional; the lock to take instead of the map's own
 * @unlock: optional; releases @lock
 * @lock_arg: passed to @lock and @unlock
 * @fast_io: accepted (MMIO maps always use a spinlock)
 * @io_port: refused (-EINVAL): there is no port I/O
 * @use_relaxed_mmio: use the relaxed accessors (no barriers)
 * @max_register: the highest register; with @max_register_is_0, 0 is
 *                the highest; otherwise 0 means no limit
 * @max_register_is_0: @max_register is really 0
 * @wr_table: optional; which registers may be written
 * @rd_table: optional; which registers may be read
 * @volatile_table: accepted
 * @precious_table: accepted
 * @reg_defaults: accepted (no cache)
 * @num_reg_defaults: entries of @reg_defaults
 * @reg_defaults_raw: accepted (no cache)
 * @num_reg_defaults_raw: elements of @reg_defaults_raw
 * @cache_type: accepted (no cache)
 * @reg_format_endian: accepted (MMIO register numbers are offsets)
 * @val_format_endian: the byte order of the registers
 * @use_single_read: accepted
 * @use_single_write: accepted
 * @use_raw_spinlock: accepted
 */
struct regmap_config {
	const char *name;
	int reg_bits;
	int reg_stride;
	int reg_shift;
	unsigned int reg_base;
	int pad_bits;
	int val_bits;

	bool (*writeable_reg)(struct device *dev, unsigned int reg);
	bool (*readable_reg)(struct device *dev, unsigned int reg);
	bool (*volatile_reg)(struct device *dev, unsigned int reg);
	bool (*precious_reg)(struct device *dev, unsigned int reg);

	bool disable_locking;
	regmap_lock lock;
	regmap_unlock unlock;
	void *lock_arg;

	bool fast_io;
	bool io_port;
	bool use_relaxed_mmio;

	unsigned int max_register;
	bool max_register_is_0;
	const struct regmap_access_table *wr_table;
	const struct regmap_access_table *rd_table;
	const struct regmap_access_table *volatile_table;
	const struct regmap_access_table *precious_table;
	const struct reg_default *reg_defaults;
	unsigned int num_reg_defaults;
	const void *reg_defaults_raw;
	unsigned int num_reg_defaults_raw;
	enum regcache_type cache_type;

	enum regmap_endian reg_format_endian;
	enum regmap_endian val_format_endian;

	bool use_single_read;
	bool use_single_write;
	bool use_raw_spinlock;

	int (*reg_read)(void *context, unsigned int reg, unsigned int *val);
	int (*reg_write)(void *context, unsigned int reg, unsigned int val);
};

struct regmap_async;

typedef int (*regmap_hw_write)(void *context, const void *data, size_t count);
typedef int (*regmap_hw_gather_write)(void *context, const void *reg,
				      size_t reg_len, const void *val,
				      size_t val_len);
typedef int (*regmap_hw_async_write)(void *context, const void *reg,
				     size_t reg_len, const void *val,
				     size_t val_len,
				     struct regmap_async *async);
typedef int (*regmap_hw_read)(void *context, const void *reg_buf,
			      size_t reg_size, void *val_buf, size_t val_size);
typedef int (*regmap_hw_reg_read)(void *context, unsigned int reg,
				  unsigned int *val);
typedef int (*regmap_hw_reg_noinc_read)(void *context, unsigned int reg,
					void *val, size_t val_count);
typedef int (*regmap_hw_reg_write)(void *context, unsigned int reg,
				   unsigned int val);
typedef int (*regmap_hw_reg_noinc_write)(void *context, unsigned int reg,
					 const void *val, size_t val_count);
typedef int (*regmap_hw_reg_update_bits)(void *context, unsigned int reg,
					 unsigned int mask, unsigned int val);
typedef struct regmap_async *(*regmap_hw_async_alloc)(void);
typedef void (*regmap_hw_free_context)(void *context);

/**
 * struct regmap_bus - how a driver's own bus reaches the registers, as in
 * Linux. regmap_init() takes buses of whole registers (@reg_read and/or
 * @reg_write); the raw forms (@write, @read, ...) are not modelled and
 * are refused, and @free_context is not called at exit.
 */
struct regmap_bus {
	bool fast_io;
	bool free_on_exit;
	regmap_hw_write write;
	regmap_hw_gather_write gather_write;
	regmap_hw_async_write async_write;
	regmap_hw_reg_write reg_write;
	regmap_hw_reg_noinc_write reg_noinc_write;
	regmap_hw_reg_update_bits reg_update_bits;
	regmap_hw_read read;
	regmap_hw_reg_read reg_read;
	regmap_hw_reg_noinc_read reg_noinc_read;
	regmap_hw_free_context free_context;
	regmap_hw_async_alloc async_alloc;
	u8 read_flag_mask;
	enum regmap_endian reg_format_endian_default;
	enum regmap_endian val_format_endian_default;
	size_t max_raw_read;
	size_t max_raw_write;
};

/**
 * regmap_init() - a register map whose accesses call the bus's (else the
 * config's) @reg_read and @reg_write with @bus_context and the register
 * number (neither reg_base nor reg_shift applies), for registers reached
 * through a controller (a PMIC behind a wrapper, say)
 * @dev: the device the registers belong to, or NULL
 * @bus: NULL, or a bus of whole registers (@reg_read and/or @reg_write),
 *       whose callbacks replace the config's
 * @bus_context: passed to the callbacks
 * @config: the layout, with @reg_read and/or @reg_write; copied
 *
 * A map without @reg_read answers reads with -EIO, one without @reg_write
 * writes. The map's lock is held around each callback.
 *
 * Return: the map (regmap_exit() it); ERR_PTR(-EINVAL) for no callback
 * or values wider than 32 bits; ERR_PTR(-ENOTSUPP) for a @bus with raw
 * read or write callbacks; ERR_PTR(-ENOMEM).
 */
struct regmap *regmap_init(struct device *dev, const struct regmap_bus *bus,
			   void *bus_context,
			   const struct regmap_config *config);

/**
 * devm_regmap_init() - regmap_init() undone when @dev's driver unbinds
 * Return: as regmap_init().
 */
struct regmap *devm_regmap_init(struct device *dev,
				const struct regmap_bus *bus, void *bus_context,
				const struct regmap_config *config);

struct i2c_client;

/**
 * regmap_init_i2c() - a register map over the I2C client @i2c: register
 * numbers of 8 or 16 bits sent first, values of 8 or 16 bits (big-endian
 * unless @config says REGMAP_ENDIAN_LITTLE); bulk accesses are one
 * transfer; the map's lock is a mutex
 * @i2c: the client (whose managed resources record the map)
 * @config: the layout; copied
 *
 * Return: the map (regmap_exit() it); ERR_PTR(-ENOTSUPP) for another width,
 * pad bits, the config's own callbacks or an adapter without plain I2C;
 * ERR_PTR(-ENOMEM).
 */
struct regmap *regmap_init_i2c(struct i2c_client *i2c,
			       const struct regmap_config *config);

/**
 * devm_regmap_init_i2c() - regmap_init_i2c() undone when @i2c's driver
 * unbinds
 * Return: as regmap_init_i2c().
 */
struct regmap *devm_regmap_init_i2c(struct i2c_client *i2c,
				    const struct regmap_config *config);

#define REGMAP_UPSHIFT(s) (-(s))
#define REGMAP_DOWNSHIFT(s) (s)

/**
 * regmap_init_mmio() - a register map over the window @regs
 * @dev: the device the registers belong to, or NULL; its regmap is then
 *       found by dev_get_regmap()
 * @regs: the mapped registers (ioremap() or devm_platform_ioremap_resource())
 * @config: the layout; copied, callbacks kept
 *
 * Return: the map (regmap_exit() it); ERR_PTR(-EINVAL) for a width or
 * stride the registers cannot have, pad bits or port I/O; ERR_PTR(-ENOMEM).
 */
struct regmap *regmap_init_mmio(struct device *dev, void __iomem *regs,
				const struct regmap_config *config);

/**
 * regmap_init_mmio_clk() - regmap_init_mmio() whose accesses enable the
 * clock @clk_id of @dev around each access
 * @dev: the device, whose clock @clk_id is got and prepared
 * @clk_id: the clock's name, or NULL for no clock
 * @regs: the mapped registers
 * @config: the layout
 *
 * Return: the map; ERR_PTR() of clk_get() or clk_prepare(), or as
 * regmap_init_mmio().
 */
struct regmap *regmap_init_mmio_clk(struct device *dev, const char *clk_id,
				    void __iomem *regs,
				    const struct regmap_config *config);

/**
 * devm_regmap_init_mmio() - regmap_init_mmio() undone when @dev's driver
 * unbinds
 * Return: as regmap_init_mmio().
 */
struct regmap *devm_regmap_init_mmio(struct device *dev, void __iomem *regs,
				     const struct regmap_config *config);

/**
 * devm_regmap_init_mmio_clk() - regmap_init_mmio_clk() undone when @dev's
 * driver unbinds
 * Return: as regmap_init_mmio_clk().
 */
struct regmap *devm_regmap_init_mmio_clk(struct device *dev, const char *clk_id,
					 void __iomem *regs,
					 const struct regmap_config *config);

/**
 * regmap_mmio_attach_clk() - enable @clk around each access of @map
 * @map: an MMIO map without a clock
 * @clk: the clock; prepared here, unprepared by regmap_mmio_detach_clk()
 *       or regmap_exit() (but not put: it stays the caller's)
 *
 * Return: 0 or clk_prepare()'s error; -EINVAL if @map already has a clock.
 */
int regmap_mmio_attach_clk(struct regmap *map, struct clk *clk);

/** regmap_mmio_detach_clk() - undo regmap_mmio_attach_clk() */
void regmap_mmio_detach_clk(struct regmap *map);

/**
 * regmap_exit() - free a map made by regmap_init_mmio(_clk)() (its clock
 * unprepared and, if it got it, put)
 */
void regmap_exit(struct regmap *map);

/**
 * dev_get_regmap() - a map made for @dev
 * @dev: the device
 * @name: the map's config name, or NULL for the first one made
 *
 * Return: the map, or NULL.
 */
struct regmap *dev_get_regmap(struct device *dev, const char *name);

/**
 * regmap_attach_dev() - let @dev find a map made without it
 * @dev: the device, which dev_get_regmap() then finds @map for
 * @map: a map, typically a system controller's (syscon_node_to_regmap())
 * @config: its new name is copied from @config->name when that is set and
 *          differs (the config may live on the caller's stack); may be NULL
 *
 * As Linux: the map's device becomes @dev (regmap_get_device()) and a
 * managed resource of @dev holds the map until @dev is unbound. The map
 * itself stays its maker's, and outlives @dev if its maker keeps it (a
 * system controller's); as in Linux, regmap_get_device() then still names
 * @dev, so ask it only while @dev is bound.
 *
 * Return: 0, -EINVAL for a NULL @dev or @map, -ENOMEM.
 */
int regmap_attach_dev(struct device *dev, struct regmap *map,
		      const struct regmap_config *config);

/** regmap_get_device() - the device @map was made for, or NULL */
struct device *regmap_get_device(struct regmap *map);

/** regmap_get_val_bytes() - the width of @map's registers in bytes */
int regmap_get_val_bytes(struct regmap *map);

/** regmap_get_max_register() - @map's highest register, or -EINVAL if unlimited */
int regmap_get_max_register(struct regmap *map);

/** regmap_get_reg_stride() - @map's register stride */
int regmap_get_reg_stride(struct regmap *map);

/**
 * regmap_read() - read register @reg of @map into @val
 * Return: 0; -EINVAL when @reg is not a multiple of the stride; -EIO when
 * @reg is beyond max_register or not readable (readable_reg, rd_table).
 */
int regmap_read(struct regmap *map, unsigned int reg, unsigned int *val);

/**
 * regmap_write() - write @val to register @reg of @map
 * Return: 0; -EINVAL when @reg is not a multiple of the stride; -EIO when
 * @reg is beyond max_register or not writeable (writeable_reg, wr_table).
 */
int regmap_write(struct regmap *map, unsigned int reg, unsigned int val);

/**
 * struct reg_sequence - one write of a sequence
 * @reg: the register
 * @def: the value written
 * @delay_us: microseconds to wait after the write (0: none)
 */
struct reg_sequence {
	unsigned int reg;
	unsigned int def;
	unsigned int delay_us;
};

#define REG_SEQ(_reg, _def, _delay_us) \
	((struct reg_sequence){        \
		.reg = (_reg), .def = (_def), .delay_us = (_delay_us) })
#define REG_SEQ0(_reg, _def) REG_SEQ(_reg, _def, 0)

/**
 * regmap_multi_reg_write() - write @num_regs registers in order, waiting
 * each entry's delay after its write
 * Return: 0, or the first write's error (the writes after it are not made).
 */
int regmap_multi_reg_write(struct regmap *map, const struct reg_sequence *regs,
			   int num_regs);

/** regmap_multi_reg_write_bypassed() - the same (there is no cache to bypass) */
int regmap_multi_reg_write_bypassed(struct regmap *map,
				    const struct reg_sequence *regs,
				    int num_regs);

/**
 * regmap_register_patch() - regmap_multi_reg_write() of a chip's errata
 * sequence, now (there is no cache to replay it into)
 * Return: as regmap_multi_reg_write().
 */
int regmap_register_patch(struct regmap *map, const struct reg_sequence *regs,
			  int num_regs);

/**
 * regmap_update_bits_base() - read, modify the bits of @mask to those of
 * @val, and write back if that changed anything (or if @force), under the
 * map's lock
 * @map: the map
 * @reg: the register
 * @mask: the bits to change
 * @val: their new values (bits outside @mask are ignored)
 * @change: optional; set to whether the value changed
 * @async: ignored (MMIO writes are synchronous)
 * @force: write even when nothing changes
 *
 * Return: as regmap_read() and regmap_write().
 */
int regmap_update_bits_base(struct regmap *map, unsigned int reg,
			    unsigned int mask, unsigned int val, bool *change,
			    bool async, bool force);

static inline int regmap_update_bits(struct regmap *map, unsigned int reg,
				     unsigned int mask, unsigned int val)
{
	return regmap_update_bits_base(map, reg, mask, val, NULL, false, false);
}

static inline int regmap_update_bits_check(struct regmap *map, unsigned int reg,
					   unsigned int mask, unsigned int val,
					   bool *change)
{
	return regmap_update_bits_base(map, reg, mask, val, change, false,
				       false);
}

static inline int regmap_write_bits(struct regmap *map, unsigned int reg,
				    unsigned int mask, unsigned int val)
{
	return regmap_update_bits_base(map, reg, mask, val, NULL, false, true);
}

static inline int regmap_set_bits(struct regmap *map, unsigned int reg,
				  unsigned int bits)
{
	return regmap_update_bits(map, reg, bits, bits);
}

static inline int regmap_clear_bits(struct regmap *map, unsigned int reg,
				    unsigned int bits)
{
	return regmap_update_bits(map, reg, bits, 0);
}

static inline int regmap_assign_bits(struct regmap *map, unsigned int reg,
				     unsigned int bits, bool value)
{
	return value ? regmap_set_bits(map, reg, bits) :
		       regmap_clear_bits(map, reg, bits);
}

/**
 * regmap_test_bits() - whether every bit of @bits is set in register @reg
 * Return: 1 or 0; regmap_read()'s error.
 */
int regmap_test_bits(struct regmap *map, unsigned int reg, unsigned int bits);

/**
 * regmap_bulk_read() - read @val_count registers from @reg on (one stride
 * apart) into @val, an array of the registers' width (u8, u16, u32, u64)
 * Return: as regmap_read(), for the first register that fails.
 */
int regmap_bulk_read(struct regmap *map, unsigned int reg, void *val,
		     size_t val_count);

/**
 * regmap_raw_read() - read @val_len bytes of registers from @reg on into
 * @val as the device sends them (its byte order, not the CPU's)
 * Return: 0; -EINVAL for a @val_len of 0 or not a whole number of
 * registers, or a misaligned @reg; -ENOTSUPP for a map with no bus that
 * reads bytes (MMIO, callbacks; there is no cache); the bus's error.
 */
int regmap_raw_read(struct regmap *map, unsigned int reg, void *val,
		    size_t val_len);

/**
 * regmap_bulk_write() - write @val_count registers from @reg on, values in
 * an array of the registers' width
 * Return: as regmap_write(), for the first register that fails.
 */
int regmap_bulk_write(struct regmap *map, unsigned int reg, const void *val,
		      size_t val_count);

/**
 * regmap_check_range_table() - whether @table allows register @reg
 * Return: false if a no-range holds it, true if a yes-range does, else
 * false.
 */
bool regmap_check_range_table(struct regmap *map, unsigned int reg,
			      const struct regmap_access_table *table);

/**
 * regmap_read_poll_timeout() - read @addr until @cond holds or @timeout_us
 * passes, sleeping up to @sleep_us between reads
 *
 * Return: 0; regmap_read()'s error; -ETIMEDOUT (@val holds the last read).
 */
#define regmap_read_poll_timeout(map, addr, val, cond, sleep_us, timeout_us) \
	({                                                                   \
		int __rprt_err = 0;                                          \
		int __rprt_ret = read_poll_timeout(                          \
			regmap_read, __rprt_err, __rprt_err || (cond),       \
			sleep_us, timeout_us, false, (map), (addr), &(val)); \
		__rprt_err ? __rprt_err : __rprt_ret;                        \
	})

/** regmap_read_poll_timeout_atomic() - the same, busy-waiting @delay_us */
#define regmap_read_poll_timeout_atomic(map, addr, val, cond, delay_us,      \
					timeout_us)                          \
	({                                                                   \
		int __rprt_err = 0;                                          \
		int __rprt_ret = read_poll_timeout_atomic(                   \
			regmap_read, __rprt_err, __rprt_err || (cond),       \
			delay_us, timeout_us, false, (map), (addr), &(val)); \
		__rprt_err ? __rprt_err : __rprt_ret;                        \
	})

/* ---- fields: a run of bits of one register ---- */

/**
 * struct reg_field - bits @lsb to @msb of register @reg
 * @reg: the register
 * @lsb: the lowest bit
 * @msb: the highest bit
 * @id_size: accepted (port fields are not modelled)
 * @id_offset: accepted
 */
struct reg_field {
	unsigned int reg;
	unsigned int lsb;
	unsigned int msb;
	unsigned int id_size;
	unsigned int id_offset;
};

#define REG_FIELD(_reg, _lsb, _msb)                    \
	{                                              \
		.reg = _reg, .lsb = _lsb, .msb = _msb, \
	}

/**
 * regmap_field_alloc() - a field of @regmap
 * Return: the field (regmap_field_free() it); ERR_PTR(-EINVAL) when @lsb
 * is above @msb or @msb beyond 31; ERR_PTR(-ENOMEM).
 */
struct regmap_field *regmap_field_alloc(struct regmap *regmap,
					struct reg_field reg_field);

/** regmap_field_free() - free a field from regmap_field_alloc() */
void regmap_field_free(struct regmap_field *field);

/**
 * devm_regmap_field_alloc() - regmap_field_alloc() freed when @dev's
 * driver unbinds
 * Return: as regmap_field_alloc().
 */
struct regmap_field *devm_regmap_field_alloc(struct device *dev,
					     struct regmap *regmap,
					     struct reg_field reg_field);

/**
 * regmap_field_read() - the field's value, shifted down to bit 0
 * Return: as regmap_read().
 */
/**
 * regmap_field_bulk_alloc() - @num_fields fields of @regmap at once, one
 * per entry of @reg_field, into @field[0..@num_fields-1]
 * Return: 0; -EINVAL for a field outside 32 bits; -ENOMEM. Free them with
 * regmap_field_bulk_free(@field[0]).
 */
int regmap_field_bulk_alloc(struct regmap *regmap, struct regmap_field **field,
			    const struct reg_field *reg_field, int num_fields);

/** regmap_field_bulk_free() - free the fields of regmap_field_bulk_alloc() */
void regmap_field_bulk_free(struct regmap_field *field);

/**
 * devm_regmap_field_bulk_alloc() - regmap_field_bulk_alloc() freed when
 * @dev's driver unbinds
 * Return: as regmap_field_bulk_alloc().
 */
int devm_regmap_field_bulk_alloc(struct device *dev, struct regmap *regmap,
				 struct regmap_field **field,
				 const struct reg_field *reg_field,
				 int num_fields);

/** devm_regmap_field_bulk_free() - free them before @dev unbinds */
void devm_regmap_field_bulk_free(struct device *dev,
				 struct regmap_field *field);

int regmap_field_read(struct regmap_field *field, unsigned int *val);

/**
 * regmap_field_update_bits_base() - regmap_update_bits_base() on the bits
 * of @mask within the field; @mask and @val count from the field's bit 0
 * Return: as regmap_update_bits_base().
 */
int regmap_field_update_bits_base(struct regmap_field *field, unsigned int mask,
				  unsigned int val, bool *change, bool async,
				  bool force);

/**
 * regmap_field_read_poll_timeout() - read @field until @cond holds or
 * @timeout_us passes, sleeping up to @sleep_us between reads
 *
 * Return: 0; regmap_field_read()'s error; -ETIMEDOUT (@val holds the last
 * read).
 */
#define regmap_field_read_poll_timeout(field, val, cond, sleep_us, timeout_us) \
	({                                                                     \
		int __rfprt_err = 0;                                           \
		int __rfprt_ret = read_poll_timeout(                           \
			regmap_field_read, __rfprt_err, __rfprt_err || (cond), \
			sleep_us, timeout_us, false, (field), &(val));         \
		__rfprt_err ? __rfprt_err : __rfprt_ret;                       \
	})

static inline int regmap_field_write(struct regmap_field *field,
				     unsigned int val)
{
	return regmap_field_update_bits_base(field, ~0u, val, NULL, false,
					     false);
}

static inline int regmap_field_force_write(struct regmap_field *field,
					   unsigned int val)
{
	return regmap_field_update_bits_base(field, ~0u, val, NULL, false,
					     true);
}

static inline int regmap_field_update_bits(struct regmap_field *field,
					   unsigned int mask, unsigned int val)
{
	return regmap_field_update_bits_base(field, mask, val, NULL, false,
					     false);
}

static inline int regmap_field_set_bits(struct regmap_field *field,
					unsigned int bits)
{
	return regmap_field_update_bits(field, bits, bits);
}

static inline int regmap_field_clear_bits(struct regmap_field *field,
					  unsigned int bits)
{
	return regmap_field_update_bits(field, bits, 0);
}

/**
 * regmap_field_test_bits() - whether every bit of @bits (from the field's
 * bit 0) is set
 * Return: 1 or 0; regmap_read()'s error.
 */
int regmap_field_test_bits(struct regmap_field *field, unsigned int bits);

/* --- regmap-irq: an interrupt controller behind a register map --- */

struct fwnode_handle;
struct irq_domain;
struct regmap_irq_chip_data;

/**
 * struct regmap_irq_type - a line's trigger-type register (recorded; the
 * type is not written here)
 * @type_reg_offset: its register
 * @type_reg_mask: its bits
 * @type_rising_val: value for IRQ_TYPE_EDGE_RISING
 * @type_falling_val: value for IRQ_TYPE_EDGE_FALLING
 * @type_level_low_val: value for IRQ_TYPE_LEVEL_LOW
 * @type_level_high_val: value for IRQ_TYPE_LEVEL_HIGH
 * @types_supported: the IRQ_TYPE_* it takes
 */
struct regmap_irq_type {
	unsigned int type_reg_offset;
	unsigned int type_reg_mask;
	unsigned int type_rising_val;
	unsigned int type_falling_val;
	unsigned int type_level_low_val;
	unsigned int type_level_high_val;
	unsigned int types_supported;
};

/**
 * struct regmap_irq - one interrupt of a regmap-irq chip
 * @reg_offset: which of the chip's registers (0..num_regs-1) holds it
 * @mask: its bit(s) there
 * @type: its trigger-type register
 */
struct regmap_irq {
	unsigned int reg_offset;
	unsigned int mask;
	struct regmap_irq_type type;
};

/* Interrupt @_irq: bits @_mask of register @_off. */
#define REGMAP_IRQ_REG(_irq, _off, _mask) \
	[_irq] = { .reg_offset = (_off), .mask = (_mask) }

/* Interrupt @_id: bit @_id of the @_reg_bits-wide registers, in order. */
#define REGMAP_IRQ_REG_LINE(_id, _reg_bits)         \
	[_id] = { .mask = BIT((_id) % (_reg_bits)), \
		  .reg_offset = (_id) / (_reg_bits) }

/**
 * struct regmap_irq_sub_irq_map - the registers behind a main status bit
 * @num_regs: how many
 * @offset: their offsets
 */
struct regmap_irq_sub_irq_map {
	unsigned int num_regs;
	unsigned int *offset;
};

/**
 * struct regmap_irq_chip - a regmap-irq controller's description
 * @name: its name (the irq chip's and the parent handler's)
 * @domain_suffix: recorded
 * @main_status: recorded; only flat status registers are read here
 * @num_main_status_bits: see @main_status
 * @sub_reg_offsets: see @main_status
 * @num_main_regs: see @main_status
 * @status_base: the first status register (bit set: pending)
 * @mask_base: the first mask register (bit set: masked), or 0
 * @unmask_base: the first unmask register (bit set: enabled), or 0
 * @ack_base: the first acknowledge register (pending bits written to it),
 *            or 0
 * @wake_base: recorded
 * @config_base: recorded (type configuration is not written)
 * @irq_reg_stride: the distance of consecutive registers (default 1)
 * @init_ack_masked: acknowledge what is pending when the chip is added
 * @mask_unmask_non_inverted: recorded (as Linux 6.12 always: both kinds
 *                            of register take their meaning above)
 * @use_ack: acknowledge even without @ack_base (through @ack_base 0)
 * @ack_invert: write the inverted bits to acknowledge
 * @clear_ack: write the bits back to 0 after acknowledging
 * @status_invert: status bits are 0 when pending
 * @wake_invert: recorded
 * @type_in_mask: recorded
 * @clear_on_unmask: acknowledge a line's pending bit when it is unmasked
 * @runtime_pm: recorded
 * @no_status: no status register: every unmasked line is pending
 * @num_regs: registers of each kind
 * @irqs: the interrupts, by hwirq
 * @num_irqs: how many
 * @num_config_bases: recorded
 * @num_config_regs: recorded
 * @handle_pre_irq: called before the status is read; optional
 * @handle_post_irq: called after the lines are delivered; optional
 * @handle_mask_sync: writes register @index's mask itself instead of the
 *                    core; optional
 * @set_type_config: recorded
 * @get_irq_reg: the register of kind @base at @index; default
 *               regmap_irq_get_irq_reg_linear()
 * @irq_drv_data: what the callbacks get
 */
struct regmap_irq_chip {
	const char *name;
	const char *domain_suffix;

	unsigned int main_status;
	unsigned int num_main_status_bits;
	const struct regmap_irq_sub_irq_map *sub_reg_offsets;
	int num_main_regs;

	unsigned int status_base;
	unsigned int mask_base;
	unsigned int unmask_base;
	unsigned int ack_base;
	unsigned int wake_base;
	const unsigned int *config_base;
	unsigned int irq_reg_stride;
	unsigned int init_ack_masked : 1;
	unsigned int mask_unmask_non_inverted : 1;
	unsigned int use_ack : 1;
	unsigned int ack_invert : 1;
	unsigned int clear_ack : 1;
	unsigned int status_invert : 1;
	unsigned int wake_invert : 1;
	unsigned int type_in_mask : 1;
	unsigned int clear_on_unmask : 1;
	unsigned int runtime_pm : 1;
	unsigned int no_status : 1;

	int num_regs;

	const struct regmap_irq *irqs;
	int num_irqs;

	int num_config_bases;
	int num_config_regs;

	int (*handle_pre_irq)(void *irq_drv_data);
	int (*handle_post_irq)(void *irq_drv_data);
	int (*handle_mask_sync)(int index, unsigned int mask_buf_def,
				unsigned int mask_buf, void *irq_drv_data);
	int (*set_type_config)(unsigned int **buf, unsigned int type,
			       const struct regmap_irq *irq_data, int idx,
			       void *irq_drv_data);
	unsigned int (*get_irq_reg)(struct regmap_irq_chip_data *data,
				    unsigned int base, int index);
	void *irq_drv_data;
};

/** regmap_irq_get_irq_reg_linear() - @base + @index * irq_reg_stride */
unsigned int regmap_irq_get_irq_reg_linear(struct regmap_irq_chip_data *data,
					   unsigned int base, int index);

/**
 * regmap_add_irq_chip_fwnode() - add an interrupt controller whose
 * registers are in @map, delivered through parent interrupt @irq
 * @fwnode: the node of its irq domain (may be NULL)
 * @map: the registers
 * @irq: the parent interrupt, requested as a threaded handler that reads
 *       the status registers and delivers each pending unmasked line with
 *       handle_nested_irq()
 * @irq_flags: its IRQF_* flags (IRQF_ONESHOT added)
 * @irq_base: recorded for regmap_irq_chip_get_base() (lines are mapped
 *            on demand in a linear domain)
 * @chip: the description (it must stay valid)
 * @data: where the chip's data is stored
 *
 * Every line starts masked.
 * Return: 0; -EINVAL for no lines or registers; -ENOMEM; the registers'
 * or the request's error.
 */
int regmap_add_irq_chip_fwnode(struct fwnode_handle *fwnode, struct regmap *map,
			       int irq, int irq_flags, int irq_base,
			       const struct regmap_irq_chip *chip,
			       struct regmap_irq_chip_data **data);
/** regmap_add_irq_chip() - regmap_add_irq_chip_fwnode() without a node */
int regmap_add_irq_chip(struct regmap *map, int irq, int irq_flags,
			int irq_base, const struct regmap_irq_chip *chip,
			struct regmap_irq_chip_data **data);
/** regmap_del_irq_chip() - remove the chip: its lines, parent handler */
void regmap_del_irq_chip(int irq, struct regmap_irq_chip_data *data);

/**
 * devm_regmap_add_irq_chip_fwnode() - regmap_add_irq_chip_fwnode(),
 * removed when @dev's driver unbinds
 * Return: as regmap_add_irq_chip_fwnode().
 */
int devm_regmap_add_irq_chip_fwnode(struct device *dev,
				    struct fwnode_handle *fwnode,
				    struct regmap *map, int irq, int irq_flags,
				    int irq_base,
				    const struct regmap_irq_chip *chip,
				    struct regmap_irq_chip_data **data);
/** devm_regmap_add_irq_chip() - the same without a node */
int devm_regmap_add_irq_chip(struct device *dev, struct regmap *map, int irq,
			     int irq_flags, int irq_base,
			     const struct regmap_irq_chip *chip,
			     struct regmap_irq_chip_data **data);
/** devm_regmap_del_irq_chip() - remove a devm-added chip now */
void devm_regmap_del_irq_chip(struct device *dev, int irq,
			      struct regmap_irq_chip_data *data);

/** regmap_irq_chip_get_base() - the irq_base given, or -EINVAL for 0 */
int regmap_irq_chip_get_base(struct regmap_irq_chip_data *data);
/**
 * regmap_irq_get_virq() - the interrupt number of line @irq (mapped now)
 * Return: it; -EINVAL for a line the chip does not describe.
 */
int regmap_irq_get_virq(struct regmap_irq_chip_data *data, int irq);
/** regmap_irq_get_domain() - the chip's irq domain, NULL for NULL data */
struct irq_domain *regmap_irq_get_domain(struct regmap_irq_chip_data *data);

#endif /* _PLATDEV_LINUX_REGMAP_H */
