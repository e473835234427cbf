// SPDX-License-Identifier: MIT
/*
 * test_i2c_sim_bus.c - board code's own simulated I2C bus (platdev/sim.h),
 * driven bit by bit from the test as a GPIO controller would: the 24c02's
 * answers (ACK, NAK during its write cycle, data), presets, the decoder's
 * lines (cut with " ..." when a transaction is longer than a line), the
 * wired AND, and the refusals: no adapter name, an unknown chip, an
 * address out of range or taken, a full bus, no memory.
 */
#include <linux/errno.h>
#include <platdev/port.h>
#include <platdev/sim.h>

#include <string.h>

#include "testutil.h"

static struct platdev_sim_i2c_bus *bus;

static void set(bool scl, bool sda)
{
	platdev_sim_i2c_bus_drive(bus, !scl, !sda);
}

static bool sda_level(void)
{
	bool scl, sda;

	platdev_sim_i2c_bus_sample(bus, &scl, &sda);
	return sda;
}

static void start(void)
{
	set(true, true);
	set(true, false);
	set(false, false);
}

static void stop(void)
{
	set(false, false);
	set(true, false);
	set(true, true);
}

/* Clock out @byte; return whether the target acknowledged it. */
static bool write_byte(u8 byte)
{
	bool ack;
	int i;

	for (i = 7; i >= 0; i--) {
		bool bit = byte & (1u << i);

		set(false, bit);
		set(true, bit);
		set(false, bit);
	}
	set(false, true); /* let SDA go for the ninth clock */
	set(true, true);
	ack = !sda_level();
	set(false, true);
	return ack;
}

static u8 read_byte(bool ack)
{
	u8 byte = 0;
	int i;

	set(false, true);
	for (i = 0; i < 8; i++) {
		set(true, true);
		byte = (u8)(byte << 1 | sda_level());
		set(false, true);
	}
	set(false, !ack);
	set(true, !ack);
	set(false, !ack);
	return byte;
}

/* Read @len bytes from word address @at; false if the chip did not answer. */
static bool eeprom_read(u8 at, u8 *buf, size_t len)
{
	size_t i;

	start();
	if (!write_byte(0xa0) || !write_byte(at)) {
		stop();
		return false;
	}
	start(); /* repeated START */
	if (!write_byte(0xa1)) {
		stop();
		return false;
	}
	for (i = 0; i < len; i++)
		buf[i] = read_byte(i + 1 < len);
	stop();
	return true;
}

/* The decoder's last line. */
static const char *last_line(char *buf, size_t len)
{
	int n = platdev_sim_i2c_bus_trace(bus, buf, len - 1);
	char *nl;

	assert_true(n > 0);
	buf[n] = 0;
	if (buf[n - 1] == '\n')
		buf[n - 1] = 0;
	nl = strrchr(buf, '\n');
	return nl ? nl + 1 : buf;
}

static int setup(void **state)
{
	(void)state;
	bus = platdev_sim_i2c_bus_create("i2c-7");
	assert_non_null(bus);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	platdev_sim_i2c_bus_destroy(bus);
	bus = NULL;
	return 0;
}

static void test_preset_read_back_on_the_wires(void **state)
{
	struct platdev_sim_i2c_target *t;
	u8 got[4];
	char trace[1024];

	(void)state;
	t = platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x50);
	assert_non_null(t);
	assert_int_equal(platdev_sim_i2c_target_write(t, 0x10, "ABCD", 4), 4);
	/* beyond the end: cut to what fits */
	assert_int_equal(platdev_sim_i2c_target_write(t, 254, "xyz", 3), 2);
	assert_int_equal(platdev_sim_i2c_target_write(t, 256, "x", 1), 0);

	assert_true(eeprom_read(0x10, got, sizeof(got)));
	assert_memory_equal(got, "ABCD", 4);
	assert_string_equal(last_line(trace, sizeof(trace)),
			    "S a0 A 10 A Sr a1 A 41 A 42 A 43 A 44 N P");
	/* nobody at 0x51: the address is not acknowledged */
	start();
	assert_false(write_byte(0xa2));
	stop();
	assert_string_equal(last_line(trace, sizeof(trace)), "S a2 N P");
}

