// SPDX-License-Identifier: MIT
/*
 * test_firmware.c - linux/firmware.h on the POSIX port: files found along
 * PLATDEV_FIRMWARE_PATH, Linux's error codes (-ENOENT with a warning,
 * none from the _nowarn form, -EINVAL, -EFBIG), the asynchronous form,
 * allocation failures; and linux/pm_qos.h's aggregation rules.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include <linux/completion.h>
#include <linux/device.h>
#include <linux/firmware.h>
#include <linux/pm_qos.h>
#include <platdev/port.h>

#include "testutil.h"

static char fw_dir[] = "/tmp/platdev-fw-XXXXXX";
static char fw_path[256];

static int setup(void **state)
{
	FILE *f;

	(void)state;
	if (!mkdtemp(fw_dir))
		return -1;
	snprintf(fw_path, sizeof(fw_path), "%s/chip.bin", fw_dir);
	f = fopen(fw_path, "wb");
	if (!f)
		return -1;
	fwrite("\x01\x02\x03\x04\x05", 1, 5, f);
	fclose(f);
	/* A folder without the file and an empty entry, then ours. */
	snprintf(fw_path, sizeof(fw_path), "/nonexistent::%s", fw_dir);
	setenv("PLATDEV_FIRMWARE_PATH", fw_path, 1);
	return 0;
}

static int teardown(void **state)
{
	char file[300];

	(void)state;
	snprintf(file, sizeof(file), "%s/chip.bin", fw_dir);
	unlink(file);
	rmdir(fw_dir);
	return 0;
}

static void test_load(void **state)
{
	const struct firmware *fw = (void *)1;

	(void)state;
	assert_int_equal(request_firmware(&fw, "chip.bin", NULL), 0);
	assert_int_equal(fw->size, 5);
	assert_memory_equal(fw->data, "\x01\x02\x03\x04\x05", 5);
	release_firmware(fw);
	release_firmware(NULL);
	assert_int_equal(request_firmware_direct(&fw, "chip.bin", NULL), 0);
	release_firmware(fw);
}

static void test_errors(void **state)
{
	const struct firmware *fw = (void *)1;
	u8 small[4], big[16];

	(void)state;
	log_capture_start();
	assert_int_equal(request_firmware(&fw, "missing.bin", NULL), -ENOENT);
	assert_null(fw);
	assert_true(log_has(PLATDEV_LOG_WARNING, "missing.bin", "-2", NULL));
	log_capture_stop();
	log_capture_start();
	assert_int_equal(firmware_request_nowarn(&fw, "missing.bin", NULL),
			 -ENOENT);
	assert_false(log_has(PLATDEV_LOG_WARNING, "missing.bin", NULL));
	log_capture_stop();
	assert_int_equal(request_firmware(&fw, "", NULL), -EINVAL);
	assert_int_equal(request_firmware(&fw, NULL, NULL), -EINVAL);
	assert_int_equal(request_firmware(NULL, "chip.bin", NULL), -EINVAL);
	/* A name may not leave the firmware folders. */
	assert_int_equal(firmware_request_nowarn(&fw, "../etc/passwd", NULL),
			 -EINVAL);
	assert_int_equal(firmware_request_nowarn(&fw, "/etc/passwd", NULL),
			 -EINVAL);
	assert_int_equal(request_firmware_into_buf(&fw, "chip.bin", NULL, small,
						   sizeof(small)),
			 -EFBIG);
	assert_null(fw);
	assert_int_equal(request_firmware_into_buf(&fw, "chip.bin", NULL, big,
						   sizeof(big)),
			 0);
	assert_ptr_equal(fw->data, big);
	assert_int_equal(big[4], 5);
	release_firmware(fw);
}

static void test_alloc_failures(void **state)
{
	const struct firmware *fw;
	unsigned long before = live_allocs();
	int n;

	(void)state;
	for (n = 0; n < 2; n++) {
		platdev_port_fail_alloc_after(n, 0);
		assert_int_equal(firmware_request_nowarn(&fw, "chip.bin", NULL),
				 -ENOMEM);
		assert_null(fw);
	}
	platdev_port_fail_alloc_after(-1, 0);
	assert_int_equal(live_allocs(), before);
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(request_firmware_nowait(NULL, true, "chip.bin", NULL,
						 GFP_KERNEL, NULL, NULL),
			 -EINVAL);
	platdev_port_fail_alloc_after(-1, 0);
}

struct async {
	struct completion done;
	size_t size;
	bool got;
};

static void async_cont(const struct firmware *fw, void *context)
{
	struct async *a = context;

	a->got = fw != NULL;
	a->size = fw ? fw->size : 0;
	release_firmware(fw);
	complete(&a->done);
}

static void test_nowait(void **state)
{
	struct async a;

	(void)state;
	init_completion(&a.done);
	assert_int_equal(request_firmware_nowait(NULL, true, "chip.bin", NULL,
						 GFP_KERNEL, &a, async_cont),
			 0);
	wait_for_completion(&a.done);
	assert_true(a.got);
	assert_int_equal(a.size, 5);
	log_capture_start();
	assert_int_equal(request_firmware_nowait(NULL, true, "none.bin", NULL,
						 GFP_KERNEL, &a, async_cont),
			 0);
	wait_for_completion(&a.done);
	assert_false(a.got);
	log_capture_stop();
	platdev_port_fail_alloc_after(0, 0);
	assert_int_equal(request_firmware_nowait(NULL, true, "chip.bin", NULL,
						 GFP_KERNEL, &a, async_cont),
			 -ENOMEM);
	platdev_port_fail_alloc_after(1, 0);
	assert_int_equal(request_firmware_nowait(NULL, true, "chip.bin", NULL,
						 GFP_KERNEL, &a, async_cont),
			 -ENOMEM);
	platdev_port_fail_alloc_after(-1, 0);
}

