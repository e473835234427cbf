// SPDX-License-Identifier: MIT
/*
 * main.c - the platdev board inspector's command line.
 *
 *   platdev [options] [COMMAND] [ARGS] [BOARD] [options]
 *
 * The commands, their synopses, options and help texts are the cli_commands[]
 * table below, and nowhere else: `platdev help` prints it, so this comment
 * cannot fall behind it.
 *
 * One getopt_long() pass reads the whole line: the global options before
 * the command, the global options and the command's own after it, in any
 * order with its arguments. A command that inspects a populated board
 * names what it prints, and board_run() sets the board up around it.
 * Driver log lines go to stderr and are held back below warning level
 * unless -v is given. Exit status: 0, 1 for a runtime error (or check's
 * findings), 2 for a usage error; every error is one line on stderr.
 */
#include <linux/ioport.h>
#include <platdev/log.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif

#include "../../examples/demo/demo_board.h"
#include "board.h"
#include "cli.h"
#include "gen.h"
#include "input.h"
#include "inspect.h"

#define MAX_MODULES 32
#define MAX_OPTIONS 16
#define MAX_OVERLAYS 16
#define MAX_ARGS (1 + MAX_OVERLAYS) /* overlay's BOARD and OVERLAYs */
#define RUN_COMMAND (-1)
#define SUGGEST_MAX_LEN 32 /* longer words are no typo of a command */

/* What the command line asked for. */
struct invocation {
	const struct command *cmd;
	const char *args[MAX_ARGS]; /* the arguments before BOARD (why's NAME) */
	int nr_args;
	const char *board; /* NULL: the demo board */
	const char *module_paths[MAX_MODULES], *model_paths[MAX_MODULES];
	int nr_modules, nr_models, verbose;
	bool json;
	const char *generate; /* --generate WHAT */
	unsigned int check_only, check_skip; /* bits per enum check_kind */
	struct sim_request sim;
	bool remove;
	long cycles;
	bool stand_ins; /* --stand-ins */
	struct gen_options gen;
};

static const struct cli_option cli_global_options[] = {
	{ "module", "FILE.so", OPT_MODULE,
	  "load a driver module before the board is set up;\n"
	  "it registers its drivers when loaded (may repeat)\n" },
	{ "model", "FILE.so", OPT_MODEL,
	  "load a device-model module: the registers of a\n"
	  "device-tree board are simulated, by its models\n"
	  "where they match, else plain registers (may repeat)\n" },
	{ "verbose", NULL, OPT_VERBOSE,
	  "show driver log messages (twice: debug messages too)\n" },
	{ "help", NULL, OPT_HELP,
	  "show this help; after a command: that command's help\n" },
	{ "stand-ins", NULL, OPT_STAND_INS,
	  "give the provider nodes no driver claims (clock,\n"
	  "reset, pin and interrupt controllers, regulators,\n"
	  "bus wrappers) stand-in providers once probing\n"
	  "settles, as 'sim' does, so that their consumers bind\n" },
	{ "generate", "WHAT", OPT_GENERATE,
	  "write the man page (man) or the bash completion\n"
	  "(bash-completion) to stdout; the build does this\n" },
	{ NULL },
};

static const struct cli_option json_options[] = {
	{ "json", NULL, OPT_JSON, NULL },
	{ NULL },
};

static const struct cli_option check_cli_options[] = {
	{ "json", NULL, OPT_JSON, NULL },
	{ "only", "KIND", OPT_ONLY, NULL },
	{ "skip", "KIND", OPT_SKIP, NULL },
	{ NULL },
};

static const struct cli_option sim_options[] = {
	{ "run", "TIME", OPT_RUN, NULL },
	{ "trace", "FILE", OPT_TRACE, NULL },
	{ "expect-trace", "FILE", OPT_EXPECT_TRACE, NULL },
	{ "fault", "SPEC", OPT_FAULT, NULL },
	{ "no-stand-ins", NULL, OPT_NO_STAND_INS, NULL },
	{ "clock-rate", "NODE[:INDEX]=HZ", OPT_CLOCK_RATE, NULL },
	{ NULL },
};

static const struct cli_option overlay_options[] = {
	{ "json", NULL, OPT_JSON, NULL },
	{ "remove", NULL, OPT_REMOVE, NULL },
	{ "cycle", "N", OPT_CYCLE, NULL },
	{ NULL },
};

static const struct cli_option gen_cli_options[] = {
	{ "profile", "PROFILE", OPT_PROFILE, NULL },
	{ "only", "COMPAT", OPT_ONLY, NULL },
	{ "output", "FILE.c", OPT_OUTPUT, NULL },
	{ "register-name", "NAME", OPT_REGISTER_NAME, NULL },
	{ "types", "FILE.h", OPT_TYPES, NULL },
	{ "pdata", "COMPAT=TAG", OPT_PDATA, NULL },
	{ NULL },
};

