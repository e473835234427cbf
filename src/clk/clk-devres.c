// SPDX-License-Identifier: MIT
/*
 * clk-devres.c - managed clocks: put (and disabled, for the _enabled
 * variants) when the consumer's driver unbinds; managed providers.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>

#include "base/base.h"
#include "clk/clk.h"

static void devm_clk_release(void *data)
{
	clk_put(data);
}

static void devm_clk_release_prepared(void *data)
{
	clk_unprepare(data);
	clk_put(data);
}

static void devm_clk_release_enabled(void *data)
{
	clk_disable_unprepare(data);
	clk_put(data);
}

/* What a managed clock is left in: got, prepared, or prepared and enabled. */
enum devm_clk_state {
	DEVM_CLK_GOT,
	DEVM_CLK_PREPARED,
	DEVM_CLK_ENABLED,
	DEVM_CLK_STATES
};

static void (*const devm_clk_releases[DEVM_CLK_STATES])(void *) = {
	[DEVM_CLK_GOT] = devm_clk_release,
	[DEVM_CLK_PREPARED] = devm_clk_release_prepared,
	[DEVM_CLK_ENABLED] = devm_clk_release_enabled,
};

static struct clk *devm_get(struct device *dev, const char *id, bool optional,
			    enum devm_clk_state state)
{
	struct clk *clk = clk_get(dev, id);
	int ret = 0;

	if (IS_ERR(clk))
		return optional && PTR_ERR(clk) == -ENOENT ? NULL : clk;
	if (state == DEVM_CLK_PREPARED)
		ret = clk_prepare(clk);
	else if (state == DEVM_CLK_ENABLED)
		ret = clk_prepare_enable(clk);
	if (ret) {
		clk_put(clk);
		return ERR_PTR(ret);
	}
	ret = devm_add_action_or_reset(dev, devm_clk_releases[state], clk);
	return ret ? ERR_PTR(ret) : clk;
}

/* @clk (unless an error) put when @dev unbinds; put now if that fails. */
static struct clk *devm_clk_keep(struct device *dev, struct clk *clk)
{
	int ret;

	if (IS_ERR(clk))
		return clk;
	ret = devm_add_action_or_reset(dev, devm_clk_release, clk);
	return ret ? ERR_PTR(ret) : clk;
}

struct clk *devm_clk_get(struct device *dev, const char *id)
{
	return devm_get(dev, id, false, DEVM_CLK_GOT);
}

void devm_clk_put(struct device *dev, struct clk *clk)
{
	unsigned int i;

	/* An absent optional clock (NULL) was never managed. */
	if (IS_ERR_OR_NULL(clk))
		return;
	for (i = 0; i < DEVM_CLK_STATES; i++)
		if (!devm_release_action_quiet(dev, devm_clk_releases[i], clk))
			return;
	/* Not dereferenced: it may be a clock already put. */
	dev_warn(dev, "devm_clk_put: not a managed clock of this device\n");
}

struct clk *devm_get_clk_from_child(struct device *dev, struct device_node *np,
				    const char *con_id)
{
	return devm_clk_keep(dev, of_clk_get_by_name(np, con_id));
}

struct clk *devm_clk_get_optional(struct device *dev, const char *id)
{
	return devm_get(dev, id, true, DEVM_CLK_GOT);
}

struct clk *devm_clk_get_prepared(struct device *dev, const char *id)
{
	return devm_get(dev, id, false, DEVM_CLK_PREPARED);
}

struct clk *devm_clk_get_optional_prepared(struct device *dev, const char *id)
{
	return devm_get(dev, id, true, DEVM_CLK_PREPARED);
}

struct clk *devm_clk_get_enabled(struct device *dev, const char *id)
{
	return devm_get(dev, id, false, DEVM_CLK_ENABLED);
}

struct clk *devm_clk_get_optional_enabled(struct device *dev, const char *id)
{
	return devm_get(dev, id, true, DEVM_CLK_ENABLED);
}

struct clk *devm_clk_hw_get_clk(struct device *dev, struct clk_hw *hw,
				const char *con_id)
{
	return devm_clk_keep(dev, clk_hw_get_clk(hw, con_id));
}

static void devm_clk_hw_unregister(void *hw)
{
	clk_hw_unregister(hw);
}

int devm_clk_hw_register(struct device *dev, struct clk_hw *hw)
{
	int ret;

	if (!dev)
		return -EINVAL;
	ret = clk_hw_register(dev, hw);
	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_clk_hw_unregister, hw);
}

struct clk_hw *clk_hw_devm_keep(struct device *dev, struct clk_hw *hw,
				void (*release)(void *hw))
{
	int ret;

	if (IS_ERR(hw))
		return hw;
	ret = devm_add_action_or_reset(dev, release, hw);
	return ret ? ERR_PTR(ret) : hw;
}

static void devm_clk_del_provider(void *data)
{
	of_clk_del_provider(data);
}

int devm_of_clk_add_hw_provider(struct device *dev,
				struct clk_hw *(*get)(struct of_phandle_args *,
						      void *),
				void *data)
{
	int ret;

	if (!dev)
		return -EINVAL;
	ret = of_clk_add_hw_provider(dev->of_node, get, data);
	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_clk_del_provider,
					dev->of_node);
}
