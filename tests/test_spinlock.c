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
	unsigned long flags, failed;
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
	/* a failed trylock's flags are its own (the state it found, masked) */
	assert_int_equal(spin_trylock_irqsave(&static_lock, failed), 0);
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
	assert_false(irqs_disabled()); /* every form unmasked again */
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

/*
 * local_irq_save()/local_irq_restore() mask and unmask the calling thread
 * and nest; local_irq_disable()/local_irq_enable() do not: enable unmasks
 * whatever the depth. A spinlock's irqsave inside keeps the outer mask.
 */
static void test_local_irq(void **state)
{
	unsigned long outer, inner, lf;
	DEFINE_SPINLOCK(lock);

	(void)state;
	assert_false(irqs_disabled());
	local_irq_save(outer);
	assert_true(irqs_disabled());
	local_irq_save(inner);
	spin_lock_irqsave(&lock, lf);
	spin_unlock_irqrestore(&lock, lf);
	assert_true(irqs_disabled());
	local_irq_restore(inner);
	assert_true(irqs_disabled());
	local_irq_restore(outer);
	assert_false(irqs_disabled());

	local_irq_disable();
	local_irq_disable();
	assert_true(irqs_disabled());
	local_irq_enable();
	assert_false(irqs_disabled());
}

static DEFINE_RWLOCK(rw);
static unsigned long rw_a, rw_b; /* equal whenever the lock is free */

static void *rw_writer(void *arg)
{
	unsigned long flags;
	int i;

	(void)arg;
	for (i = 0; i < 20000; i++) {
		if (i & 1) {
			write_lock_irqsave(&rw, flags);
			rw_a++;
			rw_b++;
			write_unlock_irqrestore(&rw, flags);
		} else {
			write_lock(&rw);
			rw_a++;
			rw_b++;
			write_unlock(&rw);
		}
	}
	return NULL;
}

static void *rw_reader(void *arg)
{
	unsigned long flags, bad = 0;
	int i;

	(void)arg;
	for (i = 0; i < 20000; i++) {
		read_lock_irqsave(&rw, flags);
		read_lock(&rw); /* readers nest */
		bad += rw_a != rw_b;
		read_unlock(&rw);
		read_unlock_irqrestore(&rw, flags);
	}
	return (void *)bad;
}

/*
 * rwlock_t: readers share the lock and nest, a writer excludes readers
 * and writers; under threads, no reader sees a writer's half-done update.
 */
static void test_rwlock(void **state)
{
	pthread_t w[2], r[2];
	void *bad;
	rwlock_t l;
	int i;

	(void)state;
	rwlock_init(&l);
	read_lock(&l);
	assert_true(read_trylock(&l));
	assert_false(write_trylock(&l));
	read_unlock(&l);
	read_unlock(&l);
	assert_true(write_trylock(&l));
	assert_true(irqs_disabled()); /* a writer masks, as spin_lock() */
	assert_false(read_trylock(&l));
	assert_false(write_trylock(&l));
	write_unlock(&l);
	assert_false(irqs_disabled());
	assert_true(read_trylock(&l));
	read_unlock(&l);

	for (i = 0; i < 2; i++) {
		assert_int_equal(pthread_create(&w[i], NULL, rw_writer, NULL),
				 0);
		assert_int_equal(pthread_create(&r[i], NULL, rw_reader, NULL),
				 0);
	}
	for (i = 0; i < 2; i++) {
		pthread_join(w[i], NULL);
		pthread_join(r[i], &bad);
		assert_null(bad);
	}
	assert_int_equal(rw_a, 80000 / 2);
	assert_int_equal(rw_b, rw_a);
	assert_true(write_trylock(&rw));
	write_unlock(&rw);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lock_and_trylock),
		cmocka_unit_test(test_local_irq),
		cmocka_unit_test(test_rwlock),
		cmocka_unit_test(test_guards),
		cmocka_unit_test(test_exclusion_under_threads),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
