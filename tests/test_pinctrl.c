// SPDX-License-Identifier: MIT
/*
 * test_pinctrl.c - the pin control core (src/pinctrl): a controller of the
 * test's own with generic groups and functions and generic configurations
 * from the tree; a device's handle and states, their errors as Linux gives
 * them (-EPROBE_DEFER before the controller, -ENODEV for no state, -EINVAL
 * for an unknown function, group or pin and for a pin another owner
 * holds), pinctrl_bind_pins() through the driver core, GPIO lines muxed
 * through "gpio-ranges" and pinctrl_add_gpio_range(), the machine's
 * mapping tables, and allocation failures over registration and binding.
 */
#include <linux/gpio/driver.h>
#include <linux/of.h>
#include <linux/of_platform.h>
#include <linux/pinctrl/consumer.h>
#include <linux/pinctrl/devinfo.h>
#include <linux/pinctrl/machine.h>
#include <linux/pinctrl/pinconf-generic.h>
#include <linux/pinctrl/pinconf.h>
#include <linux/pinctrl/pinctrl.h>
#include <linux/pinctrl/pinmux.h>
#include <linux/platform_device.h>
#include <platdev/class.h>
#include <platdev/of.h>
#include <platdev/port.h>

#include "pinctrl/core.h" /* the generic groups and functions */
#include "testutil.h"

/* --- the test's controller ----------------------------------------------- */

static const struct pinctrl_pin_desc pins[] = {
	PINCTRL_PIN(0, "P0"),
	PINCTRL_PIN(1, "P1"),
	PINCTRL_PIN(2, "P2"),
	PINCTRL_PIN_ANON(3),
};

static const unsigned int uart_grp[] = { 0, 1 };
static const unsigned int spi_grp[] = { 1 };
static const unsigned int gp_grp[] = { 2 };
static const char *const uart_groups[] = { "uart_grp" };
static const char *const spi_groups[] = { "spi_grp" };
static const char *const gp_groups[] = { "gp_grp" };

/* What the driver was asked, latest last. */
static struct {
	int mux[4]; /* function selector per pin, -1: none */
	unsigned long conf[4][4]; /* last configurations per pin */
	unsigned int nconf[4];
	int gpio[4]; /* gpio_request_enable'd */
	int set_mux_calls;
	int fail_set_mux;
} hw;

static int t_set_mux(struct pinctrl_dev *pctldev, unsigned int func,
		     unsigned int group)
{
	const unsigned int *gp;
	unsigned int n, i;

	hw.set_mux_calls++;
	if (hw.fail_set_mux)
		return hw.fail_set_mux;
	if (pinctrl_generic_get_group_pins(pctldev, group, &gp, &n))
		return -EINVAL;
	for (i = 0; i < n; i++)
		hw.mux[gp[i]] = (int)func;
	return 0;
}

static int t_free(struct pinctrl_dev *pctldev, unsigned int pin)
{
	(void)pctldev;
	hw.mux[pin] = -1;
	return 0;
}

static int t_gpio_enable(struct pinctrl_dev *pctldev,
			 struct pinctrl_gpio_range *range, unsigned int pin)
{
	(void)pctldev;
	(void)range;
	hw.gpio[pin] = 1;
	return 0;
}

static void t_gpio_disable(struct pinctrl_dev *pctldev,
			   struct pinctrl_gpio_range *range, unsigned int pin)
{
	(void)pctldev;
	(void)range;
	hw.gpio[pin] = 0;
}

static int t_conf_set(struct pinctrl_dev *pctldev, unsigned int pin,
		      unsigned long *configs, unsigned int num)
{
	(void)pctldev;
	if (num > 4)
		return -EINVAL;
	memcpy(hw.conf[pin], configs, num * sizeof(*configs));
	hw.nconf[pin] = num;
	return 0;
}

static int t_conf_group_set(struct pinctrl_dev *pctldev, unsigned int group,
			    unsigned long *configs, unsigned int num)
{
	const unsigned int *gp;
	unsigned int n, i;
	int ret = pinctrl_generic_get_group_pins(pctldev, group, &gp, &n);

	for (i = 0; !ret && i < n; i++)
		ret = t_conf_set(pctldev, gp[i], configs, num);
	return ret;
}

