// SPDX-License-Identifier: MIT
/*
 * test_i2c.c - the I2C core over a fake adapter: bus numbers (dynamic,
 * numbered, the tree's alias, board info's), clients from board info and
 * from an adapter's tree node, matching by id_table and of_match_table
 * with their match data, transfers with the bus lock and retries, the
 * SMBus calls emulated as Linux shapes their messages, a NAK's -ENXIO, a
 * stuck bus's -ETIMEDOUT, -EOPNOTSUPP, bus recovery clocking a target
 * free, regmap over I2C, each adapter's class device and events, and
 * allocation failures over adapter registration and client creation.
 */
#include <linux/i2c-smbus.h>
#include <linux/i2c.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/regmap.h>
#include <linux/slab.h>
#include <platdev/class.h>
#include <platdev/of.h>

#include "testutil.h"

/* --- the fake adapter: a register file at 0x50, nothing elsewhere --- */

struct fake {
	struct i2c_adapter adap;
	u8 mem[256];
	u8 ptr;
	int xfers, eagain, fail;
	bool unlocked_xfer; /* a transfer ran without the bus lock */
	u8 ara[4]; /* what the alert response address answers, in turn */
	int nr_ara;
	struct i2c_client *target;
	struct i2c_msg last[2];
	int last_num;
};

static int fake_xfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	struct fake *f = container_of(adap, struct fake, adap);
	int i, j;

	f->xfers++;
	if (!mutex_is_locked(&adap->bus_lock))
		f->unlocked_xfer = true;
	if (f->eagain) {
		f->eagain--;
		return -EAGAIN;
	}
	if (f->fail)
		return f->fail;
	f->last_num = num;
	for (i = 0; i < num; i++) {
		if (i < 2)
			f->last[i] = msgs[i];
		if (msgs[i].addr == 0x0c && f->nr_ara &&
		    (msgs[i].flags & I2C_M_RD)) {
			msgs[i].buf[0] = f->ara[--f->nr_ara];
			continue;
		}
		if (msgs[i].addr != 0x50)
			return -ENXIO;
		for (j = 0; j < msgs[i].len; j++) {
			if (msgs[i].flags & I2C_M_RD)
				msgs[i].buf[j] = f->mem[f->ptr++];
			else if (j == 0)
				f->ptr = msgs[i].buf[0];
			else
				f->mem[f->ptr++] = msgs[i].buf[j];
		}
	}
	return num;
}

static u32 fake_func(struct i2c_adapter *adap)
{
	(void)adap;
	return I2C_FUNC_I2C | I2C_FUNC_SMBUS_EMUL;
}

static int fake_reg_slave(struct i2c_client *client)
{
	struct fake *f = container_of(client->adapter, struct fake, adap);

	if (f->target)
		return -EBUSY;
	f->target = client;
	return 0;
}

static int fake_unreg_slave(struct i2c_client *client)
{
	container_of(client->adapter, struct fake, adap)->target = NULL;
	return 0;
}

static const struct i2c_algorithm fake_algo = {
	.master_xfer = fake_xfer,
	.functionality = fake_func,
	.reg_slave = fake_reg_slave,
	.unreg_slave = fake_unreg_slave,
};

static void fake_init(struct fake *f, int nr)
{
	memset(f, 0, sizeof(*f));
	f->adap.algo = &fake_algo;
	f->adap.nr = nr;
	f->adap.owner = THIS_MODULE;
	snprintf(f->adap.name, sizeof(f->adap.name), "fake");
}

/* --- a driver of "chip1" (id_table) and "acme,chip2" (tree) --- */

static int probed, removed;
static const void *probe_data;
static const struct i2c_device_id *probe_id;

static int chip_probe(struct i2c_client *client)
{
	probed++;
	probe_id = i2c_client_get_device_id(client);
	probe_data = i2c_get_match_data(client);
	return 0;
}

static void chip_remove(struct i2c_client *client)
{
	(void)client;
	removed++;
}

static int alerts;
static unsigned int alert_flag;

