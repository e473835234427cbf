// SPDX-License-Identifier: MIT
/*
 * regmap-mmio.c - register maps over a memory-mapped window: checking a
 * configuration against what MMIO can do, the accessors of each width and
 * byte order, the optional clock around each access, and the devm forms.
 */
#include <linux/clk.h>
#include <linux/device.h>
#include <linux/errno.h>
#include <linux/io.h>
#include <linux/slab.h>
#include <platdev/features.h>

#include "internal.h"

/* A register or value width MMIO can access: 8, 16, 32 (64 on 64-bit). */
static bool width_ok(int bits)
{
	return bits == 8 || bits == 16 || bits == 32 ||
	       (bits == 64 && sizeof(long) == 8);
}

static int check_config(const struct regmap_config *config)
{
	if (!width_ok(config->reg_bits) || !width_ok(config->val_bits))
		return -EINVAL;
	if (config->pad_bits || config->io_port)
		return -EINVAL;
	if (config->reg_stride && config->reg_stride < config->val_bits / 8)
		return -EINVAL;
	if (!!config->lock != !!config->unlock)
		return -EINVAL;
	return 0;
}

static unsigned int read_raw(struct regmap *map, void __iomem *addr)
{
	bool relaxed = map->config.use_relaxed_mmio;

	switch (map->val_bytes) {
	case 1:
		return map->native ? __raw_readb(addr) :
		       relaxed	   ? readb_relaxed(addr) :
				     readb(addr);
	case 2:
		if (map->native)
			return __raw_readw(addr);
		if (map->big_endian)
			return ioread16be(addr);
		return relaxed ? readw_relaxed(addr) : readw(addr);
	case 4:
		if (map->native)
			return __raw_readl(addr);
		if (map->big_endian)
			return ioread32be(addr);
		return relaxed ? readl_relaxed(addr) : readl(addr);
	default:
		if (map->native)
			return (unsigned int)__raw_readq(addr);
		if (map->big_endian)
			return (unsigned int)ioread64be(addr);
		return (unsigned int)readq(addr);
	}
}

static void write_raw(struct regmap *map, void __iomem *addr, unsigned int val)
{
	bool relaxed = map->config.use_relaxed_mmio;

	switch (map->val_bytes) {
	case 1:
		if (map->native)
			__raw_writeb((u8)val, addr);
		else if (relaxed)
			writeb_relaxed((u8)val, addr);
		else
			writeb((u8)val, addr);
		break;
	case 2:
		if (map->native)
			__raw_writew((u16)val, addr);
		else if (map->big_endian)
			iowrite16be((u16)val, addr);
		else if (relaxed)
			writew_relaxed((u16)val, addr);
		else
			writew((u16)val, addr);
		break;
	case 4:
		if (map->native)
			__raw_writel(val, addr);
		else if (map->big_endian)
			iowrite32be(val, addr);
		else if (relaxed)
			writel_relaxed(val, addr);
		else
			writel(val, addr);
		break;
	default:
		if (map->native)
			__raw_writeq(val, addr);
		else if (map->big_endian)
			iowrite64be(val, addr);
		else
			writeq(val, addr);
	}
}

/* Clocks exist with the device tree only: without it no map has one. */
static bool has_clk(const struct regmap *map)
{
	return platdev_has(PLATDEV_FEAT_OF) && map->clk;
}

int regmap_mmio_read(struct regmap *map, unsigned int off, unsigned int *val)
{
	int err = has_clk(map) ? clk_enable(map->clk) : 0;

	if (err)
		return err;
	*val = read_raw(map, (u8 __iomem *)map->base + off);
	if (has_clk(map))
		clk_disable(map->clk);
	return 0;
}

int regmap_mmio_write(struct regmap *map, unsigned int off, unsigned int val)
{
	int err = has_clk(map) ? clk_enable(map->clk) : 0;

	if (err)
		return err;
	write_raw(map, (u8 __iomem *)map->base + off, val);
	if (has_clk(map))
		clk_disable(map->clk);
	return 0;
}

