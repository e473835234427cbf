/* SPDX-License-Identifier: MIT */
/*
 * platform.h - private declarations shared by the platform bus's files.
 */
#ifndef _PLATDEV_PLATFORM_H
#define _PLATDEV_PLATFORM_H

#include <linux/platform_device.h>
#include <platdev/typed.h>

/* The id_table entry matching @pdev's name, or NULL. */
const struct platform_device_id *
platform_match_id(const struct platform_device_id *id,
		  const struct platform_device *pdev);

/*
 * What to free for @pdev's platform data: typed data has its header in
 * front of it.
 */
static inline void *platform_data_allocation(struct platform_device *pdev)
{
	char *data = pdev->dev.platform_data;

	if (data && pdev->platdev_typed_pdata)
		return data - sizeof(struct platdev_typed_hdr);
	return data;
}

/*
 * Give @pdev the DMA masks Linux's platform_device_alloc() and
 * platform_device_register() give: 32 bits, the streaming mask in
 * @pdev->platform_dma_mask; masks already set are kept.
 */
static inline void platform_setup_dma_masks(struct platform_device *pdev)
{
	if (!pdev->dev.coherent_dma_mask)
		pdev->dev.coherent_dma_mask = 0xffffffffULL;
	if (!pdev->dev.dma_mask) {
		pdev->platform_dma_mask = 0xffffffffULL;
		pdev->dev.dma_mask = &pdev->platform_dma_mask;
	}
}

/*
 * A generated board's matching (gen_node.c), referenced weakly by the bus:
 * a program that registers no generated board links none of it. The
 * of_match_table entry that the device's generated node selects, or NULL;
 * the device's compatibles as match keys.
 */
const struct of_device_id *platdev_gen_match_device(struct device *dev,
						    struct device_driver *drv)
	__attribute__((weak));
void platdev_gen_device_keys(struct device *dev, platdev_key_fn fn, void *ctx)
	__attribute__((weak));

#endif /* _PLATDEV_PLATFORM_H */
