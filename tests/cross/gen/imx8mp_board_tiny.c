// SPDX-License-Identifier: MIT
/*
 * Written by `platdev gen --profile tiny` from imx8mp-evk.dtb:
 * 14 devices, 14 nodes. Do not edit: generate it again.
 *
 * The devices populate would create from the blob, in its order,
 * with their resources and their nodes as constant software
 * nodes (platdev/gen.h). imx8mp_board_register() registers them.
 */
#include <linux/ioport.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/gen.h>

int imx8mp_board_register(void);
void imx8mp_board_unregister(void);

/* The nodes, parents first. */
static const struct software_node n98_gpio_30200000;
static const struct software_node n99_gpio_30210000;
static const struct software_node n100_gpio_30220000;
static const struct software_node n101_gpio_30230000;
static const struct software_node n102_gpio_30240000;
static const struct software_node n107_timer_302d0000;
static const struct software_node n108_timer_302e0000;
static const struct software_node n109_timer_302f0000;
static const struct software_node n198_timer_306e0000;
static const struct software_node n199_timer_306f0000;
static const struct software_node n200_timer_30700000;
static const struct software_node n206_serial_30860000;
static const struct software_node n208_serial_30880000;
static const struct software_node n209_serial_30890000;

/* /soc@0/bus@30000000/gpio@30200000 */
static const char *const n98_gpio_30200000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n98_gpio_30200000_p5[] = {
	0x25, 0x0, 0x5, 0x1e,
};
static const struct property_entry n98_gpio_30200000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n98_gpio_30200000_p0),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n98_gpio_30200000_p5),
	{}
};
static const struct software_node n98_gpio_30200000 = {
	.name = "gpio@30200000",
	.properties = n98_gpio_30200000_props,
};

/* /soc@0/bus@30000000/gpio@30210000 */
static const char *const n99_gpio_30210000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n99_gpio_30210000_p5[] = {
	0x25, 0x0, 0x23, 0x15,
};
static const struct property_entry n99_gpio_30210000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n99_gpio_30210000_p0),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n99_gpio_30210000_p5),
	{}
};
static const struct software_node n99_gpio_30210000 = {
	.name = "gpio@30210000",
	.properties = n99_gpio_30210000_props,
};

/* /soc@0/bus@30000000/gpio@30220000 */
static const char *const n100_gpio_30220000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n100_gpio_30220000_p5[] = {
	0x25, 0x0, 0x38, 0x1a, 0x25, 0x1a,
	0x90, 0x4,
};
static const struct property_entry n100_gpio_30220000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n100_gpio_30220000_p0),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n100_gpio_30220000_p5),
	{}
};
static const struct software_node n100_gpio_30220000 = {
	.name = "gpio@30220000",
	.properties = n100_gpio_30220000_props,
};

/* /soc@0/bus@30000000/gpio@30230000 */
static const char *const n101_gpio_30230000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n101_gpio_30230000_p5[] = {
	0x25, 0x0, 0x52, 0x20,
};
static const struct property_entry n101_gpio_30230000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n101_gpio_30230000_p0),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n101_gpio_30230000_p5),
	{}
};
static const struct software_node n101_gpio_30230000 = {
	.name = "gpio@30230000",
	.properties = n101_gpio_30230000_props,
};

/* /soc@0/bus@30000000/gpio@30240000 */
static const char *const n102_gpio_30240000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n102_gpio_30240000_p5[] = {
	0x25, 0x0, 0x72, 0x1e,
};
static const struct property_entry n102_gpio_30240000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n102_gpio_30240000_p0),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n102_gpio_30240000_p5),
	{}
};
static const struct software_node n102_gpio_30240000 = {
	.name = "gpio@30240000",
	.properties = n102_gpio_30240000_props,
};

/* /soc@0/bus@30000000/timer@302d0000 */
static const char *const n107_timer_302d0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n107_timer_302d0000_p1[] = { "ipg", "per", };
static const struct property_entry n107_timer_302d0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n107_timer_302d0000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n107_timer_302d0000_p1),
	{}
};
static const struct software_node n107_timer_302d0000 = {
	.name = "timer@302d0000",
	.properties = n107_timer_302d0000_props,
};

