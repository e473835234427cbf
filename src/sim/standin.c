// SPDX-License-Identifier: MIT
/*
 * standin.c - the registry of stand-in providers (see standin.h and
 * platdev/sim.h): the "platdev-standin" platform driver, which devices get
 * it once probing settles, and the taking back of a node by a real driver
 * that registers later.
 *
 * Binding: the registry sets a platform device's driver_override to
 * "platdev-standin" (the mechanism Linux offers a user to bind a chosen
 * driver) and attaches the stand-in driver; the override stays while the
 * stand-in is bound, so a retried probe of the device (a supplier of its
 * own came late) gets the stand-in again, and no other driver takes the
 * device meanwhile except through the take-back below.
 *
 * Taking back: driver_register() calls platdev_standin_driver_registered()
 * (a weak reference: a program without stand-ins links none of this) after
 * its own attach. For each stand-in whose device the new driver matches
 * once the override is cleared, the stand-in is unbound - its consumers
 * first, through their device links, as Linux unbinds the consumers of a
 * supplier that unbinds - and the device attached again, so the real
 * driver probes; the consumers, whose links ask for it
 * (DL_FLAG_AUTOPROBE_CONSUMER), probe again once it is bound.
 *
 * Nodes without a device of their own (the regulators under a PMIC node,
 * clock providers inside a node whose Linux driver registers them): the
 * stand-in of the nearest ancestor that has a device serves them too, as
 * that ancestor's Linux driver would; it makes a stand-in entry for each
 * such descendant some kind wants, on the ancestor's device. Devices made
 * below a stood-in bus wrapper are devices of their own and are not
 * served so.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <linux/device.h>
#include <linux/list.h>
#include <linux/of.h>
#include <linux/platform_device.h>
#include <linux/slab.h>
#include <linux/spinlock.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "base/base.h"
#include "of/of_private.h"
#include "sim/sim_private.h"
#include "sim/standin_private.h"

#define STANDIN_DRIVER "platdev-standin"

/*
 * The kinds, in the order each node's are started: the providers first
 * (an interrupt controller last of them, so its consumers' clocks exist),
 * the bus wrapper after them all, since the children it makes consume
 * them.
 */
static const struct standin_kind *const standin_kinds[] = {
	&standin_clock_kind,   &standin_reset_kind, &standin_regulator_kind,
	&standin_pinctrl_kind, &standin_irq_kind,   &standin_kind_genpd,
	&standin_kind_phy,     &standin_kind_dma,   &standin_kind_mbox,
	&standin_kind_icc,     &standin_bus_kind,
};

#define NR_KINDS ARRAY_SIZE(standin_kinds)

/* One node stood in for: the contract's part first. */
struct standin {
	struct platdev_standin si;
	struct list_head node; /* in standins */
	struct list_head subs; /* the descendants it serves (an owner's) */
	struct list_head sub_node; /* in its owner's subs */
	bool is_sub;
	unsigned int nr_kinds;
	const struct standin_kind *kinds[NR_KINDS];
	void *data[NR_KINDS];
	unsigned long requests;
	unsigned int head; /* next slot of latest[] */
	char latest[PLATDEV_SIM_STANDIN_RECORDS][80];
};

/* A clock rate set with platdev_sim_standin_set_rate(). */
struct rate_override {
	const struct device_node *np;
	int index; /* negative: every clock */
	unsigned long rate;
};

static DEFINE_SPINLOCK(standin_lock); /* standins, records, overrides */
static LIST_HEAD(standins);
static bool standins_on;
static struct rate_override *overrides;
static size_t nr_overrides;

/* The tree scans of one pass (standin_is_target()). */
static struct device_node **targets[STANDIN_NR_TARGETS];
static size_t nr_targets[STANDIN_NR_TARGETS];

static struct standin *to_standin(struct platdev_standin *si)
{
	return container_of(si, struct standin, si);
}

/* ---- records ---- */

