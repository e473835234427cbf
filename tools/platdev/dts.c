// SPDX-License-Identifier: MIT
/*
 * dts.c - read a board file: a device-tree blob as it is, or device-tree
 * source compiled to a blob by running dtc into a temporary file. Which of
 * the two a file is, its first four bytes say (the FDT magic), not its name.
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "board.h"

#define FDT_MAGIC 0xd00dfeedu

extern char **environ;

/* What a file that is not a regular one is, for the refusal. */
static const char *file_kind(mode_t mode)
{
	if (S_ISDIR(mode))
		return "a directory";
	if (S_ISFIFO(mode))
		return "a FIFO";
	if (S_ISCHR(mode))
		return "a character device";
	if (S_ISBLK(mode))
		return "a block device";
	if (S_ISSOCK(mode))
		return "a socket";
	return "not a regular file";
}

/*
 * Open @path for reading if it is a regular file. It is opened without
 * blocking and checked on the descriptor: a FIFO with no writer would
 * otherwise hang the open, and a directory or a device has no size to read.
 * NULL with errno set, or with *@kind set for a file of another kind.
 */
static FILE *open_regular_file(const char *path, const char **kind)
{
	struct stat st;
	FILE *f;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	*kind = NULL;
	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) {
		*kind = file_kind(st.st_mode);
		close(fd);
		return NULL;
	}
	f = fdopen(fd, "rb");
	if (!f) {
		int err = errno;

		close(fd);
		errno = err;
	}
	return f;
}

/* Read a whole regular file; NULL with errno (or *@kind) set on failure. */
static void *read_whole_file(const char *path, size_t *size, const char **kind)
{
	FILE *f = open_regular_file(path, kind);
	void *buf = NULL;
	long len;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (len = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0) {
		buf = malloc(len ? (size_t)len : 1);
		if (buf && fread(buf, 1, (size_t)len, f) != (size_t)len) {
			free(buf);
			buf = NULL;
			errno = EIO;
		}
		*size = (size_t)len;
	} else {
		errno = errno ? errno : EIO;
	}
	fclose(f);
	return buf;
}

static bool has_fdt_magic(const unsigned char *p, size_t size)
{
	return size >= 4 && ((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
			     (uint32_t)p[2] << 8 | p[3]) == FDT_MAGIC;
}

/*
 * The first line of what dtc said, from the file @path, into @line
 * (empty if it said nothing), without its newline.
 */
static void first_line(const char *path, char *line, size_t len)
{
	FILE *f = fopen(path, "r");

	line[0] = '\0';
	if (!f)
		return;
	if (fgets(line, (int)len, f))
		line[strcspn(line, "\n")] = '\0';
	fclose(f);
}

/*
 * Run "dtc -q -I dts -O dtb -o @out @in", its messages into the file
 * @messages; 0, or 1 after saying why not in one line (with dtc's first).
 */
static int run_dtc(const char *in, const char *out, const char *messages)
{
	char *argv[] = { "dtc", "-q", "-I", "dts", "-O",
			 "dtb", "-o", NULL, NULL,  NULL };
	posix_spawn_file_actions_t fa;
	char said[256];
	pid_t pid;
	int status, err;

	argv[7] = (char *)out;
	argv[8] = (char *)in;
	err = posix_spawn_file_actions_init(&fa);
	if (err) {
		fprintf(stderr, "platdev: cannot run dtc: %s\n", strerror(err));
		return 1;
	}
	err = posix_spawn_file_actions_addopen(&fa, 2, messages,
					       O_WRONLY | O_TRUNC, 0);
	if (!err)
		err = posix_spawnp(&pid, "dtc", &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	if (err == ENOENT) {
		fprintf(stderr,
			"platdev: %s is device-tree source and dtc is not installed (Debian: apt-get install device-tree-compiler)\n",
			in);
		return 1;
	}
	if (err) {
		fprintf(stderr, "platdev: cannot run dtc: %s\n", strerror(err));
		return 1;
	}
	while (waitpid(pid, &status, 0) < 0) {
		if (errno != EINTR) {
			fprintf(stderr, "platdev: waiting for dtc: %s\n",
				strerror(errno));
			return 1;
		}
	}
	if (WIFEXITED(status) && WEXITSTATUS(status) == 127) {
		fprintf(stderr,
			"platdev: %s is device-tree source and dtc is not installed (Debian: apt-get install device-tree-compiler)\n",
			in);
		return 1;
	}
	if (!WIFEXITED(status) || WEXITSTATUS(status)) {
		first_line(messages, said, sizeof(said));
		fprintf(stderr,
			"platdev: dtc could not compile %s (it is not a device-tree blob either)%s%s\n",
			in, said[0] ? ": " : "", said);
		return 1;
	}
	return 0;
}

/* A new empty temporary file's name, into @path; 0, or 1 after saying why. */
static int make_temporary(char *path, size_t len)
{
	const char *dir = getenv("TMPDIR");
	int fd;

	if (!dir || !*dir)
		dir = "/tmp";
	if ((size_t)snprintf(path, len, "%s/platdev-XXXXXX", dir) >= len) {
		fprintf(stderr, "platdev: TMPDIR is too long\n");
		return 1;
	}
	fd = mkstemp(path);
	if (fd < 0) {
		fprintf(stderr, "platdev: cannot create a temporary file: %s\n",
			strerror(errno));
		return 1;
	}
	close(fd);
	return 0;
}

/* Compile the source file @path into a blob in memory. */
static void *compile_dts(const char *path, size_t *size)
{
	char tmp[4096], messages[4096];
	const char *kind;
	void *blob = NULL;

	if (make_temporary(tmp, sizeof(tmp)))
		return NULL;
	if (make_temporary(messages, sizeof(messages))) {
		unlink(tmp);
		return NULL;
	}
	if (run_dtc(path, tmp, messages) == 0) {
		blob = read_whole_file(tmp, size, &kind);
		if (!blob)
			fprintf(stderr,
				"platdev: cannot read dtc's output: %s\n",
				kind ? kind : strerror(errno));
	}
	unlink(messages);
	unlink(tmp);
	return blob;
}

/**
 * board_read_blob() - read the board file @path as a device-tree blob
 * @path: a DTB, or device-tree source (compiled with dtc when installed)
 * @size: set to the blob's size
 *
 * A file that starts with the FDT magic is taken as it is; any other file
 * is handed to dtc as source. A directory, a FIFO, a device or a socket
 * is refused at once, by its kind.
 *
 * Return: the blob (free() it), or NULL after printing one line saying why
 * there is none.
 */
void *board_read_blob(const char *path, size_t *size)
{
	const char *kind;
	void *data = read_whole_file(path, size, &kind);

	if (!data && kind) {
		fprintf(stderr,
			"platdev: cannot read %s: it is %s, not a board file\n",
			path, kind);
		return NULL;
	}
	if (!data) {
		fprintf(stderr, "platdev: cannot read %s: %s\n", path,
			strerror(errno));
		return NULL;
	}
	if (has_fdt_magic(data, *size))
		return data;
	free(data);
	return compile_dts(path, size);
}
