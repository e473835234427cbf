// SPDX-License-Identifier: MIT
/*
 * i2c-boardinfo.c - the clients board code declares for a bus number
 * (i2c_register_board_info()), created when that bus is added. Linux
 * keeps them for ever (they are __init data copied at boot); so do we,
 * each declaration copied once.
 */
#include <linux/i2c.h>
#include <linux/list.h>
#include <linux/mutex.h>
#include <linux/slab.h>

#include "i2c-core.h"

struct i2c_devinfo {
	struct list_head list;
	int busnum;
	struct i2c_board_info board_info;
};

static DEFINE_MUTEX(board_lock);
static LIST_HEAD(board_list);
static int first_dynamic_bus_num;

int i2c_first_dynamic_bus_num(void)
{
	int n;

	mutex_lock(&board_lock);
	n = first_dynamic_bus_num;
	mutex_unlock(&board_lock);
	return n;
}

int i2c_register_board_info(int busnum, struct i2c_board_info const *info,
			    unsigned n)
{
	struct i2c_devinfo *devinfo;
	struct i2c_adapter *adap;
	unsigned int i;

	if (busnum < 0)
		return -EINVAL;
	for (i = 0; i < n; i++) {
		devinfo = kzalloc(sizeof(*devinfo), GFP_KERNEL);
		if (!devinfo) {
			pr_debug("i2c-core: can't register boardinfo!\n");
			return -ENOMEM;
		}
		devinfo->busnum = busnum;
		devinfo->board_info = info[i];
		mutex_lock(&board_lock);
		if (busnum >= first_dynamic_bus_num)
			first_dynamic_bus_num = busnum + 1;
		list_add_tail(&devinfo->list, &board_list);
		mutex_unlock(&board_lock);
		/* A bus already there gets its client now. */
		adap = i2c_get_adapter(busnum);
		if (adap) {
			i2c_new_client_device(adap, &devinfo->board_info);
			i2c_put_adapter(adap);
		}
	}
	return 0;
}
EXPORT_SYMBOL_GPL(i2c_register_board_info);

void i2c_board_info_scan(struct i2c_adapter *adap)
{
	struct i2c_devinfo *devinfo;
	struct i2c_client *client;

	mutex_lock(&board_lock);
	list_for_each_entry(devinfo, &board_list, list) {
		if (devinfo->busnum != adap->nr)
			continue;
		client = i2c_new_client_device(adap, &devinfo->board_info);
		if (IS_ERR(client))
			dev_err(&adap->dev, "Can't create device at 0x%02x\n",
				devinfo->board_info.addr);
	}
	mutex_unlock(&board_lock);
}
