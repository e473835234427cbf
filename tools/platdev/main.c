// SPDX-License-Identifier: MIT
/*
 * main.c - the platdev board inspector's command line.
 *
 *   platdev [options] [COMMAND] [ARGS] [BOARD]
 *
 * The commands, their synopses and their help texts are the commands[]
 * table below, and nowhere else: `platdev help` prints it, so this comment
 * cannot fall behind it.
 *
 * A thin layer: commands set up a board through the library, then print
 * the model through inspect.c and its siblings. Driver log lines go to
 * stderr and are held back below warning level unless -v is given.
 * Exit status: 0, 1 for a runtime error (or check's findings), 2 for a
 * usage error.
 */
#include <linux/ioport.h>
#include <linux/printk.h>
#include <platdev/log.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../../examples/demo/demo_board.h"
#include "board.h"
#include "inspect.h"

#define EXIT_USAGE 2
#define MAX_MODULES 32

struct command {
	const char *name;
	const char *synopsis;
	const char *summary;
	const char *details;
	int (*run)(int argc, char **argv);
};

static int cmd_show(int argc, char **argv);
static int cmd_devices(int argc, char **argv);
static int cmd_check(int argc, char **argv);
static int cmd_iomem(int argc, char **argv);
static int cmd_dot(int argc, char **argv);
static int cmd_why(int argc, char **argv);
static int cmd_timeline(int argc, char **argv);
static int cmd_demo(int argc, char **argv);
static int cmd_help(int argc, char **argv);

static const char board_text[] =
	"BOARD is a device-tree blob, or device-tree source (compiled with dtc\n"
	"when it is installed).\n";
static const char no_board_text[] = "Without BOARD, the built-in demo board.\n";

static const struct command commands[] = {
	{ "show", "show [BOARD]",
	  "the device hierarchy as a tree (the default command)",
	  "Populate BOARD as Linux would and print each device under its\n"
	  "parent: its device-tree node, compatible list, bound driver (or\n"
	  "(none)), memory resources, and each interrupt as the device tree\n"
	  "describes it: the controller's path, the specifier cells, and the\n"
	  "trigger type for GIC-style and two-cell controllers.\n",
	  cmd_show },
	{ "devices", "devices [--json] [BOARD]",
	  "list the platform devices, one block each (--json: one JSON document)",
	  "Populate BOARD as Linux would and list the platform devices it\n"
	  "creates: names, parents, nodes, drivers, resources.\n"
	  "  --json  print one JSON document instead, for scripts\n",
	  cmd_devices },
	{ "check", "check BOARD",
	  "lint a device tree (overlaps, untranslatable reg, interrupts, phandles, names)",
	  "Print one line per finding: overlapping device registers, reg that\n"
	  "does not translate, interrupts without a usable parent, dangling\n"
	  "phandles, duplicate device names. Exit status 1 when there is any.\n",
	  cmd_check },
	{ "iomem", "iomem [BOARD]",
	  "the iomem tree after populate and probe, in /proc/iomem format",
	  "Populate BOARD, let drivers probe, insert each device's memory\n"
	  "resources into the iomem tree as drivers claiming them would, and\n"
	  "print the tree as /proc/iomem does. A resource that overlaps another\n"
	  "without nesting is left out, with a warning on stderr.\n",
	  cmd_iomem },
	{ "dot", "dot [BOARD]", "the device hierarchy as a Graphviz digraph",
	  "Print a Graphviz digraph: one node per device, labelled with its\n"
	  "name and driver (dashed when unbound), an edge from each parent to\n"
	  "its children. Render with: platdev dot BOARD | dot -Tsvg > board.svg\n",
	  cmd_dot },
	{ "why", "why NAME [BOARD]",
	  "why a device is (not) bound, or why a node has no device",
	  "NAME is a device name (\"9000000.pl011\"), a node path or a node name\n"
	  "with unit address. For a device: bound to which driver; no matching\n"
	  "driver; deferred, waiting for which supplier and of which kind (a\n"
	  "device link, a device-tree link, an interrupt controller), how often\n"
	  "it was probed, the last error and its driver's message; or failed.\n"
	  "For a node without a device: disabled, no compatible, set up before\n"
	  "populate, or not on a populated bus.\n",
	  cmd_why },
	{ "timeline", "timeline [BOARD]",
	  "the probes in the order they started, with durations",
	  "Populate BOARD with every probe timed and print one line per probed\n"
	  "device, by start: start (ms after the first probe), time spent in its\n"
	  "probes, deferrals, final state, name and driver.\n",
	  cmd_timeline },
	{ "demo", "demo",
	  "register the built-in demo board and list its devices and resource trees",
	  "Register the demo board from its board file, fire its simulated\n"
	  "interrupts, list its platform devices, then its iomem and ioport\n"
	  "trees.\n",
	  cmd_demo },
	{ "help", "help [COMMAND]", "show this help, or a command's",
	  "Show the overall help, or the help of COMMAND.\n", cmd_help },
};

