/* SPDX-License-Identifier: MIT */
/*
 * linux/resource.h - the names of resource limits and scheduling
 * priorities (Linux's UAPI values). There are no processes here to limit:
 * getrusage() is not provided.
 */
#ifndef _PLATDEV_LINUX_RESOURCE_H
#define _PLATDEV_LINUX_RESOURCE_H

#include <linux/types.h>

#ifndef RUSAGE_SELF
#define RUSAGE_SELF 0
#define RUSAGE_CHILDREN (-1)
#define RUSAGE_THREAD 1
#endif
#define RUSAGE_BOTH (-2)

#ifndef PRIO_MIN
#define PRIO_MIN (-20)
#define PRIO_MAX 20
#define PRIO_PROCESS 0
#define PRIO_PGRP 1
#define PRIO_USER 2
#endif

/** struct rlimit64 - a soft and a hard limit; ~0ULL is no limit */
struct rlimit64 {
	__u64 rlim_cur;
	__u64 rlim_max;
};

#define RLIM64_INFINITY (~0ULL)
#define _STK_LIM (8 * 1024 * 1024)
#define MLOCK_LIMIT (8 * 1024 * 1024)

#endif /* _PLATDEV_LINUX_RESOURCE_H */