static int print_devices(FILE *out, const void *ctx);
static int print_listing(FILE *out, const void *ctx);
static int print_why(FILE *out, const void *ctx);
static int print_demo(FILE *out, const void *ctx);
static int run_check(const struct invocation *inv);
static int run_sim(const struct invocation *inv);
static int run_overlay(const struct invocation *inv);
static int run_diff(const struct invocation *inv);
static int run_help(const struct invocation *inv);
static int run_gen(const struct invocation *inv);
static int unknown_command(const char *word);

static const char cli_usage_lines[] =
	"platdev [options] COMMAND [arguments] [options]\n"
	"platdev [options] BOARD     (same as: platdev show BOARD)\n"
	"platdev                     (this help)\n";
static const char cli_description[] =
	"Inspect platform devices, their resources and the drivers bound to them.\n";
static const char cli_options_text[] =
	"Options go before or after the command and its arguments; after\n"
	"'--', every word is an argument.\n";
static const char cli_exit_text[] =
	"Exit status: 0 on success; 1 for a runtime error, check's findings\n"
	"or boards that differ (diff); 2 for a usage error (and, for diff, a\n"
	"board that cannot be set up).\n";
static const char cli_board_text[] =
	"BOARD is a device-tree blob, or device-tree source (compiled with dtc\n"
	"when it is installed); a directory, a FIFO or a device is refused.\n";
static const char cli_no_board_text[] =
	"Without BOARD, the built-in demo board.\n";

/* The line every --json command's help has. */
#define JSON_HELP \
	"  --json  print one JSON document instead (docs/json-schema.md)\n"

#define BOARD_ARG_OPTIONAL                  \
	.max_args = 1, .takes_board = true, \
	.args_usage = "takes at most one BOARD"