static int t_node_to_map(struct pinctrl_dev *pctldev, struct device_node *np,
			 struct pinctrl_map **map, unsigned int *num_maps)
{
	return pinconf_generic_dt_node_to_map_all(pctldev, np, map, num_maps);
}

static const struct pinctrl_ops t_pctlops = {
	.get_groups_count = pinctrl_generic_get_group_count,
	.get_group_name = pinctrl_generic_get_group_name,
	.get_group_pins = pinctrl_generic_get_group_pins,
	.dt_node_to_map = t_node_to_map,
	.dt_free_map = pinconf_generic_dt_free_map,
};

static struct pinmux_ops t_pmxops = {
	.free = t_free,
	.get_functions_count = pinmux_generic_get_function_count,
	.get_function_name = pinmux_generic_get_function_name,
	.get_function_groups = pinmux_generic_get_function_groups,
	.set_mux = t_set_mux,
	.gpio_request_enable = t_gpio_enable,
	.gpio_disable_free = t_gpio_disable,
	.strict = true,
};

static const struct pinconf_ops t_confops = {
	.is_generic = true,
	.pin_config_set = t_conf_set,
	.pin_config_group_set = t_conf_group_set,
};

static struct pinctrl_desc t_desc = {
	.name = "test-pinctrl",
	.pins = pins,
	.npins = ARRAY_SIZE(pins),
	.pctlops = &t_pctlops,
	.pmxops = &t_pmxops,
	.confops = &t_confops,
};

static struct pinctrl_dev *pctl;

/* Register the controller with its groups and functions (0: done). */
static int pctl_up(void)
{
	struct device *dev = test_device_of("/pinctrl@1000");
	int ret;

	ret = pinctrl_register_and_init(&t_desc, dev, &hw, &pctl);
	if (ret)
		return ret;
	if ((ret = pinctrl_generic_add_group(pctl, "uart_grp", uart_grp, 2,
					     NULL)) < 0 ||
	    (ret = pinctrl_generic_add_group(pctl, "spi_grp", spi_grp, 1,
					     NULL)) < 0 ||
	    (ret = pinctrl_generic_add_group(pctl, "gp_grp", gp_grp, 1, NULL)) <
		    0 ||
	    (ret = pinmux_generic_add_function(pctl, "uart", uart_groups, 1,
					       NULL)) < 0 ||
	    (ret = pinmux_generic_add_function(pctl, "spi", spi_groups, 1,
					       NULL)) < 0 ||
	    (ret = pinmux_generic_add_function(pctl, "gp", gp_groups, 1,
					       NULL)) < 0 ||
	    (ret = pinctrl_enable(pctl))) {
		pinctrl_unregister(pctl);
		pctl = NULL;
		return ret;
	}
	return 0;
}

static void pctl_down(void)
{
	pinctrl_unregister(pctl);
	pctl = NULL;
}

static unsigned long allocs_loaded;

/* What the registered controller itself holds. */
static unsigned long pctl_allocs(void)
{
	return live_allocs() - allocs_loaded;
}

static int setup(void **state)
{
	(void)state;
	if (test_load_dtb(PLATDEV_TEST_DTB_DIR "/pinctrl.dtb"))
		return -1;
	if (of_platform_default_populate(NULL, NULL, NULL))
		return -1;
	allocs_loaded = live_allocs();
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	of_platform_depopulate(NULL);
	return platdev_of_unload() == 0 ? 0 : -1;
}

static int fresh(void **state)
{
	(void)state;
	memset(&hw, 0, sizeof(hw));
	memset(hw.mux, 0xff, sizeof(hw.mux));
	t_pmxops.strict = true;
	return 0;
}

/* Nothing of the test left registered or allocated. */
static int check(void **state)
{
	(void)state;
	platdev_port_fail_alloc_after(-1, 0);
	if (pctl)
		pctl_down();
	return live_allocs() == allocs_loaded ? 0 : -1;
}

