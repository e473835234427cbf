// SPDX-License-Identifier: MIT
/*
 * clkdev.c - the clock lookup table of linux/clkdev.h: entries naming a
 * clock by consumer device name and connection name, which clk_get() and
 * clk_get_sys() consult when the device tree names no clock. The table is
 * guarded by the clock lock. An entry holds the clk_hw, not a reference:
 * as in Linux, the entry must be dropped before its clk_hw is freed; a
 * clk_hw unregistered but not freed is no longer found (-ENOENT).
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/clkdev.h>
#include <linux/device.h>
#include <linux/slab.h>

#include "clk/clk.h"
#include "kernel/lookup_score.h"

/* Linux's sizes: a name that does not fit gives an entry never found. */
#define CLKDEV_MAX_DEV_ID 24
#define CLKDEV_MAX_CON_ID 16

/* An entry clkdev allocated, with room for its names. */
struct clk_lookup_alloc {
	struct clk_lookup cl;
	char dev_id[CLKDEV_MAX_DEV_ID];
	char con_id[CLKDEV_MAX_CON_ID];
};

static LIST_HEAD(clkdev_table);

void clkdev_add(struct clk_lookup *cl)
{
	if (!cl->clk_hw)
		cl->clk_hw = __clk_get_hw(cl->clk);
	clk_lock();
	list_add_tail(&cl->node, &clkdev_table);
	clk_unlock();
}

void clkdev_add_table(struct clk_lookup *cl, size_t num)
{
	while (num--)
		clkdev_add(cl++);
}

void clkdev_drop(struct clk_lookup *cl)
{
	if (!cl)
		return;
	clk_lock();
	list_del(&cl->node);
	clk_unlock();
	kfree(container_of(cl, struct clk_lookup_alloc, cl));
}

/*
 * The entry that suits (@dev_id, @con_id) best (Linux's clk_find(), scored
 * by platdev_lookup_score()). Clock lock held.
 */
static struct clk_lookup *find_locked(const char *dev_id, const char *con_id)
{
	struct clk_lookup *p, *best = NULL;
	int best_found = 0, best_possible = (dev_id ? 2 : 0) + (con_id ? 1 : 0);

	list_for_each_entry(p, &clkdev_table, node) {
		int match = platdev_lookup_score(p->dev_id, p->con_id, dev_id,
						 con_id);

		if (match > best_found) {
			best = p;
			if (match == best_possible)
				break;
			best_found = match;
		}
	}
	return best;
}

/* clk_get()'s and clk_get_sys()'s search of the table. */
struct clk *clkdev_get(struct device *dev, const char *dev_id,
		       const char *con_id)
{
	struct clk_lookup *cl;
	struct clk_hw *hw = NULL;

	clk_lock();
	cl = find_locked(dev_id, con_id);
	if (cl)
		hw = cl->clk_hw;
	clk_unlock();
	if (!hw)
		return ERR_PTR(-ENOENT);
	return clk_hw_create_clk(dev, hw, con_id);
}

struct clk *clk_get_sys(const char *dev_id, const char *con_id)
{
	return clkdev_get(NULL, dev_id, con_id);
}

/* Allocate (not add) an entry for @hw with the names given. */
static struct clk_lookup *lookup_alloc(struct clk_hw *hw, const char *con_id,
				       const char *dev_fmt, va_list ap)
{
	struct clk_lookup_alloc *cla = kzalloc(sizeof(*cla), GFP_KERNEL);
	int n;

	if (!cla)
		return NULL;
	cla->cl.clk_hw = hw;
	if (con_id) {
		if (strlen(con_id) >= sizeof(cla->con_id))
			goto too_long;
		strcpy(cla->con_id, con_id);
		cla->cl.con_id = cla->con_id;
	}
	if (dev_fmt) {
		n = vsnprintf(cla->dev_id, sizeof(cla->dev_id), dev_fmt, ap);
		if (n < 0 || (size_t)n >= sizeof(cla->dev_id))
			goto too_long;
		cla->cl.dev_id = cla->dev_id;
	}
	return &cla->cl;
too_long:
	pr_err("clkdev: %s: a name is longer than %d or %d characters\n",
	       con_id ? con_id : "(no connection)", CLKDEV_MAX_CON_ID - 1,
	       CLKDEV_MAX_DEV_ID - 1);
	/* As Linux: an entry all the same, that no one asks for. */
	strcpy(cla->con_id, "bad");
	strcpy(cla->dev_id, "bad");
	cla->cl.con_id = cla->con_id;
	cla->cl.dev_id = cla->dev_id;
	return &cla->cl;
}

static struct clk_lookup *vcreate(struct clk_hw *hw, const char *con_id,
				  const char *dev_fmt, va_list ap)
{
	struct clk_lookup *cl = lookup_alloc(hw, con_id, dev_fmt, ap);

	if (cl)
		clkdev_add(cl);
	return cl;
}

struct clk_lookup *clkdev_create(struct clk *clk, const char *con_id,
				 const char *dev_fmt, ...)
{
	struct clk_lookup *cl;
	va_list ap;

	va_start(ap, dev_fmt);
	cl = vcreate(__clk_get_hw(clk), con_id, dev_fmt, ap);
	va_end(ap);
	return cl;
}

struct clk_lookup *clkdev_hw_create(struct clk_hw *hw, const char *con_id,
				    const char *dev_fmt, ...)
{
	struct clk_lookup *cl;
	va_list ap;

	va_start(ap, dev_fmt);
	cl = vcreate(hw, con_id, dev_fmt, ap);
	va_end(ap);
	return cl;
}

int clk_add_alias(const char *alias, const char *alias_dev_name,
		  const char *con_id, struct device *dev)
{
	struct clk *r = clk_get(dev, con_id);
	struct clk_lookup *l;

	if (IS_ERR(r))
		return PTR_ERR(r);
	l = clkdev_create(r, alias, alias_dev_name ? "%s" : NULL,
			  alias_dev_name);
	clk_put(r);
	return l ? 0 : -ENODEV;
}

/* The entry of the register functions. Return: 0 or an error. */
static int register_hw(struct clk_hw *hw, struct clk_lookup **cl,
		       const char *con_id, const char *dev_id)
{
	*cl = NULL;
	if (IS_ERR(hw))
		return PTR_ERR(hw);
	*cl = dev_id ? clkdev_hw_create(hw, con_id, "%s", dev_id) :
		       clkdev_hw_create(hw, con_id, NULL);
	return *cl ? 0 : -ENOMEM;
}

int clk_register_clkdev(struct clk *clk, const char *con_id, const char *dev_id)
{
	struct clk_lookup *cl;

	if (IS_ERR(clk))
		return PTR_ERR(clk);
	return register_hw(__clk_get_hw(clk), &cl, con_id, dev_id);
}

int clk_hw_register_clkdev(struct clk_hw *hw, const char *con_id,
			   const char *dev_id)
{
	struct clk_lookup *cl;

	return register_hw(hw, &cl, con_id, dev_id);
}

static void devm_clkdev_release(void *cl)
{
	clkdev_drop(cl);
}

int devm_clk_hw_register_clkdev(struct device *dev, struct clk_hw *hw,
				const char *con_id, const char *dev_id)
{
	struct clk_lookup *cl;
	int ret = register_hw(hw, &cl, con_id, dev_id);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_clkdev_release, cl);
}