static void chip_alert(struct i2c_client *client,
		       enum i2c_alert_protocol protocol, unsigned int data)
{
	(void)client;
	assert_int_equal(protocol, I2C_PROTOCOL_SMBUS_ALERT);
	alerts++;
	alert_flag = data;
}

static const struct i2c_device_id chip_ids[] = { { "chip1", 11 }, {} };
static const struct of_device_id chip_of[] = { { .compatible = "acme,chip2",
						 .data = (void *)22 },
					       {} };

static struct i2c_driver chip_driver = {
	.driver = { .name = "chip", .of_match_table = chip_of },
	.probe = chip_probe,
	.remove = chip_remove,
	.alert = chip_alert,
	.id_table = chip_ids,
};

static int setup(void **state)
{
	(void)state;
	probed = removed = alerts = 0;
	probe_data = NULL;
	probe_id = NULL;
	return i2c_add_driver(&chip_driver);
}

static int teardown(void **state)
{
	(void)state;
	i2c_del_driver(&chip_driver);
	return 0;
}

/* --- adapters --- */

static void test_adapter_numbers(void **state)
{
	struct fake a, b, c;
	struct platdev_class_device *cdev;
	struct i2c_adapter *got;

	(void)state;
	fake_init(&a, -1);
	a.adap.name[0] = 0;
	assert_int_equal(i2c_add_adapter(&a.adap), -EINVAL); /* no name */
	fake_init(&a, -1);
	a.adap.algo = NULL;
	assert_int_equal(i2c_add_adapter(&a.adap), -EINVAL); /* no algo */

	fake_init(&a, 9);
	assert_int_equal(i2c_add_numbered_adapter(&a.adap), 0);
	assert_string_equal(dev_name(&a.adap.dev), "i2c-9");
	assert_ptr_equal(i2c_verify_adapter(&a.adap.dev), &a.adap);
	assert_null(i2c_verify_client(&a.adap.dev));
	assert_int_equal(a.adap.timeout, HZ); /* the default */
	fake_init(&b, 9);
	assert_int_equal(i2c_add_numbered_adapter(&b.adap), -EBUSY);
	/* -1: a dynamic number, above those board info reserved. */
	fake_init(&c, -1);
	assert_int_equal(i2c_add_numbered_adapter(&c.adap), 0);
	assert_true(c.adap.nr >= 0);
	assert_true(c.adap.nr != 9);

	cdev = platdev_class_device_find("i2c-adapter", "i2c-9");
	assert_non_null(cdev);
	assert_ptr_equal(cdev->data, &a.adap);
	got = i2c_get_adapter(9);
	assert_ptr_equal(got, &a.adap);
	i2c_put_adapter(got);
	assert_null(i2c_get_adapter(1234));

	i2c_del_adapter(&a.adap);
	assert_null(platdev_class_device_find("i2c-adapter", "i2c-9"));
	assert_null(i2c_get_adapter(9));
	i2c_del_adapter(&a.adap); /* again: ignored */
	/* The number is free again. */
	assert_int_equal(i2c_add_numbered_adapter(&b.adap), 0);
	i2c_del_adapter(&b.adap);
	i2c_del_adapter(&c.adap);
}

/* --- clients --- */