struct regmap *regmap_create(struct device *dev, void __iomem *regs,
			     const struct regmap_config *config)
{
	struct regmap *map;
	int err;

	map = kzalloc(sizeof(*map), GFP_KERNEL);
	if (!map)
		return ERR_PTR(-ENOMEM);
	map->dev = dev;
	map->name = config->name;
	map->config = *config;
	map->reg_stride = config->reg_stride ? config->reg_stride : 1;
	map->max_register_is_set = config->max_register ||
				   config->max_register_is_0;
	spin_lock_init(&map->lock);
	map->base = regs;
	map->val_bytes = config->val_bits / 8;
	map->big_endian = config->val_format_endian == REGMAP_ENDIAN_BIG;
	map->native = config->val_format_endian == REGMAP_ENDIAN_NATIVE;
	if (dev) {
		err = regmap_devres_attach(dev, map);
		if (err) {
			kfree(map);
			return ERR_PTR(err);
		}
		map->owner = dev;
	}
	return map;
}

/* regmap_create() of an MMIO map, its config checked. */
static struct regmap *map_create(struct device *dev, void __iomem *regs,
				 const struct regmap_config *config)
{
	int err = check_config(config);

	return err ? ERR_PTR(err) : regmap_create(dev, regs, config);
}

struct regmap *regmap_init_mmio(struct device *dev, void __iomem *regs,
				const struct regmap_config *config)
{
	return map_create(dev, regs, config);
}

struct regmap *regmap_init_mmio_clk(struct device *dev, const char *clk_id,
				    void __iomem *regs,
				    const struct regmap_config *config)
{
	struct regmap *map;
	struct clk *clk;
	int err;

	if (!clk_id)
		return map_create(dev, regs, config);
	/* Clocks come with the device tree; without it no clock is found. */
	if (!platdev_has(PLATDEV_FEAT_OF))
		return ERR_PTR(-ENOENT);
	err = check_config(config);
	if (err)
		return ERR_PTR(err);
	clk = clk_get(dev, clk_id);
	if (IS_ERR(clk))
		return ERR_CAST(clk);
	map = map_create(dev, regs, config);
	if (IS_ERR(map)) {
		clk_put(clk);
		return map;
	}
	err = regmap_mmio_attach_clk(map, clk);
	if (err) {
		clk_put(clk);
		regmap_exit(map);
		return ERR_PTR(err);
	}
	map->clk_owned = true;
	return map;
}

int regmap_mmio_attach_clk(struct regmap *map, struct clk *clk)
{
	int err;

	if (map->clk)
		return -EINVAL;
	err = clk_prepare(clk);
	if (!err)
		map->clk = clk;
	return err;
}

void regmap_mmio_detach_clk(struct regmap *map)
{
	if (!map->clk)
		return;
	clk_unprepare(map->clk);
	if (map->clk_owned)
		clk_put(map->clk);
	map->clk = NULL;
	map->clk_owned = false;
}

void regmap_exit(struct regmap *map)
{
	if (IS_ERR_OR_NULL(map))
		return;
	if (platdev_has(PLATDEV_FEAT_OF))
		regmap_mmio_detach_clk(map);
	regmap_detach_dev(map);
	kfree(map->name_copy);
	kfree(map);
}

static void devm_regmap_exit(void *map)
{
	regmap_exit(map);
}

struct regmap *regmap_devm_keep(struct device *dev, struct regmap *map)
{
	int err;

	if (IS_ERR(map))
		return map;
	err = devm_add_action_or_reset(dev, devm_regmap_exit, map);
	return err ? ERR_PTR(err) : map;
}

struct regmap *devm_regmap_init_mmio(struct device *dev, void __iomem *regs,
				     const struct regmap_config *config)
{
	return regmap_devm_keep(dev, regmap_init_mmio(dev, regs, config));
}

struct regmap *devm_regmap_init_mmio_clk(struct device *dev, const char *clk_id,
					 void __iomem *regs,
					 const struct regmap_config *config)
{
	return regmap_devm_keep(dev, regmap_init_mmio_clk(dev, clk_id, regs,
							  config));
}
