// SPDX-License-Identifier: MIT
/*
 * test_i2c_gpio.c - Linux 6.12's drivers/i2c/busses/i2c-gpio.c and
 * drivers/i2c/algos/i2c-algo-bit.c, built unchanged, bit-bang an I2C bus
 * on two lines of a simulated PL061 (Linux's gpio-pl061 driving them)
 * wired open drain, with a 24c02 EEPROM and a DS1307 RTC on it that
 * decode the waveform bit by bit. Raw transfers and the SMBus calls reach
 * the EEPROM (page writes, its write cycle NAKing, random and sequential
 * reads); an address nobody answers is -ENXIO; a target stretching the
 * clock slows the transfer on virtual time, one that never lets go is
 * -ETIMEDOUT. Linux's drivers/rtc/rtc-ds1307.c binds to the tree's
 * DS1307, starts its oscillator, and sets and reads the time through the
 * bus, on virtual time.
 */
#include <linux/delay.h>
#include <linux/i2c.h>
#include <linux/of_platform.h>
#include <linux/rtc.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/rtc.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

/* 2024-02-29 12:00:00 */
#define T0 1709208000LL

static struct i2c_adapter *adap;
static struct i2c_client *eeprom, *rtc_client;
static struct platdev_sim_i2c_target *eeprom_model, *rtc_model;
static struct device_node *bus_np;

static const struct linux_sim_board board = {
	.early = true,
	.virtual_time = true,
};

static int board_up(void **state)
{
	struct device_node *np;

	(void)state;
	linux_sim_board_start(PLATDEV_LINUX_DTB, &board);
	bus_np = of_find_node_by_path("/i2c");
	adap = of_find_i2c_adapter_by_node(bus_np);
	assert_non_null(adap);
	np = of_find_node_by_path("/i2c/eeprom@50");
	eeprom = of_find_i2c_device_by_node(np);
	eeprom_model = platdev_sim_i2c_target_find(np);
	of_node_put(np);
	np = of_find_node_by_path("/i2c/rtc@68");
	rtc_client = of_find_i2c_device_by_node(np);
	rtc_model = platdev_sim_i2c_target_find(np);
	of_node_put(np);
	assert_non_null(eeprom);
	assert_non_null(rtc_client);
	assert_non_null(eeprom_model);
	assert_non_null(rtc_model);
	put_device(&eeprom->dev);
	put_device(&rtc_client->dev);
	return 0;
}

static int board_down(void **state)
{
	(void)state;
	of_node_put(bus_np);
	linux_sim_board_stop(&board);
	return 0;
}

static void test_probed(void **state)
{
	struct platdev_class_device *cdev;

	(void)state;
	/* The tree's alias i2c3 numbers the bus. */
	assert_int_equal(adap->nr, 3);
	assert_string_equal(dev_name(&adap->dev), "i2c-3");
	assert_true(i2c_check_functionality(adap, I2C_FUNC_I2C |
							  I2C_FUNC_SMBUS_EMUL));
	cdev = platdev_class_device_find("i2c-adapter", "i2c-3");
	assert_non_null(cdev);
	assert_ptr_equal(cdev->data, adap);
	/* Clients from the tree's children, named by bus and address. */
	assert_string_equal(dev_name(&eeprom->dev), "3-0050");
	assert_string_equal(eeprom->name, "24c02");
	assert_null(eeprom->dev.driver); /* no at24 here */
	assert_string_equal(dev_name(&rtc_client->dev), "3-0068");
	assert_non_null(rtc_client->dev.driver);
	assert_string_equal(rtc_client->dev.driver->name, "rtc-ds1307");
}

static void eeprom_mem(unsigned int off, u8 *buf, size_t len)
{
	assert_int_equal(
		platdev_sim_i2c_target_read(eeprom_model, off, buf, len), len);
}

static void test_eeprom_raw(void **state)
{
	u8 page[9] = { 0x10, 1, 2, 3, 4, 5, 6, 7, 8 }, addr = 0x10, got[8];
	u8 wrap[5] = { 0x1e, 0xa, 0xb, 0xc, 0xd };
	struct i2c_msg read[2] = {
		{ .addr = 0x50, .len = 1, .buf = &addr },
		{ .addr = 0x50, .flags = I2C_M_RD, .len = 8, .buf = got },
	};
	u64 t0;

	(void)state;
	assert_int_equal(i2c_master_send(eeprom, (char *)page, 9), 9);
	/* Programming for tWR: the chip answers no address. */
	assert_int_equal(i2c_transfer(adap, read, 2), -ENXIO);
	t0 = platdev_sim_time_now();
	msleep(5);
	assert_true(platdev_sim_time_now() - t0 >= 5000000);
	assert_int_equal(i2c_transfer(adap, read, 2), 2);
	assert_memory_equal(got, page + 1, 8);
	eeprom_mem(0x10, got, 8);
	assert_memory_equal(got, page + 1, 8);

	/* Bytes past a page's end wrap to its start. */
	assert_int_equal(i2c_master_send(eeprom, (char *)wrap, 5), 5);
	msleep(5);
	eeprom_mem(0x18, got, 8);
	assert_int_equal(got[6], 0xa);
	assert_int_equal(got[7], 0xb);
	assert_int_equal(got[0], 0xc);
	assert_int_equal(got[1], 0xd);
	assert_int_equal(got[2], 0xff);

	/* A sequential read goes on from the address pointer. */
	addr = 0xfe;
	assert_int_equal(i2c_master_send(eeprom, (char *)&addr, 1), 1);
	assert_int_equal(i2c_master_recv(eeprom, (char *)got, 4), 4);
	assert_int_equal(got[0], 0xff);
	assert_int_equal(got[2], 0xff); /* wrapped to 0x00 */
}

