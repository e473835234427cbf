/* SPDX-License-Identifier: MIT */
/*
 * linux/threads.h - NR_CPUS: platdev runs drivers on one CPU, as a Linux
 * kernel built without CONFIG_SMP (linux/smp.h).
 */
#ifndef _PLATDEV_LINUX_THREADS_H
#define _PLATDEV_LINUX_THREADS_H

#ifndef CONFIG_NR_CPUS
#define CONFIG_NR_CPUS 1
#endif
#define NR_CPUS CONFIG_NR_CPUS

#define PID_MAX_DEFAULT 0x8000

#endif /* _PLATDEV_LINUX_THREADS_H */
