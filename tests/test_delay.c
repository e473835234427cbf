// SPDX-License-Identifier: MIT
/*
 * test_delay.c - delays, sleeps, jiffies, ktime, 64-bit division and
 * register polling, on a fake time source the test installs (so every
 * wait is a counted call that moves a virtual clock and takes no real
 * time), plus one short check of the port's real time.
 */
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include <asm/div64.h>
#include <linux/delay.h>
#include <linux/iopoll.h>
#include <linux/jiffies.h>
#include <linux/ktime.h>
#include <linux/limits.h>
#include <linux/math64.h>
#include <platdev/time.h>

#include "testutil.h"

/* --- the fake time source --------------------------------------------------- */

struct fake_time {
	u64 now;
	unsigned int sleeps, delays, relaxes, now_reads;
	u64 slept_ns, delayed_ns, last_sleep_ns, last_delay_ns;
	/* A register that the fake "hardware" sets after that many sleeps. */
	u32 *reg;
	unsigned int reg_after_sleeps;
	unsigned int reg_after_delays;
	/* How far each read of the clock moves it (a clock driven elsewhere). */
	u64 tick_per_read;
};

static struct fake_time fake;

static u64 fake_now(void *ctx)
{
	struct fake_time *ft = ctx;

	ft->now_reads++;
	ft->now += ft->tick_per_read;
	return ft->now;
}

static void fake_sleep(void *ctx, u64 ns)
{
	struct fake_time *ft = ctx;

	ft->sleeps++;
	ft->slept_ns += ns;
	ft->last_sleep_ns = ns;
	ft->now += ns;
	if (ft->reg && ft->sleeps == ft->reg_after_sleeps)
		*ft->reg = 1;
}

static void fake_delay(void *ctx, u64 ns)
{
	struct fake_time *ft = ctx;

	/* One nanosecond is a turn of a busy loop (platdev_time_relax()). */
	if (ns == 1) {
		ft->relaxes++;
		ft->now++;
		return;
	}
	ft->delays++;
	ft->delayed_ns += ns;
	ft->last_delay_ns = ns;
	ft->now += ns;
	if (ft->reg && ft->delays == ft->reg_after_delays)
		*ft->reg = 1;
}

static const struct platdev_time_ops fake_ops = {
	.now_ns = fake_now,
	.sleep_ns = fake_sleep,
	.delay_ns = fake_delay,
};

static int use_fake(void **state)
{
	(void)state;
	memset(&fake, 0, sizeof(fake));
	fake.now = 1000000000; /* 1 s */
	platdev_time_use(&fake_ops, &fake);
	return 0;
}

static int use_real(void **state)
{
	(void)state;
	platdev_time_use(NULL, NULL);
	return 0;
}

/* --- delays and sleeps ----------------------------------------------------- */

static void test_delays_busy_wait(void **state)
{
	(void)state;
	ndelay(7);
	assert_int_equal(fake.delays, 1);
	assert_int_equal(fake.last_delay_ns, 7);
	udelay(5);
	assert_int_equal(fake.last_delay_ns, 5000);
	mdelay(3);
	assert_int_equal(fake.last_delay_ns, 3000000);
	/* Longer than Linux's udelay() allows, without overflow. */
	udelay(5000000);
	assert_int_equal(fake.last_delay_ns, 5000000000ULL);
	mdelay(4294967);
	assert_int_equal(fake.last_delay_ns, 4294967000000ULL);
	assert_int_equal(fake.delays, 5);
	assert_int_equal(fake.sleeps, 0);
	/* Zero waits for nothing and calls nothing. */
	ndelay(0);
	udelay(0);
	assert_int_equal(fake.delays, 5);
	assert_int_equal(fake.now, 1000000000ULL + 7 + 5000 + 3000000 +
					   5000000000ULL + 4294967000000ULL);
}

