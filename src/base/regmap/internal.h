/* SPDX-License-Identifier: MIT */
/*
 * internal.h - the register map record, shared by the map core
 * (regmap.c) and its MMIO backend (regmap-mmio.c).
 */
#ifndef _PLATDEV_SRC_REGMAP_INTERNAL_H
#define _PLATDEV_SRC_REGMAP_INTERNAL_H

#include <linux/regmap.h>
#include <linux/mutex.h>
#include <linux/spinlock.h>

/**
 * struct regmap - a register map
 * @dev: the device it was made for, or the one regmap_attach_dev() gave it;
 *       NULL for neither
 * @owner: the device it was made for (whose managed resources hold it), or
 *         NULL
 * @name: the config's name (not copied: configs are static), or NULL;
 *        @name_copy when regmap_attach_dev() named it
 * @name_copy: the name regmap_attach_dev() copied from its config, or NULL
 * @config: the caller's configuration, copied
 * @reg_stride: the stride, 1 when the config says 0
 * @max_register_is_set: @config.max_register limits the registers
 * @lock: the map's own lock, when the config brings none
 * @base: the mapped registers
 * @val_bytes: the width of a register in bytes
 * @big_endian: registers are big-endian
 * @native: registers are in the CPU's order (REGMAP_ENDIAN_NATIVE)
 * @clk: the clock enabled around each access, or NULL
 * @clk_owned: @clk was got by regmap_init_mmio_clk() (put at exit)
 * @bus_context: what regmap_init() passes to the config's callbacks
 * @bus: a map over a bus (regmap-i2c.c): the client, else NULL
 * @bus_read: with @bus: read @len bytes of registers from @reg on, as they
 *            come on the wire (the bus's lock may sleep: @mutex serves)
 * @bus_write: with @bus: write @len bytes to registers from @reg on
 * @mutex: the lock of a map over a bus, whose accesses sleep
 */
struct regmap {
	struct device *dev;
	struct device *owner;
	const char *name;
	char *name_copy;
	struct regmap_config config;
	unsigned int reg_stride;
	bool max_register_is_set;
	spinlock_t lock;
	void __iomem *base;
	unsigned int val_bytes;
	bool big_endian;
	bool native;
	struct clk *clk;
	bool clk_owned;
	void *bus_context;
	void *bus;
	int (*bus_read)(struct regmap *map, unsigned int reg, u8 *buf,
			size_t len);
	int (*bus_write)(struct regmap *map, unsigned int reg, const u8 *buf,
			 size_t len);
	struct mutex mutex;
};

/*
 * A map of @config over @regs (NULL for a map of callbacks), recorded for
 * @dev when not NULL; @config is checked by the caller.
 */
struct regmap *regmap_create(struct device *dev, void __iomem *regs,
			     const struct regmap_config *config);

/*
 * Record @map in @dev's managed resources, so that dev_get_regmap() finds
 * it until @dev is unbound or released.
 */
int regmap_devres_attach(struct device *dev, struct regmap *map);

/* Undo regmap_devres_attach() (nothing if it was not attached). */
void regmap_detach_dev(struct regmap *map);

/*
 * Hand @map (or its error) to @dev's managed resources: regmap_exit() when
 * @dev unbinds; ERR_PTR(-ENOMEM) (and @map freed) if that cannot be
 * recorded.
 */
struct regmap *regmap_devm_keep(struct device *dev, struct regmap *map);

/* Read register @reg's value at byte offset @off (the map's lock held). */
int regmap_mmio_read(struct regmap *map, unsigned int off, unsigned int *val);

/* Write @val to register at byte offset @off (the map's lock held). */
int regmap_mmio_write(struct regmap *map, unsigned int off, unsigned int val);

#endif /* _PLATDEV_SRC_REGMAP_INTERNAL_H */
