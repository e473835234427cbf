/* SPDX-License-Identifier: MIT */
/*
 * linux/hw_random.h - hardware random number generators (src/hwrng): a
 * driver fills a struct hwrng and registers it; the core keeps the one of
 * best quality as the current rng (unless a program chose one), and a
 * program reads its bytes as from /dev/hwrng (platdev/hwrng.h).
 */
#ifndef LINUX_HWRANDOM_H_
#define LINUX_HWRANDOM_H_

#include <linux/completion.h>
#include <linux/kref.h>
#include <linux/list.h>
#include <linux/types.h>
#include <linux/workqueue.h>
#include <platdev/class.h>

/**
 * struct hwrng - a hardware random number generator
 * @name: unique among the registered ones (-EEXIST)
 * @init: optional; called when it becomes current (and was not in use)
 * @cleanup: optional; called when it stops being used
 * @data_present: optional, with @data_read: whether a word is ready
 *                (@wait: may wait for one)
 * @data_read: read one word (4 bytes); Return: the bytes read
 * @read: read up to @max bytes (@wait: may wait); Return: the bytes
 *        read, or a negative error. Either @read or @data_read is needed.
 * @priv: the driver's
 * @quality: entropy per 1024 bits, 1 to 1024; 0: 1024
 * @list: private: on the core's list
 * @ref: private: users of the current rng
 * @cleanup_work: private: calls @cleanup once the last user is gone
 * @cleanup_done: private: done when @cleanup ran (or was not needed)
 * @dying: private: done once unregistering (hwrng_msleep() wakes)
 * @__platdev_class: private: the class device "hwrng" / @name
 */
struct hwrng {
	const char *name;
	int (*init)(struct hwrng *rng);
	void (*cleanup)(struct hwrng *rng);
	int (*data_present)(struct hwrng *rng, int wait);
	int (*data_read)(struct hwrng *rng, u32 *data);
	int (*read)(struct hwrng *rng, void *data, size_t max, bool wait);
	unsigned long priv;
	unsigned short quality;

	struct list_head list;
	struct kref ref;
	struct work_struct cleanup_work;
	struct completion cleanup_done;
	struct completion dying;
	struct platdev_class_device __platdev_class;
};

struct device;

/**
 * hwrng_register() - make @rng available; it becomes current when its
 * quality beats the current one's and no program chose one
 *
 * Return: 0; -EINVAL without a name or a read function; -EEXIST for a
 * name taken; the error of its @init.
 */
int hwrng_register(struct hwrng *rng);

/**
 * devm_hwrng_register() - hwrng_register(), undone when @dev unbinds
 * Return: as hwrng_register(), and -ENOMEM.
 */
int devm_hwrng_register(struct device *dev, struct hwrng *rng);

/**
 * hwrng_unregister() - withdraw @rng: the best remaining one becomes
 * current if it was; returns once its @cleanup ran (no read uses it)
 */
void hwrng_unregister(struct hwrng *rng);

/** devm_hwrng_unregister() - undo devm_hwrng_register() now */
void devm_hwrng_unregister(struct device *dve, struct hwrng *rng);

/**
 * hwrng_msleep() - sleep @msecs in a read, unless @rng is unregistered
 * meanwhile
 * Return: 0 after the full sleep, else non-zero.
 */
long hwrng_msleep(struct hwrng *rng, unsigned int msecs);

/** hwrng_yield() - give the CPU away briefly (hwrng_msleep() of a tick) */
long hwrng_yield(struct hwrng *rng);

#endif /* LINUX_HWRANDOM_H_ */
