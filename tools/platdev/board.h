/* SPDX-License-Identifier: MIT */
/*
 * board.h - inspecting a board described by a device-tree blob.
 */
#ifndef _PLATDEV_TOOLS_BOARD_H
#define _PLATDEV_TOOLS_BOARD_H

#include <stdbool.h>

int board_load(const char *path);
int board_list_devices(const char *path, bool json);
int board_check(const char *path);

#endif /* _PLATDEV_TOOLS_BOARD_H */
