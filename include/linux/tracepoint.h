/* SPDX-License-Identifier: MIT */
/*
 * linux/tracepoint.h - trace points, with nothing listening: there is no
 * tracing here, so each event a header declares with TRACE_EVENT() (and
 * its kin) gives an inline trace_<event>() that does nothing and a
 * trace_<event>_enabled() that is false. The event's arguments are still
 * type-checked against its TP_PROTO(); its record layout, assignment and
 * format (TP_STRUCT__entry(), TP_fast_assign(), TP_printk()) are dropped
 * unexpanded. Linux's own event headers (include/trace/events/, fetched
 * with the drivers) work unchanged on top of this.
 */
#ifndef _PLATDEV_LINUX_TRACEPOINT_H
#define _PLATDEV_LINUX_TRACEPOINT_H

#include <linux/compiler.h>
#include <linux/errno.h>
#include <linux/types.h>

#define PARAMS(args...) args
#define TP_PROTO(args...) args
#define TP_ARGS(args...) args
#define TP_CONDITION(args...) args

#define __PLATDEV_DECLARE_TRACE(name, proto)                                        \
	_Pragma("GCC diagnostic push") _Pragma(                                     \
		"GCC diagnostic ignored \"-Wunused-parameter\"") static inline void \
		trace_##name(proto)                                                 \
	{                                                                           \
	}                                                                           \
	_Pragma("GCC diagnostic pop") static inline bool                            \
		trace_##name##_enabled(void)                                        \
	{                                                                           \
		return false;                                                       \
	}                                                                           \
	static inline int register_trace_##name(void (*probe)(void),                \
						void *data)                         \
	{                                                                           \
		(void)probe;                                                        \
		(void)data;                                                         \
		return -ENOSYS;                                                     \
	}                                                                           \
	static inline int unregister_trace_##name(void (*probe)(void),              \
						  void *data)                       \
	{                                                                           \
		(void)probe;                                                        \
		(void)data;                                                         \
		return -ENOSYS;                                                     \
	}

#define DECLARE_TRACE(name, proto, args) \
	__PLATDEV_DECLARE_TRACE(name, PARAMS(proto))
#define DECLARE_TRACE_CONDITION(name, proto, args, cond) \
	__PLATDEV_DECLARE_TRACE(name, PARAMS(proto))

#define TRACE_EVENT(name, proto, args, tstruct, assign, print) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define TRACE_EVENT_FN(name, proto, args, tstruct, assign, print, reg, unreg) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define TRACE_EVENT_FN_COND(name, proto, args, cond, tstruct, assign, print, \
			    reg, unreg)                                      \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define TRACE_EVENT_CONDITION(name, proto, args, cond, tstruct, assign, print) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define DECLARE_EVENT_CLASS(name, proto, args, tstruct, assign, print)
#define DEFINE_EVENT(template, name, proto, args) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define DEFINE_EVENT_FN(template, name, proto, args, reg, unreg) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define DEFINE_EVENT_PRINT(template, name, proto, args, print) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define DEFINE_EVENT_CONDITION(template, name, proto, args, cond) \
	DECLARE_TRACE(name, PARAMS(proto), PARAMS(args))
#define TRACE_DEFINE_ENUM(a)
#define TRACE_DEFINE_SIZEOF(a)

#endif /* _PLATDEV_LINUX_TRACEPOINT_H */
