/* SPDX-License-Identifier: MIT */
/*
 * linux/moduleparam.h - module parameters, accepted and type-checked.
 *
 * platdev has no command line or sysfs to set parameters from: a
 * parameter keeps the value its variable was initialised with. The
 * declarations still compile only when the variable has the type the
 * parameter's type names (an `int` for `int`, `char *` for `charp`, an
 * array of the element type for module_param_array()), as Linux checks,
 * so a driver's mistakes show up here as they would in a kernel build.
 */
#ifndef _PLATDEV_LINUX_MODULEPARAM_H
#define _PLATDEV_LINUX_MODULEPARAM_H

#include <linux/types.h>

#include <linux/stat.h> /* S_IRUGO and friends, as Linux's reaches */

/* The C type behind each parameter type name. */
typedef unsigned char __platdev_param_byte;
typedef short __platdev_param_short;
typedef unsigned short __platdev_param_ushort;
typedef int __platdev_param_int;
typedef unsigned int __platdev_param_uint;
typedef unsigned int __platdev_param_hexint;
typedef long __platdev_param_long;
typedef unsigned long __platdev_param_ulong;
typedef unsigned long long __platdev_param_ullong;
typedef char *__platdev_param_charp;
typedef bool __platdev_param_bool;
/* `bool` reaches the check spelled as <stdbool.h> defines it. */
typedef bool __platdev_param__Bool;
typedef bool __platdev_param_invbool;

/*
 * As Linux checks a parameter's variable: a function returning its address
 * as a pointer to @type. A variable of another signedness is a warning
 * (-Wpointer-sign), as in Linux; one of another size or kind is an
 * incompatible pointer, an error with the strict flags.
 */
#define __platdev_param_check(name, ptr, type)                           \
	static inline __attribute__((unused)) __platdev_param_##type *   \
		__check_##name(void)                                     \
	{                                                                \
		return (ptr);                                            \
	}
#define __platdev_param_perm(perm) \
	_Static_assert((perm) >= 0 && (perm) <= 07777, "bad permissions")

/** module_param() - parameter @name of @type (int, uint, bool, charp, ...) */
#define module_param(name, type, perm) \
	module_param_named(name, name, type, perm)
#define module_param_unsafe(name, type, perm) module_param(name, type, perm)

/** module_param_named() - parameter @name stored in the variable @value */
#define module_param_named(name, value, type, perm) \
	__platdev_param_check(name, &(value), type) \
	__platdev_param_perm(perm)

/** module_param_array() - parameter array @name; @nump: count, or NULL */
#define module_param_array(name, type, nump, perm)                           \
	__platdev_param_check(name, &(name)[0], type)                        \
	_Static_assert(!__builtin_types_compatible_p(typeof(name),           \
						     typeof(&(name)[0])),    \
		       "module_param_array needs an array");                 \
	_Static_assert(__builtin_types_compatible_p(typeof(nump), void *) || \
			       __builtin_types_compatible_p(typeof(nump),    \
							    unsigned int *), \
		       "module_param_array count is not an unsigned int *"); \
	__platdev_param_perm(perm)

/** module_param_string() - parameter @name copied into the char array @string */
#define module_param_string(name, string, len, perm)                        \
	_Static_assert(__builtin_types_compatible_p(typeof((string)[0]),    \
						    char),                  \
		       "module_param_string needs a char array");           \
	_Static_assert(sizeof(string) >= (len), "buffer shorter than len"); \
	__platdev_param_perm(perm)

/** module_param_cb() - parameter @name with its own get/set operations */
#define module_param_cb(name, ops, arg, perm)             \
	_Static_assert(sizeof((ops), (arg)) != 0, #name); \
	__platdev_param_perm(perm)

/** MODULE_PARM_DESC() - the description of parameter @var */
#define MODULE_PARM_DESC(var, desc) _Static_assert(sizeof(desc "") > 0, #var)

#endif /* _PLATDEV_LINUX_MODULEPARAM_H */