void standin_record(struct platdev_standin *si, const char *fmt, ...)
{
	const struct platdev_sim_observer *obs = sim_observer();
	struct standin *s = to_standin(si);
	struct platdev_sim_event ev = { .kind = PLATDEV_SIM_EV_STANDIN };
	char text[80];
	unsigned long flags;
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(text, sizeof(text), fmt, ap);
	va_end(ap);
	spin_lock_irqsave(&standin_lock, flags);
	memcpy(s->latest[s->head], text, sizeof(text));
	s->head = (s->head + 1) % PLATDEV_SIM_STANDIN_RECORDS;
	s->requests++;
	spin_unlock_irqrestore(&standin_lock, flags);
	if (obs) {
		ev.node = si->np;
		ev.what = text;
		sim_observe(obs, &ev);
	}
}

/* ---- the tree scans ---- */

struct device *standin_owner_of(struct device_node *np)
{
	for (; np; np = np->parent)
		if (np->fwnode.dev && of_node_check_flag(np, OF_POPULATED))
			return np->fwnode.dev;
	return NULL;
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), m = strlen(suffix);

	return n >= m && !strcmp(s + n - m, suffix);
}

/* Which target list property @name of a node feeds, or -1. */
static int target_of_property(const char *name)
{
	if (!strncmp(name, "pinctrl-", 8) && name[8] >= '0' && name[8] <= '9')
		return STANDIN_TARGET_PINCTRL;
	if (ends_with(name, "-supply"))
		return STANDIN_TARGET_SUPPLY;
	return -1;
}

static int add_target(int what, struct device_node *np, size_t *cap)
{
	struct device_node **grown;
	size_t i;

	for (i = 0; i < nr_targets[what]; i++)
		if (targets[what][i] == np)
			return 0;
	if (nr_targets[what] == *cap) {
		grown = krealloc(targets[what],
				 (*cap ? *cap * 2 : 16) * sizeof(*grown),
				 GFP_KERNEL);
		if (!grown)
			return -ENOMEM;
		targets[what] = grown;
		*cap = *cap ? *cap * 2 : 16;
	}
	targets[what][nr_targets[what]++] = np;
	return 0;
}

static void free_targets(void)
{
	int i;

	for (i = 0; i < STANDIN_NR_TARGETS; i++) {
		kfree(targets[i]);
		targets[i] = NULL;
		nr_targets[i] = 0;
	}
}

/*
 * Every node the properties of target_of_property() point at: a pin
 * configuration stands for its owner (the pin controller's device node).
 */
static int scan_targets(void)
{
	size_t cap[STANDIN_NR_TARGETS] = { 0 };
	struct device_node *np, *t;
	struct device *owner;
	struct property *pp;
	int what, i, n, ret = 0;

	free_targets();
	for_each_of_allnodes(np) {
		for (pp = np->properties; pp && !ret; pp = pp->next) {
			what = target_of_property(pp->name);
			if (what < 0)
				continue;
			n = pp->length / 4;
			for (i = 0; i < n && !ret; i++) {
				t = of_parse_phandle(np, pp->name, i);
				if (!t)
					continue;
				if (what == STANDIN_TARGET_PINCTRL) {
					owner = standin_owner_of(t);
					if (owner && owner->of_node)
						ret = add_target(what,
								 owner->of_node,
								 &cap[what]);
				} else {
					ret = add_target(what, t, &cap[what]);
				}
				of_node_put(t);
			}
		}
		if (ret) {
			free_targets();
			return ret;
		}
	}
	return 0;
}

bool standin_is_target(enum standin_target what, const struct device_node *np)
{
	size_t i;

	for (i = 0; i < nr_targets[what]; i++)
		if (targets[what][i] == np)
			return true;
	return false;
}

/* ---- clock rates ---- */

unsigned long standin_rate_override(const struct device_node *np,
				    unsigned int index)
{
	unsigned long flags, rate = 0;
	size_t i;

	spin_lock_irqsave(&standin_lock, flags);
	for (i = nr_overrides; i-- && !rate;)
		if (overrides[i].np == np &&
		    (overrides[i].index < 0 ||
		     (unsigned int)overrides[i].index == index))
			rate = overrides[i].rate;
	spin_unlock_irqrestore(&standin_lock, flags);
	return rate;
}

