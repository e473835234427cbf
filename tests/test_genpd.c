// SPDX-License-Identifier: MIT
/*
 * test_genpd.c - generic power domains (linux/pm_domain.h): consumers that
 * defer until their domain's provider registers, the platform bus powering
 * a device's domain on for its probe, the domain following its devices'
 * runtime PM, multi-domain devices through virtual devices, subdomains,
 * the provider's errors, a bound provider that registers no domain, and
 * allocation failures.
 */
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/platform_device.h>
#include <linux/pm_domain.h>
#include <linux/pm_runtime.h>
#include <platdev/bind.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "testutil.h"

/* ---- the providers ---- */

struct tpd {
	struct generic_pm_domain genpd;
	int on_calls, off_calls;
	int on_err, off_err;
	unsigned int pstate;
};

static struct tpd tpds[3]; /* 0, 1: test,pd's cells; 2: test,pd-simple */
static struct generic_pm_domain *onecell_domains[2];
static struct genpd_onecell_data onecell = {
	.domains = onecell_domains,
	.num_domains = 2,
};

static int tpd_on(struct generic_pm_domain *d)
{
	struct tpd *t = container_of(d, struct tpd, genpd);

	if (t->on_err)
		return t->on_err;
	t->on_calls++;
	return 0;
}

static int tpd_off(struct generic_pm_domain *d)
{
	struct tpd *t = container_of(d, struct tpd, genpd);

	if (t->off_err)
		return t->off_err;
	t->off_calls++;
	return 0;
}

static int tpd_pstate(struct generic_pm_domain *d, unsigned int state)
{
	container_of(d, struct tpd, genpd)->pstate = state;
	return state == 99 ? -ERANGE : 0;
}

static void tpd_init(int i, const char *name)
{
	struct tpd *t = &tpds[i];

	memset(t, 0, sizeof(*t));
	t->genpd.name = name;
	t->genpd.power_on = tpd_on;
	t->genpd.power_off = tpd_off;
	t->genpd.set_performance_state = tpd_pstate;
	assert_int_equal(pm_genpd_init(&t->genpd, NULL, true), 0);
}

static int pd_probe(struct platform_device *pdev)
{
	tpd_init(0, "pd0");
	tpd_init(1, "pd1");
	onecell_domains[0] = &tpds[0].genpd;
	onecell_domains[1] = &tpds[1].genpd;
	return of_genpd_add_provider_onecell(pdev->dev.of_node, &onecell);
}

static void pd_remove(struct platform_device *pdev)
{
	of_genpd_del_provider(pdev->dev.of_node);
	assert_int_equal(pm_genpd_remove(&tpds[1].genpd), 0);
	assert_int_equal(pm_genpd_remove(&tpds[0].genpd), 0);
}

static const struct of_device_id pd_ids[] = { { .compatible = "test,pd" }, {} };

static struct platform_driver pd_driver = {
	.probe = pd_probe,
	.remove_new = pd_remove,
	.driver = { .name = "test-pd", .of_match_table = pd_ids },
};

static int pds_probe(struct platform_device *pdev)
{
	tpd_init(2, "pds");
	return of_genpd_add_provider_simple(pdev->dev.of_node, &tpds[2].genpd);
}

static void pds_remove(struct platform_device *pdev)
{
	of_genpd_del_provider(pdev->dev.of_node);
	assert_int_equal(pm_genpd_remove(&tpds[2].genpd), 0);
}

static const struct of_device_id pds_ids[] = { { .compatible =
							 "test,pd-simple" },
					       {} };

static struct platform_driver pds_driver = {
	.probe = pds_probe,
	.remove_new = pds_remove,
	.driver = { .name = "test-pd-simple", .of_match_table = pds_ids },
};

/* Binds to its node and registers no domain. */
static int empty_probe(struct platform_device *pdev)
{
	(void)pdev;
	return 0;
}

static const struct of_device_id empty_ids[] = { { .compatible =
							   "test,pd-empty" },
						 {} };

static struct platform_driver empty_driver = {
	.probe = empty_probe,
	.driver = { .name = "test-pd-empty", .of_match_table = empty_ids },
};