static const struct command cli_commands[] = {
	{ "show", "show [--json] [BOARD]",
	  "the device hierarchy, one block per device (also: platdev BOARD)",
	  "Populate BOARD as Linux would and print each device under its\n"
	  "parent: its device-tree node, compatible list, bound driver (or\n"
	  "(none)), state, memory resources, and each interrupt decoded as its\n"
	  "controller's binding reads it: the final controller's path (past\n"
	  "interrupt-map and stacked controllers such as the i.MX GPC), its\n"
	  "cells, the GIC kind and number, the hwirq and the trigger.\n" JSON_HELP,
	  .options = json_options, .print = print_listing,
	  .listing = inspect_print_tree,
	  .json_listing = inspect_print_tree_json, BOARD_ARG_OPTIONAL },
	{ "tree", "tree [--json] [BOARD]",
	  "the device hierarchy, one line per device, for large boards",
	  "Populate BOARD as Linux would and print one line per device, under\n"
	  "a heading: its bus, its driver (- for none), its first resource, and\n"
	  "its name, indented two spaces a level under its parent's, followed\n"
	  "by its state (bound, unbound, deferred: waiting for what, failed or\n"
	  "declined: with the error). A summary line counts devices by state.\n" JSON_HELP,
	  .options = json_options, .print = print_listing,
	  .listing = inspect_print_compact_tree,
	  .json_listing = inspect_print_compact_tree_json, BOARD_ARG_OPTIONAL },
	{ "devices", "devices [--json] [BOARD]",
	  "list the platform devices, one block each (--json: one JSON document)",
	  "Populate BOARD as Linux would and list the platform devices it\n"
	  "creates: names, parents, nodes, drivers, resources.\n" JSON_HELP,
	  .options = json_options, .print = print_devices, BOARD_ARG_OPTIONAL },
	{ "check", "check [options] BOARD",
	  "lint a device tree (overlaps, untranslatable reg, interrupts, phandles, names)",
	  "Print one line per finding, each of a KIND: overlap (device registers\n"
	  "overlapping, with both ranges; devices sharing one range together),\n"
	  "reg (an entry, by index and cells, that does not translate), interrupts\n"
	  "(without a usable parent), phandle (dangling, in interrupt-parent or a\n"
	  "supplier property: clocks, resets, iommus, mboxes, *-gpios, *-supply,\n"
	  "...), duplicate-name. Exit status 1 when there is any.\n"
	  "  --only KIND[,KIND]  report only these kinds\n"
	  "  --skip KIND[,KIND]  report all but these kinds\n"
	  "  --json              print one JSON document instead, for scripts\n",
	  .options = check_cli_options, .run = run_check, .min_args = 1,
	  .max_args = 1, .takes_board = true, .args_usage = "takes one BOARD" },
	{ "iomem", "iomem [--json] [BOARD]",
	  "the iomem tree after populate and probe, in /proc/iomem format",
	  "Populate BOARD, let drivers probe, insert each device's memory\n"
	  "resources into the iomem tree as drivers claiming them would, and\n"
	  "print the tree as /proc/iomem does. A resource that overlaps another\n"
	  "without nesting is left out, with a warning on stderr.\n" JSON_HELP,
	  .options = json_options, .print = print_listing,
	  .listing = inspect_print_claimed_iomem,
	  .json_listing = inspect_print_claimed_iomem_json,
	  BOARD_ARG_OPTIONAL },
	{ "dot", "dot [BOARD]", "the device hierarchy as a Graphviz digraph",
	  "Print a Graphviz digraph: one node per device, labelled with its\n"
	  "name and driver (dashed when unbound), a box for a platform device\n"
	  "and a component for an AMBA one; an edge from each parent to its\n"
	  "children; a coloured edge from each device link's supplier to its\n"
	  "consumer, styled by the link's state (active, available, dormant,\n"
	  "...); and a legend. Render with:\n"
	  "  platdev dot BOARD | dot -Tsvg > board.svg\n",
	  .print = print_listing, .listing = inspect_print_dot,
	  BOARD_ARG_OPTIONAL },
	{ "why", "why [--json] NAME [BOARD]",
	  "why a device is (not) bound, or why a node has no device",
	  "NAME is a device name (\"9000000.pl011\"), a node path or a node name\n"
	  "with unit address. For a device: bound to which driver; no matching\n"
	  "driver; deferred, waiting for which supplier and of which kind (a\n"
	  "device link, a device-tree link, an interrupt controller), how often\n"
	  "it was probed, the last error and its driver's message; or failed.\n"
	  "For a node without a device: disabled, no compatible, set up before\n"
	  "populate, or not on a populated bus.\n" JSON_HELP,
	  .options = json_options, .print = print_why, .min_args = 1,
	  .max_args = 2, .names = 1, .takes_board = true,
	  .args_usage = "takes NAME and at most one BOARD" },
	{ "timeline", "timeline [--json] [BOARD]",
	  "the probes in the order they started, with durations",
	  "Populate BOARD with every probe timed and print one line per probed\n"
	  "device, by start: start (ms after the first probe), time spent in its\n"
	  "probes, deferrals, final state, name and driver.\n" JSON_HELP,
	  .options = json_options, .print = print_listing,
	  .listing = inspect_print_timeline,
	  .json_listing = inspect_print_timeline_json, BOARD_ARG_OPTIONAL },
	{ "diff", "diff [--json] A B",
	  "what changes between the devices two boards make",
	  "Set up boards A and B in turn, as the other commands do, and list\n"
	  "the devices removed from A, added in B, renamed (made from the same\n"
	  "node under another name) and changed: their compatibles, resources,\n"
	  "interrupts or suppliers (by node path), each old value after - and\n"
	  "the new after +. A summary line counts them. Exit status, as\n"
	  "diff(1)'s: 0 when the boards make the same devices, 1 when they\n"
	  "differ, 2 when a board cannot be read or set up.\n" JSON_HELP,
	  .options = json_options, .run = run_diff, .min_args = 2,
	  .max_args = 2, .names = 2,
	  .args_usage = "takes two boards, A and B" },
	{ "sim", "sim [sim-options] BOARD",
	  "run drivers on the simulated board and report what they did",
	  "Simulate BOARD's registers (device models where registered, else\n"
	  "plain registers), populate it and let the drivers bind, run TIME of\n"
	  "virtual time, then print per device its driver, how its probe ended\n"
	  "(an error by name, e.g. -EPROBE_DEFER), its register accesses per\n"
	  "window (answered by a model, by plain registers, or by a fault) and\n"
	  "the interrupts its models raised and how many a handler took; then\n"
	  "the nodes accessed without a model. The drivers unbind at the end.\n"
	  "  --module FILE.so      load a driver module (may repeat)\n"
	  "  --model FILE.so       load a device-model module (may repeat)\n"
	  "  --run TIME            virtual time to run after binding: 500us,\n"
	  "                        100ms, 2s (ns, us, ms, s; default 0)\n"
	  "  --trace FILE          write every register access and interrupt as\n"
	  "                        JSON Lines, from the first probe to the last\n"
	  "                        unbind\n"
	  "  --expect-trace FILE   compare the run's trace with FILE (recorded\n"
	  "                        with --trace); exit 1 at the first line that\n"
	  "                        differs, printing it\n"
	  "  --fault NODE[:OFFSET]:KIND[,from=TIME][,count=N]\n"
	  "                        inject a fault (may repeat) at OFFSET\n"
	  "                        (default 0) of NODE's first register window;\n"
	  "                        NODE is a path, a name with unit address or\n"
	  "                        an alias. KIND: value=V (reads there return\n"
	  "                        V), fail (every access there fails; without\n"
	  "                        OFFSET, to any window of NODE), set=MASK or\n"
	  "                        clear=MASK (reads there have MASK's bits held\n"
	  "                        set or clear). from=TIME: from that virtual\n"
	  "                        time on; count=N: the first N accesses only\n"
	  "Once probing settles, each provider node that no driver claims (a\n"
	  "clock, reset, pin or interrupt controller, a regulator, a bus\n"
	  "wrapper that makes its children's devices) gets a stand-in provider,\n"
	  "so its consumers bind; a driver registered for the node later takes\n"
	  "it back. The report lists the stand-ins and what drivers asked of\n"
	  "each; a consumer's block names the stand-ins it is bound with.\n"
	  "  --no-stand-ins        make no stand-ins\n"
	  "  --clock-rate NODE[:INDEX]=HZ\n"
	  "                        the rate of stand-in clock INDEX (every\n"
	  "                        clock without INDEX) of NODE (may repeat);\n"
	  "                        otherwise the assigned-clock-rates the tree\n"
	  "                        gives, else 24 MHz\n",
	  .options = sim_options, .run = run_sim, .min_args = 1, .max_args = 1,
	  .takes_board = true, .args_usage = "takes one BOARD" },
	{ "overlay", "overlay BOARD OVERLAY...",
	  "apply device-tree overlays; list the devices added, removed, rebound",
	  "Populate BOARD as Linux would, then apply each OVERLAY (a blob made\n"
	  "with dtc -@, or its source) in order, as of_overlay_fdt_apply() does,\n"
	  "and print per overlay the devices it added (+), removed (-) and\n"
	  "rebound (~: bound to another driver, or bound or unbound).\n"
	  "  --json     print one JSON document instead, for scripts\n"
	  "  --remove   then remove them, newest first, print the same for each,\n"
	  "             and check that the board is back to its starting state:\n"
	  "             the same devices and drivers, the same tree, no memory\n"
	  "             kept (exit status 1 if not)\n"
	  "  --cycle N  apply and remove N times, checking after each; the\n"
	  "             first cycle is printed, then the time a cycle took\n"
	  "BOARD is a device-tree blob, or device-tree source (compiled with dtc\n"
	  "when it is installed). At most 16 overlays.\n",
	  .options = overlay_options, .run = run_overlay, .min_args = 2,
	  .max_args = MAX_ARGS,
	  .args_usage = "takes BOARD and one to 16 OVERLAY files" },
	{ "gen", "gen [gen-options] BOARD",
	  "write the board's devices as a static C board file for firmware",
	  "Populate BOARD as Linux would and write one C file that registers\n"
	  "the same platform devices (names and order as 'platdev devices'),\n"
	  "with their memory resources, their interrupts decoded for their\n"
	  "controller, and their nodes as constant software nodes (properties,\n"
	  "references, children), for a firmware that links the library\n"
	  "without the device tree (platdev/gen.h). Drivers bind them by their\n"
	  "of_match_table. What the file cannot express (an AMBA device, an\n"
	  "interrupt that cannot be decoded) is refused in one line.\n"
	  "  --profile PROFILE     full (default), minimal or tiny: the library\n"
	  "                        profile the file is compiled against\n"
	  "  --only COMPAT         keep only the devices compatible with COMPAT\n"
	  "                        (may repeat)\n"
	  "  -o, --output FILE.c   write to FILE.c instead of stdout\n"
	  "  --register-name NAME  the registration function (default\n"
	  "                        platdev_board_register; NAME_unregister, or\n"
	  "                        X_unregister for X_register, undoes it)\n"
	  "  --types FILE.h        a header with PLATDEV_TYPE_DEFINE()s, which the\n"
	  "                        file includes as written here (may repeat)\n"
	  "  --pdata COMPAT=TAG    give the devices compatible with COMPAT their\n"
	  "                        properties as typed platform data, struct TAG\n"
	  "                        (described in a --types file), converted and\n"
	  "                        checked at build time (may repeat)\n",
	  .options = gen_cli_options, .run = run_gen, .min_args = 1,
	  .max_args = 1, .takes_board = true, .args_usage = "takes one BOARD" },
	{ "demo", "demo",
	  "register the built-in demo board and list its devices and resource trees",
	  "Register the demo board from its board file, fire its simulated\n"
	  "interrupts, list its platform devices, then its iomem and ioport\n"
	  "trees.\n",
	  .print = print_demo, .args_usage = "takes no arguments" },
	{ "help", "help [COMMAND]", "show this help, or a command's",
	  "Show the overall help, or the help of COMMAND.\n", .run = run_help,
	  .max_args = 1, .args_usage = "takes at most one COMMAND" },
};

