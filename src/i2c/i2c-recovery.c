// SPDX-License-Identifier: MIT
/*
 * i2c-recovery.c - freeing a bus that a target holds: SDA stays low
 * while the target waits for clocks to finish a byte it was sending.
 * Up to nine clock pulses on SCL let it shift the byte out; then a STOP.
 */
#include <linux/delay.h>
#include <linux/gpio/consumer.h>
#include <linux/i2c.h>

#include "i2c-core.h"

#define RECOVERY_NDELAY 5000 /* half a 100 kHz clock */
#define RECOVERY_CLK_CNT 9

static int gpiod_get_scl(struct i2c_adapter *adap)
{
	return gpiod_get_value_cansleep(adap->bus_recovery_info->scl_gpiod);
}

static void gpiod_set_scl(struct i2c_adapter *adap, int val)
{
	gpiod_set_value_cansleep(adap->bus_recovery_info->scl_gpiod, val);
}

static int gpiod_get_sda(struct i2c_adapter *adap)
{
	return gpiod_get_value_cansleep(adap->bus_recovery_info->sda_gpiod);
}

static void gpiod_set_sda(struct i2c_adapter *adap, int val)
{
	gpiod_set_value_cansleep(adap->bus_recovery_info->sda_gpiod, val);
}

void i2c_init_recovery(struct i2c_adapter *adap)
{
	struct i2c_bus_recovery_info *bri = adap->bus_recovery_info;
	const char *err = NULL;

	if (!bri->recover_bus) {
		err = "no suitable method provided";
	} else if (bri->recover_bus == i2c_generic_scl_recovery) {
		if (bri->scl_gpiod && !bri->get_scl && !bri->set_scl) {
			bri->get_scl = gpiod_get_scl;
			bri->set_scl = gpiod_set_scl;
		}
		if (bri->sda_gpiod && !bri->get_sda) {
			bri->get_sda = gpiod_get_sda;
			if (gpiod_get_direction(bri->sda_gpiod) == 0)
				bri->set_sda = gpiod_set_sda;
		}
		if (!bri->set_scl || !bri->get_scl)
			err = "no {get|set}_scl() found";
	}
	if (err) {
		dev_err(&adap->dev, "Not using recovery: %s\n", err);
		adap->bus_recovery_info = NULL;
	}
}

/* The target let SDA go (or SDA cannot be read, so assume it did). */
static bool sda_free(struct i2c_bus_recovery_info *bri,
		     struct i2c_adapter *adap)
{
	return !bri->get_sda || bri->get_sda(adap);
}

int i2c_generic_scl_recovery(struct i2c_adapter *adap)
{
	struct i2c_bus_recovery_info *bri = adap->bus_recovery_info;
	int ret = 0, i;

	if (bri->prepare_recovery)
		bri->prepare_recovery(adap);
	if (bri->set_sda)
		bri->set_sda(adap, 1);
	bri->set_scl(adap, 1);
	ndelay(RECOVERY_NDELAY);
	for (i = 0; i < RECOVERY_CLK_CNT && !sda_free(bri, adap); i++) {
		if (!bri->get_scl(adap)) {
			dev_err(&adap->dev,
				"SCL is stuck low, exit recovery\n");
			ret = -EBUSY;
			break;
		}
		bri->set_scl(adap, 0);
		ndelay(RECOVERY_NDELAY);
		bri->set_scl(adap, 1);
		ndelay(RECOVERY_NDELAY);
	}
	if (!ret && !bri->get_scl(adap))
		ret = -EBUSY;
	if (!ret && !sda_free(bri, adap))
		ret = -EBUSY;
	if (!ret && bri->set_sda) {
		/* A STOP: SDA rises while SCL is high. */
		bri->set_scl(adap, 0);
		ndelay(RECOVERY_NDELAY);
		bri->set_sda(adap, 0);
		ndelay(RECOVERY_NDELAY);
		bri->set_scl(adap, 1);
		ndelay(RECOVERY_NDELAY);
		bri->set_sda(adap, 1);
		ndelay(RECOVERY_NDELAY);
	}
	if (bri->unprepare_recovery)
		bri->unprepare_recovery(adap);
	return ret;
}
EXPORT_SYMBOL_GPL(i2c_generic_scl_recovery);

int i2c_recover_bus(struct i2c_adapter *adap)
{
	if (!adap->bus_recovery_info)
		return -EBUSY;
	dev_dbg(&adap->dev, "Trying i2c bus recovery\n");
	return adap->bus_recovery_info->recover_bus(adap);
}
EXPORT_SYMBOL_GPL(i2c_recover_bus);
