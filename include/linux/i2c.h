/* SPDX-License-Identifier: MIT */
/*
 * linux/i2c.h - the I2C core (src/i2c): adapters and their algorithms,
 * clients and their drivers, transfers and the SMBus calls emulated over
 * them, clients from the device tree and from board code, bus recovery.
 *
 * As in Linux 6.12: i2c_transfer() takes the adapter's bus lock and tries
 * adap->retries more times when the algorithm answers -EAGAIN (lost
 * arbitration); a NAK is the algorithm's error (-ENXIO for an address
 * nobody acknowledged with i2c-algo-bit, -EREMOTEIO for a refused byte),
 * -ETIMEDOUT a bus held low; a call the adapter cannot do -EOPNOTSUPP.
 * Each adapter is the class device "i2c-N" of class "i2c-adapter"
 * (include/platdev/class.h), with an event per transfer.
 */
#ifndef _LINUX_I2C_H
#define _LINUX_I2C_H

#include <linux/acpi.h>
#include <linux/bits.h>
#include <linux/completion.h>
#include <linux/device.h>
#include <linux/irqdomain.h>
#include <linux/mod_devicetable.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/of.h>
#include <linux/regulator/consumer.h>
#include <linux/sched.h>
#include <linux/swab.h>
#include <platdev/class.h>
#include <uapi/linux/i2c.h>

extern struct bus_type i2c_bus_type;

struct i2c_msg;
struct i2c_adapter;
struct i2c_client;
struct i2c_driver;
struct i2c_device_identity;
union i2c_smbus_data;
struct i2c_board_info;
enum i2c_slave_event;
typedef int (*i2c_slave_cb_t)(struct i2c_client *client,
			      enum i2c_slave_event event, u8 *val);

#define I2C_MAX_STANDARD_MODE_FREQ 100000
#define I2C_MAX_FAST_MODE_FREQ 400000
#define I2C_MAX_FAST_MODE_PLUS_FREQ 1000000
#define I2C_MAX_TURBO_MODE_FREQ 1400000
#define I2C_MAX_HIGH_SPEED_MODE_FREQ 3400000
#define I2C_MAX_ULTRA_FAST_MODE_FREQ 5000000

struct module;
struct property_entry;

#if IS_ENABLED(CONFIG_I2C)
/** i2c_freq_mode_string() - Return: the mode name of @bus_freq_hz */
const char *i2c_freq_mode_string(u32 bus_freq_hz);

/**
 * i2c_transfer_buffer_flags() - one message of @count bytes to or from
 * @client, with @flags added to the client's
 * Return: the bytes transferred, or i2c_transfer()'s error.
 */
int i2c_transfer_buffer_flags(const struct i2c_client *client, char *buf,
			      int count, u16 flags);

/** i2c_master_recv() - read @count bytes from @client (as above) */
static inline int i2c_master_recv(const struct i2c_client *client, char *buf,
				  int count)
{
	return i2c_transfer_buffer_flags(client, buf, count, I2C_M_RD);
}

static inline int i2c_master_recv_dmasafe(const struct i2c_client *client,
					  char *buf, int count)
{
	return i2c_transfer_buffer_flags(client, buf, count,
					 I2C_M_RD | I2C_M_DMA_SAFE);
}

/** i2c_master_send() - write @count bytes to @client (as above) */
static inline int i2c_master_send(const struct i2c_client *client,
				  const char *buf, int count)
{
	return i2c_transfer_buffer_flags(client, (char *)buf, count, 0);
}

static inline int i2c_master_send_dmasafe(const struct i2c_client *client,
					  const char *buf, int count)
{
	return i2c_transfer_buffer_flags(client, (char *)buf, count,
					 I2C_M_DMA_SAFE);
}

/**
 * i2c_transfer() - run @num messages as one transfer (repeated starts
 * between them), the adapter's bus lock held
 * @adap: the adapter
 * @msgs: the messages
 * @num: how many
 *
 * Return: @num (or the messages done) on success; -EOPNOTSUPP for an
 * adapter without master_xfer; -EINVAL for no messages or a zero-length
 * message the adapter's quirks refuse; the algorithm's error (after
 * @adap->retries more tries for -EAGAIN).
 */
int i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num);

/** __i2c_transfer() - i2c_transfer() with the bus lock already held */
int __i2c_transfer(struct i2c_adapter *adap, struct i2c_msg *msgs, int num);

/**
 * i2c_smbus_xfer() - one SMBus transaction, by the adapter's smbus_xfer
 * or emulated over i2c_transfer()
 * Return: 0 or a negative errno (-EOPNOTSUPP for a protocol that cannot
 * be emulated, -EPROTO for a block length out of range).
 */