static void test_eeprom_smbus(void **state)
{
	u8 block[4] = { 0xde, 0xad, 0xbe, 0xef }, got[4];
	char trace[1024] = "";
	int n;

	(void)state;
	assert_int_equal(i2c_smbus_write_byte_data(eeprom, 0x80, 0x5a), 0);
	msleep(5);
	assert_int_equal(i2c_smbus_read_byte_data(eeprom, 0x80), 0x5a);
	/* The decoder saw the bits: the write, then the read with Sr. */
	n = platdev_sim_i2c_trace(bus_np, trace, sizeof(trace) - 1);
	assert_true(n > 0);
	assert_non_null(strstr(trace, "S a0 A 80 A 5a A P\n"));
	assert_non_null(strstr(trace, "S a0 A 80 A Sr a1 A 5a N P\n"));

	assert_int_equal(i2c_smbus_write_i2c_block_data(eeprom, 0x40, 4, block),
			 0);
	msleep(5);
	assert_int_equal(i2c_smbus_read_i2c_block_data(eeprom, 0x40, 4, got),
			 4);
	assert_memory_equal(got, block, 4);
	/* SMBus words are little-endian. */
	assert_int_equal(i2c_smbus_read_word_data(eeprom, 0x40), 0xadde);
	assert_int_equal(i2c_smbus_write_word_data(eeprom, 0x60, 0x1234), 0);
	msleep(5);
	eeprom_mem(0x60, got, 2);
	assert_int_equal(got[0], 0x34);
	assert_int_equal(got[1], 0x12);
	/* A read byte goes on from the pointer: 0x62 now. */
	assert_int_equal(i2c_smbus_read_byte(eeprom), 0xff);
}

static void test_nak(void **state)
{
	u8 b = 0;
	struct i2c_msg msg = { .addr = 0x51, .len = 1, .buf = &b };
	struct i2c_client *ghost;
	char events[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	unsigned long n;

	(void)state;
	/* Nobody at 0x51: algo-bit's -ENXIO for the address NAK. */
	assert_int_equal(i2c_transfer(adap, &msg, 1), -ENXIO);
	ghost = i2c_new_dummy_device(adap, 0x51);
	assert_false(IS_ERR(ghost));
	assert_int_equal(i2c_smbus_read_byte_data(ghost, 0), -ENXIO);
	i2c_unregister_device(ghost);
	/* The adapter's events: the transfer, its error and its bits. */
	n = platdev_class_device_events(platdev_class_device_find("i2c-adapter",
								  "i2c-3"),
					events, PLATDEV_CLASS_EVENTS);
	assert_true(n >= PLATDEV_CLASS_EVENTS);
	assert_string_equal(events[PLATDEV_CLASS_EVENTS - 1],
			    "addr 0x51 write 1: 00; addr 0x51 read 1 -> -6");
	/* The bits the bus's decoder saw: algo-bit tried the address 4 times. */
	assert_string_equal(events[PLATDEV_CLASS_EVENTS - 2], "bits S a2 N P");
	assert_string_equal(events[PLATDEV_CLASS_EVENTS - 5], "bits S a2 N P");
}

static void test_stretch(void **state)
{
	u64 t0;

	(void)state;
	platdev_sim_i2c_target_stretch(eeprom_model, 200000); /* 200 us */
	t0 = platdev_sim_time_now();
	assert_int_equal(i2c_smbus_read_byte_data(eeprom, 0x80), 0x5a);
	/* Address, command, address again: three bytes acknowledged. */
	assert_true(platdev_sim_time_now() - t0 >= 3 * 200000);
	/* A target that never lets go: -ETIMEDOUT after the adapter's timeout. */
	platdev_sim_i2c_target_stretch(eeprom_model, U64_MAX);
	assert_int_equal(i2c_smbus_read_byte_data(eeprom, 0x80), -ETIMEDOUT);
	platdev_sim_i2c_target_stretch(eeprom_model, 0);
	assert_int_equal(i2c_smbus_read_byte_data(eeprom, 0x80), 0x5a);
}

static void test_ds1307(void **state)
{
	struct rtc_device *rtc = platdev_rtc_open("rtc0");
	struct rtc_time tm;
	u8 regs[8];

	(void)state;
	assert_false(IS_ERR(rtc));
	/* At power-on the oscillator is halted (CH): no valid time. */
	platdev_sim_i2c_target_read(rtc_model, 0, regs, 8);
	assert_int_equal(regs[0] & 0x80, 0x80);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), -EINVAL);

	rtc_time64_to_tm(T0, &tm);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_SET_TIME, &tm), 0);
	platdev_sim_i2c_target_read(rtc_model, 0, regs, 7);
	assert_int_equal(regs[0], 0x00); /* BCD: 12:00:00, 29.02.24, running */
	assert_int_equal(regs[1], 0x00);
	assert_int_equal(regs[2], 0x12);
	assert_int_equal(regs[4], 0x29);
	assert_int_equal(regs[5], 0x02);
	assert_int_equal(regs[6], 0x24);

	platdev_sim_time_advance(61ULL * NSEC_PER_SEC);
	assert_int_equal(platdev_rtc_ioctl(rtc, RTC_RD_TIME, &tm), 0);
	assert_true(rtc_tm_to_time64(&tm) == T0 + 61);
	assert_int_equal(tm.tm_min, 1);
	assert_int_equal(tm.tm_sec, 1);
	platdev_rtc_close(rtc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_probed),
		cmocka_unit_test(test_eeprom_raw),
		cmocka_unit_test(test_eeprom_smbus),
		cmocka_unit_test(test_nak),
		cmocka_unit_test(test_stretch),
		cmocka_unit_test(test_ds1307),
	};

	return cmocka_run_group_tests(tests, board_up, board_down);
}
