/* SPDX-License-Identifier: MIT */
/*
 * linux/panic.h - panic() and the taint mask.
 *
 * panic() logs its reason and ends through the panic hook (platdev/panic.h):
 * by default the port's (POSIX: abort(); bare: a trap instruction). It is a
 * macro over platdev_panic(), so the library defines no symbol named
 * "panic" that could clash with an RTOS's own. The taint mask records
 * which TAINT_* conditions have happened (WARN() adds TAINT_WARN); nothing
 * else reads it here.
 */
#ifndef _PLATDEV_LINUX_PANIC_H
#define _PLATDEV_LINUX_PANIC_H

#include <stdarg.h>

#include <linux/compiler.h>
#include <linux/types.h>
#include <platdev/panic.h>

#define panic(fmt, ...) platdev_panic(fmt, ##__VA_ARGS__)
#define vpanic(fmt, ap) platdev_vpanic(fmt, ap)

#define TAINT_PROPRIETARY_MODULE 0
#define TAINT_FORCED_MODULE 1
#define TAINT_CPU_OUT_OF_SPEC 2
#define TAINT_FORCED_RMMOD 3
#define TAINT_MACHINE_CHECK 4
#define TAINT_BAD_PAGE 5
#define TAINT_USER 6
#define TAINT_DIE 7
#define TAINT_OVERRIDDEN_ACPI_TABLE 8
#define TAINT_WARN 9
#define TAINT_CRAP 10
#define TAINT_FIRMWARE_WORKAROUND 11
#define TAINT_OOT_MODULE 12
#define TAINT_UNSIGNED_MODULE 13
#define TAINT_SOFTLOCKUP 14
#define TAINT_LIVEPATCH 15
#define TAINT_AUX 16
#define TAINT_RANDSTRUCT 17
#define TAINT_TEST 18
#define TAINT_FLAGS_COUNT 19
#define TAINT_FLAGS_MAX ((1UL << TAINT_FLAGS_COUNT) - 1)

/* Whether lockdep may still be trusted after the taint (ignored here). */
enum lockdep_ok {
	LOCKDEP_STILL_OK,
	LOCKDEP_NOW_UNRELIABLE,
};

/**
 * add_taint() - record the TAINT_* condition @flag
 * @flag: a TAINT_* number; one at or above TAINT_FLAGS_COUNT is ignored
 * @lockdep_ok: accepted for Linux's signature
 */
void add_taint(unsigned int flag, enum lockdep_ok lockdep_ok);

/** test_taint() - Return: whether TAINT_* @flag has been added */
int test_taint(unsigned int flag);

/** get_taint() - Return: the mask of TAINT_* flags added so far */
unsigned long get_taint(void);

struct pt_regs;

/* nmi_panic() - panic() from an NMI handler: panic(@msg) here */
#define nmi_panic(regs, msg) ((void)(regs), platdev_panic("%s", (msg)))

/* Seconds a panicked Linux waits before rebooting; 0: it does not. */
extern int panic_timeout;

#endif /* _PLATDEV_LINUX_PANIC_H */
