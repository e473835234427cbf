// SPDX-License-Identifier: MIT
/*
 * test_amba.c - the AMBA bus: PrimeCell nodes populated as amba devices
 * (names, parents, claimed windows, conflicts, subtrees left alone),
 * matching by peripheral ID and mask, driver_override, interrupts decoded
 * at probe with -EPROBE_DEFER, IDs read from (simulated) hardware, and
 * devices created by hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/amba/bus.h>
#include <linux/io.h>
#include <linux/irqdomain.h>
#include <linux/slab.h>
#include <linux/of_platform.h>
#include <platdev/io.h>
#include <platdev/of.h>

#include "testutil.h"

/* As Linux boots it: the GIC and the clock are set up before populate. */
static int load(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_amba.dtb"))
		return -1;
	return platdev_of_mark_early_init() == 2 ? 0 : -1;
}

static int unload(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* The device named @name on @bus; the model keeps it alive meanwhile. */
static struct device *find(const struct bus_type *bus, const char *name)
{
	struct device *dev = bus_find_device_by_name(bus, NULL, name);

	put_device(dev);
	return dev;
}

static int count(struct device *dev, void *data)
{
	(void)dev;
	++*(int *)data;
	return 0;
}

static int amba_devices(void)
{
	int n = 0;

	bus_for_each_dev(&amba_bustype, NULL, &n, count);
	return n;
}

static void test_populate_makes_amba_devices(void **state)
{
	unsigned long live = live_allocs();
	struct device *pl011, *sp804, *bus;
	struct amba_device *adev;
	struct device_node *np;

	(void)state;
	log_capture_start();
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	/* sp805 claims sp804's window: refused with its path, nothing kept. */
	assert_true(log_has(PLATDEV_LOG_ERR, "/bus@10000000/sp805@2000",
			    "adding the AMBA device failed (-16)", NULL));
	log_capture_stop();

	assert_int_equal(amba_devices(), 4); /* pl011, pl031, sp804, pl022 */
	pl011 = find(&amba_bustype, "9000000.pl011");
	assert_non_null(pl011);
	assert_ptr_equal(pl011->parent, &platform_bus);
	assert_string_equal(pl011->of_node->full_name, "pl011@9000000");
	adev = to_amba_device(pl011);
	assert_int_equal(adev->periphid, 0x00341011);
	assert_int_equal(amba_part(adev), 0x011);
	assert_int_equal(amba_manf(adev), AMBA_VENDOR_ARM);
	assert_int_equal(AMBA_MANF_BITS(adev->periphid), AMBA_VENDOR_ARM);
	assert_int_equal(AMBA_PART_BITS(0x00341011), 0x011);
	assert_int_equal(AMBA_REV_BITS(0x00341011), 0x3);
	assert_int_equal(AMBA_CONFIG_BITS(0x12341011), 0x12);
	assert_int_equal(amba_rev(adev), 3);
	assert_int_equal(adev->res.start, 0x9000000);
	assert_int_equal(adev->res.end, 0x9000fff);
	/* Unlike a platform device from the tree, the window is claimed. */
	assert_ptr_equal(adev->res.parent, &iomem_resource);
	assert_int_equal(
		to_amba_device(find(&amba_bustype, "9010000.pl031"))->periphid,
		0);

	assert_null(find(&amba_bustype, "9030000.pl061")); /* disabled */
	assert_null(find(&platform_bus_type, "9000000.pl011"));
	bus = find(&platform_bus_type, "bus@10000000"); /* no reg */
	assert_non_null(bus);
	sp804 = find(&amba_bustype, "10002000.sp804");
	assert_non_null(sp804);
	assert_ptr_equal(sp804->parent, bus);
	assert_null(find(&amba_bustype, "10002000.sp805"));
	np = of_find_node_by_path("/bus@10000000/sp805@2000");
	assert_false(of_node_check_flag(np, OF_POPULATED));
	of_node_put(np);
	/* A PrimeCell's children are its driver's business. */
	assert_non_null(find(&amba_bustype, "10003000.pl022"));
	assert_null(find(&platform_bus_type, "0.flash"));
	assert_null(find(&platform_bus_type, "flash@0"));

	/* Populating again creates nothing twice. */
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_int_equal(amba_devices(), 4);

	of_platform_depopulate(NULL);
	assert_int_equal(amba_devices(), 0);
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);
}

struct probe_log {
	int probes, removes;
	const struct amba_id *id;
	unsigned int irq0;
};

static struct probe_log plog;

static int pl011_probe(struct amba_device *dev, const struct amba_id *id)
{
	plog.probes++;
	plog.id = id;
	plog.irq0 = dev->irq[0];
	return 0;
}

static void pl011_remove(struct amba_device *dev)
{
	(void)dev;
	plog.removes++;
}