#define NR_COMMANDS (sizeof(cli_commands) / sizeof(cli_commands[0]))

static const struct cli_help cli_help = {
	.commands = cli_commands,
	.nr_commands = NR_COMMANDS,
	.global_options = cli_global_options,
	.usage_lines = cli_usage_lines,
	.description = cli_description,
	.board_text = cli_board_text,
	.no_board_text = cli_no_board_text,
	.options_text = cli_options_text,
	.exit_text = cli_exit_text,
};

static const struct command *find_command(const char *name)
{
	size_t i;

	for (i = 0; i < NR_COMMANDS; i++)
		if (!strcmp(name, cli_commands[i].name))
			return &cli_commands[i];
	return NULL;
}

/*
 * Print the lines of @text: the first where the output stands, each
 * further one indented by @indent.
 */
static void print_indented(FILE *out, int indent, const char *text)
{
	const char *line, *nl;

	for (line = text; *line; line = nl + 1) {
		nl = strchr(line, '\n');
		if (!nl)
			nl = line + strlen(line);
		fprintf(out, "%*s%.*s\n", line == text ? 0 : indent, "",
			(int)(nl - line), line);
		if (!*nl)
			break;
	}
}

static void usage(FILE *out)
{
	const struct cli_option *o;
	char head[64];
	size_t i;

	fputs("usage: ", out);
	print_indented(out, 7, cli_usage_lines);
	fprintf(out, "\n%s%s%s%s\ncommands:\n", cli_description, cli_board_text,
		cli_no_board_text, cli_options_text);
	for (i = 0; i < NR_COMMANDS; i++)
		fprintf(out, "  %-27s %s\n", cli_commands[i].synopsis,
			cli_commands[i].summary);
	fprintf(out, "\noptions:\n");
	for (o = cli_global_options; o->name; o++) {
		if (o->id < 256)
			snprintf(head, sizeof(head), "  -%c, --%s", o->id,
				 o->name);
		else
			snprintf(head, sizeof(head), "  --%s%s%s", o->name,
				 o->arg ? " " : "", o->arg ? o->arg : "");
		fprintf(out, "%-20s", head);
		print_indented(out, 20, o->help);
	}
	fprintf(out, "\n%s", cli_exit_text);
}

