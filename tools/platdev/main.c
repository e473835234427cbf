// SPDX-License-Identifier: MIT
/*
 * main.c - the platdev board inspector's command line.
 *
 *   platdev [-v] demo     register the built-in demo board and list it
 *
 * A thin layer: commands set up a board through the library, then print
 * the model through inspect.c. Driver log lines go to stderr and are held
 * back below warning level unless -v is given.
 */
#include <linux/ioport.h>
#include <linux/printk.h>
#include <platdev/log.h>

#include <stdio.h>
#include <string.h>

#include "../../examples/demo/demo_board.h"
#include "board.h"
#include "inspect.h"

#define EXIT_USAGE 2

struct command {
	const char *name;
	const char *summary;
	int (*run)(int argc, char **argv);
};

static int cmd_demo(int argc, char **argv);
static int cmd_devices(int argc, char **argv);
static int cmd_check(int argc, char **argv);
static int cmd_help(int argc, char **argv);

static const struct command commands[] = {
	{ "demo",
	  "register the built-in demo board and list its platform devices",
	  cmd_demo },
	{ "devices",
	  "[--json] [BOARD.dtb]: populate a device tree as Linux would and list its devices\n"
	  "           (no BOARD: the demo board)",
	  cmd_devices },
	{ "check",
	  "BOARD.dtb: lint a device tree (overlaps, untranslatable reg, interrupts, phandles, names)",
	  cmd_check },
	{ "help", "show this help", cmd_help },
};

static void usage(FILE *out)
{
	size_t i;

	fprintf(out,
		"usage: platdev [options] <command> [arguments]\n"
		"\n"
		"Inspect platform devices, their resources and the drivers bound to them.\n"
		"\n"
		"commands:\n");
	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(out, "  %-8s %s\n", commands[i].name,
			commands[i].summary);
	fprintf(out,
		"\n"
		"options:\n"
		"  -v, --verbose  show driver log messages (twice: debug messages too)\n"
		"  -h, --help     show this help\n");
}

static int cmd_help(int argc, char **argv)
{
	(void)argv;
	if (argc > 1) {
		fprintf(stderr, "platdev: help takes no arguments\n");
		usage(stderr);
		return EXIT_USAGE;
	}
	usage(stdout);
	return 0;
}

static int cmd_devices(int argc, char **argv)
{
	bool json = argc > 1 && !strcmp(argv[1], "--json");
	const char *board = argc > 1 + json ? argv[1 + json] : NULL;
	int ret;

	if (argc > 2 + json) {
		fprintf(stderr,
			"platdev: devices takes [--json] and at most one DTB file\n");
		usage(stderr);
		return EXIT_USAGE;
	}
	if (board)
		return board_list_devices(board, json);
	ret = demo_board_register();
	if (ret) {
		fprintf(stderr,
			"platdev: registering the demo board failed: error %d\n",
			ret);
		return 1;
	}
	ret = json ? inspect_print_json(stdout) :
		     inspect_print_platform_devices(
			     stdout, demo_board_describe_platdata,
			     demo_board_describe_hardware);
	demo_board_unregister();
	return ret < 0 ? 1 : 0;
}

static int cmd_check(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "platdev: check takes one DTB file\n");
		usage(stderr);
		return EXIT_USAGE;
	}
	return board_check(argv[1]);
}

static int cmd_demo(int argc, char **argv)
{
	int ret;

	(void)argv;
	if (argc > 1) {
		fprintf(stderr, "platdev: demo takes no arguments\n");
		usage(stderr);
		return EXIT_USAGE;
	}

	ret = demo_board_register();
	if (ret) {
		fprintf(stderr,
			"platdev: registering the demo board failed: error %d\n",
			ret);
		return 1;
	}

	demo_board_fire_interrupts();
	ret = inspect_print_platform_devices(stdout,
					     demo_board_describe_platdata,
					     demo_board_describe_hardware);
	if (ret >= 0) {
		inspect_print_resource_tree(stdout, "iomem", &iomem_resource);
		inspect_print_resource_tree(stdout, "ioports",
					    &ioport_resource);
	}
	demo_board_unregister();
	if (ret < 0) {
		fprintf(stderr,
			"platdev: cannot walk the platform bus: error %d\n",
			ret);
		return 1;
	}
	return fflush(stdout) ? 1 : 0;
}

int main(int argc, char **argv)
{
	int verbose = 0;
	size_t i;
	int argi;

	for (argi = 1; argi < argc && argv[argi][0] == '-'; argi++) {
		const char *opt = argv[argi];

		if (!strcmp(opt, "-h") || !strcmp(opt, "--help")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(opt, "-v") || !strcmp(opt, "--verbose")) {
			verbose++;
		} else if (!strcmp(opt, "-vv")) {
			verbose += 2;
		} else if (!strcmp(opt, "--")) {
			argi++;
			break;
		} else {
			fprintf(stderr, "platdev: unknown option '%s'\n", opt);
			usage(stderr);
			return EXIT_USAGE;
		}
	}

	if (argi >= argc) {
		usage(stderr);
		return EXIT_USAGE;
	}

	if (verbose >= 2)
		platdev_set_log_level(PLATDEV_LOG_DEBUG);
	else if (verbose == 1)
		platdev_set_log_level(PLATDEV_LOG_INFO);
	else
		platdev_set_log_level(PLATDEV_LOG_WARNING);

	for (i = 0; i < sizeof(commands) / sizeof(commands[0]); i++) {
		if (!strcmp(argv[argi], commands[i].name))
			return commands[i].run(argc - argi, argv + argi);
	}

	fprintf(stderr, "platdev: unknown command '%s'\n", argv[argi]);
	usage(stderr);
	return EXIT_USAGE;
}
