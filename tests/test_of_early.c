// SPDX-License-Identifier: MIT
/*
 * test_of_early.c - platdev_of_init_early(): the interrupt controllers and
 * fixed clocks Linux sets up before populating become providers, with
 * Linux's translation of each controller's cells (hwirq and trigger type);
 * the PLIC stays a platform driver's; what it sets up goes again without
 * a leak; and on every real board in shared/dtbs no device is left waiting
 * for an early controller.
 */
#include <dirent.h>
#include <stdio.h>
#include <string.h>

#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/of_irq.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/of_early.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	/* four controllers and two clocks ("nofreq" has no frequency) */
	return platdev_of_init_early() == 6 ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platdev_of_exit_early();
	return platdev_of_unload() == 0 ? 0 : -1;
}

/* Map interrupt @index of @path; check its hwirq and trigger type. */
static void check_irq(const char *path, int index, long hwirq,
		      unsigned int type)
{
	int virq = of_irq_get(test_node(path), index);

	assert_true(virq > 0);
	assert_int_equal(platdev_irq_hwirq((unsigned int)virq), hwirq);
	assert_int_equal(irq_get_trigger_type((unsigned int)virq), type);
}

static void test_gicv2(void **state)
{
	(void)state;
	check_irq("/spi-dev@3000", 0, 48, IRQ_TYPE_EDGE_RISING); /* SPI 16 */
	check_irq("/spi-dev@3000", 1, 29, IRQ_TYPE_LEVEL_LOW); /* PPI 13 */
	check_irq("/spi-dev@3000", 2, 37, IRQ_TYPE_LEVEL_HIGH); /* SPI 5 */
	/* the same interrupt maps to the same virq */
	assert_int_equal(of_irq_get(test_node("/spi-dev@3000"), 0),
			 of_irq_get(test_node("/spi-dev@3000"), 0));
}

static void test_gicv3(void **state)
{
	(void)state;
	check_irq("/v3-dev@4000", 0, 52, IRQ_TYPE_LEVEL_HIGH); /* SPI 20 */
	check_irq("/v3-dev@4000", 1, 23, IRQ_TYPE_LEVEL_LOW); /* PPI 7 */
	check_irq("/v3-dev@4000", 2, 4099, IRQ_TYPE_EDGE_RISING); /* ESPI 3 */
	check_irq("/v3-dev@4000", 3, 1057, IRQ_TYPE_LEVEL_HIGH); /* EPPI 1 */
}

static void test_nvic_and_hart(void **state)
{
	(void)state;
	check_irq("/nvic-dev@5000", 0, 37, IRQ_TYPE_NONE);
	check_irq("/hart-dev@6000", 0, 7, IRQ_TYPE_NONE);
	/* the PLIC's own interrupt is the hart controller's */
	check_irq("/interrupt-controller@c000000", 0, 11, IRQ_TYPE_NONE);
}

/* Cells the GIC translations refuse; an SGI's single cell. */
static void test_gic_cells(void **state)
{
	struct irq_fwspec spec = {
		.fwnode = &test_node("/interrupt-controller@1000")->fwnode
	};
	unsigned int virq;

	(void)state;
	spec.param_count = 3;
	spec.param[0] = 2; /* an extended SPI: GICv3 only */
	spec.param[1] = 3;
	spec.param[2] = 1;
	assert_int_equal(irq_create_fwspec_mapping(&spec), 0);
	spec.param[0] = 7; /* no such kind */
	assert_int_equal(irq_create_fwspec_mapping(&spec), 0);
	spec.param[0] = 0;
	spec.param_count = 2; /* too few */
	assert_int_equal(irq_create_fwspec_mapping(&spec), 0);
	spec.param_count =
		4; /* past the third cell, Linux's GICv2 reads none */
	virq = irq_create_fwspec_mapping(&spec);
	assert_true(virq > 0);
	assert_int_equal(platdev_irq_hwirq(virq), 35);
	irq_dispose_mapping(virq);
	spec.param_count = 1; /* SGI 5 */
	spec.param[0] = 5;
	virq = irq_create_fwspec_mapping(&spec);
	assert_true(virq > 0);
	assert_int_equal(platdev_irq_hwirq(virq), 5);
	assert_int_equal(irq_get_trigger_type(virq), IRQ_TYPE_EDGE_RISING);
	/* a GIC interrupt without a trigger type maps, with a warning */
	spec.param_count = 3;
	spec.param[0] = 0;
	spec.param[1] = 9;
	spec.param[2] = 0;
	virq = irq_create_fwspec_mapping(&spec);
	assert_true(virq > 0);
	assert_int_equal(platdev_irq_hwirq(virq), 41);
	/* the one-cell translation needs its cell */
	spec.fwnode = &test_node("/interrupt-controller@e000e100")->fwnode;
	spec.param_count = 0;
	assert_int_equal(irq_create_fwspec_mapping(&spec), 0);
}

static int early_probe(struct platform_device *pdev)
{
	int irq = platform_get_irq(pdev, 0);

	return irq < 0 ? irq : 0;
}

static const struct of_device_id early_match[] = { { .compatible =
							     "test,early-dev" },
						   {} };

static struct platform_driver early_driver = {
	.probe = early_probe,
	.driver = { .name = "early-dev", .of_match_table = early_match },
};

