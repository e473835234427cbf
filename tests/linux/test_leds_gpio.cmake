# SPDX-License-Identifier: MIT
# Linux's GPIO LEDs (drivers/leds/leds-gpio.c) on Linux's PL061 GPIO
# driver, on the PL061 model of a simulated board: the LED class's names,
# default states and triggers, seen in the model's output levels.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_leds_gpio
  ${CMAKE_CURRENT_SOURCE_DIR}/test_leds_gpio.c
  drivers/leds/leds-gpio.c
  drivers/gpio/gpio-pl061.c)
platdev_linux_board(linux_leds_gpio leds_gpio)
