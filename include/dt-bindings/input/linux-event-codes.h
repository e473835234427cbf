/* SPDX-License-Identifier: MIT */
/*
 * dt-bindings/input/linux-event-codes.h - in Linux a link to the uapi
 * table; here the same table, for board sources and drivers alike.
 */
#include <uapi/linux/input-event-codes.h>
