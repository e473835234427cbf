// SPDX-License-Identifier: MIT
/*
 * test_bug.c - linux/bug.h and linux/panic.h: the WARN() family's value
 * and what it logs (every time, or once per site), the taint mask, BUG(),
 * BUG_ON() and panic() ending in the panic hook, and the port's default
 * end (abort on POSIX) when no hook takes over.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linux/bug.h>
#include <linux/kernel.h>
#include <linux/panic.h>

#include "testutil.h"

/* The panic hook's catch: where to jump back to, and what it was told. */
static jmp_buf panic_jump;
static char panic_msg[256];
static int panics;

static void catch_panic(void *ctx, const char *msg)
{
	assert_ptr_equal(ctx, &panic_jump);
	snprintf(panic_msg, sizeof(panic_msg), "%s", msg);
	panics++;
	longjmp(panic_jump, 1);
}

static int setup(void **state)
{
	(void)state;
	panic_msg[0] = '\0';
	panics = 0;
	log_capture_start();
	platdev_set_panic_hook(catch_panic, &panic_jump);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platdev_set_panic_hook(NULL, NULL);
	log_capture_stop();
	return 0;
}

static int evaluations;

/* A condition with a side effect, to count how often it is evaluated. */
static int counted(int v)
{
	evaluations++;
	return v;
}

static void test_warn_on(void **state)
{
	char where[64];
	int line;

	(void)state;
	evaluations = 0;
	assert_int_equal(WARN_ON(counted(0)), 0);
	assert_int_equal(test_log.count, 0);
	/* Any true value gives 1, evaluated once. */
	line = __LINE__ + 1;
	assert_int_equal(WARN_ON(counted(42)), 1);
	assert_int_equal(evaluations, 2);
	assert_int_equal(test_log.count, 1);
	assert_int_equal(test_log.levels[0], PLATDEV_LOG_WARNING);
	snprintf(where, sizeof(where), "test_bug.c:%d", line);
	assert_true(log_has(PLATDEV_LOG_WARNING, "WARNING: at", where,
			    "test_warn_on()", NULL));
	/* Every time, unlike the _ONCE form. */
	assert_true(WARN_ON(1));
	assert_int_equal(test_log.count, 2);
	assert_true(test_taint(TAINT_WARN));
	/* In an if, as drivers use it. */
	if (WARN_ON(evaluations != 2))
		fail();
}

static void test_warn_message(void **state)
{
	(void)state;
	assert_int_equal(WARN(0, "not %s", "shown"), 0);
	assert_int_equal(test_log.count, 0);
	assert_int_equal(WARN(5, "bad value %d\n", 5), 1);
	assert_int_equal(test_log.count, 2);
	/* The message, then where. */
	assert_string_equal(test_log.lines[0], "bad value 5");
	assert_non_null(strstr(test_log.lines[1], "WARNING: at"));
	assert_int_equal(test_log.levels[0], PLATDEV_LOG_WARNING);
}

static int warn_on_once_site(int cond)
{
	return WARN_ON_ONCE(cond);
}

static int warn_once_site(int cond)
{
	return WARN_ONCE(cond, "once %d", cond);
}

static void test_warn_once(void **state)
{
	int i;

	(void)state;
	/* A false condition does not use the site's one report up. */
	assert_int_equal(warn_on_once_site(0), 0);
	assert_int_equal(test_log.count, 0);
	for (i = 1; i <= 3; i++)
		assert_int_equal(warn_on_once_site(i), 1);
	assert_int_equal(test_log.count, 1);
	assert_true(log_has(PLATDEV_LOG_WARNING, "warn_on_once_site()", NULL));

	assert_int_equal(warn_once_site(0), 0);
	for (i = 7; i <= 9; i++)
		assert_int_equal(warn_once_site(i), 1);
	assert_int_equal(test_log.count, 3);
	assert_string_equal(test_log.lines[1], "once 7");
	assert_false(log_has(PLATDEV_LOG_WARNING, "once 8", NULL));
	/* Each site has its own flag. */
	assert_true(WARN_ON_ONCE(1));
	assert_int_equal(test_log.count, 4);
}

