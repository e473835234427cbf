// SPDX-License-Identifier: MIT
/*
 * Written by `platdev gen --profile minimal` from imx8mp-evk.dtb:
 * 14 devices, 37 nodes. Do not edit: generate it again.
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
static const struct software_node n0_root;
static const struct software_node n18_clock_osc_32k;
static const struct software_node n19_clock_osc_24m;
static const struct software_node n20_clock_ext1;
static const struct software_node n21_clock_ext2;
static const struct software_node n22_clock_ext3;
static const struct software_node n23_clock_ext4;
static const struct software_node n58_soc_0;
static const struct software_node n97_bus_30000000;
static const struct software_node n98_gpio_30200000;
static const struct software_node n99_gpio_30210000;
static const struct software_node n100_gpio_30220000;
static const struct software_node n101_gpio_30230000;
static const struct software_node n102_gpio_30240000;
static const struct software_node n107_timer_302d0000;
static const struct software_node n108_timer_302e0000;
static const struct software_node n109_timer_302f0000;
static const struct software_node n110_pinctrl_30330000;
static const struct software_node n123_hoggrp;
static const struct software_node n139_uart1grp;
static const struct software_node n142_uart2grp;
static const struct software_node n144_uart3grp;
static const struct software_node n158_efuse_30350000;
static const struct software_node n159_unique_id_8;
static const struct software_node n169_clock_controller_30380000;
static const struct software_node n192_bus_30400000;
static const struct software_node n198_timer_306e0000;
static const struct software_node n199_timer_306f0000;
static const struct software_node n200_timer_30700000;
static const struct software_node n201_bus_30800000;
static const struct software_node n202_spba_bus_30800000;
static const struct software_node n206_serial_30860000;
static const struct software_node n207_bluetooth;
static const struct software_node n208_serial_30880000;
static const struct software_node n209_serial_30890000;
static const struct software_node n251_dma_controller_30bd0000;
static const struct software_node n369_interrupt_controller_38800000;

static const struct platdev_gen_board board;
static struct platdev_gen_fwnode board_nodes[37];

/* / */
static const struct software_node_ref_args n0_root_p0[] = {
	{ .node = &n369_interrupt_controller_38800000, .nargs = 0 },
};
static const char *const n0_root_p4[] = { "fsl,imx8mp-evk", "fsl,imx8mp", };
static const struct property_entry n0_root_props[] = {
	PROPERTY_ENTRY_REF_ARRAY("interrupt-parent", n0_root_p0),
	PROPERTY_ENTRY_U32("#address-cells", 0x2),
	PROPERTY_ENTRY_U32("#size-cells", 0x2),
	PROPERTY_ENTRY_STRING("model", "NXP i.MX8MPlus EVK board"),
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n0_root_p4),
	{}
};
static const struct software_node n0_root = {
	.name = "/",
	.properties = n0_root_props,
};

/* /clock-osc-32k */
static const struct property_entry n18_clock_osc_32k_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x8000),
	PROPERTY_ENTRY_STRING("clock-output-names", "osc_32k"),
	PROPERTY_ENTRY_U32("phandle", 0x2a),
	{}
};
static const struct software_node n18_clock_osc_32k = {
	.name = "clock-osc-32k",
	.parent = &n0_root,
	.properties = n18_clock_osc_32k_props,
};

/* /clock-osc-24m */
static const struct property_entry n19_clock_osc_24m_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x16e3600),
	PROPERTY_ENTRY_STRING("clock-output-names", "osc_24m"),
	PROPERTY_ENTRY_U32("phandle", 0x2b),
	{}
};
static const struct software_node n19_clock_osc_24m = {
	.name = "clock-osc-24m",
	.parent = &n0_root,
	.properties = n19_clock_osc_24m_props,
};

/* /clock-ext1 */
static const struct property_entry n20_clock_ext1_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x7ed6b40),
	PROPERTY_ENTRY_STRING("clock-output-names", "clk_ext1"),
	PROPERTY_ENTRY_U32("phandle", 0x2c),
	{}
};
static const struct software_node n20_clock_ext1 = {
	.name = "clock-ext1",
	.parent = &n0_root,
	.properties = n20_clock_ext1_props,
};

/* /clock-ext2 */
static const struct property_entry n21_clock_ext2_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x7ed6b40),
	PROPERTY_ENTRY_STRING("clock-output-names", "clk_ext2"),
	PROPERTY_ENTRY_U32("phandle", 0x2d),
	{}
};
static const struct software_node n21_clock_ext2 = {
	.name = "clock-ext2",
	.parent = &n0_root,
	.properties = n21_clock_ext2_props,
};

/* /clock-ext3 */
static const struct property_entry n22_clock_ext3_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x7ed6b40),
	PROPERTY_ENTRY_STRING("clock-output-names", "clk_ext3"),
	PROPERTY_ENTRY_U32("phandle", 0x2e),
	{}
};
static const struct software_node n22_clock_ext3 = {
	.name = "clock-ext3",
	.parent = &n0_root,
	.properties = n22_clock_ext3_props,
};

/* /clock-ext4 */
static const struct property_entry n23_clock_ext4_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fixed-clock"),
	PROPERTY_ENTRY_U32("#clock-cells", 0x0),
	PROPERTY_ENTRY_U32("clock-frequency", 0x7ed6b40),
	PROPERTY_ENTRY_STRING("clock-output-names", "clk_ext4"),
	PROPERTY_ENTRY_U32("phandle", 0x2f),
	{}
};
static const struct software_node n23_clock_ext4 = {
	.name = "clock-ext4",
	.parent = &n0_root,
	.properties = n23_clock_ext4_props,
};

