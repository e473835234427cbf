// SPDX-License-Identifier: MIT
/*
 * test_cpu.c - the one CPU: linux/cpumask.h operations and iterators,
 * linux/smp.h calls (-ENXIO for another CPU), linux/cpuhotplug.h states
 * (dynamic slots, -EBUSY, -ENOSPC, a failing startup, multi-instance),
 * and linux/cpu_pm.h notifiers (ENTER_FAILED to those before a refusal).
 */
#include <linux/cpu.h>
#include <linux/cpu_pm.h>
#include <linux/cpuhotplug.h>
#include <linux/cpumask.h>
#include <linux/smp.h>

#include <platdev/port.h>

#include "testutil.h"

static void test_cpumask(void **state)
{
	cpumask_var_t m;
	struct cpumask a;
	unsigned int cpu, n = 0;

	(void)state;
	assert_true(zalloc_cpumask_var(&m, GFP_KERNEL));
	assert_true(cpumask_empty(m));
	assert_int_equal(cpumask_first(m), nr_cpu_ids);
	assert_int_equal(cpumask_first_zero(m), 0);
	cpumask_set_cpu(0, m);
	cpumask_set_cpu(5, m); /* beyond nr_cpu_ids: ignored */
	assert_true(cpumask_test_cpu(0, m));
	assert_false(cpumask_test_cpu(5, m));
	assert_int_equal(cpumask_weight(m), 1);
	assert_true(cpumask_full(m));
	assert_true(cpumask_equal(m, cpu_online_mask));
	assert_int_equal(cpumask_any_but(m, 0), nr_cpu_ids);
	assert_int_equal(cpumask_any_but(m, 1), 0);
	cpumask_copy(&a, m);
	assert_true(cpumask_and(&a, &a, cpu_possible_mask));
	assert_false(cpumask_andnot(&a, &a, m));
	assert_true(cpumask_empty(&a));
	assert_false(cpumask_intersects(&a, m));
	assert_true(cpumask_subset(&a, m));
	assert_true(cpumask_test_and_clear_cpu(0, m));
	assert_false(cpumask_test_and_set_cpu(0, m));
	free_cpumask_var(m);
	for_each_online_cpu(cpu) n++;
	assert_int_equal(n, 1);
	assert_int_equal(num_online_cpus(), 1);
	assert_true(cpu_online(0));
	assert_false(cpu_online(1));
	assert_true(cpumask_test_cpu(0, cpumask_of(0)));
	assert_null(get_cpu_device(0));
	assert_int_equal(remove_cpu(0), -EBUSY);
	assert_int_equal(add_cpu(0), 0);
	assert_int_equal(add_cpu(1), -EINVAL);
}

static int smp_calls;

static void smp_fn(void *info)
{
	(void)info;
	assert_true(platdev_port_irqs_masked());
	smp_calls++;
}

static void test_smp_calls(void **state)
{
	(void)state;
	assert_int_equal(smp_processor_id(), 0);
	assert_int_equal(get_cpu(), 0);
	put_cpu();
	assert_int_equal(smp_call_function_single(0, smp_fn, NULL, 1), 0);
	assert_int_equal(smp_call_function_single(1, smp_fn, NULL, 1), -ENXIO);
	on_each_cpu(smp_fn, NULL, 1);
	on_each_cpu_mask(cpu_none_mask, smp_fn, NULL, true);
	assert_int_equal(smp_call_function_any(cpu_none_mask, smp_fn, NULL, 1),
			 -ENXIO);
	assert_int_equal(
		smp_call_function_any(cpu_online_mask, smp_fn, NULL, 1), 0);
	smp_call_function(smp_fn, NULL, 1); /* other CPUs: none */
	assert_int_equal(smp_calls, 3);
}

static int up_calls, down_calls, up_error;

static int cb_up(unsigned int cpu)
{
	assert_int_equal(cpu, 0);
	up_calls++;
	return up_error;
}

static int cb_down(unsigned int cpu)
{
	assert_int_equal(cpu, 0);
	down_calls++;
	return 0;
}

static int multi_up(unsigned int cpu, struct hlist_node *node)
{
	(void)cpu;
	(void)node;
	up_calls++;
	return up_error;
}

static int multi_down(unsigned int cpu, struct hlist_node *node)
{
	(void)cpu;
	(void)node;
	down_calls++;
	return 0;
}