s32 i2c_smbus_xfer(struct i2c_adapter *adapter, u16 addr, unsigned short flags,
		   char read_write, u8 command, int protocol,
		   union i2c_smbus_data *data);
s32 __i2c_smbus_xfer(struct i2c_adapter *adapter, u16 addr,
		     unsigned short flags, char read_write, u8 command,
		     int protocol, union i2c_smbus_data *data);

/** i2c_smbus_pec() - Return: the SMBus CRC-8 of @p continuing @crc */
u8 i2c_smbus_pec(u8 crc, u8 *p, size_t count);
s32 i2c_smbus_read_byte(const struct i2c_client *client);
s32 i2c_smbus_write_byte(const struct i2c_client *client, u8 value);
s32 i2c_smbus_read_byte_data(const struct i2c_client *client, u8 command);
s32 i2c_smbus_write_byte_data(const struct i2c_client *client, u8 command,
			      u8 value);
s32 i2c_smbus_read_word_data(const struct i2c_client *client, u8 command);
s32 i2c_smbus_write_word_data(const struct i2c_client *client, u8 command,
			      u16 value);

static inline s32 i2c_smbus_read_word_swapped(const struct i2c_client *client,
					      u8 command)
{
	s32 value = i2c_smbus_read_word_data(client, command);

	return (value < 0) ? value : swab16(value);
}

static inline s32 i2c_smbus_write_word_swapped(const struct i2c_client *client,
					       u8 command, u16 value)
{
	return i2c_smbus_write_word_data(client, command, swab16(value));
}

s32 i2c_smbus_read_block_data(const struct i2c_client *client, u8 command,
			      u8 *values);
s32 i2c_smbus_write_block_data(const struct i2c_client *client, u8 command,
			       u8 length, const u8 *values);
s32 i2c_smbus_read_i2c_block_data(const struct i2c_client *client, u8 command,
				  u8 length, u8 *values);
s32 i2c_smbus_write_i2c_block_data(const struct i2c_client *client, u8 command,
				   u8 length, const u8 *values);
s32 i2c_smbus_read_i2c_block_data_or_emulated(const struct i2c_client *client,
					      u8 command, u8 length,
					      u8 *values);
int i2c_get_device_id(const struct i2c_client *client,
		      struct i2c_device_identity *id);
/** i2c_client_get_device_id() - Return: the id_table entry of the bound
 * driver matching @client, or NULL */
const struct i2c_device_id *
i2c_client_get_device_id(const struct i2c_client *client);
#endif /* I2C */

/**
 * struct i2c_device_identity - what the Device ID command returns
 * @manufacturer_id: the manufacturer
 * @part_id: the part
 * @die_revision: the revision
 */
struct i2c_device_identity {
	u16 manufacturer_id;
#define I2C_DEVICE_ID_NXP_SEMICONDUCTORS 0
#define I2C_DEVICE_ID_NXP_SEMICONDUCTORS_1 1
#define I2C_DEVICE_ID_NXP_SEMICONDUCTORS_2 2
#define I2C_DEVICE_ID_NXP_SEMICONDUCTORS_3 3
#define I2C_DEVICE_ID_RAMTRON_INTERNATIONAL 4
#define I2C_DEVICE_ID_ANALOG_DEVICES 5
#define I2C_DEVICE_ID_STMICROELECTRONICS 6
#define I2C_DEVICE_ID_ON_SEMICONDUCTOR 7
#define I2C_DEVICE_ID_SPRINTEK_CORPORATION 8
#define I2C_DEVICE_ID_ESPROS_PHOTONICS_AG 9
#define I2C_DEVICE_ID_FUJITSU_SEMICONDUCTOR 10
#define I2C_DEVICE_ID_FLIR 11
#define I2C_DEVICE_ID_O2MICRO 12
#define I2C_DEVICE_ID_ATMEL 13
#define I2C_DEVICE_ID_NONE 0xffff
	u16 part_id;
	u8 die_revision;
};

enum i2c_alert_protocol {
	I2C_PROTOCOL_SMBUS_ALERT,
	I2C_PROTOCOL_SMBUS_HOST_NOTIFY,
};

enum i2c_driver_flags {
	I2C_DRV_ACPI_WAIVE_D0_PROBE = BIT(0),
};

