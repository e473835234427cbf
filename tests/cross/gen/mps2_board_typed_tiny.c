// SPDX-License-Identifier: MIT
/*
 * Written by `platdev gen --profile tiny` from gen_mps2_an385.dtb:
 * 2 devices, 2 nodes. Do not edit: generate it again.
 *
 * The devices populate would create from the blob, in its order,
 * with their resources and their nodes as constant software
 * nodes (platdev/gen.h). platdev_board_register() registers them.
 *
 * Typed platform data from the properties of arm,cmsdk-uart
 * devices: struct cmsdk_uart_pdata.
 */
#include <linux/ioport.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/gen.h>
#include "cmsdk_types.h"

int platdev_board_register(void);
void platdev_board_unregister(void);

/* The nodes, parents first. */
static const struct software_node n4_timer_40000000;
static const struct software_node n5_serial_40004000;

/* /soc/timer@40000000 */
static const struct property_entry n4_timer_40000000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "arm,cmsdk-timer"),
	{}
};
static const struct software_node n4_timer_40000000 = {
	.name = "timer@40000000",
	.properties = n4_timer_40000000_props,
};

/* /soc/serial@40004000 */
static const char *const n5_serial_40004000_p0[] = { "arm,mps2-uart", "arm,cmsdk-uart", };
static const struct property_entry n5_serial_40004000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n5_serial_40004000_p0),
	PROPERTY_ENTRY_U32("current-speed", 0x1c200),
	{}
};
static const struct software_node n5_serial_40004000 = {
	.name = "serial@40004000",
	.properties = n5_serial_40004000_props,
};

/* 40000000.timer */
static const struct resource d0_res[] = {
	{
		.start = 0x40000000,
		.end = 0x40000fff,
		.name = "timer@40000000",
		.flags = IORESOURCE_MEM,
	},
	/* /interrupt-controller@e000e100 */
	{
		.start = 0x8,
		.end = 0x8,
		.flags = IORESOURCE_IRQ,
	},
};

static struct platdev_gen_device d0 = {
	.pdev = {
		.name = "40000000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d0_res,
		.num_resources = ARRAY_SIZE(d0_res),
		.platdev_gen_node = true,
	},
	.node = &n4_timer_40000000,
};

/* 40004000.serial */
static const struct resource d1_res[] = {
	{
		.start = 0x40004000,
		.end = 0x40004fff,
		.name = "serial@40004000",
		.flags = IORESOURCE_MEM,
	},
	/* /interrupt-controller@e000e100 */
	{
		.start = 0x0,
		.end = 0x0,
		.name = "rx",
		.flags = IORESOURCE_IRQ,
	},
	/* /interrupt-controller@e000e100 */
	{
		.start = 0x1,
		.end = 0x1,
		.name = "tx",
		.flags = IORESOURCE_IRQ,
	},
};

/* struct cmsdk_uart_pdata from /soc/serial@40004000's properties */
PLATDEV_GEN_CHECK_FIELD(cmsdk_uart_pdata, current_speed, 1u << PLATDEV_FIELD_UNSIGNED, 4);
PLATDEV_GEN_PDATA(cmsdk_uart_pdata, d1_pdata,
	.current_speed = 115200,
);

static struct platdev_gen_device d1 = {
	.pdev = {
		.name = "40004000.serial",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d1_res,
		.num_resources = ARRAY_SIZE(d1_res),
		.platdev_typed_pdata = true,
		.dev.platform_data = PLATDEV_GEN_PDATA_REF(cmsdk_uart_pdata, d1_pdata),
		.platdev_gen_node = true,
	},
	.node = &n5_serial_40004000,
};

static struct platform_device *const board_devices[] = {
	&d0.pdev,
	&d1.pdev,
};

/* Register the devices, parents first: 0, or the first error. */
int platdev_board_register(void)
{
	return platdev_gen_add_devices(board_devices,
				       ARRAY_SIZE(board_devices));
}

/* Unregister them, children first. */
void platdev_board_unregister(void)
{
	unsigned int i = ARRAY_SIZE(board_devices);

	while (i--)
		platform_device_unregister(board_devices[i]);
}
