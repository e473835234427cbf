// SPDX-License-Identifier: MIT
/*
 * test_of_irq_decode.c - platdev_of_irq_parse() and platdev_of_irq_decode():
 * each binding's cells read into hwirq and trigger, stacked controllers
 * followed to the GIC, the generic conventions, and every refusal.
 */
#include <string.h>

#include <linux/irq.h>
#include <linux/of_irq.h>
#include <platdev/of.h>

#include "testutil.h"

static int setup(void **state)
{
	(void)state;
	return test_load_dtb(PLATDEV_TEST_DTB_DIR "/irq_decode.dtb");
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* Decode interrupt @index of @path and check what it says. */
static void expect(const char *path, int index, const char *ctrl,
		   const char *kind, unsigned long hwirq, unsigned int type,
		   const char *via)
{
	struct platdev_of_irq irq;

	assert_int_equal(platdev_of_irq_parse(test_node(path), index, &irq), 0);
	assert_true(irq.decoded);
	assert_ptr_equal(irq.spec.np, test_node(ctrl));
	if (kind)
		assert_string_equal(irq.kind, kind);
	else
		assert_null(irq.kind);
	assert_int_equal(irq.hwirq, hwirq);
	assert_int_equal(irq.type, type);
	if (via)
		assert_ptr_equal(irq.via, test_node(via));
	else
		assert_null(irq.via);
	platdev_of_irq_put(&irq);
}

#define GICV3 "/interrupt-controller@1000000"
#define GICV2 "/interrupt-controller@2000000"
#define PDC "/interrupt-controller@5000000"

static void test_gic(void **state)
{
	struct platdev_of_irq irq;

	(void)state;
	expect("/big@a000000", 0, GICV3, "SPI", 37, IRQ_TYPE_LEVEL_HIGH, NULL);
	expect("/big@a000000", 1, GICV3, "ESPI", 4099, IRQ_TYPE_EDGE_RISING,
	       NULL);
	expect("/big@a000000", 2, GICV3, "EPPI", 1057, IRQ_TYPE_LEVEL_HIGH,
	       NULL);
	expect("/timer", 0, GICV3, "PPI", 29, IRQ_TYPE_LEVEL_LOW, NULL);
	/* a GICv2 PPI's CPU mask is no part of the trigger */
	expect("/old@b000000", 0, GICV2, "PPI", 25, IRQ_TYPE_LEVEL_HIGH, NULL);
	expect("/old@b000000", 1, GICV2, "SPI", 39, IRQ_TYPE_EDGE_FALLING,
	       NULL);
	/* through an interrupt-map, which is named */
	expect("/pci-dev@f000000", 0, GICV3, "SPI", 133, IRQ_TYPE_LEVEL_HIGH,
	       NULL);
	assert_int_equal(platdev_of_irq_parse(test_node("/pci-dev@f000000"), 0,
					      &irq),
			 0);
	assert_ptr_equal(irq.nexus, test_node("/pcie@9000000"));
	platdev_of_irq_put(&irq);
	assert_null(irq.nexus);
	assert_int_equal(platdev_of_irq_parse(test_node("/timer"), 0, &irq), 0);
	assert_null(irq.nexus);
	assert_false(irq.generic);
	platdev_of_irq_put(&irq);

	/* a partitioned PPI names its partition */
	assert_int_equal(platdev_of_irq_parse(test_node("/timer"), 2, &irq), 0);
	assert_int_equal(irq.hwirq, 23);
	assert_ptr_equal(irq.partition,
			 test_node(GICV3
				   "/ppi-partitions/interrupt-partition-0"));
	assert_int_equal(irq.number, 7);
	platdev_of_irq_put(&irq);
	assert_null(irq.partition);
	assert_null(irq.spec.np);
}

static void test_sgi_and_gicv2_kinds(void **state)
{
	struct of_phandle_args spec = { .np = test_node(GICV2),
					.args_count = 1 };
	struct platdev_of_irq irq;

	(void)state;
	spec.args[0] = 5; /* one cell below 16: an SGI */
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), 0);
	assert_string_equal(irq.kind, "SGI");
	assert_int_equal(irq.hwirq, 5);
	assert_int_equal(irq.type, IRQ_TYPE_EDGE_RISING);
	platdev_of_irq_put(&irq);
	spec.args[0] = 16; /* and not above */
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), -EINVAL);
	assert_false(irq.decoded);
	platdev_of_irq_put(&irq);
	/* extended SPIs are a GICv3's only */
	spec.args_count = 3;
	spec.args[0] = 2;
	spec.args[1] = 3;
	spec.args[2] = 4;
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), -EINVAL);
	assert_ptr_equal(irq.spec.np, test_node(GICV2));
	platdev_of_irq_put(&irq);
}

