/* SPDX-License-Identifier: MIT */
/*
 * linux/phy/phy.h - the generic PHY framework (Linux 6.12's
 * drivers/phy/phy-core.c): providers create PHYs and register an OF
 * translation; consumers get them from their node's "phys"/"phy-names"
 * and call phy_init(), phy_power_on() and the rest, which reach the
 * provider's ops once per first init or power-on and last exit or
 * power-off, as Linux counts them.
 *
 * A device without a node finds its PHYs through lookups a provider
 * registers (phy_create_lookup()). Not here: the "phy-supply" regulator,
 * phy_set_media/speed and notify. phy_configure() and phy_validate() take
 * union phy_configure_opts, the settings of phy-mipi-dphy.h, phy-dp.h and
 * phy-lvds.h, as Linux.
 */
#ifndef _PLATDEV_LINUX_PHY_PHY_H
#define _PLATDEV_LINUX_PHY_PHY_H

#include <linux/debugfs.h>
#include <linux/device.h>
#include <linux/err.h>
#include <linux/list.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/phy/phy-dp.h>
#include <linux/phy/phy-lvds.h>
#include <linux/phy/phy-mipi-dphy.h>
#include <linux/pm_runtime.h>
#include <linux/regulator/consumer.h>

struct phy;

/** enum phy_mode - what a PHY is set up for (phy_set_mode()) */
enum phy_mode {
	PHY_MODE_INVALID,
	PHY_MODE_USB_HOST,
	PHY_MODE_USB_HOST_LS,
	PHY_MODE_USB_HOST_FS,
	PHY_MODE_USB_HOST_HS,
	PHY_MODE_USB_HOST_SS,
	PHY_MODE_USB_DEVICE,
	PHY_MODE_USB_DEVICE_LS,
	PHY_MODE_USB_DEVICE_FS,
	PHY_MODE_USB_DEVICE_HS,
	PHY_MODE_USB_DEVICE_SS,
	PHY_MODE_USB_OTG,
	PHY_MODE_UFS_HS_A,
	PHY_MODE_UFS_HS_B,
	PHY_MODE_PCIE,
	PHY_MODE_ETHERNET,
	PHY_MODE_MIPI_DPHY,
	PHY_MODE_SATA,
	PHY_MODE_LVDS,
	PHY_MODE_DP
};

/** enum phy_media - the medium of an Ethernet PHY */
enum phy_media {
	PHY_MEDIA_DEFAULT,
	PHY_MEDIA_SR,
	PHY_MEDIA_DAC,
};

/**
 * union phy_configure_opts - the settings phy_configure() and
 * phy_validate() pass to a PHY; the member read is the PHY's mode's
 * @mipi_dphy: for %PHY_MODE_MIPI_DPHY
 * @dp: for %PHY_MODE_DP
 * @lvds: for %PHY_MODE_LVDS
 */
union phy_configure_opts {
	struct phy_configure_opts_mipi_dphy mipi_dphy;
	struct phy_configure_opts_dp dp;
	struct phy_configure_opts_lvds lvds;
};

/**
 * struct phy_ops - a PHY's callbacks; each may be NULL
 * @init: first phy_init()
 * @exit: last phy_exit()
 * @power_on: first phy_power_on()
 * @power_off: last phy_power_off()
 * @set_mode: phy_set_mode_ext()
 * @set_media: not called here
 * @set_speed: not called here
 * @configure: phy_configure()
 * @validate: phy_validate()
 * @reset: phy_reset()
 * @calibrate: phy_calibrate()
 * @connect: not called here
 * @disconnect: not called here
 * @release: phy_put()
 * @owner: the provider's module
 */
struct phy_ops {
	int (*init)(struct phy *phy);
	int (*exit)(struct phy *phy);
	int (*power_on)(struct phy *phy);
	int (*power_off)(struct phy *phy);
	int (*set_mode)(struct phy *phy, enum phy_mode mode, int submode);
	int (*set_media)(struct phy *phy, enum phy_media media);
	int (*set_speed)(struct phy *phy, int speed);
	int (*configure)(struct phy *phy, union phy_configure_opts *opts);
	int (*validate)(struct phy *phy, enum phy_mode mode, int submode,
			union phy_configure_opts *opts);
	int (*reset)(struct phy *phy);
	int (*calibrate)(struct phy *phy);
	int (*connect)(struct phy *phy, int port);
	int (*disconnect)(struct phy *phy, int port);
	void (*release)(struct phy *phy);
	struct module *owner;
};

/**
 * struct phy_attrs - a PHY's attributes
 * @bus_width: its data path width
 * @max_link_rate: in Mb/s
 * @mode: the last mode set
 */
struct phy_attrs {
	u32 bus_width;
	u32 max_link_rate;
	enum phy_mode mode;
};

