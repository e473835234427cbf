// SPDX-License-Identifier: MIT
/*
 * dts.c - read a board file: a device-tree blob as it is, or device-tree
 * source compiled to a blob by dtc. Which of the two a file is, its first
 * four bytes say (the FDT magic), not its name.
 *
 * dtc is run so that no input can hang or exhaust platdev: the source
 * path follows "--" (and a path that starts with '-' gets "./"), its
 * standard input is /dev/null, and it runs under limits of CPU time,
 * wall-clock time and address space (DTC_SECONDS, DTC_MEMORY_MIB; the
 * environment variables PLATDEV_DTC_SECONDS and PLATDEV_DTC_MEMORY_MIB
 * change them). It writes the blob and its messages to files that have no
 * name (O_TMPFILE, else unlinked as soon as made), so a platdev killed
 * while dtc runs leaves nothing behind in $TMPDIR; on Linux, dtc is killed
 * when platdev dies.
 */
#define _GNU_SOURCE /* O_TMPFILE */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <platdev/of.h>

#include "board.h"
#include "input.h"

#define FDT_MAGIC 0xd00dfeedu

/* dtc's limits: CPU and wall-clock seconds each, and its address space. */
#define DTC_SECONDS 30
#define DTC_MEMORY_MIB 1024
#define DTC_MAX_SECONDS 86400
#define DTC_MAX_MEMORY_MIB (1u << 20)

static const char board_file[] = "a board file";

struct dtc_limits {
	u64 seconds, memory_mib;
};

