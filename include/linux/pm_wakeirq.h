/* SPDX-License-Identifier: MIT */
/*
 * linux/pm_wakeirq.h - a device's wake-up interrupt.
 *
 * A device whose interrupt can wake the system names it with
 * dev_pm_set_wake_irq(). While a system sleep is in its noirq phase the
 * wake IRQ of every device that may wake up (device_may_wakeup()) is
 * armed with enable_irq_wake(), and disarmed on resume, as in Linux.
 * Unlike Linux the wake IRQ is armed whether dev_pm_set_wake_irq() came
 * before or after device_wakeup_enable(). A wake IRQ the driver did not
 * clear is freed with its device.
 */
#ifndef _PLATDEV_LINUX_PM_WAKEIRQ_H
#define _PLATDEV_LINUX_PM_WAKEIRQ_H

struct device;

/**
 * dev_pm_set_wake_irq() - make @irq the wake IRQ of @dev
 * Return: 0; -EINVAL for a negative @irq or NULL @dev; -EEXIST when @dev
 * has one already; -ENOMEM.
 */
int dev_pm_set_wake_irq(struct device *dev, int irq);

/**
 * devm_pm_set_wake_irq() - dev_pm_set_wake_irq(), cleared with @dev's
 * managed resources (from Linux 6.15; kept for drivers that use it)
 * Return: as dev_pm_set_wake_irq().
 */
int devm_pm_set_wake_irq(struct device *dev, int irq);

/** dev_pm_clear_wake_irq() - forget @dev's wake IRQ (none: nothing) */
void dev_pm_clear_wake_irq(struct device *dev);

/**
 * platdev_wake_irq() - the wake IRQ of @dev, or -ENOENT; platdev
 * extension
 */
int platdev_wake_irq(struct device *dev);

#endif /* _PLATDEV_LINUX_PM_WAKEIRQ_H */
