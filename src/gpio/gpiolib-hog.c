// SPDX-License-Identifier: MIT
/*
 * gpiolib-hog.c - lines a chip's own description claims for the board:
 * the "gpio-hog" children of its device-tree node ("gpios", one of
 * "input", "output-low" or "output-high", and "line-name"), and board
 * code's gpiod_add_hogs(). A hogged line is requested under its hog's name
 * and set as asked when its chip is added, and freed when the chip is
 * removed. As in Linux 6.12: a device-tree hog that cannot be requested
 * fails the chip's add; a malformed one (no state, a specifier the chip
 * does not take) ends that hog node's list with a warning; a board
 * code's hog that fails is logged and left out. A hog node whose lines
 * were taken (or that named none) is marked OF_POPULATED while its chip
 * is added, so that populate leaves it alone.
 */
#include <string.h>

#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/printk.h>
#include <linux/property.h>
#include <platdev/port.h>

#include "gpio/gpiolib.h"

/* Board code's hogs, oldest first. */
static LIST_HEAD(machine_hogs);
static DEFINE_MUTEX(machine_hogs_lock);

static const char *chip_label(const struct gpio_chip *gc)
{
	return gc->label ? gc->label : "unknown";
}

int gpiod_hog(struct gpio_desc *desc, const char *name, unsigned long lflags,
	      enum gpiod_flags dflags)
{
	struct gpio_chip *gc = READ_ONCE(desc->gdev->chip);
	unsigned int line = gpio_chip_hwgpio(desc);
	struct gpio_desc *own;

	if (!gc)
		return -ENODEV;
	if (test_and_set_bit(FLAG_IS_HOGGED, &desc->flags))
		return 0; /* hogged already */
	own = gpiochip_request_own_desc(gc, line, name, lflags, dflags);
	if (IS_ERR(own)) {
		clear_bit(FLAG_IS_HOGGED, &desc->flags);
		pr_err("gpio: %s: hog %s (line %u) could not be requested (%d)\n",
		       chip_label(gc), name ? name : "?", line,
		       (int)PTR_ERR(own));
		return (int)PTR_ERR(own);
	}
	pr_debug("gpio: %s: line %u hogged as %s by %s\n", chip_label(gc), line,
		 !(dflags & GPIOD_FLAGS_BIT_DIR_SET) ? "is" :
		 !(dflags & GPIOD_FLAGS_BIT_DIR_OUT) ? "input" :
		 dflags & GPIOD_FLAGS_BIT_DIR_VAL    ? "output high" :
						       "output low",
		 name ? name : "?");
	return 0;
}

/* The state a hog node asks for; false when it names none. */
static bool hog_state(const struct device_node *hog, enum gpiod_flags *dflags)
{
	if (of_property_read_bool(hog, "input"))
		*dflags = GPIOD_IN;
	else if (of_property_read_bool(hog, "output-low"))
		*dflags = GPIOD_OUT_LOW;
	else if (of_property_read_bool(hog, "output-high"))
		*dflags = GPIOD_OUT_HIGH;
	else
		return false;
	return true;
}

/*
 * The line of entry @idx of @hog's "gpios" (each entry "#gpio-cells" of
 * the chip's node long), with its lookup flags; an error pointer past
 * the last entry or for one the chip does not take.
 */
static struct gpio_desc *hog_line(struct gpio_device *gdev,
				  struct device_node *hog, unsigned int idx,
				  unsigned long *lflags)
{
	struct of_phandle_args spec = { .np = to_of_node(gdev->fwnode) };
	u32 cells;
	int ret;

	ret = of_property_read_u32(spec.np, "#gpio-cells", &cells);
	if (ret)
		return ERR_PTR(ret);
	if (cells > MAX_PHANDLE_ARGS)
		return ERR_PTR(-EINVAL);
	spec.args_count = (int)cells;
	for (u32 i = 0; i < cells; i++) {
		ret = of_property_read_u32_index(hog, "gpios", idx * cells + i,
						 &spec.args[i]);
		if (ret)
			return ERR_PTR(ret);
	}
	return gpio_of_xlate(gdev, &spec, lflags);
}

