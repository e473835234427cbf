// SPDX-License-Identifier: MIT
/*
 * test_spinlock.c - linux/spinlock.h on the POSIX port: every form
 * excludes the others across threads, trylock fails on a held lock, and
 * the guards release at the end of their scope. (The bare port's
 * critical-section mapping and its refusals run in the Cortex-M firmware
 * test, tests/cross/fwtest.c.)
 */
#include <pthread.h>

#include <linux/spinlock.h>

#include "testutil.h"

static DEFINE_SPINLOCK(static_lock);
static DEFINE_RAW_SPINLOCK(static_raw_lock);

static void test_lock_and_trylock(void **state)
{
	unsigned long flags;
	spinlock_t lock;

	(void)state;
	spin_lock_init(&lock);
	assert_false(spin_is_locked(&lock));
	spin_lock(&lock);
	assert_true(spin_is_locked(&lock));
	assert_int_equal(spin_trylock(&lock), 0);
	spin_unlock(&lock);
	assert_int_equal(spin_trylock(&lock), 1);
	spin_unlock(&lock);

	spin_lock_irqsave(&static_lock, flags);
	assert_true(spin_is_locked(&static_lock));
	assert_int_equal(spin_trylock_irqsave(&static_lock, flags), 0);
	spin_unlock_irqrestore(&static_lock, flags);
	assert_false(spin_is_locked(&static_lock));
	assert_int_equal(spin_trylock_irqsave(&static_lock, flags), 1);
	spin_unlock_irqrestore(&static_lock, flags);

	spin_lock_irq(&lock);
	spin_unlock_irq(&lock);
	spin_lock_bh(&lock);
	spin_unlock_bh(&lock);
	raw_spin_lock(&static_raw_lock);
	assert_true(raw_spin_is_locked(&static_raw_lock));
	raw_spin_unlock(&static_raw_lock);
	raw_spin_lock_irqsave(&static_raw_lock, flags);
	raw_spin_unlock_irqrestore(&static_raw_lock, flags);
	assert_false(raw_spin_is_locked(&static_raw_lock));
}

static int guarded_section(spinlock_t *lock, bool *was_locked)
{
	guard(spinlock_irqsave)(lock);
	*was_locked = spin_is_locked(lock);
	return 1;
}

static void test_guards(void **state)
{
	bool was_locked = false;
	int ran = 0;

	(void)state;
	assert_int_equal(guarded_section(&static_lock, &was_locked), 1);
	assert_true(was_locked);
	assert_false(spin_is_locked(&static_lock));

	scoped_guard(spinlock, &static_lock)
	{
		assert_true(spin_is_locked(&static_lock));
		ran++;
	}
	assert_int_equal(ran, 1);
	assert_false(spin_is_locked(&static_lock));

	scoped_guard(raw_spinlock_irqsave, &static_raw_lock) ran++;
	assert_int_equal(ran, 2);
	assert_false(raw_spin_is_locked(&static_raw_lock));
}

/* A plain counter kept exact by the lock, each thread with another form. */
#define LOCK_ROUNDS 20000

static unsigned long counter;

static void *form_irqsave(void *arg)
{
	unsigned long flags;
	int i;

	(void)arg;
	for (i = 0; i < LOCK_ROUNDS; i++) {
		spin_lock_irqsave(&static_lock, flags);
		counter++;
		spin_unlock_irqrestore(&static_lock, flags);
	}
	return NULL;
}

static void *form_plain(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < LOCK_ROUNDS; i++) {
		spin_lock(&static_lock);
		counter++;
		spin_unlock(&static_lock);
	}
	return NULL;
}

static void *form_trylock(void *arg)
{
	int i;

	(void)arg;
	for (i = 0; i < LOCK_ROUNDS; i++) {
		while (!spin_trylock(&static_lock))
			;
		counter++;
		spin_unlock(&static_lock);
	}
	return NULL;
}

static void test_exclusion_under_threads(void **state)
{
	void *(*forms[])(void *) = { form_irqsave, form_plain, form_trylock,
				     form_plain };
	pthread_t threads[4];
	int i;

	(void)state;
	counter = 0;
	for (i = 0; i < 4; i++)
		assert_int_equal(
			pthread_create(&threads[i], NULL, forms[i], NULL), 0);
	for (i = 0; i < 4; i++)
		assert_int_equal(pthread_join(threads[i], NULL), 0);
	assert_int_equal(counter, 4 * LOCK_ROUNDS);
	assert_false(spin_is_locked(&static_lock));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lock_and_trylock),
		cmocka_unit_test(test_guards),
		cmocka_unit_test(test_exclusion_under_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