static void test_write_cycle_then_read(void **state)
{
	u8 got = 0;
	char trace[1024];

	(void)state;
	assert_non_null(
		platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x50));
	start();
	assert_true(write_byte(0xa0));
	assert_true(write_byte(0x20));
	assert_true(write_byte(0x5a));
	stop();
	/* tWR: the chip answers no address for 5 ms */
	assert_false(eeprom_read(0x20, &got, 1));
	platdev_sim_time_advance(5000000);
	assert_true(eeprom_read(0x20, &got, 1));
	assert_int_equal(got, 0x5a);
	assert_string_equal(last_line(trace, sizeof(trace)),
			    "S a0 A 20 A Sr a1 A 5a N P");
}

static void test_long_transaction_line_is_cut(void **state)
{
	u8 got[40];
	char trace[1024];
	const char *line;

	(void)state;
	assert_non_null(
		platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x50));
	assert_true(eeprom_read(0, got, sizeof(got)));
	line = last_line(trace, sizeof(trace));
	assert_true(strncmp(line, "S a0 A 00 A Sr a1 A ff A", 24) == 0);
	assert_true(strlen(line) < 128);
	assert_string_equal(line + strlen(line) - 6, " ... P");
}

static void test_wired_and(void **state)
{
	bool scl, sda;

	(void)state;
	platdev_sim_i2c_bus_sample(bus, &scl, &sda);
	assert_true(scl && sda); /* pulled up */
	platdev_sim_i2c_bus_drive(bus, true, false);
	platdev_sim_i2c_bus_sample(bus, &scl, &sda);
	assert_false(scl);
	assert_true(sda);
	platdev_sim_i2c_bus_drive(bus, false, false);
	platdev_sim_i2c_bus_sample(bus, &scl, &sda);
	assert_true(scl && sda);
}

static void test_refusals(void **state)
{
	static const char *const ok[] = { "atmel,24c02", "dallas,ds1307" };
	struct platdev_sim_i2c_target *t;
	unsigned int i;

	(void)state;
	assert_null(platdev_sim_i2c_bus_create(NULL));
	assert_null(platdev_sim_i2c_bus_add_target(bus, "nxp,pcf8563", 0x51));
	assert_null(platdev_sim_i2c_bus_add_target(bus, NULL, 0x51));
	assert_null(platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x80));
	t = platdev_sim_i2c_bus_add_target(bus, "dallas,ds1307", 0x68);
	assert_non_null(t);
	/* a DS1307 has no memory to preset */
	assert_int_equal(platdev_sim_i2c_target_write(t, 8, "x", 1), 0);
	assert_null(platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x68));
	for (i = 1; i < 8; i++)
		assert_non_null(platdev_sim_i2c_bus_add_target(bus, ok[i % 2],
							       0x10 + i));
	assert_null(platdev_sim_i2c_bus_add_target(bus, "atmel,24c02", 0x20));
	platdev_sim_i2c_bus_destroy(NULL);
}

static void test_allocation_failures(void **state)
{
	struct platdev_sim_i2c_bus *b;

	(void)state;
	platdev_port_fail_alloc_after(0, 0);
	assert_null(platdev_sim_i2c_bus_create("i2c-8"));
	platdev_port_fail_alloc_after(-1, 0);
	b = platdev_sim_i2c_bus_create("i2c-8");
	assert_non_null(b);
	platdev_port_fail_alloc_after(0, 0);
	assert_null(platdev_sim_i2c_bus_add_target(b, "atmel,24c02", 0x50));
	platdev_port_fail_alloc_after(-1, 0);
	assert_non_null(platdev_sim_i2c_bus_add_target(b, "atmel,24c02", 0x50));
	platdev_sim_i2c_bus_destroy(b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_preset_read_back_on_the_wires, setup, teardown),
		cmocka_unit_test_setup_teardown(test_write_cycle_then_read,
						setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_long_transaction_line_is_cut, setup, teardown),
		cmocka_unit_test_setup_teardown(test_wired_and, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_refusals, setup, teardown),
		cmocka_unit_test_setup_teardown(test_allocation_failures, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
