// SPDX-License-Identifier: MIT
/*
 * bench_cli_json.c - the wall time of "platdev devices --json" on the
 * largest board in ../shared/dtbs, as a user (or a script) waits for it:
 * the whole program, started RUNS times, output to /dev/null. Beside it,
 * in the same rounds, two baselines: "platdev help" (starting and ending
 * the program alone) and plain "platdev devices" (the same board set up,
 * the text listing). Each round runs every row once, so a neighbour's
 * build slows all rows alike. Per row: the median and the spread of the
 * wall time, the median CPU time (user and system; a loaded machine does
 * not inflate it as it does the wall time) and the median of page faults
 * (tens of microseconds each on a VM). The check is the wall-time budget
 * issue 11 sets (20 ms) for the first program's "devices --json".
 *
 *   bench_cli_json [PLATDEV...]
 *
 * Without arguments it times the platdev built next to it; each PLATDEV
 * given is timed instead, its rows after the previous one's (to compare
 * with a baseline build).
 */
#include <dirent.h>
#include <fcntl.h>
#include <spawn.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench_util.h"

#define RUNS 41
#define MAX_PROGRAMS 4
#define NR_COMMANDS 3
#define BUDGET_MS 20.0

extern char **environ;

/* The largest *.dtb in @dir, into @path. Return: its size, 0 for none. */
static off_t largest_board(const char *dir, char *path, size_t len)
{
	DIR *d = opendir(dir);
	struct dirent *e;
	off_t best = 0;
	char file[4096];
	struct stat st;

	if (!d)
		return 0;
	while ((e = readdir(d))) {
		size_t n = strlen(e->d_name);

		if (n < 4 || strcmp(e->d_name + n - 4, ".dtb"))
			continue;
		snprintf(file, sizeof(file), "%s/%s", dir, e->d_name);
		if (!stat(file, &st) && st.st_size > best) {
			best = st.st_size;
			snprintf(path, len, "%s", file);
		}
	}
	closedir(d);
	return best;
}

/* What one run of a program cost. */
struct run_cost {
	double wall_ms, cpu_ms, faults;
};

/* Run @argv with stdout and stderr to /dev/null; what it cost. */
static struct run_cost run_once(char *const argv[])
{
	struct run_cost cost;
	struct rusage ru;
	posix_spawn_file_actions_t fa;
	double start;
	int status;
	pid_t pid;

	if (posix_spawn_file_actions_init(&fa) ||
	    posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY,
					     0) ||
	    posix_spawn_file_actions_adddup2(&fa, 1, 2))
		bench_die("posix_spawn_file_actions");
	start = bench_now_ns();
	if (posix_spawn(&pid, argv[0], &fa, NULL, argv, environ))
		bench_die("posix_spawn");
	if (wait4(pid, &status, 0, &ru) != pid)
		bench_die("wait4");
	cost.wall_ms = (bench_now_ns() - start) / 1e6;
	cost.cpu_ms = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e3 +
		      (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1e3;
	cost.faults = (double)ru.ru_minflt + (double)ru.ru_majflt;
	posix_spawn_file_actions_destroy(&fa);
	bench_check(WIFEXITED(status) && !WEXITSTATUS(status),
		    "platdev exits 0");
	return cost;
}

/* One row: a program and a command, its costs over the rounds. */
struct row {
	char *argv[5];
	double wall[RUNS], cpu[RUNS], faults[RUNS];
};

static void print_row(struct row *r, const char *what)
{
	double median = bench_median(r->wall, RUNS);

	printf("  %-24s %8.2f %8.2f %8.2f %8.2f %7.0f\n", what, r->wall[0],
	       median, r->wall[RUNS - 1], bench_median(r->cpu, RUNS),
	       bench_median(r->faults, RUNS));
}

int main(int argc, char **argv)
{
	static const char *const what[NR_COMMANDS] = { "help", "devices",
						       "devices --json" };
	static struct row rows[MAX_PROGRAMS][NR_COMMANDS];
	char board[4096], *json = "--json";
	off_t size =
		largest_board(PLATDEV_SHARED_DTB_DIR, board, sizeof(board));
	int nr_programs = argc < 2 ? 1 : argc - 1, p, c, i;

	if (!size) {
		printf("%s: no boards in %s; nothing to time\n", BENCH_NAME,
		       PLATDEV_SHARED_DTB_DIR);
		return 0;
	}
	if (nr_programs > MAX_PROGRAMS)
		bench_die("at most four programs");
	for (p = 0; p < nr_programs; p++) {
		char *program = argc < 2 ? PLATDEV_TOOL_PATH : argv[p + 1];
		struct row *r = rows[p];

		r[0].argv[0] = program;
		r[0].argv[1] = "help";
		r[1].argv[0] = r[2].argv[0] = program;
		r[1].argv[1] = r[2].argv[1] = "devices";
		r[1].argv[2] = board;
		r[2].argv[2] = json;
		r[2].argv[3] = board;
	}
	/* A round unmeasured: page cache and dynamic loader warm. */
	for (i = -1; i < RUNS; i++) {
		for (p = 0; p < nr_programs; p++) {
			for (c = 0; c < NR_COMMANDS; c++) {
				struct run_cost cost =
					run_once(rows[p][c].argv);

				if (i < 0)
					continue;
				rows[p][c].wall[i] = cost.wall_ms;
				rows[p][c].cpu[i] = cost.cpu_ms;
				rows[p][c].faults[i] = cost.faults;
			}
		}
	}

	printf("platdev on %s (%lld bytes), %d rounds, build type %s\n", board,
	       (long long)size, RUNS, PLATDEV_BUILD_TYPE);
	printf("  %-24s %8s %8s %8s %8s %7s\n", "command", "min ms", "median",
	       "max ms", "cpu ms", "faults");
	for (p = 0; p < nr_programs; p++) {
		printf("%s\n", rows[p][0].argv[0]);
		for (c = 0; c < NR_COMMANDS; c++)
			print_row(&rows[p][c], what[c]);
	}
	bench_check(bench_median(rows[0][2].wall, RUNS) < BUDGET_MS,
		    "median of devices --json under the 20 ms budget");
	return bench_failures ? 1 : 0;
}
