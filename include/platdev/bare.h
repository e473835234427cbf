/* SPDX-License-Identifier: MIT */
/*
 * platdev/bare.h - what an application supplies to the bare port (no OS):
 * a clock, for probe timelines and dependency timeouts.
 */
#ifndef _PLATDEV_BARE_H
#define _PLATDEV_BARE_H

#include <linux/types.h>

/**
 * platdev_bare_set_clock() - give the bare port a monotonic clock
 * @now_ns: returns nanoseconds since any fixed start (a SysTick or cycle
 *          counter scaled to ns), or NULL for none (every timeout is then
 *          infinite and timelines read 0)
 */
void platdev_bare_set_clock(u64 (*now_ns)(void));

#endif /* _PLATDEV_BARE_H */
