// SPDX-License-Identifier: MIT
/*
 * standin_clk.c - the clock kind of stand-in: a node with "#clock-cells"
 * becomes a provider whose every specifier is a clock of its own, made on
 * the first request for it ("#clock-cells" 0: one clock; 1 or more: one
 * per distinct specifier, as a onecell provider with no upper bound).
 *
 * A clock has no parent. It starts at the rate platdev_sim_standin_set_rate()
 * gave it, else at the "assigned-clock-rates" entry some node of the tree
 * gives it (the entry of its "assigned-clocks" that names this specifier),
 * else at PLATDEV_SIM_STANDIN_CLOCK_RATE (24 MHz, the crystal most SoCs run
 * from). prepare, unprepare, enable, disable and set_rate are recorded.
 */
#include <stdio.h>
#include <string.h>

#include <linux/clk-provider.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/slab.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "sim/standin_private.h"

#define SCLK_MAX_CELLS 4

struct sclk {
	struct clk_hw hw;
	struct sclk_provider *p;
	unsigned int ncells;
	u32 cells[SCLK_MAX_CELLS];
	unsigned long rate;
	char spec[40]; /* "clock 3", "clock 1 7" */
	struct sclk *next;
};

struct sclk_provider {
	struct platdev_standin *si;
	unsigned int cells;
	struct sclk *clocks; /* newest first */
};

static struct sclk *to_sclk(struct clk_hw *hw)
{
	return container_of(hw, struct sclk, hw);
}

static int sclk_prepare(struct clk_hw *hw)
{
	standin_record(to_sclk(hw)->p->si, "prepare %s", to_sclk(hw)->spec);
	return 0;
}

static void sclk_unprepare(struct clk_hw *hw)
{
	standin_record(to_sclk(hw)->p->si, "unprepare %s", to_sclk(hw)->spec);
}

static int sclk_enable(struct clk_hw *hw)
{
	standin_record(to_sclk(hw)->p->si, "enable %s", to_sclk(hw)->spec);
	return 0;
}

static void sclk_disable(struct clk_hw *hw)
{
	standin_record(to_sclk(hw)->p->si, "disable %s", to_sclk(hw)->spec);
}

static unsigned long sclk_recalc_rate(struct clk_hw *hw,
				      unsigned long parent_rate)
{
	(void)parent_rate;
	return __atomic_load_n(&to_sclk(hw)->rate, __ATOMIC_RELAXED);
}

static long sclk_round_rate(struct clk_hw *hw, unsigned long rate,
			    unsigned long *parent_rate)
{
	(void)hw;
	(void)parent_rate;
	return rate ? (long)rate : -EINVAL;
}

static int sclk_set_rate(struct clk_hw *hw, unsigned long rate,
			 unsigned long parent_rate)
{
	struct sclk *c = to_sclk(hw);

	(void)parent_rate;
	__atomic_store_n(&c->rate, rate, __ATOMIC_RELAXED);
	standin_record(c->p->si, "set_rate %s to %lu", c->spec, rate);
	return 0;
}

static const struct clk_ops sclk_ops = {
	.prepare = sclk_prepare,
	.unprepare = sclk_unprepare,
	.enable = sclk_enable,
	.disable = sclk_disable,
	.recalc_rate = sclk_recalc_rate,
	.round_rate = sclk_round_rate,
	.set_rate = sclk_set_rate,
};

/* Whether entry @i of @np's "assigned-clocks" names @c. */
static bool assigns(struct device_node *np, int i, const struct sclk *c)
{
	struct of_phandle_args args;
	bool same;
	unsigned int k;

	if (of_parse_phandle_with_args(np, "assigned-clocks", "#clock-cells", i,
				       &args))
		return false;
	same = args.np == c->p->si->np &&
	       (unsigned int)args.args_count == c->ncells;
	for (k = 0; same && k < c->ncells; k++)
		same = args.args[k] == c->cells[k];
	of_node_put(args.np);
	return same;
}

/* The rate a node's "assigned-clock-rates" gives @c, or 0. */
static unsigned long assigned_rate(const struct sclk *c)
{
	struct device_node *np;
	int i, n;
	u32 rate;

	for_each_of_allnodes(np) {
		if (!of_find_property(np, "assigned-clock-rates", NULL))
			continue;
		n = of_count_phandle_with_args(np, "assigned-clocks",
					       "#clock-cells");
		for (i = 0; i < n; i++)
			if (assigns(np, i, c) &&
			    !of_property_read_u32_index(np,
							"assigned-clock-rates",
							(u32)i, &rate) &&
			    rate)
				return rate;
	}
	return 0;
}

static unsigned long initial_rate(const struct sclk *c)
{
	unsigned long rate = standin_rate_override(c->p->si->np,
						   c->ncells ? c->cells[0] : 0);

	if (!rate)
		rate = assigned_rate(c);
	return rate ? rate : PLATDEV_SIM_STANDIN_CLOCK_RATE;
}

