// SPDX-License-Identifier: MIT
/*
 * test_irqdomain_hierarchy.c - a domain stacked on another: a line mapped
 * in the child is allocated in the parent under the same number, the
 * parent's hwirq delivers to the child's handlers, the child's chip
 * reaches the parent's through the irq_chip_*_parent() helpers, both
 * domains are activated for the first handler (the root first) and
 * deactivated after the last, and freeing gives everything back. Error
 * codes and allocation failures of each step.
 */
#include <linux/interrupt.h>
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/module.h>

#include "testutil.h"

#define PARENT_SIZE 20
#define CHILD_SIZE 16
#define CHILD_TO_PARENT 8 /* child hwirq n is parent hwirq n + 8 */
#define HW_NONE 0xffu

/* What reached the parent controller, by hwirq. */
struct parent_hw {
	int mask[PARENT_SIZE], unmask[PARENT_SIZE], eoi[PARENT_SIZE];
	int enable[PARENT_SIZE], disable[PARENT_SIZE];
	unsigned int type[PARENT_SIZE];
	int wake[PARENT_SIZE], affinity[PARENT_SIZE], retrigger[PARENT_SIZE];
	int allocs, frees;
	unsigned int fail_activate; /* a parent hwirq whose activation fails */
	unsigned int fail_child_activate; /* a child hwirq likewise */
	char order[16]; /* 'P'/'C' activations, 'p'/'c' deactivations */
	unsigned int n_order;
};

static struct parent_hw hw;
static unsigned int handled;

static void note(char c)
{
	if (hw.n_order < sizeof(hw.order) - 1)
		hw.order[hw.n_order++] = c;
}

static void p_mask(struct irq_data *d)
{
	hw.mask[d->hwirq]++;
}

static void p_unmask(struct irq_data *d)
{
	hw.unmask[d->hwirq]++;
}

static void p_eoi(struct irq_data *d)
{
	hw.eoi[d->hwirq]++;
}

static int p_set_type(struct irq_data *d, unsigned int type)
{
	if (type == IRQ_TYPE_LEVEL_LOW)
		return -EINVAL; /* the parent only takes active-high */
	hw.type[d->hwirq] = type;
	return 0;
}

static int p_set_wake(struct irq_data *d, unsigned int on)
{
	hw.wake[d->hwirq] = (int)on;
	return 0;
}

static int p_set_affinity(struct irq_data *d, const struct cpumask *m,
			  bool force)
{
	(void)m;
	(void)force;
	hw.affinity[d->hwirq]++;
	return 0;
}

static int p_retrigger(struct irq_data *d)
{
	hw.retrigger[d->hwirq]++;
	return 1;
}

static const struct irq_chip parent_chip = {
	.name = "parent",
	.irq_mask = p_mask,
	.irq_unmask = p_unmask,
	.irq_eoi = p_eoi,
	.irq_set_type = p_set_type,
	.irq_set_wake = p_set_wake,
	.irq_set_affinity = p_set_affinity,
	.irq_retrigger = p_retrigger,
};

/* A parent whose enable and disable are their own (not mask/unmask). */
static void p_enable(struct irq_data *d)
{
	hw.enable[d->hwirq]++;
}

static void p_disable(struct irq_data *d)
{
	hw.disable[d->hwirq]++;
}

static const struct irq_chip parent_chip_en = {
	.name = "parent-en",
	.irq_enable = p_enable,
	.irq_disable = p_disable,
	.flags = IRQCHIP_SKIP_SET_WAKE,
};

static int p_alloc(struct irq_domain *d, unsigned int virq,
		   unsigned int nr_irqs, void *arg)
{
	struct irq_fwspec *fwspec = arg;
	unsigned long hwirq;
	unsigned int type, i;
	int ret = irq_domain_translate_twocell(d, fwspec, &hwirq, &type);

	if (ret)
		return ret;
	for (i = 0; i < nr_irqs; i++)
		irq_domain_set_info(d, virq + i, hwirq + i,
				    type == IRQ_TYPE_EDGE_BOTH ?
					    &parent_chip_en :
					    &parent_chip,
				    &hw, handle_fasteoi_irq, NULL, "fasteoi");
	hw.allocs++;
	return 0;
}

