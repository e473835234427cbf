// SPDX-License-Identifier: MIT
/*
 * test_of_platform.c - of_platform_populate: which nodes become devices,
 * their names (of_device_make_bus_id), resources and parents, auxdata,
 * OF matching of drivers, depopulate; Linux's boot-time populate
 * (platdev_of_populate_boot()); and every real board DTB populating, by
 * default and as at boot, and depopulating with nothing left behind.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libfdt.h>

#include <linux/amba/bus.h>
#include <linux/of_platform.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static int load(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_populate.dtb");
}

static int unload(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static struct platform_device *find(const char *name)
{
	struct device *dev =
		bus_find_device_by_name(&platform_bus_type, NULL, name);

	if (dev)
		put_device(dev); /* the model keeps it alive while populated */
	return dev ? to_platform_device(dev) : NULL;
}

static int count_devices(struct device *dev, void *data)
{
	(void)dev;
	(*(int *)data)++;
	return 0;
}

static void test_which_nodes_become_devices_and_names(void **state)
{
	struct platform_device *uart, *soc, *gpio, *clk, *cell;
	int n = 0;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);

	/* root children with compatible and available; chosen has none */
	assert_non_null(find("leds"));
	assert_null(find("off-device"));
	assert_null(find("chosen"));
	soc = find("soc");
	assert_non_null(soc);
	assert_ptr_equal(soc->dev.parent, &platform_bus);

	/* translated first reg: "<address>.<name>" */
	uart = find("40001000.uart");
	assert_non_null(uart);
	assert_ptr_equal(uart->dev.parent, &soc->dev);
	assert_string_equal(uart->dev.of_node->full_name, "uart@1000");
	assert_int_equal(uart->num_resources, 1);
	assert_true(uart->resource[0].start == 0x40001000 &&
		    uart->resource[0].end == 0x400010ff);
	assert_string_equal(uart->resource[0].name, "uart@1000");

	/* no reg: the ancestors' names joined with ':' */
	clk = find("soc:clk");
	assert_non_null(clk);
	/* the mask variant: address, first set bit of mask, name */
	gpio = find("40004000.4.gpio");
	assert_non_null(gpio);

	assert_null(find("40005000.no-compatible"));
	assert_non_null(find("40002000.mfd"));
	assert_null(
		find("sub")); /* children of a non-bus node are its driver's */
	assert_null(find("40002000.mfd:sub@0"));
	cell = find(
		"40003000.smfd:cell"); /* simple-mfd children are populated */
	assert_non_null(cell);
	assert_null(find("soc:dead-bus"));
	assert_null(
		find("40006000.hidden")); /* a disabled bus hides its subtree */

	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	assert_int_equal(n, 9); /* leds soc uart clk gpio mfd smfd cell twice */

	/* populating again creates nothing new */
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	n = 0;
	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	assert_int_equal(n, 9);
	assert_ptr_equal(of_find_device_by_node(uart->dev.of_node), uart);
	put_device(&uart->dev);
}

static int aux_pdata = 42;

static void test_auxdata_and_reg_names(void **state)
{
	static const struct of_dev_auxdata lookup[] = {
		OF_DEV_AUXDATA("vendor,aux", 0x40007000, "aux-board-name",
			       &aux_pdata),
		OF_DEV_AUXDATA("vendor,gpio", 0x12345678, "wrong-address",
			       NULL),
		{}
	};
	struct platform_device *aux;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, lookup, NULL), 0);
	aux = find("aux-board-name");
	assert_non_null(aux);
	assert_ptr_equal(dev_get_platdata(&aux->dev), &aux_pdata);
	assert_int_equal(aux->num_resources, 2);
	assert_string_equal(aux->resource[1].name, "fifo");
	assert_ptr_equal(platform_get_resource_byname(aux, IORESOURCE_MEM,
						      "ctrl"),
			 &aux->resource[0]);
	assert_non_null(
		find("40004000.4.gpio")); /* address differs: generated name */
}