static void test_stacked(void **state)
{
	(void)state;
	expect("/stacked@c000000", 0, GICV2, "SPI", 96, IRQ_TYPE_LEVEL_HIGH,
	       "/gpc@3000000");
	/* the sysirq inverts a low level and a falling edge */
	expect("/stacked@c000000", 1, GICV2, "SPI", 44, IRQ_TYPE_LEVEL_HIGH,
	       "/intpol-controller@4000000");
	expect("/stacked@c000000", 2, GICV2, "SPI", 45, IRQ_TYPE_EDGE_RISING,
	       "/intpol-controller@4000000");
	/* PDC pins 3 and 100 are in qcom,pdc-ranges' first and second range */
	expect("/stacked@c000000", 3, GICV2, "SPI", 480 + 3 + 32,
	       IRQ_TYPE_EDGE_RISING, PDC);
	expect("/stacked@c000000", 4, GICV2, "SPI", 609 + 6 + 32,
	       IRQ_TYPE_LEVEL_HIGH, PDC);
	/* a pin in no range, and the no-wake pin, end at the PDC */
	expect("/stacked@c000000", 5, PDC, NULL, 200, IRQ_TYPE_LEVEL_HIGH,
	       NULL);
	expect("/stacked@c000000", 6, PDC, NULL, 0xffffffffUL,
	       IRQ_TYPE_EDGE_RISING, NULL);
}

static void test_generic(void **state)
{
	struct platdev_of_irq irq;

	(void)state;
	expect("/generic@d000000", 0, "/gpio@6000000", NULL, 5,
	       IRQ_TYPE_LEVEL_LOW, NULL);
	expect("/generic@d000000", 1, "/intc@7000000", NULL, 9, IRQ_TYPE_NONE,
	       NULL);
	/* both levels at once: decoded, but no trigger has that name */
	expect("/generic@d000000", 2, "/gpio@6000000", NULL, 6, 0xc, NULL);
	assert_null(platdev_irq_trigger_name(0xc));
	/* read with the common conventions, and marked so */
	assert_int_equal(platdev_of_irq_parse(test_node("/generic@d000000"), 1,
					      &irq),
			 0);
	assert_true(irq.generic);
	platdev_of_irq_put(&irq);
	/* three cells of a binding nobody decodes */
	assert_int_equal(platdev_of_irq_parse(test_node("/generic@d000000"), 3,
					      &irq),
			 -EOPNOTSUPP);
	assert_false(irq.decoded);
	assert_ptr_equal(irq.spec.np, test_node("/intc@8000000"));
	assert_int_equal(irq.spec.args_count, 3);
	platdev_of_irq_put(&irq);
}

static void test_refused(void **state)
{
	struct of_phandle_args spec = { .np = NULL, .args_count = 1 };
	struct platdev_of_irq irq;

	(void)state;
	/* no such GIC kind; a GPC takes SPIs only */
	assert_int_equal(platdev_of_irq_parse(test_node("/bad@e000000"), 0,
					      &irq),
			 -EINVAL);
	assert_ptr_equal(irq.spec.np, test_node(GICV3));
	platdev_of_irq_put(&irq);
	assert_int_equal(platdev_of_irq_parse(test_node("/bad@e000000"), 1,
					      &irq),
			 -EINVAL);
	assert_ptr_equal(irq.spec.np, test_node("/gpc@3000000"));
	assert_null(irq.via);
	platdev_of_irq_put(&irq);
	/* past the last interrupt: of_irq_parse_one()'s error, nothing held */
	assert_int_equal(platdev_of_irq_parse(test_node("/bad@e000000"), 2,
					      &irq),
			 -EINVAL);
	assert_null(irq.spec.np);
	platdev_of_irq_put(&irq);
	assert_int_equal(platdev_of_irq_parse(test_node("/cpus"), 0, &irq),
			 -EINVAL);
	/* malformed specifiers */
	assert_int_equal(platdev_of_irq_decode(NULL, &irq), -EINVAL);
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), -EINVAL);
	spec.np = test_node(GICV3);
	spec.args_count = MAX_PHANDLE_ARGS + 1;
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), -EINVAL);
	spec.args_count = -1;
	assert_int_equal(platdev_of_irq_decode(&spec, &irq), -EINVAL);
	assert_null(irq.spec.np);
	platdev_of_irq_put(NULL);
}

static void test_trigger_names(void **state)
{
	(void)state;
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_NONE),
			    "type-none");
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_EDGE_RISING),
			    "edge-rising");
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_EDGE_FALLING),
			    "edge-falling");
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_EDGE_BOTH),
			    "edge-both");
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_LEVEL_HIGH),
			    "level-high");
	assert_string_equal(platdev_irq_trigger_name(IRQ_TYPE_LEVEL_LOW),
			    "level-low");
	assert_null(platdev_irq_trigger_name(5));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gic),
		cmocka_unit_test(test_sgi_and_gicv2_kinds),
		cmocka_unit_test(test_stacked),
		cmocka_unit_test(test_generic),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_trigger_names),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