static struct device *dev_at(const char *path)
{
	struct device *dev = test_device_of(path);

	assert_non_null(dev);
	return dev;
}

/* --- tests --------------------------------------------------------------- */

static void test_packing(void **state)
{
	unsigned long c =
		pinconf_to_config_packed(PIN_CONFIG_BIAS_PULL_DOWN, 100);

	(void)state;
	assert_int_equal(pinconf_to_config_param(c), PIN_CONFIG_BIAS_PULL_DOWN);
	assert_int_equal(pinconf_to_config_argument(c), 100);
	assert_int_equal(PIN_CONF_PACKED(PIN_CONFIG_SLEW_RATE, 3UL),
			 (3UL << 8) | PIN_CONFIG_SLEW_RATE);
	/* The argument keeps 24 bits. */
	c = pinconf_to_config_packed(PIN_CONFIG_INPUT_DEBOUNCE, 0xffffff);
	assert_int_equal(pinconf_to_config_argument(c), 0xffffff);
}

static void test_parse_dt_config(void **state)
{
	struct device_node *np = test_node("/pinctrl@1000/uart-sleep");
	unsigned long *configs;
	unsigned int n;

	(void)state;
	assert_int_equal(
		pinconf_generic_parse_dt_config(np, NULL, &configs, &n), 0);
	assert_int_equal(n, 2);
	assert_int_equal(configs[0], pinconf_to_config_packed(
					     PIN_CONFIG_BIAS_PULL_DOWN, 100));
	assert_int_equal(configs[1], pinconf_to_config_packed(
					     PIN_CONFIG_DRIVE_STRENGTH, 8));
	kfree(configs);
	/* A bare property takes its default: bias-pull-up's 1. */
	np = test_node("/pinctrl@1000/uart");
	assert_int_equal(
		pinconf_generic_parse_dt_config(np, NULL, &configs, &n), 0);
	assert_int_equal(n, 1);
	assert_int_equal(configs[0],
			 pinconf_to_config_packed(PIN_CONFIG_BIAS_PULL_UP, 1));
	kfree(configs);
	/* No configuration: nothing allocated. */
	np = test_node("/pinctrl@1000/spi");
	assert_int_equal(
		pinconf_generic_parse_dt_config(np, NULL, &configs, &n), 0);
	assert_int_equal(n, 0);
	assert_null(configs);
}

static void test_utils(void **state)
{
	struct pinctrl_map *map = NULL;
	unsigned int reserved = 0, num = 0, nconf = 0;
	unsigned long *configs = NULL;

	(void)state;
	assert_int_equal(pctl_up(), 0);
	assert_string_equal(pin_get_name(pctl, 1), "P1");
	assert_string_equal(pin_get_name(pctl, 3), "PIN3"); /* made up */
	assert_null(pin_get_name(pctl, 9));
	assert_int_equal(pinctrl_utils_add_map_mux(pctl, &map, &reserved, &num,
						   "uart_grp", "uart"),
			 -ENOSPC);
	assert_int_equal(
		pinctrl_utils_reserve_map(pctl, &map, &reserved, &num, 2), 0);
	assert_int_equal(reserved, 2);
	assert_int_equal(pinctrl_utils_add_config(
				 pctl, &configs, &nconf,
				 PIN_CONF_PACKED(PIN_CONFIG_SLEW_RATE, 2UL)),
			 0);
	assert_int_equal(nconf, 1);
	assert_int_equal(pinctrl_utils_add_map_mux(pctl, &map, &reserved, &num,
						   "uart_grp", "uart"),
			 0);
	assert_int_equal(pinctrl_utils_add_map_configs(
				 pctl, &map, &reserved, &num, "P0", configs,
				 nconf, PIN_MAP_TYPE_CONFIGS_PIN),
			 0);
	assert_int_equal(pinctrl_utils_add_map_configs(
				 pctl, &map, &reserved, &num, "P0", configs,
				 nconf, PIN_MAP_TYPE_CONFIGS_PIN),
			 -ENOSPC);
	assert_int_equal(num, 2);
	assert_int_equal(map[1].data.configs.configs[0], configs[0]);
	kfree(configs);
	pinctrl_utils_free_map(pctl, map, num);
	pctl_down();
}