static const struct of_device_id uart_ids[] = {
	{ .compatible = "ns16550a", .data = "generic" },
	{ .compatible = "vendor,uart-v2", .data = "specific" },
	{}
};

static const char *probed_with, *match_data;

static int uart_probe(struct platform_device *pdev)
{
	const struct of_device_id *id = of_match_device(uart_ids, &pdev->dev);

	probed_with = id ? id->data : NULL;
	match_data = of_device_get_match_data(&pdev->dev);
	return 0;
}

static struct platform_driver uart_driver = {
	.probe = uart_probe,
	.driver = { .name = "of-uart", .of_match_table = uart_ids },
};

static void test_drivers_match_by_compatible(void **state)
{
	unsigned long live;
	struct platform_device *uart;

	(void)state;
	probed_with = NULL;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	live = live_allocs();
	assert_int_equal(platform_driver_register(&uart_driver), 0);
	uart = find("40001000.uart");
	assert_ptr_equal(uart->dev.driver, &uart_driver.driver);
	/* the earlier compatible in the node wins, whatever the table order */
	assert_string_equal(probed_with, "specific");
	assert_string_equal(match_data, "specific");
	assert_ptr_equal(device_get_match_data(&uart->dev), match_data);
	platform_driver_unregister(&uart_driver);
	assert_null(uart->dev.driver);
	assert_int_equal(live_allocs(), live);
}

static void test_modalias(void **state)
{
	char buf[128], small[12];
	struct platform_device *uart;
	int n;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	uart = find("40001000.uart");
	n = of_device_modalias(&uart->dev, buf, sizeof(buf));
	assert_string_equal(buf, "of:NuartT(null)Cvendor,uart-v2Cns16550a");
	assert_int_equal(n, (int)strlen(buf));
	/* truncated like snprintf, with the full length returned */
	assert_int_equal(of_device_modalias(&uart->dev, small, sizeof(small)),
			 n);
	assert_string_equal(small, "of:NuartT(n");
	assert_int_equal(of_device_modalias(&platform_bus, buf, sizeof(buf)),
			 -ENODEV);
	assert_null(of_device_get_match_data(&uart->dev)); /* no driver bound */
}

static void test_depopulate_leaves_nothing(void **state)
{
	unsigned long live = live_allocs();
	int n = 0;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	of_platform_depopulate(NULL);
	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	assert_int_equal(n, 0);
	assert_int_equal(live_allocs(), live);
	/* and it can be populated again */
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_non_null(find("40001000.uart"));

	/* Without memory for its list, depopulate still removes everything. */
	platdev_port_fail_alloc_after(0, 0);
	of_platform_depopulate(NULL);
	platdev_port_fail_alloc_after(-1, 0);
	n = 0;
	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	assert_int_equal(n, 0);
	assert_int_equal(live_allocs(), live);
}

/*
 * A populated device's driver_override, set through driver_set_override()
 * as a tool or test does, is freed with the device, as Linux's
 * platform_device_release() frees it.
 */
static void test_depopulate_frees_driver_override(void **state)
{
	struct platform_device *pdev;
	unsigned long live = live_allocs();

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	pdev = find("40001000.uart");
	assert_non_null(pdev);
	assert_int_equal(driver_set_override(&pdev->dev, &pdev->driver_override,
					     "no-such-driver", 14),
			 0);
	assert_string_equal(pdev->driver_override, "no-such-driver");
	of_platform_depopulate(NULL);
	assert_int_equal(live_allocs(), live);
}

/*
 * Populate makes a device and its register windows in one allocation,
 * translating up to a few windows on the stack: a node with more gets all
 * of them, in order. A bus id too long for the stack is allocated. New
 * resources replace the populated ones without freeing them on their own,
 * and nothing is left when the device goes.
 */
/*
 * Populate sizes the bus's name index for the children it is about to
 * make; when none of them becomes a device (all disabled here), the
 * buckets are given back, and nothing is left allocated.
 */
