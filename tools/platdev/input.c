// SPDX-License-Identifier: MIT
/*
 * input.c - numbers and files from the command line, taken with limits:
 * one parser for every number (no strtol() that clamps or wraps), and one
 * way to open a file to read (regular files only, never a FIFO that would
 * block or a device that never ends) and to read it (its size checked
 * before reading, and never more than the limit read however it lies).
 */
#define _POSIX_C_SOURCE 200809L

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "input.h"

int input_parse_u64(const char *s, u64 min, u64 max, u64 *value,
		    const char **end)
{
	bool over = false;
	u64 v = 0;

	if (*s < '0' || *s > '9')
		return -EINVAL;
	for (; *s >= '0' && *s <= '9'; s++) {
		unsigned int digit = (unsigned int)(*s - '0');

		if (v > (UINT64_MAX - digit) / 10)
			over = true;
		else
			v = v * 10 + digit;
	}
	if (end)
		*end = s;
	else if (*s)
		return -EINVAL;
	if (over || v < min || v > max)
		return -ERANGE;
	*value = v;
	return 0;
}

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

int input_open(const char *path, const char **kind)
{
	struct stat st;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	int flags;

	*kind = NULL;
	if (fd < 0)
		return -1;
	if (fstat(fd, &st) == 0 && !S_ISREG(st.st_mode)) {
		*kind = file_kind(st.st_mode);
		close(fd);
		return -1;
	}
	flags = fcntl(fd, F_GETFL);
	if (flags >= 0)
		fcntl(fd, F_SETFL, flags & ~O_NONBLOCK);
	return fd;
}

/* "platdev: WHO cannot read PATH: WHY" for a failed input_open(). */
static void refuse(const char *path, const char *kind, const char *what,
		   const char *who)
{
	if (kind)
		fprintf(stderr, "platdev: %scannot read %s: it is %s, not %s\n",
			who, path, kind, what);
	else
		fprintf(stderr, "platdev: %scannot read %s: %s\n", who, path,
			strerror(errno));
}

FILE *input_fopen(const char *path, const char *what, const char *who)
{
	const char *kind;
	int fd = input_open(path, &kind);
	FILE *f;

	if (fd < 0) {
		refuse(path, kind, what, who);
		return NULL;
	}
	f = fdopen(fd, "r");
	if (!f) {
		refuse(path, NULL, what, who);
		close(fd);
	}
	return f;
}

int input_refuse_special(const char *path, const char *what)
{
	const char *kind;
	int fd = input_open(path, &kind);

	if (fd >= 0)
		close(fd);
	if (!kind)
		return 0;
	refuse(path, kind, what, "");
	return 1;
}

/* "67108864 bytes (64 MiB)": a limit as the messages give it. */
static const char *limit_text(size_t limit, char *buf, size_t len)
{
	if (limit >= (1u << 20) && !(limit & ((1u << 20) - 1)))
		snprintf(buf, len, "%zu-byte (%zu MiB)", limit, limit >> 20);
	else
		snprintf(buf, len, "%zu-byte", limit);
	return buf;
}

/* The refusal of a file over @limit: its @size, 0 if not known. */
static void too_large(const char *path, unsigned long long size, size_t limit,
		      const char *what)
{
	char text[48];

	limit_text(limit, text, sizeof(text));
	if (size)
		fprintf(stderr,
			"platdev: cannot read %s: its %llu bytes are over the %s limit of %s\n",
			path, size, text, what);
	else
		fprintf(stderr,
			"platdev: cannot read %s: it holds more than the %s limit of %s\n",
			path, text, what);
}

void *input_read_fd(int fd, const char *path, size_t limit, const char *what,
		    size_t *size)
{
	size_t cap, len = 0;
	struct stat st;
	char *buf, *grown;
	ssize_t n;

	if (fstat(fd, &st)) {
		fprintf(stderr, "platdev: cannot read %s: %s\n", path,
			strerror(errno));
		return NULL;
	}
	if (st.st_size > 0 && (unsigned long long)st.st_size > limit) {
		too_large(path, (unsigned long long)st.st_size, limit, what);
		return NULL;
	}
	/* What it says it holds, and one byte more to see it ends there. */
	cap = (st.st_size > 0 ? (size_t)st.st_size : 4096) + 1;
	buf = malloc(cap);
	if (!buf)
		goto oom;
	if (lseek(fd, 0, SEEK_SET) < 0 && errno != ESPIPE)
		goto failed;
	for (;;) {
		if (len == cap) {
			if (cap > limit) {
				too_large(path, 0, limit, what);
				free(buf);
				return NULL;
			}
			cap = cap > limit / 2 ? limit + 1 : cap * 2;
			grown = realloc(buf, cap);
			if (!grown)
				goto oom;
			buf = grown;
		}
		n = read(fd, buf + len, cap - len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			goto failed;
		if (!n)
			break;
		len += (size_t)n;
	}
	*size = len;
	return buf;
failed:
	fprintf(stderr, "platdev: cannot read %s: %s\n", path, strerror(errno));
	free(buf);
	return NULL;
oom:
	fprintf(stderr, "platdev: cannot read %s: out of memory\n", path);
	free(buf);
	return NULL;
}

void *input_read(const char *path, size_t limit, const char *what, size_t *size)
{
	const char *kind;
	int fd = input_open(path, &kind);
	void *data;

	if (fd < 0) {
		refuse(path, kind, what, "");
		return NULL;
	}
	data = input_read_fd(fd, path, limit, what, size);
	close(fd);
	return data;
}

long input_getline(FILE *f, char **buf, size_t *cap, size_t limit)
{
	size_t len = 0;
	int c;

	for (;;) {
		c = getc(f);
		if (c == EOF && !len)
			return -1;
		if (len + 1 > *cap) {
			size_t grown = *cap ? *cap * 2 : 128;
			char *p;

			if (grown > limit + 1)
				grown = limit + 1;
			p = realloc(*buf, grown);
			if (!p)
				return -3;
			*buf = p;
			*cap = grown;
		}
		if (c == EOF || c == '\n')
			break;
		/* Not a byte further than the limit: the line may not end. */
		if (len == limit)
			return -2;
		(*buf)[len++] = (char)c;
	}
	(*buf)[len] = '\0';
	return (long)len;
}
