// SPDX-License-Identifier: MIT
/*
 * once.c - the lock behind DO_ONCE() (linux/once.h).
 */
#include <linux/mutex.h>
#include <linux/once.h>

static DEFINE_MUTEX(once_mutex);

bool __do_once_start(bool *done)
{
	mutex_lock(&once_mutex);
	if (!__atomic_load_n(done, __ATOMIC_ACQUIRE))
		return true;
	mutex_unlock(&once_mutex);
	return false;
}

void __do_once_done(bool *done)
{
	__atomic_store_n(done, true, __ATOMIC_RELEASE);
	mutex_unlock(&once_mutex);
}
