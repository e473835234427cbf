/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_domain.h - generic power domains (genpd): the provider side
 * (pm_genpd_init(), subdomains, of_genpd_add_provider_*()) and the
 * consumer side (dev_pm_domain_attach() and its by-id/by-name forms), as
 * Linux 6.12's drivers/pmdomain/core.c with CONFIG_PM_GENERIC_DOMAINS_OF.
 *
 * What this library does, and where it differs:
 *
 *  - The platform bus attaches a device to the domain of its node's single
 *    "power-domains" entry before the probe and powers the domain on, as
 *    Linux's platform_probe() does, and detaches it after remove or a
 *    failed probe. A device whose "power-domains" provider is not
 *    registered defers (driver_deferred_probe_check_state()), waiting for
 *    that node. Where the provider node's device is bound and registered
 *    no domain (Linux would defer for ever), the device binds without a
 *    domain: the same choice as linux/dmaengine.h's for "dmas". The bus
 *    reaches the attach through a weak reference: a program that links no
 *    genpd code attaches nothing.
 *  - A domain stays on while any of its devices is not runtime-suspended
 *    (runtime PM disabled counts as active, as in Linux) or a subdomain is
 *    on. The runtime-PM core (src/base/pm_runtime.c) powers the domain on
 *    before a device's runtime_resume callback and tries to power it off
 *    after its runtime_suspend. Power-off runs at once, where Linux queues
 *    it to a work item; after a probe the domain is tried once (Linux's
 *    ->sync()). Domains left on with no device are not powered off at
 *    late init (no genpd_power_off_unused()).
 *  - There is no struct device in struct generic_pm_domain nor a
 *    dev->pm_domain: a device's domain is found through the core's own
 *    lists. Idle states, governors' decisions, system sleep, performance
 *    states from OPP tables and notifiers are not implemented: their calls
 *    are not declared.
 */
#ifndef _PLATDEV_LINUX_PM_DOMAIN_H
#define _PLATDEV_LINUX_PM_DOMAIN_H

#include <linux/atomic.h>
#include <linux/bits.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/ktime.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/of.h>
#include <linux/pm.h>
#include <linux/spinlock.h>
#include <linux/time64.h>

/* Flags of a domain (pm_genpd_init() reads them). */
#define GENPD_FLAG_PM_CLK (1U << 0)
#define GENPD_FLAG_IRQ_SAFE (1U << 1)
#define GENPD_FLAG_ALWAYS_ON (1U << 2)
#define GENPD_FLAG_ACTIVE_WAKEUP (1U << 3)
#define GENPD_FLAG_CPU_DOMAIN (1U << 4)
#define GENPD_FLAG_RPM_ALWAYS_ON (1U << 5)
#define GENPD_FLAG_MIN_RESIDENCY (1U << 6)
#define GENPD_FLAG_OPP_TABLE_FW (1U << 7)
#define GENPD_FLAG_DEV_NAME_FW (1U << 8)

/** enum gpd_status - whether a domain is on */
enum gpd_status {
	GENPD_STATE_ON = 0,
	GENPD_STATE_OFF,
};

/**
 * struct dev_power_governor - when a domain may go off; only its
 * presence is read here: &pm_domain_always_on_gov keeps a domain on
 * @power_down_ok: whether the domain may go off now (NULL: yes)
 * @suspend_ok: whether a device may suspend (not called)
 */
struct dev_power_governor {
	bool (*power_down_ok)(struct dev_pm_domain *domain);
	bool (*suspend_ok)(struct device *dev);
};

/** struct gpd_dev_ops - per-device start/stop (not called here) */
struct gpd_dev_ops {
	int (*start)(struct device *dev);
	int (*stop)(struct device *dev);
};

/** struct genpd_power_state - an idle state (kept, not used) */
struct genpd_power_state {
	s64 power_off_latency_ns;
	s64 power_on_latency_ns;
	s64 residency_ns;
	u64 usage;
	u64 rejected;
	struct fwnode_handle *fwnode;
	u64 idle_time;
	void *data;
};

/**
 * struct generic_pm_domain - a power domain
 * @domain: the domain's callbacks for its devices
 * @gpd_list_node: in the core's list of domains
 * @parent_links: links to this domain's subdomains (&struct gpd_link)
 * @child_links: links to this domain's parents
 * @dev_list: its devices (&struct pm_domain_data)
 * @gov: its governor, or NULL
 * @provider: the node of its provider, once added to one
 * @has_provider: whether a provider hands it out
 * @name: its name, for the logs
 * @sd_count: how many of its subdomains are on
 * @status: on or off
 * @device_count: how many devices it has
 * @performance_state: the highest state its devices asked for
 * @power_off: turn it off; 0 or a negative errno (it stays on)
 * @power_on: turn it on; 0 or a negative errno (it stays off)
 * @set_performance_state: apply a new aggregated performance state
 * @dev_ops: per-device callbacks (not called)
 * @attach_dev: a device joins
 * @detach_dev: a device leaves
 * @flags: GENPD_FLAG_*
 * @states: idle states (kept, not used)
 * @state_count: how many
 * @state_idx: the one the domain goes to when off
 * @mlock: serializes the domain's power changes
 */