/* The data kind @kind keeps for @np's stand-in, or NULL. */
static void *kind_data_of(const struct device_node *np,
			  const struct standin_kind *kind)
{
	struct standin *s;
	unsigned int k;

	list_for_each_entry(s, &standins, node)
		if (s->si.np == np)
			for (k = 0; k < s->nr_kinds; k++)
				if (s->kinds[k] == kind)
					return s->data[k];
	return NULL;
}

int platdev_sim_standin_set_rate(const struct device_node *np, int index,
				 unsigned long rate)
{
	struct rate_override *grown;
	unsigned long flags;
	void *data;

	if (!np || !rate)
		return -EINVAL;
	grown = krealloc(overrides, (nr_overrides + 1) * sizeof(*grown),
			 GFP_KERNEL);
	if (!grown)
		return -ENOMEM;
	spin_lock_irqsave(&standin_lock, flags);
	overrides = grown;
	overrides[nr_overrides++] = (struct rate_override){ .np = np,
							    .index = index,
							    .rate = rate };
	data = kind_data_of(np, &standin_clock_kind);
	spin_unlock_irqrestore(&standin_lock, flags);
	if (data)
		standin_clk_set_rate(data, index, rate);
	return 0;
}

/* ---- the stand-in driver ---- */

static void stop_one(struct standin *s)
{
	unsigned int k = s->nr_kinds;

	while (k--)
		if (s->kinds[k]->stop)
			s->kinds[k]->stop(&s->si, s->data[k]);
}

/*
 * Start the kinds that want @s's node. A kind that fails is left out,
 * logged, and the others go on: once one provider is registered a
 * consumer may hold what it gave, so the stand-in must not fail its probe
 * and take it away. Return: 0, or -ENOMEM when no kind could start for
 * want of memory (nothing registered then).
 */
static int start_one(struct standin *s, bool sub)
{
	unsigned int k;
	int ret, last = 0;

	for (k = 0; k < NR_KINDS; k++) {
		const struct standin_kind *kind = standin_kinds[k];

		/* A bus wrapper's children are devices of their own. */
		if (sub && kind == &standin_bus_kind)
			continue;
		if (!kind->wants(s->si.np))
			continue;
		s->kinds[s->nr_kinds] = kind;
		s->data[s->nr_kinds] = NULL;
		ret = kind->start(&s->si, &s->data[s->nr_kinds]);
		if (ret) {
			dev_warn(s->si.dev, "no stand-in %s for %s: error %d\n",
				 kind->name, of_node_full_name(s->si.np), ret);
			last = ret;
			continue;
		}
		s->nr_kinds++;
	}
	return s->nr_kinds || last != -ENOMEM ? 0 : -ENOMEM;
}

static struct standin *new_standin(struct device *dev, struct device_node *np)
{
	struct standin *s = kzalloc(sizeof(*s), GFP_KERNEL);

	if (!s)
		return NULL;
	s->si.dev = dev;
	s->si.np = of_node_get(np);
	INIT_LIST_HEAD(&s->subs);
	INIT_LIST_HEAD(&s->node);
	INIT_LIST_HEAD(&s->sub_node);
	return s;
}

static void free_standin(struct standin *s)
{
	of_node_put(s->si.np);
	kfree(s);
}

static void publish(struct standin *s)
{
	unsigned long flags;

	spin_lock_irqsave(&standin_lock, flags);
	list_add_tail(&s->node, &standins);
	spin_unlock_irqrestore(&standin_lock, flags);
}

static void unpublish(struct standin *s)
{
	unsigned long flags;

	spin_lock_irqsave(&standin_lock, flags);
	list_del_init(&s->node);
	spin_unlock_irqrestore(&standin_lock, flags);
}

/* Whether some kind other than the bus wrapper wants @np. */
static bool wanted_below(struct device_node *np)
{
	unsigned int k;

	for (k = 0; k < NR_KINDS; k++)
		if (standin_kinds[k] != &standin_bus_kind &&
		    standin_kinds[k]->wants(np))
			return true;
	return false;
}

static void stop_subs(struct standin *owner)
{
	struct standin *sub, *next;

	list_for_each_entry_safe_reverse(sub, next, &owner->subs, sub_node) {
		unpublish(sub);
		stop_one(sub);
		list_del(&sub->sub_node);
		free_standin(sub);
	}
}