static void test_board_info(void **state)
{
	static const struct i2c_board_info info[] = {
		{ I2C_BOARD_INFO("chip1", 0x20) },
		{ I2C_BOARD_INFO("other", 0x21), .irq = 42 },
	};
	struct i2c_board_info late = { I2C_BOARD_INFO("chip1", 0x22) };
	struct fake f, dyn;
	struct device *dev;
	struct i2c_client *client;

	(void)state;
	assert_int_equal(i2c_register_board_info(-1, info, 1), -EINVAL);
	assert_int_equal(i2c_register_board_info(7, info, 2), 0);
	/* Dynamic numbers start above 7 now. */
	fake_init(&dyn, -1);
	assert_int_equal(i2c_add_adapter(&dyn.adap), 0);
	assert_true(dyn.adap.nr > 7);
	i2c_del_adapter(&dyn.adap);

	fake_init(&f, 7);
	assert_int_equal(i2c_add_numbered_adapter(&f.adap), 0);
	dev = device_find_child_by_name(&f.adap.dev, "7-0020");
	assert_non_null(dev);
	client = i2c_verify_client(dev);
	assert_non_null(client);
	assert_ptr_equal(client->adapter, &f.adap);
	assert_string_equal(client->name, "chip1");
	/* Bound by the id_table: its entry and driver_data as match data. */
	assert_ptr_equal(client->dev.driver, &chip_driver.driver);
	assert_int_equal(probed, 1);
	assert_ptr_equal(probe_id, &chip_ids[0]);
	assert_ptr_equal(probe_data, (void *)11);
	put_device(dev);
	dev = device_find_child_by_name(&f.adap.dev, "7-0021");
	assert_non_null(dev);
	client = to_i2c_client(dev);
	assert_null(client->dev.driver); /* nobody drives "other" */
	assert_int_equal(client->irq, 42);
	put_device(dev);

	/* Board info for a bus already there: its client at once. */
	assert_int_equal(i2c_register_board_info(7, &late, 1), 0);
	dev = device_find_child_by_name(&f.adap.dev, "7-0022");
	assert_non_null(dev);
	put_device(dev);
	assert_int_equal(probed, 2);

	i2c_del_adapter(&f.adap);
	assert_int_equal(removed, 2);
}

static void test_new_client(void **state)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("chip1", 0x30) };
	struct i2c_client *client, *again;
	struct fake f;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	client = i2c_new_client_device(&f.adap, &info);
	assert_false(IS_ERR(client));
	assert_ptr_equal(i2c_verify_client(&client->dev), client);
	assert_null(i2c_verify_adapter(&client->dev));
	assert_true(i2c_client_has_driver(client));
	/* One client per address. */
	again = i2c_new_client_device(&f.adap, &info);
	assert_int_equal(PTR_ERR(again), -EBUSY);
	/* 7-bit addresses are 1 to 0x7f; 10-bit ones up to 0x3ff. */
	info.addr = 0x80;
	assert_int_equal(PTR_ERR(i2c_new_client_device(&f.adap, &info)),
			 -EINVAL);
	info.addr = 0;
	assert_int_equal(PTR_ERR(i2c_new_client_device(&f.adap, &info)),
			 -EINVAL);
	info.addr = 0x123;
	info.flags = I2C_CLIENT_TEN;
	again = i2c_new_client_device(&f.adap, &info);
	assert_false(IS_ERR(again));
	assert_int_equal(again->addr, 0xa123);
	i2c_unregister_device(again);
	i2c_unregister_device(NULL);
	i2c_unregister_device(ERR_PTR(-EINVAL));
	/* A dummy has no driver; the address is free again after it. */
	again = i2c_new_dummy_device(&f.adap, 0x31);
	assert_false(IS_ERR(again));
	assert_string_equal(again->name, "dummy");
	assert_false(i2c_client_has_driver(again));
	i2c_unregister_device(again);
	i2c_unregister_device(client);
	assert_int_equal(removed, 2); /* the 10-bit chip1 was bound too */
	i2c_del_adapter(&f.adap);
}