/**
 * struct i2c_driver - a driver of I2C clients
 * @class: the adapter classes its @detect may probe (not done here)
 * @probe: bind to a client (6.12: the client only; the id by
 *         i2c_client_get_device_id())
 * @remove: unbind
 * @shutdown: at system shutdown
 * @alert: SMBus alert callback (accepted, never called)
 * @command: i2c_clients_command()'s callback
 * @driver: the driver; its of_match_table matches clients of the tree
 * @id_table: the client names it drives (matched against client->name)
 * @detect: accepted; address scanning is not done
 * @address_list: accepted
 * @clients: accepted
 * @flags: I2C_DRV_*
 */
struct i2c_driver {
	unsigned int class;
	int (*probe)(struct i2c_client *client);
	void (*remove)(struct i2c_client *client);
	void (*shutdown)(struct i2c_client *client);
	void (*alert)(struct i2c_client *client,
		      enum i2c_alert_protocol protocol, unsigned int data);
	int (*command)(struct i2c_client *client, unsigned int cmd, void *arg);
	struct device_driver driver;
	const struct i2c_device_id *id_table;
	int (*detect)(struct i2c_client *client, struct i2c_board_info *info);
	const unsigned short *address_list;
	struct list_head clients;
	u32 flags;
};
#define to_i2c_driver(d) container_of_const(d, struct i2c_driver, driver)

/**
 * struct i2c_client - a device on an I2C bus
 * @flags: I2C_CLIENT_*
 * @addr: its address (the low 7 bits, or 10 with I2C_CLIENT_TEN)
 * @name: its type, what an id_table entry matches
 * @adapter: the bus it is on
 * @dev: the device, named "<bus>-<addr, 4 hex digits>"
 * @init_irq: the interrupt its board info or tree gave
 * @irq: its interrupt, or 0
 * @detected: accepted
 * @devres_group_id: accepted
 * @slave_cb: its callback while the adapter acts as a target at its
 *            address (i2c_slave_register())
 * @platdev_node: in its adapter's @platdev_clients (the core's)
 */
struct i2c_client {
	unsigned short flags;
#define I2C_CLIENT_PEC 0x04
#define I2C_CLIENT_TEN 0x10
#define I2C_CLIENT_SLAVE 0x20
#define I2C_CLIENT_HOST_NOTIFY 0x40
#define I2C_CLIENT_WAKE 0x80
#define I2C_CLIENT_SCCB 0x9000
	unsigned short addr;
	char name[I2C_NAME_SIZE];
	struct i2c_adapter *adapter;
	struct device dev;
	int init_irq;
	int irq;
	struct list_head detected;
	i2c_slave_cb_t slave_cb;
	void *devres_group_id;
	struct list_head platdev_node;
};
#define to_i2c_client(d) container_of(d, struct i2c_client, dev)

/** i2c_verify_adapter() - Return: @dev's adapter if it is one, or NULL */
struct i2c_adapter *i2c_verify_adapter(struct device *dev);

/**
 * i2c_match_id() - Return: the entry of @id whose name is @client's, or
 * NULL
 */
const struct i2c_device_id *i2c_match_id(const struct i2c_device_id *id,
					 const struct i2c_client *client);

/**
 * i2c_get_match_data() - Return: the bound driver's match data for
 * @client: the tree's (of_match_table) or else its id_table entry's
 * driver_data; NULL for neither
 */
const void *i2c_get_match_data(const struct i2c_client *client);

static inline struct i2c_client *kobj_to_i2c_client(struct kobject *kobj)
{
	struct device *const dev = kobj_to_dev(kobj);

	return to_i2c_client(dev);
}

static inline void *i2c_get_clientdata(const struct i2c_client *client)
{
	return dev_get_drvdata(&client->dev);
}

static inline void i2c_set_clientdata(struct i2c_client *client, void *data)
{
	dev_set_drvdata(&client->dev, data);
}

enum i2c_slave_event {
	I2C_SLAVE_READ_REQUESTED,
	I2C_SLAVE_WRITE_REQUESTED,
	I2C_SLAVE_READ_PROCESSED,
	I2C_SLAVE_WRITE_RECEIVED,
	I2C_SLAVE_STOP,
};

/**
 * i2c_slave_register() - make @client's adapter answer at @client's
 * address as a target, each event going to @slave_cb
 * Return: 0; -EINVAL for no client or callback or a reserved 7-bit
 * address; -EOPNOTSUPP for an adapter without reg_slave; its error.
 */
int i2c_slave_register(struct i2c_client *client, i2c_slave_cb_t slave_cb);
/** i2c_slave_unregister() - undo i2c_slave_register() */
int i2c_slave_unregister(struct i2c_client *client);
/** i2c_slave_event() - Return: what @client's callback says of @event */
int i2c_slave_event(struct i2c_client *client, enum i2c_slave_event event,
		    u8 *val);
