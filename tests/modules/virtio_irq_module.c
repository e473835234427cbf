// SPDX-License-Identifier: MIT
/*
 * virtio_irq_module.c - a driver module for "platdev --module" that binds
 * the "virtio,mmio" devices of QEMU's virt boards and checks the interrupt
 * platform_get_irq() maps for them: behind a GIC (set up early, as Linux
 * does) the hwirq must be an SPI's (cell + 32, or a PPI's cell + 16) and
 * the trigger type the third cell's low bits. A mismatch fails the probe.
 */
#include <linux/irq.h>
#include <linux/irqdomain.h>
#include <linux/module.h>
#include <linux/of.h>
#include <linux/platform_device.h>

static int virtio_irq_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;
	u32 kind, nr, flags;
	long hwirq, want;
	int irq;

	irq = platform_get_irq(pdev, 0);
	if (irq < 0)
		return irq;
	if (of_property_read_u32_index(np, "interrupts", 0, &kind) ||
	    of_property_read_u32_index(np, "interrupts", 1, &nr) ||
	    of_property_read_u32_index(np, "interrupts", 2, &flags))
		return 0; /* not a GIC's three cells: nothing to compare */
	want = (long)nr + (kind ? 16 : 32);
	hwirq = platdev_irq_hwirq((unsigned int)irq);
	if (hwirq != want || irq_get_trigger_type((unsigned int)irq) !=
				     (flags & IRQ_TYPE_SENSE_MASK)) {
		dev_err(&pdev->dev,
			"irq %d: hwirq %ld type %u, want %ld type %u\n", irq,
			hwirq, irq_get_trigger_type((unsigned int)irq), want,
			flags & IRQ_TYPE_SENSE_MASK);
		return -EINVAL;
	}
	dev_info(&pdev->dev, "irq %d: hwirq %ld type %u\n", irq, hwirq,
		 flags & IRQ_TYPE_SENSE_MASK);
	return 0;
}

static const struct of_device_id virtio_irq_of_match[] = {
	{ .compatible = "virtio,mmio" },
	{}
};
MODULE_DEVICE_TABLE(of, virtio_irq_of_match);

static struct platform_driver virtio_irq_driver = {
	.probe = virtio_irq_probe,
	.driver = {
		.name = "virtio-irq-test",
		.of_match_table = virtio_irq_of_match,
	},
};

module_platform_driver(virtio_irq_driver);
