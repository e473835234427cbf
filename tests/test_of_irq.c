// SPDX-License-Identifier: MIT
/*
 * test_of_irq.c - interrupts from the device tree: interrupt-parent
 * inheritance, interrupts-extended, interrupt-map (mask, unit address,
 * nesting), Linux interrupt numbers through irq domains, -EPROBE_DEFER
 * when a controller has no domain, and platform_get_irq on populated devices.
 */
#include <stdio.h>
#include <stdlib.h>

#include <linux/irqdomain.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <platdev/of.h>

#include "testutil.h"

static struct irq_domain *d1, *d2;

static const struct irq_domain_ops twocell_ops = {
	.xlate = irq_domain_xlate_twocell
};
static const struct irq_domain_ops onecell_ops = {
	.xlate = irq_domain_xlate_onecell
};

static struct device_node *node(const char *path)
{
	struct device_node *np = of_find_node_by_path(path);

	assert_non_null(np);
	of_node_put(np); /* the tree outlives the test */
	return np;
}

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_irq.dtb"))
		return -1;
	d1 = irq_domain_add_linear(of_find_node_by_path("/intc@1000"), 64,
				   &twocell_ops, NULL);
	d2 = irq_domain_add_linear(of_find_node_by_path("/intc@2000"), 8,
				   &onecell_ops, NULL);
	of_node_put(node("/intc@1000"));
	of_node_put(node("/intc@2000"));
	return d1 && d2 ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	irq_domain_remove(d1);
	irq_domain_remove(d2);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static void test_parse(void **state)
{
	struct of_phandle_args a;

	(void)state;
	/* interrupt-parent inherited from the bus */
	assert_int_equal(of_irq_parse_one(node("/soc/dev1@100"), 1, &a), 0);
	assert_ptr_equal(a.np, node("/intc@1000"));
	assert_int_equal(a.args_count, 2);
	assert_int_equal(a.args[0], 6);
	assert_int_equal(a.args[1], 1);
	of_node_put(a.np);
	assert_int_equal(of_irq_parse_one(node("/soc/dev1@100"), 2, &a),
			 -EINVAL);
	assert_int_equal(of_irq_count(node("/soc/dev1@100")), 2);

	/* interrupts-extended: a controller per entry */
	assert_int_equal(of_irq_parse_one(node("/soc/dev2@200"), 1, &a), 0);
	assert_ptr_equal(a.np, node("/intc@2000"));
	assert_int_equal(a.args_count, 1);
	assert_int_equal(a.args[0], 3);
	of_node_put(a.np);
	assert_int_equal(of_irq_count(node("/soc/dev2@200")), 2);

	/* interrupt-map: unit address 0x3000 and specifier 1 map to intc 20 */
	assert_int_equal(of_irq_parse_one(node("/soc/dev3@3000"), 0, &a), 0);
	assert_ptr_equal(a.np, node("/intc@1000"));
	assert_int_equal(a.args[0], 20);
	assert_int_equal(a.args[1], 4);
	of_node_put(a.np);
	/* no entry for specifier 2 */
	assert_int_equal(of_irq_parse_one(node("/soc/dev4@3000"), 0, &a),
			 -EINVAL);
	/* a map into another map */
	assert_int_equal(of_irq_parse_one(node("/soc/dev7@700"), 0, &a), 0);
	assert_ptr_equal(a.np, node("/intc@1000"));
	assert_int_equal(a.args[0], 21);
	of_node_put(a.np);
	/* one cell where the controller wants two */
	assert_int_equal(of_irq_parse_one(node("/soc/dev6@600"), 0, &a),
			 -EINVAL);
	assert_int_equal(of_irq_count(node("/soc/dev6@600")), 0);
	/* no interrupts at all, with an interrupt parent to inherit */
	assert_int_equal(of_irq_parse_one(node("/soc"), 0, &a), -EINVAL);
	assert_null(a.np);
	assert_int_equal(of_irq_count(node("/soc")), 0);
}

static void test_linux_numbers_and_deferral(void **state)
{
	struct resource r;
	int tx, rx, again;

	(void)state;
	tx = of_irq_get(node("/soc/dev1@100"), 0);
	rx = of_irq_get_byname(node("/soc/dev1@100"), "rx");
	assert_true(tx > 0 && rx > 0 && tx != rx);
	assert_int_equal(irq_find_mapping(d1, 5), (unsigned int)tx);
	assert_int_equal(irq_get_trigger_type((unsigned int)tx),
			 IRQ_TYPE_LEVEL_HIGH);
	again = of_irq_get(node("/soc/dev1@100"), 0);
	assert_int_equal(again, tx);
	assert_int_equal(of_irq_get_byname(node("/soc/dev1@100"), "nope"),
			 -ENODATA);
	again = of_irq_get(node("/soc/dev2@200"), 1);
	assert_int_equal(again, (int)irq_find_mapping(d2, 3));

	assert_int_equal(of_irq_to_resource(node("/soc/dev1@100"), 1, &r), rx);
	assert_int_equal(r.start, rx);
	assert_string_equal(r.name, "rx");
	assert_true(r.flags & IORESOURCE_IRQ);

	/* the controller exists but its driver has not made a domain yet */
	assert_int_equal(of_irq_get(node("/soc/dev5@500"), 0), -EPROBE_DEFER);
}

static void test_platform_get_irq_on_populated_devices(void **state)
{
	struct device *dev;
	struct platform_device *pdev;
	int irq;

	(void)state;
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	dev = bus_find_device_by_name(&platform_bus_type, NULL, "100.dev1");
	assert_non_null(dev);
	pdev = to_platform_device(dev);
	irq = platform_get_irq(pdev, 0); /* maps it: look the number up after */
	assert_int_equal(irq, (int)irq_find_mapping(d1, 5));
	irq = platform_get_irq_byname(pdev, "rx");
	assert_int_equal(irq, (int)irq_find_mapping(d1, 6));
	assert_int_equal(platform_irq_count(pdev), 2);
	log_capture_start();
	assert_int_equal(platform_get_irq(pdev, 2), -ENXIO);
	log_capture_stop();
	put_device(dev);

	dev = bus_find_device_by_name(&platform_bus_type, NULL, "500.dev5");
	assert_non_null(dev);
	assert_int_equal(platform_get_irq(to_platform_device(dev), 0),
			 -EPROBE_DEFER);
	assert_int_equal(platform_irq_count(to_platform_device(dev)),
			 -EPROBE_DEFER);
	put_device(dev);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_parse, setup, teardown),
		cmocka_unit_test_setup_teardown(test_linux_numbers_and_deferral,
						setup, teardown),
		cmocka_unit_test_setup_teardown(
			test_platform_get_irq_on_populated_devices, setup,
			teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
