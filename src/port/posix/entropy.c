// SPDX-License-Identifier: MIT
/*
 * entropy.c - the POSIX port's random bytes: getrandom(2).
 */
#include <errno.h>
#include <sys/random.h>

#include <platdev/port.h>

int platdev_port_entropy(void *buf, size_t len)
{
	unsigned char *p = buf;
	ssize_t n;

	while (len) {
		n = getrandom(p, len, 0);
		if (n < 0) {
			if (errno == EINTR)
				continue;
			return -errno;
		}
		p += n;
		len -= (size_t)n;
	}
	return 0;
}