static void test_register_errors(void **state)
{
	struct device *dev = dev_at("/pinctrl@1000");
	static const struct pinctrl_pin_desc twice[] = { PINCTRL_PIN(1, "A"),
							 PINCTRL_PIN(1, "B") };
	static const struct pinmux_ops no_set_mux = {
		.get_functions_count = pinmux_generic_get_function_count,
		.get_function_name = pinmux_generic_get_function_name,
		.get_function_groups = pinmux_generic_get_function_groups,
	};
	struct pinctrl_desc d = t_desc;
	struct pinctrl_dev *pd;

	(void)state;
	d.pctlops = NULL;
	assert_int_equal(PTR_ERR(pinctrl_register(&d, dev, NULL)), -EINVAL);
	d = t_desc;
	d.pins = twice;
	d.npins = 2;
	assert_int_equal(pinctrl_register_and_init(&d, dev, NULL, &pd),
			 -EINVAL);
	d = t_desc;
	d.pmxops = &no_set_mux;
	assert_int_equal(pinctrl_register_and_init(&d, dev, NULL, &pd),
			 -EINVAL);
	d.pmxops = NULL;
	d.name = NULL;
	assert_int_equal(pinctrl_register_and_init(&d, dev, NULL, &pd),
			 -EINVAL);
}

static void test_register(void **state)
{
	const char *const *groups;
	unsigned int n;

	(void)state;
	assert_int_equal(pctl_up(), 0);
	assert_ptr_equal(pinctrl_dev_get_drvdata(pctl), &hw);
	assert_string_equal(pinctrl_dev_get_name(pctl), "test-pinctrl");
	assert_string_equal(pinctrl_dev_get_devname(pctl), "1000.pinctrl");
	assert_ptr_equal(of_pinctrl_get(test_node("/pinctrl@1000")), pctl);
	assert_non_null(platdev_class_device_find("pinctrl", "1000.pinctrl"));
	/* Adding a group or function of a known name gives its selector. */
	assert_int_equal(pinctrl_generic_add_group(pctl, "spi_grp", spi_grp, 1,
						   NULL),
			 1);
	assert_int_equal(
		pinmux_generic_add_function(pctl, "gp", gp_groups, 1, NULL), 2);
	assert_int_equal(pinctrl_generic_add_group(pctl, NULL, spi_grp, 1,
						   NULL),
			 -EINVAL);
	assert_int_equal(
		pinmux_generic_get_function_groups(pctl, 0, &groups, &n), 0);
	assert_int_equal(n, 1);
	assert_string_equal(groups[0], "uart_grp");
	assert_int_equal(pinmux_generic_get_function_groups(pctl, 9, &groups,
							    &n),
			 -EINVAL);
	assert_int_equal(pinctrl_generic_remove_group(pctl, 9), -ENOENT);
	assert_int_equal(pinmux_generic_remove_function(pctl, 9), -ENOENT);
	pctl_down();
	assert_null(platdev_class_device_find("pinctrl", "1000.pinctrl"));
	assert_null(of_pinctrl_get(test_node("/pinctrl@1000")));
}

static void test_defer_and_nodev(void **state)
{
	struct device *uart = dev_at("/uart@3000");
	struct device *plain = dev_at("/plain@9000");
	struct gpio_chip gc = { .label = "tgpio", .base = -1, .ngpio = 4 };

	(void)state;
	gc.fwnode = of_fwnode_handle(test_node("/gpio@2000"));
	/* Before its controller registers: a state that names it defers. */
	assert_int_equal(PTR_ERR(pinctrl_get(uart)), -EPROBE_DEFER);
	assert_int_equal(pinctrl_bind_pins(uart), -EPROBE_DEFER);
	assert_int_equal(pinctrl_gpio_request(&gc, 0), -EPROBE_DEFER);
	/* No "pinctrl-0" and no table: -ENODEV, and binding does nothing. */
	assert_int_equal(PTR_ERR(pinctrl_get(plain)), -ENODEV);
	assert_int_equal(pinctrl_bind_pins(plain), 0);
	assert_null(dev_pinctrl(plain));
	assert_int_equal(pinctrl_pm_select_sleep_state(plain), 0);
	assert_int_equal(live_allocs(), allocs_loaded);
}

