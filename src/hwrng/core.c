// SPDX-License-Identifier: MIT
/*
 * core.c - the hardware random number generator core (linux/hw_random.h)
 * and what a program reads of it (platdev/hwrng.h).
 *
 * rng_mutex guards the list, the current rng and each rng's use count
 * (its kref: the core's own reference while it is current, and one per
 * read in progress); reading_mutex serialises reads and the buffer of
 * bytes read ahead. When the last user of an rng lets go, its cleanup runs
 * from a work item, as in Linux. Linux's thread that feeds the kernel's
 * entropy pool from the current rng is left out: there is no pool here.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/hw_random.h>
#include <linux/jiffies.h>
#include <linux/minmax.h>
#include <linux/mutex.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <platdev/class.h>
#include <platdev/hwrng.h>
#include <stdio.h>

/* The bytes a read takes from an rng at a time (a cache line, or 32). */
#define RNG_BUFFER_SIZE 32

static LIST_HEAD(rng_list);
static DEFINE_MUTEX(rng_mutex);
static DEFINE_MUTEX(reading_mutex);
static struct hwrng *current_rng;
static bool cur_rng_set_by_user;
static u8 rng_buffer[RNG_BUFFER_SIZE];
static size_t data_avail;
/* The quality an rng that gives none is taken to have (Linux's default). */
static unsigned short default_quality = 1024;

static void cleanup_rng_work(struct work_struct *work)
{
	struct hwrng *rng = container_of(work, struct hwrng, cleanup_work);

	mutex_lock(&rng_mutex);
	if (kref_read(&rng->ref)) {
		/* In use again meanwhile. */
		mutex_unlock(&rng_mutex);
		return;
	}
	if (rng->cleanup)
		rng->cleanup(rng);
	complete(&rng->cleanup_done);
	mutex_unlock(&rng_mutex);
}

static void cleanup_rng(struct kref *kref)
{
	struct hwrng *rng = container_of(kref, struct hwrng, ref);

	schedule_work(&rng->cleanup_work);
}

/* Take a use of @rng, calling its init when it had none. rng_mutex held. */
static int hwrng_init(struct hwrng *rng)
{
	int err;

	if (kref_read(&rng->ref)) {
		kref_get(&rng->ref);
		return 0;
	}
	if (rng->init) {
		err = rng->init(rng);
		if (err)
			return err;
	}
	kref_init(&rng->ref);
	reinit_completion(&rng->cleanup_done);
	return 0;
}

static void set_current_event(struct hwrng *rng)
{
	if (rng)
		platdev_class_device_event(&rng->__platdev_class, "current");
}

/* Make @rng current. rng_mutex held. */
static int set_current_rng(struct hwrng *rng)
{
	struct hwrng *old = current_rng;
	int err;

	err = hwrng_init(rng);
	if (err)
		return err;
	current_rng = rng;
	if (old)
		kref_put(&old->ref, cleanup_rng);
	set_current_event(rng);
	return 0;
}

static void drop_current_rng(void)
{
	struct hwrng *rng = current_rng;

	if (!rng)
		return;
	current_rng = NULL;
	kref_put(&rng->ref, cleanup_rng);
}

/* The current rng with a use taken, or NULL. */
static struct hwrng *get_current_rng(void)
{
	struct hwrng *rng;

	mutex_lock(&rng_mutex);
	rng = current_rng;
	if (rng)
		kref_get(&rng->ref);
	mutex_unlock(&rng_mutex);
	return rng;
}

static void put_rng(struct hwrng *rng)
{
	if (!rng)
		return;
	mutex_lock(&rng_mutex);
	kref_put(&rng->ref, cleanup_rng);
	mutex_unlock(&rng_mutex);
}

/* The registered rng of the best quality (the first of equals) current. */
static int enable_best_rng(void)
{
	struct hwrng *rng, *best = NULL;
	int err;

	if (list_empty(&rng_list)) {
		drop_current_rng();
		cur_rng_set_by_user = false;
		return 0;
	}
	list_for_each_entry(rng, &rng_list, list) {
		if (!best || rng->quality > best->quality)
			best = rng;
	}
	err = best == current_rng ? 0 : set_current_rng(best);
	if (!err)
		cur_rng_set_by_user = false;
	return err;
}

int hwrng_register(struct hwrng *rng)
{
	struct hwrng *tmp;
	int err;

	if (!rng->name || (!rng->data_read && !rng->read))
		return -EINVAL;
	mutex_lock(&rng_mutex);
	list_for_each_entry(tmp, &rng_list, list) {
		if (!strcmp(tmp->name, rng->name)) {
			mutex_unlock(&rng_mutex);
			return -EEXIST;
		}
	}
	rng->__platdev_class.class = "hwrng";
	snprintf(rng->__platdev_class.name, sizeof(rng->__platdev_class.name),
		 "%s", rng->name);
	rng->__platdev_class.data = rng;
	err = platdev_class_device_add(&rng->__platdev_class);
	if (err) {
		mutex_unlock(&rng_mutex);
		return err;
	}
	list_add_tail(&rng->list, &rng_list);
	INIT_WORK(&rng->cleanup_work, cleanup_rng_work);
	init_completion(&rng->cleanup_done);
	complete(&rng->cleanup_done);
	init_completion(&rng->dying);
	/* No user yet: the first hwrng_init() calls its init. */
	memset(&rng->ref, 0, sizeof(rng->ref));
	rng->quality = min_t(u16, min_t(u16, default_quality, 1024),
			     rng->quality ?: 1024);
	if (!cur_rng_set_by_user &&
	    (!current_rng || rng->quality > current_rng->quality)) {
		err = set_current_rng(rng);
		if (err) {
			list_del_init(&rng->list);
			platdev_class_device_del(&rng->__platdev_class);
		}
	}
	mutex_unlock(&rng_mutex);
	return err;
}
EXPORT_SYMBOL_GPL(hwrng_register);

