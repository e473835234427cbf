/* SPDX-License-Identifier: MIT */
/*
 * fuzz_providers.h - the consumer and provider side of the fuzz targets'
 * drivers (fuzz_providers.c).
 */
#ifndef PLATDEV_FUZZ_PROVIDERS_H
#define PLATDEV_FUZZ_PROVIDERS_H

#include <stdbool.h>

struct device;
struct device_node;

/**
 * fuzz_consume_and_provide() - what a driver bound to @dev does with @np
 * @dev: the device being probed
 * @np: its node
 * @exclusive: take the reset lines exclusive, else shared
 *
 * Takes every clock of @np (by "clock-names", by index and in bulk; the
 * bulk ones stay running while bound), every reset line (as one array:
 * asserted and deasserted) and every line of "reset-gpios" and "gpios"
 * (driven and read), through the devm_ consumer APIs; then registers,
 * with the devm_ provider APIs, a clock provider for "#clock-cells", a
 * reset controller for "#reset-cells" and a GPIO chip for
 * "gpio-controller" with "#gpio-cells". A supplier or provider that fails
 * otherwise is left out, as drivers with optional functions do.
 *
 * Return: 0; -EPROBE_DEFER for a supplier still to come; -ENOMEM.
 */
int fuzz_consume_and_provide(struct device *dev, struct device_node *np,
			     bool exclusive);

#endif /* PLATDEV_FUZZ_PROVIDERS_H */