/* ---- the consumers ---- */

static bool consumer_rpm; /* enable runtime PM in the probe */
static int consumer_probes;

static int consumer_probe(struct platform_device *pdev)
{
	consumer_probes++;
	if (consumer_rpm)
		return devm_pm_runtime_enable(&pdev->dev);
	return 0;
}

static const struct of_device_id consumer_ids[] = {
	{ .compatible = "test,pd-consumer" },
	{}
};

static struct platform_driver consumer_driver = {
	.probe = consumer_probe,
	.driver = { .name = "test-pd-consumer",
		    .of_match_table = consumer_ids },
};

static struct device *multi_core, *multi_mem;

static int multi_probe(struct platform_device *pdev)
{
	struct device *dev = &pdev->dev;

	/* Two domains: the bus attached none. */
	multi_core = dev_pm_domain_attach_by_name(dev, "core");
	if (IS_ERR(multi_core))
		return (int)PTR_ERR(multi_core);
	multi_mem = dev_pm_domain_attach_by_id(dev, 1);
	if (IS_ERR(multi_mem)) {
		dev_pm_domain_detach(multi_core, true);
		return (int)PTR_ERR(multi_mem);
	}
	return 0;
}

static void multi_remove(struct platform_device *pdev)
{
	(void)pdev;
	dev_pm_domain_detach(multi_mem, true);
	dev_pm_domain_detach(multi_core, true);
}

static const struct of_device_id multi_ids[] = { { .compatible =
							   "test,pd-multi" },
						 {} };

static struct platform_driver multi_driver = {
	.probe = multi_probe,
	.remove_new = multi_remove,
	.driver = { .name = "test-pd-multi", .of_match_table = multi_ids },
};

/* ---- fixtures ---- */

static unsigned long allocs_loaded;

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/genpd.dtb"))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int before(void **state)
{
	(void)state;
	consumer_rpm = false;
	consumer_probes = 0;
	return platform_driver_register(&consumer_driver) ||
	       platform_driver_register(&multi_driver) ||
	       platform_driver_register(&empty_driver) ||
	       of_platform_default_populate(NULL, NULL, NULL);
}

static int after(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	platform_driver_unregister(&consumer_driver);
	platform_driver_unregister(&multi_driver);
	platform_driver_unregister(&empty_driver);
	platform_driver_unregister(&pd_driver);
	platform_driver_unregister(&pds_driver);
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *dev_at(const char *path)
{
	return test_device_of(path);
}

static void register_providers(void)
{
	assert_int_equal(platform_driver_register(&pd_driver), 0);
	assert_int_equal(platform_driver_register(&pds_driver), 0);
	wait_for_device_probe();
}

/* ---- tests ---- */

/*
 * Consumers wait for the provider's node; once it registers they bind
 * with their domain powered on, and it stays on: runtime PM is disabled.
 * A consumer naming a domain the provider lacks keeps deferring, as in
 * Linux; one whose provider is bound without a domain binds without one.
 */
static void test_attach_defers_then_powers_on(void **state)
{
	struct platdev_bind_status st;

	(void)state;
	assert_null(dev_at("/dev@4000")->driver);
	assert_int_equal(platdev_device_bind_status(dev_at("/dev@9000"), &st),
			 0);
	assert_int_equal(st.state, PLATDEV_BIND_BOUND);
	register_providers();
	assert_non_null(dev_at("/dev@4000")->driver);
	assert_non_null(dev_at("/dev@5000")->driver);
	assert_non_null(dev_at("/dev@6000")->driver);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_ON);
	assert_int_equal(tpds[0].on_calls, 1);
	assert_int_equal(tpds[0].genpd.device_count, 2);
	assert_int_equal(tpds[1].genpd.status, GENPD_STATE_ON);
	/* <&pd 9>: the provider's xlate refuses; Linux defers */
	assert_int_equal(platdev_device_bind_status(dev_at("/dev@8000"), &st),
			 0);
	assert_int_not_equal(st.state, PLATDEV_BIND_BOUND);
	assert_int_equal(st.last_error, -EPROBE_DEFER);
	/* unbinding the consumers takes them out; the domain goes off */
	platform_driver_unregister(&consumer_driver);
	assert_int_equal(tpds[0].genpd.device_count, 0);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_OFF);
	assert_int_equal(tpds[0].off_calls, 1);
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
}

