/* SPDX-License-Identifier: MIT */
/*
 * bench_util.h - the clock, the median and the checks the benchmarks
 * share. BENCH_NAME (set by bench/CMakeLists.txt) starts their messages.
 */
#ifndef _PLATDEV_BENCH_UTIL_H
#define _PLATDEV_BENCH_UTIL_H

#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#ifdef __GLIBC__
#include <malloc.h>
#endif

#include <platdev/port.h>

#ifndef BENCH_NAME
#define BENCH_NAME "bench"
#endif

static inline double bench_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/*
 * The CPU time of the calling thread, in ns: on a shared machine, the time
 * spent waiting for a core is not the code's.
 */
static inline double bench_cpu_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/*
 * The CPU time of the whole process (every thread, user and system), in
 * ns: for code that may run work on other threads.
 */
static inline double bench_process_cpu_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

/* Heap bytes in use (glibc's mallinfo2()), or -1 where it cannot be read. */
static inline long bench_heap_in_use(void)
{
#if defined(__GLIBC__) && \
	(__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
	return (long)mallinfo2().uordblks;
#else
	return -1;
#endif
}

/* The allocations the library holds through its port. */
static inline unsigned long bench_live_allocs(void)
{
	struct platdev_alloc_stats st;

	platdev_port_alloc_stats(&st);
	return st.live;
}

static inline int bench_cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

/* The median of @v (sorted in place). */
static inline double bench_median(double *v, unsigned int n)
{
	qsort(v, n, sizeof(*v), bench_cmp_double);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

/*
 * Send stdout and stderr to /dev/null (@on), or back where they were, so
 * that what a timed command prints costs no terminal.
 */
static inline void bench_quiet(bool on)
{
	static int saved_out = -1, saved_err = -1;
	int null;

	fflush(stdout);
	fflush(stderr);
	if (on) {
		null = open("/dev/null", O_WRONLY);
		saved_out = dup(1);
		saved_err = dup(2);
		dup2(null, 1);
		dup2(null, 2);
		close(null);
	} else {
		dup2(saved_out, 1);
		dup2(saved_err, 2);
		close(saved_out);
		close(saved_err);
	}
}

/* Checks that failed; a benchmark whose checks fail exits non-zero. */
static int bench_failures;

/* Count and report a check that failed: @what says what was checked. */
static inline void bench_check(int ok, const char *what)
{
	if (!ok) {
		fprintf(stderr, "%s: check failed: %s\n", BENCH_NAME, what);
		bench_failures++;
	}
}

/* Give up: @what failed. */
static inline void bench_die(const char *what)
{
	fprintf(stderr, "%s: %s failed\n", BENCH_NAME, what);
	exit(1);
}

#endif /* _PLATDEV_BENCH_UTIL_H */
