// SPDX-License-Identifier: MIT
/*
 * test_sysfs.c - attributes without a file system (linux/sysfs.h,
 * DEVICE_ATTR*, DRIVER_ATTR*, dev_groups) read and written through
 * platdev/sysfs.h: a driver's dev_groups appear after probe and go at
 * unbind, named and hidden attributes, device_create_file(),
 * devm_device_add_group(), Linux's error codes, sysfs_emit(_at), and
 * allocation failures.
 */
#include <string.h>

#include <linux/device.h>
#include <linux/kobject.h>
#include <linux/mm.h>
#include <linux/platform_device.h>
#include <linux/sysfs.h>
#include <platdev/port.h>
#include <platdev/sysfs.h>

#include "testutil.h"

static int level = 7;

static ssize_t level_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	(void)dev;
	(void)attr;
	return sysfs_emit(buf, "%d\n", level);
}

static ssize_t level_store(struct device *dev, struct device_attribute *attr,
			   const char *buf, size_t count)
{
	int v;

	(void)dev;
	(void)attr;
	if (kstrtoint(buf, 0, &v))
		return -EINVAL;
	level = v;
	return count;
}
static DEVICE_ATTR_RW(level);

static ssize_t name_show(struct device *dev, struct device_attribute *attr,
			 char *buf)
{
	int len = sysfs_emit(buf, "%s", dev_name(dev));

	(void)attr;
	return len + sysfs_emit_at(buf, len, " [%s]\n", attr->attr.name);
}
static DEVICE_ATTR_RO(name);

static ssize_t secret_store(struct device *dev, struct device_attribute *attr,
			    const char *buf, size_t count)
{
	(void)dev;
	(void)attr;
	(void)buf;
	return count;
}
static DEVICE_ATTR_WO(secret);

static struct attribute *sim_attrs[] = {
	&dev_attr_level.attr,
	&dev_attr_name.attr,
	&dev_attr_secret.attr,
	NULL,
};
ATTRIBUTE_GROUPS(sim);

/* A named group with one attribute hidden by is_visible. */
static ssize_t hidden_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	(void)dev;
	(void)attr;
	return sysfs_emit(buf, "x\n");
}
static DEVICE_ATTR_RO(hidden);
static DEVICE_ATTR(mode, 0444, name_show, NULL);

static umode_t stats_visible(struct kobject *kobj, struct attribute *attr,
			     int n)
{
	(void)n;
	assert_non_null(kobj_to_dev(kobj));
	return attr == &dev_attr_hidden.attr ? 0 : attr->mode;
}

static struct attribute *stats_attrs[] = { &dev_attr_hidden.attr,
					   &dev_attr_mode.attr, NULL };
static const struct attribute_group stats_group = {
	.name = "stats",
	.is_visible = stats_visible,
	.attrs = stats_attrs,
};

static int probe_extra; /* 1: devm_device_add_group() in probe */

static int sim_probe(struct platform_device *pdev)
{
	if (probe_extra)
		return devm_device_add_group(&pdev->dev, &stats_group);
	return 0;
}

static struct platform_driver sim_driver = {
	.probe = sim_probe,
	.driver = { .name = "attr-sim", .dev_groups = sim_groups },
};

static struct platform_device *pdev;

static int setup(void **state)
{
	(void)state;
	probe_extra = 0;
	pdev = platform_device_register_simple("attr-sim", 0, NULL, 0);
	return IS_ERR(pdev) ? -1 : 0;
}

static int teardown(void **state)
{
	(void)state;
	platform_device_unregister(pdev);
	return 0;
}

static int collect(void *ctx, const char *path, umode_t mode)
{
	char *out = ctx;
	size_t n = strlen(out);

	snprintf(out + n, 256 - n, "%s:%o;", path, mode);
	return 0;
}

