/* SPDX-License-Identifier: MIT */
/*
 * linux/mod_devicetable.h - the match tables drivers declare.
 */
#ifndef _PLATDEV_LINUX_MOD_DEVICETABLE_H
#define _PLATDEV_LINUX_MOD_DEVICETABLE_H

#include <linux/types.h>

typedef unsigned long kernel_ulong_t;

#define PLATFORM_NAME_SIZE 24
#define PLATFORM_MODULE_PREFIX "platform:"

/**
 * struct platform_device_id - one name a platform driver binds to
 * @name: the device name to match; a table ends with an entry whose name is empty
 * @driver_data: the driver's own data for this name
 */
struct platform_device_id {
	char name[PLATFORM_NAME_SIZE];
	kernel_ulong_t driver_data;
};

#define I2C_NAME_SIZE 20
#define I2C_MODULE_PREFIX "i2c:"

/**
 * struct i2c_device_id - one I2C client name a driver drives
 * @name: the client's name (its type: "ds1307", "24c02")
 * @driver_data: the driver's own data for this name
 */
struct i2c_device_id {
	char name[I2C_NAME_SIZE];
	kernel_ulong_t driver_data;
};

/**
 * struct of_device_id - one device-tree match entry
 * @name: node name to match, or empty
 * @type: device_type property to match, or empty
 * @compatible: compatible string to match, or empty
 * @data: the driver's own data for this entry
 *
 * A table ends with an all-empty entry.
 */
struct of_device_id {
	char name[32];
	char type[32];
	char compatible[128];
	const void *data;
};

#define ACPI_ID_LEN 16

/**
 * struct acpi_device_id - one ACPI _HID/_CID a driver binds to (accepted,
 * never matched: there is no ACPI here)
 * @id: the hardware ID string
 * @driver_data: the driver's own data for this entry
 * @cls: PCI-style class code to match, with @cls_msk
 * @cls_msk: which bits of @cls matter
 */
struct acpi_device_id {
	__u8 id[ACPI_ID_LEN];
	kernel_ulong_t driver_data;
	__u32 cls;
	__u32 cls_msk;
};

/**
 * struct amba_id - one AMBA PrimeCell identity a driver binds to
 * @id: the peripheral ID bits that must be set, after @mask
 * @mask: which bits of the device's peripheral ID to compare; a table ends
 *        with an entry whose mask is zero
 * @data: the driver's own data for this entry
 */
struct amba_id {
	unsigned int id;
	unsigned int mask;
	void *data;
};

#define AUXILIARY_NAME_SIZE 32

/**
 * struct auxiliary_device_id - an auxiliary device a driver binds to
 * @name: "modname.devname": the module that added the device and the
 *        device's name, without its instance number
 * @driver_data: the driver's own data for this entry
 */
struct auxiliary_device_id {
	char name[AUXILIARY_NAME_SIZE];
	kernel_ulong_t driver_data;
};

#endif /* _PLATDEV_LINUX_MOD_DEVICETABLE_H */
