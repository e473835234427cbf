/* SPDX-License-Identifier: MIT */
/*
 * linux/async.h - waiting for asynchronous work: here, the probes that run
 * in the worker pool (see probe_type in linux/device/driver.h).
 */
#ifndef _PLATDEV_LINUX_ASYNC_H
#define _PLATDEV_LINUX_ASYNC_H

/**
 * async_synchronize_full() - wait until every queued asynchronous probe
 * has run (and the retries it caused)
 */
void async_synchronize_full(void);

#endif /* _PLATDEV_LINUX_ASYNC_H */
