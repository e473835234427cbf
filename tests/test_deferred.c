// SPDX-License-Identifier: MIT
/*
 * test_deferred.c - deferred probe: worst-order chains with and without
 * device links (probe counts), the retry when an interrupt controller's
 * domain appears, what a waiting device says about itself (supplier, kind,
 * tries, dev_err_probe message, timeout), and wait_for_device_probe()
 * waiting for asynchronous probes and the retries they queue.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <linux/irqdomain.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <platdev/bind.h>
#include <platdev/of.h>

#include "testutil.h"

#define CHAIN 40

static struct platform_device chain[CHAIN];
static int chain_probes;

/* chain.i needs chain.(i+1) bound; the last one needs nothing. */
static int chain_probe(struct platform_device *pdev)
{
	int i = pdev->id;

	chain_probes++;
	if (i + 1 < CHAIN && !chain[i + 1].dev.driver)
		return dev_err_probe(&pdev->dev, -EPROBE_DEFER,
				     "chain.%d is not bound yet\n", i + 1);
	return 0;
}

static struct platform_driver chain_driver = {
	.probe = chain_probe,
	.driver = { .name = "chain" },
};

static void register_chain(void)
{
	int i;

	for (i = 0; i < CHAIN; i++) {
		memset(&chain[i], 0, sizeof(chain[i]));
		chain[i].name = "chain";
		chain[i].id = i;
		assert_int_equal(platform_device_register(&chain[i]), 0);
	}
}

static void unregister_chain(void)
{
	int i;

	for (i = 0; i < CHAIN; i++)
		platform_device_unregister(&chain[i]);
}

static int bound_count(void)
{
	int i, n = 0;

	for (i = 0; i < CHAIN; i++)
		n += chain[i].dev.driver != NULL;
	return n;
}

/*
 * Consumers registered first, no links: every device defers once, then
 * the last one binds and a single newest-first pass binds the rest.
 */
static void test_chain_without_links(void **state)
{
	unsigned long live = live_allocs();

	(void)state;
	chain_probes = 0;
	assert_int_equal(platform_driver_register(&chain_driver), 0);
	register_chain();
	assert_int_equal(bound_count(), CHAIN);
	assert_int_equal(chain_probes, 2 * CHAIN - 1);
	unregister_chain();
	platform_driver_unregister(&chain_driver);
	assert_int_equal(live_allocs(), live);
}

/* The same chain with links: nobody probes before its supplier binds. */
static void test_chain_with_links(void **state)
{
	struct device_link *links[CHAIN - 1];
	unsigned long live = live_allocs();
	int i;

	(void)state;
	chain_probes = 0;
	register_chain();
	for (i = 0; i + 1 < CHAIN; i++) {
		links[i] = device_link_add(&chain[i].dev, &chain[i + 1].dev, 0);
		assert_non_null(links[i]);
		assert_int_equal(links[i]->status, DL_STATE_DORMANT);
	}
	assert_int_equal(platform_driver_register(&chain_driver), 0);
	assert_int_equal(bound_count(), CHAIN);
	assert_int_equal(chain_probes, CHAIN);
	assert_int_equal(links[0]->status, DL_STATE_ACTIVE);
	unregister_chain(); /* links go with their devices */
	platform_driver_unregister(&chain_driver);
	assert_int_equal(live_allocs(), live);
}

/* The driver registered first, devices in the worst order, with links. */
static void test_chain_with_links_driver_first(void **state)
{
	int i;

	(void)state;
	chain_probes = 0;
	assert_int_equal(platform_driver_register(&chain_driver), 0);
	device_block_probing();
	register_chain();
	for (i = 0; i + 1 < CHAIN; i++)
		assert_non_null(
			device_link_add(&chain[i].dev, &chain[i + 1].dev, 0));
	device_unblock_probing();
	assert_int_equal(bound_count(), CHAIN);
	assert_int_equal(chain_probes, CHAIN);
	unregister_chain();
	platform_driver_unregister(&chain_driver);
}

/* --- a supplier that never binds ---------------------------------------- */

static struct platform_device lonely_supplier = { .name = "lonely-supplier",
						  .id = PLATFORM_DEVID_NONE };
static struct platform_device waiting = { .name = "waiting",
					  .id = PLATFORM_DEVID_NONE };
static int waiting_probes;

static int waiting_probe(struct platform_device *pdev)
{
	(void)pdev;
	waiting_probes++;
	return 0;
}

static struct platform_driver waiting_driver = {
	.probe = waiting_probe,
	.driver = { .name = "waiting" },
};

