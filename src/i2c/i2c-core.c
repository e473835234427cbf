// SPDX-License-Identifier: MIT
/*
 * i2c-core.c - the I2C core: the bus its clients and drivers meet on,
 * adapters with their bus numbers, the clients of board code and of the
 * tree, transfers under the adapter's bus lock with retries, and each
 * adapter's class device ("i2c-adapter", "i2c-N") with an event per
 * transfer. The SMBus emulation is in i2c-smbus.c, bus recovery in
 * i2c-recovery.c.
 *
 * Adapters are not on the bus (Linux puts them there with a device type
 * this port has not): i2c_verify_adapter() knows one by its release.
 * The adapter's memory is its driver's; its device is never freed here.
 */
#include <linux/device.h>
#include <linux/err.h>
#include <linux/errno.h>
#include <linux/i2c.h>
#include <linux/idr.h>
#include <linux/of.h>
#include <linux/of_irq.h>
#include <linux/property.h>
#include <linux/slab.h>
#include <linux/sprintf.h>
#include <linux/string.h>

#include "base/base.h"
#include "i2c-core.h"

static DEFINE_MUTEX(core_lock); /* the bus numbers and the board info */
static DEFINE_IDR(i2c_adapter_idr);

/* --- matching and the bus --- */

const struct i2c_device_id *i2c_match_id(const struct i2c_device_id *id,
					 const struct i2c_client *client)
{
	if (!id || !client)
		return NULL;
	for (; id->name[0]; id++)
		if (!strcmp(client->name, id->name))
			return id;
	return NULL;
}
EXPORT_SYMBOL_GPL(i2c_match_id);

const struct of_device_id *
i2c_of_match_device(const struct of_device_id *matches,
		    struct i2c_client *client)
{
	const char *comma;

	if (!platdev_has(PLATDEV_FEAT_OF) || !matches || !client)
		return NULL;
	if (client->dev.of_node)
		return of_match_node(matches, client->dev.of_node);
	/* A client without a node: its name against "vendor,name" or "name". */
	for (; matches->name[0] || matches->type[0] || matches->compatible[0];
	     matches++) {
		comma = strchr(matches->compatible, ',');
		if (!strcmp(client->name,
			    comma ? comma + 1 : matches->compatible))
			return matches;
	}
	return NULL;
}
EXPORT_SYMBOL_GPL(i2c_of_match_device);

static int i2c_device_match(struct device *dev, struct device_driver *drv)
{
	struct i2c_client *client = i2c_verify_client(dev);
	const struct i2c_driver *driver = to_i2c_driver(drv);

	if (!client)
		return 0;
	if (i2c_of_match_device(drv->of_match_table, client))
		return 1;
	return i2c_match_id(driver->id_table, client) != NULL;
}

static int i2c_device_probe(struct device *dev)
{
	struct i2c_client *client = i2c_verify_client(dev);
	const struct i2c_driver *driver = to_i2c_driver(dev->driver);
	int irq;

	if (!client || !driver->probe)
		return -ENODEV;
	irq = client->init_irq;
	if (!irq && platdev_has(PLATDEV_FEAT_OF) && dev->of_node) {
		irq = of_irq_get(dev->of_node, 0);
		if (irq == -EPROBE_DEFER)
			return irq;
		if (irq < 0)
			irq = 0;
	}
	client->irq = irq;
	return driver->probe(client);
}

static void i2c_device_remove(struct device *dev)
{
	struct i2c_client *client = to_i2c_client(dev);
	const struct i2c_driver *driver = to_i2c_driver(dev->driver);

	if (driver->remove)
		driver->remove(client);
	client->irq = client->init_irq;
}

static void i2c_device_shutdown(struct device *dev)
{
	const struct i2c_driver *driver;

	if (!dev->driver)
		return;
	driver = to_i2c_driver(dev->driver);
	if (driver->shutdown)
		driver->shutdown(to_i2c_client(dev));
}

