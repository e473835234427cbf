// SPDX-License-Identifier: MIT
/*
 * sim_probe_module.c - a driver module for `platdev --module` on real
 * boards' device trees: it binds common platform devices, maps their first
 * window and reads and writes a register, which on a simulated board goes
 * to a model or to plain registers instead of crashing the inspector.
 * Its fw-cfg driver insists on QEMU's signature, which only the model of
 * sim_model_module.c (--model) provides.
 */
#include <linux/io.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>

static int sim_probe_probe(struct platform_device *pdev)
{
	void __iomem *regs = devm_platform_ioremap_resource(pdev, 0);
	u32 v;

	if (IS_ERR(regs))
		return PTR_ERR(regs);
	v = readl(regs);
	writel(v | 1, regs);
	if (of_device_is_compatible(pdev->dev.of_node, "qemu,fw-cfg-mmio") &&
	    v != 0x554d4551)
		return dev_err_probe(&pdev->dev, -ENODEV,
				     "no QEMU signature (%#x)\n", v);
	return 0;
}

static const struct of_device_id sim_probe_ids[] = {
	{ .compatible = "virtio,mmio" },
	{ .compatible = "qemu,fw-cfg-mmio" },
	{ .compatible = "ns16550a" },
	{ .compatible = "snps,dw-apb-uart" },
	{ .compatible = "syscon" },
	{ .compatible = "fsl,imx21-uart" },
	{ .compatible = "fsl,imx6q-uart" },
	{ .compatible = "brcm,bcm2835-aux-uart" },
	{ .compatible = "st,stm32h7-uart" },
	{ .compatible = "allwinner,sun6i-a31-timer" },
	{ .compatible = "qcom,geni-debug-uart" },
	{ .compatible = "amlogic,meson-gx-uart" },
	{ .compatible = "mediatek,mt6577-uart" },
	{ .compatible = "nvidia,tegra20-uart" },
	{ .compatible = "ti,am654-uart" },
	{ .compatible = "samsung,exynos850-uart" },
	{ .compatible = "apple,s5l-uart" },
	{ .compatible = "sifive,fu540-c000-uart0" },
	{ .compatible = "st,stm32-uart" },
	{}
};

static struct platform_driver sim_probe_driver = {
	.probe = sim_probe_probe,
	.driver = { .name = "sim-probe", .of_match_table = sim_probe_ids },
};
module_platform_driver(sim_probe_driver);
MODULE_LICENSE("MIT");