static void test_states(void **state)
{
	struct device *uart = dev_at("/uart@3000");
	struct pinctrl_state *def, *slp, *idle;
	struct pinctrl *p, *p2;

	(void)state;
	assert_int_equal(pctl_up(), 0);
	p = pinctrl_get(uart);
	assert_false(IS_ERR_OR_NULL(p));
	p2 = pinctrl_get(uart);
	assert_ptr_equal(p, p2); /* one handle per device, counted */
	pinctrl_put(p2);
	def = pinctrl_lookup_state(p, PINCTRL_STATE_DEFAULT);
	slp = pinctrl_lookup_state(p, PINCTRL_STATE_SLEEP);
	idle = pinctrl_lookup_state(p, PINCTRL_STATE_IDLE);
	assert_false(IS_ERR(def));
	assert_false(IS_ERR(slp));
	assert_false(IS_ERR(idle));
	assert_int_equal(PTR_ERR(pinctrl_lookup_state(p, "nosuch")), -ENODEV);

	assert_int_equal(pinctrl_select_state(p, def), 0);
	assert_int_equal(hw.mux[0], 0);
	assert_int_equal(hw.mux[1], 0);
	assert_int_equal(hw.nconf[0], 1);
	assert_int_equal(hw.conf[1][0],
			 pinconf_to_config_packed(PIN_CONFIG_BIAS_PULL_UP, 1));
	/* Selecting it again does nothing. */
	assert_int_equal(pinctrl_select_state(p, def), 0);
	assert_int_equal(hw.set_mux_calls, 1);

	/* "sleep": the mux given back, the pins configured one by one. */
	assert_int_equal(pinctrl_select_state(p, slp), 0);
	assert_int_equal(hw.mux[0], -1);
	assert_int_equal(hw.nconf[1], 2);
	assert_int_equal(hw.conf[1][1], pinconf_to_config_packed(
						PIN_CONFIG_DRIVE_STRENGTH, 8));
	/* An empty state sets nothing. */
	assert_int_equal(pinctrl_select_state(p, idle), 0);
	assert_int_equal(pinctrl_select_state(p, NULL), -EINVAL);
	assert_true(class_event_seen("pinctrl", "1000.pinctrl",
				     "dev 3000.uart state default"));
	pinctrl_put(p);
	pctl_down();
}

static void test_invalid_maps(void **state)
{
	unsigned long held;

	(void)state;
	assert_int_equal(pctl_up(), 0);
	held = pctl_allocs();
	/* An unknown function, a group its function cannot take, a pin. */
	assert_int_equal(PTR_ERR(pinctrl_get(dev_at("/badf@6000"))), -EINVAL);
	assert_int_equal(PTR_ERR(pinctrl_get(dev_at("/badg@7000"))), -EINVAL);
	assert_int_equal(PTR_ERR(pinctrl_get(dev_at("/badp@8000"))), -EINVAL);
	/* pinctrl_bind_pins() passes -EINVAL on, as Linux's. */
	assert_int_equal(pinctrl_bind_pins(dev_at("/badf@6000")), -EINVAL);
	assert_null(dev_pinctrl(dev_at("/badf@6000")));
	assert_int_equal(pctl_allocs(), held);
	pctl_down();
}

