// SPDX-License-Identifier: MIT
/*
 * Written by `platdev gen --profile minimal` from gen_mps2_an385.dtb:
 * 2 devices, 6 nodes. Do not edit: generate it again.
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
static const struct software_node n0_root;
static const struct software_node n1_interrupt_controller_e000e100;
static const struct software_node n2_clock_25000000;
static const struct software_node n3_soc;
static const struct software_node n4_timer_40000000;
static const struct software_node n5_serial_40004000;

static const struct platdev_gen_board board;
static struct platdev_gen_fwnode board_nodes[6];

/* / */
static const char *const n0_root_p1[] = { "arm,mps2-an385", "arm,mps2", };
static const struct software_node_ref_args n0_root_p4[] = {
	{ .node = &n1_interrupt_controller_e000e100, .nargs = 0 },
};
static const struct property_entry n0_root_props[] = {
	PROPERTY_ENTRY_STRING("model", "ARM MPS2 AN385"),
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n0_root_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_REF_ARRAY("interrupt-parent", n0_root_p4),
	{}
};
static const struct software_node n0_root = {
	.name = "/",
	.properties = n0_root_props,
};

/* /interrupt-controller@e000e100 */
static const u32 n1_interrupt_controller_e000e100_p3[] = {
	0xe000e100, 0xc00,
};
static const struct property_entry n1_interrupt_controller_e000e100_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "arm,armv7m-nvic"),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x1),
	PROPERTY_ENTRY_U32_ARRAY("reg", n1_interrupt_controller_e000e100_p3),
	PROPERTY_ENTRY_U32("phandle", 0x1),
	{}
};
static const struct software_node n1_interrupt_controller_e000e100 = {
	.name = "interrupt-controller@e000e100",
	.parent = &n0_root,
	.properties = n1_interrupt_controller_e000e100_props,
};

/* /clock-25000000 */
static const struct property_entry n2_clock_25000000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x17d7840),
	PROPERTY_ENTRY_STRING("clock-output-names", "sysclk"),
	PROPERTY_ENTRY_U32("phandle", 0x2),
	{}
};
static const struct software_node n2_clock_25000000 = {
	.name = "clock-25000000",
	.parent = &n0_root,
	.properties = n2_clock_25000000_props,
};

/* /soc */
static const struct property_entry n3_soc_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "simple-bus"),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_BOOL("ranges"),
	{}
};
static const struct software_node n3_soc = {
	.name = "soc",
	.parent = &n0_root,
	.properties = n3_soc_props,
};

/* /soc/timer@40000000 */
static const u32 n4_timer_40000000_p1[] = {
	0x40000000, 0x1000,
};
static const struct software_node_ref_args n4_timer_40000000_p3[] = {
	{ .node = &n2_clock_25000000, .nargs = 0 },
};
static const struct property_entry n4_timer_40000000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "arm,cmsdk-timer"),
	PROPERTY_ENTRY_U32_ARRAY("reg", n4_timer_40000000_p1),
	PROPERTY_ENTRY_U32("interrupts", 0x8),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n4_timer_40000000_p3),
	{}
};
static const struct software_node n4_timer_40000000 = {
	.name = "timer@40000000",
	.parent = &n3_soc,
	.properties = n4_timer_40000000_props,
};

/* /soc/serial@40004000 */
static const char *const n5_serial_40004000_p0[] = { "arm,mps2-uart", "arm,cmsdk-uart", };
static const u32 n5_serial_40004000_p1[] = {
	0x40004000, 0x1000,
};
static const u32 n5_serial_40004000_p2[] = {
	0x0, 0x1,
};
static const char *const n5_serial_40004000_p3[] = { "rx", "tx", };
static const struct software_node_ref_args n5_serial_40004000_p4[] = {
	{ .node = &n2_clock_25000000, .nargs = 0 },
};
static const struct property_entry n5_serial_40004000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n5_serial_40004000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n5_serial_40004000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n5_serial_40004000_p2),
	PROPERTY_ENTRY_STRING_ARRAY("interrupt-names", n5_serial_40004000_p3),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n5_serial_40004000_p4),
	PROPERTY_ENTRY_U32("current-speed", 0x1c200),
	{}
};
static const struct software_node n5_serial_40004000 = {
	.name = "serial@40004000",
	.parent = &n3_soc,
	.properties = n5_serial_40004000_props,
};

/* Their firmware-node handles. */
static struct platdev_gen_fwnode board_nodes[6] = {
	PLATDEV_GEN_FWNODE(&n0_root, &board),
	PLATDEV_GEN_FWNODE(&n1_interrupt_controller_e000e100, &board),
	PLATDEV_GEN_FWNODE(&n2_clock_25000000, &board),
	PLATDEV_GEN_FWNODE(&n3_soc, &board),
	PLATDEV_GEN_FWNODE(&n4_timer_40000000, &board),
	PLATDEV_GEN_FWNODE(&n5_serial_40004000, &board),
};

static const struct platdev_gen_board board = {
	.nodes = board_nodes,
	.nr_nodes = ARRAY_SIZE(board_nodes),
};

/* 40000000.timer */
static struct resource d0_res[] = {
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

static struct platform_device d0 = {
	.name = "40000000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d0_res,
	.num_resources = ARRAY_SIZE(d0_res),
	.dev = {
		.fwnode = &board_nodes[4].fwnode,
	},
};

/* 40004000.serial */
static struct resource d1_res[] = {
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

static struct platform_device d1 = {
	.name = "40004000.serial",
	.id = PLATFORM_DEVID_NONE,
	.resource = d1_res,
	.num_resources = ARRAY_SIZE(d1_res),
	.platdev_typed_pdata = true,
	.dev = {
		.fwnode = &board_nodes[5].fwnode,
		.platform_data = PLATDEV_GEN_PDATA_REF(cmsdk_uart_pdata, d1_pdata),
	},
};

static struct platform_device *const board_devices[] = {
	&d0,
	&d1,
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