struct generic_pm_domain {
	struct dev_pm_domain domain;
	struct list_head gpd_list_node;
	struct list_head parent_links;
	struct list_head child_links;
	struct list_head dev_list;
	struct dev_power_governor *gov;
	struct fwnode_handle *provider;
	bool has_provider;
	const char *name;
	atomic_t sd_count;
	enum gpd_status status;
	unsigned int device_count;
	unsigned int performance_state;
	int (*power_off)(struct generic_pm_domain *domain);
	int (*power_on)(struct generic_pm_domain *domain);
	int (*set_performance_state)(struct generic_pm_domain *genpd,
				     unsigned int state);
	struct gpd_dev_ops dev_ops;
	int (*attach_dev)(struct generic_pm_domain *domain, struct device *dev);
	void (*detach_dev)(struct generic_pm_domain *domain,
			   struct device *dev);
	unsigned int flags;
	struct genpd_power_state *states;
	unsigned int state_count;
	unsigned int state_idx;
	struct mutex mlock;
};

/** pd_to_genpd() - the domain of @pd */
static inline struct generic_pm_domain *pd_to_genpd(struct dev_pm_domain *pd)
{
	return container_of(pd, struct generic_pm_domain, domain);
}

/**
 * struct gpd_link - a parent domain and one of its subdomains
 * @parent: the parent
 * @parent_node: in @parent's parent_links
 * @child: the subdomain
 * @child_node: in @child's child_links
 * @performance_state: not used
 * @prev_performance_state: not used
 */
struct gpd_link {
	struct generic_pm_domain *parent;
	struct list_head parent_node;
	struct generic_pm_domain *child;
	struct list_head child_node;
	unsigned int performance_state;
	unsigned int prev_performance_state;
};

/** struct pm_domain_data - a device in a domain's dev_list */
struct pm_domain_data {
	struct list_head list_node;
	struct device *dev;
};

/**
 * struct generic_pm_domain_data - a device's membership of a domain
 * @base: in the domain's dev_list
 * @performance_state: what the device asked for
 * @default_pstate: not used
 * @rpm_always_on: the device keeps the domain on (not settable here)
 * @data: the provider's, for the device
 */
struct generic_pm_domain_data {
	struct pm_domain_data base;
	unsigned int performance_state;
	unsigned int default_pstate;
	bool rpm_always_on;
	void *data;
};

/** to_gpd_data() - the membership @pdd is the base of */
static inline struct generic_pm_domain_data *
to_gpd_data(struct pm_domain_data *pdd)
{
	return container_of(pdd, struct generic_pm_domain_data, base);
}

/* Governors: always-on keeps a domain on; the QoS one lets it go off. */
extern struct dev_power_governor simple_qos_governor;
extern struct dev_power_governor pm_domain_always_on_gov;

/**
 * pm_genpd_init() - make @genpd known, on or off as the hardware is
 * @genpd: the domain, its callbacks, name and flags set
 * @gov: its governor, or NULL
 * @is_off: whether it is off now
 *
 * Return: 0; -EINVAL for a NULL @genpd or an always-on domain said to be
 * off.
 */
int pm_genpd_init(struct generic_pm_domain *genpd,
		  struct dev_power_governor *gov, bool is_off);

/**
 * pm_genpd_remove() - forget @genpd
 * Return: 0; -EINVAL if it is not known; -EBUSY while a provider hands it
 * out, it has devices or subdomains, or it is a subdomain.
 */
int pm_genpd_remove(struct generic_pm_domain *genpd);

/**
 * pm_genpd_add_device() - put @dev in @genpd (not powering it on)
 * Return: 0; -EINVAL for NULL arguments or an unknown domain; -EBUSY if
 * @dev is in a domain already; -ENOMEM; or @genpd->attach_dev's error.
 */
int pm_genpd_add_device(struct generic_pm_domain *genpd, struct device *dev);

/**
 * pm_genpd_remove_device() - take @dev out of its domain
 * Return: 0; -EINVAL if it is in none.
 */
int pm_genpd_remove_device(struct device *dev);

/**
 * pm_genpd_add_subdomain() - make @subdomain a child of @genpd: @genpd
 * is on while @subdomain is
 * Return: 0; -EINVAL for unknown domains, a domain made its own child or
 * an on subdomain of an off parent; -EEXIST if linked already; -ENOMEM.
 */
int pm_genpd_add_subdomain(struct generic_pm_domain *genpd,
			   struct generic_pm_domain *subdomain);

/**
 * pm_genpd_remove_subdomain() - undo pm_genpd_add_subdomain()
 * Return: 0; -EINVAL if they are not linked or unknown; -EBUSY while
 * @subdomain has subdomains or devices.
 */
int pm_genpd_remove_subdomain(struct generic_pm_domain *genpd,
			      struct generic_pm_domain *subdomain);