static void test_tree(void **state)
{
	struct device_node *np, *child;
	struct fake f, g;
	struct i2c_client *client;
	int count = 0;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/i2c.dtb"), 0);
	np = of_find_node_by_path("/i2c-bus-node");
	fake_init(&f, -1);
	f.adap.dev.of_node = np;
	log_capture_start();
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	log_capture_stop();
	/* The child without a reg is refused with a message. */
	assert_true(log_has(PLATDEV_LOG_ERR, "invalid reg", NULL));
	assert_ptr_equal(i2c_find_adapter_by_fwnode(of_fwnode_handle(np)),
			 &f.adap);
	/* chip@20: named "chip1" from "acme,chip1", matched by id_table. */
	child = of_get_child_by_name(np, "chip");
	client = of_find_i2c_device_by_node(child);
	of_node_put(child);
	assert_non_null(client);
	assert_int_equal(client->addr, 0x20);
	assert_string_equal(client->name, "chip1");
	assert_ptr_equal(client->dev.of_node->parent, np);
	put_device(&client->dev);
	/* chip@21 by the tree's compatible, its match data the tree's. */
	assert_int_equal(probed, 2);
	assert_ptr_equal(probe_data, (void *)22);
	assert_null(probe_id); /* no id_table entry for "chip2" */
	/* The disabled chip@22 has no client. */
	assert_int_equal(
		device_for_each_child(&f.adap.dev, &count, count_device), 0);
	assert_int_equal(count, 2);
	/* The tree's alias numbers the other bus. */
	fake_init(&g, -1);
	child = of_find_node_by_path("/other-bus");
	g.adap.dev.of_node = child;
	assert_int_equal(i2c_add_adapter(&g.adap), 0);
	assert_int_equal(g.adap.nr, 5);
	assert_true(f.adap.nr > 5); /* dynamic numbers above the aliases */
	i2c_del_adapter(&g.adap);
	of_node_put(child);
	i2c_del_adapter(&f.adap);
	assert_int_equal(removed, 2);
	of_node_put(np);
	assert_int_equal(platdev_of_unload(), 0);
}

/* --- transfers --- */

static void test_transfer(void **state)
{
	u8 buf[3] = { 0x10, 0xab, 0xcd }, rd[2];
	struct i2c_msg msgs[2] = {
		{ .addr = 0x50, .len = 1, .buf = buf },
		{ .addr = 0x50, .flags = I2C_M_RD, .len = 2, .buf = rd },
	};
	struct i2c_board_info info = { I2C_BOARD_INFO("dummy", 0x50) };
	char events[PLATDEV_CLASS_EVENTS][PLATDEV_CLASS_EVENT_LEN];
	struct i2c_client *client;
	unsigned long n;
	struct fake f;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	client = i2c_new_client_device(&f.adap, &info);
	assert_int_equal(i2c_master_send(client, (char *)buf, 3), 3);
	assert_int_equal(f.mem[0x10], 0xab);
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), 2);
	assert_int_equal(rd[0], 0xab);
	assert_int_equal(rd[1], 0xcd);
	n = platdev_class_device_events(&f.adap.platdev_cdev, events,
					PLATDEV_CLASS_EVENTS);
	assert_int_equal(n, 2);
	assert_string_equal(events[0], "addr 0x50 write 3: 10 ab cd");
	assert_string_equal(events[1],
			    "addr 0x50 write 1: 10; addr 0x50 read 2: ab cd");

	/* Lost arbitration: tried again up to adap->retries more times. */
	f.adap.retries = 2;
	f.eagain = 2;
	f.xfers = 0;
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), 2);
	assert_int_equal(f.xfers, 3);
	f.adap.retries = 1;
	f.eagain = 2;
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), -EAGAIN);
	f.eagain = 0;
	/* A NAK, a bus held low: the algorithm's errors, as they are. */
	msgs[0].addr = 0x51;
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), -ENXIO);
	msgs[0].addr = 0x50;
	f.fail = -ETIMEDOUT;
	assert_int_equal(i2c_master_recv(client, (char *)rd, 2), -ETIMEDOUT);
	f.fail = 0;
	n = platdev_class_device_events(&f.adap.platdev_cdev, events,
					PLATDEV_CLASS_EVENTS);
	assert_int_equal(n, 6);
	assert_string_equal(events[n - 1], "addr 0x50 read 2 -> -110");

	/* The bus lock: held by one, not taken by another. */
	i2c_lock_bus(&f.adap, I2C_LOCK_ROOT_ADAPTER);
	assert_int_equal(i2c_trylock_bus(&f.adap, I2C_LOCK_ROOT_ADAPTER), 0);
	assert_int_equal(__i2c_transfer(&f.adap, msgs, 2), 2);
	i2c_unlock_bus(&f.adap, I2C_LOCK_ROOT_ADAPTER);
	assert_int_equal(i2c_trylock_bus(&f.adap, I2C_LOCK_ROOT_ADAPTER), 1);
	i2c_unlock_bus(&f.adap, I2C_LOCK_ROOT_ADAPTER);
	/* A suspended adapter: -ESHUTDOWN. */
	i2c_mark_adapter_suspended(&f.adap);
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), -ESHUTDOWN);
	i2c_mark_adapter_resumed(&f.adap);
	assert_int_equal(i2c_transfer(&f.adap, msgs, 2), 2);
	/* Every transfer ran with the bus lock held. */
	assert_false(f.unlocked_xfer);
	i2c_unregister_device(client);
	i2c_del_adapter(&f.adap);
}

