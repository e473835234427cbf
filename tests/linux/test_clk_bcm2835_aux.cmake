# SPDX-License-Identifier: MIT
# Linux's Raspberry Pi auxiliary clock gates (drivers/clk/bcm/
# clk-bcm2835-aux.c) on a simulated board.
include(${CMAKE_CURRENT_LIST_DIR}/boards.cmake)
platdev_linux_driver_test(linux_clk_bcm2835_aux
  ${CMAKE_CURRENT_SOURCE_DIR}/test_clk_bcm2835_aux.c
  drivers/clk/bcm/clk-bcm2835-aux.c)
platdev_linux_board(linux_clk_bcm2835_aux clk_bcm2835_aux)
target_compile_options(linux_clk_bcm2835_aux PRIVATE
  -idirafter ${PLATDEV_LINUX_SRC}/include)
