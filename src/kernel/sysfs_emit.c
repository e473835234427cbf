// SPDX-License-Identifier: MIT
/*
 * sysfs_emit.c - sysfs_emit() and sysfs_emit_at(): formatting into the
 * page a show() callback gets, never past it.
 */
#include <linux/bug.h>
#include <linux/mm.h>
#include <linux/sprintf.h>
#include <linux/sysfs.h>

int sysfs_emit_at(char *buf, int at, const char *fmt, ...)
{
	va_list args;
	int len;

	if (WARN(!buf || offset_in_page(buf) || at < 0 ||
			 (unsigned long)at >= PAGE_SIZE,
		 "invalid sysfs_emit_at: buf:%p at:%d\n", buf, at))
		return 0;
	va_start(args, fmt);
	len = vscnprintf(buf + at, PAGE_SIZE - (unsigned long)at, fmt, args);
	va_end(args);
	return len;
}

int sysfs_emit(char *buf, const char *fmt, ...)
{
	va_list args;
	int len;

	if (WARN(!buf || offset_in_page(buf), "invalid sysfs_emit: buf:%p\n",
		 buf))
		return 0;
	va_start(args, fmt);
	len = vscnprintf(buf, PAGE_SIZE, fmt, args);
	va_end(args);
	return len;
}