/**
 * i2c_detect_slave_mode() - Return: whether a child of @dev's node has an
 * own-target address (reg with I2C_OWN_SLAVE_ADDRESS)
 */
bool i2c_detect_slave_mode(struct device *dev);

/**
 * struct i2c_board_info - a client that board code (or the tree) declares
 * @type: its name (client->name)
 * @flags: client->flags
 * @addr: its address
 * @dev_name: its device name instead of "<bus>-<addr>", or NULL
 * @platform_data: its dev.platform_data
 * @of_node: its node in the tree, or NULL
 * @fwnode: its firmware node, or NULL
 * @swnode: a software node (accepted, not attached)
 * @resources: accepted
 * @num_resources: accepted
 * @irq: its interrupt
 */
struct i2c_board_info {
	char type[I2C_NAME_SIZE];
	unsigned short flags;
	unsigned short addr;
	const char *dev_name;
	void *platform_data;
	struct device_node *of_node;
	struct fwnode_handle *fwnode;
	const struct software_node *swnode;
	const struct resource *resources;
	unsigned int num_resources;
	int irq;
};

#define I2C_BOARD_INFO(dev_type, dev_addr) .type = dev_type, .addr = (dev_addr)

#if IS_ENABLED(CONFIG_I2C)
/**
 * i2c_new_client_device() - create and register a client on @adap
 * @adap: the adapter
 * @info: what it is and where
 *
 * Return: the client (i2c_unregister_device() it); ERR_PTR(-EINVAL) for an
 * address out of range, -EBUSY for an address in use, -ENOMEM, or
 * device_add()'s error.
 */
struct i2c_client *i2c_new_client_device(struct i2c_adapter *adap,
					 struct i2c_board_info const *info);
struct i2c_client *i2c_new_scanned_device(struct i2c_adapter *adap,
					  struct i2c_board_info *info,
					  unsigned short const *addr_list,
					  int (*probe)(struct i2c_adapter *adap,
						       unsigned short addr));
/** i2c_probe_func_quick_read() - Return: whether a byte read at @addr ACKs */
int i2c_probe_func_quick_read(struct i2c_adapter *adap, unsigned short addr);
/** i2c_new_dummy_device() - a client named "dummy" at @address */
struct i2c_client *i2c_new_dummy_device(struct i2c_adapter *adapter,
					u16 address);
struct i2c_client *devm_i2c_new_dummy_device(struct device *dev,
					     struct i2c_adapter *adap,
					     u16 address);
struct i2c_client *i2c_new_ancillary_device(struct i2c_client *client,
					    const char *name, u16 default_addr);
/** i2c_unregister_device() - undo i2c_new_client_device() (NULL/ERR ok) */
void i2c_unregister_device(struct i2c_client *client);
/** i2c_verify_client() - Return: @dev's client if it is one, or NULL */
struct i2c_client *i2c_verify_client(struct device *dev);
#else
static inline struct i2c_client *i2c_verify_client(struct device *dev)
{
	(void)dev;
	return NULL;
}
#endif /* I2C */

#ifdef CONFIG_I2C_BOARDINFO
/**
 * i2c_register_board_info() - declare @n clients of bus number @busnum,
 * created when i2c_add_numbered_adapter() adds that bus (and, for a bus
 * already there, at once)
 * Return: 0 or -ENOMEM.
 */
int i2c_register_board_info(int busnum, struct i2c_board_info const *info,
			    unsigned n);
#else
static inline int i2c_register_board_info(int busnum,
					  struct i2c_board_info const *info,
					  unsigned n)
{
	(void)busnum;
	(void)info;
	(void)n;
	return 0;
}
#endif

/**
 * struct i2c_algorithm - how an adapter talks on its bus
 * @xfer: run messages (@master_xfer is its old name)
 * @xfer_atomic: the same without sleeping, or NULL
 * @smbus_xfer: an SMBus transaction natively, or NULL (then emulated)
 * @smbus_xfer_atomic: the same without sleeping
 * @functionality: Return: the I2C_FUNC_* bits the adapter supports
 * @reg_target: start answering as the target @client (@reg_slave its old
 *              name)
 * @unreg_target: stop (@unreg_slave its old name)
 */
