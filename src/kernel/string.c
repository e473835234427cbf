// SPDX-License-Identifier: MIT
/*
 * string.c - the kernel's string helpers of linux/string.h that are not
 * inline.
 */
#include <linux/bug.h>
#include <linux/ctype.h>
#include <linux/errno.h>
#include <linux/limits.h>
#include <linux/string.h>

size_t strlcat(char *dest, const char *src, size_t count)
{
	size_t have = strlen(dest), add = strlen(src);

	BUG_ON(have >= count);
	if (add > count - have - 1)
		add = count - have - 1;
	memcpy(dest + have, src, add);
	dest[have + add] = '\0';
	return have + strlen(src);
}

ssize_t sized_strscpy(char *dst, const char *src, size_t size)
{
	size_t len;

	if (size == 0 || size > INT_MAX)
		return -E2BIG;
	len = strnlen(src, size);
	if (len == size) {
		memcpy(dst, src, size - 1);
		dst[size - 1] = '\0';
		return -E2BIG;
	}
	memcpy(dst, src, len + 1);
	return (ssize_t)len;
}

ssize_t sized_strscpy_pad(char *dst, const char *src, size_t size)
{
	ssize_t len = sized_strscpy(dst, src, size);
	size_t used;

	if (size == 0 || size > INT_MAX)
		return len;
	used = len < 0 ? size : (size_t)len + 1;
	memset(dst + used, 0, size - used);
	return len;
}

bool sysfs_streq(const char *a, const char *b)
{
	while (*a && *a == *b) {
		a++;
		b++;
	}
	if (*a == *b)
		return true;
	if (*a == '\n' && !a[1] && !*b)
		return true;
	return *b == '\n' && !b[1] && !*a;
}

char *next_arg(char *args, char **param, char **val)
{
	bool quoted = *args == '"', in_quote;
	unsigned int i, eq = 0;

	if (quoted)
		args++;
	in_quote = quoted;
	/* The argument's end, and its first '=' past the first character. */
	for (i = 0; args[i]; i++) {
		if (!in_quote && isspace((unsigned char)args[i]))
			break;
		if (!eq && args[i] == '=')
			eq = i;
		if (args[i] == '"')
			in_quote = !in_quote;
	}
	*param = args;
	*val = NULL;
	if (eq) {
		args[eq] = '\0';
		*val = args + eq + 1;
		if (**val == '"') {
			(*val)++;
			if (args[i - 1] == '"')
				args[i - 1] = '\0';
		}
	}
	if (quoted && i && args[i - 1] == '"')
		args[i - 1] = '\0';
	if (args[i])
		args[i++] = '\0';
	return skip_spaces(args + i);
}
