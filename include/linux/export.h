/* SPDX-License-Identifier: MIT */
/*
 * linux/export.h - symbol exports, accepted and discarded: every external
 * function of the library and of a driver is visible to the program that
 * links it, so there is no symbol table to add them to.
 */
#ifndef _PLATDEV_LINUX_EXPORT_H
#define _PLATDEV_LINUX_EXPORT_H

#define EXPORT_SYMBOL(sym) _Static_assert(1, #sym)
#define EXPORT_SYMBOL_GPL(sym) _Static_assert(1, #sym)
#define EXPORT_SYMBOL_NS(sym, ns) _Static_assert(1, #sym)
#define EXPORT_SYMBOL_NS_GPL(sym, ns) _Static_assert(1, #sym)

#endif /* _PLATDEV_LINUX_EXPORT_H */
