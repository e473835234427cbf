/* SPDX-License-Identifier: MIT */
/*
 * linux/sprintf.h - formatting into buffers.
 *
 * sprintf(), snprintf(), vsnprintf(), vsprintf(), sscanf() and vsscanf()
 * are the C library's (declared here with the C standard's signatures, so
 * a driver needs no <stdio.h>); Linux's own conversions (%pOF, %pe, %*ph,
 * ...) are not understood by them. snprintf() returns the length the
 * whole text needs, which may exceed the buffer; scnprintf() returns what
 * was really written (without the terminating NUL), so that
 * `len += scnprintf(buf + len, size - len, ...)` never runs past the end.
 */
#ifndef _PLATDEV_LINUX_SPRINTF_H
#define _PLATDEV_LINUX_SPRINTF_H

#include <stdarg.h>
#include <stddef.h>

#include <linux/compiler.h>
#include <linux/types.h>

int sprintf(char *buf, const char *fmt, ...) __printf(2, 3);
int vsprintf(char *buf, const char *fmt, va_list ap) __printf(2, 0);
int snprintf(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);
int vsnprintf(char *buf, size_t size, const char *fmt, va_list ap)
	__printf(3, 0);
int sscanf(const char *str, const char *fmt, ...);
int vsscanf(const char *str, const char *fmt, va_list ap);

/**
 * scnprintf() - format into the @size-byte buffer @buf
 * @buf: the buffer; always terminated when @size is not 0
 * @size: its size in bytes
 * @fmt: printf format
 *
 * Return: the number of characters written into @buf, without the NUL:
 * at most @size - 1, and 0 when @size is 0.
 */
int scnprintf(char *buf, size_t size, const char *fmt, ...) __printf(3, 4);

/** vscnprintf() - scnprintf() with a va_list */
int vscnprintf(char *buf, size_t size, const char *fmt, va_list ap)
	__printf(3, 0);

/**
 * kasprintf() - format into a new kmalloc()ed string
 * @gfp: allocation flags
 * @fmt: printf format
 *
 * Return: the string (kfree() it), or NULL when the allocation failed.
 */
char *kasprintf(gfp_t gfp, const char *fmt, ...) __printf(2, 3) __malloc_like;

/** kvasprintf() - kasprintf() with a va_list */
char *kvasprintf(gfp_t gfp, const char *fmt, va_list ap)
	__printf(2, 0) __malloc_like;

#endif /* _PLATDEV_LINUX_SPRINTF_H */
