/* SPDX-License-Identifier: MIT */
/*
 * board.h - the board being inspected: a device tree (DTB or source) or the
 * built-in demo board, and the commands that work on a whole board.
 */
#ifndef _PLATDEV_TOOLS_BOARD_H
#define _PLATDEV_TOOLS_BOARD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <linux/types.h>

void *board_read_blob(const char *path, size_t *size);
int board_load(const char *path);
int board_open(const char *path);

/**
 * board_set_sim_setup() - have board_open() call @fn(@ctx) once the board
 * is simulated, before anything is populated (NULL: nothing)
 * @fn: returns 0, or 1 after a line on stderr: board_open() then fails
 */
void board_set_sim_setup(int (*fn)(void *ctx), void *ctx);
bool board_is_demo(void);
int board_close(void);

/**
 * typedef board_print_fn - what a command prints of the board board_run()
 * set up
 * @out: where to print
 * @ctx: the command's arguments
 *
 * Return: 0, 1 after a line on stderr saying why not, or a negative errno
 * when the devices could not be walked.
 */
typedef int (*board_print_fn)(FILE *out, const void *ctx);

int board_run(const char *path, board_print_fn print, const void *ctx);
/* The kinds of finding "platdev check" reports. */
enum check_kind {
	CHECK_OVERLAP,
	CHECK_REG,
	CHECK_INTERRUPTS,
	CHECK_PHANDLE,
	CHECK_DUPLICATE_NAME,
	CHECK_KINDS
};

#define CHECK_ALL_KINDS ((1u << CHECK_KINDS) - 1)

/**
 * struct check_options - what "platdev check" was asked for
 * @kinds: the kinds of finding to report, a bit per enum check_kind
 * @json: one JSON document instead of lines
 */
struct check_options {
	unsigned int kinds;
	bool json;
};

/**
 * check_kind_mask() - the kinds a comma-separated list names
 * @list: "overlap", "reg", "interrupts", "phandle", "duplicate-name",
 *        separated by commas
 * @mask: set to a bit per kind named
 *
 * Return: 0, or -EINVAL when a name is no kind or the list is empty.
 */
int check_kind_mask(const char *list, unsigned int *mask);

int board_check(const char *path, const struct check_options *opts);

/**
 * struct sim_request - what "platdev sim" was asked to do
 * @board: the board file
 * @run: the virtual time to run, as given ("500us"), or NULL for none
 * @trace_path: where to write the trace, or NULL
 * @expect_path: the trace to compare the run's with, or NULL
 * @faults: the --fault specifications, as given
 * @nr_faults: how many
 * @no_stand_ins: --no-stand-ins
 * @clock_rates: the --clock-rate specifications, as given
 * @nr_clock_rates: how many
 */
#define SIM_MAX_FAULTS 16
struct sim_request {
	const char *board;
	const char *run;
	const char *trace_path;
	const char *expect_path;
	const char *faults[SIM_MAX_FAULTS];
	int nr_faults;
	bool no_stand_ins;
	const char *clock_rates[SIM_MAX_FAULTS];
	int nr_clock_rates;
};

int board_sim(const struct sim_request *req);

/**
 * struct overlay_request - what "platdev overlay" was asked to do
 * @board: the board file
 * @files: the overlays, applied in this order
 * @nr_files: how many
 * @json: report as one JSON document
 * @remove: remove them again (newest first) and check the board is back
 * @cycles: apply and remove this many times (0: once, without removing
 *          unless @remove)
 */
struct overlay_request {
	const char *board;
	const char *const *files;
	int nr_files;
	bool json, remove;
	long cycles;
};

int board_overlay(const struct overlay_request *req);

/* board_diff()'s exit statuses, as diff(1)'s */
enum {
	DIFF_EQUAL = 0,
	DIFF_DIFFERENT = 1,
	DIFF_TROUBLE = 2,
};

/**
 * board_diff() - print what differs between the devices the boards in
 * @file_a and @file_b make: removed, added, renamed (same node, another
 * name) and changed (compatibles, resources, interrupts, suppliers)
 * @file_a: the first board (a DTB or device-tree source)
 * @file_b: the second
 * @json: one JSON document "diff" instead of text
 *
 * Return: DIFF_EQUAL, DIFF_DIFFERENT, or DIFF_TROUBLE after a line on
 * stderr.
 */
int board_diff(const char *file_a, const char *file_b, bool json);

int module_load(const char *path);
int model_load(const char *path);
void module_unload_all(void);

#endif /* _PLATDEV_TOOLS_BOARD_H */