static void test_sleeps(void **state)
{
	u64 start = fake.now;

	(void)state;
	msleep(20);
	assert_int_equal(fake.sleeps, 1);
	assert_int_equal(fake.last_sleep_ns, 20000000);
	assert_int_equal(msleep_interruptible(7), 0);
	assert_int_equal(fake.last_sleep_ns, 7000000);
	ssleep(2);
	assert_int_equal(fake.last_sleep_ns, 2000000000ULL);
	/* A range sleeps its minimum: the least Linux guarantees. */
	usleep_range(100, 200);
	assert_int_equal(fake.last_sleep_ns, 100000);
	usleep_idle_range(300, 400);
	assert_int_equal(fake.last_sleep_ns, 300000);
	usleep_range_state(50, 60, TASK_INTERRUPTIBLE);
	assert_int_equal(fake.last_sleep_ns, 50000);
	msleep(UINT_MAX);
	assert_int_equal(fake.last_sleep_ns, (u64)UINT_MAX * 1000000);
	assert_int_equal(fake.sleeps, 7);
	assert_int_equal(fake.delays, 0);
	msleep(0);
	assert_int_equal(fake.sleeps, 7);
	assert_int_equal(fake.now - start, fake.slept_ns);
}

static void test_fsleep_thresholds(void **state)
{
	(void)state;
	fsleep(10); /* busy-waits */
	assert_int_equal(fake.delays, 1);
	assert_int_equal(fake.last_delay_ns, 10000);
	fsleep(11); /* usleep_range(11, 22) */
	assert_int_equal(fake.sleeps, 1);
	assert_int_equal(fake.last_sleep_ns, 11000);
	fsleep(20000); /* still usleep_range */
	assert_int_equal(fake.last_sleep_ns, 20000000);
	fsleep(20001); /* msleep(21): whole milliseconds, rounded up */
	assert_int_equal(fake.last_sleep_ns, 21000000);
	assert_int_equal(fake.sleeps, 3);
	assert_int_equal(fake.delays, 1);
}

static void test_now_follows_source(void **state)
{
	struct timespec64 ts;

	(void)state;
	assert_int_equal(platdev_time_now_ns(), 1000000000);
	assert_int_equal(ktime_get(), 1000000000);
	assert_int_equal(ktime_get_ns(), 1000000000);
	assert_int_equal(ktime_get_boottime_ns(), 1000000000);
	assert_int_equal(ktime_get_raw(), 1000000000);
	assert_int_equal(ktime_get_seconds(), 1);
	msleep(1500);
	assert_int_equal(ktime_get_ns(), 2500000000ULL);
	assert_int_equal(ktime_get_boottime(), 2500000000LL);
	ktime_get_ts64(&ts);
	assert_int_equal(ts.tv_sec, 2);
	assert_int_equal(ts.tv_nsec, 500000000);
	assert_int_equal(ktime_get_seconds(), 2);
	/* A jiffy is a millisecond, counted from INITIAL_JIFFIES. */
	assert_int_equal(get_jiffies_64(), (u64)INITIAL_JIFFIES + 2500);
	assert_int_equal(jiffies, (unsigned long)(INITIAL_JIFFIES + 2500));
	udelay(999);
	assert_int_equal(get_jiffies_64(), (u64)INITIAL_JIFFIES + 2500);
	udelay(1);
	assert_int_equal(get_jiffies_64(), (u64)INITIAL_JIFFIES + 2501);
}

/* Ops with one wait use it for both kinds; with none, they watch the clock. */
static void test_partial_ops(void **state)
{
	static const struct platdev_time_ops sleep_only = {
		.now_ns = fake_now,
		.sleep_ns = fake_sleep,
	};
	static const struct platdev_time_ops delay_only = {
		.now_ns = fake_now,
		.delay_ns = fake_delay,
	};
	static const struct platdev_time_ops clock_only = {
		.now_ns = fake_now,
	};

	(void)state;
	platdev_time_use(&sleep_only, &fake);
	udelay(3);
	assert_int_equal(fake.sleeps, 1);
	assert_int_equal(fake.last_sleep_ns, 3000);
	platdev_time_use(&delay_only, &fake);
	msleep(3);
	assert_int_equal(fake.delays, 1);
	assert_int_equal(fake.last_delay_ns, 3000000);

	platdev_time_use(&clock_only, &fake);
	fake.tick_per_read = 1000;
	fake.now_reads = 0;
	msleep(1); /* reads the clock until it moved 1 ms: 1 + 1000 reads */
	assert_int_equal(fake.now_reads, 1001);
	fake.now_reads = 0;
	udelay(10);
	assert_int_equal(fake.now_reads, 11);
	assert_int_equal(fake.sleeps, 1);
	assert_int_equal(fake.delays, 1);
}

