/* SPDX-License-Identifier: MIT */
/*
 * platdev/bare.h - what an application supplies to the bare port (no OS):
 * memory for dynamic objects, a critical section, a place for log lines
 * and a clock. Every hook is optional:
 *
 *   - without an arena every allocation fails with a log line, which is
 *     fine for a firmware whose devices and drivers are all static: they
 *     register and bind without allocating as long as each device's name
 *     ("name.N") has at most 15 characters (PLATDEV_DEV_NAME_INLINE) and no
 *     probe defers (a waiting device records what it waits for); in the
 *     full profile also while a bus has fewer than 16 drivers
 *     (PLATDEV_DRIVER_INDEX_MIN) and at most 32 devices, beyond which it
 *     builds its hash indexes;
 *   - without a critical section the core assumes one thread and no
 *     interrupt handler calling into platdev;
 *   - without a log writer (or platdev_set_log_hook()) lines are dropped;
 *   - without a clock timeouts are infinite, and delays and sleeps
 *     (udelay(), msleep(), ...) return at once.
 *
 * Install the hooks before the first platdev call (before
 * platdev_run_initcalls() on a target without constructors).
 */
#ifndef _PLATDEV_BARE_H
#define _PLATDEV_BARE_H

#include <stddef.h>

#include <linux/types.h>

/**
 * platdev_bare_set_arena() - give the bare port memory to allocate from
 * @mem: the arena (any alignment; the port aligns it to 8 bytes), or NULL
 *       to take the current one away
 * @size: its size in bytes
 *
 * platdev_port_alloc() (and so kmalloc(), devm_kzalloc(),
 * platform_device_alloc(), ...) carves blocks from @mem first-fit, and
 * platdev_port_free() returns them, merging neighbours. Each block costs a
 * header of two pointers plus rounding to 8 bytes. When no block is large
 * enough the allocation fails (the caller sees -ENOMEM) and the port logs
 * an error with the request and the largest free block.
 *
 * Return: 0, -EINVAL if @mem is NULL with a non-zero @size or @size is too
 * small to hold one block, or -EBUSY while blocks of the current arena are
 * still allocated.
 */
int platdev_bare_set_arena(void *mem, size_t size);

/**
 * struct platdev_bare_arena_stats - the arena's state
 * @size: usable bytes after alignment
 * @used: bytes in allocated blocks, headers included
 * @peak: the highest @used since the arena was set
 * @largest_free: the largest block an allocation can still get, header
 *                included
 * @blocks: allocated blocks
 */
struct platdev_bare_arena_stats {
	size_t size;
	size_t used;
	size_t peak;
	size_t largest_free;
	size_t blocks;
};

/** platdev_bare_arena_stats() - read the arena's state into @stats */
void platdev_bare_arena_stats(struct platdev_bare_arena_stats *stats);

/**
 * platdev_bare_set_critical() - give the bare port a critical section
 * @enter: enters it (typically saves PRIMASK and disables interrupts) and
 *         returns what @exit needs to restore the previous state
 * @exit: leaves it, given what the matching @enter returned
 *
 * Used for the core lock (never held while a driver's probe or remove
 * runs), the arena allocator and, on cores without atomic instructions
 * (Cortex-M0/M0+), the atomic operations. Sections may nest. Pass NULL for
 * both when nothing but the one thread ever calls platdev.
 */
void platdev_bare_set_critical(unsigned long (*enter)(void),
			       void (*exit)(unsigned long state));

/**
 * platdev_bare_set_log_write() - send log lines to @write
 * @write: called with each line's text and then with "\n" (so a UART's
 *         polled write function fits as it is), or NULL to drop lines
 *
 * This is the port's default log sink; platdev_set_log_hook() still takes
 * precedence when set.
 */
void platdev_bare_set_log_write(void (*write)(const char *buf, size_t len));

/**
 * platdev_bare_set_clock() - give the bare port a monotonic clock
 * @now_ns: returns nanoseconds since any fixed start (a SysTick or cycle
 *          counter scaled to ns), or NULL for none (every timeout is then
 *          infinite, timelines read 0 and delays and sleeps return at once)
 *
 * Delays and sleeps (udelay(), msleep(), read_poll_timeout(), ...) spin on
 * this clock, so its resolution is theirs.
 */
void platdev_bare_set_clock(u64 (*now_ns)(void));

/**
 * platdev_bare_set_entropy() - give the bare port a source of random bytes
 * @fill: fills @buf with @len random bytes and returns 0, or a negative
 *        errno when it cannot; NULL for none
 *
 * get_random_bytes() and friends (linux/random.h) read it. Without one
 * they run on a generator seeded from the clock and from what drivers pass
 * to add_device_randomness(): unpredictable enough for back-off jitter,
 * not for keys.
 */
void platdev_bare_set_entropy(int (*fill)(void *buf, size_t len));

#endif /* _PLATDEV_BARE_H */