static void test_no_child_becomes_a_device(void **state)
{
	static char blob[8192] __attribute__((aligned(8)));
	unsigned long live;
	char name[16];
	int i, n = 0;

	(void)state;
	assert_int_equal(fdt_create(blob, sizeof(blob)), 0);
	assert_int_equal(fdt_finish_reservemap(blob), 0);
	assert_int_equal(fdt_begin_node(blob, ""), 0);
	assert_int_equal(fdt_property_u32(blob, "#address-cells", 1), 0);
	assert_int_equal(fdt_property_u32(blob, "#size-cells", 1), 0);
	for (i = 0; i < 100; i++) {
		snprintf(name, sizeof(name), "dev@%x", i * 0x100);
		assert_int_equal(fdt_begin_node(blob, name), 0);
		assert_int_equal(fdt_property_string(blob, "compatible", "x,y"),
				 0);
		assert_int_equal(
			fdt_property_string(blob, "status", "disabled"), 0);
		assert_int_equal(fdt_end_node(blob), 0);
	}
	assert_int_equal(fdt_end_node(blob), 0);
	assert_int_equal(fdt_finish(blob), 0);
	assert_int_equal(platdev_of_load(blob, fdt_totalsize(blob)), 0);

	live = live_allocs();
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	assert_int_equal(n, 0);
	assert_int_equal(live_allocs(), live);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
}

static void test_populate_layout(void **state)
{
	static const struct resource two[] = {
		DEFINE_RES_MEM(0x1000, 0x10),
		DEFINE_RES_MEM(0x2000, 0x20),
	};
	struct platform_device *pdev;
	unsigned long live = live_allocs();
	int i;

	(void)state;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR
				       "/of_populate_layout.dtb"),
			 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	pdev = find("10000.windows");
	assert_non_null(pdev);
	assert_int_equal(pdev->num_resources, 6);
	for (i = 0; i < 6; i++) {
		assert_true(pdev->resource[i].start == 0x10000u * (i + 1));
		assert_true(resource_size(&pdev->resource[i]) ==
			    0x100u * (i + 1));
		assert_true(resource_type(&pdev->resource[i]) ==
			    IORESOURCE_MEM);
	}
	assert_non_null(
		find("a-bus-without-registers-whose-name-is-long:"
		     "a-device-without-registers-whose-name-is-long-too"));

	assert_int_equal(platform_device_add_resources(pdev, two, 2), 0);
	assert_int_equal(pdev->num_resources, 2);
	assert_true(pdev->resource[1].start == 0x2000);

	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), live);
}

/*
 * Linux initialises the GIC and fixed clocks before populating and flags
 * them populated; marking them here leaves them out as Linux does.
 */
static void test_early_init_nodes_are_skipped(void **state)
{
	struct device_node *gic, *bus;

	(void)state;
	assert_int_equal(platdev_of_mark_early_init(), 0); /* no tree yet */
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_amba.dtb"), 0);
	/* Without marking, populate makes devices of them. */
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_non_null(find("8000000.interrupt-controller"));
	assert_non_null(find("apb-pclk"));
	of_platform_depopulate(NULL);

	assert_int_equal(platdev_of_mark_early_init(), 2);
	assert_int_equal(platdev_of_mark_early_init(), 0); /* already marked */
	/* flagged as Linux flags them, and as set up early besides */
	gic = test_node("/interrupt-controller@8000000");
	assert_true(of_node_check_flag(gic, OF_POPULATED));
	assert_true(of_node_check_flag(gic, PLATDEV_OF_EARLY_INIT));
	assert_true(of_node_check_flag(test_node("/apb-pclk"),
				       PLATDEV_OF_EARLY_INIT));
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	/* a node with a device is populated, not set up early */
	bus = test_node("/bus@10000000");
	assert_true(of_node_check_flag(bus, OF_POPULATED));
	assert_false(of_node_check_flag(bus, PLATDEV_OF_EARLY_INIT));
	assert_null(find("8000000.interrupt-controller"));
	assert_null(find("apb-pclk"));
	assert_non_null(find("bus@10000000"));
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
}

/* Text built up by a walk over the devices. */
struct walk_text {
	char *out;
	size_t len, used;
};