static u32 smbus_only_func(struct i2c_adapter *adap)
{
	(void)adap;
	return I2C_FUNC_SMBUS_BYTE;
}

static const struct i2c_algorithm smbus_only_algo = {
	.functionality = smbus_only_func,
};

static void test_smbus(void **state)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("dummy", 0x50) };
	u8 block[4] = { 1, 2, 3, 4 }, got[4];
	struct i2c_client *client;
	struct fake f, g;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	client = i2c_new_client_device(&f.adap, &info);

	assert_int_equal(i2c_smbus_write_byte_data(client, 0x20, 0x5a), 0);
	assert_int_equal(f.last_num, 1);
	assert_int_equal(f.last[0].len, 2);
	assert_int_equal(f.mem[0x20], 0x5a);
	assert_int_equal(i2c_smbus_read_byte_data(client, 0x20), 0x5a);
	/* A read: the command written, then a read with a repeated start. */
	assert_int_equal(f.last_num, 2);
	assert_int_equal(f.last[0].flags, 0);
	assert_int_equal(f.last[0].len, 1);
	assert_int_equal(f.last[1].flags, I2C_M_RD);
	assert_int_equal(f.last[1].len, 1);

	assert_int_equal(i2c_smbus_write_word_data(client, 0x30, 0x1234), 0);
	assert_int_equal(f.mem[0x30], 0x34); /* low byte first */
	assert_int_equal(f.mem[0x31], 0x12);
	assert_int_equal(i2c_smbus_read_word_data(client, 0x30), 0x1234);
	assert_int_equal(i2c_smbus_read_word_swapped(client, 0x30), 0x3412);

	assert_int_equal(i2c_smbus_write_i2c_block_data(client, 0x40, 4, block),
			 0);
	assert_memory_equal(f.mem + 0x40, block, 4);
	assert_int_equal(i2c_smbus_read_i2c_block_data(client, 0x40, 4, got),
			 4);
	assert_memory_equal(got, block, 4);
	assert_int_equal(i2c_smbus_read_i2c_block_data_or_emulated(client, 0x40,
								   4, got),
			 4);
	/* Write byte sets the pointer; read byte reads on from it. */
	assert_int_equal(i2c_smbus_write_byte(client, 0x41), 0);
	assert_int_equal(i2c_smbus_read_byte(client), 2);
	/* An SMBus block write carries its length first. */
	assert_int_equal(i2c_smbus_write_block_data(client, 0x50, 2, block), 0);
	assert_int_equal(f.mem[0x50], 2);
	assert_int_equal(f.mem[0x51], 1);
	/* A NAK comes back as the algorithm's -ENXIO. */
	client->addr = 0x51;
	assert_int_equal(i2c_smbus_read_byte_data(client, 0), -ENXIO);
	client->addr = 0x50;
	/* A protocol that cannot be emulated. */
	assert_int_equal(i2c_smbus_xfer(&f.adap, 0x50, 0, I2C_SMBUS_READ, 0, 99,
					NULL),
			 -EOPNOTSUPP);
	/* An adapter with neither xfer nor smbus_xfer. */
	fake_init(&g, -1);
	g.adap.algo = &smbus_only_algo;
	assert_int_equal(i2c_add_adapter(&g.adap), 0);
	assert_int_equal(i2c_smbus_xfer(&g.adap, 0x50, 0, I2C_SMBUS_READ, 0,
					I2C_SMBUS_BYTE, NULL),
			 -EOPNOTSUPP);
	assert_int_equal(i2c_transfer(&g.adap, f.last, 1), -EOPNOTSUPP);
	assert_false(i2c_check_functionality(&g.adap, I2C_FUNC_I2C));
	i2c_del_adapter(&g.adap);
	assert_false(f.unlocked_xfer); /* the SMBus calls lock the bus too */
	i2c_unregister_device(client);
	i2c_del_adapter(&f.adap);
}