struct bus_type i2c_bus_type = {
	.name = "i2c",
	.match = i2c_device_match,
	.probe = i2c_device_probe,
	.remove = i2c_device_remove,
	.shutdown = i2c_device_shutdown,
};
EXPORT_SYMBOL_GPL(i2c_bus_type);

/* Register the bus on first use; 0 or -ENOMEM. */
static int i2c_bus_init(void)
{
	int ret = 0;

	platdev_port_core_lock();
	if (!bus_private_locked(&i2c_bus_type))
		ret = bus_register_locked(&i2c_bus_type);
	platdev_port_core_unlock();
	return ret;
}

const struct i2c_device_id *
i2c_client_get_device_id(const struct i2c_client *client)
{
	const struct i2c_driver *drv;

	if (!client || !client->dev.driver)
		return NULL;
	drv = to_i2c_driver(client->dev.driver);
	return i2c_match_id(drv->id_table, client);
}
EXPORT_SYMBOL_GPL(i2c_client_get_device_id);

const void *i2c_get_match_data(const struct i2c_client *client)
{
	const struct i2c_device_id *id;
	const void *data = device_get_match_data(&client->dev);

	if (data)
		return data;
	id = i2c_client_get_device_id(client);
	return id ? (const void *)id->driver_data : NULL;
}
EXPORT_SYMBOL(i2c_get_match_data);

int i2c_register_driver(struct module *owner, struct i2c_driver *driver)
{
	int ret = i2c_bus_init();

	if (ret)
		return ret;
	driver->driver.owner = owner;
	driver->driver.bus = &i2c_bus_type;
	INIT_LIST_HEAD(&driver->clients);
	return driver_register(&driver->driver);
}
EXPORT_SYMBOL(i2c_register_driver);

void i2c_del_driver(struct i2c_driver *driver)
{
	driver_unregister(&driver->driver);
}
EXPORT_SYMBOL(i2c_del_driver);

/* --- clients --- */

static void i2c_client_dev_release(struct device *dev)
{
	kfree(to_i2c_client(dev));
}

struct i2c_client *i2c_verify_client(struct device *dev)
{
	return dev && dev->bus == &i2c_bus_type ? to_i2c_client(dev) : NULL;
}
EXPORT_SYMBOL(i2c_verify_client);

/* 0, or -EINVAL for an address a client cannot have. */
static int check_addr(unsigned short addr, unsigned short flags)
{
	if (flags & I2C_CLIENT_TEN)
		return addr > 0x3ff ? -EINVAL : 0;
	return (!addr || addr > 0x7f) ? -EINVAL : 0;
}

static int addr_busy(struct device *dev, void *data)
{
	struct i2c_client *client = i2c_verify_client(dev);

	return client && client->addr == *(unsigned short *)data ? -EBUSY : 0;
}

struct i2c_client *i2c_new_client_device(struct i2c_adapter *adap,
					 struct i2c_board_info const *info)
{
	struct i2c_client *client;
	unsigned short key;
	int err;

