// SPDX-License-Identifier: MIT
/*
 * test_of_helpers.c - small device-tree queries drivers make:
 * of_get_child_count() and of_get_available_child_count(),
 * of_device_is_big_endian(), for_each_of_cpu_node() and of_get_cpu_hwid(),
 * device_is_compatible(), and claiming and mapping a node's "reg" entries
 * with of_io_request_and_map() and devm_of_iomap().
 */
#include <linux/gpio/driver.h>
#include <linux/io.h>
#include <linux/of.h>
#include <linux/of_address.h>
#include <linux/of_fdt.h>
#include <linux/of_graph.h>
#include <linux/of_reserved_mem.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/io.h>
#include <platdev/of.h>

#include "testutil.h"

static int load(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_helpers.dtb");
}

static int unload(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static void test_child_counts(void **state)
{
	struct device_node *np = test_node("/parent");

	(void)state;
	assert_int_equal(of_get_child_count(np), 3);
	assert_int_equal(of_get_available_child_count(np), 2);
	assert_int_equal(of_get_child_count(test_node("/parent/a")), 0);
	assert_int_equal(of_get_child_count(NULL), 0);
	assert_int_equal(of_get_available_child_count(NULL), 0);
	assert_int_equal(np->refs, 0);
}

/* A pin controller's walks: its properties, its GPIO banks among its children. */
static void test_gpiochip_nodes(void **state)
{
	struct platform_device *pdev = platform_device_alloc("pinmux", -1);
	struct device_node *np = test_node("/pinmux");
	struct fwnode_handle *first;
	struct property *pp;
	const char *names[4];
	unsigned int n = 0;

	(void)state;
	for_each_property_of_node(np, pp) {
		assert_true(n < 4);
		names[n++] = pp->name;
	}
	assert_int_equal(n, 2);
	assert_string_equal(names[0], "compatible");
	assert_string_equal(names[1], "mode");

	assert_non_null(pdev);
	assert_int_equal(gpiochip_node_count(&pdev->dev), 0); /* no node */
	assert_null(gpiochip_node_get_first(&pdev->dev));
	device_set_node(&pdev->dev, of_fwnode_handle(np));
	assert_int_equal(gpiochip_node_count(&pdev->dev), 2); /* not "pins" */
	first = gpiochip_node_get_first(&pdev->dev);
	assert_ptr_equal(first, of_fwnode_handle(test_node("/pinmux/bank0")));
	fwnode_handle_put(first);
	assert_int_equal(test_node("/pinmux/bank0")->refs, 0);
	assert_int_equal(test_node("/pinmux/bank1")->refs, 0);
	device_set_node(&pdev->dev, NULL);
	platform_device_put(pdev);
}

static void test_big_endian(void **state)
{
	(void)state;
	assert_true(of_device_is_big_endian(test_node("/be@1000")));
	/* "native-endian" is big-endian only on a big-endian CPU. */
	assert_int_equal(of_device_is_big_endian(test_node("/native@3000")),
			 __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__);
	assert_false(of_device_is_big_endian(test_node("/parent")));
}

static void test_cpu_nodes(void **state)
{
	struct device_node *cpu, *seen[8];
	int n = 0;

	(void)state;
	for_each_of_cpu_node(cpu)
	{
		assert_true(n < 8);
		seen[n++] = cpu;
	}
	/* "fail-sbe", idle-states and cpu-map are skipped; disabled is not. */
	assert_int_equal(n, 3);
	assert_ptr_equal(seen[0], test_node("/cpus/cpu@0"));
	assert_ptr_equal(seen[1], test_node("/cpus/cpu@100"));
	assert_ptr_equal(seen[2], test_node("/cpus/core@300"));
	/* Every reference the walk took was dropped again. */
	for (n = 0; n < 3; n++)
		assert_int_equal(seen[n]->refs, 0);

	/* A walk left early holds the node it stopped at. */
	cpu = of_get_next_cpu_node(NULL);
	assert_ptr_equal(cpu, seen[0]);
	assert_int_equal(cpu->refs, 1);
	of_node_put(cpu);

	assert_int_equal(of_get_cpu_hwid(seen[0], 0), 0);
	assert_int_equal(of_get_cpu_hwid(seen[1], 0), 0x100);
	assert_int_equal(of_get_cpu_hwid(seen[1], 1), 0x101);
	assert_true(of_get_cpu_hwid(seen[1], 2) == ~0ULL);
	assert_true(of_get_cpu_hwid(test_node("/cpus/idle-states"), 0) ==
		    ~0ULL);
}

static void test_no_cpus_node(void **state)
{
	(void)state;
	assert_int_equal(platdev_of_unload(), 0);
	assert_null(of_get_next_cpu_node(NULL));
	assert_int_equal(load(NULL), 0);
}

static void test_device_is_compatible(void **state)
{
	struct platform_device *pdev = platform_device_alloc("compat", -1);

	(void)state;
	assert_non_null(pdev);
	assert_false(device_is_compatible(&pdev->dev, "acme,be"));
	device_set_node(&pdev->dev, of_fwnode_handle(test_node("/be@1000")));
	assert_true(device_is_compatible(&pdev->dev, "acme,be"));
	assert_true(device_is_compatible(&pdev->dev, "acme,regs"));
	assert_false(device_is_compatible(&pdev->dev, "acme,native"));
	assert_false(device_is_compatible(&pdev->dev, "acme"));
	assert_true(fwnode_device_is_compatible(
		of_fwnode_handle(test_node("/native@3000")), "acme,native"));
	device_set_node(&pdev->dev, NULL);
	platform_device_put(pdev);
}

/* Simulated registers at 0x1000 (only: 0x2000 has no window). */
static u64 regs_read(void *opaque, u64 offset, unsigned int size)
{
	(void)opaque;
	(void)size;
	return 0xab000000u | (u32)offset;
}

static void regs_write(void *opaque, u64 offset, u64 value, unsigned int size)
{
	(void)opaque;
	(void)offset;
	(void)value;
	(void)size;
}

static const struct platdev_sim_ops regs_ops = { .read = regs_read,
						 .write = regs_write };

static struct platdev_sim_device *sim;

static int sim_setup(void **state)
{
	(void)state;
	sim = platdev_sim_device_create("be", NULL);
	if (!sim || platdev_sim_add_mmio(sim, 0x1000, 0x100, &regs_ops))
		return -1;
	platdev_io_use(&platdev_io_sim);
	return 0;
}

static int sim_teardown(void **state)
{
	platdev_io_use(&platdev_io_direct);
	(void)state;
	platdev_sim_device_destroy(sim);
	return 0;
}

static void test_io_request_and_map(void **state)
{
	struct device_node *np = test_node("/be@1000");
	void __iomem *regs;

	(void)state;
	regs = of_io_request_and_map(np, 0, NULL);
	assert_false(IS_ERR_OR_NULL(regs));
	assert_int_equal(readl(regs + 8), 0xab000008);
	/* Claimed under the resource's name, from "reg-names". */
	assert_true(__request_region(&iomem_resource, 0x1000, 0x100, "x", 0) ==
		    NULL);
	/* The same range again: claimed already. */
	assert_ptr_equal(of_io_request_and_map(np, 0, "again"),
			 IOMEM_ERR_PTR(-EBUSY));
	/* No third entry. */
	assert_ptr_equal(of_io_request_and_map(np, 2, NULL),
			 IOMEM_ERR_PTR(-EINVAL));
	/* No window at 0x2000: not mapped, and the claim is given back. */
	log_capture_start();
	assert_ptr_equal(of_io_request_and_map(np, 1, "data"),
			 IOMEM_ERR_PTR(-ENOMEM));
	log_capture_stop();
	assert_non_null(request_mem_region(0x2000, 0x100, "free"));
	release_mem_region(0x2000, 0x100);

	iounmap(regs);
	release_mem_region(0x1000, 0x100);
	assert_int_equal(platdev_io_mappings(), 0);

	/* fwnode_iomap(): of_iomap() of a device-tree node, no claim. */
	regs = fwnode_iomap(of_fwnode_handle(np), 0);
	assert_non_null(regs);
	assert_int_equal(readl(regs + 4), 0xab000004);
	assert_int_equal(platdev_io_mappings(), 1);
	iounmap(regs);
	assert_null(fwnode_iomap(of_fwnode_handle(np), 2));
	assert_null(fwnode_iomap(NULL, 0));
	assert_null(fwnode_iomap(ERR_PTR(-ENODEV), 0));
	assert_int_equal(platdev_io_mappings(), 0);
}

static struct {
	void __iomem *regs;
	resource_size_t size;
	void __iomem *busy, *missing;
} got;

static int iomap_probe(struct platform_device *pdev)
{
	struct device_node *np = test_node("/be@1000");

	got.size = 0;
	got.regs = devm_of_iomap(&pdev->dev, np, 0, &got.size);
	got.busy = devm_of_iomap(&pdev->dev, np, 0, NULL);
	got.missing = devm_of_iomap(&pdev->dev, np, 5, NULL);
	return 0;
}

static struct platform_driver iomap_drv = {
	.probe = iomap_probe,
	.driver = { .name = "of-iomap" },
};

static void test_devm_of_iomap(void **state)
{
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(platform_driver_register(&iomap_drv), 0);
	log_capture_start();
	pdev = platform_device_register_simple("of-iomap", -1, NULL, 0);
	log_capture_stop();
	assert_false(IS_ERR(pdev));
	assert_false(IS_ERR_OR_NULL(got.regs));
	assert_int_equal(got.size, 0x100);
	assert_int_equal(readl(got.regs + 4), 0xab000004);
	assert_ptr_equal(got.busy, IOMEM_ERR_PTR(-EBUSY));
	assert_ptr_equal(got.missing, IOMEM_ERR_PTR(-EINVAL));
	assert_int_equal(platdev_io_mappings(), 1);

	/* Unbinding releases the mapping and the claim. */
	platform_device_unregister(pdev);
	assert_int_equal(platdev_io_mappings(), 0);
	assert_non_null(request_mem_region(0x1000, 0x100, "free"));
	release_mem_region(0x1000, 0x100);
	platform_driver_unregister(&iomap_drv);
}

/*
 * of_reserved_mem_lookup() finds the available static regions of
 * /reserved-memory by node, with their base and size; the device init
 * calls answer as Linux's for regions without a handler.
 */
static void test_reserved_mem(void **state)
{
	struct device_node *fw = test_node("/reserved-memory/fw@9f000000");
	struct device_node *user = test_node("/user@4000");
	struct platform_device *pdev;
	struct reserved_mem *rmem;

	(void)state;
	rmem = of_reserved_mem_lookup(fw);
	assert_non_null(rmem);
	assert_string_equal(rmem->name, "fw@9f000000");
	assert_int_equal(rmem->base, 0x9f000000);
	assert_int_equal(rmem->size, 0x100000);
	assert_null(rmem->ops);
	/* the same region again, not a second entry */
	assert_ptr_equal(of_reserved_mem_lookup(fw), rmem);
	assert_null(of_reserved_mem_lookup(
		test_node("/reserved-memory/off@9e000000")));
	assert_null(of_reserved_mem_lookup(test_node("/reserved-memory/pool")));
	assert_null(of_reserved_mem_lookup(test_node("/be@1000")));
	assert_null(of_reserved_mem_lookup(NULL));
	assert_int_equal(fw->refs, 0);

	pdev = platform_device_alloc("rmem-user", PLATFORM_DEVID_NONE);
	assert_non_null(pdev);
	pdev->dev.of_node = user;
	assert_int_equal(of_reserved_mem_device_init(&pdev->dev), -EINVAL);
	assert_int_equal(of_reserved_mem_device_init_by_idx(&pdev->dev, user,
							    1),
			 0); /* a disabled region */
	assert_int_equal(of_reserved_mem_device_init_by_idx(&pdev->dev, user,
							    2),
			 -ENODEV);
	assert_int_equal(of_reserved_mem_device_init_by_name(&pdev->dev, user,
							     "off"),
			 0);
	assert_int_equal(of_reserved_mem_device_init_by_name(&pdev->dev, user,
							     "none"),
			 -ENODEV);
	assert_int_equal(of_reserved_mem_device_init_by_idx(NULL, user, 0),
			 -EINVAL);
	assert_int_equal(of_reserved_mem_device_init_by_idx(&pdev->dev, NULL,
							    0),
			 -EINVAL);
	of_reserved_mem_device_release(&pdev->dev);
	pdev->dev.of_node = NULL;
	platform_device_put(pdev);
	assert_int_equal(fw->refs, 0);
	assert_int_equal(user->refs, 0);
}

/*
 * of_stdout is the node /chosen's stdout-path names, through an alias and
 * with its options cut; of_chosen is /chosen. The system power
 * controller is marked by its property.
 */
static void test_chosen_stdout(void **state)
{
	struct device_node *uart = test_node("/uart@5000");

	(void)state;
	assert_ptr_equal(of_chosen, test_node("/chosen"));
	assert_ptr_equal(of_stdout, uart);
	assert_int_equal(uart->refs, 0);
	assert_true(of_device_is_system_power_controller(uart));
	assert_false(
		of_device_is_system_power_controller(test_node("/be@1000")));
	/* no "model": the first compatible names the machine */
	assert_string_equal(of_flat_dt_get_machine_name(), "acme,helpers");
}

/*
 * The graph binding: endpoints in port order across a "ports" node or
 * directly below the device, their numbers, and the links to the device
 * at the other end (none when it is disabled).
 */
static void test_graph(void **state)
{
	struct device_node *a = test_node("/graph-a");
	struct device_node *b = test_node("/graph-b");
	struct device_node *ep, *np, *seen[4];
	struct of_endpoint e;
	int n = 0;

	(void)state;
	assert_true(of_graph_is_present(a));
	assert_true(of_graph_is_present(b));
	assert_false(of_graph_is_present(test_node("/parent")));
	assert_false(of_graph_is_present(NULL));
	for_each_endpoint_of_node(a, ep)
	{
		assert_true(n < 4);
		seen[n++] = ep;
	}
	assert_int_equal(n, 3);
	assert_ptr_equal(seen[0], test_node("/graph-a/ports/port@0/endpoint"));
	assert_ptr_equal(seen[2],
			 test_node("/graph-a/ports/port@1/endpoint@1"));
	assert_int_equal(of_graph_get_endpoint_count(a), 3);
	assert_int_equal(of_graph_get_endpoint_count(b), 1);
	assert_int_equal(of_graph_parse_endpoint(seen[2], &e), 0);
	assert_int_equal(e.port, 1);
	assert_int_equal(e.id, 1);
	assert_ptr_equal(e.local_node, seen[2]);

	np = of_graph_get_port_by_id(a, 1);
	assert_ptr_equal(np, test_node("/graph-a/ports/port@1"));
	of_node_put(np);
	assert_null(of_graph_get_port_by_id(a, 7));

	ep = of_graph_get_endpoint_by_regs(a, 0, -1);
	assert_ptr_equal(ep, seen[0]);
	np = of_graph_get_remote_port_parent(ep);
	assert_ptr_equal(np, b);
	of_node_put(np);
	np = of_graph_get_remote_port(ep);
	assert_ptr_equal(np, test_node("/graph-b/port"));
	of_node_put(np);
	of_node_put(ep);
	assert_null(of_graph_get_endpoint_by_regs(a, 2, -1));

	np = of_graph_get_remote_node(b, 0, 0);
	assert_ptr_equal(np, a); /* back through a's "ports" node */
	of_node_put(np);
	assert_null(of_graph_get_remote_node(a, 1, 1)); /* graph-c disabled */
	assert_null(of_graph_get_remote_node(a, 1, 0)); /* no link */
	assert_null(of_graph_get_remote_port(seen[1]));
	assert_int_equal(a->refs, 0);
	assert_int_equal(b->refs, 0);
	assert_int_equal(seen[0]->refs, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_child_counts),
		cmocka_unit_test(test_gpiochip_nodes),
		cmocka_unit_test(test_reserved_mem),
		cmocka_unit_test(test_chosen_stdout),
		cmocka_unit_test(test_graph),
		cmocka_unit_test(test_big_endian),
		cmocka_unit_test(test_cpu_nodes),
		cmocka_unit_test(test_no_cpus_node),
		cmocka_unit_test(test_device_is_compatible),
		cmocka_unit_test_setup_teardown(test_io_request_and_map,
						sim_setup, sim_teardown),
		cmocka_unit_test_setup_teardown(test_devm_of_iomap, sim_setup,
						sim_teardown),
	};
	int ret;

	if (load(NULL))
		return 1;
	ret = cmocka_run_group_tests(tests, NULL, NULL);
	return ret | unload(NULL);
}