static void p_free(struct irq_domain *d, unsigned int virq,
		   unsigned int nr_irqs)
{
	hw.frees++;
	irq_domain_free_irqs_common(d, virq, nr_irqs);
}

static int p_activate(struct irq_domain *d, struct irq_data *data, bool reserve)
{
	(void)d;
	(void)reserve;
	if (data->hwirq == hw.fail_activate)
		return -EBUSY;
	note('P');
	return 0;
}

static void p_deactivate(struct irq_domain *d, struct irq_data *data)
{
	(void)d;
	(void)data;
	note('p');
}

static const struct irq_domain_ops parent_ops = {
	.translate = irq_domain_translate_twocell,
	.alloc = p_alloc,
	.free = p_free,
	.activate = p_activate,
	.deactivate = p_deactivate,
};

static const struct irq_chip child_chip = {
	.name = "child",
	.irq_mask = irq_chip_mask_parent,
	.irq_unmask = irq_chip_unmask_parent,
	.irq_eoi = irq_chip_eoi_parent,
	.irq_enable = irq_chip_enable_parent,
	.irq_disable = irq_chip_disable_parent,
	.irq_set_type = irq_chip_set_type_parent,
	.irq_set_wake = irq_chip_set_wake_parent,
	.irq_set_affinity = irq_chip_set_affinity_parent,
};

static struct fwnode_handle parent_node, child_node;

static int c_alloc(struct irq_domain *d, unsigned int virq,
		   unsigned int nr_irqs, void *arg)
{
	struct irq_fwspec *fwspec = arg, parent = { .fwnode = &parent_node };
	unsigned long hwirq;
	unsigned int type, i;
	int ret = irq_domain_translate_twocell(d, fwspec, &hwirq, &type);

	if (ret)
		return ret;
	if (hwirq + nr_irqs > CHILD_SIZE)
		return -EINVAL; /* no parent line */
	for (i = 0; i < nr_irqs; i++) {
		ret = irq_domain_set_hwirq_and_chip(d, virq + i, hwirq + i,
						    &child_chip, NULL);
		if (ret)
			return ret;
	}
	parent.param_count = 2;
	parent.param[0] = (u32)hwirq + CHILD_TO_PARENT;
	parent.param[1] = type;
	return irq_domain_alloc_irqs_parent(d, virq, nr_irqs, &parent);
}

static int c_activate(struct irq_domain *d, struct irq_data *data, bool reserve)
{
	(void)d;
	(void)reserve;
	if (data->hwirq == hw.fail_child_activate)
		return -EIO;
	note('C');
	return 0;
}

static void c_deactivate(struct irq_domain *d, struct irq_data *data)
{
	(void)d;
	(void)data;
	note('c');
}

static const struct irq_domain_ops child_ops = {
	.translate = irq_domain_translate_twocell,
	.alloc = c_alloc,
	.free = irq_domain_free_irqs_top,
	.activate = c_activate,
	.deactivate = c_deactivate,
};

static struct irq_domain *parent, *child;

static irqreturn_t handler(int irq, void *dev_id)
{
	(void)irq;
	(void)dev_id;
	handled++;
	return IRQ_HANDLED;
}

static int setup(void **state)
{
	(void)state;
	memset(&hw, 0, sizeof(hw));
	hw.fail_activate = HW_NONE;
	hw.fail_child_activate = HW_NONE;
	handled = 0;
	parent = irq_domain_create_hierarchy(NULL, 0, PARENT_SIZE, &parent_node,
					     &parent_ops, NULL);
	child = irq_domain_create_hierarchy(parent, 0, CHILD_SIZE, &child_node,
					    &child_ops, NULL);
	assert_non_null(parent);
	assert_non_null(child);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	irq_domain_remove(child);
	irq_domain_remove(parent);
	return 0;
}