/**
 * dev_pm_genpd_set_performance_state() - the performance state @dev needs
 * from its domain: the domain's is the highest of its devices'
 * Return: 0; -ENODEV if @dev is in no domain; -EINVAL if the domain has no
 * set_performance_state; or its error (nothing changed).
 */
int dev_pm_genpd_set_performance_state(struct device *dev, unsigned int state);

/* ---- device-tree providers ---- */

typedef struct generic_pm_domain *(*genpd_xlate_t)(
	const struct of_phandle_args *args, void *data);

/**
 * struct genpd_onecell_data - a provider of several domains
 * @domains: the domains, indexed by the specifier's one cell
 * @num_domains: how many
 * @xlate: another translation, or NULL for the index
 */
struct genpd_onecell_data {
	struct generic_pm_domain **domains;
	unsigned int num_domains;
	genpd_xlate_t xlate;
};

/**
 * of_genpd_add_provider_simple() - hand out @genpd for specifiers of @np
 * Return: 0; -EINVAL for NULL arguments or an unknown domain; -ENOMEM.
 */
int of_genpd_add_provider_simple(struct device_node *np,
				 struct generic_pm_domain *genpd);

/**
 * of_genpd_add_provider_onecell() - hand out @data's domains, by index
 * (or @data->xlate), for specifiers of @np
 * Return: 0; -EINVAL for NULL arguments or an unknown domain among them;
 * -ENOMEM.
 */
int of_genpd_add_provider_onecell(struct device_node *np,
				  struct genpd_onecell_data *data);

/** of_genpd_del_provider() - stop handing out @np's domains */
void of_genpd_del_provider(struct device_node *np);

/**
 * of_genpd_add_device() - put @dev in the domain @args names
 * Return: as pm_genpd_add_device(), or -ENOENT for no such domain.
 */
int of_genpd_add_device(const struct of_phandle_args *args, struct device *dev);

/**
 * of_genpd_add_subdomain() - pm_genpd_add_subdomain() of the domains two
 * specifiers name
 * Return: as pm_genpd_add_subdomain(); -EPROBE_DEFER when either is not
 * provided yet.
 */
int of_genpd_add_subdomain(const struct of_phandle_args *parent_spec,
			   const struct of_phandle_args *subdomain_spec);

/**
 * of_genpd_remove_last() - forget the last domain added whose provider
 * node is @np, once of_genpd_del_provider() has run
 * Return: it; ERR_PTR(-ENOENT) if none; ERR_PTR(-EBUSY) while it is
 * provided or in use (see pm_genpd_remove()).
 */
struct generic_pm_domain *of_genpd_remove_last(struct device_node *np);

/**
 * genpd_dev_pm_attach() - attach @dev to the domain of its node's single
 * "power-domains" entry, powering it on
 * Return: 1 attached; 0 when @dev has no node, none or several entries;
 * -EPROBE_DEFER while the provider is not registered (or the domain
 * would not power on); another negative errno.
 */
int genpd_dev_pm_attach(struct device *dev);

/**
 * genpd_dev_pm_attach_by_id() - attach a virtual device, made for the
 * purpose, to entry @index of @dev's "power-domains"
 * Return: the virtual device, runtime PM enabled (runtime-resume it to
 * power the domain on); NULL when there is no such entry; an ERR_PTR
 * (-EPROBE_DEFER as genpd_dev_pm_attach()).
 */
struct device *genpd_dev_pm_attach_by_id(struct device *dev,
					 unsigned int index);

/**
 * genpd_dev_pm_attach_by_name() - genpd_dev_pm_attach_by_id() of the
 * entry "power-domain-names" calls @name
 */
struct device *genpd_dev_pm_attach_by_name(struct device *dev,
					   const char *name);

/* ---- the device's side ---- */

/**
 * dev_pm_domain_attach() - attach @dev to its power domain (the platform
 * bus calls it before a probe)
 * @dev: the device
 * @power_on: power the domain on
 *
 * Return: 0 (attached, or no domain to attach to), or a negative errno
 * such as -EPROBE_DEFER.
 */
int dev_pm_domain_attach(struct device *dev, bool power_on);

/**
 * dev_pm_domain_attach_by_id() - see genpd_dev_pm_attach_by_id(); NULL
 * for a device with a single domain, which the bus has attached already
 */
struct device *dev_pm_domain_attach_by_id(struct device *dev,
					  unsigned int index);

/** dev_pm_domain_attach_by_name() - see genpd_dev_pm_attach_by_name() */
struct device *dev_pm_domain_attach_by_name(struct device *dev,
					    const char *name);

/**
 * dev_pm_domain_detach() - take @dev out of its domain (a virtual device
 * from the by-id calls is unregistered); the domain goes off if it can
 * @dev: the device
 * @power_off: not used (the domain is tried either way, as in Linux)
 */
void dev_pm_domain_detach(struct device *dev, bool power_off);

/**
 * dev_pm_domain_set_performance_state() - see
 * dev_pm_genpd_set_performance_state(); 0 for a device in no domain
 */
int dev_pm_domain_set_performance_state(struct device *dev, unsigned int state);

#endif /* _PLATDEV_LINUX_PM_DOMAIN_H */
