// SPDX-License-Identifier: MIT
/*
 * sprintf.c - scnprintf(): formatting that returns what it wrote, on the
 * C library's vsnprintf(). kasprintf() is with the allocator, in
 * src/base/kmalloc.c.
 */
#include <stdarg.h>
#include <stdio.h>

#include <linux/sprintf.h>

int vscnprintf(char *buf, size_t size, const char *fmt, va_list ap)
{
	int n;

	if (!size)
		return 0;
	n = vsnprintf(buf, size, fmt, ap);
	if (n < 0) {
		/* An encoding error: say nothing was written, and mean it. */
		buf[0] = '\0';
		return 0;
	}
	return (size_t)n < size ? n : (int)(size - 1);
}

int scnprintf(char *buf, size_t size, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vscnprintf(buf, size, fmt, ap);
	va_end(ap);
	return n;
}