/* Populate: the early nodes make no device; the PLIC's consumer waits. */
static void test_populate_and_bind(void **state)
{
	struct platdev_bind_status st;

	(void)state;
	assert_int_equal(platform_driver_register(&early_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	assert_null(of_find_device_by_node(
		test_node("/interrupt-controller@1000")));
	assert_null(of_find_device_by_node(test_node("/osc24m")));
	assert_non_null(test_device_of("/interrupt-controller@c000000"));

	assert_non_null(test_device_of("/spi-dev@3000")->driver);
	assert_non_null(test_device_of("/v3-dev@4000")->driver);
	assert_non_null(test_device_of("/nvic-dev@5000")->driver);
	assert_non_null(test_device_of("/hart-dev@6000")->driver);
	/* it waits for the PLIC's device first, then for its irq domain */
	assert_int_equal(platdev_device_bind_status(
				 test_device_of("/plic-dev@7000"), &st),
			 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_FW_LINK);
	fw_devlink_drivers_done();
	assert_int_equal(platdev_device_bind_status(
				 test_device_of("/plic-dev@7000"), &st),
			 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_IRQ_PARENT);
	assert_ptr_equal(st.node, test_node("/interrupt-controller@c000000"));

	of_platform_depopulate(NULL);
	platform_driver_unregister(&early_driver);
}

/* A second set-up is refused; exit takes everything (mappings too). */
static void test_busy_and_exit(void **state)
{
	(void)state;
	assert_int_equal(platdev_of_init_early(), -EBUSY);
	check_irq("/spi-dev@3000", 0, 48, IRQ_TYPE_EDGE_RISING);
	platdev_of_exit_early();
	assert_null(irq_find_host(test_node("/interrupt-controller@1000")));
	assert_int_equal(of_irq_get(test_node("/spi-dev@3000"), 0),
			 -EPROBE_DEFER);
	assert_int_equal(live_allocs(), allocs_loaded);
	assert_int_equal(platdev_of_init_early(), 6);
}

/* Out of memory at each allocation in turn: -ENOMEM and nothing left. */
static void test_enomem(void **state)
{
	long n;
	int ret;

	(void)state;
	platdev_of_exit_early();
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 1);
		ret = platdev_of_init_early();
		platdev_port_fail_alloc_after(-1, 0);
		if (ret >= 0)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(
			irq_find_host(test_node("/interrupt-controller@1000")));
		assert_int_equal(live_allocs(), allocs_loaded);
	}
	assert_int_equal(ret, 6);
	assert_true(n > 0);
}

/*
 * A platform device's interrupts that lead to an early controller: how
 * many of them its probe would defer on (of_irq_get() is what
 * platform_get_irq() asks).
 */
static int count_waiting(struct device *dev, void *data)
{
	struct device_node *np = dev->of_node;
	int *waiting = data;
	int i, n;

	if (!np)
		return 0;
	n = of_irq_count(np);
	for (i = 0; i < n; i++) {
		struct platform_device *ctrl;
		struct of_phandle_args a;
		bool early;

		if (of_irq_parse_one(np, i, &a))
			continue;
		ctrl = of_find_device_by_node(a.np);
		early = of_node_check_flag(a.np, OF_POPULATED) && !ctrl;
		if (ctrl)
			put_device(&ctrl->dev);
		of_node_put(a.np);
		if (early && of_irq_get(np, i) == -EPROBE_DEFER) {
			(*waiting)++;
			break;
		}
	}
	return 0;
}

static int board_waiting(void)
{
	int waiting = 0;

	bus_for_each_dev(&platform_bus_type, NULL, &waiting, count_waiting);
	return waiting;
}

/* Every real board: before, devices wait for early controllers; after, none. */
static void test_real_boards(void **state)
{
	const char *dir = PLATDEV_SOURCE_DIR "/../shared/dtbs";
	struct dirent *de;
	char path[512];
	int boards = 0;
	DIR *d;

	(void)state;
	assert_int_equal(teardown(NULL), 0);
	d = opendir(dir);
	if (!d)
		skip();
	while ((de = readdir(d))) {
		unsigned long before_allocs = live_allocs();
		int before, after;
		size_t len = strlen(de->d_name);

		if (len < 4 || strcmp(de->d_name + len - 4, ".dtb"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		assert_int_equal(test_load_dtb(path), 0);
		platdev_of_mark_early_init();
		assert_int_equal(of_platform_default_populate(NULL, NULL, NULL),
				 0);
		before = board_waiting();
		assert_true(platdev_of_init_early() >= 0);
		after = board_waiting();
		print_message(
			"%-45s devices waiting for an early controller: %d before, %d after\n",
			de->d_name, before, after);
		assert_int_equal(after, 0);
		of_platform_depopulate(NULL);
		platdev_of_exit_early();
		assert_int_equal(platdev_of_unload(), 0);
		assert_int_equal(live_allocs(), before_allocs);
		boards++;
	}
	closedir(d);
	assert_true(boards > 0);
	assert_int_equal(setup(NULL), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_gicv2),
		cmocka_unit_test(test_gicv3),
		cmocka_unit_test(test_nvic_and_hart),
		cmocka_unit_test(test_gic_cells),
		cmocka_unit_test(test_populate_and_bind),
		cmocka_unit_test(test_busy_and_exit),
		cmocka_unit_test(test_enomem),
		cmocka_unit_test(test_real_boards),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
