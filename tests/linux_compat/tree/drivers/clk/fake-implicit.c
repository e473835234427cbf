// SPDX-License-Identifier: MIT
/* A fixture of tools/linux-compat: a call to a function nobody declares. */
#include <linux/module.h>
#include <linux/platform_device.h>

static int fake_implicit_probe(struct platform_device *pdev)
{
	return platdev_fixture_undeclared(pdev);
}

static struct platform_driver fake_implicit_driver = {
	.probe = fake_implicit_probe,
	.driver = { .name = "fake-implicit" },
};
builtin_platform_driver(fake_implicit_driver);
