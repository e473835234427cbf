// SPDX-License-Identifier: MIT
/*
 * test_kconfig.c - linux/kconfig.h, linux/bcd.h and linux/moduleparam.h:
 * IS_ENABLED() and friends over this build's CONFIG_ symbols, BCD, and
 * module parameters that compile and keep their values.
 */
#include <linux/bcd.h>
#include <linux/kconfig.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

#include "testutil.h"

#define CONFIG_TEST_BUILTIN 1
#define CONFIG_TEST_MODULAR_MODULE 1
#define CONFIG_TEST_OTHER 2

static void test_is_enabled(void **state)
{
	(void)state;
	assert_int_equal(IS_BUILTIN(CONFIG_TEST_BUILTIN), 1);
	assert_int_equal(IS_MODULE(CONFIG_TEST_BUILTIN), 0);
	assert_int_equal(IS_ENABLED(CONFIG_TEST_BUILTIN), 1);
	assert_int_equal(IS_REACHABLE(CONFIG_TEST_BUILTIN), 1);
	assert_int_equal(IS_BUILTIN(CONFIG_TEST_MODULAR), 0);
	assert_int_equal(IS_MODULE(CONFIG_TEST_MODULAR), 1);
	assert_int_equal(IS_ENABLED(CONFIG_TEST_MODULAR), 1);
	assert_int_equal(IS_REACHABLE(CONFIG_TEST_MODULAR), 0);
	assert_int_equal(IS_ENABLED(CONFIG_TEST_UNDEFINED), 0);
	/* Only the value 1 counts as set, as in Linux. */
	assert_int_equal(IS_ENABLED(CONFIG_TEST_OTHER), 0);
#if !IS_ENABLED(CONFIG_TEST_BUILTIN) || IS_ENABLED(CONFIG_TEST_UNDEFINED)
#error "IS_ENABLED() must work in #if"
#endif
}

static void test_build_symbols(void **state)
{
	(void)state;
	assert_int_equal(IS_ENABLED(CONFIG_OF), platdev_has(PLATDEV_FEAT_OF));
	assert_int_equal(IS_ENABLED(CONFIG_ARM_AMBA),
			 platdev_has(PLATDEV_FEAT_AMBA));
	assert_int_equal(IS_ENABLED(CONFIG_PM), platdev_has(PLATDEV_FEAT_PM));
	assert_int_equal(IS_ENABLED(CONFIG_RTC_CLASS),
			 platdev_has(PLATDEV_FEAT_RTC));
	assert_int_equal(IS_ENABLED(CONFIG_I2C), platdev_has(PLATDEV_FEAT_I2C));
	assert_int_equal(IS_ENABLED(CONFIG_HW_RANDOM),
			 platdev_has(PLATDEV_FEAT_HWRNG));
	assert_int_equal(IS_ENABLED(CONFIG_PM_SLEEP),
			 platdev_has(PLATDEV_FEAT_PM));
	assert_int_equal(IS_ENABLED(CONFIG_HAS_IOMEM),
			 platdev_has(PLATDEV_FEAT_IO));
	assert_int_equal(IS_ENABLED(CONFIG_WATCHDOG),
			 platdev_has(PLATDEV_FEAT_WATCHDOG));
	assert_int_equal(IS_ENABLED(CONFIG_WATCHDOG_CORE),
			 platdev_has(PLATDEV_FEAT_WATCHDOG));
	assert_int_equal(IS_ENABLED(CONFIG_INPUT),
			 platdev_has(PLATDEV_FEAT_INPUT));
	assert_int_equal(IS_ENABLED(CONFIG_INPUT_MATRIXKMAP),
			 platdev_has(PLATDEV_FEAT_INPUT));
	assert_int_equal(IS_ENABLED(CONFIG_LEDS_CLASS),
			 platdev_has(PLATDEV_FEAT_LEDS));
	assert_int_equal(IS_ENABLED(CONFIG_LEDS_TRIGGER_TIMER),
			 platdev_has(PLATDEV_FEAT_LEDS));
	assert_int_equal(IS_ENABLED(CONFIG_PWM), platdev_has(PLATDEV_FEAT_PWM));
	assert_int_equal(IS_ENABLED(CONFIG_REGULATOR),
			 platdev_has(PLATDEV_FEAT_REGULATOR));
	assert_int_equal(IS_ENABLED(CONFIG_64BIT), sizeof(long) == 8);
	assert_int_equal(CONFIG_HZ, 1000);
	assert_int_equal(IS_ENABLED(CONFIG_MODULES), 0);
}

static void test_bcd(void **state)
{
	unsigned int v;

	(void)state;
	assert_int_equal(bcd2bin(0x59), 59);
	assert_int_equal(bcd2bin(0x00), 0);
	assert_int_equal(bin2bcd(99), 0x99);
	assert_int_equal(bin2bcd(7), 0x07);
	for (v = 0; v < 100; v++) {
		assert_int_equal(bcd2bin(bin2bcd(v)), v);
		assert_true(bcd_is_valid(bin2bcd(v)));
	}
	assert_false(bcd_is_valid(0x1a));
	assert_false(bcd_is_valid(0xa1));
}

static int debug = 3;
static bool use_dma = true;
static char *mode = "auto";
static unsigned int irqs[4] = { 5, 6 };
static unsigned int nr_irqs;
static char label[16] = "board";
static unsigned long timeout_ms = 100;

module_param(debug, int, 0644);
MODULE_PARM_DESC(debug, "debug level");
module_param(use_dma, bool, 0444);
module_param(mode, charp, S_IRUGO);
module_param_array(irqs, uint, &nr_irqs, 0444);
module_param_string(label, label, sizeof(label), 0444);
module_param_named(timeout, timeout_ms, ulong, 0600);

/*
 * As in Linux, a parameter of the other signedness is only a warning
 * (-Wpointer-sign), silenced here: watchdog drivers declare "int" for an
 * unsigned int timeout.
 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wpointer-sign"
static unsigned int wd_timeout = 7;
module_param(wd_timeout, int, 0);
#pragma GCC diagnostic pop

static void test_module_params_keep_values(void **state)
{
	(void)state;
	assert_int_equal(debug, 3);
	assert_int_equal(wd_timeout, 7);
	assert_true(use_dma);
	assert_string_equal(mode, "auto");
	assert_int_equal(irqs[1], 6);
	assert_int_equal(nr_irqs, 0);
	assert_string_equal(label, "board");
	assert_int_equal(timeout_ms, 100);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_is_enabled),
		cmocka_unit_test(test_build_symbols),
		cmocka_unit_test(test_bcd),
		cmocka_unit_test(test_module_params_keep_values),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
