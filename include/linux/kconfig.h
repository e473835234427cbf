/* SPDX-License-Identifier: MIT */
/*
 * linux/kconfig.h - IS_ENABLED() and friends, and the CONFIG_ symbols
 * that describe this build.
 *
 * As in Linux, a CONFIG_ symbol is enabled when it is defined to 1 (built
 * in) or its CONFIG_<NAME>_MODULE twin is (a module); the tests are
 * constant expressions usable in `if` and `#if`. platdev has no modules:
 * everything is built in.
 *
 * The symbols below follow the build's feature set (platdev/features.h),
 * so that a driver's `if (IS_ENABLED(CONFIG_OF))` takes the path Linux
 * would take on a kernel configured like this library:
 *
 *   CONFIG_OF, CONFIG_OF_ADDRESS, CONFIG_OF_IRQ,
 *   CONFIG_COMMON_CLK, CONFIG_RESET_CONTROLLER, CONFIG_GPIOLIB,
 *   CONFIG_OF_GPIO, CONFIG_GPIOLIB_IRQCHIP
 *                                    the OF feature (src/of, src/clk,
 *                                    src/reset, src/gpio)
 *   CONFIG_ARM_AMBA                  AMBA
 *   CONFIG_HAS_IOMEM, CONFIG_IRQ_DOMAIN   IO
 *   CONFIG_PM, CONFIG_PM_SLEEP       PM
 *   CONFIG_RTC_CLASS                 RTC (src/rtc)
 *   CONFIG_I2C, CONFIG_I2C_BOARDINFO, CONFIG_I2C_ALGOBIT, CONFIG_I2C_SLAVE
 *                                    I2C (src/i2c)
 *   CONFIG_HW_RANDOM                 HWRNG (src/hwrng)
 *   CONFIG_WATCHDOG, CONFIG_WATCHDOG_CORE, CONFIG_WATCHDOG_PRETIMEOUT_GOV
 *                                    WATCHDOG (src/watchdog)
 *   CONFIG_INPUT, CONFIG_INPUT_EVDEV, CONFIG_INPUT_MATRIXKMAP
 *                                    INPUT (src/input)
 *   CONFIG_NEW_LEDS, CONFIG_LEDS_CLASS, CONFIG_LEDS_TRIGGERS,
 *   CONFIG_LEDS_TRIGGER_TIMER, CONFIG_LEDS_TRIGGER_HEARTBEAT,
 *   CONFIG_LEDS_TRIGGER_DEFAULT_ON   LEDS (src/leds)
 *   CONFIG_PWM                       PWM (src/pwm)
 *   CONFIG_REGULATOR                 REGULATOR (src/regulator)
 *   CONFIG_NVMEM                     NVMEM (src/nvmem)
 *   CONFIG_SYSFS                     SYSFS (src/base/sysfs.c)
 *   CONFIG_PINCTRL, CONFIG_PINMUX, CONFIG_PINCONF, CONFIG_GENERIC_PINCONF,
 *   CONFIG_GENERIC_PINCTRL_GROUPS, CONFIG_GENERIC_PINMUX_FUNCTIONS
 *                                    PINCTRL (src/pinctrl)
 *   CONFIG_64BIT                     64-bit long
 *   CONFIG_HZ                        HZ (1000)
 *
 * A symbol the build does not have is simply not defined, as in Linux.
 */
#ifndef _PLATDEV_LINUX_KCONFIG_H
#define _PLATDEV_LINUX_KCONFIG_H

#include <platdev/features.h>

#if (PLATDEV_FEATURES) & PLATDEV_FEAT_OF
#define CONFIG_OF 1
#define CONFIG_OF_ADDRESS 1
#define CONFIG_OF_IRQ 1
#define CONFIG_COMMON_CLK 1
#define CONFIG_RESET_CONTROLLER 1
#define CONFIG_GPIOLIB 1
#define CONFIG_OF_GPIO 1
#define CONFIG_GPIOLIB_IRQCHIP 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_AMBA
#define CONFIG_ARM_AMBA 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_IO
#define CONFIG_HAS_IOMEM 1
#define CONFIG_IRQ_DOMAIN 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_PM
#define CONFIG_PM 1
#define CONFIG_PM_SLEEP 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_RTC
#define CONFIG_RTC_CLASS 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_I2C
#define CONFIG_I2C 1
#define CONFIG_I2C_BOARDINFO 1
#define CONFIG_I2C_ALGOBIT 1
#define CONFIG_I2C_SLAVE 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_HWRNG
#define CONFIG_HW_RANDOM 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_WATCHDOG
#define CONFIG_WATCHDOG 1
#define CONFIG_WATCHDOG_CORE 1
#define CONFIG_WATCHDOG_PRETIMEOUT_GOV 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_INPUT
#define CONFIG_INPUT 1
#define CONFIG_INPUT_EVDEV 1
#define CONFIG_INPUT_MATRIXKMAP 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_LEDS
#define CONFIG_NEW_LEDS 1
#define CONFIG_LEDS_CLASS 1
#define CONFIG_LEDS_TRIGGERS 1
#define CONFIG_LEDS_TRIGGER_TIMER 1
#define CONFIG_LEDS_TRIGGER_HEARTBEAT 1
#define CONFIG_LEDS_TRIGGER_DEFAULT_ON 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_PWM
#define CONFIG_PWM 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_REGULATOR
#define CONFIG_REGULATOR 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_NVMEM
#define CONFIG_NVMEM 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_SYSFS
#define CONFIG_SYSFS 1
#endif
#if (PLATDEV_FEATURES) & PLATDEV_FEAT_PINCTRL
#define CONFIG_PINCTRL 1
#define CONFIG_PINMUX 1
#define CONFIG_PINCONF 1
#define CONFIG_GENERIC_PINCONF 1
#define CONFIG_GENERIC_PINCTRL_GROUPS 1
#define CONFIG_GENERIC_PINMUX_FUNCTIONS 1
#endif
#if __SIZEOF_LONG__ == 8
#define CONFIG_64BIT 1
#endif
#define CONFIG_HZ 1000

/*
 * The placeholder trick: when CONFIG_FOO is defined to 1, pasting
 * __PLATDEV_ARG_IS_ with it names a macro that expands to "0,", which
 * shifts a 1 into the second argument's place; any other spelling (the
 * bare name of an undefined symbol) leaves the 0 there.
 */
#define __PLATDEV_ARG_IS_1 0,
#define __platdev_second(ignored, val, ...) val
#define ___platdev_is_defined(arg_or_junk) __platdev_second(arg_or_junk 1, 0, 0)
#define __platdev_is_defined(value) \
	___platdev_is_defined(__PLATDEV_ARG_IS_##value)
#define __platdev_is_one(x) __platdev_is_defined(x)

/** IS_BUILTIN() - 1 when @option is defined to 1, else 0 */
#define IS_BUILTIN(option) __platdev_is_one(option)

/** IS_MODULE() - 1 when @option##_MODULE is defined to 1 (never, here) */
#define IS_MODULE(option) __platdev_is_one(option##_MODULE)

/** IS_ENABLED() - 1 when @option is built in or a module */
#define IS_ENABLED(option) (IS_BUILTIN(option) || IS_MODULE(option))

/**
 * IS_REACHABLE() - 1 when code built here can call into @option: built
 * in, or a module while this code is a module (MODULE defined) too
 */
#ifdef MODULE
#define IS_REACHABLE(option) (IS_BUILTIN(option) || IS_MODULE(option))
#else
#define IS_REACHABLE(option) IS_BUILTIN(option)
#endif

#endif /* _PLATDEV_LINUX_KCONFIG_H */
