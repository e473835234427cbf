/* SPDX-License-Identifier: MIT */
/*
 * linux/init.h - section annotations (no-ops here) and initcalls.
 *
 * module_init() records its function in the "platdev_initcall" linker
 * section and, unless PLATDEV_NO_CONSTRUCTORS is defined, also runs it from
 * a constructor at program start. platdev_run_initcalls() runs every
 * recorded initcall that has not run yet, for environments whose start-up
 * code does not run constructors. Each initcall runs at most once either way.
 * As in Linux, each of these macros is a complete declaration: a use works
 * with or without a semicolon after it.
 */
#ifndef _PLATDEV_LINUX_INIT_H
#define _PLATDEV_LINUX_INIT_H

#include <linux/compiler.h>
#include <linux/kconfig.h>

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
#define __ref
#define __refdata
#define __refconst
#define __init_or_module
#define __initdata_or_module
#define __meminit
#define __meminitdata
#define __meminitconst
#define __ro_after_init

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

/* This file's module (declared here as in Linux 6.12, not in module.h). */
#define THIS_MODULE (&__this_module)

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
	__platdev_initcall_ctor(fn) _Static_assert(1, #fn);

#define module_init(fn) __platdev_define_initcall(fn, 0)

#define module_exit(fn)                                                     \
	static struct platdev_initcall __platdev_exitcall_##fn __used       \
		__section("platdev_exitcall") __aligned(sizeof(void *)) = { \
			.exit = fn,                                         \
			.mod = &__this_module,                              \
			.name = #fn,                                        \
		};                                                          \
	_Static_assert(1, #fn);

/*
 * Built-in initcalls of every level. They all run in link order, not level
 * by level as in Linux: registering devices and drivers in any order binds
 * the same way here, and a provider registered late makes its consumers'
 * deferred probes run again.
 */
#define early_initcall(fn) __platdev_define_initcall(fn, 1)
#define pure_initcall(fn) __platdev_define_initcall(fn, 1)
#define core_initcall(fn) __platdev_define_initcall(fn, 1)
#define core_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define postcore_initcall(fn) __platdev_define_initcall(fn, 1)
#define postcore_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define arch_initcall(fn) __platdev_define_initcall(fn, 1)
#define arch_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define subsys_initcall(fn) __platdev_define_initcall(fn, 1)
#define subsys_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define fs_initcall(fn) __platdev_define_initcall(fn, 1)
#define fs_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define rootfs_initcall(fn) __platdev_define_initcall(fn, 1)
#define device_initcall(fn) __platdev_define_initcall(fn, 1)
#define device_initcall_sync(fn) __platdev_define_initcall(fn, 1)
#define late_initcall(fn) __platdev_define_initcall(fn, 1)
#define late_initcall_sync(fn) __platdev_define_initcall(fn, 1)

/*
 * The kernel command line. A program gives it with
 * platdev_set_command_line() (platdev/cmdline.h): that copies it into
 * boot_command_line (saved_command_line then points to it) and runs the
 * early_param() functions of its parameters, then the __setup() ones, as
 * Linux's start_kernel() does before the initcalls.
 */
#ifndef COMMAND_LINE_SIZE
#define COMMAND_LINE_SIZE 2048
#endif
extern char boot_command_line[COMMAND_LINE_SIZE];
extern char *saved_command_line;

/**
 * struct obs_kernel_param - one __setup() or early_param() record
 * @str: the parameter's name; a __setup() one matches every parameter it
 *       is a prefix of (as in Linux, so "x=" takes "x=value")
 * @setup_func: the function: an early one gets the value (NULL without
 *              '=') and returns 0 (else the option is reported malformed);
 *              a __setup() one gets the rest of the parameter after @str
 *              and returns non-zero when it handled it
 * @early: 1 for early_param()
 */
struct obs_kernel_param {
	const char *str;
	int (*setup_func)(char *);
	int early;
};

/* Records gather in the "platdev_setup" section, as initcalls do. */
#define __setup_param(str, unique_id, fn, early)                               \
	static const char __setup_str_##unique_id[] __initconst __aligned(1) = \
		str;                                                           \
	static struct obs_kernel_param __setup_##unique_id __used __section(   \
		"platdev_setup")                                               \
		__aligned(__alignof__(struct obs_kernel_param)) = {            \
			__setup_str_##unique_id, fn, early                     \
		}

#define __setup(str, fn) __setup_param(str, fn, fn, 0)
#define early_param(str, fn) __setup_param(str, fn, fn, 1)

#define early_param_on_off(str_on, str_off, var, config) \
	int var = IS_ENABLED(config);                    \
	static int __init parse_##var##_on(char *arg)    \
	{                                                \
		(void)arg;                               \
		var = 1;                                 \
		return 0;                                \
	}                                                \
	early_param(str_on, parse_##var##_on);           \
	static int __init parse_##var##_off(char *arg)   \
	{                                                \
		(void)arg;                               \
		var = 0;                                 \
		return 0;                                \
	}                                                \
	early_param(str_off, parse_##var##_off)

/**
 * parse_early_options() - run the early_param() functions of @cmdline's
 * parameters (@cmdline is written to)
 */
void parse_early_options(char *cmdline);

/** parse_early_param() - parse_early_options() of boot_command_line */
void parse_early_param(void);

#endif /* _PLATDEV_LINUX_INIT_H */
