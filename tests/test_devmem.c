// SPDX-License-Identifier: MIT
/*
 * test_devmem.c - the Linux userspace backend maps only what a device
 * owns; a temporary file stands in for /dev/mem and for a UIO device,
 * removed again at the end (or the program fails), without a shell.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <linux/io.h>
#include <linux/platform_device.h>

#include "testutil.h"

static char dir[] = "/tmp/platdev-devmem-XXXXXX";
static char mem_path[256], maps_dir[256];

/* A 64 KiB file whose 32-bit word at offset o holds 0xa0000000 | o. */
static void make_file(const char *path)
{
	FILE *f = fopen(path, "wb");
	u32 o;

	assert_non_null(f);
	for (o = 0; o < 0x10000; o += 4) {
		u32 v = 0xa0000000u | o;

		assert_int_equal(fwrite(&v, 4, 1, f), 1);
	}
	fclose(f);
}

static void write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

/* The UIO device's maps under dir: a directory where @text is NULL. */
static const struct {
	const char *path, *text;
} uio_tree[] = {
	{ "maps", NULL },
	{ "maps/map0", NULL },
	{ "maps/map0/addr", "0x10000000\n" },
	{ "maps/map0/size", "0x1000\n" },
	{ "maps/map1", NULL },
	{ "maps/map1/addr", "0x20000000\n" },
	{ "maps/map1/size", "0x2000\n" },
};

static int setup(void **state)
{
	char path[300];
	size_t i;

	(void)state;
	if (!mkdtemp(dir))
		return -1;
	snprintf(mem_path, sizeof(mem_path), "%s/mem", dir);
	make_file(mem_path);
	snprintf(maps_dir, sizeof(maps_dir), "%s/maps", dir);
	for (i = 0; i < ARRAY_SIZE(uio_tree); i++) {
		snprintf(path, sizeof(path), "%s/%s", dir, uio_tree[i].path);
		if (uio_tree[i].text)
			write_text(path, uio_tree[i].text);
		else if (mkdir(path, 0700))
			return -1;
	}
	return 0;
}

/* cmocka reports a failing group teardown but leaves it out of its result. */
static bool removed;

static int teardown(void **state)
{
	char path[300];
	size_t i = ARRAY_SIZE(uio_tree);

	(void)state;
	while (i--) {
		snprintf(path, sizeof(path), "%s/%s", dir, uio_tree[i].path);
		if (remove(path)) {
			perror(path);
			return -1;
		}
	}
	if (remove(mem_path) || remove(dir)) {
		perror(dir);
		return -1;
	}
	removed = true;
	return 0;
}

static void test_devmem_maps_only_owned_ranges(void **state)
{
	unsigned long live = live_allocs();
	struct resource res[] = { DEFINE_RES_MEM_NAMED(0x2000, 0x1000,
						       "regs") };
	const struct platdev_io_backend *b = platdev_io_devmem_open(mem_path);
	struct platform_device *pdev;
	void __iomem *regs;

	(void)state;
	assert_non_null(b);
	platdev_io_use(b);
	pdev = platform_device_register_simple("uio-like", 0, res, 1);
	assert_false(IS_ERR(pdev));

	regs = devm_platform_ioremap_resource(pdev, 0);
	assert_false(IS_ERR(regs));
	assert_int_equal(readl(regs), 0xa0002000);
	assert_int_equal(readl(regs + 0x10), 0xa0002010);
	writel(0x12345678, regs + 0x20);
	assert_int_equal(readl(regs + 0x20), 0x12345678);

	log_capture_start();
	/* Outside the device's resource: refused. */
	assert_null(devm_ioremap(&pdev->dev, 0x3000, 0x10));
	assert_true(log_has(PLATDEV_LOG_ERR, "uio-like.0", "refusing to map",
			    "0x3000", NULL));
	assert_null(
		devm_ioremap(&pdev->dev, 0x2ff0, 0x20)); /* straddles its end */
	/* Without a device: refused. */
	assert_null(ioremap(0x2000, 0x10));
	assert_true(log_has(PLATDEV_LOG_ERR, "maps only for a device", NULL));
	log_capture_stop();

	platform_device_unregister(pdev);
	assert_int_equal(platdev_io_mappings(), 0);
	platdev_io_use(&platdev_io_direct);
	platdev_io_devmem_close();
	assert_int_equal(live_allocs(), live);
}

static void test_uio_uses_the_map_index(void **state)
{
	struct resource res[] = { DEFINE_RES_MEM(0x20000000, 0x2000) };
	const struct platdev_io_backend *b =
		platdev_io_uio_open(mem_path, maps_dir);
	struct platform_device *pdev;
	void __iomem *regs;
	long ps = sysconf(_SC_PAGESIZE);

	(void)state;
	assert_non_null(b);
	platdev_io_use(b);
	pdev = platform_device_register_simple("uio-dev", 0, res, 1);
	assert_false(IS_ERR(pdev));
	regs = devm_platform_ioremap_resource(pdev, 0);
	assert_false(IS_ERR(regs));
	/* map1 starts one page into the UIO device. */
	assert_int_equal(readl(regs + 0x10), 0xa0000000u | (u32)(ps + 0x10));
	platform_device_unregister(pdev);
	platdev_io_use(&platdev_io_direct);
	platdev_io_devmem_close();

	log_capture_start();
	assert_null(platdev_io_uio_open(mem_path, "/nonexistent"));
	assert_true(log_has(PLATDEV_LOG_ERR, "no UIO maps", NULL));
	assert_null(platdev_io_devmem_open("/nonexistent/mem"));
	log_capture_stop();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_devmem_maps_only_owned_ranges),
		cmocka_unit_test(test_uio_uses_the_map_index),
	};
	int failed = cmocka_run_group_tests(tests, setup, teardown);

	return failed || !removed;
}