static void test_source_without_clock_refused(void **state)
{
	static const struct platdev_time_ops no_clock = {
		.sleep_ns = fake_sleep,
		.delay_ns = fake_delay,
	};
	u64 port_before, now;

	(void)state;
	log_capture_start();
	platdev_time_use(&no_clock, &fake);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_ERR, "without now_ns", NULL));
	/* Real time: the port's clock, and the fake is never called. */
	port_before = platdev_port_now_ns();
	now = platdev_time_now_ns();
	assert_true(now >= port_before);
	assert_true(now - port_before < 1000000000ULL);
	udelay(1);
	assert_int_equal(fake.delays, 0);
	assert_int_equal(fake.sleeps, 0);
	platdev_time_use(NULL, NULL);
}

/* --- jiffies ---------------------------------------------------------------- */

static void test_jiffies_conversions(void **state)
{
	(void)state;
	assert_int_equal(HZ, 1000);
	assert_int_equal(msecs_to_jiffies(0), 0);
	assert_int_equal(msecs_to_jiffies(1), 1);
	assert_int_equal(msecs_to_jiffies(1000), HZ);
	/* Negative as an int means "for ever". */
	assert_int_equal(msecs_to_jiffies((unsigned int)-1), MAX_JIFFY_OFFSET);
	assert_int_equal(msecs_to_jiffies(0x80000000u), MAX_JIFFY_OFFSET);
	assert_int_equal(msecs_to_jiffies(INT_MAX),
			 INT_MAX / (1000 / HZ) + (INT_MAX % (1000 / HZ) != 0));
	/* Microseconds round up to whole ticks. */
	assert_int_equal(usecs_to_jiffies(0), 0);
	assert_int_equal(usecs_to_jiffies(1), 1);
	assert_int_equal(usecs_to_jiffies(1000), 1);
	assert_int_equal(usecs_to_jiffies(1001), 2);
	assert_int_equal(jiffies_to_msecs(HZ), 1000);
	assert_int_equal(jiffies_to_msecs(7), 7);
	assert_int_equal(jiffies_to_usecs(3), 3000);
	assert_int_equal(jiffies_to_nsecs(2), 2000000);
	assert_int_equal(jiffies64_to_msecs(5000000000ULL), 5000000000ULL);
	assert_int_equal(jiffies_delta_to_msecs(-5), 0);
	assert_int_equal(jiffies_delta_to_msecs(5), 5);
	assert_int_equal(nsecs_to_jiffies(999999), 0);
	assert_int_equal(nsecs_to_jiffies(1000000), 1);
	assert_int_equal(secs_to_jiffies(2), 2 * HZ);
	assert_int_equal(TICK_NSEC, 1000000);
	assert_int_equal(TICK_USEC, 1000);
}

static void test_time_after_wraps(void **state)
{
	unsigned long a = ULONG_MAX - 5, b = a + 10; /* b wrapped to 4 */
	unsigned long start, timeout;
	u64 x = U64_MAX - 1, y = x + 3;

	(void)state;
	assert_true(b < a);
	assert_true(time_after(b, a));
	assert_false(time_after(a, b));
	assert_true(time_before(a, b));
	assert_false(time_before(b, a));
	assert_true(time_after_eq(a, a));
	assert_true(time_before_eq(a, a));
	assert_false(time_after(a, a));
	assert_true(time_after_eq(b, a));
	assert_true(time_in_range(ULONG_MAX, a, b));
	assert_true(time_in_range(b, a, b));
	assert_false(time_in_range(b + 1, a, b));
	assert_false(time_in_range_open(b, a, b));
	assert_true(time_in_range_open(a, a, b));
	assert_true(time_after64(y, x));
	assert_true(time_before64(x, y));
	assert_true(time_after_eq64(x, x));
	assert_true(time_before_eq64(x, y));
	assert_true(time_in_range64(U64_MAX, x, y));

	/*
	 * A timeout loop across the 32-bit wrap of jiffies, 300 s after the
	 * start (INITIAL_JIFFIES), as a driver writes it.
	 */
	fake.now = 300000000000ULL - 5000000; /* 5 ms before the wrap */
	assert_int_equal(get_jiffies_64(), 0x100000000ULL - 5);
	start = jiffies;
	timeout = start + msecs_to_jiffies(10);
	assert_true(time_is_after_jiffies(timeout));
	assert_false(time_is_before_jiffies(timeout));
	msleep(9);
	assert_true(time_before(jiffies, timeout));
	assert_true(time_after(jiffies, start));
	msleep(1);
	assert_true(time_is_before_eq_jiffies(timeout));
	assert_false(time_is_before_jiffies(timeout));
	msleep(1);
	assert_true(time_is_before_jiffies(timeout));
	assert_true(time_after(jiffies, timeout));
	assert_true(time_is_before_jiffies64(get_jiffies_64() - 1));
	assert_true(time_is_after_jiffies64(get_jiffies_64() + 1));
}