static void command_usage(const struct command *cmd, FILE *out)
{
	fprintf(out, "usage: platdev [options] %s\n\n%s", cmd->synopsis,
		cmd->details);
	if (cmd->takes_board)
		fprintf(out, "\n%s%s", cli_board_text,
			strstr(cmd->synopsis, "[BOARD]") ? cli_no_board_text :
							   "");
}

/* "platdev: CMD: WHAT (see 'platdev CMD --help')", CMD if there is one. */
static int __attribute__((format(printf, 2, 3)))
usage_error(const struct command *cmd, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "platdev: %s%s", cmd ? cmd->name : "", cmd ? ": " : "");
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (see 'platdev %s%s--help')\n", cmd ? cmd->name : "",
		cmd ? " " : "");
	return EXIT_USAGE;
}

/* ---- what the commands print on the board board_run() set up ---- */

/* A printer's count of devices is success; a negative errno is not. */
static int walk_status(int ret)
{
	return ret < 0 ? ret : 0;
}

/* A command's listing of the board: a count of devices, or an error. */
static int print_listing(FILE *out, const void *ctx)
{
	const struct invocation *inv = ctx;

	if (inv->json)
		return walk_status(inv->cmd->json_listing(out));
	return walk_status(inv->cmd->listing(out));
}

static int print_why(FILE *out, const void *ctx)
{
	const struct invocation *inv = ctx;

	if (inv->json)
		return inspect_why_json(out, inv->args[0]);
	return inspect_why(out, inv->args[0]);
}

static int print_devices(FILE *out, const void *ctx)
{
	const struct invocation *inv = ctx;

	if (inv->json)
		return walk_status(inspect_print_json(out));
	if (board_is_demo())
		return walk_status(inspect_print_platform_devices(
			out, demo_board_describe_platdata,
			demo_board_describe_hardware));
	return walk_status(inspect_print_platform_devices(out, NULL, NULL));
}

static int print_demo(FILE *out, const void *ctx)
{
	int ret;

	(void)ctx;
	demo_board_fire_interrupts();
	ret = inspect_print_platform_devices(out, demo_board_describe_platdata,
					     demo_board_describe_hardware);
	if (ret < 0)
		return ret;
	demo_board_print_i2c(out);
	inspect_print_resource_tree(out, "iomem", &iomem_resource);
	inspect_print_resource_tree(out, "ioports", &ioport_resource);
	return 0;
}

/* ---- the commands that set up what they need themselves ---- */

static int run_check(const struct invocation *inv)
{
	struct check_options opts = { .json = inv->json };

	opts.kinds = (inv->check_only ? inv->check_only : CHECK_ALL_KINDS) &
		     ~inv->check_skip;
	return board_check(inv->board, &opts);
}

static int run_overlay(const struct invocation *inv)
{
	struct overlay_request req = {
		.board = inv->args[0],
		.files = &inv->args[1],
		.nr_files = inv->nr_args - 1,
		.json = inv->json,
		.remove = inv->remove,
		.cycles = inv->cycles,
	};

	return board_overlay(&req);
}

static int run_sim(const struct invocation *inv)
{
	struct sim_request req = inv->sim;

	req.board = inv->board;
	return board_sim(&req);
}

static int run_diff(const struct invocation *inv)
{
	return board_diff(inv->args[0], inv->args[1], inv->json);
}

static int run_gen(const struct invocation *inv)
{
	struct gen_options opts = inv->gen;

	opts.board = inv->board;
	if (!opts.reg_name)
		opts.reg_name = "platdev_board_register";
	return board_gen(&opts);
}

/* Add --only's compatible to gen's list. */
static int add_only(struct invocation *inv, const char *arg)
{
	struct gen_options *g = &inv->gen;

	if (g->nr_only == GEN_MAX_ONLY)
		return usage_error(inv->cmd, "at most %d --only options",
				   GEN_MAX_ONLY);
	g->only[g->nr_only++] = arg;
	return 0;
}

