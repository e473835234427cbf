// SPDX-License-Identifier: MIT
/*
 * board.c - "platdev devices BOARD.dtb": load a device tree, populate it
 * as Linux would, and list the platform devices it creates.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of_platform.h>
#include <platdev/of.h>

#include "board.h"
#include "inspect.h"

/* Read a whole file; NULL with errno set on failure. */
static void *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	void *buf = NULL;
	long len;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc(len ? (size_t)len : 1);
		if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
			free(buf);
			buf = NULL;
			errno = EIO;
		}
		*size = (size_t)len;
	}
	fclose(f);
	return buf;
}

/**
 * board_load() - read and load the DTB at @path as the device tree
 *
 * Return: 0, or 1 after printing why it could not be loaded.
 */
int board_load(const char *path)
{
	size_t size = 0;
	void *blob = read_file(path, &size);
	int ret;

	if (!blob) {
		fprintf(stderr, "platdev: cannot read %s: %s\n", path,
			strerror(errno));
		return 1;
	}
	ret = platdev_of_load(blob, size);
	free(blob);
	if (ret) {
		fprintf(stderr,
			"platdev: %s is not a usable device tree blob (error %d)\n",
			path, ret);
		return 1;
	}
	return 0;
}

/**
 * board_list_devices() - load @path, populate it and print its devices
 * @path: a DTB file
 * @json: print one JSON document instead of the text listing
 *
 * Return: 0, or 1 after printing why the board could not be shown.
 */
int board_list_devices(const char *path, bool json)
{
	int ret = board_load(path);

	if (ret)
		return 1;
	ret = of_platform_default_populate(NULL, NULL, NULL);
	if (ret)
		fprintf(stderr,
			"platdev: populating %s stopped with error %d\n", path,
			ret);
	if ((json ? inspect_print_json(stdout) :
		    inspect_print_platform_devices(stdout, NULL, NULL)) < 0)
		ret = -1;
	of_platform_depopulate(NULL);
	platdev_of_unload();
	return ret ? 1 : 0;
}
