// SPDX-License-Identifier: MIT
/*
 * entropy.c - the bare port's random bytes: the application's hook.
 */
#include <errno.h>

#include <platdev/bare.h>
#include <platdev/port.h>

static int (*entropy_hook)(void *buf, size_t len);

void platdev_bare_set_entropy(int (*fill)(void *buf, size_t len))
{
	__atomic_store_n(&entropy_hook, fill, __ATOMIC_RELEASE);
}

int platdev_port_entropy(void *buf, size_t len)
{
	int (*fill)(void *buf, size_t len) =
		__atomic_load_n(&entropy_hook, __ATOMIC_ACQUIRE);

	return fill ? fill(buf, len) : -ENOSYS;
}