void hwrng_unregister(struct hwrng *rng)
{
	mutex_lock(&rng_mutex);
	list_del(&rng->list);
	platdev_class_device_del(&rng->__platdev_class);
	complete_all(&rng->dying);
	if (current_rng == rng && enable_best_rng()) {
		drop_current_rng();
		cur_rng_set_by_user = false;
	}
	mutex_unlock(&rng_mutex);
	wait_for_completion(&rng->cleanup_done);
	/* The work item done with too: the driver may free @rng now. */
	flush_work(&rng->cleanup_work);
}
EXPORT_SYMBOL_GPL(hwrng_unregister);

static void devm_hwrng_release(struct device *dev, void *res)
{
	(void)dev;
	hwrng_unregister(*(struct hwrng **)res);
}

static int devm_hwrng_match(struct device *dev, void *res, void *data)
{
	struct hwrng **r = res;

	(void)dev;
	if (WARN_ON(!r || !*r))
		return 0;
	return *r == data;
}

int devm_hwrng_register(struct device *dev, struct hwrng *rng)
{
	struct hwrng **ptr;
	int err;

	ptr = devres_alloc(devm_hwrng_release, sizeof(*ptr), GFP_KERNEL);
	if (!ptr)
		return -ENOMEM;
	err = hwrng_register(rng);
	if (err) {
		devres_free(ptr);
		return err;
	}
	*ptr = rng;
	devres_add(dev, ptr);
	return 0;
}
EXPORT_SYMBOL_GPL(devm_hwrng_register);

void devm_hwrng_unregister(struct device *dev, struct hwrng *rng)
{
	devres_release(dev, devm_hwrng_release, devm_hwrng_match, rng);
}
EXPORT_SYMBOL_GPL(devm_hwrng_unregister);

long hwrng_msleep(struct hwrng *rng, unsigned int msecs)
{
	return wait_for_completion_interruptible_timeout(
		&rng->dying, msecs_to_jiffies(msecs) + 1);
}
EXPORT_SYMBOL_GPL(hwrng_msleep);

long hwrng_yield(struct hwrng *rng)
{
	return wait_for_completion_interruptible_timeout(&rng->dying, 1);
}
EXPORT_SYMBOL_GPL(hwrng_yield);

/* Bytes of @rng into @buffer: its read, or a word of data_read. */
static int rng_get_data(struct hwrng *rng, u8 *buffer, size_t size, int wait)
{
	u32 word;
	int present, n;

	if (rng->read)
		return rng->read(rng, buffer, size, wait);
	present = rng->data_present ? rng->data_present(rng, wait) : 1;
	if (!present)
		return 0;
	n = rng->data_read(rng, &word);
	if (n > 0)
		memcpy(buffer, &word, min_t(size_t, (size_t)n, sizeof(word)));
	return n;
}

ssize_t platdev_hwrng_read(void *buf, size_t size, bool nonblock)
{
	u8 *out = buf;
	ssize_t done = 0;
	struct hwrng *rng;
	size_t len;
	int err = 0, n;

	while (size) {
		rng = get_current_rng();
		if (!rng) {
			err = -ENODEV;
			break;
		}
		mutex_lock(&reading_mutex);
		if (!data_avail) {
			n = rng_get_data(rng, rng_buffer, sizeof(rng_buffer),
					 !nonblock);
			if (n < 0 || (n == 0 && nonblock)) {
				err = n < 0 ? n : -EAGAIN;
				mutex_unlock(&reading_mutex);
				put_rng(rng);
				break;
			}
			data_avail =
				min_t(size_t, (size_t)n, sizeof(rng_buffer));
		}
		/* As Linux: the buffer is handed out from its end. */
		len = min(data_avail, size);
		data_avail -= len;
		memcpy(out + done, rng_buffer + data_avail, len);
		memset(rng_buffer + data_avail, 0, len);
		mutex_unlock(&reading_mutex);
		put_rng(rng);
		size -= len;
		done += (ssize_t)len;
	}
	return done ? done : err;
}

int platdev_hwrng_current(char *buf, size_t len)
{
	int n;

	mutex_lock(&rng_mutex);
	n = snprintf(buf, len, "%s", current_rng ? current_rng->name : "none");
	mutex_unlock(&rng_mutex);
	return (size_t)n < len ? n : -ENOSPC;
}

int platdev_hwrng_available(char *buf, size_t len)
{
	struct hwrng *rng;
	size_t used = 0;
	int n;

	if (!len)
		return -ENOSPC;
	buf[0] = '\0';
	mutex_lock(&rng_mutex);
	list_for_each_entry(rng, &rng_list, list) {
		n = snprintf(buf + used, len - used, "%s ", rng->name);
		if ((size_t)n >= len - used) {
			mutex_unlock(&rng_mutex);
			return -ENOSPC;
		}
		used += (size_t)n;
	}
	mutex_unlock(&rng_mutex);
	return (int)used;
}

int platdev_hwrng_set_current(const char *name)
{
	struct hwrng *rng;
	int err = -ENODEV;

	mutex_lock(&rng_mutex);
	if (!name[0]) {
		err = enable_best_rng();
	} else if (!strcmp(name, "none")) {
		cur_rng_set_by_user = true;
		drop_current_rng();
		err = 0;
	} else {
		list_for_each_entry(rng, &rng_list, list) {
			if (strcmp(rng->name, name))
				continue;
			err = set_current_rng(rng);
			if (!err)
				cur_rng_set_by_user = true;
			break;
		}
	}
	mutex_unlock(&rng_mutex);
	return err;
}
