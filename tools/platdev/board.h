/* SPDX-License-Identifier: MIT */
/*
 * board.h - the board being inspected: a device tree (DTB or source) or the
 * built-in demo board, and the commands that work on a whole board.
 */
#ifndef _PLATDEV_TOOLS_BOARD_H
#define _PLATDEV_TOOLS_BOARD_H

#include <stdbool.h>
#include <stddef.h>

void *board_read_blob(const char *path, size_t *size);
int board_load(const char *path);
int board_open(const char *path);
bool board_is_demo(void);
int board_close(void);

int board_list_devices(const char *path, bool json);
int board_check(const char *path);
int board_show(const char *path);
int board_iomem(const char *path);
int board_dot(const char *path);
int board_why(const char *name, const char *path);
int board_timeline(const char *path);

int module_load(const char *path);
int model_load(const char *path);
void module_unload_all(void);

#endif /* _PLATDEV_TOOLS_BOARD_H */