#define NR_COMMANDS (sizeof(commands) / sizeof(commands[0]))

static const struct command *find_command(const char *name)
{
	size_t i;

	for (i = 0; i < NR_COMMANDS; i++)
		if (!strcmp(name, commands[i].name))
			return &commands[i];
	return NULL;
}

static void usage(FILE *out)
{
	size_t i;

	fprintf(out,
		"usage: platdev [options] [command] [arguments]\n"
		"       platdev [options] BOARD     (same as: platdev show BOARD)\n"
		"\n"
		"Inspect platform devices, their resources and the drivers bound to them.\n"
		"%s%s"
		"\n"
		"commands:\n",
		board_text, no_board_text);
	for (i = 0; i < NR_COMMANDS; i++)
		fprintf(out, "  %-25s %s\n", commands[i].synopsis,
			commands[i].summary);
	fprintf(out,
		"\n"
		"options:\n"
		"  --module FILE.so  load a driver module before the board is set up;\n"
		"                    it registers its drivers when loaded (may repeat)\n"
		"  --model FILE.so   load a device-model module: the registers of a\n"
		"                    device-tree board are simulated, by its models\n"
		"                    where they match, else plain registers (may repeat)\n"
		"  -v, --verbose     show driver log messages (twice: debug messages too)\n"
		"  -h, --help        show this help; after a command: that command's help\n");
}

static void command_usage(const struct command *cmd, FILE *out)
{
	fprintf(out, "usage: platdev [options] %s\n\n%s%s", cmd->synopsis,
		cmd->summary[0] ? "" : "", cmd->details);
	if (strstr(cmd->synopsis, "BOARD"))
		fprintf(out, "\n%s%s", board_text,
			strstr(cmd->synopsis, "[BOARD]") ? no_board_text : "");
}

static int usage_error(const char *cmd, const char *what)
{
	fprintf(stderr, "platdev: %s %s (see 'platdev %s --help')\n", cmd, what,
		cmd);
	return EXIT_USAGE;
}

/* An argument that looks like an option where none is known. */
static int check_no_options(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++) {
		if (argv[i][0] == '-' && argv[i][1]) {
			fprintf(stderr,
				"platdev: %s: unknown option '%s' (see 'platdev %s --help')\n",
				argv[0], argv[i], argv[0]);
			return EXIT_USAGE;
		}
	}
	return 0;
}

/* The optional BOARD argument of show, iomem and dot. */
static int board_arg(int argc, char **argv, const char **board)
{
	int ret = check_no_options(argc, argv);

	if (ret)
		return ret;
	if (argc > 2)
		return usage_error(argv[0], "takes at most one BOARD");
	*board = argc > 1 ? argv[1] : NULL;
	return 0;
}

static int cmd_help(int argc, char **argv)
{
	const struct command *cmd;

	if (argc > 2)
		return usage_error("help", "takes at most one COMMAND");
	if (argc == 2) {
		cmd = find_command(argv[1]);
		if (!cmd) {
			fprintf(stderr,
				"platdev: help: unknown command '%s' (see 'platdev --help')\n",
				argv[1]);
			return EXIT_USAGE;
		}
		command_usage(cmd, stdout);
		return 0;
	}
	usage(stdout);
	return 0;
}

static int cmd_show(int argc, char **argv)
{
	const char *board;
	int ret = board_arg(argc, argv, &board);

	return ret ? ret : board_show(board);
}

static int cmd_iomem(int argc, char **argv)
{
	const char *board;
	int ret = board_arg(argc, argv, &board);

	return ret ? ret : board_iomem(board);
}

static int cmd_dot(int argc, char **argv)
{
	const char *board;
	int ret = board_arg(argc, argv, &board);

	return ret ? ret : board_dot(board);
}

static int cmd_why(int argc, char **argv)
{
	int ret = check_no_options(argc, argv);

	if (ret)
		return ret;
	if (argc < 2 || argc > 3)
		return usage_error("why", "takes NAME and at most one BOARD");
	return board_why(argv[1], argc > 2 ? argv[2] : NULL);
}

static int cmd_timeline(int argc, char **argv)
{
	const char *board;
	int ret = board_arg(argc, argv, &board);

	return ret ? ret : board_timeline(board);
}

static int cmd_devices(int argc, char **argv)
{
	bool json = argc > 1 && !strcmp(argv[1], "--json");
	int ret = check_no_options(argc - json, argv + json);

	if (ret)
		return ret;
	if (argc > 2 + json)
		return usage_error("devices",
				   "takes [--json] and at most one BOARD");
	return board_list_devices(argc > 1 + json ? argv[1 + json] : NULL,
				  json);
}