/* /soc@0 */
static const char *const n58_soc_0_p0[] = { "fsl,imx8mp-soc", "simple-bus", };
static const u32 n58_soc_0_p3[] = {
	0x0, 0x0, 0x0, 0x3e000000,
};
static const struct software_node_ref_args n58_soc_0_p4[] = {
	{ .node = &n159_unique_id_8, .nargs = 0 },
};
static const struct property_entry n58_soc_0_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n58_soc_0_p0),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_U32_ARRAY("ranges", n58_soc_0_p3),
	PROPERTY_ENTRY_REF_ARRAY("nvmem-cells", n58_soc_0_p4),
	PROPERTY_ENTRY_STRING("nvmem-cell-names", "soc_unique_id"),
	{}
};
static const struct software_node n58_soc_0 = {
	.name = "soc@0",
	.parent = &n0_root,
	.properties = n58_soc_0_props,
};

/* /soc@0/bus@30000000 */
static const char *const n97_bus_30000000_p0[] = { "fsl,aips-bus", "simple-bus", };
static const u32 n97_bus_30000000_p1[] = {
	0x30000000, 0x400000,
};
static const struct property_entry n97_bus_30000000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n97_bus_30000000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n97_bus_30000000_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_BOOL("ranges"),
	{}
};
static const struct software_node n97_bus_30000000 = {
	.name = "bus@30000000",
	.parent = &n58_soc_0,
	.properties = n97_bus_30000000_props,
};

/* /soc@0/bus@30000000/gpio@30200000 */
static const char *const n98_gpio_30200000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n98_gpio_30200000_p1[] = {
	0x30200000, 0x10000,
};
static const u32 n98_gpio_30200000_p2[] = {
	0x0, 0x40, 0x4, 0x0, 0x41, 0x4,
};
static const struct software_node_ref_args n98_gpio_30200000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc1 } },
};
static const u32 n98_gpio_30200000_p8[] = {
	0x25, 0x0, 0x5, 0x1e,
};
static const struct property_entry n98_gpio_30200000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n98_gpio_30200000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n98_gpio_30200000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n98_gpio_30200000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n98_gpio_30200000_p3),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n98_gpio_30200000_p8),
	PROPERTY_ENTRY_U32("phandle", 0x3e),
	{}
};
static const struct software_node n98_gpio_30200000 = {
	.name = "gpio@30200000",
	.parent = &n97_bus_30000000,
	.properties = n98_gpio_30200000_props,
};

/* /soc@0/bus@30000000/gpio@30210000 */
static const char *const n99_gpio_30210000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n99_gpio_30210000_p1[] = {
	0x30210000, 0x10000,
};
static const u32 n99_gpio_30210000_p2[] = {
	0x0, 0x42, 0x4, 0x0, 0x43, 0x4,
};
static const struct software_node_ref_args n99_gpio_30210000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc2 } },
};
static const u32 n99_gpio_30210000_p8[] = {
	0x25, 0x0, 0x23, 0x15,
};
static const struct property_entry n99_gpio_30210000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n99_gpio_30210000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n99_gpio_30210000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n99_gpio_30210000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n99_gpio_30210000_p3),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n99_gpio_30210000_p8),
	PROPERTY_ENTRY_U32("phandle", 0x43),
	{}
};
static const struct software_node n99_gpio_30210000 = {
	.name = "gpio@30210000",
	.parent = &n97_bus_30000000,
	.properties = n99_gpio_30210000_props,
};

/* /soc@0/bus@30000000/gpio@30220000 */
static const char *const n100_gpio_30220000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n100_gpio_30220000_p1[] = {
	0x30220000, 0x10000,
};
static const u32 n100_gpio_30220000_p2[] = {
	0x0, 0x44, 0x4, 0x0, 0x45, 0x4,
};
static const struct software_node_ref_args n100_gpio_30220000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc3 } },
};
static const u32 n100_gpio_30220000_p8[] = {
	0x25, 0x0, 0x38, 0x1a, 0x25, 0x1a,
	0x90, 0x4,
};
static const struct property_entry n100_gpio_30220000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n100_gpio_30220000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n100_gpio_30220000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n100_gpio_30220000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n100_gpio_30220000_p3),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n100_gpio_30220000_p8),
	PROPERTY_ENTRY_U32("phandle", 0xaa),
	{}
};
static const struct software_node n100_gpio_30220000 = {
	.name = "gpio@30220000",
	.parent = &n97_bus_30000000,
	.properties = n100_gpio_30220000_props,
};

/* /soc@0/bus@30000000/gpio@30230000 */
static const char *const n101_gpio_30230000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n101_gpio_30230000_p1[] = {
	0x30230000, 0x10000,
};
static const u32 n101_gpio_30230000_p2[] = {
	0x0, 0x46, 0x4, 0x0, 0x47, 0x4,
};
static const struct software_node_ref_args n101_gpio_30230000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc4 } },
};
static const u32 n101_gpio_30230000_p8[] = {
	0x25, 0x0, 0x52, 0x20,
};
static const struct property_entry n101_gpio_30230000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n101_gpio_30230000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n101_gpio_30230000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n101_gpio_30230000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n101_gpio_30230000_p3),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n101_gpio_30230000_p8),
	PROPERTY_ENTRY_U32("phandle", 0x63),
	{}
};
static const struct software_node n101_gpio_30230000 = {
	.name = "gpio@30230000",
	.parent = &n97_bus_30000000,
	.properties = n101_gpio_30230000_props,
};

