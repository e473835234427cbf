/* SPDX-License-Identifier: MIT */
/*
 * linux/cpuhotplug.h - callbacks run as CPUs come online and go offline.
 *
 * There is one CPU, online for good. Setting a state up runs its startup
 * callback for CPU 0 at once (not the _nocalls forms) and removing it runs
 * the teardown, as Linux does for each online CPU; a failing startup
 * leaves the state unset and returns its error. The dynamic states
 * (CPUHP_AP_ONLINE_DYN, CPUHP_BP_PREPARE_DYN) take a free slot and return
 * its number (-ENOSPC when all are taken); a fixed state returns 0 (-EBUSY
 * when it is set up already). Multi-instance states run their callbacks
 * per instance added.
 */
#ifndef _PLATDEV_LINUX_CPUHOTPLUG_H
#define _PLATDEV_LINUX_CPUHOTPLUG_H

#include <linux/list.h>
#include <linux/types.h>

enum cpuhp_state {
	CPUHP_INVALID = -1,
	CPUHP_OFFLINE = 0,
	CPUHP_CREATE_THREADS,
	CPUHP_PERF_PREPARE,
	CPUHP_RANDOM_PREPARE,
	CPUHP_WORKQUEUE_PREP,
	CPUHP_BP_PREPARE_DYN,
	CPUHP_BP_PREPARE_DYN_END = CPUHP_BP_PREPARE_DYN + 20,
	CPUHP_BP_KICK_AP,
	CPUHP_BRINGUP_CPU,
	CPUHP_AP_IDLE_DEAD,
	CPUHP_AP_OFFLINE,
	CPUHP_AP_IRQ_GIC_STARTING,
	CPUHP_AP_ARM_ARCH_TIMER_STARTING,
	CPUHP_AP_DUMMY_TIMER_STARTING,
	CPUHP_AP_ONLINE,
	CPUHP_TEARDOWN_CPU,
	CPUHP_AP_ONLINE_IDLE,
	CPUHP_AP_SMPBOOT_THREADS,
	CPUHP_AP_PERF_ONLINE,
	CPUHP_AP_WORKQUEUE_ONLINE,
	CPUHP_AP_RANDOM_ONLINE,
	CPUHP_AP_ONLINE_DYN,
	CPUHP_AP_ONLINE_DYN_END = CPUHP_AP_ONLINE_DYN + 40,
	CPUHP_AP_X86_HPET_ONLINE,
	CPUHP_AP_ACTIVE,
	CPUHP_ONLINE,
};

/**
 * __cpuhp_setup_state() - set @state up with @startup and @teardown (for
 * a multi-instance state: int (*)(unsigned int cpu, struct hlist_node *))
 * @invoke: run @startup for the online CPU now
 * Return: the state number of a dynamic state, 0 for a fixed one, or a
 * negative errno (that of @startup when it failed).
 */
int __cpuhp_setup_state(enum cpuhp_state state, const char *name, bool invoke,
			int (*startup)(unsigned int cpu),
			int (*teardown)(unsigned int cpu), bool multi_instance);

/** __cpuhp_remove_state() - undo a setup; @invoke: run the teardown */
void __cpuhp_remove_state(enum cpuhp_state state, bool invoke);

/**
 * __cpuhp_state_add_instance() - add @node to the multi-instance @state
 * Return: 0, -EINVAL for a state that is not multi-instance, or the
 * startup callback's error (@node is not added).
 */
int __cpuhp_state_add_instance(enum cpuhp_state state, struct hlist_node *node,
			       bool invoke);
/** __cpuhp_state_remove_instance() - take @node off @state; Return: 0 */
int __cpuhp_state_remove_instance(enum cpuhp_state state,
				  struct hlist_node *node, bool invoke);

static inline int cpuhp_setup_state(enum cpuhp_state state, const char *name,
				    int (*startup)(unsigned int cpu),
				    int (*teardown)(unsigned int cpu))
{
	return __cpuhp_setup_state(state, name, true, startup, teardown, false);
}

static inline int cpuhp_setup_state_nocalls(enum cpuhp_state state,
					    const char *name,
					    int (*startup)(unsigned int cpu),
					    int (*teardown)(unsigned int cpu))
{
	return __cpuhp_setup_state(state, name, false, startup, teardown,
				   false);
}

#define cpuhp_setup_state_cpuslocked(state, name, startup, teardown) \
	cpuhp_setup_state(state, name, startup, teardown)
#define cpuhp_setup_state_nocalls_cpuslocked(state, name, startup, teardown) \
	cpuhp_setup_state_nocalls(state, name, startup, teardown)

static inline int cpuhp_setup_state_multi(
	enum cpuhp_state state, const char *name,
	int (*startup)(unsigned int cpu, struct hlist_node *node),
	int (*teardown)(unsigned int cpu, struct hlist_node *node))
{
	return __cpuhp_setup_state(state, name, false, (void *)startup,
				   (void *)teardown, true);
}

static inline void cpuhp_remove_state(enum cpuhp_state state)
{
	__cpuhp_remove_state(state, true);
}

static inline void cpuhp_remove_state_nocalls(enum cpuhp_state state)
{
	__cpuhp_remove_state(state, false);
}

#define cpuhp_remove_state_nocalls_cpuslocked(state) \
	cpuhp_remove_state_nocalls(state)

static inline void cpuhp_remove_multi_state(enum cpuhp_state state)
{
	__cpuhp_remove_state(state, false);
}

static inline int cpuhp_state_add_instance(enum cpuhp_state state,
					   struct hlist_node *node)
{
	return __cpuhp_state_add_instance(state, node, true);
}

static inline int cpuhp_state_add_instance_nocalls(enum cpuhp_state state,
						   struct hlist_node *node)
{
	return __cpuhp_state_add_instance(state, node, false);
}

static inline int cpuhp_state_remove_instance(enum cpuhp_state state,
					      struct hlist_node *node)
{
	return __cpuhp_state_remove_instance(state, node, true);
}

static inline int cpuhp_state_remove_instance_nocalls(enum cpuhp_state state,
						      struct hlist_node *node)
{
	return __cpuhp_state_remove_instance(state, node, false);
}

#endif /* _PLATDEV_LINUX_CPUHOTPLUG_H */