static void test_supplier_never_binds(void **state)
{
	struct platdev_bind_status st;
	struct timespec two_ms = { 0, 2000000 };

	(void)state;
	waiting_probes = 0;
	assert_int_equal(platform_device_register(&lonely_supplier), 0);
	assert_int_equal(platform_device_register(&waiting), 0);
	assert_non_null(device_link_add(&waiting.dev, &lonely_supplier.dev, 0));
	assert_int_equal(platform_driver_register(&waiting_driver), 0);
	assert_int_equal(waiting_probes, 0);

	assert_int_equal(platdev_device_bind_status(&waiting.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_LINK);
	assert_string_equal(st.supplier, "lonely-supplier");
	assert_string_equal(platdev_dep_kind_name(st.wait_kind), "device link");
	assert_int_equal(st.probe_calls, 0);
	assert_false(st.timed_out);
	/* Explicit links wait for ever by default. */
	assert_int_equal(driver_deferred_probe_check_state(&waiting.dev),
			 -EPROBE_DEFER);

	/* With a timeout for links, the wait is named as timed out. */
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_LINK, 1),
			 0);
	nanosleep(&two_ms, NULL); /* the timeout under test, not a race */
	assert_int_equal(driver_deferred_probe_check_state(&waiting.dev),
			 -ETIMEDOUT);
	assert_int_equal(platdev_device_bind_status(&waiting.dev, &st), 0);
	assert_true(st.timed_out);
	assert_true(st.waited_ms >= 1);
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_LINK, 0),
			 0);
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_KINDS, 1),
			 -EINVAL);
	assert_int_equal(platdev_set_dependency_timeout(PLATDEV_DEP_NONE, 1),
			 -EINVAL);

	/* Removing the supplier removes the link: the consumer may probe. */
	platform_device_unregister(&lonely_supplier);
	assert_int_equal(device_attach(&waiting.dev), 1);
	assert_int_equal(waiting_probes, 1);
	platform_driver_unregister(&waiting_driver);
	platform_device_unregister(&waiting);
}

/* --- reasons ----------------------------------------------------------- */

static void test_reason_and_counts(void **state)
{
	struct platdev_bind_status st;

	(void)state;
	assert_int_equal(platform_driver_register(&chain_driver), 0);
	memset(&chain[0], 0, sizeof(chain[0]));
	memset(&chain[1], 0, sizeof(chain[1]));
	chain[0].name = "chain";
	chain[0].id = 0;
	assert_int_equal(platform_device_register(&chain[0]), 0);
	assert_int_equal(device_attach(&chain[0].dev), 0);
	assert_int_equal(platdev_device_bind_status(&chain[0].dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_UNKNOWN);
	assert_int_equal(st.defers, 2);
	assert_int_equal(st.probe_calls, 2);
	assert_int_equal(st.last_error, -EPROBE_DEFER);
	assert_string_equal(st.reason, "chain.1 is not bound yet");
	platform_device_unregister(&chain[0]);
	platform_driver_unregister(&chain_driver);
}

/* --- an interrupt parent without a domain ------------------------------- */

static int irq_probes, irq_seen;

static int irq_user_probe(struct platform_device *pdev)
{
	int irq = platform_get_irq(pdev, 0);

	irq_probes++;
	if (irq < 0)
		return irq;
	irq_seen = irq;
	return 0;
}

static const struct of_device_id irq_user_ids[] = { { .compatible =
							      "test,irq-user" },
						    {} };

static struct platform_driver irq_user_driver = {
	.probe = irq_user_probe,
	.driver = { .name = "irq-user", .of_match_table = irq_user_ids },
};

static const struct irq_domain_ops twocell_ops = {
	.xlate = irq_domain_xlate_twocell,
};

static void test_irq_parent_retry_is_targeted(void **state)
{
	struct device_node *intc, *np;
	struct platform_device *pdev;
	struct platdev_bind_status st;
	struct irq_domain *d;

	(void)state;
	irq_probes = irq_seen = 0;
	assert_int_equal(test_load_dtb(PLATDEV_TEST_DTB_DIR "/deferred.dtb"),
			 0);
	assert_int_equal(platform_driver_register(&irq_user_driver), 0);
	assert_int_equal(of_platform_default_populate(NULL, NULL, NULL), 0);
	np = of_find_node_by_path("/soc/irq-user@900");
	pdev = of_find_device_by_node(np);
	assert_non_null(pdev);
	assert_int_equal(irq_probes, 1);
	assert_null(pdev->dev.driver);
	assert_int_equal(platdev_device_bind_status(&pdev->dev, &st), 0);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_IRQ_PARENT);
	intc = of_find_node_by_path("/intc@1000");
	assert_ptr_equal(st.node, intc);

	/* The domain appearing is enough: nothing else had to bind. */
	d = irq_domain_add_linear(intc, 64, &twocell_ops, NULL);
	assert_non_null(d);
	assert_int_equal(irq_probes, 2);
	assert_ptr_equal(pdev->dev.driver, &irq_user_driver.driver);
	assert_int_equal(irq_seen, irq_find_mapping(d, 9));

	put_device(&pdev->dev);
	of_node_put(intc);
	of_node_put(np);
	platform_driver_unregister(&irq_user_driver);
	of_platform_depopulate(NULL);
	irq_dispose_mapping((unsigned int)irq_seen);
	irq_domain_remove(d);
	assert_int_equal(platdev_of_unload(), 0);
}