/* --- ktime ------------------------------------------------------------------ */

static void test_ktime(void **state)
{
	ktime_t t = ktime_set(1, 5);
	struct timespec64 ts;

	(void)state;
	assert_int_equal(t, 1000000005LL);
	assert_int_equal(ktime_set(KTIME_SEC_MAX, 0), KTIME_MAX);
	assert_int_equal(ktime_to_ns(ktime_add_us(t, 3)), 1000003005LL);
	assert_int_equal(ktime_add_ms(t, 2), 1002000005LL);
	assert_int_equal(ktime_sub_us(t, 1), 999999005LL);
	assert_int_equal(ktime_sub_ms(t, 1), 999000005LL);
	assert_int_equal(ktime_add_ns(t, 5), 1000000010LL);
	assert_int_equal(ktime_sub_ns(t, 5), 1000000000LL);
	assert_int_equal(ktime_sub(t, ms_to_ktime(1000)), 5);
	assert_int_equal(ktime_add(t, us_to_ktime(1)), 1000001005LL);
	assert_int_equal(ns_to_ktime(42), 42);
	assert_int_equal(ktime_compare(t, t), 0);
	assert_int_equal(ktime_compare(t, t + 1), -1);
	assert_int_equal(ktime_compare(t + 1, t), 1);
	assert_true(ktime_after(t + 1, t));
	assert_false(ktime_after(t, t));
	assert_true(ktime_before(t, t + 1));
	assert_int_equal(ktime_to_us(t), 1000000);
	assert_int_equal(ktime_to_ms(t), 1000);
	assert_int_equal(ktime_to_us(-1999), -1); /* truncated towards zero */
	assert_int_equal(ktime_us_delta(t, 5), 1000000);
	assert_int_equal(ktime_ms_delta(5, t), -1000);
	assert_int_equal(ktime_divns(t, 5), 200000001);
	ts = ktime_to_timespec64(-1);
	assert_int_equal(ts.tv_sec, -1);
	assert_int_equal(ts.tv_nsec, 999999999);
	ts = ns_to_timespec64(3000000007LL);
	assert_int_equal(ts.tv_sec, 3);
	assert_int_equal(ts.tv_nsec, 7);
	assert_int_equal(timespec64_to_ns(&ts), 3000000007LL);
	assert_int_equal(timespec64_to_ktime(ts), 3000000007LL);
	ts.tv_sec = TIME64_MAX;
	assert_int_equal(timespec64_to_ns(&ts), KTIME_MAX);
}

/* --- 64-bit division -------------------------------------------------------- */