/* The node after @np's subtree in a walk of @root's, or NULL. */
static struct device_node *skip_subtree(const struct device_node *root,
					struct device_node *np)
{
	for (; np != root; np = np->parent)
		if (np->sibling)
			return np->sibling;
	return NULL;
}

/*
 * Serve the descendants of @owner's node that have no device (the walk
 * does not go below a node with one) and that a kind wants. One that
 * cannot be served is left out, logged (its consumers wait, as for a
 * provider without a driver).
 */
static void start_subs(struct standin *owner)
{
	struct device_node *root = owner->si.np;
	struct device_node *np = of_subtree_next(root, root);
	struct standin *sub;

	for (; np; np = of_subtree_next(root, np)) {
		while (np && np->fwnode.dev &&
		       of_node_check_flag(np, OF_POPULATED))
			np = skip_subtree(root, np);
		if (!np)
			break;
		if (!of_device_is_available(np) ||
		    of_node_check_flag(np, PLATDEV_OF_EARLY_INIT) ||
		    !wanted_below(np))
			continue;
		sub = new_standin(owner->si.dev, np);
		if (!sub) {
			dev_warn(owner->si.dev,
				 "no stand-in for %s: no memory\n",
				 of_node_full_name(np));
			continue;
		}
		sub->is_sub = true;
		if (start_one(sub, true) || !sub->nr_kinds) {
			free_standin(sub);
			continue;
		}
		list_add_tail(&sub->sub_node, &owner->subs);
		publish(sub);
	}
}

static int standin_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;
	struct standin *s;
	int ret;

	if (!dev->of_node)
		return -ENODEV;
	s = new_standin(dev, dev->of_node);
	if (!s)
		return -ENOMEM;
	ret = start_one(s, false);
	if (ret) {
		free_standin(s);
		return ret;
	}
	publish(s);
	start_subs(s);
	platform_set_drvdata(pdev, s);
	return 0;
}

static void standin_remove(struct platform_device *pdev)
{
	struct standin *s = platform_get_drvdata(pdev);

	unpublish(s);
	stop_subs(s);
	stop_one(s);
	free_standin(s);
}

static struct platform_driver standin_driver = {
	.driver = { .name = STANDIN_DRIVER },
	.probe = standin_probe,
	.remove_new = standin_remove,
};

static bool standin_driver_registered_once;

/* ---- binding ---- */

struct match_any {
	struct device *dev;
	bool found;
};

static int driver_matches(struct device_driver *drv, void *data)
{
	struct match_any *m = data;

	if (drv == &standin_driver.driver || !drv->bus->match)
		return 0;
	if (drv->bus->match(m->dev, drv) > 0) {
		m->found = true;
		return 1;
	}
	return 0;
}

/* Whether a registered driver of @dev's bus other than the stand-in matches @dev. */
static bool has_real_driver(struct device *dev)
{
	struct match_any m = { .dev = dev };

	/* (a supplier may be on another bus: an AMBA PrimeCell) */
	if (dev->bus)
		bus_for_each_drv(dev->bus, NULL, &m, driver_matches);
	return m.found;
}

static bool wanted(struct device_node *np)
{
	unsigned int k;

	for (k = 0; k < NR_KINDS; k++)
		if (standin_kinds[k]->wants(np))
			return true;
	return false;
}

static bool has_real_driver(struct device *dev);

#define RELINK_FLAGS (DL_FLAG_INFERRED | DL_FLAG_AUTOPROBE_CONSUMER)

/*
 * Make again, as a managed device-tree link (turned round with @turn),
 * each link of @dev that @pick picks.
 */
static void relink(struct device *dev,
		   bool (*pick)(struct device *dev,
				const struct platdev_link_info *l),
		   bool turn)
{
	struct platdev_link_info *links;
	struct device *c, *s;
	int n = platdev_device_links(dev, NULL, 0), i;

	if (n <= 0)
		return;
	links = kcalloc((size_t)n, sizeof(*links), GFP_KERNEL);
	if (!links)
		return;
	n = min(n, platdev_device_links(dev, links, (unsigned int)n));
	for (i = 0; i < n; i++) {
		if (!pick(dev, &links[i]))
			continue;
		c = links[i].consumer;
		s = links[i].supplier;
		device_link_remove(c, s);
		device_link_add(turn ? s : c, turn ? c : s, RELINK_FLAGS);
	}
	kfree(links);
}

