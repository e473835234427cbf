/* SPDX-License-Identifier: MIT */
/*
 * linux/seq_file.h - text written into a caller's buffer, as the
 * callbacks that print into Linux's /proc and debugfs listings write it
 * (irq_chip.irq_print_chip and the like). Output that does not fit is
 * cut off and counted as an overflow.
 */
#ifndef _PLATDEV_LINUX_SEQ_FILE_H
#define _PLATDEV_LINUX_SEQ_FILE_H

#include <linux/compiler.h>
#include <linux/bug.h>
#include <linux/types.h>

/**
 * struct seq_file - where the text goes
 * @buf: the buffer, kept '\0'-terminated
 * @size: its size
 * @count: the bytes written so far (at most @size - 1)
 * @overflow: whether something did not fit
 * @private: the caller's data for the callback that writes (Linux's
 *           single_open() passes its @data here)
 */
struct seq_file {
	char *buf;
	size_t size;
	size_t count;
	bool overflow;
	void *private;
};

/** seq_printf() - append printf-style text to @m */
__printf(2, 3) void seq_printf(struct seq_file *m, const char *fmt, ...);

/** seq_puts() - append @s to @m */
void seq_puts(struct seq_file *m, const char *s);

/** seq_putc() - append the character @c to @m */
void seq_putc(struct seq_file *m, char c);

#endif /* _PLATDEV_LINUX_SEQ_FILE_H */
