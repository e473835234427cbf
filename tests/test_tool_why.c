// SPDX-License-Identifier: MIT
/*
 * test_tool_why.c - "platdev why NODE-PATH" on every real board: for every
 * device the inspector lists, asking about its node names that device and
 * the state the bind status gives it; for every node Linux initialises
 * early, it says so. The inspector's own code (tools/platdev) is linked in
 * and run on each board as the command runs it, one board set up at a time.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/device.h>
#include <linux/of.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "testutil.h"

#include "board.h"
#include "inspect.h"

/* What inspect_why() prints for @name, in malloc()ed memory; *@rc its return. */
static char *why_text(const char *name, int *rc)
{
	char *text = NULL;
	size_t len = 0;
	FILE *out = open_memstream(&text, &len);

	assert_non_null(out);
	*rc = inspect_why(out, name);
	fclose(out);
	return text;
}

/* The words inspect_explain() starts a device's state with. */
static const char *state_words(struct device *dev)
{
	struct platdev_bind_status st;

	assert_int_equal(platdev_device_bind_status(dev, &st), 0);
	switch (st.state) {
	case PLATDEV_BIND_BOUND:
		return "bound to driver ";
	case PLATDEV_BIND_DEFERRED:
		return "deferred, waiting for ";
	case PLATDEV_BIND_FAILED:
		return "probe failed with error ";
	default:
		return st.driver_matches ? "not bound (" : "no matching driver";
	}
}

/* Whether @text has a line "<name>: <state>...". */
static bool names_device(const char *text, const char *name, const char *state)
{
	size_t len = strlen(name);
	const char *line;

	for (line = text; line; line = strchr(line, '\n'), line += !!line) {
		if (!strncmp(line, name, len) &&
		    !strncmp(line + len, ": ", 2) &&
		    !strncmp(line + len + 2, state, strlen(state)))
			return true;
	}
	return false;
}

/* Ask about the node of every listed device; return how many were asked. */
static int why_every_device(const char *board)
{
	struct inspect_devices list = { 0 };
	char path[256];
	int asked = 0, rc;
	size_t i;

	assert_int_equal(inspect_collect_devices(&list), 0);
	for (i = 0; i < list.nr; i++) {
		struct device *dev = list.dev[i];
		char *text;

		if (!dev->of_node)
			continue;
		platdev_of_format_path(dev->of_node, path, sizeof(path));
		text = why_text(path, &rc);
		if (rc || !names_device(text, dev_name(dev), state_words(dev)))
			fail_msg("%s: why %s (device %s) returned %d:\n%s",
				 board, path, dev_name(dev), rc, text);
		free(text);
		asked++;
	}
	inspect_free_devices(&list);
	return asked;
}

/* Ask about every node set up early; return how many there were. */
static int why_every_early_node(const char *board)
{
	struct device_node *np;
	char path[256];
	int asked = 0, rc;

	for_each_of_allnodes(np) {
		char *text;

		if (!of_node_check_flag(np, PLATDEV_OF_EARLY_INIT))
			continue;
		platdev_of_format_path(np, path, sizeof(path));
		text = why_text(path, &rc);
		if (rc ||
		    !strstr(text, ": Linux initialises it before populating"))
			fail_msg("%s: why %s (early) returned %d:\n%s", board,
				 path, rc, text);
		free(text);
		asked++;
	}
	return asked;
}

static void test_why_every_device_of_every_board(void **state)
{
	const char *dir = PLATDEV_SOURCE_DIR "/../shared/dtbs";
	int boards = 0, devices = 0, early = 0;
	struct dirent *de;
	char path[512];
	DIR *d;

	(void)state;
	d = opendir(dir);
	if (!d)
		skip();
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);

		if (len < 4 || strcmp(de->d_name + len - 4, ".dtb"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		assert_int_equal(board_open(path), 0);
		devices += why_every_device(de->d_name);
		early += why_every_early_node(de->d_name);
		if (board_close())
			fail_msg("%s: closing the board failed", de->d_name);
		boards++;
	}
	closedir(d);
	print_message("%d boards, %d devices, %d early nodes asked about\n",
		      boards, devices, early);
	assert_true(boards >= 30);
	assert_true(early > 0);
}

/* A name that is neither a device nor a node: 1, and nothing printed. */
static void test_why_unknown_name(void **state)
{
	char *text;
	int rc;

	(void)state;
	assert_int_equal(board_open(PLATDEV_TEST_DTB_DIR "/of_boot.dtb"), 0);
	text = why_text("/no/such/node", &rc);
	assert_int_equal(rc, 1);
	assert_string_equal(text, "");
	free(text);
	assert_int_equal(board_close(), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_why_every_device_of_every_board),
		cmocka_unit_test(test_why_unknown_name),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
