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
	{ "io-channels", "#io-channel-cells" },
	{ "thermal-sensors", "#thermal-sensor-cells" },
	{ "interrupts-extended", "#interrupt-cells" },
};

static bool ends_with(const char *s, const char *suffix)
{
	size_t n = strlen(s), k = strlen(suffix);

	return n >= k && !strcmp(s + n - k, suffix);
}

/* "pinctrl-0", "pinctrl-1", ...: lists of configuration-node phandles. */
static bool is_pinctrl(const char *name)
{
	const char *p = name + strlen("pinctrl-");

	if (strncmp(name, "pinctrl-", strlen("pinctrl-")) || !*p)
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
static bool is_gpio_list(const struct device_node *np, const char *name)
{
	if (!strcmp(name, "gpios") || !strcmp(name, "gpio"))
		return !of_property_read_bool(np, "gpio-hog");
	return (ends_with(name, "-gpios") || ends_with(name, "-gpio")) &&
	       strcmp(name, "nr-gpios");
}

enum platdev_of_supplier_kind
platdev_of_supplier_property(const struct device_node *np, const char *name,
			     int length, const char **cells)
{
	size_t i;

	*cells = NULL;
	for (i = 0; i < sizeof(phandle_lists) / sizeof(phandle_lists[0]); i++) {
		if (!strcmp(name, phandle_lists[i].name)) {
			*cells = phandle_lists[i].cells;
			return PLATDEV_OF_SUPPLIER_LIST;
		}
	}
	if (is_gpio_list(np, name)) {
		*cells = "#gpio-cells";
		return PLATDEV_OF_SUPPLIER_LIST;
	}
	if ((ends_with(name, "-supply") && length == 4) || is_pinctrl(name) ||
	    !strcmp(name, "nvmem-cells"))
		return PLATDEV_OF_SUPPLIER_PHANDLES;
	if (!strcmp(name, "interrupts"))
		return PLATDEV_OF_SUPPLIER_INTERRUPT_PARENT;
	return PLATDEV_OF_SUPPLIER_NONE;
}