static void test_math64(void **state)
{
	u64 n = 1000000007ULL, big = 0x123456789abcdefULL;
	u32 rem32;
	s32 srem;
	u64 rem64;

	(void)state;
	assert_int_equal(do_div(n, 10), 7);
	assert_int_equal(n, 100000000);
	n = U64_MAX;
	assert_int_equal(do_div(n, 0xffffffffu), 0);
	assert_int_equal(n, 0x100000001ULL);

	assert_int_equal(div_u64(big, 1000), big / 1000);
	assert_int_equal(div_u64_rem(big, 1000, &rem32), big / 1000);
	assert_int_equal(rem32, big % 1000);
	assert_int_equal(div_s64(-7, 2), -3);
	assert_int_equal(div_s64_rem(-7, 2, &srem), -3);
	assert_int_equal(srem, -1);
	assert_int_equal(div64_u64(big, 0x100000000ULL), big >> 32);
	assert_int_equal(div64_u64_rem(big, 0x100000000ULL, &rem64), big >> 32);
	assert_int_equal(rem64, big & 0xffffffffULL);
	assert_int_equal(div64_s64(-9000000000LL, 3000000000LL), -3);
	assert_int_equal(div64_ul(big, 16UL), big >> 4);
	assert_int_equal(mul_u32_u32(0xffffffffu, 0xffffffffu),
			 0xfffffffe00000001ULL);
	/* 2^40 * 3e9 / 1e9 needs 72 bits in the middle. */
	assert_int_equal(mul_u64_u32_div(1ULL << 40, 3000000000u, 1000000000u),
			 3ULL << 40);
	assert_int_equal(mul_u64_u32_shr(1ULL << 40, 3000000000u, 32),
			 3000000000ULL << 8);
	assert_int_equal(DIV64_U64_ROUND_UP(10, 4), 3);
	assert_int_equal(DIV64_U64_ROUND_CLOSEST(10, 4), 3);
	assert_int_equal(DIV64_U64_ROUND_CLOSEST(9, 4), 2);
	assert_int_equal(DIV_U64_ROUND_CLOSEST(14, 4), 4);
	assert_int_equal(DIV_S64_ROUND_CLOSEST(-5, 2), -3);
	assert_int_equal(DIV_S64_ROUND_CLOSEST(5, 2), 3);
	assert_int_equal(DIV_S64_ROUND_CLOSEST(-4, 2), -2);
}

static void test_limits(void **state)
{
	(void)state;
	assert_int_equal(U8_MAX, 255);
	assert_int_equal(S8_MIN, -128);
	assert_int_equal(U16_MAX, 65535);
	assert_int_equal(S16_MAX, 32767);
	assert_int_equal(U32_MAX, 0xffffffffu);
	assert_int_equal(S32_MIN, INT32_MIN);
	assert_int_equal(S32_MAX, INT32_MAX);
	assert_true(U64_MAX == UINT64_MAX);
	assert_true(S64_MIN == INT64_MIN);
	assert_true(S64_MAX == INT64_MAX);
	assert_true(PHYS_ADDR_MAX == UINTPTR_MAX);
	assert_int_equal(NSEC_PER_SEC, 1000000000);
	assert_int_equal(USEC_PER_SEC, 1000000);
	assert_int_equal(MSEC_PER_SEC, 1000);
	assert_int_equal(NSEC_PER_MSEC, 1000000);
	assert_int_equal(NSEC_PER_USEC, 1000);
}

/* --- polling ------------------------------------------------------------------ */

struct fake_reg {
	unsigned int reads;
	unsigned int ready_at; /* the read that first sees the bit; 0: never */
};

static u32 reg_read(struct fake_reg *r)
{
	r->reads++;
	return r->ready_at && r->reads >= r->ready_at ? 0x80 : 0;
}

static void test_poll_ready_after_reads(void **state)
{
	struct fake_reg r = { .ready_at = 3 };
	u32 val = 0;
	int ret;

	(void)state;
	ret = read_poll_timeout(reg_read, val, val & 0x80, 100, 1000, false,
				&r);
	assert_int_equal(ret, 0);
	assert_int_equal(val, 0x80);
	assert_int_equal(r.reads, 3);
	/* Between reads usleep_range(100 / 4 + 1, 100): 26 us each. */
	assert_int_equal(fake.sleeps, 2);
	assert_int_equal(fake.last_sleep_ns, 26000);
	assert_int_equal(fake.delays, 0);

	/* Sleeping first costs one more sleep, not one more read. */
	memset(&r, 0, sizeof(r));
	r.ready_at = 1;
	ret = read_poll_timeout(reg_read, val, val == 0x80, 100, 1000, true,
				&r);
	assert_int_equal(ret, 0);
	assert_int_equal(r.reads, 1);
	assert_int_equal(fake.sleeps, 3);
}

static void test_poll_timeout_reads_once_more(void **state)
{
	struct fake_reg r = { 0 };
	u64 start = fake.now;
	u32 val = 0xdead;
	int ret;

	(void)state;
	/*
	 * A read every 26 us; the check after the read at 39 * 26 = 1014 us
	 * finds the 1000 us passed, and one last read follows: 41 reads.
	 */
	ret = read_poll_timeout(reg_read, val, val & 0x80, 100, 1000, false,
				&r);
	assert_int_equal(ret, -ETIMEDOUT);
	assert_int_equal(val, 0);
	assert_int_equal(r.reads, 41);
	assert_int_equal(fake.sleeps, 39);
	assert_int_equal(fake.now - start, 39 * 26000);

	/* The last read is the one that counts. */
	memset(&r, 0, sizeof(r));
	r.ready_at = 41;
	ret = read_poll_timeout(reg_read, val, val & 0x80, 100, 1000, false,
				&r);
	assert_int_equal(ret, 0);
	assert_int_equal(val, 0x80);
	assert_int_equal(r.reads, 41);
}

