// SPDX-License-Identifier: MIT
/*
 * clk-of.c - clocks and the device tree: providers registered for nodes,
 * consumers' "clocks"/"clock-names" looked up through them, and the fixed
 * clocks of the tree set up as Linux's of_clk_init() does.
 */
#include <linux/clk-provider.h>
#include <linux/clk/clk-conf.h>
#include <linux/device.h>
#include <linux/printk.h>
#include <platdev/bind.h>
#include <platdev/clk.h>
#include <platdev/port.h>

#include "clk/clk.h"

struct of_clk_provider {
	struct device_node *node;
	struct clk_hw *(*get)(struct of_phandle_args *clkspec, void *data);
	/* of_clk_add_provider()'s form, when @get is NULL */
	struct clk *(*get_clk)(struct of_phandle_args *clkspec, void *data);
	void *data;
	struct of_clk_provider *next;
};

static struct of_clk_provider *providers;

struct clk_hw *of_clk_hw_simple_get(struct of_phandle_args *clkspec, void *data)
{
	(void)clkspec;
	return data;
}

/*
 * The index a one-cell specifier names among @num clocks, or -EINVAL
 * (logged when it is out of range).
 */
static int onecell_index(const struct of_phandle_args *clkspec,
			 unsigned int num)
{
	unsigned int idx;

	if (clkspec->args_count < 1)
		return -EINVAL;
	idx = clkspec->args[0];
	if (idx >= num) {
		pr_err("clk: %s has no clock %u\n", clkspec->np->full_name,
		       idx);
		return -EINVAL;
	}
	return (int)idx;
}

struct clk_hw *of_clk_hw_onecell_get(struct of_phandle_args *clkspec,
				     void *data)
{
	struct clk_hw_onecell_data *onecell = data;
	int idx = onecell_index(clkspec, onecell->num);

	return idx < 0 ? ERR_PTR(idx) : onecell->hws[idx];
}

static struct of_clk_provider *find_provider_locked(struct device_node *np)
{
	struct of_clk_provider *p;

	for (p = providers; p; p = p->next)
		if (p->node == np)
			return p;
	return NULL;
}

struct clk *of_clk_src_simple_get(struct of_phandle_args *clkspec, void *data)
{
	(void)clkspec;
	return data;
}

struct clk *of_clk_src_onecell_get(struct of_phandle_args *clkspec, void *data)
{
	struct clk_onecell_data *onecell = data;
	int idx = onecell_index(clkspec, onecell->clk_num);

	return idx < 0 ? ERR_PTR(idx) : onecell->clks[idx];
}

static int add_provider(struct device_node *np,
			struct clk_hw *(*get)(struct of_phandle_args *, void *),
			struct clk *(*get_clk)(struct of_phandle_args *,
					       void *),
			void *data)
{
	struct of_clk_provider *p;
	int ret;

	if (!np || (!get && !get_clk))
		return -EINVAL;
	p = platdev_port_alloc(sizeof(*p));
	if (!p)
		return -ENOMEM;
	p->node = of_node_get(np);
	p->get = get;
	p->get_clk = get_clk;
	p->data = data;
	clk_lock();
	if (find_provider_locked(np)) {
		clk_unlock();
		of_node_put(np);
		platdev_port_free(p);
		return -EEXIST;
	}
	p->next = providers;
	providers = p;
	/* Clocks whose parent it provides have it now. */
	clk_core_adopt_orphans_locked();
	clk_unlock();
	/* The node's own assigned-clocks, as Linux applies them here. */
	ret = of_clk_set_defaults(np, true);
	if (ret < 0) {
		of_clk_del_provider(np);
		return ret;
	}
	/* Consumers that deferred for want of this provider try again. */
	platdev_node_ready(np);
	return 0;
}

int of_clk_add_hw_provider(
	struct device_node *np,
	struct clk_hw *(*get)(struct of_phandle_args *clkspec, void *data),
	void *data)
{
	return get ? add_provider(np, get, NULL, data) : -EINVAL;
}

int of_clk_add_provider(struct device_node *np,
			struct clk *(*clk_src_get)(struct of_phandle_args *args,
						   void *data),
			void *data)
{
	return clk_src_get ? add_provider(np, NULL, clk_src_get, data) :
			     -EINVAL;
}

void of_clk_del_provider(struct device_node *np)
{
	struct of_clk_provider **link, *p = NULL;

	clk_lock();
	for (link = &providers; *link; link = &(*link)->next) {
		if ((*link)->node == np) {
			p = *link;
			*link = p->next;
			break;
		}
	}
	clk_unlock();
	if (p) {
		of_node_put(p->node);
		platdev_port_free(p);
	}
}

struct clk_hw *of_clk_hw_from_spec_locked(struct of_phandle_args *spec)
{
	struct of_clk_provider *p = find_provider_locked(spec->np);
	struct clk *clk;

	if (!p)
		return ERR_PTR(-EPROBE_DEFER);
	if (p->get)
		return p->get(spec, p->data);
	clk = p->get_clk(spec, p->data);
	if (IS_ERR(clk))
		return ERR_CAST(clk);
	return clk ? __clk_get_hw(clk) : ERR_PTR(-ENOENT);
}