struct i2c_algorithm {
	union {
		int (*xfer)(struct i2c_adapter *adap, struct i2c_msg *msgs,
			    int num);
		int (*master_xfer)(struct i2c_adapter *adap,
				   struct i2c_msg *msgs, int num);
	};
	union {
		int (*xfer_atomic)(struct i2c_adapter *adap,
				   struct i2c_msg *msgs, int num);
		int (*master_xfer_atomic)(struct i2c_adapter *adap,
					  struct i2c_msg *msgs, int num);
	};
	int (*smbus_xfer)(struct i2c_adapter *adap, u16 addr,
			  unsigned short flags, char read_write, u8 command,
			  int size, union i2c_smbus_data *data);
	int (*smbus_xfer_atomic)(struct i2c_adapter *adap, u16 addr,
				 unsigned short flags, char read_write,
				 u8 command, int size,
				 union i2c_smbus_data *data);
	u32 (*functionality)(struct i2c_adapter *adap);
	union {
		int (*reg_target)(struct i2c_client *client);
		int (*reg_slave)(struct i2c_client *client);
	};
	union {
		int (*unreg_target)(struct i2c_client *client);
		int (*unreg_slave)(struct i2c_client *client);
	};
};

/**
 * struct i2c_lock_operations - how the adapter's bus is locked
 * @lock_bus: take it
 * @trylock_bus: Return: 1 if taken, 0 if not
 * @unlock_bus: release it
 */
struct i2c_lock_operations {
	void (*lock_bus)(struct i2c_adapter *adapter, unsigned int flags);
	int (*trylock_bus)(struct i2c_adapter *adapter, unsigned int flags);
	void (*unlock_bus)(struct i2c_adapter *adapter, unsigned int flags);
};

/**
 * struct i2c_timings - bus timing from the firmware
 * @bus_freq_hz: the clock
 * @scl_rise_ns: SCL rise time
 * @scl_fall_ns: SCL fall time
 * @scl_int_delay_ns: SCL internal delay
 * @sda_fall_ns: SDA fall time
 * @sda_hold_ns: SDA hold time
 * @digital_filter_width_ns: the spike filter
 * @analog_filter_cutoff_freq_hz: the analog filter
 */
struct i2c_timings {
	u32 bus_freq_hz;
	u32 scl_rise_ns;
	u32 scl_fall_ns;
	u32 scl_int_delay_ns;
	u32 sda_fall_ns;
	u32 sda_hold_ns;
	u32 digital_filter_width_ns;
	u32 analog_filter_cutoff_freq_hz;
};

/**
 * struct i2c_bus_recovery_info - how to free a bus a target holds
 * @recover_bus: the recovery (i2c_generic_scl_recovery() or the driver's)
 * @get_scl: read SCL (or NULL: @scl_gpiod)
 * @set_scl: drive SCL (or NULL: @scl_gpiod)
 * @get_sda: read SDA, optional (or @sda_gpiod)
 * @set_sda: drive SDA, optional (or @sda_gpiod)
 * @get_bus_free: optional: whether the bus is free
 * @prepare_recovery: optional, before
 * @unprepare_recovery: optional, after
 * @scl_gpiod: the SCL line as a GPIO, or NULL
 * @sda_gpiod: the SDA line as a GPIO, or NULL
 * @pinctrl: accepted
 * @pins_default: accepted
 * @pins_gpio: accepted
 */
struct i2c_bus_recovery_info {
	int (*recover_bus)(struct i2c_adapter *adap);
	int (*get_scl)(struct i2c_adapter *adap);
	void (*set_scl)(struct i2c_adapter *adap, int val);
	int (*get_sda)(struct i2c_adapter *adap);
	void (*set_sda)(struct i2c_adapter *adap, int val);
	int (*get_bus_free)(struct i2c_adapter *adap);
	void (*prepare_recovery)(struct i2c_adapter *adap);
	void (*unprepare_recovery)(struct i2c_adapter *adap);
	struct gpio_desc *scl_gpiod;
	struct gpio_desc *sda_gpiod;
	struct pinctrl *pinctrl;
	struct pinctrl_state *pins_default;
	struct pinctrl_state *pins_gpio;
};

/**
 * i2c_recover_bus() - run the adapter's recovery
 * Return: its result; -EBUSY without one.
 */
int i2c_recover_bus(struct i2c_adapter *adap);

/**
 * i2c_generic_scl_recovery() - clock SCL up to nine times until the
 * target lets SDA go, then send a STOP
 * Return: 0; -EBUSY if SDA stays low or SCL is held low.
 */
int i2c_generic_scl_recovery(struct i2c_adapter *adap);

/**
 * struct i2c_adapter_quirks - what an adapter cannot do
 * @flags: I2C_AQ_*
 * @max_num_msgs: most messages in a transfer, 0 for any
 * @max_write_len: longest write, 0 for any
 * @max_read_len: longest read, 0 for any
 * @max_comb_1st_msg_len: longest first message of a combined transfer
 * @max_comb_2nd_msg_len: longest second message of a combined transfer
 */