/* ---- PM QoS ---- */

static void test_dev_qos(void **state)
{
	static struct device dev;
	struct dev_pm_qos_request r1 = { 0 }, r2 = { 0 }, f1 = { 0 },
				  f2 = { 0 };
	struct dev_pm_qos_request m1 = { 0 }, m2 = { 0 };

	(void)state;
	assert_int_equal(dev_pm_qos_read_value(&dev, DEV_PM_QOS_RESUME_LATENCY),
			 PM_QOS_RESUME_LATENCY_NO_CONSTRAINT);
	assert_int_equal(dev_pm_qos_add_request(&dev, &r1,
						DEV_PM_QOS_RESUME_LATENCY, 100),
			 1);
	/* A looser request changes nothing: the smallest wins. */
	assert_int_equal(dev_pm_qos_add_request(&dev, &r2,
						DEV_PM_QOS_RESUME_LATENCY, 200),
			 0);
	assert_int_equal(dev_pm_qos_read_value(&dev, DEV_PM_QOS_RESUME_LATENCY),
			 100);
	assert_int_equal(dev_pm_qos_update_request(&r2, 50), 1);
	assert_int_equal(dev_pm_qos_read_value(&dev, DEV_PM_QOS_RESUME_LATENCY),
			 50);
	assert_int_equal(dev_pm_qos_remove_request(&r1), 0);
	assert_int_equal(dev_pm_qos_remove_request(&r2), 1);
	assert_int_equal(dev_pm_qos_read_value(&dev, DEV_PM_QOS_RESUME_LATENCY),
			 PM_QOS_RESUME_LATENCY_NO_CONSTRAINT);
	/* Frequencies: the largest minimum, the smallest maximum. */
	dev_pm_qos_add_request(&dev, &m1, DEV_PM_QOS_MIN_FREQUENCY, 1000);
	dev_pm_qos_add_request(&dev, &m2, DEV_PM_QOS_MIN_FREQUENCY, 3000);
	assert_int_equal(dev_pm_qos_read_value(&dev, DEV_PM_QOS_MIN_FREQUENCY),
			 3000);
	dev_pm_qos_remove_request(&m1);
	dev_pm_qos_remove_request(&m2);
	/* Flags: OR of all. */
	assert_int_equal(dev_pm_qos_flags(&dev, PM_QOS_FLAG_NO_POWER_OFF),
			 PM_QOS_FLAGS_UNDEFINED);
	dev_pm_qos_add_request(&dev, &f1, DEV_PM_QOS_FLAGS, 0);
	assert_int_equal(dev_pm_qos_flags(&dev, PM_QOS_FLAG_NO_POWER_OFF),
			 PM_QOS_FLAGS_NONE);
	dev_pm_qos_add_request(&dev, &f2, DEV_PM_QOS_FLAGS,
			       PM_QOS_FLAG_NO_POWER_OFF);
	assert_int_equal(dev_pm_qos_flags(&dev, PM_QOS_FLAG_NO_POWER_OFF),
			 PM_QOS_FLAGS_ALL);
	assert_int_equal(dev_pm_qos_flags(&dev, PM_QOS_FLAG_NO_POWER_OFF | 2),
			 PM_QOS_FLAGS_SOME);
	dev_pm_qos_remove_request(&f1);
	dev_pm_qos_remove_request(&f2);
	/* Errors. */
	assert_int_equal(dev_pm_qos_add_request(NULL, &r1,
						DEV_PM_QOS_RESUME_LATENCY, 1),
			 -EINVAL);
	assert_int_equal(dev_pm_qos_add_request(&dev, &r1, 99, 1), -EINVAL);
	log_capture_start();
	dev_pm_qos_add_request(&dev, &r1, DEV_PM_QOS_RESUME_LATENCY, 1);
	assert_int_equal(dev_pm_qos_add_request(&dev, &r1,
						DEV_PM_QOS_RESUME_LATENCY, 1),
			 -EEXIST);
	dev_pm_qos_remove_request(&r1);
	assert_int_equal(dev_pm_qos_update_request(&r1, 5), -EINVAL);
	assert_int_equal(dev_pm_qos_remove_request(&r1), -EINVAL);
	assert_int_equal(dev_pm_qos_remove_request(NULL), -EINVAL);
	assert_true(log_has(PLATDEV_LOG_WARNING, "unknown object", NULL));
	log_capture_stop();
}

static void test_cpu_latency_qos(void **state)
{
	struct pm_qos_request a = { 0 }, b = { 0 };

	(void)state;
	assert_int_equal(cpu_latency_qos_limit(),
			 PM_QOS_CPU_LATENCY_DEFAULT_VALUE);
	cpu_latency_qos_add_request(&a, 0);
	assert_true(cpu_latency_qos_request_active(&a));
	cpu_latency_qos_add_request(&b, 300);
	assert_int_equal(cpu_latency_qos_limit(), 0);
	cpu_latency_qos_update_request(&a, 500);
	assert_int_equal(cpu_latency_qos_limit(), 300);
	cpu_latency_qos_remove_request(&a);
	cpu_latency_qos_remove_request(&b);
	assert_false(cpu_latency_qos_request_active(&a));
	assert_int_equal(cpu_latency_qos_limit(),
			 PM_QOS_CPU_LATENCY_DEFAULT_VALUE);
	log_capture_start();
	cpu_latency_qos_remove_request(&a);
	assert_true(log_has(PLATDEV_LOG_WARNING, "unknown object", NULL));
	log_capture_stop();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_load),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_alloc_failures),
		cmocka_unit_test(test_nowait),
		cmocka_unit_test(test_dev_qos),
		cmocka_unit_test(test_cpu_latency_qos),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