static void test_poll_atomic_delays(void **state)
{
	struct fake_reg r = { 0 };
	u32 val;
	int ret;

	(void)state;
	/*
	 * The timeout is counted: each turn 10 us of delay plus 1 ns; after
	 * 10 turns 100.01 us have gone, the 11th read is followed by a last.
	 */
	ret = read_poll_timeout_atomic(reg_read, val, val & 0x80, 10, 100,
				       false, &r);
	assert_int_equal(ret, -ETIMEDOUT);
	assert_int_equal(r.reads, 12);
	assert_int_equal(fake.sleeps, 0);
	assert_int_equal(fake.delays, 10);
	assert_int_equal(fake.last_delay_ns, 10000);
	assert_int_equal(fake.relaxes, 10);

	memset(&r, 0, sizeof(r));
	r.ready_at = 4;
	ret = read_poll_timeout_atomic(reg_read, val, val & 0x80, 10, 100, true,
				       &r);
	assert_int_equal(ret, 0);
	assert_int_equal(r.reads, 4);
	assert_int_equal(fake.delays, 10 + 4);
	assert_int_equal(fake.sleeps, 0);
}

/* timeout_us 0: no timeout, however long the condition takes. */
static void test_poll_without_timeout(void **state)
{
	struct fake_reg r = { .ready_at = 100000 };
	u32 val;
	int ret;

	(void)state;
	ret = read_poll_timeout(reg_read, val, val, 0, 0, false, &r);
	assert_int_equal(ret, 0);
	assert_int_equal(r.reads, 100000);
	assert_int_equal(fake.relaxes, 99999);

	memset(&r, 0, sizeof(r));
	r.ready_at = 5000;
	ret = read_poll_timeout(reg_read, val, val, 1000, 0, false, &r);
	assert_int_equal(ret, 0);
	assert_int_equal(r.reads, 5000);
	assert_int_equal(fake.sleeps, 4999); /* 1.25 s of virtual time */

	memset(&r, 0, sizeof(r));
	r.ready_at = 100000;
	ret = read_poll_timeout_atomic(reg_read, val, val, 0, 0, false, &r);
	assert_int_equal(ret, 0);
	assert_int_equal(r.reads, 100000);
}

/* Without a sleep the poll spins, and on virtual time still times out. */
static void test_poll_spinning_times_out(void **state)
{
	struct fake_reg r = { 0 };
	u32 val;
	int ret;

	(void)state;
	ret = read_poll_timeout(reg_read, val, val, 0, 5, false, &r);
	assert_int_equal(ret, -ETIMEDOUT);
	/*
	 * Each turn moves the clock 1 ns: the read after 5001 turns finds
	 * 5 us passed, one last read follows.
	 */
	assert_int_equal(r.reads, 5003);
	assert_int_equal(fake.relaxes, 5001);
	assert_int_equal(fake.sleeps, 0);

	memset(&r, 0, sizeof(r));
	ret = read_poll_timeout_atomic(reg_read, val, val, 0, 5, false, &r);
	assert_int_equal(ret, -ETIMEDOUT);
	assert_int_equal(r.reads, 5003);
}

