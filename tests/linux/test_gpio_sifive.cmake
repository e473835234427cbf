# SPDX-License-Identifier: MIT
# Linux's SiFive GPIO driver, whose interrupt chip is a domain stacked on
# the PLIC's (gpiolib's hierarchy), with Linux's generic MMIO GPIO library
# under it, on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_sim_test(gpio_sifive drivers/gpio/gpio-sifive.c
  drivers/gpio/gpio-mmio.c)
# gpio-mmio.c includes gpiolib's private header, which we provide.
target_include_directories(linux_gpio_sifive PRIVATE
  ${PROJECT_SOURCE_DIR}/include/platdev/driver-private)