struct i2c_adapter_quirks {
	u64 flags;
	int max_num_msgs;
	u16 max_write_len;
	u16 max_read_len;
	u16 max_comb_1st_msg_len;
	u16 max_comb_2nd_msg_len;
};

#define I2C_AQ_COMB BIT(0)
#define I2C_AQ_COMB_WRITE_FIRST BIT(1)
#define I2C_AQ_COMB_READ_SECOND BIT(2)
#define I2C_AQ_COMB_SAME_ADDR BIT(3)
#define I2C_AQ_COMB_WRITE_THEN_READ                                        \
	(I2C_AQ_COMB | I2C_AQ_COMB_WRITE_FIRST | I2C_AQ_COMB_READ_SECOND | \
	 I2C_AQ_COMB_SAME_ADDR)
#define I2C_AQ_NO_CLK_STRETCH BIT(4)
#define I2C_AQ_NO_ZERO_LEN_READ BIT(5)
#define I2C_AQ_NO_ZERO_LEN_WRITE BIT(6)
#define I2C_AQ_NO_ZERO_LEN (I2C_AQ_NO_ZERO_LEN_READ | I2C_AQ_NO_ZERO_LEN_WRITE)
#define I2C_AQ_NO_REP_START BIT(7)

/**
 * struct i2c_adapter - an I2C bus controller
 * @owner: the module
 * @class: I2C_CLASS_* (accepted)
 * @algo: how it talks
 * @algo_data: the algorithm's data
 * @lock_ops: how its bus is locked (the core's when NULL at add)
 * @bus_lock: the bus lock (a mutex here, Linux's rt_mutex)
 * @mux_lock: accepted
 * @timeout: in jiffies (HZ when 0 at add)
 * @retries: how many more times a transfer is tried after -EAGAIN
 * @dev: its device, "i2c-N"
 * @locked_flags: I2C_ALF_*
 * @nr: its bus number
 * @name: its name
 * @dev_released: accepted
 * @userspace_clients_lock: accepted
 * @userspace_clients: accepted
 * @bus_recovery_info: how to recover its bus, or NULL
 * @quirks: what it cannot do, or NULL
 * @host_notify_domain: accepted
 * @bus_regulator: accepted
 * @debugfs: accepted
 * @addrs_in_instantiation: accepted
 * @platdev_cdev: its class device ("i2c-adapter", "i2c-N")
 * @platdev_registered: added and not yet deleted
 * @platdev_clients: its clients, which i2c_del_adapter() unregisters (the
 *                   driver core may have deleted their devices already,
 *                   with the adapter's parent)
 */
struct i2c_adapter {
	struct module *owner;
	unsigned int class;
	const struct i2c_algorithm *algo;
	void *algo_data;
	const struct i2c_lock_operations *lock_ops;
	struct mutex bus_lock;
	struct mutex mux_lock;
	int timeout;
	int retries;
	struct device dev;
	unsigned long locked_flags;
#define I2C_ALF_IS_SUSPENDED 0
#define I2C_ALF_SUSPEND_REPORTED 1
	int nr;
	char name[48];
	struct completion dev_released;
	struct mutex userspace_clients_lock;
	struct list_head userspace_clients;
	struct i2c_bus_recovery_info *bus_recovery_info;
	const struct i2c_adapter_quirks *quirks;
	struct irq_domain *host_notify_domain;
	struct regulator *bus_regulator;
	struct dentry *debugfs;
	DECLARE_BITMAP(addrs_in_instantiation, 1 << 7);
	struct platdev_class_device platdev_cdev;
	bool platdev_registered;
	struct list_head platdev_clients;
};
#define to_i2c_adapter(d) container_of(d, struct i2c_adapter, dev)

static inline void *i2c_get_adapdata(const struct i2c_adapter *adap)
{
	return dev_get_drvdata(&adap->dev);
}

static inline void i2c_set_adapdata(struct i2c_adapter *adap, void *data)
{
	dev_set_drvdata(&adap->dev, data);
}

static inline struct i2c_adapter *
i2c_parent_is_i2c_adapter(const struct i2c_adapter *adapter)
{
	(void)adapter;
	return NULL;
}

/** i2c_for_each_dev() - call @fn for each adapter and client */
int i2c_for_each_dev(void *data, int (*fn)(struct device *dev, void *data));

#define I2C_LOCK_ROOT_ADAPTER BIT(0)
#define I2C_LOCK_SEGMENT BIT(1)

