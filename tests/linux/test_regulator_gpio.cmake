# SPDX-License-Identifier: MIT
# Linux's fixed-voltage and GPIO regulators (drivers/regulator/fixed.c,
# gpio-regulator.c) on Linux's PL061 GPIO driver, on the PL061 model of a
# simulated board: enable lines and voltage-selecting lines seen in the
# model's output levels as a consumer driver gets, enables and sets them.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_regulator_gpio
  ${CMAKE_CURRENT_SOURCE_DIR}/test_regulator_gpio.c
  drivers/regulator/fixed.c
  drivers/regulator/gpio-regulator.c
  drivers/gpio/gpio-pl061.c)
platdev_linux_board(linux_regulator_gpio regulator_gpio)