static int cmd_check(int argc, char **argv)
{
	int ret = check_no_options(argc, argv);

	if (ret)
		return ret;
	if (argc != 2)
		return usage_error("check", "takes one BOARD");
	return board_check(argv[1]);
}

static int cmd_demo(int argc, char **argv)
{
	int ret;

	(void)argv;
	if (argc > 1)
		return usage_error("demo", "takes no arguments");

	if (board_open(NULL))
		return 1;
	demo_board_fire_interrupts();
	ret = inspect_print_platform_devices(stdout,
					     demo_board_describe_platdata,
					     demo_board_describe_hardware);
	if (ret >= 0) {
		inspect_print_resource_tree(stdout, "iomem", &iomem_resource);
		inspect_print_resource_tree(stdout, "ioports",
					    &ioport_resource);
	}
	board_close();
	if (ret < 0) {
		fprintf(stderr,
			"platdev: cannot walk the platform bus: error %d\n",
			ret);
		return 1;
	}
	return fflush(stdout) ? 1 : 0;
}

/* Whether a word that is no command names a board file instead. */
static bool looks_like_board(const char *word)
{
	FILE *f;

	if (strchr(word, '/') || strchr(word, '.'))
		return true;
	f = fopen(word, "rb");
	if (f)
		fclose(f);
	return f != NULL;
}

static bool asks_for_help(int argc, char **argv)
{
	int i;

	for (i = 1; i < argc; i++)
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))
			return true;
	return false;
}

int main(int argc, char **argv)
{
	const char *module_paths[MAX_MODULES], *model_paths[MAX_MODULES];
	const struct command *cmd;
	int nr_modules = 0, nr_models = 0, verbose = 0;
	int argi, ret;

	for (argi = 1; argi < argc && argv[argi][0] == '-'; argi++) {
		const char *opt = argv[argi];

		if (!strcmp(opt, "-h") || !strcmp(opt, "--help")) {
			usage(stdout);
			return 0;
		} else if (!strcmp(opt, "-v") || !strcmp(opt, "--verbose")) {
			verbose++;
		} else if (!strcmp(opt, "-vv")) {
			verbose += 2;
		} else if (!strcmp(opt, "--module") ||
			   !strncmp(opt, "--module=", 9)) {
			const char *path = opt[8] ? opt + 9 : argv[++argi];

			if (!path || !*path) {
				fprintf(stderr,
					"platdev: --module needs a FILE.so\n");
				return EXIT_USAGE;
			}
			if (nr_modules == MAX_MODULES) {
				fprintf(stderr,
					"platdev: at most %d --module options\n",
					MAX_MODULES);
				return EXIT_USAGE;
			}
			module_paths[nr_modules++] = path;
		} else if (!strcmp(opt, "--model") ||
			   !strncmp(opt, "--model=", 8)) {
			const char *path = opt[7] ? opt + 8 : argv[++argi];

			if (!path || !*path || nr_models == MAX_MODULES) {
				fprintf(stderr,
					"platdev: --model needs a FILE.so (at most %d)\n",
					MAX_MODULES);
				return EXIT_USAGE;
			}
			model_paths[nr_models++] = path;
		} else if (!strcmp(opt, "--")) {
			argi++;
			break;
		} else {
			fprintf(stderr,
				"platdev: unknown option '%s' (see 'platdev --help')\n",
				opt);
			return EXIT_USAGE;
		}
	}

	if (argi >= argc) {
		usage(stderr);
		return EXIT_USAGE;
	}

	cmd = find_command(argv[argi]);
	if (!cmd && looks_like_board(argv[argi])) {
		/*
		 * "platdev BOARD" is "platdev show BOARD": the slot before
		 * BOARD (the program name or a consumed option) becomes "show".
		 */
		cmd = find_command("show");
		argv[--argi] = (char *)cmd->name;
	}
	if (!cmd) {
		fprintf(stderr,
			"platdev: unknown command '%s' (see 'platdev --help')\n",
			argv[argi]);
		return EXIT_USAGE;
	}
	if (asks_for_help(argc - argi, argv + argi)) {
		command_usage(cmd, stdout);
		return 0;
	}

	if (verbose >= 2)
		platdev_set_log_level(PLATDEV_LOG_DEBUG);
	else if (verbose == 1)
		platdev_set_log_level(PLATDEV_LOG_INFO);
	else
		platdev_set_log_level(PLATDEV_LOG_WARNING);

	for (ret = 0; ret < nr_models; ret++)
		if (model_load(model_paths[ret]))
			return 1;
	for (ret = 0; ret < nr_modules; ret++) {
		if (module_load(module_paths[ret])) {
			module_unload_all();
			return 1;
		}
	}
	ret = cmd->run(argc - argi, argv + argi);
	module_unload_all();
	return ret;
}
