/* SPDX-License-Identifier: MIT */
/*
 * linux/interconnect.h - a consumer's bandwidth votes on interconnect
 * paths (Linux 6.12's drivers/interconnect/core.c): a path between the
 * two nodes of an "interconnects" entry, found through the providers'
 * links; each node's bandwidth is its requests' aggregate (the sum of the
 * averages, the highest peak, unless the provider aggregates otherwise),
 * and the providers' set() applies each hop. Not here: bulk calls, the
 * boot-time floors kept until icc_sync_state() (nodes start with none, as
 * after it), debugfs.
 */
#ifndef _PLATDEV_LINUX_INTERCONNECT_H
#define _PLATDEV_LINUX_INTERCONNECT_H

#include <linux/err.h>
#include <linux/mutex.h>
#include <linux/types.h>

/* Bandwidths are in kB/s. */
#define Bps_to_icc(x) ((x) / 1000)
#define kBps_to_icc(x) (x)
#define MBps_to_icc(x) ((x)*1000)
#define GBps_to_icc(x) ((x)*1000 * 1000)
#define bps_to_icc(x) (1)
#define kbps_to_icc(x) ((x) / 8 + ((x) % 8 ? 1 : 0))
#define Mbps_to_icc(x) ((x)*1000 / 8)
#define Gbps_to_icc(x) ((x)*1000 * 1000 / 8)

struct icc_path;
struct device;

/**
 * of_icc_get() - the path of @dev's "interconnects" entry @name (NULL:
 * the first)
 * Return: the path; NULL when the node has no "interconnects" (nothing to
 * vote on); ERR_PTR(-ENODEV) without a node; the index lookup's error for
 * an unknown name; ERR_PTR(-EPROBE_DEFER) while a provider is missing or
 * no path joins the two nodes; ERR_PTR(-ENOMEM).
 */
struct icc_path *of_icc_get(struct device *dev, const char *name);

/** of_icc_get_by_index() - of_icc_get() of entry @idx */
struct icc_path *of_icc_get_by_index(struct device *dev, int idx);

/** devm_of_icc_get() - of_icc_get(), put when @dev unbinds */
struct icc_path *devm_of_icc_get(struct device *dev, const char *name);

/** icc_put() - drop @path's votes and free it (NULL: no-op) */
void icc_put(struct icc_path *path);

/**
 * icc_set_bw() - vote @avg_bw and @peak_bw (kB/s) on every node of @path
 * Return: 0 (also for a NULL path); -EINVAL for an error pointer; a
 * provider's set() error, the previous votes restored.
 */
int icc_set_bw(struct icc_path *path, u32 avg_bw, u32 peak_bw);

/** icc_enable() - count @path's votes again */
int icc_enable(struct icc_path *path);

/** icc_disable() - keep @path's votes but count them as 0 */
int icc_disable(struct icc_path *path);

/** icc_set_tag() - tag @path's requests for the providers' aggregate */
void icc_set_tag(struct icc_path *path, u32 tag);

/** icc_get_name() - "src-dst", or NULL */
const char *icc_get_name(struct icc_path *path);

#endif /* _PLATDEV_LINUX_INTERCONNECT_H */
