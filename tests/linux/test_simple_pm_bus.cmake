# SPDX-License-Identifier: MIT
# Linux's simple-pm-bus (runtime PM, clock bulk API, populated children)
# with Linux's fixed-mmio-clock as one of its clocks.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_simple_pm_bus
  ${CMAKE_CURRENT_SOURCE_DIR}/test_simple_pm_bus.c
  drivers/bus/simple-pm-bus.c
  drivers/clk/clk-fixed-mmio.c)
platdev_linux_board(linux_simple_pm_bus simple_pm_bus)