static unsigned int map_child(unsigned int hwirq, unsigned int type)
{
	struct irq_fwspec fwspec = {
		.fwnode = &child_node,
		.param_count = 2,
		.param = { hwirq, type },
	};

	return irq_create_fwspec_mapping(&fwspec);
}

static void test_create(void **state)
{
	(void)state;
	assert_true(irq_domain_is_hierarchy(parent));
	assert_true(irq_domain_is_hierarchy(child));
	assert_ptr_equal(child->parent, parent);
	assert_null(parent->parent);
	assert_ptr_equal(irq_find_matching_fwnode(&child_node, DOMAIN_BUS_ANY),
			 child);
}

static void test_map_deliver_free(void **state)
{
	unsigned long live = live_allocs();
	struct irq_data *d;
	unsigned int virq;

	(void)state;
	live = live_allocs();
	virq = map_child(3, IRQ_TYPE_LEVEL_HIGH);
	assert_true(virq > 0);
	/* The same number at both levels, each with its hwirq and chip. */
	assert_int_equal(irq_find_mapping(child, 3), virq);
	assert_int_equal(irq_find_mapping(parent, 11), virq);
	assert_int_equal(map_child(3, IRQ_TYPE_NONE), virq);
	d = irq_get_irq_data(virq);
	assert_ptr_equal(d->domain, child);
	assert_int_equal(irqd_to_hwirq(d), 3);
	assert_ptr_equal(d->chip, &child_chip);
	assert_non_null(d->parent_data);
	assert_ptr_equal(irq_domain_get_irq_data(parent, virq), d->parent_data);
	assert_ptr_equal(d->parent_data->domain, parent);
	assert_int_equal(d->parent_data->hwirq, 11);
	assert_ptr_equal(d->parent_data->chip, &parent_chip);
	assert_ptr_equal(d->parent_data->chip_data, &hw);
	assert_null(d->parent_data->parent_data);
	/* The type is recorded, and programmed by the first request. */
	assert_int_equal(irq_get_trigger_type(virq), IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(hw.type[11], IRQ_TYPE_NONE);
	assert_int_equal(hw.allocs, 1);
	assert_int_equal(map_child(3, IRQ_TYPE_EDGE_RISING), 0);

	/* First handler: the root activated first, then started. */
	assert_int_equal(request_irq(virq, handler, 0, "h", &hw), 0);
	assert_string_equal(hw.order, "PC");
	/* The type went through the child's chip to the parent's. */
	assert_int_equal(hw.type[11], IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(hw.unmask[11], 1);
	/* The parent's hwirq reaches the child's handler, ended there. */
	assert_int_equal(generic_handle_domain_irq(parent, 11), 0);
	assert_int_equal(handled, 1);
	assert_int_equal(hw.eoi[11], 1);
	/* Masking reaches the parent. */
	disable_irq(virq);
	assert_int_equal(hw.mask[11], 1);
	assert_int_equal(generic_handle_domain_irq(parent, 11), 0);
	assert_int_equal(handled, 1);
	enable_irq(virq);
	assert_int_equal(hw.unmask[11], 2);
	assert_int_equal(handled, 2); /* the held delivery */
	assert_int_equal(irq_set_irq_type(virq, IRQ_TYPE_LEVEL_LOW), -EINVAL);
	assert_int_equal(hw.type[11], IRQ_TYPE_LEVEL_HIGH);
	assert_int_equal(irq_set_irq_wake(virq, 1), 0);
	assert_int_equal(hw.wake[11], 1);
	assert_int_equal(irq_set_irq_wake(virq, 0), 0);
	assert_int_equal(hw.wake[11], 0);
	assert_int_equal(irq_chip_set_affinity_parent(d, cpu_all_mask, false),
			 0);
	assert_int_equal(hw.affinity[11], 1);
	assert_int_equal(irq_chip_retrigger_hierarchy(d), 1);
	assert_int_equal(hw.retrigger[11], 1);

	/* Still requested: not freed. */
	log_capture_start();
	irq_dispose_mapping(virq);
	assert_true(log_has(PLATDEV_LOG_ERR, "still requested", NULL));
	log_capture_stop();
	assert_int_equal(irq_find_mapping(child, 3), virq);

	/* Last handler: shut down, deactivated top first. */
	free_irq(virq, &hw);
	assert_string_equal(hw.order, "PCcp");
	assert_int_equal(hw.mask[11], 2);
	irq_dispose_mapping(virq);
	assert_int_equal(hw.frees, 1);
	assert_int_equal(irq_find_mapping(child, 3), 0);
	assert_int_equal(irq_find_mapping(parent, 11), 0);
	assert_null(irq_get_irq_data(virq));
	assert_int_equal(generic_handle_domain_irq(parent, 11), -EINVAL);
	assert_int_equal(live_allocs(), live);
}

static void test_enable_disable_parent(void **state)
{
	struct irq_data *d;
	unsigned int virq;

	(void)state;
	/* Both edges: the parent's chip with enable/disable of its own. */
	virq = map_child(1, IRQ_TYPE_EDGE_BOTH);
	assert_true(virq > 0);
	d = irq_get_irq_data(virq);
	irq_chip_enable_parent(d);
	irq_chip_disable_parent(d);
	assert_int_equal(hw.enable[9], 1);
	assert_int_equal(hw.disable[9], 1);
	assert_int_equal(hw.unmask[9] + hw.mask[9], 0);
	/* It has no irq_set_type, no irq_retrigger; it skips wake. */
	assert_int_equal(irq_chip_set_type_parent(d, IRQ_TYPE_EDGE_RISING),
			 -ENOSYS);
	assert_int_equal(irq_chip_set_affinity_parent(d, cpu_all_mask, false),
			 -ENOSYS);
	assert_int_equal(irq_chip_set_wake_parent(d, 1), 0);
	assert_int_equal(irq_chip_retrigger_hierarchy(d), 0);
	/* At the root there is no parent. */
	assert_int_equal(irq_chip_set_type_parent(d->parent_data,
						  IRQ_TYPE_EDGE_RISING),
			 -ENOSYS);
	assert_int_equal(irq_chip_set_wake_parent(d->parent_data, 1), -ENOSYS);
	irq_chip_mask_parent(d->parent_data); /* nothing, no crash */
	irq_dispose_mapping(virq);
}

static void test_alloc_several(void **state)
{
	struct irq_fwspec fwspec = { .fwnode = &child_node,
				     .param_count = 2,
				     .param = { 4, IRQ_TYPE_EDGE_RISING } };
	unsigned long live = live_allocs();
	int virq;

	(void)state;
	virq = irq_domain_alloc_irqs(child, 3, NUMA_NO_NODE, &fwspec);
	assert_true(virq > 0);
	for (unsigned int i = 0; i < 3; i++) {
		assert_int_equal(irq_find_mapping(child, 4 + i),
				 (unsigned int)virq + i);
		assert_int_equal(irq_find_mapping(parent, 12 + i),
				 (unsigned int)virq + i);
	}
	/* A number of a hierarchy asked for again: taken. */
	assert_int_equal(__irq_domain_alloc_irqs(child, virq, 1, NUMA_NO_NODE,
						 &fwspec, false, NULL),
			 -EEXIST);
	assert_int_equal(__irq_domain_alloc_irqs(child, virq, 1, NUMA_NO_NODE,
						 &fwspec, true, NULL),
			 -EEXIST);
	irq_domain_free_irqs((unsigned int)virq, 3);
	assert_int_equal(irq_find_mapping(parent, 13), 0);
	assert_int_equal(live_allocs(), live);
}

static int noop_map(struct irq_domain *d, unsigned int virq,
		    irq_hw_number_t hw_)
{
	(void)d;
	(void)virq;
	(void)hw_;
	return 0;
}

static const struct irq_domain_ops flat_ops = { .map = noop_map };

static void test_errors(void **state)
{
	struct irq_fwspec fwspec = { .fwnode = &child_node,
				     .param_count = 2,
				     .param = { 2, IRQ_TYPE_EDGE_RISING } };
	unsigned long live = live_allocs();
	struct irq_domain *flat;
	unsigned int plain;
	int virq;

	(void)state;
	assert_int_equal(__irq_domain_alloc_irqs(NULL, -1, 1, NUMA_NO_NODE,
						 &fwspec, false, NULL),
			 -EINVAL);
	assert_int_equal(irq_domain_alloc_irqs(child, 0, NUMA_NO_NODE, &fwspec),
			 -EINVAL);
	assert_int_equal(__irq_domain_alloc_irqs(child, -1, 1, NUMA_NO_NODE,
						 &fwspec, true, NULL),
			 -EINVAL);
	/* Realloc of numbers that do not exist. */
	assert_int_equal(__irq_domain_alloc_irqs(child, 60000, 1, NUMA_NO_NODE,
						 &fwspec, true, NULL),
			 -EINVAL);
	/* A flat domain cannot allocate, nor can the root's parent. */
	flat = irq_domain_create_linear(NULL, 4, &flat_ops, NULL);
	assert_false(irq_domain_is_hierarchy(flat));
	assert_int_equal(irq_domain_alloc_irqs(flat, 1, NUMA_NO_NODE, &fwspec),
			 -ENOSYS);
	irq_domain_remove(flat);
	assert_int_equal(irq_domain_alloc_irqs_parent(parent, 1, 1, &fwspec),
			 -ENOSYS);
	/* The child refuses a line with no parent line. */
	fwspec.param[0] = CHILD_SIZE;
	assert_int_equal(irq_domain_alloc_irqs(child, 1, NUMA_NO_NODE, &fwspec),
			 -EINVAL);
	assert_int_equal(map_child(CHILD_SIZE, IRQ_TYPE_NONE), 0);
	/* A parent hwirq lies beyond its linear domain: both undone. */
	fwspec.param[0] = PARENT_SIZE - CHILD_TO_PARENT - 1;
	assert_int_equal(hw.frees, 0);
	log_capture_start();
	assert_int_equal(irq_domain_alloc_irqs(child, 2, NUMA_NO_NODE, &fwspec),
			 -EINVAL);
	assert_true(log_has(PLATDEV_LOG_ERR, "beyond domain", NULL));
	log_capture_stop();
	assert_int_equal(hw.frees, 2);
	assert_int_equal(irq_find_mapping(child, fwspec.param[0]), 0);
	assert_int_equal(irq_find_mapping(parent, PARENT_SIZE - 1), 0);
	/* A level not in the line's hierarchy; a line of no hierarchy. */
	virq = (int)map_child(2, IRQ_TYPE_NONE);
	assert_true(virq > 0);
	assert_null(irq_domain_get_irq_data(child, 60000));
	plain = (unsigned int)irq_alloc_desc(0);
	assert_int_equal(irq_domain_set_hwirq_and_chip(child, plain, 1,
						       &child_chip, NULL),
			 -ENOENT);
	log_capture_start();
	irq_domain_free_irqs(plain, 1);
	assert_true(log_has(PLATDEV_LOG_ERR, "not allocated", NULL));
	log_capture_stop();
	irq_free_desc(plain);
	irq_dispose_mapping((unsigned int)virq);
	assert_int_equal(live_allocs(), live);
}

static void test_activation_failures(void **state)
{
	unsigned long live = live_allocs();
	unsigned int virq;

	(void)state;
	virq = map_child(5, IRQ_TYPE_NONE);
	assert_true(virq > 0);
	/* The root refuses: nothing activated, the request fails. */
	hw.fail_activate = 13;
	assert_int_equal(request_irq(virq, handler, 0, "h", &hw), -EBUSY);
	assert_int_equal(hw.n_order, 0);
	assert_false(irq_has_action(virq));
	/* The child refuses: the root is deactivated again. */
	hw.fail_activate = HW_NONE;
	hw.fail_child_activate = 5;
	assert_int_equal(request_irq(virq, handler, 0, "h", &hw), -EIO);
	assert_string_equal(hw.order, "Pp");
	/* And it works once they agree. */
	hw.fail_child_activate = HW_NONE;
	assert_int_equal(request_irq(virq, handler, 0, "h", &hw), 0);
	assert_string_equal(hw.order, "PpPC");
	free_irq(virq, &hw);
	assert_string_equal(hw.order, "PpPCcp");
	irq_dispose_mapping(virq);
	assert_int_equal(live_allocs(), live);
}

/* A later allocation of a parent hwirq takes it over, as in Linux. */
static void test_parent_hwirq_taken_over(void **state)
{
	struct irq_fwspec pspec = { .fwnode = &parent_node,
				    .param_count = 2,
				    .param = { 14, IRQ_TYPE_NONE } };
	unsigned int direct, line;

	(void)state;
	direct = irq_create_fwspec_mapping(&pspec);
	assert_true(direct > 0);
	assert_null(irq_get_irq_data(direct)->parent_data);
	assert_int_equal(irq_find_mapping(parent, 14), direct);
	line = map_child(6, IRQ_TYPE_NONE);
	assert_true(line > 0 && line != direct);
	assert_int_equal(irq_find_mapping(parent, 14), line);
	/* Disposing of the first leaves the second's map alone. */
	irq_dispose_mapping(direct);
	assert_int_equal(irq_find_mapping(parent, 14), line);
	irq_dispose_mapping(line);
	assert_int_equal(irq_find_mapping(parent, 14), 0);
}

static void test_allocation_failures(void **state)
{
	struct irq_fwspec fwspec = { .fwnode = &child_node,
				     .param_count = 2,
				     .param = { 7, IRQ_TYPE_NONE } };
	unsigned long live = live_allocs();
	int virq = -ENOMEM;
	long n;

	(void)state;
	for (n = 0; virq == -ENOMEM; n++) {
		assert_true(n < 32);
		platdev_port_fail_alloc_after(n, 0);
		virq = irq_domain_alloc_irqs(child, 2, NUMA_NO_NODE, &fwspec);
		platdev_port_fail_alloc_after(-1, 0);
		if (virq < 0) {
			assert_int_equal(virq, -ENOMEM);
			assert_int_equal(live_allocs(), live);
			assert_int_equal(irq_find_mapping(child, 7), 0);
			assert_int_equal(irq_find_mapping(parent, 15), 0);
		}
	}
	assert_true(n > 2); /* the numbers, then each line's parent level */
	assert_true(virq > 0);
	irq_domain_free_irqs((unsigned int)virq, 2);
	assert_int_equal(live_allocs(), live);
}

/* The domains of a node, by bus token and by ops->select. */
static int select_wakeup(struct irq_domain *d, struct irq_fwspec *fwspec,
			 enum irq_domain_bus_token token)
{
	(void)d;
	return fwspec->fwnode == &child_node && token == DOMAIN_BUS_WAKEUP;
}

static const struct irq_domain_ops select_ops = { .select = select_wakeup };

static void test_bus_tokens(void **state)
{
	struct irq_fwspec fwspec = { .fwnode = &child_node };
	struct irq_domain *wake;

	(void)state;
	wake = irq_domain_create_linear(NULL, 1, &select_ops, NULL);
	assert_ptr_equal(irq_find_matching_fwspec(&fwspec, DOMAIN_BUS_WAKEUP),
			 wake);
	assert_ptr_equal(irq_find_matching_fwspec(&fwspec, DOMAIN_BUS_ANY),
			 child);
	assert_null(irq_find_matching_fwspec(&fwspec, DOMAIN_BUS_WIRED));
	irq_domain_update_bus_token(child, DOMAIN_BUS_WIRED);
	assert_ptr_equal(irq_find_matching_fwspec(&fwspec, DOMAIN_BUS_WIRED),
			 child);
	irq_domain_remove(wake);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_create, setup, teardown),
		cmocka_unit_test_setup_teardown(test_map_deliver_free, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_enable_disable_parent,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_alloc_several, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_errors, setup, teardown),
		cmocka_unit_test_setup_teardown(test_activation_failures, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_parent_hwirq_taken_over,
						setup, teardown),
		cmocka_unit_test_setup_teardown(test_allocation_failures, setup,
						teardown),
		cmocka_unit_test_setup_teardown(test_bus_tokens, setup,
						teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