	if (!adap || !info)
		return ERR_PTR(-EINVAL);
	err = check_addr(info->addr, info->flags);
	if (err) {
		dev_err(&adap->dev, "Invalid %d-bit I2C address 0x%02hx\n",
			info->flags & I2C_CLIENT_TEN ? 10 : 7, info->addr);
		return ERR_PTR(err);
	}
	key = info->addr | (info->flags & I2C_CLIENT_TEN ? 0xa000 : 0);
	if (device_for_each_child(&adap->dev, &key, addr_busy))
		return ERR_PTR(-EBUSY);
	err = i2c_bus_init();
	if (err)
		return ERR_PTR(err);
	client = kzalloc(sizeof(*client), GFP_KERNEL);
	if (!client)
		return ERR_PTR(-ENOMEM);
	client->adapter = adap;
	client->flags = info->flags;
	client->addr = key;
	client->init_irq = info->irq;
	client->irq = info->irq;
	strscpy(client->name, info->type, sizeof(client->name));
	INIT_LIST_HEAD(&client->detected);
	INIT_LIST_HEAD(&client->platdev_node);
	device_initialize(&client->dev);
	client->dev.parent = &adap->dev;
	client->dev.bus = &i2c_bus_type;
	client->dev.release = i2c_client_dev_release;
	client->dev.platform_data = info->platform_data;
	if (info->fwnode)
		device_set_node(&client->dev, info->fwnode);
	else if (platdev_has(PLATDEV_FEAT_OF) && info->of_node)
		device_set_node(&client->dev, of_fwnode_handle(info->of_node));
	if (platdev_has(PLATDEV_FEAT_OF))
		of_node_get(client->dev.of_node);
	if (info->dev_name)
		err = dev_set_name(&client->dev, "i2c-%s", info->dev_name);
	else
		err = dev_set_name(&client->dev, "%d-%04x",
				   i2c_adapter_id(adap), key);
	if (!err)
		err = device_add(&client->dev);
	if (err) {
		dev_err(&adap->dev,
			"Failed to register i2c client %s at 0x%02x (%d)\n",
			client->name, client->addr, err);
		put_device(&client->dev);
		return ERR_PTR(err);
	}
	mutex_lock(&core_lock);
	list_add_tail(&client->platdev_node, &adap->platdev_clients);
	mutex_unlock(&core_lock);
	dev_dbg(&adap->dev, "client [%s] registered with bus id %s\n",
		client->name, dev_name(&client->dev));
	return client;
}
EXPORT_SYMBOL_GPL(i2c_new_client_device);

void i2c_unregister_device(struct i2c_client *client)
{
	struct device_node *np;

	if (IS_ERR_OR_NULL(client))
		return;
	mutex_lock(&core_lock);
	list_del_init(&client->platdev_node);
	mutex_unlock(&core_lock);
	np = platdev_has(PLATDEV_FEAT_OF) ? client->dev.of_node : NULL;
	if (np)
		of_node_clear_flag(np, OF_POPULATED);
	device_del(&client->dev);
	put_device(&client->dev);
	of_node_put(np);
}
EXPORT_SYMBOL_GPL(i2c_unregister_device);

struct i2c_client *i2c_new_dummy_device(struct i2c_adapter *adapter,
					u16 address)
{
	struct i2c_board_info info = { I2C_BOARD_INFO("dummy", address) };

	return i2c_new_client_device(adapter, &info);
}
EXPORT_SYMBOL_GPL(i2c_new_dummy_device);

static void devm_i2c_release_dummy(void *client)
{
	i2c_unregister_device(client);
}

struct i2c_client *devm_i2c_new_dummy_device(struct device *dev,
					     struct i2c_adapter *adap,
					     u16 address)
{
	struct i2c_client *client = i2c_new_dummy_device(adap, address);
	int ret;

	if (IS_ERR(client))
		return client;
	ret = devm_add_action_or_reset(dev, devm_i2c_release_dummy, client);
	return ret ? ERR_PTR(ret) : client;
}
EXPORT_SYMBOL_GPL(devm_i2c_new_dummy_device);

struct i2c_client *i2c_new_ancillary_device(struct i2c_client *client,
					    const char *name, u16 default_addr)
{
	struct device_node *np = client->dev.of_node;
	u32 addr = default_addr;
	int i;

	if (platdev_has(PLATDEV_FEAT_OF) && np) {
		i = of_property_match_string(np, "reg-names", name);
		if (i >= 0)
			of_property_read_u32_index(np, "reg", (u32)i, &addr);
	}
	return i2c_new_dummy_device(client->adapter, (u16)addr);
}
EXPORT_SYMBOL_GPL(i2c_new_ancillary_device);