/* One "name<parent>node" entry per device (parent "-": the bus root). */
static int describe_device(struct device *dev, void *data)
{
	struct walk_text *w = data;
	char path[128];

	if (w->used >= w->len)
		return 1;
	w->used += (size_t)snprintf(
		w->out + w->used, w->len - w->used, "%s%s<%s>%s",
		w->used ? " " : "", dev_name(dev),
		dev->parent == &platform_bus ? "-" : dev_name(dev->parent),
		platdev_of_format_path(dev->of_node, path, sizeof(path)));
	return 0;
}

/* The platform bus's devices in registration order, described. */
static void platform_devices_in_order(char *out, size_t len)
{
	struct walk_text w = { out, len, 0 };

	out[0] = '\0';
	bus_for_each_dev(&platform_bus_type, NULL, &w, describe_device);
}

/*
 * Linux 6.12's of_platform_default_populate_init() on of_boot.dts, derived
 * from its rules, in its order: first every available node of a handled
 * reserved-memory kind in tree order (/soc's smem too, under the bus root);
 * then /firmware's children (rpi is a simple-mfd: its available child
 * below it; scmi is no bus; the OPP table is skipped); then /chosen's first
 * simple-framebuffer; then the rest (the GIC was set up early; /soc's smem
 * is populated already; OPP tables are skipped everywhere).
 */
static void test_boot_populate_as_linux(void **state)
{
	char got[2048];
	unsigned long live = live_allocs();

	(void)state;
	assert_int_equal(platdev_of_populate_boot(), -EINVAL); /* no tree */
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_boot.dtb"), 0);
	assert_int_equal(platdev_of_mark_early_init(), 1);
	assert_int_equal(platdev_of_populate_boot(), 0);
	platform_devices_in_order(got, sizeof(got));
	assert_string_equal(
		got, "80000000.phram<->/reserved-memory/phram@80000000 "
		     "80100000.rmtfs<->/reserved-memory/rmtfs@80100000 "
		     "80300000.cmd-db<->/reserved-memory/cmd-db@80300000 "
		     "80400000.smem<->/reserved-memory/smem@80400000 "
		     "reserved-memory:ramoops<->/reserved-memory/ramoops "
		     "80600000.nvmem<->/reserved-memory/nvmem@80600000 "
		     "80700000.dice<->/reserved-memory/dice@80700000 "
		     "soc:smem<->/soc/smem "
		     "firmware:scm<->/firmware/scm "
		     "firmware:rpi<->/firmware/rpi "
		     "firmware:rpi:clocks<firmware:rpi>/firmware/rpi/clocks "
		     "firmware:scmi<->/firmware/scmi "
		     "3e000000.framebuffer<->/chosen/framebuffer@3e000000 "
		     "soc<->/soc "
		     "10001000.serial<soc>/soc/serial@1000");
	/* the early GIC and the skipped tables are told apart from devices */
	assert_true(
		of_node_check_flag(test_node("/interrupt-controller@8000000"),
				   PLATDEV_OF_EARLY_INIT));
	assert_false(of_node_check_flag(test_node("/soc/serial@1000"),
					PLATDEV_OF_EARLY_INIT));
	assert_true(platdev_of_populate_skips(test_node("/opp-table-cpu")));
	assert_false(platdev_of_populate_skips(test_node("/soc")));

	/* again: nothing new */
	assert_int_equal(platdev_of_populate_boot(), 0);
	assert_int_equal(bus_device_count(&platform_bus_type), 15);

	of_platform_depopulate(NULL);
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	/* and after depopulate, the same devices once more */
	assert_int_equal(platdev_of_populate_boot(), 0);
	assert_int_equal(bus_device_count(&platform_bus_type), 15);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), live);
}

/*
 * /chosen@0 stands in for a missing /chosen; its first simple-framebuffer
 * is disabled, so there is no framebuffer device although a later one is
 * available. /firmware is a simple-bus: its children are populated first,
 * under the bus root, and it gets no device of its own.
 */
