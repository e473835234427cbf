// SPDX-License-Identifier: MIT
/*
 * port.c - the POSIX port: one pthread mutex and condition variable for
 * the core lock, log lines to stderr. Allocation is in ../common/alloc.c
 * (counters) and heap.c (the C library heap).
 */
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

#include <platdev/log.h>
#include <platdev/port.h>

static pthread_mutex_t core_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t core_cond = PTHREAD_COND_INITIALIZER;

void platdev_port_core_lock(void)
{
	pthread_mutex_lock(&core_lock);
}

void platdev_port_core_unlock(void)
{
	pthread_mutex_unlock(&core_lock);
}

void platdev_port_core_wait(void)
{
	pthread_cond_wait(&core_cond, &core_lock);
}

void platdev_port_core_wake_all(void)
{
	pthread_cond_broadcast(&core_cond);
}

/*
 * What a new thread starts with. The creator frees it once the thread has
 * copied it, so a started thread leaves no allocation behind that only its
 * first run would free (allocation counts stay exact).
 */
struct thread_start {
	void (*fn)(void *arg);
	void *arg;
	int copied;
};

static void *thread_trampoline(void *p)
{
	struct thread_start *shared = p;
	struct thread_start start = *shared;

	__atomic_store_n(&shared->copied, 1, __ATOMIC_RELEASE);
	start.fn(start.arg);
	return NULL;
}

int platdev_port_thread_start(void (*fn)(void *arg), void *arg)
{
	struct thread_start *start = platdev_port_alloc(sizeof(*start));
	pthread_attr_t attr;
	pthread_t thread;
	int ret;

	if (!start)
		return -ENOMEM;
	start->fn = fn;
	start->arg = arg;
	start->copied = 0;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	ret = pthread_create(&thread, &attr, thread_trampoline, start);
	pthread_attr_destroy(&attr);
	if (!ret)
		while (!__atomic_load_n(&start->copied, __ATOMIC_ACQUIRE))
			sched_yield();
	platdev_port_free(start);
	return -ret;
}

void *platdev_port_reserve(size_t size)
{
	void *p = mmap(NULL, size, PROT_NONE,
		       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

static const char *const level_names[] = {
	"emerg", "alert", "crit", "err", "warn", "notice", "info", "debug",
};

void platdev_port_log_write(int level, const char *line)
{
	if (level == PLATDEV_LOG_CONT) {
		fprintf(stderr, "%s\n", line);
		return;
	}
	if (level < 0 || level > PLATDEV_LOG_DEBUG)
		level = PLATDEV_LOG_WARNING;
	fprintf(stderr, "platdev: %s: %s\n", level_names[level], line);
}

void platdev_port_panic(const char *msg)
{
	fprintf(stderr, "platdev: panic: %s\n", msg);
	fflush(stderr);
	abort();
}

void **platdev_port_thread_slot(void)
{
	/*
	 * initial-exec: one load off the thread pointer, not a call to
	 * __tls_get_addr (this is on every probe's path). The library is
	 * linked into programs, not loaded with dlopen(), so static TLS is
	 * there for it.
	 */
	static _Thread_local void *slot
		__attribute__((tls_model("initial-exec")));

	return &slot;
}

u64 platdev_port_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (u64)ts.tv_sec * 1000000000u + (u64)ts.tv_nsec;
}
