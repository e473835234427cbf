# SPDX-License-Identifier: MIT
# Linux's APM X-Gene GPIO driver (drivers/gpio/gpio-xgene.c), three banks,
# on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_gpio_xgene
  ${CMAKE_CURRENT_SOURCE_DIR}/test_gpio_xgene.c
  drivers/gpio/gpio-xgene.c)
platdev_linux_board(linux_gpio_xgene gpio_xgene)
target_sources(linux_gpio_xgene PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/sim_board.c)