static void test_taint_mask(void **state)
{
	unsigned long before = get_taint();

	(void)state;
	assert_int_equal(WARN_TAINT(0, TAINT_FIRMWARE_WORKAROUND, "no"), 0);
	assert_false(test_taint(TAINT_FIRMWARE_WORKAROUND));
	assert_int_equal(
		WARN_TAINT(1, TAINT_FIRMWARE_WORKAROUND, "fw %s", "quirk"), 1);
	assert_true(test_taint(TAINT_FIRMWARE_WORKAROUND));
	assert_true(log_has(PLATDEV_LOG_WARNING, "fw quirk", NULL));
	assert_int_equal(WARN_TAINT_ONCE(2, TAINT_CRAP, "crap"), 1);
	assert_int_equal(WARN_TAINT_ONCE(2, TAINT_CRAP, "crap"), 1);
	assert_true(test_taint(TAINT_CRAP));
	/* Out of range: ignored, never another bit. */
	add_taint(TAINT_FLAGS_COUNT, LOCKDEP_STILL_OK);
	add_taint(1000, LOCKDEP_NOW_UNRELIABLE);
	assert_false(test_taint(TAINT_FLAGS_COUNT));
	assert_int_equal(get_taint() & ~TAINT_FLAGS_MAX, 0);
	assert_int_equal(get_taint() & before, before);
	add_taint(TAINT_USER, LOCKDEP_STILL_OK);
	assert_true(get_taint() & (1UL << TAINT_USER));
}

static void test_bug_on(void **state)
{
	volatile int line = 0;
	char want[64];

	(void)state;
	evaluations = 0;
	BUG_ON(counted(0));
	assert_int_equal(evaluations, 1);
	assert_int_equal(panics, 0);
	if (!setjmp(panic_jump)) {
		line = __LINE__ + 1;
		BUG_ON(counted(1));
		fail_msg("BUG_ON(1) returned");
	}
	assert_int_equal(evaluations, 2);
	assert_int_equal(panics, 1);
	snprintf(want, sizeof(want), "test_bug.c:%d!", line);
	assert_non_null(strstr(panic_msg, "kernel BUG at "));
	assert_non_null(strstr(panic_msg, want));
	assert_true(log_has(PLATDEV_LOG_CRIT, "kernel BUG at ", want, NULL));
	assert_true(log_has(PLATDEV_LOG_EMERG, "Kernel panic - not syncing: ",
			    "kernel BUG at", NULL));

	if (!setjmp(panic_jump)) {
		BUG();
		fail_msg("BUG() returned");
	}
	assert_int_equal(panics, 2);
}

static void test_panic(void **state)
{
	(void)state;
	if (!setjmp(panic_jump)) {
		panic("clock %s lost, rate %d\n", "ref", 0);
		fail_msg("panic() returned");
	}
	assert_string_equal(panic_msg, "clock ref lost, rate 0");
	assert_true(log_has(PLATDEV_LOG_EMERG,
			    "Kernel panic - not syncing: clock ref lost",
			    NULL));
}

static void returning_hook(void *ctx, const char *msg)
{
	(void)ctx;
	(void)msg;
	panics++;
}

/* Run @fn in a child; Return: the signal that ended it, or 0. */
static int child_signal(void (*fn)(void))
{
	int status;
	pid_t pid;

	fflush(NULL);
	pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) {
		/* The expected abort is not a failure to report. */
		freopen("/dev/null", "w", stderr);
		fn();
		_exit(0);
	}
	assert_int_equal(waitpid(pid, &status, 0), pid);
	return WIFSIGNALED(status) ? WTERMSIG(status) : 0;
}

static void bug_without_hook(void)
{
	platdev_set_panic_hook(NULL, NULL);
	BUG_ON(1);
}

static void panic_hook_returns(void)
{
	platdev_set_panic_hook(returning_hook, NULL);
	panic("the hook returns");
}

static void test_default_end(void **state)
{
	(void)state;
	/* No hook: the POSIX port aborts. */
	assert_int_equal(child_signal(bug_without_hook), SIGABRT);
	/* A hook that returns does not make panic() return. */
	assert_int_equal(child_signal(panic_hook_returns), SIGABRT);
}

static void test_data_corruption(void **state)
{
	(void)state;
	assert_false(CHECK_DATA_CORRUPTION(0, "fine"));
	assert_int_equal(test_log.count, 0);
	assert_true(CHECK_DATA_CORRUPTION(1, "list %s corrupted", "x"));
	assert_true(log_has(PLATDEV_LOG_WARNING, "list x corrupted", NULL));
	MAYBE_BUILD_BUG_ON(sizeof(int) == 3);
	MAYBE_BUILD_BUG_ON(evaluations == 12345);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_warn_on, setup, teardown),
		cmocka_unit_test_setup_teardown(test_warn_message, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_warn_once, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_taint_mask, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_bug_on, setup, teardown),
		cmocka_unit_test_setup_teardown(test_panic, setup, teardown),
		cmocka_unit_test_setup_teardown(test_default_end, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_data_corruption, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