/*
 * A stand-in uses nothing of its suppliers, but its links to other
 * stand-ins keep the order in which they unbind (a pin controller holding
 * states of another's goes first). A link to a supplier that a real
 * driver matches and that is not bound yet goes, turned round: that is a
 * cycle the device links broke on the other side (a pin controller whose
 * supply is a PMIC's regulator on an I2C bus that needs the pin
 * controller's states), and the real driver's device is the consumer.
 */
static bool waits_for_real_driver(struct device *dev,
				  const struct platdev_link_info *l)
{
	return l->consumer == dev && (l->flags & DL_FLAG_INFERRED) &&
	       !READ_ONCE(l->supplier->driver) && has_real_driver(l->supplier);
}

/*
 * The links of @dev's consumers that were relaxed at boot because no
 * driver would bind @dev are made binding again now that its stand-in is
 * bound: so a consumer (a UART holding a stand-in's clock, a pin
 * controller holding another's pin states) unbinds before it, as it
 * would from a real provider. A link that would now close a cycle stays
 * out.
 */
static bool relaxed_consumer(struct device *dev,
			     const struct platdev_link_info *l)
{
	const u32 relaxed = DL_FLAG_INFERRED | DL_FLAG_SYNC_STATE_ONLY;

	return l->supplier == dev && (l->flags & relaxed) == relaxed;
}

static int harden_links(struct device *dev, void *data)
{
	(void)data;
	if (READ_ONCE(dev->driver) == &standin_driver.driver)
		relink(dev, relaxed_consumer, false);
	return 0;
}

struct bind_pass {
	int made;
	int err;
};

static int bind_one(struct device *dev, void *data)
{
	struct platform_device *pdev = to_platform_device(dev);
	struct bind_pass *pass = data;
	struct device_node *np = dev->of_node;
	int ret;

	/* (a device with any override is the user's, or stood in already) */
	if (dev->driver || !np || !of_device_is_available(np) ||
	    pdev->driver_override || has_real_driver(dev) || !wanted(np))
		return 0;
	ret = driver_set_override(dev, &pdev->driver_override, STANDIN_DRIVER,
				  strlen(STANDIN_DRIVER));
	if (ret) {
		pass->err = ret;
		return 1;
	}
	relink(dev, waits_for_real_driver, true);
	ret = device_driver_attach(&standin_driver.driver, dev);
	if (ret && ret != -EPROBE_DEFER)
		dev_warn(dev, "no stand-in: error %d\n", ret);
	pass->made++;
	return 0;
}

int platdev_sim_standins_bind(void)
{
	struct bind_pass pass = { 0 };
	int made = 0, ret;

	if (!standins_on)
		return 0;
	if (!standin_driver_registered_once) {
		ret = platform_driver_register(&standin_driver);
		if (ret)
			return ret;
		standin_driver_registered_once = true;
	}
	do {
		wait_for_device_probe();
		ret = scan_targets();
		if (ret)
			return ret;
		pass.made = 0;
		bus_for_each_dev(&platform_bus_type, NULL, &pass, bind_one);
		free_targets();
		if (pass.err)
			return pass.err;
		made += pass.made;
		/*
		 * The devices a bus wrapper's stand-in made came after their
		 * consumers, whose links went to the wrapper (the nearest
		 * device then): link them to the new devices too, as after an
		 * overlay, so that a consumer unbinds before the child stand-in
		 * it uses (a clock controller in an RPMh power domain). Their
		 * links to suppliers no driver will bind are relaxed, as at
		 * boot.
		 */
		if (pass.made)
			of_fwnode_links_add_all();
		fw_devlink_relax_again();
	} while (pass.made);
	wait_for_device_probe();
	bus_for_each_dev(&platform_bus_type, NULL, NULL, harden_links);
	return made;
}