/**
 * struct phy - a PHY
 * @dev: its device, child of the provider's ("phy-<provider>.<id>")
 * @id: its number
 * @ops: its callbacks
 * @mutex: serializes the calls
 * @init_count: phy_init() calls not undone
 * @power_count: phy_power_on() calls not undone
 * @attrs: its attributes
 * @pwr: its "phy-supply" (always NULL here)
 * @debugfs: its debugfs folder: as Linux without CONFIG_DEBUG_FS,
 *           ERR_PTR(-ENODEV), which every debugfs call accepts as a parent
 * @node: in the core's list of PHYs
 */
struct phy {
	struct device dev;
	int id;
	const struct phy_ops *ops;
	struct mutex mutex;
	int init_count;
	int power_count;
	struct phy_attrs attrs;
	struct regulator *pwr;
	struct dentry *debugfs;
	struct list_head node;
};

/**
 * struct phy_provider - a device that hands out PHYs from its node
 * @dev: the device
 * @children: a subnode whose children name PHYs too, or NULL
 * @owner: its module
 * @list: in the core's list
 * @of_xlate: specifier to PHY
 */
struct phy_provider {
	struct device *dev;
	struct device_node *children;
	struct module *owner;
	struct list_head list;
	struct phy *(*of_xlate)(struct device *dev,
				const struct of_phandle_args *args);
};

#define to_phy(a) (container_of((a), struct phy, dev))

#define of_phy_provider_register(dev, xlate) \
	__of_phy_provider_register((dev), NULL, THIS_MODULE, (xlate))
#define devm_of_phy_provider_register(dev, xlate) \
	__devm_of_phy_provider_register((dev), NULL, THIS_MODULE, (xlate))
#define of_phy_provider_register_full(dev, children, xlate) \
	__of_phy_provider_register(dev, children, THIS_MODULE, xlate)
#define devm_of_phy_provider_register_full(dev, children, xlate) \
	__devm_of_phy_provider_register(dev, children, THIS_MODULE, xlate)

static inline void phy_set_drvdata(struct phy *phy, void *data)
{
	dev_set_drvdata(&phy->dev, data);
}

static inline void *phy_get_drvdata(struct phy *phy)
{
	return dev_get_drvdata(&phy->dev);
}

static inline enum phy_mode phy_get_mode(struct phy *phy)
{
	return phy->attrs.mode;
}

static inline int phy_get_bus_width(struct phy *phy)
{
	return (int)phy->attrs.bus_width;
}

static inline void phy_set_bus_width(struct phy *phy, int bus_width)
{
	phy->attrs.bus_width = (u32)bus_width;
}

/**
 * phy_init() - initialize @phy: its ops->init on the first call
 * Return: 0 (also for a NULL @phy), or ops->init's error (not counted).
 */
int phy_init(struct phy *phy);

/**
 * phy_exit() - undo phy_init(): ops->exit on the last call
 * Return: 0, or ops->exit's error (the count is kept).
 */
int phy_exit(struct phy *phy);

/**
 * phy_power_on() - ops->power_on on the first call
 * Return: 0 (also for a NULL @phy), or its error (not counted).
 */
int phy_power_on(struct phy *phy);

/**
 * phy_power_off() - ops->power_off on the last call
 * Return: 0, or its error (the count is kept).
 */
int phy_power_off(struct phy *phy);

/**
 * phy_set_mode_ext() - set @phy's mode and submode
 * Return: 0 (also without ops->set_mode or @phy), or its error; the mode
 * is kept on success.
 */
int phy_set_mode_ext(struct phy *phy, enum phy_mode mode, int submode);
#define phy_set_mode(phy, mode) phy_set_mode_ext(phy, mode, 0)

/** phy_reset() - ops->reset; 0 without it or @phy */
int phy_reset(struct phy *phy);

/** phy_calibrate() - ops->calibrate; 0 without it or @phy */
int phy_calibrate(struct phy *phy);

/**
 * phy_configure() - ops->configure
 * Return: its result; -EINVAL for a NULL @phy; -EOPNOTSUPP without it.
 */
int phy_configure(struct phy *phy, union phy_configure_opts *opts);

/** phy_validate() - ops->validate, as phy_configure() */
int phy_validate(struct phy *phy, enum phy_mode mode, int submode,
		 union phy_configure_opts *opts);

/**
 * phy_get() - the PHY @dev's node names @string in "phy-names" (or its
 * first "phys" entry, for a NULL @string)
 * first "phys" entry, for a NULL @string); for a device without a node,
 * the PHY a lookup (phy_create_lookup()) gives dev_name(@dev) and @string
 * Return: it, referenced; ERR_PTR(-ENODEV) for no such entry, a
 * "usb-nop-xceiv" or a disabled PHY node, or no such lookup;
 * ERR_PTR(-EINVAL) for a NULL @dev, or a NULL @string for a device
 * without a node; ERR_PTR(-EPROBE_DEFER) while its provider is not
 * registered; the provider's of_xlate error.
 */
