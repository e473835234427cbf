// SPDX-License-Identifier: MIT
/*
 * firmware.c - the POSIX port's firmware files: looked up in the folders
 * of PLATDEV_FIRMWARE_PATH (':'-separated), else /lib/firmware.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <platdev/port.h>

#define FIRMWARE_DEFAULT_PATH "/lib/firmware"

/* Whether @name has a ".." component, or is absolute. */
static bool firmware_name_escapes(const char *name)
{
	const char *p = name;

	if (*name == '/')
		return true;
	while (p) {
		if (p[0] == '.' && p[1] == '.' && (p[2] == '/' || !p[2]))
			return true;
		p = strchr(p, '/');
		if (p)
			p++;
	}
	return false;
}

/* Read the regular file @path whole; Return: 0, -ENOENT or an errno. */
static int firmware_read_file(const char *path, void **data, size_t *size)
{
	struct stat st;
	void *buf;
	FILE *f;
	int ret = 0;

	f = fopen(path, "rb");
	if (!f)
		return errno == ENOENT || errno == ENOTDIR ? -ENOENT : -errno;
	if (fstat(fileno(f), &st) || !S_ISREG(st.st_mode)) {
		fclose(f);
		return -ENOENT;
	}
	/* One byte more, so that an empty file is not a NULL buffer. */
	buf = platdev_port_alloc((size_t)st.st_size + 1);
	if (!buf) {
		fclose(f);
		return -ENOMEM;
	}
	if (fread(buf, 1, (size_t)st.st_size, f) != (size_t)st.st_size)
		ret = -EIO;
	fclose(f);
	if (ret) {
		platdev_port_free(buf);
		return ret;
	}
	*data = buf;
	*size = (size_t)st.st_size;
	return 0;
}

int platdev_port_firmware_read(const char *name, void **data, size_t *size)
{
	const char *dirs = getenv("PLATDEV_FIRMWARE_PATH");
	const char *end;
	char path[4096];
	size_t len;
	int ret;

	if (!name || !*name || firmware_name_escapes(name))
		return -EINVAL;
	if (!dirs || !*dirs)
		dirs = FIRMWARE_DEFAULT_PATH;
	for (; *dirs; dirs = *end ? end + 1 : end) {
		end = strchr(dirs, ':');
		if (!end)
			end = dirs + strlen(dirs);
		len = (size_t)(end - dirs);
		if (!len)
			continue;
		if (snprintf(path, sizeof(path), "%.*s/%s", (int)len, dirs,
			     name) >= (int)sizeof(path))
			continue;
		ret = firmware_read_file(path, data, size);
		if (ret != -ENOENT)
			return ret;
	}
	return -ENOENT;
}