static void test_readx_poll_on_registers(void **state)
{
	u32 reg32 = 0;
	u64 reg64 = 0x100;
	u16 reg16 = 0x3;
	u8 reg8 = 0;
	u32 val;
	u64 val64;
	u16 val16;
	u8 val8;

	(void)state;
	/* The "hardware" sets the register during the third sleep. */
	fake.reg = &reg32;
	fake.reg_after_sleeps = 3;
	assert_int_equal(readl_poll_timeout(&reg32, val, val == 1, 40, 100000),
			 0);
	assert_int_equal(val, 1);
	assert_int_equal(fake.sleeps, 3);
	assert_int_equal(fake.last_sleep_ns, 11000);

	reg32 = 0;
	fake.reg_after_delays = 2;
	assert_int_equal(readl_relaxed_poll_timeout_atomic(&reg32, val,
							   val == 1, 5, 1000),
			 0);
	assert_int_equal(fake.delays, 2);
	assert_int_equal(fake.sleeps, 3);

	reg32 = 0;
	fake.reg = NULL;
	assert_int_equal(readl_poll_timeout(&reg32, val, val, 10, 50),
			 -ETIMEDOUT);
	assert_int_equal(readl_relaxed_poll_timeout(&reg32, val, val, 10, 50),
			 -ETIMEDOUT);
	assert_int_equal(readl_poll_timeout_atomic(&reg32, val, val, 1, 50),
			 -ETIMEDOUT);

	assert_int_equal(readb_poll_timeout(&reg8, val8, val8 == 0, 10, 50), 0);
	assert_int_equal(readb_relaxed_poll_timeout(&reg8, val8, val8, 10, 20),
			 -ETIMEDOUT);
	assert_int_equal(
		readb_poll_timeout_atomic(&reg8, val8, val8 == 0, 10, 50), 0);
	assert_int_equal(readb_relaxed_poll_timeout_atomic(&reg8, val8, val8,
							   10, 20),
			 -ETIMEDOUT);
	assert_int_equal(readw_poll_timeout(&reg16, val16, val16 == 3, 10, 50),
			 0);
	assert_int_equal(
		readw_poll_timeout_atomic(&reg16, val16, val16 & 2, 1, 5), 0);
	assert_int_equal(readw_relaxed_poll_timeout(&reg16, val16, val16 == 3,
						    10, 50),
			 0);
	assert_int_equal(readw_relaxed_poll_timeout_atomic(&reg16, val16,
							   val16 == 4, 1, 5),
			 -ETIMEDOUT);
	assert_int_equal(
		readq_poll_timeout(&reg64, val64, val64 == 0x100, 10, 50), 0);
	assert_int_equal(readq_poll_timeout_atomic(&reg64, val64,
						   val64 == 0x100, 10, 50),
			 0);
	assert_int_equal(readq_relaxed_poll_timeout(&reg64, val64, !val64, 10,
						    20),
			 -ETIMEDOUT);
	assert_int_equal(readq_relaxed_poll_timeout_atomic(
				 &reg64, val64, val64 == 0x100, 1, 5),
			 0);
	assert_int_equal(readx_poll_timeout(readl, &reg32, val, !val, 10, 20),
			 0);
	assert_int_equal(readx_poll_timeout_atomic(readl, &reg32, val, val, 10,
						   20),
			 -ETIMEDOUT);
}

/* --- switching sources under readers ------------------------------------------ */

/* Each source's clock reads a constant that says whose ctx it was given. */
struct tagged_clock {
	u64 tag;
};

static struct tagged_clock clock_a = { 1000 }, clock_b = { 2000 };

static u64 tagged_now_a(void *ctx)
{
	return ((struct tagged_clock *)ctx)->tag + 1;
}

static u64 tagged_now_b(void *ctx)
{
	return ((struct tagged_clock *)ctx)->tag + 2;
}

static const struct platdev_time_ops tagged_a = { .now_ns = tagged_now_a };
static const struct platdev_time_ops tagged_b = { .now_ns = tagged_now_b };

static int switcher_stop;

static void *switch_sources(void *arg)
{
	(void)arg;
	while (!__atomic_load_n(&switcher_stop, __ATOMIC_ACQUIRE)) {
		platdev_time_use(&tagged_a, &clock_a);
		platdev_time_use(&tagged_b, &clock_b);
	}
	return NULL;
}

/* A reader never pairs one source's ops with the other's context. */
static void test_switch_sources_while_reading(void **state)
{
	unsigned int i, seen_a = 0, seen_b = 0;
	pthread_t thread;
	u64 now;

	(void)state;
	platdev_time_use(&tagged_a, &clock_a);
	assert_int_equal(pthread_create(&thread, NULL, switch_sources, NULL),
			 0);
	for (i = 0; i < 200000 || !seen_a || !seen_b; i++) {
		now = platdev_time_now_ns();
		if (now == 1001)
			seen_a++;
		else if (now == 2002)
			seen_b++;
		else
			fail_msg("ops and context of different sources: %llu",
				 (unsigned long long)now);
	}
	__atomic_store_n(&switcher_stop, 1, __ATOMIC_RELEASE);
	pthread_join(thread, NULL);
}

