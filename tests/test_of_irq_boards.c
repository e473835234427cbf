// SPDX-License-Identifier: MIT
/*
 * test_of_irq_boards.c - every interrupt specifier of every real board in
 * ../shared/dtbs decodes with its controller's own binding: the device
 * nodes' interrupts and interrupts-extended (through interrupt-map where
 * they meet one) and the parent side of every interrupt-map entry.
 *
 * The test prints a census, one row per controller compatible (the first
 * string of the node the specifier is given to, before any controller it
 * is stacked on; a bank without a compatible by its parent's): how many
 * specifiers decode with the controller's binding, how many only with the
 * generic one- or two-cell convention, how many stay raw cells, how many the
 * binding refuses, and how many name no controller at all. Entries of
 * interrupts-extended whose phandle is 0 are holes, not specifiers:
 * Linux finds no interrupt there either.
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "testutil.h"

enum outcome {
	DECODED,
	GENERIC,
	RAW,
	INVALID,
	UNRESOLVED,
	NR_OUTCOMES,
};

static const char *const outcome_names[NR_OUTCOMES] = {
	"decoded", "generic", "raw", "invalid", "unresolved",
};

#define MAX_ROWS 256
#define MAX_BOARDS 128

struct census_row {
	char compatible[64];
	unsigned int count[NR_OUTCOMES];
};

static struct census_row rows[MAX_ROWS];
static unsigned int nr_rows;
static unsigned int failures;
static unsigned int holes; /* empty interrupts-extended entries */

static struct census_row *row_of(const char *compatible)
{
	unsigned int i;

	for (i = 0; i < nr_rows; i++)
		if (!strcmp(rows[i].compatible, compatible))
			return &rows[i];
	assert_true(nr_rows < MAX_ROWS);
	snprintf(rows[nr_rows].compatible, sizeof(rows[nr_rows].compatible),
		 "%s", compatible);
	return &rows[nr_rows++];
}

/*
 * Count one specifier given to @ctrl (NULL: it reached no controller);
 * anything but a decode with the controller's own binding is a failure,
 * printed with where it is.
 */
static void tally(const char *board, struct device_node *user, const char *what,
		  int index, struct device_node *ctrl, enum outcome o)
{
	const char *compatible = "(no controller)";
	char path[256], bank[sizeof(rows[0].compatible)];

	if (ctrl && of_property_read_string(ctrl, "compatible", &compatible)) {
		/* a bank: named by its parent */
		if (!ctrl->parent ||
		    of_property_read_string(ctrl->parent, "compatible",
					    &compatible))
			compatible = "?";
		snprintf(bank, sizeof(bank), "%s (bank)", compatible);
		compatible = bank;
	}
	row_of(compatible)->count[o]++;
	platdev_of_format_path(user, path, sizeof(path));
	if (o == DECODED)
		return;
	failures++;
	print_message("%s: %s %s #%d at %s: %s\n", board, path, what, index,
		      compatible, outcome_names[o]);
}

static enum outcome outcome_of(const struct platdev_of_irq *irq, int err)
{
	if (!irq->spec.np)
		return UNRESOLVED;
	if (err == -EOPNOTSUPP)
		return RAW;
	if (err || !irq->decoded)
		return INVALID;
	return irq->generic ? GENERIC : DECODED;
}

/* The controller the specifier is given to, before any stacked one. */
static struct device_node *first_controller(const struct platdev_of_irq *irq)
{
	return irq->via ? irq->via : irq->spec.np;
}

/* How many specifiers @np's interrupts or interrupts-extended hold. */
static int described(struct device_node *np)
{
	struct device_node *parent;
	int len = 0;
	u32 cells = 0;

	if (of_find_property(np, "interrupts-extended", NULL))
		return of_count_phandle_with_args(np, "interrupts-extended",
						  "#interrupt-cells");
	if (!of_get_property(np, "interrupts", &len) || len <= 0)
		return 0;
	parent = of_irq_find_parent(np);
	if (parent)
		of_property_read_u32(parent, "#interrupt-cells", &cells);
	of_node_put(parent);
	return cells ? len / 4 / (int)cells : 1;
}

/*
 * Whether entry @i of @np's interrupts-extended is a hole: a phandle of
 * 0, which boards use to keep later entries at their index (no interrupt).
 */
static bool is_hole(struct device_node *np, int i)
{
	struct of_phandle_args args;
	int ret;

	if (!of_find_property(np, "interrupts-extended", NULL))
		return false;
	ret = of_parse_phandle_with_args(np, "interrupts-extended",
					 "#interrupt-cells", i, &args);
	if (!ret)
		of_node_put(args.np);
	return ret == -ENOENT;
}

