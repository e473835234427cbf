// SPDX-License-Identifier: MIT
/*
 * test_stress_cores.c - issue 25's cores under threads: several consumers
 * of one regulator switching it on and off at once, and several threads
 * transferring on one I2C adapter while another adds and removes a
 * client. The regulator's hardware must be switched on only when off and
 * off only when on, and be off at the end with no use left; the adapter's
 * transfers must never overlap (the bus lock) and all must arrive.
 *
 * No sleeping to hide races; what goes wrong is counted with violation()
 * and asserted by the main thread. Labelled "stress": it runs under TSan.
 */
#include <pthread.h>

#include <linux/i2c.h>
#include <linux/platform_device.h>
#include <linux/regulator/consumer.h>
#include <linux/regulator/driver.h>
#include <linux/regulator/machine.h>

#include "testutil.h"

#define THREADS 3
#define ROUNDS 400

/* --- one regulator, several consumers ------------------------------------ */

static int hw_on; /* atomic */
static unsigned int hw_switches;

static int hw_enable(struct regulator_dev *rdev)
{
	(void)rdev;
	if (__atomic_exchange_n(&hw_on, 1, __ATOMIC_ACQ_REL))
		violation("enabled while on");
	__atomic_add_fetch(&hw_switches, 1, __ATOMIC_RELAXED);
	return 0;
}

static int hw_disable(struct regulator_dev *rdev)
{
	(void)rdev;
	if (!__atomic_exchange_n(&hw_on, 0, __ATOMIC_ACQ_REL))
		violation("disabled while off");
	return 0;
}

static int hw_is_enabled(struct regulator_dev *rdev)
{
	(void)rdev;
	return __atomic_load_n(&hw_on, __ATOMIC_ACQUIRE);
}

static const struct regulator_ops hw_ops = {
	.enable = hw_enable,
	.disable = hw_disable,
	.is_enabled = hw_is_enabled,
};

static void *switcher(void *arg)
{
	struct regulator *r = arg;
	int i, ret;

	for (i = 0; i < ROUNDS; i++) {
		ret = regulator_enable(r);
		if (ret)
			violation("enable: %d", ret);
		if (regulator_is_enabled(r) != 1)
			violation("off while a consumer holds it on");
		ret = regulator_disable(r);
		if (ret)
			violation("disable: %d", ret);
	}
	return NULL;
}

static void test_regulator_consumers(void **state)
{
	static struct regulator_consumer_supply supplies[] = {
		REGULATOR_SUPPLY("vcc", NULL),
	};
	static const struct regulator_desc desc = {
		.name = "stress-vcc",
		.ops = &hw_ops,
		.type = REGULATOR_VOLTAGE,
	};
	struct regulator_init_data init = {
		.constraints.valid_ops_mask = REGULATOR_CHANGE_STATUS,
		.consumer_supplies = supplies,
		.num_consumer_supplies = ARRAY_SIZE(supplies),
	};
	struct regulator_config cfg = { .init_data = &init };
	unsigned long before = live_allocs();
	struct platform_device *pdev[THREADS], *parent;
	struct regulator *r[THREADS];
	struct regulator_dev *rdev;
	pthread_t t[THREADS];
	int i;

	(void)state;
	violations_reset();
	for (i = 0; i < THREADS; i++) {
		pdev[i] = platform_device_register_simple("stress-consumer", i,
							  NULL, 0);
		assert_false(IS_ERR(pdev[i]));
	}
	parent = platform_device_register_simple("stress-pmic", -1, NULL, 0);
	assert_false(IS_ERR(parent));
	cfg.dev = &parent->dev;
	rdev = regulator_register(&parent->dev, &desc, &cfg);
	assert_false(IS_ERR(rdev));
	for (i = 0; i < THREADS; i++) {
		r[i] = regulator_get(&pdev[i]->dev, "vcc");
		assert_false(IS_ERR(r[i]));
	}
	assert_int_equal(rdev->open_count, THREADS);
	for (i = 0; i < THREADS; i++)
		assert_int_equal(pthread_create(&t[i], NULL, switcher, r[i]),
				 0);
	for (i = 0; i < THREADS; i++)
		pthread_join(t[i], NULL);
	assert_no_violations();
	assert_int_equal(__atomic_load_n(&hw_on, __ATOMIC_ACQUIRE), 0);
	assert_int_equal(rdev->use_count, 0);
	assert_true(hw_switches > 0);
	for (i = 0; i < THREADS; i++)
		regulator_put(r[i]);
	regulator_unregister(rdev);
	platform_device_unregister(parent);
	for (i = THREADS - 1; i >= 0; i--)
		platform_device_unregister(pdev[i]);
	assert_int_equal(live_allocs(), before);
}