/* --- the kind of provider a probe says it waits for -------------------- */

static int provider_ready, provider_probes;
static enum platdev_dep_kind provider_kind;
static const char clock_node[] = "a clock provider's node";
static const char other_node[] = "some other node";

static int provider_user_probe(struct platform_device *pdev)
{
	provider_probes++;
	if (provider_ready)
		return 0;
	platdev_device_waits_for_node(&pdev->dev, clock_node, provider_kind);
	return -EPROBE_DEFER;
}

static struct platform_driver provider_user_driver = {
	.probe = provider_user_probe,
	.driver = { .name = "provider-user" },
};

static struct platform_device provider_user = {
	.name = "provider-user",
	.id = PLATFORM_DEVID_NONE,
};

/* Register the user waiting for clock_node as @kind; return its status. */
static struct platdev_bind_status wait_as(enum platdev_dep_kind kind)
{
	struct platdev_bind_status st;

	provider_ready = provider_probes = 0;
	provider_kind = kind;
	assert_int_equal(platform_driver_register(&provider_user_driver), 0);
	assert_int_equal(platform_device_register(&provider_user), 0);
	assert_int_equal(provider_probes, 1);
	assert_null(provider_user.dev.driver);
	assert_int_equal(platdev_device_bind_status(&provider_user.dev, &st),
			 0);
	return st;
}

static void test_node_wait_keeps_its_kind(void **state)
{
	struct platdev_bind_status st = wait_as(PLATDEV_DEP_CLOCK);

	(void)state;
	assert_int_equal(st.state, PLATDEV_BIND_DEFERRED);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_CLOCK);
	assert_ptr_equal(st.node, clock_node);
	assert_string_equal(platdev_dep_kind_name(st.wait_kind), "clock");

	/* Another node getting ready is not what it waits for. */
	provider_ready = 1;
	platdev_node_ready(other_node);
	assert_int_equal(provider_probes, 1);
	assert_null(provider_user.dev.driver);
	platdev_node_ready(clock_node);
	assert_int_equal(provider_probes, 2);
	assert_ptr_equal(provider_user.dev.driver,
			 &provider_user_driver.driver);
	assert_int_equal(platdev_device_bind_status(&provider_user.dev, &st),
			 0);
	assert_int_equal(st.wait_kind, PLATDEV_DEP_NONE);
	platform_device_unregister(&provider_user);
	platform_driver_unregister(&provider_user_driver);
}

/* A kind that is not a node's provider is recorded as "provider". */
static void test_node_wait_of_bad_kind_is_provider(void **state)
{
	struct platdev_bind_status st = wait_as(PLATDEV_DEP_LINK);

	(void)state;
	assert_int_equal(st.wait_kind, PLATDEV_DEP_PROVIDER);
	assert_ptr_equal(st.node, clock_node);
	assert_true(platdev_dep_kind_is_node(st.wait_kind));
	assert_false(platdev_dep_kind_is_node(PLATDEV_DEP_FW_LINK));
	platform_device_unregister(&provider_user);
	platform_driver_unregister(&provider_user_driver);
}

/* --- wait_for_device_probe() ------------------------------------------- */

/*
 * The asynchronous probes below wait at a gate that another thread opens
 * 50 ms after it starts, just before the test calls wait_for_device_probe():
 * what that call waits for cannot be done before the gate opens.
 */
static pthread_mutex_t gate_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gate_cond = PTHREAD_COND_INITIALIZER;
static bool gate_open;

static void gate_pass(void)
{
	struct timespec until;
	int ret = 0;

	clock_gettime(CLOCK_REALTIME, &until);
	until.tv_sec += 5;
	pthread_mutex_lock(&gate_lock);
	while (!gate_open && ret == 0)
		ret = pthread_cond_timedwait(&gate_cond, &gate_lock, &until);
	pthread_mutex_unlock(&gate_lock);
	if (ret)
		violation("the gate stayed shut for 5 s");
}

