// SPDX-License-Identifier: MIT
/*
 * gpiolib-of-mm.c - memory-mapped GPIO chips added for a device-tree node
 * (linux/gpio/legacy-of-mm-gpiochip.h).
 */
#include <linux/gpio/legacy-of-mm-gpiochip.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/slab.h>
#include <linux/sprintf.h>

int of_mm_gpiochip_add_data(struct device_node *np,
			    struct of_mm_gpio_chip *mm_gc, void *data)
{
	struct gpio_chip *gc = &mm_gc->gc;
	int ret = -ENOMEM;

	gc->label = kasprintf(GFP_KERNEL, "%s", of_node_full_name(np));
	if (!gc->label)
		goto fail;
	mm_gc->regs = of_iomap(np, 0);
	if (!mm_gc->regs)
		goto free_label;
	gc->base = -1;
	if (mm_gc->save_regs)
		mm_gc->save_regs(mm_gc);
	gc->fwnode = of_fwnode_handle(np);
	ret = gpiochip_add_data(gc, data);
	if (!ret)
		return 0;
	iounmap(mm_gc->regs);
	mm_gc->regs = NULL;
free_label:
	kfree(gc->label);
	gc->label = NULL;
fail:
	pr_err("%s: GPIO chip registration failed with status %d\n",
	       of_node_full_name(np), ret);
	return ret;
}

void of_mm_gpiochip_remove(struct of_mm_gpio_chip *mm_gc)
{
	struct gpio_chip *gc = &mm_gc->gc;

	gpiochip_remove(gc);
	iounmap(mm_gc->regs);
	kfree(gc->label);
}