/* Whether @s is a C identifier. */
static bool is_c_identifier(const char *s)
{
	if (!*s || (*s >= '0' && *s <= '9'))
		return false;
	for (; *s; s++)
		if (!(*s == '_' || (*s >= 'a' && *s <= 'z') ||
		      (*s >= 'A' && *s <= 'Z') || (*s >= '0' && *s <= '9')))
			return false;
	return true;
}

/* Add --pdata's COMPAT=TAG to gen's list. */
static int add_pdata(struct invocation *inv, const char *arg)
{
	struct gen_options *g = &inv->gen;
	const char *eq = strchr(arg, '=');

	if (g->nr_pdata == GEN_MAX_PDATA)
		return usage_error(inv->cmd, "at most %d --pdata options",
				   GEN_MAX_PDATA);
	if (!eq || eq == arg || eq - arg >= GEN_COMPAT_MAX ||
	    !is_c_identifier(eq + 1))
		return usage_error(
			inv->cmd,
			"--pdata %s: not COMPAT=TAG (a compatible, '=', a structure tag)",
			arg);
	g->pdata[g->nr_pdata++] = arg;
	return 0;
}

static int run_help(const struct invocation *inv)
{
	const struct command *cmd;

	if (!inv->args[0]) {
		usage(stdout);
		return 0;
	}
	cmd = find_command(inv->args[0]);
	if (!cmd)
		return unknown_command(inv->args[0]);
	command_usage(cmd, stdout);
	return 0;
}

/* ---- reading the command line ---- */

/* The edit distance of @a and @b, a swap of neighbours counting one. */
static size_t edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), i, j;
	size_t d[SUGGEST_MAX_LEN + 1][SUGGEST_MAX_LEN + 1];

	if (la > SUGGEST_MAX_LEN || lb > SUGGEST_MAX_LEN)
		return (size_t)-1;
	for (i = 0; i <= la; i++)
		d[i][0] = i;
	for (j = 0; j <= lb; j++)
		d[0][j] = j;
	for (i = 1; i <= la; i++) {
		for (j = 1; j <= lb; j++) {
			size_t sub = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);
			size_t del = d[i - 1][j] + 1, ins = d[i][j - 1] + 1;
			size_t best = sub < del ? sub : del;

			best = best < ins ? best : ins;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	}
	return d[la][lb];
}

/*
 * The command @word was probably meant to be: the one it starts (at least
 * two letters), else the nearest within two edits and less than half its
 * length away; NULL for none.
 */
static const struct command *suggest_command(const char *word)
{
	const struct command *best = NULL;
	size_t i, len = strlen(word), best_dist = 3;

	for (i = 0; len >= 2 && i < NR_COMMANDS; i++)
		if (!strncmp(word, cli_commands[i].name, len))
			return &cli_commands[i];
	for (i = 0; i < NR_COMMANDS; i++) {
		size_t d = edit_distance(word, cli_commands[i].name);

		if (d < best_dist && 2 * d < strlen(cli_commands[i].name)) {
			best = &cli_commands[i];
			best_dist = d;
		}
	}
	return best;
}

static int unknown_command(const char *word)
{
	const struct command *guess = suggest_command(word);

	if (guess)
		fprintf(stderr,
			"platdev: unknown command '%s' (did you mean '%s'? see 'platdev --help')\n",
			word, guess->name);
	else
		fprintf(stderr,
			"platdev: unknown command '%s' (see 'platdev --help')\n",
			word);
	return EXIT_USAGE;
}

/* Whether a word that is no command names a board file instead. */
static bool looks_like_board(const char *word)
{
	struct stat st;

	return strchr(word, '/') || strchr(word, '.') || !stat(word, &st);
}

#define NR_OPTION_LISTS 2

/* The option lists after @cmd (NULL: before the command): global, its own. */
static void option_lists(const struct command *cmd,
			 const struct cli_option *lists[NR_OPTION_LISTS])
{
	lists[0] = cli_global_options;
	lists[1] = cmd ? cmd->options : NULL;
}

/* getopt_long()'s table of the options after @cmd. */
static void build_options(const struct command *cmd, struct option *opts)
{
	const struct cli_option *lists[NR_OPTION_LISTS], *o;
	size_t l, n = 0;

	option_lists(cmd, lists);
	for (l = 0; l < NR_OPTION_LISTS; l++) {
		for (o = lists[l]; o && o->name; o++, n++) {
			opts[n].name = o->name;
			opts[n].has_arg = o->arg ? required_argument :
						   no_argument;
			opts[n].flag = NULL;
			opts[n].val = o->id;
		}
	}
	memset(&opts[n], 0, sizeof(opts[n]));
}