static void test_pin_owned_twice(void **state)
{
	struct pinctrl *uart, *spi;

	(void)state;
	assert_int_equal(pctl_up(), 0);
	uart = pinctrl_get_select_default(dev_at("/uart@3000"));
	assert_false(IS_ERR(uart));
	/* P1 is the UART's: Linux's pinmux refuses another owner (-EINVAL). */
	spi = pinctrl_get(dev_at("/spi@4000"));
	assert_false(IS_ERR(spi));
	hw.set_mux_calls = 0;
	assert_int_equal(
		pinctrl_select_state(spi, pinctrl_lookup_state(spi, "default")),
		-EINVAL);
	assert_int_equal(hw.set_mux_calls, 0);
	assert_int_equal(hw.mux[1], 0); /* still the UART's */
	/* Once the UART lets go, the SPI controller gets it. */
	pinctrl_put(uart);
	assert_int_equal(
		pinctrl_select_state(spi, pinctrl_lookup_state(spi, "default")),
		0);
	assert_int_equal(hw.mux[1], 1);
	/* A failing set_mux leaves the pins free. */
	pinctrl_put(spi);
	hw.fail_set_mux = -EIO;
	assert_int_equal(
		PTR_ERR(pinctrl_get_select_default(dev_at("/uart@3000"))),
		-EIO);
	hw.fail_set_mux = 0;
	uart = pinctrl_get_select_default(dev_at("/uart@3000"));
	assert_false(IS_ERR(uart));
	pinctrl_put(uart);
	pctl_down();
}

static void test_gpio_ranges(void **state)
{
	struct gpio_chip gc = { .label = "tgpio", .base = -1, .ngpio = 4 };
	struct gpio_chip other = { .label = "other", .base = -1, .ngpio = 2 };
	struct pinctrl_gpio_range range = {
		.name = "other", .pin_base = 2, .npins = 2, .gc = &other
	};
	struct pinctrl *gp, *uart;

	(void)state;
	gc.fwnode = of_fwnode_handle(test_node("/gpio@2000"));
	assert_int_equal(pctl_up(), 0);
	/* Line 2 sits on P2 (gpio-ranges): muxed to GPIO through gpiolib. */
	assert_int_equal(gpiochip_generic_request(&gc, 2), 0);
	assert_int_equal(hw.gpio[2], 1);
	assert_false(pinctrl_gpio_can_use_line(&gc, 2) == false);
	/* Strict: a device cannot take the pin GPIO holds. */
	gp = pinctrl_get(dev_at("/gp@5000"));
	assert_false(IS_ERR(gp));
	assert_int_equal(
		pinctrl_select_state(gp, pinctrl_lookup_state(gp, "default")),
		-EINVAL);
	gpiochip_generic_free(&gc, 2);
	assert_int_equal(hw.gpio[2], 0);
	assert_int_equal(
		pinctrl_select_state(gp, pinctrl_lookup_state(gp, "default")),
		0);
	/* ... nor GPIO the pin a device holds, when strict. */
	assert_false(pinctrl_gpio_can_use_line(&gc, 2));
	assert_int_equal(pinctrl_gpio_request(&gc, 2), -EINVAL);
	t_pmxops.strict = false;
	assert_int_equal(pinctrl_gpio_request(&gc, 2), 0);
	pinctrl_gpio_free(&gc, 2);
	t_pmxops.strict = true;
	pinctrl_put(gp);
	/* A range added by the driver, for another chip. */
	pinctrl_add_gpio_range(pctl, &range);
	assert_ptr_equal(pinctrl_find_gpio_range_from_pin(pctl, 3), &range);
	assert_null(pinctrl_find_gpio_range_from_pin(pctl, 0));
	assert_int_equal(pinctrl_gpio_request(&other, 1), 0);
	assert_int_equal(hw.gpio[3], 1);
	pinctrl_gpio_free(&other, 1);
	pinctrl_remove_gpio_range(pctl, &range);
	/* The chip's own ranges: line 1 on P3, line 0 on gp_grp's P2. */
	assert_int_equal(gpiochip_add_pin_range(&other, "nosuch", 1, 3, 1),
			 -EPROBE_DEFER);
	assert_int_equal(
		gpiochip_add_pin_range(&other, "1000.pinctrl", 1, 3, 1), 0);
	assert_int_equal(gpiochip_add_pingroup_range(&other, pctl, 0, "nosuch"),
			 -EINVAL);
	assert_int_equal(gpiochip_add_pingroup_range(&other, pctl, 0, "gp_grp"),
			 0);
	assert_int_equal(pinctrl_gpio_request(&other, 1), 0);
	assert_int_equal(hw.gpio[3], 1);
	assert_int_equal(pinctrl_gpio_request(&other, 0), 0);
	assert_int_equal(hw.gpio[2], 1);
	pinctrl_gpio_free(&other, 0);
	pinctrl_gpio_free(&other, 1);
	assert_int_equal(hw.gpio[2] + hw.gpio[3], 0);
	gpiochip_remove_pin_ranges(&other);
	/* A line on no pin is free: nothing to do. */
	assert_int_equal(pinctrl_gpio_request(&other, 1), 0);
	assert_int_equal(hw.gpio[3], 0);
	assert_int_equal(pinctrl_gpio_set_config(&other, 1, 0), -ENOTSUPP);
	assert_int_equal(
		pinctrl_gpio_set_config(
			&gc, 1,
			pinconf_to_config_packed(PIN_CONFIG_BIAS_PULL_UP, 1)),
		0);
	assert_int_equal(hw.nconf[1], 1);
	uart = pinctrl_get_select_default(dev_at("/uart@3000"));
	assert_false(IS_ERR(uart));
	assert_int_equal(pinctrl_gpio_request(&gc, 0), -EINVAL);
	pinctrl_put(uart);
	pctl_down();
}