static void test_pec(void **state)
{
	u8 data[] = { 0x12, 0x34 };

	(void)state;
	/* CRC-8 (x^8 + x^2 + x + 1) over the bytes. */
	assert_int_equal(i2c_smbus_pec(0, data, 2), 0xf1);
	assert_int_equal(i2c_smbus_pec(0, data, 0), 0);
}

/* --- regmap over I2C --- */

static const struct regmap_config cfg8 = { .reg_bits = 8, .val_bits = 8 };
static const struct regmap_config cfg16 = { .reg_bits = 8, .val_bits = 16 };

static void test_regmap(void **state)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("dummy", 0x50) };
	struct regmap_config bad = cfg8;
	struct i2c_client *client;
	struct regmap *map;
	unsigned int v;
	u8 vals[3], raw[4];
	struct fake f;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	client = i2c_new_client_device(&f.adap, &info);
	bad.val_bits = 32;
	assert_int_equal(PTR_ERR(regmap_init_i2c(client, &bad)), -ENOTSUPP);

	map = regmap_init_i2c(client, &cfg8);
	assert_false(IS_ERR(map));
	assert_int_equal(regmap_write(map, 0x10, 0x77), 0);
	assert_int_equal(f.mem[0x10], 0x77);
	assert_int_equal(regmap_read(map, 0x10, &v), 0);
	assert_int_equal(v, 0x77);
	assert_int_equal(regmap_update_bits(map, 0x10, 0x0f, 0x01), 0);
	assert_int_equal(f.mem[0x10], 0x71);
	/* A bulk read is one transfer. */
	f.mem[0x11] = 1;
	f.mem[0x12] = 2;
	f.xfers = 0;
	assert_int_equal(regmap_bulk_read(map, 0x10, vals, 3), 0);
	assert_int_equal(f.xfers, 1);
	assert_int_equal(vals[2], 2);
	assert_int_equal(regmap_bulk_write(map, 0x20, vals, 3), 0);
	assert_int_equal(f.xfers, 2);
	assert_memory_equal(f.mem + 0x20, vals, 3);
	/* A NAK reaches the caller. */
	client->addr = 0x51;
	assert_int_equal(regmap_read(map, 0x10, &v), -ENXIO);
	client->addr = 0x50;
	regmap_exit(map);

	/* 16-bit values go big-endian. */
	map = regmap_init_i2c(client, &cfg16);
	assert_int_equal(regmap_write(map, 0x30, 0xbeef), 0);
	assert_int_equal(f.mem[0x30], 0xbe);
	assert_int_equal(f.mem[0x31], 0xef);
	assert_int_equal(regmap_read(map, 0x30, &v), 0);
	assert_int_equal(v, 0xbeef);
	/* regmap_raw_read(): the bytes as they came, in one transfer. */
	f.mem[0x32] = 0x12;
	f.mem[0x33] = 0x34;
	f.xfers = 0;
	assert_int_equal(regmap_raw_read(map, 0x30, raw, sizeof(raw)), 0);
	assert_int_equal(f.xfers, 1);
	assert_memory_equal(raw, f.mem + 0x30, sizeof(raw));
	assert_int_equal(regmap_raw_read(map, 0x30, raw, 3), -EINVAL);
	assert_int_equal(regmap_raw_read(map, 0x30, raw, 0), -EINVAL);
	client->addr = 0x51;
	assert_int_equal(regmap_raw_read(map, 0x30, raw, 2), -ENXIO);
	client->addr = 0x50;
	regmap_exit(map);
	i2c_unregister_device(client);
	i2c_del_adapter(&f.adap);
}