struct clk *clk_from_spec(struct device *dev, struct of_phandle_args *spec,
			  const char *con_id)
{
	struct clk_hw *hw;

	clk_lock();
	hw = of_clk_hw_from_spec_locked(spec);
	clk_unlock();
	if (hw == ERR_PTR(-EPROBE_DEFER) && dev)
		platdev_device_waits_for_node(dev, spec->np, PLATDEV_DEP_CLOCK);
	if (IS_ERR(hw))
		return ERR_CAST(hw);
	/* The provider may go between its get and here: then -ENOENT. */
	return clk_hw_create_clk(dev, hw, con_id);
}

struct clk *of_clk_get_from_provider(struct of_phandle_args *clkspec)
{
	if (!clkspec || !clkspec->np)
		return ERR_PTR(-EINVAL);
	return clk_from_spec(NULL, clkspec, NULL);
}

/*
 * The clock of entry @index (or, with @name, the entry "clock-names"
 * gives) of @np's "clocks"; @dev, when given, is the consumer, and a
 * missing provider is recorded as what it waits for.
 */
static struct clk *get_clk(struct device *dev, struct device_node *np,
			   int index, const char *name)
{
	struct of_phandle_args spec;
	struct clk *clk;
	int ret;

	if (!np)
		return ERR_PTR(-ENOENT);
	if (name) {
		index = of_property_match_string(np, "clock-names", name);
		if (index < 0)
			return ERR_PTR(-ENOENT);
	}
	ret = of_parse_phandle_with_args(np, "clocks", "#clock-cells", index,
					 &spec);
	if (ret)
		return ERR_PTR(ret);
	clk = clk_from_spec(dev, &spec, name);
	of_node_put(spec.np);
	return clk;
}

struct clk *clk_get(struct device *dev, const char *id)
{
	struct clk *clk;

	/*
	 * As Linux: the node's clocks first; when they do not give one (and
	 * its provider is not just missing yet), the clkdev lookups.
	 */
	if (dev && dev->of_node) {
		clk = get_clk(dev, dev->of_node, 0, id);
		if (!IS_ERR(clk) || PTR_ERR(clk) == -EPROBE_DEFER)
			return clk;
	}
	return clkdev_get(dev, dev ? dev_name(dev) : NULL, id);
}

struct clk *of_clk_get(struct device_node *np, int index)
{
	if (index < 0)
		return ERR_PTR(-EINVAL);
	return get_clk(NULL, np, index, NULL);
}

struct clk *of_clk_get_by_name(struct device_node *np, const char *name)
{
	return get_clk(NULL, np, 0, name);
}

unsigned int of_clk_get_parent_count(const struct device_node *np)
{
	int count = of_count_phandle_with_args(np, "clocks", "#clock-cells");

	return count < 0 ? 0 : (unsigned int)count;
}

/*
 * The entry of "clock-output-names" that names cell @cell of @provider:
 * its place in "clock-indices" when there is one. Return: it, or -ENOENT.
 */
static int output_name_index(const struct device_node *provider, u32 cell)
{
	int i, n = of_property_count_u32_elems(provider, "clock-indices");
	u32 v;

	if (n < 0)
		return (int)cell;
	for (i = 0; i < n; i++)
		if (!of_property_read_u32_index(provider, "clock-indices", i,
						&v) &&
		    v == cell)
			return i;
	return -ENOENT;
}

const char *of_clk_get_parent_name(const struct device_node *np, int index)
{
	struct of_phandle_args spec;
	const char *name = NULL;
	struct clk *clk;
	int entry;

	if (!np || index < 0 ||
	    of_parse_phandle_with_args(np, "clocks", "#clock-cells", index,
				       &spec))
		return NULL;
	entry = output_name_index(spec.np, spec.args_count ? spec.args[0] : 0);
	if (entry >= 0 &&
	    of_property_read_string_index(spec.np, "clock-output-names", entry,
					  &name)) {
		/* Not named there: the clock's name, else the node's. */
		name = NULL;
		clk = of_clk_get_from_provider(&spec);
		if (!IS_ERR(clk))
			name = __clk_get_name(clk);
		else if (!spec.args_count)
			name = spec.np->name;
		clk_put(clk);
	}
	of_node_put(spec.np);
	return name;
}

int of_clk_parent_fill(struct device_node *np, const char **parents,
		       unsigned int size)
{
	unsigned int i = 0;

	while (i < size && (parents[i] = of_clk_get_parent_name(np, (int)i)))
		i++;
	return (int)i;
}

/* The clocks platdev_of_clk_init() registered, newest first. */
struct of_clk_early {
	struct clk_hw *hw;
	bool factor;
	struct device_node *node;
	struct of_clk_early *next;
};

static struct of_clk_early *early_clocks;
static bool early_clocks_done;

static const char *clock_name(struct device_node *np)
{
	const char *name = NULL;

	if (of_property_read_string_index(np, "clock-output-names", 0, &name))
		name = np->name;
	return name;
}

