/* SPDX-License-Identifier: MIT */
/*
 * linux/init.h - section annotations (no-ops here) and initcalls.
 *
 * module_init() records its function in the "platdev_initcall" linker
 * section and, unless PLATDEV_NO_CONSTRUCTORS is defined, also runs it from
 * a constructor at program start. platdev_run_initcalls() runs every
 * recorded initcall that has not run yet, for environments whose start-up
 * code does not run constructors. Each initcall runs at most once either way.
 */
#ifndef _PLATDEV_LINUX_INIT_H
#define _PLATDEV_LINUX_INIT_H

#include <linux/compiler.h>

#define __init
#define __exit
#define __initdata
#define __initconst
#define __exitdata
#define __devinit
#define __devexit
#define __devinitdata
#define __devinitconst
#define __devexit_p(fn) fn
#define __exit_p(fn) fn

typedef int (*initcall_t)(void);
typedef void (*exitcall_t)(void);

/* Per translation unit state shared by its module_init() and module_exit(). */
struct module {
	const char *file;
	int live; /* its initcall ran and succeeded */
};

/**
 * struct platdev_initcall - one module_init() or module_exit() record
 * @init: the init function (NULL for an exit record)
 * @exit: the exit function (NULL for an init record)
 * @mod: the module the function belongs to
 * @name: the function's name, for logs
 * @done: set once the init record has run
 * @builtin: a *_initcall() record: never undone, so never run again
 */
struct platdev_initcall {
	initcall_t init;
	exitcall_t exit;
	struct module *mod;
	const char *name;
	int done;
	int builtin;
};

/**
 * platdev_initcall_run() - run one init record if it has not run yet
 * @call: the record
 *
 * Return: the init function's result, or 0 if it had already run.
 */
int platdev_initcall_run(struct platdev_initcall *call);

/**
 * platdev_run_initcalls() - run every module_init() not run yet, in link order
 *
 * Return: 0, or the first error an init function returned (the rest still run).
 */
int platdev_run_initcalls(void);

/**
 * platdev_run_exitcalls() - run module_exit() of every live module, in
 * reverse link order, and mark those modules as no longer live; their
 * module_init() functions (not the *_initcall() ones, which have no exit)
 * may then run again from platdev_run_initcalls()
 */
void platdev_run_exitcalls(void);

static struct module __this_module __maybe_unused = { .file = __FILE__ };

#ifdef PLATDEV_NO_CONSTRUCTORS
#define __platdev_initcall_ctor(fn)
#else
#define __platdev_initcall_ctor(fn)                                        \
	static void __attribute__((constructor)) __platdev_ctor_##fn(void) \
	{                                                                  \
		platdev_initcall_run(&__platdev_initcall_##fn);            \
	}
#endif

#define __platdev_define_initcall(fn, is_builtin)                           \
	static struct platdev_initcall __platdev_initcall_##fn __used       \
		__section("platdev_initcall") __aligned(sizeof(void *)) = { \
			.init = fn,                                         \
			.mod = &__this_module,                              \
			.name = #fn,                                        \
			.builtin = is_builtin,                              \
		};                                                          \
	__platdev_initcall_ctor(fn) _Static_assert(1, #fn)

#define module_init(fn) __platdev_define_initcall(fn, 0)

#define module_exit(fn)                                                     \
	static struct platdev_initcall __platdev_exitcall_##fn __used       \
		__section("platdev_exitcall") __aligned(sizeof(void *)) = { \
			.exit = fn,                                         \
			.mod = &__this_module,                              \
			.name = #fn,                                        \
		};                                                          \
	_Static_assert(1, #fn)

#define device_initcall(fn) __platdev_define_initcall(fn, 1)
#define late_initcall(fn) __platdev_define_initcall(fn, 1)
#define subsys_initcall(fn) __platdev_define_initcall(fn, 1)
#define arch_initcall(fn) __platdev_define_initcall(fn, 1)
#define pure_initcall(fn) __platdev_define_initcall(fn, 1)
#define core_initcall(fn) __platdev_define_initcall(fn, 1)
#define postcore_initcall(fn) __platdev_define_initcall(fn, 1)
#define fs_initcall(fn) __platdev_define_initcall(fn, 1)
#define device_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define late_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define subsys_initcall_sync(fn) __platdev_define_initcall(fn, 1)

#endif /* _PLATDEV_LINUX_INIT_H */
