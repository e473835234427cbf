// SPDX-License-Identifier: MIT
/*
 * board.c - set a board up for inspection and take it down again: a device
 * tree (DTB or source) loaded and populated as Linux would, or the built-in
 * demo board registered from its board file; and the runner that does both
 * around what a command prints.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of_platform.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../../examples/demo/demo_board.h"
#include "board.h"
#include "inspect.h"

/* What board_open() set up, for board_close(). */
static enum { BOARD_NONE, BOARD_DT, BOARD_DEMO } board_kind;
static int board_populate_err;
static int (*sim_setup)(void *ctx);
static void *sim_setup_ctx;

void board_set_sim_setup(int (*fn)(void *ctx), void *ctx)
{
	sim_setup = fn;
	sim_setup_ctx = ctx;
}

/* The library's error line while a blob loads: its reason, for one line. */
static void keep_load_error(void *ctx, int level, const char *line)
{
	char *reason = ctx;

	if (level <= PLATDEV_LOG_ERR && !reason[0])
		snprintf(reason, 256, "%s", line);
}

/**
 * board_load() - read the board file at @path and load it as the device tree
 * @path: a DTB, or device-tree source (compiled with dtc)
 *
 * Return: 0, or 1 after printing why it could not be loaded.
 */
int board_load(const char *path)
{
	size_t size = 0;
	void *blob = board_read_blob(path, &size);
	char reason[256] = "", err[24];
	int ret;

	if (!blob)
		return 1;
	/* One line: the library's reason goes into platdev's own. */
	platdev_set_log_hook(keep_load_error, reason);
	ret = platdev_of_load(blob, size);
	platdev_set_log_hook(NULL, NULL);
	free(blob);
	if (ret) {
		if (reason[0])
			fprintf(stderr, "platdev: %s: %s\n", path, reason);
		else
			fprintf(stderr,
				"platdev: %s is not a usable device tree blob (%s)\n",
				path, inspect_errname(ret, err, sizeof(err)));
		return 1;
	}
	return 0;
}

/**
 * board_open() - set up the board to inspect
 * @path: a DTB or device-tree source file, loaded and populated as Linux
 *        would (drivers registered by then bind); NULL for the demo board
 *
 * A populate that stops part way leaves what it created and is reported
 * once on stderr; board_close() then returns 1.
 *
 * Return: 0, or 1 after printing why there is no board.
 */
int board_open(const char *path)
{
	int ret;

	board_populate_err = 0;
	/* Every listing can say when each probe ran and how long it took. */
	platdev_timeline_enable(true);
	if (!path) {
		ret = demo_board_register();
		if (ret) {
			fprintf(stderr,
				"platdev: registering the demo board failed: error %d\n",
				ret);
			return 1;
		}
		board_kind = BOARD_DEMO;
		return 0;
	}
	if (board_load(path))
		return 1;
	board_kind = BOARD_DT;
	/* Drivers' registers are simulated: models, else plain registers. */
	ret = platdev_sim_board_create();
	if (ret)
		fprintf(stderr, "platdev: cannot simulate %s: error %d\n", path,
			ret);
	else if (sim_setup && sim_setup(sim_setup_ctx))
		goto fail;
	/*
	 * What Linux initialises before populating gets no device there, and
	 * its interrupt controllers and fixed clocks are providers at once.
	 */
	ret = platdev_of_init_early();
	if (ret < 0) {
		fprintf(stderr,
			"platdev: setting up the early interrupt controllers and clocks of %s failed: error %d\n",
			path, ret);
		goto fail;
	}
	/* As a booting Linux: reserved memory, /firmware, /chosen, the rest. */
	ret = platdev_of_populate_boot();
	/* Every driver there will be is registered (modules came first). */
	fw_devlink_drivers_done();
	if (ret) {
		fprintf(stderr,
			"platdev: populating %s stopped with error %d\n", path,
			ret);
		board_populate_err = ret;
	}
	/* Once probing settles, stand-ins for the providers nobody claims. */
	if (platdev_sim_standins_enabled()) {
		wait_for_device_probe();
		ret = platdev_sim_standins_bind();
		if (ret < 0)
			fprintf(stderr,
				"platdev: making stand-in providers for %s failed: error %d\n",
				path, ret);
	}
	return 0;
fail:
	platdev_sim_board_destroy();
	platdev_of_unload();
	board_kind = BOARD_NONE;
	return 1;
}

/**
 * board_is_demo() - whether board_open() set up the demo board
 *
 * Return: true for the demo board, false for a device tree or no board.
 */
bool board_is_demo(void)
{
	return board_kind == BOARD_DEMO;
}

/**
 * board_close() - take down what board_open() set up: devices (unbinding
 * their drivers) and the device tree, or the demo board
 *
 * Return: 0, or 1 if populating the board had stopped with an error or
 * the tree could not be unloaded (something still holds a node; the
 * library has logged what).
 */
int board_close(void)
{
	int ret = board_populate_err ? 1 : 0;

	if (board_kind == BOARD_DT) {
		of_platform_depopulate(NULL);
		/* With -v: per node, the accesses no model handled. */
		platdev_sim_board_log_summary();
		platdev_sim_board_destroy();
		platdev_of_exit_early();
		if (platdev_of_unload())
			ret = 1;
	} else if (board_kind == BOARD_DEMO) {
		demo_board_unregister();
	}
	board_kind = BOARD_NONE;
	return ret;
}

/**
 * board_run() - set up a board, print something of it, take it down: what
 * every command that inspects a populated board does
 * @path: a DTB or device-tree source file; NULL for the demo board
 * @print: prints to stdout; returns 0, 1 after saying on stderr why it
 *         failed, or a negative errno when the devices could not be walked
 * @ctx: passed to @print
 *
 * Return: 0, or 1 after one line on stderr saying what failed.
 */
int board_run(const char *path, board_print_fn print, const void *ctx)
{
	char err[24];
	int ret;

	if (board_open(path))
		return 1;
	ret = print(stdout, ctx);
	if (ret < 0)
		fprintf(stderr, "platdev: cannot walk the devices: error %s\n",
			inspect_errname(ret, err, sizeof(err)));
	if (board_close())
		ret = 1;
	if (fflush(stdout) && !ret) {
		fprintf(stderr, "platdev: cannot write the output\n");
		ret = 1;
	}
	return ret ? 1 : 0;
}
