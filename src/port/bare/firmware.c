// SPDX-License-Identifier: MIT
/*
 * firmware.c - the bare port has no files: every firmware is missing.
 */
#include <errno.h>

#include <platdev/port.h>

int platdev_port_firmware_read(const char *name, void **data, size_t *size)
{
	(void)name;
	(void)data;
	(void)size;
	return -ENOENT;
}