static struct sclk *find_clock(struct sclk_provider *p,
			       const struct of_phandle_args *spec)
{
	struct sclk *c;

	for (c = p->clocks; c; c = c->next)
		if (!memcmp(c->cells, spec->args, c->ncells * sizeof(u32)))
			return c;
	return NULL;
}

/* The provider's get: the clock of @spec, made on first request. */
static struct clk_hw *sclk_get(struct of_phandle_args *spec, void *data)
{
	struct sclk_provider *p = data;
	struct clk_init_data init = { .ops = &sclk_ops,
				      .flags = CLK_GET_RATE_NOCACHE };
	char name[160];
	struct sclk *c;
	unsigned int k;
	size_t len;
	int ret;

	if ((unsigned int)spec->args_count != p->cells ||
	    p->cells > SCLK_MAX_CELLS)
		return ERR_PTR(-EINVAL);
	c = find_clock(p, spec);
	if (c)
		return &c->hw;
	c = kzalloc(sizeof(*c), GFP_KERNEL);
	if (!c)
		return ERR_PTR(-ENOMEM);
	c->p = p;
	c->ncells = p->cells;
	memcpy(c->cells, spec->args, c->ncells * sizeof(u32));
	len = (size_t)snprintf(c->spec, sizeof(c->spec), "clock");
	for (k = 0; k < c->ncells && len < sizeof(c->spec); k++)
		len += (size_t)snprintf(c->spec + len, sizeof(c->spec) - len,
					" %u", c->cells[k]);
	platdev_of_format_path(p->si->np, name, sizeof(name));
	snprintf(name + strlen(name), sizeof(name) - strlen(name), "/%s",
		 c->spec);
	c->rate = initial_rate(c);
	init.name = name;
	c->hw.init = &init;
	/*
	 * Listed first: registering may probe a consumer that waited for
	 * it, which asks for the same clock again (the lock is recursive).
	 */
	c->next = p->clocks;
	p->clocks = c;
	ret = clk_hw_register(NULL, &c->hw);
	if (ret) {
		struct sclk **pp;

		for (pp = &p->clocks; *pp != c; pp = &(*pp)->next)
			;
		*pp = c->next;
		kfree(c);
		return ERR_PTR(ret);
	}
	return &c->hw;
}

/*
 * Make, before the provider is added, the clocks the tree's "clocks" and
 * "assigned-clocks" name: adding a provider adopts orphans (a fixed-factor
 * clock set up early whose parent this node provides), and a clock made
 * while that runs would register from inside another's registration.
 */
static void make_named_clocks(struct sclk_provider *p)
{
	static const char *const props[] = { "clocks", "assigned-clocks" };
	struct of_phandle_args args;
	struct device_node *np;
	struct clk_hw *hw;
	unsigned int k;
	int i, n;

	for_each_of_allnodes(np) {
		for (k = 0; k < ARRAY_SIZE(props); k++) {
			n = of_count_phandle_with_args(np, props[k],
						       "#clock-cells");
			for (i = 0; i < n; i++) {
				if (of_parse_phandle_with_args(np, props[k],
							       "#clock-cells",
							       i, &args))
					continue;
				if (args.np == p->si->np) {
					hw = sclk_get(&args, p);
					if (IS_ERR(hw))
						pr_debug(
							"stand-in clock of %s: error %ld\n",
							of_node_full_name(np),
							PTR_ERR(hw));
				}
				of_node_put(args.np);
			}
		}
	}
}

static void sclk_stop(struct platdev_standin *si, void *data);

static bool sclk_wants(struct device_node *np)
{
	return of_find_property(np, "#clock-cells", NULL) &&
	       !of_node_check_flag(np, PLATDEV_OF_EARLY_INIT);
}

static int sclk_start(struct platdev_standin *si, void **data)
{
	struct sclk_provider *p = kzalloc(sizeof(*p), GFP_KERNEL);
	u32 cells = 0;
	int ret;

	if (!p)
		return -ENOMEM;
	of_property_read_u32(si->np, "#clock-cells", &cells);
	p->si = si;
	p->cells = cells;
	/* (no lock: the provider is not added, nobody else can ask yet) */
	make_named_clocks(p);
	ret = of_clk_add_hw_provider(si->np, sclk_get, p);
	if (ret) {
		sclk_stop(si, p);
		return ret;
	}
	*data = p;
	return 0;
}

static void sclk_stop(struct platdev_standin *si, void *data)
{
	struct sclk_provider *p = data;
	struct sclk *c;

	of_clk_del_provider(si->np);
	while ((c = p->clocks)) {
		p->clocks = c->next;
		clk_hw_unregister(&c->hw);
		kfree(c);
	}
	kfree(p);
}

void standin_clk_set_rate(void *data, int index, unsigned long rate)
{
	struct sclk_provider *p = data;
	struct sclk *c;

	for (c = p->clocks; c; c = c->next)
		if (index < 0 || (c->ncells ? c->cells[0] : 0) == (u32)index)
			__atomic_store_n(&c->rate, rate, __ATOMIC_RELAXED);
}

const struct standin_kind standin_clock_kind = {
	.name = "clock",
	.wants = sclk_wants,
	.start = sclk_start,
	.stop = sclk_stop,
};