/*
 * Runtime PM: after the probe a suspended device lets the domain go off;
 * resuming either device powers it on; it goes off when both suspend.
 */
static void test_runtime_pm(void **state)
{
	struct device *a, *b;

	(void)state;
	platform_driver_unregister(&consumer_driver);
	consumer_rpm = true;
	register_providers();
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	a = dev_at("/dev@4000");
	b = dev_at("/dev@5000");
	assert_non_null(a->driver);
	assert_non_null(b->driver);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_OFF);
	assert_int_equal(pm_runtime_resume_and_get(a), 0);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_ON);
	assert_int_equal(pm_runtime_resume_and_get(b), 0);
	assert_int_equal(pm_runtime_put_sync(a), 0);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_ON);
	assert_int_equal(pm_runtime_put_sync(b), 0);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_OFF);
	/* a domain that fails to power on fails the resume */
	tpds[0].on_err = -EIO;
	assert_int_equal(pm_runtime_resume_and_get(a), -EIO);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_OFF);
	tpds[0].on_err = 0;
	pm_runtime_set_suspended(a);
	/* a power_off that refuses leaves it on */
	assert_int_equal(pm_runtime_resume_and_get(a), 0);
	tpds[0].off_err = -EBUSY;
	assert_int_equal(pm_runtime_put_sync(a), 0);
	assert_int_equal(tpds[0].genpd.status, GENPD_STATE_ON);
	tpds[0].off_err = 0;
}

/* A domain that fails to power on for the probe defers the consumer. */
static void test_power_on_failure_defers(void **state)
{
	struct platdev_bind_status st;

	(void)state;
	platform_driver_unregister(&consumer_driver);
	register_providers();
	tpds[1].on_err = -ETIMEDOUT;
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	assert_null(dev_at("/dev@6000")->driver);
	assert_int_equal(platdev_device_bind_status(dev_at("/dev@6000"), &st),
			 0);
	assert_int_equal(st.last_error, -EPROBE_DEFER);
	/* in no domain (pd1 has multi@7000's virtual device only) */
	assert_int_equal(tpds[1].genpd.device_count, 1);
	assert_int_equal(dev_pm_genpd_set_performance_state(dev_at("/dev@6000"),
							    1),
			 -ENODEV);
	tpds[1].on_err = 0;
}

/* Two domains by name and index: virtual devices, each its domain. */
static void test_multi_domain(void **state)
{
	(void)state;
	register_providers();
	assert_non_null(dev_at("/multi@7000")->driver);
	assert_non_null(multi_core);
	assert_string_equal(dev_name(multi_core), "genpd:0:7000.multi");
	assert_string_equal(dev_name(multi_mem), "genpd:1:7000.multi");
	/* runtime PM enabled, suspended: the domains are off */
	assert_int_equal(tpds[2].genpd.status, GENPD_STATE_OFF);
	assert_int_equal(pm_runtime_resume_and_get(multi_mem), 0);
	assert_int_equal(tpds[2].genpd.status, GENPD_STATE_ON);
	assert_int_equal(pm_runtime_put_sync(multi_mem), 0);
	assert_int_equal(tpds[2].genpd.status, GENPD_STATE_OFF);
	/* no third entry, no such name: NULL */
	assert_null(dev_pm_domain_attach_by_id(dev_at("/multi@7000"), 2));
	assert_null(dev_pm_domain_attach_by_name(dev_at("/multi@7000"), "x"));
	/* a device the bus attached already gets no virtual device */
	assert_null(dev_pm_domain_attach_by_id(dev_at("/dev@4000"), 0));
	platform_driver_unregister(&multi_driver);
	assert_int_equal(tpds[2].genpd.device_count, 0);
	assert_int_equal(platform_driver_register(&multi_driver), 0);
}