static int match_fwnode(struct device *dev, const void *fwnode)
{
	return dev_fwnode(dev) && dev_fwnode(dev) == fwnode;
}

struct i2c_client *i2c_find_device_by_fwnode(struct fwnode_handle *fwnode)
{
	struct device *dev;

	if (!fwnode || i2c_bus_init())
		return NULL;
	dev = bus_find_device(&i2c_bus_type, NULL, fwnode, match_fwnode);
	return dev ? to_i2c_client(dev) : NULL;
}
EXPORT_SYMBOL(i2c_find_device_by_fwnode);

/* --- adapters --- */

static void i2c_adapter_dev_release(struct device *dev)
{
	complete(&to_i2c_adapter(dev)->dev_released);
}

struct i2c_adapter *i2c_verify_adapter(struct device *dev)
{
	return dev && dev->release == i2c_adapter_dev_release ?
		       to_i2c_adapter(dev) :
		       NULL;
}
EXPORT_SYMBOL(i2c_verify_adapter);

static void i2c_adapter_lock_bus(struct i2c_adapter *adap, unsigned int flags)
{
	(void)flags;
	mutex_lock(&adap->bus_lock);
}

static int i2c_adapter_trylock_bus(struct i2c_adapter *adap, unsigned int flags)
{
	(void)flags;
	return mutex_trylock(&adap->bus_lock);
}

static void i2c_adapter_unlock_bus(struct i2c_adapter *adap, unsigned int flags)
{
	(void)flags;
	mutex_unlock(&adap->bus_lock);
}

static const struct i2c_lock_operations i2c_adapter_lock_ops = {
	.lock_bus = i2c_adapter_lock_bus,
	.trylock_bus = i2c_adapter_trylock_bus,
	.unlock_bus = i2c_adapter_unlock_bus,
};

/* The adapter got its number @adap->nr: register its device and clients. */
static int i2c_register_adapter(struct i2c_adapter *adap)
{
	int err;

	if (!adap->name[0]) {
		pr_err("i2c-core: Attempt to register an adapter with no name!\n");
		err = -EINVAL;
		goto out_nr;
	}
	if (!adap->algo) {
		pr_err("i2c-core: Attempt to register adapter '%s' with no algo!\n",
		       adap->name);
		err = -EINVAL;
		goto out_nr;
	}
	err = i2c_bus_init();
	if (err)
		goto out_nr;
	if (!adap->lock_ops)
		adap->lock_ops = &i2c_adapter_lock_ops;
	adap->locked_flags = 0;
	mutex_init(&adap->bus_lock);
	mutex_init(&adap->mux_lock);
	mutex_init(&adap->userspace_clients_lock);
	INIT_LIST_HEAD(&adap->userspace_clients);
	INIT_LIST_HEAD(&adap->platdev_clients);
	init_completion(&adap->dev_released);
	if (adap->timeout == 0)
		adap->timeout = HZ;
	device_initialize(&adap->dev);
	adap->dev.release = i2c_adapter_dev_release;
	err = dev_set_name(&adap->dev, "i2c-%d", adap->nr);
	if (!err)
		err = device_add(&adap->dev);
	if (err) {
		pr_err("i2c-core: adapter '%s': can't register device (%d)\n",
		       adap->name, err);
		goto out_put;
	}
	adap->platdev_cdev.class = "i2c-adapter";
	snprintf(adap->platdev_cdev.name, sizeof(adap->platdev_cdev.name), "%s",
		 dev_name(&adap->dev));
	adap->platdev_cdev.parent = adap->dev.parent;
	adap->platdev_cdev.data = adap;
	err = platdev_class_device_add(&adap->platdev_cdev);
	if (err)
		goto out_del;
	adap->platdev_registered = true;
	dev_dbg(&adap->dev, "adapter [%s] registered\n", adap->name);
	if (adap->bus_recovery_info)
		i2c_init_recovery(adap);
	i2c_board_info_scan(adap);
	i2c_of_register_devices(adap);
	return 0;

out_del:
	device_del(&adap->dev);
out_put:
	put_device(&adap->dev);
out_nr:
	mutex_lock(&core_lock);
	idr_remove(&i2c_adapter_idr, adap->nr);
	mutex_unlock(&core_lock);
	return err;
}

