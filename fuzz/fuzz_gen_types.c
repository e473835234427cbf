// SPDX-License-Identifier: MIT
/*
 * fuzz_gen_types.c - any bytes as the header `platdev gen --types` reads
 * (tools/platdev/gen_types.c): loaded as a file, every description found
 * looked up, and every described member's declaration read. The reader
 * must refuse or accept without a crash, a leak or a read past the text.
 * The seeds are the project's own --types headers (make fuzz-seeds).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "platdev/gen_types.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char path[64];
static FILE *quiet;

/* The input's file goes when the fuzzer exits. */
static void remove_input(void)
{
	remove(path);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *files[1] = { path };
	struct gen_types types = { 0 };
	struct gen_ctype ct;
	size_t t, f;
	FILE *file;

	if (!path[0]) {
		snprintf(path, sizeof(path), "/tmp/fuzz_gen_types.%d.h",
			 (int)getpid());
		atexit(remove_input);
	}
	file = fopen(path, "wb");
	if (!file)
		return 0;
	if (fwrite(data, 1, size, file) != size) {
		fclose(file);
		return 0;
	}
	fclose(file);
	/* its errors are one line each: not news here (reports stay on stderr) */
	if (!quiet)
		quiet = fopen("/dev/null", "w");
	types.errors = quiet;
	if (!gen_types_load(&types, files, 1)) {
		for (t = 0; t < types.nr_types; t++) {
			const struct gen_type *type = &types.types[t];

			if (gen_types_find(&types, type->tag) != type)
				abort();
			for (f = 0; f < type->nr_fields; f++)
				gen_types_member(&types, type,
						 type->fields[f].name, &ct);
		}
	}
	gen_types_free(&types);
	return 0;
}