/* Subdomains: a child on holds its parent on; the errors. */
static void test_subdomains(void **state)
{
	struct tpd parent, child;

	(void)state;
	memset(&parent, 0, sizeof(parent));
	memset(&child, 0, sizeof(child));
	parent.genpd.name = "parent";
	parent.genpd.power_on = tpd_on;
	parent.genpd.power_off = tpd_off;
	child.genpd = parent.genpd;
	child.genpd.name = "child";
	/* not initialized yet: unknown */
	assert_int_equal(pm_genpd_add_subdomain(&parent.genpd, &child.genpd),
			 -EINVAL);
	assert_int_equal(pm_genpd_init(&parent.genpd, NULL, true), 0);
	assert_int_equal(pm_genpd_init(&child.genpd, NULL, false), 0);
	/* an on child under an off parent */
	assert_int_equal(pm_genpd_add_subdomain(&parent.genpd, &child.genpd),
			 -EINVAL);
	assert_int_equal(pm_genpd_add_subdomain(&parent.genpd, &parent.genpd),
			 -EINVAL);
	assert_int_equal(pm_genpd_remove(&child.genpd), 0);
	assert_int_equal(pm_genpd_init(&child.genpd, NULL, true), 0);
	assert_int_equal(pm_genpd_add_subdomain(&parent.genpd, &child.genpd),
			 0);
	assert_int_equal(pm_genpd_add_subdomain(&parent.genpd, &child.genpd),
			 -EEXIST);
	/* the child's device resumes: both on, the parent first */
	register_providers();
	assert_int_equal(pm_genpd_remove(&child.genpd), -EBUSY);
	assert_int_equal(pm_genpd_remove_subdomain(&child.genpd, &parent.genpd),
			 -EINVAL);
	platform_driver_unregister(&consumer_driver);
	consumer_rpm = true;
	assert_int_equal(platform_driver_register(&consumer_driver), 0);
	/* move dev@6000 from pd1 to the child */
	assert_int_equal(pm_genpd_remove_device(dev_at("/dev@6000")), 0);
	assert_int_equal(pm_genpd_remove_device(dev_at("/dev@6000")), -EINVAL);
	assert_int_equal(pm_genpd_add_device(&child.genpd, dev_at("/dev@6000")),
			 0);
	assert_int_equal(pm_genpd_add_device(&child.genpd, dev_at("/dev@6000")),
			 -EBUSY);
	assert_int_equal(pm_runtime_resume_and_get(dev_at("/dev@6000")), 0);
	assert_int_equal(parent.genpd.status, GENPD_STATE_ON);
	assert_int_equal(child.genpd.status, GENPD_STATE_ON);
	assert_int_equal(atomic_read(&parent.genpd.sd_count), 1);
	/* the parent cannot go while the child is on */
	assert_int_equal(pm_genpd_remove_subdomain(&parent.genpd, &child.genpd),
			 -EBUSY);
	assert_int_equal(pm_runtime_put_sync(dev_at("/dev@6000")), 0);
	assert_int_equal(child.genpd.status, GENPD_STATE_OFF);
	assert_int_equal(parent.genpd.status, GENPD_STATE_OFF);
	assert_int_equal(parent.off_calls, 1);
	/* a parent that fails to power on fails the child's resume */
	parent.on_err = -EIO;
	assert_int_equal(pm_runtime_resume_and_get(dev_at("/dev@6000")), -EIO);
	assert_int_equal(child.on_calls, 1);
	assert_int_equal(atomic_read(&parent.genpd.sd_count), 0);
	pm_runtime_set_suspended(dev_at("/dev@6000"));
	assert_int_equal(pm_genpd_remove_device(dev_at("/dev@6000")), 0);
	assert_int_equal(pm_genpd_remove_subdomain(&parent.genpd, &child.genpd),
			 0);
	assert_int_equal(pm_genpd_remove(&child.genpd), 0);
	assert_int_equal(pm_genpd_remove(&parent.genpd), 0);
	assert_int_equal(pm_genpd_remove(&parent.genpd), -EINVAL);
}