/* ---- taking back ---- */

struct take_back {
	struct device_driver *drv;
	struct device *dev;
};

static int find_taken(struct device *dev, void *data)
{
	struct platform_device *pdev = to_platform_device(dev);
	struct take_back *tb = data;
	const char *saved;

	if (!pdev->driver_override ||
	    strcmp(pdev->driver_override, STANDIN_DRIVER))
		return 0;
	/* The new driver's match, as if no override were set. */
	saved = pdev->driver_override;
	pdev->driver_override = NULL;
	if (tb->drv->bus->match(dev, tb->drv) > 0) {
		pdev->driver_override = saved;
		tb->dev = get_device(dev);
		return 1;
	}
	pdev->driver_override = saved;
	return 0;
}

/**
 * platdev_standin_driver_registered() - driver_register()'s hook: @drv
 * takes back each node a stand-in serves that it matches
 * @drv: the driver just registered (and attached)
 */
void platdev_standin_driver_registered(struct device_driver *drv)
{
	struct take_back tb = { .drv = drv };
	struct platform_device *pdev;

	if (!standins_on || drv == &standin_driver.driver ||
	    drv->bus != &platform_bus_type || !drv->bus->match)
		return;
	for (;;) {
		tb.dev = NULL;
		bus_for_each_dev(&platform_bus_type, NULL, &tb, find_taken);
		if (!tb.dev)
			return;
		pdev = to_platform_device(tb.dev);
		dev_info(tb.dev, "taken back from its stand-in by driver %s\n",
			 drv->name);
		device_release_driver(tb.dev);
		driver_set_override(tb.dev, &pdev->driver_override, "", 0);
		device_attach(tb.dev);
		put_device(tb.dev);
	}
}

/* ---- the API ---- */

void platdev_sim_standins_enable(bool on)
{
	unsigned long flags;
	struct rate_override *old;

	spin_lock_irqsave(&standin_lock, flags);
	standins_on = on;
	old = on ? NULL : overrides;
	if (!on) {
		overrides = NULL;
		nr_overrides = 0;
	}
	spin_unlock_irqrestore(&standin_lock, flags);
	kfree(old);
}

bool platdev_sim_standins_enabled(void)
{
	return standins_on;
}

static void describe(const struct standin *s,
		     struct platdev_sim_standin_info *info)
{
	unsigned int k, i, n;
	size_t len = 0;

	memset(info, 0, sizeof(*info));
	info->node = s->si.np;
	info->device = dev_name(s->si.dev);
	for (k = 0; k < s->nr_kinds; k++)
		len += (size_t)snprintf(info->kinds + len,
					len < sizeof(info->kinds) ?
						sizeof(info->kinds) - len :
						0,
					"%s%s", k ? ", " : "",
					s->kinds[k]->name);
	info->requests = s->requests;
	n = s->requests < PLATDEV_SIM_STANDIN_RECORDS ?
		    (unsigned int)s->requests :
		    PLATDEV_SIM_STANDIN_RECORDS;
	info->kept = n;
	for (i = 0; i < n; i++)
		memcpy(info->latest[i],
		       s->latest[(s->head + PLATDEV_SIM_STANDIN_RECORDS - n + i) %
				 PLATDEV_SIM_STANDIN_RECORDS],
		       sizeof(info->latest[i]));
}

int platdev_sim_standins(struct platdev_sim_standin_info *out, size_t max)
{
	struct standin *s;
	unsigned long flags;
	int n = 0;

	spin_lock_irqsave(&standin_lock, flags);
	list_for_each_entry(s, &standins, node) {
		if (out && (size_t)n < max)
			describe(s, &out[n]);
		n++;
	}
	spin_unlock_irqrestore(&standin_lock, flags);
	return n;
}

bool platdev_sim_standin_of(const struct device_node *np)
{
	struct standin *s;
	unsigned long flags;
	bool found = false;

	spin_lock_irqsave(&standin_lock, flags);
	list_for_each_entry(s, &standins, node)
		if (s->si.np == np)
			found = true;
	spin_unlock_irqrestore(&standin_lock, flags);
	return found;
}
