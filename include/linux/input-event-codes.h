/* SPDX-License-Identifier: MIT */
/* linux/input-event-codes.h - the input ABI's numbers, as Linux's uapi. */
#ifndef _PLATDEV_LINUX_INPUT_EVENT_CODES_H
#define _PLATDEV_LINUX_INPUT_EVENT_CODES_H
#include <uapi/linux/input-event-codes.h>
#endif
