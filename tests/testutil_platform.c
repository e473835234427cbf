// SPDX-License-Identifier: MIT
/*
 * testutil_platform.c - the recording platform driver and the fixture of
 * the test_platform_*.c tests (see testutil_platform.h).
 */
#include "testutil_platform.h"

static struct tdrv *tdrv_of(struct platform_device *pdev)
{
	struct platform_driver *pdrv = to_platform_driver(pdev->dev.driver);

	return container_of(pdrv, struct tdrv, pdrv);
}

int t_probe(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->probes++;
	t->last = pdev;
	t->id_seen = platform_get_device_id(pdev);
	t->driver_data = t->id_seen ? t->id_seen->driver_data : 0;
	ev("probe %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
	if (t->probe_ret)
		return t->probe_ret;
	platform_set_drvdata(pdev, t);
	return 0;
}

int t_remove(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->removes++;
	ev("remove %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
	return t->remove_ret;
}

void t_remove_new(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->remove_news++;
	ev("remove_new %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
}

void t_shutdown(struct platform_device *pdev)
{
	struct tdrv *t = tdrv_of(pdev);

	t->shutdowns++;
	ev("shutdown %s %s;", t->pdrv.driver.name, dev_name(&pdev->dev));
}

int platform_setup(void **state)
{
	(void)state;
	test_events[0] = '\0';
	return 0;
}

int platform_teardown(void **state)
{
	(void)state;
	log_capture_stop();
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(bus_device_count(&platform_bus_type), 0);
	assert_int_equal(bus_driver_count(&platform_bus_type), 0);
	assert_null(iomem_resource.child);
	assert_null(ioport_resource.child);
	return 0;
}
