/* SPDX-License-Identifier: MIT */
/* A description whose struct no header gen reads declares. */
#include <linux/serial_core.h>

PLATDEV_TYPE_DEFINE(uart_port_pdata,
		    PLATDEV_FIELD(uart_port_pdata, current_speed));