/* --- bus recovery: a target holding SDA until it got its clocks --- */

static int scl_level = 1, sda_set = 1, held_clocks, clocks, stops;
static bool scl_stuck;

static int rec_get_scl(struct i2c_adapter *adap)
{
	(void)adap;
	return scl_level && !scl_stuck;
}

static int rec_get_sda(struct i2c_adapter *adap)
{
	(void)adap;
	return sda_set && clocks >= held_clocks;
}

static void rec_set_scl(struct i2c_adapter *adap, int val)
{
	(void)adap;
	if (val && !scl_level)
		clocks++;
	scl_level = val;
}

static void rec_set_sda(struct i2c_adapter *adap, int val)
{
	(void)adap;
	if (val && !sda_set && scl_level)
		stops++;
	sda_set = val;
}

static void test_recovery(void **state)
{
	struct i2c_bus_recovery_info bri = {
		.recover_bus = i2c_generic_scl_recovery,
		.get_scl = rec_get_scl,
		.set_scl = rec_set_scl,
		.get_sda = rec_get_sda,
		.set_sda = rec_set_sda,
	};
	struct i2c_bus_recovery_info none = { 0 };
	struct fake f;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_recover_bus(&f.adap), -EBUSY); /* no info */
	f.adap.bus_recovery_info = &bri;
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	/* Freed after the 5 clocks it wanted, then a STOP. */
	held_clocks = 5;
	assert_int_equal(i2c_recover_bus(&f.adap), 0);
	assert_int_equal(clocks, 5 + 1); /* and the STOP's own clock */
	assert_int_equal(stops, 1);
	/* One that wants more than nine clocks: still stuck. */
	clocks = 0;
	held_clocks = 20;
	assert_int_equal(i2c_recover_bus(&f.adap), -EBUSY);
	assert_int_equal(clocks, 9);
	/* SCL held low by someone: -EBUSY at once. */
	clocks = 0;
	scl_stuck = true;
	assert_int_equal(i2c_recover_bus(&f.adap), -EBUSY);
	assert_int_equal(clocks, 0);
	scl_stuck = false;
	i2c_del_adapter(&f.adap);

	/* Recovery without a method is dropped at registration. */
	fake_init(&f, -1);
	f.adap.bus_recovery_info = &none;
	log_capture_start();
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	log_capture_stop();
	assert_null(f.adap.bus_recovery_info);
	assert_int_equal(i2c_recover_bus(&f.adap), -EBUSY);
	i2c_del_adapter(&f.adap);
}

/* --- the adapter as a target; the SMBus alert --- */

static int events_seen;

static int target_cb(struct i2c_client *client, enum i2c_slave_event event,
		     u8 *val)
{
	(void)client;
	events_seen++;
	if (event == I2C_SLAVE_READ_REQUESTED)
		*val = 0x42;
	return 0;
}