static inline void i2c_lock_bus(struct i2c_adapter *adapter, unsigned int flags)
{
	adapter->lock_ops->lock_bus(adapter, flags);
}

static inline int i2c_trylock_bus(struct i2c_adapter *adapter,
				  unsigned int flags)
{
	return adapter->lock_ops->trylock_bus(adapter, flags);
}

static inline void i2c_unlock_bus(struct i2c_adapter *adapter,
				  unsigned int flags)
{
	adapter->lock_ops->unlock_bus(adapter, flags);
}

static inline void i2c_mark_adapter_suspended(struct i2c_adapter *adap)
{
	i2c_lock_bus(adap, I2C_LOCK_ROOT_ADAPTER);
	set_bit(I2C_ALF_IS_SUSPENDED, &adap->locked_flags);
	i2c_unlock_bus(adap, I2C_LOCK_ROOT_ADAPTER);
}

static inline void i2c_mark_adapter_resumed(struct i2c_adapter *adap)
{
	i2c_lock_bus(adap, I2C_LOCK_ROOT_ADAPTER);
	clear_bit(I2C_ALF_IS_SUSPENDED, &adap->locked_flags);
	i2c_unlock_bus(adap, I2C_LOCK_ROOT_ADAPTER);
}

#define I2C_CLASS_HWMON (1 << 0)
#define I2C_CLASS_DEPRECATED (1 << 8)

#define I2C_CLIENT_END 0xfffeU

