// SPDX-License-Identifier: MIT
/*
 * cpuhotplug.c - CPU hotplug states (linux/cpuhotplug.h) for the one CPU,
 * online for good: a table of states under a mutex, callbacks run for
 * CPU 0 when a state (or an instance) is added and removed.
 */
#include <linux/cpuhotplug.h>
#include <linux/errno.h>
#include <linux/mutex.h>
#include <linux/printk.h>

/*
 * @multi's callbacks take an instance node; @startup and @teardown hold
 * them cast, as Linux's table does.
 */
struct cpuhp_step {
	const char *name;
	int (*startup)(unsigned int cpu);
	int (*teardown)(unsigned int cpu);
	struct hlist_head instances;
	bool multi;
};

typedef int (*cpuhp_multi_fn)(unsigned int cpu, struct hlist_node *node);

static DEFINE_MUTEX(cpuhp_mutex);
static struct cpuhp_step cpuhp_steps[CPUHP_ONLINE + 1];

static struct cpuhp_step *cpuhp_step(enum cpuhp_state state)
{
	if (state <= CPUHP_OFFLINE || state >= CPUHP_ONLINE)
		return NULL;
	return &cpuhp_steps[state];
}

/* A free dynamic slot for @state, or @state itself if it is fixed. */
static int cpuhp_reserve(enum cpuhp_state state)
{
	int first, last, i;

	if (state == CPUHP_AP_ONLINE_DYN) {
		first = CPUHP_AP_ONLINE_DYN;
		last = CPUHP_AP_ONLINE_DYN_END;
	} else if (state == CPUHP_BP_PREPARE_DYN) {
		first = CPUHP_BP_PREPARE_DYN;
		last = CPUHP_BP_PREPARE_DYN_END;
	} else {
		if (!cpuhp_step(state))
			return -EINVAL;
		return cpuhp_steps[state].name ? -EBUSY : (int)state;
	}
	for (i = first; i < last; i++)
		if (!cpuhp_steps[i].name)
			return i;
	return -ENOSPC;
}

int __cpuhp_setup_state(enum cpuhp_state state, const char *name, bool invoke,
			int (*startup)(unsigned int cpu),
			int (*teardown)(unsigned int cpu), bool multi_instance)
{
	struct cpuhp_step *step;
	bool dynamic = state == CPUHP_AP_ONLINE_DYN ||
		       state == CPUHP_BP_PREPARE_DYN;
	int slot, ret = 0;

	if (!name)
		return -EINVAL;
	mutex_lock(&cpuhp_mutex);
	slot = cpuhp_reserve(state);
	if (slot < 0) {
		mutex_unlock(&cpuhp_mutex);
		return slot;
	}
	step = &cpuhp_steps[slot];
	step->name = name;
	step->startup = startup;
	step->teardown = teardown;
	step->multi = multi_instance;
	INIT_HLIST_HEAD(&step->instances);
	if (invoke && startup && !multi_instance)
		ret = startup(0);
	if (ret)
		step->name = NULL;
	mutex_unlock(&cpuhp_mutex);
	if (ret)
		return ret;
	return dynamic ? slot : 0;
}

void __cpuhp_remove_state(enum cpuhp_state state, bool invoke)
{
	struct cpuhp_step *step = cpuhp_step(state);
	struct hlist_node *node;

	if (!step)
		return;
	mutex_lock(&cpuhp_mutex);
	if (!step->name) {
		mutex_unlock(&cpuhp_mutex);
		return;
	}
	if (step->multi) {
		if (!hlist_empty(&step->instances))
			pr_warn("cpuhp: removing state %d (%s) with instances left\n",
				state, step->name);
		if (invoke && step->teardown)
			hlist_for_each(node, &step->instances)
				((cpuhp_multi_fn)(void *)step->teardown)(0,
									 node);
	} else if (invoke && step->teardown) {
		step->teardown(0);
	}
	step->name = NULL;
	mutex_unlock(&cpuhp_mutex);
}

int __cpuhp_state_add_instance(enum cpuhp_state state, struct hlist_node *node,
			       bool invoke)
{
	struct cpuhp_step *step = cpuhp_step(state);
	int ret = 0;

	if (!step)
		return -EINVAL;
	mutex_lock(&cpuhp_mutex);
	if (!step->name || !step->multi) {
		mutex_unlock(&cpuhp_mutex);
		return -EINVAL;
	}
	if (invoke && step->startup)
		ret = ((cpuhp_multi_fn)(void *)step->startup)(0, node);
	if (!ret)
		hlist_add_head(node, &step->instances);
	mutex_unlock(&cpuhp_mutex);
	return ret;
}

int __cpuhp_state_remove_instance(enum cpuhp_state state,
				  struct hlist_node *node, bool invoke)
{
	struct cpuhp_step *step = cpuhp_step(state);

	if (!step)
		return -EINVAL;
	mutex_lock(&cpuhp_mutex);
	if (!step->name || !step->multi) {
		mutex_unlock(&cpuhp_mutex);
		return -EINVAL;
	}
	if (invoke && step->teardown)
		((cpuhp_multi_fn)(void *)step->teardown)(0, node);
	hlist_del(node);
	mutex_unlock(&cpuhp_mutex);
	return 0;
}
