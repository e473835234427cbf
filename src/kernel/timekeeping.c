// SPDX-License-Identifier: MIT
/*
 * timekeeping.c - the wall clock (CLOCK_REALTIME): the monotonic time plus
 * an offset that do_settimeofday64() sets. As Linux on a machine without a
 * persistent clock, it starts at the epoch (1970-01-01 00:00:00 UTC) when
 * the monotonic clock reads 0, until something (an RTC driver's time at
 * boot, the application) sets it.
 */
#include <linux/errno.h>
#include <linux/spinlock.h>
#include <linux/timekeeping.h>

static DEFINE_SPINLOCK(real_lock);
static s64 real_offset_ns;

ktime_t ktime_get_real(void)
{
	unsigned long flags;
	s64 offset;

	spin_lock_irqsave(&real_lock, flags);
	offset = real_offset_ns;
	spin_unlock_irqrestore(&real_lock, flags);
	return ktime_add_ns(ktime_get(), offset);
}

int do_settimeofday64(const struct timespec64 *ts)
{
	unsigned long flags;
	s64 now;

	if (ts->tv_sec < 0 || ts->tv_nsec < 0 || ts->tv_nsec >= NSEC_PER_SEC ||
	    (u64)ts->tv_sec >= (u64)KTIME_MAX / NSEC_PER_SEC)
		return -EINVAL;
	now = ktime_get();
	spin_lock_irqsave(&real_lock, flags);
	real_offset_ns = timespec64_to_ns(ts) - now;
	spin_unlock_irqrestore(&real_lock, flags);
	return 0;
}