/* /soc@0/bus@30000000/timer@302e0000 */
static const char *const n108_timer_302e0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n108_timer_302e0000_p1[] = { "ipg", "per", };
static const struct property_entry n108_timer_302e0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n108_timer_302e0000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n108_timer_302e0000_p1),
	{}
};
static const struct software_node n108_timer_302e0000 = {
	.name = "timer@302e0000",
	.properties = n108_timer_302e0000_props,
};

/* /soc@0/bus@30000000/timer@302f0000 */
static const char *const n109_timer_302f0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n109_timer_302f0000_p1[] = { "ipg", "per", };
static const struct property_entry n109_timer_302f0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n109_timer_302f0000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n109_timer_302f0000_p1),
	{}
};
static const struct software_node n109_timer_302f0000 = {
	.name = "timer@302f0000",
	.properties = n109_timer_302f0000_props,
};

/* /soc@0/bus@30400000/timer@306e0000 */
static const char *const n198_timer_306e0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n198_timer_306e0000_p1[] = { "ipg", "per", };
static const struct property_entry n198_timer_306e0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n198_timer_306e0000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n198_timer_306e0000_p1),
	{}
};
static const struct software_node n198_timer_306e0000 = {
	.name = "timer@306e0000",
	.properties = n198_timer_306e0000_props,
};

/* /soc@0/bus@30400000/timer@306f0000 */
static const char *const n199_timer_306f0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n199_timer_306f0000_p1[] = { "ipg", "per", };
static const struct property_entry n199_timer_306f0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n199_timer_306f0000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n199_timer_306f0000_p1),
	{}
};
static const struct software_node n199_timer_306f0000 = {
	.name = "timer@306f0000",
	.properties = n199_timer_306f0000_props,
};

/* /soc@0/bus@30400000/timer@30700000 */
static const char *const n200_timer_30700000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const char *const n200_timer_30700000_p1[] = { "ipg", "per", };
static const struct property_entry n200_timer_30700000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n200_timer_30700000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n200_timer_30700000_p1),
	{}
};
static const struct software_node n200_timer_30700000 = {
	.name = "timer@30700000",
	.properties = n200_timer_30700000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30860000 */
static const char *const n206_serial_30860000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const char *const n206_serial_30860000_p1[] = { "ipg", "per", };
static const char *const n206_serial_30860000_p2[] = { "rx", "tx", };
static const struct property_entry n206_serial_30860000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n206_serial_30860000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n206_serial_30860000_p1),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n206_serial_30860000_p2),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_BOOL("uart-has-rtscts"),
	{}
};
static const struct software_node n206_serial_30860000 = {
	.name = "serial@30860000",
	.properties = n206_serial_30860000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30880000 */
static const char *const n208_serial_30880000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const char *const n208_serial_30880000_p1[] = { "ipg", "per", };
static const char *const n208_serial_30880000_p2[] = { "rx", "tx", };
static const struct property_entry n208_serial_30880000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n208_serial_30880000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n208_serial_30880000_p1),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n208_serial_30880000_p2),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_BOOL("uart-has-rtscts"),
	{}
};
static const struct software_node n208_serial_30880000 = {
	.name = "serial@30880000",
	.properties = n208_serial_30880000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30890000 */
static const char *const n209_serial_30890000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const char *const n209_serial_30890000_p1[] = { "ipg", "per", };
static const char *const n209_serial_30890000_p2[] = { "rx", "tx", };
static const struct property_entry n209_serial_30890000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n209_serial_30890000_p0),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n209_serial_30890000_p1),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n209_serial_30890000_p2),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	{}
};
static const struct software_node n209_serial_30890000 = {
	.name = "serial@30890000",
	.properties = n209_serial_30890000_props,
};