static const struct amba_id pl011_ids[] = {
	{ .id = 0x00041011, .mask = 0x000fffff, .data = "pl011" },
	{ 0, 0, NULL },
};

static struct amba_driver pl011_driver = {
	.drv = { .name = "uart-pl011" },
	.probe = pl011_probe,
	.remove = pl011_remove,
	.id_table = pl011_ids,
};

/* GIC specifiers are three cells: type, number, flags. */
static int gic_xlate(struct irq_domain *d, struct device_node *ctrlr,
		     const u32 *intspec, unsigned int intsize,
		     unsigned long *out_hwirq, unsigned int *out_type)
{
	(void)d;
	(void)ctrlr;
	if (intsize != 3)
		return -EINVAL;
	*out_hwirq = intspec[1] + (intspec[0] ? 16 : 32);
	*out_type = intspec[2] & 0xf;
	return 0;
}

static const struct irq_domain_ops gic3_ops = {
	.xlate = gic_xlate,
};

static void test_match_by_periphid_and_irqs_at_probe(void **state)
{
	struct device_node *gic =
		of_find_node_by_path("/interrupt-controller@8000000");
	struct amba_device *pl011;
	struct irq_domain *domain;

	(void)state;
	assert_non_null(gic);
	memset(&plog, 0, sizeof(plog));
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	pl011 = to_amba_device(find(&amba_bustype, "9000000.pl011"));

	/* No domain for the GIC yet: the probe defers and the driver waits. */
	assert_int_equal(amba_driver_register(&pl011_driver), 0);
	assert_int_equal(plog.probes, 0);
	assert_null(pl011->dev.driver);
	amba_driver_unregister(&pl011_driver);

	domain = irq_domain_add_linear(gic, 128, &gic3_ops, NULL);
	assert_non_null(domain);
	assert_int_equal(amba_driver_register(&pl011_driver), 0);
	/* Only pl011's ID matches (pl031's periphid is 0); masked bits ignored. */
	assert_int_equal(plog.probes, 1);
	assert_ptr_equal(pl011->dev.driver, &pl011_driver.drv);
	assert_ptr_equal(plog.id, &pl011_ids[0]);
	assert_int_equal(plog.irq0, irq_find_mapping(domain, 33)); /* SPI 1 */
	assert_true(plog.irq0 > 0);
	assert_int_equal(pl011->irq[1], 0);

	amba_driver_unregister(&pl011_driver);
	assert_int_equal(plog.removes, 1);
	assert_null(pl011->dev.driver);

	of_platform_depopulate(NULL);
	irq_dispose_mapping(plog.irq0); /* mappings outlive the binding */
	irq_domain_remove(domain);
	of_node_put(gic);
}

static int any_probe(struct amba_device *dev, const struct amba_id *id)
{
	(void)dev;
	plog.probes++;
	plog.id = id;
	return 0;
}

static struct amba_driver any_driver = {
	.drv = { .name = "any" },
	.probe = any_probe,
};

static void test_driver_override(void **state)
{
	struct amba_device *sp804;

	(void)state;
	memset(&plog, 0, sizeof(plog));
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	sp804 = to_amba_device(find(&amba_bustype, "10002000.sp804"));
	assert_int_equal(amba_driver_register(&any_driver), 0);
	assert_int_equal(plog.probes, 0); /* no table: matches no ID */
	sp804->driver_override = kstrdup("any", GFP_KERNEL);
	assert_int_equal(device_attach(&sp804->dev), 1);
	assert_int_equal(plog.probes, 1);
	assert_null(plog.id);
	amba_driver_unregister(&any_driver);
	of_platform_depopulate(NULL);
}

struct id_regs {
	u32 pid, cid;
};

static u64 id_read(void *opaque, u64 offset, unsigned int size)
{
	const struct id_regs *r = opaque;
	unsigned int byte = (unsigned int)(offset & 0xf) / 4;

	(void)size;
	if (offset >= 0xff0)
		return (r->cid >> (8 * byte)) & 0xff;
	if (offset >= 0xfe0)
		return (r->pid >> (8 * byte)) & 0xff;
	return 0xdeadbeef;
}

static const struct platdev_sim_ops id_ops = { .read = id_read };