static void test_boot_populate_framebuffer_off(void **state)
{
	char got[512];

	(void)state;
	assert_int_equal(
		test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_boot_fb_off.dtb"), 0);
	assert_int_equal(platdev_of_populate_boot(), 0);
	platform_devices_in_order(got, sizeof(got));
	assert_string_equal(got, "firmware:optee<->/firmware/optee");
	of_platform_depopulate(NULL);

	/* of_platform_default_populate() alone makes a device of /firmware */
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	platform_devices_in_order(got, sizeof(got));
	assert_string_equal(got, "firmware<->/firmware "
				 "firmware:optee<firmware>/firmware/optee");
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
}

static int count_platform_devices(void)
{
	int n = 0;

	bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
	return n;
}

/*
 * Without memory for a device, the boot-time populate leaves that device
 * out, as Linux does, and still runs the later stages; nothing leaks. (The
 * stages' own names are short enough to be built on the stack, so no stage
 * fails for lack of memory.)
 */
static void test_boot_populate_enomem(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_alloc_stats before, after;
	int rc, all;

	(void)state;
	assert_int_equal(
		test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_boot_fb_off.dtb"), 0);
	assert_int_equal(platdev_of_populate_boot(), 0);
	all = count_platform_devices();
	of_platform_depopulate(NULL);

	platdev_port_alloc_stats(&before);
	platdev_port_fail_alloc_after(0, 0);
	rc = platdev_of_populate_boot();
	platdev_port_fail_alloc_after(-1, 0);
	platdev_port_alloc_stats(&after);
	assert_int_equal(rc, 0);
	assert_int_equal(after.failed - before.failed, 1);
	/*
	 * The first device made, /firmware/optee, is left out; every other,
	 * of this stage and of the later ones, is made.
	 */
	assert_false(on_platform_bus("firmware:optee"));
	assert_int_equal(count_platform_devices(), all - 1);
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);
	assert_int_equal(live_allocs(), live);
}

struct name_list {
	char names[64][48];
	int n;
};

static int collect_name(struct device *dev, void *data)
{
	struct name_list *l = data;

	if (l->n < 64)
		snprintf(l->names[l->n++], sizeof(l->names[0]), "%s",
			 dev_name(dev));
	return 0;
}

static int cmp_names(const void *a, const void *b)
{
	return strcmp(a, b);
}

/* Every device on @bus, sorted, joined with ' '. */
static void bus_names(const struct bus_type *bus, char *out, size_t len)
{
	static struct name_list l;
	size_t used = 0;
	int i;

	l.n = 0;
	bus_for_each_dev(bus, NULL, &l, collect_name);
	qsort(l.names, (size_t)l.n, sizeof(l.names[0]), cmp_names);
	out[0] = '\0';
	for (i = 0; i < l.n && used < len; i++)
		used += (size_t)snprintf(out + used, len - used, "%s%s",
					 i ? " " : "", l.names[i]);
}

/*
 * QEMU 7.2's "virt" machine for 32-bit ARM, as a Linux 6.9+ kernel
 * populates it. Derived from Linux's rules, not from our output: every
 * compatible child of the root becomes a device, except the GIC (of_irq_init
 * flags it) and apb-pclk (of_clk_init flags it); names are
 * "<translated first reg>.<node name>", or the node's full name without
 * reg (psci, gpio-keys, timer, and platform-bus@c000000, which has only
 * ranges); the GIC's v2m frame stays with the GIC driver; PrimeCells go to
 * the amba bus; pcie's first reg is the high ECAM window at 0x4010000000.
 */
static void test_qemu_virt_arm_as_linux_names_it(void **state)
{
	char path[512], platform[4096], amba[512], expect[4096];
	size_t used;
	int i;

	(void)state;
	snprintf(path, sizeof(path), "%s/../shared/dtbs/qemu-virt-arm.dtb",
		 PLATDEV_SOURCE_DIR);
	if (access(path, R_OK)) {
		skip();
		return;
	}
	assert_int_equal(test_load_dtb(path), 0);
	assert_int_equal(platdev_of_mark_early_init(), 2);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	bus_names(&platform_bus_type, platform, sizeof(platform));
	bus_names(&amba_bustype, amba, sizeof(amba));
	of_platform_depopulate(NULL);
	assert_int_equal(platdev_of_unload(), 0);

	used = (size_t)snprintf(expect, sizeof(expect),
				"0.flash 4010000000.pcie 9020000.fw-cfg");
	for (i = 0; i < 32; i++)
		used += (size_t)snprintf(expect + used, sizeof(expect) - used,
					 " %x.virtio_mmio",
					 0xa000000 + 0x200 * i);
	snprintf(expect + used, sizeof(expect) - used,
		 " gpio-keys platform-bus@c000000 psci timer");
	assert_string_equal(platform, expect);
	assert_string_equal(amba, "9000000.pl011 9010000.pl031 9030000.pl061");
}

/*
 * The other QEMU virt machines, by the same rules. Names are sorted (by
 * strcmp: "100000.test" before "10000000.serial") and
 * the 32 virtio_mmio transports (arm64 only) are left out of the lists.
 * arm64 adds the PMU; with GICv3 the ITS stays with the GIC driver. On
 * RISC-V, where Linux 6.9+ has platform drivers for the PLIC, APLIC and
 * IMSIC, those get devices; the per-hart controllers live under /cpus,
 * which is not a bus; "soc" has no reg and keeps its node name.
 */
static const struct {
	const char *blob;
	const char *platform; /* without virtio_mmio */
	const char *amba;
} virt_boards[] = {
	{ "qemu-virt-aarch64.dtb",
	  "0.flash 4010000000.pcie 9020000.fw-cfg gpio-keys "
	  "platform-bus@c000000 pmu psci timer",
	  "9000000.pl011 9010000.pl031 9030000.pl061" },
	{ "qemu-virt-aarch64-gicv3.dtb",
	  "0.flash 4010000000.pcie 9020000.fw-cfg gpio-keys "
	  "platform-bus@c000000 pmu psci timer",
	  "9000000.pl011 9010000.pl031 9030000.pl061" },
	{ "qemu-virt-riscv64.dtb",
	  "100000.test 10000000.serial 101000.rtc 10100000.fw-cfg "
	  "2000000.clint 20000000.flash 30000000.pci c000000.plic "
	  "platform-bus@4000000 pmu poweroff reboot soc",
	  "" },
	{ "qemu-virt-riscv64-aia.dtb",
	  "100000.test 10000000.serial 101000.rtc 10100000.fw-cfg "
	  "2000000.clint 20000000.flash 24000000.imsics 28000000.imsics "
	  "30000000.pci c000000.aplic d000000.aplic platform-bus@4000000 "
	  "pmu poweroff reboot soc",
	  "" },
};

/* Drop the "*.virtio_mmio" names from the space-separated @names. */
static void drop_virtio(char *names)
{
	char *in = names, *out = names;

	while (*in) {
		size_t len = strcspn(in, " ");

		if (len < 12 || strncmp(in + len - 12, ".virtio_mmio", 12)) {
			if (out != names)
				*out++ = ' ';
			memmove(out, in, len);
			out += len;
		}
		in += len;
		while (*in == ' ')
			in++;
	}
	*out = '\0';
}

static void test_qemu_virt_others_as_linux_names_them(void **state)
{
	char path[512], platform[4096], amba[512];
	size_t i;

	(void)state;
	for (i = 0; i < ARRAY_SIZE(virt_boards); i++) {
		snprintf(path, sizeof(path), "%s/../shared/dtbs/%s",
			 PLATDEV_SOURCE_DIR, virt_boards[i].blob);
		if (access(path, R_OK)) {
			skip();
			return;
		}
		assert_int_equal(test_load_dtb(path), 0);
		platdev_of_mark_early_init();
		assert_int_equal(of_platform_default_populate(NULL, NULL, NULL),
				 0);
		bus_names(&platform_bus_type, platform, sizeof(platform));
		bus_names(&amba_bustype, amba, sizeof(amba));
		of_platform_depopulate(NULL);
		assert_int_equal(platdev_of_unload(), 0);
		drop_virtio(platform);
		if (strcmp(platform, virt_boards[i].platform) ||
		    strcmp(amba, virt_boards[i].amba))
			fail_msg("%s: platform [%s] amba [%s]",
				 virt_boards[i].blob, platform, amba);
	}
}

static void test_real_board_dtbs_populate(void **state)
{
	char path[512], readme[512];
	unsigned long live = live_allocs();
	int boards = 0;
	FILE *f;
	char line[512];

	(void)state;
	snprintf(readme, sizeof(readme), "%s/../shared/dtbs/README.md",
		 PLATDEV_SOURCE_DIR);
	f = fopen(readme, "r");
	if (!f)
		skip();
	while (fgets(line, sizeof(line), f)) {
		char file[96];
		size_t size;
		void *blob;
		int n = 0, booted;

		if (sscanf(line, "| %95[^ |] |", file) != 1 ||
		    !strstr(file, ".dtb"))
			continue;
		snprintf(path, sizeof(path), "%s/../shared/dtbs/%s",
			 PLATDEV_SOURCE_DIR, file);
		blob = test_read_file(path, &size);
		assert_non_null(blob);
		assert_int_equal(platdev_of_load(blob, size), 0);
		free(blob);
		if (of_platform_default_populate(NULL, NULL, NULL))
			fail_msg("%s: populate failed", file);
		bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
		if (n <= 0)
			fail_msg("%s: populate created no device", file);
		of_platform_depopulate(NULL);
		/*
		 * As a booting Linux, the early nodes marked: at least the
		 * devices of the default populate; then none are left.
		 */
		platdev_of_mark_early_init();
		assert_int_equal(of_platform_default_populate(NULL, NULL, NULL),
				 0);
		n = 0;
		bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
		of_platform_depopulate(NULL);
		if (platdev_of_populate_boot())
			fail_msg("%s: boot-time populate failed", file);
		booted = 0;
		bus_for_each_dev(&platform_bus_type, NULL, &booted,
				 count_devices);
		if (booted < n)
			fail_msg("%s: %d devices at boot, %d by default", file,
				 booted, n);
		of_platform_depopulate(NULL);
		n = 0;
		bus_for_each_dev(&platform_bus_type, NULL, &n, count_devices);
		bus_for_each_dev(&amba_bustype, NULL, &n, count_devices);
		assert_int_equal(n, 0);
		/* PrimeCell windows were claimed; all are given back. */
		if (iomem_resource.child)
			fail_msg("%s: iomem still holds %s", file,
				 iomem_resource.child->name);
		if (platdev_of_unload())
			fail_msg("%s: node references leaked", file);
		boards++;
	}
	fclose(f);
	assert_true(boards >= 30);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_which_nodes_become_devices_and_names, load,
			unload),
		cmocka_unit_test_setup_teardown(test_auxdata_and_reg_names,
						load, unload),
		cmocka_unit_test_setup_teardown(
			test_drivers_match_by_compatible, load, unload),
		cmocka_unit_test_setup_teardown(test_modalias, load, unload),
		cmocka_unit_test_setup_teardown(test_depopulate_leaves_nothing,
						load, unload),
		cmocka_unit_test_setup_teardown(
			test_depopulate_frees_driver_override, load, unload),
		cmocka_unit_test(test_early_init_nodes_are_skipped),
		cmocka_unit_test(test_populate_layout),
		cmocka_unit_test(test_no_child_becomes_a_device),
		cmocka_unit_test(test_qemu_virt_arm_as_linux_names_it),
		cmocka_unit_test(test_qemu_virt_others_as_linux_names_them),
		cmocka_unit_test(test_real_board_dtbs_populate),
		cmocka_unit_test(test_boot_populate_as_linux),
		cmocka_unit_test(test_boot_populate_framebuffer_off),
		cmocka_unit_test(test_boot_populate_enomem),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
