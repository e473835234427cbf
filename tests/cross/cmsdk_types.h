/* SPDX-License-Identifier: MIT */
/*
 * cmsdk_types.h - the descriptions `platdev gen --types` reads for the
 * MPS2 board (cmsdk_pdata.h's types); the generated board file includes
 * it and so defines them.
 */
#include "cmsdk_pdata.h"

PLATDEV_TYPE_DEFINE(cmsdk_uart_pdata,
		    PLATDEV_FIELD(cmsdk_uart_pdata, current_speed),
		    PLATDEV_FIELD(cmsdk_uart_pdata, rts_cts));