/* Register the clock of @np. Return: 1, 0 when skipped, -ENOMEM. */
static int setup_clock(struct device_node *np, bool factor)
{
	const char *name = clock_name(np);
	struct of_clk_early *e;
	u32 rate, mult, div;
	int ret;

	if (factor ? of_property_read_u32(np, "clock-div", &div) ||
			     of_property_read_u32(np, "clock-mult", &mult) :
		     of_property_read_u32(np, "clock-frequency", &rate)) {
		/* Linux complains only of the fixed factor's. */
		if (factor)
			pr_err("clk: %s: clock-div or clock-mult missing\n",
			       np->full_name);
		else
			pr_debug("clk: %s: no clock-frequency\n",
				 np->full_name);
		return 0;
	}
	e = platdev_port_alloc(sizeof(*e));
	if (!e)
		return -ENOMEM;
	e->factor = factor;
	e->hw = factor ? platdev_clk_register_fixed_factor_of(np, name, mult,
							      div) :
			 clk_hw_register_fixed_rate(NULL, name, NULL, 0, rate);
	ret = IS_ERR(e->hw) ? (int)PTR_ERR(e->hw) : 0;
	if (!ret) {
		ret = of_clk_add_hw_provider(np, of_clk_hw_simple_get, e->hw);
		if (ret) {
			if (factor)
				clk_hw_unregister_fixed_factor(e->hw);
			else
				clk_hw_unregister_fixed_rate(e->hw);
		}
	}
	if (ret) {
		platdev_port_free(e);
		if (ret == -ENOMEM)
			return ret;
		pr_err("clk: %s: not registered (error %d)\n", np->full_name,
		       ret);
		return 0;
	}
	e->node = np;
	e->next = early_clocks;
	early_clocks = e;
	return 1;
}

/*
 * A node's flag: its CLK_OF_DECLARE() setup ran (the bit after
 * PLATDEV_OF_EARLY_INIT's).
 */
#define PLATDEV_OF_CLK_DECLARED 17

/* The CLK_OF_DECLARE() entries linked in (none: both NULL). */
extern const struct of_clk_declare __start_platdev_clk_of[]
	__attribute__((weak));
extern const struct of_clk_declare __stop_platdev_clk_of[]
	__attribute__((weak));

/* The declaration that sets up @np, or NULL. */
static const struct of_clk_declare *declared_for(struct device_node *np)
{
	const struct of_clk_declare *d;

	for (d = __start_platdev_clk_of; d && d < __stop_platdev_clk_of; d++)
		if (of_device_is_compatible(np, d->compatible))
			return d;
	return NULL;
}

/* Whether every clock @np names has its provider (Linux's rule). */
static bool parents_ready(struct device_node *np)
{
	unsigned int i, n = of_clk_get_parent_count(np);
	struct clk *clk;

	for (i = 0; i < n; i++) {
		clk = of_clk_get(np, (int)i);
		if (IS_ERR(clk) && PTR_ERR(clk) == -EPROBE_DEFER)
			return false;
		clk_put(clk);
	}
	return true;
}

/*
 * Call the CLK_OF_DECLARE() setups of the available nodes, each once its
 * parents' providers are there (when none is ready any more, the rest
 * anyway, as Linux's of_clk_init()). Return: how many were called.
 */
static int run_declared(void)
{
	const struct of_clk_declare *d;
	struct device_node *np;
	bool progress, force = false;
	int count = 0, pending;

	if (!__start_platdev_clk_of)
		return 0;
	for (;;) {
		pending = 0;
		progress = false;
		for_each_of_allnodes(np) {
			d = declared_for(np);
			if (!d || !of_device_is_available(np) ||
			    of_node_check_flag(np, PLATDEV_OF_CLK_DECLARED))
				continue;
			if (!force && !parents_ready(np)) {
				pending++;
				continue;
			}
			/* Its own setup: no platform device, but for _DRIVER. */
			of_node_set_flag(np, PLATDEV_OF_CLK_DECLARED);
			if (!d->driver)
				of_node_set_flag(np, OF_POPULATED);
			d->setup(np);
			count++;
			progress = true;
		}
		if (!pending || force)
			return count;
		force = !progress;
	}
}

int platdev_of_clk_init(void)
{
	struct device_node *np;
	int ret, count = 0;

	if (early_clocks_done)
		return -EBUSY;
	for_each_of_allnodes(np) {
		bool factor = of_device_is_compatible(np, "fixed-factor-clock");

		if (!factor && !of_device_is_compatible(np, "fixed-clock"))
			continue;
		if (!of_device_is_available(np))
			continue;
		ret = setup_clock(np, factor);
		if (ret < 0) {
			platdev_of_clk_exit();
			return ret;
		}
		count += ret;
	}
	early_clocks_done = true;
	return count + run_declared();
}

void platdev_of_clk_exit(void)
{
	struct of_clk_early *e;

	while ((e = early_clocks)) {
		early_clocks = e->next;
		of_clk_del_provider(e->node);
		if (e->factor)
			clk_hw_unregister_fixed_factor(e->hw);
		else
			clk_hw_unregister_fixed_rate(e->hw);
		platdev_port_free(e);
	}
	early_clocks_done = false;
}