/* Give @adap a number from @start up (to @end - 1, 0 for any). */
static int i2c_alloc_nr(struct i2c_adapter *adap, int start, int end)
{
	int id;

	mutex_lock(&core_lock);
	id = idr_alloc(&i2c_adapter_idr, adap, start, end, GFP_KERNEL);
	mutex_unlock(&core_lock);
	if (id < 0)
		return id == -ENOSPC ? -EBUSY : id;
	adap->nr = id;
	return 0;
}

int i2c_add_adapter(struct i2c_adapter *adap)
{
	struct device_node *np =
		platdev_has(PLATDEV_FEAT_OF) ? adap->dev.of_node : NULL;
	int first = i2c_first_dynamic_bus_num(), id, err;

	if (np) {
		id = of_alias_get_id(np, "i2c");
		if (id >= 0) {
			adap->nr = id;
			return i2c_add_numbered_adapter(adap);
		}
		id = of_alias_get_highest_id("i2c");
		if (id >= first)
			first = id + 1;
	}
	err = i2c_alloc_nr(adap, first, 0);
	return err ? err : i2c_register_adapter(adap);
}
EXPORT_SYMBOL(i2c_add_adapter);

int i2c_add_numbered_adapter(struct i2c_adapter *adap)
{
	int err;

	if (adap->nr == -1)
		return i2c_add_adapter(adap);
	if (adap->nr < 0)
		return -EINVAL;
	err = i2c_alloc_nr(adap, adap->nr, adap->nr + 1);
	return err ? err : i2c_register_adapter(adap);
}
EXPORT_SYMBOL_GPL(i2c_add_numbered_adapter);

/* The first client of @adap, taken off its list; NULL for none left. */
static struct i2c_client *first_client(struct i2c_adapter *adap)
{
	struct i2c_client *client;

	mutex_lock(&core_lock);
	client = list_first_entry_or_null(&adap->platdev_clients,
					  struct i2c_client, platdev_node);
	if (client)
		list_del_init(&client->platdev_node);
	mutex_unlock(&core_lock);
	return client;
}

void i2c_del_adapter(struct i2c_adapter *adap)
{
	struct i2c_adapter *found;
	struct i2c_client *client;

	mutex_lock(&core_lock);
	found = idr_find(&i2c_adapter_idr, adap->nr);
	mutex_unlock(&core_lock);
	if (found != adap || !adap->platdev_registered) {
		pr_debug(
			"i2c-core: attempting to delete unregistered adapter [%s]\n",
			adap->name);
		return;
	}
	while ((client = first_client(adap)))
		i2c_unregister_device(client);
	platdev_class_device_del(&adap->platdev_cdev);
	adap->platdev_registered = false;
	device_del(&adap->dev);
	put_device(&adap->dev);
	mutex_lock(&core_lock);
	idr_remove(&i2c_adapter_idr, adap->nr);
	mutex_unlock(&core_lock);
	memset(&adap->dev, 0, sizeof(adap->dev));
}
EXPORT_SYMBOL(i2c_del_adapter);

static void devm_i2c_del_adapter(void *adapter)
{
	i2c_del_adapter(adapter);
}

int devm_i2c_add_adapter(struct device *dev, struct i2c_adapter *adapter)
{
	int ret = i2c_add_adapter(adapter);

	if (ret)
		return ret;
	return devm_add_action_or_reset(dev, devm_i2c_del_adapter, adapter);
}
EXPORT_SYMBOL_GPL(devm_i2c_add_adapter);