static int user_probe(struct platform_device *pdev)
{
	struct device_node *np = pdev->dev.of_node;

	/* During the UART's probe its "init" state (P0 driven low) holds. */
	if (!strcmp(np->name, "uart") && hw.mux[0] != -1)
		return -EIO;
	return 0;
}

static const struct of_device_id user_match[] = { { .compatible =
							    "test,pins-user" },
						  {} };

static struct platform_driver user_driver = {
	.probe = user_probe,
	.driver = { .name = "pins-user", .of_match_table = user_match },
};

static int pctl_probe(struct platform_device *pdev)
{
	(void)pdev;
	return pctl_up();
}

static void pctl_remove(struct platform_device *pdev)
{
	(void)pdev;
	pctl_down();
}

static const struct of_device_id pctl_match[] = { { .compatible =
							    "test,pinctrl" },
						  {} };

static struct platform_driver pctl_driver = {
	.probe = pctl_probe,
	.remove_new = pctl_remove,
	.driver = { .name = "test-pinctrl", .of_match_table = pctl_match },
};

static void test_bind_at_probe(void **state)
{
	struct device *uart = dev_at("/uart@3000");
	struct device *spi = dev_at("/spi@4000");
	struct device *plain = dev_at("/plain@9000");

	(void)state;
	/* No controller yet: the devices with states wait, plain binds. */
	assert_int_equal(platform_driver_register(&user_driver), 0);
	assert_null(uart->driver);
	assert_null(spi->driver);
	assert_non_null(plain->driver);
	assert_null(dev_pinctrl(plain));
	/* The controller's driver binds: its consumers are probed again. */
	assert_int_equal(platform_driver_register(&pctl_driver), 0);
	assert_non_null(pctl);
	assert_non_null(uart->driver);
	/* "init" during probe (user_probe checks), "default" after. */
	assert_int_equal(hw.mux[0], 0);
	assert_int_equal(hw.conf[0][0],
			 pinconf_to_config_packed(PIN_CONFIG_BIAS_PULL_UP, 1));
	assert_true(class_event_seen("pinctrl", "1000.pinctrl",
				     "dev 3000.uart state init"));
	assert_true(class_event_seen("pinctrl", "1000.pinctrl",
				     "dev 3000.uart state default"));
	assert_non_null(dev_pinctrl(uart));
	assert_int_equal(pinctrl_pm_select_sleep_state(uart), 0);
	assert_int_equal(hw.mux[0], -1);
	assert_int_equal(pinctrl_pm_select_idle_state(uart), 0);
	assert_int_equal(pinctrl_pm_select_default_state(uart), 0);
	assert_int_equal(hw.mux[0], 0);
	/* The SPI's pin is the UART's: its probe fails (-EINVAL), as Linux. */
	assert_null(spi->driver);
	assert_int_equal(spi->p.last_probe_err, -EINVAL);
	/* Unbinding gives the pins back. */
	device_release_driver(uart);
	assert_null(dev_pinctrl(uart));
	assert_int_equal(hw.mux[0], -1);
	assert_int_equal(device_attach(spi), 1);
	assert_int_equal(hw.mux[1], 1);
	platform_driver_unregister(&user_driver);
	assert_null(dev_pinctrl(spi));
	assert_int_equal(hw.mux[1], -1);
	platform_driver_unregister(&pctl_driver);
	assert_null(pctl);
}

