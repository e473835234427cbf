// SPDX-License-Identifier: MIT
/*
 * bench_cli_json.c - the wall time of "platdev devices --json" on the
 * largest board in ../shared/dtbs, as a user (or a script) waits for it:
 * the whole program, started RUNS times, output to /dev/null. Prints the
 * median and the spread of the wall time, and the median CPU time (user
 * and system) the program used, which a loaded machine does not inflate
 * as it does the wall time; the check is the wall-time budget issue 11
 * sets (20 ms).
 *
 *   bench_cli_json [PLATDEV...]
 *
 * Without arguments it times the platdev built next to it; each PLATDEV
 * given is timed instead, one row each (to compare with a baseline build).
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

#define RUNS 31
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

/*
 * Run @argv with stdout and stderr to /dev/null; its wall time in ns, its
 * CPU time in ns in *@cpu.
 */
static double run_once(char *const argv[], double *cpu)
{
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
	start = bench_now_ns() - start;
	*cpu = (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1e9 +
	       (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) * 1e3;
	posix_spawn_file_actions_destroy(&fa);
	bench_check(WIFEXITED(status) && !WEXITSTATUS(status),
		    "platdev devices --json exits 0");
	return start;
}

static void time_program(const char *platdev, const char *board)
{
	char *argv[] = { (char *)platdev, "devices", "--json", (char *)board,
			 NULL };
	double t[RUNS], cpu[RUNS], median;
	unsigned int i;

	run_once(argv, cpu); /* page cache and dynamic loader warm */
	for (i = 0; i < RUNS; i++) {
		t[i] = run_once(argv, &cpu[i]) / 1e6;
		cpu[i] /= 1e6;
	}
	median = bench_median(t, RUNS);
	printf("%-44s %8.2f %8.2f %8.2f %8.2f\n", platdev, t[0], median,
	       t[RUNS - 1], bench_median(cpu, RUNS));
	bench_check(median < BUDGET_MS, "median under the 20 ms budget");
}

int main(int argc, char **argv)
{
	char board[4096];
	off_t size =
		largest_board(PLATDEV_SHARED_DTB_DIR, board, sizeof(board));
	int i;

	if (!size) {
		printf("%s: no boards in %s; nothing to time\n", BENCH_NAME,
		       PLATDEV_SHARED_DTB_DIR);
		return 0;
	}
	printf("platdev devices --json %s (%lld bytes), %d runs, build type %s\n",
	       board, (long long)size, RUNS, PLATDEV_BUILD_TYPE);
	printf("%-44s %8s %8s %8s %8s\n", "program", "min ms", "median",
	       "max ms", "cpu ms");
	if (argc < 2)
		time_program(PLATDEV_TOOL_PATH, board);
	for (i = 1; i < argc; i++)
		time_program(argv[i], board);
	return bench_failures ? 1 : 0;
}
