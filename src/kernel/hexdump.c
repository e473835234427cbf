// SPDX-License-Identifier: MIT
/*
 * hexdump.c - a buffer as lines of hex and ASCII (linux/printk.h):
 * hex_dump_to_buffer() formats one line, print_hex_dump() logs them all,
 * in Linux's layout: up to 16 or 32 bytes a line, in groups of 1, 2, 4 or
 * 8 bytes read in the CPU's order, the ASCII column after them.
 */
#include <stdio.h>
#include <string.h>

#include <linux/kernel.h>
#include <linux/printk.h>
#include <linux/unaligned.h>

/* One group of @size bytes at @p as hex digits: the value, in CPU order. */
static unsigned long long group_value(const u8 *p, int size)
{
	switch (size) {
	case 8:
		return get_unaligned((const u64 *)p);
	case 4:
		return get_unaligned((const u32 *)p);
	case 2:
		return get_unaligned((const u16 *)p);
	default:
		return *p;
	}
}

int hex_dump_to_buffer(const void *buf, size_t len, int rowsize, int groupsize,
		       char *linebuf, size_t linebuflen, bool ascii)
{
	const u8 *ptr = buf;
	int ngroups, ascii_column, needed, j;
	size_t lx = 0;

	if (rowsize != 16 && rowsize != 32)
		rowsize = 16;
	if (len > (size_t)rowsize)
		len = (size_t)rowsize; /* one line at a time */
	if (groupsize != 1 && groupsize != 2 && groupsize != 4 &&
	    groupsize != 8)
		groupsize = 1;
	if (len % (size_t)groupsize)
		groupsize = 1; /* no group of mixed size */
	ngroups = (int)len / groupsize;
	ascii_column = rowsize * 2 + rowsize / groupsize + 1;
	/* what the whole line takes, NUL aside: returned when it does not fit */
	needed = ascii	 ? ascii_column + (int)len :
		 ngroups ? (groupsize * 2 + 1) * ngroups - 1 :
			   0;
	if (!linebuflen)
		return needed;
	for (j = 0; j < ngroups; j++) {
		unsigned long long v =
			group_value(ptr + j * groupsize, groupsize);
		/* (newlib-nano's printf has no long long: only for 8 bytes) */
		int n = groupsize == 8 ?
				snprintf(linebuf + lx, linebuflen - lx,
					 "%s%016llx", j ? " " : "", v) :
				snprintf(linebuf + lx, linebuflen - lx,
					 "%s%0*lx", j ? " " : "", groupsize * 2,
					 (unsigned long)v);

		if (n < 0 || (size_t)n >= linebuflen - lx) {
			linebuf[lx] = '\0';
			return needed;
		}
		lx += (size_t)n;
	}
	if (ascii && len) {
		if (linebuflen < (size_t)ascii_column + len + 1) {
			linebuf[lx] = '\0';
			return needed;
		}
		while (lx < (size_t)ascii_column)
			linebuf[lx++] = ' ';
		for (j = 0; j < (int)len; j++)
			linebuf[lx++] = ptr[j] >= 0x20 && ptr[j] < 0x7f ?
						(char)ptr[j] :
						'.';
	}
	linebuf[lx] = '\0';
	return (int)lx;
}

void print_hex_dump(const char *level, const char *prefix_str, int prefix_type,
		    int rowsize, int groupsize, const void *buf, size_t len,
		    bool ascii)
{
	char linebuf[32 * 3 + 2 + 32 + 1];
	const u8 *ptr = buf;
	size_t i;

	if (rowsize != 16 && rowsize != 32)
		rowsize = 16;
	for (i = 0; i < len; i += (size_t)rowsize) {
		size_t linelen = min(len - i, (size_t)rowsize);

		hex_dump_to_buffer(ptr + i, linelen, rowsize, groupsize,
				   linebuf, sizeof(linebuf), ascii);
		switch (prefix_type) {
		case DUMP_PREFIX_ADDRESS:
			printk("%s%s%p: %s\n", level, prefix_str,
			       (const void *)(ptr + i), linebuf);
			break;
		case DUMP_PREFIX_OFFSET:
			printk("%s%s%.8lx: %s\n", level, prefix_str,
			       (unsigned long)i, linebuf);
			break;
		default:
			printk("%s%s%s\n", level, prefix_str, linebuf);
			break;
		}
	}
}
