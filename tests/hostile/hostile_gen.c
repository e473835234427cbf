// SPDX-License-Identifier: MIT
/*
 * hostile_gen.c - write hostile device trees to files, for the inspector
 * tests of tests/CMakeLists.txt, fuzzing corpora and by hand:
 *
 *   hostile_gen DIR NAME...
 *
 * writes DIR/NAME.dtb for each NAME that hostile_by_name() knows
 * ("siblings-200000", "cells-1-7fffffff-2", "irq-parent-loop-1000", ...).
 * Exit status 0; 1 when a name is unknown or a blob could not be made or
 * written; 2 for a usage error.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hostile_fdt.h"

static int write_blob(const char *dir, const char *name)
{
	size_t size = 0, len = strlen(dir) + strlen(name) + 6;
	char *path = malloc(len);
	void *blob = hostile_by_name(name, &size);
	FILE *f = NULL;
	int ret = 1;

	if (!blob) {
		fprintf(stderr, "hostile_gen: cannot make '%s'\n", name);
		goto out;
	}
	if (!path)
		goto out;
	snprintf(path, len, "%s/%s.dtb", dir, name);
	f = fopen(path, "wb");
	if (f && fwrite(blob, 1, size, f) == size && !fclose(f))
		ret = 0;
	else if (f)
		fclose(f);
	if (ret)
		fprintf(stderr, "hostile_gen: cannot write %s\n", path);
out:
	free(blob);
	free(path);
	return ret;
}

int main(int argc, char **argv)
{
	int i, ret = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: hostile_gen DIR NAME...\n");
		return 2;
	}
	for (i = 2; i < argc; i++)
		if (write_blob(argv[1], argv[i]))
			ret = 1;
	return ret;
}
