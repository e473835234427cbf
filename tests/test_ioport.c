// SPDX-License-Identifier: MIT
/*
 * test_ioport.c - port I/O on a machine without a port space (inb() and
 * friends read all ones and warn once per call site, writes are dropped,
 * ioport_map() is NULL), PowerPC's big-endian accessors and IOMEM() on
 * plain memory, and the ioctl number and file-mode macros.
 */
#include <string.h>

#include <linux/io.h>
#include <linux/ioctl.h>
#include <linux/stat.h>

#include "testutil.h"

static u8 read_twice(void)
{
	return inb(0x2e); /* one call site, called twice below */
}

static void test_no_port_space(void **state)
{
	u16 words[2] = { 1, 2 };
	unsigned int lines;

	(void)state;
	log_capture_start();
	assert_int_equal(read_twice(), 0xff);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "inb(0x2e) reads all ones", NULL));
	lines = test_log.count;
	assert_int_equal(read_twice(), 0xff);
	assert_int_equal(test_log.count, lines); /* once per call site */
	assert_int_equal(inw(0x10), 0xffff);
	assert_int_equal(inl(0x10), 0xffffffffU);
	outb(0x55, 0x2e);
	assert_true(
		log_has(PLATDEV_LOG_WARNING, "outb(0x2e, 0x55) dropped", NULL));
	insw(0x10, words, 2);
	assert_int_equal(words[1], 0xffff);
	log_capture_stop();
	assert_null(ioport_map(0x2e, 2));
	assert_null(devm_ioport_map(NULL, 0x2e, 2));
	ioport_unmap(NULL);
}

static void test_powerpc_accessors(void **state)
{
	u32 reg = 0;
	u8 bytes[4];

	(void)state;
	assert_int_equal(direct_regs_setup(&reg, sizeof(reg)), 0);
	out_be32(IOMEM(&reg), 0x01020304);
	memcpy(bytes, &reg, 4);
	assert_memory_equal(bytes, "\x01\x02\x03\x04", 4);
	assert_int_equal(in_be32(IOMEM(&reg)), 0x01020304);
	assert_int_equal(in_le32(IOMEM(&reg)), 0x04030201);
	out_8(IOMEM(&reg), 0xee);
	assert_int_equal(in_8(IOMEM(&reg)), 0xee);
	__iormb();
	__iowmb();
	__chk_io_ptr(&reg);
	assert_int_equal(regs_teardown_check(), 0);
}

static void test_ioctl_stat(void **state)
{
	(void)state;
	assert_int_equal(_IO('p', 0x12), 0x7012);
	assert_int_equal(_IOR('p', 0x12, int), 0x80047012);
	assert_int_equal(_IOW('p', 0x12, int), 0x40047012);
	assert_int_equal(_IOWR('p', 1, u64), 0xc0087001);
	assert_int_equal(_IOC_DIR(_IOR('p', 1, int)), _IOC_READ);
	assert_int_equal(_IOC_TYPE(_IOR('p', 1, int)), 'p');
	assert_int_equal(_IOC_NR(_IOR('p', 7, int)), 7);
	assert_int_equal(_IOC_SIZE(_IOR('p', 7, u16)), 2);
	assert_int_equal(S_IRUGO, 0444);
	assert_int_equal(S_IWUSR | S_IRUGO, 0644);
	assert_int_equal(S_IRWXUGO, 0777);
	assert_true(S_ISDIR(S_IFDIR | 0755));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_no_port_space),
		cmocka_unit_test(test_powerpc_accessors),
		cmocka_unit_test(test_ioctl_stat),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