static void test_dev_groups_follow_binding(void **state)
{
	char buf[64], list[256] = "";

	(void)state;
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf,
					       sizeof(buf)),
			 -ENOENT);
	assert_int_equal(platform_driver_register(&sim_driver), 0);
	assert_non_null(pdev->dev.driver);
	assert_int_equal(platdev_dev_attr_for_each(&pdev->dev, collect, list),
			 0);
	assert_string_equal(list, "level:644;name:444;secret:200;");

	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf,
					       sizeof(buf)),
			 2);
	assert_string_equal(buf, "7\n");
	assert_int_equal(platdev_dev_attr_write(&pdev->dev, "level", "42\n"),
			 3);
	assert_int_equal(level, 42);
	assert_int_equal(platdev_dev_attr_write(&pdev->dev, "level", "x"),
			 -EINVAL);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "name", buf,
					       sizeof(buf)),
			 18);
	assert_string_equal(buf, "attr-sim.0 [name]\n");
	/* Cut to the buffer, the full length returned. */
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "name", buf, 5), 18);
	assert_string_equal(buf, "attr");
	/* Modes: not readable, not writable; no such attribute. */
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "secret", buf,
					       sizeof(buf)),
			 -EACCES);
	assert_int_equal(platdev_dev_attr_write(&pdev->dev, "secret", "1"), 1);
	assert_int_equal(platdev_dev_attr_write(&pdev->dev, "name", "1"),
			 -EACCES);
	assert_int_equal(platdev_dev_attr_write(&pdev->dev, "nope", "1"),
			 -ENOENT);

	/* Unbinding removes them. */
	platform_driver_unregister(&sim_driver);
	assert_null(pdev->dev.driver);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf,
					       sizeof(buf)),
			 -ENOENT);
	list[0] = '\0';
	assert_int_equal(platdev_dev_attr_for_each(&pdev->dev, collect, list),
			 0);
	assert_string_equal(list, "");
	level = 7;
}

static void test_named_group_and_devm(void **state)
{
	char buf[64], list[256] = "";

	(void)state;
	probe_extra = 1;
	assert_int_equal(platform_driver_register(&sim_driver), 0);
	assert_int_equal(platdev_dev_attr_for_each(&pdev->dev, collect, list),
			 0);
	/* The probe's own group first: dev_groups come after probe. */
	assert_string_equal(list,
			    "stats/mode:444;level:644;name:444;secret:200;");
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "stats/mode", buf,
					       sizeof(buf)),
			 18);
	assert_string_equal(buf, "attr-sim.0 [mode]\n");
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "stats/hidden", buf,
					       sizeof(buf)),
			 -ENOENT);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "mode", buf,
					       sizeof(buf)),
			 -ENOENT);
	/* The same group twice, or a name taken in the same place. */
	assert_int_equal(device_add_group(&pdev->dev, &stats_group), -EEXIST);
	log_capture_start();
	assert_int_equal(device_create_file(&pdev->dev, &dev_attr_level),
			 -EEXIST);
	log_capture_stop();
	/* In another place the name is free. */
	assert_int_equal(device_create_file(&pdev->dev, &dev_attr_mode), 0);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "mode", buf,
					       sizeof(buf)),
			 18);
	device_remove_file(&pdev->dev, &dev_attr_mode);
	device_remove_file(&pdev->dev, &dev_attr_mode); /* absent: no-op */
	platform_driver_unregister(&sim_driver);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "stats/mode", buf,
					       sizeof(buf)),
			 -ENOENT);
}

static void test_errors_and_alloc_failure(void **state)
{
	static const struct attribute_group empty = { .name = "e" };
	char buf[8];

	(void)state;
	log_capture_start();
	assert_int_equal(sysfs_create_group(&pdev->dev.kobj, NULL), -EINVAL);
	assert_int_equal(sysfs_create_group(NULL, &stats_group), -EINVAL);
	assert_int_equal(device_add_group(&pdev->dev, &empty), -EINVAL);
	assert_int_equal(device_create_file(NULL, &dev_attr_level), -EINVAL);
	assert_int_equal(devm_device_add_group(&pdev->dev, NULL), -EINVAL);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, NULL, buf, 8),
			 -EINVAL);
	log_capture_stop();

	/*
	 * Probe's dev_groups cannot be added ("name" is taken): the probe
	 * fails, undone; the device stays unbound.
	 */
	assert_int_equal(device_create_file(&pdev->dev, &dev_attr_name), 0);
	log_capture_start();
	assert_int_equal(platform_driver_register(&sim_driver), 0);
	assert_true(
		log_has(PLATDEV_LOG_ERR, "device_add_groups() failed", NULL));
	log_capture_stop();
	assert_null(pdev->dev.driver);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf, 8),
			 -ENOENT);
	platform_driver_unregister(&sim_driver);
	device_remove_file(&pdev->dev, &dev_attr_name);

	/* groups added: the second fails, the first is removed again. */
	assert_int_equal(device_create_file(&pdev->dev, &dev_attr_mode), 0);
	{
		static const struct attribute_group *two[] = { &sim_group,
							       &stats_group,
							       NULL };
		struct attribute *m[] = { &dev_attr_mode.attr, NULL };
		struct attribute_group clash = { .attrs = m };
		const struct attribute_group *bad[] = { &sim_group, &clash,
							NULL };

		log_capture_start();
		assert_int_equal(device_add_groups(&pdev->dev, bad), -EEXIST);
		log_capture_stop();
		assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf,
						       8),
				 -ENOENT);
		assert_int_equal(device_add_groups(&pdev->dev, two), 0);
		device_remove_groups(&pdev->dev, two);
	}
	device_remove_file(&pdev->dev, &dev_attr_mode);
	/* Reading needs a page. */
	assert_int_equal(device_add_group(&pdev->dev, &sim_group), 0);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(platdev_dev_attr_read(&pdev->dev, "level", buf, 8),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
	/* Left behind at deletion: they go with the device (ASan: no leak). */
}