/* /soc@0/bus@30000000/gpio@30240000 */
static const char *const n102_gpio_30240000_p0[] = { "fsl,imx8mp-gpio", "fsl,imx35-gpio", };
static const u32 n102_gpio_30240000_p1[] = {
	0x30240000, 0x10000,
};
static const u32 n102_gpio_30240000_p2[] = {
	0x0, 0x48, 0x4, 0x0, 0x49, 0x4,
};
static const struct software_node_ref_args n102_gpio_30240000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc5 } },
};
static const u32 n102_gpio_30240000_p8[] = {
	0x25, 0x0, 0x72, 0x1e,
};
static const struct property_entry n102_gpio_30240000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n102_gpio_30240000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n102_gpio_30240000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n102_gpio_30240000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n102_gpio_30240000_p3),
	PROPERTY_ENTRY_BOOL("gpio-controller"),
	PROPERTY_ENTRY_U32("#gpio-cells", 0x2),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x2),
	PROPERTY_ENTRY_U32_ARRAY("gpio-ranges", n102_gpio_30240000_p8),
	PROPERTY_ENTRY_U32("phandle", 0xac),
	{}
};
static const struct software_node n102_gpio_30240000 = {
	.name = "gpio@30240000",
	.parent = &n97_bus_30000000,
	.properties = n102_gpio_30240000_props,
};

/* /soc@0/bus@30000000/timer@302d0000 */
static const char *const n107_timer_302d0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n107_timer_302d0000_p1[] = {
	0x302d0000, 0x10000,
};
static const u32 n107_timer_302d0000_p2[] = {
	0x0, 0x37, 0x4,
};
static const struct software_node_ref_args n107_timer_302d0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc6 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x9b } },
};
static const char *const n107_timer_302d0000_p4[] = { "ipg", "per", };
static const struct property_entry n107_timer_302d0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n107_timer_302d0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n107_timer_302d0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n107_timer_302d0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n107_timer_302d0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n107_timer_302d0000_p4),
	{}
};
static const struct software_node n107_timer_302d0000 = {
	.name = "timer@302d0000",
	.parent = &n97_bus_30000000,
	.properties = n107_timer_302d0000_props,
};

/* /soc@0/bus@30000000/timer@302e0000 */
static const char *const n108_timer_302e0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n108_timer_302e0000_p1[] = {
	0x302e0000, 0x10000,
};
static const u32 n108_timer_302e0000_p2[] = {
	0x0, 0x36, 0x4,
};
static const struct software_node_ref_args n108_timer_302e0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc7 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x9c } },
};
static const char *const n108_timer_302e0000_p4[] = { "ipg", "per", };
static const struct property_entry n108_timer_302e0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n108_timer_302e0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n108_timer_302e0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n108_timer_302e0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n108_timer_302e0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n108_timer_302e0000_p4),
	{}
};
static const struct software_node n108_timer_302e0000 = {
	.name = "timer@302e0000",
	.parent = &n97_bus_30000000,
	.properties = n108_timer_302e0000_props,
};

/* /soc@0/bus@30000000/timer@302f0000 */
static const char *const n109_timer_302f0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n109_timer_302f0000_p1[] = {
	0x302f0000, 0x10000,
};
static const u32 n109_timer_302f0000_p2[] = {
	0x0, 0x35, 0x4,
};
static const struct software_node_ref_args n109_timer_302f0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc8 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x9d } },
};
static const char *const n109_timer_302f0000_p4[] = { "ipg", "per", };
static const struct property_entry n109_timer_302f0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n109_timer_302f0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n109_timer_302f0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n109_timer_302f0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n109_timer_302f0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n109_timer_302f0000_p4),
	{}
};
static const struct software_node n109_timer_302f0000 = {
	.name = "timer@302f0000",
	.parent = &n97_bus_30000000,
	.properties = n109_timer_302f0000_props,
};

/* /soc@0/bus@30000000/pinctrl@30330000 */
static const u32 n110_pinctrl_30330000_p1[] = {
	0x30330000, 0x10000,
};
static const struct software_node_ref_args n110_pinctrl_30330000_p3[] = {
	{ .node = &n123_hoggrp, .nargs = 0 },
};
static const struct property_entry n110_pinctrl_30330000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fsl,imx8mp-iomuxc"),
	PROPERTY_ENTRY_U32_ARRAY("reg", n110_pinctrl_30330000_p1),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_REF_ARRAY("pinctrl-0", n110_pinctrl_30330000_p3),
	PROPERTY_ENTRY_U32("phandle", 0x25),
	{}
};
static const struct software_node n110_pinctrl_30330000 = {
	.name = "pinctrl@30330000",
	.parent = &n97_bus_30000000,
	.properties = n110_pinctrl_30330000_props,
};

/* /soc@0/bus@30000000/pinctrl@30330000/hoggrp */
static const u32 n123_hoggrp_p0[] = {
	0x24c, 0x4ac, 0x0, 0x0, 0x0, 0x40000010,
};
static const struct property_entry n123_hoggrp_props[] = {
	PROPERTY_ENTRY_U32_ARRAY("fsl,pins", n123_hoggrp_p0),
	PROPERTY_ENTRY_U32("phandle", 0x28),
	{}
};
static const struct software_node n123_hoggrp = {
	.name = "hoggrp",
	.parent = &n110_pinctrl_30330000,
	.properties = n123_hoggrp_props,
};

