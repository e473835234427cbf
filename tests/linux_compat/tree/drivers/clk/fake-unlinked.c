// SPDX-License-Identifier: MIT
/*
 * A fixture of tools/linux-compat: compiles, then calls a function the
 * library lacks, and one its folder's other file defines (not counted).
 */
#include <linux/platform_device.h>

int platdev_fixture_missing(struct platform_device *pdev);
int fake_helper(struct platform_device *pdev);

static int fake_unlinked_probe(struct platform_device *pdev)
{
	return platdev_fixture_missing(pdev) + fake_helper(pdev);
}

static struct platform_driver fake_unlinked_driver = {
	.probe = fake_unlinked_probe,
	.driver = { .name = "fake-unlinked" },
};

static int __init fake_unlinked_init(void)
{
	return platform_driver_register(&fake_unlinked_driver);
}
module_init(fake_unlinked_init);