/* The option @id among those after @cmd, or NULL. */
static const struct cli_option *find_option(const struct command *cmd, int id)
{
	const struct cli_option *lists[NR_OPTION_LISTS], *o;
	size_t l;

	option_lists(cmd, lists);
	for (l = 0; l < NR_OPTION_LISTS; l++)
		for (o = lists[l]; o && o->name; o++)
			if ((int)o->id == id)
				return o;
	return NULL;
}

static int add_path(const struct command *cmd, const char **paths, int *nr,
		    const char *opt, const char *path)
{
	if (*nr == MAX_MODULES) {
		fprintf(stderr, "platdev: at most %d %s options\n", MAX_MODULES,
			opt);
		return EXIT_USAGE;
	}
	if (!*path)
		return usage_error(cmd, "%s needs a FILE.so", opt);
	paths[(*nr)++] = path;
	return 0;
}

/* Record option @id with value @arg; 0, or the exit status of an error. */
static int take_option(struct invocation *inv, int id, const char *arg)
{
	unsigned int mask;

	switch (id) {
	case OPT_VERBOSE:
		inv->verbose++;
		return 0;
	case OPT_MODULE:
		return add_path(inv->cmd, inv->module_paths, &inv->nr_modules,
				"--module", arg);
	case OPT_MODEL:
		return add_path(inv->cmd, inv->model_paths, &inv->nr_models,
				"--model", arg);
	case OPT_JSON:
		inv->json = true;
		return 0;
	case OPT_GENERATE:
		inv->generate = arg;
		return 0;
	case OPT_ONLY:
		if (inv->cmd && inv->cmd->run == run_gen)
			return add_only(inv, arg);
		/* fall through */
	case OPT_SKIP:
		if (check_kind_mask(arg, &mask))
			return usage_error(inv->cmd,
					   "%s: no such kind of finding: %s",
					   id == OPT_ONLY ? "--only" : "--skip",
					   arg);
		*(id == OPT_ONLY ? &inv->check_only : &inv->check_skip) |= mask;
		return 0;
	case OPT_RUN:
		inv->sim.run = arg;
		return 0;
	case OPT_TRACE:
		inv->sim.trace_path = arg;
		return 0;
	case OPT_EXPECT_TRACE:
		inv->sim.expect_path = arg;
		return 0;
	case OPT_FAULT:
		if (inv->sim.nr_faults == SIM_MAX_FAULTS)
			return usage_error(inv->cmd,
					   "at most %d --fault options",
					   SIM_MAX_FAULTS);
		inv->sim.faults[inv->sim.nr_faults++] = arg;
		return 0;
	case OPT_REMOVE:
		inv->remove = true;
		return 0;
	case OPT_STAND_INS:
		inv->stand_ins = true;
		return 0;
	case OPT_NO_STAND_INS:
		inv->sim.no_stand_ins = true;
		return 0;
	case OPT_CLOCK_RATE:
		if (inv->sim.nr_clock_rates == SIM_MAX_FAULTS)
			return usage_error(inv->cmd,
					   "at most %d --clock-rate options",
					   SIM_MAX_FAULTS);
		inv->sim.clock_rates[inv->sim.nr_clock_rates++] = arg;
		return 0;
	case OPT_OUTPUT:
		if (!inv->cmd || inv->cmd->run != run_gen)
			return usage_error(inv->cmd, "unknown option '-o'");
		inv->gen.out = arg;
		return 0;
	case OPT_PROFILE:
		if (gen_profile_parse(arg, &inv->gen.profile))
			return usage_error(inv->cmd,
					   "--profile: no such profile: %s "
					   "(full, minimal or tiny)",
					   arg);
		return 0;
	case OPT_REGISTER_NAME:
		inv->gen.reg_name = arg;
		return 0;
	case OPT_TYPES:
		if (inv->gen.nr_types == GEN_MAX_TYPES)
			return usage_error(inv->cmd,
					   "at most %d --types options",
					   GEN_MAX_TYPES);
		inv->gen.types[inv->gen.nr_types++] = arg;
		return 0;
	case OPT_PDATA:
		return add_pdata(inv, arg);
	case OPT_CYCLE: {
		u64 n;
		int ret = input_parse_u64(arg, 1, LONG_MAX, &n, NULL);

		if (ret == -ERANGE && *arg != '0')
			return usage_error(
				inv->cmd,
				"--cycle %s is out of range (at most %ld)", arg,
				LONG_MAX);
		if (ret)
			return usage_error(
				inv->cmd, "--cycle needs a count of 1 or more");
		inv->cycles = (long)n;
		return 0;
	}
	}
	return 0;
}

/*
 * Take the next argument that is no option: the command (or a BOARD for
 * show) when there is none yet, else one of the command's arguments.
 */
static int take_argument(struct invocation *inv, const char *arg,
			 const char **args, int *nr_args)
{
	if (!inv->cmd) {
		inv->cmd = find_command(arg);
		if (inv->cmd)
			return 0;
		if (!looks_like_board(arg))
			return unknown_command(arg);
		inv->cmd = find_command("show");
	}
	if (*nr_args == inv->cmd->max_args)
		return usage_error(inv->cmd, "%s", inv->cmd->args_usage);
	args[(*nr_args)++] = arg;
	return 0;
}