/* /soc@0/bus@30000000/pinctrl@30330000/uart1grp */
static const u32 n139_uart1grp_p0[] = {
	0x220, 0x480, 0x5e8, 0x0, 0x4, 0x140,
	0x224, 0x484, 0x0, 0x0, 0x0, 0x140,
	0x230, 0x490, 0x0, 0x1, 0x0, 0x140,
	0x234, 0x494, 0x5e4, 0x1, 0x5, 0x140,
};
static const struct property_entry n139_uart1grp_props[] = {
	PROPERTY_ENTRY_U32_ARRAY("fsl,pins", n139_uart1grp_p0),
	PROPERTY_ENTRY_U32("phandle", 0x35),
	{}
};
static const struct software_node n139_uart1grp = {
	.name = "uart1grp",
	.parent = &n110_pinctrl_30330000,
	.properties = n139_uart1grp_props,
};

/* /soc@0/bus@30000000/pinctrl@30330000/uart2grp */
static const u32 n142_uart2grp_p0[] = {
	0x228, 0x488, 0x5f0, 0x0, 0x6, 0x140,
	0x22c, 0x48c, 0x0, 0x0, 0x0, 0x140,
};
static const struct property_entry n142_uart2grp_props[] = {
	PROPERTY_ENTRY_U32_ARRAY("fsl,pins", n142_uart2grp_p0),
	PROPERTY_ENTRY_U32("phandle", 0x37),
	{}
};
static const struct software_node n142_uart2grp = {
	.name = "uart2grp",
	.parent = &n110_pinctrl_30330000,
	.properties = n142_uart2grp_props,
};

/* /soc@0/bus@30000000/pinctrl@30330000/uart3grp */
static const u32 n144_uart3grp_p0[] = {
	0x1e0, 0x440, 0x5f8, 0x1, 0x4, 0x140,
	0x1e4, 0x444, 0x0, 0x1, 0x0, 0x140,
	0x1ec, 0x44c, 0x5f4, 0x1, 0x3, 0x140,
	0x1e8, 0x448, 0x0, 0x1, 0x0, 0x140,
};
static const struct property_entry n144_uart3grp_props[] = {
	PROPERTY_ENTRY_U32_ARRAY("fsl,pins", n144_uart3grp_p0),
	PROPERTY_ENTRY_U32("phandle", 0x36),
	{}
};
static const struct software_node n144_uart3grp = {
	.name = "uart3grp",
	.parent = &n110_pinctrl_30330000,
	.properties = n144_uart3grp_props,
};

/* /soc@0/bus@30000000/efuse@30350000 */
static const char *const n158_efuse_30350000_p0[] = { "fsl,imx8mp-ocotp", "fsl,imx8mm-ocotp", "syscon", };
static const u32 n158_efuse_30350000_p1[] = {
	0x30350000, 0x10000,
};
static const struct software_node_ref_args n158_efuse_30350000_p2[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xd6 } },
};
static const struct property_entry n158_efuse_30350000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n158_efuse_30350000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n158_efuse_30350000_p1),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n158_efuse_30350000_p2),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	{}
};
static const struct software_node n158_efuse_30350000 = {
	.name = "efuse@30350000",
	.parent = &n97_bus_30000000,
	.properties = n158_efuse_30350000_props,
};

/* /soc@0/bus@30000000/efuse@30350000/unique-id@8 */
static const u32 n159_unique_id_8_p0[] = {
	0x8, 0x8,
};
static const struct property_entry n159_unique_id_8_props[] = {
	PROPERTY_ENTRY_U32_ARRAY("reg", n159_unique_id_8_p0),
	PROPERTY_ENTRY_U32("phandle", 0x1b),
	{}
};
static const struct software_node n159_unique_id_8 = {
	.name = "unique-id@8",
	.parent = &n158_efuse_30350000,
	.properties = n159_unique_id_8_props,
};

/* /soc@0/bus@30000000/clock-controller@30380000 */
static const u32 n169_clock_controller_30380000_p1[] = {
	0x30380000, 0x10000,
};
static const u32 n169_clock_controller_30380000_p2[] = {
	0x0, 0x55, 0x4, 0x0, 0x56, 0x4,
};
static const struct software_node_ref_args n169_clock_controller_30380000_p4[] = {
	{ .node = &n18_clock_osc_32k, .nargs = 0 },
	{ .node = &n19_clock_osc_24m, .nargs = 0 },
	{ .node = &n20_clock_ext1, .nargs = 0 },
	{ .node = &n21_clock_ext2, .nargs = 0 },
	{ .node = &n22_clock_ext3, .nargs = 0 },
	{ .node = &n23_clock_ext4, .nargs = 0 },
};
static const char *const n169_clock_controller_30380000_p5[] = { "osc_32k", "osc_24m", "clk_ext1", "clk_ext2", "clk_ext3", "clk_ext4", };
static const struct software_node_ref_args n169_clock_controller_30380000_p6[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x42 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x120 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x67 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x68 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x94 } },
};
static const struct software_node_ref_args n169_clock_controller_30380000_p7[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x38 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x2c } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x41 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x38 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x40 } },
};
static const u32 n169_clock_controller_30380000_p8[] = {
	0x0, 0x0, 0x3b9aca00, 0x2faf0800, 0x1dcd6500,
};
static const struct property_entry n169_clock_controller_30380000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "fsl,imx8mp-ccm"),
	PROPERTY_ENTRY_U32_ARRAY("reg", n169_clock_controller_30380000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n169_clock_controller_30380000_p2),
	PROPERTY_ENTRY_U32("#clock-cells", 0x1),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n169_clock_controller_30380000_p4),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n169_clock_controller_30380000_p5),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clocks", n169_clock_controller_30380000_p6),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clock-parents", n169_clock_controller_30380000_p7),
	PROPERTY_ENTRY_U32_ARRAY("assigned-clock-rates", n169_clock_controller_30380000_p8),
	PROPERTY_ENTRY_U32("phandle", 0x2),
	{}
};
static const struct software_node n169_clock_controller_30380000 = {
	.name = "clock-controller@30380000",
	.parent = &n97_bus_30000000,
	.properties = n169_clock_controller_30380000_props,
};