/* --- one adapter, several senders ----------------------------------------- */

static int in_flight;
static unsigned int delivered;

static int fake_xfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	int i;

	(void)adap;
	if (__atomic_add_fetch(&in_flight, 1, __ATOMIC_ACQ_REL) != 1)
		violation("two transfers on the bus at once");
	for (i = 0; i < num; i++)
		if (msgs[i].flags & I2C_M_RD)
			memset(msgs[i].buf, msgs[i].addr, msgs[i].len);
	__atomic_add_fetch(&delivered, 1, __ATOMIC_RELAXED);
	__atomic_sub_fetch(&in_flight, 1, __ATOMIC_ACQ_REL);
	return num;
}

static u32 fake_functionality(struct i2c_adapter *adap)
{
	(void)adap;
	return I2C_FUNC_I2C | I2C_FUNC_SMBUS_EMUL;
}

static const struct i2c_algorithm fake_algo = {
	.master_xfer = fake_xfer,
	.functionality = fake_functionality,
};

static struct i2c_adapter adap;
static int churn_done;

static void *sender(void *arg)
{
	struct i2c_client *c = arg;
	int i, ret;

	for (i = 0; i < ROUNDS; i++) {
		ret = i2c_smbus_read_byte_data(c, (u8)i);
		if (ret != 0x50)
			violation("read %d, not 0x50", ret);
	}
	return NULL;
}

/* Clients come and go on the adapter while the others transfer. */
static void *churner(void *arg)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("stress-dev", 0x51) };
	struct i2c_client *c;
	int i;

	(void)arg;
	for (i = 0; i < ROUNDS / 4; i++) {
		c = i2c_new_client_device(&adap, &info);
		if (IS_ERR(c)) {
			violation("new client: %ld", PTR_ERR(c));
			continue;
		}
		if (i2c_smbus_read_byte(c) != 0x51)
			violation("the new client's read");
		i2c_unregister_device(c);
	}
	__atomic_store_n(&churn_done, 1, __ATOMIC_RELEASE);
	return NULL;
}

static void test_i2c_senders(void **state)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("stress-eeprom", 0x50) };
	pthread_t t[THREADS + 1];
	struct i2c_client *c;
	unsigned long before;
	int i;

	(void)state;
	violations_reset();
	/* the bus-number table keeps its room once grown: grow it first */
	adap = (struct i2c_adapter){ .algo = &fake_algo, .nr = 11 };
	snprintf(adap.name, sizeof(adap.name), "warm-up");
	assert_int_equal(i2c_add_numbered_adapter(&adap), 0);
	i2c_del_adapter(&adap);
	before = live_allocs();
	adap = (struct i2c_adapter){ .algo = &fake_algo, .nr = 11 };
	snprintf(adap.name, sizeof(adap.name), "stress");
	assert_int_equal(i2c_add_numbered_adapter(&adap), 0);
	c = i2c_new_client_device(&adap, &info);
	assert_false(IS_ERR(c));
	for (i = 0; i < THREADS; i++)
		assert_int_equal(pthread_create(&t[i], NULL, sender, c), 0);
	assert_int_equal(pthread_create(&t[THREADS], NULL, churner, NULL), 0);
	for (i = 0; i <= THREADS; i++)
		pthread_join(t[i], NULL);
	assert_no_violations();
	assert_true(__atomic_load_n(&churn_done, __ATOMIC_ACQUIRE));
	assert_int_equal(delivered, THREADS * ROUNDS + ROUNDS / 4);
	i2c_unregister_device(c);
	i2c_del_adapter(&adap);
	assert_int_equal(live_allocs(), before);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_regulator_consumers),
		cmocka_unit_test(test_i2c_senders),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
