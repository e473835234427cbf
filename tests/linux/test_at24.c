// SPDX-License-Identifier: MIT
/*
 * test_at24.c - Linux 6.12's drivers/misc/eeprom/at24.c, built unchanged,
 * binds to the tree's 24c02 on a bus that Linux's i2c-gpio and
 * i2c-algo-bit bit-bang on two lines of a simulated PL061, and serves the
 * EEPROM as an nvmem device: what a program writes through it reaches the
 * bit-level EEPROM model's cells (split at the 8-byte page boundary, each
 * page waited for through its write cycle), and reads give them back.
 */
#include <linux/i2c.h>
#include <linux/of_platform.h>
#include <platdev/class.h>
#include <platdev/nvmem.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

static struct i2c_client *eeprom;
static struct platdev_sim_i2c_target *eeprom_model;

static const struct linux_sim_board board = {
	.early = true,
	.virtual_time = true,
};

static int board_up(void **state)
{
	struct device_node *np;

	(void)state;
	linux_sim_board_start(PLATDEV_LINUX_DTB, &board);
	np = of_find_node_by_path("/i2c/eeprom@50");
	eeprom = of_find_i2c_device_by_node(np);
	eeprom_model = platdev_sim_i2c_target_find(np);
	of_node_put(np);
	assert_non_null(eeprom);
	assert_non_null(eeprom_model);
	put_device(&eeprom->dev);
	return 0;
}

static int board_down(void **state)
{
	(void)state;
	linux_sim_board_stop(&board);
	return 0;
}

struct find_child {
	struct device *parent;
	struct platdev_class_device *found;
};

static int match_parent(struct platdev_class_device *cdev, void *arg)
{
	struct find_child *f = arg;

	if (cdev->parent != f->parent)
		return 0;
	f->found = cdev;
	return 1;
}

/* The nvmem device at24 registered for @client, or NULL. */
static struct platdev_class_device *nvmem_of(struct i2c_client *client)
{
	struct find_child f = { .parent = &client->dev };

	platdev_class_device_for_each("nvmem", match_parent, &f);
	return f.found;
}

static void test_bound(void **state)
{
	struct platdev_class_device *cdev;

	(void)state;
	assert_non_null(eeprom->dev.driver);
	assert_string_equal(eeprom->dev.driver->name, "at24");
	cdev = nvmem_of(eeprom);
	assert_non_null(cdev);
	/* Named as Linux names it: the client's name and the core's number. */
	assert_true(!strncmp(cdev->name, "3-0050", 6));
	assert_int_equal(platdev_nvmem_size(cdev->name), 256);
}

static void test_write_read(void **state)
{
	u8 data[12], got[12], model[12];
	struct platdev_class_device *cdev = nvmem_of(eeprom);
	unsigned int i;

	(void)state;
	assert_non_null(cdev);
	for (i = 0; i < sizeof(data); i++)
		data[i] = (u8)(0xa0 + i);
	/* 0x7c..0x87 crosses the page boundary at 0x80. */
	assert_int_equal(platdev_nvmem_write(cdev->name, 0x7c, data,
					     sizeof(data)),
			 sizeof(data));
	assert_int_equal(platdev_sim_i2c_target_read(eeprom_model, 0x7c, model,
						     sizeof(model)),
			 sizeof(model));
	assert_memory_equal(model, data, sizeof(data));
	memset(got, 0, sizeof(got));
	assert_int_equal(platdev_nvmem_read(cdev->name, 0x7c, got, sizeof(got)),
			 sizeof(got));
	assert_memory_equal(got, data, sizeof(data));
}

static void test_bounds(void **state)
{
	struct platdev_class_device *cdev = nvmem_of(eeprom);
	u8 buf[8] = { 0 };

	(void)state;
	assert_non_null(cdev);
	/* A read is cut at the end; one at the end reads nothing. */
	assert_int_equal(platdev_nvmem_read(cdev->name, 252, buf, sizeof(buf)),
			 4);
	assert_int_equal(platdev_nvmem_read(cdev->name, 256, buf, sizeof(buf)),
			 0);
	assert_int_equal(platdev_nvmem_write(cdev->name, 256, buf, 1), -EFBIG);
}

static void test_unbind(void **state)
{
	(void)state;
	assert_non_null(nvmem_of(eeprom));
	device_release_driver(&eeprom->dev);
	assert_null(eeprom->dev.driver);
	assert_null(nvmem_of(eeprom));
	assert_int_equal(device_attach(&eeprom->dev), 1);
	assert_non_null(nvmem_of(eeprom));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bound),
		cmocka_unit_test(test_write_read),
		cmocka_unit_test(test_bounds),
		cmocka_unit_test(test_unbind),
	};

	return cmocka_run_group_tests(tests, board_up, board_down);
}