struct i2c_adapter *i2c_get_adapter(int nr)
{
	struct i2c_adapter *adapter;

	mutex_lock(&core_lock);
	adapter = nr >= 0 ? idr_find(&i2c_adapter_idr, nr) : NULL;
	if (adapter && adapter->platdev_registered)
		get_device(&adapter->dev);
	else
		adapter = NULL;
	mutex_unlock(&core_lock);
	return adapter;
}
EXPORT_SYMBOL(i2c_get_adapter);

void i2c_put_adapter(struct i2c_adapter *adap)
{
	if (adap)
		put_device(&adap->dev);
}
EXPORT_SYMBOL(i2c_put_adapter);

unsigned int i2c_adapter_depth(struct i2c_adapter *adapter)
{
	(void)adapter;
	return 0;
}
EXPORT_SYMBOL_GPL(i2c_adapter_depth);

struct i2c_adapter *i2c_find_adapter_by_fwnode(struct fwnode_handle *fwnode)
{
	struct i2c_adapter *adap, *found = NULL;
	int id;

	if (!fwnode)
		return NULL;
	mutex_lock(&core_lock);
	idr_for_each_entry(&i2c_adapter_idr, adap,
			   id) if (adap->platdev_registered &&
				   dev_fwnode(&adap->dev) == fwnode)
		found = adap;
	mutex_unlock(&core_lock);
	return found;
}
EXPORT_SYMBOL(i2c_find_adapter_by_fwnode);

struct i2c_adapter *i2c_get_adapter_by_fwnode(struct fwnode_handle *fwnode)
{
	struct i2c_adapter *adap = i2c_find_adapter_by_fwnode(fwnode);

	if (adap)
		get_device(&adap->dev);
	return adap;
}
EXPORT_SYMBOL(i2c_get_adapter_by_fwnode);

struct i2c_for_each {
	void *data;
	int (*fn)(struct device *dev, void *data);
};

static int each_client(struct device *dev, void *data)
{
	struct i2c_for_each *e = data;

	return i2c_verify_client(dev) ? e->fn(dev, e->data) : 0;
}

int i2c_for_each_dev(void *data, int (*fn)(struct device *dev, void *data))
{
	struct i2c_for_each e = { data, fn };
	struct i2c_adapter *adap;
	int id, ret = 0;

	mutex_lock(&core_lock);
	idr_for_each_entry(&i2c_adapter_idr, adap, id)
	{
		if (!adap->platdev_registered)
			continue;
		ret = fn(&adap->dev, data);
		if (!ret)
			ret = device_for_each_child(&adap->dev, &e,
						    each_client);
		if (ret)
			break;
	}
	mutex_unlock(&core_lock);
	return ret;
}
EXPORT_SYMBOL_GPL(i2c_for_each_dev);

struct i2c_cmd_arg {
	unsigned int cmd;
	void *arg;
};

static int client_command(struct device *dev, void *data)
{
	struct i2c_client *client = i2c_verify_client(dev);
	struct i2c_cmd_arg *a = data;
	const struct i2c_driver *driver;

	if (!client || !client->dev.driver)
		return 0;
	driver = to_i2c_driver(client->dev.driver);
	if (driver->command)
		driver->command(client, a->cmd, a->arg);
	return 0;
}

void i2c_clients_command(struct i2c_adapter *adap, unsigned int cmd, void *arg)
{
	struct i2c_cmd_arg a = { cmd, arg };

	device_for_each_child(&adap->dev, &a, client_command);
}
EXPORT_SYMBOL(i2c_clients_command);

/* --- transfers --- */