/* Hog every line @hog lists. Return: 0, or the first request's error. */
static int hog_node(struct gpio_chip *gc, struct device_node *hog)
{
	enum gpiod_flags dflags;
	struct gpio_desc *desc;
	unsigned long lflags;
	const char *name;
	int ret;

	for (unsigned int i = 0;; i++) {
		lflags = 0;
		desc = hog_line(gc->gpiodev, hog, i, &lflags);
		if (IS_ERR(desc))
			return 0; /* the end of the list, or a bad entry */
		if (!hog_state(hog, &dflags)) {
			pr_warn("gpio: %s: hog %s names no state (input, output-low or output-high); not hogged\n",
				chip_label(gc), hog->full_name);
			return 0;
		}
		if (of_property_read_string(hog, "line-name", &name))
			name = hog->name;
		ret = gpiod_hog(desc, name, lflags, dflags);
		if (ret)
			return ret;
	}
}

/* The "gpio-hog" children of the chip's node. */
static int hog_of_nodes(struct gpio_chip *gc)
{
	struct device_node *np = to_of_node(gc->gpiodev->fwnode);
	struct device_node *child;
	int ret;

	if (!np)
		return 0;
	for_each_available_child_of_node(np, child) {
		if (!of_property_read_bool(child, "gpio-hog"))
			continue;
		ret = hog_node(gc, child);
		if (ret) {
			of_node_put(child);
			return ret;
		}
		/* The hog node is the chip's: populate makes no device of it. */
		of_node_set_flag(child, OF_POPULATED);
	}
	return 0;
}

/* Give the chip's "gpio-hog" children back to the tree. */
static void unmark_of_hogs(struct gpio_chip *gc)
{
	struct device_node *np = to_of_node(gc->gpiodev->fwnode);
	struct device_node *child;

	for_each_child_of_node(np, child)
		if (of_property_present(child, "gpio-hog"))
			of_node_clear_flag(child, OF_POPULATED);
}

/* Board code's hog @hog, on its chip @gc. Failures are only logged. */
static void hog_machine(struct gpio_chip *gc, const struct gpiod_hog *hog)
{
	struct gpio_desc *desc = gpiochip_get_desc(gc, hog->chip_hwnum);

	if (IS_ERR(desc)) {
		pr_err("gpio: %s: hog %s names line %u, beyond the chip's %u\n",
		       chip_label(gc), hog->line_name ? hog->line_name : "?",
		       hog->chip_hwnum, gc->ngpio);
		return;
	}
	gpiod_hog(desc, hog->line_name, hog->lflags,
		  (enum gpiod_flags)hog->dflags);
}

int gpiochip_hogs_add(struct gpio_chip *gc)
{
	struct gpiod_hog *hog;
	int ret = hog_of_nodes(gc);

	if (ret) {
		gpiochip_hogs_free(gc);
		return ret;
	}
	mutex_lock(&machine_hogs_lock);
	list_for_each_entry(hog, &machine_hogs, list)
		if (gc->label && !strcmp(hog->chip_label, gc->label))
			hog_machine(gc, hog);
	mutex_unlock(&machine_hogs_lock);
	return 0;
}

void gpiochip_hogs_free(struct gpio_chip *gc)
{
	struct gpio_device *gdev = gc->gpiodev;

	for (unsigned int i = 0; i < gdev->ngpio; i++)
		if (test_bit(FLAG_IS_HOGGED, &gdev->descs[i].flags))
			gpiochip_free_own_desc(&gdev->descs[i]);
	unmark_of_hogs(gc);
}

void gpiod_add_hogs(struct gpiod_hog *hogs)
{
	struct gpio_device *gdev;
	struct gpiod_hog *hog;

	mutex_lock(&machine_hogs_lock);
	for (hog = hogs; hog->chip_label; hog++) {
		list_add_tail(&hog->list, &machine_hogs);
		/* A chip added before its hogs gets them now. */
		platdev_port_core_lock();
		gdev = gpio_device_find_by_label_locked(hog->chip_label);
		if (gdev)
			gdev->refs++;
		platdev_port_core_unlock();
		if (!gdev)
			continue;
		if (READ_ONCE(gdev->chip))
			hog_machine(gdev->chip, hog);
		platdev_port_core_lock();
		if (!gpio_device_put_locked(gdev))
			gdev = NULL;
		platdev_port_core_unlock();
		if (gdev)
			gpio_device_free(gdev);
	}
	mutex_unlock(&machine_hogs_lock);
}

void gpiod_remove_hogs(struct gpiod_hog *hogs)
{
	struct gpiod_hog *hog;

	mutex_lock(&machine_hogs_lock);
	for (hog = hogs; hog->chip_label; hog++)
		list_del(&hog->list);
	mutex_unlock(&machine_hogs_lock);
}
