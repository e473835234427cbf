// SPDX-License-Identifier: MIT
/*
 * test_hwrng.c - the hwrng core (src/hwrng): registration's errors
 * (-EINVAL, -EEXIST, an init's error), the choice of the current rng by
 * quality (0 counts as 1024, a program's choice holds until "" asks for the
 * best again), init and cleanup as an rng comes into and out of use, reads
 * through data_present/data_read, non-blocking reads (-EAGAIN), and
 * allocation-failure injection over devm_hwrng_register().
 */
#include <linux/hw_random.h>
#include <linux/platform_device.h>
#include <platdev/hwrng.h>
#include <platdev/port.h>
#include <string.h>

#include "testutil.h"

struct fake_rng {
	struct hwrng rng;
	u8 byte;
	int inits, cleanups, init_err;
	bool present;
};

static struct fake_rng *to_fake(struct hwrng *rng)
{
	return container_of(rng, struct fake_rng, rng);
}

static int fake_init(struct hwrng *rng)
{
	struct fake_rng *f = to_fake(rng);

	if (f->init_err)
		return f->init_err;
	f->inits++;
	return 0;
}

static void fake_cleanup(struct hwrng *rng)
{
	to_fake(rng)->cleanups++;
}

static int fake_read(struct hwrng *rng, void *data, size_t max, bool wait)
{
	struct fake_rng *f = to_fake(rng);

	(void)wait;
	memset(data, f->byte, max);
	return (int)max;
}

static int fake_data_present(struct hwrng *rng, int wait)
{
	(void)wait;
	return to_fake(rng)->present;
}

static int fake_data_read(struct hwrng *rng, u32 *data)
{
	memset(data, to_fake(rng)->byte, sizeof(*data));
	return 4;
}

#define FAKE(_name, _quality, _byte)              \
	{                                         \
		.rng = { .name = _name,           \
			 .init = fake_init,       \
			 .cleanup = fake_cleanup, \
			 .read = fake_read,       \
			 .quality = _quality },   \
		.byte = _byte                     \
	}

static void current_is(const char *name)
{
	char text[64];

	assert_true(platdev_hwrng_current(text, sizeof(text)) >= 0);
	assert_string_equal(text, name);
}

static void test_register_and_choice(void **state)
{
	struct fake_rng low = FAKE("low", 100, 0x11);
	struct fake_rng high = FAKE("high", 0, 0x22); /* 0: 1024 */
	struct fake_rng dup = FAKE("low", 500, 0x33);
	struct hwrng none = { .name = "none-read" };
	u8 buf[64];

	(void)state;
	current_is("none");
	assert_int_equal(platdev_hwrng_read(buf, 4, false), -ENODEV);
	assert_int_equal(hwrng_register(&none), -EINVAL);
	none.name = NULL;
	none.read = fake_read;
	assert_int_equal(hwrng_register(&none), -EINVAL);

	assert_int_equal(hwrng_register(&low.rng), 0);
	current_is("low");
	assert_int_equal(low.inits, 1);
	assert_int_equal(hwrng_register(&dup.rng), -EEXIST);
	assert_int_equal(hwrng_register(&high.rng), 0);
	assert_int_equal(high.rng.quality, 1024);
	current_is("high");
	/* low left use: cleaned up from the work item. */
	flush_scheduled_work();
	assert_int_equal(low.cleanups, 1);

	/* Reads: 64 bytes are two fills of the core's 32-byte buffer. */
	assert_int_equal(platdev_hwrng_read(buf, sizeof(buf), false), 64);
	assert_int_equal(buf[0], 0x22);
	assert_int_equal(buf[63], 0x22);

	/* A program's choice holds over a better rng registering. */
	assert_int_equal(platdev_hwrng_set_current("low"), 0);
	assert_int_equal(low.inits, 2);
	hwrng_unregister(&high.rng);
	assert_int_equal(high.cleanups, 1);
	current_is("low");
	low.init_err = -EIO;
	high.init_err = -EIO;
	assert_int_equal(hwrng_register(&high.rng), 0);
	current_is("low");
	/* The best again: high's init fails, low stays. */
	assert_int_equal(platdev_hwrng_set_current(""), -EIO);
	current_is("low");
	high.init_err = 0;
	assert_int_equal(platdev_hwrng_set_current(""), 0);
	current_is("high");
	flush_scheduled_work(); /* low's cleanup done */
	assert_int_equal(low.cleanups, 2);
	/* Unregistering the current one makes the best left current. */
	low.init_err = 0;
	hwrng_unregister(&high.rng);
	current_is("low");
	/* Unregistered, it is cleaned up before hwrng_unregister() returns. */
	assert_int_equal(low.inits, 3);
	hwrng_unregister(&low.rng);
	assert_int_equal(low.cleanups, 3);
	current_is("none");
}

static void test_data_read(void **state)
{
	struct fake_rng word = { .rng = { .name = "word",
					  .data_present = fake_data_present,
					  .data_read = fake_data_read },
				 .byte = 0x5a };
	u8 buf[6];

	(void)state;
	assert_int_equal(hwrng_register(&word.rng), 0);
	/* Nothing present: a non-blocking read gets -EAGAIN. */
	assert_int_equal(platdev_hwrng_read(buf, sizeof(buf), true), -EAGAIN);
	word.present = true;
	assert_int_equal(platdev_hwrng_read(buf, sizeof(buf), true), 6);
	assert_int_equal(buf[5], 0x5a);
	hwrng_unregister(&word.rng);
}

static void test_init_error(void **state)
{
	struct fake_rng bad = FAKE("bad", 10, 0);
	char text[32];

	(void)state;
	bad.init_err = -ENXIO;
	assert_int_equal(hwrng_register(&bad.rng), -ENXIO);
	assert_int_equal(platdev_hwrng_available(text, sizeof(text)), 0);
	assert_int_equal(platdev_hwrng_set_current("bad"), -ENODEV);
}

static void test_devm_alloc_failure(void **state)
{
	struct fake_rng r = FAKE("devm", 10, 0x77);
	struct platform_device *pdev;
	unsigned long before;

	(void)state;
	pdev = platform_device_register_simple("fake-rng", 0, NULL, 0);
	before = live_allocs();
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_hwrng_register(&pdev->dev, &r.rng), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), before);
	current_is("none");
	assert_int_equal(devm_hwrng_register(&pdev->dev, &r.rng), 0);
	current_is("devm");
	devm_hwrng_unregister(&pdev->dev, &r.rng);
	current_is("none");
	assert_int_equal(devm_hwrng_register(&pdev->dev, &r.rng), 0);
	platform_device_unregister(pdev);
	current_is("none");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_register_and_choice),
		cmocka_unit_test(test_data_read),
		cmocka_unit_test(test_init_error),
		cmocka_unit_test(test_devm_alloc_failure),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
