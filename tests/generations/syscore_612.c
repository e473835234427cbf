// SPDX-License-Identifier: MIT
/*
 * syscore_612.c - a struct syscore registered as Linux 6.12's drivers do,
 * next to test_syscore.c's registrations of the generation before: its
 * callbacks get its data, a mark they append to the test's sequence.
 */
#define PLATDEV_LINUX_API KERNEL_VERSION(6, 12, 0)

#include <string.h>

#include <linux/syscore_ops.h>

#include "syscore_612.h"

static char *sequence;
static size_t sequence_size;
static int suspend_result;

static void mark(const char *s)
{
	strncat(sequence, s, sequence_size - strlen(sequence) - 1);
}

static int new_suspend(void *data)
{
	mark(data);
	return suspend_result;
}

static void new_resume(void *data)
{
	(void)data;
	mark("x");
}

static void new_shutdown(void *data)
{
	(void)data;
	mark("2");
}

static const struct syscore_ops new_ops = {
	.suspend = new_suspend,
	.resume = new_resume,
	.shutdown = new_shutdown,
};

static struct syscore new_syscore = { .ops = &new_ops, .data = "X" };

void syscore_612_register(char *seq, size_t size, int result)
{
	sequence = seq;
	sequence_size = size;
	suspend_result = result;
	register_syscore(&new_syscore);
}

void syscore_612_unregister(void)
{
	unregister_syscore(&new_syscore);
}