struct phy *phy_get(struct device *dev, const char *string);

/**
 * phy_create_lookup() - let phy_get(dev, @con_id) of the device named
 * @dev_id, which has no node, find @phy
 * @phy: the PHY
 * @con_id: the consumer's name for it (kept, not copied)
 * @dev_id: the consumer's dev_name() (kept, not copied)
 *
 * The lookup goes with phy_remove_lookup() or when @phy is destroyed.
 *
 * Return: 0; -EINVAL for a NULL argument; -ENOMEM.
 */
int phy_create_lookup(struct phy *phy, const char *con_id, const char *dev_id);

/**
 * phy_remove_lookup() - remove the lookup phy_create_lookup() made with
 * the same arguments (none: nothing happens)
 * @phy: the PHY
 * @con_id: the consumer's name for it
 * @dev_id: the consumer's dev_name()
 */
void phy_remove_lookup(struct phy *phy, const char *con_id, const char *dev_id);

/** phy_optional_get() - phy_get(), NULL where it gives -ENODEV */
struct phy *phy_optional_get(struct device *dev, const char *string);

/** phy_put() - drop what phy_get() took (NULL and errors are no-ops) */
void phy_put(struct device *dev, struct phy *phy);

/** devm_phy_get() - phy_get(), put when @dev unbinds */
struct phy *devm_phy_get(struct device *dev, const char *string);

/** devm_phy_optional_get() - devm_phy_get(), NULL where it gives -ENODEV */
struct phy *devm_phy_optional_get(struct device *dev, const char *string);

/** devm_phy_put() - put a devm_phy_get() PHY now */
void devm_phy_put(struct device *dev, struct phy *phy);

/**
 * of_phy_get() - the PHY @np names @con_id (or its first), not tied to a
 * consumer device; as phy_get()
 */
struct phy *of_phy_get(struct device_node *np, const char *con_id);

/** of_phy_put() - drop what of_phy_get() took */
void of_phy_put(struct phy *phy);

/** devm_of_phy_get() - of_phy_get(), put when @dev unbinds */
struct phy *devm_of_phy_get(struct device *dev, struct device_node *np,
			    const char *con_id);

/** devm_of_phy_optional_get() - devm_of_phy_get(), NULL for -ENODEV */
struct phy *devm_of_phy_optional_get(struct device *dev, struct device_node *np,
				     const char *con_id);

/** devm_of_phy_get_by_index() - "phys" entry @index of @np, managed */
struct phy *devm_of_phy_get_by_index(struct device *dev, struct device_node *np,
				     int index);

/**
 * phy_create() - create a PHY of provider @dev
 * @dev: the provider
 * @node: the PHY's node (NULL: @dev's)
 * @ops: its callbacks
 *
 * Return: the PHY, its device registered (runtime PM enabled, without
 * callbacks, when @dev's is); ERR_PTR(-EINVAL) for a NULL @dev,
 * ERR_PTR(-ENOMEM).
 */
struct phy *phy_create(struct device *dev, struct device_node *node,
		       const struct phy_ops *ops);

/** devm_phy_create() - phy_create(), destroyed when @dev unbinds */
struct phy *devm_phy_create(struct device *dev, struct device_node *node,
			    const struct phy_ops *ops);

/** phy_destroy() - unregister @phy (its users' references keep it) */
void phy_destroy(struct phy *phy);

/** devm_phy_destroy() - destroy a devm_phy_create() PHY now */
void devm_phy_destroy(struct device *dev, struct phy *phy);

/**
 * __of_phy_provider_register() - hand out PHYs for "phys" entries naming
 * @dev's node (or a child of @children)
 * Return: the provider; ERR_PTR(-EINVAL) when @children is not under
 * @dev's node; ERR_PTR(-ENOMEM).
 */
struct phy_provider *__of_phy_provider_register(
	struct device *dev, struct device_node *children, struct module *owner,
	struct phy *(*of_xlate)(struct device *dev,
				const struct of_phandle_args *args));

/** __devm_of_phy_provider_register() - unregistered when @dev unbinds */
struct phy_provider *__devm_of_phy_provider_register(
	struct device *dev, struct device_node *children, struct module *owner,
	struct phy *(*of_xlate)(struct device *dev,
				const struct of_phandle_args *args));

/** of_phy_provider_unregister() - stop handing out; NULL/errors no-ops */
void of_phy_provider_unregister(struct phy_provider *phy_provider);

/** devm_of_phy_provider_unregister() - unregister a devm provider now */
void devm_of_phy_provider_unregister(struct device *dev,
				     struct phy_provider *phy_provider);

/**
 * of_phy_simple_xlate() - the PHY whose node is the specifier's
 * Return: it, or ERR_PTR(-ENODEV).
 */
struct phy *of_phy_simple_xlate(struct device *dev,
				const struct of_phandle_args *args);

#endif /* _PLATDEV_LINUX_PHY_PHY_H */