/* /soc@0/bus@30400000 */
static const char *const n192_bus_30400000_p0[] = { "fsl,aips-bus", "simple-bus", };
static const u32 n192_bus_30400000_p1[] = {
	0x30400000, 0x400000,
};
static const struct property_entry n192_bus_30400000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n192_bus_30400000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n192_bus_30400000_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_BOOL("ranges"),
	{}
};
static const struct software_node n192_bus_30400000 = {
	.name = "bus@30400000",
	.parent = &n58_soc_0,
	.properties = n192_bus_30400000_props,
};

/* /soc@0/bus@30400000/timer@306e0000 */
static const char *const n198_timer_306e0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n198_timer_306e0000_p1[] = {
	0x306e0000, 0x10000,
};
static const u32 n198_timer_306e0000_p2[] = {
	0x0, 0x33, 0x4,
};
static const struct software_node_ref_args n198_timer_306e0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xcb } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xa0 } },
};
static const char *const n198_timer_306e0000_p4[] = { "ipg", "per", };
static const struct property_entry n198_timer_306e0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n198_timer_306e0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n198_timer_306e0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n198_timer_306e0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n198_timer_306e0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n198_timer_306e0000_p4),
	{}
};
static const struct software_node n198_timer_306e0000 = {
	.name = "timer@306e0000",
	.parent = &n192_bus_30400000,
	.properties = n198_timer_306e0000_props,
};

/* /soc@0/bus@30400000/timer@306f0000 */
static const char *const n199_timer_306f0000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n199_timer_306f0000_p1[] = {
	0x306f0000, 0x10000,
};
static const u32 n199_timer_306f0000_p2[] = {
	0x0, 0x33, 0x4,
};
static const struct software_node_ref_args n199_timer_306f0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xca } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x9f } },
};
static const char *const n199_timer_306f0000_p4[] = { "ipg", "per", };
static const struct property_entry n199_timer_306f0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n199_timer_306f0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n199_timer_306f0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n199_timer_306f0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n199_timer_306f0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n199_timer_306f0000_p4),
	{}
};
static const struct software_node n199_timer_306f0000 = {
	.name = "timer@306f0000",
	.parent = &n192_bus_30400000,
	.properties = n199_timer_306f0000_props,
};

/* /soc@0/bus@30400000/timer@30700000 */
static const char *const n200_timer_30700000_p0[] = { "fsl,imx8mp-gpt", "fsl,imx6dl-gpt", };
static const u32 n200_timer_30700000_p1[] = {
	0x30700000, 0x10000,
};
static const u32 n200_timer_30700000_p2[] = {
	0x0, 0x34, 0x4,
};
static const struct software_node_ref_args n200_timer_30700000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xc9 } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x9e } },
};
static const char *const n200_timer_30700000_p4[] = { "ipg", "per", };
static const struct property_entry n200_timer_30700000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n200_timer_30700000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n200_timer_30700000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n200_timer_30700000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n200_timer_30700000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n200_timer_30700000_p4),
	{}
};
static const struct software_node n200_timer_30700000 = {
	.name = "timer@30700000",
	.parent = &n192_bus_30400000,
	.properties = n200_timer_30700000_props,
};

