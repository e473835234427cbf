/* SPDX-License-Identifier: MIT */
/*
 * linux/errno.h - error codes, including the kernel-only ones.
 *
 * glibc's <errno.h> includes <linux/errno.h>; with our include directory on
 * the path it finds this file, so the system's UAPI header must still be
 * reached through #include_next. Where there is none (newlib, bare metal) the
 * C library's <errno.h> supplies the standard codes.
 */
#ifndef _PLATDEV_LINUX_ERRNO_H
#define _PLATDEV_LINUX_ERRNO_H

#if defined(__has_include_next)
#if __has_include_next(<linux/errno.h>)
#include_next <linux/errno.h>
#define _PLATDEV_HAVE_UAPI_ERRNO 1
#endif
#endif

#ifndef _PLATDEV_HAVE_UAPI_ERRNO
#include <errno.h>
#endif

/* Linux's code for a clock enabled before it was prepared; newlib lacks it. */
#ifndef ESHUTDOWN
#define ESHUTDOWN 108
#endif

/* Linux's code for a GPIO request a chip answered with a positive value. */
#ifndef EBADE
#define EBADE 52
#endif

/* Codes the kernel uses internally; they never reach user space in Linux. */
#ifndef ERESTARTSYS
#define ERESTARTSYS 512
#endif
#ifndef ERESTARTNOINTR
#define ERESTARTNOINTR 513
#endif
#ifndef ERESTARTNOHAND
#define ERESTARTNOHAND 514
#endif
#ifndef ENOIOCTLCMD
#define ENOIOCTLCMD 515
#endif
#ifndef ERESTART_RESTARTBLOCK
#define ERESTART_RESTARTBLOCK 516
#endif
#ifndef EPROBE_DEFER
#define EPROBE_DEFER 517 /* driver asks to be probed again later */
#endif
#ifndef EOPENSTALE
#define EOPENSTALE 518
#endif
#ifndef ENOPARAM
#define ENOPARAM 519
#endif
#ifndef EBADHANDLE
#define EBADHANDLE 521
#endif
#ifndef ENOTSYNC
#define ENOTSYNC 522
#endif
#ifndef EBADCOOKIE
#define EBADCOOKIE 523
#endif
#ifndef ENOTSUPP
#define ENOTSUPP 524
#endif
#ifndef ETOOSMALL
#define ETOOSMALL 525
#endif
#ifndef ESERVERFAULT
#define ESERVERFAULT 526
#endif
#ifndef EBADTYPE
#define EBADTYPE 527
#endif
#ifndef EJUKEBOX
#define EJUKEBOX 528
#endif
#ifndef EIOCBQUEUED
#define EIOCBQUEUED 529
#endif
#ifndef ERECALLCONFLICT
#define ERECALLCONFLICT 530
#endif
#ifndef ENOGRACE
#define ENOGRACE 531
#endif

#endif /* _PLATDEV_LINUX_ERRNO_H */
