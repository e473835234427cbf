/* SPDX-License-Identifier: MIT */
/*
 * cli.h - the command line's description: the commands and options table
 * and the help texts of main.c. `platdev --help` prints them, and
 * help_gen.c writes the platdev(1) man page and the bash completion from
 * the same table at build time, so that neither can drift from the help.
 */
#ifndef _PLATDEV_TOOLS_CLI_H
#define _PLATDEV_TOOLS_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "board.h"

#define EXIT_USAGE 2

enum option_id {
	OPT_HELP = 'h',
	OPT_VERBOSE = 'v',
	OPT_MODULE = 256,
	OPT_MODEL,
	OPT_JSON,
	OPT_RUN,
	OPT_TRACE,
	OPT_EXPECT_TRACE,
	OPT_GENERATE,
	OPT_REMOVE,
	OPT_CYCLE,
	OPT_ONLY,
	OPT_SKIP,
	OPT_FAULT,
	OPT_STAND_INS,
	OPT_NO_STAND_INS,
	OPT_CLOCK_RATE,
	OPT_OUTPUT = 'o',
	OPT_PROFILE = 512,
	OPT_REGISTER_NAME,
	OPT_TYPES,
	OPT_PDATA,
};

/*
 * An option; @arg names its value in messages, NULL for a flag. @help is
 * the text of a global option (its lines after the first indented under
 * it); a command's options are described in its details.
 */
struct cli_option {
	const char *name;
	const char *arg;
	enum option_id id;
	const char *help;
};

struct invocation;

/*
 * A command. It takes @min_args to @max_args arguments (BOARD counted);
 * with @takes_board, the last one past the first @names is BOARD. It
 * either @print()s on the board board_run() sets up (print_listing() calls
 * its @listing, or with --json its @json_listing, which return a count of
 * devices or a negative errno), or @run()s whole.
 */
struct command {
	const char *name;
	const char *synopsis;
	const char *summary;
	const char *details;
	const struct cli_option *options;
	int min_args, max_args, names;
	bool takes_board;
	const char *args_usage;
	board_print_fn print;
	int (*listing)(FILE *out);
	int (*json_listing)(FILE *out);
	int (*run)(const struct invocation *inv);
};

/* The table and the help's texts (main.c), each text one or more lines. */
struct cli_help {
	const struct command *commands;
	size_t nr_commands;
	const struct cli_option *global_options;
	const char *usage_lines; /* "platdev [options] COMMAND ..." */
	const char *description;
	const char *board_text;
	const char *no_board_text;
	const char *options_text; /* where options may go */
	const char *exit_text;
};

/**
 * cli_generate() - write the platdev(1) man page ("man") or the bash
 * completion script ("bash-completion") to stdout
 * @help: the command table and texts --help prints
 * @what: which
 *
 * Return: 0, or EXIT_USAGE after a line on stderr for another @what.
 */
int cli_generate(const struct cli_help *help, const char *what);

#endif /* _PLATDEV_TOOLS_CLI_H */
