// SPDX-License-Identifier: MIT
/*
 * seq_file.c - text appended to a caller's buffer (linux/seq_file.h).
 */
#include <stdarg.h>
#include <stdio.h>

#include <linux/seq_file.h>

/* Append what vsnprintf() makes of @fmt; cut off and flag what is over. */
static void seq_vprintf(struct seq_file *m, const char *fmt, va_list args)
{
	size_t room;
	int n;

	if (!m->buf || m->count + 1 >= m->size) {
		m->overflow = true;
		return;
	}
	room = m->size - m->count;
	n = vsnprintf(m->buf + m->count, room, fmt, args);
	if (n < 0)
		return;
	if ((size_t)n >= room) {
		m->count = m->size - 1;
		m->overflow = true;
	} else {
		m->count += (size_t)n;
	}
}

void seq_printf(struct seq_file *m, const char *fmt, ...)
{
	va_list args;

	va_start(args, fmt);
	seq_vprintf(m, fmt, args);
	va_end(args);
}

void seq_puts(struct seq_file *m, const char *s)
{
	seq_printf(m, "%s", s);
}

void seq_putc(struct seq_file *m, char c)
{
	seq_printf(m, "%c", c);
}
