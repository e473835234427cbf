// SPDX-License-Identifier: MIT
/*
 * test_pinctrl_single.c - Linux 6.12's drivers/pinctrl/pinctrl-single.c,
 * built unchanged and strictly against the pin control core, driving the
 * simulated pad block: the driver core binds each consumer's pin states
 * before its probe ("init" first, "default" after the probe), a device
 * asking for a pad another holds fails its probe, a device without
 * "pinctrl-0" is untouched, and power management's sleep and default
 * states rewrite the pads. Then the same driver on the AM654 base board's
 * device tree (../shared/dtbs): the pin state of its gpio-keys node is in
 * the wakeup pad block's registers after probe.
 */
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/pinctrl/consumer.h>
#include <linux/pinctrl/devinfo.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <platdev/sim.h>

#include "../testutil.h"
#include "sim_board.h"

static int probes;
static long spi_pad_in_probe = -1;

static int user_probe(struct platform_device *pdev)
{
	struct device_node *pmx = of_find_node_by_path("/pinctrl@10000000");

	probes++;
	if (!strcmp(pdev->dev.of_node->name, "spi"))
		spi_pad_in_probe = platdev_sim_padconf_get(pmx, 0x10, 4);
	of_node_put(pmx);
	return 0;
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,pins-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "pins-user", .of_match_table = user_match },
};

static long pad(struct device_node *np, u32 offset)
{
	return platdev_sim_padconf_get(np, offset, 4);
}

static void test_states_at_probe(void **state)
{
	struct device *pmx_dev, *uart, *spi, *clash, *plain;
	struct device_node *pmx;
	struct pinctrl *p;

	(void)state;
	probes = 0;
	linux_sim_board_up(PLATDEV_LINUX_DTB, &user_driver);
	pmx = of_find_node_by_path("/pinctrl@10000000");
	assert_non_null(pmx);
	pmx_dev = test_device_of("/pinctrl@10000000");
	assert_non_null(pmx_dev->driver);
	assert_string_equal(pmx_dev->driver->name, "pinctrl-single");

	uart = test_device_of("/uart@10001000");
	spi = test_device_of("/spi@10002000");
	clash = test_device_of("/clash@10003000");
	plain = test_device_of("/plain@10004000");
	assert_non_null(uart->driver);
	assert_non_null(spi->driver);
	assert_non_null(plain->driver);
	/* Pad 0x04 is the UART's: Linux's pinmux refuses it (-EINVAL). */
	assert_null(clash->driver);
	assert_int_equal(clash->p.last_probe_err, -EINVAL);
	assert_int_equal(probes, 3);

	/* "default" of the UART: mode 1 on both pads. */
	assert_int_equal(pad(pmx, 0x00), 0x01);
	assert_int_equal(pad(pmx, 0x04), 0x01);
	/* The SPI's "init" during its probe, its "default" after. */
	assert_int_equal(spi_pad_in_probe, 0x07);
	assert_int_equal(pad(pmx, 0x10), 0x02);
	assert_int_equal(pad(pmx, 0x14), 0x02);
	/* No state: nothing bound, no pad written for it. */
	assert_null(dev_pinctrl(plain));
	assert_int_equal(pad(pmx, 0x08), 0);
	assert_int_equal(platdev_sim_padconf_writes(pmx, 0x08), 0);

	/* Power management's states. */
	assert_int_equal(pinctrl_pm_select_sleep_state(uart), 0);
	assert_int_equal(pad(pmx, 0x00), 0x07);
	assert_int_equal(pad(pmx, 0x04), 0x07);
	assert_int_equal(pinctrl_pm_select_idle_state(uart), 0); /* none */
	assert_int_equal(pad(pmx, 0x00), 0x07);
	assert_int_equal(pinctrl_pm_select_default_state(uart), 0);
	assert_int_equal(pad(pmx, 0x00), 0x01);
	assert_int_equal(pinctrl_pm_select_sleep_state(plain), 0);

	/* The handle the core bound is the device's one handle. */
	p = pinctrl_get(uart);
	assert_false(IS_ERR(p));
	assert_ptr_equal(p, dev_pinctrl(uart));
	assert_int_equal(PTR_ERR(pinctrl_lookup_state(p, "idle")), -ENODEV);
	pinctrl_put(p);
	assert_int_equal(PTR_ERR(pinctrl_get(plain)), -ENODEV);

	/* What the inspector lists: the controller and its devices' states. */
	assert_true(class_event_seen("pinctrl", "10000000.pinctrl",
				     "dev 10001000.uart state default"));
	assert_true(class_event_seen("pinctrl", "10000000.pinctrl",
				     "dev 10001000.uart state sleep"));
	assert_true(class_event_seen("pinctrl", "10000000.pinctrl",
				     "dev 10002000.spi state init"));
	assert_true(class_event_seen("pinctrl", "10000000.pinctrl",
				     "dev 10002000.spi state default"));

	of_node_put(pmx);
	linux_sim_board_down(&user_driver);
	assert_null(platdev_class_device_find("pinctrl", "10000000.pinctrl"));
}