#define I2C_ADDRS(addr, addrs...) \
	((const unsigned short[]){ addr, ##addrs, I2C_CLIENT_END })

#if IS_ENABLED(CONFIG_I2C)
/**
 * i2c_add_adapter() - register @adap with the lowest free dynamic bus
 * number (above every number board info was registered for), create its
 * clients from its tree node's children
 * Return: 0; -EINVAL for no name or no algorithm; -ENOMEM; -EAGAIN while
 * the core is not initialised is not a case here.
 */
int i2c_add_adapter(struct i2c_adapter *adap);
/** devm_i2c_add_adapter() - i2c_add_adapter() undone when @dev unbinds */
int devm_i2c_add_adapter(struct device *dev, struct i2c_adapter *adapter);
/** i2c_del_adapter() - unregister @adap and its clients */
void i2c_del_adapter(struct i2c_adapter *adap);
/**
 * i2c_add_numbered_adapter() - register @adap as bus @adap->nr (the tree's
 * "i2cN" alias, or dynamic, when -1), with the board info registered for
 * that number
 * Return: as i2c_add_adapter(); -EBUSY if that number is taken.
 */
int i2c_add_numbered_adapter(struct i2c_adapter *adap);

/** i2c_register_driver() - Return: 0 or driver_register()'s error */
int i2c_register_driver(struct module *owner, struct i2c_driver *driver);
void i2c_del_driver(struct i2c_driver *driver);

#define i2c_add_driver(driver) i2c_register_driver(THIS_MODULE, driver)

static inline bool i2c_client_has_driver(struct i2c_client *client)
{
	return !IS_ERR_OR_NULL(client) && client->dev.driver;
}

void i2c_clients_command(struct i2c_adapter *adap, unsigned int cmd, void *arg);

/** i2c_get_adapter() - Return: bus @nr with a reference, or NULL */
struct i2c_adapter *i2c_get_adapter(int nr);
void i2c_put_adapter(struct i2c_adapter *adap);
unsigned int i2c_adapter_depth(struct i2c_adapter *adapter);

/**
 * i2c_parse_fw_timings() - fill @t from @dev's "clock-frequency",
 * "i2c-scl-rising-time-ns" and the other i2c timing properties
 */
void i2c_parse_fw_timings(struct device *dev, struct i2c_timings *t,
			  bool use_defaults);

static inline u32 i2c_get_functionality(struct i2c_adapter *adap)
{
	return adap->algo->functionality(adap);
}

static inline int i2c_check_functionality(struct i2c_adapter *adap, u32 func)
{
	return (func & i2c_get_functionality(adap)) == func;
}

static inline bool i2c_check_quirks(struct i2c_adapter *adap, u64 quirks)
{
	if (!adap->quirks)
		return false;
	return (adap->quirks->flags & quirks) == quirks;
}

static inline int i2c_adapter_id(struct i2c_adapter *adap)
{
	return adap->nr;
}

static inline u8 i2c_8bit_addr_from_msg(const struct i2c_msg *msg)
{
	return (u8)((msg->addr << 1) | (msg->flags & I2C_M_RD));
}

u8 *i2c_get_dma_safe_msg_buf(struct i2c_msg *msg, unsigned int threshold);
void i2c_put_dma_safe_msg_buf(u8 *buf, struct i2c_msg *msg, bool xferred);

int i2c_handle_smbus_host_notify(struct i2c_adapter *adap, unsigned short addr);

#define module_i2c_driver(__i2c_driver) \
	module_driver(__i2c_driver, i2c_add_driver, i2c_del_driver)

#define builtin_i2c_driver(__i2c_driver) \
	builtin_driver(__i2c_driver, i2c_add_driver)

/** i2c_find_device_by_fwnode() - Return: the client of @fwnode, or NULL */
struct i2c_client *i2c_find_device_by_fwnode(struct fwnode_handle *fwnode);
struct i2c_adapter *i2c_find_adapter_by_fwnode(struct fwnode_handle *fwnode);
struct i2c_adapter *i2c_get_adapter_by_fwnode(struct fwnode_handle *fwnode);
#else
static inline struct i2c_client *
i2c_find_device_by_fwnode(struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return NULL;
}

static inline struct i2c_adapter *
i2c_find_adapter_by_fwnode(struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return NULL;
}

static inline struct i2c_adapter *
i2c_get_adapter_by_fwnode(struct fwnode_handle *fwnode)
{
	(void)fwnode;
	return NULL;
}
#endif /* !I2C */

#if IS_ENABLED(CONFIG_OF)
static inline struct i2c_client *
of_find_i2c_device_by_node(struct device_node *node)
{
	return i2c_find_device_by_fwnode(of_fwnode_handle(node));
}

static inline struct i2c_adapter *
of_find_i2c_adapter_by_node(struct device_node *node)
{
	return i2c_find_adapter_by_fwnode(of_fwnode_handle(node));
}

static inline struct i2c_adapter *
of_get_i2c_adapter_by_node(struct device_node *node)
{
	return i2c_get_adapter_by_fwnode(of_fwnode_handle(node));
}

const struct of_device_id *
i2c_of_match_device(const struct of_device_id *matches,
		    struct i2c_client *client);

/**
 * of_i2c_get_board_info() - the board info of the client node @node
 * Return: 0; -EINVAL without a valid "reg".
 */
int of_i2c_get_board_info(struct device *dev, struct device_node *node,
			  struct i2c_board_info *info);
#else
static inline struct i2c_client *
of_find_i2c_device_by_node(struct device_node *node)
{
	(void)node;
	return NULL;
}

static inline struct i2c_adapter *
of_find_i2c_adapter_by_node(struct device_node *node)
{
	(void)node;
	return NULL;
}

static inline struct i2c_adapter *
of_get_i2c_adapter_by_node(struct device_node *node)
{
	(void)node;
	return NULL;
}

static inline const struct of_device_id *
i2c_of_match_device(const struct of_device_id *matches,
		    struct i2c_client *client)
{
	(void)matches;
	(void)client;
	return NULL;
}

static inline int of_i2c_get_board_info(struct device *dev,
					struct device_node *node,
					struct i2c_board_info *info)
{
	(void)dev;
	(void)node;
	(void)info;
	return -ENOTSUPP;
}
#endif /* CONFIG_OF */

struct acpi_resource;
struct acpi_resource_i2c_serialbus;

static inline bool
i2c_acpi_get_i2c_resource(struct acpi_resource *ares,
			  struct acpi_resource_i2c_serialbus **i2c)
{
	(void)ares;
	(void)i2c;
	return false;
}

static inline int i2c_acpi_client_count(struct acpi_device *adev)
{
	(void)adev;
	return 0;
}

static inline u32 i2c_acpi_find_bus_speed(struct device *dev)
{
	(void)dev;
	return 0;
}

static inline struct i2c_client *
i2c_acpi_new_device_by_fwnode(struct fwnode_handle *fwnode, int index,
			      struct i2c_board_info *info)
{
	(void)fwnode;
	(void)index;
	(void)info;
	return ERR_PTR(-ENODEV);
}

static inline struct i2c_adapter *
i2c_acpi_find_adapter_by_handle(acpi_handle handle)
{
	(void)handle;
	return NULL;
}

static inline bool i2c_acpi_waive_d0_probe(struct device *dev)
{
	(void)dev;
	return false;
}

static inline struct i2c_client *
i2c_acpi_new_device(struct device *dev, int index, struct i2c_board_info *info)
{
	return i2c_acpi_new_device_by_fwnode(dev_fwnode(dev), index, info);
}

#endif /* _LINUX_I2C_H */
