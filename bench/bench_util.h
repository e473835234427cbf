/* SPDX-License-Identifier: MIT */
/*
 * bench_util.h - the clock and the median the benchmarks share.
 */
#ifndef _PLATDEV_BENCH_UTIL_H
#define _PLATDEV_BENCH_UTIL_H

#include <stdlib.h>
#include <time.h>

static inline double bench_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
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

#endif /* _PLATDEV_BENCH_UTIL_H */
