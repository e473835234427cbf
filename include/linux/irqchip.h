/* SPDX-License-Identifier: MIT */
/*
 * linux/irqchip.h - interrupt-controller drivers: the platform-driver
 * form (IRQCHIP_PLATFORM_DRIVER_*), whose probe calls the controller's
 * init function once its parent controller has a domain.
 *
 * IRQCHIP_DECLARE() (controllers set up from the tree before any device)
 * is not provided: a driver using it does not compile, rather than
 * compile and never run.
 */
#ifndef _PLATDEV_LINUX_IRQCHIP_H
#define _PLATDEV_LINUX_IRQCHIP_H

#include <linux/acpi.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/platform_device.h>

/** of_irq_init_cb_t - a controller's init: its node and its parent's */
typedef int (*of_irq_init_cb_t)(struct device_node *node,
				struct device_node *parent);

extern of_irq_init_cb_t typecheck_irq_init_cb;
/* @fn itself; a compiler warns when it is not an of_irq_init_cb_t. */
#define typecheck_irq_init_cb(fn) \
	(sizeof(typecheck_irq_init_cb == &(fn)) ? (fn) : (fn))

/**
 * platform_irqchip_probe() - the probe of IRQCHIP_PLATFORM_DRIVER_END():
 * calls the matched init function with the node and its interrupt parent
 * (NULL for a root controller)
 * Return: its result; -EPROBE_DEFER while the parent has no domain;
 * -ENODEV without a matched init function.
 */
int platform_irqchip_probe(struct platform_device *pdev);

#define IRQCHIP_PLATFORM_DRIVER_BEGIN(drv_name) \
	static const struct of_device_id drv_name##_irqchip_match_table[] = {
#define IRQCHIP_MATCH(compat, fn) \
	{ .compatible = compat, .data = typecheck_irq_init_cb(fn) },
#define IRQCHIP_PLATFORM_DRIVER_END(drv_name, ...)                            \
	{},                                                                   \
	}                                                                     \
	;                                                                     \
	MODULE_DEVICE_TABLE(of, drv_name##_irqchip_match_table);              \
	static struct platform_driver drv_name##_driver = {                   \
		.probe = platform_irqchip_probe,                              \
		.driver = { .name = #drv_name,                                \
			    .owner = THIS_MODULE,                             \
			    .of_match_table = drv_name##_irqchip_match_table, \
			    .suppress_bind_attrs = true,                      \
			    __VA_ARGS__ },                                    \
	};                                                                    \
	builtin_platform_driver(drv_name##_driver)

#endif /* _PLATDEV_LINUX_IRQCHIP_H */