/* /soc@0/bus@30800000 */
static const char *const n201_bus_30800000_p0[] = { "fsl,aips-bus", "simple-bus", };
static const u32 n201_bus_30800000_p1[] = {
	0x30800000, 0x400000,
};
static const struct property_entry n201_bus_30800000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n201_bus_30800000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n201_bus_30800000_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_BOOL("ranges"),
	{}
};
static const struct software_node n201_bus_30800000 = {
	.name = "bus@30800000",
	.parent = &n58_soc_0,
	.properties = n201_bus_30800000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000 */
static const char *const n202_spba_bus_30800000_p0[] = { "fsl,spba-bus", "simple-bus", };
static const u32 n202_spba_bus_30800000_p1[] = {
	0x30800000, 0x100000,
};
static const struct property_entry n202_spba_bus_30800000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n202_spba_bus_30800000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n202_spba_bus_30800000_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x1),
	PROPERTY_ENTRY_U32("#size-cells", 0x1),
	PROPERTY_ENTRY_BOOL("ranges"),
	{}
};
static const struct software_node n202_spba_bus_30800000 = {
	.name = "spba-bus@30800000",
	.parent = &n201_bus_30800000,
	.properties = n202_spba_bus_30800000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30860000 */
static const char *const n206_serial_30860000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const u32 n206_serial_30860000_p1[] = {
	0x30860000, 0x10000,
};
static const u32 n206_serial_30860000_p2[] = {
	0x0, 0x1a, 0x4,
};
static const struct software_node_ref_args n206_serial_30860000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfb } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfb } },
};
static const char *const n206_serial_30860000_p4[] = { "ipg", "per", };
static const struct software_node_ref_args n206_serial_30860000_p5[] = {
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x16, 0x4, 0x0 } },
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x17, 0x4, 0x0 } },
};
static const char *const n206_serial_30860000_p6[] = { "rx", "tx", };
static const struct software_node_ref_args n206_serial_30860000_p9[] = {
	{ .node = &n139_uart1grp, .nargs = 0 },
};
static const struct software_node_ref_args n206_serial_30860000_p10[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x8e } },
};
static const struct software_node_ref_args n206_serial_30860000_p11[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x31 } },
};
static const struct property_entry n206_serial_30860000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n206_serial_30860000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n206_serial_30860000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n206_serial_30860000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n206_serial_30860000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n206_serial_30860000_p4),
	PROPERTY_ENTRY_REF_ARRAY("dmas", n206_serial_30860000_p5),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n206_serial_30860000_p6),
	PROPERTY_ENTRY_STRING("status", "okay"),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_REF_ARRAY("pinctrl-0", n206_serial_30860000_p9),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clocks", n206_serial_30860000_p10),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clock-parents", n206_serial_30860000_p11),
	PROPERTY_ENTRY_BOOL("uart-has-rtscts"),
	{}
};
static const struct software_node n206_serial_30860000 = {
	.name = "serial@30860000",
	.parent = &n202_spba_bus_30800000,
	.properties = n206_serial_30860000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30860000/bluetooth */
static const struct property_entry n207_bluetooth_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "nxp,88w8987-bt"),
	{}
};
static const struct software_node n207_bluetooth = {
	.name = "bluetooth",
	.parent = &n206_serial_30860000,
	.properties = n207_bluetooth_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30880000 */
static const char *const n208_serial_30880000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const u32 n208_serial_30880000_p1[] = {
	0x30880000, 0x10000,
};
static const u32 n208_serial_30880000_p2[] = {
	0x0, 0x1c, 0x4,
};
static const struct software_node_ref_args n208_serial_30880000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfd } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfd } },
};
static const char *const n208_serial_30880000_p4[] = { "ipg", "per", };
static const struct software_node_ref_args n208_serial_30880000_p5[] = {
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x1a, 0x4, 0x0 } },
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x1b, 0x4, 0x0 } },
};
static const char *const n208_serial_30880000_p6[] = { "rx", "tx", };
static const struct software_node_ref_args n208_serial_30880000_p9[] = {
	{ .node = &n144_uart3grp, .nargs = 0 },
};
static const struct software_node_ref_args n208_serial_30880000_p10[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x90 } },
};
static const struct software_node_ref_args n208_serial_30880000_p11[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x31 } },
};
static const struct property_entry n208_serial_30880000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n208_serial_30880000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n208_serial_30880000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n208_serial_30880000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n208_serial_30880000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n208_serial_30880000_p4),
	PROPERTY_ENTRY_REF_ARRAY("dmas", n208_serial_30880000_p5),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n208_serial_30880000_p6),
	PROPERTY_ENTRY_STRING("status", "okay"),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_REF_ARRAY("pinctrl-0", n208_serial_30880000_p9),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clocks", n208_serial_30880000_p10),
	PROPERTY_ENTRY_REF_ARRAY("assigned-clock-parents", n208_serial_30880000_p11),
	PROPERTY_ENTRY_BOOL("uart-has-rtscts"),
	{}
};
static const struct software_node n208_serial_30880000 = {
	.name = "serial@30880000",
	.parent = &n202_spba_bus_30800000,
	.properties = n208_serial_30880000_props,
};

/* /soc@0/bus@30800000/spba-bus@30800000/serial@30890000 */
static const char *const n209_serial_30890000_p0[] = { "fsl,imx8mp-uart", "fsl,imx6q-uart", };
static const u32 n209_serial_30890000_p1[] = {
	0x30890000, 0x10000,
};
static const u32 n209_serial_30890000_p2[] = {
	0x0, 0x1b, 0x4,
};
static const struct software_node_ref_args n209_serial_30890000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfc } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xfc } },
};
static const char *const n209_serial_30890000_p4[] = { "ipg", "per", };
static const struct software_node_ref_args n209_serial_30890000_p5[] = {
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x18, 0x4, 0x0 } },
	{ .node = &n251_dma_controller_30bd0000, .nargs = 3, .args = { 0x19, 0x4, 0x0 } },
};
static const char *const n209_serial_30890000_p6[] = { "rx", "tx", };
static const struct software_node_ref_args n209_serial_30890000_p9[] = {
	{ .node = &n142_uart2grp, .nargs = 0 },
};
static const struct property_entry n209_serial_30890000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n209_serial_30890000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n209_serial_30890000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n209_serial_30890000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n209_serial_30890000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n209_serial_30890000_p4),
	PROPERTY_ENTRY_REF_ARRAY("dmas", n209_serial_30890000_p5),
	PROPERTY_ENTRY_STRING_ARRAY("dma-names", n209_serial_30890000_p6),
	PROPERTY_ENTRY_STRING("status", "okay"),
	PROPERTY_ENTRY_STRING("pinctrl-names", "default"),
	PROPERTY_ENTRY_REF_ARRAY("pinctrl-0", n209_serial_30890000_p9),
	{}
};
static const struct software_node n209_serial_30890000 = {
	.name = "serial@30890000",
	.parent = &n202_spba_bus_30800000,
	.properties = n209_serial_30890000_props,
};