/* Assign the arguments: BOARD, and the names before it. */
static int place_arguments(struct invocation *inv, const char **args,
			   int nr_args)
{
	const struct command *cmd = inv->cmd;
	int i;

	if (nr_args < cmd->min_args)
		return usage_error(cmd, "%s", cmd->args_usage);
	if (cmd->takes_board && nr_args > cmd->names)
		inv->board = args[--nr_args];
	for (i = 0; i < nr_args; i++)
		inv->args[i] = args[i];
	inv->nr_args = nr_args;
	return 0;
}

/* An unknown option, @argv[optind - 1] or the short one in optopt. */
static int unknown_option(const struct invocation *inv, char **argv)
{
	if (optopt)
		return usage_error(inv->cmd, "unknown option '-%c'", optopt);
	return usage_error(inv->cmd, "unknown option '%s'", argv[optind - 1]);
}

/* An option without its value, @argv[optind - 1]. */
static int missing_value(const struct invocation *inv, char **argv)
{
	const struct cli_option *o = find_option(inv->cmd, optopt);

	return usage_error(inv->cmd, "%s needs %s", argv[optind - 1],
			   o && o->arg ? o->arg : "a value");
}

/*
 * Read the command line into @inv.
 * Return: RUN_COMMAND, or the exit status when there is nothing to run:
 * 0 once help is printed, 2 after a usage error.
 */
static int parse_command_line(int argc, char **argv, struct invocation *inv)
{
	struct option opts[MAX_OPTIONS];
	const struct command *built = NULL;
	const char *args[MAX_ARGS];
	int nr_args = 0, c, ret = 0;

	build_options(NULL, opts);
	opterr = 0;
	optind = 1;
	/* "-": arguments come back in order, as 1; ":": missing values as ':'. */
	while (!ret &&
	       (c = getopt_long(argc, argv, "-:hvo:", opts, NULL)) != -1) {
		switch (c) {
		case 1:
			ret = take_argument(inv, optarg, args, &nr_args);
			break;
		case OPT_HELP:
			if (inv->cmd)
				command_usage(inv->cmd, stdout);
			else
				usage(stdout);
			return 0;
		case ':':
			ret = missing_value(inv, argv);
			break;
		case '?':
			ret = unknown_option(inv, argv);
			break;
		default:
			ret = take_option(inv, c, optarg);
			break;
		}
		/* After the command: its own options too. */
		if (inv->cmd != built) {
			built = inv->cmd;
			build_options(built, opts);
		}
	}
	for (; !ret && optind < argc; optind++)
		ret = take_argument(inv, argv[optind], args, &nr_args);
	if (ret)
		return ret;
	if (inv->generate)
		return cli_generate(&cli_help, inv->generate);
	if (!inv->cmd) {
		usage(stdout);
		return 0;
	}
	ret = place_arguments(inv, args, nr_args);
	return ret ? ret : RUN_COMMAND;
}

static void set_log_level(int verbose)
{
	if (verbose >= 2)
		platdev_set_log_level(PLATDEV_LOG_DEBUG);
	else if (verbose == 1)
		platdev_set_log_level(PLATDEV_LOG_INFO);
	else
		platdev_set_log_level(PLATDEV_LOG_WARNING);
}

static int load_modules(const struct invocation *inv)
{
	int i;

	for (i = 0; i < inv->nr_models; i++)
		if (model_load(inv->model_paths[i]))
			return 1;
	for (i = 0; i < inv->nr_modules; i++)
		if (module_load(inv->module_paths[i]))
			return 1;
	return 0;
}

/*
 * The board's blob is read into a buffer that is freed once the tree is
 * built; glibc would map a buffer that large on its own and unmap it on
 * free, so the devices allocated next would fault in fresh pages (on a VM,
 * tens of microseconds each). Kept in the heap, its pages serve them.
 */
static void reuse_freed_memory(void)
{
#ifdef M_MMAP_THRESHOLD
	mallopt(M_MMAP_THRESHOLD, PLATDEV_OF_MAX_BLOB);
	mallopt(M_TRIM_THRESHOLD, 2 * PLATDEV_OF_MAX_BLOB);
#endif
}

int main(int argc, char **argv)
{
	struct invocation inv = { 0 };
	int ret;

	reuse_freed_memory();
	ret = parse_command_line(argc, argv, &inv);

	if (ret != RUN_COMMAND)
		return ret;
	set_log_level(inv.verbose);
	/* "sim" makes stand-ins unless told not to; the others when asked. */
	platdev_sim_standins_enable(inv.cmd->run == run_sim ?
					    !inv.sim.no_stand_ins :
					    inv.stand_ins);
	ret = load_modules(&inv);
	if (!ret && inv.cmd->print)
		ret = board_run(inv.board, inv.cmd->print, &inv);
	else if (!ret)
		ret = inv.cmd->run(&inv);
	module_unload_all();
	platdev_sim_standins_enable(false);
	return ret;
}
