# SPDX-License-Identifier: MIT
# Linux's PL061 GPIO driver (an AMBA driver with an immutable interrupt
# chip) on a simulated board behind a GIC, with a consumer of its lines
# and of one line's interrupt.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_gpio_pl061
  ${CMAKE_CURRENT_SOURCE_DIR}/test_gpio_pl061.c
  drivers/gpio/gpio-pl061.c)
platdev_linux_board(linux_gpio_pl061 gpio_pl061)
