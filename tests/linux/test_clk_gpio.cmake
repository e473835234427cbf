# SPDX-License-Identifier: MIT
# Linux's GPIO-controlled clocks (gpio-mux-clock and gpio-gate-clock) on
# Linux's generic MMIO GPIO controller, on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_clk_gpio
  ${CMAKE_CURRENT_SOURCE_DIR}/test_clk_gpio.c
  drivers/clk/clk-gpio.c
  drivers/gpio/gpio-mmio.c)
platdev_linux_board(linux_clk_gpio clk_gpio)
target_compile_definitions(linux_clk_gpio PRIVATE
  CONFIG_GPIO_GENERIC=1 CONFIG_GPIO_GENERIC_PLATFORM=1)
target_include_directories(linux_clk_gpio PRIVATE
  ${PROJECT_SOURCE_DIR}/include/platdev/driver-private)
