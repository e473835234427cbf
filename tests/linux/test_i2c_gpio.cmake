# SPDX-License-Identifier: MIT
# Linux's i2c-gpio with its bit-banging algorithm, both built unchanged,
# on two lines of a simulated PL061 wired as an open-drain bus with a
# 24c02 EEPROM and a DS1307 RTC modelled at the bit level; and Linux's
# rtc-ds1307 over the RTC core reading and setting the DS1307 through it.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_i2c_gpio
  ${CMAKE_CURRENT_SOURCE_DIR}/test_i2c_gpio.c
  drivers/gpio/gpio-pl061.c
  drivers/i2c/algos/i2c-algo-bit.c
  drivers/i2c/busses/i2c-gpio.c
  drivers/rtc/rtc-ds1307.c)
platdev_linux_board(linux_i2c_gpio i2c_gpio)