/* The class event of a transfer: each message's address, way and bytes. */
static void trace_xfer(struct i2c_adapter *adap, const struct i2c_msg *msgs,
		       int num, int ret)
{
	char ev[PLATDEV_CLASS_EVENT_LEN];
	size_t n = 0;
	int i, j;

	for (i = 0; i < num && n < sizeof(ev); i++) {
		n += (size_t)scnprintf(
			ev + n, sizeof(ev) - n, "%saddr 0x%02x %s %u",
			i ? "; " : "", msgs[i].addr,
			msgs[i].flags & I2C_M_RD ? "read" : "write",
			msgs[i].len);
		for (j = 0; j < msgs[i].len && j < 8 && n < sizeof(ev) &&
			    (ret == num || !(msgs[i].flags & I2C_M_RD));
		     j++)
			n += (size_t)scnprintf(ev + n, sizeof(ev) - n, "%s%02x",
					       j ? " " : ": ", msgs[i].buf[j]);
	}
	if (ret < 0)
		scnprintf(ev + n, sizeof(ev) - n, " -> %d", ret);
	platdev_class_device_event(&adap->platdev_cdev, "%s", ev);
}

static int check_quirks(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	const struct i2c_adapter_quirks *q = adap->quirks;
	int i;

	if (!q)
		return 0;
	if (q->max_num_msgs && num > q->max_num_msgs)
		return -EOPNOTSUPP;
	for (i = 0; i < num; i++) {
		bool rd = msgs[i].flags & I2C_M_RD;

		if (rd && q->max_read_len && msgs[i].len > q->max_read_len)
			return -EOPNOTSUPP;
		if (!rd && q->max_write_len && msgs[i].len > q->max_write_len)
			return -EOPNOTSUPP;
		if (!msgs[i].len &&
		    (q->flags &
		     (rd ? I2C_AQ_NO_ZERO_LEN_READ : I2C_AQ_NO_ZERO_LEN_WRITE)))
			return -EOPNOTSUPP;
	}
	return 0;
}

int __i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	unsigned long orig_jiffies;
	int ret, try;

	if (!adap->algo->master_xfer)
		return -EOPNOTSUPP;
	if (WARN_ON(!msgs || num < 1))
		return -EINVAL;
	ret = check_quirks(adap, msgs, num);
	if (ret)
		return ret;
	orig_jiffies = jiffies;
	for (ret = 0, try = 0; try <= adap->retries; try++) {
		ret = adap->algo->master_xfer(adap, msgs, num);
		if (ret != -EAGAIN)
			break;
		if (time_after(jiffies, orig_jiffies + adap->timeout))
			break;
	}
	trace_xfer(adap, msgs, num, ret);
	return ret;
}
EXPORT_SYMBOL(__i2c_transfer);

int i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num)
{
	int ret;

	if (!adap->algo->master_xfer) {
		dev_dbg(&adap->dev, "I2C level transfers not supported\n");
		return -EOPNOTSUPP;
	}
	i2c_lock_bus(adap, I2C_LOCK_SEGMENT);
	if (test_bit(I2C_ALF_IS_SUSPENDED, &adap->locked_flags))
		ret = -ESHUTDOWN;
	else
		ret = __i2c_transfer(adap, msgs, num);
	i2c_unlock_bus(adap, I2C_LOCK_SEGMENT);
	return ret;
}
EXPORT_SYMBOL(i2c_transfer);

int i2c_transfer_buffer_flags(const struct i2c_client *client, char *buf,
			      int count, u16 flags)
{
	struct i2c_msg msg = {
		.addr = client->addr,
		.flags = flags | (client->flags & I2C_M_TEN),
		.len = (u16)count,
		.buf = (u8 *)buf,
	};
	int ret;

	if (count < 0 || count > 0xffff)
		return -EINVAL;
	ret = i2c_transfer(client->adapter, &msg, 1);
	return ret == 1 ? count : ret;
}
EXPORT_SYMBOL(i2c_transfer_buffer_flags);