static void test_ids_read_from_hardware(void **state)
{
	struct id_regs good = { .pid = 0x00241031, .cid = AMBA_CID };
	struct id_regs bad = { .pid = 0x00241031, .cid = 0x12345678 };
	struct platdev_sim_device *sim =
		platdev_sim_device_create("ids", &good);
	struct platdev_sim_device *sim2 =
		platdev_sim_device_create("not-a-primecell", &bad);
	const struct platdev_io_backend *old = platdev_io_use(&platdev_io_sim);
	struct amba_device *a, *b;
	unsigned long live;

	(void)state;
	assert_non_null(sim);
	assert_non_null(sim2);
	assert_true(platdev_sim_add_mmio(sim, 0x20000000, 0x1000, &id_ops) >=
		    0);
	assert_true(platdev_sim_add_mmio(sim2, 0x20001000, 0x1000, &id_ops) >=
		    0);
	live = live_allocs();

	/* Off by default: nothing is read, the ID stays 0. */
	a = amba_device_alloc("rtc0", 0x20000000, 0x1000);
	assert_non_null(a);
	assert_int_equal(amba_device_add(a, &iomem_resource), 0);
	assert_int_equal(a->periphid, 0);
	amba_device_unregister(a);

	assert_false(platdev_amba_read_ids(true));
	a = amba_device_alloc("rtc0", 0x20000000, 0x1000);
	assert_int_equal(amba_device_add(a, &iomem_resource), 0);
	assert_int_equal(a->periphid, 0x00241031);
	assert_int_equal(a->cid, AMBA_CID);
	assert_int_equal(amba_part(a), 0x031);

	log_capture_start();
	b = amba_device_alloc("odd0", 0x20001000, 0x1000);
	assert_int_equal(amba_device_add(b, &iomem_resource), 0);
	assert_true(log_has(PLATDEV_LOG_WARNING, "odd0", "12345678",
			    "not a PrimeCell", NULL));
	log_capture_stop();
	assert_int_equal(b->periphid, 0);
	assert_true(platdev_amba_read_ids(false));

	amba_device_unregister(a);
	amba_device_unregister(b);
	assert_int_equal(platdev_io_mappings(), 0);
	assert_int_equal(live_allocs(), live);
	platdev_io_use(old);
	platdev_sim_device_destroy(sim);
	platdev_sim_device_destroy(sim2);
}

static struct amba_device static_dev = {
	.dev = { .init_name = "fb0" },
	.res = DEFINE_RES_MEM(0x30000000, 0x1000),
	.periphid = 0x00041110,
};

static void test_devices_by_hand(void **state)
{
	unsigned long live = live_allocs();
	struct amba_device *a, *clash;

	(void)state;
	assert_int_equal(amba_device_register(NULL, &iomem_resource), -EINVAL);

	a = amba_device_alloc("uart9", 0x30000000, 0x1000);
	assert_non_null(a);
	assert_string_equal(a->res.name, "uart9");
	assert_int_equal(amba_device_add(a, &iomem_resource), 0);

	/* The same window again: -EBUSY, and the device is not registered. */
	clash = amba_device_alloc("uart10", 0x30000800, 0x1000);
	log_capture_start();
	assert_int_equal(amba_device_add(clash, &iomem_resource), -EBUSY);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "uart10", "already claimed", NULL));
	log_capture_stop();
	assert_null(find(&amba_bustype, "uart10"));
	amba_device_put(clash);
	assert_int_equal(amba_device_register(&static_dev, &iomem_resource),
			 -EBUSY);

	/* A driver's region claim nests in the device's window. */
	assert_int_equal(amba_request_regions(a, NULL), 0);
	assert_int_equal(amba_request_regions(a, "again"), -EBUSY);
	amba_release_regions(a);

	/*
	 * A claim someone else nested in the window outlives it: it moves up
	 * a level when the device goes, and is given back from there, found
	 * and freed (Linux drops it with the window and leaks it).
	 */
	assert_non_null(request_mem_region(0x30000100, 0x10, "tenant"));
	amba_device_unregister(a);
	assert_non_null(iomem_resource.child);
	assert_string_equal(iomem_resource.child->name, "tenant");
	log_capture_start();
	release_mem_region(0x30000100, 0x10);
	assert_false(log_has(PLATDEV_LOG_WARNING, "nonexistent", NULL));
	log_capture_stop();

	/* A device the caller owns is registered and never freed. */
	assert_int_equal(amba_device_register(&static_dev, &iomem_resource), 0);
	assert_non_null(find(&amba_bustype, "fb0"));
	assert_string_equal(static_dev.res.name, "fb0");
	amba_device_unregister(&static_dev);
	assert_null(static_dev.res.parent);
	assert_null(iomem_resource.child);
	assert_int_equal(live_allocs(), live);
}

static void test_null_driver(void **state)
{
	(void)state;
	log_capture_start();
	assert_int_equal(amba_driver_register(NULL), -EINVAL);
	amba_driver_unregister(NULL);
	assert_true(log_has(PLATDEV_LOG_ERR, "amba_driver_unregister", NULL));
	log_capture_stop();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_populate_makes_amba_devices, load, unload),
		cmocka_unit_test_setup_teardown(
			test_match_by_periphid_and_irqs_at_probe, load, unload),
		cmocka_unit_test_setup_teardown(test_driver_override, load,
						unload),
		cmocka_unit_test(test_ids_read_from_hardware),
		cmocka_unit_test(test_devices_by_hand),
		cmocka_unit_test(test_null_driver),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
