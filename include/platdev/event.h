/* SPDX-License-Identifier: MIT */
/*
 * platdev/event.h - the tiny profile's log: event codes instead of text.
 *
 * A tiny image holds no message text of the library's. Where the other
 * profiles format a line, the tiny core hands the event hook a code, a
 * level, the device concerned and one argument (an error code or an
 * index). A driver's own dev_*() and pr_*() calls arrive as
 * PLATDEV_EV_MESSAGE with the caller's format and arguments unformatted:
 * the hook prints them with its own printf, if it has one.
 *
 * PLATDEV_EVENTS() is the one list of the codes. The enum below is made
 * from it; platdev_event_describe() (for host-side decoders: it is inline
 * and only an image that calls it holds its text) and the table in
 * docs/tiny-events.md (written by tests/tiny/events_doc.c; the test
 * tiny_events_doc fails when it is stale) are made from the same list.
 */
#ifndef _PLATDEV_EVENT_H
#define _PLATDEV_EVENT_H

#include <stdarg.h>

struct device;

/* X(name, level, what it means and what arg holds) */
#define PLATDEV_EVENTS(X)                                                 \
	X(MESSAGE, 6,                                                     \
	  "a driver's dev_*()/pr_*() call: fmt and args are its "         \
	  "format and arguments, level its level")                        \
	X(INVALID, 3,                                                     \
	  "a NULL or unnamed device or driver was refused; arg "          \
	  "is -EINVAL")                                                   \
	X(ALREADY_REGISTERED, 3,                                          \
	  "the device or driver is registered "                           \
	  "already; arg is -EBUSY")                                       \
	X(NOT_REGISTERED, 4,                                              \
	  "unregistering a device or driver that is not "                 \
	  "registered: nothing done")                                     \
	X(NAME_TOO_LONG, 3,                                               \
	  "\"name.id\" does not fit the device's name "                   \
	  "buffer (PLATDEV_TINY_NAME_LEN); arg is "                       \
	  "-ENAMETOOLONG")                                                \
	X(NAME_TAKEN, 3,                                                  \
	  "another registered device has the name; arg is "               \
	  "-EEXIST")                                                      \
	X(DEVID_AUTO, 3,                                                  \
	  "PLATFORM_DEVID_AUTO needs an id allocator, which "             \
	  "tiny lacks; arg is -EOPNOTSUPP")                               \
	X(IN_CALLBACK, 3,                                                 \
	  "unregistering a device or driver from inside its "             \
	  "own probe, remove or shutdown: refused (one "                  \
	  "execution context, nothing to wait for); arg is "              \
	  "-EBUSY")                                                       \
	X(WALK_UNREGISTER, 3,                                             \
	  "a bus_for_each_dev() callback unregistered "                   \
	  "a device or driver: refused (debug builds "                    \
	  "check); arg is -EBUSY")                                        \
	X(PROBE_FAILED, 4, "the driver's probe failed; arg is its error") \
	X(PROBE_DEFER, 3,                                                 \
	  "the probe returned -EPROBE_DEFER; tiny has no "                \
	  "deferred probe: the device stays unbound")                     \
	X(REMOVE_FAILED, 4,                                               \
	  "an int-returning remove returned an error; "                   \
	  "ignored, arg is the value")                                    \
	X(IRQ_NOT_FOUND, 3,                                               \
	  "platform_get_irq*(): no such interrupt "                       \
	  "resource; arg is the index (-1 by name)")                      \
	X(IRQ_INVALID, 4,                                                 \
	  "an interrupt resource holds 0 or a number above "              \
	  "INT_MAX; arg is -EINVAL")                                      \
	X(PDATA_TYPE, 4,                                                  \
	  "typed platform data of another type than the "                 \
	  "driver or caller expects: declined")                           \
	X(TYPED_DRIVER, 3,                                                \
	  "platdev_typed_driver_register() of a driver not "              \
	  "made with PLATDEV_TYPED_DRIVER(); arg is -EINVAL")

/**
 * enum platdev_event_code - what happened (see PLATDEV_EVENTS())
 */
enum platdev_event_code {
#define __PLATDEV_EVENT_ENUM(name, level, doc) PLATDEV_EV_##name,
	PLATDEV_EVENTS(__PLATDEV_EVENT_ENUM)
#undef __PLATDEV_EVENT_ENUM
		PLATDEV_EV_COUNT
};

/**
 * struct platdev_event - one event
 * @code: an enum platdev_event_code
 * @level: an enum platdev_log_level value
 * @dev: the device it is about, or NULL
 * @arg: the code's argument (see PLATDEV_EVENTS()), or 0
 * @fmt: PLATDEV_EV_MESSAGE only: the caller's printf format, else NULL
 * @args: PLATDEV_EV_MESSAGE only: its arguments, else NULL
 */
struct platdev_event {
	unsigned short code;
	unsigned char level;
	const struct device *dev;
	long arg;
	const char *fmt;
	va_list *args;
};

/**
 * typedef platdev_event_fn - receives one event
 * @ctx: the pointer given to platdev_set_event_hook()
 * @ev: the event; valid during the call only
 */
typedef void (*platdev_event_fn)(void *ctx, const struct platdev_event *ev);

/**
 * platdev_set_event_hook() - send the tiny core's events to @fn
 * @fn: the hook, or NULL to drop events (the default)
 * @ctx: passed back to @fn
 *
 * Tiny profile only. The hook runs in the caller's context, like the rest
 * of the tiny core; it must not call into platdev.
 */
void platdev_set_event_hook(platdev_event_fn fn, void *ctx);

/**
 * platdev_event_describe() - what an event code means, for a decoder
 * @code: an enum platdev_event_code
 *
 * Return: the text of PLATDEV_EVENTS() for @code, or NULL for an unknown
 * code. Inline, so that only a program that decodes holds the text.
 */
static inline const char *platdev_event_describe(int code)
{
	static const char *const what[] = {
#define __PLATDEV_EVENT_TEXT(name, level, doc) #name ": " doc,
		PLATDEV_EVENTS(__PLATDEV_EVENT_TEXT)
#undef __PLATDEV_EVENT_TEXT
	};

	if (code < 0 || code >= PLATDEV_EV_COUNT)
		return 0;
	return what[code];
}

#endif /* _PLATDEV_EVENT_H */