static void census_device(const char *board, struct device_node *np)
{
	const char *what = of_find_property(np, "interrupts-extended", NULL) ?
				   "interrupts-extended" :
				   "interrupts";
	struct platdev_of_irq irq;
	int i, err, n = described(np);

	if (n < 0) /* a list that cannot be read */
		tally(board, np, what, 0, NULL, UNRESOLVED);
	for (i = 0; i < n; i++) {
		if (is_hole(np, i)) {
			holes++;
			continue;
		}
		err = platdev_of_irq_parse(np, i, &irq);
		tally(board, np, what, i, first_controller(&irq),
		      outcome_of(&irq, err));
		platdev_of_irq_put(&irq);
	}
}

static u32 cell(const __be32 *p)
{
	return (u32)of_read_number(p, 1);
}

/* #address-cells of @np or its nearest ancestor, as a map is read. */
static u32 map_address_cells(struct device_node *np)
{
	u32 cells;

	for (; np; np = np->parent)
		if (!of_property_read_u32(np, "#address-cells", &cells))
			return cells;
	return 2;
}

/* The parent side of every entry of @np's interrupt-map. */
static void census_map(const char *board, struct device_node *np)
{
	const __be32 *map;
	struct of_phandle_args spec;
	struct platdev_of_irq irq;
	u32 child, paddr, pint, i;
	int len, index, err;

	map = of_get_property(np, "interrupt-map", &len);
	if (!map || of_property_read_u32(np, "#interrupt-cells", &child))
		return;
	child += map_address_cells(np);
	len /= 4;
	for (index = 0; len > (int)child; index++) {
		map += child;
		len -= (int)child;
		spec.np = of_find_node_by_phandle(cell(map));
		map++;
		len--;
		if (!spec.np ||
		    of_property_read_u32(spec.np, "#interrupt-cells", &pint) ||
		    pint > MAX_PHANDLE_ARGS) {
			tally(board, np, "interrupt-map", index, NULL,
			      UNRESOLVED);
			of_node_put(spec.np);
			return;
		}
		if (of_property_read_u32(spec.np, "#address-cells", &paddr))
			paddr = 0;
		if (len < (int)(paddr + pint)) {
			tally(board, np, "interrupt-map", index, NULL,
			      UNRESOLVED);
			of_node_put(spec.np);
			return;
		}
		spec.args_count = (int)pint;
		for (i = 0; i < pint; i++)
			spec.args[i] = cell(map + paddr + i);
		map += paddr + pint;
		len -= (int)(paddr + pint);
		err = platdev_of_irq_decode(&spec, &irq);
		tally(board, np, "interrupt-map", index, first_controller(&irq),
		      outcome_of(&irq, err));
		platdev_of_irq_put(&irq);
		of_node_put(spec.np);
	}
}

static void census_board(const char *dir, const char *board)
{
	struct device_node *np = NULL;
	char path[512];

	snprintf(path, sizeof(path), "%s/%s", dir, board);
	assert_int_equal(test_load_dtb(path), 0);
	while ((np = of_find_all_nodes(np))) {
		census_device(board, np);
		census_map(board, np);
	}
	assert_int_equal(platdev_of_unload(), 0);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static int by_compatible(const void *a, const void *b)
{
	return strcmp(((const struct census_row *)a)->compatible,
		      ((const struct census_row *)b)->compatible);
}

static void print_census(unsigned int nr_boards)
{
	unsigned int i, o, total[NR_OUTCOMES] = { 0 };

	qsort(rows, nr_rows, sizeof(rows[0]), by_compatible);
	print_message("%u boards, %u empty interrupts-extended entries\n%-40s",
		      nr_boards, holes, "controller");
	for (o = 0; o < NR_OUTCOMES; o++)
		print_message(" %10s", outcome_names[o]);
	print_message("\n");
	for (i = 0; i < nr_rows; i++) {
		print_message("%-40s", rows[i].compatible);
		for (o = 0; o < NR_OUTCOMES; o++) {
			print_message(" %10u", rows[i].count[o]);
			total[o] += rows[i].count[o];
		}
		print_message("\n");
	}
	print_message("%-40s", "total");
	for (o = 0; o < NR_OUTCOMES; o++)
		print_message(" %10u", total[o]);
	print_message("\n");
}

static void test_every_board_decodes(void **state)
{
	const char *dir = PLATDEV_SHARED_DTB_DIR;
	char *boards[MAX_BOARDS];
	struct dirent *e;
	unsigned int n = 0, i;
	DIR *d = opendir(dir);

	(void)state;
	if (!d)
		skip();
	while ((e = readdir(d))) {
		size_t len = strlen(e->d_name);

		if (len > 4 && !strcmp(e->d_name + len - 4, ".dtb")) {
			assert_true(n < MAX_BOARDS);
			boards[n] = strdup(e->d_name);
			assert_non_null(boards[n++]);
		}
	}
	closedir(d);
	qsort(boards, n, sizeof(boards[0]), by_name);
	for (i = 0; i < n; i++) {
		census_board(dir, boards[i]);
		free(boards[i]);
	}
	print_census(n);
	assert_true(n > 0);
	assert_int_equal(failures, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_board_decodes),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