/* 30200000.gpio */
static const struct resource d0_res[] = {
	{
		.start = 0x30200000,
		.end = 0x3020ffff,
		.name = "gpio@30200000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 64 */
	{
		.start = 0x60,
		.end = 0x60,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 65 */
	{
		.start = 0x61,
		.end = 0x61,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d0 = {
	.pdev = {
		.name = "30200000.gpio",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d0_res,
		.num_resources = ARRAY_SIZE(d0_res),
		.platdev_gen_node = true,
	},
	.node = &n98_gpio_30200000,
};

/* 30210000.gpio */
static const struct resource d1_res[] = {
	{
		.start = 0x30210000,
		.end = 0x3021ffff,
		.name = "gpio@30210000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 66 */
	{
		.start = 0x62,
		.end = 0x62,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 67 */
	{
		.start = 0x63,
		.end = 0x63,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d1 = {
	.pdev = {
		.name = "30210000.gpio",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d1_res,
		.num_resources = ARRAY_SIZE(d1_res),
		.platdev_gen_node = true,
	},
	.node = &n99_gpio_30210000,
};

/* 30220000.gpio */
static const struct resource d2_res[] = {
	{
		.start = 0x30220000,
		.end = 0x3022ffff,
		.name = "gpio@30220000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 68 */
	{
		.start = 0x64,
		.end = 0x64,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 69 */
	{
		.start = 0x65,
		.end = 0x65,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d2 = {
	.pdev = {
		.name = "30220000.gpio",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d2_res,
		.num_resources = ARRAY_SIZE(d2_res),
		.platdev_gen_node = true,
	},
	.node = &n100_gpio_30220000,
};

/* 30230000.gpio */
static const struct resource d3_res[] = {
	{
		.start = 0x30230000,
		.end = 0x3023ffff,
		.name = "gpio@30230000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 70 */
	{
		.start = 0x66,
		.end = 0x66,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 71 */
	{
		.start = 0x67,
		.end = 0x67,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d3 = {
	.pdev = {
		.name = "30230000.gpio",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d3_res,
		.num_resources = ARRAY_SIZE(d3_res),
		.platdev_gen_node = true,
	},
	.node = &n101_gpio_30230000,
};

/* 30240000.gpio */
static const struct resource d4_res[] = {
	{
		.start = 0x30240000,
		.end = 0x3024ffff,
		.name = "gpio@30240000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 72 */
	{
		.start = 0x68,
		.end = 0x68,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 73 */
	{
		.start = 0x69,
		.end = 0x69,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d4 = {
	.pdev = {
		.name = "30240000.gpio",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d4_res,
		.num_resources = ARRAY_SIZE(d4_res),
		.platdev_gen_node = true,
	},
	.node = &n102_gpio_30240000,
};

/* 302d0000.timer */
static const struct resource d5_res[] = {
	{
		.start = 0x302d0000,
		.end = 0x302dffff,
		.name = "timer@302d0000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 55 */
	{
		.start = 0x57,
		.end = 0x57,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d5 = {
	.pdev = {
		.name = "302d0000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d5_res,
		.num_resources = ARRAY_SIZE(d5_res),
		.platdev_gen_node = true,
	},
	.node = &n107_timer_302d0000,
};

/* 302e0000.timer */
static const struct resource d6_res[] = {
	{
		.start = 0x302e0000,
		.end = 0x302effff,
		.name = "timer@302e0000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 54 */
	{
		.start = 0x56,
		.end = 0x56,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d6 = {
	.pdev = {
		.name = "302e0000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d6_res,
		.num_resources = ARRAY_SIZE(d6_res),
		.platdev_gen_node = true,
	},
	.node = &n108_timer_302e0000,
};

/* 302f0000.timer */
static const struct resource d7_res[] = {
	{
		.start = 0x302f0000,
		.end = 0x302fffff,
		.name = "timer@302f0000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 53 */
	{
		.start = 0x55,
		.end = 0x55,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d7 = {
	.pdev = {
		.name = "302f0000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d7_res,
		.num_resources = ARRAY_SIZE(d7_res),
		.platdev_gen_node = true,
	},
	.node = &n109_timer_302f0000,
};

/* 306e0000.timer */
static const struct resource d8_res[] = {
	{
		.start = 0x306e0000,
		.end = 0x306effff,
		.name = "timer@306e0000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 51 */
	{
		.start = 0x53,
		.end = 0x53,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d8 = {
	.pdev = {
		.name = "306e0000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d8_res,
		.num_resources = ARRAY_SIZE(d8_res),
		.platdev_gen_node = true,
	},
	.node = &n198_timer_306e0000,
};

/* 306f0000.timer */
static const struct resource d9_res[] = {
	{
		.start = 0x306f0000,
		.end = 0x306fffff,
		.name = "timer@306f0000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 51 */
	{
		.start = 0x53,
		.end = 0x53,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d9 = {
	.pdev = {
		.name = "306f0000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d9_res,
		.num_resources = ARRAY_SIZE(d9_res),
		.platdev_gen_node = true,
	},
	.node = &n199_timer_306f0000,
};

/* 30700000.timer */
static const struct resource d10_res[] = {
	{
		.start = 0x30700000,
		.end = 0x3070ffff,
		.name = "timer@30700000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 52 */
	{
		.start = 0x54,
		.end = 0x54,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d10 = {
	.pdev = {
		.name = "30700000.timer",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d10_res,
		.num_resources = ARRAY_SIZE(d10_res),
		.platdev_gen_node = true,
	},
	.node = &n200_timer_30700000,
};

/* 30860000.serial */
static const struct resource d11_res[] = {
	{
		.start = 0x30860000,
		.end = 0x3086ffff,
		.name = "serial@30860000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 26 */
	{
		.start = 0x3a,
		.end = 0x3a,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d11 = {
	.pdev = {
		.name = "30860000.serial",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d11_res,
		.num_resources = ARRAY_SIZE(d11_res),
		.platdev_gen_node = true,
	},
	.node = &n206_serial_30860000,
};

/* 30880000.serial */
static const struct resource d12_res[] = {
	{
		.start = 0x30880000,
		.end = 0x3088ffff,
		.name = "serial@30880000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 28 */
	{
		.start = 0x3c,
		.end = 0x3c,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d12 = {
	.pdev = {
		.name = "30880000.serial",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d12_res,
		.num_resources = ARRAY_SIZE(d12_res),
		.platdev_gen_node = true,
	},
	.node = &n208_serial_30880000,
};

/* 30890000.serial */
static const struct resource d13_res[] = {
	{
		.start = 0x30890000,
		.end = 0x3089ffff,
		.name = "serial@30890000",
		.flags = IORESOURCE_MEM,
	},
	/* /soc@0/interrupt-controller@38800000 SPI 27 */
	{
		.start = 0x3b,
		.end = 0x3b,
		.flags = IORESOURCE_IRQ | IORESOURCE_IRQ_HIGHLEVEL,
	},
};

static struct platdev_gen_device d13 = {
	.pdev = {
		.name = "30890000.serial",
		.id = PLATFORM_DEVID_NONE,
		.resource = (struct resource *)d13_res,
		.num_resources = ARRAY_SIZE(d13_res),
		.platdev_gen_node = true,
	},
	.node = &n209_serial_30890000,
};

static struct platform_device *const board_devices[] = {
	&d0.pdev,
	&d1.pdev,
	&d2.pdev,
	&d3.pdev,
	&d4.pdev,
	&d5.pdev,
	&d6.pdev,
	&d7.pdev,
	&d8.pdev,
	&d9.pdev,
	&d10.pdev,
	&d11.pdev,
	&d12.pdev,
	&d13.pdev,
};

/* Register the devices, parents first: 0, or the first error. */
int imx8mp_board_register(void)
{
	return platdev_gen_add_devices(board_devices,
				       ARRAY_SIZE(board_devices));
}

/* Unregister them, children first. */
void imx8mp_board_unregister(void)
{
	unsigned int i = ARRAY_SIZE(board_devices);

	while (i--)
		platform_device_unregister(board_devices[i]);
}