/* Driver attributes: DRIVER_ATTR_WO, the driver's groups. */
static int made;

static ssize_t new_device_store(struct device_driver *drv, const char *buf,
				size_t count)
{
	(void)drv;
	made += !strcmp(buf, "go");
	return count;
}
static DRIVER_ATTR_WO(new_device);

static ssize_t version_show(struct device_driver *drv, char *buf)
{
	return sysfs_emit(buf, "%s 1.0\n", drv->name);
}
static DRIVER_ATTR_RO(version);

static struct attribute *agg_attrs[] = { &driver_attr_new_device.attr, NULL };
ATTRIBUTE_GROUPS(agg);

static struct platform_driver agg_driver = {
	.driver = { .name = "agg", .groups = agg_groups },
};

static void test_driver_attributes(void **state)
{
	char buf[32];

	(void)state;
	assert_int_equal(platdev_driver_attr_write(&agg_driver.driver,
						   "new_device", "go"),
			 -ENOENT);
	assert_int_equal(platform_driver_register(&agg_driver), 0);
	assert_int_equal(platdev_driver_attr_write(&agg_driver.driver,
						   "new_device", "go"),
			 2);
	assert_int_equal(made, 1);
	assert_int_equal(platdev_driver_attr_read(&agg_driver.driver,
						  "new_device", buf, 32),
			 -EACCES);
	assert_int_equal(driver_create_file(&agg_driver.driver,
					    &driver_attr_version),
			 0);
	assert_int_equal(platdev_driver_attr_read(&agg_driver.driver, "version",
						  buf, 32),
			 8);
	assert_string_equal(buf, "agg 1.0\n");
	driver_remove_file(&agg_driver.driver, &driver_attr_version);
	assert_int_equal(driver_create_file(NULL, &driver_attr_version),
			 -EINVAL);
	platform_driver_unregister(&agg_driver);
	assert_int_equal(platdev_driver_attr_write(&agg_driver.driver,
						   "new_device", "go"),
			 -ENOENT);
}

static void test_emit_and_macros(void **state)
{
	char *page = (char *)get_zeroed_page(GFP_KERNEL);
	char small[8];
	int n;

	(void)state;
	assert_non_null(page);
	n = sysfs_emit(page, "%s", "abc");
	assert_int_equal(n, 3);
	assert_int_equal(sysfs_emit_at(page, n, "%d", 12), 2);
	assert_string_equal(page, "abc12");
	/* Never past the page. */
	memset(page, 'y', PAGE_SIZE);
	assert_int_equal(sysfs_emit_at(page, PAGE_SIZE - 3, "%s", "abcdef"), 2);
	assert_int_equal(page[PAGE_SIZE - 1], '\0');
	/* Not a show() buffer, a bad offset: 0 and a warning. */
	log_capture_start();
	assert_int_equal(sysfs_emit(small + 1, "x"), 0);
	assert_int_equal(sysfs_emit_at(page, PAGE_SIZE, "x"), 0);
	assert_int_equal(sysfs_emit_at(page, -1, "x"), 0);
	log_capture_stop();
	free_page((unsigned long)page);

	assert_int_equal(VERIFY_OCTAL_PERMISSIONS(0644), 0644);
	assert_int_equal(dev_attr_level.attr.mode, 0644);
	assert_int_equal(dev_attr_secret.attr.mode, 0200);
	assert_null(dev_attr_name.store);
	assert_true(sysfs_streq("on\n", "on"));
	/* The kobject is the device's name, as Linux drivers read it. */
	assert_string_equal(pdev->dev.kobj.name, dev_name(&pdev->dev));
	assert_ptr_equal(kobj_to_dev(&pdev->dev.kobj), &pdev->dev);
}

int main(void)
{
#define T(fn) cmocka_unit_test_setup_teardown(fn, setup, teardown)
	const struct CMUnitTest tests[] = {
		T(test_dev_groups_follow_binding), T(test_named_group_and_devm),
		T(test_errors_and_alloc_failure),  T(test_driver_attributes),
		T(test_emit_and_macros),
	};
#undef T

	return cmocka_run_group_tests(tests, NULL, NULL);
}
