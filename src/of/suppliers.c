// SPDX-License-Identifier: MIT
/*
 * suppliers.c - which properties of a node name its suppliers, and how:
 * the one table that device links from the tree (devlink.c) and the
 * inspector's check both read, so that a property that makes a link is
 * also one whose phandles are checked.
 */
#include <string.h>

#include <linux/of.h>
#include <platdev/of.h>

/* Properties holding <phandle args...> lists, and their #cells name. */
static const struct {
	const char *name;
	const char *cells;
} phandle_lists[] = {
	{ "clocks", "#clock-cells" },
	{ "resets", "#reset-cells" },
	{ "power-domains", "#power-domain-cells" },
	{ "dmas", "#dma-cells" },
	{ "phys", "#phy-cells" },
	{ "iommus", "#iommu-cells" },
	{ "mboxes", "#mbox-cells" },
	{ "interconnects", "#interconnect-cells" },
	{ "io-channels", "#io-channel-cells" },
	{ "thermal-sensors", "#thermal-sensor-cells" },
	{ "interrupts-extended", "#interrupt-cells" },
};

/*
 * Whether @a and @b are the same string. Most property names differ from
 * those of the table in their first byte, compared inline: fw_devlink asks
 * about every property of every device it populates.
 */
static bool same_name(const char *a, const char *b)
{
	return a[0] == b[0] && !strcmp(a, b);
}

/* Whether @s, of length @n, ends with @suffix. */
static bool ends_with(const char *s, size_t n, const char *suffix)
{
	size_t k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/* "pinctrl-0", "pinctrl-1", ...: lists of configuration-node phandles. */
static bool is_pinctrl(const char *name)
{
	const char *p = name + strlen("pinctrl-");

	if (name[0] != 'p' || strncmp(name, "pinctrl-", strlen("pinctrl-")) ||
	    !*p)
		return false;
	for (; *p; p++)
		if (*p < '0' || *p > '9')
			return false;
	return true;
}

/*
 * GPIO lists: gpios, gpio, *-gpios, *-gpio; not "nr-gpios" (a count), nor
 * the gpios of a GPIO hog, which are its parent controller's lines
 * without phandles (as Linux's fw_devlink skips them).
 */
static bool is_gpio_list(const struct device_node *np, const char *name,
			 size_t len)
{
	if (same_name(name, "gpios") || same_name(name, "gpio"))
		return !of_property_read_bool(np, "gpio-hog");
	return (ends_with(name, len, "-gpios") ||
		ends_with(name, len, "-gpio")) &&
	       !same_name(name, "nr-gpios");
}

enum platdev_of_supplier_kind
platdev_of_supplier_property(const struct device_node *np, const char *name,
			     int length, const char **cells)
{
	size_t i, len = strlen(name);

	*cells = NULL;
	for (i = 0; i < sizeof(phandle_lists) / sizeof(phandle_lists[0]); i++) {
		if (same_name(name, phandle_lists[i].name)) {
			*cells = phandle_lists[i].cells;
			return PLATDEV_OF_SUPPLIER_LIST;
		}
	}
	if (is_gpio_list(np, name, len)) {
		*cells = "#gpio-cells";
		return PLATDEV_OF_SUPPLIER_LIST;
	}
	if ((length == 4 && ends_with(name, len, "-supply")) ||
	    is_pinctrl(name) || same_name(name, "nvmem-cells"))
		return PLATDEV_OF_SUPPLIER_PHANDLES;
	if (same_name(name, "interrupts"))
		return PLATDEV_OF_SUPPLIER_INTERRUPT_PARENT;
	return PLATDEV_OF_SUPPLIER_NONE;
}