static void test_cpuhp(void **state)
{
	int slots[CPUHP_AP_ONLINE_DYN_END - CPUHP_AP_ONLINE_DYN];
	struct hlist_node n1, n2;
	int s, i;

	(void)state;
	s = cpuhp_setup_state(CPUHP_AP_ONLINE_DYN, "test:online", cb_up,
			      cb_down);
	assert_true(s >= CPUHP_AP_ONLINE_DYN && s < CPUHP_AP_ONLINE_DYN_END);
	assert_int_equal(up_calls, 1);
	cpuhp_remove_state(s);
	assert_int_equal(down_calls, 1);
	/* _nocalls: no callback either way. */
	s = cpuhp_setup_state_nocalls(CPUHP_AP_ONLINE_DYN, "test:nc", cb_up,
				      cb_down);
	assert_true(s > 0);
	cpuhp_remove_state_nocalls(s);
	assert_int_equal(up_calls, 1);
	assert_int_equal(down_calls, 1);
	/* A failing startup: its error, and the state is free again. */
	up_error = -EIO;
	assert_int_equal(cpuhp_setup_state(CPUHP_AP_ONLINE_DYN, "test:fail",
					   cb_up, cb_down),
			 -EIO);
	up_error = 0;
	/* A fixed state: 0, then -EBUSY while set up. */
	assert_int_equal(cpuhp_setup_state(CPUHP_AP_ONLINE, "test:fixed", NULL,
					   NULL),
			 0);
	assert_int_equal(cpuhp_setup_state(CPUHP_AP_ONLINE, "test:fixed", NULL,
					   NULL),
			 -EBUSY);
	cpuhp_remove_state(CPUHP_AP_ONLINE);
	assert_int_equal(cpuhp_setup_state(CPUHP_ONLINE, "bad", NULL, NULL),
			 -EINVAL);
	/* Every dynamic slot taken: -ENOSPC. */
	for (i = 0; i < (int)ARRAY_SIZE(slots); i++)
		slots[i] = cpuhp_setup_state_nocalls(CPUHP_AP_ONLINE_DYN, "s",
						     NULL, NULL);
	assert_int_equal(cpuhp_setup_state_nocalls(CPUHP_AP_ONLINE_DYN, "s",
						   NULL, NULL),
			 -ENOSPC);
	for (i = 0; i < (int)ARRAY_SIZE(slots); i++)
		cpuhp_remove_state_nocalls(slots[i]);
	/* Multi-instance: callbacks per instance. */
	up_calls = down_calls = 0;
	s = cpuhp_setup_state_multi(CPUHP_AP_ONLINE_DYN, "test:multi", multi_up,
				    multi_down);
	assert_true(s > 0);
	assert_int_equal(up_calls, 0);
	assert_int_equal(cpuhp_state_add_instance(s, &n1), 0);
	assert_int_equal(cpuhp_state_add_instance_nocalls(s, &n2), 0);
	assert_int_equal(up_calls, 1);
	up_error = -ENOMEM;
	assert_int_equal(cpuhp_state_add_instance(s, &n1), -ENOMEM);
	up_error = 0;
	assert_int_equal(cpuhp_state_remove_instance(s, &n1), 0);
	assert_int_equal(down_calls, 1);
	assert_int_equal(cpuhp_state_remove_instance_nocalls(s, &n2), 0);
	cpuhp_remove_multi_state(s);
	assert_int_equal(cpuhp_state_add_instance(s, &n1), -EINVAL);
}

static int pm_log[16], pm_n;

static int pm_cb(struct notifier_block *nb, unsigned long ev, void *v)
{
	(void)v;
	pm_log[pm_n++] = nb->priority * 10 + (int)ev;
	if (ev == CPU_PM_ENTER && nb->priority == 1)
		return notifier_from_errno(-EBUSY);
	if (ev == CPU_CLUSTER_PM_ENTER && nb->priority == 1)
		return NOTIFY_BAD;
	return NOTIFY_OK;
}

static void test_cpu_pm(void **state)
{
	struct notifier_block a = { .notifier_call = pm_cb, .priority = 3 };
	struct notifier_block b = { .notifier_call = pm_cb, .priority = 1 };
	struct notifier_block c = { .notifier_call = pm_cb, .priority = 0 };

	(void)state;
	assert_int_equal(cpu_pm_register_notifier(&a), 0);
	assert_int_equal(cpu_pm_register_notifier(&c), 0);
	assert_int_equal(cpu_pm_register_notifier(&a), -EEXIST);
	assert_int_equal(cpu_pm_enter(), 0);
	assert_int_equal(cpu_pm_exit(), 0);
	assert_int_equal(pm_n, 4);
	assert_int_equal(pm_log[0], 30 + CPU_PM_ENTER);
	assert_int_equal(pm_log[1], 0 + CPU_PM_ENTER);
	assert_int_equal(pm_log[3], 0 + CPU_PM_EXIT);
	/* b refuses: a (before it) gets ENTER_FAILED, c nothing. */
	assert_int_equal(cpu_pm_register_notifier(&b), 0);
	pm_n = 0;
	assert_int_equal(cpu_pm_enter(), -EBUSY);
	assert_int_equal(pm_n, 3);
	assert_int_equal(pm_log[0], 30 + CPU_PM_ENTER);
	assert_int_equal(pm_log[1], 10 + CPU_PM_ENTER);
	assert_int_equal(pm_log[2], 30 + CPU_PM_ENTER_FAILED);
	pm_n = 0;
	assert_int_equal(cpu_cluster_pm_enter(), -EPERM);
	assert_int_equal(pm_log[2], 30 + CPU_CLUSTER_PM_ENTER_FAILED);
	assert_int_equal(cpu_cluster_pm_exit(), 0);
	assert_int_equal(cpu_pm_unregister_notifier(&b), 0);
	assert_int_equal(cpu_pm_unregister_notifier(&b), -ENOENT);
	cpu_pm_unregister_notifier(&a);
	cpu_pm_unregister_notifier(&c);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cpumask),
		cmocka_unit_test(test_smp_calls),
		cmocka_unit_test(test_cpuhp),
		cmocka_unit_test(test_cpu_pm),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