/* --- the AM654 base board ------------------------------------------------ */

#define AM654_DTB PLATDEV_SHARED_DTB_DIR "/k3-am654-base-board.dtb"

static int keys_probed;

static int keys_probe(struct platform_device *pdev)
{
	(void)pdev;
	keys_probed++;
	return 0;
}

static const struct of_device_id keys_match[] = { { .compatible = "gpio-keys" },
						  {} };

/* A stand-in for gpio-keys: the board's node with a "pinctrl-0". */
static struct platform_driver keys_driver = {
	.probe = keys_probe,
	.driver = { .name = "keys-stand-in", .of_match_table = keys_match },
};

static void test_am654_base_board(void **state)
{
	struct device_node *keys, *cfg, *pmx;
	struct device *dev, *pmx_dev;
	struct platform_device *pdev;
	char event[PLATDEV_CLASS_EVENT_LEN];
	size_t size;
	void *blob;

	(void)state;
	blob = test_read_file(AM654_DTB, &size);
	if (!blob)
		skip();
	free(blob);
	keys_probed = 0;
	linux_sim_board_up(AM654_DTB, &keys_driver);
	keys = of_find_node_by_path("/gpio-keys");
	assert_non_null(keys);
	/* The pad block of its state: the parent of the state's node. */
	cfg = of_parse_phandle(keys, "pinctrl-0", 0);
	assert_non_null(cfg);
	pmx = cfg->parent;
	pdev = of_find_device_by_node(pmx);
	assert_non_null(pdev);
	pmx_dev = &pdev->dev;
	assert_non_null(pmx_dev->driver);
	assert_string_equal(pmx_dev->driver->name, "pinctrl-single");

	dev = test_device_of("/gpio-keys");
	assert_non_null(dev->driver);
	assert_int_equal(keys_probed, 1);
	/*
	 * push-button-default-pins: AM65X_WKUP_IOPAD(0x0030, PIN_INPUT, 7):
	 * receiver on (bit 18), Schmitt trigger (14), pull disabled (16),
	 * mode 7 (GPIO), with the board's function mask 0xffffffff.
	 */
	assert_int_equal(platdev_sim_padconf_get(pmx, 0x30, 4),
			 (1 << 18) | (1 << 14) | (1 << 16) | 7);
	/* ddr-vtt-default-pins' pad is its regulator's, which never probes. */
	assert_int_equal(platdev_sim_padconf_writes(pmx, 0x40), 0);
	snprintf(event, sizeof(event), "dev %s state default", dev_name(dev));
	assert_true(class_event_seen("pinctrl", dev_name(pmx_dev), event));

	platform_device_put(pdev);
	of_node_put(cfg);
	of_node_put(keys);
	linux_sim_board_down(&keys_driver);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_states_at_probe),
		cmocka_unit_test(test_am654_base_board),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