static const struct pinctrl_map plain_maps[] = {
	PIN_MAP_MUX_GROUP_DEFAULT("9000.plain", "1000.pinctrl", "gp_grp", "gp"),
	PIN_MAP_DUMMY_STATE("9000.plain", PINCTRL_STATE_SLEEP),
};

static void test_mapping_tables(void **state)
{
	static const struct pinctrl_map bad[] = {
		{ .dev_name = "x",
		  .name = "default",
		  .type = PIN_MAP_TYPE_MUX_GROUP },
	};
	struct device *plain = dev_at("/plain@9000");
	struct pinctrl *p;

	(void)state;
	assert_int_equal(pinctrl_register_mappings(bad, 1), -EINVAL);
	assert_int_equal(pinctrl_register_mappings(plain_maps,
						   ARRAY_SIZE(plain_maps)),
			 0);
	assert_int_equal(PTR_ERR(pinctrl_get(plain)), -EPROBE_DEFER);
	assert_int_equal(pctl_up(), 0);
	p = pinctrl_get_select_default(plain);
	assert_false(IS_ERR(p));
	assert_int_equal(hw.mux[2], 2);
	assert_int_equal(
		pinctrl_select_state(p, pinctrl_lookup_state(p, "sleep")), 0);
	assert_int_equal(hw.mux[2], -1);
	pinctrl_put(p);
	pinctrl_unregister_mappings(plain_maps);
	assert_int_equal(PTR_ERR(pinctrl_get(plain)), -ENODEV);
	pctl_down();
}

static void test_alloc_failures(void **state)
{
	struct device *uart = dev_at("/uart@3000");
	long n;
	int ret;

	(void)state;
	for (n = 0;; n++) {
		platdev_port_fail_alloc_after(n, 0);
		ret = pctl_up();
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret)
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(pctl);
		assert_null(
			platdev_class_device_find("pinctrl", "1000.pinctrl"));
		assert_int_equal(live_allocs(), allocs_loaded);
	}
	assert_true(n > 0);
	for (n = 0;; n++) {
		unsigned long before = live_allocs();

		platdev_port_fail_alloc_after(n, 0);
		ret = pinctrl_bind_pins(uart);
		platdev_port_fail_alloc_after(-1, 0);
		if (!ret && dev_pinctrl(uart))
			break;
		assert_int_equal(ret, -ENOMEM);
		assert_null(dev_pinctrl(uart));
		assert_int_equal(live_allocs(), before);
		assert_int_equal(hw.mux[0], -1);
	}
	assert_true(n > 0);
	devres_release_all(uart);
	assert_null(dev_pinctrl(uart));
	assert_int_equal(hw.mux[0], -1);
	pctl_down();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_packing, fresh, check),
		cmocka_unit_test_setup_teardown(test_parse_dt_config, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_utils, fresh, check),
		cmocka_unit_test_setup_teardown(test_register_errors, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_register, fresh, check),
		cmocka_unit_test_setup_teardown(test_defer_and_nodev, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_states, fresh, check),
		cmocka_unit_test_setup_teardown(test_invalid_maps, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_pin_owned_twice, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_gpio_ranges, fresh, check),
		cmocka_unit_test_setup_teardown(test_bind_at_probe, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_mapping_tables, fresh,
						check),
		cmocka_unit_test_setup_teardown(test_alloc_failures, fresh,
						check),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
