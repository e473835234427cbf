/* SPDX-License-Identifier: MIT */
/*
 * input.h - what the command line hands platdev, taken with limits: the
 * numbers of its options and environment variables, read with overflow
 * checks by one parser, and the files it reads (boards, overlays,
 * traces, modules), which must be regular files and are never read past
 * their limit.
 */
#ifndef _PLATDEV_TOOLS_INPUT_H
#define _PLATDEV_TOOLS_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include <linux/types.h>

/**
 * input_parse_u64() - read a decimal number in [@min, @max]
 * @s: the text: decimal digits (no sign, no space), then, only when @end
 *     is not NULL, anything
 * @min: the smallest value taken
 * @max: the largest
 * @value: set to the number
 * @end: set to the first character past the digits, or NULL when nothing
 *       may follow them
 *
 * However many digits @s has, the number is never taken modulo 2^64 or
 * clamped: a number out of range is refused as such.
 *
 * Return: 0; -EINVAL when @s does not start with a digit or (with @end
 * NULL) has more than digits; -ERANGE when the number is below @min or
 * above @max.
 */
int input_parse_u64(const char *s, u64 min, u64 max, u64 *value,
		    const char **end);

/**
 * input_open() - open @path for reading if it is a regular file
 * @path: the file
 * @kind: set to what the file is ("a FIFO", "a directory", ...) when it
 *        is not a regular file, else NULL
 *
 * The file is opened without blocking and checked on the descriptor, so a
 * FIFO with no writer is refused at once, not waited on.
 *
 * Return: the open descriptor (blocking again), or -1 with errno set or
 * with *@kind set.
 */
int input_open(const char *path, const char **kind);

/**
 * input_fopen() - open the regular file @path to read, or say in one line
 * why not
 * @path: the file
 * @what: what it was given as, for the message ("a trace")
 * @who: the message's prefix after "platdev: " ("" or "sim: ")
 *
 * Return: the stream, or NULL after "platdev: WHO cannot read PATH: it is
 * a FIFO, not WHAT" (or the system's reason) on stderr.
 */
FILE *input_fopen(const char *path, const char *what, const char *who);

/**
 * input_refuse_special() - refuse @path if it is a file of another kind
 * than a regular one (a FIFO, a device, a directory)
 * @path: the file, to be opened by someone else (dlopen())
 * @what: what it was given as, for the message
 *
 * A path that cannot be opened is not refused here: the one who opens it
 * searches for it or says why.
 *
 * Return: 0, or 1 after "platdev: cannot read PATH: it is a FIFO, not
 * WHAT" on stderr.
 */
int input_refuse_special(const char *path, const char *what);

/**
 * input_read() - read the whole of the regular file @path, at most @limit
 * bytes
 * @path: the file
 * @limit: the largest size taken
 * @what: what it was given as, for the messages ("a board file")
 * @size: set to its size
 *
 * A file whose size is over @limit is refused before anything is read; a
 * file that grows while it is read (or says it is smaller than it is) is
 * never read past @limit + 1 bytes.
 *
 * Return: the contents (free() them), or NULL after one line on stderr.
 */
void *input_read(const char *path, size_t limit, const char *what,
		 size_t *size);

/**
 * input_read_fd() - input_read() of the open descriptor @fd, read from
 * its start; @path names it in the messages
 */
void *input_read_fd(int fd, const char *path, size_t limit, const char *what,
		    size_t *size);

/**
 * input_getline() - the next line of @f without its newline, at most
 * @limit bytes
 * @f: the stream
 * @buf: the line, grown as needed (free() it)
 * @cap: its capacity
 * @limit: the longest line taken
 *
 * A line over @limit is not read to its end (it may have none, as
 * /dev/zero's).
 *
 * Return: the line's length; -1 at the end of @f or on a read error
 * (ferror()); -2 when the line is longer than @limit; -3 when there is no
 * memory for it.
 */
long input_getline(FILE *f, char **buf, size_t *cap, size_t limit);

#endif /* _PLATDEV_TOOLS_INPUT_H */