u8 *i2c_get_dma_safe_msg_buf(struct i2c_msg *msg, unsigned int threshold)
{
	if (!threshold || msg->len < threshold || !msg->len)
		return NULL;
	if (msg->flags & I2C_M_DMA_SAFE)
		return msg->buf;
	if (msg->flags & I2C_M_RD)
		return kzalloc(msg->len, GFP_KERNEL);
	return kmemdup(msg->buf, msg->len, GFP_KERNEL);
}
EXPORT_SYMBOL_GPL(i2c_get_dma_safe_msg_buf);

void i2c_put_dma_safe_msg_buf(u8 *buf, struct i2c_msg *msg, bool xferred)
{
	if (!buf || buf == msg->buf)
		return;
	if (xferred && (msg->flags & I2C_M_RD))
		memcpy(msg->buf, buf, msg->len);
	kfree(buf);
}
EXPORT_SYMBOL_GPL(i2c_put_dma_safe_msg_buf);

const char *i2c_freq_mode_string(u32 bus_freq_hz)
{
	if (bus_freq_hz <= I2C_MAX_STANDARD_MODE_FREQ)
		return "Standard Mode (100 kHz)";
	if (bus_freq_hz <= I2C_MAX_FAST_MODE_FREQ)
		return "Fast Mode (400 kHz)";
	if (bus_freq_hz <= I2C_MAX_FAST_MODE_PLUS_FREQ)
		return "Fast Mode Plus (1.0 MHz)";
	if (bus_freq_hz <= I2C_MAX_TURBO_MODE_FREQ)
		return "Turbo Mode (1.4 MHz)";
	if (bus_freq_hz <= I2C_MAX_HIGH_SPEED_MODE_FREQ)
		return "High Speed Mode (3.4 MHz)";
	if (bus_freq_hz <= I2C_MAX_ULTRA_FAST_MODE_FREQ)
		return "Ultra Fast Mode (5.0 MHz)";
	return "Unknown Mode";
}
EXPORT_SYMBOL_GPL(i2c_freq_mode_string);

static void parse_u32(struct device *dev, const char *prop, u32 *val, u32 def,
		      bool use_def)
{
	if (device_property_read_u32(dev, prop, val) && use_def)
		*val = def;
}

void i2c_parse_fw_timings(struct device *dev, struct i2c_timings *t,
			  bool use_defaults)
{
	bool u = use_defaults;
	u32 f;

	parse_u32(dev, "clock-frequency", &t->bus_freq_hz,
		  I2C_MAX_STANDARD_MODE_FREQ, u);
	f = t->bus_freq_hz;
	parse_u32(dev, "i2c-scl-rising-time-ns", &t->scl_rise_ns,
		  f <= I2C_MAX_STANDARD_MODE_FREQ ? 1000 :
		  f <= I2C_MAX_FAST_MODE_FREQ	  ? 300 :
						    120,
		  u);
	parse_u32(dev, "i2c-scl-falling-time-ns", &t->scl_fall_ns,
		  f <= I2C_MAX_FAST_MODE_FREQ ? 300 : 120, u);
	parse_u32(dev, "i2c-scl-internal-delay-ns", &t->scl_int_delay_ns, 0, u);
	parse_u32(dev, "i2c-sda-falling-time-ns", &t->sda_fall_ns,
		  t->scl_fall_ns, u);
	parse_u32(dev, "i2c-sda-hold-time-ns", &t->sda_hold_ns, 0, u);
	parse_u32(dev, "i2c-digital-filter-width-ns",
		  &t->digital_filter_width_ns, 0, u);
	parse_u32(dev, "i2c-analog-filter-cutoff-frequency",
		  &t->analog_filter_cutoff_freq_hz, 0, u);
}
EXPORT_SYMBOL_GPL(i2c_parse_fw_timings);

int i2c_handle_smbus_host_notify(struct i2c_adapter *adap, unsigned short addr)
{
	(void)adap;
	(void)addr;
	return -EINVAL;
}
EXPORT_SYMBOL_GPL(i2c_handle_smbus_host_notify);