/* Providers' and performance states' errors. */
static void test_provider_errors(void **state)
{
	struct generic_pm_domain loose = { .name = "loose" };
	struct device_node *np = test_node("/power-controller@2000");
	struct device *a;

	(void)state;
	loose.flags = GENPD_FLAG_ALWAYS_ON;
	assert_int_equal(pm_genpd_init(&loose, NULL, true), -EINVAL);
	assert_int_equal(pm_genpd_init(NULL, NULL, false), -EINVAL);
	loose.flags = 0;
	/* not initialized: refused */
	assert_int_equal(of_genpd_add_provider_simple(np, &loose), -EINVAL);
	assert_int_equal(of_genpd_add_provider_simple(NULL, &loose), -EINVAL);
	assert_int_equal(pm_genpd_remove(&loose), -EINVAL);
	assert_true(PTR_ERR(of_genpd_remove_last(np)) == -ENOENT);
	register_providers();
	/* provided: remove refuses, and of_genpd_remove_last() too */
	assert_int_equal(pm_genpd_remove(&tpds[2].genpd), -EBUSY);
	assert_true(PTR_ERR(of_genpd_remove_last(np)) == -EBUSY);
	a = dev_at("/dev@4000");
	assert_int_equal(dev_pm_genpd_set_performance_state(a, 3), 0);
	assert_int_equal(tpds[0].genpd.performance_state, 3);
	assert_int_equal(
		dev_pm_genpd_set_performance_state(dev_at("/dev@5000"), 1), 0);
	assert_int_equal(tpds[0].genpd.performance_state, 3);
	assert_int_equal(dev_pm_genpd_set_performance_state(a, 99), -ERANGE);
	assert_int_equal(tpds[0].genpd.performance_state, 3);
	assert_int_equal(dev_pm_genpd_set_performance_state(a, 0), 0);
	assert_int_equal(tpds[0].genpd.performance_state, 1);
	assert_int_equal(dev_pm_genpd_set_performance_state(
				 dev_at("/power-controller@1000"), 1),
			 -ENODEV);
	assert_int_equal(dev_pm_domain_set_performance_state(
				 dev_at("/power-controller@1000"), 1),
			 0);
}

/* Allocation failures: each leaves the domain and the device as before. */
static void test_alloc_failures(void **state)
{
	struct device_node *np = test_node("/power-controller@1000");
	struct generic_pm_domain a = { .name = "a" }, b = { .name = "b" };
	struct of_phandle_args args = { .np = np, .args_count = 1 };
	struct device *multi;

	(void)state;
	assert_int_equal(pm_genpd_init(&a, NULL, true), 0);
	assert_int_equal(pm_genpd_init(&b, NULL, true), 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(pm_genpd_add_subdomain(&a, &b), -ENOMEM);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(of_genpd_add_provider_simple(np, &a), -ENOMEM);
	assert_false(a.has_provider);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(pm_genpd_add_device(&a, dev_at("/dev@4000")), -ENOMEM);
	assert_int_equal(a.device_count, 0);
	assert_int_equal(pm_genpd_remove(&b), 0);
	assert_int_equal(pm_genpd_remove(&a), 0);
	register_providers();
	assert_int_equal(of_genpd_add_device(&args, NULL), -EINVAL);
	multi = dev_at("/multi@7000");
	device_release_driver(multi);
	platdev_port_fail_alloc_after(0, 0);
	assert_true(PTR_ERR(dev_pm_domain_attach_by_id(multi, 0)) == -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(tpds[1].genpd.device_count, 1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(
			test_attach_defers_then_powers_on, before, after),
		cmocka_unit_test_setup_teardown(test_runtime_pm, before, after),
		cmocka_unit_test_setup_teardown(test_power_on_failure_defers,
						before, after),
		cmocka_unit_test_setup_teardown(test_multi_domain, before,
						after),
		cmocka_unit_test_setup_teardown(test_subdomains, before, after),
		cmocka_unit_test_setup_teardown(test_provider_errors, before,
						after),
		cmocka_unit_test_setup_teardown(test_alloc_failures, before,
						after),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
