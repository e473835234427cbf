// SPDX-License-Identifier: MIT
/*
 * testutil_sim.c - the simulated test board of the test_sim_*.c tests.
 */
#include <linux/irqdomain.h>
#include <linux/of.h>
#include <platdev/of.h>
#include <platdev/sim.h>

#include "testutil.h"
#include "testutil_sim.h"

struct irq_domain *sim_test_domain;

static const struct irq_domain_ops onecell_ops = {
	.xlate = irq_domain_xlate_onecell,
};

void sim_test_board_up(const char *dtb)
{
	struct device_node *intc;

	assert_int_equal(test_load_dtb(dtb), 0);
	intc = of_find_node_by_path("/intc@1000");
	sim_test_domain = irq_domain_add_linear(intc, 32, &onecell_ops, NULL);
	of_node_put(intc);
	assert_non_null(sim_test_domain);
	assert_int_equal(platdev_sim_board_create(), 0);
}

void sim_test_board_down(void)
{
	unsigned int virq = irq_find_mapping(sim_test_domain, 5);

	platdev_sim_observe(NULL);
	platdev_sim_board_destroy();
	if (virq)
		irq_dispose_mapping(virq);
	irq_domain_remove(sim_test_domain);
	sim_test_domain = NULL;
	assert_int_equal(platdev_of_unload(), 0);
}