/* --- real time ---------------------------------------------------------------- */

static void test_real_time_sleeps(void **state)
{
	ktime_t start, elapsed;
	u32 reg = 0, val;

	(void)state;
	start = ktime_get();
	msleep(20);
	elapsed = ktime_sub(ktime_get(), start);
	print_message("msleep(20) took %lld us\n",
		      (long long)ktime_to_us(elapsed));
	assert_true(elapsed >= 20 * NSEC_PER_MSEC);
	assert_true(elapsed < 2 * NSEC_PER_SEC);

	start = ktime_get();
	udelay(200);
	elapsed = ktime_sub(ktime_get(), start);
	assert_true(elapsed >= 200 * NSEC_PER_USEC);
	assert_true(elapsed < 2 * NSEC_PER_SEC);

	start = ktime_get();
	assert_int_equal(readl_poll_timeout(&reg, val, val, 1000, 5000),
			 -ETIMEDOUT);
	elapsed = ktime_sub(ktime_get(), start);
	assert_true(elapsed >= 5 * NSEC_PER_MSEC);
	assert_true(elapsed < 2 * NSEC_PER_SEC);
}

/*
 * The wall clock is the monotonic time plus what do_settimeofday64() set:
 * the epoch until then, time moving on with the clock after.
 */
static void test_wall_clock(void **state)
{
	struct timespec64 ts = { .tv_sec = 1700000000, .tv_nsec = 5 };
	struct timespec64 bad = { .tv_sec = 1, .tv_nsec = NSEC_PER_SEC };

	(void)state;
	assert_int_equal(ktime_get_real_ns(), 1000000000); /* epoch + 1 s */
	assert_int_equal(ktime_get_real_seconds(), 1);
	assert_int_equal(do_settimeofday64(&ts), 0);
	assert_int_equal(ktime_get_real_seconds(), 1700000000);
	msleep(1500);
	ktime_get_real_ts64(&ts);
	assert_int_equal(ts.tv_sec, 1700000001);
	assert_int_equal(ts.tv_nsec, 500000005);
	assert_int_equal(ktime_get_ns(), 2500000000ULL); /* not moved */
	assert_int_equal(do_settimeofday64(&bad), -EINVAL);
	bad.tv_nsec = -1;
	assert_int_equal(do_settimeofday64(&bad), -EINVAL);
	bad.tv_sec = -1;
	bad.tv_nsec = 0;
	assert_int_equal(do_settimeofday64(&bad), -EINVAL);
	assert_int_equal(ktime_get_real_seconds(), 1700000001);
	/* back to the epoch at monotonic 0, for the other tests */
	ts = ns_to_timespec64(ktime_get());
	assert_int_equal(do_settimeofday64(&ts), 0);
	assert_int_equal(ktime_get_real(), ktime_get());
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_delays_busy_wait, use_fake,
						use_real),
		cmocka_unit_test_setup_teardown(test_sleeps, use_fake,
						use_real),
		cmocka_unit_test_setup_teardown(test_fsleep_thresholds,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_now_follows_source,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_wall_clock, use_fake,
						use_real),
		cmocka_unit_test_setup_teardown(test_partial_ops, use_fake,
						use_real),
		cmocka_unit_test_setup_teardown(
			test_source_without_clock_refused, use_fake, use_real),
		cmocka_unit_test(test_jiffies_conversions),
		cmocka_unit_test_setup_teardown(test_time_after_wraps, use_fake,
						use_real),
		cmocka_unit_test(test_ktime),
		cmocka_unit_test(test_math64),
		cmocka_unit_test(test_limits),
		cmocka_unit_test_setup_teardown(test_poll_ready_after_reads,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(
			test_poll_timeout_reads_once_more, use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_poll_atomic_delays,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_poll_without_timeout,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_poll_spinning_times_out,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(test_readx_poll_on_registers,
						use_fake, use_real),
		cmocka_unit_test_setup_teardown(
			test_switch_sources_while_reading, use_real, use_real),
		cmocka_unit_test_setup_teardown(test_real_time_sleeps, use_real,
						use_real),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
