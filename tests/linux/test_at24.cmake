# SPDX-License-Identifier: MIT
# Linux's at24 EEPROM driver over the I2C, nvmem and regulator cores, on
# the i2c-gpio board: Linux's i2c-gpio and i2c-algo-bit bit-bang two lines
# of a simulated PL061 to the 24c02 model.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_at24
  ${CMAKE_CURRENT_SOURCE_DIR}/test_at24.c
  drivers/gpio/gpio-pl061.c
  drivers/i2c/algos/i2c-algo-bit.c
  drivers/i2c/busses/i2c-gpio.c
  drivers/misc/eeprom/at24.c)
platdev_linux_board(linux_at24 i2c_gpio)