static bool has_fdt_magic(const unsigned char *p, size_t size)
{
	return size >= 4 && ((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
			     (uint32_t)p[2] << 8 | p[3]) == FDT_MAGIC;
}

/* The limit the environment variable @name sets, else @def; 0 or 1. */
static int env_limit(const char *name, u64 def, u64 max, const char *unit,
		     u64 *value)
{
	const char *s = getenv(name);

	*value = def;
	if (!s)
		return 0;
	if (input_parse_u64(s, 1, max, value, NULL)) {
		fprintf(stderr,
			"platdev: %s=%s is not a number of %s from 1 to %llu\n",
			name, s, unit, (unsigned long long)max);
		return 1;
	}
	return 0;
}

static int dtc_limits(struct dtc_limits *l)
{
	return env_limit("PLATDEV_DTC_SECONDS", DTC_SECONDS, DTC_MAX_SECONDS,
			 "seconds", &l->seconds) ||
	       env_limit("PLATDEV_DTC_MEMORY_MIB", DTC_MEMORY_MIB,
			 DTC_MAX_MEMORY_MIB, "MiB", &l->memory_mib);
}

/*
 * A new temporary file with no name, open for reading and writing; -1
 * after saying why not. Where O_TMPFILE is not there (or $TMPDIR's file
 * system lacks it), mkstemp() and unlink() at once, with the signals that
 * end platdev blocked in between.
 */
static int nameless_temporary(void)
{
	const char *dir = getenv("TMPDIR");
	sigset_t ending, old;
	char path[4096];
	int fd = -1;

	if (!dir || !*dir)
		dir = "/tmp";
#ifdef O_TMPFILE
	fd = open(dir, O_TMPFILE | O_RDWR | O_EXCL | O_CLOEXEC, 0600);
	if (fd >= 0)
		return fd;
#endif
	if ((size_t)snprintf(path, sizeof(path), "%s/platdev-XXXXXX", dir) >=
	    sizeof(path)) {
		fprintf(stderr, "platdev: TMPDIR is too long\n");
		return -1;
	}
	sigemptyset(&ending);
	sigaddset(&ending, SIGINT);
	sigaddset(&ending, SIGTERM);
	sigaddset(&ending, SIGHUP);
	sigaddset(&ending, SIGQUIT);
	sigprocmask(SIG_BLOCK, &ending, &old);
	fd = mkstemp(path);
	if (fd >= 0) {
		unlink(path);
		fcntl(fd, F_SETFD, FD_CLOEXEC);
	}
	sigprocmask(SIG_SETMASK, &old, NULL);
	if (fd < 0)
		fprintf(stderr, "platdev: cannot create a temporary file: %s\n",
			strerror(errno));
	return fd;
}

/* Whether the source @p has a line "#include" (spaces before allowed). */
static bool has_include_line(const char *p, size_t size)
{
	static const char directive[] = "#include";
	size_t i = 0;

	while (i < size) {
		while (i < size && (p[i] == ' ' || p[i] == '\t'))
			i++;
		if (size - i >= sizeof(directive) - 1 &&
		    !memcmp(p + i, directive, sizeof(directive) - 1))
			return true;
		while (i < size && p[i] != '\n')
			i++;
		i++;
	}
	return false;
}

/* The first line of what dtc said (the file @fd), without its newline. */
static void first_line(int fd, char *line, size_t len)
{
	ssize_t n;

	line[0] = '\0';
	if (lseek(fd, 0, SEEK_SET) < 0)
		return;
	n = read(fd, line, len - 1);
	if (n <= 0)
		return;
	line[n] = '\0';
	line[strcspn(line, "\n")] = '\0';
}

/*
 * In the child: limits, descriptors (@out as stdout, @said as stderr,
 * /dev/null as stdin), then dtc; 127 when it cannot be run.
 * Async-signal-safe calls only: platdev may have threads.
 */
static void exec_dtc(char *const argv[], int out, int said,
		     const struct dtc_limits *l, pid_t parent)
{
	struct rlimit cpu = { l->seconds, l->seconds + 1 };
	struct rlimit as = { l->memory_mib << 20, l->memory_mib << 20 };
	sigset_t none;
	int null;

#ifdef __linux__
	/* If platdev dies, so does dtc (it may loop for ever). */
	prctl(PR_SET_PDEATHSIG, SIGKILL);
	if (getppid() != parent)
		_exit(127);
#else
	(void)parent;
#endif
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
	null = open("/dev/null", O_RDONLY);
	if (setrlimit(RLIMIT_CPU, &cpu) || setrlimit(RLIMIT_AS, &as) ||
	    null < 0 || dup2(null, 0) < 0 || dup2(out, 1) < 0 ||
	    dup2(said, 2) < 0)
		_exit(126);
	execvp("dtc", argv);
	_exit(errno == ENOENT ? 127 : 126);
}

static double seconds_now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/*
 * Wait for @pid, at most @seconds: its status, or -1 once it was killed
 * for taking longer (-2 when waiting failed).
 */
static int wait_bounded(pid_t pid, u64 seconds)
{
	struct timespec pause = { 0, 1000000 }; /* 1 ms, doubled to 64 */
	double deadline = seconds_now() + (double)seconds;
	int status;
	pid_t r;

	for (;;) {
		r = waitpid(pid, &status, WNOHANG);
		if (r == pid)
			return status;
		if (r < 0 && errno != EINTR)
			return -2;
		if (seconds_now() >= deadline) {
			kill(pid, SIGKILL);
			while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
				;
			return -1;
		}
		nanosleep(&pause, NULL);
		if (pause.tv_nsec < 64000000)
			pause.tv_nsec *= 2;
	}
}

/*
 * Why dtc did not give a blob for @in, in one line; @cpp: the source has
 * an #include line, which only the C preprocessor reads.
 */
static void dtc_failed(const char *in, int status, int said,
		       const struct dtc_limits *l, bool cpp)
{
	char line[256];

	if (status == -1 ||
	    (WIFSIGNALED(status) &&
	     (WTERMSIG(status) == SIGXCPU || WTERMSIG(status) == SIGKILL))) {
		fprintf(stderr,
			"platdev: dtc did not finish compiling %s within its limit of %llu s; stopped (PLATDEV_DTC_SECONDS sets it)\n",
			in, (unsigned long long)l->seconds);
		return;
	}
	if (status == -2) {
		fprintf(stderr, "platdev: waiting for dtc: %s\n",
			strerror(errno));
		return;
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
		fprintf(stderr,
			"platdev: %s is device-tree source and dtc is not installed (Debian: apt-get install device-tree-compiler)\n",
			in);
		return;
	}
	first_line(said, line, sizeof(line));
	if (strstr(line, "alloc") || (WIFSIGNALED(status) && !line[0])) {
		fprintf(stderr,
			"platdev: dtc ran out of its %llu MiB of memory compiling %s%s%s (PLATDEV_DTC_MEMORY_MIB sets the limit)\n",
			(unsigned long long)l->memory_mib, in,
			line[0] ? ": " : "", line);
		return;
	}
	if (cpp) {
		fprintf(stderr,
			"platdev: dtc could not compile %s%s%s; it uses #include, which is cpp's: preprocess it first, as Linux's build does: cpp -nostdinc -undef -D__DTS__ -x assembler-with-cpp -I LINUX/scripts/dtc/include-prefixes %s -o preprocessed.dts\n",
			in, line[0] ? ": " : "", line, in);
		return;
	}
	fprintf(stderr,
		"platdev: dtc could not compile %s (it is not a device-tree blob either)%s%s\n",
		in, line[0] ? ": " : "", line);
}

/*
 * Run "dtc -q -I dts -O dtb -o - -- @in" with its output into @out and its
 * messages into @said; 0, or 1 after saying why not in one line.
 */
static int run_dtc(const char *in, int out, int said, bool cpp)
{
	char *argv[] = { "dtc", "-q", "-I", "dts", "-O", "dtb",
			 "-o",	"-",  "--", NULL,  NULL };
	struct dtc_limits l;
	char *dotted = NULL;
	pid_t pid, parent = getpid();
	int status;

	if (dtc_limits(&l))
		return 1;
	/* "-" alone is stdin to dtc, even after "--". */
	if (in[0] == '-') {
		dotted = malloc(strlen(in) + 3);
		if (!dotted) {
			fprintf(stderr, "platdev: out of memory\n");
			return 1;
		}
		strcpy(dotted, "./");
		strcat(dotted, in);
	}
	argv[9] = dotted ? dotted : (char *)in;
	fflush(NULL);
	pid = fork();
	if (pid == 0)
		exec_dtc(argv, out, said, &l, parent);
	free(dotted);
	if (pid < 0) {
		fprintf(stderr, "platdev: cannot run dtc: %s\n",
			strerror(errno));
		return 1;
	}
	status = wait_bounded(pid, l.seconds);
	if (status >= 0 && WIFEXITED(status) && !WEXITSTATUS(status))
		return 0;
	dtc_failed(in, status, said, &l, cpp);
	return 1;
}

/* Compile the source file @path (@cpp: it has #include) into a blob. */
static void *compile_dts(const char *path, size_t *size, bool cpp)
{
	void *blob = NULL;
	int out, said;

	out = nameless_temporary();
	if (out < 0)
		return NULL;
	said = nameless_temporary();
	if (said >= 0 && run_dtc(path, out, said, cpp) == 0)
		blob = input_read_fd(out, "dtc's output", PLATDEV_OF_MAX_BLOB,
				     "a device-tree blob", size);
	if (said >= 0)
		close(said);
	close(out);
	return blob;
}

/**
 * board_read_blob() - read the board file @path as a device-tree blob
 * @path: a DTB, or device-tree source (compiled with dtc when installed)
 * @size: set to the blob's size
 *
 * A file that starts with the FDT magic is taken as it is; any other file
 * is handed to dtc as source. A directory, a FIFO, a device or a socket
 * is refused at once, by its kind; a file over PLATDEV_OF_MAX_BLOB (64
 * MiB) by its size, before it is read.
 *
 * Return: the blob (free() it), or NULL after printing one line saying why
 * there is none.
 */
void *board_read_blob(const char *path, size_t *size)
{
	void *data = input_read(path, PLATDEV_OF_MAX_BLOB, board_file, size);

	bool cpp;

	if (!data || has_fdt_magic(data, *size))
		return data;
	cpp = has_include_line(data, *size);
	free(data);
	return compile_dts(path, size, cpp);
}