static void test_target_and_alert(void **state)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("chip1", 0x20),
				       .flags = I2C_CLIENT_SLAVE };
	struct i2c_board_info low = { I2C_BOARD_INFO("dummy", 0x03) };
	struct i2c_smbus_alert_setup setup = { 0 };
	struct i2c_client *client, *other, *ara;
	struct fake f, g;
	u8 v = 0;

	(void)state;
	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	client = i2c_new_client_device(&f.adap, &info);
	assert_int_equal(i2c_slave_register(client, NULL), -EINVAL);
	assert_int_equal(i2c_slave_register(client, target_cb), 0);
	assert_ptr_equal(f.target, client);
	assert_int_equal(i2c_slave_event(client, I2C_SLAVE_READ_REQUESTED, &v),
			 0);
	assert_int_equal(v, 0x42);
	assert_int_equal(events_seen, 1);
	/* The adapter's own refusal comes back, the callback unset. */
	info.addr = 0x21;
	other = i2c_new_client_device(&f.adap, &info);
	assert_int_equal(i2c_slave_register(other, target_cb), -EBUSY);
	assert_null(other->slave_cb);
	/* Reserved 7-bit addresses cannot be targets. */
	log_capture_start();
	assert_int_equal(
		i2c_slave_register(i2c_new_client_device(&f.adap, &low),
				   target_cb),
		-EINVAL);
	log_capture_stop();
	assert_int_equal(i2c_slave_unregister(client), 0);
	assert_null(client->slave_cb);
	assert_null(f.target);

	/* SMBALERT#: 0x20 answers the ARA (flag 1), then nobody. */
	ara = i2c_new_smbus_alert_device(&f.adap, &setup);
	assert_false(IS_ERR(ara));
	assert_string_equal(ara->name, "smbus_alert");
	assert_int_equal(ara->addr, 0x0c);
	f.ara[0] = 0x20 << 1 | 1;
	f.nr_ara = 1;
	assert_int_equal(i2c_handle_smbus_alert(ara), 0);
	assert_int_equal(alerts, 1);
	assert_int_equal(alert_flag, 1);
	i2c_unregister_device(ara);
	i2c_del_adapter(&f.adap); /* its clients with it */

	/* An adapter that cannot be a target. */
	fake_init(&g, -1);
	g.adap.algo = &smbus_only_algo;
	assert_int_equal(i2c_add_adapter(&g.adap), 0);
	info.addr = 0x20;
	client = i2c_new_client_device(&g.adap, &info);
	log_capture_start();
	assert_int_equal(i2c_slave_register(client, target_cb), -EOPNOTSUPP);
	assert_int_equal(i2c_slave_unregister(client), -EOPNOTSUPP);
	log_capture_stop();
	i2c_del_adapter(&g.adap);
}

/* --- allocation failures --- */

static void test_alloc_failures(void **state)
{
	static const struct i2c_board_info board[] = {
		{ I2C_BOARD_INFO("chip1", 0x10) },
		{ I2C_BOARD_INFO("other", 0x11) },
	};
	struct i2c_board_info info = { I2C_BOARD_INFO("chip1", 0x40) };
	struct i2c_client *client;
	unsigned long before;
	bool fewer = false;
	struct fake f;
	int err, count;
	long n;

	(void)state;
	assert_int_equal(i2c_register_board_info(12, board, 2), 0);
	before = live_allocs();
	/*
	 * Registering bus 12 makes its two clients: the adapter is there
	 * even when a client could not be made (logged, as in Linux).
	 */
	for (n = 0;; n++) {
		fake_init(&f, 12);
		log_capture_start();
		platdev_port_fail_alloc_after(n, 0);
		err = i2c_add_numbered_adapter(&f.adap);
		platdev_port_fail_alloc_after(-1, 0);
		log_capture_stop();
		if (err) {
			assert_int_equal(err, -ENOMEM);
			assert_int_equal(live_allocs(), before);
			continue;
		}
		count = 0;
		device_for_each_child(&f.adap.dev, &count, count_device);
		i2c_del_adapter(&f.adap);
		assert_int_equal(live_allocs(), before);
		if (count == 2)
			break;
		fewer = true;
	}
	assert_true(fewer);

	fake_init(&f, -1);
	assert_int_equal(i2c_add_adapter(&f.adap), 0);
	probed = 0;
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		client = i2c_new_client_device(&f.adap, &info);
		platdev_port_fail_alloc_after(-1, 0);
		if (!IS_ERR(client))
			break;
		assert_int_equal(PTR_ERR(client), -ENOMEM);
		assert_int_equal(probed, 0);
	}
	assert_true(n > 0);
	assert_int_equal(probed, 1);
	i2c_unregister_device(client);
	i2c_del_adapter(&f.adap);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
#define T(f) cmocka_unit_test_setup_teardown(f, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_adapter_numbers),
		T(test_board_info),
		T(test_new_client),
		T(test_tree),
		T(test_transfer),
		T(test_smbus),
		T(test_pec),
		T(test_regmap),
		T(test_recovery),
		T(test_target_and_alert),
		T(test_alloc_failures),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
