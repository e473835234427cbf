// SPDX-License-Identifier: MIT
/*
 * test_of_devmodel.c - the device-tree helpers drivers use around their
 * device: irq_of_parse_and_map() and irq_dispose_mapping(),
 * device_set_node() and dev_of_node(), of_machine_is_compatible() and
 * friends, the scoped child iterators (references dropped however the
 * loop ends), devm_of_platform_populate()/depopulate() and the "ranges"
 * parser (struct of_range).
 */
#include <linux/irqdomain.h>
#include <linux/of_address.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/property.h>
#include <platdev/of.h>

#include "testutil.h"

static int load(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_devmodel.dtb");
}

static int unload(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static const struct irq_domain_ops intc_ops = {
	.xlate = irq_domain_xlate_twocell,
};

static void test_irq_of_parse_and_map(void **state)
{
	struct device_node *intc = test_node("/interrupt-controller@1000");
	struct device_node *np = test_node("/dev@2000");
	struct irq_domain *d;
	unsigned int v0, v1;

	(void)state;
	/* No domain for the controller yet: 0, as Linux. */
	assert_int_equal(irq_of_parse_and_map(np, 0), 0);
	d = irq_domain_add_linear(intc, 16, &intc_ops, NULL);
	assert_non_null(d);
	v0 = irq_of_parse_and_map(np, 0);
	v1 = irq_of_parse_and_map(np, 1);
	assert_true(v0 > 0 && v1 > 0 && v0 != v1);
	assert_int_equal(irq_find_mapping(d, 5), v0);
	assert_int_equal(irq_find_mapping(d, 7), v1);
	assert_int_equal(irq_get_trigger_type(v0), IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(irq_get_trigger_type(v1), IRQ_TYPE_EDGE_RISING);
	assert_int_equal(irq_of_parse_and_map(np, 0), v0); /* the same */
	assert_int_equal(irq_of_parse_and_map(np, 2), 0); /* no such one */
	assert_int_equal(irq_of_parse_and_map(intc, 0), 0);
	assert_int_equal(of_irq_get(np, 1), (int)v1);
	assert_int_equal(intc->refs, 0); /* the parse's reference dropped */
	irq_dispose_mapping(v0);
	assert_int_equal(irq_find_mapping(d, 5), 0);
	irq_dispose_mapping(v1);
	irq_domain_remove(d);
}

static void test_device_set_node(void **state)
{
	struct device_node *np = test_node("/dev@2000");
	struct platform_device *pdev, *pdev2;
	struct device *dev;

	(void)state;
	pdev = platform_device_alloc("setnode", -1);
	assert_non_null(pdev);
	dev = &pdev->dev;
	assert_null(dev_of_node(dev));
	assert_null(dev_of_node(NULL));
	device_set_node(dev, of_fwnode_handle(np));
	assert_ptr_equal(dev_of_node(dev), np);
	assert_ptr_equal(dev_fwnode(dev), of_fwnode_handle(np));
	assert_true(of_device_is_compatible(dev_of_node(dev), "acme,dev"));
	/* A firmware node that is no device-tree node: no of_node. */
	device_set_node(dev, NULL);
	assert_null(dev_of_node(dev));
	assert_null(dev_fwnode(dev));
	/* From another device: a reference of its own. */
	device_set_node(dev, of_fwnode_handle(np));
	pdev2 = platform_device_alloc("setnode2", -1);
	assert_non_null(pdev2);
	device_set_of_node_from_dev(&pdev2->dev, dev);
	assert_ptr_equal(dev_of_node(&pdev2->dev), np);
	assert_int_equal(np->refs, 1);
	device_set_of_node_from_dev(&pdev2->dev, &pdev2->dev); /* itself */
	assert_int_equal(np->refs, 1);
	of_node_put(pdev2->dev.of_node);
	pdev2->dev.of_node = NULL;
	platform_device_put(pdev2);
	platform_device_put(pdev);
	assert_int_equal(np->refs, 0);
}

static void test_machine_is_compatible(void **state)
{
	static const char *const yes[] = { "other", "acme,board", NULL };
	static const char *const no[] = { "other", NULL };
	static const struct of_device_id match[] = {
		{ .compatible = "acme,board-rev2" }, {}
	};
	static const struct of_device_id nomatch[] = {
		{ .compatible = "acme,board-rev3" }, {}
	};

	(void)state;
	assert_true(of_machine_is_compatible("acme,board"));
	assert_true(of_machine_is_compatible("acme,board-rev2"));
	assert_false(of_machine_is_compatible("acme,board-rev3"));
	assert_true(of_machine_compatible_match(yes));
	assert_false(of_machine_compatible_match(no));
	assert_true(of_machine_device_match(match));
	assert_false(of_machine_device_match(nomatch));
	/* The better score for the earlier compatible string. */
	assert_true(of_device_compatible_match(of_root, yes) > 0);
	assert_int_equal(of_device_compatible_match(of_root, no), 0);
	assert_int_equal(of_device_compatible_match(NULL, yes), 0);
	assert_int_equal(of_root->refs, 0);
}

/* The first child named @stop, found with a scoped loop left by return. */
static struct device_node *find_scoped(struct device_node *bus,
				       const char *stop, bool available)
{
	if (available) {
		for_each_available_child_of_node_scoped(bus, child) if (
			of_node_name_eq(child, stop)) return of_node_get(child);
	} else {
		for_each_child_of_node_scoped(bus, child) if (
			of_node_name_eq(child, stop)) return of_node_get(child);
	}
	return NULL;
}

static void test_scoped_iterators(void **state)
{
	struct device_node *bus = test_node("/bus@40000000");
	struct device_node *a = test_node("/bus@40000000/a@0");
	struct device_node *b = test_node("/bus@40000000/b@100");
	struct device_node *c = test_node("/bus@40000000/c@200");
	struct device_node *found;
	int n = 0;

	(void)state;
	for_each_child_of_node_scoped(bus, child) n++;
	assert_int_equal(n, 3);
	n = 0;
	for_each_available_child_of_node_scoped(bus, child) n++;
	assert_int_equal(n, 2); /* b is disabled */
	/* A break leaves no reference behind. */
	for_each_child_of_node_scoped(bus, child) if (child == a) break;
	assert_int_equal(a->refs, 0);

	found = find_scoped(bus, "b", false);
	assert_ptr_equal(found, b);
	assert_int_equal(b->refs, 1); /* only the one taken for the caller */
	of_node_put(found);
	assert_null(find_scoped(bus, "b", true));
	found = find_scoped(bus, "c", true);
	assert_ptr_equal(found, c);
	of_node_put(found);
	assert_int_equal(a->refs + b->refs + c->refs, 0);
}

static void test_fwnode_scoped(void **state)
{
	struct device_node *bus = test_node("/bus@40000000");
	struct platform_device *pdev = platform_device_alloc("scoped", -1);
	int n = 0;

	(void)state;
	assert_non_null(pdev);
	device_set_node(&pdev->dev, of_fwnode_handle(bus));
	device_for_each_child_node_scoped(&pdev->dev, child)
	{
		n++;
		if (n == 1)
			break;
	}
	assert_int_equal(n, 1);
	n = 0;
	device_for_each_child_node_scoped(&pdev->dev, child) n++;
	assert_int_equal(n, 2); /* available children only, as Linux's */
	platform_device_put(pdev);
	assert_int_equal(test_node("/bus@40000000/a@0")->refs, 0);
}

static int parent_probe(struct platform_device *pdev)
{
	return devm_of_platform_populate(&pdev->dev);
}

static const struct of_device_id parent_ids[] = { { .compatible = "acme,bus" },
						  {} };

static struct platform_driver parent_driver = {
	.probe = parent_probe,
	.driver = { .name = "acme-bus", .of_match_table = parent_ids },
};

static void test_devm_populate(void **state)
{
	struct device_node *bus = test_node("/bus@40000000");
	struct platform_device *pdev;

	(void)state;
	assert_int_equal(devm_of_platform_populate(NULL), -EINVAL);
	/* The bus device, made with its node but no children yet. */
	pdev = platform_device_alloc("40000000.bus", -1);
	assert_non_null(pdev);
	device_set_node(&pdev->dev, of_fwnode_handle(bus));
	assert_int_equal(platform_driver_register(&parent_driver), 0);
	assert_int_equal(platform_device_add(pdev), 0);
	assert_non_null(pdev->dev.driver);
	assert_true(on_platform_bus("40000000.a"));
	assert_true(on_platform_bus("40000200.c"));
	assert_false(on_platform_bus("40000100.b"));

	/* Early depopulate: the children go; a second one warns. */
	devm_of_platform_depopulate(&pdev->dev);
	assert_false(on_platform_bus("40000200.c"));
	log_capture_start();
	devm_of_platform_depopulate(&pdev->dev);
	log_capture_stop();
	assert_true(log_has(PLATDEV_LOG_WARNING, "devm_of_platform_depopulate",
			    NULL));

	/* Bound again: unbinding depopulates. */
	device_release_driver(&pdev->dev);
	assert_int_equal(device_attach(&pdev->dev), 1);
	assert_true(on_platform_bus("40000200.c"));
	platform_driver_unregister(&parent_driver);
	assert_false(on_platform_bus("40000200.c"));
	assert_false(on_platform_bus("40000000.a"));
	platform_device_unregister(pdev);
}

static void test_devm_populate_out_of_memory(void **state)
{
	struct platform_device *pdev = platform_device_alloc("pop-oom", -1);

	(void)state;
	assert_non_null(pdev);
	device_set_node(&pdev->dev,
			of_fwnode_handle(test_node("/bus@40000000")));
	assert_int_equal(platform_device_add(pdev), 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(devm_of_platform_populate(&pdev->dev), -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_false(on_platform_bus("40000200.c"));
	platform_device_unregister(pdev);
}

static void test_range_parser(void **state)
{
	struct device_node *bus = test_node("/bus@40000000");
	struct of_range_parser parser;
	struct of_range range;
	int n = 0;

	(void)state;
	assert_int_equal(of_range_parser_init(&parser, bus), 0);
	assert_int_equal(of_range_count(&parser), 3);
	for_each_of_range(&parser, &range)
	{
		if (n == 0) {
			/* The first two entries are contiguous: one window. */
			assert_true(range.bus_addr == 0x0);
			assert_true(range.cpu_addr == 0x40000000);
			assert_true(range.size == 0x2000);
		} else {
			assert_true(range.bus_addr == 0x8000);
			assert_true(range.pci_addr == 0x8000);
			assert_true(range.cpu_addr == 0x50000000);
			assert_true(range.size == 0x100);
		}
		assert_int_equal(range.flags, IORESOURCE_MEM);
		n++;
	}
	assert_int_equal(n, 2);
	assert_null(
		of_pci_range_parser_one(&parser, &range)); /* past the end */
	assert_null(of_pci_range_parser_one(&parser, NULL));

	assert_int_equal(of_range_parser_init(&parser, test_node("/noranges")),
			 -ENOENT);
	assert_int_equal(of_range_count(&parser), 0);
	assert_null(of_pci_range_parser_one(&parser, &range));
	assert_int_equal(of_pci_dma_range_parser_init(&parser, bus), -ENOENT);
	assert_int_equal(of_range_parser_init(&parser, NULL), -EINVAL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_irq_of_parse_and_map),
		cmocka_unit_test(test_device_set_node),
		cmocka_unit_test(test_machine_is_compatible),
		cmocka_unit_test(test_scoped_iterators),
		cmocka_unit_test(test_fwnode_scoped),
		cmocka_unit_test(test_devm_populate),
		cmocka_unit_test(test_devm_populate_out_of_memory),
		cmocka_unit_test(test_range_parser),
	};

	return cmocka_run_group_tests(tests, load, unload);
}