/* /soc@0/bus@30800000/dma-controller@30bd0000 */
static const char *const n251_dma_controller_30bd0000_p0[] = { "fsl,imx8mp-sdma", "fsl,imx8mq-sdma", };
static const u32 n251_dma_controller_30bd0000_p1[] = {
	0x30bd0000, 0x10000,
};
static const u32 n251_dma_controller_30bd0000_p2[] = {
	0x0, 0x2, 0x4,
};
static const struct software_node_ref_args n251_dma_controller_30bd0000_p3[] = {
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0xec } },
	{ .node = &n169_clock_controller_30380000, .nargs = 1, .args = { 0x6b } },
};
static const char *const n251_dma_controller_30bd0000_p4[] = { "ipg", "ahb", };
static const struct property_entry n251_dma_controller_30bd0000_props[] = {
	PROPERTY_ENTRY_STRING_ARRAY("compatible", n251_dma_controller_30bd0000_p0),
	PROPERTY_ENTRY_U32_ARRAY("reg", n251_dma_controller_30bd0000_p1),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n251_dma_controller_30bd0000_p2),
	PROPERTY_ENTRY_REF_ARRAY("clocks", n251_dma_controller_30bd0000_p3),
	PROPERTY_ENTRY_STRING_ARRAY("clock-names", n251_dma_controller_30bd0000_p4),
	PROPERTY_ENTRY_U32("#dma-cells", 0x3),
	PROPERTY_ENTRY_STRING("fsl,sdma-ram-script-name", "imx/sdma/sdma-imx7d.bin"),
	PROPERTY_ENTRY_U32("phandle", 0x34),
	{}
};
static const struct software_node n251_dma_controller_30bd0000 = {
	.name = "dma-controller@30bd0000",
	.parent = &n201_bus_30800000,
	.properties = n251_dma_controller_30bd0000_props,
};

/* /soc@0/interrupt-controller@38800000 */
static const u32 n369_interrupt_controller_38800000_p1[] = {
	0x38800000, 0x10000, 0x38880000, 0xc0000,
};
static const u32 n369_interrupt_controller_38800000_p5[] = {
	0x1, 0x9, 0x4,
};
static const struct software_node_ref_args n369_interrupt_controller_38800000_p6[] = {
	{ .node = &n369_interrupt_controller_38800000, .nargs = 0 },
};
static const struct property_entry n369_interrupt_controller_38800000_props[] = {
	PROPERTY_ENTRY_STRING("compatible", "arm,gic-v3"),
	PROPERTY_ENTRY_U32_ARRAY("reg", n369_interrupt_controller_38800000_p1),
	PROPERTY_ENTRY_U32("#address-cells", 0x0),
	PROPERTY_ENTRY_U32("#interrupt-cells", 0x3),
	PROPERTY_ENTRY_BOOL("interrupt-controller"),
	PROPERTY_ENTRY_U32_ARRAY("interrupts", n369_interrupt_controller_38800000_p5),
	PROPERTY_ENTRY_REF_ARRAY("interrupt-parent", n369_interrupt_controller_38800000_p6),
	PROPERTY_ENTRY_U32("phandle", 0x1),
	{}
};
static const struct software_node n369_interrupt_controller_38800000 = {
	.name = "interrupt-controller@38800000",
	.parent = &n58_soc_0,
	.properties = n369_interrupt_controller_38800000_props,
};

/* Their firmware-node handles. */
static struct platdev_gen_fwnode board_nodes[37] = {
	PLATDEV_GEN_FWNODE(&n0_root, &board),
	PLATDEV_GEN_FWNODE(&n18_clock_osc_32k, &board),
	PLATDEV_GEN_FWNODE(&n19_clock_osc_24m, &board),
	PLATDEV_GEN_FWNODE(&n20_clock_ext1, &board),
	PLATDEV_GEN_FWNODE(&n21_clock_ext2, &board),
	PLATDEV_GEN_FWNODE(&n22_clock_ext3, &board),
	PLATDEV_GEN_FWNODE(&n23_clock_ext4, &board),
	PLATDEV_GEN_FWNODE(&n58_soc_0, &board),
	PLATDEV_GEN_FWNODE(&n97_bus_30000000, &board),
	PLATDEV_GEN_FWNODE(&n98_gpio_30200000, &board),
	PLATDEV_GEN_FWNODE(&n99_gpio_30210000, &board),
	PLATDEV_GEN_FWNODE(&n100_gpio_30220000, &board),
	PLATDEV_GEN_FWNODE(&n101_gpio_30230000, &board),
	PLATDEV_GEN_FWNODE(&n102_gpio_30240000, &board),
	PLATDEV_GEN_FWNODE(&n107_timer_302d0000, &board),
	PLATDEV_GEN_FWNODE(&n108_timer_302e0000, &board),
	PLATDEV_GEN_FWNODE(&n109_timer_302f0000, &board),
	PLATDEV_GEN_FWNODE(&n110_pinctrl_30330000, &board),
	PLATDEV_GEN_FWNODE(&n123_hoggrp, &board),
	PLATDEV_GEN_FWNODE(&n139_uart1grp, &board),
	PLATDEV_GEN_FWNODE(&n142_uart2grp, &board),
	PLATDEV_GEN_FWNODE(&n144_uart3grp, &board),
	PLATDEV_GEN_FWNODE(&n158_efuse_30350000, &board),
	PLATDEV_GEN_FWNODE(&n159_unique_id_8, &board),
	PLATDEV_GEN_FWNODE(&n169_clock_controller_30380000, &board),
	PLATDEV_GEN_FWNODE(&n192_bus_30400000, &board),
	PLATDEV_GEN_FWNODE(&n198_timer_306e0000, &board),
	PLATDEV_GEN_FWNODE(&n199_timer_306f0000, &board),
	PLATDEV_GEN_FWNODE(&n200_timer_30700000, &board),
	PLATDEV_GEN_FWNODE(&n201_bus_30800000, &board),
	PLATDEV_GEN_FWNODE(&n202_spba_bus_30800000, &board),
	PLATDEV_GEN_FWNODE(&n206_serial_30860000, &board),
	PLATDEV_GEN_FWNODE(&n207_bluetooth, &board),
	PLATDEV_GEN_FWNODE(&n208_serial_30880000, &board),
	PLATDEV_GEN_FWNODE(&n209_serial_30890000, &board),
	PLATDEV_GEN_FWNODE(&n251_dma_controller_30bd0000, &board),
	PLATDEV_GEN_FWNODE(&n369_interrupt_controller_38800000, &board),
};