static void *gate_opener(void *arg)
{
	struct timespec fifty_ms = { 0, 50000000 };

	(void)arg;
	nanosleep(&fifty_ms, NULL); /* long enough to be waited for */
	pthread_mutex_lock(&gate_lock);
	gate_open = true;
	pthread_cond_broadcast(&gate_cond);
	pthread_mutex_unlock(&gate_lock);
	return NULL;
}

/* Slow suppliers, probed in the pool; each says when its probe is done. */
static struct platform_device slow[2];
static int slow_done[2];

static int slow_probe(struct platform_device *pdev)
{
	gate_pass();
	__atomic_store_n(&slow_done[pdev->id], 1, __ATOMIC_RELEASE);
	return 0;
}

static struct platform_driver slow_driver = {
	.probe = slow_probe,
	.driver = { .name = "slow", .probe_type = PROBE_PREFER_ASYNCHRONOUS },
};

/* A consumer, probed synchronously, that defers until both are done. */
static struct platform_device needy = { .name = "needy",
					.id = PLATFORM_DEVID_NONE };

static int needy_probe(struct platform_device *pdev)
{
	if (!__atomic_load_n(&slow_done[0], __ATOMIC_ACQUIRE) ||
	    !__atomic_load_n(&slow_done[1], __ATOMIC_ACQUIRE))
		return dev_err_probe(&pdev->dev, -EPROBE_DEFER,
				     "the slow ones are not bound yet\n");
	return 0;
}

static struct platform_driver needy_driver = {
	.probe = needy_probe,
	.driver = { .name = "needy" },
};

static enum platdev_bind_state bind_state(struct platform_device *pdev)
{
	struct platdev_bind_status st;

	assert_int_equal(platdev_device_bind_status(&pdev->dev, &st), 0);
	return st.state;
}

/*
 * When wait_for_device_probe() returns, the asynchronous probes in flight
 * have finished and the retries their binding queued have run.
 */
static void test_wait_for_device_probe_waits(void **state)
{
	unsigned long live = live_allocs();
	struct platdev_bind_status st;
	pthread_t opener;
	int i;

	(void)state;
	violations_reset();
	gate_open = false;
	assert_int_equal(platform_driver_register(&needy_driver), 0);
	assert_int_equal(platform_driver_register(&slow_driver), 0);

	/* The consumer first: it defers, and nothing is there to wake it. */
	assert_int_equal(platform_device_register(&needy), 0);
	assert_int_equal(bind_state(&needy), PLATDEV_BIND_DEFERRED);
	wait_for_device_probe();
	assert_int_equal(bind_state(&needy), PLATDEV_BIND_DEFERRED);

	/* The suppliers go to the pool and stop at the shut gate. */
	for (i = 0; i < 2; i++) {
		memset(&slow[i], 0, sizeof(slow[i]));
		slow[i].name = "slow";
		slow[i].id = i;
		slow_done[i] = 0;
		assert_int_equal(platform_device_register(&slow[i]), 0);
		assert_int_not_equal(bind_state(&slow[i]), PLATDEV_BIND_BOUND);
	}
	assert_int_equal(bind_state(&needy), PLATDEV_BIND_DEFERRED);

	assert_int_equal(pthread_create(&opener, NULL, gate_opener, NULL), 0);
	wait_for_device_probe();
	for (i = 0; i < 2; i++) {
		assert_true(__atomic_load_n(&slow_done[i], __ATOMIC_ACQUIRE));
		assert_int_equal(bind_state(&slow[i]), PLATDEV_BIND_BOUND);
	}
	assert_int_equal(platdev_device_bind_status(&needy.dev, &st), 0);
	assert_int_equal(st.state, PLATDEV_BIND_BOUND);
	assert_string_equal(st.driver, "needy");
	assert_true(st.probe_calls >= 2);
	assert_int_equal(st.defers, st.probe_calls - 1);
	pthread_join(opener, NULL);
	assert_no_violations();

	platform_device_unregister(&needy);
	for (i = 0; i < 2; i++)
		platform_device_unregister(&slow[i]);
	platform_driver_unregister(&slow_driver);
	platform_driver_unregister(&needy_driver);
	assert_int_equal(live_allocs(), live);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_chain_without_links),
		cmocka_unit_test(test_chain_with_links),
		cmocka_unit_test(test_chain_with_links_driver_first),
		cmocka_unit_test(test_supplier_never_binds),
		cmocka_unit_test(test_reason_and_counts),
		cmocka_unit_test(test_irq_parent_retry_is_targeted),
		cmocka_unit_test(test_node_wait_keeps_its_kind),
		cmocka_unit_test(test_node_wait_of_bad_kind_is_provider),
		cmocka_unit_test(test_wait_for_device_probe_waits),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
