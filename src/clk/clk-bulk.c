// SPDX-License-Identifier: MIT
/*
 * clk-bulk.c - a driver's clocks as one array (struct clk_bulk_data): got,
 * prepared, enabled and given back together; on a failure midway what was
 * done is undone, last first. The devm forms put (and disable) at unbind.
 */
#include <linux/clk-provider.h>
#include <linux/device.h>
#include <linux/of.h>
#include <linux/slab.h>

void clk_bulk_put(int num_clks, struct clk_bulk_data *clks)
{
	while (num_clks-- > 0) {
		clk_put(clks[num_clks].clk);
		clks[num_clks].clk = NULL;
	}
}

static int bulk_get(struct device *dev, int num_clks,
		    struct clk_bulk_data *clks, bool optional)
{
	int i, ret;

	for (i = 0; i < num_clks; i++)
		clks[i].clk = NULL;
	for (i = 0; i < num_clks; i++) {
		struct clk *clk = clk_get(dev, clks[i].id);

		if (!IS_ERR(clk)) {
			clks[i].clk = clk;
			continue;
		}
		ret = PTR_ERR(clk);
		if (optional && ret == -ENOENT)
			continue;
		dev_err_probe(dev, ret, "Failed to get clk '%s'\n",
			      clks[i].id ? clks[i].id : "");
		clk_bulk_put(i, clks);
		return ret;
	}
	return 0;
}

int clk_bulk_get(struct device *dev, int num_clks, struct clk_bulk_data *clks)
{
	return bulk_get(dev, num_clks, clks, false);
}

int clk_bulk_get_optional(struct device *dev, int num_clks,
			  struct clk_bulk_data *clks)
{
	return bulk_get(dev, num_clks, clks, true);
}

int clk_bulk_get_all(struct device *dev, struct clk_bulk_data **clks)
{
	struct device_node *np = dev ? dev->of_node : NULL;
	unsigned int n = np ? of_clk_get_parent_count(np) : 0;
	struct clk_bulk_data *arr;
	unsigned int i;

	if (!n)
		return 0;
	arr = kcalloc(n, sizeof(*arr), GFP_KERNEL);
	if (!arr)
		return -ENOMEM;
	for (i = 0; i < n; i++) {
		struct clk *clk;

		of_property_read_string_index(np, "clock-names", i, &arr[i].id);
		clk = of_clk_get(np, i);
		if (IS_ERR(clk)) {
			dev_err(dev, "Failed to get clk index: %u ret: %ld\n",
				i, PTR_ERR(clk));
			clk_bulk_put(i, arr);
			kfree(arr);
			return PTR_ERR(clk);
		}
		arr[i].clk = clk;
	}
	*clks = arr;
	return n;
}

void clk_bulk_put_all(int num_clks, struct clk_bulk_data *clks)
{
	if (IS_ERR_OR_NULL(clks))
		return;
	clk_bulk_put(num_clks, clks);
	kfree(clks);
}

void clk_bulk_unprepare(int num_clks, const struct clk_bulk_data *clks)
{
	while (num_clks-- > 0)
		clk_unprepare(clks[num_clks].clk);
}

int clk_bulk_prepare(int num_clks, const struct clk_bulk_data *clks)
{
	int i, ret;

	for (i = 0; i < num_clks; i++) {
		ret = clk_prepare(clks[i].clk);
		if (ret) {
			pr_err("Failed to prepare clk '%s': %d\n",
			       clks[i].id ? clks[i].id : "", ret);
			clk_bulk_unprepare(i, clks);
			return ret;
		}
	}
	return 0;
}

void clk_bulk_disable(int num_clks, const struct clk_bulk_data *clks)
{
	while (num_clks-- > 0)
		clk_disable(clks[num_clks].clk);
}

int clk_bulk_enable(int num_clks, const struct clk_bulk_data *clks)
{
	int i, ret;

	for (i = 0; i < num_clks; i++) {
		ret = clk_enable(clks[i].clk);
		if (ret) {
			pr_err("Failed to enable clk '%s': %d\n",
			       clks[i].id ? clks[i].id : "", ret);
			clk_bulk_disable(i, clks);
			return ret;
		}
	}
	return 0;
}

int clk_bulk_prepare_enable(int num_clks, const struct clk_bulk_data *clks)
{
	int ret = clk_bulk_prepare(num_clks, clks);

	if (ret)
		return ret;
	ret = clk_bulk_enable(num_clks, clks);
	if (ret)
		clk_bulk_unprepare(num_clks, clks);
	return ret;
}

void clk_bulk_disable_unprepare(int num_clks, const struct clk_bulk_data *clks)
{
	clk_bulk_disable(num_clks, clks);
	clk_bulk_unprepare(num_clks, clks);
}

/* ---- managed ---- */

struct bulk_devres {
	int num_clks;
	struct clk_bulk_data *clks;
	bool all;
	bool enabled;
};

static void bulk_release(struct device *dev, void *res)
{
	struct bulk_devres *b = res;

	(void)dev;
	if (b->enabled)
		clk_bulk_disable_unprepare(b->num_clks, b->clks);
	if (b->all)
		clk_bulk_put_all(b->num_clks, b->clks);
	else
		clk_bulk_put(b->num_clks, b->clks);
}

static struct bulk_devres *bulk_devres_alloc(void)
{
	return devres_alloc(bulk_release, sizeof(struct bulk_devres),
			    GFP_KERNEL);
}

static int devm_bulk_get(struct device *dev, int num_clks,
			 struct clk_bulk_data *clks, bool optional)
{
	struct bulk_devres *b = bulk_devres_alloc();
	int ret;

	if (!b)
		return -ENOMEM;
	ret = bulk_get(dev, num_clks, clks, optional);
	if (ret) {
		devres_free(b);
		return ret;
	}
	b->num_clks = num_clks;
	b->clks = clks;
	devres_add(dev, b);
	return 0;
}

int devm_clk_bulk_get(struct device *dev, int num_clks,
		      struct clk_bulk_data *clks)
{
	return devm_bulk_get(dev, num_clks, clks, false);
}

int devm_clk_bulk_get_optional(struct device *dev, int num_clks,
			       struct clk_bulk_data *clks)
{
	return devm_bulk_get(dev, num_clks, clks, true);
}

static int devm_bulk_get_all(struct device *dev, struct clk_bulk_data **clks,
			     bool enable)
{
	struct bulk_devres *b = bulk_devres_alloc();
	int n;

	if (!b)
		return -ENOMEM;
	n = clk_bulk_get_all(dev, &b->clks);
	if (n > 0 && enable) {
		int ret = clk_bulk_prepare_enable(n, b->clks);

		if (ret) {
			clk_bulk_put_all(n, b->clks);
			n = ret;
		}
	}
	if (n <= 0) {
		devres_free(b);
		return n;
	}
	b->num_clks = n;
	b->all = true;
	b->enabled = enable;
	*clks = b->clks;
	devres_add(dev, b);
	return n;
}

int devm_clk_bulk_get_all(struct device *dev, struct clk_bulk_data **clks)
{
	return devm_bulk_get_all(dev, clks, false);
}

int devm_clk_bulk_get_all_enable(struct device *dev,
				 struct clk_bulk_data **clks)
{
	int n = devm_bulk_get_all(dev, clks, true);

	return n < 0 ? n : 0;
}