static const struct platdev_gen_board board = {
	.nodes = board_nodes,
	.nr_nodes = ARRAY_SIZE(board_nodes),
};

/* 30200000.gpio */
static struct resource d0_res[] = {
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

static struct platform_device d0 = {
	.name = "30200000.gpio",
	.id = PLATFORM_DEVID_NONE,
	.resource = d0_res,
	.num_resources = ARRAY_SIZE(d0_res),
	.dev = {
		.fwnode = &board_nodes[9].fwnode,
	},
};

/* 30210000.gpio */
static struct resource d1_res[] = {
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

static struct platform_device d1 = {
	.name = "30210000.gpio",
	.id = PLATFORM_DEVID_NONE,
	.resource = d1_res,
	.num_resources = ARRAY_SIZE(d1_res),
	.dev = {
		.fwnode = &board_nodes[10].fwnode,
	},
};

/* 30220000.gpio */
static struct resource d2_res[] = {
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

static struct platform_device d2 = {
	.name = "30220000.gpio",
	.id = PLATFORM_DEVID_NONE,
	.resource = d2_res,
	.num_resources = ARRAY_SIZE(d2_res),
	.dev = {
		.fwnode = &board_nodes[11].fwnode,
	},
};

/* 30230000.gpio */
static struct resource d3_res[] = {
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

static struct platform_device d3 = {
	.name = "30230000.gpio",
	.id = PLATFORM_DEVID_NONE,
	.resource = d3_res,
	.num_resources = ARRAY_SIZE(d3_res),
	.dev = {
		.fwnode = &board_nodes[12].fwnode,
	},
};

/* 30240000.gpio */
static struct resource d4_res[] = {
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

static struct platform_device d4 = {
	.name = "30240000.gpio",
	.id = PLATFORM_DEVID_NONE,
	.resource = d4_res,
	.num_resources = ARRAY_SIZE(d4_res),
	.dev = {
		.fwnode = &board_nodes[13].fwnode,
	},
};

/* 302d0000.timer */
static struct resource d5_res[] = {
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

static struct platform_device d5 = {
	.name = "302d0000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d5_res,
	.num_resources = ARRAY_SIZE(d5_res),
	.dev = {
		.fwnode = &board_nodes[14].fwnode,
	},
};

/* 302e0000.timer */
static struct resource d6_res[] = {
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

static struct platform_device d6 = {
	.name = "302e0000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d6_res,
	.num_resources = ARRAY_SIZE(d6_res),
	.dev = {
		.fwnode = &board_nodes[15].fwnode,
	},
};

/* 302f0000.timer */
static struct resource d7_res[] = {
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

static struct platform_device d7 = {
	.name = "302f0000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d7_res,
	.num_resources = ARRAY_SIZE(d7_res),
	.dev = {
		.fwnode = &board_nodes[16].fwnode,
	},
};

/* 306e0000.timer */
static struct resource d8_res[] = {
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

static struct platform_device d8 = {
	.name = "306e0000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d8_res,
	.num_resources = ARRAY_SIZE(d8_res),
	.dev = {
		.fwnode = &board_nodes[26].fwnode,
	},
};

/* 306f0000.timer */
static struct resource d9_res[] = {
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

static struct platform_device d9 = {
	.name = "306f0000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d9_res,
	.num_resources = ARRAY_SIZE(d9_res),
	.dev = {
		.fwnode = &board_nodes[27].fwnode,
	},
};

/* 30700000.timer */
static struct resource d10_res[] = {
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

static struct platform_device d10 = {
	.name = "30700000.timer",
	.id = PLATFORM_DEVID_NONE,
	.resource = d10_res,
	.num_resources = ARRAY_SIZE(d10_res),
	.dev = {
		.fwnode = &board_nodes[28].fwnode,
	},
};

/* 30860000.serial */
static struct resource d11_res[] = {
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

static struct platform_device d11 = {
	.name = "30860000.serial",
	.id = PLATFORM_DEVID_NONE,
	.resource = d11_res,
	.num_resources = ARRAY_SIZE(d11_res),
	.dev = {
		.fwnode = &board_nodes[31].fwnode,
	},
};

/* 30880000.serial */
static struct resource d12_res[] = {
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

static struct platform_device d12 = {
	.name = "30880000.serial",
	.id = PLATFORM_DEVID_NONE,
	.resource = d12_res,
	.num_resources = ARRAY_SIZE(d12_res),
	.dev = {
		.fwnode = &board_nodes[33].fwnode,
	},
};

/* 30890000.serial */
static struct resource d13_res[] = {
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

static struct platform_device d13 = {
	.name = "30890000.serial",
	.id = PLATFORM_DEVID_NONE,
	.resource = d13_res,
	.num_resources = ARRAY_SIZE(d13_res),
	.dev = {
		.fwnode = &board_nodes[34].fwnode,
	},
};

static struct platform_device *const board_devices[] = {
	&d0,
	&d1,
	&d2,
	&d3,
	&d4,
	&d5,
	&d6,
	&d7,
	&d8,
	&d9,
	&d10,
	&d11,
	&d12,
	&d13,
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
